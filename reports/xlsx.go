package reports

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// maxDataRows is how many findings fit on one sheet under its header row
// (Excel's limit is 1,048,576 rows). A variable so tests can lower it.
var maxDataRows = excelize.TotalRows - 1

type xstyles struct {
	title, section, header, label, dt, date, euro, good, alert, wrap int
}

// WriteXLSX writes the workbook for analysts: every finding as typed cells,
// sheets Resumen, Hallazgos, Calidad de datos, Sesiones, Reglas, Supuestos
// (English names with Lang "en"); findings past Excel's row limit continue on
// "Hallazgos (2)" and so on.
func WriteXLSX(path string, r *audit.Result, opt Options) error {
	r = orEmpty(r)
	return writeAtomic(path, func(tmp *os.File) error { return renderXLSX(tmp, r, opt) })
}

func renderXLSX(out *os.File, r *audit.Result, opt Options) (err error) {
	l := lang(opt.Lang)
	lb := labelsFor(l)
	f := excelize.NewFile()
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()

	ts := stamp(r).UTC().Format("2006-01-02T15:04:05Z")
	if err := f.SetDocProps(&excelize.DocProperties{
		Title:    lb.Title,
		Creator:  strings.TrimSpace("veedor " + r.Version),
		Created:  ts,
		Modified: ts,
		Language: map[string]string{"es": "es-ES", "en": "en"}[l],
	}); err != nil {
		return err
	}
	st, err := newStyles(f)
	if err != nil {
		return err
	}

	// Hallazgos lists every finding (its kind column filters violations);
	// Calidad de datos repeats the data-quality ones next to the notices.
	var dq []*audit.Finding
	all := make([]*audit.Finding, len(r.Findings))
	for i := range r.Findings {
		fd := &r.Findings[i]
		all[i] = fd
		if fd.Kind != rules.Violation {
			dq = append(dq, fd)
		}
	}
	notices := r.Notices
	reserve := 0
	if len(notices) > 0 {
		if len(notices) > maxDataRows-3 {
			notices = notices[:maxDataRows-3]
		}
		reserve = len(notices) + 2 // a blank row and a heading
	}
	findingChunks := splitRows(len(all), 0)
	dqChunks := splitRows(len(dq), reserve)

	// Sheets are created in reading order before any is written.
	names := []string{lb.SheetSummary}
	findingSheets := continued(lb, lb.SheetFindings, len(findingChunks))
	dqSheets := continued(lb, lb.SheetDataQuality, len(dqChunks))
	names = append(names, findingSheets...)
	names = append(names, dqSheets...)
	names = append(names, lb.SheetSessions, lb.SheetRules, lb.SheetAssumptions)
	if err := f.SetSheetName("Sheet1", names[0]); err != nil {
		return err
	}
	for _, n := range names[1:] {
		if _, err := f.NewSheet(n); err != nil {
			return err
		}
	}
	f.SetActiveSheet(0)

	if err := writeSummarySheet(f, names[0], r, lb, l, st); err != nil {
		return err
	}
	from := 0
	for i, n := range findingChunks {
		if err := writeFindingSheet(f, findingSheets[i], all[from:from+n], nil, lb, l, st); err != nil {
			return err
		}
		from += n
	}
	from = 0
	for i, n := range dqChunks {
		var ns []string
		if i == len(dqChunks)-1 {
			ns = notices
		}
		if err := writeFindingSheet(f, dqSheets[i], dq[from:from+n], ns, lb, l, st); err != nil {
			return err
		}
		from += n
	}
	if err := writeSessionSheet(f, lb.SheetSessions, r, lb, st); err != nil {
		return err
	}
	if err := writeRuleSheet(f, lb.SheetRules, r, lb, l, st); err != nil {
		return err
	}
	if err := writeAssumptionSheet(f, lb.SheetAssumptions, r, lb, l, st); err != nil {
		return err
	}

	// excelize emits stream-written sheets in map order, so the zip is
	// rewritten with its entries in a fixed order for reproducible bytes.
	raw, err := os.CreateTemp(filepath.Dir(out.Name()), ".veedor-xlsx-*")
	if err != nil {
		return err
	}
	defer func() {
		raw.Close()
		os.Remove(raw.Name())
	}()
	if err := f.Write(raw); err != nil {
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
	dtFmt, dateFmt, euroFmt := "yyyy-mm-dd hh:mm:ss", "yyyy-mm-dd", `#,##0.00 "€"`
	mk(&s.title, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Size: 14, Color: "16365F"}})
	mk(&s.section, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Size: 12, Color: "16365F"}})
	mk(&s.header, &excelize.Style{
		Font:      &excelize.Font{Family: "Calibri", Bold: true},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DCE3EC"}},
		Border:    []excelize.Border{{Type: "bottom", Color: "7F7F7F", Style: 1}},
		Alignment: &excelize.Alignment{Vertical: "center"},
	})
	mk(&s.label, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true}})
	mk(&s.dt, &excelize.Style{CustomNumFmt: &dtFmt})
	mk(&s.date, &excelize.Style{CustomNumFmt: &dateFmt})
	mk(&s.euro, &excelize.Style{CustomNumFmt: &euroFmt})
	mk(&s.wrap, &excelize.Style{Alignment: &excelize.Alignment{WrapText: true, Vertical: "top"}})
	mk(&s.good, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Color: "1E7A2D"}})
	mk(&s.alert, &excelize.Style{Font: &excelize.Font{Family: "Calibri", Bold: true, Color: "AF1414"}})
	return s, err
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
	// Printing: A4 landscape, one page wide. Set on the sheet before the
	// stream writer copies its properties.
	fit, a4, landscape, wide, tall := true, 9, "landscape", 1, 0
	if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return nil, err
	}
	if err := f.SetPageLayout(sheet, &excelize.PageLayoutOptions{Size: &a4, Orientation: &landscape, FitToWidth: &wide, FitToHeight: &tall}); err != nil {
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
	return w.sw.Flush()
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

// wrapped is a text cell that wraps; used on the small annex sheets only, as
// wrapping makes spreadsheet clients measure every row.
func wrapped(s string, st xstyles) excelize.Cell {
	return excelize.Cell{StyleID: st.wrap, Value: s}
}

func intOrNil[T int | int64](n T) any {
	if n == 0 {
		return nil
	}
	return n
}

func writeSummarySheet(f *excelize.File, sheet string, r *audit.Result, lb *labels, l string, st xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{40, 62, 18, 18, 18}, false)
	if err != nil {
		return err
	}
	kv := func(label string, v any) { w.add(excelize.Cell{StyleID: st.label, Value: label}, v) }
	section := func(title string) {
		w.skip()
		w.add(excelize.Cell{StyleID: st.section, Value: title})
	}

	w.add(excelize.Cell{StyleID: st.title, Value: lb.Title})
	w.skip()
	kv(lb.Region, lb.region(r.Region))
	kv(lb.Casino, strings.Join(casinos(r), ", "))
	kv(lb.Log, r.Log)
	kv(lb.Period, periodFull(r))
	kv(lb.GeneratedAt, rfc3339(r.GeneratedAt))
	kv(lb.Version, r.Version)
	kv(lb.LogFormat, r.LogFormat)

	section(lb.Instruments)
	w.header(st.header, lb.ID, lb.TitleCol, lb.Effective, lb.EffectiveNote)
	for _, in := range r.Instruments {
		if in == nil {
			continue
		}
		w.add(in.ID, in.Title, dateCell(in.Effective, st.date), in.EffectiveNote.In(l))
	}

	section(lb.Inputs)
	w.header(st.header, lb.File, lb.SHA256, lb.Bytes)
	for _, in := range r.Inputs {
		w.add(in.Path, in.SHA256, in.Bytes)
	}

	t := r.Totals()
	section(lb.Figures)
	kv(lb.Sessions, t.Sessions)
	kv(lb.Rounds, t.Rounds)
	kv(lb.Bets, t.Bets)
	kv(lb.Handle, money(t.Handle, st))
	kv(lb.TotalFindings, len(r.Findings))
	kv(lb.Violations, t.Violations)
	kv(lb.DataIssues, t.DataIssues)

	section(lb.BySeverity)
	w.header(st.header, lb.Severity, lb.Count)
	for _, s := range severityOrder(t.BySeverity) {
		w.add(lb.severity(s), t.BySeverity[s])
	}

	section(lb.ByRule)
	w.header(st.header, lb.Rule, lb.TitleCol, lb.Count)
	titles := ruleTitles(r, l)
	for _, id := range sortedKeys(t.ByRule) {
		w.add(id, titles[id], t.ByRule[id])
	}

	section(lb.Money)
	kv(lb.AtStake, money(t.AtStake, st))
	kv(lb.Overpaid, money(t.Overpaid, st))
	kv(lb.Underpaid, money(t.Underpaid, st))
	kv(lb.Net, money(t.Overpaid-t.Underpaid, st))

	section(lb.Reconciliation)
	w.header(st.header, lb.TableLog, lb.Read, lb.Audited, lb.Rejected, lb.Check)
	for _, c := range r.Counts {
		check := excelize.Cell{StyleID: st.good, Value: "✓ " + lb.OK}
		if !reconciled(c) {
			check = excelize.Cell{StyleID: st.alert, Value: fmt.Sprintf("%s (%+d)", lb.Mismatch, c.Read-c.Audited-c.Rejected)}
		}
		w.add(c.Table, c.Read, c.Audited, c.Rejected, check)
	}
	w.add(lb.ReconNote)
	return w.flush()
}

