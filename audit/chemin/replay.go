package chemin

import (
	"fmt"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	cf "github.com/veedor/veedor/rules/chemin"
)

// Replay is chemin de fer for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{cf.Game} }

// Finish implements audit.Game: no check spans sessions.
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// Bet types of the log contract (docs/log-format/chemin-de-fer.md).
const (
	BetPunto        = "punto"             // a stake against the bank
	BetBanco        = "banco"             // the whole bank called
	BetBancoMesa    = "banco-con-la-mesa" // at least half the bank, the table completing it
	BetBancoSeguido = "banco-seguido"     // banco repeated by the one who made banco and lost
)

// Event kinds of the bank (besides the shoe events of docs/log-format/cards.md).
const (
	KindBanca     = "banca"          // seat=S amount=X [how=H]: the bank in play in the coup
	KindWithdrawn = "bank-withdrawn" // the banker gave the bank up after the coup
	KindCuadro    = "cuadro"         // the banker asked for the bank's table in the coup
	KindCagnotte  = "cagnotte"       // amount=X: the house's deduction in the coup
)

// How a banker came to hold the bank (banca how=H).
const (
	HowRotation = "rotation" // taken in turn (L334–L336)
	HowRetained = "retained" // the same banker goes on
	HowRetaken  = "retaken"  // nobody took it: the one who passed it takes it back (1977 L337, 1984 L176)
	HowAuction  = "auction"  // auctioned (1977 L338, 1984 L178)
	HowMinimum  = "minimum"  // forced at the table minimum (1977 L343)
	HowShoe     = "shoe"     // the winner of a shoe's last coup keeps it (1977 L378, 1984 L274)
)

var hows = map[string]bool{HowRotation: true, HowRetained: true, HowRetaken: true, HowAuction: true, HowMinimum: true, HowShoe: true}

// Results of a coup.
const (
	Punto  = "punto"
	Banker = "banca"
	Tie    = "empate"
)

// bank is the bank in play in one coup, as its banca event says.
type bank struct {
	seat   string
	amount logs.Cents
	how    string
	ev     *logs.Event
}

// coup is one round as the replay needs it.
type coup struct {
	r        *logs.Round
	played   bool
	p, b     []cards.Card
	pt, bt   int
	result   string
	dealt    []cards.Card
	bank     *bank
	bets     []*logs.Bet
	rejected bool // a bet of the coup was rejected: its totals are incomplete
	cuadro   bool
	withdraw bool
	// forgot9: the punto's two-card 9 against the banker's two-card 8 may
	// have lost, the punto having forgotten to abate (1977 L400, 1984 L326,
	// CV L1707), unless cf-player-errors=none.
	forgot9  bool
	cagnotte *logs.Event
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	in      string
	coups   map[int]*coup
	rounds  []*coup
	played  []*coup
	usable  map[int]bool
	missing audit.Missing
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, in: ctx.Instrument.ID, coups: map[int]*coup{}, usable: map[int]bool{}}
	x.checkMinimum()
	x.readRounds()
	x.readEvents()
	bets, handle := x.readBets()
	for _, c := range x.played {
		x.checkCoup(c)
		x.checkStakes(c)
		x.checkCagnotte(c)
	}
	x.checkBanks()
	x.checkShoes()
	x.checkCrew()
	if len(s.Bets) == 0 {
		played := make([]int, len(x.played))
		for i, c := range x.played {
			played[i] = c.r.No
		}
		shoe.ReportUnbet(ctx, played, len(played))
	}
	x.missing.Report(x.ctx)
	ctx.Audited(len(x.played), bets, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// cite returns citation i of rule's basis under the session's instrument.
func (x *session) cite(rule string, i int) rules.Citation { return x.ctx.Cite(cf.Game, rule, i) }

// checkMinimum checks the table minimum against the authorised one.
func (x *session) checkMinimum() {
	s := x.s
	if s.AuthorizedMin > 0 && s.MinBet < s.AuthorizedMin {
		x.report(audit.Finding{Rule: cf.RuleTableMin, At: s.OpenedAt, Source: s.Pos, Column: "min_bet",
			Expected: audit.Textf("≥ %s", "≥ %s", s.AuthorizedMin), Recorded: audit.Textf("%s", "%s", s.MinBet),
			Detail: audit.Textf("Mínimo de la mesa %s, inferior al autorizado (%s).", "Table minimum %s, below the authorised %s.", s.MinBet, s.AuthorizedMin)})
	}
}

// readRounds reads the hands of the played rounds, rejecting bad outcomes.
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		c := &coup{r: r}
		x.coups[r.No] = c
		x.rounds = append(x.rounds, c)
		x.usable[r.No] = true
		if r.Void() {
			continue
		}
		p, b, err := parseOutcome(r.Outcome)
		if err != nil {
			x.usable[r.No] = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain("P=c1,c2[,c3];B=c1,c2[,c3]"), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Resultado de la jugada %d ilegible o imposible (%v): la jugada y sus posturas se rechazan.", "Outcome of coup %d unreadable or impossible (%v): the coup and its stakes are rejected.", r.No, err)})
			continue
		}
		c.p, c.b, c.played = p, b, true
		c.pt, c.bt = total(p), total(b)
		c.forgot9 = len(p) == 2 && len(b) == 2 && c.pt == 9 && c.bt == 8 && !x.ctx.Assume.Is(cf.SwPlayerErrors, "none")
		switch {
		case c.pt > c.bt:
			c.result = Punto
		case c.bt > c.pt:
			c.result = Banker
		default:
			c.result = Tie
		}
		x.played = append(x.played, c)
	}
}

