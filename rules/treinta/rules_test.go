package treinta

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the rules and switches cite must stand on its seed line.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 40 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	bad := c77("05.V.2", 193, "El máximo será igual a cien veces el mínimo establecido.")
	if seedtest.Open(t).Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule is registered in order, complete, with 1977 and Valencian bases
// of their own and 1979 and Castilla y León as marked references.
func TestRulesComplete(t *testing.T) {
	if len(IDs) != len(Rules) {
		t.Fatalf("%d IDs, %d rules", len(IDs), len(Rules))
	}
	for i, id := range IDs {
		r, ok := rules.Lookup(id)
		if !ok || Rules[i].ID != id {
			t.Errorf("%s not registered in order", id)
			continue
		}
		if r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s incomplete", id)
		}
		for _, in := range []string{rules.ES1979, rules.CyL2008} {
			if b, ok := r.BasisFor(in, Game); !ok || b.Note.ES == "" {
				t.Errorf("%s under %s is not a marked reference", id, in)
			}
		}
		for _, in := range []string{rules.ES1977, rules.CV2003} {
			if b, ok := r.BasisFor(in, Game); !ok || b.Note.ES != "" || len(b.Cites) == 0 {
				t.Errorf("%s has no own basis under %s", id, in)
			}
		}
	}
}

func row(t *testing.T, list string) []cards.Card {
	t.Helper()
	h, err := cards.ParseHands("X=" + list)
	if err != nil {
		t.Fatal(err)
	}
	return h[0].Cards
}

// Card values, the dealing rule and the four chances, against results worked
// by hand from the text.
func TestResolve(t *testing.T) {
	if got := Total(row(t, "AS,TH,JD,QC,KS")); got != 41 {
		t.Errorf("A+T+J+Q+K = %d, want 41", got)
	}
	for _, c := range []struct {
		list, err string
	}{
		{"KS,QH,JD,AC", ""},             // 31
		{"KS,QH,9D,AC", "below 31"},     // 30
		{"KS,QH,JD,AC,2S", "after the"}, // 31 then a card
		{"KS,QH,9D,AC,KH", ""},          // 30 then 40
		{"", "empty"},
	} {
		var r []cards.Card
		if c.list != "" {
			r = row(t, c.list)
		}
		got := RowError(r)
		if (c.err == "") != (got == "") || (c.err != "" && !strings.Contains(got, c.err)) {
			t.Errorf("RowError(%s) = %q, want %q", c.list, got, c.err)
		}
	}
	for _, c := range []struct {
		black, red            string
		tie, refait, redWins  bool
		color                 bool
		rojo, negro, col, inv bool
	}{
		// black 34 (first card red heart), red 39: black wins, black row vs a red first card: inverso.
		{"4H,KS,QS,JC", "9D,KD,QH,JH", false, false, false, false, false, true, false, true},
		// black 34 (first card black), red 39: black wins with a black first card: color.
		{"4S,KS,QS,JC", "9D,KD,QH,JH", false, false, false, true, false, true, true, false},
		// black 38 (first red), red 33: red wins with a red first card: color.
		{"8H,KS,QS,JC", "3D,KD,QH,JH", false, false, true, true, true, false, true, false},
		// 31 against 31: refait.
		{"AH,KS,QS,JC", "AD,KD,QH,JH", true, true, false, false, false, false, false, false},
		// 35 against 35: a void coup, not a refait.
		{"5H,KS,QS,JC", "5D,KD,QH,JH", true, false, false, false, false, false, false, false},
	} {
		r := Resolve(row(t, c.black), row(t, c.red))
		if r.Tie != c.tie || r.Refait31() != c.refait {
			t.Errorf("%s/%s: tie %v refait %v", c.black, c.red, r.Tie, r.Refait31())
			continue
		}
		if c.tie {
			continue
		}
		if r.RedWins != c.redWins || r.ColorWins != c.color {
			t.Errorf("%s/%s: red wins %v color %v", c.black, c.red, r.RedWins, r.ColorWins)
		}
		for chance, want := range map[string]bool{Rojo: c.rojo, Negro: c.negro, Color: c.col, Inverso: c.inv} {
			if r.Wins(chance) != want {
				t.Errorf("%s/%s: %s wins %v", c.black, c.red, chance, !want)
			}
		}
	}
	if lo, hi := Fee(1050); lo != 10 || hi != 11 {
		t.Errorf("Fee(10.50) = %d..%d, want 10..11", lo, hi)
	}
	if lo, hi := Fee(2000); lo != 20 || hi != 20 {
		t.Errorf("Fee(20.00) = %d..%d, want 20", lo, hi)
	}
}
