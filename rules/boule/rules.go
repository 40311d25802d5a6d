package boule

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

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Notes for bases that rest on the 1977 text.
var (
	// note79: the 1979 Orden governs national sessions from 20 Nov 1979, but
	// the seed holds only its roulette.
	note79 = t("El texto de 1979 disponible no contiene la boule; se aplica como referencia el texto de 1977.",
		"The available 1979 text does not contain the boule; the 1977 text stands in as a reference.")
	noteCyL = t("El Decreto 2/2008 sólo enumera la boule, sin texto; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		"Decreto 2/2008 only lists the boule, without text; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.")
)

// Citations, per text.
var (
	numbers77 = c77("04.II", 145, "la numeración de éstos de 1 al 9")
	numbersCV = cv("04.II", 813, "con la numeración del 1 al 9")
	colours77 = c77("04.II", 146, "los orificios con los números 1, 3, 6 y 8 son de color negro, y de color rojo los números 2, 4, 7 y 9, siendo amarillo el número 5")
	coloursCV = cv("04.II", 815, "los orificios con los números 1, 3, 6 y 8 son de color negro, y de color rojo los números 2, 4, 7 y 9")
	chances77 = c77("04.II", 147, "pasa (números superiores al 5) y falta (números inferiores al 5)")
	five77    = c77("04.II", 147, "pero no es ni rojo ni negro y está excluido de la serie impar")
	chancesCV = cv("04.II", 858, "pasa (números superiores al 5), y falta (números inferiores al 5)")
	fiveCV    = cv("04.II", 858, "pero no es ni rojo ni negro y está excluido de la serie impar, pasa o falta")

	two77 = c77("04.V.a", 156, "Sólo se pueden usar dos combinaciones")
	twoCV = cv("04.V.A", 879, "Sólo se pueden usar dos combinaciones")

	number77  = c77("04.V.a", 157, "apostar sobre un número entero, del 1 al 9, en cuyo caso el ganador recibe siete veces el valor de su apuesta")
	numberCV  = cv("04.V.A", 881, "Apostar sobre un número entero, del 1 al 9, en cuyo caso el ganador recibe siete veces el valor de su apuesta")
	simple77  = c77("04.V.a", 157, "el ganador recupera su apuesta y recibe un valor igual a ella")
	simpleCV  = cv("04.V.A", 883, "el ganador recupera su apuesta y recibe un valor igual a ella")
	lose577   = c77("04.V.a", 157, "cuando sale el número 5, se pierden todas las apuestas realizadas sobre estas suertes sencillas")
	lose5CV   = cv("04.V.A", 883, "cuando sale el número 5, se pierden todas las apuestas realizadas sobre estas suertes sencillas")
	keep77    = c77("04.V.c", 166, "El jugador que gana recupera, en todos los casos, su apuesta")
	keepCV    = cv("04.V.C", 937, "El jugador que gana recupera, en todos los casos, su apuesta")
	collect77 = c77("04.V.c", 166, "recoge entonces, con su rastrillo, todas las apuestas perdedoras")
	collectCV = cv("04.V.C", 937, "recoge entonces, con su rastrillo, todas las apuestas perdedoras")

	min77    = c77("04.V.b", 159, "El mínimo de apuestas viene fijado en la autorización")
	minCV    = cv("04.V.B", 887, "El mínimo de apuestas viene fijado en la autorización")
	double77 = c77("04.V.b", 159, "puede abrir los paños con una apuesta mínima igual a dos veces la autorizada")
	doubleCV = cv("04.V.B", 887, "puede abrir los paños con una apuesta mínima igual a dos veces la autorizada")

	maxN77 = c77("04.V.b", 160, "Para las apuestas sobre un número entero, no podrá ser inferior a cuarenta veces ni superior a cien veces el mínimo autorizado")
	maxNCV = cv("04.V.B", 889, "Para las apuestas sobre un número entero, no podrá ser inferior a cuarenta veces, ni superior a cien veces el mínimo autorizado")
	maxS77 = c77("04.V.b", 160, "para las suertes sencillas no podrá ser inferior a doscientas veces ni superior a quinientas veces dicho número")
	maxSCV = cv("04.V.B", 889, "para las suertes sencillas no podrá ser inferior a doscientas veces ni superior a quinientas veces dicho número")
	each77 = c77("04.V.b", 161, "Este máximo se aplica, por mesa, a cada jugador considerado aisladamente")
	eachCV = cv("04.V.B", 891, "Este máximo se aplica, por mesa, a cada jugador considerado aisladamente")

	late77 = c77("04.V.c", 164, "toda apuesta depositada tras este aviso es rechazada y el «croupier» devuelve las fichas al apostante tardío")
	lateCV = cv("04.V.C", 933, "toda apuesta depositada tras este aviso es rechazada y el crupier devuelve las fichas al apostante tardío")

	jefe77     = c77("04.III", 150, "El jefe de partida es el que dirige la misma")
	jefeCV     = cv("04.III", 868, "El jefe de mesa es el que dirige la misma.")
	croupier77 = c77("04.III", 151, "Habrá dos «croupiers», uno por cada paño, encargados de lanzar la bola")
	croupierCV = cv("04.III", 869, "Habrà crupiers uno por cada paño, encargados de lanzar la bola")
	oneLay77   = c77("04.II", 144, "También puede incluir un solo paño.")
	oneLayCV   = cv("04.II", 811, "También puede incluir un solo paño.")
	rotate77   = c77("04.III", 151, "siguiendo un orden de rotación establecido por la dirección, sin que ninguno de ellos pueda especializarse en esta misión")
	rotateCV   = cv("04.III", 869, "siguiendo un orden de rotación establecido por la dirección, sin que ninguno de ellos pueda especializarse en esta misión")
)

// bases gives a rule its 1977 citations under 1977, 1979 (as a reference)
// and Castilla y León (as a reference), and its Valencian ones. The 1984
// Orden amends only punto y banca and chemin de fer: a boule session after
// it is under the 1979 text.
func bases(c77s, cvs []rules.Citation) []rules.Basis {
	return []rules.Basis{
		own(rules.ES1977, c77s...),
		ref(rules.ES1979, note79, c77s...),
		ref(rules.CyL2008, noteCyL, c77s...),
		own(rules.CV2003, cvs...),
	}
}

// Rules are the boule checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleBetType, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Apuesta que el paño de la boule no tiene", "Bet the boule layout does not have"),
		Doc: t("Sólo hay dos combinaciones: un número entero del 1 al 9 (pleno) y las suertes sencillas (rojo, negro, par, impar, pasa, falta). Toda otra apuesta se señala y su liquidación no se comprueba.",
			"There are only two combinations: a whole number 1–9 (pleno) and the simple chances (rojo, negro, par, impar, pasa, falta). Any other bet is reported and its settlement not checked."),
		Basis: bases(cs(two77, number77), cs(twoCV, numberCV)),
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta mal liquidada", "Bet settled wrongly"),
		Doc: t("El número ganador cobra siete veces la apuesta y la suerte sencilla una vez, conservando la apuesta; las perdedoras se recogen; con el 5 (amarillo, ni rojo ni negro, fuera de impar, pasa y falta) se pierden todas las suertes sencillas. Si «siete veces» incluye la apuesta es un supuesto (bou-number-payout).",
			"A winning number is paid seven times the stake and a simple chance once, the stake kept; losing bets are collected; on 5 (yellow, neither red nor black, outside impar, pasa and falta) every simple chance loses. Whether «siete veces» includes the stake is a switch (bou-number-payout)."),
		Assumptions: []string{SwNumberPayout},
		Basis:       bases(cs(number77, simple77, lose577, keep77, collect77, colours77, chances77, five77, numbers77), cs(numberCV, simpleCV, lose5CV, keepCV, collectCV, coloursCV, chancesCV, fiveCV, numbersCV)),
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuesta posterior al «no va más» aceptada", "Bet after «no va más» accepted"),
		Doc: t("Toda apuesta depositada tras el «no va más» se rechaza y se devuelve: una apuesta con placed_at posterior a no_more_bets_at que no se devolvió entera sin pago se señala.",
			"Every bet placed after «no va más» is refused and handed back: a bet with placed_at after no_more_bets_at not handed back whole and unpaid is reported."),
		Basis: bases(cs(late77), cs(lateCV)),
	},
	{
		ID: RuleStakeMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Apuesta inferior al mínimo de la mesa", "Stake below the table minimum"),
		Doc: t("El mínimo de las apuestas lo fija la autorización (o el doble que abre el director): una apuesta inferior al mínimo de la mesa en ese momento se señala.",
			"The minimum stake is set by the authorisation (or the double the director opens with): a stake below the table minimum in force is reported."),
		Basis: bases(cs(min77), cs(minCV)),
	},
	{
		ID: RuleTableMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Mínimo de la mesa distinto del autorizado", "Table minimum other than the authorised one"),
		Doc: t("El mínimo de la mesa es el autorizado o, por decisión del director, el doble. Un mínimo inferior al autorizado se señala siempre; uno que no es ni el autorizado ni su doble, sólo con bou-double-minimum=only-double. Necesita authorized_min.",
			"The table minimum is the authorised one or, by the director's decision, twice it. A minimum below the authorised one is always reported; one that is neither it nor its double only under bou-double-minimum=only-double. Needs authorized_min."),
		Assumptions: []string{SwDoubleMinimum},
		Basis:       bases(cs(min77, double77), cs(minCV, doubleCV)),
	},
	{
		ID: RuleMaxBand, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Máximo de la mesa fuera de su banda", "Table maximum outside its band"),
		Doc: t("El máximo sobre un número entero (max_bet) no puede ser inferior a 40 veces ni superior a 100 veces el mínimo autorizado (authorized_min; sin él, sólo el tope, sobre min_bet). En un paño abierto al doble, la banda sobre el mínimo autorizado o sobre el de la mesa es un supuesto (bou-max-base; por defecto se admiten ambas).",
			"The maximum on a whole number (max_bet) may not be below 40 times nor above 100 times the authorised minimum (authorized_min; without it, only the ceiling, on min_bet). On a layout opened at twice the minimum, whether the band rests on the authorised minimum or the table's is a switch (bou-max-base; by default both are accepted)."),
		Assumptions: []string{SwMaxBase},
		Basis:       bases(cs(maxN77), cs(maxNCV)),
	},
	{
		ID: RuleStakeMax, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Apuestas de un jugador por encima del máximo", "A player's stakes above the maximum"),
		Doc: t("El máximo se aplica a cada jugador aisladamente: lo que un jugador (player_id; sin él, cada apuesta por separado) pone en una jugada sobre un número no puede pasar el máximo de la mesa (max_bet), ni lo que pone sobre una suerte sencilla 500 veces el mínimo autorizado, el tope de su banda (el máximo fijado para las suertes sencillas no consta en el registro; en un paño abierto al doble, 500 veces el mínimo de la mesa salvo con bou-max-base=authorised).",
			"The maximum applies to each player on his own: what one player (player_id; without it, each bet on its own) puts on a number in a round may not exceed the table maximum (max_bet), nor what he puts on a simple chance 500 times the authorised minimum, the ceiling of its band (the maximum set for the simple chances is not in the log; on a layout opened at twice the minimum, 500 times the table minimum unless bou-max-base=authorised)."),
		Assumptions: []string{SwMaxBase},
		Basis:       bases(cs(maxN77, maxS77, each77), cs(maxNCV, maxSCV, eachCV)),
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Jugada sin jefe de mesa o sin un croupier por paño", "Round without its jefe or without a croupier per layout"),
		Doc: t("El jefe dirige la partida y hay un croupier por paño (dos si la mesa tiene dos paños, variant dos-panos; si no, uno). Se señala la primera jugada en que falta cada uno (staff: jefe-mesa, croupier).",
			"The jefe directs the game and there is a croupier per layout (two if the table has two layouts, variant dos-panos; else one). The first round each is missing is reported (staff: jefe-mesa, croupier)."),
		Basis: bases(cs(jefe77, croupier77, oneLay77), cs(jefeCV, croupierCV, oneLayCV)),
	},
	{
		ID: RuleLauncher, Games: games, Kind: rules.Violation, Severity: rules.Low,
		Title: t("Un croupier especializado en lanzar la bola", "A croupier specialised in launching the ball"),
		Doc: t("Los croupiers lanzan la bola en el orden de rotación que fija la dirección, sin especializarse. El orden no consta en el registro: sólo con bou-launcher=session se señala la sesión en que un croupier lanzó todas las bolas (dealer_id) mientras otro trabajaba en la mesa.",
			"The croupiers launch the ball in the rotation management sets, none specialising. The order is not in the log: only under bou-launcher=session is a session reported in which one croupier launched every ball (dealer_id) while another worked at the table."),
		Assumptions: []string{SwLauncher},
		Basis:       bases(cs(rotate77), cs(rotateCV)),
	},
	{
		ID: RuleSpinner, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Bola lanzada por quien no es croupier de la mesa", "Ball launched by someone who is not a croupier of the table"),
		Doc: t("Lanzar la bola es tarea de los croupiers: una jugada cuyo dealer_id es, a esa hora, un empleado de la mesa con otro cargo (el jefe de mesa, por ejemplo) lo infringe (las jugadas seguidas del mismo empleado forman un hallazgo). Un dealer_id que no figura en el personal de la mesa a esa hora se señala como dato ausente (DQ-MISSING); un dealer_id vacío no se juzga.",
			"Launching the ball is the croupiers' task: a round whose dealer_id is, at that time, an employee of the table in another role (the jefe de mesa, say) breaks it (consecutive rounds by the same employee make one finding). A dealer_id not on the table's staff at that time is reported as missing data (DQ-MISSING); an empty dealer_id is not judged."),
		Basis: bases(cs(croupier77), cs(croupierCV)),
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
