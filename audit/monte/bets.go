package monte

import (
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	mo "github.com/veedor/veedor/rules/monte"
)

// readBets checks every usable bet against its phase and returns how many
// were audited and their total stake.
func (x *session) readBets() (int, logs.Cents) {
	var handle logs.Cents
	n := 0
	min := max(x.s.MinBet, x.s.AuthorizedMin)
	for _, b := range x.ctx.Bets(x.usable) {
		p := x.phases[b.Round]
		if p.r.Void() {
			n++
			handle += b.Stake
			continue // a void coup settles nothing the text describes
		}
		side, against, err := mo.ParseSelection(b.Type, b.Selection)
		if err == nil {
			for _, i := range append(append([]int{}, side...), against...) {
				if !p.d.InPlay[i] {
					err = errNotInPlay
				}
			}
		}
		if !isType(b.Type) || err != nil {
			x.ctx.Reject(logs.TBets)
			col, why := "type", "unknown type"
			if isType(b.Type) {
				col, why = "selection", err.Error()
			}
			x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: col, Recorded: audit.Plain(b.Type + " " + b.Selection), AtStake: b.Stake,
				Expected: audit.Plain(strings.Join(mo.BetTypes, " | ") + "; 1-4 | 1-2 | 13-24"),
				Detail:   audit.Textf("Apuesta de monte ilegible (%s): se rechaza.", "Monte bet unreadable (%s): rejected.", why)})
			continue
		}
		n++
		handle += b.Stake
		x.checkLate(b, p)
		if b.Type == mo.BetSalto && p.d.Phase == mo.Segundas {
			x.report(audit.Finding{Rule: mo.RuleSalto, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "type", AtStake: b.Stake,
				Expected: audit.Plain(mo.Primeras), Recorded: audit.Plain(mo.Segundas),
				Detail: audit.Textf("Apuesta al Salto en la fase de Segundas (fase %d).", "Salto bet in the Segundas phase (phase %d).", b.Round)})
		} else {
			x.settle(b, p, side)
		}
		if min > 0 {
			if lim := logs.Cents(mo.MaxTimes(b.Type, p.d.Phase)) * min; b.Stake > lim {
				x.report(audit.Finding{Rule: mo.RuleMax, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
					Expected: audit.Textf("≤ %s (%d × %s)", "≤ %s (%d × %s)", lim, mo.MaxTimes(b.Type, p.d.Phase), min), Recorded: audit.Textf("%s", "%s", b.Stake),
					Detail: audit.Textf("Apuesta %s de %s en %s, por encima de su máximo.", "%s bet of %s in %s, above its maximum.", b.Type, b.Stake, p.d.Phase)})
			}
		}
	}
	return n, handle
}

type selErr string

func (e selErr) Error() string { return string(e) }

const errNotInPlay = selErr("a position not in play in the phase")

func isType(t string) bool {
	for _, b := range mo.BetTypes {
		if b == t {
			return true
		}
	}
	return false
}

