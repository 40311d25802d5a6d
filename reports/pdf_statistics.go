package reports

import (
	"fmt"
	"math"
	"sort"
	"strings"

	statistics "github.com/veedor/veedor/audit/stats"
	"github.com/veedor/veedor/rules/roulette"
)

// statLabels are the statistical section's words (the Valencian edition
// uses the Spanish ones, as it quotes the audit's sentences in Spanish).
type statLabels struct {
	Section, Intro, Method, Findings, NoFindings, Tests, Holds, HoldChart, HoldChartNote         string
	Wheels, WheelChart, WheelNote, Signatures, Errors, Funnel, FunnelNote, Shoes, DealerBust     string
	NoTheory, NoTheoryNote, Reference, NotTested, NotTestedNote, Flagged, More                   string
	Scope, Table, Game, Croupier, Period, Rounds, Bets, Handle, Result, Hold, Theory, Band, Z, P string
	Spins, ChiNumbers, ChiSectors, Pairs, Errs, Rate, Wilson, Pooled, Coups, Banca, Punto, Tie   string
	Hands, Busts, Reason, Rule, Detail, Statistic, Adjusted, Yes, SheetHolds, SheetTests         string
	Reasons, Scopes                                                                              map[string]string
	MethodNames                                                                                  map[string]string
}

var statES = statLabels{
	Section:       "Auditoría estadística",
	Intro:         "Lo registrado frente a lo que las reglas en vigor hacen esperar: la retención de cada mesa, juego, croupier y día frente a la ventaja y la varianza exactas de las apuestas hechas, los números y sectores de cada cilindro, las firmas y los errores de los croupiers y los resultados de los juegos de cartas. Un hallazgo estadístico es un indicio que investigar, no una infracción: no cambia el estado de salida salvo con --fail-on-statistical. El método y sus fórmulas están en docs/statistics.md.",
	Method:        "Método %s, nivel de confianza %s; mínimos: %s rondas para una retención, %s tiradas para un cilindro, %s pares para una firma, %s golpes o manos para una mesa de cartas.",
	Findings:      "Hallazgos estadísticos",
	NoFindings:    "Ninguna prueba supera su umbral.",
	Tests:         "Pruebas realizadas",
	Holds:         "Retención por mesa",
	HoldChart:     "Retención diaria de %s frente a su banda de confianza",
	HoldChartNote: "Banda gris: la retención que las apuestas hechas cada día hacen esperar, al nivel del informe; punto: la registrada (rojo si queda fuera).",
	Wheels:        "Cilindros",
	WheelChart:    "Cilindro de %s: tiradas por número, en el orden del cilindro",
	WheelNote:     "Línea: lo esperado (tiradas / 37); banda: ± %s desviaciones típicas de un número. Orden del cilindro europeo de un cero (no lo da el Catálogo).",
	Signatures:    "Firmas de los croupiers (distancia en el cilindro entre números ganadores seguidos)",
	Errors:        "Errores por croupier",
	Funnel:        "Tasa de rondas con hallazgo por croupier frente a su número de rondas",
	FunnelNote:    "Embudo: la tasa del casino ± %s desviaciones típicas para cada número de rondas; un punto rojo es un croupier señalado tras el control de la tasa de falsos descubrimientos.",
	Shoes:         "Punto y banca: resultados por mesa",
	DealerBust:    "Black-jack: el croupier se pasa, por carta vista",
	NoTheory:      "Apuestas fuera de la retención",
	NoTheoryNote:  "Sin cifras exactas no se prueba la retención; estas apuestas se cuentan aquí, no se pierden.",
	Reference:     "referencia",
	NotTested:     "no probado",
	NotTestedNote: "—: no probado, menos de %s rondas.",
	Flagged:       "Señaladas",
	More:          "%d más en el libro (hoja %s).",
	Scope:         "Ámbito", Table: "Mesa", Game: "Juego", Croupier: "Croupier", Period: "Periodo", Rounds: "Rondas", Bets: "Apuestas",
	Handle: "Apostado", Result: "Resultado", Hold: "Retención", Theory: "Teórica", Band: "Banda", Z: "z", P: "p",
	Spins: "Tiradas", ChiNumbers: "Chi² números", ChiSectors: "Chi² sectores", Pairs: "Pares", Errs: "Con hallazgo", Rate: "Por 100",
	Wilson: "Wilson", Pooled: "Casino", Coups: "Golpes", Banca: "Banca", Punto: "Punto", Tie: "Empate", Hands: "Manos", Busts: "Se pasa",
	Reason: "Motivo", Rule: "Regla", Detail: "Detalle", Statistic: "Estadístico", Adjusted: "p ajustada", Yes: "sí",
	SheetHolds: "Estadística retención", SheetTests: "Estadística pruebas",
	Reasons: map[string]string{
		"no-theory": "sin cifras exactas: retención no probada", "no-instrument": "sin texto en vigor", "bet-type": "tipo o selección sin cifra",
		"round": "ronda nula, desconocida o ilegible", "player-decisions": "black-jack: la ventaja depende del juego del jugador",
	},
	Scopes: map[string]string{"table": "mesa", "game": "juego", "croupier": "croupier", "day": "día", "table-day": "mesa y día",
		"table-month": "mesa y mes", "table-year": "mesa y año", "table-30d": "mesa, últimos 30 días", "table-life": "mesa, toda su historia"},
	MethodNames: map[string]string{"es": "es (99 %, Benjamini–Hochberg)", "maryland": "Maryland (fuera del intervalo del 95 %)",
		"kansas": "Kansas (más de 3 puntos en un mes)", "ohio": "Ohio (30 días a más de 4 puntos del periodo)"},
}

