package dospanos

import (
	"fmt"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	cf "github.com/veedor/veedor/rules/chemin"
	dp "github.com/veedor/veedor/rules/dospanos"
)

var tableauES = [2]string{"primer paño", "segundo paño"}
var tableauEN = [2]string{"first tableau", "second tableau"}

// checkCoup checks the drawing of one coup on both tableaux and its deal.
func (x *session) checkCoup(c *coup) {
	r := c.r
	base := audit.Finding{Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Recorded: handsText(c)}
	drew := func(i int) bool { return len(c.h[i]) == 3 }
	defer x.checkDealt(c)
	// A natural gets no third card. The tableaux speak before the banker
	// (1977 L451, CV L1911), so a tableau's third card may be out before the
	// banker shows his natural: a two-card 8 then beats a three-card 8 or 9
	// (L443, L1869), and that card is no breach. The player who made banco
	// is exempt from the tableaux' whole rule, 8 and 9 included (L441, L1865).
	banco := hasBanco(c)
	for i := range c.h {
		if c.two[i] < 8 || !drew(i) || (i != B && banco) {
			continue
		}
		f := base
		f.Rule = dp.RuleNatural
		if i == B {
			f.Cite = x.cite(dp.RuleNatural, 2)
		}
		f.Expected = audit.Textf("sin tercera carta para %s", "no third card for %s", handNames[i])
		f.Detail = audit.Textf("%s recibió tercera carta teniendo %d con dos cartas: un ocho o nueve de dos cartas se descubre y no se da carta.",
			"%s got a third card, holding %d on two cards: a two-card eight or nine is shown and no card is given.", handNames[i], c.two[i])
		x.report(f)
		return
	}
	if c.two[B] >= 8 {
		// The banker may show his natural before a tableau that asked for
		// a card gets it: only a draw on 6–7 is checked.
		x.checkHands(c, base, true)
		return
	}
	x.checkHands(c, base, false)
	if c.two[P1] >= 8 && c.two[P2] >= 8 {
		return // both tableaux abated: the coup is over on both
	}
	if c.two[B] == 0 && !drew(B) && x.ctx.Assume.Is(dp.SwBankerZero, "draw") {
		f := base
		f.Rule, f.Assumptions = dp.RuleBankerZero, x.ctx.Readings(dp.SwBankerZero)
		f.Expected = audit.Textf("el banquero pide carta con 0", "the banker draws on 0")
		f.Detail = audit.Textf("El banquero se plantó con cero («baccara»).", "The banker stood on zero («baccara»).")
		x.report(f)
		return // the table's cell for a zero is draw: one finding
	}
	if c.cuadro && c.two[P1] < 8 && c.two[P2] < 8 {
		x.checkTable(c, base)
	}
}

// checkHands checks each tableau's third card: draw on 0–4, choose on 5,
// stand on 6–7 (Valencia: 6–7 only under bdp-cv-six-seven=stand), unless a
// player made banco.
// With drawsOnly, a tableau that stood is not checked.
func (x *session) checkHands(c *coup, base audit.Finding, drawsOnly bool) {
	if hasBanco(c) {
		return
	}
	for k := P1; k <= P2; k++ {
		// A natural's rule is stand, and one that drew returned in checkCoup.
		t := c.two[k]
		rule, drew := dp.PuntoRule(t), len(c.h[k]) == 3
		if rule == dp.Option || (rule == dp.Draw) == drew || (drawsOnly && !drew) {
			continue
		}
		f := base
		f.Rule = dp.RulePuntoDraw
		if drew {
			if x.in == rules.CV2003 {
				if !x.ctx.Assume.Is(dp.SwSixSeven, "stand") {
					continue
				}
				f.Assumptions = x.ctx.Readings(dp.SwSixSeven)
				f.Cite = x.cite(dp.RulePuntoDraw, 3)
			} else {
				f.Cite = x.cite(dp.RulePuntoDraw, 1)
			}
			f.Expected = audit.Textf("el %s se planta con %d", "the %s stands on %d", tableauES[k], t)
			f.Expected.EN = fmt.Sprintf("the %s stands on %d", tableauEN[k], t)
			f.Detail = audit.Textf("El %s pidió carta con %d: con 6 o 7 ha de quedarse servido.", "The %s drew on %d: on 6 or 7 it must stand.", tableauES[k], t)
			f.Detail.EN = fmt.Sprintf("The %s drew on %d: on 6 or 7 it must stand.", tableauEN[k], t)
		} else {
			f.Cite = x.cite(dp.RulePuntoDraw, 0)
			f.Expected = audit.Textf("el %s pide carta con %d", "the %s draws on %d", tableauES[k], t)
			f.Expected.EN = fmt.Sprintf("the %s draws on %d", tableauEN[k], t)
			f.Detail = audit.Textf("El %s se quedó servido con %d: con 0 a 4 ha de pedir tercera carta.", "The %s stood on %d: on 0 to 4 it must draw a third card.", tableauES[k], t)
			f.Detail.EN = fmt.Sprintf("The %s stood on %d: on 0 to 4 it must draw a third card.", tableauEN[k], t)
		}
		x.report(f)
	}
}

