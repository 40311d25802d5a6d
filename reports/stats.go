package reports

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"sort"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// The breakdowns below are counts of what the audit found, grouped for the
// reader (by rule, table, croupier, day and hour, and the systematic
// patterns). They are computed in one pass over the findings, streamed
// (audit.Result.EachFinding), and hold one entry per group, never per
// finding, so ten million findings cost the same memory as a hundred.

// tally counts findings of both kinds and the money they concern.
type tally struct {
	N, Viol, DQ          int
	AtStake, Over, Under logs.Cents // Under: underpaid, a positive amount
}

func (t *tally) add(f *audit.Finding) {
	t.N++
	if f.Kind == rules.Violation {
		t.Viol++
	} else {
		t.DQ++
	}
	t.AtStake += f.AtStake
	if f.Delta > 0 {
		t.Over += f.Delta
	} else {
		t.Under -= f.Delta
	}
}

type ruleStat struct {
	ID       string
	Kind     rules.Kind
	Severity rules.Severity
	Title    rules.Text
	tally
	First, Last time.Time // earliest and latest finding time (zero if none)
	Sessions    int       // sessions with at least one finding of the rule
}

type tableStat struct {
	Casino, Table string
	Sessions      int // sessions audited (not rejected)
	Rounds, Bets  int
	Handle        logs.Cents
	tally
}

// per100 is findings per 100 rounds; ok is false when no round was audited.
func per100(n, rounds int) (float64, bool) {
	if rounds <= 0 {
		return 0, false
	}
	return float64(n) * 100 / float64(rounds), true
}

type dealerStat struct {
	Casino, Dealer string
	Rounds         int // rounds dealt (Result.Dealers)
	tally
}

// bin is one bar of a time chart.
type bin struct {
	Label string
	Start time.Time // wall-clock start of the bin, as UTC (for the workbook)
	Viol  int
	DQ    int
}

// Time units of the findings-over-time chart, chosen so it keeps few bars.
const (
	unitDay = iota
	unitWeek
	unitMonth
	unitYear
)

type stats struct {
	rules   []ruleStat   // by findings, most first, then ID
	tables  []tableStat  // by casino and table
	dealers []dealerStat // by casino and dealer
	casinos int          // distinct casinos among the tables

	unit    int
	days    []bin // findings over the period, in unit
	hours   [24]bin
	untimed int // findings without a time inside the period (not in days)
	noHour  int // findings without any time (not in hours)

	sessionsRejected int

	patterns  []pattern          // by casino, table and rule
	patterned map[patternKey]int // index in patterns
}

// A pattern is a systematic error: one rule firing on most rounds of one
// table (at least patternShare of the rounds audited there, and at least
// patternMin findings), as a payout table or a commission rounding wrong on
// every coup does. The PDF shows it as one row, with its count, money, first
// and last finding and a few examples, instead of listing its findings; the
// workbook and the JSON keep every one.
const (
	patternShare    = 0.5
	patternMin      = 100
	patternExamples = 3
)

type patternKey struct{ rule, casino, table string }

// patternEnd is a finding that starts, ends or illustrates a pattern.
type patternEnd struct {
	No      int // its number in the reports
	Session string
	Round   int
	Bet     string
	At      time.Time
	Detail  rules.Text
	AtStake logs.Cents
	Delta   logs.Cents
}

type pattern struct {
	patternKey
	Kind     rules.Kind
	Severity rules.Severity
	Title    rules.Text
	tally
	Rounds      int // rounds with a finding of the rule
	TableRounds int // rounds audited at the table
	First, Last patternEnd
	Examples    []patternEnd

	lastSession string // the last round counted, to count each once
	lastRound   int
}

func endOf(no int, f *audit.Finding) patternEnd {
	return patternEnd{No: no, Session: f.Session, Round: f.Round, Bet: f.Bet, At: f.At, Detail: f.Detail, AtStake: f.AtStake, Delta: f.Delta}
}

// inPattern reports whether f is summed up by a pattern row.
func (st *stats) inPattern(f *audit.Finding) bool {
	_, ok := st.patterned[patternKey{f.Rule, f.Casino, f.Table}]
	return ok
}

