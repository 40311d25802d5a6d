// Package craps replays dados o craps sessions throw by throw: the point
// state of the table, the shooter and the dice, and every bet's life across
// throws (placed, off, working, pressed, withdrawn, decided), so that each
// finding names the throw that decided the bet and what it should have paid.
package craps

import (
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	cr "github.com/veedor/veedor/rules/craps"
)

// Replay is craps for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{cr.Game} }

// Event kinds of craps (docs/log-format/dados.md).
const (
	KindDice          = "dice"           // serials=a,b,c,d,e,f: the session's six dice
	KindDiceChange    = "dice-change"    // serials=a,b by=shooter|jefe|floor: the pair in play from this throw
	KindShooter       = "shooter"        // player=P seat=S: the shooter from this throw
	KindShooterBarred = "shooter-barred" // player=P: the jefe takes the dice from a shooter
	KindDiceRefused   = "dice-refused"   // player=P: the shooter declines the dice («si un jugador rehusa»)
	KindOff           = "off"            // bet=B: not at risk from this throw
	KindWorking       = "working"        // bet=B: at risk again from this throw
	KindPress         = "press"          // bet=B stake=X: the stake from this throw
	KindWithdrawn     = "withdrawn"      // bet=B: taken down before this throw
)

// throw is one round as the replay needs it.
type throw struct {
	r       *logs.Round
	t       cr.Throw
	valid   bool // played and read
	bad     bool // played, outcome unreadable
	known   bool // the table's point state before it is known
	comeOut bool // the table was on the come-out
	point   int  // the table's point before it (0 on the come-out)
}

func (th *throw) void() bool { return !th.valid && !th.bad }

// sevenOut: a 7 with a point on; comeOut7: a 7 on the come-out.
func (th *throw) sevenOut() bool { return th.valid && th.known && !th.comeOut && th.t.Total() == 7 }
func (th *throw) comeOut7() bool { return th.valid && th.known && th.comeOut && th.t.Total() == 7 }

// betEvent is a state change of one bet.
type betEvent struct {
	e     *logs.Event
	kind  string
	stake int64
}

// bet is one bets row with what the replay learns of it.
type bet struct {
	b      *logs.Bet
	number int
	events []betEvent
	dec    decision // under the first Big 6 reading
	flat   *bet     // odds: the flat bet
	ok     bool     // type and selection readable
	lost   bool     // its life crosses an unreadable throw: rejected
}

// decision is what the dice did to a bet.
type decision struct {
	at        int // deciding throw (0: undecided when the log ends)
	res       cr.Result
	point     int   // a line bet's point when decided
	pointAt   int   // the throw that set a line bet's point (0: none)
	stake     int64 // the stake in force when decided
	withdrawn bool
	unknown   bool // an unreadable throw came first
}

