package fortuna

import (
	"fmt"
	"math/big"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// Edge returns the house's exact edge on a unit stake on a box covering
// cells of the 54 and paying pays to 1: 1 − cells·(pays+1)/54, the stake
// coming back with the win (CV L2379). Negative: the player's edge.
func Edge(cells int, pays int64) *big.Rat {
	back := big.NewRat(int64(cells)*(pays+1), WheelCells)
	return new(big.Rat).Sub(big.NewRat(1, 1), back)
}

func pct(r *big.Rat) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(3) + "%"
}

// figures: every box's probability, payout and edge, under each reading of
// the 24 and the Jokers.
func figures(region string) ([]odds.Table, error) {
	if region != rules.RegionCV {
		return nil, fmt.Errorf("no text of the %s catalogue regulates the ruleta de la fortuna: only the Valencian text (2003, game 10) does", region)
	}
	tb := odds.Table{
		Title:   "Ruleta de la fortuna (CV 2003, game 10): 54 cells, edge per box",
		Columns: []string{"box", "cells", "P(win)", "pays", "house edge"},
		Note:    "Exact: 1 − cells × (pays + 1) / 54. The 24 under wof-24-pays (even 1 to 1, push 0 to 1); the Joker under wof-joker-boxes (two boxes of one cell, or one box of both cells, which gives the player the edge). The distribution 24-15-7-4-2-2 is derived from the boxes' names; the text states only the 54 cells.",
	}
	row := func(box string, cells int, pays int64) {
		tb.Rows = append(tb.Rows, []string{box, fmt.Sprint(cells), fmt.Sprintf("%d/54", cells), fmt.Sprintf("%d to 1", pays), pct(Edge(cells, pays))})
	}
	row("24 (even)", 24, 1)
	row("24 (push)", 24, 0)
	for _, s := range []string{S15, S7, S4, S2} {
		row(s, Cells[s], Pays[s])
	}
	row("joker (two boxes)", 1, 45)
	row("joker (one box)", 2, 45)
	return []odds.Table{tb}, nil
}

func init() { odds.Register(Game, figures) }
