package blackjack_test

import (
	"testing"

	_ "github.com/veedor/veedor/audit/blackjack"
	"github.com/veedor/veedor/audit/casetest"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every black-jack rule has a case that must trigger it; the clean cases
// (want: none) must trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 10, "black-jack")
}
