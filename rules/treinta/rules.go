package treinta

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

// Notes for the bases that rest on another text than the one in force.
var (
	note79 = t("El texto de 1979 disponible termina en la ruleta y no contiene el treinta y cuarenta; se aplica como referencia el texto de 1977.",
		"The available 1979 text ends within the roulette and does not contain treinta y cuarenta; the 1977 text stands in as a reference.")
	noteCyL = t("El Decreto 2/2008 sólo enumera el treinta y cuarenta, sin texto; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		"Decreto 2/2008 only lists treinta y cuarenta, without text; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.")
)

// Citations, per text.
var (
	decks77 = c77("05.II.1", 173, "Al treinta y cuarenta se juega con seis barajas, de las denominadas francesas, de 52 cartas cada una")
	decksCV = cv("05.II.1", 949, "Al treinta y cuarenta se juega con seis barajas, de las denominadas francesas, de 52 cartas cada una")

	crew77  = c77("05.III", 178, "Cada mesa tendrá permanentemente destinados a su servicio un jefe de partida y dos «croupiers»")
	crewCV  = cv("05.III", 963, "Cada mesa tendrá permanentemente destinados a su servicio un jefe de mesa y dos crupiers")
	roles77 = c77("05.III", 180, "Uno de ellos tendrá como misión el reparto de las cartas y el otro el pago de las apuestas ganadoras")
	rolesCV = cv("05.III", 967, "tendrá como misión el reparto de las cartas y el otro el pago de las apuestas ganadoras")

	rows77  = c77("05.V.1", 185, "Se distribuirán cartas hasta que se obtenga por cada fila una puntuación comprendida entre treinta y cuarenta")
	rowsCV  = cv("05.V.1", 1023, "Se distribuirán cartas hasta que se obtenga por cada fila una puntuación comprendida entre treinta y cuarenta")
	deal77  = c77("05.V.3", 197, "Cuando el total alcance o sobrepase los 31 puntos, se iniciará la colocación de cartas en la fila roja")
	dealCV  = cv("05.V.3", 1047, "Cuando el total alcance o sobrepase los 31 puntos, se iniciará la colocación de cartas en la fila roja")
	pay77   = c77("05.V.1", 186, "por las que ellos reciben el equivalente de su apuesta")
	payCV   = cv("05.V.1", 1025, "por las que ellos reciben el equivalente de su apuesta")
	win77   = c77("05.V.1.a", 187, "Ganará la fila cuyas cartas tengan un valor más próximo a 31")
	winCV   = cv("05.V.1.a", 1027, "Ganará la fila cuyas cartas tengan un valor más próximo a 31")
	color77 = c77("05.V.1.b", 188, "Hay color si la fila ganadora es del mismo color que la primera carta de la fila negra")
	colorCV = cv("05.V.1.b", 1029, "Hay color si la fila ganadora es del mismo color que la primera carta de la fila negra")
	inv77   = c77("05.V.1.b", 189, "En el caso contrario hay inverso.")
	invCV   = cv("05.V.1.b", 1031, "En caso contrario hay inverso.")
	null77  = c77("05.V.1", 190, "el juego es nulo salvo que dicho punto sea 31")
	nullCV  = cv("05.V.1", 1033, "el juego es nulo salvo que dicho punto sea 31")

	refait77    = c77("05.V.1", 190, "rigen las mismas disposiciones que regulan el sistema del cero de la ruleta")
	refaitCV    = cv("05.V.1", 1033, "rigen las mismas disposiciones que regulan el sistema del cero en la ruleta")
	zeroHalf77  = c77("01.IV.1.B.b", 48, "retirar la mitad de su apuesta, mientras la otra mitad la recupera la banca")
	zeroFree77  = c77("01.IV.1.B.b", 48, "recobran pura y simplemente su libertad")
	zeroAgain   = c77("01.IV.1.B.b", 49, "el jugador tiene la misma opción, teniendo en cuenta que el valor inicial de su apuesta se considera que ha perdido el 50 por 100 de su valor a cada salida del cero")
	zeroAgainCV = cv("01.IV.1.C.b", 395, "el jugador tiene la misma opción, teniendo en cuenta que el valor residual de su apuesta pierde nuevamente el 50 por 100 de su valor en cada salida de cero")
	zeroHalfCV  = cv("01.IV.1.C.a", 393, "retirar la mitad de su apuesta, mientras la otra mitad la recupera la banca")
	zeroFreeCV  = cv("01.IV.1.C.a", 393, "recobran pura y simplemente su libertad")

	insure77 = c77("05.V.1", 190, "Las apuestas iguales o superiores a mil pesetas pueden asegurarse contra la aplicación de la regla anterior")
	fee77    = c77("05.V.1", 190, "mediante el depósito del 1 por 100 del importe de la apuesta, efectuado en el momento de la postura")
	feeCV    = cv("05.V.1", 1033, "mediante el depósito de 1 por 100 del importe de la apuesta efectuado en el momento de la postura")

	min77 = c77("05.V.2", 192, "El mínimo de las apuestas viene determinado en la autorización")
	minCV = cv("05.V.2", 1037, "El mínimo de las apuestas viene determinado en la autorización")
	max77 = c77("05.V.2", 193, "El máximo será igual a mil veces el mínimo establecido.")
	maxCV = cv("05.V.2", 1039, "El máximo será igual a mil veces el mínimo establecido.")

	red77     = c77("05.V.3", 196, "La aparición de esta carta roja determina la anulación del juego en curso")
	redCV     = cv("05.V.3", 1045, "La aparición de esta carta roja determina la anulación del juego en curso")
	redFive77 = c77("05.V.3", 196, "coloca una carta roja delante de las cinco últimas cartas del mazo")
	redFiveCV = cv("05.V.3", 1045, "coloca una carta roja delante de las cinco últimas cartas del mazo")
)

// texts gives a rule its 1977 citations under 1977, 1979 and Castilla y
// León (the last two as references) and its Valencian ones.
func texts(c77s, cvs []rules.Citation) []rules.Basis {
	return []rules.Basis{
		own(rules.ES1977, c77s...),
		ref(rules.ES1979, note79, c77s...),
		ref(rules.CyL2008, noteCyL, c77s...),
		own(rules.CV2003, cvs...),
	}
}

// Rules are the treinta y cuarenta checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: RuleDecks, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Sabot que no tiene seis barajas", "Shoe without six decks"),
		Doc: t("Se juega con seis barajas francesas de 52 cartas (evento new-shoe, decks=N).",
			"The game is played with six French decks of 52 cards (new-shoe event, decks=N)."),
		Basis: texts(cs(decks77), cs(decksCV)),
	},
	{
		ID: RuleShoeCount, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta que aparece más veces de las que contienen seis barajas", "Card appearing more often than six decks hold it"),
		Doc: t("Cada carta está seis veces en el sabot; una carta que sale más veces entre dos barajados no puede venir de ese sabot.",
			"Each card is in the shoe six times; a card that comes out more often between two shuffles cannot come from that shoe."),
		Basis: texts(cs(decks77), cs(decksCV)),
	},
	{
		ID: RuleRedCard, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Carta roja mal colocada o jugada después de su aparición", "Red card misplaced or a coup played after it appeared"),
		Doc: t("La carta roja se coloca delante de las cinco últimas cartas (evento cut-card, reserve=5) y su aparición (evento cut-card-out) anula el juego en curso: ninguna jugada se juega después con ese sabot. Si la jugada en que apareció debe ser nula o liquidarse es un supuesto (tyc-red-card).",
			"The red card goes in front of the last five cards (cut-card event, reserve=5) and its appearance (cut-card-out event) annuls the game in progress: no coup is played from that shoe afterwards. Whether the coup in which it appeared is void or settled is a switch (tyc-red-card)."),
		Assumptions: []string{SwRedCard},
		Basis:       texts(cs(redFive77, red77), cs(redFiveCV, redCV)),
	},
	{
		ID: RuleDeal, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Fila repartida más allá de 31 o detenida antes", "Row dealt past 31 or stopped short of it"),
		Doc: t("Se reparten cartas a la fila negra hasta que alcanza o sobrepasa 31 y luego a la roja del mismo modo (rounds.outcome N=…;R=…): ninguna fila recibe carta tras llegar a 31 ni se detiene por debajo. Las posturas de una jugada mal repartida no se juzgan.",
			"Cards go to the black row until it reaches or passes 31, then to the red row likewise (rounds.outcome N=…;R=…): no row gets a card after reaching 31 nor stops below it. The stakes of a coup dealt wrongly are not judged."),
		Basis: texts(cs(rows77, deal77), cs(rowsCV, dealCV)),
	},
	{
		ID: RuleSettle, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Chance mal liquidada", "Chance wrongly settled"),
		Doc: t("Gana la fila más próxima a 31 (rojo o negro); hay color si la fila ganadora es del color de la primera carta de la fila negra, si no inverso; la chance ganadora cobra el equivalente de su apuesta y la perdedora se retira. Con el mismo punto en las dos filas, salvo 31, la jugada es nula: la postura se devuelve sin pago.",
			"The row closer to 31 wins (rojo or negro); color wins if the winning row has the colour of the black row's first card, otherwise inverso; a winning chance is paid the equivalent of its stake, a losing one collected. With the same total in both rows, except 31, the coup is void: the stake is returned unpaid."),
		Basis: texts(cs(pay77, win77, color77, inv77, null77), cs(payCV, winCV, colorCV, invCV, nullCV)),
	},
	{
		ID: RuleRefait, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Refait de 31 no liquidado por la regla del cero de la ruleta", "Refait at 31 not settled by the roulette zero's rule"),
		Doc: t("En el empate a 31 rige el sistema del cero de la ruleta: la postura recupera la mitad o queda en prisión (bets.settled_round posterior); en la siguiente jugada decisiva la presa cuya chance gana recobra su libertad sin ganancia y las demás se pierden; cada nuevo refait de 31 puede costarle la mitad de su valor. Si alcanza a color e inverso es un supuesto (tyc-refait-chances).",
			"At the tie at 31 the roulette zero's rule applies: the stake gets half back or stays in prison (a later bets.settled_round); on the next decisive coup a prisoner whose chance wins is freed without winnings and the others are lost; each further refait at 31 may cost it half its value. Whether it reaches color and inverso is a switch (tyc-refait-chances)."),
		Assumptions: []string{SwRefaitChances},
		Basis:       texts(cs(refait77, zeroHalf77, zeroFree77, zeroAgain), cs(refaitCV, zeroHalfCV, zeroFreeCV, zeroAgainCV)),
	},
	{
		ID: RuleInsurance, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Seguro contra el refait irregular", "Irregular insurance against the refait"),
		Doc: t("El seguro (evento seguro, bet=ID fee=X) cuesta el 1 por 100 de la postura, pagado al hacerla (no después de la jugada); la postura asegurada no se parte ni va a prisión en el refait de 31 (tyc-insured-refait). El texto de 1977 lo reserva a apuestas de mil pesetas o más (tyc-insurance-threshold); el valenciano, truncado, omite el umbral y contra qué se asegura: allí sólo se comprueban la cuota y su momento.",
			"The insurance (seguro event, bet=ID fee=X) costs 1 per 100 of the stake, paid when it is placed (not after the coup); the insured stake is neither halved nor imprisoned at the refait of 31 (tyc-insured-refait). The 1977 text reserves it to stakes of a thousand pesetas or more (tyc-insurance-threshold); the Valencian text, truncated, leaves out the threshold and what the insurance covers: there only the fee and its moment are checked."),
		Assumptions: []string{SwInsured, SwThreshold},
		Basis:       texts(cs(fee77, insure77), cs(feeCV)),
	},
	{
		ID: RuleStakeMin, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Postura inferior al mínimo de la mesa", "Stake below the table minimum"),
		Doc:   t("El mínimo lo fija la autorización (sessions.min_bet).", "The minimum is set by the authorisation (sessions.min_bet)."),
		Basis: texts(cs(min77), cs(minCV)),
	},
	{
		ID: RuleStakeMax, Games: games, Kind: rules.Violation, Severity: rules.High,
		Title: t("Postura superior a mil veces el mínimo", "Stake above a thousand times the minimum"),
		Doc: t("El máximo es mil veces el mínimo establecido (el mayor de sessions.min_bet y sessions.authorized_min, para no acusar por la lectura más estrecha).",
			"The maximum is a thousand times the minimum set (the larger of sessions.min_bet and sessions.authorized_min, so that the narrower reading accuses no one)."),
		Basis: texts(cs(max77), cs(maxCV)),
	},
	{
		ID: RuleMaxPosted, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Máximo anunciado distinto de mil veces el mínimo", "Posted maximum other than a thousand times the minimum"),
		Doc: t("El máximo anunciado (sessions.max_bet y el max_bet de cada evento limit-change) «será igual a mil veces el mínimo establecido». Por defecto (tyc-max-posted=above) sólo se señala el que supera mil veces el mayor de los mínimos (min_bet o el del cambio, y authorized_min); un máximo más bajo no se señala. Sin max_bet no se juzga.",
			"The posted maximum (sessions.max_bet and each limit-change event's max_bet) «será igual a mil veces el mínimo establecido». By default (tyc-max-posted=above) only one above a thousand times the larger of the minima (min_bet or the change's, and authorized_min) is reported; a lower maximum is not. Without max_bet nothing is judged."),
		Assumptions: []string{SwMaxPosted},
		Basis:       texts(cs(max77, min77), cs(maxCV, minCV)),
	},
	{
		ID: RuleCrew, Games: games, Kind: rules.Violation, Severity: rules.Medium,
		Title: t("Mesa sin su jefe y sus dos croupiers", "Table without its jefe and two croupiers"),
		Doc: t("Cada mesa tiene permanentemente un jefe de partida (de mesa) y dos croupiers (staff.role jefe-mesa y croupier) de servicio en cada jugada; uno reparte las cartas y el otro paga: quien pagó una postura (bets.paid_by) no es quien repartió la jugada (rounds.dealer_id).",
			"Each table has permanently a jefe de partida (de mesa) and two croupiers (staff.role jefe-mesa and croupier) on duty at every coup; one deals the cards and the other pays: who paid a stake (bets.paid_by) is not who dealt the coup (rounds.dealer_id)."),
		Basis: texts(cs(crew77, roles77), cs(crewCV, rolesCV)),
	},
}

func init() {
	rules.Register(Rules...)
	rules.RegisterAssumption(Assumptions...)
}
