package treinta_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/treinta"
	tq "github.com/veedor/veedor/rules/treinta"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every treinta y cuarenta rule has a case that must trigger it; the clean
// cases must trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 4, tq.Game)
}

// The citation a finding carries, and whether it is marked as resting on
// another text.
func TestCaseCitations(t *testing.T) {
	for _, c := range []struct {
		file, key, seed string
		line            int
		quote           string
		reference       bool
	}{
		{"settle-rojo-es77", "TYC-SETTLE@1/B1", "000", 187, "más próximo a 31", false},
		{"settle-rojo-cyl", "TYC-SETTLE@1/B1", "000", 187, "más próximo a 31", true},
		{"settle-color-cv", "TYC-SETTLE@2/B6", "003", 1029, "primera carta de la fila negra", false},
		{"settle-tie-es77", "TYC-SETTLE@5/B14", "000", 190, "el juego es nulo", false},
		{"refait-collected-es77", "TYC-REFAIT@3/B8", "000", 48, "retirar la mitad de su apuesta", false},
		{"refait-collected-cv", "TYC-REFAIT@3/B8", "003", 393, "retirar la mitad de su apuesta", false},
		{"prison-paid-es77", "TYC-REFAIT@4/B10", "000", 48, "recobran pura y simplemente su libertad", false},
		{"insurance-fee-cv", "TYC-INSURANCE@3/B11", "003", 1033, "1 por 100", false},
		{"insurance-halved-es77", "TYC-INSURANCE@3/B11", "000", 190, "asegurarse contra la aplicación de la regla anterior", false},
		{"red-card-after-es77", "TYC-RED-CARD@4", "000", 196, "anulación del juego en curso", false},
		{"red-card-reserve-es77", "TYC-RED-CARD@1", "000", 196, "cinco últimas cartas", false},
		{"deal-red-short-cv", "TYC-DEAL@1", "003", 1047, "fila roja", false},
		{"max-posted-es77", "TYC-MAX-POSTED@0", "000", 193, "mil veces el mínimo establecido", false},
		{"max-posted-cv", "TYC-MAX-POSTED@0", "003", 1039, "mil veces el mínimo establecido", false},
		{"max-posted-limit-change-es77", "TYC-MAX-POSTED@5", "000", 193, "mil veces el mínimo establecido", false},
		{"crew-jefe-cv", "TYC-CREW@1", "003", 963, "un jefe de mesa y dos crupiers", false},
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
			if f.Reference != c.reference {
				t.Errorf("%s %s: reference %v, want %v", c.file, c.key, f.Reference, c.reference)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
}
