package roulette_test

import (
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// FuzzReplay: whatever a well-formed row holds (outcomes, bet types,
// selections, amounts, settlement rounds, directions, events), the replay
// never panics and the counts always reconcile.
func FuzzReplay(f *testing.F) {
	f.Add("0", "rojo", "", int64(1000), int64(500), int64(0), 0, 2, "cw", "limit-change", "min_bet=10.00 max_bet=300.00", "es", uint8(2))
	f.Add("17", "pleno", "17", int64(1000), int64(1000), int64(35000), 0, 1, "ccw", "chip-in-wheel", "", "cyl", uint8(70))
	f.Add("0", "par", "", int64(1001), int64(0), int64(0), 60, 1, "", "limit-announce", "", "cv", uint8(66))
	f.Add("36", "huerfanos", "", int64(2500), int64(500), int64(8500), 0, 1, "cw", "x", "min_bet=0 max_bet=1", "cv", uint8(1))
	f.Fuzz(func(t *testing.T, outcome, typ, sel string, stake, ret, paid int64, settled, round int, dir, kind, detail, region string, zeros uint8) {
		if region != "es" && region != "cyl" && region != "cv" {
			region = "es"
		}
		at := time.Date(2015, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))
		s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: "ruleta-francesa", Variant: "un-pano",
			OpenedAt: at, ClosedAt: at.Add(10 * time.Hour), MinBet: 500, MaxBet: 15000,
			Staff: []logs.Staff{{Employee: "E1", Role: "jefe-mesa", OnAt: at}, {Employee: "E2", Role: "croupier", OnAt: at}}}
		n := int(zeros)%80 + 2
		for i := 1; i <= n; i++ {
			o := "0"
			if i == n {
				o = outcome
			}
			s.Rounds = append(s.Rounds, logs.Round{No: i, At: at.Add(time.Duration(i) * time.Minute), Outcome: o, WheelDir: dir, BallDir: "ccw", Status: "played"})
		}
		s.Bets = []logs.Bet{
			{Round: round, ID: "B1", Type: typ, Selection: sel, Stake: logs.Cents(stake), Returned: logs.Cents(ret), Paid: logs.Cents(paid), SettledRound: settled, PaidBy: "E1"},
			{Round: 1, ID: "B2", Type: "negro", Stake: logs.Cents(stake), Returned: logs.Cents(ret), SettledRound: settled},
		}
		s.Events = []logs.Event{{At: at, Round: round, Kind: kind, Detail: detail}}
		src := &logs.Memory{Sessions: []*logs.Session{s}}
		res, err := audit.Run(src, audit.Options{Region: region, Assume: rules.Defaults()})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range res.Counts {
			if c.Read != c.Audited+c.Rejected {
				t.Fatalf("%s: read %d != %d + %d", c.Table, c.Read, c.Audited, c.Rejected)
			}
		}
	})
}
