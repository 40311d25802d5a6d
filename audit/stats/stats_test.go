package stats

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/puntobanca"
	"github.com/veedor/veedor/rules/roulette"
)

var opened = time.Date(2024, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))

// session builds a played session of n rounds; bets(i) are round i's bets
// and outcome(i) its result.
func session(id, table, game string, n int, outcome func(i int) string, dealer func(i int) string, bets func(i int) []logs.Bet) *logs.Session {
	s := &logs.Session{ID: id, Casino: "C1", Table: table, Game: game, Variant: "dos-panos", OpenedAt: opened, ClosedAt: opened.Add(10 * time.Hour)}
	if game != roulette.French {
		s.Variant = ""
	}
	for i := 1; i <= n; i++ {
		d := "K1"
		if dealer != nil {
			d = dealer(i)
		}
		s.Rounds = append(s.Rounds, logs.Round{No: i, At: opened.Add(time.Duration(i) * time.Second), Dealer: d, Outcome: outcome(i), Status: "played"})
		if bets != nil {
			for j, b := range bets(i) {
				b.Round, b.ID = i, fmt.Sprintf("%s-%d-%d", id, i, j)
				s.Bets = append(s.Bets, b)
			}
		}
	}
	return s
}

func findHold(t *testing.T, r *Report, scope, table string) Hold {
	t.Helper()
	for _, h := range r.Holds {
		if h.Scope == scope && h.Table == table {
			return h
		}
	}
	t.Fatalf("no %s hold for %q", scope, table)
	return Hold{}
}

// threeTables is the worked example of docs/statistics.md, under the
// Castilla y León text (pleno 35 to 1, docena 2 to 1; the American roulette
// takes half of a simple chance on zero, no prisión):
//
//	A: 100 plenos of 1 € on 17, 5 win. Result 100 − 5·36 = −80 €.
//	   Per euro the house gains 1 (36/37) or −35 (1/37): mean 1/37, variance
//	   1261/37 − 1/37² = 36³/37², sd 216/37. Expected 100/37 €, sd 10·216/37 €.
//	   z = (−80 − 100/37) / (2160/37) = −3060/2160 = −17/12 = −1.4167.
//	B: 400 docenas of 10 €, 150 win. Result 4000 − 150·30 = −500 €.
//	   Per euro: 1 (25/37) or −2 (12/37): mean 1/37, variance 73/37 − 1/37²
//	   = 2700/37², sd √2700/37. Expected 4000/37 €, sd 10·20·√2700/37 €.
//	   z = (−500·37 − 4000) / (200·√2700) = −22500/(200·51.96) = −5√3/4 = −2.1651.
//	C: 500 spins with 10 € on rojo and 10 € on negro, 20 zeros. The two bets
//	   are one round: the house gains 0 unless zero (10 €, half of each).
//	   Result 20·10 = 200 €. Mean 500·10/37 €, variance 500·10²·36/37² €²,
//	   sd 10·6·√500/37 €. z = (200·37 − 5000)/(60·√500) = 4/√5 = 1.7889.
//	   (Bets taken as independent would give sd 10·√(2·500·5364/5476) € and
//	   z = 0.21: same-spin bets must be summed per spin before the variance.)
//
// Two-sided p-values 0.1566, 0.0304, 0.0736.
func threeTables() *logs.Memory {
	pleno := func(i int) []logs.Bet {
		b := logs.Bet{Type: roulette.Pleno, Selection: "17", Stake: 100}
		if i <= 5 {
			b.Returned, b.Paid = 100, 3500
		}
		return []logs.Bet{b}
	}
	a := session("A", "RF-A", roulette.French, 100, func(i int) string {
		if i <= 5 {
			return "17"
		}
		return "4"
	}, nil, pleno)
	b := session("B", "RF-B", roulette.French, 400, func(i int) string {
		if i <= 150 {
			return "5"
		}
		return "30"
	}, nil, func(i int) []logs.Bet {
		bet := logs.Bet{Type: roulette.Docena, Selection: "1", Stake: 1000}
		if i <= 150 {
			bet.Returned, bet.Paid = 1000, 2000
		}
		return []logs.Bet{bet}
	})
	c := session("C", "RA-C", roulette.American, 500, func(i int) string {
		switch {
		case i <= 20:
			return "0"
		case i%2 == 0:
			return "1"
		}
		return "2"
	}, nil, func(i int) []logs.Bet {
		r := logs.Bet{Type: roulette.Rojo, Stake: 1000}
		n := logs.Bet{Type: roulette.Negro, Stake: 1000}
		switch {
		case i <= 20:
			r.Returned, n.Returned = 500, 500
		case i%2 == 0:
			r.Returned, r.Paid = 1000, 1000
		default:
			n.Returned, n.Paid = 1000, 1000
		}
		return []logs.Bet{r, n}
	})
	return &logs.Memory{Sessions: []*logs.Session{a, b, c}}
}

