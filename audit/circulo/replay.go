// Package circulo replays póquer de círculo sessions (CyL 2008 game 11, CV
// 2003 game 12): poker among the players, the casino dealing and taking a
// rake or an hourly fee. A round is a hand, a bet row is one seat's money in
// it, and the structure, button, stacks, actions, pots and rake are events
// (docs/log-format/circulo.md). Each hand is replayed action by action
// against the variant's structure, its pots rebuilt from the contributions
// and awarded by the variant's ranking; the stacks are followed from hand to
// hand. Memory is one session's rows.
package circulo

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pc "github.com/veedor/veedor/rules/circulo"
	"github.com/veedor/veedor/rules/circulo/hands"
)

// Replay is the póquer de círculo audit.Game.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{pc.Game} }

// CrossStaff implements audit.StaffFilter: Finish reads the croupiers only.
func (Replay) CrossStaff(st *logs.Staff) bool { return st.Role == "croupier" }

// Finish implements audit.Game: a croupier on duty at two póquer de círculo
// tables at once is no table's own (L523, CV L2714). A handover whose clocks
// overlap by up to a minute is not taken for two tables.
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	audit.SupervisionsTolerant(sessions, func(role string) bool { return role == "croupier" }, time.Minute, func(v audit.Supervision) bool {
		if len(v.Tables) < 2 {
			return false
		}
		return ctx.Report(v.Session, audit.Finding{Rule: pc.RuleCrupier, At: v.On,
			Expected: audit.Plain("un crupier propio de la mesa"), Recorded: audit.Textf("%s en las mesas %s a la vez", "%s at tables %s at once", v.Employee, strings.Join(v.Tables, ", ")),
			Detail: audit.Textf("El crupier %s estaba de servicio en %d mesas de póquer de círculo a la vez (%s): cada mesa tiene permanentemente el suyo.",
				"Croupier %s was on duty at %d póquer de círculo tables at once (%s): each table has its own permanently.", v.Employee, len(v.Tables), strings.Join(v.Tables, ", "))})
	})
}

// structure is one estructura event: the betting structure and revenue
// option from hand from on.
type structure struct {
	e                       *logs.Event
	from                    int
	limite                  string
	ante, sb, bb, low, high logs.Cents
	chip, tope              logs.Cents
	rate, fee               int // basis points (5% = 500); -1 when not given
	deck                    int
}

// action is one accion event.
type action struct {
	e     *logs.Event
	seat  int
	tipo  string
	amt   logs.Cents
	calle int
}

// pot is one bote event.
type pot struct {
	e       *logs.Event
	n       int
	amt     logs.Cents
	seats   []int
	winners []int
	shares  []logs.Cents
}

// move is a compra, retirada, propina or cuota event.
type move struct {
	e      *logs.Event
	kind   string
	seat   int
	amt    logs.Cents
	during bool // recorded after the hand's first action
}

