package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

const (
	casinoName = "Casino Gran Vía — Peñíscola"
	hyperlink  = `=HYPERLINK("http://x")`
)

var cet = time.FixedZone("CET", 3600)

func at(day, h, m, s int) time.Time { return time.Date(2024, time.March, day, h, m, s, 0, cet) }

// sample builds a Result as the audit would: two sessions, ten findings of
// both kinds, one resting on a reference text, hostile strings from the log.
func sample() *audit.Result {
	cite := rules.Citation{Instrument: rules.CV2003, Section: "Ruleta francesa, 4.2", Seed: rules.SeedCV, Line: 57, Quote: "El pago de las suertes sencillas será de una vez la postura"}
	ref := rules.Citation{Instrument: rules.ES1977, Section: "Ruleta, 5", Seed: rules.Seed1977, Line: 120, Quote: "La apuesta máxima será fijada por la Dirección"}
	sw := &rules.Assumption{
		ID: "rou-en-prison", Games: []string{"ruleta-francesa"},
		Title:    rules.Text{ES: "Suertes sencillas cuando sale el cero", EN: "Even-money bets when zero comes up"},
		Readings: []rules.Reading{{ID: "prison", Text: rules.Text{ES: "La apuesta queda en prisión", EN: "The bet is imprisoned"}}, {ID: "half-back", Text: rules.Text{ES: "Se devuelve la mitad de la apuesta", EN: "Half the bet is returned"}}},
		Default:  "prison", Register: []string{"CV-AMB-03"},
		Why: rules.Text{ES: "Es la práctica habitual.", EN: "It is common practice."},
	}
	rs := []*rules.Rule{
		{ID: "ROU-PAY-001", Games: []string{"ruleta-francesa"}, Kind: rules.Violation, Severity: rules.High,
			Title: rules.Text{ES: "Pago incorrecto de una apuesta ganadora", EN: "Winning bet paid wrongly"},
			Basis: []rules.Basis{{Instrument: rules.CV2003, Cites: []rules.Citation{cite}}}},
		{ID: "ROU-MAX-002", Games: []string{"ruleta-francesa", "ruleta-americana"}, Kind: rules.Violation, Severity: rules.Medium,
			Title: rules.Text{ES: "Apuesta por encima del máximo", EN: "Bet above the table maximum"},
			Basis: []rules.Basis{{Instrument: rules.CV2003, Cites: []rules.Citation{ref}, Note: rules.Text{ES: "El texto valenciano calla; se cita el de 1977.", EN: "The Valencian text is silent; the 1977 one is cited."}}}},
		{ID: "DQ-SEQ-001", Games: []string{"*"}, Kind: rules.DataQuality, Severity: rules.Low,
			Title: rules.Text{ES: "Rondas no consecutivas", EN: "Rounds out of sequence"}},
	}
	mk := func(rule string, sev rules.Severity, kind rules.Kind, session, table string, round int, bet string, t time.Time) audit.Finding {
		var ru *rules.Rule
		for _, x := range rs {
			if x.ID == rule {
				ru = x
			}
		}
		dealer := "E01"
		if table == "T-02" {
			dealer = "E02"
		}
		return audit.Finding{Rule: rule, Kind: kind, Severity: sev, Title: ru.Title,
			Casino: casinoName, Table: table, Session: session, Game: "ruleta-francesa", Round: round, Bet: bet, Dealer: dealer, At: t,
			Instrument: rules.CV2003, Cite: cite, Source: logs.Pos{File: "bets.csv", Table: "bets", Line: int64(round + 1)}}
	}
	var fs []audit.Finding
	for i := 0; i < 4; i++ {
		f := mk("ROU-PAY-001", rules.High, rules.Violation, "S-0001", "T-01", 10+i, "b-1"+string(rune('0'+i)), at(1, 21, 5+i, 0))
		f.Detail = rules.Text{ES: "Se pagó 2 veces la postura en una suerte sencilla; correspondía 1 vez (jugador " + hyperlink + ").", EN: "Paid 2 times the stake on an even-money bet; 1 time was due (player " + hyperlink + ")."}
		f.Expected, f.Recorded = tx("pago 10.00"), tx("pago 20.00; jugador "+hyperlink)
		f.AtStake, f.Delta = 1000, 1000
		f.Assumptions = []string{"rou-en-prison=half-back"}
		fs = append(fs, f)
	}
	fs[1].Delta = -250
	fs[2].Bet = "+1"
	fs[3].Recorded = tx(hyperlink) // a player id that looks like a formula
	for i := 0; i < 3; i++ {
		f := mk("ROU-MAX-002", rules.Medium, rules.Violation, "S-0002", "T-02", 3+i, "@bet"+string(rune('0'+i)), at(2, 22, 10, i))
		f.Detail = rules.Text{ES: "Apuesta de 150,00 € por encima del máximo de 100,00 €.", EN: "Bet of €150.00 above the €100.00 maximum."}
		f.Expected, f.Recorded = tx("≤ 100.00"), tx("150.00")
		f.AtStake = 15000
		f.Cite = ref
		f.Reference = i == 0
		if f.Reference {
			f.ReferenceNote = rules.Text{ES: "La Orden valenciana no fija el máximo; se cita la de 1977.", EN: "The Valencian Orden sets no maximum; the 1977 one is cited."}
		}
		fs = append(fs, f)
	}
	for i := 0; i < 3; i++ {
		f := mk("DQ-SEQ-001", rules.Low, rules.DataQuality, "S-0002", "T-02", 7+i, "", at(2, 23, 0, i))
		f.Detail = rules.Text{ES: "Falta la ronda anterior en la secuencia.", EN: "The previous round is missing from the sequence."}
		f.Expected, f.Recorded = tx("ronda 7"), tx("-2+3")
		f.Source = logs.Pos{File: "rounds.csv", Table: "rounds", Line: int64(40 + i)}
		f.Column = "round_no"
		f.Cite = rules.Citation{}
		f.Instrument = ""
		fs = append(fs, f)
	}
	return &audit.Result{
		Version: "0.9.0", LogFormat: 1, Region: rules.RegionCV, Log: "fixtures/peñíscola-2024-03",
		Inputs: []audit.Input{
			{Path: "fixtures/peñíscola-2024-03/sessions.csv", Bytes: 1234, SHA256: strings.Repeat("ab", 32)},
			{Path: "fixtures/peñíscola-2024-03/bets.csv", Bytes: 98765, SHA256: strings.Repeat("0f", 32)},
		},
		GeneratedAt: time.Date(2024, time.April, 2, 10, 0, 0, 0, time.FixedZone("CEST", 7200)),
		PeriodFrom:  at(1, 20, 0, 0), PeriodTo: at(2, 23, 59, 0),
		Instruments: []*rules.Instrument{rules.Instruments[rules.CV2003], rules.Instruments[rules.ES1977]},
		Assumptions: []audit.AssumptionInForce{{ID: "rou-en-prison", Reading: "half-back", IsDefault: false, Switch: sw}},
		Rules:       rs,
		Sessions: []audit.SessionSummary{
			{ID: "S-0001", Casino: casinoName, Table: "T-01", Game: "ruleta-francesa", Variant: "simple", OpenedAt: at(1, 20, 0, 0), ClosedAt: at(2, 4, 0, 0),
				MinBet: 500, MaxBet: 10000, Instrument: rules.CV2003, Rounds: 120, Bets: 900, Handle: 1234550, Findings: 4},
			{ID: "S-0002", Casino: casinoName, Table: "T-02", Game: "ruleta-francesa", Variant: "simple", OpenedAt: at(2, 20, 0, 0), ClosedAt: at(2, 23, 59, 0),
				MinBet: 500, MaxBet: 10000, Instrument: rules.CV2003, Rounds: 80, Bets: 400, Handle: 500000, Findings: 6},
		},
		Dealers: []audit.DealerCount{{Casino: casinoName, Dealer: "E01", Rounds: 120}, {Casino: casinoName, Dealer: "E02", Rounds: 12}, {Casino: casinoName, Dealer: "E03", Rounds: 68}},
		Counts: []audit.TableCount{
			{Table: "sessions", Read: 2, Audited: 2},
			{Table: "bets", Read: 1302, Audited: 1300, Rejected: 1},
		},
		Notices:  []string{"Columna desconocida «comentario» en bets.csv (ignorada)."},
		Findings: fs,
	}
}

