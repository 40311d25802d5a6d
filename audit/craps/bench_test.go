package craps_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/craps"
	_ "github.com/veedor/veedor/fixtures/craps"
)

// BenchmarkReplay audits generated craps sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "dados") }
