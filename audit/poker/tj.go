package poker

import (
	"fmt"
	"strconv"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pk "github.com/veedor/veedor/rules/poker"
)

// tjBox is one box's bets in a trijoker round: bets 1 to 3 and withdrawals.
type tjBox struct {
	bets  [3]*logs.Bet
	draws []*logs.Bet
}

// trijoker replays the rounds of a trijoker session.
func (x *session) trijoker(all []*logs.Bet) (int, logs.Cents) {
	byRound := map[int][]*logs.Bet{}
	for _, b := range all {
		byRound[b.Round] = append(byRound[b.Round], b)
	}
	exp := x.exposures()
	reveals := x.reveals()
	n := 0
	var handle logs.Cents
	for _, rd := range x.rounds {
		if !x.usable[rd.r.No] {
			continue
		}
		bets := byRound[rd.r.No]
		if !rd.played {
			for _, b := range bets {
				switch b.Type {
				case BetTJ1, BetTJ2, BetTJ3:
					x.voidRefund(pk.RuleTJVoid, b)
					handle += b.Stake
				case BetWithdraw:
				default:
					x.reject(b, "type", audit.Textf("Tipo %q desconocido en trijoker: la apuesta se rechaza.", "Type %q unknown in trijoker: the bet is rejected.", b.Type))
					continue
				}
				n++
			}
			continue
		}
		x.checkTJDeal(rd, exp[rd.r.No], reveals[rd.r.No])
		boxes := map[int]*tjBox{}
		var order []int
		for _, b := range bets {
			k := 0
			switch b.Type {
			case BetTJ1:
				k = 1
			case BetTJ2:
				k = 2
			case BetTJ3:
				k = 3
			case BetWithdraw:
			default:
				x.reject(b, "type", audit.Textf("Tipo %q desconocido en trijoker: la apuesta se rechaza.", "Type %q unknown in trijoker: the bet is rejected.", b.Type))
				continue
			}
			box, ok := x.box(b, rd)
			if !ok {
				continue
			}
			bx := boxes[box]
			if bx == nil {
				bx = &tjBox{}
				boxes[box] = bx
				order = append(order, box)
			}
			if k == 0 {
				bx.draws = append(bx.draws, b)
				n++
				continue
			}
			if bx.bets[k-1] != nil {
				x.reject(b, "type", audit.Textf("Apuesta %d repetida en la casilla %d: la fila se rechaza.", "Bet %d repeated on box %d: the row is rejected.", k, box))
				continue
			}
			bx.bets[k-1] = b
			n++
			handle += b.Stake
		}
		for _, box := range order {
			x.checkTJBox(rd, box, boxes[box], reveals[rd.r.No])
		}
	}
	return n, handle
}

// reveals reads the carta-comun events: round → position (1 left, 2 right) → event.
func (x *session) reveals() map[int]map[int]*logs.Event {
	out := map[int]map[int]*logs.Event{}
	for i := range x.s.Events {
		e := &x.s.Events[i]
		if e.Kind != KindCommunity {
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		pos := 0
		if err == nil {
			pos, _ = strconv.Atoi(kv["pos"])
		}
		if pos != 1 && pos != 2 || e.Round < 1 {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("pos=1|2 (round_no set)"),
				Detail: audit.Textf("Evento carta-comun ilegible.", "Unreadable carta-comun event.")})
			continue
		}
		if out[e.Round] == nil {
			out[e.Round] = map[int]*logs.Event{}
		}
		out[e.Round][pos] = e
	}
	return out
}

