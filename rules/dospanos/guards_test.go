package dospanos

// Guards of the baccara a dos paños numbers that read each from the words
// of the seed line it cites, not from the code (issue 23), and the
// expectations of single results worked by hand.

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/chemin"
	"github.com/veedor/veedor/rules/seedtest"
)

// Decks per text and variant as the quotes spell them: 1977 «tres barajas
// … en la banca limitada, y seis barajas … en la banca libre»; Valencia
// «seis barajas … tanto en la banca libre como en la limitada».
func TestDecksAsTheirQuotesSpellThem(t *testing.T) {
	seedtest.Check(t, decks77, decksCV, cut77, cutCV, rate77, rateCV)
	// The number before each «barajas».
	var n []int
	for _, part := range strings.Split(decks77.Quote, "barajas")[:2] {
		ns := seedtest.Numbers(part)
		n = append(n, ns[len(ns)-1])
	}
	if Decks(rules.ES1977, Limitada) != n[0] || Decks(rules.ES1977, Libre) != n[1] {
		t.Errorf("1977: %d limited, %d free; quote «%s» says %v", Decks(rules.ES1977, Limitada), Decks(rules.ES1977, Libre), decks77.Quote, n)
	}
	cv := seedtest.Numbers(strings.Split(decksCV.Quote, "barajas")[0])
	if Decks(rules.CV2003, Limitada) != cv[0] || Decks(rules.CV2003, Libre) != cv[0] {
		t.Errorf("Valencia: %d limited, %d free; quote «%s» says %d for both", Decks(rules.CV2003, Limitada), Decks(rules.CV2003, Libre), decksCV.Quote, cv[0])
	}
	for _, in := range []string{rules.ES1977, rules.CV2003} {
		if Decks(in, "abierta") != 0 || Decks(in, "") != 0 {
			t.Errorf("%s: an unknown variant has decks", in)
		}
	}
	for _, q := range []string{cut77.Quote, cutCV.Quote} {
		if n, ok := seedtest.Number(q); !ok || n != Reserve {
			t.Errorf("reserve %d, quote «%s» says %d", Reserve, q, n)
		}
	}
}

// The deduction's rates, «un 2 por 100 … para la banca limitada, y en 1,25
// por 100 para la banca libre», in basis points (a decimal comma).
func TestRatesAsTheirQuotesSpellThem(t *testing.T) {
	re := regexp.MustCompile(`(\d+(?:,\d+)?) por (?:100|ciento)`)
	for _, q := range []string{rate77.Quote, rateCV.Quote} {
		m := re.FindAllStringSubmatch(q, -1)
		if len(m) != 2 {
			t.Fatalf("«%s»: %v", q, m)
		}
		var bp []int64
		for _, x := range m {
			whole, frac, _ := strings.Cut(x[1], ",")
			w, _ := strconv.ParseInt(whole, 10, 64)
			f, _ := strconv.ParseInt((frac + "00")[:2], 10, 64)
			bp = append(bp, w*100+f)
		}
		if RateBP(Limitada) != bp[0] || RateBP(Libre) != bp[1] {
			t.Errorf("rates %d/%d bp, quote «%s» says %v", RateBP(Limitada), RateBP(Libre), q, bp)
		}
	}
	if RateBP("") != 0 {
		t.Error("an unknown variant has a rate")
	}
}

// Each of the nine results alone, worked by hand: a tableau wins +1, ties
// 0, loses −1; the banker, staking against both, nets the opposite of their
// sum and pays the deduction only on a net win (bdp-commission-base=net),
// per unit staked (two units).
func TestExpectationsOfEachResult(t *testing.T) {
	for a := 0; a < 3; a++ { // 0 the first tableau loses, 1 ties, 2 wins
		for b := 0; b < 3; b++ {
			var f Figures
			for x := 0; x < 3; x++ {
				for y := 0; y < 3; y++ {
					f.P[x][y] = new(big.Rat)
				}
			}
			f.P[a][b] = big.NewRat(1, 1)
			if got := f.Tableau(0); got.Cmp(big.NewRat(int64(a-1), 1)) != 0 {
				t.Errorf("result %d/%d: first tableau %s, want %d", a, b, got.RatString(), a-1)
			}
			if got := f.Tableau(1); got.Cmp(big.NewRat(int64(b-1), 1)) != 0 {
				t.Errorf("result %d/%d: second tableau %s, want %d", a, b, got.RatString(), b-1)
			}
			net := int64(-(a - 1) - (b - 1))
			for _, bp := range []int64{200, 125} {
				want := big.NewRat(net, 2)
				if net > 0 {
					want = big.NewRat(net*(10000-bp), 20000)
				}
				if got := f.Bank(bp); got.Cmp(want) != 0 {
					t.Errorf("result %d/%d at %d bp: banker %s, want %s", a, b, bp, got.RatString(), want.RatString())
				}
			}
		}
	}
}

// The shoe by value: four of each value 1–9 per deck, sixteen tens and
// figures (value 0).
func TestShoe(t *testing.T) {
	for _, d := range []int{3, 6} {
		s := Shoe(d)
		var n int64
		for v, k := range s {
			want := int64(4 * d)
			if v == 0 {
				want = int64(16 * d)
			}
			if k != want {
				t.Errorf("%d decks: %d cards of value %d, want %d", d, k, v, want)
			}
			n += k
		}
		if n != int64(52*d) {
			t.Errorf("%d decks: %d cards", d, n)
		}
	}
}

// The bank's table (chemin de fer's, printed only by the Valencian text) is
// cited row by row under every text: a basis without all eight rows would
// leave a printed cell unchecked by the citation test.
func TestTableauCitesEveryPrintedRow(t *testing.T) {
	r, ok := rules.Lookup(RuleTableau)
	if !ok {
		t.Fatal("tableau rule not registered")
	}
	for _, in := range []string{rules.ES1977, rules.ES1979, rules.CyL2008, rules.CV2003} {
		b, ok := r.BasisFor(in, Game)
		if !ok {
			t.Fatalf("no basis under %s", in)
		}
		for bank := 0; bank < 8; bank++ {
			want, found := chemin.RowCite(bank), false
			for _, c := range b.Cites {
				found = found || c == want
			}
			if !found {
				t.Errorf("%s: row %d (L%d) not cited", in, bank, want.Line)
			}
		}
	}
}

// `veedor odds` lists the texts of the region asked for only: Castilla y
// León has no dos paños text of its own and gets no table (the others take
// four full-shoe enumerations each and are left to TestFullShoeInvariants).
func TestFiguresOnlyForTheRegion(t *testing.T) {
	tabs, err := figures(rules.RegionCyL)
	if err != nil || len(tabs) != 0 {
		t.Errorf("cyl: %d tables, %v", len(tabs), err)
	}
}
