// Package boule holds the boule («bola») as data: the nine numbers and their
// colours, the six simple chances that lose on 5, the payouts, the limits'
// bands, and the rules with their basis per instrument (national 1977 game
// 04, Valencian 2003 game 04; 1979 and Castilla y León by reference to 1977).
package boule

import "github.com/veedor/veedor/rules/roulette"

// Game is the log slug of the boule.
const Game = "boule"

// Bet types of the log contract (docs/log-format/boule.md): the roulette's
// slugs, one home for each; the boule's layout is its own.
const (
	Pleno = roulette.Pleno // «número entero», selection 1–9
	Rojo  = roulette.Rojo
	Negro = roulette.Negro
	Par   = roulette.Par
	Impar = roulette.Impar
	Pasa  = roulette.Pasa
	Falta = roulette.Falta
)

// Types lists every bet the layout has: «Sólo se pueden usar dos
// combinaciones» (1977 L156, CV L879), the number and the six simple chances.
var Types = []string{Pleno, Rojo, Negro, Par, Impar, Pasa, Falta}

// Neutral is the yellow 5: in no simple chance (1977 L147, CV L858).
const Neutral = 5

// Valid reports whether n is a number of the plate (1–9, 1977 L145, CV L813).
func Valid(n int) bool { return n >= 1 && n <= 9 }

// Simple reports whether t is one of the six simple chances.
func Simple(t string) bool {
	switch t {
	case Rojo, Negro, Par, Impar, Pasa, Falta:
		return true
	}
	return false
}

// Known reports whether t is a bet type of the boule.
func Known(t string) bool { return t == Pleno || Simple(t) }

// Covers reports whether a simple chance t wins on n: black 1,3,6,8; red
// 2,4,7,9 (L146); pasa above 5, falta below; the 5 in none (L147).
func Covers(t string, n int) bool {
	if !Valid(n) || n == Neutral {
		return false
	}
	switch t {
	case Rojo:
		return n == 2 || n == 4 || n == 7 || n == 9
	case Negro:
		return n == 1 || n == 3 || n == 6 || n == 8
	case Par:
		return n%2 == 0
	case Impar:
		return n%2 == 1
	case Pasa:
		return n > Neutral
	case Falta:
		return n < Neutral
	}
	return false
}

// Wins reports whether a bet of type t on selection sel (a number for the
// pleno) wins on n.
func Wins(t string, sel, n int) bool {
	if t == Pleno {
		return Valid(sel) && sel == n
	}
	return Covers(t, n)
}

// Payout is the winnings per unit staked, the stake being kept besides
// (L157, L166): 7 on a number («siete veces el valor de su apuesta»), 1 on a
// simple chance. Under bou-number-payout=7-for-1 a number pays 6.
func Payout(t string) int64 {
	if t == Pleno {
		return 7
	}
	return 1
}

// Bands of the maxima, in multiples of the authorised minimum (L160, CV L889).
const (
	PlenoMaxLow, PlenoMaxHigh   = 40, 100
	SimpleMaxLow, SimpleMaxHigh = 200, 500
)
