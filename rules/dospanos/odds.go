package dospanos

import (
	"fmt"
	"math/big"
	"math/bits"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/chemin"
	"github.com/veedor/veedor/rules/odds"
)

// Play is the stated way of playing what the texts leave open: each tableau
// draws on 0–4 and stands on 6–7 (Valencia's silence on 6–7 read as stand),
// and on 5 it draws or stands as DrawOn5 says. The banker, without a
// natural, follows the chemin de fer table where the cells of the tableaux
// that did not show a natural agree on draw or stand; elsewhere (cells that
// differ, an optional cell, both tableaux natural) he draws or stands,
// whichever maximises his expectation over both tableaux after the
// deduction, knowing his two cards and what each tableau showed (its third
// card, that it stood, or its natural).
type Play struct{ DrawOn5 bool }

func (p Play) draws(total int) bool {
	if total == 5 {
		return p.DrawOn5
	}
	return total <= 4
}

// Figures are the probabilities of the nine pairs of results, indexed by the
// first and the second tableau's result +1 (-1 lost, 0 tie, 1 won).
type Figures struct{ P [3][3]*big.Rat }

// Tableau is the expectation of a unit staked on tableau i (0 or 1).
func (f Figures) Tableau(i int) *big.Rat {
	e := new(big.Rat)
	for a := 0; a < 3; a++ {
		for b := 0; b < 3; b++ {
			r := []int{a, b}[i] - 1
			e.Add(e, new(big.Rat).Mul(f.P[a][b], big.NewRat(int64(r), 1)))
		}
	}
	return e
}

// Bank is the banker's expectation per unit staked, one unit on each tableau,
// after a deduction of rateBP basis points on his net win over both.
func (f Figures) Bank(rateBP int64) *big.Rat {
	e := new(big.Rat)
	for a := 0; a < 3; a++ {
		for b := 0; b < 3; b++ {
			e.Add(e, new(big.Rat).Mul(f.P[a][b], big.NewRat(bankValue(a*3+b, rateBP), 20000)))
		}
	}
	return e
}

// bankValue is the banker's net over both tableaux, in 1/10000 of a unit and
// after the deduction, for result class c (first*3+second, each result +1).
func bankValue(c int, rateBP int64) int64 {
	net := -int64(c/3-1) - int64(c%3-1)
	if net > 0 {
		return net * (10000 - rateBP)
	}
	return net * 10000
}

// hand is a hand's total, number of cards and what the banker sees of it.
type hand struct{ total, cards, info int }

// u128 is an unsigned 128-bit counter: a coup's weight fits in 64 bits, the
// sums do not.
type u128 struct{ hi, lo uint64 }

func (x *u128) add(w uint64) {
	var c uint64
	x.lo, c = bits.Add64(x.lo, w, 0)
	x.hi += c
}

func (x u128) big() *big.Int {
	r := new(big.Int).SetUint64(x.hi)
	r.Lsh(r, 64)
	return r.Or(r, new(big.Int).SetUint64(x.lo))
}

// counts is per number of cards used (6..9) and result class.
type counts [4][9]u128

// Information the banker sees of a tableau: its third card 0..9, that it
// stood (chemin.Stood), or its natural 8 or 9 (natural+total-8).
const (
	natural = chemin.Stood + 1
	infos   = natural + 2
)

