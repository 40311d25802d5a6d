package chemin_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/chemin"
	cf "github.com/veedor/veedor/rules/chemin"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every chemin de fer rule has a case that must trigger it; the clean cases
// (want: none) must trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 10, cf.Game)
}

// The citation a finding carries, and whether it is marked as resting on
// another text: each named case's finding must cite the line that says what
// was broken.
func TestCaseCitations(t *testing.T) {
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		// The Valencian table's own row, the cell resting on the repair.
		{File: "tableau-cv", Key: "CF-TABLEAU@3", Seed: "003", Line: 1508, Quote: "6 P P P P P P P T T P P P", Detail: "duplicated column deleted"},
		// The national text has no table: the Valencian one as a reference.
		{File: "tableau-es84", Key: "CF-TABLEAU@3", Seed: "003", Line: 1508, Quote: "6 P P P P P P P T T P P P", Detail: "duplicated column deleted", Reference: true},
		// A cell before the duplicated column is not said to rest on it.
		{File: "tableau-cyl", Key: "CF-TABLEAU@3", Seed: "003", Line: 1506, Quote: "4 P P T T", Reference: true},
		// Castilla y León: the 1977 text as a reference.
		{File: "crew-cyl", Key: "CF-CREW@1", Seed: "000", Line: 314, Quote: "un inspector, un «croupier» y un cambista", Reference: true},
		{File: "bank-amount-cyl", Key: "CF-BANK-AMOUNT@2", Seed: "000", Line: 336, Quote: "que el que la perdió o abandonó voluntariamente", Reference: true},
		// Standing where the punto must draw, drawing where he must stand.
		{File: "punto-stood-cv", Key: "CF-PUNTO-DRAW@1", Seed: "003", Line: 1490, Quote: "ha de pedir carta"},
		{File: "punto-draw-es84", Key: "CF-PUNTO-DRAW@1", Seed: "001", Line: 228, Quote: "ha de plantarse"},
		// A cagnotte on a coup the banker did not win: the deduction's occasion.
		{File: "commission-tie-cyl", Key: "CF-COMMISSION@4", Seed: "000", Line: 377, Quote: "Si el triunfo ha correspondido al banquero", Reference: true},
		{File: "commission-es84", Key: "CF-COMMISSION@1", Seed: "001", Line: 204, Quote: "5%"},
		{File: "bank-max-es84", Key: "CF-BANK-MAX@1", Seed: "001", Line: 198, Quote: "El máximo del punto"},
	}, func(c casetest.Cited, f audit.Finding) {
		if c.Detail == "" && strings.Contains(f.Detail.EN, "duplicated column") {
			t.Errorf("%s %s: detail %q claims the repair", c.File, c.Key, f.Detail.EN)
		}
	})
}

// A banca event without how= is one information note per session, naming
// the rules it leaves unjudged and how many changes.
func TestBankWithoutHowIsANote(t *testing.T) {
	cs := casetest.Read(t, filepath.Join("testdata/cases", "bank-how-missing-retaken-es77.txt"))
	res := casetest.Audit(t, cs)
	if len(res.Findings) != 1 {
		t.Fatalf("%d findings, want the one note: %+v", len(res.Findings), res.Findings)
	}
	f := res.Findings[0]
	if f.Rule != "DQ-MISSING" || f.Severity != "info" || f.Column != "events banca how" || f.Recorded.EN != "1 rows" ||
		!strings.Contains(f.Detail.EN, cf.RuleBankPass+", "+cf.RuleBankAmount+" not checked") {
		t.Errorf("note %+v", f)
	}
}
