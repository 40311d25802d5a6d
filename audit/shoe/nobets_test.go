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

// unbetBySet is Unbet as it was written first, a set of every round
// covered: FuzzUnbetSameAsSet holds Unbet's spans to it.
func unbetBySet(s *logs.Session, played []int) []int {
	covered := map[int]bool{}
	last := 0
	for _, n := range played {
		last = max(last, n)
	}
	for i := range s.Bets {
		b := &s.Bets[i]
		for n := b.Round; n <= min(b.Settled(), last); n++ {
			covered[n] = true
		}
	}
	var out []int
	for _, n := range played {
		if !covered[n] {
			out = append(out, n)
		}
	}
	return out
}

// Spans out of order, overlapping, touching, inside one another, and
// played rounds in any order, repeated or out of every span.
func TestUnbetSpans(t *testing.T) {
	s := &logs.Session{Bets: []logs.Bet{
		{Round: 10, SettledRound: 12}, {Round: 3}, {Round: 4, SettledRound: 5}, {Round: 11, SettledRound: 14},
		{Round: 20, SettledRound: 30}, {Round: 22}, {Round: -2, SettledRound: 1}, {Round: 8, SettledRound: 7},
	}}
	played := []int{15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 14, 16, 19, 20, 25, 0}
	want := []int{15, 2, 6, 7, 8, 9, 16, 19}
	if got := Unbet(s, played); !slices.Equal(got, want) || !slices.Equal(unbetBySet(s, played), want) {
		t.Errorf("Unbet = %v, by set %v, want %v", got, unbetBySet(s, played), want)
	}
}

func FuzzUnbetSameAsSet(f *testing.F) {
	f.Add([]byte{1, 0, 4, 6, 9, 200}, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add([]byte{3, 0, 1, 3}, []byte{4, 3, 2, 1})
	f.Fuzz(func(t *testing.T, bets, played []byte) {
		// Bets as (round, settled_round) pairs, rounds from -8; played rounds from -8.
		s := &logs.Session{}
		for i := 0; i+1 < len(bets); i += 2 {
			s.Bets = append(s.Bets, logs.Bet{Round: int(bets[i]) - 8, SettledRound: int(bets[i+1])})
		}
		var ps []int
		for _, p := range played {
			ps = append(ps, int(p)-8)
		}
		if got, want := Unbet(s, ps), unbetBySet(s, ps); !slices.Equal(got, want) {
			t.Fatalf("bets %+v, played %v: Unbet = %v, by set %v", s.Bets, ps, got, want)
		}
	})
}
