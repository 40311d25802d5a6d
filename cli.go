package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"
)

// The help of a flag that takes a value names the value: the word in
// backquotes in its usage, else the flag's name in capitals, never
// urfave/cli's "value".
func init() {
	plain := cli.FlagStringer
	cli.FlagStringer = func(f cli.Flag) string {
		s := plain(f)
		names, usage, ok := strings.Cut(s, "\t")
		if !ok || !strings.Contains(names, " value") {
			return s
		}
		word := strings.ToUpper(f.Names()[0])
		return strings.ReplaceAll(names, " value", " "+word) + "\t" + usage
	}
}

// configureApp adds to the command line what every command shares: an
// unknown command is an error (status 2), and so is a flag after the
// arguments (urfave/cli stops reading flags at the first argument, so it
// would be taken for one) or an argument a command does not take.
func configureApp(app *cli.App) {
	app.Action = func(c *cli.Context) error {
		if c.NArg() == 0 {
			return cli.ShowAppHelp(c)
		}
		var names []string
		for _, cmd := range app.Commands {
			names = append(names, cmd.Name)
		}
		return cli.Exit(fmt.Sprintf("unknown command %q: the commands are %s (veedor help)", c.Args().First(), strings.Join(names, ", ")), exitUnusable)
	}
	for _, cmd := range app.Commands {
		if cmd.Action != nil {
			cmd.Action = checkArgs(cmd, cmd.Action)
		}
	}
}

// checkArgs refuses what urfave/cli leaves among a command's arguments: a
// flag (given after LOG) or an argument the command does not take.
func checkArgs(cmd *cli.Command, action cli.ActionFunc) cli.ActionFunc {
	return func(c *cli.Context) error {
		args := c.Args().Slice()
		for _, a := range args {
			if len(a) > 1 && strings.HasPrefix(a, "-") {
				what := "the arguments"
				if cmd.ArgsUsage != "" {
					what = strings.Trim(cmd.ArgsUsage, "[]")
				}
				return cli.Exit(fmt.Sprintf("%s given after %s: flags go before %s (veedor %s [flags] %s)", a, what, what, cmd.Name, cmd.ArgsUsage), exitUnusable)
			}
		}
		if cmd.ArgsUsage == "" && len(args) > 0 {
			return cli.Exit(fmt.Sprintf("veedor %s takes no arguments, only flags (got %q)", cmd.Name, strings.Join(args, " ")), exitUnusable)
		}
		return action(c)
	}
}
