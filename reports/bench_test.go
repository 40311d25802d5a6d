package reports

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// The million-finding benchmarks are not part of `go test ./...` (a
// Benchmark runs only with -bench). Run them with:
//
//	go test ./reports -run '^$' -bench 'Million' -benchtime 1x -timeout 30m
//
// VEEDOR_BENCH_FINDINGS changes the number of findings (default 1,000,000).
// Each reports, besides time: peak-live-MB and peak-heap-MB (what the writer
// holds above the Result it was given; see peak), vmhwm-MB (the process's
// peak resident memory, the synthetic Result of about 0.6 GB included),
// file-MB, and for the PDF its pages.

func benchFindings() int {
	if s := os.Getenv("VEEDOR_BENCH_FINDINGS"); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
	}
	return 1_000_000
}

// synthetic makes a Result with n findings spread over 16 rules (13
// violations, 3 data-quality), 400 sessions on 12 tables of 2 casinos,
// 60 croupiers, 30 days and every hour, as a large audit would. Strings are
// shared where an audit's would be (titles, citations) and distinct where
// they would be (bet ids), so the Result costs what a real one does.
func synthetic(n int) *audit.Result {
	zone := time.FixedZone("", 3600)
	start := time.Date(2024, time.March, 1, 20, 0, 0, 0, zone)
	const nRules, nSessions, nTables, nDealers = 16, 400, 12, 60
	var rs []*rules.Rule
	for i := 0; i < nRules; i++ {
		kind, sev := rules.Violation, []rules.Severity{rules.High, rules.Medium, rules.Low}[i%3]
		id := fmt.Sprintf("RUL-S%02d", i+1)
		if i >= 13 {
			kind, id = rules.DataQuality, fmt.Sprintf("DQ-S%02d", i-12)
		}
		rs = append(rs, &rules.Rule{ID: id, Kind: kind, Severity: sev, Games: []string{"ruleta-francesa"},
			Title: rules.Text{ES: "Regla sintética número " + strconv.Itoa(i+1) + " con un título de longitud realista", EN: "Synthetic rule " + strconv.Itoa(i+1)},
			Basis: []rules.Basis{{Instrument: rules.ES1979, Cites: []rules.Citation{{Instrument: rules.ES1979, Section: "01.4.1.1", Seed: rules.Seed1979, Line: 71 + i, Quote: "proporciona al jugador que gana treinta y cinco veces su postura"}}}}})
	}
	r := &audit.Result{
		Version: "bench", LogFormat: 1, Region: rules.RegionES, Log: "synthetic",
		Inputs:      []audit.Input{{Path: "synthetic/bets.csv", Bytes: 1 << 30, SHA256: strings.Repeat("5a", 32)}},
		GeneratedAt: start.Add(40 * 24 * time.Hour), PeriodFrom: start, PeriodTo: start.Add(30 * 24 * time.Hour),
		Instruments: []*rules.Instrument{rules.Instruments[rules.ES1979]},
		Rules:       rs,
		Counts:      []audit.TableCount{{Table: "bets", Read: int64(n) * 20, Audited: int64(n) * 20}},
	}
	for s := 0; s < nSessions; s++ {
		opened := start.Add(time.Duration(s%30)*24*time.Hour + time.Duration(s%5)*time.Hour)
		r.Sessions = append(r.Sessions, audit.SessionSummary{ID: fmt.Sprintf("S%04d", s+1), Casino: fmt.Sprintf("CAS-%02d", 1+s%2),
			Table: fmt.Sprintf("T%02d", 1+s%nTables), Game: "ruleta-francesa", Variant: "un-pano", OpenedAt: opened, ClosedAt: opened.Add(6 * time.Hour),
			MinBet: 500, MaxBet: 30000, Instrument: rules.ES1979, Rounds: 5 * n / nSessions / 2, Bets: 20 * n / nSessions, Handle: logs.Cents(n) * 50, Findings: n / nSessions})
	}
	for d := 0; d < nDealers; d++ {
		r.Dealers = append(r.Dealers, audit.DealerCount{Casino: fmt.Sprintf("CAS-%02d", 1+d%2), Dealer: fmt.Sprintf("E%04d", d+1), Rounds: 5*n/2/nDealers + d})
	}
	r.Dealers[0].Rounds = 12 // a small sample
	cite := rs[0].Basis[0].Cites[0]
	expected, recorded := rules.Text{ES: "devuelto 10,00 €, pagado 350,00 €", EN: "returned €10.00, paid €350.00"}, rules.Text{ES: "devuelto 10,00 €, pagado 360,00 €", EN: "returned €10.00, paid €360.00"}
	r.Findings = make([]audit.Finding, n)
	per := n / nSessions
	if per == 0 {
		per = 1
	}
	for i := range r.Findings {
		s := &r.Sessions[min(i/per, nSessions-1)]
		ru := rs[i%nRules]
		round := 1 + (i%per)/2
		at := s.OpenedAt.Add(time.Duration(i%per) * 20 * time.Second)
		r.Findings[i] = audit.Finding{
			Rule: ru.ID, Kind: ru.Kind, Severity: ru.Severity, Title: ru.Title,
			Casino: s.Casino, Table: s.Table, Session: s.ID, Game: s.Game, Round: round, Bet: "B" + strconv.Itoa(i),
			Dealer: r.Dealers[i%nDealers].Dealer, At: at,
			Detail:   rules.Text{ES: "Pleno ganador pagado 36 veces la postura; correspondían 35.", EN: "Winning straight-up bet paid 36 times the stake; 35 were due."},
			Expected: expected, Recorded: recorded, AtStake: 1000, Delta: logs.Cents(1000 - 2000*(i%2)),
			Instrument: rules.ES1979, Cite: cite,
			Source: logs.Pos{File: "synthetic/bets.csv", Table: "bets", Line: int64(i + 2)}, Column: "paid",
		}
	}
	return r
}

