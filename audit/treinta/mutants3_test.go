package treinta_test

// Tests written from the mutants that lived or were not covered (issue 23):
// each varies one line of a case log and checks the findings, their money
// (Delta: what was handed over minus what was due, worked by hand from the
// rows) and what they show, at a limit and one cent either side of it.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
)

// variant audits the case file with edit applied to its sections and the
// readings assume added.
func variant(t *testing.T, file string, edit func(s map[string]string), assume ...string) []audit.Finding {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+file+".txt")
	c.Assume = append(c.Assume, assume...)
	if edit != nil {
		edit(c.Sections)
	}
	return casetest.Audit(t, c).Findings
}

// only returns the one finding named key.
func only(t *testing.T, fs []audit.Finding, key string) audit.Finding {
	t.Helper()
	var got []audit.Finding
	for _, f := range fs {
		if casetest.Key(f) == key {
			got = append(got, f)
		}
	}
	if len(got) != 1 {
		t.Fatalf("%d findings %s in %s", len(got), key, casetest.Keys(fs))
	}
	return got[0]
}

// bet sets bet id of round (clean-es77's rows) to stake, returned, paid and
// settled round.
func bet(t *testing.T, s map[string]string, round, id, typ, stake, returned, paid, settled string) {
	t.Helper()
	casetest.SetRow(t, s, "bets.csv", "S1,"+round+","+id+",",
		"S1,"+round+","+id+",3,,"+typ+",,"+stake+","+returned+","+paid+","+settled+",1978-03-01T22:09:00+01:00")
}

func addEvents(s map[string]string, rows ...string) {
	for _, r := range rows {
		s["events.csv"] += r + "\n"
	}
}

func check(t *testing.T, what string, fs []audit.Finding, want string) {
	t.Helper()
	if got := casetest.Keys(fs); got != want {
		t.Errorf("%s: findings %q, want %q", what, got, want)
	}
}

// A limit change applies from its coup on, the first coup included; a
// minimum of zero is refused; a maximum equal to the minimum is a legal
// pair; two changes apply in coup order, and of two for the same coup the
// later line holds.
func TestLimitChanges(t *testing.T) {
	change := func(round, detail string) string {
		return "S1,1978-03-01T22:05:00+01:00," + round + ",limit-change,\"" + detail + "\",E0"
	}
	// From coup 1 a minimum of 20.00: B3 (coup 1), B7 (coup 2) and B13
	// (coup 4), 10.00 each, are below it.
	fs := variant(t, "clean-es77", func(s map[string]string) {
		addEvents(s, change("1", "min_bet=20.00 max_bet=20000.00"))
	})
	check(t, "a change at coup 1", fs, "TYC-STAKE-MIN@1/B3 TYC-STAKE-MIN@2/B7 TYC-STAKE-MIN@4/B13")

	fs = variant(t, "clean-es77", func(s map[string]string) {
		addEvents(s, change("2", "min_bet=0.00 max_bet=100.00"))
	})
	check(t, "a minimum of zero", fs, "DQ-EVENT@2")

	// min = max = 20.00 from coup 4: B13 (10.00) is below it, B14 (20.00,
	// coup 5) at it.
	fs = variant(t, "clean-es77", func(s map[string]string) {
		addEvents(s, change("4", "min_bet=20.00 max_bet=20.00"))
	})
	check(t, "a maximum equal to the minimum", fs, "TYC-STAKE-MIN@4/B13")

	// Two lines for coup 4: 20.00, then 10.00; the later holds, and B13's
	// 10.00 keeps it.
	fs = variant(t, "clean-es77", func(s map[string]string) {
		addEvents(s, change("4", "min_bet=20.00 max_bet=20000.00"), change("4", "min_bet=10.00 max_bet=10000.00"))
	})
	check(t, "two changes for one coup", fs, "")

	// Listed out of order: coup 5's 10.00 first, then coup 4's 20.00. In
	// coup order coup 5 ends at 10.00, where B14 (now 10.00) keeps it; B13
	// (10.00, coup 4) is below 20.00.
	fs = variant(t, "clean-es77", func(s map[string]string) {
		bet(t, s, "5", "B14", "negro", "10.00", "10.00", "0.00", "")
		addEvents(s, change("5", "min_bet=10.00 max_bet=10000.00"), change("4", "min_bet=20.00 max_bet=20000.00"))
	})
	check(t, "changes listed out of order", fs, "TYC-STAKE-MIN@4/B13")
}

