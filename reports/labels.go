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

	Page string // "Página %d de %s"

	SheetSummary, SheetFindings, SheetDataQuality string
	SheetSessions, SheetRules, SheetAssumptions   string
	Continued                                     string // sheet suffix, "%s (%d)"

	Severities map[rules.Severity]string
	Kinds      map[rules.Kind]string
	Regions    map[string]string
}

var labelsES = labels{
	Title:       "Informe de auditoría — Catálogo de Juegos",
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

	Page: "Página %d de %s",

	SheetSummary: "Resumen", SheetFindings: "Hallazgos", SheetDataQuality: "Calidad de datos",
	SheetSessions: "Sesiones", SheetRules: "Reglas", SheetAssumptions: "Supuestos",
	Continued: "%s (%d)",

	Severities: map[rules.Severity]string{rules.High: "alta", rules.Medium: "media", rules.Low: "baja", rules.Info: "informativa"},
	Kinds:      map[rules.Kind]string{rules.Violation: "infracción", rules.DataQuality: "calidad de datos"},
	Regions:    map[string]string{rules.RegionES: "España (catálogo nacional)", rules.RegionCyL: "Castilla y León", rules.RegionCV: "Comunitat Valenciana"},
}

var labelsEN = labels{
	Title:       "Audit report — Catálogo de Juegos",
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

	Page: "Page %d of %s",

	SheetSummary: "Summary", SheetFindings: "Findings", SheetDataQuality: "Data quality",
	SheetSessions: "Sessions", SheetRules: "Rules", SheetAssumptions: "Assumptions",
	Continued: "%s (%d)",

	Severities: map[rules.Severity]string{rules.High: "high", rules.Medium: "medium", rules.Low: "low", rules.Info: "info"},
	Kinds:      map[rules.Kind]string{rules.Violation: "violation", rules.DataQuality: "data quality"},
	Regions:    map[string]string{rules.RegionES: "Spain (national catalogue)", rules.RegionCyL: "Castilla y León", rules.RegionCV: "Comunitat Valenciana"},
}

// lang normalises Options.Lang: anything but "en" is Spanish.
func lang(s string) string {
	if strings.EqualFold(strings.TrimSpace(s), "en") {
		return "en"
	}
	return "es"
}

func labelsFor(l string) *labels {
	if lang(l) == "en" {
		return &labelsEN
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
