package stats

import "testing"

// BenchmarkCasinoMonth is the statistical audit of a casino-month: four
// wheels of 400 spins a day with three bets a spin, two punto y banca
// tables of 300 coups, two black-jack tables of 300 hands (the simulator
// of the calibration; generating the sessions is part of the time).
func BenchmarkCasinoMonth(b *testing.B) {
	for i := 0; i < b.N; i++ {
		r, err := Run(nullSim(uint64(i+1)), Options{Region: "cyl"})
		if err != nil || len(r.Holds) == 0 {
			b.Fatal(err)
		}
	}
}
