package blackjack

import "github.com/veedor/veedor/rules"

var games = []string{Game}

func c77(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1977, section, line, quote)
}
func cyl(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CyL2008, section, line, quote)
}
func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var (
	note79 = rules.Text{
		ES: "El texto de 1979 disponible sólo contiene la ruleta; para el black-jack se aplica el texto de 1977 como referencia.",
		EN: "The available 1979 text holds roulette only; for black-jack the 1977 text stands in as a reference.",
	}
	noteCyL = rules.Text{
		ES: "El Decreto 2/2008 sólo redefine los elementos materiales y personales y el retiro del black-jack; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		EN: "Decreto 2/2008 redefines only black-jack's material and personal elements and the retiro; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.",
	}
	noteUnlisted = rules.Text{
		ES: "El texto en vigor no prevé esta jugada; sólo se señala con bj-unlisted-plays=forbidden, que toma como cerrada la lista de posibilidades de juego (por defecto se admite como práctica internacional).",
		EN: "The text in force does not provide this play; it is reported only under bj-unlisted-plays=forbidden, which reads its list of possibilities of play as closed (by default it is accepted as international practice).",
	}
	noteUnlistedCyL = rules.Text{
		ES: "El Catálogo de Castilla y León tiene por prohibidos los juegos y apuestas que no incluye; el Decreto 2/2008 sólo añade el retiro a las posibilidades de juego del black-jack, cuya lista se toma como cerrada (supuesto bj-unlisted-plays).",
		EN: "The Castilla y León Catálogo holds as prohibited the games and bets it does not include; Decreto 2/2008 only adds the retiro to black-jack's possibilities of play, whose list is read as closed (switch bj-unlisted-plays).",
	}
	noteUnlistedCV = rules.Text{
		ES: "Los juegos de casino se desarrollan conforme a las reglas del anexo; esta jugada no está entre las posibilidades de juego del black-jack valenciano, cuya lista se toma como cerrada (supuesto bj-unlisted-plays).",
		EN: "Casino games are played by the rules of the annex; this play is not among the possibilities of play of the Valencian black-jack, whose list is read as closed (switch bj-unlisted-plays).",
	}
)

// national returns the basis under the 1977 text and the same citations as
// the reference for the 1979 catalogue (whose black-jack text is not in the
// sources).
func national(cites ...rules.Citation) []rules.Basis {
	return []rules.Basis{
		{Instrument: rules.ES1977, Cites: cites},
		{Instrument: rules.ES1979, Cites: cites, Note: note79},
	}
}

// ref77 is the basis under instrument resting on the 1977 text.
func ref77(instrument string, note rules.Text, cites ...rules.Citation) rules.Basis {
	return rules.Basis{Instrument: instrument, Cites: cites, Note: note}
}

