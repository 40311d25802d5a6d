package monte

import "github.com/veedor/veedor/rules"

// t is a shorthand for the tables below.
var t = rules.T

// Rule IDs of monte o banca (Valencia only).
const (
	RuleDecks     = "MON-DECKS"
	RulePlacement = "MON-PLACEMENT"
	RuleSalto     = "MON-SALTO-SEGUNDAS"
	RuleLateBet   = "MON-LATE-BET"
	RuleMax       = "MON-MAX"
	RulePayout    = "MON-PAYOUT"
	RuleCrew      = "MON-CREW"
)

// IDs are every rule ID, in the order of Rules.
var IDs = []string{RuleDecks, RulePlacement, RuleSalto, RuleLateBet, RuleMax, RulePayout, RuleCrew}

// Switch IDs.
const (
	SwDeduction = "mon-deduction"
	SwLevy      = "mon-levy"
	SwViudo     = "mon-viudo"
	SwLevyMatch = "mon-levy-match"
)

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Citations of the Valencian text (Orden 19-09-2003, game 13).
var (
	decks     = cv("13.II", 3287, "Al Monte se juega con dos barajas, una roja y otra azul, de las denominadas españolas, de 40 cartas cada una")
	burn      = cv("13.VI.4", 3447, "Si al descubrir las dos primeras cartas fueran del mismo valor se quemarán.")
	double    = cv("13.VI.4", 3449, "alguna de ellas fuera del mismo valor que la primera o la segunda, dicha carta se considerará doblada, colocándose encima")
	voidCoup  = cv("13.VI.4", 3487, "de alguna de las dos primeras se descubrirán las cuatro del mismo valor, se anulará la jugada")
	salto     = cv("13.VI.1", 3405, "Solamente se puede apostar a esta combinación en la fase del juego de Primeras.")
	lateP     = cv("13.VI.3", 3435, "seguidamente cerrará las apuestas con el “no va más”, comenzando la fase del juego de Primeras")
	lateS     = cv("13.VI.3", 3441, "una vez efectuadas las apuestas se cerrarán con el “no va más” para el juego de Segundas")
	maxCartas = cv("13.VI.2", 3419, "En las suertes sencillas (Cartas) el máximo será de 300 veces la cantidad fijada como mínimo de postura.")
	maxVis    = cv("13.VI.2", 3423, "En la *Vista Hermosa*, 10 veces el mínimo de la apuesta.")
	maxCAV    = cv("13.VI.2", 3425, "En el *Camo*, *Anti* y *Viudo*, 30 veces el mínimo de la apuesta en el juego de Primeras y 60 veces en el de Segundas.")
	maxSalto  = cv("13.VI.2", 3427, "En el *Salto*, 100 veces la apuesta mínima.")
	visWin    = cv("13.VI.1", 3331, "la primera carta que se descubre es del mismo valor y del palo siguiente que aquella sobre la que se apuesta")
	visPay    = cv("13.VI.1", 3333, "Se paga 32 veces la postura siempre que no haya cartas dobladas o quemadas, descontándose un punto por cada una de ellas.")
	visDeduct = cv("13.VI.4", 3489, "Todas las cartas dobladas, triplicadas o quemadas restarán un punto por carta del pago de la apuesta *VIS*.")
	camo      = cv("13.VI.1", 3337, "Se juega a la carta del mismo valor y del palo posterior a la carta emplaçada.")
	anti      = cv("13.VI.1", 3395, "Es la apuesta a la carta del mismo valor y del palo anterior a la carta emplazada.")
	viudo     = cv("13.VI.1", 3397, "La apuesta se efectúa a la carta del mismo valor y de ninguno de los palos inmediatos a la carta emplazada.")
	cavPay    = cv("13.VI.1", 3399, "se paga 11 veces la apuesta, en la fase de Primeras del juego, descontándose un punto por cada carta doblada si las hubiere")
	cavPay2   = cv("13.VI.1", 3401, "En la fase del juego de Segundas, se paga 5 veces la apuesta.")
	saltoWin  = cv("13.VI.1", 3403, "Se apuesta a una carta del mismo valor que la carta emplazada de cualquiera de los palos.")
	saltoPay  = cv("13.VI.1", 3407, "Se paga tres veces la apuesta.")
	cartas    = cv("13.VI.1", 3411, "Se gana cuando se descubre una carta del mismo valor que una de las emplazadas. La ganancia asciende al valor de la cantidad apostada (1 por 1).")
	burnVis   = cv("13.VI.4", 3518, "Cada carta quemada restará un punto para el pago de la *Vista Hermosa*.")
	levy      = cv("13.V", 3323, "se deducirá a todas las apuestas ganadoras un 10% en beneficio del establecimiento, excepto en la *Vista Hermosa*")
	inspector = cv("13.III", 3299, "1. Un Inspector.")
	tirador   = cv("13.III", 3303, "2. El crupier tirador.")
	pagador   = cv("13.III", 3307, "3. El crupier pagador.")
)

