package blackjack

import (
	"fmt"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
)

// aceOne reports whether the hand's initial ace counts one: a Valencian
// double on ace-8 or ace-9 (CV L721).
func (x *session) aceOne(h *hand) bool {
	if x.text != rules.CV2003 || !h.doubled || len(h.cards) < 2 {
		return false
	}
	a, b := h.cards[0], h.cards[1]
	return (a.Rank == 0 || b.Rank == 0) && a.TenValue()+b.TenValue() >= 9 && a.TenValue()+b.TenValue() <= 10
}

// total is the hand's final total, worked out once: it is asked once the
// bets are assigned, when doubled (which aceOne reads) no longer changes.
func (x *session) total(h *hand) int {
	if h.tot == 0 { // a hand's total is 2 at least
		t, _ := bj.Total(h.cards, x.aceOne(h))
		h.tot = int32(t)
	}
	return int(h.tot)
}

// blackjack reports a natural: two cards making 21 in a box that was not split.
func (h *hand) blackjack() bool { return !h.split && h.natural }

// checkPlay replays the round's play: the boxes, each hand's draws, splits
// and doubles, and the croupier's draw.
func (x *session) checkPlay(rd *round) {
	r := rd.r
	maxBoxes := bj.MaxBoxes(x.text, x.s.Variant)
	for _, top := range rd.tops {
		if box := top.box; box > maxBoxes {
			x.report(audit.Finding{Rule: bj.RuleBoxes, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: textf("casillas 1 a %d", "boxes 1 to %d", maxBoxes), Recorded: textf("casilla %d", "box %d", box),
				Detail: textf("Se jugó la casilla %d; la mesa tiene como máximo %d.", "Box %d was played; the table has %d at most.", box, maxBoxes)})
			break
		}
	}
	for _, top := range rd.tops {
		x.checkSplits(rd, top.box, rd.runOf(top), x.byRank, x.maxHands)
	}
	for _, h := range rd.hands {
		x.checkDraws(rd, h)
	}
	x.checkDealer(rd)
}

// checkSplits checks the pairs split in one box: each new hand's first card
// pairs with an earlier hand's first card, the number of hands, and the
// split aces' single card.
func (x *session) checkSplits(rd *round, box int, hs []*hand, byRank bool, maxHands int) {
	r := rd.r
	if len(hs) < 2 {
		return
	}
	var assume []string
	if x.text == rules.CV2003 {
		assume = append(assume, x.assume(bj.AssumeCVResplit))
	}
	for i, h := range hs[1:] {
		ok := false
		for _, prev := range hs[:i+1] {
			ok = ok || bj.Pair(prev.cards[0], h.cards[0], byRank)
		}
		if !ok {
			x.report(audit.Finding{Rule: bj.RuleSplit, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Assumptions: []string{x.assume(bj.AssumeSplitValue)},
				Expected: textf("un par (cartas del mismo valor)", "a pair (cards of the same value)"), Recorded: textf("mano %s abierta con %s", "hand %s opened with %s", h.name, h.cards[0]),
				Detail: textf("La mano %s se formó separando una carta %s que no hace pareja con la primera carta de ninguna mano anterior de la casilla %d.", "Hand %s was formed by splitting a %s that pairs with the first card of no earlier hand of box %d.", h.name, h.cards[0], box)})
		}
	}
	if maxHands > 0 && len(hs) > maxHands {
		x.report(audit.Finding{Rule: bj.RuleSplit, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Assumptions: assume,
			Expected: textf("≤ %d manos por casilla", "≤ %d hands per box", maxHands), Recorded: textf("%d manos", "%d hands", len(hs)),
			Detail: textf("La casilla %d se separó en %d manos; el máximo es %d.", "Box %d was split into %d hands; the maximum is %d.", box, len(hs), maxHands)})
	}
	aces := 0
	for _, h := range hs {
		if h.cards[0].Rank != 0 {
			continue
		}
		aces++
		if len(h.cards) > 2 {
			x.report(audit.Finding{Rule: bj.RuleSplitAces, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: textf("un naipe por as separado", "one card per split ace"), Recorded: textf("mano %s: %s", "hand %s: %s", h.name, cards.List(h.cards)),
				Detail: textf("La mano %s, formada al separar ases, recibió %d naipes; sólo puede recibir uno.", "Hand %s, formed by splitting aces, received %d cards; it may receive only one.", h.name, len(h.cards)-1)})
		}
	}
	if aces > 2 && x.a.Is(bj.AssumeResplitAces, "forbidden") {
		x.report(audit.Finding{Rule: bj.RuleSplitAces, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Assumptions: []string{x.assume(bj.AssumeResplitAces)},
			Expected: textf("dos manos de as como máximo", "two ace hands at most"), Recorded: textf("%d manos de as en la casilla %d", "%d ace hands in box %d", aces, box),
			Detail: textf("Se volvieron a separar ases en la casilla %d (%d manos de as).", "Aces were split again in box %d (%d ace hands).", box, aces)})
	}
}

