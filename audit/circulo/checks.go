package circulo

import (
	"fmt"
	"slices"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pc "github.com/veedor/veedor/rules/circulo"
	"github.com/veedor/veedor/rules/circulo/hands"
)

// deckOf is the deck size the hand is played with.
func (x *session) deckOf(h *hand) int {
	if x.v.ID == pc.Cubierto {
		if st := x.structAt(h.r.No); st != nil && st.deck == 32 {
			return 32
		}
		return 52
	}
	if x.v.ID == pc.FiveStud && !x.cyl() {
		// The 32 cards of five stud are Castilla y León's (L855); the
		// Valencian text has a 52-card deck (L2653) and variants with fewer
		// (L2841): the deck is the 32 when every card is of it.
		for _, list := range [][]cards.Card{h.dealt, h.board} {
			for _, c := range list {
				if !pc.InDeck(32, c) {
					return 52
				}
			}
		}
		for _, list := range h.shown {
			for _, c := range list {
				if !pc.InDeck(32, c) {
					return 52
				}
			}
		}
	}
	return x.v.Decks[0]
}

// audit runs the checks of one hand.
func (x *session) audit(h *hand) {
	r := h.r
	for s, b := range h.bets {
		h.contrib[s] = b.Stake - b.Returned
	}
	if x.cyl() {
		for _, s := range h.order() {
			if s > pc.MaxSeats {
				// The seat's own row where there is one (its bet row), not the round's.
				src := r.Pos
				if b := h.bets[s]; b != nil {
					src = b.Pos
				}
				x.report(audit.Finding{Rule: pc.RuleSeats, Round: r.No, Bet: betID(h, s), At: r.At, Source: src, Column: "seat",
					Expected: audit.Plain("1–10"), Recorded: audit.Plain(itoa(s)),
					Detail: audit.Textf("Mano %d: asiento %d; la mesa admite como máximo 10 jugadores sentados.", "Hand %d: seat %d; the table admits at most 10 seated players.", r.No, s)})
			}
		}
	}
	if r.Void() {
		return
	}
	x.checkCards(h)
	x.checkPlayers(h)
	if len(h.acts) == 0 {
		if len(h.bets) > 0 {
			x.note("accion", r, "Manos sin eventos accion: no se reproducen sus apuestas ni se juzgan sus botes.", "Hands without accion events: their betting is not replayed and their pots are not judged.")
		}
		return
	}
	opener := x.betting(h)
	blank := x.v.ID == pc.Cubierto && opener == 0 && len(h.pots) == 0
	if x.v.ID == pc.Cubierto && !blank && opener != 0 && x.cyl() {
		x.checkOpeners(h, opener)
	}
	put := map[int]logs.Cents{}
	for _, a := range h.acts {
		put[a.seat] += a.amt
	}
	if h.rowsLost {
		// A bet row rejected (DQ-ROW): the stakes, pots, payments and rake
		// rest on rows the audit does not have.
		x.note("fila", r, "Manos con una fila de apuesta rechazada: no se juzgan sus botes, pagos ni comisión.", "Hands with a rejected bet row: their pots, payments and rake are not judged.")
		put = nil
	}
	for _, s := range sortedSeats(put) {
		if b := h.bets[s]; b != nil && b.Stake != put[s]+h.gap[s] {
			// Two records of the same money disagree: a defect of the log,
			// not of the pot. What rests on it is judged under either.
			acts := put[s] + h.gap[s]
			if h.byActs == nil {
				h.byActs = map[int]logs.Cents{}
			}
			h.byActs[s] = max(acts-b.Returned, 0)
			x.report(audit.Finding{Rule: pc.RuleStakeActions, Round: r.No, Bet: b.ID, At: r.At, Source: b.Pos, Column: "stake",
				Expected: audit.Textf("%s (sus acciones)", "%s (its actions)", acts), Recorded: audit.Textf("%s", "%s", b.Stake), AtStake: absC(acts - b.Stake), Delta: b.Stake - acts,
				Detail: audit.Textf("Mano %d: la fila de apuesta del asiento %d registra %s puestos y sus acciones suman %s: el registro se contradice; los botes, la comisión y la pila siguiente se juzgan con cualquiera de las dos cifras.",
					"Hand %d: seat %d's bet row records %s put in and its actions add up to %s: the log contradicts itself; the pots, the rake and the next stack are judged under either figure.", r.No, s, b.Stake, acts)})
			continue
		}
		if h.bets[s] == nil && put[s] > 0 {
			// No bet row for a seat whose actions put money in: the log
			// lacks the row, a defect of the evidence like a row that
			// contradicts its actions. The pots and the rake are judged
			// under either figure (none, or the actions'); its payment
			// has no row to be checked against. (No gap: a silent call is
			// read only from a bet row.)
			acts := put[s]
			if h.byActs == nil {
				h.byActs = map[int]logs.Cents{}
			}
			h.byActs[s] = acts
			x.report(audit.Finding{Rule: pc.RuleStakeActions, Round: r.No, At: r.At, Source: r.Pos, Column: "stake",
				Expected: audit.Textf("%s (sus acciones)", "%s (its actions)", acts), Recorded: audit.Textf("sin fila de apuesta", "no bet row"), AtStake: acts,
				Detail: audit.Textf("Mano %d: el asiento %d aportó %s según sus acciones y no tiene fila de apuesta: el registro se contradice; los botes y la comisión se juzgan con cualquiera de las dos cifras y su cobro no se comprueba.",
					"Hand %d: seat %d put in %s by its actions and has no bet row: the log contradicts itself; the pots and the rake are judged under either figure and its payment is not checked.", r.No, s, acts)})
		}
	}
	if blank {
		// A blank hand (L747): its antes stay in the pot for the next deal.
		for _, c := range h.contrib {
			x.carry += c
		}
		x.blanks++
		return
	}
	switch {
	case h.rowsLost: // said above
	case len(h.pots) == 0:
		x.note("bote", r, "Manos sin eventos bote: no se juzgan sus botes, su adjudicación ni la comisión.", "Hands without bote events: their pots, award and rake are not judged.")
		x.checkRake(h)
	default:
		x.pots(h)
		x.checkRake(h)
	}
	x.carry, x.blanks = 0, 0
	for _, m := range h.moves {
		if m.kind == "compra" && m.during {
			x.report(audit.Finding{Rule: pc.RuleBuy, Round: r.No, Bet: betID(h, m.seat), At: m.e.At, Source: m.e.Pos, Column: "detail",
				Expected: audit.Plain("entre manos"), Recorded: audit.Plain(short(m.e.Detail)), AtStake: m.amt,
				Detail: audit.Textf("Mano %d: el asiento %d compró %s en fichas con la mano iniciada.", "Hand %d: seat %d bought %s in chips with the hand under way.", r.No, m.seat, m.amt)})
		}
	}
}

