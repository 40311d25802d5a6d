package logs

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
)

// FuzzSQLiteDecode holds decode (values cut in place, text rows only) to
// decodeVals (every row): where decode takes a record, alone or a piece of
// its batch's text, it gives decodeVals' values, all valid UTF-8 and within
// their caps, and the same error for a session_id that is not the index's.
func FuzzSQLiteDecode(f *testing.F) {
	f.Add([]byte{3, 0x11, 0x0f, 'S', '1', 'x'}, "S1", 2, 3)
	f.Add([]byte{4, 0x13, 0x11, 0, 'S', '1', 'a', 'b'}, "S1", 1, 3)
	f.Add([]byte{5, 0x13, 0x0f, 1, 0x13, 'S', '1', 0xc3, 0x2a, 'b', 0xb1}, "S1", 0, 0)
	f.Add([]byte{3, 0x81, 0x0d, 0x13}, "", 2, 1)
	f.Fuzz(func(t *testing.T, rec []byte, key string, skip, prefix int) {
		c := &cursor{src: &sqliteSource{path: "f.db"}, table: TBets, p: newParser(TBets)}
		// Record columns map to the schema's, one of them not the log's.
		n := len(schema[TBets]) + 1
		skip = int(uint(skip) % uint(n))
		c.plan = &fastPlan{inv: make([]int, n)}
		for k, j := 0, 0; k < n; k++ {
			c.plan.inv[k] = -1
			if k != skip {
				c.plan.inv[k], j = j, j+1
			}
		}
		for _, inBatch := range []bool{false, true} {
			r := &rawRow{key: key, record: true}
			text := string(rec)
			if inBatch {
				// Other records around it: nothing may be read past its end.
				text = string(append(append(make([]byte, int(uint(prefix)%8)), rec...), 0x80, 'x', 0xc3))
				text = text[int(uint(prefix)%8) : int(uint(prefix)%8)+len(rec)]
			}
			ok, err := c.decode(r, text)
			var cut []string
			for j := range schema[TBets] {
				cut = append(cut, c.p.val(j))
			}
			utf8ok, errVals := c.decodeVals(r, text)
			if err != nil {
				if errVals == nil || errVals.Error() != err.Error() {
					t.Fatalf("decode: %v, decodeVals: %v", err, errVals)
				}
				continue
			}
			if !ok {
				continue
			}
			if errVals != nil || !utf8ok || !slices.Equal(cut, c.p.vals) {
				t.Fatalf("in a batch %v: decode %q, decodeVals %q (%v, %v)", inBatch, cut, c.p.vals, utf8ok, errVals)
			}
			for j, v := range cut {
				if len(v) > c.p.caps[j] {
					t.Fatalf("decode took a value of %d bytes in %s", len(v), schema[TBets][j].name)
				}
			}
		}
	})
}

// decode takes a row of text values and leaves one with a number, a value
// over its cap or one cut inside a character to decodeVals.
func TestSQLiteDecodeTakes(t *testing.T) {
	c := &cursor{src: &sqliteSource{path: "f.db"}, table: TStaff, p: newParser(TStaff), plan: &fastPlan{inv: []int{0, 1, -1, 2}}}
	long := make([]byte, maxIdent+1)
	for i := range long {
		long[i] = 'e'
	}
	for _, tc := range []struct {
		rec  []byte
		ok   bool
		vals []string
	}{
		{[]byte{5, 0x11, 0x0f, 0x0f, 0x0d, 'S', '1', 'E', '-', 'c'}, true, []string{"S1", "E", "", "", ""}},
		{[]byte{5, 0x11, 0x0f, 0x01, 0x11, 'S', '1', 'E', 7, 'c', 'r'}, true, []string{"S1", "E", "cr", "", ""}},
		{[]byte{5, 0x11, 0x01, 0x0f, 0x0f, 'S', '1', 7, '-', 'c'}, false, nil},
		{[]byte{5, 0x11, 0x11, 0x0f, 0x0f, 'S', '1', 'E', 0xc3, 0xb1, 'c'}, false, nil},
		{append([]byte{5, 0x11, 0x82, 0x0f, 0x0d, 'S', '1'}, long...), false, nil},
	} {
		r := &rawRow{key: "S1", record: true}
		ok, err := c.decode(r, string(tc.rec))
		if err != nil || ok != tc.ok {
			t.Errorf("% x: %v, %v", tc.rec, ok, err)
			continue
		}
		if ok {
			for j, want := range tc.vals {
				if got := c.p.val(j); got != want {
					t.Errorf("% x: column %d %q, want %q", tc.rec, j, got, want)
				}
			}
		}
	}
}

// BenchmarkSQLiteDecode: loading the bets records of a written log into the
// parser as a feed's parsing goroutine does (from a batch's text, one
// string for the batch); one goroutine, so ns/row is its CPU time.
func BenchmarkSQLiteDecode(b *testing.B) {
	path := filepath.Join(b.TempDir(), "d.db")
	w, err := Create(path)
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range manySessions(2000) {
		if err := w.Write(s); err != nil {
			b.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	src, err := openSQLite(path)
	if err != nil {
		b.Fatal(err)
	}
	defer src.Close()
	d, err := openDBFile(path)
	if err != nil {
		b.Fatal(err)
	}
	defer d.close()
	c, err := src.query(context.Background(), nil, d, TBets)
	if err != nil || c.plan == nil {
		b.Fatal(err, c.plan)
	}
	var arena []byte
	var rows []batchRow
	for c.ok {
		rows = append(rows, batchRow{key: c.row.key, rowid: c.row.rowid, off: len(arena), n: len(c.row.rec)})
		arena = append(arena, c.row.rec...)
		if err := c.next(); err != nil {
			b.Fatal(err)
		}
	}
	r := &c.batched
	text := string(arena)
	b.ResetTimer()
	for range b.N {
		for _, br := range rows {
			r.key, r.rowid, r.record = br.key, br.rowid, true
			if err := c.loadFrom(r, text[br.off:br.off+br.n]); err != nil || c.p.rej != nil {
				b.Fatal(err, c.p.rej)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(rows)), "ns/row")
}

// FuzzIsASCII holds the eight-byte scan to a byte-by-byte one, in each of
// its three steps (sixteen bytes, eight, the rest).
func FuzzIsASCII(f *testing.F) {
	f.Add([]byte("S0001 rojo 100"))
	f.Add([]byte("0123456789abcdef0123456789abcde\xc3\xb1"))
	f.Add([]byte("0123456789abcdef\x80"))
	f.Add([]byte("abcdefg\xc3"))
	f.Add([]byte("abcdefghijklmnopabcdefg\xff"))
	f.Add([]byte("\xd9\x9b")) // one rune, U+065B: its bytes are not ASCII, its number's low byte is
	f.Fuzz(func(t *testing.T, b []byte) {
		want := true
		for _, c := range b {
			want = want && c < 0x80
		}
		if got := isASCII(string(b)); got != want {
			t.Fatalf("isASCII(%q) = %v", b, got)
		}
	})
}
