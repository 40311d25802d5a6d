package dospanos

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the dos paños rules and switches cite must stand on its seed
// line, the printed table rows included.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 60 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	bad := cv("08.V", 1857, "queda fijada en un 5 por ciento")
	if seedtest.Open(t).Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule is registered complete; a basis citing another text carries a
// note; Castilla y León and 1979 are references; BDP-BANK-MAX has no basis
// in Valencia, whose text does not cut the stakes back.
func TestRulesComplete(t *testing.T) {
	if len(IDs) != len(Rules) {
		t.Errorf("%d IDs, %d rules", len(IDs), len(Rules))
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
		for _, b := range r.Basis {
			for _, c := range b.Cites {
				if c.Instrument != b.Instrument && b.Note.ES == "" {
					t.Errorf("%s under %s cites %s without a note", id, b.Instrument, c.Instrument)
				}
			}
		}
		for _, in := range []string{rules.ES1979, rules.CyL2008} {
			if b, ok := r.BasisFor(in, Game); !ok || b.Note.ES == "" {
				t.Errorf("%s under %s is not a marked reference", id, in)
			}
		}
		if _, ok := r.BasisFor(rules.ES1977, Game); !ok {
			t.Errorf("%s has no 1977 basis", id)
		}
		_, inCV := r.BasisFor(rules.CV2003, Game)
		if inCV == (id == RuleBankMax) {
			t.Errorf("%s: Valencian basis %v", id, inCV)
		}
	}
}

// Decks and rates per text and variant.
func TestVariants(t *testing.T) {
	for _, c := range []struct {
		in, variant string
		decks       int
		bp          int64
	}{
		{rules.ES1977, Limitada, 3, 200}, {rules.ES1977, Libre, 6, 125},
		{rules.CV2003, Limitada, 6, 200}, {rules.CV2003, Libre, 6, 125},
		{rules.ES1977, "", 0, 0},
	} {
		if d, bp := Decks(c.in, c.variant), RateBP(c.variant); d != c.decks || bp != c.bp {
			t.Errorf("%s %q: %d decks %d bp, want %d %d", c.in, c.variant, d, bp, c.decks, c.bp)
		}
	}
}

// The hand's rule on every two-card total, and the comparison of hands with
// the natural-8 rule and both readings of the natural 9.
func TestPuntoRuleAndBeats(t *testing.T) {
	want := "TTTTTOPP"
	for total := 0; total < 8; total++ {
		if got := PuntoRule(total); got != want[total] {
			t.Errorf("hand on %d: %c, want %c", total, got, want[total])
		}
	}
	for _, c := range []struct {
		at, na, bt, nb int
		nine9          bool
		want           int
	}{
		{8, 2, 9, 3, false, 1}, {8, 2, 8, 3, false, 1}, {9, 3, 8, 2, false, -1},
		{9, 2, 9, 3, false, 0}, {9, 2, 9, 3, true, 1}, {9, 3, 9, 2, true, -1},
		{7, 3, 6, 2, false, 1}, {5, 2, 5, 3, false, 0}, {8, 3, 9, 2, false, -1},
	} {
		if got := Beats(c.at, c.na, c.bt, c.nb, c.nine9); got != c.want {
			t.Errorf("Beats(%d/%d, %d/%d, %v) = %d, want %d", c.at, c.na, c.bt, c.nb, c.nine9, got, c.want)
		}
	}
}
