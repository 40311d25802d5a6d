// Package dospanos holds baccara a dos paños (banca francesa) as data: the
// variants and their decks and deduction rates, the hands' drawing rule, and
// the rules with their basis per instrument. The bank's table is chemin de
// fer's (rules/chemin), to which both texts refer.
package dospanos

import "github.com/veedor/veedor/rules"

// Game is the log slug of baccara a dos paños.
const Game = "baccara-dos-panos"

// Variants (sessions.variant): the limited bank and the free («abierta») one.
const (
	Limitada = "limitada"
	Libre    = "libre"
)

// Decks is the number of decks the shoe holds under instrument in for the
// variant: 1977 three (limited) or six (free); Valencia six in both
// (1977 L412, CV L1771). 0 for an unknown variant.
func Decks(in, variant string) int {
	switch {
	case variant != Limitada && variant != Libre:
		return 0
	case in == rules.CV2003 || variant == Libre:
		return 6
	default:
		return 3
	}
}

// RateBP is the house's deduction in basis points of the banker's winnings:
// 2% limited, 1.25% free (1977 L437, CV L1857); 0 for an unknown variant.
func RateBP(variant string) int64 {
	switch variant {
	case Limitada:
		return 200
	case Libre:
		return 125
	}
	return 0
}

// Reserve is the number of cards left below the stop card (1977 L448, CV L1905).
const Reserve = 10

// Hand's choices on a two-card total without a natural.
const (
	Draw   = 'T'
	Stand  = 'P'
	Option = 'O'
)

// PuntoRule is what a tableau's hand must do on a two-card total 0..7: draw
// on 0–4, choose on 5, stand on 6–7 (1977 L441; Valencia's L1865 omits 6–7,
// switch bdp-cv-six-seven).
func PuntoRule(total int) byte {
	switch {
	case total <= 4:
		return Draw
	case total == 5:
		return Option
	default:
		return Stand
	}
}

// Beats reports how hand a compares with hand b (totals at, bt; cards na, nb):
// 1 a wins, -1 b wins, 0 a tie. A two-card 8 beats an 8 or 9 made with a
// third card (1977 L443, CV L1869); nine9 says whether a two-card 9 beats a
// three-card 9 (switch bdp-natural-nine), otherwise it is a tie.
func Beats(at, na, bt, nb int, nine9 bool) int {
	if at == 8 && na == 2 && nb == 3 && bt >= 8 {
		return 1
	}
	if bt == 8 && nb == 2 && na == 3 && at >= 8 {
		return -1
	}
	if nine9 && at == 9 && bt == 9 && na != nb {
		if na == 2 {
			return 1
		}
		return -1
	}
	switch {
	case at > bt:
		return 1
	case bt > at:
		return -1
	}
	return 0
}
