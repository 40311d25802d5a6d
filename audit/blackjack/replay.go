package blackjack

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

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
// (Its small numbers and flags are together at the end, a session's hands
// then take less room. Its stakes and markers are its round's rows: see
// round.stakes.)
type hand struct {
	name  string
	box   int
	cards []cards.Card
	top   *hand // the box's own hand (k = 1): itself when k is 1

	k   int32 // 1 for the box's own hand, 2, 3, ... for hands formed by splitting
	at  int32 // its index in round.hands
	tot int32 // its final total once asked (0 before: see session.total)
	n   int32 // on the box's own hand: how many hands the box has (they follow it in round.hands)

	split    bool // its box was split (so no hand of it is a black-jack)
	natural  bool // its cards are two making 21 (a black-jack unless split)
	doubled  bool // a double row stands on it
	splitRow bool // a split row stands on it
	staked   bool // box hand: a base row of the log names the box (audited or not)
	unstaked bool // box hand of a played round: dealt without a base row in the log
}

// runOf is the hands of h's box, in outcome order: its own hand and those
// split from it, which follow it (parseOutcome requires so).
func (rd *round) runOf(h *hand) []*hand { return rd.hands[h.at : h.at+h.n] }

// A hand's stakes and markers are read from its round's rows (round.bets,
// each with its hand), not kept on the hand: a round has a few rows, and
// a session's hands then take 80 bytes each instead of 208.

// stakes is what bettor k staked on h: the total of its base and split
// rows and whether it has one, and whether it has any stake row on h
// (base, split or double).
func (rd *round) stakes(h *hand, k bettorKey) (sum logs.Cents, staked, some bool) {
	for i := range rd.bets {
		rb := &rd.bets[i]
		if rb.h != h || rb.who() != k {
			continue
		}
		switch rb.Type {
		case tBase, tSplit:
			sum, staked, some = sum+rb.Stake, true, true
		case tDouble:
			some = true
		}
	}
	return sum, staked, some
}

// initial is k's base and split stakes on h, and whether k has one.
func (rd *round) initial(h *hand, k bettorKey) (logs.Cents, bool) {
	sum, staked, _ := rd.stakes(h, k)
	if !staked {
		return 0, false
	}
	return sum, true
}

// staker reports whether k has a stake row on h.
func (rd *round) staker(h *hand, k bettorKey) bool {
	_, _, some := rd.stakes(h, k)
	return some
}

// marked reports whether bettor k took decision t (a marker row: retiro,
// even money) on h. The markers are their bettor's decision
// (docs/log-format/black-jack.md): by bettor (player_id, else seat).
func (rd *round) marked(h *hand, k bettorKey, t string) bool {
	if !rd.marks { // most rounds have none
		return false
	}
	for i := range rd.bets {
		if rb := &rd.bets[i]; rb.h == h && rb.Type == t && rb.who() == k {
			return true
		}
	}
	return false
}

// settled reports whether h waits for the croupier's cards no more: it has
// a marker, and every bettor with a stake row on it surrendered or took
// even money.
func (rd *round) settled(h *hand) bool {
	if !rd.marks {
		return false
	}
	mark, all := false, true
	for i := range rd.bets {
		rb := &rd.bets[i]
		if rb.h != h {
			continue
		}
		switch rb.Type {
		case tRetiro, tEvenMoney:
			mark = true
		case tBase, tSplit, tDouble:
			all = all && (rd.marked(h, rb.who(), tRetiro) || rd.marked(h, rb.who(), tEvenMoney))
		}
	}
	return mark && all
}

// round is a round as the replay needs it.
type round struct {
	r      *logs.Round
	dealer []cards.Card
	hands  []*hand // in outcome order (a dozen at most: found by a scan, not a map)
	tops   []*hand // the boxes' own hands, in ascending box order
	dealt  []cards.Card
	min    logs.Cents
	max    logs.Cents
	bets   []rbet // audited bets of the round, in file order
	nbets  int32  // bet rows that name the round (room for bets)
	nh     int32  // the outcome's ";": its player hands when it is well formed
	dtotal int32  // the croupier's final total, and
	dbj    bool   // whether it is a black-jack (once a round, not once a bet)
	usable bool   // false: rejected (bad outcome)
	marks  bool   // a marker row (retiro, even money) stands on a hand of it
	played bool   // usable and not void
	// unstaked: a box was dealt with no base row in the log: its bets are
	// missing (the outcome lists only boxes with a bet); which boxes,
	// hand.unstaked says.
	unstaked bool
	// rejected: a bet row of the round was rejected for its hand (none,
	// or one the outcome lacks): which box it staked is not known.
	rejected bool
}

