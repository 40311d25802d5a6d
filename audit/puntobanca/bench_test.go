package puntobanca_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	_ "github.com/veedor/veedor/audit/puntobanca"
	"github.com/veedor/veedor/fixtures"
	_ "github.com/veedor/veedor/fixtures/puntobanca"
	"github.com/veedor/veedor/rules"
)

// BenchmarkReplay audits generated punto y banca sessions (every check on,
// reports off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) {
	src := &logs.Memory{}
	if _, err := fixtures.Generate(fixtures.Options{Game: "punto-y-banca", Region: "es", Sessions: 20, Seed: 7, Violations: 0.01}, func(s *logs.Session) error {
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
		if _, err := audit.Run(src, audit.Options{Region: "es", Assume: rules.Defaults()}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(bets*b.N)/b.Elapsed().Seconds(), "bets/s")
}
