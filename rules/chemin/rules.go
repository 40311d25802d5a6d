package chemin

import "github.com/veedor/veedor/rules"

// Shorthands for the tables below.
var (
	t   = rules.T
	own = rules.Own
	ref = rules.Ref
	cs  = rules.Cites
)

func c77(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1977, section, line, quote)
}

func c84(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1984, section, line, quote)
}

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Notes for bases that rest on another text than the instrument in force.
var (
	// note79: the 1979 Orden governs national sessions from 20 Nov 1979 to
	// 10 Feb 1984, but the seed holds only its roulette.
	note79 = t("El texto de 1979 disponible no contiene el chemin de fer; se aplica como referencia el texto de 1977.",
		"The available 1979 text does not contain chemin de fer; the 1977 text stands in as a reference.")
	note79Both = t("El texto de 1979 disponible no contiene el chemin de fer y los textos de 1977 y de 1984 difieren aquí: sólo se exige lo que ambos comparten.",
		"The available 1979 text does not contain chemin de fer and the 1977 and 1984 texts differ here: only what both share is required.")
	noteCyL = t("El Decreto 2/2008 sólo enumera el chemin de fer, sin texto; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		"Decreto 2/2008 only lists chemin de fer, without text; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.")
	noteCyLBoth = t("El Decreto 2/2008 sólo enumera el chemin de fer, sin texto, y el Decreto 44/2001 no está disponible; los textos nacionales de 1977 y de 1984 difieren aquí: sólo se exige, como referencia, lo que ambos comparten.",
		"Decreto 2/2008 only lists chemin de fer, without text, and Decreto 44/2001 is not available; the national 1977 and 1984 texts differ here: only what both share is required, as a reference.")
	noteTableES = t("El texto nacional remite al cuadro de jugadas de la banca pero no lo contiene; se aplica el cuadro que imprime el texto valenciano (CV 2003 L1502–L1509), con su columna duplicada suprimida: el hallazgo descansa en un cuadro de otro texto, reconstruido.",
		"The national text refers to the bank's table but does not contain it; the table printed in the Valencian text (CV 2003 L1502–L1509) is applied, its duplicated column deleted: the finding rests on another text's table, reconstructed.")
	noteTableCyL = t("El Decreto 2/2008 sólo enumera el chemin de fer y los textos nacionales no contienen el cuadro; se aplica el cuadro que imprime el texto valenciano (CV 2003 L1502–L1509), con su columna duplicada suprimida: el hallazgo descansa en un cuadro de otro texto, reconstruido.",
		"Decreto 2/2008 only lists chemin de fer and the national texts do not contain the table; the table printed in the Valencian text (CV 2003 L1502–L1509) is applied, its duplicated column deleted: the finding rests on another text's table, reconstructed.")
)

// Citations shared by several rules, per text.
var (
	decks77 = c77("08.II.1", 307, "Se utilizarán seis barajas de 52 cartas")
	decks84 = c84("08.II.1", 110, "Se utilizarán seis barajas, de 52 cartas")
	decksCV = cv("07.II.1", 1274, "Se utilizarán seis barajas, de 52 cartas")

	cut77  = c77("08.VII", 363, "antes de las siete cartas finales del mazo")
	cut84  = c84("08.VII", 244, "antes de las siete cartas finales del mazo")
	cutCV  = cv("07.VII", 1559, "antes de las siete cartas finales del mazo")
	stop77 = c77("08.VII", 363, "no se podrá realizar ninguna jugada más, salvo la que se está llevando a cabo en el momento")
	stop84 = c84("08.VII", 244, "no se podrá realizar ninguna jugada más, salvo la que se está llevando a")
	stopCV = cv("07.VII", 1559, "no se podrá realizar ninguna jugada más, salvo la que se está llevando a cabo en el momento")

	deal77 = c77("08.VII", 376, "las distribuirá de una en una y alternativamente empezando por el jugador contrario")
	deal84 = c84("08.VII", 270, "las distribuirá de una en una alternativamente empezando por el jugador contrario")
	dealCV = cv("07.VII", 1585, "las distribuirá de una en una alternativamente, empezando por el jugador contrario")

	nat77 = c77("08.VI", 352, "Si recibidas las dos primeras cartas, la puntuación es de ocho o nueve, éstas serán descubiertas y el jugador abate el juego")
	nat84 = c84("08.VI", 220, "Si recibidas las dos primeras cartas, la puntuación es de ocho o nueve, éstas serán descubiertas y se abate el juego")
	natCV = cv("07.VI", 1486, "Si recibidas las dos primeras cartas, la puntuación es de ocho o nueve, éstas serán descubiertas y se abate el juego")

	draw77  = c77("08.VI", 354, "Cuando tiene 0, 1, 2, 3, 4, ha de pedir carta.")
	stand77 = c77("08.VI", 356, "Cuanto tiene 6, 7, ha de plantarse.")
	banco77 = c77("08.VI", 357, "En el supuesto de que el jugador haga banco, no se le aplicarán estas reglas")
	draw84  = c84("08.VI", 224, "Cuando tiene 0, 1, 2, 3 ó 4, ha de pedir carta.")
	stand84 = c84("08.VI", 228, "Cuando tiene 6 ó 7, ha de plantarse.")
	banco84 = c84("08.VI", 230, "siempre que lo autorice el Director de Juegos antes de comenzar la partida")
	drawCV  = cv("07.VI", 1490, "Cuando tiene 0,1, 2, 3 o 4, ha de pedir carta.")
	standCV = cv("07.VI", 1492, "Cuando tiene 6 o 7, ha de plantarse.")
	bancoCV = cv("07.VI", 1494, "siempre que lo autorice el director de Juegos antes de comenzar la partida")

	zero77 = c77("08.VI", 357, "excepto cuando tiene cero")
	zero84 = c84("08.VI", 230, "excepto cuando tiene cero («baccará»), en que es obligatorio solicitar una tercera carta")
	zeroCV = cv("07.VI", 1494, "excepto cuando tiene cero (bacaà), en que es obligatorio solicitar una tercera carta")

	table77 = c77("08.VI", 359, "solicitar del «croupier» el cuadro de jugadas de la banca, en cuyo caso deberá ajustarse a lo en él establecido")
	table84 = c84("08.VI", 234, "solicitar del «croupier» el cuadro de jugadas de la banca, en cuyo caso deberá ajustarse a lo en él establecido")
	fig84   = c84("08.VI", 236, "(Figura 7)")
	tableCV = cv("07.VI", 1498, "solicitar del crupier el cuadro de jugadas de la banca, en cuyo caso deberá ajustarse a lo en él establecido")

	win77 = c77("08.VI", 351, "Ganará aquel juego cuya puntuación sea de nueve o esté más próxima a dicha cifra. En caso de empate, la jugada es considerada nula.")
	win84 = c84("08.VI", 218, "Ganará aquel juego cuya puntuación sea de nueve o esté más próxima a dicha cifra. En caso de empate, la jugada es considerada nula.")
	winCV = cv("07.VI", 1484, "Ganará aquel juego cuya puntuación sea de nueve o esté más próxima a dicha cifra. En caso de empate, la jugada es considerada nula")
	pay77 = c77("08.VII", 377, "pagando el «croupier» al ganador")
	pay84 = c84("08.VII", 272, "pagando el «croupier» al ganador")
	payCV = cv("07.VII", 1623, "pagando el crupier al ganador")

	comm77     = c77("08.V", 348, "un 5 por 100 sobre las cantidades ganadas en cada jugada por el banquero")
	comm84     = c84("08.V", 204, "un 5% sobre las cantidades ganadas por el banquero en cada jugada")
	commCV     = cv("07.V", 1438, "un 5 por 100 sobre las cantidades ganadas por el banquero en cada jugada")
	cagn77     = c77("08.VII", 377, "Si el triunfo ha correspondido al banquero, se efectuará por el «croupier» la deducción correspondiente al pozo o «cagnotte»")
	cagn84     = c84("08.VII", 272, "Si el triunfo ha correspondido al banquero, se efectuará por el «croupier» la deducción correspondiente al pozo o «cagnotte»")
	cagnCV     = cv("07.VII", 1623, "Si el triunfo ha correspondiendo al banquero, se efectuará por el crupier la deducción correspondiente al pozo o *cagnotte*")
	max77      = c77("08.VII", 364, "indicando a los jugadores que es la cifra máxima que pueden jugar")
	max84      = c84("08.V", 198, "El máximo del punto o cantidad máxima que puede exponer un jugador es aquella cantidad equivalente a la existente en la banca en cada jugada.")
	maxCV      = cv("07.V", 1434, "El máximo del punto o cantidad máxima que puede exponer un jugador es aquella cantidad equivalente a la existente en la banca en cada jugada.")
	mesa77     = c77("08.VII", 367, "la cantidad mínima de la postura habrá de ser la mitad de la banca")
	mesa84     = c84("08.VII", 252, "la cantidad de la postura habrá de ser la mitad de la banca")
	mesaCV     = cv("07.VII", 1567, "la cantidad de la postura habrá de ser la mitad de la banca")
	pass77     = c77("08.V", 336, "debiendo, en caso de pérdida, ser cedida al jugador situado a su derecha")
	pass84     = c84("08.V", 172, "debiendo, en caso de pérdida, ser cedida al jugador situado a su derecha")
	passCV     = cv("07.V", 1374, "debiendo, en caso de pérdida, ser cedida al jugador situado a su derecha")
	amt77      = c77("08.V", 336, "el jugador que coge la banca habrá de hacerlo, por lo menos, con la misma cantidad que el que la perdió o abandonó voluntariamente")
	amt84      = c84("08.V", 174, "el jugador que coge la banca habrá de hacerlo, por lo menos, con la misma cantidad que el que el que la abandonó voluntariamente")
	amtCV      = cv("07.V", 1412, "el jugador que coge la banca habrá de hacerlo, por lo menos, con la misma cantidad que el que abandonó voluntariamente")
	time77     = c77("08.VII", 367, "hasta que con la voz «no van más apuestas» dé por finalizado el tiempo de apostar")
	time84     = c84("08.VII", 252, "hasta que con la voz «no va más apuestas» dé por finalizado el tiempo de apostar")
	timeCV     = cv("07.VII", 1567, "hasta que con la voz “no van más apuestas” dé por finalizado el tiempo de apostar")
	late77     = c77("08.VII", 376, "Queda formalmente prohibido al banquero distribuir las cartas antes de que el «croupier» haya anunciado el «no van más apuestas»")
	late84     = c84("08.VII", 270, "Queda formalmente prohibido al banquero distribuir las cartas antes de que el «croupier» haya anunciado «no van más apuestas»")
	lateCV     = cv("07.VII", 1621, "Queda formalmente prohibido al banquero distribuir las cartas antes de que el crupier haya anunciado \"no van más apuestas\"")
	withdraw77 = c77("08.VII", 376, "podrá instar al «croupier» a que retire las posturas efectuadas después de mencionada dicha frase")
	withdraw84 = c84("08.VII", 270, "podrá instar al «croupier» a que retire las posturas efectuadas después de mencionada dicha frase")
	withdrawCV = cv("07.VII", 1621, "podrá instar al crupier a que retire las posturas efectuadas después de mencionada dicha frase")
	min77      = c77("08.V", 349, "El mínimo de las posturas podrá ser distinto para cada mesa, no pudiendo en ningún caso ser inferior al mínimo autorizado")
	min84      = c84("08.V", 196, "la cantidad mínima para poder jugar como punto contra la banca")
	min84b     = c84("08.V", 196, "ni podrá ser inferior en ningún caso al mínimo autorizado")
	minCV      = cv("07.V", 1432, "la cantidad mínima para poder jugar como punto contra la banca")
	minCVb     = cv("07.V", 1432, "ni podrá ser inferior en ningún caso al mínimo autorizado")
	crew77     = c77("08.III", 314, "Cada mesa de juego tendrá permanentemente a su servicio un inspector, un «croupier» y un cambista")
	crew84     = c84("08.III", 126, "Cada mesa de juego tendrá permanentemente a su servicio un inspector, un «croupier» y un cambista")
	crewCV     = cv("07.III", 1290, "Cada mesa de juego tendrá permanentemente a su servicio un inspector, un crupier y un cambista")
	tieVoid    = []rules.Citation{win77, win84, winCV}

	after77 = c77("08.VIII", 393, "El banquero ha de hablar siempre después del punto.")
	after84 = c84("08.VIII.3", 312, "El banquero ha de hablar siempre después del punto.")
	afterCV = cv("07.VIII", 1693, "El banquero ha de hablar siempre después del punto.")

	hace84 = c84("08.V", 198, "Cuando un jugador llega a dicha cantidad máxima se dice que «hace banco».")
	haceCV = cv("07.V", 1434, "Cuando un jugador llega a dicha cantidad máxima se dice que \"hace banco\".")

	errCarta77  = c77("08.VIII", 399, "el banquero tiene derecho a darle o negarle carta, a menos que aquél tenga «baccara»")
	errAbate77  = c77("08.VIII", 400, "El punto que teniendo 9 olvida abatir, pierde la jugada si el banquero abate con 8.")
	errBanker77 = c77("08.VIII", 393, "da u ofrece cartas, pierde su derecho a abatir")
	errCarta84  = c84("08.VIII.4", 324, "el banquero tiene derecho a darle o negarle la carta, a menos que aquél tenga «baccará»")
	errAbate84  = c84("08.VIII.4", 326, "El punto que teniendo 9 olvida abatir pierde la jugada si el banquero abate con 8.")
	errBanker84 = c84("08.VIII.3", 312, "da u ofrece cartas, pierde su derecho a abatir")
	errCartaCV  = cv("07.VIII", 1705, "el banquero tiene derecho a darle o negarle la carta, a menos que aquél tenga bacará")
	errAbateCV  = cv("07.VIII", 1707, "El punto que teniendo 9 olvida abatir pierde la jugada si el banquero abate con 8.")
	errBankerCV = cv("07.VIII", 1693, "da u ofrece cartas, pierde su derecho a abatir")
)

// national gives a rule the same 1977 citations under 1977, 1979 (as a
// reference) and Castilla y León (as a reference), and its 1984 and
// Valencian citations.
func national(c77s, c84s, cvs []rules.Citation) []rules.Basis {
	return []rules.Basis{
		own(rules.ES1977, c77s...),
		ref(rules.ES1979, note79, c77s...),
		own(rules.ES1984, c84s...),
		ref(rules.CyL2008, noteCyL, c77s...),
		own(rules.CV2003, cvs...),
	}
}

// tableCites are the eight printed rows of the bank's table.
func tableCites() []rules.Citation {
	out := make([]rules.Citation, 0, 8)
	for bank := 0; bank < 8; bank++ {
		out = append(out, RowCite(bank))
	}
	return out
}

// Rules are the chemin de fer checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleDecks, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Sabot que no es de seis barajas", "Shoe that is not six decks"),
		Doc: t("Se utilizan seis barajas francesas de 52 cartas (evento new-shoe, decks=N).",
			"Six French 52-card decks are used (new-shoe event, decks=N)."),
		Basis: national(cs(decks77), cs(decks84), cs(decksCV)),
	},
	{
		ID: RuleShoeCount, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta que aparece más veces de las que contiene el sabot", "Card appearing more often than the shoe holds it"),
		Doc: t("Cada carta está seis veces en el sabot; las repartidas y las halladas boca arriba se cuentan: una carta que sale más veces no puede venir de ese sabot.",
			"Each card is in the shoe six times; dealt and face-up cards are counted: a card that comes out more often cannot come from that shoe."),
		Basis: national(cs(decks77), cs(decks84), cs(decksCV)),
	},
	{
		ID: RuleCutCard, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Carta de detención sin siete cartas por debajo", "Stop card without seven cards below it"),
		Doc: t("La carta de detención se coloca antes de las siete cartas finales (evento cut-card, reserve=N). Si basta con al menos siete es un supuesto (cf-cut-reserve).",
			"The stop card is placed before the final seven cards (cut-card event, reserve=N). Whether at least seven suffices is a switch (cf-cut-reserve)."),
		Assumptions: []string{SwCutReserve},
		Basis:       national(cs(cut77), cs(cut84), cs(cutCV)),
	},
	{
		ID: RuleAfterCut, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Jugada iniciada después de salir la carta de detención", "Coup begun after the stop card came out"),
		Doc: t("La aparición de la carta de detención termina la partida: sólo se acaba la jugada en curso (evento cut-card-out).",
			"The stop card ends the shoe: only the coup in progress is finished (cut-card-out event)."),
		Basis: national(cs(stop77), cs(stop84), cs(stopCV)),
	},
	{
		ID: RuleDealOrder, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Reparto que no alterna empezando por el punto", "Deal not alternating from the punto"),
		Doc: t("El banquero reparte de una en una y alternativamente, empezando por el jugador contrario: punto, banca, punto, banca; después la tercera carta del punto y la del banquero (rounds.dealt).",
			"The banker deals one at a time, alternately, starting with the opponent: punto, bank, punto, bank; then the punto's third card and the banker's (rounds.dealt)."),
		Basis: national(cs(deal77, after77), cs(deal84, after84), cs(dealCV, afterCV)),
	},
	{
		ID: RuleNatural, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta tras un ocho o nueve de dos cartas", "Third card after a two-card eight or nine"),
		Doc: t("Un ocho o nueve con las dos primeras cartas se descubre y se abate: la jugada termina sin tercera carta. Pero el punto que olvida abatir pierde ese derecho (si pidió carta, decide el banquero) y el banquero que con 8 o 9 da u ofrece cartas pierde el suyo; el registro no dice si se abatió: sólo se señala con el supuesto cf-player-errors=none.",
			"An eight or nine on the first two cards is shown and «abattu»: the coup ends without a third card. But a punto who forgets to abate loses that right (if he asked for a card the banker decides), and so does a banker who gives or offers cards holding 8 or 9; the log does not say whether the natural was abated: reported only under the switch cf-player-errors=none."),
		Assumptions: []string{SwPlayerErrors},
		Basis:       national(cs(nat77, errAbate77, errBanker77), cs(nat84, errAbate84, errBanker84), cs(natCV, errAbateCV, errBankerCV)),
	},
	{
		ID: RulePuntoDraw, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta del punto contra la regla (pide con 0–4, se planta con 6–7)", "Punto's third card against the rule (draws on 0–4, stands on 6–7)"),
		Doc: t("Sin natural, el punto pide carta con 0 a 4, puede optar con 5 y se planta con 6 o 7. El jugador que hizo banco (apuesta banco o banco-seguido, o una postura igual a toda la banca) no está sujeto a estas reglas; en 1984 y en la Comunitat Valenciana, si lo autoriza el director de juegos, lo que el registro no dice (supuesto cf-banco-free). Si el punto dice por error «carta» en vez de «no», o viceversa, el banquero puede darle o negarle la carta, salvo con «baccara»: el registro no recoge el anuncio, y por defecto sólo se señala el punto plantado con cero (supuesto cf-player-errors).",
			"Without a natural, the punto draws on 0 to 4, may choose on 5 and stands on 6 or 7. A player who made banco (bet banco or banco-seguido, or a stake equal to the whole bank) is not bound by these rules; in 1984 and in Valencia, if the games director authorises it, which the log does not say (switch cf-banco-free). If the punto says «carta» instead of «no» by error, or the reverse, the banker may give or refuse him the card, except on «baccara»: the log does not record the call, and by default only a punto standing on zero is reported (switch cf-player-errors)."),
		Assumptions: []string{SwBancoFree, SwPlayerErrors},
		Basis:       national(cs(draw77, stand77, banco77, errCarta77), cs(draw84, stand84, banco84, errCarta84, hace84), cs(drawCV, standCV, bancoCV, errCartaCV, haceCV)),
	},
	{
		ID: RuleBankerZero, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Banquero plantado con cero («baccara»)", "Banker standing on zero («baccara»)"),
		Doc: t("El banquero puede pedir carta o no, salvo con cero, en que es obligatorio pedir tercera carta (sin natural del punto).",
			"The banker may draw or not, except on zero, when a third card is compulsory (the punto having no natural)."),
		Basis: national(cs(zero77), cs(zero84), cs(zeroCV)),
	},
	{
		ID: RuleTableau, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Banquero que pidió el cuadro y no lo siguió", "Banker who asked for the table and did not follow it"),
		Doc: t("El banquero que pide el cuadro de jugadas de la banca (evento cuadro) debe ajustarse a él; en las casillas opcionales (O) puede pedir o plantarse. Sólo el texto valenciano imprime el cuadro, con una columna duplicada: se lee suprimiéndola y el hallazgo dice cuándo la casilla descansa en esa reconstrucción. En las sesiones nacionales y de Castilla y León el cuadro valenciano sirve de referencia.",
			"A banker who asks for the bank's table (cuadro event) must follow it; in the optional cells (O) he may draw or stand. Only the Valencian text prints the table, with a duplicated column: it is read with that column deleted, and a finding says when its cell rests on the repair. In national and Castilla y León sessions the Valencian table stands in as a reference."),
		Basis: []rules.Basis{
			ref(rules.ES1977, noteTableES, append(cs(table77), tableCites()...)...),
			ref(rules.ES1979, noteTableES, append(cs(table77), tableCites()...)...),
			ref(rules.ES1984, noteTableES, append(cs(table84, fig84), tableCites()...)...),
			ref(rules.CyL2008, noteTableCyL, append(cs(table77), tableCites()...)...),
			own(rules.CV2003, append(cs(tableCV), tableCites()...)...),
		},
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura contra la banca mal liquidada", "Stake against the bank wrongly settled"),
		Doc: t("Gana el juego de nueve o más próximo a nueve; el croupier paga al ganador. Que la postura ganadora cobre 1 a 1 no está escrito: se deduce de que el punto juega contra la banca la cantidad que expone. En el empate la jugada es nula: la postura se devuelve sin pago. Se señala la diferencia en euros. El punto que con 9 de dos cartas olvida abatir pierde si el banquero abate con 8: el registro no dice si abatió, y por defecto un 9 contra un 8 puede liquidarse de las dos maneras (supuesto cf-player-errors).",
			"The hand at nine or closest to nine wins; the croupier pays the winner. That a winning stake is paid 1 to 1 is not written: it follows from the punto playing against the bank the amount he stakes. A tie voids the coup: the stake is handed back unpaid. The euro difference is reported. A punto with a two-card 9 who forgets to abate loses if the banker abates with 8: the log does not say whether he abated, so by default a 9 against an 8 may be settled either way (switch cf-player-errors)."),
		Assumptions: []string{SwPlayerErrors},
		Basis:       national(cs(win77, pay77, errAbate77), cs(win84, pay84, errAbate84), cs(winCV, payCV, errAbateCV)),
	},
	{
		ID: RuleCommission, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Cagnotte distinta del 5 % de lo ganado por el banquero", "Cagnotte other than 5% of the banker's winnings"),
		Doc: t("La deducción para el establecimiento es el 5 % de lo ganado por el banquero en cada jugada (las posturas perdedoras); sólo cuando gana el banquero (evento cagnotte, amount=X). El redondeo al céntimo es un supuesto (cf-commission-rounding).",
			"The house deduction is 5% of what the banker wins in each coup (the losing stakes); only when the banker wins (cagnotte event, amount=X). The rounding to the cent is a switch (cf-commission-rounding)."),
		Assumptions: []string{SwCommissionRounding, SwPlayerErrors},
		Basis:       national(cs(comm77, cagn77), cs(comm84, cagn84), cs(commCV, cagnCV)),
	},
	{
		ID: RuleBankMax, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Posturas contra la banca por encima de la banca anunciada", "Stakes against the bank above the bank announced"),
		Doc: t("La suma en banca es la cifra máxima que pueden jugar los puntos: la suma de las posturas de la jugada no puede superarla (evento banca, amount=X).",
			"The sum in the bank is the most the puntos may play: the stakes of the coup together may not exceed it (banca event, amount=X)."),
		Basis: national(cs(max77), cs(max84), cs(maxCV)),
	},
	{
		ID: RuleBancoMesa, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("«Banco con la mesa» por debajo de la mitad de la banca", "«Banco con la mesa» below half the bank"),
		Doc: t("Quien anuncia «banco con la mesa» pone al menos la mitad de la banca (apuesta banco-con-la-mesa). Los textos de 1984 y valenciano dicen «habrá de ser la mitad»: que ponga más no se señala, pues la suma no puede superar la banca de todos modos.",
			"Whoever calls «banco con la mesa» stakes at least half the bank (bet banco-con-la-mesa). The 1984 and Valencian texts say «habrá de ser la mitad»: staking more is not reported, the total being capped by the bank anyway."),
		Basis: national(cs(mesa77), cs(mesa84), cs(mesaCV)),
	},
	{
		ID: RuleBankPass, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Banquero que conserva la banca tras perder", "Banker keeping the bank after a loss"),
		Doc: t("La banca puede retenerse mientras gana; si pierde la jugada, pasa al jugador de su derecha (eventos banca, seat=N, de jugadas sucesivas). Tras un empate no se comprueba, ni cuando el evento banca no dice cómo pasó la banca (sin how=: pudo volver a cogerla porque nadie la quiso).",
			"The bank may be kept while it wins; when it loses a coup it passes to the player on the banker's right (banca events, seat=N, of successive coups). Not checked after a tie, nor where the banca event does not say how the bank changed hands (no how=: he may have taken it back when nobody wanted it)."),
		Basis: national(cs(pass77), cs(pass84), cs(passCV)),
	},
	{
		ID: RuleBankAmount, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Banca tomada con menos que la del banquero anterior", "Bank taken with less than the previous banker's"),
		Doc: t("Quien toma la banca en la rotación (banca how=rotation) pone al menos la misma cantidad que el banquero que la abandonó voluntariamente (evento bank-withdrawn); en el texto de 1977 también que el que la perdió (no en 1979 ni en Castilla y León, donde sólo se exige lo que comparten los textos de 1977 y 1984). Qué cantidad es la del anterior (la que puso o la que tenía en su última jugada) es un supuesto (cf-bank-amount). Una banca sin how= no se juzga (pudo ser subastada o impuesta por el mínimo de la mesa).",
			"Whoever takes the bank in the rotation (banca how=rotation) puts up at least the amount of the banker who gave it up voluntarily (bank-withdrawn event); under the 1977 text also of the one who lost it (not under 1979 nor in Castilla y León, where only what the 1977 and 1984 texts share is required). Which amount is the previous one (what he put up or what he had in his last coup) is a switch (cf-bank-amount). A banca without how= is not judged (it may have been auctioned or forced at the table minimum)."),
		Assumptions: []string{SwBankAmount},
		Basis: []rules.Basis{
			own(rules.ES1977, amt77),
			ref(rules.ES1979, note79Both, amt77, amt84),
			own(rules.ES1984, amt84),
			ref(rules.CyL2008, noteCyLBoth, amt77, amt84),
			own(rules.CV2003, amtCV),
		},
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura después del «no van más apuestas»", "Stake after «no van más apuestas»"),
		Doc: t("La voz «no van más apuestas» (rounds.no_more_bets_at) da por finalizado el tiempo de apostar, y sólo tras ella reparte el banquero. De una postura colocada después (bets.placed_at) el texto sólo dice que el banquero «podrá instar» al croupier a que la retire: si no lo pide, puede quedar en juego. Por eso sólo se señala con el supuesto cf-late-bet=forbidden.",
			"The call «no van más apuestas» (rounds.no_more_bets_at) ends the time for stakes, and only after it does the banker deal. Of a stake placed after it (bets.placed_at) the text only says the banker «podrá instar» the croupier to withdraw it: if he does not ask, it may stay in play. So it is reported only under the switch cf-late-bet=forbidden."),
		Assumptions: []string{SwLateBet},
		Basis:       national(cs(time77, late77, withdraw77), cs(time84, late84, withdraw84), cs(timeCV, lateCV, withdrawCV)),
	},
	{
		ID: RuleStakeMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Postura inferior al mínimo de la mesa", "Stake below the table minimum"),
		Doc: t("El mínimo del punto (sessions.min_bet) es la cantidad mínima para jugar contra la banca.",
			"The punto minimum (sessions.min_bet) is the least that may be played against the bank."),
		Basis: national(cs(min77), cs(min84), cs(minCV)),
	},
	{
		ID: RuleTableMin, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Mínimo de la mesa inferior al autorizado", "Table minimum below the authorised minimum"),
		Doc: t("El mínimo de las posturas puede variar por mesa, pero nunca ser inferior al mínimo autorizado (sessions.authorized_min).",
			"The stake minimum may differ per table but never be below the authorised minimum (sessions.authorized_min)."),
		Basis: national(cs(min77), cs(min84b), cs(minCVb)),
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Mesa sin inspector, croupier y cambista", "Table without inspector, croupier and cambista"),
		Doc: t("Cada mesa tiene permanentemente un inspector, un croupier y un cambista (staff: inspector, croupier, cambista) durante toda la sesión.",
			"Each table has an inspector, a croupier and a cambista permanently (staff: inspector, croupier, cambista) throughout the session."),
		Basis: national(cs(crew77), cs(crew84), cs(crewCV)),
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
