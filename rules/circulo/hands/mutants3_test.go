package hands

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/odds"
)

// Every class has its Spanish and English name (the reports' languages);
// a number outside the classes is "?" in both, the lowest class included
// as a name, not as out of range.
func TestClassNames(t *testing.T) {
	want := map[Class][2]string{
		CartaMayor: {"carta mayor", "high card"}, Pareja: {"pareja", "pair"}, DoblePareja: {"doble pareja", "two pair"},
		Figuras: {"figuras", "figures"}, Trio: {"trío", "three of a kind"}, Escalera: {"escalera", "straight"},
		Color: {"color", "flush"}, Full: {"full", "full house"}, Poquer: {"póquer", "four of a kind"},
		EscaleraColor: {"escalera de color", "straight flush"}, EscaleraReal: {"escalera real de color", "royal flush"},
	}
	for c, w := range want {
		if c.ES() != w[0] || c.EN() != w[1] || c.String() != w[0] {
			t.Errorf("class %d: %q/%q/%q, want %q/%q", int(c), c.ES(), c.EN(), c.String(), w[0], w[1])
		}
	}
	for _, c := range []Class{-1, 11} {
		if c.ES() != "?" || c.EN() != "?" {
			t.Errorf("class %d: %q/%q, want ?/?", int(c), c.ES(), c.EN())
		}
	}
}

// A hand's description names its class and the ranks the readings count,
// an ace played low as A at the end.
func TestValueString(t *testing.T) {
	kick2 := Readings{FiguresTieBreak: 1, HighCardTieBreak: 1, LowAceStraight: 1, Kickers: 2}
	for _, c := range []struct {
		r    Readings
		hand string
		want string
	}{
		{std, "AS AH KD QC JS", "pareja A-K-Q-J"},
		{kick2, "AS AH KD QC JS", "pareja A-K"}, // L579: the pair and the highest of the rest
		{std, "AS 2H 3D 4C 5S", "escalera 5-4-3-2-A"},
		{std, "9S 9H 9D 2C 2S", "full 9-2"},
		{std, "7S 5H 4D 3C 2S", "carta mayor 7-5-4-3-2"},
	} {
		if got := eval(t, Deck52, c.r, false, c.hand).String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.hand, got, c.want)
		}
	}
	// A corrupt value (a rank nibble of 15) is described, not a panic.
	if got := Value(uint64(Pareja)<<20 | 0xF<<16 | 0x3<<12).String(); got != "pareja 3" {
		t.Errorf("corrupt value: %q, want %q", got, "pareja 3")
	}
}

// A card of the fourth suit outside a short deck is a card, just not in
// that deck: the message says so, not "not a card".
func TestCheckFourthSuit(t *testing.T) {
	_, _, err := Eval5(Deck32, std, false, five("AS KH QD JC 2C"))
	if err == nil || !strings.Contains(err.Error(), "2C is not in the 32-card deck") {
		t.Errorf("err %v, want 2C is not in the 32-card deck", err)
	}
}

// The probability column of `veedor odds`: count / total, in percent with
// six decimals (1,098,240 pairs of 2,598,960 five-card hands is 42.256903 %;
// 4,324 royal flushes of 133,784,560 seven-card hands 0.003232 %).
func TestOddsPercentages(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the seven-card hands")
	}
	f, _ := odds.For(Game)
	tables, err := f("cyl")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		table           int
		class, count, p string
	}{
		{0, "escalera real de color", "4", "0.000154%"},
		{0, "pareja", "1098240", "42.256903%"},
		{0, "carta mayor", "1302540", "50.117739%"},
		{2, "escalera real de color", "4324", "0.003232%"},
		{2, "pareja", "58627800", "43.822546%"},
		{5, "carta mayor", "17340", "17.643468%"},
	} {
		found := false
		for _, r := range tables[c.table].Rows {
			if r[0] == c.class {
				found = true
				if r[1] != c.count || r[2] != c.p {
					t.Errorf("%q %s: %s %s, want %s %s", tables[c.table].Title, c.class, r[1], r[2], c.count, c.p)
				}
			}
		}
		if !found {
			t.Errorf("%q: no row %s", tables[c.table].Title, c.class)
		}
	}
	// Figuras is listed only where it is played (the cubierto tables), and
	// every table lists the carta mayor, its lowest class, last.
	for i, tb := range tables {
		fig := false
		for _, r := range tb.Rows {
			fig = fig || r[0] == "figuras"
		}
		if want := i == 1 || i == 4; fig != want {
			t.Errorf("%q: figuras listed %v, want %v", tb.Title, fig, want)
		}
		if last := tb.Rows[len(tb.Rows)-1][0]; last != "carta mayor" {
			t.Errorf("%q: last row %q, want carta mayor", tb.Title, last)
		}
	}
}

// Combine takes exactly fromHole of the player's cards and the rest of the
// board: every count from 0 to 5, with just enough cards, and up to seven
// in either list, is a hand.
func TestCombineEdges(t *testing.T) {
	royal := cardsOf("AS", "KS", "QS", "JS", "TS")
	for _, c := range []struct {
		name        string
		hole, board []cards.Card
		from        int
	}{
		{"all five from the board", nil, royal, 0},
		{"all five from the hole", royal, nil, 5},
		{"board just enough", cardsOf("AS", "KS"), cardsOf("QS", "JS", "TS"), 2},
		{"seven hole cards", cardsOf("AS", "KS", "QS", "JS", "TS", "2H", "3H"), nil, 5},
		{"seven board cards", nil, cardsOf("AS", "KS", "QS", "JS", "TS", "2H", "3H"), 0},
	} {
		_, cl, _, err := Combine(Deck52, std, c.hole, c.board, c.from)
		if err != nil || cl != EscaleraReal {
			t.Errorf("%s: %v, %v; want escalera real de color", c.name, cl, err)
		}
	}
}

// Of equal best hands Best returns the first in the order of the cards
// given: the straight 5-9 with the 9 of spades, not the 9 of hearts.
func TestBestFirstOfEqual(t *testing.T) {
	_, _, best, err := Best(Deck52, std, false, cardsOf("5S", "6H", "7D", "8C", "9S", "9H"))
	if err != nil || cards.List(best[:]) != cards.List(cardsOf("5S", "6H", "7D", "8C", "9S")) {
		t.Errorf("best %s, %v; want 5S 6H 7D 8C 9S", cards.List(best[:]), err)
	}
}
