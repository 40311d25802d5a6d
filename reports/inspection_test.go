package reports

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/rules"
)

// pageText is the text of pages from..to (pdftotext -layout).
func pageText(t *testing.T, path string, from, to int) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not on PATH")
	}
	out, err := exec.Command("pdftotext", "-layout", "-f", strconv.Itoa(from), "-l", strconv.Itoa(to), path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

func pdfPages(t *testing.T, path string) int {
	t.Helper()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo not on PATH")
	}
	out, err := exec.Command("pdfinfo", path).Output()
	if err != nil {
		t.Fatalf("pdfinfo: %v", err)
	}
	m := regexp.MustCompile(`Pages:\s+(\d+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("pdfinfo: no page count in %s", out)
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

func sha256File(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// The cover names what was audited and fingerprints it: every input's
// SHA-256 and the rule set's.
func TestPDFCover(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.pdf")
	r := sample()
	if err := WritePDF(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	cover := pageText(t, path, 1, 1)
	mustContain(t, cover, "Informe de inspección", "Auditoría de los registros de juego frente al Catálogo de Juegos",
		"Mesas auditadas", casinoName+": T-01, T-02", "Comunitat Valenciana (cv)",
		"2024-03-01 20:00:00 (+01:00) – 2024-03-02 23:59:00 (+01:00)", "2024-04-02 10:00:00 (+02:00)", "0.9.0",
		"Instrumentos aplicados", "cv-2003", "es-1977", "Huella digital", "sessions.csv", strings.Repeat("ab", 32),
		strings.Repeat("0f", 32), "Conjunto de reglas aplicado", RuleSetSHA256(r), "Inspector/a", "Firma")
	if !regexp.MustCompile(`Página 1 de \d+`).MatchString(cover) {
		t.Error("cover lacks the 'Página 1 de N' footer")
	}
	if strings.Contains(cover, "Resumen") {
		t.Error("the summary started on the cover page")
	}
}

// The summary is one page: key figures, severity, money, the top rules,
// tables and croupiers, and the reconciliation; the charts start after it.
func TestPDFSummaryOnePage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.pdf")
	if err := WritePDF(path, sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	p2 := pageText(t, path, 2, 2)
	mustContain(t, p2, "Resumen", "Sesiones auditadas", "Rondas auditadas", "Apuestas auditadas", "Hallazgos por gravedad",
		"Importes", "Importe en juego", "Pagado de más", "30,00 €", "Pagado de menos", "2,50 €", "27,50 €",
		"Reglas con más hallazgos", "Mesas con más hallazgos", "Crupieres con más hallazgos",
		"Calidad de datos — Conciliación de filas", "Filas leídas", "DESCUADRE", "Página 2 de")
	for _, re := range []string{
		`ROU-PAY-001\s+Pago incorrecto de una apuesta ganadora\s+alta\s+4\s+40,00 €`,
		`T-02\s+80\s+6\s+7,50`,      // table, rounds, findings, per 100 rounds
		`E02\s+12\s+6\s+50,00`,      // croupier, rounds dealt, findings, per 100 rounds
		`alta\s+4\b`, `media\s+3\b`, // by severity
		`Total\s+1304\s+1302\s+1\s+DESCUADRE`,
	} {
		if !regexp.MustCompile(re).MatchString(p2) {
			t.Errorf("summary page lacks %s", re)
		}
	}
	if p3 := pageText(t, path, 3, 3); !strings.Contains(p3, "Gráficos") || strings.Contains(p3, "Conciliación de filas") {
		t.Error("the summary did not fit one page, or the charts do not follow it")
	}
}

// The croupier chart shows the rate per 100 rounds next to the number of
// rounds, and marks a small sample.
func TestPDFCharts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.pdf")
	if err := WritePDF(path, sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	txt := pageText(t, path, 3, 4)
	mustContain(t, txt, "Gráficos", "Hallazgos por regla", "Hallazgos por mesa", "Hallazgos por día", "Hallazgos por hora del día",
		"Hallazgos por 100 rondas, por crupier", "Infracciones", "Calidad de datos",
		"* Muestra pequeña (menos de 30 rondas): la tasa es poco fiable.", "01/03", "02/03")
	for _, re := range []string{`E02\s+n = 12 \*`, `E01\s+n = 120\b`, `E03\s+n = 68\b`, `50,0`, `3,3`} {
		if !regexp.MustCompile(re).MatchString(txt) {
			t.Errorf("charts lack %s", re)
		}
	}
}

func TestPDFValencian(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.pdf")
	r := sample()
	if err := WritePDF(path, r, Options{Lang: "ca"}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, path)
	mustContain(t, txt, "Informe d'inspecció", "Taules auditades", "Empremta digital", "Resum", "Troballes per regla",
		"Troballes per cada 100 rondes, per crupier", "Infraccions", "Annex A. Regles aplicades", "Annex C. Qualitat de les dades",
		"Comunitat Valenciana", "17.345,50 €", "Pàgina 1 de", "es reproduïxen en castellà", "Peñíscola")
	// The audit's sentences exist in Spanish and English: Spanish is quoted.
	mustContain(t, pdfFlow(t, path), r.Findings[4].Detail.ES, "Basat en un text de referència (vegeu l'annex A)")
	for _, en := range []string{"Page 1 of", "Findings", "Summary", r.Findings[4].Detail.EN} {
		if strings.Contains(txt, en) {
			t.Errorf("Valencian edition contains %q", en)
		}
	}
}

func TestWorkbookSheetsPerLanguage(t *testing.T) {
	want := map[string][]string{
		"es": {"Resumen", "Hallazgos", "Por regla", "Por mesa", "Por crupier", "Sesiones", "Calidad de datos", "Reglas", "Supuestos"},
		"en": {"Summary", "Findings", "By rule", "By table", "By croupier", "Sessions", "Data quality", "Rules", "Assumptions"},
		"ca": {"Resum", "Troballes", "Per regla", "Per taula", "Per crupier", "Sessions", "Qualitat de dades", "Regles", "Supòsits"},
	}
	for l, names := range want {
		path := filepath.Join(t.TempDir(), l+".xlsx")
		if err := WriteXLSX(path, sample(), Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		if got := openBook(t, path).GetSheetList(); !reflect.DeepEqual(got, names) {
			t.Errorf("%s: sheets %q, want %q", l, got, names)
		}
	}
}

// cellRaw reads a cell's stored value and type.
func cellRaw(t *testing.T, f *excelize.File, sheet, ref string) (string, excelize.CellType) {
	t.Helper()
	v, err := f.GetCellValue(sheet, ref, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	typ, _ := f.GetCellType(sheet, ref)
	return v, typ
}

func isNumber(typ excelize.CellType) bool {
	return typ == excelize.CellTypeUnset || typ == excelize.CellTypeNumber
}

// Por regla, Por mesa and Por crupier agree with the findings, with typed
// cells: counts as numbers, money in euros, rates as numbers.
func TestWorkbookBreakdowns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.xlsx")
	r := sample()
	if err := WriteXLSX(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, path)
	tot := r.Totals()

	rows, _ := f.GetRows("Por regla")
	if len(rows) != 1+len(r.Rules) {
		t.Fatalf("Por regla: %d rows, want header + %d rules", len(rows), len(r.Rules))
	}
	nCol := colOf(t, f, "Por regla", "Hallazgos")
	stakeCol := colOf(t, f, "Por regla", "En juego (€)")
	sum := 0
	for i, row := range rows[1:] {
		ref := nCol + strconv.Itoa(i+2)
		v, typ := cellRaw(t, f, "Por regla", ref)
		n, err := strconv.Atoi(v)
		if err != nil || !isNumber(typ) {
			t.Errorf("Por regla %s = %q (%v), want an integer", ref, v, typ)
		}
		if n != tot.ByRule[row[0]] {
			t.Errorf("Por regla: %s has %d findings, want %d", row[0], n, tot.ByRule[row[0]])
		}
		sum += n
	}
	if sum != len(r.Findings) {
		t.Errorf("Por regla sums to %d, want %d", sum, len(r.Findings))
	}
	if rows[1][0] != "ROU-PAY-001" {
		t.Errorf("Por regla is not sorted by findings: first %q", rows[1][0])
	}
	if v, typ := cellRaw(t, f, "Por regla", stakeCol+"2"); v != "40" || !isNumber(typ) {
		t.Errorf("Por regla at stake = %q (%v), want 40", v, typ)
	}

	trows, _ := f.GetRows("Por mesa")
	if len(trows) != 3 || trows[2][1] != "T-02" || trows[2][2] != "1" || trows[2][3] != "80" {
		t.Errorf("Por mesa rows = %q", trows)
	}
	if v, typ := cellRaw(t, f, "Por mesa", colOf(t, f, "Por mesa", "Hallazgos por 100 rondas")+"3"); v != "7.5" || !isNumber(typ) {
		t.Errorf("Por mesa per 100 rounds = %q (%v), want 7.5", v, typ)
	}

	drows, _ := f.GetRows("Por crupier")
	if len(drows) != 4 {
		t.Fatalf("Por crupier rows = %q", drows)
	}
	e02 := drows[2]
	if e02[1] != "E02" || e02[2] != "12" || e02[3] != "6" || e02[len(e02)-1] != "sí" {
		t.Errorf("Por crupier E02 = %q", e02)
	}
	if v, typ := cellRaw(t, f, "Por crupier", colOf(t, f, "Por crupier", "Hallazgos por 100 rondas")+"3"); v != "50" || !isNumber(typ) {
		t.Errorf("E02 per 100 rounds = %q (%v), want 50", v, typ)
	}
	if v, _ := cellRaw(t, f, "Por crupier", "D4"); v != "0" {
		t.Errorf("E03 findings = %q, want 0 (a croupier without findings is listed)", v)
	}
	if panes, err := f.GetPanes("Por crupier"); err != nil || !panes.Freeze {
		t.Errorf("Por crupier header not frozen: %+v %v", panes, err)
	}
	if tables, _ := f.GetTables("Por regla"); len(tables) != 1 {
		t.Error("Por regla has no auto-filter table")
	}

	// Hallazgos: the number and the croupier of each finding.
	if v, typ := cellRaw(t, f, "Hallazgos", "A5"); v != "4" || !isNumber(typ) {
		t.Errorf("finding number = %q (%v)", v, typ)
	}
	if v, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Crupier")+"6"); v != "E02" {
		t.Errorf("croupier = %q", v)
	}
}

// The summary sheet carries five charts drawn from its own tables.
func TestWorkbookCharts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "informe.xlsx")
	if err := WriteXLSX(path, sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	charts := 0
	var rels string
	for _, zf := range zr.File {
		if strings.HasPrefix(zf.Name, "xl/charts/chart") {
			charts++
			rc, _ := zf.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			if !bytes.Contains(b, []byte("&#39;Resumen&#39;!$")) {
				t.Errorf("%s does not draw from the summary sheet", zf.Name)
			}
		}
		if zf.Name == "xl/worksheets/_rels/sheet1.xml.rels" {
			rc, _ := zf.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			rels = string(b)
		}
	}
	if charts != 5 {
		t.Errorf("%d charts, want 5", charts)
	}
	if !strings.Contains(rels, "drawing") {
		t.Error("the summary sheet has no drawing")
	}
	f := openBook(t, path)
	sum, _ := f.GetRows("Resumen")
	mustContain(t, flatten(sum), "Hallazgos por regla\nRegla|Infracciones|Calidad de datos|Hallazgos\n", "ROU-PAY-001|4|0|4", "DQ-SEQ-001|0|3|3", "Hallazgos por 100 rondas, por crupier", "E02|12|")
}

func TestRuleSetSHA256(t *testing.T) {
	r := sample()
	a, b := RuleSetSHA256(r), RuleSetSHA256(sample())
	if len(a) != 64 || a != b {
		t.Fatalf("rule-set hash not stable: %s vs %s", a, b)
	}
	r.Assumptions[0].Reading = "prison"
	if RuleSetSHA256(r) == a {
		t.Error("changing a reading did not change the rule-set hash")
	}
	r = sample()
	r.Findings = r.Findings[:1]
	r.Sessions = nil
	if RuleSetSHA256(r) != a {
		t.Error("the rule-set hash depends on the findings")
	}
	path := filepath.Join(t.TempDir(), "x.json")
	if err := WriteJSON(path, sample()); err != nil {
		t.Fatal(err)
	}
	var got struct {
		RuleSet string `json:"rule_set_sha256"`
	}
	b2, _ := os.ReadFile(path)
	if err := json.Unmarshal(b2, &got); err != nil || got.RuleSet != a {
		t.Errorf("JSON rule_set_sha256 = %q (%v), want %s", got.RuleSet, err, a)
	}
}

func TestManifest(t *testing.T) {
	dir := t.TempDir()
	r := sample()
	pdf, xlsx, js := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.xlsx"), filepath.Join(dir, "r.json")
	if err := WritePDF(pdf, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(xlsx, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(js, r); err != nil {
		t.Fatal(err)
	}
	mp := ManifestPath(pdf)
	if mp != filepath.Join(dir, "r.manifest.json") {
		t.Errorf("manifest path = %s", mp)
	}
	if err := WriteManifest(mp, r, Options{}, []string{pdf, xlsx, js}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(mp)
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Format != ManifestFormat || m.Version != "0.9.0" || m.Region != "cv" || m.GeneratedAt != "2024-04-02T10:00:00+02:00" || m.Lang != "es" {
		t.Errorf("manifest head = %+v", m)
	}
	if len(m.Inputs) != 2 || m.Inputs[1].SHA256 != strings.Repeat("0f", 32) || m.Inputs[1].Bytes != 98765 {
		t.Errorf("inputs = %+v", m.Inputs)
	}
	if len(m.Instruments) != 2 || m.Instruments[0].ID != rules.CV2003 || len(m.Assumptions) != 1 || m.Assumptions[0].Reading != "half-back" || m.Assumptions[0].IsDefault {
		t.Errorf("instruments %+v, assumptions %+v", m.Instruments, m.Assumptions)
	}
	if m.RuleSetSHA256 != RuleSetSHA256(r) || len(m.Rules) != 3 {
		t.Errorf("rule set = %s %q", m.RuleSetSHA256, m.Rules)
	}
	if m.Rows != (ManifestRows{Read: 1304, Audited: 1302, Rejected: 1}) || m.Findings != (ManifestFindingCounts{10, 7, 3}) {
		t.Errorf("rows %+v, findings %+v", m.Rows, m.Findings)
	}
	if len(m.Outputs) != 3 {
		t.Fatalf("outputs = %+v", m.Outputs)
	}
	for i, p := range []string{pdf, xlsx, js} {
		o := m.Outputs[i]
		fi, _ := os.Stat(p)
		if o.Path != p || o.SHA256 != sha256File(t, p) || o.Bytes != fi.Size() || o.Kind != strings.TrimPrefix(filepath.Ext(p), ".") {
			t.Errorf("output %d = %+v, want the hash of %s", i, o, p)
		}
	}
	// The manifest itself is reproducible.
	again := filepath.Join(dir, "again.json")
	if err := WriteManifest(again, r, Options{}, []string{pdf, xlsx, js}); err != nil {
		t.Fatal(err)
	}
	if sha256File(t, again) != sha256File(t, mp) {
		t.Error("two manifests of the same reports differ")
	}
	if err := WriteManifest(filepath.Join(dir, "bad.json"), r, Options{}, []string{filepath.Join(dir, "missing.pdf")}); err == nil {
		t.Error("a manifest of a missing report was written")
	}
}

// Every edition is reproducible byte for byte.
func TestDeterministicEditions(t *testing.T) {
	dir := t.TempDir()
	for _, l := range []string{"en", "ca"} {
		for _, kind := range []string{"pdf", "xlsx"} {
			var sums []string
			for i := 0; i < 2; i++ {
				p := filepath.Join(dir, l+strconv.Itoa(i)+"."+kind)
				var err error
				if kind == "pdf" {
					err = WritePDF(p, sample(), Options{Lang: l})
				} else {
					err = WriteXLSX(p, sample(), Options{Lang: l})
				}
				if err != nil {
					t.Fatal(err)
				}
				sums = append(sums, sha256File(t, p))
			}
			if sums[0] != sums[1] {
				t.Errorf("%s %s: two writes differ", l, kind)
			}
		}
	}
}

// A million findings still make a readable PDF: the cap per rule bounds the
// findings listed, and the note says where the rest are. (Measured with far
// fewer findings here; BenchmarkPDFMillion runs the real size.)
func TestPDFStaysReadable(t *testing.T) {
	r := synthetic(20000)
	path := filepath.Join(t.TempDir(), "big.pdf")
	if err := WritePDF(path, r, Options{MaxFindingsPerRule: 10}); err != nil {
		t.Fatal(err)
	}
	if n := pdfPages(t, path); n > 60 {
		t.Errorf("%d pages for 20,000 findings capped at 10 per rule", n)
	}
	txt := pdfFlow(t, path)
	mustContain(t, txt, "Este informe muestra como máximo 10 hallazgos por regla", "RUL-S01: se muestran 10 de")
	if !regexp.MustCompile(`\b20\.000\b`).MatchString(pageText(t, path, 2, 2)) {
		t.Error("summary does not show 20.000 findings")
	}
}

// Log text on the summary sheet (written cell by cell, not streamed) stays
// text too.
func TestSummaryTextStaysText(t *testing.T) {
	r := sample()
	for i := range r.Sessions {
		r.Sessions[i].Casino = hyperlink
	}
	r.Log = "+1"
	path := filepath.Join(t.TempDir(), "x.xlsx")
	if err := WriteXLSX(path, r, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, path)
	rows, _ := f.GetRows("Resumen")
	found := 0
	for i, row := range rows {
		if len(row) > 1 && (row[1] == hyperlink || row[1] == "+1") {
			found++
			ref := "B" + strconv.Itoa(i+1)
			if fm, _ := f.GetCellFormula("Resumen", ref); fm != "" {
				t.Errorf("%s became a formula %q", ref, fm)
			}
		}
	}
	if found != 2 {
		t.Errorf("found %d hostile values on the summary sheet, want 2 (casino and log)", found)
	}
}
