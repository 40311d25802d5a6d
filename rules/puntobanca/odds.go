package puntobanca

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// DeckCount is a number of 52-card decks and the text that sets it.
type DeckCount struct {
	N    int
	Cite rules.Citation
}

// Decks is the number of 52-card decks in the shoe per instrument whose
// text sets it. The 1979 window (es-1979) has no punto y banca text: the
// 1977 text says eight, the 1984 one six, and by default both are accepted
// (pb-1979-text); DecksFor gives its counts under a reading.
var Decks = map[string]DeckCount{
	rules.ES1977:  {8, rules.Cite(rules.ES1977, "07.II.1", 266, "Se utilizarán ocho barajas de 52 cartas")},
	rules.ES1984:  {6, rules.Cite(rules.ES1984, "07.II.1", 18, "Se utilizarán seis barajas, de 52 cartas")},
	rules.CyL2008: {6, rules.Cite(rules.CyL2008, "06.II", 205, "Se utilizarán seis barajas debidamente homologadas")},
	rules.CV2003:  {6, rules.Cite(rules.CV2003, "06.II.1", 1083, "se juega con seis barajas debidamente homologadas")},
}

// DecksFor is the deck counts the text in force allows under the readings
// in assume, each with the text that sets it: for es-1979 the 1977 count,
// the 1984 one, or both (the default).
func DecksFor(instrument string, assume rules.Settings) []DeckCount {
	if instrument != rules.ES1979 {
		if d, ok := Decks[instrument]; ok {
			return []DeckCount{d}
		}
		return nil
	}
	switch assume[Sw1979Text] {
	case "1977":
		return []DeckCount{Decks[rules.ES1977]}
	case "1984":
		return []DeckCount{Decks[rules.ES1984]}
	}
	return []DeckCount{Decks[rules.ES1984], Decks[rules.ES1977]}
}

// TieBet cites the tie bet at 8 to 1 where the text has one; national texts
// have none (a tie voids the coup).
var TieBet = map[string]rules.Citation{
	rules.CyL2008: rules.Cite(rules.CyL2008, "06.IV.1", 243, "cobrarán del establecimiento su ganancia a razón de ocho a uno"),
	rules.CV2003:  rules.Cite(rules.CV2003, "06.VI.1", 1168, "cobrarán del establecimiento su ganancia, a razón de ocho a uno"),
}

// Outcomes counts the ordered six-card deals from a full shoe by result: the
// classic exhaustive enumeration, in which the cards a coup does not use are
// counted in every order too, so Total = N·(N−1)·…·(N−5).
type Outcomes struct {
	Banker, Player, Tie, Total *big.Int
}

// Enumerate counts every deal from a shoe of decks decks under the drawing
// rules as encoded (naturals, player 0–5 draws, the bank's tableau).
func Enumerate(decks int) Outcomes { return EnumerateWith(decks, PlayerDrawsOn, BankDraws) }

// EnumerateWith is Enumerate under other drawing rules, naturals aside:
// playerDraws(total) says whether the player's hand draws on a two-card total
// 0..7, bankDraws(total, col) whether the bank draws on its two-card total 0..7
// given the player's third card (0..9) or Stood. Chemin de fer
// (rules/chemin) enumerates its optional cells through it.
func EnumerateWith(decks int, playerDraws func(int) bool, bankDraws func(int, int) bool) Outcomes {
	var counts [10]int64 // cards of each baccarat value in the shoe
	for v := 0; v < 10; v++ {
		counts[v] = int64(4 * decks)
	}
	counts[0] = int64(16 * decks) // ten, jack, queen, king
	n := int64(52 * decks)
	var bank, player, tie big.Int
	// take draws one card of value v, returning its multiplicity.
	take := func(v int) int64 {
		c := counts[v]
		counts[v]--
		return c
	}
	put := func(v int) { counts[v]++ }
	// rest is the number of orders of the cards a coup leaves unused among
	// the six positions.
	rest := func(used int) *big.Int {
		r := big.NewInt(1)
		for k := used; k < 6; k++ {
			r.Mul(r, big.NewInt(n-int64(k)))
		}
		return r
	}
	add := func(w int64, used, p, b int) {
		x := new(big.Int).Mul(big.NewInt(w), rest(used))
		switch {
		case b > p:
			bank.Add(&bank, x)
		case p > b:
			player.Add(&player, x)
		default:
			tie.Add(&tie, x)
		}
	}
	for p1 := 0; p1 < 10; p1++ {
		w1 := take(p1)
		for b1 := 0; b1 < 10; b1++ {
			w2 := w1 * take(b1)
			for p2 := 0; p2 < 10; p2++ {
				w3 := w2 * take(p2)
				for b2 := 0; b2 < 10; b2++ {
					w4 := w3 * take(b2)
					if w4 > 0 {
						pt, bt := (p1+p2)%10, (b1+b2)%10
						switch {
						case pt >= 8 || bt >= 8:
							add(w4, 4, pt, bt)
						case !playerDraws(pt):
							if bankDraws(bt, Stood) {
								for b3 := 0; b3 < 10; b3++ {
									if c := counts[b3]; c > 0 {
										add(w4*c, 5, pt, (bt+b3)%10)
									}
								}
							} else {
								add(w4, 4, pt, bt)
							}
						default:
							for p3 := 0; p3 < 10; p3++ {
								w5 := w4 * take(p3)
								if w5 > 0 {
									pf := (pt + p3) % 10
									if bankDraws(bt, p3) {
										for b3 := 0; b3 < 10; b3++ {
											if c := counts[b3]; c > 0 {
												add(w5*c, 6, pf, (bt+b3)%10)
											}
										}
									} else {
										add(w5, 5, pf, bt)
									}
								}
								put(p3)
							}
						}
					}
					put(b2)
				}
				put(p2)
			}
			put(b1)
		}
		put(p1)
	}
	total := new(big.Int).Add(&bank, &player)
	total.Add(total, &tie)
	return Outcomes{Banker: &bank, Player: &player, Tie: &tie, Total: total}
}

