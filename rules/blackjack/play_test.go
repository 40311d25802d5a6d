package blackjack

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
)

func hand(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Split(s, ",") {
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// Every branch of the croupier's rule: one wrong branch fails a row.
func TestDealerDraws(t *testing.T) {
	for _, c := range []struct {
		cards string
		draw  bool
	}{
		{"TH", true},              // one card: he has not reached 17
		{"AS", true},              // a lone ace is soft 11
		{"TH,6C", true},           // hard 16 draws
		{"TH,7C", false},          // hard 17 stands
		{"TH,8C", false},          // hard 18 stands
		{"AS,6C", false},          // soft 17 stands (ace counts 11 when that reaches 17)
		{"AS,7C", false},          // soft 18 stands
		{"AS,5C", true},           // soft 16 draws
		{"AS,AD,5C", false},       // A,A,5 is soft 17: stands
		{"AS,5C,TD", true},        // A,5,T is hard 16 (the ace back to one): draws
		{"AS,6C,TD", false},       // A,6,T is hard 17: stands
		{"AS,AD,4C", true},        // soft 16 with two aces draws
		{"6S,5C,6D", false},       // hard 17 in three cards stands
		{"TS,5C,AD", true},        // hard 16 with an ace that cannot be eleven draws
		{"AS,TD", false},          // black-jack stands
		{"TS,6C,9D", false},       // bust: no more cards
		{"AS,AD,AC,AH,3C", false}, // four aces and a 3: soft 17 stands
	} {
		if got := DealerDraws(hand(t, c.cards)); got != c.draw {
			t.Errorf("%s: draws %v, want %v", c.cards, got, c.draw)
		}
	}
}

func TestTotal(t *testing.T) {
	for _, c := range []struct {
		cards  string
		aceOne bool
		total  int
		soft   bool
	}{
		{"AS,KD", false, 21, true},
		{"AS,8D", false, 19, true},
		{"AS,8D", true, 9, false},
		{"AS,8D,2C", true, 11, false},  // Valencian double on A+8: the initial ace stays one
		{"AS,8D,2C", false, 21, true},  // the same cards undoubled: 21
		{"AS,9D,AC", true, 21, true},   // the drawn ace may still count eleven
		{"8S,AD,KC", true, 19, false},  // the initial ace may be second
		{"5S,4D,AC", true, 20, true},   // 9 doubled, ace drawn: the ace is not an initial one
		{"TS,QD,2C", false, 22, false}, // bust
	} {
		tot, soft := Total(hand(t, c.cards), c.aceOne)
		if tot != c.total || soft != c.soft {
			t.Errorf("%s aceOne=%v: %d soft=%v, want %d soft=%v", c.cards, c.aceOne, tot, soft, c.total, c.soft)
		}
	}
}

func TestCanDouble(t *testing.T) {
	for _, c := range []struct {
		cards      string
		instrument string
		soft       bool
		want       bool
	}{
		{"5S,4D", rules.ES1977, false, true},  // 9
		{"6S,4D", rules.ES1977, false, true},  // 10
		{"6S,5D", rules.ES1977, false, true},  // 11
		{"4S,4D", rules.ES1977, true, false},  // 8
		{"7S,5D", rules.ES1977, true, false},  // 12
		{"AS,8D", rules.ES1977, true, true},   // soft 9/19, switch allows
		{"AS,8D", rules.ES1977, false, false}, // hard-only reading
		{"9S,AD", rules.CV2003, false, true},  // named in the Valencian text
		{"AS,7D", rules.CV2003, false, false}, // 8/18: not named
		{"AS,TD", rules.CV2003, true, false},  // black-jack
		{"AS,AD", rules.ES1977, true, false},  // 2/12
		{"TS,AD", rules.ES1977, true, false},  // black-jack
	} {
		cs := hand(t, c.cards)
		if got := CanDouble(c.instrument, cs[0], cs[1], c.soft); got != c.want {
			t.Errorf("%s under %s soft=%v: %v, want %v", c.cards, c.instrument, c.soft, got, c.want)
		}
	}
}

func TestPairAndSide(t *testing.T) {
	k, ten, a, two := hand(t, "KS")[0], hand(t, "TD")[0], hand(t, "AS")[0], hand(t, "2C")[0]
	if !Pair(k, ten, false) || Pair(k, ten, true) || !Pair(a, hand(t, "AH")[0], true) || Pair(a, two, false) {
		t.Error("Pair: value and rank readings wrong")
	}
	for _, c := range []struct {
		cards string
		want  int
	}{{"AS,KD", -1}, {"3S,KD", 0}, {"4S,KD", 1}, {"6S,6D", -1}, {"AS,QD", -1}, {"7S,6D", 0}, {"9S,5D", 1}} {
		cs := hand(t, c.cards)
		if got := Side(cs[0], cs[1]); got != c.want {
			t.Errorf("Side(%s) = %d, want %d", c.cards, got, c.want)
		}
	}
}

// The dealer rule used by the replay agrees with the one the exact
// distributions enumerate (DealerDist's walk): every reachable hand of up to
// four cards.
func TestDealerDrawsAgreesWithDist(t *testing.T) {
	ranks := []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "T"}
	var walk func(cs []cards.Card)
	n := 0
	walk = func(cs []cards.Card) {
		if len(cs) > 0 {
			total, soft := 0, false
			for _, c := range cs {
				total += c.TenValue()
				soft = soft || c.Rank == 0
			}
			best := total
			if soft && total+10 <= 21 {
				best = total + 10
			}
			distStands := best > 21 || best >= 17
			if DealerDraws(cs) == distStands {
				t.Errorf("%v: DealerDraws %v disagrees with the distribution's walk", cs, DealerDraws(cs))
			}
			n++
			if distStands || len(cs) == 4 {
				return
			}
		}
		for _, r := range ranks {
			c, _ := cards.Parse(r + "S")
			walk(append(cs, c))
		}
	}
	walk(nil)
	if n < 1000 {
		t.Fatalf("only %d hands walked", n)
	}
}
