package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// nightlyOptions marks the sample's findings: IDs, the first two new, the
// third waived, a resolved finding and three runs of trend.
func nightlyOptions(n int) Options {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("id%018d", i+1)
	}
	until := time.Date(2024, 4, 1, 0, 0, 0, 0, cet)
	return Options{Lang: "es", IDs: ids, Nightly: &Nightly{
		Store: "/var/lib/veedor/findings.db", Run: 3, Since: "last",
		Previous: &NightlyRun{ID: 2, At: "2024-03-02T06:30:00+01:00", Log: "/srv/log", Sessions: 4, Rounds: 300, Findings: 5, New: 2},
		Skipped:  NightlySkipped{Unchanged: 7, UnchangedRows: 4321},
		New:      map[string]bool{ids[0]: true, ids[1]: true},
		Waivers:  map[string]Waiver{ids[2]: {Reason: "rueda revisada, incidencia 42", Author: "ana.auditora", From: time.Date(2024, 3, 2, 0, 0, 0, 0, cet), Until: until}},
		Resolved: []ResolvedFinding{{ID: "resolved000000000001", Rule: "ROU-PAY-001", Casino: "CAS-1", Table: "T1", Session: "S9", Round: 4, Bet: "B2", LastRun: 2}},
		Runs: []NightlyRun{{ID: 1, At: "2024-03-01T06:30:00+01:00", Rounds: 200}, {ID: 2, At: "2024-03-02T06:30:00+01:00", Rounds: 300},
			{ID: 3, At: "2024-03-03T06:30:00+01:00", Rounds: 400}},
		ByTable: []Trend{{Run: 1, Key: "CAS-1/T1", Rounds: 200, Findings: 4}, {Run: 3, Key: "CAS-1/T1", Rounds: 400, Findings: 6}, {Run: 2, Key: "CAS-1/T2", Rounds: 300, Findings: 3}},
		ByRule:  []Trend{{Run: 3, Key: "ROU-PAY-001", Rounds: 400, Findings: 2}},
	}}
}

func TestNightlySectionsInEveryReport(t *testing.T) {
	dir := t.TempDir()
	r := sample()
	opt := nightlyOptions(len(r.Findings))
	pdf, xlsx, js, man := filepath.Join(dir, "n.pdf"), filepath.Join(dir, "n.xlsx"), filepath.Join(dir, "n.json"), filepath.Join(dir, "n.manifest.json")
	if err := WritePDF(pdf, r, opt); err != nil {
		t.Fatal(err)
	}
	if err := WriteXLSX(xlsx, r, opt); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(js, r, opt); err != nil {
		t.Fatal(err)
	}
	if err := WriteManifest(man, r, opt, []string{pdf}); err != nil {
		t.Fatal(err)
	}

	txt := pdfFlow(t, pdf)
	mustContain(t, txt, "Ejecución nocturna: novedades y tendencia", "nº 2, 2024-03-02 06:30:00 (+01:00)",
		"Omitidas: ya auditadas, sin cambios 7 sesiones (4321 filas)", "Tendencia: hallazgos por 100 rondas, por mesa",
		"CAS-1/T1 2,00 — 1,50", "CAS-1/T2 — 1,00 —", "ROU-PAY-001 0,00 0,00 0,50", // a rule absent from a run with rounds had no findings there
		"ID: "+opt.IDs[0], "NUEVO", "DISPENSADO hasta 2024-03-31 por ana.auditora: rueda revisada, incidencia 42",
		"resolved000000000001")

	f := openBook(t, xlsx)
	defer f.Close()
	rows, err := f.GetRows("Nocturno")
	if err != nil {
		t.Fatal(err)
	}
	flat := flatten(rows)
	mustContain(t, flat, "Ejecución|3", "Ya conocidos|", "Dispensados|1", "resolved000000000001|ROU-PAY-001|CAS-1|T1|S9|4|B2|2",
		"Mesa|#1 2024-03-01|#2 2024-03-02|#3 2024-03-03", "CAS-1/T1|2.00|—|1.50", "3|id000000000000000003|ROU-PAY-001|2024-03-31|ana.auditora")
	hdr := strings.Join(mustRows(t, f, "Hallazgos")[0], "|")
	mustContain(t, hdr, "ID del hallazgo|Nuevo|Dispensado hasta|Dispensa: autor|Dispensa: motivo")
	first := strings.Join(mustRows(t, f, "Hallazgos")[1], "|")
	mustContain(t, first, opt.IDs[0]+"|sí")

	var doc struct {
		Nightly struct {
			Run      int64 `json:"run"`
			New      int   `json:"new_findings"`
			Waived   int   `json:"waived_findings"`
			Counting int   `json:"counting_findings"`
		} `json:"nightly"`
		Findings []struct {
			ID     string          `json:"id"`
			New    *bool           `json:"new"`
			Waiver json.RawMessage `json:"waiver"`
			Rule   string          `json:"rule"`
		} `json:"findings"`
	}
	b, _ := os.ReadFile(js)
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Nightly.Run != 3 || doc.Nightly.New != 2 || doc.Nightly.Waived != 1 || doc.Nightly.Counting != len(r.Findings)-1 {
		t.Errorf("nightly %+v", doc.Nightly)
	}
	if doc.Findings[0].ID != opt.IDs[0] || doc.Findings[0].New == nil || !*doc.Findings[0].New || doc.Findings[0].Rule == "" ||
		doc.Findings[2].Waiver == nil || *doc.Findings[3].New {
		t.Errorf("findings %+v", doc.Findings[:4])
	}
	m, _ := os.ReadFile(man)
	mustContain(t, string(m), `"nightly": {`, `"waived_findings": 1`)

	// Same Result, same options: same bytes, every edition.
	for _, l := range Langs {
		o := nightlyOptions(len(r.Findings))
		o.Lang = l
		for _, w := range []func(string) error{
			func(p string) error { return WritePDF(p, r, o) },
			func(p string) error { return WriteXLSX(p, r, o) },
			func(p string) error { return WriteJSON(p, r, o) },
		} {
			a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
			if err := w(a); err != nil {
				t.Fatal(err)
			}
			if err := w(b); err != nil {
				t.Fatal(err)
			}
			ba, _ := os.ReadFile(a)
			bb, _ := os.ReadFile(b)
			if !bytes.Equal(ba, bb) {
				t.Errorf("%s: two writes differ", l)
			}
		}
	}
}

func mustRows(t *testing.T, f *excelize.File, sheet string) [][]string {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}
