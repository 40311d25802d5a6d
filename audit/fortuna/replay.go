// Package fortuna replays ruleta de la fortuna sessions (CV 2003, game 10):
// the wheel's cell, each stake's settlement by its box, late stakes, the
// table's limits, who spun the wheel and the crew. The game has a text only
// in Valencia; a session under any other instrument is rejected.
package fortuna

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	wf "github.com/veedor/veedor/rules/fortuna"
)

// Replay is the ruleta de la fortuna's audit.Game.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{wf.Game} }

// Finish implements audit.Game: no check spans sessions (the text sets no
// limit on the tables a jefe de mesa covers).
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

type spin struct {
	r        *logs.Round
	o        wf.Outcome
	played   bool
	min, max logs.Cents
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	spins   map[int]*spin
	order   []*spin
	usable  map[int]bool
	missing audit.Missing
	// readings of the switches in force
	even24, push24, oneJoker, twoJokers bool
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	if ctx.Instrument.ID != rules.CV2003 {
		// Castilla y León lists the game without text; no national text has it.
		ctx.Report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "game", Recorded: audit.Plain(s.Game),
			Detail: rules.Text{ES: wf.NoText.ES + " (" + ctx.Instrument.ID + ")", EN: wf.NoText.EN + " (" + ctx.Instrument.ID + ")"}})
		for t, n := range s.Rows() {
			for i := 0; i < n; i++ {
				ctx.Reject(t)
			}
		}
		return
	}
	a := ctx.Assume
	x := &session{ctx: ctx, s: s, spins: map[int]*spin{}, usable: map[int]bool{},
		even24: !a.Is(wf.SwTwentyFour, "push"), push24: !a.Is(wf.SwTwentyFour, "even"),
		oneJoker: !a.Is(wf.SwJokerBoxes, "two"), twoJokers: !a.Is(wf.SwJokerBoxes, "one")}
	x.readRounds()
	x.applyLimits()
	bets, handle := x.readBets()
	x.missing.Report(x.ctx)
	played := 0
	for _, sp := range x.order {
		if sp.played {
			played++
		}
	}
	ctx.Audited(played, bets, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// readRounds reads each spin's cell and checks who spun the wheel and the
// crew on duty.
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		sp := &spin{r: r, min: x.s.MinBet, max: x.s.MaxBet}
		x.spins[r.No] = sp
		x.order = append(x.order, sp)
		if r.Void() {
			x.usable[r.No] = true
			continue
		}
		o, ok := wf.ParseOutcome(r.Outcome)
		if !ok {
			x.usable[r.No] = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain("24 | 15 | 7 | 4 | 2 | joker | joker-1 | joker-2"), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Celda de la jugada %d ilegible: la jugada y sus posturas se rechazan.", "Cell of spin %d unreadable: the spin and its stakes are rejected.", r.No)})
			continue
		}
		x.usable[r.No] = true
		sp.o, sp.played = o, true
		if len(x.s.Staff) == 0 {
			// No staff rows: who spun and the crew cannot be judged, and
			// nobody is accused of their absence.
			x.missing.Add("staff", "staff", wf.RuleSpin+", "+wf.RuleCrew)
			continue
		}
		x.checkSpinner(r)
		x.checkCrew(r)
	}
}

// onDuty reports whether employee (any, when "") holds role at the table at t.
func (x *session) onDuty(employee, role string, t time.Time) bool {
	for i := range x.s.Staff {
		st := &x.s.Staff[i]
		if st.Role == role && (employee == "" || st.Employee == employee) && !t.Before(st.OnAt) && (st.OffAt.IsZero() || !t.After(st.OffAt)) {
			return true
		}
	}
	return false
}

func (x *session) checkSpinner(r *logs.Round) {
	if r.Dealer == "" {
		x.missing.Add("dealer_id", "rounds.dealer_id", wf.RuleSpin)
		return
	}
	if x.onDuty(r.Dealer, "jefe-mesa", r.At) {
		return
	}
	x.report(audit.Finding{Rule: wf.RuleSpin, Round: r.No, At: r.At, Source: r.Pos, Column: "dealer_id",
		Expected: audit.Plain("jefe-mesa"), Recorded: audit.Plain(r.Dealer),
		Detail: audit.Textf("La rueda de la jugada %d la giró %s, que no estaba de jefe de mesa en la mesa.", "The wheel of spin %d was spun by %s, who was not the table's jefe de mesa.", r.No, r.Dealer)})
}

