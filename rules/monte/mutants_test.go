package monte

// Cases the mutation run showed missing (issue 23): every row of the odds
// worked by hand, the deal's error for each phase, the card's notation and
// the narrow reading of the levy's card.

import (
	"math/big"
	"strings"
	"testing"
)

// Every bet's chances and expectations by counting, from the pays of
// L3333–L3411 and the cards left (28 deciding of 76): Anti and the
// opposite-suit Viudo as Camo (2 winning cards of 28); Viudo with its own
// suit too 3 of 28: 11·3/28 − 25/28 = 2/7, less 1.1·3/76 levied; two cards
// against two 14 of 28 either way: 0, less 0.1·14/76.
func TestFiguresEveryRow(t *testing.T) {
	camo := [2]*big.Rat{big.NewRat(-1, 7), new(big.Rat).Sub(big.NewRat(-1, 7), big.NewRat(22, 760))}
	want := map[string]struct {
		pay              int
		win, lose, first *big.Rat
		edge             [2]*big.Rat
	}{
		BetVista:                      {32, big.NewRat(2, 76), big.NewRat(74, 76), big.NewRat(2, 76), [2]*big.Rat{big.NewRat(-10, 76), big.NewRat(-10, 76)}},
		BetCamo:                       {11, big.NewRat(2, 28), big.NewRat(26, 28), big.NewRat(2, 76), camo},
		BetAnti:                       {11, big.NewRat(2, 28), big.NewRat(26, 28), big.NewRat(2, 76), camo},
		BetViudo + " (opposite suit)": {11, big.NewRat(2, 28), big.NewRat(26, 28), big.NewRat(2, 76), camo},
		BetViudo + " (opposite or own suit)": {11, big.NewRat(3, 28), big.NewRat(25, 28), big.NewRat(3, 76),
			[2]*big.Rat{big.NewRat(2, 7), new(big.Rat).Sub(big.NewRat(2, 7), big.NewRat(33, 760))}},
		BetSalto:                         {3, big.NewRat(7, 28), big.NewRat(21, 28), big.NewRat(7, 76), [2]*big.Rat{new(big.Rat), big.NewRat(-21, 760)}},
		BetCartas + " (one against one)": {1, big.NewRat(7, 28), big.NewRat(7, 28), big.NewRat(7, 76), [2]*big.Rat{new(big.Rat), big.NewRat(-7, 760)}},
		BetCartas + " (two against two)": {1, big.NewRat(14, 28), big.NewRat(14, 28), big.NewRat(14, 76), [2]*big.Rat{new(big.Rat), big.NewRat(-14, 760)}},
	}
	fs := Figures()
	if len(fs) != len(want) {
		t.Errorf("%d rows, want %d", len(fs), len(want))
	}
	for _, f := range fs {
		w, ok := want[f.Bet]
		if !ok {
			t.Errorf("unexpected row %q", f.Bet)
			continue
		}
		if f.Pay != w.pay || f.Win.Cmp(w.win) != 0 || f.Lose.Cmp(w.lose) != 0 || f.Levied.Cmp(w.first) != 0 {
			t.Errorf("%s: pays %d, wins %s, loses %s, levied %s", f.Bet, f.Pay, f.Win.RatString(), f.Lose.RatString(), f.Levied.RatString())
		}
		if f.Edge.Cmp(w.edge[0]) != 0 || f.EdgeLevy.Cmp(w.edge[1]) != 0 {
			t.Errorf("%s: expectation %s, with levy %s; want %s, %s", f.Bet, f.Edge.RatString(), f.EdgeLevy.RatString(), w.edge[0].RatString(), w.edge[1].RatString())
		}
	}
}

// Primeras needs all four placed cards, Segundas at least one: each error
// says which.
func TestParseDealPhaseErrors(t *testing.T) {
	for s, want := range map[string]string{
		"primeras;1=4o;2=Sc": "four placed cards",
		"segundas;q=Cb":      "some placed cards",
	} {
		_, err := ParseDeal(s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseDeal(%q): %v, want %q", s, err, want)
		}
	}
}

// The notation round trip: every rank and suit reads back as written.
func TestCardNotation(t *testing.T) {
	for _, r := range Ranks {
		for _, s := range Suits {
			in := string(r) + string(s)
			c, err := ParseCard(in)
			if err != nil || c.String() != in {
				t.Errorf("%s: %v %v", in, c, err)
			}
		}
	}
}

// The narrow levy reading: only the very card of a placed card in play,
// not a card of the same rank in another suit, nor the card of a box out of
// play, nor a deal with nothing uncovered.
func TestLeviedSameCard(t *testing.T) {
	for s, want := range map[string]bool{
		"segundas;1=4o;2=Sc;d=4o":    true,
		"segundas;1=4o;2=Sc;d=4e":    false,
		"segundas;1=4o;2=Sc;d=1e,4o": false,
		"segundas;2=Sc;d=Sc":         true,
		"segundas;1=4o;2=Sc":         false,
	} {
		d, err := ParseDeal(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if got := d.LeviedSameCard(); got != want {
			t.Errorf("%s: %v, want %v", s, got, want)
		}
	}
	// A box out of play whose zero card would match: Placed[2] is the zero
	// Card, which "1o" is not, so build the case by hand.
	var d Deal
	d.Placed[0], d.Uncovered = Card{Rank: 3, Suit: 0}, []Card{{Rank: 3, Suit: 0}}
	if d.LeviedSameCard() {
		t.Error("a card out of play levied")
	}
}

// `veedor odds` prints the expectations as percentages: Vista Hermosa's
// −10/76 is −13.1579%.
func TestFiguresTable(t *testing.T) {
	tabs, err := figures("cv")
	if err != nil || len(tabs) != 1 || len(tabs[0].Rows) != len(Figures()) {
		t.Fatalf("%v %v", tabs, err)
	}
	if r := tabs[0].Rows[0]; r[0] != BetVista || r[5] != "-13.1579%" || r[6] != "-13.1579%" || r[1] != "32 to 1" {
		t.Errorf("Vista Hermosa's row %v", r)
	}
}
