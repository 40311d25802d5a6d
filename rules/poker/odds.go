package poker

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/odds"
)

// deck is the 52 cards in a fixed order.
func deck() []cards.Card {
	out := make([]cards.Card, 0, 52)
	for r := uint8(0); r < 13; r++ {
		for s := uint8(0); s < 4; s++ {
			out = append(out, cards.Card{Rank: r, Suit: s})
		}
	}
	return out
}

// eachHand calls f with every 5-card hand of the deck (2,598,960 of them).
func eachHand(f func(cs []cards.Card)) {
	d := deck()
	h := make([]cards.Card, 5)
	for a := 0; a < 52; a++ {
		h[0] = d[a]
		for b := a + 1; b < 52; b++ {
			h[1] = d[b]
			for c := b + 1; c < 52; c++ {
				h[2] = d[c]
				for e := c + 1; e < 52; e++ {
					h[3] = d[e]
					for g := e + 1; g < 52; g++ {
						h[4] = d[g]
						f(h)
					}
				}
			}
		}
	}
}

// Frequencies counts the hands of each class over every 5-card hand.
func Frequencies() map[Class]int {
	var n [len(classNames)]int
	eachHand(func(cs []cards.Card) { n[Eval(cs).Class]++ })
	out := map[Class]int{}
	for _, c := range Classes {
		out[c] = n[c]
	}
	return out
}

// Qualifying counts the hands with which the bank plays (ace and king or better).
func Qualifying() int {
	q := 0
	eachHand(func(cs []cards.Card) {
		if Qualifies(Eval(cs), cs) {
			q++
		}
	})
	return q
}

// TrijokerReturn is the exact expected net result per unit bet of a
// trijoker bet left in play (never withdrawn), over every 5-card hand.
func TrijokerReturn() float64 {
	var sum int64
	eachHand(func(cs []cards.Card) {
		h := Eval(cs)
		if !TrijokerWins(h) {
			sum--
			return
		}
		p, _ := PayFor(TrijokerPays, h.Class)
		sum += p.Times
	})
	return float64(sum) / 2598960
}

// SDEdge simulates n rounds of póquer sin descarte, heads-up against the
// bank, under the pay table of instrument and the stated strategy (go on
// with a pair or better, or ace-king high; fold otherwise; no insurance,
// progressive or card buying; the second bet twice the ante, handed back
// when the bank does not play). It returns the house's mean win per unit of
// ante and the half-width of its 95% confidence interval. The seed is fixed,
// so the figure is reproducible.
func SDEdge(instrument string, n int) (edge, half float64) {
	r := rand.New(rand.NewPCG(1, 2))
	d := deck()
	var sum, sq float64
	for i := 0; i < n; i++ {
		// Ten cards of a shuffled deck: five to the player, five to the bank.
		for j := 0; j < 10; j++ {
			k := j + r.IntN(52-j)
			d[j], d[k] = d[k], d[j]
		}
		p, b := d[:5], d[5:10]
		ph, bh := Eval(p), Eval(b)
		var net float64 // player's result, in antes
		switch {
		case !(ph.Class > HighCard || Qualifies(ph, p)):
			net = -1
		case !Qualifies(bh, b):
			net = 1
		default:
			switch Compare(ph, bh, false) {
			case 1:
				pay, _ := PayFor(SecondBet[instrument], ph.Class)
				net = 1 + 2*float64(pay.Times)
			case -1:
				net = -3
			}
		}
		sum += -net
		sq += net * net
	}
	mean := sum / float64(n)
	variance := sq/float64(n) - mean*mean
	return mean, 1.96 * math.Sqrt(variance/float64(n))
}

// simRounds is how many rounds `veedor odds` simulates: about two seconds.
const simRounds = 2_000_000

func pct(n, of int) string { return fmt.Sprintf("%.6f%%", 100*float64(n)/float64(of)) }

