package main

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every citation of every registered rule and switch, whatever its game,
// stands on its seed line (each game's package also checks the citations of
// its own data that are not in the registry).
func TestEveryRegisteredCitationStandsOnItsSeed(t *testing.T) {
	cites := seedtest.RuleCites(rules.All())
	for _, a := range rules.AllAssumptions() {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 100 {
		t.Fatalf("only %d citations registered", len(cites))
	}
	seedtest.Check(t, cites...)
}
