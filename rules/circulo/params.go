// Package circulo is póquer de círculo: poker among the players, the casino
// dealing and taking a rake or an hourly fee (Castilla y León 2008, game 11,
// general rules and six variants; Comunitat Valenciana 2003, game 12, general
// rules and sintético). It holds the variants' parameters with their
// citations, the rules, the switches and the pure functions the replay uses
// besides the hand evaluators of package hands.
package circulo

import (
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
)

// Game is the log's game slug.
const Game = "poquer-circulo"

// Variants, the log's sessions.variant.
const (
	Cubierto  = "cubierto"
	SevenStud = "seven-stud"
	Omaha     = "omaha"
	HoldEm    = "hold-em"
	FiveStud  = "five-stud"
	Sintetico = "sintetico"
)

// MaxSeats is the most seated players a table admits (CyL L511).
const MaxSeats = 10

// MinPlayers is the fewest players a hand may be dealt to (L597, CV L2926).
const MinPlayers = 4

func cyl(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CyL2008, section, line, quote)
}

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

// Variant is what the replay needs of one variant.
type Variant struct {
	ID string
	// Decks are the deck sizes allowed (cubierto: 52 or 32).
	Decks []int
	// Hole is the number of cards a seat shows at the showdown (own cards),
	// Board the community cards (0: none).
	Hole, Board int
	// Intervals is the number of betting intervals (0: not fixed by the text).
	Intervals int
	// Figuras: the Figuras combination ranks (cubierto only, L555).
	Figuras bool
	// Stud: the seats have face-up cards that decide who opens.
	Stud bool
	// Flop: hold'em-like flow, opened left of the mano.
	Flop bool
	Cite rules.Citation
}

// Variants by slug. Intervals of sintético are the Valencian five (L3194);
// Castilla y León gives that variant no procedure (A-53, IntervalsCyL).
var Variants = map[string]*Variant{
	Cubierto:  {ID: Cubierto, Decks: []int{52, 32}, Hole: 5, Intervals: 2, Figuras: true, Cite: DeckCubierto},
	SevenStud: {ID: SevenStud, Decks: []int{52}, Hole: 7, Intervals: 5, Stud: true, Cite: DeckCyL},
	Omaha:     {ID: Omaha, Decks: []int{52}, Hole: 4, Board: 5, Intervals: 4, Flop: true, Cite: DeckOmaha},
	HoldEm:    {ID: HoldEm, Decks: []int{52}, Hole: 2, Board: 5, Intervals: 4, Flop: true, Cite: HoldEmCards},
	FiveStud:  {ID: FiveStud, Decks: []int{32}, Hole: 5, Intervals: 4, Stud: true, Cite: DeckFiveStud},
	Sintetico: {ID: Sintetico, Decks: []int{28}, Hole: 2, Board: 5, Intervals: 5, Cite: DeckSintetico},
}

// IntervalsIn is the number of betting intervals the text in force fixes for
// the variant, 0 when it fixes none (sintético in Castilla y León, L865).
func (v *Variant) IntervalsIn(instrument string) int {
	if v.ID == Sintetico && instrument != rules.CV2003 {
		return 0
	}
	return v.Intervals
}

// InDeck reports whether c belongs to a deck of n cards: 52 all, 32 from
// the 7 up (L855), 28 from the 8 up (L865); the ace in all.
func InDeck(n int, c cards.Card) bool {
	switch n {
	case 32:
		return c.Rank == 0 || c.Rank >= 6
	case 28:
		return c.Rank == 0 || c.Rank >= 7
	}
	return true
}

