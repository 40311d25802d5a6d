package main

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/rules"
)

func init() { commandMakers = append(commandMakers, benchCommand) }

// benchCommand measures the audit on a generated casino-year (or a given
// log): rounds, bets, seconds, bets per second and peak memory, for CSV and
// SQLite, beside the sqlite3 command-line tool reading the same database.
// See docs/performance.md.
func benchCommand() *cli.Command {
	return &cli.Command{
		Name:      "bench",
		Usage:     "measure the audit on a generated casino-year (or on LOG): bets per second and peak memory",
		ArgsUsage: "[LOG]",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "region", Value: "es", Usage: "es | cyl | cv"},
			&cli.StringFlag{Name: "game", Value: "ruleta-francesa", Usage: "game generated (without LOG)"},
			&cli.IntFlag{Name: "sessions", Value: 85000, Usage: "sessions generated (without LOG); about 590 bets each, so 85000 is a busy casino's year of ~50 million bets"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "fixtures seed"},
			&cli.Float64Flag{Name: "violations", Value: 0.001, Usage: "fixtures violation rate"},
			&cli.StringFlag{Name: "format", Value: "both", Usage: "csv | sqlite | both (without LOG)"},
			&cli.StringFlag{Name: "dir", Usage: "where the generated logs are kept and reused (default $TMPDIR/veedor-bench-...)"},
			&cli.IntFlag{Name: "workers", Usage: "replay workers (default: every core)"},
			&cli.IntFlag{Name: "runs", Value: 1, Usage: "audits per log; the run of median CPU time is reported, every run listed"},
			&cli.StringFlag{Name: "xlsx", Usage: "also write the workbook to this path and time it (reports are off otherwise)"},
			&cli.BoolFlag{Name: "sqlite3", Value: true, Usage: "time the sqlite3 command-line tool reading every table of the database, and wc -l reading the CSV files, when installed"},
			&cli.BoolFlag{Name: "in-process", Usage: "audit in this process instead of a child process (peak memory then includes the generator)"},
			&cli.StringFlag{Name: "cpuprofile", Usage: "write a CPU profile of the audit (pprof)"},
			&cli.StringFlag{Name: "memprofile", Usage: "write a heap profile at the end of the audit (pprof)"},
			&cli.StringFlag{Name: "json", Usage: "also write the figures as JSON to this path"},
			&cli.BoolFlag{Name: "child", Hidden: true},
		},
		Action: runBench,
	}
}

// benchFigures is what one audit of one log measured.
type benchFigures struct {
	Log        string  `json:"log"`
	Format     string  `json:"format"`
	Bytes      int64   `json:"bytes"`
	Sessions   int     `json:"sessions"`
	Rounds     int     `json:"rounds"`
	Bets       int     `json:"bets"`
	Rows       int64   `json:"rows"`
	Rejected   int64   `json:"rejected"`
	Findings   int     `json:"findings"`
	Workers    int     `json:"workers"`
	Cores      int     `json:"cores"`
	Seconds    float64 `json:"seconds"` // open + read + replay + reconciliation
	BetsPerSec float64 `json:"bets_per_second"`
	PerCore    float64 `json:"bets_per_second_per_core"`
	PeakRSSMB  float64 `json:"peak_rss_mb"` // of the process that audited
	CPUSecs    float64 `json:"cpu_seconds"` // user + system time of the process that audited
	PerCPUSec  float64 `json:"bets_per_cpu_second"`
	// NotMeasured names the figures above the platform does not give
	// (cpu_seconds, peak_rss_mb): they are 0, not measured as 0.
	NotMeasured []string  `json:"not_measured,omitempty"`
	XLSX        string    `json:"xlsx,omitempty"`
	XLSXSecs    float64   `json:"xlsx_seconds,omitempty"`
	Runs        []float64 `json:"runs_seconds,omitempty"`
	CPURuns     []float64 `json:"runs_cpu_seconds,omitempty"`
}

// sqlite3Figures is a reference tool reading the same log in the same run:
// the sqlite3 command-line tool printing every row of the database
// (Tool "sqlite3"), or wc -l counting the lines of the CSV files ("wc").
type sqlite3Figures struct {
	Tool    string  `json:"tool"`
	Log     string  `json:"log"`
	Query   string  `json:"query"`
	Rows    int64   `json:"rows"`
	Seconds float64 `json:"seconds"`
	RowsSec float64 `json:"rows_per_second"`
	BetsSec float64 `json:"bets_per_second"`
	// CPUSecs is the tool's user and system time (0: not given).
	CPUSecs    float64 `json:"cpu_seconds"`
	BetsPerCPU float64 `json:"bets_per_cpu_second"`
}

