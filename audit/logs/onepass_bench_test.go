package logs_test

import "testing"

// BenchmarkReadCSVMixedOnePass: the log of BenchmarkReadCSVMixed (grouped
// by session, as the fixtures write it) read in one pass, as audit.Run
// reads it.
func BenchmarkReadCSVMixedOnePass(b *testing.B) {
	benchReadLog(b, generated(b, "log", mixedGames, 100), true)
}
