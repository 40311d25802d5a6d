package hands

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules/cards"
)

func cardsOf(s ...string) []cards.Card {
	out := make([]cards.Card, len(s))
	for i, x := range s {
		c, err := cards.Parse(x)
		if err != nil {
			panic(err)
		}
		out[i] = c
	}
	return out
}

func five(s string) [5]cards.Card {
	var h [5]cards.Card
	copy(h[:], cardsOf(strings.Fields(s)...))
	return h
}

var std = Readings{FiguresTieBreak: 1, HighCardTieBreak: 1, LowAceStraight: 1, Kickers: 1}

func eval(t *testing.T, d Deck, r Readings, fig bool, s string) Value {
	t.Helper()
	v, c, err := Eval5(d, r, fig, five(s))
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	if ClassOf(v) != c {
		t.Fatalf("%s: ClassOf %s, Eval5 %s", s, ClassOf(v), c)
	}
	return v
}

func TestClasses(t *testing.T) {
	for _, c := range []struct {
		deck  Deck
		fig   bool
		hand  string
		class Class
	}{
		{Deck52, false, "AC KC QC JC TC", EscaleraReal},  // L541
		{Deck52, false, "6C 7C 8C 9C TC", EscaleraColor}, // L543
		{Deck52, false, "AH 2H 3H 4H 5H", EscaleraColor}, // ace low: not royal
		{Deck32, false, "AH 7H 8H 9H TH", EscaleraColor}, // the 32-card low straight flush
		{Deck28, false, "AH 8H 9H TH JH", EscaleraColor}, // the 28-card one
		{Deck52, false, "KS KH KD KC 6H", Poquer},        // L545
		{Deck52, false, "8S 8H 8D 7C 7H", Full},          // L547
		{Deck52, false, "5C 7C TC QC AC", Color},         // L549
		{Deck52, false, "7S 8H 9D TC JH", Escalera},      // L551
		{Deck52, false, "AS 2H 3D 4C 5H", Escalera},      // L509, 52 cards
		{Deck32, false, "AS 7H 8D 9C TH", Escalera},      // L509 with 32 cards
		{Deck28, false, "AS 8H 9D TC JH", Escalera},      // L865
		{Deck52, false, "AS 7H 8D 9C TH", CartaMayor},    // not a run with 52 cards
		{Deck52, false, "8S 8H 8D 7C 2H", Trio},          // L553
		{Deck52, false, "6S 6H JD JC AH", DoblePareja},   // L557
		{Deck52, false, "4S 4H 6D 9C AH", Pareja},        // L559
		{Deck52, false, "2S 5H 9D JC KH", CartaMayor},    // L561
		{Deck52, true, "KS KH QD QC AH", Figuras},        // L555, literal: not doble pareja
		{Deck52, false, "KS KH QD QC AH", DoblePareja},   // figuras only in cubierto
		{Deck32, true, "AS AH KD QC JH", Figuras},        // a pair of aces among figures
		{Deck52, true, "KS KH KD QC JH", Trio},           // better than figuras
		{Deck52, true, "KS KH KD QC QH", Full},           // better than figuras
		{Deck52, true, "AS KH QD JC TH", Escalera},       // a ten: no figuras
		{Deck52, true, "KS KH QD QC TH", DoblePareja},    // a ten: no figuras
		{Deck32, true, "AS AH KD QC JH", Figuras},        // cubierto of 32
		{Deck28, false, "AS KS QS JS TS", EscaleraReal},  // the 28-card royal
		{Deck32, false, "7S 7H 7D 8C 8H", Full},          // still a full
		{Deck32, false, "7S 9S JS KS AS", Color},         // still a color
		{Deck28, false, "8S 9H TD JC QH", Escalera},      // 28 cards: 8-Q
		{Deck28, false, "AS 9H TD JC QH", CartaMayor},    // A-9-10-J-Q is no run
		{Deck52, false, "QS KH AD 2C 3H", CartaMayor},    // no wrap-around
		{Deck32, false, "JS QH KD AC 7H", CartaMayor},    // no wrap-around
		{Deck52, false, "AS AH AD AC KH", Poquer},        // aces
		{Deck52, false, "TS JS QS KS 9S", EscaleraColor}, // king-high straight flush
		{Deck52, false, "2S 3S 4S 5S 7S", Color},         // not a run
		{Deck28, false, "8S 8H 8D 8C AH", Poquer},        // 28 cards
		{Deck52, false, "AC AD KC KD KH", Full},          // kings full
		{Deck52, false, "AC AD 2C 3D 4H", Pareja},        // aces
		{Deck52, false, "AC KD 2C 3D 4H", CartaMayor},    // ace high
		{Deck52, false, "AC 2D 3C 4D 6H", CartaMayor},    // not a wheel
		{Deck52, false, "2C 3D 4C 5D 6H", Escalera},      // 6 high
		{Deck52, false, "TC JD QC KD AH", Escalera},      // broadway, mixed suits
		{Deck52, false, "TC JC QC KC AH", Escalera},      // one suit short
		{Deck52, false, "TH JH QH KH AH", EscaleraReal},  // hearts
		{Deck32, false, "TH JH QH KH AH", EscaleraReal},  // 32 cards
		{Deck32, false, "9H TH JH QH KH", EscaleraColor}, // 32 cards
		{Deck32, false, "7H 8H 9H TH JH", EscaleraColor}, // 32 cards
		{Deck32, false, "7H 8H 9H TH QH", Color},         // 32 cards
		{Deck32, false, "7H 8H 9H TH QS", CartaMayor},    // 32 cards
		{Deck28, false, "8H 9H TH JH KS", CartaMayor},    // 28 cards
		{Deck28, false, "8H 9H TH JH AS", Escalera},      // 28 cards, ace low
		{Deck28, false, "8H 9H TH JH AH", EscaleraColor}, // 28 cards, ace low, one suit
		{Deck32, false, "7H 8H 9H TH AH", EscaleraColor}, // 32 cards, ace low, one suit
		{Deck52, false, "2H 3H 4H 5H AH", EscaleraColor}, // 52 cards, ace low, one suit
		{Deck52, false, "2H 3H 4H 5H 6H", EscaleraColor}, // 52 cards
		{Deck52, false, "9H TH JH QH KH", EscaleraColor}, // 52 cards
		{Deck52, false, "9H TH JH QH AH", Color},         // 52 cards
		{Deck52, false, "AH AS 9D 9C 9S", Full},          // nines full
		{Deck52, false, "AH AS AD 9C 2S", Trio},          // aces
		{Deck52, false, "AH AS KD KC 2S", DoblePareja},   // aces and kings
		{Deck52, false, "2H 2S 3D 3C 4S", DoblePareja},   // low
		{Deck52, false, "2H 2S 3D 4C 5S", Pareja},        // twos
		{Deck52, false, "7H 2S 3D 4C 5S", CartaMayor},    // 7 high, the lowest hand
		{Deck32, false, "7H 8S 9D JC QS", CartaMayor},    // the lowest hand of 32
		{Deck28, false, "8H 9S TD QC KS", CartaMayor},    // the lowest hand of 28
		{Deck32, true, "7H 8S 9D JC QS", CartaMayor},     // figuras off the hook
		{Deck32, true, "JH JS QD QC KS", Figuras},        // figuras in 32
		{Deck32, true, "JH JS QD KC AS", Figuras},        // the lowest figuras pair
		{Deck32, true, "JH JS TD KC AS", Pareja},         // a ten spoils it
		{Deck52, true, "AH AS AD AC KS", Poquer},         // better than figuras
		{Deck52, true, "JH JS JD JC QS", Poquer},         // better than figuras
		{Deck52, true, "JH JS JD QC QS", Full},           // better than figuras
		{Deck52, true, "JH KS JD QC QS", Figuras},        // two pair of figures
		{Deck52, true, "JH AS KD QC 2S", CartaMayor},     // a two spoils it
		{Deck52, true, "AH KH QH JH TH", EscaleraReal},   // better than figuras
		{Deck52, true, "AH AD QH JH TH", Pareja},         // a ten spoils it
		{Deck52, true, "AH AD QH JH JC", Figuras},        // two pair of figures
		{Deck52, true, "AH AD QH KH JC", Figuras},        // one pair of figures
		{Deck52, true, "AH AD KD KH JC", Figuras},        // two pair of figures
		{Deck52, true, "AH AD KD KH KC", Full},           // full
		{Deck52, true, "2H 2D KD KH 2C", Full},           // full
		{Deck52, true, "2H 2D KD KH 3C", DoblePareja},    // two pair
		{Deck52, true, "QH QD KD KH AC", Figuras},        // the K-K-Q-Q-A of the digest
		{Deck52, true, "QH QD KD KH JC", Figuras},        // K-K-Q-Q-J
		{Deck52, true, "AH QD KD KH JC", Figuras},        // K-K-A-Q-J
		{Deck52, false, "AH QD KD KH JC", Pareja},        // K-K-A-Q-J without figuras
		{Deck28, true, "AH QD KD KH JC", Figuras},        // in 28 (not a cubierto deck, but defined)
		{Deck28, false, "AH AD AS AC JC", Poquer},        // aces
		{Deck28, false, "AH AD AS JD JC", Full},          // full
		{Deck28, false, "AH KH 8H JH TH", Color},         // color
		{Deck28, false, "9H KH 8H JH TH", Color},         // color
		{Deck28, false, "9H KH QH JH TH", EscaleraColor}, // K-high
		{Deck28, false, "9H KH QH JH TC", Escalera},      // K-high
		{Deck28, false, "9H KH QH JH 9C", Pareja},        // nines
		{Deck28, false, "9H 9D QH QS 9C", Full},          // nines full
		{Deck28, false, "9H 9D QH QS 8C", DoblePareja},   // two pair
		{Deck28, false, "9H 9D 9S QS 8C", Trio},          // trío
		{Deck28, false, "9H AD 9S QS 8C", Pareja},        // nines
		{Deck28, false, "9H AD TS QS 8C", CartaMayor},    // ace high
		{Deck28, false, "9H AD TS KS 8C", CartaMayor},    // ace high
		{Deck28, false, "9H AD TS JS 8C", Escalera},      // A-8-9-10-J
		{Deck32, false, "9H AD TS JS 8C", CartaMayor},    // not a run with 32: needs the 7
		{Deck32, false, "9H AD TS 7S 8C", Escalera},      // A-7-8-9-10
		{Deck52, false, "9H AD TS 7S 8C", CartaMayor},    // not with 52
		{Deck52, false, "9H 6D TS 7S 8C", Escalera},      // 6-10
		{Deck52, false, "9H JD TS 7S 8C", Escalera},      // 7-J
		{Deck52, false, "9H JD TS QS 8C", Escalera},      // 8-Q
		{Deck52, false, "9H JD TS QS KC", Escalera},      // 9-K
		{Deck52, false, "AH JD TS QS KC", Escalera},      // 10-A
		{Deck52, false, "AH 2D 3S 4S 5C", Escalera},
		{Deck52, false, "6H 2D 3S 4S 5C", Escalera},      // 2-6
		{Deck52, false, "6H 7D 3S 4S 5C", Escalera},      // 3-7
		{Deck52, false, "6H 7D 8S 4S 5C", Escalera},      // 4-8
		{Deck52, false, "6H 7D 8S 9S 5C", Escalera},      // 5-9
		{Deck52, false, "KH AD 2S 3S 4C", CartaMayor},    // no wrap
		{Deck52, false, "JH QD KS AS 2C", CartaMayor},    // no wrap
		{Deck52, false, "TH JD QS KS 2C", CartaMayor},    // four to a run
		{Deck52, false, "TH JD QS KS KC", Pareja},        // kings
		{Deck52, false, "TH TD QS KS KC", DoblePareja},   // two pair
		{Deck52, false, "TH TD TS KS KC", Full},          // full
		{Deck52, false, "TH TD TS TC KC", Poquer},        // poker
		{Deck52, false, "TH TD TS JC KC", Trio},          // trío
		{Deck52, false, "TH 9H 8H 7H 5H", Color},         // color
		{Deck52, false, "TH 9H 8H 7H 6H", EscaleraColor}, // straight flush
		{Deck52, false, "TH 9H 8H 7H 6D", Escalera},      // straight
		{Deck52, false, "TH 9H 8H 7H 4D", CartaMayor},    // ten high
		{Deck52, false, "TH 9H 8H 7H 7D", Pareja},        // sevens
		{Deck52, false, "TH 9H 9C 7H 7D", DoblePareja},   // two pair
		{Deck52, false, "TH 9H 7C 7H 7D", Trio},          // trío
		{Deck52, false, "9D 9H 7C 7H 7D", Full},          // full
		{Deck52, false, "7S 9H 7C 7H 7D", Poquer},        // poker
		{Deck52, false, "KC QC JC TC 9C", EscaleraColor}, // K-high straight flush
		{Deck52, false, "KC QC JC TC AC", EscaleraReal},  // royal
		{Deck52, false, "KC QC JC TC AD", Escalera},      // straight
		{Deck52, false, "KC QC JC 9C AC", Color},         // color
		{Deck52, false, "KC QC JC 9C AD", CartaMayor},    // ace high
		{Deck52, false, "KC QC JC AH AD", Pareja},        // aces
		{Deck52, false, "KC KD JC AH AD", DoblePareja},   // two pair
		{Deck52, false, "KC KD KH AH AD", Full},          // full
		{Deck52, false, "KC KD KH KS AD", Poquer},        // poker
		{Deck52, false, "KC KD KH QS AD", Trio},          // trío
		{Deck52, false, "KC KD QH QS AD", DoblePareja},   // two pair
	} {
		v, cl, err := Eval5(c.deck, std, c.fig, five(c.hand))
		if err != nil {
			t.Errorf("deck %d %s: %v", c.deck, c.hand, err)
			continue
		}
		if cl != c.class || ClassOf(v) != c.class {
			t.Errorf("deck %d figuras %v %s: %s (%s), want %s", c.deck, c.fig, c.hand, cl, v, c.class)
		}
	}
}

