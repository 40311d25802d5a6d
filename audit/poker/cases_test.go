package poker_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/poker"
	pk "github.com/veedor/veedor/rules/poker"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every rule of both games has a case that must trigger it.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 4, pk.SinDescarte, pk.Trijoker)
}

// The citation a finding carries where a rule has several: each named
// case's finding cites the line that says what was broken, in the region's
// own text (never a reference).
func TestCaseCitations(t *testing.T) {
	for _, c := range []struct {
		file, key, seed string
		line            int
		quote           string
	}{
		{"payout-cyl", "PSD-PAYOUT@1/B2", "002", 307, "Se paga una vez la apuesta"},
		{"payout-full-cv", "PSD-PAYOUT@1/B2", "003", 2473, "Se paga 7 veces la apuesta"},
		{"no-qualify-returned", "PSD-PAYOUT@1/B2", "002", 343, "abonará a cada jugador"},
		{"wheel-low", "PSD-PAYOUT@1/B2", "002", 345, "perderán sus apuestas"},
		{"deal-order", "PSD-DEAL@1", "002", 335, "comenzando por su izquierda"},
		{"boxes", "PSD-BOXES@1/B11", "002", 281, "no será superior a tres"},
		{"boxes", "PSD-BOXES@1/B7", "002", 277, "hasta un máximo de siete"},
		{"insurance", "PSD-INSURANCE@1/B3", "002", 359, "no superior a la mitad del mínimo"},
		{"insurance", "PSD-INSURANCE@1/B4", "002", 361, "Full: 100 veces"},
		{"insurance-late", "PSD-INSURANCE@1/B3", "002", 359, "antes de comenzar a distribuir las cartas"},
		{"buy-lost-returned", "PSD-BUY@1/B2", "002", 345, "perderán sus apuestas"},
		{"pot-share-either", "PSD-PROGRESSIVE-POT@1", "002", 375, "70 por cien"},
		{"progressive-cyl", "PSD-PROGRESSIVE@1/B3", "002", 387, "120 veces"},
		{"progressive-cv", "PSD-PROGRESSIVE@1/B3", "003", 2639, "400 veces la postura"},
		{"pot-seed", "PSD-PROGRESSIVE-POT@1", "002", 377, "3.000 euros"},
		{"jefe-tables", "PK-JEFE-TABLES@0", "002", 417, "exceder de cuatro"},
		{"tj-withdraw", "TJ-WITHDRAW@1/B8", "002", 461, "retirar la apuesta número 1"},
		{"tj-deal", "TJ-VOID@2", "002", 459, "jota (J) o mayor"},
		{"tj-deal", "TJ-DEAL@1", "002", 461, "descubre la segunda carta situada en la casilla de su derecha"},
		{"tj-payout", "TJ-PAYOUT@1/B1", "002", 463, "perderá las apuestas en juego"},
		{"tj-payout", "TJ-PAYOUT@1/B4", "002", 441, "tres veces"},
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
			if f.Reference || f.Cite.Instrument != f.Instrument {
				t.Errorf("%s %s: rests on %s under %s", c.file, c.key, f.Cite.Instrument, f.Instrument)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
}
