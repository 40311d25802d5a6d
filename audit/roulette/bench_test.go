package roulette_test

import (
	"runtime"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/roulette"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// BenchmarkReplay audits generated French roulette sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "ruleta-francesa") }

// BenchmarkReplayOnly is the replay alone (Replay.Audit, without the engine
// around it) on sessions generated as the mixed log of docs/performance.md
// is (violation rate 0.001), and reports its CPU time per bet.
func BenchmarkReplayOnly(b *testing.B) {
	var ss []*logs.Session
	if _, err := fixtures.Generate(fixtures.Options{Game: rr.French, Region: rules.RegionES, Sessions: 40, Seed: 1, Violations: 0.001}, func(s *logs.Session) error {
		ss = append(ss, s)
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	bets := 0
	ins := make([]*rules.Instrument, len(ss))
	for i, s := range ss {
		bets += len(s.Bets)
		in, err := rules.InForce(rules.RegionES, s.Game, s.OpenedAt)
		if err != nil {
			b.Fatal(err)
		}
		ins[i] = in
	}
	assume := rules.Defaults() // the engine's, read once a run
	runtime.GC()
	b.ResetTimer()
	cpu := casetest.CPUTime()
	for i := 0; i < b.N; i++ {
		for j, s := range ss {
			ctx, _, _ := audit.NewContext(ins[j], assume, s)
			roulette.Replay{}.Audit(ctx, s)
		}
	}
	b.ReportMetric(float64(casetest.CPUTime()-cpu)/float64(b.N*bets), "cpu-ns/bet")
}
