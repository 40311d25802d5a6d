package blackjack

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
)

// Replay is the black-jack game for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{bj.Game} }

// hand is one player hand of a round's outcome.
type hand struct {
	name  string
	box   int
	k     int // 1 for the box's own hand, 2, 3, ... for hands formed by splitting
	cards []cards.Card
	split bool // its box was split (so no hand of it is a black-jack)

	doubled bool // a double row stands on it

	// The markers are their bettor's decision (docs/log-format/black-jack.md): by
	// bettor (player_id, else seat), who surrendered the hand (a retiro
	// marker on it) or took even money (an even-money marker on its box,
	// box hand only); stakers are the bettors with a stake row on it.
	retiro  bettors
	even    bettors
	stakers bettors
}

// bettors is a set of bettors: most hands have one, held inline (no
// allocation); past it a map.
type bettors struct {
	few  [1]bettorKey
	n    int
	many map[bettorKey]bool
}

// mark adds bettor k.
func (s *bettors) mark(k bettorKey) {
	switch {
	case s.has(k):
	case s.many != nil:
		s.many[k] = true
	case s.n < len(s.few):
		s.few[s.n] = k
		s.n++
	default:
		s.many = map[bettorKey]bool{k: true}
		for _, f := range s.few {
			s.many[f] = true
		}
	}
}

// has reports whether k is in the set.
func (s *bettors) has(k bettorKey) bool {
	if s.many != nil {
		return s.many[k]
	}
	for _, f := range s.few[:s.n] {
		if f == k {
			return true
		}
	}
	return false
}

// len is the number of bettors in the set.
func (s *bettors) len() int {
	if s.many != nil {
		return len(s.many)
	}
	return s.n
}

// each calls fn for every bettor until it returns false.
func (s *bettors) each(fn func(bettorKey) bool) {
	if s.many != nil {
		for k := range s.many {
			if !fn(k) {
				return
			}
		}
		return
	}
	for _, k := range s.few[:s.n] {
		if !fn(k) {
			return
		}
	}
}

// settled reports whether the hand waits for the croupier's cards no more:
// every bettor with a stake on it surrendered or took even money.
func (h *hand) settled() bool {
	if h.retiro.len()+h.even.len() == 0 {
		return false
	}
	all := true
	h.stakers.each(func(b bettorKey) bool {
		all = h.retiro.has(b) || h.even.has(b)
		return all
	})
	return all
}

// round is a round as the replay needs it.
type round struct {
	r      *logs.Round
	usable bool // false: rejected (bad outcome)
	played bool // usable and not void
	dealer []cards.Card
	hands  []*hand // in outcome order (a dozen at most: found by a scan, not a map)
	boxes  []int   // box numbers in ascending order
	dealt  []cards.Card
	min    logs.Cents
	max    logs.Cents
	bets   []*logs.Bet // audited bets of the round, in file order
	// unstaked are the boxes dealt with no base row in the log: their bets
	// are missing (the outcome lists only boxes with a bet).
	unstaked map[int]bool
	// rejected: a bet row of the round was rejected for its hand (none,
	// or one the outcome lacks): which box it staked is not known.
	rejected bool
}

func (rd *round) dealerBJ() bool { return bj.Blackjack(rd.dealer) }

// named is the hand of that name, nil when the outcome has none.
func (rd *round) named(name string) *hand {
	for _, h := range rd.hands {
		if h.name == name {
			return h
		}
	}
	return nil
}

// boxHand is the box's own hand.
func (rd *round) boxHand(box int) *hand { return rd.handOf(box, 1) }

// handOf is hand k of box (k = 1 its own, 2, 3, … split from it).
func (rd *round) handOf(box, k int) *hand {
	for _, h := range rd.hands {
		if h.box == box && h.k == k {
			return h
		}
	}
	return nil
}

