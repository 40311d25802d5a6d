package logs

import (
	"path/filepath"
	"testing"
)

// BenchmarkReadSQLiteViaSQL reads a database through the SQL engine only,
// as for a table the direct reader leaves to it (compare BenchmarkReadSQLite;
// a different, smaller log: rows/s is the figure to compare).
func BenchmarkReadSQLiteViaSQL(b *testing.B) {
	for _, direct := range []bool{true, false} {
		name := "direct"
		if !direct {
			name = "sql"
		}
		b.Run(name, func(b *testing.B) {
			path := filepath.Join(b.TempDir(), "log.db")
			w, err := Create(path)
			if err != nil {
				b.Fatal(err)
			}
			for _, s := range manySessions(2000) {
				w.Write(s)
			}
			w.Close()
			defer func(v bool) { directRead = v }(directRead)
			b.ResetTimer()
			directRead = direct
			var rows int64
			for i := 0; i < b.N; i++ {
				src, err := Open(path)
				if err != nil {
					b.Fatal(err)
				}
				if err := src.Each(func(*Session) error { return nil }, nil); err != nil {
					b.Fatal(err)
				}
				for _, n := range src.Read() {
					rows += n
				}
				src.Close()
			}
			b.ReportMetric(float64(rows)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}
