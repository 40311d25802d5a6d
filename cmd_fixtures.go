package main

import (
	"fmt"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/fixtures"
)

func init() { commandMakers = append(commandMakers, fixturesCommand) }

func fixturesCommand() *cli.Command {
	return &cli.Command{
		Name:  "fixtures",
		Usage: "generate a realistic log that obeys the catalogue, with violations injected at a chosen rate",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "game", Value: "ruleta-francesa", Usage: "ruleta-francesa, ruleta-americana, black-jack or punto-y-banca; several separated by commas make one mixed log"},
			&cli.StringFlag{Name: "region", Required: true, Usage: "es | cyl | cv"},
			&cli.IntFlag{Name: "sessions", Value: 4, Usage: "number of table sessions"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random seed: the same seed gives the same bytes"},
			&cli.Float64Flag{Name: "violations", Value: 0, Usage: "probability per opportunity of injecting a violation (0 = clean log)"},
			&cli.StringFlag{Name: "from", Usage: "first session's start (RFC 3339); default 2024-03-01T20:00:00+01:00"},
			&cli.StringFlag{Name: "out", Required: true, Usage: "output: PATH.db writes SQLite, anything else a folder of CSV files"},
		},
		Action: func(c *cli.Context) error {
			if !validRegion(c.String("region")) {
				return cli.Exit(fmt.Sprintf("unknown region %q: use es, cyl or cv", c.String("region")), exitUnusable)
			}
			v := c.Float64("violations")
			if v < 0 || v > 1 {
				return cli.Exit("--violations is a probability from 0 to 1", exitUnusable)
			}
			opt := fixtures.Options{Game: c.String("game"), Region: c.String("region"), Sessions: c.Int("sessions"), Seed: c.Int64("seed"), Violations: v}
			if f := c.String("from"); f != "" {
				t, err := time.Parse(time.RFC3339, f)
				if err != nil {
					return cli.Exit(fmt.Sprintf("--from %q: want RFC 3339", f), exitUnusable)
				}
				opt.Start = t
			}
			m, err := fixtures.Write(opt, c.String("out"))
			if err != nil {
				return cli.Exit(err.Error(), exitUnusable)
			}
			fmt.Fprintf(c.App.Writer, "wrote %s (%d sessions, %d injected violations listed in %s)\n",
				c.String("out"), opt.Sessions, len(m.Injections), fixtures.ManifestPath(c.String("out")))
			return nil
		},
	}
}
