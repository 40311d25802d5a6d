package circulo_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	pc "github.com/veedor/veedor/rules/circulo"
)

// examples splits docs/log-format/circulo.md into its worked examples, each
// written to a page of its own for casetest.Example.
func examples(t *testing.T) []string {
	b, err := os.ReadFile("../../docs/log-format/circulo.md")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "## Worked example")
	if len(parts) != 3 {
		t.Fatalf("%d worked examples, want 2", len(parts)-1)
	}
	var out []string
	for i, p := range parts[1:] {
		path := filepath.Join(t.TempDir(), "example"+string(rune('1'+i))+".md")
		if err := os.WriteFile(path, []byte(p), 0o644); err != nil {
			t.Fatal(err)
		}
		out = append(out, path)
	}
	return out
}

// The worked hold'em hand audits clean with every row audited; the same
// log with the second side pot paid to the wrong seat, or the rake above
// 5 %, is reported.
func TestDocHoldEm(t *testing.T) {
	e := casetest.Example{Doc: examples(t)[0], Region: "cyl", Rounds: 1, Bets: 4,
		Shows: []string{"tipo=resto", "n=3 importe=40.00 asientos=2,4", "reparto=29.00,28.00", "comision,importe=7.00", "ciega-grande"},
		In:    []string{"events.csv"}}
	files := e.Clean(t)
	e.Breach(t, "third pot to seat 4", pc.RuleWinner+"@1", files,
		casetest.Edit{File: "events.csv", Old: "ganadores=2 reparto=38.00", New: "ganadores=4 reparto=38.00"},
		casetest.Edit{File: "bets.csv", Old: "50.00,0.00,85.00", New: "50.00,0.00,47.00"},
		casetest.Edit{File: "bets.csv", Old: "S1,1,B4,4,P4,mano,,50.00,0.00,0.00", New: "S1,1,B4,4,P4,mano,,50.00,0.00,38.00"})
	e.Breach(t, "rake of 8.00", pc.RuleRake+"@1", files,
		casetest.Edit{File: "events.csv", Old: "ganadores=2 reparto=38.00", New: "ganadores=2 reparto=37.00"},
		casetest.Edit{File: "events.csv", Old: "comision,importe=7.00", New: "comision,importe=8.00"},
		casetest.Edit{File: "bets.csv", Old: "50.00,0.00,85.00", New: "50.00,0.00,84.00"})
}

// The worked seven stud hand audits clean; the open pair's high tier and
// the bring-in are judged on the up-cards recorded.
func TestDocSevenStud(t *testing.T) {
	e := casetest.Example{Doc: examples(t)[1], Region: "cyl", Rounds: 1, Bets: 4,
		Shows: []string{"tipo=trae", "descubiertas", "seat=3 cartas=KH,KD,2S,4H", "apuesta-alta=4.00"},
		In:    []string{"events.csv"}}
	files := e.Clean(t)
	// Without the open pair, interval 2 is played at the low tier (L783).
	e.Breach(t, "interval 2 at the low tier", pc.RuleBetMax+"@1/B3", files,
		casetest.Edit{File: "events.csv", Old: "seat=3 cartas=KH,KD,2S,4H", New: "seat=3 cartas=KH,QD,2S,4H"})
	e.Breach(t, "bring-in by seat 2 showing a 10", pc.RuleOpen+"@1/B2", files,
		casetest.Edit{File: "events.csv", Old: "seat=2 cartas=3C,5C", New: "seat=2 cartas=TC,5C"})
}
