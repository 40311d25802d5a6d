// Package puntobanca holds punto y banca as data: the drawing rules of the
// two hands (with the bank's tableau as the Valencian text prints it), the
// decks and bets per instrument, and the exact odds that follow from them.
package puntobanca

import (
	"fmt"
	"strings"

	"github.com/veedor/veedor/rules"
)

// Game is the log slug of punto y banca.
const Game = "punto-y-banca"

// Cited are the drawing rules' citations per instrument: naturals, the
// player's draw and stand. The bank's tableau is cited per row below.
var (
	Natural = map[string]rules.Citation{
		rules.ES1977: rules.Cite(rules.ES1977, "07.VI.1", 290, "si la puntuación de alguna de éstas es de 8 ó 9, el juego se da por finalizado, no pudiendo la otra mano solicitar una tercera carta"),
		rules.ES1984: rules.Cite(rules.ES1984, "07.VI.1", 68, "si la puntuación de alguna de éstas es 8 ó 9, el juego se da por finalizado, no pudiendo la otra «mano» solicitar una tercera carta"),
		rules.CV2003: rules.Cite(rules.CV2003, "06.VI.1", 1170, "si la puntuación de alguna de éstas es 8 o 9, el juego se da por finalizado, no pudiendo la otra “mano” solicitar una tercera carta"),
	}
	PlayerDraws = map[string]rules.Citation{
		rules.ES1977: rules.Cite(rules.ES1977, "07.VI.2.a", 293, "Cuando su puntuación es de 0, 1, 2, 3, 4, 5, ha de pedir carta."),
		rules.ES1984: rules.Cite(rules.ES1984, "07.VI.2.a", 74, "Cuando su puntuación es de 0, 1, 2, 3, 4 ó 5 ha de pedir carta."),
		rules.CV2003: rules.Cite(rules.CV2003, "06.VI.2.a", 1175, "Cuando su puntuación es de 0, 1, 2, 3, 4 o 5 ha de pedir carta."),
	}
	PlayerStands = map[string]rules.Citation{
		rules.ES1977: rules.Cite(rules.ES1977, "07.VI.2.a", 294, "Cuando su puntuación es de 6, 7, ha de plantarse."),
		rules.ES1984: rules.Cite(rules.ES1984, "07.VI.2.a", 76, "Cuando su puntuación es de 6 ó 7, ha de plantarse."),
		rules.CV2003: rules.Cite(rules.CV2003, "06.VI.2.a", 1176, "Cuando su puntuación es de 6 o 7, ha de plantarse."),
	}
)

// Stood is the tableau column for a player hand that did not draw.
const Stood = 10

// TableauRows is the bank's third-card table exactly as the Valencian text
// prints it (CV 2003 L1179–L1188): one row per bank two-card total 0..7,
// one cell per column: the player's third card 0..9, then "P" (the player
// stood). T = the bank draws ("pedir tercera carta"), P = it stands. The
// national texts of 1977 (L295) and 1984 (001 L80) lost this table (a
// figure), so national and Castilla y León findings that rest on it say
// they rest on a reconstructed table.
var TableauRows = [8]string{
	"TTTTTTTTTTT",
	"TTTTTTTTTTT",
	"TTTTTTTTTTT",
	"TTTTTTTTPTT",
	"PPTTTTTTPPT",
	"PPPPTTTTPPT",
	"PPPPPPTTPPP",
	"PPPPPPPPPPP",
}

// TableauCite cites the row of the printed table for a bank total; the
// quote is the row itself (total and cells), so the citation test compares
// every cell of TableauRows with the seed text.
func TableauCite(bank int) rules.Citation {
	cells := strings.Join(strings.Split(TableauRows[bank], ""), " ")
	return rules.Cite(rules.CV2003, "06.VI.2.b", 1181+bank, fmt.Sprintf("%d %s", bank, cells))
}

// TableauLost cites where each national text announces the table it lost.
var TableauLost = map[string]rules.Citation{
	rules.ES1977: rules.Cite(rules.ES1977, "07.VI.2.b", 295, "se ajustará a lo dispuesto en el siguiente cuadro:"),
	rules.ES1984: rules.Cite(rules.ES1984, "07.VI.2.b", 80, "(Figura 6)"),
}

// BankDraws reports whether the bank draws on a two-card total (0..7) given
// the player's third card value (0..9), or Stood when the player stood.
func BankDraws(bank, playerThird int) bool {
	if bank < 0 || bank > 7 || playerThird < 0 || playerThird > Stood {
		return false
	}
	return TableauRows[bank][playerThird] == 'T'
}

// PlayerDrawsOn reports whether the player hand draws on a two-card total
// (naturals aside): 0–5 draws, 6–7 stands.
func PlayerDrawsOn(total int) bool { return total <= 5 }
