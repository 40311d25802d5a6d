package chemin_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	cf "github.com/veedor/veedor/rules/chemin"
)

// mini is a small chemin de fer log under the Valencian text (2024): one
// coup per outcome, two minutes apart, all from one six-deck shoe with its
// stop card at 7, a crew on duty, the bets given as rows
// "round,type,stake,returned,paid" (placed on time, ids B1, B2, ...) and the
// events as "round,kind,detail" rows.
type mini struct {
	min, auth string // table minimum and authorised minimum (10.00 when empty)
	outcomes  []string
	bets      []string
	events    []string
}

func (m mini) sections() map[string]string {
	at := func(round, sec int) string { return fmt.Sprintf("2024-03-01T22:%02d:%02d+01:00", 2*round, sec) }
	min, auth := m.min, m.auth
	if min == "" {
		min = "10.00"
	}
	if auth == "" {
		auth = "10.00"
	}
	var rounds, bets, ev strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,status,void_reason,dealt,no_more_bets_at\n")
	for i, o := range m.outcomes {
		var dealt []string
		p, b, _ := strings.Cut(strings.TrimPrefix(o, "P="), ";B=")
		pc, bc := strings.Split(p, ","), strings.Split(b, ",")
		dealt = append(dealt, pc[0], bc[0], pc[1], bc[1])
		dealt = append(dealt, pc[2:]...)
		dealt = append(dealt, bc[2:]...)
		fmt.Fprintf(&rounds, "S1,%d,%s,C1,\"%s\",played,,\"%s\",%s\n", i+1, at(i+1, 50), o, strings.Join(dealt, ","), at(i+1, 30))
	}
	bets.WriteString("session_id,round_no,bet_id,seat,player_id,type,stake,returned,paid,commission,placed_at\n")
	for i, b := range m.bets {
		f := strings.Split(b, ",")
		var round int
		fmt.Sscan(f[0], &round)
		fmt.Fprintf(&bets, "S1,%s,B%d,%d,,%s,%s,%s,%s,,%s\n", f[0], i+1, i+2, f[1], f[2], f[3], f[4], at(round, 20))
	}
	ev.WriteString("session_id,at,round_no,kind,detail,employee_id\n")
	fmt.Fprintf(&ev, "S1,%s,1,new-shoe,decks=6 shoe=1,C1\nS1,%s,1,cut-card,reserve=7,C1\n", at(0, 1), at(0, 2))
	for i, e := range m.events {
		f := strings.SplitN(e, ",", 3)
		var round int
		fmt.Sscan(f[0], &round)
		fmt.Fprintf(&ev, "S1,%s,%s,%s,%s,C1\n", at(round, 3+i%40), f[0], f[1], f[2])
	}
	return map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
			fmt.Sprintf("S1,CAS1,CF1,chemin-de-fer,,2024-03-01T22:00:00+01:00,2024-03-01T23:30:00+01:00,%s,1000.00,%s\n", min, auth),
		"staff.csv":  "session_id,employee_id,role,on_at,off_at\nS1,I1,inspector,2024-03-01T22:00:00+01:00,\nS1,C1,croupier,2024-03-01T22:00:00+01:00,\nS1,K1,cambista,2024-03-01T22:00:00+01:00,\n",
		"rounds.csv": rounds.String(),
		"bets.csv":   bets.String(),
		"events.csv": ev.String(),
	}
}

// run audits m under the Valencian text and returns its findings and their
// keys, sorted.
func (m mini) run(t *testing.T, assume ...string) ([]audit.Finding, string) {
	t.Helper()
	res := casetest.Audit(t, casetest.Case{File: t.Name(), Region: "cv", Assume: assume, Sections: m.sections()})
	return res.Findings, casetest.Keys(res.Findings)
}

// The tie 7–7: every stake is handed back and no cagnotte is due.
const tie = "P=4D,3S;B=5C,2H"

// A «banco con la mesa» is at least half the bank (CV L1436): exactly half of
// an odd bank rounds up, so 50.00 against 100.01 is a cent short and 50.01
// is enough. The finding asks for the half in cents, rounded up.
func TestBancoMesaHalf(t *testing.T) {
	m := mini{outcomes: []string{tie, tie, tie},
		bets:   []string{"1,banco-con-la-mesa,50.00,50.00,0.00", "2,banco-con-la-mesa,50.01,50.01,0.00", "3,banco-con-la-mesa,50.00,50.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.01", "2,banca,seat=1 amount=100.01 how=retained", "3,banca,seat=1 amount=100.00 how=retained"}}
	fs, got := m.run(t)
	if got != "CF-BANCO-MESA@1/B1" {
		t.Fatalf("findings %s, want CF-BANCO-MESA@1/B1", got)
	}
	if e := fs[0].Expected.EN; e != "≥ €50.01 (half of €100.01)" {
		t.Errorf("expected %q", e)
	}
}

