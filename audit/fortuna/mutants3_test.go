package fortuna_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	wf "github.com/veedor/veedor/rules/fortuna"
)

// fortunaLog is a Valencian session opened with the limits min–max and
// authorized minimum auth, spins 1..len(outcomes) two minutes apart, the
// bets (type, selection, stake, returned, paid; round, placed on time) and
// limit-change events given as "round detail".
func fortunaLog(min, max, auth string, outcomes []string, bets [][6]string, changes []string) map[string]string {
	at := func(round, sec int) string {
		return fmt.Sprintf("2024-03-01T22:%02d:%02d+01:00", 2*round, sec)
	}
	var rounds, bs, ev strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,no_more_bets_at,status,void_reason\n")
	for i, o := range outcomes {
		fmt.Fprintf(&rounds, "S1,%d,%s,E1,%s,%s,played,\n", i+1, at(i+1, 30), o, at(i+1, 10))
	}
	bs.WriteString("session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,placed_at,settled_round\n")
	for i, b := range bets {
		var round int
		fmt.Sscan(b[0], &round)
		fmt.Fprintf(&bs, "S1,%d,B%d,1,,%s,%s,%s,%s,%s,%s,\n", round, i+1, b[1], b[2], b[3], b[4], b[5], at(round, 0))
	}
	ev.WriteString("session_id,at,round_no,kind,detail,employee_id\n")
	for _, c := range changes {
		round, detail, _ := strings.Cut(c, " ")
		var n int
		fmt.Sscan(round, &n)
		fmt.Fprintf(&ev, "S1,%s,%s,limit-change,%s,E1\n", at(n, 1), round, detail)
	}
	return map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
			fmt.Sprintf("S1,CAS1,RF1,ruleta-de-la-fortuna,,2024-03-01T22:00:00+01:00,2024-03-01T23:30:00+01:00,%s,%s,%s\n", min, max, auth),
		"staff.csv":  "session_id,employee_id,role,on_at,off_at\nS1,E1,jefe-mesa,2024-03-01T22:00:00+01:00,\nS1,E2,croupier,2024-03-01T22:00:00+01:00,\n",
		"rounds.csv": rounds.String(),
		"bets.csv":   bs.String(),
		"events.csv": ev.String(),
	}
}

// audited runs a log and returns its findings and their keys, sorted.
func audited(t *testing.T, name string, assume []string, sections map[string]string) ([]audit.Finding, string) {
	t.Helper()
	res := casetest.Audit(t, casetest.Case{File: name, Region: "cv", Assume: assume, Sections: sections})
	var keys []string
	for _, f := range res.Findings {
		keys = append(keys, casetest.Key(f))
	}
	sort.Strings(keys)
	return res.Findings, strings.Join(keys, " ")
}

// A stake at the table's minimum and at its maximum plays; a cent below the
// one or above the other is FOR-LIMITS (L2371: the table's limits).
func TestLimitsOneCentEitherSide(t *testing.T) {
	bets := [][6]string{
		{"1", "4", "", "4.99", "0.00", "0.00"},
		{"1", "4", "", "5.00", "0.00", "0.00"},
		{"1", "4", "", "500.00", "0.00", "0.00"},
		{"1", "4", "", "500.01", "0.00", "0.00"},
	}
	_, got := audited(t, "limits", nil, fortunaLog("5.00", "500.00", "5.00", []string{"7"}, bets, nil))
	if want := "FOR-LIMITS@1/B1 FOR-LIMITS@1/B4"; got != want {
		t.Errorf("findings %s, want %s", got, want)
	}
}

