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
	for inID, byGame := range params {
		for game, p := range byGame {
			for typ, spec := range p.Bets {
				ret := new(big.Rat) // total returned over the 37 numbers, per unit stake
				for n := 0; n <= 36; n++ {
					ret.Add(ret, grossReturn(t, p, typ, spec, n))
				}
				stake := big.NewRat(37, 1)
				if Announced(typ) {
					stake = big.NewRat(int64(37*ChipCount(typ)), 1)
				}
				edge := new(big.Rat).Sub(stake, ret)
				edge.Quo(edge, stake)
				want := big.NewRat(1, 37)
				if Simple(typ) {
					want = big.NewRat(1, 74)
				}
				if edge.Cmp(want) != 0 {
					t.Errorf("%s %s %s: house edge %s, want %s", inID, game, typ, edge.RatString(), want.RatString())
				}
			}
		}
	}
}

// grossReturn is what one unit per chip brings back when n wins.
func grossReturn(t *testing.T, p *Params, typ string, spec BetSpec, n int) *big.Rat {
	if Announced(typ) {
		r := new(big.Rat)
		for _, c := range AnnouncedBets[typ] {
			if c.Numbers.Has(n) {
				pay := p.Bets[c.Type].Payout
				r.Add(r, big.NewRat(int64(c.Count)*(pay.Num+pay.Den), pay.Den))
			}
		}
		return r
	}
	if Simple(typ) && n == 0 {
		return big.NewRat(1, 2) // half back
	}
	sel := map[string]string{Pleno: "17", Caballo: "17-20", Transversal: "16-17-18", Cuadro: "13-14-16-17", Seisena: "13-14-15-16-17-18", Columna: "2", Docena: "2", DosColumnas: "1-2", DosDocenas: "1-2"}[typ]
	c, err := Cover(typ, sel, LayoutOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Numbers.Has(n) {
		return big.NewRat(spec.Payout.Num+spec.Payout.Den, spec.Payout.Den)
	}
	return new(big.Rat)
}
