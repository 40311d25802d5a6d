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
