package poker

import "github.com/veedor/veedor/rules"

// Shorthands for the tables below.
var (
	t   = rules.T
	own = rules.Own
)

// Rule IDs of póquer sin descarte (PSD-) and trijoker (TJ-).
const (
	RuleSDDeck        = "PSD-DECK"
	RuleSDDeal        = "PSD-DEAL"
	RuleSDVoid        = "PSD-VOID"
	RuleSDPayout      = "PSD-PAYOUT"
	RuleSDFold        = "PSD-FOLD"
	RuleSDRaise       = "PSD-RAISE"
	RuleSDStake       = "PSD-STAKE"
	RuleSDTableMax    = "PSD-TABLE-MAX"
	RuleSDLateBet     = "PSD-LATE-BET"
	RuleSDBoxes       = "PSD-BOXES"
	RuleSDBlind       = "PSD-BLIND"
	RuleSDInsurance   = "PSD-INSURANCE"
	RuleSDProgressive = "PSD-PROGRESSIVE"
	RuleSDBuy         = "PSD-BUY"
	RuleSDPot         = "PSD-PROGRESSIVE-POT"
	RuleJefeTables    = "PK-JEFE-TABLES"

	RuleTJDeck     = "TJ-DECK"
	RuleTJDeal     = "TJ-DEAL"
	RuleTJVoid     = "TJ-VOID"
	RuleTJPayout   = "TJ-PAYOUT"
	RuleTJEqual    = "TJ-EQUAL"
	RuleTJStake    = "TJ-STAKE"
	RuleTJTableMax = "TJ-TABLE-MAX"
	RuleTJSeats    = "TJ-SEATS"
	RuleTJWithdraw = "TJ-WITHDRAW"
	RuleTJLateBet  = "TJ-LATE-BET"
)

var (
	sd = []string{SinDescarte}
	tj = []string{Trijoker}
)