// checkOpeners: in cubierto only a pair of jacks or better opens, a pair of
// queens after a blank hand, kings after two, aces after three or more
// (L741, L747), judged on the opener's cards before the draw.
func (x *session) checkOpeners(h *hand, opener int) {
	cs, ok := h.predraw[opener]
	if !ok {
		x.note("cartas", h.r, "Manos de cubierto sin las cartas del que abrió antes del descarte (evento cartas): no se juzga si podía abrir.", "Cubierto hands without the opener's cards before the draw (cartas event): whether he could open is not judged.")
		return
	}
	need := 11 + min(x.blanks, 3) // J, Q, K, A
	var count [15]int
	for _, c := range cs {
		count[pc.High(c)]++
	}
	best := 0
	for r := 2; r <= 14; r++ {
		if count[r] >= 2 {
			best = r
		}
	}
	v, _, err := hands.Eval5(hands.Deck(x.deckOf(h)), hands.Readings{FiguresTieBreak: 1, HighCardTieBreak: 1, LowAceStraight: 1, Kickers: 1}, true, [5]cards.Card(cs))
	if err != nil {
		return // PC-MAZO says why
	}
	class := hands.ClassOf(v)
	if class > hands.Pareja || (class == hands.Pareja && best >= need) {
		return
	}
	names := map[int]string{11: "jotas", 12: "damas", 13: "reyes", 14: "ases"}
	namesEN := map[int]string{11: "jacks", 12: "queens", 13: "kings", 14: "aces"}
	x.report(audit.Finding{Rule: pc.RuleOpeners, Round: h.r.No, Bet: betID(h, opener), At: h.r.At, Source: h.r.Pos, Column: "events",
		Expected: rules.Text{ES: "pareja de " + names[need] + " o mejor", EN: "a pair of " + namesEN[need] + " or better"}, Recorded: audit.Plain(cards.List(cs)),
		Detail: rules.Text{
			ES: fmt.Sprintf("Mano %d: el asiento %d abrió el bote con %s; tras %d manos en blanco hacía falta una pareja de %s o mejor.", h.r.No, opener, cards.List(cs), x.blanks, names[need]),
			EN: fmt.Sprintf("Hand %d: seat %d opened the pot with %s; after %d blank hands it needed a pair of %s or better.", h.r.No, opener, cards.List(cs), x.blanks, namesEN[need])}})
}

