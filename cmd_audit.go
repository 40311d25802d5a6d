package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/stats"
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
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "config", Usage: "configuration `FILE` (key = value; see docs/operations.md); default $VEEDOR_CONFIG; flags override it"},
			&cli.StringFlag{Name: "region", Usage: "`REGION`: es (national) | cyl (Castilla y León) | cv (Comunitat Valenciana) (required)"},
			&cli.StringFlag{Name: "pdf", Value: "veedor-report.pdf", Usage: "PDF report `FILE` (\"\" to skip); {date} is the production date"},
			&cli.StringFlag{Name: "xlsx", Value: "veedor-report.xlsx", Usage: "Excel workbook `FILE` (\"\" to skip)"},
			&cli.StringFlag{Name: "json", Usage: "machine-readable findings (JSON) `FILE`"},
			&cli.StringFlag{Name: "manifest", Usage: "manifest `FILE`: inputs, instruments, switches and outputs with their SHA-256 (default: beside the PDF, or the first report, as NAME.manifest.json; \"\" to skip)"},
			&cli.StringFlag{Name: "csv-dialect", Value: logs.DialectAuto, Usage: "the `DIALECT` of the CSV files: auto (each file as its header shows) | rfc4180 (UTF-8, ',' and '.', the contract's) | es-excel (a Spanish spreadsheet's: ';', decimal comma, Windows-1252 or UTF-8)"},
			&cli.StringFlag{Name: "lang", Value: "es", Usage: "report `LANGUAGE`: es (Spanish) | en (English) | ca (Valencian)"},
			&cli.StringSliceFlag{Name: "assume", Usage: "ambiguity switch and its reading, `ID=READING` (repeatable; veedor rules lists them)"},
			&cli.StringFlag{Name: "generated-at", Usage: "production `TIME` printed in the reports (RFC 3339); default $SOURCE_DATE_EPOCH or now; also the time waivers are judged at"},
			&cli.IntFlag{Name: "max-per-rule", Value: 200, Usage: "`N` findings per rule shown in the PDF (the workbook has all)"},
			&cli.StringFlag{Name: "store", Usage: "findings store `FILE` (SQLite, created on first use): records the run, recognises known findings, applies waivers, adds the nightly section"},
			&cli.StringFlag{Name: "since", Usage: "`WHEN`: last: audit only sessions not audited yet, or changed since (needs --store) | DATE: the same, and only sessions opened on or after DATE (2006-01-02 or RFC 3339) | all: every session (the default)"},
			&cli.StringFlag{Name: "until", Usage: "audit only sessions opened on or before `DATE` (2006-01-02, through that day; or RFC 3339, before that instant): with --since DATE, a past period"},
			&cli.DurationFlag{Name: "wait", Usage: "wait this `DURATION` for another run to release the store (e.g. 10m); default: fail at once with status 3"},
			&cli.IntFlag{Name: "trend-runs", Value: 10, Usage: "`N` runs shown in the trend (the PDF shows the last 8 of them)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print nothing when the status is 0"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Count: new(int), Usage: "log what the run does on stderr (twice: every session's fate)"},
			&cli.StringFlag{Name: "sign", Usage: "sign the PDF and the manifest with the certificate and key in `FILE` (PKCS#12 .p12/.pfx, or PEM); see docs/reports.md"},
			&cli.StringFlag{Name: "sign-passphrase-env", Usage: "the certificate's passphrase is in the environment variable `NAME`"},
			&cli.StringFlag{Name: "sign-passphrase-file", Usage: "the certificate's passphrase is the first line of `FILE`"},
		}, statFlags()...),
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

// auditRun carries one `veedor audit` through its stages, each a method:
// options → open log → store/incremental → audit → record → write reports →
// manifest → status.
type auditRun struct {
	c      *cli.Context
	logger *slog.Logger

	// options
	logPath, region, lang, storePath   string
	since, sinceDate, until, untilDate string
	selection                          string // since and until as recorded in the store
	sinceInstant, untilInstant, at     time.Time
	assume                             rules.Settings
	outs                               []reportOut // in the order written
	manifest                           string      // "" to skip

	signed *reports.SignedRun // --sign; nil for an unsigned run

	// log and store
	src      logs.Source
	source   logs.Source // src, less what the store or the period leaves out
	prog     *progress
	st       *history.Store
	inc      *history.Incremental
	runKey   string
	auditCtx string
	prior    *history.Run

	// results
	res     *audit.Result
	stats   *stats.Stream // the statistical audit, fed by the audit's read (nil: off)
	opt     reports.Options
	rec     *history.Recorded
	waivers map[string]history.Waiver
	wrote   []string
}

