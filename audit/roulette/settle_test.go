package roulette_test

// Settlement details the cases leave unchecked (issue 23): a bet in prison
// that loses, Valencia's last-spin refund for the first and second zeros
// only, an announced bet not divisible into its chips, and the amounts and
// words of a payout finding.

import (
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	rr "github.com/veedor/veedor/rules/roulette"
)

// A simple chance held in prison that loses on release is collected: handing
// it back is a finding, collecting it is not.
func TestPrisonLostOnRelease(t *testing.T) {
	for returned, want := range map[string][]string{"0.00": nil, "10.00": {rr.Prison + "@3/B1"}, "5.00": {rr.Prison + "@3/B1"}} {
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un,
			spins: []string{"17", "0", "8"}, bets: []string{"2,impar,,10.00," + returned + ",0.00,3"}}
		check(t, "impar in prison lost on 8, returned "+returned, tb.audit(t, rr.Prison, rr.ZeroSimple, rr.LastSpin), want...)
	}
}

// The last spin is a zero while a bet is in prison: it is refunded its
// share. Valencia's text covers the first and second zeros only (a bet
// through a third is not judged by this rule there); the national text any.
func TestLastSpinZeros(t *testing.T) {
	for _, c := range []struct {
		era      era
		zeros    int
		returned string
		want     bool
	}{
		{eras[3], 2, "2.50", false},
		{eras[3], 2, "5.00", true},
		{eras[3], 3, "5.00", false},
		{eras[1], 3, "5.00", true},
		{eras[1], 3, "1.25", false},
	} {
		spins := []string{"17"}
		for i := 0; i < c.zeros; i++ {
			spins = append(spins, "0")
		}
		last := len(spins)
		crew := un
		if c.era.instrument == eras[3].instrument {
			crew = []string{"jefe-mesa", "croupier", "croupier"}
		}
		tb := table{era: c.era, game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: crew, spins: spins,
			bets: []string{"2,impar,,10.00," + c.returned + ",0.00," + strconv.Itoa(last)}}
		got := tb.audit(t, rr.LastSpin, rr.Prison, rr.ZeroSimple, rr.PrisonMin)
		if (len(got) > 0) != c.want {
			t.Errorf("%s: %d zeros to the last spin, %s returned: got %v, want a finding: %v", c.era.instrument, c.zeros, c.returned, got, c.want)
		}
		for _, k := range got {
			if !strings.HasPrefix(k, rr.LastSpin+"@") {
				t.Errorf("%s: %s, want %s", c.era.instrument, k, rr.LastSpin)
			}
		}
	}
}

// An announced bet is one stake split into equal chips: 45.01 does not
// split into the nine chips of the vecinos del cero.
func TestAnnouncedChips(t *testing.T) {
	for stake, want := range map[string][]string{"45.00": nil, "45.01": {rr.BetLayout + "@1/B1"}, "44.99": {rr.BetLayout + "@1/B1"}} {
		tb := table{era: eras[3], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: []string{"jefe-mesa", "croupier", "croupier"},
			spins: []string{"17"}, bets: []string{"1,vecinos-del-cero,," + stake + ",0.00,0.00,"}}
		check(t, "vecinos-del-cero of "+stake, tb.audit(t, rr.BetLayout), want...)
	}
}

// A payout finding says what kind of mistake it is and carries the money:
// the difference (Delta, signed) and the amount at stake.
func TestPayoutFindingAmounts(t *testing.T) {
	for _, c := range []struct {
		bet    string
		words  string
		delta  logs.Cents
		expect string
	}{
		{"1,pleno,5,10.00,10.00,350.00,", "Losing bet paid", 36000, "returned €0.00, paid €0.00"},
		{"1,pleno,17,10.00,0.00,0.00,", "Winning bet collected unpaid", -36000, "returned €10.00, paid €350.00"},
		{"1,pleno,17,10.00,10.00,360.00,", "Overpaid", 1000, "returned €10.00, paid €350.00"},
		{"1,pleno,17,10.00,10.00,340.00,", "Underpaid", -1000, "returned €10.00, paid €350.00"},
		{"1,pleno,17,10.00,350.00,10.00,", "Right amount wrongly split between returned and paid", 0, "returned €10.00, paid €350.00"},
		{"1,dos-columnas,1-2,5.01,5.01,2.60,", "Overpaid", 10, "returned €5.01, paid €2.50 – €2.51"},
		{"1,dos-columnas,1-2,5.01,5.01,2.49,", "Underpaid", -1, "returned €5.01, paid €2.50 – €2.51"},
	} {
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 1, max: 30, crew: un, spins: []string{"17"}, bets: []string{c.bet}}
		var f *audit.Finding
		for _, x := range tb.findings(t) {
			if x.Rule == rr.Payout {
				f = &x
			}
		}
		if f == nil {
			t.Errorf("%s: no payout finding", c.bet)
			continue
		}
		if !strings.HasPrefix(f.Detail.EN, c.words) || f.Delta != c.delta || f.AtStake != abs(c.delta) || f.Expected.EN != c.expect {
			t.Errorf("%s:\n got  %q, delta %d, at stake %d, expected %q\n want %q, delta %d, expected %q", c.bet, f.Detail.EN, f.Delta, f.AtStake, f.Expected.EN, c.words, c.delta, c.expect)
		}
	}
}

func abs(c logs.Cents) logs.Cents {
	if c < 0 {
		return -c
	}
	return c
}

// Zero and prison findings carry the money wrongly handed back (Delta):
// what was returned and paid less the share due.
func TestZeroAndPrisonDeltas(t *testing.T) {
	fr := func(spins []string, bet string, assume ...string) table {
		return table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: spins, bets: []string{bet}, assume: assume}
	}
	am := table{era: eras[1], game: rr.American, min: 500, max: 10000, crew: []string{"jefe-mesa", "croupier"}, spins: []string{"0", "8"},
		bets: []string{"1,rojo,,10.00,10.00,0.00,"}}
	for _, c := range []struct {
		name  string
		tb    table
		rule  string
		delta logs.Cents
	}{
		{"American zero, whole stake returned", am, rr.ZeroSimple, 500},
		{"French zero, nothing returned", fr([]string{"17", "0", "8"}, "2,impar,,10.00,0.00,0.00,"), rr.ZeroSimple, -500},
		{"zero on the last spin, whole stake returned", fr([]string{"17", "0"}, "2,impar,,10.00,10.00,0.00,"), rr.LastSpin, 500},
		{"freed whole after two zeros, halved", fr([]string{"17", "0", "0", "11"}, "2,impar,,10.00,10.00,0.00,4", "prison-release=halved"), rr.Prison, 500},
		{"half returned on the second zero", fr([]string{"17", "0", "0", "8"}, "2,impar,,10.00,5.00,0.00,3"), rr.Prison, 250},
	} {
		f := only(t, c.tb.findings(t), c.rule)
		if f.Delta != c.delta || f.AtStake != 1000 {
			t.Errorf("%s: %s delta %d, at stake %d; want %d, 1000", c.name, c.rule, f.Delta, f.AtStake, c.delta)
		}
	}
}
