package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/rules"
)

// Exit statuses of the findings store, beside those of main.go; documented
// in README.md and docs/operations.md.
const (
	exitLocked = 3 // the findings store is held by another run (see --wait)
	exitStore  = 4 // the findings store cannot be created, read or written
)

func init() { commandMakers = append(commandMakers, auditCommand) }

func auditCommand() *cli.Command {
	return &cli.Command{
		Name:      "audit",
		Usage:     "audit a log (a folder of CSV files or an SQLite file) and write the reports",
		ArgsUsage: "LOG",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "config", Usage: "configuration file (key = value; see docs/operations.md); default $VEEDOR_CONFIG; flags override it"},
			&cli.StringFlag{Name: "region", Usage: "es (national) | cyl (Castilla y León) | cv (Comunitat Valenciana) (required)"},
			&cli.StringFlag{Name: "pdf", Value: "veedor-report.pdf", Usage: "PDF report path (\"\" to skip); {date} is the production date"},
			&cli.StringFlag{Name: "xlsx", Value: "veedor-report.xlsx", Usage: "Excel workbook path (\"\" to skip)"},
			&cli.StringFlag{Name: "json", Usage: "machine-readable findings (JSON) path"},
			&cli.StringFlag{Name: "manifest", Usage: "manifest path: inputs, instruments, switches and outputs with their SHA-256 (default: beside the PDF, or the first report, as NAME.manifest.json; \"\" to skip)"},
			&cli.StringFlag{Name: "lang", Value: "es", Usage: "report language: es (Spanish) | en (English) | ca (Valencian)"},
			&cli.StringSliceFlag{Name: "assume", Usage: "ambiguity switch ID=reading (repeatable; see `veedor rules`)"},
			&cli.StringFlag{Name: "generated-at", Usage: "production time printed in the reports (RFC 3339); default $SOURCE_DATE_EPOCH or now; also the time waivers are judged at"},
			&cli.IntFlag{Name: "max-per-rule", Value: 200, Usage: "findings per rule shown in the PDF (the workbook has all)"},
			&cli.StringFlag{Name: "store", Usage: "findings store (SQLite, created on first use): records the run, recognises known findings, applies waivers, adds the nightly section"},
			&cli.StringFlag{Name: "since", Usage: "last: audit only sessions not audited yet, or changed since (needs --store) | DATE: the same, and only sessions opened on or after DATE (2006-01-02 or RFC 3339) | all: every session (the default)"},
			&cli.StringFlag{Name: "until", Usage: "audit only sessions opened on or before DATE (2006-01-02, through that day; or RFC 3339, before that instant): with --since DATE, a past period"},
			&cli.DurationFlag{Name: "wait", Usage: "wait this long for another run to release the store (e.g. 10m); default: fail at once with status 3"},
			&cli.IntFlag{Name: "trend-runs", Value: 10, Usage: "runs shown in the trend (the PDF shows the last 8 of them)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print nothing when the status is 0"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Count: new(int), Usage: "log what the run does on stderr (twice: every session's fate)"},
		},
		Action: runAudit,
	}
}

// storeExit maps an error of the findings store to its status.
func storeExit(err error) error {
	if errors.Is(err, history.ErrLocked) {
		return cli.Exit(err.Error()+" (try again later, or give --wait)", exitLocked)
	}
	return cli.Exit(err.Error(), exitStore)
}

// sinceMode checks --since: "" (every session), "last", a date or an
// instant.
func sinceMode(s string) (mode string, date string, instant time.Time, err error) {
	switch s = strings.TrimSpace(s); strings.ToLower(s) {
	case "", "all":
		return "", "", time.Time{}, nil
	case "last":
		return "last", "", time.Time{}, nil
	}
	if _, e := time.Parse("2006-01-02", s); e == nil {
		return s, s, time.Time{}, nil
	}
	if t, e := time.Parse(time.RFC3339, s); e == nil {
		return s, "", t, nil
	}
	return "", "", time.Time{}, fmt.Errorf("--since %q: want last, all, a date (2006-01-02) or an RFC 3339 time", s)
}

