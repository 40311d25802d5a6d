package circulo

import (
	"sort"
	"strconv"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	pc "github.com/veedor/veedor/rules/circulo"
)

// order is the seats dealt into a hand, in seat order (the direction of
// play): the seats with a stack not resting, and every seat with money or
// an action in the hand (a seat that played was dealt in, its pila row
// missing or not).
func (h *hand) order() []int {
	seen := map[int]bool{}
	for s := range h.stacks {
		if !h.resting[s] {
			seen[s] = true
		}
	}
	for s := range h.bets {
		seen[s] = true
	}
	for _, a := range h.acts {
		seen[a.seat] = true
	}
	out := make([]int, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Ints(out)
	return out
}

// after walks order from the seat after from (cyclically, from itself last)
// and returns the first seat ok accepts, 0 when none.
func after(order []int, from int, ok func(int) bool) int {
	start := sort.SearchInts(order, from+1)
	for i := 0; i < len(order); i++ {
		s := order[(start+i)%len(order)]
		if ok(s) {
			return s
		}
	}
	return 0
}

// nearest is the seat of set nearest the mano walking forward (left, the
// direction of play) or backward (right), the mano itself first.
func nearest(order []int, mano int, set map[int]bool, forward bool) int {
	n := len(order)
	start := sort.SearchInts(order, mano)
	if !forward && (start == n || order[start] != mano) {
		start-- // mano not dealt in: the first seat behind it (above every seat: the highest)
	}
	for i := 0; i < n; i++ {
		j := start + i
		if !forward {
			j = start - i
		}
		s := order[((j%n)+n)%n]
		if set[s] {
			return s
		}
	}
	return 0
}

// bstate is the betting state of one hand.
type bstate struct {
	h        *hand
	st       *structure
	min      logs.Cents // the least a no-limit bet may be
	tableMin logs.Cents // the table's minimum, seven stud's bring-in (L795)
	order    []int
	total    map[int]logs.Cents
	street   map[int]logs.Cents
	stack    map[int]logs.Cents
	anted    map[int]bool
	acted    map[int]bool
	raises   map[int]int
	cur      logs.Cents
	calle    int
	last     int
	open     bool
	potStart logs.Cents
	opener   int        // cubierto: the seat that opened the pot in interval 1
	carry    logs.Cents // cubierto: the antes of the blank hands before, in the pot (L747)
	at       int        // the index in h.acts of the action being replayed
	lastAct  map[int]int
	inPots   map[int]bool
	excess   map[int]logs.Cents // over-calls handed back (L693)
}

// silentFold reports whether seat s, still in by the rows, folded with its
// retira row missing: it acts no more after the action being replayed
// (upto: h.acts index), is not all-in and is in none of the hand's
// recorded pots. Such a seat is taken as folded, said once (DQ-MISSING),
// rather than accusing the seats around it of acting out of turn or the
// interval of closing unmatched.
func (x *session) silentFold(b *bstate, s, upto int) bool {
	h := b.h
	if len(h.pots) == 0 || h.folded[s] || h.allin[s] || b.inPots[s] || b.lastAct[s] >= upto {
		return false
	}
	h.folded[s] = true
	x.note("retira", h.r, "Manos con un asiento que deja de actuar sin evento retira y no está en ningún bote: se toma por retirado.", "Hands with a seat that stops acting without a retira event and is in no pot: it is taken as folded.")
	return true
}

func (b *bstate) pot() logs.Cents {
	p := b.carry
	for _, c := range b.total {
		p += c
	}
	return p
}

func (b *bstate) active(s int) bool { return !b.h.folded[s] && !b.h.allin[s] }

func (b *bstate) inHand() int {
	n := 0
	for _, s := range b.order {
		if !b.h.folded[s] {
			n++
		}
	}
	return n
}

// silentCall reports whether seat s, short at an interval's close, matched
// with its iguala row missing: its bet row's stake holds more than all its
// actions by at least the shortfall (beyond the gaps already so read), and
// it is in a recorded pot. The gap is kept on the hand for the stake check.
func (x *session) silentCall(b *bstate, s int) bool {
	h := b.h
	row := h.bets[s]
	if row == nil || !b.inPots[s] {
		return false
	}
	var put logs.Cents
	for _, a := range h.acts {
		if a.seat == s {
			put += a.amt
		}
	}
	short := b.cur - b.street[s]
	if row.Stake-put-h.gap[s] < short {
		return false
	}
	if h.gap == nil {
		h.gap = map[int]logs.Cents{}
	}
	h.gap[s] += short
	b.street[s] = b.cur
	b.total[s] += short
	x.note("iguala", h.r, "Manos con un asiento que no igualó según sus acciones pero cuya fila de apuesta y botes dicen que sí: falta su evento accion; se toma por igualado.", "Hands with a seat that did not match by its actions but whose bet row and pots say it did: its accion event is missing; it is taken as matched.")
	return true
}

// shortAllIn reports whether an action a that leaves its seat short of the
// highest bet (a short iguala, or a sube that does not even call) is taken
// as all-in: the seat's stack is unknown (no pila row in the hand), so it
// may have had no more chips (a resto logged as iguala or sube), and it does
// not act again in the hand,
// which a seat with chips behind would have to (an all-in seat never acts
// again: a later action proves it was not, and the call is PC-IGUALA). The
// seat is then all-in for the hand, said once (DQ-MISSING).
func (x *session) shortAllIn(b *bstate, a action) bool {
	if a.amt == 0 {
		return false // no chips went in: not the seat's last ones
	}
	if _, known := b.stack[a.seat]; known {
		return false
	}
	for _, later := range b.h.acts[b.at+1:] {
		if later.seat == a.seat && later.tipo != "descarta" {
			return false
		}
	}
	b.h.allin[a.seat] = true
	x.note("iguala-corta", b.h.r, "Manos con un asiento sin evento pila que pone menos de lo debido y no vuelve a actuar: pudo quedarse sin fichas (un resto registrado como iguala o sube); se toma por todo su resto y los botes se forman así.",
		"Hands with a seat without a pila event that puts in less than it owed and acts no more: it may have run out of chips (a resto logged as iguala or sube); it is taken as all-in and the pots are built so.")
	return true
}

// handedBack reports whether the seat's returned (what its row says was
// handed back in the hand) covers the excess of over-calls so far, this one
// included.
func (x *session) handedBack(b *bstate, s int, excess logs.Cents) bool {
	if b.excess == nil {
		b.excess = map[int]logs.Cents{}
	}
	row := b.h.bets[s]
	if row == nil || row.Returned < b.excess[s]+excess {
		return false
	}
	b.excess[s] += excess
	return true
}

// activeCount is the players still in the hand and able to bet.
func (b *bstate) activeCount() int {
	n := 0
	for _, s := range b.order {
		if b.active(s) {
			n++
		}
	}
	return n
}

// betting replays a hand's actions in file order and returns the seat that
// opened the pot in interval 1 (0 when nobody bet there).
func (x *session) betting(h *hand) int {
	st := x.structAt(h.r.No)
	tableMin, _ := x.minAt(h.r.No)
	min := tableMin
	if a := x.s.AuthorizedMin; a > 0 && a < min {
		min = a // L591: a no-limit bet is never below the authorised minimum
	}
	b := &bstate{h: h, st: st, min: min, tableMin: tableMin, order: h.order(), total: map[int]logs.Cents{}, street: map[int]logs.Cents{},
		stack: map[int]logs.Cents{}, anted: map[int]bool{}, acted: map[int]bool{}, raises: map[int]int{}, carry: x.carry,
		lastAct: map[int]int{}, inPots: map[int]bool{}}
	for i, a := range h.acts {
		b.lastAct[a.seat] = i
	}
	for _, p := range h.pots {
		for _, s := range p.seats {
			b.inPots[s] = true
		}
	}
	for s, c := range h.stacks {
		b.stack[s] = c
	}
	// PC-ANTE is judged where the hand records antes: with none recorded
	// the log does not say who posted (L699: «si no fuera posible
	// determinar quiénes…», the hand is played with a reduced pot).
	antes := false
	for _, a := range h.acts {
		antes = antes || a.tipo == "ante"
	}
	for i, a := range h.acts {
		b.at = i
		if a.tipo == "descarta" {
			continue
		}
		if a.tipo == "ante" {
			b.total[a.seat] += a.amt
			b.take(a)
			b.anted[a.seat] = true
			continue
		}
		if a.calle != b.calle {
			if b.calle > 0 {
				x.closeInterval(b)
			}
			b.calle, b.cur, b.open, b.last = a.calle, 0, false, 0
			b.street, b.acted, b.raises = map[int]logs.Cents{}, map[int]bool{}, map[int]int{}
			b.potStart = b.pot()
		}
		inTurn := true
		if !b.open {
			x.checkOpener(b, a)
			b.open = true
		} else {
			inTurn = x.checkTurn(b, a)
		}
		if antes && st != nil && st.ante > 0 && !b.anted[a.seat] && a.tipo != "retira" && a.tipo != "ciega-pequena" && a.tipo != "ciega-grande" {
			b.anted[a.seat] = true // said once
			x.report(audit.Finding{Rule: pc.RuleAnte, Round: h.r.No, Bet: betID(h, a.seat), At: a.e.At, Source: a.e.Pos, Column: "detail",
				Expected: audit.Textf("ante de %s antes de jugar", "an ante of %s before playing", st.ante), Recorded: audit.Plain(short(a.e.Detail)), AtStake: st.ante,
				Detail: audit.Textf("Mano %d: el asiento %d jugó (%s) sin haber puesto el ante.", "Hand %d: seat %d played (%s) without posting the ante.", h.r.No, a.seat, a.tipo)})
		}
		x.apply(b, a)
		if inTurn {
			b.last = a.seat // an action out of turn leaves the turn where it was
		}
	}
	b.at = len(h.acts) // after the last action
	if b.calle > 0 {
		x.closeInterval(b)
	}
	return b.opener
}

func betID(h *hand, seat int) string {
	if b := h.bets[seat]; b != nil {
		return b.ID
	}
	return ""
}

// take lowers the seat's stack by the action's chips and marks it all-in
// when nothing is left (or the action says resto).
func (b *bstate) take(a action) {
	c, known := b.stack[a.seat]
	if known {
		b.stack[a.seat] = c - a.amt
		if c-a.amt <= 0 && a.amt > 0 {
			b.h.allin[a.seat] = true
		}
	} else if a.tipo == "resto" {
		b.h.allin[a.seat] = true // a resto with chips behind (stack known) is not all-in
	}
}

// nextToAct is the seat whose turn it is after from: still in, not all-in,
// and not yet matched since the last raise. 0 when the interval is closed.
func (b *bstate) nextToAct(from int) int {
	return after(b.order, from, func(s int) bool {
		return b.active(s) && (!b.acted[s] || b.street[s] < b.cur)
	})
}

func (x *session) checkTurn(b *bstate, a action) bool {
	want := b.nextToAct(b.last)
	for want != 0 && want != a.seat && x.silentFold(b, want, b.at) {
		want = b.nextToAct(b.last)
	}
	if want == a.seat {
		return true
	}
	h := b.h
	f := audit.Finding{Rule: pc.RuleTurn, Round: h.r.No, Bet: betID(h, a.seat), At: a.e.At, Source: a.e.Pos, Column: "detail", Recorded: audit.Plain(short(a.e.Detail)), AtStake: a.amt}
	if want == 0 {
		f.Expected = audit.Textf("intervalo %d cerrado: todos igualados", "interval %d closed: all matched", b.calle)
		f.Detail = audit.Textf("Mano %d, intervalo %d: el asiento %d actuó (%s) con el intervalo ya cerrado.", "Hand %d, interval %d: seat %d acted (%s) after the interval had closed.", h.r.No, b.calle, a.seat, a.tipo)
	} else {
		f.Expected = audit.Textf("turno del asiento %d", "seat %d's turn", want)
		f.Detail = audit.Textf("Mano %d, intervalo %d: el asiento %d actuó (%s) cuando el turno era del asiento %d.", "Hand %d, interval %d: seat %d acted (%s) when it was seat %d's turn.", h.r.No, b.calle, a.seat, a.tipo, want)
	}
	x.report(f)
	return false
}

// apply is one action's effect and the checks of its amount.
func (x *session) apply(b *bstate, a action) {
	h := b.h
	s := a.seat
	owed := b.cur - b.street[s]
	bad := func(rule string, exp, rec rules.Text, stake logs.Cents, es, en string, args ...any) {
		x.report(audit.Finding{Rule: rule, Round: h.r.No, Bet: betID(h, s), At: a.e.At, Source: a.e.Pos, Column: "detail",
			Expected: exp, Recorded: rec, AtStake: stake, Detail: audit.Textf(es, en, args...)})
	}
	switch a.tipo {
	case "retira":
		h.folded[s] = true
		b.acted[s] = true
		return
	case "pasa":
		if owed > 0 {
			bad(pc.RuleCheck, audit.Textf("igualar %s, subir o retirarse", "call %s, raise or fold", owed), audit.Plain("pasa"), owed,
				"Mano %d, intervalo %d: el asiento %d pasó debiendo %s.", "Hand %d, interval %d: seat %d checked while owing %s.", h.r.No, b.calle, s, owed)
		}
		b.acted[s] = true
		return
	}
	potBefore := b.pot()
	b.street[s] += a.amt
	b.total[s] += a.amt
	b.take(a)
	now := b.street[s]
	if a.tipo == "ciega-pequena" || a.tipo == "ciega-grande" {
		b.cur = max(b.cur, now)
		return
	}
	allin := h.allin[s]
	switch {
	case now < b.cur && !allin && x.shortAllIn(b, a):
		allin = true // said once (DQ-MISSING); the pots are built with it all-in
	case now < b.cur && !allin:
		bad(pc.RuleCall, audit.Textf("%s para igualar", "%s to call", owed), audit.Textf("%s", "%s", a.amt), owed-a.amt,
			"Mano %d, intervalo %d: el asiento %d puso %s debiendo %s, sin quedarse sin fichas.", "Hand %d, interval %d: seat %d put in %s while owing %s, without running out of chips.", h.r.No, b.calle, s, a.amt, owed)
	case a.tipo == "iguala" && now > b.cur:
		bad(pc.RuleCall, audit.Textf("%s para igualar", "%s to call", owed), audit.Textf("%s", "%s", a.amt), now-b.cur,
			"Mano %d, intervalo %d: el asiento %d igualó con %s debiendo %s: el exceso se devuelve.", "Hand %d, interval %d: seat %d called with %s while owing %s: the excess is handed back.", h.r.No, b.calle, s, a.amt, owed)
		if excess := now - b.cur; x.handedBack(b, s, excess) {
			// L693, CV L3115: it covers the bet only and the excess went
			// back (the seat's returned has it): replayed as the call it
			// is, not as a raise the others would have to match.
			b.street[s] -= excess
			b.total[s] -= excess
			if c, known := b.stack[s]; known {
				b.stack[s] = c + excess
				if c+excess > 0 {
					h.allin[s] = false
				}
			}
			now = b.cur
		}
	}
	if now <= b.cur {
		b.acted[s] = true
		return
	}
	inc := now - b.cur
	first := b.cur == 0
	if first && b.st != nil && b.st.limite == "sin-limite" && inc < b.min && !allin {
		bad(pc.RuleBetMin, audit.Textf("al menos %s", "at least %s", b.min), audit.Textf("%s", "%s", inc), b.min-inc,
			"Mano %d, intervalo %d: el asiento %d apostó %s, menos que el mínimo de la mesa (%s).", "Hand %d, interval %d: seat %d bet %s, below the table minimum (%s).", h.r.No, b.calle, s, inc, b.min)
	}
	if !first {
		b.raises[s]++
		// «Sólo existan dos jugadores» (L631): two in the hand, or two
		// still able to bet beside players all-in; either lifts the cap.
		if x.v.ID == pc.SevenStud && b.raises[s] > 3 && (b.activeCount() > 2 || x.is(pc.SwRaises, "tres")) {
			bad(pc.RuleRaises, audit.Plain("≤ 3"), audit.Plain(itoa(b.raises[s])), inc,
				"Mano %d, intervalo %d: el asiento %d subió por %dª vez.", "Hand %d, interval %d: seat %d raised for the %dth time.", h.r.No, b.calle, s, b.raises[s])
		}
	}
	if cap, ok := x.capFor(b, s, potBefore, owed); ok && inc > max(cap, b.tableMin) {
		// A bet of the table minimum is within the limits (L581) even when
		// the pot is smaller, as seven stud's bring-in must be (L795).
		cap = max(cap, b.tableMin)
		bad(pc.RuleBetMax, audit.Textf("como máximo %s (%s)", "at most %s (%s)", cap, b.st.limite), audit.Textf("%s", "%s", inc), inc-cap,
			"Mano %d, intervalo %d: el asiento %d apostó %s sobre la apuesta más alta, por encima del tope de %s.", "Hand %d, interval %d: seat %d bet %s over the highest bet, above the cap of %s.", h.r.No, b.calle, s, inc, cap)
	}
	b.cur = now
	b.acted = map[int]bool{s: true}
	if b.calle == 1 && b.opener == 0 {
		b.opener = s
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// capFor is the most a bet or raise may add over the highest bet, under
// every reading the switches accept; false when the structure has none.
func (x *session) capFor(b *bstate, seat int, potBefore, owed logs.Cents) (logs.Cents, bool) {
	if b.st == nil {
		return 0, false
	}
	base := potBefore + owed
	if x.is(pc.SwPotBase, "sin-igualar") {
		base = potBefore
	}
	half := (base + 1) / 2
	tier, hasTier := x.tier(b, seat)
	v := x.v.ID
	switch b.st.limite {
	case "bote":
		return base, true
	case "split":
		if v == pc.SevenStud && !hasTier && !x.is(pc.SwSplit, "mitad-bote") {
			// Seven stud's split limit is its two tiers (L783): without
			// apuesta-baja and apuesta-alta the cap is not in the log.
			x.note("tramos", b.h.r, "Seven stud con split limit sin apuesta-baja y apuesta-alta en la estructura: no se juzga el tope de las apuestas.", "Seven stud with split limit without apuesta-baja and apuesta-alta in the structure: the bets' cap is not judged.")
			return 0, false
		}
		tramos := half
		if hasTier && (v == pc.SevenStud || v == pc.Omaha || v == pc.HoldEm || v == pc.FiveStud) {
			tramos = tier
		}
		mitad := half
		if hasTier && v == pc.SevenStud {
			mitad = min(half, tier)
		}
		switch {
		case x.is(pc.SwSplit, "tramos"):
			return tramos, true
		case x.is(pc.SwSplit, "mitad-bote"):
			return mitad, true
		}
		return max(tramos, mitad), true
	case "bote-limitado":
		if v != pc.SevenStud || !x.cyl() {
			// Seven stud's «bote limitado» is Castilla y León's (L785–L789);
			// elsewhere it is the pot limit of the general rules (CV L2873).
			return base, true
		}
		switch b.calle {
		case 4:
			return (b.potStart + 1) / 2, true
		case 5:
			return b.potStart, true
		}
		t := base
		if hasTier {
			t = tier
		}
		switch {
		case x.is(pc.SwLimited, "bote"):
			return base, true
		case x.is(pc.SwLimited, "tramos"):
			return t, true
		}
		return max(base, t), true
	}
	return 0, false
}

// tier is the split limit's tier for the interval: the low one in the first
// two intervals, the high one after, and the high one in interval 2 after an
// open pair (L783, switch pc-pareja-vista).
func (x *session) tier(b *bstate, seat int) (logs.Cents, bool) {
	st := b.st
	if st.low <= 0 || st.high <= 0 {
		return 0, false
	}
	if b.calle >= 3 {
		return st.high, true
	}
	if b.calle == 2 && x.v.ID == pc.SevenStud {
		pair := func(s int) bool {
			up := b.h.up[s]
			return len(up) >= 2 && up[0].Rank == up[1].Rank
		}
		if x.is(pc.SwOpenPair, "jugador") {
			if pair(seat) {
				return st.high, true
			}
		} else {
			// The whole interval is played at the high limit: a pair
			// shown at the fourth card counts though its seat has
			// folded since.
			for _, s := range b.order {
				if pair(s) {
					return st.high, true
				}
			}
		}
	}
	return st.low, true
}

// closeInterval checks that the players still in matched (L633).
func (x *session) closeInterval(b *bstate) {
	if b.inHand() < 2 {
		return
	}
	for _, s := range b.order {
		if b.h.folded[s] || b.h.allin[s] || b.street[s] == b.cur || x.silentFold(b, s, b.at) || x.silentCall(b, s) {
			continue
		}
		h := b.h
		x.report(audit.Finding{Rule: pc.RuleEqual, Round: h.r.No, Bet: betID(h, s), At: h.r.At, Source: h.r.Pos, Column: "events",
			Expected: audit.Textf("%s", "%s", b.cur), Recorded: audit.Textf("%s", "%s", b.street[s]), AtStake: b.cur - b.street[s],
			Detail: audit.Textf("Mano %d: el intervalo %d se cerró con el asiento %d habiendo puesto %s frente a %s, sin estar sin fichas.", "Hand %d: interval %d closed with seat %d having put in %s against %s, without being all-in.", h.r.No, b.calle, s, b.street[s], b.cur)})
	}
}