var statEN = statLabels{
	Section:       "Statistical audit",
	Intro:         "What was recorded against what the rules in force make expected: the hold of every table, game, croupier and day against the exact edge and variance of the bets placed, each wheel's numbers and sectors, the croupiers' signatures and errors, and the card games' results. A statistical finding is an indication to investigate, not a violation: it does not change the exit status unless --fail-on-statistical is given. The method and its formulas are in docs/statistics.md.",
	Method:        "Method %s, confidence level %s; minimums: %s rounds for a hold, %s spins for a wheel, %s pairs for a signature, %s coups or hands for a card table.",
	Findings:      "Statistical findings",
	NoFindings:    "No test passes its threshold.",
	Tests:         "Tests run",
	Holds:         "Hold by table",
	HoldChart:     "Daily hold of %s against its confidence band",
	HoldChartNote: "Grey band: the hold the day's bets make expected, at the report's level; dot: the recorded hold (red when outside).",
	Wheels:        "Wheels",
	WheelChart:    "Wheel of %s: spins per number, in wheel order",
	WheelNote:     "Line: expected (spins / 37); band: ± %s standard deviations of one number. European single-zero wheel order (not given by the Catálogo).",
	Signatures:    "Croupiers' signatures (distance on the wheel between consecutive winning numbers)",
	Errors:        "Errors by croupier",
	Funnel:        "Share of rounds with a finding per croupier against his number of rounds",
	FunnelNote:    "Funnel: the casino's rate ± %s standard deviations for each number of rounds; a red dot is a croupier flagged after false-discovery-rate control.",
	Shoes:         "Punto y banca: results by table",
	DealerBust:    "Black-jack: croupier busts by up-card",
	NoTheory:      "Bets left out of the hold",
	NoTheoryNote:  "Without exact figures the hold is not tested; these bets are counted here, not lost.",
	Reference:     "reference",
	NotTested:     "not tested",
	NotTestedNote: "—: not tested, fewer than %s rounds.",
	Flagged:       "Flagged",
	More:          "%d more in the workbook (sheet %s).",
	Scope:         "Scope", Table: "Table", Game: "Game", Croupier: "Croupier", Period: "Period", Rounds: "Rounds", Bets: "Bets",
	Handle: "Handle", Result: "Result", Hold: "Hold", Theory: "Theory", Band: "Band", Z: "z", P: "p",
	Spins: "Spins", ChiNumbers: "Chi² numbers", ChiSectors: "Chi² sectors", Pairs: "Pairs", Errs: "With finding", Rate: "Per 100",
	Wilson: "Wilson", Pooled: "Casino", Coups: "Coups", Banca: "Banca", Punto: "Punto", Tie: "Tie", Hands: "Hands", Busts: "Busts",
	Reason: "Reason", Rule: "Rule", Detail: "Detail", Statistic: "Statistic", Adjusted: "adjusted p", Yes: "yes",
	SheetHolds: "Statistics hold", SheetTests: "Statistics tests",
	Reasons: map[string]string{
		"no-theory": "no exact figures: hold not tested", "no-instrument": "no text in force", "bet-type": "bet type or selection without a figure",
		"round": "void, unknown or unreadable round", "player-decisions": "black-jack: the edge depends on the player's play",
	},
	Scopes: map[string]string{"table": "table", "game": "game", "croupier": "croupier", "day": "day", "table-day": "table and day",
		"table-month": "table and month", "table-year": "table and year", "table-30d": "table, last 30 days", "table-life": "table, lifetime"},
	MethodNames: map[string]string{"es": "es (99%, Benjamini–Hochberg)", "maryland": "Maryland (outside the 95% interval)",
		"kansas": "Kansas (more than 3 points in a month)", "ohio": "Ohio (30 days more than 4 points off the period)"},
}