// firstTwo is the box's first two cards as dealt: its hand's first card and,
// when the box was split, the first card of its second hand (which has
// cards: parseOutcome gives every hand two at least).
func (rd *round) firstTwo(box int) (cards.Card, cards.Card, bool) {
	h := rd.boxHand(box)
	if h == nil || len(h.cards) == 0 {
		return cards.Card{}, cards.Card{}, false
	}
	if h2 := rd.handOf(box, 2); h2 != nil {
		return h.cards[0], h2.cards[0], true
	}
	if len(h.cards) < 2 {
		return cards.Card{}, cards.Card{}, false
	}
	return h.cards[0], h.cards[1], true
}

// session carries the replay state of one session.
type session struct {
	ctx     *audit.Context
	s       *logs.Session
	in      string // the instrument in force
	text    string // the instrument whose numbers apply (es-1979 rests on es-1977)
	a       rules.Settings
	rounds  []*round // every round kept by the shared checks, in number order
	byNo    map[int]*round
	missing map[string]bool
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, in: ctx.Instrument.ID, text: ctx.Instrument.ID, a: ctx.Assume, byNo: map[int]*round{}, missing: map[string]bool{}}
	if x.text == rules.ES1979 {
		x.text = rules.ES1977 // the 1979 black-jack text is not in the sources
	}
	x.checkSession()
	x.readRounds()
	x.applyLimits()
	x.checkShoes()
	// The bets first: the play checks need to know which hands were
	// doubled, surrendered or paid even money.
	bets := x.assignBets()
	var played []int
	for _, rd := range x.rounds {
		if rd.played {
			played = append(played, rd.r.No)
			x.checkDeal(rd)
			x.checkPlay(rd)
		}
	}
	x.checkCrew()
	shoe.ReportUnbet(ctx, x.unbet(played), len(played))
	n, handle := x.checkBets(bets)
	ctx.Audited(len(played), n, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// unbet lists the played rounds whose hands the log gives no bet: no bet
// row at all, or a box dealt without its initial stake (rows the reader
// rejected are reported already and do not count as recorded). It marks
// those boxes unstaked, so no rule compares them with bets.
func (x *session) unbet(played []int) []int {
	staked := map[[2]int]bool{} // round, box
	for i := range x.s.Bets {
		if b := &x.s.Bets[i]; b.Type == tBase {
			staked[[2]int{b.Round, boxOf(b.Hand)}] = true
		}
	}
	none := map[int]bool{}
	for _, n := range shoe.Unbet(x.s, played) {
		none[n] = true
	}
	var out []int
	for _, n := range played {
		rd := x.byNo[n]
		for _, box := range rd.boxes {
			if !staked[[2]int{n, box}] {
				if rd.unstaked == nil {
					rd.unstaked = map[int]bool{}
				}
				rd.unstaked[box] = true
			}
		}
		if none[n] || len(rd.unstaked) > 0 {
			out = append(out, n)
		}
	}
	return out
}

// assume names the reading in force of a switch, for a finding.
func (x *session) assume(id string) string { return id + "=" + x.a[id] }

// note reports, once per session, that something the rules need is not
// recorded: an information note about the session (round 0), whatever row
// showed it first.
func (x *session) note(key string, f audit.Finding) {
	if x.missing[key] {
		return
	}
	x.missing[key] = true
	f.Rule, f.Round = audit.DQMissing, 0
	x.report(f)
}

var plain = audit.Plain

var textf = audit.Textf

// checkSession checks the table's version and opening limits.
func (x *session) checkSession() {
	s := x.s
	switch {
	case s.Variant == "" && x.text == rules.CV2003:
		x.note("variant", audit.Finding{Source: s.Pos, Column: "variant", Expected: plain(bj.Plazas7 + " | " + bj.Plazas9),
			Detail: textf("Modalidad de la mesa (7 o 9 plazas) no registrada: se admiten hasta 9 casillas y 4 mesas por jefe de mesa.", "Table version (7 or 9 boxes) not recorded: up to 9 boxes and 4 tables per jefe de mesa are accepted.")})
	case s.Variant == bj.Plazas9 && x.text != rules.CV2003:
		x.report(audit.Finding{Rule: bj.RuleBoxes, Source: s.Pos, Column: "variant", Expected: plain("≤ 7"), Recorded: plain(s.Variant),
			Detail: textf("Mesa de 9 plazas: el texto en vigor admite como máximo 7 casillas.", "A 9-box table: the text in force allows 7 boxes at most.")})
	case s.Variant != "" && s.Variant != bj.Plazas7 && s.Variant != bj.Plazas9:
		x.report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "variant", Recorded: plain(s.Variant), Expected: plain(bj.Plazas7 + " | " + bj.Plazas9),
			Detail: textf("Modalidad %q desconocida: se audita como mesa de 7 casillas.", "Unknown version %q: audited as a 7-box table.", s.Variant)})
	}
	x.checkTableMin(s.MinBet, 0, s.Pos, "min_bet", nil)
	x.checkTableMax(s.MinBet, s.MaxBet, 0, s.Pos, "max_bet", nil)
}

