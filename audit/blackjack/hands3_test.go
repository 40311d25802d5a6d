package blackjack

// Two helpers whose mutants lived (issue 23): when a doubled hand's ace is
// held at one, and when a hand no longer waits for the croupier's cards.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
)

func handOf(t *testing.T, list string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, s := range strings.Split(list, ",") {
		c, err := cards.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// The Valencian double on ace-8 or ace-9 (CV L721) holds the ace at one,
// in either order and before the card after the double too; no other
// first two cards (ace-7, ace-ten, two aces, 5-4), no hand not doubled and
// no other text do. The totals show it: ace-8 doubled and a 2 is 11, not
// 21; ace-9 doubled with no card yet is 10.
func TestAceHeldAtOne(t *testing.T) {
	cv := &session{text: rules.CV2003}
	for _, c := range []struct {
		x       *session
		hand    string
		doubled bool
		want    bool
	}{
		{cv, "AS,8D,2C", true, true},
		{cv, "8D,AS,2C", true, true},
		{cv, "AS,9D", true, true},
		{cv, "9D,AS,5C", true, true},
		{cv, "AS,7D,2C", true, false},
		{cv, "AS,TD,2C", true, false},
		{cv, "TD,AS", true, false},
		{cv, "AS,AD,2C", true, false},
		{cv, "5S,4D,2C", true, false},
		{cv, "AS,8D,2C", false, false},
		{&session{text: rules.ES1977}, "AS,8D,2C", true, false},
	} {
		h := &hand{cards: handOf(t, c.hand), doubled: c.doubled}
		if got := c.x.aceOne(h); got != c.want {
			t.Errorf("%s, %s, doubled %v: ace held at one %v, want %v", c.x.text, c.hand, c.doubled, got, c.want)
		}
	}
	for list, want := range map[string]int{"AS,8D,2C": 11, "AS,9D": 10, "TD,AS": 21} {
		if got := cv.total(&hand{cards: handOf(t, list), doubled: true}); got != want {
			t.Errorf("Valencia, %s doubled: total %d, want %d", list, got, want)
		}
	}
}

// A hand is settled when every bettor staking on it surrendered or took
// even money: one of each on a hand of two bettors is settled; markers on
// another hand, or of another bettor, settle nothing; and a round whose
// rows have no marker (rd.marks) is read as such.
func TestHandSettledByMarkers(t *testing.T) {
	p1, p2 := bettorKey{'p', "P1"}, bettorKey{'p', "P2"}
	h, other := &hand{name: "1"}, &hand{name: "2"}
	rd := &round{marks: true, bets: []rbet{rowOn(h, p1, tBase, 1000), rowOn(h, p2, tDouble, 0)}}
	if rd.settled(h) {
		t.Error("two stakers, no marker: settled")
	}
	rd.bets = append(rd.bets, rowOn(other, p2, tEvenMoney, 0), rowOn(h, bettorKey{'s', "P2"}, tEvenMoney, 0))
	if rd.settled(h) {
		t.Error("P2's even money on another hand, a seat's on this one: settled")
	}
	rd.bets = append(rd.bets, rowOn(h, p1, tRetiro, 0))
	if rd.settled(h) {
		t.Error("P1 surrendered, P2 still plays: settled")
	}
	if !rd.marked(h, p1, tRetiro) || rd.marked(h, p1, tEvenMoney) || rd.marked(other, p1, tRetiro) {
		t.Error("P1's retiro on hand 1: read wrong")
	}
	rd.bets = append(rd.bets, rowOn(h, p2, tEvenMoney, 0))
	if !rd.settled(h) {
		t.Error("P1 surrendered, P2 took even money: not settled")
	}
	if rd.marks = false; rd.settled(h) || rd.marked(h, p1, tRetiro) {
		t.Error("a round without markers: settled or marked")
	}
	// Markers and no stake: nothing waits for the croupier.
	if rd := (&round{marks: true, bets: []rbet{rowOn(h, p1, tRetiro, 0)}}); !rd.settled(h) {
		t.Error("a marker and no stake: not settled")
	}
}
