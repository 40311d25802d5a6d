// Package fortuna holds the ruleta de la fortuna (a «Big Six» wheel of 54
// cells) as data: the boxes a player may bet on and what each pays, the
// readings of the two passages the digests register as ambiguous, and the
// rules with their basis. Only the Valencian text (CV 2003, game 10) has the
// game: Castilla y León lists it without text and no national text exists.
package fortuna

import "slices"

// Game is the log slug of the ruleta de la fortuna.
const Game = "ruleta-de-la-fortuna"

// Symbols are the boxes of the layout and the symbols of the wheel's cells
// (CV L2293 «24, 15, 7, 4, 2 y Joker»), each the bet type of a stake on it.
const (
	S24    = "24"
	S15    = "15"
	S7     = "7"
	S4     = "4"
	S2     = "2"
	SJoker = "joker"
)

// Symbols lists the boxes in the order the text prints them.
var Symbols = []string{S24, S15, S7, S4, S2, SJoker}

// Cells is how many of the wheel's 54 cells carry each symbol: the number
// the box is named after (CV L2367 «apostar a 24 posiciones»), the two
// Jokers (L2367 «en los dos Joker»). 24+15+7+4+2+2 = 54 (L2291). The text
// states only the 54 cells: this make-up is derived, so no rule depends on
// it (only veedor odds and the fixtures' wheel use it).
var Cells = map[string]int{S24: 24, S15: 15, S7: 7, S4: 4, S2: 2, SJoker: 2}

// WheelCells is the wheel's number of cells (CV L2291).
const WheelCells = 54

// Pays is the net win, to 1, of a winning stake on each box (CV L2367). The
// 24's «el ganador empata» is read by switch SwTwentyFour: Pays holds its
// «even» reading, 1; the «push» reading pays 0.
var Pays = map[string]int64{S24: 1, S15: 2, S7: 5, S4: 10, S2: 20, SJoker: 45}

// Known reports whether s is a box of the layout.
func Known(s string) bool { return slices.Contains(Symbols, s) }

// Outcome is a cell the wheel stopped on: its symbol and, for a Joker, which
// of the two (1 or 2; 0 when the log does not say).
type Outcome struct {
	Symbol string
	Joker  int
}

// ParseOutcome reads rounds.outcome: a symbol (24, 15, 7, 4, 2, joker), or
// joker-1 / joker-2 naming one of the two Joker cells.
func ParseOutcome(s string) (Outcome, bool) {
	switch s {
	case "joker-1":
		return Outcome{SJoker, 1}, true
	case "joker-2":
		return Outcome{SJoker, 2}, true
	}
	if Known(s) {
		return Outcome{Symbol: s}, true
	}
	return Outcome{}, false
}

// Settlement is what a stake is due: returned and paid, in cents.
type Settlement struct{ Returned, Paid int64 }

// Due returns every settlement a stake of stake cents on box (selection: for
// a Joker, the box 1 or 2, or "" when the layout has one) may lawfully get
// when the wheel stops on o, under the readings given: even24 and push24
// admit the 24's two readings, oneJoker and twoJokers the Joker's. A stake
// that wins is returned with its win (L2379 «recupera, en todos los casos,
// su apuesta»); one that loses is collected.
func Due(box, selection string, stake int64, o Outcome, even24, push24, oneJoker, twoJokers bool) []Settlement {
	lose := Settlement{}
	win := func(n int64) Settlement { return Settlement{stake, n * stake} }
	if o.Symbol != box {
		return []Settlement{lose}
	}
	var out []Settlement
	add := func(s Settlement) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	switch box {
	case S24:
		if even24 {
			add(win(1))
		}
		if push24 {
			add(win(0))
		}
	case SJoker:
		if oneJoker {
			add(win(45))
		}
		if twoJokers {
			// Two boxes, one cell each: a stake wins on its own Joker; where
			// the log names neither the box nor the cell, it may have won or lost.
			switch {
			case o.Joker != 0 && (selection == "1" || selection == "2"):
				if selection == string(rune('0'+o.Joker)) {
					add(win(45))
				} else {
					add(lose)
				}
			default:
				add(win(45))
				add(lose)
			}
		}
	default:
		add(win(Pays[box]))
	}
	return out
}
