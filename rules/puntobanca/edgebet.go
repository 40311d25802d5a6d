package puntobanca

import (
	"math/big"
	"sync"
)

// Coup outcomes, in the order of Probabilities and Returns.
const (
	BankerWins = iota
	PlayerWins
	Tie
)

var probs sync.Map // decks → [3]float64

// Probabilities are the exact chances of a coup's result (banca, punto,
// tie) from a full shoe of decks decks under the encoded drawing rules,
// enumerated once per deck count (Enumerate).
func Probabilities(decks int) [3]float64 {
	if p, ok := probs.Load(decks); ok {
		return p.([3]float64)
	}
	o := Enumerate(decks)
	total, _ := new(bigFloat).SetInt(o.Total).Float64()
	var p [3]float64
	for i, n := range []*bigInt{o.Banker, o.Player, o.Tie} {
		f, _ := new(bigFloat).SetInt(n).Float64()
		p[i] = f / total
	}
	probs.Store(decks, p)
	return p
}

// Returns is what one unit staked on a bet type hands back (stake included)
// for each result: banca paid even money less the 5% deduction (19/20), punto
// even money, empate 8 to 1; punto and banca are handed back on a tie. ok is
// false for a type that is none of the three.
func Returns(typ string) (r [3]float64, ok bool) {
	switch typ {
	case "banca":
		return [3]float64{1.95, 0, 1}, true
	case "punto":
		return [3]float64{0, 2, 1}, true
	case "empate":
		return [3]float64{0, 0, 9}, true
	}
	return r, false
}

type (
	bigInt   = big.Int
	bigFloat = big.Float
)
