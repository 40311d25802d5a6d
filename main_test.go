package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// docs/rules.md is generated from the registry; UPDATE_DOCS=1 rewrites it.
func TestRulesDocIsCurrent(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run([]string{"veedor", "rules", "--format", "markdown"}, &out, &errs); code != 0 {
		t.Fatalf("rules exited %d: %s", code, errs.String())
	}
	// UPDATE_DOCS=1 rewrites a stale file but still fails: a run that
	// regenerated the docs has not checked them.
	if old, _ := os.ReadFile("docs/rules.md"); os.Getenv("UPDATE_DOCS") == "1" && !bytes.Equal(old, out.Bytes()) {
		if err := os.WriteFile("docs/rules.md", out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Fatal("docs/rules.md regenerated; review and commit")
	}
	doc, err := os.ReadFile("docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(doc, out.Bytes()) {
		t.Error("docs/rules.md is stale: run `go run . rules --format markdown > docs/rules.md` (or UPDATE_DOCS=1 go test .)")
	}
	for _, want := range []string{"RUL-PAYOUT", "RUL-PRISON", "prison-release", "000_f54c51a8ee0b089b.txt"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("rules listing lacks %q", want)
		}
	}
}

func writeLog(t *testing.T, tables map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range tables {
		if err := os.WriteFile(filepath.Join(dir, name+".csv"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var cleanLog = map[string]string{
	"sessions": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
		"S1,CAS1,T1,ruleta-francesa,un-pano,2024-03-01T21:00:00+01:00,2024-03-01T23:00:00+01:00,5.00,150.00,5.00\n",
	"staff": "session_id,employee_id,role,on_at,off_at\n" +
		"S1,E1,jefe-mesa,2024-03-01T21:00:00+01:00,\nS1,E2,croupier,2024-03-01T21:00:00+01:00,\n" +
		"S1,E3,croupier,2024-03-01T21:00:00+01:00,\nS1,E4,extremo-mesa,2024-03-01T21:00:00+01:00,\n",
	"rounds": "session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason\n" +
		"S1,1,2024-03-01T21:05:00+01:00,E2,17,cw,ccw,2024-03-01T21:04:50+01:00,played,\n",
	"bets": "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by\n" +
		"S1,1,B1,1,P1,pleno,17,10.00,10.00,350.00,,2024-03-01T21:04:00+01:00,E2\n",
	"events": "session_id,at,round_no,kind,detail,employee_id\n",
}

func withTable(name, body string) map[string]string {
	m := map[string]string{}
	for k, v := range cleanLog {
		m[k] = v
	}
	m[name] = body
	return m
}

// The exit status is what a cron job acts on: 0 clean, 1 findings, 2 unusable.
func TestAuditExitStatus(t *testing.T) {
	clean := writeLog(t, cleanLog)
	overpaid := writeLog(t, withTable("bets", strings.Replace(cleanLog["bets"], "350.00", "360.00", 1)))
	badRow := writeLog(t, withTable("bets", strings.Replace(cleanLog["bets"], "10.00,10.00", "10.0x,10.00", 1)))
	missingTable := writeLog(t, cleanLog)
	os.Remove(filepath.Join(missingTable, "events.csv"))
	missingColumn := writeLog(t, withTable("bets", strings.Replace(cleanLog["bets"], ",stake,", ",amount,", 1)))
	notDB := filepath.Join(t.TempDir(), "log.db")
	os.WriteFile(notDB, []byte("this is not a database at all, just text"), 0o644)

	cases := []struct {
		name     string
		args     []string
		code     int
		stderr   []string
		stdout   []string
		reports  bool
		jsonWant []string
	}{
		{"clean", []string{"--region", "es", clean}, 0, nil, []string{"rows read 7 = audited 7 + rejected 0"}, true, []string{`"findings": []`}},
		{"findings", []string{"--region", "es", overpaid}, 1, nil, []string{"1 violations"}, true, []string{`"rule": "RUL-PAYOUT"`, `"kind": "violation"`, `"session_id": "S1"`, `"round_no": 1`, `"bet_id": "B1"`}},
		{"bad row", []string{"--region", "es", badRow}, 2, []string{"could not be audited"}, []string{"rejected 1"}, true, []string{`"rule": "DQ-ROW"`, `"column": "stake"`}},
		{"missing table", []string{"--region", "es", missingTable}, 2, []string{"events.csv"}, nil, false, nil},
		{"missing column", []string{"--region", "es", missingColumn}, 2, []string{"bets.csv", "stake"}, nil, false, nil},
		{"not a database", []string{"--region", "es", notDB}, 2, []string{"not an SQLite database"}, nil, false, nil},
		{"no such log", []string{"--region", "es", filepath.Join(t.TempDir(), "nope")}, 2, []string{"nope"}, nil, false, nil},
		{"unknown region", []string{"--region", "xx", clean}, 2, []string{"unknown region"}, nil, false, nil},
		{"unknown switch", []string{"--region", "es", "--assume", "foo=bar", clean}, 2, []string{"unknown switch"}, nil, false, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := t.TempDir()
			pdf, xlsx, js := filepath.Join(out, "r.pdf"), filepath.Join(out, "r.xlsx"), filepath.Join(out, "r.json")
			args := append([]string{"veedor", "audit", "--pdf", pdf, "--xlsx", xlsx, "--json", js, "--generated-at", "2024-03-02T08:00:00+01:00"}, c.args...)
			var stdout, stderr bytes.Buffer
			code := run(args, &stdout, &stderr)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, c.code, stdout.String(), stderr.String())
			}
			for _, w := range c.stderr {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr %q lacks %q", stderr.String(), w)
				}
			}
			for _, w := range c.stdout {
				if !strings.Contains(stdout.String(), w) {
					t.Errorf("stdout %q lacks %q", stdout.String(), w)
				}
			}
			for _, p := range []string{pdf, xlsx, js} {
				_, err := os.Stat(p)
				if (err == nil) != c.reports {
					t.Errorf("%s exists=%v, want %v", p, err == nil, c.reports)
				}
			}
			if c.reports {
				b, _ := os.ReadFile(js)
				for _, w := range c.jsonWant {
					if !bytes.Contains(b, []byte(w)) {
						t.Errorf("json lacks %s", w)
					}
				}
			}
		})
	}
}

func parseTime(s string) (time.Time, error) { return time.Parse(time.RFC3339, s) }