func figures(region string) ([]odds.Table, error) {
	freq := Frequencies()
	hands := odds.Table{Title: "Frecuencia de cada combinación de cinco cartas (enumeración exacta de 2.598.960 manos)", Columns: []string{"combinación", "manos", "probabilidad"}}
	for i := len(Classes) - 1; i >= 0; i-- {
		c := Classes[i]
		hands.Rows = append(hands.Rows, []string{c.ES(), fmt.Sprint(freq[c]), pct(freq[c], 2598960)})
	}
	q := Qualifying()
	out := []odds.Table{hands, {
		Title:   "La banca juega (as y rey o mejor), enumeración exacta",
		Columns: []string{"manos", "probabilidad"},
		Rows:    [][]string{{fmt.Sprint(q), pct(q, 2598960)}},
		Note:    "Sin contar las cartas del jugador (probabilidad incondicional).",
	}}
	var in string
	switch region {
	case rules.RegionCyL:
		in = rules.CyL2008
	case rules.RegionCV:
		in = rules.CV2003
	default:
		return nil, fmt.Errorf("no text of region %s has póquer de contrapartida (only cyl and cv)", region)
	}
	edge, half := SDEdge(in, simRounds)
	out = append(out, odds.Table{
		Title:   "Póquer sin descarte: ventaja de la casa sobre la postura inicial (SIMULADA)",
		Columns: []string{"ventaja", "intervalo 95 %", "jugadas"},
		Rows:    [][]string{{fmt.Sprintf("%.3f%%", 100*edge), fmt.Sprintf("±%.3f%%", 100*half), fmt.Sprint(simRounds)}},
		Note: "Simulada (la enumeración exacta, 2.598.960 × 1.533.939 repartos, no es asequible aquí); semilla fija. Estrategia: ir con pareja o mejor, o as y rey; pasar en otro caso; " +
			"segunda apuesta doble, devuelta si la banca no juega; tabla de " + in + " (escalera de color 25, cartas mayores 1); sin seguro, progresivo ni compra de carta.",
	})
	if region == rules.RegionCyL {
		ret, best := TrijokerReturn(), TrijokerOptimal(TrijokerPays, 11)
		out = append(out, odds.Table{
			Title:   "Trijoker: ventaja de la casa (enumeración exacta)",
			Columns: []string{"estrategia", "ventaja por apuesta de la jugada"},
			Rows: [][]string{
				{"retirar las apuestas 1 y 2 cuando su esperanza es negativa", fmt.Sprintf("%.4f%%", -100*best)},
				{"no retirar nunca", fmt.Sprintf("%.4f%%", -100*ret)},
			},
			Note: "Exacta sobre las 2.598.960 manos. La primera fila es la pérdida esperada de una jugada en unidades de una apuesta (como se cita la ventaja del Let It Ride, 3,51 % con su tabla, que el test reproduce); la segunda, por cada apuesta que sigue en juego.",
		})
	}
	return out, nil
}

func init() {
	odds.Register(SinDescarte, figures)
	odds.Register(Trijoker, figures)
}

// binom[n][k] for the combinatorial number system of card subsets: only
// four-card subsets are indexed, so k runs to 4.
var binom = func() (b [53][5]int) {
	for n := 0; n <= 52; n++ {
		b[n][0] = 1
		for k := 1; k < 5 && k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return
}()

// TrijokerOptimal is the exact expected net result per unit of one bet of a
// trijoker round played with the best withdrawals (bet 1 left in play when
// its expectation over the unseen community cards is positive on the three
// cards seen, bet 2 likewise on four), paid by table: the net result of a
// round in units of one bet, as the game's edge is quoted. A pair wins
// from minPair up (11: jacks, as trijoker; 10: tens, as Let It Ride).
func TrijokerOptimal(table []Pay, minPair int) float64 {
	// sum4[i] is the total result of a unit bet over the 48 completions of
	// the four-card set i; the player's three cards and the two community
	// cards make the hand whatever their order.
	sum4 := make([]int64, binom[52][4])
	idx := make([]int, 5)
	cs := make([]cards.Card, 5)
	eachIndexed(func(h []int) {
		for i, k := range h {
			cs[i] = cards.Card{Rank: uint8(k / 4), Suit: uint8(k % 4)}
		}
		e := Eval(cs)
		var res int64 = -1
		if e.Class > Pair || e.Class == Pair && int(e.Ranks[0]) >= minPair {
			p, _ := PayFor(table, e.Class)
			res = p.Times
		}
		for skip := 0; skip < 5; skip++ {
			n := 0
			for i, k := range h {
				if i != skip {
					idx[n] = k
					n++
				}
			}
			sum4[binom[idx[0]][1]+binom[idx[1]][2]+binom[idx[2]][3]+binom[idx[3]][4]] += res
		}
	})
	var total float64
	n3 := 0
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				var ev3, bet2 float64
				for d := 0; d < 52; d++ {
					if d == a || d == b || d == c {
						continue
					}
					s := []int{a, b, c, d}
					sort4(s)
					ev4 := float64(sum4[binom[s[0]][1]+binom[s[1]][2]+binom[s[2]][3]+binom[s[3]][4]]) / 48
					ev3 += ev4
					bet2 += math.Max(ev4, 0)
				}
				ev3 /= 49
				total += math.Max(ev3, 0) + bet2/49 + ev3
				n3++
			}
		}
	}
	return total / float64(n3)
}

func sort4(s []int) {
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// eachIndexed calls f with every 5-card hand as ascending card indices
// (rank*4 + suit).
func eachIndexed(f func(h []int)) {
	h := make([]int, 5)
	for h[0] = 0; h[0] < 52; h[0]++ {
		for h[1] = h[0] + 1; h[1] < 52; h[1]++ {
			for h[2] = h[1] + 1; h[2] < 52; h[2]++ {
				for h[3] = h[2] + 1; h[3] < 52; h[3]++ {
					for h[4] = h[3] + 1; h[4] < 52; h[4]++ {
						f(h)
					}
				}
			}
		}
	}
}
