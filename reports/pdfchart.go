package reports

import (
	"fmt"
	"math"
)

// Charts are drawn with the PDF library's own lines and rectangles, so they
// are vector graphics, print sharply and cost no dependency. They must read
// in black and white: violations are solid dark grey, data-quality findings
// white with black diagonal hatching, and every bar carries its number.

var (
	inkBar  = rgb{70, 70, 70}
	inkGrid = rgb{200, 200, 200}
	inkAxis = rgb{90, 90, 90}
)

// minSample is the number of rounds under which a croupier's rate is marked
// as resting on a small sample.
const minSample = 30

// Limits on bars, so a chart always fits its page; the workbook has all.
const (
	maxRuleBars   = 30
	maxTableBars  = 20
	maxDealerBars = 25
)

type barItem struct {
	label, sub string
	viol, dq   float64
	value      string // printed after the bar
	mark       bool   // small sample: label marked with *
}

func (d *pdfDoc) charts() {
	lb, st, l := d.lb, d.st, d.l
	d.section(lb.Charts, true)

	var items []barItem
	for _, rs := range st.rules {
		if rs.N > 0 {
			items = append(items, barItem{label: rs.ID, viol: float64(rs.Viol), dq: float64(rs.DQ), value: fmtInt(int64(rs.N), l)})
		}
	}
	d.hbarChart(lb.ByRule, items, maxRuleBars, lb.SheetByRule, 0, nil)

	items = nil
	for _, ts := range st.topTables() {
		items = append(items, barItem{label: st.tableName(ts, lb), viol: float64(ts.Viol), dq: float64(ts.DQ), value: fmtInt(int64(ts.N), l)})
	}
	d.hbarChart(lb.ChartByTable, items, maxTableBars, lb.SheetByTable, 0, nil)

	title := map[int]string{unitDay: lb.ChartByDay, unitWeek: lb.ChartByWeek, unitMonth: lb.ChartByMonth, unitYear: lb.ChartByYear}[st.unit]
	var notes []string
	if st.untimed > 0 {
		notes = append(notes, fmt.Sprintf(lb.Untimed, st.untimed))
	}
	d.vbarChart(title, st.days, notes, true)
	notes = nil
	if st.noHour > 0 {
		notes = append(notes, fmt.Sprintf(lb.Untimed, st.noHour))
	}
	d.vbarChart(lb.ChartByHour, st.hours[:], notes, false)

	items = nil
	small := false
	for _, ds := range st.dealersByRate() {
		it := barItem{label: st.dealerName(ds), sub: "n = " + fmtInt(int64(ds.Rounds), l),
			viol: float64(ds.Viol) * 100 / float64(ds.Rounds), dq: float64(ds.DQ) * 100 / float64(ds.Rounds)}
		it.value = fmtDec(it.viol+it.dq, 1, l)
		if ds.Rounds < minSample {
			it.mark, it.sub, small = true, it.sub+" *", true
		}
		items = append(items, it)
	}
	notes = []string{lb.DealerNote}
	if small {
		notes = append(notes, fmt.Sprintf(lb.SmallSample, minSample))
	}
	d.hbarChart(lb.ChartDealer, items, maxDealerBars, lb.SheetByDealer, 17, notes)
}

// niceScale picks an axis step of 1, 2 or 5 times a power of ten giving at
// most about five divisions, and the axis maximum.
func niceScale(max float64, integer bool) (step, top float64) {
	if max <= 0 {
		return 1, 1
	}
	raw := max / 5
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step = 10 * mag
	for _, m := range []float64{1, 2, 5, 10} {
		if m*mag >= raw {
			step = m * mag
			break
		}
	}
	if integer && step < 1 {
		step = 1
	}
	top = math.Ceil(max/step-1e-9) * step
	if top <= 0 {
		top = step
	}
	return step, top
}

func (d *pdfDoc) axisNumber(v float64) string {
	if v == math.Trunc(v) {
		return fmtInt(int64(v), d.l)
	}
	return fmtDec(v, 1, d.l)
}

