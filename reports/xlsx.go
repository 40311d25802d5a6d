package reports

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"time"
	"unsafe"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// maxDataRows is how many findings fit on one sheet under its header row
// (Excel's limit is 1,048,576 rows). A variable so tests can lower it.
var maxDataRows = excelize.TotalRows - 1

type xstyles struct {
	title, subtitle, section, header, label, dt, date, euro, rate, good, alert, alertTitle, wrap, muted int
}

// WriteXLSX writes the workbook for analysts: sheets Resumen (key figures
// and charts), Hallazgos (every finding, one row each, typed cells), Por
// regla, Por mesa, Por crupier, Sesiones, Calidad de datos, Reglas and
// Supuestos (English or Valencian names with Lang "en" or "ca"); findings
// past Excel's row limit continue on "Hallazgos (2)" and so on. Findings are
// stream-written and the package is zipped through a temporary file, so
// memory does not grow with the number of findings.
func WriteXLSX(path string, r *audit.Result, opt Options) error {
	r = orEmpty(r)
	return writeAtomic(path, func(tmp *os.File) error { return renderXLSX(tmp, r, opt) })
}

func renderXLSX(out *os.File, r *audit.Result, opt Options) (err error) {
	l := lang(opt.Lang)
	lb := labelsFor(l)
	st, err := computeStats(r)
	if err != nil {
		return err
	}

	// excelize assembles the package in a bytes.Buffer by default; its zip
	// goes straight to a temporary file instead, then is rewritten with its
	// entries in a fixed order (excelize emits stream-written sheets in map
	// order) for reproducible bytes.
	raw, err := createTemp(filepath.Dir(out.Name()), xlsxScratch)
	if err != nil {
		return err
	}
	defer func() {
		raw.Close()
		os.Remove(raw.Name())
	}()
	f := excelize.NewFile()
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	zw := zip.NewWriter(raw)
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return zw })

	ts := stamp(r).UTC().Format("2006-01-02T15:04:05Z")
	if err := f.SetDocProps(&excelize.DocProperties{
		Title:    lb.Title,
		Subject:  lb.Subtitle,
		Creator:  strings.TrimSpace("veedor " + r.Version),
		Created:  ts,
		Modified: ts,
		Language: map[string]string{"es": "es-ES", "en": "en", "ca": "ca-ES-valencia"}[l],
	}); err != nil {
		return err
	}
	sty, err := newStyles(f)
	if err != nil {
		return err
	}

	// Hallazgos lists every finding (its kind column filters violations);
	// Calidad de datos repeats the data-quality ones next to the notices.
	// Both are streamed, the sheets' sizes known from the totals.
	notices := r.Notices
	reserve := 0
	if len(notices) > 0 {
		if len(notices) > maxDataRows-3 {
			notices = notices[:maxDataRows-3]
		}
		reserve = len(notices) + 2 // a blank row and a heading
	}
	findingChunks := splitRows(r.NumFindings(), 0)
	dqChunks := splitRows(r.Totals().DataIssues, reserve)

	// Sheets are created in reading order before any is written.
	names := []string{lb.SheetSummary}
	if opt.Nightly != nil {
		names = append(names, nightlyFor(l).Sheet)
	}
	findingSheets := continued(lb, lb.SheetFindings, len(findingChunks))
	dqSheets := continued(lb, lb.SheetDataQuality, len(dqChunks))
	names = append(names, findingSheets...)
	names = append(names, lb.SheetByRule, lb.SheetByTable, lb.SheetByDealer, lb.SheetSessions)
	names = append(names, dqSheets...)
	names = append(names, lb.SheetRules, lb.SheetAssumptions)
	if err := f.SetSheetName("Sheet1", names[0]); err != nil {
		return err
	}
	for _, n := range names[1:] {
		if _, err := f.NewSheet(n); err != nil {
			return err
		}
	}
	f.SetActiveSheet(0)

	if err := writeSummarySheet(f, names[0], r, st, lb, l, sty); err != nil {
		return err
	}
	if opt.Nightly != nil {
		if err := writeNightlySheet(f, names[1], r, opt, lb, l, sty); err != nil {
			return err
		}
	}
	if err := writeFindingSheets(f, findingSheets, findingChunks, r, false, nil, opt, lb, l, sty); err != nil {
		return err
	}
	if err := writeByRuleSheet(f, lb.SheetByRule, st, lb, l, sty); err != nil {
		return err
	}
	if err := writeByTableSheet(f, lb.SheetByTable, st, lb, sty); err != nil {
		return err
	}
	if err := writeByDealerSheet(f, lb.SheetByDealer, st, lb, sty); err != nil {
		return err
	}
	if err := writeSessionSheet(f, lb.SheetSessions, r, lb, l, sty); err != nil {
		return err
	}
	if err := writeFindingSheets(f, dqSheets, dqChunks, r, true, notices, opt, lb, l, sty); err != nil {
		return err
	}
	if err := writeRuleSheet(f, lb.SheetRules, r, lb, l, sty); err != nil {
		return err
	}
	if err := writeAssumptionSheet(f, lb.SheetAssumptions, r, lb, l, sty); err != nil {
		return err
	}

	if err := writeStatisticsSheets(f, opt, lb, l, sty); err != nil {
		return err
	}
	// Write closes zw; nothing reaches the discarded buffer.
	if err := f.Write(io.Discard); err != nil {
		return err
	}
	return canonicalZip(raw, out, stamp(r))
}

