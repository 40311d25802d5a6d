package reports

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit"
)

// Nightly is what the findings store adds to an audit's reports: which run
// this is, what was left out as already audited, which findings are new
// (first seen in this run), which are waived, which findings of re-audited
// sessions were not found again, and the trend over the last runs. Plain
// data, filled in by the command from audit/history; nil without a store.
type Nightly struct {
	Store    string      // the store's path
	Run      int64       // this run's number in the store
	At       string      // this run's production time (RFC 3339)
	Previous *NightlyRun // the run before, nil on the first
	Since    string      // "" (every session), "last", or a date: sessions opened from that date on, new or changed
	Until    string      // "" or a date: sessions opened after it are left out
	Skipped  NightlySkipped
	// New holds the IDs of the findings first seen in this run; NewAt, when
	// set, says it by the finding's index instead (an audit with millions
	// of findings: audit/history.Recorded.IsNew).
	New   map[string]bool
	NewAt func(i int) bool
	// Waivers in force at the production time, by finding ID.
	Waivers map[string]Waiver
	// Resolved: findings of a re-audited session's previous audit that this
	// run did not find again.
	Resolved []ResolvedFinding
	// Runs are the last runs, oldest first, this one last; ByTable and
	// ByRule the findings per run and table or rule (no row: none).
	Runs    []NightlyRun
	ByTable []Trend
	ByRule  []Trend
}

// NightlyRun is one run of the store.
type NightlyRun struct {
	ID       int64  `json:"run"`
	At       string `json:"at"`
	Log      string `json:"log"`
	Sessions int    `json:"sessions"`
	Rounds   int    `json:"rounds"`
	Findings int    `json:"findings"`
	New      int    `json:"new_findings"`
}

// NightlySkipped counts the sessions (and their rows) left out of the run.
type NightlySkipped struct {
	Unchanged     int   `json:"unchanged_sessions"` // already audited, same contents
	UnchangedRows int64 `json:"unchanged_rows"`
	Outside       int   `json:"outside_period_sessions"` // opened outside the period (--since DATE, --until)
	OutsideRows   int64 `json:"outside_period_rows"`
}

// Waiver accepts a reviewed finding from From until Until (excluded).
type Waiver struct {
	Reason string    `json:"reason"`
	Author string    `json:"author"`
	From   time.Time `json:"from"`
	Until  time.Time `json:"until"`
}

// Trend is the findings of one run for one table ("casino/table") or rule,
// over the rounds audited in that run (that table's, or all of them).
type Trend struct {
	Run      int64  `json:"run"`
	Key      string `json:"key"`
	Rounds   int    `json:"rounds"`
	Findings int    `json:"findings"`
}

// ResolvedFinding is a finding no longer found when its session was
// audited again.
type ResolvedFinding struct {
	ID      string `json:"id"`
	Rule    string `json:"rule"`
	Casino  string `json:"casino_id"`
	Table   string `json:"table_id"`
	Session string `json:"session_id"`
	Round   int    `json:"round_no"`
	Bet     string `json:"bet_id,omitempty"`
	LastRun int64  `json:"last_run"`
}

// waiver is the waiver of the finding of identity id, or nil.
func (o Options) waiver(id string) *Waiver {
	if o.Nightly == nil || id == "" {
		return nil
	}
	if w, ok := o.Nightly.Waivers[id]; ok {
		return &w
	}
	return nil
}

// isNew reports whether finding i, of identity id, is new in this run.
func (o Options) isNew(i int, id string) bool {
	if o.Nightly == nil {
		return false
	}
	if o.Nightly.NewAt != nil {
		return o.Nightly.NewAt(i)
	}
	return id != "" && o.Nightly.New[id]
}

// nightlyCounts are the findings of this run by novelty and waiver.
type nightlyCounts struct {
	New, Known, Waived, Counting int
	byRule                       map[string]*[4]int // new, known, waived, total
}

func countNightly(r *audit.Result, opt Options) (nightlyCounts, error) {
	c := nightlyCounts{byRule: map[string]*[4]int{}}
	ids := opt.idSeq()
	err := r.EachFinding(func(i int, f *audit.Finding) error {
		id := ids.next(i, f)
		k := c.byRule[f.Rule]
		if k == nil {
			k = &[4]int{}
			c.byRule[f.Rule] = k
		}
		k[3]++
		if opt.isNew(i, id) {
			c.New++
			k[0]++
		} else {
			c.Known++
			k[1]++
		}
		if opt.waiver(id) != nil {
			c.Waived++
			k[2]++
		} else {
			c.Counting++
		}
		return nil
	})
	return c, err
}

