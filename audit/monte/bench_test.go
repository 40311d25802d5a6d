package monte_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	_ "github.com/veedor/veedor/audit/monte"
	"github.com/veedor/veedor/fixtures"
	_ "github.com/veedor/veedor/fixtures/monte"
	"github.com/veedor/veedor/rules"
)

// BenchmarkReplay audits 20 generated sessions (every check on, a violation
// rate of 0.01, reports off) from memory and reports bets audited per
// second. It is casetest.BenchReplay under Valencia: that helper generates
// national sessions, and monte has no national text.
func BenchmarkReplay(b *testing.B) {
	src := &logs.Memory{}
	if _, err := fixtures.Generate(fixtures.Options{Game: "monte", Region: "cv", Sessions: 20, Seed: 7, Violations: 0.01}, func(s *logs.Session) error {
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
		if _, err := audit.Run(src, audit.Options{Region: "cv", Assume: rules.Defaults()}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(bets*b.N)/b.Elapsed().Seconds(), "bets/s")
}