// splitRows divides n rows into sheet-sized chunks, keeping reserve rows free
// on the last one; there is always at least one (possibly empty) chunk.
func splitRows(n, reserve int) []int {
	var out []int
	for n > maxDataRows {
		out = append(out, maxDataRows)
		n -= maxDataRows
	}
	if n+reserve > maxDataRows {
		out = append(out, n)
		n = 0
	}
	return append(out, n)
}

// continued names a sheet and its continuations: "Hallazgos", "Hallazgos (2)".
func continued(lb *labels, base string, n int) []string {
	out := []string{base}
	for i := 2; i <= n; i++ {
		out = append(out, fmt.Sprintf(lb.Continued, base, i))
	}
	return out
}

func newStyles(f *excelize.File) (xstyles, error) {
	var s xstyles
	var err error
	mk := func(dst *int, st *excelize.Style) {
		if err == nil {
			*dst, err = f.NewStyle(st)
		}
	}
	dtFmt, dateFmt, euroFmt, rateFmt := "yyyy-mm-dd hh:mm:ss", "yyyy-mm-dd", `#,##0.00 "€"`, "0.00"
	mk(&s.title, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Size: 16, Color: "16365F"}})
	mk(&s.subtitle, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Size: 11, Color: "6E6E6E"}})
	mk(&s.section, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Size: 12, Color: "16365F"}})
	mk(&s.header, &excelize.Style{
		Font:      &excelize.Font{Family: "Calibri", Bold: true},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DCE3EC"}},
		Border:    []excelize.Border{{Type: "bottom", Color: "7F7F7F", Style: 1}},
		Alignment: &excelize.Alignment{Vertical: "center", WrapText: true},
	})
	mk(&s.label, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true}})
	mk(&s.dt, &excelize.Style{CustomNumFmt: &dtFmt})
	mk(&s.date, &excelize.Style{CustomNumFmt: &dateFmt})
	mk(&s.euro, &excelize.Style{CustomNumFmt: &euroFmt})
	mk(&s.rate, &excelize.Style{CustomNumFmt: &rateFmt})
	mk(&s.wrap, &excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}})
	mk(&s.muted, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Italic: true, Color: "6E6E6E"}})
	mk(&s.good, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Color: "1E7A2D"}})
	mk(&s.alert, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Color: "AF1414"}})
	mk(&s.alertTitle, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Size: 14, Color: "AF1414"},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FCEBEB"}}})
	return s, err
}

// printWide prints a sheet on A4 landscape, one page wide.
func printWide(f *excelize.File, sheet string) error {
	fit, a4, landscape, wide, tall := true, 9, "landscape", 1, 0
	if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	return f.SetPageLayout(sheet, &excelize.PageLayoutOptions{Size: &a4, Orientation: &landscape, FitToWidth: &wide, FitToHeight: &tall})
}

// rowWriter appends rows to a stream writer and keeps the first error, so
// the sheet code reads as a list of rows.
type rowWriter struct {
	sw    *excelize.StreamWriter
	table string // Excel table name, unique per sheet
	row   int
	err   error
}

func newRowWriter(f *excelize.File, sheet string, widths []float64, freeze bool) (*rowWriter, error) {
	idx, err := f.GetSheetIndex(sheet)
	if err != nil {
		return nil, err
	}
	// Set on the sheet before the stream writer copies its properties.
	if err := printWide(f, sheet); err != nil {
		return nil, err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return nil, err
	}
	// Widths and panes must be set before the first row.
	for i, w := range widths {
		if err := sw.SetColWidth(i+1, i+1, w); err != nil {
			return nil, err
		}
	}
	if freeze {
		if err := sw.SetPanes(&excelize.Panes{
			Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
			Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}},
		}); err != nil {
			return nil, err
		}
	}
	return &rowWriter{sw: sw, table: fmt.Sprintf("veedor_%d", idx+1)}, nil
}

func (w *rowWriter) add(vals ...any) {
	w.row++
	if w.err != nil {
		return
	}
	for i, v := range vals {
		vals[i] = cellValue(v)
	}
	cellRef, err := excelize.CoordinatesToCellName(1, w.row)
	if err != nil {
		w.err = err
		return
	}
	w.err = w.sw.SetRow(cellRef, vals)
}

func (w *rowWriter) skip() { w.row++ }

// header writes a styled header row.
func (w *rowWriter) header(style int, titles ...string) {
	vals := make([]any, len(titles))
	for i, t := range titles {
		vals[i] = excelize.Cell{StyleID: style, Value: t}
	}
	w.add(vals...)
}