func bases(parts ...[]rules.Basis) []rules.Basis {
	var out []rules.Basis
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func one(b rules.Basis) []rules.Basis { return []rules.Basis{b} }

// Citations shared by several rules.
var (
	practice77   = c77("preámbulo", 4, "remitiendo en lo demás a la práctica internacional")
	only77       = c77("preámbulo", 3, "sólo los juegos incluidos en el presente Catálogo son los que pueden legalmente practicarse")
	plays77      = c77("03.V.1", 109, "1. Posibilidades de juego.")
	playsCV      = cv("03.V.1", 661, "1º. Posibilidades de juego")
	playsCyL     = cyl("Cinco", 187, "se añade la letra e) al punto 1.– Posibilidades de juego")
	prohibCyL    = cyl("preámbulo", 21, "se considerarán prohibidos aquellos juegos y apuestas que no estén incluidos en el Catálogo")
	catalogCV    = cv("preámbulo", 71, "los cuales se desarrollaran conforme a los requisitos, elementos, reglas y prohibiciones establecidas, para cada uno de ellos en el anexo del reglamento")
	bonusCV      = cv("03.V.2", 731, "podrá autorizar para este tipo de juego las denominadas apuestas especiales acumuladas o *bonus*")
	bonusCardsCV = cv("03.V.2", 731, "con relación a combinaciones especiales de naipes obtenidas por parte de los jugadores dentro de sus manos")
	resplitCV    = cv("03.V.1.c", 715, "Si formase un nuevo par, podrá de nuevo separarlo y depositar otra apuesta igual")
	cut77        = c77("03.V.3.b", 137, "la media docena se presentará a un jugador para un nuevo y último corte")
	cutCV        = cv("03.V.4.b", 795, "la media docena se presentará al jugador que recibió la carta roja en el último pasa para que efectúe un nuevo y último corte")
	cutJefeCV    = cv("03.V.4.b", 795, "si ninguno de los jugadores aceptara efectuar este último corte, el mismo será realizado por el jefe de mesa")
	replacedCyL  = cyl("03.II", 157, "procediendo a continuación el crupier a mezclar y barajar las cartas como si se tratase de la primera partida de la mesa")
	deal77       = c77("03.V.1.a", 111, "comenzando por su izquierda y siguiendo el sentido de las agujas del reloj")
	second77     = c77("03.V.1.a", 112, "Después distribuirá un segundo naipe, siempre en el mismo orden")
	bust77       = c77("03.V.1.a", 113, "Cuando una «mano» obtenga una puntuación superior a 21 perderá")
	par77        = c77("03.V.1.a", 118, "Los pagos se harán a la par, es decir, por la misma cantidad de la apuesta")
	bj77         = c77("03.V.1.a", 118, "se le pagará siempre a razón de 3 por 2")
	tie77        = c77("03.V.1.a", 117, "serán nulas, pudiendo sus titulares retirar sus apuestas")
	ins77Ace     = c77("03.V.1.b", 120, "Cuando el primer naipe del «croupier» sea un as")
	ins77Third   = c77("03.V.1.b", 120, "No podrá asegurarse, por tanto, el jugador cuando éste haya recibido una tercera")
	ins77Half    = c77("03.V.1.b", 121, "una cantidad igual a la mitad de su apuesta primitiva")
	ins77Pay     = c77("03.V.1.b", 121, "pagará los seguros a razón de 2 por 1")
	pair77       = c77("03.V.1.c", 123, "recibe las dos primeras cartas del mismo valor")
	pairStake77  = c77("03.V.1.c", 123, "deberá hacer una apuesta igual a la suya inicial en la otra carta")
	resplit77    = c77("03.V.1.c", 124, "podrá de nuevo separarlo y depositar otra apuesta igual")
	aces77       = c77("03.V.1.c", 125, "no se le permitirá pedir más que un solo naipe por cada as")
	split21_77   = c77("03.V.1.c", 126, "esta jugada no será considerada como un black-jack")
	double77     = c77("03.V.1.d", 128, "Cuando el jugador obtuviera 9, 10 u 11 puntos con los dos primeros naipes podrá doblar su apuesta")
	doubleOne77  = c77("03.V.1.d", 128, "no tendrá derecho más que a un solo naipe suplementario")
	limits77     = c77("03.V.2", 130, "dentro de los límites del mínimo y máximo, antes de distribuir las cartas")
	min77        = c77("03.V.2.a", 131, "El mínimo vendrá fijado por la autorización concedida por el Ministerio de la Gobernación")
	before77     = c77("03.V.2", 130, "deben realizarse, dentro de los límites del mínimo y máximo, antes de distribuir las cartas")
	allBets77    = c77("03.V.1.a", 111, "Cuando se hayan efectuado todas las apuestas")
	allBetsCV    = cv("03.V.1.a", 665, "Cuando se hayan efectuado todas las apuestas el crupier distribuirá un naip a cada")
	max77        = c77("03.V.2.b", 132, "en 50, 100 ó 200 veces el mínimo de postura")
	perHand77    = c77("03.V.2.b", 133, "Este máximo se entiende por «mano»")
	box77        = c77("03.IV.b", 107, "dentro de los límites de la apuesta máxima de cada plaza")
	cutCard77    = c77("03.V.3.b", 137, "a fin de dejar como reserva una cantidad de cartas equivalente como mínimo a un juego")
	burn77       = c77("03.V.3.c", 138, "apartará las cinco primeras del distribuidor")
	lastRound77  = c77("03.V.3.c", 139, "anunciará que la jugada que se está realizando es la última de la talla")
	cards77      = c77("03.II.1", 93, "Las figuras valen diez puntos, el as un punto u once")
	boxes77      = c77("03.IV.a", 105, "plazas de apuestas marcadas en el tapete, cuya cifra máxima es 7")
	croupier77   = c77("03.III", 102, "Es el que dirige la partida, teniendo como misiones la mezcla de las cartas, su distribución a los jugadores")
	inspector77  = c77("03.III", 100, "Puede existir un inspector por cada cuatro mesas.")
	dealCV       = cv("03.V.1.a", 665, "comenzando por su izquierda y siguiendo el sentido de las agujas del reloj")
	secondCV     = cv("03.V.1.a", 667, "Después se distribuirá un segundo naip, siempre en el mismo orden")
	hitCV        = cv("03.V.1.a", 669, "en ningún caso podrá pedir naipes suplementarios si ha obtenido ya una puntuación de 21 o más")
	allBustCV    = cv("03.V.1.a", 671, "si todos los jugadores se hubieran pasado, el crupier no necesitará tomar más cartas")
	parCV        = cv("03.V.1.a", 679, "Los pagos se harán a la par, es decir, por la misma cantidad de la apuesta")
	bjCV         = cv("03.V.1.a", 679, "se le pagará siempre en razón de tres por dos")
	tieCV        = cv("03.V.1.a", 677, "serán nulas, pudiendo sus titulares retirar sus apuestas")
	evenCV       = cv("03.V.1.b", 709, "los jugadores que tengan Black-Jack podrán solicitar el pago a la par, finalizando con esto su jugada")
	insCVAce     = cv("03.V.1.b", 709, "Quando el primer naip del crupier sea un as")
	insCVThird   = cv("03.V.1.b", 709, "A partir de este momento, nadie podrá asegurarse.")
	insCVHalf    = cv("03.V.1.b", 711, "una cantidad como máximo igual a la mitad de su apuesta primitiva")
	insCVPay     = cv("03.V.1.b", 711, "pagará los seguros a razón de dos por uno")
	pairCV       = cv("03.V.1.c", 715, "recibe las dos primeras cartas del mismo valor")
	pairStakeCV  = cv("03.V.1.c", 715, "deberá hacer una apuesta igual a la suya inicial en la otra carta")
	sixPairsCV   = cv("03.V.1.c", 715, "hasta un máximo de seis pares por cada mano inicial")
	acesCV       = cv("03.V.1.c", 715, "no se le permitirá pedir más que un sólo naip por cada as")
	split21CV    = cv("03.V.1.c", 717, "esta jugada no será considerada como Black-Jack, y se le pagará solamente una vez su apuesta")
	doubleCV     = cv("03.V.1.d", 721, "9, 10 u 11 puntos con los dos primeros naipes, o un 8 y un as, o un 9 y un as, podrá doblar su apuesta")
	doubleOneCV  = cv("03.V.1.d", 721, "no tendrá derecho más que a un solo naip suplementario, siendo el valor del as inicial de un punto")
	menorCV      = cv("03.V.1.e", 727, "siendo siempre uno el valor de as, es inferior o superior a trece, perdiéndose la postura en ambos casos para un total igual a 13")
	menorLimCV   = cv("03.V.1.e", 727, "cualquier cantidad dentro del límite mínimo y máximo operativo en la mesa")
	progCV       = cv("03.V.2", 777, "El importe de la apuesta del progresivo no puede ser superior a la mitad de la apuesta mínima de la mesa.")
	limitsCV     = cv("03.V.3", 781, "dentro de los límites del mínimo y máximo por casilla antes de distribuir las cartas")
	minCV        = cv("03.V.3.a", 783, "El mínimo vendrá fijado por la autorización concedida por la Comisión Técnica del Juego")
	maxCV        = cv("03.V.3.b", 785, "en 50, 100 o 200 veces el mínimo de la postura")
	perHandCV    = cv("03.V.3.b", 787, "El máximo se entiende por \"mano\"")
	boxCV        = cv("03.IV.b", 655, "dentro de los límites de la apuesta máxima de cada plaza")
	cutCardCV    = cv("03.V.4.b", 797, "cantidad de cartas equivalente, como mínimo, a un juego")
	burnCV       = cv("03.V.4.c", 799, "el crupier apartará las cinco primeras del distribuïdor")
	lastRoundCV  = cv("03.V.4.c", 801, "anunciará que la jugada que está realizando es la última de la tala")
	cardsCV      = cv("03.II.2", 599, "Las figuras valen diez puntos, el as un punto u once")
	boxesCV      = cv("03.IV.a", 651, "cuya cifra máxima es siete o nueve")
	tableCV      = cv("03.II.1", 591, "en su modalidad para siete o nueve jugadores")
	perBoxCV     = cv("03.IV.c", 657, "En ningún caso el número de apuestas por plaza o casilla podrá exceder del número de cuatro")
	croupierCV   = cv("03.III", 647, "Es el que dirigeix la partida, teniendo como misión la mezcla de las cartas, su distribución a los jugadores")
	jefeCV       = cv("03.III", 609, "funciones que se llevarán a cabo sobre cada una de las mesas")
	jefeMaxCV    = cv("03.III", 609, "exceder de tres en la modalidad de 9 jugadores y de cuatro en su modalidad de 7 jugadores")
	cardsCyL     = cyl("03.II", 149, "Las figuras valen diez puntos, el as un punto u once")
	boxesCyL     = cyl("03.III", 173, "cuya cifra máxima es siete")
	tableCyL     = cyl("03.II", 161, "dispone de un paño con siete casillas")
	perBoxCyL    = cyl("03.III", 183, "En ningún caso el número de apuestas por plaza o casilla podrá exceder de tres.")
	minHandsCyL  = cyl("03.III", 177, "No podrá iniciarse o continuar la partida con menos de dos manos apostadas.")
	boxCyL       = cyl("03.III", 181, "dentro de los límites de la apuesta máxima de cada plaza")
	croupierCyL  = cyl("03.III", 169, "Es el que dirige la partida, teniendo como misión, en su caso, la mezcla de las cartas, su distribución a los jugadores")
	jefeCyL      = cyl("03.III", 167, "funciones que se llevarán a cabo sobre cada una de las mesas")
	jefeMaxCyL   = cyl("03.III", 167, "sin que el número total de mesas a su cargo pueda exceder de cuatro")
	orderCyL     = cyl("03.III", 179, "seguirá el orden normal de distribución y petición de cartas")
	retiroCyL    = cyl("03.IV.1.e", 195, "Un jugador podrá desistir de su jugada, perdiendo la mitad del importe de su apuesta")
	retiroAceCyL = cyl("03.IV.1.e", 195, "siempre que el primer naipe del crupier no sea un As")
	retiro3CyL   = cyl("03.IV.1.e", 195, "antes de dar la tercera carta al primer jugador que la solicite")
)

// Rules are the black-jack checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleDecks, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Sabot con un número de barajas distinto del exigido", EN: "Shoe with a number of decks other than required"},
		Doc: rules.Text{
			ES: "El black-jack se juega con seis barajas de 52 cartas; el evento new-shoe registra las barajas del sabot.",
			EN: "Black-jack is played with six 52-card decks; the new-shoe event records the shoe's decks.",
		},
		Basis: bases(national(Decks[rules.ES1977].Cite), one(rules.Basis{Instrument: rules.CyL2008, Cites: []rules.Citation{Decks[rules.CyL2008].Cite}}),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{Decks[rules.CV2003].Cite}})),
	},
	{
		ID: RuleShoeCount, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Carta que aparece más veces de las que contiene el sabot", EN: "A card appears more often than the shoe holds"},
		Doc: rules.Text{
			ES: "Un sabot de seis barajas contiene cada carta seis veces; contando las quemadas, las encontradas boca arriba y las dadas en cada jugada, ninguna puede salir una séptima vez.",
			EN: "A six-deck shoe holds each card six times; counting the burnt cards, those found face up and those dealt in each round, none may come out a seventh time.",
		},
		Basis: bases(national(Decks[rules.ES1977].Cite, cards77), one(rules.Basis{Instrument: rules.CyL2008, Cites: []rules.Citation{Decks[rules.CyL2008].Cite, cardsCyL}}),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{Decks[rules.CV2003].Cite, cardsCV}})),
	},
	{
		ID: RuleBurn, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "No se quemaron exactamente cinco cartas", EN: "Not exactly five cards burnt"},
		Doc: rules.Text{
			ES: "Antes de dar cartas, el croupier aparta las cinco primeras del sabot (evento burn).",
			EN: "Before dealing, the croupier sets aside the first five cards of the shoe (burn event).",
		},
		Basis: bases(national(burn77), one(ref77(rules.CyL2008, noteCyL, burn77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{burnCV}})),
	},
	{
		ID: RuleCutCard, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Menos de una baraja tras la carta de corte", EN: "Less than one deck behind the cut card"},
		Doc: rules.Text{
			ES: "La carta roja de corte deja como reserva al menos una baraja (52 cartas); el evento cut-card registra la reserva.",
			EN: "The red cut card leaves at least one deck (52 cards) in reserve; the cut-card event records the reserve.",
		},
		Basis: bases(national(cutCard77), one(ref77(rules.CyL2008, noteCyL, cutCard77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{cutCardCV}})),
	},
	{
		ID: RuleAfterCut, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Jugada iniciada después de salir la carta de corte", EN: "Round begun after the cut card came out"},
		Doc: rules.Text{
			ES: "Cuando sale la carta roja, la jugada en curso es la última del sabot. Se señala la primera jugada dada del mismo sabot después de la jugada del evento cut-card-out, o iniciada cuando ya se habían sacado todas las cartas anteriores a la de corte.",
			EN: "When the red card comes out, the round in progress is the shoe's last. The first round dealt from the same shoe after the round of the cut-card-out event, or begun when every card before the cut card was already out, is reported.",
		},
		Basis: bases(national(lastRound77), one(ref77(rules.CyL2008, noteCyL, lastRound77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{lastRoundCV}})),
	},
	{
		ID: RuleCut, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Último corte no hecho por un jugador", EN: "Last cut not made by a player"},
		Doc: rules.Text{
			ES: "Preparado el sabot, el último corte se presenta a un jugador. En la Comunitat Valenciana, si ningún jugador acepta, lo hace el jefe de mesa: se admite el último evento cut de cada sabot con by=player o by=jefe-mesa. En los textos nacionales (y en Castilla y León, con el de 1977 como referencia) el texto no dice quién corta si ningún jugador acepta: el corte de un empleado se trata según el supuesto bj-cut-employee. Un sabot sin evento cut no se comprueba (se indica una vez por sesión).",
			EN: "Once the shoe is prepared, the last cut is presented to a player. In Valencia, when no player accepts, the jefe de mesa makes it: the last cut event of each shoe with by=player or by=jefe-mesa is accepted. Under the national texts (and in Castilla y León, with the 1977 text as a reference) the text does not say who cuts when no player accepts: an employee's cut is treated per switch bj-cut-employee. A shoe without a cut event is not checked (noted once per session).",
		},
		Assumptions: []string{AssumeCutEmployee},
		Basis: bases(national(cut77), one(ref77(rules.CyL2008, noteCyL, cut77)),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{cutCV, cutJefeCV}})),
	},
	{
		ID: RuleShoeReplaced, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Sabot sustituido sin volver a mezclar las cartas", EN: "Shoe replaced without reshuffling the cards"},
		Doc: rules.Text{
			ES: "En Castilla y León, cuando un bloqueo obliga a sustituir el sabot, el croupier mezcla y baraja las cartas como si se tratase de la primera partida de la mesa: un evento shoe-replaced sin un evento new-shoe en la misma jugada (la primera dada con el sabot nuevo) se señala.",
			EN: "In Castilla y León, when a jam forces the shoe to be replaced, the croupier shuffles the cards as for the table's first game: a shoe-replaced event without a new-shoe event at the same round (the first dealt from the new shoe) is reported.",
		},
		Basis: []rules.Basis{{Instrument: rules.CyL2008, Cites: []rules.Citation{replacedCyL}}},
	},
	{
		ID: RuleDealOrder, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Orden de reparto incorrecto o carta oculta", EN: "Wrong dealing order or a hidden card"},
		Doc: rules.Text{
			ES: "Con rounds.dealt: una carta a cada casilla desde la izquierda del croupier, una para él, una segunda a cada casilla; luego las cartas de los jugadores casilla por casilla y, al final, las del croupier. Toda carta salida del sabot está en alguna mano (no hay carta tapada).",
			EN: "With rounds.dealt: one card to each box from the croupier's left, one to himself, a second to each box; then the players' cards box by box and, last, the croupier's. Every card out of the shoe is in some hand (no hole card).",
		},
		Basis: bases(national(deal77, second77), one(ref77(rules.CyL2008, noteCyL, deal77, second77, orderCyL)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{dealCV, secondCV}})),
	},
	{
		ID: RuleDealerDraw, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "El croupier pidió con 17 o más, o se plantó con menos de 17", EN: "Croupier drew on 17 or more, or stood below 17"},
		Doc: rules.Text{
			ES: "El croupier pide hasta llegar a 17 y se planta con 17 o más; el as cuenta 11 si así alcanza de 17 a 21, de modo que se planta con 17 blando. En la Comunitat Valenciana puede no pedir si todos los jugadores se han pasado (fuera de ella, según el supuesto bj-dealer-all-bust); el auditor lo admite también cuando las demás manos se retiraron o cobraron a la par, pues ninguna apuesta depende ya de sus cartas. Si queda un seguro pendiente y se planta con un solo naipe, se señala en BJ-INSURANCE.",
			EN: "The croupier draws until he reaches 17 and stands on 17 or more; an ace counts 11 when that makes 17 to 21, so he stands on soft 17. In Valencia he need not draw when every player has busted (elsewhere, per switch bj-dealer-all-bust); the audit also accepts it when the other hands were surrendered or paid even money, since no stake depends on his cards any more. When an insurance is pending and he stops on one card, it is reported under BJ-INSURANCE.",
		},
		Assumptions: []string{AssumeDealerStop},
		Basis: bases(national(DealerStands[rules.ES1977], SoftSeventeen[rules.ES1977]), one(ref77(rules.CyL2008, noteCyL, DealerStands[rules.ES1977], SoftSeventeen[rules.ES1977])),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{DealerStands[rules.CV2003], SoftSeventeen[rules.CV2003], allBustCV}})),
	},
	{
		ID: RuleHit21, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Carta dada a una mano con 21 o más (Comunitat Valenciana) o después de pasarse de 21", EN: "Card given to a hand on 21 or more (Valencia) or after going over 21"},
		Doc: rules.Text{
			ES: "En la Comunitat Valenciana ninguna mano puede pedir con 21 o más; en los textos de 1977 la mano que pasa de 21 pierde y se recoge en el acto, de modo que no recibe más cartas.",
			EN: "In Valencia no hand may draw on 21 or more; under the 1977 text a hand over 21 loses and is collected at once, so it receives no more cards.",
		},
		Basis: bases(national(bust77), one(ref77(rules.CyL2008, noteCyL, bust77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{hitCV}})),
	},
	{
		ID: RuleDouble, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta doble irregular", EN: "Irregular double"},
		Doc: rules.Text{
			ES: "Sólo se dobla con 9, 10 u 11 puntos con los dos primeros naipes (y en la Comunitat Valenciana con as y 8 o as y 9, contando el as un punto), se recibe exactamente un naipe más y la apuesta añadida es igual a la inicial.",
			EN: "A double is allowed only on 9, 10 or 11 with the first two cards (and in Valencia on ace-8 or ace-9, the ace counting one), takes exactly one more card, and the added stake equals the initial one.",
		},
		Assumptions: []string{AssumeSoftDouble},
		Basis:       bases(national(double77, doubleOne77), one(ref77(rules.CyL2008, noteCyL, double77, doubleOne77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{doubleCV, doubleOneCV}})),
	},
	{
		ID: RuleSplit, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Separación de pares irregular", EN: "Irregular split"},
		Doc: rules.Text{
			ES: "Sólo se separan dos cartas del mismo valor, con una apuesta igual a la inicial en cada mano nueva; en la Comunitat Valenciana hasta seis pares por mano inicial.",
			EN: "Only two cards of the same value are split, with a stake equal to the initial one on each new hand; in Valencia up to six pairs per initial hand.",
		},
		Assumptions: []string{AssumeSplitValue, AssumeCVResplit},
		Basis: bases(national(pair77, pairStake77, resplit77), one(ref77(rules.CyL2008, noteCyL, pair77, pairStake77, resplit77)),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{pairCV, pairStakeCV, sixPairsCV}})),
	},
	{
		ID: RuleSplitAces, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Más de una carta a un as separado", EN: "More than one card to a split ace"},
		Doc: rules.Text{
			ES: "Cada as separado recibe un solo naipe; volver a separar ases se trata según el supuesto bj-resplit-aces.",
			EN: "Each split ace receives one card only; re-splitting aces is treated per switch bj-resplit-aces.",
		},
		Assumptions: []string{AssumeResplitAces},
		Basis:       bases(national(aces77), one(ref77(rules.CyL2008, noteCyL, aces77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{acesCV}})),
	},
	{
		ID: RuleInsurance, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Seguro irregular o mal liquidado", EN: "Irregular or wrongly settled insurance"},
		Doc: rules.Text{
			ES: "El seguro sólo se ofrece si el primer naipe del croupier es un as; vale la mitad de la apuesta primitiva (como máximo en la Comunitat Valenciana) y se paga 2 por 1 si el croupier hace black-jack; si no, se pierde. Se señala también el seguro liquidado sin el segundo naipe del croupier (se plantó con uno porque todas las manos se habían pasado). El momento del seguro (antes de la tercera carta) no consta en el registro y no se comprueba.",
			EN: "Insurance is offered only when the croupier's first card is an ace; it is half the original stake (at most half in Valencia) and is paid 2 to 1 when the croupier makes black-jack; otherwise it is lost. Insurance settled without the croupier's second card (he stopped on one because every hand had busted) is also reported. When the insurance was taken (before the third card) is not in the log and is not checked.",
		},
		Assumptions: []string{AssumeInsuranceHalf, AssumeInsuranceWho, AssumeDealerStop},
		Basis: bases(national(ins77Ace, ins77Half, ins77Pay), one(ref77(rules.CyL2008, noteCyL, ins77Ace, ins77Half, ins77Pay)),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{insCVAce, insCVHalf, insCVPay}})),
	},
	{
		ID: RuleEvenMoney, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Pago a la par irregular", EN: "Irregular even money"},
		Doc: rules.Text{
			ES: "En la Comunitat Valenciana quien tiene black-jack frente al as del croupier puede pedir el cobro a la par y termina su jugada; la decisión es suya y sólo afecta a sus apuestas (no a las de otros apostantes sobre la casilla). Se señala el pago a la par sin black-jack o sin as, mal pagado, o donde el texto no lo prevé (el black-jack se paga siempre 3 por 2); en este último caso, si se pagó a la par un black-jack frente a un as, la diferencia es cero: el jugador cobra lo mismo que con un seguro de la mitad pagado 2 por 1.",
			EN: "In Valencia a player holding black-jack against the croupier's ace may ask for even money, which ends his play; the decision is his and affects his own stakes only (not other bettors' on the box). Even money without a black-jack or without the ace, wrongly paid, or where the text has none (black-jack is always paid 3 to 2) is reported; in the last case, when a black-jack against an ace was paid at evens, the difference is zero: the player takes what an insurance of half paid 2 to 1 would give him.",
		},
		Assumptions: []string{AssumeUnlisted},
		Basis: bases(
			[]rules.Basis{
				{Instrument: rules.ES1977, Cites: []rules.Citation{bj77, only77, ins77Half}, Note: noteUnlisted},
				{Instrument: rules.ES1979, Cites: []rules.Citation{bj77, only77, ins77Half}, Note: note79},
				{Instrument: rules.CyL2008, Cites: []rules.Citation{prohibCyL, playsCyL}, Note: noteUnlistedCyL},
			},
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{evenCV}})),
	},
	{
		ID: RuleRetiro, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Retiro irregular", EN: "Irregular retiro (surrender)"},
		Doc: rules.Text{
			ES: "En Castilla y León el jugador puede desistir perdiendo la mitad de su apuesta, si el primer naipe del croupier no es un as y antes de la tercera carta. Se señala el retiro contra un as, en una mano que ya recibió una tercera carta, con una devolución distinta de la mitad, o donde el texto no lo prevé.",
			EN: "In Castilla y León a player may give up his hand losing half his stake, when the croupier's first card is not an ace and before the third card. A retiro against an ace, on a hand that already received a third card, with a refund other than half, or where the text has none is reported.",
		},
		Assumptions: []string{AssumeRetiroHands, AssumeUnlisted},
		Basis: bases(
			[]rules.Basis{
				{Instrument: rules.ES1977, Cites: []rules.Citation{plays77, only77}, Note: noteUnlisted},
				{Instrument: rules.ES1979, Cites: []rules.Citation{plays77, only77}, Note: note79},
				{Instrument: rules.CyL2008, Cites: []rules.Citation{retiroCyL, retiroAceCyL, retiro3CyL}},
				{Instrument: rules.CV2003, Cites: []rules.Citation{catalogCV, playsCV}, Note: noteUnlistedCV},
			}),
	},
	{
		ID: RuleMenorMayor, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Menor o mayor de 13 irregular", EN: "Irregular menor/mayor de 13"},
		Doc: rules.Text{
			ES: "En la Comunitat Valenciana, apuesta a que los dos primeros naipes suman menos o más de 13 contando el as como uno; paga a la par y pierde con 13. Se señala una liquidación distinta, o la apuesta donde el texto no la prevé.",
			EN: "In Valencia, a bet that the first two cards total less or more than 13, the ace counting one; it pays even money and loses on 13. A different settlement, or the bet where the text has none, is reported.",
		},
		Assumptions: []string{AssumeUnlisted},
		Basis: bases(
			[]rules.Basis{
				{Instrument: rules.ES1977, Cites: []rules.Citation{plays77, only77}, Note: noteUnlisted},
				{Instrument: rules.ES1979, Cites: []rules.Citation{plays77, only77}, Note: note79},
				{Instrument: rules.CyL2008, Cites: []rules.Citation{prohibCyL, playsCyL}, Note: noteUnlistedCyL},
			},
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{menorCV}})),
	},
	{
		ID: RuleProgressive, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Progresivo irregular", EN: "Irregular progressive"},
		Doc: rules.Text{
			ES: "En la Comunitat Valenciana la apuesta al progresivo no puede superar la mitad de la apuesta mínima de la mesa. Se señala también el progresivo donde el texto no lo prevé. El premio depende de la tabla expuesta y no se comprueba.",
			EN: "In Valencia the progressive stake may not exceed half the table minimum. A progressive where the text has none is also reported. The prize depends on the posted table and is not checked.",
		},
		Assumptions: []string{AssumeUnlisted},
		Basis: bases(
			[]rules.Basis{
				{Instrument: rules.ES1977, Cites: []rules.Citation{plays77, only77}, Note: noteUnlisted},
				{Instrument: rules.ES1979, Cites: []rules.Citation{plays77, only77}, Note: note79},
				{Instrument: rules.CyL2008, Cites: []rules.Citation{prohibCyL, playsCyL}, Note: noteUnlistedCyL},
			},
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{progCV}})),
	},
	{
		ID: RuleBetType, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta que no es una jugada del black-jack", EN: "Bet that is not a black-jack play"},
		Doc: rules.Text{
			ES: "Sólo se admiten las jugadas del texto (apuesta inicial, pares, doble, seguro y las propias de cada región). En la Comunitat Valenciana la Conselleria puede autorizar apuestas especiales acumuladas o bonus sobre combinaciones de naipes (p. ej. parejas perfectas, 21+3): se registran con el tipo bonus, su apuesta cuenta en el total apostado y su premio, el de la tabla autorizada, no se comprueba. Cualquier otro tipo de apuesta, y el bonus fuera de la Comunitat Valenciana (salvo con bj-unlisted-plays=allowed), se señala.",
			EN: "Only the text's plays are allowed (initial stake, split, double, insurance and each region's own). In Valencia the Conselleria may authorise special accumulated or bonus bets on card combinations (e.g. perfect pairs, 21+3): they are recorded with type bonus, their stake counts in the handle and their prize, the authorised table's, is not checked. Any other bet type, and bonus outside Valencia (unless bj-unlisted-plays=allowed), is reported.",
		},
		Assumptions: []string{AssumeUnlisted},
		Basis: bases(
			[]rules.Basis{
				{Instrument: rules.ES1977, Cites: []rules.Citation{only77, plays77}},
				{Instrument: rules.ES1979, Cites: []rules.Citation{only77, plays77}, Note: note79},
				{Instrument: rules.CyL2008, Cites: []rules.Citation{prohibCyL, playsCyL}},
			},
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{catalogCV, playsCV, bonusCV, bonusCardsCV}})),
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Mano liquidada de forma distinta de la que corresponde", EN: "Hand settled other than its cards require"},
		Doc: rules.Text{
			ES: "Cada apuesta se liquida contra las cartas: gana a la par, el black-jack cobra 3 por 2, el empate se devuelve, la mano que se pasa pierde aunque el croupier se pase después, el 21 con dos cartas tras separar cobra a la par; cuando el croupier hace black-jack, las dobles y pares se tratan según el supuesto bj-dealer-blackjack-extra.",
			EN: "Each stake is settled against the cards: a win pays even money, a black-jack 3 to 2, a tie is returned, a hand over 21 loses even if the croupier busts later, a two-card 21 after a split pays even money; when the croupier makes black-jack, doubles and splits follow switch bj-dealer-blackjack-extra.",
		},
		Assumptions: []string{AssumeDealerBJ, AssumeBJvsBJ},
		Basis: bases(national(par77, bj77, tie77, split21_77), one(ref77(rules.CyL2008, noteCyL, par77, bj77, tie77, split21_77)),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{parCV, bjCV, tieCV, split21CV}})),
	},
	{
		ID: RuleStakeMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Apuesta inferior al mínimo de la mesa", EN: "Stake below the table minimum"},
		Doc: rules.Text{
			ES: "Cada apuesta inicial (y en la Comunitat Valenciana cada menor o mayor de 13) está dentro del mínimo de la mesa.",
			EN: "Each initial stake (and in Valencia each menor/mayor de 13) is within the table minimum.",
		},
		Basis: bases(national(limits77, min77), one(ref77(rules.CyL2008, noteCyL, limits77, min77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{limitsCV, minCV, menorLimCV}})),
	},
	{
		ID: RuleStakeMax, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Apuesta por mano superior al máximo", EN: "Stake per hand above the maximum"},
		Doc: rules.Text{
			ES: "El máximo se entiende por mano: las apuestas iniciales de una casilla (todos sus apostantes, según el supuesto bj-max-scope) no lo superan; los pares y las dobles pueden sobrepasarlo.",
			EN: "The maximum is per hand: the initial stakes on one box (all its bettors, per switch bj-max-scope) do not exceed it; splits and doubles may.",
		},
		Assumptions: []string{AssumeMaxScope},
		Basis: bases(national(perHand77, box77), one(ref77(rules.CyL2008, noteCyL, perHand77, box77, boxCyL)),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{perHandCV, limitsCV, boxCV, menorLimCV}})),
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta colocada después de empezar el reparto", EN: "Bet placed after the deal began"},
		Doc: rules.Text{
			ES: "Las apuestas se hacen antes de distribuir las cartas: el croupier reparte «cuando se hayan efectuado todas las apuestas». Se señala una apuesta inicial, de menor o mayor de 13, al progresivo o bonus cuyo placed_at es posterior al comienzo del reparto: no_more_bets_at de la jugada (cuando el croupier cerró las apuestas y empezó a repartir) o, si no consta, at (cuando se decidió la jugada, siempre después del reparto). Los pares, dobles, seguros, pagos a la par y retiros son decisiones del juego y no se cuentan. Sin placed_at no se comprueba (DQ-MISSING).",
			EN: "Bets are made before the cards are dealt: the croupier deals «cuando se hayan efectuado todas las apuestas». An initial stake, menor/mayor de 13, progressive or bonus bet whose placed_at is after the deal began is reported: the round's no_more_bets_at (when the croupier closed the bets and began dealing) or, when not recorded, its at (when the round was decided, always after the deal). Splits, doubles, insurance, even money and retiro are decisions of play and do not count. Without placed_at it is not checked (DQ-MISSING).",
		},
		Basis: bases(national(before77, allBets77), one(ref77(rules.CyL2008, noteCyL, before77, allBets77)),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{limitsCV, allBetsCV}})),
	},
	{
		ID: RuleTableMax, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Máximo de la mesa que no es 50, 100 o 200 veces el mínimo", EN: "Table maximum not 50, 100 or 200 times the minimum"},
		Doc: rules.Text{
			ES: "El máximo de cada mesa se fija en 50, 100 o 200 veces el mínimo; se comprueban los límites de apertura y los de cada evento limit-change.",
			EN: "Each table's maximum is set at 50, 100 or 200 times the minimum; the opening limits and those of every limit-change event are checked.",
		},
		Basis: bases(national(max77), one(ref77(rules.CyL2008, noteCyL, max77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{maxCV}})),
	},
	{
		ID: RuleTableMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Mínimo de la mesa inferior al autorizado", EN: "Table minimum below the authorised one"},
		Doc: rules.Text{
			ES: "El mínimo lo fija la autorización; la mesa no puede abrir ni pasar (evento limit-change) a un mínimo inferior al autorizado. Se comprueba cuando el registro trae authorized_min.",
			EN: "The minimum is set by the authorisation; the table may neither open with nor change (limit-change event) to a minimum below the authorised one. Checked when the log carries authorized_min.",
		},
		Basis: bases(national(min77), one(ref77(rules.CyL2008, noteCyL, min77)), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{minCV}})),
	},
	{
		ID: RuleBoxes, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Más casillas de las que admite la mesa", EN: "More boxes than the table allows"},
		Doc: rules.Text{
			ES: "La mesa tiene como máximo 7 casillas (en la Comunitat Valenciana 7 o 9, según su modalidad 7-plazas o 9-plazas).",
			EN: "The table has at most 7 boxes (in Valencia 7 or 9, per its 7-plazas or 9-plazas version).",
		},
		Basis: bases(national(boxes77), one(rules.Basis{Instrument: rules.CyL2008, Cites: []rules.Citation{boxesCyL, tableCyL}}), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{boxesCV, tableCV}})),
	},
	{
		ID: RuleBetsPerBox, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Demasiadas apuestas en una casilla", EN: "Too many bets on one box"},
		Doc: rules.Text{
			ES: "Las apuestas iniciales de una casilla no pueden ser más de tres (Castilla y León) o cuatro (Comunitat Valenciana).",
			EN: "The initial stakes on one box may not number more than three (Castilla y León) or four (Valencia).",
		},
		Basis: []rules.Basis{{Instrument: rules.CyL2008, Cites: []rules.Citation{perBoxCyL}}, {Instrument: rules.CV2003, Cites: []rules.Citation{perBoxCV}}},
	},
	{
		ID: RuleMinHands, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Jugada con menos de dos manos apostadas", EN: "Round with fewer than two hands bet"},
		Doc: rules.Text{
			ES: "En Castilla y León la partida no puede iniciarse ni continuar con menos de dos manos apostadas (dos casillas, o dos jugadores según el supuesto bj-cyl-min-hands).",
			EN: "In Castilla y León a game may not begin or go on with fewer than two hands bet (two boxes, or two players per switch bj-cyl-min-hands).",
		},
		Assumptions: []string{AssumeMinHands},
		Basis:       []rules.Basis{{Instrument: rules.CyL2008, Cites: []rules.Citation{minHandsCyL}}},
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Jugada sin el personal exigido", EN: "Round without the required crew"},
		Doc: rules.Text{
			ES: "Cada jugada la dirige y reparte un croupier de servicio en la mesa: se señala la jugada sin ningún croupier de servicio y la dada por quien no es ninguno de los croupiers de servicio (dealer_id, si consta); en Castilla y León y la Comunitat Valenciana, además, un inspector o jefe de mesa supervisa la mesa. El texto no limita a uno los croupiers de una mesa: varios de servicio a la vez no se señalan.",
			EN: "Each round is run and dealt by a croupier on duty at the table: a round with no croupier on duty, or dealt by someone who is none of the croupiers on duty (dealer_id, when recorded), is reported; in Castilla y León and Valencia an inspector or jefe de mesa also supervises the table. The text does not limit a table to one croupier: several on duty at once are not reported.",
		},
		Basis: bases(national(croupier77), one(rules.Basis{Instrument: rules.CyL2008, Cites: []rules.Citation{croupierCyL, jefeCyL}}), one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{croupierCV, jefeCV}})),
	},
	{
		ID: RuleJefeTables, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Inspector o jefe de mesa a cargo de demasiadas mesas", EN: "Inspector or jefe de mesa in charge of too many tables"},
		Doc: rules.Text{
			ES: "Un inspector o jefe de mesa no supervisa a la vez más de cuatro mesas de black-jack (en la Comunitat Valenciana, tres en la modalidad de 9 jugadores; en los textos nacionales sólo con bj-inspector-ratio=cap). Aquí sólo se cuentan las mesas de black-jack; las mesas reducidas de punto y banca que supervise a la vez las cuenta CARD-JEFE-TABLES (cuatro mesas de naipes en Castilla y León, dos en la Comunitat Valenciana cuando se mezclan juegos).",
			EN: "An inspector or jefe de mesa supervises no more than four black-jack tables at once (in Valencia, three in the 9-player version; under the national texts only with bj-inspector-ratio=cap). Only black-jack tables are counted here; reduced punto y banca tables he supervises at the same time are counted by CARD-JEFE-TABLES (four card tables in Castilla y León, two in Valencia when games are mixed).",
		},
		Assumptions: []string{AssumeInspector},
		Basis: bases(national(inspector77), one(rules.Basis{Instrument: rules.CyL2008, Cites: []rules.Citation{jefeMaxCyL}}),
			one(rules.Basis{Instrument: rules.CV2003, Cites: []rules.Citation{jefeMaxCV}})),
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}

// PlayCites are the passages of the region that provides each play a text
// may not list (retiro: Castilla y León; even money, menor/mayor de 13,
// progressive and bonus: Valencia), by log bet type. Under
// bj-unlisted-plays=allowed the audit applies that region's conditions and
// cites them (as a reference where another region's text is in force).
var PlayCites = map[string]rules.Citation{
	"retiro":      retiroCyL,
	"even-money":  evenCV,
	"menor-13":    menorCV,
	"mayor-13":    menorCV,
	"progressive": progCV,
	"bonus":       bonusCV,
}
