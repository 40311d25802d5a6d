// Package logs reads casino session logs (a folder of CSV files or one SQLite
// database, see docs/log-format.md) and hands them on one complete session at
// a time, so memory follows the largest session, not the size of the log.
// Every row read is either part of a session handed on or reported as a
// Reject with its place and reason.
package logs

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// FormatVersion is the version of docs/log-format.md this package reads.
const FormatVersion = 2

// Table names of the log contract.
const (
	TSessions = "sessions"
	TStaff    = "staff"
	TRounds   = "rounds"
	TBets     = "bets"
	TEvents   = "events"
)

// Tables lists the log tables in the order they are documented.
var Tables = []string{TSessions, TStaff, TRounds, TBets, TEvents}

// Pos is where a row came from: a CSV file and its 1-based line (the header
// is line 1), or an SQLite database, table and rowid.
type Pos struct {
	File  string `json:"file"`
	Table string `json:"table"`
	Line  int64  `json:"line"` // CSV line, or SQLite rowid
}

func (p Pos) String() string {
	if p.File == "" {
		return ""
	}
	if strings.HasSuffix(p.File, ".csv") {
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s (%s, rowid %d)", p.File, p.Table, p.Line)
}

// Cents is an amount of money in euro cents. Money is never a float.
type Cents int64

// ParseCents reads a decimal euro amount with at most two decimals
// ("12", "12.5", "12.50"); no sign, no thousands separator, no exponent.
func ParseCents(s string) (Cents, error) { return parseCents(s, '.') }

// parseCents reads an amount whose decimal mark is mark ('.' or ',').
func parseCents(s string, mark byte) (Cents, error) {
	if s == "" {
		return 0, fmt.Errorf("empty amount")
	}
	var w int64
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		w = w*10 + int64(s[i]-'0')
		i++
		if i > 13 {
			return 0, notAmount(s)
		}
	}
	if i == 0 {
		return 0, notAmount(s)
	}
	if i == len(s) {
		return Cents(w * 100), nil
	}
	frac := s[i+1:]
	if s[i] != mark || len(frac) == 0 || len(frac) > 2 || !digits(frac) {
		return 0, notAmount(s)
	}
	f := int64(frac[0]-'0') * 10
	if len(frac) == 2 {
		f += int64(frac[1] - '0')
	}
	return Cents(w*100 + f), nil
}

func notAmount(s string) error {
	return fmt.Errorf("%q is not an amount in euros with at most two decimals", s)
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// String formats as a plain decimal ("1234.50"), the log notation.
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, int64(c)/100, int64(c)%100)
}

// Euro formats for a reader: "1.234,50 €" (es) or "€1,234.50" (en).
func (c Cents) Euro(lang string) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	whole := strconv.FormatInt(int64(c)/100, 10)
	sep, dec := ".", ","
	if lang == "en" {
		sep, dec = ",", "."
	}
	var b strings.Builder
	for i, d := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(d)
	}
	frac := fmt.Sprintf("%02d", int64(c)%100)
	if lang == "en" {
		return sign + "€" + b.String() + dec + frac
	}
	return sign + b.String() + dec + frac + " €"
}

// ParseTime reads an RFC 3339 time with an explicit offset.
func ParseTime(s string) (time.Time, error) {
	if t, ok := parseTimeFast(s); ok {
		return t, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is not an RFC 3339 time with offset (e.g. 2024-03-01T21:05:00+01:00)", s)
	}
	return t, nil
}

