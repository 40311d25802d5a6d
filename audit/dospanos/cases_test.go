package dospanos_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/dospanos"
	dp "github.com/veedor/veedor/rules/dospanos"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every dos paños rule has a case that must trigger it; the clean cases
// (want: none) must trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 10, dp.Game)
}

// The citation a finding carries, and whether it is marked as resting on
// another text.
func TestCaseCitations(t *testing.T) {
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		// The national text refers to a table it lacks: the Valencian row,
		// as a reference; the punto stood, a column resting on the repair.
		{File: "tableau-es77", Key: "BDP-TABLEAU@2", Seed: "003", Line: 1508, Quote: "6 P P P P P P P T T P P P", Detail: "duplicated column deleted", Reference: true},
		{File: "tableau-cv", Key: "BDP-TABLEAU@2", Seed: "003", Line: 1508, Quote: "6 P P P P P P P T T P P P", Detail: "duplicated column deleted"},
		{File: "punto-stood-es77", Key: "BDP-PUNTO-DRAW@1", Seed: "000", Line: 441, Quote: "han de pedir una tercera carta"},
		{File: "punto-draw-es77", Key: "BDP-PUNTO-DRAW@2", Seed: "000", Line: 441, Quote: "deben forzosamente quedarse servidos"},
		{File: "punto-draw-cyl", Key: "BDP-PUNTO-DRAW@2", Seed: "000", Line: 441, Quote: "deben forzosamente quedarse servidos", Reference: true},
		{File: "sw-cv-six-seven-stand", Key: "BDP-PUNTO-DRAW@2", Seed: "003", Line: 1492, Quote: "ha de plantarse"},
		{File: "bank-max-cyl", Key: "BDP-BANK-MAX@2", Seed: "000", Line: 432, Quote: "se reducirán hasta igualarse con ella", Reference: true},
		{File: "commission-no-win-cv", Key: "BDP-COMMISSION@3", Seed: "003", Line: 1913, Quote: "o su ganancia en uno sea superior a la pérdida en el otro"},
		{File: "commission-libre-cyl", Key: "BDP-COMMISSION@1", Seed: "000", Line: 437, Quote: "1,25 por 100 para la banca libre", Reference: true},
		{File: "crew-cv", Key: "BDP-CREW@1", Seed: "003", Line: 1787, Quote: "un auxiliar"},
		{File: "stake-max-es77", Key: "BDP-STAKE-MAX@2/B5", Seed: "000", Line: 433, Quote: "el máximo de las posturas vendrá establecido en la autorización"},
		{File: "stake-max-cv", Key: "BDP-STAKE-MAX@2/B5", Seed: "003", Line: 1849, Quote: "el máximo de las posturas vendrá establecido en la autorización"},
		{File: "sw-libre-max-house", Key: "BDP-LIBRE-MAX@0", Seed: "000", Line: 435, Quote: "el establecimiento no podrá fijar un máximo a las posturas de los jugadores"},
		{File: "decks-es77", Key: "BDP-DECKS@1", Seed: "000", Line: 412, Quote: "tres barajas"},
	}, nil)
}
