package treinta

import (
	"math"
	"testing"
)

// brute deals every card sequence from shoe (a row drawn until its total
// reaches 31) and returns, in exact integers out of total (N!), the weight of
// a tie at each total and of each row winning: a sequence of m cards weighs
// the product of the counts it drew from, times (N−m)!.
func brute(shoe [11]int) (ties [10]int64, black, red, total int64) {
	n := 0
	for _, k := range shoe {
		n += k
	}
	fact := func(m int) int64 {
		f := int64(1)
		for i := 2; i <= m; i++ {
			f *= int64(i)
		}
		return f
	}
	var deal func(w int64, left int, first, cur int)
	deal = func(w int64, left int, first, cur int) {
		if cur >= 31 && first >= 0 { // both rows done
			w *= fact(left)
			switch {
			case first == cur:
				ties[cur-31] += w
			case first < cur:
				black += w
			default:
				red += w
			}
			return
		}
		if cur >= 31 {
			deal(w, left, cur, 0)
			return
		}
		for v := 1; v <= 10; v++ {
			if k := shoe[v]; k > 0 {
				shoe[v]--
				deal(w*int64(k), left-1, first, cur+v)
				shoe[v]++
			}
		}
	}
	deal(1, n, -1, 0)
	return ties, black, red, fact(n)
}

// The dynamic programme agrees with dealing every sequence on small shoes
// (card totals of at least 71, so the second row can always finish).
func TestTiesMatchBruteForce(t *testing.T) {
	for _, shoe := range [][11]int{
		{1: 2, 5: 1, 8: 2, 9: 2, 10: 4},
		{1: 1, 2: 1, 3: 1, 4: 1, 6: 2, 7: 2, 9: 1, 10: 4},
		{2: 3, 7: 2, 9: 2, 10: 4},
	} {
		ties, black, red, total := brute(shoe)
		got := Ties(shoe)
		sum := int64(0)
		for i := range ties {
			sum += ties[i]
			want := float64(ties[i]) / float64(total)
			if math.Abs(got[i]-want) > 1e-12 {
				t.Errorf("%v: tie at %d: got %.15f, brute force %.15f", shoe, 31+i, got[i], want)
			}
		}
		if sum == 0 {
			t.Errorf("%v: no tie at all, a weak check", shoe)
		}
		// The exchangeability the edge formula rests on.
		if black != red || black+red+sum != total {
			t.Errorf("%v: black %d red %d ties %d of %d", shoe, black, red, sum, total)
		}
	}
}

// The six-deck refait at 31, computed once by this method (all ten totals
// take about ten seconds, so only 31 is rechecked here); the published figure
// is "about 2.19%" of coups, and the edge under half back is half of it.
func TestRefait31SixDecks(t *testing.T) {
	p := TieProbability(SixDecks(), 31)
	if math.Abs(p-0.021891370487) > 1e-11 {
		t.Errorf("refait at 31: %.12f, want 0.021891370487", p)
	}
	if p < 0.0218 || p > 0.0220 {
		t.Errorf("refait at 31: %.4f%%, far from the published 2.19%%", 100*p)
	}
}

func TestFiguresUnknownRegion(t *testing.T) {
	if _, err := figures("nowhere"); err == nil {
		t.Error("figures for a region without the game: no error")
	}
}
