package circulo

import (
	"slices"
	"sort"
	"strings"

	"github.com/veedor/veedor/audit"
	pc "github.com/veedor/veedor/rules/circulo"
)

// openers is the set of seats that may open interval b.calle under the
// readings in force; nil when the text in force does not say who opens.
func (x *session) openers(b *bstate) map[int]bool {
	h := b.h
	k := b.calle
	set := map[int]bool{}
	v := x.v.ID
	switch {
	case x.v.Flop && x.cyl():
		// Omaha and hold'em: the first active player after the mano.
		if h.button == 0 {
			x.note("boton", h.r, "Manos sin evento boton: no se juzga quién abre los intervalos ni el movimiento del botón.", "Hands without a boton event: who opens the intervals and the button's move are not judged.")
			return nil
		}
		if s := after(b.order, h.button, b.active); s != 0 {
			set[s] = true
		}
	case v == pc.Sintetico && !x.cyl() && k == 1:
		if h.button == 0 {
			x.note("boton", h.r, "Manos sin evento boton: no se juzga quién abre los intervalos ni el movimiento del botón.", "Hands without a boton event: who opens the intervals and the button's move are not judged.")
			return nil
		}
		if b.active(h.button) && slices.Contains(b.order, h.button) {
			set[h.button] = true
		} else if s := after(b.order, h.button, b.active); s != 0 {
			// The mano not dealt in or unable to act: the next seat that can.
			set[s] = true
		}
	case v == pc.Cubierto && x.cyl() && k == 2:
		// L759: the draw's first action is the opener's.
		if b.opener == 0 {
			return nil
		}
		if b.active(b.opener) {
			set[b.opener] = true
		} else if s := after(b.order, b.opener, b.active); s != 0 {
			set[s] = true
		}
	case v == pc.SevenStud && x.cyl():
		return x.studOpeners(b)
	case v == pc.FiveStud && x.cyl() && k == 1:
		return x.studOpeners(b)
	default:
		return nil
	}
	return set
}

// studOpeners: seven stud's lowest up-card in interval 1 (L795) and best
// showing hand after (L797, L801, L803); five stud's highest showing hand
// (L857). Ties go to the seat nearest the mano (left in interval 1, right
// in interval 5: switch pc-empate-abre); other ties to any tied seat.
func (x *session) studOpeners(b *bstate) map[int]bool {
	h := b.h
	k := b.calle
	var cands []int
	for _, s := range b.order {
		if b.active(s) {
			cands = append(cands, s)
		}
	}
	need := k
	if k == 5 {
		need = 4
	}
	for _, s := range cands {
		if len(h.up[s]) < need {
			x.note("descubiertas", h.r, "Manos de stud sin las cartas descubiertas de algún asiento (evento descubiertas): no se juzga quién abre esos intervalos.", "Stud hands without some seat's face-up cards (descubiertas event): who opens those intervals is not judged.")
			return nil
		}
	}
	if len(cands) == 0 {
		return nil
	}
	out := map[int]bool{}
	tieTo := func(tied map[int]bool, left, right bool) {
		if len(tied) == 1 || (!left && !right) {
			for s := range tied {
				out[s] = true
			}
			return
		}
		if h.button == 0 {
			for s := range tied {
				out[s] = true
			}
			return
		}
		// «El más cercano por la izquierda a la mano»: the mano itself when
		// tied, or the nearest after it; both are accepted.
		others := tied
		if tied[h.button] {
			others = map[int]bool{}
			for s := range tied {
				if s != h.button {
					others[s] = true
				}
			}
		}
		for _, set := range []map[int]bool{tied, others} {
			if left {
				out[nearest(b.order, h.button, set, true)] = true
			}
			if right {
				out[nearest(b.order, h.button, set, false)] = true
			}
		}
	}
	either := x.is(pc.SwStudTie, pc.Either)
	defer x.allInOpeners(b, need, out)
	if x.v.ID == pc.SevenStud && k == 1 {
		for _, aceLow := range []bool{false, true} {
			if (aceLow && x.is(pc.SwBringAce, "alto")) || (!aceLow && x.is(pc.SwBringAce, "bajo")) {
				continue
			}
			lowest := 99
			for _, s := range cands {
				lowest = min(lowest, pc.BringInRank(h.up[s][0], aceLow))
			}
			tied := map[int]bool{}
			for _, s := range cands {
				if pc.BringInRank(h.up[s][0], aceLow) == lowest {
					tied[s] = true
				}
			}
			tieTo(tied, true, either)
		}
		return out
	}
	best := uint32(0)
	for _, s := range cands {
		best = max(best, pc.Showing(h.up[s][:need]))
	}
	tied := map[int]bool{}
	for _, s := range cands {
		if pc.Showing(h.up[s][:need]) == best {
			tied[s] = true
		}
	}
	if x.v.ID == pc.SevenStud && k == 5 {
		tieTo(tied, either, true)
	} else {
		tieTo(tied, false, false)
	}
	return out
}

