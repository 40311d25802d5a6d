package audit_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	_ "github.com/veedor/veedor/audit/bingo"
	_ "github.com/veedor/veedor/audit/blackjack"
	_ "github.com/veedor/veedor/audit/boule"
	_ "github.com/veedor/veedor/audit/cardroom"
	_ "github.com/veedor/veedor/audit/chemin"
	_ "github.com/veedor/veedor/audit/craps"
	_ "github.com/veedor/veedor/audit/dospanos"
	"github.com/veedor/veedor/audit/logs"
	_ "github.com/veedor/veedor/audit/puntobanca"
	_ "github.com/veedor/veedor/audit/roulette"
	_ "github.com/veedor/veedor/audit/treinta"
	"github.com/veedor/veedor/fixtures/fixturetest"
	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/rules"
)

// twoPasses hides a source's EachOnePass: audit.Run reads it as any other.
type twoPasses struct{ logs.Source }

// spy records what each EachOnePass returned, and how many files of the
// spill folder are open when Each starts again after one.
type spy struct {
	logs.OnePass
	errs   []error
	handed int // sessions the reads in one pass handed on
	spill  string
	open   []int
}

func (s *spy) Each(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	s.open = append(s.open, spillFiles(s.spill))
	return s.OnePass.Each(fn, reject)
}

func (s *spy) EachOnePass(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	err := s.OnePass.EachOnePass(func(se *logs.Session) error { s.handed++; return fn(se) }, reject)
	s.errs = append(s.errs, err)
	return err
}

// sampleCopy copies the bundled Spanish sample (every game of the national
// text, rejects and violations of every class) and rewrites the data lines
// of its child tables with edit.
func sampleCopy(t *testing.T, edit func(table string, lines []string) []string) string {
	t.Helper()
	return fixturetest.EditedCopy(t, filepath.Join("..", "fixtures", "samples", "es"), edit)
}

// spillFiles counts the files of dir the process holds open (Linux: the
// spill files are unlinked at once, so only /proc/self/fd sees them); -1
// where that cannot be seen.
func spillFiles(dir string) int {
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return -1
	}
	n := 0
	for _, fd := range fds {
		if to, err := os.Readlink(filepath.Join("/proc/self/fd", fd.Name())); err == nil && strings.HasPrefix(to, dir) {
			n++
		}
	}
	return n
}

// auditJSON audits the log in dir as the command does, findings spilled to
// disk past a few kilobytes, and returns the JSON report.
func auditJSON(t *testing.T, src logs.Source, workers int) []byte {
	t.Helper()
	spill := t.TempDir()
	if sp, ok := src.(*spy); ok {
		sp.spill = spill
	}
	res, err := audit.Run(src, audit.Options{Region: rules.RegionES, Assume: rules.Defaults(), Version: "test", Workers: workers,
		SpillDir: spill, FindingsInMemory: 4096})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Spilled() {
		t.Fatal("the findings were not spilled: the test does not see what an attempt left on disk")
	}
	out := filepath.Join(t.TempDir(), "audit.json")
	if err := reports.WriteJSON(out, res); err != nil {
		t.Fatal(err)
	}
	if err := res.Close(); err != nil {
		t.Fatal(err)
	}
	if n := spillFiles(spill); n > 0 {
		t.Errorf("%d spill files still open after the result was closed", n)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A log audited with a read in one pass allowed gives exactly the report
// of two passes, byte for byte (no finding or reject twice, none lost),
// whether the log was grouped (read once) or not (the attempt dropped and
// the log read again).
func TestOnePassAuditSameAsTwoPasses(t *testing.T) {
	shuffle := func(seed uint64) func(string, []string) []string {
		return func(_ string, ls []string) []string {
			rand.New(rand.NewPCG(seed, 7)).Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
			return ls
		}
	}
	cases := []struct {
		name    string
		edit    func(string, []string) []string
		grouped bool
	}{
		{"as generated", func(_ string, ls []string) []string { return ls }, true},
		// Half way down bets.csv: sessions are audited, and findings
		// spilled, before the read finds it (a row appended at the end is
		// seen before the read starts).
		{"one late bet", fixturetest.FirstBetMoved(func(n int) int { return n / 2 }), false},
		{"rows shuffled", shuffle(1), false},
		{"rows shuffled again", shuffle(2), false},
	}
	for _, c := range cases {
		for _, workers := range []int{1, 2} {
			t.Run(c.name, func(t *testing.T) {
				dir := sampleCopy(t, c.edit)
				open := func() logs.Source { return fixturetest.Open(t, dir) }
				sp := &spy{OnePass: open().(logs.OnePass)}
				got := auditJSON(t, sp, workers)
				want := auditJSON(t, twoPasses{open()}, workers)
				if len(sp.errs) != 1 || (sp.errs[0] == nil) != c.grouped || !c.grouped && !errors.Is(sp.errs[0], logs.ErrNotGrouped) {
					t.Errorf("reads in one pass returned %v; want one, nil if grouped (%v)", sp.errs, c.grouped)
				}
				// The attempt's findings, spilled to disk, were dropped
				// before the log was read again.
				if c.name == "one late bet" && (len(sp.open) != 1 || sp.open[0] > 0 || sp.handed < 10) {
					t.Errorf("spill files open as the log is read again: %v, want [0] (or [-1] where not seen), after %d sessions handed on (want 10 or more)", sp.open, sp.handed)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("the report differs from two passes' (%d and %d bytes)", len(got), len(want))
				}
				if !bytes.Contains(want, []byte(`"DQ-`)) {
					t.Errorf("the report has no data-quality finding: the comparison sees no reject")
				}
			})
		}
	}
}

// Rows of the sample moved, swapped or shuffled as data says: the report
// with a read in one pass allowed is the report of two passes.
func FuzzOnePassAudit(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{2, 0, 0, 255})             // the first bet moved far down
	f.Add([]byte{1, 1, 10, 40, 3, 2, 7, 9}) // two rounds swapped, events shuffled
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 32 {
			return
		}
		tables := []string{logs.TStaff, logs.TRounds, logs.TBets, logs.TEvents}
		dir := sampleCopy(t, func(tb string, ls []string) []string {
			d := data
			for len(d) >= 4 {
				op, a, b := d[1]%3, int(d[2])*len(ls)/256, int(d[3])*len(ls)/256
				if tables[int(d[0])%len(tables)] == tb {
					switch op {
					case 0: // move row a to b
						l := ls[a]
						ls = append(ls[:a], ls[a+1:]...)
						ls = append(ls[:b], append([]string{l}, ls[b:]...)...)
					case 1:
						ls[a], ls[b] = ls[b], ls[a]
					case 2:
						rand.New(rand.NewPCG(uint64(a), uint64(b))).Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
					}
				}
				d = d[4:]
			}
			return ls
		})
		open := func() logs.Source { return fixturetest.Open(t, dir) }
		if got, want := auditJSON(t, open(), 2), auditJSON(t, twoPasses{open()}, 2); !bytes.Equal(got, want) {
			t.Errorf("the report differs from two passes' (%d and %d bytes)", len(got), len(want))
		}
	})
}
