package poker_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	_ "github.com/veedor/veedor/fixtures/poker"
	"github.com/veedor/veedor/rules"
	pk "github.com/veedor/veedor/rules/poker"
)

// BenchmarkReplay audits 20 generated Castilla y León sessions of each game
// (every check on, a violation rate of 0.01, reports off) from memory and
// reports bets audited per second. casetest.BenchReplay audits national
// sessions, which this game has not: its text is regional.
func BenchmarkReplay(b *testing.B) {
	for _, game := range []string{pk.SinDescarte, pk.Trijoker} {
		b.Run(game, func(b *testing.B) {
			src := &logs.Memory{}
			if _, err := fixtures.Generate(fixtures.Options{Game: game, Region: rules.RegionCyL, Sessions: 20, Seed: 7, Violations: 0.01}, func(s *logs.Session) error {
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
			for i := 0; i < b.N; i++ {
				if _, err := audit.Run(src, audit.Options{Region: rules.RegionCyL, Assume: rules.Defaults(), Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(bets*b.N)/b.Elapsed().Seconds(), "bets/s")
		})
	}
}