func runBench(c *cli.Context) error {
	if !validRegion(c.String("region")) {
		return cli.Exit(fmt.Sprintf("unknown region %q: use es, cyl or cv", c.String("region")), exitUnusable)
	}
	if c.Bool("child") {
		return benchChild(c)
	}
	w := c.App.Writer
	var targets []string
	if c.NArg() > 1 {
		return cli.Exit("bench takes at most one LOG", exitUnusable)
	}
	if c.NArg() == 1 {
		targets = []string{c.Args().First()}
	} else {
		var err error
		targets, err = benchLogs(c, w)
		if err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
	}
	var outs []output
	for _, f := range []string{"json", "xlsx", "cpuprofile", "memprofile"} {
		outs = append(outs, output{"--" + f, c.String(f)})
	}
	for _, log := range targets {
		if err := guardOutputs(log, nil, outs); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
	}
	cores := runtime.GOMAXPROCS(0)
	fmt.Fprintf(w, "machine: %s, %d cores (GOMAXPROCS %d), %s, %s\n", cpuModel(), runtime.NumCPU(), cores, memTotal(), runtime.Version())
	var all []benchFigures
	var ref []sqlite3Figures
	for _, log := range targets {
		var runs []benchFigures
		for i := 0; i < max(1, c.Int("runs")); i++ {
			f, err := benchOne(c, log)
			if err != nil {
				return cli.Exit(err.Error(), exitUnusable)
			}
			runs = append(runs, f)
		}
		best := medianRun(runs)
		if len(runs) > 1 {
			for _, r := range runs {
				best.Runs = append(best.Runs, r.Seconds)
				best.CPURuns = append(best.CPURuns, r.CPUSecs)
			}
		}
		all = append(all, best)
		if c.Bool("sqlite3") && best.Format == "sqlite" {
			if path, err := exec.LookPath("sqlite3"); err == nil {
				r, err := benchSQLite3(path, log, best.Bets)
				if err != nil {
					fmt.Fprintf(w, "sqlite3: %v\n", err)
				} else {
					ref = append(ref, r...)
				}
			}
		}
		if c.Bool("sqlite3") && best.Format == "csv" {
			if path, err := exec.LookPath("wc"); err == nil {
				r, err := benchWC(path, log, best.Bets, best.Rows)
				if err != nil {
					fmt.Fprintf(w, "wc: %v\n", err)
				} else {
					ref = append(ref, r)
				}
			}
		}
	}
	printBench(w, all, ref)
	if p := c.String("json"); p != "" {
		var sq, wc []sqlite3Figures
		for _, r := range ref {
			if r.Tool == "wc" {
				wc = append(wc, r)
			} else {
				sq = append(sq, r)
			}
		}
		b, _ := json.MarshalIndent(struct {
			Audits  []benchFigures   `json:"audits"`
			SQLite3 []sqlite3Figures `json:"sqlite3,omitempty"`
			WC      []sqlite3Figures `json:"wc,omitempty"`
		}{all, sq, wc}, "", "  ")
		if err := os.WriteFile(p, append(b, '\n'), 0o644); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
	}
	return nil
}

// medianRun is the run of median CPU time (of median wall time where the
// platform gives no CPU time): on a shared machine the best run flatters
// and the worst is another process's doing.
func medianRun(runs []benchFigures) benchFigures {
	sorted := slices.Clone(runs)
	slices.SortStableFunc(sorted, func(a, b benchFigures) int {
		if a.CPUSecs > 0 && b.CPUSecs > 0 {
			return cmp.Compare(a.CPUSecs, b.CPUSecs)
		}
		return cmp.Compare(a.Seconds, b.Seconds)
	})
	return sorted[(len(sorted)-1)/2]
}

