// Package bingo replays bingo sessions (1977 Catálogo, game 10): the sale of
// each game's cards, the ball sequence, the claims and the prizes, and the
// annulled games. A session is a session of one hall (table_id), a round is
// one game (partida) with its balls as the outcome, a bet is one card sold,
// and the announcements, claims and accounts are events
// (docs/log-format/bingo.md).
package bingo

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	bn "github.com/veedor/veedor/rules/bingo"
)

// Replay is the bingo audit.Game.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{bn.Game} }

// Finish implements audit.Game: bingo has no check across sessions.
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// card is one card sold (a bets row).
type card struct {
	b       *logs.Bet
	serie   string
	no      int
	nums    bn.Card
	hasNums bool // numbers recorded and well formed
	badNums bool // numbers recorded but not a card (BINGO-CARD said so)
}

// claim is one cante event.
type claim struct {
	e      *logs.Event
	linea  bool
	serie  string
	no     int
	bolas  int
	valid  bool // the jefe's verdict: accepted
	status int  // claimOK, claimLate, claimNot
	why    string
}

const (
	claimOK = iota
	claimLate
	claimNot
)

// order is a reanuda or fin event: the jefe's order after the ball bolas.
type order struct {
	e     *logs.Event
	bolas int
	end   bool
}

// game is one round with what belongs to it.
type game struct {
	r        *logs.Round
	balls    []int
	ballsOK  bool // parsed, with no impossible ball: claims can be judged
	drawn    *bn.Drawn
	cards    []*card
	byCard   map[string]*card
	claims   []*claim
	cantes   int // cante events of the game, readable or not
	badCante int // cante events not read: the winners are not wholly known
	orders   []order
	announce map[int]time.Time // ball position → when announced (bola events)
	venta    map[string]*logs.Event
	vendidos map[string]*logs.Event
	premios  *logs.Event
	issued   map[string][]span
	returned map[string][]span
	takings  logs.Cents
	takingsN int
	marks    []*logs.Event
	last     *logs.Event // ultima-partida
	dropped  int         // bets rows of the game rejected (unreadable, repeated bet_id): its sale is not wholly known
}

type span struct{ from, to int }

type session struct {
	ctx   *audit.Context
	s     *logs.Session
	games []*game
	byNo  map[int]*game
	lost  map[int]bool // rounds rejected: their events are not read
	maxNo int          // the session's last round number, rejected or not
}

func key(serie string, no int) string { return serie + "/" + strconv.Itoa(no) }

// fields is a detail or selection "a=1 b=2", read without a map: the
// replay reads one per card and per ball.
type fields string

// get returns the value of key, "" when absent.
func (f fields) get(key string) string {
	s := string(f)
	for s != "" {
		var tok string
		tok, s, _ = strings.Cut(s, " ")
		if len(tok) > len(key) && tok[len(key)] == '=' && tok[:len(key)] == key {
			return tok[len(key)+1:]
		}
	}
	return ""
}

// has reports whether key is given, even empty.
func (f fields) has(key string) bool {
	return strings.HasPrefix(string(f), key+"=") || strings.Contains(string(f), " "+key+"=")
}

func posInt(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 1 && len(s) <= 9
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, byNo: make(map[int]*game, len(s.Rounds)), lost: map[int]bool{}}
	for i := range s.Rounds {
		x.maxNo = max(x.maxNo, s.Rounds[i].No)
	}
	usable := make(map[int]bool, len(s.Rounds))
	for _, r := range ctx.Rounds() {
		g := &game{r: r, byCard: map[string]*card{}, venta: map[string]*logs.Event{}, vendidos: map[string]*logs.Event{},
			issued: map[string][]span{}, returned: map[string][]span{}}
		balls, err := bn.ParseBalls(r.Outcome)
		if err != nil {
			usable[r.No] = false
			x.lost[r.No] = true
			ctx.Reject(logs.TRounds)
			ctx.Report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(short(r.Outcome)),
				Detail: audit.Textf("Secuencia de bolas ilegible (%v): la partida y sus cartones se rechazan y sus eventos no se leen.", "Unreadable ball sequence (%v): the game and its cards are rejected and its events are not read.", err)})
			continue
		}
		usable[r.No] = true
		g.balls, g.drawn = balls, bn.Positions(balls)
		g.ballsOK = len(balls) > 0
		if errs := bn.BallErrors(balls); len(errs) > 0 {
			g.ballsOK = false
			x.report(audit.Finding{Rule: bn.RuleBalls, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: audit.Plain(short(r.Outcome)),
				Expected: audit.Plain("1–90, each at most once"),
				Detail:   audit.Textf("Partida %d: %s; sus cantes no se juzgan.", "Game %d: %s; its claims are not judged.", r.No, strings.Join(errs, "; "))})
		}
		x.byNo[r.No] = g
		x.games = append(x.games, g)
	}
	var handle logs.Cents
	audited := 0
	for _, b := range ctx.Bets(usable) {
		c, why := readCard(b)
		if why != "" {
			ctx.Reject(logs.TBets)
			ctx.Report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "selection", AtStake: b.Stake,
				Recorded: audit.Plain(short(b.Type + " " + b.Selection)), Expected: audit.Plain("carton: serie=S carton=N [numeros=a,b,c,d,e/f,…/…]"),
				Detail: audit.Textf("Cartón ilegible (%s): se rechaza.", "Unreadable card (%s): rejected.", why)})
			continue
		}
		g := x.byNo[b.Round]
		audited++
		handle += b.Stake
		if k := key(c.serie, c.no); g.byCard[k] == nil {
			g.byCard[k] = c
		}
		g.cards = append(g.cards, c)
		if c.b.Selection != "" && strings.Contains(c.b.Selection, "numeros=") {
			x.checkCard(c)
		}
	}
	for i := range s.Bets { // rows of a game that the audit does not hold
		if g := x.byNo[s.Bets[i].Round]; g != nil {
			g.dropped++
		}
	}
	for _, g := range x.games {
		g.dropped -= len(g.cards)
	}
	x.readEvents()
	x.checkSales()
	var unclaimed []int // played games with cards sold and no claim recorded
	for _, g := range x.games {
		x.checkAnnouncements(g)
		x.checkAccounts(g)
		if g.r.Void() {
			x.checkAnnulled(g)
			continue
		}
		x.checkMarks(g)
		if g.cantes == 0 && len(g.cards) > 0 {
			// The log lost the claims: the game's end and prizes cannot
			// be judged without them.
			unclaimed = append(unclaimed, g.r.No)
			continue
		}
		x.checkClaims(g)
		x.checkFlow(g)
		x.checkPrizes(g)
	}
	x.reportUnclaimed(unclaimed)
	x.checkLast()
	ctx.Audited(len(x.games), audited, handle)
}

