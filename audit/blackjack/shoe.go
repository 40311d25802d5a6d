package blackjack

import (
	"slices"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
)

// checkShoes follows every shoe of the session: its decks, burn and cut
// card, the count of every card out of it, and rounds begun after the cut
// card came out.
func (x *session) checkShoes() {
	shoes := shoe.Read(x.ctx)
	decks := bj.Decks[x.text].N
	// The shoe in use and its state. Rounds come in number order and a
	// round's shoe is the last begun by it, so a shoe left is never
	// returned to: a shoe other than the one in use is a new one.
	var sh *shoe.Shoe
	var st struct {
		afterCut bool // BJ-AFTER-CUT already reported for this shoe
		out      int  // cards counted out of it (its Count.Dealt, kept as they come)
	}
	noShoe := 0
	for _, rd := range x.rounds {
		if !rd.played && rd.dealt == nil && rd.dealer == nil {
			continue // a void round without cards
		}
		in := shoe.For(shoes, rd.r.No)
		if in == nil {
			noShoe++
			continue
		}
		if in != sh {
			sh = in
			st.afterCut = false
			x.openShoe(sh, decks)
			st.out = sh.Count.Dealt()
		}
		capacity := sh.Decks * 52
		// A round begun after the round in which the cut card came out.
		out := st.out
		if !st.afterCut && sh.CutCardOut > 0 && rd.r.No > sh.CutCardOut {
			st.afterCut = true
			x.report(audit.Finding{Rule: bj.RuleAfterCut, Round: rd.r.No, At: rd.r.At, Source: rd.r.Pos,
				Expected: textf("última jugada del sabot: %d", "last round of the shoe: %d", sh.CutCardOut), Recorded: textf("jugada %d", "round %d", rd.r.No),
				Detail: textf("La carta de corte salió en la jugada %d y se dio la jugada %d con el mismo sabot.", "The cut card came out in round %d and round %d was dealt from the same shoe.", sh.CutCardOut, rd.r.No)})
		}
		if !st.afterCut && sh.Reserve >= 0 && out > capacity-sh.Reserve {
			st.afterCut = true
			x.report(audit.Finding{Rule: bj.RuleAfterCut, Round: rd.r.No, At: rd.r.At, Source: rd.r.Pos,
				Expected: textf("≤ %d cartas sacadas antes de empezar", "≤ %d cards out before it begins", capacity-sh.Reserve), Recorded: textf("%d cartas", "%d cards", out),
				Detail: textf("La jugada %d empezó con %d cartas ya sacadas del sabot: la carta de corte (reserva de %d) había salido en una jugada anterior.", "Round %d began with %d cards already out of the shoe: the cut card (reserve %d) had come out in an earlier round.", rd.r.No, out, sh.Reserve)})
		}
		// The cards found face up for the round, then those dealt.
		// (A list at a time: one call a hand, not one a card.)
		count := func(cs []cards.Card) {
			for _, c := range cs {
				st.out++
				if !sh.Count.Add(c) {
					x.report(audit.Finding{Rule: bj.RuleShoeCount, Round: rd.r.No, At: rd.r.At, Source: rd.r.Pos, Column: "outcome",
						Expected: textf("cada carta %d veces como máximo", "each card at most %d times", sh.Decks), Recorded: plain(c.String()),
						Detail: textf("La carta %s sale más veces de las que contiene un sabot de %d barajas.", "Card %s comes out more often than a %d-deck shoe holds.", c, sh.Decks)})
				}
			}
		}
		for _, fu := range sh.FaceUp {
			if fu.Round == rd.r.No {
				count([]cards.Card{fu.Card})
			}
		}
		rd.eachList(count)
	}
	if x.text == rules.CyL2008 {
		x.checkReplaced(shoes)
	}
	if noShoe > 0 {
		x.note("new-shoe", audit.Finding{Column: "events", Recorded: textf("%d jugadas sin sabot", "%d rounds without a shoe", noShoe),
			Detail: textf("Sin evento new-shoe anterior a %d jugadas: barajas, quemado, carta de corte y recuento no se comprueban en ellas.", "No new-shoe event before %d rounds: decks, burn, cut card and card count are not checked on them.", noShoe)})
	}
}

