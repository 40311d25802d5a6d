package monte

import (
	"fmt"
	"math/big"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// Figure is one bet's exact chances in the Primeras of a coup whose four
// placed cards have four ranks and nothing doubled or burned: 76 cards
// left, 7 of each placed rank (28 that can decide), the phase decided by
// the first of them (L3437). Win and Lose are probabilities; a cartas bet
// neither side decides is handed back. Levied is the chance that the bet
// wins on the first card uncovered, when the 10% levy falls on it (L3323).
type Figure struct {
	Bet            string
	Pay            int
	Win, Lose      *big.Rat
	Levied         *big.Rat
	Edge, EdgeLevy *big.Rat // expectation per unit staked, without and with the levy on the winnings
}

// Figures computes every bet's chances by counting cards (the deciding card
// is equally likely to be any of the 28; the first card uncovered any of
// the 76).
func Figures() []Figure {
	const left, deciding, perRank = 76, 28, 7
	mk := func(bet string, pay, win, lose, first int64) Figure {
		f := Figure{Bet: bet, Pay: int(pay), Win: big.NewRat(win, deciding), Lose: big.NewRat(lose, deciding), Levied: big.NewRat(first, left)}
		if bet == BetVista { // decided by the first card alone
			f.Win, f.Lose = big.NewRat(win, left), big.NewRat(left-win, left)
		}
		e := new(big.Rat).Mul(big.NewRat(pay, 1), f.Win)
		f.Edge = new(big.Rat).Sub(e, f.Lose)
		f.EdgeLevy = new(big.Rat).Sub(f.Edge, new(big.Rat).Mul(big.NewRat(pay, 10), f.Levied))
		if bet == BetVista {
			f.EdgeLevy = f.Edge // exempt
		}
		return f
	}
	return []Figure{
		mk(BetVista, 32, 2, 0, 2),
		mk(BetCamo, 11, 2, deciding-2, 2),
		mk(BetAnti, 11, 2, deciding-2, 2),
		mk(BetViudo+" (opposite suit)", 11, 2, deciding-2, 2),
		mk(BetViudo+" (opposite or own suit)", 11, 3, deciding-3, 3),
		mk(BetSalto, 3, perRank, deciding-perRank, perRank),
		mk(BetCartas+" (one against one)", 1, perRank, perRank, perRank),
		mk(BetCartas+" (two against two)", 1, 2*perRank, 2*perRank, 2*perRank),
	}
}

func pct(r *big.Rat) string {
	f, _ := r.Float64()
	return fmt.Sprintf("%.4f%%", 100*f)
}

func figures(region string) ([]odds.Table, error) {
	if region != rules.RegionCV {
		return nil, fmt.Errorf("monte o banca is in the Valencian text only (region cv)")
	}
	t := odds.Table{
		Title:   "Monte o banca, cv-2003: Primeras, four placed cards of four ranks, nothing doubled or burned (76 cards left)",
		Columns: []string{"bet", "pays", "wins", "loses", "wins on the first card (levied)", "expectation", "expectation with the 10% levy on the winnings"},
		Note:    "Exact by counting: the phase ends at the first card of a placed rank (28 of 76), each equally likely; Vista Hermosa is decided by the first card alone and is free of the levy. A cartas bet neither side decides is handed back. Viudo counted with the placed card's own suit would favour the player: the audit admits that reading only so as to accuse no one of paying it.",
	}
	for _, f := range Figures() {
		t.Rows = append(t.Rows, []string{f.Bet, fmt.Sprintf("%d to 1", f.Pay), f.Win.RatString(), f.Lose.RatString(), f.Levied.RatString(), pct(f.Edge), pct(f.EdgeLevy)})
	}
	return []odds.Table{t}, nil
}

func init() { odds.Register(Game, figures) }
