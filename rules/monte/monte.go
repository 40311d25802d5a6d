// Package monte holds monte o banca (Comunitat Valenciana 2003, game 13) as
// data: the Spanish 40-card deck notation, the four placed cards and the
// suit relations of the multiple bets, the pay and the maxima per bet and
// phase, and the rules with their basis. Only the Valencian text has the
// game; every other instrument lacks it and its sessions are rejected.
package monte

import (
	"fmt"
	"strings"
)

// Game is the log slug of monte o banca.
const Game = "monte"

// Decks is the number of Spanish 40-card decks in play: «dos barajas, una
// roja y otra azul» (CV L3287).
const Decks = 2

// Suits in the text's circular order (L3331): oros, copas, espadas, bastos.
const Suits = "oceb"

// Ranks of the Spanish deck (L3287): 1–7, sota, caballo, rey.
const Ranks = "1234567SCR"

// Card is one Spanish card: Rank is an index into Ranks, Suit into Suits.
type Card struct{ Rank, Suit int }

// String writes the card in the log notation: rank then suit, e.g. "7o",
// "Sc", "Rb".
func (c Card) String() string { return string(Ranks[c.Rank]) + string(Suits[c.Suit]) }

// ParseCard reads a card of the log notation.
func ParseCard(s string) (Card, error) {
	if len(s) != 2 {
		return Card{}, fmt.Errorf("card %q: want rank (1-7, S, C, R) and suit (o, c, e, b)", s)
	}
	r, su := strings.IndexByte(Ranks, s[0]), strings.IndexByte(Suits, s[1])
	if r < 0 || su < 0 {
		return Card{}, fmt.Errorf("card %q: want rank (1-7, S, C, R) and suit (o, c, e, b)", s)
	}
	return Card{r, su}, nil
}

// Phases of the game (L3431).
const (
	Primeras = "primeras"
	Segundas = "segundas"
)

// Bet types of the log contract (docs/log-format/monte.md).
const (
	BetVista  = "vista-hermosa" // VIS: the first card uncovered, same rank and next suit
	BetCamo   = "camo"          // C: same rank, the following suit
	BetAnti   = "anti"          // A: same rank, the preceding suit
	BetViudo  = "viudo"         // V: same rank, neither adjacent suit
	BetSalto  = "salto"         // S: same rank, any suit (Primeras only)
	BetCartas = "cartas"        // simple bet: placed card(s) against the other(s), 1 to 1
)

// BetTypes lists every bet type.
var BetTypes = []string{BetVista, BetCamo, BetAnti, BetViudo, BetSalto, BetCartas}

// Next is the suit after s in the circular order; Prev the one before.
func Next(s int) int { return (s + 1) % 4 }

// Prev is the suit before s in the circular order.
func Prev(s int) int { return (s + 3) % 4 }

// Qualifies reports whether card c can win a multiple bet of type typ on the
// placed card p: same rank, and the suit the bet names. Viudo accepts the
// placed card's own suit too (two decks can repeat it and the text, «de
// ninguno de los palos inmediatos», does not exclude it), so that no reading
// of it is accused; switch mon-viudo=opposite narrows it (ViudoOpposite).
func Qualifies(typ string, p, c Card) bool {
	if p.Rank != c.Rank {
		return false
	}
	switch typ {
	case BetVista, BetCamo:
		return c.Suit == Next(p.Suit)
	case BetAnti:
		return c.Suit == Prev(p.Suit)
	case BetViudo:
		return c.Suit != Next(p.Suit) && c.Suit != Prev(p.Suit)
	case BetSalto, BetCartas:
		return true
	}
	return false
}

// ViudoOpposite reports whether c is the card of p's rank in the suit
// opposite p's in the circular order: Viudo under mon-viudo=opposite.
func ViudoOpposite(p, c Card) bool { return p.Rank == c.Rank && c.Suit == (p.Suit+2)%4 }

// Pay is the net win in stake multiples of a winning bet before any
// deduction, for the phase; d is the points deducted for doubled, tripled
// or burned cards (counted by the caller under switch mon-deduction). Salto
// in Segundas and unknown types give 0.
func Pay(typ, phase string, d int) int {
	switch typ {
	case BetVista:
		return max(32-d, 0) // L3333, L3489
	case BetCamo, BetAnti, BetViudo:
		if phase == Segundas {
			return 5 // L3401
		}
		return max(11-d, 0) // L3399
	case BetSalto:
		if phase == Primeras {
			return 3 // L3407
		}
	case BetCartas:
		return 1 // L3411
	}
	return 0
}

// MaxTimes is a bet's maximum in multiples of the minimum stake (L3419–L3427).
func MaxTimes(typ, phase string) int64 {
	switch typ {
	case BetCartas:
		return 300
	case BetVista:
		return 10
	case BetCamo, BetAnti, BetViudo:
		if phase == Segundas {
			return 60
		}
		return 30
	case BetSalto:
		return 100
	}
	return 0
}

// Deal is one phase's cards as the log records them (rounds.outcome):
// the placed cards by position 1–4 (the text's first to fourth card; Nil
// for a position no longer in play), the cards placed on top of each
// (doubled, tripled), the burned cards, and the cards uncovered after «no va
// más» in order.
type Deal struct {
	Phase     string
	Placed    [4]Card
	InPlay    [4]bool
	Stacked   [4][]Card
	Burned    []Card
	Uncovered []Card
}