func runAudit(c *cli.Context) error {
	cfg, err := loadConfig(c)
	if err == nil {
		err = cfg.apply(c)
	}
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	logger := newLogger(c.App.ErrWriter, c.Count("verbose"))
	logPath := c.Args().First()
	if c.NArg() == 0 {
		logPath, _ = cfg.get("log")
	}
	if c.NArg() > 1 || logPath == "" {
		return cli.Exit("audit takes one LOG argument: a folder of CSV files or an SQLite file (or log = in the configuration file)", exitUnusable)
	}
	region := c.String("region")
	if region == "" {
		return cli.Exit("--region is required (es, cyl or cv), on the command line or as region = in the configuration file", exitUnusable)
	}
	if !validRegion(region) {
		return cli.Exit(fmt.Sprintf("unknown region %q: use es, cyl or cv", region), exitUnusable)
	}
	lang := c.String("lang")
	if !reports.ValidLang(lang) {
		return cli.Exit(fmt.Sprintf("unknown language %q: use es, en or ca", lang), exitUnusable)
	}
	assume := rules.Defaults()
	for _, a := range c.StringSlice("assume") {
		if err := assume.Set(a); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
	}
	at, err := generatedAt(c.String("generated-at"))
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	since, sinceDate, sinceInstant, err := sinceMode(c.String("since"))
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	until := strings.TrimSpace(c.String("until"))
	var untilDate string
	var untilInstant time.Time
	if until != "" {
		if _, e := time.Parse("2006-01-02", until); e == nil {
			untilDate = until
		} else if untilInstant, err = time.Parse(time.RFC3339, until); err != nil {
			return cli.Exit(fmt.Sprintf("--until %q: want a date (2006-01-02) or an RFC 3339 time", until), exitUnusable)
		}
	}
	selection := since
	if until != "" {
		selection += " until " + until
	}
	storePath := expandDate(c.String("store"), at)
	if since == "last" && storePath == "" {
		return cli.Exit("--since last needs a findings store (--store, or store = in the configuration file) to know what was audited", exitUnusable)
	}
	logPath = expandDate(logPath, at)

	src, err := logs.Open(logPath)
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	defer src.Close()
	logger.Info("log opened", "log", logPath, "inputs", len(src.Inputs()))

	prog := newProgress(c.App.ErrWriter, !c.Bool("quiet") && isTerminal(c.App.ErrWriter))
	defer prog.finish()
	var source logs.Source = src
	var st *history.Store
	var inc *history.Incremental
	var runKey, auditCtx string
	var prior *history.Run
	if storePath != "" {
		st, err = history.OpenWait(storePath, c.Duration("wait"))
		if err != nil {
			return storeExit(err)
		}
		defer st.Close()
		logger.Info("findings store opened", "store", storePath)
		auditCtx = history.Context(region, assume, Version)
		var inputs []audit.Input
		for _, in := range src.Inputs() {
			inputs = append(inputs, audit.Input{Path: in.Path, Bytes: in.Bytes, SHA256: in.SHA256})
		}
		runKey = history.RunKey(auditCtx, logPath, inputs, selection)
		prior, err = st.Repeats(runKey, logPath)
		if err != nil {
			return storeExit(err)
		}
	}
	sel := history.Selection{SinceDate: sinceDate, Since: sinceInstant, UntilDate: untilDate, Until: untilInstant, Seen: func(s *logs.Session, d history.Decision) {
		if d == history.SkipUnchanged || d == history.SkipOutside {
			prog.skipped.Add(1)
		}
		logger.Debug("session", "casino", s.Casino, "session", s.ID, "decision", d.String())
	}}
	if st != nil {
		if since != "" {
			var before int64
			if prior != nil {
				// A repeat sees the store as the run it repeats did.
				before = prior.ID
				logger.Info("same log, inputs and options as an earlier run: repeating it", "run", prior.ID, "at", prior.At)
			}
			if sel.Audited, err = st.LastAudit(auditCtx, before); err != nil {
				return storeExit(err)
			}
		}
	}
	if st != nil || since != "" || until != "" {
		inc = history.NewIncremental(src, sel)
		source = inc
	}
	source = countingSource{Source: source, p: prog}

	res, err := audit.Run(source, audit.Options{Region: region, Assume: assume, Version: Version, GeneratedAt: at})
	prog.finish()
	if err != nil {
		var se *history.StoreError
		if errors.As(err, &se) {
			return storeExit(err)
		}
		return cli.Exit(err.Error(), exitUnusable)
	}
	res.Log = logPath
	ids := history.IDs(res.Findings)
	opt := reports.Options{Lang: lang, MaxFindingsPerRule: c.Int("max-per-rule"), IDs: ids}

	var rec *history.Recorded
	var waivers map[string]history.Waiver
	if st != nil {
		rec, err = st.Record(res, history.RunRecord{Key: runKey, Context: auditCtx, Since: selection, Fingerprints: inc.Fingerprints(), IDs: ids, Skipped: inc.Skipped()})
		if err != nil {
			return storeExit(fmt.Errorf("findings store %s: recording the run: %w", storePath, err))
		}
		logger.Info("run recorded", "run", rec.Run, "repeat", rec.Repeat, "new", len(rec.New), "known", len(rec.Known))
		opt.Nightly, waivers, err = nightlyFor(st, storePath, rec, res, at, since, until, inc.Skipped(), c.Int("trend-runs"))
		if err != nil {
			return storeExit(fmt.Errorf("findings store %s: %w", storePath, err))
		}
	}

	var wrote []string
	for _, out := range []struct {
		path  string
		write func(string) error
	}{
		{expandDate(c.String("pdf"), at), func(p string) error { return reports.WritePDF(p, res, opt) }},
		{expandDate(c.String("xlsx"), at), func(p string) error { return reports.WriteXLSX(p, res, opt) }},
		{expandDate(c.String("json"), at), func(p string) error { return reports.WriteJSON(p, res, opt) }},
	} {
		if out.path == "" {
			continue
		}
		// A report's folder may be named by date ({date}): create it.
		if err := os.MkdirAll(filepath.Dir(out.path), 0o755); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", out.path, err), exitUnusable)
		}
		if err := out.write(out.path); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", out.path, err), exitUnusable)
		}
		logger.Info("report written", "path", out.path)
		wrote = append(wrote, out.path)
	}
	// The manifest comes last: it hashes the reports as written.
	manifest := expandDate(c.String("manifest"), at)
	if !c.IsSet("manifest") && len(wrote) > 0 {
		manifest = reports.ManifestPath(wrote[0])
	}
	if manifest != "" {
		if err := reports.WriteManifest(manifest, res, opt, wrote); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", manifest, err), exitUnusable)
		}
		logger.Info("manifest written", "path", manifest)
		wrote = append(wrote, manifest)
	}

	t := res.Totals()
	var read, audited, rejected int64
	for _, n := range res.Counts {
		read, audited, rejected = read+n.Read, audited+n.Audited, rejected+n.Rejected
	}
	counting := 0
	for _, id := range ids {
		if _, ok := waivers[id]; !ok {
			counting++
		}
	}
	status := exitClean
	switch {
	case rejected > 0 || read != audited+rejected:
		status = exitUnusable
	case counting > 0:
		status = exitFindings
	}
	if !c.Bool("quiet") || status != exitClean {
		printSummary(c, res, t, read, audited, rejected, inc, rec, storePath, since, until, counting, len(ids)-counting, wrote)
	}
	logger.Info("done", "status", status, "findings", len(res.Findings), "counting", counting)
	switch status {
	case exitUnusable:
		return cli.Exit(fmt.Sprintf("%d input rows could not be audited (see the data-quality section)", rejected), exitUnusable)
	case exitFindings:
		if st != nil {
			return cli.Exit(fmt.Sprintf("%d findings count toward the status (%d waived)", counting, len(ids)-counting), exitFindings)
		}
		return cli.Exit("", exitFindings)
	}
	return nil
}