// wallDate is the calendar date of t as recorded (its own offset), as UTC midnight.
func wallDate(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func computeStats(r *audit.Result) (*stats, error) {
	st := &stats{}
	type tk struct{ casino, table string }
	type dk struct{ casino, dealer string }
	ruleIdx := map[string]int{}
	ruleSess := map[string]map[string]bool{}
	tableIdx := map[tk]int{}
	dealerIdx := map[dk]int{}

	tableOf := func(k tk) *tableStat {
		i, ok := tableIdx[k]
		if !ok {
			i = len(st.tables)
			tableIdx[k] = i
			st.tables = append(st.tables, tableStat{Casino: k.casino, Table: k.table})
		}
		return &st.tables[i]
	}
	dealerOf := func(k dk) *dealerStat {
		i, ok := dealerIdx[k]
		if !ok {
			i = len(st.dealers)
			dealerIdx[k] = i
			st.dealers = append(st.dealers, dealerStat{Casino: k.casino, Dealer: k.dealer})
		}
		return &st.dealers[i]
	}
	for _, ru := range r.Rules {
		if ru == nil {
			continue
		}
		if _, ok := ruleIdx[ru.ID]; !ok {
			ruleIdx[ru.ID] = len(st.rules)
			st.rules = append(st.rules, ruleStat{ID: ru.ID, Kind: ru.Kind, Severity: ru.Severity, Title: ru.Title})
		}
	}
	for _, s := range r.Sessions {
		if s.Rejected {
			st.sessionsRejected++
			continue
		}
		t := tableOf(tk{s.Casino, s.Table})
		t.Sessions++
		t.Rounds += s.Rounds
		t.Bets += s.Bets
		t.Handle += s.Handle
	}
	for _, d := range r.Dealers {
		dealerOf(dk{d.Casino, d.Dealer}).Rounds += d.Rounds
	}

	// The time chart spans the audit period; findings outside it (a bad
	// timestamp is itself a finding) are counted apart.
	from, to := r.PeriodFrom, r.PeriodTo
	if from.IsZero() || to.IsZero() || to.Before(from) {
		from, to = time.Time{}, time.Time{}
		err := r.EachFinding(func(_ int, f *audit.Finding) error {
			if a := f.At; !a.IsZero() {
				if from.IsZero() || a.Before(from) {
					from = a
				}
				if a.After(to) {
					to = a
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	var binOf func(time.Time) int
	if !from.IsZero() {
		st.unit, st.days, binOf = timeBins(wallDate(from), wallDate(to))
	}

	for i := range st.hours {
		st.hours[i].Label = twoDigits(i)
	}
	cand := map[patternKey]*pattern{}
	err := r.EachFinding(func(i int, f *audit.Finding) error {
		pk := patternKey{f.Rule, f.Casino, f.Table}
		pt := cand[pk]
		if pt == nil {
			pt = &pattern{patternKey: pk, Kind: f.Kind, Severity: f.Severity, Title: f.Title, First: endOf(i+1, f)}
			cand[pk] = pt
		}
		pt.add(f)
		if f.Round != 0 && (f.Round != pt.lastRound || f.Session != pt.lastSession) {
			pt.Rounds++
			pt.lastSession, pt.lastRound = f.Session, f.Round
		}
		pt.Last = endOf(i+1, f)
		if len(pt.Examples) < patternExamples {
			pt.Examples = append(pt.Examples, pt.Last)
		}
		j, ok := ruleIdx[f.Rule]
		if !ok {
			j = len(st.rules)
			ruleIdx[f.Rule] = j
			st.rules = append(st.rules, ruleStat{ID: f.Rule, Kind: f.Kind, Severity: f.Severity, Title: f.Title})
		}
		rs := &st.rules[j]
		rs.add(f)
		if !f.At.IsZero() {
			if rs.First.IsZero() || f.At.Before(rs.First) {
				rs.First = f.At
			}
			if f.At.After(rs.Last) {
				rs.Last = f.At
			}
		}
		if f.Session != "" {
			m := ruleSess[f.Rule]
			if m == nil {
				m = map[string]bool{}
				ruleSess[f.Rule] = m
			}
			m[f.Session] = true
		}
		tableOf(tk{f.Casino, f.Table}).add(f)
		if f.Dealer != "" {
			dealerOf(dk{f.Casino, f.Dealer}).add(f)
		}
		if f.At.IsZero() {
			st.noHour++
			st.untimed++
			return nil
		}
		h := &st.hours[f.At.Hour()]
		if f.Kind == rules.Violation {
			h.Viol++
		} else {
			h.DQ++
		}
		k := -1
		if binOf != nil {
			k = binOf(wallDate(f.At))
		}
		if k < 0 || k >= len(st.days) {
			st.untimed++
			return nil
		}
		if f.Kind == rules.Violation {
			st.days[k].Viol++
		} else {
			st.days[k].DQ++
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for i := range st.rules {
		st.rules[i].Sessions = len(ruleSess[st.rules[i].ID])
	}
	sort.SliceStable(st.rules, func(i, j int) bool {
		a, b := st.rules[i], st.rules[j]
		if a.N != b.N {
			return a.N > b.N
		}
		return a.ID < b.ID
	})
	sort.Slice(st.tables, func(i, j int) bool {
		a, b := st.tables[i], st.tables[j]
		if a.Casino != b.Casino {
			return a.Casino < b.Casino
		}
		return a.Table < b.Table
	})
	sort.Slice(st.dealers, func(i, j int) bool {
		a, b := st.dealers[i], st.dealers[j]
		if a.Casino != b.Casino {
			return a.Casino < b.Casino
		}
		return a.Dealer < b.Dealer
	})
	seen := map[string]bool{}
	for _, t := range st.tables {
		if t.Casino != "" {
			seen[t.Casino] = true
		}
	}
	st.casinos = len(seen)
	st.patterned = map[patternKey]int{}
	rounds := map[tk]int{}
	for _, t := range st.tables {
		rounds[tk{t.Casino, t.Table}] = t.Rounds
	}
	for _, pt := range cand {
		n := rounds[tk{pt.casino, pt.table}]
		if n > 0 && pt.N >= patternMin && float64(pt.Rounds) >= patternShare*float64(n) {
			pt.TableRounds = n
			st.patterns = append(st.patterns, *pt)
		}
	}
	sort.Slice(st.patterns, func(i, j int) bool {
		a, b := st.patterns[i], st.patterns[j]
		if a.casino != b.casino {
			return a.casino < b.casino
		}
		if a.table != b.table {
			return a.table < b.table
		}
		return a.rule < b.rule
	})
	for i, pt := range st.patterns {
		st.patterned[pt.patternKey] = i
	}
	return st, nil
}

func twoDigits(n int) string { return string([]byte{byte('0' + n/10), byte('0' + n%10)}) }

// maxBins is the most bars the time chart draws; a longer period is shown
// by week, month or year instead of by day.
const maxBins = 45

// timeBins divides [from, to] (UTC midnights) into at most maxBins bins and
// returns the unit, the empty bins and the index of a date's bin.
func timeBins(from, to time.Time) (int, []bin, func(time.Time) int) {
	days := int(to.Sub(from).Hours()/24) + 1
	monday := func(t time.Time) time.Time { return t.AddDate(0, 0, -((int(t.Weekday()) + 6) % 7)) }
	w0 := monday(from)
	weeks := int(monday(to).Sub(w0).Hours()/24)/7 + 1
	months := (to.Year()-from.Year())*12 + int(to.Month()) - int(from.Month()) + 1
	var out []bin
	switch {
	case days <= maxBins:
		for i := 0; i < days; i++ {
			d := from.AddDate(0, 0, i)
			out = append(out, bin{Label: d.Format("02/01"), Start: d})
		}
		return unitDay, out, func(t time.Time) int {
			if t.Before(from) {
				return -1
			}
			return int(t.Sub(from).Hours() / 24)
		}
	case weeks <= maxBins:
		for i := 0; i < weeks; i++ {
			d := w0.AddDate(0, 0, 7*i)
			out = append(out, bin{Label: d.Format("02/01"), Start: d})
		}
		return unitWeek, out, func(t time.Time) int {
			if t.Before(w0) {
				return -1
			}
			return int(t.Sub(w0).Hours()/24) / 7
		}
	case months <= maxBins:
		m0 := time.Date(from.Year(), from.Month(), 1, 0, 0, 0, 0, time.UTC)
		for i := 0; i < months; i++ {
			d := m0.AddDate(0, i, 0)
			out = append(out, bin{Label: d.Format("01/06"), Start: d})
		}
		return unitMonth, out, func(t time.Time) int {
			return (t.Year()-from.Year())*12 + int(t.Month()) - int(from.Month())
		}
	}
	years := to.Year() - from.Year() + 1
	for i := 0; i < years; i++ {
		d := time.Date(from.Year()+i, 1, 1, 0, 0, 0, 0, time.UTC)
		out = append(out, bin{Label: d.Format("2006"), Start: d})
	}
	return unitYear, out, func(t time.Time) int { return t.Year() - from.Year() }
}

// topTables returns the tables with findings, most first.
func (st *stats) topTables() []tableStat {
	var out []tableStat
	for _, t := range st.tables {
		if t.N > 0 {
			out = append(out, t)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].N > out[j].N })
	return out
}

// topDealers returns the croupiers with findings, most first.
func (st *stats) topDealers() []dealerStat {
	var out []dealerStat
	for _, d := range st.dealers {
		if d.N > 0 {
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].N > out[j].N })
	return out
}

// dealersByRate returns every croupier with rounds dealt, highest rate of
// findings per 100 rounds first (ties: more rounds first).
func (st *stats) dealersByRate() []dealerStat {
	var out []dealerStat
	for _, d := range st.dealers {
		if d.Rounds > 0 {
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		ra, _ := per100(a.N, a.Rounds)
		rb, _ := per100(b.N, b.Rounds)
		if ra != rb {
			return ra > rb
		}
		return a.Rounds > b.Rounds
	})
	return out
}

// tableName labels a table, with its casino when the audit covers several.
func (st *stats) tableName(t tableStat, lb *labels) string {
	name := t.Table
	if name == "" {
		name = lb.NoTable
	}
	if st.casinos > 1 && t.Casino != "" {
		return oneLine(t.Casino + " / " + name)
	}
	return oneLine(name)
}

func (st *stats) dealerName(d dealerStat) string {
	if st.casinos > 1 && d.Casino != "" {
		return oneLine(d.Casino + " / " + d.Dealer)
	}
	return oneLine(d.Dealer)
}

// ruleSet is what the rule-set fingerprint covers: the rules applied with
// their bases, the readings of the ambiguity switches in force, and the
// instruments applied.
type ruleSet struct {
	Rules       []*rules.Rule             `json:"rules"`
	Assumptions []audit.AssumptionInForce `json:"assumptions"`
	Instruments []*rules.Instrument       `json:"instruments"`
}

// RuleSetSHA256 fingerprints the report's rule set: the SHA-256 of the
// canonical JSON (encoding/json: struct fields in declaration order, map keys
// sorted, no indentation) of the Result's rules, assumptions in force and
// instruments. The same catalogue and switches give the same hash on every
// run and every machine.
func RuleSetSHA256(r *audit.Result) string {
	r = orEmpty(r)
	rs := ruleSet{Rules: r.Rules, Assumptions: r.Assumptions, Instruments: r.Instruments}
	if rs.Rules == nil {
		rs.Rules = []*rules.Rule{}
	}
	if rs.Assumptions == nil {
		rs.Assumptions = []audit.AssumptionInForce{}
	}
	if rs.Instruments == nil {
		rs.Instruments = []*rules.Instrument{}
	}
	b, err := json.Marshal(rs)
	if err != nil {
		// Plain data always marshals; keep the signature simple.
		panic("reports: rule set: " + err.Error())
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// tablesAudited lists the tables per casino: "CAS-01: T01, T02; CAS-02: T01".
func tablesAudited(r *audit.Result) string {
	per := map[string][]string{}
	seen := map[[2]string]bool{}
	var cs []string
	for _, s := range r.Sessions {
		k := [2]string{s.Casino, s.Table}
		if s.Table == "" || seen[k] {
			continue
		}
		seen[k] = true
		if _, ok := per[s.Casino]; !ok {
			cs = append(cs, s.Casino)
		}
		per[s.Casino] = append(per[s.Casino], s.Table)
	}
	sort.Strings(cs)
	out := ""
	for i, c := range cs {
		ts := per[c]
		sort.Strings(ts)
		if i > 0 {
			out += "; "
		}
		if c != "" {
			out += c + ": "
		}
		for j, t := range ts {
			if j > 0 {
				out += ", "
			}
			out += t
		}
	}
	return out
}