func (x *session) report(f audit.Finding) { x.ctx.Report(f) }

func short(s string) string {
	if len(s) > 80 {
		return s[:77] + "…"
	}
	return s
}

// readCard reads a bets row as a card sold; why says what is unreadable.
func readCard(b *logs.Bet) (*card, string) {
	if b.Type != "carton" {
		return nil, fmt.Sprintf("type %q, want carton", b.Type)
	}
	m := fields(b.Selection)
	c := &card{b: b, serie: m.get("serie")}
	if c.serie == "" {
		return nil, "no serie="
	}
	no, ok := posInt(m.get("carton"))
	if !ok {
		return nil, "no carton= number"
	}
	c.no = no
	return c, ""
}

// checkCard reads and judges a card's numbers (L483).
func (x *session) checkCard(c *card) {
	nums := fields(c.b.Selection).get("numeros")
	n, err := bn.ParseCard(nums)
	var errs []string
	if err != nil {
		errs = []string{err.Error()}
	} else {
		errs = bn.CardErrors(n)
	}
	if len(errs) > 0 {
		x.report(audit.Finding{Rule: bn.RuleCard, Round: c.b.Round, Bet: c.b.ID, At: c.b.PlacedAt, Source: c.b.Pos, Column: "selection",
			Recorded: audit.Plain(short(nums)), Expected: audit.Plain("15 distinct numbers of 1–90, 3 lines of 5"),
			Detail: audit.Textf("Cartón %s/%d: %s; sus cantes no se juzgan.", "Card %s/%d: %s; its claims are not judged.", c.serie, c.no, strings.Join(errs, "; "))})
		c.badNums = true
		return
	}
	c.nums, c.hasNums = n, true
}

// readEvents files the events under their game; an event of a kind bingo
// defines that cannot be read is reported (DQ-EVENT).
func (x *session) readEvents() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		switch e.Kind {
		case "bola", "marca", "venta", "vendidos", "premios", "entrega", "devolucion", "recaudacion", "cante", "reanuda", "fin", "ultima-partida":
		default:
			continue
		}
		g := x.byNo[e.Round]
		if x.lost[e.Round] {
			x.ctx.Reject(logs.TEvents) // said once with the game's DQ-OUTCOME
			continue
		}
		if g == nil {
			x.badEvent(e, "round_no names no game of the session")
			continue
		}
		m := fields(e.Detail)
		switch e.Kind {
		case "bola":
			n, ok := posInt(m.get("numero"))
			if ok && n <= bn.Balls && g.ballsOK && g.drawn[n] == 0 {
				x.checkCall(g, e, n)
				continue
			}
			if !ok || n > bn.Balls || g.drawn == nil || g.drawn[n] == 0 {
				x.badEvent(e, "numero= is not a ball of the game")
				continue
			}
			if g.announce == nil {
				g.announce = map[int]time.Time{}
			}
			g.announce[g.drawn[n]] = e.At
		case "marca":
			g.marks = append(g.marks, e)
		case "venta":
			g.venta[m.get("serie")] = e
		case "vendidos":
			g.vendidos[m.get("serie")] = e
		case "premios":
			g.premios = e
		case "entrega", "devolucion":
			from, ok1 := posInt(m.get("desde"))
			to, ok2 := posInt(m.get("hasta"))
			if m.get("serie") == "" || !ok1 || !ok2 || to < from {
				x.badEvent(e, "want serie=S desde=N hasta=M")
				continue
			}
			if e.Kind == "entrega" {
				g.issued[m.get("serie")] = append(g.issued[m.get("serie")], span{from, to})
			} else {
				g.returned[m.get("serie")] = append(g.returned[m.get("serie")], span{from, to})
			}
		case "recaudacion":
			v, err := logs.ParseCents(m.get("importe"))
			if err != nil {
				x.badEvent(e, "want importe=X")
				continue
			}
			g.takings += v
			g.takingsN++
		case "cante":
			g.cantes++
			c := &claim{e: e, linea: m.get("tipo") == "linea", serie: m.get("serie"), valid: m.get("veredicto") == "valido"}
			no, ok1 := posInt(m.get("carton"))
			bolas, ok2 := posInt(m.get("bolas"))
			if (m.get("tipo") != "linea" && m.get("tipo") != "bingo") || (m.get("veredicto") != "valido" && m.get("veredicto") != "nulo") || c.serie == "" || !ok1 || !ok2 {
				x.badEvent(e, "want tipo=linea|bingo serie=S carton=N bolas=K veredicto=valido|nulo")
				g.badCante++
				continue
			}
			c.no, c.bolas = no, bolas
			g.claims = append(g.claims, c)
		case "reanuda", "fin":
			o := order{e: e, end: e.Kind == "fin", bolas: len(g.balls)}
			if m.has("bolas") {
				n, ok := posInt(m.get("bolas"))
				if !ok {
					x.badEvent(e, "bolas= is not a number")
					continue
				}
				o.bolas = n
			}
			g.orders = append(g.orders, o)
		case "ultima-partida":
			g.last = e
		}
	}
}