// Limit changes apply in round order whatever the order of their lines, a
// change on round 1 applies from round 1, and of two changes on one round the
// later line is the one in force.
func TestLimitChangesInRoundOrder(t *testing.T) {
	outcomes := []string{"7", "7", "7"}
	bets := [][6]string{
		{"1", "4", "", "7.00", "0.00", "0.00"},  // below round 1's 8.00
		{"2", "4", "", "15.00", "0.00", "0.00"}, // below round 2's 20.00 (the later line)
		{"3", "4", "", "25.00", "0.00", "0.00"}, // below round 3's 30.00
		{"3", "4", "", "30.00", "0.00", "0.00"},
	}
	changes := []string{
		"3 min_bet=30.00 max_bet=500.00",
		"2 min_bet=10.00 max_bet=500.00",
		"2 min_bet=20.00 max_bet=500.00",
		"1 min_bet=8.00 max_bet=500.00",
	}
	_, got := audited(t, "changes", nil, fortunaLog("5.00", "500.00", "5.00", outcomes, bets, changes))
	if want := "FOR-LIMITS@1/B1 FOR-LIMITS@2/B2 FOR-LIMITS@3/B3"; got != want {
		t.Errorf("findings %s, want %s", got, want)
	}
}

// A change to a minimum of zero is unreadable (DQ-EVENT, not applied); one
// whose maximum equals its minimum is a table of one stake and applies.
func TestLimitChangeBounds(t *testing.T) {
	bets := [][6]string{
		{"1", "4", "", "4.00", "0.00", "0.00"},  // the zero minimum is not applied: 5.00 holds
		{"2", "4", "", "10.00", "0.00", "0.00"}, // min = max = 10.00
		{"2", "4", "", "10.01", "0.00", "0.00"},
		{"2", "4", "", "9.99", "0.00", "0.00"},
	}
	changes := []string{"1 min_bet=0.00 max_bet=500.00", "2 min_bet=10.00 max_bet=10.00"}
	fs, got := audited(t, "bounds", nil, fortunaLog("5.00", "500.00", "5.00", []string{"7", "7"}, bets, changes))
	if want := "DQ-EVENT@1 FOR-LIMITS@1/B1 FOR-LIMITS@2/B3 FOR-LIMITS@2/B4"; got != want {
		t.Errorf("findings %s, want %s", got, want)
	}
	for _, f := range fs {
		if f.Rule == wf.RuleLimits && f.Round == 2 && f.Expected.EN != "€10.00 – €10.00" {
			t.Errorf("%s expects %q, want €10.00 – €10.00", casetest.Key(f), f.Expected.EN)
		}
	}
}

// The finding says which limit a stake broke: below the authorized minimum
// when the authorization raised the floor and the stake is under it;
// otherwise outside the table's limits, the maximum included, even when the
// maximum lies below the authorized minimum and the stake equals that minimum.
func TestLimitsDetail(t *testing.T) {
	for _, c := range []struct {
		name, min, max, auth, stake, want string
	}{
		{"authorized floor", "2.00", "500.00", "5.00", "2.00", "below the authorized minimum (€5.00; the table records €2.00)"},
		{"above the maximum, authorized floor", "2.00", "500.00", "5.00", "600.00", "outside the table's limits (€5.00 – €500.00)"},
		{"table floor", "5.00", "500.00", "5.00", "2.00", "outside the table's limits (€5.00 – €500.00)"},
		{"maximum under the authorized minimum", "2.00", "4.00", "5.00", "5.00", "outside the table's limits (€5.00 – €4.00)"},
	} {
		fs, got := audited(t, c.name, nil, fortunaLog(c.min, c.max, c.auth, []string{"7"}, [][6]string{{"1", "4", "", c.stake, "0.00", "0.00"}}, nil))
		if got != "FOR-LIMITS@1/B1" {
			t.Errorf("%s: findings %s", c.name, got)
			continue
		}
		if !strings.Contains(fs[0].Detail.EN, c.want) {
			t.Errorf("%s: detail %q, want …%s…", c.name, fs[0].Detail.EN, c.want)
		}
	}
}

// «0» is no box the layout could have: an unusable row (DQ-ROW), not a stake
// on a missing box (FOR-BOX), which «3» is.
func TestTypeZeroIsUnusable(t *testing.T) {
	bets := [][6]string{{"1", "0", "", "10.00", "0.00", "0.00"}, {"1", "3", "", "10.00", "0.00", "0.00"}}
	_, got := audited(t, "zero", nil, fortunaLog("5.00", "500.00", "5.00", []string{"7"}, bets, nil))
	if want := "DQ-ROW@1/B1 FOR-BOX@1/B2"; got != want {
		t.Errorf("findings %s, want %s", got, want)
	}
}

