package chemin

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwCutReserve         = "cf-cut-reserve"
	SwBancoFree          = "cf-banco-free"
	SwCommissionRounding = "cf-commission-rounding"
	SwBankAmount         = "cf-bank-amount"
	SwPlayerErrors       = "cf-player-errors"
	SwLateBet            = "cf-late-bet"
)

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the chemin de fer passages that are
// ambiguous or that the log cannot settle. Each default accuses nobody who
// followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwCutReserve,
		t("Cartas por debajo de la carta de detención", "Cards below the stop card"),
		"at-least", t("«Antes de las siete cartas finales» protege la reserva: dejar menos de siete es la infracción; dejar más no perjudica a nadie.", "«Antes de las siete cartas finales» protects the reserve: fewer than seven is the breach; more harms nobody."),
		[]string{"es-1977 08.7", "es-1977 AMB-53 (07, same words)"},
		[]rules.Citation{cut77, cut84, cutCV},
		rd("exactly", "Exactamente siete.", "Exactly seven."),
		rd("at-least", "Al menos siete.", "At least seven.")),
	sw(SwBancoFree,
		t("Libertad del jugador que hace banco (1984, Comunitat Valenciana)", "Freedom of the player who makes banco (1984, Valencia)"),
		"authorised", t("El jugador que hace banco no está sujeto a las reglas del punto «siempre que lo autorice el Director de Juegos antes de comenzar la partida»; el registro no dice si lo autorizó: no se acusa.", "The player who makes banco is free of the punto's rules «siempre que lo autorice el Director de Juegos antes de comenzar la partida»; the log does not say whether he did: nobody is accused."),
		[]string{"es-1979 08 (1984 L230)", "cv-2003 07.7"},
		[]rules.Citation{banco77, banco84, bancoCV},
		rd("authorised", "Autorizado: el jugador que hizo banco es libre.", "Authorised: the player who made banco is free."),
		rd("not-authorised", "No autorizado (1984, CV): también el que hizo banco sigue la regla del punto; en 1977 es libre en todo caso.", "Not authorised (1984, CV): the player who made banco follows the punto's rule too; under 1977 he is free in any case.")),
	sw(SwCommissionRounding,
		t("Redondeo al céntimo de la cagnotte", "Rounding of the cagnotte to the cent"),
		"within-cent", t("Ningún texto trata el redondeo: se admite cualquier importe a menos de un céntimo del 5 % exacto.", "No text deals with rounding: any amount less than one cent from the exact 5% is accepted."),
		[]string{"es-1977 CF-10 (rounding not in source)"},
		[]rules.Citation{comm77, comm84, commCV},
		rd("down", "El 5 % exacto truncado al céntimo.", "The exact 5% truncated to the cent."),
		rd("half-up", "El 5 % exacto redondeado al céntimo más próximo.", "The exact 5% rounded to the nearest cent."),
		rd("within-cent", "Cualquier importe a menos de un céntimo del 5 % exacto.", "Any amount less than one cent from the exact 5%.")),
	sw(SwBankAmount,
		t("Cantidad del banquero anterior que la nueva banca debe igualar", "The previous banker's amount the new bank must match"),
		"either", t("«Con la misma cantidad que el que la perdió o abandonó»: puede ser la que puso al tomarla o la que tenía en su última jugada; sólo se acusa la banca inferior a ambas.", "«Con la misma cantidad que el que la perdió o abandonó»: it may be what he put up when he took it or what he had in his last coup; only a bank below both is reported."),
		[]string{"es-1977 CF-12"},
		[]rules.Citation{amt77, amt84, amtCV},
		rd("put-up", "La cantidad que puso el banquero anterior al tomarla.", "The amount the previous banker put up when he took it."),
		rd("last", "La banca del banquero anterior en su última jugada.", "The previous banker's bank in his last coup."),
		rd("either", "Se acusa sólo la banca inferior a las dos.", "Only a bank below both is reported.")),
	sw(SwPlayerErrors,
		t("Errores de anuncio de los jugadores, que el registro no recoge", "Players' announcement errors, which the log does not record"),
		"possible", t("Los textos regulan los errores del punto y del banquero: si el punto dice «carta» en vez de «no», o viceversa, el banquero puede darle o negarle la carta, salvo con «baccara»; el punto que olvida abatir pierde ese derecho y, si pidió carta, decide el banquero; el banquero que con 8 o 9 da u ofrece cartas pierde su derecho a abatir; el punto que con 9 olvida abatir pierde si el banquero abate con 8. El registro no recoge anuncios ni abatimientos: por defecto sólo se señala lo que ningún error regulado explica (el punto plantado con cero).", "The texts govern the punto's and the banker's errors: if the punto says «carta» instead of «no», or the reverse, the banker may give or refuse him the card, unless he has «baccara»; a punto who forgets to abate loses that right and, if he asked for a card, the banker decides; a banker who gives or offers cards holding 8 or 9 loses his right to abate; a punto who forgets to abate a 9 loses if the banker abates with 8. The log records neither announcements nor abatements: by default only what no regulated error explains is reported (the punto standing on zero)."),
		[]string{"es-1977 08.8 P3–P5, B10 (L393, L399, L400)", "es-1979 08 (1984 L312, L324, L326)", "cv-2003 07.9 (L1693, L1705, L1707)"},
		[]rules.Citation{errCarta77, errAbate77, errBanker77, errCarta84, errAbate84, errBanker84, errCartaCV, errAbateCV, errBankerCV},
		rd("possible", "Posibles: un punto que pide con 6 o 7 o se planta con 1 a 4, una tercera carta tras un ocho o nueve no abatido y un 9 no abatido que pierde ante un 8 no se señalan.", "Possible: a punto drawing on 6 or 7 or standing on 1 to 4, a third card after an eight or nine not abated, and an unabated 9 losing to an 8 are not reported."),
		rd("none", "Ninguno: el registro sólo contiene jugadas sin errores de anuncio; toda desviación de la regla del punto y toda tercera carta tras un natural se señalan.", "None: the log holds only coups without announcement errors; every departure from the punto's rule and every third card after a natural is reported.")),
	sw(SwLateBet,
		t("Postura colocada después del «no van más apuestas»", "Stake placed after «no van más apuestas»"),
		"banker-may-keep", t("La voz «no van más apuestas» da por finalizado el tiempo de apostar, pero la única consecuencia que el texto da a una postura posterior es que el banquero «podrá instar» al croupier a que la retire: si no lo pide, la postura puede quedar en juego con su consentimiento. El registro no dice si lo pidió: no se acusa.", "The call «no van más apuestas» ends the time for stakes, but the only consequence the text gives a later stake is that the banker «podrá instar» the croupier to withdraw it: if he does not ask, the stake may stay in play with his consent. The log does not say whether he asked: nobody is accused."),
		[]string{"es-1977 08.7 (L367, L376)", "es-1979 08 (1984 L252, L270)", "cv-2003 07.8 (L1567, L1621)"},
		[]rules.Citation{time77, late77, withdraw77, time84, late84, withdraw84, timeCV, lateCV, withdrawCV},
		rd("banker-may-keep", "Una postura tardía que el banquero no hizo retirar sigue en juego: no se señala.", "A late stake the banker did not have withdrawn stays in play: not reported."),
		rd("forbidden", "Toda postura colocada después de la voz y jugada se señala.", "Every stake placed after the call and played is reported.")),
}
