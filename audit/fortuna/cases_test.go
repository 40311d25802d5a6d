package fortuna_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/fortuna"
	"github.com/veedor/veedor/rules"
	wf "github.com/veedor/veedor/rules/fortuna"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every rule has a case that must trigger it; at least four cases are clean.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 4, wf.Game)
}

// Every non-default reading of every switch has a case that assumes it.
func TestEveryReadingHasACase(t *testing.T) {
	files, _ := filepath.Glob("testdata/cases/*.txt")
	assumed := map[string]bool{}
	for _, f := range files {
		for _, a := range casetest.Read(t, f).Assume {
			assumed[a] = true
		}
	}
	for _, a := range wf.Assumptions {
		for _, r := range a.Readings {
			if r.ID != a.Default && !assumed[a.ID+"="+r.ID] {
				t.Errorf("no case assumes %s=%s", a.ID, r.ID)
			}
		}
	}
}

// The citation each finding carries, and the sessions other texts reject.
func TestCaseCitations(t *testing.T) {
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		{File: "late-bet", Key: "FOR-LATE-BET@1/B1", Seed: rules.SeedCV, Line: 2377, Quote: "tras este aviso es rechazada"},
		{File: "spin-croupier", Key: "FOR-SPIN@2", Seed: rules.SeedCV, Line: 2355, Quote: "hacer girar la rueda"},
		{File: "crew-no-croupier", Key: "FOR-CREW@1", Seed: rules.SeedCV, Line: 2355, Quote: "hacer girar la rueda"},
		{File: "box-unknown", Key: "FOR-BOX@1/B1", Seed: rules.SeedCV, Line: 2293, Quote: "24, 15, 7, 4, 2 y"},
		{File: "limits-below", Key: "FOR-LIMITS@1/B1", Seed: rules.SeedCV, Line: 2371, Quote: "autorización de la Comisión Técnica"},
		{File: "payout-15", Key: "FOR-PAYOUT@1/B1", Seed: rules.SeedCV, Line: 2367, Quote: "2 a 1"},
	}, nil)
	for _, file := range []string{"reject-cyl", "reject-es"} {
		res := casetest.Audit(t, casetest.Read(t, filepath.Join("testdata/cases", file+".txt")))
		if len(res.Sessions) != 1 || res.Findings[0].Rule != "DQ-SESSION" {
			t.Fatalf("%s: %d sessions, findings %v", file, len(res.Sessions), res.Findings)
		}
		if d := res.Findings[0].Detail.EN; !strings.Contains(d, "without text") && !strings.Contains(d, "no text of the es catalogue covering ruleta-de-la-fortuna") {
			t.Errorf("%s: reason %q does not say there is no text", file, d)
		}
		for _, n := range res.Counts {
			if n.Audited != 0 || n.Rejected != n.Read {
				t.Errorf("%s: %s audited %d, rejected %d of %d", file, n.Table, n.Audited, n.Rejected, n.Read)
			}
		}
	}
}