// benchLogs generates the logs to audit, or reuses those generated before
// with the same options.
func benchLogs(c *cli.Context, w io.Writer) ([]string, error) {
	opt := fixtures.Options{Game: c.String("game"), Region: c.String("region"), Sessions: c.Int("sessions"),
		Seed: c.Int64("seed"), Violations: c.Float64("violations")}
	if opt.Sessions <= 0 {
		return nil, fmt.Errorf("--sessions must be at least 1")
	}
	dir := c.String("dir")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), fmt.Sprintf("veedor-bench-%s-%s-%d-%d-%g", opt.Region, opt.Game, opt.Sessions, opt.Seed, opt.Violations))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var exts []string
	switch c.String("format") {
	case "csv":
		exts = []string{""}
	case "sqlite":
		exts = []string{".db"}
	case "both":
		exts = []string{"", ".db"}
	default:
		return nil, fmt.Errorf("unknown format %q: use csv, sqlite or both", c.String("format"))
	}
	var out []string
	for _, ext := range exts {
		path := filepath.Join(dir, "log"+ext)
		if reusable(path, opt) {
			fmt.Fprintf(w, "reusing %s\n", path)
		} else {
			for _, p := range []string{path, fixtures.ManifestPath(path)} {
				if err := os.RemoveAll(p); err != nil {
					return nil, err
				}
			}
			start := time.Now()
			m, err := fixtures.Write(opt, path)
			if err != nil {
				return nil, err
			}
			el := time.Since(start).Seconds()
			fmt.Fprintf(w, "generated %s: %d sessions, %d injected violations, in %.1f s (%.0f sessions/s)\n",
				path, opt.Sessions, len(m.Injections), el, float64(opt.Sessions)/el)
		}
		out = append(out, path)
	}
	return out, nil
}

// reusable reports whether path holds a complete log generated with opt:
// its manifest (written last) records the same options.
func reusable(path string, opt fixtures.Options) bool {
	b, err := os.ReadFile(fixtures.ManifestPath(path))
	if err != nil {
		return false
	}
	var m struct {
		Options fixtures.Options `json:"options"`
	}
	if json.Unmarshal(b, &m) != nil {
		return false
	}
	want, err := fixtures.Normalize(opt)
	if err != nil {
		return false
	}
	if !m.Options.Start.Equal(want.Start) {
		return false
	}
	m.Options.Start, want.Start = time.Time{}, time.Time{}
	if !reflect.DeepEqual(m.Options, want) {
		return false
	}
	_, err = os.Stat(path)
	return err == nil
}