// checkCards: the variant's deck, no card twice, the shown cards dealt, and
// the number of cards shown (PC-MAZO, PC-CARTAS).
func (x *session) checkCards(h *hand) {
	r := h.r
	n := x.deckOf(h)
	var bad []string
	seen := map[cards.Card]bool{}
	dup := map[cards.Card]bool{}
	for _, c := range h.dealt {
		if seen[c] {
			dup[c] = true
		}
		seen[c] = true
	}
	shownSeen := map[cards.Card]bool{}
	check := func(c cards.Card) {
		if !pc.InDeck(n, c) {
			bad = append(bad, c.String()+" ∉ "+itoa(n))
		}
		if shownSeen[c] {
			dup[c] = true
		}
		shownSeen[c] = true
		if len(h.dealt) > 0 && !seen[c] {
			bad = append(bad, c.String()+" ∉ dealt")
		}
	}
	for _, c := range h.board {
		check(c)
	}
	for _, s := range sortedSeats(h.shown) {
		for _, c := range h.shown[s] {
			check(c)
		}
	}
	for _, c := range h.dealt {
		if !pc.InDeck(n, c) {
			bad = append(bad, c.String()+" ∉ "+itoa(n))
		}
	}
	for c := range dup {
		bad = append(bad, c.String()+" ×2")
	}
	if len(bad) > 0 {
		slices.Sort(bad)
		bad = slices.Compact(bad)
		h.badCards = true
		x.report(audit.Finding{Rule: pc.RuleDeck, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
			Expected: audit.Textf("cartas de una baraja de %d, cada una una vez", "cards of one %d-card deck, each once", n), Recorded: audit.Plain(short(joinStr(bad))),
			Detail: audit.Textf("Mano %d: %s.", "Hand %d: %s.", r.No, joinStr(bad))})
	}
	if len(h.shown) == 0 {
		return
	}
	var wrong []string
	for _, s := range sortedSeats(h.shown) {
		got, want := len(h.shown[s]), x.v.Hole
		if x.v.ID == pc.SevenStud && len(h.board) == 1 {
			want = 6 // the carta común is the seventh card of all (L811)
		}
		if got != want {
			wrong = append(wrong, itoa(s)+": "+itoa(got)+"/"+itoa(want))
		}
	}
	if x.v.Board > 0 && len(h.shown) > 1 && len(h.board) != x.v.Board {
		wrong = append(wrong, "C: "+itoa(len(h.board))+"/"+itoa(x.v.Board))
	}
	if x.v.Board == 0 && len(h.board) > 0 && !(x.v.ID == pc.SevenStud && len(h.board) == 1) {
		wrong = append(wrong, "C: "+itoa(len(h.board))+"/0")
	}
	if len(wrong) > 0 {
		h.badCards = true
		x.report(audit.Finding{Rule: pc.RuleCards, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
			Expected: audit.Textf("%d cartas por asiento", "%d cards per seat", x.v.Hole), Recorded: audit.Plain(joinStr(wrong)),
			Detail: audit.Textf("Mano %d jugada con un número de cartas indebido (%s) en lugar de anularse.", "Hand %d played with a wrong number of cards (%s) instead of being void.", r.No, joinStr(wrong))})
	}
}

func joinStr(s []string) string {
	out := ""
	for i, p := range s {
		if i > 0 {
			out += ", "
		}
		out += p
	}
	return out
}

// checkPlayers: at least four players (L597, switch pc-minimo-jugadores).
func (x *session) checkPlayers(h *hand) {
	order := h.order()
	dealt := len(order)
	seats := map[int]bool{}
	for _, s := range order {
		seats[s] = true
	}
	for s := range h.stacks {
		seats[s] = true
	}
	seated := len(seats)
	n := seated
	if x.is(pc.SwCount, "en-la-mano") {
		n = dealt
	}
	if n >= pc.MinPlayers {
		return
	}
	x.report(audit.Finding{Rule: pc.RulePlayers, Round: h.r.No, At: h.r.At, Source: h.r.Pos, Column: "events",
		Expected: audit.Plain("≥ 4"), Recorded: audit.Textf("%d sentados, %d con cartas", "%d seated, %d dealt in", seated, dealt),
		Detail: audit.Textf("Mano %d repartida con %d jugadores: la partida debía suspenderse.", "Hand %d dealt with %d players: play should have been suspended.", h.r.No, n)})
}

