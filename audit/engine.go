// Package audit replays session logs against the Catálogo: it picks the
// instrument in force for each session, hands the session to its game's
// replay, and gathers findings and the reconciliation of rows. Game replays
// live in sub-packages (audit/roulette, ...) and register themselves.
package audit

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/spill"
	"github.com/veedor/veedor/rules"
)

// Game is the replay of one family of games.
type Game interface {
	// Games lists the game slugs it audits.
	Games() []string
	// Audit replays one session under ctx.Instrument and reports through ctx.
	Audit(ctx *Context, s *logs.Session)
	// Finish runs checks that span sessions (a jefe covering several tables)
	// over the staff of every audited session of its games.
	Finish(ctx *CrossContext, sessions []*StaffedSession)
}

var games = map[string]Game{}

// Register makes a game replay available to Run.
func Register(g Game) {
	for _, slug := range g.Games() {
		games[slug] = g
	}
}

// CrossCheck is a check over the staff of sessions of several games at once
// (a jefe de mesa supervising tables of different card games). It sees the
// staff rows each game keeps for its own Finish (StaffFilter).
type CrossCheck interface {
	// Games lists the game slugs whose sessions it reads.
	Games() []string
	Finish(ctx *CrossContext, sessions []*StaffedSession)
}

var crossChecks []CrossCheck

// RegisterCross makes a check across games available to Run; checks run in
// the order registered, after every game's Finish.
func RegisterCross(c CrossCheck) { crossChecks = append(crossChecks, c) }

// Supported lists the game slugs with a replay.
func Supported() []string {
	var out []string
	for g := range games {
		out = append(out, g)
	}
	sort.Strings(out)
	return out
}

// Options set up an audit.
type Options struct {
	Region      string
	Assume      rules.Settings
	Version     string
	GeneratedAt time.Time
	// Workers is how many sessions are replayed at once (0: one per core,
	// runtime.GOMAXPROCS). The result does not depend on it.
	Workers int
	// MemoryBudget is the heap, in bytes, the audit keeps the collector
	// within while what it must keep (the result) is smaller (0: 200 MiB;
	// negative: leave the collector alone). See governMemory.
	MemoryBudget int64
	// Log is the whole log when the source audited is a selection of it (a
	// period, or the sessions not audited yet): an empty log is judged on
	// it, so a selection that leaves every session out is no empty log.
	Log logs.Source
	// SpillDir is where findings go when they do not fit in memory ("" is
	// the system's temporary folder; never the log's folder), and
	// FindingsInMemory the bytes of encoded findings kept in memory before
	// they do (0: spill.DefaultBudget). See Result.EachFinding.
	SpillDir         string
	FindingsInMemory int
	// Observer, when set, is shown every session audited and not rejected
	// as the audit reads it (the statistical audit: the log is read once).
	Observer Observer
}

// Observer is shown every session the audit audited and did not reject, in
// the order the log hands them on, one at a time, after the session's
// audit and with its rows: it must not keep them (they go back to the
// reader afterwards). Drop forgets every session shown: the read was
// dropped and the log is read again (a log found not grouped, see Run).
type Observer interface {
	Observe(s *logs.Session)
	Drop()
}

// Context is what a replay sees of one session: the law in force, the
// readings chosen, and where to report. Each session has its own Context;
// sessions are replayed concurrently, each by one goroutine.
type Context struct {
	Instrument *rules.Instrument
	Assume     rules.Settings
	Session    *logs.Session
	out        *sessionOut
	dealers    map[int]string // round number → dealer, built on first use
}

// Audited records the work done, for the summary.
func (c *Context) Audited(rounds, bets int, handle logs.Cents) {
	c.out.sum.Rounds, c.out.sum.Bets, c.out.sum.Handle = rounds, bets, handle
}

// Reject marks a row of the session as unusable; the replay must also report
// a data-quality finding saying why.
func (c *Context) Reject(table string) { c.out.rejected[tableIndex(table)]++ }

// Report files a finding for rule, filling in what the session and the rule
// already say. It returns false, and files nothing, when the rule has no
// basis under the session's instrument for its game (or rests on a reference
// text the user switched off).
func (c *Context) Report(f Finding) bool {
	s := c.Session
	f.Casino, f.Table, f.Session, f.Game = s.Casino, s.Table, s.ID, s.Game
	if f.Round != 0 && f.Dealer == "" {
		if c.dealers == nil {
			c.dealers = make(map[int]string, len(s.Rounds))
			for _, r := range s.Rounds {
				c.dealers[r.No] = r.Dealer
			}
		}
		f.Dealer = c.dealers[f.Round]
	}
	if f.At.IsZero() {
		f.At = s.OpenedAt
	}
	if !fill(&f, c.Instrument, s.Game, c.Assume) {
		return false
	}
	c.out.findings = append(c.out.findings, f)
	c.out.sum.Findings++
	return true
}

// CrossContext reports findings that span sessions.
type CrossContext struct{ run *run }

// Report files a finding about session s (see Context.Report).
func (c *CrossContext) Report(s *StaffedSession, f Finding) bool {
	f.Casino, f.Table, f.Session, f.Game = s.Casino, s.Table, s.ID, s.Game
	if f.At.IsZero() {
		f.At = s.OpenedAt
	}
	if !fill(&f, s.Instrument, s.Game, s.Assume) {
		return false
	}
	c.run.add(&f, &sessionKey{s.Casino, s.Table, s.ID, s.OpenedAt}, phaseFinish)
	return true
}