func (x *session) checkCrew(r *logs.Round) {
	var lack []string
	for _, role := range []string{"jefe-mesa", "croupier"} {
		if !x.onDuty("", role, r.At) {
			lack = append(lack, role)
		}
	}
	if len(lack) == 0 {
		return
	}
	x.report(audit.Finding{Rule: wf.RuleCrew, Round: r.No, At: r.At, Source: r.Pos, Column: "role",
		Expected: audit.Plain("jefe-mesa, croupier"), Recorded: audit.Textf("falta %s", "missing %s", strings.Join(lack, ", ")),
		Detail: audit.Textf("Jugada %d sin %s en turno.", "Spin %d without %s on duty.", r.No, strings.Join(lack, ", "))})
}

// applyLimits reads limit-change events: the new limits apply from their
// round on.
func (x *session) applyLimits() {
	var changes []*logs.Event
	for i := range x.s.Events {
		if e := &x.s.Events[i]; e.Kind == "limit-change" {
			changes = append(changes, e)
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Round < changes[j].Round })
	for _, e := range changes {
		min, max, err := parseLimits(e.Detail)
		if err != nil || e.Round < 1 {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("min_bet=X max_bet=Y"),
				Detail: audit.Textf("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
			continue
		}
		for _, sp := range x.order {
			if sp.r.No >= e.Round {
				sp.min, sp.max = min, max
			}
		}
	}
}

func parseLimits(detail string) (min, max logs.Cents, err error) {
	kv, err := shoe.Detail(detail)
	if err != nil {
		return 0, 0, err
	}
	if min, err = logs.ParseCents(kv["min_bet"]); err != nil {
		return 0, 0, err
	}
	if max, err = logs.ParseCents(kv["max_bet"]); err != nil {
		return 0, 0, err
	}
	if min <= 0 || max < min {
		return 0, 0, fmt.Errorf("want 0 < min_bet ≤ max_bet")
	}
	return min, max, nil
}

// numeric reports whether a bet type is a number written plainly (digits,
// no sign, no leading zero): a box the layout could have, so one it does not
// have is a breach, not an unreadable row. «024» or «+24» may well mean the
// 24: such a row is unusable, not a stake on a box the layout lacks.
func numeric(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && n > 0 && strconv.Itoa(n) == s
}

func (x *session) readBets() (int, logs.Cents) {
	var handle logs.Cents
	n := 0
	for _, b := range x.ctx.Bets(x.usable) {
		sp := x.spins[b.Round]
		if why, col := x.unusable(b); why != (rules.Text{}) {
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: col, AtStake: b.Stake, Detail: why})
			continue
		}
		n++
		handle += b.Stake
		if x.refused(b, sp) {
			// Refused and handed back as the text orders: it did not play.
			continue
		}
		x.checkLate(b, sp)
		x.checkLimits(b, sp)
		if !wf.Known(b.Type) {
			x.report(audit.Finding{Rule: wf.RuleBox, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "type", AtStake: b.Stake,
				Expected: audit.Plain("24 | 15 | 7 | 4 | 2 | joker"), Recorded: audit.Plain(b.Type),
				Detail: audit.Textf("Postura a la casilla %s, que la mesa de la ruleta de la fortuna no tiene.", "Stake on box %s, which the ruleta de la fortuna's layout does not have.", b.Type)})
			continue
		}
		if sp.played {
			x.settle(b, sp)
		}
	}
	return n, handle
}

// unusable says why a bet row cannot be audited (a type that is no box
// number, a Joker selection that names no box, a later settlement the game
// does not have), or the zero Text.
func (x *session) unusable(b *logs.Bet) (rules.Text, string) {
	switch {
	case !wf.Known(b.Type) && !numeric(b.Type):
		return audit.Textf("Tipo de postura %q desconocido en la ruleta de la fortuna (24, 15, 7, 4, 2, joker): la postura se rechaza.",
			"Stake type %q unknown in the ruleta de la fortuna (24, 15, 7, 4, 2, joker): the stake is rejected.", b.Type), "type"
	case b.Type == wf.SJoker && b.Selection != "" && b.Selection != "1" && b.Selection != "2":
		return audit.Textf("Casilla Joker %q ilegible (1, 2 o vacía): la postura se rechaza.", "Joker box %q unreadable (1, 2 or empty): the stake is rejected.", b.Selection), "selection"
	case b.SettledRound != 0 && b.SettledRound != b.Round:
		return audit.Textf("La postura se liquida en la jugada %d, no en la suya (%d): la ruleta de la fortuna no deja posturas de una jugada para otra; la postura se rechaza.",
			"The stake is settled in spin %d, not its own (%d): the ruleta de la fortuna keeps no stake from one spin to the next; the stake is rejected.", b.SettledRound, b.Round), "settled_round"
	}
	return rules.Text{}, ""
}

