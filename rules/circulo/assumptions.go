package circulo

import "github.com/veedor/veedor/rules"

// t is a shorthand for the tables below.
var t = rules.T

// Switch IDs. Every default accepts what any reading accepts, so that no
// casino that followed one of the readings is accused.
const (
	SwFiguras     = "pc-figuras"
	SwKickers     = "pc-desempate-color"
	SwWheel       = "pc-as-escalera"
	SwSplit       = "pc-split"
	SwPotBase     = "pc-bote-base"        // A-29 (the pot with or without the call)
	SwLimited     = "pc-bote-limitado"
	SwOpenPair    = "pc-pareja-vista"
	SwCount       = "pc-minimo-jugadores"
	SwRaises      = "pc-subidas-dos"
	SwShare       = "pc-reparto"
	SwOddChip     = "pc-ficha-impar"
	SwBuy         = "pc-compra"
	SwRest        = "pc-descanso"
	SwBringAce    = "pc-trae-as"
	SwStudTie     = "pc-empate-abre"
	SwSintHand    = "pc-sintetico-mano"
	SwRestKickers = "pc-desempate-resto"    // the cards L565–L579 do not name
	SwRakeCV      = "pc-comision-intervalo" // CV 12.5 (L2665: the rake «en cada uno de los intervalos»)
)

// Either is the reading that accepts what any of the others requires.
const Either = "either"

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: t(es, en)}
}

var eitherReading = rd(Either, "Se admite lo que cualquiera de las lecturas admite.", "What any reading accepts is accepted.")

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: []string{Game}, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

