package bingo

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The exact distributions are distributions, have the known mean of the
// bingo (the 15th order statistic of 90: 15·91/16), and match a simulation
// of 200,000 random draws on a random card within four standard errors at
// every ball.
func TestOddsExactAgainstSimulation(t *testing.T) {
	anyLine, oneLine, bingo := Cumulative()
	for name, c := range map[string][Balls + 1]*big.Rat{"any line": anyLine, "announced line": oneLine, "bingo": bingo} {
		if c[0].Sign() != 0 || c[Balls].Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("%s: P(by 0) %v, P(by 90) %v", name, c[0], c[Balls])
		}
		for n := 1; n <= Balls; n++ {
			if c[n].Cmp(c[n-1]) < 0 {
				t.Errorf("%s: cumulative falls at ball %d", name, n)
			}
		}
	}
	if e := Expected(bingo); e.Cmp(big.NewRat(15*91, 16)) != 0 {
		t.Errorf("mean bingo ball %s, want 15·91/16", e.FloatString(6))
	}
	if e := Expected(oneLine); e.Cmp(big.NewRat(5*91, 6)) != 0 {
		t.Errorf("mean announced-line ball %s, want 5·91/6", e.FloatString(6))
	}
	const runs = 200000
	r := rand.New(rand.NewPCG(1, 2))
	var line, one, full [Balls + 1]int
	for range runs {
		perm := r.Perm(Balls)
		var c Card
		for i := range 15 {
			c[i/5][i%5] = perm[i] + 1
		}
		var d Drawn
		for k, b := range r.Perm(Balls) {
			d[b+1] = k + 1
		}
		first := Balls + 1
		for i := range 3 {
			first = min(first, LineDone(c, i, &d))
		}
		line[first]++
		one[LineDone(c, 0, &d)]++
		full[BingoDone(c, &d)]++
	}
	check := func(name string, hits [Balls + 1]int, c [Balls + 1]*big.Rat) {
		cum := 0
		for n := 1; n <= Balls; n++ {
			cum += hits[n]
			p, _ := c[n].Float64()
			got := float64(cum) / runs
			if se := math.Sqrt(p*(1-p)/runs) + 1e-9; math.Abs(got-p) > 4*se+1e-6 {
				t.Errorf("%s by ball %d: simulated %.5f, exact %.5f", name, n, got, p)
			}
		}
	}
	check("any line", line, anyLine)
	check("announced line", one, oneLine)
	check("bingo", full, bingo)
	if _, err := figures("cv"); err == nil {
		t.Error("figures for Valencia, which has no bingo")
	}
	tb, err := figures("es")
	if err != nil || len(tb) != 1 || len(tb[0].Rows) != 86 || tb[0].Rows[85][6] != "100.000000%" {
		t.Errorf("figures: %v %+v", err, tb)
	}
}
