// Package poker replays póquer de contrapartida sessions, hand by hand: póquer
// sin descarte (Castilla y León and the Comunitat Valenciana) and trijoker
// (Castilla y León). Rules and parameters are in rules/poker; the log
// contract is docs/log-format/poker.md.
package poker

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pk "github.com/veedor/veedor/rules/poker"
)

// Replay is póquer de contrapartida for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{pk.SinDescarte, pk.Trijoker} }

// CrossStaff implements audit.StaffFilter: Finish reads the jefes de mesa only.
func (Replay) CrossStaff(st *logs.Staff) bool { return st.Role == "jefe-mesa" }

// Finish implements audit.Game: a jefe de mesa in charge of more than four
// póquer de contrapartida tables at once (CyL L271, L417; CV L2447).
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	audit.Supervisions(sessions, func(role string) bool { return role == "jefe-mesa" }, func(v audit.Supervision) bool {
		if len(v.Tables) <= maxJefeTables {
			return false
		}
		a := v.Session
		cite := pk.JefeSDCyL
		switch {
		case a.Instrument.ID == rules.CV2003:
			cite = pk.JefeCV
		case a.Game == pk.Trijoker:
			cite = pk.JefeTJCyL
		}
		return ctx.Report(a, audit.Finding{Rule: pk.RuleJefeTables, At: v.On, Cite: cite,
			Expected: audit.Textf("≤ %d mesas", "≤ %d tables", maxJefeTables), Recorded: audit.Textf("%d mesas: %s", "%d tables: %s", len(v.Tables), strings.Join(v.Tables, ", ")),
			Detail: audit.Textf("El jefe de mesa %s estaba a cargo de %s mesas de póquer a la vez (%s); el máximo es %d.", "Jefe de mesa %s was in charge of %s poker tables at once (%s); the maximum is %d.",
				v.Employee, strconv.Itoa(len(v.Tables)), strings.Join(v.Tables, ", "), maxJefeTables)})
	})
}

// maxJefeTables: «sin que el número total de mesas a su cargo pueda exceder de cuatro».
const maxJefeTables = 4

// Bet types and event kinds of the log contract.
const (
	BetAnte        = "ante"
	BetRaise       = "apuesta"
	BetFold        = "paso"
	BetBuy         = "compra"
	BetInsurance   = "seguro"
	BetProgressive = "progresivo"
	BetTJ1         = "apuesta-1"
	BetTJ2         = "apuesta-2"
	BetTJ3         = "apuesta-3"
	BetWithdraw    = "retirada"

	KindExposed     = "carta-expuesta"
	KindCommunity   = "carta-comun"
	KindProgressive = "progresivo"
	KindPotStart    = "progresivo-inicio"
	KindLimits      = "limit-change"

	Blind = "ciega"
)

// round is one round as the replay needs it.
type round struct {
	r        *logs.Round
	played   bool                 // played and its outcome read
	hands    map[int][]cards.Card // box → cards as listed (sin descarte: 5, or 6 with a bought card)
	boxes    []int                // boxes in the order listed
	dealer   []cards.Card         // sin descarte: the bank's cards
	common   []cards.Card         // trijoker: the community cards, left then right
	bad      bool                 // a card count error: hands not evaluated
	min, max logs.Cents
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	in      string
	game    string
	variant string // manual, automatico or "" (either), as audited
	rounds  []*round
	usable  map[int]bool
	missing audit.Missing
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, in: ctx.Instrument.ID, game: s.Game, variant: s.Variant, usable: map[int]bool{}}
	if v := s.Variant; v != "" && (s.Game == pk.Trijoker || v != "manual" && v != "automatico") {
		want := "(vacío) | manual | automatico"
		if s.Game == pk.Trijoker {
			want = "(vacío)"
		}
		ctx.Report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "variant", Recorded: audit.Plain(v), Expected: audit.Plain(want),
			Detail: audit.Textf("Variante %q desconocida: se audita como si estuviera vacía (se admite cualquier orden de reparto del texto).", "Unknown variant %q: audited as if empty (either dealing order of the text is accepted).", v)})
		x.variant = ""
	}
	x.readRounds()
	x.applyLimits()
	bets := ctx.Bets(x.usable)
	var n int
	var handle logs.Cents
	if s.Game == pk.Trijoker {
		n, handle = x.trijoker(bets)
	} else {
		n, handle = x.sinDescarte(bets)
		if x.in == rules.CyL2008 {
			x.checkSeeds()
		}
	}
	x.missing.Report(x.ctx)
	played := 0
	for _, r := range x.rounds {
		if r.played {
			played++
		}
	}
	ctx.Audited(played, n, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// pick returns the citation of the session's instrument among cs.
func (x *session) pick(cs ...rules.Citation) rules.Citation {
	for _, c := range cs {
		if c.Instrument == x.in {
			return c
		}
	}
	return rules.Citation{}
}

func (x *session) miss(column, rule string) { x.missing.Add(column+"|"+rule, column, rule) }

// readRounds reads every round's outcome; an unreadable one is rejected
// with its bets (DQ-OUTCOME).
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		rd := &round{r: r, min: x.s.MinBet, max: x.s.MaxBet, hands: map[int][]cards.Card{}}
		x.rounds = append(x.rounds, rd)
		x.usable[r.No] = true
		if r.Void() && r.Outcome == "" {
			continue
		}
		if err := x.parseOutcome(rd); err != nil {
			x.usable[r.No] = false
			x.ctx.Reject(logs.TRounds)
			want := "D=c1,…,c5;1=c1,…,c5;…"
			if x.game == pk.Trijoker {
				want = "C=c1,c2;1=c1,c2,c3;…"
			}
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain(want), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Resultado de la jugada %d ilegible (%v): la jugada y sus apuestas se rechazan.", "Outcome of round %d unreadable (%v): the round and its bets are rejected.", r.No, err)})
			continue
		}
		rd.played = !r.Void()
	}
}

