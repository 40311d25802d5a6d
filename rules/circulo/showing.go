package circulo

import (
	"sort"

	"github.com/veedor/veedor/rules/cards"
)

// High is a card's rank with the ace high (A=14, K=13 … 2=2).
func High(c cards.Card) int {
	if c.Rank == 0 {
		return 14
	}
	return int(c.Rank) + 1
}

// Showing ranks a stud seat's face-up cards (one to four) for who opens an
// interval (L797, L857): four of a kind, three, two pairs, a pair, then the
// highest cards; fewer than five cards make no straight or flush. Higher is
// better; equal values tie (suits never break ties: position does).
func Showing(up []cards.Card) uint32 {
	var count [15]int
	for _, c := range up {
		count[High(c)]++
	}
	type grp struct{ n, r int }
	var gs []grp
	for r := 14; r >= 2; r-- {
		if count[r] > 0 {
			gs = append(gs, grp{count[r], r})
		}
	}
	sort.SliceStable(gs, func(i, j int) bool { return gs[i].n > gs[j].n })
	cat := uint32(0)
	switch {
	case len(gs) > 0 && gs[0].n == 4:
		cat = 4
	case len(gs) > 0 && gs[0].n == 3:
		cat = 3
	case len(gs) > 1 && gs[0].n == 2 && gs[1].n == 2:
		cat = 2
	case len(gs) > 0 && gs[0].n == 2:
		cat = 1
	}
	v := cat
	for i := 0; i < 4; i++ {
		v <<= 4
		if i < len(gs) {
			v |= uint32(gs[i].r)
		}
	}
	return v
}

// BringInRank is a card's rank for the lowest up-card of seven stud's first
// interval (L795): the ace high, or low under the other reading of A-41.
func BringInRank(c cards.Card, aceLow bool) int {
	if c.Rank == 0 && aceLow {
		return 1
	}
	return High(c)
}
