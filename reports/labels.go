package reports

import (
	"strings"

	"github.com/veedor/veedor/rules"
)

// labels holds every fixed text of the reports in one language. A struct
// rather than a map so a missing label is a compile error, not a blank cell.
type labels struct {
	Title       string
	Region      string
	Log         string
	Period      string
	GeneratedAt string
	Version     string
	LogFormat   string
	Instruments string
	Inputs      string

	ID, TitleCol, Effective, EffectiveNote string
	File, Bytes, SHA256                    string

	Summary       string
	Figures       string
	Sessions      string
	Rounds        string
	Bets          string
	Handle        string
	TotalFindings string
	Violations    string
	DataIssues    string
	BySeverity    string
	ByRule        string
	Severity      string
	Count         string
	Rule          string
	Money         string
	AtStake       string
	Overpaid      string
	Underpaid     string
	Net           string

	Reconciliation string
	TableLog       string
	Read           string
	Audited        string
	Rejected       string
	Check          string
	OK             string
	Mismatch       string
	ReconNote      string
	RoundsNote     string // played rounds, round rows audited, difference
	BetsNote       string // bets audited, bet rows audited

	// Log-level problems and the CSV dialect of each input.
	Unusable     string
	UnusableNote string
	Dialect      string

	// The reader's notices, which it writes in English.
	NoticeColumn      string // file, column
	NoticeTableColumn string // file, table, column

	FindingsTitle  string
	NoViolations   string
	Casino         string
	Table          string
	Session        string
	Game           string
	Round          string
	Bet            string
	Time           string
	TimeRFC        string
	When           string
	Detail         string
	Expected       string
	Recorded       string
	StakeDelta     string
	Delta          string
	Citation       string
	Instrument     string
	Reference      string
	ReferenceMark  string
	ReferenceNote  string
	Assumptions    string
	Source         string
	SourceFile     string
	SourceLine     string
	Column         string
	Kind           string
	OverpaidShort  string
	UnderpaidShort string
	Cont           string // after a heading repeated on a new page
	MoreInBook     string // rule, shown, total, rest, sheet
	CapNote        string // cap
	// The systematic patterns of the PDF's findings lists.
	PatternsTitle string
	PatternsNote  string // share %, minimum findings, sheet
	PatternRounds string // rounds with a finding, rounds of the table, share
	FirstLast     string
	Examples      string

	DataQuality string
	NoDataIssue string
	Notices     string

	SessionList string
	Variant     string
	Opened      string
	Closed      string
	MinBet      string
	MaxBet      string
	Findings    string
	RejReason   string
	NoSessions  string
	Yes, No     string
	RejectedOne string
	RoundsShort string
	BetsShort   string
	Reason      string
	AtStakeCol  string
	Section     string
	Seed        string
	Line        string
	Quote       string

	Annex        string
	RulesApplied string
	Games        string
	Basis        string
	Note         string
	Doc          string
	NoRules      string
	InForce      string
	Reading      string
	IsDefault    string
	DefaultYes   string
	DefaultNo    string
	SwitchTitle  string
	ReadingText  string
	Why          string
	Register     string
	Cites        string
	NoAssumption string

	// Cover.
	Subtitle        string
	TablesAudited   string
	Fingerprint     string
	FingerprintNote string
	RuleSet         string
	SourceLangNote  string // only where the audit's sentences are not in this language
	Inspector       string
	SignDate        string
	Signature       string

	// One-page summary.
	KeyFigures       string
	TopTables        string
	TopRules         string
	TopDealers       string
	Dealer           string
	RoundsDealt      string
	Per100           string
	Per100Long       string
	RowsRead         string
	RowsAudited      string
	RowsRejected     string
	SessionsRejected string
	NoTable          string
	AndMore          string // n
	NoFindings       string

	// Charts.
	Charts       string
	ChartByTable string
	ChartByDay   string
	ChartByWeek  string
	ChartByMonth string
	ChartByYear  string
	ChartByHour  string
	ChartDealer  string
	DealerNote   string
	SmallSample  string // minimum rounds
	SmallCol     string // minimum rounds
	Untimed      string // n
	NoData       string
	TopShown     string // shown, total, sheet

	// Findings table and annexes.
	Num           string // the finding's number, shared by the PDF and the workbook
	RoundBet      string
	ExpRec        string
	RefSee        string
	NoRejected    string
	Glossary      string
	GlossaryIntro string
	Term          string
	Meaning       string

	// Workbook.
	SheetByRule, SheetByTable, SheetByDealer string
	FirstAt, LastAt, SessionsWith            string
	From                                     string

	Page string // "Página %d de %s"

	SheetSummary, SheetFindings, SheetDataQuality string
	SheetSessions, SheetRules, SheetAssumptions   string
	Continued                                     string // sheet suffix, "%s (%d)"

	Severities map[rules.Severity]string
	Kinds      map[rules.Kind]string
	Regions    map[string]string
}

