package craps_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/craps"
	cr "github.com/veedor/veedor/rules/craps"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every craps rule has a case that must trigger it; the clean cases must
// trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 8, cr.Game)
}

// The citation a finding carries: the line of the bet type or rule under
// the session's text, and the reference mark exactly when that text is not
// the session's own (1979 and Castilla y León rest on the 1977 text).
func TestCaseCitations(t *testing.T) {
	for _, c := range []struct {
		file, key, seed string
		line            int
		quote, detail   string
		reference       bool
	}{
		{"resolution-bar-12", "DADOS-RESOLUTION@9/B9", "000", 217, "da resultado nulo en 12", "Throw 9 (6-6)", false},
		{"resolution-bar-12-cyl", "DADOS-RESOLUTION@9/B9", "000", 217, "da resultado nulo en 12", "push", true},
		{"payout-place-es79", "DADOS-PAYOUT@1/B5", "000", 241, "7 por 6", "paid €18.00 instead of €21.00", true},
		{"payout-odds-cv", "DADOS-PAYOUT@2/B2", "003", 2173 - 2, "6 por 5 si el punto es 6 u 8", "instead of €12.00", false},
		{"juego7-fifteen-cv-four", "DADOS-PAYOUT@8/B4", "003", 2155, "cuatro veces", "", false},
		{"null-throw", "DADOS-NULL-THROW@7/B12", "000", 257, "tirada nula", "Null throw 7", false},
		{"crew-cv-no-jefe", "DADOS-CREW@1", "003", 2075, "un jefe de mesa, dos crupiers", "jefe de mesa", false},
		{"dice-previous-session", "DADOS-DICE@0", "000", 206, "distintos de los usados en la sesión anterior", "previous session", false},
		{"place-8-cv-literal", "DADOS-BET-TYPE@1/B5", "003", 2217, "sobre los números 4, 5, 6, 9 o 10", "4, 5, 6, 9 or 10", false},
		{"timing-win", "DADOS-BET-TIMING@11/B10", "000", 216, "Win. Que se juega a la primera tirada.", "with the point 9 on", false},
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
			if c.detail != "" && !strings.Contains(f.Detail.EN+f.Expected.EN, c.detail) {
				t.Errorf("%s %s: detail %q does not say %q", c.file, c.key, f.Detail.EN, c.detail)
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