// The ranking of L539–L561, and L549: with fewer than 52 cards color beats
// full; figuras is between trío and doble pareja.
func TestRanking(t *testing.T) {
	full, color := "7S 7H 7D 8C 8H", "7S 9S JS KS AS"
	if eval(t, Deck52, std, false, full) <= eval(t, Deck52, std, false, color) {
		t.Error("52 cards: full must beat color")
	}
	for _, d := range []Deck{Deck32, Deck28} {
		full, color := "8S 8H 8D 9C 9H", "8S TS JS KS AS"
		if eval(t, d, std, false, color) <= eval(t, d, std, false, full) {
			t.Errorf("%d cards: color must beat full (L549)", d)
		}
		// Nothing else moves.
		if eval(t, d, std, false, full) <= eval(t, d, std, false, "8S 9H TD JC QH") {
			t.Errorf("%d cards: full must beat escalera", d)
		}
		if eval(t, d, std, false, "8S 8H 8D 8C QH") <= eval(t, d, std, false, color) {
			t.Errorf("%d cards: póquer must beat color", d)
		}
	}
	for _, d := range []Deck{Deck52, Deck32} {
		ladder := []string{
			"AH KH QH JH TH", // escalera real
			"9H KH QH JH TH", // escalera de color
			"9H 9S 9D 9C TH", // póquer
			"9H 9S 9D TC TH", // full (52) / color below (32)
			"9C 7C QC JC TC", // color
			"9H KS QH JH TH", // escalera
			"AH AS AD KC TH", // trío
			"KH KS QD QC AH", // figuras
			"AH AS KD KC TH", // doble pareja
			"AH AS KD QC JH", // with figuras: figuras; so the pair is:
			"AH AS KD QC TH", // pareja
			"AH KS QD JC 9H", // carta mayor
		}
		for i := 0; i+1 < len(ladder); i++ {
			a, b := eval(t, d, std, true, ladder[i]), eval(t, d, std, true, ladder[i+1])
			if i == 3 && d != Deck52 {
				a, b = b, a // color above full
			}
			if i == 8 { // doble pareja below figuras AH AS KD QC JH
				a, b = b, a
			}
			if a <= b {
				t.Errorf("deck %d: %s (%s) should beat %s (%s)", d, ladder[i], a, ladder[i+1], b)
			}
		}
	}
}

