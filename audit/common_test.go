package audit

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
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
		Bets: []logs.Bet{{ID: "B1", Round: 1}, {ID: "B1", Round: 2}, {ID: "B2", Round: 3}, {ID: "B3", Round: 5}, {ID: "B4", Round: 6, Stake: 100}, {ID: "B5", Round: 6, Stake: 200}},
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
	// (after closing); then B1 again, B2 on a missing round, and B4 and B5
	// on a rejected one, said once for that round.
	want := []string{DQTime, DQRoundSeq, DQRoundSeq, DQTime, DQDuplicate, DQBetRound, DQRoundBets}
	got := findings()
	if len(got) != len(want) {
		t.Fatalf("%d findings, want %d: %+v", len(got), len(want), got)
	}
	for i, f := range got {
		if f.Rule != want[i] {
			t.Errorf("finding %d: %s, want %s (%s)", i, f.Rule, want[i], f.Detail.EN)
		}
	}
	if f := got[len(got)-1]; f.Round != 6 || f.Bet != "" || f.Recorded.EN != "B4, B5" || f.AtStake != 300 {
		t.Errorf("bets on the rejected round 6: %+v", f)
	}
	if rejected(logs.TRounds) != 1 || rejected(logs.TBets) != 4 {
		t.Errorf("rejected rounds %d bets %d", rejected(logs.TRounds), rejected(logs.TBets))
	}
}

// Bets on rounds the replay rejected are each counted as rejected and said
// once per round, with their bet_ids and stake, at the first one's row.
func TestRejectRoundBets(t *testing.T) {
	s := &logs.Session{ID: "S1", Game: "ruleta-francesa"}
	ctx, findings, rejected := NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
	b := func(id string, round, line int, stake logs.Cents) *logs.Bet {
		return &logs.Bet{ID: id, Round: round, Stake: stake, Pos: logs.Pos{File: "bets.csv", Table: logs.TBets, Line: int64(line)}}
	}
	ctx.RejectRoundBets([]*logs.Bet{b("B1", 2, 4, 500), b("B2", 5, 6, 100), b("B3", 2, 7, 250)})
	got := findings()
	if rejected(logs.TBets) != 3 || len(got) != 2 {
		t.Fatalf("%d bets rejected, %d findings (%+v); want 3 and 2", rejected(logs.TBets), len(got), got)
	}
	f := got[0]
	if f.Rule != DQRoundBets || f.Round != 2 || f.Recorded.EN != "B1, B3" || f.AtStake != 750 || f.Source.Line != 4 ||
		!strings.Contains(f.Detail.EN, "2 bets on round 2 were not audited: the round was rejected") {
		t.Errorf("round 2: %+v", f)
	}
	if got[1].Round != 5 || got[1].Recorded.EN != "B2" || got[1].Bet != "" {
		t.Errorf("round 5: %+v", got[1])
	}
}

// TestRoundsInOrderAsSorted holds Rounds, which sorts only rounds out of
// number order, to a stable sort of every session: the same rounds kept (the
// first row of a repeated number), in the same order, sorted or not.
func TestRoundsInOrderAsSorted(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 500; n++ {
		s := &logs.Session{ID: "S1"}
		for i := 0; i < rnd.IntN(12); i++ {
			s.Rounds = append(s.Rounds, logs.Round{No: 1 + rnd.IntN(6), Dealer: strconv.Itoa(i)})
		}
		if n%2 == 0 { // half of them in order, as logs list them
			slices.SortStableFunc(s.Rounds, func(a, b logs.Round) int { return a.No - b.No })
		}
		want := slices.Clone(s.Rounds)
		slices.SortStableFunc(want, func(a, b logs.Round) int { return a.No - b.No })
		want = slices.CompactFunc(want, func(a, b logs.Round) bool { return a.No == b.No })
		ctx, _, _ := NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
		got := ctx.Rounds()
		if len(got) != len(want) {
			t.Fatalf("%v: %d rounds kept, want %d", s.Rounds, len(got), len(want))
		}
		for i, r := range got {
			if r.No != want[i].No || r.Dealer != want[i].Dealer {
				t.Fatalf("%v: round %d is %d (row %s), want %d (row %s)", s.Rounds, i, r.No, r.Dealer, want[i].No, want[i].Dealer)
			}
		}
	}
}

// Every pair of stints whose starts and ends lie on a grid of minutes (a
// start at the zero time, an end or none): at any time of the window
// around t, every stint is on duty as at t; t is in its window (a round is
// counted once, then its window holds for the next).
func TestDutyWindow(t *testing.T) {
	base := time.Date(2024, 3, 1, 21, 0, 0, 0, time.UTC)
	grid := []time.Time{{}}
	for m := 1; m <= 5; m++ {
		grid = append(grid, base.Add(time.Duration(m)*time.Minute))
	}
	var stints []logs.Staff
	for _, on := range grid {
		for _, off := range grid {
			stints = append(stints, logs.Staff{OnAt: on, OffAt: off})
		}
	}
	windows := 0
	for _, a := range stints {
		for _, b := range stints {
			staff := []logs.Staff{a, b}
			for _, at := range grid {
				from, until := DutyWindow(staff, at)
				if !InWindow(from, until, at) {
					t.Fatalf("%v at %v: window [%v, %v) leaves it out", staff, at, from, until)
				}
				for _, other := range grid {
					if !InWindow(from, until, other) {
						continue
					}
					windows++
					for i := range staff {
						if OnDuty(&staff[i], other) != OnDuty(&staff[i], at) {
							t.Fatalf("%v: stint %d on duty at %v %v, at %v %v, in the window [%v, %v)", staff, i,
								at, OnDuty(&staff[i], at), other, OnDuty(&staff[i], other), from, until)
						}
					}
				}
			}
		}
	}
	if windows < 1296*len(grid)*2 { // some windows hold more than their own time
		t.Errorf("%d times in windows: the windows are too narrow to save anything", windows)
	}
}

// A bet and an event outside the session's hours each name the hours (the
// text is written for the first finding only, and kept for the next).
func TestSessionChecksNameTheHours(t *testing.T) {
	at := func(m int) time.Time { return time.Date(2024, 3, 1, 21, m, 0, 0, time.UTC) }
	s := &logs.Session{ID: "S1", OpenedAt: at(0), ClosedAt: at(50),
		Rounds: []logs.Round{{No: 1, At: at(10)}},
		Bets:   []logs.Bet{{ID: "B1", Round: 1, PlacedAt: at(5)}, {ID: "B2", Round: 1, PlacedAt: at(55)}, {ID: "B3", Round: 1, PlacedAt: at(56)}},
		Events: []logs.Event{{Kind: "note", Round: 1, At: at(59)}}}
	ctx, findings, _ := NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
	ctx.sessionChecks()
	got := findings()
	if len(got) != 3 {
		t.Fatalf("%d findings, want 3 (B2, B3, the event): %+v", len(got), got)
	}
	want := "2024-03-01T21:00:00Z – 2024-03-01T21:50:00Z"
	for _, f := range got {
		if f.Rule != DQTime || f.Expected.ES != want || f.Expected.EN != want {
			t.Errorf("%s %s: expected %q, want %q", f.Rule, f.Bet, f.Expected.ES, want)
		}
	}
}
