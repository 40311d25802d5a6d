package history

import (
	"strconv"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
)

// globalIDs is IDs as it was before Namer: one map over every finding.
func globalIDs(fs []audit.Finding) []string {
	out := make([]string, len(fs))
	seen := map[string]int{}
	for i := range fs {
		id := ID(fs[i])
		seen[id]++
		if n := seen[id]; n > 1 {
			id += "-" + strconv.Itoa(n)
		}
		out[i] = id
	}
	return out
}

// Namer, which remembers only the findings of one round, bet and rule,
// numbers repeated identities as a map over every finding does, for
// findings in the Result's order: repeats within a session, repeats of a
// session the log does not have interleaved with another's (they share
// round, bet and rule, not the session), and the same round, bet and rule
// in consecutive sessions.
func TestNamerNumbersRepeatsAsAGlobalMap(t *testing.T) {
	f := func(session string, round int, bet, rule string, line int64) audit.Finding {
		return audit.Finding{Rule: rule, Casino: "C", Table: "T", Session: session, Round: round, Bet: bet, Column: "paid",
			Source: logs.Pos{File: "bets.csv", Table: "bets", Line: line}}
	}
	fs := []audit.Finding{
		f("S1", 0, "", "DQ-A", 2), f("S1", 0, "", "DQ-A", 3), // a repeat in a session
		f("S1", 1, "B1", "RUL-PAYOUT", 10), f("S1", 1, "B1", "RUL-PAYOUT", 11), f("S1", 1, "B2", "RUL-PAYOUT", 12),
		f("S2", 1, "B1", "RUL-PAYOUT", 20), f("S2", 1, "B1", "RUL-PAYOUT", 21), // same round, bet, rule next session
		f("X", 1, "", "DQ-ROW", 30), f("Y", 1, "", "DQ-ROW", 31), f("X", 1, "", "DQ-ROW", 32), // interleaved
		f("", 2, "", "DQ-ROW", 40), f("", 2, "", "DQ-ROW", 40), // no session: the row is the identity
	}
	got, want := IDs(fs), globalIDs(fs)
	repeats := 0
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %d: %s, want %s", i, got[i], want[i])
		}
		if len(want[i]) > 20 {
			repeats++
		}
	}
	if repeats != 5 {
		t.Errorf("%d repeated identities, want 5 (the test lost its point)", repeats)
	}
	// And the stream over a Result gives the same.
	res := &audit.Result{Findings: fs}
	if err := EachID(res, func(i int, _ *audit.Finding, id string) error {
		if id != want[i] {
			t.Errorf("EachID %d: %s, want %s", i, id, want[i])
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}
