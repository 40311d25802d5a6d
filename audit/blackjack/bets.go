package blackjack

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
)

// Bet types of the log contract (docs/log-format/black-jack.md).
const (
	tBase        = "base"
	tSplit       = "split"
	tDouble      = "double"
	tInsurance   = "insurance"
	tEvenMoney   = "even-money"
	tRetiro      = "retiro"
	tMenor       = "menor-13"
	tMayor       = "mayor-13"
	tProgressive = "progressive"
	tBonus       = "bonus"
)

func known(t string) bool {
	switch t {
	case tBase, tSplit, tDouble, tInsurance, tEvenMoney, tRetiro, tMenor, tMayor, tProgressive, tBonus:
		return true
	}
	return false
}

// marker rows record a decision, not a stake: they are not handle.
func marker(t string) bool { return t == tEvenMoney || t == tRetiro }

// bettorKey is who placed a bet: kind 'p' (player), 's' (seat) or 'b' (the
// bet alone), and that identifier. A struct, not a joined string, so that
// the key costs no allocation per bet.
type bettorKey struct {
	kind byte
	id   string
}

// bettor identifies who placed a bet: the player, or else the seat; a bet
// with neither is a bettor of its own.
func bettor(b *logs.Bet) bettorKey {
	switch {
	case b.Player != "":
		return bettorKey{'p', b.Player}
	case b.Seat != "":
		return bettorKey{'s', b.Seat}
	}
	return bettorKey{'b', b.ID}
}

// boxOf is the box number of a hand name ("2" or "2.3"), 0 when it is none.
func boxOf(name string) int {
	if len(name) == 1 { // most names: one digit, no more to read
		if c := name[0]; c >= '1' && c <= '9' {
			return int(c - '0')
		}
		return 0
	}
	boxS, _, _ := strings.Cut(name, ".")
	if n := number(boxS); n > 0 {
		return n // as the outcome writes it: no strconv (this runs for every base row)
	}
	n, err := strconv.Atoi(boxS)
	if err != nil || n < 1 {
		return 0
	}
	return n
}

// provides reports whether the text in force has a play: the retiro is
// Castilla y León's, even money, the side bets and bonus bets Valencia's
// (see lets for bj-unlisted-plays=allowed).
func (x *session) provides(t string) bool {
	switch t {
	case tRetiro:
		return x.text == rules.CyL2008
	case tEvenMoney, tMenor, tMayor, tProgressive, tBonus:
		return x.text == rules.CV2003
	}
	return true
}

// assignBets takes the bets that can be audited (the shared checks done by
// the Context), rejects those whose hand is not in the round, and marks the
// hands that were doubled, surrendered or paid even money. It returns how
// many bets are audited and their handle.
func (x *session) assignBets() (n int, handle logs.Cents) {
	bets := x.ctx.BetsBy(func(no int) (ok, exists bool) {
		if rd := x.find(no); rd != nil {
			return rd.usable, true
		}
		return false, false
	})
	// Each round's bets in one slice of the session's: counted first.
	var rd *round
	for _, b := range bets {
		if rd == nil || rd.r.No != b.Round { // rows come mostly round by round
			rd = x.find(b.Round)
		}
		rd.nbets++
	}
	all := take(&x.room.bets, len(bets))
	for _, rd := range x.rounds {
		rd.bets, all = all[:0:rd.nbets], all[rd.nbets:]
	}
	rd = nil
	for _, b := range bets {
		if rd == nil || rd.r.No != b.Round {
			rd = x.find(b.Round)
		}
		if b.Hand == "" {
			rd.rejected = true
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "hand", AtStake: b.Stake,
				Detail: textf("Apuesta de black-jack sin mano (bets.hand): no se puede liquidar y se rechaza.", "Black-jack bet without a hand (bets.hand): it cannot be settled and is rejected.")})
			continue
		}
		var h *hand
		if rd.played {
			h = rd.named(b.Hand)
		}
		if rd.played && h == nil {
			rd.rejected = true
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "hand", Recorded: plain(b.Hand), AtStake: b.Stake,
				Detail: textf("La mano %s de la apuesta no está en el resultado de la jugada %d: la apuesta se rechaza.", "The bet's hand %s is not in the outcome of round %d: the bet is rejected.", b.Hand, b.Round)})
			continue
		}
		if rd.played && boxLevel(b.Type) && h.k != 1 {
			x.ctx.Reject(logs.TBets)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "hand", Recorded: plain(b.Hand), AtStake: b.Stake,
				Expected: plain(strconv.Itoa(boxOf(b.Hand))),
				Detail:   textf("Apuesta %s sobre la mano %s: se registra sobre la casilla (%d); la apuesta se rechaza.", "%s bet on hand %s: it is recorded on the box (%d); the bet is rejected.", b.Type, b.Hand, boxOf(b.Hand))})
			continue
		}
		// Field by field into the room counted above (zero): appending a
		// whole rbet costs a copy and a write barrier on all its pointers.
		rd.bets = rd.bets[:len(rd.bets)+1]
		rb := &rd.bets[len(rd.bets)-1]
		rb.Bet, rb.h = b, h
		n++
		if !marker(b.Type) {
			handle += b.Stake
		}
		if !rd.played {
			continue
		}
		// A box-level row names its box's own hand (k = 1, checked
		// above). Stakes and markers are read from rd.bets (round.stakes).
		switch b.Type {
		case tSplit:
			h.splitRow = true
		case tDouble:
			h.doubled = true
		case tRetiro, tEvenMoney:
			rd.marks = true
		}
	}
	return n, handle
}

