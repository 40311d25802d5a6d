package stats

import (
	"strconv"
	"sync"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/puntobanca"
	"github.com/veedor/veedor/rules/roulette"
)

// Reasons a bet is left out of the hold (NoTheory.Reason).
const (
	ReasonNoFigures = "no-theory"        // the game has no exact figures encoded: hold not tested
	ReasonNoInstr   = "no-instrument"    // no text in force for the session (the audit rejected it)
	ReasonBetType   = "bet-type"         // a bet type or selection the text's list has no figure for
	ReasonRound     = "round"            // a bet on a void, unknown or unreadable round
	ReasonBlackjack = "player-decisions" // black-jack: the edge depends on the players' play
)

// Scopes of a hold (Hold.Scope).
const (
	ScopeTable      = "table"
	ScopeGame       = "game"
	ScopeCroupier   = "croupier"
	ScopeDay        = "day"
	ScopeTableDay   = "table-day"
	ScopeTableMonth = "table-month"
	ScopeTableYear  = "table-year"
	ScopeTable30    = "table-30d" // ohio: the last 30 days of the period
	// ScopeTableLife is ohio's lifetime of a table from the findings store
	// (without a store, the period's table scope stands for it).
	ScopeTableLife = "table-life"
)

// Scopes lists the scopes in the order the reports show them.
var Scopes = []string{ScopeTable, ScopeGame, ScopeCroupier, ScopeDay, ScopeTableDay, ScopeTableMonth, ScopeTableYear, ScopeTable30, ScopeTableLife}

type holdKey struct{ Scope, Casino, Table, Game, Croupier, Period string }

// acc accumulates a hold: money in cents, the theoretical result's mean and
// variance (cents²) summed over independent rounds.
type acc struct {
	rounds, bets   int
	handle, result int64
	mean, vr       float64
	reference      bool
}

func (a *acc) add(b *acc) {
	a.rounds += b.rounds
	a.bets += b.bets
	a.handle += b.handle
	a.result += b.result
	a.mean += b.mean
	a.vr += b.vr
	a.reference = a.reference || b.reference
}

type tableKey struct{ Casino, Table, Game string }
type dealerKey struct{ Casino, Dealer string }

type state struct {
	opt      Options
	holds    map[holdKey]*acc
	wheels   map[tableKey]*[37]int
	sigs     map[dealerKey]*[37]int
	shoes    map[tableKey]*shoeAcc
	bust     map[tableKey]*bustAcc
	noTheory map[[2]string]*NoTheory
	returns  map[retKey]retVal // roulette.Returns by instrument, game, type and selection
	sessions []SessionHold     // the run's, for the findings store
	// stored are the findings store's table-days (ScopeTableDay keys)
	// through the run's last day, the run's own sessions left out.
	stored  map[holdKey]*acc
	through string // the run's last day, when the store was read

	// Scratch reused from session to session (sessions are observed one
	// at a time): the played rounds, their outcomes read once, and the
	// rounds' gains.
	played  playedRounds
	results []int8 // per played round: its number or coup, −1 unreadable
	accs    []roundAcc
	gains   []float64
}

type retKey struct{ instrument, game, typ, sel string }
type retVal struct {
	r  [37]float64
	ok bool
}

type shoeAcc struct {
	counts    [3]int // banca, punto, tie
	probs     [3]float64
	reference bool
}

type bustAcc struct {
	n, bust   [11]int // by up-card 1..10
	probs     [11]float64
	reference bool
}

func newState(opt Options) *state {
	return &state{opt: opt, holds: map[holdKey]*acc{}, wheels: map[tableKey]*[37]int{}, sigs: map[dealerKey]*[37]int{},
		shoes: map[tableKey]*shoeAcc{}, bust: map[tableKey]*bustAcc{}, noTheory: map[[2]string]*NoTheory{}, returns: map[retKey]retVal{}}
}

func (st *state) leftOut(game, reason string, b *logs.Bet) {
	k := [2]string{game, reason}
	n := st.noTheory[k]
	if n == nil {
		n = &NoTheory{Game: game, Reason: reason}
		st.noTheory[k] = n
	}
	n.Bets++
	n.Handle += b.Stake
}

func (st *state) leftOutAll(s *logs.Session, reason string) {
	for i := range s.Bets {
		st.leftOut(s.Game, reason, &s.Bets[i])
	}
}