// StaffedSession is what cross-session checks keep of a session: its header,
// limits and staff, never its rounds or bets (memory stays small). The staff
// rows are kept compact (Staff, StaffAt; set with SetStaff).
type StaffedSession struct {
	ID, Casino, Table, Game, Variant string
	OpenedAt, ClosedAt               time.Time
	Instrument                       *rules.Instrument
	Assume                           rules.Settings
	// MinBet and AuthorizedMin are the session's (authorized_min 0: not
	// recorded); MinChanges the changes of the table minimum its replay
	// applied (Context.MinChanged), in order.
	MinBet, AuthorizedMin logs.Cents
	MinChanges            []MinChange
	// Kept is what the game's replay kept of the session for its Finish
	// (Context.KeepForFinish); nil if nothing.
	Kept   any
	stints []stint
	names  *names
}

// KeepForFinish keeps v with the session's StaffedSession, for the game's
// Finish to read as Kept: what a check across sessions needs of a session
// beyond its staff (craps' dice), held by the run that audits it and
// dropped with it, so no game keeps state of its own between Audit and
// Finish. v must not point into the session's rows.
func (c *Context) KeepForFinish(v any) { c.out.kept = v }

// MinChange is a change of a table's minimum during its session.
type MinChange struct {
	At  time.Time
	Min logs.Cents
}

// MinChanged records, for cross-session checks, that the table minimum
// became min at t (a limit change the replay applied).
func (c *Context) MinChanged(t time.Time, min logs.Cents) {
	c.out.minChanges = append(c.out.minChanges, MinChange{At: t, Min: min})
}

// StaffFilter may be implemented by a Game whose Finish reads only some staff
// rows (roulette: the jefes de mesa). The engine then keeps only the rows it
// accepts for Finish, so what is held across sessions stays small.
type StaffFilter interface {
	CrossStaff(st *logs.Staff) bool
}

// tableIndex is the index of a log table in logs.Tables.
func tableIndex(t string) int {
	for i, x := range logs.Tables {
		if x == t {
			return i
		}
	}
	panic("audit: unknown table " + t) // a programming error, caught by tests
}

// sessionOut is everything the audit of one session produced; sessions are
// audited concurrently and their outputs merged in the order the log handed
// them on, so the result does not depend on the number of workers.
type sessionOut struct {
	sum        SessionSummary
	findings   []Finding
	rows       [5]int64 // rows of the session per table, in logs.Tables order
	rejected   [5]int64 // of which rejected by the replay
	game       Game
	in         *rules.Instrument
	staffed    *StaffedSession
	staff      []logs.Staff   // the rows staffed keeps, made compact by merge
	dealt      map[string]int // dealer → rounds dealt (played)
	minChanges []MinChange
	kept       any      // Context.KeepForFinish's value
	noRounds   *Finding // DQ-NO-ROUNDS, filed at the end if the log has rounds at all
	// observed is the session, kept for Options.Observer until merged
	// (nil without one).
	observed *logs.Session
	err      error // an internal error (a panic in a replay)
}

type run struct {
	opt Options
	// recycle hands a session's rows back to the reader once audited
	// (logs.Recycler), or does nothing: nothing in a sessionOut points
	// into them (see KeepForFinish).
	recycle func(*logs.Session)
	res     *Result
	used    map[string]*rules.Instrument
	counts  map[string]*TableCount
	dealt   map[[2]string]int // (casino, dealer) → rounds audited
	staffed map[Game][]*StaffedSession
	games   []Game // the keys of staffed in the order first seen
	// Every finding goes, encoded, into sorter as it is filed, with its key
	// in the report's order; the sorter keeps them in memory up to a budget
	// and spills sorted runs to a temporary file beyond it.
	sorter  *spill.Sorter
	codec   findingCodec
	key     []byte
	totals  Totals                   // of the findings filed, as they are filed
	reasons map[[2]string]rules.Text // DQ-SESSION details by casino and session
	addErr  error                    // the first error writing findings
	// Rows rejected by the reader: their findings and counts, kept apart
	// because the reader runs concurrently with the merge of sessions.
	rejectFindings findingStore
	readerRejected map[string]int64
	intern         map[string]string // casino, table, game, variant, dealer strings kept across sessions
	names          *names            // employees, roles and files of the stints kept across sessions
	// Sessions without a round, and their index in res.Sessions: reported
	// one by one only when the log has rounds at all (a log without any is
	// unusable as a whole, said once in Result.Unusable).
	noRounds   []Finding
	noRoundsAt []int
	// Round rows the reader rejected, by session and round_no, until their
	// session is handed on: its bets are then not audited, said once per
	// round (followOn). Touched by the reading goroutine only.
	lost map[string]map[int]logs.Pos
}

// fill completes a finding from its rule; false when the rule does not apply.
func fill(f *Finding, in *rules.Instrument, game string, assume rules.Settings) bool {
	rule, ok := rules.Lookup(f.Rule)
	if !ok {
		panic("audit: finding for unregistered rule " + f.Rule) // a programming error, caught by tests
	}
	f.Kind, f.Severity, f.Title = rule.Kind, rule.Severity, rule.Title
	if in != nil {
		f.Instrument = in.ID
	}
	if rule.Kind == rules.DataQuality {
		return true
	}
	basis, ok := rule.BasisFor(in.ID, game)
	if !ok || !rule.ForGame(game) {
		return false
	}
	if f.Cite.Seed == "" && len(basis.Cites) > 0 {
		f.Cite = basis.Cites[0]
	}
	if f.Cite.Instrument != in.ID {
		f.Reference = true
		f.ReferenceNote = basis.Note
		if in.Region == rules.RegionCyL && assume.Is("cyl-reference", "off") {
			return false
		}
	}
	return true
}

