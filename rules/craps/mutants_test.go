package craps

// Cases the mutation run showed missing or that a boundary needs (issue
// 23): each switch reading against the other, the notation's edges, the
// half cent of a payout, and payouts read from the words of their quotes.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules/seedtest"
)

// Every reading of every switch ParamsFor reads changes what it should and
// nothing else the test looks at.
func TestParamsEveryReading(t *testing.T) {
	type s = map[string]string
	for _, c := range []struct {
		in   string
		set  s
		want string
	}{
		{"es-1977", s{}, "big6 [6] veces [0] juego7 [4] odds68 true dont68 [5 por 6] wrong6 false contract map[win:true] pass may comeOn false oddsPlayer false field  place8 true bar12 [false true] everyComeOut false"},
		{"es-1977", s{SwBig6: "eight", SwVeces: "for-one", SwOdds68: "not-checked", SwDontOdds68: "two-for-six", SwWrongMax68: "six-and-eight", SwContract: "literal", SwDicePass: "seven-out", SwComeTiming: "point-on", SwOddsMax: "player-simple", SwFieldMax: "multiple", SwBar12: "returned", SwShooterBet: "every-come-out"},
			"big6 [8] veces [-1] juego7 [4] odds68 false dont68 [2 por 6] wrong6 true contract map[dont-come:true win:true] pass never comeOn true oddsPlayer true field multiple place8 true bar12 [false] everyComeOut true"},
		{"es-1977", s{SwBig6: "either", SwVeces: "either", SwDontOdds68: "either", SwContract: "come", SwDicePass: "any-losing-seven", SwBar12: "stays"},
			"big6 [6 8] veces [0 -1] juego7 [4] odds68 true dont68 [5 por 6 2 por 6] wrong6 false contract map[come:true win:true] pass must comeOn false oddsPlayer false field  place8 true bar12 [true] everyComeOut false"},
		// The Valencian text: the 1977 switches do not reach it.
		{"cv-2003", s{SwBig6: "eight", SwDontOdds68: "two-for-six", SwContract: "literal", SwCVJuego7: "fifteen", SwCVPlace8: "literal"},
			"big6 [6] veces [0] juego7 [15] odds68 true dont68 [5 por 6] wrong6 true contract map[win:true] pass may comeOn false oddsPlayer false field  place8 false bar12 [false true] everyComeOut false"},
		{"cv-2003", s{SwCVJuego7: "either"},
			"big6 [6] veces [0] juego7 [4 15] odds68 true dont68 [5 por 6] wrong6 true contract map[win:true] pass may comeOn false oddsPlayer false field  place8 true bar12 [false true] everyComeOut false"},
	} {
		p := ParamsFor(c.in, c.set)
		got := fmt.Sprintf("big6 %v veces %v juego7 %v odds68 %v dont68 %v wrong6 %v contract %v pass %s comeOn %v oddsPlayer %v field %s place8 %v bar12 %v everyComeOut %v",
			p.Big6, p.Veces, p.Juego7, p.Odds68, p.DontOdds68, p.WrongMax6, p.Contract, p.PassOnComeOut7, p.ComePointOnly, p.OddsMaxPlayer, p.FieldMax, p.Place8, p.Bar12, p.ShooterBetEveryComeOut)
		if got != c.want {
			t.Errorf("%s %v:\n got %s\nwant %s", c.in, c.set, got, c.want)
		}
		if p.Valencian != (c.in == "cv-2003") {
			t.Errorf("%s: Valencian %v", c.in, p.Valencian)
		}
	}
}

// The field, Big 6/8 and under/over 7 maxima under each reading of
// cr-field-max: the simple maximum, three times it over the best payout
// (2 for the field, 1 for the others), or the larger.
func TestFieldMaxReadings(t *testing.T) {
	const maxS = 100001 // odd: a halving that rounds shows
	for _, c := range []struct {
		reading, typ string
		want         int64
	}{
		{"simple", Field, maxS}, {"simple", Big8, maxS},
		{"multiple", Field, 3 * maxS / 2}, {"multiple", Under7, 3 * maxS}, {"multiple", Big6, 3 * maxS},
		{"either", Field, 3 * maxS / 2}, {"either", Over7, 3 * maxS},
		{"multiple", Win, maxS}, {"multiple", DontCome, maxS},
	} {
		p := ParamsFor("es-1977", map[string]string{SwFieldMax: c.reading})
		if got, ok := p.MaxStake(c.typ, 0, maxS); !ok || got != c.want {
			t.Errorf("%s %s: %d %v, want %d", c.reading, c.typ, got, ok, c.want)
		}
	}
	// Under «either» the larger of the two: with the multiple below the
	// simple maximum (impossible with these payouts) max64 must still pick.
	if max64(3, 5) != 5 || max64(5, 3) != 5 {
		t.Error("max64 does not return the larger")
	}
}

