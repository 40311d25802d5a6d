package audit

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// Plain is a value that reads the same in both languages (amounts, slugs,
// cards).
func Plain(s string) rules.Text { return rules.Text{ES: s, EN: s} }

// Textf formats a sentence in both languages; logs.Cents arguments are
// written as each language writes euros.
func Textf(es, en string, args ...any) rules.Text {
	return rules.Text{ES: fmt.Sprintf(es, euros("es", args)...), EN: fmt.Sprintf(en, euros("en", args)...)}
}

// euros puts args in lang: logs.Cents as that language writes euros,
// rules.Text in that language.
func euros(lang string, args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case logs.Cents:
			out[i] = v.Euro(lang)
		case rules.Text:
			out[i] = v.In(lang)
		default:
			out[i] = a
		}
	}
	return out
}

// Settlement describes what was handed back and what was paid.
func Settlement(returned, paid logs.Cents) rules.Text {
	return Textf("devuelto %s, pagado %s", "returned %s, paid %s", returned, paid)
}

// Rounds returns the session's rounds in number order after the checks
// every game shares: a repeated round_no is rejected (the later row), gaps
// in the numbering are reported (DQ-ROUND-SEQ), and so are rounds outside
// the session's hours or earlier than the round before (DQ-TIME).
func (c *Context) Rounds() []*logs.Round {
	s := c.Session
	all := make([]*logs.Round, len(s.Rounds))
	sorted := true
	for i := range s.Rounds {
		all[i] = &s.Rounds[i]
		sorted = sorted && (i == 0 || s.Rounds[i-1].No <= s.Rounds[i].No)
	}
	if !sorted { // logs list rounds in number order as a rule: no sort then
		sort.SliceStable(all, func(i, j int) bool { return all[i].No < all[j].No })
	}
	kept := all[:0]
	expect := 1
	var prevAt time.Time
	for _, r := range all {
		if len(kept) > 0 && kept[len(kept)-1].No == r.No {
			c.Reject(logs.TRounds)
			c.Report(Finding{Rule: DQRoundSeq, Round: r.No, At: r.At, Source: r.Pos, Column: "round_no", Recorded: Plain(strconv.Itoa(r.No)),
				Detail: Textf("Jugada %d repetida: la segunda fila se rechaza.", "Round %d appears twice: the second row is rejected.", r.No)})
			continue
		}
		if r.No != expect {
			c.Report(Finding{Rule: DQRoundSeq, Round: r.No, At: r.At, Source: r.Pos, Column: "round_no",
				Expected: Plain(strconv.Itoa(expect)), Recorded: Plain(strconv.Itoa(r.No)),
				Detail: Textf("Faltan las jugadas %d a %d.", "Rounds %d to %d are missing.", expect, r.No-1)})
		}
		expect = r.No + 1
		kept = append(kept, r)
		if r.At.Before(s.OpenedAt) || r.At.After(s.ClosedAt) {
			c.Report(Finding{Rule: DQTime, Round: r.No, At: r.At, Source: r.Pos, Column: "at",
				Expected: Plain(s.OpenedAt.Format(time.RFC3339) + " – " + s.ClosedAt.Format(time.RFC3339)), Recorded: Plain(r.At.Format(time.RFC3339)),
				Detail: Textf("La jugada %d está fuera del horario de la sesión.", "Round %d is outside the session's hours.", r.No)})
		} else if !prevAt.IsZero() && r.At.Before(prevAt) {
			c.Report(Finding{Rule: DQTime, Round: r.No, At: r.At, Source: r.Pos, Column: "at",
				Expected: Plain("≥ " + prevAt.Format(time.RFC3339)), Recorded: Plain(r.At.Format(time.RFC3339)),
				Detail: Textf("La jugada %d es anterior a la jugada precedente.", "Round %d is earlier than the round before it.", r.No)})
		}
		prevAt = r.At
	}
	return kept
}

// Bets returns the session's bets in file order, less those that cannot be
// audited, each rejected with its reason: a repeated bet_id (DQ-DUPLICATE),
// a bet whose round is not in usable (DQ-BET-ROUND), and the bets on a round
// false there because the replay rejected it, said once per round
// (DQ-ROUND-BETS, as RejectRoundBets).
func (c *Context) Bets(usable map[int]bool) []*logs.Bet {
	return c.BetsBy(func(no int) (ok, exists bool) {
		ok, exists = usable[no]
		return ok, exists
	})
}

