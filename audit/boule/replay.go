// Package boule is the boule's replay: the ball's number, every bet settled
// against it, limits per player, late bets, the crew and the launches.
package boule

import (
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	bo "github.com/veedor/veedor/rules/boule"
	rr "github.com/veedor/veedor/rules/roulette"
)

// Replay is the boule for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{bo.Game} }

// Finish implements audit.Game: no check spans sessions.
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// Staff roles and the variants of a table with one layout and with two.
const (
	RoleJefe     = "jefe-mesa"
	RoleCroupier = "croupier"
	OneLayout    = rr.UnPano // the roulette's variants, one home for each slug
	TwoLayouts   = rr.DosPanos
)

type round struct {
	r        *logs.Round
	n        int // the ball's number; 0 on a void round
	min, max logs.Cents
}

type session struct {
	ctx    *audit.Context
	s      *logs.Session
	rounds []*round
	byNo   map[int]*round
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, byNo: map[int]*round{}}
	x.checkLimits(s.MinBet, s.MaxBet, 0, s.Pos, time.Time{})
	usable := x.readRounds()
	x.applyLimits()
	bets := ctx.Bets(usable)
	var handle logs.Cents
	for _, b := range bets {
		handle += b.Stake
		x.checkBet(b)
	}
	x.checkMaxima(bets)
	x.reportUntimed(bets)
	x.checkCrew()
	x.checkLauncher()
	x.checkSpinner()
	played := 0
	for _, r := range x.rounds {
		if r.n != 0 {
			played++
		}
	}
	ctx.Audited(played, len(bets), handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// cite returns citation i of rule's basis under the session's instrument.
func (x *session) cite(rule string, i int) rules.Citation { return x.ctx.Cite(bo.Game, rule, i) }

// readRounds reads the ball's number of every played round; a number off
// the plate rejects the round and its bets.
func (x *session) readRounds() map[int]bool {
	usable := map[int]bool{}
	for _, r := range x.ctx.Rounds() {
		rd := &round{r: r, min: x.s.MinBet, max: x.s.MaxBet}
		usable[r.No] = true
		if !r.Void() {
			n, err := strconv.Atoi(strings.TrimSpace(r.Outcome))
			if err != nil || !bo.Valid(n) {
				usable[r.No] = false
				x.ctx.Reject(logs.TRounds)
				x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
					Expected: audit.Plain("1–9"), Recorded: audit.Plain(r.Outcome),
					Detail: audit.Textf("El resultado %q no es un número de la boule (1 a 9): la jugada y sus apuestas se rechazan.",
						"Outcome %q is not a boule number (1 to 9): the round and its bets are rejected.", r.Outcome)})
				continue
			}
			rd.n = n
		}
		x.rounds = append(x.rounds, rd)
		x.byNo[r.No] = rd
	}
	return usable
}

// applyLimits applies limit-change events to the rounds from theirs on.
func (x *session) applyLimits() {
	var changes []*logs.Event
	for i := range x.s.Events {
		if e := &x.s.Events[i]; e.Kind == "limit-change" {
			changes = append(changes, e)
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Round < changes[j].Round })
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
		x.checkLimits(min, max, e.Round, e.Pos, e.At)
		for _, rd := range x.rounds {
			if rd.r.No >= e.Round {
				rd.min, rd.max = min, max
			}
		}
	}
}

// bands returns the minima the maxima's bands are multiples of, for a table
// minimum min: lowBase for the floor and highBase for the ceiling, and the
// switch reading the finding rests on (empty where no reading matters).
// Without authorized_min the floor is not checked (lowBase 0: the authorised
// minimum may be half the table's) and the ceiling rests on min, never below
// the authorised minimum. With it, bou-max-base says whether the bands rest
// on the authorised minimum, the table's, or either (the lower floor and the
// higher ceiling).
func (x *session) bands(min logs.Cents) (lowBase, highBase logs.Cents, assume []string) {
	auth := x.s.AuthorizedMin
	if auth <= 0 {
		return 0, min, nil
	}
	if min == auth {
		return auth, auth, nil
	}
	reading := x.ctx.Assume[bo.SwMaxBase]
	assume = []string{bo.SwMaxBase + "=" + reading}
	switch reading {
	case "authorised":
		return auth, auth, assume
	case "table":
		return min, min, assume
	}
	return mn(auth, min), mx(auth, min), assume
}

