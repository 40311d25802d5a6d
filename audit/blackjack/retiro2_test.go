package blackjack_test

// The retiro's half at an odd stake (mutants that lived, issue 23): half
// of 20.01 is 10.00 or 10.01, rounded either way; a cent past either is a
// finding.

import (
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

func TestRetiroHalfOddStake(t *testing.T) {
	for returned, bad := range map[string]bool{"10.00": false, "10.01": false, "9.99": true, "10.02": true} {
		c := casetest.Read(t, "testdata/cases/clean-cyl.txt")
		old := "S1,1,B101,1,P1,base,,20.00,10.00,0.00,"
		if !strings.Contains(c.Sections["bets.csv"], old) {
			t.Fatalf("clean-cyl.txt has no %q", old)
		}
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], old, "S1,1,B101,1,P1,base,,20.01,"+returned+",0.00,", 1)
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], "S1,1,B102,1,P1,retiro,,20.00,", "S1,1,B102,1,P1,retiro,,20.01,", 1)
		var got []string
		for _, f := range casetest.Audit(t, c).Findings {
			got = append(got, casetest.Key(f))
		}
		sort.Strings(got)
		if (len(got) > 0) != bad || (bad && !strings.Contains(strings.Join(got, " "), "/B101")) {
			t.Errorf("retiro of 20.01, %s handed back: got %v, want a finding on B101: %v", returned, got, bad)
		}
	}
}
