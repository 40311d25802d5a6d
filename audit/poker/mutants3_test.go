package poker_test

// Tests written from the mutants that lived or were not covered (issue 23):
// each varies a line or two of a case log and checks the findings, their
// money (Delta: what was handed over minus what was due, worked by hand from
// the pay tables' «N veces»), their texts and the readings of the switches
// on either side of a limit.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	pk "github.com/veedor/veedor/rules/poker"
)

// audited audits the case file with edit applied to its sections and the
// readings assume added.
func audited(t *testing.T, file string, edit func(s map[string]string), assume ...string) *audit.Result {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+file+".txt")
	c.Assume = append(c.Assume, assume...)
	if edit != nil {
		edit(c.Sections)
	}
	return casetest.Audit(t, c)
}

func findings(t *testing.T, file string, edit func(s map[string]string), assume ...string) []audit.Finding {
	t.Helper()
	return audited(t, file, edit, assume...).Findings
}

// one returns the one finding named key.
func one(t *testing.T, fs []audit.Finding, key string) audit.Finding {
	t.Helper()
	var got []audit.Finding
	for _, f := range fs {
		if casetest.Key(f) == key {
			got = append(got, f)
		}
	}
	if len(got) != 1 {
		t.Fatalf("%d findings %s in %q", len(got), key, casetest.Keys(fs))
	}
	return got[0]
}

func add(s map[string]string, table string, rows ...string) {
	for _, r := range rows {
		s[table] += r + "\n"
	}
}

func want(t *testing.T, what string, fs []audit.Finding, keys string) {
	t.Helper()
	if got := casetest.Keys(fs); got != keys {
		t.Errorf("%s: findings %q, want %q", what, got, keys)
	}
}

func delta(t *testing.T, what string, f audit.Finding, cents int64) {
	t.Helper()
	if int64(f.Delta) != cents {
		t.Errorf("%s: delta %d, want %d", what, f.Delta, cents)
	}
}

// The money of each wrong settlement.
func TestPokerSettlementDeltas(t *testing.T) {
	// A void round's ante of 10 returned and paid 10: 10 too much.
	delta(t, "void ante paid", one(t, findings(t, "void", nil), "PSD-VOID@3/B5"), 1000)

	// clean-cyl round 1: box 1's pair of queens beats the bank's ace-king
	// (the bank plays): the second bet of 20 is paid once (CyL L307), 20
	// back and 20 won; 20 back and 10 paid is 10 short. Box 2 folded: its
	// ante is lost, and 5 back and 3 paid is 8 too much.
	fs := findings(t, "clean-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,apuesta,,20.00,20.00,10.00,2012-03-02T22:03:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,2,P2,ante,,10.00,5.00,3.00,2012-03-02T22:01:00+01:00,2")
	})
	want(t, "second bet short, fold paid", fs, "PSD-FOLD@1/B3 PSD-PAYOUT@1/B2")
	delta(t, "second bet short", one(t, fs, "PSD-PAYOUT@1/B2"), -1000)
	delta(t, "fold paid", one(t, fs, "PSD-FOLD@1/B3"), 800)

	// A bought card's price (10) handed back 10 and paid 5 on a hand that
	// lost: 15 too much.
	fs = findings(t, "buy-lost-returned", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,compra,QC,10.00,10.00,5.00,2012-03-02T22:03:30+01:00,1")
	})
	delta(t, "bought card's price handed back and paid", one(t, fs, "PSD-BUY@1/B2"), 1500)

	// Insurance of 5 on a full house that beat a bank that plays: 100
	// times (L361), 500.00, unpaid.
	fs = findings(t, "insurance", nil)
	delta(t, "insurance unpaid", one(t, fs, "PSD-INSURANCE@1/B4"), -50000)
	// Insurance of 6 above half the minimum of 10 (5.00).
	if e := one(t, fs, "PSD-INSURANCE@1/B3").Expected.EN; !strings.HasPrefix(e, "≤ €5.00") {
		t.Errorf("insurance above half the minimum: expected %q", e)
	}

	// Valencia: a carrusel of four of a kind on a 1.00 stake is at least 400
	// times (400.00); 50.00 paid is 350.00 short.
	f := one(t, findings(t, "progressive-cv", nil), "PSD-PROGRESSIVE@1/B3")
	delta(t, "carrusel short", f, -35000)
	if f.Expected.EN != "≥ €400.00" {
		t.Errorf("carrusel: expected %q, want ≥ €400.00", f.Expected.EN)
	}

	// CyL progressive: a full house on a 1.00 coin is 120 times (L387);
	// 100.00 paid is 20.00 short.
	delta(t, "progressive short", one(t, findings(t, "progressive-cyl", nil), "PSD-PROGRESSIVE@1/B3"), -2000)

	// Trijoker: three jacks pay 3 times (10 back, 30 won); 10 back and 20
	// won is 10 short.
	delta(t, "trijoker short", one(t, findings(t, "tj-payout", nil), "TJ-PAYOUT@1/B4"), -1000)

	// A withdrawn trijoker bet of 10 is handed back whole: 0 back and 5
	// paid is 5 short.
	fs = findings(t, "tj-withdraw", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B5,", "S1,1,B5,2,P2,apuesta-2,,10.00,0.00,5.00,2012-03-02T22:02:00+01:00,2")
	})
	delta(t, "withdrawn bet", one(t, fs, "TJ-WITHDRAW@1/B5"), -500)
}

