package craps

import "github.com/veedor/veedor/rules"

// Params are the craps rules of one instrument under a set of readings,
// looked up once per session. The 1977 and Valencian texts share every
// number except where a switch says otherwise.
type Params struct {
	Instrument string
	Valencian  bool
	// Big6 are the totals accepted as Big 6's winning number (cr-big6).
	Big6 []int
	// Veces are the offsets accepted on «N veces» payouts: 0 for N to 1,
	// -1 for N for 1 (cr-veces).
	Veces []int64
	// Juego7 are the multiples accepted on Juego de 7 (cv-cr-juego7).
	Juego7 []int64
	// Odds68 is false when the 1977 Win odds on 6 and 8 are not judged.
	Odds68 bool
	// DontOdds68 are the Don't odds accepted on 6 and 8 (cr-dont-odds-68).
	DontOdds68 []Ratio
	// WrongMax6: a Wrong Bet on 6 is capped at 125% (cr-wrong-max-68).
	WrongMax6 bool
	// Contract are the bet types that may not be withdrawn or reduced.
	Contract map[string]bool
	// PassOnComeOut7: "must", "may" or "never" pass the dice on a come-out 7.
	PassOnComeOut7 string
	// ComePointOnly: Come and Don't Come only with a point on.
	ComePointOnly bool
	// OddsMaxPlayer: Win and Come odds up to the player's working simple bets.
	OddsMaxPlayer bool
	// FieldMax: "simple", "multiple" or "either" for Field, Big 6/8, Under/Over 7.
	FieldMax string
	// Place8: place bets on 8 are allowed.
	Place8 bool
	// Bar12 are the accepted fates of a Don't bet on a come-out 12: handed
	// back (false) or left on the layout (true) (cr-bar-12).
	Bar12 []bool
	// ShooterBetEveryComeOut: the shooter's own line bet is required at every
	// come-out, not only when his turn begins (cr-shooter-bet).
	ShooterBetEveryComeOut bool
}

// ParamsFor returns the parameters of instrument under the readings s.
func ParamsFor(instrument string, s rules.Settings) Params {
	p := Params{Instrument: instrument, Valencian: instrument == rules.CV2003, Big6: []int{6}, Veces: []int64{0},
		Juego7: []int64{4}, Odds68: true, DontOdds68: []Ratio{{5, 6}}, WrongMax6: true,
		Contract: map[string]bool{Win: true}, PassOnComeOut7: "may", FieldMax: s[SwFieldMax], Place8: true,
		OddsMaxPlayer: s.Is(SwOddsMax, "player-simple"), ComePointOnly: s.Is(SwComeTiming, "point-on"), Bar12: []bool{false, true},
		ShooterBetEveryComeOut: s.Is(SwShooterBet, "every-come-out")}
	switch s[SwBar12] {
	case "returned":
		p.Bar12 = []bool{false}
	case "stays":
		p.Bar12 = []bool{true}
	}
	switch s[SwVeces] {
	case "for-one":
		p.Veces = []int64{-1}
	case "either":
		p.Veces = []int64{0, -1}
	}
	switch s[SwDicePass] {
	case "seven-out":
		p.PassOnComeOut7 = "never"
	case "any-losing-seven":
		p.PassOnComeOut7 = "must"
	}
	if p.Valencian {
		switch s[SwCVJuego7] {
		case "fifteen":
			p.Juego7 = []int64{15}
		case "either":
			p.Juego7 = []int64{4, 15}
		}
		p.Place8 = !s.Is(SwCVPlace8, "literal")
		return p
	}
	// The 1977 text (own, or standing in for 1979 and Castilla y León).
	switch s[SwBig6] {
	case "eight":
		p.Big6 = []int{8}
	case "either":
		p.Big6 = []int{6, 8}
	}
	p.Odds68 = !s.Is(SwOdds68, "not-checked")
	switch s[SwDontOdds68] {
	case "two-for-six":
		p.DontOdds68 = []Ratio{{2, 6}}
	case "either":
		p.DontOdds68 = []Ratio{{5, 6}, {2, 6}}
	}
	p.WrongMax6 = s.Is(SwWrongMax68, "six-and-eight")
	switch s[SwContract] {
	case "literal":
		p.Contract[DontCome] = true
	case "come":
		p.Contract[Come] = true
	}
	return p
}