// boxLevel types are placed on the box, whatever name the hand is given.
func boxLevel(t string) bool {
	switch t {
	case tBase, tInsurance, tEvenMoney, tMenor, tMayor, tProgressive, tBonus:
		return true
	}
	return false
}

// outcome of a stake on a hand.
type result int

const (
	lose result = iota
	push
	win
	natural // black-jack, 3 to 2
	half    // retiro: half returned
	// a double or split stake against the croupier's black-jack under
	// bj-dealer-blackjack-extra=either: lost or returned
	loseOrPush
)

// due lists the acceptable (returned, paid) of a stake with result res: a
// half cent is rounded either way.
func due(stake logs.Cents, res result) [][2]logs.Cents {
	switch res {
	case push:
		return [][2]logs.Cents{{stake, 0}}
	case win:
		return [][2]logs.Cents{{stake, stake}}
	case natural:
		return [][2]logs.Cents{{stake, stake * 3 / 2}, {stake, (stake*3 + 1) / 2}}
	case half:
		return [][2]logs.Cents{{stake / 2, 0}, {(stake + 1) / 2, 0}}
	case loseOrPush:
		return [][2]logs.Cents{{0, 0}, {stake, 0}}
	}
	return [][2]logs.Cents{{0, 0}}
}

// resultName describes a result in both languages.
func resultName(res result) rules.Text {
	switch res {
	case push:
		return rules.Text{ES: "empate, la apuesta se devuelve", EN: "a tie, the stake is returned"}
	case win:
		return rules.Text{ES: "gana, se paga a la par", EN: "it wins, paid even money"}
	case natural:
		return rules.Text{ES: "black-jack, se paga 3 por 2", EN: "a black-jack, paid 3 to 2"}
	case half:
		return rules.Text{ES: "retiro, se devuelve la mitad", EN: "retiro, half the stake returned"}
	case loseOrPush:
		return rules.Text{ES: "black-jack del croupier, la apuesta añadida se pierde o se devuelve", EN: "the croupier's black-jack, the added stake is lost or returned"}
	}
	return rules.Text{ES: "pierde", EN: "it loses"}
}

// matches reports whether a bet was settled as one of want, and returns the
// difference paid minus due against the first.
func matches(b *logs.Bet, want [][2]logs.Cents) (bool, logs.Cents) {
	for _, w := range want {
		if b.Returned == w[0] && b.Paid == w[1] {
			return true, 0
		}
	}
	got := b.Returned + b.Paid
	best := got - want[0][0] - want[0][1]
	for _, w := range want[1:] {
		if d := got - w[0] - w[1]; abs(d) < abs(best) {
			best = d
		}
	}
	return false, best
}

func abs(c logs.Cents) logs.Cents {
	if c < 0 {
		return -c
	}
	return c
}

// play is the result of a stake of type t on hand h by the cards alone.
func (x *session) play(rd *round, h *hand, t string) (result, []string) {
	pt := x.total(h)
	if pt > 21 {
		return lose, nil
	}
	if rd.dealerBJ() {
		if h.blackjack() {
			if x.a.Is(bj.AssumeBJvsBJ, "player-wins") {
				return natural, []string{x.assume(bj.AssumeBJvsBJ)}
			}
			return push, []string{x.assume(bj.AssumeBJvsBJ)}
		}
		if t == tDouble || t == tSplit {
			switch {
			case x.a.Is(bj.AssumeDealerBJ, "original-only"):
				return push, []string{x.assume(bj.AssumeDealerBJ)}
			case x.a.Is(bj.AssumeDealerBJ, "all-lost"):
				return lose, []string{x.assume(bj.AssumeDealerBJ)}
			}
			return loseOrPush, []string{x.assume(bj.AssumeDealerBJ)}
		}
		return lose, nil
	}
	if h.blackjack() {
		return natural, nil
	}
	dt := int(rd.dtotal)
	switch {
	case dt > 21 || pt > dt:
		return win, nil
	case pt == dt:
		return push, nil
	}
	return lose, nil
}

// checkBets audits every bet of the session.
func (x *session) checkBets() {
	for _, rd := range x.rounds {
		if len(rd.bets) == 0 {
			// Hands without bets: the log lacks them (DQ-HANDS-NO-BETS, or
			// the rows were rejected); no rule compares hands with bets here.
			continue
		}
		if !rd.played {
			x.checkVoid(rd)
			continue
		}
		x.checkRoundBets(rd)
	}
}