// session carries the replay state of one session.
type session struct {
	ctx     *audit.Context
	s       *logs.Session
	p       cr.Params
	throws  []*throw
	byNo    map[int]int // round number → index in throws
	bets    []*bet
	byID    map[string]*bet
	shooter map[int]*logs.Event // throw → shooter event
	barred  map[int]bool
	refused map[int]bool
	changes map[int][]*logs.Event // throw → its dice-change events
	six     map[string]bool       // the session's dice, every set supplied (nil: not recorded)
	sets    []*logs.Event         // the dice events, in order
	simple  map[string][]*bet     // player → simple-chance bets, built on first use
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, p: cr.ParamsFor(ctx.Instrument.ID, ctx.Assume), byNo: make(map[int]int, len(s.Rounds)), byID: make(map[string]*bet, len(s.Bets)),
		shooter: map[int]*logs.Event{}, barred: map[int]bool{}, refused: map[int]bool{}, changes: map[int][]*logs.Event{},
		throws: make([]*throw, 0, len(s.Rounds)), bets: make([]*bet, 0, len(s.Bets))}
	usable := make(map[int]bool, len(s.Rounds))
	for _, r := range ctx.Rounds() {
		th := &throw{r: r}
		usable[r.No] = true
		if !r.Void() {
			t, err := cr.ParseThrow(r.Outcome)
			if err != nil {
				th.bad = true
				usable[r.No] = false
				ctx.Reject(logs.TRounds)
				ctx.Report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(r.Outcome),
					Detail: audit.Textf("Tirada ilegible (%v): se rechaza y no se juzga ninguna apuesta que siguiera en juego.", "Unreadable throw (%v): rejected, and no bet still working across it is judged.", err)})
			} else {
				th.t, th.valid = t, true
			}
		}
		x.byNo[r.No] = len(x.throws)
		x.throws = append(x.throws, th)
	}
	x.tableState()
	var handle logs.Cents
	kept := ctx.Bets(usable)
	all := make([]bet, len(kept))
	for i, b := range kept {
		all[i].b = b
		x.bets = append(x.bets, &all[i])
		x.byID[b.ID] = &all[i]
		handle += b.Stake
	}
	x.readEvents()
	x.checkTable()
	x.checkDice()
	x.checkCrew()
	x.checkShooters()
	// Odds are checked after every other bet: they read their flat bet's
	// decision and the player's simple bets, whatever the rows' order.
	for _, b := range x.bets {
		if b.b.Type != cr.Odds {
			x.checkBet(b)
		}
	}
	for _, b := range x.bets {
		if b.b.Type == cr.Odds {
			x.checkBet(b)
		}
	}
	x.checkShooterBets()
	audited := 0
	for _, b := range x.bets {
		if b.lost {
			ctx.Reject(logs.TBets)
			ctx.Report(audit.Finding{Rule: audit.DQOutcome, Round: b.b.Round, Bet: b.b.ID, At: b.b.PlacedAt, Source: b.b.Pos, Column: "round_no", AtStake: b.b.Stake,
				Detail: audit.Textf("La apuesta seguía en juego en una tirada ilegible: no se puede juzgar y se rechaza.", "The bet was still working at an unreadable throw: it cannot be judged and is rejected.")})
			continue
		}
		audited++
	}
	rounds := 0
	for _, th := range x.throws {
		if !th.bad {
			rounds++
		}
	}
	ctx.Audited(rounds, audited, handle)
	if rec := x.diceRecord(); rec != nil {
		ctx.KeepForFinish(rec)
	}
}

// Finish implements audit.Game: the dice of each session against those of
// the previous session at the same table.
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	finishDice(ctx, sessions)
}

// tableState walks the throws once: the point before each, known from the
// first throw and after any 7 that follows an unreadable one.
func (x *session) tableState() {
	known, comeOut, point := true, true, 0
	for _, th := range x.throws {
		th.known, th.comeOut, th.point = known, comeOut, point
		switch {
		case th.bad:
			known = false
		case !th.valid: // a null throw changes nothing
		case !known:
			if th.t.Total() == 7 { // a 7 ends any hand: the come-out follows
				known, comeOut, point = true, true, 0
			}
		case comeOut:
			if n := th.t.Total(); cr.IsPoint(n) {
				comeOut, point = false, n
			}
		default:
			if n := th.t.Total(); n == 7 || n == point {
				comeOut, point = true, 0
			}
		}
	}
}

func (x *session) report(f audit.Finding) { x.ctx.Report(f) }

// cite is the line of the session's text (own or reference) for a bet type.
func (x *session) cite(typ string, dont bool) rules.Citation {
	a, b := cr.TypeCites(typ, dont)
	return cr.Cite(x.ctx.Instrument.ID, a, b)
}

// fields reads an event detail of space-separated key=value pairs.
func fields(detail string) map[string]string {
	out := map[string]string{}
	for _, f := range strings.Fields(detail) {
		k, v, _ := strings.Cut(f, "=")
		out[k] = v
	}
	return out
}

