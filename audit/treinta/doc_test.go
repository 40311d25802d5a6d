package treinta_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/treinta.md, for exporters, is a
// complete log: it must audit clean under the Valencian text with every row
// audited, and show the refait, prison, insurance and void tie it explains.
func TestWorkedExample(t *testing.T) {
	b, err := os.ReadFile("../../docs/log-format/treinta.md")
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
	for _, want := range []string{"seguro", ",4,2024", "AS,TS,TC,TH;R=AD,TD,TH,TC", "5C,KS,QS,JS;R=5D", "reserve=5"} {
		if !strings.Contains(files["bets.csv"]+files["events.csv"]+files["rounds.csv"], want) {
			t.Errorf("the worked example shows no %q", want)
		}
	}
	res := casetest.Audit(t, casetest.Case{File: "worked example", Region: "cv", Sections: files})
	for _, f := range res.Findings {
		t.Errorf("%s: %s", casetest.Key(f), f.Detail.EN)
	}
	if len(res.Sessions) != 1 || res.Sessions[0].Rejected || res.Sessions[0].Bets != 14 || res.Sessions[0].Rounds != 5 {
		t.Errorf("sessions %+v, want one of 5 coups and 14 bets", res.Sessions)
	}
	for _, c := range res.Counts {
		if c.Rejected != 0 || c.Read != c.Audited {
			t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
}
