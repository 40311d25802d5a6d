package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
)

func init() { commandMakers = append(commandMakers, fixturesCommand) }

// describeLog reads a log back and says what it holds: sessions by game,
// rounds and bets (a mixed log has --sessions sessions of each game).
func describeLog(path string) (string, error) {
	src, err := logs.Open(path)
	if err != nil {
		return "", err
	}
	defer src.Close()
	byGame := map[string]int{}
	var games []string
	var sessions, rounds, bets, rejects int
	err = src.Each(func(s *logs.Session) error {
		if byGame[s.Game] == 0 {
			games = append(games, s.Game)
		}
		byGame[s.Game]++
		sessions, rounds, bets = sessions+1, rounds+len(s.Rounds), bets+len(s.Bets)
		return nil
	}, func(r logs.Reject) { rejects++ })
	if err != nil {
		return "", err
	}
	if rejects > 0 {
		return "", fmt.Errorf("%d rows unreadable", rejects) // a generator's defect
	}
	var parts []string
	for _, g := range games {
		parts = append(parts, fmt.Sprintf("%d %s", byGame[g], g))
	}
	return fmt.Sprintf("%d sessions (%s), %d rounds, %d bets", sessions, strings.Join(parts, ", "), rounds, bets), nil
}

func fixturesCommand() *cli.Command {
	return &cli.Command{
		Name:  "fixtures",
		Usage: "generate a realistic log that obeys the catalogue, with violations injected at a chosen rate",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "game", Value: "ruleta-francesa", Usage: "`GAME` slug (see veedor rules for the list: ruleta-francesa, black-jack, dados, bingo, ...); several separated by commas make one mixed log"},
			&cli.StringFlag{Name: "region", Required: true, Usage: "`REGION`: es | cyl | cv"},
			&cli.IntFlag{Name: "sessions", Value: 4, Usage: "`N` table sessions (of each game in a mixed log)"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "random `SEED`: the same seed gives the same bytes"},
			&cli.Float64Flag{Name: "violations", Value: 0, Usage: "`RATE`: probability per opportunity of injecting a violation (0 = clean log)"},
			&cli.StringFlag{Name: "from", Usage: "first session's start `TIME` (RFC 3339); default 2024-03-01T20:00:00+01:00"},
			&cli.StringFlag{Name: "out", Required: true, Usage: "output `PATH`: PATH.db writes SQLite, anything else a folder of CSV files"},
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
			written, err := describeLog(c.String("out"))
			if err != nil {
				return cli.Exit(fmt.Sprintf("reading back %s: %v", c.String("out"), err), exitUnusable)
			}
			fmt.Fprintf(c.App.Writer, "wrote %s: %s; %d injected violations listed in %s\n",
				c.String("out"), written, len(m.Injections), fixtures.ManifestPath(c.String("out")))
			return nil
		},
	}
}