func (x *session) checkTJDeal(rd *round, exp []exposure, rev map[int]*logs.Event) {
	r := rd.r
	all := append([]cards.Card(nil), rd.common...)
	for _, box := range rd.boxes {
		all = append(all, rd.hands[box]...)
	}
	if c, dup := duplicate(all); dup {
		x.report(audit.Finding{Rule: pk.RuleTJDeck, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(r.Outcome),
			Detail: audit.Textf("La carta %s aparece dos veces en la jugada %d: no sale de una sola baraja.", "Card %s appears twice in round %d: it does not come from one deck.", c, r.No)})
	}
	var wrong []string
	if len(rd.common) != 2 {
		wrong = append(wrong, fmt.Sprintf("C %d", len(rd.common)))
	}
	for _, box := range rd.boxes {
		if len(rd.hands[box]) != 3 {
			wrong = append(wrong, fmt.Sprintf("%d: %d", box, len(rd.hands[box])))
		}
	}
	if len(wrong) > 0 {
		rd.bad = true
		x.report(audit.Finding{Rule: pk.RuleTJVoid, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(r.Outcome), Expected: audit.Plain("status=void"), Cite: pk.TJVoid,
			Detail: audit.Textf("Número de cartas erróneo (%v) y la jugada %d no se anuló.", "Wrong number of cards (%v) and round %d was not voided.", wrong, r.No)})
	}
	for _, e := range exp {
		for _, c := range rd.common {
			if c == e.card && pk.High(c) >= 11 {
				x.report(audit.Finding{Rule: pk.RuleTJVoid, Round: r.No, At: e.ev.At, Source: e.ev.Pos, Column: "detail", Recorded: audit.Plain(e.ev.Detail), Expected: audit.Plain("status=void"), Cite: pk.TJExposed,
					Detail: audit.Textf("La carta común %s (jota o mayor) se descubrió por error y la jugada %d no se anuló.", "Community card %s (jack or higher) was exposed in error and round %d was not voided.", c, r.No)})
			}
		}
	}
	if l, rt := rev[1], rev[2]; l != nil && rt != nil && rt.At.Before(l.At) {
		x.report(audit.Finding{Rule: pk.RuleTJDeal, Round: r.No, At: rt.At, Source: rt.Pos, Column: "at", Cite: pk.TJReveal,
			Expected: audit.Plain("pos=1 ≤ pos=2"), Recorded: audit.Plain(rt.At.Format(time.RFC3339)),
			Detail: audit.Textf("La carta común de la derecha se descubrió antes que la de la izquierda en la jugada %d.", "The right community card was turned before the left one in round %d.", r.No)})
	}
	if r.Dealt == "" {
		x.miss("rounds.dealt", pk.RuleTJDeal)
		return
	}
	dealt, err := cards.ParseHands("X=" + r.Dealt)
	if err != nil {
		x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt),
			Detail: audit.Textf("rounds.dealt ilegible (%v): el orden de reparto no se comprueba.", "rounds.dealt unreadable (%v): the dealing order is not checked.", err)})
		return
	}
	if rd.bad {
		return
	}
	boxes := sortedBoxes(rd)
	var want []cards.Card
	for k := 0; k < 3; k++ {
		for _, box := range boxes {
			want = append(want, rd.hands[box][k])
		}
		if k < 2 {
			want = append(want, rd.common[k])
		}
	}
	if !equal(dealt[0].Cards, want) {
		x.report(audit.Finding{Rule: pk.RuleTJDeal, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt), Expected: audit.Plain(cards.List(want)),
			Detail: audit.Textf("Orden de reparto de la jugada %d distinto del reglamentario.", "Dealing order of round %d other than the text's.", r.No)})
	}
}