// The posted maximum under tyc-max-posted=equal: a thousand times the
// minimum exactly passes, a cent either side does not; the finding shows
// the session's max_bet, or a limit change's own detail.
func TestPostedMaximumEqual(t *testing.T) {
	for max, want := range map[string]string{"10000.00": "", "9999.99": "TYC-MAX-POSTED@0", "10000.01": "TYC-MAX-POSTED@0"} {
		fs := variant(t, "clean-es77", func(s map[string]string) {
			casetest.SetRow(t, s, "sessions.csv", "S1,", "S1,CAS1,TQ1,treinta-y-cuarenta,,1978-03-01T22:00:00+01:00,1978-03-01T23:30:00+01:00,10.00,"+max+",10.00")
		}, "tyc-max-posted=equal")
		check(t, "max_bet "+max+" on 10.00", fs, want)
		if want != "" {
			if f := only(t, fs, want); !strings.HasPrefix(f.Recorded.EN, "max_bet=€") {
				t.Errorf("max_bet %s: recorded %q", max, f.Recorded.EN)
			}
		}
	}
	detail := "min_bet=20.00 max_bet=20000.01"
	fs := variant(t, "clean-es77", func(s map[string]string) {
		addEvents(s, "S1,1978-03-01T22:27:00+01:00,5,limit-change,\""+detail+"\",E0")
	}, "tyc-max-posted=equal")
	if f := only(t, fs, "TYC-MAX-POSTED@5"); f.Recorded.EN != detail {
		t.Errorf("limit change: recorded %q, want its detail", f.Recorded.EN)
	}
}

// A stake at a thousand times the minimum passes, a cent more does not;
// the larger of the table's and the authorised minimum sets the ceiling.
func TestStakeMaximumBoundary(t *testing.T) {
	for _, c := range []struct {
		auth, stake, want string
	}{
		{"10.00", "10000.00", ""},
		{"10.00", "10000.01", "TYC-STAKE-MAX@2/B5"},
		{"20.00", "20000.00", ""},
		{"20.00", "20000.01", "TYC-STAKE-MAX@2/B5"},
	} {
		fs := variant(t, "clean-es77", func(s map[string]string) {
			casetest.SetRow(t, s, "sessions.csv", "S1,", "S1,CAS1,TQ1,treinta-y-cuarenta,,1978-03-01T22:00:00+01:00,1978-03-01T23:30:00+01:00,10.00,10000.00,"+c.auth)
			bet(t, s, "2", "B5", "rojo", c.stake, c.stake, c.stake, "")
		})
		check(t, "stake "+c.stake+" authorised "+c.auth, fs, c.want)
	}
}

// Under tyc-insurance-threshold=eur-6.01 a stake of 6.01 may be insured, a
// cent less may not.
func TestInsuranceThresholdBoundary(t *testing.T) {
	for stake, want := range map[string]string{"6.01": "", "6.00": "TYC-INSURANCE@3/B11"} {
		fs := variant(t, "sw-insurance-threshold", func(s map[string]string) {
			bet(t, s, "3", "B11", "color", stake, stake, "0.00", "")
			casetest.SetRow(t, s, "events.csv", "S1,1978-03-01T22:15:30+01:00,3,seguro", "S1,1978-03-01T22:15:30+01:00,3,seguro,\"bet=B11 fee=0.06\",E2")
		})
		check(t, "insured stake "+stake, fs, want)
	}
}

