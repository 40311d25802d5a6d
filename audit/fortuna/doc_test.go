package fortuna_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/fortuna.md is a complete log: it
// must audit clean under the Valencian text with every row audited, and a
// wrong payout of the one it explains must show exactly that finding.
func TestWorkedExample(t *testing.T) {
	ex := casetest.Example{Doc: "../../docs/log-format/fortuna.md", Region: "cv", Rounds: 4, Bets: 6}
	ex.Breach(t, "B1 paid 10.00", "FOR-PAYOUT@1/B1", ex.Clean(t),
		casetest.Edit{File: "bets.csv", Old: "10.00,10.00,20.00", New: "10.00,10.00,10.00"})
}
