// Command veedor audits casino table-game session logs against the Catálogo
// de Juegos of a Spanish region and writes PDF, Excel and JSON reports of
// every finding, each citing the article it breaks.
//
// The pipeline reads the logs (audit/logs), replays and checks each session
// (audit, audit/roulette) against the catalogue as data (rules, rules/roulette)
// and writes the reports (reports). See README.md and docs/.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/urfave/cli/v2"

	_ "github.com/veedor/veedor/audit/bingo"         // registers the bingo replay and rules
	_ "github.com/veedor/veedor/audit/blackjack"     // registers the black-jack replay and rules
	_ "github.com/veedor/veedor/audit/boule"         // registers the boule replay and rules
	_ "github.com/veedor/veedor/audit/cardroom"      // registers the checks across card games and their rules
	_ "github.com/veedor/veedor/audit/chemin"        // registers the chemin de fer replay and rules
	_ "github.com/veedor/veedor/audit/circulo"       // registers the póquer de círculo replay and rules
	_ "github.com/veedor/veedor/audit/craps"         // registers the dados o craps replay, rules and odds
	_ "github.com/veedor/veedor/audit/dospanos"      // registers the baccara a dos paños replay and rules
	_ "github.com/veedor/veedor/audit/fortuna"       // registers the ruleta de la fortuna replay, rules and odds
	_ "github.com/veedor/veedor/audit/monte"         // registers the monte o banca replay and rules
	_ "github.com/veedor/veedor/audit/poker"         // registers the póquer de contrapartida replay, rules and odds
	_ "github.com/veedor/veedor/audit/puntobanca"    // registers the punto y banca replay and rules
	_ "github.com/veedor/veedor/audit/roulette"      // registers the roulette replay
	_ "github.com/veedor/veedor/audit/treinta"       // registers the treinta y cuarenta replay and rules
	_ "github.com/veedor/veedor/fixtures/bingo"      // registers the bingo log generator
	_ "github.com/veedor/veedor/fixtures/blackjack"  // registers the black-jack log generator
	_ "github.com/veedor/veedor/fixtures/boule"      // registers the boule log generator
	_ "github.com/veedor/veedor/fixtures/chemin"     // registers the chemin de fer log generator
	_ "github.com/veedor/veedor/fixtures/circulo"    // registers the póquer de círculo log generators
	_ "github.com/veedor/veedor/fixtures/craps"      // registers the dados o craps log generator
	_ "github.com/veedor/veedor/fixtures/dospanos"   // registers the baccara a dos paños log generator
	_ "github.com/veedor/veedor/fixtures/fortuna"    // registers the ruleta de la fortuna log generator
	_ "github.com/veedor/veedor/fixtures/monte"      // registers the monte o banca log generator
	_ "github.com/veedor/veedor/fixtures/poker"      // registers the póquer de contrapartida log generators
	_ "github.com/veedor/veedor/fixtures/puntobanca" // registers the punto y banca log generator
	_ "github.com/veedor/veedor/fixtures/treinta"    // registers the treinta y cuarenta log generator
	_ "github.com/veedor/veedor/rules/blackjack"     // registers the black-jack odds
	_ "github.com/veedor/veedor/rules/puntobanca"    // registers the punto y banca odds
)

// Version of Veedor, printed in every report. A variable so that release
// builds stamp it with the commit (scripts/release.sh: -ldflags -X).
var Version = "0.1.0"

// Exit statuses, documented in README.md.
const (
	exitClean    = 0 // no findings
	exitFindings = 1 // findings (violations or data-quality)
	exitUnusable = 2 // unusable input, in whole or in part, or a usage error
)

// commandMakers builds the subcommands; each cmd_*.go file adds its own in
// init, so a new command is a new file.
var commandMakers []func() *cli.Command

func commands() []*cli.Command {
	var cs []*cli.Command
	for _, mk := range commandMakers {
		cs = append(cs, mk())
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name < cs[j].Name })
	return cs
}

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	app := &cli.App{
		Writer:         stdout,
		ErrWriter:      stderr,
		Name:           "veedor",
		Usage:          "audit casino session logs against the Spanish Catálogo de Juegos",
		Version:        Version,
		Commands:       commands(),
		ExitErrHandler: func(*cli.Context, error) {},
	}
	configureApp(app)
	err := app.Run(args)
	if err == nil {
		return exitClean
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(stderr, "veedor:", msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(stderr, "veedor:", err)
	return exitUnusable
}
