package puntobanca_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/puntobanca"
	_ "github.com/veedor/veedor/fixtures/puntobanca"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// BenchmarkReplay audits generated punto y banca sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "punto-y-banca") }

// BenchmarkReplayOnly is the replay alone (Replay.Audit, without the engine
// around it) on sessions generated as the mixed log of docs/performance.md
// is (violation rate 0.001), and reports its CPU time per bet.
func BenchmarkReplayOnly(b *testing.B) {
	casetest.BenchReplayOnly(b, pb.Game, puntobanca.Replay{}.Audit)
}
