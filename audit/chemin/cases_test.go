package chemin_test

import (
	"path/filepath"
	"strings"
	"testing"

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
	for _, c := range []struct {
		file, key, seed string
		line            int
		quote, detail   string
		reference       bool
	}{
		// The Valencian table's own row, the cell resting on the repair.
		{"tableau-cv", "CF-TABLEAU@3", "003", 1508, "6 P P P P P P P T T P P P", "duplicated column deleted", false},
		// The national text has no table: the Valencian one as a reference.
		{"tableau-es84", "CF-TABLEAU@3", "003", 1508, "6 P P P P P P P T T P P P", "duplicated column deleted", true},
		// A cell before the duplicated column is not said to rest on it.
		{"tableau-cyl", "CF-TABLEAU@3", "003", 1506, "4 P P T T", "", true},
		// Castilla y León: the 1977 text as a reference.
		{"crew-cyl", "CF-CREW@1", "000", 314, "un inspector, un «croupier» y un cambista", "", true},
		{"bank-amount-cyl", "CF-BANK-AMOUNT@2", "000", 336, "que el que la perdió o abandonó voluntariamente", "", true},
		// Standing where the punto must draw, drawing where he must stand.
		{"punto-stood-cv", "CF-PUNTO-DRAW@1", "003", 1490, "ha de pedir carta", "", false},
		{"punto-draw-es84", "CF-PUNTO-DRAW@1", "001", 228, "ha de plantarse", "", false},
		// A cagnotte on a coup the banker did not win: the deduction's occasion.
		{"commission-tie-cyl", "CF-COMMISSION@4", "000", 377, "Si el triunfo ha correspondido al banquero", "", true},
		{"commission-es84", "CF-COMMISSION@1", "001", 204, "5%", "", false},
		{"bank-max-es84", "CF-BANK-MAX@1", "001", 198, "El máximo del punto", "", false},
	} {
		cs := casetest.Read(t, filepath.Join("testdata/cases", c.file+".txt"))
		found := false
		for _, f := range casetest.Audit(t, cs).Findings {
			if casetest.Key(f) != c.key {
				continue
			}
			found = true
			if !strings.HasPrefix(f.Cite.Seed, c.seed) || f.Cite.Line != c.line || !strings.Contains(f.Cite.Quote, c.quote) {
				t.Errorf("%s %s cites %s L%d «%s», want %s L%d «…%s…»", c.file, c.key, f.Cite.Seed, f.Cite.Line, f.Cite.Quote, c.seed, c.line, c.quote)
			}
			if c.detail != "" && !strings.Contains(f.Detail.EN, c.detail) {
				t.Errorf("%s %s: detail %q does not say %q", c.file, c.key, f.Detail.EN, c.detail)
			}
			if c.detail == "" && strings.Contains(f.Detail.EN, "duplicated column") {
				t.Errorf("%s %s: detail %q claims the repair", c.file, c.key, f.Detail.EN)
			}
			if f.Reference != c.reference {
				t.Errorf("%s %s: reference %v, want %v", c.file, c.key, f.Reference, c.reference)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
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
