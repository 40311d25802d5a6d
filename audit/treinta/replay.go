package treinta

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	tq "github.com/veedor/veedor/rules/treinta"
)

// Replay is treinta y cuarenta for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{tq.Game} }

// Finish implements audit.Game: no check spans sessions.
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// KindSeguro is the insurance against the refait: bet=ID fee=X
// (docs/log-format/treinta.md).
const KindSeguro = "seguro"

// Rows of the outcome: the black row first, then the red.
const (
	RowBlack = "N"
	RowRed   = "R"
)

type coup struct {
	r          *logs.Round
	played     bool // not void, outcome readable
	dealt      bool // both rows dealt by the rule: its stakes can be judged
	black, red []cards.Card
	res        tq.Result
	min        logs.Cents // the table minimum in force (limit-change events)
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	in      string
	coups   map[int]*coup
	played  []*coup
	usable  map[int]bool
	seguro  map[string]*logs.Event
	missing audit.Missing
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, in: ctx.Instrument.ID, coups: map[int]*coup{}, usable: map[int]bool{},
		seguro: map[string]*logs.Event{}}
	x.readRounds()
	x.applyLimits()
	x.readEvents()
	n, handle := x.readBets()
	x.checkShoes()
	x.checkCrew()
	if len(s.Bets) == 0 {
		played := make([]int, len(x.played))
		for i, c := range x.played {
			played[i] = c.r.No
		}
		shoe.ReportUnbet(ctx, played, len(played))
	}
	x.missing.Report(x.ctx)
	ctx.Audited(len(x.played), n, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// cite returns citation i of rule's basis under the session's instrument.
func (x *session) cite(rule string, i int) rules.Citation { return x.ctx.Cite(tq.Game, rule, i) }

// parseOutcome reads "N=cards;R=cards": the black row, then the red.
func parseOutcome(outcome string) (black, red []cards.Card, err error) {
	hands, err := cards.ParseHands(outcome)
	if err != nil {
		return nil, nil, err
	}
	if len(hands) != 2 || hands[0].Name != RowBlack || hands[1].Name != RowRed {
		return nil, nil, fmt.Errorf("want the rows N=…;R=…, black first")
	}
	if len(hands[0].Cards) == 0 || len(hands[1].Cards) == 0 {
		return nil, nil, fmt.Errorf("an empty row")
	}
	return hands[0].Cards, hands[1].Cards, nil
}

func rowsText(c *coup) rules.Text {
	return audit.Plain(fmt.Sprintf("N=%s (%d); R=%s (%d)", cards.List(c.black), c.res.Black, cards.List(c.red), c.res.Red))
}

// readRounds reads the rows of every played coup, rejecting unreadable
// outcomes, and checks the dealing rule.
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		c := &coup{r: r, min: x.s.MinBet}
		x.coups[r.No] = c
		x.usable[r.No] = true
		if r.Void() {
			continue
		}
		black, red, err := parseOutcome(r.Outcome)
		if err != nil {
			x.usable[r.No] = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain("N=c1,c2,…;R=c1,c2,…"), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Resultado de la jugada %d ilegible (%v): la jugada y sus posturas se rechazan.", "Outcome of coup %d unreadable (%v): the coup and its stakes are rejected.", r.No, err)})
			continue
		}
		c.black, c.red, c.played, c.dealt = black, red, true, true
		c.res = tq.Resolve(black, red)
		x.played = append(x.played, c)
		for _, row := range []struct {
			name  string
			cards []cards.Card
			cite  int
		}{{"negra", black, 0}, {"roja", red, 1}} {
			if e := tq.RowError(row.cards); e != "" {
				c.dealt = false
				x.report(audit.Finding{Rule: tq.RuleDeal, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Cite: x.cite(tq.RuleDeal, row.cite),
					Expected: audit.Plain("31–40"), Recorded: rowsText(c),
					Detail: audit.Textf("Fila %s mal repartida (%s): las posturas de la jugada no se juzgan.", "The %s row dealt wrongly (%s): the coup's stakes are not judged.", row.name, e)})
				break
			}
		}
	}
}

