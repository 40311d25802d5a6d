package stats

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures/fixturetest"
	"github.com/veedor/veedor/rules"
)

// The statistical audit reads each session into its accumulators and
// hands its rows back (logs.Recycler): the report is that of a read whose
// rows are never handed back, every figure computed (minimums of one).
func TestRecycledRowsAreNotReadAgain(t *testing.T) {
	for _, region := range rules.Regions {
		t.Run(region, func(t *testing.T) {
			dir := filepath.Join("..", "..", "fixtures", "samples", region)
			open := func() logs.Source { return fixturetest.Open(t, dir) }
			report := func(src logs.Source) []byte {
				r, err := Run(src, Options{Region: region, MinRounds: 1, MinSpins: 1, MinPairs: 1, MinCoups: 1})
				if err != nil {
					t.Fatal(err)
				}
				b, err := json.Marshal(r)
				if err != nil {
					t.Fatal(err)
				}
				return b
			}
			p := &fixturetest.Poisoning{OnePass: open().(logs.OnePass)}
			got := report(p)
			want := report(struct{ logs.Source }{open()})
			if p.Back.Load() < 20 {
				t.Fatalf("%d sessions handed back: the statistical audit does not recycle what the test poisons", p.Back.Load())
			}
			if string(got) != string(want) {
				t.Errorf("the report differs from a read whose rows are never handed back:\n%s\n%s", got, want)
			}
			if len(want) < 2000 {
				t.Errorf("a report of %d bytes: too little computed for the comparison to see anything", len(want))
			}
		})
	}
}
