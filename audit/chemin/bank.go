package chemin

import (
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	cf "github.com/veedor/veedor/rules/chemin"
)

// checkStakes checks a coup's stakes against the bank in play: together at
// most the bank, a «banco con la mesa» at least half of it.
func (x *session) checkStakes(c *coup) {
	if len(c.bets) == 0 {
		return
	}
	if c.bank == nil {
		x.missing.Add("banca", "events banca", joinRules(cf.RuleBankMax, cf.RuleBancoMesa, cf.RuleBankPass, cf.RuleBankAmount))
		return
	}
	var sum logs.Cents
	for _, b := range c.bets {
		sum += b.Stake
		if b.Type == BetBancoMesa && 2*b.Stake < c.bank.amount {
			x.report(audit.Finding{Rule: cf.RuleBancoMesa, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
				Expected: audit.Textf("≥ %s (la mitad de %s)", "≥ %s (half of %s)", (c.bank.amount+1)/2, c.bank.amount), Recorded: audit.Textf("%s", "%s", b.Stake),
				Detail: audit.Textf("«Banco con la mesa» de %s contra una banca de %s: la postura ha de ser la mitad de la banca.", "«Banco con la mesa» of %s against a bank of %s: the stake must be half the bank.", b.Stake, c.bank.amount)})
		}
	}
	if !c.rejected && sum > c.bank.amount {
		x.report(audit.Finding{Rule: cf.RuleBankMax, Round: c.r.No, At: c.r.At, Source: c.bank.ev.Pos, Column: "stake", AtStake: sum - c.bank.amount,
			Expected: audit.Textf("≤ %s", "≤ %s", c.bank.amount), Recorded: audit.Textf("%s en %d posturas", "%s in %d stakes", sum, len(c.bets)),
			Detail: audit.Textf("Las posturas contra la banca suman %s y la banca anunciada es %s: la banca es la cifra máxima que pueden jugar.", "The stakes against the bank add up to %s and the bank announced is %s: the bank is the most they may play.", sum, c.bank.amount)})
	}
}

// checkCagnotte checks the house's deduction in a coup: 5% of the banker's
// winnings (the stakes he won) when he wins, nothing otherwise.
func (x *session) checkCagnotte(c *coup) {
	var amt logs.Cents
	if c.cagnotte != nil {
		kv, _ := shoe.Detail(c.cagnotte.Detail)
		amt, _ = logs.ParseCents(kv["amount"])
	}
	// A punto's 9 not abated may have lost to an 8 (cf-player-errors): a
	// cagnotte is then due as on any coup the banker won.
	banker := c.result == Banker || (c.forgot9 && amt != 0)
	if !banker {
		if amt != 0 {
			x.report(audit.Finding{Rule: cf.RuleCommission, Round: c.r.No, At: c.cagnotte.At, Source: c.cagnotte.Pos, Column: "detail", AtStake: amt, Delta: amt,
				Cite: x.cite(cf.RuleCommission, 1), Expected: audit.Plain("0"), Recorded: audit.Textf("%s", "%s", amt),
				Detail: audit.Textf("Cagnotte de %s en una jugada que el banquero no ganó (%s).", "Cagnotte of %s in a coup the banker did not win (%s).", amt, c.result)})
		}
		return
	}
	if c.rejected || len(c.bets) == 0 {
		return
	}
	var won logs.Cents
	for _, b := range c.bets {
		won += b.Stake
	}
	if c.cagnotte == nil {
		x.missing.Add("cagnotte", "events cagnotte", cf.RuleCommission)
		return
	}
	// 5% of won in hundredths of a cent: amt×100 against won×5.
	exact := int64(won) * 5
	got := int64(amt) * 100
	ok := false
	switch x.ctx.Assume[cf.SwCommissionRounding] {
	case "down":
		ok = amt == logs.Cents(exact/100)
	case "half-up":
		ok = amt == logs.Cents((exact+50)/100)
	default:
		d := got - exact
		ok = d > -100 && d < 100
	}
	if ok {
		return
	}
	x.report(audit.Finding{Rule: cf.RuleCommission, Round: c.r.No, At: c.cagnotte.At, Source: c.cagnotte.Pos, Column: "detail", AtStake: won,
		Delta: amt - logs.Cents(exact/100), Cite: x.cite(cf.RuleCommission, 0), Assumptions: x.ctx.Readings(cf.SwCommissionRounding),
		Expected: audit.Textf("5 %% de %s", "5%% of %s", won), Recorded: audit.Textf("%s", "%s", amt),
		Detail: audit.Textf("El banquero ganó %s y la cagnotte fue %s: la deducción es el 5 %% de lo ganado por el banquero en la jugada.", "The banker won %s and the cagnotte was %s: the deduction is 5%% of the banker's winnings in the coup.", won, amt)})
}

