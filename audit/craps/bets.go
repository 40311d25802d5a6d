package craps

import (
	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	cr "github.com/veedor/veedor/rules/craps"
)

// decide walks a bet's life from its placement throw with big6 as Big 6's
// number: its events take effect from their throw, null throws decide
// nothing, an off bet is not at risk. Odds are decided by decideOdds.
// barStays keeps a Don't bet on the layout after a come-out 12 instead of
// handing it back (cr-bar-12).
func (x *session) decide(b *bet, big6 int, barStays bool) decision {
	stake := int64(b.b.Stake)
	working := true
	var life cr.Life
	first := true
	pointAt := 0
	ev := 0
	start, ok := x.byNo[b.b.Round]
	if !ok {
		return decision{unknown: true}
	}
	for _, th := range x.throws[start:] {
		no := th.r.No
		for ; ev < len(b.events) && b.events[ev].e.Round <= no; ev++ {
			switch e := b.events[ev]; e.kind {
			case KindPress:
				stake = e.stake
			case KindOff:
				working = false
			case KindWorking:
				working = true
			case KindWithdrawn:
				return decision{at: e.e.Round, res: cr.Push, stake: stake, withdrawn: true, point: life.Point, pointAt: pointAt}
			}
		}
		if th.bad {
			return decision{unknown: true}
		}
		if !th.valid || !working {
			continue
		}
		if first && (b.b.Type == cr.Win || b.b.Type == cr.DontWin) {
			if !th.known {
				return decision{unknown: true}
			}
			life.Point = th.point // a line bet placed with a point on takes it
		}
		if first && life.Point != 0 {
			pointAt = -1 // a point taken from the table: set before the bet
		}
		first = false
		before := life.Point
		res := cr.Step(b.b.Type, b.number, &life, th.t, big6)
		if res == cr.Push && barStays {
			continue
		}
		if res != cr.Pending {
			return decision{at: no, res: res, point: life.Point, pointAt: pointAt, stake: stake}
		}
		if before == 0 && life.Point != 0 {
			pointAt = no
		}
	}
	for ; ev < len(b.events); ev++ {
		if e := b.events[ev]; e.kind == KindWithdrawn {
			return decision{at: e.e.Round, res: cr.Push, stake: stake, withdrawn: true, point: life.Point, pointAt: pointAt}
		}
	}
	return decision{stake: stake, point: life.Point, pointAt: pointAt}
}

// decideOdds: odds follow their flat bet's decision; withdrawn first, or off
// when the flat bet is decided, they are handed back.
func (x *session) decideOdds(b *bet, flat decision) decision {
	stake := int64(b.b.Stake)
	working := true
	start := x.byNo[b.b.Round]
	for _, th := range x.throws[start:] {
		no := th.r.No
		if flat.at != 0 && no > flat.at {
			break
		}
		for _, e := range b.events {
			if e.e.Round != no {
				continue
			}
			switch e.kind {
			case KindPress:
				stake = e.stake
			case KindOff:
				working = false
			case KindWorking:
				working = true
			case KindWithdrawn:
				return decision{at: no, res: cr.Push, stake: stake, withdrawn: true, point: flat.point}
			}
		}
		if th.bad {
			return decision{unknown: true}
		}
		if no == flat.at {
			if flat.withdrawn || !working {
				return decision{at: no, res: cr.Push, stake: stake, point: flat.point}
			}
			return decision{at: no, res: cr.OddsResult(flat.res, flat.point), stake: stake, point: flat.point}
		}
	}
	// Here the flat bet is undecided: the loop returns at the throw that
	// decides it.
	for _, e := range b.events {
		if e.kind == KindWithdrawn && e.e.Round > b.b.Round {
			return decision{at: e.e.Round, res: cr.Push, stake: stake, withdrawn: true, point: flat.point}
		}
	}
	return decision{stake: stake, point: flat.point}
}

