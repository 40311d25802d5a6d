package roulette_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/roulette"
	rr "github.com/veedor/veedor/rules/roulette"
)

// BenchmarkReplay audits generated French roulette sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "ruleta-francesa") }

// BenchmarkReplayOnly is the replay alone (Replay.Audit, without the engine
// around it) on sessions generated as the mixed log of docs/performance.md
// is (violation rate 0.001), and reports its CPU time per bet.
func BenchmarkReplayOnly(b *testing.B) {
	casetest.BenchReplayOnly(b, rr.French, roulette.Replay{}.Audit)
}
