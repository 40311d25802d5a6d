package audit_test

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures/fixturetest"
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
					open := func() logs.Source { return fixturetest.Open(t, dir) }
					p := &fixturetest.Poisoning{OnePass: open().(logs.OnePass)}
					opt := audit.Options{Region: region, Assume: rules.Defaults(), Version: "test", Workers: workers}
					got := casetest.JSON(t, p, opt)
					want := casetest.JSON(t, twoPasses{open()}, opt)
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
