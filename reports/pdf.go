package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/jung-kurt/gofpdf"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/rules"
)

// Page geometry, in millimetres (A4 portrait).
const (
	pageW    = 210.0
	pageH    = 297.0
	mLeft    = 15.0
	mRight   = 15.0
	mTop     = 21.0
	mBottom  = 17.0
	contentW = pageW - mLeft - mRight
	bottomY  = pageH - mBottom // page-break trigger
	cellPadY = 0.9
)

type rgb struct{ r, g, b int }

var (
	colInk     = rgb{25, 25, 25}
	colHeading = rgb{22, 54, 99}
	colMuted   = rgb{110, 110, 110}
	colAlert   = rgb{175, 20, 20}
	colGood    = rgb{20, 120, 45}
	colRule    = rgb{160, 160, 160}
	fillHeader = rgb{224, 229, 236}
	fillLabel  = rgb{245, 246, 248}
)

// severityFill tints a finding's title bar so severity shows at a glance.
var severityFill = map[rules.Severity]rgb{
	rules.High:   {248, 222, 222},
	rules.Medium: {252, 236, 206},
	rules.Low:    {248, 245, 210},
	rules.Info:   {222, 233, 248},
}

// Cell emphasis.
const (
	stNormal = iota
	stBold
	stAlert // bold red: mismatches, reference-text markers
	stGood  // bold green: reconciled
	stMuted
)

type cell struct {
	s  string
	st int
}

type col struct {
	title string
	w     float64
	align string // "L" (default), "R", "C"
}

func plain(ss ...string) []cell {
	out := make([]cell, len(ss))
	for i, s := range ss {
		out[i] = cell{s: s}
	}
	return out
}

type pdfDoc struct {
	p      *gofpdf.Fpdf
	tr     func(string) string
	l      string
	lb     *labels
	r      *audit.Result
	opt    Options
	header string // casinos and period, right side of the page header
}

// WritePDF writes the report for a reader: summary, violations, data quality,
// sessions and the legal annex. At most opt.MaxFindingsPerRule findings are
// listed per rule; the workbook holds them all.
func WritePDF(path string, r *audit.Result, opt Options) error {
	r = orEmpty(r)
	return writeBuffered(path, func(w io.Writer) error { return renderPDF(w, r, opt) })
}

func renderPDF(w io.Writer, r *audit.Result, opt Options) error {
	l := lang(opt.Lang)
	p := gofpdf.New("P", "mm", "A4", "")
	d := &pdfDoc{p: p, tr: p.UnicodeTranslatorFromDescriptor(""), l: l, lb: labelsFor(l), r: r, opt: opt}
	d.header = headerText(r)

	p.SetMargins(mLeft, mTop, mRight)
	p.SetAutoPageBreak(true, mBottom)
	p.AliasNbPages("")
	// gofpdf prints the wall clock without an offset: give it UTC.
	ts := stamp(r).UTC()
	p.SetCreationDate(ts)
	p.SetModificationDate(ts)
	p.SetCatalogSort(true)
	p.SetTitle(d.lb.Title, true)
	p.SetCreator("veedor "+r.Version, true)
	p.SetHeaderFunc(d.pageHeader)
	p.SetFooterFunc(d.pageFooter)

	d.cover()
	d.summary()
	d.findings(true)
	d.findings(false)
	d.sessions()
	d.annex()

	if err := p.Error(); err != nil {
		return err
	}
	return p.Output(w)
}

func headerText(r *audit.Result) string {
	cs := casinos(r)
	if len(cs) > 3 {
		cs = append(cs[:3:3], fmt.Sprintf("+%d", len(cs)-3))
	}
	parts := []string{}
	if len(cs) > 0 {
		parts = append(parts, strings.Join(cs, ", "))
	}
	if pr := period(r); pr != "—" {
		parts = append(parts, pr)
	}
	return strings.Join(parts, " · ")
}

// pdfReplacer maps characters cp1252 lacks to readable ASCII; the translator
// would print them as ".".
var pdfReplacer = strings.NewReplacer(
	"\r\n", "\n", "\r", "\n", "\t", " ",
	"−", "-", "‐", "-", "‑", "-", "→", "->", "←", "<-", "≤", "<=", "≥", ">=", "≠", "!=",
	"✓", "OK", "✔", "OK", "✗", "X", "\u2009", " ", "\u202f", " ", "\u2007", " ",
)