// Citations shared by the rules, the switches and the replay.
var (
	DeckCyL       = cyl("11.1.III", 509, "Se juega con una baraja de características similares a las utilizadas en el juego de black-jack o veintiuno, de 52 cartas")
	DeckCubierto  = cyl("11.2.I", 735, "Se jugará con 52 ó 32 cartas, en función del número de jugadores")
	DeckFiveStud  = cyl("11.3.IV", 855, "Se juega con 32 cartas en lugar de 52")
	DeckSintetico = cyl("11.3.V", 865, "se jugará con 28 cartas de una baraja de naipes")
	DeckOmaha     = cyl("11.3.II", 835, "que se juega con 52 cartas")
	DeckCV        = cv("12.II.1", 2653, "cartas inglesas")
	DeckCVSint    = cv("12.IX", 3181, "Se juega con 28 cartas en lugar de las 52 cartas que tiene la baraja inglesa completa")
	HoldEmCards   = cyl("11.3.III", 849, "sólo da a los jugadores dos cartas")
	OmahaCards    = cyl("11.3.II", 837, "del reparto de cuatro cartas cubiertas")
	OmahaHand     = cyl("11.3.II", 835, "eligiendo dos de las cuatro cartas que tiene el jugador en la mano y tres de las cinco cartas")
	HoldEmHand    = cyl("11.3.III", 847, "eligiendo cualesquiera de las siete cartas de que se dispone en cada jugada")
	SevenCards    = cyl("11.3.I", 779, "con siete cartas entregadas por el crupier")
	FiveStudDeal  = cyl("11.3.IV", 857, "El crupier da una carta cubierta a cada uno de los jugadores en lugar de dos y una descubierta")
	CubiertoDeal  = cyl("11.2.II", 739, "reciben cinco cartas cubiertas y comienza el primer intervalo de apuestas")
	SintHand      = cyl("11.3.V", 863, "dos entregadas o repartidas por el crupier a cada jugador y tres de las cinco cartas alineadas sobre la mesa de juego")
	SintHandCV    = cv("12.IX", 3177, "dos repartidas por el crupier a cada jugador y tres de las cinco cartas comunes")
	SintDealCV    = cv("12.IX", 3192, "el crupier reparte dos cartas cubiertas a cada jugador y descubre la primera de las cinco cartas comunes")
	Misdeal       = cyl("11.1.VII.1 b)", 669, "Cuando un jugador reciba más o menos cartas de las debidas y no se pueda corregir el error antes de realizar las apuestas")
	MisdealCV     = cv("12.IX", 3205, "Si un jugador recibe más o menos de las dos cartas que le corresponden.")
	MisdealGenCV  = cv("12.VIII.1 b)", 3092, "Si un jugador recibe menos cartas de las debidas y no se puede corregir el error antes de comenzar las apuestas.")

	SeatsCyL   = cyl("11.1.III", 511, "La mesa sólo admitirá jugadores sentados hasta un máximo de 10")
	OneCyL     = cyl("11.1.IV", 531, "sólo se podrá sentar un jugador")
	OneCV      = cv("12.IV", 2730, "sólo se podrá sentar un jugador")
	FourCyL    = cyl("11.1.VI.1", 597, "como mínimo, cuatro jugadores, número que deberá mantenerse a lo largo de toda la partida")
	FourCV     = cv("12.VII.1", 2926, "como mínimo cuatro jugadores, número que deberá mantenerse a lo largo de toda la partida")
	RestCyL    = cyl("11.1.IV", 535, "puede descansar durante dos jugadas o manos, sin perder el puesto en la mesa")
	RestCV     = cv("12.IV", 2736, "puede descansar dos jugadas o manos sin perder el puesto en la mesa")
	ButtonCyL  = cyl("11.1.VI.2", 599, "irá rotando en el sentido de las agujas del reloj cada vez que procede un nuevo reparto de cartas")
	ButtonCV   = cv("12.VII.1", 2930, "La mano irá rotando en el sentido contrario a las agujas del reloj cada vez que procede un nuevo reparto de cartas")
	CrupierCyL = cyl("11.1.IV", 523, "Cada mesa de juego tendrá permanentemente a su servicio un crupier")
	CrupierCV  = cv("12.III", 2714, "Cada mesa de juego tendrá permanentemente a su servicio un crupier")

	LimitsCyL      = cyl("11.1.V.3 a)", 583, "El mínimo puede variar entre el 20 y el 40 por 100 del máximo")
	AnteCyL        = cyl("11.1.V.3 a)", 583, "será como máximo un 50 por 100 del mínimo de la mesa")
	LimitsCV       = cv("12.VI.3 a)", 2867, "El mínimo puede variar entre el 20 y el 40% del máximo")
	AnteCV         = cv("12.VI.3 a)", 2867, "será como máximo un 50% del mínimo de la mesa")
	ChangeCyL      = cyl("11.1.V.3 b)", 593, "con previo anuncio a los jugadores")
	ChangeCV       = cv("12.VI.3 b)", 2922, "con previo anuncio a los jugadores")
	SplitCyL       = cyl("11.1.V.3 a)", 587, "El máximo de la apuesta está limitado por la mitad del bote")
	PotCyL         = cyl("11.1.V.3 a)", 589, "El máximo de la apuesta está limitado por el bote")
	NoLimitCyL     = cyl("11.1.V.3 a)", 591, "el mínimo no puede ser nunca inferior al autorizado")
	SplitCV        = cv("12.VI.3 a)", 2871, "el máximo de la apuesta está limitado por la mitad del bote")
	PotCV          = cv("12.VI.3 a)", 2873, "el máximo de la apuesta está limitado por el bote")
	NoLimitCV      = cv("12.VI.3 a)", 2918, "el mínimo no puede ser nunca inferior al autorizado")
	TiersStud      = cyl("11.3.I.3 a)", 783, "En los dos primeros intervalos de apuestas se juega con el límite más bajo y en los tres siguientes con el límite más alto")
	OpenPair       = cyl("11.3.I.3 a)", 783, "Caso de que las dos primeras cartas descubiertas sean una pareja, se jugará con el límite más alto")
	LimitedSix     = cyl("11.3.I.3 b)", 787, "Igual a la mitad del bote que existe al dar la sexta carta")
	LimitedSvn     = cyl("11.3.I.3 b)", 789, "Igual al bote que existe al dar la séptima carta")
	RaisesStud     = cyl("11.3.I.3", 791, "cada jugador puede subir su apuesta como máximo tres veces")
	HeadsUpCyL     = cyl("11.1.VI.4", 631, "en el caso de que sólo existan dos jugadores no hay límite al número de veces")
	HeadsUpCV      = cv("12.VII.2", 2999, "en el caso de que sólo existan dos jugadores no hay límite al número de veces")
	RakeCyL        = cyl("11.1.III", 517, "Será hasta del 5 por 100 sobre el dinero aportado en cada mano")
	RakeWhenCyL    = cyl("11.1.III", 517, "deduciéndolo antes de hacer el pago al jugador ganador de cada mano")
	RakeAnnCyL     = cyl("11.1.III", 517, "anunciándolo a los jugadores antes del inicio de la partida")
	RakeCV         = cv("12.II.3", 2665, "Un porcentaje sobre el bote que, en ningún caso superará el 5%")
	RakeIntervalCV = cv("12.II.3", 2665, "se aplicará en cada uno de los intervalos de apuestas")
	OptionsCyL     = cyl("11.1.III", 515, "eligiendo una de las dos opciones")
	OptionsCV      = cv("12.II.3", 2663, "eligiendo uno de las dos opciones")
	FeeCyL         = cyl("11.1.III", 519, "oscilará por sesión entre el 10 y 20 por 100 del máximo de la mesa o del resto")
	FeeCV          = cv("12.II.3", 2667, "oscilará entre el 10 y el 20% del máximo de la mesa o del resto")

	CheckCyL    = cyl("11.1.VI.4 b)", 623, "siempre y cuando ningún jugador anterior haya realizado una apuesta durante ese intervalo de apuestas")
	CheckCV     = cv("12.VII.2 b)", 2961, "siempre y cuando ningún jugador anterior haya realizado una apuesta durante ese intervalo de apuestas")
	CallCyL     = cyl("11.1.VI.4 d)", 627, "sea igual a la de cualquier otro jugador pero no superior")
	CallCV      = cv("12.VII.2 c)", 2995, "sea igual a la de cualquier otro jugador pero no superior")
	ShortCyL    = cyl("11.1.VII.3 c)", 691, "sólo podrá añadir las precisas para igualar la apuesta")
	ShortCV     = cv("12.VIII.3 c)", 3113, "sólo podrá añadir las precisas para igualar la apuesta")
	OverCyL     = cyl("11.1.VII.3 d)", 693, "se considera que cubre sólo la apuesta y se le devuelve la cantidad que ha puesto de más")
	OverCV      = cv("12.VIII.3 d)", 3115, "se considera que cubre sólo la apuesta y se le devuelve la cantidad que ha puesto de más")
	EqualCyL    = cyl("11.1.VI.4", 633, "deben haber puesto el mismo valor de fichas en el bote, excepto si su resto no alcanza el valor total")
	EqualCV     = cv("12.VII.2", 3001, "deben haber puesto el mismo valor de fichas en el bote")
	AllInCyL    = cyl("11.1.VI.6", 639, "En el caso de que no lo tengan, jugarán la cantidad proporcional apostada")
	AllInCV     = cv("12.VII.2", 3011, "Si no lo tuvieran jugarán en proporción a la cantidad apostada.")
	TurnCyL     = cyl("11.1.IV", 527, "vigila para que ningún jugador apueste fuera de turno")
	TurnCV      = cv("12.III.2", 2722, "vigilancia para que ningún jugador apueste fuera de turno")
	OrderCyL    = cyl("11.1.VI.4", 615, "el crupier va indicando a quién le corresponde apostar, según la variante del póquer de que se trate")
	RaiseCyL    = cyl("11.1.VI.4 e)", 629, "lo que dará lugar a que los jugadores, situados a su izquierda, realicen alguna de las acciones")
	RaiseCV     = cv("12.VII.2 d)", 2997, "lo que dará lugar a que los jugadores, situados a su derecha, realicen alguna de las acciones")
	BringIn     = cyl("11.3.I.4", 795, "El jugador que tenga la carta más baja de entre las destapadas hablará primero")
	BringInMust = cyl("11.3.I.4", 795, "no podrá pasar ni retirarse, debiendo efectuar, como mínimo, la apuesta mínima de la mesa")
	BringInTie  = cyl("11.3.I.4", 795, "En caso de igualdad, hablará el más cercano por la izquierda a la mano")
	StudOpen    = cyl("11.3.I.4", 797, "se abre por el jugador que tenga la combinación de cartas más alta o en su defecto con la carta más alta")
	StudLater   = cyl("11.3.I.4", 801, "El tercer y cuarto intervalo de apuestas se realiza como el segundo")
	StudLastTie = cyl("11.3.I.4", 803, "En caso de igualdad hablará el más cercano por la derecha a la mano")
	FiveOpen    = cyl("11.3.IV", 857, "el jugador con la combinación más alta es el que inicia las apuestas")
	Openers     = cyl("11.2.II.1 a)", 741, "siempre y cuando tenga una pareja de jota o una combinación mayor")
	BlankHands  = cyl("11.2.II.3", 747, "se necesitará al menos una pareja de damas para abrir el bote")
	DrawOpen    = cyl("11.2.II.6", 759, "corresponderá al jugador que abrió el bote pasar o apostar")
	SintOpenCV  = cv("12.IX", 3194, "comienza el primer turno de apuestas por el jugador que tiene la mano")
	AnteCyL699  = cyl("11.1.VII.3 g)", 699, "deberán poner el “ante” si quieren participar en la mano")
	AnteCV3121  = cv("12.VIII.3 g)", 3121, "deben poner el «ante» si quieren participar en la mano")

	UncontCyL  = cyl("11.1.VI.4", 635, "obtendrá el bote sin necesidad de enseñar sus cartas")
	UncontCV   = cv("12.VII.2", 3003, "se lleva el bote sin necesidad de enseñar sus cartas")
	SpeakCyL   = cyl("11.1.VI.8", 651, "indica cuál es el jugador con la combinación más alta")
	SpeakCV    = cv("12.VII.3", 3023, "indica cuál es el jugador con la combinación más alta")
	CardsCyL   = cyl("11.1.VII.2 a)", 679, "las cartas hablan por sí mismas")
	SplitPot   = cyl("11.1.VI.9", 655, "en proporción a sus respectivos restos")
	SplitPotCV = cv("12.VII.3", 3075, "en proporción a sus respectivos restos")
	FlushFull  = cyl("11.1.V.1 e)", 549, "el color es más importante que el full")
	FlushCV    = cv("12.VI.1", 2841, "el color es más importante que el Full")
	FigurasCyL = cyl("11.1.V.1 h)", 555, "Esta combinación sólo se utiliza en la variedad de póquer cubierto con cinco cartas")
	FigTie     = cyl("11.1.V.2 f)", 575, "gana el que tiene la pareja más alta y, si coincide, se considera la carta de valor más alto")
	FlushTie   = cyl("11.1.V.2 d)", 571, "gana el que tiene la carta de valor más alto")
	HighCard   = cyl("11.1.V.1 k)", 561, "gana el jugador que tenga la carta mayor")
	StraightT  = cyl("11.1.V.2 c)", 569, "gana aquél que la complete con la carta de mayor valor")
	AceLow     = cyl("11.1.III", 509, "El As puede ser utilizado como la carta más pequeña delante de la menor con que se juegue")

	BuyCyL  = cyl("11.1.VIII e)", 717, "Comprar o añadir fichas al resto para aumentarlo, una vez que se ha iniciado la jugada")
	BuyCV   = cv("12.V e)", 2746, "Comprar o añadir fichas al resto para aumentarlo, una vez que se ha iniciado la jugada")
	KeepCyL = cyl("11.1.VIII g)", 721, "Guardarse las fichas de su resto")
	KeepCV  = cv("12.V g)", 2748, "Guardarse las fichas de su resto")
	RestoCV = cv("12.IX", 3187, "Resto inicial: de 10 a 200 veces la cantidad de la apuesta mínima de la mesa")
	RebuyCV = cv("12.IX", 3188, "Reposiciones: de 5 a 100 veces la cantidad de la apuesta mínima de la mesa")
	EmptyCV = cv("12.IX", 3185, "En caso de agotarse el resto, se podrán hacer reposiciones")
)
