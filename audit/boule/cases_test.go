package boule_test

import (
	"testing"

	_ "github.com/veedor/veedor/audit/boule"
	"github.com/veedor/veedor/audit/casetest"
	bo "github.com/veedor/veedor/rules/boule"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every boule rule has a case that must trigger it; the clean cases (want:
// none) must trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 5, bo.Game)
}