// Enumerate computes the figures exactly for a shoe holding shoe[v] cards of
// baccarat value v, under p and a deduction of rateBP basis points. Every
// deal is counted by value with its multiplicity (the order of a hand's two
// cards does not change it, so each hand's pair is taken once), the six
// first cards, then the third cards in the order the hands speak.
func Enumerate(shoe [10]int64, p Play, rateBP int64) Figures {
	c := shoe
	var n int64
	for _, k := range c {
		n += k
	}
	var fixed counts
	// open[key][choice]: coups where the banker chooses, key his two cards and
	// what the tableaux showed, choice 0 stand, 1 draw.
	open := make([][2]counts, 100*infos*infos)
	take := func(v int) uint64 { k := c[v]; c[v]--; return uint64(k) }
	put := func(v int) { c[v]++ }
	// pair takes a two-card hand v<=w: its weight counts both orders.
	pair := func(v, w int) uint64 {
		x := take(v) * take(w)
		if v != w {
			x *= 2
		}
		return x
	}
	class := func(a, b, k hand) int {
		return (Beats(a.total, a.cards, k.total, k.cards, false)+1)*3 + Beats(b.total, b.cards, k.total, k.cards, false) + 1
	}
	// third runs f once, or once per third card when draw, with its weight.
	third := func(h hand, draw bool, w uint64, f func(hand, uint64)) {
		if !draw {
			f(h, w)
			return
		}
		for v := 0; v < 10; v++ {
			if x := take(v); x > 0 {
				f(hand{(h.total + v) % 10, 3, v}, w*x)
			}
			put(v)
		}
	}
	tableau := func(h hand) (hand, bool) {
		switch {
		case h.total >= 8:
			h.info = natural + h.total - 8
			return h, false
		case p.draws(h.total):
			return h, true
		}
		h.info = chemin.Stood
		return h, false
	}
	for a1 := 0; a1 < 10; a1++ {
		for a2 := a1; a2 < 10; a2++ {
			wa := pair(a1, a2)
			for b1 := 0; b1 < 10; b1++ {
				for b2 := b1; b2 < 10; b2++ {
					wb := wa * pair(b1, b2)
					for k1 := 0; k1 < 10; k1++ {
						for k2 := k1; k2 < 10; k2++ {
							w := wb * pair(k1, k2)
							if w == 0 {
								put(k1)
								put(k2)
								continue
							}
							a, da := tableau(hand{(a1 + a2) % 10, 2, 0})
							b, db := tableau(hand{(b1 + b2) % 10, 2, 0})
							k := hand{(k1 + k2) % 10, 2, 0}
							third(a, da, w, func(a hand, w uint64) {
								third(b, db, w, func(b hand, w uint64) {
									u := 2
									if a.cards == 3 {
										u++
									}
									if b.cards == 3 {
										u++
									}
									if k.total >= 8 {
										fixed[u-2][class(a, b, k)].add(w)
										return
									}
									if cell, ok := agreed(k.total, a, b); ok {
										if cell == chemin.Stand {
											fixed[u-2][class(a, b, k)].add(w)
											return
										}
										third(k, true, w, func(k hand, w uint64) { fixed[u-1][class(a, b, k)].add(w) })
										return
									}
									o := &open[((k1*10+k2)*infos+a.info)*infos+b.info]
									o[0][u-2][class(a, b, k)].add(w)
									third(k, true, w, func(k hand, w uint64) { o[1][u-1][class(a, b, k)].add(w) })
								})
							})
							put(k1)
							put(k2)
						}
					}
					put(b1)
					put(b2)
				}
			}
			put(a1)
			put(a2)
		}
	}
	// Bring every count to deals of nine ordered cards: a coup that used u
	// cards stands for (n-u)(n-u-1)…(n-8) of them.
	rest := make([]*big.Int, 4)
	for u := 0; u < 4; u++ {
		rest[u] = big.NewInt(1)
		for j := int64(u + 6); j < 9; j++ {
			rest[u].Mul(rest[u], big.NewInt(n-j))
		}
	}
	var tot [9]*big.Int
	for i := range tot {
		tot[i] = new(big.Int)
	}
	addTo := func(dst *[9]*big.Int, x *counts) {
		for u := range x {
			for i := range x[u] {
				dst[i].Add(dst[i], new(big.Int).Mul(x[u][i].big(), rest[u]))
			}
		}
	}
	addTo(&tot, &fixed)
	for i := range open {
		var ch [2][9]*big.Int
		var val [2]*big.Int
		for j := 0; j < 2; j++ {
			for x := range ch[j] {
				ch[j][x] = new(big.Int)
			}
			addTo(&ch[j], &open[i][j])
			val[j] = new(big.Int)
			for x, v := range ch[j] {
				val[j].Add(val[j], new(big.Int).Mul(v, big.NewInt(bankValue(x, rateBP))))
			}
		}
		best := 0
		if val[1].Cmp(val[0]) > 0 {
			best = 1
		}
		for x, v := range ch[best] {
			tot[x].Add(tot[x], v)
		}
	}
	all := big.NewInt(1)
	for j := int64(0); j < 9; j++ {
		all.Mul(all, big.NewInt(n-j))
	}
	var f Figures
	for x, v := range tot {
		f.P[x/3][x%3] = new(big.Rat).SetFrac(v, all)
	}
	return f
}