// Insurance of a full house may be paid with its stake handed back too.
func TestInsuranceWithItsStakeBack(t *testing.T) {
	fs := findings(t, "insurance", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B4,", "S1,1,B4,2,P2,seguro,,5.00,5.00,500.00,2012-03-02T22:02:00+01:00,1")
	})
	want(t, "insurance paid 100 times, stake back", fs, "PSD-INSURANCE@1/B3")
}

// The carrusel's minimum table: 400.00 exactly is not below it.
func TestCarruselAtItsMinimum(t *testing.T) {
	fs := findings(t, "progressive-cv", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,400.00,2015-10-02T22:02:00+01:00,1")
	})
	want(t, "carrusel paid 400.00", fs, "")
	// Nothing paid in money: the prize may be in kind (CV L2633 «o en
	// especie»), not judged.
	fs = findings(t, "progressive-cv", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,0.00,2015-10-02T22:02:00+01:00,1")
	})
	want(t, "carrusel paid nothing in money", fs, "")
}

// A share of the pot is accepted within a cent (four sixes: 5% of
// 5,000.00 is 250.00), not two.
func TestPotShareWithinACent(t *testing.T) {
	for paid, keys := range map[string]string{"249.99": "", "250.01": "", "249.98": "PSD-PROGRESSIVE@1/B6", "250.02": "PSD-PROGRESSIVE@1/B6", "200.00": "PSD-PROGRESSIVE@1/B6"} {
		fs := findings(t, "progressive-cyl", func(s map[string]string) {
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,120.00,2012-03-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B6,", "S1,1,B6,2,P2,progresivo,,1.00,0.00,"+paid+",2012-03-02T22:02:00+01:00,2")
		})
		want(t, "four sixes paid "+paid, fs, keys)
	}
}

// Trijoker: a bet missing from a box is named by its number.
func TestTrijokerMissingBetNamed(t *testing.T) {
	fs := findings(t, "clean-tj", func(s map[string]string) { casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "") })
	if r := one(t, fs, "TJ-EQUAL@1/B1").Recorded.EN; r != "bet 2 missing" {
		t.Errorf("recorded %q, want bet 2 missing", r)
	}
}

// Trijoker's table maximum: 30 times the minimum of 10.00 is 300.00.
func TestTrijokerTableMaxExpected(t *testing.T) {
	if e := one(t, findings(t, "tj-bets", nil), "TJ-TABLE-MAX@0").Expected.EN; !strings.HasPrefix(e, "≤ €300.00") {
		t.Errorf("expected %q, want ≤ €300.00 …", e)
	}
}

// A limit change applies from its round on, the first included; a minimum
// of zero is refused; changes apply in round order, and of two for one
// round the later line holds.
func TestPokerLimitChanges(t *testing.T) {
	change := func(round, detail string) string {
		return "S1,2012-03-02T22:00:30+01:00," + round + ",limit-change,\"" + detail + "\",J1"
	}
	// From round 1 a minimum of 20.00: every ante of 10.00 is below it.
	fs := findings(t, "clean-cyl", func(s map[string]string) { add(s, "events.csv", change("1", "min_bet=20.00 max_bet=500.00")) })
	want(t, "20.00 from round 1", fs, "PSD-STAKE@1/B1 PSD-STAKE@1/B3 PSD-STAKE@2/B5 PSD-STAKE@2/B9 PSD-STAKE@3/B11 PSD-STAKE@3/B13")

	fs = findings(t, "clean-cyl", func(s map[string]string) { add(s, "events.csv", change("2", "min_bet=0.00 max_bet=250.00")) })
	want(t, "a minimum of zero", fs, "DQ-EVENT@2")

	// Listed out of order: round 3's 20.00 first, then round 2's 10.00. In
	// round order round 3 ends at 20.00: its antes of 10.00 are below.
	fs = findings(t, "clean-cyl", func(s map[string]string) {
		add(s, "events.csv", change("3", "min_bet=20.00 max_bet=500.00"), change("2", "min_bet=10.00 max_bet=250.00"))
	})
	want(t, "changes out of order", fs, "PSD-STAKE@3/B11 PSD-STAKE@3/B13")

	// A maximum equal to the minimum is a pair of limits: from round 3
	// 20.00 both, and its antes of 10.00 are below.
	fs = findings(t, "clean-cyl", func(s map[string]string) { add(s, "events.csv", change("3", "min_bet=20.00 max_bet=20.00")) })
	want(t, "min = max", fs, "PSD-STAKE@3/B11 PSD-STAKE@3/B13")

	// Two lines for round 3: 20.00, then 10.00; the later holds.
	fs = findings(t, "clean-cyl", func(s map[string]string) {
		add(s, "events.csv", change("3", "min_bet=20.00 max_bet=500.00"), change("3", "min_bet=10.00 max_bet=250.00"))
	})
	want(t, "two changes for one round", fs, "")
}