// checkVoid checks that a void round's stakes were refunded.
func (x *session) checkVoid(rd *round) {
	for _, rb := range rd.bets {
		b := rb.Bet
		want := [][2]logs.Cents{{b.Stake, 0}}
		if marker(b.Type) {
			want = [][2]logs.Cents{{0, 0}}
		}
		if ok, delta := matches(b, want); !ok {
			x.report(audit.Finding{Rule: bj.RulePayout, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "returned", AtStake: b.Stake, Delta: delta,
				Expected: audit.Settlement(want[0][0], want[0][1]), Recorded: audit.Settlement(b.Returned, b.Paid),
				Detail: textf("Jugada %d nula: la apuesta se devuelve.", "Round %d void: the stake is returned.", b.Round)})
		}
	}
}

// checkRoundBets checks the round's stakes, limits, boxes and settlement.
func (x *session) checkRoundBets(rd *round) {
	r := rd.r
	// The base rows by box, in file order within a box (sorted only when
	// the file lists them otherwise, as it seldom does).
	bases, sorted := x.bases[:0], true
	for i := range rd.bets {
		if rb := &rd.bets[i]; rb.Type == tBase {
			if n := len(bases); n > 0 && bases[n-1].box > rb.h.box {
				sorted = false
			}
			bases = append(bases, baseRow{box: rb.h.box, at: int32(i)})
		}
	}
	if !sorted {
		slices.SortStableFunc(bases, func(a, b baseRow) int { return cmp.Compare(a.box, b.box) })
	}
	x.bases = bases
	x.checkLimits(rd, bases)
	// Splits: each hand formed by splitting carries a stake equal to the
	// initial one.
	for _, h := range rd.hands {
		if h.k < 2 || h.top.unstaked {
			continue
		}
		if !h.splitRow {
			x.report(audit.Finding{Rule: bj.RuleSplit, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: textf("una apuesta split en la mano %s", "a split stake on hand %s", h.name), Recorded: textf("ninguna", "none"),
				Detail: textf("Se formó la mano %s sin apuesta igual a la inicial.", "Hand %s was formed without a stake equal to the initial one.", h.name)})
		}
	}
	for i := range rd.bets {
		rb := &rd.bets[i]
		b, h, who := rb.Bet, rb.h, rb.who()
		box := h.box
		if beforeDeal(b.Type) {
			x.checkLate(rd, b)
		}
		switch b.Type {
		case tBase:
			if rd.marked(h, who, tEvenMoney) {
				x.settleEven(rd, h, b)
			} else if rd.marked(h, who, tRetiro) {
				x.settleRetiro(rd, h, b)
			} else {
				x.settle(rd, h, b)
			}
		case tSplit:
			initial, ok := rd.initial(h.top, who)
			if h.k < 2 {
				x.report(audit.Finding{Rule: bj.RuleSplit, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "hand", AtStake: b.Stake, Recorded: plain(b.Hand),
					Expected: textf("una mano formada al separar (%d.2, …)", "a hand formed by splitting (%d.2, …)", box),
					Detail:   textf("Apuesta split sobre la mano %s, que no se formó al separar.", "Split stake on hand %s, which was not formed by splitting.", b.Hand)})
			} else if ok && b.Stake != initial {
				x.report(audit.Finding{Rule: bj.RuleSplit, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "stake", AtStake: b.Stake,
					Expected: textf("%s", "%s", initial), Recorded: textf("%s", "%s", b.Stake),
					Detail: textf("Apuesta de %s al separar en la mano %s; debe ser igual a la inicial (%s).", "Stake of %s on split hand %s; it must equal the initial one (%s).", b.Stake, b.Hand, initial)})
			}
			if rd.marked(h, who, tRetiro) {
				x.settleRetiro(rd, h, b)
			} else {
				x.settle(rd, h, b)
			}
		case tDouble:
			initial, ok := rd.initial(h, who)
			if !ok {
				initial, ok = rd.initial(h.top, who)
			}
			if ok && b.Stake != initial {
				x.report(audit.Finding{Rule: bj.RuleDouble, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "stake", AtStake: b.Stake,
					Expected: textf("%s", "%s", initial), Recorded: textf("%s", "%s", b.Stake),
					Detail: textf("Apuesta doble de %s en la mano %s; debe ser igual a la inicial (%s).", "Double of %s on hand %s; it must equal the initial stake (%s).", b.Stake, b.Hand, initial)})
			}
			x.settle(rd, h, b)
		case tInsurance:
			initial, _ := rd.initial(h, who)
			x.checkInsurance(rd, b, initial, baseRun(bases, box))
		case tEvenMoney:
			x.checkMarker(rd, h, b, bj.RuleEvenMoney)
		case tRetiro:
			x.checkMarker(rd, h, b, bj.RuleRetiro)
		case tMenor, tMayor:
			x.checkSide(rd, b)
		case tProgressive:
			x.checkProgressive(rd, b)
		case tBonus:
			x.checkBonus(rd, b)
		default:
			x.report(audit.Finding{Rule: bj.RuleBetType, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "type", AtStake: b.Stake, Recorded: plain(b.Type),
				Expected: plain("base | split | double | insurance | …"),
				Detail:   textf("Apuesta de tipo %q: no es una jugada del black-jack del Catálogo.", "Bet of type %q: not a black-jack play of the Catálogo.", b.Type)})
		}
	}
}