// checkRake: the rake within the announced rate, 5 % of the money put in
// and the announced cap, and announced at all (L517, CV L2665).
func (x *session) checkRake(h *hand) {
	if h.rake <= 0 {
		return
	}
	r := h.r
	money := x.carry // cubierto: the antes of blank hands are in this pot
	for s, c := range h.contrib {
		if a, ok := h.byActs[s]; ok {
			c = max(c, a) // a row against its actions (DQ-STAKE-ACTIONS): the cap under either
		}
		money += c
	}
	for s, a := range h.byActs {
		if _, ok := h.contrib[s]; !ok {
			money += a // a seat without a bet row: its actions' money
		}
	}
	st := x.structAt(r.No)
	ann := x.rateAt(r.No) // the last rate announced: a later estructura need not repeat it
	rate := 500
	if ann >= 0 {
		rate = min(rate, ann)
	}
	pct := func(c logs.Cents) logs.Cents { return logs.Cents((int64(c)*int64(rate) + 9999) / 10000) } // rounding up to the cent is accepted
	limit := pct(money)
	if x.inst == rules.CV2003 && x.is(pc.SwRakeCV, "bote") {
		// CV L2665: the percentage of the pot «en cada uno de los
		// intervalos»: the pot as it stands when each interval played
		// closes, the antes and blank-hand carry in from the start.
		if l := x.intervalRakeCap(h, money, pct); l > limit {
			limit = l
		}
	}
	if st != nil && st.tope > 0 {
		limit = min(limit, st.tope)
	}
	src, at, col := r.Pos, r.At, "events"
	if h.rakeEv != nil {
		src, at, col = h.rakeEv.Pos, h.rakeEv.At, "detail"
	}
	if h.rake > limit {
		x.report(audit.Finding{Rule: pc.RuleRake, Round: r.No, At: at, Source: src, Column: col,
			Expected: audit.Textf("como máximo %s (%d,%02d %% de %s)", "at most %s (%d.%02d %% of %s)", limit, rate/100, rate%100, money), Recorded: audit.Textf("%s", "%s", h.rake),
			AtStake: h.rake - limit, Delta: h.rake - limit,
			Detail: audit.Textf("Mano %d: comisión de %s sobre %s aportados; el tope era %s.", "Hand %d: a rake of %s on %s put in; the cap was %s.", r.No, h.rake, money, limit)})
	}
	if ann < 0 {
		if !x.missing["rake-ann"] {
			x.missing["rake-ann"] = true
			x.report(audit.Finding{Rule: pc.RuleRakeAnn, Round: r.No, At: at, Source: src, Column: col,
				Expected: audit.Plain("estructura comision=R antes de la primera mano"), Recorded: audit.Textf("comisión de %s", "a rake of %s", h.rake), AtStake: h.rake,
				Detail: audit.Textf("Mano %d: se cobró comisión sin una tasa anunciada antes de la partida.", "Hand %d: a rake was taken with no rate announced before the game.", r.No)})
		}
	}
}

// rateAt is the last rake rate announced by a structure in force at hand
// no or before it, -1 when none.
func (x *session) rateAt(no int) int {
	rate := -1
	for _, st := range x.structs {
		if st.from <= no && st.rate >= 0 {
			rate = st.rate
		}
	}
	return rate
}

// intervalRakeCap is the sum, over the intervals played, of the rate on the
// cumulative pot when each closed (the last one never above the money put
// in, the uncalled chips handed back).
func (x *session) intervalRakeCap(h *hand, money logs.Cents, pct func(logs.Cents) logs.Cents) logs.Cents {
	by := map[int]logs.Cents{}
	base := x.carry
	for _, a := range h.acts {
		if a.tipo == "ante" || a.calle == 0 {
			base += a.amt
			continue
		}
		by[a.calle] += a.amt
	}
	var streets []int
	for k := range by {
		streets = append(streets, k)
	}
	slices.Sort(streets)
	var sum, pot logs.Cents
	pot = base
	for _, k := range streets {
		pot += by[k]
		sum += pct(min(pot, money))
	}
	return sum
}