func own(cites ...rules.Citation) []rules.Basis {
	return []rules.Basis{{Instrument: rules.CV2003, Cites: cites}}
}

// Rules are the monte o banca checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleDecks, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Sabot que no tiene dos barajas españolas de 40 cartas", "Shoe without two Spanish 40-card decks"),
		Doc: t("Se juega con dos barajas españolas de 40 cartas (evento new-shoe, decks=2); una carta que aparece más de dos veces en una fase no puede venir de ellas.",
			"The game is played with two Spanish 40-card decks (new-shoe event, decks=2); a card seen more than twice in one phase cannot come from them."),
		Basis: own(decks),
	},
	{
		ID: RulePlacement, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Cartas emplazadas contra las reglas de cartas quemadas, dobladas o jugada anulada", "Placed cards against the rules of burned and doubled cards or the void coup"),
		Doc: t("Las dos primeras cartas del mismo valor se queman (no quedan emplazadas); la tercera o cuarta del valor de la primera o la segunda se dobla encima de ella (no ocupa su casilla); si de una de las dos primeras salen las cuatro del mismo valor antes de completar las cuatro cartas, la jugada se anula. Sólo se acusa una jugada jugada cuando aparecen los cuatro palos de ese valor entre la carta emplazada y las dobladas sobre ella, que es anular bajo cualquier lectura de «las cuatro» con dos barajas; las quemadas antes no se cuentan.",
			"The first two cards of the same rank are burned (not left placed); a third or fourth card of the rank of the first or second is doubled on top of it (not given its own box); if all four of the rank of one of the first two come out before the four cards are complete, the coup is void. A played coup is reported only when all four suits of that rank appeared among the placed card and the cards doubled on it, which is void under any reading of «las cuatro» with two decks; cards burned before are not counted."),
		Basis: own(burn, double, voidCoup),
	},
	{
		ID: RuleSalto, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta al Salto en la fase de Segundas", "Salto bet in the Segundas phase"),
		Doc:   t("El Salto sólo se apuesta en la fase de Primeras.", "Salto may only be bet in the Primeras phase."),
		Basis: own(salto),
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta después del «no va más»", "Bet after «no va más»"),
		Doc: t("Cada fase cierra sus apuestas con el «no va más» (rounds.no_more_bets_at de la fase); una apuesta colocada después (bets.placed_at) es una infracción.",
			"Each phase closes its bets with «no va más» (the phase's rounds.no_more_bets_at); a bet placed after it (bets.placed_at) is a breach."),
		Basis: own(lateP, lateS),
	},
	{
		ID: RuleMax, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Apuesta por encima del máximo de su combinación", "Bet above its combination's maximum"),
		Doc: t("Máximos en veces el mínimo de postura: Cartas 300, Vista Hermosa 10, Camo, Anti y Viudo 30 en Primeras y 60 en Segundas, Salto 100. El mínimo es el mayor de sessions.min_bet y sessions.authorized_min, para no acusar por el menor.",
			"Maxima in multiples of the minimum stake: Cartas 300, Vista Hermosa 10, Camo, Anti and Viudo 30 in Primeras and 60 in Segundas, Salto 100. The minimum is the larger of sessions.min_bet and sessions.authorized_min, so the smaller accuses nobody."),
		Basis: own(maxCartas, maxVis, maxCAV, maxSalto),
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta mal liquidada", "Bet wrongly settled"),
		Doc: t("Una apuesta ganadora cobra su apuesta y Vista Hermosa 32 veces menos un punto por carta doblada, triplicada o quemada; Camo, Anti y Viudo 11 veces en Primeras menos un punto por carta doblada y 5 en Segundas; Salto 3; Cartas 1 por 1. Si la primera carta descubierta tras el «no va más» es del valor de una emplazada, se deduce un 10 % de las ganadoras salvo la Vista Hermosa. Se acusa el pago de una apuesta cuya carta no salió (ninguna carta descubierta del valor y palo que nombra; la Vista Hermosa, la primera) y la Vista Hermosa no pagada cuando su carta salió la primera; la anulación de Camo y Viudo por cartas dobladas (reglas a–d) sólo quita ganancias y no se comprueba. Cada carta quemada resta un punto. Cómo se cuentan los puntos de las dobladas y triplicadas (mon-deduction), la base y fase de la deducción del 10 % (mon-levy), qué primera carta la trae (mon-levy-match) y el palo del Viudo (mon-viudo) son supuestos; el 10 % puede tomarse de la apuesta devuelta.",
			"A winning bet gets its stake back and Vista Hermosa 32 times less one point per doubled, tripled or burned card; Camo, Anti and Viudo 11 times in Primeras less one point per doubled card and 5 in Segundas; Salto 3; Cartas 1 to 1. If the first card uncovered after «no va más» has the rank of a placed card, 10% is deducted from winning bets but Vista Hermosa. Reported: a bet paid whose card did not come (no card uncovered of the rank and suit it names; for Vista Hermosa, the first), and Vista Hermosa unpaid when its card came first; the cancelling of Camo and Viudo by doubled cards (rules a–d) only removes wins and is not checked. Each burned card is one point. How doubled and tripled cards are counted (mon-deduction), the 10% levy's base and phase (mon-levy), which first card brings it (mon-levy-match) and Viudo's suit (mon-viudo) are switches; the 10% may be taken from the stake handed back."),
		Assumptions: []string{SwDeduction, SwLevy, SwLevyMatch, SwViudo},
		Basis:       own(visWin, visPay, visDeduct, camo, anti, viudo, cavPay, cavPay2, saltoWin, saltoPay, cartas, levy, burnVis),
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Mesa sin inspector, crupier tirador o crupier pagador", "Table without inspector, croupier tirador or croupier pagador"),
		Doc: t("Personal del juego: un inspector, el crupier tirador y el crupier pagador de servicio en cada fase (staff.role inspector y dos croupier: el tirador es rounds.dealer_id, el pagador otro croupier); el ayudante mezclador es opcional.",
			"The game's staff: an inspector, the croupier tirador and the croupier pagador on duty at every phase (staff.role inspector and two croupier: the tirador is rounds.dealer_id, the pagador another croupier); the shuffling assistant is optional."),
		Basis: own(inspector, tirador, pagador),
	},
}

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: games, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

