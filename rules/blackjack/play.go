package blackjack

import (
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
)

// Numbers of the texts (the citations are in rules.go).
const (
	BurnCards  = 5  // cards set aside before play (1977 L138, CV L799)
	ReserveMin = 52 // cards at least behind the cut card: one deck (1977 L137, CV L797)
	DealerStop = 17 // the croupier stands on 17 or more (1977 L114, CV L671)
)

// MaxMultiples are the table maxima the texts allow, as multiples of the
// minimum (1977 L132, CV L785).
var MaxMultiples = []int64{50, 100, 200}

// Valencian table versions (sessions.variant).
const (
	Plazas7 = "7-plazas"
	Plazas9 = "9-plazas"
)

// Total is the best total of cards: aces count one, and one of them eleven
// when that keeps the total at 21 or less (soft). aceOne makes the first
// ace among the first two cards count one whatever happens (the Valencian
// double on ace-8 or ace-9, CV L721).
func Total(cs []cards.Card, aceOne bool) (total int, soft bool) {
	aces := 0
	for i, c := range cs {
		total += c.TenValue()
		if c.Rank == 0 {
			if aceOne && i < 2 {
				aceOne = false // this ace is held at one
				continue
			}
			aces++
		}
	}
	if aces > 0 && total+10 <= 21 {
		return total + 10, true
	}
	return total, false
}

// Blackjack reports a two-card 21 (the caller knows whether the hand comes
// from a split, which is then no black-jack).
func Blackjack(cs []cards.Card) bool {
	t, _ := Total(cs, false)
	return len(cs) == 2 && t == 21
}

// DealerDraws is the croupier's rule: he draws below 17 and stands on 17 or
// more, an ace counting eleven when that makes 17 to 21 (so soft 17 stands).
func DealerDraws(cs []cards.Card) bool {
	t, _ := Total(cs, false)
	return t < DealerStop
}

// Pair reports whether two cards may be split: the same value (figures and
// tens alike) or, byRank, the same rank.
func Pair(a, b cards.Card, byRank bool) bool {
	if byRank {
		return a.Rank == b.Rank
	}
	return a.TenValue() == b.TenValue()
}

// CanDouble reports whether a hand's first two cards may be doubled under
// instrument: a total of 9, 10 or 11 with the ace counting one, the Valencian
// text also naming ace-8 and ace-9 (which count 9 and 10, CV L721); soft
// says whether ace-8 and ace-9 may be doubled under the national texts
// (switch bj-soft-double). Two aces (2 or 12) and ace-ten (black-jack)
// never may.
func CanDouble(instrument string, a, b cards.Card, soft bool) bool {
	hard := a.TenValue() + b.TenValue()
	if hard < 9 || hard > 11 {
		return false
	}
	hasAce := a.Rank == 0 || b.Rank == 0
	if !hasAce {
		return true
	}
	if hard == 11 { // ace-ten: black-jack
		return false
	}
	return instrument == rules.CV2003 || soft
}

// Side is the result of menor/mayor de 13 on a box's first two cards, the
// ace counting one (CV L727): -1 below 13, 0 exactly 13 (both lose), 1 above.
func Side(a, b cards.Card) int {
	switch t := a.TenValue() + b.TenValue(); {
	case t < 13:
		return -1
	case t > 13:
		return 1
	}
	return 0
}

// MaxBoxes is the number of boxes a table may have: 7, or in Valencia 7 or 9
// per its version (9 when the version is not recorded).
func MaxBoxes(instrument, variant string) int {
	if instrument == rules.CV2003 && variant != Plazas7 {
		return 9
	}
	return 7
}

// BetsPerBox is the most initial stakes one box may carry (0: no limit in
// the text): three in Castilla y León (L183), four in Valencia (L657).
func BetsPerBox(instrument string) int {
	switch instrument {
	case rules.CyL2008:
		return 3
	case rules.CV2003:
		return 4
	}
	return 0
}

// MaxHands is the most hands one box may be split into (0: no limit; the
// 1977 text allows as many as equal cards are received, L123). In Valencia
// "seis pares por cada mano inicial" (L715): six splits, seven hands, or
// six hands under bj-cv-resplit=six-hands.
func MaxHands(instrument string, sixHands bool) int {
	if instrument != rules.CV2003 {
		return 0
	}
	if sixHands {
		return 6
	}
	return 7
}

// JefeMaxTables is the most black-jack tables one inspector or jefe de mesa
// may supervise at once: four (1977 L100, CyL L167), in Valencia three on
// 9-player tables and four on 7-player ones (L609).
func JefeMaxTables(instrument, variant string) int {
	if instrument == rules.CV2003 && variant == Plazas9 {
		return 3
	}
	return 4
}