// checkCall reports the announcement of number n, which game g did not
// draw: an error in announcing a number (L510, L517). An annulled game is
// what L517 prescribes for such an error, so it is not reported there.
func (x *session) checkCall(g *game, e *logs.Event, n int) {
	if g.r.Void() {
		return
	}
	x.report(audit.Finding{Rule: bn.RuleCall, Round: g.r.No, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail),
		Expected: audit.Plain("a number of rounds.outcome"),
		Detail: audit.Textf("Partida %d: se anunció el número %d, que no salió: error en el anuncio de un número. Si afectó de forma sustancial a la partida, debía anularse (no se juzga).",
			"Game %d: number %d was announced and was not drawn: an error in announcing a number. If it affected the game substantially the game had to be annulled (not judged).", g.r.No, n)})
}

// reportUnclaimed files, once for the session, the played games with cards
// sold whose claims the log does not carry (DQ-GAMES-NO-CLAIMS).
func (x *session) reportUnclaimed(games []int) {
	if len(games) == 0 {
		return
	}
	list := make([]string, 0, min(len(games), 10))
	for _, n := range games[:min(len(games), 10)] {
		list = append(list, strconv.Itoa(n))
	}
	nos := strings.Join(list, ", ")
	if len(games) > 10 {
		nos += ", …"
	}
	played := 0
	for _, g := range x.games {
		if !g.r.Void() {
			played++
		}
	}
	x.report(audit.Finding{Rule: bn.RuleNoClaims, Source: x.s.Pos, Column: "events",
		Expected: audit.Textf("eventos cante de cada partida jugada", "cante events for every game played"),
		Recorded: audit.Textf("%d de %d partidas sin cantes", "%d of %d games without claims", len(games), played),
		Detail: audit.Textf("%d partidas jugadas con cartones vendidos no tienen ningún cante registrado (partidas %s): faltan los cantes; en ellas no se juzgan el final de la partida ni los premios.",
			"%d games played with cards sold have no claim recorded (games %s): the claims are missing; their end and prizes are not judged.", len(games), nos)})
}

func (x *session) badEvent(e *logs.Event, why string) {
	x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(short(e.Kind + " " + e.Detail)),
		Detail: audit.Textf("Evento %s ilegible (%s): no se tiene en cuenta.", "Unreadable %s event (%s): not taken into account.", e.Kind, why)})
}

// start is the deadline of the announcements that precede a game (the
// cards sold and the prizes, L506–L508, and the last game, L513): the first
// ball's announcement where a bola event records it, else no_more_bets_at;
// the later of the two when both are recorded. A hall that records in
// no_more_bets_at the close of the sale, which L506–L509 put before those
// announcements, is not accused for announcing after it and before the draw.
// Zero when the log records neither.
func (g *game) start() time.Time {
	t, ok := g.announce[1]
	if !ok || t.Before(g.r.NoMoreBetsAt) {
		return g.r.NoMoreBetsAt
	}
	return t
}

// checkSales: per series, each game's cards are consecutive and follow the
// last card sold in the previous game (L505).
//
// A game rejected as a whole, or a card row rejected as unreadable, hides
// which cards were sold: the game is not judged, and the series' next sales
// are taken as continued from cards the audit cannot see.
func (x *session) checkSales() {
	last := map[string]int{}
	gap, prevNo := false, 0
	for _, g := range x.games {
		if g.r.No != prevNo+1 || g.dropped > 0 {
			clear(last)
			gap = true
		}
		prevNo = g.r.No
		if g.dropped > 0 {
			continue
		}
		bySerie := map[string][]*card{}
		var order []string
		for _, c := range g.cards {
			if bySerie[c.serie] == nil {
				order = append(order, c.serie)
			}
			bySerie[c.serie] = append(bySerie[c.serie], c)
		}
		for _, serie := range order {
			cs := bySerie[serie]
			slices.SortStableFunc(cs, func(a, b *card) int { return cmp.Compare(a.no, b.no) })
			prev, seen := last[serie]
			want := 0
			switch {
			case seen:
				want = prev + 1
			case !gap && x.ctx.Assume.Is(bn.SwSeriesCarry, "new"):
				want = 1
			}
			if want != 0 && cs[0].no != want {
				x.report(audit.Finding{Rule: bn.RuleSales, Round: g.r.No, Bet: cs[0].b.ID, At: cs[0].b.PlacedAt, Source: cs[0].b.Pos, Column: "selection",
					Expected: audit.Plain(fmt.Sprintf("%s/%d", serie, want)), Recorded: audit.Plain(fmt.Sprintf("%s/%d", serie, cs[0].no)),
					Detail: audit.Textf("Partida %d: la venta de la serie %s empieza en el cartón %d, no en el %d.", "Game %d: the sale of series %s starts at card %d, not %d.", g.r.No, serie, cs[0].no, want)})
			}
			for i := 1; i < len(cs); i++ {
				if cs[i].no == cs[i-1].no+1 {
					continue
				}
				what := audit.Textf("Partida %d: cartón %s/%d vendido dos veces.", "Game %d: card %s/%d sold twice.", g.r.No, serie, cs[i].no)
				if cs[i].no != cs[i-1].no {
					what = audit.Textf("Partida %d: cartones %s/%d a %d sin vender entre los vendidos.", "Game %d: cards %s/%d to %d unsold among those sold.", g.r.No, serie, cs[i-1].no+1, cs[i].no-1)
				}
				x.report(audit.Finding{Rule: bn.RuleSales, Round: g.r.No, Bet: cs[i].b.ID, At: cs[i].b.PlacedAt, Source: cs[i].b.Pos, Column: "selection",
					Expected: audit.Plain(fmt.Sprintf("%s/%d", serie, cs[i-1].no+1)), Recorded: audit.Plain(fmt.Sprintf("%s/%d", serie, cs[i].no)), Detail: what})
			}
			last[serie] = max(prev, cs[len(cs)-1].no)
		}
	}
}