// A Joker stake's selection is 1, 2 or empty; any other is an unreadable row.
// The selection of a stake on another box is not read.
func TestJokerSelection(t *testing.T) {
	bets := [][6]string{
		{"1", "joker", "3", "10.00", "0.00", "0.00"},
		{"1", "joker", "1", "10.00", "0.00", "0.00"},
		{"1", "joker", "", "10.00", "0.00", "0.00"},
		{"1", "4", "x", "10.00", "0.00", "0.00"},
	}
	_, got := audited(t, "selection", nil, fortunaLog("5.00", "500.00", "5.00", []string{"7"}, bets, nil))
	if want := "DQ-ROW@1/B1"; got != want {
		t.Errorf("findings %s, want %s", got, want)
	}
}

// A wrong settlement's delta is what was handed over (returned + paid) less
// what is due under the first reading: a winning 15 of 10.00 is due 10.00
// back and 20.00 (2 to 1, L2367); a losing one nothing. The finding names the
// switch only where it decides: the 24 on the 24, the Joker on a Joker.
func TestPayoutDeltaAndSwitch(t *testing.T) {
	bets := [][6]string{
		{"1", "15", "", "10.00", "10.00", "10.00"}, // won: 20.00 handed over, 30.00 due
		{"1", "7", "", "10.00", "10.00", "0.00"},   // lost: 10.00 handed back
		{"2", "24", "", "10.00", "10.00", "5.00"},  // the 24 on 24: even (10.00) or push (0)
		{"2", "15", "", "10.00", "10.00", "0.00"},  // the 15 on 24, handed back
		{"3", "joker", "", "10.00", "10.00", "0.00"},
		{"3", "24", "", "10.00", "10.00", "0.00"}, // the 24 on a Joker
	}
	fs, got := audited(t, "payout", nil, fortunaLog("5.00", "500.00", "5.00", []string{"15", "24", "joker"}, bets, nil))
	want := map[string]struct {
		delta  logs.Cents
		assume string
	}{
		"FOR-PAYOUT@1/B1": {-1000, ""},
		"FOR-PAYOUT@1/B2": {1000, ""},
		"FOR-PAYOUT@2/B3": {-500, wf.SwTwentyFour + "=either"},
		"FOR-PAYOUT@2/B4": {1000, ""},
		"FOR-PAYOUT@3/B5": {-45000, wf.SwJokerBoxes + "=either"},
		"FOR-PAYOUT@3/B6": {1000, ""},
	}
	if len(fs) != len(want) {
		t.Fatalf("findings %s", got)
	}
	for _, f := range fs {
		w, ok := want[casetest.Key(f)]
		if !ok {
			t.Errorf("unexpected %s", casetest.Key(f))
			continue
		}
		if f.Delta != w.delta || strings.Join(f.Assumptions, " ") != w.assume {
			t.Errorf("%s: delta %d, assumptions %v; want %d, [%s]", casetest.Key(f), f.Delta, f.Assumptions, w.delta, w.assume)
		}
	}
}

// DQ-MISSING counts the rows that lack the column.
func TestMissingCountsRows(t *testing.T) {
	bets := [][6]string{{"1", "4", "", "10.00", "0.00", "0.00"}, {"1", "7", "", "10.00", "10.00", "50.00"}}
	s := fortunaLog("5.00", "500.00", "5.00", []string{"7"}, bets, nil)
	s["bets.csv"] = strings.ReplaceAll(s["bets.csv"], "2024-03-01T22:02:00+01:00", "")
	fs, got := audited(t, "missing", nil, s)
	if got != "DQ-MISSING@0" {
		t.Fatalf("findings %s", got)
	}
	if fs[0].Recorded.EN != "2 rows" || !strings.Contains(fs[0].Detail.EN, "(2 cases)") {
		t.Errorf("recorded %q, detail %q: want 2 rows", fs[0].Recorded.EN, fs[0].Detail.EN)
	}
}
