package logs

import (
	"math/big"
	"reflect"
	"strings"
	"testing"
	"time"
)

func FuzzParseCents(f *testing.F) {
	for _, s := range []string{"12", "12.5", "12.50", "0", "0.01", "007.10", "9999999999999.99", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCents(s)
		if err != nil {
			return
		}
		whole, frac, dot := strings.Cut(s, ".")
		if whole == "" || strings.Trim(whole+frac, "0123456789") != "" || (dot && (len(frac) < 1 || len(frac) > 2)) {
			t.Fatalf("ParseCents accepted %q", s)
		}
		// The value is exactly the decimal written, in cents.
		r, ok := new(big.Rat).SetString(s)
		if !ok {
			t.Fatalf("%q accepted but not a decimal", s)
		}
		r.Mul(r, big.NewRat(100, 1))
		if !r.IsInt() || !r.Num().IsInt64() || r.Num().Int64() != int64(c) || c < 0 {
			t.Fatalf("ParseCents(%q) = %d, want %s", s, c, r.RatString())
		}
		if back, err := ParseCents(c.String()); err != nil || back != c {
			t.Fatalf("%q -> %d -> %q -> %d, %v", s, c, c.String(), back, err)
		}
	})
}

// sameCents fails when commonCents reads s otherwise than parseCents.
func sameCents(t *testing.T, s string) {
	for _, mark := range []byte{'.', ','} {
		c, ok := commonCents(s, mark)
		if !ok {
			continue
		}
		if want, err := parseCents(s, mark); err != nil || want != c {
			t.Fatalf("commonCents(%q, %q) = %d; parseCents: %d, %v", s, mark, c, want, err)
		}
	}
}

var centsCases = []string{"2.00", "0.00", "12,50", "195.00", "1234567890123.45", "12345678901234.56",
	".50", "1.5", "1.500", "-1.00", "+1.00", "1 .00", "a.00", "1.0a", "1:00", "1/00", "12.50\n", "", "1.00.00"}

// The common form of an amount is read as parseCents reads it, at the
// limit of its 13 digits too; any other form is left to parseCents.
func TestCommonCentsSameAsParseCents(t *testing.T) {
	for _, s := range centsCases {
		sameCents(t, s)
	}
	for s, want := range map[string]bool{"2.00": true, "1234567890123.45": true, "12345678901234.56": false,
		"1.5": false, ".50": false, "1:00": false, "1.0/": false} {
		if _, ok := commonCents(s, '.'); ok != want {
			t.Errorf("commonCents(%q) read %v, want %v", s, ok, want)
		}
	}
}

func FuzzCommonCents(f *testing.F) {
	for _, s := range centsCases {
		f.Add(s)
	}
	f.Fuzz(sameCents)
}

// samePrintable fails when ident's shortcut, printableASCII, passes an
// identifier that identProblem rejects, or misjudges a byte.
func samePrintable(t *testing.T, v string) {
	if len(v) <= maxIdent && printableASCII(v) {
		if why, ok := identProblem(v); !ok {
			t.Fatalf("%q passes printableASCII, identProblem: %s", v, why.en)
		}
	}
	want := true
	for _, c := range []byte(v) {
		want = want && c >= 0x20 && c <= 0x7E
	}
	if printableASCII(v) != want {
		t.Fatalf("printableASCII(%q) = %v", v, !want)
	}
}

var identCases = []string{"", "B000001", "RF-E0111", " ~", "a\x1f", "a\x7f", "\x80", "é", "a\u200bb", "\x00",
	strings.Repeat("a", maxIdent), strings.Repeat("a", maxIdent+1)}

// The printable ASCII shortcut of ident accepts nothing identProblem
// rejects: controls, DEL, non-ASCII and over-long values go to it.
func TestPrintableASCIIWithinIdentProblem(t *testing.T) {
	for _, v := range identCases {
		samePrintable(t, v)
	}
	for v, want := range map[string]bool{" ": true, "~": true, "\x1f": false, "\x7f": false, "\xc3\xa9": false} {
		if printableASCII(v) != want {
			t.Errorf("printableASCII(%q) != %v", v, want)
		}
	}
}

