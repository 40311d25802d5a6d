package roulette_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
)

// The worked example of the contract is a complete valid log of a
// Valencian casino: audited in full it must be clean under every reading of
// every switch, every row audited.
func TestDocExampleAuditsClean(t *testing.T) {
	files := casetest.DocExample(t, "../../docs/log-format/roulette.md")
	readings := [][]string{nil}
	for _, a := range rules.AllAssumptions() {
		for _, r := range a.Readings {
			if r.ID != a.Default {
				readings = append(readings, []string{a.ID + "=" + r.ID})
			}
		}
	}
	for _, assume := range readings {
		res := casetest.Audit(t, casetest.Case{File: "docs/log-format/roulette.md", Region: "cv", Assume: assume, Sections: files})
		for _, f := range res.Findings {
			t.Errorf("%v: %s: %s", assume, casetest.Key(f), f.Detail.EN)
		}
		if len(res.Sessions) != 1 || res.Sessions[0].Rounds != 3 || res.Sessions[0].Bets != 9 {
			t.Fatalf("%v: sessions %+v", assume, res.Sessions)
		}
	}
}