// session reads one session into the accumulators.
func (st *state) session(s *logs.Session) {
	in, err := rules.InForce(st.opt.Region, s.Game, s.OpenedAt)
	if err != nil {
		st.leftOutAll(s, ReasonNoInstr)
		return
	}
	switch s.Game {
	case roulette.French, roulette.American:
		st.roulette(s, in.ID)
	case puntobanca.Game:
		st.puntoBanca(s, in.ID)
	case blackjack.Game:
		st.leftOutAll(s, ReasonBlackjack)
		st.blackjack(s, in.ID)
	default:
		st.leftOutAll(s, ReasonNoFigures)
	}
}

// roundAcc is one round's bets: the house's gain per unit outcome.
type roundAcc struct {
	gain   []float64 // house gain in cents for each outcome; nil: no bet yet
	extra  float64   // variance not carried by the outcome (the prisión)
	a      acc
	dealer string
}

// sessionAcc gathers a session's rounds before they are added to the
// scopes: the session's table, day, month and year are one, only the
// croupier changes from round to round.
type sessionAcc struct {
	all        acc
	byCroupier map[string]*acc
}

// addRound adds a round's figures to the session's. probs are the
// outcomes' chances.
func (sa *sessionAcc) addRound(ra *roundAcc, probs []float64) {
	mean := 0.0
	for i, g := range ra.gain {
		mean += probs[i] * g
	}
	vr := ra.extra
	for i, g := range ra.gain {
		vr += probs[i] * (g - mean) * (g - mean)
	}
	ra.a.rounds = 1
	ra.a.mean, ra.a.vr = mean, vr
	sa.all.add(&ra.a)
	if ra.dealer != "" {
		if sa.byCroupier == nil {
			sa.byCroupier = map[string]*acc{}
		}
		c := sa.byCroupier[ra.dealer]
		if c == nil {
			c = &acc{}
			sa.byCroupier[ra.dealer] = c
		}
		c.add(&ra.a)
	}
}

// addSession adds a session's rounds to every scope they belong to.
func (st *state) addSession(s *logs.Session, sa *sessionAcc) {
	if sa.all.rounds == 0 {
		return
	}
	day := s.OpenedAt.Format("2006-01-02")
	keys := []holdKey{
		{ScopeTable, s.Casino, s.Table, s.Game, "", ""},
		{ScopeGame, s.Casino, "", s.Game, "", ""},
		{ScopeDay, s.Casino, "", "", "", day},
		{ScopeTableDay, s.Casino, s.Table, s.Game, "", day},
		{ScopeTableMonth, s.Casino, s.Table, s.Game, "", day[:7]},
		{ScopeTableYear, s.Casino, s.Table, s.Game, "", day[:4]},
	}
	add := func(k holdKey, a *acc) {
		h := st.holds[k]
		if h == nil {
			h = &acc{}
			st.holds[k] = h
		}
		h.add(a)
	}
	for _, k := range keys {
		add(k, &sa.all)
	}
	for d, a := range sa.byCroupier {
		add(holdKey{ScopeCroupier, s.Casino, "", "", d, ""}, a)
	}
	a := &sa.all
	if st.opt.NoSessionHolds {
		return
	}
	st.sessions = append(st.sessions, SessionHold{Casino: s.Casino, Session: s.ID, Table: s.Table, Game: s.Game, Day: day,
		Rounds: a.rounds, Bets: a.bets, Handle: logs.Cents(a.handle), Result: logs.Cents(a.result), Expected: a.mean, Variance: a.vr, Reference: a.reference})
}

var wheelProbs = func() []float64 {
	p := make([]float64, 37)
	for i := range p {
		p[i] = 1.0 / 37
	}
	return p
}()

// rounds reads s's played rounds into st.played, each one's result (by
// result; −1: unreadable) into st.results, and readies an accumulator of
// outcomes gains per round in st.accs.
func (st *state) rounds(s *logs.Session, outcomes int, result func(string) int) []*logs.Round {
	st.played.read(s)
	list := st.played.list
	st.results = st.results[:0]
	for _, r := range list {
		st.results = append(st.results, int8(result(r.Outcome)))
	}
	clear(st.accs) // no gains or croupiers of an earlier session kept
	st.accs = append(st.accs[:0], make([]roundAcc, len(list))...)
	st.gains = append(st.gains[:0], make([]float64, outcomes*len(list))...)
	return list
}

// accFor returns the accumulator of played round k, begun on its first
// bet.
func (st *state) accFor(k, outcomes int, r *logs.Round) *roundAcc {
	ra := &st.accs[k]
	if ra.gain == nil {
		ra.gain, ra.dealer = st.gains[k*outcomes:(k+1)*outcomes:(k+1)*outcomes], r.Dealer
	}
	return ra
}

