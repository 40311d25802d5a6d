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
	// A CSV child row is read in place (cut true, set by cutFrom): the
	// value of column col is rec[bounds[2*col]:bounds[2*col+1]], and vals
	// is not filled, which spares a string store (and its write barrier)
	// per column and row. bounds is an array, so that a value is found
	// without bounds checks.
	cut    bool
	rec    string
	bounds [2 * maxSchemaCols]int32
	rej    *Reject
	caps   []int // per column, the most bytes a value may hold
	// decimal is the decimal mark of amounts: '.' (the contract), or ','
	// in a file of the Spanish spreadsheet dialect.
	decimal byte
	times   timeCache
}

func newParser(table string) *parser {
	cols := schema[table]
	caps := make([]int, len(cols))
	for j, c := range cols {
		caps[j] = valueCap(c.name)
	}
	return &parser{table: table, cols: cols, vals: make([]string, len(cols)), caps: caps, decimal: '.'}
}

// val is the row's value of column col.
func (p *parser) val(col int) string {
	if !p.cut {
		return p.vals[col]
	}
	// col is below maxSchemaCols (TestSchemaFitsParser): the modulo
	// changes nothing but spares the two bounds checks.
	i := uint(col) % maxSchemaCols
	return p.rec[p.bounds[2*i]:p.bounds[2*i+1]]
}

// maxSchemaCols is the most columns a table of the contract has.
const maxSchemaCols = 16

// cutFrom makes the row's values those of record rec, the value of column
// col being rec[bounds[2*col]:bounds[2*col+1]].
func (p *parser) cutFrom(rec string, bounds []int32) {
	p.cut, p.rec = true, rec
	if len(bounds) == len(p.bounds) {
		p.bounds = [2 * maxSchemaCols]int32(bounds) // copied inline, not by a call
	} else {
		copy(p.bounds[:], bounds)
	}
}

// setVals makes the row's values those in vals (to be filled).
func (p *parser) setVals() { p.cut = false }

// reset prepares the parser for a new row whose values are already in vals
// (or cut).
func (p *parser) reset(pos Pos) {
	p.pos = pos
	p.resetLine(pos.Line, false)
}

// resetLine is reset for a row at line of the file and table p.pos names
// already (their strings are not stored again for every row), whose
// values are all known to be valid UTF-8 when valid is true (false: not
// known).
func (p *parser) resetLine(line int64, valid bool) {
	p.pos.Line = line
	p.rej = nil
	if v := p.val(0); valid || utf8.ValidString(v) {
		p.sid = v
	} else {
		p.sid = ""
	}
}

// msg is a reason in English and Spanish (reports are Spanish by default).
type msg struct{ en, es string }

// msgf formats both languages with the same arguments.
func msgf(en, es string, args ...any) msg {
	return msg{fmt.Sprintf(en, args...), fmt.Sprintf(es, args...)}
}

// reject makes the Reject of a row with this reason.
func (m msg) reject(pos Pos, session, col string, round int) Reject {
	return Reject{Pos: pos, Session: session, Column: col, Reason: m.en, ReasonES: m.es, Round: round}
}

func (p *parser) fail(col string, m msg) {
	if p.rej == nil {
		r := m.reject(p.pos, p.sid, col, 0)
		if p.table == TRounds || p.table == TBets {
			r.Round = roundNo(p.val(1)) // round_no is column 1 of both
		}
		p.rej = &r
	}
}

func (p *parser) failf(col int, en, es string, args ...any) {
	p.fail(p.cols[col].name, msgf(en, es, args...))
}

// roundNo reads a round_no for a Reject: its value when valid, else 0.
func roundNo(v string) int {
	if len(v) == 0 || len(v) > 9 {
		return 0
	}
	n := 0
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return 0
		}
		n = n*10 + int(v[i]-'0')
	}
	return n
}

// utf8Invalid is the reason for a value that is not valid UTF-8.
func utf8Invalid(v string) msg {
	return msgf("invalid UTF-8 in value %s", "UTF-8 no válido en el valor %s", quote(v))
}

// emptyRequired is the reason for a required value left empty.
var emptyRequired = msg{"required value is empty", "falta un valor obligatorio"}

// checkUTF8 rejects the row when any of its values is not valid UTF-8; names
// and vals are parallel (for CSV: the header and the whole record).
func (p *parser) checkUTF8(names, vals []string) {
	for i, v := range vals {
		if !utf8.ValidString(v) {
			name := ""
			if i < len(names) {
				name = names[i]
			}
			p.fail(name, utf8Invalid(v))
			return
		}
	}
}

