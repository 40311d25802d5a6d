package craps_test

import (
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
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		{File: "resolution-bar-12", Key: "DADOS-RESOLUTION@9/B9", Seed: "000", Line: 217, Quote: "da resultado nulo en 12", Detail: "Throw 9 (6-6)"},
		{File: "resolution-bar-12-cyl", Key: "DADOS-RESOLUTION@9/B9", Seed: "000", Line: 217, Quote: "da resultado nulo en 12", Detail: "push", Reference: true},
		{File: "payout-place-es79", Key: "DADOS-PAYOUT@1/B5", Seed: "000", Line: 241, Quote: "7 por 6", Detail: "paid €18.00 instead of €21.00", Reference: true},
		{File: "payout-odds-cv", Key: "DADOS-PAYOUT@2/B2", Seed: "003", Line: 2173 - 2, Quote: "6 por 5 si el punto es 6 u 8", Detail: "instead of €12.00"},
		{File: "juego7-fifteen-cv-four", Key: "DADOS-PAYOUT@8/B4", Seed: "003", Line: 2155, Quote: "cuatro veces"},
		{File: "null-throw", Key: "DADOS-NULL-THROW@7/B12", Seed: "000", Line: 257, Quote: "tirada nula", Detail: "Null throw 7"},
		{File: "crew-cv-no-jefe", Key: "DADOS-CREW@1", Seed: "003", Line: 2075, Quote: "un jefe de mesa, dos crupiers", Detail: "jefe de mesa"},
		{File: "dice-previous-session", Key: "DADOS-DICE@0", Seed: "000", Line: 206, Quote: "distintos de los usados en la sesión anterior", Detail: "previous session"},
		{File: "place-8-cv-literal", Key: "DADOS-BET-TYPE@1/B5", Seed: "003", Line: 2217, Quote: "sobre los números 4, 5, 6, 9 o 10", Detail: "4, 5, 6, 9 or 10"},
		{File: "timing-win", Key: "DADOS-BET-TIMING@11/B10", Seed: "000", Line: 216, Quote: "Win. Que se juega a la primera tirada.", Detail: "with the point 9 on"},
	}, nil)
}
