package poker

import (
	"fmt"
	"sort"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pk "github.com/veedor/veedor/rules/poker"
)

// bettor is one bettor's rows on one box: the ante, the decision (apuesta
// or paso) and the cards bought. A bettor is the row's player_id, else its
// seat, else the anonymous standing bettor.
type bettor struct {
	key   string
	ante  *logs.Bet
	raise *logs.Bet
	fold  *logs.Bet
	buys  []*logs.Bet
	hand  []cards.Card // the final five cards, nil when they cannot be read
	eval  pk.Hand
	dealt *pk.Hand // the five dealt, where a card was bought
}

func bettorKey(b *logs.Bet) string {
	switch {
	case b.Player != "":
		return "p:" + b.Player
	case b.Seat != "":
		return "s:" + b.Seat
	}
	return ""
}

// pay is one acceptable settlement.
type pay struct{ ret, paid logs.Cents }

func has(ps []pay, b *logs.Bet) bool {
	for _, p := range ps {
		if p.ret == b.Returned && p.paid == b.Paid {
			return true
		}
	}
	return false
}

func addPay(ps []pay, p pay) []pay {
	for _, q := range ps {
		if q == p {
			return ps
		}
	}
	return append(ps, p)
}

// sinDescarte replays the rounds of a póquer sin descarte session.
func (x *session) sinDescarte(all []*logs.Bet) (int, logs.Cents) {
	byRound := map[int][]*logs.Bet{}
	for _, b := range all {
		byRound[b.Round] = append(byRound[b.Round], b)
	}
	exp := x.exposures()
	n := 0
	var handle logs.Cents
	var unit logs.Cents // the first insurance stake, for cyl-psd-insurance-unit=fixed-unit
	for _, rd := range x.rounds {
		bets := byRound[rd.r.No]
		if !x.usable[rd.r.No] {
			continue
		}
		if !rd.played {
			for _, b := range bets {
				switch b.Type {
				case BetAnte, BetRaise, BetInsurance:
					x.voidRefund(pk.RuleSDVoid, b)
				case BetFold, BetBuy, BetProgressive:
				default:
					x.reject(b, "type", audit.Textf("Tipo %q desconocido en póquer sin descarte: la apuesta se rechaza.", "Type %q unknown in póquer sin descarte: the bet is rejected.", b.Type))
					continue
				}
				if b.Type != BetFold {
					n++
					handle += b.Stake
				}
			}
			continue
		}
		x.checkSDDeal(rd, bets, exp[rd.r.No])
		boxes := map[int][]*bettor{}
		var order []int
		var sides []*logs.Bet
		for _, b := range bets {
			switch b.Type {
			case BetAnte, BetRaise, BetFold, BetBuy, BetInsurance, BetProgressive:
			default:
				x.reject(b, "type", audit.Textf("Tipo %q desconocido en póquer sin descarte: la apuesta se rechaza.", "Type %q unknown in póquer sin descarte: the bet is rejected.", b.Type))
				continue
			}
			if x.in == rules.CV2003 && (b.Type == BetInsurance || b.Type == BetBuy) {
				x.reject(b, "type", audit.Textf("El texto valenciano no tiene %q: la apuesta se rechaza.", "The Valencian text has no %q: the bet is rejected.", b.Type))
				continue
			}
			box, ok := x.box(b, rd)
			if !ok {
				continue
			}
			if b.Type == BetInsurance || b.Type == BetProgressive {
				sides = append(sides, b)
				continue
			}
			key := bettorKey(b)
			var bt *bettor
			for _, o := range boxes[box] {
				if o.key == key {
					bt = o
				}
			}
			if bt == nil {
				if len(boxes[box]) == 0 {
					order = append(order, box)
				}
				bt = &bettor{key: key}
				boxes[box] = append(boxes[box], bt)
			}
			switch b.Type {
			case BetAnte:
				if bt.ante != nil {
					x.reject(b, "type", audit.Textf("Segunda postura inicial del mismo apostante en la casilla %d: la fila se rechaza.", "A second ante of the same bettor on box %d: the row is rejected.", box))
					continue
				}
				bt.ante = b
			case BetRaise:
				if bt.raise != nil {
					x.reject(b, "type", audit.Textf("Segunda apuesta repetida en la casilla %d: la fila se rechaza.", "Second bet repeated on box %d: the row is rejected.", box))
					continue
				}
				bt.raise = b
			case BetFold:
				bt.fold = b
			case BetBuy:
				bt.buys = append(bt.buys, b)
			}
		}
		for _, box := range order {
			x.checkBox(rd, box, boxes[box])
		}
		for _, box := range order {
			for _, bt := range boxes[box] {
				for _, b := range []*logs.Bet{bt.ante, bt.raise} {
					if b != nil {
						n++
						handle += b.Stake
					}
				}
				for _, b := range bt.buys {
					n++
					handle += b.Stake
				}
				if bt.fold != nil {
					n++ // a marker: audited, not handle
				}
			}
		}
		x.checkSides(rd, sides, boxes, &unit)
		for _, b := range sides {
			n++
			handle += b.Stake
		}
	}
	return n, handle
}

