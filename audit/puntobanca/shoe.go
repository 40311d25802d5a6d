package puntobanca

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// outCard is one card counted out of a shoe, with where the log shows it.
type outCard struct {
	card  cards.Card
	round int
	order int // 0 burn, 1 found face up, 2 dealt
	pos   logs.Pos
	col   string
}

// checkShoes checks every shoe of the session: its decks, the burn, the cut
// card's reserve, no round after the cut card came out, and that no card
// comes out more often than the shoe holds it.
func (x *session) checkShoes() {
	shoes := shoe.Read(x.ctx)
	for _, c := range x.rounds {
		c.sh = shoe.For(shoes, c.r.No)
		if !c.r.Void() && c.sh == nil {
			x.missing.Add("new-shoe", "events new-shoe", strings.Join([]string{pb.RuleDecks, pb.RuleShoeCount, pb.RuleBurn, pb.RuleCutCard, pb.RuleAfterCut}, ", "))
		}
	}
	most := 0
	for _, sh := range shoes {
		x.checkDecks(sh)
		x.checkBurn(sh)
		x.checkReserve(sh)
		most = max(most, len(sh.Burn)+len(sh.FaceUp))
	}
	extra := make([]outCard, 0, most) // the burnt and face-up cards of one shoe
	for _, sh := range shoes {
		extra = extra[:0]
		for _, c := range sh.Burn {
			extra = append(extra, outCard{c, sh.FirstRound, 0, sh.BurnEvent.Pos, "detail"})
		}
		for _, fu := range sh.FaceUp {
			extra = append(extra, outCard{fu.Card, fu.Round, 1, fu.Event.Pos, "detail"})
		}
		slices.SortStableFunc(extra, func(a, b outCard) int {
			return cmp.Or(cmp.Compare(a.round, b.round), cmp.Compare(a.order, b.order))
		})
		// The cards come out by round, and in a round the burnt and face-up
		// ones before the dealt: the played coups are in round order, so the
		// extra cards are merged into them as they come.
		next := 0
		for _, c := range x.played {
			if c.sh != sh {
				continue
			}
			for next < len(extra) && extra[next].round <= c.r.No {
				if !sh.Count.Add(extra[next].card) {
					x.overCount(sh, extra[next])
				}
				next++
			}
			cs, col := c.dealt, "dealt"
			var buf [6]cards.Card
			if len(cs) != len(c.p)+len(c.b) {
				cs, col = dealOrder(c, &buf), "outcome"
			}
			for _, card := range cs {
				if !sh.Count.Add(card) {
					x.overCount(sh, outCard{card, c.r.No, 2, c.r.Pos, col})
				}
			}
		}
		for _, oc := range extra[next:] {
			if !sh.Count.Add(oc.card) {
				x.overCount(sh, oc)
			}
		}
		x.checkAfterCut(shoes, sh)
	}
}

// overCount reports a card that came out of sh once more than the shoe
// holds it.
func (x *session) overCount(sh *shoe.Shoe, oc outCard) {
	f := audit.Finding{Rule: pb.RuleShoeCount, Round: oc.round, Source: oc.pos, Column: oc.col,
		Expected: audit.Textf("como mucho %d × %s", "at most %d × %s", sh.Decks, oc.card), Recorded: audit.Plain(oc.card.String()),
		Detail: audit.Textf("La carta %s sale una vez más de las %d que contiene un sabot de %d barajas (sabot de la jugada %d).",
			"Card %s comes out once more than the %d times a %d-deck shoe holds it (shoe of round %d).", oc.card, sh.Decks, sh.Decks, sh.FirstRound)}
	if c := x.coup(oc.round); c != nil {
		f.At = c.r.At
	}
	x.report(f)
}

// dealOrder is the order the hands' cards leave the shoe when the deal is
// right: punto, banca, punto, banca, punto's third, banca's third.
// It is written into buf, so that it costs no allocation.
func dealOrder(c *coup, buf *[6]cards.Card) []cards.Card {
	out := append(buf[:0], c.p[0], c.b[0], c.p[1], c.b[1])
	if len(c.p) == 3 {
		out = append(out, c.p[2])
	}
	if len(c.b) == 3 {
		out = append(out, c.b[2])
	}
	return out
}

