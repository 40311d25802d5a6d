package blackjack

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
)

// dealerFindings replays one round with the croupier's cards dealer (and a
// live player hand of 18, so that every stake depends on his cards) through
// the replay's dealer check, and returns the BJ-DEALER-DRAW findings.
func dealerFindings(t *testing.T, instrument string, assume rules.Settings, dealer string, player string) []audit.Finding {
	t.Helper()
	if assume == nil {
		assume = rules.Defaults()
	}
	open := time.Date(2010, 5, 2, 21, 0, 0, 0, time.UTC)
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: bj.Game, OpenedAt: open, ClosedAt: open.Add(time.Hour), MinBet: 1000, MaxBet: 100000}
	s.Rounds = []logs.Round{{No: 1, At: open.Add(time.Minute), Outcome: "D=" + dealer + ";1=" + player}}
	ctx, findings, _ := audit.NewContext(rules.Instruments[instrument], assume, s)
	x := newSession(ctx, s)
	x.readRounds()
	if len(x.rounds) != 1 || !x.rounds[0].played {
		t.Fatalf("D=%s: round not readable: %v", dealer, findings())
	}
	x.checkDealer(x.rounds[0])
	var out []audit.Finding
	for _, f := range findings() {
		if f.Rule == bj.RuleDealerDraw {
			out = append(out, f)
		}
	}
	return out
}

// Every shape of the croupier's hand, each checked against the texts: "Al
// llegar a 17 puntos deberá plantarse ... En caso contrario, deberá pedir
// otros naipes hasta que el total de su puntuación alcance 17 o más. Cuando
// tenga un as entre sus cartas deberá contarlo como 11 puntos si con este
// valor alcanza 17 o más" (1977 L114, CV L671).
func TestDealerShapes(t *testing.T) {
	cases := []struct {
		dealer string
		bad    bool
		why    string
	}{
		// Hard totals, standing.
		{"TS,2C", true, "hard 12 stands"},
		{"TS,3C", true, "hard 13 stands"},
		{"TS,4C", true, "hard 14 stands"},
		{"TS,5C", true, "hard 15 stands"},
		{"TS,6C", true, "hard 16 stands"},
		{"TS,7C", false, "hard 17 stands"},
		{"TS,8C", false, "hard 18 stands"},
		{"TS,9C", false, "hard 19 stands"},
		{"TS,KC", false, "hard 20 stands"},
		{"5S,6C,KD", false, "hard 21 of three cards stands"},
		// Hard totals, drawing.
		{"TS,2C,5D", false, "hard 12 draws to 17"},
		{"TS,6C,KD", false, "hard 16 draws and busts"},
		{"TS,7C,2D", true, "hard 17 draws"},
		{"TS,8C,AD", true, "hard 18 draws"},
		{"5S,6C,KD,2H", true, "hard 21 draws"},
		// Soft totals, standing.
		{"AS,AC", true, "soft 12 (two aces) stands"},
		{"AS,2C", true, "soft 13 stands"},
		{"AS,3C", true, "soft 14 stands"},
		{"AS,4C", true, "soft 15 stands"},
		{"AS,5C", true, "soft 16 stands"},
		{"AS,6C", false, "soft 17 stands"},
		{"6C,AS", false, "soft 17, ace second, stands"},
		{"AS,7C", false, "soft 18 stands"},
		{"AS,8C", false, "soft 19 stands"},
		{"AS,9C", false, "soft 20 stands"},
		{"AS,KC", false, "black-jack stands"},
		// Soft totals, drawing.
		{"AS,6C,4D", true, "soft 17 draws"},
		{"AS,7C,2D", true, "soft 18 draws"},
		{"AS,5C,AD", false, "soft 16 draws an ace: soft 17"},
		{"AS,5C,TD", true, "soft 16 draws a ten (hard 16) and stands"},
		{"AS,5C,TD,AH", false, "soft 16, hard 16, draws an ace: hard 17"},
		{"AS,5C,TD,6H", false, "soft 16, hard 16, draws a six: busts"},
		// Multi-card soft totals.
		{"AS,2C,4D", false, "three-card soft 17 stands"},
		{"AS,2C,3D", true, "three-card soft 16 stands"},
		{"AS,AC,5D", false, "two aces and a five: soft 17 stands"},
		{"AS,AC,4D", true, "two aces and a four: soft 16 stands"},
		{"AS,AC,4D,AD", false, "three aces and a four: soft 17 stands"},
		{"2C,AH,3D,5S", false, "soft 13, soft 16, then soft 21 of four cards"},
		{"AS,AC,AD,AH,3C", false, "four aces and a three: soft 17"},
		{"AS,AC,AD,AH,2C", true, "four aces and a two: soft 16 stands"},
		{"AS,AC,AD,AH,2C,AS", false, "five aces and a two: soft 17"},
		{"3S,AC,3D", false, "three, ace, three: soft 17 stands"},
		// Busts.
		{"TS,6C,9D", false, "hard 16 busts on a nine"},
		{"AS,5C,TD,7D", false, "soft 16 turned hard 16 busts"},
		{"TS,2C,4D,9S", false, "hard 16 in three cards busts"},
		{"TS,6C,9D,2H", true, "draws after busting"},
	}
	for _, c := range cases {
		for _, in := range []string{rules.ES1977, rules.CyL2008, rules.CV2003} {
			got := dealerFindings(t, in, nil, c.dealer, "TH,8H")
			if (len(got) > 0) != c.bad {
				t.Errorf("%s D=%s (%s): finding %v, want %v", in, c.dealer, c.why, len(got) > 0, c.bad)
			}
		}
	}
}

