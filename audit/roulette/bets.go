package roulette

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// spot is one layout position in one spin, for the per-spot reading of the
// maximum (all players' stakes on it together).
type spot struct {
	round int
	typ   string
	cover rr.Set
}

type spotTotal struct {
	stake logs.Cents
	first *logs.Bet
	sp    *spin
	spec  rr.BetSpec
}

// checkBets replays every bet; it returns the bets audited and their handle.
func (x *session) checkBets() (int, logs.Cents) {
	ids := audit.BetIDs{Seen: x.cache.seen}
	var spots map[spot]*spotTotal
	if x.sw.perSpot {
		spots = map[spot]*spotTotal{}
	}
	var audited int
	var handle logs.Cents
	var noPlaced, noDeadline int
	var unlisted *logs.Bet // the first announced bet the text does not list
	var nUnlisted int
	var unlistedStake logs.Cents
	var rejected []*logs.Bet // on a spin rejected for its outcome
	defer func() { x.ctx.RejectRoundBets(rejected) }()
	for i := range x.s.Bets {
		b := &x.s.Bets[i]
		if ids.Repeated(x.s.Bets, i) {
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQDuplicate, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "bet_id", Recorded: nt(b.ID),
				Detail: text("bet_id %s repetido en la sesión: la fila se rechaza.", "bet_id %s repeated in the session: the row is rejected.", b.ID)})
			continue
		}
		sp := x.spinOf(b.Round)
		ok := sp != nil
		if ok && !sp.usable {
			rejected = append(rejected, b) // said once per round, below
			continue
		}
		if !ok {
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQBetRound, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "round_no", Recorded: nt(fmt.Sprint(b.Round)), AtStake: b.Stake,
				Detail: text("La jugada %d no existe en la sesión: la apuesta se rechaza.", "Round %d does not exist in the session: the bet is rejected.", b.Round)})
			continue
		}
		audited++
		handle += b.Stake
		if sp.r.Void() {
			x.report(audit.Finding{Rule: rr.VoidSpin, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, AtStake: b.Stake,
				Expected: text("ninguna apuesta en una tirada nula", "no bet on a void spin"), Recorded: settlement(b.Returned, b.Paid),
				Detail: text("Apuesta registrada y liquidada en la tirada nula %d.", "Bet recorded and settled on void spin %d.", b.Round)})
			continue
		}
		switch {
		case b.PlacedAt.IsZero():
			noPlaced++
		case sp.r.NoMoreBetsAt.IsZero() && b.PlacedAt.After(sp.r.At):
			// The ball had come to rest: «no va más» was necessarily called.
			x.report(audit.Finding{Rule: rr.LateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
				Expected: nt("≤ " + sp.r.At.Format("15:04:05")), Recorded: nt(b.PlacedAt.Format("15:04:05")),
				Detail: text("Apuesta de %s colocada a las %s, después de que la bola se detuviera (%s) y por tanto del «no va más».", "Bet of %s placed at %s, after the ball came to rest (%s) and so after «no va más».",
					b.Stake, b.PlacedAt.Format("15:04:05"), sp.r.At.Format("15:04:05"))})
		case sp.r.NoMoreBetsAt.IsZero():
			noDeadline++
		case b.PlacedAt.After(sp.r.NoMoreBetsAt):
			x.report(audit.Finding{Rule: rr.LateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
				Expected: nt("≤ " + sp.r.NoMoreBetsAt.Format("15:04:05")), Recorded: nt(b.PlacedAt.Format("15:04:05")),
				Detail: text("Apuesta de %s colocada a las %s, después del «no va más» (%s).", "Bet of %s placed at %s, after «no va más» (%s).",
					b.Stake, b.PlacedAt.Format("15:04:05"), sp.r.NoMoreBetsAt.Format("15:04:05"))})
		}
		x.checkPaidBy(b, sp)
		m, bt := x.memo(b.Type, b.Selection)
		comb, ok := x.legal(b, bt, m)
		if !ok {
			continue
		}
		if bt.unlisted {
			if unlisted == nil {
				unlisted = b
			}
			nUnlisted++
			unlistedStake += b.Stake
		}
		x.checkStake(b, sp, bt)
		if x.sw.perSpot && !bt.announced {
			k := spot{b.Round, b.Type, comb.Numbers}
			if spots[k] == nil {
				spots[k] = &spotTotal{first: b, sp: sp, spec: bt.spec}
			}
			spots[k].stake += b.Stake
		}
		x.settle(b, sp, bt, comb)
	}
	x.checkSpots(spots)
	if b := unlisted; b != nil {
		x.report(audit.Finding{Rule: rr.BetAnnounced, Round: b.Round, Bet: b.ID, At: x.spinOf(b.Round).r.At, Source: b.Pos, Column: "type", AtStake: unlistedStake,
			Assumptions: []string{"announced-bets=" + x.ctx.Assume["announced-bets"]},
			Expected:    text("combinaciones de la lista cerrada", "combinations of the closed list"), Recorded: text("%d apuestas anunciadas", "%d announced bets", nUnlisted),
			Detail: text("%d apuestas anunciadas (%s en total, la primera %s en la jugada %d), que el texto no enumera: cada ficha está en una combinación de la lista y se auditó como tal.",
				"%d announced bets (%s in all, the first %s on round %d), which the text does not list: each chip sits on a listed combination and was audited as such.",
				nUnlisted, unlistedStake, b.ID, b.Round)})
	}
	if noPlaced > 0 {
		x.missing("placed_at", noPlaced, rr.LateBet)
	}
	if noDeadline > 0 {
		x.missing("no_more_bets_at", noDeadline, rr.LateBet)
	}
	return audited, handle
}

