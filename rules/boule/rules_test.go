package boule

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the boule rules and switches cite must stand on its seed line.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 40 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	bad := c77("04.V.a", 157, "el ganador recibe ocho veces el valor de su apuesta")
	if seedtest.Open(t).Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule is registered complete, with a note wherever it cites another
// text, and no basis under the 1984 Orden (which does not touch the boule).
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
		for _, in := range []string{rules.ES1977, rules.ES1979, rules.CyL2008, rules.CV2003} {
			b, ok := r.BasisFor(in, Game)
			if !ok {
				t.Errorf("%s has no basis under %s", id, in)
				continue
			}
			ref := in == rules.ES1979 || in == rules.CyL2008
			if ref != (b.Note.ES != "") {
				t.Errorf("%s under %s: note %q, want a note %v", id, in, b.Note.ES, ref)
			}
		}
		if _, ok := r.BasisFor(rules.ES1984, Game); ok {
			t.Errorf("%s has a basis under the 1984 Orden", id)
		}
		for _, a := range r.Assumptions {
			if _, ok := rules.LookupAssumption(a); !ok {
				t.Errorf("%s names unknown switch %s", id, a)
			}
		}
	}
}

// Each number's place in the chances, typed apart from Covers: the 5 in
// none, black 1 3 6 8, red 2 4 7 9 (L146–L147).
func TestCovers(t *testing.T) {
	want := map[string]string{
		Rojo: "-1-1--1-1", Negro: "1-1--1-1-", Par: "-1-1-1-1-", Impar: "1-1---1-1", Pasa: "-----1111", Falta: "1111-----",
	}
	for typ, row := range want {
		for n := 1; n <= 9; n++ {
			if got := Covers(typ, n); got != (row[n-1] == '1') {
				t.Errorf("Covers(%s, %d) = %v", typ, n, got)
			}
		}
		if Covers(typ, 0) || Covers(typ, 10) {
			t.Errorf("%s covers a number off the plate", typ)
		}
	}
	for n := 1; n <= 9; n++ {
		for sel := 1; sel <= 9; sel++ {
			if Wins(Pleno, sel, n) != (sel == n) {
				t.Errorf("pleno %d on %d", sel, n)
			}
		}
	}
	if Known("caballo") || !Known(Pleno) || Payout(Pleno) != 7 || Payout(Rojo) != 1 {
		t.Error("bet types or payouts wrong")
	}
}
