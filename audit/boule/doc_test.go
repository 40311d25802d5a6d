package boule_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/boule.md is a complete log: it must
// audit clean in Valencia with every row audited; with B4 (impar on the 5)
// paid it must show exactly that BOU-PAYOUT.
func TestWorkedExample(t *testing.T) {
	b, err := os.ReadFile("../../docs/log-format/boule.md")
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
	if len(res.Sessions) != 1 || res.Sessions[0].Rejected || res.Sessions[0].Bets != 8 || res.Sessions[0].Rounds != 3 {
		t.Errorf("sessions %+v, want one of 3 balls and 8 bets", res.Sessions)
	}
	for _, c := range res.Counts {
		if c.Rejected != 0 || c.Read != c.Audited {
			t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	files["bets.csv"] = strings.Replace(files["bets.csv"], "B4,1,P1,impar,,20.00,0.00,0.00", "B4,1,P1,impar,,20.00,20.00,20.00", 1)
	res = casetest.Audit(t, casetest.Case{File: "worked example, B4 paid", Region: "cv", Sections: files})
	if len(res.Findings) != 1 || casetest.Key(res.Findings[0]) != "BOU-PAYOUT@2/B4" {
		var keys []string
		for _, f := range res.Findings {
			keys = append(keys, casetest.Key(f))
		}
		t.Errorf("B4 paid: findings %v, want [BOU-PAYOUT@2/B4]", keys)
	} else if c := res.Findings[0].Cite; c.Line != 883 || !strings.Contains(c.Quote, "cuando sale el número 5") {
		t.Errorf("B4 paid cites L%d «%s», want L883 on the 5", c.Line, c.Quote)
	}
}