// benchOne audits one log, in a child process unless --in-process, and
// returns its figures.
func benchOne(c *cli.Context, log string) (benchFigures, error) {
	args := []string{"bench", "--child", "--region", c.String("region")}
	if c.IsSet("workers") {
		args = append(args, "--workers", strconv.Itoa(c.Int("workers")))
	}
	for _, f := range []string{"xlsx", "cpuprofile", "memprofile"} {
		if c.IsSet(f) {
			args = append(args, "--"+f, c.String(f))
		}
	}
	args = append(args, log)
	if c.Bool("in-process") {
		var out bytes.Buffer
		if code := run(append([]string{"veedor"}, args...), &out, c.App.ErrWriter); code != 0 {
			return benchFigures{}, fmt.Errorf("auditing %s failed (status %d)", log, code)
		}
		return decodeFigures(out.Bytes(), 0)
	}
	exe, err := os.Executable()
	if err != nil {
		return benchFigures{}, err
	}
	cmd := exec.Command(exe, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, c.App.ErrWriter
	if err := cmd.Run(); err != nil {
		return benchFigures{}, fmt.Errorf("auditing %s: %v", log, err)
	}
	return decodeFigures(out.Bytes(), childPeakMB(cmd.ProcessState))
}

func decodeFigures(out []byte, rss float64) (benchFigures, error) {
	var f benchFigures
	line := out
	if i := bytes.LastIndex(bytes.TrimSpace(out), []byte("\n")); i >= 0 {
		line = out[i+1:]
	}
	if err := json.Unmarshal(line, &f); err != nil {
		return f, fmt.Errorf("bench child: %v in %q", err, out)
	}
	// The child's own figure (Linux: its VmHWM, from its start) is kept:
	// the rusage the parent gets for it also counts, on Linux, the memory
	// of the parent it was started from (exec records the old address
	// space's high-water mark, the parent's when started by vfork), so a
	// bench that generated its log first reported the generator's peak.
	if rss > 0 && f.PeakRSSMB == 0 {
		f.PeakRSSMB = rss
		f.NotMeasured = slices.DeleteFunc(f.NotMeasured, func(s string) bool { return s == "peak_rss_mb" })
	}
	return f, nil
}

// benchChild audits one log with every check on and reports off, and
// prints its figures as one JSON line.
func benchChild(c *cli.Context) error {
	if c.NArg() != 1 {
		return cli.Exit("bench --child takes one LOG", exitUnusable)
	}
	log := c.Args().First()
	if p := c.String("cpuprofile"); p != "" {
		f, err := os.Create(p)
		if err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		defer pprof.StopCPUProfile()
	}
	resetPeakRSS()
	u0 := selfUsage()
	start := time.Now()
	src, err := logs.Open(log)
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	defer src.Close()
	res, err := audit.Run(src, audit.Options{Region: c.String("region"), Assume: rules.Defaults(), Version: Version, Workers: c.Int("workers")})
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	defer res.Close() // a spilled audit's temporary file (Windows keeps it until closed)
	el := time.Since(start).Seconds()
	t := res.Totals()
	f := benchFigures{Log: log, Format: "csv", Bytes: inputBytes(res), Sessions: t.Sessions, Rounds: t.Rounds, Bets: t.Bets,
		Findings: res.NumFindings(), Workers: workersOf(c.Int("workers")), Cores: runtime.GOMAXPROCS(0), Seconds: el}
	if fi, err := os.Stat(log); err == nil && !fi.IsDir() {
		f.Format = "sqlite"
	}
	for _, n := range res.Counts {
		f.Rows += n.Read
		f.Rejected += n.Rejected
	}
	f.BetsPerSec = float64(f.Bets) / el
	f.PerCore = f.BetsPerSec / float64(min(f.Cores, runtime.NumCPU()))
	if p := c.String("xlsx"); p != "" {
		start := time.Now()
		if err := reports.WriteXLSX(p, res, reports.Options{Lang: "es"}); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		f.XLSX, f.XLSXSecs = p, time.Since(start).Seconds()
	}
	if p := c.String("memprofile"); p != "" {
		mf, err := os.Create(p)
		if err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		pprof.Lookup("heap").WriteTo(mf, 0)
		mf.Close()
	}
	u1 := selfUsage()
	f.PeakRSSMB = u1.peakMB
	if u1.peakMB == 0 {
		f.NotMeasured = append(f.NotMeasured, "peak_rss_mb")
	}
	if u0.cpuOK && u1.cpuOK {
		f.CPUSecs = (u1.cpu - u0.cpu).Seconds()
		if f.CPUSecs > 0 {
			f.PerCPUSec = float64(f.Bets) / f.CPUSecs
		}
	} else {
		f.NotMeasured = append(f.NotMeasured, "cpu_seconds")
	}
	b, _ := json.Marshal(f)
	fmt.Fprintln(c.App.Writer, string(b))
	return nil
}

func workersOf(n int) int {
	if n <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return n
}

func inputBytes(res *audit.Result) int64 {
	var n int64
	for _, in := range res.Inputs {
		n += in.Bytes
	}
	return n
}

// usage is what the platform tells of this process's resources (see the
// build-tagged rusage_*.go): CPU time, user and system, and peak resident
// memory in MB (0: not known).
type usage struct {
	cpu    time.Duration
	cpuOK  bool
	peakMB float64
}

// resetPeakRSS starts the kernel's high-water mark of resident memory
// afresh (Linux only), so an in-process audit is not charged for what ran
// before. Elsewhere the peak is the process's since it started.
func resetPeakRSS() {
	runtime.GC()
	if runtime.GOOS == "linux" {
		_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	}
}

func procStatusMB(path, key string) float64 {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), key); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "model name"); ok {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), ":"))
		}
	}
	return runtime.GOARCH
}

func memTotal() string {
	if mb := procStatusMB("/proc/meminfo", "MemTotal:"); mb > 0 {
		return fmt.Sprintf("%.0f GB RAM", mb/1024)
	}
	return "RAM unknown"
}

// benchSQLite3 times the sqlite3 command-line tool reading every row of
// every table of db, output discarded: once in storage order, once in
// session order as Veedor reads it.
func benchSQLite3(exe, db string, bets int) ([]sqlite3Figures, error) {
	var rows int64
	for _, t := range logs.Tables {
		out, err := exec.Command(exe, "-readonly", db, "SELECT count(*) FROM "+t).Output()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", db, err)
		}
		n, _ := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
		rows += n
	}
	var out []sqlite3Figures
	for _, q := range []struct{ name, order string }{{"SELECT * FROM each table", ""}, {"SELECT * FROM each table ORDER BY session_id", " ORDER BY session_id"}} {
		var sql []string
		for _, t := range logs.Tables {
			sql = append(sql, "SELECT * FROM "+t+q.order+";")
		}
		cmd := exec.Command(exe, "-readonly", db, strings.Join(sql, " "))
		devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		cmd.Stdout = devnull
		start := time.Now()
		err = cmd.Run()
		el := time.Since(start).Seconds()
		devnull.Close()
		if err != nil {
			return nil, fmt.Errorf("sqlite3 %s: %v", db, err)
		}
		f := sqlite3Figures{Tool: "sqlite3", Log: db, Query: q.name, Rows: rows, Seconds: el, RowsSec: float64(rows) / el, BetsSec: float64(bets) / el}
		f.setCPU(cmd.ProcessState, bets)
		out = append(out, f)
	}
	return out, nil
}