// t prepares text for a core font: cleaned, then translated to cp1252.
func (d *pdfDoc) t(s string) string {
	s = pdfReplacer.Replace(s)
	s = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	return d.tr(s)
}

func (d *pdfDoc) color(c rgb) { d.p.SetTextColor(c.r, c.g, c.b) }

func (d *pdfDoc) font(st int, size float64) {
	style := ""
	switch st {
	case stBold, stAlert, stGood:
		style = "B"
	}
	d.p.SetFont("Helvetica", style, size)
	switch st {
	case stAlert:
		d.color(colAlert)
	case stGood:
		d.color(colGood)
	case stMuted:
		d.color(colMuted)
	default:
		d.color(colInk)
	}
}

// fit shortens already-translated single-byte text to width w with an ellipsis.
func (d *pdfDoc) fit(s string, w float64) string {
	if d.p.GetStringWidth(s) <= w {
		return s
	}
	ell := "\x85" // "…" in cp1252
	for len(s) > 0 && d.p.GetStringWidth(s+ell) > w {
		s = s[:len(s)-1]
	}
	return s + ell
}

func (d *pdfDoc) pageHeader() {
	p := d.p
	p.SetFont("Helvetica", "B", 8.5)
	d.color(colHeading)
	title := d.t(d.lb.Title)
	tw := p.GetStringWidth(title) + 2
	p.SetXY(mLeft, 9)
	p.CellFormat(tw, 5, title, "", 0, "L", false, 0, "")
	p.SetFont("Helvetica", "", 8)
	d.color(colMuted)
	p.SetXY(mLeft+tw+2, 9)
	p.CellFormat(contentW-tw-2, 5, d.fit(d.t(d.header), contentW-tw-4), "", 0, "R", false, 0, "")
	p.SetDrawColor(colRule.r, colRule.g, colRule.b)
	p.SetLineWidth(0.3)
	p.Line(mLeft, 15, pageW-mRight, 15)
	p.SetLineWidth(0.2)
	p.SetXY(mLeft, mTop)
	d.font(stNormal, 9)
}

func (d *pdfDoc) pageFooter() {
	p := d.p
	p.SetDrawColor(colRule.r, colRule.g, colRule.b)
	p.Line(mLeft, pageH-12.5, pageW-mRight, pageH-12.5)
	p.SetFont("Helvetica", "", 7.5)
	d.color(colMuted)
	p.SetXY(mLeft, pageH-12)
	left := "veedor"
	if d.r.Version != "" {
		left += " " + d.r.Version
	}
	p.CellFormat(contentW/2, 5, d.t(left), "", 0, "L", false, 0, "")
	p.CellFormat(contentW/2, 5, d.t(fmt.Sprintf(d.lb.Page, p.PageNo(), "{nb}")), "", 0, "R", false, 0, "")
	d.font(stNormal, 9)
}

// bookmark adds an outline entry; core fonts store outline titles as given,
// so non-ASCII titles are handed over as UTF-16BE with a byte-order mark.
func (d *pdfDoc) bookmark(s string, level int) {
	var b strings.Builder
	b.WriteString("\xfe\xff")
	for _, u := range utf16.Encode([]rune(s)) {
		b.WriteByte(byte(u >> 8))
		b.WriteByte(byte(u))
	}
	d.p.Bookmark(b.String(), level, -1)
}

func (d *pdfDoc) ensure(h float64) {
	if d.p.GetY()+h > bottomY {
		d.p.AddPage()
	}
}

// section starts a first-level heading on a new page, unless most of the
// current page is still free (short sections need not leave blank pages).
func (d *pdfDoc) section(title string, newPage bool) {
	if newPage || d.p.GetY() > bottomY-110 {
		d.p.AddPage()
	} else {
		d.p.Ln(6)
	}
	d.bookmark(title, 0)
	d.p.SetFont("Helvetica", "B", 14)
	d.color(colHeading)
	d.p.MultiCell(contentW, 7, d.t(title), "", "L", false)
	d.p.Ln(2)
}

func (d *pdfDoc) h2(title string) {
	d.ensure(18)
	d.p.Ln(2)
	d.bookmark(title, 1)
	d.p.SetFont("Helvetica", "B", 11)
	d.color(colHeading)
	d.p.MultiCell(contentW, 5.5, d.t(title), "", "L", false)
	d.p.Ln(1)
}