func (r *run) count(table string) *TableCount {
	c, ok := r.counts[table]
	if !ok {
		c = &TableCount{Table: table}
		r.counts[table] = c
	}
	return c
}

// Run audits every session of src. Sessions are replayed by opt.Workers
// goroutines while the log is read; the result is the same whatever their
// number. A source that can read a log grouped by session in one pass
// (logs.OnePass) is asked to: when the log turns out not to be, everything
// of that attempt is dropped and the log is audited again in two passes.
func Run(src logs.Source, opt Options) (*Result, error) {
	if one, ok := src.(logs.OnePass); ok {
		res, err := runOnce(src, one.EachOnePass, opt)
		if !errors.Is(err, logs.ErrNotGrouped) {
			return res, err
		}
		if opt.Observer != nil {
			opt.Observer.Drop()
		}
	}
	return runOnce(src, src.Each, opt)
}

// eachFunc is logs.Source's Each, or logs.OnePass's EachOnePass.
type eachFunc = func(func(*logs.Session) error, func(logs.Reject)) error

// runOnce is one attempt at Run, which reads src with each.
func runOnce(src logs.Source, each eachFunc, opt Options) (*Result, error) {
	if opt.Assume == nil {
		opt.Assume = rules.Defaults()
	}
	r := &run{opt: opt, recycle: func(*logs.Session) {}, used: map[string]*rules.Instrument{}, counts: map[string]*TableCount{}, dealt: map[[2]string]int{},
		staffed: map[Game][]*StaffedSession{}, readerRejected: map[string]int64{}, intern: map[string]string{}, names: &names{}, lost: map[string]map[int]logs.Pos{}}
	r.res = &Result{Version: opt.Version, LogFormat: logs.FormatVersion, Region: opt.Region, GeneratedAt: opt.GeneratedAt}
	r.sorter = spill.NewSorter(opt.SpillDir, opt.FindingsInMemory)
	r.totals = Totals{BySeverity: map[rules.Severity]int{}, ByRule: map[string]int{}}
	r.reasons = map[[2]string]rules.Text{}
	done := false
	defer func() {
		if !done {
			r.sorter.Abort() // nothing left on disk after an error
		}
	}()
	for _, t := range logs.Tables {
		r.count(t)
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	defer governMemory(opt.MemoryBudget)()
	var err error
	if rc, ok := src.(logs.Recycler); ok {
		r.recycle = rc.Recycle
	}
	if workers == 1 {
		err = each(func(s *logs.Session) error {
			out := r.audit(s, r.takeLost(s.ID))
			if out.err != nil {
				r.recycle(s)
				return out.err
			}
			r.merge(out)
			r.observe(s, out)
			return nil
		}, r.rejected)
	} else {
		err = r.parallel(each, workers)
	}
	if err != nil {
		return nil, err
	}
	for t, n := range r.readerRejected {
		r.count(t).Rejected += n
	}
	for _, g := range r.games {
		g.Finish(&CrossContext{run: r}, r.staffed[g])
	}
	for _, c := range crossChecks {
		want := map[string]bool{}
		for _, slug := range c.Games() {
			want[slug] = true
		}
		var sessions []*StaffedSession
		for _, g := range r.games {
			for _, s := range r.staffed[g] {
				if want[s.Game] {
					sessions = append(sessions, s)
				}
			}
		}
		c.Finish(&CrossContext{run: r}, sessions)
	}
	read := src.Read()
	for t, n := range read {
		r.count(t).Read = n
	}
	whole := read
	if opt.Log != nil {
		whole = opt.Log.Read()
	}
	if whole[logs.TRounds] > 0 {
		for k, i := range r.noRoundsAt {
			s := &r.res.Sessions[i]
			s.Findings++
			r.add(&r.noRounds[k], &sessionKey{s.Casino, s.Table, s.ID, s.OpenedAt}, phaseNoRounds)
		}
	}
	r.noRounds, r.noRoundsAt = nil, nil
	if err := r.finish(src); err != nil {
		return nil, err
	}
	audited := 0
	for i := range r.res.Sessions {
		if !r.res.Sessions[i].Rejected {
			audited++
		}
	}
	r.res.Unusable = emptyLog(whole, read, audited)
	done = true
	return r.res, nil
}

// emptyLog says what makes a log unusable as a whole though it was read
// without error: no session at all, no session that could be audited, no
// round, or rounds without a single bet. log counts the rows of the whole
// log, read those of the sessions selected, audited the sessions audited.
func emptyLog(log, read logs.Counts, audited int) []rules.Text {
	var out []rules.Text
	total := int64(0)
	for _, t := range logs.Tables {
		total += log[t]
	}
	switch {
	case total == 0:
		out = append(out, rules.Text{
			ES: "El registro está vacío: ninguna de sus tablas (sessions, staff, rounds, bets, events) tiene filas. No hay nada que auditar.",
			EN: "The log is empty: none of its tables (sessions, staff, rounds, bets, events) has a row. There is nothing to audit."})
	case log[logs.TSessions] == 0:
		out = append(out, rules.Text{
			ES: "La tabla sessions no tiene filas: ninguna sesión que auditar (las filas de las demás tablas se rechazan).",
			EN: "Table sessions has no rows: no session to audit (the rows of the other tables are rejected)."})
	case read[logs.TSessions] > 0 && audited == 0:
		out = append(out, rules.Text{
			ES: fmt.Sprintf("No se pudo auditar ninguna de las %d sesiones leídas: todas se rechazaron (ver la calidad de los datos).", read[logs.TSessions]),
			EN: fmt.Sprintf("None of the %d sessions read could be audited: all were rejected (see data quality).", read[logs.TSessions])})
	}
	if total == 0 || log[logs.TSessions] == 0 {
		return out
	}
	if log[logs.TRounds] == 0 {
		out = append(out, rules.Text{
			ES: "La tabla rounds no tiene filas: ninguna sesión tiene jugadas que auditar.",
			EN: "Table rounds has no rows: no session has a round to audit."})
	} else if log[logs.TBets] == 0 {
		out = append(out, rules.Text{
			ES: fmt.Sprintf("La tabla bets no tiene filas aunque hay %d jugadas: sin apuestas no se puede comprobar ninguna liquidación ni límite.", log[logs.TRounds]),
			EN: fmt.Sprintf("Table bets has no rows though there are %d rounds: without bets no settlement or limit can be checked.", log[logs.TRounds])})
	}
	return out
}

// defaultBudget is the heap an audit aims at while its result is small.
const defaultBudget = 200 << 20

var governor struct {
	sync.Mutex
	runs      int
	stop      chan struct{}
	prevLimit int64
	prevGC    int
}

// governMemory tunes the garbage collector for an audit, and returns the
// function that puts it back. Reading and replaying a log makes garbage at
// a high rate while what must be kept (the sessions' summaries, the
// findings) grows slowly: the collector runs at GOGC=200 (a third as often
// as by default) but within a soft limit of the budget, or of 1.25 times
// the live heap once the result outgrows the budget (a log with very many
// findings), re-read every 100 ms. GOGC and GOMEMLIMIT set in the
// environment are left as they are; a negative budget leaves everything.
func governMemory(budget int64) func() {
	if budget < 0 {
		return func() {}
	}
	if budget == 0 {
		budget = defaultBudget
	}
	g := &governor
	g.Lock()
	defer g.Unlock()
	g.runs++
	if g.runs > 1 {
		return releaseGovernor
	}
	g.prevGC, g.prevLimit = -2, -2
	if os.Getenv("GOGC") == "" {
		g.prevGC = debug.SetGCPercent(200)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		g.prevLimit = debug.SetMemoryLimit(-1)
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		set := func() {
			metrics.Read(sample)
			live := int64(0)
			if sample[0].Value.Kind() == metrics.KindUint64 {
				live = int64(sample[0].Value.Uint64())
			}
			debug.SetMemoryLimit(max(budget, live+live/4))
		}
		set()
		stop := make(chan struct{})
		g.stop = stop
		go func() {
			t := time.NewTicker(100 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-stop:
					return
				case <-t.C:
					set()
				}
			}
		}()
	}
	return releaseGovernor
}