// agreed is the table's cell when the tableaux without a natural have the
// same fixed cell (draw or stand) for bank total k.
func agreed(k int, hs ...hand) (byte, bool) {
	var cell byte
	for _, h := range hs {
		if h.info >= natural {
			continue
		}
		c := chemin.Cell(k, h.info)
		if c == chemin.Option || (cell != 0 && c != cell) {
			return 0, false
		}
		cell = c
	}
	return cell, cell != 0
}

// Shoe is a full shoe of decks decks by baccarat value.
func Shoe(decks int) [10]int64 {
	var s [10]int64
	for v := range s {
		s[v] = int64(4 * decks)
	}
	s[0] = int64(16 * decks)
	return s
}

func pct(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }

func figures(region string) ([]odds.Table, error) {
	var out []odds.Table
	for _, id := range []string{rules.ES1977, rules.CV2003} {
		in := rules.Instruments[id]
		if in.Region != region {
			continue
		}
		t := odds.Table{
			Title:   fmt.Sprintf("Baccara a dos paños, %s (%s)", id, in.Title),
			Columns: []string{"variant", "decks", "deduction", "tableaux on 5", "first tableau's expectation", "second tableau's expectation", "banker's expectation (per unit staked)"},
		}
		for _, v := range []string{Limitada, Libre} {
			d, bp := Decks(id, v), RateBP(v)
			for _, p := range []Play{{false}, {true}} {
				f := Enumerate(Shoe(d), p, bp)
				on5 := "stand"
				if p.DrawOn5 {
					on5 = "draw"
				}
				t.Rows = append(t.Rows, []string{v, fmt.Sprint(d), new(big.Rat).SetFrac64(bp, 100).FloatString(2) + "%", on5,
					pct(f.Tableau(0)), pct(f.Tableau(1)), pct(f.Bank(bp))})
			}
		}
		t.Note = "Exact enumeration of every deal from the shoe by card value. Stated play: each tableau draws on 0–4, stands on 6–7 and on 5 as the column says; a tableau's natural is shown and it takes no card; the banker with a natural stands. Otherwise the banker follows the chemin de fer table where the cells of the tableaux without a natural agree on draw or stand, and elsewhere (cells that differ, an optional cell, both tableaux natural) draws or stands, whichever maximises his expectation over both tableaux after the deduction, knowing his cards and what each tableau showed. A two-card 9 against a three-card 9 is a tie (switch bdp-natural-nine, reading tie); the deduction is on the banker's net win over both tableaux (switch bdp-commission-base, reading net). One unit is staked on each tableau. "
		if id == rules.CV2003 {
			t.Note += "The table is the one the Valencian chemin de fer text prints (L1502–L1509), read with its duplicated column deleted."
		} else {
			t.Note += "This text has no table: the figures use the one the Valencian text prints (CV 2003 L1502–L1509), read with its duplicated column deleted; they rest on a reconstructed table (reference)."
		}
		out = append(out, t)
	}
	return out, nil
}

func init() { odds.Register(Game, figures) }
