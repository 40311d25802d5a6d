package puntobanca_test

// The regional odds tables and the limits' guard against a zero minimum
// (issue 23: mutants the package's tests let live).

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// Castilla y León and Valencia have one text each, six decks: one table,
// with no note on a second deck count; only the table resting on the
// Valencian tableau outside Valencia says it is reconstructed; the tie row
// carries the 8:1 edge where the text has the bet.
func TestRegionalFigures(t *testing.T) {
	f, ok := odds.For(pb.Game)
	if !ok {
		t.Fatal("no punto y banca odds")
	}
	for region, in := range map[string]string{rules.RegionCyL: rules.CyL2008, "cv": rules.CV2003} {
		tables, err := f(region)
		if err != nil || len(tables) != 1 {
			t.Fatalf("%s: %v, %d tables", region, err, len(tables))
		}
		tb := tables[0]
		if !strings.Contains(tb.Title, in) || !strings.Contains(tb.Title, ": 6 decks") {
			t.Errorf("%s: title %q", region, tb.Title)
		}
		if strings.Contains(tb.Note, "pb-1979-text") {
			t.Errorf("%s: a note on two deck counts: %q", region, tb.Note)
		}
		if got := strings.Contains(tb.Note, "reconstructed"); got != (in != rules.CV2003) {
			t.Errorf("%s: note %q", region, tb.Note)
		}
		tie := tb.Rows[2]
		if tie[0] != "empate" || tie[3] != "empate (8:1)" || tie[4] != "14.4382%" {
			t.Errorf("%s: tie row %v, want the 8:1 bet at 14.4382%% (six decks, published)", region, tie)
		}
	}
	tables, _ := f(rules.RegionES)
	for _, tb := range tables {
		if tie := tb.Rows[2]; tie[4] != "" {
			t.Errorf("%s: a tie bet's edge %q where the text has no tie bet", tb.Title, tie[4])
		}
	}
}

func TestMaxAllowedNeedsAMinimum(t *testing.T) {
	for _, in := range texts {
		p := params(t, in)
		for _, max := range []int64{0, 100, 5000} {
			if p.MaxAllowed(0, max) || p.MaxAllowed(-1, max) {
				t.Errorf("%s: a maximum of %d allowed on a minimum of 0 or less", in, max)
			}
		}
	}
}