// checkBet checks one bet: its type, timing, limits, its life's decision
// and settlement.
func (x *session) checkBet(b *bet) {
	lb := b.b
	if cr.ClassOf(lb.Type) == cr.Unknown {
		x.report(audit.Finding{Rule: cr.RuleBetType, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "type", Recorded: audit.Plain(lb.Type), AtStake: lb.Stake,
			Detail: audit.Textf("«%s» no es una suerte de los dados del Catálogo.", "«%s» is not a craps bet of the catalogue.", lb.Type)})
		return
	}
	n, err := cr.ParseNumber(lb.Type, lb.Selection)
	if err == nil && lb.Type != cr.HardWay && n == 8 && !x.p.Place8 {
		err = errNo8
	}
	if err != nil {
		es77, cv03 := cr.SelectionCites(lb.Type)
		x.report(audit.Finding{Rule: cr.RuleBetType, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "selection", Recorded: audit.Plain(lb.Selection), AtStake: lb.Stake,
			Detail: audit.Textf("Suerte no prevista: %v.", "Bet not provided for: %v.", err), Cite: cr.Cite(x.ctx.Instrument.ID, es77, cv03)})
		return
	}
	b.number, b.ok = n, true
	x.checkTiming(b)
	x.checkContract(b)
	if lb.Type == cr.Odds {
		x.checkOdds(b)
		return
	}
	if lb.Stake < x.s.MinBet {
		x.report(audit.Finding{Rule: cr.RuleStakeMin, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "stake", AtStake: lb.Stake,
			Expected: audit.Textf("≥ %s", "≥ %s", x.s.MinBet), Recorded: audit.Plain(lb.Stake.String()),
			Detail: audit.Textf("Apuesta de %s por debajo del mínimo de la mesa.", "Stake of %s below the table minimum.", lb.Stake)})
	}
	if max, ok := x.p.MaxStake(lb.Type, n, int64(x.s.MaxBet)); ok {
		x.checkMax(b, max, 0)
	}
	decs := x.lives(b)
	b.dec = x.pick(b, decs)
	if decs[0].unknown {
		b.lost = true
		return
	}
	x.settle(b, decs, false)
	x.checkMaxReading(b)
}

// checkMaxReading: a won multiple chance paid at one reading of its rate
// (cr-veces, cv-cr-juego7) is bounded by that reading's maximum, a possible
// win of at most three times the simple maximum's (L246, CV L2229); the
// placement check used the largest maximum any reading allows.
func (x *session) checkMaxReading(b *bet) {
	lb, d := b.b, b.dec
	maxS := int64(x.s.MaxBet)
	if cr.ClassOf(lb.Type) != cr.Multiple || d.res != cr.Won || d.withdrawn || lb.Settled() != d.at || int64(lb.Returned) != d.stake || maxS <= 0 {
		return
	}
	widest, ok := x.p.MaxStake(lb.Type, b.number, maxS)
	if !ok || d.stake > widest { // reported when placed or pressed
		return
	}
	for _, r := range x.p.Payouts(lb.Type, b.number, 0, 0, false) {
		if r.Per != 1 || int64(lb.Paid) != d.stake*r.Win {
			continue
		}
		if max := 3 * maxS / r.Win; d.stake > max {
			x.report(audit.Finding{Rule: cr.RuleStakeMax, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "stake", AtStake: logs.Cents(d.stake),
				Expected: audit.Textf("≤ %s al pagarse %s", "≤ %s when paid %s", logs.Cents(max), r.String()), Recorded: audit.Plain(logs.Cents(d.stake).String()),
				Detail: audit.Textf("Apuesta %s de %s pagada a %s: a ese pago la ganancia posible (%s) pasa del triple de la del máximo sencillo (%s).", "%s bet of %s paid at %s: at that rate the possible win (%s) exceeds three times that of the simple maximum (%s).",
					lb.Type, logs.Cents(d.stake), r.String(), lb.Paid, logs.Cents(3*maxS))})
		}
		return
	}
}

// lives decides a bet once per reading the switches accept (Big 6's
// number, the bar 12); the first is the default reading's.
func (x *session) lives(b *bet) []decision {
	big6s, bars := x.p.Big6, x.p.Bar12
	if b.b.Type != cr.Big6 {
		big6s = big6s[:1]
	}
	if !cr.Dont(b.b.Type) {
		bars = bars[:1]
	}
	var decs []decision
	for _, big6 := range big6s {
		for _, stays := range bars {
			decs = append(decs, x.decide(b, big6, stays))
		}
	}
	return decs
}