// Citations shared by rules and the replay.
var (
	DeckCyL     = cyl("10.1.II", 263, "Al póquer se juega con una baraja, de las denominadas francesas, de 52 cartas")
	DeckCV      = cv("11.II.1", 2391, "Al póquer se juega con una baraja, de las denominadas francesas, de 52 cartas")
	DealCyL     = cyl("10.1.IV.3", 335, "comenzando por su izquierda y siguiendo el sentido de las agujas del reloj")
	DealAutoCyL = cyl("10.1.IV.3", 337, "el crupier los repartirá de cinco en cinco para cada una de las manos que están en juego")
	DealCV      = cv("11.V.4", 2563, "comenzando por su izquierda y siguiendo el sentido de las agujas del reloj")
	DealAutoCV  = cv("11.V.4", 2563, "salvo que se utilice *sabot* automático en cuyo caso se realizará de cinco en cinco")
	VoidCyL     = cyl("10.1.IV.3", 347, "supondrá la anulación de toda la jugada")
	VoidCV      = cv("11.V.4", 2625, "supondrá la anulación de toda la jugada")
	QualCyL     = cyl("10.1.IV.3", 343, "abonará a cada jugador una cantidad idéntica a la apostada inicialmente (1 por 1)")
	QualCV      = cv("11.V.4", 2569, "abonará a cada jugador una cantidad idéntica a la apostada inicialmente (1 por 1)")
	WinCyL      = cyl("10.1.IV.3", 343, "abonando a la par (1 por 1) la postura inicial")
	WinCV       = cv("11.V.4", 2571, "abonando a la par (1 por 1) la postura inicial")
	TieCyL      = cyl("10.1.IV.1", 311, "conserva su apuesta pero sin ganar premio alguno")
	TieCV       = cv("11.V.1", 2487, "conservando su apuesta pero sin ganar premio alguno en caso de empate")
	LoseCyL     = cyl("10.1.IV.3", 345, "perderán sus apuestas, que serán retiradas en su totalidad por éste")
	LoseCV      = cv("11.V.4", 2621, "perderán sus apuestas, que serán retiradas en su totalidad por éste")
	FoldCyL     = cyl("10.1.IV.3", 339, "Los que opten por “pasar” perderán la apuesta inicial")
	FoldCV      = cv("11.V.4", 2565, "los que opten por «pasar» perderán la apuesta inicial")
	RaiseCyL    = cyl("10.1.IV.3", 339, "deberán doblar la apuesta inicial, añadiendo una cantidad doble a ésta")
	RaiseCV     = cv("11.V.4", 2565, "doblar la apuesta inicial, añadiendo una cantidad doble a ésta")
	StakeCyL    = cyl("10.1.IV.3", 335, "dentro de los límites mínimos y máximos de cada mesa de juego")
	StakeCV     = cv("11.V.2", 2547, "dentro de los límites mínimo y máximo por casilla establecidos para cada mesa")
	LateCyL     = cyl("10.1.IV.3", 335, "el crupier cerrará las apuestas anunciando “no va más”")
	LateCV      = cv("11.V.4", 2563, "Seguidamente el crupier cerrará las apuestas con el «no va más»")
	BlindCyL    = cyl("10.1.III", 279, "emplazando la postura inicial y la segunda postura antes de iniciar el reparto")
	InsMaxCyL   = cyl("10.1.V.1", 359, "una apuesta no superior a la mitad del mínimo de la mesa")
	InsWhenCyL  = cyl("10.1.V.1", 359, "antes de comenzar a distribuir las cartas")
	BuyCyL      = cyl("10.1.V.3", 399, "descartarse de un solo naipe podrá hacerlo comprando esa carta a la banca por el importe de la apuesta inicial")
	ProgOrder   = cyl("10.1.V.2", 393, "en primer lugar al jugador que la tuviese de mayor valor")
	ProgEqual   = cyl("10.1.V.2", 393, "se pagará a cada jugador el 10% de la cantidad inicial del acumulado de esa jugada")
	PotShareCyL = cyl("10.1.V.2", 375, "con un porcentaje que nunca podrá ser inferior al 70 por cien de las apuestas")
	PotSeedCyL  = cyl("10.1.V.2", 377, "nunca podrá ser inferior a 3.000 euros o 1.200 veces la cantidad única estipulada")
	JefeSDCyL   = cyl("10.1.III", 271, "sin que el número total de mesas a su cargo pueda exceder de cuatro")
	JefeTJCyL   = cyl("10.2.III", 417, "sin que el número total de mesas a su cargo pueda exceder de cuatro")
	JefeCV      = cv("11.III", 2447, "sin que el número total de mesas a su cargo pueda exceder de cuatro")

	TJDeck      = cyl("10.2.II", 409, "de 52 cartas")
	TJDeal      = cyl("10.2.IV.3", 459, "Los entregará cubiertos, uno por uno y alternativamente, a los jugadores y comenzando por su izquierda")
	TJDealC     = cyl("10.2.IV.3", 459, "colocará un naipe cubierto en la casilla situada enfrente de él y a su izquierda")
	TJVoid      = cyl("10.2.V.1", 469, "comporta la anulación de toda la jugada, salvo lo especificado")
	TJExposed   = cyl("10.2.IV.3", 459, "salvo que sea una jota (J) o mayor, en cuyo caso, se anulará la mano completa")
	TJPlayerUp  = cyl("10.2.IV.3", 459, "En el caso de que se descubriera por error uno de los naipes de los jugadores, la mano continuará normalmente")
	TJLose      = cyl("10.2.IV.3", 463, "Si su jugada no es ganadora, perderá las apuestas en juego")
	TJEqual     = cyl("10.2.IV.3", 457, "Cada jugador deberá efectuar tres apuestas iguales")
	TJStake     = cyl("10.2.IV.2", 449, "Se entiende que el mínimo y máximo es para cada una de las tres apuestas de cada jugador")
	TJMax       = cyl("10.2.IV.2", 453, "La apuesta inicial tendrá como límite máximo el de 30 veces el mínimo")
	TJSeated    = cyl("10.2.III", 421, "pueden participar un máximo de siete jugadores sentados")
	TJStanding  = cyl("10.2.III", 423, "No se permite la participación de jugadores que se encuentren de pie")
	TJWithdraw  = cyl("10.2.IV.3", 461, "podrán retirar la apuesta número 1 o dejarla en juego")
	TJWithdraw2 = cyl("10.2.IV.3", 461, "cada jugador puede retirar su apuesta número 2 o dejarla en juego")
	TJReveal    = cyl("10.2.IV.3", 461, "A continuación, el crupier descubre la segunda carta situada en la casilla de su derecha")
	TJLate      = cyl("10.2.IV.3", 459, "Cuando las apuestas estén efectuadas y el crupier anuncie el “no va más”")
)

