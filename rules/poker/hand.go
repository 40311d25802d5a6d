// Package poker is póquer de contrapartida as data: the five-card hands and
// their order, the dealer's qualification, the pay tables of póquer sin
// descarte (Castilla y León 10.1, Comunitat Valenciana 11) and trijoker
// (Castilla y León 10.2), the rule values with their bases and the switches
// for the passages the digests register as ambiguous.
package poker

import "github.com/veedor/veedor/rules/cards"

// Game slugs of the log contract.
const (
	SinDescarte = "poquer-sin-descarte"
	Trijoker    = "poquer-trijoker"
)

// Class is a five-card combination, lowest first (CyL L289–L309, L427–L445;
// CV L2465–L2485 list them highest first).
type Class uint8

const (
	HighCard      Class = iota // cartas mayores
	Pair                       // pareja
	TwoPair                    // doble pareja
	Trips                      // trío
	Straight                   // escalera
	Flush                      // color
	FullHouse                  // full
	Quads                      // póquer
	StraightFlush              // escalera de color
	RoyalFlush                 // escalera real de color
)

// Classes lists every class, lowest first.
var Classes = []Class{HighCard, Pair, TwoPair, Trips, Straight, Flush, FullHouse, Quads, StraightFlush, RoyalFlush}

var classNames = [...][2]string{
	{"cartas mayores", "high card"}, {"pareja", "pair"}, {"doble pareja", "two pair"}, {"trío", "three of a kind"},
	{"escalera", "straight"}, {"color", "flush"}, {"full", "full house"}, {"póquer", "four of a kind"},
	{"escalera de color", "straight flush"}, {"escalera real de color", "royal flush"},
}

// ES and EN name the class in the reports' languages.
func (c Class) ES() string { return classNames[c][0] }
func (c Class) EN() string { return classNames[c][1] }

// High is a card's rank in poker order: 2..13 for two to king, 14 for the ace.
func High(c cards.Card) int {
	if c.Rank == 0 {
		return 14
	}
	return int(c.Rank) + 1
}

// Hand is an evaluated five-card hand: its class and the ranks that break a
// tie within it, most significant first (the four of póquer, the three of a
// full or trío, the pairs high then low, then the other cards high to low;
// a straight's top card).
type Hand struct {
	Class Class
	Ranks [5]uint8
	// Wheel marks A-2-3-4-5 (a straight or straight flush whose ace plays
	// low, CyL L263, CV L2391): its top card is the 5, or the ace where the
	// ace is read as its highest card (switch psd-wheel).
	Wheel bool
}

// Eval classifies exactly five cards. It does not check for repeated cards.
func Eval(cs []cards.Card) Hand {
	var count [15]int
	flush := true
	for i, c := range cs {
		count[High(c)]++
		if i > 0 && c.Suit != cs[0].Suit {
			flush = false
		}
	}
	// Ranks ordered by (count, rank) descending: the tie-break order.
	var h Hand
	k, top, second := 0, 0, 0
	for n := 4; n >= 1; n-- {
		for r := 14; r >= 2; r-- {
			if count[r] == n && k < 5 {
				h.Ranks[k] = uint8(r)
				k++
				if top == 0 {
					top = n
				} else if second == 0 {
					second = n
				}
			}
		}
	}
	distinct := k
	straight, wheel := false, false
	if distinct == 5 {
		if int(h.Ranks[0])-int(h.Ranks[4]) == 4 {
			straight = true
		} else if h.Ranks[0] == 14 && h.Ranks[1] == 5 {
			straight, wheel = true, true
			h.Ranks = [5]uint8{5, 4, 3, 2, 1}
		}
	}
	h.Wheel = wheel
	switch {
	case straight && flush && h.Ranks[0] == 14:
		h.Class = RoyalFlush
	case straight && flush:
		h.Class = StraightFlush
	case top == 4:
		h.Class = Quads
	case top == 3 && second == 2:
		h.Class = FullHouse
	case flush:
		h.Class = Flush
	case straight:
		h.Class = Straight
	case top == 3:
		h.Class = Trips
	case top == 2 && second == 2:
		h.Class = TwoPair
	case top == 2:
		h.Class = Pair
	default:
		h.Class = HighCard
	}
	return h
}

// Compare orders two hands: +1 when a beats b, -1 when b beats a, 0 on a tie
// (same class and ranks: the hands are of equal value, CyL L311, CV L2487).
// aceHigh counts the ace of A-2-3-4-5 as its highest card (switch psd-wheel);
// otherwise the wheel is the lowest straight.
func Compare(a, b Hand, aceHigh bool) int {
	if a.Class != b.Class {
		if a.Class > b.Class {
			return 1
		}
		return -1
	}
	ra, rb := a.Ranks, b.Ranks
	if aceHigh {
		ra, rb = a.wheelHigh(), b.wheelHigh()
	}
	for i := range ra {
		if ra[i] != rb[i] {
			if ra[i] > rb[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}

// wheelHigh is the tie-break of a wheel read with the ace as its top card.
func (h Hand) wheelHigh() [5]uint8 {
	if h.Wheel {
		return [5]uint8{14, 5, 4, 3, 2}
	}
	return h.Ranks
}

// Qualifies reports whether the dealer's hand plays: at least an ace and a
// king, or any combination above cartas mayores (CyL L343, CV L2569).
func Qualifies(h Hand, cs []cards.Card) bool {
	if h.Class > HighCard {
		return true
	}
	ace, king := false, false
	for _, c := range cs {
		ace = ace || c.Rank == 0
		king = king || c.Rank == 12
	}
	return ace && king
}

// TrijokerWins reports whether a trijoker hand is a winning combination: a
// pair of jacks or better (CyL L405, L445).
func TrijokerWins(h Hand) bool {
	return h.Class > Pair || h.Class == Pair && h.Ranks[0] >= 11
}