// baseRow is a base row of a round: its box and its place in rd.bets.
type baseRow struct {
	box int // as the hand's (slowOutcome reads any int)
	at  int32
}

// baseRun is the base rows of box among bases (sorted by box).
func baseRun(bases []baseRow, box int) []baseRow {
	i, _ := slices.BinarySearchFunc(bases, box, func(b baseRow, box int) int { return cmp.Compare(b.box, box) })
	j := i
	for j < len(bases) && bases[j].box == box {
		j++
	}
	return bases[i:j]
}

// beforeDeal types are staked before the cards are dealt; the others are
// decisions of play (split, double, insurance, even money, retiro).
func beforeDeal(t string) bool {
	switch t {
	case tBase, tMenor, tMayor, tProgressive, tBonus:
		return true
	}
	return false
}

// checkLate reports a stake placed after the deal began: the round's
// no_more_bets_at when recorded, else its at (the round decided, which is
// after the deal). Without placed_at it cannot be checked.
func (x *session) checkLate(rd *round, b *logs.Bet) {
	if b.PlacedAt.IsZero() {
		if x.noted("placed_at") {
			return
		}
		x.note("placed_at", audit.Finding{Column: "placed_at", Recorded: textf("apuesta %s sin placed_at", "bet %s without placed_at", b.ID),
			Detail: textf("Hora de las apuestas (bets.placed_at) no registrada: no se comprueba que se hicieran antes del reparto (%s).", "Bet times (bets.placed_at) not recorded: that bets were made before the deal (%s) is not checked.", bj.RuleLateBet)})
		return
	}
	deal, what := rd.r.NoMoreBetsAt, rules.Text{ES: "empezar el reparto (no_more_bets_at)", EN: "the deal began (no_more_bets_at)"}
	if deal.IsZero() {
		deal, what = rd.r.At, rules.Text{ES: "decidirse la jugada (at)", EN: "the round was decided (at)"}
	}
	if !b.PlacedAt.After(deal) {
		return
	}
	x.report(audit.Finding{Rule: bj.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake,
		Expected: textf("≤ %s (%s)", "≤ %s (%s)", deal.Format("15:04:05"), what), Recorded: plain(b.PlacedAt.Format("15:04:05")),
		Detail: textf("Apuesta %s de %s en la casilla %d colocada a las %s, después de %s en la jugada %d (%s): las apuestas se hacen antes de distribuir las cartas.",
			"%s bet of %s on box %d placed at %s, after %s in round %d (%s): bets are made before the cards are dealt.",
			b.Type, b.Stake, boxOf(b.Hand), b.PlacedAt.Format("15:04:05"), what, b.Round, deal.Format("15:04:05"))})
}

// settle checks a stake on a hand against the cards.
func (x *session) settle(rd *round, h *hand, b *logs.Bet) {
	res, assume := x.play(rd, h, b.Type)
	want := due(b.Stake, res)
	if ok, delta := matches(b, want); !ok {
		x.report(audit.Finding{Rule: bj.RulePayout, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake, Delta: delta, Assumptions: assume,
			Expected: audit.Settlement(want[0][0], want[0][1]), Recorded: audit.Settlement(b.Returned, b.Paid),
			Detail: textf("Mano %s (%s) contra el croupier (%s): %s.", "Hand %s (%s) against the croupier (%s): %s.", h.name, cards.List(h.cards), cards.List(rd.dealer), resultName(res))})
	}
}

// lets reports how the session treats play t: ok when the text in force
// provides it, or when bj-unlisted-plays admits it (allowed; by default,
// international-practice, in national sessions: 1977 L4 defers to
// international practice). Borrowed: the conditions of the region that
// provides it apply, cited from its text.
func (x *session) lets(t string) (ok, borrowed bool) {
	if x.provides(t) {
		return true, false
	}
	if x.a.Is(bj.AssumeUnlisted, "allowed") || (x.a.Is(bj.AssumeUnlisted, "international-practice") && x.text == rules.ES1977) {
		return true, true
	}
	return false, false
}

// borrow marks a finding on a play of type t admitted by
// bj-unlisted-plays: the switch, and the text of the region that
// provides the play (a reference under the session's instrument).
func (x *session) borrow(f *audit.Finding, t string, borrowed bool) {
	if !borrowed {
		return
	}
	f.Assumptions = append(f.Assumptions, x.assume(bj.AssumeUnlisted))
	f.Cite = bj.PlayCites[t]
}

