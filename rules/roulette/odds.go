package roulette

import (
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// sampleSelection is one selection of each bet type, to enumerate its wins.
var sampleSelection = map[string]string{Pleno: "17", Caballo: "17-20", Transversal: "16-17-18", Cuadro: "13-14-16-17",
	Seisena: "13-14-15-16-17-18", Columna: "2", Docena: "2", DosColumnas: "1-2", DosDocenas: "1-2"}

// Edge is the exact house edge on handle of one bet type under p, over the
// 37 numbers: a simple chance gets half back on zero (the prisión has the
// same expectation when the freed bet keeps its whole stake).
func Edge(p *Params, typ string) (*big.Rat, error) {
	stake := big.NewRat(37, 1)
	ret := new(big.Rat)
	for n := 0; n <= 36; n++ {
		switch {
		case Announced(typ):
			for _, c := range AnnouncedBets[typ] {
				if c.Numbers.Has(n) {
					pay := p.Bets[c.Type].Payout
					ret.Add(ret, big.NewRat(int64(c.Count)*(pay.Num+pay.Den), pay.Den))
				}
			}
		case Simple(typ) && n == 0:
			ret.Add(ret, big.NewRat(1, 2))
		default:
			c, err := Cover(typ, sampleSelection[typ], LayoutOptions{})
			if err != nil {
				return nil, err
			}
			if c.Numbers.Has(n) {
				pay := p.Bets[typ].Payout
				ret.Add(ret, big.NewRat(pay.Num+pay.Den, pay.Den))
			}
		}
	}
	if Announced(typ) {
		stake = big.NewRat(int64(37*ChipCount(typ)), 1)
	}
	edge := new(big.Rat).Sub(stake, ret)
	return edge.Quo(edge, stake), nil
}

func figures(game string) odds.Func {
	return func(region string) ([]odds.Table, error) {
		in, err := rules.InForce(region, game, time.Now())
		if err != nil {
			return nil, err
		}
		p, ok := For(in.ID, game)
		if !ok {
			return nil, fmt.Errorf("no %s parameters for %s", game, in.ID)
		}
		t := odds.Table{
			Title:   fmt.Sprintf("%s, %s: house edge of each bet from the encoded payouts (37 numbers)", game, in.ID),
			Columns: []string{"bet", "payout", "house edge", "exact"},
		}
		types := make([]string, 0, len(p.Bets))
		for typ := range p.Bets {
			types = append(types, typ)
		}
		sort.Strings(types)
		for _, typ := range types {
			e, err := Edge(p, typ)
			if err != nil {
				return nil, err
			}
			pay := p.Bets[typ].Payout.String()
			if Announced(typ) {
				pay = "per chip"
			}
			t.Rows = append(t.Rows, []string{typ, pay, new(big.Rat).Mul(e, big.NewRat(100, 1)).FloatString(4) + "%", e.RatString()})
		}
		t.Note = "Simple chances: half back on zero; on the French table the prisión, with the whole stake freed, has the same expectation."
		return []odds.Table{t}, nil
	}
}

func init() {
	for _, g := range Games {
		odds.Register(g, figures(g))
	}
}
