package puntobanca

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// Replay is punto y banca for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{pb.Game} }

// Results of a coup.
const (
	Punto = "punto"
	Banca = "banca"
	Tie   = "empate"
)

// coup is one round as the replay needs it.
type coup struct {
	r      *logs.Round
	no     int  // r.No, kept here for the lookup of every bet
	played bool // played and its outcome read
	bad    bool // rejected: its outcome could not be read
	p, b   []cards.Card
	pt, bt int    // final totals
	result string // Punto, Banca or Tie
	dealt  []cards.Card
	min    logs.Cents
	max    logs.Cents
	held   [6]cards.Card // p and b when read by the fast path
	out    [6]cards.Card // dealt when read by the fast path
	sh     *shoe.Shoe    // the shoe it was dealt from (checkShoes), nil when none
}

// session carries the replay state of one session.
type session struct {
	ctx     *audit.Context
	s       *logs.Session
	p       *pb.Params
	in      string
	variant string // pb.Standard, pb.Mini or pb.Midi as audited
	reduced bool
	all     []coup  // every round kept by ctx.Rounds, in number order (see coup)
	rounds  []*coup // the same, as pointers
	played  []*coup // played and read, in order
	missing audit.Missing

	deductions pb.Deductions // the commission readings
	scratch    *scratch
}

// scratch is the memory of a session's coups, which one replay goroutine
// reuses from session to session (sessions are replayed concurrently, each
// with its own scratch from the pool).
type scratch struct {
	all            []coup
	rounds, played []*coup
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// maxKept bounds the coups a scratch keeps room for between sessions.
const maxKept = 1 << 14

// coups returns room for n coups: zeroed coups, and empty pointer slices.
func (sc *scratch) coups(n int) ([]coup, []*coup, []*coup) {
	if cap(sc.all) < n || cap(sc.rounds) < n || cap(sc.played) < n {
		sc.all = make([]coup, n)
		sc.rounds, sc.played = make([]*coup, 0, n), make([]*coup, 0, n)
	}
	sc.all = sc.all[:n]
	return sc.all, sc.rounds[:0], sc.played[:0]
}

// put returns the scratch to the pool, keeping no pointer into the session.
func (sc *scratch) put() {
	clear(sc.all)
	clear(sc.rounds[:cap(sc.rounds)])
	clear(sc.played[:cap(sc.played)])
	if cap(sc.all) > maxKept {
		*sc = scratch{}
	}
	scratches.Put(sc)
}

// coup is the coup of round n, nil when the session has none. Rounds are
// almost always numbered 1, 2, 3…: the coup is then found by its place.
func (x *session) coup(n int) *coup {
	if i := x.coupIndex(n); i >= 0 {
		return &x.all[i]
	}
	return nil
}

// coupIndex is the place in x.all of round n's coup, -1 when none.
func (x *session) coupIndex(n int) int {
	all := x.all
	if len(all) == 0 {
		return -1
	}
	if i := n - all[0].no; i >= 0 && i < len(all) && all[i].no == n {
		return i
	}
	i := sort.Search(len(all), func(i int) bool { return all[i].no >= n })
	if i < len(all) && all[i].no == n {
		return i
	}
	return -1
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	p, ok := pb.For(ctx.Instrument.ID, ctx.Assume)
	if !ok {
		ctx.Report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Detail: audit.Textf(
			"Sin parámetros de punto y banca para %s: la sesión se rechaza.", "No punto y banca parameters for %s: the session is rejected.", ctx.Instrument.ID)})
		for t, n := range s.Rows() {
			for i := 0; i < n; i++ {
				ctx.Reject(t)
			}
		}
		return
	}
	sc := scratches.Get().(*scratch)
	defer sc.put()
	x := &session{ctx: ctx, s: s, p: p, in: ctx.Instrument.ID, deductions: pb.DeductionsFor(ctx.Assume), scratch: sc}
	x.checkSession()
	x.readRounds()
	x.applyLimits()
	for _, c := range x.played {
		x.checkCoup(c)
	}
	x.checkShoes()
	x.checkShoePass()
	x.checkCrew()
	if len(s.Bets) == 0 {
		// Coups dealt and not one bet in the session: the log lacks them. A
		// single coup without bets may be real (nobody staked on it), so
		// only a session without any is reported.
		played := make([]int, len(x.played))
		for i, c := range x.played {
			played[i] = c.r.No
		}
		shoe.ReportUnbet(ctx, played, len(played))
	}
	bets, handle := x.checkBets()
	x.missing.Report(x.ctx)
	ctx.Audited(len(x.played), bets, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// cite returns citation i of rule's basis under the session's instrument.
func (x *session) cite(rule string, i int) rules.Citation { return x.ctx.Cite(pb.Game, rule, i) }

// checkSession reads the table's variant and checks its opening limits.
func (x *session) checkSession() {
	s := x.s
	switch s.Variant {
	case pb.Standard:
	case pb.Mini, pb.Midi:
		if x.p.Reduced {
			x.variant, x.reduced = s.Variant, true
		} else {
			x.report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "variant", Recorded: audit.Plain(s.Variant), Expected: audit.Plain("(vacío)"),
				Detail: audit.Textf("Mesa reducida %q: el texto %s no conoce mesas reducidas; se audita como mesa normal.", "Reduced table %q: the text %s has no reduced tables; audited as a standard table.", s.Variant, x.in)})
		}
	default:
		exp := "(vacío) | mini | midi"
		if !x.p.Reduced {
			exp = "(vacío)"
		}
		x.report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "variant", Recorded: audit.Plain(s.Variant), Expected: audit.Plain(exp),
			Detail: audit.Textf("Variante %q desconocida: se audita como mesa normal.", "Unknown variant %q: audited as a standard table.", s.Variant)})
	}
	x.checkLimits(s.MinBet, s.MaxBet, 0, s.Pos, "max_bet", s.OpenedAt)
}

