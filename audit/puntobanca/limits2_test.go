package puntobanca_test

// Table limits (mutants that lived, issue 23): what a PB-TABLE-MAX finding
// expects under a text of fixed multiples and under Castilla y León's
// range, the ratio it records, and a limit change on round 1.

import (
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

func TestTableMaxFindingWords(t *testing.T) {
	for _, c := range []struct{ file, expected, recorded string }{
		{"table-cv.txt", "maximum = 50 | 100 × minimum", "minimum €10.00, maximum €700.00 (70×)"},
		{"table-cyl.txt", "maximum between 20 and 100 × minimum", "minimum €10.00, maximum €1,500.00 (150×)"},
	} {
		f := finding(t, c.file, pb.RuleTableMax+"@0")
		if f.Expected.EN != c.expected || f.Recorded.EN != c.recorded {
			t.Errorf("%s: expected %q, recorded %q; want %q, %q", c.file, f.Expected.EN, f.Recorded.EN, c.expected, c.recorded)
		}
	}
}

// Limits raised on round 1 to 20.00–2,000.00 hold from round 1: the punto
// of 10.00 on round 2 is under the new minimum.
func TestLimitChangeOnRoundOne(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/clean-es84-limit-change.txt")
	old := "S1,2024-03-01T22:10:00+01:00,3,limit-change,"
	if !strings.Contains(c.Sections["events.csv"], old) {
		t.Fatalf("no limit change %q", old)
	}
	c.Sections["events.csv"] = strings.Replace(c.Sections["events.csv"], old, "S1,2024-03-01T22:05:00+01:00,1,limit-change,", 1)
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		got = append(got, casetest.Key(f))
	}
	sort.Strings(got)
	if want := pb.RuleStakeMin + "@2/B2"; strings.Join(got, " ") != want {
		t.Errorf("limits changed on round 1: got %v, want [%s]", got, want)
	}
}

// A limit change needs a minimum above zero and a maximum not under it: a
// maximum equal to the minimum is read (and is no multiple the text
// allows); a minimum of zero is not.
func TestLimitChangeReadable(t *testing.T) {
	for detail, want := range map[string]string{
		"min_bet=20.00 max_bet=20.00":  pb.RuleTableMax + "@3",
		"min_bet=0.00 max_bet=2000.00": "DQ-EVENT@3",
	} {
		c := casetest.Read(t, "testdata/cases/clean-es84-limit-change.txt")
		c.Sections["events.csv"] = strings.Replace(c.Sections["events.csv"], "limit-change,min_bet=20.00 max_bet=2000.00", "limit-change,"+detail, 1)
		var got []string
		for _, f := range casetest.Audit(t, c).Findings {
			if f.Rule == pb.RuleTableMax || f.Rule == pb.RuleTableMin || f.Rule == audit.DQEvent {
				got = append(got, casetest.Key(f))
			}
		}
		if strings.Join(got, " ") != want {
			t.Errorf("limit change %q: got %v, want [%s]", detail, got, want)
		}
	}
}

// Castilla y León's standard table read with cyl-pb-crew-exemption=any-one:
// two croupiers and any third (jefe or croupier). Two croupiers alone are
// one short of the three, and the finding says so.
func TestCrewAnyOneShort(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/sw-cyl-crew-exemption-any-one.txt")
	third := "S1,C3,croupier,2015-06-12T22:00:00+02:00,\n"
	if !strings.Contains(c.Sections["staff.csv"], third) {
		t.Fatalf("no third croupier %q", third)
	}
	c.Sections["staff.csv"] = strings.Replace(c.Sections["staff.csv"], third, "", 1)
	var got []audit.Finding
	for _, f := range casetest.Audit(t, c).Findings {
		if f.Rule == pb.RuleCrew {
			got = append(got, f)
		}
	}
	if len(got) != 1 {
		t.Fatalf("two croupiers, no jefe, any-one: %d PB-CREW findings, want 1", len(got))
	}
	f := got[0]
	if want := "croupier 2, jefe-mesa+croupier 3"; f.Expected.EN != want {
		t.Errorf("two croupiers, any-one: expected %q, want %q", f.Expected.EN, want)
	}
	if want := "jefe-mesa+croupier 2/3"; f.Recorded.EN != want {
		t.Errorf("two croupiers, any-one: recorded %q, want %q", f.Recorded.EN, want)
	}
	if got, want := strings.Join(f.Assumptions, " "), pb.SwCyLCrewExemption+"=any-one"; got != want {
		t.Errorf("two croupiers, any-one: switches %q, want %q", got, want)
	}
}

// The 1977 crew, as a finding expects it: jefe, two croupiers, cambista.
func TestCrewExpected1977(t *testing.T) {
	f := finding(t, "table-es77.txt", pb.RuleCrew+"@1")
	if want := "jefe-mesa 1, croupier 2, cambista 1"; f.Expected.EN != want {
		t.Errorf("1977 crew: expected %q, want %q", f.Expected.EN, want)
	}
}
