package main

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/rules"
)

func init() { commandMakers = append(commandMakers, auditCommand) }

func auditCommand() *cli.Command {
	return &cli.Command{
		Name:      "audit",
		Usage:     "audit a log (a folder of CSV files or an SQLite file) and write the reports",
		ArgsUsage: "LOG",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "region", Required: true, Usage: "es (national) | cyl (Castilla y León) | cv (Comunitat Valenciana)"},
			&cli.StringFlag{Name: "pdf", Value: "veedor-report.pdf", Usage: "PDF report path (\"\" to skip)"},
			&cli.StringFlag{Name: "xlsx", Value: "veedor-report.xlsx", Usage: "Excel workbook path (\"\" to skip)"},
			&cli.StringFlag{Name: "json", Usage: "machine-readable findings (JSON) path"},
			&cli.StringFlag{Name: "manifest", Usage: "manifest path: inputs, instruments, switches and outputs with their SHA-256 (default: beside the PDF, or the first report, as NAME.manifest.json; \"\" to skip)"},
			&cli.StringFlag{Name: "lang", Value: "es", Usage: "report language: es (Spanish) | en (English) | ca (Valencian)"},
			&cli.StringSliceFlag{Name: "assume", Usage: "ambiguity switch ID=reading (repeatable; see `veedor rules`)"},
			&cli.StringFlag{Name: "generated-at", Usage: "production time printed in the reports (RFC 3339); default $SOURCE_DATE_EPOCH or now"},
			&cli.IntFlag{Name: "max-per-rule", Value: 200, Usage: "findings per rule shown in the PDF (the workbook has all)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print nothing on success"},
		},
		Action: runAudit,
	}
}

func runAudit(c *cli.Context) error {
	if c.NArg() != 1 {
		return cli.Exit("audit takes one LOG argument: a folder of CSV files or an SQLite file", exitUnusable)
	}
	region := c.String("region")
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
	src, err := logs.Open(c.Args().First())
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	defer src.Close()
	res, err := audit.Run(src, audit.Options{Region: region, Assume: assume, Version: Version, GeneratedAt: at})
	if err != nil {
		return cli.Exit(err.Error(), exitUnusable)
	}
	res.Log = c.Args().First()
	opt := reports.Options{Lang: lang, MaxFindingsPerRule: c.Int("max-per-rule")}
	var wrote []string
	for _, out := range []struct {
		path  string
		write func(string) error
	}{
		{c.String("pdf"), func(p string) error { return reports.WritePDF(p, res, opt) }},
		{c.String("xlsx"), func(p string) error { return reports.WriteXLSX(p, res, opt) }},
		{c.String("json"), func(p string) error { return reports.WriteJSON(p, res) }},
	} {
		if out.path == "" {
			continue
		}
		if err := out.write(out.path); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", out.path, err), exitUnusable)
		}
		wrote = append(wrote, out.path)
	}
	// The manifest comes last: it hashes the reports as written.
	manifest := c.String("manifest")
	if !c.IsSet("manifest") && len(wrote) > 0 {
		manifest = reports.ManifestPath(wrote[0])
	}
	if manifest != "" {
		if err := reports.WriteManifest(manifest, res, opt, wrote); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", manifest, err), exitUnusable)
		}
		wrote = append(wrote, manifest)
	}
	t := res.Totals()
	var read, audited, rejected int64
	for _, n := range res.Counts {
		read, audited, rejected = read+n.Read, audited+n.Audited, rejected+n.Rejected
	}
	if !c.Bool("quiet") {
		fmt.Fprintf(c.App.Writer, "audited %d sessions, %d rounds, %d bets under %s: %d violations, %d data-quality findings\n",
			t.Sessions, t.Rounds, t.Bets, instrumentIDs(res), t.Violations, t.DataIssues)
		fmt.Fprintf(c.App.Writer, "rows read %d = audited %d + rejected %d\n", read, audited, rejected)
		for _, p := range wrote {
			fmt.Fprintf(c.App.Writer, "wrote %s\n", p)
		}
	}
	switch {
	case rejected > 0 || read != audited+rejected:
		return cli.Exit(fmt.Sprintf("%d input rows could not be audited (see the data-quality section)", rejected), exitUnusable)
	case len(res.Findings) > 0:
		return cli.Exit("", exitFindings)
	}
	return nil
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