// allInOpeners: when the seat the cards name (the lowest up-card in seven
// stud's interval 1, the best showing hand after) is all-in and cannot act,
// the text does not say who speaks for it: the best among the seats that
// can act (as studOpeners finds) or the first seat able to act after it,
// as the turn would pass. Both are accepted.
func (x *session) allInOpeners(b *bstate, need int, out map[int]bool) {
	h := b.h
	var all []int
	for _, s := range b.order {
		if !h.folded[s] {
			if len(h.up[s]) < need {
				return
			}
			all = append(all, s)
		}
	}
	if len(all) == 0 {
		return
	}
	var named []int
	if x.v.ID == pc.SevenStud && b.calle == 1 {
		for _, aceLow := range []bool{false, true} {
			lowest := 99
			for _, s := range all {
				lowest = min(lowest, pc.BringInRank(h.up[s][0], aceLow))
			}
			for _, s := range all {
				if pc.BringInRank(h.up[s][0], aceLow) == lowest {
					named = append(named, s)
				}
			}
		}
	} else {
		best := uint32(0)
		for _, s := range all {
			best = max(best, pc.Showing(h.up[s][:need]))
		}
		for _, s := range all {
			if pc.Showing(h.up[s][:need]) == best {
				named = append(named, s)
			}
		}
	}
	for _, s := range named {
		if h.allin[s] {
			if n := after(b.order, s, b.active); n != 0 {
				out[n] = true
			}
		}
	}
}

// checkOpener judges the first action of an interval, and seven stud's
// bring-in (L795).
func (x *session) checkOpener(b *bstate, a action) {
	h := b.h
	var set map[int]bool
	if a.tipo != "ciega-pequena" && a.tipo != "ciega-grande" {
		// Blinds, where a room uses them, are forced bets the text does
		// not regulate: who posts them is not an opening (L615).
		set = x.openers(b)
	}
	if set != nil && !set[a.seat] {
		var want []string
		for s := range set {
			want = append(want, itoa(s))
		}
		sort.Strings(want)
		x.report(audit.Finding{Rule: pc.RuleOpen, Round: h.r.No, Bet: betID(h, a.seat), At: a.e.At, Source: a.e.Pos, Column: "detail",
			Expected: audit.Textf("abre el asiento %s", "seat %s opens", strings.Join(want, " o ")), Recorded: audit.Plain(short(a.e.Detail)),
			Detail: audit.Textf("Mano %d: el intervalo %d lo abrió el asiento %d; correspondía al asiento %s.", "Hand %d: interval %d was opened by seat %d; it was seat %s's.", h.r.No, b.calle, a.seat, strings.Join(want, " o "))})
	}
	if x.v.ID != pc.SevenStud || b.calle != 1 || !x.cyl() || (set != nil && !set[a.seat]) {
		return // a seat that opened out of turn is PC-ABRE, not a bring-in
	}
	bad := ""
	switch {
	case a.tipo == "pasa" || a.tipo == "retira":
		bad = a.tipo
	case a.amt < b.tableMin:
		if left, known := b.stack[a.seat]; !known || left > a.amt {
			bad = "importe" // short of the minimum without being all-in
		}
	}
	if bad == "" {
		return
	}
	x.report(audit.Finding{Rule: pc.RuleBringIn, Round: h.r.No, Bet: betID(h, a.seat), At: a.e.At, Source: a.e.Pos, Column: "detail",
		Expected: audit.Textf("apuesta de al menos %s", "a bet of at least %s", b.tableMin), Recorded: audit.Plain(short(a.e.Detail)), AtStake: max(0, b.tableMin-a.amt),
		Detail: audit.Textf("Mano %d: quien abre el primer intervalo de seven stud no puede pasar ni retirarse y apuesta al menos el mínimo (%s).", "Hand %d: the opener of seven stud's first interval may not check or fold and bets at least the minimum (%s).", h.r.No, b.tableMin)})
}
