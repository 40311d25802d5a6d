package puntobanca

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwCommissionBase     = "pb-commission-base"
	SwCommissionRounding = "pb-commission-rounding"
	SwBurnCount          = "pb-burn-count"
	SwCutReserve         = "pb-cut-reserve"
	SwLimitScope         = "pb-limit-scope"
	SwShoeTie            = "pb-shoe-tie"
	Sw1979Text           = "pb-1979-text"
	SwCyLCrewExemption   = "cyl-pb-crew-exemption"
	SwCyLTieCap          = "cyl-pb-tie-cap"
	SwCVReducedSeats     = "cv-pb-reduced-seats"
	SwStakeMultiples     = "pb-stake-multiples"
)

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the punto y banca passages the digests
// register as ambiguous, and of what no text says (the rounding of the
// deduction). Each is a switch: --assume ID=reading.
var Assumptions = []*rules.Assumption{
	sw(SwCommissionBase,
		t("Base de la deducción del 5 % sobre la banca ganadora", "Base of the 5% deduction on a winning banca bet"),
		"stake", t("«Deducción del 5 por 100 de las apuestas ganadoras»: la apuesta ganadora es la postura; a 1 a 1 coincide con el 5 % de la ganancia.", "«Deducción del 5 por 100 de las apuestas ganadoras»: the winning bet is the stake; at 1 to 1 it equals 5% of the win."),
		[]string{"es-1979 PB-B2", "cyl-2008 A-11", "es-1977 07.5"},
		[]rules.Citation{comm77, cyl("06.III", 235, "se efectuará una deducción del 5 por 100 de las apuestas ganadoras")},
		rd("stake", "5 % de la postura ganadora (la banca cobra 0,95 a 1).", "5% of the winning stake (banca is paid 0.95 to 1)."),
		rd("stake-and-win", "5 % de la postura más la ganancia (10 % de la postura).", "5% of stake plus win (10% of the stake).")),
	sw(SwCommissionRounding,
		t("Redondeo al céntimo de la deducción", "Rounding of the deduction to the cent"),
		"within-cent", t("Ningún texto trata el redondeo al céntimo: se admite cualquier importe a menos de un céntimo del 5 % exacto (truncado o redondeado).", "No text deals with rounding to the cent: any amount less than one cent from the exact 5% (truncated or rounded) is accepted."),
		[]string{"es-1979 PB-B2 (rounding NOT IN SOURCE)"},
		[]rules.Citation{comm77},
		rd("down", "El 5 % exacto truncado al céntimo (la fracción queda para el jugador).", "The exact 5% truncated to the cent (the fraction stays with the player)."),
		rd("half-up", "El 5 % exacto redondeado al céntimo más próximo (medio céntimo hacia arriba).", "The exact 5% rounded to the nearest cent (half a cent up)."),
		rd("within-cent", "Cualquier importe a menos de un céntimo del 5 % exacto.", "Any amount less than one cent from the exact 5%.")),
	sw(SwBurnCount,
		t("Si la primera carta descubierta cuenta entre las quemadas", "Whether the first card turned over counts among those burnt"),
		"either", t("La carta descubierta «determinará el número de cartas que serán inutilizadas»; ella misma va también a la cesta, así que contarla entre las inutilizadas es una lectura razonable: se admiten las dos (el registro anota todas las cartas quemadas).", "The turned card «determinará el número de cartas que serán inutilizadas»; it goes into the discard too, so counting it among those put out of play is a fair reading: both are accepted (the log lists every card burnt)."),
		[]string{"es-1977 AMB-54", "es-1979 PB-P2", "cv-2003 06.7 (NOT SPECIFIED)"},
		[]rules.Citation{burn77},
		rd("exposed-plus-value", "La carta descubierta y, además, tantas cartas como su valor.", "The turned card and, besides it, as many cards as its value."),
		rd("value-in-all", "Tantas cartas como su valor, contando la descubierta.", "As many cards as its value, the turned card included."),
		rd("either", "Se admite cualquiera de las dos.", "Either is accepted.")),
	sw(SwCutReserve,
		t("Cartas por debajo de la carta de corte", "Cards below the cut card"),
		"at-least", t("«Cuidando de que por debajo de ella queden siete cartas» protege la reserva: dejar menos de siete es la infracción; dejar más no perjudica al jugador.", "«Cuidando de que por debajo de ella queden siete cartas» protects the reserve: leaving fewer than seven is the breach; leaving more does not harm the player."),
		[]string{"es-1977 AMB-53"},
		[]rules.Citation{cut77},
		rd("exactly", "Exactamente siete.", "Exactly seven."),
		rd("at-least", "Al menos siete.", "At least seven.")),
	sw(SwLimitScope,
		t("A qué se aplica el máximo de la mesa", "What the table maximum applies to"),
		"per-bet", t("«El máximo de las apuestas» se refiere a cada apuesta.", "«El máximo de las apuestas» refers to each bet."),
		[]string{"es-1977 AMB-52", "es-1979 PB-L4", "cv-2003 06.6 NOT SPECIFIED"},
		[]rules.Citation{max77},
		rd("per-bet", "A cada apuesta.", "To each bet."),
		rd("per-seat", "Al total de un departamento sobre una misma mano y jugada.", "To the total of one seat on one hand in one round.")),
	sw(SwStakeMultiples,
		t("Apuestas múltiplos del mínimo de la mesa", "Stakes in multiples of the table minimum"),
		"not-determined", t("El texto no lo exige: permite que la dirección del casino lo determine («pudiendo determinar»), y el registro no dice si lo hizo. Sólo el auditor que sabe que el casino lo determinó puede pedir la comprobación.", "The text does not require it: it lets the casino's management decide it («pudiendo determinar»), and the log does not say whether it did. Only an auditor who knows the casino so decided can ask for the check."),
		[]string{"es-1979/1984 07.V", "cyl-2008 06.III", "cv-2003 06.V"},
		[]rules.Citation{multiple84, multipleCyL, multipleCV},
		rd("not-determined", "No consta que el casino lo determinara: no se comprueba.", "Not known that the casino so decided: not checked."),
		rd("determined", "La dirección del casino determinó que las apuestas sean múltiplos del mínimo: cada postura lo es.", "The casino's management decided that stakes are multiples of the minimum: every stake is one.")),
	sw(SwShoeTie,
		t("Si el sabot puede cambiar de mano tras un empate", "Whether the shoe may change hands after a tie"),
		"keeps", t("El texto sólo hace perder el sabot cuando la banca pierde; el empate no es una pérdida.", "The text takes the shoe away only when banca loses; a tie is not a loss."),
		[]string{"es-1977 AMB-55", "es-1979 PB-PL7", "cyl-2008 §4.4", "cv-2003 06.4"},
		[]rules.Citation{pass77},
		rd("keeps", "Lo conserva: un cambio tras un empate (sin renuncia) es una infracción.", "He keeps it: a change after a tie (without declining) is a breach."),
		rd("free", "No se comprueba tras un empate.", "Not checked after a tie.")),
	sw(Sw1979Text,
		t("Texto que sustituye al punto y banca de 1979 (sesiones del 20-11-1979 al 10-2-1984)", "Text standing in for the 1979 punto y banca (sessions from 20 Nov 1979 to 10 Feb 1984)"),
		"common", t("El texto de 1979 no está disponible; el de 1977 y el de 1979 modificado en 1984 difieren en barajas, personal y jugadores de pie. No se acusa sin texto: sólo lo que ambos exigen.", "The 1979 text is not available; the 1977 one and the 1979 one as modified in 1984 differ on decks, crew and standing players. No accusation without text: only what both require."),
		[]string{"es-1979 §4.2 (D-P1, D-P2, D-P5)"},
		[]rules.Citation{Decks[rules.ES1977].Cite, Decks[rules.ES1984].Cite},
		rd("common", "Lo común: seis u ocho barajas; jefe y dos croupiers; jugadores de pie no comprobados.", "What both share: six or eight decks; jefe and two croupiers; standing players not checked."),
		rd("1977", "El texto de 1977: ocho barajas, jefe, dos croupiers y cambista, sin jugadores de pie.", "The 1977 text: eight decks, jefe, two croupiers and a cambista, no standing players."),
		rd("1984", "El texto de 1984: seis barajas, jefe y dos o tres croupiers, jugadores de pie a opción de la dirección.", "The 1984 text: six decks, jefe and two or three croupiers, standing players at the casino's option.")),
	sw(SwCyLCrewExemption,
		t("Qué puesto puede eximirse en la mesa normal (Castilla y León)", "Which post may be exempted on the standard table (Castilla y León)"),
		"one-croupier", t("«Eximir la presencia en mesa de uno de ellos» sigue a «tres crupieres».", "«Eximir la presencia en mesa de uno de ellos» follows «tres crupieres»."),
		[]string{"cyl-2008 A-10"},
		[]rules.Citation{cyl("06.III", 217, "eximir la presencia en mesa de uno de ellos")},
		rd("one-croupier", "Uno de los tres crupieres: mínimo jefe y dos crupieres.", "One of the three croupiers: at least jefe and two croupiers."),
		rd("any-one", "Cualquiera de los cuatro, también el jefe: tres de los cuatro, con al menos dos crupieres.", "Any of the four, the jefe included: three of the four, at least two of them croupiers.")),
	sw(SwCyLTieCap,
		t("Alcance del tope del 10 % a las apuestas al empate (Castilla y León)", "Scope of the 10% cap on tie bets (Castilla y León)"),
		"per-bet", t("«Las apuestas sobre el empate no podrán ser superiores» habla de cada apuesta.", "«Las apuestas sobre el empate no podrán ser superiores» speaks of each bet."),
		[]string{"cyl-2008 A-12"},
		[]rules.Citation{tieCapCyL},
		rd("per-bet", "Cada apuesta al empate ≤ 10 % del máximo.", "Each tie bet ≤ 10% of the maximum."),
		rd("table-total", "El total de las apuestas al empate de la jugada ≤ 10 % del máximo.", "The total of the round's tie bets ≤ 10% of the maximum.")),
	sw(SwCVReducedSeats,
		t("Jugadores sentados en mesas reducidas (Comunitat Valenciana)", "Seated players on reduced tables (Valencia)"),
		"by-modality", t("El texto castellano dice nueve y el jefe de mesa distingue las modalidades de 9 y de 7 jugadores; el valenciano dice siete.", "The Spanish text says nine and the jefe paragraph distinguishes the 9- and 7-player modalities; the Valencian text says seven."),
		[]string{"cv-2003 06.2 C≠S", "cv-2003 06.9"},
		[]rules.Citation{cv("06.II.3", 1091, "para un número de jugadores sentados igual o inferior a nueve"), cv("06.II.3", 1069, "per a un nombre de jugadors asseguts igual o inferior a set")},
		rd("by-modality", "Según la modalidad: mini 7, midi 9.", "By modality: mini 7, midi 9."),
		rd("seven", "Siete en toda mesa reducida (texto valenciano): toda mesa reducida es de la modalidad de 7 jugadores, cuatro por jefe de mesa.", "Seven on every reduced table (Valencian text): every reduced table is of the 7-player modality, four to a jefe de mesa.")),
}
