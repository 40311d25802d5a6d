package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/rules/odds"
)

func init() { commandMakers = append(commandMakers, oddsCommand) }

func oddsCommand() *cli.Command {
	return &cli.Command{
		Name:  "odds",
		Usage: "print the theoretical figures that follow from the encoded rules (exact enumeration)",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "region", Required: true, Usage: "`REGION`: es | cyl | cv"},
			&cli.StringFlag{Name: "game", Required: true, Usage: "`GAME` slug, e.g. punto-y-banca"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "`FORMAT`: text | json"},
		},
		Action: func(c *cli.Context) error {
			if !validRegion(c.String("region")) {
				return cli.Exit(fmt.Sprintf("unknown region %q (es, cyl, cv)", c.String("region")), exitUnusable)
			}
			f, ok := odds.For(c.String("game"))
			if !ok {
				return cli.Exit(fmt.Sprintf("no figures for game %q (available: %s)", c.String("game"), strings.Join(odds.Games(), ", ")), exitUnusable)
			}
			tables, err := f(c.String("region"))
			if err != nil {
				return cli.Exit(err.Error(), exitUnusable)
			}
			if c.String("format") == "json" {
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", "  ")
				return enc.Encode(tables)
			}
			for i, t := range tables {
				if i > 0 {
					fmt.Fprintln(c.App.Writer)
				}
				fmt.Fprintln(c.App.Writer, t.Title)
				w := tabwriter.NewWriter(c.App.Writer, 0, 0, 2, ' ', tabwriter.AlignRight)
				fmt.Fprintln(w, strings.Join(t.Columns, "\t")+"\t")
				for _, r := range t.Rows {
					fmt.Fprintln(w, strings.Join(r, "\t")+"\t")
				}
				w.Flush()
				if t.Note != "" {
					fmt.Fprintln(c.App.Writer, t.Note)
				}
			}
			return nil
		},
	}
}
