package roulette

import "github.com/veedor/veedor/rules"

// Rule IDs. Stable forever: a retired rule keeps its ID reserved.
const (
	BetType       = "RUL-BET-TYPE"
	BetLayout     = "RUL-BET-LAYOUT"
	Payout        = "RUL-PAYOUT"
	ZeroSimple    = "RUL-ZERO"
	Prison        = "RUL-PRISON"
	PrisonMin     = "RUL-PRISON-MIN"
	LastSpin      = "RUL-LAST-SPIN"
	StakeMin      = "RUL-STAKE-MIN"
	StakeMax      = "RUL-STAKE-MAX"
	StakeMultiple = "RUL-STAKE-MULTIPLE"
	TableMin      = "RUL-TABLE-MIN"
	LimitsShown   = "RUL-LIMITS"
	LimitChanged  = "RUL-LIMIT-CHANGE"
	WheelDir      = "RUL-WHEEL-DIR"
	BallDir       = "RUL-BALL-DIR"
	LateBet       = "RUL-LATE-BET"
	VoidSpin      = "RUL-VOID-SPIN"
	CrewShort     = "RUL-CREW"
	JefeChips     = "RUL-JEFE-CHIPS"
	JefeTables    = "RUL-JEFE-TABLES"
	BetAnnounced  = "RUL-BET-ANNOUNCED"
	Spinner       = "RUL-SPINNER"
	Rotation      = "RUL-CROUPIER-ROTATION"
	CrewTables    = "RUL-CREW-TABLES"
	MinTable      = "RUL-MIN-TABLE"
)

var both = []string{French, American}

// ref77 builds a basis that rests on the 1977 text under another instrument.
func ref77(instrument string, note rules.Text, games []string, cites ...rules.Citation) rules.Basis {
	return rules.Basis{Instrument: instrument, Games: games, Cites: cites, Note: note}
}

var (
	note79 = rules.Text{
		ES: "El texto de 1979 disponible está truncado tras 01.3.3 o no contiene la ruleta americana; se aplica el texto de 1977 como referencia.",
		EN: "The available 1979 text is truncated after 01.3.3 or lacks the American roulette; the 1977 text stands in as a reference.",
	}
	noteCyL = rules.Text{
		ES: "El Decreto 2/2008 no redefine esta parte; el Decreto 44/2001 no está disponible y el texto nacional de 1977 sirve de referencia, no de norma regional.",
		EN: "Decreto 2/2008 does not redefine this part; Decreto 44/2001 is not available and the national 1977 text stands in as a reference, not regional law.",
	}
)