// playFinding is a finding on a stake row whose play is irregular, with
// what was paid against what the cards alone give.
func (x *session) playFinding(rd *round, h *hand, b *logs.Bet, rule string, why rules.Text) audit.Finding {
	res, assume := x.play(rd, h, b.Type)
	want := due(b.Stake, res)
	_, delta := matches(b, want)
	return audit.Finding{Rule: rule, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "type", AtStake: b.Stake, Delta: delta, Assumptions: assume,
		Expected: audit.Settlement(want[0][0], want[0][1]), Recorded: audit.Settlement(b.Returned, b.Paid), Detail: why}
}

// unlisted reports a play the text in force does not provide
// (bj-unlisted-plays=forbidden), on a stake row, with what was paid against
// what the cards alone give.
func (x *session) unlisted(rd *round, h *hand, b *logs.Bet, rule string, why rules.Text) {
	f := x.playFinding(rd, h, b, rule, why)
	f.Assumptions = append(f.Assumptions, x.assume(bj.AssumeUnlisted))
	x.report(f)
}

// settleEven checks a base stake on a box whose bettor took even money.
func (x *session) settleEven(rd *round, h *hand, b *logs.Bet) {
	ok, borrowed := x.lets(tEvenMoney)
	vsAce := rd.dealer[0].Rank == 0 && h.blackjack()
	if !ok {
		if !vsAce {
			x.unlisted(rd, h, b, bj.RuleEvenMoney, textf("Pago a la par de la mano %s (%s) con el croupier en %s: el texto en vigor no lo prevé.", "Even money on hand %s (%s) with the croupier on %s: the text in force does not provide it.", h.name, cards.List(h.cards), rd.dealer[0]))
			return
		}
		// A black-jack against an ace paid at evens: in money the same as
		// an insurance of half the stake paid 2 to 1 (1977 L121), so the
		// difference is measured against that.
		f := x.playFinding(rd, h, b, bj.RuleEvenMoney, rules.Text{})
		f.Assumptions = append(f.Assumptions, x.assume(bj.AssumeUnlisted))
		res, _ := x.play(rd, h, tBase)
		w := due(b.Stake, res)[0]
		equiv := 2 * b.Stake // 3:2 on the black-jack less the lost half insured
		if rd.dealerBJ() {
			equiv = w[0] + w[1] + b.Stake // the black-jack's due and the insurance's 2 to 1
		}
		f.Delta = b.Returned + b.Paid - equiv
		f.Detail = textf("Pago a la par de un black-jack (mano %s) frente a un as: el texto en vigor no lo prevé (el black-jack se paga 3 por 2). En dinero equivale a un seguro de la mitad de la apuesta pagado 2 por 1 (%s en total): la diferencia se mide contra eso.",
			"Even money on a black-jack (hand %s) against an ace: the text in force does not provide it (black-jack is paid 3 to 2). In money it equals an insurance of half the stake paid 2 to 1 (%s in all): the difference is measured against that.", h.name, equiv)
		x.report(f)
		return
	}
	if !vsAce {
		f := x.playFinding(rd, h, b, bj.RuleEvenMoney, textf("Pago a la par de la mano %s (%s) con el croupier en %s: sólo cabe con black-jack frente a un as.", "Even money on hand %s (%s) with the croupier on %s: only a black-jack against an ace may take it.", h.name, cards.List(h.cards), rd.dealer[0]))
		x.borrow(&f, tEvenMoney, borrowed)
		x.report(f)
		return
	}
	want := due(b.Stake, win)
	if ok, delta := matches(b, want); !ok {
		f := audit.Finding{Rule: bj.RuleEvenMoney, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake, Delta: delta,
			Expected: audit.Settlement(want[0][0], want[0][1]), Recorded: audit.Settlement(b.Returned, b.Paid),
			Detail: textf("Pago a la par de la mano %s: se paga la apuesta a la par.", "Even money on hand %s: the stake is paid at evens.", h.name)}
		x.borrow(&f, tEvenMoney, borrowed)
		x.report(f)
	}
}