// GovernMemory is governMemory for a stage after Run that reads the
// result back (the statistical audit's report): the collector settings of
// the audit, so that a result kept near the budget is not let to double
// at the default GOGC once Run has returned. It returns the function that
// puts them back.
func GovernMemory(budget int64) func() { return governMemory(budget) }

func releaseGovernor() {
	g := &governor
	g.Lock()
	defer g.Unlock()
	if g.runs--; g.runs > 0 {
		return
	}
	if g.stop != nil {
		close(g.stop)
		g.stop = nil
	}
	if g.prevGC != -2 {
		debug.SetGCPercent(g.prevGC)
	}
	if g.prevLimit != -2 {
		debug.SetMemoryLimit(g.prevLimit)
	}
}

// reject accounts for a row the reader could not use.
func (r *run) reject(rj logs.Reject) {
	r.readerRejected[rj.Pos.Table]++
	es := rj.ReasonES
	if es == "" {
		es = rj.Reason // a Source that gives no Spanish
	}
	detail := rules.Text{ES: "Fila rechazada: " + es, EN: "Row rejected: " + rj.Reason}
	r.rejectFindings.add(&Finding{Rule: DQRow, Kind: rules.DataQuality, Severity: rules.Medium, Title: mustRule(DQRow).Title,
		Session: rj.Session, Detail: detail, Recorded: rules.Text{ES: es, EN: rj.Reason}, Source: rj.Pos, Column: rj.Column})
}

// rejected takes a row the reader rejected: its finding, and, for a round
// row, what the bets on it need to know. The reader passes a session's
// rejects before the session (Source.Each).
func (r *run) rejected(rj logs.Reject) {
	r.reject(rj)
	if rj.Pos.Table != logs.TRounds || rj.Round <= 0 || rj.Session == "" {
		return
	}
	m := r.lost[rj.Session]
	if m == nil {
		m = map[int]logs.Pos{}
		r.lost[rj.Session] = m
	}
	if _, seen := m[rj.Round]; !seen {
		m[rj.Round] = rj.Pos
	}
}

// takeLost hands on, and forgets, the rejected round rows of a session.
func (r *run) takeLost(session string) map[int]logs.Pos {
	m := r.lost[session]
	if m != nil {
		delete(r.lost, session)
	}
	return m
}

// inFlight is how many sessions, per worker, may be read ahead of the
// merge: it bounds the memory of the sessions handed on but not yet merged.
const inFlight = 4

