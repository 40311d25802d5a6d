package poker

import (
	"sort"
	"strconv"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pk "github.com/veedor/veedor/rules/poker"
)

// sideOwner is owner, or where the box has no ante a bettor standing for
// the box's cards alone (the side bet is still settled on them).
func sideOwner(b *logs.Bet, bts []*bettor, rd *round, box int) *bettor {
	if bt := owner(b, bts); bt != nil {
		return bt
	}
	if cs := rd.hands[box]; !rd.bad && len(cs) == 5 {
		return &bettor{hand: cs, eval: pk.Eval(cs)}
	}
	return nil
}

// owner is the bettor of the side bet's box who made it (same player or
// seat), else the box's first bettor; nil when the box has none.
func owner(b *logs.Bet, bts []*bettor) *bettor {
	key := bettorKey(b)
	for _, bt := range bts {
		if bt.key == key && bt.ante != nil {
			return bt
		}
	}
	for _, bt := range bts {
		if bt.ante != nil {
			return bt
		}
	}
	return nil
}

// checkSides checks the insurance and progressive bets of a played round.
func (x *session) checkSides(rd *round, sides []*logs.Bet, boxes map[int][]*bettor, unit *logs.Cents) {
	var prog []*logs.Bet
	for _, b := range sides {
		box, _ := strconv.Atoi(b.Hand)
		bt := sideOwner(b, boxes[box], rd, box)
		if b.Type == BetProgressive {
			// Not checked against «no va más»: the progressive is played
			// «independientemente del juego que se desarrolle en la mesa».
			prog = append(prog, b)
			continue
		}
		x.late(pk.RuleSDInsurance, b, rd, pk.InsWhenCyL)
		if 2*b.Stake > rd.min {
			x.report(audit.Finding{Rule: pk.RuleSDInsurance, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake, Cite: pk.InsMaxCyL,
				Expected: audit.Textf("≤ %s (mitad del mínimo %s)", "≤ %s (half the minimum %s)", rd.min/2, rd.min), Recorded: audit.Plain(b.Stake.String()),
				Detail: audit.Textf("Seguro de %s por encima de la mitad del mínimo de la mesa.", "Insurance of %s above half the table minimum.", b.Stake)})
		}
		if x.ctx.Assume.Is(pk.SwInsUnit, "fixed-unit") {
			if *unit == 0 {
				*unit = b.Stake
			} else if b.Stake != *unit {
				x.report(audit.Finding{Rule: pk.RuleSDInsurance, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake, Cite: pk.Insurance[3].Cite, Assumptions: x.ctx.Readings(pk.SwInsUnit),
					Expected: audit.Plain(unit.String()), Recorded: audit.Plain(b.Stake.String()),
					Detail: audit.Textf("Seguro de %s distinto de la cantidad única de la sesión (%s).", "Insurance of %s other than the session's single amount (%s).", b.Stake, *unit)})
			}
		}
		if bt == nil || bt.hand == nil {
			continue
		}
		var ok []pay
		var cite rules.Citation
		for _, h := range x.sideHands(bt) {
			p, wins := pk.PayFor(pk.Insurance, h.Class)
			if !wins {
				ok = addPay(ok, pay{0, 0})
				continue
			}
			// which hands holding a paying combination are paid.
			if cite.Seed == "" {
				cite = p.Cite
			}
			mayPay, mayNot := x.insurancePaid(rd, bt)
			if mayPay {
				ok = addPay(ok, pay{0, b.Stake * logs.Cents(p.Times)})
				ok = addPay(ok, pay{b.Stake, b.Stake * logs.Cents(p.Times)})
			}
			if mayNot {
				ok = addPay(ok, pay{0, 0})
			}
		}
		if !has(ok, b) {
			x.report(audit.Finding{Rule: pk.RuleSDInsurance, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "paid", AtStake: b.Stake, Cite: cite,
				Assumptions: x.ctx.Readings(pk.SwInsDealer, pk.SwInsUnit, pk.SwBoughtHand), Delta: b.Paid - ok[0].paid,
				Expected: audit.Settlement(ok[0].ret, ok[0].paid), Recorded: audit.Settlement(b.Returned, b.Paid),
				Detail: audit.Textf("Seguro %s sobre la casilla %s (%s).", "Insurance %s on box %s (%s).", b.ID, b.Hand, rules.Text{ES: bt.eval.Class.ES(), EN: bt.eval.Class.EN()})})
		}
	}
	if len(prog) > 0 {
		x.progressive(rd, prog, boxes)
		if x.in == rules.CyL2008 {
			x.checkCredit(rd, prog)
		}
	}
}

