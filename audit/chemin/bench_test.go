package chemin_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/chemin"
	_ "github.com/veedor/veedor/fixtures/chemin"
)

// BenchmarkReplay audits generated chemin de fer sessions (every check on,
// reports off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "chemin-de-fer") }