// readEvents sorts the craps events by what they concern; an event the
// replay cannot use is reported (DQ-EVENT) and not applied.
func (x *session) readEvents() {
	bad := func(e *logs.Event, want string) {
		x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Kind + " " + e.Detail),
			Expected: audit.Plain(want), Detail: audit.Textf("Evento %s ilegible: no se aplica.", "Unreadable %s event: not applied.", e.Kind)})
	}
	for i := range x.s.Events {
		e := &x.s.Events[i]
		f := fields(e.Detail)
		switch e.Kind {
		case KindDice:
			if f["serials"] == "" {
				bad(e, "serials=a,b,c,d,e,f")
				continue
			}
			// A session may be supplied a new set (the Valencian text,
			// L2247, when a die that fell to the floor is not found): the
			// dice in play are judged against every set supplied.
			if x.six == nil {
				x.six = map[string]bool{}
			}
			for _, s := range strings.Split(f["serials"], ",") {
				x.six[s] = true
			}
			x.sets = append(x.sets, e)
		case KindDiceChange:
			if f["serials"] == "" || e.Round < 1 {
				bad(e, "round_no ≥ 1, serials=a,b by=shooter|jefe|floor")
				continue
			}
			x.changes[e.Round] = append(x.changes[e.Round], e)
		case KindShooter:
			if f["player"] == "" || e.Round < 1 {
				bad(e, "round_no ≥ 1, player=P seat=S")
				continue
			}
			x.shooter[e.Round] = e
		case KindShooterBarred:
			x.barred[e.Round] = true
		case KindDiceRefused:
			x.refused[e.Round] = true
		case KindOff, KindWorking, KindPress, KindWithdrawn:
			b := x.byID[f["bet"]]
			var stake logs.Cents
			var err error
			if e.Kind == KindPress {
				stake, err = logs.ParseCents(f["stake"])
			}
			if b == nil || err != nil || e.Round < 1 {
				bad(e, "round_no ≥ 1, bet=B (a bet of the session)"+map[bool]string{true: " stake=X"}[e.Kind == KindPress])
				continue
			}
			b.events = append(b.events, betEvent{e: e, kind: e.Kind, stake: int64(stake)})
		}
	}
	for _, b := range x.bets {
		sort.SliceStable(b.events, func(i, j int) bool { return b.events[i].e.Round < b.events[j].e.Round })
	}
}

// checkTable: the simple-chance maximum within 100 to 1,000 times the minimum.
func (x *session) checkTable() {
	s := x.s
	if s.MinBet > 0 && (s.MaxBet < 100*s.MinBet || s.MaxBet > 1000*s.MinBet) {
		x.report(audit.Finding{Rule: cr.RuleTableMax, Source: s.Pos, Column: "max_bet",
			Expected: audit.Textf("entre %s y %s", "between %s and %s", 100*s.MinBet, 1000*s.MinBet), Recorded: audit.Plain(s.MaxBet.String()),
			Detail: audit.Textf("Máximo de las suertes sencillas %s con un mínimo de %s.", "Simple-chance maximum %s with a minimum of %s.", s.MaxBet, s.MinBet)})
	}
}

// checkCrew: a jefe, the stickman (the round's dealer) and two croupiers
// besides him on duty at every throw; a run of throws short of the same
// posts is one finding.
func (x *session) checkCrew() {
	last := ""
	for _, th := range x.throws {
		at := th.r.At
		jefe, crou, stick := 0, 0, false
		for _, st := range x.s.Staff {
			if !onDuty(st, at) {
				continue
			}
			switch {
			case st.Employee == th.r.Dealer && th.r.Dealer != "":
				stick = true
			case st.Role == "jefe-mesa":
				jefe++
			case st.Role == "croupier":
				crou++
			}
		}
		var short []string
		if jefe < 1 {
			short = append(short, "jefe de mesa")
		}
		switch {
		case th.r.Dealer == "":
			// The stickman is not named (dealer_id is optional): he is
			// recorded as a croupier, so three croupiers make the posts.
			if crou < 3 {
				short = append(short, strconv.Itoa(3-crou)+" croupier(s) / stickman")
			}
		default:
			if crou < 2 {
				short = append(short, strconv.Itoa(2-crou)+" croupier(s)")
			}
			if !stick {
				short = append(short, "stickman")
			}
		}
		miss := strings.Join(short, ", ")
		if miss != "" && miss != last {
			x.report(audit.Finding{Rule: cr.RuleCrew, Round: th.r.No, At: at, Source: th.r.Pos, Column: "dealer_id",
				Expected: audit.Textf("jefe de mesa, dos croupiers y el stickman", "jefe de mesa, two croupiers and the stickman"),
				Recorded: audit.Textf("falta: %s", "missing: %s", miss),
				Detail:   audit.Textf("En la tirada %d falta en servicio: %s (stickman = dealer_id de la tirada).", "At throw %d not on duty: %s (stickman = the throw's dealer_id).", th.r.No, miss)})
		}
		last = miss
	}
}

func onDuty(st logs.Staff, t time.Time) bool {
	return !t.Before(st.OnAt) && (st.OffAt.IsZero() || t.Before(st.OffAt))
}

