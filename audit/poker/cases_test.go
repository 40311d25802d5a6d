package poker_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
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
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		{File: "payout-cyl", Key: "PSD-PAYOUT@1/B2", Seed: "002", Line: 307, Quote: "Se paga una vez la apuesta"},
		{File: "payout-full-cv", Key: "PSD-PAYOUT@1/B2", Seed: "003", Line: 2473, Quote: "Se paga 7 veces la apuesta"},
		{File: "no-qualify-returned", Key: "PSD-PAYOUT@1/B2", Seed: "002", Line: 343, Quote: "abonará a cada jugador"},
		{File: "wheel-low", Key: "PSD-PAYOUT@1/B2", Seed: "002", Line: 345, Quote: "perderán sus apuestas"},
		{File: "deal-order", Key: "PSD-DEAL@1", Seed: "002", Line: 335, Quote: "comenzando por su izquierda"},
		{File: "boxes", Key: "PSD-BOXES@1/B11", Seed: "002", Line: 281, Quote: "no será superior a tres"},
		{File: "boxes", Key: "PSD-BOXES@1/B7", Seed: "002", Line: 277, Quote: "hasta un máximo de siete"},
		{File: "insurance", Key: "PSD-INSURANCE@1/B3", Seed: "002", Line: 359, Quote: "no superior a la mitad del mínimo"},
		{File: "insurance", Key: "PSD-INSURANCE@1/B4", Seed: "002", Line: 361, Quote: "Full: 100 veces"},
		{File: "insurance-late", Key: "PSD-INSURANCE@1/B3", Seed: "002", Line: 359, Quote: "antes de comenzar a distribuir las cartas"},
		{File: "buy-lost-returned", Key: "PSD-BUY@1/B2", Seed: "002", Line: 345, Quote: "perderán sus apuestas"},
		{File: "pot-share-either", Key: "PSD-PROGRESSIVE-POT@1", Seed: "002", Line: 375, Quote: "70 por cien"},
		{File: "progressive-cyl", Key: "PSD-PROGRESSIVE@1/B3", Seed: "002", Line: 387, Quote: "120 veces"},
		{File: "progressive-cv", Key: "PSD-PROGRESSIVE@1/B3", Seed: "003", Line: 2639, Quote: "400 veces la postura"},
		{File: "pot-seed", Key: "PSD-PROGRESSIVE-POT@1", Seed: "002", Line: 377, Quote: "3.000 euros"},
		{File: "jefe-tables", Key: "PK-JEFE-TABLES@0", Seed: "002", Line: 417, Quote: "exceder de cuatro"},
		{File: "tj-withdraw", Key: "TJ-WITHDRAW@1/B8", Seed: "002", Line: 461, Quote: "retirar la apuesta número 1"},
		{File: "tj-deal", Key: "TJ-VOID@2", Seed: "002", Line: 459, Quote: "jota (J) o mayor"},
		{File: "tj-deal", Key: "TJ-DEAL@1", Seed: "002", Line: 461, Quote: "descubre la segunda carta situada en la casilla de su derecha"},
		{File: "tj-payout", Key: "TJ-PAYOUT@1/B1", Seed: "002", Line: 463, Quote: "perderá las apuestas en juego"},
		{File: "tj-payout", Key: "TJ-PAYOUT@1/B4", Seed: "002", Line: 441, Quote: "tres veces"},
	}, func(c casetest.Cited, f audit.Finding) {
		if f.Cite.Instrument != f.Instrument {
			t.Errorf("%s %s: rests on %s under %s", c.File, c.Key, f.Cite.Instrument, f.Instrument)
		}
	})
}
