package puntobanca

import "github.com/veedor/veedor/rules"

// Table variants (sessions.variant): the standard table, and the reduced
// tables of Castilla y León and Valencia.
const (
	Standard = ""
	Mini     = "mini"
	Midi     = "midi"
)

// Crew is the minimum crew on duty by staff role. AnyOneOf, when set, is
// the Castilla y León reading where any one of the jefe and the croupiers
// may be exempted: their sum must reach it, croupiers still counted apart.
type Crew struct {
	Jefe, Croupiers, Cambista int
	AnyOneOf                  int
}

// Params are the punto y banca rules of one instrument under a set of
// readings: what the replay checks, looked up once per session.
type Params struct {
	Instrument string
	Decks      []int // deck counts the text allows
	TieBet     bool  // the text has a tie bet at 8 to 1
	TieCapPct  int   // tie bets at most this % of the table maximum (0: no cap)
	// MaxRatios are the allowed maximum/minimum ratios when the text lists
	// them (50 or 100); otherwise the ratio lies in [MaxRatioLo, MaxRatioHi].
	MaxRatios              []int
	MaxRatioLo, MaxRatioHi int
	Reduced                bool // the text has mini and midi tables
	// StandingForbidden: standing players may not bet at all (1977);
	// StandingReduced: not on reduced tables (Castilla y León).
	StandingForbidden, StandingReduced bool
	// Seats is the most seated players per variant (0: the text sets none).
	Seats map[string]int
	Crews map[string]Crew
	// JefeTables is how many tables of a variant one jefe may cover at once.
	JefeTables map[string]int
	// Reference texts: the rules resting on the Valencian tableau and, in
	// Castilla y León, on the 1977 text, are marked by the engine.
}

// For returns the parameters of instrument under the readings in assume;
// false for an instrument without punto y banca.
func For(instrument string, assume rules.Settings) (*Params, bool) {
	p := &Params{Instrument: instrument, MaxRatios: []int{50, 100}, Seats: map[string]int{}, JefeTables: map[string]int{Standard: 1}}
	switch instrument {
	case rules.ES1977:
		p.Decks = []int{8}
		p.StandingForbidden = true
		p.Crews = map[string]Crew{Standard: {Jefe: 1, Croupiers: 2, Cambista: 1}}
	case rules.ES1979:
		for _, d := range DecksFor(instrument, assume) {
			p.Decks = append(p.Decks, d.N)
		}
		switch assume[Sw1979Text] {
		case "1977":
			p.StandingForbidden = true
			p.Crews = map[string]Crew{Standard: {Jefe: 1, Croupiers: 2, Cambista: 1}}
		default:
			p.Crews = map[string]Crew{Standard: {Jefe: 1, Croupiers: 2}}
		}
	case rules.ES1984:
		p.Decks = []int{6}
		p.Crews = map[string]Crew{Standard: {Jefe: 1, Croupiers: 2}}
	case rules.CyL2008:
		p.Decks = []int{6}
		p.TieBet, p.TieCapPct = true, 10
		p.MaxRatios, p.MaxRatioLo, p.MaxRatioHi = nil, 20, 100
		p.Reduced, p.StandingReduced = true, true
		p.Seats = map[string]int{Mini: 7, Midi: 9}
		std := Crew{Jefe: 1, Croupiers: 2}
		if assume[SwCyLCrewExemption] == "any-one" {
			std = Crew{Croupiers: 2, AnyOneOf: 3}
		}
		p.Crews = map[string]Crew{Standard: std, Mini: {Jefe: 1, Croupiers: 1}, Midi: {Jefe: 1, Croupiers: 1}}
		p.JefeTables = map[string]int{Standard: 1, Mini: 4, Midi: 3}
	case rules.CV2003:
		p.Decks = []int{6}
		p.TieBet = true
		p.Reduced = true
		p.Seats = map[string]int{Standard: 14, Mini: 7, Midi: 9}
		p.Crews = map[string]Crew{Standard: {Jefe: 1, Croupiers: 2}, Mini: {Jefe: 1, Croupiers: 1}, Midi: {Jefe: 1, Croupiers: 1}}
		p.JefeTables = map[string]int{Standard: 1, Mini: 4, Midi: 3}
		if assume[SwCVReducedSeats] == "seven" {
			// The Valencian text: seven seats on every reduced table, so
			// every reduced table is of the 7-player modality (L1129:
			// four tables to a jefe).
			p.Seats[Midi] = 7
			p.JefeTables[Midi] = 4
		}
	default:
		return nil, false
	}
	return p, true
}

// MaxAllowed reports whether max is a table maximum the text allows for min.
func (p *Params) MaxAllowed(min, max int64) bool {
	if min <= 0 {
		return false
	}
	if len(p.MaxRatios) > 0 {
		for _, k := range p.MaxRatios {
			if max == int64(k)*min {
				return true
			}
		}
		return false
	}
	return max >= int64(p.MaxRatioLo)*min && max <= int64(p.MaxRatioHi)*min
}

// DecksAllowed reports whether a shoe of n decks is one the text allows.
func (p *Params) DecksAllowed(n int) bool {
	for _, d := range p.Decks {
		if d == n {
			return true
		}
	}
	return false
}

// BurnCounts is how many cards leave the shoe in the burn when the first
// card turned over has value v (TenValue): the turned card and v more, or v
// in all, per the switch pb-burn-count.
func BurnCounts(v int, assume rules.Settings) []int {
	switch assume[SwBurnCount] {
	case "value-in-all":
		return []int{v}
	case "either":
		return []int{v + 1, v}
	default:
		return []int{v + 1}
	}
}

// Commission returns the deductions acceptable on a winning banca stake
// (in cents) under the switches, and the one the default rounding gives
// (to report as expected): 5% of the stake (or of stake and win), truncated,
// rounded half up, or anything within a cent of the exact amount.
func Commission(stake int64, assume rules.Settings) (expected int64, ok func(int64) bool) {
	e, lo, hi := DeductionsFor(assume).Of(stake)
	return e, func(c int64) bool { return lo <= c && c <= hi }
}

// Deductions is Commission's two readings, looked up once (the replay
// settles every winning banca bet with them).
type Deductions struct{ base, rounding string }

// DeductionsFor reads the commission switches in assume.
func DeductionsFor(assume rules.Settings) Deductions {
	return Deductions{assume[SwCommissionBase], assume[SwCommissionRounding]}
}

// Of is Commission without the function (it allocates none): the
// acceptable deductions on a winning banca stake are lo to hi.
func (d Deductions) Of(stake int64) (expected, lo, hi int64) {
	base := stake
	if d.base == "stake-and-win" {
		base = 2 * stake
	}
	// exact = base·5/100 = base/20 cents.
	down := base / 20
	rem := base % 20
	switch d.rounding {
	case "half-up":
		e := down
		if 2*rem >= 20 {
			e++
		}
		return e, e, e
	case "within-cent":
		up := down
		if rem > 0 {
			up++
		}
		return down, down, up
	default:
		return down, down, down
	}
}