func statLabelsFor(l string) *statLabels {
	if lang(l) == "en" {
		return &statEN
	}
	return &statES
}

func (sl *statLabels) method(m string) string {
	if n, ok := sl.MethodNames[m]; ok {
		return n
	}
	return m
}

func pctCell(x float64, l string) string { return fmtDec(100*x, 2, l) + " %" }

func pCell(p float64) string {
	if p < 1e-300 {
		return "< 1e-300"
	}
	return fmt.Sprintf("%.2g", p)
}

// Limits on what the PDF draws; the workbook has everything.
const (
	maxHoldCharts  = 6
	maxWheelCharts = 4
	maxStatRows    = 40
)

// statistics is the statistical section (audit/stats), when it was run.
func (d *pdfDoc) statistics() {
	rep := d.opt.Statistics
	if rep == nil {
		return
	}
	sl, l := statLabelsFor(d.l), d.l
	tl := textLang(l)
	d.section(sl.Section, true)
	d.para(sl.Intro, stNormal, 8.5)
	d.para(fmt.Sprintf(sl.Method, sl.method(rep.Method), pctCell(rep.Level, l), fmtInt(int64(rep.MinRounds), l), fmtInt(int64(rep.MinSpins), l),
		fmtInt(int64(rep.MinPairs), l), fmtInt(int64(rep.MinCoups), l)), stMuted, 8)

	d.h2(sl.Findings)
	if len(rep.Findings) == 0 {
		d.para(sl.NoFindings, stGood, 9)
	} else {
		var rows [][]cell
		for i, f := range rep.Findings {
			if i == maxStatRows {
				d.para(fmt.Sprintf(sl.More, len(rep.Findings)-i, sl.SheetTests), stMuted, 8)
				break
			}
			rule := cell{s: f.Rule, st: stBold}
			detail := strings.ReplaceAll(f.Detail.In(tl), "χ²", "chi²")
			if f.Reference {
				detail += " [" + sl.Reference + ": " + f.ReferenceNote.In(tl) + "]"
			}
			rows = append(rows, []cell{rule, {s: orDash(f.Table + f.Dealer)}, {s: detail}})
		}
		d.table([]col{{sl.Rule, 38, "L"}, {sl.Table + " / " + sl.Croupier, 22, "L"}, {sl.Detail, contentW - 60, "L"}}, rows, 7.5)
	}
	// Tests run per rule.
	var trows [][]cell
	rulesRun := make([]string, 0, len(rep.Tests))
	for r := range rep.Tests {
		rulesRun = append(rulesRun, r)
	}
	sort.Strings(rulesRun)
	flagged := map[string]int{}
	for _, f := range rep.Findings {
		flagged[f.Rule]++
	}
	for _, r := range rulesRun {
		trows = append(trows, plain(r, fmtInt(int64(rep.Tests[r]), l), fmtInt(int64(flagged[r]), l)))
	}
	if len(trows) > 0 {
		d.h2(sl.Tests)
		d.table([]col{{sl.Rule, 60, "L"}, {sl.Tests, 30, "R"}, {sl.Flagged, 30, "R"}}, trows, 8)
	}
	d.holdTable(rep, sl)
	d.storeHolds(rep, sl)
	d.holdCharts(rep, sl)
	d.wheels(rep, sl)
	d.croupierErrors(rep, sl)
	d.cardTables(rep, sl)
	if len(rep.NoTheory) > 0 {
		d.h2(sl.NoTheory)
		d.para(sl.NoTheoryNote, stMuted, 8)
		var rows [][]cell
		for _, n := range rep.NoTheory {
			reason := sl.Reasons[n.Reason]
			if reason == "" {
				reason = n.Reason
			}
			rows = append(rows, plain(n.Game, reason, fmtInt(int64(n.Bets), l), n.Handle.Euro(l)))
		}
		d.table([]col{{sl.Game, 40, "L"}, {sl.Reason, 80, "L"}, {sl.Bets, 25, "R"}, {sl.Handle, 35, "R"}}, rows, 8)
	}
}