// checkAnnouncements: the series, count and price before the sale; the
// cards sold and the prizes after it, before the game starts (L504–L508).
func (x *session) checkAnnouncements(g *game) {
	type sold struct {
		cards    []*card
		min, max int
		first    time.Time
	}
	bySerie := map[string]*sold{}
	var order []string
	for _, c := range g.cards {
		s := bySerie[c.serie]
		if s == nil {
			s = &sold{min: c.no, max: c.no}
			bySerie[c.serie] = s
			order = append(order, c.serie)
		}
		s.cards = append(s.cards, c)
		s.min, s.max = min(s.min, c.no), max(s.max, c.no)
		if !c.b.PlacedAt.IsZero() && (s.first.IsZero() || c.b.PlacedAt.Before(s.first)) {
			s.first = c.b.PlacedAt
		}
	}
	start := g.start()
	ann := func(e *logs.Event, src logs.Pos, col string, exp, rec string, es, en string, args ...any) {
		f := audit.Finding{Rule: bn.RuleAnnounce, Round: g.r.No, At: g.r.At, Source: src, Column: col,
			Expected: audit.Plain(exp), Recorded: audit.Plain(rec), Detail: audit.Textf(es, en, args...)}
		if e != nil {
			f.At, f.Source = e.At, e.Pos
		}
		x.report(f)
	}
	for _, serie := range order {
		s := bySerie[serie]
		v := g.venta[serie]
		if v == nil {
			ann(nil, s.cards[0].b.Pos, "events", "venta serie="+serie, "", "Partida %d: la serie %s se vendió sin anunciar la serie, sus cartones y su precio.",
				"Game %d: series %s was sold without the series, its cards and its price being announced.", g.r.No, serie)
		} else {
			m := fields(v.Detail)
			count, okCount := posInt(m.get("cartones"))
			price, errPrice := logs.ParseCents(m.get("precio"))
			switch {
			case !okCount || errPrice != nil:
				ann(v, v.Pos, "detail", "serie=S cartones=N precio=X", v.Detail, "Partida %d: el anuncio de la serie %s no dice sus cartones y su precio.",
					"Game %d: the announcement of series %s does not give its cards and price.", g.r.No, serie)
			default:
				if s.max > count {
					ann(v, s.cards[len(s.cards)-1].b.Pos, "selection", fmt.Sprintf("≤ %d", count), strconv.Itoa(s.max), "Partida %d: se vendió el cartón %s/%d de una serie anunciada de %d cartones.",
						"Game %d: card %s/%d was sold from a series announced as %d cards.", g.r.No, serie, s.max, count)
				}
				off := 0
				var first *card
				for _, c := range s.cards {
					if c.b.Stake != price {
						off++
						if first == nil {
							first = c
						}
					}
				}
				if off > 0 {
					x.report(audit.Finding{Rule: bn.RuleAnnounce, Round: g.r.No, Bet: first.b.ID, At: first.b.PlacedAt, Source: first.b.Pos, Column: "stake",
						Expected: audit.Plain(price.String()), Recorded: audit.Plain(first.b.Stake.String()), AtStake: first.b.Stake,
						Detail: audit.Textf("Partida %d: %d cartones de la serie %s vendidos a un precio distinto del anunciado (%s).",
							"Game %d: %d cards of series %s sold at a price other than the one announced (%s).", g.r.No, off, serie, price)})
				}
			}
			if !s.first.IsZero() && v.At.After(s.first) {
				ann(v, v.Pos, "at", "≤ "+s.first.Format(time.RFC3339), v.At.Format(time.RFC3339), "Partida %d: la serie %s se anunció después de empezar su venta.",
					"Game %d: series %s was announced after its sale began.", g.r.No, serie)
			}
		}
		d := g.vendidos[serie]
		if d == nil {
			ann(nil, s.cards[0].b.Pos, "events", "vendidos serie="+serie, "", "Partida %d: no se anunciaron los cartones vendidos de la serie %s.",
				"Game %d: the cards sold of series %s were not announced.", g.r.No, serie)
			continue
		}
		if g.dropped > 0 {
			continue // the cards sold are not all known
		}
		m := fields(d.Detail)
		from, okFrom := posInt(m.get("desde"))
		to, okTo := posInt(m.get("hasta"))
		count, okCount := posInt(m.get("cartones"))
		want := fmt.Sprintf("desde=%d hasta=%d (%d)", s.min, s.max, len(s.cards))
		switch {
		case okFrom && okTo:
			if from != s.min || to != s.max || to-from+1 != len(s.cards) {
				ann(d, d.Pos, "detail", want, d.Detail, "Partida %d: se anunciaron vendidos los cartones %d a %d de la serie %s; se vendieron %d, del %d al %d.",
					"Game %d: cards %d to %d of series %s were announced as sold; %d were sold, %d to %d.", g.r.No, from, to, serie, len(s.cards), s.min, s.max)
			}
		case okCount && !x.ctx.Assume.Is(bn.SwSalesFormula, "range"):
			if count != len(s.cards) {
				ann(d, d.Pos, "detail", want, d.Detail, "Partida %d: se anunciaron %d cartones vendidos de la serie %s; se vendieron %d.",
					"Game %d: %d cards of series %s were announced as sold; %d were sold.", g.r.No, count, serie, len(s.cards))
			}
		default:
			ann(d, d.Pos, "detail", want, d.Detail, "Partida %d: el anuncio de vendidos de la serie %s no dice qué cartones se vendieron (%s).",
				"Game %d: the announcement of cards sold of series %s does not say which were sold (%s).", g.r.No, serie, x.ctx.Assume[bn.SwSalesFormula])
		}
		if !start.IsZero() && d.At.After(start) {
			ann(d, d.Pos, "at", "≤ "+start.Format(time.RFC3339), d.At.Format(time.RFC3339), "Partida %d: los vendidos de la serie %s se anunciaron después de comenzar la partida.",
				"Game %d: the cards sold of series %s were announced after the game began.", g.r.No, serie)
		}
	}
	if g.r.Void() || len(g.cards) == 0 {
		return
	}
	if g.premios == nil {
		ann(nil, g.r.Pos, "events", "premios linea=X bingo=Y", "", "Partida %d: no se anunciaron los premios de línea y bingo.", "Game %d: the línea and bingo prizes were not announced.", g.r.No)
	} else if !start.IsZero() && g.premios.At.After(start) {
		ann(g.premios, g.premios.Pos, "at", "≤ "+start.Format(time.RFC3339), g.premios.At.Format(time.RFC3339), "Partida %d: los premios se anunciaron después de comenzar la partida.",
			"Game %d: the prizes were announced after the game began.", g.r.No)
	}
}

