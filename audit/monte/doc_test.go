package monte_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/monte.md is a complete log: it must
// audit clean under the Valencian text with every row audited, and the
// levy taken from its Vista Hermosa must show exactly that finding.
func TestWorkedExample(t *testing.T) {
	b, err := os.ReadFile("../../docs/log-format/monte.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	files := map[string]string{}
	name := ""
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
	if len(files) != 5 {
		t.Fatalf("the worked example shows %d files, want 5", len(files))
	}
	res := casetest.Audit(t, casetest.Case{File: "worked example", Region: "cv", Sections: files})
	for _, f := range res.Findings {
		t.Errorf("%s: %s", casetest.Key(f), f.Detail.EN)
	}
	if len(res.Sessions) != 1 || res.Sessions[0].Rejected || res.Sessions[0].Bets != 9 || res.Sessions[0].Rounds != 4 {
		t.Errorf("sessions %+v, want one of 4 phases and 9 bets", res.Sessions)
	}
	for _, c := range res.Counts {
		if c.Rejected != 0 || c.Read != c.Audited {
			t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	files["bets.csv"] = strings.Replace(files["bets.csv"], "5.00,5.00,160.00", "5.00,5.00,144.00", 1)
	res = casetest.Audit(t, casetest.Case{File: "worked example, levy on VIS", Region: "cv", Sections: files})
	if len(res.Findings) != 1 || casetest.Key(res.Findings[0]) != "MON-PAYOUT@1/B1" {
		var got []string
		for _, f := range res.Findings {
			got = append(got, casetest.Key(f))
		}
		t.Errorf("findings %v, want [MON-PAYOUT@1/B1]", got)
	}
}