func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not on PATH")
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// pdfFlow is the PDF's text in drawing order (pdftotext -raw) with every
// run of white space made one space, so a phrase wrapped inside a table
// cell reads whole.
func pdfFlow(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not on PATH")
	}
	out, err := exec.Command("pdftotext", "-raw", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

func mustContain(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("text lacks %q", w)
		}
	}
}

func TestPDFSpanish(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "informe.pdf")
	r := sample()
	if err := WritePDF(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, path)
	mustContain(t, pdfFlow(t, path), "Basado en texto de referencia (véase el anexo A)", "El texto valenciano calla; se cita el de 1977.",
		"«El pago de las suertes sencillas será de una vez la postura»", "+10,00 € (pagado de más)", "-2,50 € (pagado de menos)",
		"Apuesta de 150,00 € por encima del máximo de 100,00 €.", "Origen: rounds.csv:41 · Columna: round_no")
	mustContain(t, txt, "Informe de inspección", "Peñíscola", "€", "ROU-PAY-001", "DQ-SEQ-001",
		"DESCUADRE", "rou-en-prison=half-back", hyperlink, "+1", "Comunitat Valenciana",
		"17.345,50 €", "2024-03-01", "21:05:00",
		"Columna desconocida «comentario»", "Se devuelve la mitad de la apuesta", "CV-AMB-03", strings.Repeat("ab", 32),
		"Hallazgos por regla", "Hallazgos por mesa", "Hallazgos por día", "Hallazgos por hora del día",
		"Anexo A. Reglas aplicadas", "Anexo B. Supuestos en vigor", "Anexo C. Calidad de datos")
	if !regexp.MustCompile(`Página 1 de \d+`).MatchString(txt) {
		t.Error("no 'Página 1 de N' footer")
	}
	// Key figures: the values on one line, their labels on the next.
	if !regexp.MustCompile(`\b10\s+7\s+3\s+5,00\s*\n\s*Hallazgos en total\s+Infracciones\s+Incidencias de calidad de datos\s+Hallazgos por 100 rondas`).MatchString(txt) {
		t.Error("key figures (10 findings, 7 violations, 3 data-quality, 5,00 per 100 rounds) not shown")
	}
	if strings.Contains(txt, "Ã") || strings.Contains(txt, "â€") {
		t.Error("mojibake: text was not translated to cp1252")
	}
	if strings.Contains(txt, "Glosario") || strings.Contains(txt, "Glossary") {
		t.Error("the glossary belongs to the English edition")
	}
}

