package boule

import (
	"fmt"
	"math/big"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// Edge is the house's exact expectation per unit staked on bet type t, over
// the nine equally likely numbers, with a number paying pay to 1 (7 under
// 7 to 1, 6 under 7 for 1): the stake is lost on the numbers t does not win.
func Edge(t string, pay int64) *big.Rat {
	wins := 0
	for n := 1; n <= 9; n++ {
		if Wins(t, 1, n) { // a number: the one on 1
			wins++
		}
	}
	if t != Pleno {
		pay = Payout(t)
	}
	// Player's expectation: (wins·pay − (9 − wins)) / 9; the edge is its opposite.
	return big.NewRat(int64(9-wins)-int64(wins)*pay, 9)
}

func pct(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }

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
		return nil, fmt.Errorf("boule: no text of region %s has the boule", region)
	}
	t := odds.Table{
		Title:   "Boule (1977 L157, CV L881–L883): nine numbers, the 5 in no simple chance",
		Columns: []string{"bet", "numbers that win", "pays", "house edge"},
	}
	for _, b := range Types {
		if b == Pleno {
			t.Rows = append(t.Rows, []string{"pleno (número entero)", "1", "7 to 1", pct(Edge(Pleno, 7))},
				[]string{"pleno, 7 for 1 (bou-number-payout)", "1", "6 to 1", pct(Edge(Pleno, 6))})
			continue
		}
		t.Rows = append(t.Rows, []string{b, "4", "1 to 1", pct(Edge(b, 1))})
	}
	t.Note = "Exact: each of the nine numbers has probability 1/9. Every bet's edge is 1/9 (11.1111%) at 7 to 1; read as 7 for 1 a number's edge is 2/9."
	return []odds.Table{t}, nil
}

func init() { odds.Register(Game, figures) }
