package bingo

import "github.com/veedor/veedor/rules"

// t is a shorthand for the tables below.
var t = rules.T

func c77(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1977, section, line, quote)
}

var games = []string{Game}

// note79: the 1979 Orden governs national sessions from 20 Nov 1979, but the
// seed holds only its roulette section.
var note79 = t("El texto de 1979 disponible no contiene el bingo; se aplica como referencia el texto de 1977.",
	"The available 1979 text does not contain bingo; the 1977 text stands in as a reference.")

// Citations, 1977 (10. BINGO, L481–L518).
var (
	lottery77   = c77("10.I", 483, "una lotería jugada sobre 90 números, del 1 al 90 inclusive")
	card77      = c77("10.I", 483, "integrados por 15 números distintos entre sí y distribuidos en 3 líneas horizontales de 5 números cada una")
	line77      = c77("10.I", 485, "Se entenderá formada la línea cuando hayan sido cantados todos los números que la integran")
	lineLast77  = c77("10.I", 485, "En todo caso habrá de formar parte de la línea premiada el último número anunciado")
	lineAnn77   = c77("10.I", 485, "salvo que previamente se haya anunciado la línea concreta que, en su caso, será premiada")
	bingo77     = c77("10.I", 486, "Se entenderá formado el bingo cuando se hayan cantado los 15 números que integran el cartón")
	bingoLast77 = c77("10.I", 486, "siendo necesario que el último número extraído figure en el cartón")
	share77     = c77("10.I", 487, "la aparición de más de una combinación ganadora determinará la distribución proporcional de los premios")
	once77      = c77("10.II", 491, "Los cartones sólo serán válidos para una jugada")
	ballSet77   = c77("10.II", 495, "El juego de bolas estará compuesto de 90 unidades")
	jefe77      = c77("10.III", 499, "llevará la contabilidad de los cartones vendidos; fijará los premios por jugada")
	cashier77   = c77("10.III", 500, "Tendrá en su poder los cartones, los entregará a los vendedores, recaudará el dinero obtenido y pagará los premios")
	sellers77   = c77("10.III", 501, "que entregarán junto con los cartones sobrantes al Cajero")
	saleAnn77   = c77("10.IV", 504, "se anunciará (cantará) la serie a vender, número de cartones de la serie y el precio de cada uno")
	consec77    = c77("10.IV", 505, "Los cartones vendidos habrán de ser necesariamente correlativos")
	start77     = c77("10.IV", 505, "iniciándose la venta en cada jugada con el número uno de cada serie cuando ésta se comience, o con el número siguiente al último vendido en la jugada anterior")
	after77     = c77("10.IV", 506, "Tras la venta se procederá, por el Cajero, a la recogida de los cartones sobrantes")
	sold77      = c77("10.IV", 507, "El total de cartones vendidos de la serie correspondiente")
	formula77   = c77("10.IV", 507, "«Se han vendido los cartones número a de la serie»")
	prizes77    = c77("10.IV", 508, "El importe de los premios de línea y bingo")
	call77      = c77("10.IV", 510, "se irán extrayendo sucesivamente las bolas, cuyo número se anunciará a través de los altavoces")
	mark77      = c77("10.IV", 510, "Sólo después de haber sido anunciado cada número podrá, en su caso, marcarse éste en el cartón por el jugador")
	check77     = c77("10.IV", 511, "procediéndose por el Jefe de mesa a su comprobación, operación que se repetirá con todos aquellos cartones cantados")
	resume77    = c77("10.IV", 512, "el juego se reanudará hasta que se produzca un ganador")
	cont77      = c77("10.IV", 512, "cuando la línea cantada sea correcta, el juego continuará hasta que sea cantado el bingo")
	end77       = c77("10.IV", 512, "se dará por finalizado el juego, procediéndose al abono del importe de los premios")
	lastGame77  = c77("10.IV", 513, "cuando vaya a comenzar la última jugada, lo advertirá en alta voz a los jugadores")
	late77      = c77("10.IV", 514, "no lo anuncie antes de cantarse el siguiente número a aquel con que formó la combinación ganadora perderá su derecho al premio")
	more77      = c77("10.IV", 515, "dejando un plazo de tiempo prudencial hasta dar la orden de reanudar el juego o darlo por finalizado")
	lost77      = c77("10.IV", 515, "Una vez dada la orden por el Jefe de mesa so perderá todo derecho sobre dicha jugada")
	annul77     = c77("10.V", 517, "determinará la anulación de la jugada, con la devolución a los jugadores del importe de los cartones y la restitución por éstos al establecimiento de los premios")
	callErr77   = c77("10.V", 517, "Cualquier error por parte de los organizadores en el anuncio de un determinado número")
	breakdown77 = c77("10.V", 518, "dará lugar, igualmente, a la anulación de la partida, con idénticas consecuencias que en el párrafo anterior")
)

