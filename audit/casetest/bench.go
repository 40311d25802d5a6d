package casetest

import (
	"runtime"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// BenchReplay audits 20 generated national sessions of game (every check
// on, a violation rate of 0.01, reports off) from memory, so the figure is
// the replay's alone, and reports bets audited per second and the CPU time
// per operation (cpu-ns/op: wall time means little on a shared machine).
// The caller imports the game's replay and generator.
func BenchReplay(b *testing.B, game string) { BenchReplayIn(b, game, rules.RegionES) }

// BenchReplayIn is BenchReplay under region's text, for games without a
// national one.
func BenchReplayIn(b *testing.B, game, region string) {
	src := &logs.Memory{}
	if _, err := fixtures.Generate(fixtures.Options{Game: game, Region: region, Sessions: 20, Seed: 7, Violations: 0.01}, func(s *logs.Session) error {
		src.Sessions = append(src.Sessions, s)
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	bets := 0
	for _, s := range src.Sessions {
		bets += len(s.Bets)
	}
	b.ResetTimer()
	cpu := CPUTime()
	for i := 0; i < b.N; i++ {
		if _, err := audit.Run(src, audit.Options{Region: region, Assume: rules.Defaults()}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(CPUTime()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(bets*b.N)/b.Elapsed().Seconds(), "bets/s")
}

// BenchReplayOnly is the replay alone (replay, a game's Replay.Audit,
// without the engine around it) on 40 national sessions of game generated
// as the mixed log of docs/performance.md is (seed 1, a violation rate of
// 0.001), reporting CPU nanoseconds a bet (cpu-ns/bet): the figure the
// replays are compared by.
func BenchReplayOnly(b *testing.B, game string, replay func(*audit.Context, *logs.Session)) {
	var ss []*logs.Session
	if _, err := fixtures.Generate(fixtures.Options{Game: game, Region: rules.RegionES, Sessions: 40, Seed: 1, Violations: 0.001}, func(s *logs.Session) error {
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
	cpu := CPUTime()
	for i := 0; i < b.N; i++ {
		for j, s := range ss {
			ctx, _, _ := audit.NewContext(ins[j], assume, s)
			replay(ctx, s)
		}
	}
	b.ReportMetric(float64(CPUTime()-cpu)/float64(b.N*bets), "cpu-ns/bet")
}
