package dospanos

import (
	"fmt"
	"sort"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	dp "github.com/veedor/veedor/rules/dospanos"
)

// Replay is baccara a dos paños for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{dp.Game} }

// Finish implements audit.Game: no check spans sessions.
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// Bet types of the log contract (docs/log-format/dos-panos.md).
const (
	BetFirst   = "primer-pano"  // a stake on the first tableau
	BetSecond  = "segundo-pano" // a stake on the second tableau
	BetCaballo = "caballo"      // à cheval on the line between the tableaux: half on each
	BetBanco   = "banco"        // the whole bank called, over both tableaux
)

// Event kinds of the bank (besides the shoe events of docs/log-format/cards.md).
const (
	KindBanca    = "banca"    // seat=S amount=X: the bank in play in the coup
	KindCuadro   = "cuadro"   // the banker asked for the bank's table in the coup
	KindCagnotte = "cagnotte" // amount=X: the house's deduction in the coup
)

// Hands of the outcome: the first tableau, the second, the bank.
const (
	P1 = iota
	P2
	B
)

var handNames = [3]string{"P1", "P2", "B"}

type coup struct {
	r        *logs.Round
	played   bool
	h        [3][]cards.Card
	two, tot [3]int
	bank     logs.Cents // 0 when no banca event
	bankEv   *logs.Event
	bets     []*logs.Bet
	rejected bool
	cuadro   bool
	cagnotte *logs.Event
	win      [2]logs.Cents // the banker's win on each tableau, from the settlements judged
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	in      string
	variant string
	coups   map[int]*coup
	played  []*coup
	usable  map[int]bool
	missing audit.Missing
	limits  []limit // limit-change events by round, read on first use
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, in: ctx.Instrument.ID, variant: s.Variant, coups: map[int]*coup{}, usable: map[int]bool{}}
	if x.variant != dp.Limitada && x.variant != dp.Libre {
		x.variant = ""
		x.report(audit.Finding{Rule: audit.DQMissing, At: s.OpenedAt, Source: s.Pos, Column: "sessions.variant", Recorded: audit.Plain(s.Variant),
			Expected: audit.Plain("limitada | libre"),
			Detail: audit.Textf("Modalidad de banca no consta o desconocida: %s no se comprueban.", "Bank variant not recorded or unknown: %s not checked.",
				strings.Join([]string{dp.RuleDecks, dp.RuleCommission, dp.RuleBankMax, dp.RuleStakeMax}, ", "))})
	}
	x.checkLibreMax()
	x.readRounds()
	x.readEvents()
	bets, handle := x.readBets()
	for _, c := range x.played {
		x.checkCoup(c)
		x.checkBank(c)
		x.checkCagnotte(c)
	}
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
	ctx.Audited(len(x.played), bets, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// cite returns citation i of rule's basis under the session's instrument.
func (x *session) cite(rule string, i int) rules.Citation { return x.ctx.Cite(dp.Game, rule, i) }

// readRounds reads the three hands of the played rounds, rejecting bad outcomes.
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		c := &coup{r: r}
		x.coups[r.No] = c
		x.usable[r.No] = true
		if r.Void() {
			continue
		}
		h, err := parseOutcome(r.Outcome)
		if err != nil {
			x.usable[r.No] = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain("P1=c1,c2[,c3];P2=c1,c2[,c3];B=c1,c2[,c3]"), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Resultado de la jugada %d ilegible o imposible (%v): la jugada y sus posturas se rechazan.", "Outcome of coup %d unreadable or impossible (%v): the coup and its stakes are rejected.", r.No, err)})
			continue
		}
		c.h, c.played = h, true
		for i := range h {
			c.two[i] = (h[i][0].Baccarat() + h[i][1].Baccarat()) % 10
			c.tot[i] = total(h[i])
		}
		x.played = append(x.played, c)
	}
}

// parseOutcome reads "P1=...;P2=...;B=...", each hand of two or three cards.
func parseOutcome(outcome string) (h [3][]cards.Card, err error) {
	hands, err := cards.ParseHands(outcome)
	if err != nil {
		return h, err
	}
	if len(hands) != 3 {
		return h, fmt.Errorf("%d hands, want P1, P2 and B", len(hands))
	}
	for _, hd := range hands {
		if len(hd.Cards) < 2 || len(hd.Cards) > 3 {
			return h, fmt.Errorf("hand %s has %d cards, want 2 or 3", hd.Name, len(hd.Cards))
		}
		i := -1
		for k, n := range handNames {
			if hd.Name == n {
				i = k
			}
		}
		if i < 0 {
			return h, fmt.Errorf("hand %q, want P1, P2 and B", hd.Name)
		}
		h[i] = hd.Cards
	}
	return h, nil
}

