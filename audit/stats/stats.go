// Package stats is the statistical audit (docs/statistics.md): it reads each
// session the audit audited, as the audit reads it (Stream), and sets
// what was recorded against what the rules in force make expected — the
// hold of every table, game, croupier and day against the exact edge and
// variance of the bets placed, the wheels' numbers and sectors, the
// croupiers' signatures and error rates, and the card games' results. Its
// findings are of a third kind, `statistical`: indications to investigate,
// not breaches of a rule, and they never change the exit status unless the
// user asks.
package stats

import (
	"fmt"
	"sort"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// Kind is the kind of every statistical finding.
const Kind = "statistical"

// Rule IDs of the statistical findings.
const (
	RuleHold       = "STAT-HOLD"
	RuleWheelBias  = "STAT-WHEEL-BIAS"
	RuleWheelSect  = "STAT-WHEEL-SECTOR"
	RuleSignature  = "STAT-CROUPIER-SIGNATURE"
	RuleErrors     = "STAT-CROUPIER-ERRORS"
	RuleShoe       = "STAT-SHOE"
	RuleDealerBust = "STAT-DEALER-BUST"
)

// Methods are the threshold methods by name (docs/statistics.md).
const (
	MethodES       = "es"       // two-sided test at 99%, Benjamini–Hochberg across each family
	MethodMaryland = "maryland" // outside the 95% confidence interval, each test alone
	MethodKansas   = "kansas"   // more than 3 points of hold off theory in a table-month
	MethodOhio     = "ohio"     // last 30 days more than 4 points off the whole period, per table
)

// Methods lists the method names.
var Methods = []string{MethodES, MethodMaryland, MethodKansas, MethodOhio}

// Options tune the statistical audit. Zero values take the defaults.
type Options struct {
	Region string
	Assume rules.Settings
	Method string  // default es
	Level  float64 // confidence level; default 0.99 (es) or 0.95 (the others)
	// MinRounds is the fewest rounds a hold is tested on (default 300): below
	// it the normal approximation of a sum of skewed bets is not trusted.
	MinRounds int
	// MinSpins is the fewest spins a wheel is tested on (default 3000).
	MinSpins int
	// MinPairs is the fewest consecutive spins a croupier's signature is
	// tested on (default 370: ten expected in each of 37 distances).
	MinPairs int
	// MinCoups is the fewest coups a card table's results are tested on (default 500).
	MinCoups int
	// Result is the audit's result: its sessions (only those audited are
	// read again), croupiers' rounds and findings (the error rates, read with
	// Result.EachFinding: they may be spilled to disk).
	Result *audit.Result
	// Stored, when a findings store is kept, calls fn with every session
	// hold the store keeps of a session opened on or before the day through
	// (2006-01-02): month and year to date, and Ohio's lifetime, are then
	// the store's days plus the run's own (docs/statistics.md). Sessions of
	// the run (Result.Sessions) are skipped: the run's audit replaces them.
	Stored func(through string, fn func(SessionHold) error) error
	// NoSessionHolds leaves Report.Sessions empty: without a findings
	// store nothing reads them, and a casino-year's would be kept in
	// memory to the end of the run for nothing (85,000 of them).
	NoSessionHolds bool
}

// SessionHold is one session's hold accumulators, what the findings store
// keeps so that later runs can sum the month and the year to date. A store
// keeps them per session, not per day, so that a session audited again
// replaces its own figures and no other session's of that day.
type SessionHold struct {
	Casino, Session, Table, Game string
	Day                          string // opening date, 2006-01-02
	Rounds, Bets                 int
	Handle, Result               logs.Cents
	// Expected and Variance are the theoretical result's mean (cents) and
	// variance (cents²), summed over the session's rounds.
	Expected, Variance float64
	Reference          bool
}

// Check reports a method or level the statistical audit does not take,
// before anything is read.
func (o Options) Check() error { return o.defaults() }

func (o *Options) defaults() error {
	if o.Method == "" {
		o.Method = MethodES
	}
	ok := false
	for _, m := range Methods {
		ok = ok || m == o.Method
	}
	if !ok {
		return fmt.Errorf("unknown statistical method %q: use es, maryland, kansas or ohio", o.Method)
	}
	if o.Level == 0 {
		o.Level = 0.95
		if o.Method == MethodES {
			o.Level = 0.99
		}
	}
	if o.Level <= 0.5 || o.Level >= 1 {
		return fmt.Errorf("statistical level %v: want a confidence level between 0.5 and 1, e.g. 0.99", o.Level)
	}
	if o.MinRounds == 0 {
		o.MinRounds = 300
	}
	if o.MinSpins == 0 {
		o.MinSpins = 3000
	}
	if o.MinPairs == 0 {
		o.MinPairs = 370
	}
	if o.MinCoups == 0 {
		o.MinCoups = 500
	}
	if o.Assume == nil {
		o.Assume = rules.Defaults()
	}
	return nil
}

// Report is everything the statistical audit produced, for the report
// writers: figures per scope and the findings.
type Report struct {
	Method    string  `json:"method"`
	Level     float64 `json:"level"`
	MinRounds int     `json:"min_rounds"`
	MinSpins  int     `json:"min_spins"`
	MinPairs  int     `json:"min_pairs"`
	MinCoups  int     `json:"min_coups"`

	Holds      []Hold         `json:"holds"`
	Wheels     []Wheel        `json:"wheels"`
	Signatures []Signature    `json:"signatures"`
	Errors     []CroupierRate `json:"croupier_errors"`
	Shoes      []Shoe         `json:"shoes"`
	DealerBust []DealerBust   `json:"dealer_bust"`
	NoTheory   []NoTheory     `json:"no_theory"` // bets left out of the hold, and why
	// StoreThrough is the last day of the run when month and year to date
	// come from the findings store (Options.Stored), "" otherwise.
	StoreThrough string `json:"store_through,omitempty"`
	// Sessions are the run's session holds, for the findings store.
	Sessions []SessionHold  `json:"-"`
	Tests    map[string]int `json:"tests"` // tests run per rule
	Findings []Finding      `json:"findings"`
}

// Finding is one statistical finding: where, the statistic, its p-value
// (and adjusted p-value where a family of tests is corrected), and a
// sentence in both languages.
type Finding struct {
	Rule      string     `json:"rule"`
	Kind      string     `json:"kind"` // always "statistical"
	Casino    string     `json:"casino_id"`
	Table     string     `json:"table_id,omitempty"`
	Game      string     `json:"game,omitempty"`
	Dealer    string     `json:"dealer_id,omitempty"`
	Scope     string     `json:"scope,omitempty"`
	Period    string     `json:"period,omitempty"`
	Statistic float64    `json:"statistic"`
	DF        int        `json:"df,omitempty"`
	P         float64    `json:"p_value"`
	Adjusted  float64    `json:"p_adjusted,omitempty"`
	Tests     int        `json:"tests"` // size of the family the p-value was judged in
	Method    string     `json:"method"`
	Detail    rules.Text `json:"detail"`
	// Reference marks a finding resting on something the law does not give
	// (the wheel order, a reconstructed figure).
	Reference     bool       `json:"reference"`
	ReferenceNote rules.Text `json:"reference_note,omitempty"`
}

// NoTheory counts the bets the hold is not tested on, by game and reason.
type NoTheory struct {
	Game   string     `json:"game"`
	Reason string     `json:"reason"`
	Bets   int        `json:"bets"`
	Handle logs.Cents `json:"handle_cents"`
}

// Stream is the statistical audit fed by the audit's own read of the log
// (audit.Options.Observer): each session audited and not rejected is read
// into the accumulators as the audit hands it on, so the log is read once;
// Report computes the report when the audit is done.
type Stream struct {
	opt Options
	st  *state
}

// NewStream checks opt (its Result and Stored are Report's) and returns a
// stream with nothing read.
func NewStream(opt Options) (*Stream, error) {
	if err := opt.defaults(); err != nil {
		return nil, err
	}
	return &Stream{opt: opt, st: newState(opt)}, nil
}

// Observe implements audit.Observer. The accumulators keep values, never
// rows.
func (s *Stream) Observe(sess *logs.Session) { s.st.session(sess) }

// Drop implements audit.Observer: everything read is forgotten.
func (s *Stream) Drop() { s.st = newState(s.opt) }

// Report computes the report of the sessions read: res is the audit's
// result (croupiers' rounds and findings, for the error rates), stored the
// findings store's session holds (Options.Stored; nil without a store).
func (s *Stream) Report(res *audit.Result, stored func(through string, fn func(SessionHold) error) error) (*Report, error) {
	s.st.opt.Result, s.st.opt.Stored = res, stored
	return s.st.report()
}

// Run reads the log again and computes the report. Only the sessions the
// audit audited (opt.Result.Sessions, not rejected) are read; a source
// error is returned as is. The audit command feeds a Stream from the
// audit's read instead; Run is for a result already made.
func Run(src logs.Source, opt Options) (*Report, error) {
	str, err := NewStream(opt)
	if err != nil {
		return nil, err
	}
	audited := map[[2]string]bool{}
	if opt.Result != nil {
		for _, s := range opt.Result.Sessions {
			if !s.Rejected {
				audited[[2]string{s.Casino, s.ID}] = true
			}
		}
	}
	// A session's rows go back to the reader once read (logs.Recycler).
	recycle := func(*logs.Session) {}
	if rc, ok := src.(logs.Recycler); ok {
		recycle = rc.Recycle
	}
	err = src.Each(func(s *logs.Session) error {
		if opt.Result == nil || audited[[2]string{s.Casino, s.ID}] {
			str.Observe(s)
		}
		recycle(s)
		return nil
	}, func(logs.Reject) {})
	if err != nil {
		return nil, err
	}
	return str.Report(opt.Result, opt.Stored)
}

// sortFindings orders findings by rule, casino, table, dealer, scope, period.
func sortFindings(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		if a.Casino != b.Casino {
			return a.Casino < b.Casino
		}
		if a.Table != b.Table {
			return a.Table < b.Table
		}
		if a.Dealer != b.Dealer {
			return a.Dealer < b.Dealer
		}
		if a.Scope != b.Scope {
			return a.Scope < b.Scope
		}
		return a.Period < b.Period
	})
}