func (x *session) checkLate(b *logs.Bet, p *phase) {
	switch {
	case b.PlacedAt.IsZero():
		x.missing.Add("bets.placed_at "+mo.RuleLateBet, "bets.placed_at", mo.RuleLateBet)
	case p.r.NoMoreBetsAt.IsZero():
		x.missing.Add("rounds.no_more_bets_at "+mo.RuleLateBet, "rounds.no_more_bets_at", mo.RuleLateBet)
	case b.PlacedAt.After(p.r.NoMoreBetsAt):
		f := audit.Finding{Rule: mo.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
			Expected: audit.Textf("antes de %s", "before %s", p.r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(b.PlacedAt.Format("15:04:05")),
			Detail: audit.Textf("Apuesta colocada después del «no va más» de %s (fase %d).", "Bet placed after «no va más» of %s (phase %d).", p.d.Phase, b.Round)}
		if p.d.Phase == mo.Segundas {
			f.Cite = cite(x, mo.RuleLateBet, 1)
		}
		x.report(f)
	}
}

// cardCame reports whether the card the bet names was uncovered: for Vista
// Hermosa the first card after «no va más»; for the other multiple bets any
// card uncovered; for cartas a card of the rank of a card of its side.
func cardCame(typ string, d mo.Deal, side []int, viudoOpposite bool) bool {
	if typ == mo.BetVista {
		return len(d.Uncovered) > 0 && mo.Qualifies(typ, d.Placed[side[0]], d.Uncovered[0])
	}
	for _, c := range d.Uncovered {
		for _, i := range side {
			if typ == mo.BetViudo && viudoOpposite {
				if mo.ViudoOpposite(d.Placed[i], c) {
					return true
				}
			} else if mo.Qualifies(typ, d.Placed[i], c) {
				return true
			}
		}
	}
	return false
}

// settle checks a bet's settlement: paid only if its card came, Vista
// Hermosa paid when its card came first, and a win paid at its multiple
// less the deductions and the levy the switches admit.
func (x *session) settle(b *logs.Bet, p *phase, side []int) {
	if b.Settled() != b.Round {
		return // carried into another phase: the text does not say whether bets carry, nor at which pay
	}
	if len(p.d.Uncovered) == 0 {
		x.missing.Add("rounds.outcome:d "+mo.RulePayout, "rounds.outcome:d", mo.RulePayout) // the phase was decided by a card the log does not give
		return
	}
	came := cardCame(b.Type, p.d, side, x.ctx.Assume[mo.SwViudo] == "opposite")
	if b.Paid == 0 && (!came || b.Type != mo.BetVista) {
		return // a loss: nothing to judge without the cancellations
	}
	pays := x.pays(b, p.d)
	mk := func() audit.Finding {
		return audit.Finding{Rule: mo.RulePayout, Round: b.Round, Bet: b.ID, At: p.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake,
			Recorded: audit.Settlement(b.Returned, b.Paid), Assumptions: []string{mo.SwDeduction + "=" + x.ctx.Assume[mo.SwDeduction], mo.SwLevy + "=" + x.ctx.Assume[mo.SwLevy], mo.SwLevyMatch + "=" + x.ctx.Assume[mo.SwLevyMatch], mo.SwViudo + "=" + x.ctx.Assume[mo.SwViudo]}}
	}
	switch {
	case b.Paid > 0 && !came:
		f := mk()
		f.Expected, f.Delta = audit.Settlement(0, 0), b.Paid+b.Returned
		f.Detail = audit.Textf("Apuesta %s %s pagada sin que saliera su carta (descubiertas: %s).", "%s bet %s paid although its card did not come (uncovered: %s).", b.Type, b.Selection, cardList(p.d.Uncovered))
		f.Cite = cite(x, mo.RulePayout, winCite(b.Type))
		x.report(f)
	case b.Paid == 0 && came && b.Type == mo.BetVista:
		f := mk()
		f.Expected, f.Delta = audit.Settlement(b.Stake, pays[0]), -pays[0]-(b.Stake-b.Returned)
		f.Detail = audit.Textf("Vista Hermosa sobre la carta %s no pagada aunque la primera carta descubierta fue %s.", "Vista Hermosa on card %s not paid although the first card uncovered was %s.", b.Selection, p.d.Uncovered[0])
		f.Cite = cite(x, mo.RulePayout, 0)
		x.report(f)
	case b.Paid > 0:
		// The stake comes back whole and the winnings are one of the pays;
		// when the 10% levy falls on the bet it may be taken from the stake
		// handed back instead (L3323 «se deducirá a todas las apuestas
		// ganadoras»): then the money home is what counts.
		levied := p.d.Levied() && b.Type != mo.BetVista
		ok := false
		for _, v := range pays {
			d := b.Paid - v
			if levied && b.Returned <= b.Stake {
				d = b.Returned + b.Paid - b.Stake - v
			} else if b.Returned != b.Stake {
				continue
			}
			if d >= -1 && d <= 1 {
				ok = true
			}
		}
		if !ok {
			f := mk()
			f.Expected, f.Delta = audit.Textf("devuelto %s, pagado %s", "returned %s, paid %s", b.Stake, payList(pays)), b.Paid-nearest(pays, b.Paid)+b.Returned-b.Stake
			f.Detail = audit.Textf("Apuesta %s ganadora en %s pagada %s.", "Winning %s bet in %s paid %s.", b.Type, p.d.Phase, b.Paid)
			f.Cite = cite(x, mo.RulePayout, payCite(b.Type, p.d.Phase, p.d.Levied()))
			x.report(f)
		}
	}
}

// pays are the admissible winnings of a winning bet under the switches.
func (x *session) pays(b *logs.Bet, d mo.Deal) []logs.Cents {
	lo, hi := d.Deductions()
	if b.Type != mo.BetVista {
		lo, hi = d.Doubled()
	}
	switch x.ctx.Assume[mo.SwDeduction] {
	case "per-card":
		lo = hi
	case "per-box":
		hi = lo
	}
	if prev := x.phases[b.Round-1]; b.Type == mo.BetVista && d.Phase == mo.Segundas && prev != nil && prev.d.Phase == mo.Primeras {
		// The coup's burned cards are in the Primeras row: whether they
		// still deduct in Segundas (L3333 «siempre que no haya cartas
		// dobladas o quemadas») is not said, so either pay is admitted.
		hi += len(prev.d.Burned)
	}
	levy := x.ctx.Assume[mo.SwLevy]
	// Whether the levy falls: the first card of a placed card's rank, or
	// the very card (rank and suit) of one (switch mon-levy-match).
	levied, unlevied := d.Levied(), false
	switch x.ctx.Assume[mo.SwLevyMatch] {
	case "card":
		levied = d.LeviedSameCard()
	case "either":
		unlevied = levied && !d.LeviedSameCard()
	}
	var out []logs.Cents
	for pts := lo; pts <= hi; pts++ {
		w := logs.Cents(mo.Pay(b.Type, d.Phase, pts)) * b.Stake
		if !levied || b.Type == mo.BetVista {
			out = append(out, w)
			continue
		}
		if levy != "stake" {
			out = append(out, w-w/10)
		}
		if levy != "winnings" {
			out = append(out, w-b.Stake/10)
		}
		if levy == "either" && d.Phase == mo.Segundas || unlevied {
			out = append(out, w)
		}
	}
	return out
}

func nearest(vs []logs.Cents, v logs.Cents) logs.Cents {
	best := vs[0]
	for _, c := range vs {
		if abs(c-v) < abs(best-v) {
			best = c
		}
	}
	return best
}

func abs(v logs.Cents) logs.Cents {
	if v < 0 {
		return -v
	}
	return v
}

func payList(vs []logs.Cents) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = v.String()
	}
	return strings.Join(s, " | ")
}

func cardList(cs []mo.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, ",")
}

// Indexes into RulePayout's citations (rules/monte: visWin, visPay,
// visDeduct, camo, anti, viudo, cavPay, cavPay2, saltoWin, saltoPay, cartas, levy).
func winCite(typ string) int {
	return map[string]int{mo.BetVista: 0, mo.BetCamo: 3, mo.BetAnti: 4, mo.BetViudo: 5, mo.BetSalto: 8, mo.BetCartas: 10}[typ]
}

func payCite(typ, phase string, levied bool) int {
	switch {
	case levied && typ != mo.BetVista:
		return 11
	case typ == mo.BetVista:
		return 2
	case typ == mo.BetSalto:
		return 9
	case typ == mo.BetCartas:
		return 10
	case phase == mo.Segundas:
		return 7
	}
	return 6
}

func cite(x *session, rule string, i int) (c rulesCitation) {
	r, ok := lookup(rule)
	if !ok {
		return c
	}
	if b, ok := r.BasisFor(x.ctx.Instrument.ID, mo.Game); ok && i < len(b.Cites) {
		return b.Cites[i]
	}
	return c
}