// minimumBasis: the minimum is the one the authorisation sets (RUL-STAKE-MIN
// and RUL-TABLE-MIN rest on the same lines).
var minimumBasis = []rules.Basis{
	{Instrument: rules.ES1977, Games: []string{French}, Cites: []rules.Citation{c77("01.IV.2.A", 53, "El mínimo de las apuestas en la ruleta viene determinado en la autorización")}},
	{Instrument: rules.ES1977, Games: []string{American}, Cites: []rules.Citation{c77("02.V", 84, "El mínimo de apuesta está determinado por la autorización")}},
	{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.2.1", 105, "El mínimo de las apuestas en la ruleta viene determinado en la autorización")}},
	ref77(rules.ES1979, note79, []string{American}, c77("02.V", 84, "El mínimo de apuesta está determinado por la autorización")),
	{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.V.2.A", 101, "El mínimo de las apuestas en la ruleta viene determinado en la autorización")}},
	{Instrument: rules.CyL2008, Games: []string{American}, Cites: []rules.Citation{cyl("02.IV.2", 135, "El mínimo de apuesta está determinado por la autorización concedida al casino")}},
	{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.IV.2.A", 403, "El mínimo de las apuestas en la ruleta viene determinado en la autorización")}},
	{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.V", 541, "El mínimo de la apuesta está determinado por la autorización")}},
}

// plenoMaxBasis: the maxima are multiples of the minimum, starting with the
// pleno (RUL-STAKE-MAX and RUL-LIMITS rest on the same lines).
var plenoMaxBasis = []rules.Basis{
	{Instrument: rules.ES1977, Games: []string{French}, Cites: []rules.Citation{c77("01.IV.2.A.b", 56, "en el pleno o número completo, por 30 veces el mínimo de la apuesta")}},
	{Instrument: rules.ES1977, Games: []string{American}, Cites: []rules.Citation{c77("02.V.b", 87, "el número entero supone 20 veces dicha cantidad mínima")}},
	{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.2.1.2", 113, "En el pleno o número completo por 30 veces el mínimo")}},
	ref77(rules.ES1979, note79, []string{American}, c77("02.V.b", 87, "el número entero supone 20 veces dicha cantidad mínima")),
	{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.V.2.A.b", 105, "en el pleno o número completo por 10, 20 ó 30 veces")}},
	{Instrument: rules.CyL2008, Games: []string{American}, Cites: []rules.Citation{cyl("02.IV.2", 139, "en el pleno o número entero, 10, 20 ó 30 veces dicha cantidad mínima")}},
	{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.IV.2.A.b", 411, "En el pleno o número completo, por 20 o 30 veces")}},
	{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.V.b", 579, "En el pleno o número completo, por 20 o 30 veces")}},
}

// Rules are the roulette checks, one value each.
var Rules = []*rules.Rule{
	{
		ID: BetType, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta no incluida en la lista cerrada del Catálogo", EN: "Bet type not in the Catálogo's closed list"},
		Doc: rules.Text{
			ES: "Los jugadores sólo pueden usar las combinaciones que el Catálogo enumera; cualquier otro tipo de apuesta (finales, cinco números) es ilegal. Las apuestas anunciadas fuera de la Comunitat Valenciana lo son sólo con el supuesto announced-bets=closed-list (por defecto, RUL-BET-ANNOUNCED).",
			EN: "Players may only use the combinations the Catálogo lists; any other bet type (finals, five numbers) is illegal. Announced bets outside Valencia are only with the announced-bets=closed-list switch (by default, RUL-BET-ANNOUNCED).",
		},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.1", 35, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.1", 67, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")}},
			ref77(rules.ES1979, note79, []string{American}, c77("02", 68, "las disposiciones referentes a la ruleta contenidas en el epígrafe 01"), c77("01.IV.1", 35, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.1", 35, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.1", 257, "Los jugadores solo pueden hacer uso de las combinaciones siguientes")}},
		},
		Assumptions: []string{"american-announced-bets", "announced-bets"},
	},
	{
		ID: BetLayout, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Selección que no es una combinación del paño", EN: "Selection is not a combination of the layout"},
		Doc: rules.Text{
			ES: "Un caballo cubre dos números contiguos, una transversal una fila, un cuadro cuatro números que se tocan en un vértice, una seisena dos filas contiguas, las apuestas a caballo de columnas o docenas dos contiguas; las combinaciones con el cero dependen de la región y de un supuesto.",
			EN: "A caballo covers two adjacent numbers, a transversal one row, a cuadro four numbers meeting at a corner, a seisena two adjacent rows, two-column and two-dozen bets two adjacent ones; combinations with zero depend on the region and a switch.",
		},
		Assumptions: []string{"zero-combinations", "two-columns", "two-dozens-pairs"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.1.A.b", 38, "sobre la línea que separa dos números contiguos"), c77("01.IV.1.A.d", 40, "cuatro números contiguos que forman un cuadro")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.1.1.2", 73, "sobre la línea que separa dos números"), c79("01.4.1.1.4", 77, "cuatro números contiguos que forman un cuadro")}},
			ref77(rules.ES1979, note79, []string{American}, c77("01.IV.1.A.b", 38, "sobre la línea que separa dos números contiguos"), c77("01.IV.1.A.d", 40, "cuatro números contiguos que forman un cuadro")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.1.A.b", 38, "sobre la línea que separa dos números contiguos"), c77("01.IV.1.A.d", 40, "cuatro números contiguos que forman un cuadro")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.1.A.b", 263, "sobre la línea que separa dos números"), cv("01.IV.1.A.d", 267, "cuatro números contiguos que forman un cuadro")}},
		},
	},
	{
		ID: Payout, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Liquidación distinta de la que corresponde al número ganador", EN: "Settlement differs from what the winning number requires"},
		Doc: rules.Text{
			ES: "Cada apuesta se liquida contra el número ganador: el ganador conserva su apuesta y cobra la ganancia de su combinación (35, 17, 11, 8, 5, 2, ½ o 1 veces); el perdedor la pierde. Se señalan pagos de más, de menos, apuestas perdedoras pagadas y ganadoras retiradas, con la diferencia en euros.",
			EN: "Each bet is settled against the winning number: a winner keeps its stake and is paid its combination's rate (35, 17, 11, 8, 5, 2, ½ or 1 times); a loser loses it. Overpayments, underpayments, losing bets paid and winners collected are reported with the euro difference.",
		},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{pay77Pleno, c77("01.IV.1.A", 44, "el jugador que gana conserva su apuesta y puede retirarla")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.1.1.1", 71, "proporciona al jugador que gana treinta y cinco veces su postura"), c79("01.4.1.1", 89, "el jugador que gana conserva su apuesta y puede retirarla")}},
			ref77(rules.ES1979, note79, []string{American}, c77("02", 68, "las disposiciones referentes a la ruleta contenidas en el epígrafe 01"), pay77Pleno),
			ref77(rules.CyL2008, noteCyL, nil, pay77Pleno, c77("01.IV.1.A", 44, "el jugador que gana conserva su apuesta y puede retirarla")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.1.A.a", 261, "treinta y cinco veces su postura"), cv("01.IV.1.B", 347, "el jugador que gana conserva la parte premiada de su apuesta")}},
		},
	},
	{
		ID: ZeroSimple, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Suerte sencilla mal liquidada al salir el cero", EN: "Simple chance mis-settled when the zero came out"},
		Doc: rules.Text{
			ES: "Al salir el cero, en la ruleta francesa el jugador de una suerte sencilla recupera la mitad o deja la apuesta en prisión; en la americana pierde la mitad y recupera la otra, sin prisión.",
			EN: "When the zero comes out, on the French roulette a simple-chance bet gets half back or stays in prison; on the American one half is lost and half returned, with no prison.",
		},
		Assumptions: []string{"american-prison"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Games: []string{French}, Cites: []rules.Citation{c77("01.IV.1.B.b", 48, "retirar la mitad de su apuesta, mientras la otra mitad la recupera la banca")}},
			{Instrument: rules.ES1977, Games: []string{American}, Cites: []rules.Citation{c77("02.IV", 82, "se pierde la mitad de la apuesta y se recupera la otra mitad")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.1.2.2", 95, "retirar la mitad de su apuesta, mientras la otra mitad la recupera la banca")}},
			ref77(rules.ES1979, note79, []string{American}, c77("02.IV", 82, "se pierde la mitad de la apuesta y se recupera la otra mitad")),
			ref77(rules.CyL2008, noteCyL, []string{French}, c77("01.IV.1.B.b", 48, "retirar la mitad de su apuesta, mientras la otra mitad la recupera la banca")),
			ref77(rules.CyL2008, noteCyL, []string{American}, c77("02.IV", 82, "se pierde la mitad de la apuesta y se recupera la otra mitad")),
			{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.IV.1.C.a", 393, "retirar la mitad de su apuesta, mientras la otra mitad la recupera la banca")}},
			{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.IV", 537, "se pierde la mitad de la apuesta y se recupera la otra mitad")}},
		},
	},
	{
		ID: Prison, Games: []string{French}, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta en prisión mal resuelta", EN: "Bet in prison wrongly resolved"},
		Doc: rules.Text{
			ES: "Una apuesta en prisión se resuelve en la siguiente jugada que no sea cero: si su suerte gana recobra su libertad sin ganancia, si pierde se pierde; con un nuevo cero el jugador tiene la misma opción y la apuesta pierde la mitad de su valor. Sólo las suertes sencillas pueden ir a prisión.",
			EN: "A bet in prison is resolved on the next non-zero spin: if its chance wins it is freed without winnings, if it loses it is lost; on another zero the player has the same choice and the bet loses half its value. Only simple chances can go to prison.",
		},
		Assumptions: []string{"prison-release"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.1.B.b", 48, "recobran pura y simplemente su libertad"), c77("01.IV.1.B.b", 49, "ha perdido el 50 por 100 de su valor a cada salida del cero")}},
			{Instrument: rules.ES1979, Cites: []rules.Citation{c79("01.4.1.2.2", 95, "recobran pura y simplemente su libertad, perdiendose definitivamente todas las demás"), c79("01.4.1.2.2", 97, "ha perdido el 50 % de su valor a cada salida del cero")}},
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.1.B.b", 48, "recobran pura y simplemente su libertad"), c77("01.IV.1.B.b", 49, "ha perdido el 50 por 100 de su valor a cada salida del cero")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.1.C.a", 393, "recobran pura y simplemente su libertad"), cv("01.IV.1.C.b", 395, "pierde nuevamente el 50 por 100 de su valor en cada salida de cero")}},
		},
	},
	{
		ID: PrisonMin, Games: []string{French}, Kind: rules.Violation, Severity: rules.Low,
		Title: rules.Text{ES: "Mitad devuelta cuando el valor de la apuesta en prisión era inferior al mínimo", EN: "Half returned although the bet in prison was worth less than the minimum"},
		Doc: rules.Text{
			ES: "Tras un segundo o ulterior cero, si el valor de la apuesta queda por debajo del mínimo de la mesa debe seguir en prisión: el jugador no puede retirar la mitad.",
			EN: "After a second or later zero, if the bet's value falls below the table minimum it must stay in prison: the player may not take half back.",
		},
		Assumptions: []string{"prison-below-min"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1979, Cites: []rules.Citation{c79("01.4.1.2.2", 97, "Si está por debajo del mínimo de la mesa, la apuesta debe quedar en «prisión»")}},
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.1.C.b", 395, "si el valor residual de la postura queda por debajo del mínimo de la mesa")}},
		},
	},
	{
		ID: LastSpin, Games: []string{French}, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Cero en la última jugada de la sesión mal liquidado", EN: "Zero on the session's last spin wrongly settled"},
		Doc: rules.Text{
			ES: "Si el cero sale en la última jugada, el jugador debe aceptar el reintegro de la mitad, la cuarta parte, la octava parte... de su apuesta inicial según sea el primer, segundo, tercer cero; ninguna apuesta puede quedar en prisión al cerrar la sesión.",
			EN: "If the zero comes out on the last spin the player must accept a refund of one half, a quarter, an eighth... of the initial stake for the first, second, third zero; no bet may stay in prison once the session closes.",
		},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.1.B.b", 50, "el jugador viene obligado a aceptar el reintegro de la mitad, de la cuarta parte")}},
			{Instrument: rules.ES1979, Cites: []rules.Citation{c79("01.4.1.2.2", 99, "Cuando el cero sale en la ultima jugada de la sesión")}},
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.1.B.b", 50, "el jugador viene obligado a aceptar el reintegro de la mitad, de la cuarta parte")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.1.C", 397, "la mitad o de la cuarta parte de su apuesta inicial")}},
		},
	},
	{
		ID: StakeMin, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Apuesta inferior al mínimo de la mesa", EN: "Stake below the table minimum"},
		Doc: rules.Text{
			ES: "Ninguna apuesta puede ser inferior al mínimo de la mesa (para las apuestas anunciadas, cada ficha, según el supuesto announced-limits).",
			EN: "No stake may be below the table minimum (for announced bets, each chip, per the announced-limits switch).",
		},
		Assumptions: []string{"announced-limits"},
		Basis:       minimumBasis,
	},
	{
		ID: StakeMax, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta superior al máximo de su combinación", EN: "Stake above the maximum for its bet type"},
		Doc: rules.Text{
			ES: "El máximo de cada combinación es un múltiplo fijo del mínimo de la mesa (en el nivel de límites de la mesa, deducido del máximo de pleno anunciado).",
			EN: "Each bet type's maximum is a fixed multiple of the table minimum (at the table's limit tier, read from its displayed pleno maximum).",
		},
		Assumptions: []string{"limit-scope", "max-docena-1977", "cyl-tier", "announced-limits"},
		Basis:       plenoMaxBasis,
	},
	{
		ID: StakeMultiple, Games: []string{French}, Kind: rules.Violation, Severity: rules.Low,
		Title: rules.Text{ES: "Apuesta que no es múltiplo del mínimo", EN: "Stake not a multiple of the minimum"},
		Doc: rules.Text{
			ES: "El texto valenciano exige respetar «en todo caso que las apuestas sean múltiplos de los mínimos»; según el supuesto multiple-of-min se aplica a cada apuesta o sólo a los máximos.",
			EN: "The Valencian text requires \"in every case that bets be multiples of the minimums\"; per the multiple-of-min switch it applies to every bet or only to the maxima.",
		},
		Assumptions: []string{"multiple-of-min"},
		Basis: []rules.Basis{
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.2.A.b", 411, "respetando en todo caso que las apuestas sean múltiplos de los mínimos")}},
		},
	},
	{
		ID: TableMin, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Mínimo de la mesa inferior al autorizado", EN: "Table minimum below the authorised minimum"},
		Doc: rules.Text{
			ES: "El mínimo de las apuestas lo fija la autorización; una mesa no puede abrir con un mínimo inferior ni bajarlo a uno inferior con un cambio de límites (se comprueba cuando el registro trae authorized_min).",
			EN: "The minimum is set by the authorisation; a table may not open with a lower one nor change its limits to a lower one (checked when the log carries authorized_min).",
		},
		Basis: minimumBasis,
	},
	{
		ID: LimitsShown, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Límites anunciados no admitidos por el Catálogo", EN: "Displayed limits not allowed by the Catálogo"},
		Doc: rules.Text{
			ES: "El máximo de pleno anunciado debe ser uno de los múltiplos del mínimo que el texto fija (nacional: 30; americana 1977: 20; Castilla y León: 10, 20 o 30; Comunitat Valenciana: 20 o 30); también tras un cambio de límites. Según el supuesto max-bet, max_bet se admite también como el mayor máximo de la mesa.",
			EN: "The displayed pleno maximum must be one of the multiples of the minimum the text sets (national: 30; 1977 American: 20; Castilla y León: 10, 20 or 30; Valencia: 20 or 30); after a limit change too. Per the max-bet switch, max_bet is also accepted as the table's highest maximum.",
		},
		Assumptions: []string{"max-bet"},
		Basis:       plenoMaxBasis,
	},
	{
		ID: LimitChanged, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Cambio de límites durante la sesión no permitido", EN: "Limit change during the session not allowed"},
		Doc: rules.Text{
			ES: "Nacional (desde 1979): una mesa en funcionamiento no puede variar su límite. Castilla y León: una sola vez por sesión, siempre al alza, anunciando las tres últimas bolas con el límite anterior.",
			EN: "National (from 1979): a running table may not change its limit. Castilla y León: once per session, upward only, announcing the last three spins at the old limit.",
		},
		Assumptions: []string{"cyl-american-limit-change", "limit-announce-spins"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.2.2.1", 119, "el Casino no podrá variar el límite de apuesta de la misma")}},
			{Instrument: rules.CyL2008, Cites: []rules.Citation{cyl("01.V.2.B.a", 111, "anunciando las tres últimas bolas con el límite anterior"), cyl("01.V.2.B.a", 111, "se limitará a una sola vez por sesión de juego")}},
		},
	},
	{
		ID: WheelDir, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Cilindro accionado en el mismo sentido que en la jugada anterior", EN: "Wheel spun the same way as on the previous spin"},
		Doc: rules.Text{
			ES: "El crupier debe accionar cada vez el cilindro en sentido opuesto al anterior. Si las tiradas nulas con sentido registrado cuentan como anteriores lo decide el supuesto wheel-dir-void; por defecto se señala sólo lo que infringe ambas lecturas.",
			EN: "The croupier must spin the wheel each time the opposite way to the previous spin. Whether void spins with recorded directions count as previous is the wheel-dir-void switch; by default only what breaks both readings is reported.",
		},
		Assumptions: []string{"wheel-dir-void"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.3.a", 62, "accionar cada vez el cilindro en un sentido opuesto a la anterior")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.3.1", 129, "accionar cada vez el cilindro en un sentido opuesto a la anterior")}},
			ref77(rules.ES1979, note79, []string{American}, c77("01.IV.3.a", 62, "accionar cada vez el cilindro en un sentido opuesto a la anterior")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.3.a", 62, "accionar cada vez el cilindro en un sentido opuesto a la anterior")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.3.a", 425, "accionar cada vez el cilindro en un sentido opuesto a la anterior")}},
		},
	},
	{
		ID: BallDir, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Bola lanzada en el mismo sentido que el cilindro", EN: "Ball launched the same way as the wheel"},
		Doc:   rules.Text{ES: "La bola se lanza en sentido inverso al del cilindro.", EN: "The ball is launched against the wheel's direction."},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.3.a", 62, "lanzar la bola en el sentido inverso")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.3.1", 129, "lanzar la bola en el sentido inverso")}},
			ref77(rules.ES1979, note79, []string{American}, c77("01.IV.3.a", 62, "lanzar la bola en el sentido inverso")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.3.a", 62, "lanzar la bola en el sentido inverso")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.3.a", 425, "lanzar la bola en el sentido inverso")}},
		},
	},
	{
		ID: LateBet, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Apuesta colocada después del «no va más»", EN: "Bet placed after «no va más»"},
		Doc: rules.Text{ES: "Desde el «no va más» ninguna postura puede ser colocada (o aceptada) sobre el paño. Sin no_more_bets_at, una apuesta colocada después de que la bola se detuvo (el at de la jugada) lo fue necesariamente después del «no va más».",
			EN: "From «no va más» no bet may be placed (or accepted) on the layout. Without no_more_bets_at, a bet placed after the ball came to rest (the round's at) was necessarily placed after «no va más»."},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.3.b", 63, "Desde entonces, ninguna postura puede ser colocada sobre el paño")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.3.2", 131, "Desde entonces, ninguna postura puede ser colocada sobre el paño")}},
			ref77(rules.ES1979, note79, []string{American}, c77("01.IV.3.b", 63, "Desde entonces, ninguna postura puede ser colocada sobre el paño")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.3.b", 63, "Desde entonces, ninguna postura puede ser colocada sobre el paño")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.3.b", 427, "Desde entonces, ninguna postura puede ser aceptada sobre el paño")}},
		},
	},
	{
		ID: VoidSpin, Games: both, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Tirada con ficha caída en el cilindro no anulada, o tirada nula liquidada", EN: "Spin with a chip fallen into the wheel not voided, or void spin settled"},
		Doc: rules.Text{
			ES: "Si una ficha cae en el cilindro durante la rotación de la bola, el juego se detiene y la bola se lanza de nuevo: esa tirada es nula y nada se liquida en ella.",
			EN: "If a chip falls into the wheel while the ball spins, the game stops and the ball is launched again: that spin is void and nothing is settled on it.",
		},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.3.d", 65, "el «croupier» debe detener el juego, tomando después nuevamente la bola")}},
			ref77(rules.ES1979, note79, nil, c77("01.IV.3.d", 65, "el «croupier» debe detener el juego, tomando después nuevamente la bola")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.3.d", 65, "el «croupier» debe detener el juego, tomando después nuevamente la bola")),
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.IV.3.d", 457, "debe detener el juego y anunciar inmediatamente en voz alta \"tirada nula\"")}},
		},
	},
	{
		ID: CrewShort, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Personal de mesa inferior al exigido", EN: "Table crew below the required minimum"},
		Doc: rules.Text{
			ES: "En cada tirada debe estar en mesa el personal que el Catálogo exige para la configuración (p. ej. dos paños: jefe, subjefe, cuatro crupieres y dos extremos; con las exenciones que permite cada región).",
			EN: "At every spin the crew the Catálogo requires for the configuration must be at the table (e.g. dos paños: jefe, subjefe, four croupiers and two extremos; with the exemptions each region allows).",
		},
		Assumptions: []string{"cyl-dos-panos-crew"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Games: []string{French}, Cites: []rules.Citation{c77("01.III.1.a", 27, "un jefe y un subjefe de mesa"), c77("01.III.1.b", 28, "un jefe de mesa, dos «croupiers» y un «extremo» de mesa")}},
			{Instrument: rules.ES1977, Games: []string{American}, Cites: []rules.Citation{c77("02.II.b", 76, "El personal afecto a cada ruleta comprende un jefe de mesa y croupier.")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.3.1.1", 51, "un jefe de mesa y un subjefe de mesa"), c79("01.3.1.2", 53, "un jefe de mesa, dos «croupiers» y un «extremo de mesa»")}},
			ref77(rules.ES1979, note79, []string{American}, c77("02.II.b", 76, "El personal afecto a cada ruleta comprende un jefe de mesa y croupier.")),
			{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.IV", 83, "Un jefe de mesa, dos crupieres y un extremo de mesa"), cyl("01.IV", 87, "podrá eximirse la presencia del subjefe de mesa y de uno de los dos extremos")}},
			{Instrument: rules.CyL2008, Games: []string{American}, Cites: []rules.Citation{cyl("02.III", 125, "un jefe de mesa, un crupier y, eventualmente, un auxiliar")}},
			{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.III.1.a", 199, "Un jefe de mesa, un subjefe de mesa"), cv("01.III.1.b", 201, "Un jefe de mesa, dos crupiers y un “extremo de mesa”")}},
			{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.II", 519, "Le corresponde controlar el juego"), cv("02.II", 523, "Se encarga de accionar el cilindro y de lanzar la bola")}},
		},
	},
	{
		ID: JefeChips, Games: []string{French}, Kind: rules.Violation, Severity: rules.High,
		Title: rules.Text{ES: "Jefe o subjefe de mesa manipuló fichas o dinero", EN: "Jefe or subjefe de mesa handled chips or money"},
		Doc: rules.Text{
			ES: "Al jefe y al subjefe les está prohibido manipular, de cualquier modo, el dinero, las placas o las fichas: un pago hecho por ellos (paid_by) lo infringe.",
			EN: "The jefe and subjefe may not handle money, plaques or chips in any way: a payment made by them (paid_by) breaks the rule.",
		},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.III.2.a", 30, "estándoles prohibido manipular, de cualquier modo que sea, el dinero, las placas o las fichas")}},
			{Instrument: rules.ES1979, Cites: []rules.Citation{c79("01.3.2.1", 57, "estándoles prohibido manipular, de cualquier modo que sea, el dinero, las placas o las fichas")}},
			{Instrument: rules.CyL2008, Cites: []rules.Citation{cyl("01.IV", 89, "estándoles prohibido manipular, de cualquier modo que sea, el dinero")}},
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.III.2.a", 205, "estándoles prohibido manipular, de cualquier modo que sea, el dinero")}},
		},
	},
	{
		ID: JefeTables, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Jefe de mesa a cargo de más mesas de las permitidas", EN: "Jefe de mesa in charge of more tables than allowed"},
		Doc: rules.Text{
			ES: "Castilla y León permite un jefe por cada dos mesas contiguas de ruleta francesa (un paño) y por cada cuatro de americana; la Comunitat Valenciana, dos mesas de americana. La contigüidad y la grabación individual no constan en el registro y no se comprueban.",
			EN: "Castilla y León allows one jefe per two contiguous French (un paño) tables and per four American ones; Valencia two American tables. Contiguity and individual recording are not in the log and are not checked.",
		},
		Assumptions: []string{"cyl-shared-jefe"},
		Basis: []rules.Basis{
			{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.IV", 85, "podrá haber un jefe de mesa por cada dos mesas contiguas")}},
			{Instrument: rules.CyL2008, Games: []string{American}, Cites: []rules.Citation{cyl("02.III", 129, "podrá haber un jefe de mesa por cada cuatro mesas contiguas")}},
			{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.II", 519, "sin que el número total de mesas a su cargo pueda exceder de dos")}},
		},
	},
	{
		ID: BetAnnounced, Games: both, Kind: rules.Violation, Severity: rules.Info,
		Title: rules.Text{ES: "Apuestas anunciadas donde el texto no las enumera (auditadas ficha a ficha)", EN: "Announced bets where the text does not list them (audited chip by chip)"},
		Doc: rules.Text{
			ES: "El texto nacional y el de Castilla y León no enumeran las apuestas anunciadas, pero cada una de sus fichas está en una combinación de la lista cerrada (caballo, transversal, cuadro, pleno): se auditan ficha a ficha (mínimo, máximo, pago) y se señalan una vez por sesión como información. Con announced-bets=closed-list son RUL-BET-TYPE.",
			EN: "The national and Castilla y León texts do not list announced bets, but each of their chips sits on a combination of the closed list (caballo, transversal, cuadro, pleno): they are audited chip by chip (minimum, maximum, payout) and noted once per session as information. With announced-bets=closed-list they are RUL-BET-TYPE.",
		},
		Assumptions: []string{"announced-bets"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.IV.1", 35, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.1", 67, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")}},
			ref77(rules.ES1979, note79, []string{American}, c77("01.IV.1", 35, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")),
			ref77(rules.CyL2008, noteCyL, nil, c77("01.IV.1", 35, "Los jugadores sólo pueden hacer uso de las combinaciones siguientes")),
		},
	},
	{
		ID: Spinner, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Cilindro accionado por quien no es crupier de la mesa", EN: "Wheel spun by someone who is not a croupier of the table"},
		Doc: rules.Text{
			ES: "Accionar el cilindro y lanzar la bola es tarea de los crupieres: una tirada cuyo dealer_id es el jefe, el subjefe o un extremo de la mesa en ese momento lo infringe (las tiradas seguidas del mismo empleado forman un hallazgo). Un dealer_id que no figura en el personal de la mesa a esa hora se señala como dato incoherente.",
			EN: "Spinning the wheel and launching the ball is the croupiers' task: a spin whose dealer_id is the table's jefe, subjefe or an extremo at that time breaks it (consecutive spins by the same employee make one finding). A dealer_id not on the table's staff at that time is reported as inconsistent data.",
		},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Games: []string{French}, Cites: []rules.Citation{c77("01.III.2.b", 31, "deben encargarse, sucesivamente y siguiendo un orden de rotación establecido, de accionar el cilindro y lanzar la bola")}},
			{Instrument: rules.ES1977, Games: []string{American}, Cites: []rules.Citation{c77("01.IV.3.a", 62, "El «croupier» encargado de maniobrar el aparato"), c77("02", 68, "las disposiciones referentes a la ruleta contenidas en el epígrafe 01")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.3.2.2", 59, "deben encargarse, sucesivamente y siguiendo un orden de rotación establecido, de accionar el cilindro y lanzar la bola")}},
			ref77(rules.ES1979, note79, []string{American}, c77("01.IV.3.a", 62, "El «croupier» encargado de maniobrar el aparato"), c77("02", 68, "las disposiciones referentes a la ruleta contenidas en el epígrafe 01")),
			{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.IV", 91, "deben encargarse, sucesivamente y siguiendo un orden de rotación establecido, de accionar el cilindro y lanzar la bola")}},
			ref77(rules.CyL2008, noteCyL, []string{American}, c77("01.IV.3.a", 62, "El «croupier» encargado de maniobrar el aparato")),
			{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.III.2.b", 249, "deben encargarse, sucesivamente y siguiendo un orden de rotación establecido, de accionar el cilindro y lanzar la bola")}},
			{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.II", 523, "Se encarga de accionar el cilindro y de lanzar la bola")}},
		},
	},
	{
		ID: Rotation, Games: []string{French}, Kind: rules.Violation, Severity: rules.Low,
		Title: rules.Text{ES: "Crupier al cilindro sin relevo", EN: "Croupier at the wheel without relief"},
		Doc: rules.Text{
			ES: "Los crupieres accionan el cilindro «sucesivamente y siguiendo un orden de rotación establecido». El texto no fija la duración del turno: se señala sólo a un crupier que lanzó todas las tiradas seguidas durante más tiempo del que fija el supuesto croupier-relief (por defecto, cuatro horas).",
			EN: "Croupiers spin the wheel «in turn, following an established rotation». The text sets no length for a turn: only a croupier who launched every spin in a row for longer than the croupier-relief switch sets (by default, four hours) is reported.",
		},
		Assumptions: []string{"croupier-relief"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Cites: []rules.Citation{c77("01.III.2.b", 31, "sucesivamente y siguiendo un orden de rotación establecido")}},
			{Instrument: rules.ES1979, Cites: []rules.Citation{c79("01.3.2.2", 59, "sucesivamente y siguiendo un orden de rotación establecido")}},
			{Instrument: rules.CyL2008, Cites: []rules.Citation{cyl("01.IV", 91, "sucesivamente y siguiendo un orden de rotación establecido")}},
			{Instrument: rules.CV2003, Cites: []rules.Citation{cv("01.III.2.b", 249, "sucesivamente y siguiendo un orden de rotación establecido")}},
		},
	},
	{
		ID: CrewTables, Games: both, Kind: rules.Violation, Severity: rules.Medium,
		Title: rules.Text{ES: "Empleado del personal de una mesa en otra ruleta a la vez", EN: "A table's crew member at another roulette at the same time"},
		Doc: rules.Text{
			ES: "El texto da a cada ruleta su propio personal: un crupier, extremo, subjefe o jefe registrado en dos mesas de ruleta a horas que se solapan lo infringe. Donde el texto permite compartir el jefe entre mesas, el límite lo comprueba RUL-JEFE-TABLES. Un solape no mayor que la tolerancia del supuesto crew-handover-overlap (relojes desfasados en un relevo) no cuenta.",
			EN: "The text gives each roulette its own crew: a croupier, extremo, subjefe or jefe recorded at two roulette tables at overlapping times breaks it. Where the text lets tables share a jefe, RUL-JEFE-TABLES checks the limit. An overlap no longer than the crew-handover-overlap switch's tolerance (clocks apart at a handover) does not count.",
		},
		Assumptions: []string{"crew-handover-overlap"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1977, Games: []string{French}, Cites: []rules.Citation{c77("01.III.1", 26, "El personal afecto a cada ruleta comprende")}},
			{Instrument: rules.ES1977, Games: []string{American}, Cites: []rules.Citation{c77("02.II.b", 76, "El personal afecto a cada ruleta comprende un jefe de mesa y croupier.")}},
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.3.1", 49, "El personal afecto a cada ruleta comprende")}},
			ref77(rules.ES1979, note79, []string{American}, c77("02.II.b", 76, "El personal afecto a cada ruleta comprende un jefe de mesa y croupier.")),
			{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.IV", 83, "Un jefe de mesa, dos crupieres y un extremo de mesa")}},
			{Instrument: rules.CyL2008, Games: []string{American}, Cites: []rules.Citation{cyl("02.III", 125, "El personal afecto a cada mesa comprende un jefe de mesa, un crupier")}},
			{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.III.1", 197, "El personal afecto a la ruleta comprende")}},
			{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("02.II", 523, "Se encarga de accionar el cilindro y de lanzar la bola")}},
		},
	},
	{
		ID: MinTable, Games: both, Kind: rules.Violation, Severity: rules.Low,
		Title: rules.Text{ES: "Ninguna mesa del juego al mínimo autorizado", EN: "No table of the game at the authorised minimum"},
		Doc: rules.Text{
			ES: "El casino debe poner (nacional, Comunitat Valenciana) o mantener (Castilla y León) en funcionamiento al menos una mesa del juego con el mínimo autorizado. Se comprueba por casino y juego en cada periodo de juego (sesiones de mesa que se solapan), cuando todas traen authorized_min: según el supuesto min-table, una mesa abierta con ese mínimo o, en Castilla y León, además sin elevarlo después (evento limit-change). La autorización puede disponer otra cosa («a menos que en la autorización concreta se dispusiera otra cosa») y eso no consta en el registro: gravedad baja.",
			EN: "The casino must put (national, Valencia) or keep (Castilla y León) in operation at least one table of the game at the authorised minimum. Checked per casino and game in each period of play (table sessions that overlap), when all of them carry authorized_min: per the min-table switch, a table opened at that minimum or, in Castilla y León, also not raised later (limit-change event). The authorisation may provide otherwise («a menos que en la autorización concreta se dispusiera otra cosa») and the log does not say so: low severity.",
		},
		Assumptions: []string{"min-table"},
		Basis: []rules.Basis{
			{Instrument: rules.ES1979, Games: []string{French}, Cites: []rules.Citation{c79("01.4.2.2.2", 121, "deberá poner en funcionamiento una mesa, al menos, con el límite mínimo de apuestas autorizado para dicho juego")}},
			{Instrument: rules.CyL2008, Games: []string{French}, Cites: []rules.Citation{cyl("01.V.2.B.b", 113, "deberá mantener en funcionamiento una mesa, al menos, con el límite mínimo de apuestas autorizado para dicho juego")}},
			{Instrument: rules.CV2003, Games: []string{French}, Cites: []rules.Citation{cv("01.IV.2.B.b", 417, "El Casino deberá poner en funcionamiento una mesa, con límite mínimo de apuestas autorizado para dicho juego")}},
			{Instrument: rules.CV2003, Games: []string{American}, Cites: []rules.Citation{cv("01.IV.2.B.b", 417, "El Casino deberá poner en funcionamiento una mesa, con límite mínimo de apuestas autorizado para dicho juego"), cv("02", 463, "para todo lo no previsto en ellas")}},
		},
	},
}

func init() { rules.Register(Rules...) }
