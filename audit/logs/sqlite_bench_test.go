package logs_test

import "testing"

// BenchmarkReadSQLiteMixed: the mixed log of BenchmarkReadCSVMixed as an
// SQLite database (compare cpu-ns/op: the same rows from the other reader).
func BenchmarkReadSQLiteMixed(b *testing.B) {
	benchReadGame(b, ".db", mixedGames, 100)
}
