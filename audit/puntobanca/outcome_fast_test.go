package puntobanca

import (
	"fmt"
	"slices"
	"testing"
)

// sameOutcome fails when the allocation-free reading of an outcome accepts
// what parseOutcome refuses, or reads other cards.
func sameOutcome(t *testing.T, s string) {
	t.Helper()
	var c coup
	p, b, ok := c.readOutcome(s)
	wp, wb, err := parseOutcome(s)
	if !ok {
		return // left to parseOutcome
	}
	if err != nil || !slices.Equal(p, wp) || !slices.Equal(b, wb) {
		t.Fatalf("%q: fast %v %v, parseOutcome %v %v %v", s, p, b, wp, wb, err)
	}
}

var outcomes = []string{
	"P=AS,KD;B=2C,3H", "P=AS,KD,5H;B=2C,3H,9D", "P=AS,KD;B=2C,3H,9D", "P=AS,KD,QC,JH;B=2C,3H", "P=AS;B=2C,3H",
	"B=2C,3H;P=AS,KD", "P=AS,KD;B=2C,3H;", "P=AS,KD;B=2C,3H,", "P=AS,KD,;B=2C,3H", "P=as,kd;B=2C,3H", "P=AS,KD;B=2C,3",
	"P=AS,KD;X=2C,3H", "P=AS,KD;B=", "P=AS,KD", "", "P=AS,KD;B=2C,3H,9D,4S",
}

func TestFastOutcomeSameAsParse(t *testing.T) {
	read := 0
	for _, s := range outcomes {
		sameOutcome(t, s)
		var c coup
		if _, _, ok := c.readOutcome(s); ok {
			read++
		}
	}
	if read != 3 {
		t.Errorf("the fast path read %d of the outcomes, want the 3 well-formed ones", read)
	}
}

func FuzzFastOutcome(f *testing.F) {
	for _, s := range outcomes {
		f.Add(s)
	}
	f.Fuzz(sameOutcome)
}

// BenchmarkReadOutcome reads a coup's outcome the fast way and through
// the general parser.
func BenchmarkReadOutcome(b *testing.B) {
	const s = "P=AS,KD,5H;B=2C,3H"
	for _, fast := range []bool{true, false} {
		b.Run(fmt.Sprintf("fast=%v", fast), func(b *testing.B) {
			b.ReportAllocs()
			var c coup
			for b.Loop() {
				if fast {
					c.readOutcome(s)
				} else {
					parseOutcome(s)
				}
			}
		})
	}
}