// table turns rows 1..last into an Excel table, which gives the header its
// auto-filter; Excel wants at least one row under the header.
func (w *rowWriter) addTable(cols int) {
	if w.err != nil {
		return
	}
	last := w.row
	if last < 2 {
		last = 2
	}
	end, err := excelize.CoordinatesToCellName(cols, last)
	if err != nil {
		w.err = err
		return
	}
	no := false
	w.err = w.sw.AddTable(&excelize.Table{
		Range:          "A1:" + end,
		Name:           w.table,
		StyleName:      "TableStyleLight1",
		ShowRowStripes: &no,
	})
}

func (w *rowWriter) flush() error {
	if w.err != nil {
		return w.err
	}
	if err := w.sw.Flush(); err != nil {
		return err
	}
	releaseStreamBuffer(w.sw)
	return nil
}

// releaseStreamBuffer drops the in-memory buffer a flushed stream writer
// keeps, emptied, until the workbook is written: excelize keeps its
// capacity (16 MB or more for a sheet that went to its temporary file), so
// ten sheets of findings would hold 170 MB for nothing. The field is
// excelize's own (v2.11.0, tested by TestStreamBufferReleased); a buffer
// still holding a small sheet's rows is left alone.
func releaseStreamBuffer(sw *excelize.StreamWriter) {
	v := reflect.ValueOf(sw).Elem().FieldByName("rawData")
	if !v.IsValid() || v.Kind() != reflect.Struct {
		return
	}
	b := v.FieldByName("buf")
	if !b.IsValid() || b.Type() != reflect.TypeFor[bytes.Buffer]() {
		return
	}
	if buf := (*bytes.Buffer)(unsafe.Pointer(b.UnsafeAddr())); buf.Len() == 0 {
		*buf = bytes.Buffer{}
	}
}

// money is a euro amount for a spreadsheet cell: a float only here, in the
// cell, with a euro number format; the arithmetic stays in cents.
func money(c logs.Cents, st xstyles) excelize.Cell {
	return excelize.Cell{StyleID: st.euro, Value: float64(c) / 100}
}

// wallClock keeps the time as recorded: excelize stores times without an
// offset, so the finding's own local time is written as if it were UTC.
func wallClock(t time.Time, style int) any {
	if t.IsZero() {
		return nil
	}
	y, mo, d := t.Date()
	h, mi, s := t.Clock()
	return excelize.Cell{StyleID: style, Value: time.Date(y, mo, d, h, mi, s, t.Nanosecond(), time.UTC)}
}

func dateCell(t time.Time, style int) any {
	if t.IsZero() {
		return nil
	}
	y, mo, d := t.Date()
	return excelize.Cell{StyleID: style, Value: time.Date(y, mo, d, 0, 0, 0, 0, time.UTC)}
}

// wrapped is a text cell that wraps.
func wrapped(s string, st xstyles) excelize.Cell {
	return excelize.Cell{StyleID: st.wrap, Value: s}
}

// lines is text whose line breaks the report put there (one citation a
// line): cellValue keeps them, where a string is one line.
type lines string

// cellValue is what a writer hands to excelize: every text neutralised
// (oneLine, or block for lines), and an empty text no cell at all, so
// blank cells are blank to filters and formulas, not "".
func cellValue(v any) any {
	switch x := v.(type) {
	case string:
		if x == "" {
			return nil
		}
		return oneLine(x)
	case lines:
		if x == "" {
			return nil
		}
		return block(string(x))
	case excelize.Cell:
		switch y := x.Value.(type) {
		case string:
			x.Value = oneLine(y)
			if y == "" {
				x.Value = nil
			}
		case lines:
			x.Value = block(string(y))
			if y == "" {
				x.Value = nil
			}
		}
		if x.Value == nil && x.StyleID == 0 {
			return nil
		}
		return x
	}
	return v
}

func intOrNil[T int | int64](n T) any {
	if n == 0 {
		return nil
	}
	return n
}

// sheetWriter writes a small sheet cell by cell (not streamed), so charts
// can be added to it; it keeps the first error.
type sheetWriter struct {
	f     *excelize.File
	sheet string
	row   int
	err   error
}

func (w *sheetWriter) add(vals ...any) {
	w.row++
	for i, v := range vals {
		v = cellValue(v)
		if w.err != nil || v == nil {
			continue
		}
		ref, err := excelize.CoordinatesToCellName(i+1, w.row)
		if err != nil {
			w.err = err
			return
		}
		if c, ok := v.(excelize.Cell); ok {
			if c.Value != nil {
				w.err = w.f.SetCellValue(w.sheet, ref, c.Value)
			}
			if w.err == nil && c.StyleID != 0 {
				w.err = w.f.SetCellStyle(w.sheet, ref, ref, c.StyleID)
			}
			continue
		}
		w.err = w.f.SetCellValue(w.sheet, ref, v)
	}
}

func (w *sheetWriter) skip() { w.row++ }

func (w *sheetWriter) header(style int, titles ...string) {
	vals := make([]any, len(titles))
	for i, t := range titles {
		vals[i] = excelize.Cell{StyleID: style, Value: t}
	}
	w.add(vals...)
}

// chartBlock is a table of the summary sheet a chart draws: categories in
// column A, series in the columns listed, rows first..last.
type chartBlock struct {
	title       string
	typ         excelize.ChartType
	first, last int
	series      []int // 1-based columns; the header row names them
	numFmt      string
}