func printSummary(c *cli.Context, res *audit.Result, t audit.Totals, read, audited, rejected int64, inc *history.Incremental,
	rec *history.Recorded, store, since, until string, counting, waived int, wrote []string) {
	w := c.App.Writer
	fmt.Fprintf(w, "audited %d sessions, %d rounds, %d bets under %s: %d violations, %d data-quality findings\n",
		t.Sessions, t.Rounds, t.Bets, instrumentIDs(res), t.Violations, t.DataIssues)
	if inc != nil {
		sk := inc.Skipped()
		var parts []string
		if rec != nil {
			parts = append(parts, fmt.Sprintf("%d sessions already audited and unchanged (%d rows)", sk.Unchanged, sk.UnchangedRows))
		}
		var period []string
		if since != "" && since != "last" {
			period = append(period, "before "+since)
		}
		if until != "" {
			period = append(period, "after "+until)
		}
		if len(period) > 0 {
			parts = append(parts, fmt.Sprintf("%d opened %s (%d rows)", sk.Outside, strings.Join(period, " or "), sk.OutsideRows))
		}
		if len(parts) > 0 {
			fmt.Fprintln(w, "skipped "+strings.Join(parts, ", "))
		}
	}
	fmt.Fprintf(w, "rows read %d = audited %d + rejected %d\n", read, audited, rejected)
	if rec != nil {
		if rec.Repeat {
			fmt.Fprintf(w, "run %d repeated (same log, inputs and options): nothing new recorded in %s; the reports are run %d's\n", rec.Run, store, rec.Run)
		} else {
			fmt.Fprintf(w, "run %d recorded in %s: %d new findings, %d already known\n", rec.Run, store, len(rec.New), len(rec.Known))
		}
		fmt.Fprintf(w, "%d findings count toward the status, %d waived\n", counting, waived)
	}
	for _, p := range wrote {
		fmt.Fprintf(w, "wrote %s\n", p)
	}
}

