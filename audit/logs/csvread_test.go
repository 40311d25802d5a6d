package logs

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// stdRecord is what encoding/csv read: a record and its line, or an error.
type stdRecord struct {
	fields []string
	line   int
	err    string
}

func readStd(data []byte) []stdRecord {
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	var out []stdRecord
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return out
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				out = append(out, stdRecord{err: pe.Error(), line: pe.StartLine})
				continue
			}
			return append(out, stdRecord{err: err.Error()})
		}
		line, _ := r.FieldPos(0)
		out = append(out, stdRecord{fields: append([]string(nil), rec...), line: line})
	}
}

func readOurs(rd io.Reader) []stdRecord {
	r := newCSVReader(rd)
	var out []stdRecord
	for {
		err := r.read()
		if err == io.EOF {
			if r.accounted+r.blank != int64(r.numLine) {
				// No reading of encoding/csv looks like this: the test fails.
				out = append(out, stdRecord{err: fmt.Sprintf("%d lines, %d accounted for", r.numLine, r.accounted+r.blank)})
			}
			return out
		}
		if err != nil {
			if pe, ok := isParseError(err); ok {
				out = append(out, stdRecord{err: pe.Error(), line: pe.StartLine})
				continue
			}
			return append(out, stdRecord{err: err.Error()})
		}
		rec := stdRecord{line: r.line}
		for i := 0; i < r.fields(); i++ {
			rec.fields = append(rec.fields, string(r.field(i)))
		}
		out = append(out, rec)
	}
}

// sameRecords holds our records to encoding/csv's up to the first quoted
// value with a line break that does not close where its row can end:
// encoding/csv reads on to the next quote, or to the end of the input,
// into one record that fails; we fail the record on the line where the
// value opened and read on from the next line.
func sameRecords(t *testing.T, data []byte, got, want []stdRecord) {
	t.Helper()
	for i, g := range got {
		if strings.Contains(g.err, errUnclosed.Error()) {
			if i >= len(want) || want[i].line != g.line || want[i].err == "" {
				t.Fatalf("%q: record %d is an unclosed quote, encoding/csv did not fail it there\ngot  %+v\nwant %+v", data, i, got, want)
			}
			got, want = got[:i], want[:i]
			break
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%q: %d records, encoding/csv %d\ngot  %+v\nwant %+v", data, len(got), len(want), got, want)
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.err != w.err || g.line != w.line || strings.Join(g.fields, "\x00") != strings.Join(w.fields, "\x00") || len(g.fields) != len(w.fields) {
			t.Fatalf("%q: record %d\ngot  %+v\nwant %+v", data, i, g, w)
		}
	}
}

var csvSeeds = []string{
	"a,b,c\n1,2,3\n",
	"a,b\r\n1,2\r\n",
	"\n\n a ,b\n\r\n\"x\"\n",
	"\"a\"\"b\",c\n",
	"\"a\nb\",c\nd,e",
	"\"a\r\nb\",c\r\n",
	"a\"b,c\n",
	"\"a\"b,c\nd,e\n",
	"\"abc",
	"\"abc\n",
	"\"abc\ndef\n\"\"",
	"a,\"b\"\r",
	"a,b\r",
	"\r",
	"\r\n",
	"a\rb,c\n",
	",,\n,\n",
	"\"\"\n\"\",\"\"\n",
	"x,\"y\nz\" ,w\n",
	"caf\xe9,\"\xff\"\n",
	"\"a\",\"b\nc\"\"\nd\",e\nf",
	"a,b\n\"\n",
	"\ufeffa,b\n",
	"a,b\r\n\"c,d\r\ne,f\r\n",
	"a;\"b\n;c\";d\n",
}

func TestCSVReaderMatchesEncodingCSV(t *testing.T) {
	for _, s := range csvSeeds {
		data := []byte(s)
		want := readStd(data)
		sameRecords(t, data, readOurs(bytes.NewReader(data)), want)
		// Input arriving a byte at a time, or with errors mixed in, reads the same.
		sameRecords(t, data, readOurs(iotest.OneByteReader(bytes.NewReader(data))), want)
		sameRecords(t, data, readOurs(iotest.DataErrReader(bytes.NewReader(data))), want)
	}
}

// FuzzCSVReader holds the reader to encoding/csv: the same records, fields,
// lines and errors, whatever the input and however it arrives.
func FuzzCSVReader(f *testing.F) {
	for _, s := range csvSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		want := readStd(data)
		sameRecords(t, data, readOurs(bytes.NewReader(data)), want)
		sameRecords(t, data, readOurs(iotest.HalfReader(bytes.NewReader(data))), want)
	})
}