// readRounds takes the rounds in number order (after the checks every game
// shares) and reads the hands of the played ones, rejecting bad outcomes.
func (x *session) readRounds() {
	s := x.s
	rounds := x.ctx.Rounds()
	// The session's coups at once, in memory the goroutine reuses.
	x.all, x.rounds, x.played = x.scratch.coups(len(rounds))
	for i, r := range rounds {
		c := &x.all[i]
		*c = coup{r: r, no: r.No, min: s.MinBet, max: s.MaxBet}
		x.rounds = append(x.rounds, c)
		if r.Void() {
			continue
		}
		p, b, ok := c.readOutcome(r.Outcome)
		var err error
		if !ok {
			p, b, err = parseOutcome(r.Outcome)
		}
		if err != nil {
			c.bad = true
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain("P=c1,c2[,c3];B=c1,c2[,c3]"), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Resultado de la jugada %d ilegible o imposible (%v): la jugada y sus apuestas se rechazan.", "Outcome of round %d unreadable or impossible (%v): the round and its bets are rejected.", r.No, err)})
			continue
		}
		c.p, c.b, c.played = p, b, true
		c.pt, c.bt = total(p), total(b)
		switch {
		case c.pt > c.bt:
			c.result = Punto
		case c.bt > c.pt:
			c.result = Banca
		default:
			c.result = Tie
		}
		x.played = append(x.played, c)
	}
}

// readOutcome reads the outcome as it is almost always written,
// "P=c1,c2[,c3];B=c1,c2[,c3]", into the coup's own cards, without
// allocating; ok false leaves anything else to parseOutcome (and its
// errors). It accepts nothing parseOutcome would not, to the same cards.
func (c *coup) readOutcome(s string) (p, b []cards.Card, ok bool) {
	hand := func(s string, name byte, into []cards.Card) (n int, rest string, ok bool) {
		if len(s) < 7 || s[0] != name || s[1] != '=' {
			return 0, "", false
		}
		s = s[2:]
		for n < 3 {
			cd, err := cards.Parse(s[:min(2, len(s))])
			if err != nil {
				return 0, "", false
			}
			into[n], n, s = cd, n+1, s[min(2, len(s)):]
			if len(s) == 0 || s[0] != ',' {
				break
			}
			s = s[1:]
			if len(s) < 2 {
				return 0, "", false
			}
		}
		if n < 2 {
			return 0, "", false
		}
		return n, s, true
	}
	np, rest, ok := hand(s, 'P', c.held[:3])
	if !ok || len(rest) == 0 || rest[0] != ';' {
		return nil, nil, false
	}
	nb, rest, ok := hand(rest[1:], 'B', c.held[3:])
	if !ok || rest != "" {
		return nil, nil, false
	}
	return c.held[0:np:np], c.held[3 : 3+nb : 3+nb], true
}