// peak runs f and measures what it holds: the peak live heap (bytes still
// reachable at a garbage collection, runtime/metrics /gc/heap/live:bytes)
// above the live heap when f started, sampled every 10 ms. The collector runs
// at GOGC=10 meanwhile: at the default 100 a heap holding a large Result
// lets as much garbage pile up as the Result's own size before collecting,
// which says nothing about the writer. heapMB is the peak heap in use
// (live and garbage) above the start, at that setting.
func peak(f func() error) (liveMB, heapMB float64, err error) {
	old := debug.SetGCPercent(10)
	defer debug.SetGCPercent(old)
	runtime.GC()
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	read := func() (uint64, uint64) {
		metrics.Read(sample)
		return sample[0].Value.Uint64(), sample[1].Value.Uint64()
	}
	baseLive, baseHeap := read()
	var (
		mu       sync.Mutex
		topLive  = baseLive
		topHeap  = baseHeap
		done     = make(chan struct{})
		finished sync.WaitGroup
	)
	finished.Add(1)
	go func() {
		defer finished.Done()
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				l, h := read()
				mu.Lock()
				topLive, topHeap = max(topLive, l), max(topHeap, h)
				mu.Unlock()
			}
		}
	}()
	err = f()
	close(done)
	finished.Wait()
	runtime.GC() // what f left reachable counts too
	l, h := read()
	topLive, topHeap = max(topLive, l), max(topHeap, h)
	mb := func(top, base uint64) float64 {
		if top < base {
			return 0
		}
		return float64(top-base) / (1 << 20)
	}
	return mb(topLive, baseLive), mb(topHeap, baseHeap), err
}

// vmHWM is the process's peak resident set (Linux), in MB; 0 elsewhere.
func vmHWM() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

func fileMB(b *testing.B, path string) float64 {
	fi, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	return float64(fi.Size()) / (1 << 20)
}

func BenchmarkWorkbookMillion(b *testing.B) {
	n := benchFindings()
	r := synthetic(n)
	path := filepath.Join(b.TempDir(), "million.xlsx")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := WriteXLSX(path, r, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	// Memory is measured on one more, untimed write (see peak).
	live, heap, err := peak(func() error { return WriteXLSX(path, r, Options{}) })
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(live, "peak-live-MB")
	b.ReportMetric(heap, "peak-heap-MB")
	b.ReportMetric(vmHWM(), "vmhwm-MB")
	b.ReportMetric(fileMB(b, path), "file-MB")
	b.ReportMetric(float64(n), "findings")
}

func BenchmarkPDFMillion(b *testing.B) {
	n := benchFindings()
	r := synthetic(n)
	path := filepath.Join(b.TempDir(), "million.pdf")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := WritePDF(path, r, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	// Memory is measured on one more, untimed write (see peak).
	live, heap, err := peak(func() error { return WritePDF(path, r, Options{}) })
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(live, "peak-live-MB")
	b.ReportMetric(heap, "peak-heap-MB")
	b.ReportMetric(vmHWM(), "vmhwm-MB")
	b.ReportMetric(fileMB(b, path), "file-MB")
	if out, err := exec.Command("pdfinfo", path).Output(); err == nil {
		for _, line := range strings.Split(string(out), "\n") {
			if rest, ok := strings.CutPrefix(line, "Pages:"); ok {
				pages, _ := strconv.Atoi(strings.TrimSpace(rest))
				b.ReportMetric(float64(pages), "pages")
			}
		}
	}
}