var labelsES = labels{
	Title:       "Informe de inspección",
	Region:      "Región",
	Log:         "Registro auditado",
	Period:      "Periodo",
	GeneratedAt: "Generado el",
	Version:     "Versión de veedor",
	LogFormat:   "Versión del formato de registro",
	Instruments: "Instrumentos aplicados",
	Inputs:      "Ficheros de entrada",

	ID: "ID", TitleCol: "Título", Effective: "En vigor desde", EffectiveNote: "Nota sobre la fecha",
	File: "Fichero", Bytes: "Bytes", SHA256: "SHA-256",

	Summary:       "Resumen",
	Figures:       "Cifras",
	Sessions:      "Sesiones auditadas",
	Rounds:        "Rondas auditadas",
	Bets:          "Apuestas auditadas",
	Handle:        "Importe apostado",
	TotalFindings: "Hallazgos en total",
	Violations:    "Infracciones",
	DataIssues:    "Incidencias de calidad de datos",
	BySeverity:    "Hallazgos por gravedad",
	ByRule:        "Hallazgos por regla",
	Severity:      "Gravedad",
	Count:         "Número",
	Rule:          "Regla",
	Money:         "Importes",
	AtStake:       "Importe en juego",
	Overpaid:      "Pagado de más",
	Underpaid:     "Pagado de menos",
	Net:           "Neto (de más - de menos)",

	Reconciliation: "Conciliación de filas",
	TableLog:       "Tabla",
	Read:           "Leídas",
	Audited:        "Auditadas",
	Rejected:       "Rechazadas",
	Check:          "Comprobación",
	OK:             "OK",
	Mismatch:       "DESCUADRE",
	ReconNote:      "Cada fila leída debe estar auditada o rechazada: leídas = auditadas + rechazadas.",
	RoundsNote:     "Las rondas auditadas del resumen (%s) son las rondas jugadas; la tabla rounds tiene %s filas auditadas: las %s de diferencia son rondas anuladas (status void), cuyas filas se comprueban pero que no se juegan.",
	BetsNote:       "Las apuestas auditadas del resumen (%s) son las que cada juego liquidó; la tabla bets tiene %s filas auditadas.",

	Unusable:     "Registro inutilizable",
	UnusableNote: "El registro no permite una auditoría completa, aunque ninguna fila concreta lo cause:",
	Dialect:      "Formato CSV",

	NoticeColumn:      "%s: columna desconocida «%s», ignorada",
	NoticeTableColumn: "%s: tabla %s: columna desconocida «%s», ignorada",

	FindingsTitle:  "Infracciones",
	NoViolations:   "No se ha encontrado ninguna infracción.",
	Casino:         "Casino",
	Table:          "Mesa",
	Session:        "Sesión",
	Game:           "Juego",
	Round:          "Ronda",
	Bet:            "Apuesta",
	Time:           "Hora",
	TimeRFC:        "Hora (RFC 3339)",
	When:           "Momento",
	Detail:         "Hecho",
	Expected:       "Esperado",
	Recorded:       "Registrado",
	StakeDelta:     "En juego / diferencia",
	Delta:          "Diferencia (€)",
	Citation:       "Cita",
	Instrument:     "Instrumento",
	Reference:      "Texto de referencia",
	ReferenceMark:  "Basado en texto de referencia",
	ReferenceNote:  "Nota de referencia",
	Assumptions:    "Supuestos",
	Source:         "Origen",
	SourceFile:     "Fichero de origen",
	SourceLine:     "Línea de origen",
	Column:         "Columna",
	Kind:           "Tipo",
	OverpaidShort:  "pagado de más",
	UnderpaidShort: "pagado de menos",
	Cont:           "(cont.)",
	MoreInBook:     "%s: se muestran %d de %d hallazgos; los %d restantes están en el libro Excel (hoja «%s»).",
	CapNote:        "Este informe muestra como máximo %d hallazgos por regla; el libro Excel los contiene todos.",
	PatternsTitle:  "Errores sistemáticos",
	PatternsNote:   "Una regla que se incumple en al menos el %s %% de las rondas de una mesa, con %d hallazgos o más, se muestra como una sola fila: su número de hallazgos, su dinero, el primero y el último y algunos ejemplos. Sus hallazgos no se repiten en la lista siguiente; el libro Excel los contiene todos (hoja «%s»).",
	PatternRounds:  "en %s de %s rondas (%s %%)",
	FirstLast:      "Primero / último",
	Examples:       "Ejemplos",

	DataQuality: "Calidad de datos",
	NoDataIssue: "No hay incidencias de calidad de datos.",
	Notices:     "Avisos",

	SessionList: "Sesiones",
	Variant:     "Variante",
	Opened:      "Apertura",
	Closed:      "Cierre",
	MinBet:      "Apuesta mínima (€)",
	MaxBet:      "Apuesta máxima (€)",
	Findings:    "Hallazgos",
	RejReason:   "Rechazada (motivo)",
	NoSessions:  "No hay sesiones.",
	Yes:         "sí",
	No:          "no",
	RejectedOne: "Rechazada",
	RoundsShort: "Rondas",
	BetsShort:   "Apuestas",
	Reason:      "Motivo",
	AtStakeCol:  "En juego (€)",
	Section:     "Apartado",
	Seed:        "Fichero del texto",
	Line:        "Línea",
	Quote:       "Texto citado",

	Annex:        "Anexo",
	RulesApplied: "Reglas aplicadas",
	Games:        "Juegos",
	Basis:        "Base legal",
	Note:         "Nota",
	Doc:          "Descripción",
	NoRules:      "No se ha aplicado ninguna regla.",
	InForce:      "Supuestos en vigor",
	Reading:      "Lectura",
	IsDefault:    "Por defecto",
	DefaultYes:   "por defecto",
	DefaultNo:    "elegida (no es la de por defecto)",
	SwitchTitle:  "Cuestión",
	ReadingText:  "Texto de la lectura",
	Why:          "Motivo de la lectura por defecto",
	Register:     "Registro de ambigüedades",
	Cites:        "Citas",
	NoAssumption: "Ningún supuesto en vigor.",

	Subtitle:        "Auditoría de los registros de juego frente al Catálogo de Juegos",
	TablesAudited:   "Mesas auditadas",
	Fingerprint:     "Huella digital",
	FingerprintNote: "SHA-256 de cada fichero de entrada y del conjunto de reglas aplicado (las reglas con su base legal, los supuestos en vigor y los instrumentos, en JSON canónico). Las mismas entradas y opciones dan las mismas huellas y, con la misma fecha de generación, este mismo documento byte a byte.",
	RuleSet:         "Conjunto de reglas aplicado",
	Inspector:       "Inspector/a",
	SignDate:        "Fecha",
	Signature:       "Firma",

	KeyFigures:       "Cifras clave",
	TopTables:        "Mesas con más hallazgos",
	TopRules:         "Reglas con más hallazgos",
	TopDealers:       "Crupieres con más hallazgos",
	Dealer:           "Crupier",
	RoundsDealt:      "Rondas a su cargo",
	Per100:           "Por 100 rondas",
	Per100Long:       "Hallazgos por 100 rondas",
	RowsRead:         "Filas leídas",
	RowsAudited:      "Filas auditadas",
	RowsRejected:     "Filas rechazadas",
	SessionsRejected: "Sesiones rechazadas",
	NoTable:          "(sin mesa)",
	AndMore:          "… y %d más en el libro Excel.",
	NoFindings:       "Ningún hallazgo.",

	Charts:       "Gráficos",
	ChartByTable: "Hallazgos por mesa",
	ChartByDay:   "Hallazgos por día",
	ChartByWeek:  "Hallazgos por semana (desde el lunes)",
	ChartByMonth: "Hallazgos por mes",
	ChartByYear:  "Hallazgos por año",
	ChartByHour:  "Hallazgos por hora del día (hora local registrada)",
	ChartDealer:  "Hallazgos por 100 rondas, por crupier",
	DealerNote:   "Hallazgos en las rondas a cargo de cada crupier por cada 100 de esas rondas; a la izquierda, cuántas rondas tuvo a su cargo.",
	SmallSample:  "* Muestra pequeña (menos de %d rondas): la tasa es poco fiable.",
	SmallCol:     "Muestra pequeña (< %d rondas)",
	Untimed:      "%d hallazgos sin fecha dentro del periodo no figuran en este gráfico.",
	NoData:       "Sin datos.",
	TopShown:     "Se muestran %d de %d; el resto figura en el libro Excel (hoja «%s»).",

	Num:           "Nº",
	RefSee:        "véase el anexo A",
	RoundBet:      "Ronda / apuesta",
	ExpRec:        "Esperado / registrado",
	NoRejected:    "Ninguna sesión rechazada.",
	Glossary:      "Glosario",
	GlossaryIntro: "Términos del juego usados en los registros, las reglas y los hallazgos.",
	Term:          "Término",
	Meaning:       "Significado",

	SheetByRule: "Por regla", SheetByTable: "Por mesa", SheetByDealer: "Por crupier",
	FirstAt: "Primer hallazgo", LastAt: "Último hallazgo", SessionsWith: "Sesiones con hallazgos",
	From: "Desde",

	Page: "Página %d de %s",

	SheetSummary: "Resumen", SheetFindings: "Hallazgos", SheetDataQuality: "Calidad de datos",
	SheetSessions: "Sesiones", SheetRules: "Reglas", SheetAssumptions: "Supuestos",
	Continued: "%s (%d)",

	Severities: map[rules.Severity]string{rules.High: "alta", rules.Medium: "media", rules.Low: "baja", rules.Info: "informativa"},
	Kinds:      map[rules.Kind]string{rules.Violation: "infracción", rules.DataQuality: "calidad de datos"},
	Regions:    map[string]string{rules.RegionES: "España (catálogo nacional)", rules.RegionCyL: "Castilla y León", rules.RegionCV: "Comunitat Valenciana"},
}

