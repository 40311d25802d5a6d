package roulette_test

// The tier lookups, the payout's label, the set's listing and the odds
// table, each at its boundaries (issue 23: mutants the package's own tests
// did not reach).

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
	rr "github.com/veedor/veedor/rules/roulette"
)

// Tier reads a table's tier from its displayed pleno maximum: exactly k ×
// min for the tier's k, and nothing a cent either side; HighestTier the
// same from the largest maximum of any bet type.
func TestTierBoundaries(t *testing.T) {
	const min = 500
	each(t, func(in, game string, p *rr.Params) {
		for i, k := range p.PlenoMultipliers() {
			if got := p.Tier(min, int64(k)*min); got != i {
				t.Errorf("%s %s: Tier(%d, %d×) = %d, want %d", in, game, min, k, got, i)
			}
			for _, off := range []int64{-1, 1} {
				if got := p.Tier(min, int64(k)*min+off); got != -1 {
					t.Errorf("%s %s: Tier(%d, %d×%+d) = %d, want -1", in, game, min, k, off, got)
				}
			}
			h := int64(p.Highest(i))
			if got := p.HighestTier(min, h*min); got != i {
				t.Errorf("%s %s: HighestTier(%d, %d×) = %d, want %d", in, game, min, h, got, i)
			}
			if got := p.HighestTier(min, h*min+1); got != -1 {
				t.Errorf("%s %s: HighestTier a cent over = %d, want -1", in, game, got)
			}
			if p.Tier(min, h*min) != -1 {
				t.Errorf("%s %s: the highest maximum %d× is also a pleno ratio: the max-bet readings cannot be told apart", in, game, h)
			}
		}
		for _, m := range []int64{0, -min} {
			if p.Tier(m, 30*min) != -1 || p.HighestTier(m, 30*min) != -1 {
				t.Errorf("%s %s: a minimum of %d gives a tier", in, game, m)
			}
		}
		if p.Tiers != len(p.PlenoMultipliers()) {
			t.Errorf("%s %s: %d tiers, %d pleno maxima", in, game, p.Tiers, len(p.PlenoMultipliers()))
		}
	})
	// Highest at tier i is the largest maximum of any bet type there: 1977's
	// double column (2.000 times), 1979's simple chances (540).
	p77, _ := rr.For(rules.ES1977, rr.French)
	p79, _ := rr.For(rules.ES1979, rr.French)
	pcyl, _ := rr.For(rules.CyL2008, rr.French)
	if p77.Highest(0) != 2000 || p79.Highest(0) != 720 || pcyl.Highest(0) != 240 || pcyl.Highest(2) != 720 {
		t.Errorf("Highest: 1977 %d, 1979 %d, CyL %d and %d", p77.Highest(0), p79.Highest(0), pcyl.Highest(0), pcyl.Highest(2))
	}
	// A parameter set without a pleno has no tier.
	if (&rr.Params{Bets: map[string]rr.BetSpec{}}).Tier(min, 30*min) != -1 {
		t.Error("Tier without a pleno")
	}
}

func TestRatioString(t *testing.T) {
	for r, want := range map[rr.Ratio]string{{35, 1}: "35:1", {1, 2}: "1:2", {7, 6}: "7:6"} {
		if r.String() != want {
			t.Errorf("%v.String() = %q, want %q", r, r.String(), want)
		}
	}
}

