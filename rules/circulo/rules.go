package circulo

import "github.com/veedor/veedor/rules"

// own is a shorthand for the tables below.
var own = rules.Own

// Rule IDs of póquer de círculo.
const (
	RuleDeck      = "PC-MAZO"
	RuleCards     = "PC-CARTAS"
	RuleSeats     = "PC-ASIENTOS"
	RulePlayers   = "PC-JUGADORES"
	RuleRest      = "PC-DESCANSO"
	RuleButton    = "PC-BOTON"
	RuleCrupier   = "PC-CRUPIER"
	RuleLimits    = "PC-LIMITES"
	RuleLimitAnn  = "PC-LIMITE-ANUNCIO"
	RuleRake      = "PC-COMISION"
	RuleRakeAnn   = "PC-COMISION-ANUNCIO"
	RuleRevenue   = "PC-INGRESOS"
	RuleFee       = "PC-CUOTA"
	RuleCheck     = "PC-PASA"
	RuleCall      = "PC-IGUALA"
	RuleBetMax    = "PC-APUESTA-MAX"
	RuleBetMin    = "PC-APUESTA-MIN"
	RuleRaises    = "PC-SUBIDAS"
	RuleEqual     = "PC-IGUALES"
	RuleTurn      = "PC-TURNO"
	RuleOpen      = "PC-ABRE"
	RuleBringIn   = "PC-TRAE"
	RuleAnte      = "PC-ANTE"
	RulePots      = "PC-BOTES"
	RuleWinner    = "PC-GANADOR"
	RuleSplit     = "PC-REPARTO"
	RuleStack     = "PC-PILA"
	RuleBuy       = "PC-COMPRA"
	RuleSintStack = "PC-RESTO"
	RuleOpeners   = "PC-APERTURA"
)

// both is a rule's basis in the two regions' texts.
func both(cylCites []rules.Citation, cvCites []rules.Citation) []rules.Basis {
	return []rules.Basis{own(rules.CyL2008, cylCites...), own(rules.CV2003, cvCites...)}
}

func c(cs ...rules.Citation) []rules.Citation { return cs }

var g = []string{Game}

func rule(id string, sev rules.Severity, title, doc rules.Text, basis []rules.Basis, sws ...string) *rules.Rule {
	return &rules.Rule{ID: id, Games: g, Kind: rules.Violation, Severity: sev, Title: title, Doc: doc, Assumptions: sws, Basis: basis}
}