func (d *pdfDoc) h3(title string) {
	d.p.SetFont("Helvetica", "B", 9.5)
	d.color(colHeading)
	d.p.MultiCell(contentW, 4.6, d.t(title), "", "L", false)
	d.p.Ln(1)
}

func (d *pdfDoc) para(s string, st int, size float64) {
	d.font(st, size)
	d.p.MultiCell(contentW, size*0.45, d.t(s), "", "L", false)
	d.p.Ln(1)
}

// scale stretches column widths to the full text width.
func scale(cols []col) []col {
	sum := 0.0
	for _, c := range cols {
		sum += c.w
	}
	out := make([]col, len(cols))
	for i, c := range cols {
		out[i] = c
		if sum > 0 {
			out[i].w = c.w * contentW / sum
		}
	}
	return out
}

func lineH(size float64) float64 { return size * 0.42 }

// maxLines keeps a single row within one page even for absurdly long text.
func maxLines(size float64) int {
	n := int((bottomY - mTop - 30) / lineH(size))
	if n < 1 {
		n = 1
	}
	return n
}

// measure splits every cell of a row into lines and returns the row height.
func (d *pdfDoc) measure(cols []col, row []cell, size float64) ([][][]byte, float64) {
	lines := make([][][]byte, len(cols))
	n := 1
	for j := range cols {
		var c cell
		if j < len(row) {
			c = row[j]
		}
		d.font(c.st, size)
		ls := d.p.SplitLines([]byte(d.t(c.s)), cols[j].w)
		if len(ls) == 0 {
			ls = [][]byte{nil}
		}
		if m := maxLines(size); len(ls) > m {
			ls = ls[:m]
			ls[m-1] = append(append([]byte(nil), ls[m-1]...), 0x85)
		}
		lines[j] = ls
		if len(ls) > n {
			n = len(ls)
		}
	}
	return lines, float64(n)*lineH(size) + 2*cellPadY
}

// drawRow draws one measured row at the current position. Page breaks are
// the caller's job: auto breaks are off so a row never splits.
func (d *pdfDoc) drawRow(cols []col, row []cell, lines [][][]byte, h, size float64, fill *rgb) {
	d.drawRowAt(mLeft, cols, row, lines, h, size, fill)
}

func (d *pdfDoc) drawRowAt(x float64, cols []col, row []cell, lines [][][]byte, h, size float64, fill *rgb) {
	p := d.p
	p.SetAutoPageBreak(false, mBottom)
	defer p.SetAutoPageBreak(true, mBottom)
	y := p.GetY()
	p.SetDrawColor(colRule.r, colRule.g, colRule.b)
	for j, c := range cols {
		style := "D"
		if fill != nil {
			p.SetFillColor(fill.r, fill.g, fill.b)
			style = "FD"
		}
		p.Rect(x, y, c.w, h, style)
		var ce cell
		if j < len(row) {
			ce = row[j]
		}
		d.font(ce.st, size)
		align := c.align
		if align == "" {
			align = "L"
		}
		for k, ln := range lines[j] {
			p.SetXY(x, y+cellPadY+float64(k)*lineH(size))
			p.CellFormat(c.w, lineH(size), string(ln), "", 0, align, false, 0, "")
		}
		x += c.w
	}
	p.SetXY(mLeft, y+h)
	d.font(stNormal, size)
}

// widenForWords moves width from columns with room to spare to columns whose
// longest word (header or cell) would otherwise be cut in two.
func (d *pdfDoc) widenForWords(cols []col, rows [][]cell, size float64) []col {
	out := append([]col(nil), cols...)
	pad := 2.2 * d.p.GetCellMargin()
	need := make([]float64, len(cols))
	longest := func(i int, c cell) {
		d.font(c.st, size)
		for _, word := range strings.Fields(d.t(c.s)) {
			if w := d.p.GetStringWidth(word) + pad; w > need[i] {
				need[i] = w
			}
		}
	}
	for i, c := range cols {
		longest(i, cell{s: c.title, st: stBold})
		for _, row := range rows {
			if i < len(row) {
				longest(i, row[i])
			}
		}
	}
	// One unbreakable value must not starve the other columns: a column
	// grows to at most 40% of the width, but never shrinks below its need.
	grow := func(i int) float64 { return min(need[i], max(out[i].w, contentW*0.4)) - out[i].w }
	deficit, slack := 0.0, 0.0
	for i := range out {
		if need[i] > out[i].w {
			deficit += grow(i)
		} else {
			slack += out[i].w - need[i]
		}
	}
	if deficit == 0 || slack == 0 {
		return out
	}
	give := min(1, slack/deficit) // share of each deficit we can cover
	take := deficit * give / slack
	for i := range out {
		if need[i] > out[i].w {
			out[i].w += grow(i) * give
		} else {
			out[i].w -= (out[i].w - need[i]) * take
		}
	}
	return out
}