// The low straight of each deck (L509, L865) under A-28's readings.
func TestLowAceStraight(t *testing.T) {
	low := Readings{1, 1, 1, 1}
	high := Readings{1, 1, 2, 1}
	highLiteral := Readings{1, 1, 2, 2}
	for _, c := range []struct {
		deck               Deck
		lowest, next, king string
	}{
		{Deck52, "AS 2H 3D 4C 5H", "2S 3H 4D 5C 6H", "9S TH JD QC KH"},
		{Deck32, "AS 7H 8D 9C TH", "7S 8H 9D TC JH", "9S TH JD QC KH"},
		{Deck28, "AS 8H 9D TC JH", "8S 9H TD JC QH", "9S TH JD QC KH"},
	} {
		broadway := "AS KH QD JC TH"
		// Reading 1: the lowest straight, its top the fifth card.
		lv := eval(t, c.deck, low, false, c.lowest)
		if lv >= eval(t, c.deck, low, false, c.next) {
			t.Errorf("%d, ace low: %s must lose to %s", c.deck, c.lowest, c.next)
		}
		// Reading 2: the ace high, above the king-high straight, below A-K-Q-J-10.
		hv := eval(t, c.deck, high, false, c.lowest)
		if hv <= eval(t, c.deck, high, false, c.king) {
			t.Errorf("%d, ace high: %s must beat %s", c.deck, c.lowest, c.king)
		}
		if hv >= eval(t, c.deck, high, false, broadway) {
			t.Errorf("%d, ace high: %s must lose to %s", c.deck, c.lowest, broadway)
		}
		// Reading 2 with only the card that completes it (L569): a tie
		// with A-K-Q-J-10.
		if eval(t, c.deck, highLiteral, false, c.lowest) != eval(t, c.deck, highLiteral, false, broadway) {
			t.Errorf("%d, ace high, only the top card: %s must tie %s", c.deck, c.lowest, broadway)
		}
	}
	tops := map[Deck]int{Deck52: 5, Deck32: 10, Deck28: 11}
	for d, s := range map[Deck]string{Deck52: "AS 2H 3D 4C 5H", Deck32: "AS 7H 8D 9C TH", Deck28: "AS 8H 9D TC JH"} {
		if got := eval(t, d, low, false, s).Ranks(); got[0] != tops[d] || got[4] != 1 {
			t.Errorf("%d: ace-low ranks %v, want top %d and the ace 1 last", d, got, tops[d])
		}
		if got := eval(t, d, high, false, s).Ranks(); got[0] != 14 {
			t.Errorf("%d: ace-high ranks %v", d, got)
		}
	}
}

