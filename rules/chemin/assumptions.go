package chemin

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwCutReserve         = "cf-cut-reserve"
	SwBancoFree          = "cf-banco-free"
	SwCommissionRounding = "cf-commission-rounding"
	SwBankAmount         = "cf-bank-amount"
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
}