// sessionChecks are the checks of the session's header, structure and
// staff.
func (x *session) sessionChecks() {
	s := x.s
	if len(x.structs) == 0 {
		x.note("estructura", nil, "Sesión sin evento estructura: no se juzgan los topes de apuesta, el ante ni la comisión anunciada.", "Session without an estructura event: bet caps, the ante and the announced rake are not judged.")
	}
	ratio := func(min, maxb logs.Cents, e *logs.Event) {
		if int64(min)*100 >= int64(maxb)*20 && int64(min)*100 <= int64(maxb)*40 {
			return
		}
		f := audit.Finding{Rule: pc.RuleLimits, Source: s.Pos, Column: "min_bet", Expected: audit.Textf("mínimo entre %s y %s", "minimum between %s and %s", maxb/5, maxb*2/5),
			Recorded: audit.Textf("mínimo %s, máximo %s", "minimum %s, maximum %s", min, maxb),
			Detail:   audit.Textf("El mínimo de la mesa (%s) no está entre el 20 y el 40 %% del máximo (%s).", "The table minimum (%s) is not 20 to 40 %% of the maximum (%s).", min, maxb)}
		if e != nil {
			f.Round, f.At, f.Source, f.Column = e.Round, e.At, e.Pos, "detail"
		}
		x.report(f)
	}
	ratio(s.MinBet, s.MaxBet, nil)
	for _, e := range x.changes {
		m := fields(e.Detail)
		a, ok1 := m.money("min_bet")
		b, ok2 := m.money("max_bet")
		if !ok1 || !ok2 {
			x.badEvent(e, "min_bet= and max_bet= are required")
			continue
		}
		ratio(a, b, e)
	}
	for _, st := range x.structs {
		min, _ := x.minAt(st.from)
		if st.ante*2 > min {
			x.report(audit.Finding{Rule: pc.RuleLimits, Round: st.e.Round, At: st.e.At, Source: st.e.Pos, Column: "detail",
				Expected: audit.Textf("ante ≤ %s", "ante ≤ %s", min/2), Recorded: audit.Textf("ante %s", "ante %s", st.ante), AtStake: st.ante - min/2,
				Detail: audit.Textf("El ante (%s) supera la mitad del mínimo de la mesa (%s).", "The ante (%s) exceeds half the table minimum (%s).", st.ante, min)})
		}
		if st.fee >= 0 && (st.fee < 1000 || st.fee > 2000) {
			x.report(audit.Finding{Rule: pc.RuleFee, Round: st.e.Round, At: st.e.At, Source: st.e.Pos, Column: "detail",
				Expected: audit.Plain("10–20 %"), Recorded: audit.Plain(fields(st.e.Detail)["cuota"]),
				Detail: audit.Textf("La cuota anunciada no está entre el 10 y el 20 %%.", "The fee announced is not between 10 and 20 %%.")})
		}
	}
	// Announced changes (L593): a limit-change, and a structure that changes
	// the one before, need a limit-announce in an earlier hand, since the
	// hand of the changes before them (changes of one hand share one
	// announcement).
	type change struct {
		e     *logs.Event
		round int
	}
	var chs []change
	for _, e := range x.changes {
		chs = append(chs, change{e, e.Round})
	}
	for i, st := range x.structs {
		if i > 0 && betsDiffer(x.structs[i-1], st) {
			chs = append(chs, change{st.e, st.from})
		}
	}
	slices.SortStableFunc(chs, func(a, b change) int { return a.round - b.round })
	first := 0
	if len(x.hands) > 0 {
		first = x.hands[0].r.No
	}
	prev, at := 0, 0 // at: the hand of the changes judged; prev: the hand of the changes before
	for _, c := range chs {
		if c.round != at {
			prev, at = at, c.round
		}
		if c.round <= first {
			// In force from the first hand: the table's opening limits, set
			// before it was «puesta en funcionamiento» (L593).
			continue
		}
		ok := false
		for _, a := range x.annos {
			ok = ok || (a < c.round && a >= prev)
		}
		if !ok {
			x.report(audit.Finding{Rule: pc.RuleLimitAnn, Round: c.round, At: c.e.At, Source: c.e.Pos, Column: "kind",
				Expected: audit.Textf("limit-announce antes de la mano %d", "limit-announce before hand %d", c.round), Recorded: audit.Plain(short(c.e.Kind + " " + c.e.Detail)),
				Detail: audit.Textf("El límite cambió en la mano %d sin anuncio previo a los jugadores.", "The limit changed at hand %d without prior announcement to the players.", c.round)})
		}
	}
	x.checkCrupier()
}

// betsDiffer reports whether a structure changes «el límite de la apuesta»
// (L593, CV L2922): the betting limit or its tiers. The ante and the
// blinds are forced bets, not the limit.
func betsDiffer(a, b *structure) bool {
	return a.limite != b.limite || a.low != b.low || a.high != b.high
}

