package blackjack_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	_ "github.com/veedor/veedor/audit/blackjack"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

func bjSession(outcome, dealt, hand, typ, kind, detail, variant string, stake, ret, paid int64) *logs.Session {
	at := time.Date(2015, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: "black-jack", Variant: variant,
		OpenedAt: at, ClosedAt: at.Add(2 * time.Hour), MinBet: 1000, MaxBet: 100000,
		Staff: []logs.Staff{{Employee: "J1", Role: "jefe-mesa", OnAt: at}, {Employee: "C1", Role: "croupier", OnAt: at}}}
	s.Rounds = []logs.Round{
		{No: 1, At: at.Add(5 * time.Minute), Dealer: "C1", Outcome: "D=TD,8D;1=9S,KC;2=7H,5C,4S", Dealt: "9S,7H,TD,KC,5C,4S,8D", Status: "played"},
		{No: 2, At: at.Add(7 * time.Minute), Dealer: "C1", Outcome: outcome, Dealt: dealt, Status: "played"},
	}
	s.Bets = []logs.Bet{
		{Round: 1, ID: "B1", Hand: "1", Type: "base", Stake: 2000, Returned: 2000, Paid: 2000},
		{Round: 2, ID: "B2", Hand: hand, Type: typ, Stake: logs.Cents(stake), Returned: logs.Cents(ret), Paid: logs.Cents(paid)},
		{Round: 2, ID: "B3", Hand: "1", Type: "base", Stake: 2000},
	}
	s.Events = []logs.Event{
		{At: at.Add(time.Minute), Round: 1, Kind: "new-shoe", Detail: "decks=6"},
		{At: at.Add(time.Minute), Round: 1, Kind: "burn", Detail: "cards=4C,9D,KS,2H,7D"},
		{At: at.Add(time.Minute), Round: 1, Kind: "cut-card", Detail: "reserve=60"},
		{At: at.Add(6 * time.Minute), Round: 2, Kind: kind, Detail: detail},
	}
	return s
}

