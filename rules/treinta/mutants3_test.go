package treinta

// Tests written from the mutants that lived or were not covered (issue 23).

import (
	"math"
	"testing"

	"github.com/veedor/veedor/rules"
)

// A shoe of 62 aces deals the only pair of rows it can: 31 aces each, a
// refait at 31 for certain, and no row can stop at 32 (it stops at 31).
// The rows of t cards, one ace each, are the case the sums over n1, n2 ≤ t
// must reach.
func TestTieOfRowsOfAcesOnly(t *testing.T) {
	aces := [11]int{1: 62}
	if p := TieProbability(aces, 31); math.Abs(p-1) > 1e-12 {
		t.Errorf("62 aces: tie at 31 with probability %v, want 1", p)
	}
	if p := TieProbability(aces, 32); p != 0 {
		t.Errorf("62 aces: tie at 32 with probability %v, want 0", p)
	}
}

// pct writes a probability as a percentage with four decimals.
func TestPctWritesPercent(t *testing.T) {
	for x, want := range map[float64]string{0.021891370487: "2.1891%", 0.5: "50.0000%", 0: "0.0000%"} {
		if got := pct(x); got != want {
			t.Errorf("pct(%v) = %q, want %q", x, got, want)
		}
	}
}

// A region whose texts exist but none has the game is refused before the
// tie totals are computed (every real region has the game, so the test adds
// a text of bingo alone).
func TestFiguresRegionWithoutTheGame(t *testing.T) {
	saved := rules.Instruments
	t.Cleanup(func() { rules.Instruments = saved })
	rules.Instruments = map[string]*rules.Instrument{"xx-test": {ID: "xx-test", Region: "xx", Games: []string{"bingo", "dados"}}}
	for id, in := range saved {
		rules.Instruments[id] = in
	}
	if _, err := figures("xx"); err == nil {
		t.Error("figures for a region whose only text lacks treinta y cuarenta: no error")
	}
}