// insurancePaid says whether a hand holding a paying combination may be
// paid its insurance, and whether it may go unpaid, under the reading of
// cyl-psd-insurance-dealer (CyL L359 «Dentro de las normas de
// funcionamiento del póquer sin descarte», A-18): paid on the hand alone
// (regardless), only if the player went on (played), or only if he went
// on and beat a bank that plays (beat, as the second bet, L343).
func (x *session) insurancePaid(rd *round, bt *bettor) (mayPay, mayNot bool) {
	folded := bt.fold != nil
	var beatPay, beatNot bool
	switch {
	case folded:
		beatNot = true
	case bt.raise == nil:
		// No decision recorded for the box (a box without an ante, or a
		// bettor without apuesta/paso): either way.
		beatPay, beatNot = true, true
	default:
		dh := pk.Eval(rd.dealer)
		if !pk.Qualifies(dh, rd.dealer) {
			beatNot = true
			break
		}
		for _, hi := range x.wheelReadings() {
			if pk.Compare(bt.eval, dh, hi) > 0 {
				beatPay = true
			} else {
				beatNot = true
			}
		}
	}
	switch x.ctx.Assume[pk.SwInsDealer] {
	case "regardless":
		return true, false
	case "played":
		return !folded, folded
	case "beat":
		return beatPay, beatNot
	}
	return true, folded || beatNot
}

// sideHands are the hands a side bet (insurance, progressive) of bt may be
// settled on: the final five, and where a card was bought the five dealt
// too, as cyl-psd-bought-hand reads it; the first is the final one unless
// the reading is dealt.
func (x *session) sideHands(bt *bettor) []pk.Hand {
	if bt.dealt == nil {
		return []pk.Hand{bt.eval}
	}
	switch x.ctx.Assume[pk.SwBoughtHand] {
	case "final":
		return []pk.Hand{bt.eval}
	case "dealt":
		return []pk.Hand{*bt.dealt}
	}
	return []pk.Hand{bt.eval, *bt.dealt}
}

// wheelReadings are the readings of the ace of A-2-3-4-5 in a tie-break
// under psd-wheel: false the ace low, true the ace high.
func (x *session) wheelReadings() []bool {
	switch x.ctx.Assume[pk.SwWheel] {
	case "low":
		return []bool{false}
	case "high":
		return []bool{true}
	}
	return []bool{false, true}
}

// prize is one progressive bet and the amounts it may be paid.
type prize struct {
	b    *logs.Bet
	bt   *bettor
	ok   []logs.Cents
	cite rules.Citation
}

