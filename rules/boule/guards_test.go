package boule

// Guards of the boule's numbers that read each from the words of the seed
// line it cites, not from the code (issue 23): the number's payout, the
// simple chance's, and the bands of the maxima.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// A number pays what «recibe siete veces el valor de su apuesta» says, a
// simple chance what «recibe un valor igual a ella» says (1:1), under both
// texts.
func TestPayoutsAsTheirQuotesSpellThem(t *testing.T) {
	for _, c := range []struct {
		q    string
		typ  string
		line int
	}{{number77.Quote, Pleno, number77.Line}, {numberCV.Quote, Pleno, numberCV.Line}} {
		num, den, ok := seedtest.Payout(c.q)
		if !ok || den != 1 || num != Payout(c.typ) {
			t.Errorf("L%d: a number pays %d, quote «%s» says %d:%d", c.line, Payout(c.typ), c.q, num, den)
		}
	}
	for _, q := range []string{simple77.Quote, simpleCV.Quote} {
		if !strings.Contains(q, "recibe un valor igual a ella") {
			t.Fatalf("simple chance quote changed: «%s»", q)
		}
		for _, typ := range Types[1:] {
			if Payout(typ) != 1 {
				t.Errorf("%s pays %d, the text «%s» 1", typ, Payout(typ), q)
			}
		}
	}
	seedtest.Check(t, number77, numberCV, simple77, simpleCV, maxN77, maxNCV, maxS77, maxSCV)
}

// The bands of the maxima are the two numbers of their quotes: «no podrá
// ser inferior a cuarenta veces ni superior a cien veces» for a number,
// «doscientas … quinientas» for the simple chances.
func TestMaximaAsTheirQuotesSpellThem(t *testing.T) {
	// seedtest knows the masculine hundreds; the text says «doscientas
	// veces». «un número entero» reads as a 1: the band is the last two.
	fem := strings.NewReplacer("doscientas", "doscientos", "quinientas", "quinientos")
	for _, c := range []struct {
		q         string
		low, high int
	}{
		{maxN77.Quote, PlenoMaxLow, PlenoMaxHigh}, {maxNCV.Quote, PlenoMaxLow, PlenoMaxHigh},
		{maxS77.Quote, SimpleMaxLow, SimpleMaxHigh}, {maxSCV.Quote, SimpleMaxLow, SimpleMaxHigh},
	} {
		ns := seedtest.Numbers(fem.Replace(c.q))
		if len(ns) < 2 || ns[len(ns)-2] != c.low || ns[len(ns)-1] != c.high {
			t.Errorf("band %d–%d, quote «%s» says %v", c.low, c.high, c.q, ns)
		}
	}
}

// A number off the plate never wins, not even against itself; the plate's
// ends are 1 and 9.
func TestPlateEdges(t *testing.T) {
	if Wins(Pleno, 10, 10) || Wins(Pleno, 0, 0) || Wins(Pleno, -1, -1) {
		t.Error("a number off the plate wins")
	}
	if !Valid(1) || !Valid(9) || Valid(0) || Valid(10) {
		t.Error("the plate is 1 to 9")
	}
	if !Wins(Pleno, 1, 1) || !Wins(Pleno, 9, 9) || !Wins(Rojo, 0, 9) || Wins(Rojo, 9, 5) {
		t.Error("the plate's ends win as numbers and chances")
	}
	for _, typ := range Types[1:] {
		if !Simple(typ) || !Known(typ) {
			t.Errorf("%s is a simple chance", typ)
		}
	}
	if Simple(Pleno) || Known("") {
		t.Error("the pleno is no simple chance; the empty type is no bet")
	}
}

// `veedor odds` answers for every region whose texts have the boule (all
// three) and refuses a region that has none.
func TestFiguresPerRegion(t *testing.T) {
	for _, region := range []string{rules.RegionES, rules.RegionCyL, rules.RegionCV} {
		if tabs, err := figures(region); err != nil || len(tabs) != 1 {
			t.Errorf("%s: %d tables, %v", region, len(tabs), err)
		}
	}
	if _, err := figures("nowhere"); err == nil {
		t.Error("figures for a region without texts: no error")
	}
}
