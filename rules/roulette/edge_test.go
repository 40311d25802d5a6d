package roulette

import (
	"math/big"
	"testing"
)

// Every roulette bet on a single-zero wheel has a house edge of exactly 1/37
// (published figure, shared/notes/references.md); simple chances with half
// back on zero have 1/74. Computed exhaustively over the 37 numbers from the
// encoded payouts and coverage of every instrument: one wrong payout fails it.
func TestHouseEdgeFromEncodedPayouts(t *testing.T) {
	n := 0
	for inID, byGame := range params {
		for game, p := range byGame {
			for typ := range p.Bets {
				edge, err := Edge(p, typ)
				if err != nil {
					t.Fatal(err)
				}
				want := big.NewRat(1, 37)
				if Simple(typ) {
					want = big.NewRat(1, 74)
				}
				if edge.Cmp(want) != 0 {
					t.Errorf("%s %s %s: house edge %s, want %s", inID, game, typ, edge.RatString(), want.RatString())
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d bets checked", n)
	}
	// A wrong payout must show: a caballo paying 16 has another edge.
	p := *params["es-1977"][French]
	p.Bets = map[string]BetSpec{Caballo: {Payout: Ratio{16, 1}}}
	if e, _ := Edge(&p, Caballo); e.Cmp(big.NewRat(1, 37)) == 0 {
		t.Error("a wrong payout gave the right edge")
	}
}