// psd-max-multiple=exact: 250.00 on a minimum of 10.00 is 25 times, one of
// Castilla y León's multiples (L269 «10, 20 ó 25 veces»).
func TestExactMultipleAccepted(t *testing.T) {
	want(t, "25 times under exact", findings(t, "clean-cyl", nil, pk.SwMaxMultiple+"=exact"), "")
}

// A stake at the table maximum passes.
func TestStakeAtTheMaximum(t *testing.T) {
	fs := findings(t, "clean-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B1,", "S1,1,B1,1,P1,ante,,250.00,250.00,250.00,2012-03-02T22:01:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,apuesta,,500.00,500.00,500.00,2012-03-02T22:03:00+01:00,1")
	})
	want(t, "an ante of 250.00 on a 250.00 table", fs, "")

	fs = findings(t, "clean-tj", func(s map[string]string) {
		for _, id := range []string{"1", "2", "3"} {
			casetest.SetRow(t, s, "bets.csv", "S1,1,B"+id+",", "S1,1,B"+id+",1,P1,apuesta-"+id+",,300.00,300.00,900.00,2012-03-02T22:02:00+01:00,1")
		}
	})
	want(t, "trijoker bets of 300.00 on a 300.00 table", fs, "")
}

// cv-psd-box-max=per-box: antes adding up to the maximum (300.00) pass;
// a second ante at the maximum itself over 10.00 already there does not.
func TestBoxTotalAtTheMaximum(t *testing.T) {
	set := func(a, b string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "bets.csv", "S1,1,B1,", "S1,1,B1,1,P1,ante,,"+a+",0.00,0.00,2015-10-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,paso,,"+a+",0.00,0.00,2015-10-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,,,ante,,"+b+",0.00,0.00,2015-10-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B4,", "S1,1,B4,,,paso,,"+b+",0.00,0.00,2015-10-02T22:02:00+01:00,1")
		}
	}
	want(t, "200 + 100", findings(t, "box-max-cv", set("200.00", "100.00")), "")
	want(t, "10 + 300", findings(t, "box-max-cv", set("10.00", "300.00")), "PSD-STAKE@1/B3")
}

// Box 7 exists under Castilla y León (seven boxes, L277), whatever the
// Valencian reading cv-psd-boxes says; box 99 is a box number (too high
// for the table), 100 is not.
func TestBoxNumbers(t *testing.T) {
	rename := func(box string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"D=AS,KD,7C,4H,2S;1=QH,QC,9D,5S,3C;"+box+"=8S,6D,4C,3H,2D\",,\"QH,8S,AS,QC,6D,KD,9D,4C,7C,5S,3H,4H,3C,2D,2S\",2012-03-02T22:02:00+01:00")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,2,P2,ante,,10.00,0.00,0.00,2012-03-02T22:01:00+01:00,"+box)
			casetest.SetRow(t, s, "bets.csv", "S1,1,B4,", "S1,1,B4,2,P2,paso,,10.00,0.00,0.00,2012-03-02T22:03:00+01:00,"+box)
		}
	}
	want(t, "box 7, cv-psd-boxes=six", findings(t, "clean-cyl", rename("7"), pk.SwCVBoxes+"=six"), "")
	want(t, "box 99", findings(t, "clean-cyl", rename("99")), "PSD-BOXES@1/B3")
	if got := casetest.Keys(findings(t, "clean-cyl", rename("100"))); !strings.Contains(got, "DQ-OUTCOME@1") {
		t.Errorf("box 100: findings %q, want DQ-OUTCOME@1", got)
	}
	// Trijoker: seven seats (L417), box 7 is one.
	fs := findings(t, "clean-tj", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"C=4D,9C;1=JH,JS,JD;7=TH,TS,2C\",,\"JH,TH,4D,JS,TS,9C,JD,2C\",2012-03-02T22:03:00+01:00")
		for _, id := range []string{"4", "5", "6", "7"} {
			l := strings.Split(s["bets.csv"], "S1,1,B"+id+",")[1]
			l = l[:strings.Index(l, "\n")]
			casetest.SetRow(t, s, "bets.csv", "S1,1,B"+id+",", "S1,1,B"+id+","+l[:len(l)-1]+"7")
		}
	})
	want(t, "trijoker box 7", fs, "")
}

