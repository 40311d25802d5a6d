package puntobanca_test

// Which copy of a card is the one too many (mutants that lived, issue 23):
// cards are counted round by round, in each round burnt first, then found
// face up, then dealt, and a dealt card is named by the column that
// recorded it.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// shoeCount audits shoe-count-es84.txt (a six-deck shoe; four nines of
// hearts burnt, one dealt in each of rounds 1 to 3) with edits to its
// events and returns its PB-SHOE-COUNT findings.
func shoeCount(t *testing.T, edits ...[2]string) []audit.Finding {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/shoe-count-es84.txt")
	for _, e := range edits {
		if !strings.Contains(c.Sections["events.csv"], e[0]) {
			t.Fatalf("events.csv has no %q", e[0])
		}
		c.Sections["events.csv"] = strings.Replace(c.Sections["events.csv"], e[0], e[1], 1)
	}
	var out []audit.Finding
	for _, f := range casetest.Audit(t, c).Findings {
		if f.Rule == pb.RuleShoeCount {
			out = append(out, f)
		}
	}
	return out
}

func TestShoeCountWhichCopy(t *testing.T) {
	// Six nines burnt: the seventh is the one dealt on round 1, in the
	// dealt column (then rounds 2 and 3).
	burn := [2]string{`"cards=9C,9H,9H,9H,9H,2C,3D,4S,5H,6C"`, `"cards=9H,9H,9H,9H,9H,9H,3D,4S,5H,6C"`}
	fs := shoeCount(t, burn)
	if len(fs) != 3 || fs[0].Round != 1 || fs[0].Column != "dealt" {
		t.Errorf("six nines burnt, one dealt on each of rounds 1-3: got %v, want three findings, the first on round 1 in dealt", keys(fs))
	}
	// A nine found face up on round 3 comes after the ones dealt on
	// rounds 1 and 2: the seventh is it, on round 3, and the eighth is
	// dealt on round 3.
	faceUp := [2]string{"S1,2024-03-01T22:04:00+01:00,1,burn,", "S1,2024-03-01T22:10:30+01:00,3,card-face-up,card=9H,C1\nS1,2024-03-01T22:04:00+01:00,1,burn,"}
	fs = shoeCount(t, faceUp)
	if len(fs) != 2 || fs[0].Round != 3 || fs[1].Round != 3 {
		t.Errorf("four nines burnt, one dealt on each of rounds 1-3, one face up on round 3: got %v, want two findings on round 3", keys(fs))
	}
}

func keys(fs []audit.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, casetest.Key(f)+" "+f.Column)
	}
	return out
}

// A cut card with no card behind it is recorded (reserve=0): it is a
// reserve short of seven, not a missing one.
func TestCutCardReserveZero(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/shoe-count-es84.txt")
	c.Sections["events.csv"] = strings.Replace(c.Sections["events.csv"], "cut-card,reserve=7,", "cut-card,reserve=0,", 1)
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		if f.Rule == pb.RuleCutCard || f.Rule == audit.DQMissing {
			got = append(got, casetest.Key(f))
		}
	}
	if strings.Join(got, " ") != pb.RuleCutCard+"@1" {
		t.Errorf("reserve=0: got %v, want [%s@1]", got, pb.RuleCutCard)
	}
}

// A card found face up on a round after the last coup dealt is counted
// after every dealt card (the count merges burnt and face-up cards into the
// coups in round order; those left over come last).
func TestShoeCountFaceUpAfterLastCoup(t *testing.T) {
	late := [2]string{"S1,2024-03-01T22:04:00+01:00,1,burn,", "S1,2024-03-01T23:10:30+01:00,4,card-face-up,card=9H,C1\nS1,2024-03-01T22:04:00+01:00,1,burn,"}
	burn := [2]string{`"cards=9C,9H,9H,9H,9H,2C,3D,4S,5H,6C"`, `"cards=9C,9H,9H,9H,9H,9H,3D,4S,5H,6C"`}
	fs := shoeCount(t, late, burn)
	// Five nines burnt and one dealt on round 1 make six; the seventh
	// and eighth are dealt on rounds 2 and 3, the ninth found on round 4.
	if len(fs) != 3 || fs[0].Round != 2 || fs[1].Round != 3 || fs[2].Round != 4 || fs[2].Column != "detail" {
		t.Errorf("got %v, want findings on rounds 2 and 3 (dealt) and 4 (detail)", keys(fs))
	}
}
