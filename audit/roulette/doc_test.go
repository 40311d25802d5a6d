package roulette_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
)

// docExample returns the CSV files of the worked example in the roulette
// part of the log contract: each "**name.csv**" line and the ```csv block
// after it.
func docExample(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("../../docs/log-format/roulette.md")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	name := ""
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.HasPrefix(l, "**") && strings.HasSuffix(l, ".csv**") {
			name = strings.Trim(l, "*")
			continue
		}
		if l == "```csv" && name != "" {
			var sb strings.Builder
			for i++; i < len(lines) && lines[i] != "```"; i++ {
				sb.WriteString(lines[i] + "\n")
			}
			files[name] = sb.String()
			name = ""
		}
	}
	return files
}

// The worked example of the contract is a complete valid log of a
// Valencian casino: audited in full it must be clean under every reading of
// every switch, every row audited.
func TestDocExampleAuditsClean(t *testing.T) {
	files := docExample(t)
	if len(files) != 5 {
		t.Fatalf("the worked example shows %d files, want 5", len(files))
	}
	readings := [][]string{nil}
	for _, a := range rules.AllAssumptions() {
		for _, r := range a.Readings {
			if r.ID != a.Default {
				readings = append(readings, []string{a.ID + "=" + r.ID})
			}
		}
	}
	for _, assume := range readings {
		res := casetest.Audit(t, casetest.Case{File: "docs/log-format/roulette.md", Region: "cv", Assume: assume, Sections: files})
		for _, f := range res.Findings {
			t.Errorf("%v: %s: %s", assume, casetest.Key(f), f.Detail.EN)
		}
		if len(res.Sessions) != 1 || res.Sessions[0].Rounds != 3 || res.Sessions[0].Bets != 9 {
			t.Fatalf("%v: sessions %+v", assume, res.Sessions)
		}
	}
}