// openShoe checks a shoe's preparation and counts its burnt cards.
func (x *session) openShoe(sh *shoe.Shoe, decks int) {
	e := sh.Event
	if sh.Decks != decks {
		x.report(audit.Finding{Rule: bj.RuleDecks, Round: sh.FirstRound, At: e.At, Source: e.Pos, Column: "detail",
			Expected: textf("%d barajas", "%d decks", decks), Recorded: plain(e.Detail),
			Detail: textf("Sabot de %d barajas; el texto exige %d.", "A %d-deck shoe; the text requires %d.", sh.Decks, decks)})
	}
	if sh.BurnEvent == nil {
		x.note("burn", audit.Finding{Round: sh.FirstRound, At: e.At, Source: e.Pos, Column: "events", Expected: plain("burn cards=…"),
			Detail: textf("Sin evento burn en el sabot de la jugada %d: el quemado no se comprueba donde falta.", "No burn event for the shoe of round %d: the burn is not checked where it is missing.", sh.FirstRound)})
	} else {
		if len(sh.Burn) != bj.BurnCards {
			x.report(audit.Finding{Rule: bj.RuleBurn, Round: sh.FirstRound, At: sh.BurnEvent.At, Source: sh.BurnEvent.Pos, Column: "detail",
				Expected: textf("%d cartas", "%d cards", bj.BurnCards), Recorded: textf("%d cartas: %s", "%d cards: %s", len(sh.Burn), cards.List(sh.Burn)),
				Detail: textf("Se quemaron %d cartas al empezar el sabot; deben ser %d.", "%d cards were burnt at the start of the shoe; there must be %d.", len(sh.Burn), bj.BurnCards)})
		}
		for _, c := range sh.Burn {
			if !sh.Count.Add(c) {
				x.report(audit.Finding{Rule: bj.RuleShoeCount, Round: sh.FirstRound, At: sh.BurnEvent.At, Source: sh.BurnEvent.Pos, Column: "detail",
					Expected: textf("cada carta %d veces como máximo", "each card at most %d times", sh.Decks), Recorded: plain(c.String()),
					Detail: textf("La carta quemada %s sale más veces de las que contiene un sabot de %d barajas.", "Burnt card %s comes out more often than a %d-deck shoe holds.", c, sh.Decks)})
			}
		}
	}
	x.checkCut(sh)
	if sh.Reserve < 0 {
		x.note("cut-card", audit.Finding{Round: sh.FirstRound, At: e.At, Source: e.Pos, Column: "events", Expected: plain("cut-card reserve=N"),
			Detail: textf("Sin evento cut-card en el sabot de la jugada %d: la reserva tras la carta de corte no se comprueba donde falta.", "No cut-card event for the shoe of round %d: the reserve behind the cut card is not checked where it is missing.", sh.FirstRound)})
	} else if sh.Reserve < bj.ReserveMin {
		x.report(audit.Finding{Rule: bj.RuleCutCard, Round: sh.FirstRound, At: sh.ReserveEvent.At, Source: sh.ReserveEvent.Pos, Column: "detail",
			Expected: textf("≥ %d cartas", "≥ %d cards", bj.ReserveMin), Recorded: textf("%d cartas", "%d cards", sh.Reserve),
			Detail: textf("La carta de corte deja %d cartas de reserva; debe dejar al menos una baraja (%d).", "The cut card leaves %d cards in reserve; it must leave at least one deck (%d).", sh.Reserve, bj.ReserveMin)})
	}
}