// text reads a value, rejecting it empty when its column is required. The
// typed readers below take a value with val and leave only an empty one to
// text: one call less per value.
func (p *parser) text(col int) string {
	v := p.val(col)
	if v == "" && p.cols[col].required {
		p.missing(col)
	}
	return v
}

// missing rejects the row for its required column col left empty (apart
// from text, so that text, called for every value, is inlined).
//
//go:noinline
func (p *parser) missing(col int) { p.fail(p.cols[col].name, emptyRequired) }

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
	v := p.val(col)
	if v == "" {
		return p.text(col)
	}
	if !isSlug(v) {
		p.failf(col, "%s is not a slug (lower-case a-z, 0-9 and -)", "%s no es un nombre en minúsculas (a-z, 0-9 y -)", quote(v))
	}
	return v
}

func (p *parser) oneOf(col int, allowed []string) string {
	v := p.val(col)
	if v == "" {
		return p.text(col)
	}
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	p.failf(col, "%s is not one of %s", "%s no es ninguno de %s", quote(v), strings.Join(allowed, ", "))
	return v
}

func (p *parser) time(col int) time.Time {
	v := p.val(col)
	if v == "" {
		p.text(col)
		return time.Time{}
	}
	if t, ok := p.times.get(v); ok {
		return t
	}
	t, err := ParseTime(v)
	if err != nil {
		p.failf(col, "%s is not an RFC 3339 time with offset (e.g. 2024-03-01T21:05:00+01:00)",
			"%s no es una hora RFC 3339 con su desfase horario (p. ej. 2024-03-01T21:05:00+01:00)", quote(v))
		return t
	}
	p.times.put(v, t)
	return t
}

// timeCache keeps the hour of the last time read in the common form
// 2006-01-02T15:04:05±07:00: a log's times come in order, and a time of
// the same hour and offset is that hour plus its minutes and seconds,
// without parsing the date again or looking up the zone.
type timeCache struct {
	// The hour's time as written, s[0:14] up to the hour ("2024-03-01T21:")
	// and s[19:25] its offset ("+01:00"), held as the little-endian words
	// of s[0:8], s[6:14] and s[17:25] (the last without its first two
	// bytes, the seconds): compared in three steps, not two calls.
	head0, head1, tail uint64
	ok                 bool // an hour is kept
	// The hour's 00:00 as ParseTime reads it: its Unix time and zone (a
	// time made of them is the one Add would make, without its steps).
	unix int64
	loc  *time.Location
}