// checkAccounts: cards issued to the sellers = sold + returned, and the
// takings = the prices of the cards sold (L499–L501, L506).
func (x *session) checkAccounts(g *game) {
	if g.dropped > 0 {
		return // the cards sold are not all known
	}
	sold := map[string]map[int]bool{}
	var total logs.Cents
	for _, c := range g.cards {
		if sold[c.serie] == nil {
			sold[c.serie] = map[int]bool{}
		}
		sold[c.serie][c.no] = true
		total += c.b.Stake
	}
	if len(g.issued) > 0 {
		series := map[string]bool{}
		for s := range g.issued {
			series[s] = true
		}
		for s := range sold {
			series[s] = true
		}
		keys := make([]string, 0, len(series))
		for s := range series {
			keys = append(keys, s)
		}
		slices.Sort(keys)
		for _, s := range keys {
			issued, back := merge(g.issued[s]), merge(g.returned[s])
			var soldIn, both, bothIn int
			for n := range sold[s] {
				in := within(issued, n)
				if in {
					soldIn++
				}
				if within(back, n) {
					both++
					if in {
						bothIn++
					}
				}
			}
			backIn := overlap(back, issued)
			notIssued := len(sold[s]) - soldIn + length(back) - backIn
			missing := length(issued) - soldIn - backIn + bothIn // issued, neither sold nor handed back
			if notIssued+both+missing > 0 {
				x.report(audit.Finding{Rule: bn.RuleAccounts, Round: g.r.No, At: g.r.At, Source: g.r.Pos, Column: "events",
					Expected: audit.Plain(fmt.Sprintf("%d issued = %d sold + %d returned", length(issued), len(sold[s]), length(back))),
					Recorded: audit.Plain(fmt.Sprintf("%d sold or returned not issued, %d both sold and returned, %d issued neither sold nor returned", notIssued, both, missing)),
					Detail: audit.Textf("Partida %d, serie %s: los cartones entregados a los vendedores no son los vendidos más los devueltos.",
						"Game %d, series %s: the cards issued to the sellers are not those sold plus those returned.", g.r.No, s)})
			}
		}
	}
	if g.takingsN > 0 && g.takings != total {
		x.report(audit.Finding{Rule: bn.RuleAccounts, Round: g.r.No, At: g.r.At, Source: g.r.Pos, Column: "events",
			Expected: audit.Plain(total.String()), Recorded: audit.Plain(g.takings.String()), AtStake: total - g.takings,
			Detail: audit.Textf("Partida %d: lo recaudado (%s) no es el importe de los cartones vendidos (%s).", "Game %d: the takings (%s) are not the price of the cards sold (%s).", g.r.No, g.takings, total)})
	}
}

// merge returns spans as sorted disjoint spans: a hall's issue and return
// ranges are judged without listing their cards, so a range of a billion
// cards costs what a range of ten does.
func merge(spans []span) []span {
	out := slices.Clone(spans)
	slices.SortFunc(out, func(a, b span) int { return cmp.Compare(a.from, b.from) })
	m := out[:0]
	for _, s := range out {
		if n := len(m); n > 0 && s.from <= m[n-1].to+1 {
			m[n-1].to = max(m[n-1].to, s.to)
			continue
		}
		m = append(m, s)
	}
	return m
}

// length counts the cards of merged spans.
func length(m []span) int {
	n := 0
	for _, s := range m {
		n += s.to - s.from + 1
	}
	return n
}

// within reports whether card n is in merged spans.
func within(m []span, n int) bool {
	i, _ := slices.BinarySearchFunc(m, n, func(s span, n int) int { return cmp.Compare(s.to, n) })
	return i < len(m) && m[i].from <= n
}

// overlap counts the cards in both merged span lists.
func overlap(a, b []span) int {
	n := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		lo, hi := max(a[i].from, b[j].from), min(a[i].to, b[j].to)
		if lo <= hi {
			n += hi - lo + 1
		}
		if a[i].to < b[j].to {
			i++
		} else {
			j++
		}
	}
	return n
}

// checkAnnulled: an annulled game refunds every card and recovers every
// prize (L517, L518).
func (x *session) checkAnnulled(g *game) {
	for _, c := range g.cards {
		if c.b.Returned == c.b.Stake && c.b.Paid == 0 {
			continue
		}
		x.report(audit.Finding{Rule: bn.RuleAnnul, Round: g.r.No, Bet: c.b.ID, At: g.r.At, Source: c.b.Pos, Column: "returned",
			Expected: audit.Settlement(c.b.Stake, 0), Recorded: audit.Settlement(c.b.Returned, c.b.Paid), AtStake: c.b.Stake, Delta: c.b.Returned + c.b.Paid - c.b.Stake,
			Detail: audit.Textf("Partida %d anulada: el cartón %s/%d no recibió su importe o conservó un premio.", "Game %d annulled: card %s/%d did not get its price back or kept a prize.", g.r.No, c.serie, c.no)})
	}
}