// findingHeaders are the columns of the findings sheets, in order.
func findingHeaders(lb *labels) []string {
	return []string{
		lb.Rule, lb.Kind, lb.Severity, lb.TitleCol, lb.Casino, lb.Table, lb.Session, lb.Game,
		lb.Round, lb.Bet, lb.Time, lb.TimeRFC, lb.Detail, lb.Expected, lb.Recorded,
		lb.AtStakeCol, lb.Delta, lb.Instrument, lb.Citation, lb.Reference, lb.Assumptions,
		lb.SourceFile, lb.SourceLine, lb.Column, lb.ReferenceNote,
	}
}

var findingWidths = []float64{14, 14, 11, 36, 24, 10, 14, 16, 8, 12, 19, 26, 60, 28, 28, 13, 13, 11, 60, 11, 24, 26, 9, 14, 40}

// writeFindingSheet writes one row per finding. Log text goes in as string
// cells (inline strings), so a value like "=HYPERLINK(...)" stays text and
// never becomes a formula.
func writeFindingSheet(f *excelize.File, sheet string, fs []*audit.Finding, notices []string, lb *labels, l string, st xstyles) error {
	w, err := newRowWriter(f, sheet, findingWidths, true)
	if err != nil {
		return err
	}
	hdr := findingHeaders(lb)
	w.header(st.header, hdr...)
	for _, fd := range fs {
		w.add(
			fd.Rule, lb.kind(fd.Kind), lb.severity(fd.Severity), fd.Title.In(l),
			fd.Casino, fd.Table, fd.Session, fd.Game,
			intOrNil(fd.Round), fd.Bet, wallClock(fd.At, st.dt), rfc3339(fd.At),
			fd.Detail.In(l), fd.Expected.In(l), fd.Recorded.In(l),
			money(fd.AtStake, st), money(fd.Delta, st),
			fd.Instrument, findingCitation(fd), lb.yesNo(fd.Reference), strings.Join(fd.Assumptions, ", "),
			fd.Source.File, intOrNil(fd.Source.Line), fd.Column, fd.ReferenceNote.In(l),
		)
	}
	w.addTable(len(hdr))
	if len(notices) > 0 {
		if w.row < 2 {
			w.row = 2 // the table claims row 2 even when empty
		}
		w.skip()
		w.add(excelize.Cell{StyleID: st.section, Value: lb.Notices})
		for _, n := range notices {
			w.add(n)
		}
	}
	return w.flush()
}

