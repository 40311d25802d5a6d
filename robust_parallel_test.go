package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// Sessions are replayed concurrently; the result is the same, finding for
// finding and in the same order, whatever the number of workers, for CSV
// and SQLite.
func TestParallelAuditIsDeterministic(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{"", ".db"} {
		out := filepath.Join(dir, "log"+ext)
		if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: 12, Seed: 5, Violations: 0.05}, out); err != nil {
			t.Fatal(err)
		}
		var first *audit.Result
		for _, workers := range []int{1, 2, 3, 8} {
			src, err := logs.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			res, err := audit.Run(src, audit.Options{Region: "es", Assume: rules.Defaults(), Workers: workers})
			src.Close()
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Findings) < 50 {
				t.Fatalf("%d findings: not enough to tell an order", len(res.Findings))
			}
			findingsInOrder(t, res)
			if first == nil {
				first = res
				continue
			}
			if !reflect.DeepEqual(first, res) {
				for i := range res.Findings {
					if !reflect.DeepEqual(first.Findings[i], res.Findings[i]) {
						t.Fatalf("%s, %d workers: finding %d differs:\n%+v\n%+v", out, workers, i, first.Findings[i], res.Findings[i])
					}
				}
				t.Fatalf("%s, %d workers: result differs from 1 worker's", out, workers)
			}
		}
	}
}

// findingsInOrder checks the reading order of the findings: by session (in
// the order of the sessions), round, bet, rule, then source line.
func findingsInOrder(t *testing.T, res *audit.Result) {
	t.Helper()
	order := map[string]int{}
	for i, s := range res.Sessions {
		order[s.ID] = i
	}
	key := func(f *audit.Finding) []string {
		o, ok := order[f.Session]
		if !ok {
			o = len(res.Sessions)
		}
		return []string{fmt.Sprintf("%09d", o), fmt.Sprintf("%09d", f.Round), f.Bet, f.Rule, fmt.Sprintf("%012d", f.Source.Line)}
	}
	for i := 1; i < len(res.Findings); i++ {
		a, b := key(&res.Findings[i-1]), key(&res.Findings[i])
		if strings.Join(a, "\x00") > strings.Join(b, "\x00") {
			t.Fatalf("findings %d and %d out of order: %v > %v", i-1, i, a, b)
		}
	}
	seen := map[string]int{}
	for _, f := range res.Findings {
		seen[f.Rule]++
	}
	if len(seen) < 5 {
		t.Fatalf("findings of %d rules only: %v", len(seen), seen)
	}
}

// A panic in a replay (a bug, not an input) is not lost in a goroutine: the
// audit fails with a message naming the session.
func TestReplayPanicIsAnError(t *testing.T) {
	// bingo's replay is swapped for one that panics, and put back after.
	t.Cleanup(audit.Swap(panicGame{}))
	dir := writeLog(t, withTable("sessions", strings.Replace(cleanLog["sessions"], "ruleta-francesa", "bingo", 1)))
	for _, workers := range []int{1, 2} {
		src, err := logs.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		_, err = audit.Run(src, audit.Options{Region: "es", Workers: workers})
		src.Close()
		if err == nil || !strings.Contains(err.Error(), `internal error auditing session "S1"`) || !strings.Contains(err.Error(), "boom") {
			t.Errorf("%d workers: err = %v", workers, err)
		}
	}
}

type panicGame struct{}

func (panicGame) Games() []string                                     { return []string{"bingo"} }
func (panicGame) Audit(*audit.Context, *logs.Session)                 { panic("boom") }
func (panicGame) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// The bench command generates a log once (CSV and SQLite), audits it and
// reports its figures; a second run reuses the log.
func TestBenchCommand(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(t.TempDir(), "bench.json")
	args := []string{"veedor", "bench", "--in-process", "--sessions", "6", "--seed", "3", "--dir", dir, "--sqlite3=false", "--json", js}
	var out, errs bytes.Buffer
	if code := run(args, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errs.String())
	}
	for _, w := range []string{"generated " + filepath.Join(dir, "log"), "generated " + filepath.Join(dir, "log.db"), "bets/s", "peak RSS MB", "csv", "sqlite"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
	var figs struct {
		Audits []benchFigures `json:"audits"`
	}
	b, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &figs); err != nil {
		t.Fatal(err)
	}
	if len(figs.Audits) != 2 {
		t.Fatalf("figures %+v", figs)
	}
	a, s := figs.Audits[0], figs.Audits[1]
	if a.Format != "csv" || s.Format != "sqlite" || a.Bets == 0 || a.Bets != s.Bets || a.Rounds != s.Rounds || a.Sessions != 6 ||
		a.Rows != s.Rows || a.Findings != s.Findings || a.BetsPerSec <= 0 || a.Seconds <= 0 {
		t.Errorf("figures differ between CSV and SQLite of the same log, or are empty: %+v %+v", a, s)
	}
	out.Reset()
	if code := run(args, &out, &errs); code != 0 || strings.Count(out.String(), "reusing ") != 2 || strings.Contains(out.String(), "generated") {
		t.Errorf("second run (exit %d) did not reuse the logs:\n%s", code, out.String())
	}
	out.Reset()
	js1 := filepath.Join(t.TempDir(), "one.json")
	if code := run([]string{"veedor", "bench", "--in-process", "--sqlite3=false", "--workers", "1", "--json", js1, filepath.Join(dir, "log")}, &out, &errs); code != 0 || !strings.Contains(out.String(), "csv") {
		t.Errorf("bench on a given log: exit %d\n%s", code, out.String())
	}
	b, _ = os.ReadFile(js1)
	if err := json.Unmarshal(b, &figs); err != nil || len(figs.Audits) != 1 || figs.Audits[0].Workers != 1 || figs.Audits[0].Bets != a.Bets {
		t.Errorf("bench --workers 1 on the CSV log: %v %+v", err, figs)
	}
}