// readCards reads a list of cards as shoe.ParseCards does, into into,
// without allocating; ok false (a bad list, or more cards than into holds)
// leaves it to shoe.ParseCards and its errors.
func readCards(s string, into []cards.Card) ([]cards.Card, bool) {
	n := (len(s) + 1) / 3
	if len(s) < 2 || len(s) != 3*n-1 || n > len(into) {
		return nil, false
	}
	for i := 0; i < n; i++ {
		if i > 0 && s[3*i-1] != ',' {
			return nil, false
		}
		cd, err := cards.Parse(s[3*i : 3*i+2])
		if err != nil {
			return nil, false
		}
		into[i] = cd
	}
	return into[:n:n], true
}

// parseOutcome reads "P=...;B=...": exactly the two hands, each of two or
// three cards.
func parseOutcome(outcome string) (p, b []cards.Card, err error) {
	hands, err := cards.ParseHands(outcome)
	if err != nil {
		return nil, nil, err
	}
	if len(hands) != 2 {
		return nil, nil, fmt.Errorf("%d hands, want P and B", len(hands))
	}
	var gotP, gotB bool
	for _, h := range hands {
		if len(h.Cards) < 2 || len(h.Cards) > 3 {
			return nil, nil, fmt.Errorf("hand %s has %d cards, want 2 or 3", h.Name, len(h.Cards))
		}
		switch h.Name {
		case "P":
			p, gotP = h.Cards, true
		case "B":
			b, gotB = h.Cards, true
		default:
			return nil, nil, fmt.Errorf("hand %q, want P and B", h.Name)
		}
	}
	if !gotP || !gotB {
		return nil, nil, fmt.Errorf("want hands P and B")
	}
	return p, b, nil
}

// total is a hand's punto y banca total.
func total(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += c.Baccarat()
	}
	return n % 10
}

// handsText writes a coup's hands and totals.
func handsText(c *coup) rules.Text {
	return audit.Plain(fmt.Sprintf("P=%s (%d); B=%s (%d)", cards.List(c.p), c.pt, cards.List(c.b), c.bt))
}

