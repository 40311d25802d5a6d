package fortuna

import "github.com/veedor/veedor/rules"

// t is a shorthand for the tables below.
var t = rules.T

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Citations of the Valencian text, game 10 (Spanish lines; the Catalan
// version, L2259–L2329, says the same).
var (
	boxesCV  = cv("10.II", 2293, "El jugador puede elegir entre las siguientes combinaciones: 24, 15, 7, 4, 2 y")
	cellsCV  = cv("10.II", 2291, "Tiene cincuenta y cuatro divisiones metálicas (celdas)")
	paysCV   = cv("10.V.1", 2367, "Se puede apostar a 24 posiciones, en cuyo caso el ganador empata; apostar 15 posiciones, pagándose a los ganadores 2 a 1")
	pays2CV  = cv("10.V.1", 2367, "a 7 posiciones, pagándose 5 a 1; a 4 posiciones, pagándose 10 a 1; a 2 posiciones, pagándose 20 a 1")
	jokerCV  = cv("10.V.1", 2367, "Joker* se paga 45 a 1")
	keepCV   = cv("10.V.3", 2379, "El jugador que gana recupera, en todos los casos, su apuesta")
	lossCV   = cv("10.V.3", 2379, "El crupier recoge entonces todas las apuestas perdedoras")
	lateCV   = cv("10.V.3", 2377, "toda apuesta depositada tras este aviso es rechazada")
	limitsCV = cv("10.V.2", 2371, "El máximo y mínimo de las apuestas viene fijado en la autorización de la Comisión Técnica del Juego.")
	spinCV   = cv("10.III", 2355, "es el encargado de hacer girar la rueda")
	spin2CV  = cv("10.V.3", 2377, "A continuación la rueda se hace girar por el jefe de mesa")
	crupCV   = cv("10.III", 2356, "Crupier encargado de efectuar los pagos y retirar las apuestas perdedoras.")
	auxCV    = cv("10.III", 2357, "cuando así se determine por la Dirección de Juegos")
	empataCA = cv("10.V.1 [ca]", 2317, "Es pot apostar a 24 posicions, cas en què el guanyador empata")
)

func own(cites ...rules.Citation) []rules.Basis {
	return []rules.Basis{{Instrument: rules.CV2003, Cites: cites}}
}

// Rules are the ruleta de la fortuna checks, one value each. Each has a basis
// only under the Valencian text: a session under any other is rejected.
var Rules = []*rules.Rule{
	{
		ID: RuleBox, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura a una casilla que la mesa no tiene", "Stake on a box the layout does not have"),
		Doc: t("El jugador elige entre 24, 15, 7, 4, 2 y Joker (bets.type); una postura registrada a otro número (p. ej. 1, 5, 10, 20, 40) no es una combinación del juego. Un tipo que no es un número escrito llanamente (rojo, 024, +24) se rechaza como fila inutilizable.",
			"The player chooses among 24, 15, 7, 4, 2 and Joker (bets.type); a stake recorded on another number (e.g. 1, 5, 10, 20, 40) is no combination of the game. A type that is not a plainly written number (rojo, 024, +24) is rejected as an unusable row."),
		Basis: own(boxesCV),
	},
	{
		ID: RulePayout, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura liquidada con un pago distinto del de su casilla", "Stake settled other than its box pays"),
		Doc: t("Gana la postura cuya casilla es el símbolo de la celda en que se para la rueda (rounds.outcome); se le devuelve la postura y se le paga 2 a 1 (15), 5 a 1 (7), 10 a 1 (4), 20 a 1 (2), 45 a 1 (Joker) y, en el 24, «el ganador empata» (interruptor wof-24-pays); las perdedoras se retiran.",
			"A stake wins when its box is the symbol of the cell the wheel stops on (rounds.outcome); it is handed back and paid 2 to 1 (15), 5 to 1 (7), 10 to 1 (4), 20 to 1 (2), 45 to 1 (Joker) and, on the 24, «el ganador empata» (switch wof-24-pays); losing stakes are collected."),
		Assumptions: []string{SwTwentyFour, SwJokerBoxes},
		Basis:       own(paysCV, pays2CV, jokerCV, keepCV, lossCV),
	},
	{
		ID: RuleLateBet, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura aceptada después del «no va más»", "Stake accepted after «no va más»"),
		Doc: t("Toda apuesta depositada tras el «no va más» se rechaza y se devuelve: una postura con placed_at posterior a rounds.no_more_bets_at que entra en juego es una infracción; la devuelta entera y sin pago se tuvo por rechazada.",
			"Every stake placed after «no va más» is refused and handed back: a stake with placed_at after rounds.no_more_bets_at that plays is a breach; one handed back whole and unpaid was refused."),
		Basis: own(lateCV),
	},
	{
		ID: RuleLimits, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Postura fuera del mínimo y máximo de la mesa", "Stake outside the table's minimum and maximum"),
		Doc: t("El mínimo y el máximo de las apuestas los fija la autorización; el registro los da por sesión (min_bet, max_bet) y por eventos limit-change, y puede dar el mínimo de la autorización (authorized_min), bajo el cual ninguna postura cabe aunque la mesa registre un mínimo menor. El texto no da múltiplos ni bandas: sólo se compara cada postura con los límites registrados.",
			"The minimum and maximum stakes are set by the authorization; the log gives them per session (min_bet, max_bet) and by limit-change events, and may give the authorization's minimum (authorized_min), below which no stake fits even where the table records a lower minimum. The text gives no multiples or bands: each stake is only compared with the limits recorded."),
		Basis: own(limitsCV),
	},
	{
		ID: RuleSpin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Rueda girada por quien no es el jefe de mesa", "Wheel spun by someone other than the jefe de mesa"),
		Doc: t("El jefe de mesa es el encargado de hacer girar la rueda: el empleado de rounds.dealer_id (quien la giró) ha de tener un turno de jefe-mesa en la mesa a esa hora.",
			"The jefe de mesa spins the wheel: the employee of rounds.dealer_id (who spun it) must have a jefe-mesa stint at the table at that time."),
		Basis: own(spinCV, spin2CV),
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Jugada sin jefe de mesa y crupier", "Spin without a jefe de mesa and a crupier"),
		Doc: t("El personal afecto es el jefe de mesa, que dirige la mesa y gira la rueda, y un crupier, que paga y retira; el auxiliar sólo cuando lo determine la Dirección de Juegos, por lo que no se exige. Cada jugada ha de tener en turno (staff) un jefe-mesa y un croupier.",
			"The staff is the jefe de mesa, who runs the table and spins the wheel, and a crupier, who pays and collects; the auxiliar only when the Dirección de Juegos so decides, so he is not required. Each spin must have a jefe-mesa and a croupier on duty (staff)."),
		Basis: own(spinCV, crupCV, auxCV),
	},
}

// NoText is why a session of the game under another text is rejected.
var NoText = t("El Catálogo de Castilla y León (Decreto 2/2008) sólo enumera la ruleta de la fortuna, sin texto, y ningún texto nacional la regula: no hay norma con la que auditar la sesión, que se rechaza con todas sus filas.",
	"The Castilla y León catalogue (Decreto 2/2008) only lists the ruleta de la fortuna, without text, and no national text governs it: there is no rule to audit the session against, and it is rejected with all its rows.")

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