func (d *pdfDoc) holdTable(rep *statistics.Report, sl *statLabels) {
	l := d.l
	var rows [][]cell
	for _, h := range rep.Holds {
		if h.Scope != statistics.ScopeTable {
			continue
		}
		z := cell{s: fmtDec(h.Z, 2, l)}
		if h.Flagged {
			z.st = stAlert
		}
		if !h.Tested {
			z = cell{s: "—", st: stMuted}
		}
		rows = append(rows, []cell{{s: h.Table}, {s: h.Game}, {s: fmtInt(int64(h.Rounds), l)}, {s: h.Handle.Euro(l)}, {s: pctCell(h.HoldPct(), l)},
			{s: pctCell(h.TheoPct(), l)}, {s: pctCell(h.Low, l) + " – " + pctCell(h.High, l)}, z, {s: pCell(h.P)}})
	}
	if len(rows) == 0 {
		return
	}
	d.h2(sl.Holds)
	d.table([]col{{sl.Table, 18, "L"}, {sl.Game, 28, "L"}, {sl.Rounds, 15, "R"}, {sl.Handle, 26, "R"}, {sl.Hold, 17, "R"}, {sl.Theory, 17, "R"},
		{sl.Band, 30, "R"}, {sl.Z, 14, "R"}, {sl.P, 15, "R"}}, rows, 7.5)
	d.para(fmt.Sprintf(sl.NotTestedNote, fmtInt(int64(rep.MinRounds), l)), stMuted, 7)
}

// holdCharts draws, for the tables with the largest departures, the daily
// hold against its band.
func (d *pdfDoc) holdCharts(rep *statistics.Report, sl *statLabels) {
	byTable := map[[3]string][]statistics.Hold{}
	worst := map[[3]string]float64{}
	for _, h := range rep.Holds {
		k := [3]string{h.Casino, h.Table, h.Game}
		switch h.Scope {
		case statistics.ScopeTableDay:
			byTable[k] = append(byTable[k], h)
		case statistics.ScopeTable:
			worst[k] = math.Abs(h.Z)
		}
	}
	keys := make([][3]string, 0, len(byTable))
	for k, days := range byTable {
		if len(days) > 1 {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		if worst[keys[i]] != worst[keys[j]] {
			return worst[keys[i]] > worst[keys[j]]
		}
		return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j])
	})
	for i, k := range keys {
		if i == maxHoldCharts {
			d.para(fmt.Sprintf(sl.More, len(keys)-i, sl.SheetHolds), stMuted, 8)
			break
		}
		d.holdChart(fmt.Sprintf(sl.HoldChart, k[1]), byTable[k], sl)
	}
}

