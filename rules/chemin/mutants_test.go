package chemin

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// A hand's total is the units of the sum of its card values, as the 1977
// text says (L351, checked against the seed): the cases a wrong sign or
// modulus would break (mutation testing, issue 23).
func TestTotalKeepsUnits(t *testing.T) {
	seedtest.Check(t, rules.Cite(rules.ES1977, "08", 351, "se desprecia las decenas, teniendo valor exclusivamente la cifra de las unidades"))
	for _, c := range []struct {
		cards []int
		want  int
	}{
		{nil, 0},
		{[]int{0, 0}, 0},
		{[]int{3, 4}, 7},
		{[]int{7, 8}, 5},
		{[]int{9, 9, 5}, 3},
		{[]int{5, 5}, 0},
	} {
		if got := Total(c.cards...); got != c.want {
			t.Errorf("Total(%v) = %d, want %d", c.cards, got, c.want)
		}
	}
}

// A negative column is outside the table like any other.
func TestCellNegativeColumn(t *testing.T) {
	if c := Cell(0, -1); c != 0 {
		t.Errorf("Cell(0, -1) = %c, want 0", c)
	}
}

// Each open cell answers to its own field of Play, and the fixed cells to
// the table whatever Play says: the three choices must not leak into one
// another or into the cells the table fixes.
func TestPlayReadsItsOwnCell(t *testing.T) {
	for _, p := range Plays() {
		if got := p.bank(3, 9); got != p.BankDraws3v9 {
			t.Errorf("%+v: bank 3 against a 9 draws %v", p, got)
		}
		if got := p.bank(5, 4); got != p.BankDraws5v4 {
			t.Errorf("%+v: bank 5 against a 4 draws %v", p, got)
		}
		if got := p.punto(5); got != p.PuntoDrawsOn5 {
			t.Errorf("%+v: punto on 5 draws %v", p, got)
		}
		// Fixed cells: bank 0 draws, 3 stands on an 8, 7 stands; the punto
		// draws on 4 and stands on 6.
		if !p.bank(0, Stood) || p.bank(3, 8) || p.bank(7, 0) || !p.bank(4, 2) {
			t.Errorf("%+v: a fixed cell of the table follows the play", p)
		}
		if !p.punto(4) || p.punto(6) || !p.punto(0) {
			t.Errorf("%+v: the punto's fixed rule follows the play", p)
		}
	}
}

// The bank's table is cited row by row under the Valencian text, which
// prints it: a basis without all eight rows would leave a printed cell
// unchecked by the citation test.
func TestTableauCitesEveryPrintedRow(t *testing.T) {
	r, ok := rules.Lookup(RuleTableau)
	if !ok {
		t.Fatal("CF-TABLEAU not registered")
	}
	b, ok := r.BasisFor(rules.CV2003, Game)
	if !ok {
		t.Fatal("CF-TABLEAU has no Valencian basis")
	}
	for bank := 0; bank < 8; bank++ {
		want, found := RowCite(bank), false
		for _, c := range b.Cites {
			found = found || c == want
		}
		if !found {
			t.Errorf("row %d (L%d) not cited", bank, want.Line)
		}
	}
}

// `veedor odds` says where the figures rest on the repaired Valencian table
// cited from another text: Castilla y León's says so, the Valencian one
// does not (the national texts, slower to enumerate, share the code path).
func TestFiguresSayWhenTheTableIsBorrowed(t *testing.T) {
	for _, region := range []string{rules.RegionCyL, rules.RegionCV} {
		tabs, err := figures(region)
		if err != nil {
			t.Fatal(err)
		}
		for _, tb := range tabs {
			borrowed := strings.Contains(tb.Note, "This text has no table")
			if cv := strings.Contains(tb.Title, rules.CV2003); borrowed == cv {
				t.Errorf("%s: note says borrowed %v: %s", tb.Title, borrowed, tb.Note)
			}
		}
	}
}
