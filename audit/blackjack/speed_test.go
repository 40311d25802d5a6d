package blackjack_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit/logs"
	bj "github.com/veedor/veedor/rules/blackjack"
)

// Tests of the shortcuts taken for speed (issue 18, part 2), each where a
// mutant of one lived: the round found by number, the crew counted before
// its words, the rounds without bets.

// roundsSession is a clean session of the given rounds (number, outcome),
// each with a base bet B<n> of 20 € on box 1 settled as the cards say
// (paid[n] returned and paid), and a croupier and jefe de mesa on duty.
func roundsSession(nos []int, outcomes []string, paid []int64) *logs.Session {
	at := time.Date(2015, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: bj.Game,
		OpenedAt: at, ClosedAt: at.Add(2 * time.Hour), MinBet: 1000, MaxBet: 100000,
		Staff: []logs.Staff{{Employee: "J1", Role: "jefe-mesa", OnAt: at}, {Employee: "C1", Role: "croupier", OnAt: at}}}
	for i, no := range nos {
		s.Rounds = append(s.Rounds, logs.Round{No: no, At: at.Add(time.Duration(5+i) * time.Minute), Dealer: "C1", Outcome: outcomes[i], Status: "played"})
		if paid[i] >= 0 {
			s.Bets = append(s.Bets, logs.Bet{Round: no, ID: fmt.Sprint("B", no), Hand: "1", Type: "base", Stake: 2000, Returned: logs.Cents(paid[i]), Paid: logs.Cents(paid[i])})
		}
	}
	s.Events = []logs.Event{{At: at.Add(time.Minute), Round: nos[0], Kind: "new-shoe", Detail: "decks=6"}}
	return s
}

func rulesOf(t *testing.T, s *logs.Session, region string, rules ...string) []string {
	t.Helper()
	var out []string
	for _, f := range auditOne(t, s, region).Findings {
		for _, r := range rules {
			if f.Rule == r {
				out = append(out, fmt.Sprintf("%s@%d/%s %s", f.Rule, f.Round, f.Bet, f.Recorded.EN))
			}
		}
	}
	return out
}

// Rounds numbered with a gap (1, 3, 4): each bet is settled against its
// own round, not the one at its number's place.
func TestBetsFindTheirRoundAfterAGap(t *testing.T) {
	s := roundsSession([]int{1, 3, 4},
		[]string{"D=TD,8D;1=9S,KC", "D=TD,8D;1=9S,KC", "D=TD,9D;1=9S,7C"},
		[]int64{2000, 2000, 0}) // 19 beats 18 twice, 16 loses to 19
	if got := rulesOf(t, s, "es", bj.RulePayout, "DQ-BET-ROUND", "DQ-ROW"); got != nil {
		t.Errorf("findings on the bets: %q", got)
	}
}

// A base bet on the round after the last one is DQ-BET-ROUND, and the
// session is audited (the round is looked for and not found).
func TestBetOnTheRoundAfterTheLast(t *testing.T) {
	s := roundsSession([]int{1, 2}, []string{"D=TD,8D;1=9S,KC", "D=TD,8D;1=9S,KC"}, []int64{2000, 2000})
	s.Bets = append(s.Bets, logs.Bet{Round: 3, ID: "B9", Hand: "1", Type: "base", Stake: 2000})
	got := rulesOf(t, s, "es", "DQ-BET-ROUND", bj.RulePayout)
	if want := []string{"DQ-BET-ROUND@3/B9 3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Played rounds without a bet row are counted once each in
// DQ-HANDS-NO-BETS, those with bets not at all.
func TestRoundsWithoutBetsCounted(t *testing.T) {
	o := "D=TD,8D;1=9S,KC"
	for _, c := range []struct {
		paid []int64 // -1: no bet row
		want string
	}{
		{[]int64{2000, -1, 2000}, "1 of 3 rounds without bets"},
		{[]int64{2000, 2000, -1}, "1 of 3 rounds without bets"},
		{[]int64{-1, 2000, -1}, "2 of 3 rounds without bets"},
	} {
		got := rulesOf(t, roundsSession([]int{1, 2, 3}, []string{o, o, o}, c.paid), "es", "DQ-HANDS-NO-BETS")
		if len(got) != 1 || !strings.HasSuffix(got[0], " "+c.want) {
			t.Errorf("bets %v: %q, want one saying %q", c.paid, got, c.want)
		}
	}
}

// A crew's shortcoming over rounds 1 and 3, not 2, is two findings: a
// round with its crew ends the run.
func TestCrewRunEndsOnACleanRound(t *testing.T) {
	o := "D=TD,8D;1=9S,KC;2=7H,5C"
	s := roundsSession([]int{1, 2, 3}, []string{o, o, o}, []int64{2000, 2000, 2000})
	for i := range s.Bets {
		s.Bets = append(s.Bets, logs.Bet{Round: s.Bets[i].Round, ID: s.Bets[i].ID + "b", Hand: "2", Type: "base", Stake: 2000})
	}
	// The jefe de mesa is on duty for round 2 only (Castilla y León needs one).
	r2 := s.Rounds[1].At
	s.Staff[0].OnAt, s.Staff[0].OffAt = r2.Add(-30*time.Second), r2.Add(30*time.Second)
	var spans []string
	for _, f := range auditOne(t, s, "cyl").Findings {
		if f.Rule == bj.RuleCrew {
			spans = append(spans, f.Detail.EN)
		}
	}
	want := []string{"round 1: no inspector or jefe de mesa on duty.", "round 3: no inspector or jefe de mesa on duty."}
	if !reflect.DeepEqual(spans, want) {
		t.Errorf("BJ-CREW %q, want %q", spans, want)
	}
}
