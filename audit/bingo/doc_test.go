package bingo_test

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

const exampleDoc = "../../docs/log-format/bingo.md"

// exampleFiles reads the worked example of docs/log-format/bingo.md.
func exampleFiles(t *testing.T) map[string]string { return casetest.DocExample(t, exampleDoc) }

// The worked example is a complete log: it audits clean with every row
// audited, and shows the events the text explains; changed as the text
// says, it shows exactly the finding it announces.
func TestWorkedExample(t *testing.T) {
	ex := casetest.Example{Doc: exampleDoc, Region: "es", Rounds: 2, Bets: 6}
	files := ex.Clean(t)
	for _, want := range []string{"venta", "entrega", "devolucion", "recaudacion", "vendidos", "premios", "linea-premiada", "bola", "cante", "reanuda", "fin", "ultima-partida"} {
		if !strings.Contains(files["events.csv"], ","+want+",") && !strings.Contains(files["events.csv"], want+"=") {
			t.Errorf("the worked example shows no %q", want)
		}
	}
	ex.Breach(t, "85", "BINGO-BINGO@2/B6", files,
		casetest.Edit{File: "rounds.csv", Old: `83,84"`, New: `83,85"`},
		casetest.Edit{File: "events.csv", Old: "numero=84,", New: "numero=85,"})
}