// checkCrupier: a croupier stint of the table covers every hand, and the
// hand's dealer is one of the table's croupiers (L523, CV L2714).
func (x *session) checkCrupier() {
	if len(x.s.Staff) == 0 {
		// No staff rows at all: the log does not say who served the table.
		x.note("staff", nil, "Sesión sin filas de personal (staff): no se juzga si la mesa tuvo su crupier.", "Session without staff rows: whether the table had its croupier is not judged.")
		return
	}
	var crew []logs.Staff
	for _, st := range x.s.Staff {
		if st.Role == "croupier" {
			crew = append(crew, st)
		}
	}
	covers := func(st logs.Staff, t time.Time) bool {
		return !t.Before(st.OnAt) && (st.OffAt.IsZero() || !t.After(st.OffAt))
	}
	var bad []int
	for _, h := range x.hands {
		ok := false
		for _, st := range crew {
			if covers(st, h.r.At) && (h.r.Dealer == "" || h.r.Dealer == st.Employee) {
				ok = true
			}
		}
		if !ok {
			bad = append(bad, h.r.No)
		}
	}
	if len(bad) == 0 {
		return
	}
	h := x.byNo[bad[0]]
	x.report(audit.Finding{Rule: pc.RuleCrupier, Round: h.r.No, At: h.r.At, Source: h.r.Pos, Column: "dealer_id",
		Expected: audit.Plain("un croupier de la mesa en servicio"), Recorded: audit.Textf("%d manos sin él (la primera, %d; crupier %q)", "%d hands without one (the first, %d; dealer %q)", len(bad), bad[0], h.r.Dealer),
		Detail: audit.Textf("%d manos se jugaron sin un croupier propio de la mesa en servicio que las repartiera.", "%d hands were played without a croupier of the table's own on duty dealing them.", len(bad))})
}

// crossHands follows the seats from hand to hand: stacks, button, rests,
// purchases, the sintético scale and the revenue option.
func (x *session) crossHands() {
	var prev *hand
	restRun := map[int]int{}
	restAll := map[int]int{}
	seen := map[int]bool{}
	// The revenue option is judged per structure in force: a casino may
	// change it, announced, from one game to the next (L515).
	rakeHands := map[*structure]*hand{}
	type feeAt struct {
		e *logs.Event
		h *hand
	}
	fees := map[*structure]feeAt{}
	min := x.s.MinBet
	for _, h := range x.hands {
		r := h.r
		stNow := x.structAt(r.No)
		// A structure announcing both options offers both; a rate of 0 %
		// announces none (comision=0% beside a fee is the fee alone).
		if _, seen := rakeHands[stNow]; !seen && (h.rake > 0 || (stNow != nil && stNow.rate > 0 && stNow.fee > 0)) {
			rakeHands[stNow] = h
		}
		// Rests (L535, switch pc-descanso).
		for _, s := range sortedSeats(h.stacks) {
			if !h.resting[s] {
				restRun[s] = 0
				continue
			}
			restRun[s]++
			restAll[s]++
			n := restRun[s]
			if x.is(pc.SwRest, "partida") {
				n = restAll[s]
			}
			if n == 3 {
				x.report(audit.Finding{Rule: pc.RuleRest, Round: r.No, At: r.At, Source: r.Pos, Column: "events",
					Expected: audit.Plain("≤ 2"), Recorded: audit.Plain(itoa(n)),
					Detail: audit.Textf("Mano %d: el asiento %d descansa por tercera vez y conserva el puesto.", "Hand %d: seat %d rests for the third time and keeps the seat.", r.No, s)})
			}
		}
		mins, _ := x.minAt(r.No)
		min = mins
		// Purchases: between hands (pc-compra), none pocketed by a player who plays on.
		for _, m := range h.moves {
			switch {
			case m.kind == "compra" && !m.during && x.is(pc.SwBuy, "partida") && prev != nil:
				x.report(audit.Finding{Rule: pc.RuleBuy, Round: r.No, At: m.e.At, Source: m.e.Pos, Column: "detail",
					Expected: audit.Plain("sin compras una vez empezada la partida"), Recorded: audit.Plain(short(m.e.Detail)), AtStake: m.amt,
					Detail: audit.Textf("Mano %d: el asiento %d compró %s con la partida empezada.", "Hand %d: seat %d bought %s with the game under way.", r.No, m.seat, m.amt)})
			case m.kind == "retirada" && x.playsOn(h, m.seat):
				x.report(audit.Finding{Rule: pc.RuleBuy, Round: r.No, At: m.e.At, Source: m.e.Pos, Column: "detail",
					Expected: audit.Plain("fichas en la mesa mientras juega"), Recorded: audit.Plain(short(m.e.Detail)), AtStake: m.amt,
					Detail: audit.Textf("Mano %d: el asiento %d retiró %s de su pila y siguió jugando.", "Hand %d: seat %d took %s off its stack and played on.", r.No, m.seat, m.amt)})
			case m.kind == "cuota":
				if _, seen := fees[stNow]; !seen {
					fees[stNow] = feeAt{m.e, h}
				}
			}
		}
		// The Valencian sintético scale (L3185–L3188).
		if x.v.ID == pc.Sintetico && !x.cyl() {
			for _, s := range sortedSeats(h.stacks) {
				if !seen[s] {
					seen[s] = true
					if st := h.stacks[s]; st < 10*min || st > 200*min {
						x.report(audit.Finding{Rule: pc.RuleSintStack, Round: r.No, At: r.At, Source: r.Pos, Column: "events",
							Expected: audit.Textf("entre %s y %s", "between %s and %s", 10*min, 200*min), Recorded: audit.Textf("%s", "%s", st),
							Detail: audit.Textf("Mano %d: el resto inicial del asiento %d (%s) no está entre 10 y 200 veces el mínimo.", "Hand %d: seat %d's initial stack (%s) is not 10 to 200 times the minimum.", r.No, s, st)})
					}
				}
			}
			for _, m := range h.moves {
				if m.kind != "compra" {
					continue
				}
				if prev == nil || !x.seatedBefore(h, prev, m.seat) {
					continue // a player's buy-in is his initial stack, judged above
				}
				empty := prev != nil && prev.stacks[m.seat]-prev.contribOf(m.seat)+prev.paidOf(m.seat) <= 0
				if m.amt < 5*min || m.amt > 100*min || (prev != nil && !empty) {
					x.report(audit.Finding{Rule: pc.RuleSintStack, Round: r.No, At: m.e.At, Source: m.e.Pos, Column: "detail",
						Expected: audit.Textf("reposición de %s a %s, con el resto agotado", "a rebuy of %s to %s, with the stack exhausted", 5*min, 100*min), Recorded: audit.Plain(short(m.e.Detail)), AtStake: m.amt,
						Detail: audit.Textf("Mano %d: reposición de %s del asiento %d fuera de la escala o sin haber agotado el resto.", "Hand %d: seat %d's rebuy of %s outside the scale or before its stack ran out.", r.No, m.seat, m.amt)})
				}
			}
		}
		if prev != nil && prev.r.No == r.No-1 {
			x.ledger(prev, h)
			x.button(prev, h)
		}
		prev = h
	}
	for _, st := range append([]*structure{nil}, x.structs...) {
		rakeHand, f := rakeHands[st], fees[st]
		if rakeHand == nil || f.e == nil {
			continue
		}
		feeEv, feeHand := f.e, f.h
		x.report(audit.Finding{Rule: pc.RuleRevenue, Round: feeHand.r.No, At: feeEv.At, Source: feeEv.Pos, Column: "kind",
			Expected: audit.Plain("comisión o cuota"), Recorded: audit.Textf("comisión (mano %d) y cuota", "rake (hand %d) and fee", rakeHand.r.No),
			Detail: audit.Textf("La sesión cobra comisión por mano y cuota por sesión: el casino elige una de las dos opciones.", "The session takes a rake per hand and a fee per session: the casino chooses one of the two options.")})
		break
	}
	x.feeCaps()
}

