package roulette_test

// More mutants that lived (issue 23, second run): the per-spot maximum of a
// bet type the text gives none.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	rr "github.com/veedor/veedor/rules/roulette"
)

// Under limit-scope=per-spot a bet type with no maximum in the text (the
// 1977 dozen read with max-docena-1977=none; the American double column
// and double dozen of the national texts) is never over it, however large;
// a pleno beside it still is.
func TestPerSpotWithoutMaximum(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tb     table
		assume string
	}{
		{"1977 docena, max-docena-1977=none", table{era: eras[0], game: rr.French, variant: rr.UnPano,
			crew: []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"},
			bets: []string{"1,docena,1,2500.01,0.00,0.00,", "1,pleno,5,150.01,0.00,0.00,"}}, "max-docena-1977=none"},
		{"1979 American dos-columnas", table{era: eras[1], game: rr.American, crew: []string{"jefe-mesa", "croupier"},
			bets: []string{"1,dos-columnas,1-2,9000.00,0.00,0.00,", "1,pleno,5,150.01,0.00,0.00,"}}, ""},
	} {
		tb := tc.tb
		tb.min, tb.max, tb.spins = 500, 15000, []string{"0"}
		tb.assume = []string{"limit-scope=per-spot"}
		if tc.assume != "" {
			tb.assume = append(tb.assume, tc.assume)
		}
		if got := tb.audit(t, rr.StakeMax); !same(got, rr.StakeMax+"@1/B2") {
			t.Errorf("%s, per spot: got %v, want the pleno's finding only", tc.name, got)
		}
	}
}

// 36 is a number of the wheel: a pleno on it wins 35 to 1.
func TestOutcome36(t *testing.T) {
	tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un,
		spins: []string{"36"}, bets: []string{"1,pleno,36,5.00,5.00,175.00,", "1,pleno,35,5.00,0.00,0.00,"}}
	check(t, "a pleno on 36 paid 35 to 1", tb.audit(t, "DQ-OUTCOME", "DQ-ROUND-BETS", rr.Payout))
}

// A limit change on round 1 is applied from round 1 (the 1977 text does not
// regulate changes): a pleno of 300.00 under the new maximum passes, a
// caballo of 5.00 under the new minimum does not.
func TestLimitChangeOnRoundOne(t *testing.T) {
	edits := map[string][2]string{
		"events.csv": {"1978-05-02T21:06:30+01:00,3,limit-change", "1978-05-02T21:03:30+01:00,1,limit-change"},
		"bets.csv":   {"S1,1,B1,1,P1,pleno,17,10.00,10.00,350.00,", "S1,1,B1,1,P1,pleno,17,300.00,300.00,10500.00,"},
	}
	got := variantOf(t, "limit-change-1977.txt", nil, edits, "DQ-EVENT", rr.StakeMax, rr.StakeMin, rr.LimitChanged)
	check(t, "limits changed on round 1 to 10.00–300.00, a pleno of 300.00 and a caballo of 5.00 on round 1", got, rr.StakeMin+"@1/B2")
}

// Castilla y León allows one upward change per session: a second one,
// announced as well, is a finding on its round.
func TestLimitChangeSecondInCyL(t *testing.T) {
	edits := map[string][2]string{"events.csv": {"min_bet=10.00 max_bet=300.00,E1", "min_bet=10.00 max_bet=300.00,E1\n" +
		"S1,2010-05-02T21:08:30+01:00,5,limit-change,min_bet=20.00 max_bet=600.00,E1"}}
	got := variantOf(t, "limit-change-cyl.txt", nil, edits, rr.LimitChanged, "DQ-EVENT")
	check(t, "a second upward change on round 5", got, rr.LimitChanged+"@5")
}

// A payout finding names the bet as a reader does: its type and, when it
// has one, its selection.
func TestPayoutFindingNamesTheBet(t *testing.T) {
	for bet, name := range map[string]string{"1,pleno,17,10.00,10.00,340.00,": "Underpaid: pleno 17 of ", "1,negro,,10.00,10.00,9.00,": "Underpaid: negro of "} {
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17"}, bets: []string{bet}}
		f := only(t, tb.findings(t), rr.Payout)
		if !strings.HasPrefix(f.Detail.EN, name) {
			t.Errorf("%s: detail %q, want it to begin %q", bet, f.Detail.EN, name)
		}
	}
}

// The money wrongly handed back counts what was paid as well as what was
// returned; and a simple chance settled right on a zero on the last spin
// is no finding.
func TestZeroDeltasWithPayment(t *testing.T) {
	fr := func(spins []string, bet string) table {
		return table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: spins, bets: []string{bet}}
	}
	am := table{era: eras[1], game: rr.American, min: 500, max: 10000, crew: []string{"jefe-mesa", "croupier"}, spins: []string{"0", "8"},
		bets: []string{"1,rojo,,10.00,5.00,10.00,"}}
	for _, c := range []struct {
		name  string
		tb    table
		rule  string
		delta logs.Cents
	}{
		{"American zero, half returned and 10.00 paid", am, rr.ZeroSimple, 1000},
		{"French zero, half returned and 10.00 paid", fr([]string{"17", "0", "8"}, "2,impar,,10.00,5.00,10.00,"), rr.ZeroSimple, 1000},
		{"zero on the last spin, half returned and 10.00 paid", fr([]string{"17", "0"}, "2,impar,,10.00,5.00,10.00,"), rr.LastSpin, 1000},
		{"lost in prison, 5.00 returned and 10.00 paid", fr([]string{"17", "0", "8"}, "2,impar,,10.00,5.00,10.00,3"), rr.Prison, 1500},
		{"freed whole and 5.00 paid", fr([]string{"17", "0", "11"}, "2,impar,,10.00,10.00,5.00,3"), rr.Prison, 500},
		{"a quarter returned and 1.00 paid on the second zero", fr([]string{"17", "0", "0", "8"}, "2,impar,,10.00,2.50,1.00,3"), rr.Prison, 100},
	} {
		f := only(t, c.tb.findings(t), c.rule)
		if f.Delta != c.delta {
			t.Errorf("%s: %s delta %d, want %d", c.name, c.rule, f.Delta, c.delta)
		}
	}
	tb := fr([]string{"17", "0"}, "2,impar,,10.00,5.00,0.00,")
	check(t, "zero on the last spin, half returned", tb.audit(t, rr.LastSpin, rr.ZeroSimple, rr.Prison))
}

