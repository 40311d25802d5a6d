package logs

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Column indexes of the contract, in the documented column order (the order
// the writers use). session_id is column 0 of every table.
const (
	sessID = iota
	sessCasino
	sessTable
	sessGame
	sessVariant
	sessOpened
	sessClosed
	sessMin
	sessMax
	sessAuthMin
)

const (
	stID = iota
	stEmployee
	stRole
	stOn
	stOff
)

const (
	rdID = iota
	rdNo
	rdAt
	rdDealer
	rdOutcome
	rdWheel
	rdBall
	rdNoMoreBets
	rdStatus
	rdVoidReason
	rdDealt
)

const (
	btID = iota
	btRound
	btBet
	btSeat
	btPlayer
	btType
	btSelection
	btStake
	btReturned
	btPaid
	btSettled
	btPlacedAt
	btPaidBy
	btHand
	btCommission
)

const (
	evID = iota
	evAt
	evRound
	evKind
	evDetail
	evEmployee
)

// column is one column of the contract.
type column struct {
	name     string
	required bool // the column must be present and its value non-empty
	since    int  // the format version that added it
}

// schema lists the columns of each table in the documented order.
var schema = map[string][]column{
	TSessions: {
		{"session_id", true, 1}, {"casino_id", true, 1}, {"table_id", true, 1}, {"game", true, 1},
		{"variant", false, 1}, {"opened_at", true, 1}, {"closed_at", true, 1}, {"min_bet", true, 1},
		{"max_bet", true, 1}, {"authorized_min", false, 1},
	},
	TStaff: {
		{"session_id", true, 1}, {"employee_id", true, 1}, {"role", true, 1}, {"on_at", true, 1},
		{"off_at", false, 1},
	},
	TRounds: {
		{"session_id", true, 1}, {"round_no", true, 1}, {"at", true, 1}, {"dealer_id", false, 1},
		{"outcome", false, 1}, {"wheel_dir", false, 1}, {"ball_dir", false, 1},
		{"no_more_bets_at", false, 1}, {"status", false, 1}, {"void_reason", false, 1},
		{"dealt", false, 2},
	},
	TBets: {
		{"session_id", true, 1}, {"round_no", true, 1}, {"bet_id", true, 1}, {"seat", false, 1},
		{"player_id", false, 1}, {"type", true, 1}, {"selection", false, 1}, {"stake", true, 1},
		{"returned", true, 1}, {"paid", true, 1}, {"settled_round", false, 1},
		{"placed_at", false, 1}, {"paid_by", false, 1}, {"hand", false, 2}, {"commission", false, 2},
	},
	TEvents: {
		{"session_id", true, 1}, {"at", true, 1}, {"round_no", false, 1}, {"kind", true, 1},
		{"detail", false, 1}, {"employee_id", false, 1},
	},
}

// Roles are the staff roles of the contract.
var Roles = []string{"jefe-mesa", "subjefe-mesa", "croupier", "extremo-mesa", "inspector", "cambista", "auxiliar"}

// Round statuses.
const (
	StatusPlayed = "played"
	StatusVoid   = "void"
)

var (
	statuses   = []string{StatusPlayed, StatusVoid}
	directions = []string{"cw", "ccw"}
)

// childTables are the tables whose rows belong to a session, in the order
// they are streamed.
var childTables = []string{TStaff, TRounds, TBets, TEvents}

// columnNames returns the names of a table's columns in documented order.
func columnNames(table string) []string { return versionColumns(table, FormatVersion) }

// versionColumns returns the names of the columns a log of format version v
// has (version 2 only added optional columns at the end of tables).
func versionColumns(table string, v int) []string {
	var names []string
	for _, c := range schema[table] {
		if c.since <= v {
			names = append(names, c.name)
		}
	}
	return names
}

// maxQuoted is how many characters of a bad value a reason quotes.
const maxQuoted = 80

// quote quotes a value for a reason, cut to maxQuoted characters.
func quote(v string) string {
	n := 0
	for i := range v {
		if n == maxQuoted {
			return strconv.Quote(v[:i]) + "..."
		}
		n++
	}
	return strconv.Quote(v)
}

// parser turns one row (values in schema order) into a typed value,
// recording the first problem as a Reject.
type parser struct {
	table string
	cols  []column
	vals  []string
	pos   Pos
	sid   string // the row's session_id, when usable
	rej   *Reject
}

func newParser(table string) *parser {
	cols := schema[table]
	return &parser{table: table, cols: cols, vals: make([]string, len(cols))}
}

// reset prepares the parser for a new row whose values are already in vals.
func (p *parser) reset(pos Pos) {
	p.pos = pos
	p.rej = nil
	p.sid = ""
	if v := p.vals[0]; utf8.ValidString(v) {
		p.sid = v
	}
}

func (p *parser) fail(col, reason string) {
	if p.rej == nil {
		p.rej = &Reject{Pos: p.pos, Session: p.sid, Column: col, Reason: reason}
	}
}

func (p *parser) failf(col int, format string, args ...any) {
	p.fail(p.cols[col].name, fmt.Sprintf(format, args...))
}

// checkUTF8 rejects the row when any of its values is not valid UTF-8; names
// and vals are parallel (for CSV: the header and the whole record).
func (p *parser) checkUTF8(names, vals []string) {
	for i, v := range vals {
		if !utf8.ValidString(v) {
			name := ""
			if i < len(names) {
				name = names[i]
			}
			p.fail(name, "invalid UTF-8 in value "+quote(v))
			return
		}
	}
}

func (p *parser) text(col int) string {
	v := p.vals[col]
	if v == "" && p.cols[col].required {
		p.failf(col, "required value is empty")
	}
	return v
}

func isSlug(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return s != ""
}

func (p *parser) slug(col int) string {
	v := p.text(col)
	if v != "" && !isSlug(v) {
		p.failf(col, "%s is not a slug (lower-case a-z, 0-9 and -)", quote(v))
	}
	return v
}

func (p *parser) oneOf(col int, allowed []string) string {
	v := p.text(col)
	if v == "" {
		return v
	}
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	p.failf(col, "%s is not one of %s", quote(v), strings.Join(allowed, ", "))
	return v
}

func (p *parser) time(col int) time.Time {
	v := p.text(col)
	if v == "" {
		return time.Time{}
	}
	t, err := ParseTime(v)
	if err != nil {
		p.failf(col, "%s is not an RFC 3339 time with offset (e.g. 2024-03-01T21:05:00+01:00)", quote(v))
	}
	return t
}

// money reads an amount; positive demands it be greater than zero.
func (p *parser) money(col int, positive bool) Cents {
	v := p.text(col)
	if v == "" {
		return 0
	}
	c, err := ParseCents(v)
	switch {
	case err != nil:
		p.failf(col, "%s is not an amount in euros with at most two decimals (e.g. 12.50)", quote(v))
	case positive && c == 0:
		p.failf(col, "%s must be greater than zero", quote(v))
	}
	return c
}

// integer reads a round number (base-10 digits, at least 1).
func (p *parser) integer(col int) int {
	v := p.text(col)
	if v == "" {
		return 0
	}
	ok := len(v) <= 9
	n := 0
	for i := 0; i < len(v) && ok; i++ {
		ok = v[i] >= '0' && v[i] <= '9'
		n = n*10 + int(v[i]-'0')
	}
	if !ok || n < 1 {
		p.failf(col, "%s is not an integer >= 1 (base-10 digits)", quote(v))
		return 0
	}
	return n
}

// session parses a sessions row.
func (p *parser) session() *Session {
	s := &Session{
		Pos:           p.pos,
		ID:            p.text(sessID),
		Casino:        p.text(sessCasino),
		Table:         p.text(sessTable),
		Game:          p.slug(sessGame),
		Variant:       p.slug(sessVariant),
		OpenedAt:      p.time(sessOpened),
		ClosedAt:      p.time(sessClosed),
		MinBet:        p.money(sessMin, true),
		MaxBet:        p.money(sessMax, true),
		AuthorizedMin: p.money(sessAuthMin, true),
	}
	if p.rej == nil && s.ClosedAt.Before(s.OpenedAt) {
		p.failf(sessClosed, "%s is before opened_at %s", quote(p.vals[sessClosed]), quote(p.vals[sessOpened]))
	}
	if p.rej == nil && s.MaxBet < s.MinBet {
		p.failf(sessMax, "%s is below min_bet %s", quote(p.vals[sessMax]), quote(p.vals[sessMin]))
	}
	return s
}

// child parses the row of a child table whose values are in p (reset,
// UTF-8 checked) into the value of its table that dst points to (a *Staff,
// *Round, *Bet or *Event); p.rej says what is wrong.
func (p *parser) child(dst any) {
	switch v := dst.(type) {
	case *Staff:
		*v = Staff{
			Pos:      p.pos,
			Employee: p.text(stEmployee),
			Role:     p.oneOf(stRole, Roles),
			OnAt:     p.time(stOn),
			OffAt:    p.time(stOff),
		}
		if p.rej == nil && !v.OffAt.IsZero() && v.OffAt.Before(v.OnAt) {
			p.failf(stOff, "%s is before on_at %s", quote(p.vals[stOff]), quote(p.vals[stOn]))
		}
	case *Round:
		*v = Round{
			Pos:          p.pos,
			No:           p.integer(rdNo),
			At:           p.time(rdAt),
			Dealer:       p.text(rdDealer),
			Outcome:      p.text(rdOutcome),
			WheelDir:     p.oneOf(rdWheel, directions),
			BallDir:      p.oneOf(rdBall, directions),
			NoMoreBetsAt: p.time(rdNoMoreBets),
			Status:       p.oneOf(rdStatus, statuses),
			VoidReason:   p.text(rdVoidReason),
			Dealt:        p.text(rdDealt),
		}
		if v.Status == "" {
			v.Status = StatusPlayed
		}
		if p.rej == nil && v.Status == StatusPlayed && v.Outcome == "" {
			p.failf(rdOutcome, "required value is empty (a played round must have its outcome)")
		}
	case *Bet:
		*v = Bet{
			Pos:          p.pos,
			Round:        p.integer(btRound),
			ID:           p.text(btBet),
			Seat:         p.text(btSeat),
			Player:       p.text(btPlayer),
			Type:         p.slug(btType),
			Selection:    p.text(btSelection),
			Stake:        p.money(btStake, true),
			Returned:     p.money(btReturned, false),
			Paid:         p.money(btPaid, false),
			SettledRound: p.integer(btSettled),
			PlacedAt:     p.time(btPlacedAt),
			PaidBy:       p.text(btPaidBy),
			Hand:         p.text(btHand),
		}
		if p.vals[btCommission] != "" {
			v.Commission, v.CommissionRecorded = p.money(btCommission, false), true
		}
		if p.rej == nil && v.SettledRound != 0 && v.SettledRound < v.Round {
			p.failf(btSettled, "%s is before round_no %s", quote(p.vals[btSettled]), quote(p.vals[btRound]))
		}
	case *Event:
		*v = Event{
			Pos:      p.pos,
			At:       p.time(evAt),
			Round:    p.integer(evRound),
			Kind:     p.slug(evKind),
			Detail:   p.text(evDetail),
			Employee: p.text(evEmployee),
		}
	}
}

// sessionRef is what a child row's session_id leads to: a session being
// built, or the reason the row cannot belong to one.
type sessionRef struct {
	sess   *Session
	reason string
}

// collector holds what every Source keeps: counts, notices, inputs and the
// reject callback of the running Each.
type collector struct {
	counts  Counts
	notices []string
	inputs  []InputFile
	reject  func(Reject)
}

func (c *collector) Read() Counts {
	out := Counts{}
	for _, t := range Tables {
		out[t] = c.counts[t]
	}
	return out
}

func (c *collector) Notices() []string { return append([]string(nil), c.notices...) }

func (c *collector) Inputs() []InputFile { return append([]InputFile(nil), c.inputs...) }

func (c *collector) start(reject func(Reject)) {
	c.counts = Counts{}
	c.reject = reject
	if c.reject == nil {
		c.reject = func(Reject) {}
	}
}