// judge says whether claim c was, when made, a real combination on its card
// formed by the last ball drawn (claimOK), one formed earlier (claimLate) or
// none (claimNot).
func (x *session) judge(g *game, c *claim, k *card, n int) {
	if !c.linea {
		switch done := bn.BingoDone(k.nums, g.drawn); {
		case done == n:
			c.status = claimOK
		case done != 0 && done < n:
			c.status, c.why = claimLate, fmt.Sprintf("the card was complete at ball %d", done)
		default:
			c.status, c.why = claimNot, fmt.Sprintf("not all 15 numbers drawn by ball %d", n)
			if done == 0 || done > n {
				if last := g.balls[n-1]; !onCard(k.nums, last) {
					c.why += fmt.Sprintf("; the last number drawn, %d, is not on the card", last)
				}
			}
		}
		return
	}
	announced := -1
	// bin-line=any leaves an accepted línea's line unjudged; a refusal of
	// a line other than the announced one stays right under either reading.
	if g.premios != nil && (!x.ctx.Assume.Is(bn.SwLine, "any") || !c.valid) {
		announced = bn.LineIndex(fields(g.premios.Detail).get("linea-premiada"))
	}
	c.status, c.why = claimNot, fmt.Sprintf("no line complete with ball %d", n)
	for i := range 3 {
		done := bn.LineDone(k.nums, i, g.drawn)
		if done == 0 || done > n {
			continue
		}
		if announced >= 0 && i != announced {
			if done == n && c.status == claimNot {
				c.why = fmt.Sprintf("the %s line was complete, but the %s line was announced", bn.LineNames[i], bn.LineNames[announced])
			}
			continue
		}
		if done == n {
			c.status, c.why = claimOK, ""
			return
		}
		c.status, c.why = claimLate, fmt.Sprintf("the %s line was complete at ball %d", bn.LineNames[i], done)
	}
}

func onCard(c bn.Card, n int) bool {
	for _, l := range c {
		if slices.Contains(l[:], n) {
			return true
		}
	}
	return false
}

// checkClaims judges every claim of a played game (L485, L486, L491, L512,
// L514, L515).
func (x *session) checkClaims(g *game) {
	if !g.ballsOK {
		return
	}
	missing := 0
	firstLine, firstBingo := g.firstAccepted(true), g.firstAccepted(false)
	lineOnce := x.ctx.Assume[bn.SwLineOnce]
	for _, c := range g.claims {
		k := g.byCard[key(c.serie, c.no)]
		kind := map[bool]string{true: "línea", false: "bingo"}[c.linea]
		f := audit.Finding{Round: g.r.No, At: c.e.At, Source: c.e.Pos, Column: "detail", Recorded: audit.Plain(c.e.Detail)}
		if k != nil {
			f.Bet, f.AtStake = k.b.ID, k.b.Paid
		}
		if k == nil && g.dropped > 0 {
			missing++ // perhaps the card of a rejected row
			continue
		}
		if k == nil {
			if c.valid {
				f.Rule = bn.RuleCardGame
				f.Detail = audit.Textf("Partida %d: se aceptó un cante de %s con el cartón %s/%d, que no se vendió para esta partida.",
					"Game %d: a %s claim was accepted on card %s/%d, which was not sold for this game.", g.r.No, kind, c.serie, c.no)
				x.report(f)
			}
			continue
		}
		if !k.hasNums {
			if !k.badNums {
				missing++
			}
			continue
		}
		if c.bolas > len(g.balls) {
			x.badEvent(c.e, fmt.Sprintf("bolas=%d, but the game drew %d", c.bolas, len(g.balls)))
			continue
		}
		n := c.bolas // the last ball announced when the claim was made
		x.judge(g, c, k, n)
		if t, ok := g.announce[n]; ok && c.status == claimLate && n > 1 && c.e.At.Before(t) {
			// Ball n was drawn but not yet announced when the claim was made:
			// L514 runs to the next number «cantado», not drawn.
			late := *c
			if x.judge(g, c, k, n-1); c.status == claimOK {
				n--
			} else {
				*c = late
			}
		}
		if t, ok := g.announce[n+1]; ok && c.status == claimOK && c.e.At.After(t) {
			// The log's ball count says in time, its clock says after the next number.
			c.status, c.why = claimLate, fmt.Sprintf("called at %s, after ball %d was announced at %s", c.e.At.Format("15:04:05"), n+1, t.Format("15:04:05"))
		}
		var after *order
		for i := range g.orders {
			o := &g.orders[i]
			if o.bolas >= n && o.e.At.Before(c.e.At) && (after == nil || o.end) {
				after = o
			}
		}
		early := false
		if t, ok := g.announce[n]; ok && c.e.At.Before(t) {
			early = true
		}
		window := x.ctx.Assume[bn.SwClaimWindow]
		if c.valid {
			switch {
			case c.status == claimNot:
				f.Rule = map[bool]string{true: bn.RuleLine, false: bn.RuleBingo}[c.linea]
				f.Detail = audit.Textf("Partida %d: se aceptó la %s del cartón %s/%d en la bola %d, y no lo era (%s).",
					"Game %d: the %s of card %s/%d was accepted at ball %d, and was none (%s).", g.r.No, kind, c.serie, c.no, c.bolas, c.why)
			case c.status == claimLate:
				f.Rule = bn.RuleLate
				f.Detail = audit.Textf("Partida %d: se aceptó la %s del cartón %s/%d cantada en la bola %d (%s): ya se había cantado el número siguiente.",
					"Game %d: the %s of card %s/%d claimed at ball %d was accepted (%s): the next number had been called.", g.r.No, kind, c.serie, c.no, c.bolas, c.why)
			case c.linea && firstLine != 0 && c.bolas > firstLine && lineOnce == "first":
				f.Rule, f.Cite = bn.RuleLine, bn.CiteContinue
				f.Detail = audit.Textf("Partida %d: se aceptó la línea del cartón %s/%d en la bola %d, cuando la línea ya se había aceptado en la bola %d: el juego continúa hasta el bingo.",
					"Game %d: the línea of card %s/%d was accepted at ball %d, though the línea had been accepted at ball %d: play continues until the bingo.", g.r.No, c.serie, c.no, c.bolas, firstLine)
			case after != nil && (after.end || window == "order"):
				f.Rule = bn.RuleOrder
				f.Detail = audit.Textf("Partida %d: se aceptó la %s del cartón %s/%d cantada después de la orden del jefe de mesa (%s, %s).",
					"Game %d: the %s of card %s/%d was accepted though claimed after the jefe's order (%s, %s).", g.r.No, kind, c.serie, c.no, after.e.Kind, after.e.At.Format(time.RFC3339))
			case early:
				f.Rule = bn.RuleMark
				f.Detail = audit.Textf("Partida %d: la %s del cartón %s/%d se cantó antes de anunciarse la bola %d que la formó.",
					"Game %d: the %s of card %s/%d was claimed before ball %d, which formed it, was announced.", g.r.No, kind, c.serie, c.no, c.bolas)
			}
			if f.Rule != "" {
				x.report(f)
			}
			continue
		}
		// A línea after the one accepted, or a bingo after the accepted
		// bingo, is not there to be won (L512), bar bin-line-once=shared.
		won := (c.linea && firstLine != 0 && c.bolas > firstLine && lineOnce != "shared") || (firstBingo != 0 && c.bolas > firstBingo)
		// A línea formed at the first bingo's ball: L512 ends the game at the
		// bingo and does not say whether that línea is still paid.
		won = won || (c.linea && c.bolas == firstBingo && !x.ctx.Assume.Is(bn.SwLineAtBingo, "paid"))
		if c.status == claimOK && !early && !won && (after == nil || (!after.end && window == "next-ball")) {
			f.Rule = bn.RuleRefused
			f.Detail = audit.Textf("Partida %d: se rechazó la %s del cartón %s/%d, correcta y a tiempo en la bola %d.",
				"Game %d: the %s of card %s/%d was refused, though correct and in time at ball %d.", g.r.No, kind, c.serie, c.no, c.bolas)
			x.report(f)
		}
	}
	if missing > 0 {
		x.report(audit.Finding{Rule: audit.DQMissing, Round: g.r.No, At: g.r.At, Source: g.r.Pos, Column: "selection",
			Detail: audit.Textf("Partida %d: %d cantes sobre cartones sin sus números registrados (numeros=) o cuya fila se rechazó: no se juzgan.",
				"Game %d: %d claims on cards whose numbers are not recorded (numeros=) or whose row was rejected: not judged.", g.r.No, missing)})
	}
}