func writeSummarySheet(f *excelize.File, sheet string, r *audit.Result, st *stats, lb *labels, l string, sty xstyles) error {
	w := &sheetWriter{f: f, sheet: sheet}
	if err := printWide(f, sheet); err != nil {
		return err
	}
	for col, width := range map[string]float64{"A": 34, "B": 62, "C": 16, "D": 16, "E": 16, "F": 4} {
		if err := f.SetColWidth(sheet, col, col, width); err != nil {
			return err
		}
	}
	kv := func(label string, v any) { w.add(excelize.Cell{StyleID: sty.label, Value: label}, v) }
	section := func(title string) {
		w.skip()
		w.add(excelize.Cell{StyleID: sty.section, Value: title})
	}

	w.add(excelize.Cell{StyleID: sty.title, Value: lb.Title})
	w.add(excelize.Cell{StyleID: sty.subtitle, Value: lb.Subtitle})
	w.skip()
	if len(r.Unusable) > 0 {
		// First thing on the sheet: a report of such a log is not clean.
		w.add(excelize.Cell{StyleID: sty.alertTitle, Value: lb.Unusable})
		w.add(excelize.Cell{StyleID: sty.alert, Value: lb.UnusableNote})
		for _, u := range r.Unusable {
			w.add(excelize.Cell{StyleID: sty.alert, Value: "• " + u.In(textLang(l))})
		}
		w.skip()
	}
	kv(lb.Casino, strings.Join(casinos(r), ", "))
	kv(lb.TablesAudited, tablesAudited(r))
	kv(lb.Region, lb.region(r.Region))
	kv(lb.Period, periodFull(r))
	kv(lb.Log, r.Log)
	kv(lb.GeneratedAt, rfc3339(r.GeneratedAt))
	kv(lb.Version, r.Version)
	kv(lb.LogFormat, r.LogFormat)
	kv(lb.RuleSet+" (SHA-256)", RuleSetSHA256(r))
	if lb.SourceLangNote != "" {
		w.add(excelize.Cell{StyleID: sty.muted, Value: lb.SourceLangNote})
	}

	section(lb.Instruments)
	w.header(sty.header, lb.ID, lb.TitleCol, lb.Effective, lb.EffectiveNote)
	for _, in := range r.Instruments {
		if in == nil {
			continue
		}
		w.add(in.ID, in.Title, dateCell(in.Effective, sty.date), in.EffectiveNote.In(l))
	}

	section(lb.Inputs)
	w.header(sty.header, lb.File, lb.SHA256, lb.Bytes, lb.Dialect)
	for _, in := range r.Inputs {
		w.add(in.Path, in.SHA256, in.Bytes, dialectIn(l, in.Dialect))
	}

	t := r.Totals()
	section(lb.Figures)
	kv(lb.Sessions, t.Sessions)
	kv(lb.Rounds, t.Rounds)
	kv(lb.Bets, t.Bets)
	kv(lb.Handle, money(t.Handle, sty))
	kv(lb.TotalFindings, r.NumFindings())
	kv(lb.Violations, t.Violations)
	kv(lb.DataIssues, t.DataIssues)
	if v, ok := per100(r.NumFindings(), t.Rounds); ok {
		kv(lb.Per100Long, excelize.Cell{StyleID: sty.rate, Value: v})
	}
	kv(lb.SessionsRejected, st.sessionsRejected)

	section(lb.BySeverity)
	w.header(sty.header, lb.Severity, lb.Count)
	for _, s := range severityOrder(t.BySeverity) {
		w.add(lb.severity(s), t.BySeverity[s])
	}

	section(lb.Money)
	kv(lb.AtStake, money(t.AtStake, sty))
	kv(lb.Overpaid, money(t.Overpaid, sty))
	kv(lb.Underpaid, money(t.Underpaid, sty))
	kv(lb.Net, money(t.Overpaid-t.Underpaid, sty))

	section(lb.Reconciliation)
	w.header(sty.header, lb.TableLog, lb.Read, lb.Audited, lb.Rejected, lb.Check)
	var read, aud, rej int64
	for _, c := range r.Counts {
		check := excelize.Cell{StyleID: sty.good, Value: "✓ " + lb.OK}
		if !reconciled(c) {
			check = excelize.Cell{StyleID: sty.alert, Value: fmt.Sprintf("%s (%+d)", lb.Mismatch, c.Read-c.Audited-c.Rejected)}
		}
		read, aud, rej = read+c.Read, aud+c.Audited, rej+c.Rejected
		w.add(c.Table, c.Read, c.Audited, c.Rejected, check)
	}
	if len(r.Counts) > 0 {
		w.add(excelize.Cell{StyleID: sty.label, Value: "Total"}, read, aud, rej)
	}
	w.add(excelize.Cell{StyleID: sty.muted, Value: lb.ReconNote})
	for _, n := range roundsNote(r, t, lb, l) {
		w.add(excelize.Cell{StyleID: sty.muted, Value: n})
	}

	// The tables the charts draw. Each chart stacks violations and
	// data-quality findings, in greys that print in black and white.
	var blocks []chartBlock
	block := func(title string, typ excelize.ChartType, cols []string, rows [][]any, series []int, numFmt string) {
		section(title)
		w.header(sty.header, cols...)
		first := w.row + 1
		for _, row := range rows {
			w.add(row...)
		}
		if len(rows) > 0 {
			blocks = append(blocks, chartBlock{title: title, typ: typ, first: first, last: w.row, series: series, numFmt: numFmt})
		} else {
			w.add(excelize.Cell{StyleID: sty.muted, Value: lb.NoData})
		}
	}
	var rows [][]any
	for _, rs := range st.rules {
		if rs.N > 0 {
			rows = append(rows, []any{rs.ID, rs.Viol, rs.DQ, rs.N})
		}
	}
	block(lb.ByRule, excelize.BarStacked, []string{lb.Rule, lb.Violations, lb.DataQuality, lb.Findings}, rows, []int{2, 3}, "0")
	rows = nil
	for _, ts := range st.topTables() {
		rows = append(rows, []any{st.tableName(ts, lb), ts.Viol, ts.DQ, ts.N})
	}
	block(lb.ChartByTable, excelize.BarStacked, []string{lb.Table, lb.Violations, lb.DataQuality, lb.Findings}, rows, []int{2, 3}, "0")
	rows = nil
	for _, b := range st.days {
		rows = append(rows, []any{b.Label, b.Viol, b.DQ, b.Viol + b.DQ, excelize.Cell{StyleID: sty.date, Value: b.Start}})
	}
	title := map[int]string{unitDay: lb.ChartByDay, unitWeek: lb.ChartByWeek, unitMonth: lb.ChartByMonth, unitYear: lb.ChartByYear}[st.unit]
	block(title, excelize.ColStacked, []string{lb.Period, lb.Violations, lb.DataQuality, lb.Findings, lb.From}, rows, []int{2, 3}, "0")
	rows = nil
	for h, b := range st.hours {
		rows = append(rows, []any{b.Label, b.Viol, b.DQ, b.Viol + b.DQ, h})
	}
	block(lb.ChartByHour, excelize.ColStacked, []string{lb.Time, lb.Violations, lb.DataQuality, lb.Findings, lb.Time + " (0-23)"}, rows, []int{2, 3}, "0")
	rows = nil
	for _, ds := range st.dealersByRate() {
		v := float64(ds.Viol) * 100 / float64(ds.Rounds)
		q := float64(ds.DQ) * 100 / float64(ds.Rounds)
		rows = append(rows, []any{st.dealerName(ds), ds.Rounds, excelize.Cell{StyleID: sty.rate, Value: v}, excelize.Cell{StyleID: sty.rate, Value: q}, excelize.Cell{StyleID: sty.rate, Value: v + q}})
	}
	block(lb.ChartDealer, excelize.BarStacked, []string{lb.Dealer, lb.RoundsDealt, lb.Violations, lb.DataQuality, lb.Per100Long}, rows, []int{3, 4}, "0.0")
	if len(rows) > 0 {
		w.add(excelize.Cell{StyleID: sty.muted, Value: lb.DealerNote})
	}
	if w.err != nil {
		return w.err
	}

	// Charts to the right of the figures, one under the other.
	anchor := 2
	q := func(s string) string { return "'" + strings.ReplaceAll(sheet, "'", "''") + "'!" + s }
	greys := []string{"404040", "BFBFBF"}
	axisFont := excelize.Font{Color: "262626", Size: 9}
	no, zero := false, 0.0
	for _, b := range blocks {
		n := b.last - b.first + 1
		height := 300
		if b.typ == excelize.BarStacked {
			height = min(max(220, 70+18*n), 900)
		}
		ch := &excelize.Chart{
			Type:       b.typ,
			Dimension:  excelize.ChartDimension{Width: 640, Height: uint(height)},
			Title:      excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: b.title, Font: &excelize.Font{Bold: true, Size: 12}}}},
			Legend:     excelize.ChartLegend{Position: "bottom"},
			XAxis:      excelize.ChartAxis{Font: axisFont},
			YAxis:      excelize.ChartAxis{MajorGridLines: true, Minimum: &zero, NumFmt: excelize.ChartNumFmt{CustomNumFmt: b.numFmt}, Font: axisFont},
			Format:     excelize.GraphicOptions{AltText: b.title},
			VaryColors: &no,
		}
		if b.typ == excelize.BarStacked {
			ch.XAxis.ReverseOrder = true // first row on top
		}
		for i, c := range b.series {
			colName, _ := excelize.ColumnNumberToName(c)
			ch.Series = append(ch.Series, excelize.ChartSeries{
				Name:       q(fmt.Sprintf("$%s$%d", colName, b.first-1)), // the header cell
				Categories: q(fmt.Sprintf("$A$%d:$A$%d", b.first, b.last)),
				Values:     q(fmt.Sprintf("$%s$%d:$%s$%d", colName, b.first, colName, b.last)),
				Fill:       excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{greys[i%2]}},
				Line:       excelize.LineOptions{Width: 0.75},
			})
		}
		if err := f.AddChart(sheet, fmt.Sprintf("H%d", anchor), ch); err != nil {
			return err
		}
		// Rows are 15 to 20 pixels high depending on the client: leave
		// room for the shortest.
		anchor += height/15 + 2
	}
	return nil
}