// parseOutcome reads "P=...;B=...": the punto's hand and the banker's, each
// of two or three cards.
func parseOutcome(outcome string) (p, b []cards.Card, err error) {
	hands, err := cards.ParseHands(outcome)
	if err != nil {
		return nil, nil, err
	}
	if len(hands) != 2 {
		return nil, nil, fmt.Errorf("%d hands, want P and B", len(hands))
	}
	for _, h := range hands {
		if len(h.Cards) < 2 || len(h.Cards) > 3 {
			return nil, nil, fmt.Errorf("hand %s has %d cards, want 2 or 3", h.Name, len(h.Cards))
		}
		switch h.Name {
		case "P":
			p = h.Cards
		case "B":
			b = h.Cards
		default:
			return nil, nil, fmt.Errorf("hand %q, want P and B", h.Name)
		}
	}
	if p == nil || b == nil {
		return nil, nil, fmt.Errorf("want hands P and B")
	}
	return p, b, nil
}

func total(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += c.Baccarat()
	}
	return n % 10
}

func handsText(c *coup) rules.Text {
	return audit.Plain(fmt.Sprintf("P=%s (%d); B=%s (%d)", cards.List(c.p), c.pt, cards.List(c.b), c.bt))
}

// readEvents reads the bank's events: the bank in play, withdrawals, the
// table asked for, the cagnotte. Unreadable ones are DQ-EVENT.
func (x *session) readEvents() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		switch e.Kind {
		case KindBanca, KindWithdrawn, KindCuadro, KindCagnotte:
		default:
			continue
		}
		bad := func(es, en string) {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
				Recorded: audit.Plain(e.Kind + " " + e.Detail), Detail: audit.Textf(es, en)})
		}
		c := x.coups[e.Round]
		if c == nil {
			bad("Evento sin una jugada existente en round_no: no se aplica.", "Event without an existing round in round_no: not applied.")
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		if err != nil {
			bad("Detalle ilegible: no se aplica.", "Unreadable detail: not applied.")
			continue
		}
		switch e.Kind {
		case KindBanca:
			amt, err := logs.ParseCents(kv["amount"])
			how := kv["how"]
			if kv["seat"] == "" || err != nil || amt <= 0 || (how != "" && !hows[how]) {
				bad("banca necesita seat=S amount=X (X > 0) y, si lo dice, how=rotation|retained|retaken|auction|minimum|shoe.",
					"banca needs seat=S amount=X (X > 0) and, if given, how=rotation|retained|retaken|auction|minimum|shoe.")
				continue
			}
			if c.bank != nil {
				bad("Segundo evento banca en la misma jugada: no se aplica.", "Second banca event in the same coup: not applied.")
				continue
			}
			c.bank = &bank{seat: kv["seat"], amount: amt, how: how, ev: e}
		case KindWithdrawn:
			c.withdraw = true
		case KindCuadro:
			c.cuadro = true
		case KindCagnotte:
			if _, err := logs.ParseCents(kv["amount"]); err != nil {
				bad("cagnotte necesita amount=X.", "cagnotte needs amount=X.")
				continue
			}
			if c.cagnotte != nil {
				bad("Segundo evento cagnotte en la misma jugada: no se aplica.", "Second cagnotte event in the same coup: not applied.")
				continue
			}
			c.cagnotte = e
		}
	}
}

