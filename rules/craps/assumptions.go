package craps

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwBig6       = "cr-big6"
	SwVeces      = "cr-veces"
	SwOdds68     = "cr-odds-68"
	SwDontOdds68 = "cr-dont-odds-68"
	SwWrongMax68 = "cr-wrong-max-68"
	SwContract   = "cr-contract"
	SwDicePass   = "cr-dice-pass"
	SwComeTiming = "cr-come-timing"
	SwOddsMax    = "cr-odds-max"
	SwFieldMax   = "cr-field-max"
	SwCVJuego7   = "cv-cr-juego7"
	SwCVPlace8   = "cv-cr-place-8"
	SwBar12      = "cr-bar-12"
	SwShooterBet = "cr-shooter-bet"
)

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the craps passages the digests register as
// ambiguous. Each default accuses no casino that followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwBig6,
		t("Big 6 «gana si sale una puntuación de 8» (texto de 1977)", "Big 6 «wins on a total of 8» (1977 text)"),
		"either", t("El texto de 1977 repite el 8 de la Big 8; el valenciano dice 6. Se acepta la liquidación que siga cualquiera de las dos lecturas.", "The 1977 text repeats Big 8's 8; the Valencian text says 6. A settlement that follows either reading is accepted."),
		[]string{"es-1977 AMB-37"}, []rules.Citation{big677},
		rd("six", "Errata: la Big 6 gana con el 6.", "A slip: Big 6 wins on 6."),
		rd("eight", "Literal: la Big 6 gana con el 8.", "Literal: Big 6 wins on 8."),
		rd("either", "Se acepta cualquiera de las dos.", "Either is accepted.")),
	sw(SwVeces,
		t("«Se paga N veces la apuesta» en las suertes múltiples", "«Paid N times the stake» on the multiple chances"),
		"either", t("Lo normal es N a 1 con la postura devuelta; gramaticalmente cabe «N por 1» (ganancia N−1). Se acepta cualquiera de las dos.", "The usual reading is N to 1 with the stake returned; «N for 1» (a win of N−1) is grammatically possible. Either is accepted."),
		[]string{"es-1977 AMB-38", "cv-2003 0 (payout wording)"}, []rules.Citation{hard77, hardCV},
		rd("net", "N a 1: ganancia de N veces la postura, que se devuelve.", "N to 1: a win of N times the stake, which is returned."),
		rd("for-one", "N por 1: ganancia de N−1 veces la postura.", "N for 1: a win of N−1 times the stake."),
		rd("either", "Se acepta cualquiera de las dos.", "Either is accepted.")),
	sw(SwOdds68,
		t("Asociada al Win en 6 y 8: «B por 5» (texto de 1977)", "Win odds on 6 and 8: «B por 5» (1977 text)"),
		"six-for-five", t("«B por 5» sólo puede ser «6 por 5» (las probabilidades exactas, como dice el texto valenciano); quien quiera no juzgar este pago puede desactivarlo.", "«B por 5» can only be «6 por 5» (the true odds, as the Valencian text says); the payment can be left unjudged."),
		[]string{"es-1977 AMB-39"}, []rules.Citation{odds77},
		rd("six-for-five", "6 por 5.", "6 for 5."),
		rd("not-checked", "No se juzga el pago de la asociada al Win en 6 y 8 bajo el texto de 1977.", "The Win odds payment on 6 and 8 is not judged under the 1977 text.")),
	sw(SwDontOdds68,
		t("Asociada al Don't Win en 6 y 8: «2 por 6» (texto de 1977)", "Don't Win odds on 6 and 8: «2 por 6» (1977 text)"),
		"either", t("«2 por 6» es probablemente «5 por 6» (probabilidades exactas, coherente con el máximo del 120 %), pero el texto dice 2 por 6: se acepta cualquiera.", "«2 por 6» is probably «5 por 6» (the true odds, consistent with the 120% maximum), but the text says 2 for 6: either is accepted."),
		[]string{"es-1977 AMB-40"}, []rules.Citation{dodds77},
		rd("five-for-six", "5 por 6.", "5 for 6."),
		rd("two-for-six", "Literal: 2 por 6.", "Literal: 2 for 6."),
		rd("either", "Se acepta cualquiera de las dos.", "Either is accepted.")),
	sw(SwWrongMax68,
		t("Máximo de la Wrong Bet «para 8 y 8» (texto de 1977)", "Wrong Bet maximum «for 8 and 8» (1977 text)"),
		"eight-only", t("Literalmente el 125 % sólo se fija para el 8 y el 6 queda sin máximo propio; leerlo como «6 y 8» acusaría a quien siguió la letra.", "Literally the 125% is set for 8 only and 6 has no maximum of its own; reading «6 and 8» would accuse a casino that followed the letter."),
		[]string{"es-1977 AMB-42"}, []rules.Citation{wrongMax77},
		rd("six-and-eight", "Errata: 125 % para el 6 y el 8.", "A slip: 125% for 6 and 8."),
		rd("eight-only", "Literal: 125 % para el 8; el 6 sin máximo propio.", "Literal: 125% for 8; no maximum of its own for 6.")),
	sw(SwContract,
		t("Apuestas que no pueden retirarse («Win, Don't Come», texto de 1977)", "Bets that may not be withdrawn («Win, Don't Come», 1977 text)"),
		"common", t("El texto de 1977 dice «Win, Don't Come»; la práctica, «Win, Come»; el valenciano sólo «Win». Por defecto sólo el Win, que todas las lecturas comparten.", "The 1977 text says «Win, Don't Come»; practice says «Win, Come»; the Valencian text only «Win». By default only Win, which every reading shares."),
		[]string{"es-1977 AMB-36", "es-1977 AMB-47"}, []rules.Citation{contract77, contractCV},
		rd("literal", "Win y Don't Come (letra de 1977).", "Win and Don't Come (the 1977 letter)."),
		rd("come", "Win y Come (errata por Come).", "Win and Come (a slip for Come)."),
		rd("common", "Sólo el Win.", "Win only.")),
	sw(SwDicePass,
		t("«Los dados cambian de mano cuando sale el 7, que hace perder»", "«The dice change hands when the losing 7 comes»"),
		"either", t("El 7 tras un punto (seven-out) los pasa en las dos lecturas; el 7 de salida hace perder al Don't Win: se acepta que pasen o no.", "The 7 after a point (seven-out) passes them under both readings; the come-out 7 loses Don't Win: passing them then or not is accepted."),
		[]string{"es-1977 AMB-35"}, []rules.Citation{pass77, passCV},
		rd("seven-out", "Sólo el 7 con un punto establecido.", "Only the 7 with a point on."),
		rd("any-losing-seven", "Cualquier 7, también el de salida.", "Any 7, the come-out 7 too."),
		rd("either", "El seven-out los pasa; el 7 de salida, a elección.", "The seven-out passes them; the come-out 7 may or not.")),
	sw(SwComeTiming,
		t("Come y Don't Come «en cualquier momento después de la primera tirada»", "Come and Don't Come «at any time after the first throw»"),
		"after-first-throw", t("«La primera tirada» puede ser la de salida de cada tirador o la primera de la partida; por defecto sólo se prohíbe antes de la primera tirada de la sesión.", "«The first throw» may be each shooter's come-out or the first of the game; by default they are forbidden only before the session's first throw."),
		[]string{"es-1977 AMB-45", "cv-2003 09.5 (Come timing)"}, []rules.Citation{come77, comeCV},
		rd("point-on", "Sólo con un punto establecido.", "Only with a point on."),
		rd("after-first-throw", "Después de la primera tirada de la sesión.", "After the session's first throw.")),
	sw(SwOddsMax,
		t("Máximo de la asociada al Win y al Come", "Maximum of the Win and Come odds"),
		"player-simple", t("«El importe de las apuestas efectivamente hechas sobre las suertes sencillas correspondientes»: la apuesta sencilla a la que sigue o todas las sencillas del jugador; por defecto la suma de las sencillas en juego del jugador (la propia si no consta el jugador).", "«The amount of the bets actually made on the corresponding simple chances»: the flat bet it follows or all the player's simple bets; by default the sum of the player's working simple bets (its own flat bet when the player is not recorded)."),
		[]string{"es-1977 AMB-44"}, []rules.Citation{oddsMax77, oddsMaxCV},
		rd("flat", "El importe de su apuesta sencilla.", "The stake of its flat bet."),
		rd("player-simple", "La suma de las apuestas sencillas en juego del jugador.", "The sum of the player's working simple bets.")),
	sw(SwFieldMax,
		t("Máximo del Field, Big 6/8 y Under/Over 7", "Maximum of Field, Big 6/8 and Under/Over 7"),
		"either", t("Están entre las suertes sencillas (máximo sencillo) aunque el Field paga doble en 2 y 12; se acepta el mayor de los dos máximos.", "They are listed as simple chances (simple maximum) though Field pays double on 2 and 12; the larger of the two maxima is accepted."),
		[]string{"es-1977 AMB-43"}, []rules.Citation{field77, simpleMax77},
		rd("simple", "El máximo de las suertes sencillas.", "The simple-chance maximum."),
		rd("multiple", "La regla de las suertes múltiples (ganancia posible hasta el triple).", "The multiple-chance rule (possible win up to three times)."),
		rd("either", "El mayor de los dos.", "The larger of the two.")),
	sw(SwBar12,
		t("Don't Win y Don't Come con el 12: «da resultado nulo»", "Don't Win and Don't Come on 12: «da resultado nulo»"),
		"either", t("El resultado nulo no dice si la apuesta se devuelve o sigue en la mesa para la tirada siguiente (como es costumbre); se aceptan las dos cosas, nunca ganarla ni perderla.", "A void result does not say whether the bet is handed back or stays on the layout for the next throw (as is customary); both are accepted, never winning or losing it."),
		[]string{"es-1977 CR-15", "cv-2003 CRP-RS-01"}, []rules.Citation{dwin77, dcome77, dwinCV, dcomeCV},
		rd("returned", "Se devuelve en esa tirada.", "Handed back at that throw."),
		rd("stays", "Sigue en juego como en una nueva salida.", "Stays working as on a new come-out."),
		rd("either", "Cualquiera de las dos.", "Either.")),
	sw(SwCVJuego7,
		t("Juego de 7: cuatro veces (castellano) o quince (valenciano)", "Juego de 7: four times (Spanish) or fifteen (Valencian)"),
		"either", t("Los dos textos son oficiales y difieren; se acepta cualquiera de los dos pagos.", "Both texts are official and differ; either payment is accepted."),
		[]string{"cv-2003 09.5 (Juego de 7)"}, []rules.Citation{j7CV, j7CVca},
		rd("four", "Cuatro veces.", "Four times."),
		rd("fifteen", "Quince veces.", "Fifteen times."),
		rd("either", "Se acepta cualquiera.", "Either is accepted.")),
	sw(SwCVPlace8,
		t("Place bets «sobre los números 4, 5, 6, 9 o 10» (sin el 8)", "Place bets «on 4, 5, 6, 9 or 10» (no 8)"),
		"with-8", t("Los pagos y máximos del mismo texto tratan el 6 y el 8 juntos; la omisión del 8 parece errata y por defecto no se acusa una place bet al 8.", "The same text's payouts and maxima treat 6 and 8 together; leaving 8 out looks like a slip, and by default a place bet on 8 is not a breach."),
		[]string{"cv-2003 09.5 (place bets omission)"}, []rules.Citation{placeCV},
		rd("with-8", "4, 5, 6, 8, 9 y 10.", "4, 5, 6, 8, 9 and 10."),
		rd("literal", "Sólo 4, 5, 6, 9 y 10.", "Only 4, 5, 6, 9 and 10.")),
	sw(SwShooterBet,
		t("El tirador «deberá apostar sobre el Win o sobre el Don't Win antes de lanzarlos»", "The shooter «must bet on Win or Don't Win before throwing them»"),
		"first-throw", t("«Antes de lanzarlos» puede leerse antes de cada tirada de salida o antes de tomar los dados; por defecto sólo se exige al empezar su turno, lo que cumple quien sigue cualquiera de las dos lecturas.", "«Before throwing them» may mean before every come-out or before taking the dice; by default it is required only when his turn begins, which a casino following either reading meets."),
		nil, []rules.Citation{shooterBet77, shooterBetCV},
		rd("first-throw", "Antes de la primera tirada de su turno.", "Before the first throw of his turn."),
		rd("every-come-out", "Antes de cada tirada de salida.", "Before every come-out throw.")),
}