// On the second zero in a row a 10.00 simple chance is worth 2.50, under the
// 5.00 minimum: handed back then, instead of staying in prison, it is a
// finding under the default prison-below-min; a quarter of 20.00 is the
// minimum itself and may be handed back.
func TestPrisonBelowMinSecondZero(t *testing.T) {
	for bet, want := range map[string][]string{"2,impar,,10.00,2.50,0.00,3": {rr.PrisonMin + "@3/B1"}, "2,impar,,20.00,5.00,0.00,3": nil} {
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un,
			spins: []string{"17", "0", "0", "8"}, bets: []string{bet}}
		check(t, "a quarter handed back on the second zero: "+bet, tb.audit(t, rr.PrisonMin, rr.Prison, rr.ZeroSimple), want...)
	}
}

// Under count-void a void spin whose direction is recorded is the one the
// next spin must reverse: cw, ccw, void cw, cw repeats on round 4.
func TestWheelDirCountVoidKnown(t *testing.T) {
	edits := map[string][2]string{"rounds.csv": {"E2,,ccw,cw,,void", "E2,,cw,ccw,,void"}}
	got := variantOf(t, "wheel-dir-void-count.txt", nil, edits, rr.WheelDir)
	check(t, "count-void, cw ccw (void cw) cw", got, rr.WheelDir+"@4")
}

// A direction finding expects the direction opposite the previous spin's:
// wheel-dir.txt repeats cw on round 2, and mirrored repeats ccw.
func TestWheelDirExpectsTheOpposite(t *testing.T) {
	mirror := strings.NewReplacer(",cw,ccw,", ",ccw,cw,", ",ccw,cw,", ",cw,ccw,")
	for _, mirrored := range []bool{false, true} {
		c := casetest.Read(t, "testdata/cases/wheel-dir.txt")
		want := "ccw"
		if mirrored {
			c.Sections["rounds.csv"] = mirror.Replace(c.Sections["rounds.csv"])
			want = "cw"
		}
		f := only(t, casetest.Audit(t, c).Findings, rr.WheelDir)
		if f.Expected.EN != want {
			t.Errorf("mirrored %v: expected %q, want %q", mirrored, f.Expected.EN, want)
		}
	}
}

// A stint in a role the crew table does not require counts for no role;
// the roles short are listed one after the other.
func TestCrewShortRoles(t *testing.T) {
	tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000,
		crew: []string{"jefe-mesa", "croupier", "croupier", "subjefe-mesa"}, spins: []string{"17"}, bets: []string{"1,pleno,5,5.00,0.00,0.00,"}}
	f := only(t, tb.findings(t), rr.CrewShort)
	if f.Recorded.EN != "extremo-mesa 0/1" {
		t.Errorf("un paño without its extremo, a subjefe on duty: recorded %q, want %q", f.Recorded.EN, "extremo-mesa 0/1")
	}
	tb.crew = []string{"jefe-mesa", "croupier"}
	f = only(t, tb.findings(t), rr.CrewShort)
	if want := "croupier 1/2, extremo-mesa 0/1"; f.Recorded.EN != want {
		t.Errorf("un paño with a jefe and one croupier: recorded %q, want %q", f.Recorded.EN, want)
	}
}

// An employee on duty as jefe and as croupier at once spins as a croupier.
func TestSpinnerCroupierStintWins(t *testing.T) {
	edits := map[string][2]string{"staff.csv": {"S1,E1,jefe-mesa,2024-03-01T21:00:00+01:00,\n", "S1,E1,jefe-mesa,2024-03-01T21:00:00+01:00,\nS1,E1,croupier,2024-03-01T21:00:00+01:00,\n"}}
	check(t, "round 2 spun by E1, jefe and croupier", variantOf(t, "spinner-jefe.txt", nil, edits, rr.Spinner))
}

// Two limit changes on one round apply in the order the log lists them:
// the second one's minimum (20.00) holds on round 3.
func TestLimitChangesOnOneRoundInLogOrder(t *testing.T) {
	edits := map[string][2]string{
		"events.csv": {"S1,1978-05-02T21:06:30+01:00,3,limit-change,min_bet=10.00 max_bet=300.00,E1",
			"S1,1978-05-02T21:06:30+01:00,3,limit-change,min_bet=10.00 max_bet=300.00,E1\nS1,1978-05-02T21:06:35+01:00,3,limit-change,min_bet=20.00 max_bet=600.00,E1"},
		"bets.csv": {"S1,3,B7,1,P1,transversal,7-8-9,10.00,10.00,110.00,", "S1,3,B7,1,P1,transversal,7-8-9,15.00,15.00,165.00,"},
	}
	got := variantOf(t, "limit-change-1977.txt", nil, edits, rr.StakeMin, "DQ-EVENT")
	check(t, "limits changed twice on round 3, to 10.00 and then 20.00", got, rr.StakeMin+"@3/B6", rr.StakeMin+"@3/B7")
}
