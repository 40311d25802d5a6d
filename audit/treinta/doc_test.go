package treinta_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/treinta.md, for exporters, is a
// complete log: it must audit clean under the Valencian text with every row
// audited, and show the refait, prison, insurance and void tie it explains.
func TestWorkedExample(t *testing.T) {
	casetest.Example{Doc: "../../docs/log-format/treinta.md", Region: "cv", Rounds: 5, Bets: 14,
		Shows: []string{"seguro", ",4,2024", "AS,TS,TC,TH;R=AD,TD,TH,TC", "5C,KS,QS,JS;R=5D", "reserve=5"},
		In:    []string{"bets.csv", "events.csv", "rounds.csv"}}.Clean(t)
}