func mn(a, b logs.Cents) logs.Cents {
	if a < b {
		return a
	}
	return b
}

func mx(a, b logs.Cents) logs.Cents {
	if a > b {
		return a
	}
	return b
}

// checkLimits checks a table minimum against the authorised one and the
// maximum on a number against its band.
func (x *session) checkLimits(min, max logs.Cents, no int, pos logs.Pos, at time.Time) {
	col := func(c string) string {
		if no > 0 {
			return "detail"
		}
		return c
	}
	if auth := x.s.AuthorizedMin; auth > 0 {
		bad := min < auth
		want := audit.Textf("≥ %s", "≥ %s", auth)
		var assume []string
		if x.ctx.Assume[bo.SwDoubleMinimum] == "only-double" {
			bad = min != auth && min != 2*auth
			want = audit.Textf("%s o %s", "%s or %s", auth, 2*auth)
			if min > auth {
				assume = []string{bo.SwDoubleMinimum + "=only-double"}
			}
		}
		if bad {
			x.report(audit.Finding{Rule: bo.RuleTableMin, Round: no, At: at, Source: pos, Column: col("min_bet"), Expected: want, Recorded: audit.Textf("%s", "%s", min), Assumptions: assume,
				Detail: audit.Textf("Mínimo de la mesa %s; el autorizado es %s.", "Table minimum %s; the authorised one is %s.", min, auth)})
		}
	}
	lowBase, highBase, assume := x.bands(min)
	low, high := bo.PlenoMaxLow*lowBase, bo.PlenoMaxHigh*highBase
	if max < low || max > high {
		x.report(audit.Finding{Rule: bo.RuleMaxBand, Round: no, At: at, Source: pos, Column: col("max_bet"), Assumptions: assume,
			Expected: audit.Textf("%s – %s", "%s – %s", low, high), Recorded: audit.Textf("%s", "%s", max),
			Detail: audit.Textf("Máximo sobre un número %s, fuera de 40 a 100 veces el mínimo (%s – %s).", "Maximum on a number %s, outside 40 to 100 times the minimum (%s – %s).", max, low, high)})
	}
}

// checkBet checks one bet's type, time, stake and settlement.
func (x *session) checkBet(b *logs.Bet) {
	rd := x.byNo[b.Round]
	sel := 0
	if b.Type == bo.Pleno {
		sel, _ = strconv.Atoi(strings.TrimSpace(b.Selection))
	}
	if !bo.Known(b.Type) || (b.Type == bo.Pleno && !bo.Valid(sel)) {
		x.report(audit.Finding{Rule: bo.RuleBetType, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "type", AtStake: b.Stake,
			Expected: audit.Plain("pleno 1–9, rojo, negro, par, impar, pasa, falta"), Recorded: audit.Plain(strings.TrimSpace(b.Type + " " + b.Selection)),
			Detail: audit.Textf("Apuesta %s %s: la boule sólo tiene el número entero y las suertes sencillas.", "Bet %s %s: the boule has only the whole number and the simple chances.", b.Type, b.Selection)})
		return
	}
	refused := b.Returned == b.Stake && b.Paid == 0
	if !b.PlacedAt.IsZero() && !rd.r.NoMoreBetsAt.IsZero() && b.PlacedAt.After(rd.r.NoMoreBetsAt) {
		if !refused {
			x.report(audit.Finding{Rule: bo.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
				Expected: audit.Textf("≤ %s, o devuelta", "≤ %s, or handed back", rd.r.NoMoreBetsAt.Format(time.RFC3339)), Recorded: audit.Plain(b.PlacedAt.Format(time.RFC3339)),
				Detail: audit.Textf("Apuesta %s colocada tras el «no va más» y jugada, no devuelta.", "Bet %s placed after «no va más» and played, not handed back.", b.ID)})
		}
		return
	}
	if b.Stake < rd.min {
		x.report(audit.Finding{Rule: bo.RuleStakeMin, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
			Expected: audit.Textf("≥ %s", "≥ %s", rd.min), Recorded: audit.Textf("%s", "%s", b.Stake),
			Detail: audit.Textf("Apuesta %s de %s, inferior al mínimo de la mesa (%s).", "Bet %s of %s, below the table minimum (%s).", b.ID, b.Stake, rd.min)})
	}
	if rd.n == 0 {
		return // a void round: no text settles it
	}
	x.checkSettlement(b, rd, sel)
}

