package reports

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
)

// systematic is an audit of two tables of 300 rounds each: on T07 one rule
// breaks on rounds 1..on7 (a payout wrong on most coups), on T08 on rounds
// 1..on8, plus a few findings of another rule on T07.
func systematic(on7, on8 int) *audit.Result {
	r := sample()
	base := r.Findings[0] // a ROU-PAY-001 violation with its citation
	other := r.Findings[len(r.Findings)-1]
	r.Findings = nil
	r.Sessions = []audit.SessionSummary{
		{ID: "S7", Casino: "CAS-01", Table: "T07", Game: "ruleta-francesa", OpenedAt: at(1, 20, 0, 0), ClosedAt: at(1, 23, 0, 0), Rounds: 300, Bets: 900},
		{ID: "S8", Casino: "CAS-01", Table: "T08", Game: "ruleta-francesa", OpenedAt: at(1, 20, 0, 0), ClosedAt: at(1, 23, 0, 0), Rounds: 300, Bets: 900},
	}
	add := func(session, table string, n int) {
		for i := 1; i <= n; i++ {
			f := base
			f.Casino, f.Session, f.Table, f.Round, f.Bet = "CAS-01", session, table, i, fmt.Sprintf("B-%s-%04d", table, i)
			f.At = at(1, 20, 0, 0).Add(time.Duration(i) * 30 * time.Second)
			f.AtStake, f.Delta = 500, -100
			r.Findings = append(r.Findings, f)
		}
	}
	add("S7", "T07", on7)
	for i := 0; i < 3; i++ {
		f := other
		f.Casino, f.Session, f.Table, f.Round = "CAS-01", "S7", "T07", 301+i
		r.Findings = append(r.Findings, f)
	}
	add("S8", "T08", on8)
	return r
}

// A rule broken on at least half the rounds of a table, 100 times or more,
// is one pattern row in the PDF (count, share of rounds, money, first and
// last, examples) and its findings are not listed again; a rule on fewer
// rounds is listed, capped, as before. The workbook and the JSON keep every
// finding.
func TestSystematicErrorIsOnePattern(t *testing.T) {
	r := systematic(180, 120)
	st, err := computeStats(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.patterns) != 1 || st.patterns[0].table != "T07" || st.patterns[0].N != 180 || st.patterns[0].Rounds != 180 {
		t.Fatalf("patterns %+v, want one of 180 findings on T07", st.patterns)
	}
	dir := t.TempDir()
	pdf := filepath.Join(dir, "r.pdf")
	if err := WritePDF(pdf, r, Options{MaxFindingsPerRule: 50}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, pdf)
	mustContain(t, txt, "Errores sistemáticos", "en 180 de 300 rondas", "(60,0 %)", "900,00 €", "-180,00 €",
		"Nº 1 · S7 · Ronda 1", "Nº 180 · S7 · Ronda 180", "B-T07-0002",
		// T08's 120 are listed up to the cap; the pattern's 180 are not counted there.
		"ROU-PAY-001: se muestran 50 de 120 hallazgos")
	if strings.Contains(txt, "B-T07-0050") || strings.Contains(txt, "B-T07-0180") {
		t.Error("a finding of the pattern was listed one by one")
	}
	if !strings.Contains(txt, "B-T08-0050") || strings.Contains(txt, "B-T08-0051") {
		t.Error("T08's findings are not listed up to the cap")
	}
	js := filepath.Join(dir, "r.json")
	if err := WriteJSON(js, r, Options{}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Findings []audit.Finding }
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Findings) != 303 {
		t.Errorf("the JSON has %d findings, want all 303", len(doc.Findings))
	}
	xlsx := filepath.Join(dir, "r.xlsx")
	if err := WriteXLSX(xlsx, r, Options{}); err != nil {
		t.Fatal(err)
	}
	rows, err := openBook(t, xlsx).GetRows("Hallazgos")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 304 {
		t.Errorf("the workbook has %d rows of findings, want a header and all 303", len(rows)-1)
	}
}

// Just under either threshold is no pattern: 149 rounds of 300, or 99
// findings on 99 of 150 rounds.
func TestPatternThresholds(t *testing.T) {
	for _, c := range []struct {
		name     string
		r        *audit.Result
		patterns int
	}{
		{"150 of 300 rounds", systematic(150, 0), 1},
		{"149 of 300 rounds", systematic(149, 0), 0},
		{"99 findings on 99 of 150 rounds", func() *audit.Result {
			r := systematic(99, 0)
			r.Sessions[0].Rounds = 150
			return r
		}(), 0},
	} {
		st, err := computeStats(c.r)
		if err != nil {
			t.Fatal(err)
		}
		if len(st.patterns) != c.patterns {
			t.Errorf("%s: %d patterns, want %d", c.name, len(st.patterns), c.patterns)
		}
	}
	if patternShare != 0.5 || patternMin != 100 {
		t.Errorf("thresholds %v and %d differ from those documented (docs/reports.md)", patternShare, patternMin)
	}
}

// When every violation is in a pattern, the list under it is empty: no
// finding listed one by one, no cap note.
func TestEveryViolationInAPattern(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "r.pdf")
	if err := WritePDF(pdf, systematic(180, 0), Options{MaxFindingsPerRule: 50}); err != nil {
		t.Fatal(err)
	}
	txt := pdfText(t, pdf)
	mustContain(t, txt, "Errores sistemáticos", "en 180 de 300 rondas")
	for _, no := range []string{"B-T07-0004", "B-T07-0051", "se muestran"} {
		if strings.Contains(txt, no) {
			t.Errorf("%q printed though every violation is in the pattern", no)
		}
	}
}