// checkDeal checks the order the cards left the shoe (rounds.dealt): one
// card to each box in ascending order, one to the croupier, a second to each
// box; then the players' cards box after box, each hand's in its order; the
// croupier's last. Every card dealt is in some hand.
func (x *session) checkDeal(rd *round) {
	if rd.dealt == nil {
		if rd.r.Dealt == "" && !x.noted("dealt") {
			x.note("dealt", audit.Finding{Round: rd.r.No, At: rd.r.At, Source: rd.r.Pos, Column: "dealt",
				Detail: textf("rounds.dealt no consta (desde la jugada %d): el orden de reparto y la carta oculta no se comprueban donde falta.", "rounds.dealt is not recorded (from round %d on): the dealing order and hidden cards are not checked where it is missing.", rd.r.No)})
		}
		return
	}
	// The initial deal: each box's first card in ascending box order, the
	// croupier's, each box's second.
	nb := len(rd.tops)
	want := len(rd.tops)*2 + 1
	var problem *rules.Text
	d := rd.dealt
	total := len(rd.dealer)
	for _, h := range rd.hands {
		total += len(h.cards)
	}
	initial := len(d) == total
	for i, top := range rd.tops {
		a, b, ok := rd.firstTwoOf(top)
		if !ok {
			return
		}
		initial = initial && d[i] == a && d[nb+1+i] == b
	}
	switch {
	case len(d) != total:
		t := textf("%d cartas salidas del sabot para %d cartas en las manos", "%d cards out of the shoe for %d cards in the hands", len(d), total)
		problem = &t
	case !initial || d[nb] != rd.dealer[0]:
		t := textf("reparto inicial %s, se esperaba %s", "initial deal %s, expected %s", cards.List(d[:want]), cards.List(rd.initialDeal()))
		problem = &t
	default:
		pos := want
		for _, top := range rd.tops {
			box := top.box
			// The cards the box's hands took in play, in outcome order:
			// an unsplit box's are its hand's own (no copy).
			rest := top.cards[playFrom(top):]
			if top.n > 1 {
				rest = x.rest[:0]
				for _, h := range rd.runOf(top) {
					rest = append(rest, h.cards[playFrom(h):]...)
				}
				x.rest = rest
			}
			block := d[pos : pos+len(rest)]
			pos += len(rest)
			if !x.boxInOrder(rd, box, block, rest) {
				t := textf("cartas de la casilla %d fuera de orden: %s", "box %d's cards out of order: %s", box, cards.List(block))
				problem = &t
				break
			}
		}
		if problem == nil && !slices.Equal(d[pos:], rd.dealer[1:]) {
			t := textf("cartas del croupier tras las de los jugadores %s, se esperaba %s", "croupier's cards after the players' %s, expected %s", cards.List(d[pos:]), cards.List(rd.dealer[1:]))
			problem = &t
		}
	}
	if problem != nil {
		x.report(audit.Finding{Rule: bj.RuleDealOrder, Round: rd.r.No, At: rd.r.At, Source: rd.r.Pos, Column: "dealt",
			Expected: plain("1…n, D, 1…n, …, D"), Recorded: plain(cut(rd.r.Dealt)),
			Detail: rules.Text{ES: "Orden de reparto incorrecto: " + problem.ES + ".", EN: "Wrong dealing order: " + problem.EN + "."}})
	}
}

// playFrom is the index of a hand's first card taken in play: the third of
// an unsplit hand; the second of a split box's hands 1 and 2 (their first
// cards are the box's first two); every card of a hand formed by a re-split
// (its first card was the second card of the hand it came from).
func playFrom(h *hand) int {
	switch {
	case !h.split:
		return 2
	case h.k <= 2:
		return 1
	}
	return 0
}

// boxInOrder reports whether block, the cards that left the shoe for box
// in play, are rest, those its hands took (in outcome order), each hand's in
// its order. Most often they are rest itself, which needs no more.
// TestBoxInOrderSameAsGeneral holds the shortcut to the general check.
func (x *session) boxInOrder(rd *round, box int, block, rest []cards.Card) bool {
	return slices.Equal(block, rest) || (cards.Same(block, rest) && x.handsInOrder(rd, box, block))
}