// findingHeaders are the columns of the findings sheets, in order.
func findingHeaders(lb *labels) []string {
	return []string{
		lb.Num, lb.Rule, lb.Kind, lb.Severity, lb.TitleCol, lb.Casino, lb.Table, lb.Session, lb.Game,
		lb.Round, lb.Bet, lb.Dealer, lb.Time, lb.TimeRFC, lb.Detail, lb.Expected, lb.Recorded,
		lb.AtStakeCol, lb.Delta, lb.Instrument, lb.Citation, lb.Reference, lb.Assumptions,
		lb.SourceFile, lb.SourceLine, lb.Column, lb.ReferenceNote,
	}
}

var findingWidths = []float64{8, 14, 14, 11, 36, 24, 10, 14, 16, 8, 12, 10, 19, 26, 60, 28, 28, 13, 13, 11, 60, 11, 24, 26, 9, 14, 40}

// writeFindingSheets writes one row per finding (only the data-quality
// ones with dqOnly) on sheets of chunks[k] rows each, streaming the
// findings; the notices go under the last sheet's table. Log text goes in
// as string cells (inline strings), so a value like "=HYPERLINK(...)" stays
// text and never becomes a formula.
func writeFindingSheets(f *excelize.File, sheets []string, chunks []int, r *audit.Result, dqOnly bool, notices []string, opt Options, lb *labels, l string, sty xstyles) error {
	extra := nightlyHeaders(opt, l)
	widths := findingWidths
	if len(extra) > 0 {
		widths = append(append([]float64(nil), findingWidths...), nightlyWidths[len(nightlyWidths)-len(extra):]...)
		if opt.hasIDs() {
			widths[len(findingWidths)] = nightlyWidths[0]
		}
	}
	hdr := append(findingHeaders(lb), extra...)
	k, rows := -1, 0
	var w *rowWriter
	next := func() error {
		k++
		var err error
		if w, err = newRowWriter(f, sheets[k], widths, true); err != nil {
			return err
		}
		w.header(sty.header, hdr...)
		rows = 0
		return nil
	}
	end := func() error {
		w.addTable(len(hdr))
		if k == len(sheets)-1 && len(notices) > 0 {
			if w.row < 2 {
				w.row = 2 // the table claims row 2 even when empty
			}
			w.skip()
			w.add(excelize.Cell{StyleID: sty.section, Value: lb.Notices})
			for _, n := range notices {
				w.add(noticeText(n, lb))
			}
		}
		return w.flush()
	}
	if err := next(); err != nil {
		return err
	}
	tl := textLang(l)
	ids := opt.idSeq()
	row := func(i int, fd *audit.Finding) error {
		id := ids.next(i, fd)
		if dqOnly && fd.Kind == rules.Violation {
			return nil
		}
		for rows >= chunks[k] && k < len(sheets)-1 {
			if err := end(); err != nil {
				return err
			}
			if err := next(); err != nil {
				return err
			}
		}
		rows++
		w.add(append([]any{
			i + 1, fd.Rule, lb.kind(fd.Kind), lb.severity(fd.Severity), wrapped(fd.Title.In(tl), sty),
			fd.Casino, fd.Table, fd.Session, fd.Game,
			intOrNil(fd.Round), fd.Bet, fd.Dealer, wallClock(fd.At, sty.dt), rfc3339(fd.At),
			wrapped(fd.Detail.In(tl), sty), wrapped(fd.Expected.In(tl), sty), wrapped(fd.Recorded.In(tl), sty),
			money(fd.AtStake, sty), money(fd.Delta, sty),
			fd.Instrument, wrapped(findingCitation(fd, lb), sty), lb.yesNo(fd.Reference), strings.Join(fd.Assumptions, ", "),
			fd.Source.File, intOrNil(fd.Source.Line), fd.Column, wrapped(fd.ReferenceNote.In(tl), sty)},
			nightlyCells(opt, i, id, lb, sty)...)...,
		)
		return w.err
	}
	want := 0
	for _, n := range chunks {
		want += n
	}
	if want > 0 { // else no pass over the findings (no data-quality one)
		if err := r.EachFinding(row); err != nil {
			return err
		}
	}
	for {
		if err := end(); err != nil {
			return err
		}
		if k == len(sheets)-1 {
			return nil
		}
		if err := next(); err != nil {
			return err
		}
	}
}

