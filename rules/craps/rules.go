package craps

import "github.com/veedor/veedor/rules"

// Shorthands for the tables below.
var (
	t  = rules.T
	cs = rules.Cites
)

func c77(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.ES1977, section, line, quote)
}

func cv(section string, line int, quote string) rules.Citation {
	return rules.Cite(rules.CV2003, section, line, quote)
}

var games = []string{Game}

// Notes for the bases that rest on the 1977 text.
var (
	// note79: the 1979 Orden governs national sessions from 20 Nov 1979, but
	// the seed holds only its roulette section.
	note79 = t("El texto de 1979 disponible no contiene los dados; se aplica como referencia el texto de 1977.",
		"The available 1979 text does not contain craps; the 1977 text stands in as a reference.")
	noteCyL = t("El Decreto 2/2008 sólo enumera los dados, sin su reglamentación; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		"Decreto 2/2008 only lists craps, without its rules; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.")
)

// Citations, 1977 (06. DADOS O CRAPS, L199–L260) and CV 2003 (09, L2055–L2279).
var (
	dice77         = c77("06.II.1", 206, "tres pares de dados en perfecto estado y distintos de los usados en la sesión anterior")
	crew77         = c77("06.III", 208, "En cada mesa de dados prestará sus servicios un jefe de mesa, dos «croupiers» y un «stickman».")
	list77         = c77("06.IV.1", 214, "Los jugadores no podrán hacer uso más que de las siguientes clases de suertes")
	place77        = c77("06.IV.1.D", 240, "sobre los números 4, 5, 6, 8, 9 ó 10")
	win77          = c77("06.IV.1.A", 216, "Gana con 7 ó 11, pierde con 2, 3 ó 12")
	winPt77        = c77("06.IV.1.A", 216, "ganan si el punto se repite, pierden si sale el 7")
	winFirst77     = c77("06.IV.1.A", 216, "Win. Que se juega a la primera tirada.")
	pass77         = c77("06.IV.1.A", 216, "Los dados cambian de mano cuando sale el 7, que hace perder.")
	dwin77         = c77("06.IV.1.A", 217, "Gana con 2 ó 3, pierde con 7 ó 11 y da resultado nulo en 12")
	dwinFirst77    = c77("06.IV.1.A", 217, "Don't Win. Que se juega a la primera tirada.")
	come77         = c77("06.IV.1.A", 218, "Que se juega en cualquier momento después de la primera tirada")
	dcomeFirst77   = c77("06.IV.1.A", 219, "Don't Come. Que se juega en cualquier momento después de la primera tirada.")
	dcome77        = c77("06.IV.1.A", 219, "Gana si sale el 2 ó 3, pierde con el 7 ó el 11 y da resultado nulo con el 12")
	contract77     = c77("06.IV.1.A", 220, "Las apuestas colocadas sobre Win, Don't Come, no pueden ser retiradas")
	contractPlay77 = c77("06.IV.1.A", 220, "deben jugar hasta que se hayan ganado o perdido")
	field77        = c77("06.IV.1.A", 221, "Se paga doble si sale el 2 o el 12, y a la par para las otras puntuaciones")
	big677         = c77("06.IV.1.A", 222, "Gana si sale una puntuación de 8 formada de cualquier manera")
	big877         = c77("06.IV.1.A", 223, "Gana si sale na puntuación de 8 formada de cualquier manera")
	under77        = c77("06.IV.1.A", 224, "Gana si el total de los puntos formado por los dados es inferior a 7")
	over77         = c77("06.IV.1.A", 225, "Gana cuando la puntuación formada por los dados es superior a 7")
	hard77         = c77("06.IV.1.B", 227, "El doble de 2 y el doble de 5 se pagan siete veces la apuesta")
	hardTot77      = c77("06.IV.1.B", 227, "Que se juega sobre los totales de 4, 6, 8 ó 10 formados por dobles")
	j777           = c77("06.IV.1.B", 228, "Juego de 7. Que se paga cuatro veces la apuesta.")
	j1177          = c77("06.IV.1.B", 229, "Juego de 11. Que se paga quince veces la apuesta.")
	anyc77         = c77("06.IV.1.B", 230, "Any Craps. Que se paga siete veces la apuesta.")
	c277           = c77("06.IV.1.B", 231, "Craps 2. Que se paga treinta veces la apuesta.")
	c377           = c77("06.IV.1.B", 232, "Craps 3. Que se paga quince veces la apuesta.")
	c1277          = c77("06.IV.1.B", 233, "Craps 12. Que se paga treinta veces la apuesta.")
	horn77         = c77("06.IV.1.B", 234, "Horn. Que se paga cuatro veces la apuesta.")
	assoc77        = c77("06.IV.1.C", 235, "sólo pueden jugarse cuando la suerte simple correspondiente, cuyo punto es conocido, ha sido ya apostada")
	odds77         = c77("06.IV.1.C", 236, "La apuesta es pagada 2 por 1 si el punto es 4 ó 10; 3 por 2")
	dodds77        = c77("06.IV.1.C", 237, "La apuesta se paga 1 por 2, si el punto en 4 ó 10; 2 por 3")
	right77        = c77("06.IV.1.D", 241, "La apuesta se paga 7 por 6, si el punto es 6 ó 8; 7 por 5")
	wrong77        = c77("06.IV.1.D", 242, "La apuesta es pagada 4 por 5 si el punto es 6 ó 8, 5 por 8")
	simpleMax77    = c77("06.IV.2", 245, "la apuesta máxima no podrá ser inferior a cien veces, ni superior a mil veces, del mínimo de cada mesa")
	minMax77       = c77("06.IV.2", 244, "Las apuestas mínima y máxima se determinarán en la autorización del Casino.")
	multMax77      = c77("06.IV.2", 246, "y a lo más, igual al triple de dicha ganancia")
	oddsMax77      = c77("06.IV.2", 247, "la apuesta máxima se determinará por el importe de las apuestas efectivamente hechas")
	doddsMax77     = c77("06.IV.2", 248, "para 4 y 10, el 200 por 100 del importe de la apuesta hecha sobre la suerte sencilla correspondiente")
	rightMax77     = c77("06.IV.2", 249, "o el 120 por 100 de este máximo para 6 y 8")
	wrongMax77     = c77("06.IV.2", 250, "igual al 125 por 100 del máximo de las apuestas sobre las suertes sencillas para 8 y 8")
	barred77       = c77("06.IV.3", 258, "podrá privar a un jugador de su derecho a tirar los dados")
	change77       = c77("06.IV.3", 255, "pero no podrá hacerlo durante la serie de lanzamientos precisos para alcanzar el número designado como punto")
	null77         = c77("06.IV.3", 257, "el «stickman» anunciará «tirada nula»")
	sixDice77      = c77("06.IV.3", 259, "los seis dados al servicio de la mesa")
	late77         = c77("06.IV.3", 260, "No podrán hacerse apuestas después del «ya no va más».")
	shooterBet77   = c77("06.IV.3", 260, "deberá apostar sobre el «Win» o sobre el «Don't Win» antes de lanzarlos")

	diceCV         = cv("09.II.1", 2069, "seis dados en perfecto estado y distintos de los usados en la sesión anterior")
	crewCV         = cv("09.III", 2075, "En cada mesa de dados prestará sus servicios un jefe de mesa, dos crupiers y un *stickman*.")
	listCV         = cv("09.IV.1", 2087, "Los jugadores no podrán hacer uso más que de las siguientes clases de suertes")
	placeCV        = cv("09.IV.1.D", 2217, "sobre los números 4, 5, 6, 9 o 10")
	winCV          = cv("09.IV.1.A", 2091, "Gana con 7 u 11, pierde con 2, 3 o 12")
	winPtCV        = cv("09.IV.1.A", 2091, "ganan si el punto se repite, pierden si sale el 7")
	winFirstCV     = cv("09.IV.1.A", 2091, "Win. Que se juega a la primera tirada.")
	passCV         = cv("09.IV.1.A", 2091, "Los dados cambian de mano cuando sale el 7, que hace perder.")
	dwinCV         = cv("09.IV.1.A", 2093, "Gana con 2 o 3, pierde con 7 u 11 y da resultado nulo en 12")
	dwinFirstCV    = cv("09.IV.1.A", 2093, "Don't Win. Que se juega a la primera tirada.")
	comeCV         = cv("09.IV.1.A", 2095, "Que se juega en cualquier momento después de la primera tirada")
	dcomeFirstCV   = cv("09.IV.1.A", 2097, "Don't Come. Que se juega en cualquier momento después de la primera tirada.")
	dcomeCV        = cv("09.IV.1.A", 2097, "Gana si sale el 2 o 3, pierde con el 7 o el 11 y da resultado nulo con el 12")
	contractCV     = cv("09.IV.1.A", 2139, "Las apuestas colocadas sobre *Win* no pueden ser retiradas")
	contractPlayCV = cv("09.IV.1.A", 2139, "deben jugar hasta que se hayan ganado o perdido")
	fieldCV        = cv("09.IV.1.A", 2141, "Se paga doble si sale el 2 o el 12, y a la par para las otras puntuaciones")
	big6CV         = cv("09.IV.1.A", 2143, "Gana si sale una puntuación de 6 formada de cualquier manera")
	big8CV         = cv("09.IV.1.A", 2145, "Gana si sale una puntuación de 8 formada de cualquier manera")
	underCV        = cv("09.IV.1.A", 2147, "Gana si el total de los puntos formados por los dados es inferior a 7")
	overCV         = cv("09.IV.1.A", 2149, "Gana cuando la puntuación formada por los dados es superior a 7")
	hardCV         = cv("09.IV.1.B", 2153, "El doble de 2 y el doble de 5 se pagan siete veces la apuesta")
	hardTotCV      = cv("09.IV.1.B", 2153, "Que se juega sobre los totales de 4, 6, 8 o 10 formados por dobles")
	j7CV           = cv("09.IV.1.B", 2155, "Juego de 7. Que se paga cuatro veces la apuesta.")
	j7CVca         = cv("09.IV.1.B", 2115, "Joc de 7. Que es paga quinze vegades l'aposta.")
	j11CV          = cv("09.IV.1.B", 2157, "Juego de 11. Que se paga quince veces la apuesta.")
	anycCV         = cv("09.IV.1.B", 2159, "Any Craps. Que se paga siete veces la apuesta.")
	c2CV           = cv("09.IV.1.B", 2161, "Craps 2. Que se paga treinta veces la apuesta.")
	c3CV           = cv("09.IV.1.B", 2163, "Craps 3. Que se paga quince veces la apuesta.")
	c12CV          = cv("09.IV.1.B", 2165, "Craps 12. Que se paga treinta veces la apuesta.")
	hornCV         = cv("09.IV.1.B", 2167, "Horn. Que se paga cuatro veces la apuesta.")
	assocCV        = cv("09.IV.1.C", 2169, "sólo pueden jugarse cuando la suerte simple correspondiente, cuyo punto es conocido, ha sido ya apostada")
	oddsCV         = cv("09.IV.1.C", 2171, "La apuesta es pagada 2 por 1 si el punto es 4 o 10; 3 por 2 si el punto es 5 o 9; 6 por 5 si el punto es 6 u 8.")
	doddsCV        = cv("09.IV.1.C", 2173, "La apuesta se paga 1 por 2 si el punto es 4 o 10; 2 por 3 si el punto es 5 o 9, y 5 por 6 si el punto es 6 u 8.")
	rightCV        = cv("09.IV.1.D", 2219, "La apuesta se paga 7 por 6 si el punto es 6 u 8; 7 por 5 si el punto es 5 o 9")
	wrongCV        = cv("09.IV.1.D", 2221, "La apuesta es pagada 4 por 5 si el punto es 6 u 8, 5 por 8 si el punto es 5 o 9")
	minMaxCV       = cv("09.IV.2", 2225, "Las apuestas mínima y máxima se determinarán en la autorización del Casino.")
	simpleMaxCV    = cv("09.IV.2", 2227, "la apuesta máxima no podrá ser inferior a 100 veces ni superior a 1.000 veces del mínimo de la mesa")
	multMaxCV      = cv("09.IV.2", 2229, "y a lo más, igual al triple de dicha ganancia")
	oddsMaxCV      = cv("09.IV.2", 2231, "la apuesta máxima se determinará por el importe de las apuestas efectivamente hechas")
	doddsMaxCV     = cv("09.IV.2", 2233, "para 4 y 10, el 200 por 100 del importe de la apuesta hecha sobre la suerte sencilla correspondiente")
	rightMaxCV     = cv("09.IV.2", 2235, "o el 120 por 100 de este máximo para 6 y 8")
	wrongMaxCV     = cv("09.IV.2", 2237, "igual al 125 por 100 del máximo de las apuestas sobre las suertes sencillas para 6 y 8")
	barredCV       = cv("09.IV.3", 2253, "podrá privar a un jugador de su derecho a tirar los dados")
	changeCV       = cv("09.IV.3", 2247, "pero no podrá hacerlo durante la serie de lanzamientos precisos para alcanzar el número designado como punto")
	nullCV         = cv("09.IV.3", 2251, "el *stickman* anunciará \"tirada nula\"")
	sixDiceCV      = cv("09.IV.3", 2277, "los seis dados al servicio de la mesa")
	lateCV         = cv("09.IV.3", 2279, "No podrán hacerse apuestas después del \"ya no va más\".")
	shooterBetCV   = cv("09.IV.3", 2279, "deberá apostar sobre el *Win* o sobre el *Don't Win* antes de lanzarlos")
)

// TypeCites returns the lines that give a bet type's resolution and payout
// under the 1977 text and the Valencian one: the citation a resolution or
// payout finding carries. number selects the line for hard ways and place
// bets; dont the side of odds.
func TypeCites(typ string, dont bool) (es77, cv03 rules.Citation) {
	switch typ {
	case Win:
		return win77, winCV
	case DontWin:
		return dwin77, dwinCV
	case Come:
		return come77, comeCV
	case DontCome:
		return dcome77, dcomeCV
	case Field:
		return field77, fieldCV
	case Big6:
		return big677, big6CV
	case Big8:
		return big877, big8CV
	case Under7:
		return under77, underCV
	case Over7:
		return over77, overCV
	case HardWay:
		return hard77, hardCV
	case Juego7:
		return j777, j7CV
	case Juego11:
		return j1177, j11CV
	case AnyCraps:
		return anyc77, anycCV
	case Craps2:
		return c277, c2CV
	case Craps3:
		return c377, c3CV
	case Craps12:
		return c1277, c12CV
	case Horn:
		return horn77, hornCV
	case Odds:
		if dont {
			return dodds77, doddsCV
		}
		return odds77, oddsCV
	case RightBet:
		return right77, rightCV
	case WrongBet:
		return wrong77, wrongCV
	}
	return list77, listCV
}

// SelectionCites are the lines that give a bet type's numbers: the place
// bets' list (4, 5, 6, 8, 9, 10; the Valencian one without the 8) and the
// hard ways' totals; the list of bets for the other types.
func SelectionCites(typ string) (es77, cv03 rules.Citation) {
	switch typ {
	case RightBet, WrongBet:
		return place77, placeCV
	case HardWay:
		return hardTot77, hardTotCV
	}
	return list77, listCV
}

// BarredCite is the line that lets the jefe take the dice from a shooter,
// under the instrument's text (own or reference).
func BarredCite(instrument string) rules.Citation { return Cite(instrument, barred77, barredCV) }

// TimingCites are the lines that say when a line bet is placed.
func TimingCites(typ string) (es77, cv03 rules.Citation) {
	switch typ {
	case Win:
		return winFirst77, winFirstCV
	case DontWin:
		return dwinFirst77, dwinFirstCV
	case DontCome:
		return dcomeFirst77, dcomeFirstCV
	}
	return come77, comeCV
}

// Cite picks the citation of the instrument: the Valencian line under the
// Valencian text, the 1977 line everywhere else (own text or reference).
func Cite(instrument string, es77, cv03 rules.Citation) rules.Citation {
	if instrument == rules.CV2003 {
		return cv03
	}
	return es77
}

// bases gives a rule its footing under every instrument that governs craps:
// the 1977 text (own), the 1979 text and Castilla y León (1977 as a
// reference), the Valencian text (own).
func bases(es77 []rules.Citation, cv03 []rules.Citation) []rules.Basis {
	return []rules.Basis{
		{Instrument: rules.ES1977, Cites: es77},
		{Instrument: rules.ES1979, Cites: es77, Note: note79},
		{Instrument: rules.CyL2008, Cites: es77, Note: noteCyL},
		{Instrument: rules.CV2003, Cites: cv03},
	}
}

func rule(id string, sev rules.Severity, title, doc rules.Text, switches []string, es77, cv03 []rules.Citation) *rules.Rule {
	return &rules.Rule{ID: id, Games: games, Kind: rules.Violation, Severity: sev, Title: title, Doc: doc,
		Assumptions: switches, Basis: bases(es77, cv03)}
}

// Rules are the craps checks, one value each.
var Rules = []*rules.Rule{
	rule(RuleDice, rules.Medium,
		t("Dados de la sesión irregulares", "Irregular dice for the session"),
		t("La sesión pone a disposición de la mesa seis dados (tres pares en 1977) distintos de los de la sesión anterior de la misma mesa (evento dice; un juego nuevo tras un dado perdido, otro evento dice), y los dados en juego son de los de la sesión (evento dice-change).",
			"The session provides the table with six dice (three pairs in 1977) different from those of the table's previous session (event dice; a new set after a lost die, another dice event), and the dice in play are among the session's (event dice-change)."),
		nil, cs(dice77, sixDice77), cs(diceCV, sixDiceCV)),
	rule(RuleCrew, rules.Medium,
		t("Personal de la mesa de dados incompleto", "Craps table crew incomplete"),
		t("En cada tirada, un jefe de mesa, el stickman (rounds.dealer_id) y dos croupiers además de él en servicio (sin dealer_id, tres croupiers).",
			"At every throw, a jefe de mesa, the stickman (rounds.dealer_id) and two croupiers besides him on duty (without a dealer_id, three croupiers)."),
		nil, cs(crew77), cs(crewCV)),
	rule(RuleBetType, rules.High,
		t("Suerte no prevista en el Catálogo", "Bet not in the catalogue"),
		t("Sólo las suertes de la lista (Win, Don't Win, Come, Don't Come, Field, Big 6/8, Under/Over 7, Hard Ways, Juego de 7 y de 11, Any Craps, Craps 2/3/12, Horn, asociadas, Right y Wrong Bet sobre 4, 5, 6, 8, 9 o 10).",
			"Only the listed bets (Win, Don't Win, Come, Don't Come, Field, Big 6/8, Under/Over 7, Hard Ways, Juego de 7 and 11, Any Craps, Craps 2/3/12, Horn, odds, Right and Wrong Bets on 4, 5, 6, 8, 9 or 10)."),
		[]string{SwCVPlace8}, cs(list77, place77, hardTot77), cs(listCV, placeCV, hardTotCV)),
	rule(RuleResolution, rules.High,
		t("Apuesta resuelta contra los dados", "Bet decided against the dice"),
		t("Cada apuesta se decide en la tirada que la resuelve según su suerte (Win y Come con su punto, Don't con el 12 nulo, Field, Big 6/8, Hard Ways, suertes de una tirada, asociadas, Right y Wrong Bet): ganada, perdida o nula, ni antes ni después.",
			"Each bet is decided at the throw that decides it under its type (Win and Come with their point, the Don'ts with 12 void, Field, Big 6/8, Hard Ways, one-roll bets, odds, Right and Wrong Bets): won, lost or void, neither earlier nor later."),
		[]string{SwBig6, SwBar12}, cs(win77, winPt77, dwin77, come77, dcome77, big677), cs(winCV, winPtCV, dwinCV, comeCV, dcomeCV, big6CV)),
	rule(RulePayout, rules.High,
		t("Pago distinto del previsto", "Payout differs from the catalogue"),
		t("Una apuesta ganada se paga según su suerte: sencillas a la par (Field doble en 2 y 12), Hard Ways 7 y 9 veces, Juego de 7 cuatro, de 11 quince, Any Craps siete, Craps 2 y 12 treinta, 3 quince, Horn cuatro, asociadas 2 por 1, 3 por 2, 6 por 5 (Don't: 1 por 2, 2 por 3, 5 por 6), Right 9 por 5, 7 por 5, 7 por 6, Wrong 5 por 11, 5 por 8, 4 por 5; al céntimo.",
			"A won bet is paid by its type: simple chances even money (Field double on 2 and 12), Hard Ways 7 and 9 times, Juego de 7 four, 11 fifteen, Any Craps seven, Craps 2 and 12 thirty, 3 fifteen, Horn four, odds 2 for 1, 3 for 2, 6 for 5 (Don't: 1 for 2, 2 for 3, 5 for 6), Right 9 for 5, 7 for 5, 7 for 6, Wrong 5 for 11, 5 for 8, 4 for 5; to the cent."),
		[]string{SwVeces, SwOdds68, SwDontOdds68, SwCVJuego7}, cs(field77, hard77, odds77, dodds77, right77, wrong77), cs(fieldCV, hardCV, j7CV, oddsCV, doddsCV, rightCV, wrongCV)),
	rule(RuleContract, rules.High,
		t("Apuesta de contrato retirada", "Contract bet withdrawn"),
		t("Las apuestas sobre el Win (y, según la lectura, Come o Don't Come) no pueden retirarse, reducirse ni dejarse sin jugar (off) hasta que se ganen o pierdan (eventos withdrawn, press y off).",
			"Win bets (and, by reading, Come or Don't Come) may not be withdrawn, reduced or turned off until won or lost (events withdrawn, press and off)."),
		[]string{SwContract}, cs(contract77, contractPlay77), cs(contractCV, contractPlayCV)),
	rule(RuleOdds, rules.High,
		t("Asociada sin su apuesta sencilla con punto", "Odds without their flat bet with a point"),
		t("Una asociada (bets.hand = bet_id de su apuesta sencilla) sólo se juega cuando su Win, Don't Win, Come o Don't Come ya está apostada y tiene punto, y no después de decidida.",
			"Odds (bets.hand = the bet_id of their flat bet) may be placed only once their Win, Don't Win, Come or Don't Come is on with a point, and not after it was decided."),
		nil, cs(assoc77), cs(assocCV)),
	rule(RuleTableMax, rules.Medium,
		t("Máximo de las suertes sencillas fuera de la banda", "Simple-chance maximum outside the band"),
		t("El máximo de la mesa (sessions.max_bet, el de las suertes sencillas) no puede ser inferior a 100 veces ni superior a 1.000 veces el mínimo.",
			"The table maximum (sessions.max_bet, the simple-chance maximum) may be no less than 100 and no more than 1,000 times the minimum."),
		nil, cs(simpleMax77), cs(simpleMaxCV)),
	rule(RuleStakeMin, rules.Medium,
		t("Apuesta inferior al mínimo de la mesa", "Stake below the table minimum"),
		t("Toda apuesta, salvo las asociadas (que siguen a su sencilla), alcanza el mínimo de la mesa fijado en la autorización.",
			"Every bet other than odds (which follow their flat bet) reaches the table minimum set in the authorisation."),
		nil, cs(minMax77), cs(minMaxCV)),
	rule(RuleStakeMax, rules.High,
		t("Apuesta superior a su máximo", "Stake above its maximum"),
		t("Sencillas hasta el máximo de la mesa; múltiples hasta que la ganancia posible sea el triple de la del máximo sencillo; asociadas al Win y Come hasta lo apostado en la sencilla, al Don't 200, 150 y 120 %; Right Bet el máximo (120 % en 6 y 8); Wrong Bet 220, 160 y 125 %. Se comprueba al colocarla y en cada aumento (press); una múltiple ganada y pagada según una lectura de su pago (cr-veces, cv-cr-juego7) respeta el máximo de esa lectura.",
			"Simple chances up to the table maximum; multiple chances up to a possible win of three times that of the simple maximum; Win and Come odds up to the flat stake, Don't odds 200, 150 and 120%; Right Bet the maximum (120% on 6 and 8); Wrong Bet 220, 160 and 125%. Checked when placed and at every press; a won multiple chance paid at one reading of its rate (cr-veces, cv-cr-juego7) keeps to that reading's maximum."),
		[]string{SwFieldMax, SwOddsMax, SwWrongMax68, SwVeces}, cs(multMax77, oddsMax77, doddsMax77, rightMax77, wrongMax77, simpleMax77), cs(multMaxCV, oddsMaxCV, doddsMaxCV, rightMaxCV, wrongMaxCV, simpleMaxCV)),
	rule(RuleLateBet, rules.High,
		t("Apuesta después del «ya no va más»", "Bet after «ya no va más»"),
		t("bets.placed_at, o la hora de un aumento (evento press), posterior a rounds.no_more_bets_at de su tirada.", "bets.placed_at, or the time of a raise (event press), later than its throw's rounds.no_more_bets_at."),
		nil, cs(late77), cs(lateCV)),
	rule(RuleShooterBet, rules.Medium,
		t("El tirador lanzó sin apuesta al Win o al Don't Win", "Shooter threw without a Win or Don't Win bet"),
		t("En la primera tirada de su turno (en cada tirada de salida con cr-shooter-bet=every-come-out), el tirador (evento shooter) tiene en juego una apuesta suya al Win o al Don't Win.",
			"At the first throw of his turn (at every come-out with cr-shooter-bet=every-come-out) the shooter (event shooter) has a Win or Don't Win bet of his own working."),
		[]string{SwShooterBet}, cs(shooterBet77), cs(shooterBetCV)),
	rule(RuleDicePass, rules.Medium,
		t("Los dados no cambiaron de mano con el 7 que hace perder", "Dice not passed on the losing 7"),
		t("Los dados pasan a otro tirador con el 7 que hace perder (seven-out) y sólo entonces, salvo que el jefe retire al tirador (evento shooter-barred, tras el cual el mismo tirador no lanza) o que el tirador rehúse los dados (evento dice-refused).",
			"The dice pass to another shooter on the losing 7 (seven-out) and only then, unless the jefe bars the shooter (event shooter-barred, after which the same shooter does not throw) or the shooter declines the dice (event dice-refused)."),
		[]string{SwDicePass}, cs(pass77, barred77), cs(passCV, barredCV)),
	rule(RuleDiceChange, rules.Medium,
		t("Cambio de dados a petición del tirador con un punto establecido", "Dice changed at the shooter's request with a point on"),
		t("El tirador puede pedir otros dados antes de lanzar, no durante la serie para alcanzar el punto (evento dice-change by=shooter).",
			"The shooter may ask for other dice before throwing, not during the series to make the point (event dice-change by=shooter)."),
		nil, cs(change77), cs(changeCV)),
	rule(RuleNullThrow, rules.High,
		t("Tirada nula que decidió apuestas", "Null throw that decided bets"),
		t("Una tirada nula (rounds.status = void) no decide ninguna apuesta.", "A null throw (rounds.status = void) decides no bet."),
		nil, cs(null77), cs(nullCV)),
	rule(RuleBetTiming, rules.Medium,
		t("Win o Come fuera de su momento", "Win or Come placed at the wrong time"),
		t("Win y Don't Win se juegan a la tirada de salida; Come y Don't Come después de la primera tirada.",
			"Win and Don't Win are placed for the come-out; Come and Don't Come after the first throw."),
		[]string{SwComeTiming}, cs(winFirst77, dwinFirst77, come77, dcomeFirst77), cs(winFirstCV, dwinFirstCV, comeCV, dcomeFirstCV)),
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