// ParseDeal reads rounds.outcome: "primeras;1=4o+4e;2=Sc;3=1e;4=7b;q=Cb,Ce;d=2c,4c".
// Keys: the phase first, then 1–4 (a placed card, "+" each card placed on
// it), q (burned cards), d (cards uncovered after «no va más»).
func ParseDeal(s string) (Deal, error) {
	var d Deal
	parts := strings.Split(s, ";")
	d.Phase = parts[0]
	if d.Phase != Primeras && d.Phase != Segundas {
		return d, fmt.Errorf("outcome %q: begins with the phase, primeras or segundas", s)
	}
	seen := map[string]bool{}
	for _, p := range parts[1:] {
		k, v, ok := strings.Cut(p, "=")
		if !ok || seen[k] {
			return d, fmt.Errorf("outcome %q: part %q is not key=cards or repeats a key", s, p)
		}
		seen[k] = true
		cards, err := parseCards(v, k == "q" || k == "d")
		if err != nil {
			return d, err
		}
		switch k {
		case "1", "2", "3", "4":
			i := int(k[0] - '1')
			d.Placed[i], d.InPlay[i], d.Stacked[i] = cards[0], true, cards[1:]
		case "q":
			d.Burned = cards
		case "d":
			d.Uncovered = cards
		default:
			return d, fmt.Errorf("outcome %q: unknown key %q (1-4, q, d)", s, k)
		}
	}
	n := 0
	for _, in := range d.InPlay {
		if in {
			n++
		}
	}
	if d.Phase == Primeras && n != 4 || n == 0 {
		return d, fmt.Errorf("outcome %q: %s needs %s placed cards", s, d.Phase, map[bool]string{true: "four", false: "some"}[d.Phase == Primeras])
	}
	return d, nil
}

// parseCards reads "4o+4e" (stack) or "Cb,Ce" (list).
func parseCards(v string, list bool) ([]Card, error) {
	sep := "+"
	if list {
		sep = ","
	}
	var out []Card
	for _, f := range strings.Split(v, sep) {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Cards returns every card the phase shows.
func (d Deal) Cards() []Card {
	var out []Card
	for i := range d.Placed {
		if d.InPlay[i] {
			out = append(out, d.Placed[i])
			out = append(out, d.Stacked[i]...)
		}
	}
	out = append(out, d.Burned...)
	return append(out, d.Uncovered...)
}

// Deductions returns the fewest and the most points the text can deduct
// for the phase's doubled, tripled and burned cards: the most counts one
// point per card (L3489 «un punto por carta»); the fewest one per doubled
// position (switch mon-deduction). Every burned card is one point under
// both (L3518 «Cada carta quemada restará un punto»).
func (d Deal) Deductions() (fewest, most int) {
	fewest, most = d.Doubled()
	return fewest + len(d.Burned), most + len(d.Burned)
}

// Doubled returns the fewest and most points deducted from Camo, Anti and
// Viudo in Primeras («un punto por cada carta doblada», L3399): burned cards
// do not count.
func (d Deal) Doubled() (fewest, most int) {
	for _, st := range d.Stacked {
		most += len(st)
		if len(st) > 0 {
			fewest++
		}
	}
	return fewest, most
}

// Levied reports whether the first card uncovered after «no va más» has the
// rank of a placed card in play: the 10% levy on winning bets but Vista
// Hermosa (L3323).
func (d Deal) Levied() bool {
	if len(d.Uncovered) == 0 {
		return false
	}
	for i, p := range d.Placed {
		if d.InPlay[i] && p.Rank == d.Uncovered[0].Rank {
			return true
		}
	}
	return false
}

// LeviedSameCard reports whether the first card uncovered after «no va
// más» is the very card, rank and suit, of a placed card in play (the other
// deck's twin): the narrow reading of «correspondiese a alguna de las cartas
// emplazadas» (L3323, switch mon-levy-match).
func (d Deal) LeviedSameCard() bool {
	if len(d.Uncovered) == 0 {
		return false
	}
	for i, p := range d.Placed {
		if d.InPlay[i] && p == d.Uncovered[0] {
			return true
		}
	}
	return false
}

// ParseSelection reads bets.selection: a position 1–4 for a multiple bet;
// for cartas, the side backed and the side against, "1-2" or "13-24"
// (horizontal, vertical or two against two, L3411).
func ParseSelection(typ, s string) (side, against []int, err error) {
	digits := func(v string) ([]int, error) {
		var out []int
		for _, ch := range v {
			if ch < '1' || ch > '4' {
				return nil, fmt.Errorf("selection %q: positions are 1-4", s)
			}
			out = append(out, int(ch-'1'))
		}
		return out, nil
	}
	if typ != BetCartas {
		if len(s) != 1 {
			return nil, nil, fmt.Errorf("selection %q: one placed card, 1-4", s)
		}
		side, err = digits(s)
		return side, nil, err
	}
	a, b, ok := strings.Cut(s, "-")
	if !ok || len(a) == 0 || len(a) != len(b) || len(a) > 2 {
		return nil, nil, fmt.Errorf("selection %q: cartas are one card against another (1-2) or two against two (13-24)", s)
	}
	if side, err = digits(a); err == nil {
		against, err = digits(b)
	}
	return side, against, err
}
