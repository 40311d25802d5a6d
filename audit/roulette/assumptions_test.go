package roulette_test

// A finding names the readings it rests on, and a note counts what it
// could not check (issue 23: mutants of these lived, as no test read them).

import (
	"fmt"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	rr "github.com/veedor/veedor/rules/roulette"
)

func only(t *testing.T, fs []audit.Finding, rule string) audit.Finding {
	t.Helper()
	var out []audit.Finding
	for _, f := range fs {
		if f.Rule == rule {
			out = append(out, f)
		}
	}
	if len(out) != 1 {
		t.Fatalf("%d findings of %s, want 1: %v", len(out), rule, out)
	}
	return out[0]
}

func TestFindingsNameTheirReadings(t *testing.T) {
	for _, c := range []struct {
		name   string
		tb     table
		rule   string
		assume string
	}{
		{"1977 dozen over its maximum", table{era: eras[0], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"0"},
			bets: []string{"1,docena,1,2500.01,0.00,0.00,"}}, rr.StakeMax, "[max-docena-1977=as-column limit-scope=per-bet]"},
		{"1977 column over its maximum", table{era: eras[0], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"0"},
			bets: []string{"1,columna,1,2500.01,0.00,0.00,"}}, rr.StakeMax, "[limit-scope=per-bet]"},
		{"1979 dozen over its maximum", table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"0"},
			bets: []string{"1,docena,1,1800.01,0.00,0.00,"}}, rr.StakeMax, "[limit-scope=per-bet]"},
		{"Castilla y León pleno over its tier", table{era: eras[2], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: []string{"jefe-mesa", "croupier", "croupier"}, spins: []string{"0"},
			bets: []string{"1,pleno,5,150.01,0.00,0.00,"}}, rr.StakeMax, "[cyl-tier=one-tier limit-scope=per-bet]"},
		{"an announced bet on an American table", table{era: eras[3], game: rr.American, min: 500, max: 10000, crew: []string{"jefe-mesa", "croupier"}, spins: []string{"17"},
			bets: []string{"1,vecinos-del-cero,,45.00,0.00,0.00,"}, assume: []string{"american-announced-bets=not-offered"}}, rr.BetType, "[american-announced-bets=not-offered]"},
		{"an announced bet outside Valencia, closed list", table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17"},
			bets: []string{"1,vecinos-del-cero,,45.00,0.00,0.00,"}, assume: []string{"announced-bets=closed-list"}}, rr.BetType, "[announced-bets=closed-list]"},
		{"an unknown bet type", table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17"},
			bets: []string{"1,trio,,5.00,0.00,0.00,"}}, rr.BetType, "[]"},
		{"a split that is not adjacent", table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17"},
			bets: []string{"1,caballo,17-19,5.00,0.00,0.00,"}}, rr.BetLayout, "[]"},
		{"a zero split, forbidden", table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17"},
			bets: []string{"1,caballo,0-1,5.00,0.00,0.00,"}, assume: []string{"zero-combinations=forbidden"}}, rr.BetLayout, "[zero-combinations=forbidden]"},
	} {
		f := only(t, c.tb.findings(t), c.rule)
		if got := fmt.Sprint(f.Assumptions); got != c.assume {
			t.Errorf("%s: %s rests on %s, want %s", c.name, c.rule, got, c.assume)
		}
	}
}

// Bets without placed_at are counted in one note (the late-bet rule is not
// checked on them); announced bets outside Valencia in one information
// finding with their number and total.
func TestNotesCountWhatTheyCover(t *testing.T) {
	tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17", "8"},
		bets: []string{"1,pleno,5,5.00,0.00,0.00,", "1,pleno,6,5.00,0.00,0.00,", "2,pleno,7,5.00,0.00,0.00,"}, noPlacedAt: true}
	f := only(t, tb.findings(t), audit.DQMissing)
	if f.Column != "placed_at" || f.Recorded.EN != "3 rows" {
		t.Errorf("missing placed_at: column %s, recorded %q, want 3 rows", f.Column, f.Recorded.EN)
	}
	tb = table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17", "8"},
		bets: []string{"1,vecinos-del-cero,,45.00,0.00,0.00,", "2,huerfanos,,25.00,0.00,0.00,", "2,pleno,7,5.00,0.00,0.00,"}}
	f = only(t, tb.findings(t), rr.BetAnnounced)
	if f.Recorded.EN != "2 announced bets" || f.AtStake != 7000 || f.Bet != "B1" {
		t.Errorf("announced bets: recorded %q, at stake %d, first %s; want 2, 70.00, B1", f.Recorded.EN, f.AtStake, f.Bet)
	}
}

// A payment by the jefe de mesa puts at stake what he handed over: the
// stake returned and the winnings.
func TestJefeChipsAtStake(t *testing.T) {
	tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un, spins: []string{"17"},
		bets: []string{"1,pleno,17,10.00,10.00,350.00,"}, paidBy: "E1"}
	f := only(t, tb.findings(t), rr.JefeChips)
	if f.AtStake != 36000 || f.Bet != "B1" || f.Recorded.EN != "E1 (jefe-mesa)" {
		t.Errorf("jefe's payment: at stake %d, bet %s, recorded %q; want 360.00, B1, E1 (jefe-mesa)", f.AtStake, f.Bet, f.Recorded.EN)
	}
}

// Displayed limits whose ratio the text does not allow: the finding gives
// the ratio it read and the ratios allowed.
func TestLimitsShownRatio(t *testing.T) {
	for _, c := range []struct {
		era                era
		max                int
		recorded, expected string
	}{
		{eras[1], 16000, "minimum €5.00, maximum €160.00 (32×)", "pleno maximum = 30× × minimum"},
		{eras[2], 12500, "minimum €5.00, maximum €125.00 (25×)", "pleno maximum = 10× | 20× | 30× × minimum"},
	} {
		tb := table{era: c.era, game: rr.French, variant: rr.UnPano, min: 500, max: logs.Cents(c.max), crew: []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"},
			spins: []string{"17"}, bets: []string{"1,pleno,5,5.00,0.00,0.00,"}}
		f := only(t, tb.findings(t), rr.LimitsShown)
		if f.Recorded.EN != c.recorded || f.Expected.EN != c.expected {
			t.Errorf("%s: recorded %q, expected %q; want %q, %q", c.era.instrument, f.Recorded.EN, f.Expected.EN, c.recorded, c.expected)
		}
	}
}
