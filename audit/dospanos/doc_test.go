package dospanos_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The worked example of docs/log-format/dos-panos.md is a complete log: it
// must audit clean under the Valencian text with every row audited, and a
// change of the deduction it explains must show exactly that finding.
func TestWorkedExample(t *testing.T) {
	b, err := os.ReadFile("../../docs/log-format/dos-panos.md")
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
	for _, want := range []string{",banca,", ",cuadro,", ",cagnotte,", ",caballo,", ",primer-pano,", ",segundo-pano,", ",auxiliar,"} {
		if !strings.Contains(files["bets.csv"]+files["events.csv"]+files["staff.csv"], want) {
			t.Errorf("the worked example shows no %q", want)
		}
	}
	res := casetest.Audit(t, casetest.Case{File: "worked example", Region: "cv", Sections: files})
	for _, f := range res.Findings {
		t.Errorf("%s: %s", casetest.Key(f), f.Detail.EN)
	}
	if len(res.Sessions) != 1 || res.Sessions[0].Rejected || res.Sessions[0].Bets != 7 || res.Sessions[0].Rounds != 3 {
		t.Errorf("sessions %+v, want one of 3 coups and 7 stakes", res.Sessions)
	}
	for _, c := range res.Counts {
		if c.Rejected != 0 || c.Read != c.Audited {
			t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	// The same log with a deduction of 1.00 in coup 1 (neither 2% of the net
	// 20.00 nor of the gross 70.00) shows exactly that.
	files["events.csv"] = strings.Replace(files["events.csv"], "amount=0.40", "amount=1.00", 1)
	res = casetest.Audit(t, casetest.Case{File: "worked example, deduction 1.00", Region: "cv", Sections: files})
	if len(res.Findings) != 1 || casetest.Key(res.Findings[0]) != "BDP-COMMISSION@1" {
		var got []string
		for _, f := range res.Findings {
			got = append(got, casetest.Key(f))
		}
		t.Errorf("findings %v, want [BDP-COMMISSION@1]", got)
	}
}