// hasBanco reports whether a player made banco in the coup.
func hasBanco(c *coup) bool {
	for _, b := range c.bets {
		if b.Type == BetBanco {
			return true
		}
	}
	return false
}

// checkTable checks a banker who asked for the table, where its cells for
// the two tableaux say the same thing (draw or stand).
func (x *session) checkTable(c *coup, base audit.Finding) {
	var col [2]int
	var cell [2]byte
	for k := P1; k <= P2; k++ {
		col[k] = cf.Stood
		if len(c.h[k]) == 3 {
			col[k] = c.h[k][2].Baccarat()
		}
		cell[k] = cf.Cell(c.two[B], col[k])
	}
	if cell[0] != cell[1] || cell[0] == cf.Option || cell[0] == 0 {
		return
	}
	bDrew := len(c.h[B]) == 3
	if (cell[0] == cf.Draw) == bDrew {
		return
	}
	f := base
	f.Rule, f.Cite = dp.RuleTableau, cf.RowCite(c.two[B])
	doES, doEN, verbES, verbEN := "pedir (T)", "draw (T)", "se plantó", "stood"
	if bDrew {
		doES, doEN, verbES, verbEN = "plantarse (P)", "stand (P)", "pidió carta", "drew"
	}
	f.Expected = audit.Textf("el cuadro manda %s con %d en los dos paños", "the table says %s on %d on both tableaux", doES, c.two[B])
	f.Expected.EN = fmt.Sprintf("the table says %s on %d on both tableaux", doEN, c.two[B])
	f.Detail = audit.Textf("El banquero pidió el cuadro y %s con %d cuando indicaba lo mismo para los dos paños.", "The banker asked for the table and %s on %d when it said the same for both tableaux.", verbES, c.two[B])
	f.Detail.EN = fmt.Sprintf("The banker asked for the table and %s on %d when it said the same for both tableaux.", verbEN, c.two[B])
	if cf.Reconstructed(col[0]) || cf.Reconstructed(col[1]) {
		f.Detail.ES += " La casilla descansa en la reconstrucción del cuadro valenciano: su fila impresa tiene doce casillas para once columnas y se lee suprimiendo la columna duplicada."
		f.Detail.EN += " The cell rests on the repair of the Valencian table: its printed row has twelve cells for eleven columns and is read with the duplicated column deleted."
	}
	x.report(f)
}

// dealOrder is the order the cards must leave the shoe: first tableau,
// second tableau, bank, twice; then the third cards in that order.
func dealOrder(c *coup) []cards.Card {
	out := make([]cards.Card, 0, 9)
	for n := 0; n < 3; n++ {
		for i := range c.h {
			if n < len(c.h[i]) {
				out = append(out, c.h[i][n])
			}
		}
	}
	return out
}