// bases gives a rule its footing: the 1977 text (own) and the 1979 text
// (1977 as a reference). No other region's text regulates bingo.
func bases(es77 ...rules.Citation) []rules.Basis {
	return []rules.Basis{
		{Instrument: rules.ES1977, Cites: es77},
		{Instrument: rules.ES1979, Cites: es77, Note: note79},
	}
}

func rule(id string, sev rules.Severity, title, doc rules.Text, switches []string, es77 ...rules.Citation) *rules.Rule {
	return &rules.Rule{ID: id, Games: games, Kind: rules.Violation, Severity: sev, Title: title, Doc: doc,
		Assumptions: switches, Basis: bases(es77...)}
}

// CiteContinue is L512's «cuando la línea cantada sea correcta, el juego
// continuará hasta que sea cantado el bingo»: the basis of a línea accepted
// after the línea was won (bin-line-once=first).
var CiteContinue = cont77

// Rules are the bingo checks, one value each.
var Rules = []*rules.Rule{
	rule(RuleBalls, rules.High,
		t("Secuencia de bolas imposible", "Impossible ball sequence"),
		t("Las bolas de una partida (rounds.outcome, en orden de extracción) son números del 1 al 90, cada uno una sola vez, y no más de 90.",
			"A game's balls (rounds.outcome, in draw order) are numbers 1 to 90, each at most once, and no more than 90."),
		nil, lottery77, ballSet77),
	rule(RuleCard, rules.High,
		t("Cartón irregular", "Irregular card"),
		t("Un cartón (numeros= en bets.selection) tiene 15 números distintos del 1 al 90 en 3 líneas de 5.",
			"A card (numeros= in bets.selection) holds 15 distinct numbers of 1–90 in 3 lines of 5."),
		nil, lottery77, card77),
	rule(RuleLine, rules.High,
		t("Línea pagada que no lo era", "Línea paid that was not one"),
		t("Una línea aceptada (evento cante tipo=linea veredicto=valido) tenía todos sus números cantados al cantarla, el último número extraído forma parte de ella y, si se anunció la línea a premiar, es esa. Con bin-line-once=first, además, no se acepta una línea en una bola posterior a la de la línea ya aceptada (L512).",
			"An accepted línea (event cante tipo=linea veredicto=valido) had every number called when claimed, the last number drawn is in it and, where the line to be paid was announced, it is that line. With bin-line-once=first, moreover, no línea is accepted at a ball after that of the línea already accepted (L512)."),
		[]string{SwLine, SwLineOnce}, line77, lineLast77, lineAnn77, cont77),
	rule(RuleBingo, rules.High,
		t("Bingo pagado que no lo era", "Bingo paid that was not one"),
		t("Un bingo aceptado tenía los 15 números del cartón cantados al cantarlo, y el último número extraído está en el cartón.",
			"An accepted bingo had the card's 15 numbers called when claimed, and the last number drawn is on the card."),
		nil, bingo77, bingoLast77),
	rule(RulePrize, rules.High,
		t("Premio distinto del anunciado o mal repartido", "Prize not as announced or not shared in proportion"),
		t("Cada cartón cobra (bets.paid) su parte de los premios anunciados para la partida (evento premios): el premio entero si es el único ganador, una parte proporcional si hay varios, y nada sin cante aceptado. El bingo se reparte entre los aceptados en la bola en que terminó la partida; la línea, entre los aceptados en su primera bola o entre todos (bin-line-once).",
			"Each card is paid (bets.paid) its share of the prizes announced for the game (event premios): the whole prize for a single winner, a proportional share among several, and nothing without an accepted claim. The bingo is shared among those accepted at the ball at which the game ended; the línea among those accepted at its first ball or among all (bin-line-once)."),
		[]string{SwShare, SwPrizes, SwLineOnce}, share77, jefe77, prizes77, end77),
	rule(RuleCardGame, rules.High,
		t("Cante con un cartón no vendido para la partida", "Claim on a card not sold for the game"),
		t("Un cartón sólo vale para la partida para la que se vendió: un cante con un cartón que no se vendió para ella no se acepta.",
			"A card is valid only for the game it was sold for: a claim with a card not sold for that game is not accepted."),
		nil, once77),
	rule(RuleSales, rules.High,
		t("Venta de cartones no correlativa", "Card sales not consecutive"),
		t("Los cartones vendidos de cada serie en una partida son correlativos, sin huecos ni repeticiones, y empiezan por el 1 si la serie comienza o por el siguiente al último vendido en la partida anterior.",
			"The cards of each series sold for a game are consecutive, without gaps or repeats, and start at 1 when the series begins or at the card after the last sold in the previous game."),
		[]string{SwSeriesCarry}, consec77, start77),
	rule(RuleAnnounce, rules.Medium,
		t("Anuncios de la venta o de los premios ausentes o distintos de lo vendido", "Sale or prize announcements missing or not matching the sale"),
		t("Antes de la venta se anuncian la serie, su número de cartones y el precio (evento venta); tras ella, los cartones vendidos (evento vendidos) y los premios (evento premios), antes del comienzo de la partida. Lo vendido coincide con lo anunciado: precio, cartones dentro de la serie, vendidos.",
			"Before the sale the series, its number of cards and the price are announced (event venta); after it, the cards sold (event vendidos) and the prizes (event premios), before the game starts. What was sold matches what was announced: price, cards within the series, cards sold."),
		[]string{SwSalesFormula}, saleAnn77, after77, sold77, formula77, prizes77),
	rule(RuleLate, rules.High,
		t("Premio pagado a un cante tardío", "Prize paid on a late claim"),
		t("Un cante aceptado se hizo antes de cantarse el número siguiente al que formó la combinación; el que lo anuncia después pierde el derecho al premio.",
			"An accepted claim was made before the number after the one that formed the combination was called; a later claim loses the right to the prize."),
		nil, late77),
	rule(RuleOrder, rules.High,
		t("Premio pagado a un cante posterior a la orden del jefe de mesa", "Prize paid on a claim made after the jefe's order"),
		t("Dada la orden de reanudar el juego o de darlo por finalizado (eventos reanuda y fin), se pierde todo derecho sobre la jugada: no se acepta un cante posterior.",
			"Once the order to resume or end the game is given (events reanuda and fin), every right on that play is lost: a later claim is not accepted."),
		[]string{SwClaimWindow}, more77, lost77),
	rule(RuleFlow, rules.High,
		t("Partida no terminada en su bingo o terminada sin él", "Game not ended at its bingo, or ended without one"),
		t("Tras una línea correcta el juego continúa hasta el bingo; aceptado el bingo, la partida termina: no se extraen más bolas, y una partida jugada no termina sin bingo aceptado.",
			"After a correct línea play continues until bingo; once the bingo is accepted the game ends: no more balls are drawn, and a played game does not end without an accepted bingo."),
		nil, cont77, end77),
	rule(RuleAnnul, rules.High,
		t("Partida anulada sin devolución o con premios retenidos", "Annulled game without refund, or with prizes kept"),
		t("En una partida anulada (rounds.status = void) se devuelve a cada cartón su importe (bets.returned = stake) y se restituyen los premios (bets.paid = 0).",
			"In an annulled game (rounds.status = void) each card gets its price back (bets.returned = stake) and the prizes are given back (bets.paid = 0)."),
		nil, annul77, breakdown77),
	rule(RuleLast, rules.Low,
		t("Última partida no anunciada", "Last game not announced"),
		t("Al ir a comenzar la última partida de la sesión, el jefe de mesa lo advierte en alta voz (evento ultima-partida con su round_no, antes de su comienzo).",
			"When the session's last game is about to start the jefe de mesa says so aloud (event ultima-partida with its round_no, before it starts)."),
		nil, lastGame77),
	rule(RuleAccounts, rules.High,
		t("Cuentas de cartones o de recaudación que no cuadran", "Card or takings accounts that do not balance"),
		t("Por partida y serie, los cartones entregados a los vendedores (evento entrega) son los vendidos más los sobrantes devueltos (evento devolucion), sin que un cartón sea ambas cosas; lo recaudado (evento recaudacion) es la suma de los precios de los cartones vendidos.",
			"Per game and series, the cards issued to the sellers (event entrega) are those sold plus the unsold ones returned (event devolucion), none both; the takings (event recaudacion) are the sum of the prices of the cards sold."),
		nil, jefe77, cashier77, sellers77),
	rule(RuleMark, rules.Medium,
		t("Número marcado o cantado antes de anunciarse", "Number marked or claimed before it was announced"),
		t("Un número se marca sólo después de anunciado: una marca (evento marca) o un cante anterior al anuncio de su bola (evento bola) no vale.",
			"A number is marked only after it is announced: a mark (event marca) or a claim before its ball was announced (event bola) is not valid."),
		nil, mark77),
	rule(RuleRefused, rules.High,
		t("Cante correcto rechazado", "Correct claim refused"),
		t("Un cante a tiempo (antes del número siguiente y de la orden del jefe) de una línea o un bingo formados con el último número extraído es correcto: no se rechaza. No es rechazo reprochable el de una línea cantada en una bola posterior a la de una línea ya aceptada (salvo con bin-line-once=shared), el de una línea cantada en la bola del primer bingo aceptado (salvo con bin-line-at-bingo=paid), ni el de un bingo posterior al bingo aceptado.",
			"A claim in time (before the next number and the jefe's order) of a línea or bingo formed with the last number drawn is correct: it is not refused. Refusing a línea claimed at a ball after that of a línea already accepted (except with bin-line-once=shared), a línea claimed at the ball of the first accepted bingo (except with bin-line-at-bingo=paid), or a bingo after the accepted bingo, is not held against the hall."),
		[]string{SwClaimWindow, SwLineOnce, SwLineAtBingo}, check77, end77, late77, resume77, line77, bingo77),
	rule(RuleCall, rules.Medium,
		t("Número anunciado que no salió", "Number announced that was not drawn"),
		t("Cada bola extraída se anuncia por su número (L510): un anuncio (evento bola) de un número que no salió en la partida (rounds.outcome) es un error en el anuncio de un número (L517). Si afectó de forma sustancial a la partida, ésta debía anularse; eso no consta en un registro y no se juzga. En una partida anulada no se señala.",
			"Each ball drawn is announced by its number (L510): an announcement (event bola) of a number the game did not draw (rounds.outcome) is an error in announcing a number (L517). Whether it affected the game substantially, so that it had to be annulled, is not in a log and is not judged. It is not reported in an annulled game."),
		nil, call77, callErr77),
}

