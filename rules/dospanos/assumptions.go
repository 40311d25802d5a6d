package dospanos

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwSixSeven       = "bdp-cv-six-seven"
	SwNineNine       = "bdp-natural-nine"
	SwCommissionBase = "bdp-commission-base"
	SwBankerZero     = "bdp-banker-zero"
	SwLibreMax       = "bdp-libre-max"
)

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

var nine77 = c77("09.VI", 443, "Un 8 con las dos primeras cartas gana siempre a un 8 ó 9 utilizando una tercera carta.")

// Assumptions are the readings of the passages the digests register as
// ambiguous. Each default accuses nobody who followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwSixSeven,
		t("El 6 y el 7 del paño en el texto valenciano", "The tableau's 6 and 7 in the Valencian text"),
		"free", t("La regla del paño valenciana (L1865) dice qué hacer con 0–4, 5 y 8–9 y calla el 6 y el 7; remite con carácter general al chemin de fer, que manda plantarse. Por defecto no se acusa a quien pidió con 6 o 7.",
			"The Valencian tableau rule (L1865) says what to do on 0–4, 5 and 8–9 and is silent on 6 and 7; it refers in general to chemin de fer, which says stand. By default drawing on 6 or 7 is not reported."),
		[]string{"cv-2003 08.7 (6, 7 not stated)"},
		[]rules.Citation{drawCV, genCV, standCV},
		rd("free", "Libre: el texto propio calla, no se acusa.", "Free: the game's own text is silent, nothing is reported."),
		rd("stand", "Plantarse con 6 o 7, como en el chemin de fer.", "Stand on 6 or 7, as in chemin de fer.")),
	sw(SwNineNine,
		t("Un 9 de dos cartas contra un 9 de tres", "A two-card 9 against a three-card 9"),
		"either", t("El texto sólo dice que un 8 de dos cartas gana a un 8 o 9 de tres; del 9 natural contra un 9 de tres calla: empate por la regla general o victoria del natural. Se admite cualquiera de las dos liquidaciones.",
			"The text only says a two-card 8 beats a three-card 8 or 9; of a natural 9 against a three-card 9 it is silent: a tie by the general rule or a win for the natural. Either settlement is accepted."),
		[]string{"cv-2003 08.7.10 (natural 9 not mentioned)"},
		[]rules.Citation{nine77, eightCV},
		rd("tie", "Empate: jugada nula en ese paño.", "A tie: the coup is void on that tableau."),
		rd("natural-wins", "Gana el 9 de dos cartas.", "The two-card 9 wins."),
		rd("either", "Se admite cualquiera de las dos.", "Either is accepted.")),
	sw(SwCommissionBase,
		t("Base de la deducción: ganancia neta o bruta del banquero", "Base of the deduction: the banker's net or gross win"),
		"either", t("«Las cantidades ganadas en cada jugada» puede ser la ganancia neta en los dos paños o lo ganado en el paño (o paños) que ganó; se admite cualquiera de las dos.",
			"«Las cantidades ganadas en cada jugada» may be the net win over both tableaux or what was won on the tableau (or tableaux) he won; either is accepted."),
		[]string{"es-1977 AMB-67", "cv-2003 08.5 (base)"},
		[]rules.Citation{rate77, when77, rateCV, whenCV},
		rd("net", "La ganancia neta en los dos paños.", "The net win over both tableaux."),
		rd("gross", "Lo ganado en los paños que ganó, sin restar la pérdida en el otro.", "What was won on the tableaux he won, the loss on the other not deducted."),
		rd("either", "Se admite cualquiera de las dos.", "Either is accepted.")),
	sw(SwBankerZero,
		t("Banquero con cero: obligado a pedir o libre", "Banker on zero: bound to draw or free"),
		"free", t("Las reglas del chemin de fer (pedir con cero) se aplican con carácter general, pero la adaptación del juego deja al banquero libre salvo si pide el cuadro, sin repetir la excepción del cero. Por defecto no se acusa a quien se plantó con cero.",
			"Chemin de fer's rules (draw on zero) apply in general, but the game's adaptation leaves the banker free unless he asks for the table, without repeating the zero exception. By default standing on zero is not reported."),
		[]string{"es-1977 09.7.7 (08 zero rule through L439, interpretation)", "cv-2003 08.7.9 (zero not repeated)"},
		[]rules.Citation{gen77, zero77, free77, genCV, zeroCV, freeCV},
		rd("free", "Libre: la adaptación del juego rige.", "Free: the game's adaptation governs."),
		rd("draw", "Obligado a pedir con cero, como en el chemin de fer.", "Bound to draw on zero, as in chemin de fer.")),
	sw(SwLibreMax,
		t("El máximo publicado en una banca libre: de la autorización o de la casa", "The maximum posted at a free bank: the authorisation's or the house's"),
		"authorisation", t("La autorización fija el máximo de las posturas (1977 L433, CV L1849), y en la banca libre el establecimiento no puede fijar ninguno (L435, L1853). El registro no dice de quién es el sessions.max_bet de una banca libre: por defecto se lee como el de la autorización y no se acusa.",
			"The authorisation sets the stake maximum (1977 L433, CV L1849), and with a free bank the house may fix none (L435, L1853). The log does not say whose a free bank's sessions.max_bet is: by default it is read as the authorisation's and nothing is reported."),
		[]string{"es-1977 09.5 (max_bet of a free bank, interpretation)", "cv-2003 08.5 (max_bet of a free bank, interpretation)"},
		[]rules.Citation{smax77, nomx77, smaxCV, nomxCV},
		rd("authorisation", "El máximo es el de la autorización: no se acusa.", "The maximum is the authorisation's: nothing is reported."),
		rd("house", "El máximo lo fija la casa: se señala.", "The maximum is the house's: it is reported.")),
}
