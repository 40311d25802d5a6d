package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const night1 = "2024-03-02T07:00:00+01:00"

// A second run over the same logs records nothing new and writes the same
// reports, byte for byte: it is recognised as a repeat of the first.
func TestNightlySecondRunIsARepeat(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 4, 1)
	overpay(t, log, "S0002")
	store := filepath.Join(dir, "var", "findings.db") // its folder is created on first use
	out := reportsIn(filepath.Join(dir, "out"))
	os.MkdirAll(filepath.Join(dir, "out"), 0o755)
	args := append([]string{"audit", "--region", "es", "--store", store, "--since", "last", "--generated-at", night1}, append(out.args(), log)...)

	first := veedor(t, args...)
	if first.code != 1 {
		t.Fatalf("first run: %v", first)
	}
	mustHave(t, "first run", first.stdout, "run 1 recorded", "skipped 0 sessions")
	doc := readDoc(t, out.json)
	if doc.Nightly == nil || doc.Nightly.Run != 1 || doc.Nightly.New == 0 || doc.Nightly.New != len(doc.Findings) || doc.Nightly.Known != 0 {
		t.Fatalf("first run's nightly: %+v", doc.Nightly)
	}
	for _, f := range doc.Findings {
		if f.ID == "" || f.New == nil || !*f.New {
			t.Errorf("finding %+v: want an ID and marked new", f)
		}
	}
	hashes := out.hashes(t)
	counts := storeCounts(t, store)

	second := veedor(t, args...)
	if second.code != 1 {
		t.Fatalf("second run: %v", second)
	}
	mustHave(t, "second run", second.stdout, "run 1 repeated", "nothing new recorded")
	if got := out.hashes(t); !reflect.DeepEqual(got, hashes) {
		t.Errorf("the second run's reports differ from the first's:\n%v\n%v", got, hashes)
	}
	if got := storeCounts(t, store); !reflect.DeepEqual(got, counts) {
		t.Errorf("the second run changed the store: %v, was %v", got, counts)
	}

	// The same run again a night later (no new logs) is still that run:
	// nothing recorded, the same findings, the same run in the reports.
	later := veedor(t, append([]string{"audit", "--region", "es", "--store", store, "--since", "last", "--generated-at", "2024-03-03T07:00:00+01:00"}, append(out.args(), log)...)...)
	if later.code != 1 || readDoc(t, out.json).Nightly.Run != 1 {
		t.Errorf("a night later: %v", later)
	}
	if got := storeCounts(t, store); got["runs"] != 1 {
		t.Errorf("runs %d, want 1", got["runs"])
	}
}

// Without --since the run's key is taken from the hashes the read takes
// (the files are not hashed once more before it): a run over the same logs
// is still a repeat, and one over logs changed since is not.
func TestStoreWithoutSinceKeysTheRunByTheRead(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 3, 1)
	store := filepath.Join(dir, "findings.db")
	args := []string{"audit", "--region", "es", "--store", store, "--generated-at", night1, "--pdf", "", "--xlsx", "", "--manifest", "", log}
	run := func(what string, wants ...string) {
		t.Helper()
		got := veedor(t, args...)
		if got.code > 1 {
			t.Fatalf("%s: %v", what, got)
		}
		mustHave(t, what, got.stdout, wants...)
	}
	run("first run", "run 1 recorded")
	run("the same logs again", "run 1 repeated")
	overpay(t, log, "S0002")
	run("the logs changed", "run 2 recorded")
	run("the changed logs again", "run 2 repeated")
}

