package cardroom_test

import (
	"testing"

	_ "github.com/veedor/veedor/audit/blackjack"
	_ "github.com/veedor/veedor/audit/cardroom"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/puntobanca"
	"github.com/veedor/veedor/rules/cardroom"
)

// The hand-written case logs in testdata/cases (format: package casetest):
// sessions of both card games sharing supervisors.
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// The rule has cases that trigger it, and clean cases show what it leaves
// alone (one game, standard punto y banca tables, national texts).
func TestEveryRuleHasACase(t *testing.T) {
	casetest.RulesHaveCases(t, "testdata/cases", 4, cardroom.RuleJefeTables)
}