// veces are the «N veces» multiples of the multiple chances.
func (p Params) veces(typ string, number int) []int64 {
	switch typ {
	case HardWay:
		if number == 4 || number == 10 {
			return []int64{7}
		}
		return []int64{9}
	case Juego7:
		return p.Juego7
	case Juego11, Craps3:
		return []int64{15}
	case AnyCraps:
		return []int64{7}
	case Craps2, Craps12:
		return []int64{30}
	case Horn:
		return []int64{4}
	}
	return nil
}

// Payouts returns the payouts accepted for a won bet: typ on number (hard
// way, place bet) or, for odds, on point and side; total is the deciding
// throw's. Nil means the payment is not judged.
func (p Params) Payouts(typ string, number, total, point int, dont bool) []Ratio {
	switch ClassOf(typ) {
	case Simple:
		if typ == Field && (total == 2 || total == 12) {
			return double
		}
		return even
	case Multiple:
		var out []Ratio
		for _, n := range p.veces(typ, number) {
			for _, d := range p.Veces {
				out = append(out, Ratio{n + d, 1})
			}
		}
		return out
	case Assoc:
		if dont {
			switch i := placeIndex(point); i {
			case 0, 1:
				return dontOdds[i : i+1]
			}
			return p.DontOdds68
		}
		switch i := placeIndex(point); i {
		case 0, 1, 2:
			if i == 2 && !p.Odds68 {
				return nil
			}
			return rightOdds[i : i+1]
		}
		return nil
	case Place:
		i := placeIndex(number)
		if i < 0 {
			return nil
		}
		if typ == WrongBet {
			return wrongPays[i : i+1]
		}
		return rightPays[i : i+1]
	}
	return nil
}

// Place bets by pair of numbers (4 and 10, 5 and 9, 6 and 8): payouts
// (L241–L242, CV L2219–L2221) and maxima in % of the simple maximum
// (L249–L250, CV L2235–L2237).
var (
	even      = []Ratio{{1, 1}}
	double    = []Ratio{{2, 1}}
	rightOdds = []Ratio{{2, 1}, {3, 2}, {6, 5}} // L236, CV L2171
	dontOdds  = []Ratio{{1, 2}, {2, 3}}         // L237, CV L2173 (6 and 8: cr-dont-odds-68)
	rightPays = []Ratio{{9, 5}, {7, 5}, {7, 6}}
	wrongPays = []Ratio{{5, 11}, {5, 8}, {4, 5}}
	rightPct  = []int64{100, 100, 120}
	wrongPct  = []int64{220, 160, 125}
)

// placeIndex is 0 for 4 and 10, 1 for 5 and 9, 2 for 6 and 8, -1 otherwise.
func placeIndex(n int) int {
	switch n {
	case 4, 10:
		return 0
	case 5, 9:
		return 1
	case 6, 8:
		return 2
	}
	return -1
}

// MaxStake is the most a bet of typ on number may stake with the simple
// maximum maxS (cents); ok is false where the text sets no maximum. Odds are
// bounded by their flat bet: see OddsMax.
func (p Params) MaxStake(typ string, number int, maxS int64) (max int64, ok bool) {
	switch ClassOf(typ) {
	case Simple:
		if Line(typ) {
			return maxS, true
		}
		top := int64(1) // the best payout of the bet, for the multiple rule
		if typ == Field {
			top = 2
		}
		mult := 3 * maxS / top
		switch p.FieldMax {
		case "multiple":
			return mult, true
		case "either":
			return max64(maxS, mult), true
		}
		return maxS, true
	case Multiple:
		// The possible win may reach three times the simple maximum's: the
		// smallest accepted multiple allows the largest stake.
		least := int64(0)
		for _, r := range p.Payouts(typ, number, 0, 0, false) {
			if least == 0 || r.Win < least {
				least = r.Win
			}
		}
		if least <= 0 {
			return 0, false
		}
		return 3 * maxS / least, true
	case Place:
		i := placeIndex(number)
		if i < 0 {
			return 0, false
		}
		if typ == RightBet {
			return maxS * rightPct[i] / 100, true
		}
		if number == 6 && !p.Valencian && !p.WrongMax6 {
			return 0, false // «para 8 y 8»: no maximum of its own for 6
		}
		return maxS * wrongPct[i] / 100, true
	}
	return 0, false
}

// OddsMax is the most odds on point may stake on base (the flat stake, or
// the player's working simple bets for Win and Come odds under cr-odds-max).
func OddsMax(point int, dont bool, base int64) int64 {
	if !dont {
		return base
	}
	switch point {
	case 4, 10:
		return base * 2
	case 5, 9:
		return base * 150 / 100
	}
	return base * 120 / 100
}

func max64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}