func rateOrNil(n, rounds int, sty xstyles) any {
	if v, ok := per100(n, rounds); ok {
		return excelize.Cell{StyleID: sty.rate, Value: v}
	}
	return nil
}

func euroHdr(s string) string { return s + " (€)" }

func writeByRuleSheet(f *excelize.File, sheet string, st *stats, lb *labels, l string, sty xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{18, 14, 11, 50, 12, 14, 14, 14, 14, 14, 14, 20, 20}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.Rule, lb.Kind, lb.Severity, lb.TitleCol, lb.Findings, lb.Violations, lb.SessionsWith,
		lb.AtStakeCol, euroHdr(lb.Overpaid), euroHdr(lb.Underpaid), euroHdr(lb.Net), lb.FirstAt, lb.LastAt}
	w.header(sty.header, hdr...)
	for _, rs := range st.rules {
		w.add(rs.ID, lb.kind(rs.Kind), lb.severity(rs.Severity), rs.Title.In(textLang(l)), rs.N, rs.Viol, rs.Sessions,
			money(rs.AtStake, sty), money(rs.Over, sty), money(rs.Under, sty), money(rs.Over-rs.Under, sty),
			wallClock(rs.First, sty.dt), wallClock(rs.Last, sty.dt))
	}
	w.addTable(len(hdr))
	return w.flush()
}

