package roulette

import (
	"slices"
	"testing"

	"github.com/veedor/veedor/rules"
)

// max_bet is read as the pleno maximum or, per the max-bet switch, as the
// table's highest maximum: that is only sound while no instrument has a
// ratio that is both, so a log is never silently read at the wrong tier.
func TestHighestMaximaNeverEqualPlenoMaxima(t *testing.T) {
	n := 0
	for in, byGame := range params {
		for game, p := range byGame {
			for i := 0; i < p.Tiers; i++ {
				h := p.Highest(i)
				if slices.Contains(p.PlenoMultipliers(), h) {
					t.Errorf("%s %s tier %d: highest maximum %d× is also a pleno maximum", in, game, i, h)
				}
				if got := p.HighestTier(500, int64(h)*500); got != i {
					t.Errorf("%s %s: HighestTier(%d×) = %d, want %d", in, game, h, got, i)
				}
				n++
			}
		}
	}
	if n < 10 {
		t.Fatalf("only %d tiers checked", n)
	}
	// The figures the doc quotes: 1979 French 720× (dos columnas), 1977
	// American 360× (simple chances), Castilla y León 240/480/720×.
	for _, c := range []struct {
		in, game string
		want     []int
	}{
		{rules.ES1979, French, []int{720}}, {rules.ES1977, American, []int{360}}, {rules.ES1977, French, []int{2000}},
		{rules.CyL2008, French, []int{240, 480, 720}}, {rules.CV2003, French, []int{480, 720}},
	} {
		p, _ := For(c.in, c.game)
		var got []int
		for i := 0; i < p.Tiers; i++ {
			got = append(got, p.Highest(i))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s %s highest maxima %v, want %v", c.in, c.game, got, c.want)
		}
	}
}
