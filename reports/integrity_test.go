package reports

import (
	"archive/zip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/jung-kurt/gofpdf"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/rules"
	_ "github.com/veedor/veedor/rules/blackjack"
	_ "github.com/veedor/veedor/rules/puntobanca"
	_ "github.com/veedor/veedor/rules/roulette"
)

// Every instrument has the short legal name an inspector cites it by,
// derived from its title.
func TestLegalNames(t *testing.T) {
	want := map[string]string{
		rules.ES1977:  "Orden 1-VI-1977",
		rules.ES1979:  "Orden 9-X-1979",
		rules.ES1984:  "Orden 23-I-1984",
		rules.CyL2008: "Decreto 2/2008",
		rules.CV2003:  "Orden 19-IX-2003",
	}
	for id := range rules.Instruments {
		if _, ok := want[id]; !ok {
			t.Errorf("instrument %s has no expected legal name in this test", id)
		}
	}
	for id, w := range want {
		if got := instrumentName(id); got != w {
			t.Errorf("instrumentName(%s) = %q, want %q", id, got, w)
		}
	}
	if got := instrumentName("xx-2000"); got != "xx-2000" {
		t.Errorf("an unknown instrument is named %q, want its ID", got)
	}
}

// The PDF's findings and the workbook cite "Orden 19-IX-2003, ..., línea 57",
// not the internal seed file; the seed stays in the annex of rules.
func TestCitationsAsInspectorsCite(t *testing.T) {
	dir := t.TempDir()
	r := sample()
	pdf, book := filepath.Join(dir, "i.pdf"), filepath.Join(dir, "i.xlsx")
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(book, r, Options{}); err != nil {
		t.Fatal(err)
	}
	flow := pdfFlow(t, pdf)
	annex := strings.Index(flow, "Anexo A. Reglas aplicadas")
	if annex < 0 {
		t.Fatal("no annex A in the PDF")
	}
	body := flow[:annex]
	mustContain(t, body, "Orden 19-IX-2003, Ruleta francesa, 4.2, línea 57: «El pago")
	for _, bad := range []string{rules.SeedCV, "L57", "cv-2003, Ruleta"} {
		if strings.Contains(body, bad) {
			t.Errorf("the findings cite %q", bad)
		}
	}
	mustContain(t, flow[annex:], rules.SeedCV, "Orden 19-IX-2003, Ruleta francesa, 4.2, línea 57")

	f := openBook(t, book)
	c, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Cita")+"2")
	if !strings.HasPrefix(c, "Orden 19-IX-2003, Ruleta francesa, 4.2, línea 57: «") || strings.Contains(c, rules.SeedCV) {
		t.Errorf("workbook citation = %q", c)
	}
	in, _ := f.GetCellValue("Reglas", colOf(t, f, "Reglas", "Instrumento")+"2")
	if in != "Orden 19-IX-2003 (cv-2003)" {
		t.Errorf("Reglas names the instrument %q", in)
	}
	seed, _ := f.GetCellValue("Reglas", colOf(t, f, "Reglas", "Fichero del texto")+"2")
	if seed != rules.SeedCV {
		t.Errorf("Reglas lost the seed file: %q", seed)
	}
}

