package main

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit/history"
)

func init() { commandMakers = append(commandMakers, waiveCommand) }

func waiveCommand() *cli.Command {
	return &cli.Command{
		Name:  "waive",
		Usage: "accept a reviewed finding until a date: it stays in the reports, marked, and stops counting toward the audit's status",
		Description: "One waiver:      veedor waive --store PATH --finding ID --reason R --author A --until DATE [--from DATE]\n" +
			"A waivers file:  veedor waive --store PATH --file waivers.json\n" +
			"List them:       veedor waive --store PATH --list\n\n" +
			"The finding ID is in the workbook's findings sheets and in the JSON (\"id\"). DATE is 2006-01-02\n" +
			"(--until: through that day; local time) or RFC 3339, up to 9999-12-30; a waiver longer than a\n" +
			"year is recorded with a warning. The waivers file is a JSON array of\n" +
			"{\"finding_id\", \"reason\", \"author\", \"until\", \"from\" (optional)}; see docs/operations.md.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "config", Usage: "configuration file (its store and wait keys are used); default $VEEDOR_CONFIG, else veedor/veedor.conf in the user's configuration folder if present"},
			&cli.StringFlag{Name: "store", Usage: "findings store (must exist: the audit creates it)"},
			&cli.DurationFlag{Name: "wait", Value: 30 * time.Second, Usage: "wait this long for a running audit to release the store"},
			&cli.StringFlag{Name: "finding", Usage: "ID of the finding to waive"},
			&cli.StringFlag{Name: "reason", Usage: "why the finding is accepted"},
			&cli.StringFlag{Name: "author", Usage: "who accepts it"},
			&cli.StringFlag{Name: "until", Usage: "expiry: DATE (the waiver holds through that day) or RFC 3339"},
			&cli.StringFlag{Name: "from", Usage: "in force from: DATE or RFC 3339 (default: now)"},
			&cli.StringFlag{Name: "file", Usage: "waivers file (JSON); all its waivers are recorded, or none"},
			&cli.BoolFlag{Name: "list", Usage: "list every waiver recorded, and whether it is in force now"},
		},
		Action: runWaive,
	}
}

func runWaive(c *cli.Context) error {
	cfg, err := loadConfig(c)
	if err == nil {
		err = cfg.apply(c, "store", "wait")
	}
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	if c.NArg() > 0 {
		return cli.Exit("waive takes no argument: give --finding ID ... or --file FILE or --list", exitUnusable)
	}
	path := c.String("store")
	if path == "" {
		return cli.Exit("waive needs the findings store: --store PATH (or store = in the configuration file)", exitUnusable)
	}
	if _, err := os.Stat(path); err != nil {
		return cli.Exit(fmt.Sprintf("no findings store at %s (an audit with --store creates it)", path), exitUnusable)
	}
	one := c.IsSet("finding") || c.IsSet("reason") || c.IsSet("author") || c.IsSet("until") || c.IsSet("from")
	modes := 0
	for _, b := range []bool{one, c.IsSet("file"), c.Bool("list")} {
		if b {
			modes++
		}
	}
	if modes != 1 {
		return cli.Exit("give one of: --finding ID --reason R --author A --until DATE; --file FILE; --list", exitUnusable)
	}
	now := time.Now().Truncate(time.Second)
	var ws []history.Waiver
	switch {
	case one:
		w := history.Waiver{Finding: c.String("finding"), Reason: c.String("reason"), Author: c.String("author"), Created: now, Recorded: now}
		for _, req := range []string{"finding", "reason", "author", "until"} {
			if strings.TrimSpace(c.String(req)) == "" {
				return cli.Exit(fmt.Sprintf("waive: --%s is required", req), exitUnusable)
			}
		}
		if w.Expires, err = history.ParseWhen(c.String("until"), true, time.Local); err != nil {
			return cli.Exit("--until "+err.Error(), exitUnusable)
		}
		if c.IsSet("from") {
			if w.Created, err = history.ParseWhen(c.String("from"), false, time.Local); err != nil {
				return cli.Exit("--from "+err.Error(), exitUnusable)
			}
		}
		ws = []history.Waiver{w}
	case c.IsSet("file"):
		data, err := os.ReadFile(c.String("file"))
		if err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		if ws, err = history.ParseWaivers(data, now, time.Local); err != nil {
			return cli.Exit(err.Error(), exitUnusable)
		}
		for i := range ws {
			ws[i].Recorded = now
		}
	}
	st, err := history.OpenWait(path, c.Duration("wait"))
	if err != nil {
		return storeExit(err)
	}
	defer st.Close()
	if c.Bool("list") {
		all, err := st.AllWaivers()
		if err != nil {
			return storeExit(err)
		}
		in, err := st.Waivers(now)
		if err != nil {
			return storeExit(err)
		}
		sort.SliceStable(all, func(i, j int) bool { return all[i].Finding < all[j].Finding })
		for _, w := range all {
			state := "expired"
			switch {
			case now.Before(w.Created):
				state = "not yet"
			case in[w.Finding].Created.Equal(w.Created) && in[w.Finding].Expires.Equal(w.Expires):
				state = "in force"
			case now.Before(w.Expires):
				state = "superseded"
			}
			entered := "entered: not recorded" // by a store older than the column
			if !w.Recorded.IsZero() {
				entered = "entered " + w.Recorded.Format(time.RFC3339)
			}
			fmt.Fprintf(c.App.Writer, "%s\t%s\tfrom %s\tuntil %s\t%s\t%s\t%s\n", w.Finding, state, w.Created.Format(time.RFC3339), w.Expires.Format(time.RFC3339),
				entered, w.Author, w.Reason)
		}
		return nil
	}
	if err := st.WaiveAll(ws); err != nil {
		if errors.Is(err, history.ErrWaiver) {
			return cli.Exit(err.Error(), exitUnusable)
		}
		return storeExit(err)
	}
	for _, w := range ws {
		fmt.Fprintf(c.App.Writer, "waived %s from %s until %s by %s\n", w.Finding, w.Created.Format(time.RFC3339), w.Expires.Format(time.RFC3339), w.Author)
		if w.LongerThanAYear() {
			fmt.Fprintf(c.App.ErrWriter, "veedor waive: warning: the waiver of %s runs %d days, more than a year: the finding will not be reviewed again before %s\n",
				w.Finding, int(w.Expires.Sub(w.Created).Hours()/24), w.Expires.Format("2006-01-02"))
		}
	}
	return nil
}
