package treinta

import (
	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules/cards"
	tq "github.com/veedor/veedor/rules/treinta"
)

// checkShoes checks each shoe's decks and card counts, the red card five from
// the end, and that nothing is played from a shoe after the red card.
func (x *session) checkShoes() {
	shoes := shoe.Read(x.ctx)
	for _, c := range x.played {
		if shoe.For(shoes, c.r.No) == nil {
			x.missing.Add("new-shoe", "events new-shoe", tq.RuleDecks+", "+tq.RuleShoeCount+", "+tq.RuleRedCard)
		}
	}
	dealt := make([]shoe.Dealt, len(x.played))
	for i, c := range x.played {
		dealt[i] = shoe.Dealt{Round: c.r.No, At: c.r.At, Pos: c.r.Pos, Cards: append(append([]cards.Card(nil), c.black...), c.red...)}
	}
	for i, sh := range shoes {
		if sh.Decks != tq.Decks {
			x.report(audit.Finding{Rule: tq.RuleDecks, Round: sh.FirstRound, At: sh.Event.At, Source: sh.Event.Pos, Column: "detail",
				Expected: audit.Plain("decks=6"), Recorded: audit.Plain(sh.Event.Detail),
				Detail: audit.Textf("Sabot de %d barajas: se juega con seis.", "Shoe of %d decks: the game uses six.", sh.Decks)})
		}
		if sh.ReserveEvent != nil && sh.Reserve != tq.Reserve {
			x.report(audit.Finding{Rule: tq.RuleRedCard, Round: sh.ReserveEvent.Round, At: sh.ReserveEvent.At, Source: sh.ReserveEvent.Pos, Column: "detail",
				Cite: x.cite(tq.RuleRedCard, 0), Expected: audit.Plain("reserve=5"), Recorded: audit.Plain(sh.ReserveEvent.Detail),
				Detail: audit.Textf("Carta roja delante de las %d últimas cartas: va delante de las cinco últimas.", "Red card in front of the last %d cards: it goes in front of the last five.", sh.Reserve)})
		}
		next := 1 << 30
		if i+1 < len(shoes) {
			next = shoes[i+1].FirstRound
		}
		shoe.Walk(x.ctx, sh, next, dealt, tq.RuleShoeCount, "")
		after := false
		for _, c := range x.played {
			if c.r.No < sh.FirstRound || c.r.No >= next {
				continue
			}
			if sh.CutCardOut == 0 {
				continue
			}
			reading := x.ctx.Assume[tq.SwRedCard]
			switch {
			case c.r.No == sh.CutCardOut && reading == "coup":
				x.report(audit.Finding{Rule: tq.RuleRedCard, Round: c.r.No, At: c.r.At, Source: c.r.Pos, Column: "status", Cite: x.cite(tq.RuleRedCard, 1),
					Assumptions: x.ctx.Readings(tq.SwRedCard), Expected: audit.Plain("void"), Recorded: audit.Plain(c.r.Status),
					Detail: audit.Textf("La carta roja apareció en la jugada %d, que se jugó: su aparición anula la jugada en curso.", "The red card appeared in coup %d, which was played: its appearance annuls the coup in progress.", c.r.No)})
			case c.r.No > sh.CutCardOut && !after:
				after = true
				x.report(audit.Finding{Rule: tq.RuleRedCard, Round: c.r.No, At: c.r.At, Source: c.r.Pos, Column: "round_no", Cite: x.cite(tq.RuleRedCard, 1),
					Expected: audit.Textf("ninguna jugada tras la %d", "no coup after %d", sh.CutCardOut), Recorded: audit.Textf("jugada %d", "coup %d", c.r.No),
					Detail: audit.Textf("La carta roja apareció en la jugada %d y se jugó la %d con el mismo sabot.", "The red card appeared in coup %d and coup %d was played from the same shoe.", sh.CutCardOut, c.r.No)})
			}
		}
		// Under the shoe reading the coup of the red card is settled, not voided.
		if sh.CutCardOut > 0 && x.ctx.Assume[tq.SwRedCard] == "shoe" {
			if c := x.coups[sh.CutCardOut]; c != nil && c.r.Void() {
				x.report(audit.Finding{Rule: tq.RuleRedCard, Round: c.r.No, At: c.r.At, Source: c.r.Pos, Column: "status", Cite: x.cite(tq.RuleRedCard, 1),
					Assumptions: x.ctx.Readings(tq.SwRedCard), Expected: audit.Plain("played"), Recorded: audit.Plain(c.r.Status),
					Detail: audit.Textf("La jugada %d de la carta roja se anuló: en esta lectura se liquida y termina el sabot.", "Coup %d of the red card was voided: under this reading it is settled and the shoe ends.", c.r.No)})
			}
		}
	}
}

// checkCrew checks a jefe and two croupiers on duty at every coup; one
// finding per missing role, at the first coup without it.
func (x *session) checkCrew() {
	if len(x.played) == 0 {
		return
	}
	if len(x.s.Staff) == 0 {
		x.missing.Add("staff", "staff", tq.RuleCrew)
		return
	}
	for _, need := range []struct {
		role string
		n    int
	}{{"jefe-mesa", 1}, {"croupier", 2}} {
		for _, c := range x.played {
			on := map[string]bool{}
			for _, st := range x.s.Staff {
				if st.Role == need.role && !c.r.At.Before(st.OnAt) && (st.OffAt.IsZero() || !c.r.At.After(st.OffAt)) {
					on[st.Employee] = true
				}
			}
			if len(on) < need.n {
				x.report(audit.Finding{Rule: tq.RuleCrew, Round: c.r.No, At: c.r.At, Source: c.r.Pos, Column: "staff",
					Expected: audit.Textf("%d %s", "%d %s", need.n, need.role), Recorded: audit.Textf("%d %s", "%d %s", len(on), need.role),
					Detail: audit.Textf("En la jugada %d hay %d %s de servicio: la mesa tiene un jefe y dos croupiers.", "At coup %d %d %s on duty: the table has a jefe and two croupiers.", c.r.No, len(on), need.role)})
				break
			}
		}
	}
}
