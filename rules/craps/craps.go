// Package craps holds dados o craps as data: the bet types with their
// resolution throw by throw and their payouts, the limits, the rule values
// with their legal basis, the switches for the passages the digests register
// as ambiguous, and the exact odds printed by `veedor odds`.
//
// A bet lives across throws: it is placed at one throw, may be off, pressed
// or withdrawn, and is decided by one throw. Step is the one home of every
// bet type's resolution; the replay walks each bet's life with it.
package craps

import (
	"fmt"
	"strconv"
	"strings"
)

// Game is the game slug of the log contract.
const Game = "dados"

// Bet types (bets.type). The names are the text's own (Win, Don't Win, ...).
const (
	Win      = "win"
	DontWin  = "dont-win"
	Come     = "come"
	DontCome = "dont-come"
	Field    = "field"
	Big6     = "big-6"
	Big8     = "big-8"
	Under7   = "under-7"
	Over7    = "over-7"
	HardWay  = "hard-way" // selection 4, 6, 8 or 10
	Juego7   = "juego-7"
	Juego11  = "juego-11"
	AnyCraps = "any-craps"
	Craps2   = "craps-2"
	Craps3   = "craps-3"
	Craps12  = "craps-12"
	Horn     = "horn"
	Odds     = "asociada"  // bets.hand: the bet_id of its flat bet
	RightBet = "right-bet" // selection: the number
	WrongBet = "wrong-bet" // selection: the number
)

// Class is the text's grouping of bets, which sets their limits.
type Class int

const (
	Unknown  Class = iota
	Simple         // suertes sencillas (A): paid even money, the simple maximum
	Multiple       // suertes múltiples (B): maximum bounded by the possible win
	Assoc          // suertes asociadas (C): odds, bounded by their flat bet
	Place          // place bets (D): bounded by a share of the simple maximum
)

// ClassOf returns the class of a bet type (Unknown: not in the text's list).
func ClassOf(typ string) Class {
	switch typ {
	case Win, DontWin, Come, DontCome, Field, Big6, Big8, Under7, Over7:
		return Simple
	case HardWay, Juego7, Juego11, AnyCraps, Craps2, Craps3, Craps12, Horn:
		return Multiple
	case Odds:
		return Assoc
	case RightBet, WrongBet:
		return Place
	}
	return Unknown
}

// Line reports whether the type is a flat bet with a point of its own
// (Win, Don't Win, Come, Don't Come): the bets odds may follow.
func Line(typ string) bool { return typ == Win || typ == DontWin || typ == Come || typ == DontCome }

// Dont reports whether the type bets with the dice against the shooter.
func Dont(typ string) bool { return typ == DontWin || typ == DontCome }

// OneRoll reports whether every throw decides the type.
func OneRoll(typ string) bool {
	switch typ {
	case Field, Under7, Over7, Juego7, Juego11, AnyCraps, Craps2, Craps3, Craps12, Horn:
		return true
	}
	return false
}

// Types lists every bet type of the text, in its order.
var Types = []string{Win, DontWin, Come, DontCome, Field, Big6, Big8, Under7, Over7, HardWay, Juego7, Juego11, AnyCraps, Craps2, Craps3, Craps12, Horn, Odds, RightBet, WrongBet}

// Points are the numbers a point can be.
var Points = []int{4, 5, 6, 8, 9, 10}

// IsPoint reports whether n is 4, 5, 6, 8, 9 or 10.
func IsPoint(n int) bool { return n >= 4 && n <= 10 && n != 7 }

// Throw is two dice.
type Throw struct{ A, B int }

// Total is the sum of the dice.
func (t Throw) Total() int { return t.A + t.B }

// Hard reports a double.
func (t Throw) Hard() bool { return t.A == t.B }

func (t Throw) String() string { return strconv.Itoa(t.A) + "-" + strconv.Itoa(t.B) }

// ParseThrow reads the outcome notation "3-4": two dice, each 1 to 6.
func ParseThrow(s string) (Throw, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok || len(a) != 1 || len(b) != 1 || a[0] < '1' || a[0] > '6' || b[0] < '1' || b[0] > '6' {
		return Throw{}, fmt.Errorf("%q is not two dice (e.g. 3-4, each 1 to 6)", s)
	}
	return Throw{int(a[0] - '0'), int(b[0] - '0')}, nil
}

