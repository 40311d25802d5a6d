package audit

import (
	"maps"
	"time"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/spill"
	"github.com/veedor/veedor/rules"
)

// Finding is one breach of a rule (or one defect of the evidence), with
// everything an inspector needs to find it in the logs and in the law.
type Finding struct {
	Rule     string         `json:"rule"`
	Kind     rules.Kind     `json:"kind"`
	Severity rules.Severity `json:"severity"`
	Title    rules.Text     `json:"title"`

	Casino  string    `json:"casino_id"`
	Table   string    `json:"table_id"`
	Session string    `json:"session_id"`
	Game    string    `json:"game"`
	Round   int       `json:"round_no"`            // 0 when the finding is about the session
	Bet     string    `json:"bet_id,omitempty"`    // when one bet is concerned
	Dealer  string    `json:"dealer_id,omitempty"` // the croupier who dealt the round, when recorded
	At      time.Time `json:"at"`                  // when it happened (round, bet or session time)

	Detail   rules.Text `json:"detail"`   // what happened, one sentence
	Expected rules.Text `json:"expected"` // what the rule required
	Recorded rules.Text `json:"recorded"` // what the log shows

	// AtStake is the money concerned: the stake of a bet over a limit, the
	// stake of an illegal bet, the amount wrongly paid or withheld.
	AtStake logs.Cents `json:"at_stake_cents"`
	// Delta is what was paid minus what was due: positive when the casino
	// overpaid, negative when it underpaid. Zero when no settlement is wrong.
	Delta logs.Cents `json:"delta_cents"`

	Instrument string         `json:"instrument"`
	Cite       rules.Citation `json:"citation"`
	// Reference is set when the citation comes from another text than the
	// instrument in force (a missing regional text, a truncated one), so the
	// finding is only as strong as that reference; ReferenceNote says why.
	Reference     bool       `json:"reference"`
	ReferenceNote rules.Text `json:"reference_note,omitempty"`
	// Assumptions lists the switches (ID=reading) the finding depends on.
	Assumptions []string `json:"assumptions,omitempty"`

	Source logs.Pos `json:"source"` // the row that shows it
	Column string   `json:"column,omitempty"`
}

// SessionSummary describes one session as audited (or rejected).
type SessionSummary struct {
	ID         string     `json:"session_id"`
	Casino     string     `json:"casino_id"`
	Table      string     `json:"table_id"`
	Game       string     `json:"game"`
	Variant    string     `json:"variant"`
	OpenedAt   time.Time  `json:"opened_at"`
	ClosedAt   time.Time  `json:"closed_at"`
	MinBet     logs.Cents `json:"min_bet_cents"`
	MaxBet     logs.Cents `json:"max_bet_cents"`
	Instrument string     `json:"instrument"`
	Rounds     int        `json:"rounds"` // rounds audited
	Bets       int        `json:"bets"`   // bets audited
	Handle     logs.Cents `json:"handle_cents"`
	Findings   int        `json:"findings"`
	Rejected   bool       `json:"rejected"`
	Reason     string     `json:"reason,omitempty"`
}

// DealerCount is how many rounds one croupier dealt at one casino, so
// findings per 100 rounds can be shown with the size of the sample.
type DealerCount struct {
	Casino string `json:"casino_id"`
	Dealer string `json:"dealer_id"`
	Rounds int    `json:"rounds"`
}

// TableCount reconciles one log table: every row read was either audited or
// rejected (Read == Audited + Rejected).
type TableCount struct {
	Table    string `json:"table"`
	Read     int64  `json:"read"`
	Audited  int64  `json:"audited"`
	Rejected int64  `json:"rejected"`
}

