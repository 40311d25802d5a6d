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
	if len(s) != 2 {
		return Card{}, fmt.Errorf("card %q: want rank and suit, e.g. TH or AS", s)
	}
	r := strings.IndexByte(Ranks, s[0])
	u := strings.IndexByte(Suits, s[1])
	if r < 0 || u < 0 {
		return Card{}, fmt.Errorf("card %q: rank is one of A 2-9 T J Q K and suit one of S H D C, in upper case", s)
	}
	return Card{uint8(r), uint8(u)}, nil
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
// empty ("B=").
func ParseHands(s string) ([]Hand, error) {
	if s == "" {
		return nil, fmt.Errorf("empty outcome")
	}
	var hands []Hand
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ";") {
		name, list, ok := strings.Cut(part, "=")
		if !ok || name == "" || strings.ContainsAny(name, " \t") {
			return nil, fmt.Errorf("outcome %q: %q is not NAME=CARDS", s, part)
		}
		if seen[name] {
			return nil, fmt.Errorf("outcome %q: hand %s appears twice", s, name)
		}
		seen[name] = true
		h := Hand{Name: name}
		if list != "" {
			for _, cs := range strings.Split(list, ",") {
				c, err := Parse(cs)
				if err != nil {
					return nil, fmt.Errorf("outcome %q, hand %s: %v", s, name, err)
				}
				h.Cards = append(h.Cards, c)
			}
		}
		hands = append(hands, h)
	}
	return hands, nil
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
