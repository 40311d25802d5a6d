package chemin_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/chemin-de-fer.md is a complete log:
// it must audit clean under the 1984 text with every row audited, and show
// the bank's events and the banco calls the text explains.
func TestWorkedExample(t *testing.T) {
	ex := casetest.Example{Doc: "../../docs/log-format/chemin-de-fer.md", Region: "es", Rounds: 4, Bets: 7,
		Shows: []string{",banca,", "how=rotation", ",cuadro,", ",cagnotte,", ",banco,", "banco-con-la-mesa"},
		In:    []string{"bets.csv", "events.csv"}}
	// The same log with the cagnotte of coup 1 at 5.00 shows exactly that.
	ex.Breach(t, "cagnotte 5.00", "CF-COMMISSION@1", ex.Clean(t),
		casetest.Edit{File: "events.csv", Old: "amount=4.00", New: "amount=5.00"})
}
