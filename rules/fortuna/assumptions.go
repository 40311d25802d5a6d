package fortuna

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwTwentyFour = "wof-24-pays"
	SwJokerBoxes = "wof-joker-boxes"
)

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the passages the digests register as
// ambiguous. Each default accuses nobody who followed either reading.
var Assumptions = []*rules.Assumption{
	{
		ID: SwTwentyFour, Games: games, Default: "either",
		Title: t("El 24: «el ganador empata»", "The 24: «el ganador empata»"),
		Why: t("«El ganador empata» puede leerse como que se le paga a la par (1 a 1) o que sólo recupera su postura (0 a 1); el texto catalán dice lo mismo. Por defecto se admite cualquiera de las dos liquidaciones.",
			"«El ganador empata» may read as paid even (1 to 1) or as only getting the stake back (0 to 1); the Catalan text says the same. By default either settlement is accepted."),
		Register: []string{"cv-2003 10.5 (24: el ganador empata)"},
		Cites:    []rules.Citation{paysCV, empataCA, keepCV},
		Readings: []rules.Reading{
			rd("even", "A la par: se devuelve la postura y se paga 1 a 1.", "Even: the stake handed back and paid 1 to 1."),
			rd("push", "Empate: sólo se devuelve la postura.", "A push: the stake is only handed back."),
			rd("either", "Se admite cualquiera de las dos.", "Either is accepted."),
		},
	},
	{
		ID: SwJokerBoxes, Games: games, Default: "either",
		Title: t("Los dos Joker: una casilla o dos", "The two Jokers: one box or two"),
		Why: t("La mesa enumera un solo «Joker» y el pago habla de «los dos Joker»: una casilla que gana en cualquiera de las dos celdas Joker, o dos casillas de una celda cada una. Por defecto se admite cualquiera: una postura al Joker que sale Joker puede cobrar 45 a 1 o perder, salvo que el registro nombre su casilla (bets.selection 1 o 2) y la celda (joker-1, joker-2), y entonces sólo gana la suya en la lectura de dos casillas.",
			"The layout lists one «Joker» and the payout speaks of «los dos Joker»: one box winning on either Joker cell, or two boxes of one cell each. By default either is accepted: a Joker stake when a Joker comes up may be paid 45 to 1 or lose, unless the log names its box (bets.selection 1 or 2) and the cell (joker-1, joker-2), when under the two-box reading only its own wins."),
		Register: []string{"cv-2003 10.5 (Jokers: one box or two)"},
		Cites:    []rules.Citation{boxesCV, jokerCV},
		Readings: []rules.Reading{
			rd("one", "Una casilla: gana en cualquiera de las dos celdas Joker.", "One box: it wins on either Joker cell."),
			rd("two", "Dos casillas de una celda: cada una gana sólo en la suya.", "Two boxes of one cell: each wins only on its own."),
			rd("either", "Se admite cualquiera de las dos.", "Either is accepted."),
		},
	},
}
