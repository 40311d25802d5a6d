package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
)

// A report never overwrites evidence (issue 22): every output flag pointing
// at a file of the log, at an SQLite log's side files, inside the log's
// folder, or there through a symbolic link, is refused with status 2 before
// anything is written, and the message names both paths.
func TestOutputsNeverOverwriteEvidence(t *testing.T) {
	root := t.TempDir()
	csvLog := writeLog(t, cleanLog)
	db := filepath.Join(root, "e.db")
	if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: 1, Seed: 1}, db); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "out")
	os.Mkdir(out, 0o755)
	bets := filepath.Join(csvLog, "bets.csv")
	links := map[string]string{ // link → target
		filepath.Join(out, "link.xlsx"): bets,
		filepath.Join(out, "logdir"):    csvLog,
		filepath.Join(out, "db.json"):   db,
	}
	symlinks := true
	for l, target := range links {
		if err := os.Symlink(target, l); err != nil {
			symlinks = false // Windows without the privilege
		}
	}
	cases := []struct {
		name, log string
		args      []string
		evidence  string // named in the message
	}{
		{"--xlsx on bets.csv", csvLog, []string{"--xlsx", bets}, bets},
		{"--pdf on sessions.csv", csvLog, []string{"--pdf", filepath.Join(csvLog, "sessions.csv")}, "sessions.csv"},
		{"--json on events.csv", csvLog, []string{"--json", filepath.Join(csvLog, "events.csv")}, "events.csv"},
		{"--manifest on rounds.csv", csvLog, []string{"--manifest", filepath.Join(csvLog, "rounds.csv")}, "rounds.csv"},
		{"--store on staff.csv", csvLog, []string{"--store", filepath.Join(csvLog, "staff.csv")}, "staff.csv"},
		{"--pdf new file inside the log folder", csvLog, []string{"--pdf", filepath.Join(csvLog, "report.pdf")}, csvLog},
		{"--pdf in a new folder inside the log folder", csvLog, []string{"--pdf", filepath.Join(csvLog, "sub", "r.pdf")}, csvLog},
		{"--json on the database", db, []string{"--json", db}, db},
		{"--xlsx on the database's -wal", db, []string{"--xlsx", db + "-wal"}, db + "-wal"},
		{"--store on the database's -journal", db, []string{"--store", db + "-journal"}, db + "-journal"},
		{"--manifest on the database's -shm", db, []string{"--manifest", db + "-shm"}, db + "-shm"},
		{"--xlsx through a link to bets.csv", csvLog, []string{"--xlsx", filepath.Join(out, "link.xlsx")}, bets},
		{"--pdf through a link to the log folder", csvLog, []string{"--pdf", filepath.Join(out, "logdir", "r.pdf")}, csvLog},
		{"--json through a link to the database", db, []string{"--json", filepath.Join(out, "db.json")}, db},
	}
	before := hashTree(t, root) + hashTree(t, csvLog)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if strings.Contains(c.name, "link") && !symlinks {
				t.Skip("no symbolic links here")
			}
			// Every report is named, inside out/, unless the case names it.
			args := []string{"audit", "--region", "es", "--pdf", filepath.Join(out, "r.pdf"), "--xlsx", filepath.Join(out, "r.xlsx")}
			args = append(append(args, c.args...), c.log)
			o := veedor(t, args...)
			if o.code != exitUnusable || !strings.Contains(o.stderr, c.args[1]) || !strings.Contains(o.stderr, c.evidence) {
				t.Fatalf("want status 2 naming %s and %s; got %v", c.args[1], c.evidence, o)
			}
			if after := hashTree(t, root) + hashTree(t, csvLog); after != before {
				t.Fatalf("something was written:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// Two outputs that are one file are refused too; paths differing only in
// case are one file on Windows and macOS.
func TestGuardOutputsSameFileAndCase(t *testing.T) {
	out := t.TempDir()
	log := filepath.Join(out, "casino-log")
	if err := os.Rename(writeLog(t, cleanLog), log); err != nil {
		t.Fatal(err)
	}
	r := filepath.Join(out, "r.pdf")
	if err := guardOutputs(log, nil, []output{{"--pdf", r}, {"--xlsx", filepath.Join(out, ".", "r.pdf")}}); err == nil || !strings.Contains(err.Error(), "same file") {
		t.Errorf("same file: %v", err)
	}
	if err := guardOutputs(log, nil, []output{{"--pdf", r}, {"--xlsx", filepath.Join(out, "r.xlsx")}}); err != nil {
		t.Errorf("distinct outputs refused: %v", err)
	}
	upper := filepath.Join(filepath.Dir(log), strings.ToUpper(filepath.Base(log)), "BETS.CSV")
	defer func(f bool) { foldCase = f }(foldCase)
	foldCase = false
	if err := guardOutputs(log, nil, []output{{"--xlsx", upper}}); err != nil {
		t.Errorf("case-sensitive file system: %v", err)
	}
	foldCase = true
	if err := guardOutputs(log, nil, []output{{"--xlsx", upper}}); err == nil || !strings.Contains(err.Error(), upper) {
		t.Errorf("case-insensitive file system: %v", err)
	}
}

// hashTree lists every file under dir with the SHA-256 of its contents, so
// that a test can tell nothing was written.
func hashTree(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil || !fi.Mode().IsRegular() {
			return err
		}
		data, err := os.ReadFile(p)
		fmt.Fprintf(&b, "%s %x\n", p, sha256.Sum256(data))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// inputsCounter is a log that counts the calls of Inputs, which hashes a
// CSV folder's files when they have not been read yet.
type inputsCounter struct {
	logs.Source
	calls int
}

func (c *inputsCounter) Inputs() []logs.InputFile { c.calls++; return c.Source.Inputs() }
func (c *inputsCounter) Paths() []string          { return logs.InputPaths(c.Source) }

// The guard names the evidence files without hashing them: before the
// audit reads (and hashes) a CSV folder, hashing it for the guard read
// every byte of the evidence once more (0.3 CPU s on a 576 MB folder).
func TestGuardDoesNotHashTheEvidence(t *testing.T) {
	csvLog := writeLog(t, cleanLog)
	src, err := logs.Open(csvLog)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	counted := &inputsCounter{Source: src}
	bets := filepath.Join(csvLog, "bets.csv")
	a := &auditRun{logPath: csvLog, src: counted, outs: []reportOut{{flag: "--xlsx", path: bets}}}
	err = a.guard()
	if err == nil || !strings.Contains(err.Error(), bets) {
		t.Errorf("guard let --xlsx overwrite %s: %v", bets, err)
	}
	if counted.calls != 0 {
		t.Errorf("guard called Inputs %d times (it hashes the files); want 0", counted.calls)
	}
	if got, want := logs.InputPaths(src), len(logs.Tables); len(got) != want {
		t.Fatalf("InputPaths = %q, want %d files", got, want)
	}
	for i, in := range src.Inputs() {
		if got := logs.InputPaths(src)[i]; got != in.Path {
			t.Errorf("InputPaths[%d] = %q, Inputs names %q", i, got, in.Path)
		}
	}
}