// Input describes one file of evidence.
type Input struct {
	Path   string `json:"path"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
	// Dialect is how a CSV file was read (encoding, separator, decimal
	// mark); empty for SQLite.
	Dialect string `json:"dialect,omitempty"`
}

// Result is everything an audit produced: plain data for the report writers,
// which never recompute a rule.
type Result struct {
	Version     string              `json:"veedor_version"`
	LogFormat   int                 `json:"log_format"`
	Region      string              `json:"region"`
	Log         string              `json:"log"`
	Inputs      []Input             `json:"inputs"`
	GeneratedAt time.Time           `json:"generated_at"`
	PeriodFrom  time.Time           `json:"period_from"`
	PeriodTo    time.Time           `json:"period_to"`
	Instruments []*rules.Instrument `json:"instruments"` // those applied to at least one session
	Assumptions []AssumptionInForce `json:"assumptions"`
	Rules       []*rules.Rule       `json:"rules"` // the rules applied
	Sessions    []SessionSummary    `json:"sessions"`
	Dealers     []DealerCount       `json:"dealers"` // rounds dealt per croupier, by casino and dealer
	Counts      []TableCount        `json:"counts"`
	Notices     []string            `json:"notices,omitempty"` // e.g. unknown extra columns
	// Unusable says, in both languages, what makes the log unusable as a
	// whole though no row may be at fault: no session, or rounds without a
	// single bet. A log with such a defect is not a clean log (status 2).
	Unusable []rules.Text `json:"unusable,omitempty"`
	// Findings are the findings in their reading order (sessions as in
	// Sessions, then round, bet, rule and source row), when they fit in
	// memory; an audit with more is spilled to disk and Findings is nil.
	// Read them with EachFinding and count them with NumFindings.
	Findings []Finding `json:"findings"`
	spilled  *spilledFindings
}

// AssumptionInForce is a switch and the reading applied.
type AssumptionInForce struct {
	ID        string            `json:"id"`
	Reading   string            `json:"reading"`
	IsDefault bool              `json:"is_default"`
	Switch    *rules.Assumption `json:"switch"`
}

// Totals are the summary figures every report shows.
type Totals struct {
	Sessions, Rounds, Bets int
	Handle                 logs.Cents
	Violations, DataIssues int
	BySeverity             map[rules.Severity]int
	ByRule                 map[string]int
	AtStake                logs.Cents
	Overpaid, Underpaid    logs.Cents // both positive amounts
}

// Totals computes the summary from the findings and sessions.
func (r *Result) Totals() Totals {
	t := Totals{BySeverity: map[rules.Severity]int{}, ByRule: map[string]int{}}
	for _, s := range r.Sessions {
		if s.Rejected {
			continue
		}
		t.Sessions++
		t.Rounds += s.Rounds
		t.Bets += s.Bets
		t.Handle += s.Handle
	}
	if sp := r.spilled; sp != nil {
		// Counted as the findings were filed: no pass over the file.
		f := sp.totals
		t.Violations, t.DataIssues, t.AtStake, t.Overpaid, t.Underpaid = f.Violations, f.DataIssues, f.AtStake, f.Overpaid, f.Underpaid
		maps.Copy(t.BySeverity, f.BySeverity)
		maps.Copy(t.ByRule, f.ByRule)
		return t
	}
	for i := range r.Findings {
		t.add(&r.Findings[i])
	}
	return t
}

// add counts one finding.
func (t *Totals) add(f *Finding) {
	if f.Kind == rules.Violation {
		t.Violations++
	} else {
		t.DataIssues++
	}
	t.BySeverity[f.Severity]++
	t.ByRule[f.Rule]++
	t.AtStake += f.AtStake
	if f.Delta > 0 {
		t.Overpaid += f.Delta
	} else {
		t.Underpaid -= f.Delta
	}
}

// spilledFindings are the findings of an audit too large to keep in
// memory: a sorted temporary file, and what was counted while filing them.
type spilledFindings struct {
	sorted  *spill.Sorted
	decode  func([]byte) Finding
	totals  Totals
	reasons map[[2]string]rules.Text
}

// NumFindings is the number of findings, in memory or spilled.
func (r *Result) NumFindings() int {
	if r.spilled != nil {
		return r.spilled.sorted.Len()
	}
	return len(r.Findings)
}

// Spilled reports whether the findings are on disk (Findings is then nil
// and EachFinding reads them).
func (r *Result) Spilled() bool { return r.spilled != nil }

// EachFinding calls fn with every finding in the Result's order and its
// index, from Findings or from the file the audit spilled them to, until fn
// returns an error. f is valid only during the call (copy what is kept).
// Every reader of findings goes through it, so an audit of any number of
// findings is read in the memory of one.
func (r *Result) EachFinding(fn func(i int, f *Finding) error) error {
	if sp := r.spilled; sp != nil {
		i := 0
		var f Finding
		return sp.sorted.Each(func(p []byte) error {
			f = sp.decode(p)
			err := fn(i, &f)
			i++
			return err
		})
	}
	for i := range r.Findings {
		if err := fn(i, &r.Findings[i]); err != nil {
			return err
		}
	}
	return nil
}

// SessionReasons are the reasons sessions were rejected in both languages
// (SessionSummary.Reason keeps one), from their DQ-SESSION findings, by
// casino and session.
func (r *Result) SessionReasons() map[[2]string]rules.Text {
	m := map[[2]string]rules.Text{}
	if sp := r.spilled; sp != nil {
		maps.Copy(m, sp.reasons)
		return m
	}
	for i := range r.Findings {
		if f := &r.Findings[i]; f.Rule == DQSession {
			m[[2]string{f.Casino, f.Session}] = f.Detail
		}
	}
	return m
}

// Close removes the file the findings were spilled to, if any; the
// Result's findings cannot be read after it. Safe to call more than once.
func (r *Result) Close() error {
	if sp := r.spilled; sp != nil {
		return sp.sorted.Close()
	}
	return nil
}