func TestPDFEnglish(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.pdf")
	if err := WritePDF(path, sample(), Options{Lang: "en"}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, path)
	mustContain(t, pdfFlow(t, path), "Rests on a reference text (see Annex A)", "+€10.00 (overpaid)")
	mustContain(t, txt, "Inspection report", "MISMATCH", "€10.00", "Findings by rule", "Peñíscola",
		"Annex D. Glossary of Spanish terms", "pleno", "Straight up", "jefe de mesa", "no va más", "prisión", "suertes sencillas",
		"croupier / crupier", "extremo de mesa", "tirada nula", "paño", "seisena", "transversal", "cuadro", "caballo", "docena", "columna",
		"Findings per 100 rounds, by croupier")
	if !regexp.MustCompile(`Page 1 of \d+`).MatchString(txt) {
		t.Error("no 'Page 1 of N' footer")
	}
	if strings.Contains(txt, "Página") {
		t.Error("Spanish label in the English edition")
	}
}

func TestPDFCapsFindingsPerRule(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.pdf")
	if err := WritePDF(path, sample(), Options{MaxFindingsPerRule: 2}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, path)
	mustContain(t, txt, "ROU-PAY-001: se muestran 2 de 4 hallazgos; los 2 restantes están en el libro Excel",
		"ROU-MAX-002: se muestran 2 de 3 hallazgos; los 1 restantes")
	// The capped findings themselves are not printed.
	if strings.Contains(txt, "b-13") {
		t.Error("a finding past the cap was printed")
	}
	if !strings.Contains(txt, "b-10") {
		t.Error("a finding within the cap is missing")
	}
}

