package main

// The catalogue of bad inputs (docs/robustness.md): each case is a log that
// an exporter could produce, audited through the command line as a user
// would. Each asserts the message or the finding (with its file and line,
// or table and rowid, and column) and that every row read was audited or
// rejected.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// auditOutcome is what one run of `veedor audit` gave.
type auditOutcome struct {
	code           int
	stdout, stderr string
	report         struct {
		Counts []struct {
			Table                   string
			Read, Audited, Rejected int64
		} `json:"counts"`
		Inputs []struct {
			Path   string `json:"path"`
			Bytes  int64  `json:"bytes"`
			SHA256 string `json:"sha256"`
		} `json:"inputs"`
		Findings []struct {
			Rule     string              `json:"rule"`
			Kind     string              `json:"kind"`
			Session  string              `json:"session_id"`
			Round    int                 `json:"round_no"`
			Bet      string              `json:"bet_id"`
			Column   string              `json:"column"`
			Detail   struct{ EN string } `json:"detail"`
			Recorded struct{ EN string } `json:"recorded"`
			Source   logs.Pos            `json:"source"`
		} `json:"findings"`
	}
	wroteJSON bool
}

// auditJSON audits log with the JSON report only (the PDF and workbook are
// the reports package's business, tested there).
func auditJSON(t *testing.T, log string, extra ...string) auditOutcome {
	t.Helper()
	js := filepath.Join(t.TempDir(), "r.json")
	args := append([]string{"veedor", "audit", "--region", "es", "--pdf", "", "--xlsx", "", "--json", js,
		"--generated-at", "2024-03-02T08:00:00+01:00"}, extra...)
	args = append(args, log)
	var out, errs bytes.Buffer
	o := auditOutcome{code: run(args, &out, &errs), stdout: out.String(), stderr: errs.String()}
	if b, err := os.ReadFile(js); err == nil {
		o.wroteJSON = true
		if err := json.Unmarshal(b, &o.report); err != nil {
			t.Fatalf("JSON report: %v", err)
		}
	}
	return o
}

var rowsLine = regexp.MustCompile(`rows read (\d+) = audited (\d+) \+ rejected (\d+)`)

