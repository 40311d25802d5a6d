package puntobanca_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/puntobanca"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every punto y banca rule has a case that must trigger it; the clean cases
// (want: none) must trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 10, pb.Game)
}

// The citation a finding carries where a rule has several: each named case's
// finding must cite the line that says what was broken.
func TestCaseCitations(t *testing.T) {
	for _, c := range []struct {
		file, key, seed string
		line            int
		quote, detail   string
	}{
		// A seat 0: the numbering line, not the table sizes.
		{"seat-zero-cv", "PB-SEATS@1/B1", "003", 1091, "numerados a partir de la derecha del jefe de mesa", ""},
		// A standing bettor, 1979 read with the 1977 text: only seated players.
		{"seat-standing-es79-1977", "PB-SEATS@1/B1", "000", 282, "Sólo podrán participar en el juego los jugadores sentados", ""},
		// A reduced table without its jefe: his supervision of each table.
		{"crew-cv-mini", "PB-CREW@1", "003", 1129, "sin perjuicio de que las funciones de supervisión se lleven a cabo sobre cada una de las mesas", ""},
		{"crew-cyl-mini", "PB-CREW@1", "002", 217, "sin perjuicio de que las funciones de supervisión del jefe de mesa se lleve a cabo sobre cada una de las mesas", ""},
		// A reduced table without its croupier: the one croupier.
		{"crew-cyl-midi", "PB-CREW@3", "002", 217, "podrá reducirse el número de crupieres a uno", ""},
		// 1979 default reading: the finding names both texts.
		{"decks-es79-common", "PB-DECKS@1", "001", 18, "seis barajas", "Se utilizarán ocho barajas de 52 cartas"},
		// The croupier dealing outside Valencia: the text that keeps the shoe among the players.
		{"shoe-croupier-es84", "PB-SHOE-PASS@2", "001", 50, "Si algún jugador no quiere realizar la distribución", ""},
		{"shoe-croupier-es84", "PB-SHOE-PASS@5", "001", 52, "cuando la banca pierda la jugada", ""},
		// «no va más»: 1984 text, own or as reference.
		{"late-bet-es84", "PB-LATE-BET@1/B2", "001", 88, "«no va más»", ""},
		{"late-bet-cyl", "PB-LATE-BET@1/B2", "001", 88, "«no va más»", ""},
		{"late-bet-cv", "PB-LATE-BET@1/B2", "003", 1210, "“no va más”", ""},
		// A riding bet decided in an earlier round than recorded.
		{"ride-cv-decided-earlier", "PB-PAYOUT@1/B1", "003", 1168, "Ganará aquel", "round 2 decided it"},
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
			if c.detail != "" && !strings.Contains(f.Detail.ES+f.Detail.EN, c.detail) {
				t.Errorf("%s %s: detail %q does not say %q", c.file, c.key, f.Detail.EN, c.detail)
			}
			// The finding rests on another text exactly when the session's
			// own text is not the one cited.
			if ref := f.Cite.Instrument != f.Instrument; f.Reference != ref {
				t.Errorf("%s %s: reference %v, want %v (%s cited under %s)", c.file, c.key, f.Reference, ref, f.Cite.Instrument, f.Instrument)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
}
