package blackjack

import (
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// rowOn is a row of type t by k on h, staking stake.
func rowOn(h *hand, k bettorKey, t string, stake logs.Cents) rbet {
	b := &logs.Bet{Type: t, Stake: stake}
	switch k.kind {
	case 'p':
		b.Player = k.id
	case 's':
		b.Seat = k.id
	default:
		b.ID = k.id
	}
	return rbet{Bet: b, h: h}
}

// A hand's stakes are read from its round's rows: who staked on it (base,
// split or double), and each bettor's base and split stakes apart from a
// double, a marker or a side bet; rows on another hand of the round do not
// count, and a seat named like a player is another bettor.
func TestRoundStakes(t *testing.T) {
	ana, eva, bea, seat := bettorKey{'p', "ana"}, bettorKey{'p', "eva"}, bettorKey{'p', "bea"}, bettorKey{'s', "ana"}
	h, other := &hand{name: "1"}, &hand{name: "1.2"}
	rd := &round{bets: []rbet{
		rowOn(h, ana, tBase, 1000),
		rowOn(h, eva, tDouble, 1000), // a double only
		rowOn(h, ana, tBase, 500),
		rowOn(other, bea, tSplit, 200), // another hand
		rowOn(h, bea, tInsurance, 300), // no stake on the hand
		rowOn(h, bea, tRetiro, 0),
		rowOn(h, seat, tSplit, 300),
		rowOn(other, ana, tSplit, 1500),
	}}
	for _, c := range []struct {
		k       bettorKey
		sum     logs.Cents
		initial bool
		any     bool
	}{
		{ana, 1500, true, true},
		{eva, 0, false, true},
		{bea, 0, false, false},
		{seat, 300, true, true},
		{bettorKey{'p', "zoe"}, 0, false, false},
	} {
		sum, ok := rd.initial(h, c.k)
		if sum != c.sum || ok != c.initial {
			t.Errorf("%v: initial %v %v, want %v %v", c.k, sum, ok, c.sum, c.initial)
		}
		if got := rd.staker(h, c.k); got != c.any {
			t.Errorf("%v: a stake row on the hand %v, want %v", c.k, got, c.any)
		}
	}
	if sum, ok := rd.initial(other, bea); !ok || sum != 200 {
		t.Errorf("bea on hand 1.2: initial %v %v, want 200", sum, ok)
	}
}