// readBets takes the usable bets, rejects those of an unknown type, and
// checks each one's timing, minimum and settlement.
func (x *session) readBets() (int, logs.Cents) {
	var handle logs.Cents
	n := 0
	all := x.ctx.Bets(x.usable)
	for _, b := range all {
		c := x.coups[b.Round]
		switch b.Type {
		case BetPunto, BetBanco, BetBancoMesa, BetBancoSeguido:
		default:
			x.ctx.Reject(logs.TBets)
			c.rejected = true
			x.report(audit.Finding{Rule: audit.DQRow, Round: b.Round, Bet: b.ID, Source: b.Pos, Column: "type", Recorded: audit.Plain(b.Type), AtStake: b.Stake,
				Expected: audit.Plain("punto | banco | banco-con-la-mesa | banco-seguido"),
				Detail:   audit.Textf("Tipo de postura %q desconocido en el chemin de fer: la postura se rechaza.", "Stake type %q unknown in chemin de fer: the stake is rejected.", b.Type)})
			continue
		}
		n++
		handle += b.Stake
		c.bets = append(c.bets, b)
		x.checkLate(b, c)
		if b.Stake < x.s.MinBet {
			x.report(audit.Finding{Rule: cf.RuleStakeMin, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "stake", AtStake: b.Stake,
				Expected: audit.Textf("≥ %s", "≥ %s", x.s.MinBet), Recorded: audit.Textf("%s", "%s", b.Stake),
				Detail: audit.Textf("Postura de %s, inferior al mínimo de la mesa (%s).", "Stake of %s, below the table minimum (%s).", b.Stake, x.s.MinBet)})
		}
		x.settle(b, c)
	}
	// A coup some of whose rows were rejected (duplicates, unknown types)
	// has incomplete totals: its bank and cagnotte checks are skipped.
	rows := map[int]int{}
	for i := range x.s.Bets {
		rows[x.s.Bets[i].Round]++
	}
	for no, n := range rows {
		if c := x.coups[no]; c != nil && n != len(c.bets) {
			c.rejected = true
		}
	}
	return n, handle
}

func (x *session) checkLate(b *logs.Bet, c *coup) {
	switch {
	case b.PlacedAt.IsZero():
		x.missing.Add("placed_at", "bets.placed_at", cf.RuleLateBet)
	case c.r.NoMoreBetsAt.IsZero():
		x.missing.Add("no_more_bets_at", "rounds.no_more_bets_at", cf.RuleLateBet)
	case b.PlacedAt.After(c.r.NoMoreBetsAt) && x.ctx.Assume.Is(cf.SwLateBet, "forbidden"):
		// The banker «podrá instar» the croupier to withdraw a late stake
		// (1977 L376, 1984 L270, CV L1621): kept, it may stand (cf-late-bet).
		x.report(audit.Finding{Rule: cf.RuleLateBet, Round: b.Round, Bet: b.ID, At: b.PlacedAt, Source: b.Pos, Column: "placed_at", AtStake: b.Stake, Assumptions: x.ctx.Readings(cf.SwLateBet),
			Expected: audit.Textf("antes de %s", "before %s", c.r.NoMoreBetsAt.Format("15:04:05")), Recorded: audit.Plain(b.PlacedAt.Format("15:04:05")),
			Detail: audit.Textf("Postura colocada después del «no van más apuestas» de la jugada %d.", "Stake placed after «no van más apuestas» of coup %d.", b.Round)})
	}
}

// settle checks a stake's settlement: won 1:1, lost collected, a tie or a
// void coup hands it back unpaid; no deduction on the puntos.
func (x *session) settle(b *logs.Bet, c *coup) {
	var ret, paid logs.Cents
	var why rules.Text
	switch {
	case !c.played || c.result == Tie:
		ret = b.Stake
		why = audit.Textf("jugada nula o empate: se devuelve la postura", "void coup or tie: the stake is handed back")
	case c.result == Punto:
		ret, paid = b.Stake, b.Stake
		why = audit.Textf("gana el punto: 1 a 1", "the punto wins: 1 to 1")
	default:
		why = audit.Textf("gana la banca: la postura se pierde", "the bank wins: the stake is lost")
	}
	// A punto's 9 not abated loses to the banker's abated 8.
	lostUnabated := c.played && c.forgot9 && b.Returned == 0 && b.Paid == 0
	if (b.Returned != ret || b.Paid != paid) && !lostUnabated {
		delta := b.Returned + b.Paid - ret - paid
		f := audit.Finding{Rule: cf.RulePayout, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "paid", AtStake: b.Stake, Delta: delta,
			Expected: audit.Settlement(ret, paid), Recorded: audit.Settlement(b.Returned, b.Paid),
			Detail: audit.Textf("Liquidación distinta de la debida (%s).", "Settlement differs from what is due (%s).", why.ES)}
		f.Detail.EN = fmt.Sprintf("Settlement differs from what is due (%s).", why.EN)
		if c.played {
			f.Recorded = audit.Plain(f.Recorded.ES + "; " + handsText(c).ES)
			f.Recorded.EN = audit.Settlement(b.Returned, b.Paid).EN + "; " + handsText(c).EN
		}
		x.report(f)
	}
	if b.CommissionRecorded && b.Commission != 0 {
		x.report(audit.Finding{Rule: cf.RuleCommission, Round: b.Round, Bet: b.ID, At: c.r.At, Source: b.Pos, Column: "commission", AtStake: b.Commission, Delta: -b.Commission,
			Cite: x.cite(cf.RuleCommission, 0), Expected: audit.Plain("0"), Recorded: audit.Textf("%s", "%s", b.Commission),
			Detail: audit.Textf("Deducción sobre una postura contra la banca: la cagnotte se toma de lo ganado por el banquero, no de los puntos.",
				"Deduction on a stake against the bank: the cagnotte comes from the banker's winnings, not from the puntos.")})
	}
}