// untilText shows a waiver's end: a date when it ends at midnight (the
// waiver runs through the day before), else the time with its offset.
func untilText(t time.Time) string {
	if h, m, s := t.Clock(); h == 0 && m == 0 && s == 0 {
		return t.Add(-time.Second).Format(layoutDate)
	}
	return t.Format("2006-01-02 15:04 (-07:00)")
}

// untilCell is untilText as a typed cell: the last day waived, or the
// instant it ends.
func untilCell(t time.Time, sty xstyles) any {
	if h, m, s := t.Clock(); h == 0 && m == 0 && s == 0 {
		return dateCell(t.Add(-time.Second), sty.date)
	}
	return wallClock(t, sty.dt)
}

type nightlyLabels struct {
	Title, Sheet                                string
	Run, Store, Previous, FirstRun, Selection   string
	SelAll, SelLast, SelDate                    string // SelDate: date
	SkippedUnchanged, SkippedOutside, RowsFmt   string // SkippedOutside: period; RowsFmt: sessions, rows
	SelUntil, PeriodFrom, PeriodUntil           string // dates
	New, Known, Waived, Counting, Resolved      string
	NewNote, CountNote                          string
	ByRule, Total                               string
	NewList, NoneNew, MoreNew                   string // MoreNew: n, column
	Waivers, NoneWaived, Until, Author, Reason  string
	ResolvedTitle, NoneResolved, LastRun        string
	TrendTable, TrendRule, TrendNote, MoreTrend string // TrendNote: runs; MoreTrend: n, sheet
	TrendRuleNote                               string // runs
	NoRuns                                      string
	WaivedMark                                  string // until, author, reason
	NewMark                                     string
	ColID, ColNew, ColUntil, ColAuthor, ColWhy  string
	RunFmt                                      string // id, at
	Rows                                        string
}

var nightlyES = nightlyLabels{
	Title: "Ejecución nocturna: novedades y tendencia", Sheet: "Nocturno",
	Run: "Ejecución", Store: "Almacén de hallazgos", Previous: "Ejecución anterior", FirstRun: "ninguna (primera ejecución del almacén)",
	Selection: "Sesiones auditadas", SelAll: "todas las del registro", SelLast: "solo las nuevas o modificadas desde su última auditoría (--since last)",
	SelDate:          "las nuevas o modificadas abiertas desde el %s (--since %[1]s)",
	SkippedUnchanged: "Omitidas: ya auditadas, sin cambios", SkippedOutside: "Omitidas: abiertas fuera del periodo (%s)", SelUntil: "; solo las abiertas hasta el %s inclusive (--until)", PeriodFrom: "desde el %s", PeriodUntil: "hasta el %s", RowsFmt: "%s sesiones (%s filas)",
	New: "Nuevos", Known: "Ya conocidos", Waived: "Dispensados", Counting: "Cuentan para el estado", Resolved: "Resueltos",
	NewNote:   "Nuevo: visto por primera vez en esta ejecución, en ninguna ejecución anterior del almacén. Repetir una ejecución con las mismas entradas y opciones da el mismo informe: no se registra dos veces.",
	CountNote: "Un hallazgo dispensado sigue en el informe, marcado, y deja de contar para el estado de salida hasta que vence su dispensa.",
	ByRule:    "Por regla", Total: "Total",
	NewList: "Hallazgos nuevos", NoneNew: "Ningún hallazgo nuevo.", MoreNew: "… y %s más: columna «%s» del libro.",
	Waivers: "Dispensas en vigor", NoneWaived: "Ningún hallazgo dispensado.", Until: "Hasta", Author: "Autor", Reason: "Motivo",
	ResolvedTitle: "Resueltos: no hallados de nuevo al reauditar su sesión", NoneResolved: "Ninguno.", LastRun: "Última ejecución",
	TrendTable: "Tendencia: hallazgos por 100 rondas, por mesa", TrendRule: "Tendencia: hallazgos por 100 rondas, por regla",
	TrendNote:     "Últimas %d ejecuciones. Cada una cuenta los hallazgos de las sesiones que auditó, por 100 rondas auditadas en ella (por mesa: las de esa mesa). «—»: sin rondas.",
	TrendRuleNote: "Últimas %d ejecuciones. Cada una cuenta los hallazgos de cada regla en las sesiones que auditó, por 100 rondas auditadas en ella. «—»: sin rondas.",
	MoreTrend:     "… y %s más en la hoja «%s».", NoRuns: "Sin ejecuciones.",
	WaivedMark: "DISPENSADO hasta %s por %s: %s", NewMark: "NUEVO",
	ColID: "ID del hallazgo", ColNew: "Nuevo", ColUntil: "Dispensado hasta", ColAuthor: "Dispensa: autor", ColWhy: "Dispensa: motivo",
	RunFmt: "nº %d, %s", Rows: "filas",
}