// reconciled checks rows read = audited + rejected, on the summary line and
// for every table of the report, and returns the rows rejected per table.
func (o auditOutcome) reconciled(t *testing.T) map[string]int64 {
	t.Helper()
	m := rowsLine.FindStringSubmatch(o.stdout)
	if m == nil {
		t.Fatalf("no reconciliation line in %q (stderr %q)", o.stdout, o.stderr)
	}
	read, _ := strconv.ParseInt(m[1], 10, 64)
	aud, _ := strconv.ParseInt(m[2], 10, 64)
	rej, _ := strconv.ParseInt(m[3], 10, 64)
	if read != aud+rej {
		t.Errorf("rows read %d != audited %d + rejected %d", read, aud, rej)
	}
	out := map[string]int64{}
	var sum int64
	for _, c := range o.report.Counts {
		if c.Read != c.Audited+c.Rejected {
			t.Errorf("table %s: read %d != audited %d + rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
		out[c.Table] = c.Rejected
		sum += c.Read
	}
	if sum != read {
		t.Errorf("tables read %d rows, the summary says %d", sum, read)
	}
	return out
}

// want is a finding a case must produce: the rule, the file's base name (or
// table) and line (or rowid) of its source, the column, and words of its
// text.
type want struct {
	rule, file string
	line       int64
	column     string
	text       string
}

func (o auditOutcome) has(t *testing.T, w want) {
	t.Helper()
	for _, f := range o.report.Findings {
		if f.Rule != w.rule || f.Column != w.column {
			continue
		}
		if w.file != "" && filepath.Base(f.Source.File) != w.file && f.Source.Table != w.file {
			continue
		}
		if w.line != 0 && f.Source.Line != w.line {
			continue
		}
		if !strings.Contains(f.Detail.EN+" | "+f.Recorded.EN, w.text) {
			continue
		}
		return
	}
	var got []string
	for _, f := range o.report.Findings {
		got = append(got, fmt.Sprintf("%s %s:%d [%s] %s | %s", f.Rule, filepath.Base(f.Source.File), f.Source.Line, f.Column, f.Detail.EN, f.Recorded.EN))
	}
	t.Errorf("no finding %+v among:\n%s", w, strings.Join(got, "\n"))
}

// csvCase builds a log from the clean one of main_test.go with some tables
// replaced, and says what its audit must give.
type csvCase struct {
	name     string
	tables   map[string]string
	code     int
	stderr   string           // for an unusable log: the message
	warning  string           // for a log unusable in part (reports written): the message
	findings []want           // findings that must be there
	rejected map[string]int64 // rows rejected per table (others: 0)
}

const (
	betsHeader   = "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by\n"
	roundsHeader = "session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason\n"
	staffHeader  = "session_id,employee_id,role,on_at,off_at\n"
	goodBet      = "S1,1,B1,1,P1,pleno,17,10.00,10.00,350.00,,2024-03-01T21:04:00+01:00,E2\n"
	round1       = "S1,1,2024-03-01T21:05:00+01:00,E2,17,cw,ccw,2024-03-01T21:04:50+01:00,played,\n"
)

// bet is a bet row of S1 on round 1 with the given stake, type and selection.
func bet(id, typ, sel, stake, ret, paid string) string {
	return fmt.Sprintf("S1,1,%s,1,P1,%s,%s,%s,%s,%s,,2024-03-01T21:04:00+01:00,E2\n", id, typ, sel, stake, ret, paid)
}

func TestBadInputCatalogueCSV(t *testing.T) {
	long := strings.Repeat("x", 5<<20)
	cases := []csvCase{
		{name: "empty sessions file", tables: map[string]string{"sessions": ""}, code: 2, stderr: "sessions.csv: empty file (the header line is required)"},
		{name: "empty bets file", tables: map[string]string{"bets": ""}, code: 2, stderr: "bets.csv: empty file"},
		// Rounds without a single bet: nothing to settle or limit, so the log is unusable (issue 11).
		{name: "header only: no bets", tables: map[string]string{"bets": betsHeader}, code: 2, warning: "bets has no rows"},
		{name: "missing file", tables: map[string]string{"events": "<delete>"}, code: 2, stderr: "missing events.csv"},
		{name: "missing column", tables: map[string]string{"bets": strings.Replace(betsHeader, ",stake,", ",amount,", 1) + goodBet}, code: 2,
			stderr: `bets.csv: missing column "stake"`},
		{name: "column twice", tables: map[string]string{"bets": strings.TrimSuffix(betsHeader, "\n") + ",stake\n" + strings.TrimSuffix(goodBet, "\n") + ",1\n"}, code: 2,
			stderr: `column "stake" appears twice`},
		{name: "truncated in a row", tables: map[string]string{"bets": betsHeader + goodBet[:30]}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 2, "", "row has 9 fields, the header has 13"}}, rejected: map[string]int64{"bets": 1}},
		{name: "truncated in a quoted value", tables: map[string]string{"bets": betsHeader + "S1,1,B1,\"1,P1"}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 2, "", `the quote opened on line 2 does not close within its row`}}, rejected: map[string]int64{"bets": 1}},
		{name: "wrong type", tables: map[string]string{"bets": betsHeader + strings.Replace(goodBet, "S1,1,", "S1,uno,", 1)}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 2, "round_no", `"uno" is not an integer >= 1`}}, rejected: map[string]int64{"bets": 1}},
		{name: "unparseable amounts", tables: map[string]string{"bets": betsHeader + goodBet +
			bet("B2", "rojo", "", `"12,50"`, "0", "0") + bet("B3", "rojo", "", "1e3", "0", "0") + bet("B4", "rojo", "", "12.345", "0", "0") +
			bet("B5", "rojo", "", "", "0", "0") + bet("B6", "rojo", "", "٣", "0", "0")}, code: 2,
			findings: []want{
				{"DQ-ROW", "bets.csv", 3, "stake", `"12,50" is not an amount in euros`},
				{"DQ-ROW", "bets.csv", 4, "stake", `"1e3" is not an amount`},
				{"DQ-ROW", "bets.csv", 5, "stake", `"12.345" is not an amount`},
				{"DQ-ROW", "bets.csv", 6, "stake", "required value is empty"},
				{"DQ-ROW", "bets.csv", 7, "stake", `"٣" is not an amount`},
			}, rejected: map[string]int64{"bets": 5}},
		{name: "negative and absurd amounts", tables: map[string]string{"bets": betsHeader + goodBet +
			bet("B2", "rojo", "", "-10.00", "0", "0") + bet("B3", "rojo", "", "99999999999999", "0", "0") +
			bet("B4", "rojo", "", "9999999999999.99", "0", "0")}, code: 2,
			findings: []want{
				{"DQ-ROW", "bets.csv", 3, "stake", `"-10.00" is not an amount`},
				{"DQ-ROW", "bets.csv", 4, "stake", `"99999999999999" is not an amount`},
				// The largest amount the notation holds is read, and judged.
				{"RUL-STAKE-MAX", "bets.csv", 5, "stake", "9999999999999.99"},
			}, rejected: map[string]int64{"bets": 2}},
		{name: "unparseable dates", tables: map[string]string{"bets": betsHeader + goodBet +
			strings.Replace(bet("B2", "rojo", "", "10", "0", "0"), "2024-03-01T21:04:00+01:00", "2024-03-01 21:04:00", 1) +
			strings.Replace(bet("B3", "rojo", "", "10", "0", "0"), "2024-03-01T21:04:00+01:00", "2024-02-30T21:04:00+01:00", 1) +
			strings.Replace(bet("B4", "rojo", "", "10", "0", "0"), "2024-03-01T21:04:00+01:00", "2024-03-01T21:04:00", 1)}, code: 2,
			findings: []want{
				{"DQ-ROW", "bets.csv", 3, "placed_at", `"2024-03-01 21:04:00" is not an RFC 3339 time`},
				{"DQ-ROW", "bets.csv", 4, "placed_at", `"2024-02-30T21:04:00+01:00" is not an RFC 3339 time`},
				{"DQ-ROW", "bets.csv", 5, "placed_at", `"2024-03-01T21:04:00" is not an RFC 3339 time`},
			}, rejected: map[string]int64{"bets": 3}},
		{name: "duplicate session", tables: map[string]string{"sessions": cleanLog["sessions"] +
			"S1,CAS1,T2,ruleta-francesa,un-pano,2024-03-01T21:00:00+01:00,2024-03-01T23:00:00+01:00,5.00,150.00,5.00\n"}, code: 2,
			findings: []want{{"DQ-ROW", "sessions.csv", 3, "session_id", `duplicate session_id "S1" (first at `}}, rejected: map[string]int64{"sessions": 1}},
		{name: "duplicate bet", tables: map[string]string{"bets": betsHeader + goodBet + goodBet}, code: 2,
			findings: []want{{"DQ-DUPLICATE", "bets.csv", 3, "bet_id", "bet_id B1 repeated"}}, rejected: map[string]int64{"bets": 1}},
		{name: "duplicate round", tables: map[string]string{"rounds": roundsHeader + round1 + round1}, code: 2,
			findings: []want{{"DQ-ROUND-SEQ", "rounds.csv", 3, "round_no", "Round 1 appears twice"}}, rejected: map[string]int64{"rounds": 1}},
		{name: "rounds out of order and missing", tables: map[string]string{"rounds": roundsHeader +
			"S1,4,2024-03-01T21:09:00+01:00,E2,3,ccw,cw,,played,\n" + round1 +
			"S1,5,2024-03-01T21:08:00+01:00,E2,5,cw,ccw,,played,\n"}, code: 1,
			findings: []want{
				{"DQ-ROUND-SEQ", "rounds.csv", 2, "round_no", "Rounds 2 to 3 are missing"},
				{"DQ-TIME", "rounds.csv", 4, "at", "Round 5 is earlier than the round before it"},
			}},
		{name: "bet on an unknown round", tables: map[string]string{"bets": betsHeader + goodBet + strings.Replace(bet("B2", "rojo", "", "10", "0", "0"), "S1,1,", "S1,9,", 1)}, code: 2,
			findings: []want{{"DQ-BET-ROUND", "bets.csv", 3, "round_no", "Round 9 does not exist in the session"}}, rejected: map[string]int64{"bets": 1}},
		{name: "row of an unknown session", tables: map[string]string{"bets": betsHeader + goodBet + strings.Replace(goodBet, "S1,1,B1", "S9,1,B1", 1)}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 3, "session_id", `session_id "S9" is not in`}}, rejected: map[string]int64{"bets": 1}},
		{name: "unknown game", tables: map[string]string{"sessions": strings.Replace(cleanLog["sessions"], "ruleta-francesa", "ruleta-lunar", 1)}, code: 2,
			findings: []want{{"DQ-SESSION", "sessions.csv", 2, "game", `Game "ruleta-lunar" unknown`}},
			rejected: map[string]int64{"sessions": 1, "staff": 4, "rounds": 1, "bets": 1}},
		{name: "unknown bet type", tables: map[string]string{"bets": betsHeader + goodBet + bet("B2", "apuesta-rara", "", "10.00", "0", "0")}, code: 1,
			findings: []want{{"RUL-BET-TYPE", "bets.csv", 3, "type", `Bet of type "apuesta-rara"`}}},
		{name: "unknown role", tables: map[string]string{"staff": cleanLog["staff"] + "S1,E9,boss,2024-03-01T21:00:00+01:00,\n"}, code: 2,
			findings: []want{{"DQ-ROW", "staff.csv", 6, "role", `"boss" is not one of jefe-mesa`}}, rejected: map[string]int64{"staff": 1}},
		{name: "invalid outcomes", tables: map[string]string{
			"rounds": roundsHeader + round1 + "S1,2,2024-03-01T21:06:00+01:00,E2,37,ccw,cw,,played,\nS1,3,2024-03-01T21:07:00+01:00,E2,00,cw,ccw,,played,\n",
			"bets":   betsHeader + goodBet + strings.Replace(bet("B2", "rojo", "", "10", "0", "0"), "S1,1,", "S1,2,", 1)}, code: 2,
			findings: []want{
				{"DQ-OUTCOME", "rounds.csv", 3, "outcome", `Outcome "37" of round 2`},
				{"DQ-OUTCOME", "rounds.csv", 4, "outcome", `Outcome "00" of round 3`},
				{"DQ-ROUND-BETS", "bets.csv", 3, "round_no", "1 bets on round 2 were not audited: the round was rejected (invalid outcome)"},
			}, rejected: map[string]int64{"rounds": 2, "bets": 1}},
		{name: "invalid UTF-8", tables: map[string]string{"bets": betsHeader + goodBet + strings.Replace(bet("B2", "rojo", "", "10", "0", "0"), ",1,P1,", ",caf\xe9,P1,", 1)}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 3, "seat", "invalid UTF-8 in value"}}, rejected: map[string]int64{"bets": 1}},
		{name: "quotes and separators in values", tables: map[string]string{
			"bets":   betsHeader + strings.Replace(goodBet, ",1,P1,", `,"A, ""3""",P1,`, 1),
			"events": "session_id,at,round_no,kind,detail,employee_id\nS1,2024-03-01T21:06:00+01:00,1,note,\"línea 1\nlínea 2, con \"\"comillas\"\"\",E1\n"}, code: 0},
		{name: "bare quote", tables: map[string]string{"bets": betsHeader + goodBet + `S1,1,B"2,1,P1,rojo,,10,0,0,,,` + "\n"}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 3, "", `bare " in non-quoted-field (line 3, column 7)`}}, rejected: map[string]int64{"bets": 1}},
		{name: "very long value", tables: map[string]string{"bets": betsHeader + goodBet +
			strings.Replace(bet("B2", "rojo", "", "10", "0", "0"), ",1,P1,", ","+long+",P1,", 1) +
			strings.Replace(bet("B3", "rojo", "", "10", "0", "0"), ",1,P1,", ","+long[:100000]+",P1,", 1)}, code: 2,
			findings: []want{{"DQ-ROW", "bets.csv", 3, "", "line longer than 4 MiB"}, {"DQ-ROW", "bets.csv", 4, "seat", "value of 100000 bytes in column seat"}},
			rejected: map[string]int64{"bets": 2}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tables := map[string]string{}
			for k, v := range cleanLog {
				tables[k] = v
			}
			for k, v := range c.tables {
				tables[k] = v
			}
			var del []string
			for k, v := range tables {
				if v == "<delete>" {
					delete(tables, k)
					del = append(del, k)
				}
			}
			dir := writeLog(t, tables)
			o := auditJSON(t, dir)
			if o.code != c.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", o.code, c.code, o.stdout, o.stderr)
			}
			if c.stderr != "" {
				if !strings.Contains(o.stderr, c.stderr) {
					t.Errorf("stderr %q lacks %q", o.stderr, c.stderr)
				}
				if o.wroteJSON {
					t.Error("a report was written for an unusable log")
				}
				return
			}
			if !strings.Contains(o.stderr, c.warning) {
				t.Errorf("stderr %q lacks %q", o.stderr, c.warning)
			}
			rej := o.reconciled(t)
			for _, tb := range logs.Tables {
				if rej[tb] != c.rejected[tb] {
					t.Errorf("%s: %d rows rejected, want %d", tb, rej[tb], c.rejected[tb])
				}
			}
			for _, w := range c.findings {
				o.has(t, w)
			}
			if len(c.findings) == 0 && c.code == 0 && len(o.report.Findings) != 0 {
				t.Errorf("findings in a good log: %+v", o.report.Findings)
			}
		})
	}
}

// CRLF line ends and a byte-order mark read as the plain log does.
func TestBadInputCRLFAndBOM(t *testing.T) {
	plain := auditJSON(t, writeLog(t, cleanLog))
	crlf := map[string]string{}
	for k, v := range cleanLog {
		crlf[k] = "\ufeff" + strings.ReplaceAll(v, "\n", "\r\n")
	}
	o := auditJSON(t, writeLog(t, crlf))
	if o.code != 0 || plain.code != 0 {
		t.Fatalf("exit %d and %d: %s %s", o.code, plain.code, o.stderr, plain.stderr)
	}
	o.reconciled(t)
	if rowsLine.FindString(o.stdout) != rowsLine.FindString(plain.stdout) || rowsLine.FindString(o.stdout) == "" {
		t.Errorf("CRLF+BOM %q, plain %q", rowsLine.FindString(o.stdout), rowsLine.FindString(plain.stdout))
	}
}