// Past maxLine a line ends its record, which is rejected; a quoted value
// running on past maxQuotedRun fails its record on the line where it
// opened, and the lines after it are read again as records; the records
// after both are read.
func TestCSVReaderBoundsLongInput(t *testing.T) {
	long := strings.Repeat("x", maxLine+10)
	quoted := "\"" + strings.Repeat(strings.Repeat("y", 1<<20)+"\n", maxRecord>>20+1) + "\",z\n"
	data := "a,b\n" + long + ",c\n" + "d,e\n" + quoted + "f,g\n"
	r := newCSVReader(strings.NewReader(data))
	var got []string
	for {
		err := r.read()
		if err == io.EOF {
			break
		}
		if pe, ok := isParseError(err); ok {
			got = append(got, pe.Err.Error()+"@"+itoa(pe.StartLine))
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(r.field(0)[:min(3, len(r.field(0)))])+"@"+itoa(r.line))
	}
	// Line 4 opens the quote (its y's run on for 4 MiB, past maxQuotedRun):
	// lines 5 to 8 are then y's, line 9 opens a quote that never closes.
	want := []string{"a@1", "line longer than 4 MiB@2", "d@3", errUnclosed.Error() + "@4",
		"yyy@5", "yyy@6", "yyy@7", "yyy@8", errUnclosed.Error() + "@9", "f@10"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if cap(r.buf) > maxLine+2 || cap(r.rec) > 2*maxRecord {
		t.Errorf("buffers grew to %d and %d bytes", cap(r.buf), cap(r.rec))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// Pass 1 may read a file in parts cut at line ends; a quoted value with
// line breaks across a cut must not change what is read. Every way of
// cutting gives the sessions and rejects of a reading in one piece.
func TestPass1PartsSameAsWhole(t *testing.T) {
	sessions := manySessions(40)
	for i, s := range sessions {
		for j := range s.Events {
			s.Events[j].Detail = strings.Repeat("línea\n\"citada\", ", i%5)
		}
		for j := range s.Bets {
			if (i+j)%7 == 0 {
				s.Bets[j].Seat = "A\n" + strconv.Itoa(j)
			}
		}
	}
	dir := byTime(t, sessions)
	// Some bad rows too: a bare quote, a wrong field count, an unknown session.
	f := filepath.Join(dir, "bets.csv")
	b, _ := os.ReadFile(f)
	b = append(b, "S0001,1,X\"1,,,rojo,,1,0,0,,,\nS0002,1\nS9999,1,X2,,,rojo,,1,0,0,,,\n"...)
	// And quotes that never close, mid-file, so that reading goes back
	// across the cuts.
	lines := strings.SplitAfter(string(b), "\n")
	for _, i := range []int{len(lines) / 3, len(lines) / 2} {
		for !strings.Contains(lines[i], ",rojo,") {
			i++
		}
		lines[i] = strings.Replace(lines[i], ",rojo,", ",\"rojo,", 1)
	}
	b = []byte(strings.Join(lines, ""))
	os.WriteFile(f, b, 0o644)
	whole := collect(t, dir)
	unclosed := 0
	for _, r := range whole.rejects {
		if strings.Contains(r.Reason, "does not close within its row") {
			unclosed++
		}
	}
	if unclosed != 2 {
		t.Fatalf("%d quotes that never close rejected, want 2", unclosed)
	}
	defer func(a int64, p int) { splitAbove, splitParts = a, p }(splitAbove, splitParts)
	splitAbove = 1
	rereads := pass1Rereads.Load()
	defer func() {
		if pass1Rereads.Load() == rereads {
			t.Error("no cut fell inside a row: the test does not test the re-reading")
		}
	}()
	for parts := 2; parts <= 9; parts++ {
		splitParts = parts
		got := collect(t, dir)
		if len(got.sessions) != len(whole.sessions) || len(got.rejects) != len(whole.rejects) {
			t.Fatalf("%d parts: %d sessions %d rejects, whole: %d %d", parts, len(got.sessions), len(got.rejects), len(whole.sessions), len(whole.rejects))
		}
		for i := range got.sessions {
			if canon(t, got.sessions[i]) != canon(t, whole.sessions[i]) {
				t.Fatalf("%d parts: session %s differs", parts, got.sessions[i].ID)
			}
		}
		for i := range got.rejects {
			if got.rejects[i] != whole.rejects[i] {
				t.Fatalf("%d parts: reject %+v, whole %+v", parts, got.rejects[i], whole.rejects[i])
			}
		}
	}
}