// The digests' register entries are English ("NOT SPECIFIED (zero
// splits)"); a Spanish or Valencian report shows them in its language.
func TestRegisterInReportLanguage(t *testing.T) {
	cases := []struct{ in, es, ca string }{
		{"cv-2003 01.5 NOT SPECIFIED (zero splits)", "cv-2003 01.5 no especificado", "cv-2003 01.5 no especificat"},
		{"cv-2003 06.7 (NOT SPECIFIED)", "cv-2003 06.7 no especificado", "cv-2003 06.7 no especificat"},
		{"es-1979 PB-B2 (rounding NOT IN SOURCE)", "es-1979 PB-B2 no consta en el texto", "es-1979 PB-B2 no consta en el text"},
		{"es-1977 AMB-14 (INFO only)", "es-1977 AMB-14 solo informativo", "es-1977 AMB-14 només informatiu"},
		{"es-1977 AMB-07", "es-1977 AMB-07", "es-1977 AMB-07"},
	}
	for _, c := range cases {
		if got := registerEntry(c.in, "es"); got != c.es {
			t.Errorf("es: %q → %q, want %q", c.in, got, c.es)
		}
		if got := registerEntry(c.in, "ca"); got != c.ca {
			t.Errorf("ca: %q → %q, want %q", c.in, got, c.ca)
		}
		if got := registerEntry(c.in, "en"); got != c.in {
			t.Errorf("en: %q changed to %q", c.in, got)
		}
	}
	all := rules.AllAssumptions()
	if len(all) == 0 {
		t.Fatal("no switch registered")
	}
	english := regexp.MustCompile(`[A-Z]{4,} [A-Z]|\b(only|vs|which|rounding|same|value|bets)\b|\(`)
	for _, a := range all {
		for _, e := range a.Register {
			if s := registerEntry(e, "es"); english.MatchString(s) {
				t.Errorf("%s: register %q reads %q in Spanish", a.ID, e, s)
			}
		}
	}

	r := sample()
	r.Assumptions[0].Switch.Register = []string{"cv-2003 01.5 NOT SPECIFIED (zero splits)"}
	dir := t.TempDir()
	pdf, book := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.xlsx")
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(book, r, Options{}); err != nil {
		t.Fatal(err)
	}
	flow := pdfFlow(t, pdf)
	mustContain(t, flow, "cv-2003 01.5 no especificado")
	if strings.Contains(flow, "NOT SPECIFIED") || strings.Contains(flow, "zero splits") {
		t.Error("the Spanish PDF prints the register in English")
	}
	f := openBook(t, book)
	v, _ := f.GetCellValue("Supuestos", colOf(t, f, "Supuestos", "Registro de ambigüedades")+"2")
	if v != "cv-2003 01.5 no especificado" {
		t.Errorf("Supuestos register = %q", v)
	}
}

// A euro amount never breaks from its sign, a time never from its offset, a
// citation's "línea" never from its number, whatever the width
// of the cell (from the narrowest cell such text is given, 30 mm).
func TestPDFKeepsTokensTogether(t *testing.T) {
	p := gofpdf.New("P", "mm", "A4", "")
	p.AddPage()
	d := &pdfDoc{p: p, tr: p.UnicodeTranslatorFromDescriptor(""), l: "es", lb: labelsFor("es"), r: &audit.Result{}}
	text := "Se pagaron 1.005,00 € por una apuesta de 10,00 € a las 2024-03-01 20:00:00 (+01:00), " +
		"registrada 2024-03-31 02:30 +02:00; Orden 9-X-1979, 01.VI, línea 121"
	for w := 30.0; w <= 90; w += 0.25 {
		lines, _ := d.measure([]col{{w: w}}, []cell{{s: text}}, 7)
		for i, ln := range lines[0] {
			s := string(ln)
			if strings.HasPrefix(s, "\x80") { // "€" in cp1252
				t.Fatalf("width %.2f: line %d starts with the euro sign: %q", w, i, s)
			}
			if strings.HasPrefix(s, "(+01:00)") || strings.HasPrefix(s, "+02:00") {
				t.Fatalf("width %.2f: line %d starts with an offset: %q", w, i, s)
			}
			if regexp.MustCompile(`^\d+$|^121`).MatchString(s) {
				t.Fatalf("width %.2f: line %d starts with a line number cut from «línea»: %q", w, i, s)
			}
		}
	}
}

