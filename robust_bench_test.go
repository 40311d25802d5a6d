package main

import (
	"fmt"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// Benchmarks of the hot paths (docs/performance.md). Reading alone is
// benchmarked in audit/logs (BenchmarkReadCSV, BenchmarkReadSQLite), report
// writing in reports (BenchmarkWorkbookMillion, BenchmarkPDFMillion); the
// casino-year figures come from `veedor bench`.

// BenchmarkReplayPerGame replays generated sessions of each game (every
// check on, a violation rate of 0.001 as in the casino-year), on one worker
// and on every core, and reports bets replayed per second.
func BenchmarkReplayPerGame(b *testing.B) {
	for _, game := range []string{"ruleta-francesa", "ruleta-americana", "black-jack", "punto-y-banca"} {
		src := &logs.Memory{}
		if _, err := fixtures.Generate(fixtures.Options{Game: game, Region: "es", Sessions: 40, Seed: 7, Violations: 0.001}, func(s *logs.Session) error {
			src.Sessions = append(src.Sessions, s)
			return nil
		}); err != nil {
			b.Fatal(err)
		}
		bets := 0
		for _, s := range src.Sessions {
			bets += len(s.Bets)
		}
		for _, workers := range []int{1, runtime.GOMAXPROCS(0)} {
			b.Run(fmt.Sprintf("%s/workers=%d", game, workers), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := audit.Run(src, audit.Options{Region: "es", Assume: rules.Defaults(), Workers: workers}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(bets*b.N)/b.Elapsed().Seconds(), "bets/s")
			})
		}
	}
}

// BenchmarkAudit reads and audits a generated log end to end (reports off),
// from CSV and from SQLite, and reports bets audited per second.
func BenchmarkAudit(b *testing.B) {
	for _, ext := range []string{"", ".db"} {
		name := map[string]string{"": "csv", ".db": "sqlite"}[ext]
		b.Run(name, func(b *testing.B) {
			path := filepath.Join(b.TempDir(), "log"+ext)
			if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: 100, Seed: 3, Violations: 0.001}, path); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			bets := 0
			for i := 0; i < b.N; i++ {
				src, err := logs.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				res, err := audit.Run(src, audit.Options{Region: "es", Assume: rules.Defaults()})
				src.Close()
				if err != nil {
					b.Fatal(err)
				}
				bets += res.Totals().Bets
			}
			b.ReportMetric(float64(bets)/b.Elapsed().Seconds(), "bets/s")
		})
	}
}
