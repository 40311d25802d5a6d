package logs_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
)

// BenchmarkReadCSVMixedOnePass: the log of BenchmarkReadCSVMixed (grouped
// by session, as the fixtures write it) read in one pass, as audit.Run
// reads it.
func BenchmarkReadCSVMixedOnePass(b *testing.B) {
	path := generated(b, "log", mixedGames, 100)
	cpu := casetest.CPUTime()
	var rows, bets int64
	for i := 0; i < b.N; i++ {
		src, err := logs.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		err = src.(logs.OnePass).EachOnePass(func(s *logs.Session) error {
			bets += int64(len(s.Bets))
			return nil
		}, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, n := range src.Read() {
			rows += n
		}
		src.Close()
	}
	b.ReportMetric(float64(casetest.CPUTime()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(rows)/b.Elapsed().Seconds(), "rows/s")
	b.ReportMetric(float64(bets)/b.Elapsed().Seconds(), "bets/s")
}
