package poker_test

import (
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	pk "github.com/veedor/veedor/rules/poker"
)

// FuzzReplay feeds arbitrary outcomes, dealt lists, bet types, boxes,
// selections and events to both games' replays: whatever the evidence, the
// audit finishes without a panic (an internal error) and reconciles its rows.
func FuzzReplay(f *testing.F) {
	f.Add(true, "D=AS,KD,7C,4H,2S;1=QH,QC,9D,5S,3C", "QH,AS,QC,KD,9D,7C,5S,4H,3C,2S", "ante", "1", "", "compra", "QC", "carta-expuesta", "card=QH")
	f.Add(true, "D=AS,KD;1=QH,QC,9D,5S,3C,2C,2D", "", "apuesta", "1", "ciega", "seguro", "", "progresivo", "pot=100.00 credited=x")
	f.Add(false, "C=4D,9C;1=JH,JS,JD;2=TH", "JH,TH,4D", "apuesta-1", "2", "", "retirada", "3", "carta-comun", "pos=2 card=9C")
	f.Add(false, "C=;1=JH", "", "apuesta-3", "0", "", "retirada", "x", "progresivo-inicio", "pot=1 unit=")
	f.Fuzz(func(t *testing.T, sd bool, outcome, dealt, type1, hand, sel1, type2, sel2, kind, detail string) {
		game, region := pk.Trijoker, rules.RegionCyL
		if sd {
			game = pk.SinDescarte
		}
		at := time.Date(2012, 3, 2, 22, 0, 0, 0, time.UTC)
		s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: game, OpenedAt: at, ClosedAt: at.Add(time.Hour), MinBet: 1000, MaxBet: 20000,
			Rounds: []logs.Round{{No: 1, At: at.Add(time.Minute), Outcome: outcome, Dealt: dealt, NoMoreBetsAt: at.Add(30 * time.Second)}},
			Bets: []logs.Bet{
				{Round: 1, ID: "B1", Seat: "1", Type: type1, Selection: sel1, Stake: 1000, Hand: hand, PlacedAt: at},
				{Round: 1, ID: "B2", Seat: "1", Type: type2, Selection: sel2, Stake: 2000, Returned: 2000, Hand: hand, PlacedAt: at.Add(40 * time.Second)},
				{Round: 1, ID: "B3", Seat: "1", Type: "ante", Stake: 1000, Hand: strings.TrimSpace(hand), PlacedAt: at},
			},
			Events: []logs.Event{{At: at.Add(50 * time.Second), Round: 1, Kind: kind, Detail: detail}},
		}
		res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: region, Assume: rules.Defaults(), Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range res.Counts {
			if n.Read != n.Audited+n.Rejected {
				t.Errorf("%s: read %d != audited %d + rejected %d", n.Table, n.Read, n.Audited, n.Rejected)
			}
		}
	})
}
