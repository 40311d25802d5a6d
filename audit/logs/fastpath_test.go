package logs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readAll reads every record of in as the reader r sees it: for each, its
// error, line, field count and fields (up to key when key >= 0), and the
// reader's line accounting at the end. The reader's buffer starts at size
// bytes (small, so that lines cross refills; or large, so that long lines
// are whole in it).
func readAll(in string, comma byte, key, size int) string {
	r := newCSVReader(strings.NewReader(in))
	r.comma = comma
	r.buf = make([]byte, size)
	r.keyOnly = key
	var b strings.Builder
	for {
		err := r.read()
		if _, syntax := isParseError(err); err != nil && !syntax {
			fmt.Fprintf(&b, "end %v\n", err)
			break
		}
		if r.ascii && bytes.ContainsFunc(r.data, func(c rune) bool { return c >= 0x80 }) {
			b.WriteString("not ASCII, read as ASCII: ") // the slow path never says ASCII
		}
		fmt.Fprintf(&b, "line %d fields %d err %v:", r.line, r.fields(), err)
		if err == nil {
			n := r.fields()
			if key >= 0 {
				n = min(n, key+1)
			}
			for i := 0; i < n && i <= maxColumns; i++ {
				fmt.Fprintf(&b, " %q", r.field(i))
			}
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "lines %d accounted %d blank %d offset %d\n", r.numLine, r.accounted, r.blank, r.offset)
	return b.String()
}

// sameFastRecords fails when the one-scan fast path reads in otherwise than
// the path it shortens, or pass 1's key-only reading finds other records,
// field counts or session_ids than the full reading.
func sameFastRecords(t *testing.T, in string) {
	t.Helper()
	for _, comma := range []byte{',', ';'} {
		fastRecords = false
		slow := readAll(in, comma, -1, 64)
		fastRecords = true
		for _, size := range []int{64, 4096} {
			fast := readAll(in, comma, -1, size)
			if fast != slow {
				t.Fatalf("%q (sep %q, buffer %d): fast path\n%s\nwithout it\n%s", in, comma, size, fast, slow)
			}
			for _, key := range []int{0, 2} {
				full, keyed := keyView(slow, key), readAll(in, comma, key, size)
				if keyed != full {
					t.Fatalf("%q (sep %q, key %d, buffer %d): key-only\n%s\nfull\n%s", in, comma, key, size, keyed, full)
				}
			}
		}
	}
}

// keyView cuts the fields of a full reading to the first key+1.
func keyView(full string, key int) string {
	var out []string
	for _, l := range strings.Split(full, "\n") {
		if i := strings.Index(l, "err <nil>:"); i >= 0 {
			head, fields := l[:i+len("err <nil>:")], l[i+len("err <nil>:"):]
			var kept []string
			rest := fields
			for n := 0; n <= key && rest != ""; n++ {
				// Fields are written " %q": split on the quoted form.
				var q string
				fmt.Sscanf(rest, " %q", &q)
				kept = append(kept, fmt.Sprintf(" %q", q))
				rest = rest[len(fmt.Sprintf(" %q", q)):]
			}
			l = head + strings.Join(kept, "")
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

var recordCases = []string{
	"a,b,c\n1,2,3\n",
	"a,b,c\r\n1,2,3\r\n\r\n\n4,5,6",
	"a,b,c\n1,2,3\r",
	"a,b\n,\n,,\n\n",
	"x;y;z\n1;2,5;3\n",
	"a,b\n\"q,1\",2\n3,\"4\"\n",
	"a,b\n1,\"open\n2,3\n",
	"a,b\n1,2\"3\n",
	"a\rb,c\n\rx,y\n",
	"long line with no end at all and more than sixty-four bytes, to cross a refill",
	"héllo,wörld\n\xff,\xfe\n",
	strings.Repeat("f,", maxColumns-1) + "f\n" + strings.Repeat("g,", maxColumns) + "g\n" + strings.Repeat("h,", maxColumns+1) + "h\n",
	"a,b,c\n" + strings.Repeat("123456789,", 20) + "x\n",
	// The last separators past the last whole eight bytes of the line.
	"a\nxxxx" + strings.Repeat("g,", maxColumns-1) + "g\nxxxx" + strings.Repeat("g,", maxColumns) + "g\n",
	// Pass 1's quoted lines (keyQuoted): separators inside quotes, an
	// empty quoted value, a doubled quote, quotes inside or after a value,
	// a quoted key, a quote closing at the line end, with and without \r.
	"k,a,b,c\nS1,x,\"y,z\",\"w,\"\nS1,\"\",\"a\"\"b\",c\nS2,x\"y,z,w\nS2,\"x\"y,z,w\n\"S3\",1,2,3\nS3,1,2,\"3,4\"\r\nS4,\"a\r\",b,c\n",
	"k,a,b\nS1,\"1,2\",\"3\n4\"\nS1,\"open,x\n",
}

func TestFastRecordSameAsRecord(t *testing.T) {
	for _, in := range recordCases {
		sameFastRecords(t, in)
	}
}

// FuzzFastRecord holds the fast path and pass 1's key-only reading to the
// full reader on any input.
func FuzzFastRecord(f *testing.F) {
	for _, in := range recordCases {
		f.Add(in)
	}
	f.Fuzz(sameFastRecords)
}

// A batch ends anywhere a run of one session ends: whatever the cut, the
// same sessions, rows and rejects come out, among them a row past its
// value cap, rows of an unknown session, a syntax error, rows not valid
// UTF-8 and quoted values, each at the start of a batch with some cuts.
func TestBatchCutsSameAsOneBatch(t *testing.T) {
	dir := t.TempDir()
	sessions := manySessions(12)
	sessions[3].Rounds[0].Outcome = "5,\"x\""
	writeLog(t, dir, sessions)
	p := filepath.Join(dir, TBets+".csv")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(b, []byte("\n"))
	var out []byte
	for i, l := range lines {
		out = append(out, l...)
		switch i {
		case 4: // a row of an unknown session, then one past its cap
			out = append(out, []byte("NOPE,1,x,,,rojo,,1,1,1,,,,,\n")...)
			out = append(out, []byte("S0002,1,"+strings.Repeat("B", maxIdent+1)+",,,rojo,,1,1,1,,,,,\n")...)
		case 7: // invalid UTF-8, unquoted and quoted
			out = append(out, []byte("S0002,1,U1,,P\xff,rojo,,1,1,1,,,,,\n")...)
			out = append(out, []byte("S0002,1,U2,,\"P,\xfe\",rojo,,1,1,1,,,,,\n")...)
		case 9:
			out = append(out, []byte("S0003,1,\"bad\"quote,,,rojo,,1,1,1,,,,,\n")...)
		}
	}
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	read := func() (string, int) {
		r := collect(t, dir)
		var s strings.Builder
		for _, x := range r.sessions {
			fmt.Fprintf(&s, "%+v\n", *x) // with every row's place
		}
		for _, rej := range r.rejects {
			fmt.Fprintf(&s, "%+v\n", rej)
		}
		return s.String(), len(r.rejects)
	}
	want, n := read()
	if n != 5 || !strings.Contains(want, "NOPE") || !strings.Contains(want, "of 129 bytes") || !strings.Contains(want, "unreadable CSV row") ||
		strings.Count(want, "invalid UTF-8 in value") != 2 {
		t.Fatalf("%d rejects, want the 5 bad rows:\n%s", n, want)
	}
	defer func(n int) { batchRows = n }(batchRows)
	for _, n := range []int{1, 2, 3, 5, 8} {
		batchRows = n
		if got, _ := read(); got != want {
			t.Fatalf("batches of %d rows:\n%s\nwant\n%s", n, got, want)
		}
	}
}

// The fast path's longest value lets oversize skip a row whose values are
// all within the least cap: a value of exactly the cap is read, one byte
// more is rejected, whether the row is read by the fast path or not.
func TestValueCapAtTheLimit(t *testing.T) {
	at, past := strings.Repeat("a", maxShort), strings.Repeat("a", maxShort+1)
	for _, fast := range []bool{true, false} {
		fastRecords = fast
		dir := writeRaw(t, map[string]string{TBets: header(TBets) + "\n" + baseRows[TBets] +
			"S2,1,B3,,," + at + ",,5,0,0,,,\n" + "S2,1,B4,,," + past + ",,5,0,0,,,\n"})
		r := collect(t, dir)
		fastRecords = true
		if len(r.rejects) != 1 || r.rejects[0].Column != "type" || r.rejects[0].Pos.Line != 5 ||
			!strings.Contains(r.rejects[0].Reason, fmt.Sprintf("value of %d bytes in column type", maxShort+1)) {
			t.Errorf("fast %v: rejects %+v", fast, r.rejects)
		}
		if s := byID(r.sessions)["S2"]; s == nil || len(s.Bets) != 2 || s.Bets[1].Type != at {
			t.Errorf("fast %v: the value of %d bytes is not read: %+v", fast, maxShort, s)
		}
	}
}

// The parser holds a row's value bounds in an array of maxSchemaCols
// columns: every table of the contract must fit in it.
func TestSchemaFitsParser(t *testing.T) {
	for table, cols := range schema {
		if len(cols) > maxSchemaCols {
			t.Errorf("%s has %d columns, the parser holds %d", table, len(cols), maxSchemaCols)
		}
	}
}
