package puntobanca_test

// What the jefe, shoe-pass and early-settlement findings cite, name and say
// (mutants that lived, issue 23).

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// A jefe over too many tables cites the passage of his kind of table: in
// Valencia the 14-player table's (second citation of the basis), the
// reduced tables' (first).
func TestJefeTablesCite(t *testing.T) {
	r, _ := rules.Lookup(pb.RuleJefeTables)
	b, ok := r.BasisFor(rules.CV2003, pb.Game)
	if !ok || len(b.Cites) < 2 {
		t.Fatalf("%s has no two Valencian citations", pb.RuleJefeTables)
	}
	for file, want := range map[string]rules.Citation{"jefe-cv-standard.txt": b.Cites[1], "jefe-cv-mini.txt": b.Cites[0]} {
		f := finding(t, file, pb.RuleJefeTables+"@0")
		if f.Cite.Line != want.Line || f.Cite.Quote != want.Quote {
			t.Errorf("%s: cites L%d %q, want L%d %q", file, f.Cite.Line, f.Cite.Quote, want.Line, want.Quote)
		}
	}
}

// A shoe passed after a tie rests on the pb-shoe-tie reading.
func TestShoePassAfterTieNamesTheSwitch(t *testing.T) {
	f := finding(t, "sw-shoe-tie-default.txt", pb.RuleShoePass+"@2")
	if got := strings.Join(f.Assumptions, " "); got != pb.SwShoeTie+"=keeps" {
		t.Errorf("shoe passed after a tie: switches %q, want %s=keeps", got, pb.SwShoeTie)
	}
}

// A bet settled after the coup that decided it: a punto or banca bet rides
// only on a tie, a tie bet never; one that rode on a tie and was settled
// wrong says so.
func TestSettledLateSaysWhy(t *testing.T) {
	for key, why := range map[string]string{"PB-PAYOUT@1/B1": "only a tie leaves a punto or banca bet on the table", "PB-PAYOUT@1/B2": "a tie bet never rides",
		"PB-PAYOUT@1/B3": "from round 1, left on the table after the tie and settled in round 2"} {
		if f := finding(t, "ride-cv-decided-earlier.txt", key); !strings.Contains(f.Detail.EN, why) {
			t.Errorf("%s: %q does not say %q", key, f.Detail.EN, why)
		}
	}
}

// A jefe over tables of two kinds is held to the smaller limit: four
// Valencian mini tables are allowed, three mini and a midi (at most three)
// are not.
func TestJefeMixedTables(t *testing.T) {
	for _, c := range []struct {
		name   string
		midi   bool
		expect string
	}{{"four mini", false, ""}, {"three mini and a midi", true, "≤ 3 tables"}} {
		cs := casetest.Read(t, "testdata/cases/jefe-cv-mini.txt")
		for sec, body := range cs.Sections {
			var keep []string
			for _, l := range strings.SplitAfter(body, "\n") {
				if !strings.HasPrefix(l, "S5,") {
					keep = append(keep, l)
				}
			}
			cs.Sections[sec] = strings.Join(keep, "")
		}
		if c.midi {
			cs.Sections["sessions.csv"] = strings.Replace(cs.Sections["sessions.csv"], "S4,CAS1,PB4,punto-y-banca,mini,", "S4,CAS1,PB4,punto-y-banca,midi,", 1)
		}
		var got []string
		for _, f := range casetest.Audit(t, cs).Findings {
			if f.Rule == pb.RuleJefeTables {
				got = append(got, f.Expected.EN)
			}
		}
		if strings.Join(got, " ") != c.expect {
			t.Errorf("%s under one jefe: got %q, want %q", c.name, got, c.expect)
		}
	}
}

// A bet left on the table up to a round the session does not have (6,
// after the last, 5) cannot be followed: it is rejected, not settled.
func TestRideToAMissingRound(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/ride-es84-clean.txt")
	old := "S1,4,B3,3,,punto,800.00,800.00,800.00,5,"
	if !strings.Contains(c.Sections["bets.csv"], old) {
		t.Fatalf("ride-es84-clean.txt has no %q", old)
	}
	c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], old, "S1,4,B3,3,,punto,800.00,800.00,800.00,6,", 1)
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		got = append(got, casetest.Key(f))
	}
	if strings.Join(got, " ") != "DQ-BET-ROUND@4/B3" {
		t.Errorf("a bet riding to round 6 of 5: got %v, want [DQ-BET-ROUND@4/B3]", got)
	}
}
