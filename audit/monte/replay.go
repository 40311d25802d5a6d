// Package monte replays monte o banca sessions (Comunitat Valenciana 2003,
// game 13): one round per phase (Primeras, Segundas), the placed cards and
// their burned and doubled cards, the two decks, the bets of each phase
// (Salto only in Primeras, none after «no va más», the maxima per bet and
// phase), their settlement with the deductions and the 10% levy, and the
// crew. Other instruments have no text for the game: the engine rejects
// their sessions.
package monte

import (
	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	mo "github.com/veedor/veedor/rules/monte"
	"strconv"
)

// Replay is monte o banca for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return []string{mo.Game} }

// Finish implements audit.Game: no check spans sessions.
func (Replay) Finish(*audit.CrossContext, []*audit.StaffedSession) {}

// The log's staff roles are a closed list (docs/log-format.md) without the
// text's tirador and pagador: both are croupiers. The tirador is the
// round's dealer_id; the pagador another croupier on duty.
const (
	roleInspector = "inspector"
	roleCroupier  = "croupier"
)

type phase struct {
	r *logs.Round
	d mo.Deal
}

type session struct {
	ctx     *audit.Context
	s       *logs.Session
	phases  map[int]*phase
	played  []*phase
	usable  map[int]bool
	missing audit.Missing
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	x := &session{ctx: ctx, s: s, phases: map[int]*phase{}, usable: map[int]bool{}}
	x.readRounds()
	x.checkShoes()
	n, handle := x.readBets()
	x.checkCrew()
	if len(s.Bets) == 0 {
		nos := make([]int, len(x.played))
		for i, p := range x.played {
			nos[i] = p.r.No
		}
		shoe.ReportUnbet(ctx, nos, len(nos))
	}
	x.missing.Report(x.ctx)
	ctx.Audited(len(x.played), n, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// readRounds reads each phase's cards, rejecting unreadable outcomes, and
// checks the placement of the four cards of every Primeras.
func (x *session) readRounds() {
	for _, r := range x.ctx.Rounds() {
		x.usable[r.No] = true
		if r.Void() {
			x.phases[r.No] = &phase{r: r}
			continue
		}
		d, err := mo.ParseDeal(r.Outcome)
		if err != nil {
			x.usable[r.No] = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome",
				Expected: audit.Plain("primeras|segundas;1=c[+c];2=…;3=…;4=…;q=c,c;d=c,c"), Recorded: audit.Plain(r.Outcome),
				Detail: audit.Textf("Resultado de la fase %d ilegible (%v): la fase y sus apuestas se rechazan.", "Outcome of phase %d unreadable (%v): the phase and its bets are rejected.", r.No, err)})
			continue
		}
		p := &phase{r: r, d: d}
		x.phases[r.No] = p
		x.played = append(x.played, p)
		if d.Phase == mo.Primeras {
			x.checkPlacement(p)
		}
	}
}

func (x *session) placement(p *phase, cite int, exp, rec, detail [2]string, args ...any) {
	f := audit.Finding{Rule: mo.RulePlacement, Round: p.r.No, At: p.r.At, Source: p.r.Pos, Column: "outcome",
		Expected: audit.Textf(exp[0], exp[1]), Recorded: audit.Plain(rec[0]),
		Detail: audit.Textf(detail[0], detail[1], args...)}
	if r, ok := rules.Lookup(mo.RulePlacement); ok {
		if b, ok := r.BasisFor(x.ctx.Instrument.ID, mo.Game); ok && cite < len(b.Cites) {
			f.Cite = b.Cites[cite]
		}
	}
	x.report(f)
}

// checkPlacement: burned pair, doubled third or fourth card, void coup
// (L3447, L3449, L3487).
func (x *session) checkPlacement(p *phase) {
	d := p.d
	if d.Placed[0].Rank == d.Placed[1].Rank {
		x.placement(p, 0, [2]string{"primera y segunda carta quemadas", "first and second cards burned"}, [2]string{p.r.Outcome},
			[2]string{"Las dos primeras cartas (%s, %s) son del mismo valor y quedaron emplazadas en lugar de quemarse.", "The first two cards (%s, %s) have the same rank and were placed instead of burned."},
			d.Placed[0], d.Placed[1])
	}
	for i := 2; i < 4; i++ {
		for j := 0; j < 2; j++ {
			if d.Placed[i].Rank == d.Placed[j].Rank {
				x.placement(p, 1, [2]string{"carta doblada encima de la " + strconv.Itoa(j+1) + "ª", "card doubled on card " + strconv.Itoa(j+1)}, [2]string{p.r.Outcome},
					[2]string{"La carta %d (%s) es del valor de la carta %d (%s): debía doblarse encima de ella, no emplazarse.", "Card %d (%s) has the rank of card %d (%s): it should have been doubled on it, not placed."},
					i+1, d.Placed[i], j+1, d.Placed[j])
			}
		}
	}
	for j := 0; j < 2; j++ {
		if j == 1 && d.Placed[1].Rank == d.Placed[0].Rank {
			break
		}
		var suits [4]bool
		n := 0
		for _, c := range placementCards(d) {
			if c.Rank == d.Placed[j].Rank && !suits[c.Suit] {
				suits[c.Suit] = true
				n++
			}
		}
		if n == 4 {
			x.placement(p, 2, [2]string{"jugada anulada", "coup void"}, [2]string{"played"},
				[2]string{"Salieron los cuatro palos del valor de la carta %d antes de completar las cuatro cartas y la jugada no se anuló.", "All four suits of the rank of card %d came out before the four cards were complete and the coup was not voided."}, j+1)
		}
	}
}

