// Package hands evaluates the hands of póquer de círculo (Castilla y León
// 2008, 11 V; Comunitat Valenciana 2003, 12 V) as pure functions: the
// ranking of L539–L561 over a deck of 52, 32 or 28 cards, the tie-breaks of
// L563–L579 with each ambiguous passage as a reading chosen by the caller,
// and the ways a variant forms its hand (five of five, best five of seven,
// exactly two hole cards and three of the board).
//
// Line numbers are those of the Castilla y León seed (002_…); the
// Valencian text (003_…, L2653, L2817–L2859, L3181) says the same.
package hands

import (
	"fmt"

	"github.com/veedor/veedor/rules/cards"
)

// Deck is the number of cards in play, which fixes the ranks in use: 52 all
// of them; 32 A, K, Q, J, 10, 9, 8, 7 (L855); 28 A, K, Q, J, 10, 9, 8 (L865).
// The ace plays high after the king or low before the lowest rank in use
// (L509), so each deck has its own low straight.
type Deck int

// The decks of the variants: 52 (seven stud, Omaha, hold'em, cubierto),
// 32 (five stud, cubierto), 28 (sintético).
const (
	Deck52 Deck = 52
	Deck32 Deck = 32
	Deck28 Deck = 28
)

// lowest is the value of the lowest rank in use (2..14 scale, ace 14).
func (d Deck) lowest() (int, error) {
	switch d {
	case Deck52:
		return 2, nil
	case Deck32:
		return 7, nil
	case Deck28:
		return 8, nil
	}
	return 0, fmt.Errorf("deck of %d cards: póquer de círculo is played with 52, 32 or 28", int(d))
}

// Has reports whether the card belongs to the deck.
func (d Deck) Has(c cards.Card) bool {
	lo, err := d.lowest()
	if err != nil || c.Rank > 12 || c.Suit > 3 {
		return false
	}
	return c.Rank == 0 || int(c.Rank)+1 >= lo
}

