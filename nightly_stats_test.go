package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
)

// statsDoc is what these tests read of the JSON's statistics.
type statsDoc struct {
	Statistics struct {
		Through string `json:"store_through"`
		Holds   []struct {
			Scope     string `json:"scope"`
			Casino    string `json:"casino_id"`
			Table     string `json:"table_id"`
			Game      string `json:"game"`
			Period    string `json:"period"`
			Rounds    int    `json:"rounds"`
			Handle    int64  `json:"handle_cents"`
			Result    int64  `json:"result_cents"`
			FromStore bool   `json:"from_store"`
		} `json:"holds"`
	} `json:"statistics"`
}

type holdFig struct {
	rounds         int
	handle, result int64
	fromStore      bool
}

// holdsOf reads the JSON's holds of scope by casino/table/game/period.
func holdsOf(t *testing.T, path, scope string) (map[string]holdFig, string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var d statsDoc
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	out := map[string]holdFig{}
	for _, h := range d.Statistics.Holds {
		if h.Scope == scope {
			out[h.Casino+"/"+h.Table+"/"+h.Game+"/"+h.Period] = holdFig{h.Rounds, h.Handle, h.Result, h.FromStore}
		}
	}
	return out, d.Statistics.Through
}

// Nightly runs with a store: the second night audits only the new days,
// and its month to date is the first night's month plus the second's days;
// auditing everything again does not count anything twice. The PDF says
// where the figures come from.
func TestNightlyMonthToDateFromTheStore(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext (poppler-utils) is needed to read the PDF")
	}
	dir := t.TempDir()
	full := nightlyLog(t, filepath.Join(dir, "full"), "CAS-01", 9, 3)
	days := sessionsByDate(t, full)
	var dates []string
	for d := range days {
		dates = append(dates, d)
	}
	sort.Strings(dates)
	if len(dates) < 2 || dates[0][:7] != dates[len(dates)-1][:7] {
		t.Fatalf("the log spans %v: want two days of one month", dates)
	}
	day1 := map[string]bool{}
	for _, s := range days[dates[0]] {
		day1[s] = true
	}
	firstNight := filepath.Join(dir, "night1")
	copyLog(t, full, firstNight, func(s string) bool { return day1[s] })
	store := filepath.Join(dir, "findings.db")
	out := reportsIn(dir)
	audit := func(since, lang, log string) {
		t.Helper()
		o := veedor(t, append([]string{"audit", "--region", "es", "--store", store, "--since", since, "--lang", lang, "--generated-at", night1}, append(out.args(), log)...)...)
		if o.code != 0 {
			t.Fatalf("--since %s: %v", since, o)
		}
	}

	audit("last", "es", firstNight)
	month1, _ := holdsOf(t, out.json, "table-month")
	audit("last", "es", full)
	month2, through := holdsOf(t, out.json, "table-month")
	days2, _ := holdsOf(t, out.json, "table-day")
	if through != dates[len(dates)-1] {
		t.Errorf("store through %q, want the last day %s", through, dates[len(dates)-1])
	}
	// By hand: night 1's month plus night 2's own days, table by table.
	wantMonth := map[string]holdFig{}
	for k, h := range month1 {
		wantMonth[k] = holdFig{h.rounds, h.handle, h.result, true}
	}
	for k, h := range days2 {
		if k[len(k)-10:] == dates[0] {
			t.Errorf("night 2 audited day 1 again: %s", k)
		}
		mk := k[:len(k)-3] // the period 2024-03-02 → 2024-03
		w := wantMonth[mk]
		wantMonth[mk] = holdFig{w.rounds + h.rounds, w.handle + h.handle, w.result + h.result, true}
	}
	if len(month2) == 0 || len(month2) != len(wantMonth) {
		t.Fatalf("night 2's months %v, want %v", month2, wantMonth)
	}
	for k, w := range wantMonth {
		if month2[k] != w {
			t.Errorf("%s month to date %+v, want night 1's month and night 2's days %+v", k, month2[k], w)
		}
	}
	pdf, err := exec.Command("pdftotext", "-layout", out.pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	mustHave(t, "night 2's PDF", string(pdf), "Mes y año hasta la fecha, del almacén de hallazgos", "hasta el "+through, "mesa y mes "+dates[0][:7])

	// Everything audited again: the same month, nothing twice.
	audit("all", "en", full)
	month3, _ := holdsOf(t, out.json, "table-month")
	for k, w := range wantMonth {
		if month3[k] != w {
			t.Errorf("%s audited again: %+v, want %+v", k, month3[k], w)
		}
	}
	pdf, err = exec.Command("pdftotext", "-layout", out.pdf, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	mustHave(t, "the English PDF", string(pdf), "Month and year to date, from the findings store")
}