func (x *session) checkDealt(c *coup) {
	r := c.r
	if r.Dealt == "" {
		x.missing.Add("dealt", "rounds.dealt", dp.RuleDealOrder)
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
	if cards.List(dealt) == cards.List(want) {
		return
	}
	x.report(audit.Finding{Rule: dp.RuleDealOrder, Round: r.No, At: r.At, Source: r.Pos, Column: "dealt",
		Expected: audit.Plain(cards.List(want)), Recorded: audit.Plain(r.Dealt),
		Detail: audit.Textf("Las cartas no salieron de una en una por el orden primer paño, segundo paño y banca (y las terceras cartas en ese orden).",
			"The cards did not come out one at a time in the order first tableau, second tableau, bank (and the third cards in that order).")})
}

// checkBank checks a limited bank: the stakes of the coup may not add up to
// more than the bank on the table.
func (x *session) checkBank(c *coup) {
	if len(c.bets) == 0 || x.variant != dp.Limitada {
		return
	}
	if c.bankEv == nil {
		x.missing.Add("banca", "events banca", dp.RuleBankMax)
		return
	}
	var sum logs.Cents
	for _, b := range c.bets {
		sum += b.Stake
	}
	if !c.rejected && sum > c.bank {
		x.report(audit.Finding{Rule: dp.RuleBankMax, Round: c.r.No, At: c.r.At, Source: c.bankEv.Pos, Column: "stake", AtStake: sum - c.bank,
			Expected: audit.Textf("≤ %s", "≤ %s", c.bank), Recorded: audit.Textf("%s en %d posturas", "%s in %d stakes", sum, len(c.bets)),
			Detail: audit.Textf("Las posturas suman %s contra una banca limitada de %s: las que la sobrepasan se reducen hasta igualarla.", "The stakes add up to %s against a limited bank of %s: those above it are cut back to it.", sum, c.bank)})
	}
}

// checkCagnotte checks the house's deduction in a coup: the variant's rate of
// the banker's win (net or gross, bdp-commission-base) when his net win is
// positive, nothing otherwise.
func (x *session) checkCagnotte(c *coup) {
	var amt logs.Cents
	if c.cagnotte != nil {
		kv, _ := shoe.Detail(c.cagnotte.Detail)
		amt, _ = logs.ParseCents(kv["amount"])
	}
	if c.rejected {
		return
	}
	net := c.win[0] + c.win[1]
	if net <= 0 {
		if amt != 0 {
			x.report(audit.Finding{Rule: dp.RuleCommission, Round: c.r.No, At: c.cagnotte.At, Source: c.cagnotte.Pos, Column: "detail", AtStake: amt, Delta: amt,
				Cite: x.cite(dp.RuleCommission, 1), Expected: audit.Plain("0"), Recorded: audit.Textf("%s", "%s", amt),
				Detail: audit.Textf("Deducción de %s en una jugada en la que el banquero no ganó en conjunto (%s en el primer paño, %s en el segundo).",
					"Deduction of %s in a coup the banker did not win overall (%s on the first tableau, %s on the second).", amt, c.win[0], c.win[1])})
		}
		return
	}
	bp := dp.RateBP(x.variant)
	if bp == 0 {
		return
	}
	if c.cagnotte == nil {
		x.missing.Add("cagnotte", "events cagnotte", dp.RuleCommission)
		return
	}
	gross := max(c.win[0], 0) + max(c.win[1], 0)
	var bases []logs.Cents
	switch x.ctx.Assume[dp.SwCommissionBase] {
	case "net":
		bases = []logs.Cents{net}
	case "gross":
		bases = []logs.Cents{gross}
	default:
		bases = []logs.Cents{net, gross}
	}
	for _, base := range bases {
		// Within one cent of the exact rate: the texts do not round.
		if d := int64(amt)*10000 - int64(base)*bp; d > -10000 && d < 10000 {
			return
		}
	}
	want := logs.Cents((int64(bases[0])*bp + 5000) / 10000)
	exp := audit.Textf("%s (%s %% de %s)", "%s (%s%% of %s)", want, rate(bp), bases[0])
	if len(bases) > 1 && bases[1] != bases[0] {
		alt := logs.Cents((int64(bases[1])*bp + 5000) / 10000)
		exp = audit.Textf("%s (%s %% de %s, neto) o %s (de %s, bruto)", "%s (%s%% of %s, net) or %s (of %s, gross)", want, rate(bp), bases[0], alt, bases[1])
	}
	x.report(audit.Finding{Rule: dp.RuleCommission, Round: c.r.No, At: c.cagnotte.At, Source: c.cagnotte.Pos, Column: "detail", AtStake: amt, Delta: amt - want,
		Cite: x.cite(dp.RuleCommission, 0), Assumptions: x.ctx.Readings(dp.SwCommissionBase), Expected: exp, Recorded: audit.Textf("%s", "%s", amt),
		Detail: audit.Textf("Deducción de %s sobre lo ganado por el banquero en la banca %s.", "Deduction of %s on the banker's winnings with a %s bank.", amt, x.variant)})
}

func rate(bp int64) string {
	if bp%100 == 0 {
		return fmt.Sprint(bp / 100)
	}
	return fmt.Sprintf("%d,%02d", bp/100, bp%100)
}

// checkShoes checks each shoe's decks, stop card and card counts, and that
// no coup begins after the stop card came out.
func (x *session) checkShoes() {
	shoes := shoe.Read(x.ctx)
	for _, c := range x.played {
		if shoe.For(shoes, c.r.No) == nil {
			x.missing.Add("new-shoe", "events new-shoe", strings.Join([]string{dp.RuleDecks, dp.RuleShoeCount, dp.RuleCutCard, dp.RuleAfterCut}, ", "))
		}
	}
	want := dp.Decks(x.in, x.variant)
	dealt := make([]shoe.Dealt, len(x.played))
	for i, c := range x.played {
		dealt[i] = shoe.Dealt{Round: c.r.No, At: c.r.At, Pos: c.r.Pos, Cards: dealOrder(c)}
	}
	for i, sh := range shoes {
		if want != 0 && sh.Decks != want {
			x.report(audit.Finding{Rule: dp.RuleDecks, Round: sh.FirstRound, At: sh.Event.At, Source: sh.Event.Pos, Column: "detail",
				Expected: audit.Textf("decks=%d", "decks=%d", want), Recorded: audit.Plain(sh.Event.Detail),
				Detail: audit.Textf("Sabot de %d barajas en la banca %s: se utilizan %d.", "Shoe of %d decks with a %s bank: %d are used.", sh.Decks, x.variant, want)})
		}
		if sh.ReserveEvent != nil && sh.Reserve < dp.Reserve {
			x.report(audit.Finding{Rule: dp.RuleCutCard, Round: sh.ReserveEvent.Round, At: sh.ReserveEvent.At, Source: sh.ReserveEvent.Pos, Column: "detail",
				Expected: audit.Plain("reserve=10"), Recorded: audit.Plain(sh.ReserveEvent.Detail),
				Detail: audit.Textf("Carta de detención con %d cartas por debajo: han de quedar 10.", "Stop card with %d cards below it: 10 must be left.", sh.Reserve)})
		}
		next := 1 << 30
		if i+1 < len(shoes) {
			next = shoes[i+1].FirstRound
		}
		shoe.Walk(x.ctx, sh, next, dealt, dp.RuleShoeCount, dp.RuleAfterCut)
	}
}

// checkCrew checks the crew on duty at every coup: inspector, croupier and
// cambista, and in Valencia an auxiliar; one finding per missing role.
func (x *session) checkCrew() {
	if len(x.played) == 0 {
		return
	}
	if len(x.s.Staff) == 0 {
		x.missing.Add("staff", "staff", dp.RuleCrew)
		return
	}
	roles := []string{"inspector", "croupier", "cambista"}
	if x.in == rules.CV2003 {
		roles = append(roles, "auxiliar")
	}
	for _, role := range roles {
		for _, c := range x.played {
			on := false
			for _, st := range x.s.Staff {
				if st.Role == role && !c.r.At.Before(st.OnAt) && (st.OffAt.IsZero() || !c.r.At.After(st.OffAt)) {
					on = true
					break
				}
			}
			if !on {
				x.report(audit.Finding{Rule: dp.RuleCrew, Round: c.r.No, At: c.r.At, Source: c.r.Pos, Column: "staff",
					Expected: audit.Plain(strings.Join(roles, ", ")), Recorded: audit.Textf("sin %s", "no %s", role),
					Detail: audit.Textf("Ningún %s de servicio en la jugada %d.", "No %s on duty at coup %d.", role, c.r.No)})
				break
			}
		}
	}
}