// parseOutcome reads the hands: the bank's D (sin descarte) or the
// community C (trijoker), then boxes named by their number, 1 to 99.
func (x *session) parseOutcome(rd *round) error {
	hands, err := cards.ParseHands(rd.r.Outcome)
	if err != nil {
		return err
	}
	head := "D"
	if x.game == pk.Trijoker {
		head = "C"
	}
	for _, h := range hands {
		if h.Name == head {
			if head == "D" {
				rd.dealer = h.Cards
			} else {
				rd.common = h.Cards
			}
			continue
		}
		box, err := strconv.Atoi(h.Name)
		if err != nil || box < 1 || box > 99 || h.Name[0] == '0' {
			return fmt.Errorf("hand %q: want %s or a box number", h.Name, head)
		}
		rd.hands[box] = h.Cards
		rd.boxes = append(rd.boxes, box)
	}
	if head == "D" && rd.dealer == nil || head == "C" && rd.common == nil {
		return fmt.Errorf("no %s hand", head)
	}
	return nil
}

// applyLimits reads limit-change events (min_bet=X max_bet=Y): the new
// limits apply from their round on; each is checked like the opening ones.
func (x *session) applyLimits() {
	x.checkTableMax(x.s.MinBet, x.s.MaxBet, 0, x.s.Pos, "max_bet", x.s.OpenedAt)
	var changes []*logs.Event
	for i := range x.s.Events {
		if e := &x.s.Events[i]; e.Kind == KindLimits {
			changes = append(changes, e)
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Round < changes[j].Round })
	for _, e := range changes {
		kv, err := shoe.Detail(e.Detail)
		var min, max logs.Cents
		if err == nil {
			min, err = logs.ParseCents(kv["min_bet"])
		}
		if err == nil {
			max, err = logs.ParseCents(kv["max_bet"])
		}
		if err != nil || e.Round < 1 || min <= 0 || max < min {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("min_bet=X max_bet=Y"),
				Detail: audit.Textf("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
			continue
		}
		x.checkTableMax(min, max, e.Round, e.Pos, "detail", e.At)
		for _, rd := range x.rounds {
			if rd.r.No >= e.Round {
				rd.min, rd.max = min, max
			}
		}
	}
}

// checkTableMax checks the maximum against the multiples of the minimum the
// text allows.
func (x *session) checkTableMax(min, max logs.Cents, round int, pos logs.Pos, col string, at time.Time) {
	if x.game == pk.Trijoker {
		if max > min*pk.TrijokerMaxMultiple {
			x.report(audit.Finding{Rule: pk.RuleTJTableMax, Round: round, At: at, Source: pos, Column: col,
				Expected: audit.Textf("≤ %s (30 × %s)", "≤ %s (30 × %s)", min*pk.TrijokerMaxMultiple, min), Recorded: audit.Plain(max.String()),
				Detail: audit.Textf("Máximo %s por encima de 30 veces el mínimo %s.", "Maximum %s above 30 times the minimum %s.", max, min)})
		}
		return
	}
	lim, ok := pk.SDLimits[x.in]
	if !ok {
		return
	}
	mults := lim.MaxMultiples
	good := false
	for _, m := range mults {
		if x.ctx.Assume.Is(pk.SwMaxMultiple, "exact") {
			good = good || max == min*logs.Cents(m)
		} else {
			good = good || max <= min*logs.Cents(m)
		}
	}
	if !good {
		x.report(audit.Finding{Rule: pk.RuleSDTableMax, Round: round, At: at, Source: pos, Column: col, Assumptions: x.ctx.Readings(pk.SwMaxMultiple),
			Expected: audit.Textf("máximo de %v veces el mínimo %s", "maximum of %v times the minimum %s", mults, min), Recorded: audit.Plain(max.String()),
			Detail: audit.Textf("Máximo %s: no es uno de los múltiplos %v del mínimo %s (o los supera).", "Maximum %s: not one of the multiples %v of the minimum %s (or above them).", max, mults, min)})
	}
}

// late checks a bet's time against «no va más»; missing times are counted.
// cite, when given, is the passage the finding rests on (else the rule's
// first of the region).
func (x *session) late(rule string, b *logs.Bet, rd *round, cite ...rules.Citation) {
	if b.PlacedAt.IsZero() || rd.r.NoMoreBetsAt.IsZero() {
		col := "bets.placed_at"
		if rd.r.NoMoreBetsAt.IsZero() {
			col = "rounds.no_more_bets_at"
		}
		x.miss(col, rule)
		return
	}
	if b.PlacedAt.After(rd.r.NoMoreBetsAt) {
		var c rules.Citation
		if len(cite) > 0 {
			c = cite[0]
		}
		x.report(audit.Finding{Rule: rule, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake, Cite: c,
			Expected: audit.Plain("≤ " + rd.r.NoMoreBetsAt.Format(time.RFC3339)), Recorded: audit.Plain(b.PlacedAt.Format(time.RFC3339)),
			Detail: audit.Textf("Apuesta %s (%s, %s) colocada después del «no va más».", "Bet %s (%s, %s) placed after «no va más».", b.ID, b.Type, b.Stake)})
	}
}

// reject drops a bet row the replay cannot use, with its reason.
func (x *session) reject(b *logs.Bet, column string, why rules.Text) {
	x.ctx.Reject(logs.TBets)
	x.report(audit.Finding{Rule: audit.DQOutcome, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: column, AtStake: b.Stake,
		Recorded: audit.Plain(b.Type + " " + b.Hand), Detail: why})
}

// box reads bets.hand: a box number the outcome lists, or false after
// rejecting the row.
func (x *session) box(b *logs.Bet, rd *round) (int, bool) {
	n, err := strconv.Atoi(b.Hand)
	if err != nil || n < 1 {
		x.reject(b, "hand", audit.Textf("bets.hand %q no es un número de casilla: la apuesta se rechaza.", "bets.hand %q is not a box number: the bet is rejected.", b.Hand))
		return 0, false
	}
	if rd.played {
		if _, ok := rd.hands[n]; !ok {
			x.reject(b, "hand", audit.Textf("La casilla %d no está en el resultado de la jugada %d: la apuesta se rechaza.", "Box %d is not in the outcome of round %d: the bet is rejected.", n, rd.r.No))
			return 0, false
		}
	}
	return n, true
}

// voidRefund checks that a bet of a void round was handed back whole.
func (x *session) voidRefund(rule string, b *logs.Bet) {
	if b.Returned != b.Stake || b.Paid != 0 {
		x.report(audit.Finding{Rule: rule, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "returned", AtStake: b.Stake,
			Delta: b.Returned + b.Paid - b.Stake, Expected: audit.Settlement(b.Stake, 0), Recorded: audit.Settlement(b.Returned, b.Paid),
			Detail: audit.Textf("La jugada %d se anuló: la apuesta %s se devuelve sin premio.", "Round %d was void: bet %s is handed back without prize.", b.Round, b.ID)})
	}
}

// duplicates reports the first card found twice among cs.
func duplicate(cs []cards.Card) (cards.Card, bool) {
	var seen [13][4]bool
	for _, c := range cs {
		if seen[c.Rank][c.Suit] {
			return c, true
		}
		seen[c.Rank][c.Suit] = true
	}
	return cards.Card{}, false
}

// exposures returns the cards of carta-expuesta events of a round.
func (x *session) exposures() map[int][]exposure {
	out := map[int][]exposure{}
	for i := range x.s.Events {
		e := &x.s.Events[i]
		if e.Kind != KindExposed {
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		var c cards.Card
		if err == nil {
			c, err = cards.Parse(kv["card"])
		}
		if err != nil || e.Round < 1 {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("card=C (round_no set)"),
				Detail: audit.Textf("Evento carta-expuesta ilegible.", "Unreadable carta-expuesta event.")})
			continue
		}
		out[e.Round] = append(out[e.Round], exposure{c, e})
	}
	return out
}

type exposure struct {
	card cards.Card
	ev   *logs.Event
}

// within accepts paid within a cent of want (percentages of a pot).
func within(paid, want logs.Cents) bool { return paid >= want-1 && paid <= want+1 }