// placementCards are the cards uncovered to place the four after the
// burning, if any: placed and doubled. Whether burned cards count toward
// «las cuatro» (L3487) the text does not say, so they are left out and a
// casino that did not count them is accused of nothing.
func placementCards(d mo.Deal) []mo.Card {
	var out []mo.Card
	for i := range d.Placed {
		if d.InPlay[i] {
			out = append(out, d.Placed[i])
			out = append(out, d.Stacked[i]...)
		}
	}
	return out
}

// checkShoes: two decks per new-shoe event, no card more than twice in a phase.
func (x *session) checkShoes() {
	for i := range x.s.Events {
		e := &x.s.Events[i]
		if e.Kind != "new-shoe" {
			continue
		}
		kv, err := shoe.Detail(e.Detail)
		n, err2 := strconv.Atoi(kv["decks"])
		if err != nil || err2 != nil {
			x.ctx.Reject(logs.TEvents)
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: audit.Plain(e.Detail),
				Expected: audit.Plain("decks=2"),
				Detail:   audit.Textf("Evento new-shoe sin número de barajas legible: se rechaza.", "new-shoe event without a readable number of decks: rejected.")})
			continue
		}
		if n != mo.Decks {
			x.report(audit.Finding{Rule: mo.RuleDecks, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
				Expected: audit.Plain("decks=2"), Recorded: audit.Plain(e.Detail),
				Detail: audit.Textf("Sabot de %d barajas; el monte se juega con dos barajas españolas.", "Shoe of %d decks; monte is played with two Spanish decks.", n)})
		}
	}
	for _, p := range x.played {
		count := map[mo.Card]int{}
		for _, c := range p.d.Cards() {
			count[c]++
			if count[c] == mo.Decks+1 {
				x.report(audit.Finding{Rule: mo.RuleDecks, Round: p.r.No, At: p.r.At, Source: p.r.Pos, Column: "outcome",
					Expected: audit.Plain("≤ 2"), Recorded: audit.Plain(c.String() + " ×3"),
					Detail: audit.Textf("La carta %s aparece más de dos veces en la fase %d: no puede venir de dos barajas.", "Card %s appears more than twice in phase %d: it cannot come from two decks.", c, p.r.No)})
			}
		}
	}
}

func (x *session) checkCrew() {
	if len(x.played) == 0 {
		return
	}
	if len(x.s.Staff) == 0 {
		x.missing.Add("staff "+mo.RuleCrew, "staff", mo.RuleCrew)
		return
	}
	var lack [3]bool // inspector, tirador, pagador
	for _, p := range x.played {
		inspector, tirador, pagador := false, false, false
		for _, st := range x.s.Staff {
			if p.r.At.Before(st.OnAt) || !st.OffAt.IsZero() && p.r.At.After(st.OffAt) {
				continue
			}
			switch {
			case st.Role == roleInspector:
				inspector = true
			case st.Role == roleCroupier && (p.r.Dealer == "" || st.Employee == p.r.Dealer):
				if tirador && p.r.Dealer == "" {
					pagador = true
				}
				tirador = true
			case st.Role == roleCroupier:
				pagador = true
			}
		}
		for i, on := range [3]bool{inspector, tirador, pagador} {
			if on || lack[i] {
				continue
			}
			lack[i] = true
			role := [3]string{"inspector", "crupier tirador", "crupier pagador"}[i]
			x.report(audit.Finding{Rule: mo.RuleCrew, Round: p.r.No, At: p.r.At, Source: p.r.Pos, Column: "staff",
				Expected: audit.Textf("inspector, crupier tirador (dealer_id) y crupier pagador", "inspector, croupier tirador (dealer_id) and croupier pagador"), Recorded: audit.Textf("sin %s", "no %s", role),
				Detail: audit.Textf("Ningún %s de servicio en la fase %d (se informa la primera).", "No %s on duty at phase %d (the first is reported).", role, p.r.No)})
		}
	}
}

type rulesCitation = rules.Citation

var lookup = rules.Lookup