func writeByTableSheet(f *excelize.File, sheet string, st *stats, lb *labels, sty xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{24, 12, 11, 11, 12, 16, 12, 13, 14, 16, 14, 14, 14}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.Casino, lb.Table, lb.SessionList, lb.RoundsShort, lb.BetsShort, euroHdr(lb.Handle),
		lb.Findings, lb.Violations, lb.DataQuality, lb.Per100Long, lb.AtStakeCol, euroHdr(lb.Overpaid), euroHdr(lb.Underpaid)}
	w.header(sty.header, hdr...)
	for _, t := range st.tables {
		name := t.Table
		if name == "" {
			name = lb.NoTable
		}
		w.add(t.Casino, name, t.Sessions, t.Rounds, t.Bets, money(t.Handle, sty),
			t.N, t.Viol, t.DQ, rateOrNil(t.N, t.Rounds, sty), money(t.AtStake, sty), money(t.Over, sty), money(t.Under, sty))
	}
	w.addTable(len(hdr))
	return w.flush()
}

func writeByDealerSheet(f *excelize.File, sheet string, st *stats, lb *labels, sty xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{24, 14, 14, 12, 13, 14, 16, 14, 14, 14, 30}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.Casino, lb.Dealer, lb.RoundsDealt, lb.Findings, lb.Violations, lb.DataQuality, lb.Per100Long,
		lb.AtStakeCol, euroHdr(lb.Overpaid), euroHdr(lb.Underpaid), fmt.Sprintf(lb.SmallCol, minSample)}
	w.header(sty.header, hdr...)
	for _, d := range st.dealers {
		w.add(d.Casino, d.Dealer, d.Rounds, d.N, d.Viol, d.DQ, rateOrNil(d.N, d.Rounds, sty),
			money(d.AtStake, sty), money(d.Over, sty), money(d.Under, sty), lb.yesNo(d.Rounds < minSample))
	}
	w.addTable(len(hdr))
	return w.flush()
}

func writeSessionSheet(f *excelize.File, sheet string, r *audit.Result, lb *labels, l string, st xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{16, 26, 10, 18, 12, 12, 19, 19, 26, 26, 13, 13, 9, 10, 14, 10, 11, 40}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.Session, lb.Casino, lb.Table, lb.Game, lb.Variant, lb.Instrument,
		lb.Opened, lb.Closed, lb.Opened + " (RFC 3339)", lb.Closed + " (RFC 3339)",
		lb.MinBet, lb.MaxBet, lb.Rounds, lb.Bets, lb.Handle, lb.Findings, lb.RejectedOne, lb.Reason}
	w.header(st.header, hdr...)
	reasons := sessionReasons(r)
	for i, s := range r.Sessions {
		w.add(s.ID, s.Casino, s.Table, s.Game, s.Variant, s.Instrument,
			wallClock(s.OpenedAt, st.dt), wallClock(s.ClosedAt, st.dt), rfc3339(s.OpenedAt), rfc3339(s.ClosedAt),
			money(s.MinBet, st), money(s.MaxBet, st), s.Rounds, s.Bets, money(s.Handle, st), s.Findings,
			lb.yesNo(s.Rejected), wrapped(sessionReason(&r.Sessions[i], reasons, l), st))
	}
	w.addTable(len(hdr))
	return w.flush()
}

func writeRuleSheet(f *excelize.File, sheet string, r *audit.Result, lb *labels, l string, st xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{16, 16, 11, 40, 30, 24, 12, 16, 26, 8, 60, 50, 60}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.Rule, lb.Kind, lb.Severity, lb.TitleCol, lb.Games, lb.Assumptions,
		lb.Instrument, lb.Section, lb.Seed, lb.Line, lb.Quote, lb.Note, lb.Doc}
	w.header(st.header, hdr...)
	for _, ru := range r.Rules {
		if ru == nil {
			continue
		}
		head := []any{ru.ID, lb.kind(ru.Kind), lb.severity(ru.Severity), ru.Title.In(l),
			strings.Join(ru.Games, ", "), strings.Join(ru.Assumptions, ", ")}
		doc := ru.Doc.In(l)
		n := 0
		for _, b := range ru.Basis {
			cites := b.Cites
			if len(cites) == 0 {
				cites = []rules.Citation{{Instrument: b.Instrument}}
			}
			for _, c := range cites {
				n++
				w.add(append(head[:6:6], instrumentName(b.Instrument)+" ("+b.Instrument+")", c.Section, c.Seed, intOrNil(c.Line), wrapped(c.Quote, st), wrapped(b.Note.In(l), st), wrapped(doc, st))...)
			}
		}
		if n == 0 {
			w.add(append(head[:6:6], nil, nil, nil, nil, nil, nil, wrapped(doc, st))...)
		}
	}
	w.addTable(len(hdr))
	return w.flush()
}