// table draws a table whose header row is repeated on every page it spans.
func (d *pdfDoc) table(cols []col, rows [][]cell, size float64) {
	cols = d.widenForWords(cols, rows, size)
	hdr := make([]cell, len(cols))
	for i, c := range cols {
		hdr[i] = cell{s: c.title, st: stBold}
	}
	hl, hh := d.measure(cols, hdr, size)
	first := 0.0
	if len(rows) > 0 {
		_, first = d.measure(cols, rows[0], size)
	}
	d.ensure(hh + first)
	d.drawRow(cols, hdr, hl, hh, size, &fillHeader)
	for _, row := range rows {
		lines, h := d.measure(cols, row, size)
		if d.p.GetY()+h > bottomY {
			d.p.AddPage()
			d.drawRow(cols, hdr, hl, hh, size, &fillHeader)
		}
		d.drawRow(cols, row, lines, h, size, nil)
	}
	d.p.Ln(3)
}

// kv draws label/value pairs; the rows stay together when they fit a page.
func (d *pdfDoc) kv(pairs [][2]cell, labelW, size float64) {
	cols := []col{{w: labelW}, {w: contentW - labelW}}
	type mrow struct {
		row   []cell
		lines [][][]byte
		h     float64
	}
	var ms []mrow
	total := 0.0
	for _, pr := range pairs {
		row := []cell{pr[0], pr[1]}
		lines, h := d.measure(cols, row, size)
		ms = append(ms, mrow{row, lines, h})
		total += h
	}
	if total <= bottomY-mTop {
		d.ensure(total)
	}
	for _, m := range ms {
		d.ensure(m.h)
		d.drawLabelRow(cols, m.row, m.lines, m.h, size)
	}
	d.p.Ln(3)
}

// drawLabelRow shades the label cell only.
func (d *pdfDoc) drawLabelRow(cols []col, row []cell, lines [][][]byte, h, size float64) {
	y := d.p.GetY()
	d.drawRowAt(mLeft, cols[:1], row[:1], lines[:1], h, size, &fillLabel)
	d.p.SetY(y)
	d.drawRowAt(mLeft+cols[0].w, cols[1:], row[1:], lines[1:], h, size, nil)
}

func lbl(s string) cell { return cell{s: s, st: stBold} }

func (d *pdfDoc) cover() {
	p, lb, r := d.p, d.lb, d.r
	p.AddPage()
	d.bookmark(lb.Title, 0)
	p.Ln(6)
	p.SetFont("Helvetica", "B", 18)
	d.color(colHeading)
	p.MultiCell(contentW, 8.5, d.t(lb.Title), "", "L", false)
	if h := headerText(r); h != "" {
		p.Ln(1)
		d.para(h, stMuted, 11)
	}
	p.Ln(4)
	d.kv([][2]cell{
		{lbl(lb.Region), {s: lb.region(r.Region)}},
		{lbl(lb.Casino), {s: strings.Join(casinos(r), ", ")}},
		{lbl(lb.Log), {s: r.Log}},
		{lbl(lb.Period), {s: periodFull(r)}},
		{lbl(lb.GeneratedAt), {s: fmtTimeOff(r.GeneratedAt)}},
		{lbl(lb.Version), {s: r.Version}},
		{lbl(lb.LogFormat), {s: strconv.Itoa(r.LogFormat)}},
	}, 52, 9)

	d.h2(lb.Instruments)
	var rows [][]cell
	for _, in := range r.Instruments {
		if in == nil {
			continue
		}
		rows = append(rows, []cell{{s: in.ID, st: stBold}, {s: in.Title}, {s: fmtDate(in.Effective)}, {s: in.EffectiveNote.In(d.l)}})
	}
	d.table([]col{{lb.ID, 17, ""}, {lb.TitleCol, 63, ""}, {lb.Effective, 20, ""}, {lb.EffectiveNote, 80, ""}}, rows, 7.5)

	d.h2(lb.Inputs)
	rows = nil
	for _, in := range r.Inputs {
		rows = append(rows, plain(in.Path, strconv.FormatInt(in.Bytes, 10), in.SHA256))
	}
	d.table([]col{{lb.File, 72, ""}, {lb.Bytes, 17, "R"}, {lb.SHA256, 91, ""}}, rows, 7)
}