// Trijoker boxes listed out of order in the outcome are dealt in box order.
func TestTrijokerBoxesListedOutOfOrder(t *testing.T) {
	fs := findings(t, "clean-tj", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"C=4D,9C;2=TH,TS,2C;1=JH,JS,JD\",,\"JH,TH,4D,JS,TS,9C,JD,2C\",2012-03-02T22:03:00+01:00")
	})
	want(t, "boxes 2 then 1", fs, "")
}

// A standing trijoker player is cited to the seats line, not the boxes.
func TestTrijokerStandingCite(t *testing.T) {
	f := one(t, findings(t, "tj-bets", nil), "TJ-SEATS@1/B4")
	if f.Cite.Line != pk.TJStanding.Line || f.Cite.Quote != pk.TJStanding.Quote {
		t.Errorf("standing player cites L%d «%s», want L%d", f.Cite.Line, f.Cite.Quote, pk.TJStanding.Line)
	}
}

// Texts of the data-quality findings name what each game expects.
func TestPokerDQTexts(t *testing.T) {
	fs := findings(t, "clean-tj", func(s map[string]string) {
		casetest.SetRow(t, s, "sessions.csv", "S1,", "S1,CAS1,PK1,poquer-trijoker,manual,2012-03-02T22:00:00+01:00,2012-03-02T23:30:00+01:00,10.00,300.00,10.00")
	})
	if e := one(t, fs, "DQ-SESSION@0").Expected.EN; e != "(vacío)" {
		t.Errorf("trijoker variant: expected %q", e)
	}
	if e := one(t, findings(t, "dq-variant", nil), "DQ-SESSION@0").Expected.EN; e != "(vacío) | manual | automatico" {
		t.Errorf("sin descarte variant: expected %q", e)
	}
	fs = findings(t, "clean-tj", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"1=JH,JS,JD;2=TH,TS,2C\",,\"JH,TH,4D,JS,TS,9C,JD,2C\",2012-03-02T22:03:00+01:00")
	})
	if e := one(t, fs, "DQ-OUTCOME@1").Expected.EN; e != "C=c1,c2;1=c1,c2,c3;…" {
		t.Errorf("trijoker outcome: expected %q", e)
	}
	fs = findings(t, "clean-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"1=QH,QC,9D,5S,3C;2=8S,6D,4C,3H,2D\",,\"QH,8S,AS,QC,6D,KD,9D,4C,7C,5S,3H,4H,3C,2D,2S\",2012-03-02T22:02:00+01:00")
	})
	if e := one(t, fs, "DQ-OUTCOME@1").Expected.EN; e != "D=c1,…,c5;1=c1,…,c5;…" {
		t.Errorf("sin descarte outcome: expected %q", e)
	}
	// The void case's one missing rounds.dealt.
	if r := one(t, findings(t, "void", nil), "DQ-MISSING@0").Recorded.EN; r != "1 rows" {
		t.Errorf("DQ-MISSING recorded %q, want 1 rows", r)
	}
}

// The summary counts the rounds played and the bets of a void round
// (handed back: every one but a fold).
func TestPokerSummaryCounts(t *testing.T) {
	if n := audited(t, "clean-cyl", nil).Sessions[0].Rounds; n != 3 {
		t.Errorf("clean-cyl: %d rounds audited, want 3", n)
	}
	base := audited(t, "void", nil).Sessions[0]
	more := audited(t, "void", func(s map[string]string) {
		add(s, "bets.csv",
			"S1,3,B6,1,P2,paso,,10.00,0.00,0.00,2012-03-02T22:12:00+01:00,1",
			"S1,3,B7,1,P1,apuesta,,20.00,20.00,0.00,2012-03-02T22:12:00+01:00,1")
	}).Sessions[0]
	if more.Bets-base.Bets != 1 || more.Handle-base.Handle != 2000 {
		t.Errorf("a paso and an apuesta of 20.00 in a void round: %d bets and %d cents more, want 1 and 2000", more.Bets-base.Bets, more.Handle-base.Handle)
	}
	voidRound := func(s map[string]string) {
		add(s, "rounds.csv", "S1,2,2012-03-02T22:10:00+01:00,C1,,void,,2012-03-02T22:08:00+01:00")
		add(s, "bets.csv", "S1,2,B10,1,P1,apuesta-1,,10.00,10.00,0.00,2012-03-02T22:07:00+01:00,1")
	}
	tjBase := audited(t, "clean-tj", voidRound).Sessions[0]
	tjMore := audited(t, "clean-tj", func(s map[string]string) {
		voidRound(s)
		add(s, "bets.csv", "S1,2,B11,1,P1,retirada,1,10.00,0.00,0.00,2012-03-02T22:07:30+01:00,1")
	}).Sessions[0]
	if tjMore.Bets-tjBase.Bets != 1 {
		t.Errorf("a withdrawal in a void trijoker round: %d bets more, want 1", tjMore.Bets-tjBase.Bets)
	}
}