// checkDraws checks that a hand took no card on 21 or more (Valencia) or
// after going over 21, and its double.
func (x *session) checkDraws(rd *round, h *hand) {
	r := rd.r
	limit, what := 22, rules.Text{ES: "más de 21", EN: "over 21"}
	if x.text == rules.CV2003 {
		limit, what = 21, rules.Text{ES: "21 o más", EN: "21 or more"}
	}
	one := x.aceOne(h)
	for i := 2; i < len(h.cards); i++ {
		t, _ := bj.Total(h.cards[:i], one)
		if t >= limit {
			x.report(audit.Finding{Rule: bj.RuleHit21, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: textf("ninguna carta con %s", "no card on %s", what), Recorded: textf("mano %s: %s", "hand %s: %s", h.name, cards.List(h.cards)),
				Detail: textf("La mano %s recibió %s con %d puntos.", "Hand %s received %s on %d.", h.name, h.cards[i], t)})
			break
		}
	}
	if !h.doubled {
		return
	}
	soft := x.a.Is(bj.AssumeSoftDouble, "allowed")
	var assume []string
	if x.text != rules.CV2003 && (h.cards[0].Rank == 0 || h.cards[1].Rank == 0) {
		assume = []string{x.assume(bj.AssumeSoftDouble)}
	}
	if !bj.CanDouble(x.text, h.cards[0], h.cards[1], soft) {
		x.report(audit.Finding{Rule: bj.RuleDouble, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Assumptions: assume,
			Expected: x.doubleTotals(), Recorded: textf("mano %s: %s, %s", "hand %s: %s, %s", h.name, h.cards[0], h.cards[1]),
			Detail: textf("Se dobló la mano %s con %s y %s.", "Hand %s was doubled on %s and %s.", h.name, h.cards[0], h.cards[1])})
	}
	if len(h.cards) != 3 {
		x.report(audit.Finding{Rule: bj.RuleDouble, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
			Expected: textf("un solo naipe tras doblar", "exactly one card after doubling"), Recorded: textf("mano %s: %s", "hand %s: %s", h.name, cards.List(h.cards)),
			Detail: textf("La mano doblada %s recibió %d naipes tras doblar; debe recibir uno.", "Doubled hand %s received %d cards after doubling; it must receive one.", h.name, len(h.cards)-2)})
	}
}

func (x *session) doubleTotals() rules.Text {
	if x.text == rules.CV2003 {
		return textf("9, 10 u 11, o as y 8, o as y 9", "9, 10 or 11, or ace-8, or ace-9")
	}
	if x.a.Is(bj.AssumeSoftDouble, "allowed") {
		return textf("9, 10 u 11 (as y 8, as y 9 incluidos)", "9, 10 or 11 (ace-8 and ace-9 included)")
	}
	return textf("9, 10 u 11 sin as", "9, 10 or 11 without an ace")
}

// handsSettled reports whether no hand of the round depends on the
// croupier's further cards: every hand busted, or all its bettors
// surrendered or took even money.
func (x *session) handsSettled(rd *round) bool {
	for _, h := range rd.hands {
		if !rd.settled(h) && x.total(h) <= 21 {
			return false
		}
	}
	return true
}

// pendingInsurance lists the round's insurance rows still waiting for the
// croupier's second card.
func pendingInsurance(rd *round) []*logs.Bet {
	if len(rd.dealer) >= 2 {
		return nil
	}
	var out []*logs.Bet
	for _, b := range rd.bets {
		if b.Type == tInsurance {
			out = append(out, b.Bet)
		}
	}
	return out
}

// checkDealer checks the croupier's draw: below 17 he draws, on 17 or more
// (soft 17 included) he stands; he may stop early when no hand depends on
// his cards (Valencia's text says so when every player has busted; the
// audit extends it to hands surrendered or paid even money; elsewhere per
// bj-dealer-all-bust). An insurance still pending when he stops on one card
// is reported under BJ-INSURANCE: it was settled without his second card.
func (x *session) checkDealer(rd *round) {
	r, d := rd.r, rd.dealer
	for i := 1; i < len(d); i++ {
		if !bj.DealerDraws(d[:i]) {
			t, soft := bj.Total(d[:i], false)
			x.report(audit.Finding{Rule: bj.RuleDealerDraw, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: textf("plantarse con %s", "stand on %s", softName(t, soft)), Recorded: plain("D=" + cards.List(d)),
				Detail: textf("El croupier pidió %s con %s.", "The croupier drew %s on %s.", d[i], softName(t, soft))})
			return
		}
	}
	if !bj.DealerDraws(d) {
		return
	}
	var assume []string
	if x.text != rules.CV2003 {
		assume = []string{x.assume(bj.AssumeDealerStop)}
	}
	mayStop := x.text == rules.CV2003 || x.a.Is(bj.AssumeDealerStop, "may-stop")
	if mayStop && x.handsSettled(rd) {
		for _, b := range pendingInsurance(rd) {
			x.report(audit.Finding{Rule: bj.RuleInsurance, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "outcome", AtStake: b.Stake, Assumptions: assume,
				Expected: textf("segundo naipe del croupier para liquidar el seguro", "the croupier's second card to settle the insurance"), Recorded: plain("D=" + cards.List(d)),
				Detail: textf("Todas las manos se habían pasado o liquidado y el croupier se plantó con un solo naipe: el seguro se liquidó sin su segundo naipe, del que depende.", "Every hand had busted or been settled and the croupier stopped on one card: the insurance was settled without his second card, on which it depends.")})
		}
		return
	}
	t, soft := bj.Total(d, false)
	x.report(audit.Finding{Rule: bj.RuleDealerDraw, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Assumptions: assume,
		Expected: textf("pedir hasta 17", "draw to 17"), Recorded: plain("D=" + cards.List(d)),
		Detail: textf("El croupier se plantó con %s.", "The croupier stood on %s.", softName(t, soft))})
}

func softName(t int, soft bool) rules.Text {
	if soft {
		return rules.Text{ES: fmt.Sprintf("%d blando", t), EN: fmt.Sprintf("soft %d", t)}
	}
	return plain(fmt.Sprint(t))
}
