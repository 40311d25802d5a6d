package chemin

import (
	"math/big"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// Played as punto y banca plays them (the punto draws on 5, the bank draws
// on 3 against a 9 and on 5 against a 4), the chemin de fer table gives the
// punto y banca enumeration exactly: the table and the reuse agree.
func TestEnumerateAsPuntoBanca(t *testing.T) {
	got := Enumerate(Play{PuntoDrawsOn5: true, BankDraws3v9: true, BankDraws5v4: true})
	want := pb.Enumerate(Decks)
	if got.Banker.Cmp(want.Banker) != 0 || got.Player.Cmp(want.Player) != 0 || got.Tie.Cmp(want.Tie) != 0 {
		t.Errorf("chemin %v/%v/%v, punto y banca %v/%v/%v", got.Banker, got.Player, got.Tie, want.Banker, want.Player, want.Tie)
	}
	// The published six-deck punto banco figure: the bank wins 45.8653%.
	if p := new(big.Rat).SetFrac(got.Banker, got.Total).FloatString(6); p != "0.458653" {
		t.Errorf("bank wins %s, want 0.458653", p)
	}
}

// Each open cell changes the result: the figures differ for every one of
// the eight plays, each adds up to all the deals, and the two sides'
// expectations add up to minus the house's 5% of the bank's wins.
func TestPlaysDiffer(t *testing.T) {
	seen := map[string]bool{}
	var total *big.Int
	for _, p := range Plays() {
		o := Enumerate(p)
		if total == nil {
			total = o.Total
		} else if o.Total.Cmp(total) != 0 {
			t.Errorf("%+v: total %v, want %v", p, o.Total, total)
		}
		sum := new(big.Int).Add(o.Banker, o.Player)
		if sum.Add(sum, o.Tie).Cmp(o.Total) != 0 {
			t.Errorf("%+v: results do not add up", p)
		}
		k := o.Banker.String() + "/" + o.Player.String()
		if seen[k] {
			t.Errorf("%+v: same figures as another play", p)
		}
		seen[k] = true
		pe, be := Expectations(o)
		// The house takes 5% of the bank's wins: the two sides' expectations
		// add up to minus that.
		take := new(big.Rat).Mul(new(big.Rat).SetFrac(o.Banker, o.Total), big.NewRat(1, 20))
		if s := new(big.Rat).Add(pe, be); s.Cmp(new(big.Rat).Neg(take)) != 0 {
			t.Errorf("%+v: expectations add to %s, want −%s", p, s.FloatString(8), take.FloatString(8))
		}
	}
	// Drawing or standing on 5 matters to the punto.
	stand := Enumerate(Play{false, true, true})
	draw := Enumerate(Play{true, true, true})
	ps, _ := Expectations(stand)
	pd, _ := Expectations(draw)
	if ps.Cmp(pd) == 0 {
		t.Error("drawing or standing on 5 gives the same expectation")
	}
}

// `veedor odds` shows every text of a region with its eight plays.
func TestFigures(t *testing.T) {
	f, ok := odds.For(Game)
	if !ok {
		t.Fatal("no odds registered")
	}
	for region, n := range map[string]int{rules.RegionES: 3, rules.RegionCV: 1, rules.RegionCyL: 1} {
		tabs, err := f(region)
		if err != nil || len(tabs) != n {
			t.Errorf("%s: %d tables (%v), want %d", region, len(tabs), err, n)
			continue
		}
		for _, tb := range tabs {
			if len(tb.Rows) != 8 || len(tb.Rows[0]) != len(tb.Columns) {
				t.Errorf("%s: %d rows", tb.Title, len(tb.Rows))
			}
		}
	}
}