func (d *pdfDoc) holdChart(title string, days []statistics.Hold, sl *statLabels) {
	p := d.p
	const plotH, axisW = 40.0, 14.0
	d.ensure(7 + plotH + 14)
	d.bookmark(title, 1)
	p.SetFont("Helvetica", "B", 10)
	d.color(colHeading)
	p.MultiCell(contentW, 5, d.t(title), "", "L", false)
	lo, hi := 0.0, 0.0
	for _, h := range days {
		lo, hi = math.Min(lo, math.Min(h.Low, h.HoldPct())), math.Max(hi, math.Max(h.High, h.HoldPct()))
	}
	lo, hi = math.Max(lo, -1), math.Min(hi, 1)
	if hi-lo < 0.02 {
		hi = lo + 0.02
	}
	x0, y0 := mLeft+axisW, p.GetY()+2
	plotW := contentW - axisW
	yOf := func(v float64) float64 {
		v = math.Max(lo, math.Min(hi, v))
		return y0 + (hi-v)/(hi-lo)*plotH
	}
	// Grid at nice steps of the hold in per cent.
	step, _ := niceScale((hi-lo)*100, false)
	p.SetLineWidth(0.15)
	d.font(stMuted, 6)
	for v := math.Ceil(lo*100/step) * step; v <= hi*100+1e-9; v += step {
		y := yOf(v / 100)
		p.SetDrawColor(inkGrid.r, inkGrid.g, inkGrid.b)
		p.Line(x0, y, x0+plotW, y)
		p.SetXY(mLeft, y-1.5)
		p.CellFormat(axisW-1.5, 3, d.t(d.axisNumber(v)+" %"), "", 0, "R", false, 0, "")
	}
	bw := plotW / float64(len(days))
	for i, h := range days {
		x := x0 + float64(i)*bw
		// The band.
		p.SetFillColor(215, 215, 215)
		yt, yb := yOf(h.High), yOf(h.Low)
		p.Rect(x+bw*0.15, yt, bw*0.7, math.Max(yb-yt, 0.2), "F")
		// The recorded hold.
		out := h.HoldPct() < h.Low || h.HoldPct() > h.High
		if out {
			p.SetFillColor(colAlert.r, colAlert.g, colAlert.b)
		} else {
			p.SetFillColor(inkBar.r, inkBar.g, inkBar.b)
		}
		p.Circle(x+bw/2, yOf(h.HoldPct()), math.Min(0.9, bw*0.35), "F")
	}
	p.SetDrawColor(inkAxis.r, inkAxis.g, inkAxis.b)
	p.SetLineWidth(0.3)
	p.Line(x0, yOf(0), x0+plotW, yOf(0))
	p.SetLineWidth(0.2)
	d.font(stMuted, 6)
	p.SetXY(x0, y0+plotH+0.5)
	p.CellFormat(plotW/2, 3, d.t(days[0].Period), "", 0, "L", false, 0, "")
	p.CellFormat(plotW/2, 3, d.t(days[len(days)-1].Period), "", 0, "R", false, 0, "")
	p.SetXY(mLeft, y0+plotH+4)
	d.para(sl.HoldChartNote, stMuted, 7)
	p.Ln(2)
}

func (d *pdfDoc) wheels(rep *statistics.Report, sl *statLabels) {
	l := d.l
	if len(rep.Wheels) == 0 {
		return
	}
	d.h2(sl.Wheels)
	var rows [][]cell
	for _, w := range rep.Wheels {
		chiN, chiS := cell{s: sl.NotTested, st: stMuted}, cell{s: "", st: stMuted}
		if w.Tested {
			chiN = cell{s: fmtDec(w.ChiNumbers, 1, l) + " (p " + pCell(w.PNumbers) + ")"}
			chiS = cell{s: fmtDec(w.ChiSectors, 1, l) + " (p " + pCell(w.PSectors) + ")"}
			if w.FlagNumbers {
				chiN.st = stAlert
			}
			if w.FlagSectors {
				chiS.st = stAlert
			}
		}
		rows = append(rows, []cell{{s: w.Table}, {s: w.Game}, {s: fmtInt(int64(w.Spins), l)}, chiN, chiS})
	}
	d.table([]col{{sl.Table, 22, "L"}, {sl.Game, 35, "L"}, {sl.Spins, 22, "R"}, {sl.ChiNumbers, 50, "R"}, {sl.ChiSectors, 50, "R"}}, rows, 8)
	// Histograms: flagged wheels first, then the most spun.
	ws := append([]statistics.Wheel(nil), rep.Wheels...)
	sort.SliceStable(ws, func(i, j int) bool {
		fi, fj := ws[i].FlagNumbers || ws[i].FlagSectors, ws[j].FlagNumbers || ws[j].FlagSectors
		if fi != fj {
			return fi
		}
		return ws[i].Spins > ws[j].Spins
	})
	for i, w := range ws {
		if i == maxWheelCharts || w.Spins == 0 {
			break
		}
		d.wheelChart(w, sl)
	}
	// Signatures: the flagged ones and the counts tested.
	var srows [][]cell
	for _, s := range rep.Signatures {
		if !s.Tested {
			continue
		}
		c := cell{s: fmtDec(s.Chi, 1, l) + " (p " + pCell(s.P) + ")"}
		if s.Flagged {
			c.st = stAlert
		}
		srows = append(srows, []cell{{s: s.Dealer}, {s: fmtInt(int64(s.Pairs), l)}, c})
	}
	if len(srows) > 0 {
		d.h2(sl.Signatures)
		if len(srows) > maxStatRows {
			d.para(fmt.Sprintf(sl.More, len(srows)-maxStatRows, sl.SheetTests), stMuted, 8)
			srows = srows[:maxStatRows]
		}
		d.table([]col{{sl.Croupier, 40, "L"}, {sl.Pairs, 30, "R"}, {"Chi²", 60, "R"}}, srows, 8)
	}
}