// missing reports once per session that a field a rule needs is absent.
func (x *session) missing(column string, n int, rule string) {
	x.report(audit.Finding{Rule: audit.DQMissing, Column: column, Recorded: text("%d filas", "%d rows", n),
		Detail: text("%s no consta en %d filas: la regla %s no se comprueba en ellas.", "%s is not recorded on %d rows: rule %s is not checked on them.", column, n, rule)})
}

// legal checks the bet type against the closed list and the selection
// against the layout.
func (x *session) legal(b *logs.Bet, bt *betType, m *memo) (rr.Combination, bool) {
	if !bt.ok {
		var list []string
		for t := range x.p.Bets {
			list = append(list, t)
		}
		sort.Strings(list)
		f := audit.Finding{Rule: rr.BetType, Round: b.Round, Bet: b.ID, At: x.spinOf(b.Round).r.At, Source: b.Pos, Column: "type", AtStake: b.Stake,
			Expected: nt(strings.Join(list, " | ")), Recorded: nt(b.Type),
			Detail: text("Apuesta de tipo %q (%s), que no figura en la lista cerrada de combinaciones.", "Bet of type %q (%s), which is not in the closed list of combinations.", b.Type, b.Stake)}
		if _, listed := x.p.Bets[b.Type]; bt.announced && !listed {
			f.Assumptions = []string{"announced-bets=" + x.ctx.Assume["announced-bets"]}
		} else if bt.announced && x.s.Game == rr.American {
			f.Assumptions = []string{"american-announced-bets=" + x.ctx.Assume["american-announced-bets"]}
		}
		x.report(f)
		return rr.Combination{}, false
	}
	if !m.covered {
		m.comb, m.err = x.cover(bt, b.Type, b.Selection)
		m.covered = true
	}
	comb, err := m.comb, m.err
	bad := func(assume string, es, en string) {
		f := audit.Finding{Rule: rr.BetLayout, Round: b.Round, Bet: b.ID, At: x.spinOf(b.Round).r.At, Source: b.Pos, Column: "selection", AtStake: b.Stake,
			Recorded: nt(b.Type + " " + b.Selection), Detail: rules.Text{ES: es, EN: en}}
		if assume != "" {
			f.Assumptions = []string{assume + "=" + x.ctx.Assume[assume]}
		}
		x.report(f)
	}
	switch {
	case err != nil:
		es := err.Error()
		var le *rr.LayoutError
		if errors.As(err, &le) {
			es = le.ES
		}
		bad("", "Selección inválida: "+es, "Invalid selection: "+err.Error())
	case comb.WithZero && !x.p.ZeroCombosInText && x.sw.zeroCombosForbidden:
		bad("zero-combinations", "Combinación con el cero que el texto no enumera.", "Zero combination the text does not list.")
	case comb.NonAdjacent && x.sw.adjacentPairs:
		bad("two-dozens-pairs", "Columnas o docenas no contiguas: no se pueden jugar «a caballo».", "Non-adjacent columns or dozens cannot be played «a caballo».")
	case bt.announced && int64(b.Stake)%int64(bt.chips) != 0:
		bad("", fmt.Sprintf("La apuesta anunciada se juega con %d fichas iguales; %s no se reparte en ellas.", bt.chips, b.Stake.Euro("es")),
			fmt.Sprintf("The announced bet is played with %d equal chips; %s does not divide into them.", bt.chips, b.Stake.Euro("en")))
	default:
		return comb, true
	}
	return comb, false
}

