package reports

import (
	"fmt"
	"math"

	"github.com/xuri/excelize/v2"

	statistics "github.com/veedor/veedor/audit/stats"
	"github.com/veedor/veedor/rules/roulette"
)

// statSheets are the statistical audit's sheet names.
type statSheets struct{ Holds, Tests, Wheels, Signatures, Croupiers, PuntoBanca, Blackjack, NoTheory string }

var (
	statSheetsES = statSheets{"Estadística retención", "Estadística hallazgos", "Estadística cilindros", "Estadística firmas",
		"Estadística croupiers", "Estadística punto y banca", "Estadística black-jack", "Estadística sin teoría"}
	statSheetsEN = statSheets{"Statistics hold", "Statistics findings", "Statistics wheels", "Statistics signatures",
		"Statistics croupiers", "Statistics punto y banca", "Statistics black-jack", "Statistics no theory"}
)

// statCols are the column titles of the statistical sheets.
type statCols struct {
	Scope, Casino, Table, Game, Croupier, Period, Rounds, Bets, Handle, Result, Hold, Theory, Expected, SD, Z, P, Low, High string
	Tested, Flagged, Reference, Rule, Kind, Statistic, DF, Adjusted, Tests, Method, Detail, Spins, ChiN, PN, ChiS, PS       string
	Number, Sector, Pairs, Chi, Distance, Errors, Rate, WilsonLo, WilsonHi, Pooled, Banca, Punto, Tie, Exact, Hands, Busts  string
	Up, Reason                                                                                                              string
}

var (
	statColsES = statCols{"Ámbito", "Casino", "Mesa", "Juego", "Croupier", "Periodo", "Rondas", "Apuestas", "Apostado (€)", "Resultado (€)",
		"Retención (%)", "Teórica (%)", "Esperado (€)", "Desv. típica (€)", "z", "p", "Banda baja (%)", "Banda alta (%)",
		"Probado", "Señalado", "Referencia", "Regla", "Tipo", "Estadístico", "g.l.", "p ajustada", "Pruebas", "Método", "Detalle",
		"Tiradas", "Chi² números", "p números", "Chi² sectores", "p sectores", "Número", "Sector", "Pares", "Chi²", "Distancia",
		"Rondas con hallazgo", "Por 100", "Wilson bajo (por 100)", "Wilson alto (por 100)", "Casino (por 100)", "Banca", "Punto", "Empate",
		"Exacto", "Manos", "Se pasa", "Carta vista", "Motivo"}
	statColsEN = statCols{"Scope", "Casino", "Table", "Game", "Croupier", "Period", "Rounds", "Bets", "Handle (€)", "Result (€)",
		"Hold (%)", "Theory (%)", "Expected (€)", "Std. dev. (€)", "z", "p", "Band low (%)", "Band high (%)",
		"Tested", "Flagged", "Reference", "Rule", "Kind", "Statistic", "d.f.", "adjusted p", "Tests", "Method", "Detail",
		"Spins", "Chi² numbers", "p numbers", "Chi² sectors", "p sectors", "Number", "Sector", "Pairs", "Chi²", "Distance",
		"Rounds with a finding", "Per 100", "Wilson low (per 100)", "Wilson high (per 100)", "Casino (per 100)", "Banca", "Punto", "Tie",
		"Exact", "Hands", "Busts", "Up-card", "Reason"}
)

// num is a float for a cell, rounded to digits, nil when not a number.
func num(v float64, digits int) any {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	p := math.Pow(10, float64(digits))
	return math.Round(v*p) / p
}