func writeAssumptionSheet(f *excelize.File, sheet string, r *audit.Result, lb *labels, l string, st xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{30, 20, 12, 50, 60, 60, 40, 60}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.ID, lb.Reading, lb.IsDefault, lb.SwitchTitle, lb.ReadingText, lb.Why, lb.Register, lb.Cites}
	w.header(st.header, hdr...)
	for _, a := range r.Assumptions {
		var title, text, why, reg string
		var cites []string
		if a.Switch != nil {
			title, why = a.Switch.Title.In(l), a.Switch.Why.In(l)
			for _, rd := range a.Switch.Readings {
				if rd.ID == a.Reading {
					text = rd.Text.In(l)
				}
			}
			reg = registerText(a.Switch.Register, l, "; ")
			for _, c := range a.Switch.Cites {
				cites = append(cites, citeText(c, lb))
			}
		}
		w.add(a.ID, a.Reading, lb.yesNo(a.IsDefault), wrapped(title, st), wrapped(text, st), wrapped(why, st), wrapped(reg, st),
			excelize.Cell{StyleID: st.wrap, Value: lines(strings.Join(cites, "\n"))})
	}
	w.addTable(len(hdr))
	return w.flush()
}

// canonicalZip copies the entries of the zip in src to dst in a fixed order
// ([Content_Types].xml first, then by name), without recompressing, each
// dated mod (the audit's time; DOS dates cannot go before 1980).
func canonicalZip(src *os.File, dst io.Writer, mod time.Time) error {
	mod = mod.UTC()
	if dos := time.Date(1980, time.January, 1, 0, 0, 0, 0, time.UTC); mod.Before(dos) {
		mod = dos
	} else if end := time.Date(2107, time.December, 31, 0, 0, 0, 0, time.UTC); mod.After(end) {
		mod = end
	}
	info, err := src.Stat()
	if err != nil {
		return err
	}
	zr, err := zip.NewReader(src, info.Size())
	if err != nil {
		return err
	}
	files := append([]*zip.File(nil), zr.File...)
	rank := func(name string) int {
		if name == "[Content_Types].xml" {
			return 0
		}
		return 1
	}
	sort.SliceStable(files, func(i, j int) bool {
		ri, rj := rank(files[i].Name), rank(files[j].Name)
		if ri != rj {
			return ri < rj
		}
		return files[i].Name < files[j].Name
	})
	zw := zip.NewWriter(dst)
	for _, zf := range files {
		hdr := zf.FileHeader
		// CreateRaw writes the DOS fields as given; it ignores Modified.
		hdr.Modified = time.Time{}
		hdr.ModifiedDate = uint16((mod.Year()-1980)<<9 | int(mod.Month())<<5 | mod.Day())
		hdr.ModifiedTime = uint16(mod.Hour()<<11 | mod.Minute()<<5 | mod.Second()/2)
		if zf.Name == "[Content_Types].xml" {
			// excelize lists the image types of a drawing in map order:
			// sort them, and recompress the (small) part.
			if err := copySortedTypes(zw, zf, hdr); err != nil {
				return err
			}
			continue
		}
		fw, err := zw.CreateRaw(&hdr)
		if err != nil {
			return err
		}
		rc, err := zf.OpenRaw()
		if err != nil {
			return err
		}
		if _, err := io.Copy(fw, rc); err != nil {
			return err
		}
	}
	return zw.Close()
}

var defaultType = regexp.MustCompile(`<Default [^>]*>(</Default>)?`)

// copySortedTypes copies the content-types part with its <Default>
// elements sorted, so the map order they were produced in does not show.
func copySortedTypes(zw *zip.Writer, zf *zip.File, hdr zip.FileHeader) error {
	rc, err := zf.Open()
	if err != nil {
		return err
	}
	b, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return err
	}
	locs := defaultType.FindAllIndex(b, -1)
	if len(locs) > 1 {
		parts := make([]string, len(locs))
		for i, l := range locs {
			parts[i] = string(b[l[0]:l[1]])
		}
		sort.Strings(parts)
		var out []byte
		prev := 0
		for i, l := range locs {
			out = append(out, b[prev:l[0]]...)
			out = append(out, parts[i]...)
			prev = l[1]
		}
		b = append(out, b[prev:]...)
	}
	h := zip.FileHeader{Name: hdr.Name, Method: zip.Deflate, ModifiedDate: hdr.ModifiedDate, ModifiedTime: hdr.ModifiedTime}
	fw, err := zw.CreateHeader(&h)
	if err != nil {
		return err
	}
	_, err = fw.Write(b)
	return err
}
