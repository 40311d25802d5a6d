package poker_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	pk "github.com/veedor/veedor/rules/poker"
)

// One hand of every class, none holding a card of dealerAK, and each
// beating it (the high card with A-K-Q against A-K-J).
var classHands = map[pk.Class]string{
	pk.RoyalFlush:    "AS,KS,QS,JS,TS",
	pk.StraightFlush: "9H,8H,7H,6H,5H",
	pk.Quads:         "9S,9H,9D,9C,2S",
	pk.FullHouse:     "8S,8H,8D,2C,2H",
	pk.Flush:         "2S,5S,7S,9S,JS",
	pk.Straight:      "5C,6D,7S,8H,9C",
	pk.Trips:         "7S,7H,7D,2C,5H",
	pk.TwoPair:       "6S,6H,5D,5C,2S",
	pk.Pair:          "JS,JD,5C,7D,9S",
	pk.HighCard:      "AS,KH,QD,5C,2S",
}

const dealerAK = "AD,KC,JH,4S,3D"

var at0 = time.Date(2016, 3, 2, 22, 0, 0, 0, time.UTC)

// run audits one round of game with outcome and bets, and returns the
// findings' keys.
func run(t *testing.T, game, region, outcome string, bets []logs.Bet, events ...logs.Event) []string {
	t.Helper()
	for i := range bets {
		bets[i].Round, bets[i].PlacedAt = 1, at0.Add(10*time.Second)
		if bets[i].Seat == "" {
			bets[i].Seat = bets[i].Hand
		}
	}
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: game, OpenedAt: at0, ClosedAt: at0.Add(time.Hour), MinBet: 1000, MaxBet: 20000,
		Rounds: []logs.Round{{No: 1, At: at0.Add(3 * time.Minute), Outcome: outcome, NoMoreBetsAt: at0.Add(time.Minute)}}, Bets: bets, Events: events}
	res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: region, Assume: rules.Defaults(), Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, f := range res.Findings {
		if f.Rule != audit.DQMissing {
			keys = append(keys, fmt.Sprintf("%s/%s", f.Rule, f.Bet))
		}
	}
	return keys
}

// Every cell of the second bet's table, in both regions: the table's pay is
// accepted, one stake more is not.
func TestSecondBetEveryCell(t *testing.T) {
	for _, in := range []struct{ region, id string }{{rules.RegionCyL, rules.CyL2008}, {rules.RegionCV, rules.CV2003}} {
		for _, c := range pk.Classes {
			p, _ := pk.PayFor(pk.SecondBet[in.id], c)
			out := "D=" + dealerAK + ";1=" + classHands[c]
			for _, extra := range []logs.Cents{0, 2000} {
				got := run(t, pk.SinDescarte, in.region, out, []logs.Bet{
					{ID: "A", Type: "ante", Hand: "1", Stake: 1000, Returned: 1000, Paid: 1000},
					{ID: "R", Type: "apuesta", Hand: "1", Stake: 2000, Returned: 2000, Paid: 2000*logs.Cents(p.Times) + extra},
				})
				want := ""
				if extra > 0 {
					want = "PSD-PAYOUT/R"
				}
				if fmt.Sprint(got) != fmt.Sprint(keys(want)) {
					t.Errorf("%s %s pays %d×: extra %v → %v, want %v", in.region, c.EN(), p.Times, extra, got, keys(want))
				}
			}
		}
	}
}

