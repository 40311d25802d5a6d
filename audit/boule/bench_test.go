package boule_test

import (
	"testing"

	_ "github.com/veedor/veedor/audit/boule"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/fixtures/boule"
)

// BenchmarkReplay audits generated boule sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "boule") }