// Assumptions are the readings of the passages the digests register as
// ambiguous for póquer de círculo (CyL, CV 12) that a check
// depends on; the others change nothing the log lets the audit judge
// (docs/games/circulo.md says which and why).
var Assumptions = []*rules.Assumption{
	sw(SwFiguras, t("Desempate de figuras tras la pareja más alta", "Figuras tie-break after the highest pair"),
		Either, t("«Si coincide, se considera la carta de valor más alto» admite comparar la segunda pareja o la carta más alta restante: donde difieren se admiten las dos.", "«Si coincide, se considera la carta de valor más alto» allows comparing the second pair or the highest remaining card: where they differ both are accepted."),
		[]string{"cyl-2008 A-26"}, []rules.Citation{FigTie},
		rd("segunda-pareja", "Se compara la segunda pareja y luego las demás cartas.", "The second pair, then the other cards."),
		rd("carta-alta", "Se compara la carta más alta restante, esté o no emparejada.", "The highest remaining card, paired or not."), eitherReading),
	sw(SwKickers, t("Desempate de color y carta mayor", "Tie-break of flush and high card"),
		Either, t("El texto nombra sólo «la carta de valor más alto»: comparar carta a carta o sólo la más alta (y repartir si coincide); se admiten las dos.", "The text names only «la carta de valor más alto»: card by card, or the top card only (splitting if equal); both are accepted."),
		[]string{"cyl-2008 A-27", "cv-2003 12.5 (flush tie)"}, []rules.Citation{FlushTie, HighCard},
		rd("todas", "Carta a carta.", "Card by card."),
		rd("mayor", "Sólo la carta más alta; si coincide, empate.", "The top card only; equal is a tie."), eitherReading),
	sw(SwWheel, t("El as en el desempate de la escalera baja", "The ace in a low straight's tie-break"),
		Either, t("El as puede jugar como la carta más pequeña, pero el desempate de escaleras mira «la carta de mayor valor»: se admiten las dos.", "The ace may play as the smallest card, but straights tie-break on «la carta de mayor valor»: both are accepted."),
		[]string{"cyl-2008 A-28"}, []rules.Citation{AceLow, StraightT},
		rd("bajo", "El as cuenta bajo: A-2-3-4-5 es la escalera menor.", "The ace counts low: A-2-3-4-5 is the lowest straight."),
		rd("alto", "El as es la carta más alta de esa escalera.", "The ace is that straight's top card."), eitherReading),
	sw(SwSplit, t("Qué limita el «split limit»", "What «split limit» caps"),
		Either, t("La norma general limita a la mitad del bote (L587); el seven stud lo define como dos tramos fijos (L783), y el registro pregunta si Omaha, hold'em y five stud heredan esos tramos (A-49, A-51). Una apuesta se señala sólo si supera el tope de todas las lecturas.", "The general rule caps at half the pot (L587); seven stud defines it as two fixed tiers (L783), and the register asks whether Omaha, hold'em and five stud inherit them (A-49, A-51). A bet is reported only above every reading's cap."),
		[]string{"cyl-2008 A-29", "cyl-2008 A-49", "cyl-2008 A-51"}, []rules.Citation{SplitCyL, TiersStud},
		rd("tramos", "Los dos tramos (apuesta-baja en los dos primeros intervalos, apuesta-alta después) en seven stud, Omaha, hold'em y five stud; la mitad del bote en las demás.", "The two tiers (apuesta-baja in the first two intervals, apuesta-alta after) in seven stud, Omaha, hold'em and five stud; half the pot in the others."),
		rd("mitad-bote", "La mitad del bote siempre (y en seven stud, además, los tramos).", "Half the pot always (and in seven stud the tiers as well)."), eitherReading),
	sw(SwPotBase, t("El bote que limita la apuesta: ¿incluye lo que hay que igualar?", "The pot that caps a bet: does it include the call?"),
		"con-igualar", t("El texto no dice si el bote incluye lo que el apostante debe igualar antes de subir. Contarlo da el tope mayor, que admite lo que la otra lectura admite.", "The text does not say whether the pot includes what the bettor must first call. Counting it gives the larger cap, which accepts what the other reading accepts."),
		[]string{"cyl-2008 A-29 (related point)", "cv-2003 12.6 (pot size for the cap)"}, []rules.Citation{PotCyL, PotCV},
		rd("con-igualar", "El bote más lo que el apostante iguala.", "The pot plus what the bettor calls."),
		rd("sin-igualar", "El bote tal como está.", "The pot as it stands.")),
	sw(SwLimited, t("«Bote limitado» de seven stud en los tres primeros intervalos", "Seven stud's «bote limitado» in the first three intervals"),
		Either, t("El texto sólo da el tope de los dos últimos intervalos: en los tres primeros, el bote (L589) o los tramos (L783); se admite el mayor.", "The text gives only the last two intervals' caps: in the first three, the pot (L589) or the tiers (L783); the larger is accepted."),
		[]string{"cyl-2008 A-40"}, []rules.Citation{LimitedSix, PotCyL},
		rd("bote", "El bote.", "The pot."),
		rd("tramos", "Los tramos del split limit.", "The split limit's tiers."), eitherReading),
	sw(SwOpenPair, t("La pareja vista de seven stud sube el límite ¿de quién?", "Seven stud's open pair raises whose limit?"),
		"mesa", t("«Se jugará con el límite más alto» sin decir para quién: para toda la mesa admite lo que la otra lectura admite.", "«Se jugará con el límite más alto» without saying for whom: for the whole table accepts what the other reading accepts."),
		[]string{"cyl-2008 A-39"}, []rules.Citation{OpenPair},
		rd("mesa", "Toda la mesa juega el segundo intervalo con el límite alto.", "The whole table plays interval 2 at the high limit."),
		rd("jugador", "Sólo el jugador de la pareja.", "Only the player showing the pair.")),
	sw(SwCount, t("Quién cuenta para el mínimo de cuatro jugadores", "Who counts towards the four-player minimum"),
		"sentados", t("«Que haya en la mesa de juego» cuenta los sentados, también los que descansan; contar sólo a los que reciben cartas es más estricto, y los sentados admiten lo que esa lectura admite.", "«Que haya en la mesa de juego» counts the seated, resting players included; counting only those dealt in is stricter, and the seated reading accepts what it accepts."),
		[]string{"cyl-2008 A-30"}, []rules.Citation{FourCyL, FourCV},
		rd("sentados", "Los jugadores sentados (pila), descansen o no.", "Seated players (pila), resting or not."),
		rd("en-la-mano", "Los jugadores que reciben cartas en la mano.", "The players dealt into the hand.")),
	sw(SwRaises, t("Subidas a dos jugadores en seven stud", "Heads-up raises in seven stud"),
		"sin-limite", t("La norma general quita el límite de subidas con dos jugadores (L631); el seven stud fija tres por jugador (L791). Sin límite admite lo que la otra lectura admite.", "The general rule lifts the raise cap with two players (L631); seven stud sets three per player (L791). No cap accepts what the other reading accepts."),
		[]string{"cyl-2008 A-31"}, []rules.Citation{HeadsUpCyL, RaisesStud},
		rd("sin-limite", "Con dos jugadores en la mano no hay límite.", "With two players in the hand there is no cap."),
		rd("tres", "Tres subidas por jugador e intervalo también a dos.", "Three raises per player and interval, heads-up too.")),
	sw(SwShare, t("Reparto de un bote empatado «en proporción a sus respectivos restos»", "A tied pot split «en proporción a sus respectivos restos»"),
		Either, t("La letra pesa el reparto por las pilas de los empatados; la práctica, y la lógica de los botes laterales, lo hacen a partes iguales. El registro pide calcular los dos y señalar lo que no sea ninguno.", "The letter weights the split by the tied players' stacks; practice, and side-pot logic, split it equally. The register asks to compute both and report what is neither."),
		[]string{"cyl-2008 A-33", "cv-2003 12.5 (split in proportion to the restos)"}, []rules.Citation{SplitPot, SplitPotCV},
		rd("iguales", "A partes iguales (la ficha impar, según pc-ficha-impar).", "Equal shares (the odd chip per pc-ficha-impar)."),
		rd("restos", "En proporción a la pila de cada empatado al empezar la mano.", "In proportion to each tied player's stack when the hand began."), eitherReading),
	sw(SwOddChip, t("La ficha impar de un bote repartido", "The odd chip of a split pot"),
		"cualquiera", t("El texto no dice a quién va la ficha que no se puede partir: se admite cualquiera de los ganadores.", "The text does not say who gets the chip that cannot be split: any of the winners is accepted."),
		nil, []rules.Citation{SplitPot, SplitPotCV},
		rd("cualquiera", "A cualquiera de los ganadores.", "To any winner."),
		rd("tras-boton", "Al primer ganador tras el botón.", "To the first winner after the button.")),
	sw(SwBuy, t("«Una vez que se ha iniciado la jugada»: ¿la mano o la partida?", "«Una vez que se ha iniciado la jugada»: the hand or the game?"),
		"mano", t("El texto llama «jugada» a la mano: comprar fichas entre manos está permitido. Prohibirlo en toda la partida es más estricto; la lectura de la mano admite lo que aquélla admite.", "The text calls a hand «jugada»: buying chips between hands is allowed. Forbidding it for the whole game is stricter; the hand reading accepts what that one accepts."),
		[]string{"cyl-2008 A-34"}, []rules.Citation{BuyCyL, BuyCV},
		rd("mano", "No se compran fichas durante una mano.", "No chips bought during a hand."),
		rd("partida", "No se compran fichas una vez empezada la partida.", "No chips bought once the game has begun.")),
	sw(SwRest, t("Los dos descansos: ¿seguidos o en toda la partida?", "The two rests: in a row or in the whole game?"),
		"seguidas", t("«Puede descansar durante dos jugadas o manos» se lee como dos manos seguidas; dos en toda la partida es más estricto.", "«Puede descansar durante dos jugadas o manos» reads as two hands in a row; two in the whole game is stricter."),
		[]string{"cyl-2008 A-25"}, []rules.Citation{RestCyL, RestCV},
		rd("seguidas", "Como mucho dos manos seguidas.", "At most two hands in a row."),
		rd("partida", "Dos manos en toda la sesión.", "Two hands in the whole session.")),
	sw(SwBringAce, t("¿Es el as la carta más baja para la apertura de seven stud?", "Is the ace the lowest card for seven stud's bring-in?"),
		Either, t("El orden de las cartas pone el as arriba, pero puede jugar como la más baja: se admite la apertura por cualquiera de las dos.", "The rank order puts the ace on top, but it may play as the lowest: a bring-in by either is accepted."),
		[]string{"cyl-2008 A-41"}, []rules.Citation{BringIn, AceLow},
		rd("alto", "El as es alto.", "The ace is high."),
		rd("bajo", "El as es la carta más baja.", "The ace is the lowest card."), eitherReading),
	sw(SwStudTie, t("Empate para abrir en seven stud: ¿izquierda o derecha de la mano?", "A tie to open in seven stud: left or right of the mano?"),
		Either, t("El primer intervalo da el turno al más cercano por la izquierda (L795) y el quinto al más cercano por la derecha (L803); si uno es un error de redacción, rige una sola dirección. Se admiten las dos.", "Interval 1 gives the turn to the nearest on the left (L795) and interval 5 to the nearest on the right (L803); if one is a drafting slip, one direction rules. Both are accepted."),
		[]string{"cyl-2008 A-43"}, []rules.Citation{BringInTie, StudLastTie},
		rd("literal", "Izquierda en el primer intervalo, derecha en el quinto.", "Left in interval 1, right in interval 5."), eitherReading),
	sw(SwSintHand, t("La mano del póquer sintético (Castilla y León)", "The sintético hand (Castilla y León)"),
		Either, t("La letra dice dos cartas propias y tres comunes, como Omaha; el registro pregunta si vale cualquier combinación de las siete, como hold'em. Se admite el bote dado por cualquiera de las dos.", "The letter says two own cards and three common ones, as Omaha; the register asks whether any five of the seven count, as hold'em. A pot awarded by either is accepted."),
		[]string{"cyl-2008 A-52"}, []rules.Citation{SintHand},
		rd("dos-mas-tres", "Exactamente dos propias y tres comunes.", "Exactly two own and three common."),
		rd("cinco-de-siete", "Las cinco mejores de las siete.", "The best five of the seven."), eitherReading),
	sw(SwRestKickers, t("Las cartas que el desempate no nombra", "The cards the tie-break does not name"),
		Either, t("Los desempates de L565–L579 nombran el póquer, el trío, la pareja o la carta más alta, y callan las demás cartas (la quinta del póquer, la pareja del full, las cartas tras la más alta de las restantes de una pareja). Compararlas es la práctica; el texto admite el empate. Importa cuando las manos comparten cartas (tablero, carta común). Se admiten las dos.", "The tie-breaks of L565–L579 name the four, the three, the pair or the highest card, and are silent on the other cards (a póquer's fifth card, a full's pair, a pair's cards after the highest of the rest). Comparing them is practice; the text allows a tie. It matters where hands share cards (board, carta común). Both are accepted."),
		nil, []rules.Citation{cyl("11.1.V.2 a)", 565, "gana el que lo tiene de valor superior"), cyl("11.1.V.2 h)", 579, "se considera la carta de valor más alto de las restantes")},
		rd("siguen", "Las demás cartas desempatan, una a una.", "The other cards break the tie, one by one."),
		rd("empate", "No desempatan: las manos empatan.", "They do not: the hands tie."), eitherReading),
	sw(SwRakeCV, t("La comisión valenciana «en cada uno de los intervalos»: ¿sobre qué bote?", "The Valencian rake «en cada uno de los intervalos»: on which pot?"),
		"bote", t("«Un porcentaje sobre el bote que, en ningún caso superará el 5%, y que se aplicará en cada uno de los intervalos de apuestas»: el 5 % de lo que entra en cada intervalo (en la mano, el 5 % de lo aportado) o el 5 % del bote tal como está al cerrar cada intervalo (el bote acumulado). La segunda da el tope mayor y admite lo que la primera admite.", "«Un porcentaje sobre el bote que, en ningún caso superará el 5%, y que se aplicará en cada uno de los intervalos de apuestas»: 5 % of what comes in during each interval (over the hand, 5 % of the money put in) or 5 % of the pot as it stands when each interval closes (the cumulative pot). The second gives the larger cap and accepts what the first accepts."),
		[]string{"cv-2003 12.5 (rake base per interval)"}, []rules.Citation{RakeCV, RakeIntervalCV},
		rd("aportado", "El 5 % de lo aportado en cada intervalo: en la mano, el 5 % de lo aportado.", "5 % of what each interval brings in: over the hand, 5 % of the money put in."),
		rd("bote", "El 5 % del bote acumulado al cerrar cada intervalo jugado, sumado.", "5 % of the cumulative pot when each interval played closes, summed.")),
}