// Multiple chances under «either» veces: the smallest accepted multiple (N
// for 1, i.e. N−1 to 1) sets the largest stake; unknown or odds types have
// no maximum of their own, nor a place bet on 7.
func TestMaxStakeEdges(t *testing.T) {
	const maxS = 100000
	either := ParamsFor("es-1977", map[string]string{SwVeces: "either"})
	if got, ok := either.MaxStake(Horn, 0, maxS); !ok || got != 3*maxS/3 {
		t.Errorf("horn under either: %d %v, want %d", got, ok, 3*maxS/3)
	}
	if got, ok := either.MaxStake(Craps2, 0, maxS); !ok || got != 3*maxS/29 {
		t.Errorf("craps 2 under either: %d %v, want %d", got, ok, 3*maxS/29)
	}
	def := ParamsFor("es-1977", nil)
	for _, c := range []struct {
		typ    string
		number int
	}{{Odds, 4}, {"nope", 0}, {RightBet, 7}, {WrongBet, 3}} {
		if got, ok := def.MaxStake(c.typ, c.number, maxS); ok || got != 0 {
			t.Errorf("%s %d: maximum %d %v, want none", c.typ, c.number, got, ok)
		}
	}
	// A Wrong Bet on 6 is capped at 125% under the Valencian text whatever
	// the 1977 switch says.
	cv := ParamsFor("cv-2003", map[string]string{SwWrongMax68: "eight-only"})
	if got, ok := cv.MaxStake(WrongBet, 6, maxS); !ok || got != maxS*125/100 {
		t.Errorf("cv wrong bet on 6: %d %v", got, ok)
	}
}

// Payouts nobody may judge: odds on 6/8 under cr-odds-68=not-checked, a
// place bet or odds on a number that is no point.
func TestPayoutsNotJudged(t *testing.T) {
	nc := ParamsFor("es-1977", map[string]string{SwOdds68: "not-checked"})
	if got := nc.Payouts(Odds, 0, 6, 6, false); got != nil {
		t.Errorf("odds on 6 not checked: %v", got)
	}
	if got := nc.Payouts(Odds, 0, 5, 5, false); fmt.Sprint(got) != "[3 por 2]" {
		t.Errorf("odds on 5 under not-checked: %v", got)
	}
	def := ParamsFor("es-1977", nil)
	for _, c := range []struct {
		typ    string
		number int
		point  int
		dont   bool
	}{{RightBet, 7, 0, false}, {WrongBet, 2, 0, false}, {Odds, 0, 7, false}} {
		if got := def.Payouts(c.typ, c.number, 7, c.point, c.dont); got != nil {
			t.Errorf("%s %d point %d: %v, want nil", c.typ, c.number, c.point, got)
		}
	}
	if got := def.Payouts("nope", 0, 7, 0, false); got != nil {
		t.Errorf("unknown type: %v", got)
	}
}

// The place bets' and odds' payouts per point, read from the Valencian
// lines that print all of them («2 por 1 si el punto es 4 o 10; 3 por 2 si
// el punto es 5 o 9; …»): each group of four numbers is a ratio and the two
// points it pays on.
func TestPlaceAndOddsPayoutsAsTheirQuotesSpellThem(t *testing.T) {
	p := ParamsFor("cv-2003", nil)
	for _, c := range []struct {
		typ  string
		dont bool
	}{{Odds, false}, {Odds, true}, {RightBet, false}, {WrongBet, false}} {
		_, q := TypeCites(c.typ, c.dont)
		seedtest.Check(t, q)
		ns := seedtest.Numbers(q.Quote)
		if len(ns) < 8 || len(ns)%4 != 0 {
			t.Fatalf("%s: quote «%s» gives %v", c.typ, q.Quote, ns)
		}
		for i := 0; i < len(ns); i += 4 {
			want := fmt.Sprint([]Ratio{{int64(ns[i]), int64(ns[i+1])}})
			for _, point := range ns[i+2 : i+4] {
				var got []Ratio
				if c.typ == Odds {
					got = p.Payouts(Odds, 0, point, point, c.dont)
				} else {
					got = p.Payouts(c.typ, point, point, 0, false)
				}
				if fmt.Sprint(got) != want {
					t.Errorf("%s (dont %v) on %d: %v, quote «%s» says %s", c.typ, c.dont, point, got, q.Quote, want)
				}
			}
		}
	}
}