// chartTitle writes a chart's title with the legend on the right.
func (d *pdfDoc) chartTitle(title string) {
	p, lb := d.p, d.lb
	d.bookmark(title, 1)
	y := p.GetY()
	p.SetFont("Helvetica", "B", 10)
	d.color(colHeading)
	p.SetXY(mLeft, y)
	p.CellFormat(contentW*0.6, 5, d.fit(d.t(title), contentW*0.6), "", 0, "L", false, 0, "")
	// Legend, right-aligned: [solid] Infracciones   [hatched] Calidad de datos
	d.font(stNormal, 7)
	w1 := d.p.GetStringWidth(d.t(lb.Violations))
	w2 := d.p.GetStringWidth(d.t(lb.DataQuality))
	x := pageW - mRight - (4 + 1.5 + w1 + 5 + 4 + 1.5 + w2)
	d.solidRect(x, y+1.2, 4, 2.8)
	p.SetXY(x+5.5, y+0.8)
	p.CellFormat(w1, 3.6, d.t(lb.Violations), "", 0, "L", false, 0, "")
	x += 5.5 + w1 + 5
	d.hatchRect(x, y+1.2, 4, 2.8)
	p.SetXY(x+5.5, y+0.8)
	p.CellFormat(w2, 3.6, d.t(lb.DataQuality), "", 0, "L", false, 0, "")
	p.SetXY(mLeft, y+7)
}

func (d *pdfDoc) solidRect(x, y, w, h float64) {
	if w <= 0.01 || h <= 0.01 {
		return
	}
	p := d.p
	p.SetFillColor(inkBar.r, inkBar.g, inkBar.b)
	p.SetDrawColor(20, 20, 20)
	p.SetLineWidth(0.2)
	p.Rect(x, y, w, h, "FD")
}

// hatchRect draws a white box with diagonal black hatching, clipped to it.
func (d *pdfDoc) hatchRect(x, y, w, h float64) {
	if w <= 0.01 || h <= 0.01 {
		return
	}
	p := d.p
	p.SetFillColor(255, 255, 255)
	p.Rect(x, y, w, h, "F")
	p.ClipRect(x, y, w, h, false)
	p.SetDrawColor(20, 20, 20)
	p.SetLineWidth(0.22)
	const gap = 1.0
	for s := -h; s < w; s += gap {
		p.Line(x+s, y+h, x+s+h, y)
	}
	p.ClipEnd()
	p.SetLineWidth(0.2)
	p.Rect(x, y, w, h, "D")
}

// hbarChart draws one horizontal bar per item (at most limit; a note says
// where the rest are), stacked violations then data quality. subW reserves a
// column after the label (the croupier's number of rounds).
func (d *pdfDoc) hbarChart(title string, items []barItem, limit int, sheet string, subW float64, notes []string) {
	p := d.p
	const rowH, barH, size = 4.6, 3.2, 7.0
	n := min(len(items), limit)
	extra := 0.0
	if len(items) > limit {
		extra += 4
	}
	extra += 4 * float64(len(notes))
	d.ensure(7 + float64(max(n, 1))*rowH + 8 + extra + 4)
	d.chartTitle(title)
	if n == 0 {
		d.para(d.lb.NoData, stMuted, 8)
		return
	}
	labelW := 8.0
	d.font(stNormal, size)
	for _, it := range items[:n] {
		labelW = max(labelW, p.GetStringWidth(d.t(it.label))+2)
	}
	labelW = min(labelW, 48)
	const valueW = 14.0
	x0 := mLeft + labelW + subW + 1
	plotW := contentW - labelW - subW - 1 - valueW
	maxV := 0.0
	for _, it := range items[:n] {
		maxV = max(maxV, it.viol+it.dq)
	}
	step, top := niceScale(maxV, subW == 0)
	y0 := p.GetY()
	plotH := float64(n) * rowH

	// Grid and axis.
	p.SetLineWidth(0.15)
	p.SetDrawColor(inkGrid.r, inkGrid.g, inkGrid.b)
	d.font(stMuted, 6)
	for v := 0.0; v <= top+1e-9; v += step {
		x := x0 + v/top*plotW
		p.Line(x, y0, x, y0+plotH)
		s := d.t(d.axisNumber(v))
		sw := p.GetStringWidth(s)
		p.SetXY(x-sw/2-1, y0+plotH+0.8)
		p.CellFormat(sw+2, 3, s, "", 0, "C", false, 0, "")
	}
	p.SetDrawColor(inkAxis.r, inkAxis.g, inkAxis.b)
	p.SetLineWidth(0.3)
	p.Line(x0, y0, x0, y0+plotH)
	p.SetLineWidth(0.2)

	for i, it := range items[:n] {
		y := y0 + float64(i)*rowH
		st := stNormal
		if it.mark {
			st = stMuted
		}
		d.font(st, size)
		p.SetXY(mLeft, y+(rowH-3.4)/2)
		p.CellFormat(labelW, 3.4, d.fit(d.t(it.label), labelW-1), "", 0, "R", false, 0, "")
		if subW > 0 {
			d.font(stMuted, 6.5)
			p.SetXY(mLeft+labelW, y+(rowH-3.4)/2)
			p.CellFormat(subW, 3.4, d.t(it.sub), "", 0, "L", false, 0, "")
		}
		by := y + (rowH-barH)/2
		vw := it.viol / top * plotW
		qw := it.dq / top * plotW
		d.solidRect(x0, by, vw, barH)
		d.hatchRect(x0+vw, by, qw, barH)
		d.font(stBold, 6.5)
		p.SetXY(x0+vw+qw+1, y+(rowH-3.4)/2)
		p.CellFormat(valueW, 3.4, d.t(it.value), "", 0, "L", false, 0, "")
	}
	p.SetXY(mLeft, y0+plotH+5)
	if len(items) > limit {
		d.para(fmt.Sprintf(d.lb.TopShown, n, len(items), sheet), stMuted, 7)
	}
	for _, s := range notes {
		d.para(s, stMuted, 7)
	}
	p.Ln(3)
}