// setCPU records the tool's CPU time, when the platform gives it.
func (f *sqlite3Figures) setCPU(ps *os.ProcessState, bets int) {
	if ps == nil {
		return
	}
	if cpu := (ps.UserTime() + ps.SystemTime()).Seconds(); cpu > 0 {
		f.CPUSecs, f.BetsPerCPU = cpu, float64(bets)/cpu
	}
}

// benchWC times wc -l counting the lines of the CSV files of the log dir,
// output discarded: the floor of reading the same bytes.
func benchWC(exe, dir string, bets int, rows int64) (sqlite3Figures, error) {
	args := []string{"-l"}
	for _, t := range logs.Tables {
		args = append(args, filepath.Join(dir, t+".csv"))
	}
	cmd := exec.Command(exe, args...)
	start := time.Now()
	err := cmd.Run()
	el := time.Since(start).Seconds()
	if err != nil {
		return sqlite3Figures{}, fmt.Errorf("wc -l %s: %v", dir, err)
	}
	f := sqlite3Figures{Tool: "wc", Log: dir, Query: "wc -l of the CSV files", Rows: rows, Seconds: el, RowsSec: float64(rows) / el, BetsSec: float64(bets) / el}
	f.setCPU(cmd.ProcessState, bets)
	return f, nil
}

// floats lists seconds to two decimals.
func floats(xs []float64) string {
	var out []string
	for _, x := range xs {
		out = append(out, strconv.FormatFloat(x, 'f', 2, 64))
	}
	return "[" + strings.Join(out, " ") + "]"
}

func printBench(w io.Writer, all []benchFigures, ref []sqlite3Figures) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "format\tMB\tsessions\trounds\tbets\trows\tfindings\tworkers\tseconds\tbets/s\tbets/s/core\tCPU s\tbets/CPU s\tpeak RSS MB\t")
	var unmeasured []string
	for _, f := range all {
		cpu, perCPU, rss := fmt.Sprintf("%.2f", f.CPUSecs), fmt.Sprintf("%.0f", f.PerCPUSec), fmt.Sprintf("%.0f", f.PeakRSSMB)
		if slices.Contains(f.NotMeasured, "cpu_seconds") {
			cpu, perCPU = "n/a", "n/a"
		}
		if slices.Contains(f.NotMeasured, "peak_rss_mb") {
			rss = "n/a"
		}
		for _, m := range f.NotMeasured {
			if !slices.Contains(unmeasured, m) {
				unmeasured = append(unmeasured, m)
			}
		}
		fmt.Fprintf(tw, "%s\t%.0f\t%d\t%d\t%d\t%d\t%d\t%d\t%.2f\t%.0f\t%.0f\t%s\t%s\t%s\t\n", f.Format, float64(f.Bytes)/1e6, f.Sessions, f.Rounds, f.Bets,
			f.Rows, f.Findings, f.Workers, f.Seconds, f.BetsPerSec, f.PerCore, cpu, perCPU, rss)
	}
	tw.Flush()
	names := map[string]string{"cpu_seconds": "CPU time", "peak_rss_mb": "peak memory"}
	for _, m := range unmeasured {
		fmt.Fprintf(w, "%s: not measured, %s/%s does not give it to Veedor (n/a above)\n", names[m], runtime.GOOS, runtime.GOARCH)
	}
	for _, f := range all {
		if f.XLSX != "" {
			fmt.Fprintf(w, "%s: workbook of %d findings written in %.2f s\n", f.Format, f.Findings, f.XLSXSecs)
		}
		if len(f.Runs) > 1 {
			fmt.Fprintf(w, "%s: runs %s s, CPU %s s (the figures above are the run of median CPU time)\n", f.Format, floats(f.Runs), floats(f.CPURuns))
		}
	}
	for _, r := range ref {
		cpu := ""
		if r.CPUSecs > 0 {
			cpu = fmt.Sprintf(", CPU %.2f s, %.0f bets per CPU s", r.CPUSecs, r.BetsPerCPU)
		}
		tool := "sqlite3 CLI, " + r.Query
		if r.Tool == "wc" {
			tool = r.Query
		}
		fmt.Fprintf(w, "%s: %d rows in %.2f s (%.0f rows/s, %.0f bets/s%s)\n", tool, r.Rows, r.Seconds, r.RowsSec, r.BetsSec, cpu)
	}
}