func total(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += c.Baccarat()
	}
	return n % 10
}

func handsText(c *coup) rules.Text {
	parts := make([]string, 3)
	for i := range c.h {
		parts[i] = fmt.Sprintf("%s=%s (%d)", handNames[i], cards.List(c.h[i]), c.tot[i])
	}
	return audit.Plain(strings.Join(parts, "; "))
}

// readEvents reads the bank's events. Unreadable ones are DQ-EVENT.
func (x *session) readEvents() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		switch e.Kind {
		case KindBanca, KindCuadro, KindCagnotte:
		default:
			continue
		}
		bad := func(es, en string) {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
				Recorded: audit.Plain(e.Kind + " " + e.Detail), Detail: audit.Textf(es, en)})
		}
		c := x.coups[e.Round]
		if c == nil {
			bad("Evento sin una jugada existente en round_no: no se aplica.", "Event without an existing round in round_no: not applied.")
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		if err != nil {
			bad("Detalle ilegible: no se aplica.", "Unreadable detail: not applied.")
			continue
		}
		switch e.Kind {
		case KindBanca:
			amt, err := logs.ParseCents(kv["amount"])
			if kv["seat"] == "" || err != nil || amt <= 0 {
				bad("banca necesita seat=S amount=X (X > 0).", "banca needs seat=S amount=X (X > 0).")
				continue
			}
			if c.bankEv != nil {
				bad("Segundo evento banca en la misma jugada: no se aplica.", "Second banca event in the same coup: not applied.")
				continue
			}
			c.bank, c.bankEv = amt, e
		case KindCuadro:
			c.cuadro = true
		case KindCagnotte:
			if _, err := logs.ParseCents(kv["amount"]); err != nil {
				bad("cagnotte necesita amount=X.", "cagnotte needs amount=X.")
				continue
			}
			if c.cagnotte != nil {
				bad("Segundo evento cagnotte en la misma jugada: no se aplica.", "Second cagnotte event in the same coup: not applied.")
				continue
			}
			c.cagnotte = e
		}
	}
}

// readBets takes the usable bets, rejects those of an unknown type, and
// checks each one's timing, minimum and settlement.
func (x *session) readBets() (int, logs.Cents) {
	var handle logs.Cents
	n := 0
	for _, b := range x.ctx.Bets(x.usable) {
		c := x.coups[b.Round]
		switch b.Type {
		case BetFirst, BetSecond, BetCaballo, BetBanco:
		default:
			x.ctx.Reject(logs.TBets)
			c.rejected = true
			x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "type", Recorded: audit.Plain(b.Type), AtStake: b.Stake,
				Expected: audit.Plain("primer-pano | segundo-pano | caballo | banco"),
				Detail:   audit.Textf("Tipo de postura %q desconocido en el baccara a dos paños: la postura se rechaza.", "Stake type %q unknown in baccara a dos paños: the stake is rejected.", b.Type)})
			continue
		}
		n++
		handle += b.Stake
		c.bets = append(c.bets, b)
		x.checkLate(b, c)
		if min := x.minFor(b.Round); b.Stake < min {
			x.report(audit.Finding{Rule: dp.RuleStakeMin, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
				Expected: audit.Textf("≥ %s", "≥ %s", min), Recorded: audit.Textf("%s", "%s", b.Stake),
				Detail: audit.Textf("Postura de %s, inferior al mínimo de la mesa (%s).", "Stake of %s, below the table minimum (%s).", b.Stake, min)})
		}
		x.checkStakeMax(b)
		x.settle(b, c)
	}
	// A coup some of whose rows were rejected has incomplete totals: its
	// bank and deduction checks are skipped.
	rows := map[int]int{}
	for i := range x.s.Bets {
		rows[x.s.Bets[i].Round]++
	}
	for no, n := range rows {
		if c := x.coups[no]; c != nil && n != len(c.bets) {
			c.rejected = true
		}
	}
	return n, handle
}