var nightlyEN = nightlyLabels{
	Title: "Nightly run: what is new and the trend", Sheet: "Nightly",
	Run: "Run", Store: "Findings store", Previous: "Previous run", FirstRun: "none (the store's first run)",
	Selection: "Sessions audited", SelAll: "every session of the log", SelLast: "only those new or changed since last audited (--since last)",
	SelDate:          "those new or changed opened on or after %s (--since %[1]s)",
	SkippedUnchanged: "Skipped: already audited, unchanged", SkippedOutside: "Skipped: opened outside the period (%s)", SelUntil: "; only those opened on or before %s (--until)", PeriodFrom: "from %s", PeriodUntil: "until %s", RowsFmt: "%s sessions (%s rows)",
	New: "New", Known: "Already known", Waived: "Waived", Counting: "Count toward the status", Resolved: "Resolved",
	NewNote:   "New: first seen in this run, in no earlier run of the store. Repeating a run with the same inputs and options gives the same report: it is not recorded twice.",
	CountNote: "A waived finding stays in the report, marked, and stops counting toward the exit status until its waiver expires.",
	ByRule:    "By rule", Total: "Total",
	NewList: "New findings", NoneNew: "No new findings.", MoreNew: "… and %s more: column “%s” of the workbook.",
	Waivers: "Waivers in force", NoneWaived: "No finding waived.", Until: "Until", Author: "Author", Reason: "Reason",
	ResolvedTitle: "Resolved: not found again when their session was re-audited", NoneResolved: "None.", LastRun: "Last run",
	TrendTable: "Trend: findings per 100 rounds, by table", TrendRule: "Trend: findings per 100 rounds, by rule",
	TrendNote:     "Last %d runs. Each counts the findings of the sessions it audited, per 100 rounds audited in it (by table: that table's). “—”: no rounds.",
	TrendRuleNote: "Last %d runs. Each counts each rule's findings in the sessions it audited, per 100 rounds audited in it. “—”: no rounds.",
	MoreTrend:     "… and %s more on sheet “%s”.", NoRuns: "No runs.",
	WaivedMark: "WAIVED until %s by %s: %s", NewMark: "NEW",
	ColID: "Finding ID", ColNew: "New", ColUntil: "Waived until", ColAuthor: "Waiver: author", ColWhy: "Waiver: reason",
	RunFmt: "no. %d, %s", Rows: "rows",
}

var nightlyCA = nightlyLabels{
	Title: "Execució nocturna: novetats i tendència", Sheet: "Nocturn",
	Run: "Execució", Store: "Magatzem de troballes", Previous: "Execució anterior", FirstRun: "cap (primera execució del magatzem)",
	Selection: "Sessions auditades", SelAll: "totes les del registre", SelLast: "només les noves o modificades des de la seua última auditoria (--since last)",
	SelDate:          "les noves o modificades obertes des del %s (--since %[1]s)",
	SkippedUnchanged: "Omeses: ja auditades, sense canvis", SkippedOutside: "Omeses: obertes fora del període (%s)", SelUntil: "; només les obertes fins al %s inclusivament (--until)", PeriodFrom: "des del %s", PeriodUntil: "fins al %s", RowsFmt: "%s sessions (%s files)",
	New: "Noves", Known: "Ja conegudes", Waived: "Dispensades", Counting: "Compten per a l'estat", Resolved: "Resoltes",
	NewNote:   "Nova: vista per primera vegada en esta execució, en cap execució anterior del magatzem. Repetir una execució amb les mateixes entrades i opcions dona el mateix informe: no es registra dues vegades.",
	CountNote: "Una troballa dispensada continua en l'informe, marcada, i deixa de comptar per a l'estat d'eixida fins que vença la dispensa.",
	ByRule:    "Per regla", Total: "Total",
	NewList: "Troballes noves", NoneNew: "Cap troballa nova.", MoreNew: "… i %s més: columna «%s» del llibre.",
	Waivers: "Dispenses en vigor", NoneWaived: "Cap troballa dispensada.", Until: "Fins a", Author: "Autor", Reason: "Motiu",
	ResolvedTitle: "Resoltes: no trobades de nou en reauditar la sessió", NoneResolved: "Cap.", LastRun: "Última execució",
	TrendTable: "Tendència: troballes per 100 rondes, per taula", TrendRule: "Tendència: troballes per 100 rondes, per regla",
	TrendNote:     "Últimes %d execucions. Cada una compta les troballes de les sessions que va auditar, per 100 rondes auditades en ella (per taula: les d'eixa taula). «—»: sense rondes.",
	TrendRuleNote: "Últimes %d execucions. Cada una compta les troballes de cada regla en les sessions que va auditar, per 100 rondes auditades en ella. «—»: sense rondes.",
	MoreTrend:     "… i %s més en el full «%s».", NoRuns: "Sense execucions.",
	WaivedMark: "DISPENSADA fins a %s per %s: %s", NewMark: "NOVA",
	ColID: "ID de la troballa", ColNew: "Nova", ColUntil: "Dispensada fins a", ColAuthor: "Dispensa: autor", ColWhy: "Dispensa: motiu",
	RunFmt: "núm. %d, %s", Rows: "files",
}

