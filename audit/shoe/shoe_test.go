package shoe

import (
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
)

func at(min int) time.Time { return time.Date(2024, 3, 1, 21, min, 0, 0, time.UTC) }

func ev(min, round int, kind, detail string) logs.Event {
	return logs.Event{At: at(min), Round: round, Kind: kind, Detail: detail, Pos: logs.Pos{File: "events.csv", Line: int64(min + 2)}}
}

func read(t *testing.T, events ...logs.Event) ([]*Shoe, []audit.Finding) {
	t.Helper()
	s := &logs.Session{ID: "S1", Game: "black-jack", OpenedAt: at(0), ClosedAt: at(59), Events: events,
		Rounds: []logs.Round{{No: 1, At: at(10)}, {No: 2, At: at(20)}, {No: 3, At: at(30)}, {No: 4, At: at(40)}}}
	ctx, findings, _ := audit.NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
	shoes := Read(ctx)
	return shoes, findings()
}

func TestReadTwoShoes(t *testing.T) {
	shoes, fs := read(t,
		ev(1, 1, KindNewShoe, "decks=6 shoe=S-07"),
		ev(1, 1, KindShuffle, "each pack three times"),
		ev(2, 1, KindCut, "by=player seat=3"),
		ev(2, 1, KindCutCard, "reserve=60"),
		ev(3, 1, KindBurn, "cards=5H,KD,2C,AS,9D"),
		ev(15, 2, KindFaceUp, "card=QS"),
		ev(25, 3, KindCutCardOut, ""),
		ev(35, 4, KindNewShoe, "decks=8"),
		ev(36, 0, KindFaceUp, "card=2D"), // between rounds: belongs to round 4, the next one
		ev(37, 4, KindReplaced, "atasco"),
	)
	if len(fs) != 0 {
		t.Fatalf("findings %v", fs)
	}
	if len(shoes) != 2 {
		t.Fatalf("%d shoes", len(shoes))
	}
	a, b := shoes[0], shoes[1]
	if a.FirstRound != 1 || a.Decks != 6 || a.ID != "S-07" || !a.Shuffled || a.Reserve != 60 || a.CutCardOut != 3 {
		t.Errorf("first shoe %+v", a)
	}
	if len(a.Cuts) != 1 || a.Cuts[0].By != "player" || a.Cuts[0].Seat != "3" {
		t.Errorf("cuts %+v", a.Cuts)
	}
	var burn []string
	for _, c := range a.Burn {
		burn = append(burn, c.String())
	}
	if strings.Join(burn, ",") != "5H,KD,2C,AS,9D" {
		t.Errorf("burn %v", burn)
	}
	if len(a.FaceUp) != 1 || a.FaceUp[0].Card.String() != "QS" || a.FaceUp[0].Round != 2 {
		t.Errorf("face up %+v", a.FaceUp)
	}
	if b.FirstRound != 4 || b.Decks != 8 || b.Reserve != -1 || b.Burn != nil || b.CutCardOut != 0 || len(b.Replaced) != 1 {
		t.Errorf("second shoe %+v", b)
	}
	if len(b.FaceUp) != 1 || b.FaceUp[0].Round != 4 {
		t.Errorf("face up between rounds %+v", b.FaceUp)
	}
	if For(shoes, 3) != a || For(shoes, 4) != b || For(shoes, 0) != nil {
		t.Error("For picks the wrong shoe")
	}
	if b.Count.Decks != 8 {
		t.Errorf("counter for %d decks", b.Count.Decks)
	}
}

func TestUnreadableShoeEventsAreReported(t *testing.T) {
	shoes, fs := read(t,
		ev(0, 1, KindBurn, "cards=5H"),     // before any new-shoe
		ev(1, 1, KindNewShoe, "decks=six"), // bad decks: no shoe
		ev(2, 2, KindNewShoe, "decks=6"),
		ev(3, 2, KindCutCard, "reserve=-3"),
		ev(4, 2, KindBurn, "cards=5H,10D"),
		ev(5, 2, KindCut, "seat=2"),
		ev(6, 2, KindFaceUp, "card=ZZ"),
		ev(7, 2, KindCutCard, "reserve 50"),
	)
	if len(shoes) != 1 || shoes[0].FirstRound != 2 || shoes[0].Reserve != -1 || shoes[0].Burn != nil || len(shoes[0].Cuts) != 0 || len(shoes[0].FaceUp) != 0 {
		t.Fatalf("shoes %+v", shoes)
	}
	if len(fs) != 7 {
		t.Errorf("%d findings, want 7", len(fs))
	}
	for _, f := range fs {
		if f.Rule != audit.DQEvent || f.Source.File != "events.csv" {
			t.Errorf("finding %s at %v", f.Rule, f.Source)
		}
	}
}

func TestDetailAndCards(t *testing.T) {
	kv, err := Detail("decks=6  shoe=A1")
	if err != nil || kv["decks"] != "6" || kv["shoe"] != "A1" || len(kv) != 2 {
		t.Errorf("Detail: %v %v", kv, err)
	}
	for _, bad := range []string{"decks", "=6", "a=1 a=2"} {
		if _, err := Detail(bad); err == nil {
			t.Errorf("Detail(%q) accepted", bad)
		}
	}
	cs, err := ParseCards("TH,AS,7C")
	if err != nil || len(cs) != 3 || cs[0] != (cards.Card{Rank: 9, Suit: 1}) || cs[1].String() != "AS" {
		t.Errorf("ParseCards: %v %v", cs, err)
	}
	for _, bad := range []string{"", "TH,", "10H", "TH;7C", "TH,as", "TH, 7C"} {
		if _, err := ParseCards(bad); err == nil {
			t.Errorf("ParseCards(%q) accepted", bad)
		}
	}
}
