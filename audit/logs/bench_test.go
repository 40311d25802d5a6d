package logs_test

import (
	"path/filepath"
	"runtime"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	_ "github.com/veedor/veedor/fixtures/blackjack" // the mixed log's games
	_ "github.com/veedor/veedor/fixtures/puntobanca"
)

// The reading benchmarks read a generated log (fixtures: 60 French roulette
// sessions, about 35,000 bets), values parsed and sessions assembled but no
// replay, and report rows and bets read per second.
func benchRead(b *testing.B, ext string) { benchReadGame(b, ext, "ruleta-francesa", 60) }

// mixedGames are the games of issue 18's mixed log.
const mixedGames = "ruleta-francesa,black-jack,punto-y-banca"

// generated writes a log of game (a slug, or several separated by commas)
// with sessions sessions to name (a folder, or a database for ".db") in a
// temporary folder, and starts the benchmark's clock afresh.
func generated(b *testing.B, name, game string, sessions int) string {
	path := filepath.Join(b.TempDir(), name)
	if _, err := fixtures.Write(fixtures.Options{Game: game, Region: "es", Sessions: sessions, Seed: 9, Violations: 0.001}, path); err != nil {
		b.Fatal(err)
	}
	runtime.GC() // the generator's garbage is not the reading's to collect
	b.ResetTimer()
	return path
}

// benchReadGame reads a generated log of game (a slug, or several separated
// by commas) with sessions sessions.
func benchReadGame(b *testing.B, ext, game string, sessions int) {
	benchReadLog(b, generated(b, "log"+ext, game, sessions), false)
}

// benchReadLog reads the log at path b.N times, with EachOnePass when
// onePass (as audit.Run reads it), else Each, handing each session's rows
// back to the reader as the audit does.
func benchReadLog(b *testing.B, path string, onePass bool) {
	cpu := casetest.CPUTime()
	var rows, bets int64
	for i := 0; i < b.N; i++ {
		src, err := logs.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		each := src.Each
		if onePass {
			each = src.(logs.OnePass).EachOnePass
		}
		// Rows handed back as audit.Run hands them back once audited.
		rc := src.(logs.Recycler)
		err = each(func(s *logs.Session) error {
			bets += int64(len(s.Bets))
			rc.Recycle(s)
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

// BenchmarkReadCSV: both passes over a CSV folder.
func BenchmarkReadCSV(b *testing.B) { benchRead(b, "") }

// BenchmarkReadCSVMixed: a mixed log like the one of issue 18 (French
// roulette, black-jack and punto y banca, 100 sessions each).
func BenchmarkReadCSVMixed(b *testing.B) {
	benchReadGame(b, "", mixedGames, 100)
}

// BenchmarkPass1Mixed: pass 1 alone (each session's last row in each
// child file) over the mixed log of BenchmarkReadCSVMixed.
func BenchmarkPass1Mixed(b *testing.B) {
	dir := generated(b, "log", mixedGames, 100)
	cpu := casetest.CPUTime()
	var rows int64
	for i := 0; i < b.N; i++ {
		n, err := logs.Pass1(dir)
		if err != nil {
			b.Fatal(err)
		}
		rows += n
	}
	b.ReportMetric(float64(casetest.CPUTime()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(rows)/b.Elapsed().Seconds(), "rows/s")
}

// BenchmarkSplitMixed: pass 2's record splitting alone (no hashing, no
// values parsed) over the bets and rounds of the mixed log of
// BenchmarkReadCSVMixed.
func BenchmarkSplitMixed(b *testing.B) {
	dir := generated(b, "log", mixedGames, 100)
	cpu := casetest.CPUTime()
	var fields int64
	for i := 0; i < b.N; i++ {
		for _, t := range []string{logs.TBets, logs.TRounds} {
			n, err := logs.SplitRecords(filepath.Join(dir, t+".csv"))
			if err != nil {
				b.Fatal(err)
			}
			fields += n
		}
	}
	b.ReportMetric(float64(casetest.CPUTime()-cpu)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(fields)/b.Elapsed().Seconds(), "fields/s")
}

// BenchmarkReadSQLite: the same log as an SQLite database, read straight
// from the file along the session_id indexes.
func BenchmarkReadSQLite(b *testing.B) { benchRead(b, ".db") }
