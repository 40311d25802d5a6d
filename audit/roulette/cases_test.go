package roulette_test

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
	_ "github.com/veedor/veedor/audit/roulette"
	"github.com/veedor/veedor/rules"
)

// A case is a tiny hand-written log in one file: header lines
//
//	# region: es
//	# assume: prison-release=full      (optional, repeatable)
//	# want: RUL-PAYOUT@3/B7             (rule@round/bet; "none" for a clean case; repeatable)
//
// then sections "-- sessions.csv --", "-- staff.csv --", ... holding the CSV
// files of the log contract. A missing section is an empty table. The test
// audits the log and compares the findings, exactly, with the wants.
func TestCases(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, file := range files {
		file := file
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			c := readCase(t, file)
			res := runCase(t, c)
			var got []string
			for _, f := range res.Findings {
				got = append(got, key(f))
			}
			sort.Strings(got)
			sort.Strings(c.want)
			if strings.Join(got, " ") != strings.Join(c.want, " ") {
				t.Errorf("findings:\n got  %v\n want %v", got, c.want)
				for _, f := range res.Findings {
					t.Logf("  %s: %s", key(f), f.Detail.EN)
				}
			}
			for _, n := range res.Counts {
				if n.Read != n.Audited+n.Rejected {
					t.Errorf("%s: read %d != audited %d + rejected %d", n.Table, n.Read, n.Audited, n.Rejected)
				}
			}
			for _, f := range res.Findings {
				if f.Kind == rules.Violation && (f.Cite.Seed == "" || f.Cite.Quote == "" || f.Cite.Line == 0) {
					t.Errorf("%s has no citation", key(f))
				}
			}
		})
	}
}

// runCase writes the case's log to a folder and audits it.
func runCase(t *testing.T, c testCase) *audit.Result {
	t.Helper()
	dir := t.TempDir()
	for _, table := range logs.Tables {
		body, ok := c.sections[table+".csv"]
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
	for _, a := range c.assume {
		if err := assume.Set(a); err != nil {
			t.Fatal(err)
		}
	}
	res, err := audit.Run(src, audit.Options{Region: c.region, Assume: assume})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func key(f audit.Finding) string {
	k := f.Rule + "@" + itoa(f.Round)
	if f.Bet != "" {
		k += "/" + f.Bet
	}
	return k
}

func itoa(n int) string { return strconv.Itoa(n) }

type testCase struct {
	region   string
	assume   []string
	want     []string
	sections map[string]string
}

func readCase(t *testing.T, file string) testCase {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := testCase{sections: map[string]string{}}
	var cur string
	sc := bufio.NewScanner(f)
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
				c.region = v
			case "assume":
				c.assume = append(c.assume, v)
			case "want":
				if v != "none" {
					c.want = append(c.want, strings.Fields(v)...)
				}
			}
		case cur != "":
			if strings.TrimSpace(line) != "" {
				c.sections[cur] += line + "\n"
			}
		}
	}
	if c.region == "" {
		t.Fatalf("%s: no region", file)
	}
	return c
}

var headers = map[string]string{
	"sessions": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min",
	"staff":    "session_id,employee_id,role,on_at,off_at",
	"rounds":   "session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason",
	"bets":     "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by",
	"events":   "session_id,at,round_no,kind,detail,employee_id",
}

// Every rule has a hand-written case that must trigger it; the clean cases
// (want: none) are logs that must trigger none of them.
func TestEveryRuleHasACase(t *testing.T) {
	files, _ := filepath.Glob("testdata/cases/*.txt")
	wanted := map[string]bool{}
	clean := 0
	for _, file := range files {
		c := readCase(t, file)
		if len(c.want) == 0 {
			clean++
		}
		for _, w := range c.want {
			id, _, _ := strings.Cut(w, "@")
			wanted[id] = true
		}
	}
	for _, r := range rules.All() {
		if r.ForGame("ruleta-francesa") || r.ForGame("ruleta-americana") {
			if !wanted[r.ID] {
				t.Errorf("rule %s has no case that triggers it", r.ID)
			}
		}
	}
	if clean < 10 {
		t.Errorf("only %d clean cases", clean)
	}
}
