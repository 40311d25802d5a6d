package treinta_test

import (
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
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		{File: "settle-rojo-es77", Key: "TYC-SETTLE@1/B1", Seed: "000", Line: 187, Quote: "más próximo a 31"},
		{File: "settle-rojo-cyl", Key: "TYC-SETTLE@1/B1", Seed: "000", Line: 187, Quote: "más próximo a 31", Reference: true},
		{File: "settle-color-cv", Key: "TYC-SETTLE@2/B6", Seed: "003", Line: 1029, Quote: "primera carta de la fila negra"},
		{File: "settle-tie-es77", Key: "TYC-SETTLE@5/B14", Seed: "000", Line: 190, Quote: "el juego es nulo"},
		{File: "refait-collected-es77", Key: "TYC-REFAIT@3/B8", Seed: "000", Line: 48, Quote: "retirar la mitad de su apuesta"},
		{File: "refait-collected-cv", Key: "TYC-REFAIT@3/B8", Seed: "003", Line: 393, Quote: "retirar la mitad de su apuesta"},
		{File: "prison-paid-es77", Key: "TYC-REFAIT@4/B10", Seed: "000", Line: 48, Quote: "recobran pura y simplemente su libertad"},
		{File: "insurance-fee-cv", Key: "TYC-INSURANCE@3/B11", Seed: "003", Line: 1033, Quote: "1 por 100"},
		{File: "insurance-halved-es77", Key: "TYC-INSURANCE@3/B11", Seed: "000", Line: 190, Quote: "asegurarse contra la aplicación de la regla anterior"},
		{File: "red-card-after-es77", Key: "TYC-RED-CARD@4", Seed: "000", Line: 196, Quote: "anulación del juego en curso"},
		{File: "red-card-reserve-es77", Key: "TYC-RED-CARD@1", Seed: "000", Line: 196, Quote: "cinco últimas cartas"},
		{File: "deal-red-short-cv", Key: "TYC-DEAL@1", Seed: "003", Line: 1047, Quote: "fila roja"},
		{File: "max-posted-es77", Key: "TYC-MAX-POSTED@0", Seed: "000", Line: 193, Quote: "mil veces el mínimo establecido"},
		{File: "max-posted-cv", Key: "TYC-MAX-POSTED@0", Seed: "003", Line: 1039, Quote: "mil veces el mínimo establecido"},
		{File: "max-posted-limit-change-es77", Key: "TYC-MAX-POSTED@5", Seed: "000", Line: 193, Quote: "mil veces el mínimo establecido"},
		{File: "crew-jefe-cv", Key: "TYC-CREW@1", Seed: "003", Line: 963, Quote: "un jefe de mesa y dos crupiers"},
	}, nil)
}
