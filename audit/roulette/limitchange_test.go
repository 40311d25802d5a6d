package roulette_test

// A limit change at its boundaries (issue 23): Castilla y León's upward
// change with the minimum kept, the new limits from the change's own round,
// the authorised minimum itself, and limits the event cannot express.

import (
	"testing"

	rr "github.com/veedor/veedor/rules/roulette"
)

func TestLimitChangeBoundaries(t *testing.T) {
	change := "S1,2010-05-02T21:07:30+01:00,4,limit-change,min_bet=10.00 max_bet=300.00,E1"
	auth := map[string][2]string{"sessions.csv": {"5.00,150.00,\n", "5.00,150.00,5.00\n"}}
	for _, c := range []struct {
		name   string
		detail string
		edits  map[string][2]string
		want   []string
	}{
		{"raised", "min_bet=10.00 max_bet=300.00", nil, nil},
		{"minimum kept, maximum raised", "min_bet=5.00 max_bet=150.00", nil, nil},
		{"lowered by a cent", "min_bet=4.99 max_bet=149.70", nil, []string{rr.LimitChanged + "@4"}},
		{"to the authorised minimum", "min_bet=5.00 max_bet=150.00", auth, nil},
		{"a cent under the authorised minimum", "min_bet=4.99 max_bet=149.70", auth, []string{rr.LimitChanged + "@4", rr.TableMin + "@4"}},
		{"maximum equal to the minimum", "min_bet=5.00 max_bet=5.00", nil, []string{rr.LimitsShown + "@4"}},
		{"no minimum", "min_bet=0.00 max_bet=150.00", nil, []string{"DQ-EVENT@4"}},
		{"maximum under the minimum", "min_bet=10.00 max_bet=9.99", nil, []string{"DQ-EVENT@4"}},
	} {
		edits := map[string][2]string{"events.csv": {change, "S1,2010-05-02T21:07:30+01:00,4,limit-change," + c.detail + ",E1"}}
		for k, v := range c.edits {
			edits[k] = v
		}
		got := variantOf(t, "limit-change-cyl.txt", nil, edits, rr.LimitChanged, rr.TableMin, rr.LimitsShown, "DQ-EVENT")
		check(t, c.name+" ("+c.detail+")", got, c.want...)
	}
	// The new limits hold from the change's own round: B8 (round 5) is a
	// pleno of 10.00, under the old maximum; raised to 310.00 it is over
	// the new one of 300.00, and 300.00 exactly is not.
	for stake, want := range map[string][]string{"300.00": nil, "300.01": {rr.StakeMax + "@5/B8"}} {
		edits := map[string][2]string{"bets.csv": {"S1,5,B8,1,P1,pleno,22,10.00,10.00,350.00,", "S1,5,B8,1,P1,pleno,22," + stake + ",0.00,0.00,"}}
		got := variantOf(t, "limit-change-cyl.txt", nil, edits, rr.StakeMax)
		check(t, "a pleno of "+stake+" after the change", got, want...)
	}
	// The change's own round (4) plays at the new limits: a pleno of 200.00
	// placed after the change passes, 300.01 does not.
	for stake, want := range map[string][]string{"200.00": nil, "300.01": {rr.StakeMax + "@4/B9"}} {
		row := "S1,4,B9,2,P2,pleno,5," + stake + ",0.00,0.00,,2010-05-02T21:07:40+01:00,\n"
		edits := map[string][2]string{"bets.csv": {"S1,5,B8,", row + "S1,5,B8,"}}
		got := variantOf(t, "limit-change-cyl.txt", nil, edits, rr.StakeMax)
		check(t, "a pleno of "+stake+" on the change's round", got, want...)
	}
}
