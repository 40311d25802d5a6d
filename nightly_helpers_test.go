package main

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/fixtures"
)

// nightlyLog writes a clean generated log (no violation injected, so the
// findings are only those a test makes) of n sessions of casino.
func nightlyLog(t *testing.T, dir, casino string, n int, seed int64) string {
	t.Helper()
	if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: n, Seed: seed, Violations: 0, Casino: casino}, dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

type outcome struct {
	code           int
	stdout, stderr string
}

func veedor(t *testing.T, args ...string) outcome {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(append([]string{"veedor"}, args...), &out, &errs)
	return outcome{code, out.String(), errs.String()}
}

func (o outcome) String() string {
	return "exit " + string(rune('0'+o.code)) + "\nstdout: " + o.stdout + "\nstderr: " + o.stderr
}

// reportsIn are the report paths of one run in dir.
type reportPaths struct{ pdf, xlsx, json, manifest string }

func reportsIn(dir string) reportPaths {
	return reportPaths{filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.xlsx"), filepath.Join(dir, "r.json"), filepath.Join(dir, "r.manifest.json")}
}

func (r reportPaths) args() []string {
	return []string{"--pdf", r.pdf, "--xlsx", r.xlsx, "--json", r.json, "--manifest", r.manifest}
}

func (r reportPaths) hashes(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, p := range []string{r.pdf, r.xlsx, r.json, r.manifest} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		out[filepath.Base(p)] = hex.EncodeToString(sum[:])
	}
	return out
}

// nightlyDoc is what the tests read of the JSON report.
type nightlyDoc struct {
	Sessions []struct {
		ID     string `json:"session_id"`
		Casino string `json:"casino_id"`
	} `json:"sessions"`
	Nightly *struct {
		Run     int64 `json:"run"`
		Skipped struct {
			Unchanged int `json:"unchanged_sessions"`
			Outside   int `json:"outside_period_sessions"`
		} `json:"skipped"`
		New       int `json:"new_findings"`
		Known     int `json:"known_findings"`
		Waived    int `json:"waived_findings"`
		Counting  int `json:"counting_findings"`
		Resolved  int `json:"resolved_findings"`
		TrendRuns []struct {
			Run int64 `json:"run"`
		} `json:"runs"`
	} `json:"nightly"`
	Findings []struct {
		ID      string `json:"id"`
		Rule    string `json:"rule"`
		Session string `json:"session_id"`
		New     *bool  `json:"new"`
		Waiver  *struct {
			Author string `json:"author"`
			Until  string `json:"until"`
		} `json:"waiver"`
	} `json:"findings"`
}

func readDoc(t *testing.T, path string) nightlyDoc {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var d nightlyDoc
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func (d nightlyDoc) sessionIDs() []string {
	var out []string
	for _, s := range d.Sessions {
		out = append(out, s.ID)
	}
	sort.Strings(out)
	return out
}

// rewriteCSV rewrites one table of a CSV log, row by row (the header
// untouched); edit returns the row to write, or nil to drop it.
func rewriteCSV(t *testing.T, dir, table string, edit func(row []string) []string) {
	t.Helper()
	path := filepath.Join(dir, table+".csv")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write(rows[0])
	for _, r := range rows[1:] {
		if r = edit(r); r != nil {
			w.Write(r)
		}
	}
	w.Flush()
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyLog copies a CSV log, keeping only the sessions keep accepts.
func copyLog(t *testing.T, from, to string, keep func(session string) bool) {
	t.Helper()
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"sessions", "staff", "rounds", "bets", "events"} {
		b, err := os.ReadFile(filepath.Join(from, table+".csv"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, table+".csv"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		rewriteCSV(t, to, table, func(r []string) []string {
			if keep(r[0]) {
				return r
			}
			return nil
		})
	}
}

// overpay makes the first losing bet of session paid 50 euros: a payout
// finding (and it changes the session's contents).
func overpay(t *testing.T, dir, session string) {
	t.Helper()
	done := false
	rewriteCSV(t, dir, "bets", func(r []string) []string {
		// session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,...
		if !done && r[0] == session && r[8] == "0.00" && r[9] == "0.00" {
			r[9] = "50.00"
			done = true
		}
		return r
	})
	if !done {
		t.Fatalf("no losing bet in %s", session)
	}
}

// sessionsByDate groups a CSV log's sessions by their opening date.
func sessionsByDate(t *testing.T, dir string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	rewriteCSV(t, dir, "sessions", func(r []string) []string {
		out[r[5][:10]] = append(out[r[5][:10]], r[0]) // opened_at
		return r
	})
	return out
}

// storeCounts opens the store read-only and checks SQLite's integrity.
func storeCounts(t *testing.T, path string) map[string]int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ok string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		t.Fatalf("integrity check: %q %v", ok, err)
	}
	out := map[string]int{}
	for _, table := range []string{"runs", "session_audits", "findings", "run_findings", "run_tables", "waivers"} {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		out[table] = n
	}
	return out
}

func mustHave(t *testing.T, what, s string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, s)
		}
	}
}