// checkSettlement compares the bet's settlement with what its number or
// chance earns on the ball's number.
func (x *session) checkSettlement(b *logs.Bet, rd *round, sel int) {
	var returned logs.Cents
	pays := []logs.Cents{0}
	if bo.Wins(b.Type, sel, rd.n) {
		returned = b.Stake
		pays = []logs.Cents{b.Stake * logs.Cents(bo.Payout(b.Type))}
		if b.Type == bo.Pleno {
			switch x.ctx.Assume[bo.SwNumberPayout] {
			case "7-for-1":
				pays = []logs.Cents{6 * b.Stake}
			case "7-to-1":
			default:
				pays = append(pays, 6*b.Stake)
			}
		}
	}
	if b.Returned == returned {
		for _, p := range pays {
			if b.Paid == p {
				return
			}
		}
	}
	want := audit.Settlement(returned, pays[0])
	if len(pays) > 1 {
		alt := audit.Settlement(returned, pays[1])
		want.ES += " (o " + alt.ES + ")"
		want.EN += " (or " + alt.EN + ")"
	}
	diff := returned + pays[0] - b.Returned - b.Paid
	if diff < 0 {
		diff = -diff
	}
	detail := audit.Textf("%s %s pierde con el %d.", "%s %s loses on %d.", b.Type, b.Selection, rd.n)
	if returned > 0 {
		detail = audit.Textf("%s %s gana con el %d.", "%s %s wins on %d.", b.Type, b.Selection, rd.n)
	}
	// The line that says what this bet earns: the number's payout, the simple
	// chance's, the 5 that loses them, or the collection of losing bets.
	cite := 4
	switch {
	case returned > 0 && b.Type == bo.Pleno:
		cite = 0
	case returned > 0:
		cite = 1
	case rd.n == bo.Neutral && bo.Simple(b.Type):
		cite = 2
	}
	var assume []string
	if returned > 0 && b.Type == bo.Pleno {
		assume = []string{bo.SwNumberPayout + "=" + x.ctx.Assume[bo.SwNumberPayout]}
	}
	x.report(audit.Finding{Rule: bo.RulePayout, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "paid", AtStake: diff, Assumptions: assume,
		Expected: want, Recorded: audit.Settlement(b.Returned, b.Paid), Detail: detail, Cite: x.cite(bo.RulePayout, cite)})
}

// checkMaxima adds up each player's stakes per round on one number or one
// chance: the maximum applies to each player on his own (L161, CV L891).
func (x *session) checkMaxima(bets []*logs.Bet) {
	type key struct {
		round       int
		player, box string
	}
	sums := map[key]logs.Cents{}
	first := map[key]*logs.Bet{}
	var order []key
	for _, b := range bets {
		if !bo.Known(b.Type) || (b.Returned == b.Stake && b.Paid == 0 && x.late(b)) {
			continue
		}
		// Without player_id each bet stands alone: a seat (a place at the
		// layout) may be shared, and the maximum may not be applied to the
		// bets of different players together (L161, CV L891).
		who := b.Player
		if who == "" {
			who = "bet:" + b.ID
		}
		k := key{b.Round, who, b.Type + " " + strings.TrimSpace(b.Selection)}
		if _, ok := sums[k]; !ok {
			order = append(order, k)
			first[k] = b
		}
		sums[k] += b.Stake
	}
	for _, k := range order {
		b, rd := first[k], x.byNo[k.round]
		max := rd.max
		var assume []string
		if bo.Simple(b.Type) {
			var highBase logs.Cents
			_, highBase, assume = x.bands(rd.min)
			max = bo.SimpleMaxHigh * highBase
		}
		if sums[k] > max {
			x.report(audit.Finding{Rule: bo.RuleStakeMax, Round: k.round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: sums[k] - max, Assumptions: assume,
				Expected: audit.Textf("≤ %s", "≤ %s", max), Recorded: audit.Textf("%s", "%s", sums[k]),
				Detail: audit.Textf("El jugador %s pone %s sobre %s en la jugada %d.", "Player %s puts %s on %s in round %d.", k.player, sums[k], k.box, k.round)})
		}
	}
}