// Stakes adding up to the bank play; a cent more is CF-BANK-MAX, the cent
// being what is at stake.
func TestBankMaxOneCent(t *testing.T) {
	m := mini{outcomes: []string{tie, tie},
		bets:   []string{"1,punto,60.00,60.00,0.00", "1,punto,40.00,40.00,0.00", "2,punto,60.00,60.00,0.00", "2,punto,40.01,40.01,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=1 amount=100.00 how=retained"}}
	fs, got := m.run(t)
	if got != "CF-BANK-MAX@2" {
		t.Fatalf("findings %s, want CF-BANK-MAX@2", got)
	}
	if fs[0].AtStake != 1 {
		t.Errorf("at stake %d cents, want 1", fs[0].AtStake)
	}
}

// The banker's 7 beats the punto's 6: every stake is lost and the cagnotte
// is due.
const bankerWins = "P=4D,2S;B=5C,2H"

// The cagnotte is 5% of what the banker won (CV L1613), rounded either way
// by default (cf-commission-rounding=either): within a cent of the exact
// 5%, a whole cent off is a finding. 5% of 100.00 is 5.00: 4.99 and 5.01
// are findings; 5% of 100.10 is 5.005: 5.00 and 5.01 are right, 4.99 not.
func TestCagnotteOneCentEitherSide(t *testing.T) {
	var outcomes, bets, events []string
	for i, c := range []struct{ stake, cagnotte string }{
		{"100.00", "4.99"}, {"100.00", "5.00"}, {"100.00", "5.01"},
		{"100.10", "4.99"}, {"100.10", "5.00"}, {"100.10", "5.01"},
	} {
		n := i + 1
		outcomes = append(outcomes, bankerWins)
		bets = append(bets, fmt.Sprintf("%d,punto,%s,0.00,0.00", n, c.stake))
		how := " how=retained"
		if n == 1 {
			how = ""
		}
		events = append(events, fmt.Sprintf("%d,banca,seat=1 amount=200.00%s", n, how), fmt.Sprintf("%d,cagnotte,amount=%s", n, c.cagnotte))
	}
	fs, got := mini{outcomes: outcomes, bets: bets, events: events}.run(t)
	if want := "CF-COMMISSION@1 CF-COMMISSION@3 CF-COMMISSION@4"; got != want {
		t.Fatalf("findings %s, want %s", got, want)
	}
	for k, delta := range map[string]logs.Cents{"CF-COMMISSION@1": -1, "CF-COMMISSION@3": 1, "CF-COMMISSION@4": -1} {
		if f := casetest.Find(fs, k); f.Delta != delta {
			t.Errorf("%s: delta %d, want %d", k, f.Delta, delta)
		}
	}
}

// Whoever takes a given-up bank in turn puts up at least what the banker
// had (CV L1428): the same amount is enough, a cent less is CF-BANK-AMOUNT
// with that cent at stake.
func TestBankAmountOneCent(t *testing.T) {
	for _, c := range []struct {
		amount, want string
		atStake      logs.Cents
	}{{"100.00", "", 0}, {"99.99", "CF-BANK-AMOUNT@2", 1}} {
		m := mini{outcomes: []string{tie, tie}, bets: []string{"1,punto,10.00,10.00,0.00", "2,punto,10.00,10.00,0.00"},
			events: []string{"1,banca,seat=1 amount=100.00", "1,bank-withdrawn,", "2,banca,seat=2 amount=" + c.amount + " how=rotation"}}
		fs, got := m.run(t)
		if got != c.want {
			t.Errorf("%s: findings %s, want %s", c.amount, got, c.want)
			continue
		}
		if c.want != "" && fs[0].AtStake != c.atStake {
			t.Errorf("%s: at stake %d, want %d", c.amount, fs[0].AtStake, c.atStake)
		}
	}
}

// A banca event of no amount is unreadable (DQ-EVENT, the event and what it
// says shown): the bank must be above zero. A cent is a bank.
func TestBancaAmountZero(t *testing.T) {
	m := mini{outcomes: []string{tie, tie}, bets: []string{"1,punto,10.00,10.00,0.00", "2,punto,0.01,0.01,0.00"},
		events: []string{"1,banca,seat=1 amount=0.00", "2,banca,seat=1 amount=0.01"}, min: "0.01", auth: "0.01"}
	fs, got := m.run(t)
	// Coup 1 has no bank in play: its stakes are not judged against one.
	if want := "DQ-EVENT@1 DQ-MISSING@0"; got != want {
		t.Fatalf("findings %s, want %s", got, want)
	}
	if r := casetest.Find(fs, "DQ-EVENT@1").Recorded.EN; r != "banca seat=1 amount=0.00" {
		t.Errorf("recorded %q, want the event's kind and detail", r)
	}
}