// wheelChart: spins per number in wheel order, with the expected line and
// its band.
func (d *pdfDoc) wheelChart(w statistics.Wheel, sl *statLabels) {
	p, l := d.p, d.l
	const plotH, axisW = 38.0, 12.0
	title := fmt.Sprintf(sl.WheelChart, w.Table)
	d.ensure(7 + plotH + 18)
	d.bookmark(title, 1)
	p.SetFont("Helvetica", "B", 10)
	d.color(colHeading)
	p.MultiCell(contentW, 5, d.t(title), "", "L", false)
	exp := float64(w.Spins) / 37
	sd := math.Sqrt(exp * 36 / 37)
	z := statistics.ZCrit(d.opt.Statistics.Level)
	top := exp + 4*sd
	for _, c := range w.Counts {
		top = math.Max(top, float64(c))
	}
	step, top := niceScale(top, true)
	x0, y0 := mLeft+axisW, p.GetY()+2
	plotW := contentW - axisW
	base := y0 + plotH
	yOf := func(v float64) float64 { return base - v/top*plotH }
	p.SetLineWidth(0.15)
	d.font(stMuted, 6)
	for v := 0.0; v <= top+1e-9; v += step {
		p.SetDrawColor(inkGrid.r, inkGrid.g, inkGrid.b)
		p.Line(x0, yOf(v), x0+plotW, yOf(v))
		p.SetXY(mLeft, yOf(v)-1.5)
		p.CellFormat(axisW-1.5, 3, d.t(d.axisNumber(v)), "", 0, "R", false, 0, "")
	}
	// The band of one number, then the bars, then the expected line.
	p.SetFillColor(225, 225, 225)
	p.Rect(x0, yOf(exp+z*sd), plotW, yOf(exp-z*sd)-yOf(exp+z*sd), "F")
	bw := plotW / 37
	for i, n := range roulette.WheelOrder {
		c := float64(w.Counts[n])
		d.solidRect(x0+float64(i)*bw+bw*0.15, yOf(c), bw*0.7, base-yOf(c))
		if math.Abs(c-exp) > z*sd {
			// Outside the band: the bar's top in red, so it reads in colour and in grey.
			p.SetFillColor(colAlert.r, colAlert.g, colAlert.b)
			p.Rect(x0+float64(i)*bw+bw*0.15, yOf(c), bw*0.7, math.Min(1.5, base-yOf(c)), "F")
		}
		d.font(stNormal, 5)
		p.SetXY(x0+float64(i)*bw, base+0.5)
		p.CellFormat(bw, 2.5, itoa(n), "", 0, "C", false, 0, "")
	}
	p.SetDrawColor(colAlert.r, colAlert.g, colAlert.b)
	p.SetLineWidth(0.35)
	p.Line(x0, yOf(exp), x0+plotW, yOf(exp))
	p.SetLineWidth(0.2)
	p.SetXY(mLeft, base+4)
	d.para(fmt.Sprintf(sl.WheelNote, fmtDec(z, 2, l)), stMuted, 7)
	p.Ln(2)
}

func (d *pdfDoc) croupierErrors(rep *statistics.Report, sl *statLabels) {
	l := d.l
	var tested []statistics.CroupierRate
	for _, c := range rep.Errors {
		if c.Tested {
			tested = append(tested, c)
		}
	}
	if len(tested) == 0 {
		return
	}
	d.h2(sl.Errors)
	d.funnel(tested, sl)
	sort.SliceStable(tested, func(i, j int) bool { return tested[i].P < tested[j].P })
	var rows [][]cell
	for i, c := range tested {
		if i == 15 {
			break
		}
		rate := cell{s: fmtDec(100*c.Rate, 2, l)}
		if c.Flagged {
			rate.st = stAlert
		}
		rows = append(rows, []cell{{s: c.Dealer}, {s: fmtInt(int64(c.Rounds), l)}, {s: fmtInt(int64(c.Errors), l)}, rate,
			{s: fmtDec(100*c.Low, 2, l) + " – " + fmtDec(100*c.High, 2, l)}, {s: fmtDec(100*c.Pooled, 2, l)}, {s: pCell(c.P)}})
	}
	d.table([]col{{sl.Croupier, 25, "L"}, {sl.Rounds, 20, "R"}, {sl.Errs, 22, "R"}, {sl.Rate, 18, "R"}, {sl.Wilson, 30, "R"}, {sl.Pooled, 18, "R"}, {sl.P, 20, "R"}}, rows, 8)
}