func auditOne(t *testing.T, s *logs.Session, region string) *audit.Result {
	t.Helper()
	res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: region, Assume: rules.Defaults()})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Counts {
		if c.Read != c.Audited+c.Rejected {
			t.Fatalf("%s: read %d != %d + %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	return res
}

// Malformed outcomes: each is reported as DQ-OUTCOME, the round rejected and
// its bets with it, said once for the round (DQ-ROUND-BETS) and each counted
// as rejected; nothing else is said about round 2.
func TestMalformedOutcomes(t *testing.T) {
	bad := []string{
		"",                                   // nothing
		"garbage",                            // no hands
		"1=TH,7C;D=9S,8S",                    // croupier not first
		"D=;1=TH,7C",                         // croupier without cards
		"D=9S,8S;1=TH",                       // a hand of one card
		"D=9S,8S;1=TH,7C;1=5S,5D",            // box listed twice
		"D=9S,8S;0=TH,7C",                    // box 0
		"D=9S,8S;01=TH,7C",                   // box with a leading zero
		"D=9S,8S;X=TH,7C",                    // not a box
		"D=9S,8S;1=TH,7C;1.3=8S,8D",          // split hand out of order
		"D=9S,8S;1=TH,7C;2.2=8S,8D",          // split hand of a box not listed
		"D=9S,8S;1=TH,7C;1.1=8S,8D",          // k = 1
		"D=9S,8S;1=TH,7C;1.x=8S,8D",          // k not a number
		"D=9S,8S;1=10H,7C",                   // 10H is not a card
		"D=9S,8S;1=TH,7Z",                    // no suit Z
		"D=9S,8S;1=TH,,7C",                   // empty card
		"D=9S,8S;1=TH,7C;",                   // trailing separator
		"D=9S,8S;1=TH,7C;D=5S,5D",            // croupier twice
		"D=9S,8S;=TH,7C",                     // no name
		"D=9S,8S;1=TH,7C;2",                  // no "="
		"D=9S,8S;1:TH,7C",                    // wrong separator
		"D=9S,8S;-1=TH,7C",                   // negative box
		"D=9S,8S;1.2=TH,7C",                  // split hand first
		strings.Repeat("D=9S,8S;", 50),       // repeated croupier
		"D=9S,8S;1=TH,7C;1.2.3=8S,8D",        // nested name
		"D=9S,8S;99999999999999999999=TH,7C", // overflow
	}
	for _, region := range []string{"es", "cyl", "cv"} {
		for _, o := range bad {
			res := auditOne(t, bjSession(o, "", "1", "base", "note", "", "7-plazas", 2000, 0, 0), region)
			var dqOutcome int
			var roundBets []string
			for _, f := range res.Findings {
				if f.Round != 2 {
					continue
				}
				switch f.Rule {
				case audit.DQOutcome:
					dqOutcome++
				case audit.DQRoundBets:
					roundBets = append(roundBets, f.Recorded.EN)
				default:
					t.Errorf("%s %q: unexpected %s@%d/%s: %s", region, o, f.Rule, f.Round, f.Bet, f.Detail.EN)
				}
			}
			if dqOutcome != 1 || len(roundBets) != 1 || roundBets[0] != "B2, B3" {
				t.Errorf("%s %q: %d DQ-OUTCOME and DQ-ROUND-BETS %q, want 1 and one of \"B2, B3\"", region, o, dqOutcome, roundBets)
			}
			for _, c := range res.Counts {
				if c.Table == logs.TBets && c.Rejected != 2 {
					t.Errorf("%s %q: %d bets rejected, want 2", region, o, c.Rejected)
				}
			}
		}
	}
}

// A bet on a hand the outcome does not hold, or without a hand, is rejected
// with a data-quality finding; the other bets of the round are audited.
func TestMalformedHands(t *testing.T) {
	for _, h := range []string{"", "3", "1.2", "x", "1.", "-1", "D"} {
		res := auditOne(t, bjSession("D=TD,8D;1=9S,KC;2=7H,5C,4S", "", h, "base", "note", "", "7-plazas", 2000, 0, 0), "cv")
		found := false
		for _, f := range res.Findings {
			if f.Bet == "B2" {
				found = found || f.Kind == rules.DataQuality
			}
		}
		if !found {
			t.Errorf("hand %q: no data-quality finding on B2", h)
		}
		for _, c := range res.Counts {
			if c.Table == logs.TBets && c.Rejected != 1 {
				t.Errorf("hand %q: %d bets rejected, want 1", h, c.Rejected)
			}
		}
	}
}

// FuzzReplay: whatever a well-formed row holds (outcome, dealt, hand, bet
// type and amounts, a shoe event), the replay never panics and the counts
// reconcile.
func FuzzReplay(f *testing.F) {
	f.Add("D=AS,6H;1=TH,7C;1.2=TD,9C;2=8S,3D,KH", "TH,8S,AS,TD,3D,7C,9C,KH,6H", "1.2", "split", "card-face-up", "card=AS", "", int64(2000), int64(2000), int64(2000), "es")
	f.Add("D=AS;1=AH,AD,AC;1.2=AS,AS", "AS,AS,AS", "1", "insurance", "cut-card-out", "", "9-plazas", int64(1000), int64(0), int64(0), "cv")
	f.Add("D=7H;1=TC,5D,9S", "", "1", "retiro", "burn", "cards=AS", "", int64(3), int64(1), int64(0), "cyl")
	f.Add("D=9S,8S;1=TH,7C;1.2=8S,8D,2C;1.3=8H,5S", "TH", "1.3", "double", "new-shoe", "decks=1", "7-plazas", int64(-5), int64(0), int64(0), "cv")
	f.Fuzz(func(t *testing.T, outcome, dealt, hand, typ, kind, detail, variant string, stake, ret, paid int64, region string) {
		if region != "es" && region != "cyl" && region != "cv" {
			region = "es"
		}
		auditOne(t, bjSession(outcome, dealt, hand, typ, kind, detail, variant, stake, ret, paid), region)
	})
}

// More cards out of the shoe than the hands hold, in a session whose dealt
// orders are far longer than its outcomes: one BJ-DEAL-ORDER for the round
// that says so, and the session is read (the room for a session's cards is
// counted from both).
func TestDealtLongerThanHands(t *testing.T) {
	dealt := strings.TrimSuffix(strings.Repeat("2C,", 40), ",")
	res := auditOne(t, bjSession("D=AS,KD;1=KS,QS", dealt, "1", "base", "note", "", "", 2000, 0, 0), "es")
	var got []string
	for _, f := range res.Findings {
		if f.Rule == "BJ-DEAL-ORDER" {
			got = append(got, fmt.Sprintf("%d %s", f.Round, f.Detail.EN))
		}
	}
	want := []string{"2 Wrong dealing order: 40 cards out of the shoe for 4 cards in the hands."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("BJ-DEAL-ORDER %q, want %q", got, want)
	}
}

// A session's summary counts the bets audited, not those rejected, and its
// handle leaves out the marker rows (a decision, not a stake).
func TestAuditedBetsAndHandle(t *testing.T) {
	cases := []struct {
		hand, typ   string
		bets        int
		handle      logs.Cents
		description string
	}{
		{"1", "base", 3, 2000 + 1500 + 2000, "three stakes"},
		{"3", "base", 2, 2000 + 2000, "a bet on a hand the outcome lacks is rejected"},
		{"1", "retiro", 3, 2000 + 2000, "a retiro marker is audited, not handle"},
		{"1", "even-money", 3, 2000 + 2000, "an even-money marker is audited, not handle"},
	}
	for _, c := range cases {
		res := auditOne(t, bjSession("D=TD,8D;1=9S,KC;2=7H,5C,4S", "", c.hand, c.typ, "note", "", "", 1500, 0, 0), "cyl")
		s := res.Sessions[0]
		if s.Rounds != 2 || s.Bets != c.bets || s.Handle != c.handle {
			t.Errorf("%s: %d rounds, %d bets, handle %v; want 2, %d, %v", c.description, s.Rounds, s.Bets, s.Handle, c.bets, c.handle)
		}
	}
}