// checkCoup checks the drawing of one coup and its dealing order.
func (x *session) checkCoup(c *coup) {
	r := c.r
	p2 := (c.p[0].Baccarat() + c.p[1].Baccarat()) % 10
	b2 := (c.b[0].Baccarat() + c.b[1].Baccarat()) % 10
	pDrew, bDrew := len(c.p) == 3, len(c.b) == 3
	base := audit.Finding{Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: handsText(c)}
	if p2 >= 8 || b2 >= 8 {
		// A natural not abated lets play go on (1977 L393, L400; 1984
		// L312, L326; CV L1693, L1707): the log does not say whether it was.
		if (pDrew || bDrew) && x.ctx.Assume.Is(cf.SwPlayerErrors, "none") {
			f := base
			f.Rule, f.Assumptions = cf.RuleNatural, x.ctx.Readings(cf.SwPlayerErrors)
			f.Expected = audit.Textf("sin tercera carta (natural %d/%d)", "no third card (natural %d/%d)", p2, b2)
			f.Detail = audit.Textf("Punto %d y banca %d con dos cartas: el ocho o nueve se abate y la jugada termina, pero se dio tercera carta.",
				"Punto %d and bank %d on two cards: the eight or nine is shown and the coup ends, yet a third card was dealt.", p2, b2)
			x.report(f)
		}
		x.checkDealt(c)
		return
	}
	x.checkPunto(c, p2, pDrew, base)
	zero := false
	if b2 == 0 && !bDrew {
		zero = true
		f := base
		f.Rule = cf.RuleBankerZero
		f.Expected = audit.Textf("el banquero pide carta con 0", "the banker draws on 0")
		f.Detail = audit.Textf("El banquero se plantó con cero («baccara»): con cero es obligatorio pedir tercera carta.", "The banker stood on zero («baccara»): on zero a third card is compulsory.")
		x.report(f)
	}
	if c.cuadro && !zero {
		x.checkTable(c, b2, pDrew, bDrew, base)
	}
	x.checkDealt(c)
}

// checkPunto checks the punto's third card: draw on 0–4, choose on 5, stand
// on 6–7, unless he made banco and is free.
func (x *session) checkPunto(c *coup, p2 int, pDrew bool, base audit.Finding) {
	// A stake equal to the whole bank «hace banco» (1984 L198, CV L1434)
	// whatever type the log gives it.
	banco := false
	for _, b := range c.bets {
		if b.Type == BetBanco || b.Type == BetBancoSeguido || (c.bank != nil && b.Stake >= c.bank.amount) {
			banco = true
		}
	}
	// The 1977 text frees a banco unconditionally; 1984 and Valencia if the
	// games director authorised it (cf-banco-free). 1979 and Castilla y
	// León follow the 1977 text they rest on.
	var assume []string
	if banco {
		cond := x.in == rules.ES1984 || x.in == rules.CV2003
		if !cond || x.ctx.Assume.Is(cf.SwBancoFree, "authorised") {
			return
		}
		assume = x.ctx.Readings(cf.SwBancoFree)
	}
	rule := cf.PuntoRule(p2)
	if rule == cf.Option || (rule == cf.Draw) == pDrew {
		return
	}
	// A «carta» for «no», or the reverse, said by error: the banker may give
	// or refuse the card, unless the punto has «baccara» (1977 L399, 1984
	// L324, CV L1705). The log does not record the call.
	if !x.ctx.Assume.Is(cf.SwPlayerErrors, "none") && (pDrew || p2 != 0) {
		return
	}
	assume = append(assume, x.ctx.Readings(cf.SwPlayerErrors)...)
	f := base
	f.Rule, f.Assumptions = cf.RulePuntoDraw, assume
	if pDrew {
		f.Cite = x.cite(cf.RulePuntoDraw, 1)
		f.Expected = audit.Textf("el punto se planta con %d", "the punto stands on %d", p2)
		f.Detail = audit.Textf("El punto pidió carta con %d: con 6 o 7 ha de plantarse.", "The punto drew on %d: on 6 or 7 he must stand.", p2)
	} else {
		f.Cite = x.cite(cf.RulePuntoDraw, 0)
		f.Expected = audit.Textf("el punto pide carta con %d", "the punto draws on %d", p2)
		f.Detail = audit.Textf("El punto se plantó con %d: con 0 a 4 ha de pedir carta.", "The punto stood on %d: on 0 to 4 he must draw.", p2)
	}
	x.report(f)
}