// checkCoup checks the drawing of one coup: naturals, punto's third card,
// banca's third card by the tableau, and the dealing order.
func (x *session) checkCoup(c *coup) {
	r := c.r
	p2 := (c.p[0].Baccarat() + c.p[1].Baccarat()) % 10
	b2 := (c.b[0].Baccarat() + c.b[1].Baccarat()) % 10
	pDrew, bDrew := len(c.p) == 3, len(c.b) == 3
	// The hands are written only for a finding: this runs for every coup.
	base := func() audit.Finding {
		return audit.Finding{Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: handsText(c)}
	}
	if p2 >= 8 || b2 >= 8 {
		if pDrew || bDrew {
			f := base()
			f.Rule = pb.RuleNatural
			f.Expected = audit.Textf("sin tercera carta (natural %d/%d)", "no third card (natural %d/%d)", p2, b2)
			f.Detail = audit.Textf("Punto %d y banca %d con dos cartas: hay natural y la jugada debía terminar, pero se dio tercera carta.",
				"Punto %d and banca %d on two cards: a natural ends the coup, yet a third card was dealt.", p2, b2)
			x.report(f)
		}
	} else {
		if pb.PlayerDrawsOn(p2) != pDrew {
			f := base()
			f.Rule = pb.RulePlayerDraw
			if pDrew {
				f.Cite = x.cite(pb.RulePlayerDraw, 1)
				f.Expected = audit.Textf("el punto se planta con %d", "punto stands on %d", p2)
				f.Detail = audit.Textf("El punto pidió carta con %d: con 6 o 7 debe plantarse.", "Punto drew on %d: on 6 or 7 it must stand.", p2)
			} else {
				f.Cite = x.cite(pb.RulePlayerDraw, 0)
				f.Expected = audit.Textf("el punto pide carta con %d", "punto draws on %d", p2)
				f.Detail = audit.Textf("El punto se plantó con %d: con 0 a 5 debe pedir carta.", "Punto stood on %d: on 0 to 5 it must draw.", p2)
			}
			x.report(f)
		}
		col := pb.Stood
		if pDrew {
			col = c.p[2].Baccarat()
		}
		if want := pb.BankDraws(b2, col); want != bDrew {
			colES, colEN := "el punto se plantó", "punto stood"
			if pDrew {
				colES, colEN = fmt.Sprintf("tercera carta del punto %s (%d)", c.p[2], col), fmt.Sprintf("punto's third card %s (%d)", c.p[2], col)
			}
			f := base()
			f.Rule, f.Cite = pb.RuleTableau, pb.TableauCite(b2)
			if want {
				f.Expected = audit.Textf("la banca pide carta (T) con %d, %s", "banca draws (T) on %d, %s", b2, colES)
				f.Detail = audit.Textf("La banca se plantó con %d cuando %s: el cuadro manda pedir.", "Banca stood on %d when %s: the table says draw.", b2, colES)
				f.Detail.EN = fmt.Sprintf("Banca stood on %d with %s: the table says draw.", b2, colEN)
				f.Expected.EN = fmt.Sprintf("banca draws (T) on %d, %s", b2, colEN)
			} else {
				f.Expected = audit.Textf("la banca se planta (P) con %d, %s", "banca stands (P) on %d, %s", b2, colES)
				f.Detail = audit.Textf("La banca pidió carta con %d cuando %s: el cuadro manda plantarse.", "Banca drew on %d when %s: the table says stand.", b2, colES)
				f.Detail.EN = fmt.Sprintf("Banca drew on %d with %s: the table says stand.", b2, colEN)
				f.Expected.EN = fmt.Sprintf("banca stands (P) on %d, %s", b2, colEN)
			}
			x.report(f)
		}
	}
	x.checkDealt(c)
}

// checkDealt compares rounds.dealt with the order the hands require:
// punto, banca, punto, banca, then punto's third card and banca's.
func (x *session) checkDealt(c *coup) {
	r := c.r
	if r.Dealt == "" {
		x.missing.Add("dealt", "rounds.dealt", pb.RuleDealOrder)
		return
	}
	dealt, ok := readCards(r.Dealt, c.out[:])
	var err error
	if !ok {
		dealt, err = shoe.ParseCards(r.Dealt)
	}
	if err != nil {
		x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt),
			Detail: audit.Textf("Orden de salida ilegible (%v): no se comprueba el orden de reparto de la jugada %d.", "Dealing order unreadable (%v): the dealing order of round %d is not checked.", err, r.No)})
		return
	}
	var buf [6]cards.Card
	want := dealOrder(c, &buf)
	if !cards.Same(dealt, want) {
		// Not a dealing-order breach: the two columns contradict each
		// other. The outcome stays readable, so the round and its bets are
		// audited; the order is not checked and the shoe count uses the
		// outcome.
		x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt),
			Expected: audit.Textf("las cartas de las manos: %s", "the hands' cards: %s", cards.List(want)),
			Detail: audit.Textf("Las cartas que salieron del sabot (%s) no son las de las manos (%s): dato incoherente; no se comprueba el orden de reparto de la jugada %d (el resultado sí se audita).",
				"The cards that left the shoe (%s) are not the hands' cards (%s): inconsistent data; the dealing order of round %d is not checked (the outcome is audited).", r.Dealt, cards.List(want), r.No)})
		return
	}
	c.dealt = dealt
	// Read cards are valid ranks and suits, whose notation is one to one:
	// equal cards are equal lists.
	if slices.Equal(dealt, want) {
		return
	}
	i := 0
	if x.reduced {
		i = map[string]int{rules.CyL2008: 0, rules.CV2003: 1}[x.in]
	} else {
		i = map[string]int{rules.CyL2008: 1}[x.in]
	}
	x.report(audit.Finding{Rule: pb.RuleDealOrder, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Cite: x.cite(pb.RuleDealOrder, i),
		Expected: audit.Plain(cards.List(want)), Recorded: audit.Plain(r.Dealt),
		Detail: audit.Textf("Las cartas no salieron en el orden punto, banca, punto, banca (y terceras cartas del punto y luego de la banca).",
			"The cards did not come out in the order punto, banca, punto, banca (then punto's third card and banca's).")})
}

