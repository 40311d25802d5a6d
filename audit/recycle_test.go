package audit_test

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures/fixturetest"
	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/rules"
)

// Rows handed back once their session is audited are not read again: the
// report of each region's bundled sample (every game of its texts) is byte
// for byte that of a read whose rows are never handed back, with one worker
// and two, read once (grouped) or twice (shuffled).
func TestRecycledRowsAreNotReadAgain(t *testing.T) {
	shuffled := func(_ string, ls []string) []string {
		rand.New(rand.NewPCG(3, 7)).Shuffle(len(ls), func(i, j int) { ls[i], ls[j] = ls[j], ls[i] })
		return ls
	}
	for _, region := range rules.Regions {
		for _, c := range []struct {
			name string
			edit func(string, []string) []string
		}{
			{"grouped", func(_ string, ls []string) []string { return ls }},
			{"shuffled", shuffled},
		} {
			for _, workers := range []int{1, 2} {
				t.Run(region+"/"+c.name, func(t *testing.T) {
					dir := fixturetest.EditedCopy(t, filepath.Join("..", "fixtures", "samples", region), c.edit)
					open := func() logs.Source {
						src, err := logs.Open(dir)
						if err != nil {
							t.Fatal(err)
						}
						t.Cleanup(func() { src.Close() })
						return src
					}
					p := &casetest.Poisoning{OnePass: open().(logs.OnePass)}
					got := regionJSON(t, p, region, workers)
					want := regionJSON(t, twoPasses{open()}, region, workers)
					if p.Back.Load() < 20 {
						t.Fatalf("%d sessions handed back: the audit does not recycle what the test poisons", p.Back.Load())
					}
					if !bytes.Equal(got, want) {
						t.Errorf("the report differs from a read whose rows are never handed back (%d and %d bytes)", len(got), len(want))
					}
				})
			}
		}
	}
}

// regionJSON audits src under region and returns the JSON report.
func regionJSON(t *testing.T, src logs.Source, region string, workers int) []byte {
	t.Helper()
	res, err := audit.Run(src, audit.Options{Region: region, Assume: rules.Defaults(), Version: "test", Workers: workers, SpillDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()
	out := filepath.Join(t.TempDir(), "audit.json")
	if err := reports.WriteJSON(out, res); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