func TestDeterministic(t *testing.T) {
	dir := t.TempDir()
	for _, w := range []struct {
		name  string
		write func(string) error
	}{
		{"pdf", func(p string) error { return WritePDF(p, sample(), Options{}) }},
		{"xlsx", func(p string) error { return WriteXLSX(p, sample(), Options{}) }},
		{"json", func(p string) error { return WriteJSON(p, sample()) }},
	} {
		a, b := filepath.Join(dir, "a."+w.name), filepath.Join(dir, "b."+w.name)
		if err := w.write(a); err != nil {
			t.Fatal(err)
		}
		if err := w.write(b); err != nil {
			t.Fatal(err)
		}
		ba, _ := os.ReadFile(a)
		bb, _ := os.ReadFile(b)
		if len(ba) == 0 || !bytes.Equal(ba, bb) {
			t.Errorf("%s: two writes of the same Result differ (%d vs %d bytes)", w.name, len(ba), len(bb))
		}
	}
}

func openBook(t *testing.T, path string) *excelize.File {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// colOf finds a header in the first row.
func colOf(t *testing.T, f *excelize.File, sheet, header string) string {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil || len(rows) == 0 {
		t.Fatalf("%s: no rows (%v)", sheet, err)
	}
	for i, h := range rows[0] {
		if h == header {
			name, _ := excelize.ColumnNumberToName(i + 1)
			return name
		}
	}
	t.Fatalf("%s: no column %q in %q", sheet, header, rows[0])
	return ""
}

func TestWorkbook(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.xlsx")
	r := sample()
	if err := WriteXLSX(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, path)
	want := []string{"Resumen", "Hallazgos", "Por regla", "Por mesa", "Por crupier", "Sesiones", "Calidad de datos", "Reglas", "Supuestos"}
	if got := f.GetSheetList(); !reflect.DeepEqual(got, want) {
		t.Fatalf("sheets = %q, want %q", got, want)
	}
	rows, err := f.GetRows("Hallazgos")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+len(r.Findings) {
		t.Fatalf("Hallazgos has %d rows, want header + %d", len(rows), len(r.Findings))
	}
	if len(rows[0]) != len(findingHeaders(&labelsES)) || rows[0][0] != "Nº" || rows[0][1] != "Regla" {
		t.Errorf("header row = %q", rows[0])
	}

	// Money is a number in euros, not text.
	stake := colOf(t, f, "Hallazgos", "En juego (€)")
	delta := colOf(t, f, "Hallazgos", "Diferencia (€)")
	raw, _ := f.GetCellValue("Hallazgos", stake+"6", excelize.Options{RawCellValue: true}) // 5th finding: 150.00
	if raw != "150" {
		t.Errorf("at stake raw value = %q, want 150", raw)
	}
	if typ, _ := f.GetCellType("Hallazgos", stake+"6"); typ == excelize.CellTypeInlineString || typ == excelize.CellTypeSharedString {
		t.Errorf("at stake cell is a string (%v)", typ)
	}
	if raw, _ := f.GetCellValue("Hallazgos", delta+"3", excelize.Options{RawCellValue: true}); raw != "-2.5" {
		t.Errorf("delta raw value = %q, want -2.5", raw)
	}

	// Times are date-times showing the recorded wall clock, plus RFC 3339 text.
	tcol := colOf(t, f, "Hallazgos", "Hora")
	if v, _ := f.GetCellValue("Hallazgos", tcol+"2"); v != "2024-03-01 21:05:00" {
		t.Errorf("time cell shows %q", v)
	}
	if raw, _ := f.GetCellValue("Hallazgos", tcol+"2", excelize.Options{RawCellValue: true}); !strings.HasPrefix(raw, "45352.87") {
		t.Errorf("time cell raw = %q, want an Excel serial date", raw)
	}
	if v, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Hora (RFC 3339)")+"2"); v != "2024-03-01T21:05:00+01:00" {
		t.Errorf("RFC 3339 cell = %q", v)
	}
	// Counts are integers.
	if raw, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Ronda")+"2", excelize.Options{RawCellValue: true}); raw != "10" {
		t.Errorf("round = %q", raw)
	}

	// Text from the logs stays text: never a formula, never a number.
	rec := colOf(t, f, "Hallazgos", "Registrado")
	det := colOf(t, f, "Hallazgos", "Hecho")
	bet := colOf(t, f, "Hallazgos", "Apuesta")
	for _, c := range []struct{ cell, want string }{
		{rec + "2", "pago 20.00; jugador " + hyperlink},
		{det + "2", r.Findings[0].Detail.ES},
		{bet + "4", "+1"},
		{rec + "5", hyperlink},
		{bet + "6", "@bet0"},
		{rec + "9", "-2+3"},
	} {
		v, _ := f.GetCellValue("Hallazgos", c.cell)
		if v != c.want {
			t.Errorf("%s = %q, want %q", c.cell, v, c.want)
		}
		if fm, _ := f.GetCellFormula("Hallazgos", c.cell); fm != "" {
			t.Errorf("%s became a formula %q", c.cell, fm)
		}
	}
	if typ, _ := f.GetCellType("Hallazgos", rec+"5"); typ != excelize.CellTypeInlineString && typ != excelize.CellTypeSharedString {
		t.Errorf("formula-looking text stored as %v, want a string cell", typ)
	}

	// Header frozen, auto-filter on.
	panes, err := f.GetPanes("Hallazgos")
	if err != nil || !panes.Freeze || panes.YSplit != 1 {
		t.Errorf("panes = %+v, %v", panes, err)
	}
	tables, err := f.GetTables("Hallazgos")
	if err != nil || len(tables) != 1 || tables[0].Range != "A1:AA11" {
		t.Errorf("tables = %+v, %v", tables, err)
	}

	// Data-quality sheet: the three data-quality findings, then the notices.
	dq, _ := f.GetRows("Calidad de datos")
	if len(dq) < 4 || dq[1][1] != "DQ-SEQ-001" || dq[3][1] != "DQ-SEQ-001" || dq[1][0] != "8" {
		t.Errorf("Calidad de datos rows = %q", dq)
	}
	if joined := flatten(dq); !strings.Contains(joined, r.Notices[0]) {
		t.Error("notice missing from Calidad de datos")
	}

	// Summary: reconciliation mismatch and totals.
	sum, _ := f.GetRows("Resumen")
	joined := flatten(sum)
	mustContain(t, joined, "DESCUADRE (+1)", "✓ OK", casinoName, "Informe de inspección", strings.Repeat("0f", 32), RuleSetSHA256(r))
	if !strings.Contains(joined, "Hallazgos en total|10") {
		t.Errorf("summary lacks the number of findings: %s", joined)
	}

	sess, _ := f.GetRows("Sesiones")
	if len(sess) != 3 || sess[1][0] != "S-0001" {
		t.Errorf("Sesiones rows = %q", sess)
	}
	ru, _ := f.GetRows("Reglas")
	if len(ru) != 4 || !strings.Contains(flatten(ru), "La apuesta máxima será fijada") {
		t.Errorf("Reglas rows = %q", ru)
	}
	as, _ := f.GetRows("Supuestos")
	if len(as) != 2 || as[1][0] != "rou-en-prison" || as[1][1] != "half-back" || as[1][4] != "Se devuelve la mitad de la apuesta" {
		t.Errorf("Supuestos rows = %q", as)
	}
	props, err := f.GetDocProps()
	if err != nil || props.Created != "2024-04-02T08:00:00Z" || props.Modified != props.Created {
		t.Errorf("doc props = %+v, %v", props, err)
	}
}

