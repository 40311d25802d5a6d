package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/reports"
)

// --csv-dialect reaches the reader, and the dialect each file was read in
// is in the reports (audit.Input.Dialect).
func TestAuditCSVDialect(t *testing.T) {
	decimal := regexp.MustCompile(`(\d)\.(\d\d)\b`)
	spanish := map[string]string{}
	for k, v := range cleanLog {
		spanish[k] = decimal.ReplaceAllString(strings.ReplaceAll(v, ",", ";"), "$1,$2")
	}
	log := writeLog(t, spanish)
	for _, c := range []struct {
		dialect string
		code    int
		want    string
	}{
		{"es-excel", exitClean, `"dialect": "`},
		{"auto", exitClean, `"dialect": "`},
		{"rfc4180", exitUnusable, `missing column "session_id"`},
		{"excel", exitUnusable, `unknown CSV dialect "excel"`},
	} {
		r := reportsIn(t.TempDir())
		o := veedor(t, append(append([]string{"audit", "--region", "es", "--csv-dialect", c.dialect}, r.args()...), log)...)
		if o.code != c.code {
			t.Fatalf("%s: %v", c.dialect, o)
		}
		if c.code != exitClean {
			if !strings.Contains(o.stderr, c.want) {
				t.Errorf("%s: stderr lacks %q: %v", c.dialect, c.want, o)
			}
			continue
		}
		var doc struct {
			Inputs []struct{ Path, Dialect string }
		}
		b, _ := os.ReadFile(r.json)
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		if len(doc.Inputs) != 5 {
			t.Fatalf("%s: inputs %+v", c.dialect, doc.Inputs)
		}
		for _, in := range doc.Inputs {
			if !strings.Contains(in.Dialect, "';'") {
				t.Errorf("%s: %s read as %q, want the ';' dialect named", c.dialect, in.Path, in.Dialect)
			}
		}
	}
}

// The command line says what is wrong (issue 11 §5): an unknown command, a
// flag after LOG (urfave/cli would take it for an argument), an argument a
// command does not take, and an unknown game are status 2 with a message.
func TestCommandLineMistakes(t *testing.T) {
	log := writeLog(t, cleanLog)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"adit", "--region", "es", log}, `unknown command "adit": the commands are audit,`},
		{[]string{"audit", "--pdf", "", "--xlsx", "", log, "--region", "es"}, "--region given after LOG: flags go before LOG"},
		{[]string{"audit", "--region", "es", "--pdf", "", "--xlsx", "", log, "--json", "x.json"}, "--json given after LOG"},
		{[]string{"rules", "black-jack"}, `veedor rules takes no arguments, only flags (got "black-jack")`},
		{[]string{"rules", "--game", "blackjack"}, `unknown game "blackjack": use one of ` + strings.Join(audit.Supported(), ", ")},
		{[]string{"odds", "--region", "es", "--game", "black-jack", "--format", "json", "extra"}, "takes no arguments"},
	}
	for _, c := range cases {
		o := veedor(t, c.args...)
		if o.code != exitUnusable || !strings.Contains(o.stderr, c.want) {
			t.Errorf("%v: want status 2 and %q; got %v", c.args, c.want, o)
		}
	}
	if o := veedor(t, "rules", "--game", "black-jack", "--format", "json"); o.code != exitClean || !strings.Contains(o.stdout, "BJ-PAYOUT") {
		t.Errorf("rules --game black-jack: %v", o.code)
	}
}

// Help names what each flag takes in words, never urfave/cli's "value".
func TestHelpPlaceholdersAreWords(t *testing.T) {
	for _, cmd := range commands() {
		o := veedor(t, cmd.Name, "--help")
		if o.code != exitClean || !strings.Contains(o.stdout, "--") {
			t.Fatalf("%s --help: %v", cmd.Name, o)
		}
		for _, line := range strings.Split(o.stdout, "\n") {
			flags, _, _ := strings.Cut(strings.TrimSpace(line), "  ")
			if strings.HasPrefix(flags, "--") && strings.Contains(flags, " value") {
				t.Errorf("%s: %q", cmd.Name, line)
			}
		}
	}
	o := veedor(t, "audit", "--help")
	for _, want := range []string{"--pdf FILE", "--region REGION", "--assume ID=READING", "--csv-dialect DIALECT", "--wait DURATION"} {
		if !strings.Contains(o.stdout, want) {
			t.Errorf("audit --help lacks %q", want)
		}
	}
}

// veedor fixtures says what it wrote: sessions by game (a mixed log has
// --sessions of each), rounds and bets, read back from the log.
func TestFixturesReportsWhatItWrote(t *testing.T) {
	out := filepath.Join(t.TempDir(), "log")
	o := veedor(t, "fixtures", "--region", "es", "--game", "ruleta-francesa,black-jack", "--sessions", "2", "--out", out)
	if o.code != exitClean || !strings.Contains(o.stdout, "wrote "+out+": 4 sessions (2 ruleta-francesa, 2 black-jack), ") {
		t.Fatalf("%v", o)
	}
	n := strings.Count(mustRead(t, filepath.Join(out, "sessions.csv")), "\n") - 1
	if n != 4 {
		t.Errorf("sessions.csv has %d sessions", n)
	}
}

// The README's first command leaves `git status` clean: every report it
// writes by default is ignored.
func TestReadmeFirstCommandOutputsAreIgnored(t *testing.T) {
	readme := mustRead(t, "README.md")
	if !strings.Contains(readme, "go run . audit --region es fixtures/samples/es ") {
		t.Fatal("README's first command changed: update this test")
	}
	if err := exec.Command("git", "rev-parse", "--git-dir").Run(); err != nil {
		t.Skip("not in a git work tree")
	}
	var outs []string
	for _, f := range auditCommand().Flags {
		if sf, ok := f.(*cli.StringFlag); ok && (sf.Name == "pdf" || sf.Name == "xlsx") {
			outs = append(outs, sf.Value)
		}
	}
	outs = append(outs, reports.ManifestPath(outs[0]))
	for _, p := range outs {
		if err := exec.Command("git", "check-ignore", "-q", "--no-index", p).Run(); err != nil {
			t.Errorf("%s is not ignored by .gitignore: %v", p, err)
		}
	}
}

func mustRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
