package puntobanca

import (
	"strconv"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// Bet types of the log contract (docs/log-format/punto-y-banca.md).
const (
	BetPunto  = "punto"
	BetBanca  = "banca"
	BetEmpate = "empate"
)

// groupKey names the running stake of one place (seat and hand) or of the
// round's tie bets, for the readings that cap a total instead of each bet.
type groupKey struct {
	round      int
	seat, hand string
}

// checkBets audits every usable bet: its type, the tie bet, its place, the
// limits in force in its round and its settlement. It returns the bets
// audited and their handle.
func (x *session) checkBets() (int, logs.Cents) {
	bets := x.riding(x.ctx.BetsBy(x.usable))
	var handle logs.Cents
	late := false
	if r, ok := rules.Lookup(pb.RuleLateBet); ok {
		late = r.AppliesTo(x.in, pb.Game)
	}
	perSeat := x.ctx.Assume.Is(pb.SwLimitScope, "per-seat")
	tieTotal := x.ctx.Assume.Is(pb.SwCyLTieCap, "table-total")
	multiples := x.ctx.Assume.Is(pb.SwStakeMultiples, "determined")
	// Seat 13 may be left out of the numbering: a table of n ≥ 13 seats
	// then runs to n+1. It is left out when no bet comes from it.
	seat13 := false
	for _, b := range bets {
		if b.Seat == "13" {
			seat13 = true
		}
	}
	// The seats of the table (see checkSeat), the same for every bet.
	limit := x.p.Seats[x.variant]
	top := limit
	if limit >= 13 && !seat13 {
		top = limit + 1
	}
	groups := map[groupKey]logs.Cents{}
	reported := map[groupKey]bool{}
	for _, b := range bets {
		handle += b.Stake
		c := x.coup(b.Round)
		if late {
			x.checkLate(b, c)
		}
		if !x.betType(b, c) {
			continue
		}
		x.checkSeat(b, c, limit, top)
		// Limits are judged in the round the bet was placed in, even when
		// it rides on after a tie.
		x.checkStake(b, c, perSeat, tieTotal, multiples, groups, reported)
		if d := x.decider(b, c); d.played {
			x.settle(b, d)
		}
	}
	return len(bets), handle
}

// usable tells whether round n can be audited (the session has it and
// its outcome was read, or it is void), and whether the session has it.
func (x *session) usable(n int) (ok, exists bool) {
	if c := x.coup(n); c != nil {
		return !c.bad, true
	}
	return false, false
}

// riding drops, rejecting them, the bets left on the table after a tie
// (settled_round after round_no) that cannot be followed: their settled
// round, or a round in between, is absent or was rejected.
func (x *session) riding(bets []*logs.Bet) []*logs.Bet {
	out := bets[:0]
	for _, b := range bets {
		bad := 0
		for n := b.Round + 1; n <= b.Settled() && bad == 0; n++ {
			if ok, _ := x.usable(n); !ok {
				bad = n
			}
		}
		if bad == 0 {
			out = append(out, b)
			continue
		}
		x.ctx.Reject(logs.TBets)
		why := audit.Textf("La jugada %d, hasta la que la apuesta quedó en la mesa (settled_round %d), no existe en la sesión: la apuesta se rechaza.",
			"Round %d, up to which the bet was left on the table (settled_round %d), does not exist in the session: the bet is rejected.", bad, b.Settled())
		if _, exists := x.usable(bad); exists {
			why = audit.Textf("La jugada %d, hasta la que la apuesta quedó en la mesa (settled_round %d), se rechazó (resultado inválido): la apuesta se rechaza.",
				"Round %d, up to which the bet was left on the table (settled_round %d), was rejected (invalid outcome): the bet is rejected.", bad, b.Settled())
		}
		x.report(audit.Finding{Rule: audit.DQBetRound, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "settled_round", Recorded: audit.Plain(strconv.Itoa(b.Settled())), AtStake: b.Stake, Detail: why})
	}
	return out
}

// decider is the coup that settles b: the first played coup from its round
// on that decides it (any coup for an empate bet, which never rides; one
// that is not a tie for punto and banca, which may be left on the table
// after a tie), or, when none up to its settled round does, the coup of its
// settled round (a tie or a void round). own is the coup of b's round,
// which decides it as a rule: not looked up again.
func (x *session) decider(b *logs.Bet, own *coup) *coup {
	c := own
	for n := b.Round; n <= b.Settled(); n++ {
		if n != b.Round {
			c = x.coup(n)
		}
		if c.played && (b.Type == BetEmpate || c.result != Tie) {
			return c
		}
	}
	return x.coup(b.Settled())
}

// checkLate reports a bet placed after «no va más» of its round; bets or
// rounds without the times are counted as missing data.
func (x *session) checkLate(b *logs.Bet, c *coup) {
	switch {
	case b.PlacedAt.IsZero():
		x.missing.Add("placed_at", "bets.placed_at", pb.RuleLateBet)
	case c.r.NoMoreBetsAt.IsZero():
		x.missing.Add("no_more_bets_at", "rounds.no_more_bets_at", pb.RuleLateBet)
	case b.PlacedAt.After(c.r.NoMoreBetsAt):
		x.report(audit.Finding{Rule: pb.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
			Expected: audit.Plain("≤ " + c.r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(b.PlacedAt.Format("15:04:05")),
			Detail: audit.Textf("Apuesta a %s de %s colocada a las %s, después del «no va más» de la jugada %d (%s).", "%s bet of %s placed at %s, after «no va más» of round %d (%s).",
				b.Type, b.Stake, b.PlacedAt.Format("15:04:05"), b.Round, c.r.NoMoreBetsAt.Format("15:04:05"))})
	}
}

// betType reports whether b is a bet the text has (punto, banca, and empate
// where there is a tie bet), reporting it otherwise.
func (x *session) betType(b *logs.Bet, c *coup) bool {
	switch b.Type {
	case BetPunto, BetBanca:
		return true
	case BetEmpate:
		if x.p.TieBet {
			return true
		}
	}
	// A finding from here on: this runs for every bet.
	base := audit.Finding{Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "type", AtStake: b.Stake, Recorded: audit.Plain(b.Type)}
	if b.Type == BetEmpate {
		f := base
		f.Rule = pb.RuleTieBet
		f.Expected = audit.Plain("punto | banca")
		f.Detail = audit.Textf("Apuesta al empate de %s: el texto %s no tiene apuesta al empate (el empate anula la jugada).",
			"Tie bet of %s: the text %s has no tie bet (a tie voids the coup).", b.Stake, x.in)
		x.report(f)
		return false
	}
	f := base
	f.Rule = pb.RuleBetType
	exp := "punto | banca"
	if x.p.TieBet {
		exp += " | empate"
	}
	f.Expected = audit.Plain(exp)
	f.Detail = audit.Textf("Apuesta de tipo %q (%s), que el texto no contempla.", "Bet of type %q (%s), which the text does not provide for.", b.Type, b.Stake)
	x.report(f)
	return false
}

// checkSeat checks the place the bet comes from: a standing player where the
// text admits none, a seat the table does not have.
func (x *session) checkSeat(b *logs.Bet, c *coup, limit, top int) {
	var n int
	var err error
	if b.Seat != "" {
		if n, err = seatNo(b.Seat); err == nil && n >= 1 && (limit <= 0 || n <= top) {
			return // a seat of the table: no finding (this runs for every bet)
		}
	} else if !x.p.StandingForbidden && !(x.p.StandingReduced && x.reduced) {
		return // a standing player where the text admits them
	}
	f := audit.Finding{Rule: pb.RuleSeats, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "seat", AtStake: b.Stake}
	if x.in == rules.ES1979 {
		f.Assumptions = x.ctx.Readings(pb.Sw1979Text)
	}
	if b.Seat == "" {
		switch {
		case x.p.StandingForbidden:
			// 1977 L282: «Sólo podrán participar en el juego los jugadores
			// sentados» (under es-1979, the second citation of the basis).
			if x.in == rules.ES1979 {
				f.Cite = x.cite(pb.RuleSeats, 1)
			}
			f.Expected = audit.Textf("un departamento numerado", "a numbered seat")
			f.Recorded = audit.Textf("jugador de pie", "standing player")
			f.Detail = audit.Textf("Apuesta de %s de un jugador de pie: sólo pueden jugar los jugadores sentados.", "Bet of %s by a standing player: only seated players may play.", b.Stake)
		case x.p.StandingReduced && x.reduced:
			f.Cite = x.cite(pb.RuleSeats, 1)
			f.Expected = audit.Textf("un departamento numerado", "a numbered seat")
			f.Recorded = audit.Textf("jugador de pie", "standing player")
			f.Detail = audit.Textf("Apuesta de %s de un jugador de pie en una mesa reducida (%s), donde no pueden participar.", "Bet of %s by a standing player on a reduced table (%s), where they may not take part.", b.Stake, x.variant)
		default:
			return
		}
		x.report(f)
		return
	}
	switch {
	case err != nil || n < 1:
		// The numbering line of each text: «numerados a partir de la
		// derecha del jefe de mesa, que llevará el número uno».
		f.Cite = x.cite(pb.RuleSeats, map[string]int{rules.ES1977: 1, rules.CyL2008: 2, rules.CV2003: 3}[x.in])
		f.Expected = audit.Textf("un número de departamento desde 1", "a seat number from 1")
		f.Detail = audit.Textf("Departamento %q: los departamentos se numeran 1, 2, 3…", "Seat %q: seats are numbered 1, 2, 3…", b.Seat)
	case limit > 0 && n > top:
		if x.in == rules.CV2003 && x.variant == pb.Midi {
			f.Assumptions = x.ctx.Readings(pb.SwCVReducedSeats)
		}
		if x.reduced {
			f.Cite = x.cite(pb.RuleSeats, 0)
			if x.in == rules.CV2003 && x.ctx.Assume.Is(pb.SwCVReducedSeats, "seven") {
				f.Cite = x.cite(pb.RuleSeats, 1)
			}
		} else if x.in == rules.CV2003 {
			f.Cite = x.cite(pb.RuleSeats, 2)
		}
		f.Expected = audit.Textf("departamento 1 a %d", "seat 1 to %d", top)
		f.Detail = audit.Textf("Apuesta desde el departamento %d en una mesa de %d jugadores sentados.", "Bet from seat %d on a table of %d seated players.", n, limit)
	default:
		return
	}
	f.Recorded = audit.Plain(b.Seat)
	x.report(f)
}

// seatNo reads a seat number as strconv.Atoi does; one of digits only, as
// seats are written, without the call (this runs for every bet). Up to 18
// digits no int64 overflows, as in strconv's own shortcut.
func seatNo(s string) (int, error) {
	if l := len(s); l > 0 && l < 19 {
		n := 0
		for i := 0; i < l; i++ {
			d := s[i] - '0' // a byte: below '0' it wraps past 9
			if d > 9 {
				return strconv.Atoi(s)
			}
			n = n*10 + int(d)
		}
		return n, nil
	}
	return strconv.Atoi(s)
}

// checkStake checks the stake against the limits in force in the round and,
// for a tie bet, against its cap.
func (x *session) checkStake(b *logs.Bet, c *coup, perSeat, tieTotal, multiples bool, groups map[groupKey]logs.Cents, reported map[groupKey]bool) {
	// Texts, and the finding itself, are written only for a finding: this
	// runs for every bet.
	base := func() audit.Finding {
		return audit.Finding{Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "stake", AtStake: b.Stake}
	}
	stakeText := func() rules.Text { return audit.Textf("%s", "%s", b.Stake) }
	if multiples && c.min > 0 && b.Stake%c.min != 0 {
		f := base()
		f.Rule = pb.RuleStakeMultiple
		f.Assumptions, f.Recorded = x.ctx.Readings(pb.SwStakeMultiples), stakeText()
		f.Expected = audit.Textf("un múltiplo de %s", "a multiple of %s", c.min)
		f.Detail = audit.Textf("Apuesta de %s, que no es múltiplo del mínimo de la mesa (%s) que el casino determinó.", "Stake of %s, not a multiple of the table minimum (%s) as the casino decided.", b.Stake, c.min)
		x.report(f)
	}
	if b.Stake < c.min {
		f := base()
		f.Rule = pb.RuleStakeMin
		f.Recorded = stakeText()
		f.Expected = audit.Textf("≥ %s", "≥ %s", c.min)
		f.Detail = audit.Textf("Apuesta de %s, inferior al mínimo de la mesa (%s).", "Stake of %s, below the table minimum (%s).", b.Stake, c.min)
		x.report(f)
	}
	if b.Type == BetEmpate && x.p.TieCapPct > 0 {
		// The cap (10% of the maximum) is below the maximum: it is the
		// limit of a tie bet.
		cap := logs.Cents(int64(c.max) * int64(x.p.TieCapPct) / 100)
		over := func(v logs.Cents) bool { return int64(v)*100 > int64(c.max)*int64(x.p.TieCapPct) }
		tie := func() audit.Finding {
			f := base()
			f.Rule = pb.RuleTieBet
			return f
		}
		expected := func() rules.Text {
			return audit.Textf("≤ %s (%d %% del máximo %s)", "≤ %s (%d%% of the maximum %s)", cap, x.p.TieCapPct, c.max)
		}
		if !tieTotal {
			if over(b.Stake) {
				f := tie()
				f.Assumptions, f.Expected, f.Recorded = x.ctx.Readings(pb.SwCyLTieCap), expected(), stakeText()
				f.Detail = audit.Textf("Apuesta al empate de %s, por encima del %d %% del máximo de la mesa (%s).", "Tie bet of %s, above %d%% of the table maximum (%s).", b.Stake, x.p.TieCapPct, cap)
				x.report(f)
			}
			return
		}
		k := groupKey{round: b.Round, hand: BetEmpate}
		groups[k] += b.Stake
		if over(groups[k]) && !reported[k] {
			reported[k] = true
			f := tie()
			f.AtStake = groups[k]
			f.Assumptions, f.Expected = x.ctx.Readings(pb.SwCyLTieCap), expected()
			f.Recorded = audit.Textf("%s en total en la jugada", "%s in all in the round", groups[k])
			f.Detail = audit.Textf("Las apuestas al empate de la jugada %d suman %s, por encima del %d %% del máximo de la mesa (%s).", "The tie bets of round %d total %s, above %d%% of the table maximum (%s).", b.Round, groups[k], x.p.TieCapPct, cap)
			x.report(f)
		}
		return
	}
	overMax := func() audit.Finding {
		f := base()
		f.Rule = pb.RuleStakeMax
		return f
	}
	if !perSeat || b.Seat == "" {
		if b.Stake > c.max {
			f := overMax()
			f.Assumptions, f.Expected, f.Recorded = x.ctx.Readings(pb.SwLimitScope), audit.Textf("≤ %s", "≤ %s", c.max), stakeText()
			f.Detail = audit.Textf("Apuesta de %s, superior al máximo de la mesa (%s).", "Stake of %s, above the table maximum (%s).", b.Stake, c.max)
			x.report(f)
		}
		return
	}
	k := groupKey{round: b.Round, seat: b.Seat, hand: b.Type}
	groups[k] += b.Stake
	if groups[k] > c.max && !reported[k] {
		reported[k] = true
		f := overMax()
		f.AtStake = groups[k]
		f.Assumptions, f.Expected = x.ctx.Readings(pb.SwLimitScope), audit.Textf("≤ %s", "≤ %s", c.max)
		f.Recorded = audit.Textf("%s en total", "%s in all", groups[k])
		f.Detail = audit.Textf("El departamento %s apuesta %s en total a %s en la jugada %d, por encima del máximo de la mesa (%s).", "Seat %s stakes %s in all on %s in round %d, above the table maximum (%s).", b.Seat, groups[k], b.Type, b.Round, c.max)
		x.report(f)
	}
}

// settle checks a bet's settlement against the result of c, the coup that
// decides it (see decider): punto 1:1, banca 1:1 less the deduction, punto
// and banca handed back on a tie, empate 8:1; and the deduction itself where
// the log records it. A bet recorded as settled in a later round than c
// should have been settled in c: a PB-PAYOUT whatever it was paid.
func (x *session) settle(b *logs.Bet, c *coup) {
	early := c.r.No != b.Settled()
	stake := b.Stake
	var ret, gross logs.Cents // due: stake handed back, winnings before any deduction
	win := false
	var citeI int // the basis citation the settlement rests on
	switch {
	case b.Type == BetEmpate && c.result == Tie:
		ret, gross, win, citeI = stake, 8*stake, true, 1
	case b.Type == BetEmpate:
	case c.result == Tie:
		ret, citeI = stake, 1
	case b.Type == c.result:
		ret, gross, win = stake, stake, true
	}
	bancaWin := win && b.Type == BetBanca
	var due, lo, hi logs.Cents // the deduction due, and the deductions accepted
	if bancaWin {
		e, l, h := x.deductions.Of(int64(stake))
		due, lo, hi = logs.Cents(e), logs.Cents(l), logs.Cents(h)
		citeI = 2
	}
	okC := func(v logs.Cents) bool { return lo <= v && v <= hi }
	// The texts below are written only when a finding is: this runs for
	// every bet.
	assume := func() []string {
		if bancaWin {
			return x.ctx.Readings(pb.SwCommissionBase, pb.SwCommissionRounding)
		}
		return nil
	}
	payout := func() {
		dueText := audit.Settlement(ret, gross-due)
		recorded := audit.Settlement(b.Returned, b.Paid)
		result := map[string]rules.Text{Punto: audit.Textf("gana el punto", "punto wins"), Banca: audit.Textf("gana la banca", "banca wins"), Tie: audit.Textf("empate", "tie")}[c.result]
		f := audit.Finding{Rule: pb.RulePayout, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "paid", AtStake: stake,
			Cite: x.cite(pb.RulePayout, citeI), Assumptions: assume(),
			Expected: dueText, Recorded: recorded, Delta: b.Returned + b.Paid - ret - gross + due,
			Detail: rules.Text{
				ES: audit.Textf("Apuesta a %s de %s en una jugada en que %s (%s): liquidación distinta de la debida.", "", b.Type, stake, result.ES, handsText(c).ES).ES,
				EN: audit.Textf("", "%s bet of %s in a coup where %s (%s): settlement differs from what is due.", b.Type, stake, result.EN, handsText(c).EN).EN}}
		switch {
		case early:
			f.Column = "settled_round"
			f.Expected = audit.Textf("liquidada en la jugada %d: %s", "settled in round %d: %s", c.r.No, dueText)
			f.Recorded = audit.Textf("liquidada en la jugada %d: %s", "settled in round %d: %s", b.Settled(), recorded)
			why := audit.Textf("sólo un empate deja en la mesa una apuesta a punto o banca", "only a tie leaves a punto or banca bet on the table")
			if b.Type == BetEmpate {
				why = audit.Textf("una apuesta al empate no queda en la mesa: la jugada la decide", "a tie bet never rides: the coup decides it")
			}
			f.Detail = audit.Textf("Apuesta a %s de %s de la jugada %d liquidada en la jugada %d, pero la jugada %d la decidía (%s, %s): %s.",
				"%s bet of %s from round %d settled in round %d, but round %d decided it (%s, %s): %s.",
				b.Type, stake, b.Round, b.Settled(), c.r.No, result, handsText(c), why)
		case c.r.No != b.Round:
			f.Detail = audit.Textf("Apuesta a %s de %s de la jugada %d, dejada en la mesa tras el empate y liquidada en la jugada %d, en que %s (%s): liquidación distinta de la debida.",
				"%s bet of %s from round %d, left on the table after the tie and settled in round %d, where %s (%s): settlement differs from what is due.",
				b.Type, stake, b.Round, c.r.No, result, handsText(c))
		}
		x.report(f)
	}
	if early {
		payout()
		return
	}
	if !b.CommissionRecorded {
		if bancaWin {
			x.missing.Add("commission", "bets.commission", pb.RuleCommission)
			if b.Returned != ret || b.Paid > gross || !okC(gross-b.Paid) {
				payout()
			}
			return
		}
		if b.Returned != ret || b.Paid != gross {
			payout()
		}
		return
	}
	if !okC(b.Commission) {
		f := audit.Finding{Rule: pb.RuleCommission, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "commission", AtStake: stake,
			Assumptions: assume(), Expected: audit.Textf("%s", "%s", due), Recorded: audit.Textf("%s", "%s", b.Commission), Delta: due - b.Commission}
		if bancaWin {
			f.Detail = audit.Textf("Deducción de %s sobre una apuesta ganadora a banca de %s; corresponde el 5 %%: %s.", "Deduction of %s on a winning banca bet of %s; 5%% is due: %s.", b.Commission, stake, due)
		} else {
			f.Detail = audit.Textf("Deducción de %s sobre una apuesta a %s que no es una apuesta ganadora a banca: no corresponde ninguna.", "Deduction of %s on a %s bet that is not a winning banca bet: none is due.", b.Commission, b.Type)
		}
		x.report(f)
	}
	if b.Returned != ret || b.Paid+b.Commission != gross {
		payout()
	}
}