// reportOut is one report to write.
type reportOut struct {
	flag  string
	path  string
	write func(path string) error // writes a.res with a.opt
}

func runAudit(c *cli.Context) error {
	a := &auditRun{c: c}
	if err := a.options(); err != nil {
		return err
	}
	if err := a.openLog(); err != nil {
		return err
	}
	defer a.src.Close()
	if err := a.guard(); err != nil {
		return err
	}
	a.prog = newProgress(c.App.ErrWriter, !c.Bool("quiet") && isTerminal(c.App.ErrWriter))
	defer a.prog.finish()
	if err := a.openStore(); err != nil {
		return err
	}
	if a.st != nil {
		defer a.st.Close()
	}
	// The findings an audit spilled to disk are removed however it ends.
	defer func() {
		if a.res != nil {
			a.res.Close()
		}
	}()
	for _, stage := range []func() error{a.audit, a.statistics, a.record, a.writeReports, a.writeManifest} {
		if err := stage(); err != nil {
			return err
		}
	}
	return a.status()
}

// options reads and checks the flags and the configuration file.
func (a *auditRun) options() error {
	c := a.c
	cfg, err := loadConfig(c)
	if err == nil {
		err = cfg.apply(c)
	}
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	a.logger = newLogger(c.App.ErrWriter, c.Count("verbose"))
	a.logPath = c.Args().First()
	if c.NArg() == 0 {
		a.logPath, _ = cfg.get("log")
	}
	if c.NArg() > 1 || a.logPath == "" {
		return cli.Exit("audit takes one LOG argument: a folder of CSV files or an SQLite file (or log = in the configuration file)", exitUnusable)
	}
	a.region = c.String("region")
	if a.region == "" {
		return cli.Exit("--region is required (es, cyl or cv), on the command line or as region = in the configuration file", exitUnusable)
	}
	if !validRegion(a.region) {
		return cli.Exit(fmt.Sprintf("unknown region %q: use es, cyl or cv", a.region), exitUnusable)
	}
	a.lang = c.String("lang")
	if !reports.ValidLang(a.lang) {
		return cli.Exit(fmt.Sprintf("unknown language %q: use es, en or ca", a.lang), exitUnusable)
	}
	a.assume = rules.Defaults()
	for _, s := range c.StringSlice("assume") {
		if err := a.assume.Set(s); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
	}
	if a.at, err = generatedAt(c.String("generated-at")); err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	if a.since, a.sinceDate, a.sinceInstant, err = sinceMode(c.String("since")); err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	a.until = strings.TrimSpace(c.String("until"))
	if a.until != "" {
		if _, e := time.Parse("2006-01-02", a.until); e == nil {
			a.untilDate = a.until
		} else if a.untilInstant, err = time.Parse(time.RFC3339, a.until); err != nil {
			return cli.Exit(fmt.Sprintf("--until %q: want a date (2006-01-02) or an RFC 3339 time", a.until), exitUnusable)
		}
	}
	a.selection = a.since
	if a.until != "" {
		a.selection += " until " + a.until
	}
	a.storePath = expandDate(c.String("store"), a.at)
	if a.since == "last" && a.storePath == "" {
		return cli.Exit("--since last needs a findings store (--store, or store = in the configuration file) to know what was audited", exitUnusable)
	}
	a.logPath = expandDate(a.logPath, a.at)
	for _, out := range []reportOut{
		{"--pdf", expandDate(c.String("pdf"), a.at), func(p string) error { return reports.WritePDF(p, a.res, a.opt) }},
		{"--xlsx", expandDate(c.String("xlsx"), a.at), func(p string) error { return reports.WriteXLSX(p, a.res, a.opt) }},
		{"--json", expandDate(c.String("json"), a.at), func(p string) error { return reports.WriteJSON(p, a.res, a.opt) }},
	} {
		if out.path != "" {
			a.outs = append(a.outs, out)
		}
	}
	// The manifest goes beside the first report unless named.
	a.manifest = expandDate(c.String("manifest"), a.at)
	if !c.IsSet("manifest") && len(a.outs) > 0 {
		a.manifest = reports.ManifestPath(a.outs[0].path)
	}
	a.signed, err = signingFor(c, a.outs, a.manifest)
	return err
}