// noClaims is the data-quality rule of games whose claims are missing.
var noClaims = &rules.Rule{ID: RuleNoClaims, Games: games, Kind: rules.DataQuality, Severity: rules.Medium,
	Title: t("Partidas sin cantes registrados", "Games without claims recorded"),
	Doc: t("Partidas jugadas con cartones vendidos sin ningún evento cante en el registro: toda partida jugada termina con un bingo cantado y comprobado (L511–L512), y el jefe de mesa consigna en el acta los cartones premiados que comprueba (L499), así que faltan datos. Se señala una vez por sesión con las partidas, y en ellas no se aplican las reglas que necesitan los cantes (BINGO-FLOW, BINGO-PRIZE y las de los cantes). Un cante ilegible (DQ-EVENT) puede ser el bingo o el de cualquier cartón: en su partida tampoco se señalan el final sin bingo ni los premios.",
		"Played games with cards sold and no cante event in the log: every played game ends with a bingo called and checked (L511–L512), and the jefe de mesa records in the minutes the winning cards he checks (L499), so data is missing. Reported once per session with the games; on them the rules that need the claims (BINGO-FLOW, BINGO-PRIZE and the claim rules) are not applied. An unreadable claim (DQ-EVENT) may be the bingo or any card's: in its game the end without a bingo and the prizes are not judged either.")}

func init() {
	rules.Register(Rules...)
	rules.Register(noClaims)
	rules.RegisterAssumption(Assumptions...)
}
