package craps

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
)

// Figures are a bet's exact probabilities of being won, lost or void over
// its whole life, and its expected result per unit staked (house edge =
// -EV, on the bet made).
type Figures struct {
	Won, Lost, Push, EV *big.Rat
}

// Absorb computes a bet's figures by the exact Markov chain of its life:
// from each state (a line bet's point; every other bet has one state) the
// 36 throws either decide it, leave it in its state, or move it to
// another; a state's figures are what the throws decide directly plus what
// the states they lead to decide, divided by the chance of leaving it.
// pays gives the winnings per unit on the deciding throw and point; nil
// leaves EV nil. Step is the same function the replay uses.
func Absorb(typ string, number int, life Life, big6 int, pays func(total, point int) *big.Rat) Figures {
	f := Figures{Won: new(big.Rat), Lost: new(big.Rat), Push: new(big.Rat), EV: new(big.Rat)}
	stay := 0
	p36 := big.NewRat(1, 36)
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			th := Throw{a, b}
			l := life
			switch Step(typ, number, &l, th, big6) {
			case Won:
				f.Won.Add(f.Won, p36)
				if pays != nil {
					f.EV.Add(f.EV, new(big.Rat).Mul(p36, pays(th.Total(), l.Point)))
				}
			case Lost:
				f.Lost.Add(f.Lost, p36)
				f.EV.Sub(f.EV, p36)
			case Push:
				f.Push.Add(f.Push, p36)
			default:
				if l == life {
					stay++
					continue
				}
				next := Absorb(typ, number, l, big6, pays)
				f.Won.Add(f.Won, new(big.Rat).Mul(p36, next.Won))
				f.Lost.Add(f.Lost, new(big.Rat).Mul(p36, next.Lost))
				f.Push.Add(f.Push, new(big.Rat).Mul(p36, next.Push))
				f.EV.Add(f.EV, new(big.Rat).Mul(p36, next.EV))
			}
		}
	}
	leave := big.NewRat(int64(36-stay), 36)
	for _, r := range []*big.Rat{f.Won, f.Lost, f.Push, f.EV} {
		r.Quo(r, leave)
	}
	return f
}

// ratio returns the winnings per unit of a payout.
func ratio(r Ratio) *big.Rat { return big.NewRat(r.Win, r.Per) }

// oddsRow is one printed bet: its name, payout and figures.
type oddsRow struct {
	name, pays string
	f          Figures
}

// Table computes every bet type's figures under the instrument's payouts:
// one row per payout a reading accepts (cr-veces, cr-dont-odds-68,
// cv-cr-juego7 and cr-big6 set to both readings).
func Table(instrument string) []oddsRow {
	s := rules.Settings{SwVeces: "either", SwDontOdds68: "either", SwCVJuego7: "either", SwBig6: "either", SwOdds68: "six-for-five", SwFieldMax: "either"}
	p := ParamsFor(instrument, s)
	var out []oddsRow
	add := func(name string, typ string, number int, life Life, big6 int, dont bool, r Ratio) {
		pays := func(total, point int) *big.Rat {
			rs := p.Payouts(typ, number, total, point, dont)
			if typ != Field && len(rs) > 0 {
				return ratio(r)
			}
			return ratio(rs[0])
		}
		label := r.String()
		if typ == Field {
			label = "1 por 1, 2 por 1 en 2 y 12"
		}
		out = append(out, oddsRow{name, label, Absorb(typ, number, life, big6, pays)})
	}
	for _, typ := range []string{Win, DontWin, Come, DontCome, Field} {
		add(typ, typ, 0, Life{}, 6, false, p.Payouts(typ, 0, 0, 0, false)[0])
	}
	for _, b6 := range p.Big6 {
		name := Big6
		if b6 == 8 {
			name = "big-6 (gana con el 8)"
		}
		add(name, Big6, 0, Life{}, b6, false, Ratio{1, 1})
	}
	for _, typ := range []string{Big8, Under7, Over7} {
		add(typ, typ, 0, Life{}, 6, false, Ratio{1, 1})
	}
	for _, n := range []int{4, 6, 8, 10} {
		for _, r := range p.Payouts(HardWay, n, n, 0, false) {
			add(fmt.Sprintf("hard-way %d", n), HardWay, n, Life{}, 6, false, r)
		}
	}
	for _, typ := range []string{Juego7, Juego11, AnyCraps, Craps2, Craps3, Craps12, Horn} {
		for _, r := range p.Payouts(typ, 0, 0, 0, false) {
			add(typ, typ, 0, Life{}, 6, false, r)
		}
	}
	for _, pt := range []int{4, 5, 6} {
		for _, dont := range []bool{false, true} {
			flat, side := Win, "Win/Come"
			if dont {
				flat, side = DontWin, "Don't Win/Don't Come"
			}
			for _, r := range p.Payouts(Odds, 0, 0, pt, dont) {
				add(fmt.Sprintf("asociada %s, punto %d o %d", side, pt, 14-pt), flat, 0, Life{Point: pt}, 6, dont, r)
			}
		}
	}
	for _, typ := range []string{RightBet, WrongBet} {
		for _, n := range []int{4, 5, 6} {
			add(fmt.Sprintf("%s %d o %d", typ, n, 14-n), typ, n, Life{}, 6, false, p.Payouts(typ, n, 0, 0, false)[0])
		}
	}
	return out
}

func frac(r *big.Rat) string {
	return r.RatString() + " (" + new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%)"
}

// figures are the odds tables of the texts that govern craps in region.
func figures(region string) ([]odds.Table, error) {
	var out []odds.Table
	for _, id := range []string{rules.ES1977, rules.CyL2008, rules.CV2003} {
		in := rules.Instruments[id]
		if in.Region != region {
			continue
		}
		t := odds.Table{
			Title:   fmt.Sprintf("Dados o craps, %s (%s): every bet over its whole life (exact Markov chain)", id, in.Title),
			Columns: []string{"bet", "pays", "won", "lost", "void", "house edge"},
		}
		for _, r := range Table(id) {
			edge := new(big.Rat).Neg(r.f.EV)
			t.Rows = append(t.Rows, []string{r.name, r.pays, frac(r.f.Won), frac(r.f.Lost), frac(r.f.Push), new(big.Rat).Mul(edge, big.NewRat(100, 1)).FloatString(4) + "%"})
		}
		var notes []string
		notes = append(notes, "Odds rows are for an odds bet placed once the point is on; a line bet's figures include the come-out. House edge is on the bet made; pushes count as bets made. Where a switch accepts two payouts both rows are given (cr-veces: «N veces» as N to 1 or N for 1).")
		if id == rules.ES1977 {
			notes = append(notes, "The 1977 text also governs national sessions under the 1979 Orden (whose text lacks craps) as a reference.")
		}
		if id == rules.CyL2008 {
			notes = append(notes, "Castilla y León lists craps without its text: the 1977 national text stands in as a reference.")
		}
		if cur, err := rules.InForce(region, Game, time.Now()); err == nil && cur.ID == rules.ES1979 {
			notes = append(notes, "In force now: "+cur.ID+".")
		}
		t.Note = strings.Join(notes, " ")
		out = append(out, t)
	}
	return out, nil
}

func init() { odds.Register(Game, figures) }
