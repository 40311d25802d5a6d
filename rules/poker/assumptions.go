package poker

import "github.com/veedor/veedor/rules"

// Switch IDs. Every default accuses no casino that followed either reading.
const (
	SwWheel       = "psd-wheel"
	SwPayBase     = "psd-paytable-base"
	SwNoQualify   = "psd-no-qualify-raise"
	SwRaise       = "psd-raise"
	SwMaxMultiple = "psd-max-multiple"
	SwProgFold    = "psd-progressive-fold"
	SwInsUnit     = "cyl-psd-insurance-unit"
	SwInsDealer   = "cyl-psd-insurance-dealer"
	SwProgEqual   = "cyl-psd-progressive-equal"
	SwBuyPayment  = "cyl-psd-buy-payment"
	SwCVBoxes     = "cv-psd-boxes"
	SwBoxBets     = "psd-box-bets"
	SwCVBoxMax    = "cv-psd-box-max"
	SwPotShare    = "cyl-psd-pot-share"
	SwPotSeed     = "cyl-psd-pot-seed"
	SwBoughtHand  = "cyl-psd-bought-hand"
)

// Either is the reading, present in most switches here, that accepts what
// any of the other readings requires.
const Either = "either"

func sw(id string, title rules.Text, def string, why rules.Text, register []string, cites []rules.Citation, readings ...rules.Reading) *rules.Assumption {
	return &rules.Assumption{ID: id, Games: sd, Title: title, Default: def, Why: why, Register: register, Cites: cites, Readings: readings}
}

func rd(id, es, en string) rules.Reading {
	return rules.Reading{ID: id, Text: rules.Text{ES: es, EN: en}}
}

var eitherReading = rd(Either, "Se admite lo que cualquiera de las dos lecturas exige.", "What either reading requires is accepted.")

