package treinta

// Guards of the treinta y cuarenta numbers that read each from the words of
// the seed line it cites, not from the code (issue 23): decks, the refait
// total, the row's stopping point, the maximum's multiple and the fee.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules/seedtest"
)

func TestNumbersAsTheirQuotesSpellThem(t *testing.T) {
	// before is the last number of the quote ahead of word (the whole
	// quote when word is ""): «treinta y cuarenta … seis barajas» is 6
	// before «barajas».
	before := func(q, word string) int {
		if i := strings.Index(q, word); word != "" && i >= 0 {
			q = q[:i]
		}
		if ns := seedtest.Numbers(q); len(ns) > 0 {
			return ns[len(ns)-1]
		}
		return -1
	}
	for _, c := range []struct {
		what, q, word string
		want          int
	}{
		{"decks 1977", decks77.Quote, "barajas", Decks}, {"decks CV", decksCV.Quote, "barajas", Decks},
		{"red card 1977", redFive77.Quote, "últimas", Reserve}, {"red card CV", redFiveCV.Quote, "últimas", Reserve},
		{"refait 1977", null77.Quote, "", Refait}, {"refait CV", nullCV.Quote, "", Refait},
		{"row stops 1977", deal77.Quote, "puntos", Refait}, {"row stops CV", dealCV.Quote, "puntos", Refait},
		{"closest to 1977", win77.Quote, "", Refait}, {"closest to CV", winCV.Quote, "", Refait},
		{"maximum 1977", max77.Quote, "veces", MaxTimesMin}, {"maximum CV", maxCV.Quote, "veces", MaxTimesMin},
		// «el depósito del 1 por 100»: one cent per euro.
		{"fee 1977", fee77.Quote, "por", 1}, {"fee CV", feeCV.Quote, "por", 1},
	} {
		if got := before(c.q, c.word); got != c.want {
			t.Errorf("%s: the code has %d, quote «%s» says %d", c.what, c.want, c.q, got)
		}
	}
	seedtest.Check(t, decks77, decksCV, redFive77, redFiveCV, null77, nullCV, deal77, dealCV, win77, winCV, max77, maxCV, fee77, feeCV)
	// The fee is that 1 per 100 of the stake: exact on whole euros, the
	// cent either side of an odd amount accepted.
	for _, c := range []struct{ stake, lo, hi int64 }{{100, 1, 1}, {99, 0, 1}, {101, 1, 2}, {1000000, 10000, 10000}} {
		if lo, hi := Fee(c.stake); lo != c.lo || hi != c.hi {
			t.Errorf("Fee(%d) = %d..%d, want %d..%d", c.stake, lo, hi, c.lo, c.hi)
		}
	}
}

// A row stops at the first card that takes it to 31 or more: exactly 31 is
// complete, a card after 31 is an error, 30 is short (the boundary a point
// either side).
func TestRowErrorAtThirtyOne(t *testing.T) {
	for _, c := range []struct {
		list string
		bad  bool
	}{
		{"KS,QH,JD,AC", false},   // 31
		{"KS,QH,9D,2C", false},   // 29 then 31
		{"KS,QH,9D,KC", false},   // 29 then 39
		{"KS,QH,JD,2C", false},   // 32
		{"KS,QH,JD,2C,AS", true}, // 32 then a card
		{"KS,QH,9D", true},       // 29
		{"KS,QH,TD", false},      // 30: short, below
	} {
		got := RowError(row(t, c.list))
		if c.list == "KS,QH,TD" {
			if got == "" {
				t.Errorf("RowError(%s): a row of 30 accepted", c.list)
			}
			continue
		}
		if (got != "") != c.bad {
			t.Errorf("RowError(%s) = %q, bad %v", c.list, got, c.bad)
		}
	}
}

// The four chances are the game's bet types, and only they.
func TestKnownChances(t *testing.T) {
	for _, c := range []string{Rojo, Negro, Color, Inverso} {
		if !Known(c) {
			t.Errorf("%s unknown", c)
		}
	}
	if Known("") || Known("pleno") {
		t.Error("a bet type of another game is known")
	}
}