func FuzzPrintableASCII(f *testing.F) {
	for _, v := range identCases {
		f.Add(v)
	}
	f.Fuzz(samePrintable)
}

// FuzzCSVRow feeds arbitrary bytes as bets.csv of an otherwise valid log:
// reading must never panic nor fail, and every row read must be accounted for.
func FuzzCSVRow(f *testing.F) {
	f.Add([]byte(header(TBets) + "\n" + baseRows[TBets]))
	f.Add([]byte(header(TBets) + "\nS1,1,B9,,,pleno,17,\"12,50\",0,0,,,\n"))
	// A quote that never closes, mid-file; a Spanish spreadsheet export.
	f.Add([]byte(header(TBets) + "\nS1,1,B8,,,\"pleno,17,5,0,0,,,\n" + baseRows[TBets]))
	f.Add([]byte(strings.ReplaceAll(header(TBets), ",", ";") + "\nS1;1;B9;;;pleno;17;12,50;0;0;;;\r\nS2;1;B7;;;rojo;;5;0;0;;;\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := writeRaw(t, map[string]string{TBets: string(data)})
		src, err := Open(dir)
		if err != nil {
			return // an unusable bets.csv (no header, missing column) is an error, not a panic
		}
		defer src.Close()
		var sessions []*Session
		var rejects []Reject
		err = src.Each(func(s *Session) error {
			sessions = append(sessions, s)
			return nil
		}, func(r Reject) {
			rejects = append(rejects, r)
		})
		if err != nil {
			t.Fatalf("Each: %v", err)
		}
		reconcile(t, src.Read(), sessions, rejects)
		if len(sessions) != 2 {
			t.Fatalf("%d sessions handed on, want 2 (sessions.csv is valid)", len(sessions))
		}
		for _, r := range rejects {
			if r.Pos.Line < 2 {
				t.Fatalf("reject at line %d: %+v", r.Pos.Line, r)
			}
		}
	})
}

// FuzzParseTime: no text makes the time parser panic; a time it accepts has
// an explicit offset (or Z) and writes back to the same instant and offset.
func FuzzParseTime(f *testing.F) {
	for _, s := range []string{"2024-03-01T21:05:00+01:00", "2024-03-01T21:05:00.123456789-03:30", "2024-03-01T21:05:00Z",
		"2024-03-01 21:05:00", "2024-03-01T21:05:00", "2024-02-30T21:05:00+01:00", "2024-03-01T24:00:00+01:00", "", "9999-12-31T23:59:59+23:59",
		"2024-02-29T21:05:00.5+00:00", "2023-02-29T21:05:00Z", "2024-03-01T21:05:00.1234567891+01:00", "2024-03-01T21:05:00+05:30", "0000-01-01T00:00:00-00:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// The fast path reads what time.Parse reads, to the same value.
		if fast, ok := parseTimeFast(s); ok {
			std, err := time.Parse(time.RFC3339Nano, s)
			if err != nil || !reflect.DeepEqual(fast, std) {
				t.Fatalf("%q: fast %v (%v), time.Parse %v, %v", s, fast, fast.Location(), std, err)
			}
		}
		tm, err := ParseTime(s)
		if err != nil {
			if !strings.Contains(err.Error(), "is not an RFC 3339 time with offset") {
				t.Fatalf("ParseTime(%q): %v", s, err)
			}
			return
		}
		last := s[len(s)-1]
		if last != 'Z' && last != 'z' && (len(s) < 6 || (s[len(s)-6] != '+' && s[len(s)-6] != '-')) {
			t.Fatalf("ParseTime(%q) accepted a time without offset", s)
		}
		back, err := ParseTime(tm.Format(time.RFC3339Nano))
		_, o1 := tm.Zone()
		_, o2 := back.Zone()
		if err != nil || !back.Equal(tm) || o1 != o2 {
			t.Fatalf("%q -> %v -> %q -> %v, %v", s, tm, tm.Format(time.RFC3339Nano), back, err)
		}
	})
}