// funnel plots each croupier's rate against his rounds, inside the funnel
// of the casino's rate ± z standard errors (one casino's rate: the first's).
func (d *pdfDoc) funnel(cs []statistics.CroupierRate, sl *statLabels) {
	p, l := d.p, d.l
	const plotH, axisW = 50.0, 14.0
	d.ensure(7 + plotH + 16)
	d.bookmark(sl.Funnel, 1)
	p.SetFont("Helvetica", "B", 10)
	d.color(colHeading)
	p.MultiCell(contentW, 5, d.t(sl.Funnel), "", "L", false)
	maxN, maxR := 0.0, 0.0
	for _, c := range cs {
		maxN = math.Max(maxN, float64(c.Rounds))
		maxR = math.Max(maxR, math.Max(c.Rate, c.Pooled*2))
	}
	_, topN := niceScale(maxN, true)
	stepR, topR := niceScale(maxR*100, false)
	x0, y0 := mLeft+axisW, p.GetY()+2
	plotW := contentW - axisW
	base := y0 + plotH
	xOf := func(n float64) float64 { return x0 + n/topN*plotW }
	yOf := func(r float64) float64 { return base - math.Max(0, math.Min(r*100, topR))/topR*plotH }
	p.SetLineWidth(0.15)
	d.font(stMuted, 6)
	for v := 0.0; v <= topR+1e-9; v += stepR {
		p.SetDrawColor(inkGrid.r, inkGrid.g, inkGrid.b)
		p.Line(x0, base-v/topR*plotH, x0+plotW, base-v/topR*plotH)
		p.SetXY(mLeft, base-v/topR*plotH-1.5)
		p.CellFormat(axisW-1.5, 3, d.t(d.axisNumber(v)), "", 0, "R", false, 0, "")
	}
	p.SetXY(x0+plotW-40, base+0.5)
	p.CellFormat(40, 3, d.t(fmtInt(int64(topN), l)+" "+sl.Rounds), "", 0, "R", false, 0, "")
	z := statistics.ZCrit(d.opt.Statistics.Level)
	p0 := cs[0].Pooled
	p.SetDrawColor(inkAxis.r, inkAxis.g, inkAxis.b)
	p.SetLineWidth(0.25)
	p.Line(x0, yOf(p0), x0+plotW, yOf(p0))
	prevX, prevHi, prevLo := 0.0, 0.0, 0.0
	for i := 1; i <= 60; i++ {
		n := topN * float64(i) / 60
		se := math.Sqrt(p0 * (1 - p0) / n)
		x, hi, lo := xOf(n), yOf(p0+z*se), yOf(p0-z*se)
		if i > 1 {
			p.Line(prevX, prevHi, x, hi)
			p.Line(prevX, prevLo, x, lo)
		}
		prevX, prevHi, prevLo = x, hi, lo
	}
	for _, c := range cs {
		if c.Flagged {
			p.SetFillColor(colAlert.r, colAlert.g, colAlert.b)
		} else {
			p.SetFillColor(inkBar.r, inkBar.g, inkBar.b)
		}
		p.Circle(xOf(float64(c.Rounds)), yOf(c.Rate), 0.8, "F")
		if c.Flagged {
			d.font(stAlert, 6)
			p.Text(xOf(float64(c.Rounds))+1.2, yOf(c.Rate)+0.8, d.t(c.Dealer))
		}
	}
	p.SetLineWidth(0.2)
	p.SetXY(mLeft, base+4)
	d.para(fmt.Sprintf(sl.FunnelNote, fmtDec(z, 2, l)), stMuted, 7)
	p.Ln(2)
}

