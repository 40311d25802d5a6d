package reports

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	_ "github.com/veedor/veedor/audit/roulette" // registers the roulette replay
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// auditFixture audits a generated log with violations of every class, as
// `veedor fixtures --region es --sessions 6 --seed 1 --violations 0.01`
// followed by `veedor audit` would.
func auditFixture(t *testing.T) (*audit.Result, string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "log")
	if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: rules.RegionES, Sessions: 6, Seed: 1, Violations: 0.01}, out); err != nil {
		t.Fatal(err)
	}
	return auditLog(t, out), out
}

func auditLog(t *testing.T, out string) *audit.Result {
	t.Helper()
	src, err := logs.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	at := time.Date(2024, time.March, 10, 9, 0, 0, 0, time.FixedZone("", 3600))
	res, err := audit.Run(src, audit.Options{Region: rules.RegionES, Assume: rules.Defaults(), Version: "test", GeneratedAt: at})
	if err != nil {
		t.Fatal(err)
	}
	res.Log = out
	if len(res.Findings) == 0 {
		t.Fatal("the generated log produced no finding")
	}
	return res
}

// On an audited log, the PDF, the workbook and the JSON tell the same
// figures, with correct accents and typed cells.
func TestAuditedLogReportsAgree(t *testing.T) {
	res, logPath := auditFixture(t)
	dir := t.TempDir()
	pdf, xlsx, js := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.xlsx"), filepath.Join(dir, "r.json")
	if err := WritePDF(pdf, res, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(xlsx, res, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(js, res); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Totals   jsonTotals `json:"totals"`
		RuleSet  string     `json:"rule_set_sha256"`
		Findings []struct {
			Rule string `json:"rule"`
		} `json:"findings"`
		Dealers []audit.DealerCount `json:"dealers"`
	}
	b, _ := os.ReadFile(js)
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	tot := doc.Totals
	if tot.Findings != len(res.Findings) || tot.Violations == 0 || tot.DataIssues == 0 {
		t.Fatalf("JSON totals = %+v", tot)
	}

	// Workbook against JSON.
	f := openBook(t, xlsx)
	rows, _ := f.GetRows("Hallazgos")
	if len(rows)-1 != tot.Findings {
		t.Errorf("Hallazgos has %d findings, JSON %d", len(rows)-1, tot.Findings)
	}
	for i, row := range rows[1:] {
		if row[1] != doc.Findings[i].Rule {
			t.Fatalf("finding %d: workbook rule %s, JSON %s", i+1, row[1], doc.Findings[i].Rule)
		}
	}
	dq, _ := f.GetRows("Calidad de datos")
	n := 0
	for _, row := range dq[1:] {
		if len(row) < 2 || row[1] == "" {
			break
		}
		n++
	}
	if n != tot.DataIssues {
		t.Errorf("Calidad de datos has %d findings, JSON %d", n, tot.DataIssues)
	}
	byRule, _ := f.GetRows("Por regla")
	got := map[string]int{}
	for _, row := range byRule[1:] {
		if k, _ := strconv.Atoi(row[4]); k > 0 {
			got[row[0]] = k
		}
	}
	if len(got) != len(tot.ByRule) {
		t.Errorf("Por regla has %d rules with findings, JSON %d", len(got), len(tot.ByRule))
	}
	for id, k := range tot.ByRule {
		if got[id] != k {
			t.Errorf("Por regla %s = %d, JSON %d", id, got[id], k)
		}
	}
	byDealer, _ := f.GetRows("Por crupier")
	if len(byDealer)-1 != len(doc.Dealers) {
		t.Errorf("Por crupier has %d croupiers, JSON %d", len(byDealer)-1, len(doc.Dealers))
	}
	for i, d := range doc.Dealers {
		if i+1 < len(byDealer) && (byDealer[i+1][1] != d.Dealer || byDealer[i+1][2] != strconv.Itoa(d.Rounds)) {
			t.Errorf("Por crupier row %d = %q, JSON %+v", i+1, byDealer[i+1], d)
		}
	}
	sum, _ := f.GetRows("Resumen")
	mustContain(t, flatten(sum), "Hallazgos en total|"+strconv.Itoa(tot.Findings)+"\n", "Infracciones|"+strconv.Itoa(tot.Violations)+"\n", doc.RuleSet)
	for _, c := range []struct{ header, want string }{
		{"Nº", "n"}, {"Ronda", "n"}, {"Hora", "n"}, {"En juego (€)", "n"}, {"Diferencia (€)", "n"}, {"Regla", "s"}, {"Sesión", "s"},
	} {
		ref := colOf(t, f, "Hallazgos", c.header) + "2"
		typ, _ := f.GetCellType("Hallazgos", ref)
		if str := typ == excelize.CellTypeInlineString || typ == excelize.CellTypeSharedString; str != (c.want == "s") {
			t.Errorf("Hallazgos %s (%s) has type %v", c.header, ref, typ)
		}
	}
	if v, _ := f.GetCellValue("Hallazgos", colOf(t, f, "Hallazgos", "Hora")+"2"); !regexp.MustCompile(`^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$`).MatchString(v) {
		t.Errorf("time cell shows %q", v)
	}

	// PDF against JSON.
	txt := pdfText(t, pdf)
	mustContain(t, txt, "Informe de inspección", "Página 1 de", "Conciliación de filas", "Calidad de datos", "Región",
		"España (catálogo nacional) (es)", "Orden de 9 de octubre de 1979", "Crupieres con más hallazgos", doc.RuleSet,
		(tot.Overpaid - tot.Underpaid).Euro("es"), tot.AtStake.Euro("es"))
	figures := regexp.MustCompile(`\b` + strconv.Itoa(tot.Findings) + `\s+` + strconv.Itoa(tot.Violations) + `\s+` + strconv.Itoa(tot.DataIssues) + `\s+[\d,]+\s*\n\s*Hallazgos en total`)
	if !figures.MatchString(txt) {
		t.Errorf("PDF key figures do not show %d findings, %d violations, %d data-quality", tot.Findings, tot.Violations, tot.DataIssues)
	}
	var read, aud, rej int64
	for _, c := range res.Counts {
		read, aud, rej = read+c.Read, aud+c.Audited, rej+c.Rejected
	}
	if !regexp.MustCompile(`Total\s+` + fmtInt(read, "es") + `\s+` + fmtInt(aud, "es") + `\s+` + fmtInt(rej, "es") + `\s+OK`).MatchString(txt) {
		t.Errorf("PDF reconciliation total %d = %d + %d not shown", read, aud, rej)
	}
	for id := range tot.ByRule {
		if !strings.Contains(txt, id) {
			t.Errorf("PDF does not mention rule %s", id)
		}
	}
	if strings.Contains(txt, "Ã") {
		t.Error("mojibake in the PDF")
	}

	// A second audit of the same log, written again: the same bytes.
	again := auditLog(t, logPath)
	for _, c := range []struct {
		path  string
		write func(string) error
	}{
		{pdf, func(p string) error { return WritePDF(p, again, Options{}) }},
		{xlsx, func(p string) error { return WriteXLSX(p, again, Options{}) }},
		{js, func(p string) error { return WriteJSON(p, again) }},
	} {
		p := c.path + ".again"
		if err := c.write(p); err != nil {
			t.Fatal(err)
		}
		if sha256File(t, p) != sha256File(t, c.path) {
			t.Errorf("%s: a second audit of the same log gives other bytes", filepath.Base(c.path))
		}
	}
}
