package stats

import (
	"math"
	"sort"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

// zTwoSided is the two-sided p-value of a standard normal score.
func zTwoSided(z float64) float64 {
	if math.IsNaN(z) {
		return 1
	}
	return 2 * distuv.UnitNormal.Survival(math.Abs(z))
}

// zCrit is the normal quantile that leaves (1−level)/2 in each tail.
func zCrit(level float64) float64 { return distuv.UnitNormal.Quantile(1 - (1-level)/2) }

// chiSquare is Pearson's statistic of observed counts against expected
// probabilities (summing to 1) and its p-value on len−1 degrees of freedom
// (gonum's stat.ChiSquare and distuv.ChiSquared).
func chiSquare(obs []float64, probs []float64) (x2 float64, df int, p float64) {
	n := 0.0
	for _, o := range obs {
		n += o
	}
	exp := make([]float64, len(probs))
	for i, q := range probs {
		exp[i] = n * q
	}
	x2 = stat.ChiSquare(obs, exp)
	df = len(obs) - 1
	return x2, df, distuv.ChiSquared{K: float64(df)}.Survival(x2)
}

// chiSurvival is the p-value of a chi-square statistic with df degrees of freedom.
func chiSurvival(x2 float64, df int) float64 {
	return distuv.ChiSquared{K: float64(df)}.Survival(x2)
}

// binomialUpper is P(X ≥ x) for X ~ Binomial(n, p): the one-sided p-value
// of x errors in n rounds when the rate is p.
func binomialUpper(x, n int, p float64) float64 {
	if x <= 0 {
		return 1
	}
	if p <= 0 {
		return 0
	}
	return 1 - distuv.Binomial{N: float64(n), P: p}.CDF(float64(x-1))
}

// wilson is the Wilson score interval of a proportion x/n at a confidence
// level (Wilson 1927; Newcombe 1998, method 3). gonum has no proportion
// interval, so the formula is written here:
//
//	(p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n)
func wilson(x, n int, level float64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	z := zCrit(level)
	p := float64(x) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	mid := p + z*z/(2*nn)
	half := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn))
	return math.Max(0, (mid-half)/den), math.Min(1, (mid+half)/den)
}

// benjaminiHochberg returns, for each p-value, whether it is a discovery
// when the false-discovery rate is controlled at q (Benjamini and Hochberg
// 1995, step-up): with the m p-values sorted p(1) ≤ … ≤ p(m), the largest k
// with p(k) ≤ k·q/m, and every p-value up to it. Also the adjusted p-values
// (min over j ≥ i of m·p(j)/j), which the reports show. gonum has no
// multiple-testing procedure, so it is written here.
func benjaminiHochberg(ps []float64, q float64) (reject []bool, adjusted []float64) {
	m := len(ps)
	reject = make([]bool, m)
	adjusted = make([]float64, m)
	if m == 0 {
		return
	}
	idx := make([]int, m)
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return ps[idx[a]] < ps[idx[b]] })
	k := -1
	for r, i := range idx {
		if ps[i] <= float64(r+1)*q/float64(m) {
			k = r
		}
	}
	for r := 0; r <= k; r++ {
		reject[idx[r]] = true
	}
	min := 1.0
	for r := m - 1; r >= 0; r-- {
		i := idx[r]
		a := ps[i] * float64(m) / float64(r+1)
		if a < min {
			min = a
		}
		adjusted[i] = min
	}
	return reject, adjusted
}

// ZCrit is the normal quantile that leaves (1−level)/2 in each tail: the
// half-width of a two-sided interval at level, in standard deviations.
func ZCrit(level float64) float64 { return zCrit(level) }