// checkFlow: the game ends at the first accepted bingo, and a played game
// with cards sold does not end without one (L512).
func (x *session) checkFlow(g *game) {
	if !g.ballsOK || len(g.cards) == 0 {
		return
	}
	end := 0
	for _, c := range g.claims {
		if c.valid && !c.linea && (end == 0 || c.bolas < end) {
			end = c.bolas
		}
	}
	switch {
	case end == 0 && g.badCante > 0:
		// An unreadable claim may be the bingo (said under DQ-EVENT).
	case end == 0:
		x.report(audit.Finding{Rule: bn.RuleFlow, Round: g.r.No, At: g.r.At, Source: g.r.Pos, Column: "outcome", Recorded: audit.Plain(fmt.Sprintf("%d balls", len(g.balls))),
			Detail: audit.Textf("Partida %d: terminó tras %d bolas sin ningún bingo aceptado.", "Game %d: ended after %d balls without an accepted bingo.", g.r.No, len(g.balls))})
	case len(g.balls) > end:
		x.report(audit.Finding{Rule: bn.RuleFlow, Round: g.r.No, At: g.r.At, Source: g.r.Pos, Column: "outcome",
			Expected: audit.Plain(fmt.Sprintf("%d balls", end)), Recorded: audit.Plain(fmt.Sprintf("%d balls", len(g.balls))),
			Detail: audit.Textf("Partida %d: se extrajeron %d bolas más tras el bingo aceptado en la bola %d.", "Game %d: %d more balls were drawn after the bingo accepted at ball %d.", g.r.No, len(g.balls)-end, end)})
	}
}

// firstAccepted returns the first ball at which a claim of the kind was
// accepted, 0 when none was.
func (g *game) firstAccepted(linea bool) int {
	first := 0
	for _, c := range g.claims {
		if c.valid && c.linea == linea && (first == 0 || c.bolas < first) {
			first = c.bolas
		}
	}
	return first
}