// checkBanks follows the bank from coup to coup: a banker who lost may not
// keep it (unless he took it back when nobody else would), and whoever takes
// it in the rotation puts up at least what the previous banker had. A change
// whose banca event does not say how the bank changed hands (no how=) is not
// judged where that decides (a bank taken back, or forced at the table
// minimum, may look like a breach): missing data accuses no one.
func (x *session) checkBanks() {
	// Only the 1977 text asks the same amount after a loss: 1979 and
	// Castilla y León, resting on both national texts, ask what they share.
	lossToo := x.in == rules.ES1977
	var prev *coup
	var putUp logs.Cents // what the previous banker put up when he took it
	for _, c := range x.played {
		if c.bank == nil {
			continue
		}
		bk := c.bank
		if prev == nil {
			prev, putUp = c, bk.amount
			continue
		}
		pb := prev.bank
		same := bk.seat == pb.seat
		how := bk.how
		passLost := same && prev.result == Punto
		takeOver := !same && (prev.withdraw || (lossToo && prev.result == Punto))
		if how == "" && (passLost || takeOver) {
			x.missing.Add("how", "events banca how", joinRules(cf.RuleBankPass, cf.RuleBankAmount))
		}
		if passLost && how != "" && how != HowRetaken && how != HowShoe {
			x.report(audit.Finding{Rule: cf.RuleBankPass, Round: c.r.No, At: bk.ev.At, Source: bk.ev.Pos, Column: "detail",
				Expected: audit.Textf("la banca pasa al jugador de la derecha de %s", "the bank passes to the player on %s's right", pb.seat), Recorded: audit.Plain(bk.ev.Detail),
				Detail: audit.Textf("El banquero del departamento %s perdió la jugada %d y conserva la banca en la jugada %d.", "The banker at seat %s lost coup %d and keeps the bank in coup %d.", pb.seat, prev.r.No, c.r.No)})
		}
		if takeOver && how == HowRotation {
			need := putUp
			switch x.ctx.Assume[cf.SwBankAmount] {
			case "last":
				need = pb.amount
			case "put-up":
			default:
				need = min(putUp, pb.amount)
			}
			if bk.amount < need {
				why, whyEN := "la abandonó", "gave it up"
				if !prev.withdraw {
					why, whyEN = "la perdió", "lost it"
				}
				f := audit.Finding{Rule: cf.RuleBankAmount, Round: c.r.No, At: bk.ev.At, Source: bk.ev.Pos, Column: "detail", AtStake: need - bk.amount,
					Assumptions: x.ctx.Readings(cf.SwBankAmount), Expected: audit.Textf("≥ %s", "≥ %s", need), Recorded: audit.Textf("%s", "%s", bk.amount),
					Detail: audit.Textf("El departamento %s toma la banca con %s; el banquero anterior (departamento %s), que %s, tenía %s.", "Seat %s takes the bank with %s; the previous banker (seat %s), who %s, had %s.", bk.seat, bk.amount, pb.seat, why, need)}
				f.Detail.EN = strings.Replace(f.Detail.EN, why, whyEN, 1)
				x.report(f)
			}
		}
		switch {
		case !same || (how != "" && how != HowRetained):
			putUp = bk.amount
		case how == "":
			// Retained keeps what he put up, taken back puts up anew: the
			// lesser asks least of the next banker.
			putUp = min(putUp, bk.amount)
		}
		prev = c
	}
}