func itoa(n int) string { return strconv.Itoa(n) }

func (d *pdfDoc) summary() {
	lb, r, l := d.lb, d.r, d.l
	t := r.Totals()
	d.section(lb.Summary, true)
	d.h2(lb.Figures)
	d.kv([][2]cell{
		{lbl(lb.Sessions), {s: itoa(t.Sessions)}},
		{lbl(lb.Rounds), {s: itoa(t.Rounds)}},
		{lbl(lb.Bets), {s: itoa(t.Bets)}},
		{lbl(lb.Handle), {s: t.Handle.Euro(l)}},
		{lbl(lb.TotalFindings), {s: itoa(len(r.Findings)), st: stBold}},
		{lbl(lb.Violations), {s: itoa(t.Violations)}},
		{lbl(lb.DataIssues), {s: itoa(t.DataIssues)}},
	}, 70, 9)

	d.h2(lb.BySeverity)
	var rows [][]cell
	for _, s := range severityOrder(t.BySeverity) {
		rows = append(rows, plain(lb.severity(s), itoa(t.BySeverity[s])))
	}
	d.table([]col{{lb.Severity, 70, ""}, {lb.Count, 30, "R"}}, rows, 8.5)

	d.h2(lb.ByRule)
	titles := ruleTitles(r, l)
	rows = nil
	for _, id := range sortedKeys(t.ByRule) {
		rows = append(rows, []cell{{s: id, st: stBold}, {s: titles[id]}, {s: itoa(t.ByRule[id])}})
	}
	d.table([]col{{lb.Rule, 30, ""}, {lb.TitleCol, 125, ""}, {lb.Count, 25, "R"}}, rows, 8.5)

	d.h2(lb.Money)
	d.kv([][2]cell{
		{lbl(lb.AtStake), {s: t.AtStake.Euro(l)}},
		{lbl(lb.Overpaid), {s: t.Overpaid.Euro(l)}},
		{lbl(lb.Underpaid), {s: t.Underpaid.Euro(l)}},
		{lbl(lb.Net), {s: (t.Overpaid - t.Underpaid).Euro(l), st: stBold}},
	}, 70, 9)

	d.h2(lb.Reconciliation)
	rows = nil
	for _, c := range r.Counts {
		check := cell{s: lb.OK, st: stGood}
		if !reconciled(c) {
			check = cell{s: fmt.Sprintf("%s (%+d)", lb.Mismatch, c.Read-c.Audited-c.Rejected), st: stAlert}
		}
		rows = append(rows, []cell{{s: c.Table}, {s: strconv.FormatInt(c.Read, 10)}, {s: strconv.FormatInt(c.Audited, 10)}, {s: strconv.FormatInt(c.Rejected, 10)}, check})
	}
	d.table([]col{{lb.TableLog, 40, ""}, {lb.Read, 30, "R"}, {lb.Audited, 30, "R"}, {lb.Rejected, 30, "R"}, {lb.Check, 50, "C"}}, rows, 8.5)
	d.para(lb.ReconNote, stMuted, 8)
}