// progressive checks the progressive (CyL) or carrusel (CV) bets of a round.
func (x *session) progressive(rd *round, prog []*logs.Bet, boxes map[int][]*bettor) {
	var shares []*prize
	unsure := false
	for _, b := range prog {
		box, _ := strconv.Atoi(b.Hand)
		bt := sideOwner(b, boxes[box], rd, box)
		if bt == nil || bt.hand == nil {
			continue
		}
		c := bt.eval.Class
		fold := bt.fold != nil
		pz := &prize{b: b, bt: bt}
		if hs := x.sideHands(bt); x.in == rules.CyL2008 && (hs[0].Class != c || hs[len(hs)-1].Class != c) {
			// A card was bought: the prize may rest on the five dealt
			// (cyl-psd-bought-hand). Fixed prizes are checked on each
			// reading; a share of the pot makes the round's order of
			// winners uncertain, and the round's shares are not checked.
			var amounts []logs.Cents
			for _, h := range hs {
				if p, ok := pk.PayFor(pk.Progressive, h.Class); ok {
					amounts = append(amounts, b.Stake*logs.Cents(p.Times))
					if pz.cite.Seed == "" {
						pz.cite = p.Cite
					}
				} else if _, ok := pk.PayFor(pk.PotShare, h.Class); ok {
					unsure = true
					amounts = nil
					break
				} else {
					amounts = append(amounts, 0)
				}
			}
			if amounts != nil {
				pz.ok = amounts
				x.checkPrize(pz, fold)
			}
			continue
		}
		if x.in == rules.CV2003 {
			// A minimum table, in money or in kind: a money prize below it.
			if p, ok := pk.PayFor(pk.Carrusel, c); ok && b.Paid > 0 && b.Paid < b.Stake*logs.Cents(p.Times) && !(fold && !x.ctx.Assume.Is(pk.SwProgFold, "paid")) {
				x.report(audit.Finding{Rule: pk.RuleSDProgressive, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "paid", AtStake: b.Stake, Cite: p.Cite,
					Delta: b.Paid - b.Stake*logs.Cents(p.Times), Expected: audit.Textf("≥ %s", "≥ %s", b.Stake*logs.Cents(p.Times)), Recorded: audit.Plain(b.Paid.String()),
					Detail: audit.Textf("Premio del carrusel de %s por %s: por debajo de la tabla mínima.", "Carrusel prize of %s for %s: below the minimum table.", b.Paid, rules.Text{ES: c.ES(), EN: c.EN()})})
			}
			continue
		}
		if p, ok := pk.PayFor(pk.Progressive, c); ok {
			pz.ok, pz.cite = []logs.Cents{b.Stake * logs.Cents(p.Times)}, p.Cite
		} else if p, ok := pk.PayFor(pk.PotShare, c); ok {
			pz.cite = p.Cite
			shares = append(shares, pz)
			continue
		} else {
			pz.ok = []logs.Cents{0}
		}
		x.checkPrize(pz, fold)
	}
	if len(shares) == 0 || unsure {
		return
	}
	pot, _, ok, _ := x.pot(rd.r.No)
	if !ok {
		x.miss("events progresivo pot=", pk.RuleSDProgressive)
		return
	}
	// Highest hand first; each takes its share of what remains, equal
	// straight flushes each a tenth of the pot the round began with.
	sort.SliceStable(shares, func(i, j int) bool { return pk.Compare(shares[i].bt.eval, shares[j].bt.eval, false) > 0 })
	seq := map[*prize]logs.Cents{}
	ana := map[*prize]logs.Cents{}
	rest := pot
	for i := 0; i < len(shares); {
		j := i + 1
		for j < len(shares) && pk.Compare(shares[i].bt.eval, shares[j].bt.eval, false) == 0 {
			j++
		}
		p, _ := pk.PayFor(pk.PotShare, shares[i].bt.eval.Class)
		pct := logs.Cents(p.Times)
		if j-i > 1 {
			for _, s := range shares[i:j] {
				ana[s] = pot * pct / 100
			}
		}
		for _, s := range shares[i:j] {
			if j-i > 1 && shares[i].bt.eval.Class == pk.StraightFlush {
				seq[s] = pot * pct / 100 // the text's own rule for equal straight flushes
			} else {
				seq[s] = rest * pct / 100
			}
			rest -= seq[s]
		}
		i = j
	}
	for _, s := range shares {
		if shares[0].bt.eval.Class == pk.RoyalFlush && s.bt.eval.Class != pk.RoyalFlush {
			// Below an escalera real, which takes the whole pot (L381), L393
			// does not say what a lower hand of the same round is paid
			// (nothing left, or its share of the pot restarted): not checked.
			continue
		}
		ok := []logs.Cents{seq[s]}
		if a, has := ana[s]; has && s.bt.eval.Class != pk.StraightFlush {
			switch x.ctx.Assume[pk.SwProgEqual] {
			case "analogy":
				ok = []logs.Cents{a}
			case pk.Either:
				ok = append(ok, a)
			}
		}
		s.ok = ok
		x.checkPrize(s, s.bt.fold != nil)
	}
}

// checkPrize compares a progressive bet's payment with the amounts allowed
// (within a cent: a percentage of the pot), the fold switch applied.
func (x *session) checkPrize(p *prize, fold bool) {
	b := p.b
	ok := p.ok
	if fold && ok[0] != 0 {
		switch x.ctx.Assume[pk.SwProgFold] {
		case "forfeited":
			ok = []logs.Cents{0}
		case pk.Either:
			ok = append(ok, 0)
		}
	}
	for _, want := range ok {
		if b.Returned == 0 && within(b.Paid, want) {
			return
		}
	}
	x.report(audit.Finding{Rule: pk.RuleSDProgressive, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "paid", AtStake: b.Stake, Cite: p.cite,
		Assumptions: x.ctx.Readings(pk.SwProgFold, pk.SwProgEqual, pk.SwBoughtHand), Delta: b.Returned + b.Paid - ok[0],
		Expected: audit.Settlement(0, ok[0]), Recorded: audit.Settlement(b.Returned, b.Paid),
		Detail: audit.Textf("Progresivo %s sobre la casilla %s (%s, %s).", "Progressive %s on box %s (%s, %s).", b.ID, b.Hand, cardsText(p.bt), rules.Text{ES: p.bt.eval.Class.ES(), EN: p.bt.eval.Class.EN()})})
}

