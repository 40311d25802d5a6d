package craps

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the craps rules, switches and bet types cite must stand on
// its seed line, and a quote absent from its line is refused.
func TestCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	for _, typ := range append(Types, "unknown") {
		for _, dont := range []bool{false, true} {
			a, b := TypeCites(typ, dont)
			cites = append(cites, a, b)
		}
	}
	if len(cites) < 100 {
		t.Fatalf("only %d citations collected", len(cites))
	}
	seedtest.Check(t, cites...)
	if seedtest.Open(t).Check(c77("06.IV.1.B", 228, "Que se paga quince veces la apuesta")) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule has a basis under each instrument governing craps; those
// resting on the 1977 text elsewhere say why; switches named are registered.
func TestRulesComplete(t *testing.T) {
	if len(Rules) != 16 {
		t.Errorf("%d rules, want 16", len(Rules))
	}
	for _, r := range Rules {
		if r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s incomplete", r.ID)
		}
		for _, in := range []string{rules.ES1977, rules.ES1979, rules.CyL2008, rules.CV2003} {
			b, ok := r.BasisFor(in, Game)
			if !ok || len(b.Cites) == 0 {
				t.Errorf("%s: no basis under %s", r.ID, in)
				continue
			}
			for _, c := range b.Cites {
				if c.Instrument != in && b.Note.ES == "" {
					t.Errorf("%s under %s cites %s without a note", r.ID, in, c.Instrument)
				}
			}
		}
		for _, a := range r.Assumptions {
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
			t.Errorf("%s: default %q is not one of its readings", a.ID, a.Default)
		}
	}
}
