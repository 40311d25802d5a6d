package cards

import (
	"strings"
	"testing"
)

// FuzzParse: no card notation, however malformed, makes the parser panic;
// what it accepts is two characters and writes back to the same card.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"AS", "th", "10H", "", "A", "ZZ", "\xff\xfe", "9♥", "KC"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		if len(s) != 2 || c.Rank > 12 || c.Suit > 3 {
			t.Fatalf("Parse(%q) accepted %+v", s, c)
		}
		if back, err := Parse(c.String()); err != nil || back != c || c.String() != s {
			t.Fatalf("%q -> %v -> %q -> %v, %v", s, c, c.String(), back, err)
		}
		if c.Baccarat() < 0 || c.Baccarat() > 9 || c.TenValue() < 1 || c.TenValue() > 10 {
			t.Fatalf("%q: values %d %d", s, c.Baccarat(), c.TenValue())
		}
	})
}

// FuzzParseHands: no outcome, however malformed, makes the parser panic;
// what it accepts has unique names and writes back to an outcome that
// parses to the same hands; a shoe counts every card and refuses a card
// seen more often than its decks hold.
func FuzzParseHands(f *testing.F) {
	for _, s := range []string{"P=9H,3C,5D;B=KD,5S", "P=;B=", "P=9H;P=3C", "=9H", "P=9H,,3C", ";", "P=AS,AS,AS", "B = kd , 5s"} {
		f.Add(s, uint8(1))
	}
	f.Fuzz(func(t *testing.T, s string, decks uint8) {
		hands, err := ParseHands(s)
		if err != nil {
			return
		}
		seen := map[string]bool{}
		for _, h := range hands {
			if h.Name == "" || seen[h.Name] {
				t.Fatalf("%q: hand name %q empty or repeated", s, h.Name)
			}
			seen[h.Name] = true
		}
		again, err := ParseHands(FormatHands(hands))
		if err != nil || FormatHands(again) != FormatHands(hands) {
			t.Fatalf("%q -> %q -> %v", s, FormatHands(hands), err)
		}
		shoe := NewShoe(int(decks % 9))
		count := map[Card]int{}
		for _, h := range hands {
			for _, c := range h.Cards {
				count[c]++
				if ok := shoe.Add(c); ok != (count[c] <= shoe.Decks) {
					t.Fatalf("%q: card %s seen %d times in a %d-deck shoe, Add said %v", s, c, count[c], shoe.Decks, ok)
				}
			}
		}
		n := 0
		for _, k := range count {
			n += k
		}
		if shoe.Dealt() != n {
			t.Fatalf("%q: dealt %d, counted %d", s, shoe.Dealt(), n)
		}
	})
}

// More cards of a kind than the shoe holds: the card past the shoe's
// decks is refused, in a one-deck and an eight-deck shoe.
func TestShoeRefusesTooManyOfACard(t *testing.T) {
	for _, decks := range []int{1, 8} {
		shoe := NewShoe(decks)
		hands, err := ParseHands("P=" + strings.Repeat("QH,", decks) + "QH;B=2C")
		if err != nil {
			t.Fatal(err)
		}
		var refused []int
		for i, c := range hands[0].Cards {
			if !shoe.Add(c) {
				refused = append(refused, i+1)
			}
		}
		if len(refused) != 1 || refused[0] != decks+1 {
			t.Errorf("%d decks: refused the queens of hearts number %v, want only number %d", decks, refused, decks+1)
		}
		if !shoe.Add(hands[1].Cards[0]) {
			t.Errorf("%d decks: the first two of clubs refused", decks)
		}
	}
	for _, bad := range []string{"P=1H", "P=QX", "P=Q", "P=QHH", "P=10H", "P=♥Q"} {
		if _, err := ParseHands(bad); err == nil || !strings.Contains(err.Error(), "card") {
			t.Errorf("%q: err %v, want one naming the card", bad, err)
		}
	}
}
