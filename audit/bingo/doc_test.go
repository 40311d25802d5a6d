package bingo_test

import (
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// exampleFiles reads the worked example of docs/log-format/bingo.md.
func exampleFiles(t *testing.T) map[string]string {
	b, err := os.ReadFile("../../docs/log-format/bingo.md")
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
	return files
}

// The worked example is a complete log: it audits clean with every row
// audited, and shows the events the text explains; changed as the text
// says, it shows exactly the finding it announces.
func TestWorkedExample(t *testing.T) {
	files := exampleFiles(t)
	for _, want := range []string{"venta", "entrega", "devolucion", "recaudacion", "vendidos", "premios", "linea-premiada", "bola", "cante", "reanuda", "fin", "ultima-partida"} {
		if !strings.Contains(files["events.csv"], ","+want+",") && !strings.Contains(files["events.csv"], want+"=") {
			t.Errorf("the worked example shows no %q", want)
		}
	}
	res := casetest.Audit(t, casetest.Case{File: "worked example", Region: "es", Sections: files})
	for _, f := range res.Findings {
		t.Errorf("%s: %s", casetest.Key(f), f.Detail.EN)
	}
	if len(res.Sessions) != 1 || res.Sessions[0].Rejected || res.Sessions[0].Bets != 6 || res.Sessions[0].Rounds != 2 {
		t.Errorf("sessions %+v, want one of 2 games and 6 cards", res.Sessions)
	}
	for _, c := range res.Counts {
		if c.Rejected != 0 || c.Read != c.Audited {
			t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	files["rounds.csv"] = strings.Replace(files["rounds.csv"], `83,84"`, `83,85"`, 1)
	files["events.csv"] = strings.Replace(files["events.csv"], "numero=84,", "numero=85,", 1)
	res = casetest.Audit(t, casetest.Case{File: "worked example, 85", Region: "es", Sections: files})
	if len(res.Findings) != 1 || casetest.Key(res.Findings[0]) != "BINGO-BINGO@2/B6" {
		for _, f := range res.Findings {
			t.Logf("%s: %s", casetest.Key(f), f.Detail.EN)
		}
		t.Errorf("%d findings with 85 for 84, want BINGO-BINGO@2/B6 alone", len(res.Findings))
	}
}
