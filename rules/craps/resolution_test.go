package craps

import (
	"fmt"
	"testing"
)

// set lists dice totals.
type set []int

func (s set) has(n int) bool {
	for _, x := range s {
		if x == n {
			return true
		}
	}
	return false
}

// TestResolutionEveryThrow walks every bet type over all 36 throws of two
// dice against the resolution matrix written out from the texts (1977
// L216–L242, CV 2003 L2091–L2221; digest Appendix B): which totals win,
// lose, or are void, the rest leaving the bet working.
func TestResolutionEveryThrow(t *testing.T) {
	type row struct {
		typ       string
		number    int
		point     int // a line bet's point before the throw (0: its come-out)
		won, lost set
		push      set
		hardOnly  bool // won only when thrown as a double; the easy total loses
		big6      int
	}
	rows := []row{
		{typ: Win, won: set{7, 11}, lost: set{2, 3, 12}},
		{typ: Come, won: set{7, 11}, lost: set{2, 3, 12}},
		{typ: DontWin, won: set{2, 3}, lost: set{7, 11}, push: set{12}},
		{typ: DontCome, won: set{2, 3}, lost: set{7, 11}, push: set{12}},
		{typ: Field, won: set{2, 3, 4, 9, 10, 11, 12}, lost: set{5, 6, 7, 8}},
		{typ: Big6, won: set{6}, lost: set{7}, big6: 6},
		{typ: Big6, won: set{8}, lost: set{7}, big6: 8},
		{typ: Big8, won: set{8}, lost: set{7}},
		{typ: Under7, won: set{2, 3, 4, 5, 6}, lost: set{7, 8, 9, 10, 11, 12}},
		{typ: Over7, won: set{8, 9, 10, 11, 12}, lost: set{2, 3, 4, 5, 6, 7}},
		{typ: Juego7, won: set{7}, lost: set{2, 3, 4, 5, 6, 8, 9, 10, 11, 12}},
		{typ: Juego11, won: set{11}, lost: set{2, 3, 4, 5, 6, 7, 8, 9, 10, 12}},
		{typ: AnyCraps, won: set{2, 3, 12}, lost: set{4, 5, 6, 7, 8, 9, 10, 11}},
		{typ: Craps2, won: set{2}, lost: set{3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
		{typ: Craps3, won: set{3}, lost: set{2, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
		{typ: Craps12, won: set{12}, lost: set{2, 3, 4, 5, 6, 7, 8, 9, 10, 11}},
		{typ: Horn, won: set{2, 3, 11, 12}, lost: set{4, 5, 6, 7, 8, 9, 10}},
	}
	for _, p := range Points {
		rows = append(rows,
			row{typ: Win, point: p, won: set{p}, lost: set{7}},
			row{typ: Come, point: p, won: set{p}, lost: set{7}},
			row{typ: DontWin, point: p, won: set{7}, lost: set{p}},
			row{typ: DontCome, point: p, won: set{7}, lost: set{p}},
			row{typ: RightBet, number: p, won: set{p}, lost: set{7}},
			row{typ: WrongBet, number: p, won: set{7}, lost: set{p}})
		if p%2 == 0 {
			rows = append(rows, row{typ: HardWay, number: p, won: set{p}, lost: set{7, p}, hardOnly: true})
		}
	}
	for _, r := range rows {
		big6 := r.big6
		if big6 == 0 {
			big6 = 6
		}
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				th := Throw{a, b}
				n := th.Total()
				want := Pending
				switch {
				case r.hardOnly && n == r.number && th.Hard():
					want = Won
				case r.hardOnly && r.lost.has(n):
					want = Lost
				case r.hardOnly:
				case r.won.has(n):
					want = Won
				case r.lost.has(n):
					want = Lost
				case r.push.has(n):
					want = Push
				}
				life := Life{Point: r.point}
				got := Step(r.typ, r.number, &life, th, big6)
				name := fmt.Sprintf("%s %d point %d big6 %d throw %s", r.typ, r.number, r.point, big6, th)
				if got != want {
					t.Errorf("%s: %v, want %v", name, got, want)
				}
				// A line bet's come-out that decides nothing sets its point.
				if Line(r.typ) && r.point == 0 && got == Pending && life.Point != n {
					t.Errorf("%s: point %d, want %d", name, life.Point, n)
				}
			}
		}
	}
}

// TestOneRollBetsAlwaysDecide: a one-roll bet is decided by every throw.
func TestOneRollBetsAlwaysDecide(t *testing.T) {
	for _, typ := range Types {
		if !OneRoll(typ) {
			continue
		}
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				if Step(typ, 0, &Life{}, Throw{a, b}, 6) == Pending {
					t.Errorf("%s undecided by %d-%d", typ, a, b)
				}
			}
		}
	}
}

