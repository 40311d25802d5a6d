package boule

import (
	"math/big"
	"testing"
)

// The published figure: every boule bet gives the house 1/9 (the 5 is the
// house's number for the simple chances; a number pays 7 to 1 of 9).
func TestEdgeIsOneNinth(t *testing.T) {
	for _, b := range Types {
		if got := Edge(b, 7); got.Cmp(big.NewRat(1, 9)) != 0 {
			t.Errorf("%s: edge %s, want 1/9", b, got)
		}
	}
	if got := Edge(Pleno, 6); got.Cmp(big.NewRat(2, 9)) != 0 {
		t.Errorf("pleno 7 for 1: edge %s, want 2/9", got)
	}
	tables, err := figures("cv")
	if err != nil || len(tables) != 1 || len(tables[0].Rows) != 8 || tables[0].Rows[2][3] != "11.1111%" {
		t.Errorf("figures: %v %v", tables, err)
	}
}