// findings lists violations (or data-quality findings) grouped by casino,
// table and session in the Result's order, capped per rule.
func (d *pdfDoc) findings(violations bool) {
	lb, r := d.lb, d.r
	want := func(f *audit.Finding) bool { return (f.Kind == rules.Violation) == violations }
	title, none, sheet := lb.FindingsTitle, lb.NoViolations, lb.SheetFindings
	if !violations {
		title, none = lb.DataQuality, lb.NoDataIssue
	}
	d.section(title, false)

	max := d.opt.maxPerRule()
	total := map[string]int{}
	for i := range r.Findings {
		if want(&r.Findings[i]) {
			total[r.Findings[i].Rule]++
		}
	}
	capped := false
	for _, n := range total {
		if n > max {
			capped = true
		}
	}
	if len(total) == 0 {
		d.para(none, stNormal, 9)
	}
	if capped {
		d.para(fmt.Sprintf(lb.CapNote, max), stBold, 8.5)
	}

	type group struct{ casino, table, session string }
	var cur group
	var heading string
	started := false
	shown := map[string]int{}
	for i := range r.Findings {
		f := &r.Findings[i]
		if !want(f) || shown[f.Rule] >= max {
			continue
		}
		shown[f.Rule]++
		g := group{f.Casino, f.Table, f.Session}
		if !started || g != cur {
			started, cur = true, g
			d.ensure(60) // keep the heading with its first finding
			d.p.Ln(1)
			heading = fmt.Sprintf("%s: %s · %s: %s · %s: %s", lb.Casino, f.Casino, lb.Table, f.Table, lb.Session, f.Session)
			if f.Game != "" {
				heading += " · " + f.Game
			}
			d.h3(heading)
		}
		d.finding(f, !violations, heading+" "+lb.Cont)
	}

	var more []string
	for _, id := range sortedKeys(total) {
		if total[id] > shown[id] {
			more = append(more, fmt.Sprintf(lb.MoreInBook, id, shown[id], total[id], total[id]-shown[id], sheet))
		}
	}
	if len(more) > 0 {
		d.p.Ln(2)
		for _, m := range more {
			d.para(m, stBold, 8.5)
		}
	}

	if !violations && len(r.Notices) > 0 {
		d.h2(lb.Notices)
		for _, n := range r.Notices {
			d.para("• "+n, stNormal, 8.5)
		}
	}
}

// finding draws one finding as a card: a tinted title bar, then labelled
// rows. The card stays on one page when it fits on one.
// cont is the group heading repeated when the card goes to a new page.
func (d *pdfDoc) finding(f *audit.Finding, dq bool, cont string) {
	lb, l := d.lb, d.l
	const size = 8.0
	const labelW = 33.0

	when := fmtTimeOff(f.At)
	if f.Round != 0 {
		when += " · " + lb.Round + " " + itoa(f.Round)
	}
	if f.Bet != "" {
		when += " · " + lb.Bet + " " + f.Bet
	}
	pairs := [][2]cell{
		{lbl(lb.When), {s: when}},
		{lbl(lb.Detail), {s: f.Detail.In(l)}},
		{lbl(lb.Expected), {s: f.Expected.In(l)}},
		{lbl(lb.Recorded), {s: f.Recorded.In(l)}},
	}
	if f.AtStake != 0 || f.Delta != 0 {
		pairs = append(pairs, [2]cell{lbl(lb.StakeDelta), {s: f.AtStake.Euro(l) + "  /  " + signedEuro(f.Delta, lb, l)}})
	}
	if c := findingCitation(f); c != "" {
		pairs = append(pairs, [2]cell{lbl(lb.Citation), {s: c}})
	}
	if f.Reference {
		s := lb.ReferenceMark
		if n := f.ReferenceNote.In(l); n != "" {
			s += ": " + n
		}
		pairs = append(pairs, [2]cell{{s: lb.Reference, st: stAlert}, {s: s, st: stAlert}})
	}
	if len(f.Assumptions) > 0 {
		pairs = append(pairs, [2]cell{lbl(lb.Assumptions), {s: strings.Join(f.Assumptions, ", ")}})
	}
	if dq || f.Source.File != "" {
		src := source(f)
		if f.Column != "" {
			src += " · " + lb.Column + ": " + f.Column
		}
		if src != "" {
			pairs = append(pairs, [2]cell{lbl(lb.Source), {s: src}})
		}
	}

	titleCols := []col{{w: contentW}}
	titleRow := []cell{{s: f.Rule + " · " + lb.severity(f.Severity) + " · " + f.Title.In(l), st: stBold}}
	tl, th := d.measure(titleCols, titleRow, size+0.5)
	cols := []col{{w: labelW}, {w: contentW - labelW}}
	type mrow struct {
		row   []cell
		lines [][][]byte
		h     float64
	}
	ms := make([]mrow, 0, len(pairs))
	total := th
	for _, pr := range pairs {
		row := []cell{pr[0], pr[1]}
		lines, h := d.measure(cols, row, size)
		ms = append(ms, mrow{row, lines, h})
		total += h
	}
	page := d.p.PageNo()
	if total <= bottomY-mTop-8 {
		d.ensure(total)
	} else {
		d.ensure(th + ms[0].h)
	}
	if d.p.PageNo() != page {
		d.h3(cont)
	}
	fill, ok := severityFill[f.Severity]
	if !ok {
		fill = fillHeader
	}
	d.drawRow(titleCols, titleRow, tl, th, size+0.5, &fill)
	for _, m := range ms {
		d.ensure(m.h)
		d.drawLabelRow(cols, m.row, m.lines, m.h, size)
	}
	d.p.Ln(2.5)
}