// A wrong settlement's delta is what was handed over less what is due: a
// winning 10.00 handed back unpaid is 10.00 short, a lost one handed back
// and paid 20.00 over. A deduction on a punto's stake (CV L1613: the cagnotte comes
// from the banker's winnings) is its amount handed the house: a negative
// delta for the punto.
func TestSettlementDeltas(t *testing.T) {
	puntoWins := "P=4D,3S;B=5C,AH"
	m := mini{outcomes: []string{puntoWins, bankerWins},
		bets:   []string{"1,punto,10.00,10.00,0.00", "2,punto,10.00,10.00,10.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=2 amount=100.00 how=rotation", "2,cagnotte,amount=0.50"}}
	s := m.sections()
	// A 0.30 deduction recorded on the first stake.
	s["bets.csv"] = strings.Replace(s["bets.csv"], "10.00,0.00,,", "10.00,0.00,0.30,", 1)
	res := casetest.Audit(t, casetest.Case{File: t.Name(), Region: "cv", Sections: s})
	want := map[string]logs.Cents{"CF-PAYOUT@1/B1": -1000, "CF-PAYOUT@2/B2": 2000, "CF-COMMISSION@1/B1": -30}
	if len(res.Findings) != len(want) {
		for _, f := range res.Findings {
			t.Logf("%s %s", casetest.Key(f), f.Detail.EN)
		}
		t.Fatalf("%d findings, want %d", len(res.Findings), len(want))
	}
	for _, f := range res.Findings {
		if d, ok := want[casetest.Key(f)]; !ok || f.Delta != d {
			t.Errorf("%s: delta %d, want %d", casetest.Key(f), f.Delta, d)
		}
	}
}

// A coup one of whose bet rows is rejected (a repeated bet_id) has an
// incomplete total: the cagnotte is not judged against it (5% of the 100.00
// left would be 5.00; the cagnotte says 7.50, for the 150.00 the rows held).
// A bet on a round that does not exist is rejected on its own.
func TestRejectedRowSkipsCagnotte(t *testing.T) {
	m := mini{outcomes: []string{bankerWins}, bets: []string{"1,punto,100.00,0.00,0.00", "1,punto,50.00,0.00,0.00", "7,punto,10.00,0.00,0.00"},
		events: []string{"1,banca,seat=1 amount=200.00", "1,cagnotte,amount=7.50"}}
	s := m.sections()
	s["bets.csv"] = strings.Replace(s["bets.csv"], ",B2,", ",B1,", 1)
	res := casetest.Audit(t, casetest.Case{File: t.Name(), Region: "cv", Sections: s})
	var got []string
	for _, f := range res.Findings {
		got = append(got, casetest.Key(f))
	}
	sort.Strings(got)
	if strings.Join(got, " ") != "DQ-BET-ROUND@7/B3 DQ-DUPLICATE@1/B1" {
		t.Errorf("findings %v, want only the rejected rows", got)
	}
}

// A two-card 8 is a natural on either side: the coup ends there, so a
// banker on 0 who draws no card against the punto's 8 (or a punto on 0
// against the banker's 8) breaks no drawing rule.
func TestNaturalEightEndsTheCoup(t *testing.T) {
	m := mini{outcomes: []string{"P=4D,4S;B=KC,QH", "P=KD,QS;B=4C,4H"},
		bets:   []string{"1,punto,10.00,10.00,10.00", "2,punto,10.00,0.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "1,cuadro,", "2,banca,seat=2 amount=100.00 how=rotation", "2,cagnotte,amount=0.50"}}
	if _, got := m.run(t); got != "" {
		t.Errorf("findings %s, want none", got)
	}
}

// The stop card that came out in coup 1 ends its shoe: coup 2, the first of
// a new shoe, is no coup after it; coup 3, played on from that new shoe
// after its own stop card came out in coup 2, is (CF-AFTER-CUT@3 only).
func TestAfterCutCardPerShoe(t *testing.T) {
	m := mini{outcomes: []string{tie, tie, tie},
		bets: []string{"1,punto,10.00,10.00,0.00", "2,punto,10.00,10.00,0.00", "3,punto,10.00,10.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "1,cut-card-out,", "2,new-shoe,decks=6 shoe=2", "2,cut-card,reserve=7",
			"2,banca,seat=1 amount=100.00 how=retained", "2,cut-card-out,", "3,banca,seat=1 amount=100.00 how=retained"}}
	if _, got := m.run(t); got != "CF-AFTER-CUT@3" {
		t.Errorf("findings %s, want CF-AFTER-CUT@3", got)
	}
}

var _ = cf.Game