// openLog opens the evidence, read-only.
func (a *auditRun) openLog() error {
	src, err := logs.OpenWith(a.logPath, logs.OpenOptions{CSVDialect: a.c.String("csv-dialect")})
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	a.src, a.source = src, src
	a.logger.Info("log opened", "log", a.logPath, "inputs", len(logs.InputPaths(src)))
	return nil
}

// guard refuses, before anything is written, any output (report, manifest
// or store) that would overwrite the evidence.
func (a *auditRun) guard() error {
	inputs := logs.InputPaths(a.src) // not Inputs: that would hash the files
	var outs []output
	for _, o := range a.outs {
		outs = append(outs, output{o.flag, o.path})
	}
	outs = append(outs, output{"--manifest", a.manifest}, output{"--store", a.storePath})
	if a.signed != nil {
		outs = append(outs, output{"--sign (the manifest's signature)", reports.SignaturePath(a.manifest)})
	}
	if err := guardOutputs(a.logPath, inputs, outs); err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	return nil
}

// openStore opens the findings store, if any, and narrows the sessions to
// audit to those the store and the period select.
func (a *auditRun) openStore() error {
	var err error
	if a.storePath != "" {
		a.st, err = history.OpenWait(a.storePath, a.c.Duration("wait"))
		if err != nil {
			return storeExit(err)
		}
		a.logger.Info("findings store opened", "store", a.storePath)
		a.auditCtx = history.Context(a.region, a.assume, Version)
		if a.since != "" {
			// Which sessions --since selects depends on whether this run
			// repeats an earlier one: known before the read only from
			// the files' hashes. Without --since the key waits for the
			// hashes the read takes (record), not a read of its own.
			var inputs []audit.Input
			for _, in := range a.src.Inputs() {
				inputs = append(inputs, audit.Input{Path: in.Path, Bytes: in.Bytes, SHA256: in.SHA256, Dialect: in.Dialect})
			}
			a.runKey = history.RunKey(a.auditCtx, a.logPath, inputs, a.selection)
			if a.prior, err = a.st.Repeats(a.runKey, a.logPath); err != nil {
				return storeExit(err)
			}
		}
	}
	sel := history.Selection{SinceDate: a.sinceDate, Since: a.sinceInstant, UntilDate: a.untilDate, Until: a.untilInstant, Seen: func(s *logs.Session, d history.Decision) {
		if d == history.SkipUnchanged || d == history.SkipOutside {
			a.prog.skipped.Add(1)
		}
		a.logger.Debug("session", "casino", s.Casino, "session", s.ID, "decision", d.String())
	}}
	if a.st != nil && a.since != "" {
		var before int64
		if a.prior != nil {
			// A repeat sees the store as the run it repeats did.
			before = a.prior.ID
			a.logger.Info("same log, inputs and options as an earlier run: repeating it", "run", a.prior.ID, "at", a.prior.At)
		}
		if sel.Audited, err = a.st.LastAudit(a.auditCtx, before); err != nil {
			return storeExit(err)
		}
	}
	if a.st != nil || a.since != "" || a.until != "" {
		a.inc = history.NewIncremental(a.src, sel)
		a.source = a.inc
	}
	a.source = countingSource{Source: a.source, p: a.prog}
	return nil
}

// audit replays the sessions selected.
func (a *auditRun) audit() error {
	opt := audit.Options{Region: a.region, Assume: a.assume, Version: Version, GeneratedAt: a.at, Log: a.src, SpillDir: a.spillDir()}
	if err := a.startStatistics(); err != nil {
		return err
	}
	if a.stats != nil {
		opt.Observer = a.stats
	}
	res, err := audit.Run(a.source, opt)
	a.prog.finish()
	if err != nil {
		var se *history.StoreError
		if errors.As(err, &se) {
			return storeExit(err)
		}
		return cli.Exit(err.Error(), exitUnusable)
	}
	res.Log = a.logPath
	a.res = res
	// IDs are given as the findings stream by, never held: an audit may
	// have millions (see audit.Result.EachFinding).
	a.opt = reports.Options{Lang: a.lang, MaxFindingsPerRule: a.c.Int("max-per-rule"), FindingIDs: func() func(*audit.Finding) string { return new(history.Namer).ID }}
	return nil
}