// initialDeal is the initial deal the outcome gives (every box has its
// first two cards: checkDeal asks only then).
func (rd *round) initialDeal() []cards.Card {
	var firsts, seconds []cards.Card
	for _, top := range rd.tops {
		a, b, _ := rd.firstTwoOf(top)
		firsts, seconds = append(firsts, a), append(seconds, b)
	}
	return append(append(firsts, rd.dealer[0]), seconds...)
}

// handsInOrder reports whether every hand of box receives its later cards
// in block in the order the outcome lists them.
func (x *session) handsInOrder(rd *round, box int, block []cards.Card) bool {
	used := x.used[:0]
	for range block {
		used = append(used, false)
	}
	x.used = used
	for _, h := range rd.runOf(rd.boxHand(box)) {
		at := 0
		for _, c := range h.cards[playFrom(h):] {
			for at < len(block) && (used[at] || block[at] != c) {
				at++
			}
			if at == len(block) {
				return false
			}
			used[at] = true
		}
	}
	return true
}

// checkCut checks who made the shoe's last cut: a player (1977 L137, CV
// L795); in Valencia the jefe de mesa when no player accepted (L795); under
// the national texts, silent on a refusal, an employee's cut per switch
// bj-cut-employee.
func (x *session) checkCut(sh *shoe.Shoe) {
	e := sh.Event
	if len(sh.Cuts) == 0 {
		x.note("cut", audit.Finding{Round: sh.FirstRound, At: e.At, Source: e.Pos, Column: "events", Expected: plain("cut by=…"),
			Detail: textf("Sin evento cut en el sabot de la jugada %d: quién hizo el último corte no se comprueba donde falta.", "No cut event for the shoe of round %d: who made the last cut is not checked where it is missing.", sh.FirstRound)})
		return
	}
	c := sh.Cuts[len(sh.Cuts)-1]
	if c.By == cutByPlayer {
		return
	}
	f := audit.Finding{Rule: bj.RuleCut, Round: sh.FirstRound, At: c.Event.At, Source: c.Event.Pos, Column: "detail", Recorded: plain("by=" + c.By)}
	if x.text == rules.CV2003 {
		if c.By == roleJefe {
			return
		}
		f.Expected = plain("by=player | by=jefe-mesa")
		f.Detail = textf("El último corte del sabot de la jugada %d lo hizo %s: corresponde a un jugador y, si ninguno acepta, al jefe de mesa.", "The last cut of the shoe of round %d was made by %s: it is a player's and, when none accepts, the jefe de mesa's.", sh.FirstRound, c.By)
		x.report(f)
		return
	}
	if x.a.Is(bj.AssumeCutEmployee, "accepted") {
		return
	}
	f.Assumptions = []string{x.assume(bj.AssumeCutEmployee)}
	f.Expected = plain("by=player")
	f.Detail = textf("El último corte del sabot de la jugada %d lo hizo %s: se presenta a un jugador.", "The last cut of the shoe of round %d was made by %s: it is presented to a player.", sh.FirstRound, c.By)
	x.report(f)
}

// checkReplaced reports, in Castilla y León, a shoe replaced without the
// cards being shuffled as for the table's first game (CyL L157): a
// shoe-replaced event with no new-shoe event at the same round.
func (x *session) checkReplaced(shoes []*shoe.Shoe) {
	for _, sh := range shoes {
		for _, e := range sh.Replaced {
			if e.Round == sh.FirstRound {
				continue
			}
			x.report(audit.Finding{Rule: bj.RuleShoeReplaced, Round: e.Round, At: e.At, Source: e.Pos, Column: "events",
				Expected: textf("new-shoe en la jugada %d (cartas mezcladas de nuevo)", "new-shoe at round %d (cards reshuffled)", e.Round), Recorded: textf("shoe-replaced sin new-shoe", "shoe-replaced without new-shoe"),
				Detail: textf("Se sustituyó el sabot en la jugada %d sin volver a mezclar y barajar las cartas como en la primera partida de la mesa (ningún evento new-shoe en esa jugada).", "The shoe was replaced at round %d without the cards being shuffled again as for the table's first game (no new-shoe event at that round).", e.Round)})
		}
	}
}
