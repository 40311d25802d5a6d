package roulette_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// memSource hands prepared sessions to the engine, so the benchmark measures
// the replay alone (reading is benchmarked in audit/logs).
type memSource struct{ sessions []*logs.Session }

func (m *memSource) Each(fn func(*logs.Session) error, _ func(logs.Reject)) error {
	for _, s := range m.sessions {
		if err := fn(s); err != nil {
			return err
		}
	}
	return nil
}
func (m *memSource) Read() logs.Counts {
	c := logs.Counts{}
	for _, s := range m.sessions {
		for t, n := range s.Rows() {
			c[t] += int64(n)
		}
	}
	return c
}
func (m *memSource) Notices() []string        { return nil }
func (m *memSource) Inputs() []logs.InputFile { return nil }
func (m *memSource) Close() error             { return nil }

// BenchmarkReplay audits generated French roulette sessions (every check on,
// reports off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) {
	src := &memSource{}
	if _, err := fixtures.Generate(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: 20, Seed: 7, Violations: 0.01}, func(s *logs.Session) error {
		src.sessions = append(src.sessions, s)
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	bets := 0
	for _, s := range src.sessions {
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
