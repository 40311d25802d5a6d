// Package blackjack holds black-jack as data: the dealer's rule and the
// shoe per instrument, and the exact distribution of the dealer's final
// totals that follows from them.
package blackjack

import (
	"fmt"
	"math/big"
	"time"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// Game is the log slug of black-jack.
const Game = "black-jack"

// Shoe and dealer rule per instrument. Every text deals the dealer one card
// and no hole card, and has him stand on every 17, soft ones included.
var (
	Decks = map[string]struct {
		N    int
		Cite rules.Citation
	}{
		rules.ES1977:  {6, rules.Cite(rules.ES1977, "03.II.1", 93, "Al black-jack se juega con seis barajas de 52 cartas cada una")},
		rules.CyL2008: {6, rules.Cite(rules.CyL2008, "03.II", 149, "Al black-jack se juega con seis barajas de 52 cartas, cada una")},
		rules.CV2003:  {6, rules.Cite(rules.CV2003, "03.II.2", 599, "Al Black-Jack se juega con seis barajas de 52 cartas cada una")},
	}
	DealerStands = map[string]rules.Citation{
		rules.ES1977: rules.Cite(rules.ES1977, "03.V.1.a", 114, "Al llegar a 17 puntos deberá plantarse, no pudiendo tomar naipes suplementarios."),
		rules.CV2003: rules.Cite(rules.CV2003, "03.V.1.a", 671, "Al llegar a 17 puntos deberá plantarse, no pudiendo tomar naipes suplementarios."),
	}
	SoftSeventeen = map[string]rules.Citation{
		rules.ES1977: rules.Cite(rules.ES1977, "03.V.1.a", 114, "deberá contarlo como 11 puntos si con este valor alcanza 17 o más"),
		rules.CV2003: rules.Cite(rules.CV2003, "03.V.1.a", 671, "deberá contarlos como once puntos si con este valor alcanza 17 o más"),
	}
	OneCardToDealer = map[string]rules.Citation{
		rules.ES1977: rules.Cite(rules.ES1977, "03.V.1.a", 111, "y dándose a él mismo otro naipe"),
		rules.CV2003: rules.Cite(rules.CV2003, "03.V.1.a", 665, "dándose él mismo otro naip"),
	}
)

// Final outcomes of the dealer's hand, in the order of Dist.
const (
	T17 = iota
	T18
	T19
	T20
	T21
	BJ // two-card 21
	Bust
	nOutcomes
)

// Dist is the probability of each final outcome.
type Dist [nOutcomes]*big.Rat

// DealerDist is the exact distribution of the dealer's final hand given his
// up-card (1 = ace .. 10 = ten or figure), drawing from a shoe of decks
// decks less that up-card and no other card (the standard convention of the
// published tables). hitSoft17 draws on soft 17 (no Spanish text does; the
// switch exists to check the engine against the published H17 tables).
// afterPeek conditions on the dealer not having black-jack (US hole card).
func DealerDist(decks, up int, hitSoft17, afterPeek bool) Dist {
	var counts [11]int64
	for v := 1; v <= 10; v++ {
		counts[v] = int64(4 * decks)
	}
	counts[10] = int64(16 * decks)
	counts[up]--
	var d Dist
	for i := range d {
		d[i] = new(big.Rat)
	}
	var walk func(total int, soft bool, ncards int, p *big.Rat, left int64)
	walk = func(total int, soft bool, ncards int, p *big.Rat, left int64) {
		best := total
		if soft && total+10 <= 21 {
			best = total + 10
		}
		switch {
		case best > 21:
			d[Bust].Add(d[Bust], p)
			return
		case ncards == 2 && best == 21:
			d[BJ].Add(d[BJ], p)
			return
		case best >= 18 || best == 17 && !(hitSoft17 && soft && total+10 == 17):
			d[T17+best-17].Add(d[T17+best-17], p)
			return
		}
		for v := 1; v <= 10; v++ {
			c := counts[v]
			if c == 0 {
				continue
			}
			q := new(big.Rat).Mul(p, big.NewRat(c, left))
			counts[v]--
			walk(total+v, soft || v == 1, ncards+1, q, left-1)
			counts[v]++
		}
	}
	walk(up, up == 1, 1, big.NewRat(1, 1), int64(52*decks-1))
	if afterPeek && d[BJ].Sign() > 0 {
		keep := new(big.Rat).Sub(big.NewRat(1, 1), d[BJ])
		for i := range d {
			d[i].Quo(d[i], keep)
		}
		d[BJ] = new(big.Rat)
	}
	return d
}

// AllUps weighs the distributions by the up-card's chance (a ten four times
// as likely as any other rank).
func AllUps(decks int, hitSoft17, afterPeek bool) Dist {
	var all Dist
	for i := range all {
		all[i] = new(big.Rat)
	}
	for up := 1; up <= 10; up++ {
		w := big.NewRat(1, 13)
		if up == 10 {
			w = big.NewRat(4, 13)
		}
		d := DealerDist(decks, up, hitSoft17, afterPeek)
		for i := range all {
			all[i].Add(all[i], new(big.Rat).Mul(d[i], w))
		}
	}
	return all
}

func row(label string, d Dist) []string {
	r := []string{label}
	for _, p := range d {
		r = append(r, p.FloatString(6))
	}
	return r
}

// figures is the dealer's final-total table under the text in force in region.
func figures(region string) ([]odds.Table, error) {
	in, err := rules.InForce(region, Game, time.Now())
	if err != nil {
		return nil, err
	}
	id := in.ID
	if id == rules.ES1979 {
		id = rules.ES1977 // the 1979 black-jack text is not in the sources
	}
	decks := Decks[id]
	t := odds.Table{
		Title:   fmt.Sprintf("Black-jack, %s: dealer's final hand by up-card, %d decks (%s L%d), stands on every 17, no hole card", in.ID, decks.N, decks.Cite.Seed, decks.Cite.Line),
		Columns: []string{"up", "17", "18", "19", "20", "21", "BJ", "bust"},
	}
	for up := 1; up <= 10; up++ {
		label := fmt.Sprint(up)
		if up == 1 {
			label = "A"
		}
		t.Rows = append(t.Rows, row(label, DealerDist(decks.N, up, false, false)))
	}
	t.Rows = append(t.Rows, row("All", AllUps(decks.N, false, false)))
	if in.ID != id || region == rules.RegionCyL {
		t.Note = "The dealer's rule rests on the national 1977 text (03.V.1.a, L114): the instrument in force does not restate it."
	}
	return []odds.Table{t}, nil
}

func init() { odds.Register(Game, figures) }