// settleRetiro checks a stake on a hand its bettor surrendered.
func (x *session) settleRetiro(rd *round, h *hand, b *logs.Bet) {
	ok, borrowed := x.lets(tRetiro)
	if !ok {
		x.unlisted(rd, h, b, bj.RuleRetiro, textf("Retiro en la mano %s: el texto en vigor no lo prevé.", "Retiro on hand %s: the text in force does not provide it.", h.name))
		return
	}
	var why *rules.Text
	initialOnly := x.a.Is(bj.AssumeRetiroHands, "initial-only")
	switch {
	case rd.dealer[0].Rank == 0:
		t := textf("Retiro en la mano %s con un as como primer naipe del croupier.", "Retiro on hand %s with an ace as the croupier's first card.", h.name)
		why = &t
	case len(h.cards) != 2:
		t := textf("Retiro en la mano %s después de recibir una tercera carta (%s).", "Retiro on hand %s after it received a third card (%s).", h.name, cards.List(h.cards))
		why = &t
	case h.doubled || (initialOnly && h.split):
		t := textf("Retiro en la mano %s, separada o doblada.", "Retiro on hand %s, which was split or doubled.", h.name)
		why = &t
	}
	if why != nil {
		f := x.playFinding(rd, h, b, bj.RuleRetiro, *why)
		if h.split && !h.doubled {
			f.Assumptions = append(f.Assumptions, x.assume(bj.AssumeRetiroHands))
		}
		x.borrow(&f, tRetiro, borrowed)
		x.report(f)
		return
	}
	want := due(b.Stake, half)
	if ok, delta := matches(b, want); !ok {
		f := audit.Finding{Rule: bj.RuleRetiro, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "returned", AtStake: b.Stake, Delta: delta,
			Expected: audit.Settlement(want[0][0], want[0][1]), Recorded: audit.Settlement(b.Returned, b.Paid),
			Detail: textf("Retiro en la mano %s: se devuelve la mitad de la apuesta.", "Retiro on hand %s: half the stake is returned.", h.name)}
		x.borrow(&f, tRetiro, borrowed)
		x.report(f)
	}
}

// checkMarker checks that an even-money or retiro row moved no money: it
// records a decision, shown on the stake rows. A marker belongs to its
// bettor's stake on the hand; without one it decides nothing, and is
// reported rather than passed over.
func (x *session) checkMarker(rd *round, h *hand, b *logs.Bet, rule string) {
	if h != nil && !rd.staker(h, bettor(b)) {
		x.ctx.Reject(logs.TBets)
		x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "player_id", AtStake: b.Stake, Recorded: plain(b.Player + " " + b.Seat),
			Detail: textf("Fila %s (jugador %q, asiento %q) sin apuesta suya en la mano %s: no decide nada y se rechaza.", "%s row (player %q, seat %q) with no stake of the same bettor on hand %s: it decides nothing and is rejected.", b.Type, b.Player, b.Seat, h.name)})
		return
	}
	if b.Returned == 0 && b.Paid == 0 {
		return
	}
	x.report(audit.Finding{Rule: rule, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake, Delta: b.Returned + b.Paid,
		Expected: audit.Settlement(0, 0), Recorded: audit.Settlement(b.Returned, b.Paid),
		Detail: textf("La fila %s registra una decisión, no una apuesta: no mueve dinero (la liquidación va en la apuesta de la mano).", "The %s row records a decision, not a stake: it moves no money (the settlement is on the hand's stake).", b.Type)})
}

// checkInsurance checks an insurance stake: a croupier's ace, at most (or
// exactly) half the original stake, paid 2 to 1 on the croupier's
// black-jack and lost otherwise.
func (x *session) checkInsurance(rd *round, b *logs.Bet, initial logs.Cents, bases []baseRow) {
	r := rd.r
	box := boxOf(b.Hand)
	if initial == 0 {
		for _, row := range bases {
			initial = max(initial, rd.bets[row.at].Stake)
		}
	}
	f := audit.Finding{Rule: bj.RuleInsurance, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, AtStake: b.Stake}
	if rd.dealer[0].Rank != 0 {
		f.Column, f.Expected, f.Recorded = "type", textf("primer naipe del croupier: as", "croupier's first card: ace"), plain(rd.dealer[0].String())
		f.Detail = textf("Seguro con el primer naipe del croupier %s: sólo cabe frente a un as.", "Insurance with the croupier's first card %s: it is only offered against an ace.", rd.dealer[0])
		x.report(f)
	}
	if x.text == rules.CV2003 && x.a.Is(bj.AssumeInsuranceWho, "blackjack-only") {
		if h := rd.boxHand(box); !h.blackjack() {
			g := f
			g.Column, g.Assumptions = "type", []string{x.assume(bj.AssumeInsuranceWho)}
			g.Expected, g.Recorded = textf("black-jack en la casilla", "black-jack on the box"), plain(cards.List(h.cards))
			g.Detail = textf("Seguro en la casilla %d sin black-jack.", "Insurance on box %d without a black-jack.", box)
			x.report(g)
		}
	}
	if initial > 0 {
		exact := x.text != rules.CV2003 && x.a.Is(bj.AssumeInsuranceHalf, "exactly-half")
		ok := b.Stake <= (initial+1)/2
		if exact {
			ok = b.Stake == initial/2 || b.Stake == (initial+1)/2
		}
		if !ok {
			// The words only for a finding: this runs for every insurance.
			expected := textf("≤ %s", "≤ %s", (initial+1)/2)
			if exact {
				expected = textf("%s", "%s", (initial+1)/2)
			}
			g := f
			g.Column, g.Expected, g.Recorded = "stake", expected, textf("%s", "%s", b.Stake)
			if x.text != rules.CV2003 {
				g.Assumptions = []string{x.assume(bj.AssumeInsuranceHalf)}
			}
			g.Detail = textf("Seguro de %s sobre una apuesta primitiva de %s: %s la mitad.", "Insurance of %s on an original stake of %s: %s half.", b.Stake, initial,
				map[bool]rules.Text{true: {ES: "debe ser", EN: "it must be"}, false: {ES: "como máximo", EN: "at most"}}[exact])
			x.report(g)
		}
	}
	want := [][2]logs.Cents{{0, 0}}
	if rd.dealerBJ() {
		want = [][2]logs.Cents{{b.Stake, 2 * b.Stake}}
	}
	if ok, delta := matches(b, want); !ok {
		g := f
		g.Column, g.Delta = "paid", delta
		g.Expected, g.Recorded = audit.Settlement(want[0][0], want[0][1]), audit.Settlement(b.Returned, b.Paid)
		g.Detail = textf("Seguro con el croupier en %s: se paga 2 por 1 si hace black-jack y se pierde si no.", "Insurance with the croupier on %s: paid 2 to 1 on his black-jack, lost otherwise.", cards.List(rd.dealer))
		x.report(g)
	}
}

