package roulette

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the roulette catalogue cites must stand on its seed line, so a
// typo in a citation cannot land.
func TestCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	for _, byGame := range params {
		for _, p := range byGame {
			for _, b := range p.Bets {
				cites = append(cites, b.PayoutCite)
				if b.Max != nil {
					cites = append(cites, b.MaxCite)
				}
			}
		}
	}
	for _, in := range rules.Instruments {
		cites = append(cites, in.EffectiveCite)
	}
	if len(cites) < 100 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	// The checker itself must reject a wrong quote.
	bad := rules.Cite(rules.ES1977, "x", 37, "treinta y seis veces su postura")
	if seedtest.Open(t).Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}