// cover is rr.Cover, a pure function of its arguments, through the
// replay's cache: a year of bets holds a few hundred distinct selections.
// The cache holds one map of selections per bet type (and layout
// reading), which bt keeps for the session: a bet costs one lookup of its
// selection.
func (x *session) cover(bt *betType, typ, sel string) (rr.Combination, error) {
	c := x.cache
	if bt.covers == nil {
		k := typeKey{typ, x.layout.TwoColumnsAsDozens}
		if bt.covers = c.covers[k]; bt.covers == nil {
			bt.covers = map[string]coverVal{}
			k.typ = strings.Clone(typ) // keep no row of the log alive
			c.covers[k] = bt.covers
		}
	}
	if v, ok := bt.covers[sel]; ok {
		return v.comb, v.err
	}
	comb, err := rr.Cover(typ, sel, x.layout)
	if c.nCovers >= maxCached {
		// A log of absurd selections: start afresh (emptying the maps
		// in place, which this session's bet types keep).
		for _, m := range c.covers {
			clear(m)
		}
		c.nCovers = 0
	}
	bt.covers[strings.Clone(sel)] = coverVal{comb, err}
	c.nCovers++
	return comb, err
}

// maxFor returns the maximum for a bet type at a tier, or 0 for none.
func (x *session) maxFor(t string, sp *spin) (logs.Cents, rules.Citation) {
	bt := x.betType(t)
	if max := x.maxOf(t, bt, sp); max > 0 {
		return max, bt.spec.MaxCite
	}
	return 0, rules.Citation{}
}

// maxOf is maxFor's maximum for bet type t whose betType is bt, without
// the lookup nor the citation (bt.spec.MaxCite): this runs for every bet.
func (x *session) maxOf(t string, bt *betType, sp *spin) logs.Cents {
	spec := &bt.spec
	if spec.Max == nil {
		return 0
	}
	if x.in == rules.ES1977 && (t == rr.Docena || t == rr.DosDocenas) && x.ctx.Assume.Is("max-docena-1977", "none") {
		return 0
	}
	i := sp.tier
	if i >= len(spec.Max) {
		i = len(spec.Max) - 1
	}
	return logs.Cents(spec.Max[i]) * sp.min
}

// maxAssume lists the switches a maximum of bet type t depended on, then
// more: written only for a finding.
func (x *session) maxAssume(t string, more string) []string {
	var assume []string
	if x.in == rules.ES1977 && (t == rr.Docena || t == rr.DosDocenas) {
		assume = append(assume, "max-docena-1977="+x.ctx.Assume["max-docena-1977"])
	}
	if x.p.Tiers > 1 {
		assume = append(assume, "cyl-tier="+x.ctx.Assume["cyl-tier"])
	}
	return append(assume, more)
}

// checkStake checks minimum, maximum and multiple of the minimum.
func (x *session) checkStake(b *logs.Bet, sp *spin, bt *betType) {
	min := sp.min
	multiple := x.sw.multiple
	if bt.announced {
		if x.sw.announcedNone {
			return
		}
		unit := b.Stake / logs.Cents(bt.chips)
		if unit < min {
			x.stakeMin(b, sp, unit, "per chip")
		}
		for _, c := range rr.AnnouncedBets[b.Type] {
			max, cite := x.maxFor(c.Type, sp)
			if amount := logs.Cents(c.Count) * unit; max > 0 && amount > max {
				x.stakeMax(b, sp, amount, max, cite, x.maxAssume(c.Type, "announced-limits=per-chip"), c.Type)
			}
		}
		if multiple && unit%min != 0 {
			x.stakeMultiple(b, sp, unit)
		}
		return
	}
	if b.Stake < min {
		x.stakeMin(b, sp, b.Stake, "")
	}
	if x.sw.perBet {
		if max := x.maxOf(b.Type, bt, sp); max > 0 && b.Stake > max {
			x.stakeMax(b, sp, b.Stake, max, bt.spec.MaxCite, x.maxAssume(b.Type, "limit-scope=per-bet"), b.Type)
		}
	}
	if multiple && b.Stake%min != 0 {
		x.stakeMultiple(b, sp, b.Stake)
	}
}

