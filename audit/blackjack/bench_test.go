package blackjack_test

import (
	"testing"

	_ "github.com/veedor/veedor/audit/blackjack"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/fixtures/blackjack"
)

// BenchmarkReplay audits generated black-jack sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "black-jack") }
