package dospanos

import (
	"math/big"
	"testing"

	"github.com/veedor/veedor/rules/chemin"
)

// brute plays every ordered deal of nine distinct cards from a small shoe
// card by card (tableau, tableau, bank, twice; then the third cards in
// order), independently of Enumerate's counting by value, and resolves the
// banker's open choices by his expectation per what he sees, under each
// deduction of rates (the deals are walked once for all of them).
func brute(cards []int, p Play, rates []int64) []Figures {
	type key struct{ k1, k2, ia, ib int }
	var fixed [9]int64
	open := map[key]*[2][9]int64{}
	total := int64(0)
	seq := make([]int, 0, 9)
	used := make([]bool, len(cards))
	info := func(t, third, n int) int {
		switch {
		case n == 2 && t >= 8:
			return 11 + t - 8
		case n == 3:
			return third
		}
		return 10
	}
	play := func() {
		total++
		next := 6
		a, b, k := (seq[0]+seq[3])%10, (seq[1]+seq[4])%10, (seq[2]+seq[5])%10
		na, nb, nk := 2, 2, 2
		a3, b3 := -1, -1
		if a < 8 && (a <= 4 || (a == 5 && p.DrawOn5)) {
			a3 = seq[next]
			next++
			a, na = (a+a3)%10, 3
		}
		if b < 8 && (b <= 4 || (b == 5 && p.DrawOn5)) {
			b3 = seq[next]
			next++
			b, nb = (b+b3)%10, 3
		}
		ia, ib := info((seq[0]+seq[3])%10, a3, na), info((seq[1]+seq[4])%10, b3, nb)
		res := func(k, nk int) int {
			return (Beats(a, na, k, nk, false)+1)*3 + Beats(b, nb, k, nk, false) + 1
		}
		if k >= 8 {
			fixed[res(k, 2)]++
			return
		}
		var cells []byte
		for _, i := range []int{ia, ib} {
			if i <= 10 {
				cells = append(cells, chemin.Cell(k, i))
			}
		}
		agree := len(cells) > 0 && cells[0] != chemin.Option
		for _, c := range cells {
			agree = agree && c == cells[0]
		}
		switch {
		case agree && cells[0] == chemin.Stand:
			fixed[res(k, 2)]++
		case agree:
			fixed[res((k+seq[next])%10, 3)]++
		default:
			lo, hi := seq[2], seq[5]
			if lo > hi {
				lo, hi = hi, lo
			}
			kk := key{lo, hi, ia, ib}
			if open[kk] == nil {
				open[kk] = new([2][9]int64)
			}
			open[kk][0][res(k, 2)]++
			open[kk][1][res((k+seq[next])%10, 3)]++
		}
		_ = nk
	}
	var rec func()
	rec = func() {
		if len(seq) == 9 {
			play()
			return
		}
		for i, v := range cards {
			if !used[i] {
				used[i] = true
				seq = append(seq, v)
				rec()
				seq = seq[:len(seq)-1]
				used[i] = false
			}
		}
	}
	rec()
	out := make([]Figures, len(rates))
	for i, rateBP := range rates {
		all := fixed
		for _, o := range open {
			var val [2]int64
			for j := range o {
				for x, n := range o[j] {
					val[j] += n * bankValue(x, rateBP)
				}
			}
			best := 0
			if val[1] > val[0] {
				best = 1
			}
			for x, n := range o[best] {
				all[x] += n
			}
		}
		for x, n := range all {
			out[i].P[x/3][x%3] = big.NewRat(n, total)
		}
	}
	return out
}

// Enumerate must agree exactly with card-by-card play on a small shoe, for
// both plays on 5 and both deductions (the choice of the banker depends on
// the deduction).
func TestEnumerateMatchesBruteForce(t *testing.T) {
	cards := []int{0, 0, 1, 2, 3, 4, 5, 6, 7, 9}
	var shoe [10]int64
	for _, v := range cards {
		shoe[v]++
	}
	rates := []int64{200, 125}
	for _, p := range []Play{{false}, {true}} {
		brutes := brute(cards, p, rates)
		for i, bp := range rates {
			got, want := Enumerate(shoe, p, bp), brutes[i]
			for a := 0; a < 3; a++ {
				for b := 0; b < 3; b++ {
					if got.P[a][b].Cmp(want.P[a][b]) != 0 {
						t.Errorf("%+v %d bp: P[%d][%d] = %s, brute force %s", p, bp, a, b, got.P[a][b].RatString(), want.P[a][b].RatString())
					}
				}
			}
			if got.Bank(bp).Cmp(want.Bank(bp)) != 0 || got.Tableau(0).Cmp(want.Tableau(0)) != 0 {
				t.Errorf("%+v %d bp: expectations differ from brute force", p, bp)
			}
		}
	}
}

// On the full three-deck shoe: the probabilities sum to one, the banker's
// rule treats both tableaux alike so their expectations are equal, and the
// deduction takes a positive share: the banker's expectation is below the
// tableaux' combined loss per unit staked.
func TestFullShoeInvariants(t *testing.T) {
	f := Enumerate(Shoe(3), Play{DrawOn5: true}, 200)
	sum := new(big.Rat)
	for a := 0; a < 3; a++ {
		for b := 0; b < 3; b++ {
			sum.Add(sum, f.P[a][b])
		}
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("probabilities sum to %s", sum.RatString())
	}
	t0, t1 := f.Tableau(0), f.Tableau(1)
	if t0.Cmp(t1) != 0 {
		t.Errorf("tableaux differ: %s, %s", t0.FloatString(8), t1.FloatString(8))
	}
	gross := new(big.Rat).Neg(t0)
	if b := f.Bank(200); b.Cmp(gross) >= 0 || b.Sign() <= 0 {
		t.Errorf("banker %s, want in (0, %s)", b.FloatString(8), gross.FloatString(8))
	}
}
