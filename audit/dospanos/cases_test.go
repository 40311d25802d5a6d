package dospanos_test

import (
	"path/filepath"
	"strings"
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
	for _, c := range []struct {
		file, key, seed string
		line            int
		quote, detail   string
		reference       bool
	}{
		// The national text refers to a table it lacks: the Valencian row,
		// as a reference; the punto stood, a column resting on the repair.
		{"tableau-es77", "BDP-TABLEAU@2", "003", 1508, "6 P P P P P P P T T P P P", "duplicated column deleted", true},
		{"tableau-cv", "BDP-TABLEAU@2", "003", 1508, "6 P P P P P P P T T P P P", "duplicated column deleted", false},
		{"punto-stood-es77", "BDP-PUNTO-DRAW@1", "000", 441, "han de pedir una tercera carta", "", false},
		{"punto-draw-es77", "BDP-PUNTO-DRAW@2", "000", 441, "deben forzosamente quedarse servidos", "", false},
		{"punto-draw-cyl", "BDP-PUNTO-DRAW@2", "000", 441, "deben forzosamente quedarse servidos", "", true},
		{"sw-cv-six-seven-stand", "BDP-PUNTO-DRAW@2", "003", 1492, "ha de plantarse", "", false},
		{"bank-max-cyl", "BDP-BANK-MAX@2", "000", 432, "se reducirán hasta igualarse con ella", "", true},
		{"commission-no-win-cv", "BDP-COMMISSION@3", "003", 1913, "o su ganancia en uno sea superior a la pérdida en el otro", "", false},
		{"commission-libre-cyl", "BDP-COMMISSION@1", "000", 437, "1,25 por 100 para la banca libre", "", true},
		{"crew-cv", "BDP-CREW@1", "003", 1787, "un auxiliar", "", false},
		{"stake-max-es77", "BDP-STAKE-MAX@2/B5", "000", 433, "el máximo de las posturas vendrá establecido en la autorización", "", false},
		{"stake-max-cv", "BDP-STAKE-MAX@2/B5", "003", 1849, "el máximo de las posturas vendrá establecido en la autorización", "", false},
		{"sw-libre-max-house", "BDP-LIBRE-MAX@0", "000", 435, "el establecimiento no podrá fijar un máximo a las posturas de los jugadores", "", false},
		{"decks-es77", "BDP-DECKS@1", "000", 412, "tres barajas", "", false},
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
			if f.Reference != c.reference {
				t.Errorf("%s %s: reference %v, want %v", c.file, c.key, f.Reference, c.reference)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
}