type duel struct {
	deck   Deck
	fig    bool
	a, b   string
	r      Readings
	winner int // +1 a wins, -1 b wins, 0 tie
}

func (d duel) run(t *testing.T) {
	t.Helper()
	va, vb := eval(t, d.deck, d.r, d.fig, d.a), eval(t, d.deck, d.r, d.fig, d.b)
	got := 0
	if va > vb {
		got = 1
	} else if va < vb {
		got = -1
	}
	if got != d.winner {
		t.Errorf("deck %d %+v: %s (%s) vs %s (%s): %d, want %d", d.deck, d.r, d.a, va, d.b, vb, got, d.winner)
	}
}

// The tie-breaks of L563–L579, one per class, under the standard readings.
func TestTieBreaks(t *testing.T) {
	for _, d := range []duel{
		{Deck52, false, "KS KH KD KC 6H", "QS QH QD QC AH", std, 1},  // a) L565 higher four
		{Deck52, false, "8S 8H 8D 2C 2H", "7S 7H 7D AC AH", std, 1},  // b) L567 higher three
		{Deck52, false, "7S 8H 9D TC JH", "6S 7H 8D 9C TH", std, 1},  // c) L569 top card
		{Deck52, false, "7S 8H 9D TC JH", "7D 8C 9H TS JC", std, 0},  // c) same run ties
		{Deck52, false, "7S 8S 9S TS JS", "6H 7H 8H 9H TH", std, 1},  // c) straight flushes
		{Deck52, false, "AS 2S 7S 9S JS", "KH QH JH 9H 7H", std, 1},  // d) L571 highest card
		{Deck52, false, "AS 2S 7S 9S JS", "AH 3H 7H 9H JH", std, -1}, // d) card by card (A-27 r1)
		{Deck52, false, "8S 8H 8D 2C 3H", "7S 7H 7D AC KH", std, 1},  // e) L573
		{Deck52, true, "KS KH QD JC AH", "QS QH AD KC JH", std, 1},   // f) L575 higher pair
		{Deck52, false, "6S 6H JD JC AH", "TS TH JS JH 2H", std, -1}, // g) L577 top pair equal, second
		{Deck52, false, "6S 6H JD JC AH", "6D 6C JS JH 2H", std, 1},  // g) last card
		{Deck52, false, "6S 6H JD JC AH", "6D 6C JS JH AD", std, 0},  // g) equal
		{Deck52, false, "KS KH JD JC 2H", "QS QH JS JH AH", std, 1},  // g) top pair
		{Deck52, false, "4S 4H 6D 9C AH", "3S 3H KD QC JH", std, 1},  // h) L579 higher pair
		{Deck52, false, "4S 4H 6D 9C AH", "4D 4C 6S 9H KH", std, 1},  // h) highest of the rest
		{Deck52, false, "4S 4H 6D 9C AH", "4D 4C 5S 9H AD", std, 1},  // h) card by card (Kickers 1)
		{Deck52, false, "2S 5H 9D JC KH", "2H 5D 9C JS QH", std, 1},  // k) L561
		{Deck52, false, "2S 5H 9D JC KH", "3H 5D 9C JS KD", std, -1}, // k) card by card (A-27 r1)
		{Deck52, false, "2S 5H 9D JC KH", "2H 5D 9C JS KD", std, 0},  // k) equal
		{Deck52, false, "AS KH QD JC TH", "AH KS QC JD TS", std, 0},  // equal straights
		{Deck52, false, "AS KS QS JS TS", "AH KH QH JH TH", std, 0},  // equal royals
		{Deck52, false, "AS AH AD AC 2H", "AS AH AD AC 3H", std, -1}, // póquer kicker (Kickers 1)
		{Deck52, false, "AS AH AD 2C 2H", "AS AH AD 3C 3H", std, -1}, // full's pair (Kickers 1)
		{Deck52, false, "AS AH AD 2C 4H", "AS AH AD 3C 4H", std, -1}, // trío's odd cards (Kickers 1)
		{Deck32, false, "8S TS JS KS AS", "7H TH JH KH AH", std, 1},  // color of 32, last card
		{Deck28, false, "AS 8H 9D TC JH", "8S 9H TD JC QH", std, -1}, // 28: ace-low run is lowest
		{Deck28, false, "8S 8H 8D 9C 9H", "8C TC JC KC AC", std, -1}, // 28: color over full
		{Deck32, true, "7S 7H 7D 9C 9H", "AC KC JC 9C 8C", std, -1},  // 32: color over full
		{Deck32, true, "JS JH QD QC KH", "AC AS TC 9D 7C", std, 1},   // figuras over pareja
		{Deck32, true, "JS JH QD QC KH", "AC AS TC TD 7C", std, 1},   // figuras over doble pareja
		{Deck32, true, "JS JH QD QC KH", "7C 7S 7H TD 8C", std, -1},  // trío over figuras
		{Deck52, true, "JS JH QD KC AH", "AC AS KC KD TC", std, 1},   // lowest figuras over best doble pareja
		{Deck52, false, "JS JH QD KC AH", "AC AS KC KD TC", std, -1}, // without figuras: two pair wins
		{Deck52, true, "AS AH KD KC QH", "AD AC KS KH JH", std, 1},   // figuras, second pair equal, odd card
		{Deck52, true, "AS AH KD QC JH", "AD AC KS QH JD", std, 0},   // figuras equal
	} {
		d.run(t)
	}
}