// BetsBy is Bets with the rounds told by a function instead of a map (a
// replay that finds its rounds by number makes no map): whether round no
// can be audited, and whether the session has it. It is asked once for
// each run of bets on one round.
func (c *Context) BetsBy(usable func(no int) (ok, exists bool)) []*logs.Bet {
	s := c.Session
	var ids BetIDs
	out := make([]*logs.Bet, 0, len(s.Bets))
	var onRejected []*logs.Bet
	defer func() { c.RejectRoundBets(onRejected) }()
	lastNo, ok, exists := 0, false, false
	for i := range s.Bets {
		b := &s.Bets[i]
		if ids.Repeated(s.Bets, i) {
			c.Reject(logs.TBets)
			c.Report(Finding{Rule: DQDuplicate, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "bet_id", Recorded: Plain(b.ID),
				Detail: Textf("bet_id %s repetido en la sesión: la fila se rechaza.", "bet_id %s repeated in the session: the row is rejected.", b.ID)})
			continue
		}
		// Bets come round by round: usable is asked once a round.
		if i == 0 || b.Round != lastNo {
			lastNo = b.Round
			ok, exists = usable(b.Round)
		}
		if exists && !ok {
			onRejected = append(onRejected, b) // its round's own finding says why
			continue
		}
		if !ok {
			c.Reject(logs.TBets)
			c.Report(Finding{Rule: DQBetRound, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "round_no", Recorded: Plain(strconv.Itoa(b.Round)), AtStake: b.Stake,
				Detail: Textf("La jugada %d no existe en la sesión: la apuesta se rechaza.", "Round %d does not exist in the session: the bet is rejected.", b.Round)})
			continue
		}
		out = append(out, b)
	}
	return out
}

// followOn takes out of the session, before its replay, the bets on a round
// (or settled in a round) whose row the reader rejected, lost by round_no:
// each is counted as rejected, and said once per round (DQ-ROUND-BETS), not
// once per bet as a bet on a round that does not exist.
func (c *Context) followOn(lost map[int]logs.Pos) {
	s := c.Session
	if len(lost) == 0 || len(s.Bets) == 0 {
		return
	}
	for i := range s.Rounds {
		delete(lost, s.Rounds[i].No) // another row of that number was kept
	}
	if len(lost) == 0 {
		return
	}
	type group struct {
		first *logs.Bet
		ids   []string
		stake logs.Cents
	}
	groups := map[int]*group{}
	var order []int
	kept := s.Bets[:0]
	for i := range s.Bets {
		b := s.Bets[i]
		no := b.Round
		if _, ok := lost[no]; !ok {
			no = b.Settled()
		}
		if _, ok := lost[no]; !ok {
			kept = append(kept, b)
			continue
		}
		c.Reject(logs.TBets)
		g := groups[no]
		if g == nil {
			g = &group{first: &b} // a copy: s.Bets[i] is overwritten by the bets kept
			groups[no] = g
			order = append(order, no)
		}
		g.ids = append(g.ids, b.ID)
		g.stake += b.Stake
	}
	for _, no := range order {
		g := groups[no]
		c.roundBets(no, g.first, g.ids, g.stake, Textf("%d apuestas de la jugada %d no se auditan: la fila de la jugada (%s) se rechazó.",
			"%d bets on round %d were not audited: the round's row (%s) was rejected.", len(g.ids), no, lost[no].String()))
	}
	clear(s.Bets[len(kept):])
	s.Bets = kept
}

// roundBets files the one DQ-ROUND-BETS of a rejected round's bets: their
// bet_ids (the first ten), their stake, at the first one's row.
func (c *Context) roundBets(no int, first *logs.Bet, ids []string, stake logs.Cents, detail rules.Text) {
	list := strings.Join(ids[:min(len(ids), 10)], ", ")
	if len(ids) > 10 {
		list += fmt.Sprintf(" … (+%d)", len(ids)-10)
	}
	c.Report(Finding{Rule: DQRoundBets, Round: no, Source: first.Pos, Column: "round_no", AtStake: stake, Recorded: Plain(list), Detail: detail})
}

