package treinta_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/treinta"
	_ "github.com/veedor/veedor/fixtures/treinta"
)

// BenchmarkReplay audits generated treinta y cuarenta sessions (every check
// on, reports off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "treinta-y-cuarenta") }
