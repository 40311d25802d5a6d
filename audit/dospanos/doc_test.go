package dospanos_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/dos-panos.md is a complete log: it
// must audit clean under the Valencian text with every row audited, and a
// change of the deduction it explains must show exactly that finding.
func TestWorkedExample(t *testing.T) {
	ex := casetest.Example{Doc: "../../docs/log-format/dos-panos.md", Region: "cv", Rounds: 3, Bets: 7,
		Shows: []string{",banca,", ",cuadro,", ",cagnotte,", ",caballo,", ",primer-pano,", ",segundo-pano,", ",auxiliar,"},
		In:    []string{"bets.csv", "events.csv", "staff.csv"}}
	// The same log with a deduction of 1.00 in coup 1 (neither 2% of the net
	// 20.00 nor of the gross 70.00) shows exactly that.
	ex.Breach(t, "deduction 1.00", "BDP-COMMISSION@1", ex.Clean(t),
		casetest.Edit{File: "events.csv", Old: "amount=0.40", New: "amount=1.00"})
}