func TestSetNumbers(t *testing.T) {
	c, err := rr.Cover(rr.Columna, "3", rr.LayoutOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(c.Numbers.Numbers()); got != "[3 6 9 12 15 18 21 24 27 30 33 36]" {
		t.Errorf("column 3 lists %s", got)
	}
	z, err := rr.Cover(rr.Pleno, "0", rr.LayoutOptions{})
	if err != nil || fmt.Sprint(z.Numbers.Numbers()) != "[0]" {
		t.Errorf("pleno 0 lists %v (%v)", z.Numbers.Numbers(), err)
	}
}

// The odds table `veedor odds` prints: every bet of the game's parameters,
// its payout and the 1/37 (2.7027%) or 1/74 (1.3514%) edge; an error for a
// region with no text in force.
func TestOddsTables(t *testing.T) {
	for _, game := range []string{rr.French, rr.American} {
		f, ok := odds.For(game)
		if !ok {
			t.Fatalf("no odds for %s", game)
		}
		for _, region := range rules.Regions {
			tables, err := f(region)
			if err != nil || len(tables) != 1 {
				t.Fatalf("%s %s: %v, %d tables", game, region, err, len(tables))
			}
			rows := tables[0].Rows
			if len(rows) < 15 {
				t.Errorf("%s %s: %d rows", game, region, len(rows))
			}
			for _, r := range rows {
				want := "1/37"
				if rr.Simple(r[0]) {
					want = "1/74"
				}
				if r[3] != want {
					t.Errorf("%s %s %s: edge %s, want %s", game, region, r[0], r[3], want)
				}
				if rr.Announced(r[0]) != (r[1] == "per chip") {
					t.Errorf("%s %s %s: payout label %q", game, region, r[0], r[1])
				}
			}
			if !strings.Contains(tables[0].Title, game) {
				t.Errorf("title %q", tables[0].Title)
			}
		}
		if _, err := f("xx"); err == nil {
			t.Errorf("%s: odds for a region with no text", game)
		}
	}
}

// The simple chances as the texts name them, written out here rather than
// computed: par the even numbers, impar the odd, falta 1–18, pasa 19–36,
// negro the eighteen numbers not red; zero in none.
func TestSimpleChanceSets(t *testing.T) {
	want := map[string]string{
		"even":  "[2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36]",
		"odd":   "[1 3 5 7 9 11 13 15 17 19 21 23 25 27 29 31 33 35]",
		"low":   "[1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18]",
		"high":  "[19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36]",
		"black": "[2 4 6 8 10 11 13 15 17 20 22 24 26 28 29 31 33 35]",
		"red":   "[1 3 5 7 9 12 14 16 18 19 21 23 25 27 30 32 34 36]",
	}
	got := map[string]rr.Set{"even": rr.Even, "odd": rr.Odd, "low": rr.Low, "high": rr.High, "black": rr.Black, "red": rr.Red}
	for name, s := range got {
		if fmt.Sprint(s.Numbers()) != want[name] || s.Len() != 18 {
			t.Errorf("%s = %v (%d numbers), want %s", name, s.Numbers(), s.Len(), want[name])
		}
	}
	if rr.Red1977Literal.Has(19) || !rr.Red1977Literal.Has(18) || rr.Red1977Literal.Len() != 17 {
		t.Errorf("the literal 1977 red: %v", rr.Red1977Literal.Numbers())
	}
	for _, n := range []int{-1, 37, 64} {
		if rr.Set(^uint64(0)).Has(n) {
			t.Errorf("Has(%d) on a full mask", n)
		}
	}
}

// The column, dozen and two-column selections at their ends: 3 is a
// column, 4 is not; 2-3 is a pair of adjacent columns, 1-3 a pair that is
// not; dos docenas are dozens, and dos columnas read as dozens only under
// the literal reading.
func TestColumnAndDozenSelections(t *testing.T) {
	cover := func(typ, sel string, opt rr.LayoutOptions) (rr.Combination, bool) {
		c, err := rr.Cover(typ, sel, opt)
		return c, err == nil
	}
	for _, c := range []struct {
		typ, sel string
		ok       bool
	}{
		{rr.Columna, "1", true}, {rr.Columna, "3", true}, {rr.Columna, "4", false}, {rr.Docena, "1", true}, {rr.Columna, "0", false}, {rr.Docena, "3", true}, {rr.Docena, "4", false},
		{rr.DosColumnas, "2-3", true}, {rr.DosColumnas, "3-4", false}, {rr.DosColumnas, "0-1", false}, {rr.DosDocenas, "1-3", true}, {rr.DosDocenas, "1", false},
	} {
		if _, ok := cover(c.typ, c.sel, rr.LayoutOptions{}); ok != c.ok {
			t.Errorf("Cover(%s, %s) accepted: %v, want %v", c.typ, c.sel, ok, c.ok)
		}
	}
	d3, _ := cover(rr.Docena, "3", rr.LayoutOptions{})
	if fmt.Sprint(d3.Numbers.Numbers()) != "[25 26 27 28 29 30 31 32 33 34 35 36]" {
		t.Errorf("docena 3 = %v", d3.Numbers.Numbers())
	}
	adj, _ := cover(rr.DosColumnas, "2-3", rr.LayoutOptions{})
	apart, _ := cover(rr.DosDocenas, "1-3", rr.LayoutOptions{})
	if adj.NonAdjacent || !apart.NonAdjacent || adj.Numbers.Len() != 24 || apart.Numbers.Len() != 24 {
		t.Errorf("2-3 non-adjacent %v (%d numbers), 1-3 non-adjacent %v (%d numbers)", adj.NonAdjacent, adj.Numbers.Len(), apart.NonAdjacent, apart.Numbers.Len())
	}
	if !apart.Numbers.Has(1) || apart.Numbers.Has(13) || !apart.Numbers.Has(36) {
		t.Errorf("dos docenas 1-3 = %v", apart.Numbers.Numbers())
	}
	cols, _ := cover(rr.DosColumnas, "1-2", rr.LayoutOptions{})
	lit, _ := cover(rr.DosColumnas, "1-2", rr.LayoutOptions{TwoColumnsAsDozens: true})
	if !cols.Numbers.Has(2) || cols.Numbers.Has(3) || !lit.Numbers.Has(3) || lit.Numbers.Has(25) {
		t.Errorf("dos columnas 1-2: %v; read as dozens: %v", cols.Numbers.Numbers(), lit.Numbers.Numbers())
	}
	// A tier needs a positive minimum even for a zero maximum.
	p, _ := rr.For(rules.ES1979, rr.French)
	if p.Tier(0, 0) != -1 || p.HighestTier(0, 0) != -1 {
		t.Error("a tier for a zero minimum and maximum")
	}
}
