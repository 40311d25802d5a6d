package blackjack_test

// Insurance on an odd original stake (mutants that lived, issue 23): half
// of 20.01 is 10.00 or 10.01. Exactly half (the 1977 text's default
// reading) accepts both and nothing else; at most half accepts anything up
// to 10.01. The finding says what was expected and names the switch.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	bj "github.com/veedor/veedor/rules/blackjack"
)

func TestInsuranceOddStake(t *testing.T) {
	for _, c := range []struct {
		reading, stake, expected string // expected: "" when no finding
	}{
		{"exactly-half", "10.00", ""},
		{"exactly-half", "10.01", ""},
		{"exactly-half", "9.99", "€10.01"},
		{"exactly-half", "10.02", "€10.01"},
		{"at-most-half", "9.99", ""},
		{"at-most-half", "10.01", ""},
		{"at-most-half", "10.02", "≤ €10.01"},
	} {
		cs := casetest.Read(t, "testdata/cases/clean-es.txt")
		cs.Assume = append(cs.Assume, bj.AssumeInsuranceHalf+"="+c.reading)
		for old, new := range map[string]string{
			"S1,3,B301,1,P1,base,,20.00,20.00,20.00,":    "S1,3,B301,1,P1,base,,20.01,20.01,20.01,",
			"S1,3,B302,1,P1,insurance,,10.00,0.00,0.00,": "S1,3,B302,1,P1,insurance,," + c.stake + ",0.00,0.00,",
		} {
			if !strings.Contains(cs.Sections["bets.csv"], old) {
				t.Fatalf("clean-es.txt has no %q", old)
			}
			cs.Sections["bets.csv"] = strings.Replace(cs.Sections["bets.csv"], old, new, 1)
		}
		var got []audit.Finding
		for _, f := range casetest.Audit(t, cs).Findings {
			got = append(got, f)
		}
		name := c.reading + ", insurance of " + c.stake + " on 20.01"
		if c.expected == "" {
			if len(got) != 0 {
				t.Errorf("%s: %d findings, want none (first %s)", name, len(got), casetest.Key(got[0]))
			}
			continue
		}
		if len(got) != 1 || casetest.Key(got[0]) != bj.RuleInsurance+"@3/B302" {
			t.Errorf("%s: %d findings, want one %s@3/B302", name, len(got), bj.RuleInsurance)
			continue
		}
		f := got[0]
		if f.Expected.EN != c.expected || strings.Join(f.Assumptions, " ") != bj.AssumeInsuranceHalf+"="+c.reading {
			t.Errorf("%s: expected %q, switches %v; want %q, %s=%s", name, f.Expected.EN, f.Assumptions, c.expected, bj.AssumeInsuranceHalf, c.reading)
		}
	}
}