// checkTableMin reports a table minimum below the authorised one (1977 L131,
// CV L783), when the log carries authorized_min.
func (x *session) checkTableMin(min logs.Cents, round int, pos logs.Pos, col string, e *logs.Event) {
	auth := x.s.AuthorizedMin
	if auth <= 0 || min >= auth {
		return
	}
	f := audit.Finding{Rule: bj.RuleTableMin, Round: round, Source: pos, Column: col,
		Expected: textf("≥ %s", "≥ %s", auth), Recorded: textf("%s", "%s", min),
		Detail: textf("La mesa abrió con un mínimo de %s, inferior al autorizado (%s).", "The table opened with a minimum of %s, below the authorised %s.", min, auth)}
	if e != nil {
		f.At = e.At
		f.Detail = textf("Cambio de límites a un mínimo de %s desde la jugada %d, inferior al autorizado (%s).", "Limits changed to a minimum of %s from round %d, below the authorised %s.", min, round, auth)
	}
	x.report(f)
}

// checkTableMax reports a maximum that is not 50, 100 or 200 times the minimum.
func (x *session) checkTableMax(min, max logs.Cents, round int, pos logs.Pos, col string, e *logs.Event) {
	for _, k := range bj.MaxMultiples {
		if int64(max) == k*int64(min) {
			return
		}
	}
	f := audit.Finding{Rule: bj.RuleTableMax, Round: round, Source: pos, Column: col,
		Expected: textf("máximo = 50, 100 o 200 × %s", "maximum = 50, 100 or 200 × %s", min), Recorded: textf("mínimo %s, máximo %s", "minimum %s, maximum %s", min, max),
		Detail: textf("Máximo de %s para un mínimo de %s: no es 50, 100 ni 200 veces el mínimo.", "Maximum %s for a minimum of %s: not 50, 100 or 200 times the minimum.", max, min)}
	if e != nil {
		f.At = e.At
	}
	x.report(f)
}

// readRounds takes the rounds in number order (the shared checks done by the
// Context) and reads their outcomes, rejecting unreadable ones.
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		rd := &round{r: r, usable: true, min: x.s.MinBet, max: x.s.MaxBet}
		x.rounds = append(x.rounds, rd)
		x.byNo[r.No] = rd
		if r.Dealt != "" {
			cs, err := shoe.ParseCards(r.Dealt)
			if err != nil {
				x.report(audit.Finding{Rule: audit.DQMissing, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: plain(cut(r.Dealt)),
					Detail: textf("dealt ilegible (%v): el orden de reparto de la jugada no se comprueba.", "Unreadable dealt (%v): the round's dealing order is not checked.", err)})
			} else {
				rd.dealt = cs
			}
		}
		if r.Void() && r.Outcome == "" {
			continue
		}
		if err := x.parseOutcome(rd); err != nil {
			if r.Void() {
				continue // a void round's cards are only counted; they may be partial
			}
			rd.usable = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: plain(cut(r.Outcome)),
				Expected: plain("D=…;1=…;1.2=…"),
				Detail:   textf("Resultado ilegible (%v): la jugada y sus apuestas se rechazan.", "Unreadable outcome (%v): the round and its bets are rejected.", err)})
			continue
		}
		rd.played = !r.Void()
	}
}