// pot reads the progresivo event of a round: pot=X, the pot as the round
// began, and credited=Y, what the round's coins added to it.
func (x *session) pot(round int) (pot, credited logs.Cents, hasPot, hasCredit bool) {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		if e.Kind != KindProgressive || e.Round != round {
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		if err == nil && kv["pot"] != "" {
			pot, err = logs.ParseCents(kv["pot"])
			hasPot = err == nil
		}
		if err == nil && kv["credited"] != "" {
			credited, err = logs.ParseCents(kv["credited"])
			hasCredit = err == nil
		}
		if err != nil {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("pot=X credited=Y"),
				Detail: audit.Textf("Evento progresivo ilegible.", "Unreadable progresivo event.")})
		}
		return
	}
	return
}

// checkCredit checks what a round's progressive coins added to the pot
// (cyl-psd-pot-share): at least 70 % (pot-70), at most 30 % (deduction-70)
// or, by default, not strictly between the two, which breaks both.
func (x *session) checkCredit(rd *round, prog []*logs.Bet) {
	reading := x.ctx.Assume[pk.SwPotShare]
	if len(prog) == 0 {
		return
	}
	_, credited, _, ok := x.pot(rd.r.No)
	if !ok {
		x.miss("events progresivo credited=", pk.RuleSDPot)
		return
	}
	var stakes logs.Cents
	for _, b := range prog {
		stakes += b.Stake
	}
	low, high := credited*10 < stakes*7, credited*10 > stakes*3
	var bad bool
	var want string
	switch reading {
	case "pot-70":
		bad, want = low, "≥ 70 %"
	case "deduction-70":
		bad, want = high, "≤ 30 %"
	default:
		bad, want = low && high, "≥ 70 % | ≤ 30 %"
	}
	if bad {
		x.report(audit.Finding{Rule: pk.RuleSDPot, Round: rd.r.No, At: rd.r.At, Source: rd.r.Pos, Column: "events.detail", Cite: pk.PotShareCyL, Assumptions: x.ctx.Readings(pk.SwPotShare),
			Expected: audit.Textf("%s de %s", "%s of %s", want, stakes), Recorded: audit.Plain(credited.String()),
			Detail: audit.Textf("La jugada %d abonó %s al acumulado de %s en monedas del progresivo.", "Round %d credited %s to the pot out of %s of progressive coins.", rd.r.No, credited, stakes)})
	}
}

// checkSeeds checks the progresivo-inicio events: the pot a progressive
// starts or restarts with (pot=X unit=Y).
func (x *session) checkSeeds() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		if e.Kind != KindPotStart {
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		var pot, unit logs.Cents
		if err == nil {
			pot, err = logs.ParseCents(kv["pot"])
		}
		if err == nil {
			unit, err = logs.ParseCents(kv["unit"])
		}
		if err != nil {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("pot=X unit=Y"),
				Detail: audit.Textf("Evento progresivo-inicio ilegible.", "Unreadable progresivo-inicio event.")})
			continue
		}
		floor := min(logs.Cents(300000), 1200*unit)
		if x.ctx.Assume.Is(pk.SwPotSeed, "greater") {
			floor = max(logs.Cents(300000), 1200*unit)
		}
		if pot < floor {
			x.report(audit.Finding{Rule: pk.RuleSDPot, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Cite: pk.PotSeedCyL, Assumptions: x.ctx.Readings(pk.SwPotSeed),
				Expected: audit.Textf("≥ %s", "≥ %s", floor), Recorded: audit.Plain(pot.String()),
				Detail: audit.Textf("El progresivo empezó con %s: por debajo de 3.000 euros o 1.200 veces la cantidad de %s.", "The progressive started with %s: below 3,000 euros or 1,200 times the amount of %s.", pot, unit)})
		}
	}
}

func cardsText(bt *bettor) string { return cards.List(bt.hand) }
