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
