package blackjack_test

// Guards of the black-jack numbers that read them from the words of the
// seeds, not from the constants (issue 23): decks, table maxima, the burn,
// the dealer's stop, the reserve, bets per box, hands per box, tables per
// jefe, and menor/mayor de 13 at its boundary.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/seedtest"
)

// after returns the numbers spelled out in a seed line after anchor (which
// must be on it), up to the end of its sentence.
func after(t *testing.T, seed string, line int, anchor string) []int {
	t.Helper()
	text := strings.Join(strings.Fields(seedtest.Line(t, seed, line)), " ")
	_, rest, ok := strings.Cut(text, anchor)
	if !ok {
		t.Fatalf("%s L%d has no «%s»", seed, line, anchor)
	}
	rest, _, _ = strings.Cut(rest, ". ")
	return seedtest.Numbers(rest)
}

func seed(in string) string { return rules.Instruments[in].Seed }

func TestDecksAsTheirQuotesSpellThem(t *testing.T) {
	for _, in := range []string{rules.ES1977, rules.CyL2008, rules.CV2003} {
		d := bj.Decks[in]
		if ns := seedtest.Numbers(d.Cite.Quote); len(ns) < 2 || ns[0] != d.N || ns[1] != bj.ReserveMin {
			t.Errorf("%s: %d decks of %d cards, «%s» says %v", in, d.N, bj.ReserveMin, d.Cite.Quote, ns)
		}
	}
	// The reserve behind the cut card is «como mínimo, a un juego»: one deck.
	if ns := after(t, seed(rules.CV2003), 797, "equivalente, como mínimo, a"); fmt.Sprint(ns) != "[1]" {
		t.Errorf("CV L797 reserves %v decks", ns)
	}
}

func TestTableMaximaAsTheirQuotesSpellThem(t *testing.T) {
	r, ok := rules.Lookup(bj.RuleTableMax)
	if !ok {
		t.Fatal("no " + bj.RuleTableMax)
	}
	n := 0
	for _, b := range r.Basis {
		for _, c := range b.Cites {
			if got, want := fmt.Sprint(bj.MaxMultiples), fmt.Sprint(seedtest.Numbers(c.Quote)); got != want {
				t.Errorf("%s: maxima %s times the minimum, «%s» says %s", b.Instrument, got, c.Quote, want)
			}
			n++
		}
	}
	if n < 3 {
		t.Errorf("only %d citations of the maxima", n)
	}
}

func TestPlayNumbersAsTheTextsSpellThem(t *testing.T) {
	s77, scv, scyl := seed(rules.ES1977), seed(rules.CV2003), seed(rules.CyL2008)
	for _, c := range []struct {
		name   string
		seed   string
		line   int
		anchor string
		want   []int
	}{
		{"burn", s77, 138, "apartará las", []int{bj.BurnCards}},
		{"burn", scv, 799, "apartará las", []int{bj.BurnCards}},
		{"dealer stops", s77, 114, "Al llegar a", []int{bj.DealerStop}},
		{"dealer stops", scv, 671, "Al llegar a", []int{bj.DealerStop}},
		{"bets per box", scyl, 183, "podrá exceder de", []int{bj.BetsPerBox(rules.CyL2008)}},
		{"bets per box", scv, 657, "podrá exceder del número de", []int{bj.BetsPerBox(rules.CV2003)}},
		{"tables per inspector", s77, 100, "Puede existir un inspector por cada", []int{bj.JefeMaxTables(rules.ES1977, "")}},
		{"tables per jefe", scv, 609, "pueda exceder de", []int{bj.JefeMaxTables(rules.CV2003, bj.Plazas9), 9, bj.JefeMaxTables(rules.CV2003, bj.Plazas7), 7}},
		{"pairs per box", scv, 715, "hasta un máximo de", []int{bj.MaxHands(rules.CV2003, true)}},
		{"menor o mayor", scv, 727, "es inferior o superior a", []int{13}},
	} {
		if got := after(t, c.seed, c.line, c.anchor); len(got) < len(c.want) || fmt.Sprint(got[:len(c.want)]) != fmt.Sprint(c.want) {
			t.Errorf("%s: L%d «%s…» spells %v, the code has %v", c.name, c.line, c.anchor, got, c.want)
		}
	}
	// Six pairs make seven hands; the texts other than Valencia's set no
	// limit on bets per box or hands.
	if bj.MaxHands(rules.CV2003, false) != 7 || bj.MaxHands(rules.ES1977, false) != 0 || bj.MaxHands(rules.CyL2008, true) != 0 {
		t.Error("MaxHands: six pairs are not seven hands in Valencia, or a limit where the text has none")
	}
	if bj.BetsPerBox(rules.ES1977) != 0 {
		t.Error("BetsPerBox: a limit in the 1977 text, which sets none")
	}
	if bj.JefeMaxTables(rules.CyL2008, bj.Plazas9) != 4 || bj.JefeMaxTables(rules.CV2003, "") != 4 {
		t.Error("JefeMaxTables: three tables outside Valencia's 9-player version")
	}
	// Seven boxes, and nine on Valencia's 9-player (or unrecorded) version.
	for _, c := range []struct {
		in, variant string
		want        int
	}{{rules.ES1977, "", 7}, {rules.CyL2008, bj.Plazas9, 7}, {rules.CV2003, bj.Plazas7, 7}, {rules.CV2003, bj.Plazas9, 9}, {rules.CV2003, "", 9}} {
		if got := bj.MaxBoxes(c.in, c.variant); got != c.want {
			t.Errorf("MaxBoxes(%s, %q) = %d, want %d", c.in, c.variant, got, c.want)
		}
	}
}

// Menor/mayor de 13 at its boundary: 12 is below, 13 loses both ways, 14 is
// above; the ace counts one.
func TestSideAtThirteen(t *testing.T) {
	card := func(s string) cards.Card {
		c, err := cards.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, c := range []struct {
		a, b string
		want int
	}{{"TS", "2H", -1}, {"TS", "3H", 0}, {"TS", "4H", 1}, {"KS", "AH", -1}, {"AS", "AH", -1}, {"KS", "QH", 1}} {
		if got := bj.Side(card(c.a), card(c.b)); got != c.want {
			t.Errorf("Side(%s, %s) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