// Edges are the house edges on handle, exact: banker paying 19/20 (the 5%
// deduction on winning bank bets), player 1:1, tie 8:1. Ties void banker and
// player bets (a push).
func (o Outcomes) Edges() (banker, player, tie *big.Rat) {
	pb := new(big.Rat).SetFrac(o.Banker, o.Total)
	pp := new(big.Rat).SetFrac(o.Player, o.Total)
	pt := new(big.Rat).SetFrac(o.Tie, o.Total)
	banker = new(big.Rat).Sub(pp, new(big.Rat).Mul(pb, big.NewRat(19, 20)))
	player = new(big.Rat).Sub(pb, pp)
	tie = new(big.Rat).Sub(big.NewRat(1, 1), new(big.Rat).Mul(pt, big.NewRat(9, 1)))
	return banker, player, tie
}

func pct(r *big.Rat, digits int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(digits) + "%"
}

func prob(n, d *big.Int) string { return new(big.Rat).SetFrac(n, d).FloatString(6) }

// figures are the odds tables for every instrument of a region.
func figures(region string) ([]odds.Table, error) {
	var out []odds.Table
	for _, id := range []string{rules.ES1977, rules.ES1979, rules.ES1984, rules.CyL2008, rules.CV2003} {
		in := rules.Instruments[id]
		if in.Region != region {
			continue
		}
		if cur, err := rules.InForce(region, Game, time.Now()); err == nil && region != rules.RegionES && cur.ID != id {
			continue
		}
		counts := DecksFor(id, rules.Defaults())
		for _, d := range counts {
			out = append(out, table(id, in, d, len(counts) > 1))
		}
	}
	return out, nil
}

// table is the odds table of instrument id with a shoe of d decks; several
// says the text in force allows more than one deck count (es-1979).
func table(id string, in *rules.Instrument, d DeckCount, several bool) odds.Table {
	o := Enumerate(d.N)
	be, pe, te := o.Edges()
	t := odds.Table{
		Title:   fmt.Sprintf("Punto y banca, %s (%s): %d decks (%s L%d)", id, in.Title, d.N, d.Cite.Seed, d.Cite.Line),
		Columns: []string{"result", "deals", "probability", "bet", "house edge"},
		Rows: [][]string{
			{"banca", o.Banker.String(), prob(o.Banker, o.Total), "banca (5% deducted)", pct(be, 4)},
			{"punto", o.Player.String(), prob(o.Player, o.Total), "punto (1:1)", pct(pe, 4)},
		},
	}
	if _, ok := TieBet[id]; ok {
		t.Rows = append(t.Rows, []string{"empate", o.Tie.String(), prob(o.Tie, o.Total), "empate (8:1)", pct(te, 4)})
	} else {
		t.Rows = append(t.Rows, []string{"empate", o.Tie.String(), prob(o.Tie, o.Total), "no tie bet: a tie voids the coup", ""})
	}
	t.Rows = append(t.Rows, []string{"total", o.Total.String(), "1.000000", "", ""})
	var notes []string
	if several {
		notes = append(notes, fmt.Sprintf("The 1979 punto y banca text is not available: the 1977 text sets eight decks (%s L%d), the 1979 text as modified in 1984 six (%s L%d), and by default (pb-1979-text=common) a shoe of either is accepted: figures for both; these are for %d decks.",
			Decks[rules.ES1977].Cite.Seed, Decks[rules.ES1977].Cite.Line, Decks[rules.ES1984].Cite.Seed, Decks[rules.ES1984].Cite.Line, d.N))
	}
	if id != rules.CV2003 {
		notes = append(notes, "The bank's tableau of this text is lost (a figure); the figures use the table printed in the Valencian text (CV 2003 L1179–L1188): they rest on a reconstructed table.")
	}
	t.Note = strings.Join(notes, " ")
	return t
}

func init() { odds.Register(Game, figures) }