// applyLimits applies limit-change events (the log contract's min_bet=X
// max_bet=Y) to the coups from theirs on: a stake is judged against the
// minimum in force at its coup.
func (x *session) applyLimits() {
	var changes []*logs.Event
	for i := range x.s.Events {
		if e := &x.s.Events[i]; e.Kind == "limit-change" {
			changes = append(changes, e)
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Round < changes[j].Round })
	x.checkPosted(x.s.MinBet, x.s.MaxBet, 0, x.s.OpenedAt, x.s.Pos, "max_bet", "")
	for _, e := range changes {
		kv, err := shoe.Detail(e.Detail)
		min, err1 := logs.ParseCents(kv["min_bet"])
		max, err2 := logs.ParseCents(kv["max_bet"])
		if err != nil || err1 != nil || err2 != nil || min <= 0 || max < min || e.Round < 1 {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
				Recorded: audit.Plain(e.Detail), Expected: audit.Plain("min_bet=X max_bet=Y"),
				Detail: audit.Textf("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
			continue
		}
		x.checkPosted(min, max, e.Round, e.At, e.Pos, "detail", e.Detail)
		for no, c := range x.coups {
			if no >= e.Round {
				c.min = min
			}
		}
	}
}

// checkPosted checks a posted maximum against a thousand times the minimum
// (tyc-max-posted): by default only one above a thousand times the larger of
// the table's and the authorised minimum; under "equal" one other than a
// thousand times the table's. A missing maximum is not judged.
func (x *session) checkPosted(min, max logs.Cents, round int, at time.Time, pos logs.Pos, column, detail string) {
	if max <= 0 || min <= 0 {
		return
	}
	recorded := audit.Textf("max_bet=%s", "max_bet=%s", max)
	if detail != "" {
		recorded = audit.Plain(detail)
	}
	if x.ctx.Assume[tq.SwMaxPosted] == "equal" {
		if want := min * tq.MaxTimesMin; max != want {
			x.report(audit.Finding{Rule: tq.RuleMaxPosted, Round: round, At: at, Source: pos, Column: column, Cite: x.cite(tq.RuleMaxPosted, 0),
				Assumptions: x.ctx.Readings(tq.SwMaxPosted), Expected: audit.Textf("= %s", "= %s", want), Recorded: recorded,
				Detail: audit.Textf("Máximo anunciado de %s con un mínimo de %s: es mil veces el mínimo (%s).", "Posted maximum of %s with a minimum of %s: it is a thousand times the minimum (%s).", max, min, want)})
		}
		return
	}
	if x.s.AuthorizedMin > min {
		min = x.s.AuthorizedMin
	}
	if ceil := min * tq.MaxTimesMin; max > ceil {
		x.report(audit.Finding{Rule: tq.RuleMaxPosted, Round: round, At: at, Source: pos, Column: column, Cite: x.cite(tq.RuleMaxPosted, 0),
			Expected: audit.Textf("≤ %s", "≤ %s", ceil), Recorded: recorded,
			Detail: audit.Textf("Máximo anunciado de %s, superior a mil veces el mínimo (%s).", "Posted maximum of %s, above a thousand times the minimum (%s).", max, min)})
	}
}

// readEvents reads the insurance events; unreadable ones are DQ-EVENT.
func (x *session) readEvents() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		if e.Kind != KindSeguro {
			continue
		}
		bad := func(es, en string) {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
				Recorded: audit.Plain(e.Kind + " " + e.Detail), Detail: audit.Textf(es, en)})
		}
		kv, err := shoe.Detail(e.Detail)
		if err != nil || kv["bet"] == "" {
			bad("seguro necesita bet=ID fee=X: no se aplica.", "seguro needs bet=ID fee=X: not applied.")
			continue
		}
		if _, err := logs.ParseCents(kv["fee"]); err != nil {
			bad("seguro necesita bet=ID fee=X: no se aplica.", "seguro needs bet=ID fee=X: not applied.")
			continue
		}
		if x.seguro[kv["bet"]] != nil {
			bad("Segundo seguro de la misma postura: no se aplica.", "Second insurance of the same stake: not applied.")
			continue
		}
		x.seguro[kv["bet"]] = e
	}
}