// parallel reads the log with each in this goroutine, replays sessions on
// workers and merges their outputs in the order they were read.
func (r *run) parallel(each eachFunc, workers int) error {
	type job struct {
		seq  int
		s    *logs.Session
		lost map[int]logs.Pos
	}
	type done struct {
		seq int
		out *sessionOut
	}
	jobs := make(chan job, workers)
	results := make(chan done, workers)
	window := make(chan struct{}, inFlight*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				out := r.audit(j.s, j.lost)
				if r.opt.Observer == nil {
					r.recycle(j.s)
				} else {
					out.observed = j.s // shown, then recycled, in order by the merge
				}
				results <- done{j.seq, out}
			}
		}()
	}
	var failed atomic.Pointer[error]
	merged := make(chan struct{})
	go func() {
		defer close(merged)
		pending := map[int]*sessionOut{}
		next := 0
		for d := range results {
			pending[d.seq] = d.out
			for {
				out, ok := pending[next]
				if !ok {
					break
				}
				delete(pending, next)
				next++
				<-window
				if out.err != nil {
					failed.CompareAndSwap(nil, &out.err)
					continue
				}
				if failed.Load() == nil {
					r.merge(out)
					if out.observed != nil {
						r.observe(out.observed, out)
					}
				}
			}
		}
	}()
	seq := 0
	err := each(func(s *logs.Session) error {
		if e := failed.Load(); e != nil {
			return *e
		}
		window <- struct{}{}
		jobs <- job{seq, s, r.takeLost(s.ID)}
		seq++
		return nil
	}, r.rejected)
	close(jobs)
	wg.Wait()
	close(results)
	<-merged
	if e := failed.Load(); e != nil {
		return *e
	}
	return err
}

func mustRule(id string) *rules.Rule {
	rule, _ := rules.Lookup(id)
	return rule
}

// audit replays one session; it touches nothing shared but read-only data,
// so sessions can be audited concurrently.
func (r *run) audit(s *logs.Session, lost map[int]logs.Pos) (out *sessionOut) {
	out = &sessionOut{sum: SessionSummary{ID: s.ID, Casino: s.Casino, Table: s.Table, Game: s.Game, Variant: s.Variant,
		OpenedAt: s.OpenedAt, ClosedAt: s.ClosedAt, MinBet: s.MinBet, MaxBet: s.MaxBet}}
	out.rows = [5]int64{1, int64(len(s.Staff)), int64(len(s.Rounds)), int64(len(s.Bets)), int64(len(s.Events))}
	defer func() {
		if p := recover(); p != nil {
			out.err = fmt.Errorf("internal error auditing session %q (%s): %v (please report this with the log)\n%s", s.ID, s.Pos, p, debug.Stack())
		}
	}()
	reject := func(es, en string) {
		out.sum.Rejected, out.sum.Reason = true, en
		out.rejected = out.rows
		out.findings = append(out.findings, Finding{Rule: DQSession, Kind: rules.DataQuality, Severity: rules.High, Title: mustRule(DQSession).Title,
			Casino: s.Casino, Table: s.Table, Session: s.ID, Game: s.Game, At: s.OpenedAt,
			Detail: rules.Text{ES: es, EN: en}, Recorded: rules.Text{ES: s.Game, EN: s.Game}, Source: s.Pos, Column: "game"})
	}
	g, ok := games[s.Game]
	if !ok {
		reject(fmt.Sprintf("Juego %q desconocido o no auditado por esta versión (auditados: %s); sus filas se rechazan.", s.Game, strings.Join(Supported(), ", ")),
			fmt.Sprintf("Game %q unknown or not audited by this version (audited: %s); its rows are rejected.", s.Game, strings.Join(Supported(), ", ")))
		return out
	}
	in, err := rules.InForce(r.opt.Region, s.Game, s.OpenedAt)
	if err != nil {
		reject(fmt.Sprintf("Ningún texto del Catálogo de la región %s que regule %s estaba en vigor el %s (o no está disponible); sus filas se rechazan.", r.opt.Region, s.Game, s.OpenedAt.Format("2006-01-02")),
			err.Error()+"; its rows are rejected")
		return out
	}
	out.in, out.game = in, g
	ctx := &Context{Instrument: in, Assume: r.opt.Assume, Session: s, out: out}
	ctx.followOn(lost)
	g.Audit(ctx, s)
	ctx.sessionChecks()
	if len(s.Rounds) == 0 {
		why := Textf("La sesión no tiene ninguna jugada registrada: no hay juego que auditar en ella.",
			"The session has no round recorded: there is no play to audit in it.")
		if len(lost) > 0 {
			why = Textf("Se rechazaron todas las jugadas de la sesión (%d): no queda juego que auditar en ella.",
				"Every round of the session was rejected (%d): no play is left to audit in it.", len(lost))
		}
		f := Finding{Rule: DQNoRounds, Casino: s.Casino, Table: s.Table, Session: s.ID, Game: s.Game, At: s.OpenedAt,
			Source: s.Pos, Column: "session_id", Recorded: Plain("0"), Detail: why}
		fill(&f, in, s.Game, r.opt.Assume)
		out.noRounds = &f
	}
	out.sum.Instrument = in.ID
	out.dealt = map[string]int{}
	for i := range s.Rounds {
		if rd := &s.Rounds[i]; rd.Dealer != "" && !rd.Void() {
			out.dealt[rd.Dealer]++
		}
	}
	// The rows kept are made compact by merge, which owns the name table.
	staff := s.Staff
	if f, ok := g.(StaffFilter); ok {
		staff = nil
		for i := range s.Staff {
			if f.CrossStaff(&s.Staff[i]) {
				staff = append(staff, s.Staff[i])
			}
		}
	}
	out.staff = staff
	out.staffed = &StaffedSession{ID: s.ID, Casino: s.Casino, Table: s.Table, Game: s.Game, Variant: s.Variant,
		OpenedAt: s.OpenedAt, ClosedAt: s.ClosedAt, Instrument: in, Assume: r.opt.Assume,
		MinBet: s.MinBet, AuthorizedMin: s.AuthorizedMin, MinChanges: slices.Clip(out.minChanges), Kept: out.kept}
	return out
}

