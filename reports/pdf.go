package reports

import (
	"fmt"
	"io"
	"path/filepath"
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
	st     *stats
}

// WritePDF writes the inspection report: a cover with the fingerprint of
// what was audited, a one-page summary, charts, the violations grouped by
// table and session, the sessions, and the annexes (rules applied,
// assumptions, data quality, and a glossary in the English edition). At most
// opt.MaxFindingsPerRule findings are listed per rule; the workbook holds
// them all.
func WritePDF(path string, r *audit.Result, opt Options) error {
	r = orEmpty(r)
	return writeBuffered(path, func(w io.Writer) error { return renderPDF(w, r, opt) })
}

func renderPDF(w io.Writer, r *audit.Result, opt Options) error {
	l := lang(opt.Lang)
	p := gofpdf.New("P", "mm", "A4", "")
	st, err := computeStats(r)
	if err != nil {
		return err
	}
	d := &pdfDoc{p: p, tr: p.UnicodeTranslatorFromDescriptor(""), l: l, lb: labelsFor(l), r: r, opt: opt, st: st}
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
	d.nightly()
	d.charts()
	d.findings()
	d.statistics()
	d.sessions()
	d.annex()

	if err := p.Error(); err != nil {
		return err
	}
	return p.Output(w)
}

func headerText(r *audit.Result) string {
	cs := casinos(r)
	for i := range cs {
		cs[i] = oneLine(cs[i])
	}
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

// t prepares text for a core font: invisible characters made visible (the
// line breaks the report composed are kept: one-line fields are passed
// through oneLine before), amounts and times kept on one line, then
// translated to cp1252.
func (d *pdfDoc) t(s string) string {
	s = nonBreaking(block(s))
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

func (d *pdfDoc) para(s string, st int, size float64) {
	d.font(st, size)
	d.p.MultiCell(contentW, size*0.45, d.t(s), "", "L", false)
	d.p.Ln(1)
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
	p.Ln(8)
	p.SetFont("Helvetica", "B", 26)
	d.color(colHeading)
	p.MultiCell(contentW, 11, d.t(lb.Title), "", "L", false)
	p.SetFont("Helvetica", "", 12)
	d.color(colMuted)
	p.MultiCell(contentW, 6, d.t(lb.Subtitle), "", "L", false)
	p.Ln(3)
	y := p.GetY()
	p.SetDrawColor(colHeading.r, colHeading.g, colHeading.b)
	p.SetLineWidth(0.9)
	p.Line(mLeft, y, mLeft+45, y)
	p.SetLineWidth(0.2)
	p.Ln(6)
	d.unusable()
	d.kv([][2]cell{
		{lbl(lb.Casino), {s: orDash(oneLine(strings.Join(casinos(r), ", "))), st: stBold}},
		{lbl(lb.TablesAudited), {s: orDash(oneLine(tablesAudited(r)))}},
		{lbl(lb.Region), {s: orDash(lb.region(r.Region))}},
		{lbl(lb.Period), {s: periodFull(r)}},
		{lbl(lb.Log), {s: orDash(oneLine(r.Log))}},
		{lbl(lb.GeneratedAt), {s: fmtTimeOff(r.GeneratedAt)}},
		{lbl(lb.Version), {s: orDash(r.Version)}},
		{lbl(lb.LogFormat), {s: strconv.Itoa(r.LogFormat)}},
	}, 48, 9)
	if lb.SourceLangNote != "" {
		d.para(lb.SourceLangNote, stMuted, 8)
		p.Ln(1)
	}

	d.h2(lb.Instruments)
	var rows [][]cell
	for _, in := range r.Instruments {
		if in == nil {
			continue
		}
		rows = append(rows, []cell{{s: in.ID, st: stBold}, {s: in.Title}, {s: fmtDate(in.Effective)}, {s: in.EffectiveNote.In(d.l)}})
	}
	if len(rows) == 0 {
		d.para("—", stMuted, 8.5)
	} else {
		d.table([]col{{lb.ID, 17, ""}, {lb.TitleCol, 63, ""}, {lb.Effective, 20, ""}, {lb.EffectiveNote, 80, ""}}, rows, 7.5)
	}

	d.h2(lb.Fingerprint)
	d.para(lb.FingerprintNote, stMuted, 7.5)
	rows = nil
	for _, in := range r.Inputs {
		file := oneLine(in.Path)
		if in.Dialect != "" {
			file += "\n" + lb.Dialect + ": " + dialectIn(d.l, oneLine(in.Dialect))
		}
		rows = append(rows, plain(file, fmtInt(in.Bytes, d.l), oneLine(in.SHA256)))
	}
	rows = append(rows, []cell{{s: lb.RuleSet, st: stBold}, {}, {s: RuleSetSHA256(r), st: stBold}})
	d.table([]col{{lb.File, 72, ""}, {lb.Bytes, 17, "R"}, {lb.SHA256, 91, ""}}, rows, 7)
	d.signature()
}

// unusable puts what makes the log unusable as a whole (Result.Unusable)
// at the top of the cover, in a red frame: a report of such a log must not
// read as a clean one.
func (d *pdfDoc) unusable() {
	if len(d.r.Unusable) == 0 {
		return
	}
	p, lb := d.p, d.lb
	var b strings.Builder
	b.WriteString(lb.UnusableNote)
	for _, u := range d.r.Unusable {
		b.WriteString("\n• " + oneLine(u.In(textLang(d.l))))
	}
	const pad = 2.5
	d.font(stAlert, 9)
	lines := p.SplitLines([]byte(d.t(b.String())), contentW-2*pad)
	h := 7 + float64(len(lines))*4.2 + 2*pad
	d.ensure(h + 4)
	x, y := mLeft, p.GetY()
	p.SetDrawColor(colAlert.r, colAlert.g, colAlert.b)
	p.SetFillColor(252, 235, 235)
	p.SetLineWidth(0.8)
	p.Rect(x, y, contentW, h, "FD")
	p.SetLineWidth(0.2)
	p.SetXY(x+pad, y+pad)
	d.font(stAlert, 13)
	p.CellFormat(contentW-2*pad, 6, d.t(lb.Unusable), "", 2, "L", false, 0, "")
	d.font(stAlert, 9)
	for _, ln := range lines {
		p.SetX(x + pad)
		p.CellFormat(contentW-2*pad, 4.2, string(ln), "", 2, "L", false, 0, "")
	}
	p.SetXY(mLeft, y+h+4)
	d.font(stNormal, 9)
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "—"
	}
	return s
}

// signature leaves room for the inspector's name, the date and a signature,
// at the foot of the cover when it fits there.
func (d *pdfDoc) signature() {
	p, lb := d.p, d.lb
	const h = 22.0
	y := bottomY - h - 2
	if p.GetY() > y {
		d.ensure(h + 4)
		y = p.GetY() + 2
	}
	w := contentW / 3
	p.SetDrawColor(colRule.r, colRule.g, colRule.b)
	for i, s := range []string{lb.Inspector, lb.SignDate, lb.Signature} {
		x := mLeft + float64(i)*w
		p.Rect(x, y, w, h, "D")
		p.SetXY(x+1.5, y+1.2)
		d.font(stMuted, 7)
		p.CellFormat(w-3, 3.5, d.t(s), "", 0, "L", false, 0, "")
		// A signed report names its signer (sign.go); unsigned, the box is blank.
		if fill := d.opt.Signed.box(i, d.l); fill != "" {
			p.SetXY(x+1.5, y+6)
			d.font(stNormal, 8.5)
			p.MultiCell(w-3, 4, d.t(fill), "", "L", false)
		}
	}
	p.SetXY(mLeft, y+h+2)
	d.font(stNormal, 9)
}

func itoa(n int) string { return strconv.Itoa(n) }

// tile draws a key figure: the value large, its label under it.
func (d *pdfDoc) tile(x, y, w, h float64, value, label string, strong bool) {
	p := d.p
	p.SetDrawColor(colRule.r, colRule.g, colRule.b)
	p.SetFillColor(fillLabel.r, fillLabel.g, fillLabel.b)
	if strong {
		p.SetFillColor(fillHeader.r, fillHeader.g, fillHeader.b)
	}
	p.Rect(x, y, w, h, "FD")
	p.SetFont("Helvetica", "B", 13)
	d.color(colInk)
	if strong {
		d.color(colHeading)
	}
	p.SetXY(x, y+2)
	p.CellFormat(w, 6, d.fit(d.t(value), w-2), "", 0, "C", false, 0, "")
	d.font(stMuted, 7)
	p.SetXY(x, y+8.8)
	p.CellFormat(w, 3.5, d.fit(d.t(label), w-2), "", 0, "C", false, 0, "")
}

// grid draws a small table at (x, y) with no page break: the summary is
// laid out to fit one page. It returns the y below the table.
func (d *pdfDoc) grid(x, y float64, title string, cols []col, rows [][]cell, size float64, empty string) float64 {
	p := d.p
	if title != "" {
		p.SetXY(x, y)
		p.SetFont("Helvetica", "B", 9.5)
		d.color(colHeading)
		p.CellFormat(contentW, 5, d.t(title), "", 0, "L", false, 0, "")
		y += 6
	}
	hdr := make([]cell, len(cols))
	for i, c := range cols {
		hdr[i] = cell{s: c.title, st: stBold}
	}
	p.SetY(y)
	named := false
	for _, c := range cols {
		named = named || c.title != ""
	}
	if named {
		hl, hh := d.measure(cols, hdr, size)
		d.drawRowAt(x, cols, hdr, hl, hh, size, &fillHeader)
	}
	if len(rows) == 0 {
		w := 0.0
		for _, c := range cols {
			w += c.w
		}
		row := []cell{{s: empty, st: stMuted}}
		one := []col{{w: w}}
		ll, lh := d.measure(one, row, size)
		d.drawRowAt(x, one, row, ll, lh, size, nil)
	}
	for _, row := range rows {
		fill := (*rgb)(nil)
		if len(row) > 0 && row[0].st == stBold && row[0].s != "" && rowIsTotal(row) {
			fill = &fillLabel
		}
		lines, h := d.measure(cols, row, size)
		d.drawRowAt(x, cols, row, lines, h, size, fill)
	}
	return p.GetY()
}

// rowIsTotal: a row whose every cell is bold is a total line, shaded.
func rowIsTotal(row []cell) bool {
	for _, c := range row {
		if c.st != stBold {
			return false
		}
	}
	return true
}

// topN is how many tables, rules and croupiers the summary names.
const topN = 5

func (d *pdfDoc) summary() {
	lb, r, l, st := d.lb, d.r, d.l, d.st
	t := r.Totals()
	d.section(lb.Summary, true)
	p := d.p

	// Key figures.
	gap := 3.0
	w := (contentW - 3*gap) / 4
	y := p.GetY() + 1
	rate := "—"
	if v, ok := per100(r.NumFindings(), t.Rounds); ok {
		rate = fmtDec(v, 2, l)
	}
	for i, tl := range []struct {
		v, label string
		strong   bool
	}{
		{fmtInt(int64(t.Sessions), l), lb.Sessions, false},
		{fmtInt(int64(t.Rounds), l), lb.Rounds, false},
		{fmtInt(int64(t.Bets), l), lb.Bets, false},
		{t.Handle.Euro(l), lb.Handle, false},
		{fmtInt(int64(r.NumFindings()), l), lb.TotalFindings, true},
		{fmtInt(int64(t.Violations), l), lb.Violations, true},
		{fmtInt(int64(t.DataIssues), l), lb.DataIssues, true},
		{rate, lb.Per100Long, true},
	} {
		d.tile(mLeft+float64(i%4)*(w+gap), y+float64(i/4)*(15+gap), w, 15, tl.v, tl.label, tl.strong)
	}
	y += 2*(15+gap) + 2

	// Severity and money, side by side.
	half := (contentW - 6) / 2
	var sev [][]cell
	for _, s := range severityOrder(t.BySeverity) {
		sev = append(sev, plain(lb.severity(s), fmtInt(int64(t.BySeverity[s]), l)))
	}
	y1 := d.grid(mLeft, y, lb.BySeverity, []col{{lb.Severity, half - 30, ""}, {lb.Count, 30, "R"}}, sev, 7.5, lb.NoFindings)
	money := [][]cell{
		plain(lb.AtStake, t.AtStake.Euro(l)),
		plain(lb.Overpaid, t.Overpaid.Euro(l)),
		plain(lb.Underpaid, t.Underpaid.Euro(l)),
		{{s: lb.Net, st: stBold}, {s: (t.Overpaid - t.Underpaid).Euro(l), st: stBold}},
	}
	y2 := d.grid(mLeft+half+6, y, lb.Money, []col{{"", half - 34, ""}, {"", 34, "R"}}, money, 7.5, "")
	y = max(y1, y2) + 4

	// The rules with most findings.
	var rows [][]cell
	n := 0
	for _, rs := range st.rules {
		if rs.N == 0 {
			continue
		}
		n++
		if n <= topN {
			rows = append(rows, []cell{{s: rs.ID, st: stBold}, {s: rs.Title.In(l)}, {s: lb.severity(rs.Severity)}, {s: fmtInt(int64(rs.N), l)}, {s: rs.AtStake.Euro(l)}})
		}
	}
	y = d.grid(mLeft, y, lb.TopRules, []col{{lb.Rule, 31, ""}, {lb.TitleCol, 93, ""}, {lb.Severity, 17, ""}, {lb.Findings, 16, "R"}, {lb.AtStakeCol, 23, "R"}}, rows, 7.5, lb.NoFindings)
	y = d.more(mLeft, y, n-topN) + 2

	// Tables and croupiers with most findings, side by side.
	rows = nil
	tt := st.topTables()
	for i, ts := range tt {
		if i == topN {
			break
		}
		r100 := "—"
		if v, ok := per100(ts.N, ts.Rounds); ok {
			r100 = fmtDec(v, 2, l)
		}
		rows = append(rows, []cell{{s: st.tableName(ts, lb), st: stBold}, {s: fmtInt(int64(ts.Rounds), l)}, {s: fmtInt(int64(ts.N), l)}, {s: r100}})
	}
	y1 = d.grid(mLeft, y, lb.TopTables, []col{{lb.Table, half - 57, ""}, {lb.RoundsShort, 17, "R"}, {lb.Findings, 17, "R"}, {lb.Per100, 23, "R"}}, rows, 7.5, lb.NoFindings)
	y1 = d.more(mLeft, y1, len(tt)-topN)
	rows = nil
	td := st.topDealers()
	for i, ds := range td {
		if i == topN {
			break
		}
		r100 := "—"
		if v, ok := per100(ds.N, ds.Rounds); ok {
			r100 = fmtDec(v, 2, l)
		}
		rows = append(rows, []cell{{s: st.dealerName(ds), st: stBold}, {s: fmtInt(int64(ds.Rounds), l)}, {s: fmtInt(int64(ds.N), l)}, {s: r100}})
	}
	p.SetY(y)
	y2 = d.grid(mLeft+half+6, y, lb.TopDealers, []col{{lb.Dealer, half - 61, ""}, {lb.RoundsDealt, 21, "R"}, {lb.Findings, 17, "R"}, {lb.Per100, 23, "R"}}, rows, 7.5, lb.NoFindings)
	y2 = d.more(mLeft+half+6, y2, len(td)-topN)
	y = max(y1, y2) + 4

	// Data quality: rows read = audited + rejected.
	y = d.reconciliation(y, 7.5)
	p.SetXY(mLeft, y+1)
	d.font(stNormal, 8)
	line := fmt.Sprintf("%s: %s   ·   %s: %s", lb.SessionsRejected, fmtInt(int64(st.sessionsRejected), l), lb.DataIssues, fmtInt(int64(t.DataIssues), l))
	p.MultiCell(contentW, 3.8, d.t(line), "", "L", false)
	d.para(lb.ReconNote, stMuted, 7.5)
	for _, n := range roundsNote(r, t, lb, l) {
		d.para(n, stMuted, 7.5)
	}
}

// more notes, under a top-N table, how many more there are.
func (d *pdfDoc) more(x, y float64, n int) float64 {
	if n <= 0 {
		return y
	}
	d.p.SetXY(x, y+0.5)
	d.font(stMuted, 7)
	d.p.CellFormat(contentW/2, 3.5, d.t(fmt.Sprintf(d.lb.AndMore, n)), "", 0, "L", false, 0, "")
	return y + 4
}

// reconciliation draws the rows read, audited and rejected per log table,
// with their totals, at y; it returns the y below.
func (d *pdfDoc) reconciliation(y, size float64) float64 {
	lb, r, l := d.lb, d.r, d.l
	var rows [][]cell
	var read, aud, rej int64
	ok := true
	for _, c := range r.Counts {
		check := cell{s: lb.OK, st: stGood}
		if !reconciled(c) {
			ok = false
			check = cell{s: fmt.Sprintf("%s (%+d)", lb.Mismatch, c.Read-c.Audited-c.Rejected), st: stAlert}
		}
		read, aud, rej = read+c.Read, aud+c.Audited, rej+c.Rejected
		rows = append(rows, []cell{{s: c.Table}, {s: fmtInt(c.Read, l)}, {s: fmtInt(c.Audited, l)}, {s: fmtInt(c.Rejected, l)}, check})
	}
	if len(rows) > 0 {
		check := cell{s: lb.OK, st: stBold}
		if !ok || read != aud+rej {
			check = cell{s: lb.Mismatch, st: stBold}
		}
		rows = append(rows, []cell{{s: "Total", st: stBold}, {s: fmtInt(read, l), st: stBold}, {s: fmtInt(aud, l), st: stBold}, {s: fmtInt(rej, l), st: stBold}, check})
	}
	return d.grid(mLeft, y, lb.DataQuality+" — "+lb.Reconciliation,
		[]col{{lb.TableLog, 44, ""}, {lb.RowsRead, 30, "R"}, {lb.RowsAudited, 30, "R"}, {lb.RowsRejected, 30, "R"}, {lb.Check, 46, "C"}}, rows, size, lb.NoData)
}

// findings lists the violations grouped by casino, table and session, in the
// Result's order (sessions by table and opening time, then rounds), at most
// opt.MaxFindingsPerRule per rule.
func (d *pdfDoc) findings() {
	d.section(d.lb.FindingsTitle, true)
	d.findingList(true)
}

// findingList draws the table of violations (or of data-quality findings),
// capped per rule, with its header repeated on every page and the group
// heading repeated with "(cont.)". The systematic patterns of the kind come
// first, one row each, and their findings are not listed again. The
// findings are streamed: the memory is the page's, whatever their number.
func (d *pdfDoc) findingList(violations bool) {
	lb, r, st := d.lb, d.r, d.st
	want := func(f *audit.Finding) bool { return (f.Kind == rules.Violation) == violations }
	none := lb.NoViolations
	if !violations {
		none = lb.NoDataIssue
	}
	limit := d.opt.maxPerRule()
	count := func(t tally) int {
		if violations {
			return t.Viol
		}
		return t.DQ
	}
	total := map[string]int{} // per rule, not in a pattern
	for _, rs := range st.rules {
		if n := count(rs.tally); n > 0 {
			total[rs.ID] = n
		}
	}
	var patterns []pattern
	for _, pt := range st.patterns {
		if n := count(pt.tally); n > 0 {
			patterns = append(patterns, pt)
			total[pt.rule] -= n
		}
	}
	if len(total) == 0 {
		d.para(none, stNormal, 9)
		return
	}
	d.patternTable(patterns, violations)
	left := 0
	for _, n := range total {
		left += n
	}
	if left == 0 {
		return // every finding is in a pattern: no pass over them
	}
	for _, n := range total {
		if n > limit {
			d.para(fmt.Sprintf(lb.CapNote, limit), stBold, 8.5)
			break
		}
	}

	const size = 6.5
	cols := []col{{lb.Num, 8, "R"}, {lb.Time, 15, ""}, {lb.RoundBet, 15, ""}, {lb.Rule, 25, ""},
		{lb.Detail, 38, ""}, {lb.ExpRec, 33, ""}, {lb.StakeDelta, 16, "R"}, {lb.Citation, 30, ""}}
	hdr := make([]cell, len(cols))
	for i, c := range cols {
		hdr[i] = cell{s: c.title, st: stBold}
	}
	hl, hh := d.measure(cols, hdr, size)
	full := []col{{w: contentW}}

	type group struct{ casino, table, session string }
	var cur group
	started := false
	var heading string
	shown := map[string]int{}
	ids := d.opt.idSeq()
	err := r.EachFinding(func(i int, f *audit.Finding) error {
		id := ids.next(i, f)
		if !want(f) || shown[f.Rule] >= limit || st.inPattern(f) {
			return nil
		}
		shown[f.Rule]++
		row := d.findingRow(i+1, id, f)
		lines, h := d.measure(cols, row, size)
		g := group{f.Casino, f.Table, f.Session}
		newGroup := !started || g != cur
		var gl [][][]byte
		gh := 0.0
		if newGroup {
			heading = d.groupHeading(f)
			gl, gh = d.measure(full, []cell{{s: heading, st: stBold}}, size+1)
		}
		switch {
		case !started:
			d.ensure(hh + gh + h)
			d.drawRow(cols, hdr, hl, hh, size, &fillHeader)
		case d.p.GetY()+gh+h > bottomY:
			d.p.AddPage()
			d.drawRow(cols, hdr, hl, hh, size, &fillHeader)
			if !newGroup {
				cont := []cell{{s: heading + " " + lb.Cont, st: stBold}}
				cl, ch := d.measure(full, cont, size+1)
				d.drawRow(full, cont, cl, ch, size+1, &fillLabel)
			}
		}
		if newGroup {
			started, cur = true, g
			d.drawRow(full, []cell{{s: heading, st: stBold}}, gl, gh, size+1, &fillLabel)
		}
		d.drawRow(cols, row, lines, h, size, nil)
		return nil
	})
	if err != nil {
		d.p.SetError(err)
		return
	}

	var more []string
	for _, id := range sortedKeys(total) {
		if total[id] > shown[id] {
			sheet := lb.SheetFindings
			if !violations {
				sheet = lb.SheetDataQuality
			}
			more = append(more, fmt.Sprintf(lb.MoreInBook, id, shown[id], total[id], total[id]-shown[id], sheet))
		}
	}
	if len(more) > 0 {
		d.p.Ln(3)
		for _, m := range more {
			d.para(m, stBold, 8)
		}
	}
}

// patternTable draws the systematic patterns of one kind, one row each: the
// rule, the table, how many findings on how many of its rounds, the money,
// the first and last finding and a few examples (by their numbers, as in
// the workbook, which lists every one).
func (d *pdfDoc) patternTable(patterns []pattern, violations bool) {
	if len(patterns) == 0 {
		return
	}
	lb, l, st := d.lb, d.l, d.st
	d.h2(lb.PatternsTitle)
	sheet := lb.SheetFindings
	if !violations {
		sheet = lb.SheetDataQuality
	}
	d.para(fmt.Sprintf(lb.PatternsNote, fmtDec(patternShare*100, 0, l), patternMin, sheet), stMuted, 7.5)
	end := func(e patternEnd) string {
		s := lb.Num + " " + fmtInt(int64(e.No), l) + " · " + oneLine(e.Session)
		if e.Round != 0 {
			s += " · " + lb.Round + " " + itoa(e.Round)
		}
		if !e.At.IsZero() {
			s += "\n" + fmtTime(e.At)
		}
		return s
	}
	var rows [][]cell
	for _, pt := range patterns {
		name := st.tableName(tableStat{Casino: pt.casino, Table: pt.table}, lb)
		share := fmtDec(float64(pt.Rounds)*100/float64(pt.TableRounds), 1, l)
		count := fmtInt(int64(pt.N), l) + "\n" + fmt.Sprintf(lb.PatternRounds, fmtInt(int64(pt.Rounds), l), fmtInt(int64(pt.TableRounds), l), share)
		money := pt.AtStake.Euro(l)
		if net := pt.Over - pt.Under; net != 0 {
			money += "\n" + signedEuro(net, lb, l)
		}
		var ex []string
		for _, e := range pt.Examples {
			s := lb.Num + " " + fmtInt(int64(e.No), l)
			if e.Round != 0 {
				s += " (" + lb.Round + " " + itoa(e.Round)
				if e.Bet != "" {
					s += ", " + oneLine(e.Bet)
				}
				s += ")"
			}
			ex = append(ex, s)
		}
		examples := strings.Join(ex, "; ")
		if len(pt.Examples) > 0 {
			examples += "\n" + oneLine(pt.Examples[0].Detail.In(textLang(l)))
		}
		rows = append(rows, []cell{{s: pt.rule + "\n" + lb.severity(pt.Severity), st: stBold}, {s: name}, {s: count},
			{s: money}, {s: end(pt.First) + "\n" + end(pt.Last)}, {s: examples}})
	}
	d.table([]col{{lb.Rule, 24, ""}, {lb.Table, 18, ""}, {lb.Findings, 28, "R"}, {lb.AtStakeCol, 22, "R"},
		{lb.FirstLast, 40, ""}, {lb.Examples, 48, ""}}, rows, 6.5)
}

func (d *pdfDoc) groupHeading(f *audit.Finding) string {
	lb := d.lb
	var parts []string
	for _, kv := range [][2]string{{lb.Casino, f.Casino}, {lb.Table, f.Table}, {lb.Session, f.Session}} {
		if kv[1] != "" {
			parts = append(parts, kv[0]+": "+oneLine(kv[1]))
		}
	}
	if f.Game != "" {
		parts = append(parts, oneLine(f.Game))
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, " · ")
}

// findingRow is one finding as a row of the findings table; no is its
// number, the same as in the workbook, id its identity ("" without).
func (d *pdfDoc) findingRow(no int, id string, f *audit.Finding) []cell {
	lb, l := d.lb, d.l
	when := "—"
	if !f.At.IsZero() {
		when = f.At.Format("2006-01-02") + "\n" + f.At.Format("15:04:05")
	}
	rb := "—"
	if f.Round != 0 {
		rb = itoa(f.Round)
	}
	if f.Bet != "" {
		rb += "\n" + oneLine(f.Bet)
	}
	if f.Dealer != "" {
		rb += "\n" + lb.Dealer + " " + oneLine(f.Dealer)
	}
	detail := oneLine(f.Detail.In(l))
	if src := oneLine(shortSource(f)); src != "" {
		if f.Column != "" {
			src += " · " + lb.Column + ": " + oneLine(f.Column)
		}
		detail += "\n" + lb.Source + ": " + src
	}
	if len(f.Assumptions) > 0 {
		detail += "\n" + lb.Assumptions + ": " + oneLine(strings.Join(f.Assumptions, ", "))
	}
	detail = d.nightlyDetail(id, detail)
	er := lb.Expected + ": " + orDash(oneLine(f.Expected.In(l))) + "\n" + lb.Recorded + ": " + orDash(oneLine(f.Recorded.In(l)))
	money := ""
	if f.AtStake != 0 || f.Delta != 0 {
		money = f.AtStake.Euro(l)
		if f.Delta != 0 {
			money += "\n" + signedEuro(f.Delta, lb, l)
		}
	}
	cite := citeShort(f, lb)
	cst := stNormal
	if f.Reference {
		cite += "\n" + lb.ReferenceMark + " (" + lb.RefSee + ")"
	}
	rule := f.Rule + "\n" + lb.severity(f.Severity)
	if d.opt.isNew(no-1, id) {
		rule += "\n" + nightlyFor(d.l).NewMark
	}
	return []cell{{s: itoa(no), st: stMuted}, {s: when}, {s: rb}, {s: rule, st: stBold},
		{s: detail}, {s: er}, {s: money}, {s: cite, st: cst}}
}

// shortSource names the row by file name and line: the full paths are on
// the cover, with their hashes, and in the workbook.
func shortSource(f *audit.Finding) string {
	if f.Source.File == "" {
		return source(f)
	}
	g := *f
	g.Source.File = filepath.Base(f.Source.File)
	return source(&g)
}

// citeShort is the citation as an inspector cites it, without its seed file
// (listed in the annex): "Orden 9-X-1979, 01.4.1.2, línea 73: «quote»".
func citeShort(f *audit.Finding, lb *labels) string {
	if f.Cite == (rules.Citation{}) {
		return orDash(instrumentName(oneLine(f.Instrument)))
	}
	return citeText(f.Cite, lb)
}

func (d *pdfDoc) sessions() {
	lb, r := d.lb, d.r
	d.section(lb.SessionList, false)
	if len(r.Sessions) == 0 {
		d.para(lb.NoSessions, stNormal, 9)
		return
	}
	var rows [][]cell
	reasons := sessionReasons(r)
	for i, s := range r.Sessions {
		if i == maxSessionRows {
			break
		}
		rej := cell{s: lb.No}
		if s.Rejected {
			rej = cell{s: lb.Yes, st: stAlert}
			if why := sessionReason(&r.Sessions[i], reasons, d.l); why != "" {
				rej.s += ": " + why
			}
		}
		rows = append(rows, []cell{{s: oneLine(s.ID), st: stBold}, {s: oneLine(s.Casino)}, {s: oneLine(s.Table)}, {s: oneLine(s.Game)}, {s: oneLine(s.Variant)}, {s: oneLine(s.Instrument)},
			{s: fmtTime(s.OpenedAt)}, {s: fmtTime(s.ClosedAt)}, {s: itoa(s.Rounds)}, {s: itoa(s.Bets)}, {s: itoa(s.Findings)}, rej})
	}
	d.table([]col{
		{lb.Session, 16, ""}, {lb.Casino, 22, ""}, {lb.Table, 10, ""}, {lb.Game, 17, ""}, {lb.Variant, 12, ""},
		{lb.Instrument, 16, ""}, {lb.Opened, 15, ""}, {lb.Closed, 15, ""}, {lb.RoundsShort, 10, "R"}, {lb.BetsShort, 12, "R"},
		{lb.Findings, 13, "R"}, {lb.RejReason, 22, ""},
	}, rows, 6.5)
	if len(r.Sessions) > maxSessionRows {
		d.para(fmt.Sprintf(lb.TopShown, maxSessionRows, len(r.Sessions), lb.SheetSessions), stBold, 8)
	}
}

// maxSessionRows bounds the sessions listed in the PDF (and the rejected
// ones in the annex); the workbook lists them all.
const maxSessionRows = 500

func (d *pdfDoc) annexTitle(letter, title string) string {
	return d.lb.Annex + " " + letter + ". " + title
}

func (d *pdfDoc) annex() {
	lb, r, l := d.lb, d.r, d.l
	d.section(d.annexTitle("A", lb.RulesApplied), true)
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

	d.section(d.annexTitle("B", lb.InForce), false)
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
			reg = registerText(a.Switch.Register, l, "\n")
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

	d.section(d.annexTitle("C", lb.DataQuality), true)
	d.ensure(60)
	d.p.SetY(d.reconciliation(d.p.GetY(), 8) + 1)
	d.para(lb.ReconNote, stMuted, 7.5)
	for _, n := range roundsNote(r, r.Totals(), lb, l) {
		d.para(n, stMuted, 7.5)
	}
	d.h2(lb.SessionsRejected)
	rows = nil
	rejected := 0
	reasons := sessionReasons(r)
	for i, s := range r.Sessions {
		if s.Rejected {
			rejected++
			if len(rows) < maxSessionRows {
				rows = append(rows, []cell{{s: oneLine(s.ID), st: stBold}, {s: oneLine(s.Casino)}, {s: oneLine(s.Table)}, {s: oneLine(s.Game)}, {s: fmtTime(s.OpenedAt)}, {s: sessionReason(&r.Sessions[i], reasons, l)}})
			}
		}
	}
	if len(rows) == 0 {
		d.para(lb.NoRejected, stNormal, 8.5)
	} else {
		d.table([]col{{lb.Session, 22, ""}, {lb.Casino, 24, ""}, {lb.Table, 14, ""}, {lb.Game, 24, ""}, {lb.Opened, 24, ""}, {lb.Reason, 72, ""}}, rows, 7)
		if rejected > len(rows) {
			d.para(fmt.Sprintf(lb.TopShown, len(rows), rejected, lb.SheetSessions), stBold, 8)
		}
	}
	if len(r.Notices) > 0 {
		d.h2(lb.Notices)
		for _, n := range r.Notices {
			d.para("• "+noticeText(n, lb), stNormal, 8)
		}
	}
	d.h2(lb.DataIssues)
	d.findingList(false)

	if l == "en" {
		d.section(d.annexTitle("D", lb.Glossary), true)
		d.para(lb.GlossaryIntro, stMuted, 8.5)
		rows = nil
		for _, g := range glossaryEN {
			rows = append(rows, []cell{{s: g.Term, st: stBold}, {s: g.Meaning}})
		}
		d.table([]col{{lb.Term, 50, ""}, {lb.Meaning, 130, ""}}, rows, 8)
	}
}

// basisText lists a rule's legal basis, one instrument after another.
func basisText(ru *rules.Rule, lb *labels, l string) string {
	var b strings.Builder
	for i, bs := range ru.Basis {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(instrumentName(bs.Instrument) + " (" + bs.Instrument + "):")
		for _, c := range bs.Cites {
			b.WriteString("\n  " + citeTraced(c, lb))
		}
		if n := bs.Note.In(l); n != "" {
			b.WriteString("\n  " + lb.Note + ": " + n)
		}
	}
	return b.String()
}
