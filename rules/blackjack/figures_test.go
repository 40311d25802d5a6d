package blackjack_test

// The dealer table `veedor odds` prints, and the black-jack test itself
// (issue 23: code the package's own tests did not reach).

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/odds"
)

func TestOddsTable(t *testing.T) {
	f, ok := odds.For(bj.Game)
	if !ok {
		t.Fatal("no black-jack odds")
	}
	for _, region := range rules.Regions {
		tables, err := f(region)
		if err != nil || len(tables) != 1 {
			t.Fatalf("%s: %v, %d tables", region, err, len(tables))
		}
		tb := tables[0]
		if len(tb.Rows) != 11 || tb.Rows[0][0] != "A" || tb.Rows[10][0] != "All" {
			t.Fatalf("%s: rows %v", region, tb.Rows)
		}
		// Each row is the dealer's distribution for its up-card, six decks
		// in every text (the published six-deck bust of an ace: 0.115473).
		d := bj.DealerDist(6, 1, false, false)
		if got, want := tb.Rows[0][7], d[bj.Bust].FloatString(6); got != want || want != "0.115473" {
			t.Errorf("%s: ace's bust %s, want %s (published 0.115473)", region, got, want)
		}
		if all := bj.AllUps(6, false, false); tb.Rows[10][7] != all[bj.Bust].FloatString(6) || tb.Rows[10][7] != "0.281921" {
			t.Errorf("%s: overall bust %s, published 0.281921", region, tb.Rows[10][7])
		}
		// The note says where the rule rests on the 1977 text: under the
		// 1979 catalogue and in Castilla y León, not in Valencia.
		if hasNote := strings.Contains(tb.Note, "1977"); hasNote != (region != "cv") {
			t.Errorf("%s: note %q", region, tb.Note)
		}
		if !strings.Contains(tb.Title, "6 decks") {
			t.Errorf("%s: title %q", region, tb.Title)
		}
	}
	if _, err := f("xx"); err == nil {
		t.Error("odds for a region with no text")
	}
}

func TestBlackjackIsTwoCards(t *testing.T) {
	hand := func(s ...string) []cards.Card {
		var out []cards.Card
		for _, x := range s {
			c, err := cards.Parse(x)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	for _, c := range []struct {
		cards []string
		want  bool
	}{{[]string{"AS", "KD"}, true}, {[]string{"KD", "AS"}, true}, {[]string{"7S", "7D", "7C"}, false}, {[]string{"AS", "9D"}, false}, {[]string{"AS"}, false}} {
		if got := bj.Blackjack(hand(c.cards...)); got != c.want {
			t.Errorf("Blackjack(%v) = %v, want %v", c.cards, got, c.want)
		}
	}
}