// Exposed cards: the bank's fifth is dealt face up and may be exposed;
// any other exposed card voids the round, round 1 included.
func TestExposedCards(t *testing.T) {
	ev := func(card string) func(s map[string]string) {
		return func(s map[string]string) {
			add(s, "events.csv", "S1,2012-03-02T22:04:00+01:00,1,carta-expuesta,card="+card+",C1")
		}
	}
	want(t, "the bank's fifth card", findings(t, "clean-cyl", ev("2S")), "")
	want(t, "a player's card", findings(t, "clean-cyl", ev("QH")), "PSD-VOID@1")
}

// A hand short of a card with a card bought names the count it wanted
// (five and the bought one).
func TestWrongCountWithABuy(t *testing.T) {
	fs := findings(t, "clean-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,3,", "S1,3,2012-03-02T22:15:00+01:00,C1,\"D=7S,7D,AC,3D,9C;1=2H,5H,8H,JH,KH;2=TS,TD,4S,8D,QC\",,\"2H,TS,7S,5H,TD,7D,8H,4S,AC,JH,8D,3D,KH,QC,9C\",2012-03-02T22:12:00+01:00")
	})
	if d := one(t, fs, "PSD-VOID@3").Detail.EN; !strings.Contains(d, "2: 5/6") {
		t.Errorf("detail %q, want box 2 with 5 of 6 cards", d)
	}
}

// The discarded card must be one of the five dealt, not the one bought;
// a second purchase is named by its number.
func TestBuys(t *testing.T) {
	fs := findings(t, "clean-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,3,B14,", "S1,3,B14,2,P2,compra,9S,10.00,0.00,0.00,2012-03-02T22:12:30+01:00,2")
	})
	if !strings.Contains(casetest.Keys(fs), "PSD-BUY@3/B14") {
		t.Errorf("the bought card given as the discard: findings %q", casetest.Keys(fs))
	}
	fs = findings(t, "clean-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,3,", "S1,3,2012-03-02T22:15:00+01:00,C1,\"D=7S,7D,AC,3D,9C;1=2H,5H,8H,JH,KH;2=TS,TD,4S,8D,QC,9S,2C\",,\"2H,TS,7S,5H,TD,7D,8H,4S,AC,JH,8D,3D,KH,QC,9C,9S,2C\",2012-03-02T22:12:00+01:00")
		add(s, "bets.csv", "S1,3,B16,2,P2,compra,TS,10.00,0.00,0.00,2012-03-02T22:12:40+01:00,2")
	})
	if d := one(t, fs, "PSD-BUY@3/B16").Detail.EN; !strings.Contains(d, "Purchase number 2") {
		t.Errorf("second purchase: detail %q", d)
	}
	// Under fee the price is neither handed back nor paid: clean-cyl's
	// price kept whole passes.
	want(t, "fee, price kept", findings(t, "clean-cyl", nil, pk.SwBuyPayment+"=fee"), "")
}

// Under wager a bought card's price handed back is a breach only when the
// hand lost to a bank that plays with the price equal to the ante.
func TestBuyLostUnderWager(t *testing.T) {
	want(t, "wager, lost, price returned", findings(t, "buy-lost-returned", nil, pk.SwBuyPayment+"=wager"), "PSD-BUY@1/B2")
	price := func(returned, paid string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,compra,QC,10.00,"+returned+","+paid+",2012-03-02T22:03:30+01:00,1")
		}
	}
	want(t, "wager, lost, price paid", findings(t, "buy-lost-returned", price("0.00", "5.00"), pk.SwBuyPayment+"=wager"), "PSD-BUY@1/B2")
	want(t, "wager, lost, price kept", findings(t, "buy-lost-returned", price("0.00", "0.00"), pk.SwBuyPayment+"=wager"), "")
}

// A second bet that is neither once nor twice the ante names twice the
// ante as expected: 20.00 on an ante of 10.00.
func TestRaiseExpected(t *testing.T) {
	if e := one(t, findings(t, "raise", nil), "PSD-RAISE@1/B2").Expected.EN; e != "€20.00 (2 × €10.00)" {
		t.Errorf("expected %q, want €20.00 (2 × €10.00)", e)
	}
}