func nightlyFor(l string) *nightlyLabels {
	switch lang(l) {
	case "en":
		return &nightlyEN
	case "ca":
		return &nightlyCA
	}
	return &nightlyES
}

func (nl *nightlyLabels) selection(since, until string) string {
	s := ""
	switch since {
	case "":
		s = nl.SelAll
	case "last":
		s = nl.SelLast
	default:
		s = fmt.Sprintf(nl.SelDate, since)
	}
	if until != "" {
		s += fmt.Sprintf(nl.SelUntil, until)
	}
	return s
}

// dated reports whether the run left out sessions by date.
func (n *Nightly) dated() bool { return n.Until != "" || n.Since != "" && n.Since != "last" }

func (nl *nightlyLabels) period(n *Nightly) string {
	var parts []string
	if n.Since != "" && n.Since != "last" {
		parts = append(parts, fmt.Sprintf(nl.PeriodFrom, n.Since))
	}
	if n.Until != "" {
		parts = append(parts, fmt.Sprintf(nl.PeriodUntil, n.Until))
	}
	return strings.Join(parts, ", ")
}

func (nl *nightlyLabels) run(r *NightlyRun) string {
	if r == nil {
		return nl.FirstRun
	}
	at := r.At
	if t, err := time.Parse(time.RFC3339, r.At); err == nil {
		at = fmtTimeOff(t)
	}
	return fmt.Sprintf(nl.RunFmt, r.ID, at)
}

// trendMatrix lays out trends as rows (keys, sorted) by runs (columns).
type trendMatrix struct {
	runs []NightlyRun
	keys []string
	cell map[string]map[int64]Trend
}

func newTrendMatrix(runs []NightlyRun, ts []Trend) trendMatrix {
	m := trendMatrix{runs: runs, cell: map[string]map[int64]Trend{}}
	for _, t := range ts {
		if m.cell[t.Key] == nil {
			m.cell[t.Key] = map[int64]Trend{}
			m.keys = append(m.keys, t.Key)
		}
		m.cell[t.Key][t.Run] = t
	}
	sort.Strings(m.keys)
	return m
}

// rate is findings per 100 rounds of key in run; ok false when no rounds.
// byRule: a rule absent from a run with rounds had no findings there.
func (m trendMatrix) rate(key string, run NightlyRun, byRule bool) (float64, bool) {
	t, ok := m.cell[key][run.ID]
	if !ok {
		if byRule && run.Rounds > 0 {
			return 0, true
		}
		return 0, false
	}
	return per100(t.Findings, t.Rounds)
}

func runHeader(r NightlyRun) string {
	h := fmt.Sprintf("#%d", r.ID)
	if t, err := time.Parse(time.RFC3339, r.At); err == nil {
		h += "\n" + t.Format(layoutDate)
	}
	return h
}

// ---- PDF ----

// pdfTrendRuns is how many runs the PDF's trend tables show (the workbook
// has them all); pdfTrendKeys how many tables or rules.
const (
	pdfTrendRuns = 8
	pdfTrendKeys = 30
	pdfListMax   = 100
)

