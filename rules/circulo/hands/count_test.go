package hands

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/veedor/veedor/rules/cards"
)

// published are the five-card class counts of a 52-card deck.
var published5 = Counts{
	CartaMayor: 1302540, Pareja: 1098240, DoblePareja: 123552, Trio: 54912, Escalera: 10200,
	Color: 5108, Full: 3744, Poquer: 624, EscaleraColor: 36, EscaleraReal: 4,
}

// published7 are the counts of the best five of seven cards of 52.
var published7 = Counts{
	CartaMayor: 23294460, Pareja: 58627800, DoblePareja: 31433400, Trio: 6461620, Escalera: 6180020,
	Color: 4047644, Full: 3473184, Poquer: 224848, EscaleraColor: 37260, EscaleraReal: 4324,
}

func TestCount5Deck52Published(t *testing.T) {
	got, err := Count5(Deck52, false)
	if err != nil {
		t.Fatal(err)
	}
	if got != published5 {
		t.Errorf("52 cards:\n got %v\nwant %v", got, published5)
	}
	if got.Total() != 2598960 {
		t.Errorf("total %d", got.Total())
	}
}

func binomial(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// derived counts the classes of five cards from n ranks of four suits by
// combinatorics, independently of the evaluator. The ace plays high and low
// (L509), so the straights are the n−4 runs of consecutive ranks plus the
// ace-low one: S = n−3 tops (10 of 52, 5 of 32, 4 of 28). Each class:
//
//	escalera real      4 (one per suit)
//	escalera de color  4(S−1)
//	póquer             n · (n−1)·4         the four, any fifth card
//	full               n·C(4,3) · (n−1)·C(4,2)
//	color              4·C(n,5) − 4S       five ranks of one suit, less the runs
//	escalera           S·4^5 − 4S          a run in any suits, less one-suit runs
//	trío               n·4 · C(n−1,2)·4^2
//	doble pareja       C(n,2)·6^2 · (n−2)·4
//	pareja             n·6 · C(n−1,3)·4^3
//	carta mayor        (C(n,5) − S)·(4^5 − 4)  five distinct ranks, no run, not one suit
//
// With figuras the hands of five aces, kings, queens and jacks that are
// pareja or doble pareja move to figuras: pareja 4·6·4^3 = 1,536 (the pair's
// rank, its two suits, one card of each other figure rank) and doble pareja
// C(4,2)·6^2·2·4 = 1,728, so figuras = 3,264 in every deck (the four figure
// ranks are in all of them).
func derived(n int, figuras bool) Counts {
	s := int64(n - 3)
	var c Counts
	c[EscaleraReal] = 4
	c[EscaleraColor] = 4 * (s - 1)
	c[Poquer] = int64(n) * int64(n-1) * 4
	c[Full] = int64(n) * 4 * int64(n-1) * 6
	c[Color] = 4*binomial(n, 5) - 4*s
	c[Escalera] = s*1024 - 4*s
	c[Trio] = int64(n) * 4 * binomial(n-1, 2) * 16
	c[DoblePareja] = binomial(n, 2) * 36 * int64(n-2) * 4
	c[Pareja] = int64(n) * 6 * binomial(n-1, 3) * 64
	c[CartaMayor] = (binomial(n, 5) - s) * (1024 - 4)
	if figuras {
		c[Figuras] = 1536 + 1728
		c[Pareja] -= 1536
		c[DoblePareja] -= 1728
	}
	return c
}

func TestCount5AgainstCombinatorics(t *testing.T) {
	for _, d := range []Deck{Deck52, Deck32, Deck28} {
		for _, fig := range []bool{false, true} {
			got, err := Count5(d, fig)
			if err != nil {
				t.Fatal(err)
			}
			want := derived(int(d)/4, fig)
			if got != want {
				t.Errorf("deck %d figuras %v:\n got %v\nwant %v", d, fig, got, want)
			}
			if got.Total() != binomial(int(d), 5) {
				t.Errorf("deck %d: %d hands, want C(%d,5) = %d", d, got.Total(), d, binomial(int(d), 5))
			}
		}
	}
	// The figures the brief quotes for 32 cards: 5·4^5 − 20 straights.
	if c := derived(8, false); c[Escalera] != 5*1024-20 {
		t.Errorf("32-card straights %d", c[Escalera])
	}
}

// TestCount7Published enumerates all 133,784,560 seven-card hands.
func TestCount7Published(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates 133,784,560 hands")
	}
	start := time.Now()
	got := count7() // cached: the odds test reuses it
	t.Logf("133,784,560 seven-card hands in %v", time.Since(start))
	if got != published7 {
		t.Errorf("7 cards:\n got %v\nwant %v", got, published7)
	}
	if got.Total() != binomial(52, 7) {
		t.Errorf("total %d", got.Total())
	}
}

// classify7 of Count7 must agree with Best (any readings: the class of the
// best five does not depend on them) on random hands.
func TestClassify7MatchesBest(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 13))
	deck := Deck52.Cards()
	r := Readings{1, 1, 1, 1}
	n := 200000
	if testing.Short() {
		n = 20000
	}
	seen := map[Class]int{}
	for k := 0; k < n; k++ {
		perm := rng.Perm(52)
		var s state7
		var hand []cards.Card
		for _, i := range perm[:7] {
			s.add(i)
			hand = append(hand, deck[i])
		}
		_, c, _, err := Best(Deck52, r, false, hand)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.classify(); got != c {
			t.Fatalf("%s: classify7 %s, Best %s", cards.List(hand), got, c)
		}
		seen[c]++
	}
	if len(seen) < 9 { // royal flush is too rare to insist on
		t.Errorf("sample reached only %d classes: %v", len(seen), seen)
	}
}

func BenchmarkCount7(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Count7()
	}
}

func BenchmarkBest7(b *testing.B) {
	hand := cardsOf("AS", "KD", "7C", "7H", "2S", "9S", "TS")
	r := Readings{1, 1, 1, 1}
	for i := 0; i < b.N; i++ {
		Best(Deck52, r, false, hand)
	}
}