// readBets takes the usable bets, rejects those of an unknown type, and
// checks each one's limits, insurance and settlement.
func (x *session) readBets() (int, logs.Cents) {
	var handle logs.Cents
	n := 0
	seen := map[string]bool{}
	for _, b := range x.ctx.Bets(x.usable) {
		c := x.coups[b.Round]
		if !tq.Known(b.Type) {
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "type", Recorded: audit.Plain(b.Type), AtStake: b.Stake,
				Expected: audit.Plain(strings.Join(tq.Chances, " | ")),
				Detail:   audit.Textf("Tipo de postura %q desconocido en el treinta y cuarenta: la postura se rechaza.", "Stake type %q unknown in treinta y cuarenta: the stake is rejected.", b.Type)})
			continue
		}
		n++
		handle += b.Stake
		seen[b.ID] = true
		x.checkLimits(b, c)
		ev := x.seguro[b.ID]
		if ev != nil {
			x.checkInsurance(b, c, ev)
		}
		x.settle(b, c, ev != nil)
	}
	ids := make([]string, 0, len(x.seguro))
	for id := range x.seguro {
		if !seen[id] {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	for _, id := range ids {
		e := x.seguro[id]
		x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Kind + " " + e.Detail),
			Detail: audit.Textf("Seguro de una postura %s que no consta o se rechazó: no se aplica.", "Insurance of a stake %s not recorded or rejected: not applied.", id)})
	}
	return n, handle
}

func (x *session) checkLimits(b *logs.Bet, c *coup) {
	min := c.min
	if b.Stake < min {
		x.report(audit.Finding{Rule: tq.RuleStakeMin, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
			Expected: audit.Textf("≥ %s", "≥ %s", min), Recorded: audit.Textf("%s", "%s", b.Stake),
			Detail: audit.Textf("Postura de %s, inferior al mínimo de la mesa (%s).", "Stake of %s, below the table minimum (%s).", b.Stake, min)})
	}
	// The larger of the table's and the authorised minimum: the narrower
	// reading of «el mínimo establecido» accuses no one.
	if x.s.AuthorizedMin > min {
		min = x.s.AuthorizedMin
	}
	if max := min * tq.MaxTimesMin; min > 0 && b.Stake > max {
		x.report(audit.Finding{Rule: tq.RuleStakeMax, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
			Expected: audit.Textf("≤ %s", "≤ %s", max), Recorded: audit.Textf("%s", "%s", b.Stake),
			Detail: audit.Textf("Postura de %s, superior a mil veces el mínimo (%s).", "Stake of %s, above a thousand times the minimum (%s).", b.Stake, min)})
	}
}

// checkInsurance checks the fee, its moment and, where read so, the 1977
// threshold.
func (x *session) checkInsurance(b *logs.Bet, c *coup, e *logs.Event) {
	kv, _ := shoe.Detail(e.Detail)
	fee, _ := logs.ParseCents(kv["fee"])
	lo, hi := tq.Fee(int64(b.Stake))
	if int64(fee) < lo || int64(fee) > hi {
		x.report(audit.Finding{Rule: tq.RuleInsurance, Round: b.Round, Bet: b.ID, At: e.At, Source: e.Pos, Column: "detail", AtStake: fee, Cite: x.cite(tq.RuleInsurance, 0),
			Expected: audit.Textf("fee=%s", "fee=%s", logs.Cents(lo)), Recorded: audit.Plain(e.Detail),
			Detail: audit.Textf("Seguro de %s por una postura de %s: es el 1 por 100.", "Insurance of %s on a stake of %s: it is 1 per 100.", fee, b.Stake)})
	}
	if !e.At.IsZero() && !c.r.At.IsZero() && e.At.After(c.r.At) {
		x.report(audit.Finding{Rule: tq.RuleInsurance, Round: b.Round, Bet: b.ID, At: e.At, Source: e.Pos, Column: "at", AtStake: b.Stake, Cite: x.cite(tq.RuleInsurance, 0),
			Expected: audit.Textf("al hacer la postura, antes de %s", "when the stake is placed, before %s", c.r.At.Format("15:04:05")), Recorded: audit.Plain(e.At.Format("15:04:05")),
			Detail: audit.Textf("Seguro tomado después de la jugada %d.", "Insurance bought after coup %d.", c.r.No)})
	}
	if x.in != rules.CV2003 && x.ctx.Assume[tq.SwThreshold] == "eur-6.01" && b.Stake < tq.Threshold601 {
		x.report(audit.Finding{Rule: tq.RuleInsurance, Round: b.Round, Bet: b.ID, At: e.At, Source: e.Pos, Column: "stake", AtStake: b.Stake, Cite: x.cite(tq.RuleInsurance, 1),
			Expected: audit.Textf("≥ %s", "≥ %s", logs.Cents(tq.Threshold601)), Recorded: audit.Textf("%s", "%s", b.Stake), Assumptions: x.ctx.Readings(tq.SwThreshold),
			Detail: audit.Textf("Seguro de una postura de %s, inferior a mil pesetas.", "Insurance of a stake of %s, below a thousand pesetas.", b.Stake)})
	}
}