// checkSDDeal checks the deck, the card counts, exposures and the dealing
// order of a played round.
func (x *session) checkSDDeal(rd *round, bets []*logs.Bet, exp []exposure) {
	r := rd.r
	buys := map[int]int{}
	for _, b := range bets {
		if b.Type == BetBuy && x.in == rules.CyL2008 {
			var box int
			if _, err := fmt.Sscan(b.Hand, &box); err == nil {
				buys[box]++
			}
		}
	}
	all := append([]cards.Card(nil), rd.dealer...)
	for _, box := range rd.boxes {
		all = append(all, rd.hands[box]...)
	}
	if c, dup := duplicate(all); dup {
		x.report(audit.Finding{Rule: pk.RuleSDDeck, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(r.Outcome),
			Detail: audit.Textf("La carta %s aparece dos veces en la jugada %d: no sale de una sola baraja.", "Card %s appears twice in round %d: it does not come from one deck.", c, r.No)})
	}
	var wrong []string
	if len(rd.dealer) != 5 {
		wrong = append(wrong, fmt.Sprintf("D %d", len(rd.dealer)))
	}
	for _, box := range rd.boxes {
		if len(rd.hands[box]) != 5+buys[box] {
			wrong = append(wrong, fmt.Sprintf("%d: %d/%d", box, len(rd.hands[box]), 5+buys[box]))
		}
	}
	if len(wrong) > 0 {
		rd.bad = true
		x.report(audit.Finding{Rule: pk.RuleSDVoid, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(r.Outcome),
			Expected: audit.Plain("status=void"),
			Detail:   audit.Textf("Número de cartas erróneo (%v) y la jugada %d no se anuló.", "Wrong number of cards (%v) and round %d was not voided.", wrong, r.No)})
	}
	for _, e := range exp {
		if len(rd.dealer) == 5 && e.card == rd.dealer[4] {
			continue // the bank's last card is dealt face up
		}
		x.report(audit.Finding{Rule: pk.RuleSDVoid, Round: r.No, At: e.ev.At, Source: e.ev.Pos, Column: "detail", Recorded: audit.Plain(e.ev.Detail),
			Expected: audit.Plain("status=void"),
			Detail:   audit.Textf("La carta %s se descubrió indebidamente en el reparto y la jugada %d no se anuló.", "Card %s was wrongly exposed in the deal and round %d was not voided.", e.card, r.No)})
	}
	if r.Dealt == "" {
		x.miss("rounds.dealt", pk.RuleSDDeal)
		return
	}
	dealt, err := cards.ParseHands("X=" + r.Dealt)
	if err != nil {
		x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt),
			Detail: audit.Textf("rounds.dealt ilegible (%v): el orden de reparto no se comprueba.", "rounds.dealt unreadable (%v): the dealing order is not checked.", err)})
		return
	}
	got := dealt[0].Cards
	if !cards.Same(got, all) {
		x.report(audit.Finding{Rule: pk.RuleSDDeal, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt), Expected: audit.Plain(cards.List(all)),
			Detail: audit.Textf("Las cartas que salieron (rounds.dealt) no son las de las manos de la jugada %d.", "The cards that left the deck (rounds.dealt) are not the hands' cards in round %d.", r.No)})
		return
	}
	if rd.bad {
		return
	}
	boxes := append([]int(nil), rd.boxes...)
	sort.Ints(boxes)
	var manual, auto, extra []cards.Card
	for k := 0; k < 5; k++ {
		for _, box := range boxes {
			manual = append(manual, rd.hands[box][k])
		}
		manual = append(manual, rd.dealer[k])
	}
	for _, box := range boxes {
		auto = append(auto, rd.hands[box][:5]...)
		extra = append(extra, rd.hands[box][5:]...)
	}
	auto = append(auto, rd.dealer...)
	head, tail := got[:len(manual)], got[len(manual):]
	okManual := x.variant != "automatico" && equal(head, manual)
	okAuto := x.variant != "manual" && equal(head, auto)
	if !okManual && !okAuto || !cards.Same(tail, extra) {
		want, c := manual, pk.DealCyL
		if x.variant == "automatico" {
			want, c = auto, pk.DealAutoCyL
		}
		if x.in == rules.CV2003 {
			c = map[bool]rules.Citation{false: pk.DealCV, true: pk.DealAutoCV}[x.variant == "automatico"]
		}
		x.report(audit.Finding{Rule: pk.RuleSDDeal, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Cite: c,
			Recorded: audit.Plain(r.Dealt), Expected: audit.Plain(cards.List(append(want, extra...))),
			Detail: audit.Textf("Orden de reparto de la jugada %d distinto del reglamentario (variante %q).", "Dealing order of round %d other than the text's (variant %q).", r.No, x.variant)})
	}
}