func (d *pdfDoc) cardTables(rep *statistics.Report, sl *statLabels) {
	l := d.l
	if len(rep.Shoes) > 0 {
		d.h2(sl.Shoes)
		var rows [][]cell
		for _, s := range rep.Shoes {
			n := s.Counts[0] + s.Counts[1] + s.Counts[2]
			share := func(i int) string {
				return pctCell(float64(s.Counts[i])/math.Max(float64(n), 1), l) + " (" + pctCell(s.Probs[i], l) + ")"
			}
			chi := cell{s: sl.NotTested, st: stMuted}
			if s.Tested {
				chi = cell{s: fmtDec(s.Chi, 2, l) + " (p " + pCell(s.P) + ")"}
				if s.Flagged {
					chi.st = stAlert
				}
			}
			rows = append(rows, []cell{{s: s.Table}, {s: fmtInt(int64(n), l)}, {s: share(0)}, {s: share(1)}, {s: share(2)}, chi})
		}
		d.table([]col{{sl.Table, 20, "L"}, {sl.Coups, 18, "R"}, {sl.Banca, 34, "R"}, {sl.Punto, 34, "R"}, {sl.Tie, 32, "R"}, {"Chi²", 42, "R"}}, rows, 7.5)
	}
	if len(rep.DealerBust) > 0 {
		d.h2(sl.DealerBust)
		var rows [][]cell
		for _, b := range rep.DealerBust {
			busts := 0
			exp := 0.0
			for up := 1; up <= 10; up++ {
				busts += b.Bust[up]
				exp += float64(b.N[up]) * b.Probs[up]
			}
			chi := cell{s: sl.NotTested, st: stMuted}
			if b.Tested {
				chi = cell{s: fmtDec(b.Chi, 2, l) + " (p " + pCell(b.P) + ")"}
				if b.Flagged {
					chi.st = stAlert
				}
			}
			rows = append(rows, []cell{{s: b.Table}, {s: fmtInt(int64(b.Hands), l)}, {s: fmtInt(int64(busts), l)}, {s: fmtDec(exp, 1, l)}, chi})
		}
		d.table([]col{{sl.Table, 25, "L"}, {sl.Hands, 25, "R"}, {sl.Busts, 25, "R"}, {sl.Theory, 25, "R"}, {"Chi²", 50, "R"}}, rows, 8)
	}
}

// storeHolds lists, in a run with a findings store, the holds summed from
// the store's days and the run's own: month and year to date (and ohio's
// windows), labelled as such.
func (d *pdfDoc) storeHolds(rep *statistics.Report, sl *statLabels) {
	if rep.StoreThrough == "" {
		return
	}
	l := d.l
	title, note := "Mes y año hasta la fecha, del almacén de hallazgos", "Del almacén de hallazgos: los días de las ejecuciones anteriores hasta el %s y los de esta; una sesión auditada de nuevo cuenta una vez."
	if lang(l) == "en" {
		title, note = "Month and year to date, from the findings store", "From the findings store: earlier runs' days through %s and this run's; a session audited again counts once."
	}
	var rows [][]cell
	more := 0
	for _, h := range rep.Holds {
		if !h.FromStore {
			continue
		}
		if len(rows) == maxStatRows {
			more++
			continue
		}
		z := cell{s: fmtDec(h.Z, 2, l)}
		if h.Flagged {
			z.st = stAlert
		}
		if !h.Tested {
			z = cell{s: "—", st: stMuted}
		}
		rows = append(rows, []cell{{s: sl.Scopes[h.Scope] + " " + h.Period}, {s: h.Table}, {s: h.Game}, {s: fmtInt(int64(h.Rounds), l)}, {s: h.Handle.Euro(l)},
			{s: pctCell(h.HoldPct(), l)}, {s: pctCell(h.TheoPct(), l)}, {s: pctCell(h.Low, l) + " – " + pctCell(h.High, l)}, z})
	}
	d.h2(title)
	d.para(fmt.Sprintf(note, rep.StoreThrough), stMuted, 8)
	if len(rows) > 0 {
		d.table([]col{{sl.Scope, 30, "L"}, {sl.Table, 16, "L"}, {sl.Game, 24, "L"}, {sl.Rounds, 14, "R"}, {sl.Handle, 24, "R"}, {sl.Hold, 16, "R"},
			{sl.Theory, 16, "R"}, {sl.Band, 28, "R"}, {sl.Z, 12, "R"}}, rows, 7.5)
	}
	if more > 0 {
		d.para(fmt.Sprintf(sl.More, more, sl.SheetHolds), stMuted, 8)
	}
}
