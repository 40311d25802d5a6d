package circulo

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the rules, switches and variants cite stands on its seed line.
func TestCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	for _, v := range Variants {
		cites = append(cites, v.Cite)
	}
	if len(cites) < 80 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	if seedtest.Open(t).Check(cyl("11.1.III", 517, "Será hasta del 10 por 100")) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule has both texts and a basis; every switch it names exists, every
// default is one of the switch's readings and every switch is used.
func TestRulesComplete(t *testing.T) {
	used := map[string]bool{}
	for _, r := range Rules {
		if len(r.Basis) == 0 || r.Title.EN == "" || r.Title.ES == "" || r.Doc.EN == "" || r.Doc.ES == "" {
			t.Errorf("%s incomplete", r.ID)
		}
		for _, b := range r.Basis {
			for _, c := range b.Cites {
				if c.Instrument != b.Instrument {
					t.Errorf("%s under %s cites %s", r.ID, b.Instrument, c.Instrument)
				}
			}
		}
		for _, a := range r.Assumptions {
			used[a] = true
			if _, ok := rules.LookupAssumption(a); !ok {
				t.Errorf("%s names unknown switch %s", r.ID, a)
			}
		}
	}
	for _, a := range Assumptions {
		ok := false
		for _, r := range a.Readings {
			ok = ok || r.ID == a.Default
		}
		if !ok {
			t.Errorf("switch %s: default %q is not a reading", a.ID, a.Default)
		}
		if !used[a.ID] {
			t.Errorf("switch %s is named by no rule", a.ID)
		}
	}
}

func cs(t *testing.T, s ...string) []cards.Card {
	t.Helper()
	out := make([]cards.Card, len(s))
	for i, x := range s {
		c, err := cards.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// The showing combinations order as L797 says: pairs over high cards, two
// pairs over one, trips over two pairs; equal up-cards tie whatever the suits.
func TestShowingOrder(t *testing.T) {
	order := [][]string{
		{"2C", "3D"}, {"2C", "AD"}, {"KC", "AD"}, {"4C", "4D"}, {"AC", "AD"},
		{"2C", "2D", "3H", "3S"}, {"KC", "KD", "QH", "QS"}, {"2C", "2D", "2H", "AS"}, {"5C", "5D", "5H", "5S"},
	}
	for i := 1; i < len(order); i++ {
		lo, hi := Showing(cs(t, order[i-1]...)), Showing(cs(t, order[i]...))
		if lo >= hi {
			t.Errorf("%v (%x) should show less than %v (%x)", order[i-1], lo, order[i], hi)
		}
	}
	if Showing(cs(t, "AS", "KD")) != Showing(cs(t, "AH", "KC")) {
		t.Error("suits broke a tie of showing cards")
	}
	if Showing(cs(t, "9S", "9D", "2C")) >= Showing(cs(t, "9H", "9C", "AC")) {
		t.Error("the kicker of a pair did not count")
	}
	if BringInRank(cs(t, "AS")[0], false) != 14 || BringInRank(cs(t, "AS")[0], true) != 1 || BringInRank(cs(t, "2S")[0], true) != 2 {
		t.Error("bring-in ranks")
	}
}

// The decks: five stud keeps the 7 up, sintético the 8 up, the ace in both.
func TestInDeck(t *testing.T) {
	for _, tc := range []struct {
		card string
		n    int
		in   bool
	}{{"6S", 32, false}, {"7S", 32, true}, {"AS", 32, true}, {"7S", 28, false}, {"8S", 28, true}, {"AS", 28, true}, {"2S", 52, true}} {
		if InDeck(tc.n, cs(t, tc.card)[0]) != tc.in {
			t.Errorf("%s in %d: want %v", tc.card, tc.n, tc.in)
		}
	}
}