// checkLimits checks a table minimum and maximum against the authorised
// minimum and the multiples the text allows.
func (x *session) checkLimits(min, max logs.Cents, round int, pos logs.Pos, col string, at time.Time) {
	s := x.s
	f := audit.Finding{Round: round, At: at, Source: pos, Column: col}
	if s.AuthorizedMin > 0 && min < s.AuthorizedMin {
		g := f
		g.Rule = pb.RuleTableMin
		g.Expected, g.Recorded = audit.Textf("≥ %s", "≥ %s", s.AuthorizedMin), audit.Textf("%s", "%s", min)
		g.Detail = audit.Textf("Mínimo de la mesa %s, inferior al autorizado (%s).", "Table minimum %s, below the authorised %s.", min, s.AuthorizedMin)
		x.report(g)
	}
	if !x.p.MaxAllowed(int64(min), int64(max)) {
		g := f
		g.Rule = pb.RuleTableMax
		var exp rules.Text
		if len(x.p.MaxRatios) > 0 {
			var ks []string
			for _, k := range x.p.MaxRatios {
				ks = append(ks, strconv.Itoa(k))
			}
			exp = audit.Textf("máximo = %s × mínimo", "maximum = %s × minimum", strings.Join(ks, " | "))
		} else {
			exp = audit.Textf("máximo entre %d y %d × mínimo", "maximum between %d and %d × minimum", x.p.MaxRatioLo, x.p.MaxRatioHi)
		}
		ratio := "?"
		if min > 0 {
			ratio = strconv.FormatFloat(float64(max)/float64(min), 'f', -1, 64)
		}
		g.Expected = exp
		g.Recorded = audit.Textf("mínimo %s, máximo %s (%s×)", "minimum %s, maximum %s (%s×)", min, max, ratio)
		g.Detail = audit.Textf("Máximo %s para un mínimo de %s: la proporción %s× no es la que fija el texto.", "Maximum %s for a minimum of %s: the ratio %s× is not one the text sets.", max, min, ratio)
		x.report(g)
	}
}

// applyLimits reads limit-change events: the new limits apply from their
// round on, and are checked like the opening ones.
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
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail), Expected: audit.Plain("min_bet=X max_bet=Y"),
				Detail: audit.Textf("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
			continue
		}
		x.checkLimits(min, max, e.Round, e.Pos, "detail", e.At)
		for _, c := range x.rounds {
			if c.r.No >= e.Round {
				c.min, c.max = min, max
			}
		}
	}
}

func parseLimits(detail string) (min, max logs.Cents, err error) {
	kv, err := shoe.Detail(detail)
	if err != nil {
		return 0, 0, err
	}
	if min, err = logs.ParseCents(kv["min_bet"]); err != nil {
		return 0, 0, err
	}
	if max, err = logs.ParseCents(kv["max_bet"]); err != nil {
		return 0, 0, err
	}
	if min <= 0 || max < min {
		return 0, 0, fmt.Errorf("want 0 < min_bet ≤ max_bet")
	}
	return min, max, nil
}
