package shoe

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	cf "github.com/veedor/veedor/rules/chemin"
)

// A one-deck shoe first dealt in round 2, the next shoe's from round 6: AS
// burnt, KH found face up, the cut card out in round 3. Round 1 (the shoe
// before) and round 6 (the shoe after) are not this shoe's. The ace of
// spades dealt in round 2 is the first card over the deck (reported once,
// though round 3 repeats it and round 4 repeats KH); round 4 is the first
// round after the cut card (reported once, round 5 is not).
func TestWalk(t *testing.T) {
	parse := func(list string) []cards.Card {
		out, err := ParseCards(list)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	sh := &Shoe{FirstRound: 2, Decks: 1, Burn: parse("AS"), BurnEvent: &logs.Event{Pos: logs.Pos{File: "events.csv", Line: 2}},
		FaceUp:     []FaceUp{{Card: parse("KH")[0], Round: 2, Event: &logs.Event{Pos: logs.Pos{File: "events.csv", Line: 3}}}},
		CutCardOut: 3}
	var dealt []Dealt
	for i, list := range []string{"AS,KH", "QD,AS", "AS,4C", "KH,5C", "6C", "AS,AS"} {
		dealt = append(dealt, Dealt{Round: i + 1, At: at(10 * (i + 1)), Pos: logs.Pos{File: "rounds.csv", Line: int64(i + 2)}, Cards: parse(list)})
	}
	s := &logs.Session{ID: "S1", Game: cf.Game, OpenedAt: at(0), ClosedAt: at(59)}
	walk := func() string {
		ctx, findings, _ := audit.NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
		Walk(ctx, sh, 6, dealt, cf.RuleShoeCount, cf.RuleAfterCut)
		var got []string
		for _, f := range findings() {
			got = append(got, fmt.Sprintf("%s@%d:%s:%d:%s", f.Rule, f.Round, f.Source.File, f.Source.Line, f.Recorded.EN))
		}
		return strings.Join(got, " ")
	}
	if got, want := walk(), cf.RuleShoeCount+"@2:rounds.csv:3:AS "+cf.RuleAfterCut+"@4:rounds.csv:5:coup 4"; got != want {
		t.Errorf("one deck: findings %q, want %q", got, want)
	}
	// A game that judges its cut card itself (treinta y cuarenta's red
	// card) passes no after-cut rule: the count alone.
	ctx, findings, _ := audit.NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
	Walk(ctx, sh, 6, dealt, cf.RuleShoeCount, "")
	if fs := findings(); len(fs) != 1 || fs[0].Rule != cf.RuleShoeCount || fs[0].Round != 2 {
		t.Errorf("no after-cut rule: %d findings, want the count's alone at round 2", len(fs))
	}
	// Three decks hold the shoe's three aces of spades (burnt, rounds 2
	// and 3) and two kings of hearts; no cut card recorded: nothing to
	// report. Counting round 1 or round 6 would put a fourth ace over.
	sh.Decks, sh.CutCardOut = 3, 0
	if got := walk(); got != "" {
		t.Errorf("three decks, no cut card: findings %q, want none", got)
	}
	// Two decks: the third ace (round 3) is over.
	sh.Decks = 2
	if got, want := walk(), cf.RuleShoeCount+"@3:rounds.csv:4:AS"; got != want {
		t.Errorf("two decks: findings %q, want %q", got, want)
	}
}