func TestOneLine(t *testing.T) {
	for in, want := range map[string]string{
		"RF-S0002":                "RF-S0002",
		"RF-S0002\u200b":          `RF-S0002\u200b`,
		"RF-S0002\nDISPENSADA":    `RF-S0002\nDISPENSADA`,
		"a\r\tb\x00c\x1b[31m":     `a\r\tb\u0000c\u001b[31m`,
		"\u202eevil\u202c":        `\u202eevil\u202c`,
		"\ufeffBOM \u2066x\u2069": `\ufeffBOM \u2066x\u2069`,
		"l\u2028m\u2029n\u0085":   `l\u2028m\u2029n\u0085`,
		"x\ufe0fy\u3164z":         `x\ufe0fy\u3164z`,
		"bad \xff byte":           "bad \ufffd byte",
		"Peñíscola — 10,00 €":     "Peñíscola — 10,00 €",
		"tag\U000E0041":           `tag\U000e0041`,
	} {
		if got := oneLine(in); got != want {
			t.Errorf("oneLine(%q) = %q, want %q", in, got, want)
		}
		if again := oneLine(oneLine(in)); again != oneLine(in) {
			t.Errorf("oneLine is not idempotent on %q", in)
		}
	}
	if got := block("a\nb\u200bc"); got != "a\nb\\u200bc" {
		t.Errorf("block = %q", got)
	}
}

// disguised is a Result whose identifiers try to disguise the report: a line
// break inside a session ID that would print "DISPENSADA" on a line of its
// own, zero-width and bidi characters that make two IDs look the same.
func disguised() *audit.Result {
	r := sample()
	for i := range r.Findings {
		if r.Findings[i].Session == "S-0001" {
			r.Findings[i].Session = "S-0001\nDISPENSADA"
		}
	}
	r.Findings[0].Bet = "b-10\u200b"
	r.Findings[0].Dealer = "E01\u202e10E"
	r.Findings[0].Detail = rules.Text{ES: "Pago incorrecto\nDISPENSADA por inspección", EN: "Wrong payout\nWAIVED by inspection"}
	r.Sessions[0].ID = "S-0001\nDISPENSADA"
	r.Inputs = []audit.Input{{Path: "registro/bets\u200b.csv", Bytes: 10, SHA256: "ab"}}
	r.Notices = []string{"aviso\u2028DISPENSADA"}
	return r
}

func TestFreeTextCannotDisguise(t *testing.T) {
	dir := t.TempDir()
	r := disguised()
	pdf, book, js, man := filepath.Join(dir, "d.pdf"), filepath.Join(dir, "d.xlsx"), filepath.Join(dir, "d.json"), filepath.Join(dir, "d.manifest.json")
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(book, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(js, r); err != nil {
		t.Fatal(err)
	}
	if err := WriteManifest(man, r, Options{}, []string{js}); err != nil {
		t.Fatal(err)
	}

	// PDF: the mark never stands on a line of its own; the escape shows.
	txt := pdfText(t, pdf)
	for _, ln := range strings.Split(txt, "\n") {
		if f := strings.Fields(ln); len(f) > 0 && strings.HasPrefix(f[0], "DISPENSADA") {
			t.Errorf("the PDF prints a line starting %q: %q", f[0], ln)
		}
	}
	mustContain(t, pdfFlow(t, pdf), `S-0001\nDISPENSADA`, `b-10\u200b`, `E01\u202e10E`, `bets\u200b.csv`, `aviso\u2028DISPENSADA`)

	// Workbook: no cell holds a line break, a zero-width or a bidi character.
	f := openBook(t, book)
	for _, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for i, row := range rows {
			for j, v := range row {
				if strings.ContainsAny(v, "\u200b\u202e\u2028") || strings.Contains(v, "\nDISPENSADA") {
					t.Errorf("%s!R%dC%d holds %q", sheet, i+1, j+1, v)
				}
			}
		}
	}
	sess, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Sesión")+"2")
	bet, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Apuesta")+"2")
	if sess != `S-0001\nDISPENSADA` || bet != `b-10\u200b` {
		t.Errorf("workbook shows session %q, bet %q", sess, bet)
	}

	// JSON and manifest: the same escapes, never the raw characters.
	for _, p := range []string{js, man} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		if strings.ContainsAny(s, "\u200b\u202e") || strings.Contains(s, `\u200b`) && !strings.Contains(s, `\\u200b`) {
			t.Errorf("%s writes a raw invisible character", filepath.Base(p))
		}
		if strings.Contains(s, `S-0001\nDISPENSADA"`) && !strings.Contains(s, `S-0001\\nDISPENSADA"`) {
			t.Errorf("%s writes a line break inside a session ID", filepath.Base(p))
		}
	}
	var doc struct {
		Inputs   []audit.Input `json:"inputs"`
		Findings []struct {
			Session string     `json:"session_id"`
			Bet     string     `json:"bet_id"`
			Detail  rules.Text `json:"detail"`
		} `json:"findings"`
		Sessions []audit.SessionSummary `json:"sessions"`
	}
	b, _ := os.ReadFile(js)
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Findings[0].Session != `S-0001\nDISPENSADA` || doc.Findings[0].Bet != `b-10\u200b` ||
		doc.Findings[0].Detail.ES != `Pago incorrecto\nDISPENSADA por inspección` || doc.Sessions[0].ID != `S-0001\nDISPENSADA` ||
		doc.Inputs[0].Path != `registro/bets\u200b.csv` {
		t.Errorf("JSON: %+v", doc)
	}
	var m Manifest
	b, _ = os.ReadFile(man)
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Inputs[0].Path != `registro/bets\u200b.csv` {
		t.Errorf("manifest input path = %q", m.Inputs[0].Path)
	}
	// The Result itself is untouched: the writers neutralise copies.
	if r.Findings[0].Bet != "b-10\u200b" {
		t.Error("a writer changed the Result")
	}
}