// observe shows a merged session to Options.Observer unless the audit
// rejected it, then hands its rows back to the reader.
func (r *run) observe(s *logs.Session, out *sessionOut) {
	if r.opt.Observer != nil && !out.sum.Rejected {
		r.opt.Observer.Observe(s)
	}
	out.observed = nil
	r.recycle(s)
}

// str interns a string kept across sessions, so that thousands of sessions
// of one casino share one copy of its name (and no substring keeps a whole
// row of the log alive).
func (r *run) str(s string) string {
	if v, ok := r.intern[s]; ok {
		return v
	}
	s = strings.Clone(s)
	r.intern[s] = s
	return s
}

// merge adds one session's output to the result (sessions in read order).
func (r *run) merge(out *sessionOut) {
	sum := out.sum
	sum.ID = strings.Clone(sum.ID)
	sum.Casino, sum.Table, sum.Game, sum.Variant = r.str(sum.Casino), r.str(sum.Table), r.str(sum.Game), r.str(sum.Variant)
	for i, t := range logs.Tables {
		c := r.count(t)
		c.Rejected += out.rejected[i]
		c.Audited += out.rows[i] - out.rejected[i]
	}
	key := &sessionKey{sum.Casino, sum.Table, sum.ID, sum.OpenedAt}
	for i := range out.findings {
		// Encoded at once; the session's own strings are shared with its
		// summary.
		f := &out.findings[i]
		f.Session, f.Casino, f.Table, f.Game = sum.ID, sum.Casino, sum.Table, sum.Game
		r.add(f, key, phaseSession)
	}
	if out.noRounds != nil {
		f := *out.noRounds
		f.Session, f.Casino, f.Table, f.Game = sum.ID, sum.Casino, sum.Table, sum.Game
		r.noRounds = append(r.noRounds, f)
		r.noRoundsAt = append(r.noRoundsAt, len(r.res.Sessions))
	}
	r.res.Sessions = append(r.res.Sessions, sum)
	if sum.Rejected {
		return
	}
	r.used[out.in.ID] = out.in
	for d, n := range out.dealt {
		r.dealt[[2]string{sum.Casino, r.str(d)}] += n
	}
	st := out.staffed
	st.ID, st.Casino, st.Table, st.Game, st.Variant = sum.ID, sum.Casino, sum.Table, sum.Game, sum.Variant
	st.names = r.names
	st.SetStaff(out.staff)
	if _, seen := r.staffed[out.game]; !seen {
		r.games = append(r.games, out.game)
	}
	r.staffed[out.game] = append(r.staffed[out.game], st)
	r.period(st.OpenedAt, st.ClosedAt)
}

func (r *run) period(opened, closed time.Time) {
	if r.res.PeriodFrom.IsZero() || opened.Before(r.res.PeriodFrom) {
		r.res.PeriodFrom = opened
	}
	if closed.After(r.res.PeriodTo) {
		r.res.PeriodTo = closed
	}
}