// TestPayouts: the payouts of the texts, per bet and per reading.
func TestPayouts(t *testing.T) {
	def := ParamsFor("es-1977", map[string]string{SwVeces: "net", SwDontOdds68: "five-for-six", SwOdds68: "six-for-five"})
	cases := []struct {
		p                 Params
		typ               string
		number, total, pt int
		dont              bool
		want              string
	}{
		{def, Win, 0, 7, 0, false, "[1 por 1]"},
		{def, Field, 0, 2, 0, false, "[2 por 1]"},
		{def, Field, 0, 12, 0, false, "[2 por 1]"},
		{def, Field, 0, 3, 0, false, "[1 por 1]"},
		{def, HardWay, 4, 4, 0, false, "[7 por 1]"},
		{def, HardWay, 10, 10, 0, false, "[7 por 1]"},
		{def, HardWay, 6, 6, 0, false, "[9 por 1]"},
		{def, HardWay, 8, 8, 0, false, "[9 por 1]"},
		{def, Juego7, 0, 7, 0, false, "[4 por 1]"},
		{def, Juego11, 0, 11, 0, false, "[15 por 1]"},
		{def, AnyCraps, 0, 3, 0, false, "[7 por 1]"},
		{def, Craps2, 0, 2, 0, false, "[30 por 1]"},
		{def, Craps3, 0, 3, 0, false, "[15 por 1]"},
		{def, Craps12, 0, 12, 0, false, "[30 por 1]"},
		{def, Horn, 0, 11, 0, false, "[4 por 1]"},
		{def, Odds, 0, 4, 4, false, "[2 por 1]"},
		{def, Odds, 0, 9, 9, false, "[3 por 2]"},
		{def, Odds, 0, 6, 6, false, "[6 por 5]"},
		{def, Odds, 0, 7, 10, true, "[1 por 2]"},
		{def, Odds, 0, 7, 5, true, "[2 por 3]"},
		{def, Odds, 0, 7, 8, true, "[5 por 6]"},
		{def, RightBet, 6, 6, 0, false, "[7 por 6]"},
		{def, RightBet, 9, 9, 0, false, "[7 por 5]"},
		{def, RightBet, 4, 4, 0, false, "[9 por 5]"},
		{def, WrongBet, 8, 7, 0, false, "[4 por 5]"},
		{def, WrongBet, 5, 7, 0, false, "[5 por 8]"},
		{def, WrongBet, 10, 7, 0, false, "[5 por 11]"},
		// The readings the defaults accept besides.
		{ParamsFor("es-1977", map[string]string{SwVeces: "either"}), Horn, 0, 2, 0, false, "[4 por 1 3 por 1]"},
		{ParamsFor("es-1977", map[string]string{SwDontOdds68: "either"}), Odds, 0, 7, 6, true, "[5 por 6 2 por 6]"},
		{ParamsFor("cv-2003", map[string]string{SwCVJuego7: "either", SwVeces: "net"}), Juego7, 0, 7, 0, false, "[4 por 1 15 por 1]"},
	}
	for _, c := range cases {
		if got := fmt.Sprint(c.p.Payouts(c.typ, c.number, c.total, c.pt, c.dont)); got != c.want {
			t.Errorf("%s %d on %d (point %d, dont %v): %s, want %s", c.typ, c.number, c.total, c.pt, c.dont, got, c.want)
		}
	}
}

// TestMaxStake: the limits of L245–L250 (CV L2227–L2237) with a simple
// maximum of 1,000.00.
func TestMaxStake(t *testing.T) {
	cv := ParamsFor("cv-2003", map[string]string{SwVeces: "net", SwFieldMax: "simple"})
	es := ParamsFor("es-1977", map[string]string{SwVeces: "net", SwFieldMax: "simple", SwWrongMax68: "eight-only"})
	const maxS = 100000
	for _, c := range []struct {
		p      Params
		typ    string
		number int
		want   int64
		ok     bool
	}{
		{cv, Win, 0, maxS, true},
		{cv, Field, 0, maxS, true},
		{cv, HardWay, 4, 3 * maxS / 7, true},
		{cv, Craps2, 0, 3 * maxS / 30, true},
		{cv, Horn, 0, 3 * maxS / 4, true},
		{cv, RightBet, 5, maxS, true},
		{cv, RightBet, 6, maxS * 120 / 100, true},
		{cv, WrongBet, 6, maxS * 125 / 100, true},
		{cv, WrongBet, 9, maxS * 160 / 100, true},
		{cv, WrongBet, 4, maxS * 220 / 100, true},
		{es, WrongBet, 8, maxS * 125 / 100, true},
		{es, WrongBet, 6, 0, false},
	} {
		got, ok := c.p.MaxStake(c.typ, c.number, maxS)
		if got != c.want || ok != c.ok {
			t.Errorf("%s %d: %d %v, want %d %v", c.typ, c.number, got, ok, c.want, c.ok)
		}
	}
	if OddsMax(4, true, 1000) != 2000 || OddsMax(5, true, 1000) != 1500 || OddsMax(8, true, 1000) != 1200 || OddsMax(8, false, 1000) != 1000 {
		t.Error("odds maxima are not 200/150/120% (don't) and 100% (right)")
	}
}
