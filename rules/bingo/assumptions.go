package bingo

import "github.com/veedor/veedor/rules"

// Switch IDs.
const (
	SwSalesFormula = "bin-sales-formula"
	SwLine         = "bin-line"
	SwShare        = "bin-share"
	SwPrizes       = "bin-prizes"
	SwClaimWindow  = "bin-claim-window"
	SwSeriesCarry  = "bin-series-carry"
	SwLineOnce     = "bin-line-once"
	SwLineAtBingo  = "bin-line-at-bingo"
)

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the bingo passages the digest registers as
// ambiguous (AMB-73 to AMB-77), and of the one passage a session's window
// leaves open. Each default accuses no hall that followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwSalesFormula,
		t("Fórmula del anuncio de vendidos «Se han vendido los cartones número a de la serie»", "Sales announcement formula «Se han vendido los cartones número a de la serie»"),
		"either", t("La fórmula está mutilada: puede anunciar el intervalo vendido (del número … al …) o el total. Se acepta cualquiera de las dos formas, si coincide con lo vendido.",
			"The formula is garbled: it may announce the range sold (from number … to …) or the total. Either form is accepted if it matches what was sold."),
		[]string{"es-1977 AMB-73"}, []rules.Citation{formula77},
		rd("range", "Se anuncia el intervalo vendido (desde=, hasta=); un total solo no basta.", "The range sold is announced (desde=, hasta=); a total alone is not enough."),
		rd("count", "Se anuncia el total vendido (cartones=).", "The total sold is announced (cartones=)."),
		rd("either", "Se acepta cualquiera de las dos formas.", "Either form is accepted.")),
	sw(SwLine,
		t("Línea a premiar anunciada", "Line to be paid announced"),
		"announced", t("Anunciar una línea concreta es opcional; anunciada, sólo ella se premia. El log la registra (linea-premiada= en el evento premios); sin ella, cualquiera de las tres.",
			"Announcing a specific line is optional; when announced, only it pays. The log records it (linea-premiada= in the event premios); without it, any of the three."),
		[]string{"es-1977 AMB-74"}, []rules.Citation{lineAnn77},
		rd("announced", "Si se anunció una línea, sólo ésa se premia.", "Where a line was announced, only that one pays."),
		rd("any", "No se juzga qué línea se premió, sólo que fuera una línea completa con el último número.", "Which line was paid is not judged, only that it was a complete line holding the last number.")),
	sw(SwShare,
		t("«Distribución proporcional» de un premio entre varios ganadores", "«Proportional distribution» of a prize among several winners"),
		"either", t("Proporcional puede ser a partes iguales por cartón ganador o en proporción al precio de cada cartón; con un solo precio por partida coinciden. Se acepta cualquiera de los dos repartos.",
			"Proportional may mean equal shares per winning card or shares in proportion to each card's price; with one price per game they coincide. Either split is accepted."),
		[]string{"es-1977 AMB-75"}, []rules.Citation{share77},
		rd("equal", "A partes iguales por cartón ganador.", "Equal shares per winning card."),
		rd("price", "En proporción al precio de cada cartón ganador.", "In proportion to each winning card's price."),
		rd("either", "Se acepta cualquiera de los dos repartos.", "Either split is accepted.")),
	sw(SwPrizes,
		t("Importe de los premios", "Prize amounts"),
		"announced", t("El texto no fija importes ni porcentajes: los fija el jefe de mesa. Sólo se comprueba que lo pagado coincida con lo anunciado para la partida.",
			"The text sets no amounts or percentages: the jefe de mesa sets them. Only that what was paid matches what was announced for the game is checked."),
		[]string{"es-1977 AMB-76"}, []rules.Citation{jefe77, prizes77},
		rd("announced", "Lo pagado coincide con lo anunciado (repartido entre los ganadores).", "What was paid matches what was announced (shared among the winners)."),
		rd("not-checked", "No se comparan los importes pagados con los anunciados; sólo que no se pague sin cante aceptado.", "The amounts paid are not compared with those announced; only that nothing is paid without an accepted claim.")),
	sw(SwClaimWindow,
		t("Cante hecho tras la orden del jefe de mesa pero antes del número siguiente", "Claim made after the jefe's order but before the next number"),
		"either", t("L514 da derecho al premio hasta el número siguiente; L515 lo quita al darse la orden de reanudar o terminar. Entre la orden y la bola siguiente, ni el pago ni el rechazo se reprochan; tras la orden de fin, sí el pago.",
			"L514 keeps the right to the prize until the next number; L515 takes it away once the order to resume or end is given. Between the order and the next ball neither paying nor refusing is held against the hall; after the order to end, paying is."),
		[]string{"es-1977 AMB-77"}, []rules.Citation{late77, lost77},
		rd("order", "La orden del jefe cierra el plazo: un cante posterior no se paga.", "The jefe's order closes the window: a later claim is not paid."),
		rd("next-ball", "El plazo dura hasta el número siguiente: un cante antes de él se paga aunque sea posterior a la orden de reanudar.", "The window lasts until the next number: a claim before it is paid even after the order to resume."),
		rd("either", "Entre la orden de reanudar y el número siguiente se acepta tanto pagar como rechazar.", "Between the order to resume and the next number, paying and refusing are both accepted.")),
	sw(SwSeriesCarry,
		t("Primera venta de una serie en la sesión", "A series' first sale in the session"),
		"continued", t("Una serie puede haberse empezado en una sesión anterior, que no está en el log de esta: la primera venta de una serie en la sesión que no empieza por el 1 se toma como continuación.",
			"A series may have been begun in an earlier session, which this session's log does not hold: a series' first sale in the session that does not start at 1 is taken as its continuation."),
		nil, []rules.Citation{start77},
		rd("continued", "No se juzga el primer cartón de la primera venta de una serie en la sesión.", "The first card of a series' first sale in the session is not judged."),
		rd("new", "Cada serie empieza en la sesión: su primera venta empieza por el cartón 1.", "Every series begins in the session: its first sale starts at card 1.")),
	sw(SwLineOnce,
		t("Líneas cantadas en bolas distintas de una misma partida", "Líneas claimed at different balls of one game"),
		"either", t("L512 dice que, correcta la línea cantada, el juego continúa hasta que se cante el bingo, y L515 cierra con la orden del jefe el plazo de «¿Alguna línea más?»; el texto no dice con esas palabras que la línea se premie una sola vez, y L487 reparte el premio entre las combinaciones ganadoras. Se acepta tanto rechazar (y no pagar) una línea posterior a la ya premiada como aceptarla y repartir con ella el premio de línea; no se acepta pagar dos veces el premio anunciado.",
			"L512 says that once the línea called is correct play continues until the bingo is called, and L515 closes the «¿Alguna línea más?» window with the jefe's order; the text does not say in so many words that the línea is paid only once, and L487 shares a prize among the winning combinations. Both refusing (and not paying) a línea after the one already paid, and accepting it and sharing the línea prize with it, are accepted; paying the announced prize twice is not."),
		[]string{"es-1977 AMB-77"}, []rules.Citation{cont77, share77, lost77},
		rd("first", "La línea se gana en la primera bola en que se acepta una: las cantadas en bolas posteriores no se aceptan ni se pagan, y el premio se reparte entre las de esa bola.", "The línea is won at the first ball at which one is accepted: those claimed at later balls are neither accepted nor paid, and the prize is shared among those of that ball."),
		rd("shared", "Toda línea correcta de la partida se acepta y reparte el premio de línea con las demás.", "Every correct línea of the game is accepted and shares the línea prize with the others."),
		rd("either", "Se acepta cualquiera de las dos prácticas; el pago ha de cuadrar con una de ellas.", "Either practice is accepted; the payment must match one of them.")),
	sw(SwLineAtBingo,
		t("Línea formada en la misma bola que el bingo", "Línea formed at the same ball as the bingo"),
		"either", t("L512 dice que, correcta la línea, el juego continúa hasta el bingo y que, comprobado éste, el juego termina y se pagan los premios; no dice si una línea formada en la misma bola que el primer bingo, y cantada a tiempo (L514), aún se premia. Se acepta tanto pagarla como rechazarla.",
			"L512 says that once the línea is correct play continues until the bingo and that, the bingo checked, the game ends and the prizes are paid; it does not say whether a línea formed at the same ball as the first bingo, and called in time (L514), is still paid. Both paying and refusing it are accepted."),
		nil, []rules.Citation{cont77, end77, late77},
		rd("paid", "La línea formada en la bola del bingo y cantada a tiempo se premia: su rechazo se señala (BINGO-REFUSED), salvo que la línea ya se hubiera ganado en una bola anterior (eso lo decide bin-line-once).", "A línea formed at the bingo's ball and called in time is paid: its refusal is reported (BINGO-REFUSED), unless the línea was already won at an earlier ball (bin-line-once decides that)."),
		rd("either", "Se acepta tanto pagarla como rechazarla.", "Both paying and refusing it are accepted.")),
}