func (x *session) stakeMin(b *logs.Bet, sp *spin, amount logs.Cents, what string) {
	x.report(audit.Finding{Rule: rr.StakeMin, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "stake", AtStake: b.Stake,
		Expected: nt("≥ " + sp.min.String() + " " + what), Recorded: nt(amount.String()),
		Detail: text("Apuesta %s de %s, inferior al mínimo de la mesa (%s).", "%s bet of %s, below the table minimum (%s).", b.Type, amount, sp.min)})
}

func (x *session) stakeMax(b *logs.Bet, sp *spin, amount, max logs.Cents, cite rules.Citation, assume []string, typ string) {
	x.report(audit.Finding{Rule: rr.StakeMax, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "stake", AtStake: amount,
		Expected: nt("≤ " + max.String()), Recorded: nt(amount.String()), Cite: cite, Assumptions: assume,
		Detail: text("%s de %s por encima del máximo de %s (%s para un mínimo de %s).", "%s of %s above the %s maximum (%s for a minimum of %s).",
			b.Type, amount, typ, max, sp.min)})
}

func (x *session) stakeMultiple(b *logs.Bet, sp *spin, amount logs.Cents) {
	x.report(audit.Finding{Rule: rr.StakeMultiple, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "stake", AtStake: b.Stake,
		Expected: nt("k × " + sp.min.String()), Recorded: nt(amount.String()), Assumptions: []string{"multiple-of-min=" + x.ctx.Assume["multiple-of-min"]},
		Detail: text("Apuesta de %s que no es múltiplo del mínimo (%s).", "Stake of %s is not a multiple of the minimum (%s).", amount, sp.min)})
}

// checkSpots applies the maximum to all players' stakes on one position.
func (x *session) checkSpots(spots map[spot]*spotTotal) {
	keys := make([]spot, 0, len(spots))
	for k := range spots {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.round != b.round {
			return a.round < b.round
		}
		if a.typ != b.typ {
			return a.typ < b.typ
		}
		return a.cover < b.cover
	})
	for _, k := range keys {
		t := spots[k]
		if max, cite := x.maxFor(k.typ, t.sp); max > 0 && t.stake > max {
			x.stakeMax(t.first, t.sp, t.stake, max, cite, x.maxAssume(k.typ, "limit-scope=per-spot"), k.typ)
		}
	}
}

// checkPaidBy flags a payment made by the jefe or subjefe de mesa.
func (x *session) checkPaidBy(b *logs.Bet, sp *spin) {
	if b.PaidBy == "" {
		return
	}
	if x.chiefs == nil {
		x.chiefs = []int{}
		for i, st := range x.s.Staff {
			if st.Role == "jefe-mesa" || st.Role == "subjefe-mesa" {
				x.chiefs = append(x.chiefs, i)
			}
		}
	}
	at := sp.r.At
	if q := x.spinOf(b.Settled()); q != nil {
		at = q.r.At
	}
	for _, i := range x.chiefs {
		st := &x.s.Staff[i]
		if st.Employee == b.PaidBy && onDuty(st, at) {
			x.report(audit.Finding{Rule: rr.JefeChips, Round: b.Round, Bet: b.ID, At: at, Source: b.Pos, Column: "paid_by", AtStake: b.Paid + b.Returned,
				Expected: nt("croupier | extremo-mesa"), Recorded: nt(b.PaidBy + " (" + st.Role + ")"),
				Detail: text("El pago de la apuesta lo hizo %s, %s de la mesa.", "The bet was paid by %s, the table's %s.", b.PaidBy, st.Role)})
			return
		}
	}
}