// hand is one round and what the events say of it.
type hand struct {
	r        *logs.Round
	board    []cards.Card
	shown    map[int][]cards.Card
	dealt    []cards.Card
	button   int
	stacks   map[int]logs.Cents
	resting  map[int]bool
	up       map[int][]cards.Card
	acts     []action
	pots     []pot
	rake     logs.Cents
	rakeRec  bool
	rakeEv   *logs.Event
	bets     map[int]*logs.Bet
	moves    []move
	started  bool // an accion event of the hand has been read
	folded   map[int]bool
	allin    map[int]bool
	contrib  map[int]logs.Cents // stake − returned
	badCards bool
	evals    map[evalKey]hands.Value // showdown values by seat, reading and construction
	predraw  map[int][]cards.Card    // cubierto: each seat's cards before the draw
	rowsLost bool                    // a bet row of the hand was rejected: its money is not all known
	gap      map[int]logs.Cents      // calls the bet rows and pots show but no accion row does
	byActs   map[int]logs.Cents      // the contribution by the actions of a seat whose row contradicts them (DQ-STAKE-ACTIONS)
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	v       *pc.Variant
	inst    string
	hands   []*hand
	byNo    map[int]*hand
	structs []*structure
	changes []*logs.Event // limit-change
	annos   []int         // limit-announce round numbers
	fees    []move
	missing map[string]bool
	blanks  int        // cubierto: blank hands in a row before this one (L747)
	carry   logs.Cents // cubierto: the antes of those hands, still in the pot
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, inst: ctx.Instrument.ID, byNo: map[int]*hand{}, missing: map[string]bool{}}
	x.v = pc.Variants[s.Variant]
	if x.v == nil {
		x.rejectSession()
		return
	}
	usable := map[int]bool{}
	for _, r := range ctx.Rounds() {
		h, err := x.readRound(r)
		if err != nil {
			usable[r.No] = false
			ctx.Reject(logs.TRounds)
			ctx.Report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(short(r.Outcome + " | " + r.Dealt)),
				Detail: audit.Textf("Mano ilegible (%v): la mano, sus apuestas y sus eventos se rechazan.", "Unreadable hand (%v): the hand, its bets and its events are rejected.", err)})
			continue
		}
		usable[r.No] = true
		x.hands = append(x.hands, h)
		x.byNo[r.No] = h
	}
	var handle logs.Cents
	nb := 0
	for _, b := range ctx.Bets(usable) {
		seat, ok := seatNo(b.Seat)
		if b.Type != "mano" || !ok || b.Returned > b.Stake {
			ctx.Reject(logs.TBets)
			ctx.Report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "type", AtStake: b.Stake,
				Recorded: audit.Plain(b.Type + " seat=" + b.Seat), Expected: audit.Plain("type mano, seat 1…, returned ≤ stake"),
				Detail: audit.Textf("Fila de apuesta inutilizable para el póquer de círculo: se rechaza.", "Bet row unusable for póquer de círculo: rejected.")})
			if h := x.byNo[b.Round]; h != nil {
				h.rowsLost = true
			}
			continue
		}
		h := x.byNo[b.Round]
		if old := h.bets[seat]; old != nil {
			if old.Player != "" && b.Player != "" && old.Player != b.Player {
				x.report(audit.Finding{Rule: pc.RuleSeats, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "player_id",
					Expected: audit.Plain(old.Player), Recorded: audit.Plain(b.Player), AtStake: b.Stake,
					Detail: audit.Textf("Mano %d: dos jugadores (%s y %s) en el asiento %d.", "Hand %d: two players (%s and %s) on seat %d.", b.Round, old.Player, b.Player, seat)})
			} else {
				ctx.Reject(logs.TBets)
				ctx.Report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "seat", Recorded: audit.Plain(b.Seat), AtStake: b.Stake,
					Detail: audit.Textf("Mano %d: segunda fila del asiento %d; una fila por asiento y mano: se rechaza.", "Hand %d: a second row for seat %d; one row per seat and hand: rejected.", b.Round, seat)})
				h.rowsLost = true
				continue
			}
			// Both rows count: their money is in the pot.
			merged := *old
			merged.Stake += b.Stake
			merged.Returned += b.Returned
			merged.Paid += b.Paid
			h.bets[seat] = &merged
		} else {
			h.bets[seat] = b
		}
		nb++
		handle += b.Stake
	}
	x.readEvents()
	x.sessionChecks()
	for _, h := range x.hands {
		x.audit(h)
	}
	x.crossHands()
	ctx.Audited(len(x.hands), nb, handle)
}