// minFor is the table minimum in force in a coup: the session's, or that of
// the last limit-change event (min_bet=X max_bet=Y) whose round_no is the
// coup or an earlier one (docs/log-format.md §5). An unreadable change is
// DQ-EVENT and not applied.
func (x *session) minFor(round int) logs.Cents {
	if x.limits == nil {
		x.limits = []limit{}
		for i := range x.s.Events {
			e := &x.s.Events[i]
			if e.Kind != "limit-change" {
				continue
			}
			kv, err := shoe.Detail(e.Detail)
			var min, max logs.Cents
			if err == nil {
				min, err = logs.ParseCents(kv["min_bet"])
			}
			if err == nil {
				max, err = logs.ParseCents(kv["max_bet"])
			}
			if err != nil || e.Round < 1 {
				x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("min_bet=X max_bet=Y"),
					Detail: audit.Textf("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
				continue
			}
			x.limits = append(x.limits, limit{e.Round, min, max})
		}
		sort.SliceStable(x.limits, func(i, j int) bool { return x.limits[i].round < x.limits[j].round })
	}
	min := x.s.MinBet
	for _, l := range x.limits {
		if l.round <= round {
			min = l.min
		}
	}
	return min
}

// maxFor is the table maximum in force in a coup: the session's max_bet,
// or that of the last readable limit-change event up to the coup; zero when
// none is recorded.
func (x *session) maxFor(round int) logs.Cents {
	x.minFor(round) // reads the limit-change events on first use
	max := x.s.MaxBet
	for _, l := range x.limits {
		if l.round <= round {
			max = l.max
		}
	}
	return max
}

// checkStakeMax reports a stake above the table maximum of a limited bank.
// A free bank's stakes are not checked (1977 L435, CV L1853: the house may
// fix no maximum there); nor a stake when no maximum is recorded.
func (x *session) checkStakeMax(b *logs.Bet) {
	if x.variant != dp.Limitada {
		return
	}
	if max := x.maxFor(b.Round); max > 0 && b.Stake > max {
		x.report(audit.Finding{Rule: dp.RuleStakeMax, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake - max,
			Expected: audit.Textf("≤ %s", "≤ %s", max), Recorded: audit.Textf("%s", "%s", b.Stake),
			Detail: audit.Textf("Postura de %s, superior al máximo de la mesa (%s) en la banca limitada.", "Stake of %s, above the table maximum (%s) with a limited bank.", b.Stake, max)})
	}
}

// checkLibreMax reports a free bank's posted maximum, only under the
// reading (bdp-libre-max=house) that it is the house's.
func (x *session) checkLibreMax() {
	if x.variant != dp.Libre || x.s.MaxBet <= 0 || !x.ctx.Assume.Is(dp.SwLibreMax, "house") {
		return
	}
	x.report(audit.Finding{Rule: dp.RuleLibreMax, At: x.s.OpenedAt, Source: x.s.Pos, Column: "max_bet", Assumptions: x.ctx.Readings(dp.SwLibreMax),
		Expected: audit.Plain("—"), Recorded: audit.Textf("%s", "%s", x.s.MaxBet),
		Detail: audit.Textf("Banca libre con un máximo de las posturas de %s: el establecimiento no puede fijarlo.", "Free bank with a stake maximum of %s: the house may fix none.", x.s.MaxBet)})
}

type limit struct {
	round int
	min   logs.Cents
	max   logs.Cents
}

func (x *session) checkLate(b *logs.Bet, c *coup) {
	switch {
	case b.PlacedAt.IsZero():
		x.missing.Add("placed_at", "bets.placed_at", dp.RuleLateBet)
	case c.r.NoMoreBetsAt.IsZero():
		x.missing.Add("no_more_bets_at", "rounds.no_more_bets_at", dp.RuleLateBet)
	case b.PlacedAt.After(c.r.NoMoreBetsAt):
		x.report(audit.Finding{Rule: dp.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
			Expected: audit.Textf("antes de %s", "before %s", c.r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(b.PlacedAt.Format("15:04:05")),
			Detail: audit.Textf("Postura colocada después del «ya no va más» de la jugada %d.", "Stake placed after «ya no va más» of coup %d.", b.Round)})
	}
}

// results are the coup's result on each tableau (1 the tableau wins, -1 the
// bank, 0 a tie) under each reading of the natural 9 the session admits.
func (x *session) results(c *coup) [][2]int {
	var nines []bool
	switch x.ctx.Assume[dp.SwNineNine] {
	case "tie":
		nines = []bool{false}
	case "natural-wins":
		nines = []bool{true}
	default:
		nines = []bool{false, true}
	}
	var out [][2]int
	for _, n9 := range nines {
		var r [2]int
		for k := P1; k <= P2; k++ {
			r[k] = dp.Beats(c.tot[k], len(c.h[k]), c.tot[B], len(c.h[B]), n9)
		}
		if len(out) == 0 || out[0] != r {
			out = append(out, r)
		}
	}
	return out
}

// due is a stake's settlement and the banker's win per tableau for the
// parts s played on each tableau.
func due(s [2]logs.Cents, r [2]int) (ret, paid logs.Cents, win [2]logs.Cents) {
	for k := 0; k < 2; k++ {
		switch {
		case r[k] > 0:
			ret += s[k]
			paid += s[k]
			win[k] = -s[k]
		case r[k] == 0:
			ret += s[k]
		default:
			win[k] = s[k]
		}
	}
	return ret, paid, win
}

// splits are the parts a stake may play on each tableau: all on its own
// tableau, or for a caballo or banco half on each with the larger part (if
// any) on the first; with the betting unit unrecorded, the split that
// explains the recorded settlement is admitted if it favours the first.
func splits(b *logs.Bet, r [2]int) [][2]logs.Cents {
	switch b.Type {
	case BetFirst:
		return [][2]logs.Cents{{b.Stake, 0}}
	case BetSecond:
		return [][2]logs.Cents{{0, b.Stake}}
	}
	half := b.Stake - b.Stake/2
	out := [][2]logs.Cents{{half, b.Stake - half}}
	if r[0] == r[1] {
		return out
	}
	// returned and paid are linear in the first part s1: a1*s1 + a2*(stake-s1).
	coef := func(v int, paid bool) logs.Cents {
		if v > 0 || (!paid && v == 0) {
			return 1
		}
		return 0
	}
	for _, paid := range []bool{false, true} {
		a1, a2 := coef(r[0], paid), coef(r[1], paid)
		if a1 == a2 {
			continue
		}
		rec := b.Returned
		if paid {
			rec = b.Paid
		}
		s1 := (rec - a2*b.Stake) / (a1 - a2)
		if s1 >= 0 && s1 <= b.Stake && 2*s1 >= b.Stake {
			out = append(out, [2]logs.Cents{s1, b.Stake - s1})
		}
	}
	return out
}

// settle checks a stake's settlement on its tableau or tableaux and adds the
// banker's win to the coup's.
func (x *session) settle(b *logs.Bet, c *coup) {
	if !c.played {
		if b.Returned != b.Stake || b.Paid != 0 {
			x.report(audit.Finding{Rule: dp.RulePayout, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake,
				Delta: b.Returned + b.Paid - b.Stake, Expected: audit.Settlement(b.Stake, 0), Recorded: audit.Settlement(b.Returned, b.Paid),
				Detail: audit.Textf("Jugada nula: la postura se devuelve sin pago.", "Void coup: the stake is handed back unpaid.")})
		}
		return
	}
	results := x.results(c)
	var first struct {
		ret, paid logs.Cents
		win       [2]logs.Cents
	}
	for i, r := range results {
		for j, s := range splits(b, r) {
			ret, paid, win := due(s, r)
			if i == 0 && j == 0 {
				first.ret, first.paid, first.win = ret, paid, win
			}
			if ret == b.Returned && paid == b.Paid {
				c.win[0] += win[0]
				c.win[1] += win[1]
				x.noCommission(b, c)
				return
			}
		}
	}
	c.win[0] += first.win[0]
	c.win[1] += first.win[1]
	f := audit.Finding{Rule: dp.RulePayout, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake,
		Delta: b.Returned + b.Paid - first.ret - first.paid, Expected: audit.Settlement(first.ret, first.paid),
		Detail: audit.Textf("Liquidación distinta de la debida por el resultado de su paño (%s).", "Settlement differs from what its tableau's result requires (%s).", b.Type)}
	rec := audit.Settlement(b.Returned, b.Paid)
	f.Recorded = rules.Text{ES: rec.ES + "; " + handsText(c).ES, EN: rec.EN + "; " + handsText(c).EN}
	if len(results) > 1 {
		f.Assumptions = x.ctx.Readings(dp.SwNineNine)
	}
	x.report(f)
	x.noCommission(b, c)
}

// noCommission: the deduction comes from the banker's winnings, never from
// a punto's stake or win.
func (x *session) noCommission(b *logs.Bet, c *coup) {
	if b.CommissionRecorded && b.Commission != 0 {
		x.report(audit.Finding{Rule: dp.RuleCommission, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "commission", AtStake: b.Commission, Delta: -b.Commission,
			Expected: audit.Plain("0"), Recorded: audit.Textf("%s", "%s", b.Commission),
			Detail: audit.Textf("Deducción sobre una postura de un punto: la deducción se toma de lo ganado por el banquero.",
				"Deduction on a punto's stake: the deduction comes from the banker's winnings.")})
	}
}