// parseTimeFast reads the common form 2006-01-02T15:04:05[.999999999](Z|±07:00)
// as time.Parse(time.RFC3339Nano) does, to the same value and location, in
// a fraction of its time; anything else is left to time.Parse (ok false).
func parseTimeFast(s string) (t time.Time, ok bool) {
	if len(s) < 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' {
		return t, false
	}
	num := func(a, b int) int {
		n := 0
		for i := a; i < b; i++ {
			c := s[i]
			if c < '0' || c > '9' {
				ok = false
				return 0
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	ok = true
	year, month, day := num(0, 4), num(5, 7), num(8, 10)
	hour, min, sec := num(11, 13), num(14, 16), num(17, 19)
	if !ok || month < 1 || month > 12 || day < 1 || hour > 23 || min > 59 || sec > 59 {
		return t, false
	}
	if day > 28 && time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC).Day() != day {
		return t, false // 30 February
	}
	rest := s[19:]
	nsec := 0
	if rest[0] == '.' {
		n := 1
		for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
			n++
		}
		if n == 1 || n > 10 {
			return t, false
		}
		digits := rest[1:n]
		for i := 0; i < 9; i++ {
			nsec *= 10
			if i < len(digits) {
				nsec += int(digits[i] - '0')
			}
		}
		rest = rest[n:]
	}
	switch {
	case rest == "Z":
		return time.Date(year, time.Month(month), day, hour, min, sec, nsec, time.UTC), true
	case len(rest) == 6 && (rest[0] == '+' || rest[0] == '-') && rest[3] == ':':
	default:
		return t, false
	}
	i := 19 + len(s[19:]) - 6
	oh, om := num(i+1, i+3), num(i+4, i+6)
	if !ok || oh > 23 || om > 59 {
		return t, false
	}
	offset := (oh*60 + om) * 60
	if rest[0] == '-' {
		offset = -offset
	}
	t = time.Date(year, time.Month(month), day, hour, min, sec, nsec, time.UTC).Add(-time.Duration(offset) * time.Second)
	// As time.Parse does: the local zone when it has this offset then.
	if _, off := t.In(time.Local).Zone(); off == offset {
		return t.In(time.Local), true
	}
	return t.In(time.FixedZone("", offset)), true
}

// Session is one table session with everything recorded in it. Slices are in
// file order; Rounds are not yet checked for gaps or order (that is the
// audit's data-quality job).
type Session struct {
	Pos           Pos
	ID            string
	Casino        string
	Table         string
	Game          string
	Variant       string
	OpenedAt      time.Time
	ClosedAt      time.Time
	MinBet        Cents
	MaxBet        Cents
	AuthorizedMin Cents // 0 when not given
	Staff         []Staff
	Rounds        []Round
	Bets          []Bet
	Events        []Event
}

// Rows counts the rows of the session per table (the session row included).
func (s *Session) Rows() map[string]int {
	return map[string]int{TSessions: 1, TStaff: len(s.Staff), TRounds: len(s.Rounds), TBets: len(s.Bets), TEvents: len(s.Events)}
}

// Staff is one employee's stint at the table in one role.
type Staff struct {
	Pos      Pos
	Employee string
	Role     string
	OnAt     time.Time
	OffAt    time.Time // zero: until the session closed
}

// Round is one spin, hand or throw.
type Round struct {
	Pos          Pos
	No           int
	At           time.Time
	Dealer       string
	Outcome      string    // game notation, parsed by the game's replay
	WheelDir     string    // roulette: cw | ccw
	BallDir      string    // roulette: cw | ccw
	NoMoreBetsAt time.Time // zero when not recorded
	Status       string    // played | void
	VoidReason   string
	Dealt        string // card games: the cards in the order they left the shoe, when recorded
}

// Void reports whether the round was declared void.
func (r *Round) Void() bool { return r.Status == "void" }

// Bet is one stake and how it was settled.
type Bet struct {
	Pos          Pos
	Round        int
	ID           string
	Seat         string
	Player       string
	Type         string
	Selection    string
	Stake        Cents
	Returned     Cents     // stake handed back at settlement
	Paid         Cents     // winnings paid
	SettledRound int       // round in which it was settled; 0 = its own round
	PlacedAt     time.Time // zero when not recorded
	PaidBy       string
	Hand         string // black-jack: the hand the stake is on ("2", "2.2")
	// Commission is the house's deduction from the winnings (punto y banca's
	// 5% on banca); CommissionRecorded tells 0 from not recorded.
	Commission         Cents
	CommissionRecorded bool
}

// Settled returns the round the bet was settled in.
func (b *Bet) Settled() int {
	if b.SettledRound == 0 {
		return b.Round
	}
	return b.SettledRound
}

// Event is anything else recorded at the table: a limit change, a chip fallen
// into the wheel, a card found face up.
type Event struct {
	Pos      Pos
	At       time.Time
	Round    int // 0 when not tied to a round
	Kind     string
	Detail   string
	Employee string
}

// Reject is a row that could not be used, and why.
type Reject struct {
	Pos      Pos
	Session  string // when known
	Column   string // when one column is at fault
	Reason   string // in English
	ReasonES string // the same in Spanish, for the reports' default language
	// Round is the round_no of a rejected rounds or bets row when it could
	// be read (0 otherwise): a bet on it is then not audited for that reason.
	Round int
}

// Counts are rows read per table.
type Counts map[string]int64