// rbet is an audited bet with what the replay learnt of it: its hand in a
// played round (nil otherwise). (Its bettor is read from the row when
// asked: 16 bytes a bet instead of 40.)
type rbet struct {
	*logs.Bet
	h *hand
}

// who is the bet's bettor.
func (rb *rbet) who() bettorKey { return bettor(rb.Bet) }

func (rd *round) dealerBJ() bool { return rd.dbj }

// named is the hand of that name, nil when the outcome has none.
func (rd *round) named(name string) *hand {
	if len(name) == 1 { // most names: one byte to compare, no call to compare strings
		for _, h := range rd.hands {
			if len(h.name) == 1 && h.name[0] == name[0] {
				return h
			}
		}
		return nil
	}
	for _, h := range rd.hands {
		if h.name == name {
			return h
		}
	}
	return nil
}

// boxHand is the box's own hand, nil when the outcome has none.
func (rd *round) boxHand(box int) *hand {
	for _, h := range rd.tops {
		if h.box == box {
			return h
		}
	}
	return nil
}

// firstTwo is the box's first two cards as dealt: its hand's first card and,
// when the box was split, the first card of its second hand (which follows
// it and has cards: parseOutcome gives every hand two at least).
func (rd *round) firstTwo(box int) (cards.Card, cards.Card, bool) {
	return rd.firstTwoOf(rd.boxHand(box))
}