// rejectSession refuses a session without a variant the texts know.
func (x *session) rejectSession() {
	s := x.s
	x.ctx.Report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "variant", Recorded: audit.Plain(s.Variant),
		Expected: audit.Plain("cubierto, seven-stud, omaha, hold-em, five-stud, sintetico"),
		Detail: audit.Textf("Sesión de póquer de círculo sin una variante conocida: no se puede reproducir; sus jugadas, apuestas y eventos se rechazan.",
			"Póquer de círculo session without a known variant: it cannot be replayed; its rounds, bets and events are rejected.")})
	usable := map[int]bool{}
	for _, r := range x.ctx.Rounds() {
		usable[r.No] = false
		x.ctx.Reject(logs.TRounds)
	}
	x.ctx.Bets(usable)
	for range s.Events {
		x.ctx.Reject(logs.TEvents)
	}
}

func (x *session) report(f audit.Finding) { x.ctx.Report(f) }

// note reports once per session that a record a check needs is missing.
func (x *session) note(key string, r *logs.Round, es, en string) {
	if x.missing[key] {
		return
	}
	x.missing[key] = true
	f := audit.Finding{Rule: audit.DQMissing, Detail: audit.Textf(es, en), Source: x.s.Pos}
	if r != nil {
		f.Round, f.At, f.Source = r.No, r.At, r.Pos
	}
	x.report(f)
}

func short(s string) string {
	if len(s) > 120 {
		return s[:117] + "..."
	}
	return s
}

// seatNo reads a seat number, 1 or more.
func seatNo(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 1 && n <= 99
}

// readRound parses a hand's showdown and dealt cards.
func (x *session) readRound(r *logs.Round) (*hand, error) {
	h := &hand{r: r, shown: map[int][]cards.Card{}, stacks: map[int]logs.Cents{}, resting: map[int]bool{}, up: map[int][]cards.Card{},
		bets: map[int]*logs.Bet{}, predraw: map[int][]cards.Card{}, folded: map[int]bool{}, allin: map[int]bool{}, contrib: map[int]logs.Cents{}}
	if r.Dealt != "" {
		cs, err := cardList(r.Dealt)
		if err != nil {
			return nil, err
		}
		h.dealt = cs
	}
	if r.Outcome == "" || r.Outcome == "-" {
		return h, nil
	}
	hs, err := cards.ParseHands(r.Outcome)
	if err != nil {
		return nil, err
	}
	for _, hd := range hs {
		if hd.Name == "C" {
			h.board = hd.Cards
			continue
		}
		n, ok := seatNo(hd.Name)
		if !ok {
			return nil, fmt.Errorf("hand %q is neither C nor a seat number", hd.Name)
		}
		h.shown[n] = hd.Cards
	}
	return h, nil
}