// word is the little-endian word of s[i:i+8] (one load).
func word(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// commonSeconds returns the seconds into its hour of a time written in the
// common form, ok false when s is not in it.
func commonSeconds(s string) (int, bool) {
	if len(s) != 25 || s[13] != ':' || s[16] != ':' || (s[19] != '+' && s[19] != '-') || s[22] != ':' ||
		s[14] < '0' || s[14] > '5' || s[15] < '0' || s[15] > '9' ||
		s[17] < '0' || s[17] > '5' || s[18] < '0' || s[18] > '9' {
		return 0, false
	}
	return (int(s[14]-'0')*10+int(s[15]-'0'))*60 + int(s[17]-'0')*10 + int(s[18]-'0'), true
}

func (c *timeCache) get(s string) (time.Time, bool) {
	// The kept hour's s[13], s[19] and s[22] passed commonSeconds: equal
	// words leave the minutes and seconds to check.
	if len(s) != 25 || !c.ok || word(s, 0) != c.head0 || word(s, 6) != c.head1 || word(s, 17)>>16 != c.tail ||
		s[16] != ':' || s[14] < '0' || s[14] > '5' || s[15] < '0' || s[15] > '9' ||
		s[17] < '0' || s[17] > '5' || s[18] < '0' || s[18] > '9' {
		return time.Time{}, false
	}
	sec := (int(s[14]-'0')*10+int(s[15]-'0'))*60 + int(s[17]-'0')*10 + int(s[18]-'0')
	return time.Unix(c.unix+int64(sec), 0).In(c.loc), true
}

// put remembers the hour of s (read as t), when every second of that hour
// is read in the same zone (ParseTime gives the local zone only when its
// offset is the time's): the local zone does not change within the hour.
func (c *timeCache) put(s string, t time.Time) {
	sec, ok := commonSeconds(s)
	if !ok {
		return
	}
	base := t.Add(-time.Duration(sec) * time.Second)
	c.ok = false
	if _, end := base.In(time.Local).ZoneBounds(); !end.IsZero() && end.Before(base.Add(time.Hour)) {
		return // the local zone changes within the hour (as at Lord Howe, on the half hour)
	}
	c.head0, c.head1, c.tail, c.ok = word(s, 0), word(s, 6), word(s, 17)>>16, true
	c.unix, c.loc = base.Unix(), base.Location()
}

// money reads an amount; positive demands it be greater than zero.
func (p *parser) money(col int, positive bool) Cents {
	v := p.val(col)
	if v == "" {
		p.text(col)
		return 0
	}
	c, ok := commonCents(v, p.decimal)
	var err error
	if !ok {
		c, err = parseCents(v, p.decimal)
	}
	switch {
	case err != nil:
		p.fail(p.cols[col].name, notAmountReason(v, p.decimal))
	case positive && c == 0:
		p.failf(col, "%s must be greater than zero", "%s debe ser mayor que cero", quote(v))
	}
	return c
}

// commonCents reads an amount in the form logs write it, 1 to 13 digits,
// the decimal mark and two digits ("12.50"), as parseCents does but in one
// short loop; ok false for any other form, which parseCents then reads.
func commonCents(v string, mark byte) (c Cents, ok bool) {
	n := len(v)
	if n < 4 || n > 16 || v[n-3] != mark {
		return 0, false
	}
	var w int64
	for i := 0; i < n-3; i++ {
		d := v[i] - '0'
		if d > 9 {
			return 0, false
		}
		w = w*10 + int64(d)
	}
	d1, d2 := v[n-2]-'0', v[n-1]-'0'
	if d1 > 9 || d2 > 9 {
		return 0, false
	}
	return Cents(w*100 + int64(d1)*10 + int64(d2)), true
}

// notAmountReason says why v is not an amount in a file whose decimal
// mark is mark, naming the usual causes (a currency sign, a thousands
// separator, the other decimal mark) when it sees them.
func notAmountReason(v string, mark byte) msg {
	ex := "12.50"
	if mark == ',' {
		ex = "12,50"
	}
	m := msgf("%s is not an amount in euros with at most two decimals (e.g. %s)",
		"%s no es un importe en euros con dos decimales como máximo (p. ej. %s)", quote(v), ex)
	other := byte(',')
	if mark == ',' {
		other = '.'
	}
	var why msg
	switch {
	case strings.Contains(v, "€") || strings.Contains(strings.ToUpper(v), "EUR"):
		why = msg{"it has a currency sign; amounts are plain numbers in euros", "lleva símbolo de moneda; los importes son números sin más, en euros"}
	case strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+"):
		why = msg{"it has a sign", "lleva signo"}
	case strings.IndexByte(v, '.') >= 0 && strings.IndexByte(v, ',') >= 0:
		why = msg{"it has a thousands separator", "lleva separador de millares"}
	case strings.IndexByte(v, other) >= 0:
		why = msgf("it uses %q as decimal mark, and this file's decimal mark is %q", "usa %q como separador decimal, y el de este fichero es %q", string(other), string(mark))
	default:
		return m
	}
	return msg{m.en + ": " + why.en, m.es + ": " + why.es}
}

// integer reads a round number (base-10 digits, at least 1).
func (p *parser) integer(col int) int {
	v := p.val(col)
	if v == "" {
		p.text(col)
		return 0
	}
	ok := len(v) <= 9
	n := 0
	for i := 0; i < len(v) && ok; i++ {
		ok = v[i] >= '0' && v[i] <= '9'
		n = n*10 + int(v[i]-'0')
	}
	if !ok || n < 1 {
		p.failf(col, "%s is not an integer >= 1 (base-10 digits)", "%s no es un entero >= 1 (dígitos en base 10)", quote(v))
		return 0
	}
	return n
}

// session parses a sessions row.
func (p *parser) session() *Session {
	s := &Session{
		Pos:           p.pos,
		ID:            p.ident(sessID),
		Casino:        p.ident(sessCasino),
		Table:         p.ident(sessTable),
		Game:          p.slug(sessGame),
		Variant:       p.slug(sessVariant),
		OpenedAt:      p.time(sessOpened),
		ClosedAt:      p.time(sessClosed),
		MinBet:        p.money(sessMin, true),
		MaxBet:        p.money(sessMax, true),
		AuthorizedMin: p.money(sessAuthMin, true),
	}
	if p.rej == nil && s.ClosedAt.Before(s.OpenedAt) {
		p.failf(sessClosed, "%s is before opened_at %s", "%s es anterior a opened_at %s", quote(p.val(sessClosed)), quote(p.val(sessOpened)))
	}
	if p.rej == nil && s.MaxBet < s.MinBet {
		p.failf(sessMax, "%s is below min_bet %s", "%s es menor que min_bet %s", quote(p.val(sessMax)), quote(p.val(sessMin)))
	}
	return s
}

// The child tables' rows: each parses the row whose values are in p
// (reset, UTF-8 checked) into a value of its table; p.rej says what is
// wrong. They return the value, which the caller appends when it is good
// (no zeroed slot written over).

func (p *parser) staff() Staff {
	v := Staff{
		Pos:      p.pos,
		Employee: p.ident(stEmployee),
		Role:     p.oneOf(stRole, Roles),
		OnAt:     p.time(stOn),
		OffAt:    p.time(stOff),
	}
	if p.rej == nil && !v.OffAt.IsZero() && v.OffAt.Before(v.OnAt) {
		p.failf(stOff, "%s is before on_at %s", "%s es anterior a on_at %s", quote(p.val(stOff)), quote(p.val(stOn)))
	}
	return v
}

func (p *parser) round() Round {
	v := Round{
		Pos:          p.pos,
		No:           p.integer(rdNo),
		At:           p.time(rdAt),
		Dealer:       p.ident(rdDealer),
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
		p.failf(rdOutcome, "required value is empty (a played round must have its outcome)",
			"falta un valor obligatorio (una jugada realizada debe tener su resultado)")
	}
	return v
}

func (p *parser) bet() Bet {
	var v Bet
	p.betInto(&v)
	return v
}

// betInto parses the row into *v, a zero Bet: the grouper parses straight
// into the run's slice, sparing a copy of every bet (232 bytes).
func (p *parser) betInto(v *Bet) {
	if p.betFast(v) {
		return
	}
	v.Pos = p.pos
	v.Round = p.integer(btRound)
	v.ID = p.ident(btBet)
	v.Seat = p.ident(btSeat)
	v.Player = p.ident(btPlayer)
	v.Type = p.slug(btType)
	v.Selection = p.text(btSelection)
	v.Stake = p.money(btStake, true)
	v.Returned = p.money(btReturned, false)
	v.Paid = p.money(btPaid, false)
	v.SettledRound = p.integer(btSettled)
	v.PlacedAt = p.time(btPlacedAt)
	v.PaidBy = p.ident(btPaidBy)
	v.Hand = p.ident(btHand)
	if p.val(btCommission) != "" {
		v.Commission, v.CommissionRecorded = p.money(btCommission, false), true
	}
	if p.rej == nil && v.SettledRound != 0 && v.SettledRound < v.Round {
		p.failf(btSettled, "%s is before round_no %s", "%s es anterior a round_no %s", quote(p.val(btSettled)), quote(p.val(btRound)))
	}
}

func (p *parser) event() Event {
	return Event{
		Pos:      p.pos,
		At:       p.time(evAt),
		Round:    p.integer(evRound),
		Kind:     p.slug(evKind),
		Detail:   p.text(evDetail),
		Employee: p.ident(evEmployee),
	}
}

// sessionRef is what a child row's session_id leads to: a session being
// built, or the reason the row cannot belong to one.
type sessionRef struct {
	sess   *Session
	reason msg
}

// notInSessions is the reason for a row whose session_id no sessions row has.
func notInSessions(id, where string) msg {
	return msgf("session_id %s is not in %s", "el session_id %s no está en %s", quote(id), where)
}

// sessionRejected is the reason for a row of a session whose row is rejected.
func sessionRejected(id string, at Pos) msg {
	return msgf("session %s is rejected (%s)", "la sesión %s está rechazada (%s)", quote(id), at)
}

// fieldCount is the reason for a CSV row with the wrong number of fields.
func fieldCount(got, want int) msg {
	return msgf("row has %d fields, the header has %d", "la fila tiene %d campos y la cabecera %d", got, want)
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