func TestHoldThreeTablesByHand(t *testing.T) {
	r, err := Run(threeTables(), Options{Region: rules.RegionCyL, MinRounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		table           string
		result          logs.Cents
		expected, sd, z float64
		p               float64
	}{
		{"RF-A", -8000, 10000.0 / 37, 21600000.0 / 37 / 100, -17.0 / 12, 0.15658},
		{"RF-B", -50000, 400000.0 / 37, 200000 * math.Sqrt(2700) / 37 / 10, -5 * math.Sqrt(3) / 4, 0.030383},
		{"RA-C", 20000, 500000.0 / 37, 6000 * math.Sqrt(500) / 37, 4 / math.Sqrt(5), 0.073638},
	} {
		h := findHold(t, r, ScopeTable, c.table)
		if h.Result != c.result {
			t.Errorf("%s: result %d, want %d", c.table, h.Result, c.result)
		}
		near(t, c.table+" expected", h.Expected, c.expected, 1e-6)
		near(t, c.table+" sd", h.SD, c.sd, 1e-6)
		near(t, c.table+" z", h.Z, c.z, 1e-9)
		near(t, c.table+" p", h.P, c.p, 1e-5)
		if h.Flagged {
			t.Errorf("%s flagged at 99%% with Benjamini–Hochberg", c.table)
		}
	}
	// The interval: expected ± 2.5758 sd, as a fraction of the handle.
	h := findHold(t, r, ScopeTable, "RF-B")
	near(t, "B low", h.Low, (400000.0/37-zCrit(0.99)*h.SD)/400000, 1e-12)
	for _, f := range r.Findings {
		if f.Rule == RuleHold {
			t.Errorf("es method flags %s %s", f.Scope, f.Table)
		}
	}
}

// Maryland (95%, each test alone) flags table B (p = 0.030) and nothing
// else at the table scope; Kansas flags a month more than 3 points off:
// A's hold is −80% against 2.7% (flagged), B's −12.5% against 2.7%
// (flagged), C's 2% against 2.7% (not).
func TestHoldMethods(t *testing.T) {
	r, err := Run(threeTables(), Options{Region: rules.RegionCyL, Method: MethodMaryland, MinRounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	flagged := map[string]bool{}
	for _, f := range r.Findings {
		if f.Rule == RuleHold && f.Scope == ScopeTable {
			flagged[f.Table] = true
			if f.Kind != Kind || f.Method != MethodMaryland {
				t.Errorf("finding %+v", f)
			}
		}
	}
	if !flagged["RF-B"] || flagged["RF-A"] || flagged["RA-C"] || len(flagged) != 1 {
		t.Errorf("maryland flagged %v, want RF-B only", flagged)
	}
	r, err = Run(threeTables(), Options{Region: rules.RegionCyL, Method: MethodKansas, MinRounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	flagged = map[string]bool{}
	for _, f := range r.Findings {
		if f.Rule != RuleHold {
			continue // the croupier K1's spins are far from uniform: its signature is flagged
		}
		flagged[f.Table] = true
		if f.Scope != ScopeTableMonth || f.Period != "2024-03" {
			t.Errorf("kansas finding on %s %s", f.Scope, f.Period)
		}
	}
	if !flagged["RF-A"] || !flagged["RF-B"] || flagged["RA-C"] {
		t.Errorf("kansas flagged %v, want RF-A and RF-B", flagged)
	}
	if _, err := Run(threeTables(), Options{Method: "texas"}); err == nil {
		t.Error("unknown method accepted")
	}
	if _, err := Run(threeTables(), Options{Level: 1.5}); err == nil {
		t.Error("level 1.5 accepted")
	}
}

// Below the minimum number of rounds (300 by default) a hold is shown, not
// tested: A (100 spins) is not, B (400) is, and flagged under Maryland.
func TestHoldMinimumRounds(t *testing.T) {
	r, err := Run(threeTables(), Options{Region: rules.RegionCyL, Method: MethodMaryland})
	if err != nil {
		t.Fatal(err)
	}
	if h := findHold(t, r, ScopeTable, "RF-A"); h.Tested || h.Flagged {
		t.Errorf("A: 100 rounds tested: %+v", h)
	}
	if h := findHold(t, r, ScopeTable, "RF-B"); !h.Tested || !h.Flagged {
		t.Errorf("B: 400 rounds not tested or not flagged: %+v", h)
	}
}

// A wheel of 3,700 spins, 100 on each number but 150 on 17 and 50 on 32:
// X² = (50² + 50²)/100 = 50 on 36 degrees of freedom (p = 0.0605, gonum).
// On the six sectors (positions 0–5, 6–11, …, 30–36 of the wheel order), 32
// (position 1) and 17 (position 8) fall in the first two: 550 and 650
// against 600, X² = 2·50²/600 = 8.33 on 5 (p = 0.139). Neither survives at
// 99%; at the minimum of 3,701 spins neither is run.
func TestWheelByHand(t *testing.T) {
	var spins []string
	for k := 0; k < 150; k++ {
		for n := 0; n <= 36; n++ {
			times := map[int]int{17: 150, 32: 50}[n]
			if times == 0 {
				times = 100
			}
			if k < times {
				spins = append(spins, fmt.Sprint(n))
			}
		}
	}
	s := session("W", "RF-W", roulette.French, len(spins), func(i int) string { return spins[i-1] }, nil, nil)
	r, err := Run(&logs.Memory{Sessions: []*logs.Session{s}}, Options{Region: rules.RegionCyL})
	if err != nil {
		t.Fatal(err)
	}
	w := r.Wheels[0]
	if w.Spins != 3700 || w.Counts[17] != 150 || w.Counts[32] != 50 || w.Counts[5] != 100 {
		t.Fatalf("counts: %d spins, 17:%d 32:%d 5:%d", w.Spins, w.Counts[17], w.Counts[32], w.Counts[5])
	}
	near(t, "X² numbers", w.ChiNumbers, 50, 1e-9)
	near(t, "p numbers", w.PNumbers, chiSurvival(50, 36), 0)
	near(t, "p numbers (table)", w.PNumbers, 0.0605, 5e-4)
	near(t, "X² sectors", w.ChiSectors, 2*2500.0/600, 1e-9)
	if w.Sectors[0] != 550 || w.Sectors[1] != 650 || w.Sectors[5] != 700 {
		t.Errorf("sectors %v", w.Sectors)
	}
	for _, f := range r.Findings {
		if f.Rule == RuleWheelBias || f.Rule == RuleWheelSect {
			t.Errorf("flagged: %+v", f)
		}
	}
	if w.FlagNumbers || w.FlagSectors || r.Tests[RuleWheelBias] != 1 || r.Tests[RuleWheelSect] != 1 {
		t.Errorf("flagged: %+v, tests %v", r.Findings, r.Tests)
	}
	r, _ = Run(&logs.Memory{Sessions: []*logs.Session{s}}, Options{Region: rules.RegionCyL, MinSpins: 3701})
	if r.Wheels[0].Tested || r.Tests[RuleWheelBias] != 0 {
		t.Error("a wheel under the minimum was tested")
	}
}

// Croupier K2 always lands the ball five pockets clockwise of the last
// number; K1's distances run through 0..36 ten times each. K2's X² is
// 370·36 = 13,320 (every pair in one cell of 37: Σ(o−e)²/e = (370−10)²/10 +
// 36·10 = 12,960 + 360), K1's 0; only K2 is flagged.
func TestSignatureByHand(t *testing.T) {
	k1 := session("S1", "RF-S", roulette.French, 371, func(i int) string {
		pos := 0
		for j := 1; j < i; j++ {
			pos += (j - 1) % 37 // the j-th pair's distance
		}
		return fmt.Sprint(roulette.WheelOrder[pos%37])
	}, func(int) string { return "K1" }, nil)
	k2 := session("S2", "RF-S", roulette.French, 371, func(i int) string {
		return fmt.Sprint(roulette.WheelOrder[(5*i)%37])
	}, func(int) string { return "K2" }, nil)
	r, err := Run(&logs.Memory{Sessions: []*logs.Session{k1, k2}}, Options{Region: rules.RegionCyL})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Signatures) != 2 {
		t.Fatalf("%d signatures", len(r.Signatures))
	}
	s1, s2 := r.Signatures[0], r.Signatures[1]
	if s1.Pairs != 370 || s2.Pairs != 370 || s2.Counts[5] != 370 {
		t.Fatalf("pairs %d %d, K2 at 5: %d", s1.Pairs, s2.Pairs, s2.Counts[5])
	}
	near(t, "K1 X²", s1.Chi, 0, 1e-9)
	near(t, "K2 X²", s2.Chi, 13320, 1e-9)
	if s1.Flagged || !s2.Flagged {
		t.Errorf("flagged K1 %v K2 %v", s1.Flagged, s2.Flagged)
	}
	var got []string
	for _, f := range r.Findings {
		got = append(got, f.Rule+" "+f.Dealer)
	}
	if fmt.Sprint(got) != "[STAT-CROUPIER-SIGNATURE K2]" {
		t.Errorf("findings %v", got)
	}
	// A ball launched counter-clockwise measures the other way round.
	k2.Rounds[0].BallDir = "ccw"
	for i := range k2.Rounds {
		k2.Rounds[i].BallDir = "ccw"
	}
	r, _ = Run(&logs.Memory{Sessions: []*logs.Session{k2}}, Options{Region: rules.RegionCyL})
	if r.Signatures[0].Counts[32] != 370 {
		t.Errorf("counter-clockwise: distance 32 counted %d times", r.Signatures[0].Counts[32])
	}
}

// Three croupiers of 1,000 rounds each; K1 and K2 have a finding in 5
// rounds, K3 in 40 (a second finding in one of its rounds, a data-quality
// finding and a note of information are not counted). The casino's rate is
// 50/3000 = 1/60; K3's P(X ≥ 40 | 1000, 1/60) = 6.714·10⁻⁷ (the sum of
// the binomial terms from 40 to 1000): flagged; K1's P(X ≥ 5) = 0.99978 is
// not. K3's Wilson interval at 99%: 4.0% in 2.684%–5.923% (z = 2.5758:
// (0.04 + z²/2000 ± z·√(0.04·0.96/1000 + z²/(4·10⁶))) / (1 + z²/1000)).
func TestCroupierErrorsByHand(t *testing.T) {
	res := &audit.Result{Dealers: []audit.DealerCount{{Casino: "C1", Dealer: "K1", Rounds: 1000}, {Casino: "C1", Dealer: "K2", Rounds: 1000}, {Casino: "C1", Dealer: "K3", Rounds: 1000}}}
	add := func(dealer string, rounds int) {
		for i := 1; i <= rounds; i++ {
			res.Findings = append(res.Findings, audit.Finding{Rule: "X", Kind: rules.Violation, Severity: rules.High, Casino: "C1", Session: "S-" + dealer, Round: i, Dealer: dealer})
		}
	}
	add("K1", 5)
	add("K2", 5)
	add("K3", 40)
	res.Findings = append(res.Findings,
		audit.Finding{Rule: "Y", Kind: rules.Violation, Severity: rules.Low, Casino: "C1", Session: "S-K3", Round: 1, Dealer: "K3"},
		audit.Finding{Rule: "DQ", Kind: rules.DataQuality, Severity: rules.High, Casino: "C1", Session: "S-K1", Round: 7, Dealer: "K1"},
		audit.Finding{Rule: "I", Kind: rules.Violation, Severity: rules.Info, Casino: "C1", Session: "S-K1", Round: 8, Dealer: "K1"})
	r, err := Run(&logs.Memory{}, Options{Region: rules.RegionCyL, Result: res})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) != 3 {
		t.Fatalf("%d croupiers", len(r.Errors))
	}
	k1, k3 := r.Errors[0], r.Errors[2]
	if k1.Errors != 5 || k3.Errors != 40 {
		t.Fatalf("errors K1 %d K3 %d", k1.Errors, k3.Errors)
	}
	near(t, "pooled", k3.Pooled, 1.0/60, 1e-12)
	near(t, "K3 low", k3.Low, 0.0268365, 1e-7)
	near(t, "K3 high", k3.High, 0.0592274, 1e-7)
	if k1.Flagged || r.Errors[1].Flagged || !k3.Flagged {
		t.Errorf("flagged %v %v %v", k1.Flagged, r.Errors[1].Flagged, k3.Flagged)
	}
	near(t, "K3 p", k3.P, 6.714436e-7, 1e-12)
	near(t, "K1 p", k1.P, 0.99977967, 1e-8)
	if len(r.Findings) != 1 || r.Findings[0].Rule != RuleErrors || r.Findings[0].Dealer != "K3" || r.Findings[0].Tests != 3 {
		t.Errorf("findings %+v", r.Findings)
	}
}

// A punto y banca table whose results are 600 banca, 300 punto, 100 ties
// in 1,000 coups is flagged against the exact six-deck chances; one with
// 459, 446 and 95 is not (X² = Σ(o − 1000p)²/1000p = 0.00049 with the
// chances 0.458653, 0.446279, 0.095069).
func TestShoeByHand(t *testing.T) {
	result := func(b, p int) func(i int) string {
		return func(i int) string {
			switch {
			case i <= b:
				return "P=2H,3C;B=4H,4C"
			case i <= b+p:
				return "P=4H,4C;B=2H,3C"
			}
			return "P=4H,3C;B=5H,2C"
		}
	}
	bad := session("PB1", "PB-1", "punto-y-banca", 1000, result(600, 300), nil, nil)
	good := session("PB2", "PB-2", "punto-y-banca", 1000, result(459, 446), nil, nil)
	r, err := Run(&logs.Memory{Sessions: []*logs.Session{bad, good}}, Options{Region: rules.RegionCyL})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Shoes) != 2 || r.Shoes[0].Counts != [3]int{600, 300, 100} || r.Shoes[1].Counts != [3]int{459, 446, 95} {
		t.Fatalf("shoes %+v", r.Shoes)
	}
	p := r.Shoes[1].Probs
	near(t, "banca chance", p[0], 0.458653, 1e-6) // six decks: the published 0.458653 (eight: 0.458597)
	x2 := 0.0
	for i, o := range []float64{459, 446, 95} {
		x2 += (o - 1000*p[i]) * (o - 1000*p[i]) / (1000 * p[i])
	}
	near(t, "X²", r.Shoes[1].Chi, x2, 1e-12)
	near(t, "X² by hand", x2, 0.00049, 5e-6)
	if !r.Shoes[0].Flagged || r.Shoes[1].Flagged || !r.Shoes[0].Reference {
		t.Errorf("flagged %v %v, reference %v", r.Shoes[0].Flagged, r.Shoes[1].Flagged, r.Shoes[0].Reference)
	}
	if coup("P=9H;B=") != -1 || coup("garbage") != -1 {
		t.Error("an unreadable coup was read")
	}
}

// A coup's winner from its points, each hand's cards summed modulo 10.
func TestCoupPoints(t *testing.T) {
	for _, c := range []struct {
		outcome string
		want    int
	}{
		{"P=9H,KS;B=5C,4D", puntobanca.Tie},              // 9 and 9
		{"P=7H,8S;B=6C,9D,3H", puntobanca.BankerWins},    // 5 and 8
		{"B=6C,9D,3H;P=7H,8S,4C", puntobanca.PlayerWins}, // 8 and 9
		{"P=AH,2S,QD;B=KC,JD", puntobanca.PlayerWins},    // 3 and 0
		{"P=5H,5S;B=KC,JD,TD", puntobanca.Tie},           // 0 and 0
		{"P=5H,5S", -1},                                  // banca missing
		{"P=5H,5S;B=KC", -1},                             // banca with one card
	} {
		if got := coup(c.outcome); got != c.want {
			t.Errorf("coup(%q) = %d, want %d", c.outcome, got, c.want)
		}
	}
}

// A black-jack croupier who never busts on a ten in 600 hands played out is
// flagged: X² = (0 − 600p)²/(600p(1−p)) = 600p/(1−p) with p his exact bust
// chance on a ten; hands he stopped below 17 (every player bust) are not counted.
func TestDealerBustByHand(t *testing.T) {
	s := session("BJ1", "BJ-1", "black-jack", 650, func(i int) string {
		if i > 600 {
			return "D=TH,5C;1=TS,9H,5D"
		}
		return "D=TH,7C;1=TS,9H"
	}, nil, nil)
	r, err := Run(&logs.Memory{Sessions: []*logs.Session{s}}, Options{Region: rules.RegionCyL})
	if err != nil {
		t.Fatal(err)
	}
	d := r.DealerBust[0]
	p := d.Probs[10]
	near(t, "bust on a ten", p, 0.212471, 1e-6) // `veedor odds` (six decks less the ten, no hole card)
	if d.Hands != 600 || d.N[10] != 600 || d.Bust[10] != 0 {
		t.Fatalf("hands %d, on ten %d, busts %d", d.Hands, d.N[10], d.Bust[10])
	}
	near(t, "X²", d.Chi, 600*p/(1-p), 1e-9)
	if !d.Flagged || !d.Reference {
		t.Errorf("flagged %v reference %v", d.Flagged, d.Reference)
	}
	// The bets were left out of the hold, as black-jack has no exact edge.
	up, total, ok := dealerHand("D=6H,TC,8S;1=TS,9H")
	if !ok || up != 6 || total != 24 {
		t.Errorf("dealerHand = %d %d %v", up, total, ok)
	}
}

// Ohio: a table's last 30 days against the whole period. Table RF-O plays
// 400 docenas of 10 € a day; 130 wins a day hold (4,000 − 130·30)/4,000 =
// 2.5%, 150 wins −12.5%. Ten days of 130 then thirty of 150: the last 30
// days hold −12.5%, the period (10·2.5 − 30·12.5)/40 = −8.75%, 3.75 points
// apart: not flagged. Ten more quiet days before: the period holds
// (20·2.5 − 30·12.5)/50 = −6.5%, 6 points apart: flagged.
func TestHoldOhio(t *testing.T) {
	day := func(d, wins int) *logs.Session {
		s := session(fmt.Sprintf("O%d", d), "RF-O", roulette.French, 400, func(i int) string {
			if i <= wins {
				return "5"
			}
			return "30"
		}, nil, func(i int) []logs.Bet {
			b := logs.Bet{Type: roulette.Docena, Selection: "1", Stake: 1000}
			if i <= wins {
				b.Returned, b.Paid = 1000, 2000
			}
			return []logs.Bet{b}
		})
		s.OpenedAt = opened.AddDate(0, 0, d)
		return s
	}
	// 130 wins a day: hold (4000 − 130·30)/4000 = 2.5%; 150: −12.5%.
	var ss []*logs.Session
	for d := 0; d < 40; d++ {
		wins := 130
		if d >= 10 {
			wins = 150
		}
		ss = append(ss, day(d, wins))
	}
	r, err := Run(&logs.Memory{Sessions: ss}, Options{Region: rules.RegionCyL, Method: MethodOhio})
	if err != nil {
		t.Fatal(err)
	}
	last := findHold(t, r, ScopeTable30, "RF-O")
	life := findHold(t, r, ScopeTable, "RF-O")
	near(t, "30 days", last.HoldPct(), -0.125, 1e-12)
	near(t, "period", life.HoldPct(), (10*0.025+30*-0.125)/40, 1e-12) // −8.75%: 3.75 points apart
	if last.Rounds != 30*400 || last.Period != opened.AddDate(0, 0, 39).Format("2006-01-02") || last.Flagged {
		t.Errorf("last 30 days: %d rounds to %s, flagged %v (3.75 points is not more than 4)", last.Rounds, last.Period, last.Flagged)
	}
	for d := 0; d < 10; d++ {
		ss = append(ss, day(-10+d-1, 130))
	}
	r, _ = Run(&logs.Memory{Sessions: ss}, Options{Region: rules.RegionCyL, Method: MethodOhio})
	if last := findHold(t, r, ScopeTable30, "RF-O"); !last.Flagged {
		t.Errorf("6 points apart not flagged: %+v", last)
	}
	var got []string
	for _, f := range r.Findings {
		if f.Rule == RuleHold {
			got = append(got, f.Scope)
		}
	}
	if fmt.Sprint(got) != "[table-30d]" {
		t.Errorf("ohio findings %v", got)
	}
}

// Spanish sentences write decimal commas; identifiers and amounts are kept
// as written.
func TestSpanishNumbers(t *testing.T) {
	if got := esf("mesa %s: %.2f, %s, %s, p %s", "T1.5", 2.5, pct(0.0123), "1.234,50 €", pval(0.0012)); got != "mesa T1.5: 2,50, 1,23%, 1.234,50 €, p = 0,0012" {
		t.Errorf("esf: %q", got)
	}
	res := &audit.Result{Dealers: []audit.DealerCount{{Casino: "C1", Dealer: "K1", Rounds: 1000}, {Casino: "C1", Dealer: "K2", Rounds: 1000}}}
	for i := 1; i <= 40; i++ {
		res.Findings = append(res.Findings, audit.Finding{Kind: rules.Violation, Severity: rules.High, Casino: "C1", Session: "S", Round: i, Dealer: "K2"})
	}
	r, _ := Run(&logs.Memory{}, Options{Region: rules.RegionCyL, Result: res})
	if len(r.Findings) != 1 || !strings.Contains(r.Findings[0].Detail.ES, "(4,00 por 100") || !strings.Contains(r.Findings[0].Detail.EN, "(4.00 per 100") {
		t.Errorf("findings %+v", r.Findings)
	}
}

// coupFast reads what it takes as coup reads it in full: the same winner
// for every outcome it does not leave to the full reading.
func FuzzCoupFast(f *testing.F) {
	for _, s := range []string{"P=9H,KS;B=5C,4D", "B=6C,9D,3H;P=7H,8S,4C", "P=5H,5S;B=KC", "P=5H,5S;P=KC,JD",
		"P=5H,5S;B=KC,JD;", "P=5H,5S,;B=KC,JD", "P=5H,5S;B=KC,JD,1H", "P=5h,5S;B=KC,JD", "X=5H,5S;B=KC,JD", "P=5H5S;B=KC,JD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, ok := coupFast(s)
		if !ok {
			return
		}
		if _, err := cards.ParseHands(s); err != nil {
			t.Fatalf("coupFast read %q, which the full reading refuses: %v", s, err)
		}
		if full := coupFull(s); full != w {
			t.Fatalf("coupFast(%q) = %d, the full reading %d", s, w, full)
		}
	})
}

// A croupier's rounds with a violation are counted once each, session by
// session: the same round numbers in two of his sessions are two rounds,
// a second finding in a round is not another, and findings come session
// by session, as the report orders them.
func TestCroupierErrorsCountRoundsOfEachSession(t *testing.T) {
	res := &audit.Result{Dealers: []audit.DealerCount{{Casino: "C1", Dealer: "K1", Rounds: 400}, {Casino: "C1", Dealer: "K2", Rounds: 400}}}
	for _, sess := range []string{"S1", "S2", "S3"} {
		for round := 1; round <= 3; round++ {
			for _, rule := range []string{"X", "Y"} {
				for _, k := range []string{"K1", "K2"} {
					if k == "K2" && sess != "S2" {
						continue
					}
					res.Findings = append(res.Findings, audit.Finding{Rule: rule, Kind: rules.Violation, Severity: rules.High, Casino: "C1", Session: sess, Round: round, Dealer: k})
				}
			}
		}
	}
	r, err := Run(&logs.Memory{}, Options{Region: rules.RegionCyL, Result: res})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) != 2 || r.Errors[0].Errors != 9 || r.Errors[1].Errors != 3 {
		t.Fatalf("errors %+v, want K1 9 and K2 3", r.Errors)
	}
}

// Without a findings store the session holds are not kept (NoSessionHolds):
// the report is otherwise the same, and with them each session audited
// has its hold.
func TestNoSessionHoldsOnlyDropsThem(t *testing.T) {
	with, err := Run(threeTables(), Options{Region: rules.RegionCyL, MinRounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	without, err := Run(threeTables(), Options{Region: rules.RegionCyL, MinRounds: 1, NoSessionHolds: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(with.Sessions) == 0 {
		t.Fatal("no session holds kept by default")
	}
	if len(without.Sessions) != 0 {
		t.Errorf("%d session holds kept with NoSessionHolds", len(without.Sessions))
	}
	with.Sessions = nil
	if !reflect.DeepEqual(with, without) {
		t.Errorf("the reports differ beyond the session holds:\n%+v\n%+v", with, without)
	}
}