// Cards lists the deck, ranks in notation order (ace first), suits within.
func (d Deck) Cards() []cards.Card {
	var out []cards.Card
	for r := uint8(0); r < 13; r++ {
		for s := uint8(0); s < 4; s++ {
			if c := (cards.Card{Rank: r, Suit: s}); d.Has(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// Readings are the readings of the passages where the text allows two; each
// is 1 or 2 (0 is an error: the caller must choose). The switches and their
// defaults live in rules/circulo.
type Readings struct {
	// A-26, L575: after the highest pair of two figuras hands, 1 = the
	// second pair (a hand with one beats a hand without), then the
	// remaining cards; 2 = the highest remaining card, paired or not,
	// then the next.
	FiguresTieBreak int
	// A-27, L561 and L571: color and carta mayor, 1 = card by card down
	// the hand; 2 = the single highest card only, else the hands tie.
	HighCardTieBreak int
	// A-28, L509 and L569: the ace of a low straight (A-2-3-4-5,
	// A-7-8-9-10, A-8-9-10-J), 1 = low, the straight's top is its fifth
	// card and it is the lowest straight; 2 = the ace counts high, so the
	// low straight beats every straight without an ace.
	LowAceStraight int
	// Cards the tie-break text does not name (L565–L579): the fifth card
	// of a póquer, the pair of a full, the two odd cards of a trío, a
	// pair's cards after the highest of the rest, a straight's cards after
	// its top. 1 = they still break a tie, card by card (standard
	// practice); 2 = they do not, the hands tie. Not in the digest's
	// list; it matters only where hands share cards (community cards, the
	// carta común of seven stud) or with a low straight read ace high.
	Kickers int
}

func (r Readings) check() error {
	for _, f := range []struct {
		name string
		v    int
	}{{"FiguresTieBreak (A-26)", r.FiguresTieBreak}, {"HighCardTieBreak (A-27)", r.HighCardTieBreak},
		{"LowAceStraight (A-28)", r.LowAceStraight}, {"Kickers", r.Kickers}} {
		if f.v != 1 && f.v != 2 {
			return fmt.Errorf("reading %s is %d: it must be 1 or 2", f.name, f.v)
		}
	}
	return nil
}

// Class is a combination of L539–L561, lowest first. Its place in the
// ranking depends on the deck: below 52 cards color beats full (L549).
type Class int

const (
	CartaMayor    Class = iota // k) carta mayor, L561
	Pareja                     // j) pareja, L559
	DoblePareja                // i) doble pareja, L557
	Figuras                    // h) figuras, only in póquer cubierto, L555
	Trio                       // g) trío, L553
	Escalera                   // f) escalera, L551
	Color                      // e) color, L549
	Full                       // d) full, L547
	Poquer                     // c) póquer, L545
	EscaleraColor              // b) escalera de color, L543
	EscaleraReal               // a) escalera real de color, L541
)

// Classes lists every class in the order of a 52-card deck, lowest first.
var Classes = []Class{CartaMayor, Pareja, DoblePareja, Figuras, Trio, Escalera, Color, Full, Poquer, EscaleraColor, EscaleraReal}

var classNames = [...][2]string{
	{"carta mayor", "high card"}, {"pareja", "pair"}, {"doble pareja", "two pair"}, {"figuras", "figures"},
	{"trío", "three of a kind"}, {"escalera", "straight"}, {"color", "flush"}, {"full", "full house"},
	{"póquer", "four of a kind"}, {"escalera de color", "straight flush"}, {"escalera real de color", "royal flush"},
}

// ES and EN name the class in the reports' languages.
func (c Class) ES() string {
	if c < 0 || int(c) >= len(classNames) {
		return "?"
	}
	return classNames[c][0]
}

func (c Class) EN() string {
	if c < 0 || int(c) >= len(classNames) {
		return "?"
	}
	return classNames[c][1]
}

func (c Class) String() string { return c.ES() }

// Ranked lists the classes of deck d lowest first: with fewer than 52
// cards color ranks above full (L549).
func Ranked(d Deck) []Class {
	out := append([]Class(nil), Classes...)
	if d != Deck52 {
		out[6], out[7] = Full, Color
	}
	return out
}

// place is the class's position in the ranking of deck d.
func place(d Deck, c Class) uint64 {
	if d != Deck52 {
		switch c {
		case Full:
			return uint64(Color)
		case Color:
			return uint64(Full)
		}
	}
	return uint64(c)
}

// Value is an evaluated hand: of two hands evaluated under the same deck and
// readings the higher Value wins and equal Values tie (the pot is split,
// L655). Values of different decks or readings are not comparable. The zero
// Value is no hand.
//
// Layout: bits 24–27 the class's place in the deck's ranking, bits 20–23
// the class, then five 4-bit ranks (2..14, an ace played low 1) most
// significant first, zero where the reading does not count the card.
type Value uint64

// ClassOf is the class of an evaluated hand.
func ClassOf(v Value) Class { return Class(v >> 20 & 0xF) }

// Ranks are the ranks that break a tie, most significant first (ace 14, or
// 1 when played low; 0 for a card the readings do not count).
func (v Value) Ranks() [5]int {
	var out [5]int
	for i := range out {
		out[i] = int(v >> (16 - 4*i) & 0xF)
	}
	return out
}

// String describes the hand: its class and the ranks that count.
func (v Value) String() string {
	const names = "?A23456789TJQKA"
	b := []byte(ClassOf(v).ES())
	sep := byte(' ')
	for _, r := range v.Ranks() {
		if r != 0 && r < len(names) {
			b = append(b, sep, names[r])
			sep = '-'
		}
	}
	return string(b)
}

// high is a card's rank on the 2..14 scale, ace 14.
func high(c cards.Card) int {
	if c.Rank == 0 {
		return 14
	}
	return int(c.Rank) + 1
}

// check validates cards against the deck: each in the deck, none twice.
func check(d Deck, cs ...[]cards.Card) error {
	if _, err := d.lowest(); err != nil {
		return err
	}
	var seen [13][4]bool
	for _, list := range cs {
		for _, c := range list {
			if !d.Has(c) {
				if c.Rank > 12 || c.Suit > 3 {
					return fmt.Errorf("card rank %d suit %d is not a card", c.Rank, c.Suit)
				}
				return fmt.Errorf("card %s is not in the %d-card deck", c, int(d))
			}
			if seen[c.Rank][c.Suit] {
				return fmt.Errorf("card %s appears twice", c)
			}
			seen[c.Rank][c.Suit] = true
		}
	}
	return nil
}

// Eval5 evaluates exactly five cards. figuras is true only in póquer
// cubierto (L555): five cards all aces, kings, queens or jacks that make no
// better combination are figuras, above doble pareja, so K-K-Q-Q-A is
// figuras, not doble pareja (the literal reading the digest records).
func Eval5(d Deck, r Readings, figuras bool, hand [5]cards.Card) (Value, Class, error) {
	if err := check(d, hand[:]); err != nil {
		return 0, 0, err
	}
	if err := r.check(); err != nil {
		return 0, 0, err
	}
	lo, _ := d.lowest()
	v := eval5(d, lo, r, figuras, &hand)
	return v, ClassOf(v), nil
}

// eval5 evaluates five valid cards; lo is the deck's lowest rank.
func eval5(d Deck, lo int, r Readings, figuras bool, h *[5]cards.Card) Value {
	var count [15]uint8
	flush := true
	allFigures := true
	for i, c := range h {
		v := high(c)
		count[v]++
		if i > 0 && c.Suit != h[0].Suit {
			flush = false
		}
		if v < 11 {
			allFigures = false
		}
	}
	// Ranks ordered by (count, rank) descending; top and second count.
	var g [5]int
	k, top, second := 0, 0, 0
	for n := uint8(4); n >= 1; n-- {
		for v := 14; v >= 2; v-- {
			if count[v] == n {
				g[k] = v
				k++
				if top == 0 {
					top = int(n)
				} else if second == 0 {
					second = int(n)
				}
			}
		}
	}
	straight, lowAce := false, false
	if k == 5 {
		if g[0]-g[4] == 4 {
			straight = true
		} else if g[0] == 14 && g[1] == lo+3 && g[4] == lo {
			// A with the four lowest ranks in use (L509).
			straight, lowAce = true, true
		}
	}
	var c Class
	switch {
	case straight && flush && g[0] == 14 && !lowAce:
		c = EscaleraReal
	case straight && flush:
		c = EscaleraColor
	case top == 4:
		c = Poquer
	case top == 3 && second == 2:
		c = Full
	case flush:
		c = Color
	case straight:
		c = Escalera
	case top == 3:
		c = Trio
	case figuras && allFigures:
		// Five figures always hold a pair; trío and better are caught above.
		c = Figuras
	case top == 2 && second == 2:
		c = DoblePareja
	case top == 2:
		c = Pareja
	default:
		c = CartaMayor
	}
	// The ranks that count, most significant first.
	var t [5]int
	keep := 5
	switch c {
	case EscaleraReal, EscaleraColor, Escalera:
		t = g
		if lowAce {
			if r.LowAceStraight == 1 {
				t = [5]int{g[1], g[2], g[3], g[4], 1}
			}
		}
		if r.Kickers == 2 {
			keep = 1 // L569: the card that completes it
		}
	case Poquer, Full, Trio:
		t = g
		if r.Kickers == 2 {
			keep = 1 // L565, L567, L573: the four or the three
		}
	case Pareja:
		t = g
		if r.Kickers == 2 {
			keep = 2 // L579: the pair, then the highest of the rest
		}
	case DoblePareja:
		t = g // L577 names all three
	case Color, CartaMayor:
		t = g
		if r.HighCardTieBreak == 2 {
			keep = 1
		}
	case Figuras:
		if r.FiguresTieBreak == 1 {
			// The pair, the second pair (none counts 0: a hand with a
			// second pair beats one without), then the odd cards.
			if second == 2 {
				t = g
			} else {
				t = [5]int{g[0], 0, g[1], g[2], g[3]}
			}
		} else {
			// The pair, then the other three cards high to low, a
			// second pair counting as two cards of its rank.
			rest := make([]int, 0, 3)
			for v := 14; v >= 11; v-- {
				n := int(count[v])
				if v == g[0] {
					n -= 2
				}
				for ; n > 0; n-- {
					rest = append(rest, v)
				}
			}
			t = [5]int{g[0], rest[0], rest[1], rest[2], 0}
		}
	}
	val := place(d, c)<<24 | uint64(c)<<20
	for i := 0; i < keep; i++ {
		val |= uint64(t[i]) << (16 - 4*i)
	}
	return Value(val)
}

// Best is the best five of five to seven cards (seven stud L779, hold'em
// L847: any five of the seven). Of equal best hands the first in the order
// of the cards given is returned.
func Best(d Deck, r Readings, figuras bool, cs []cards.Card) (Value, Class, [5]cards.Card, error) {
	if len(cs) < 5 || len(cs) > 7 {
		return 0, 0, [5]cards.Card{}, fmt.Errorf("%d cards: the best hand is chosen from 5 to 7", len(cs))
	}
	return combine(d, r, figuras, cs, nil, 5)
}

// Combine is the best hand of exactly fromHole of the player's cards and
// 5−fromHole of the board: Omaha two of four and three of five (L835);
// sintético two of two and three of five under the reading that it is
// played like Omaha (CyL L863, CV L3177; A-52 reading 2 is Best of seven).
func Combine(d Deck, r Readings, hole, board []cards.Card, fromHole int) (Value, Class, [5]cards.Card, error) {
	if fromHole < 0 || fromHole > 5 || len(hole) < fromHole || len(board) < 5-fromHole || len(hole) > 7 || len(board) > 7 {
		return 0, 0, [5]cards.Card{}, fmt.Errorf("%d hole cards and %d board cards: cannot take exactly %d and %d", len(hole), len(board), fromHole, 5-fromHole)
	}
	return combine(d, r, false, hole, board, fromHole)
}

// Omaha is the best hand of exactly two of the four hole cards and three of
// the five community cards (L835).
func Omaha(d Deck, r Readings, hole [4]cards.Card, board [5]cards.Card) (Value, Class, [5]cards.Card, error) {
	return Combine(d, r, hole[:], board[:], 2)
}

// combine tries every choice of k cards of a and 5−k of b.
func combine(d Deck, r Readings, figuras bool, a, b []cards.Card, k int) (Value, Class, [5]cards.Card, error) {
	var best [5]cards.Card
	if err := check(d, a, b); err != nil {
		return 0, 0, best, err
	}
	if err := r.check(); err != nil {
		return 0, 0, best, err
	}
	lo, _ := d.lowest()
	var bv Value
	var h [5]cards.Card
	subsets(len(a), k, func(ia []int) {
		subsets(len(b), 5-k, func(ib []int) {
			for i, x := range ia {
				h[i] = a[x]
			}
			for i, x := range ib {
				h[k+i] = b[x]
			}
			if v := eval5(d, lo, r, figuras, &h); v > bv {
				bv, best = v, h
			}
		})
	})
	return bv, ClassOf(bv), best, nil
}

// subsets calls f with every k-subset of 0..n-1 in lexicographic order.
func subsets(n, k int, f func([]int)) {
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		f(idx)
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}
