package blackjack

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the black-jack rules and switches cite stands on its seed line.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 80 {
		t.Fatalf("only %d citations collected", len(cites))
	}
	seedtest.Check(t, cites...)
}

// Each rule has a basis under every instrument that governs black-jack,
// except those the text confines to one region.
func TestBasesPerInstrument(t *testing.T) {
	only := map[string][]string{
		RuleBetsPerBox: {rules.CyL2008, rules.CV2003},
		RuleMinHands:   {rules.CyL2008},
		// CyL L157: a replaced shoe reshuffled "como si se tratase de la
		// primera partida"; the other texts say nothing of a replaced shoe.
		RuleShoeReplaced: {rules.CyL2008},
	}
	all := []string{rules.ES1977, rules.ES1979, rules.CyL2008, rules.CV2003}
	for _, r := range Rules {
		want := all
		if w, ok := only[r.ID]; ok {
			want = w
		}
		for _, in := range all {
			_, ok := r.BasisFor(in, Game)
			exp := false
			for _, w := range want {
				exp = exp || w == in
			}
			if ok != exp {
				t.Errorf("%s under %s: basis %v, want %v", r.ID, in, ok, exp)
			}
		}
	}
}
