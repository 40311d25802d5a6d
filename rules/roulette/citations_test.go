package roulette

import (
	"os"
	"testing"

	"github.com/veedor/veedor/rules"
)

// Every quote the roulette catalogue cites must stand on its seed line, so a
// typo in a citation cannot land.
func TestCitationsMatchSeeds(t *testing.T) {
	dir, err := rules.FindSeeds()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	seeds := rules.OpenSeeds(dir)
	var cites []rules.Citation
	for _, r := range Rules {
		for _, b := range r.Basis {
			cites = append(cites, b.Cites...)
		}
	}
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
	for _, c := range cites {
		if err := seeds.Check(c); err != nil {
			t.Error(err)
		}
	}
	// The checker itself must reject a wrong quote.
	bad := rules.Cite(rules.ES1977, "x", 37, "treinta y seis veces su postura")
	if seeds.Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}