// pick is the life the log followed: the first reading whose decision its
// settlement matches, else the first. What depends on a bet's life (its
// odds, the shooter's line bet) reads that one, so that a casino that
// followed an accepted reading is judged under it throughout.
func (x *session) pick(b *bet, decs []decision) decision {
	for _, d := range decs {
		if !d.unknown && x.settles(b, d, false) {
			return d
		}
	}
	return decs[0]
}

type selErr string

func (e selErr) Error() string { return string(e) }

const errNo8 = selErr("the Valencian text lists place bets on 4, 5, 6, 9 or 10 (cv-cr-place-8=literal)")

// checkMax reports a stake (placed or pressed) above max.
func (x *session) checkMax(b *bet, max int64, point int) {
	lb := b.b
	if int64(lb.Stake) > max {
		x.report(audit.Finding{Rule: cr.RuleStakeMax, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "stake", AtStake: lb.Stake,
			Expected: audit.Textf("≤ %s", "≤ %s", logs.Cents(max)), Recorded: audit.Plain(lb.Stake.String()),
			Detail: audit.Textf("Apuesta %s de %s por encima de su máximo.", "%s bet of %s above its maximum.", lb.Type, lb.Stake)})
	}
	for _, e := range b.events {
		if e.kind == KindPress && e.stake > max {
			x.report(audit.Finding{Rule: cr.RuleStakeMax, Round: e.e.Round, Bet: lb.ID, At: e.e.At, Source: e.e.Pos, Column: "detail", AtStake: logs.Cents(e.stake),
				Expected: audit.Textf("≤ %s", "≤ %s", logs.Cents(max)), Recorded: audit.Plain(e.e.Detail),
				Detail: audit.Textf("Aumento de la apuesta %s a %s, por encima de su máximo.", "Bet %s pressed to %s, above its maximum.", lb.ID, logs.Cents(e.stake))})
		}
	}
}