// psd-paytable-base: the ante of a winning flush (second bet paid 5 times)
// is paid once under second-bet, 5 times under total.
func TestPayBase(t *testing.T) {
	anteFive := func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,3,B11,", "S1,3,B11,1,P1,ante,,10.00,10.00,50.00,2012-03-02T22:11:00+01:00,1")
	}
	want(t, "total, ante paid once", findings(t, "clean-cyl", nil, pk.SwPayBase+"=total"), "PSD-PAYOUT@3/B11")
	want(t, "total, ante paid 5 times", findings(t, "clean-cyl", anteFive, pk.SwPayBase+"=total"), "")
	want(t, "second-bet, ante paid 5 times", findings(t, "clean-cyl", anteFive, pk.SwPayBase+"=second-bet"), "PSD-PAYOUT@3/B11")
	want(t, "either, ante paid 5 times", findings(t, "clean-cyl", anteFive), "")
}

// Insurance under cyl-psd-insurance-unit=fixed-unit: every insurance of
// the session is the first one's amount.
func TestInsuranceFixedUnit(t *testing.T) {
	first := func(stake string) func(s map[string]string) {
		return func(s map[string]string) {
			add(s, "bets.csv", "S1,1,B20,1,P1,seguro,,"+stake+",0.00,0.00,2012-03-02T22:01:30+01:00,1")
		}
	}
	want(t, "5.00 then 5.00", findings(t, "clean-cyl", first("5.00"), pk.SwInsUnit+"=fixed-unit"), "")
	want(t, "4.00 then 5.00", findings(t, "clean-cyl", first("4.00"), pk.SwInsUnit+"=fixed-unit"), "PSD-INSURANCE@2/B7")
}

// The owner of an insurance is its own bettor on the box: P2 folded, so
// under played its insurance is not paid though P1 went on.
func TestInsuranceOwnerIsItsBettor(t *testing.T) {
	fs := findings(t, "insurance", func(s map[string]string) {
		add(s, "bets.csv",
			"S1,1,B5,2,P2,ante,,10.00,0.00,0.00,2012-03-02T22:02:00+01:00,1",
			"S1,1,B6,2,P2,paso,,10.00,0.00,0.00,2012-03-02T22:02:00+01:00,1")
	}, pk.SwInsDealer+"=played")
	want(t, "P2 folded, insurance unpaid", fs, "PSD-INSURANCE@1/B3")
}

// Pot shares in one round (pot 5,000.00): a straight flush takes 10%
// (500.00), four of a kind then 5% of what remains (225.00); two equal
// straight flushes each take a tenth of the pot the round began with.
func TestPotShares(t *testing.T) {
	round := func(box1, box2, dealt string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"D=QS,JD,8C,5H,3S;1="+box1+";2="+box2+"\",,\""+dealt+"\",2012-03-02T22:03:00+01:00")
		}
	}
	paid := func(b3, b6 string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,"+b3+",2012-03-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B6,", "S1,1,B6,2,P2,progresivo,,1.00,0.00,"+b6+",2012-03-02T22:02:00+01:00,2")
		}
	}
	both := func(fs ...func(s map[string]string)) func(s map[string]string) {
		return func(s map[string]string) {
			for _, f := range fs {
				f(s)
			}
		}
	}
	twoSF := round("9S,8S,7S,6S,5S", "9D,8D,7D,6D,5D", "9S,9D,QS,8S,8D,JD,7S,7D,8C,6S,6D,5H,5S,5D,3S")
	sfAndQuads := round("9S,8S,7S,6S,5S", "4S,4D,4C,4H,TH", "9S,4S,QS,8S,4D,JD,7S,4C,8C,6S,4H,5H,5S,TH,3S")
	want(t, "SF 500.00, quads 225.00", findings(t, "progressive-cyl", both(sfAndQuads, paid("500.00", "225.00"))), "")
	want(t, "SF 500.00, quads 250.00", findings(t, "progressive-cyl", both(sfAndQuads, paid("500.00", "250.00"))), "PSD-PROGRESSIVE@1/B6")
	want(t, "two SF 500.00 each", findings(t, "progressive-cyl", both(twoSF, paid("500.00", "500.00"))), "")
	want(t, "two SF, the second 450.00", findings(t, "progressive-cyl", both(twoSF, paid("500.00", "450.00"))), "PSD-PROGRESSIVE@1/B6")
}

// Two bettors known by their seats alone share a box: each has his own
// ante and fold.
func TestBettorsBySeat(t *testing.T) {
	fs := findings(t, "clean-cyl", func(s map[string]string) {
		add(s, "bets.csv",
			"S1,1,B20,5,,ante,,10.00,0.00,0.00,2012-03-02T22:01:00+01:00,2",
			"S1,1,B21,5,,paso,,10.00,0.00,0.00,2012-03-02T22:03:00+01:00,2",
			"S1,1,B22,6,,ante,,10.00,0.00,0.00,2012-03-02T22:01:00+01:00,2",
			"S1,1,B23,6,,paso,,10.00,0.00,0.00,2012-03-02T22:03:00+01:00,2")
	})
	want(t, "seats 5 and 6 on box 2", fs, "")
}

