package audit_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures/fixturetest"
	"github.com/veedor/veedor/rules"
)

// recorder is an audit.Observer that notes each session shown with what
// its rows held then.
type recorder struct {
	seen  []string
	drops int
}

func (r *recorder) Observe(s *logs.Session) { r.seen = append(r.seen, rowsOf(s)) }
func (r *recorder) Drop()                   { r.seen, r.drops = nil, r.drops+1 }

// rowsOf sums up a session's rows: its ID, rounds, bets and stakes.
func rowsOf(s *logs.Session) string {
	var stake logs.Cents
	for i := range s.Bets {
		stake += s.Bets[i].Stake
	}
	return fmt.Sprintf("%s %s r%d b%d %d", s.Casino, s.ID, len(s.Rounds), len(s.Bets), stake)
}

// The observer is shown every session the audit audited and did not
// reject, once, in the order the log hands them on, with its rows as read
// (before they go back to the reader), whatever the number of workers; a
// read dropped for a log not grouped is dropped for it too.
func TestObserverSeesEachAuditedSessionOnce(t *testing.T) {
	for _, c := range []struct {
		name  string
		edit  func(string, []string) []string
		drops int
	}{
		{"grouped", func(_ string, ls []string) []string { return ls }, 0},
		{"one late bet", fixturetest.FirstBetMoved(func(n int) int { return n / 2 }), 1},
	} {
		for _, workers := range []int{1, 2} {
			t.Run(fmt.Sprintf("%s/%d", c.name, workers), func(t *testing.T) {
				dir := sampleCopy(t, c.edit)
				// A session of a game no text has: read, and rejected by the audit.
				sessions := filepath.Join(dir, logs.TSessions+".csv")
				b, err := os.ReadFile(sessions)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(sessions, []byte(strings.Replace(string(b), ",ruleta-francesa,", ",ruleta-lunar,", 1)), 0o644); err != nil {
					t.Fatal(err)
				}
				open := func() logs.Source { return fixturetest.Open(t, dir) }
				// What each session holds, read plainly, in the log's order.
				var read []string
				if err := open().Each(func(s *logs.Session) error { read = append(read, rowsOf(s)); return nil }, nil); err != nil {
					t.Fatal(err)
				}
				rec := &recorder{}
				p := &fixturetest.Poisoning{OnePass: open().(logs.OnePass)}
				res, err := audit.Run(p, audit.Options{Region: rules.RegionES, Assume: rules.Defaults(), Version: "test", Workers: workers, SpillDir: t.TempDir(), Observer: rec})
				if err != nil {
					t.Fatal(err)
				}
				defer res.Close()
				rejected := map[string]bool{}
				for _, s := range res.Sessions {
					if s.Rejected {
						rejected[s.Casino+" "+s.ID] = true
					}
				}
				var want []string
				for _, r := range read {
					if f := strings.Fields(r); !rejected[f[0]+" "+f[1]] {
						want = append(want, r)
					}
				}
				if len(rejected) != 1 || len(want) < 20 {
					t.Fatalf("%d sessions audited, %d rejected: the sample does not test the filter", len(want), len(rejected))
				}
				if !slices.Equal(rec.seen, want) {
					t.Errorf("observed %d sessions, want %d:\n%q\n%q", len(rec.seen), len(want), rec.seen, want)
				}
				if rec.drops != c.drops {
					t.Errorf("%d reads dropped, want %d", rec.drops, c.drops)
				}
				if p.Back.Load() == 0 {
					t.Error("no rows handed back: the test does not see them handed back too early")
				}
			})
		}
	}
}
