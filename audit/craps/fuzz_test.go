package craps_test

import (
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	_ "github.com/veedor/veedor/audit/craps"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// session is a craps session of four throws (6, outcome, 7, 8) with a Win
// bet placed for throw 1, a bet of typ placed for throw 2 and an event at
// throw 2.
func session(outcome, typ, sel, hand, kind, detail string, stake, ret, paid int64, settled int) *logs.Session {
	at := time.Date(2015, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: "dados", OpenedAt: at, ClosedAt: at.Add(2 * time.Hour), MinBet: 500, MaxBet: 100000,
		Staff: []logs.Staff{{Employee: "J1", Role: "jefe-mesa", OnAt: at}, {Employee: "C1", Role: "croupier", OnAt: at},
			{Employee: "C2", Role: "croupier", OnAt: at}, {Employee: "K1", Role: "croupier", OnAt: at}}}
	for i, o := range []string{"3-3", outcome, "3-4", "4-4"} {
		st := "played"
		if o == "" {
			st = "void"
		}
		s.Rounds = append(s.Rounds, logs.Round{No: i + 1, At: at.Add(time.Duration(5+i) * time.Minute), Dealer: "K1", Outcome: o, Status: st})
	}
	s.Bets = []logs.Bet{
		{Round: 1, ID: "B1", Player: "P1", Type: "win", Stake: 1000, SettledRound: 3},
		{Round: 2, ID: "B2", Player: "P1", Type: typ, Selection: sel, Hand: hand, Stake: logs.Cents(stake), Returned: logs.Cents(ret), Paid: logs.Cents(paid), SettledRound: settled},
	}
	s.Events = []logs.Event{
		{At: at, Kind: "dice", Detail: "serials=A,B,C,D,E,F"},
		{At: at, Round: 1, Kind: "shooter", Detail: "player=P1 seat=1"},
		{At: at.Add(6 * time.Minute), Round: 2, Kind: kind, Detail: detail},
	}
	return s
}

func auditOne(t testing.TB, s *logs.Session) *audit.Result {
	t.Helper()
	res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: "cv", Assume: rules.Defaults()})
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

// An unreadable throw is rejected, and so is every bet working across it;
// the bets decided before it are still judged.
func TestMalformedThrows(t *testing.T) {
	for _, bad := range []string{"7", "0-3", "3-7", "3-", "-3", "3-4-5", "tres-cuatro", "34", " 3-4"} {
		res := auditOne(t, session(bad, "field", "", "", "note", "", 1000, 0, 0, 2))
		var keys []string
		for _, f := range res.Findings {
			k := f.Rule + "@" + f.Bet
			if f.Rule == audit.DQRoundBets {
				k += ":" + f.Recorded.EN // the bets said once for their throw
			}
			keys = append(keys, k)
		}
		sort.Strings(keys)
		got := strings.Join(keys, " ")
		// B2 was placed for the unreadable throw, B1 works across it.
		if got != "DQ-OUTCOME@ DQ-OUTCOME@B1 DQ-ROUND-BETS@:B2" {
			t.Errorf("%q: %s", bad, got)
		}
	}
}

// Whatever a row says, the replay never fails and every row is audited or
// rejected.
func FuzzReplay(f *testing.F) {
	f.Add("2-3", "asociada", "", "B1", "press", "bet=B2 stake=20.00", int64(1000), int64(1000), int64(1500), 3)
	f.Add("", "right-bet", "8", "", "withdrawn", "bet=B2", int64(1200), int64(1200), int64(0), 2)
	f.Add("6-6", "hard-way", "6", "", "dice-change", "serials=A,Z by=shooter", int64(500), int64(0), int64(0), 4)
	f.Add("1-1", "dont-come", "", "", "off", "bet=B1", int64(500), int64(500), int64(0), 2)
	f.Add("5-5", "asociada", "", "B2", "shooter", "player=P2 seat=2", int64(500), int64(0), int64(0), 9)
	f.Fuzz(func(t *testing.T, outcome, typ, sel, hand, kind, detail string, stake, ret, paid int64, settled int) {
		if stake < 0 || ret < 0 || paid < 0 || stake > 1e12 || ret > 1e12 || paid > 1e12 || settled < 0 || settled > 100 {
			return
		}
		auditOne(t, session(outcome, typ, sel, hand, kind, detail, stake, ret, paid, settled))
	})
}