// the digest's example, K-K-Q-Q-J against K-K-A-Q-J.
func TestFiguresReadings(t *testing.T) {
	r1, r2 := std, std
	r2.FiguresTieBreak = 2
	a, b := "KS KH QD QC JH", "KD KC AS QH JD"
	duel{Deck52, true, a, b, r1, 1}.run(t)  // reading 1: the second pair
	duel{Deck52, true, a, b, r2, -1}.run(t) // reading 2: the ace
	duel{Deck32, true, a, b, r1, 1}.run(t)
	duel{Deck32, true, a, b, r2, -1}.run(t)
	// Both readings agree where the pair decides.
	for _, r := range []Readings{r1, r2} {
		duel{Deck52, true, "AS AH KD QC JH", "KS KH QD QC JH", r, 1}.run(t)
	}
	// Reading 2 compares the rest card by card: K-K then A-Q-Q against A-Q-J.
	duel{Deck52, true, "KS KH AD QC QH", "KD KC AS QS JD", r2, 1}.run(t)
	// Reading 1: same second pair, then the odd card.
	duel{Deck52, true, "KS KH QD QC AH", "KD KC QS QH JD", r1, 1}.run(t)
}

// color and carta mayor, card by card or the single highest card.
func TestHighCardReadings(t *testing.T) {
	r2 := std
	r2.HighCardTieBreak = 2
	for _, c := range []struct{ a, b string }{
		{"AS 2S 7S 9S JS", "AH 3H 7H 9H JH"}, // color
		{"2S 5H 9D JC KH", "3H 5D 9C JS KD"}, // carta mayor
	} {
		duel{Deck52, false, c.a, c.b, std, -1}.run(t)
		duel{Deck52, false, c.a, c.b, r2, 0}.run(t)
	}
	// The highest card still decides under reading 2.
	duel{Deck52, false, "AS 2S 7S 9S JS", "KH QH JH 9H 7H", r2, 1}.run(t)
	duel{Deck52, false, "2S 5H 9D JC AH", "2H 5D 9C JS KD", r2, 1}.run(t)
	// Other classes are not affected.
	duel{Deck52, false, "6S 6H JD JC AH", "6D 6C JS JH 2H", r2, 1}.run(t)
}