// addRounds adds the rounds with bets to the session's figures, in order
// of round number (the sums of floats are then the same run to run).
func (st *state) addRounds(sa *sessionAcc, probs []float64) {
	for k := range st.accs {
		if st.accs[k].gain != nil {
			sa.addRound(&st.accs[k], probs)
		}
	}
}

// roulette: every bet's house gain on each of the 37 numbers, the wheel's
// numbers and the croupiers' distances.
func (st *state) roulette(s *logs.Session, instrument string) {
	p, ok := roulette.For(instrument, s.Game)
	if !ok {
		st.leftOutAll(s, ReasonNoFigures)
		return
	}
	rounds := st.rounds(s, 37, number)
	opt := roulette.LayoutOptions{TwoColumnsAsDozens: st.opt.Assume["two-columns"] == "dozens"}
	for i := range s.Bets {
		b := &s.Bets[i]
		k := st.played.find(b.Round)
		if k < 0 || st.results[k] < 0 {
			st.leftOut(s.Game, ReasonRound, b)
			continue
		}
		rk := retKey{instrument, s.Game, b.Type, b.Selection}
		rv, seen := st.returns[rk]
		if !seen {
			r, err := roulette.Returns(p, b.Type, b.Selection, opt)
			rv = retVal{r, err == nil}
			if len(st.returns) < 1<<16 {
				st.returns[rk] = rv
			}
		}
		ret := &rv.r
		if !rv.ok {
			st.leftOut(s.Game, ReasonBetType, b)
			continue
		}
		ra := st.accFor(k, 37, rounds[k])
		stake := float64(b.Stake)
		for n := range ret {
			ra.gain[n] += stake * (1 - ret[n])
		}
		if roulette.Simple(b.Type) && p.Zero == roulette.HalfOrPrison {
			// En prisión the house keeps 0 or 1 stake instead of half:
			// variance (1/2)² on zero, 1 in 37.
			ra.extra += stake * stake / 4 / 37
		}
		ra.a.bets++
		ra.a.handle += int64(b.Stake)
		ra.a.result += int64(b.Stake - b.Returned - b.Paid)
	}
	var sa sessionAcc
	st.addRounds(&sa, wheelProbs)
	st.addSession(s, &sa)
	// The wheel and the croupiers' distances, over played spins in order.
	tk := tableKey{s.Casino, s.Table, s.Game}
	w := st.wheels[tk]
	if w == nil {
		w = &[37]int{}
		st.wheels[tk] = w
	}
	prev := -1 // the index of the previous spin read, or −1
	for k, r := range rounds {
		n := int(st.results[k])
		if n < 0 {
			prev = -1
			continue
		}
		w[n]++
		if prev >= 0 && rounds[prev].No == r.No-1 && r.Dealer != "" {
			d := (roulette.WheelPos[n] - roulette.WheelPos[st.results[prev]] + 37) % 37
			if r.BallDir == "ccw" {
				d = (37 - d) % 37
			}
			dk := dealerKey{s.Casino, r.Dealer}
			sg := st.sigs[dk]
			if sg == nil {
				sg = &[37]int{}
				st.sigs[dk] = sg
			}
			sg[d]++
		}
		prev = k
	}
}

// number reads a roulette outcome, −1 when it is none.
func number(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 36 || s != strconv.Itoa(n) {
		return -1
	}
	return n
}

// coup reads a punto y banca outcome: its result, or −1.
func coup(outcome string) int {
	if w, ok := coupFast(outcome); ok {
		return w
	}
	return coupFull(outcome)
}

// coupFull is coup read through cards.ParseHands: any outcome.
func coupFull(outcome string) int {
	hands, err := cards.ParseHands(outcome)
	if err != nil {
		return -1
	}
	// Punto's and banca's points (no map: this runs on every coup; a name
	// appears once, ParseHands refuses it twice).
	var punto, banca int
	seen := 0
	for _, h := range hands {
		if h.Name != "P" && h.Name != "B" || len(h.Cards) < 2 {
			continue
		}
		seen++
		t := 0
		for _, c := range h.Cards {
			t += c.Baccarat()
		}
		if h.Name == "P" {
			punto = t % 10
		} else {
			banca = t % 10
		}
	}
	switch {
	case seen != 2:
		return -1
	case banca > punto:
		return puntobanca.BankerWins
	case punto > banca:
		return puntobanca.PlayerWins
	}
	return puntobanca.Tie
}