// Every cell of trijoker's table on each of the three bets; a pair below
// jacks loses them.
func TestTrijokerEveryCell(t *testing.T) {
	for _, c := range pk.Classes {
		h := classHands[c]
		out := "C=" + h[9:] + ";1=" + h[:8]
		p, wins := pk.PayFor(pk.TrijokerPays, c)
		for _, extra := range []logs.Cents{0, 1000} {
			var bets []logs.Bet
			for k := 1; k <= 3; k++ {
				b := logs.Bet{ID: fmt.Sprint("B", k), Type: fmt.Sprint("apuesta-", k), Hand: "1", Stake: 1000}
				if wins {
					b.Returned, b.Paid = 1000, 1000*logs.Cents(p.Times)
				}
				if k == 2 {
					b.Paid += extra
				}
				bets = append(bets, b)
			}
			got := run(t, pk.Trijoker, rules.RegionCyL, out, bets)
			want := ""
			if extra > 0 {
				want = "TJ-PAYOUT/B2"
			}
			if c == pk.HighCard && wins {
				t.Errorf("high card wins in trijoker")
			}
			if fmt.Sprint(got) != fmt.Sprint(keys(want)) {
				t.Errorf("trijoker %s: extra %v → %v, want %v", c.EN(), extra, got, keys(want))
			}
		}
	}
	// A pair of tens loses all three bets: paying it is a breach.
	got := run(t, pk.Trijoker, rules.RegionCyL, "C=7D,9S;1=TS,TD,5C", []logs.Bet{
		{ID: "B1", Type: "apuesta-1", Hand: "1", Stake: 1000, Returned: 1000, Paid: 1000},
		{ID: "B2", Type: "apuesta-2", Hand: "1", Stake: 1000},
		{ID: "B3", Type: "apuesta-3", Hand: "1", Stake: 1000},
	})
	if fmt.Sprint(got) != fmt.Sprint(keys("TJ-PAYOUT/B1")) {
		t.Errorf("pair of tens paid: %v", got)
	}
}

// Every cell of the insurance (CyL), the fixed progressive prizes (CyL) and
// the Valencian carrusel's minimum table.
func TestSideBetEveryCell(t *testing.T) {
	for _, c := range pk.Classes {
		out := "D=" + dealerAK + ";1=" + classHands[c]
		base := []logs.Bet{
			{ID: "A", Type: "ante", Hand: "1", Stake: 1000, Returned: 1000, Paid: 1000},
			{ID: "R", Type: "apuesta", Hand: "1", Stake: 2000, Returned: 2000, Paid: 2000 * logs.Cents(mustPay(pk.SecondBet[rules.CyL2008], c))},
		}
		for _, short := range []logs.Cents{0, 100} {
			ins, prog, car := mustPay(pk.Insurance, c), mustPay(pk.Progressive, c), mustPay(pk.Carrusel, c)
			bets := append(append([]logs.Bet(nil), base...),
				logs.Bet{ID: "I", Type: "seguro", Hand: "1", Stake: 500, Paid: max(0, 500*logs.Cents(ins)-short)},
				logs.Bet{ID: "P", Type: "progresivo", Hand: "1", Stake: 100, Paid: max(0, 100*logs.Cents(prog)-short)})
			if _, share := pk.PayFor(pk.PotShare, c); share {
				bets = bets[:3] // the pot's shares are the case logs'
			}
			got := run(t, pk.SinDescarte, rules.RegionCyL, out, bets)
			var want []string
			if short > 0 && ins > 0 {
				want = append(want, "PSD-INSURANCE/I")
			}
			if _, share := pk.PayFor(pk.PotShare, c); short > 0 && prog > 0 && !share {
				want = append(want, "PSD-PROGRESSIVE/P")
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("cyl %s short %v: %v, want %v", c.EN(), short, got, want)
			}
			cv := append(append([]logs.Bet(nil), base...), logs.Bet{ID: "P", Type: "progresivo", Hand: "1", Stake: 100, Paid: max(0, 100*logs.Cents(car)-short)})
			got = run(t, pk.SinDescarte, rules.RegionCV, out, cv)
			want = nil
			if short > 0 && car > 0 {
				want = append(want, "PSD-PROGRESSIVE/P")
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("cv %s short %v: %v, want %v", c.EN(), short, got, want)
			}
		}
	}
}

func mustPay(tab []pk.Pay, c pk.Class) int64 {
	p, _ := pk.PayFor(tab, c)
	return p.Times
}

func keys(k string) []string {
	if k == "" {
		return nil
	}
	return []string{k}
}