// reference is the croupier's rule written out from the text, independently
// of rules/blackjack: aces count 1, one of them 11 when that makes 17 to 21;
// he draws below 17 and stands on 17 or more.
func reference(values []int) (badAt int) {
	for i := 1; i <= len(values); i++ {
		sum, ace := 0, false
		for _, v := range values[:i] {
			sum += v
			ace = ace || v == 1
		}
		best := sum
		if ace && sum+10 >= 17 && sum+10 <= 21 {
			best = sum + 10
		}
		draws := best < 17
		if i < len(values) && !draws {
			return i // drew a card on 17 or more
		}
		if i == len(values) && draws {
			return i // stood below 17
		}
	}
	return 0
}

// Every croupier's hand of up to six cards (values 1–10; the ten standing
// for every figure) that the replay flags is exactly one the written-out rule
// breaks, in every region.
func TestDealerExhaustive(t *testing.T) {
	rank := map[int]string{1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "K"}
	suits := "SHDC"
	var walk func(vals []int)
	n := 0
	walk = func(vals []int) {
		if len(vals) >= 2 {
			parts := make([]string, len(vals))
			for i, v := range vals {
				parts[i] = rank[v] + string(suits[i%4])
			}
			d := strings.Join(parts, ",")
			want := reference(vals) != 0
			for _, in := range []string{rules.ES1977, rules.CV2003} {
				got := len(dealerFindings(t, in, nil, d, "TH,8H")) > 0
				if got != want {
					t.Fatalf("%s D=%s: finding %v, want %v", in, d, got, want)
				}
			}
			n++
		}
		if len(vals) == 6 {
			return
		}
		// Extend only hands whose every draw so far was lawful and not
		// over 21: each generated hand is a lawful start and one more card,
		// lawful or not (a draw on 17 or more, a stand below 17).
		sum := 0
		for i, v := range vals {
			sum += v
			if i > 0 && !drawsRef(vals[:i]) {
				return
			}
		}
		if sum > 21 {
			return
		}
		for v := 1; v <= 10; v++ {
			walk(append(append([]int(nil), vals...), v))
		}
	}
	for v := 1; v <= 10; v++ {
		walk([]int{v})
	}
	if n < 5000 {
		t.Fatalf("only %d hands enumerated", n)
	}
}

func drawsRef(values []int) bool {
	sum, ace := 0, false
	for _, v := range values {
		sum += v
		ace = ace || v == 1
	}
	if ace && sum+10 >= 17 && sum+10 <= 21 {
		return false
	}
	return sum < 17
}

// When every hand has busted, the croupier may stop drawing in Valencia
// ("si todos los jugadores se hubieran pasado, el crupier no necesitará
// tomar más cartas", CV L671) and elsewhere per bj-dealer-all-bust; a live
// hand, or insurance waiting for his second card, makes him draw.
func TestDealerAllBust(t *testing.T) {
	mustDraw := rules.Defaults()
	mustDraw[bj.AssumeDealerStop] = "must-draw"
	cases := []struct {
		in     string
		assume rules.Settings
		dealer string
		player string
		bad    bool
	}{
		{rules.CV2003, nil, "7H", "TC,5D,9S", false},
		{rules.CV2003, nil, "7H,5C", "TC,5D,9S", false},
		{rules.CV2003, nil, "7H", "TC,8S", true},
		{rules.CV2003, mustDraw, "7H", "TC,5D,9S", false}, // the switch is not read in Valencia
		{rules.ES1977, nil, "7H", "TC,5D,9S", false},
		{rules.ES1977, mustDraw, "7H", "TC,5D,9S", true},
		{rules.CyL2008, mustDraw, "7H,5C", "TC,5D,9S", true},
	}
	for _, c := range cases {
		got := len(dealerFindings(t, c.in, c.assume, c.dealer, c.player)) > 0
		if got != c.bad {
			t.Errorf("%s %v D=%s 1=%s: finding %v, want %v", c.in, c.assume[bj.AssumeDealerStop], c.dealer, c.player, got, c.bad)
		}
	}
}

// The replay's dealer rule and the package's agree card by card.
func TestDealerDrawsMatchesTotal(t *testing.T) {
	for a := 0; a < 13; a++ {
		for b := 0; b < 13; b++ {
			cs := []cards.Card{{Rank: uint8(a)}, {Rank: uint8(b)}}
			vals := []int{cs[0].TenValue(), cs[1].TenValue()}
			if got, want := bj.DealerDraws(cs), drawsRef(vals); got != want {
				t.Errorf("%v: draws %v, want %v", fmt.Sprint(cs), got, want)
			}
		}
	}
}