// checkSide checks menor/mayor de 13 on the box's first two cards.
func (x *session) checkSide(rd *round, b *logs.Bet) {
	box := boxOf(b.Hand)
	ok, borrowed := x.lets(b.Type)
	if !ok {
		x.report(audit.Finding{Rule: bj.RuleMenorMayor, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "type", AtStake: b.Stake,
			Assumptions: []string{x.assume(bj.AssumeUnlisted)}, Recorded: plain(b.Type),
			Detail: textf("Apuesta %s: el texto en vigor no prevé el menor o mayor de 13.", "Bet %s: the text in force does not provide menor/mayor de 13.", b.Type)})
		return
	}
	if b.Stake < rd.min {
		f := audit.Finding{Rule: bj.RuleStakeMin, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "stake", AtStake: b.Stake,
			Expected: textf("≥ %s", "≥ %s", rd.min), Recorded: textf("%s", "%s", b.Stake),
			Detail: textf("Apuesta %s de %s, inferior al mínimo de la mesa (%s).", "%s bet of %s, below the table minimum (%s).", b.Type, b.Stake, rd.min)}
		x.borrow(&f, b.Type, borrowed)
		x.report(f)
	}
	if b.Stake > rd.max {
		f := audit.Finding{Rule: bj.RuleStakeMax, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "stake", AtStake: b.Stake,
			Expected: textf("≤ %s", "≤ %s", rd.max), Recorded: textf("%s", "%s", b.Stake),
			Detail: textf("Apuesta %s de %s, superior al máximo de la mesa (%s).", "%s bet of %s, above the table maximum (%s).", b.Type, b.Stake, rd.max)}
		x.borrow(&f, b.Type, borrowed)
		x.report(f)
	}
	a, c, ok := rd.firstTwo(box)
	if !ok {
		return
	}
	side := bj.Side(a, c)
	won := (b.Type == tMenor && side < 0) || (b.Type == tMayor && side > 0)
	want := [][2]logs.Cents{{0, 0}}
	if won {
		want = [][2]logs.Cents{{b.Stake, b.Stake}}
	}
	if ok, delta := matches(b, want); !ok {
		f := audit.Finding{Rule: bj.RuleMenorMayor, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake, Delta: delta,
			Expected: audit.Settlement(want[0][0], want[0][1]), Recorded: audit.Settlement(b.Returned, b.Paid),
			Detail: textf("%s con %s y %s (%d, el as cuenta uno): se paga a la par si acierta y se pierde con 13.", "%s on %s and %s (%d, the ace counting one): paid at evens when right, lost on 13.", b.Type, a, c, a.TenValue()+c.TenValue())}
		x.borrow(&f, b.Type, borrowed)
		x.report(f)
	}
}

// checkProgressive checks the progressive stake against half the minimum.
func (x *session) checkProgressive(rd *round, b *logs.Bet) {
	ok, borrowed := x.lets(tProgressive)
	if !ok {
		x.report(audit.Finding{Rule: bj.RuleProgressive, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "type", AtStake: b.Stake,
			Assumptions: []string{x.assume(bj.AssumeUnlisted)}, Recorded: plain(b.Type),
			Detail: textf("Apuesta al progresivo: el texto en vigor no la prevé.", "Progressive stake: the text in force does not provide it.")})
		return
	}
	if 2*b.Stake > rd.min {
		f := audit.Finding{Rule: bj.RuleProgressive, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "stake", AtStake: b.Stake,
			Expected: textf("≤ %s (mitad del mínimo %s)", "≤ %s (half the minimum %s)", rd.min/2, rd.min), Recorded: textf("%s", "%s", b.Stake),
			Detail: textf("Progresivo de %s, superior a la mitad del mínimo de la mesa (%s).", "Progressive of %s, above half the table minimum (%s).", b.Stake, rd.min)}
		x.borrow(&f, tProgressive, borrowed)
		x.report(f)
	}
}