// RejectRoundBets takes the bets on rounds the replay rejected (an invalid
// outcome; its own finding says why): each is counted as rejected, and
// said once per round (DQ-ROUND-BETS), as for a round the reader rejected.
func (c *Context) RejectRoundBets(bets []*logs.Bet) {
	byRound := map[int][]*logs.Bet{}
	var order []int
	for _, b := range bets {
		c.Reject(logs.TBets)
		if byRound[b.Round] == nil {
			order = append(order, b.Round)
		}
		byRound[b.Round] = append(byRound[b.Round], b)
	}
	for _, no := range order {
		var ids []string
		var stake logs.Cents
		for _, b := range byRound[no] {
			ids = append(ids, b.ID)
			stake += b.Stake
		}
		c.roundBets(no, byRound[no][0], ids, stake, Textf("%d apuestas de la jugada %d no se auditan: la jugada se rechazó (resultado inválido).",
			"%d bets on round %d were not audited: the round was rejected (invalid outcome).", len(ids), no))
	}
}

// sessionChecks are the checks of a whole session that every game
// inherits, whatever its replay does (the engine runs them): bets and events
// outside the session's hours (DQ-TIME, log format §6 rule 5). A bet on a
// round itself outside the hours is left to that round's finding, so one
// wrong clock is not reported once per bet.
func (c *Context) sessionChecks() {
	s := c.Session
	outside := func(t time.Time) bool { return t.Before(s.OpenedAt) || t.After(s.ClosedAt) }
	// The hours as a finding writes them, written for the first one only:
	// most sessions have none.
	var written rules.Text
	hours := func() rules.Text {
		if written.ES == "" {
			written = Plain(s.OpenedAt.Format(time.RFC3339) + " – " + s.ClosedAt.Format(time.RFC3339))
		}
		return written
	}
	var late map[int]bool // rounds outside the hours, built on first use
	for i := range s.Bets {
		b := &s.Bets[i]
		if b.PlacedAt.IsZero() || !outside(b.PlacedAt) {
			continue
		}
		if late == nil {
			late = map[int]bool{}
			for j := range s.Rounds {
				if outside(s.Rounds[j].At) {
					late[s.Rounds[j].No] = true
				}
			}
		}
		if late[b.Round] {
			continue
		}
		c.Report(Finding{Rule: DQTime, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at",
			Expected: hours(), Recorded: Plain(b.PlacedAt.Format(time.RFC3339)),
			Detail: Textf("La apuesta %s está fuera del horario de la sesión.", "Bet %s is outside the session's hours.", b.ID)})
	}
	for i := range s.Events {
		e := &s.Events[i]
		if e.At.IsZero() || !outside(e.At) { // zero: a Source outside the contract (the reader requires at)
			continue
		}
		c.Report(Finding{Rule: DQTime, Round: e.Round, At: e.At, Source: e.Pos, Column: "at",
			Expected: hours(), Recorded: Plain(e.At.Format(time.RFC3339)),
			Detail: Textf("El evento %s está fuera del horario de la sesión.", "Event %s is outside the session's hours.", e.Kind)})
	}
}

// OnDuty reports whether a stint covers t: from its start, until its end
// (none: until the session closed), as every replay reads staff.
func OnDuty(st *logs.Staff, t time.Time) bool {
	return !t.Before(st.OnAt) && (st.OffAt.IsZero() || t.Before(st.OffAt))
}

// DutyWindow is the stretch of time around t, [from, until), in which no
// stint of staff begins or ends (until zero: none ends after t): OnDuty says
// of every stint at any time in it what it says at t (TestDutyWindow). A
// crew counted at one round then holds for the next rounds in the window
// (rounds come minutes apart, stints last hours), not counted again for each.
func DutyWindow(staff []logs.Staff, t time.Time) (from, until time.Time) {
	bound := func(b time.Time) {
		switch {
		case !t.Before(b):
			if b.After(from) {
				from = b
			}
		case until.IsZero() || b.Before(until):
			until = b
		}
	}
	for i := range staff {
		bound(staff[i].OnAt)
		bound(staff[i].OffAt) // a zero one (no end) bounds no time after the zero time
	}
	return from, until
}

// InWindow reports whether t is in [from, until) (until zero: no end).
func InWindow(from, until, t time.Time) bool {
	return !t.Before(from) && (until.IsZero() || t.Before(until))
}

// NewContext is a Context for one session outside a Run, for unit tests of
// replays and of what they share; findings returns what was reported so far
// and rejected the rows rejected per table.
func NewContext(in *rules.Instrument, assume rules.Settings, s *logs.Session) (ctx *Context, findings func() []Finding, rejected func(table string) int64) {
	out := &sessionOut{}
	ctx = &Context{Instrument: in, Assume: assume, Session: s, out: out}
	return ctx, func() []Finding { return out.findings }, func(table string) int64 { return out.rejected[tableIndex(table)] }
}
