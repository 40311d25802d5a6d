package stats

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/stat"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol || math.IsNaN(got) {
		t.Errorf("%s = %.10g, want %.10g (±%g)", what, got, want, tol)
	}
}

// Wilson against the published example of Newcombe (1998), Statistics in
// Medicine 17:857–872, Table I, method 3: 81/263 → 0.2553 to 0.3662 and
// 15/148 → 0.0624 to 0.1605 at 95%.
func TestWilsonPublished(t *testing.T) {
	lo, hi := wilson(81, 263, 0.95)
	near(t, "81/263 lo", lo, 0.2553, 5e-5)
	near(t, "81/263 hi", hi, 0.3662, 5e-5)
	lo, hi = wilson(15, 148, 0.95)
	near(t, "15/148 lo", lo, 0.0624, 5e-5)
	near(t, "15/148 hi", hi, 0.1605, 5e-5)
	// 0/10 (Newcombe's 0/10 row): 0 to 0.2775.
	lo, hi = wilson(0, 10, 0.95)
	near(t, "0/10 lo", lo, 0, 1e-12)
	near(t, "0/10 hi", hi, 0.2775, 5e-5)
}

// Benjamini–Hochberg on the textbook example of Benjamini and Hochberg
// (1995), §4: fifteen p-values at q = 0.05 reject the four smallest
// (Bonferroni rejects only three).
func TestBenjaminiHochbergTextbook(t *testing.T) {
	ps := []float64{0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262, 0.5719, 0.6528, 0.7590, 1.000}
	rej, adj := benjaminiHochberg(ps, 0.05)
	for i, r := range rej {
		if r != (i < 4) {
			t.Errorf("p = %v: rejected %v", ps[i], r)
		}
	}
	// Adjusted p of the 4th: 0.0095·15/4 = 0.035625; of the 5th: min over j≥5 of 15p(j)/j = 0.0201·15/5 = 0.0603
	// (the 6th to 9th give 0.0695, 0.0639, 0.0645, 0.0765).
	near(t, "adjusted 4th", adj[3], 0.035625, 1e-12)
	near(t, "adjusted 5th", adj[4], 0.0603, 1e-12)
	// Order does not matter.
	rev := make([]float64, len(ps))
	for i, p := range ps {
		rev[len(ps)-1-i] = p
	}
	rej, _ = benjaminiHochberg(rev, 0.05)
	n := 0
	for i, r := range rej {
		if r {
			n++
			if rev[i] > 0.0095 {
				t.Errorf("reversed: %v rejected", rev[i])
			}
		}
	}
	if n != 4 {
		t.Errorf("reversed: %d rejected", n)
	}
}

// The chi-square statistic is gonum's, and its p-value on a case worked by
// hand: a die thrown 60 times with counts 5, 8, 9, 8, 10, 20:
// X² = (25+4+1+4+0+100)/10 = 13.4 on 5 degrees of freedom, p = 0.0199
// (table value: χ²(5) upper 2.5% point 12.83, 1% point 15.09).
func TestChiSquareByHand(t *testing.T) {
	obs := []float64{5, 8, 9, 8, 10, 20}
	x2, df, p := chiSquare(obs, []float64{1. / 6, 1. / 6, 1. / 6, 1. / 6, 1. / 6, 1. / 6})
	near(t, "X²", x2, 13.4, 1e-12)
	if df != 5 {
		t.Errorf("df %d", df)
	}
	near(t, "gonum X²", x2, stat.ChiSquare(obs, []float64{10, 10, 10, 10, 10, 10}), 0)
	near(t, "p", p, 0.019905, 5e-6)
	near(t, "p at the 1% point", chiSurvival(15.0863, 5), 0.01, 1e-5)
}

// The binomial tail and the normal tails against values worked by hand.
func TestTails(t *testing.T) {
	// P(X ≥ 2 | n=3, p=0.5) = (3+1)/8.
	near(t, "binomial", binomialUpper(2, 3, 0.5), 0.5, 1e-12)
	near(t, "binomial x=0", binomialUpper(0, 3, 0.5), 1, 0)
	near(t, "z 1.96", zTwoSided(1.959964), 0.05, 1e-6)
	near(t, "crit 99%", zCrit(0.99), 2.5758293, 1e-6)
}