// reportUntimed says, once a session, how many bets could not be checked for
// lateness because placed_at or the round's no_more_bets_at is not recorded.
func (x *session) reportUntimed(bets []*logs.Bet) {
	n := 0
	for _, b := range bets {
		if b.PlacedAt.IsZero() || x.byNo[b.Round].r.NoMoreBetsAt.IsZero() {
			n++
		}
	}
	if n > 0 {
		x.report(audit.Finding{Rule: audit.DQMissing, Column: "placed_at, no_more_bets_at", Recorded: audit.Textf("%d apuestas", "%d bets", n),
			Detail: audit.Textf("placed_at o no_more_bets_at no consta (%d apuestas): BOU-LATE-BET no se comprueba en ellas.",
				"placed_at or no_more_bets_at is not recorded (%d bets): BOU-LATE-BET is not checked on them.", n)})
	}
}

func (x *session) late(b *logs.Bet) bool {
	rd := x.byNo[b.Round]
	return !b.PlacedAt.IsZero() && !rd.r.NoMoreBetsAt.IsZero() && b.PlacedAt.After(rd.r.NoMoreBetsAt)
}

// onAt counts the staff of role on duty at t.
func (x *session) onAt(role string, t time.Time) int {
	n := 0
	for _, st := range x.s.Staff {
		if st.Role == role && !t.Before(st.OnAt) && (st.OffAt.IsZero() || !t.After(st.OffAt)) {
			n++
		}
	}
	return n
}

// checkCrew reports the first played round without a jefe and the first
// without a croupier per layout, with how many rounds lacked them.
func (x *session) checkCrew() {
	// A croupier per layout: two only where the log says the table has two
	// (a table may have a single layout, 1977 L144, CV L811).
	need := 1
	if x.s.Variant == TwoLayouts {
		need = 2
	}
	if len(x.s.Staff) == 0 {
		// No staff rows: the crew is not recorded, which is a gap in the log,
		// not a table without its jefe and croupiers.
		played := 0
		for _, rd := range x.rounds {
			if rd.n != 0 {
				played++
			}
		}
		if played > 0 {
			x.report(audit.Finding{Rule: audit.DQMissing, Column: "staff", Recorded: audit.Textf("%d jugadas", "%d rounds", played),
				Detail: audit.Textf("El registro no trae personal de la mesa (%d jugadas): BOU-CREW no se comprueba.",
					"The log has no staff for the table (%d rounds): BOU-CREW is not checked.", played)})
		}
		return
	}
	for _, c := range []struct {
		role string
		need int
	}{{RoleJefe, 1}, {RoleCroupier, need}} {
		var firstRd *round
		missing, had := 0, 0
		for _, rd := range x.rounds {
			if rd.n == 0 {
				continue
			}
			if n := x.onAt(c.role, rd.r.At); n < c.need {
				if firstRd == nil {
					firstRd, had = rd, n
				}
				missing++
			}
		}
		if firstRd != nil {
			x.report(audit.Finding{Rule: bo.RuleCrew, Round: firstRd.r.No, At: firstRd.r.At, Source: x.s.Pos, Column: "role",
				Expected: audit.Textf("%d %s", "%d %s", c.need, c.role), Recorded: audit.Textf("%d", "%d", had),
				Detail: audit.Textf("%d jugadas sin %d %s de servicio.", "%d rounds without %d %s on duty.", missing, c.need, c.role)})
		}
	}
}

// onDuring reports whether a stint covers a played round: a croupier who
// left before the first ball or came after the last could not have launched.
func (x *session) onDuring(st logs.Staff) bool {
	for _, rd := range x.rounds {
		if rd.n != 0 && !rd.r.At.Before(st.OnAt) && (st.OffAt.IsZero() || !rd.r.At.After(st.OffAt)) {
			return true
		}
	}
	return false
}