// seatedBefore reports whether the seat's player of hand h sat there in
// the hand before, prev (by player_id where both are known): a rebuy then,
// not a new player sitting down with his initial stack.
func (x *session) seatedBefore(h, prev *hand, seat int) bool {
	if _, ok := prev.stacks[seat]; !ok {
		return false
	}
	a, b := x.playerAt(prev, seat), x.playerAt(h, seat)
	return a == "" || b == "" || a == b
}

func (x *session) playerAt(h *hand, seat int) string {
	if b := h.bets[seat]; b != nil {
		return b.Player
	}
	return ""
}

// playsOn reports whether the seat that took chips off before hand h is
// still seated in it: a stack in h, and not another player (by player_id,
// where both are known) than the seat's last one. A player who leaves
// takes his chips; a new player may later take the seat.
func (x *session) playsOn(h *hand, seat int) bool {
	if _, ok := h.stacks[seat]; !ok {
		if b := h.bets[seat]; b == nil {
			return false
		}
	}
	now := ""
	if b := h.bets[seat]; b != nil {
		now = b.Player
	}
	for i := slices.Index(x.hands, h) - 1; i >= 0 && now != ""; i-- {
		if b := x.hands[i].bets[seat]; b != nil && b.Player != "" {
			return b.Player == now
		}
	}
	return true
}

func (h *hand) contribOf(s int) logs.Cents {
	if b := h.bets[s]; b != nil {
		return b.Stake - b.Returned
	}
	return 0
}

func (h *hand) paidOf(s int) logs.Cents {
	if b := h.bets[s]; b != nil {
		return b.Paid
	}
	return 0
}

