package shoe

import (
	"slices"
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// A round is covered by a bet placed on it or riding over it; an absurd
// settled_round covers up to the last round only.
func TestUnbet(t *testing.T) {
	s := &logs.Session{Bets: []logs.Bet{
		{Round: 2},
		{Round: 4, SettledRound: 6}, // rides over 5
		{Round: 9, SettledRound: 1 << 30},
	}}
	got := Unbet(s, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	if want := []int{1, 3, 7, 8}; !slices.Equal(got, want) {
		t.Errorf("Unbet = %v, want %v", got, want)
	}
	if got := Unbet(&logs.Session{}, []int{1, 2}); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("no bets: Unbet = %v, want every round", got)
	}
}

// A bet on the rounds of the bet before it adds nothing and is passed over;
// one on the same round settled later, or settled with it from an earlier
// round, covers rounds of its own.
func TestUnbetSameRoundsAsTheBetBefore(t *testing.T) {
	for _, c := range []struct {
		bets []logs.Bet
		want []int
	}{
		{[]logs.Bet{{Round: 1}, {Round: 1}, {Round: 3}}, []int{2, 4}},
		{[]logs.Bet{{Round: 1}, {Round: 1, SettledRound: 3}}, []int{4}},
		{[]logs.Bet{{Round: 3}, {Round: 1, SettledRound: 3}}, []int{4}},
	} {
		if got := Unbet(&logs.Session{Bets: c.bets}, []int{1, 2, 3, 4}); !slices.Equal(got, c.want) {
			t.Errorf("%+v: Unbet = %v, want %v", c.bets, got, c.want)
		}
	}
}