// Kickers: the cards L565–L579 do not name.
func TestKickersReadings(t *testing.T) {
	k2 := std
	k2.Kickers = 2
	for _, c := range []struct {
		a, b string
		k1   int
	}{
		{"AS AH AD AC 2H", "AS AH AD AC 3H", -1}, // póquer on the board: the fifth card
		{"AS AH AD 2C 2H", "AS AH AD 3C 3H", -1}, // full: the pair
		{"AS AH AD 2C 4H", "AS AH AD 3C 4H", -1}, // trío: the odd cards
		{"4S 4H AD 9C 6H", "4D 4C AS 9H 5S", 1},  // pareja: after the highest of the rest
	} {
		duel{Deck52, false, c.a, c.b, std, c.k1}.run(t)
		duel{Deck52, false, c.a, c.b, k2, 0}.run(t)
	}
	// The pair and the highest of the rest still count (L579).
	duel{Deck52, false, "4S 4H AD 9C 6H", "4D 4C KS 9H 6S", k2, 1}.run(t)
	// Doble pareja is fully named (L577): unaffected.
	duel{Deck52, false, "6S 6H JD JC AH", "6D 6C JS JH 2H", k2, 1}.run(t)
}

func TestErrors(t *testing.T) {
	bad := cards.Card{Rank: 13, Suit: 0}
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"not in deck", second(Eval5(Deck32, std, false, five("AS 2H 3D 4C 5H"))), "2H is not in the 32-card deck"},
		{"28 has no 7", second(Eval5(Deck28, std, false, five("AS 7H 8D 9C TH"))), "7H is not in the 28-card deck"},
		{"duplicate", second(Eval5(Deck52, std, false, five("AS AS 3D 4C 5H"))), "AS appears twice"},
		{"no such card", second(Eval5(Deck52, std, false, [5]cards.Card{bad, {Rank: 0, Suit: 0}, {Rank: 1, Suit: 1}, {Rank: 2, Suit: 2}, {Rank: 3, Suit: 3}})), "is not a card"},
		{"deck", second(Eval5(40, std, false, five("AS 2H 3D 4C 5H"))), "deck of 40 cards"},
		{"readings unset", second(Eval5(Deck52, Readings{}, false, five("AS 2H 3D 4C 5H"))), "FiguresTieBreak (A-26) is 0"},
		{"kickers unset", second(Eval5(Deck52, Readings{1, 1, 1, 0}, false, five("AS 2H 3D 4C 5H"))), "Kickers is 0"},
		{"low ace 3", second(Eval5(Deck52, Readings{1, 1, 3, 1}, false, five("AS 2H 3D 4C 5H"))), "LowAceStraight (A-28) is 3"},
		{"best 4", fourth(Best(Deck52, std, false, cardsOf("AS", "2H", "3D", "4C"))), "4 cards"},
		{"best 8", fourth(Best(Deck52, std, false, cardsOf("AS", "2H", "3D", "4C", "5S", "6S", "7S", "8S"))), "8 cards"},
		{"best dup", fourth(Best(Deck52, std, false, cardsOf("AS", "2H", "3D", "4C", "5S", "AS"))), "AS appears twice"},
		{"omaha dup", fourth(Omaha(Deck52, std, [4]cards.Card(cardsOf("AS", "2H", "3D", "4C")), five("AS 7H 8D 9C TH"))), "AS appears twice"},
		{"omaha deck", fourth(Omaha(Deck28, std, [4]cards.Card(cardsOf("AS", "KH", "QD", "JC")), five("2S 8H 9D TC TH"))), "2S is not in the 28-card deck"},
		{"combine short", fourth(Combine(Deck28, std, cardsOf("AS"), cardsOf("KH", "QD", "JC", "TH"), 2)), "cannot take exactly 2 and 3"},
		{"combine board short", fourth(Combine(Deck28, std, cardsOf("AS", "KS"), cardsOf("KH", "QD"), 2)), "cannot take exactly 2 and 3"},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", c.name, c.err, c.want)
		}
	}
}

