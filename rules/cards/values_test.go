package cards

import "testing"

// Each rank's values written out (issue 23: Figure was untested, and the
// ten is the boundary of every value).
func TestRankValues(t *testing.T) {
	for _, c := range []struct {
		card                 string
		pips, baccarat, tenV int
		figure               bool
	}{
		{"AS", 1, 1, 1, false}, {"9H", 9, 9, 9, false}, {"TD", 10, 0, 10, false},
		{"JC", 11, 0, 10, true}, {"QS", 12, 0, 10, true}, {"KH", 13, 0, 10, true},
	} {
		k, err := Parse(c.card)
		if err != nil {
			t.Fatal(err)
		}
		if k.Pips() != c.pips || k.Baccarat() != c.baccarat || k.TenValue() != c.tenV || k.Figure() != c.figure {
			t.Errorf("%s: pips %d, baccarat %d, ten-value %d, figure %v", c.card, k.Pips(), k.Baccarat(), k.TenValue(), k.Figure())
		}
	}
}
