package treinta

import (
	"fmt"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// SixDecks is the shoe by card value (index 1..10): 24 of each of ace to 9,
// and 96 cards worth ten (tens and the three figures).
func SixDecks() [11]int {
	var k [11]int
	for v := 1; v <= 9; v++ {
		k[v] = 4 * Decks
	}
	k[10] = 16 * Decks
	return k
}

// rowState is a row's part built from the values processed so far: its total
// s, its card count n, and whether its last card has been chosen (f).
type rowState struct{ s, n, f int }

// TieProbability is the exact probability that both rows end on total t
// (31..40) when dealt from a fresh shoe with shoe[v] cards of value v.
//
// A pair of rows is a sequence of n1+n2 cards, whose probability depends only
// on the composition by value: prod_v ff(K_v, a_v+b_v) / ff(N, n1+n2), where a,
// b count row one's and row two's cards of value v and ff is the falling
// factorial. A composition of total t makes (n−1)!/prod a_v! · sum a_v rows,
// the sum over values v ≥ t−30 (the last card must be the one that takes the
// row past 30). Every factor but the (n−1)! and ff(N, ·) is a product over
// values, so a dynamic programme over values 1..10 with state (s1, n1, f1,
// s2, n2, f2) sums all pairs without listing them. The arithmetic is float64.
func TieProbability(shoe [11]int, t int) float64 {
	// Index a row state compactly (n ≤ s); pairs index a dense slice.
	idx := func(r rowState) int { return (r.s*(r.s+1)/2+r.n)*2 + r.f }
	size := (t + 1) * (t + 2)
	var decodeTab []rowState
	for s := 0; s <= t; s++ {
		for n := 0; n <= s; n++ {
			decodeTab = append(decodeTab, rowState{s, n, 0}, rowState{s, n, 1})
		}
	}
	cur := make([]float64, size*size)
	cur[0] = 1
	decode := func(i int) rowState { return decodeTab[i] }
	N := 0
	for v := 1; v <= 10; v++ {
		N += shoe[v]
	}
	for v := 1; v <= 10; v++ {
		k := shoe[v]
		canEnd := v >= t-30
		// moves lists, for a row state, where a cards of value v take it and with
		// which multiplier (a for choosing one of them as the last card).
		type move struct {
			to   int
			a    int
			mult float64
		}
		moves := func(r rowState) (out []move) {
			for a := 0; a <= k && r.s+a*v <= t; a++ {
				nr := rowState{r.s + a*v, r.n + a, r.f}
				out = append(out, move{idx(nr), a, 1})
				if canEnd && r.f == 0 && a > 0 {
					nr.f = 1
					out = append(out, move{idx(nr), a, float64(a)})
				}
			}
			return out
		}
		next := make([]float64, size*size)
		memo := make([][]move, size)
		for i := range memo {
			memo[i] = moves(decode(i))
		}
		for i, w := range cur {
			if w == 0 {
				continue
			}
			m1, m2 := memo[i/size], memo[i%size]
			for _, x := range m1 {
				for _, y := range m2 {
					if x.a+y.a > k {
						continue
					}
					// ff(k, a+b)/(a! b!) = C(k, a+b)·C(a+b, a).
					c := binom(k, x.a+y.a) * binom(x.a+y.a, x.a)
					next[x.to*size+y.to] += w * c * x.mult * y.mult
				}
			}
		}
		cur = next
	}
	p := 0.0
	for n1 := 1; n1 <= t; n1++ {
		for n2 := 1; n2 <= t; n2++ {
			w := cur[idx(rowState{t, n1, 1})*size+idx(rowState{t, n2, 1})]
			if w == 0 {
				continue
			}
			// (n1−1)!(n2−1)! / ff(N, n1+n2)
			r := w
			for j := 0; j < n1+n2; j++ {
				r /= float64(N - j)
			}
			for j := 1; j < n1; j++ {
				r *= float64(j)
			}
			for j := 1; j < n2; j++ {
				r *= float64(j)
			}
			p += r
		}
	}
	return p
}

func binom(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

// Ties returns the probability of a tie at each total 31..40 (index t−31).
func Ties(shoe [11]int) (p [10]float64) {
	for t := 31; t <= 40; t++ {
		p[t-31] = TieProbability(shoe, t)
	}
	return p
}

// The published figures quoted beside the computed ones.
const (
	publishedRefait31 = "about 2.19% of coups"
	publishedEdge     = "about 1.1% (half back at 31)"
	publishedInsured  = "about 0.98% (with the 1% insurance; reading not stated)"
)

func pct(x float64) string { return fmt.Sprintf("%.4f%%", 100*x) }

func figures(region string) ([]odds.Table, error) {
	ok := false
	for _, in := range rules.Instruments {
		if in.Region == region {
			for _, g := range in.Games {
				ok = ok || g == Game
			}
		}
	}
	if !ok {
		return nil, fmt.Errorf("treinta: no text of region %s has treinta y cuarenta", region)
	}
	ties := Ties(SixDecks())
	other := 0.0
	for _, p := range ties[1:] {
		other += p
	}
	freq := odds.Table{
		Title:   fmt.Sprintf("Treinta y cuarenta (1977 L173–L196, CV L949–L1045): refait frequencies, %d decks, first coup of a shoe", Decks),
		Columns: []string{"tie", "probability per coup", "published"},
	}
	freq.Rows = append(freq.Rows, []string{"refait at 31", pct(ties[0]), publishedRefait31})
	for t := 32; t <= 40; t++ {
		freq.Rows = append(freq.Rows, []string{fmt.Sprintf("tie at %d (void)", t), pct(ties[t-31]), ""})
	}
	freq.Rows = append(freq.Rows, []string{"tie at 32–40 (void)", pct(other), ""},
		[]string{"any tie", pct(ties[0] + other), ""})
	freq.Note = "Exact sum over every pair of rows (black row first, then the red row from the same shoe), evaluated in double precision; the second row depends on the cards the first used."

	edge := odds.Table{
		Title:   "Treinta y cuarenta: house edge per unit staked on one coup",
		Columns: []string{"chance", "wins", "loses", "house edge (half back at 31)", "published"},
	}
	win := (1 - ties[0] - other) / 2
	for _, c := range Chances {
		edge.Rows = append(edge.Rows, []string{c, pct(win), pct(win), pct(ties[0] / 2), publishedEdge})
	}
	edge.Rows = append(edge.Rows, []string{"any chance, insured (1% fee, stake returned whole at 31)", pct(win), pct(win), "1.0000% of the stake (0.9901% of stake and fee)", publishedInsured})
	edge.Note = "The rows are exchangeable (same cards, dealt in turn) and the colour of the first card is independent of the totals, so each chance wins and loses with probability (1 − P(tie))/2; a void tie returns the stake; at the refait of 31 half the stake is lost, so the edge is P(31 tie)/2. Under the prison reading the prisoner is freed or lost on the next decisive coup, worth the same half stake, plus the small extra loss of further refaits. Color and inverso take the same rule by default (tyc-refait-chances)."
	return []odds.Table{freq, edge}, nil
}

func init() { odds.Register(Game, figures) }