func second(_ Value, _ Class, err error) error                  { return err }
func fourth(_ Value, _ Class, _ [5]cards.Card, err error) error { return err }

// bruteBest is the best Eval5 over every five of cs, written as plain loops.
func bruteBest(t *testing.T, d Deck, r Readings, fig bool, cs []cards.Card) Value {
	var best Value
	n := len(cs)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for e := c + 1; e < n; e++ {
					for g := e + 1; g < n; g++ {
						v, _, err := Eval5(d, r, fig, [5]cards.Card{cs[a], cs[b], cs[c], cs[e], cs[g]})
						if err != nil {
							t.Fatal(err)
						}
						best = max(best, v)
					}
				}
			}
		}
	}
	return best
}

// bruteOmaha is the best Eval5 of two of hole and three of board.
func bruteOmaha(t *testing.T, d Deck, r Readings, hole, board []cards.Card) Value {
	var best Value
	for a := 0; a < len(hole); a++ {
		for b := a + 1; b < len(hole); b++ {
			for c := 0; c < len(board); c++ {
				for e := c + 1; e < len(board); e++ {
					for g := e + 1; g < len(board); g++ {
						v, _, err := Eval5(d, r, false, [5]cards.Card{hole[a], hole[b], board[c], board[e], board[g]})
						if err != nil {
							t.Fatal(err)
						}
						best = max(best, v)
					}
				}
			}
		}
	}
	return best
}

func allReadings() []Readings {
	var out []Readings
	for i := 0; i < 16; i++ {
		out = append(out, Readings{1 + i&1, 1 + i>>1&1, 1 + i>>2&1, 1 + i>>3&1})
	}
	return out
}

// checkBest compares Best with the brute force and checks the five cards it
// returns are among those given and evaluate to its Value.
func checkBest(t *testing.T, d Deck, r Readings, fig bool, cs []cards.Card) {
	t.Helper()
	v, c, h, err := Best(d, r, fig, cs)
	if err != nil {
		t.Fatal(err)
	}
	if want := bruteBest(t, d, r, fig, cs); v != want || c != ClassOf(want) {
		t.Fatalf("deck %d %+v %s: Best %s, brute force %s", d, r, cards.List(cs), v, want)
	}
	hv, _, err := Eval5(d, r, fig, h)
	if err != nil || hv != v {
		t.Fatalf("%s: chosen %s evaluates to %s (%v), Best says %s", cards.List(cs), cards.List(h[:]), hv, err, v)
	}
	for _, x := range h {
		found := false
		for _, y := range cs {
			found = found || x == y
		}
		if !found {
			t.Fatalf("%s: chosen card %s not given", cards.List(cs), x)
		}
	}
}

func TestBestRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for _, d := range []Deck{Deck52, Deck32, Deck28} {
		deck := d.Cards()
		for k := 0; k < 3000; k++ {
			n := 5 + rng.IntN(3)
			perm := rng.Perm(len(deck))
			cs := make([]cards.Card, n)
			for i := range cs {
				cs[i] = deck[perm[i]]
			}
			checkBest(t, d, allReadings()[rng.IntN(16)], rng.IntN(2) == 0, cs)
		}
	}
}