func (x *session) checkDecks(sh *shoe.Shoe) {
	if x.p.DecksAllowed(sh.Decks) {
		return
	}
	var want []string
	for _, d := range x.p.Decks {
		want = append(want, strconv.Itoa(d))
	}
	f := audit.Finding{Rule: pb.RuleDecks, Round: sh.FirstRound, At: sh.Event.At, Source: sh.Event.Pos, Column: "detail",
		Expected: audit.Textf("%s barajas", "%s decks", strings.Join(want, " | ")), Recorded: audit.Textf("%d barajas", "%d decks", sh.Decks),
		Detail: audit.Textf("Sabot de %d barajas; el texto exige %s.", "Shoe of %d decks; the text requires %s.", sh.Decks, strings.Join(want, " or "))}
	if x.in == rules.ES1979 {
		f.Assumptions = x.ctx.Readings(pb.Sw1979Text)
		switch x.ctx.Assume[pb.Sw1979Text] {
		case "1977":
		case "1984":
			f.Cite = x.cite(pb.RuleDecks, 1)
		default:
			// Both counts are accepted: the finding rests on both texts.
			// The citation is the count nearer the one recorded; the
			// detail names both.
			if sh.Decks < 7 {
				f.Cite = x.cite(pb.RuleDecks, 1)
			}
			e77, e84 := pb.Decks[rules.ES1977].Cite, pb.Decks[rules.ES1984].Cite
			f.Detail = audit.Textf("Sabot de %d barajas; de 1979 a 1984 se admiten las ocho del texto de 1977 (%s L%d, «%s») o las seis del texto de 1984 (%s L%d, «%s»).",
				"Shoe of %d decks; from 1979 to 1984 the eight of the 1977 text (%s L%d, «%s») or the six of the 1984 text (%s L%d, «%s») are accepted.",
				sh.Decks, e77.Seed, e77.Line, e77.Quote, e84.Seed, e84.Line, e84.Quote)
		}
	}
	x.report(f)
}

func (x *session) checkBurn(sh *shoe.Shoe) {
	if sh.BurnEvent == nil {
		x.missing.Add("burn", "events burn", pb.RuleBurn)
		return
	}
	if len(sh.Burn) == 0 {
		return
	}
	first := sh.Burn[0]
	v := first.TenValue()
	counts := pb.BurnCounts(v, x.ctx.Assume)
	for _, n := range counts {
		if len(sh.Burn) == n {
			return
		}
	}
	var want []string
	for _, n := range counts {
		want = append(want, strconv.Itoa(n))
	}
	x.report(audit.Finding{Rule: pb.RuleBurn, Round: sh.FirstRound, At: sh.BurnEvent.At, Source: sh.BurnEvent.Pos, Column: "detail",
		Assumptions: x.ctx.Readings(pb.SwBurnCount),
		Expected:    audit.Textf("%s cartas (primera carta %s, valor %d)", "%s cards (first card %s, value %d)", strings.Join(want, " | "), first, v),
		Recorded:    audit.Textf("%d cartas: %s", "%d cards: %s", len(sh.Burn), cards.List(sh.Burn)),
		Detail: audit.Textf("La primera carta descubierta fue %s (vale %d): se quemaron %d cartas en total, no %s.",
			"The first card turned over was %s (worth %d): %d cards were burnt in all, not %s.", first, v, len(sh.Burn), strings.Join(want, " or "))})
}

func (x *session) checkReserve(sh *shoe.Shoe) {
	if sh.Reserve < 0 {
		x.missing.Add("cut-card", "events cut-card", pb.RuleCutCard)
		return
	}
	atLeast := x.ctx.Assume[pb.SwCutReserve] == "at-least"
	if sh.Reserve == 7 || (atLeast && sh.Reserve > 7) {
		return
	}
	exp := "7"
	if atLeast {
		exp = "≥ 7"
	}
	x.report(audit.Finding{Rule: pb.RuleCutCard, Round: sh.FirstRound, At: sh.ReserveEvent.At, Source: sh.ReserveEvent.Pos, Column: "detail",
		Assumptions: x.ctx.Readings(pb.SwCutReserve),
		Expected:    audit.Textf("%s cartas tras la carta de corte", "%s cards behind the cut card", exp), Recorded: audit.Textf("%d cartas", "%d cards", sh.Reserve),
		Detail: audit.Textf("La carta de corte dejó %d cartas por debajo; el texto exige siete.", "The cut card left %d cards below it; the text requires seven.", sh.Reserve)})
}

// checkAfterCut reports the rounds of a shoe begun after the round in which
// its cut card came out: one finding per shoe, at the first such round.
func (x *session) checkAfterCut(shoes []*shoe.Shoe, sh *shoe.Shoe) {
	if sh.CutCardOut == 0 {
		return
	}
	var late []*coup
	for _, c := range x.rounds {
		if c.r.No > sh.CutCardOut && !c.r.Void() && c.sh == sh {
			late = append(late, c)
		}
	}
	if len(late) == 0 {
		return
	}
	first := late[0]
	x.report(audit.Finding{Rule: pb.RuleAfterCut, Round: first.r.No, At: first.r.At, Source: first.r.Pos, Column: "round_no",
		Expected: audit.Textf("ninguna jugada del sabot tras la %d", "no round of the shoe after round %d", sh.CutCardOut),
		Recorded: audit.Textf("%d jugadas (de la %d a la %d)", "%d rounds (%d to %d)", len(late), first.r.No, late[len(late)-1].r.No),
		Detail: audit.Textf("La carta de corte salió en la jugada %d y se dieron %d jugadas más con el mismo sabot.",
			"The cut card came out in round %d and %d more rounds were dealt from the same shoe.", sh.CutCardOut, len(late))})
}
