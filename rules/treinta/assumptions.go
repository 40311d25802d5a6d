package treinta

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwRefaitChances = "tyc-refait-chances"
	SwInsured       = "tyc-insured-refait"
	SwThreshold     = "tyc-insurance-threshold"
	SwRedCard       = "tyc-red-card"
	SwMaxPosted     = "tyc-max-posted"
)

// Threshold601 is 1,000 pesetas at the official rate (166.386 ptas/€), in cents.
const Threshold601 = 601

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading { return rules.Reading{ID: id, Text: t(es, en)} }

// Assumptions are the readings of the passages the digests register as
// ambiguous; each default accuses nobody who followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwRefaitChances,
		t("Chances a las que alcanza el sistema del cero en el refait de 31", "Chances the zero's rule reaches at the refait of 31"),
		"either", t("El texto remite al sistema del cero de la ruleta sin decir si alcanza a las cuatro chances o sólo a rojo y negro; por defecto, en color e inverso se admite tanto la mitad o la prisión como la devolución íntegra.",
			"The text refers to the roulette zero's rule without saying whether it reaches all four chances or only red and black; by default, on color and inverso either half back or prison or the whole stake returned is accepted."),
		[]string{"es-1977 AMB-29"},
		[]rules.Citation{refait77, refaitCV},
		rd("either", "Color e inverso: se admite la regla del cero o la jugada nula.", "Color and inverso: the zero's rule or a void coup is accepted."),
		rd("all", "Las cuatro chances siguen la regla del cero.", "All four chances follow the zero's rule."),
		rd("red-black", "Sólo rojo y negro; color e inverso, jugada nula.", "Red and black only; color and inverso, a void coup.")),
	sw(SwInsured,
		t("Efecto del seguro en el refait de 31", "Effect of the insurance at the refait of 31"),
		"whole", t("El seguro es «contra la aplicación de la regla anterior»: la postura asegurada no se parte ni va a prisión; se devuelve o queda entera. El texto valenciano (CV L1033, truncado) no dice contra qué se asegura: allí no se comprueba.",
			"The insurance is «against the application of the preceding rule»: the insured stake is neither halved nor imprisoned; it is returned or stays whole. The Valencian text (CV L1033, truncated) does not say what it insures against: not checked there."),
		[]string{"es-1977 AMB-27"},
		[]rules.Citation{insure77},
		rd("whole", "La postura asegurada se devuelve entera.", "The insured stake is returned whole."),
		rd("unchecked", "No se comprueba el efecto del seguro.", "The insurance's effect is not checked.")),
	sw(SwThreshold,
		t("Umbral de «mil pesetas» del seguro", "The insurance's «mil pesetas» threshold"),
		"none", t("El texto de 1977 sólo admite asegurar apuestas de mil pesetas o más; la conversión a euros o un parámetro por mesa son lecturas posibles, y el log no lleva ese parámetro: por defecto no se comprueba. El texto valenciano omite el umbral.",
			"The 1977 text admits insurance only on stakes of a thousand pesetas or more; converting to euros or a per-table parameter are both readings, and the log does not carry the parameter: not checked by default. The Valencian text leaves the threshold out."),
		[]string{"es-1977 AMB-30", "cv-2003 05.5 (insurance clause truncated)"},
		[]rules.Citation{insure77},
		rd("none", "No se comprueba el umbral.", "The threshold is not checked."),
		rd("eur-6.01", "Mil pesetas al cambio oficial: 6,01 €.", "A thousand pesetas at the official rate: €6.01.")),
	sw(SwRedCard,
		t("Qué anula la aparición de la carta roja", "What the red card's appearance annuls"),
		"either", t("«La anulación del juego en curso» puede ser la jugada en curso (nula) o la partida del sabot (la jugada se liquida y no se juega otra); por defecto se admite cualquiera, pero ninguna jugada más con ese sabot.",
			"«La anulación del juego en curso» may be the coup in progress (void) or the shoe's game (the coup is settled and no other is played); by default either is accepted, but no further coup from that shoe."),
		[]string{"es-1977 AMB-31", "cv-2003 05.7.2"},
		[]rules.Citation{red77, redCV},
		rd("either", "Se admite la jugada nula o liquidada; ninguna después.", "The coup void or settled is accepted; none after it."),
		rd("coup", "La jugada en curso es nula.", "The coup in progress is void."),
		rd("shoe", "Termina el sabot tras liquidar la jugada.", "The shoe ends once the coup is settled.")),
	sw(SwMaxPosted,
		t("Qué máximo anunciado cumple «será igual a mil veces el mínimo establecido»", "Which posted maximum keeps «será igual a mil veces el mínimo establecido»"),
		"above", t("«Igual» puede exigir exactamente mil veces el mínimo o sólo fijar el tope (la sala anuncia un máximo más bajo); y «el mínimo establecido» puede ser el de la autorización (authorized_min) o el de la mesa (min_bet). Por defecto sólo se señala un máximo superior a mil veces el mayor de los dos.",
			"«Igual» may require exactly a thousand times the minimum or only set the ceiling (the room posting a lower maximum); and «el mínimo establecido» may be the authorised one (authorized_min) or the table's (min_bet). By default only a maximum above a thousand times the larger of the two is reported."),
		nil,
		[]rules.Citation{max77, maxCV},
		rd("above", "Sólo un máximo superior a mil veces el mayor de los mínimos.", "Only a maximum above a thousand times the larger of the minima."),
		rd("equal", "El máximo es exactamente mil veces el mínimo de la mesa (min_bet o el del cambio de límites).", "The maximum is exactly a thousand times the table minimum (min_bet or the limit change's).")),
}