func equal(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// checkBox checks the bettors of one box: seats, bets per box, limits,
// decisions, blind bets, card buying and the settlement of ante and second
// bet.
func (x *session) checkBox(rd *round, box int, bts []*bettor) {
	lim := pk.SDLimits[x.in]
	boxes, perBox := lim.Boxes, lim.BetsPerBox
	if x.in == rules.CV2003 && x.ctx.Assume.Is(pk.SwCVBoxes, "six") {
		boxes = 6
	}
	if x.ctx.Assume.Is(pk.SwBoxBets, "besides-owner") {
		perBox++
	}
	antes := 0
	var boxTotal logs.Cents
	for _, bt := range bts {
		if bt.ante == nil {
			for _, b := range []*logs.Bet{bt.raise, bt.fold} {
				if b != nil {
					x.reject(b, "type", audit.Textf("Sin postura inicial del mismo apostante en la casilla %d: la fila se rechaza.", "No ante of the same bettor on box %d: the row is rejected.", box))
				}
			}
			for _, b := range bt.buys {
				x.reject(b, "type", audit.Textf("Sin postura inicial del mismo apostante en la casilla %d: la fila se rechaza.", "No ante of the same bettor on box %d: the row is rejected.", box))
			}
			bt.raise, bt.fold, bt.buys = nil, nil, nil
			continue
		}
		a := bt.ante
		antes++
		if box > boxes {
			x.report(audit.Finding{Rule: pk.RuleSDBoxes, Round: a.Round, Bet: a.ID, At: a.PlacedAt, Source: a.Pos, Column: "hand", AtStake: a.Stake, Cite: x.pick(lim.BoxesCite), Assumptions: x.ctx.Readings(pk.SwCVBoxes),
				Expected: audit.Textf("casilla 1 a %d", "box 1 to %d", boxes), Recorded: audit.Plain(a.Hand),
				Detail: audit.Textf("Apuesta en la casilla %d: la mesa tiene como máximo %d.", "Bet on box %d: the table has at most %d.", box, boxes)})
		}
		if antes > perBox {
			x.report(audit.Finding{Rule: pk.RuleSDBoxes, Round: a.Round, Bet: a.ID, At: a.PlacedAt, Source: a.Pos, Column: "hand", AtStake: a.Stake, Cite: x.pick(lim.BetsPerBoxCite), Assumptions: x.ctx.Readings(pk.SwBoxBets),
				Expected: audit.Textf("≤ %d apuestas", "≤ %d bets", perBox), Recorded: audit.Textf("%d apuestas", "%d bets", antes),
				Detail: audit.Textf("Apuesta número %d sobre la casilla %d: se admiten %d.", "Bet number %d on box %d: %d are allowed.", antes, box, perBox)})
		}
		if a.Stake < rd.min || a.Stake > rd.max {
			x.report(audit.Finding{Rule: pk.RuleSDStake, Round: a.Round, Bet: a.ID, At: a.PlacedAt, Source: a.Pos, Column: "stake", AtStake: a.Stake,
				Expected: audit.Textf("%s – %s", "%s – %s", rd.min, rd.max), Recorded: audit.Plain(a.Stake.String()),
				Detail: audit.Textf("Postura inicial %s fuera de los límites de la mesa.", "Ante %s outside the table's limits.", a.Stake)})
		}
		boxTotal += a.Stake
		if x.in == rules.CV2003 && x.ctx.Assume.Is(pk.SwCVBoxMax, "per-box") && boxTotal > rd.max && a.Stake <= rd.max {
			x.report(audit.Finding{Rule: pk.RuleSDStake, Round: a.Round, Bet: a.ID, At: a.PlacedAt, Source: a.Pos, Column: "stake", AtStake: a.Stake, Assumptions: x.ctx.Readings(pk.SwCVBoxMax),
				Expected: audit.Textf("≤ %s por casilla", "≤ %s per box", rd.max), Recorded: audit.Plain(boxTotal.String()),
				Detail: audit.Textf("Las posturas iniciales de la casilla %d suman %s: por encima del máximo por casilla.", "The antes on box %d add up to %s: above the maximum per box.", box, boxTotal)})
		}
		x.late(pk.RuleSDLateBet, a, rd)
		x.checkBettor(rd, box, bt)
	}
}

func (x *session) checkBettor(rd *round, box int, bt *bettor) {
	a := bt.ante
	blind := a.Selection == Blind
	if bt.raise != nil && bt.fold != nil {
		x.reject(bt.fold, "type", audit.Textf("«Paso» junto a una segunda apuesta del mismo apostante en la casilla %d: el paso se rechaza.", "«Paso» together with a second bet of the same bettor on box %d: the fold is rejected.", box))
		bt.fold = nil
	}
	if r := bt.raise; r != nil {
		okDouble, okEqual := r.Stake == 2*a.Stake, r.Stake == a.Stake
		good := okDouble || okEqual
		switch x.ctx.Assume[pk.SwRaise] {
		case "double":
			good = okDouble
		case "equal":
			good = okEqual
		}
		if !good {
			x.report(audit.Finding{Rule: pk.RuleSDRaise, Round: r.Round, Bet: r.ID, At: r.PlacedAt, Source: r.Pos, Column: "stake", AtStake: r.Stake, Assumptions: x.ctx.Readings(pk.SwRaise),
				Expected: audit.Textf("%s (2 × %s)", "%s (2 × %s)", 2*a.Stake, a.Stake), Recorded: audit.Plain(r.Stake.String()),
				Detail: audit.Textf("Segunda apuesta %s sobre una postura inicial de %s.", "Second bet %s on an ante of %s.", r.Stake, a.Stake)})
		}
	}
	if blind {
		why := rules.Text{}
		var at *logs.Bet = a
		switch {
		case bt.fold != nil:
			why, at = audit.Textf("La casilla a ciegas %d pasó.", "Blind box %d folded.", box), bt.fold
		case len(bt.buys) > 0:
			why, at = audit.Textf("La casilla a ciegas %d compró carta.", "Blind box %d bought a card.", box), bt.buys[0]
		case bt.raise == nil:
			why = audit.Textf("La casilla a ciegas %d no tiene segunda apuesta.", "Blind box %d has no second bet.", box)
		case bt.raise.PlacedAt.IsZero() || rd.r.NoMoreBetsAt.IsZero():
			x.miss("bets.placed_at", pk.RuleSDBlind)
		case bt.raise.PlacedAt.After(rd.r.NoMoreBetsAt):
			why, at = audit.Textf("La segunda apuesta de la casilla a ciegas %d se colocó después del «no va más».", "The second bet of blind box %d was placed after «no va más».", box), bt.raise
		}
		if why.ES != "" {
			x.report(audit.Finding{Rule: pk.RuleSDBlind, Round: at.Round, Bet: at.ID, At: at.PlacedAt, Source: at.Pos, Column: "type", AtStake: at.Stake,
				Recorded: audit.Plain(at.Type), Detail: why})
		}
	}
	// The final hand: the five cards, less the discard where one was bought.
	cs := rd.hands[box]
	if !rd.bad {
		bt.hand = cs
		if len(bt.buys) > 0 {
			bt.hand = x.checkBuys(rd, box, bt, cs)
		}
		if len(bt.hand) == 5 {
			bt.eval = pk.Eval(bt.hand)
			if len(bt.buys) > 0 {
				d := pk.Eval(cs[:5])
				bt.dealt = &d
			}
			if len(bt.buys) > 0 && bt.raise != nil && bt.fold == nil {
				x.checkBuyLost(rd, bt)
			}
		} else {
			bt.hand = nil
		}
	}
	switch {
	case bt.fold != nil:
		if a.Returned != 0 || a.Paid != 0 {
			x.report(audit.Finding{Rule: pk.RuleSDFold, Round: a.Round, Bet: a.ID, At: a.PlacedAt, Source: a.Pos, Column: "returned", AtStake: a.Stake,
				Delta: a.Returned + a.Paid, Expected: audit.Settlement(0, 0), Recorded: audit.Settlement(a.Returned, a.Paid),
				Detail: audit.Textf("La casilla %d pasó: su postura inicial se pierde.", "Box %d folded: its ante is lost.", box)})
		}
	case bt.raise == nil:
		if !blind {
			x.miss("bets apuesta/paso", pk.RuleSDPayout)
		}
	case bt.hand != nil:
		x.settle(rd, box, bt)
	}
}

// checkBuys checks the purchases of a box and returns its final five cards
// (nil when the discard is not in the hand).
func (x *session) checkBuys(rd *round, box int, bt *bettor, cs []cards.Card) []cards.Card {
	a := bt.ante
	for i, b := range bt.buys {
		var why rules.Text
		switch {
		case i > 0:
			why = audit.Textf("Compra número %d en la casilla %d: sólo se puede comprar un naipe.", "Purchase number %d on box %d: only one card may be bought.", i+1, box)
		case b.Stake != a.Stake:
			why = audit.Textf("Carta comprada por %s; la postura inicial es %s.", "Card bought for %s; the ante is %s.", b.Stake, a.Stake)
		case x.ctx.Assume.Is(pk.SwBuyPayment, "fee") && (b.Returned != 0 || b.Paid != 0):
			why = audit.Textf("El precio de la carta comprada se devolvió o pagó (%s).", "The price of the bought card was handed back or paid (%s).", audit.Settlement(b.Returned, b.Paid))
		}
		if why.ES != "" {
			x.report(audit.Finding{Rule: pk.RuleSDBuy, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake, Assumptions: x.ctx.Readings(pk.SwBuyPayment),
				Recorded: audit.Plain(b.Stake.String()), Detail: why})
		}
	}
	d, err := cards.Parse(bt.buys[0].Selection)
	out := make([]cards.Card, 0, 5)
	found := false
	if err == nil {
		for i, c := range cs {
			if c == d && i < 5 && !found {
				found = true
				continue
			}
			out = append(out, c)
		}
	}
	if !found {
		b := bt.buys[0]
		x.report(audit.Finding{Rule: pk.RuleSDBuy, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "selection", AtStake: b.Stake,
			Recorded: audit.Plain(b.Selection), Expected: audit.Plain(cards.List(cs[:min(5, len(cs))])),
			Detail: audit.Textf("El naipe descartado %q no es uno de los cinco de la casilla %d.", "The discarded card %q is not one of the five of box %d.", b.Selection, box)})
		return nil
	}
	return out
}

// checkBuyLost: the price of a card bought by a hand that went on and lost
// to a bank that plays is neither handed back nor paid under any reading of
// cyl-psd-buy-payment (a fee is never; a wager of a losing hand is
// collected, CyL L345). Under fee checkBuys has already said so.
func (x *session) checkBuyLost(rd *round, bt *bettor) {
	b := bt.buys[0]
	if x.ctx.Assume.Is(pk.SwBuyPayment, "fee") || b.Returned == 0 && b.Paid == 0 || b.Stake != bt.ante.Stake {
		return
	}
	dh := pk.Eval(rd.dealer)
	if !pk.Qualifies(dh, rd.dealer) {
		return
	}
	for _, hi := range x.wheelReadings() {
		if pk.Compare(bt.eval, dh, hi) >= 0 {
			return
		}
	}
	x.report(audit.Finding{Rule: pk.RuleSDBuy, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "returned", AtStake: b.Stake, Cite: pk.LoseCyL, Assumptions: x.ctx.Readings(pk.SwBuyPayment),
		Delta: b.Returned + b.Paid, Expected: audit.Settlement(0, 0), Recorded: audit.Settlement(b.Returned, b.Paid),
		Detail: audit.Textf("La casilla %s (%s) fue y perdió contra la banca (%s): el precio de la carta comprada no se devuelve ni se paga.", "Box %s (%s) went on and lost to the bank (%s): the price of the bought card is neither handed back nor paid.",
			b.Hand, cards.List(bt.hand), cards.List(rd.dealer))})
}

// settle checks the ante and second bet of a bettor who went on.
func (x *session) settle(rd *round, box int, bt *bettor) {
	a, r := bt.ante, bt.raise
	dh := pk.Eval(rd.dealer)
	var anteOK, raiseOK []pay
	var what func() rules.Text
	var cite rules.Citation
	var sws []string
	if !pk.Qualifies(dh, rd.dealer) {
		anteOK = []pay{{a.Stake, a.Stake}}
		switch x.ctx.Assume[pk.SwNoQualify] {
		case "returned":
			raiseOK = []pay{{r.Stake, 0}}
		case "lost":
			raiseOK = []pay{{0, 0}}
		default:
			raiseOK = []pay{{r.Stake, 0}, {0, 0}}
		}
		what = func() rules.Text {
			return audit.Textf("la banca (%s, %s) no juega", "the bank (%s, %s) does not play", cards.List(rd.dealer), rules.Text{ES: dh.Class.ES(), EN: dh.Class.EN()})
		}
		cite, sws = x.pick(pk.QualCyL, pk.QualCV), []string{pk.SwNoQualify}
	} else {
		var reads []bool
		switch x.ctx.Assume[pk.SwWheel] {
		case "low":
			reads = []bool{false}
		case "high":
			reads = []bool{true}
		default:
			reads = []bool{false, true}
		}
		sws = []string{pk.SwWheel, pk.SwPayBase}
		res := map[int]bool{}
		for _, hi := range reads {
			res[pk.Compare(bt.eval, dh, hi)] = true
		}
		p, _ := pk.PayFor(pk.SecondBet[x.in], bt.eval.Class)
		for _, c := range []int{1, 0, -1} {
			if !res[c] {
				continue
			}
			switch c {
			case 1:
				base := x.ctx.Assume[pk.SwPayBase]
				if base != "total" {
					anteOK = addPay(anteOK, pay{a.Stake, a.Stake})
				}
				if base != "second-bet" {
					anteOK = addPay(anteOK, pay{a.Stake, a.Stake * logs.Cents(p.Times)})
				}
				raiseOK = addPay(raiseOK, pay{r.Stake, r.Stake * logs.Cents(p.Times)})
				if cite.Seed == "" {
					cite = p.Cite
				}
			case 0:
				anteOK = addPay(anteOK, pay{a.Stake, 0})
				raiseOK = addPay(raiseOK, pay{r.Stake, 0})
				if cite.Seed == "" {
					cite = x.pick(pk.TieCyL, pk.TieCV)
				}
			case -1:
				anteOK = addPay(anteOK, pay{0, 0})
				raiseOK = addPay(raiseOK, pay{0, 0})
				if cite.Seed == "" {
					cite = x.pick(pk.LoseCyL, pk.LoseCV)
				}
			}
		}
		what = func() rules.Text {
			word := map[int][2]string{1: {"gana a", "beats"}, 0: {"empata con", "ties with"}, -1: {"pierde contra", "loses to"}}[pk.Compare(bt.eval, dh, reads[0])]
			return audit.Textf("la casilla %d (%s, %s) "+word[0]+" la banca (%s, %s)", "box %d (%s, %s) "+word[1]+" the bank (%s, %s)",
				box, cards.List(bt.hand), rules.Text{ES: bt.eval.Class.ES(), EN: bt.eval.Class.EN()}, cards.List(rd.dealer), rules.Text{ES: dh.Class.ES(), EN: dh.Class.EN()})
		}
	}
	for _, c := range []struct {
		b  *logs.Bet
		ok []pay
	}{{a, anteOK}, {r, raiseOK}} {
		if has(c.ok, c.b) {
			continue
		}
		want := c.ok[0]
		x.report(audit.Finding{Rule: pk.RuleSDPayout, Round: c.b.Round, Bet: c.b.ID, At: c.b.PlacedAt, Source: c.b.Pos, Column: "paid", AtStake: c.b.Stake, Cite: cite,
			Assumptions: x.ctx.Readings(sws...), Delta: c.b.Returned + c.b.Paid - want.ret - want.paid,
			Expected: audit.Settlement(want.ret, want.paid), Recorded: audit.Settlement(c.b.Returned, c.b.Paid),
			Detail: audit.Textf("%s (%s %s): %s.", "%s (%s %s): %s.", c.b.ID, c.b.Type, c.b.Stake, what())})
	}
}