// sheetXML is the XML of each worksheet of a workbook, by part name.
func sheetXML(t *testing.T, path string) map[string]string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	out := map[string]string{}
	for _, zf := range zr.File {
		if !strings.HasPrefix(zf.Name, "xl/worksheets/sheet") {
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		out[zf.Name] = string(b)
	}
	return out
}

// Workbook: every data sheet filters, long text wraps, and an empty value
// is an empty cell, not a text cell holding "".
func TestWorkbookCellsAndFilters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.xlsx")
	r := sample()
	r.Findings[0].Bet, r.Findings[0].Dealer = "", ""
	if err := WriteXLSX(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	for name, x := range sheetXML(t, path) {
		if strings.Contains(x, "<t></t>") || strings.Contains(x, "<t/>") {
			t.Errorf("%s holds empty text cells", name)
		}
	}
	f := openBook(t, path)
	for _, sheet := range f.GetSheetList() {
		if sheet == "Resumen" {
			continue
		}
		tables, err := f.GetTables(sheet)
		if err != nil || len(tables) != 1 {
			t.Errorf("%s: %d tables (%v), want one with its filter", sheet, len(tables), err)
		}
	}
	for _, h := range []string{"Título", "Hecho", "Esperado", "Registrado", "Cita"} {
		ref := colOf(t, f, "Hallazgos", h) + "2"
		id, err := f.GetCellStyle("Hallazgos", ref)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.GetStyle(id)
		if err != nil || st.Alignment == nil || !st.Alignment.WrapText {
			t.Errorf("Hallazgos %s (%s) does not wrap", h, ref)
		}
	}
	bet := colOf(t, f, "Hallazgos", "Apuesta") + "2"
	if typ, _ := f.GetCellType("Hallazgos", bet); typ != 0 {
		t.Errorf("an empty bet is a cell of type %v", typ)
	}
}

