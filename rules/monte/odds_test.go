package monte

import (
	"math/big"
	"testing"
)

// The expectations worked by hand from the text's pays and the cards left:
// Vista Hermosa 32·2/76 − 74/76 = −10/76; Camo 11·2/28 − 26/28 = −1/7, less
// 1.1·2/76 levied; Salto 3·7/28 − 21/28 = 0, less 0.3·7/76; one card
// against another 0, less 0.1·7/76.
func TestFigures(t *testing.T) {
	want := map[string][2]*big.Rat{
		BetVista:                         {big.NewRat(-10, 76), big.NewRat(-10, 76)},
		BetCamo:                          {big.NewRat(-1, 7), new(big.Rat).Sub(big.NewRat(-1, 7), big.NewRat(22, 760))},
		BetSalto:                         {big.NewRat(0, 1), big.NewRat(-21, 760)},
		BetCartas + " (one against one)": {big.NewRat(0, 1), big.NewRat(-7, 760)},
	}
	seen := 0
	for _, f := range Figures() {
		w, ok := want[f.Bet]
		if !ok {
			continue
		}
		seen++
		if f.Edge.Cmp(w[0]) != 0 || f.EdgeLevy.Cmp(w[1]) != 0 {
			t.Errorf("%s: expectation %s, with levy %s; want %s, %s", f.Bet, f.Edge.RatString(), f.EdgeLevy.RatString(), w[0].RatString(), w[1].RatString())
		}
	}
	if seen != len(want) {
		t.Fatalf("%d of %d bets found", seen, len(want))
	}
	if _, err := figures("es"); err == nil {
		t.Error("figures for the national text, which has no monte")
	}
}