func (d *pdfDoc) sessions() {
	lb, r := d.lb, d.r
	d.section(lb.SessionList, false)
	if len(r.Sessions) == 0 {
		d.para(lb.NoSessions, stNormal, 9)
		return
	}
	var rows [][]cell
	for _, s := range r.Sessions {
		rej := cell{s: lb.No}
		if s.Rejected {
			rej = cell{s: lb.Yes, st: stAlert}
			if s.Reason != "" {
				rej.s += ": " + s.Reason
			}
		}
		rows = append(rows, []cell{{s: s.ID, st: stBold}, {s: s.Casino}, {s: s.Table}, {s: s.Game}, {s: s.Variant}, {s: s.Instrument},
			{s: fmtTime(s.OpenedAt)}, {s: fmtTime(s.ClosedAt)}, {s: itoa(s.Rounds)}, {s: itoa(s.Bets)}, {s: itoa(s.Findings)}, rej})
	}
	d.table([]col{
		{lb.Session, 16, ""}, {lb.Casino, 22, ""}, {lb.Table, 10, ""}, {lb.Game, 17, ""}, {lb.Variant, 12, ""},
		{lb.Instrument, 16, ""}, {lb.Opened, 15, ""}, {lb.Closed, 15, ""}, {lb.RoundsShort, 10, "R"}, {lb.BetsShort, 12, "R"},
		{lb.Findings, 13, "R"}, {lb.RejReason, 22, ""},
	}, rows, 6.5)
}

func (d *pdfDoc) annex() {
	lb, r, l := d.lb, d.r, d.l
	d.section(lb.Annex, false)

	d.h2(lb.RulesApplied)
	var rows [][]cell
	for _, ru := range r.Rules {
		if ru == nil {
			continue
		}
		rows = append(rows, []cell{
			{s: ru.ID, st: stBold},
			{s: lb.kind(ru.Kind) + "\n" + lb.severity(ru.Severity)},
			{s: ru.Title.In(l)},
			{s: basisText(ru, lb, l)},
		})
	}
	if len(rows) == 0 {
		d.para(lb.NoRules, stNormal, 9)
	} else {
		d.table([]col{{lb.Rule, 24, ""}, {lb.Kind + " / " + lb.Severity, 24, ""}, {lb.TitleCol, 42, ""}, {lb.Basis, 90, ""}}, rows, 7)
	}

	d.h2(lb.InForce)
	rows = nil
	for _, a := range r.Assumptions {
		def := lb.DefaultNo
		st := stAlert
		if a.IsDefault {
			def, st = lb.DefaultYes, stNormal
		}
		title, text, reg := "", "", ""
		if a.Switch != nil {
			title = a.Switch.Title.In(l)
			for _, rd := range a.Switch.Readings {
				if rd.ID == a.Reading {
					text = rd.Text.In(l)
				}
			}
			reg = strings.Join(a.Switch.Register, "\n")
		}
		desc := title
		if text != "" {
			desc += "\n" + lb.Reading + ": " + text
		}
		rows = append(rows, []cell{{s: a.ID, st: stBold}, {s: a.Reading + "\n(" + def + ")", st: st}, {s: desc}, {s: reg}})
	}
	if len(rows) == 0 {
		d.para(lb.NoAssumption, stNormal, 9)
	} else {
		d.table([]col{{lb.ID, 34, ""}, {lb.Reading, 30, ""}, {lb.SwitchTitle + " / " + lb.ReadingText, 84, ""}, {lb.Register, 32, ""}}, rows, 7)
	}
}

// basisText lists a rule's legal basis, one instrument after another.
func basisText(ru *rules.Rule, lb *labels, l string) string {
	var b strings.Builder
	for i, bs := range ru.Basis {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(bs.Instrument + ":")
		for _, c := range bs.Cites {
			b.WriteString("\n  " + citation(c))
		}
		if n := bs.Note.In(l); n != "" {
			b.WriteString("\n  " + lb.Note + ": " + n)
		}
	}
	return b.String()
}
