package boule_test

import (
	"path/filepath"

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

// Every non-default reading of every boule switch has a case that assumes it.
func TestEveryReadingHasACase(t *testing.T) {
	files, _ := filepath.Glob("testdata/cases/*.txt")
	assumed := map[string]bool{}
	for _, f := range files {
		for _, a := range casetest.Read(t, f).Assume {
			assumed[a] = true
		}
	}
	for _, a := range bo.Assumptions {
		for _, r := range a.Readings {
			if r.ID != a.Default && !assumed[a.ID+"="+r.ID] {
				t.Errorf("no case assumes %s=%s", a.ID, r.ID)
			}
		}
	}
}