// vbarChart draws one vertical bar per bin (days or hours), stacked
// violations then data quality, with the count above each bar when there is
// room. Every bin is labelled (turned upright when the labels would not fit
// side by side), and with zeros a bin without findings shows "0", so a day
// of the period without findings reads as such rather than as a gap.
func (d *pdfDoc) vbarChart(title string, bins []bin, notes []string, zeros bool) {
	p := d.p
	const plotH = 42.0
	maxV := 0
	for _, b := range bins {
		maxV = max(maxV, b.Viol+b.DQ)
	}
	d.font(stNormal, 6)
	labelW := 0.0
	for _, b := range bins {
		labelW = max(labelW, p.GetStringWidth(d.t(b.Label))+1.5)
	}
	const axisW = 11.0
	bw := (contentW - axisW) / float64(max(len(bins), 1))
	upright := labelW > bw
	labelH := 4.0
	if upright {
		labelH = labelW + 1.5
	}
	if maxV == 0 {
		d.ensure(7 + 4*float64(len(notes)+1) + 4)
	} else {
		d.ensure(7 + plotH + labelH + 4 + 4*float64(len(notes)) + 4)
	}
	d.chartTitle(title)
	if maxV == 0 {
		d.para(d.lb.NoData, stMuted, 8)
		for _, s := range notes {
			d.para(s, stMuted, 7)
		}
		d.p.Ln(3)
		return
	}
	step, top := niceScale(float64(maxV), true)
	x0 := mLeft + axisW
	plotW := contentW - axisW
	y0 := p.GetY() + 3 // room for the value over the tallest bar
	base := y0 + plotH

	p.SetLineWidth(0.15)
	p.SetDrawColor(inkGrid.r, inkGrid.g, inkGrid.b)
	d.font(stMuted, 6)
	for v := 0.0; v <= top+1e-9; v += step {
		y := base - v/top*plotH
		p.Line(x0, y, x0+plotW, y)
		p.SetXY(mLeft, y-1.5)
		p.CellFormat(axisW-1.5, 3, d.t(d.axisNumber(v)), "", 0, "R", false, 0, "")
	}
	p.SetDrawColor(inkAxis.r, inkAxis.g, inkAxis.b)
	p.SetLineWidth(0.3)
	p.Line(x0, base, x0+plotW, base)
	p.SetLineWidth(0.2)

	for i, b := range bins {
		x := x0 + float64(i)*bw
		w := min(bw*0.7, 12)
		bx := x + (bw-w)/2
		vh := float64(b.Viol) / top * plotH
		qh := float64(b.DQ) / top * plotH
		d.solidRect(bx, base-vh, w, vh)
		d.hatchRect(bx, base-vh-qh, w, qh)
		if total := b.Viol + b.DQ; total > 0 || zeros {
			s := d.t(fmtInt(int64(total), d.l))
			d.font(stBold, 5.5)
			if total == 0 {
				d.font(stMuted, 5.5)
			}
			if p.GetStringWidth(s) <= bw+0.5 {
				p.SetXY(x-1, base-vh-qh-3)
				p.CellFormat(bw+2, 2.8, s, "", 0, "C", false, 0, "")
			}
		}
		d.font(stNormal, 6)
		if upright {
			// Read bottom to top, ending just under the axis.
			lx, ly := x+bw/2+0.8, base+0.8+labelW
			p.TransformBegin()
			p.TransformRotate(90, lx, ly)
			p.Text(lx, ly, d.t(b.Label))
			p.TransformEnd()
		} else {
			p.SetXY(x+bw/2-labelW/2-1, base+0.8)
			p.CellFormat(labelW+2, 3, d.t(b.Label), "", 0, "C", false, 0, "")
		}
	}
	p.SetXY(mLeft, base+labelH+1)
	for _, s := range notes {
		d.para(s, stMuted, 7)
	}
	p.Ln(3)
}