var labelsEN = labels{
	Title:       "Inspection report",
	Region:      "Region",
	Log:         "Audited log",
	Period:      "Period",
	GeneratedAt: "Generated at",
	Version:     "veedor version",
	LogFormat:   "Log format version",
	Instruments: "Instruments applied",
	Inputs:      "Input files",

	ID: "ID", TitleCol: "Title", Effective: "In force from", EffectiveNote: "Note on the date",
	File: "File", Bytes: "Bytes", SHA256: "SHA-256",

	Summary:       "Summary",
	Figures:       "Figures",
	Sessions:      "Sessions audited",
	Rounds:        "Rounds audited",
	Bets:          "Bets audited",
	Handle:        "Handle",
	TotalFindings: "Findings in total",
	Violations:    "Violations",
	DataIssues:    "Data-quality findings",
	BySeverity:    "Findings by severity",
	ByRule:        "Findings by rule",
	Severity:      "Severity",
	Count:         "Count",
	Rule:          "Rule",
	Money:         "Amounts",
	AtStake:       "Money at stake",
	Overpaid:      "Overpaid",
	Underpaid:     "Underpaid",
	Net:           "Net (overpaid - underpaid)",

	Reconciliation: "Row reconciliation",
	TableLog:       "Table",
	Read:           "Read",
	Audited:        "Audited",
	Rejected:       "Rejected",
	Check:          "Check",
	OK:             "OK",
	Mismatch:       "MISMATCH",
	ReconNote:      "Every row read must be either audited or rejected: read = audited + rejected.",
	RoundsNote:     "The summary's rounds audited (%s) are the rounds played; the rounds table has %s rows audited: the %s of difference are void rounds (status void), whose rows are checked but which are not played.",
	BetsNote:       "The summary's bets audited (%s) are those each game settled; the bets table has %s rows audited.",

	Unusable:     "Unusable log",
	UnusableNote: "The log does not allow a complete audit, though no single row is at fault:",
	Dialect:      "CSV dialect",

	NoticeColumn:      "%s: unknown column %q ignored",
	NoticeTableColumn: "%s: table %s: unknown column %q ignored",

	FindingsTitle:  "Violations",
	NoViolations:   "No violation was found.",
	Casino:         "Casino",
	Table:          "Table",
	Session:        "Session",
	Game:           "Game",
	Round:          "Round",
	Bet:            "Bet",
	Time:           "Time",
	TimeRFC:        "Time (RFC 3339)",
	When:           "When",
	Detail:         "What happened",
	Expected:       "Expected",
	Recorded:       "Recorded",
	StakeDelta:     "At stake / delta",
	Delta:          "Delta (€)",
	Citation:       "Citation",
	Instrument:     "Instrument",
	Reference:      "Reference text",
	ReferenceMark:  "Rests on a reference text",
	ReferenceNote:  "Reference note",
	Assumptions:    "Assumptions",
	Source:         "Source",
	SourceFile:     "Source file",
	SourceLine:     "Source line",
	Column:         "Column",
	Kind:           "Kind",
	OverpaidShort:  "overpaid",
	UnderpaidShort: "underpaid",
	Cont:           "(cont.)",
	MoreInBook:     "%s: %d of %d findings shown; the other %d are in the workbook (sheet “%s”).",
	CapNote:        "This report shows at most %d findings per rule; the workbook holds them all.",
	PatternsTitle:  "Systematic errors",
	PatternsNote:   "A rule broken on at least %s %% of a table's rounds, with %d findings or more, is shown as one row: its number of findings, its money, the first and the last and a few examples. Its findings are not repeated in the list below; the workbook holds them all (sheet “%s”).",
	PatternRounds:  "on %s of %s rounds (%s %%)",
	FirstLast:      "First / last",
	Examples:       "Examples",

	DataQuality: "Data quality",
	NoDataIssue: "No data-quality findings.",
	Notices:     "Notices",

	SessionList: "Sessions",
	Variant:     "Variant",
	Opened:      "Opened",
	Closed:      "Closed",
	MinBet:      "Minimum bet (€)",
	MaxBet:      "Maximum bet (€)",
	Findings:    "Findings",
	RejReason:   "Rejected (reason)",
	NoSessions:  "No sessions.",
	Yes:         "yes",
	No:          "no",
	RejectedOne: "Rejected",
	RoundsShort: "Rounds",
	BetsShort:   "Bets",
	Reason:      "Reason",
	AtStakeCol:  "At stake (€)",
	Section:     "Section",
	Seed:        "Text file",
	Line:        "Line",
	Quote:       "Quoted text",

	Annex:        "Annex",
	RulesApplied: "Rules applied",
	Games:        "Games",
	Basis:        "Legal basis",
	Note:         "Note",
	Doc:          "Description",
	NoRules:      "No rule was applied.",
	InForce:      "Assumptions in force",
	Reading:      "Reading",
	IsDefault:    "Default",
	DefaultYes:   "default",
	DefaultNo:    "chosen (not the default)",
	SwitchTitle:  "Question",
	ReadingText:  "Text of the reading",
	Why:          "Why the default",
	Register:     "Ambiguity register",
	Cites:        "Citations",
	NoAssumption: "No assumption in force.",

	Subtitle:        "Audit of the gaming logs against the Catálogo de Juegos",
	TablesAudited:   "Tables audited",
	Fingerprint:     "Fingerprint",
	FingerprintNote: "SHA-256 of every input file and of the rule set applied (the rules with their legal basis, the assumptions in force and the instruments, as canonical JSON). The same inputs and options give the same fingerprints and, with the same production time, this very document byte for byte.",
	RuleSet:         "Rule set applied",
	Inspector:       "Inspector",
	SignDate:        "Date",
	Signature:       "Signature",

	KeyFigures:       "Key figures",
	TopTables:        "Tables with most findings",
	TopRules:         "Rules with most findings",
	TopDealers:       "Croupiers with most findings",
	Dealer:           "Croupier",
	RoundsDealt:      "Rounds dealt",
	Per100:           "Per 100 rounds",
	Per100Long:       "Findings per 100 rounds",
	RowsRead:         "Rows read",
	RowsAudited:      "Rows audited",
	RowsRejected:     "Rows rejected",
	SessionsRejected: "Sessions rejected",
	NoTable:          "(no table)",
	AndMore:          "… and %d more in the workbook.",
	NoFindings:       "No findings.",

	Charts:       "Charts",
	ChartByTable: "Findings by table",
	ChartByDay:   "Findings by day",
	ChartByWeek:  "Findings by week (from Monday)",
	ChartByMonth: "Findings by month",
	ChartByYear:  "Findings by year",
	ChartByHour:  "Findings by hour of day (local time as recorded)",
	ChartDealer:  "Findings per 100 rounds, by croupier",
	DealerNote:   "Findings in the rounds each croupier dealt, per 100 of those rounds; on the left, how many rounds they dealt.",
	SmallSample:  "* Small sample (fewer than %d rounds): the rate is unreliable.",
	SmallCol:     "Small sample (< %d rounds)",
	Untimed:      "%d findings with no date within the period are not in this chart.",
	NoData:       "No data.",
	TopShown:     "%d of %d shown; the rest are in the workbook (sheet “%s”).",

	Num:           "No.",
	RefSee:        "see Annex A",
	RoundBet:      "Round / bet",
	ExpRec:        "Expected / recorded",
	NoRejected:    "No session rejected.",
	Glossary:      "Glossary of Spanish terms",
	GlossaryIntro: "The Spanish terms of the game used in the logs, the rules and the findings, with their meaning. The regulation's own wording is quoted in Spanish throughout this report.",
	Term:          "Spanish term",
	Meaning:       "Meaning",

	SheetByRule: "By rule", SheetByTable: "By table", SheetByDealer: "By croupier",
	FirstAt: "First finding", LastAt: "Last finding", SessionsWith: "Sessions with findings",
	From: "From",

	Page: "Page %d of %s",

	SheetSummary: "Summary", SheetFindings: "Findings", SheetDataQuality: "Data quality",
	SheetSessions: "Sessions", SheetRules: "Rules", SheetAssumptions: "Assumptions",
	Continued: "%s (%d)",

	Severities: map[rules.Severity]string{rules.High: "high", rules.Medium: "medium", rules.Low: "low", rules.Info: "info"},
	Kinds:      map[rules.Kind]string{rules.Violation: "violation", rules.DataQuality: "data quality"},
	Regions:    map[string]string{rules.RegionES: "Spain (national catalogue)", rules.RegionCyL: "Castilla y León", rules.RegionCV: "Comunitat Valenciana"},
}

