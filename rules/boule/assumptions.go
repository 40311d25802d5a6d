package boule

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwNumberPayout  = "bou-number-payout"
	SwDoubleMinimum = "bou-double-minimum"
	SwLauncher      = "bou-launcher"
	SwMaxBase       = "bou-max-base"
)

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the boule passages the digests register as
// ambiguous or the log cannot settle. Each default accuses nobody who
// followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwNumberPayout,
		t("«Siete veces el valor de su apuesta» en el número entero", "«Siete veces el valor de su apuesta» on a whole number"),
		"either", t("«Recibe siete veces el valor de su apuesta» puede ser 7 a 1 (más la apuesta, que el ganador «recupera, en todos los casos») o 7 por 1 (6 de ganancia más la apuesta); por defecto se admiten ambos.",
			"«Recibe siete veces el valor de su apuesta» may be 7 to 1 (plus the stake, which the winner «recupera, en todos los casos») or 7 for 1 (6 won plus the stake); by default both are accepted."),
		[]string{"es-1977 AMB-25 (L157)"},
		[]rules.Citation{number77, keep77, numberCV, keepCV},
		rd("7-to-1", "7 a 1: se pagan siete veces la apuesta y se devuelve la apuesta.", "7 to 1: seven times the stake paid and the stake returned."),
		rd("7-for-1", "7 por 1: se pagan seis veces la apuesta y se devuelve la apuesta.", "7 for 1: six times the stake paid and the stake returned."),
		rd("either", "Se admiten ambos.", "Both are accepted.")),
	sw(SwDoubleMinimum,
		t("Mínimo de mesa «igual a dos veces la autorizada»", "Table minimum «igual a dos veces la autorizada»"),
		"at-least", t("El texto permite abrir los paños con el doble del mínimo autorizado; si otros múltiplos están vedados no lo dice: por defecto sólo se señala un mínimo inferior al autorizado.",
			"The text allows the layouts to open at twice the authorised minimum; whether other multiples are barred it does not say: by default only a minimum below the authorised one is reported."),
		[]string{"es-1977 AMB-24 (L159)"},
		[]rules.Citation{double77, doubleCV},
		rd("only-double", "Sólo el mínimo autorizado o su doble.", "Only the authorised minimum or its double."),
		rd("at-least", "Cualquier mínimo no inferior al autorizado.", "Any minimum not below the authorised one.")),
	sw(SwMaxBase,
		t("Mínimo del que son múltiplos los máximos en un paño abierto al doble", "The minimum the maxima are multiples of on a layout opened at twice it"),
		"either", t("Los máximos son de 40 a 100 veces (número) y de 200 a 500 veces (suertes sencillas) «el mínimo autorizado» y «dicho número»; en un paño que el director abre con el doble del mínimo, si la banda se toma sobre el mínimo autorizado o sobre el de la mesa el texto no lo resuelve (digesto CV 04.6: «AMBIGUOUS for doubled-minimum paños»): por defecto se admite un máximo dentro de cualquiera de las dos bandas.",
			"The maxima are 40 to 100 times (number) and 200 to 500 times (simple chances) «el mínimo autorizado» and «dicho número»; on a layout the director opens at twice the minimum, whether the band is taken on the authorised minimum or the table's the text does not settle (CV digest 04.6: «AMBIGUOUS for doubled-minimum paños»): by default a maximum within either band is accepted."),
		[]string{"cv-2003 04.6 (L889)", "es-1977 04.6 (L160)"},
		[]rules.Citation{maxN77, maxS77, double77, maxNCV, maxSCV, doubleCV},
		rd("authorised", "Las bandas se toman sobre el mínimo autorizado (authorized_min).", "The bands are taken on the authorised minimum (authorized_min)."),
		rd("table", "Las bandas se toman sobre el mínimo de la mesa (min_bet), el doble si el director lo dobló.", "The bands are taken on the table minimum (min_bet), the double where the director doubled it."),
		rd("either", "Se admite un máximo dentro de cualquiera de las dos bandas.", "A maximum within either band is accepted.")),
	sw(SwLauncher,
		t("Rotación de los croupiers en el lanzamiento de la bola", "The croupiers' rotation in launching the ball"),
		"management", t("El orden de rotación lo establece la dirección y no consta en el registro, ni el texto da un umbral (digesto CV 04.3: «threshold NOT SPECIFIED»): por defecto no se señala.",
			"The rotation order is set by management and is not in the log, and the text gives no threshold (CV digest 04.3: «threshold NOT SPECIFIED»): by default nothing is reported."),
		[]string{"cv-2003 04.3 (L869)", "es-1977 BOU-07 (L151)"},
		[]rules.Citation{rotate77, rotateCV},
		rd("management", "El orden es de la dirección: no se señala.", "The order is management's: not reported."),
		rd("session", "Se señala la sesión en que un croupier lanzó todas las bolas mientras otro trabajaba en la mesa.", "A session in which one croupier launched every ball while another worked at the table is reported.")),
}