// Rules are the póquer de contrapartida checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleSDDeck, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta repetida en la jugada: no es una sola baraja de 52 cartas", "A card twice in a round: not one 52-card deck"),
		Doc: t("Se juega con una baraja de 52 cartas: ninguna carta puede aparecer dos veces entre las manos (y rounds.dealt) de una jugada.",
			"The game uses one 52-card deck: no card may appear twice among a round's hands (and rounds.dealt)."),
		Basis: []rules.Basis{own(rules.CyL2008, DeckCyL), own(rules.CV2003, DeckCV)},
	},
	{
		ID: RuleSDDeal, Games: sd, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Reparto en un orden distinto del reglamentario", "Cards dealt in an order other than the text's"),
		Doc: t("A mano, una a una, boca abajo, desde la izquierda del crupier en el sentido de las agujas del reloj, con la banca en cada vuelta; con sabot automático, de cinco en cinco a cada mano y las últimas cinco a la banca. Se comprueba con rounds.dealt; la variante (manual, automatico) dice cuál se exige y, vacía, se admite cualquiera de los dos.",
			"By hand, one at a time, face down, from the croupier's left clockwise, with the bank in each pass; with an automatic shoe, in fives to each hand and the last five to the bank. Checked from rounds.dealt; the variant (manual, automatico) says which is required and, empty, either is accepted."),
		Basis: []rules.Basis{own(rules.CyL2008, DealCyL, DealAutoCyL), own(rules.CV2003, DealCV, DealAutoCV)},
	},
	{
		ID: RuleSDVoid, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Error de reparto sin anular la jugada, o jugada anulada liquidada", "Dealing error without voiding the round, or a void round settled"),
		Doc: t("Un error en el número de cartas (una mano sin cinco cartas, seis si compró una) o una carta descubierta indebidamente (evento carta-expuesta) anula toda la jugada; una jugada anulada devuelve las apuestas sin pagar nada.",
			"A wrong number of cards (a hand without five cards, six if it bought one) or a card wrongly exposed (carta-expuesta event) voids the whole round; a void round hands the bets back and pays nothing."),
		Basis: []rules.Basis{own(rules.CyL2008, VoidCyL), own(rules.CV2003, VoidCV)},
	},
	{
		ID: RuleSDPayout, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura inicial o segunda apuesta mal liquidada", "Ante or second bet wrongly settled"),
		Doc: t("Banca sin as y rey o mejor: la postura inicial se paga 1 por 1 (la segunda apuesta se devuelve, supuesto psd-no-qualify-raise). Banca que juega: la mano superior cobra la postura inicial a la par y la segunda apuesta según la tabla (100, 25, 20, 7, 5, 4, 3, 2, 1, 1); la inferior pierde ambas; el empate las conserva sin premio. Supuestos psd-wheel y psd-paytable-base.",
			"A bank without ace and king or better: the ante is paid 1 to 1 (the second bet is handed back, switch psd-no-qualify-raise). A bank that plays: a higher hand is paid the ante at evens and the second bet by the table (100, 25, 20, 7, 5, 4, 3, 2, 1, 1); a lower one loses both; a tie keeps them without prize. Switches psd-wheel and psd-paytable-base."),
		Assumptions: []string{SwWheel, SwPayBase, SwNoQualify},
		Basis: []rules.Basis{
			own(rules.CyL2008, WinCyL, QualCyL, TieCyL, LoseCyL),
			own(rules.CV2003, WinCV, QualCV, TieCV, LoseCV),
		},
	},
	{
		ID: RuleSDFold, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Mano que pasó sin perder la postura inicial", "Folded hand that did not lose its ante"),
		Doc: t("Quien dice «paso» pierde la postura inicial: nada se le devuelve ni se le paga, y no hay segunda apuesta.",
			"Whoever says «paso» loses the ante: nothing is handed back or paid, and there is no second bet."),
		Basis: []rules.Basis{own(rules.CyL2008, FoldCyL), own(rules.CV2003, FoldCV)},
	},
	{
		ID: RuleSDRaise, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Segunda apuesta distinta del doble de la postura inicial", "Second bet other than twice the ante"),
		Doc: t("Quien va añade «una cantidad doble» de la postura inicial. Si «doblar» puede leerse como añadir otro tanto es un supuesto (psd-raise); por defecto se admiten ambas.",
			"A player who goes on adds «una cantidad doble» of the ante. Whether «doblar» may be read as adding as much again is a switch (psd-raise); by default both are accepted."),
		Assumptions: []string{SwRaise},
		Basis:       []rules.Basis{own(rules.CyL2008, RaiseCyL), own(rules.CV2003, RaiseCV)},
	},
	{
		ID: RuleSDStake, Games: sd, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Postura inicial fuera de los límites de la mesa", "Ante outside the table's limits"),
		Doc: t("La postura inicial de cada apostante está entre el mínimo y el máximo de la mesa (sessions.min_bet, max_bet y los cambios de límites). En la Comunitat Valenciana, si el máximo es por casilla es el supuesto cv-psd-box-max.",
			"Each bettor's ante is between the table minimum and maximum (sessions.min_bet, max_bet and limit changes). In Valencia, whether the maximum is per box is switch cv-psd-box-max."),
		Assumptions: []string{SwCVBoxMax},
		Basis:       []rules.Basis{own(rules.CyL2008, StakeCyL), own(rules.CV2003, StakeCV)},
	},
	{
		ID: RuleSDTableMax, Games: sd, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Máximo de la mesa por encima del múltiplo permitido del mínimo", "Table maximum above the allowed multiple of the minimum"),
		Doc: t("El máximo de la postura inicial tiene como límite 10, 20 o 25 veces el mínimo (Castilla y León) o 10, 20, 25 o 30 veces (Comunitat Valenciana). Si ha de ser exactamente uno de esos múltiplos es un supuesto (psd-max-multiple); por defecto basta no superar el mayor.",
			"The ante's maximum is at most 10, 20 or 25 times the minimum (Castilla y León) or 10, 20, 25 or 30 times (Valencia). Whether it must be exactly one of those multiples is a switch (psd-max-multiple); by default not exceeding the largest suffices."),
		Assumptions: []string{SwMaxMultiple},
		Basis:       []rules.Basis{own(rules.CyL2008, SDLimits[rules.CyL2008].MaxCite), own(rules.CV2003, SDLimits[rules.CV2003].MaxCite)},
	},
	{
		ID: RuleSDLateBet, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta colocada después del «no va más»", "Bet placed after «no va más»"),
		Doc: t("Las posturas iniciales se colocan antes del «no va más» (bets.placed_at frente a rounds.no_more_bets_at); el seguro y las casillas a ciegas tienen su propia regla; las monedas del progresivo, que se juega «independientemente del juego que se desarrolle en la mesa», no se comprueban.",
			"Antes are placed before «no va más» (bets.placed_at against rounds.no_more_bets_at); insurance and blind boxes have rules of their own; progressive coins, played «independientemente del juego que se desarrolle en la mesa», are not checked."),
		Basis: []rules.Basis{own(rules.CyL2008, LateCyL), own(rules.CV2003, LateCV)},
	},
	{
		ID: RuleSDBoxes, Games: sd, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Casilla inexistente o más apuestas por casilla de las permitidas", "Box beyond the table's or more bets on a box than allowed"),
		Doc: t("Las casillas son como máximo siete (bets.hand de 1 a 7; en la Comunitat Valenciana el texto valenciano dice seis, supuesto cv-psd-boxes) y cada casilla admite tres apuestas (Castilla y León) o cuatro (Comunitat Valenciana); si la del jugador de la casilla cuenta es el supuesto psd-box-bets.",
			"There are at most seven boxes (bets.hand 1 to 7; in Valencia the Valencian text says six, switch cv-psd-boxes) and a box takes three bets (Castilla y León) or four (Valencia); whether the box owner's counts is switch psd-box-bets."),
		Assumptions: []string{SwCVBoxes, SwBoxBets},
		Basis: []rules.Basis{
			own(rules.CyL2008, SDLimits[rules.CyL2008].BoxesCite, SDLimits[rules.CyL2008].BetsPerBoxCite),
			own(rules.CV2003, SDLimits[rules.CV2003].BoxesCite, SDLimits[rules.CV2003].BetsPerBoxCite),
		},
	},
	{
		ID: RuleSDBlind, Games: sd, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Casilla a ciegas sin las dos posturas antes del reparto", "Blind box without both bets before the deal"),
		Doc: t("Quien apuesta a ciegas sobre una casilla vacía coloca la postura inicial y la segunda antes del reparto (las dos con placed_at no posterior al «no va más») y no ve las cartas: no puede pasar ni comprar carta. Se marca con selection=ciega en la postura inicial.",
			"A blind bet on an empty box places the ante and the second bet before the deal (both with placed_at not after «no va más») and does not see the cards: it cannot fold or buy a card. Marked by selection=ciega on the ante."),
		Basis: []rules.Basis{own(rules.CyL2008, BlindCyL)},
	},
	{
		ID: RuleSDInsurance, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Seguro por encima de la mitad del mínimo, tardío o mal pagado", "Insurance above half the minimum, late or wrongly paid"),
		Doc: t("El seguro no supera la mitad del mínimo de la mesa, se coloca antes del reparto y paga full 100, póquer 300, escalera de color 1.000 y escalera real 2.000 veces la cantidad apostada (supuestos cyl-psd-insurance-unit y cyl-psd-insurance-dealer).",
			"Insurance is at most half the table minimum, placed before the deal, and pays full house 100, four of a kind 300, straight flush 1,000 and royal flush 2,000 times the amount bet (switches cyl-psd-insurance-unit and cyl-psd-insurance-dealer)."),
		Assumptions: []string{SwInsUnit, SwInsDealer, SwBoughtHand},
		Basis:       []rules.Basis{own(rules.CyL2008, InsMaxCyL, InsWhenCyL, Insurance[3].Cite, Insurance[2].Cite, Insurance[1].Cite, Insurance[0].Cite)},
	},
	{
		ID: RuleSDProgressive, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Premio del progresivo distinto del reglamentario", "Progressive prize other than the text's"),
		Doc: t("Castilla y León: escalera real todo el acumulado, escalera de color el 10 %, póquer el 5 % (del acumulado al inicio de la jugada, evento progresivo pot=), full 120, color 60 y escalera 30 veces la apuesta; varios ganadores en una jugada cobran de mayor a menor sobre lo que queda (supuesto cyl-psd-progressive-equal). Comunitat Valenciana: un premio en dinero no inferior a la tabla mínima (12.000, 2.000, 400, 100, 60 veces la postura). Si quien pasa conserva el premio es el supuesto psd-progressive-fold.",
			"Castilla y León: royal flush the whole pot, straight flush 10%, four of a kind 5% (of the pot at the start of the round, progresivo pot= event), full house 120, flush 60 and straight 30 times the bet; several winners in one round are paid highest first out of what remains (switch cyl-psd-progressive-equal). Valencia: a money prize not below the minimum table (12,000, 2,000, 400, 100, 60 times the stake). Whether a folded hand keeps the prize is switch psd-progressive-fold."),
		Assumptions: []string{SwProgFold, SwProgEqual, SwBoughtHand},
		Basis: []rules.Basis{
			own(rules.CyL2008, PotShare[0].Cite, PotShare[1].Cite, PotShare[2].Cite, Progressive[0].Cite, Progressive[1].Cite, Progressive[2].Cite, ProgOrder, ProgEqual),
			own(rules.CV2003, Carrusel[0].Cite, Carrusel[1].Cite, Carrusel[2].Cite, Carrusel[3].Cite, Carrusel[4].Cite),
		},
	},
	{
		ID: RuleSDBuy, Games: sd, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Compra de carta irregular", "Irregular card purchase"),
		Doc: t("Se puede descartar un solo naipe y comprar otro a la banca por el importe de la postura inicial: más de una compra en una casilla, un precio distinto o un descarte que no estaba en la mano es una infracción. Si el precio es una comisión o una apuesta es el supuesto cyl-psd-buy-payment; con cualquiera de las dos lecturas, el precio de una mano que fue y perdió contra una banca que juega no se devuelve ni se paga.",
			"One card may be discarded and another bought from the bank for the amount of the ante: more than one purchase on a box, another price, or a discard that was not in the hand is a breach. Whether the price is a fee or a wager is switch cyl-psd-buy-payment; under either reading the price of a hand that went on and lost to a bank that plays is neither handed back nor paid."),
		Assumptions: []string{SwBuyPayment},
		Basis:       []rules.Basis{own(rules.CyL2008, BuyCyL, LoseCyL)},
	},
	{
		ID: RuleSDPot, Games: sd, Kind: rules.Violation, Severity: rules.High,
		Title: t("Acumulado del progresivo por debajo de lo reglamentario", "Progressive pot below the text's"),
		Doc: t("De las monedas del progresivo de cada jugada se abona al acumulado al menos el 70 % o, si el 70 % es la deducción, a lo sumo el 30 % (evento progresivo credited=; supuesto cyl-psd-pot-share, que por defecto acusa sólo lo que queda entre ambos) y el pozo inicial, o el de cada reinicio, no baja de 3.000 euros o 1.200 veces la cantidad estipulada (evento progresivo-inicio pot= unit=; supuesto cyl-psd-pot-seed).",
			"At least 70% of each round's progressive coins is credited to the pot or, if the 70% is the deduction, at most 30% (progresivo event credited=; switch cyl-psd-pot-share, which by default reports only what lies between the two) and the starting pot, or that of each restart, is not below 3,000 euros or 1,200 times the stipulated amount (progresivo-inicio event pot= unit=; switch cyl-psd-pot-seed)."),
		Assumptions: []string{SwPotShare, SwPotSeed},
		Basis:       []rules.Basis{own(rules.CyL2008, PotShareCyL, PotSeedCyL)},
	},
	{
		ID: RuleJefeTables, Games: []string{SinDescarte, Trijoker}, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Jefe de mesa a cargo de más de cuatro mesas de póquer", "Jefe de mesa in charge of more than four poker tables"),
		Doc: t("Un jefe de mesa puede llevar varias mesas de póquer de contrapartida a la vez, nunca más de cuatro (se cuentan las mesas de este juego en sus sesiones solapadas; las de otros juegos de naipes, que también cuentan, son de la comprobación de la sala de cartas).",
			"A jefe de mesa may run several póquer de contrapartida tables at once, never more than four (the tables of these games in his overlapping sessions are counted; other card games' tables, which count too, are the card room check's)."),
		Basis: []rules.Basis{
			{Instrument: rules.CyL2008, Cites: []rules.Citation{JefeSDCyL, JefeTJCyL}},
			{Instrument: rules.CV2003, Games: sd, Cites: []rules.Citation{JefeCV}},
		},
	},

	{
		ID: RuleTJDeck, Games: tj, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta repetida en la jugada: no es una sola baraja de 52 cartas", "A card twice in a round: not one 52-card deck"),
		Doc: t("Se juega con una baraja de 52 cartas: ninguna carta aparece dos veces entre las cartas comunes y las de los jugadores.",
			"The game uses one 52-card deck: no card appears twice among the community and players' cards."),
		Basis: []rules.Basis{own(rules.CyL2008, TJDeck)},
	},
	{
		ID: RuleTJDeal, Games: tj, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Reparto en un orden distinto del reglamentario", "Cards dealt in an order other than the text's"),
		Doc: t("Una carta a cada jugador desde la izquierda del crupier, la carta común de la izquierda, una segunda carta a cada jugador, la común de la derecha y una tercera a cada jugador (rounds.dealt); la común de la izquierda se descubre antes que la de la derecha (eventos carta-comun).",
			"One card to each player from the croupier's left, the left community card, a second card to each player, the right community card and a third card to each player (rounds.dealt); the left community card is turned before the right one (carta-comun events)."),
		Basis: []rules.Basis{own(rules.CyL2008, TJDeal, TJDealC, TJReveal)},
	},
	{
		ID: RuleTJVoid, Games: tj, Kind: rules.Violation, Severity: rules.High,
		Title: t("Error de reparto mal resuelto, o jugada anulada liquidada", "Dealing error wrongly resolved, or a void round settled"),
		Doc: t("Un error en el número de cartas, o una carta común descubierta por error que sea jota o mayor, anula la jugada; una carta de jugador descubierta, o una común menor que la jota, no la anula. Una jugada anulada devuelve las apuestas sin pagar nada.",
			"A wrong number of cards, or a community card exposed in error that is a jack or higher, voids the round; an exposed player's card, or a community card below the jack, does not. A void round hands the bets back and pays nothing."),
		Basis: []rules.Basis{own(rules.CyL2008, TJVoid, TJExposed, TJPlayerUp)},
	},
	{
		ID: RuleTJPayout, Games: tj, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta en juego mal liquidada", "Bet in play wrongly settled"),
		Doc: t("Cada apuesta en juego de una mano con pareja de jotas o mejor cobra 500, 200, 50, 11, 8, 5, 3, 2 o 1 veces; si no, se pierde.",
			"Each bet in play on a hand with a pair of jacks or better is paid 500, 200, 50, 11, 8, 5, 3, 2 or 1 times; otherwise it is lost."),
		Basis: []rules.Basis{own(rules.CyL2008, TJLose, TrijokerPays[0].Cite, TrijokerPays[1].Cite, TrijokerPays[2].Cite, TrijokerPays[3].Cite,
			TrijokerPays[4].Cite, TrijokerPays[5].Cite, TrijokerPays[6].Cite, TrijokerPays[7].Cite, TrijokerPays[8].Cite)},
	},
	{
		ID: RuleTJEqual, Games: tj, Kind: rules.Violation, Severity: rules.High,
		Title: t("Las tres apuestas no son iguales", "The three bets are not equal"),
		Doc:   t("Cada jugador efectúa tres apuestas iguales, una en cada casilla.", "Each player makes three equal bets, one in each box."),
		Basis: []rules.Basis{own(rules.CyL2008, TJEqual)},
	},
	{
		ID: RuleTJStake, Games: tj, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Apuesta fuera de los límites de la mesa", "Bet outside the table's limits"),
		Doc:   t("El mínimo y el máximo valen para cada una de las tres apuestas.", "The minimum and maximum apply to each of the three bets."),
		Basis: []rules.Basis{own(rules.CyL2008, TJStake)},
	},
	{
		ID: RuleTJTableMax, Games: tj, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Máximo de la mesa por encima de 30 veces el mínimo", "Table maximum above 30 times the minimum"),
		Doc:   t("La apuesta inicial tiene como máximo 30 veces el mínimo.", "The initial bet's maximum is 30 times the minimum."),
		Basis: []rules.Basis{own(rules.CyL2008, TJMax)},
	},
	{
		ID: RuleTJSeats, Games: tj, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Más de siete jugadores o jugador de pie", "More than seven players or a standing player"),
		Doc: t("Juegan como máximo siete jugadores sentados (bets.hand de 1 a 7) y ninguno de pie (bets.seat vacío).",
			"At most seven seated players (bets.hand 1 to 7) and none standing (bets.seat empty)."),
		Basis: []rules.Basis{own(rules.CyL2008, TJSeated, TJStanding)},
	},
	{
		ID: RuleTJWithdraw, Games: tj, Kind: rules.Violation, Severity: rules.High,
		Title: t("Retirada de apuesta fuera de su momento o mal liquidada", "Bet withdrawn out of its time or wrongly settled"),
		Doc: t("La apuesta 1 se puede retirar antes de descubrir la primera carta común y la 2 antes de la segunda; la 3 no se retira. La apuesta retirada se devuelve entera y no cobra premio.",
			"Bet 1 may be withdrawn before the first community card is turned and bet 2 before the second; bet 3 is never withdrawn. A withdrawn bet is handed back whole and wins nothing."),
		Basis: []rules.Basis{own(rules.CyL2008, TJWithdraw, TJWithdraw2)},
	},
	{
		ID: RuleTJLateBet, Games: tj, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta colocada después del «no va más»", "Bet placed after «no va más»"),
		Doc:   t("Las tres apuestas se colocan antes del «no va más» (bets.placed_at frente a rounds.no_more_bets_at).", "The three bets are placed before «no va más» (bets.placed_at against rounds.no_more_bets_at)."),
		Basis: []rules.Basis{own(rules.CyL2008, TJLate)},
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
