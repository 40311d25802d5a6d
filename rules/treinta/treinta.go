// Package treinta is treinta y cuarenta as data: the rows of cards and their
// totals, the four chances and their resolution, the refait, the insurance
// against it, the rule values with their bases and the switches.
package treinta

import (
	"fmt"

	"github.com/veedor/veedor/rules/cards"
)

// Game is the game's slug.
const Game = "treinta-y-cuarenta"

// Decks is the shoe: six French decks (1977 L173, CV L949).
const Decks = 6

// Reserve is how many cards the red card leaves behind it (1977 L196, CV L1045).
const Reserve = 5

// MaxTimesMin: the maximum is a thousand times the minimum (1977 L193, CV L1039).
const MaxTimesMin = 1000

// Refait is the tie total that does not void the coup (1977 L190, CV L1033).
const Refait = 31

// The four chances (bets.type), all paid 1:1 (1977 L186, CV L1025).
const (
	Rojo    = "rojo"
	Negro   = "negro"
	Color   = "color"
	Inverso = "inverso"
)

// Chances lists the bet types in the log contract's order.
var Chances = []string{Rojo, Negro, Color, Inverso}

// Value is a card's points: figures ten, the ace one, the others their pips.
func Value(c cards.Card) int { return c.TenValue() }

// Total is a row's points.
func Total(row []cards.Card) int {
	n := 0
	for _, c := range row {
		n += Value(c)
	}
	return n
}

// RowError says how a row breaks the dealing rule (cards dealt until the row
// reaches 31 or more, and no further), or "" when it keeps it.
func RowError(row []cards.Card) string {
	if len(row) == 0 {
		return "empty row"
	}
	before := Total(row[:len(row)-1])
	switch {
	case before >= Refait:
		return fmt.Sprintf("a card dealt after the row reached %d", before)
	case Total(row) < Refait:
		return fmt.Sprintf("the row stopped at %d, below 31", Total(row))
	}
	return ""
}

// red reports a heart or diamond.
func red(c cards.Card) bool { return c.Suit == 1 || c.Suit == 2 }

// Result is a coup's result.
type Result struct {
	Black, Red int  // the rows' totals
	Tie        bool // equal totals
	RedWins    bool // the red row is closer to 31 (meaningless on a tie)
	ColorWins  bool // the winning row has the colour of the black row's first card
}

// Resolve judges two rows dealt by the rule.
func Resolve(blackRow, redRow []cards.Card) Result {
	r := Result{Black: Total(blackRow), Red: Total(redRow)}
	if r.Black == r.Red {
		r.Tie = true
		return r
	}
	r.RedWins = r.Red < r.Black // both are 31 or more: the lower is closer to 31
	r.ColorWins = red(blackRow[0]) == r.RedWins
	return r
}

// Refait31 reports the tie at 31, settled by the roulette's zero rule.
func (r Result) Refait31() bool { return r.Tie && r.Black == Refait }

// Wins reports whether a chance wins a coup that is not a tie.
func (r Result) Wins(chance string) bool {
	switch chance {
	case Rojo:
		return r.RedWins
	case Negro:
		return !r.RedWins
	case Color:
		return r.ColorWins
	case Inverso:
		return !r.ColorWins
	}
	return false
}

// Known reports a bet type of the game.
func Known(chance string) bool {
	for _, c := range Chances {
		if c == chance {
			return true
		}
	}
	return false
}

// Fee is the insurance's 1 per 100 of the stake; a fraction of a cent may be
// rounded either way.
func Fee(stake int64) (lo, hi int64) {
	lo = stake / 100
	hi = lo
	if stake%100 != 0 {
		hi++
	}
	return lo, hi
}