// A hand that bought a card and ties the bank (pair of aces, 7-4-2 each)
// keeps its ante and second bet, and under wager its card's price too;
// a second bet collected on the tie is cited to the tie's line.
func TestBoughtHandTies(t *testing.T) {
	tie := func(raiseBack string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"D=AS,AD,7C,4H,2S;1=AH,AC,7D,4D,QC,2D\",,\"AH,AS,AC,AD,7D,7C,4D,4H,QC,2S,2D\",2012-03-02T22:03:00+01:00")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B1,", "S1,1,B1,1,P1,ante,,10.00,10.00,0.00,2012-03-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,apuesta,,20.00,"+raiseBack+",0.00,2012-03-02T22:04:00+01:00,1")
		}
	}
	want(t, "tie, price returned, wager", findings(t, "buy-lost-returned", tie("20.00"), pk.SwBuyPayment+"=wager"), "")
	f := one(t, findings(t, "buy-lost-returned", tie("0.00"), pk.SwBuyPayment+"=wager"), "PSD-PAYOUT@1/B3")
	if f.Cite.Line != pk.TieCyL.Line {
		t.Errorf("second bet collected on a tie cites L%d, want L%d", f.Cite.Line, pk.TieCyL.Line)
	}
}

// Valencia: a deal in the other order is cited to the variant's own line.
func TestValencianDealCitations(t *testing.T) {
	variant := func(v string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "sessions.csv", "S1,", "S1,CAS1,PK1,poquer-sin-descarte,"+v+",2015-10-02T22:00:00+01:00,2015-10-02T23:30:00+01:00,10.00,300.00,10.00")
		}
	}
	// Round 2 is dealt card by card, round 1 in fives.
	// Both sentences are on L2563: the quote tells them apart.
	if f := one(t, findings(t, "clean-cv", variant("automatico")), "PSD-DEAL@2"); !strings.Contains(f.Cite.Quote, "de cinco en cinco") {
		t.Errorf("automatico: cites «%s», want «…de cinco en cinco»", f.Cite.Quote)
	}
	if f := one(t, findings(t, "clean-cv", variant("manual")), "PSD-DEAL@1"); !strings.Contains(f.Cite.Quote, "comenzando por su izquierda") {
		t.Errorf("manual: cites «%s», want «comenzando por su izquierda…»", f.Cite.Quote)
	}
}

// Under cyl-psd-insurance-dealer=beat a straight flush that ties the
// bank's did not beat it: its insurance may go unpaid.
func TestInsuranceTieUnderBeat(t *testing.T) {
	fs := findings(t, "insurance", func(s map[string]string) {
		casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"D=9D,8D,7D,6D,5D;1=9S,8S,7S,6S,5S\",,\"9S,9D,8S,8D,7S,7D,6S,6D,5S,5D\",2012-03-02T22:03:00+01:00")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B1,", "S1,1,B1,1,P1,ante,,10.00,10.00,0.00,2012-03-02T22:02:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,apuesta,,20.00,20.00,0.00,2012-03-02T22:02:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "")
	}, pk.SwInsDealer+"=beat")
	want(t, "tied straight flushes, insurance unpaid", fs, "")
}

// Two royal flushes in one round (pot 5,000.00): under analogy each takes
// the pot, under sequential the first listed takes it and the second what
// remains, nothing.
func TestTwoRoyalFlushes(t *testing.T) {
	royals := func(b3, b6 string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"D=9C,7D,5C,4D,2C;1=AS,KS,QS,JS,TS;2=AH,KH,QH,JH,TH\",,\"AS,AH,9C,KS,KH,7D,QS,QH,5C,JS,JH,4D,TS,TH,2C\",2012-03-02T22:03:00+01:00")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,"+b3+",2012-03-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B6,", "S1,1,B6,2,P2,progresivo,,1.00,0.00,"+b6+",2012-03-02T22:02:00+01:00,2")
		}
	}
	want(t, "analogy, the pot each", findings(t, "progressive-cyl", royals("5000.00", "5000.00"), pk.SwProgEqual+"=analogy"), "")
	want(t, "sequential, the pot then nothing", findings(t, "progressive-cyl", royals("5000.00", "0.00"), pk.SwProgEqual+"=sequential"), "")
	want(t, "sequential, the pot each", findings(t, "progressive-cyl", royals("5000.00", "5000.00"), pk.SwProgEqual+"=sequential"), "PSD-PROGRESSIVE@1/B6")
}

