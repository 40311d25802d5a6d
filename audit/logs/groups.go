package logs

import "slices"

// rowGroup is a run of consecutive rows of one child table with the same
// session_id, read and parsed by the goroutine that reads the table: the
// goroutine building sessions then attaches a whole run at once (its rows
// arrive as the session's slice, sized once, never copied as it grows).
type rowGroup struct {
	id   string // session_id as written
	sid  string // session_id as a reject names it (empty when not UTF-8)
	idx  int    // CSV: the valid session it belongs to, or -1
	key  string // SQLite: the key of the merge
	rows int64  // rows in the run, whatever became of them
	skip int64  // CSV: rows of other windows skipped in or just before the run (window.go)

	rejs []Reject // rows rejected whatever their session (syntax, UTF-8, ...)
	bads []Reject // rows whose values do not parse: rejected, for this reason if the session is valid

	staff  []Staff
	rounds []Round
	bets   []Bet
	events []Event
}

// groupBatch is what a reading goroutine hands on at once: runs of rows,
// then, when the table has ended, the error that ended it (io.EOF).
type groupBatch struct {
	groups []*rowGroup
	rows   int
	err    error
}

// batchRows is about how many rows a batch carries (a run is never split);
// a variable so that tests can cut batches anywhere.
var batchRows = 512

// grouper builds the runs of one table: rows are parsed into scratch
// slices, copied once into slices of the run's exact size when it ends; or,
// when the run is the first of a session whose rows are counted (CSV pass
// 1), straight into a slice made for all of them, handed over whole.
type grouper struct {
	table  string
	g      *rowGroup
	staff  []Staff
	rounds []Round
	bets   []Bet
	events []Event
	// idOK: the run's session_id passed the identifier check (every row
	// of a run has the same one: it is checked once).
	idOK bool
	// sameID: the row add is given has the session_id of the row before
	// it, which was added to this run (a hint of the CSV reader's; false:
	// not known).
	sameID bool
	// sized: the slice being filled is the session's own (made by start
	// for its rows), handed over by finish, not copied; scratch is then
	// kept aside in keep until the next run.
	sized bool
	keep  struct {
		staff  []Staff
		rounds []Round
		bets   []Bet
		events []Event
	}
}

// start begins a run.
func (gb *grouper) start(id, sid string, idx int, key string) {
	gb.startSized(id, sid, idx, key, 0)
}

// startSized begins a run whose session has rows rows in this table when
// rows > 1 (0: unknown, or not its first run): they are parsed into a slice
// of that capacity, which becomes the session's, so that they are neither
// copied at the end of the run nor as later runs of the session come.
func (gb *grouper) startSized(id, sid string, idx int, key string, rows int) {
	gb.g = &rowGroup{id: id, sid: sid, idx: idx, key: key}
	gb.idOK = false
	if gb.sized {
		gb.staff, gb.rounds, gb.bets, gb.events = gb.keep.staff, gb.keep.rounds, gb.keep.bets, gb.keep.events
		gb.keep.staff, gb.keep.rounds, gb.keep.bets, gb.keep.events = nil, nil, nil, nil
		gb.sized = false
	}
	gb.staff, gb.rounds, gb.bets, gb.events = gb.staff[:0], gb.rounds[:0], gb.bets[:0], gb.events[:0]
	if rows <= 1 {
		return
	}
	gb.sized = true
	gb.keep.staff, gb.keep.rounds, gb.keep.bets, gb.keep.events = gb.staff, gb.rounds, gb.bets, gb.events
	switch gb.table {
	case TStaff:
		gb.staff = make([]Staff, 0, rows)
	case TRounds:
		gb.rounds = roundPool.get(rows)
	case TBets:
		gb.bets = betPool.get(rows)
	case TEvents:
		gb.events = make([]Event, 0, rows)
	}
}

