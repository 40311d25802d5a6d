package reports

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	statistics "github.com/veedor/veedor/audit/stats"
	"github.com/veedor/veedor/rules/roulette"
)

// statReport is a statistical report with a flagged wheel: 3,700 spins of
// one roulette where 17 comes out a third of the time.
func statReport(t *testing.T) *statistics.Report {
	t.Helper()
	at := time.Date(2024, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))
	s := &logs.Session{ID: "S1", Casino: "C1", Table: "RF-1", Game: roulette.French, Variant: roulette.DosPanos, OpenedAt: at, ClosedAt: at.Add(8 * time.Hour)}
	for i := 1; i <= 3700; i++ {
		n := i % 37
		if i%3 == 0 {
			n = 17
		}
		s.Rounds = append(s.Rounds, logs.Round{No: i, Dealer: fmt.Sprintf("K%d", i/500), Outcome: fmt.Sprint(n), Status: "played"})
		s.Bets = append(s.Bets, logs.Bet{Round: i, ID: fmt.Sprint(i), Type: roulette.Pleno, Selection: "17", Stake: 100})
	}
	r, err := statistics.Run(&logs.Memory{Sessions: []*logs.Session{s}}, statistics.Options{Region: "cyl"})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The statistical section is in both editions, with the flagged wheel, and
// the PDF is the same bytes when written twice.
func TestStatisticsPDF(t *testing.T) {
	rep := statReport(t)
	if len(rep.Findings) == 0 {
		t.Fatal("no statistical finding to show")
	}
	dir := t.TempDir()
	res := &audit.Result{Version: "test", GeneratedAt: time.Date(2024, 3, 2, 8, 0, 0, 0, time.UTC)}
	for _, c := range []struct{ lang, want string }{
		{"es", "Auditoría estadística"}, {"en", "Statistical audit"},
	} {
		p1, p2 := filepath.Join(dir, c.lang+"1.pdf"), filepath.Join(dir, c.lang+"2.pdf")
		for _, p := range []string{p1, p2} {
			if err := WritePDF(p, res, Options{Lang: c.lang, Statistics: rep}); err != nil {
				t.Fatal(err)
			}
		}
		b1, _ := os.ReadFile(p1)
		b2, _ := os.ReadFile(p2)
		if !bytes.Equal(b1, b2) {
			t.Errorf("%s: two writes differ", c.lang)
		}
		text := pageText(t, p1, 1, pdfPages(t, p1))
		for _, w := range []string{c.want, "STAT-WHEEL-BIAS", "RF-1", "chi²"} {
			if !strings.Contains(text, w) {
				t.Errorf("%s: PDF lacks %q", c.lang, w)
			}
		}
	}
	// Without the statistics, no section.
	p := filepath.Join(dir, "none.pdf")
	if err := WritePDF(p, res, Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(pageText(t, p, 1, pdfPages(t, p)), "Auditoría estadística") {
		t.Error("a section without statistics")
	}
}

// The workbook's statistical sheets hold the figures as numbers.
func TestStatisticsWorkbook(t *testing.T) {
	rep := statReport(t)
	p := filepath.Join(t.TempDir(), "r.xlsx")
	if err := WriteXLSX(p, &audit.Result{}, Options{Lang: "en", Statistics: rep}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenFile(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Statistics wheels")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[1][1] != "RF-1" || rows[1][3] != "3700" || rows[1][9] != "yes" {
		t.Fatalf("wheels sheet %v", rows)
	}
	// Number 17 is the ninth pocket of the wheel order: column 10 + 8.
	if rows[0][18] != "Number 17" || rows[1][18] != fmt.Sprint(rep.Wheels[0].Counts[17]) {
		t.Errorf("17's column: %q %q", rows[0][18], rows[1][18])
	}
	fs, _ := f.GetRows("Statistics findings")
	if len(fs) != len(rep.Findings)+1 || fs[1][1] != "statistical" {
		t.Errorf("findings sheet: %d rows for %d findings", len(fs), len(rep.Findings))
	}
	holds, _ := f.GetRows("Statistics hold")
	if len(holds) != len(rep.Holds)+1 {
		t.Errorf("hold sheet: %d rows for %d holds", len(holds), len(rep.Holds))
	}
}