// Insurance events that cannot apply are DQ-EVENT, each shown as recorded.
func TestUnusableInsurance(t *testing.T) {
	rows := []string{
		"S1,1978-03-01T22:15:31+01:00,3,seguro,\"fee=1.00\",E2",
		"S1,1978-03-01T22:15:32+01:00,3,seguro,\"bet=B12 fee=x\",E2",
		"S1,1978-03-01T22:15:33+01:00,3,seguro,\"bet=B11 fee=1.00\",E2",
		"S1,1978-03-01T22:15:34+01:00,3,seguro,\"bet=B99 fee=1.00\",E2",
	}
	fs := variant(t, "clean-es77", func(s map[string]string) { addEvents(s, rows...) })
	check(t, "four unusable insurances", fs, "DQ-EVENT@3 DQ-EVENT@3 DQ-EVENT@3 DQ-EVENT@3")
	want := map[string]bool{"seguro fee=1.00": true, "seguro bet=B12 fee=x": true, "seguro bet=B11 fee=1.00": true, "seguro bet=B99 fee=1.00": true}
	for _, f := range fs {
		if !want[f.Recorded.EN] {
			t.Errorf("DQ-EVENT recorded %q", f.Recorded.EN)
		}
		delete(want, f.Recorded.EN)
	}
}

// Without new-shoe events or staff the checks that need them are named
// once, with how many coups they miss.
func TestMissingShoeAndStaff(t *testing.T) {
	fs := variant(t, "clean-es77", func(s map[string]string) {
		s["events.csv"] = "session_id,at,round_no,kind,detail,employee_id\n"
		s["staff.csv"] = "session_id,employee_id,role,on_at,off_at\n"
	})
	got := map[string]string{}
	for _, f := range fs {
		if f.Rule == audit.DQMissing {
			got[f.Column] = f.Recorded.EN
		}
	}
	// Five coups played without a shoe; the staff is missing once.
	if got["events new-shoe"] != "5 rows" || got["staff"] != "1 rows" {
		t.Errorf("DQ-MISSING: %v, want events new-shoe 5 rows, staff 1 rows", got)
	}
}

// A stake that loses is collected, not paid: the dealer may collect it.
func TestDealerCollectsALosingStake(t *testing.T) {
	fs := variant(t, "paid-by-dealer-es77", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B1,", "S1,1,B1,3,,rojo,,20.00,0.00,0.00,,1978-03-01T22:09:00+01:00,E1")
	})
	check(t, "B1 lost, collected by the dealer", fs, "TYC-CREW@2/B5")
}

// The money of each wrong settlement, worked from the rows of clean-es77:
// coup 1 black 34 against red 39 (negro wins, the black row's first card
// is red: inverso wins); coup 3 the refait at 31; coup 5 a void tie at 35.
func TestSettlementDeltas(t *testing.T) {
	for _, c := range []struct {
		name        string
		edit        func(s map[string]string)
		assume      []string
		key         string
		delta       int64
		assumptions string
	}{
		// A void tie paid as a win: 20 + 20 − 20 handed over too much.
		{"void tie paid", func(s map[string]string) { bet(t, s, "5", "B14", "negro", "20.00", "20.00", "20.00", "") }, nil, "TYC-SETTLE@5/B14", 2000, ""},
		// A winning negro paid 10 of 20: 20 + 10 − 40.
		{"winner underpaid", func(s map[string]string) { bet(t, s, "1", "B2", "negro", "20.00", "20.00", "10.00", "") }, nil, "TYC-SETTLE@1/B2", -1000, ""},
		// Rojo at the refait: half (10) due, 10 returned and 5 paid.
		{"refait paid", func(s map[string]string) { bet(t, s, "3", "B8", "rojo", "20.00", "10.00", "5.00", "") }, nil, "TYC-REFAIT@3/B8", 500, ""},
		// Inverso at the refait under red-black: voided, 20 due back; 10
		// returned and 5 paid.
		{"inverso not voided", func(s map[string]string) { bet(t, s, "3", "B12", "inverso", "20.00", "10.00", "5.00", "") },
			[]string{"tyc-refait-chances=red-black"}, "TYC-REFAIT@3/B12", -500, "tyc-refait-chances=red-black"},
		// The insured color returned whole (100) by default: 50 returned
		// and 10 paid.
		{"insured halved and paid", func(s map[string]string) { bet(t, s, "3", "B11", "color", "100.00", "50.00", "10.00", "") }, nil, "TYC-INSURANCE@3/B11", -4000, "tyc-insured-refait=whole"},
	} {
		fs := variant(t, "clean-es77", c.edit, c.assume...)
		check(t, c.name, fs, c.key)
		if len(fs) != 1 {
			continue
		}
		if int64(fs[0].Delta) != c.delta {
			t.Errorf("%s: delta %d, want %d", c.name, fs[0].Delta, c.delta)
		}
		if got := strings.Join(fs[0].Assumptions, " "); got != c.assumptions {
			t.Errorf("%s: assumptions %q, want %q", c.name, got, c.assumptions)
		}
	}
}

