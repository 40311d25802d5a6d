package bingo

import (
	"fmt"
	"math/big"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// binom returns C(n, k) (0 when k is out of 0..n).
func binom(n, k int) *big.Int {
	if k < 0 || k > n {
		return new(big.Int)
	}
	return new(big.Int).Binomial(int64(n), int64(k))
}

// within returns the probability that k given numbers are all among the
// first n balls drawn: C(n, k) / C(90, k).
func within(n, k int) *big.Rat {
	return new(big.Rat).SetFrac(binom(n, k), binom(Balls, k))
}

// Cumulative returns, for n = 0..90, the exact probability that one card
// has by ball n: its first línea (any of its three lines, or the one line
// announced) and its bingo. Its three lines are disjoint sets of five, so
// by inclusion–exclusion P(some line) = 3·P5 − 3·P10 + P15.
func Cumulative() (anyLine, oneLine, bingo [Balls + 1]*big.Rat) {
	for n := 0; n <= Balls; n++ {
		p5, p10, p15 := within(n, 5), within(n, 10), within(n, 15)
		a := new(big.Rat).Mul(big.NewRat(3, 1), p5)
		a.Sub(a, new(big.Rat).Mul(big.NewRat(3, 1), p10))
		a.Add(a, p15)
		anyLine[n], oneLine[n], bingo[n] = a, p5, p15
	}
	return
}

// Expected returns the mean ball of each distribution (Cumulative): the
// sum over n of P(not yet by ball n).
func Expected(cum [Balls + 1]*big.Rat) *big.Rat {
	e := new(big.Rat)
	for n := 0; n < Balls; n++ {
		e.Add(e, new(big.Rat).Sub(big.NewRat(1, 1), cum[n]))
	}
	return e
}

func pct(r *big.Rat) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(6) + "%"
}

// figures: the distribution of the ball at which one card gets its first
// línea and its bingo, exact.
func figures(region string) ([]odds.Table, error) {
	if region != rules.RegionES {
		return nil, fmt.Errorf("no text of the %s catalogue regulates bingo: only the national text (1977, game 10) does", region)
	}
	anyLine, oneLine, bingo := Cumulative()
	t := odds.Table{
		Title: "Bingo, es-1977 (game 10, L481–L518): the ball at which one card of 15 numbers gets its first línea and its bingo (exact, any series)",
		Columns: []string{"ball", "línea (any line) at this ball", "by this ball", "línea (announced line) at this ball", "by this ball",
			"bingo at this ball", "by this ball"},
	}
	at := func(c [Balls + 1]*big.Rat, n int) *big.Rat { return new(big.Rat).Sub(c[n], c[n-1]) }
	for n := 5; n <= Balls; n++ {
		t.Rows = append(t.Rows, []string{fmt.Sprint(n), pct(at(anyLine, n)), pct(anyLine[n]), pct(at(oneLine, n)), pct(oneLine[n]), pct(at(bingo, n)), pct(bingo[n])})
	}
	t.Note = fmt.Sprintf("Mean ball: línea (any line) %s, línea (announced line) %s, bingo %s (= 15·91/16). "+
		"The figures hold for every card of every series: a card is 15 distinct numbers in 3 lines of 5 (L483) and the balls are drawn without replacement from 90 (L495). "+
		"The first winner among many cards sold depends on the series' card file, which the text does not fix. "+
		"The 1977 text also governs national sessions under the 1979 Orden (whose text lacks bingo) as a reference.",
		Expected(anyLine).FloatString(4), Expected(oneLine).FloatString(4), Expected(bingo).FloatString(4))
	return []odds.Table{t}, nil
}

func init() { odds.Register(Game, figures) }