// writeStatisticsSheets adds the statistical audit's sheets after the
// others, when it was run: every hold of every scope, the findings, the
// wheels' counts, the croupiers' distances and error rates, the card
// tables, and the bets left out of the hold.
func writeStatisticsSheets(f *excelize.File, opt Options, lb *labels, l string, sty xstyles) error {
	rep := opt.Statistics
	if rep == nil {
		return nil
	}
	names, c, sl := statSheetsES, statColsES, statLabelsFor(l)
	if l == "en" {
		names, c = statSheetsEN, statColsEN
	}
	tl := textLang(l)
	yes := func(b bool) string { return lb.yesNo(b) }
	sheets := []struct {
		name   string
		widths []float64
		write  func(w *rowWriter) int
	}{
		{names.Holds, []float64{16, 14, 10, 18, 12, 12, 9, 9, 14, 14, 11, 11, 14, 14, 8, 10, 11, 11, 9, 9, 10, 22}, func(w *rowWriter) int {
			hdr := []string{c.Scope, c.Casino, c.Table, c.Game, c.Croupier, c.Period, c.Rounds, c.Bets, c.Handle, c.Result, c.Hold, c.Theory,
				c.Expected, c.SD, c.Z, c.P, c.Low, c.High, c.Tested, c.Flagged, c.Reference}
			// Month and year to date summed from the findings store say so.
			store := map[bool]string{true: "Del almacén de hallazgos hasta " + rep.StoreThrough}
			hdr = append(hdr, "Almacén")
			if l == "en" {
				store[true], hdr[len(hdr)-1] = "From the findings store through "+rep.StoreThrough, "Store"
			}
			w.header(sty.header, hdr...)
			for _, h := range rep.Holds {
				w.add(sl.Scopes[h.Scope], h.Casino, h.Table, h.Game, h.Croupier, h.Period, h.Rounds, h.Bets, money(h.Handle, sty), money(h.Result, sty),
					num(100*h.HoldPct(), 3), num(100*h.TheoPct(), 3), num(h.Expected/100, 2), num(h.SD/100, 2), num(h.Z, 3), h.P,
					num(100*h.Low, 3), num(100*h.High, 3), yes(h.Tested), yes(h.Flagged), yes(h.Reference), store[h.FromStore])
			}
			return len(hdr)
		}},
		{names.Tests, []float64{26, 12, 14, 10, 18, 12, 14, 12, 12, 6, 10, 10, 8, 10, 80, 10}, func(w *rowWriter) int {
			hdr := []string{c.Rule, c.Kind, c.Casino, c.Table, c.Game, c.Croupier, c.Scope, c.Period, c.Statistic, c.DF, c.P, c.Adjusted, c.Tests, c.Method, c.Detail, c.Reference}
			w.header(sty.header, hdr...)
			for _, fd := range rep.Findings {
				detail := fd.Detail.In(tl)
				if fd.Reference {
					detail += " [" + sl.Reference + ": " + fd.ReferenceNote.In(tl) + "]"
				}
				w.add(fd.Rule, fd.Kind, fd.Casino, fd.Table, fd.Game, fd.Dealer, sl.Scopes[fd.Scope], fd.Period, num(fd.Statistic, 3), intOrNil(fd.DF),
					fd.P, fd.Adjusted, fd.Tests, fd.Method, wrapped(detail, sty), yes(fd.Reference))
			}
			return len(hdr)
		}},
		{names.Wheels, nil, func(w *rowWriter) int {
			hdr := []string{c.Casino, c.Table, c.Game, c.Spins, c.ChiN, c.PN, c.ChiS, c.PS, c.Tested, c.Flagged}
			for _, n := range roulette.WheelOrder {
				hdr = append(hdr, fmt.Sprintf("%s %d", c.Number, n))
			}
			for i := range statistics.SectorBounds {
				hdr = append(hdr, fmt.Sprintf("%s %d", c.Sector, i+1))
			}
			w.header(sty.header, hdr...)
			for _, wh := range rep.Wheels {
				row := []any{wh.Casino, wh.Table, wh.Game, wh.Spins, nil, nil, nil, nil, yes(wh.Tested), yes(wh.FlagNumbers || wh.FlagSectors)}
				if wh.Tested {
					row[4], row[5], row[6], row[7] = num(wh.ChiNumbers, 3), wh.PNumbers, num(wh.ChiSectors, 3), wh.PSectors
				}
				for _, n := range roulette.WheelOrder {
					row = append(row, wh.Counts[n])
				}
				for _, s := range wh.Sectors {
					row = append(row, s)
				}
				w.add(row...)
			}
			return len(hdr)
		}},
		{names.Signatures, nil, func(w *rowWriter) int {
			hdr := []string{c.Casino, c.Croupier, c.Pairs, c.Chi, c.P, c.Tested, c.Flagged}
			for d := 0; d < 37; d++ {
				hdr = append(hdr, fmt.Sprintf("%s %d", c.Distance, d))
			}
			w.header(sty.header, hdr...)
			for _, s := range rep.Signatures {
				row := []any{s.Casino, s.Dealer, s.Pairs, nil, nil, yes(s.Tested), yes(s.Flagged)}
				if s.Tested {
					row[3], row[4] = num(s.Chi, 3), s.P
				}
				for _, n := range s.Counts {
					row = append(row, n)
				}
				w.add(row...)
			}
			return len(hdr)
		}},
		{names.Croupiers, []float64{14, 14, 10, 12, 10, 12, 12, 12, 10, 9, 9}, func(w *rowWriter) int {
			hdr := []string{c.Casino, c.Croupier, c.Rounds, c.Errors, c.Rate, c.WilsonLo, c.WilsonHi, c.Pooled, c.P, c.Tested, c.Flagged}
			w.header(sty.header, hdr...)
			for _, e := range rep.Errors {
				w.add(e.Casino, e.Dealer, e.Rounds, e.Errors, num(100*e.Rate, 3), num(100*e.Low, 3), num(100*e.High, 3), num(100*e.Pooled, 3), e.P, yes(e.Tested), yes(e.Flagged))
			}
			return len(hdr)
		}},
		{names.PuntoBanca, []float64{14, 10, 10, 10, 10, 12, 12, 12, 10, 10, 9, 9, 10}, func(w *rowWriter) int {
			hdr := []string{c.Casino, c.Table, c.Banca, c.Punto, c.Tie, c.Banca + " " + c.Exact, c.Punto + " " + c.Exact, c.Tie + " " + c.Exact, c.Chi, c.P, c.Tested, c.Flagged, c.Reference}
			w.header(sty.header, hdr...)
			for _, s := range rep.Shoes {
				row := []any{s.Casino, s.Table, s.Counts[0], s.Counts[1], s.Counts[2], num(s.Probs[0], 6), num(s.Probs[1], 6), num(s.Probs[2], 6), nil, nil, yes(s.Tested), yes(s.Flagged), yes(s.Reference)}
				if s.Tested {
					row[8], row[9] = num(s.Chi, 3), s.P
				}
				w.add(row...)
			}
			return len(hdr)
		}},
		{names.Blackjack, []float64{14, 10, 10, 10, 10, 10, 10, 10, 9, 9, 10}, func(w *rowWriter) int {
			hdr := []string{c.Casino, c.Table, c.Up, c.Hands, c.Busts, c.Exact, c.Chi, c.P, c.Tested, c.Flagged, c.Reference}
			w.header(sty.header, hdr...)
			for _, b := range rep.DealerBust {
				for up := 1; up <= 10; up++ {
					upName := fmt.Sprint(up)
					if up == 1 {
						upName = "A"
					}
					row := []any{b.Casino, b.Table, upName, b.N[up], b.Bust[up], num(b.Probs[up], 6), nil, nil, yes(b.Tested), yes(b.Flagged), yes(b.Reference)}
					if b.Tested {
						row[6], row[7] = num(b.Chi, 3), b.P
					}
					w.add(row...)
				}
			}
			return len(hdr)
		}},
		{names.NoTheory, []float64{20, 50, 12, 16}, func(w *rowWriter) int {
			hdr := []string{c.Game, c.Reason, c.Bets, c.Handle}
			w.header(sty.header, hdr...)
			for _, n := range rep.NoTheory {
				reason := sl.Reasons[n.Reason]
				if reason == "" {
					reason = n.Reason
				}
				w.add(n.Game, reason, n.Bets, money(n.Handle, sty))
			}
			return len(hdr)
		}},
	}
	for _, s := range sheets {
		if _, err := f.NewSheet(s.name); err != nil {
			return err
		}
		widths := s.widths
		if widths == nil {
			widths = []float64{14, 12, 16, 10, 12, 10, 12, 10, 9, 9}
		}
		w, err := newRowWriter(f, s.name, widths, true)
		if err != nil {
			return err
		}
		w.addTable(s.write(w))
		if err := w.flush(); err != nil {
			return err
		}
	}
	return nil
}