// spillDir is where an audit too large for memory puts its findings for a
// while: the system's temporary folder, unless that is inside the log's
// folder (the evidence), then beside the first report or the store, which
// guard keeps outside it.
func (a *auditRun) spillDir() string {
	tmp := os.TempDir()
	if fi, err := os.Stat(a.logPath); err != nil || !fi.IsDir() || !within(resolve(tmp), resolve(a.logPath)) {
		return tmp
	}
	if len(a.outs) > 0 {
		return filepath.Dir(a.outs[0].path)
	}
	if a.storePath != "" {
		return filepath.Dir(a.storePath)
	}
	return tmp
}

// record records the run in the findings store, if any, and gathers what
// the reports show of it.
func (a *auditRun) record() error {
	if a.st == nil {
		return nil
	}
	if a.runKey == "" {
		a.runKey = history.RunKey(a.auditCtx, a.logPath, a.res.Inputs, a.selection)
	}
	var err error
	a.rec, err = a.st.Record(a.res, a.withHolds(history.RunRecord{Key: a.runKey, Context: a.auditCtx, Since: a.selection, Fingerprints: a.inc.Fingerprints(), Skipped: a.inc.Skipped()}))
	if err != nil {
		return storeExit(fmt.Errorf("findings store %s: recording the run: %w", a.storePath, err))
	}
	a.logger.Info("run recorded", "run", a.rec.Run, "repeat", a.rec.Repeat, "new", a.rec.NewCount, "known", a.rec.KnownCount)
	a.opt.Nightly, a.waivers, err = nightlyFor(a.st, a.storePath, a.rec, a.res, a.at, a.since, a.until, a.inc.Skipped(), a.c.Int("trend-runs"))
	if err != nil {
		return storeExit(fmt.Errorf("findings store %s: %w", a.storePath, err))
	}
	return nil
}

// writeReports writes the PDF, the workbook and the JSON asked for.
func (a *auditRun) writeReports() (err error) {
	// Signed, the PDF is first written unsigned to a hidden file that
	// writeManifest signs into place (reports.SignedRun) or this removes.
	a.opt.Signed = a.signed.Cover()
	defer func() {
		if err != nil {
			a.signed.Abort()
		}
	}()
	for _, out := range a.outs {
		// A report's folder may be named by date ({date}): create it.
		if err := os.MkdirAll(filepath.Dir(out.path), 0o755); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", out.path, err), exitUnusable)
		}
		path := out.path
		if a.signed != nil && out.flag == "--pdf" {
			if path, err = a.signed.Stage(out.path); err != nil {
				return cli.Exit(fmt.Sprintf("writing %s: %v", out.path, err), exitUnusable)
			}
		}
		if err := out.write(path); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", out.path, err), exitUnusable)
		}
		a.logger.Info("report written", "path", out.path)
		a.wrote = append(a.wrote, out.path)
	}
	return nil
}

// writeManifest comes last: it hashes the reports as written.
func (a *auditRun) writeManifest() error {
	if a.manifest == "" {
		return nil
	}
	if a.signed != nil {
		if err := a.signed.Finish(a.manifest, a.res, a.opt, a.wrote); err != nil {
			return cli.Exit(fmt.Sprintf("signing %s: %v", a.wrote[0], err), exitUnusable)
		}
		a.logger.Info("report, manifest and manifest signature written", "path", a.manifest)
		a.wrote = append(a.wrote, a.manifest, reports.SignaturePath(a.manifest))
		return nil
	}
	if err := reports.WriteManifest(a.manifest, a.res, a.opt, a.wrote); err != nil {
		return cli.Exit(fmt.Sprintf("writing %s: %v", a.manifest, err), exitUnusable)
	}
	a.logger.Info("manifest written", "path", a.manifest)
	a.wrote = append(a.wrote, a.manifest)
	return nil
}