// checkPrizes: each card is paid its share of the prizes announced for the
// game (L487, L499, L508). The bingo is shared among the bingos accepted at
// the ball that ended the game (L512); the línea among those accepted at its
// first ball, or among every línea accepted (bin-line-once): at the default
// the game's payments are judged by whichever of the two they match better.
func (x *session) checkPrizes(g *game) {
	won := map[*card]bool{}
	firstLine, firstBingo := g.firstAccepted(true), g.firstAccepted(false)
	winnersAt := func(linea bool, only int) []*card {
		var out []*card
		for _, c := range g.claims {
			k := g.byCard[key(c.serie, c.no)]
			if !c.valid || k == nil || c.linea != linea {
				continue
			}
			won[k] = true
			if (only == 0 || c.bolas == only) && !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
		return out
	}
	bingos := winnersAt(false, firstBingo)
	var readings [][2][]*card // línea, bingo winners under each reading of bin-line-once
	switch lineOnce := x.ctx.Assume[bn.SwLineOnce]; lineOnce {
	case "first":
		readings = append(readings, [2][]*card{winnersAt(true, firstLine), bingos})
	case "shared":
		readings = append(readings, [2][]*card{winnersAt(true, 0), bingos})
	default:
		readings = append(readings, [2][]*card{winnersAt(true, firstLine), bingos}, [2][]*card{winnersAt(true, 0), bingos})
	}
	var prize [2]logs.Cents
	known := false
	if g.premios != nil && !x.ctx.Assume.Is(bn.SwPrizes, "not-checked") {
		m := fields(g.premios.Detail)
		l, e1 := logs.ParseCents(m.get("linea"))
		b, e2 := logs.ParseCents(m.get("bingo"))
		known = e1 == nil && e2 == nil
		prize = [2]logs.Cents{l, b}
		if !known {
			x.badEvent(g.premios, "want linea=X bingo=Y")
		}
	}
	if g.badCante > 0 {
		return // an unreadable claim may be any card's: the winners are not known (DQ-EVENT)
	}
	for _, k := range g.cards {
		if !won[k] && k.b.Paid != 0 {
			x.report(audit.Finding{Rule: bn.RulePrize, Round: g.r.No, Bet: k.b.ID, At: g.r.At, Source: k.b.Pos, Column: "paid",
				Expected: audit.Plain("0.00"), Recorded: audit.Plain(k.b.Paid.String()), AtStake: k.b.Paid, Delta: k.b.Paid,
				Detail: audit.Textf("Partida %d: el cartón %s/%d cobró %s sin ningún cante aceptado.", "Game %d: card %s/%d was paid %s without an accepted claim.", g.r.No, k.serie, k.no, k.b.Paid)})
		}
	}
	if !known || g.dropped > 0 {
		return // without the amounts, or without every winning card, no share can be worked out
	}
	var best []audit.Finding
	for i, winners := range readings {
		fs := x.shares(g, prize, winners, won)
		if i == 0 || len(fs) < len(best) {
			best = fs
		}
	}
	for _, f := range best {
		x.report(f)
	}
}

// shares returns the findings on the cards with an accepted claim whose
// payment is not their share of prize among winners (línea, bingo).
func (x *session) shares(g *game, prize [2]logs.Cents, winners [2][]*card, won map[*card]bool) []audit.Finding {
	var out []audit.Finding
	share := x.ctx.Assume[bn.SwShare]
	for _, k := range g.cards {
		if !won[k] {
			continue
		}
		var lo, hi [2]logs.Cents // range due under each reading: equal, price
		for i := range 2 {
			if !slices.Contains(winners[i], k) {
				continue
			}
			a, b := split(prize[i], logs.Cents(len(winners[i])), 1)
			lo[0], hi[0] = lo[0]+a, hi[0]+b
			var prices logs.Cents
			for _, w := range winners[i] {
				prices += w.b.Stake
			}
			a, b = split(prize[i], prices, k.b.Stake)
			lo[1], hi[1] = lo[1]+a, hi[1]+b
		}
		ok := false
		for r, name := range []string{"equal", "price"} {
			if (share == name || share == "either") && k.b.Paid >= lo[r] && k.b.Paid <= hi[r] {
				ok = true
			}
		}
		if !ok {
			due := lo[0]
			if share == "price" {
				due = lo[1]
			}
			out = append(out, audit.Finding{Rule: bn.RulePrize, Round: g.r.No, Bet: k.b.ID, At: g.r.At, Source: k.b.Pos, Column: "paid",
				Expected: audit.Plain(due.String()), Recorded: audit.Plain(k.b.Paid.String()), AtStake: k.b.Paid, Delta: k.b.Paid - due,
				Detail: audit.Textf("Partida %d: el cartón %s/%d cobró %s; su parte de los premios anunciados (línea %s, bingo %s, %d y %d ganadores) es %s.",
					"Game %d: card %s/%d was paid %s; its share of the prizes announced (línea %s, bingo %s, %d and %d winners) is %s.",
					g.r.No, k.serie, k.no, k.b.Paid, prize[0], prize[1], len(winners[0]), len(winners[1]), due)})
		}
	}
	return out
}

// split returns the floor and ceiling, in cents, of prize × part / whole.
func split(prize, whole, part logs.Cents) (lo, hi logs.Cents) {
	if whole <= 0 {
		return 0, 0
	}
	lo = prize * part / whole
	hi = lo
	if prize*part%whole != 0 {
		hi++
	}
	return lo, hi
}

// checkMarks: a number is marked only after it was announced (L510), where
// the log records both times.
func (x *session) checkMarks(g *game) {
	if !g.ballsOK {
		return
	}
	for _, e := range g.marks {
		m := fields(e.Detail)
		n, ok := posInt(m.get("numero"))
		if !ok || n > bn.Balls {
			x.badEvent(e, "want serie=S carton=N numero=K")
			continue
		}
		t, announced := g.announce[g.drawn[n]]
		if g.drawn[n] != 0 && !announced {
			continue // the ball's time is not recorded
		}
		if g.drawn[n] != 0 && !e.At.Before(t) {
			continue
		}
		x.report(audit.Finding{Rule: bn.RuleMark, Round: g.r.No, At: e.At, Source: e.Pos, Column: "at", Recorded: audit.Plain(e.Detail + " @ " + e.At.Format(time.RFC3339)),
			Detail: audit.Textf("Partida %d: el número %d se marcó en el cartón %s/%s antes de anunciarse.", "Game %d: number %d was marked on card %s/%s before it was announced.", g.r.No, n, m.get("serie"), m.get("carton"))})
	}
}

// checkLast: the session's last game was announced as the last before it
// began (L513).
func (x *session) checkLast() {
	if len(x.games) == 0 {
		return
	}
	g := x.games[len(x.games)-1]
	if g.r.No != x.maxNo {
		return // the last game's row was rejected: its announcement cannot be judged
	}
	if g.last != nil && (g.start().IsZero() || !g.last.At.After(g.start())) {
		return
	}
	f := audit.Finding{Rule: bn.RuleLast, Round: g.r.No, At: g.r.At, Source: g.r.Pos, Column: "events", Expected: audit.Plain(fmt.Sprintf("ultima-partida round_no=%d", g.r.No)),
		Detail: audit.Textf("La última partida de la sesión (%d) no se anunció como tal antes de comenzar.", "The session's last game (%d) was not announced as such before it began.", g.r.No)}
	if g.last != nil {
		f.Source, f.At, f.Recorded = g.last.Pos, g.last.At, audit.Plain(g.last.At.Format(time.RFC3339))
	}
	x.report(f)
}