// flatten joins rows as "a|b|c" lines so tests can search label/value pairs.
func flatten(rows [][]string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, "|"))
		b.WriteString("\n")
	}
	return b.String()
}

func TestWorkbookEnglish(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.xlsx")
	if err := WriteXLSX(path, sample(), Options{Lang: "en"}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, path)
	want := []string{"Summary", "Findings", "By rule", "By table", "By croupier", "Sessions", "Data quality", "Rules", "Assumptions"}
	if got := f.GetSheetList(); !reflect.DeepEqual(got, want) {
		t.Fatalf("sheets = %q, want %q", got, want)
	}
	if v, _ := f.GetCellValue("Findings", "D2"); v != "high" {
		t.Errorf("severity = %q", v)
	}
}

func TestWorkbookContinuesPastRowLimit(t *testing.T) {
	defer func(n int) { maxDataRows = n }(maxDataRows)
	maxDataRows = 4
	path := filepath.Join(t.TempDir(), "informe.xlsx")
	r := sample()
	if err := WriteXLSX(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, path)
	want := []string{"Resumen", "Hallazgos", "Hallazgos (2)", "Hallazgos (3)", "Por regla", "Por mesa", "Por crupier", "Sesiones",
		"Calidad de datos", "Calidad de datos (2)", "Reglas", "Supuestos"}
	if got := f.GetSheetList(); !reflect.DeepEqual(got, want) {
		t.Fatalf("sheets = %q, want %q", got, want)
	}
	total := 0
	var bets []string
	for _, s := range want[1:4] {
		rows, _ := f.GetRows(s)
		if len(rows) < 2 || rows[0][1] != "Regla" {
			t.Fatalf("%s: rows %q", s, rows)
		}
		total += len(rows) - 1
		for _, row := range rows[1:] {
			bets = append(bets, row[10])
			if row[0] != fmt.Sprint(len(bets)) {
				t.Errorf("%s: finding number %s, want %d", s, row[0], len(bets))
			}
		}
	}
	if total != len(r.Findings) {
		t.Errorf("%d findings across the sheets, want %d", total, len(r.Findings))
	}
	if bets[2] != "+1" || bets[3] != "b-13" {
		t.Errorf("order lost across sheets: %q", bets)
	}
	// The notice did not fit after three data-quality rows: it went on.
	last, _ := f.GetRows("Calidad de datos (2)")
	if !strings.Contains(flatten(last), r.Notices[0]) {
		t.Errorf("notices missing: %q", last)
	}
}

func TestJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.json")
	r := sample()
	if err := WriteJSON(path, r); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		audit.Result
		Totals jsonTotals `json:"totals"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("invalid JSON: %v", err)
	}
	if len(got.Findings) != len(r.Findings) {
		t.Fatalf("%d findings, want %d", len(got.Findings), len(r.Findings))
	}
	if got.Totals.Findings != 10 || got.Totals.Violations != 7 || got.Totals.DataIssues != 3 ||
		got.Totals.ByRule["ROU-PAY-001"] != 4 || got.Totals.BySeverity[rules.High] != 4 ||
		got.Totals.Overpaid != 3000 || got.Totals.Underpaid != 250 || got.Totals.Net != 2750 {
		t.Errorf("totals = %+v", got.Totals)
	}
	f := got.Findings[2]
	if f.Rule != "ROU-PAY-001" || f.Bet != "+1" || f.Session != "S-0001" || f.Round != 12 || !f.At.Equal(r.Findings[2].At) {
		t.Errorf("finding round trip = %+v", f)
	}
	if got.Region != "cv" || len(got.Sessions) != 2 || got.Assumptions[0].Switch.Default != "prison" {
		t.Errorf("result fields lost: %+v", got.Result)
	}
	var generic map[string]any
	_ = json.Unmarshal(b, &generic)
	fs := generic["findings"].([]any)
	first := fs[0].(map[string]any)
	for _, k := range []string{"rule", "kind", "severity", "session_id", "round_no", "bet_id"} {
		if _, ok := first[k]; !ok {
			t.Errorf("finding lacks %q", k)
		}
	}
	if !bytes.Contains(b, []byte(`"detail": {`)) || !bytes.Contains(b, []byte(hyperlink[:10])) {
		t.Error("JSON is not indented or escapes log text")
	}
}

func TestEmptyResult(t *testing.T) {
	for _, r := range []*audit.Result{nil, {}} {
		dir := t.TempDir()
		for _, l := range []string{"es", "en"} {
			if err := WritePDF(filepath.Join(dir, l+".pdf"), r, Options{Lang: l}); err != nil {
				t.Fatal(err)
			}
			if err := WriteXLSX(filepath.Join(dir, l+".xlsx"), r, Options{Lang: l}); err != nil {
				t.Fatal(err)
			}
		}
		if err := WriteJSON(filepath.Join(dir, "x.json"), r); err != nil {
			t.Fatal(err)
		}
		var got struct {
			Findings []json.RawMessage `json:"findings"`
			Totals   *jsonTotals       `json:"totals"`
		}
		b, _ := os.ReadFile(filepath.Join(dir, "x.json"))
		if err := json.Unmarshal(b, &got); err != nil || got.Findings == nil || len(got.Findings) != 0 || got.Totals == nil {
			t.Errorf("empty JSON = %s (%v)", b, err)
		}
		f := openBook(t, filepath.Join(dir, "es.xlsx"))
		if len(f.GetSheetList()) != 9 {
			t.Errorf("empty workbook sheets = %q", f.GetSheetList())
		}
		if rows, _ := f.GetRows("Hallazgos"); len(rows) != 1 {
			t.Errorf("empty workbook has %d finding rows", len(rows)-1)
		}
		txt := pdfText(t, filepath.Join(dir, "es.pdf"))
		mustContain(t, txt, "Página 1 de", "No se ha encontrado ninguna infracción.", "No hay incidencias de calidad de datos.")
		if strings.Contains(txt, "1970") {
			t.Error("a zero time was printed as a date")
		}
	}
}

// Hostile input: huge unbroken text, control characters, characters outside
// cp1252, nil pointers. The writers must not panic and must stay valid.
func hostile() *audit.Result {
	r := sample()
	long := strings.Repeat("x", 40000)
	r.Findings[0].Detail = rules.Text{ES: long}
	r.Findings[1].Recorded = tx("tab\there\x00nul\x1b[31m emoji 🎰 中文 − → ≤")
	r.Findings[2].Expected = tx(strings.Repeat("palabra ", 5000))
	r.Instruments = append(r.Instruments, nil)
	r.Rules = append(r.Rules, nil)
	r.Assumptions = append(r.Assumptions, audit.AssumptionInForce{ID: "x", Reading: "y"})
	r.Findings[3].Severity = "weird"
	return r
}

func TestHostileInput(t *testing.T) {
	r := hostile()
	dir := t.TempDir()
	if err := WritePDF(filepath.Join(dir, "h.pdf"), r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(filepath.Join(dir, "h.xlsx"), r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(filepath.Join(dir, "h.json"), r); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, filepath.Join(dir, "h.pdf"))
	mustContain(t, txt, "weird", "-> <=")
	f := openBook(t, filepath.Join(dir, "h.xlsx"))
	v, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Hecho")+"2")
	if len(v) != 32767 {
		t.Errorf("over-long cell kept %d characters, want Excel's 32767", len(v))
	}
}

func TestAtomicWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "informe.pdf")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WritePDF(path, sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Error("the old file was not replaced")
	}
	// A failing write leaves the last good file and no temporary files.
	bad := filepath.Join(dir, "missing", "x.xlsx")
	if err := WriteXLSX(bad, sample(), Options{}); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "informe.pdf" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %q, want only informe.pdf", names)
	}
	// The report's mode follows the umask: TestReportsHonourUmask (Unix).
}

func TestLabelsComplete(t *testing.T) {
	for _, lb := range []labels{labelsES, labelsEN, labelsCA} {
		v := reflect.ValueOf(lb)
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).Name == "SourceLangNote" && lb.Title != labelsCA.Title {
				continue // only the Valencian edition quotes another language
			}
			if fv := v.Field(i); fv.Kind() == reflect.String && fv.String() == "" {
				t.Errorf("label %s is empty", v.Type().Field(i).Name)
			}
		}
		if len(lb.Severities) != len(rules.Severities) {
			t.Error("a severity has no label")
		}
	}
}

// TestWriteSamples writes the sample reports for a person to look at:
// VEEDOR_REPORTS_OUT=/tmp/out go test ./reports -run WriteSamples
func TestWriteSamples(t *testing.T) {
	dir := os.Getenv("VEEDOR_REPORTS_OUT")
	if dir == "" {
		t.Skip("VEEDOR_REPORTS_OUT not set")
	}
	for _, l := range []string{"es", "en", "ca"} {
		r := sample()
		if err := WritePDF(filepath.Join(dir, "sample-"+l+".pdf"), r, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		if err := WriteXLSX(filepath.Join(dir, "sample-"+l+".xlsx"), r, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteJSON(filepath.Join(dir, "sample.json"), sample()); err != nil {
		t.Fatal(err)
	}
	if err := WritePDF(filepath.Join(dir, "empty.pdf"), nil, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WritePDF(filepath.Join(dir, "hostile.pdf"), hostile(), Options{}); err != nil {
		t.Fatal(err)
	}
	big := large(500, 80)
	if err := WritePDF(filepath.Join(dir, "large.pdf"), big, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(filepath.Join(dir, "large.xlsx"), big, Options{}); err != nil {
		t.Fatal(err)
	}
}

// large repeats the sample's findings n times over many sessions, to exercise
// page breaks, repeated table headers and the per-rule cap.
func large(n, sessions int) *audit.Result {
	r := sample()
	base := r.Findings
	r.Findings = nil
	for i := 0; i < n; i++ {
		f := base[i%len(base)]
		f.Session = fmt.Sprintf("S-%04d", 1+i*sessions/n)
		f.Round = i + 1
		f.At = f.At.Add(time.Duration(i) * time.Minute)
		r.Findings = append(r.Findings, f)
	}
	r.Sessions = nil
	for i := 0; i < sessions; i++ {
		s := sample().Sessions[i%2]
		s.ID = fmt.Sprintf("S-%04d", i+1)
		s.Rejected = i%17 == 5
		if s.Rejected {
			s.Reason = "la ronda 3 aparece dos veces con resultados distintos"
		}
		r.Sessions = append(r.Sessions, s)
	}
	return r
}

func TestLargePDF(t *testing.T) {
	path := filepath.Join(t.TempDir(), "large.pdf")
	r := large(500, 80)
	if err := WritePDF(path, r, Options{MaxFindingsPerRule: 50}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, path)
	// Sample findings are 4:3:3 by rule, so 500 of them are 200:150:150.
	mustContain(t, txt, "ROU-PAY-001: se muestran 50 de 200 hallazgos; los 150 restantes",
		"DQ-SEQ-001: se muestran 50 de 150", "S-0080")
	// The sessions table spans pages and repeats its header on each.
	if n := strings.Count(txt, "Apertura"); n < 2 {
		t.Errorf("sessions header printed %d times, want it repeated on every page", n)
	}
}

// tx is a value that reads the same in both languages.
func tx(s string) rules.Text { return rules.Text{ES: s, EN: s} }
