package dospanos

import (
	"github.com/veedor/veedor/rules"
	cf "github.com/veedor/veedor/rules/chemin"
)

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

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Notes for bases that rest on another text than the instrument in force.
var (
	note79 = t("El texto de 1979 disponible no contiene el baccara a dos paños; se aplica como referencia el texto de 1977.",
		"The available 1979 text does not contain baccara a dos paños; the 1977 text stands in as a reference.")
	noteCyL = t("El Decreto 2/2008 sólo enumera el baccara a dos paños, sin texto; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		"Decreto 2/2008 only lists baccara a dos paños, without text; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.")
	noteTable = t("El texto nacional remite al cuadro de jugadas de la banca del epígrafe 08, que no lo contiene; se aplica el cuadro que imprime el texto valenciano (CV 2003 L1502–L1509), con su columna duplicada suprimida: el hallazgo descansa en un cuadro de otro texto, reconstruido.",
		"The national text refers to the bank's table of section 08, which does not contain it; the table printed in the Valencian text (CV 2003 L1502–L1509) is applied, its duplicated column deleted: the finding rests on another text's table, reconstructed.")
)

// Citations, per text.
var (
	decks77 = c77("09.II", 412, "Serán necesarias tres barajas, dos de ellas de un color y la tercera de otro, en la banca limitada, y seis barajas, tres de un color y tres de otro, en la banca libre")
	decksCV = cv("08.II", 1771, "Serán necesarias seis barajas, tres de un color y tres de otro, tanto en la banca libre como en la limitada")

	cut77  = c77("09.VII", 448, "cuidando de que por debajo de ella queden 10 cartas")
	cutCV  = cv("08.VII", 1905, "cuidando de que por debajo de ella queden 10 cartas")
	stop77 = c77("09.VII", 448, "no se podrá realizar ninguna jugada más, salvo la que se está llevando a cabo en ese momento")
	stopCV = cv("08.VII", 1905, "no se podrá realizar ninguna jugada más, salvo la que se está llevando a cabo en ese momento")

	deal77  = c77("09.VII", 451, "las repartirá de una en una por el siguiente orden: Primer paño, segundo paño y banca")
	dealCV  = cv("08.VII", 1911, "las repartirá de una en una por el siguiente orden: Primer paño, segundo paño y banca")
	order77 = c77("09.VII", 451, "habrán de pronunciarse por su orden respectivo y antes del banquero")
	orderCV = cv("08.VII", 1911, "habrán de pronunciarse por su orden respectivo y antes del banquero")

	gen77  = c77("09.VI", 439, "Las reglas contenidas en el apartado VI del epígrafe 08 del presente catálogo son aplicables con carácter general")
	genCV  = cv("08.VI", 1861, "Las reglas contenidas en el apartado VI del epígrafe 07 del presente Catálogo son aplicables con carácter general")
	nat77  = c77("09.VI", 441, "si es de 8, 9, han de descubrir sus cartas")
	natCV  = cv("08.VI", 1865, "si es de 8 o 9 han de descubrir sus cartas")
	abat77 = c77("08.VI", 352, "Si recibidas las dos primeras cartas, la puntuación es de ocho o nueve, éstas serán descubiertas y el jugador abate el juego")
	abatCV = cv("07.VI", 1486, "Si recibidas las dos primeras cartas, la puntuación es de ocho o nueve, éstas serán descubiertas y se abate el juego")

	draw77  = c77("09.VI", 441, "Si la puntuación de las dos primeras cartas es de 0, 1, 2, 3, 4, los jugadores han de pedir una tercera carta")
	stand77 = c77("09.VI", 441, "si es de 6, 7, deben forzosamente quedarse servidos")
	banco77 = c77("09.VI", 441, "Queda exceptuado de esta regla el jugador que al principio de la partida haga banco")
	drawCV  = cv("08.VI", 1865, "Si la puntuación de las dos primeras cartas es de 0,1, 2, 3 y 4, los jugadores han de pedir una tercera carta")
	bancoCV = cv("08.VI", 1865, "Queda exceptuado de esta regla el jugador que al principio de la partida haga banco")
	standCV = cv("07.VI", 1492, "Cuando tiene 6 o 7, ha de plantarse.")

	zero77 = c77("08.VI", 357, "excepto cuando tiene cero («baceara»), en que es obligatorio solicitar una tercera carta")
	zeroCV = cv("07.VI", 1494, "excepto cuando tiene cero (bacaà), en que es obligatorio solicitar una tercera carta")
	free77 = c77("09.VI", 442, "El banquero puede pedir carta o plantarse, salvo si solicita del «croupier» el cuadro de jugadas de la banca")
	freeCV = cv("08.VI", 1867, "El banquero puede pedir carta o plantarse, salvo si solicita el cuadro de jugadas de la banca")

	table77 = c77("09.VI", 442, "salvo si solicita del «croupier» el cuadro de jugadas de la banca, en cuyo caso habrá de seguirlo, siempre que indique lo mismo para los dos paños")
	tableCV = cv("08.VI", 1867, "salvo si solicita el cuadro de jugadas de la banca, en cuyo caso habrá de seguirlo siempre que se indique lo mismo para los dos paños")

	win77    = c77("08.VI", 351, "Ganará aquel juego cuya puntuación sea de nueve o esté más próxima a dicha cifra.")
	winCV    = cv("07.VI", 1484, "Ganará aquel juego cuya puntuación sea de nueve o esté más próxima a dicha cifra. En caso de empate, la jugada es considerada nula")
	eight77  = c77("09.VI", 443, "Un 8 con las dos primeras cartas gana siempre a un 8 ó 9 utilizando una tercera carta.")
	eightCV  = cv("08.VI", 1869, "Un 8 con las dos primeras cartas gana siempre a un 8 o 9 utilizando una tercera carta.")
	pay77    = c77("09.VII", 452, "al pago de las posturas ganadoras y a la retirada de las perdedoras")
	payCV    = cv("08.VII", 1913, "al pago de las posturas ganadoras y a la retirada de las perdedoras")
	cheval77 = c77("09.VII", 450, "cuando la mitad de una apuesta a caballo representa un número impar de unidades de apuesta, se considera que la fracción más fuerte juega al primer paño")
	chevalCV = cv("08.VII", 1909, "cuando la mitad de una apuesta a caballo representa un número impar de unidades de apuestas, se considera que la fracción más fuerte juega al primer paño")

	rate77 = c77("09.V", 437, "La deducción en beneficio del establecimiento queda fijada en un 2 por 100 sobre las cantidades ganadas en cada jugada por el banquero para la banca limitada, y en 1,25 por 100 para la banca libre.")
	rateCV = cv("08.V", 1857, "La deducción en beneficio del establecimiento queda fijada en un 2 por ciento sobre las cantidades ganadas en cada jugada por el banquero para la banca limitada, y en 1,25 por 100 para la banca libre.")
	when77 = c77("09.VII", 452, "en el caso de que el banquero gane en los dos paños, o su ganancia en uno sea superior a la pérdida en el otro")
	whenCV = cv("08.VII", 1913, "en el caso de que el banquero gane en los dos paños, o su ganancia en uno sea superior a la pérdida en el otro")

	max77  = c77("09.V", 432, "Si las posturas sobrepasan el total de la banca, se reducirán hasta igualarse con ella")
	lim77  = c77("09.I", 408, "el banquero sólo responderá por la cantidad que, situada sobre la mesa, constituye la banca en cada momento")
	late77 = c77("09.VII", 449, "hasta que el «croupier» anuncie con la voz «ya no va más» la terminación del tiempo de apostar")
	lateCV = cv("08.VII", 1907, "hasta que el crupier anuncie con la voz \"ya no va más\" la terminación del tiempo de apostar")
	min77  = c77("09.V", 433, "El mínimo y el máximo de las posturas vendrá establecido en la autorización. Los mínimos podrán variar para las distintas mesas de juego.")
	minCV  = cv("08.V", 1849, "El mínimo y el máximo de las posturas vendrá establecido en la autorización. Los mínimos podrán variar para las distintas mesas de juego.")
	smax77 = c77("09.V", 433, "El mínimo y el máximo de las posturas vendrá establecido en la autorización.")
	smaxCV = cv("08.V", 1849, "El mínimo y el máximo de las posturas vendrá establecido en la autorización.")
	nomx77 = c77("09.V", 435, "En la banca libre no existirá tope máximo para la banca, y el establecimiento no podrá fijar un máximo a las posturas de los jugadores.")
	nomxCV = cv("08.V", 1853, "En la banca libre no existirá tope máximo para la banca, y el establecimiento no podrá fijar un máximo a las posturas de los jugadores.")
	crew77 = c77("09.III", 420, "lo dispuesto en el apartado III del epígrafe 08 del presente Catálogo")
	crew08 = c77("08.III", 314, "Cada mesa de juego tendrá permanentemente a su servicio un inspector, un «croupier» y un cambista")
	crewCV = cv("08.III", 1787, "El personal mínimo necesario será: Un inspector, un crupier, un cambista y un auxiliar.")
)

// texts gives a rule its 1977 citations under 1977, 1979 (as a reference)
// and Castilla y León (as a reference), and its Valencian citations; a nil
// cvs leaves Valencia without the rule.
func texts(c77s, cvs []rules.Citation) []rules.Basis {
	out := []rules.Basis{
		own(rules.ES1977, c77s...),
		ref(rules.ES1979, note79, c77s...),
		ref(rules.CyL2008, noteCyL, c77s...),
	}
	if cvs != nil {
		out = append(out, own(rules.CV2003, cvs...))
	}
	return out
}

// tableCites are the eight printed rows of the bank's table.
func tableCites() []rules.Citation {
	out := make([]rules.Citation, 0, 8)
	for bank := 0; bank < 8; bank++ {
		out = append(out, cf.RowCite(bank))
	}
	return out
}

// Rules are the baccara a dos paños checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleDecks, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Sabot que no tiene las barajas de la modalidad", "Shoe without the variant's decks"),
		Doc: t("Texto de 1977: tres barajas en la banca limitada y seis en la libre (sessions.variant limitada o libre); texto valenciano: seis en ambas (evento new-shoe, decks=N).",
			"1977 text: three decks for the limited bank and six for the free one (sessions.variant limitada or libre); Valencian text: six in both (new-shoe event, decks=N)."),
		Basis: texts(cs(decks77), cs(decksCV)),
	},
	{
		ID: RuleShoeCount, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta que aparece más veces de las que contiene el sabot", "Card appearing more often than the shoe holds it"),
		Doc: t("Cada carta está en el sabot tantas veces como barajas tiene; una carta que sale más veces no puede venir de ese sabot.",
			"Each card is in the shoe as many times as it has decks; a card that comes out more often cannot come from that shoe."),
		Basis: texts(cs(decks77), cs(decksCV)),
	},
	{
		ID: RuleCutCard, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Carta de detención con menos de diez cartas por debajo", "Stop card with fewer than ten cards below it"),
		Doc: t("Por debajo de la carta de detención quedan 10 cartas (evento cut-card, reserve=N); se señala la que deja menos, pues dejar más no perjudica a nadie.",
			"Ten cards are left below the stop card (cut-card event, reserve=N); fewer is reported, more harming nobody."),
		Basis: texts(cs(cut77), cs(cutCV)),
	},
	{
		ID: RuleAfterCut, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Jugada iniciada después de salir la carta de detención", "Coup begun after the stop card came out"),
		Doc: t("La aparición de la carta de detención termina la partida: sólo se acaba la jugada en curso (evento cut-card-out).",
			"The stop card ends the game: only the coup in progress is finished (cut-card-out event)."),
		Basis: texts(cs(stop77), cs(stopCV)),
	},
	{
		ID: RuleDealOrder, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Reparto fuera del orden primer paño, segundo paño, banca", "Deal out of the order first tableau, second tableau, bank"),
		Doc: t("El banquero reparte de una en una: primer paño, segundo paño y banca, dos veces; después las terceras cartas en el orden en que se pronuncian: primer paño, segundo paño y, el último, el banquero (rounds.dealt).",
			"The banker deals one at a time: first tableau, second tableau and bank, twice; then the third cards in the order they speak: first tableau, second tableau and, last, the banker (rounds.dealt)."),
		Basis: texts(cs(deal77, order77), cs(dealCV, orderCV)),
	},
	{
		ID: RuleNatural, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta tras un ocho o nueve de dos cartas", "Third card after a two-card eight or nine"),
		Doc: t("Un ocho o nueve con las dos primeras cartas se descubre: esa mano no recibe tercera carta. Los paños se pronuncian antes que el banquero, así que la tercera carta de un paño puede haber salido antes de que el banquero descubra su ocho o nueve: no se señala (un 8 de dos cartas gana entonces a un 8 o 9 de tres). El jugador que hace banco queda exceptuado de la regla de los paños, 8 y 9 incluidos.",
			"An eight or nine on the first two cards is shown: that hand gets no third card. The tableaux speak before the banker, so a tableau's third card may be out before the banker shows his eight or nine: it is not reported (a two-card 8 then beats a three-card 8 or 9). The player who makes banco is exempt from the tableaux' rule, 8 and 9 included."),
		Basis: texts(cs(nat77, gen77, abat77, order77, eight77, banco77), cs(natCV, genCV, abatCV, orderCV, eightCV, bancoCV)),
	},
	{
		ID: RulePuntoDraw, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Tercera carta de un paño contra la regla (pide con 0–4, se planta con 6–7)", "A tableau's third card against the rule (draws on 0–4, stands on 6–7)"),
		Doc: t("Sin natural, la mano de cada paño pide con 0 a 4, puede optar con 5 y se planta con 6 o 7; el jugador que hace banco queda exceptuado (apuesta banco). Contra un 8 o 9 de dos cartas del banquero sólo se comprueba que no pida con 6 o 7 (el banquero puede descubrirlo antes de dar la carta pedida). El texto valenciano omite el 6 y el 7 en su regla: que rija la del chemin de fer a la que remite es un supuesto (bdp-cv-six-seven).",
			"Without a natural, each tableau's hand draws on 0 to 4, may choose on 5 and stands on 6 or 7; the player who makes banco is exempt (bet banco). Against the banker's two-card 8 or 9 only a draw on 6 or 7 is checked (he may show it before giving the card asked for). The Valencian text leaves 6 and 7 out of its rule: whether chemin de fer's, to which it refers, governs is a switch (bdp-cv-six-seven)."),
		Assumptions: []string{SwSixSeven},
		Basis:       texts(cs(draw77, stand77, banco77), cs(drawCV, bancoCV, genCV, standCV)),
	},
	{
		ID: RuleBankerZero, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Banquero plantado con cero («baccara»)", "Banker standing on zero («baccara»)"),
		Doc: t("El chemin de fer obliga al banquero a pedir con cero, y sus reglas se aplican con carácter general; pero la adaptación del juego dice que el banquero puede pedir o plantarse salvo si pide el cuadro. Sólo se señala bajo el supuesto bdp-banker-zero=draw (por defecto, libre: no se acusa), y no cuando los dos paños abatieron.",
			"Chemin de fer makes the banker draw on zero, and its rules apply in general; but the game's own adaptation says the banker may draw or stand unless he asks for the table. Reported only under bdp-banker-zero=draw (by default, free: nothing is reported), and not when both tableaux abated."),
		Assumptions: []string{SwBankerZero},
		Basis:       texts(cs(gen77, zero77), cs(genCV, zeroCV)),
	},
	{
		ID: RuleTableau, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Banquero que pidió el cuadro y no lo siguió donde indica lo mismo para los dos paños", "Banker who asked for the table and did not follow it where it says the same for both tableaux"),
		Doc: t("El banquero es libre de pedir o plantarse salvo si pide el cuadro de jugadas de la banca (evento cuadro): entonces lo sigue siempre que indique lo mismo (pedir o plantarse) para los dos paños. Es el cuadro del chemin de fer, que sólo imprime el texto valenciano y con una columna duplicada: se lee suprimiéndola y el hallazgo dice cuándo la casilla descansa en esa reconstrucción. No se comprueba si un paño abatió.",
			"The banker is free to draw or stand unless he asks for the bank's table (cuadro event): then he follows it wherever it says the same (draw or stand) for both tableaux. It is chemin de fer's table, printed only in the Valencian text and with a duplicated column: it is read with that column deleted, and a finding says when its cell rests on the repair. Not checked when a tableau abated."),
		Basis: []rules.Basis{
			ref(rules.ES1977, noteTable, append(cs(table77), tableCites()...)...),
			ref(rules.ES1979, noteTable, append(cs(table77), tableCites()...)...),
			ref(rules.CyL2008, noteCyL, append(cs(table77), tableCites()...)...),
			own(rules.CV2003, append(cs(tableCV), tableCites()...)...),
		},
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura contra la banca mal liquidada", "Stake against the bank wrongly settled"),
		Doc: t("En cada paño gana el juego de nueve o más próximo a nueve, y un 8 de dos cartas gana a un 8 o 9 de tres; el empate es nulo. Las posturas ganadoras cobran (1 a 1: no está escrito, se deduce de que juegan contra la banca lo que exponen) y las perdedoras se retiran. La postura a caballo (caballo) y el banco juegan la mitad en cada paño, la fracción más fuerte en el primero; como la unidad de apuesta no consta, se admite cualquier reparto que no dé más al segundo paño. Si un 9 de dos cartas gana a un 9 de tres es un supuesto (bdp-natural-nine).",
			"On each tableau the hand at nine or closest to nine wins, and a two-card 8 beats a three-card 8 or 9; a tie is void. Winning stakes are paid (1 to 1: not written, it follows from their playing against the bank what they stake) and losing ones collected. A stake à cheval (caballo) and a banco play half on each tableau, the larger part on the first; the betting unit not being recorded, any split that gives the second tableau no more is accepted. Whether a two-card 9 beats a three-card 9 is a switch (bdp-natural-nine)."),
		Assumptions: []string{SwNineNine},
		Basis:       texts(cs(win77, eight77, pay77, cheval77, gen77), cs(winCV, eightCV, payCV, chevalCV)),
	},
	{
		ID: RuleCommission, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Deducción distinta del 2 % (limitada) o 1,25 % (libre) de lo ganado por el banquero", "Deduction other than 2% (limited) or 1.25% (free) of the banker's winnings"),
		Doc: t("La deducción para el establecimiento (evento cagnotte, amount=X) es el 2 % de lo ganado por el banquero en la jugada en la banca limitada y el 1,25 % en la libre, y sólo se toma si gana en los dos paños o su ganancia en uno supera la pérdida en el otro. Si la base es la ganancia neta o la bruta es un supuesto (bdp-commission-base); se admite cualquier importe a menos de un céntimo del exacto.",
			"The house's deduction (cagnotte event, amount=X) is 2% of what the banker wins in the coup with a limited bank and 1.25% with a free one, and is taken only if he wins on both tableaux or his win on one exceeds his loss on the other. Whether the base is the net or the gross win is a switch (bdp-commission-base); any amount less than one cent from the exact one is accepted."),
		Assumptions: []string{SwCommissionBase},
		Basis:       texts(cs(rate77, when77), cs(rateCV, whenCV)),
	},
	{
		ID: RuleBankMax, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Posturas jugadas por encima de la banca limitada", "Stakes played above the limited bank"),
		Doc: t("En la banca limitada el banquero sólo responde por la banca sobre la mesa (evento banca, amount=X), y las posturas que la sobrepasan se reducen hasta igualarla: las de la jugada no pueden sumar más. El texto valenciano limita la responsabilidad del banquero a la banca sobre la mesa (L1723) pero no dispone la reducción: allí no se comprueba.",
			"With a limited bank the banker answers only for the bank on the table (banca event, amount=X), and stakes above it are cut back to it: those of a coup may not add up to more. The Valencian text limits the banker's liability to the bank on the table (L1723) but does not order the cut: not checked there."),
		Basis: texts(cs(max77, lim77), nil),
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura después del «ya no va más»", "Stake after «ya no va más»"),
		Doc: t("La voz «ya no va más» (rounds.no_more_bets_at) termina el tiempo de apostar: una postura colocada después (bets.placed_at) es una infracción.",
			"The call «ya no va más» (rounds.no_more_bets_at) ends the time for stakes: a stake placed after it (bets.placed_at) is a breach."),
		Basis: texts(cs(late77), cs(lateCV)),
	},
	{
		ID: RuleStakeMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Postura inferior al mínimo de la mesa", "Stake below the table minimum"),
		Doc: t("El mínimo de las posturas lo fija la autorización y puede variar por mesa (sessions.min_bet, o el del último evento limit-change anterior o igual a la jugada).",
			"The stake minimum is set by the authorisation and may differ per table (sessions.min_bet, or that of the last limit-change event up to the coup)."),
		Basis: texts(cs(min77), cs(minCV)),
	},
	{
		ID: RuleStakeMax, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Postura superior al máximo de la mesa en la banca limitada", "Stake above the table maximum with a limited bank"),
		Doc: t("El máximo de las posturas lo fija la autorización (sessions.max_bet, o el del último evento limit-change anterior o igual a la jugada); sólo se comprueba en la banca limitada, pues en la libre el establecimiento no puede fijar un máximo a las posturas. Sin máximo registrado no se comprueba.",
			"The stake maximum is set by the authorisation (sessions.max_bet, or that of the last limit-change event up to the coup); checked only with a limited bank, since with a free bank the house may fix no maximum on the stakes. Not checked when no maximum is recorded."),
		Basis: texts(cs(smax77, nomx77), cs(smaxCV, nomxCV)),
	},
	{
		ID: RuleLibreMax, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Banca libre con un máximo de las posturas fijado por el establecimiento", "Free bank with a stake maximum set by the house"),
		Doc: t("En la banca libre el establecimiento no puede fijar un máximo a las posturas de los jugadores; pero el máximo de las posturas lo fija la autorización, y el registro no dice si el sessions.max_bet de una banca libre es el de la autorización o el de la casa. Sólo se señala con bdp-libre-max=house (por defecto, authorisation: nada se señala); sin máximo registrado, nunca.",
			"With a free bank the house may fix no maximum on the players' stakes; but the stake maximum is set by the authorisation, and the log does not say whether a free bank's sessions.max_bet is the authorisation's or the house's. Reported only under bdp-libre-max=house (by default, authorisation: nothing is reported); with no maximum recorded, never."),
		Assumptions: []string{SwLibreMax},
		Basis:       texts(cs(nomx77, smax77), cs(nomxCV, smaxCV)),
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Mesa sin su personal mínimo", "Table without its minimum crew"),
		Doc: t("Texto de 1977 (por remisión al chemin de fer): inspector, croupier y cambista permanentemente; texto valenciano: inspector, croupier, cambista y auxiliar (staff.role).",
			"1977 text (by reference to chemin de fer): inspector, croupier and cambista permanently; Valencian text: inspector, croupier, cambista and auxiliar (staff.role)."),
		Basis: texts(cs(crew77, crew08), cs(crewCV)),
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