func writeSessionSheet(f *excelize.File, sheet string, r *audit.Result, lb *labels, st xstyles) error {
	w, err := newRowWriter(f, sheet, []float64{16, 26, 10, 18, 12, 12, 19, 19, 26, 26, 13, 13, 9, 10, 14, 10, 11, 40}, true)
	if err != nil {
		return err
	}
	hdr := []string{lb.Session, lb.Casino, lb.Table, lb.Game, lb.Variant, lb.Instrument,
		lb.Opened, lb.Closed, lb.Opened + " (RFC 3339)", lb.Closed + " (RFC 3339)",
		lb.MinBet, lb.MaxBet, lb.Rounds, lb.Bets, lb.Handle, lb.Findings, lb.RejectedOne, lb.Reason}
	w.header(st.header, hdr...)
	for _, s := range r.Sessions {
		w.add(s.ID, s.Casino, s.Table, s.Game, s.Variant, s.Instrument,
			wallClock(s.OpenedAt, st.dt), wallClock(s.ClosedAt, st.dt), rfc3339(s.OpenedAt), rfc3339(s.ClosedAt),
			money(s.MinBet, st), money(s.MaxBet, st), s.Rounds, s.Bets, money(s.Handle, st), s.Findings,
			lb.yesNo(s.Rejected), s.Reason)
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
				w.add(append(head[:6:6], b.Instrument, c.Section, c.Seed, intOrNil(c.Line), wrapped(c.Quote, st), wrapped(b.Note.In(l), st), wrapped(doc, st))...)
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
			reg = strings.Join(a.Switch.Register, "; ")
			for _, c := range a.Switch.Cites {
				cites = append(cites, citation(c))
			}
		}
		w.add(a.ID, a.Reading, lb.yesNo(a.IsDefault), wrapped(title, st), wrapped(text, st), wrapped(why, st), wrapped(reg, st), wrapped(strings.Join(cites, "\n"), st))
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