// labelsCA is the Valencian edition (--lang ca). The audit writes its
// sentences (what happened, expected, recorded) and the rules' titles in
// Spanish and English only: this edition quotes the Spanish ones and says so
// on its cover (SourceLangNote).
var labelsCA = labels{
	Title:       "Informe d'inspecció",
	Region:      "Regió",
	Log:         "Registre auditat",
	Period:      "Període",
	GeneratedAt: "Generat el",
	Version:     "Versió de veedor",
	LogFormat:   "Versió del format de registre",
	Instruments: "Instruments aplicats",
	Inputs:      "Fitxers d'entrada",

	ID: "ID", TitleCol: "Títol", Effective: "En vigor des de", EffectiveNote: "Nota sobre la data",
	File: "Fitxer", Bytes: "Bytes", SHA256: "SHA-256",

	Summary:       "Resum",
	Figures:       "Xifres",
	Sessions:      "Sessions auditades",
	Rounds:        "Rondes auditades",
	Bets:          "Apostes auditades",
	Handle:        "Import apostat",
	TotalFindings: "Troballes en total",
	Violations:    "Infraccions",
	DataIssues:    "Incidències de qualitat de dades",
	BySeverity:    "Troballes per gravetat",
	ByRule:        "Troballes per regla",
	Severity:      "Gravetat",
	Count:         "Nombre",
	Rule:          "Regla",
	Money:         "Imports",
	AtStake:       "Import en joc",
	Overpaid:      "Pagat de més",
	Underpaid:     "Pagat de menys",
	Net:           "Net (de més - de menys)",

	Reconciliation: "Conciliació de files",
	TableLog:       "Taula del registre",
	Read:           "Llegides",
	Audited:        "Auditades",
	Rejected:       "Rebutjades",
	Check:          "Comprovació",
	OK:             "OK",
	Mismatch:       "NO QUADRA",
	ReconNote:      "Cada fila llegida ha d'estar auditada o rebutjada: llegides = auditades + rebutjades.",
	RoundsNote:     "Les rondes auditades del resum (%s) són les rondes jugades; la taula rounds té %s files auditades: les %s de diferència són rondes anul·lades (status void), les files de les quals es comproven però que no es juguen.",
	BetsNote:       "Les apostes auditades del resum (%s) són les que cada joc va liquidar; la taula bets té %s files auditades.",

	Unusable:     "Registre inutilitzable",
	UnusableNote: "El registre no permet una auditoria completa, encara que cap fila concreta no en siga la causa:",
	Dialect:      "Format CSV",

	NoticeColumn:      "%s: columna desconeguda «%s», ignorada",
	NoticeTableColumn: "%s: taula %s: columna desconeguda «%s», ignorada",

	FindingsTitle:  "Infraccions",
	NoViolations:   "No s'ha trobat cap infracció.",
	Casino:         "Casino",
	Table:          "Taula",
	Session:        "Sessió",
	Game:           "Joc",
	Round:          "Ronda",
	Bet:            "Aposta",
	Time:           "Hora",
	TimeRFC:        "Hora (RFC 3339)",
	When:           "Moment",
	Detail:         "Fet",
	Expected:       "Esperat",
	Recorded:       "Registrat",
	StakeDelta:     "En joc / diferència",
	Delta:          "Diferència (€)",
	Citation:       "Cita",
	Instrument:     "Instrument",
	Reference:      "Text de referència",
	ReferenceMark:  "Basat en un text de referència",
	ReferenceNote:  "Nota de referència",
	Assumptions:    "Supòsits",
	Source:         "Origen",
	SourceFile:     "Fitxer d'origen",
	SourceLine:     "Línia d'origen",
	Column:         "Columna",
	Kind:           "Tipus",
	OverpaidShort:  "pagat de més",
	UnderpaidShort: "pagat de menys",
	Cont:           "(cont.)",
	MoreInBook:     "%s: es mostren %d de %d troballes; les %d restants són al llibre Excel (full «%s»).",
	CapNote:        "Este informe mostra com a màxim %d troballes per regla; el llibre Excel les conté totes.",
	PatternsTitle:  "Errors sistemàtics",
	PatternsNote:   "Una regla que s'incomplix en almenys el %s %% de les rondes d'una taula, amb %d troballes o més, es mostra com una sola fila: el seu nombre de troballes, els diners, la primera i l'última i alguns exemples. Les seues troballes no es repetixen en la llista següent; el llibre Excel les conté totes (full «%s»).",
	PatternRounds:  "en %s de %s rondes (%s %%)",
	FirstLast:      "Primera / última",
	Examples:       "Exemples",

	DataQuality: "Qualitat de les dades",
	NoDataIssue: "No hi ha incidències de qualitat de dades.",
	Notices:     "Avisos",

	SessionList: "Sessions",
	Variant:     "Variant",
	Opened:      "Obertura",
	Closed:      "Tancament",
	MinBet:      "Aposta mínima (€)",
	MaxBet:      "Aposta màxima (€)",
	Findings:    "Troballes",
	RejReason:   "Rebutjada (motiu)",
	NoSessions:  "No hi ha sessions.",
	Yes:         "sí",
	No:          "no",
	RejectedOne: "Rebutjada",
	RoundsShort: "Rondes",
	BetsShort:   "Apostes",
	Reason:      "Motiu",
	AtStakeCol:  "En joc (€)",
	Section:     "Apartat",
	Seed:        "Fitxer del text",
	Line:        "Línia",
	Quote:       "Text citat",

	Annex:        "Annex",
	RulesApplied: "Regles aplicades",
	Games:        "Jocs",
	Basis:        "Base legal",
	Note:         "Nota",
	Doc:          "Descripció",
	NoRules:      "No s'ha aplicat cap regla.",
	InForce:      "Supòsits en vigor",
	Reading:      "Lectura",
	IsDefault:    "Per defecte",
	DefaultYes:   "per defecte",
	DefaultNo:    "triada (no és la per defecte)",
	SwitchTitle:  "Qüestió",
	ReadingText:  "Text de la lectura",
	Why:          "Motiu de la lectura per defecte",
	Register:     "Registre d'ambigüitats",
	Cites:        "Cites",
	NoAssumption: "Cap supòsit en vigor.",

	Subtitle:        "Auditoria dels registres de joc d'acord amb el Catálogo de Juegos",
	TablesAudited:   "Taules auditades",
	Fingerprint:     "Empremta digital",
	FingerprintNote: "SHA-256 de cada fitxer d'entrada i del conjunt de regles aplicat (les regles amb la seua base legal, els supòsits en vigor i els instruments, en JSON canònic). Les mateixes entrades i opcions donen les mateixes empremtes i, amb la mateixa data de generació, este mateix document byte a byte.",
	RuleSet:         "Conjunt de regles aplicat",
	SourceLangNote:  "Llengua: les etiquetes d'este informe són en valencià; les frases de les troballes (fet, esperat, registrat), els títols i les descripcions de les regles, els supòsits i les cites legals es reproduïxen en castellà, la llengua en què els redacta l'auditoria i en què estan escrits els textos legals.",
	Inspector:       "Inspector/a",
	SignDate:        "Data",
	Signature:       "Signatura",

	KeyFigures:       "Xifres clau",
	TopTables:        "Taules amb més troballes",
	TopRules:         "Regles amb més troballes",
	TopDealers:       "Crupiers amb més troballes",
	Dealer:           "Crupier",
	RoundsDealt:      "Rondes a càrrec seu",
	Per100:           "Per cada 100 rondes",
	Per100Long:       "Troballes per cada 100 rondes",
	RowsRead:         "Files llegides",
	RowsAudited:      "Files auditades",
	RowsRejected:     "Files rebutjades",
	SessionsRejected: "Sessions rebutjades",
	NoTable:          "(sense taula)",
	AndMore:          "… i %d més al llibre Excel.",
	NoFindings:       "Cap troballa.",

	Charts:       "Gràfics",
	ChartByTable: "Troballes per taula",
	ChartByDay:   "Troballes per dia",
	ChartByWeek:  "Troballes per setmana (des del dilluns)",
	ChartByMonth: "Troballes per mes",
	ChartByYear:  "Troballes per any",
	ChartByHour:  "Troballes per hora del dia (hora local registrada)",
	ChartDealer:  "Troballes per cada 100 rondes, per crupier",
	DealerNote:   "Troballes en les rondes a càrrec de cada crupier per cada 100 d'eixes rondes; a l'esquerra, quantes rondes va tindre a càrrec seu.",
	SmallSample:  "* Mostra xicoteta (menys de %d rondes): la taxa és poc fiable.",
	SmallCol:     "Mostra xicoteta (< %d rondes)",
	Untimed:      "%d troballes sense data dins del període no figuren en este gràfic.",
	NoData:       "Sense dades.",
	TopShown:     "Es mostren %d de %d; la resta figura al llibre Excel (full «%s»).",

	Num:           "Núm.",
	RefSee:        "vegeu l'annex A",
	RoundBet:      "Ronda / aposta",
	ExpRec:        "Esperat / registrat",
	NoRejected:    "Cap sessió rebutjada.",
	Glossary:      "Glossari",
	GlossaryIntro: "Termes del joc usats en els registres, les regles i les troballes.",
	Term:          "Terme",
	Meaning:       "Significat",

	SheetByRule: "Per regla", SheetByTable: "Per taula", SheetByDealer: "Per crupier",
	FirstAt: "Primera troballa", LastAt: "Última troballa", SessionsWith: "Sessions amb troballes",
	From: "Des de",

	Page: "Pàgina %d de %s",

	SheetSummary: "Resum", SheetFindings: "Troballes", SheetDataQuality: "Qualitat de dades",
	SheetSessions: "Sessions", SheetRules: "Regles", SheetAssumptions: "Supòsits",
	Continued: "%s (%d)",

	Severities: map[rules.Severity]string{rules.High: "alta", rules.Medium: "mitjana", rules.Low: "baixa", rules.Info: "informativa"},
	Kinds:      map[rules.Kind]string{rules.Violation: "infracció", rules.DataQuality: "qualitat de dades"},
	Regions:    map[string]string{rules.RegionES: "Espanya (catàleg nacional)", rules.RegionCyL: "Castella i Lleó", rules.RegionCV: "Comunitat Valenciana"},
}

