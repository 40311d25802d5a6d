package poker

import "testing"

// The simulated sin descarte edge is the figure docs/games/poker.md
// publishes for `veedor odds` (2,000,000 rounds, fixed seed: 5.77% ±
// 0.32%; the Valencian pay table is the same, TestPayTables). The seed is
// fixed, so any change to the play, the pay or the count moves it.
func TestSDEdgePublishedFigure(t *testing.T) {
	e, h := SDEdge("cyl-2008", simRounds)
	if e < 0.05765 || e >= 0.05775 || h < 0.00310 || h >= 0.00320 {
		t.Errorf("%.4f%% ± %.4f%%, published 5.77%% ± 0.32%%", 100*e, 100*h)
	}
}

// One simulated round is one result: the house wins the ante (player
// folds), loses it (bank does not play), wins ante and second bet, or pays
// 1 + 2 × the table, or nothing on a tie; its spread is zero.
func TestSDEdgeOneRound(t *testing.T) {
	possible := map[float64]bool{1: true, -1: true, 3: true, 0: true} // 0: a tie
	for _, p := range SecondBet["cyl-2008"] {
		possible[-float64(1+2*p.Times)] = true
	}
	e, h := SDEdge("cyl-2008", 1)
	if !possible[e] || h != 0 {
		t.Errorf("one round: house %v ± %v", e, h)
	}
}