// finish sorts everything into its reading order and lists what was applied.
func (r *run) finish(src logs.Source) error {
	res := r.res
	sort.SliceStable(res.Sessions, func(i, j int) bool {
		a, b := res.Sessions[i], res.Sessions[j]
		if a.Casino != b.Casino {
			return a.Casino < b.Casino
		}
		if a.Table != b.Table {
			return a.Table < b.Table
		}
		if !a.OpenedAt.Equal(b.OpenedAt) {
			return a.OpenedAt.Before(b.OpenedAt)
		}
		return a.ID < b.ID
	})
	if err := r.sortFindings(); err != nil {
		return err
	}
	for k, n := range r.dealt {
		res.Dealers = append(res.Dealers, DealerCount{Casino: k[0], Dealer: k[1], Rounds: n})
	}
	sort.Slice(res.Dealers, func(i, j int) bool {
		a, b := res.Dealers[i], res.Dealers[j]
		if a.Casino != b.Casino {
			return a.Casino < b.Casino
		}
		return a.Dealer < b.Dealer
	})
	for _, t := range logs.Tables {
		res.Counts = append(res.Counts, *r.counts[t])
	}
	ids := make([]string, 0, len(r.used))
	for id := range r.used {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	gamesSeen := map[string]bool{}
	for _, s := range res.Sessions {
		if !s.Rejected {
			gamesSeen[s.Game] = true
		}
	}
	for _, id := range ids {
		res.Instruments = append(res.Instruments, r.used[id])
	}
	for _, rule := range rules.All() {
		applied := rule.Kind == rules.DataQuality
		for _, id := range ids {
			for g := range gamesSeen {
				if rule.AppliesTo(id, g) {
					applied = true
				}
			}
		}
		if applied {
			// The report lists the rule with its bases under the
			// instruments applied only.
			cp := *rule
			cp.Basis = nil
			for _, b := range rule.Basis {
				if r.used[b.Instrument] != nil {
					cp.Basis = append(cp.Basis, b)
				}
			}
			res.Rules = append(res.Rules, &cp)
		}
	}
	for _, a := range rules.AllAssumptions() {
		relevant := false
		for _, g := range a.Games {
			relevant = relevant || gamesSeen[g]
		}
		if !relevant {
			continue
		}
		reading := r.opt.Assume[a.ID]
		res.Assumptions = append(res.Assumptions, AssumptionInForce{ID: a.ID, Reading: reading, IsDefault: reading == a.Default, Switch: a})
	}
	for _, in := range src.Inputs() {
		res.Inputs = append(res.Inputs, Input{Path: in.Path, Bytes: in.Bytes, SHA256: in.SHA256, Dialect: in.Dialect})
	}
	res.Notices = src.Notices()
	return nil
}

// Findings are filed into a sorter (audit/spill) as they are produced, each
// encoded as a record and keyed in the report's order: sessions by casino,
// table, opening time and ID (findings of a session the log does not have
// last), then round, bet, rule, source line and file, then the phase it was
// filed in (rows the reader rejected, the sessions, the checks across
// sessions, sessions without rounds), and in the order filed. That is the
// order a stable sort of everything filed used to give, computed without
// holding the findings: a small audit's stay in memory and are decoded into
// Result.Findings; beyond the sorter's budget they are spilled to sorted
// runs on disk, merged once into one file, and streamed by
// Result.EachFinding.
const (
	phaseReject byte = iota
	phaseSession
	phaseFinish
	phaseNoRounds
)

// sessionKey is what orders a session among the others (finish sorts
// Result.Sessions the same way).
type sessionKey struct {
	casino, table, id string
	opened            time.Time
}

// add files a finding of session s (nil: a session the log does not have).
func (r *run) add(f *Finding, s *sessionKey, phase byte) {
	k := r.key[:0]
	if s != nil {
		k = append(k, 0)
		k = keyString(k, s.casino)
		k = keyString(k, s.table)
		k = keyInt(k, s.opened.Unix())
		k = binary.BigEndian.AppendUint32(k, uint32(s.opened.Nanosecond()))
		k = keyString(k, s.id)
	} else {
		k = append(k, 1)
	}
	k = keyInt(k, int64(f.Round))
	k = keyString(k, f.Bet)
	k = keyString(k, f.Rule)
	k = keyInt(k, f.Source.Line)
	k = keyString(k, f.Source.File)
	k = append(k, phase)
	r.key = k
	if err := r.sorter.Add(k, r.codec.encode(f)); err != nil && r.addErr == nil {
		r.addErr = err
	}
	r.totals.add(f)
	if f.Rule == DQSession {
		r.reasons[[2]string{f.Casino, f.Session}] = f.Detail
	}
}

// keyString appends s so that the bytes compare as the strings do: every
// 0 byte escaped as 0 0xff, and 0 1 at the end (a prefix sorts first).
func keyString(k []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			k = append(k, 0, 0xff)
		} else {
			k = append(k, s[i])
		}
	}
	return append(k, 0, 1)
}

// keyInt appends v big-endian with its sign bit flipped: bytes compare as
// the numbers do.
func keyInt(k []byte, v int64) []byte {
	return binary.BigEndian.AppendUint64(k, uint64(v)^(1<<63))
}

// sortFindings files the rows the reader rejected (their sessions are known
// now), sorts everything and puts it in the Result: in memory when it fit,
// else as the sorted file Result.EachFinding reads.
func (r *run) sortFindings() error {
	res := r.res
	byID := make(map[string]int, len(res.Sessions))
	for i := range res.Sessions {
		byID[res.Sessions[i].ID] = i // the last of a repeated ID, as before
	}
	r.rejectFindings.each(func(f *Finding) {
		var key *sessionKey
		if i, ok := byID[f.Session]; ok {
			s := &res.Sessions[i]
			key = &sessionKey{s.Casino, s.Table, s.ID, s.OpenedAt}
		}
		r.add(f, key, phaseReject)
	})
	if r.addErr != nil {
		r.sorter.Abort()
		return r.addErr
	}
	sorted, err := r.sorter.Finish()
	if err != nil {
		return err
	}
	if !sorted.OnDisk() {
		res.Findings = make([]Finding, 0, sorted.Len())
		sorted.Each(func(p []byte) error {
			res.Findings = append(res.Findings, r.codec.decode(p))
			return nil
		})
		return sorted.Close()
	}
	res.spilled = &spilledFindings{sorted: sorted, decode: r.codec.decode, totals: r.totals, reasons: r.reasons}
	return nil
}

// findingCodec encodes a finding as bytes the garbage collector does not
// scan: the strings that recur (rules, titles, citations, sessions,
// casinos, files, columns, switches) are kept once in a table and written
// as their index; the others (bet, texts) are written out. Times keep their
// location. A finding decodes as it went in.
type findingCodec struct {
	strs  []string
	index map[string]uint32
	locs  []*time.Location
	buf   []byte
}

// findingStore keeps findings in the order added, encoded in blocks: the
// rows the reader rejects, filed by the reading goroutine while the
// sessions are merged (so with a codec of their own).
type findingStore struct {
	codec  findingCodec
	blocks [][]byte
	n      int
}

