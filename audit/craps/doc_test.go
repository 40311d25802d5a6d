package craps_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/dados.md, for exporters, is a
// complete log: it must audit clean under the Valencian text with every
// row audited, and show the bet types and events the text explains.
func TestWorkedExample(t *testing.T) {
	casetest.Example{Doc: "../../docs/log-format/dados.md", Region: "cv", Rounds: 11, Bets: 16,
		Shows: []string{"asociada", "right-bet", "hard-way", "press", "withdrawn", ",off,", "shooter", "dice-change", ",void,"},
		In:    []string{"bets.csv", "events.csv", "rounds.csv"}}.Clean(t)
}
