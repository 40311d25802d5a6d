// Package audit replays session logs against the Catálogo: it picks the
// instrument in force for each session, hands the session to its game's
// replay, and gathers findings and the reconciliation of rows. Game replays
// live in sub-packages (audit/roulette, ...) and register themselves.
package audit

import (
	"fmt"
	"sort"
	"time"

	"github.com/veedor/veedor/audit/logs"
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
}

// Context is what a replay sees of one session: the law in force, the
// readings chosen, and where to report.
type Context struct {
	Instrument *rules.Instrument
	Assume     rules.Settings
	Session    *logs.Session
	run        *run
	rejected   map[string]int64
	rounds     int
	bets       int
	handle     logs.Cents
	findings   int
	dealers    map[int]string // round number → dealer, built on first use
}

// Audited records the work done, for the summary.
func (c *Context) Audited(rounds, bets int, handle logs.Cents) {
	c.rounds, c.bets, c.handle = rounds, bets, handle
}

// Reject marks a row of the session as unusable; the replay must also report
// a data-quality finding saying why.
func (c *Context) Reject(table string) { c.rejected[table]++ }

// Report files a finding for rule, filling in what the session and the rule
// already say. It returns false, and files nothing, when the rule has no
// basis under the session's instrument for its game (or rests on a reference
// text the user switched off).
func (c *Context) Report(f Finding) bool {
	s := c.Session
	f.Casino, f.Table, f.Session, f.Game = s.Casino, s.Table, s.ID, s.Game
	if f.Round != 0 && f.Dealer == "" {
		if c.dealers == nil {
			c.dealers = map[int]string{}
			for _, r := range s.Rounds {
				c.dealers[r.No] = r.Dealer
			}
		}
		f.Dealer = c.dealers[f.Round]
	}
	if f.At.IsZero() {
		f.At = s.OpenedAt
	}
	if !c.run.fill(&f, c.Instrument, s.Game, c.Assume) {
		return false
	}
	c.run.add(f)
	c.findings++
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
	if !c.run.fill(&f, s.Instrument, s.Game, s.Assume) {
		return false
	}
	c.run.add(f)
	return true
}

// StaffedSession is what cross-session checks keep of a session: its header
// and staff, never its rounds or bets (memory stays small).
type StaffedSession struct {
	ID, Casino, Table, Game, Variant string
	OpenedAt, ClosedAt               time.Time
	Instrument                       *rules.Instrument
	Assume                           rules.Settings
	Staff                            []logs.Staff
}

type run struct {
	opt      Options
	res      *Result
	used     map[string]*rules.Instrument
	counts   map[string]*TableCount
	dealt    map[[2]string]int // (casino, dealer) → rounds audited
	staffed  map[Game][]*StaffedSession
	findings []Finding
}

func (r *run) add(f Finding) { r.findings = append(r.findings, f) }