func cardList(s string) ([]cards.Card, error) {
	if s == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	out := make([]cards.Card, len(parts))
	for i, p := range parts {
		c, err := cards.Parse(p)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// kv is an event's key=value detail.
type kv map[string]string

func fields(s string) kv {
	m := kv{}
	for _, f := range strings.Fields(s) {
		if k, v, ok := strings.Cut(f, "="); ok {
			m[k] = v
		}
	}
	return m
}

func (m kv) money(k string) (logs.Cents, bool) {
	v, ok := m[k]
	if !ok {
		return 0, false
	}
	c, err := logs.ParseCents(v)
	return c, err == nil
}

// rate reads "5%" or "2.5%" as basis points.
func (m kv) rate(k string) (int, bool) {
	v, ok := m[k]
	if !ok || !strings.HasSuffix(v, "%") {
		return 0, false
	}
	c, err := logs.ParseCents(strings.TrimSuffix(v, "%"))
	return int(c), err == nil
}

func (m kv) seats(k string) ([]int, bool) {
	v, ok := m[k]
	if !ok || v == "" {
		return nil, false
	}
	var out []int
	for _, p := range strings.Split(v, ",") {
		n, ok := seatNo(p)
		if !ok {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}

// readEvents files each event of a kind this game defines under its hand.
func (x *session) readEvents() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		m := fields(e.Detail)
		switch e.Kind {
		case "estructura":
			x.readStructure(e, m)
			continue
		case "limit-change":
			if e.Round == 0 {
				x.badEvent(e, "round_no is the first hand at the new limits")
				continue
			}
			x.changes = append(x.changes, e)
			continue
		case "limit-announce":
			x.annos = append(x.annos, e.Round)
			continue
		case "cuota":
			seat, ok1 := seatNo(m["seat"])
			amt, ok2 := m.money("importe")
			if !ok1 || !ok2 {
				x.badEvent(e, "seat= and importe= are required")
				continue
			}
			x.fees = append(x.fees, move{e: e, kind: e.Kind, seat: seat, amt: amt})
			if h := x.byNo[e.Round]; h != nil {
				h.moves = append(h.moves, move{e: e, kind: e.Kind, seat: seat, amt: amt})
			}
			continue
		case "boton", "pila", "descubiertas", "cartas", "accion", "bote", "comision", "compra", "retirada", "propina":
		default:
			continue
		}
		h := x.byNo[e.Round]
		if h == nil {
			if _, known := x.byNo[e.Round]; !known && x.isRejected(e.Round) {
				x.ctx.Reject(logs.TEvents) // said with the hand's DQ-OUTCOME
				continue
			}
			x.badEvent(e, "round_no names no hand of the session")
			continue
		}
		seat, seatOK := seatNo(m["seat"])
		switch e.Kind {
		case "boton":
			if !seatOK {
				x.badEvent(e, "seat= is required")
				continue
			}
			h.button = seat
		case "pila":
			amt, ok := m.money("importe")
			if !seatOK || !ok {
				x.badEvent(e, "seat= and importe= are required")
				continue
			}
			h.stacks[seat] = amt
			if m["descansa"] == "si" {
				h.resting[seat] = true
			}
		case "descubiertas":
			cs, err := cardList(m["cartas"])
			if !seatOK || err != nil {
				x.badEvent(e, "seat= and cartas= are required")
				continue
			}
			h.up[seat] = cs
		case "cartas":
			cs, err := cardList(m["cartas"])
			if err != nil || !seatOK || len(cs) != 5 {
				x.badEvent(e, "seat= and cartas= (five cards) are required")
				continue
			}
			h.predraw[seat] = cs
		case "accion":
			a, ok := readAction(e, m)
			if !ok {
				x.badEvent(e, "seat=, tipo= (a known action), importe= and calle= are required")
				continue
			}
			h.acts = append(h.acts, a)
			h.started = true
		case "bote":
			p, ok := readPot(e, m)
			if !ok {
				x.badEvent(e, "n=, importe=, asientos=, ganadores= and reparto= (one amount per winner) are required")
				continue
			}
			h.pots = append(h.pots, p)
		case "comision":
			amt, ok := m.money("importe")
			if !ok {
				x.badEvent(e, "importe= is required")
				continue
			}
			h.rake += amt
			h.rakeRec = true
			h.rakeEv = e
		case "compra", "retirada", "propina":
			amt, ok := m.money("importe")
			if !seatOK || !ok {
				x.badEvent(e, "seat= and importe= are required")
				continue
			}
			h.moves = append(h.moves, move{e: e, kind: e.Kind, seat: seat, amt: amt, during: h.started})
		}
	}
}

func (x *session) isRejected(no int) bool {
	for i := range x.s.Rounds {
		if x.s.Rounds[i].No == no {
			return true
		}
	}
	return false
}

var tipos = map[string]bool{"ante": true, "ciega-pequena": true, "ciega-grande": true, "trae": true, "pasa": true, "apuesta": true,
	"iguala": true, "sube": true, "resto": true, "retira": true, "descarta": true}

func readAction(e *logs.Event, m kv) (action, bool) {
	seat, ok := seatNo(m["seat"])
	if !ok || !tipos[m["tipo"]] {
		return action{}, false
	}
	a := action{e: e, seat: seat, tipo: m["tipo"]}
	if v, has := m["importe"]; has {
		c, err := logs.ParseCents(v)
		if err != nil {
			return action{}, false
		}
		a.amt = c
	}
	if v, has := m["calle"]; has {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || (n == 0 && a.tipo != "ante") {
			return action{}, false // interval 0 is the antes' alone
		}
		a.calle = n
	} else if a.tipo != "ante" {
		return action{}, false
	}
	return a, true
}

func readPot(e *logs.Event, m kv) (pot, bool) {
	n, err := strconv.Atoi(m["n"])
	amt, ok1 := m.money("importe")
	seats, ok2 := m.seats("asientos")
	winners, ok3 := m.seats("ganadores")
	if err != nil || n < 1 || !ok1 || !ok2 || !ok3 {
		return pot{}, false
	}
	parts := strings.Split(m["reparto"], ",")
	if len(parts) != len(winners) {
		return pot{}, false
	}
	p := pot{e: e, n: n, amt: amt, seats: seats, winners: winners}
	for _, s := range parts {
		c, err := logs.ParseCents(s)
		if err != nil {
			return pot{}, false
		}
		p.shares = append(p.shares, c)
	}
	return p, true
}

func (x *session) readStructure(e *logs.Event, m kv) {
	st := &structure{e: e, from: max(e.Round, 1), limite: m["limite"], rate: -1, fee: -1, deck: 52, chip: 1}
	switch st.limite {
	case "split", "bote", "sin-limite", "bote-limitado":
	default:
		x.badEvent(e, "limite= is split, bote, sin-limite or bote-limitado")
		return
	}
	for k, p := range map[string]*logs.Cents{"ante": &st.ante, "ciega-pequena": &st.sb, "ciega-grande": &st.bb, "apuesta-baja": &st.low, "apuesta-alta": &st.high, "ficha": &st.chip, "tope": &st.tope} {
		if _, has := m[k]; has {
			c, ok := m.money(k)
			if !ok {
				x.badEvent(e, k+"= is not an amount")
				return
			}
			*p = c
		}
	}
	if st.chip <= 0 {
		st.chip = 1
	}
	if _, has := m["comision"]; has {
		r, ok := m.rate("comision")
		if !ok {
			x.badEvent(e, "comision= is a rate, e.g. 5%")
			return
		}
		st.rate = r
	}
	if _, has := m["cuota"]; has {
		r, ok := m.rate("cuota")
		if !ok {
			x.badEvent(e, "cuota= is a rate, e.g. 15%")
			return
		}
		st.fee = r
	}
	if v, has := m["baraja"]; has {
		n, err := strconv.Atoi(v)
		if err != nil || (n != 52 && n != 32 && n != 28) {
			x.badEvent(e, "baraja= is 52, 32 or 28")
			return
		}
		st.deck = n
	}
	x.structs = append(x.structs, st)
	sort.SliceStable(x.structs, func(i, j int) bool { return x.structs[i].from < x.structs[j].from })
}

func (x *session) badEvent(e *logs.Event, why string) {
	x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(short(e.Kind + " " + e.Detail)),
		Detail: audit.Textf("Evento %s ilegible (%s): no se tiene en cuenta.", "Unreadable %s event (%s): not taken into account.", e.Kind, why)})
}

// structAt is the structure in force at hand no (nil when none yet).
func (x *session) structAt(no int) *structure {
	var cur *structure
	for _, st := range x.structs {
		if st.from <= no {
			cur = st
		}
	}
	return cur
}

// minAt is the table minimum in force at hand no.
func (x *session) minAt(no int) (min, maxb logs.Cents) {
	min, maxb = x.s.MinBet, x.s.MaxBet
	for _, e := range x.changes {
		if e.Round <= no {
			m := fields(e.Detail)
			if a, ok := m.money("min_bet"); ok {
				min = a
			}
			if b, ok := m.money("max_bet"); ok {
				maxb = b
			}
		}
	}
	return
}

func (x *session) is(sw, reading string) bool { return x.ctx.Assume.Is(sw, reading) }

func (x *session) cyl() bool { return x.inst == rules.CyL2008 }
