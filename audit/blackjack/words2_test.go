package blackjack_test

// What two findings say (mutants that lived, issue 23): the progressive's
// cap, half the table minimum, and the total of a menor/mayor box.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

func TestFindingWords(t *testing.T) {
	for _, c := range []struct{ file, key, expected, detail string }{
		{"progressive.txt", "BJ-PROGRESSIVE@1/BP", "≤ €5.00 (half the minimum €10.00)", ""},
		{"menor-mayor-13.txt", "BJ-MENOR-MAYOR@1/BM", "", "on 6D and 7D (13, the ace counting one)"},
		{"menor-mayor-ace-one.txt", "BJ-MENOR-MAYOR@1/BM", "", "on AD and 9D (10, the ace counting one)"},
	} {
		found := false
		for _, f := range casetest.Audit(t, casetest.Read(t, "testdata/cases/"+c.file)).Findings {
			if casetest.Key(f) != c.key {
				continue
			}
			found = true
			if c.expected != "" && f.Expected.EN != c.expected {
				t.Errorf("%s: expected %q, want %q", c.file, f.Expected.EN, c.expected)
			}
			if !strings.Contains(f.Detail.EN, c.detail) {
				t.Errorf("%s: detail %q does not say %q", c.file, f.Detail.EN, c.detail)
			}
		}
		if !found {
			t.Errorf("%s: no finding %s", c.file, c.key)
		}
	}
}