// Assumptions are the readings of the passages the digests register as
// ambiguous for póquer sin descarte (CyL; CV 11.4–11.7).
var Assumptions = []*rules.Assumption{
	sw(SwWheel, t("El as de la escalera A-2-3-4-5 en el desempate", "The ace of A-2-3-4-5 in a tie-break"),
		Either, t("«El As puede utilizarse como la carta más pequeña» hace del 5 la carta más alta de esa escalera, pero «gana quien tenga la carta de valor más alto» admite leer el as: donde las lecturas difieren se admiten las dos.", "«El As puede utilizarse como la carta más pequeña» makes the 5 that straight's top card, but «gana quien tenga la carta de valor más alto» allows reading the ace: where the readings differ both are accepted."),
		[]string{"cyl-2008 A-14"}, []rules.Citation{cyl("10.1.IV.1", 319, "gana quien tenga la carta de valor más alto"), cyl("10.1.II", 263, "El As puede utilizarse como la carta más pequeña delante del 2")},
		rd("low", "El as cuenta bajo: la escalera A-2-3-4-5 es la menor.", "The ace counts low: A-2-3-4-5 is the lowest straight."),
		rd("high", "El as es su carta más alta.", "The ace is its highest card."), eitherReading),
	sw(SwPayBase, t("Qué multiplica la tabla de pagos", "What the pay table multiplies"),
		Either, t("La tabla dice sólo «la apuesta»; el desarrollo del juego la aplica a la segunda apuesta y paga la postura inicial a la par. Pagar también la postura inicial por la tabla no perjudica al jugador; se admiten las dos.", "The table says only «la apuesta»; the course of play applies it to the second bet and pays the ante at evens. Paying the ante by the table too does not harm the player; both are accepted."),
		[]string{"cyl-2008 A-13"}, []rules.Citation{WinCyL, WinCV},
		rd("second-bet", "La tabla paga la segunda apuesta; la postura inicial, 1 por 1.", "The table pays the second bet; the ante 1 to 1."),
		rd("total", "La tabla paga las dos apuestas.", "The table pays both bets."), eitherReading),
	sw(SwNoQualify, t("La segunda apuesta cuando la banca no juega", "The second bet when the bank does not play"),
		Either, t("El texto sólo dice que se paga la postura inicial 1 por 1; no dice qué pasa con la segunda apuesta. Se admite devolverla o retenerla.", "The text only says the ante is paid 1 to 1; it does not say what becomes of the second bet. Handing it back or keeping it is accepted."),
		[]string{"cyl-2008 A-15", "cv-2003 11.7 (second bet when the bank does not qualify)"}, []rules.Citation{QualCyL, QualCV},
		rd("returned", "Se devuelve (empate).", "It is handed back (push)."),
		rd("lost", "No se devuelve.", "It is not handed back."), eitherReading),
	sw(SwRaise, t("Importe de la segunda apuesta", "Amount of the second bet"),
		Either, t("«Doblar la apuesta inicial, añadiendo una cantidad doble»: lo habitual es 2 veces la postura inicial, pero «doblar» admite añadir otro tanto; se admiten las dos.", "«Doblar la apuesta inicial, añadiendo una cantidad doble»: usually twice the ante, but «doblar» allows adding as much again; both are accepted."),
		[]string{"cyl-2008 A-16", "cv-2003 11.6 (doblar)"}, []rules.Citation{RaiseCyL, RaiseCV},
		rd("double", "Dos veces la postura inicial.", "Twice the ante."),
		rd("equal", "Una vez la postura inicial.", "Once the ante."), eitherReading),
	sw(SwMaxMultiple, t("El máximo como múltiplo del mínimo", "The maximum as a multiple of the minimum"),
		"ceiling", t("«Tendrá como límite» se lee como un tope: no superar el mayor de los múltiplos no acusa a quien eligió cualquiera de ellos.", "«Tendrá como límite» is read as a ceiling: not exceeding the largest multiple accuses nobody who chose any of them."),
		[]string{"cyl-2008 §5.6", "cv-2003 11.6 (i)"}, []rules.Citation{SDLimits[rules.CyL2008].MaxCite, SDLimits[rules.CV2003].MaxCite},
		rd("ceiling", "El máximo no supera el mayor múltiplo (25 o 30 veces el mínimo).", "The maximum does not exceed the largest multiple (25 or 30 times the minimum)."),
		rd("exact", "El máximo es exactamente uno de los múltiplos.", "The maximum is exactly one of the multiples.")),
	sw(SwProgFold, t("El premio del progresivo a una mano que pasó", "The progressive prize of a folded hand"),
		Either, t("«Depende solamente de la jugada que obtenga el jugador» y «al margen de todo el juego de la mesa» apuntan a pagarlo; la práctica lo niega a quien pasa. Se admiten las dos.", "«Depende solamente de la jugada que obtenga el jugador» and «al margen de todo el juego de la mesa» point to paying it; practice denies it to a folded hand. Both are accepted."),
		[]string{"cyl-2008 A-19", "cv-2003 11.5 (carrusel)"}, []rules.Citation{cyl("10.1.V.2", 373, "depende solamente de la jugada que obtenga el jugador"), cv("11.V.5", 2633, "Al margen de todo el juego de la mesa")},
		rd("paid", "Se paga aunque la mano pasara.", "Paid even if the hand folded."),
		rd("forfeited", "La mano que pasó pierde el premio.", "A folded hand forfeits it."), eitherReading),
	sw(SwInsUnit, t("La «cantidad única estipulada» del seguro (Castilla y León)", "The insurance «cantidad única estipulada» (Castilla y León)"),
		"stake", t("El registro no lleva la cantidad estipulada; con cualquiera de las lecturas el premio es la tabla por la cantidad apostada cuando ésta es la estipulada.", "The log does not carry the stipulated amount; under either reading the prize is the table times the amount bet when that is the stipulated amount."),
		[]string{"cyl-2008 A-17"}, []rules.Citation{Insurance[3].Cite},
		rd("stake", "La cantidad apostada.", "The amount bet."),
		rd("fixed-unit", "Una cantidad fija: todos los seguros de la sesión deben ser iguales.", "A fixed amount: every insurance bet of the session must be equal.")),
	sw(SwInsDealer, t("Si el seguro depende de la banca o de ir (Castilla y León)", "Whether insurance depends on the bank or on going on (Castilla y León)"),
		Either, t("«Dentro de las normas de funcionamiento del póquer sin descarte» admite pagar por la mano sola, sólo a quien fue, o sólo a quien superó a una banca que juega; por defecto no se acusa a quien paga ni a quien no paga a una mano que pasó, perdió, empató o a la que la banca no jugó.", "«Dentro de las normas de funcionamiento del póquer sin descarte» admits paying on the hand alone, only a player who went on, or only one who beat a bank that plays; by default neither paying nor not paying a hand that folded, lost, tied or that the bank did not play against is a breach."),
		[]string{"cyl-2008 A-18"}, []rules.Citation{cyl("10.1.V.1", 359, "Dentro de las normas de funcionamiento del póquer sin descarte"), WinCyL},
		rd("regardless", "Se paga por la mano del jugador, pase o pierda.", "Paid on the player's hand whether he folded or lost."),
		rd("played", "Sólo si el jugador fue.", "Only if the player went on."),
		rd("beat", "Sólo si el jugador fue y su mano superó a una banca que juega, como la segunda apuesta («si la banca juega ... pagará las combinaciones superiores a la suya»).", "Only if the player went on and his hand beat a bank that plays, as the second bet («si la banca juega ... pagará las combinaciones superiores a la suya»)."),
		eitherReading),
	sw(SwProgEqual, t("Varios póquer o escaleras reales en una jugada (Castilla y León)", "Several fours of a kind or royal flushes in one round (Castilla y León)"),
		Either, t("El texto sólo regula las escaleras de color iguales; para los demás se admiten las dos lecturas.", "The text only deals with equal straight flushes; for the others both readings are accepted."),
		[]string{"cyl-2008 A-22"}, []rules.Citation{ProgEqual},
		rd("analogy", "Como las escaleras de color iguales: cada uno sobre el acumulado inicial.", "As equal straight flushes: each on the initial pot."),
		rd("sequential", "De mayor a menor sobre lo que queda.", "Highest first, on what remains."), eitherReading),
	sw(SwBuyPayment, t("El importe de la carta comprada (Castilla y León)", "The price of a bought card (Castilla y León)"),
		Either, t("«Comprando esa carta a la banca» sugiere un precio que la casa retiene; también se lee como una apuesta más. Por defecto sólo se acusa lo que las dos condenan: devolver o pagar el precio de una mano que fue y perdió contra una banca que juega (un precio nunca se devuelve; una apuesta de esa mano se pierde, «perderán sus apuestas, que serán retiradas en su totalidad»).", "«Comprando esa carta a la banca» suggests a price the house keeps; it is also read as one more bet. By default only what both condemn is reported: handing back or paying the price of a hand that went on and lost to a bank that plays (a price is never handed back; a wager of that hand is lost, «perderán sus apuestas, que serán retiradas en su totalidad»)."),
		[]string{"cyl-2008 A-23"}, []rules.Citation{BuyCyL, LoseCyL},
		rd("fee", "Un precio: nunca se devuelve ni se paga.", "A price: never handed back or paid."),
		rd("wager", "Una apuesta liquidada con la mano: se pierde si la mano pierde; lo demás no se comprueba (el texto no da su pago).", "A wager settled with the hand: lost when the hand loses; the rest is not checked (the text gives no payout)."), eitherReading),
	sw(SwBoughtHand, t("La mano del seguro y del progresivo de quien compró carta (Castilla y León)", "The hand of the insurance and progressive of a player who bought a card (Castilla y León)"),
		Either, t("El seguro se paga «dentro de las normas de funcionamiento del póquer sin descarte» y el progresivo «depende solamente de la jugada que obtenga el jugador»; el texto no dice si, cuando se compra una carta, cuentan las cinco repartidas o la mano con la carta comprada. Se admiten las dos.", "Insurance is paid «dentro de las normas de funcionamiento del póquer sin descarte» and the progressive «depende solamente de la jugada que obtenga el jugador»; the text does not say whether, when a card is bought, the five dealt count or the hand with the bought card. Both are accepted."),
		[]string{"cyl-2008 §5.7.2–§5.7.4 (not registered)"}, []rules.Citation{cyl("10.1.V.1", 359, "Dentro de las normas de funcionamiento del póquer sin descarte"), cyl("10.1.V.2", 373, "depende solamente de la jugada que obtenga el jugador"), BuyCyL},
		rd("final", "La mano con la carta comprada.", "The hand with the bought card."),
		rd("dealt", "Las cinco cartas repartidas.", "The five cards dealt."), eitherReading),
	sw(SwCVBoxMax, t("«Máximo de apuesta por casilla» (Comunitat Valenciana)", "«Máximo de apuesta por casilla» (Valencia)"),
		"per-bet", t("Leer el máximo como el de cada apostante es lo que menos acusa; la otra lectura suma las posturas iniciales de todos los apostantes de la casilla.", "Reading the maximum as each bettor's accuses least; the other reading adds up the antes of every bettor on the box."),
		[]string{"cv-2003 11.6 (ii)"}, []rules.Citation{SDLimits[rules.CV2003].MaxCite},
		rd("per-bet", "La postura inicial de cada apostante.", "Each bettor's ante."),
		rd("per-box", "La suma de las posturas iniciales de la casilla.", "The sum of the box's antes.")),
	sw(SwPotShare, t("El 70 % del progresivo (Castilla y León)", "The 70% of the progressive (Castilla y León)"),
		Either, t("«Previa deducción autorizada ..., con un porcentaje que nunca podrá ser inferior al 70 por cien» se lee como lo que va al acumulado, pero gramaticalmente admite que sea la deducción: por defecto sólo se acusa lo que las dos condenan: abonar al acumulado más del 30 % y menos del 70 % de las monedas.", "«Previa deducción autorizada ..., con un porcentaje que nunca podrá ser inferior al 70 por cien» reads as what goes to the pot, but grammatically admits the deduction: by default only what both condemn is reported, crediting the pot with more than 30 % and less than 70 % of the coins."),
		[]string{"cyl-2008 A-20"}, []rules.Citation{PotShareCyL},
		rd("pot-70", "Al menos el 70 % de las monedas va al acumulado.", "At least 70% of the coins goes to the pot."),
		rd("deduction-70", "La deducción es al menos el 70 %: al acumulado va a lo sumo el 30 %.", "The deduction is at least 70%: at most 30% goes to the pot."),
		rd(Either, "Se admite lo que cualquiera de las dos lecturas exige: al menos el 70 % o a lo sumo el 30 %.", "What either reading requires is accepted: at least 70% or at most 30%.")),
	sw(SwPotSeed, t("El pozo inicial: 3.000 euros «o» 1.200 veces la cantidad (Castilla y León)", "The starting pot: 3,000 euros «or» 1,200 times the amount (Castilla y León)"),
		"lesser", t("«Nunca podrá ser inferior a 3.000 euros o 1.200 veces»: cumplir una de las dos cifras no acusa a quien leyó la otra.", "«Nunca podrá ser inferior a 3.000 euros o 1.200 veces»: meeting either figure accuses nobody who read the other."),
		[]string{"cyl-2008 A-21"}, []rules.Citation{PotSeedCyL},
		rd("greater", "Al menos la mayor de las dos cifras.", "At least the greater of the two figures."),
		rd("lesser", "Al menos la menor de las dos cifras.", "At least the lesser of the two figures.")),
	sw(SwCVBoxes, t("Casillas de la mesa (Comunitat Valenciana)", "Boxes of the table (Valencia)"),
		"seven", t("El texto castellano dice siete y el valenciano seis; se toma el mayor para no acusar a quien siguió cualquiera.", "The Spanish text says seven and the Valencian six; the larger is taken so as to accuse nobody who followed either."),
		[]string{"cv-2003 11.4 (ca/es)"}, []rules.Citation{SDLimits[rules.CV2003].BoxesCite, cv("11.IV.1", 2411, "fins a un màxim de sis")},
		rd("seven", "Siete casillas.", "Seven boxes."), rd("six", "Seis casillas (texto valenciano).", "Six boxes (Valencian text).")),
	sw(SwBoxBets, t("Si la apuesta del jugador de la casilla cuenta entre las tres (Castilla y León) o cuatro (Comunitat Valenciana)", "Whether the box owner's bet counts among the three (Castilla y León) or four (Valencia)"),
		"besides-owner", t("«El número máximo de apuestas por casilla no será superior a tres» (Castilla y León) o «a cuatro» (Comunitat Valenciana) sigue, en los dos textos, a las apuestas de otros jugadores sobre la mano del sentado: se puede leer que cuenta las de ellos además de la suya. El registro no acusa a quien lo leyó así.", "«El número máximo de apuestas por casilla no será superior a tres» (Castilla y León) or «a cuatro» (Valencia) follows, in both texts, the bets of other players on the seated player's hand: it may be read as counting theirs besides his. The audit does not accuse a casino that read it so."),
		[]string{"cv-2003 11.4 (bets per box)", "cyl-2008 §5.4 (same wording, L281)"}, []rules.Citation{SDLimits[rules.CyL2008].BetsPerBoxCite, SDLimits[rules.CV2003].BetsPerBoxCite},
		rd("owner-counts", "Tres o cuatro apuestas en total.", "Three or four bets in all."), rd("besides-owner", "Tres o cuatro además de la del jugador sentado.", "Three or four besides the seated player's.")),
}
