package logs_test

import (
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// BenchmarkReadCSVMixedOnePass: the log of BenchmarkReadCSVMixed (grouped
// by session, as the fixtures write it) read in one pass, as audit.Run
// reads it.
func BenchmarkReadCSVMixedOnePass(b *testing.B) {
	benchReadLog(b, generated(b, "log", mixedGames, 100), true)
}

// BenchmarkReadCSVMixedWindows: the log of BenchmarkReadCSVMixed with
// bets.csv playing every session at once (the other files grouped by
// session), read with a budget of 16,384 rows held: in windows (window.go),
// each child file read once a window; reports the windows of a read.
func BenchmarkReadCSVMixedWindows(b *testing.B) {
	dir := generated(b, "log", mixedGames, 100)
	if err := logs.InterleaveSessions(filepath.Join(dir, logs.TBets+".csv")); err != nil {
		b.Fatal(err)
	}
	defer logs.SetWindowRows(logs.SetWindowRows(1 << 14))
	before := logs.WindowReads()
	b.ResetTimer()
	benchReadLog(b, dir, false)
	b.ReportMetric(float64(logs.WindowReads()-before)/float64(b.N)+1, "windows/op")
}