// Rules are the póquer de círculo checks, one value each.
var Rules = []*rules.Rule{
	rule(RuleDeck, rules.High,
		t("Carta ajena a la baraja de la variante o repetida", "A card outside the variant's deck, or twice"),
		t("Cada variante juega con su baraja: 52 cartas; cubierto 52 ó 32 (clave baraja= de estructura); five stud 32 (del 7 al as); sintético 28 (del 8 al as). Ninguna carta puede salir dos veces en una mano (rounds.dealt, el tablero y las cartas mostradas), y cada carta mostrada debe estar en rounds.dealt cuando se registra.",
			"Each variant plays its own deck: 52 cards; cubierto 52 or 32 (structure key baraja=); five stud 32 (7 to ace); sintético 28 (8 to ace). No card may leave the deck twice in a hand (rounds.dealt, the board and the cards shown), and every card shown must be in rounds.dealt where it is recorded."),
		both(c(DeckCyL, DeckCubierto, DeckFiveStud, DeckSintetico), c(DeckCV, DeckCVSint))),
	rule(RuleCards, rules.High,
		t("Mano jugada con un número de cartas indebido", "Hand played with the wrong number of cards"),
		t("En el enfrentamiento cada asiento muestra las cartas de su variante (hold'em 2, Omaha 4, sintético 2 propias y 5 comunes, cubierto 5, seven stud 7, five stud 5) y el tablero tiene cinco cartas. Un jugador con más o menos cartas de las debidas es error de reparto: la mano se anula y se reparte de nuevo, no se juega.",
			"At the showdown each seat shows its variant's cards (hold'em 2, Omaha 4, sintético 2 own and 5 common, cubierto 5, seven stud 7, five stud 5) and the board has five. A player with more or fewer cards than due is a misdeal: the hand is void and dealt again, not played."),
		both(c(Misdeal, HoldEmCards, OmahaCards, SevenCards, FiveStudDeal, CubiertoDeal, SintHand), c(MisdealGenCV, MisdealCV, SintDealCV))),
	rule(RuleSeats, rules.Medium,
		t("Asiento inexistente o dos jugadores en un asiento", "A seat that does not exist, or two players on one seat"),
		t("La mesa admite como máximo 10 jugadores sentados (Castilla y León) y en cada asiento sólo se sienta un jugador: una mano con un asiento por encima de 10, o con dos jugadores distintos en un asiento, es una infracción.",
			"The table admits at most 10 seated players (Castilla y León) and only one player sits at each seat: a hand with a seat above 10, or with two different players on one seat, is a breach."),
		both(c(SeatsCyL, OneCyL), c(OneCV))),
	rule(RulePlayers, rules.Medium,
		t("Mano repartida con menos de cuatro jugadores", "Hand dealt with fewer than four players"),
		t("La partida necesita al menos cuatro jugadores durante todo su desarrollo; con menos se suspende. Quién cuenta (sentados o con cartas) es el supuesto pc-minimo-jugadores.",
			"The game needs at least four players throughout; with fewer it is suspended. Who counts (seated or dealt in) is the switch pc-minimo-jugadores."),
		both(c(FourCyL), c(FourCV)), SwCount),
	rule(RuleRest, rules.Low,
		t("Jugador que descansa más de dos manos sin perder el asiento", "A player resting more than two hands kept the seat"),
		t("Un jugador puede descansar dos manos sin perder su puesto (pila con descansa=si); la tercera mano de descanso con el asiento conservado es una infracción. Seguidas o en toda la sesión: supuesto pc-descanso.",
			"A player may rest two hands without losing his seat (pila with descansa=si); a third resting hand with the seat kept is a breach. In a row or in the whole session: switch pc-descanso."),
		both(c(RestCyL), c(RestCV)), SwRest),
	rule(RuleButton, rules.Medium,
		t("El botón no pasó al asiento siguiente", "The button did not move to the next seat"),
		t("La marca rota un puesto en el sentido del juego a cada nuevo reparto: el botón de una mano es el primer asiento con cartas después del de la mano anterior (tras una mano anulada puede repetirse el mismo).",
			"The marca moves one place in the direction of play at each new deal: a hand's button is the first seat dealt in after the previous hand's (after a void hand the same one may repeat)."),
		both(c(ButtonCyL), c(ButtonCV))),
	rule(RuleCrupier, rules.Medium,
		t("Mesa sin crupier propio", "Table without its own croupier"),
		t("Cada mesa tiene permanentemente a su servicio un crupier: una mano jugada sin un turno de croupier de la mesa que la cubra, o repartida por quien no es croupier de la mesa, es una infracción; también un croupier de servicio en dos mesas de póquer de círculo a la vez (un relevo que se solapa hasta un minuto no cuenta).",
			"Each table has a croupier permanently at its service: a hand played with no croupier stint of the table covering it, or dealt by someone who is not the table's croupier, is a breach; so is a croupier on duty at two póquer de círculo tables at once (a handover overlapping by up to a minute does not count)."),
		both(c(CrupierCyL), c(CrupierCV))),
	rule(RuleLimits, rules.Medium,
		t("Mínimo fuera del 20–40 % del máximo, o ante por encima de la mitad del mínimo", "Minimum outside 20–40 % of the maximum, or ante above half the minimum"),
		t("El mínimo de la mesa (sessions.min_bet y cada limit-change) está entre el 20 y el 40 % del máximo, y el ante de la estructura es como máximo el 50 % del mínimo.",
			"The table minimum (sessions.min_bet and each limit-change) is 20 to 40 % of the maximum, and the structure's ante at most 50 % of the minimum."),
		both(c(LimitsCyL, AnteCyL), c(LimitsCV, AnteCV))),
	rule(RuleLimitAnn, rules.Medium,
		t("Cambio de límite sin anuncio previo", "Limit changed without a prior announcement"),
		t("El director puede variar el límite de una mesa en juego con previo anuncio a los jugadores: cada limit-change, y cada estructura que cambia el límite o los tramos de la anterior, necesita un limit-announce en una mano anterior.",
			"The director may change a running table's limit with prior announcement to the players: every limit-change, and every estructura that changes the limit or the tiers of the one before, needs a limit-announce in an earlier hand."),
		both(c(ChangeCyL), c(ChangeCV))),
	rule(RuleRake, rules.High,
		t("Comisión por encima de la anunciada o del 5 %", "Rake above the announced rate or 5 %"),
		t("La comisión de cada mano es como máximo el 5 % del dinero aportado en ella (stake − returned de todos los asientos), y no más que la tasa anunciada (comision=) ni que su tope (tope=); se admite el redondeo al céntimo superior. En la Comunitat Valenciana el porcentaje es sobre el bote y se aplica en cada intervalo: el tope de la mano es la suma, intervalo a intervalo, del 5 % de lo aportado en él o del bote acumulado al cerrarlo (supuesto pc-comision-intervalo).",
			"Each hand's rake is at most 5 % of the money put into it (stake − returned of every seat), and no more than the announced rate (comision=) or its cap (tope=); rounding up to the cent is accepted. In the Comunitat Valenciana the percentage is of the pot and applies in each interval: the hand's cap is the sum, interval by interval, of 5 % of what came in during it or of the cumulative pot when it closed (switch pc-comision-intervalo)."),
		both(c(RakeCyL), c(RakeCV, RakeIntervalCV)), SwRakeCV),
	rule(RuleRakeAnn, rules.Medium,
		t("Comisión sin tasa anunciada antes de la partida", "Rake with no rate announced before the game"),
		t("El casino fija la comisión dentro del 5 % y la anuncia antes del inicio de la partida: una comisión cobrada sin una estructura con comision= anterior a la primera mano es una infracción.",
			"The casino sets the rake within 5 % and announces it before the game starts: a rake taken with no estructura with comision= before the first hand is a breach."),
		[]rules.Basis{own(rules.CyL2008, RakeAnnCyL)}),
	rule(RuleRevenue, rules.High,
		t("Comisión y cuota en la misma sesión", "Rake and hourly fee in one session"),
		t("El beneficio del casino se obtiene por una de las dos opciones: comisión por mano o cuota por sesión, no las dos con la misma estructura en vigor.",
			"The casino's revenue comes from one of the two options: a rake per hand or a fee per session, not both under the same structure in force."),
		both(c(OptionsCyL), c(OptionsCV))),
	rule(RuleFee, rules.Medium,
		t("Cuota fuera del 10–20 %", "Hourly fee outside 10–20 %"),
		t("La cuota por sesión oscila entre el 10 y el 20 % del máximo de la mesa o de la pila: la tasa anunciada (cuota=) debe estar en ese intervalo, y ningún cargo (evento cuota) puede superar el 20 % de la mayor de las dos bases, la pila del asiento al cobrarla (la de su mano más la cuota) (quién paga y sobre qué base es ambiguo: registro A-24).",
			"The fee per session is 10 to 20 % of the table maximum or of the stack: the announced rate (cuota=) must be in that range, and no charge (cuota event) may exceed 20 % of the larger of the two bases, the seat's stack when charged (its hand's pila plus the fee) (who pays, and on what base, is ambiguous: register A-24)."),
		both(c(FeeCyL), c(FeeCV))),
	rule(RuleCheck, rules.High,
		t("Pasar después de una apuesta en el intervalo", "Check after a bet in the interval"),
		t("Se puede pasar sólo si nadie ha apostado antes en ese intervalo (las ciegas cuentan como apuesta).",
			"A player may check only if nobody has bet earlier in that interval (blinds count as a bet)."),
		both(c(CheckCyL), c(CheckCV))),
	rule(RuleCall, rules.High,
		t("Igualar por más o por menos de lo debido", "A call of more or less than owed"),
		t("Cubrir es poner lo que iguala la apuesta más alta, no más: un igualar por más (el exceso se devuelve, y la mano sigue como un igualar) o por menos (sólo se puede completar) es una infracción, salvo quien pone toda su pila.",
			"A call puts in what matches the highest bet, no more: a call of more (the excess is handed back, and the hand goes on as a call) or less (it can only be completed) is a breach, except by a player putting in his whole stack."),
		both(c(CallCyL, ShortCyL, OverCyL), c(CallCV, ShortCV, OverCV))),
	rule(RuleBetMax, rules.High,
		t("Apuesta por encima del tope de la estructura", "Bet above the structure's cap"),
		t("Con split limit la apuesta (lo que sube sobre la más alta) no supera la mitad del bote, o en seven stud los tramos apuesta-baja/apuesta-alta (supuesto pc-split); con bote, el bote (supuesto pc-bote-base); con bote limitado de seven stud, la mitad del bote al dar la sexta carta en el cuarto intervalo y el bote al dar la séptima en el quinto (supuesto pc-bote-limitado); la pareja vista sube al tramo alto (supuesto pc-pareja-vista). Una apuesta del mínimo de la mesa nunca supera el tope.",
			"With split limit a bet (what it raises over the highest) does not exceed half the pot, or in seven stud the apuesta-baja/apuesta-alta tiers (switch pc-split); with pot limit, the pot (switch pc-bote-base); with seven stud's bote limitado, half the pot at the sixth card in interval 4 and the pot at the seventh in interval 5 (switch pc-bote-limitado); an open pair lifts to the high tier (switch pc-pareja-vista). A bet of the table minimum is never above the cap."),
		both(c(SplitCyL, PotCyL, TiersStud, OpenPair, LimitedSix, LimitedSvn), c(SplitCV, PotCV)), SwSplit, SwPotBase, SwLimited, SwOpenPair),
	rule(RuleBetMin, rules.Medium,
		t("Apuesta sin límite por debajo del mínimo", "No-limit bet below the minimum"),
		t("Sin límite, la apuesta (la primera del intervalo) nunca es inferior al mínimo autorizado (sessions.authorized_min, o el mínimo de la mesa si no consta; el menor de los dos), salvo quien pone toda su pila.",
			"In no limit a bet (the first of an interval) is never below the authorised minimum (sessions.authorized_min, else the table minimum; the lower of the two), except by a player putting in his whole stack."),
		both(c(NoLimitCyL), c(NoLimitCV))),
	rule(RuleRaises, rules.Medium,
		t("Más de tres subidas de un jugador en un intervalo de seven stud", "More than three raises by one player in a seven stud interval"),
		t("En seven stud cada jugador sube como máximo tres veces por intervalo; con sólo dos jugadores en la mano, o dos que pueden apostar junto a otros sin fichas, no hay límite (supuesto pc-subidas-dos).",
			"In seven stud each player raises at most three times per interval; with only two players in the hand, or two able to bet beside others all-in, there is no cap (switch pc-subidas-dos)."),
		[]rules.Basis{own(rules.CyL2008, RaisesStud, HeadsUpCyL)}, SwRaises),
	rule(RuleEqual, rules.High,
		t("Aportaciones desiguales al cerrar el intervalo", "Unequal contributions when the interval closed"),
		t("Al final de cada intervalo todos los jugadores que siguen en la mano han puesto lo mismo, salvo el que pone toda su pila y juega la parte proporcional.",
			"At the end of each interval every player still in the hand has put in the same, except one who put in his whole stack and plays for the proportional part."),
		both(c(EqualCyL), c(EqualCV))),
	rule(RuleTurn, rules.Medium,
		t("Acción fuera de turno", "Action out of turn"),
		t("El crupier vigila que nadie apueste fuera de turno: tras quien abre, el turno pasa al siguiente asiento que sigue en la mano y no ha puesto toda su pila, en el sentido del juego (izquierda en Castilla y León, derecha en la Comunitat Valenciana), hasta que todos han igualado.",
			"The croupier sees that nobody bets out of turn: after the opener the turn passes to the next seat still in the hand and not all-in, in the direction of play (left in Castilla y León, right in the Comunitat Valenciana), until all have matched."),
		both(c(TurnCyL, OrderCyL, RaiseCyL), c(TurnCV, RaiseCV))),
	rule(RuleOpen, rules.Medium,
		t("Intervalo abierto por un asiento equivocado", "Interval opened by the wrong seat"),
		t("Quién abre cada intervalo según la variante: hold'em y Omaha, el primero tras la mano (registro A-50); seven stud, la carta vista más baja en el primero (supuesto pc-trae-as) y la mejor combinación vista en los demás (empates: pc-empate-abre); five stud, la combinación vista más alta en el primero; cubierto, quien abrió el bote tras el descarte; sintético valenciano, la mano en el primero.",
			"Who opens each interval by variant: hold'em and Omaha, the first after the mano (register A-50); seven stud, the lowest up-card in interval 1 (switch pc-trae-as) and the best showing combination in the others (ties: pc-empate-abre); five stud, the highest showing combination in interval 1; cubierto, whoever opened the pot, after the draw; Valencian sintético, the mano in interval 1."),
		both(c(OrderCyL, BringIn, BringInTie, StudOpen, StudLater, StudLastTie, FiveOpen, DrawOpen), c(SintOpenCV)), SwBringAce, SwStudTie),
	rule(RuleBringIn, rules.Medium,
		t("La apertura obligada de seven stud pasó, se retiró o quedó por debajo del mínimo", "Seven stud's bring-in checked, folded or bet below the minimum"),
		t("Quien tiene la carta vista más baja habla primero, no puede pasar ni retirarse y apuesta como mínimo la apuesta mínima de la mesa (salvo toda su pila).",
			"The lowest up-card speaks first, may not check or fold, and bets at least the table minimum (unless his whole stack)."),
		[]rules.Basis{own(rules.CyL2008, BringInMust)}),
	rule(RuleAnte, rules.Medium,
		t("Jugador que participó sin poner el ante", "A player took part without posting the ante"),
		t("Con ante en la estructura, quien no lo puso debe ponerlo para participar en la mano: en una mano que registra antes, un asiento que apuesta, iguala o sube sin acción ante es una infracción.",
			"With an ante in the structure, a player who did not post it must do so to take part: in a hand that records antes, a seat that bets, calls or raises without an ante action is a breach."),
		both(c(AnteCyL699), c(AnteCV3121))),
	rule(RulePots, rules.High,
		t("Botes distintos de los que forman las aportaciones", "Pots other than the contributions build"),
		t("Quien pone toda su pila juega la parte proporcional: los botes se forman por niveles de aportación (stake − returned), el principal primero, cada uno con los asientos que pueden ganarlo. Un bote de otro importe o con otros asientos, una comisión que no es lo retenido de los botes, o un asiento que cobra distinto de su parte de los botes, es una infracción.",
			"A player all-in plays for the proportional part: pots are built by levels of contribution (stake − returned), main first, each with the seats that can win it. A pot of another amount or with other seats, a rake that is not what the pots kept, or a seat paid other than its share of the pots, is a breach."),
		both(c(AllInCyL, EqualCyL, RakeWhenCyL), c(AllInCV, EqualCV))),
	rule(RuleWinner, rules.High,
		t("Bote para una mano que no es la mejor", "Pot to a hand that is not the best"),
		t("Las cartas hablan: cada bote va a la mejor combinación entre sus asientos según la jerarquía de la variante (figuras sólo en cubierto; el color sobre el full con menos de 52 cartas; Omaha y sintético con dos propias y tres comunes), y un bote no disputado a quien hizo la última apuesta. Supuestos pc-figuras, pc-desempate-color, pc-as-escalera, pc-desempate-resto, pc-sintetico-mano.",
			"The cards speak: each pot goes to the best combination among its seats by the variant's ranking (figuras only in cubierto; flush over full house below 52 cards; Omaha and sintético with two own and three common), and an uncontested pot to the last bettor. Switches pc-figuras, pc-desempate-color, pc-as-escalera, pc-desempate-resto, pc-sintetico-mano."),
		both(c(SpeakCyL, CardsCyL, UncontCyL, FlushFull, FigurasCyL, OmahaHand, HoldEmHand), c(SpeakCV, UncontCV, FlushCV, SintHandCV)), SwFiguras, SwKickers, SwWheel, SwSintHand, SwRestKickers),
	rule(RuleSplit, rules.High,
		t("Bote empatado mal repartido", "Tied pot wrongly split"),
		t("Con combinaciones iguales, tras la comisión, el bote se reparte entre los empatados: a partes iguales o en proporción a sus restos (supuesto pc-reparto), con la ficha impar (la menor ficha, clave ficha=) donde dice pc-ficha-impar.",
			"With equal combinations, after the rake, the pot is split among the tied players: equally or in proportion to their stacks (switch pc-reparto), the odd chip (the smallest chip, key ficha=) where pc-ficha-impar says."),
		both(c(SplitPot), c(SplitPotCV)), SwShare, SwOddChip),
	rule(RuleStack, rules.High,
		t("La pila no cuadra con la mano anterior", "The stack does not follow from the previous hand"),
		t("La pila de un asiento al empezar una mano es la de la anterior menos lo aportado, más lo devuelto y lo cobrado, más las compras y menos las retiradas, propinas y cuotas registradas entre ambas: otra diferencia son fichas añadidas o guardadas fuera de lo registrado.",
			"A seat's stack at the start of a hand is the previous one less what it put in, plus what was handed back and paid, plus the chips bought and less those taken off, the tips and the fees recorded in between: any other difference is chips added or pocketed off the record."),
		both(c(BuyCyL, KeepCyL), c(BuyCV, KeepCV))),
	rule(RuleBuy, rules.High,
		t("Fichas compradas durante la mano, o guardadas por quien sigue jugando", "Chips bought during a hand, or pocketed by a player who plays on"),
		t("No se pueden comprar o añadir fichas a la pila una vez iniciada la jugada (supuesto pc-compra), ni guardarse fichas de la pila: una compra registrada entre las acciones de una mano, o una retirada de quien juega la mano siguiente, es una infracción.",
			"Chips may not be bought or added to the stack once the hand has begun (switch pc-compra), nor chips of the stack pocketed: a purchase recorded among a hand's actions, or chips taken off by a player who plays the next hand, is a breach."),
		both(c(BuyCyL, KeepCyL), c(BuyCV, KeepCV)), SwBuy),
	rule(RuleOpeners, rules.High,
		t("Bote de cubierto abierto sin la combinación exigida", "Cubierto pot opened without the openers required"),
		t("En el póquer cubierto sólo abre el bote quien tiene una pareja de jotas o una combinación mayor; tras una mano en blanco (todos pasan), una pareja de damas; tras dos, de reyes; tras tres o más, de ases. Se juzga con las cinco cartas del que abrió antes del descarte (evento cartas).",
			"In cubierto only a player with a pair of jacks or a higher combination opens the pot; after a blank hand (all check), a pair of queens; after two, kings; after three or more, aces. Judged on the opener's five cards before the draw (cartas event)."),
		[]rules.Basis{own(rules.CyL2008, Openers, BlankHands)}),
	rule(RuleSintStack, rules.Medium,
		t("Resto o reposición del sintético fuera de escala", "Sintético stack or rebuy outside the scale"),
		t("En el sintético valenciano el resto inicial es de 10 a 200 veces la apuesta mínima y cada reposición de 5 a 100 veces, sólo al agotarse el resto.",
			"In the Valencian sintético the initial stack is 10 to 200 times the minimum bet and each rebuy 5 to 100 times, only once the stack has run out."),
		[]rules.Basis{own(rules.CV2003, RestoCV, RebuyCV, EmptyCV)}),
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
