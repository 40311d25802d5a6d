package poker_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
)

// The worked examples of docs/log-format/poker.md are complete logs that
// audit clean: each "## Worked example" section's "**name.csv**" blocks.
func TestDocExamples(t *testing.T) {
	b, err := os.ReadFile("../../docs/log-format/poker.md")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "## Worked example")
	if len(parts) != 3 {
		t.Fatalf("%d worked examples, want 2", len(parts)-1)
	}
	for _, part := range parts[1:] {
		lines := strings.Split(part, "\n")
		c := casetest.Case{File: "docs/log-format/poker.md" + lines[0], Region: "cyl", Sections: casetest.CSVBlocks(part)}
		if len(c.Sections) != len(logs.Tables) {
			t.Fatalf("%s: %d files, want %d", lines[0], len(c.Sections), len(logs.Tables))
		}
		res := casetest.Audit(t, c)
		for _, f := range res.Findings {
			t.Errorf("%s: %s: %s", lines[0], casetest.Key(f), f.Detail.EN)
		}
		bets := 0
		for _, s := range res.Sessions {
			bets += s.Bets
		}
		if want := strings.Count(c.Sections["bets.csv"], "\n") - 1; bets != want {
			t.Errorf("%s: %d bets audited, want %d", lines[0], bets, want)
		}
	}
}