// Half an odd stake at the refait may be rounded either way: 10.00 or
// 10.01 of 20.01, not a cent beyond.
func TestRefaitHalfOfAnOddStake(t *testing.T) {
	for returned, want := range map[string]string{"10.00": "", "10.01": "", "9.99": "TYC-REFAIT@3/B8", "10.02": "TYC-REFAIT@3/B8"} {
		fs := variant(t, "clean-es77", func(s map[string]string) { bet(t, s, "3", "B8", "rojo", "20.01", returned, "0.00", "") })
		check(t, "20.01 returned "+returned, fs, want)
	}
}

// At a second refait the prisoner (30.00) takes back between a quarter
// (7.50) and half (15.00) of its stake.
func TestPrisonerAtSecondRefait(t *testing.T) {
	for returned, want := range map[string]string{"7.50": "", "15.00": "", "7.49": "TYC-REFAIT@4/B10", "15.01": "TYC-REFAIT@4/B10"} {
		fs := variant(t, "prison-second-refait-half-es77", func(s map[string]string) {
			bet(t, s, "3", "B10", "rojo", "30.00", returned, "0.00", "4")
		})
		check(t, "prisoner returned "+returned, fs, want)
	}
}

// A prisoner given as settled on a coup whose outcome is unreadable is
// not judged: that coup's DQ-OUTCOME says why (and DQ-ROUND-BETS that its
// own stakes were rejected with it).
func TestPrisonerSettledOnARejectedCoup(t *testing.T) {
	fs := variant(t, "clean-es77", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,4,", "S1,4,1978-03-01T22:25:00+01:00,E1,\"N=5S,TS,TC,TH\",played,,,")
	})
	check(t, "coup 4 unreadable", fs, "DQ-OUTCOME@4 DQ-ROUND-BETS@4")
}

// The prisoner taken back at the second refait with 10.00 returned and
// 5.00 paid: a quarter (7.50) is the least due, 15.00 handed over.
func TestPrisonerAtSecondRefaitPaid(t *testing.T) {
	fs := variant(t, "prison-second-refait-half-es77", func(s map[string]string) {
		bet(t, s, "3", "B10", "rojo", "30.00", "10.00", "5.00", "4")
	})
	check(t, "prisoner paid at the second refait", fs, "TYC-REFAIT@4/B10")
	if len(fs) == 1 && fs[0].Delta != 750 {
		t.Errorf("delta %d, want 750", fs[0].Delta)
	}
}

// After two refaits the prisoner freed on coup 5 gets back between half
// its stake (halved once: 15.00) and all of it (30.00).
func TestPrisonerFreedAfterTwoRefaits(t *testing.T) {
	for returned, want := range map[string]string{"15.00": "", "30.00": "", "14.99": "TYC-REFAIT@5/B10", "30.01": "TYC-REFAIT@5/B10"} {
		fs := variant(t, "prison-two-refaits-es77", func(s map[string]string) {
			bet(t, s, "3", "B10", "rojo", "30.00", returned, "0.00", "5")
		})
		check(t, "freed after two refaits, returned "+returned, fs, want)
		if want != "" && len(fs) == 1 && !strings.HasPrefix(fs[0].Expected.EN, "returned between") {
			t.Errorf("returned %s: expected %q, want a range", returned, fs[0].Expected.EN)
		}
	}
}