// ledger: each seat's stack follows from the hand before (L717, L721).
func (x *session) ledger(prev, h *hand) {
	if prev.rowsLost {
		return // what the hand before took and paid is not all known (DQ-ROW)
	}
	for _, s := range sortedSeats(h.stacks) {
		before, ok := prev.stacks[s]
		if !ok {
			continue
		}
		want := before - prev.contribOf(s) + prev.paidOf(s)
		for _, m := range prev.moves {
			if m.seat == s && m.kind == "compra" && m.during {
				want += m.amt // bought during the last hand: on the stack now
			}
		}
		for _, m := range h.moves {
			if m.seat != s {
				continue
			}
			switch m.kind {
			case "compra":
				if !m.during {
					want += m.amt
				}
			case "retirada", "cuota", "propina":
				want -= m.amt // a tip is the player's to give (L513, L527)
			}
		}
		got := h.stacks[s]
		if a, ok := prev.byActs[s]; ok && got == want+prev.contribOf(s)-a {
			continue // the stack follows from the actions' figure (DQ-STAKE-ACTIONS)
		}
		if got != want {
			x.report(audit.Finding{Rule: pc.RuleStack, Round: h.r.No, Bet: betID(h, s), At: h.r.At, Source: h.r.Pos, Column: "events",
				Expected: audit.Textf("%s", "%s", want), Recorded: audit.Textf("%s", "%s", got), AtStake: absC(got - want), Delta: got - want,
				Detail: audit.Textf("Mano %d: la pila del asiento %d es %s; tras la mano %d debía ser %s.", "Hand %d: seat %d's stack is %s; after hand %d it should be %s.", h.r.No, s, got, prev.r.No, want)})
		}
	}
}

// button: the marca moves to the first seat dealt in after the last one
// (L599, CV L2930); after a void hand it may stay.
func (x *session) button(prev, h *hand) {
	if prev.button == 0 || h.button == 0 {
		return
	}
	order := h.order()
	if len(order) == 0 {
		return // dealt to nobody (a void hand without records): no seat to move to
	}
	want := after(order, prev.button, func(int) bool { return true })
	// A player who has just sat down may or may not take the marca at once
	// (the text says only that it rotates at each deal): the next seat
	// dealt in that was also dealt in the hand before is accepted too.
	was := map[int]bool{}
	for _, s := range prev.order() {
		was[s] = true
	}
	old := after(order, prev.button, func(s int) bool { return was[s] })
	if h.button == want || (old != 0 && h.button == old) || (prev.r.Void() && h.button == prev.button) {
		return
	}
	x.report(audit.Finding{Rule: pc.RuleButton, Round: h.r.No, At: h.r.At, Source: h.r.Pos, Column: "events",
		Expected: audit.Textf("botón en el asiento %d", "button on seat %d", want), Recorded: audit.Textf("asiento %d", "seat %d", h.button),
		Detail: audit.Textf("Mano %d: el botón pasó del asiento %d al %d; correspondía el %d.", "Hand %d: the button moved from seat %d to %d; it was seat %d's.", h.r.No, prev.button, h.button, want)})
}

// feeCaps: no fee above 20 % of the larger base, the table maximum or the
// seat's stack (L519, register A-24).
func (x *session) feeCaps() {
	for _, m := range x.fees {
		_, maxb := x.minAt(max(m.e.Round, 1))
		base := maxb
		h := x.byNo[m.e.Round]
		stack, known := logs.Cents(0), false
		if h != nil {
			stack, known = h.stacks[m.seat]
		}
		if !known {
			// The stack reading's base is not in the log: only a charge
			// the table maximum would not allow is not judged either.
			if m.amt > maxb/5 {
				x.note("cuota-pila", nil, "Cuotas sin la pila del asiento en su mano (evento pila): no se juzgan frente al 20 % del resto.", "Fees without the seat's stack in their hand (pila event): not judged against 20 % of the stack.")
			}
			continue
		}
		// The hand's pila is after the fee (the ledger takes it before the
		// hand): the stack it was charged on is the pila plus the fee.
		base = max(base, stack+m.amt)
		cap := base / 5
		if m.amt > cap {
			x.report(audit.Finding{Rule: pc.RuleFee, Round: m.e.Round, At: m.e.At, Source: m.e.Pos, Column: "detail",
				Expected: audit.Textf("como máximo %s (20 %% de %s)", "at most %s (20 %% of %s)", cap, base), Recorded: audit.Plain(short(m.e.Detail)), AtStake: m.amt - cap, Delta: m.amt - cap,
				Detail: audit.Textf("Cuota de %s al asiento %d, por encima del 20 %% del máximo de la mesa y de su pila.", "A fee of %s to seat %d, above 20 %% of the table maximum and of its stack.", m.amt, m.seat)})
		}
	}
}
