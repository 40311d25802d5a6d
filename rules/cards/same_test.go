package cards

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// parseHandsRef is ParseHands as it was before it was made to allocate
// once per outcome: the reference its results and errors must match.
func parseHandsRef(s string) ([]Hand, error) {
	if s == "" {
		return nil, fmt.Errorf("empty outcome")
	}
	var hands []Hand
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ";") {
		name, list, ok := strings.Cut(part, "=")
		if !ok || name == "" || strings.ContainsAny(name, " \t") {
			return nil, fmt.Errorf("outcome %q: %q is not NAME=CARDS", s, part)
		}
		if seen[name] {
			return nil, fmt.Errorf("outcome %q: hand %s appears twice", s, name)
		}
		seen[name] = true
		h := Hand{Name: name}
		if list != "" {
			for _, cs := range strings.Split(list, ",") {
				c, err := parseRef(cs)
				if err != nil {
					return nil, fmt.Errorf("outcome %q, hand %s: %v", s, name, err)
				}
				h.Cards = append(h.Cards, c)
			}
		}
		hands = append(hands, h)
	}
	return hands, nil
}

func parseRef(s string) (Card, error) {
	if len(s) != 2 {
		return Card{}, fmt.Errorf("card %q: want rank and suit, e.g. TH or AS", s)
	}
	r := strings.IndexByte(Ranks, s[0])
	u := strings.IndexByte(Suits, s[1])
	if r < 0 || u < 0 {
		return Card{}, fmt.Errorf("card %q: rank is one of A 2-9 T J Q K and suit one of S H D C, in upper case", s)
	}
	return Card{uint8(r), uint8(u)}, nil
}

// sameAsRef fails when ParseHands and Parse differ from the reference on s:
// other hands, other cards, another error text.
func sameAsRef(t *testing.T, s string) {
	t.Helper()
	got, err := ParseHands(s)
	want, werr := parseHandsRef(s)
	if fmt.Sprint(err) != fmt.Sprint(werr) || !reflect.DeepEqual(got, want) {
		t.Fatalf("ParseHands(%q) = %v, %v; the reference gives %v, %v", s, got, err, want, werr)
	}
	c, err := Parse(s)
	wc, werr := parseRef(s)
	if c != wc || fmt.Sprint(err) != fmt.Sprint(werr) {
		t.Fatalf("Parse(%q) = %v, %v; the reference gives %v, %v", s, c, err, wc, werr)
	}
}

// The outcomes of every card game, malformed ones, empty hands (Cards nil,
// as before), repeated names among few and among many hands (past the
// eight read before the names go into a map).
func TestParseHandsSameAsReference(t *testing.T) {
	many := func(n int, dup string) string {
		var parts []string
		for i := 1; i <= n; i++ {
			parts = append(parts, fmt.Sprintf("%d=AS,KD", i))
		}
		return strings.Join(append(parts, dup), ";")
	}
	for _, s := range []string{
		"", "P=9H,3C,5D;B=KD,5S", "D=7D,TC;1=8S,3C,TD;1.2=8H,9D;2=6C,TS,5H", "P=;B=", "B=", "P=9H;P=3C",
		"=9H", "P=9H,,3C", ";", "P=AS,AS,AS", "B = kd , 5s", "P=9H;", "P=9H,", "P=10H", "P=♥Q", "P 1=AS",
		"P\t=AS", "P=AS;B", "P==AS", "P=AS=KD", "AS", "P=as", "D=AS,KD,QC,JH,TS,9D,8C,7H,6S,5D,4C,3H,2S",
		many(8, "1=2C"), many(9, "9=2C"), many(9, "10=2C"), many(30, "17=AS"), many(30, "31=AS"),
	} {
		sameAsRef(t, s)
	}
}

// FuzzParseHandsSame holds ParseHands and Parse to the reference on any
// input: the same hands and cards, the same errors.
func FuzzParseHandsSame(f *testing.F) {
	for _, s := range []string{"P=9H,3C,5D;B=KD,5S", "P=;B=", "P=9H;P=3C", "=9H", "1=AS;2=AS;3=AS;4=AS;5=AS;6=AS;7=AS;8=AS;9=AS;3=KD"} {
		f.Add(s)
	}
	f.Fuzz(sameAsRef)
}

// BenchmarkParseHands reads a black-jack outcome of four boxes, one split.
func BenchmarkParseHands(b *testing.B) {
	const s = "D=7D,TC,5H;1=8S,3C,TD;2=AS,AD;2.2=AC,9D;3=6C,TS,5H;4=KH,QS"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseHands(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseHandsRef(b *testing.B) {
	const s = "D=7D,TC,5H;1=8S,3C,TD;2=AS,AD;2.2=AC,9D;3=6C,TS,5H;4=KH,QS"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parseHandsRef(s); err != nil {
			b.Fatal(err)
		}
	}
}