// checkBonus checks a bonus bet: Valencia's authorised special or
// accumulated bets on card combinations (CV L731). Its stake is handle; its
// prize, the authorised table's, is not checked. Elsewhere it is a bet type
// the text does not provide, unless bj-unlisted-plays=allowed.
func (x *session) checkBonus(rd *round, b *logs.Bet) {
	if ok, _ := x.lets(tBonus); ok {
		return
	}
	x.report(audit.Finding{Rule: bj.RuleBetType, Round: b.Round, Bet: b.ID, At: rd.r.At, Source: b.Pos, Column: "type", AtStake: b.Stake,
		Assumptions: []string{x.assume(bj.AssumeUnlisted)}, Recorded: plain(b.Type),
		Detail: textf("Apuesta bonus: sólo el texto valenciano prevé apuestas especiales acumuladas o bonus autorizadas; el texto en vigor no las prevé.", "Bonus bet: only the Valencian text provides authorised special accumulated or bonus bets; the text in force does not provide them.")})
}

// checkLimits checks the initial stakes against the limits in force, the
// bets per box and, in Castilla y León, the two hands a round needs.
func (x *session) checkLimits(rd *round, bases []baseRow) {
	r := rd.r
	perBet := x.perBet
	limit := bj.BetsPerBox(x.text)
	all := bases
	boxes := 0
	for _, top := range rd.tops {
		box := top.box
		// bases holds the boxes' rows in ascending box order, as rd.tops.
		n := 0
		for n < len(bases) && bases[n].box == box {
			n++
		}
		rows := bases[:n]
		bases = bases[n:]
		if len(rows) > 0 {
			boxes++
		}
		var sum logs.Cents
		for i, row := range rows {
			b := rd.bets[row.at].Bet
			if b.Stake < rd.min {
				x.report(audit.Finding{Rule: bj.RuleStakeMin, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "stake", AtStake: b.Stake,
					Expected: textf("≥ %s", "≥ %s", rd.min), Recorded: textf("%s", "%s", b.Stake),
					Detail: textf("Apuesta inicial de %s en la casilla %d, inferior al mínimo de la mesa (%s).", "Initial stake of %s on box %d, below the table minimum (%s).", b.Stake, box, rd.min)})
			}
			sum += b.Stake
			over := (perBet && b.Stake > rd.max) || (!perBet && sum > rd.max && sum-b.Stake <= rd.max)
			if over {
				rec := textf("%s", "%s", b.Stake)
				if !perBet {
					rec = textf("%s en la casilla", "%s on the box", sum)
				}
				x.report(audit.Finding{Rule: bj.RuleStakeMax, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "stake", AtStake: b.Stake, Assumptions: []string{x.assume(bj.AssumeMaxScope)},
					Expected: textf("≤ %s por mano", "≤ %s per hand", rd.max), Recorded: rec,
					Detail: textf("Las apuestas iniciales sobre la casilla %d superan el máximo por mano (%s).", "The initial stakes on box %d exceed the maximum per hand (%s).", box, rd.max)})
			}
			if limit > 0 && i == limit {
				x.report(audit.Finding{Rule: bj.RuleBetsPerBox, Round: r.No, At: r.At, Bet: b.ID, Source: b.Pos, Column: "hand",
					Expected: textf("≤ %d apuestas por casilla", "≤ %d bets per box", limit), Recorded: textf("%d apuestas", "%d bets", len(rows)),
					Detail: textf("%d apuestas iniciales sobre la casilla %d; el máximo es %d.", "%d initial stakes on box %d; the maximum is %d.", len(rows), box, limit)})
			}
		}
	}
	// A box dealt without its stake in the log (DQ-HANDS-NO-BETS), or a
	// bet row of the round rejected (DQ-OUTCOME): how many hands were bet,
	// and by whom, is not known.
	if x.text == rules.CyL2008 && !rd.unstaked && !rd.rejected {
		n, what := boxes, rules.Text{ES: "manos apostadas", EN: "hands bet"}
		if x.a.Is(bj.AssumeMinHands, "players") {
			n, what = players(rd, all), rules.Text{ES: "jugadores", EN: "players"}
		}
		if n < 2 {
			x.report(audit.Finding{Rule: bj.RuleMinHands, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Assumptions: []string{x.assume(bj.AssumeMinHands)},
				Expected: textf("≥ 2 %s", "≥ 2 %s", what), Recorded: textf("%d %s", "%d %s", n, what),
				Detail: textf("La jugada %d se dio con %d %s; hacen falta al menos dos.", "Round %d was dealt with %d %s; at least two are needed.", r.No, n, what)})
		}
	}
}

// players is the number of bettors among rows when below two, else 2 (all
// BJ-MIN-HANDS needs to know).
func players(rd *round, rows []baseRow) int {
	if len(rows) == 0 {
		return 0
	}
	for _, row := range rows[1:] {
		if rd.bets[row.at].who() != rd.bets[rows[0].at].who() {
			return 2
		}
	}
	return 1
}