// add parses the row whose values are in p (reset, UTF-8 checked) into
// the run. A row is rejected whatever its session when it is not valid
// UTF-8 or has no session_id; otherwise its values are parsed in place.
func (gb *grouper) add(p *parser) {
	g := gb.g
	g.rows++
	if p.rej == nil && !(gb.idOK && (gb.sameID || p.val(0) == g.id)) {
		p.ident(0)
		gb.idOK = p.rej == nil && p.val(0) == g.id
	}
	if p.rej != nil {
		g.rejs = append(g.rejs, *p.rej)
		return
	}
	switch gb.table {
	case TStaff:
		if v := p.staff(); p.rej == nil {
			gb.staff = append(gb.staff, v)
		}
	case TRounds:
		if v := p.round(); p.rej == nil {
			gb.rounds = append(gb.rounds, v)
		}
	case TBets:
		n := len(gb.bets)
		// The slot is taken as it is (a scratch slice's may hold an
		// earlier bet): betFast writes every field; only betInto's
		// general reading wants it zero. Zeroing 232 bytes a bet showed.
		gb.bets = slices.Grow(gb.bets, 1)[:n+1]
		if v := &gb.bets[n]; !p.betFast(v) {
			*v = Bet{}
			p.betInto(v)
		}
		if p.rej != nil {
			gb.bets[n] = Bet{} // as it was: no row of a reject kept alive
			gb.bets = gb.bets[:n]
		}
	case TEvents:
		if v := p.event(); p.rej == nil {
			gb.events = append(gb.events, v)
		}
	}
	if p.rej != nil {
		g.bads = append(g.bads, *p.rej)
	}
}

// addSyntax adds a row rejected for its syntax (a run of its own).
func (gb *grouper) addSyntax(rej Reject) {
	gb.g.rows++
	gb.g.rejs = append(gb.g.rejs, rej)
}

// finish ends the run and returns it.
func (gb *grouper) finish() *rowGroup {
	g := gb.g
	gb.g = nil
	if gb.sized {
		// The session's own slice: handed over (empty: rows rejected).
		if len(gb.staff) > 0 {
			g.staff = gb.staff
		}
		if len(gb.rounds) > 0 {
			g.rounds = gb.rounds
		}
		if len(gb.bets) > 0 {
			g.bets = gb.bets
		}
		if len(gb.events) > 0 {
			g.events = gb.events
		}
		gb.staff, gb.rounds, gb.bets, gb.events = nil, nil, nil, nil
		return g
	}
	if len(gb.staff) > 0 {
		g.staff = slices.Clone(gb.staff)
	}
	if len(gb.rounds) > 0 {
		g.rounds = slices.Clone(gb.rounds)
	}
	if len(gb.bets) > 0 {
		g.bets = slices.Clone(gb.bets)
	}
	if len(gb.events) > 0 {
		g.events = slices.Clone(gb.events)
	}
	// Scratch grown for a huge session is not kept for the next ones.
	const keep = 1 << 14
	if cap(gb.bets) > keep || cap(gb.rounds) > keep || cap(gb.staff) > keep || cap(gb.events) > keep {
		gb.staff, gb.rounds, gb.bets, gb.events = nil, nil, nil, nil
	}
	return g
}

// attachGroup attaches a run of rows of table to its session (ref), or
// rejects them: a row rejected for itself keeps its reason; the others are
// rejected for their session when it is not valid, else for their values
// when they do not parse.
func (c *collector) attachGroup(table string, g *rowGroup, ref sessionRef) {
	c.counts[table] += g.rows
	for _, r := range g.rejs {
		c.reject(r)
	}
	s := ref.sess
	if s == nil {
		bySession := func(pos Pos, round int) {
			c.reject(ref.reason.reject(pos, g.sid, "session_id", round))
		}
		for _, r := range g.bads {
			bySession(r.Pos, r.Round)
		}
		for i := range g.staff {
			bySession(g.staff[i].Pos, 0)
		}
		for i := range g.rounds {
			bySession(g.rounds[i].Pos, g.rounds[i].No)
		}
		for i := range g.bets {
			bySession(g.bets[i].Pos, g.bets[i].Round)
		}
		for i := range g.events {
			bySession(g.events[i].Pos, 0)
		}
		return
	}
	for _, r := range g.bads {
		c.reject(r)
	}
	s.Staff = appendRun(s.Staff, g.staff)
	s.Rounds = appendRun(s.Rounds, g.rounds)
	s.Bets = appendRun(s.Bets, g.bets)
	s.Events = appendRun(s.Events, g.events)
}

// appendRun appends a run to a session's rows: the run itself when the
// session has none yet.
func appendRun[T any](to, run []T) []T {
	if len(to) == 0 && cap(to) < len(run) {
		return run
	}
	return append(to, run...)
}