// refused reports whether a stake placed after «no va más» was handed back
// whole and unpaid, as L2377 orders («el crupier devuelve la ficha al
// apostante tardío»): it did not play, and nothing is reported of it.
func (x *session) refused(b *logs.Bet, sp *spin) bool {
	return !b.PlacedAt.IsZero() && !sp.r.NoMoreBetsAt.IsZero() && b.PlacedAt.After(sp.r.NoMoreBetsAt) &&
		b.Returned == b.Stake && b.Paid == 0
}

func (x *session) checkLate(b *logs.Bet, sp *spin) {
	switch {
	case b.PlacedAt.IsZero():
		x.missing.Add("placed_at", "bets.placed_at", wf.RuleLateBet)
	case sp.r.NoMoreBetsAt.IsZero():
		x.missing.Add("no_more_bets_at", "rounds.no_more_bets_at", wf.RuleLateBet)
	case b.PlacedAt.After(sp.r.NoMoreBetsAt):
		x.report(audit.Finding{Rule: wf.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
			Expected: audit.Textf("antes de %s", "before %s", sp.r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(b.PlacedAt.Format("15:04:05")),
			Detail: audit.Textf("Postura colocada después del «no va más» de la jugada %d y aceptada.", "Stake placed after «no va más» of spin %d and accepted.", b.Round)})
	}
}

// checkLimits compares a stake with the limits in force; where the log
// records the authorization's minimum (authorized_min), a table minimum below
// it does not lower the floor: the authorization fixes it (L2371).
func (x *session) checkLimits(b *logs.Bet, sp *spin) {
	min := sp.min
	if auth := x.s.AuthorizedMin; auth > min {
		min = auth
	}
	if b.Stake >= min && b.Stake <= sp.max {
		return
	}
	detail := audit.Textf("Postura de %s fuera de los límites de la mesa (%s – %s).", "Stake of %s outside the table's limits (%s – %s).", b.Stake, min, sp.max)
	if min != sp.min && b.Stake < min {
		detail = audit.Textf("Postura de %s por debajo del mínimo autorizado (%s; la mesa registra %s).", "Stake of %s below the authorized minimum (%s; the table records %s).", b.Stake, min, sp.min)
	}
	x.report(audit.Finding{Rule: wf.RuleLimits, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
		Expected: audit.Textf("%s – %s", "%s – %s", min, sp.max), Recorded: audit.Textf("%s", "%s", b.Stake), Detail: detail})
}

// settle checks the stake's settlement against every one the readings in
// force admit.
func (x *session) settle(b *logs.Bet, sp *spin) {
	due := wf.Due(b.Type, b.Selection, int64(b.Stake), sp.o, x.even24, x.push24, x.oneJoker, x.twoJokers)
	for _, d := range due {
		if logs.Cents(d.Returned) == b.Returned && logs.Cents(d.Paid) == b.Paid {
			return
		}
	}
	want := due[0]
	alts := make([]string, len(due))
	for i, d := range due {
		alts[i] = audit.Settlement(logs.Cents(d.Returned), logs.Cents(d.Paid)).ES
	}
	altsEN := make([]string, len(due))
	for i, d := range due {
		altsEN[i] = audit.Settlement(logs.Cents(d.Returned), logs.Cents(d.Paid)).EN
	}
	f := audit.Finding{Rule: wf.RulePayout, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake,
		Delta:    b.Returned + b.Paid - logs.Cents(want.Returned+want.Paid),
		Expected: rules.Text{ES: strings.Join(alts, " o "), EN: strings.Join(altsEN, " or ")},
		Recorded: audit.Settlement(b.Returned, b.Paid),
		Detail: audit.Textf("Postura a la casilla %s con la rueda parada en %s: liquidación distinta de la debida.",
			"Stake on box %s with the wheel stopped on %s: settlement differs from what is due.", b.Type, sp.r.Outcome)}
	switch {
	case b.Type == wf.S24 && sp.o.Symbol == wf.S24:
		f.Assumptions = []string{wf.SwTwentyFour + "=" + x.ctx.Assume[wf.SwTwentyFour]}
	case b.Type == wf.SJoker && sp.o.Symbol == wf.SJoker:
		f.Assumptions = []string{wf.SwJokerBoxes + "=" + x.ctx.Assume[wf.SwJokerBoxes]}
	}
	x.report(f)
}