// status prints the summary and returns the exit status.
func (a *auditRun) status() error {
	c, res := a.c, a.res
	t := res.Totals()
	st := exitStatus(res, nil, a.waivers)
	if st.err != nil {
		return cli.Exit(fmt.Sprintf("reading the findings: %v", st.err), exitUnusable)
	}
	st.code = a.failOnStatistical(st.code)
	if !c.Bool("quiet") || st.code != exitClean {
		a.printSummary(t, st)
	}
	a.logger.Info("done", "status", st.code, "findings", res.NumFindings(), "counting", st.counting)
	switch st.code {
	case exitUnusable:
		var why []string
		if st.rejected > 0 {
			why = append(why, fmt.Sprintf("%d input rows could not be audited (see the data-quality section)", st.rejected))
		}
		if st.read != st.audited+st.rejected {
			why = append(why, fmt.Sprintf("rows read %d != audited %d + rejected %d", st.read, st.audited, st.rejected))
		}
		for _, u := range res.Unusable {
			why = append(why, "the log is unusable: "+u.EN)
		}
		return cli.Exit(strings.Join(why, "; "), exitUnusable)
	case exitFindings:
		if a.st != nil {
			return cli.Exit(fmt.Sprintf("%d findings count toward the status (%d waived)", st.counting, st.waived), exitFindings)
		}
		return cli.Exit("", exitFindings)
	}
	return nil
}

// auditStatus is the exit status of an audit and what it rests on.
type auditStatus struct {
	code                    int
	read, audited, rejected int64
	counting, waived, info  int   // findings that count toward the status, waived, of severity info
	err                     error // reading spilled findings failed
}

// exitStatus decides the status of an audit (README, "Exit status"): 2 when
// rows were rejected, the reconciliation does not hold or the log is
// unusable as a whole; 1 when findings of a severity above info are not
// waived; else 0. Information never turns the status: a nightly job would
// read a valid log as a failure. ids are the findings' IDs, in order (nil:
// named as they are streamed).
func exitStatus(res *audit.Result, ids []string, waivers map[string]history.Waiver) auditStatus {
	var st auditStatus
	for _, n := range res.Counts {
		st.read, st.audited, st.rejected = st.read+n.Read, st.audited+n.Audited, st.rejected+n.Rejected
	}
	st.err = history.EachID(res, func(i int, f *audit.Finding, id string) error {
		if ids != nil {
			id = ids[i]
		}
		if _, ok := waivers[id]; ok {
			st.waived++
		} else if f.Severity == rules.Info {
			st.info++
		} else {
			st.counting++
		}
		return nil
	})
	switch {
	case st.rejected > 0 || st.read != st.audited+st.rejected || len(res.Unusable) > 0:
		st.code = exitUnusable
	case st.counting > 0:
		st.code = exitFindings
	}
	return st
}

func (a *auditRun) printSummary(t audit.Totals, st auditStatus) {
	w, res, inc, rec := a.c.App.Writer, a.res, a.inc, a.rec
	since, until := a.since, a.until
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
	fmt.Fprintf(w, "rows read %d = audited %d + rejected %d\n", st.read, st.audited, st.rejected)
	if rec != nil {
		if rec.Repeat {
			fmt.Fprintf(w, "run %d repeated (same log, inputs and options): nothing new recorded in %s; the reports are run %d's\n", rec.Run, a.storePath, rec.Run)
		} else {
			fmt.Fprintf(w, "run %d recorded in %s: %d new findings, %d already known\n", rec.Run, a.storePath, rec.NewCount, rec.KnownCount)
		}
		fmt.Fprintf(w, "%d findings count toward the status, %d waived\n", st.counting, st.waived)
	}
	if st.info > 0 {
		fmt.Fprintf(w, "%d findings of severity info (not waived) do not count toward the status\n", st.info)
	}
	for _, p := range a.wrote {
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
	if res.Spilled() { // too many to list: by index
		n.NewAt = rec.IsNew
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
	err = history.EachID(res, func(_ int, _ *audit.Finding, id string) error {
		if w, ok := all[id]; ok {
			waivers[id] = w
			n.Waivers[id] = reports.Waiver{Reason: w.Reason, Author: w.Author, From: w.Created, Until: w.Expires}
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
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
