package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/stats"
)

// statFlags are the statistical audit's flags (docs/statistics.md).
func statFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "statistics", Value: true, Usage: "run the statistical audit after the audit (hold against theory, wheels, croupiers, shoes; --statistics=false to skip)"},
		&cli.StringFlag{Name: "stat-method", Value: stats.MethodES, Action: checkStatMethod, Usage: "statistical thresholds `METHOD`: es (99%, false-discovery control) | maryland (outside the 95% interval) | kansas (3 points a month) | ohio (30 days 4 points off the period)"},
		&cli.Float64Flag{Name: "stat-level", Action: checkStatLevel, Usage: "confidence `LEVEL` of the statistical tests (default 0.99 for es, 0.95 for the others)"},
		&cli.BoolFlag{Name: "fail-on-statistical", Usage: "exit with status 1 when there are statistical findings and nothing else sets the status"},
	}
}

// checkStatMethod and checkStatLevel refuse a bad value before the audit
// runs, not after it.
func checkStatMethod(_ *cli.Context, m string) error {
	return exitOn(stats.Options{Method: m}.Check())
}

func checkStatLevel(_ *cli.Context, l float64) error {
	return exitOn(stats.Options{Level: l}.Check())
}

func exitOn(err error) error {
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	return nil
}

// startStatistics readies the statistical audit, when it is on, to read
// the sessions as the audit reads them (the log is read once).
func (a *auditRun) startStatistics() error {
	c := a.c
	if !c.Bool("statistics") {
		return nil
	}
	// Without a store (opened before the audit) the session holds have no reader.
	st, err := stats.NewStream(stats.Options{Region: a.region, Assume: a.assume, Method: c.String("stat-method"), Level: c.Float64("stat-level"), NoSessionHolds: a.st == nil})
	if err != nil {
		return cli.Exit(fmt.Sprintf("statistical audit: %v", err), exitUnusable)
	}
	a.stats = st
	return nil
}

// statistics computes the statistical audit of the sessions the audit read.
// It never changes the exit status unless --fail-on-statistical is given.
func (a *auditRun) statistics() error {
	if a.stats == nil || a.res == nil {
		return nil
	}
	var stored func(string, func(stats.SessionHold) error) error
	var storeErr error
	if a.st != nil {
		// Month and year to date: the store's days and the run's own.
		stored = func(through string, fn func(stats.SessionHold) error) error {
			storeErr = a.st.EachHold(through, fn)
			return storeErr
		}
	}
	release := audit.GovernMemory(0)
	rep, err := a.stats.Report(a.res, stored)
	release()
	if err != nil && storeErr != nil {
		return storeExit(fmt.Errorf("findings store %s: %w", a.storePath, err))
	}
	if err != nil {
		return cli.Exit(fmt.Sprintf("statistical audit: %v", err), exitUnusable)
	}
	a.opt.Statistics = rep
	a.logger.Info("statistical audit", "method", rep.Method, "level", rep.Level, "findings", len(rep.Findings))
	return nil
}

// withHolds adds to what the findings store records of the run the
// statistical audit's session holds, when it ran, so that later runs sum
// them into month and year to date.
func (a *auditRun) withHolds(rr history.RunRecord) history.RunRecord {
	if rep := a.opt.Statistics; rep != nil {
		rr.Statistics, rr.Holds = true, rep.Sessions
	}
	return rr
}

// failOnStatistical turns a clean status into 1 when asked and there are
// statistical findings.
func (a *auditRun) failOnStatistical(code int) int {
	if code == exitClean && a.c.Bool("fail-on-statistical") && a.opt.Statistics != nil && len(a.opt.Statistics.Findings) > 0 {
		return exitFindings
	}
	return code
}
