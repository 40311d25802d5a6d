package poker_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/poker"
	pk "github.com/veedor/veedor/rules/poker"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every rule of both games has a case that must trigger it.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 4, pk.SinDescarte, pk.Trijoker)
}