// ParseNumber reads a bet's selection where its type needs one (hard-way:
// 4, 6, 8, 10; right-bet and wrong-bet: a point); 0 for types without,
// whose selection, if any, says nothing the type does not.
func ParseNumber(typ, sel string) (int, error) {
	switch typ {
	case HardWay, RightBet, WrongBet:
	default:
		return 0, nil
	}
	n, err := strconv.Atoi(sel)
	if err != nil || !IsPoint(n) || (typ == HardWay && n%2 != 0) {
		if typ == HardWay {
			return 0, fmt.Errorf("hard-way is on 4, 6, 8 or 10, got %q", sel)
		}
		return 0, fmt.Errorf("%s is on 4, 5, 6, 8, 9 or 10, got %q", typ, sel)
	}
	return n, nil
}

// Result is what one throw does to a bet.
type Result int

const (
	Pending Result = iota // not decided: the bet stays
	Won
	Lost
	Push // decided, stake returned ("resultado nulo")
)

func (r Result) String() string {
	return [...]string{"pending", "won", "lost", "push"}[r]
}

// Life is what a bet carries from throw to throw.
type Life struct {
	// Point is a line bet's own point (0 before its first deciding-or-
	// pointing throw): Win and Don't Win share the table's, Come and Don't
	// Come get their own.
	Point int
}

// Step decides a bet of typ on number (hard-way, place) at throw t. big6 is
// the total that wins Big 6 (6, or 8 under the 1977 text's literal reading).
// Odds are not stepped: they follow their flat bet (OddsResult).
func Step(typ string, number int, life *Life, t Throw, big6 int) Result {
	n := t.Total()
	switch typ {
	case Win, Come:
		if life.Point == 0 {
			switch n {
			case 7, 11:
				return Won
			case 2, 3, 12:
				return Lost
			}
			life.Point = n
			return Pending
		}
		switch n {
		case life.Point:
			return Won
		case 7:
			return Lost
		}
	case DontWin, DontCome:
		if life.Point == 0 {
			switch n {
			case 2, 3:
				return Won
			case 7, 11:
				return Lost
			case 12:
				return Push
			}
			life.Point = n
			return Pending
		}
		switch n {
		case 7:
			return Won
		case life.Point:
			return Lost
		}
	case Field:
		return wonIf(n <= 4 || n >= 9)
	case Big6:
		return untilSeven(n == big6, n)
	case Big8:
		return untilSeven(n == 8, n)
	case Under7:
		return wonIf(n < 7)
	case Over7:
		return wonIf(n > 7)
	case HardWay:
		if n == 7 || (n == number && !t.Hard()) {
			return Lost
		}
		if n == number {
			return Won
		}
	case Juego7:
		return wonIf(n == 7)
	case Juego11:
		return wonIf(n == 11)
	case AnyCraps:
		return wonIf(n == 2 || n == 3 || n == 12)
	case Craps2:
		return wonIf(n == 2)
	case Craps3:
		return wonIf(n == 3)
	case Craps12:
		return wonIf(n == 12)
	case Horn:
		return wonIf(n == 2 || n == 3 || n == 12 || n == 11)
	case RightBet:
		return untilSeven(n == number, n)
	case WrongBet:
		switch n {
		case 7:
			return Won
		case number:
			return Lost
		}
	}
	return Pending
}

func wonIf(b bool) Result {
	if b {
		return Won
	}
	return Lost
}

func untilSeven(win bool, n int) Result {
	if win {
		return Won
	}
	if n == 7 {
		return Lost
	}
	return Pending
}

// OddsResult is what the deciding throw of its flat bet does to an odds bet:
// it wins with the point and loses with the 7 on the right side (the reverse
// on the don't side); a come-out decision of the flat bet (no point yet) or
// a push leaves the odds undecided.
func OddsResult(flat Result, flatPoint int) Result {
	if flatPoint == 0 || flat == Push {
		return Pending
	}
	return flat
}

// Ratio is a payout: Win won per Per staked, the stake returned.
type Ratio struct{ Win, Per int64 }

func (r Ratio) String() string {
	return strconv.FormatInt(r.Win, 10) + " por " + strconv.FormatInt(r.Per, 10)
}

// Of returns the winnings on stake (in cents) and whether they are whole
// cents; lo and hi are the amounts rounded down and up.
func (r Ratio) Of(stake int64) (lo, hi int64) {
	lo = stake * r.Win / r.Per
	hi = lo
	if stake*r.Win%r.Per != 0 {
		hi++
	}
	return lo, hi
}