func sortedBoxes(rd *round) []int {
	out := append([]int(nil), rd.boxes...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func (x *session) checkTJBox(rd *round, box int, bx *tjBox, rev map[int]*logs.Event) {
	var first *logs.Bet
	for _, b := range bx.bets {
		if b != nil {
			first = b
			break
		}
	}
	if first == nil {
		for _, d := range bx.draws {
			x.reject(d, "type", audit.Textf("Retirada sin apuestas en la casilla %d: la fila se rechaza.", "Withdrawal without bets on box %d: the row is rejected.", box))
		}
		return
	}
	if box > pk.Seats || first.Seat == "" {
		x.report(audit.Finding{Rule: pk.RuleTJSeats, Round: first.Round, Bet: first.ID, At: first.PlacedAt, Source: first.Pos, Column: "seat", AtStake: first.Stake,
			Cite: map[bool]rules.Citation{true: pk.TJStanding, false: pk.TJSeated}[first.Seat == ""], Recorded: audit.Plain("hand=" + first.Hand + " seat=" + first.Seat),
			Detail: audit.Textf("Casilla %d: más de siete jugadores, o un jugador de pie.", "Box %d: more than seven players, or a standing player.", box)})
	}
	for k, b := range bx.bets {
		if b == nil || b.Stake != first.Stake {
			at := first
			rec := audit.Textf("falta la apuesta %d", "bet %d missing", k+1)
			if b != nil {
				at, rec = b, audit.Plain(b.Stake.String())
			}
			x.report(audit.Finding{Rule: pk.RuleTJEqual, Round: at.Round, Bet: at.ID, At: at.PlacedAt, Source: at.Pos, Column: "stake", AtStake: at.Stake,
				Expected: audit.Textf("tres apuestas de %s", "three bets of %s", first.Stake), Recorded: rec,
				Detail: audit.Textf("Las tres apuestas de la casilla %d no son iguales.", "The three bets of box %d are not equal.", box)})
			continue
		}
	}
	for _, b := range bx.bets {
		if b == nil {
			continue
		}
		if b.Stake < rd.min || b.Stake > rd.max {
			x.report(audit.Finding{Rule: pk.RuleTJStake, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
				Expected: audit.Textf("%s – %s", "%s – %s", rd.min, rd.max), Recorded: audit.Plain(b.Stake.String()),
				Detail: audit.Textf("Apuesta %s fuera de los límites de la mesa.", "Bet %s outside the table's limits.", b.Stake)})
		}
		x.late(pk.RuleTJLateBet, b, rd)
	}
	withdrawn := [3]bool{}
	for _, d := range bx.draws {
		k, err := strconv.Atoi(d.Selection)
		if err != nil || k < 1 || k > 3 || bx.bets[k-1] == nil {
			x.reject(d, "selection", audit.Textf("Retirada de %q: no es una apuesta 1, 2 o 3 de la casilla %d.", "Withdrawal of %q: not a bet 1, 2 or 3 of box %d.", d.Selection, box))
			continue
		}
		withdrawn[k-1] = true
		var why rules.Text
		c := pk.TJWithdraw
		switch {
		case k == 3:
			why = audit.Textf("La apuesta 3 de la casilla %d se retiró: no puede retirarse.", "Bet 3 of box %d was withdrawn: it cannot be.", box)
		case d.PlacedAt.IsZero() || rev[k] == nil:
			x.miss("bets.placed_at / carta-comun", pk.RuleTJWithdraw)
		case d.PlacedAt.After(rev[k].At):
			why = audit.Textf("La apuesta %d de la casilla %d se retiró después de descubrirse la carta común %d.", "Bet %d of box %d was withdrawn after community card %d was turned.", k, box, k)
			if k == 2 {
				c = pk.TJWithdraw2
			}
		}
		if why.ES != "" {
			x.report(audit.Finding{Rule: pk.RuleTJWithdraw, Round: d.Round, Bet: d.ID, At: d.PlacedAt, Source: d.Pos, Column: "placed_at", AtStake: d.Stake, Cite: c,
				Recorded: audit.Plain(d.Selection), Detail: why})
		}
		if b := bx.bets[k-1]; b.Returned != b.Stake || b.Paid != 0 {
			x.report(audit.Finding{Rule: pk.RuleTJWithdraw, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "returned", AtStake: b.Stake, Cite: c,
				Delta: b.Returned + b.Paid - b.Stake, Expected: audit.Settlement(b.Stake, 0), Recorded: audit.Settlement(b.Returned, b.Paid),
				Detail: audit.Textf("La apuesta %d de la casilla %d se retiró: se devuelve entera sin premio.", "Bet %d of box %d was withdrawn: it is handed back whole without prize.", k, box)})
		}
	}
	if rd.bad {
		return
	}
	hand := append(append([]cards.Card(nil), rd.hands[box]...), rd.common...)
	h := pk.Eval(hand)
	var want pay
	cite := pk.TJLose
	for k, b := range bx.bets {
		if b == nil || withdrawn[k] {
			continue
		}
		want = pay{0, 0}
		if pk.TrijokerWins(h) {
			p, _ := pk.PayFor(pk.TrijokerPays, h.Class)
			want, cite = pay{b.Stake, b.Stake * logs.Cents(p.Times)}, p.Cite
		}
		if b.Returned != want.ret || b.Paid != want.paid {
			x.report(audit.Finding{Rule: pk.RuleTJPayout, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "paid", AtStake: b.Stake, Cite: cite,
				Delta: b.Returned + b.Paid - want.ret - want.paid, Expected: audit.Settlement(want.ret, want.paid), Recorded: audit.Settlement(b.Returned, b.Paid),
				Detail: audit.Textf("%s (%s %s): la casilla %d tiene %s (%s).", "%s (%s %s): box %d holds %s (%s).", b.ID, b.Type, b.Stake, box, cards.List(hand), rules.Text{ES: h.Class.ES(), EN: h.Class.EN()})})
		}
	}
}