// Under psd-progressive-fold=forfeited a box that folded loses its
// progressive prize, a fixed one (full house) or a share (four sixes).
func TestProgressiveForfeitedOnFold(t *testing.T) {
	fs := findings(t, "progressive-cyl", func(s map[string]string) {
		casetest.SetRow(t, s, "bets.csv", "S1,1,B1,", "S1,1,B1,1,P1,ante,,10.00,0.00,0.00,2012-03-02T22:02:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B2,", "S1,1,B2,1,P1,paso,,10.00,0.00,0.00,2012-03-02T22:02:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,0.00,2012-03-02T22:02:00+01:00,1")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B4,", "S1,1,B4,2,P2,ante,,10.00,0.00,0.00,2012-03-02T22:02:00+01:00,2")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B5,", "S1,1,B5,2,P2,paso,,10.00,0.00,0.00,2012-03-02T22:02:00+01:00,2")
		casetest.SetRow(t, s, "bets.csv", "S1,1,B6,", "S1,1,B6,2,P2,progresivo,,1.00,0.00,0.00,2012-03-02T22:02:00+01:00,2")
	}, pk.SwProgFold+"=forfeited")
	want(t, "both boxes folded, nothing paid", fs, "")
}

// cyl-psd-pot-share=deduction-70: at most 30% of the coins credited, so
// 0.30 of 1.00 passes and 0.31 does not.
func TestCreditAtThirtyPercent(t *testing.T) {
	for credited, keys := range map[string]string{"0.30": "", "0.31": "PSD-PROGRESSIVE-POT@1"} {
		fs := findings(t, "pot-share-70", func(s map[string]string) {
			casetest.SetRow(t, s, "events.csv", "S1,2012-03-02T22:01:00+01:00,1,progresivo", "S1,2012-03-02T22:01:00+01:00,1,progresivo,pot=4000.00 credited="+credited+",C1")
		}, pk.SwPotShare+"=deduction-70")
		// pot-share-70's own reading is pot-70; the later assume wins.
		want(t, "credited "+credited, fs, keys)
	}
}

// The pot a progressive restarts with: at least the lesser of 3,000.00 and
// 1,200 times the coin by default, the greater under greater (coin 5.00:
// 3,000.00 and 6,000.00).
func TestPotSeedFloors(t *testing.T) {
	for _, c := range []struct{ pot, reading, keys string }{
		{"3000.00", "lesser", ""},
		{"2999.99", "lesser", "PSD-PROGRESSIVE-POT@1"},
		{"6000.00", "greater", ""},
		{"5999.99", "greater", "PSD-PROGRESSIVE-POT@1"},
	} {
		fs := findings(t, "pot-seed", func(s map[string]string) {
			casetest.SetRow(t, s, "events.csv", "S1,2012-03-02T22:01:00+01:00,1,progresivo-inicio", "S1,2012-03-02T22:01:00+01:00,1,progresivo-inicio,pot="+c.pot+" unit=5.00,C1")
		}, pk.SwPotSeed+"="+c.reading)
		want(t, c.reading+" pot "+c.pot, fs, c.keys)
	}
}

// A progressive coin (1.00) of a hand that bought its full house (dealt
// two pair) may be paid on either hand: 120 times (L387) or nothing, not
// 100.00.
func TestBoughtHandProgressive(t *testing.T) {
	paid := func(p string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "bets.csv", "S1,1,B5,", "S1,1,B5,1,P1,progresivo,,1.00,0.00,"+p+",2012-03-02T22:02:00+01:00,1")
		}
	}
	want(t, "paid 120.00", findings(t, "bought-side-bets", paid("120.00")), "")
	f := one(t, findings(t, "bought-side-bets", paid("100.00")), "PSD-PROGRESSIVE@1/B5")
	if f.Cite.Line != 387 {
		t.Errorf("cites L%d, want L387 (Full: 120 veces)", f.Cite.Line)
	}
}

// Two straight flushes of different height (pot 5,000.00): the higher
// takes 10% of the pot (500.00), the lower 10% of what remains (450.00).
func TestTwoUnequalStraightFlushes(t *testing.T) {
	paid := func(b3, b6 string) func(s map[string]string) {
		return func(s map[string]string) {
			casetest.SetRow(t, s, "rounds.csv", "S1,1,", "S1,1,2012-03-02T22:05:00+01:00,C1,\"D=QC,JC,8C,4H,3C;1=KS,QS,JS,TS,9S;2=9D,8D,7D,6D,5D\",,\"KS,9D,QC,QS,8D,JC,JS,7D,8C,TS,6D,4H,9S,5D,3C\",2012-03-02T22:03:00+01:00")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B3,", "S1,1,B3,1,P1,progresivo,,1.00,0.00,"+b3+",2012-03-02T22:02:00+01:00,1")
			casetest.SetRow(t, s, "bets.csv", "S1,1,B6,", "S1,1,B6,2,P2,progresivo,,1.00,0.00,"+b6+",2012-03-02T22:02:00+01:00,2")
		}
	}
	want(t, "500.00 then 450.00", findings(t, "progressive-cyl", paid("500.00", "450.00")), "")
	want(t, "500.00 then 500.00", findings(t, "progressive-cyl", paid("500.00", "500.00")), "PSD-PROGRESSIVE@1/B6")
}
