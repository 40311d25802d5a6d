package main

import (
	"bytes"
	"strings"
	"testing"
)

// bench reports the run of median CPU time (median wall time where CPU
// time is not measured), not the best, and lists every run.
func TestBenchReportsTheMedianRun(t *testing.T) {
	runs := []benchFigures{{Seconds: 1, CPUSecs: 9}, {Seconds: 3, CPUSecs: 2}, {Seconds: 2, CPUSecs: 5}}
	if got := medianRun(runs); got.CPUSecs != 5 {
		t.Errorf("median of CPU 9, 2, 5: got the run of %v CPU s", got.CPUSecs)
	}
	if got := medianRun([]benchFigures{{Seconds: 4}, {Seconds: 1}, {Seconds: 3}, {Seconds: 2}}); got.Seconds != 2 {
		t.Errorf("median of 4, 1, 3, 2 s without CPU time: got %v s, want the lower median 2", got.Seconds)
	}
	var b bytes.Buffer
	printBench(&b, []benchFigures{{Format: "csv", Bets: 10, Seconds: 2, CPUSecs: 5, Runs: []float64{1, 3, 2}, CPURuns: []float64{9, 2, 5}}},
		[]sqlite3Figures{{Tool: "wc", Query: "wc -l of the CSV files", Rows: 12, Seconds: 0.5, CPUSecs: 0.25, BetsPerCPU: 40}})
	for _, want := range []string{"runs [1.00 3.00 2.00] s, CPU [9.00 2.00 5.00] s", "wc -l of the CSV files: 12 rows in 0.50 s", "CPU 0.25 s, 40 bets per CPU s"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("bench output lacks %q:\n%s", want, b.String())
		}
	}
}

// The peak memory the child measured itself is the one reported, even when
// the rusage the parent gets says more (on Linux it counts the parent's
// memory when the child was started); the rusage serves only a child that
// could not measure its own.
func TestDecodeFiguresKeepsTheChildsPeak(t *testing.T) {
	f, err := decodeFigures([]byte("progress\n{\"bets\":10,\"peak_rss_mb\":104}\n"), 609)
	if err != nil || f.PeakRSSMB != 104 || f.Bets != 10 {
		t.Errorf("child measured 104 MB, rusage 609: got %v MB, %d bets (%v)", f.PeakRSSMB, f.Bets, err)
	}
	f, err = decodeFigures([]byte("{\"bets\":10,\"not_measured\":[\"peak_rss_mb\"]}"), 215)
	if err != nil || f.PeakRSSMB != 215 || len(f.NotMeasured) != 0 {
		t.Errorf("child measured nothing, rusage 215: got %v MB, not measured %v (%v)", f.PeakRSSMB, f.NotMeasured, err)
	}
}
