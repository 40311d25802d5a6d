package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit/history"
)

// A waived finding stays in the reports, marked, stops counting toward the
// status, and counts again once its waiver has expired.
func TestNightlyWaiverStopsCountingUntilItExpires(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 4, 1)
	overpay(t, log, "S0003")
	store := filepath.Join(dir, "findings.db")
	out := reportsIn(dir)
	audit := func(at string) (outcome, nightlyDoc) {
		o := veedor(t, append([]string{"audit", "--region", "es", "--store", store, "--generated-at", at}, append(out.args(), log)...)...)
		return o, readDoc(t, out.json)
	}

	o, doc := audit("2024-03-02T07:00:00+01:00")
	if o.code != 1 || len(doc.Findings) == 0 {
		t.Fatalf("before any waiver: %v", o)
	}
	// The reviewer copies the IDs from the JSON (or the workbook) into a
	// waivers file: all but the first, and waives the first on the command
	// line.
	type entry struct {
		Finding string `json:"finding_id"`
		Reason  string `json:"reason"`
		Author  string `json:"author"`
		From    string `json:"from"`
		Until   string `json:"until"`
	}
	var entries []entry
	for _, f := range doc.Findings[1:] {
		entries = append(entries, entry{f.ID, "payout corrected by hand, see incident 42", "ana.auditora", "2024-03-02T00:00:00+01:00", "2024-03-04T00:00:00+01:00"})
	}
	file := filepath.Join(dir, "waivers.json")
	b, _ := json.Marshal(map[string]any{"waivers": entries})
	os.WriteFile(file, b, 0o644)
	if len(entries) > 0 {
		if w := veedor(t, "waive", "--store", store, "--file", file); w.code != 0 {
			t.Fatalf("waive --file: %v", w)
		}
	}
	first := doc.Findings[0].ID
	if w := veedor(t, "waive", "--store", store, "--finding", first, "--reason", "wheel fault, repaired", "--author", "ana.auditora",
		"--from", "2024-03-02T00:00:00+01:00", "--until", "2024-03-04T00:00:00+01:00"); w.code != 0 || !strings.Contains(w.stdout, "waived "+first) {
		t.Fatalf("waive: %v", w)
	}
	if w := veedor(t, "waive", "--store", store, "--finding", "0123456789abcdef0123", "--reason", "r", "--author", "a", "--until", "2099-01-01"); w.code != 2 || !strings.Contains(w.stderr, "no finding") {
		t.Errorf("waiver of an unknown finding: %v", w)
	}
	if w := veedor(t, "waive", "--store", store, "--finding", first, "--author", "a", "--until", "2024-03-04"); w.code != 2 {
		t.Errorf("waiver without a reason: %v", w)
	}

	// The next morning: every finding waived, status 0, findings still there.
	o, doc = audit("2024-03-03T07:00:00+01:00")
	if o.code != 0 {
		t.Fatalf("all waived: %v", o)
	}
	mustHave(t, "all waived", o.stdout, "0 findings count toward the status, "+itoa(len(doc.Findings))+" waived")
	for _, f := range doc.Findings {
		if f.Waiver == nil || f.Waiver.Author != "ana.auditora" {
			t.Errorf("finding %s not marked waived in the JSON", f.ID)
		}
	}
	if doc.Nightly.Waived != len(doc.Findings) || doc.Nightly.Counting != 0 {
		t.Errorf("nightly %+v", doc.Nightly)
	}
	wb, err := excelize.OpenFile(out.xlsx)
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := wb.GetRows("Hallazgos")
	hdr := strings.Join(rows[0], "|")
	mustHave(t, "Hallazgos header", hdr, "ID del hallazgo", "Dispensado hasta", "Dispensa: autor", "Dispensa: motivo")
	if !strings.Contains(strings.Join(rows[1], "|"), "ana.auditora") || !strings.Contains(strings.Join(rows[1], "|"), first) {
		t.Errorf("first finding's row lacks its ID or waiver: %v", rows[1])
	}
	if _, err := wb.GetRows("Nocturno"); err != nil {
		t.Errorf("no Nocturno sheet: %v", err)
	}
	wb.Close()

	// Two days later the waivers have expired: the findings count again.
	o, doc = audit("2024-03-05T07:00:00+01:00")
	if o.code != 1 {
		t.Fatalf("after expiry: %v", o)
	}
	for _, f := range doc.Findings {
		if f.Waiver != nil {
			t.Errorf("finding %s still waived after expiry", f.ID)
		}
	}
	if doc.Nightly.Counting != len(doc.Findings) {
		t.Errorf("after expiry: %+v", doc.Nightly)
	}

	if l := veedor(t, "waive", "--store", store, "--list"); l.code != 0 || strings.Count(l.stdout, "\n") != len(doc.Findings) {
		t.Errorf("waive --list: %v", l)
	}
	// A waiver cannot be entered while an audit holds the store.
	s, err := history.Open(store)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if w := veedor(t, "waive", "--store", store, "--wait", "0s", "--finding", first, "--reason", "r", "--author", "a", "--until", "2024-04-01"); w.code != 3 {
		t.Errorf("waive on a locked store: %v", w)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