const storeBlock = 1 << 20

func (s *findingStore) add(f *Finding) {
	b := s.codec.encode(f)
	// A record goes whole into one block (a record larger than a block
	// gets a block of its own).
	last := len(s.blocks) - 1
	if last < 0 || len(s.blocks[last])+len(b)+binary.MaxVarintLen64 > cap(s.blocks[last]) {
		s.blocks = append(s.blocks, make([]byte, 0, max(storeBlock, len(b)+binary.MaxVarintLen64)))
		last++
	}
	s.blocks[last] = binary.AppendUvarint(s.blocks[last], uint64(len(b)))
	s.blocks[last] = append(s.blocks[last], b...)
	s.n++
}

// each decodes the findings in the order added, releasing the blocks as it
// goes.
func (s *findingStore) each(fn func(*Finding)) {
	for bi, blk := range s.blocks {
		for len(blk) > 0 {
			n, k := binary.Uvarint(blk)
			rec := blk[k : k+int(n)]
			blk = blk[k+int(n):]
			f := s.codec.decode(rec)
			fn(&f)
		}
		s.blocks[bi] = nil
	}
	s.blocks, s.n = nil, 0
}

// encode returns the record of f, valid until the next call.
func (s *findingCodec) encode(f *Finding) []byte {
	b := s.buf[:0]
	for _, v := range []string{f.Rule, string(f.Kind), string(f.Severity), f.Title.ES, f.Title.EN, f.Casino, f.Table, f.Session, f.Game, f.Dealer,
		f.Instrument, f.Cite.Instrument, f.Cite.Section, f.Cite.Seed, f.Cite.Quote, f.ReferenceNote.ES, f.ReferenceNote.EN,
		f.Source.File, f.Source.Table, f.Column} {
		b = binary.AppendUvarint(b, uint64(s.intern(v)))
	}
	for _, v := range []string{f.Bet, f.Detail.ES, f.Detail.EN, f.Expected.ES, f.Expected.EN, f.Recorded.ES, f.Recorded.EN} {
		b = binary.AppendUvarint(b, uint64(len(v)))
		b = append(b, v...)
	}
	b = binary.AppendUvarint(b, uint64(len(f.Assumptions)))
	for _, a := range f.Assumptions {
		b = binary.AppendUvarint(b, uint64(s.intern(a)))
	}
	for _, v := range []int64{int64(f.Round), int64(f.AtStake), int64(f.Delta), int64(f.Cite.Line), f.Source.Line} {
		b = binary.AppendVarint(b, v)
	}
	if f.Reference {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	if f.At.IsZero() {
		b = append(b, 0)
	} else {
		b = append(b, 1)
		b = binary.AppendVarint(b, f.At.Unix())
		b = binary.AppendUvarint(b, uint64(f.At.Nanosecond()))
		b = binary.AppendUvarint(b, uint64(s.location(f.At.Location())))
	}
	s.buf = b
	return b
}

func (s *findingCodec) intern(v string) uint32 {
	if i, ok := s.index[v]; ok {
		return i
	}
	if s.index == nil {
		s.index = map[string]uint32{}
	}
	i := uint32(len(s.strs))
	s.strs = append(s.strs, v)
	s.index[v] = i
	return i
}

func (s *findingCodec) location(l *time.Location) int {
	for i, x := range s.locs {
		if x == l {
			return i
		}
	}
	s.locs = append(s.locs, l)
	return len(s.locs) - 1
}

func (s *findingCodec) decode(b []byte) Finding {
	str := func() string {
		i, k := binary.Uvarint(b)
		b = b[k:]
		return s.strs[i]
	}
	raw := func() string {
		n, k := binary.Uvarint(b)
		v := string(b[k : k+int(n)])
		b = b[k+int(n):]
		return v
	}
	num := func() int64 {
		v, k := binary.Varint(b)
		b = b[k:]
		return v
	}
	var f Finding
	f.Rule, f.Kind, f.Severity = str(), rules.Kind(str()), rules.Severity(str())
	f.Title = rules.Text{ES: str(), EN: str()}
	f.Casino, f.Table, f.Session, f.Game, f.Dealer = str(), str(), str(), str(), str()
	f.Instrument = str()
	f.Cite.Instrument, f.Cite.Section, f.Cite.Seed, f.Cite.Quote = str(), str(), str(), str()
	f.ReferenceNote = rules.Text{ES: str(), EN: str()}
	f.Source.File, f.Source.Table, f.Column = str(), str(), str()
	f.Bet = raw()
	f.Detail = rules.Text{ES: raw(), EN: raw()}
	f.Expected = rules.Text{ES: raw(), EN: raw()}
	f.Recorded = rules.Text{ES: raw(), EN: raw()}
	if n, k := binary.Uvarint(b); n > 0 {
		b = b[k:]
		f.Assumptions = make([]string, n)
		for i := range f.Assumptions {
			f.Assumptions[i] = str()
		}
	} else {
		b = b[k:]
	}
	f.Round, f.AtStake, f.Delta, f.Cite.Line, f.Source.Line = int(num()), logs.Cents(num()), logs.Cents(num()), int(num()), num()
	f.Reference = b[0] == 1
	if b[1] == 1 {
		b = b[2:]
		sec := num()
		ns, k := binary.Uvarint(b)
		b = b[k:]
		loc, _ := binary.Uvarint(b)
		f.At = time.Unix(sec, int64(ns)).In(s.locs[loc])
	}
	return f
}