// checkLauncher reports, under bou-launcher=session, a session whose every
// ball one croupier launched while another croupier worked the table.
func (x *session) checkLauncher() {
	if x.ctx.Assume[bo.SwLauncher] != "session" {
		return
	}
	launcher, n := "", 0
	for _, rd := range x.rounds {
		if rd.n == 0 {
			continue
		}
		if rd.r.Dealer == "" || (launcher != "" && rd.r.Dealer != launcher) {
			return
		}
		launcher = rd.r.Dealer
		n++
	}
	if n < 2 {
		return
	}
	for _, st := range x.s.Staff {
		if st.Role == RoleCroupier && st.Employee != launcher && x.onDuring(st) {
			x.report(audit.Finding{Rule: bo.RuleLauncher, Round: x.rounds[0].r.No, At: x.rounds[0].r.At, Source: x.s.Pos, Column: "dealer_id", Assumptions: []string{bo.SwLauncher + "=session"},
				Expected: audit.Textf("lanzamientos rotados entre los croupiers", "launches rotated among the croupiers"), Recorded: audit.Textf("%s lanza las %d bolas", "%s launches all %d balls", launcher, n),
				Detail: audit.Textf("%s lanzó todas las bolas de la sesión mientras %s trabajaba en la mesa.", "%s launched every ball of the session while %s worked at the table.", launcher, st.Employee)})
			return
		}
	}
}

// roleAt returns the role of employee e on duty at the table at t, a
// croupier stint winning over any other; false when none covers t.
func (x *session) roleAt(e string, t time.Time) (string, bool) {
	role, ok := "", false
	for _, st := range x.s.Staff {
		if st.Employee == e && !t.Before(st.OnAt) && (st.OffAt.IsZero() || !t.After(st.OffAt)) {
			if st.Role == RoleCroupier {
				return st.Role, true
			}
			role, ok = st.Role, true
		}
	}
	return role, ok
}

// checkSpinner checks who launched each played ball (rounds.dealer_id): a
// croupier of the table on duty (BOU-SPINNER). Consecutive balls by the same
// employee in the same other role make one finding; a dealer_id not on the
// staff at that time is counted once as missing data; an empty one is not
// judged. A log with no staff rows is left to checkCrew's DQ-MISSING.
func (x *session) checkSpinner() {
	if len(x.s.Staff) == 0 {
		return
	}
	var first, last *round // the current run of balls by one non-croupier
	role := ""
	unknown := 0
	flush := func() {
		if first != nil {
			d := first.r.Dealer
			x.report(audit.Finding{Rule: bo.RuleSpinner, Round: first.r.No, At: first.r.At, Source: first.r.Pos, Column: "dealer_id",
				Expected: audit.Plain(RoleCroupier), Recorded: audit.Plain(d + " (" + role + ")"),
				Detail: audit.Textf("%s, %s de la mesa, lanzó la bola de la jugada %d a la %d.", "%s, the table's %s, launched the ball from round %d to %d.", d, role, first.r.No, last.r.No)})
		}
		first, last, role = nil, nil, ""
	}
	for _, rd := range x.rounds {
		if rd.n == 0 {
			continue // a void ball: no text provides for it
		}
		d := rd.r.Dealer
		if d == "" {
			flush()
			continue
		}
		r, ok := x.roleAt(d, rd.r.At)
		if !ok {
			unknown++
			flush()
			continue
		}
		if r == RoleCroupier {
			flush()
			continue
		}
		if first != nil && (d != first.r.Dealer || r != role) {
			flush()
		}
		if first == nil {
			first, role = rd, r
		}
		last = rd
	}
	flush()
	if unknown > 0 {
		x.report(audit.Finding{Rule: audit.DQMissing, Column: "dealer_id", Recorded: audit.Textf("%d jugadas", "%d rounds", unknown),
			Detail: audit.Textf("El dealer_id de %d jugadas no figura en el personal de la mesa a esa hora: la regla %s no se comprueba en ellas.",
				"The dealer_id of %d rounds is not on the table's staff at that time: rule %s is not checked on them.", unknown, bo.RuleSpinner)})
	}
}
