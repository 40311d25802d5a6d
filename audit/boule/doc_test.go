package boule_test

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/boule.md is a complete log: it must
// audit clean in Valencia with every row audited; with B4 (impar on the 5)
// paid it must show exactly that BOU-PAYOUT, citing the 5.
func TestWorkedExample(t *testing.T) {
	ex := casetest.Example{Doc: "../../docs/log-format/boule.md", Region: "cv", Rounds: 3, Bets: 8}
	files := ex.Clean(t)
	f := ex.Breach(t, "B4 paid", "BOU-PAYOUT@2/B4", files,
		casetest.Edit{File: "bets.csv", Old: "B4,1,P1,impar,,20.00,0.00,0.00", New: "B4,1,P1,impar,,20.00,20.00,20.00"})
	if f != nil && (f.Cite.Line != 883 || !strings.Contains(f.Cite.Quote, "cuando sale el número 5")) {
		t.Errorf("B4 paid cites L%d «%s», want L883 on the 5", f.Cite.Line, f.Cite.Quote)
	}
}