// Langs lists the report languages: Spanish (the default), English and
// Valencian.
var Langs = []string{"es", "en", "ca"}

// ValidLang reports whether s names a report language.
func ValidLang(s string) bool {
	for _, l := range Langs {
		if s == l {
			return true
		}
	}
	return false
}

// lang normalises Options.Lang: "en" and "ca" (Valencian, also given as
// "va" or "ca-valencia") are kept; anything else is Spanish.
func lang(s string) string {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "en":
		return "en"
	case "ca", "va", "ca-valencia", "ca-es-valencia":
		return "ca"
	}
	return "es"
}

// textLang is the language asked of the audit's own sentences (rules.Text),
// which exist in Spanish and English only.
func textLang(l string) string {
	if l == "en" {
		return "en"
	}
	return "es"
}

func labelsFor(l string) *labels {
	switch lang(l) {
	case "en":
		return &labelsEN
	case "ca":
		return &labelsCA
	}
	return &labelsES
}

// severity names a level, falling back to the raw value for unknown ones.
func (lb *labels) severity(s rules.Severity) string {
	if n, ok := lb.Severities[s]; ok {
		return n
	}
	return string(s)
}

func (lb *labels) kind(k rules.Kind) string {
	if n, ok := lb.Kinds[k]; ok {
		return n
	}
	return string(k)
}

func (lb *labels) region(code string) string {
	if n, ok := lb.Regions[code]; ok {
		return n + " (" + code + ")"
	}
	return code
}

func (lb *labels) yesNo(b bool) string {
	if b {
		return lb.Yes
	}
	return lb.No
}