// The multiple chances pay the «N veces» their quotes spell out, under both
// texts (hard ways: «El doble de 2 y el doble de 5 se pagan siete veces»).
func TestMultiplePayoutsAsTheirQuotesSpellThem(t *testing.T) {
	for _, in := range []string{"es-1977", "cv-2003"} {
		p := ParamsFor(in, map[string]string{SwVeces: "net"})
		for _, c := range []struct {
			typ    string
			number int
		}{{Juego7, 0}, {Juego11, 0}, {AnyCraps, 0}, {Craps2, 0}, {Craps3, 0}, {Craps12, 0}, {Horn, 0}, {HardWay, 4}, {HardWay, 10}} {
			es, cv := TypeCites(c.typ, false)
			q := Cite(in, es, cv)
			num, den, ok := seedtest.Payout(q.Quote)
			want := fmt.Sprint([]Ratio{{num, den}})
			if got := fmt.Sprint(p.Payouts(c.typ, c.number, 0, 0, false)); !ok || got != want {
				t.Errorf("%s %s %d: %s, quote «%s» says %s", in, c.typ, c.number, got, q.Quote, want)
			}
		}
	}
}

// The notation's edges: each die 1 to 6, one digit each side of a dash.
func TestParseThrowEdges(t *testing.T) {
	for s, want := range map[string]string{"1-1": "1-1", "6-6": "6-6", "3-4": "3-4"} {
		if th, err := ParseThrow(s); err != nil || th.String() != want {
			t.Errorf("%q: %v %v", s, th, err)
		}
	}
	for _, s := range []string{"0-1", "1-0", "7-1", "1-7", "34", "3-", "-3", "10-1", "3-4-", "a-b"} {
		if _, err := ParseThrow(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
	if th := (Throw{2, 2}); !th.Hard() || th.Total() != 4 || (Throw{1, 3}).Hard() {
		t.Error("a double is hard, its total the sum")
	}
}

// Selections: points only, hard ways even points only; other types take no
// number.
func TestParseNumberEdges(t *testing.T) {
	for _, c := range []struct {
		typ, sel string
		want     int
		ok       bool
	}{
		{HardWay, "4", 4, true}, {HardWay, "10", 10, true}, {HardWay, "5", 0, false}, {HardWay, "2", 0, false}, {HardWay, "12", 0, false},
		{RightBet, "4", 4, true}, {RightBet, "10", 10, true}, {RightBet, "3", 0, false}, {RightBet, "11", 0, false}, {RightBet, "7", 0, false},
		{WrongBet, "9", 9, true}, {WrongBet, "x", 0, false}, {Win, "anything", 0, true},
	} {
		n, err := ParseNumber(c.typ, c.sel)
		if n != c.want || (err == nil) != c.ok {
			t.Errorf("%s %q: %d %v, want %d ok=%v", c.typ, c.sel, n, err, c.want, c.ok)
		}
	}
	for n := 0; n <= 13; n++ {
		if want := n == 4 || n == 5 || n == 6 || n == 8 || n == 9 || n == 10; IsPoint(n) != want {
			t.Errorf("IsPoint(%d) = %v", n, !want)
		}
	}
}

// A payout's cents: exact when the ratio divides the stake, otherwise the
// cent below and the cent above are both accepted.
func TestRatioOfHalfCent(t *testing.T) {
	for _, c := range []struct {
		r          Ratio
		stake      int64
		lo, hi     int64
		asTextSays string
	}{
		{Ratio{7, 6}, 600, 700, 700, "7 por 6"},
		{Ratio{7, 6}, 601, 701, 702, "7 por 6"},
		{Ratio{1, 2}, 101, 50, 51, "1 por 2"},
		{Ratio{2, 1}, 333, 666, 666, "2 por 1"},
	} {
		lo, hi := c.r.Of(c.stake)
		if lo != c.lo || hi != c.hi || c.r.String() != c.asTextSays {
			t.Errorf("%s of %d: %d..%d, want %d..%d", c.r, c.stake, lo, hi, c.lo, c.hi)
		}
	}
}

// Odds follow their flat bet once it has a point; a flat push or a flat
// decided on the come-out leaves them pending (they were not yet working).
func TestOddsResult(t *testing.T) {
	for _, c := range []struct {
		flat  Result
		point int
		want  Result
	}{{Won, 6, Won}, {Lost, 6, Lost}, {Push, 6, Pending}, {Won, 0, Pending}, {Pending, 4, Pending}} {
		if got := OddsResult(c.flat, c.point); got != c.want {
			t.Errorf("flat %s point %d: %s, want %s", c.flat, c.point, got, c.want)
		}
	}
	if !Line(Come) || Line(Field) || !Dont(DontCome) || Dont(Come) || ClassOf("nope") != Unknown || ClassOf(Odds) != Assoc {
		t.Error("line, dont and class of the bet types")
	}
}

// The Valencian line under the Valencian text, the 1977 line under every
// other (own or reference).
func TestCitePicksTheInstrumentsLine(t *testing.T) {
	es, cv := TypeCites(Field, false)
	for in, want := range map[string]string{"cv-2003": cv.Instrument, "es-1977": es.Instrument, "es-1979": es.Instrument, "cyl-2008": es.Instrument} {
		if got := Cite(in, es, cv); got.Instrument != want {
			t.Errorf("%s: cites %s, want %s", in, got.Instrument, want)
		}
	}
	if BarredCite("cv-2003").Instrument != "cv-2003" || BarredCite("es-1977").Instrument != "es-1977" {
		t.Error("the barred shooter's line of the wrong text")
	}
}

// A wrong selection's message names what the bet type takes.
func TestParseNumberMessages(t *testing.T) {
	for typ, want := range map[string]string{
		HardWay:  `hard-way is on 4, 6, 8 or 10, got "5"`,
		RightBet: `right-bet is on 4, 5, 6, 8, 9 or 10, got "5x"`,
	} {
		sel := "5"
		if typ == RightBet {
			sel = "5x"
		}
		if _, err := ParseNumber(typ, sel); err == nil || err.Error() != want {
			t.Errorf("%s %q: %v, want %q", typ, sel, err, want)
		}
	}
}

// `veedor odds`: one table per text of the region, each with its note, and
// the pass line as the published 244/495 and 1.414%.
func TestFiguresPerRegion(t *testing.T) {
	for region, want := range map[string]struct{ id, note string }{
		"es":  {"es-1977", "1979 Orden"},
		"cyl": {"cyl-2008", "Castilla y León lists craps without its text"},
		"cv":  {"cv-2003", "Where a switch accepts two payouts"},
	} {
		tabs, err := figures(region)
		if err != nil || len(tabs) != 1 {
			t.Fatalf("%s: %d tables, %v", region, len(tabs), err)
		}
		tb := tabs[0]
		if !strings.Contains(tb.Title, want.id) || !strings.Contains(tb.Note, want.note) {
			t.Errorf("%s: title %q, note %q", region, tb.Title, tb.Note)
		}
		if region != "es" && strings.Contains(tb.Note, "1979 Orden") {
			t.Errorf("%s: the 1977 reference note", region)
		}
		if region != "cyl" && strings.Contains(tb.Note, "Castilla y León lists") {
			t.Errorf("%s: the Castilla y León note", region)
		}
		// The national text in force today is the 1979 Orden; the regions'
		// texts need no such note.
		if inForce := strings.Contains(tb.Note, "In force now: es-1979."); inForce != (region == "es") || (region != "es" && strings.Contains(tb.Note, "In force now")) {
			t.Errorf("%s: in-force note in %q", region, tb.Note)
		}
		r := tb.Rows[0]
		if r[0] != Win || r[2] != "244/495 (49.2929%)" || r[5] != "1.4141%" {
			t.Errorf("%s: pass line row %v", region, r)
		}
	}
	if tabs, _ := figures("nowhere"); len(tabs) != 0 {
		t.Error("tables for a region without texts")
	}
}
