package roulette

import (
	"fmt"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// amounts is a range of acceptable settlements: halving an odd number of
// cents may be rounded either way.
type amounts struct{ lo, hi logs.Cents }

func exact(c logs.Cents) amounts        { return amounts{c, c} }
func (a amounts) has(c logs.Cents) bool { return c >= a.lo && c <= a.hi }
func (a amounts) in(lang string) string {
	if a.lo == a.hi {
		return a.lo.Euro(lang)
	}
	return a.lo.Euro(lang) + " – " + a.hi.Euro(lang)
}

// ratio returns stake × num/den, rounded either way when not whole.
func ratio(stake logs.Cents, r rr.Ratio) amounts {
	n := int64(stake) * r.Num
	lo := n / r.Den
	if n%r.Den == 0 {
		return exact(logs.Cents(lo))
	}
	return amounts{logs.Cents(lo), logs.Cents(lo + 1)}
}

// fraction returns stake / 2^j. Past 2^40 any stake rounds to nothing; the
// cap keeps a log with absurdly many zeros in a row from overflowing.
func fraction(stake logs.Cents, j int) amounts {
	if j > 40 {
		return amounts{0, 1}
	}
	return ratio(stake, rr.Ratio{Num: 1, Den: int64(1) << uint(j)})
}

// covers reports whether bet type/combination wins on number n, honouring
// the 1977 literal colour reading when chosen.
func (x *session) covers(typ string, comb rr.Combination, n int) bool {
	if x.sw.colourLiteral {
		switch typ {
		case rr.Rojo:
			return rr.Red1977Literal.Has(n)
		case rr.Negro:
			return n != 0 && !rr.Red1977Literal.Has(n)
		}
	}
	return comb.Numbers.Has(n)
}

// settle checks one bet's settlement against the winning number.
func (x *session) settle(b *logs.Bet, sp *spin, bt *betType, comb rr.Combination) {
	n := sp.number
	spec := &bt.spec
	if bt.simple && n == 0 {
		x.zero(b, sp, comb)
		return
	}
	if b.Settled() != b.Round {
		x.report(audit.Finding{Rule: rr.Prison, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "settled_round", AtStake: b.Stake,
			Expected: text("liquidada en la jugada %d", "settled in round %d", b.Round), Recorded: text("liquidada en la jugada %d", "settled in round %d", b.Settled()),
			Detail: text("Apuesta %s retenida hasta la jugada %d sin que saliera el cero en una suerte sencilla: sólo las suertes sencillas van a prisión, y sólo tras un cero.",
				"%s bet held until round %d without a zero on a simple chance: only simple chances go to prison, and only after a zero.", b.Type, b.Settled())})
		return
	}
	ret, paid := exact(0), exact(0)
	if bt.announced {
		unit := b.Stake / logs.Cents(bt.chips)
		var r, plo, phi logs.Cents
		for _, c := range rr.AnnouncedBets[b.Type] {
			if c.Numbers.Has(n) {
				amt := logs.Cents(c.Count) * unit
				r += amt
				p := ratio(amt, x.p.Bets[c.Type].Payout)
				plo, phi = plo+p.lo, phi+p.hi
			}
		}
		ret, paid = exact(r), amounts{plo, phi}
	} else if x.covers(b.Type, comb, n) {
		ret, paid = exact(b.Stake), ratio(b.Stake, spec.Payout)
	}
	if ret.has(b.Returned) && paid.has(b.Paid) {
		return
	}
	due := ret.lo + paid.lo
	got := b.Returned + b.Paid
	delta := got - due
	var es, en string
	switch {
	case due == 0:
		es, en = "Apuesta perdedora pagada", "Losing bet paid"
	case got == 0:
		es, en = "Apuesta ganadora retirada sin pagar", "Winning bet collected unpaid"
	case delta == 0:
		// The total handed over is right; the split between the stake handed
		// back and the winnings is not (returned 350, paid 10 on a pleno).
		es, en = "Importe correcto mal repartido entre devuelto y pagado", "Right amount wrongly split between returned and paid"
	case delta > 0:
		es, en = "Pago de más", "Overpaid"
	default:
		es, en = "Pago de menos", "Underpaid"
	}
	x.report(audit.Finding{Rule: rr.Payout, Round: b.Round, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "paid",
		Cite: spec.PayoutCite, AtStake: abs(delta), Delta: delta,
		Expected: settlement(ret, paid), Recorded: settlement(b.Returned, b.Paid),
		Detail: rules.Text{
			ES: fmt.Sprintf("%s: %s de %s con el %d (pago %s).", es, betName(b), b.Stake.Euro("es"), n, payoutLabel(b.Type, spec)),
			EN: fmt.Sprintf("%s: %s of %s on %d (pays %s).", en, betName(b), b.Stake.Euro("en"), n, payoutLabel(b.Type, spec)),
		}})
}

// betName is the bet as a reader names it: type and selection.
func betName(b *logs.Bet) string {
	if b.Selection == "" {
		return b.Type
	}
	return b.Type + " " + b.Selection
}

func payoutLabel(t string, spec *rr.BetSpec) string {
	if rr.Announced(t) {
		return "—"
	}
	return spec.Payout.String()
}

func abs(c logs.Cents) logs.Cents {
	if c < 0 {
		return -c
	}
	return c
}

// zero settles a simple chance on a spin whose number was zero.
func (x *session) zero(b *logs.Bet, sp *spin, comb rr.Combination) {
	r, s := b.Round, b.Settled()
	half := fraction(b.Stake, 1)
	f := audit.Finding{Round: r, Bet: b.ID, At: sp.r.At, Source: b.Pos, Column: "returned"}
	// The recorded settlement is written only for a finding: most bets
	// on a zero are settled right.
	report := func(f audit.Finding) {
		f.Recorded = text("devuelto %s, pagado %s, liquidada en la jugada %d", "returned %s, paid %s, settled in round %d", b.Returned, b.Paid, s)
		x.report(f)
	}
	if x.p.Zero == rr.HalfLost && !x.sw.americanPrison {
		if s != r || !half.has(b.Returned) || b.Paid != 0 {
			f.Rule, f.Expected = rr.ZeroSimple, text("devuelto %s, pagado 0.00, en la jugada %d", "returned %s, paid 0.00, in round %d", half, r)
			f.Delta, f.AtStake = b.Returned+b.Paid-half.lo, b.Stake
			f.Assumptions = []string{"american-prison=" + x.ctx.Assume["american-prison"]}
			f.Detail = text("%s de %s con el cero: debe perderse la mitad y devolverse la otra mitad, sin prisión.", "%s of %s on zero: half must be lost and half returned, with no prison.", b.Type, b.Stake)
			report(f)
		}
		return
	}
	if sp.last {
		if s != r || !half.has(b.Returned) || b.Paid != 0 {
			f.Rule, f.Expected = rr.LastSpin, text("devuelto %s, pagado 0.00, en la jugada %d", "returned %s, paid 0.00, in round %d", half, r)
			f.Delta, f.AtStake = b.Returned+b.Paid-half.lo, b.Stake
			f.Detail = text("Cero en la última jugada: la %s de %s debía recibir el reintegro forzoso de la mitad.", "Zero on the last spin: the %s of %s had to be refunded half.", b.Type, b.Stake)
			report(f)
		}
		return
	}
	if s == r {
		if !half.has(b.Returned) || b.Paid != 0 {
			f.Rule, f.Expected = rr.ZeroSimple, text("devuelto %s, pagado 0.00 (o en prisión)", "returned %s, paid 0.00 (or held en prisión)", half)
			f.Delta, f.AtStake = b.Returned+b.Paid-half.lo, b.Stake
			f.Detail = text("%s de %s con el cero: ni se devolvió la mitad ni quedó en prisión.", "%s of %s on zero: neither half was returned nor was it held in prison.", b.Type, b.Stake)
			report(f)
		} else if x.sw.prisonBelowMinFirst && half.lo < sp.min {
			x.prisonMin(b, sp, 1, half)
		}
		return
	}
	last := x.played[len(x.played)-1]
	if s > last.r.No {
		f.Rule, f.AtStake = rr.LastSpin, b.Stake
		f.Expected = text("liquidada a más tardar en la jugada %d", "settled by round %d", last.r.No)
		f.Detail = text("La %s quedó en prisión después de la última jugada de la sesión (%d).", "The %s was left in prison after the session's last spin (%d).", b.Type, last.r.No)
		report(f)
		return
	}
	k := 1
	for _, q := range x.played[sp.ordinal+1:] {
		if q.r.No == s {
			x.resolve(b, q, comb, k)
			return
		}
		if q.r.No > s {
			break
		}
		if q.number == 0 {
			k++
			continue
		}
		f.Rule, f.Round, f.At, f.AtStake = rr.Prison, q.r.No, q.r.At, b.Stake
		f.Expected = text("resuelta en la jugada %d", "resolved in round %d", q.r.No)
		f.Detail = text("La %s en prisión desde la jugada %d no se resolvió en la jugada %d (salió el %d) sino en la %d.",
			"The %s in prison since round %d was not resolved on round %d (number %d) but on round %d.", b.Type, r, q.r.No, q.number, s)
		report(f)
		return
	}
	f.Rule, f.Column = audit.DQBetRound, "settled_round"
	f.Detail = text("La jugada de liquidación %d no es una jugada válida de la sesión.", "Settlement round %d is not a valid spin of the session.", s)
	report(f)
}

// resolve checks how a bet held in prison through k zeros was settled on q.
func (x *session) resolve(b *logs.Bet, q *spin, comb rr.Combination, k int) {
	f := audit.Finding{Rule: rr.Prison, Round: q.r.No, Bet: b.ID, At: q.r.At, Source: b.Pos, Column: "returned", AtStake: b.Stake}
	report := func(f audit.Finding) {
		f.Recorded = settlement(b.Returned, b.Paid)
		x.report(f)
	}
	if q.number != 0 {
		if !x.covers(b.Type, comb, q.number) {
			if b.Returned != 0 || b.Paid != 0 {
				f.Expected, f.Delta = settlement(logs.Cents(0), logs.Cents(0)), b.Returned+b.Paid
				f.Detail = text("La %s en prisión perdió con el %d pero se devolvió o pagó.", "The %s in prison lost on %d but was returned or paid.", b.Type, q.number)
				report(f)
			}
			return
		}
		ok := []amounts{exact(b.Stake)}
		if k >= 2 {
			f.Assumptions = []string{"prison-release=" + x.ctx.Assume["prison-release"]}
			switch x.ctx.Assume["prison-release"] {
			case "halved":
				ok = []amounts{fraction(b.Stake, k-1)}
			case "either":
				ok = append(ok, fraction(b.Stake, k-1))
			}
		}
		fits := false
		for _, a := range ok {
			fits = fits || a.has(b.Returned)
		}
		if b.Paid != 0 || !fits {
			f.Expected = settlement(ok[0], logs.Cents(0))
			f.Delta = b.Returned + b.Paid - ok[0].lo
			f.Detail = text("La %s en prisión ganó con el %d: recobra su libertad sin ganancia.", "The %s in prison won on %d: it is freed without winnings.", b.Type, q.number)
			report(f)
		}
		return
	}
	j := k + 1
	part := fraction(b.Stake, j)
	if part.has(b.Returned) && b.Paid == 0 {
		if !q.last && j >= 2 && part.lo < q.min {
			x.prisonMin(b, q, j, part)
		}
		return
	}
	if q.last {
		if x.p.LastSpinMaxZeros > 0 && j > x.p.LastSpinMaxZeros {
			return // the text covers only the first and second zeros
		}
		f.Rule = rr.LastSpin
	}
	f.Expected = text("devuelto %s (1/2^%d), pagado 0.00", "returned %s (1/2^%d), paid 0.00", part, j)
	f.Delta = b.Returned + b.Paid - part.lo
	f.Detail = text("La %s pasó por %d ceros: le corresponde 1/2^%d de la apuesta inicial.", "The %s went through %d zeros: it is due 1/2^%d of the initial stake.", b.Type, j, j)
	report(f)
}

func (x *session) prisonMin(b *logs.Bet, q *spin, j int, part amounts) {
	x.report(audit.Finding{Rule: rr.PrisonMin, Round: q.r.No, Bet: b.ID, At: q.r.At, Source: b.Pos, Column: "returned", AtStake: b.Returned,
		Expected: text("sigue en prisión", "held en prisión"), Recorded: text("devuelto %s", "returned %s", b.Returned),
		Assumptions: []string{"prison-below-min=" + x.ctx.Assume["prison-below-min"]},
		Detail: text("Tras el cero número %d la %s valía %s, menos que el mínimo (%s): debía seguir en prisión, no devolverse.",
			"After zero number %d the %s was worth %s, less than the minimum (%s): it had to stay in prison, not be returned.", j, b.Type, part.lo, q.min)})
}
