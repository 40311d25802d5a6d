package puntobanca_test

// The two ways the shoe goes to the wrong holder, from a clean log
// (clean-es84-void-declined.txt: banca wins rounds 1 and 3, round 2 is
// void, punto wins round 4): checkPass decides before it writes a finding.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

func shoePassFindings(t *testing.T, from, to string) []string {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/clean-es84-void-declined.txt")
	if !strings.Contains(c.Sections["events.csv"], from) {
		t.Fatalf("events.csv has no %q", from)
	}
	c.Sections["events.csv"] = strings.Replace(c.Sections["events.csv"], from, to, 1)
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		if f.Rule == pb.RuleShoePass {
			got = append(got, casetest.Key(f)+" "+f.Source.String())
		}
	}
	return got
}

func TestShoePassWrongHolder(t *testing.T) {
	// Banca lost round 4 and no pass follows: found at round 5's row.
	got := shoePassFindings(t, "S1,2024-03-01T22:14:50+01:00,5,shoe-pass,seat=3,C1\n", "")
	if len(got) != 1 || !strings.HasPrefix(got[0], pb.RuleShoePass+"@5 ") || !strings.Contains(got[0], "rounds.csv") {
		t.Errorf("no pass after banca lost round 4: got %v, want one %s@5 on the rounds row", got, pb.RuleShoePass)
	}
	// The shoe passes after banca won (round 1, then void round 2) and the
	// holder did not decline: found at the event's row.
	got = shoePassFindings(t, "seat=2 reason=declined", "seat=2")
	if len(got) != 1 || !strings.HasPrefix(got[0], pb.RuleShoePass+"@3 ") || !strings.Contains(got[0], "events.csv") {
		t.Errorf("pass at round 3 after a banca win, not declined: got %v, want one %s@3 on the events row", got, pb.RuleShoePass)
	}
	if got := shoePassFindings(t, "seat=3,C1", "seat=3,C1"); len(got) != 0 {
		t.Errorf("the clean log: got %v, want no %s", got, pb.RuleShoePass)
	}
}
