package audit

import (
	"testing"
	"time"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

func TestSharedRoundAndBetChecks(t *testing.T) {
	at := func(m int) time.Time { return time.Date(2024, 3, 1, 21, m, 0, 0, time.UTC) }
	s := &logs.Session{ID: "S1", Game: "black-jack", OpenedAt: at(0), ClosedAt: at(50),
		Rounds: []logs.Round{
			{No: 2, At: at(5)},  // before round 1's time once ordered: DQ-TIME
			{No: 1, At: at(10)}, //
			{No: 2, At: at(11)}, // repeated: rejected
			{No: 5, At: at(20)}, // rounds 3-4 missing
			{No: 6, At: at(55)}, // after closing
		},
		Bets: []logs.Bet{{ID: "B1", Round: 1}, {ID: "B1", Round: 2}, {ID: "B2", Round: 3}, {ID: "B3", Round: 5}, {ID: "B4", Round: 6}},
	}
	ctx, findings, rejected := NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
	rounds := ctx.Rounds()
	var nos []int
	for _, r := range rounds {
		nos = append(nos, r.No)
	}
	if len(nos) != 4 || nos[0] != 1 || nos[1] != 2 || nos[2] != 5 || nos[3] != 6 || rounds[1].At != at(5) {
		t.Fatalf("rounds %v", nos)
	}
	bets := ctx.Bets(map[int]bool{1: true, 2: true, 5: true, 6: false})
	if len(bets) != 2 || bets[0].ID != "B1" || bets[0].Round != 1 || bets[1].ID != "B3" {
		t.Errorf("bets kept %+v", bets)
	}
	// In number order: 1, 2 (earlier than 1), 2 again, 5 (3-4 missing), 6
	// (after closing); then B1 again, B2 on a missing round, B4 on a
	// rejected one.
	want := []string{DQTime, DQRoundSeq, DQRoundSeq, DQTime, DQDuplicate, DQBetRound, DQBetRound}
	got := findings()
	if len(got) != len(want) {
		t.Fatalf("%d findings, want %d: %+v", len(got), len(want), got)
	}
	for i, f := range got {
		if f.Rule != want[i] {
			t.Errorf("finding %d: %s, want %s (%s)", i, f.Rule, want[i], f.Detail.EN)
		}
	}
	if rejected(logs.TRounds) != 1 || rejected(logs.TBets) != 3 {
		t.Errorf("rejected rounds %d bets %d", rejected(logs.TRounds), rejected(logs.TBets))
	}
}