// A new day's logs, added to the log already audited, are audited alone.
func TestNightlyNewDayIsAuditedAlone(t *testing.T) {
	dir := t.TempDir()
	full := nightlyLog(t, filepath.Join(dir, "full"), "CAS-01", 9, 3)
	days := sessionsByDate(t, full)
	var dates []string
	for d := range days {
		dates = append(dates, d)
	}
	sort.Strings(dates)
	if len(dates) < 2 {
		t.Fatalf("the log spans %v: want two days at least", dates)
	}
	day1 := map[string]bool{}
	for _, s := range days[dates[0]] {
		day1[s] = true
	}
	firstNight := filepath.Join(dir, "night1")
	copyLog(t, full, firstNight, func(s string) bool { return day1[s] })
	store := filepath.Join(dir, "findings.db")
	out := reportsIn(dir)

	o := veedor(t, append([]string{"audit", "--region", "es", "--store", store, "--since", "last", "--generated-at", night1}, append(out.args(), firstNight)...)...)
	if o.code != 0 {
		t.Fatalf("night 1: %v", o)
	}
	if got := readDoc(t, out.json).sessionIDs(); len(got) != len(day1) {
		t.Fatalf("night 1 audited %v, want %v", got, days[dates[0]])
	}

	// Night 2: the log now holds the first day and the next ones.
	o = veedor(t, append([]string{"audit", "--region", "es", "--store", store, "--since", "last", "--generated-at", "2024-03-03T07:00:00+01:00"}, append(out.args(), full)...)...)
	if o.code != 0 {
		t.Fatalf("night 2: %v", o)
	}
	doc := readDoc(t, out.json)
	var want []string
	for _, d := range dates[1:] {
		want = append(want, days[d]...)
	}
	sort.Strings(want)
	if got := doc.sessionIDs(); !reflect.DeepEqual(got, want) {
		t.Errorf("night 2 audited %v, want only the new days' %v", got, want)
	}
	if doc.Nightly.Skipped.Unchanged != len(day1) || doc.Nightly.Run != 2 {
		t.Errorf("night 2: %+v", doc.Nightly)
	}
	mustHave(t, "night 2", o.stdout, "skipped "+strconv.Itoa(len(day1))+" sessions already audited")
	if len(doc.Nightly.TrendRuns) != 2 {
		t.Errorf("trend over %d runs, want 2", len(doc.Nightly.TrendRuns))
	}

	// --since DATE: a fresh store, only the sessions opened from that date.
	o = veedor(t, append([]string{"audit", "--region", "es", "--store", filepath.Join(dir, "other.db"), "--since", dates[1], "--generated-at", night1}, append(out.args(), full)...)...)
	if o.code != 0 {
		t.Fatalf("--since %s: %v", dates[1], o)
	}
	doc = readDoc(t, out.json)
	if got := doc.sessionIDs(); !reflect.DeepEqual(got, want) || doc.Nightly.Skipped.Outside != len(day1) {
		t.Errorf("--since %s audited %v (skipped before: %d), want %v", dates[1], got, doc.Nightly.Skipped.Outside, want)
	}
	mustHave(t, "--since DATE", o.stdout, "opened before "+dates[1])

	// A past period, without a store: --since DATE --until DATE.
	o = veedor(t, append([]string{"audit", "--region", "es", "--since", dates[0], "--until", dates[0], "--generated-at", night1}, append(out.args(), full)...)...)
	if o.code != 0 {
		t.Fatalf("--since/--until %s: %v", dates[0], o)
	}
	doc = readDoc(t, out.json)
	if got := doc.sessionIDs(); len(got) != len(day1) || !day1[got[0]] || doc.Nightly != nil {
		t.Errorf("--since/--until %s audited %v, want %v (and no nightly section without a store)", dates[0], got, days[dates[0]])
	}
	mustHave(t, "--until", o.stdout, "skipped "+strconv.Itoa(len(want))+" opened before "+dates[0]+" or after "+dates[0])
}

// An edited session is audited again, alone; undoing the edit audits it
// once more and its finding is reported resolved.
func TestNightlyEditedSessionIsAuditedAgain(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 4, 1)
	pristine := map[string][]byte{}
	for _, table := range []string{"bets"} {
		pristine[table], _ = os.ReadFile(filepath.Join(log, table+".csv"))
	}
	store := filepath.Join(dir, "findings.db")
	out := reportsIn(dir)
	audit := func(at string) (outcome, nightlyDoc) {
		o := veedor(t, append([]string{"audit", "--region", "es", "--store", store, "--since", "last", "--generated-at", at}, append(out.args(), log)...)...)
		return o, readDoc(t, out.json)
	}
	if o, doc := audit(night1); o.code != 0 || len(doc.Sessions) != 4 {
		t.Fatalf("first run: %v", o)
	}

	overpay(t, log, "S0002")
	o, doc := audit("2024-03-03T07:00:00+01:00")
	if o.code != 1 {
		t.Fatalf("after the edit: %v", o)
	}
	if got := doc.sessionIDs(); !reflect.DeepEqual(got, []string{"S0002"}) {
		t.Errorf("after the edit audited %v, want S0002 alone", got)
	}
	if doc.Nightly.Skipped.Unchanged != 3 || doc.Nightly.New == 0 || doc.Nightly.New != len(doc.Findings) {
		t.Errorf("after the edit: %+v", doc.Nightly)
	}
	for _, f := range doc.Findings {
		if f.Session != "S0002" || f.New == nil || !*f.New {
			t.Errorf("finding %+v", f)
		}
	}
	found := len(doc.Findings)

	// The edit undone: S0002 changed again, audited again, nothing found,
	// the findings of its previous audit resolved.
	os.WriteFile(filepath.Join(log, "bets.csv"), pristine["bets"], 0o644)
	o, doc = audit("2024-03-04T07:00:00+01:00")
	if o.code != 0 || !reflect.DeepEqual(doc.sessionIDs(), []string{"S0002"}) || doc.Nightly.Resolved != found {
		t.Errorf("after undoing the edit: %v\n%+v", o, doc.Nightly)
	}
	var wb bytes.Buffer
	if b, err := os.ReadFile(out.pdf); err == nil {
		wb.Write(b)
	}
	if wb.Len() == 0 {
		t.Error("no PDF")
	}
	if !strings.Contains(o.stdout, "run 3 recorded") {
		t.Errorf("stdout %s", o.stdout)
	}
}