// checkDice: six distinct dice for the session, the pair in play among them,
// and no change at the shooter's request while a point is on.
func (x *session) checkDice() {
	if len(x.sets) == 0 {
		x.report(audit.Finding{Rule: audit.DQMissing, Source: x.s.Pos, Column: "events",
			Recorded: audit.Plain("dice"), Detail: audit.Textf("Sin evento dice (los seis dados de la sesión): la regla %s no se comprueba.", "No dice event (the session's six dice): rule %s is not checked.", cr.RuleDice)})
	}
	for _, diceEv := range x.sets {
		serials := strings.Split(fields(diceEv.Detail)["serials"], ",")
		distinct := map[string]bool{}
		for _, s := range serials {
			distinct[s] = true
		}
		if n := len(serials); n != 6 || len(distinct) != 6 {
			x.report(audit.Finding{Rule: cr.RuleDice, Round: diceEv.Round, At: diceEv.At, Source: diceEv.Pos, Column: "detail",
				Expected: audit.Textf("seis dados distintos", "six distinct dice"), Recorded: audit.Plain(diceEv.Detail),
				Detail: audit.Textf("La sesión dispone de %d números de serie (%d distintos), no de seis dados.", "The session has %d serials (%d distinct), not six dice.", n, len(distinct))})
		}
	}
	for _, th := range x.throws {
		for _, e := range x.changes[th.r.No] {
			x.checkChange(th, e)
		}
	}
}

// checkChange checks one change of the dice in play.
func (x *session) checkChange(th *throw, e *logs.Event) {
	f := fields(e.Detail)
	if x.six != nil {
		for _, s := range strings.Split(f["serials"], ",") {
			if !x.six[s] {
				x.report(audit.Finding{Rule: cr.RuleDice, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
					Expected: audit.Textf("dados de la sesión", "the session's dice"), Recorded: audit.Plain(s),
					Detail: audit.Textf("El dado %s puesto en juego no es uno de los seis de la sesión.", "Die %s put in play is not one of the session's six.", s)})
			}
		}
	}
	if f["by"] == "shooter" && th.known && !th.comeOut {
		x.report(audit.Finding{Rule: cr.RuleDiceChange, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
			Expected: audit.Textf("cambio antes de la salida", "a change before the come-out"), Recorded: audit.Plain(e.Detail),
			Detail: audit.Textf("El tirador cambió los dados con el punto %d establecido.", "The shooter changed the dice with the point %d on.", th.point)})
	}
}

// checkShooters: the dice pass on the losing 7 and only then (or when the
// jefe bars the shooter, or the shooter declines them), and a barred
// shooter does not throw on.
func (x *session) checkShooters() {
	first, seen := true, false // before the first valid throw; a shooter named
	needPass, mayPass, barred := false, false, false
	barredNow := false // barred, and no shooter named since
	for _, th := range x.throws {
		no := th.r.No
		if x.barred[no] || x.refused[no] {
			barred = true
		}
		if x.barred[no] {
			barredNow = true
		}
		if e := x.shooter[no]; e != nil {
			// The first shooter named is no pass, even after unnamed throws.
			if seen && !first && !needPass && !mayPass && !barred {
				x.report(audit.Finding{Rule: cr.RuleDicePass, Round: no, At: e.At, Source: e.Pos, Column: "kind",
					Expected: audit.Textf("el mismo tirador hasta el 7 que hace perder", "the same shooter until the losing 7"), Recorded: audit.Plain(e.Detail),
					Detail: audit.Textf("Los dados cambiaron de mano en la tirada %d sin un 7 que hiciera perder.", "The dice changed hands at throw %d without a losing 7.", no)})
			}
			needPass, mayPass, barred, barredNow, seen = false, false, false, false, true
		}
		if first && !seen && th.valid {
			x.report(audit.Finding{Rule: audit.DQMissing, Round: no, Source: th.r.Pos, Column: "events",
				Recorded: audit.Plain("shooter"), Detail: audit.Textf("Sin evento shooter antes de la primera tirada: no se comprueba quién tira.", "No shooter event before the first throw: who throws is not checked.")})
		}
		if th.valid {
			first = false
		}
		if barredNow && (th.valid || th.bad) {
			barredNow = false
			x.report(audit.Finding{Rule: cr.RuleDicePass, Round: no, At: th.r.At, Source: th.r.Pos, Column: "round_no",
				Expected: audit.Textf("un nuevo tirador (evento shooter)", "a new shooter (event shooter)"), Recorded: audit.Textf("el tirador privado de los dados", "the barred shooter"),
				Cite:   cr.BarredCite(x.ctx.Instrument.ID),
				Detail: audit.Textf("El jefe de mesa privó al tirador de los dados y la tirada %d la hizo el mismo tirador.", "The jefe de mesa took the dice from the shooter, and throw %d was thrown by the same shooter.", no)})
		}
		if !th.valid || !th.known {
			continue
		}
		if needPass || (mayPass && x.p.PassOnComeOut7 == "must") {
			x.report(audit.Finding{Rule: cr.RuleDicePass, Round: no, At: th.r.At, Source: th.r.Pos, Column: "round_no",
				Expected: audit.Textf("un nuevo tirador (evento shooter)", "a new shooter (event shooter)"), Recorded: audit.Textf("el mismo tirador", "the same shooter"),
				Detail: audit.Textf("La tirada %d la hizo el mismo tirador tras el 7 que le hizo perder.", "Throw %d was thrown by the same shooter after the 7 that lost.", no)})
		}
		needPass, mayPass = th.sevenOut(), th.comeOut7()
		if mayPass && x.p.PassOnComeOut7 == "never" {
			mayPass = false
		}
	}
}