// After one refait the prisoner freed is due its whole stake, shown as one
// settlement, not a range.
func TestPrisonerFreedAfterOneRefait(t *testing.T) {
	fs := variant(t, "clean-es77", func(s map[string]string) { bet(t, s, "3", "B10", "rojo", "30.00", "20.00", "5.00", "4") })
	check(t, "freed, returned 20.00 and paid 5.00 of 30.00", fs, "TYC-REFAIT@4/B10")
	if want := audit.Settlement(3000, 0).EN; len(fs) == 1 && fs[0].Expected.EN != want {
		t.Errorf("expected %q, want %q", fs[0].Expected.EN, want)
	}
	if len(fs) == 1 && fs[0].Delta != -500 {
		t.Errorf("delta %d, want -500", fs[0].Delta)
	}
}

// A prisoner that loses and is still handed 10.00 and paid 5.00: 15.00
// too much.
func TestPrisonerLostButPaid(t *testing.T) {
	fs := variant(t, "clean-es77", func(s map[string]string) { bet(t, s, "3", "B9", "negro", "40.00", "10.00", "5.00", "4") })
	check(t, "prisoner lost, paid", fs, "TYC-REFAIT@4/B9")
	if len(fs) == 1 && fs[0].Delta != 1500 {
		t.Errorf("delta %d, want 1500", fs[0].Delta)
	}
}

// A prisoner given as settled on a coup dealt against the rule is not
// judged: that coup's TYC-DEAL says why.
func TestPrisonerSettledOnAWronglyDealtCoup(t *testing.T) {
	fs := variant(t, "clean-es77", func(s map[string]string) {
		// The black row goes on after 35.
		casetest.SetRow(t, s, "rounds.csv", "S1,4,", "S1,4,1978-03-01T22:25:00+01:00,E1,\"N=5S,TS,TC,TH,2C;R=2D,TD,KD,QD\",played,,,")
	})
	check(t, "coup 4 dealt wrongly", fs, "TYC-DEAL@4")
}

// The red card came out in coup 3 and a new shoe began at coup 4: coups 4
// and 5 come from the new shoe, not after the red card of the old one.
func TestNewShoeAfterTheRedCard(t *testing.T) {
	fs := variant(t, "red-card-after-es77", func(s map[string]string) {
		addEvents(s,
			"S1,1978-03-01T22:21:00+01:00,4,new-shoe,\"decks=6 shoe=2\",E1",
			"S1,1978-03-01T22:22:00+01:00,4,shuffle,\"\",E1",
			"S1,1978-03-01T22:23:00+01:00,4,cut,\"by=player seat=3\",E1",
			"S1,1978-03-01T22:24:00+01:00,4,cut-card,\"reserve=5\",E1")
	})
	check(t, "a new shoe at coup 4", fs, "")
}

// The refait finding on a simple chance names the half due.
func TestRefaitExpectsHalf(t *testing.T) {
	fs := variant(t, "clean-es77", func(s map[string]string) { bet(t, s, "3", "B8", "rojo", "20.00", "15.00", "0.00", "") })
	if f := only(t, fs, "TYC-REFAIT@3/B8"); f.Expected.EN != "half (€10.00) or prison" {
		t.Errorf("expected %q, want half (€10.00) or prison", f.Expected.EN)
	}
}

// The red card out in the shoe's first coup (round 1), under the reading
// that it annuls the coup in progress: coup 1 was played, so it had to be
// void (TYC-RED-CARD@1), and coup 2 is the first played after it
// (TYC-RED-CARD@2). The shoe's first coup is judged like any other.
func TestRedCardInShoesFirstCoup(t *testing.T) {
	fs := variant(t, "sw-red-card-coup", func(s map[string]string) {
		casetest.SetRow(t, s, "events.csv", "S1,1978-03-01T22:31:00+01:00,5,cut-card-out", "S1,1978-03-01T22:11:00+01:00,1,cut-card-out,\"\",E1")
	})
	check(t, "red card out in coup 1", fs, "TYC-RED-CARD@1 TYC-RED-CARD@2")
}