// Assumptions are the readings of the passages the digest registers as
// ambiguous; each default accuses nobody who followed either reading.
var Assumptions = []*rules.Assumption{
	sw(SwDeduction,
		t("Puntos descontados por cartas dobladas, triplicadas o quemadas", "Points deducted for doubled, tripled or burned cards"),
		"either", t("«Un punto por carta» puede contar cada carta doblada o triplicada (la casilla triplicada dos) o cada casilla doblada una vez. Cada carta quemada resta un punto en las dos lecturas (L3518). Por defecto se admite cualquier pago entre las dos.",
			"«One point per card» may count every doubled or tripled card (a tripled box two) or each doubled box once. Every burned card deducts a point under both (L3518). By default any pay between the two is accepted."),
		[]string{"cv-2003 13.5 (VIS deduction: tripled and burned)"},
		[]rules.Citation{visPay, visDeduct, cavPay, burnVis},
		rd("per-card", "Un punto por cada carta doblada, triplicada o quemada.", "One point per doubled, tripled or burned card."),
		rd("per-box", "Un punto por casilla doblada (o triplicada) y por cada carta quemada.", "One point per doubled (or tripled) box and per burned card."),
		rd("either", "Se admite cualquiera de las dos.", "Either is accepted.")),
	sw(SwLevy,
		t("Deducción del 10 %: base y fase", "The 10% levy: base and phase"),
		"either", t("«Se deducirá a todas las apuestas ganadoras un 10 %» puede tomarse sobre la ganancia o sobre la apuesta, y el texto, en el apartado de la banca, no dice si rige también en Segundas. Por defecto se admite cualquier base y, en Segundas, con o sin deducción.",
			"«10% will be deducted from all winning bets» may be taken on the winnings or on the stake, and the text, in the bank's section, does not say whether it also holds in Segundas. By default either base is accepted and, in Segundas, with or without the levy."),
		[]string{"cv-2003 13.5 (house levy: base, phase)"},
		[]rules.Citation{levy},
		rd("winnings", "10 % de la ganancia, en las dos fases.", "10% of the winnings, in both phases."),
		rd("stake", "10 % de la apuesta, en las dos fases.", "10% of the stake, in both phases."),
		rd("either", "Se admite cualquier base; en Segundas, con o sin deducción.", "Either base; in Segundas, with or without the levy.")),
	sw(SwLevyMatch,
		t("Deducción del 10 %: qué primera carta «corresponde» a una emplazada", "The 10% levy: which first card «corresponds» to a placed card"),
		"either", t("«El primer naipe descubierto correspondiese a alguna de las cartas emplazadas» puede leerse como una carta del mismo valor que una emplazada (como se gana en el monte) o como la misma carta, valor y palo, de la otra baraja. Por defecto, cuando la primera carta sólo tiene el valor de una emplazada, se admite el pago con o sin la deducción.",
			"«The first card uncovered corresponded to one of the placed cards» may be read as a card of a placed card's rank (as monte is won) or as the very same card, rank and suit, from the other deck. By default, when the first card only has a placed card's rank, the pay with or without the levy is accepted."),
		[]string{"cv-2003 13.5 (house levy: «corresponde»)", "cv-2003 consolidated #29"},
		[]rules.Citation{levy},
		rd("rank", "Una carta del valor de una emplazada.", "A card of a placed card's rank."),
		rd("card", "La misma carta, valor y palo, que una emplazada.", "The same card, rank and suit, as a placed card."),
		rd("either", "Cualquiera de las dos.", "Either.")),
	sw(SwViudo,
		t("Viudo: palo opuesto, o también el propio palo", "Viudo: the opposite suit, or the card's own suit too"),
		"either", t("«De ninguno de los palos inmediatos» nombra el palo opuesto en el orden circular; con dos barajas puede salir también la carta del mismo valor y del mismo palo que la emplazada, que tampoco es de un palo inmediato. Por defecto se admite el pago del Viudo con cualquiera de las dos.",
			"«Of none of the immediate suits» names the opposite suit in the circular order; with two decks the card of the same rank and the same suit as the placed card can also come, and it is not of an immediate suit either. By default a Viudo paid on either is accepted."),
		[]string{"cv-2003 13.5 (Viudo and same-suit cards)", "cv-2003 consolidated #34"},
		[]rules.Citation{viudo},
		rd("opposite", "Sólo el palo opuesto.", "The opposite suit only."),
		rd("either", "El palo opuesto o el propio palo de la carta emplazada.", "The opposite suit or the placed card's own suit.")),
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
