package shoe

import (
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules/cards"
)

// Dealt is one round's cards in the order they left the shoe.
type Dealt struct {
	Round int
	At    time.Time
	Pos   logs.Pos
	Cards []cards.Card
}

// Walk follows the cards out of shoe sh, up to the round next (the next
// shoe's first): its burnt cards, the cards found face up, then the rounds
// of dealt in that range. It reports, once each, the first card out more
// often than sh.Decks decks hold it (rule count) and the first round begun
// after the cut card came out (rule afterCut; "" when the game judges the
// cut card itself, as treinta y cuarenta's red card). The count is the
// shoe's whatever the game.
func Walk(ctx *audit.Context, sh *Shoe, next int, dealt []Dealt, count, afterCut string) {
	held := cards.NewShoe(sh.Decks)
	over := false
	add := func(cs []cards.Card, round int, pos logs.Pos, col string) {
		for _, card := range cs {
			if !held.Add(card) && !over {
				over = true
				ctx.Report(audit.Finding{Rule: count, Round: round, Source: pos, Column: col, Recorded: audit.Plain(card.String()),
					Expected: audit.Textf("cada carta %d veces como mucho", "each card at most %d times", sh.Decks),
					Detail:   audit.Textf("La carta %s sale más veces de las que contiene un sabot de %d barajas.", "Card %s comes out more often than a %d-deck shoe holds it.", card, sh.Decks)})
			}
		}
	}
	if sh.BurnEvent != nil {
		add(sh.Burn, sh.FirstRound, sh.BurnEvent.Pos, "detail")
	}
	for _, fu := range sh.FaceUp {
		add([]cards.Card{fu.Card}, fu.Round, fu.Event.Pos, "detail")
	}
	after := false
	for _, d := range dealt {
		if d.Round < sh.FirstRound || d.Round >= next {
			continue
		}
		add(d.Cards, d.Round, d.Pos, "outcome")
		if afterCut != "" && sh.CutCardOut > 0 && d.Round > sh.CutCardOut && !after {
			after = true
			ctx.Report(audit.Finding{Rule: afterCut, Round: d.Round, At: d.At, Source: d.Pos, Column: "round_no",
				Expected: audit.Textf("ninguna jugada tras la %d", "no coup after %d", sh.CutCardOut), Recorded: audit.Textf("jugada %d", "coup %d", d.Round),
				Detail: audit.Textf("La carta de detención salió en la jugada %d y se jugó la %d con el mismo sabot.", "The stop card came out in coup %d and coup %d was played from the same shoe.", sh.CutCardOut, d.Round)})
		}
	}
}
