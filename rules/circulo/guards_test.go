package circulo

// Guards of the póquer de círculo numbers that read each from the words of
// the seed line it cites, not from the tables (issue 23): seats, players,
// decks, cards per seat and betting intervals.

import (
	"slices"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// last is the last number a quote spells out («hasta un máximo de 10» is
// 10: the «un» before it reads as 1).
func last(t *testing.T, c rules.Citation) int {
	t.Helper()
	ns := seedtest.Numbers(c.Quote)
	if len(ns) == 0 {
		t.Fatalf("«%s» spells no number", c.Quote)
	}
	return ns[len(ns)-1]
}

func first(t *testing.T, c rules.Citation) int {
	t.Helper()
	ns := seedtest.Numbers(c.Quote)
	if len(ns) == 0 {
		t.Fatalf("«%s» spells no number", c.Quote)
	}
	return ns[0]
}

func TestNumbersAsTheirQuotesSpellThem(t *testing.T) {
	seedtest.Check(t, SeatsCyL, FourCyL, FourCV, DeckCyL, DeckCubierto, DeckFiveStud, DeckSintetico, DeckOmaha, DeckCVSint,
		OmahaCards, HoldEmCards, SevenCards, CubiertoDeal, TiersStud, SintHand, SintHandCV)
	for _, c := range []struct {
		what      string
		got, want int
	}{
		{"seats", MaxSeats, last(t, SeatsCyL)},
		{"players (CyL)", MinPlayers, first(t, FourCyL)},
		{"players (CV)", MinPlayers, first(t, FourCV)},
		{"seven stud deck", Variants[SevenStud].Decks[0], last(t, DeckCyL)},
		{"omaha deck", Variants[Omaha].Decks[0], last(t, DeckOmaha)},
		{"hold'em deck", Variants[HoldEm].Decks[0], last(t, DeckCyL)},
		{"five stud deck", Variants[FiveStud].Decks[0], first(t, DeckFiveStud)},
		{"sintético deck (CyL)", Variants[Sintetico].Decks[0], first(t, DeckSintetico)},
		{"sintético deck (CV)", Variants[Sintetico].Decks[0], first(t, DeckCVSint)},
		{"omaha hole cards", Variants[Omaha].Hole, first(t, OmahaCards)},
		{"hold'em hole cards", Variants[HoldEm].Hole, first(t, HoldEmCards)},
		{"sintético hole cards", Variants[Sintetico].Hole, first(t, SintHand)},
		{"seven stud cards", Variants[SevenStud].Hole, first(t, SevenCards)},
		{"cubierto cards", Variants[Cubierto].Hole, first(t, CubiertoDeal)},
		{"sintético board (CyL)", Variants[Sintetico].Board, last(t, SintHand)},
		{"sintético board (CV)", Variants[Sintetico].Board, last(t, SintHandCV)},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, the quote says %d", c.what, c.got, c.want)
		}
	}
	// «Se jugará con 52 ó 32 cartas»: both, and only these.
	if ns := seedtest.Numbers(DeckCubierto.Quote); !slices.Equal(ns, Variants[Cubierto].Decks) {
		t.Errorf("cubierto decks %v, quote «%s» says %v", Variants[Cubierto].Decks, DeckCubierto.Quote, ns)
	}
	// «En los dos primeros intervalos … y en los tres siguientes»: five.
	if ns := seedtest.Numbers(TiersStud.Quote); len(ns) != 2 || ns[0]+ns[1] != Variants[SevenStud].Intervals {
		t.Errorf("seven stud intervals %d, quote «%s» says %v", Variants[SevenStud].Intervals, TiersStud.Quote, ns)
	}
}

// Sintético's intervals are the Valencian text's; Castilla y León fixes
// none. Every other variant has the same under both texts.
func TestIntervalsIn(t *testing.T) {
	for id, v := range Variants {
		for _, in := range []string{rules.CyL2008, rules.CV2003} {
			want := v.Intervals
			if id == Sintetico && in == rules.CyL2008 {
				want = 0
			}
			if got := v.IntervalsIn(in); got != want {
				t.Errorf("%s under %s: %d intervals, want %d", id, in, got, want)
			}
		}
	}
}

// Showing cards: nothing shown is the lowest; one card shows its rank; the
// pair's rank counts before the kicker, trips over two pairs, four over
// trips.
func TestShowingEdges(t *testing.T) {
	if Showing(nil) != 0 {
		t.Errorf("nothing shown: %x", Showing(nil))
	}
	if a, k := Showing(cs(t, "AS")), Showing(cs(t, "KS")); a <= k || a == 0 {
		t.Errorf("one ace %x, one king %x", a, k)
	}
	for _, pair := range [][2][]string{
		{{"2C", "2D", "2H"}, {"2C", "2D", "2H", "2S"}},
		{{"KC", "KD", "QH", "QS"}, {"2C", "2D", "2H"}},
		{{"3C", "3D", "AH"}, {"4C", "4D", "2H"}},
		{{"AC", "KD", "QH", "JS"}, {"2C", "2D"}},
		{{"KC", "KD", "2H", "2S"}, {"KH", "KS", "3H", "3S"}},
		// Equal counts rank high to low: the higher pair, then the lower;
		// the higher card first.
		{{"KC", "KD", "QH", "QS"}, {"AC", "AD", "2H", "2S"}},
		{{"KS", "QD"}, {"AS", "2D"}},
		{{"KS", "QD", "JC"}, {"AS", "3D", "2C"}},
	} {
		if lo, hi := Showing(cs(t, pair[0]...)), Showing(cs(t, pair[1]...)); lo >= hi {
			t.Errorf("%v (%x) should show less than %v (%x)", pair[0], lo, pair[1], hi)
		}
	}
	if BringInRank(cs(t, "KS")[0], true) != 13 || High(cs(t, "2S")[0]) != 2 {
		t.Error("ranks of the king and the two")
	}
}