// firstTwoOf is firstTwo of the box whose own hand is h.
func (rd *round) firstTwoOf(h *hand) (cards.Card, cards.Card, bool) {
	if h == nil || len(h.cards) == 0 {
		return cards.Card{}, cards.Card{}, false
	}
	if h.n > 1 {
		return h.cards[0], rd.hands[h.at+1].cards[0], true
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
	missing map[string]bool

	// The session's hands, cards and boxes are carved from these, a few
	// allocations a session instead of several a round (memory stays that
	// of the session).
	hands []hand
	ptrs  []*hand
	cards []cards.Card
	rest  []cards.Card // scratch of checkDeal
	used  []bool       // scratch of handsInOrder
	bases []baseRow    // scratch of checkRoundBets

	room *room // where the slices above and the rounds' bets are taken from

	// The readings the checks of every round ask, read once a session.
	perBet   bool // bj-max-scope=per-bet
	byRank   bool // bj-split-value=rank
	maxHands int  // bj.MaxHands under bj-cv-resplit
}

func newSession(ctx *audit.Context, s *logs.Session) *session {
	x := &session{ctx: ctx, s: s, in: ctx.Instrument.ID, text: ctx.Instrument.ID, a: ctx.Assume, missing: map[string]bool{}, room: rooms.Get().(*room)}
	if x.text == rules.ES1979 {
		x.text = rules.ES1977 // the 1979 black-jack text is not in the sources
	}
	x.perBet = x.a.Is(bj.AssumeMaxScope, "per-bet")
	x.byRank = x.a.Is(bj.AssumeSplitValue, "rank")
	x.maxHands = bj.MaxHands(x.text, x.a.Is(bj.AssumeCVResplit, "six-hands"))
	return x
}

// find is round no, nil when the shared checks kept none (x.rounds is in
// number order, each number once).
func (x *session) find(no int) *round {
	// Rounds are numbered 1, 2, … as a rule: the place is the number.
	if i := no - 1; i >= 0 && i < len(x.rounds) && x.rounds[i].r.No == no {
		return x.rounds[i]
	}
	i, ok := slices.BinarySearchFunc(x.rounds, no, func(rd *round, no int) int { return cmp.Compare(rd.r.No, no) })
	if !ok {
		return nil
	}
	return x.rounds[i]
}

// room is the memory of a session's rounds, hands, cards and bets, which
// one replay goroutine reuses from session to session (sessions are
// replayed concurrently, each with its own room from the pool): black-jack
// allocated a fifth of all an audit of the mixed log allocates, and the
// collector runs as often as memory is allocated.
type room struct {
	rounds []round
	rptrs  []*round
	hands  []hand
	ptrs   []*hand
	cards  []cards.Card
	bets   []rbet
}

var rooms = sync.Pool{New: func() any { return new(room) }}

// maxRoom bounds the elements of each slice a room keeps between sessions.
const maxRoom = 1 << 14

// take returns n zero elements of *buf, which it makes anew when it has
// not room for them (put leaves a room's slices zero).
func take[T any](buf *[]T, n int) []T {
	if cap(*buf) < n {
		*buf = make([]T, n)
	}
	return (*buf)[:n]
}

// put returns the session's room to the pool with every element the
// session used zeroed (for take, and so as to keep no row of the log
// alive): the rounds and bets as taken, the hands and their pointers as
// carved (the block carve made last when one ran out: an earlier one goes
// with the rest of the session). Cards hold no pointer and are written
// before they are read: they are not cleared. A huge session's slices are
// not kept.
func (x *session) put() {
	r := x.room
	r.hands, r.ptrs, r.cards = x.hands, x.ptrs, x.cards
	clear(r.rounds)
	clear(r.rptrs)
	clear(r.hands)
	clear(r.ptrs)
	clear(r.bets)
	if cap(r.rounds) > maxRoom || cap(r.rptrs) > maxRoom || cap(r.hands) > maxRoom || cap(r.ptrs) > maxRoom || cap(r.cards) > maxRoom || cap(r.bets) > maxRoom {
		*r = room{}
	}
	rooms.Put(r)
}

// carve takes n elements from the front of *buf, allocating a new block when
// it has not room (the blocks already handed out stay where they are).
func carve[T any](buf *[]T, n, block int) []T {
	if cap(*buf)-len(*buf) < n {
		*buf = make([]T, 0, max(n, block))
	}
	b := *buf
	*buf = b[:len(b)+n]
	return b[len(b) : len(b)+n : len(b)+n]
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := newSession(ctx, s)
	defer x.put()
	x.checkSession()
	x.readRounds()
	x.applyLimits()
	x.checkShoes()
	// The bets first: the play checks need to know which hands were
	// doubled, surrendered or paid even money.
	n, handle := x.assignBets()
	played := make([]int, 0, len(x.rounds))
	for _, rd := range x.rounds {
		if rd.played {
			played = append(played, rd.r.No)
			x.checkDeal(rd)
			x.checkPlay(rd)
		}
	}
	x.checkCrew()
	shoe.ReportUnbet(ctx, x.unbet(played), len(played))
	x.checkBets()
	ctx.Audited(len(played), n, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// unbet lists the played rounds whose hands the log gives no bet: no bet
// row at all, or a box dealt without its initial stake (rows the reader
// rejected are reported already and do not count as recorded). It marks
// those boxes unstaked, so no rule compares them with bets.
func (x *session) unbet(played []int) []int {
	var rd *round
	for i := range x.s.Bets {
		b := &x.s.Bets[i]
		if b.Type != tBase {
			continue
		}
		if rd == nil || rd.r.No != b.Round { // rows come mostly round by round
			rd = x.find(b.Round)
		}
		if rd == nil || !rd.played {
			continue
		}
		if h := rd.boxHand(boxOf(b.Hand)); h != nil {
			h.staked = true
		}
	}
	none := shoe.Unbet(x.s, played) // in the order of played
	var out []int
	for _, rd := range x.rounds { // the played ones are played, in order
		if !rd.played {
			continue
		}
		n := rd.r.No
		for _, h := range rd.tops {
			if !h.staked {
				h.unstaked, rd.unstaked = true, true
			}
		}
		unbet := len(none) > 0 && none[0] == n
		if unbet {
			none = none[1:]
		}
		if unbet || rd.unstaked {
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
	if x.noted(key) {
		return
	}
	x.missing[key] = true
	f.Rule, f.Round = audit.DQMissing, 0
	x.report(f)
}

// noted reports whether the note key was made: a caller on every round or
// bet asks first, so as not to write a finding that will be dropped.
func (x *session) noted(key string) bool { return x.missing[key] }

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
	rs := x.ctx.Rounds()
	all := take(&x.room.rounds, len(rs))
	x.rounds = take(&x.room.rptrs, len(rs))
	// Room for every hand, box and card of the session, counted from the
	// lengths (an upper bound: a card takes two bytes and a separator).
	nh, nc := 0, 0
	for i, r := range rs {
		// Field by field: all is new (zero), and a whole round written at
		// once costs a copy and a write barrier on every pointer of it.
		rd := &all[i]
		rd.r, rd.usable, rd.min, rd.max, rd.nh = r, true, x.s.MinBet, x.s.MaxBet, int32(strings.Count(r.Outcome, ";"))
		x.rounds[i] = rd
		nh += int(rd.nh)
		nc += (len(r.Outcome)+1)/3 + (len(r.Dealt)+1)/3
	}
	x.hands = take(&x.room.hands, nh)[:0]
	x.ptrs = take(&x.room.ptrs, 2*nh)[:0] // the hands, and the boxes' own (tops)
	x.cards = take(&x.room.cards, nc)[:0]
	for _, rd := range x.rounds {
		r := rd.r
		if r.Dealt != "" {
			cs, ok := x.fastCards(r.Dealt)
			var err error
			if !ok {
				cs, err = shoe.ParseCards(r.Dealt)
			}
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
	if !x.fastOutcome(rd) {
		if err := x.slowOutcome(rd); err != nil {
			return err
		}
	}
	dt, _ := bj.Total(rd.dealer, false)
	rd.dtotal = int32(dt)
	rd.dbj = len(rd.dealer) == 2 && dt == 21 // bj.Blackjack, its total at hand
	// Hands split from a box follow it: box.2 marks the box split. The
	// box's own hand knows its hands.
	var top *hand
	rd.tops = carve(&x.ptrs, len(rd.hands), 64)[:0]
	for i, h := range rd.hands {
		h.at = int32(i)
		if h.k == 1 {
			top = h
			rd.tops = append(rd.tops, h)
		}
		h.top = top
		top.n++
		// A natural has two cards: no total of longer hands here. Outside
		// Valencia no ace is held at one (aceOne), so the final total is
		// known already, read while the cards are at hand.
		t, _ := bj.Total(h.cards, false)
		h.natural = len(h.cards) == 2 && t == 21 // bj.Blackjack
		if x.text != rules.CV2003 {
			h.tot = int32(t)
		}
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
	// The boxes in ascending order (boxHand).
	slices.SortFunc(rd.tops, func(a, b *hand) int { return cmp.Compare(a.box, b.box) })
	return nil
}

// slowOutcome is parseOutcome's reading of any outcome, with its errors:
// the hands by cards.ParseHands, then their names.
func (x *session) slowOutcome(rd *round) error {
	rd.dealer, rd.hands = nil, nil
	hs, err := cards.ParseHands(rd.r.Outcome)
	if err != nil {
		return err
	}
	if hs[0].Name != "D" || len(hs[0].Cards) == 0 {
		return fmt.Errorf("the croupier's hand D=, with his cards, comes first")
	}
	rd.dealer = hs[0].Cards
	all := carve(&x.hands, len(hs)-1, 64)
	rd.hands = carve(&x.ptrs, len(hs)-1, 64)[:0]
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
			if listed(rd.hands, box) {
				return fmt.Errorf("box %d listed twice", box)
			}
			last, next = box, 2
		}
		if len(h.Cards) < 2 {
			return fmt.Errorf("hand %s has %d card(s): every hand has at least two", h.Name, len(h.Cards))
		}
		ph := &all[len(rd.hands)]
		*ph = hand{name: h.Name, box: box, k: int32(k), cards: h.Cards}
		rd.hands = append(rd.hands, ph)
	}
	return nil
}

// rankOf and suitOf map a byte of a card to its index, as cards.Parse
// reads it, and any other byte to notCard (all bits set: a rank or suit or'ed
// with notCard is notCard, one test for the two).
var rankOf, suitOf = func() (r, u [256]uint8) {
	for i := range r {
		r[i], u[i] = notCard, notCard
	}
	for i := 0; i < len(cards.Ranks); i++ {
		r[cards.Ranks[i]] = uint8(i)
	}
	for i := 0; i < len(cards.Suits); i++ {
		u[cards.Suits[i]] = uint8(i)
	}
	return
}()

const notCard = 0xff

// fastCards reads a list of cards, "5H,KD", into the session's cards when
// it is one, as shoe.ParseCards would; false for anything else (read then by
// shoe.ParseCards, which says what is wrong). FuzzFastOutcome holds it to
// shoe.ParseCards.
func (x *session) fastCards(s string) ([]cards.Card, bool) {
	cards0 := x.cards
	cs, end, ok := x.cardsAt(s, 0)
	if !ok || end != len(s) {
		x.cards = cards0 // the room back
		return nil, false
	}
	return cs, true
}

// cardsAt reads the cards listed at s[i:], two bytes each separated by
// commas, into the session's cards, up to the first card not followed by a
// comma: the cards and where they end; false (and the session's cards as
// they were) when a card is not one. Each byte is read once: this runs for
// every hand and dealt order.
func (x *session) cardsAt(s string, i int) ([]cards.Card, int, bool) {
	most := (len(s) - i + 1) / 3 // cards that fit in s[i:]
	buf := x.cards
	if cap(buf)-len(buf) < most {
		buf = make([]cards.Card, 0, max(most, 256))
	}
	at := len(buf)
	room := buf[at : at+most]
	// Card by card, t the rest of s (no index to check but its length).
	t, n, ok := s[i:], 0, false
	for len(t) >= 2 { // at most len(room) times
		r, u := rankOf[t[0]], suitOf[t[1]]
		if r|u == notCard {
			break
		}
		room[n] = cards.Card{Rank: r, Suit: u}
		n++
		if len(t) == 2 || t[2] != ',' {
			t, ok = t[2:], true
			break
		}
		t = t[3:]
	}
	if !ok {
		return nil, i, false
	}
	x.cards = buf[:at+n]
	return room[:n:n], len(s) - len(t), true
}

// fastOutcome reads a well-formed outcome (every name canonical, split
// hands in order, every hand with its cards) straight into the session's
// hands and cards; false for anything else, which slowOutcome reads and
// explains. It fills what slowOutcome would, or nothing it keeps:
// FuzzFastOutcome holds the two to each other.
func (x *session) fastOutcome(rd *round) bool {
	s := rd.r.Outcome
	if len(s) < 4 || s[0] != 'D' || s[1] != '=' {
		return false
	}
	nh := int(rd.nh)
	// On a failure the room taken is given back: the buffers as they were.
	hands0, ptrs0, cards0 := x.hands, x.ptrs, x.cards
	var all []hand
	undo := func() bool {
		clear(all)
		x.hands, x.ptrs, x.cards = hands0, ptrs0, cards0
		rd.dealer, rd.hands = nil, nil
		return false
	}
	// One pass from left to right: the croupier's cards, then each hand's
	// name and cards (no search for each separator: this runs on every
	// round).
	d, end, ok := x.cardsAt(s, 2)
	if !ok {
		return undo()
	}
	rd.dealer = d
	all = carve(&x.hands, nh, 64)
	rd.hands = carve(&x.ptrs, nh, 64)
	last, next := 0, 0
	for i := 0; i < nh; i++ {
		if end == len(s) || s[end] != ';' {
			return undo()
		}
		at := end + 1
		box, j := numberAt(s, at)
		if box < 1 {
			return undo()
		}
		k := 1
		if j < len(s) && s[j] == '.' {
			if k, j = numberAt(s, j+1); k < 2 {
				return undo()
			}
			if box != last || k != next {
				return undo()
			}
			next++
		} else {
			if listed(rd.hands[:i], box) {
				return undo()
			}
			last, next = box, 2
		}
		if j == len(s) || s[j] != '=' {
			return undo()
		}
		name := s[at:j]
		cs, e, ok := x.cardsAt(s, j+1)
		if !ok || len(cs) < 2 {
			return undo()
		}
		end = e
		h := &all[i] // zero: new, or cleared by undo
		h.name, h.box, h.k, h.cards = name, box, int32(k), cs
		rd.hands[i] = h
	}
	if end != len(s) { // nh was not the outcome's count
		return undo()
	}
	return true
}

// listed reports whether one of hs is of box (its own hand: those split
// from a box follow it).
func listed(hs []*hand, box int) bool {
	for _, h := range hs {
		if h.box == box {
			return true
		}
	}
	return false
}

// numberAt reads the digits at s[i:] as number does (-1 when they are not
// a canonical decimal of at most nine digits) and says where they end.
func numberAt(s string, i int) (n, end int) {
	if i+1 < len(s) && s[i]-'1' < 9 && s[i+1]-'0' > 9 {
		return int(s[i] - '0'), i + 1 // one digit, 1 to 9, then no digit: most box numbers
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return number(s[i:j]), j
}

// number reads a canonical decimal of at most nine digits (no sign, no
// leading zero); -1 when s is not one.
func number(s string) int {
	if len(s) == 0 || len(s) > 9 || s[0] == '0' {
		return -1
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// eachList calls fn with the lists of every card of the round out of the
// shoe, in order: dealt when recorded, else the outcome's.
func (rd *round) eachList(fn func([]cards.Card)) {
	if rd.dealt != nil {
		fn(rd.dealt)
		return
	}
	fn(rd.dealer)
	for _, h := range rd.hands {
		fn(h.cards)
	}
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