func (d *pdfDoc) nightly() {
	n := d.opt.Nightly
	if n == nil {
		return
	}
	nl, lb, l, r := nightlyFor(d.l), d.lb, d.l, d.r
	d.section(nl.Title, true)
	pairs := [][2]cell{
		{lbl(nl.Run), {s: fmt.Sprintf(nl.RunFmt, n.Run, fmtTimeOff(r.GeneratedAt)), st: stBold}},
		{lbl(nl.Previous), {s: nl.run(n.Previous)}},
		{lbl(nl.Store), {s: orDash(n.Store)}},
		{lbl(nl.Selection), {s: nl.selection(n.Since, n.Until)}},
		{lbl(nl.SkippedUnchanged), {s: fmt.Sprintf(nl.RowsFmt, fmtInt(int64(n.Skipped.Unchanged), l), fmtInt(n.Skipped.UnchangedRows, l))}},
	}
	if n.dated() {
		pairs = append(pairs, [2]cell{lbl(fmt.Sprintf(nl.SkippedOutside, nl.period(n))), {s: fmt.Sprintf(nl.RowsFmt, fmtInt(int64(n.Skipped.Outside), l), fmtInt(n.Skipped.OutsideRows, l))}})
	}
	d.kv(pairs, 62, 8.5)

	c, err := countNightly(r, d.opt)
	if err != nil {
		d.p.SetError(err)
		return
	}
	gap := 3.0
	w := (contentW - 4*gap) / 5
	y := d.p.GetY()
	for i, tl := range []struct {
		v, label string
		strong   bool
	}{
		{fmtInt(int64(c.New), l), nl.New, true},
		{fmtInt(int64(c.Known), l), nl.Known, false},
		{fmtInt(int64(c.Waived), l), nl.Waived, false},
		{fmtInt(int64(c.Counting), l), nl.Counting, true},
		{fmtInt(int64(len(n.Resolved)), l), nl.Resolved, false},
	} {
		d.tile(mLeft+float64(i)*(w+gap), y, w, 15, tl.v, tl.label, tl.strong)
	}
	d.p.SetXY(mLeft, y+18)
	d.para(nl.NewNote, stMuted, 7.5)
	d.para(nl.CountNote, stMuted, 7.5)

	d.h2(nl.ByRule)
	var rows [][]cell
	rulesSeen := make([]string, 0, len(c.byRule))
	for id := range c.byRule {
		rulesSeen = append(rulesSeen, id)
	}
	sort.Strings(rulesSeen)
	for _, id := range rulesSeen {
		k := c.byRule[id]
		rows = append(rows, []cell{{s: id, st: stBold}, {s: fmtInt(int64(k[0]), l)}, {s: fmtInt(int64(k[1]), l)}, {s: fmtInt(int64(k[2]), l)}, {s: fmtInt(int64(k[3]), l)}})
	}
	if len(rows) == 0 {
		d.para(lb.NoFindings, stNormal, 8.5)
	} else {
		d.table([]col{{lb.Rule, 60, ""}, {nl.New, 30, "R"}, {nl.Known, 30, "R"}, {nl.Waived, 30, "R"}, {nl.Total, 30, "R"}}, rows, 7.5)
	}

	d.h2(nl.NewList)
	rows = nil
	var waived [][]cell
	ids := d.opt.idSeq()
	if err := r.EachFinding(func(i int, f *audit.Finding) error {
		id := ids.next(i, f)
		if d.opt.isNew(i, id) && len(rows) < pdfListMax {
			rows = append(rows, []cell{{s: itoa(i + 1), st: stMuted}, {s: id}, {s: f.Rule, st: stBold},
				{s: oneLine(strings.Trim(f.Casino+" / "+f.Table+" / "+f.Session, " /"))}, {s: roundBet(f)}})
		}
		if wv := d.opt.waiver(id); wv != nil && len(waived) < pdfListMax {
			waived = append(waived, []cell{{s: itoa(i + 1), st: stMuted}, {s: id}, {s: f.Rule, st: stBold}, {s: untilText(wv.Until)}, {s: oneLine(wv.Author)}, {s: oneLine(wv.Reason)}})
		}
		return nil
	}); err != nil {
		d.p.SetError(err)
		return
	}
	if len(rows) == 0 {
		d.para(nl.NoneNew, stNormal, 8.5)
	} else {
		d.table([]col{{lb.Num, 10, "R"}, {nl.ColID, 36, ""}, {lb.Rule, 32, ""}, {lb.Casino + " / " + lb.Table + " / " + lb.Session, 62, ""}, {lb.RoundBet, 40, ""}}, rows, 7)
		if c.New > len(rows) {
			d.para(fmt.Sprintf(nl.MoreNew, fmtInt(int64(c.New-len(rows)), l), nl.ColNew), stBold, 8)
		}
	}

	d.h2(nl.Waivers)
	rows = waived
	if len(rows) == 0 {
		d.para(nl.NoneWaived, stNormal, 8.5)
	} else {
		d.table([]col{{lb.Num, 10, "R"}, {nl.ColID, 36, ""}, {lb.Rule, 30, ""}, {nl.Until, 20, ""}, {nl.Author, 30, ""}, {nl.Reason, 54, ""}}, rows, 7)
		if c.Waived > len(rows) {
			d.para(fmt.Sprintf(nl.MoreNew, fmtInt(int64(c.Waived-len(rows)), l), nl.ColUntil), stBold, 8)
		}
	}

	d.h2(nl.ResolvedTitle)
	rows = nil
	for i, rf := range n.Resolved {
		if i == pdfListMax {
			break
		}
		rb := "—"
		if rf.Round != 0 {
			rb = itoa(rf.Round)
		}
		if rf.Bet != "" {
			rb += " / " + rf.Bet
		}
		rows = append(rows, []cell{{s: oneLine(rf.ID)}, {s: rf.Rule, st: stBold}, {s: oneLine(strings.Trim(rf.Casino+" / "+rf.Table+" / "+rf.Session, " /"))}, {s: oneLine(rb)}, {s: fmt.Sprintf("#%d", rf.LastRun)}})
	}
	if len(rows) == 0 {
		d.para(nl.NoneResolved, stNormal, 8.5)
	} else {
		d.table([]col{{nl.ColID, 36, ""}, {lb.Rule, 32, ""}, {lb.Casino + " / " + lb.Table + " / " + lb.Session, 60, ""}, {lb.RoundBet, 30, ""}, {nl.LastRun, 22, ""}}, rows, 7)
		if len(n.Resolved) > len(rows) {
			d.para(fmt.Sprintf(nl.MoreTrend, fmtInt(int64(len(n.Resolved)-len(rows)), l), nl.Sheet), stBold, 8)
		}
	}

	d.pdfTrend(nl.TrendTable, n.ByTable, false)
	d.pdfTrend(nl.TrendRule, n.ByRule, true)
}

