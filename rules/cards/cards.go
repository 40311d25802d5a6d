// Package cards is the card notation shared by the card games of the log
// contract: a card is its rank (A 2-9 T J Q K) and suit (S H D C), "TH", "AS";
// a round's outcome is its hands in dealing order, "P=9H,3C,5D;B=KD,5S".
package cards

import (
	"fmt"
	"strings"
)

// Ranks and suits in the notation.
const (
	Ranks = "A23456789TJQK"
	Suits = "SHDC"
)

// Card is one card: Rank is an index into Ranks (0 = ace, 9 = ten, 12 = king),
// Suit an index into Suits.
type Card struct {
	Rank, Suit uint8
}

// Parse reads a two-character card, "TH" or "AS". The notation is strict
// (upper case, no spaces), as the log contract says: evidence written
// another way is reported, not guessed at.
func Parse(s string) (Card, error) {
	if c, ok := parse2(s); ok {
		return c, nil
	}
	if len(s) != 2 {
		return Card{}, fmt.Errorf("card %q: want rank and suit, e.g. TH or AS", s)
	}
	return Card{}, fmt.Errorf("card %q: rank is one of A 2-9 T J Q K and suit one of S H D C, in upper case", s)
}

// rankOf and suitOf map a byte to its index plus one (0: not a rank or suit),
// so that a card is read with two loads instead of two searches.
var rankOf, suitOf = func() (r, u [256]uint8) {
	for i := 0; i < len(Ranks); i++ {
		r[Ranks[i]] = uint8(i + 1)
	}
	for i := 0; i < len(Suits); i++ {
		u[Suits[i]] = uint8(i + 1)
	}
	return
}()

// parse2 reads a card without allocating; ok false when s is not one.
func parse2(s string) (Card, bool) {
	if len(s) != 2 {
		return Card{}, false
	}
	r, u := rankOf[s[0]], suitOf[s[1]]
	if r == 0 || u == 0 {
		return Card{}, false
	}
	return Card{r - 1, u - 1}, true
}

// String writes the card in the log notation.
func (c Card) String() string { return string([]byte{Ranks[c.Rank], Suits[c.Suit]}) }

// Pips is the rank's face number: ace 1, two to ten 2..10, jack 11, queen 12, king 13.
func (c Card) Pips() int { return int(c.Rank) + 1 }

// Figure reports a jack, queen or king.
func (c Card) Figure() bool { return c.Rank >= 10 }

// Baccarat is the card's value in punto y banca, chemin de fer and baccara:
// figures and tens count nothing, the ace one.
func (c Card) Baccarat() int {
	if c.Rank >= 9 {
		return 0
	}
	return int(c.Rank) + 1
}

// TenValue is the card's value where figures count ten (black-jack, and the
// count of cards burnt in punto y banca): ace 1, figures 10.
func (c Card) TenValue() int {
	if c.Rank >= 9 {
		return 10
	}
	return int(c.Rank) + 1
}

// Hand is one named hand of a round's outcome.
type Hand struct {
	Name  string
	Cards []Card
}

// ParseHands reads "P=9H,3C,5D;B=KD,5S": hands separated by ";", each a name,
// "=", and its cards in the order dealt. Names must be unique; a hand may be
// empty ("B=", its Cards nil).
//
// It is on every card round's path: the hands are one slice, their cards
// one backing array and their names substrings of s (three allocations).
func ParseHands(s string) ([]Hand, error) {
	if s == "" {
		return nil, fmt.Errorf("empty outcome")
	}
	hands := make([]Hand, 0, strings.Count(s, ";")+1)
	// A card takes two bytes and a separator: no more fit in s.
	all := make([]Card, 0, (len(s)+1)/3)
	var seen map[string]bool // past a few hands, names are checked in a map
	rest := s
	for more := true; more; {
		var part string
		part, rest, more = strings.Cut(rest, ";")
		name, list, ok := strings.Cut(part, "=")
		if !ok || name == "" || strings.ContainsAny(name, " \t") {
			return nil, fmt.Errorf("outcome %q: %q is not NAME=CARDS", s, part)
		}
		if dupName(hands, seen, name) {
			return nil, fmt.Errorf("outcome %q: hand %s appears twice", s, name)
		}
		if len(hands) == 8 {
			seen = make(map[string]bool, 16)
			for _, h := range hands {
				seen[h.Name] = true
			}
		}
		if seen != nil {
			seen[name] = true
		}
		h := Hand{Name: name}
		if list != "" {
			start := len(all)
			for cont := true; cont; {
				var cs string
				cs, list, cont = strings.Cut(list, ",")
				c, ok := parse2(cs)
				if !ok {
					_, err := Parse(cs)
					return nil, fmt.Errorf("outcome %q, hand %s: %v", s, name, err)
				}
				all = append(all, c)
			}
			h.Cards = all[start:len(all):len(all)]
		}
		hands = append(hands, h)
	}
	return hands, nil
}

// dupName reports whether name is a hand's already: in seen once there is
// one, else among the few hands read.
func dupName(hands []Hand, seen map[string]bool, name string) bool {
	if seen != nil {
		return seen[name]
	}
	for _, h := range hands {
		if h.Name == name {
			return true
		}
	}
	return false
}

// List writes cards in the log notation, separated by commas: "5H,KD".
func List(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(Ranks[c.Rank])
		b.WriteByte(Suits[c.Suit])
	}
	return b.String()
}

// FormatHands writes hands in the outcome notation.
func FormatHands(hands []Hand) string {
	parts := make([]string, len(hands))
	for i, h := range hands {
		cs := make([]string, len(h.Cards))
		for j, c := range h.Cards {
			cs[j] = c.String()
		}
		parts[i] = h.Name + "=" + strings.Join(cs, ",")
	}
	return strings.Join(parts, ";")
}

// Shoe counts the cards a shoe of n 52-card decks holds, to tell when a card
// appears more often than the shoe can hold.
type Shoe struct {
	Decks int
	seen  [13][4]int
}

// NewShoe is an empty count for a shoe of decks decks.
func NewShoe(decks int) *Shoe { return &Shoe{Decks: decks} }

// Add counts one card out of the shoe; false when that card has now come out
// more times than the shoe holds.
func (s *Shoe) Add(c Card) bool {
	s.seen[c.Rank][c.Suit]++
	return s.seen[c.Rank][c.Suit] <= s.Decks
}

// Dealt is the number of cards counted so far.
func (s *Shoe) Dealt() int {
	n := 0
	for r := range s.seen {
		for u := range s.seen[r] {
			n += s.seen[r][u]
		}
	}
	return n
}

// Same reports whether a and b hold the same cards, each as many times, in
// any order: the cards that left a shoe against those found in the hands.
func Same(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	var n [13 * 4]int
	for _, c := range a {
		n[int(c.Rank)*4+int(c.Suit)]++
	}
	for _, c := range b {
		k := int(c.Rank)*4 + int(c.Suit)
		if n[k]--; n[k] < 0 {
			return false
		}
	}
	return true
}