// shooterAt returns the shooter's player at each throw, by index in
// x.throws ("" before any).
func (x *session) shooterAt() []string {
	out := make([]string, len(x.throws))
	cur := ""
	for i, th := range x.throws {
		if e := x.shooter[th.r.No]; e != nil {
			cur = fields(e.Detail)["player"]
		}
		out[i] = cur
	}
	return out
}

// checkShooterBets: when his turn begins (or at every come-out, under
// cr-shooter-bet=every-come-out) the shooter has a Win or Don't Win bet of his
// own working.
func (x *session) checkShooterBets() {
	recorded := false
	for _, b := range x.bets {
		recorded = recorded || b.b.Player != ""
	}
	if !recorded {
		if len(x.shooter) > 0 {
			x.report(audit.Finding{Rule: audit.DQMissing, Source: x.s.Pos, Column: "player_id", Recorded: audit.Plain(""),
				Detail: audit.Textf("Ninguna apuesta lleva player_id: no se comprueba la apuesta del tirador (%s).", "No bet carries player_id: the shooter's bet (%s) is not checked.", cr.RuleShooterBet)})
		}
		return
	}
	who := x.shooterAt()
	type span struct{ from, to int }
	lines := map[string][]span{}
	for _, b := range x.bets {
		if !b.ok || (b.b.Type != cr.Win && b.b.Type != cr.DontWin) || b.b.Player == "" {
			continue
		}
		to := b.dec.at
		if to == 0 {
			to = int(^uint(0) >> 1)
		}
		if b.dec.withdrawn {
			to-- // taken down before that throw
		}
		lines[b.b.Player] = append(lines[b.b.Player], span{b.b.Round, to})
	}
	// A change of shooter begins a turn; its first come-out is checked (a
	// turn begun irregularly in mid-point is checked at its first come-out).
	prev, firstComeOut := "", false
	for i, th := range x.throws {
		if !th.valid || !th.known || who[i] == "" {
			continue
		}
		if who[i] != prev {
			prev, firstComeOut = who[i], true
		}
		if !th.comeOut {
			continue
		}
		check := firstComeOut || x.p.ShooterBetEveryComeOut
		firstComeOut = false
		if !check {
			continue
		}
		ok := false
		for _, sp := range lines[who[i]] {
			ok = ok || (sp.from <= th.r.No && th.r.No <= sp.to)
		}
		if !ok {
			x.report(audit.Finding{Rule: cr.RuleShooterBet, Round: th.r.No, At: th.r.At, Source: th.r.Pos, Column: "round_no",
				Expected: audit.Textf("apuesta del tirador al Win o al Don't Win", "a Win or Don't Win bet of the shooter"), Recorded: audit.Plain(who[i]),
				Detail: audit.Textf("El tirador %s lanzó la salida %d sin apuesta al Win ni al Don't Win.", "Shooter %s threw come-out %d without a Win or Don't Win bet.", who[i], th.r.No)})
		}
	}
}
