package treinta

import (
	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	tq "github.com/veedor/veedor/rules/treinta"
)

// settle checks a stake's settlement against its coup: 1:1 on a decisive
// coup, returned on a void one, the zero's rule on the refait at 31.
func (x *session) settle(b *logs.Bet, c *coup, insured bool) {
	// Recorded is built only for a finding: formatting money costs more
	// than judging the stake.
	f := audit.Finding{Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake}
	if c.played && !c.dealt {
		return // its coup's TYC-DEAL says why it is not judged
	}
	if b.PaidBy != "" && b.PaidBy == c.r.Dealer && b.Paid > 0 {
		x.report(audit.Finding{Rule: tq.RuleCrew, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "paid_by", Cite: x.cite(tq.RuleCrew, 1),
			Expected: audit.Textf("otro croupier que %s", "a croupier other than %s", c.r.Dealer), Recorded: audit.Plain(b.PaidBy),
			Detail: audit.Textf("La postura la pagó %s, el croupier que repartió la jugada: el otro paga.", "The stake was paid by %s, the croupier who dealt the coup: the other one pays.", b.PaidBy)})
	}
	held := b.Settled() != b.Round
	switch {
	case !c.played || (c.res.Tie && !c.res.Refait31()):
		if held || b.Returned != b.Stake || b.Paid != 0 {
			f.Rule, f.Cite = tq.RuleSettle, x.cite(tq.RuleSettle, 4)
			f.Expected, f.Delta = audit.Settlement(b.Stake, 0), b.Returned+b.Paid-b.Stake
			f.Detail = audit.Textf("Jugada nula: la postura se devuelve sin pago.", "Void coup: the stake is returned unpaid.")
			f.Recorded = audit.Settlement(b.Returned, b.Paid)
			if c.played {
				f.Recorded = join(f.Recorded, rowsText(c))
			}
			x.report(f)
		}
	case c.res.Refait31():
		x.refait(b, c, insured, f)
	default:
		ret, paid := logs.Cents(0), logs.Cents(0)
		if c.res.Wins(b.Type) {
			ret, paid = b.Stake, b.Stake
		}
		if held || b.Returned != ret || b.Paid != paid {
			f.Rule, f.Expected, f.Delta = tq.RuleSettle, audit.Settlement(ret, paid), b.Returned+b.Paid-ret-paid
			f.Cite = x.cite(tq.RuleSettle, 1)
			if b.Type == tq.Color || b.Type == tq.Inverso {
				f.Cite = x.cite(tq.RuleSettle, 2)
			}
			f.Recorded = join(audit.Settlement(b.Returned, b.Paid), rowsText(c))
			f.Detail = audit.Textf("%s liquidada distinto de lo que dan las filas (1 a 1 si gana, se retira si pierde).", "%s settled otherwise than the rows give (1 to 1 if it wins, collected if it loses).", b.Type)
			if held {
				f.Column = "settled_round"
				f.Detail = audit.Textf("%s retenida hasta la jugada %d sin refait de 31: se liquida en su jugada.", "%s held until coup %d without a refait at 31: it is settled in its own coup.", b.Type, b.Settled())
			}
			x.report(f)
		}
	}
}

func join(a, b rules.Text) rules.Text {
	return rules.Text{ES: a.ES + "; " + b.ES, EN: a.EN + "; " + b.EN}
}

// refait checks a stake at the tie at 31. The zero's rule: half back, or the
// whole stake in prison until the next decisive coup. An insured stake is
// returned whole (tyc-insured-refait; 1977 text only); color and inverso may
// be voided instead (tyc-refait-chances).
func (x *session) refait(b *logs.Bet, c *coup, insured bool, f audit.Finding) {
	held := b.Settled() != b.Round
	voided := !held && b.Returned == b.Stake && b.Paid == 0
	half := !held && b.Paid == 0 && (b.Returned == b.Stake/2 || b.Returned == b.Stake-b.Stake/2)
	// The Valencian text (CV L1033, truncated) keeps the fee but not what
	// the insurance covers («contra la aplicación de la regla anterior»
	// is 1977 L190 only): there an insured stake may be returned whole or
	// follow the zero's rule.
	if insured && x.ctx.Assume[tq.SwInsured] == "whole" && x.in != rules.CV2003 {
		if !voided {
			f.Rule, f.Cite, f.Assumptions = tq.RuleInsurance, x.cite(tq.RuleInsurance, 1), x.ctx.Readings(tq.SwInsured)
			f.Expected, f.Delta = audit.Settlement(b.Stake, 0), b.Returned+b.Paid-b.Stake
			if held {
				f.Column, f.Delta = "settled_round", 0
			}
			f.Recorded = join(audit.Settlement(b.Returned, b.Paid), rowsText(c))
			f.Detail = audit.Textf("Postura asegurada en el refait de 31: se devuelve entera, sin partirla ni ponerla en prisión.", "Insured stake at the refait of 31: it is returned whole, neither halved nor imprisoned.")
			x.report(f)
		}
		return
	}
	zeroRule, void := true, false
	if b.Type == tq.Color || b.Type == tq.Inverso {
		switch x.ctx.Assume[tq.SwRefaitChances] {
		case "red-black":
			zeroRule, void = false, true
		case "all":
		default:
			void = true
		}
	}
	switch {
	case zeroRule && half, void && voided, insured && voided:
		return
	case zeroRule && held:
		x.prison(b, c, f)
		return
	}
	f.Rule, f.Cite = tq.RuleRefait, x.cite(tq.RuleRefait, 1)
	if b.Type == tq.Color || b.Type == tq.Inverso {
		f.Assumptions = x.ctx.Readings(tq.SwRefaitChances)
	}
	switch {
	case zeroRule && void:
		f.Expected = audit.Textf("la mitad, prisión o la postura entera", "half, prison or the whole stake")
	case zeroRule:
		f.Expected = audit.Textf("la mitad (%s) o prisión", "half (%s) or prison", b.Stake/2)
		f.Delta = b.Returned + b.Paid - b.Stake/2
	default:
		f.Expected, f.Delta = audit.Settlement(b.Stake, 0), b.Returned+b.Paid-b.Stake
	}
	if held {
		f.Column, f.Delta = "settled_round", 0
	}
	f.Recorded = join(audit.Settlement(b.Returned, b.Paid), rowsText(c))
	f.Detail = audit.Textf("Refait de 31 mal liquidado en %s: rige la regla del cero de la ruleta.", "Refait at 31 wrongly settled on %s: the roulette zero's rule applies.", b.Type)
	x.report(f)
}