func cut(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// parseOutcome reads "D=…;1=…;1.2=…": the croupier first, with at least one
// card, then each box's hand with at least two cards, followed by the hands
// split from it (named box.2, box.3, … in order).
func (x *session) parseOutcome(rd *round) error {
	hs, err := cards.ParseHands(rd.r.Outcome)
	if err != nil {
		return err
	}
	if hs[0].Name != "D" || len(hs[0].Cards) == 0 {
		return fmt.Errorf("the croupier's hand D=, with his cards, comes first")
	}
	rd.dealer = hs[0].Cards
	// The hands in one allocation: a round is a handful of them.
	all := make([]hand, len(hs)-1)
	rd.hands = make([]*hand, 0, len(hs)-1)
	last := 0 // the box being listed
	next := 0 // the k its next split hand must have
	for _, h := range hs[1:] {
		boxS, kS, isSplit := strings.Cut(h.Name, ".")
		box, err := strconv.Atoi(boxS)
		if err != nil || box < 1 || strconv.Itoa(box) != boxS {
			return fmt.Errorf("hand %q: a box number (1, 2, …) or box.k", h.Name)
		}
		k := 1
		if isSplit {
			k, err = strconv.Atoi(kS)
			if err != nil || k < 2 || strconv.Itoa(k) != kS {
				return fmt.Errorf("hand %q: a split hand is box.k with k = 2, 3, …", h.Name)
			}
			if box != last || k != next {
				return fmt.Errorf("hand %q: split hands follow their box in the order formed (%d.%d expected)", h.Name, last, next)
			}
			next++
		} else {
			if slices.Contains(rd.boxes, box) {
				return fmt.Errorf("box %d listed twice", box)
			}
			last, next = box, 2
			rd.boxes = append(rd.boxes, box)
		}
		if len(h.Cards) < 2 {
			return fmt.Errorf("hand %s has %d card(s): every hand has at least two", h.Name, len(h.Cards))
		}
		ph := &all[len(rd.hands)]
		*ph = hand{name: h.Name, box: box, k: k, cards: h.Cards}
		rd.hands = append(rd.hands, ph)
	}
	sort.Ints(rd.boxes)
	// Hands split from a box follow it: box.2 marks the box split.
	for i, h := range rd.hands {
		if h.k == 2 {
			for _, o := range rd.hands[:i] {
				if o.box == h.box {
					o.split = true
				}
			}
			for _, o := range rd.hands[i:] {
				if o.box != h.box {
					break
				}
				o.split = true
			}
		}
	}
	return nil
}

// allCards are the cards of the round out of the shoe: dealt when recorded,
// else the outcome's.
func (rd *round) allCards() []cards.Card {
	if rd.dealt != nil {
		return rd.dealt
	}
	out := append([]cards.Card(nil), rd.dealer...)
	for _, h := range rd.hands {
		out = append(out, h.cards...)
	}
	return out
}

// applyLimits applies limit-change events to the rounds from theirs on and
// checks the new maxima.
func (x *session) applyLimits() {
	var changes []*logs.Event
	for i := range x.s.Events {
		if e := &x.s.Events[i]; e.Kind == "limit-change" {
			changes = append(changes, e)
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Round < changes[j].Round })
	for _, e := range changes {
		min, max, err := parseLimits(e.Detail)
		if err != nil || e.Round < 1 {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: plain(e.Detail), Expected: plain("min_bet=X max_bet=Y"),
				Detail: textf("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
			continue
		}
		x.checkTableMin(min, e.Round, e.Pos, "detail", e)
		x.checkTableMax(min, max, e.Round, e.Pos, "detail", e)
		for _, rd := range x.rounds {
			if rd.r.No >= e.Round {
				rd.min, rd.max = min, max
			}
		}
	}
}

func parseLimits(detail string) (min, max logs.Cents, err error) {
	kv, err := shoe.Detail(detail)
	if err != nil {
		return 0, 0, err
	}
	min, err1 := logs.ParseCents(kv["min_bet"])
	max, err2 := logs.ParseCents(kv["max_bet"])
	if err1 != nil || err2 != nil || min <= 0 || max < min {
		return 0, 0, fmt.Errorf("want min_bet=X max_bet=Y")
	}
	return min, max, nil
}
