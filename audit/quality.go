package audit

import "github.com/veedor/veedor/rules"

// Data-quality rules: defects of the evidence, reported apart from breaches
// of the law. They apply to every game and need no legal basis.
const (
	DQRow       = "DQ-ROW"
	DQSession   = "DQ-SESSION"
	DQRoundSeq  = "DQ-ROUND-SEQ"
	DQOutcome   = "DQ-OUTCOME"
	DQBetRound  = "DQ-BET-ROUND"
	DQDuplicate = "DQ-DUPLICATE"
	DQTime      = "DQ-TIME"
	DQEvent     = "DQ-EVENT"
	DQMissing   = "DQ-MISSING"
	DQNoRounds  = "DQ-NO-ROUNDS"
	DQRoundBets = "DQ-ROUND-BETS"
)

func dq(id string, sev rules.Severity, es, en, des, den string) *rules.Rule {
	return &rules.Rule{ID: id, Games: []string{"*"}, Kind: rules.DataQuality, Severity: sev,
		Title: rules.Text{ES: es, EN: en}, Doc: rules.Text{ES: des, EN: den}}
}

// QualityRules are the data-quality checks every audit runs.
var QualityRules = []*rules.Rule{
	dq(DQRow, rules.Medium, "Fila inutilizable", "Unusable row",
		"Una fila que no se puede leer (valor ilegible, columna obligatoria vacía, sesión desconocida, duplicada) se rechaza y se cuenta.",
		"A row that cannot be read (unparseable value, empty required column, unknown or duplicate session) is rejected and counted."),
	dq(DQSession, rules.High, "Sesión no auditable", "Session cannot be audited",
		"Juego desconocido, sin texto del Catálogo en vigor en su fecha o configuración inválida: la sesión y sus filas se rechazan o se auditan en parte, según se indique.",
		"Unknown game, no text of the Catálogo in force on its date, or an invalid configuration: the session and its rows are rejected or audited in part, as stated."),
	dq(DQRoundSeq, rules.Medium, "Numeración de jugadas con huecos o duplicados", "Round numbering with gaps or duplicates",
		"Las jugadas de una sesión se numeran 1, 2, 3... sin huecos; una jugada duplicada se rechaza.",
		"A session's rounds are numbered 1, 2, 3... without gaps; a duplicate round is rejected."),
	dq(DQOutcome, rules.High, "Resultado inválido", "Invalid outcome",
		"El resultado no se puede leer (ruleta: un número de 0 a 36; juegos de cartas: las manos en la notación del §9 del formato): la jugada y sus apuestas no se pueden liquidar y se rechazan.",
		"The outcome cannot be read (roulette: a number from 0 to 36; card games: the hands in the notation of §9 of the log format): the round and its bets cannot be settled and are rejected."),
	dq(DQBetRound, rules.Medium, "Apuesta sobre una jugada inexistente", "Bet on a round that does not exist",
		"La jugada de la apuesta (o la de su liquidación) no está en la sesión: la apuesta se rechaza.",
		"The bet's round (or its settlement round) is not in the session: the bet is rejected."),
	dq(DQRoundBets, rules.Medium, "Apuestas de una jugada rechazada", "Bets on a rejected round",
		"La fila de la jugada se rechazó al leer el registro (p. ej. una hora sin desfase horario) o al reproducirla (un resultado ilegible): sus apuestas, y las liquidadas en ella, no se pueden auditar. Se cuentan como rechazadas y se dice una vez por jugada, con sus bet_id.",
		"The round's row was rejected when the log was read (e.g. a time without offset) or replayed (an unreadable outcome): its bets, and those settled in it, cannot be audited. They count as rejected, said once per round with their bet_ids."),
	dq(DQDuplicate, rules.Medium, "Identificador duplicado", "Duplicate identifier",
		"Un bet_id repetido en la sesión: la segunda fila se rechaza.",
		"A bet_id repeated within the session: the second row is rejected."),
	dq(DQTime, rules.Low, "Horas fuera de orden", "Times out of order",
		"Una jugada anterior a la precedente, o una jugada, apuesta (placed_at) o evento fuera del horario de la sesión (formato del registro, §6, regla 5). La apuesta de una jugada que ya está fuera del horario no se señala aparte.",
		"A round earlier than the one before it, or a round, bet (placed_at) or event outside the session's hours (log format, §6, rule 5). A bet on a round itself outside the hours is not reported apart."),
	dq(DQEvent, rules.Low, "Evento ilegible", "Unreadable event",
		"Un evento cuyo detalle no se puede interpretar (p. ej. un cambio de límites sin importes).",
		"An event whose detail cannot be interpreted (e.g. a limit change without amounts)."),
	dq(DQMissing, rules.Info, "Dato no registrado: regla no auditable", "Field not recorded: rule not auditable",
		"Falta un dato opcional que una regla necesita; la regla no se comprueba donde falta.",
		"An optional field a rule needs is missing; the rule is not checked where it is."),
	dq(DQNoRounds, rules.Medium, "Sesión sin jugadas", "Session without rounds",
		"Una sesión sin ninguna jugada utilizable (ninguna registrada, o todas rechazadas) en un registro que sí tiene jugadas: no hay juego que auditar en ella, y no se da por auditada sin más. Un registro sin ninguna jugada es inutilizable en su conjunto (estado 2) y se dice una sola vez.",
		"A session with no usable round (none recorded, or all rejected) in a log that has rounds: there is no play to audit in it, and it is not passed as audited without a word. A log without any round is unusable as a whole (status 2), said once."),
}

func init() { rules.Register(QualityRules...) }
