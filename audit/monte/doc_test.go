package monte_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/monte.md is a complete log: it must
// audit clean under the Valencian text with every row audited, and the
// levy taken from its Vista Hermosa must show exactly that finding.
func TestWorkedExample(t *testing.T) {
	ex := casetest.Example{Doc: "../../docs/log-format/monte.md", Region: "cv", Rounds: 4, Bets: 9}
	ex.Breach(t, "levy on VIS", "MON-PAYOUT@1/B1", ex.Clean(t),
		casetest.Edit{File: "bets.csv", Old: "5.00,5.00,160.00", New: "5.00,5.00,144.00"})
}