// coupFast is coup for the form logs write, "P=9H,KS;B=5C,4D,3H" (the two
// hands in either order, two or more cards each), read in one pass without
// allocating; ok false for anything else, which coup reads in full
// (FuzzCoupFast holds the two together).
func coupFast(outcome string) (winner int, ok bool) {
	var points [2]int // punto, banca
	var seen [2]bool
	s := outcome
	for hand := 0; hand < 2; hand++ {
		if len(s) < 7 || s[1] != '=' {
			return 0, false
		}
		who := 0
		switch s[0] {
		case 'P':
		case 'B':
			who = 1
		default:
			return 0, false
		}
		if seen[who] {
			return 0, false
		}
		seen[who] = true
		i, n, t := 2, 0, 0
		for {
			if i+2 > len(s) {
				return 0, false
			}
			c, err := cards.Parse(s[i : i+2])
			if err != nil {
				return 0, false
			}
			t += c.Baccarat()
			n++
			i += 2
			if i < len(s) && s[i] == ',' {
				i++
				continue
			}
			break
		}
		if n < 2 {
			return 0, false
		}
		points[who] = t % 10
		switch {
		case hand == 0 && i < len(s) && s[i] == ';':
			s = s[i+1:]
		case hand == 1 && i == len(s):
		default:
			return 0, false
		}
	}
	switch {
	case points[1] > points[0]:
		return puntobanca.BankerWins, true
	case points[0] > points[1]:
		return puntobanca.PlayerWins, true
	}
	return puntobanca.Tie, true
}

// puntoBanca: every bet's house gain on banca, punto and tie, and the
// table's results. The drawing table encoded is the Valencian one, a
// reference elsewhere (rules/puntobanca).
func (st *state) puntoBanca(s *logs.Session, instrument string) {
	decks := puntobanca.DecksFor(instrument, st.opt.Assume)
	if len(decks) == 0 {
		st.leftOutAll(s, ReasonNoFigures)
		return
	}
	// Where the text allows two shoes (es-1979) the smaller is taken: the
	// edges differ by less than 0.003 points.
	probs := puntobanca.Probabilities(decks[0].N)
	reference := instrument != rules.CV2003
	rounds := st.rounds(s, 3, coup)
	for i := range s.Bets {
		b := &s.Bets[i]
		k := st.played.find(b.Settled())
		if k < 0 || st.results[k] < 0 {
			st.leftOut(s.Game, ReasonRound, b)
			continue
		}
		ret, ok := puntobanca.Returns(b.Type)
		if !ok {
			st.leftOut(s.Game, ReasonBetType, b)
			continue
		}
		ra := st.accFor(k, 3, rounds[k])
		ra.a.reference = reference
		stake := float64(b.Stake)
		for o := range ret {
			ra.gain[o] += stake * (1 - ret[o])
		}
		ra.a.bets++
		ra.a.handle += int64(b.Stake)
		ra.a.result += int64(b.Stake - b.Returned - b.Paid)
	}
	var sa sessionAcc
	st.addRounds(&sa, probs[:])
	st.addSession(s, &sa)
	tk := tableKey{s.Casino, s.Table, s.Game}
	sh := st.shoes[tk]
	if sh == nil {
		sh = &shoeAcc{probs: probs, reference: reference}
		st.shoes[tk] = sh
	}
	for _, o := range st.results {
		if o >= 0 {
			sh.counts[o]++
		}
	}
}

// blackjack: the croupier's final hand by up-card, where he played it out.
func (st *state) blackjack(s *logs.Session, instrument string) {
	id := instrument
	if _, ok := blackjack.Decks[id]; !ok {
		id = rules.ES1977 // the 1979 and Castilla y León texts rest on 1977's (rules/blackjack)
	}
	decks, ok := blackjack.Decks[id]
	if !ok {
		return
	}
	_, own := blackjack.DealerStands[instrument]
	tk := tableKey{s.Casino, s.Table, s.Game}
	ba := st.bust[tk]
	if ba == nil {
		ba = &bustAcc{reference: !own, probs: bustChances(decks.N)}
		st.bust[tk] = ba
	}
	st.played.read(s)
	for _, r := range st.played.list {
		up, total, ok := dealerHand(r.Outcome)
		if !ok {
			continue
		}
		ba.n[up]++
		if total > 21 {
			ba.bust[up]++
		}
	}
}

var busts sync.Map // decks → [11]float64

// bustChances are the croupier's exact chances of busting by up-card
// (blackjack.DealerDist), computed once per shoe size: exact rationals are slow.
func bustChances(decks int) [11]float64 {
	if p, ok := busts.Load(decks); ok {
		return p.([11]float64)
	}
	var p [11]float64
	for up := 1; up <= 10; up++ {
		p[up], _ = blackjack.DealerDist(decks, up, false, false)[blackjack.Bust].Float64()
	}
	busts.Store(decks, p)
	return p
}
