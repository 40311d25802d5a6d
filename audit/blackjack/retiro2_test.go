package blackjack_test

// Settlements and stakes the cases leave open (mutants that lived, issue
// 23): the retiro's half at an odd stake (half of 20.01 is 10.00 or 10.01,
// rounded either way; a cent past either is a finding), the money of a
// wrong settlement, and the first split hand's stake.

import (
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	bj "github.com/veedor/veedor/rules/blackjack"
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

// The money of a wrong retiro is the difference from the nearer of the two
// halves: 10.05 handed back on 20.01 is 0.04 too much (against 10.01),
// 9.99 is 0.01 short (against 10.00).
func TestRetiroDeltaNearerHalf(t *testing.T) {
	for returned, delta := range map[string]logs.Cents{"10.05": 4, "9.99": -1} {
		c := casetest.Read(t, "testdata/cases/clean-cyl.txt")
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], "S1,1,B101,1,P1,base,,20.00,10.00,0.00,", "S1,1,B101,1,P1,base,,20.01,"+returned+",0.00,", 1)
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], "S1,1,B102,1,P1,retiro,,20.00,", "S1,1,B102,1,P1,retiro,,20.01,", 1)
		var got []logs.Cents
		for _, f := range casetest.Audit(t, c).Findings {
			if f.Bet == "B101" {
				got = append(got, f.Delta)
			}
		}
		if len(got) != 1 || got[0] != delta {
			t.Errorf("retiro of 20.01, %s handed back: deltas %v, want [%d]", returned, got, delta)
		}
	}
}

// The same for winnings: a win paid 25.00 on 20.00 is 5.00 too much; a
// black-jack of 20.01 paid 30.10 is 0.08 too much, against the nearer of
// 30.01 and 30.02.
func TestPayoutDeltaNearer(t *testing.T) {
	for _, tc := range []struct {
		old, new, bet string
		delta         logs.Cents
	}{
		{"S1,2,B201,1,P1,base,,20.00,20.00,20.00,", "S1,2,B201,1,P1,base,,20.00,20.00,25.00,", "B201", 500},
		{"S1,1,B102,2,P2,base,,20.00,20.00,30.00,", "S1,1,B102,2,P2,base,,20.01,20.01,30.10,", "B102", 8},
	} {
		c := casetest.Read(t, "testdata/cases/clean-es.txt")
		if !strings.Contains(c.Sections["bets.csv"], tc.old) {
			t.Fatalf("clean-es.txt has no %q", tc.old)
		}
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], tc.old, tc.new, 1)
		var got []logs.Cents
		for _, f := range casetest.Audit(t, c).Findings {
			if f.Bet == tc.bet {
				got = append(got, f.Delta)
			}
		}
		if len(got) != 1 || got[0] != tc.delta {
			t.Errorf("%s: deltas %v, want [%d]", tc.new, got, tc.delta)
		}
	}
}

// A hand formed by the first split (1.2) without its stake is a finding.
func TestFirstSplitWithoutStake(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/clean-es.txt")
	row := "S1,2,B202,1,P1,split,,20.00,20.00,0.00,,2024-03-01T21:06:11+01:00,C1,1.2,\n"
	if !strings.Contains(c.Sections["bets.csv"], row) {
		t.Fatalf("clean-es.txt has no %q", row)
	}
	c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], row, "", 1)
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		got = append(got, casetest.Key(f))
	}
	if strings.Join(got, " ") != bj.RuleSplit+"@2" {
		t.Errorf("hand 1.2 without its split stake: got %v, want [%s@2]", got, bj.RuleSplit)
	}
}

// The maximum is per hand (the default): a box at exactly 1,000.00 is
// within it, and the next stake on it, which crosses it, is the finding.
func TestBoxCrossesTheMaximum(t *testing.T) {
	for second, want := range map[string]string{"": "", "10.00": bj.RuleStakeMax + "@1/B109"} {
		c := casetest.Read(t, "testdata/cases/clean-es.txt")
		old := "S1,1,B101,1,P1,base,,20.00,0.00,0.00,,2024-03-01T21:04:10+01:00,C1,1,\n"
		if !strings.Contains(c.Sections["bets.csv"], old) {
			t.Fatalf("clean-es.txt has no %q", old)
		}
		row := "S1,1,B101,1,P1,base,,1000.00,0.00,0.00,,2024-03-01T21:04:10+01:00,C1,1,\n"
		if second != "" {
			row += "S1,1,B109,1,P7,base,," + second + ",0.00,0.00,,2024-03-01T21:04:10+01:00,C1,1,\n"
		}
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], old, row, 1)
		var got []string
		for _, f := range casetest.Audit(t, c).Findings {
			got = append(got, casetest.Key(f))
		}
		if strings.Join(got, " ") != want {
			t.Errorf("box 1 at 1,000.00 then %q: got %v, want %q", second, got, want)
		}
	}
}

// Read per bet, a stake of exactly the maximum is within it.
func TestPerBetAtTheMaximum(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/clean-es.txt")
	c.Assume = append(c.Assume, bj.AssumeMaxScope+"=per-bet")
	c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], "S1,1,B101,1,P1,base,,20.00,", "S1,1,B101,1,P1,base,,1000.00,", 1)
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		got = append(got, casetest.Key(f))
	}
	if len(got) != 0 {
		t.Errorf("per bet, a stake of 1,000.00 at a maximum of 1,000.00: got %v, want none", got)
	}
}