// checkShoes checks the decks, the stop card's reserve, no coup after the
// stop card came out, and no card out more often than six decks hold it.
func (x *session) checkShoes() {
	shoes := shoe.Read(x.ctx)
	for _, c := range x.played {
		if shoe.For(shoes, c.r.No) == nil {
			x.missing.Add("new-shoe", "events new-shoe", joinRules(cf.RuleDecks, cf.RuleShoeCount, cf.RuleCutCard, cf.RuleAfterCut))
		}
	}
	exactly := x.ctx.Assume.Is(cf.SwCutReserve, "exactly")
	dealt := make([]shoe.Dealt, len(x.played))
	for i, c := range x.played {
		dealt[i] = shoe.Dealt{Round: c.r.No, At: c.r.At, Pos: c.r.Pos, Cards: dealOrder(c)}
	}
	for i, sh := range shoes {
		if sh.Decks != 6 {
			x.report(audit.Finding{Rule: cf.RuleDecks, Round: sh.FirstRound, At: sh.Event.At, Source: sh.Event.Pos, Column: "detail",
				Expected: audit.Plain("decks=6"), Recorded: audit.Plain(sh.Event.Detail),
				Detail: audit.Textf("Sabot de %d barajas: se utilizan seis.", "Shoe of %d decks: six are used.", sh.Decks)})
		}
		if sh.ReserveEvent != nil && (sh.Reserve < 7 || (exactly && sh.Reserve != 7)) {
			x.report(audit.Finding{Rule: cf.RuleCutCard, Round: sh.ReserveEvent.Round, At: sh.ReserveEvent.At, Source: sh.ReserveEvent.Pos, Column: "detail",
				Assumptions: x.ctx.Readings(cf.SwCutReserve), Expected: audit.Plain("reserve=7"), Recorded: audit.Plain(sh.ReserveEvent.Detail),
				Detail: audit.Textf("Carta de detención con %d cartas por debajo: se coloca antes de las siete cartas finales.", "Stop card with %d cards below it: it goes before the final seven cards.", sh.Reserve)})
		}
		next := 1 << 30
		if i+1 < len(shoes) {
			next = shoes[i+1].FirstRound
		}
		shoe.Walk(x.ctx, sh, next, dealt, cf.RuleShoeCount, cf.RuleAfterCut)
	}
}

// checkCrew checks an inspector, a croupier and a cambista on duty at every
// coup; one finding per missing role, at the first coup without it.
func (x *session) checkCrew() {
	if len(x.played) == 0 {
		return
	}
	if len(x.s.Staff) == 0 {
		x.missing.Add("staff", "staff", cf.RuleCrew)
		return
	}
	for _, role := range []string{"inspector", "croupier", "cambista"} {
		for _, c := range x.played {
			on := false
			for _, st := range x.s.Staff {
				if st.Role == role && !c.r.At.Before(st.OnAt) && (st.OffAt.IsZero() || !c.r.At.After(st.OffAt)) {
					on = true
					break
				}
			}
			if !on {
				x.report(audit.Finding{Rule: cf.RuleCrew, Round: c.r.No, At: c.r.At, Source: c.r.Pos, Column: "staff",
					Expected: audit.Plain("inspector, croupier, cambista"), Recorded: audit.Textf("sin %s", "no %s", role),
					Detail: audit.Textf("Ningún %s de servicio en la jugada %d: la mesa tiene permanentemente inspector, croupier y cambista.", "No %s on duty at coup %d: the table has an inspector, a croupier and a cambista permanently.", role, c.r.No)})
				break
			}
		}
	}
}

func joinRules(ids ...string) string { return strings.Join(ids, ", ") }