// prison follows a stake held from the refait of coup c to its settled
// round: only ties may come between; on the next decisive coup a winner is
// freed without winnings (its whole value, or halved per further refait at
// 31), a loser is lost.
func (x *session) prison(b *logs.Bet, c *coup, f audit.Finding) {
	f.Rule, f.Column = tq.RuleRefait, "settled_round"
	s := b.Settled()
	refaits := 1
	for no := c.r.No + 1; no < s; no++ {
		q := x.coups[no]
		if q == nil || !q.played || !q.dealt || q.res.Tie {
			if q != nil && q.played && q.res.Refait31() {
				refaits++
			}
			continue
		}
		f.Round, f.At, f.Cite = q.r.No, q.r.At, x.cite(tq.RuleRefait, 2)
		f.Expected, f.Recorded = audit.Textf("liberada o perdida en la jugada %d", "freed or lost on coup %d", q.r.No), audit.Textf("jugada %d", "coup %d", s)
		f.Detail = audit.Textf("La postura en prisión desde el refait de la jugada %d no se resolvió en la jugada decisiva %d sino en la %d.",
			"The stake in prison since the refait of coup %d was not resolved on the decisive coup %d but on %d.", c.r.No, q.r.No, s)
		x.report(f)
		return
	}
	q := x.coups[s]
	if q != nil && !x.usable[s] {
		return // that coup was rejected, and its finding says why
	}
	if q != nil && q.played && q.dealt && q.res.Refait31() {
		// At a further refait the player has the same choice: half of the
		// prisoner's value back, its value halved or not per prison-release.
		refaits++
		lo, hi := b.Stake>>refaits, b.Stake-b.Stake/2
		if b.Paid != 0 || b.Returned < lo || b.Returned > hi {
			f.Round, f.At, f.Column, f.Cite = q.r.No, q.r.At, "returned", x.cite(tq.RuleRefait, 3)
			f.Recorded = join(audit.Settlement(b.Returned, b.Paid), rowsText(q))
			f.Expected = audit.Textf("devuelta entre %s y %s, sin pago", "returned between %s and %s, unpaid", lo, hi)
			f.Delta = b.Returned + b.Paid - lo
			f.Detail = audit.Textf("La %s en prisión se retiró en el refait de la jugada %d: recobra la mitad de su valor.", "The %s in prison was taken back at the refait of coup %d: it gets half its value.", b.Type, q.r.No)
			x.report(f)
		}
		return
	}
	if q == nil || !q.played || !q.dealt || q.res.Tie {
		if q != nil && q.played && !q.dealt {
			return // that coup's TYC-DEAL says why it is not judged
		}
		f.Cite = x.cite(tq.RuleRefait, 2)
		f.Expected, f.Recorded = audit.Textf("una jugada decisiva tras la %d", "a decisive coup after %d", c.r.No), audit.Textf("jugada %d", "coup %d", s)
		f.Detail = audit.Textf("La postura en prisión desde la jugada %d se da por resuelta en la %d, que no decidió nada o no existe.",
			"The stake in prison since coup %d is given as resolved on %d, which decided nothing or does not exist.", c.r.No, s)
		x.report(f)
		return
	}
	f.Round, f.At, f.Column = q.r.No, q.r.At, "returned"
	f.Recorded = join(audit.Settlement(b.Returned, b.Paid), rowsText(q))
	if !q.res.Wins(b.Type) {
		if b.Returned != 0 || b.Paid != 0 {
			f.Cite, f.Expected, f.Delta = x.cite(tq.RuleRefait, 2), audit.Settlement(0, 0), b.Returned+b.Paid
			f.Detail = audit.Textf("La %s en prisión perdió en la jugada %d pero se devolvió o pagó.", "The %s in prison lost on coup %d but was returned or paid.", b.Type, q.r.No)
			x.report(f)
		}
		return
	}
	low := b.Stake >> (refaits - 1)
	if b.Paid != 0 || b.Returned < low || b.Returned > b.Stake {
		f.Cite, f.Expected = x.cite(tq.RuleRefait, 2), audit.Textf("devuelta entre %s y %s, sin pago", "returned between %s and %s, unpaid", low, b.Stake)
		if refaits == 1 {
			f.Expected = audit.Settlement(b.Stake, 0)
		}
		f.Delta = b.Returned + b.Paid - b.Stake
		f.Detail = audit.Textf("La %s en prisión ganó en la jugada %d: recobra su libertad sin ganancia.", "The %s in prison won on coup %d: it is freed without winnings.", b.Type, q.r.No)
		x.report(f)
	}
}