// The findings-over-time chart labels every day of the period, and a day
// without findings shows a zero, however many days the period has.
func TestDayChartShowsEveryDay(t *testing.T) {
	r := sample()
	r.PeriodFrom, r.PeriodTo = at(1, 20, 0, 0), at(1, 20, 0, 0).AddDate(0, 0, 39) // 40 days
	r.Findings[0].At = at(1, 20, 0, 0).AddDate(0, 0, 20)
	st, err := computeStats(r)
	if err != nil {
		t.Fatal(err)
	}
	if st.unit != unitDay || len(st.days) != 40 {
		t.Fatalf("unit %d with %d bins, want 40 days", st.unit, len(st.days))
	}
	path := filepath.Join(t.TempDir(), "days.pdf")
	if err := WritePDF(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	flow := pdfFlow(t, path)
	i, j := strings.Index(flow, "Hallazgos por día"), strings.Index(flow, "Hallazgos por hora")
	if i < 0 || j < i {
		t.Fatal("no day chart")
	}
	chart := flow[i:j]
	for _, b := range st.days {
		if !strings.Contains(chart, b.Label) {
			t.Errorf("day %s is not labelled", b.Label)
		}
	}
	zeros := 0
	for _, b := range st.days {
		if b.Viol+b.DQ == 0 {
			zeros++
		}
	}
	if got := len(regexp.MustCompile(`(^| )0( |$)`).FindAllString(chart, -1)); got < zeros {
		t.Errorf("%d zeros shown, want one for each of the %d days without findings", got, zeros)
	}
}

// The summary's rounds audited are the rounds played; when the rounds
// table's audited rows differ (void rounds), the page says why.
func TestRoundsAuditedAgreeOrSayWhy(t *testing.T) {
	r := sample()
	r.Counts = append(r.Counts, audit.TableCount{Table: "rounds", Read: 212, Audited: 209, Rejected: 3})
	dir := t.TempDir()
	pdf, book := filepath.Join(dir, "s.pdf"), filepath.Join(dir, "s.xlsx")
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(book, r, Options{}); err != nil {
		t.Fatal(err)
	}
	summary := strings.Join(strings.Fields(pageText(t, pdf, 2, 2)), " ")
	mustContain(t, summary, "Rondas auditadas", "Las rondas auditadas del resumen (200) son las rondas jugadas; la tabla rounds tiene 209 filas auditadas: las 9 de diferencia son rondas anuladas")
	f := openBook(t, book)
	rows, _ := f.GetRows("Resumen")
	mustContain(t, flatten(rows), "la tabla rounds tiene 209 filas auditadas")

	r.Counts[len(r.Counts)-1].Audited, r.Counts[len(r.Counts)-1].Rejected = 200, 12
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if s := pageText(t, pdf, 2, 2); strings.Contains(s, "de diferencia") {
		t.Error("the note shows when the figures agree")
	}
}

// A rejected session's reason is in the report's language, and the reader's
// notices too.
func TestReasonsInReportLanguage(t *testing.T) {
	r := sample()
	r.Sessions = append(r.Sessions, audit.SessionSummary{ID: "S-0003", Casino: casinoName, Table: "T-03", Game: "bacarra", Rejected: true,
		Reason: "Game \"bacarra\" unknown or not audited by this version; its rows are rejected."})
	r.Findings = append(r.Findings, audit.Finding{Rule: audit.DQSession, Kind: rules.DataQuality, Severity: rules.High, Casino: casinoName, Table: "T-03", Session: "S-0003",
		Detail: rules.Text{ES: "Juego \"bacarra\" desconocido o no auditado por esta versión; sus filas se rechazan.", EN: r.Sessions[2].Reason}})
	r.Notices = []string{`fixtures/x/bets.csv: unknown column "comentario" ignored`, `x.db: table bets: unknown column "nota" ignored`}
	dir := t.TempDir()
	for _, l := range []string{"es", "en"} {
		pdf, book := filepath.Join(dir, l+".pdf"), filepath.Join(dir, l+".xlsx")
		if err := WritePDF(pdf, r, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		if err := WriteXLSX(book, r, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		f := openBook(t, book)
		sheet, dq := labelsFor(l).SheetSessions, labelsFor(l).SheetDataQuality
		srows, _ := f.GetRows(sheet)
		nrows, _ := f.GetRows(dq)
		text := pdfFlow(t, pdf) + flatten(srows) + flatten(nrows)
		if l == "es" {
			mustContain(t, text, "desconocido o no auditado por esta versión", "fixtures/x/bets.csv: columna desconocida «comentario», ignorada",
				"x.db: tabla bets: columna desconocida «nota», ignorada")
			for _, en := range []string{"unknown or not audited", "unknown column"} {
				if strings.Contains(text, en) {
					t.Errorf("the Spanish reports print %q", en)
				}
			}
		} else {
			mustContain(t, text, "unknown or not audited by this version", `bets.csv: unknown column "comentario" ignored`)
		}
	}
}

// A log unusable as a whole says so first: on the PDF's cover, at the top of
// the workbook's summary, and in the JSON.
func TestUnusableLogShownFirst(t *testing.T) {
	r := &audit.Result{Region: rules.RegionES, Log: "vacío",
		Unusable: []rules.Text{{ES: "El registro no contiene ninguna sesión.", EN: "The log holds no sessions."}}}
	dir := t.TempDir()
	for _, c := range []struct{ lang, title, sentence string }{
		{"es", "Registro inutilizable", "El registro no contiene ninguna sesión."},
		{"en", "Unusable log", "The log holds no sessions."},
		{"ca", "Registre inutilitzable", "El registro no contiene ninguna sesión."},
	} {
		pdf, book, js := filepath.Join(dir, c.lang+".pdf"), filepath.Join(dir, c.lang+".xlsx"), filepath.Join(dir, c.lang+".json")
		if err := WritePDF(pdf, r, Options{Lang: c.lang}); err != nil {
			t.Fatal(err)
		}
		if err := WriteXLSX(book, r, Options{Lang: c.lang}); err != nil {
			t.Fatal(err)
		}
		if err := WriteJSON(js, r); err != nil {
			t.Fatal(err)
		}
		cover := strings.Join(strings.Fields(pageText(t, pdf, 1, 1)), " ")
		i, j := strings.Index(cover, c.title), strings.Index(cover, c.sentence)
		k := strings.Index(cover, labelsFor(c.lang).Casino)
		if i < 0 || j < i || k < j {
			t.Errorf("%s: the cover does not open with %q and %q before the audit's details: %q", c.lang, c.title, c.sentence, cover)
		}
		f := openBook(t, book)
		rows, _ := f.GetRows(labelsFor(c.lang).SheetSummary)
		if len(rows) < 6 || len(rows[3]) == 0 || rows[3][0] != c.title || !strings.Contains(flatten(rows[4:7]), c.sentence) {
			t.Errorf("%s: the workbook summary starts %q", c.lang, rows[:min(len(rows), 7)])
		}
		var doc struct {
			Unusable []rules.Text `json:"unusable"`
		}
		b, _ := os.ReadFile(js)
		if err := json.Unmarshal(b, &doc); err != nil || len(doc.Unusable) != 1 || doc.Unusable[0].EN != "The log holds no sessions." {
			t.Errorf("JSON unusable = %+v (%v)", doc.Unusable, err)
		}
	}
	// A usable log shows no such banner.
	pdf := filepath.Join(dir, "ok.pdf")
	if err := WritePDF(pdf, sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(pageText(t, pdf, 1, 1), "inutilizable") {
		t.Error("a usable log's cover says it is unusable")
	}
}

// Each CSV input's dialect is on the cover's list of inputs, in the
// workbook's and in the manifest.
func TestInputDialectShown(t *testing.T) {
	r := sample()
	r.Inputs[1].Dialect = "Windows-1252, ';', decimal comma"
	dir := t.TempDir()
	pdf, book, man := filepath.Join(dir, "i.pdf"), filepath.Join(dir, "i.xlsx"), filepath.Join(dir, "i.manifest.json")
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(book, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteManifest(man, r, Options{}, []string{pdf}); err != nil {
		t.Fatal(err)
	}
	mustContain(t, strings.Join(strings.Fields(pageText(t, pdf, 1, 1)), " "), "Formato CSV: Windows-1252, ';', decimal comma")
	f := openBook(t, book)
	rows, _ := f.GetRows("Resumen")
	found := false
	for _, row := range rows {
		if len(row) == 4 && row[0] == r.Inputs[1].Path && row[3] == r.Inputs[1].Dialect {
			found = true
		}
	}
	if !found {
		t.Errorf("Resumen lists no input with its dialect: %q", rows)
	}
	var m Manifest
	b, _ := os.ReadFile(man)
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Inputs[1].Dialect != r.Inputs[1].Dialect || m.Inputs[0].Dialect != "" || strings.Count(string(b), `"dialect"`) != 1 {
		t.Errorf("manifest inputs = %+v", m.Inputs)
	}
}