// A low straight beside a higher run: the reading decides which five play.
func TestBestLowAceChoice(t *testing.T) {
	cs := cardsOf("AS", "2H", "3D", "4C", "5H", "6S", "KD")
	low, high := std, std
	high.LowAceStraight = 2
	if v, _, h, _ := Best(Deck52, low, false, cs); v.Ranks()[0] != 6 || cards.List(h[:]) != "2H,3D,4C,5H,6S" {
		t.Errorf("ace low: %s from %s, want the 6-high run", v, cards.List(h[:]))
	}
	if v, _, h, _ := Best(Deck52, high, false, cs); v.Ranks()[0] != 14 || cards.List(h[:]) != "AS,2H,3D,4C,5H" {
		t.Errorf("ace high: %s from %s, want A-2-3-4-5", v, cards.List(h[:]))
	}
}

// Omaha: exactly two of the hole cards and three of the board (L835).
func TestOmaha(t *testing.T) {
	for _, c := range []struct {
		hole, board string
		class       Class
	}{
		// A flush on the board with one suited hole card is no flush.
		{"AH KS 2D 3C", "4H 7H 9H JH QH", CartaMayor},
		// Two suited hole cards make it.
		{"AH KH 2D 3C", "4H 7H 9H JH QD", Color},
		// Four to a straight on the board plus one hole card is no straight.
		{"9S 2D 2C 3H", "5H 6D 7C 8S KH", Pareja},
		// Two hole cards of the run make it.
		{"9S TD 2C 3H", "5H 6D 7C 8S KH", Escalera},
		// Quads on the board play only as a pair... with three of the board: trío.
		{"2S 3D 4C 5H", "AH AD AC AS KH", Trio},
		// A pair in the hand and a set on the board: full.
		{"KS KD 4C 5H", "AH AD AC 2S 9H", Full},
		// Three of a kind in the hand is only a pair of it.
		{"KS KD KC 5H", "AH 2D 7C 9S JH", Pareja},
	} {
		var hole [4]cards.Card
		copy(hole[:], cardsOf(strings.Fields(c.hole)...))
		board := five(c.board)
		v, cl, h, err := Omaha(Deck52, std, hole, board)
		if err != nil {
			t.Fatal(err)
		}
		if cl != c.class {
			t.Errorf("%s | %s: %s from %s, want %s", c.hole, c.board, v, cards.List(h[:]), c.class)
		}
		if want := bruteOmaha(t, Deck52, std, hole[:], board[:]); v != want {
			t.Errorf("%s | %s: %s, brute force %s", c.hole, c.board, v, want)
		}
		inHole := 0
		for _, x := range h {
			for _, y := range hole {
				if x == y {
					inHole++
				}
			}
		}
		if inHole != 2 {
			t.Errorf("%s | %s: %d hole cards in %s", c.hole, c.board, inHole, cards.List(h[:]))
		}
	}
	rng := rand.New(rand.NewPCG(11, 17))
	for _, d := range []Deck{Deck52, Deck32, Deck28} {
		deck := d.Cards()
		for k := 0; k < 2000; k++ {
			perm := rng.Perm(len(deck))
			var hole [4]cards.Card
			var board [5]cards.Card
			for i := range hole {
				hole[i] = deck[perm[i]]
			}
			for i := range board {
				board[i] = deck[perm[4+i]]
			}
			r := allReadings()[rng.IntN(16)]
			v, _, _, err := Omaha(d, r, hole, board)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteOmaha(t, d, r, hole[:], board[:]); v != want {
				t.Fatalf("%d %s | %s: %s, brute force %s", d, cards.List(hole[:]), cards.List(board[:]), v, want)
			}
			// Sintético read like Omaha: two of two and three of five.
			sv, _, _, err := Combine(d, r, hole[:2], board[:], 2)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteOmaha(t, d, r, hole[:2], board[:]); sv != want {
				t.Fatalf("%d %s | %s: Combine %s, brute force %s", d, cards.List(hole[:2]), cards.List(board[:]), sv, want)
			}
		}
	}
}

// FuzzBest: random 5–7 cards, Best equals the brute force over every five.
func FuzzBest(f *testing.F) {
	f.Add(uint64(1), uint8(7), uint8(0), uint8(0))
	f.Add(uint64(99), uint8(5), uint8(1), uint8(15))
	f.Add(uint64(12345), uint8(6), uint8(2), uint8(6))
	f.Fuzz(func(t *testing.T, seed uint64, n, deck, readings uint8) {
		d := []Deck{Deck52, Deck32, Deck28}[int(deck)%3]
		rng := rand.New(rand.NewPCG(seed, 1))
		all := d.Cards()
		perm := rng.Perm(len(all))
		cs := make([]cards.Card, 5+int(n)%3)
		for i := range cs {
			cs[i] = all[perm[i]]
		}
		checkBest(t, d, allReadings()[readings%16], readings&16 != 0, cs)
	})
}