// nightlyFor gathers what the reports show of the store for run rec.
func nightlyFor(st *history.Store, store string, rec *history.Recorded, res *audit.Result, at time.Time, since, until string,
	sk history.Skipped, trendRuns int) (*reports.Nightly, map[string]history.Waiver, error) {
	if trendRuns < 1 {
		trendRuns = 1
	}
	n := &reports.Nightly{Store: store, Run: rec.Run, Since: since, Until: until, New: map[string]bool{}, Waivers: map[string]reports.Waiver{},
		Skipped: reports.NightlySkipped{Unchanged: sk.Unchanged, UnchangedRows: sk.UnchangedRows, Outside: sk.Outside, OutsideRows: sk.OutsideRows}}
	for _, id := range rec.New {
		n.New[id] = true
	}
	conv := func(r history.Run) reports.NightlyRun {
		return reports.NightlyRun{ID: r.ID, At: r.At, Log: r.Log, Sessions: r.Sessions, Rounds: r.Rounds, Findings: r.Findings, New: r.New}
	}
	prev, err := st.Previous(rec.Run)
	if err != nil {
		return nil, nil, err
	}
	if prev != nil {
		p := conv(*prev)
		n.Previous = &p
	}
	runs, err := st.LastRuns(trendRuns, rec.Run)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range runs {
		n.Runs = append(n.Runs, conv(r))
	}
	for _, by := range []string{"table", "rule"} {
		ts, err := st.Trends(by, trendRuns, rec.Run)
		if err != nil {
			return nil, nil, err
		}
		for _, t := range ts {
			tr := reports.Trend{Run: t.Run, Key: t.Key, Rounds: t.Rounds, Findings: t.Count}
			if by == "table" {
				n.ByTable = append(n.ByTable, tr)
			} else {
				n.ByRule = append(n.ByRule, tr)
			}
		}
	}
	resolved, err := st.Resolved(rec.Run)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range resolved {
		n.Resolved = append(n.Resolved, reports.ResolvedFinding{ID: r.ID, Rule: r.Rule, Casino: r.Casino, Table: r.Table, Session: r.Session, Round: r.Round, Bet: r.Bet, LastRun: r.LastRun})
	}
	all, err := st.Waivers(at)
	if err != nil {
		return nil, nil, err
	}
	waivers := map[string]history.Waiver{}
	for _, id := range history.IDs(res.Findings) {
		if w, ok := all[id]; ok {
			waivers[id] = w
			n.Waivers[id] = reports.Waiver{Reason: w.Reason, Author: w.Author, From: w.Created, Until: w.Expires}
		}
	}
	return n, waivers, nil
}

func instrumentIDs(res *audit.Result) string {
	s := ""
	for i, in := range res.Instruments {
		if i > 0 {
			s += ", "
		}
		s += in.ID
	}
	if s == "" {
		return "no instrument"
	}
	return s
}

// generatedAt fixes the production time: the flag, SOURCE_DATE_EPOCH, or now.
func generatedAt(flag string) (time.Time, error) {
	if flag != "" {
		t, err := time.Parse(time.RFC3339, flag)
		if err != nil {
			return t, fmt.Errorf("--generated-at %q: want RFC 3339, e.g. 2024-03-02T08:00:00+01:00", flag)
		}
		return t, nil
	}
	if e := os.Getenv("SOURCE_DATE_EPOCH"); e != "" {
		sec, err := strconv.ParseInt(e, 10, 64)
		if err != nil {
			return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH %q is not a number of seconds", e)
		}
		return time.Unix(sec, 0).UTC(), nil
	}
	return time.Now().Truncate(time.Second), nil
}