// checkTiming: Win and Don't Win for the come-out, Come and Don't Come after
// the first throw; no bet after «ya no va más».
func (x *session) checkTiming(b *bet) {
	lb := b.b
	th := x.firstValid(lb.Round)
	if r := x.throws[x.byNo[lb.Round]].r; !lb.PlacedAt.IsZero() && !r.NoMoreBetsAt.IsZero() && lb.PlacedAt.After(r.NoMoreBetsAt) {
		x.report(audit.Finding{Rule: cr.RuleLateBet, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "placed_at", AtStake: lb.Stake,
			Expected: audit.Plain("≤ " + r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(lb.PlacedAt.Format("15:04:05")),
			Detail: audit.Textf("Apuesta aceptada después del «ya no va más» de la tirada %d.", "Bet accepted after the «ya no va más» of throw %d.", lb.Round)})
	}
	// A press adds to the bet: the added stake is a bet too, and may not
	// be taken after the «ya no va más» of the throw it first plays.
	stake := lb.Stake
	for _, e := range b.events {
		if e.kind != KindPress {
			continue
		}
		i, ok := x.byNo[e.e.Round]
		if !ok {
			stake = logs.Cents(e.stake)
			continue
		}
		if r := x.throws[i].r; logs.Cents(e.stake) > stake && !e.e.At.IsZero() && !r.NoMoreBetsAt.IsZero() && e.e.At.After(r.NoMoreBetsAt) {
			x.report(audit.Finding{Rule: cr.RuleLateBet, Round: e.e.Round, Bet: lb.ID, At: e.e.At, Source: e.e.Pos, Column: "at", AtStake: logs.Cents(e.stake) - stake,
				Expected: audit.Plain("≤ " + r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(e.e.At.Format("15:04:05")),
				Detail: audit.Textf("Aumento de la apuesta %s a %s después del «ya no va más» de la tirada %d.", "Bet %s pressed to %s after the «ya no va más» of throw %d.", lb.ID, logs.Cents(e.stake), e.e.Round)})
		}
		stake = logs.Cents(e.stake)
	}
	if th == nil || !th.known {
		return
	}
	var why rules.Text
	switch lb.Type {
	case cr.Win, cr.DontWin:
		if !th.comeOut {
			why = audit.Textf("con el punto %d establecido", "with the point %d on", th.point)
		}
	case cr.Come, cr.DontCome:
		// Before the session's first throw: a null throw («tirada nula»)
		// is a throw too, so a bet placed after one is not before the first.
		if lb.Round <= x.throws[0].r.No {
			why = audit.Textf("antes de la primera tirada", "before the first throw")
		} else if x.p.ComePointOnly && th.comeOut {
			why = audit.Textf("en una tirada de salida", "on a come-out throw")
		}
	}
	if why.ES != "" {
		es77, cv03 := cr.TimingCites(lb.Type)
		x.report(audit.Finding{Rule: cr.RuleBetTiming, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "round_no", AtStake: lb.Stake,
			Recorded: audit.Plain(lb.Type), Cite: cr.Cite(x.ctx.Instrument.ID, es77, cv03),
			Detail: audit.Textf("%s colocada %s (tirada %d).", "%s placed %s (throw %d).", lb.Type, why, th.r.No)})
	}
}

// firstValid returns the first readable, played throw at or after round no.
func (x *session) firstValid(no int) *throw {
	i := 0
	if no > 0 {
		i = x.byNo[no]
	}
	for _, th := range x.throws[i:] {
		if th.r.No >= no && (th.valid || th.bad) {
			return th
		}
	}
	return nil
}

// checkContract: contract bets neither withdrawn nor reduced.
func (x *session) checkContract(b *bet) {
	lb := b.b
	if !x.p.Contract[lb.Type] {
		return
	}
	stake := int64(lb.Stake)
	for _, e := range b.events {
		// «No pueden ser retiradas y deben jugar hasta que se hayan ganado o
		// perdido»: taken down, reduced or turned off, the bet stops playing.
		if e.kind == KindWithdrawn || e.kind == KindOff || (e.kind == KindPress && e.stake < stake) {
			x.report(audit.Finding{Rule: cr.RuleContract, Round: e.e.Round, Bet: lb.ID, At: e.e.At, Source: e.e.Pos, Column: "kind", AtStake: lb.Stake,
				Recorded: audit.Plain(e.kind + " " + e.e.Detail), Expected: audit.Textf("en juego hasta ganarse o perderse", "working until won or lost"),
				Detail: audit.Textf("Apuesta %s %s retirada o reducida antes de decidirse.", "%s bet %s withdrawn or reduced before its decision.", lb.Type, lb.ID)})
		}
		if e.kind == KindPress {
			stake = e.stake
		}
	}
}

// checkOdds: odds follow a flat bet that has its point, within their
// maximum, and are settled with it.
func (x *session) checkOdds(b *bet) {
	lb := b.b
	flat := x.byID[lb.Hand]
	var why rules.Text
	switch {
	case flat == nil:
		why = audit.Textf("no hay apuesta %q", "there is no bet %q", lb.Hand)
	case !cr.Line(flat.b.Type):
		why = audit.Textf("su apuesta %s es %s, no Win, Don't Win, Come ni Don't Come", "its bet %s is %s, not Win, Don't Win, Come or Don't Come", flat.b.ID, flat.b.Type)
	case flat.b.Round > lb.Round:
		why = audit.Textf("su apuesta sencilla se colocó después", "its flat bet was placed later")
	}
	var fd decision
	if why.ES == "" {
		if !flat.ok {
			return // the flat bet is not a bet of the text: reported there
		}
		fd = flat.dec
		if fd.unknown {
			b.lost = true
			return
		}
		switch {
		case fd.pointAt == 0 || fd.pointAt >= lb.Round: // -1: set before the flat bet
			why = audit.Textf("su apuesta sencilla no tenía punto", "its flat bet had no point")
		case fd.at != 0 && fd.at < lb.Round:
			why = audit.Textf("su apuesta sencilla ya se había decidido", "its flat bet was already decided")
		}
	}
	if why.ES != "" {
		x.report(audit.Finding{Rule: cr.RuleOdds, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "hand", AtStake: lb.Stake,
			Recorded: audit.Plain(lb.Hand), Expected: audit.Textf("una sencilla con punto", "a flat bet with a point"),
			Detail: audit.Textf("Asociada sin apuesta sencilla con punto: %s.", "Odds without a flat bet with a point: %s.", why)})
		return
	}
	b.flat = flat
	dont := cr.Dont(flat.b.Type)
	base := int64(flat.b.Stake)
	for _, e := range flat.events {
		if e.kind == KindPress && e.e.Round <= lb.Round {
			base = e.stake
		}
	}
	// Under cr-odds-max=player-simple the player's working simple bets
	// bound the odds, never below their own flat bet (the other reading).
	if !dont && x.p.OddsMaxPlayer && lb.Player != "" {
		base = max(base, x.playerSimple(lb.Player, lb.Round))
	}
	x.checkMax(b, cr.OddsMax(fd.point, dont, base), fd.point)
	d := x.decideOdds(b, fd)
	b.dec = d
	if d.unknown {
		b.lost = true
		return
	}
	x.settle(b, []decision{d}, dont)
}

// playerSimple sums the player's simple-chance bets working at throw no.
func (x *session) playerSimple(player string, no int) int64 {
	if x.simple == nil {
		x.simple = map[string][]*bet{}
		for _, o := range x.bets {
			if o.b.Player != "" && cr.ClassOf(o.b.Type) == cr.Simple {
				x.simple[o.b.Player] = append(x.simple[o.b.Player], o)
			}
		}
	}
	var sum int64
	for _, o := range x.simple[player] {
		if !o.ok || o.b.Round > no {
			continue
		}
		if o.dec.at != 0 && o.dec.at < no {
			continue
		}
		stake := int64(o.b.Stake) // the stake in force at throw no
		for _, e := range o.events {
			if e.kind == KindPress && e.e.Round <= no {
				stake = e.stake
			}
		}
		sum += stake
	}
	return sum
}

// settle compares the log with the decisions the dice allow (several only
// where a switch accepts several readings); the first is the one reported.
func (x *session) settle(b *bet, decs []decision, dont bool) {
	var first audit.Finding
	for i, d := range decs {
		f, ok := x.judge(b, d, dont)
		if ok {
			return
		}
		if i == 0 {
			first = f
		}
	}
	x.report(first)
}

// judge compares one expected decision with the log.
func (x *session) judge(b *bet, d decision, dont bool) (audit.Finding, bool) {
	lb := b.b
	got := int64(lb.Returned) + int64(lb.Paid)
	// The settlements the decision allows are checked first; the finding's
	// texts are written only for a settlement that breaks it.
	if x.settles(b, d, dont) {
		return audit.Finding{}, true
	}
	f := audit.Finding{Rule: cr.RuleResolution, Round: lb.Round, Bet: lb.ID, At: lb.PlacedAt, Source: lb.Pos, Column: "settled_round",
		AtStake: lb.Stake, Recorded: audit.Textf("tirada %d: %s", "throw %d: %s", lb.Settled(), audit.Settlement(lb.Returned, lb.Paid)),
		Cite: x.cite(lb.Type, dont)}
	if d.at == 0 {
		if i, ok := x.byNo[lb.Settled()]; ok && x.throws[i].void() {
			f.Rule, f.Cite = cr.RuleNullThrow, rules.Citation{} // the engine cites the rule's first passage
			f.Expected = audit.Textf("sin decidir: devolver %s", "undecided: return %s", logs.Cents(d.stake))
			f.Delta = logs.Cents(got - d.stake)
			f.Detail = audit.Textf("La tirada nula %d liquidó la apuesta %s, que ninguna tirada decidió.", "Null throw %d settled %s bet, which no throw decided.", lb.Settled(), lb.Type)
			return f, false
		}
		f.Expected = audit.Textf("sin decidir: devolver %s", "undecided: return %s", logs.Cents(d.stake))
		f.Delta = logs.Cents(got - d.stake)
		f.Detail = audit.Textf("Ninguna tirada decidió la apuesta %s y se liquidó.", "No throw decided bet %s and it was settled.", lb.Type)
		return f, false
	}
	th := x.throws[x.byNo[d.at]]
	if th == nil || d.withdrawn {
		th = nil
	}
	if lb.Settled() != d.at {
		if i, ok := x.byNo[lb.Settled()]; ok && x.throws[i].void() && !d.withdrawn {
			f.Rule, f.Cite = cr.RuleNullThrow, rules.Citation{} // the engine cites the rule's first passage
			f.Detail = audit.Textf("La tirada nula %d liquidó la apuesta %s; la decidió la tirada %d.", "Null throw %d settled %s bet; throw %d decided it.", lb.Settled(), lb.Type, d.at)
		} else if d.withdrawn {
			f.Detail = audit.Textf("La apuesta se retiró antes de la tirada %d y se liquidó en la %d.", "The bet was withdrawn before throw %d and settled at %d.", d.at, lb.Settled())
		} else {
			f.Detail = audit.Textf("La tirada %d (%s) decidió la apuesta %s (%s); el registro la liquida en la tirada %d.", "Throw %d (%s) decided %s bet (%s); the log settles it at throw %d.",
				d.at, th.t.String(), lb.Type, d.res.String(), lb.Settled())
		}
		f.Expected = x.expect(b, d, dont, th)
		return f, false
	}
	// settles has said the settlement is not one the decision allows.
	switch d.res {
	case cr.Lost:
		f.Delta = logs.Cents(got)
	case cr.Push:
		f.Delta = logs.Cents(got - d.stake)
	case cr.Won:
		// A won bet is never withdrawn: th is its deciding throw.
		ratios := x.p.Payouts(lb.Type, b.number, th.t.Total(), d.point, dont)
		if int64(lb.Returned) == d.stake && lb.Paid > 0 {
			// The stake back and something paid, but no rate pays it (a
			// bet without rates settles whatever it is paid).
			f.Rule, f.Column = cr.RulePayout, "paid"
			lo, _ := ratios[0].Of(d.stake)
			f.Delta = lb.Paid - logs.Cents(lo)
			f.Expected = x.expect(b, d, dont, th)
			f.Detail = audit.Textf("La tirada %d (%s) ganó la apuesta %s de %s, pagada %s en lugar de %s.", "Throw %d (%s) won %s bet of %s, paid %s instead of %s.",
				d.at, th.t.String(), lb.Type, logs.Cents(d.stake), lb.Paid, logs.Cents(lo))
			return f, false
		}
		if ratios != nil {
			lo, _ := ratios[0].Of(d.stake)
			f.Delta = logs.Cents(got - d.stake - lo)
		}
	}
	f.Expected = x.expect(b, d, dont, th)
	if th != nil {
		f.Detail = audit.Textf("La tirada %d (%s) decidió la apuesta %s: %s; el registro dice %s.", "Throw %d (%s) decided %s bet: %s; the log says %s.",
			d.at, th.t.String(), lb.Type, d.res.String(), audit.Settlement(lb.Returned, lb.Paid))
	} else {
		f.Detail = audit.Textf("Apuesta retirada antes de la tirada %d: se devuelve su importe; el registro dice %s.", "Bet withdrawn before throw %d: its stake is returned; the log says %s.",
			d.at, audit.Settlement(lb.Returned, lb.Paid))
	}
	return f, false
}

// settles reports whether the log's settlement is one the decision allows.
func (x *session) settles(b *bet, d decision, dont bool) bool {
	lb := b.b
	ret, paid := int64(lb.Returned), int64(lb.Paid)
	if d.at == 0 {
		return ret == d.stake && paid == 0
	}
	if lb.Settled() != d.at {
		return false
	}
	switch d.res {
	case cr.Lost:
		return ret == 0 && paid == 0
	case cr.Push:
		return ret == d.stake && paid == 0
	}
	if ret != d.stake || paid <= 0 {
		return false
	}
	total := 0
	if !d.withdrawn {
		total = x.throws[x.byNo[d.at]].t.Total()
	}
	ratios := x.p.Payouts(lb.Type, b.number, total, d.point, dont)
	if ratios == nil {
		return true
	}
	for _, r := range ratios {
		if lo, hi := r.Of(d.stake); paid == lo || paid == hi {
			return true
		}
	}
	return false
}

// expect says what a decision requires.
func (x *session) expect(b *bet, d decision, dont bool, th *throw) rules.Text {
	stake := logs.Cents(d.stake)
	switch d.res {
	case cr.Lost:
		return audit.Textf("tirada %d: perdida", "throw %d: lost", d.at)
	case cr.Push:
		return audit.Textf("tirada %d: devolver %s", "throw %d: return %s", d.at, stake)
	}
	// A won bet is never withdrawn: th is its deciding throw.
	ratios := x.p.Payouts(b.b.Type, b.number, th.t.Total(), d.point, dont)
	if ratios == nil {
		return audit.Textf("tirada %d: ganada", "throw %d: won", d.at)
	}
	lo, _ := ratios[0].Of(d.stake)
	return audit.Textf("tirada %d: ganada a %s, devolver %s y pagar %s", "throw %d: won at %s, return %s and pay %s", d.at, ratios[0].String(), stake, logs.Cents(lo))
}