// checkTable checks a banker who asked for the bank's table against it.
func (x *session) checkTable(c *coup, b2 int, pDrew, bDrew bool, base audit.Finding) {
	col := cf.Stood
	colES, colEN := "el punto se plantó", "the punto stood"
	if pDrew {
		col = c.p[2].Baccarat()
		colES, colEN = fmt.Sprintf("tercera carta del punto %s (%d)", c.p[2], col), fmt.Sprintf("the punto's third card %s (%d)", c.p[2], col)
	}
	cell := cf.Cell(b2, col)
	if cell == cf.Option || (cell == cf.Draw) == bDrew {
		return
	}
	f := base
	f.Rule, f.Cite = cf.RuleTableau, cf.RowCite(b2)
	verbES, verbEN, doES, doEN := "se plantó", "stood", "pedir (T)", "draw (T)"
	if bDrew {
		verbES, verbEN, doES, doEN = "pidió carta", "drew", "plantarse (P)", "stand (P)"
	}
	f.Expected = audit.Textf("el cuadro manda %s con %d, %s", "the table says %s on %d, %s", doES, b2, colES)
	f.Expected.EN = fmt.Sprintf("the table says %s on %d, %s", doEN, b2, colEN)
	f.Detail = audit.Textf("El banquero pidió el cuadro y %s con %d cuando %s.", "The banker asked for the table and %s on %d when %s.", verbES, b2, colES)
	f.Detail.EN = fmt.Sprintf("The banker asked for the table and %s on %d when %s.", verbEN, b2, colEN)
	if cf.Reconstructed(col) {
		f.Detail.ES += " La casilla descansa en la reconstrucción del cuadro valenciano: su fila impresa tiene doce casillas para once columnas y se lee suprimiendo la columna duplicada."
		f.Detail.EN += " The cell rests on the repair of the Valencian table: its printed row has twelve cells for eleven columns and is read with the duplicated column deleted."
	}
	x.report(f)
}

// dealOrder is the order the cards must leave the shoe: punto, banker,
// punto, banker, then the punto's third card and the banker's.
func dealOrder(c *coup) []cards.Card {
	out := []cards.Card{c.p[0], c.b[0], c.p[1], c.b[1]}
	if len(c.p) == 3 {
		out = append(out, c.p[2])
	}
	if len(c.b) == 3 {
		out = append(out, c.b[2])
	}
	return out
}

func (x *session) checkDealt(c *coup) {
	r := c.r
	if r.Dealt == "" {
		x.missing.Add("dealt", "rounds.dealt", cf.RuleDealOrder)
		return
	}
	dealt, err := shoe.ParseCards(r.Dealt)
	want := dealOrder(c)
	if err != nil || !cards.Same(dealt, want) {
		x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt", Recorded: audit.Plain(r.Dealt),
			Expected: audit.Textf("las cartas de las manos: %s", "the hands' cards: %s", cards.List(want)),
			Detail: audit.Textf("Las cartas que salieron del sabot no son las de las manos: dato incoherente; no se comprueba el orden de reparto de la jugada %d (el resultado sí se audita).",
				"The cards that left the shoe are not the hands' cards: inconsistent data; the dealing order of coup %d is not checked (the outcome is audited).", r.No)})
		return
	}
	c.dealt = dealt
	if cards.List(dealt) == cards.List(want) {
		return
	}
	x.report(audit.Finding{Rule: cf.RuleDealOrder, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt",
		Expected: audit.Plain(cards.List(want)), Recorded: audit.Plain(r.Dealt),
		Detail: audit.Textf("Las cartas no salieron de una en una y alternativamente empezando por el punto (y terceras cartas del punto y luego del banquero).",
			"The cards did not come out one at a time, alternately, starting with the punto (then the punto's third card and the banker's).")})
}
