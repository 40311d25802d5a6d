package roulette_test

// More mutants that lived (issue 23, second run): the per-spot maximum of a
// bet type the text gives none.

import (
	"testing"

	rr "github.com/veedor/veedor/rules/roulette"
)

// Under limit-scope=per-spot a bet type with no maximum in the text (the
// 1977 dozen read with max-docena-1977=none; the American double column
// and double dozen of the national texts) is never over it, however large;
// a pleno beside it still is.
func TestPerSpotWithoutMaximum(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tb     table
		assume string
	}{
		{"1977 docena, max-docena-1977=none", table{era: eras[0], game: rr.French, variant: rr.UnPano,
			crew: []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"},
			bets: []string{"1,docena,1,2500.01,0.00,0.00,", "1,pleno,5,150.01,0.00,0.00,"}}, "max-docena-1977=none"},
		{"1979 American dos-columnas", table{era: eras[1], game: rr.American, crew: []string{"jefe-mesa", "croupier"},
			bets: []string{"1,dos-columnas,1-2,9000.00,0.00,0.00,", "1,pleno,5,150.01,0.00,0.00,"}}, ""},
	} {
		tb := tc.tb
		tb.min, tb.max, tb.spins = 500, 15000, []string{"0"}
		tb.assume = []string{"limit-scope=per-spot"}
		if tc.assume != "" {
			tb.assume = append(tb.assume, tc.assume)
		}
		if got := tb.audit(t, rr.StakeMax); !same(got, rr.StakeMax+"@1/B2") {
			t.Errorf("%s, per spot: got %v, want the pleno's finding only", tc.name, got)
		}
	}
}

// 36 is a number of the wheel: a pleno on it wins 35 to 1.
func TestOutcome36(t *testing.T) {
	tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un,
		spins: []string{"36"}, bets: []string{"1,pleno,36,5.00,5.00,175.00,", "1,pleno,35,5.00,0.00,0.00,"}}
	check(t, "a pleno on 36 paid 35 to 1", tb.audit(t, "DQ-OUTCOME", "DQ-ROUND-BETS", rr.Payout))
}

// A limit change on round 1 is applied from round 1 (the 1977 text does not
// regulate changes): a pleno of 300.00 under the new maximum passes, a
// caballo of 5.00 under the new minimum does not.
func TestLimitChangeOnRoundOne(t *testing.T) {
	edits := map[string][2]string{
		"events.csv": {"1978-05-02T21:06:30+01:00,3,limit-change", "1978-05-02T21:03:30+01:00,1,limit-change"},
		"bets.csv":   {"S1,1,B1,1,P1,pleno,17,10.00,10.00,350.00,", "S1,1,B1,1,P1,pleno,17,300.00,300.00,10500.00,"},
	}
	got := variantOf(t, "limit-change-1977.txt", nil, edits, "DQ-EVENT", rr.StakeMax, rr.StakeMin, rr.LimitChanged)
	check(t, "limits changed on round 1 to 10.00–300.00, a pleno of 300.00 and a caballo of 5.00 on round 1", got, rr.StakeMin+"@1/B2")
}

// Castilla y León allows one upward change per session: a second one,
// announced as well, is a finding on its round.
func TestLimitChangeSecondInCyL(t *testing.T) {
	edits := map[string][2]string{"events.csv": {"min_bet=10.00 max_bet=300.00,E1", "min_bet=10.00 max_bet=300.00,E1\n" +
		"S1,2010-05-02T21:08:30+01:00,5,limit-change,min_bet=20.00 max_bet=600.00,E1"}}
	got := variantOf(t, "limit-change-cyl.txt", nil, edits, rr.LimitChanged, "DQ-EVENT")
	check(t, "a second upward change on round 5", got, rr.LimitChanged+"@5")
}
