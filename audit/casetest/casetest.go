// Package casetest runs hand-written case logs through the audit, for the
// tests of every game's replay. A case is a tiny log in one file: header
// lines
//
//	# region: es
//	# assume: prison-release=full      (optional, repeatable)
//	# want: RUL-PAYOUT@3/B7             (rule@round/bet; "none" for a clean case; repeatable)
//
// then sections "-- sessions.csv --", "-- staff.csv --", ... holding the CSV
// files of the log contract (version 1 or 2 headers). A missing section is
// an empty table. Run audits each case and compares the findings, exactly,
// with the wants.
package casetest

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// Case is one case file.
type Case struct {
	File     string
	Region   string
	Assume   []string
	Want     []string // rule@round[/bet], sorted
	Sections map[string]string
}

// Run audits every case in dir (*.txt) as a subtest and checks its findings,
// the reconciliation of its counts and that every violation cites its text.
func Run(t *testing.T, dir string) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases in %s: %v", dir, err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			c := Read(t, file)
			res := Audit(t, c)
			var got []string
			for _, f := range res.Findings {
				got = append(got, Key(f))
			}
			sort.Strings(got)
			if strings.Join(got, " ") != strings.Join(c.Want, " ") {
				t.Errorf("findings:\n got  %v\n want %v", got, c.Want)
				for _, f := range res.Findings {
					t.Logf("  %s: %s", Key(f), f.Detail.EN)
				}
			}
			for _, n := range res.Counts {
				if n.Read != n.Audited+n.Rejected {
					t.Errorf("%s: read %d != audited %d + rejected %d", n.Table, n.Read, n.Audited, n.Rejected)
				}
			}
			for _, f := range res.Findings {
				if f.Kind == rules.Violation && (f.Cite.Seed == "" || f.Cite.Quote == "" || f.Cite.Line == 0) {
					t.Errorf("%s has no citation", Key(f))
				}
			}
		})
	}
}

// Audit writes the case's log to a temporary folder and audits it.
func Audit(t *testing.T, c Case) *audit.Result {
	t.Helper()
	dir := t.TempDir()
	for _, table := range logs.Tables {
		body, ok := c.Sections[table+".csv"]
		if !ok {
			body = headers[table] + "\n"
		}
		if err := os.WriteFile(filepath.Join(dir, table+".csv"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, err := logs.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	assume := rules.Defaults()
	for _, a := range c.Assume {
		if err := assume.Set(a); err != nil {
			t.Fatalf("%s: %v", c.File, err)
		}
	}
	res, err := audit.Run(src, audit.Options{Region: c.Region, Assume: assume})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Key names a finding as the cases do: RULE@round, or RULE@round/bet.
func Key(f audit.Finding) string {
	k := f.Rule + "@" + strconv.Itoa(f.Round)
	if f.Bet != "" {
		k += "/" + f.Bet
	}
	return k
}

// Keys names the findings as the cases do, sorted, space-separated.
func Keys(fs []audit.Finding) string {
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		out = append(out, Key(f))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// SetRow replaces, in the section table of a case, the first row that
// begins with prefix (e.g. "S1,3,B8,") by row, or deletes it when row is "".
// A prefix no row has fails the test: an edit that misses proves nothing.
func SetRow(t *testing.T, sections map[string]string, table, prefix, row string) {
	t.Helper()
	lines := strings.Split(sections[table], "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, prefix) {
			if row == "" {
				lines = append(lines[:i], lines[i+1:]...)
			} else {
				lines[i] = row
			}
			sections[table] = strings.Join(lines, "\n")
			return
		}
	}
	t.Fatalf("no row %s in %s", prefix, table)
}

// Read parses a case file.
func Read(t *testing.T, file string) Case {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := Case{File: file, Sections: map[string]string{}}
	var cur string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "-- ") && strings.HasSuffix(line, " --"):
			cur = strings.TrimSuffix(strings.TrimPrefix(line, "-- "), " --")
		case cur == "" && strings.HasPrefix(line, "# "):
			k, v, _ := strings.Cut(strings.TrimPrefix(line, "# "), ":")
			v = strings.TrimSpace(v)
			switch strings.TrimSpace(k) {
			case "region":
				c.Region = v
			case "assume":
				c.Assume = append(c.Assume, v)
			case "want":
				if v != "none" {
					c.Want = append(c.Want, strings.Fields(v)...)
				}
			}
		case cur != "":
			if strings.TrimSpace(line) != "" {
				c.Sections[cur] += line + "\n"
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if c.Region == "" {
		t.Fatalf("%s: no region", file)
	}
	sort.Strings(c.Want)
	return c
}

// headers are the version 1 headers, for tables a case leaves out.
var headers = map[string]string{
	"sessions": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min",
	"staff":    "session_id,employee_id,role,on_at,off_at",
	"rounds":   "session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason",
	"bets":     "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by",
	"events":   "session_id,at,round_no,kind,detail,employee_id",
}

// EveryRuleHasACase checks that every rule of games (every violation rule
// all of whose games are among games: a rule spanning other games too has
// its home elsewhere) has a case in dir that must trigger it, and that at
// least minClean cases are clean (want: none).
func EveryRuleHasACase(t *testing.T, dir string, minClean int, games ...string) {
	t.Helper()
	in := map[string]bool{}
	for _, g := range games {
		in[g] = true
	}
	var ids []string
	for _, r := range rules.All() {
		if r.Kind == rules.DataQuality || len(r.Games) == 0 {
			continue
		}
		all := true
		for _, g := range r.Games {
			all = all && in[g]
		}
		if all {
			ids = append(ids, r.ID)
		}
	}
	RulesHaveCases(t, dir, minClean, ids...)
}

// RulesHaveCases checks that each rule of ids has a case in dir that must
// trigger it, and that at least minClean cases are clean (want: none).
func RulesHaveCases(t *testing.T, dir string, minClean int, ids ...string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	wanted := map[string]bool{}
	clean := 0
	for _, file := range files {
		c := Read(t, file)
		if len(c.Want) == 0 {
			clean++
		}
		for _, w := range c.Want {
			id, _, _ := strings.Cut(w, "@")
			wanted[id] = true
		}
	}
	if len(ids) == 0 {
		t.Error("no rules to check")
	}
	for _, id := range ids {
		if !wanted[id] {
			t.Errorf("rule %s has no case that triggers it", id)
		}
	}
	if clean < minClean {
		t.Errorf("only %d clean cases, want at least %d", clean, minClean)
	}
}

// Find returns the first finding of fs whose key (Key) is k, nil if none.
func Find(fs []audit.Finding, k string) *audit.Finding {
	for i := range fs {
		if Key(fs[i]) == k {
			return &fs[i]
		}
	}
	return nil
}