// fill completes a finding from its rule; false when the rule does not apply.
func (r *run) fill(f *Finding, in *rules.Instrument, game string, assume rules.Settings) bool {
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

// Run audits every session of src.
func Run(src logs.Source, opt Options) (*Result, error) {
	if opt.Assume == nil {
		opt.Assume = rules.Defaults()
	}
	r := &run{opt: opt, used: map[string]*rules.Instrument{}, counts: map[string]*TableCount{}, dealt: map[[2]string]int{}, staffed: map[Game][]*StaffedSession{}}
	r.res = &Result{Version: opt.Version, LogFormat: logs.FormatVersion, Region: opt.Region, GeneratedAt: opt.GeneratedAt}
	for _, t := range logs.Tables {
		r.count(t)
	}
	err := src.Each(func(s *logs.Session) error {
		r.session(s)
		return nil
	}, func(rj logs.Reject) {
		r.count(rj.Pos.Table).Rejected++
		detail := rules.Text{ES: "Fila rechazada: " + rj.Reason, EN: "Row rejected: " + rj.Reason}
		r.add(Finding{Rule: DQRow, Kind: rules.DataQuality, Severity: rules.Medium, Title: mustRule(DQRow).Title,
			Session: rj.Session, Detail: detail, Recorded: rules.Text{ES: rj.Reason, EN: rj.Reason}, Source: rj.Pos, Column: rj.Column})
	})
	if err != nil {
		return nil, err
	}
	for g, ss := range r.staffed {
		g.Finish(&CrossContext{run: r}, ss)
	}
	for t, n := range src.Read() {
		r.count(t).Read = n
	}
	r.finish(src)
	return r.res, nil
}

func mustRule(id string) *rules.Rule {
	rule, _ := rules.Lookup(id)
	return rule
}

func (r *run) session(s *logs.Session) {
	sum := SessionSummary{ID: s.ID, Casino: s.Casino, Table: s.Table, Game: s.Game, Variant: s.Variant,
		OpenedAt: s.OpenedAt, ClosedAt: s.ClosedAt, MinBet: s.MinBet, MaxBet: s.MaxBet}
	reject := func(es, en string) {
		sum.Rejected, sum.Reason = true, en
		for t, n := range s.Rows() {
			r.count(t).Rejected += int64(n)
		}
		r.add(Finding{Rule: DQSession, Kind: rules.DataQuality, Severity: rules.High, Title: mustRule(DQSession).Title,
			Casino: s.Casino, Table: s.Table, Session: s.ID, Game: s.Game, At: s.OpenedAt,
			Detail: rules.Text{ES: es, EN: en}, Recorded: rules.Text{ES: s.Game, EN: s.Game}, Source: s.Pos, Column: "game"})
		r.res.Sessions = append(r.res.Sessions, sum)
	}
	g, ok := games[s.Game]
	if !ok {
		reject(fmt.Sprintf("Juego %q desconocido o no auditado por esta versión (auditados: %v); sus filas se rechazan.", s.Game, Supported()),
			fmt.Sprintf("Game %q unknown or not audited by this version (audited: %v); its rows are rejected.", s.Game, Supported()))
		return
	}
	in, err := rules.InForce(r.opt.Region, s.Game, s.OpenedAt)
	if err != nil {
		reject(fmt.Sprintf("Ningún texto del Catálogo de la región %s que regule %s estaba en vigor el %s (o no está disponible); sus filas se rechazan.", r.opt.Region, s.Game, s.OpenedAt.Format("2006-01-02")),
			err.Error()+"; its rows are rejected")
		return
	}
	r.used[in.ID] = in
	ctx := &Context{Instrument: in, Assume: r.opt.Assume, Session: s, run: r, rejected: map[string]int64{}}
	g.Audit(ctx, s)
	for t, n := range s.Rows() {
		c := r.count(t)
		c.Rejected += ctx.rejected[t]
		c.Audited += int64(n) - ctx.rejected[t]
	}
	sum.Instrument, sum.Rounds, sum.Bets, sum.Handle, sum.Findings = in.ID, ctx.rounds, ctx.bets, ctx.handle, ctx.findings
	for _, rd := range s.Rounds {
		if rd.Dealer != "" && !rd.Void() {
			r.dealt[[2]string{s.Casino, rd.Dealer}]++
		}
	}
	r.res.Sessions = append(r.res.Sessions, sum)
	r.staffed[g] = append(r.staffed[g], &StaffedSession{ID: s.ID, Casino: s.Casino, Table: s.Table, Game: s.Game, Variant: s.Variant,
		OpenedAt: s.OpenedAt, ClosedAt: s.ClosedAt, Instrument: in, Assume: r.opt.Assume, Staff: s.Staff})
	r.period(s)
}

func (r *run) period(s *logs.Session) {
	if r.res.PeriodFrom.IsZero() || s.OpenedAt.Before(r.res.PeriodFrom) {
		r.res.PeriodFrom = s.OpenedAt
	}
	if s.ClosedAt.After(r.res.PeriodTo) {
		r.res.PeriodTo = s.ClosedAt
	}
}

// finish sorts everything into its reading order and lists what was applied.
func (r *run) finish(src logs.Source) {
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
	order := map[string]int{}
	for i, s := range res.Sessions {
		order[s.ID] = i
	}
	f := r.findings
	sort.SliceStable(f, func(i, j int) bool {
		a, b := f[i], f[j]
		oa, oka := order[a.Session]
		ob, okb := order[b.Session]
		if oka != okb {
			return oka // findings of unknown sessions (rejected rows) go last
		}
		if oa != ob {
			return oa < ob
		}
		if a.Round != b.Round {
			return a.Round < b.Round
		}
		if a.Bet != b.Bet {
			return a.Bet < b.Bet
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		if a.Source.Line != b.Source.Line {
			return a.Source.Line < b.Source.Line
		}
		return a.Source.File < b.Source.File
	})
	res.Findings = f
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
		res.Inputs = append(res.Inputs, Input{Path: in.Path, Bytes: in.Bytes, SHA256: in.SHA256})
	}
	res.Notices = src.Notices()
}
