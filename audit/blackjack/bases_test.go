package blackjack_test

import "testing"

// A round's base rows are taken by box, in file order within a box,
// wherever the file lists them: a fourth stake on box 2 listed first in
// the file, before box 1's, still makes box 2's fourth row (B105) the one
// over Castilla y León's three per box, and both boxes count as bet.
func TestBaseRowsByBoxWhateverTheFileOrder(t *testing.T) {
	fs := edited(t, "clean-cyl.txt", nil, edit{"bets.csv", "S1,1,B101,",
		"S1,1,B100,,P7,base,,20.00,20.00,20.00,,2010-05-02T21:04:09+01:00,C1,2,\nS1,1,B101,"})
	if k := keys(fs); k != "BJ-BETS-PER-BOX@1/B105" {
		t.Errorf("findings %q, want BJ-BETS-PER-BOX@1/B105 alone", k)
	}
}