func roundBet(f *audit.Finding) string {
	rb := "—"
	if f.Round != 0 {
		rb = itoa(f.Round)
	}
	if f.Bet != "" {
		rb += " / " + oneLine(f.Bet)
	}
	return rb
}

func (d *pdfDoc) pdfTrend(title string, ts []Trend, byRule bool) {
	n, nl, l := d.opt.Nightly, nightlyFor(d.l), d.l
	d.h2(title)
	runs := n.Runs
	if len(runs) > pdfTrendRuns {
		runs = runs[len(runs)-pdfTrendRuns:]
	}
	if len(runs) == 0 {
		d.para(nl.NoRuns, stNormal, 8.5)
		return
	}
	note := nl.TrendNote
	if byRule {
		note = nl.TrendRuleNote
	}
	d.para(fmt.Sprintf(note, len(runs)), stMuted, 7.5)
	m := newTrendMatrix(runs, ts)
	keyW := contentW - float64(len(runs))*17
	cols := []col{{d.lb.Table, keyW, ""}}
	if byRule {
		cols[0].title = d.lb.Rule
	}
	for _, r := range runs {
		cols = append(cols, col{runHeader(r), 17, "R"})
	}
	var rows [][]cell
	for i, k := range m.keys {
		if i == pdfTrendKeys {
			break
		}
		row := []cell{{s: k, st: stBold}}
		for j, r := range runs {
			c := cell{s: "—", st: stMuted}
			if v, ok := m.rate(k, r, byRule); ok {
				c = cell{s: fmtDec(v, 2, l)}
				if j == len(runs)-1 {
					c.st = stBold
				}
			}
			row = append(row, c)
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		d.para(d.lb.NoFindings, stNormal, 8.5)
		return
	}
	d.table(cols, rows, 7)
	if len(m.keys) > len(rows) {
		d.para(fmt.Sprintf(nl.MoreTrend, fmtInt(int64(len(m.keys)-len(rows)), l), nl.Sheet), stBold, 8)
	}
}

// nightlyDetail adds the finding's ID and waiver to its "what happened" text
// in the PDF's findings table.
func (d *pdfDoc) nightlyDetail(id string, detail string) string {
	if id != "" {
		detail += "\nID: " + id
	}
	if w := d.opt.waiver(id); w != nil {
		detail += "\n" + fmt.Sprintf(nightlyFor(d.l).WaivedMark, untilText(w.Until), oneLine(w.Author), oneLine(w.Reason))
	}
	return detail
}

// ---- workbook ----

// nightlyHeaders are the columns added to the findings sheets.
func nightlyHeaders(opt Options, l string) []string {
	nl := nightlyFor(l)
	var h []string
	if opt.hasIDs() {
		h = append(h, nl.ColID)
	}
	if opt.Nightly != nil {
		h = append(h, nl.ColNew, nl.ColUntil, nl.ColAuthor, nl.ColWhy)
	}
	return h
}

var nightlyWidths = []float64{24, 9, 16, 22, 50}

func nightlyCells(opt Options, i int, id string, lb *labels, sty xstyles) []any {
	var out []any
	if opt.hasIDs() {
		out = append(out, id)
	}
	if opt.Nightly != nil {
		out = append(out, lb.yesNo(opt.isNew(i, id)))
		if w := opt.waiver(id); w != nil {
			out = append(out, untilCell(w.Until, sty), w.Author, w.Reason)
		} else {
			out = append(out, nil, nil, nil)
		}
	}
	return out
}

func writeNightlySheet(f *excelize.File, sheet string, r *audit.Result, opt Options, lb *labels, l string, sty xstyles) error {
	n, nl := opt.Nightly, nightlyFor(l)
	w := &sheetWriter{f: f, sheet: sheet}
	if err := printWide(f, sheet); err != nil {
		return err
	}
	if err := f.SetColWidth(sheet, "A", "A", 40); err != nil {
		return err
	}
	if err := f.SetColWidth(sheet, "B", "Z", 14); err != nil {
		return err
	}
	kv := func(label string, v any) { w.add(excelize.Cell{StyleID: sty.label, Value: label}, v) }
	section := func(title string) {
		w.skip()
		w.add(excelize.Cell{StyleID: sty.section, Value: title})
	}
	w.add(excelize.Cell{StyleID: sty.title, Value: nl.Title})
	w.skip()
	kv(nl.Run, n.Run)
	kv(lb.GeneratedAt, rfc3339(r.GeneratedAt))
	kv(nl.Previous, nl.run(n.Previous))
	kv(nl.Store, n.Store)
	kv(nl.Selection, nl.selection(n.Since, n.Until))
	kv(nl.SkippedUnchanged, n.Skipped.Unchanged)
	kv(nl.SkippedUnchanged+" ("+nl.Rows+")", n.Skipped.UnchangedRows)
	if n.dated() {
		kv(fmt.Sprintf(nl.SkippedOutside, nl.period(n)), n.Skipped.Outside)
		kv(fmt.Sprintf(nl.SkippedOutside, nl.period(n))+" ("+nl.Rows+")", n.Skipped.OutsideRows)
	}
	c, err := countNightly(r, opt)
	if err != nil {
		return err
	}
	section(lb.Findings)
	kv(nl.New, c.New)
	kv(nl.Known, c.Known)
	kv(nl.Waived, c.Waived)
	kv(nl.Counting, c.Counting)
	kv(nl.Resolved, len(n.Resolved))
	w.add(excelize.Cell{StyleID: sty.muted, Value: nl.NewNote})
	w.add(excelize.Cell{StyleID: sty.muted, Value: nl.CountNote})

	section(nl.ByRule)
	w.header(sty.header, lb.Rule, nl.New, nl.Known, nl.Waived, nl.Total)
	ids := make([]string, 0, len(c.byRule))
	for id := range c.byRule {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		k := c.byRule[id]
		w.add(id, k[0], k[1], k[2], k[3])
	}
	if len(ids) == 0 {
		w.add(excelize.Cell{StyleID: sty.muted, Value: lb.NoFindings})
	}

	section(nl.Waivers)
	w.header(sty.header, lb.Num, nl.ColID, lb.Rule, nl.ColUntil, nl.Author, nl.Reason)
	waived := false
	seq := opt.idSeq()
	if err := r.EachFinding(func(i int, f *audit.Finding) error {
		id := seq.next(i, f)
		if wv := opt.waiver(id); wv != nil {
			waived = true
			w.add(i+1, id, f.Rule, untilCell(wv.Until, sty), wv.Author, wv.Reason)
		}
		return nil
	}); err != nil {
		return err
	}
	if !waived {
		w.add(excelize.Cell{StyleID: sty.muted, Value: nl.NoneWaived})
	}

	section(nl.ResolvedTitle)
	w.header(sty.header, nl.ColID, lb.Rule, lb.Casino, lb.Table, lb.Session, lb.Round, lb.Bet, nl.LastRun)
	for _, rf := range n.Resolved {
		w.add(rf.ID, rf.Rule, rf.Casino, rf.Table, rf.Session, intOrNil(rf.Round), rf.Bet, rf.LastRun)
	}
	if len(n.Resolved) == 0 {
		w.add(excelize.Cell{StyleID: sty.muted, Value: nl.NoneResolved})
	}

	for _, tr := range []struct {
		title  string
		ts     []Trend
		byRule bool
	}{{nl.TrendTable, n.ByTable, false}, {nl.TrendRule, n.ByRule, true}} {
		section(tr.title)
		note := nl.TrendNote
		if tr.byRule {
			note = nl.TrendRuleNote
		}
		w.add(excelize.Cell{StyleID: sty.muted, Value: fmt.Sprintf(note, len(n.Runs))})
		m := newTrendMatrix(n.Runs, tr.ts)
		hdr := []string{lb.Table}
		if tr.byRule {
			hdr[0] = lb.Rule
		}
		for _, run := range n.Runs {
			hdr = append(hdr, strings.ReplaceAll(runHeader(run), "\n", " "))
		}
		w.header(sty.header, hdr...)
		for _, k := range m.keys {
			row := []any{k}
			for _, run := range n.Runs {
				if v, ok := m.rate(k, run, tr.byRule); ok {
					row = append(row, excelize.Cell{StyleID: sty.rate, Value: v})
				} else {
					row = append(row, "—")
				}
			}
			w.add(row...)
		}
		if len(m.keys) == 0 {
			w.add(excelize.Cell{StyleID: sty.muted, Value: lb.NoFindings})
		}
	}
	return w.err
}

// ---- JSON and manifest ----

// jsonFinding is a finding with what the store adds to it.
type jsonFinding struct {
	*audit.Finding
	ID     string      `json:"id,omitempty"`
	New    *bool       `json:"new,omitempty"`
	Waiver *jsonWaiver `json:"waiver,omitempty"`
}

type jsonWaiver struct {
	Reason string `json:"reason"`
	Author string `json:"author"`
	From   string `json:"from"`
	Until  string `json:"until"`
}

func findingJSON(f *audit.Finding, i int, id string, opt Options) any {
	f = neutralFinding(f)
	if !opt.hasIDs() && opt.Nightly == nil {
		return f
	}
	jf := jsonFinding{Finding: f, ID: id}
	if opt.Nightly != nil {
		isNew := opt.isNew(i, id)
		jf.New = &isNew
		if w := opt.waiver(id); w != nil {
			jf.Waiver = &jsonWaiver{Reason: w.Reason, Author: w.Author, From: rfc3339(w.From), Until: rfc3339(w.Until)}
		}
	}
	return &jf
}

// jsonNightly is the "nightly" object of the JSON and the manifest.
type jsonNightly struct {
	Store        string            `json:"store"`
	Run          int64             `json:"run"`
	PreviousRun  *NightlyRun       `json:"previous_run"`
	Since        string            `json:"since"`
	Until        string            `json:"until,omitempty"`
	Skipped      NightlySkipped    `json:"skipped"`
	New          int               `json:"new_findings"`
	Known        int               `json:"known_findings"`
	Waived       int               `json:"waived_findings"`
	Counting     int               `json:"counting_findings"` // what the exit status counts
	Resolved     []ResolvedFinding `json:"resolved,omitempty"`
	ResolvedN    int               `json:"resolved_findings"`
	Runs         []NightlyRun      `json:"runs,omitempty"`
	TrendByTable []Trend           `json:"trend_by_table,omitempty"`
	TrendByRule  []Trend           `json:"trend_by_rule,omitempty"`
}

func nightlyJSON(r *audit.Result, opt Options, full bool) (*jsonNightly, error) {
	n := opt.Nightly
	if n == nil {
		return nil, nil
	}
	c, err := countNightly(r, opt)
	if err != nil {
		return nil, err
	}
	j := &jsonNightly{Store: n.Store, Run: n.Run, PreviousRun: n.Previous, Since: n.Since, Until: n.Until, Skipped: n.Skipped,
		New: c.New, Known: c.Known, Waived: c.Waived, Counting: c.Counting, ResolvedN: len(n.Resolved)}
	if full {
		j.Resolved, j.Runs, j.TrendByTable, j.TrendByRule = n.Resolved, n.Runs, n.ByTable, n.ByRule
	}
	return j, nil
}
