package dospanos_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
)

// mini is a small dos paños log under the 1977 text (1978): one coup per
// outcome, two minutes apart, from one shoe of the variant's decks with its
// stop card at 10, a crew on duty, the bets as rows
// "round,type,stake,returned,paid" (placed on time, ids B1, B2, ...) and the
// events as "round,kind,detail" rows.
type mini struct {
	variant, min, max string // limitada and 10.00–1000.00 when empty
	outcomes          []string
	bets              []string
	events            []string
}

func (m mini) sections() map[string]string {
	at := func(round, sec int) string { return fmt.Sprintf("1978-03-01T22:%02d:%02d+01:00", 2*round, sec) }
	variant, min, max := m.variant, m.min, m.max
	if variant == "" {
		variant = "limitada"
	}
	if min == "" {
		min = "10.00"
	}
	if max == "" {
		max = "1000.00"
	}
	decks := 3
	if variant == "libre" {
		decks = 6
	}
	var rounds, bets, ev strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,status,void_reason,dealt,no_more_bets_at\n")
	for i, o := range m.outcomes {
		var hs [][]string
		for _, h := range strings.Split(o, ";") {
			_, cs, _ := strings.Cut(h, "=")
			hs = append(hs, strings.Split(cs, ","))
		}
		var dealt []string
		for n := 0; n < 3; n++ {
			for _, h := range hs {
				if n < len(h) {
					dealt = append(dealt, h[n])
				}
			}
		}
		fmt.Fprintf(&rounds, "S1,%d,%s,E1,\"%s\",played,,\"%s\",%s\n", i+1, at(i+1, 50), o, strings.Join(dealt, ","), at(i+1, 30))
	}
	bets.WriteString("session_id,round_no,bet_id,seat,player_id,type,stake,returned,paid,commission,placed_at\n")
	for i, b := range m.bets {
		f := strings.Split(b, ",")
		var round int
		fmt.Sscan(f[0], &round)
		fmt.Fprintf(&bets, "S1,%s,B%d,%d,,%s,%s,%s,%s,,%s\n", f[0], i+1, i+2, f[1], f[2], f[3], f[4], at(round, 20))
	}
	ev.WriteString("session_id,at,round_no,kind,detail,employee_id\n")
	fmt.Fprintf(&ev, "S1,%s,1,new-shoe,decks=%d shoe=1,E1\nS1,%s,1,cut-card,reserve=10,E1\n", at(0, 1), decks, at(0, 2))
	for i, e := range m.events {
		f := strings.SplitN(e, ",", 3)
		var round int
		fmt.Sscan(f[0], &round)
		fmt.Fprintf(&ev, "S1,%s,%s,%s,%s,E1\n", at(round, 3+i%40), f[0], f[1], f[2])
	}
	return map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
			fmt.Sprintf("S1,CAS1,DP1,baccara-dos-panos,%s,1978-03-01T22:00:00+01:00,1978-03-01T23:30:00+01:00,%s,%s,10.00\n", variant, min, max),
		"staff.csv":  "session_id,employee_id,role,on_at,off_at\nS1,E0,inspector,1978-03-01T22:00:00+01:00,\nS1,E1,croupier,1978-03-01T22:00:00+01:00,\nS1,E2,cambista,1978-03-01T22:00:00+01:00,\n",
		"rounds.csv": rounds.String(),
		"bets.csv":   bets.String(),
		"events.csv": ev.String(),
	}
}

// run audits m under the 1977 text and returns its findings and their keys,
// sorted.
func (m mini) run(t *testing.T, assume ...string) ([]audit.Finding, string) {
	t.Helper()
	res := casetest.Audit(t, casetest.Case{File: t.Name(), Region: "es", Assume: assume, Sections: m.sections()})
	return res.Findings, casetest.Keys(res.Findings)
}

// Both tableaux 7 against the bank's 7: every stake is handed back, no
// deduction.
const tie = "P1=4D,3S;P2=5H,2C;B=6C,AH"

// The bank's 7 beats both tableaux' 6: the banker wins everything staked.
const bankWins = "P1=4D,2S;P2=5H,AC;B=6C,AH"

// A stake at the table's minimum and at its maximum plays; a cent below or
// above is a finding, the maximum's with the excess at stake.
func TestStakeLimitsOneCent(t *testing.T) {
	m := mini{outcomes: []string{tie},
		bets:   []string{"1,primer-pano,9.99,9.99,0.00", "1,primer-pano,10.00,10.00,0.00", "1,segundo-pano,100.00,100.00,0.00", "1,segundo-pano,100.01,100.01,0.00"},
		events: []string{"1,banca,seat=1 amount=1000.00"}, max: "100.00"}
	fs, got := m.run(t)
	if want := "BDP-STAKE-MAX@1/B4 BDP-STAKE-MIN@1/B1"; got != want {
		t.Fatalf("findings %s, want %s", got, want)
	}
	if f := casetest.Find(fs, "BDP-STAKE-MAX@1/B4"); f.AtStake != 1 {
		t.Errorf("stake max at stake %d, want 1", f.AtStake)
	}
}

// Stakes adding up to the limited bank play; a cent more is BDP-BANK-MAX.
func TestBankMaxOneCent(t *testing.T) {
	m := mini{outcomes: []string{tie, tie},
		bets:   []string{"1,primer-pano,60.00,60.00,0.00", "1,segundo-pano,40.00,40.00,0.00", "2,primer-pano,60.00,60.00,0.00", "2,segundo-pano,40.01,40.01,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=1 amount=100.00"}}
	fs, got := m.run(t)
	if got != "BDP-BANK-MAX@2" {
		t.Fatalf("findings %s, want BDP-BANK-MAX@2", got)
	}
	if fs[0].AtStake != 1 {
		t.Errorf("at stake %d, want 1", fs[0].AtStake)
	}
}

// The limited bank's deduction is 2% of the banker's net win (1977 L453):
// 2% of 100.00 is 2.00, and 1.99 or 2.01 is a finding whose expected amount
// is 2.00; the free bank's is 1,25% (L455): of 100.40 that is 1.255, so 1.25
// and 1.26 are right and 1.24 is not (expected 1.26, rounded half up).
func TestDeductionOneCent(t *testing.T) {
	for _, c := range []struct {
		variant, stake, amount, want, expected string
	}{
		{"limitada", "100.00", "1.99", "BDP-COMMISSION@1", "€2.00 (2% of €100.00)"},
		{"limitada", "100.00", "2.00", "", ""},
		{"limitada", "100.00", "2.01", "BDP-COMMISSION@1", "€2.00 (2% of €100.00)"},
		{"libre", "100.40", "1.24", "BDP-COMMISSION@1", "€1.26 (1,25% of €100.40)"},
		{"libre", "100.40", "1.25", "", ""},
		{"libre", "100.40", "1.26", "", ""},
	} {
		m := mini{variant: c.variant, outcomes: []string{bankWins}, bets: []string{"1,primer-pano," + c.stake + ",0.00,0.00"},
			events: []string{"1,banca,seat=1 amount=1000.00", "1,cagnotte,amount=" + c.amount}}
		fs, got := m.run(t, "bdp-commission-base=net")
		name := c.variant + " " + c.amount
		if got != c.want {
			t.Errorf("%s: findings %s, want %s", name, got, c.want)
			continue
		}
		if c.want != "" && fs[0].Expected.EN != c.expected {
			t.Errorf("%s: expected %q, want %q", name, fs[0].Expected.EN, c.expected)
		}
	}
}

// Limit changes apply in round order whatever the order of their lines,
// from their own round on (round 1 included), and of two changes on one
// round the later line is the one in force: the minimum and the maximum.
func TestLimitChangesInRoundOrder(t *testing.T) {
	m := mini{outcomes: []string{tie, tie, tie},
		bets: []string{
			"1,primer-pano,11.00,11.00,0.00",    // below round 1's 12.00
			"2,primer-pano,15.00,15.00,0.00",    // below round 2's 20.00 (the later line)
			"3,primer-pano,25.00,25.00,0.00",    // below round 3's 30.00
			"3,primer-pano,500.01,500.01,0.00",  // above round 3's 500.00
			"2,segundo-pano,600.00,600.00,0.00", // within round 2's 800.00
		},
		events: []string{"1,banca,seat=1 amount=2000.00", "2,banca,seat=1 amount=2000.00", "3,banca,seat=1 amount=2000.00",
			"3,limit-change,min_bet=30.00 max_bet=500.00", "2,limit-change,min_bet=10.00 max_bet=100.00",
			"2,limit-change,min_bet=20.00 max_bet=800.00", "1,limit-change,min_bet=12.00 max_bet=1000.00"}}
	if _, got := m.run(t); got != "BDP-STAKE-MAX@3/B4 BDP-STAKE-MIN@1/B1 BDP-STAKE-MIN@2/B2 BDP-STAKE-MIN@3/B3" {
		t.Errorf("findings %s", got)
	}
}

// The stop card that came out in coup 1 ends its shoe: coup 2, the first of
// a new shoe, is no coup after it; coup 3, played on from that shoe after its
// own stop card came out in coup 2, is.
func TestAfterCutCardPerShoe(t *testing.T) {
	m := mini{outcomes: []string{tie, tie, tie},
		bets: []string{"1,primer-pano,10.00,10.00,0.00", "2,primer-pano,10.00,10.00,0.00", "3,primer-pano,10.00,10.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "1,cut-card-out,", "2,new-shoe,decks=3 shoe=2", "2,cut-card,reserve=10",
			"2,banca,seat=1 amount=100.00", "2,cut-card-out,", "3,banca,seat=1 amount=100.00"}}
	if _, got := m.run(t); got != "BDP-AFTER-CUT@3" {
		t.Errorf("findings %s, want BDP-AFTER-CUT@3", got)
	}
}

// Ten cards must be left below the stop card (1977 L448): ten is right,
// nine a finding.
func TestStopCardReserve(t *testing.T) {
	for reserve, want := range map[string]string{"10": "", "9": "BDP-CUT-CARD@2"} {
		m := mini{outcomes: []string{tie, tie}, bets: []string{"1,primer-pano,10.00,10.00,0.00", "2,primer-pano,10.00,10.00,0.00"},
			events: []string{"1,banca,seat=1 amount=100.00", "2,new-shoe,decks=3 shoe=2", "2,cut-card,reserve=" + reserve, "2,banca,seat=1 amount=100.00"}}
		if _, got := m.run(t); got != want {
			t.Errorf("reserve %s: findings %s, want %s", reserve, got, want)
		}
	}
}

// A banca event of no amount is unreadable (DQ-EVENT showing the event); a
// cent is a bank.
func TestBancaAmountZero(t *testing.T) {
	m := mini{outcomes: []string{tie, tie}, bets: []string{"1,primer-pano,10.00,10.00,0.00", "2,primer-pano,0.01,0.01,0.00"},
		events: []string{"1,banca,seat=1 amount=0.00", "2,banca,seat=1 amount=0.01"}, min: "0.01"}
	fs, got := m.run(t)
	if want := "DQ-EVENT@1 DQ-MISSING@0"; got != want {
		t.Fatalf("findings %s, want %s", got, want)
	}
	if r := casetest.Find(fs, "DQ-EVENT@1").Recorded.EN; r != "banca seat=1 amount=0.00" {
		t.Errorf("recorded %q", r)
	}
}

// A wrong settlement's delta is what was handed over less what is due
// (the first tableau's result): a winning 10.00 handed back unpaid is 10.00
// short; a lost one handed back and paid 20.00 over. A caballo of 10.01
// plays 5.01 on the first tableau and 5.00 on the second: the first winning
// and the second losing, 5.01 back and 5.01 paid is right, 6.00 and 6.00
// too (the split favours the first), 10.01 and 10.01 too (all on the first),
// but 4.00 and 4.00 is not (it favours the second): 2.02 short.
func TestSettlementDeltas(t *testing.T) {
	firstWins := "P1=2D,2S,4C;P2=5H,AC;B=6C,AH" // 8 (drawn on 4) and 6 against 7
	m := mini{outcomes: []string{firstWins, firstWins},
		bets: []string{"1,primer-pano,10.00,10.00,0.00", "1,segundo-pano,10.00,10.00,10.00",
			"2,caballo,10.01,5.01,5.01", "2,caballo,10.01,6.00,6.00", "2,caballo,10.01,10.01,10.01", "2,caballo,10.01,4.00,4.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=1 amount=100.00"}}
	fs, got := m.run(t)
	if want := "BDP-PAYOUT@1/B1 BDP-PAYOUT@1/B2 BDP-PAYOUT@2/B6"; got != want {
		t.Fatalf("findings %s, want %s", got, want)
	}
	for k, d := range map[string]logs.Cents{"BDP-PAYOUT@1/B1": -1000, "BDP-PAYOUT@1/B2": 2000, "BDP-PAYOUT@2/B6": -202} {
		if f := casetest.Find(fs, k); f.Delta != d {
			t.Errorf("%s: delta %d, want %d", k, f.Delta, d)
		}
	}
}

// A third card after a two-card 8 or 9 cites the tableaux' rule for a
// tableau (1977 L441 «si es de 8, 9, han de descubrir sus cartas») and the
// hand's general rule for the banker (L352 «el jugador abate el juego»).
func TestNaturalCitesPerHand(t *testing.T) {
	m := mini{outcomes: []string{"P1=4D,4S,2C;P2=5H,AC;B=6C,AH", "P1=5D,AS;P2=5H,AC;B=4C,4H,2S"},
		bets:   []string{"1,segundo-pano,10.00,0.00,0.00", "2,primer-pano,10.00,10.00,10.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "1,cagnotte,amount=0.20", "2,banca,seat=1 amount=100.00"}}
	fs, got := m.run(t)
	if want := "BDP-NATURAL@1 BDP-NATURAL@2"; got != want {
		t.Fatalf("findings %s, want %s", got, want)
	}
	for k, line := range map[string]int{"BDP-NATURAL@1": 441, "BDP-NATURAL@2": 352} {
		if f := casetest.Find(fs, k); f.Cite.Line != line {
			t.Errorf("%s cites L%d, want L%d", k, f.Cite.Line, line)
		}
	}
}

// Both tableaux abated (a 9 and an 8): the coup is over on both, so the
// banker standing on 0 breaks nothing even under bdp-banker-zero=draw.
func TestBothTableauxAbated(t *testing.T) {
	m := mini{outcomes: []string{"P1=4D,5S;P2=5H,3C;B=KC,QH"},
		bets:   []string{"1,primer-pano,10.00,10.00,10.00"},
		events: []string{"1,banca,seat=1 amount=100.00"}}
	if _, got := m.run(t, "bdp-banker-zero=draw"); got != "" {
		t.Errorf("findings %s, want none", got)
	}
}

// The table binds the banker who asked for it only where both tableaux
// play on: with either tableau abated on a two-card 8, his standing on 3
// (which the table, with both tableaux standing, says to draw on) is free.
func TestTableNotBindingAgainstANatural(t *testing.T) {
	m := mini{outcomes: []string{"P1=4D,4S;P2=5H,AC;B=2C,AH", "P1=5H,AC;P2=4D,4S;B=2C,AH", "P1=5H,AC;P2=6D,KS;B=2C,AH"},
		bets: []string{"1,segundo-pano,10.00,10.00,10.00", "2,primer-pano,10.00,10.00,10.00", "3,primer-pano,10.00,10.00,10.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "1,cuadro,", "2,banca,seat=1 amount=100.00", "2,cuadro,",
			"3,banca,seat=1 amount=100.00", "3,cuadro,"}}
	// Coup 3, both tableaux standing on 6, shows the table does bind.
	if _, got := m.run(t); got != "BDP-TABLEAU@3" {
		t.Errorf("findings %s, want BDP-TABLEAU@3", got)
	}
}

// The deduction's base under bdp-commission-base (1977 L452 «en el caso de
// que el banquero gane en los dos paños, o su ganancia en uno sea superior a
// la pérdida en el otro»): the banker wins 30.00 on the first tableau and
// loses 10.00 on the second (net 20.00, gross 30.00), or wins 10.00 on each
// (net and gross 20.00). The wrong deduction's finding names what is due,
// both amounts under the default reading, and its delta against the first.
func TestDeductionBases(t *testing.T) {
	split := "P1=4D,2S;P2=5H,3C;B=6C,AH"    // 6 and 8 against 7
	bothLose := "P1=4D,2S;P2=5H,AC;B=6C,AH" // 6 and 6 against 7
	for _, c := range []struct {
		reading, outcome, stake2, amount, want, expected string
		delta                                            logs.Cents
	}{
		{"either", split, "10.00", "1.00", "BDP-COMMISSION@1", "€0.40 (2% of €20.00, net) or €0.60 (of €30.00, gross)", 60},
		{"either", split, "10.00", "0.40", "", "", 0},
		{"either", split, "10.00", "0.60", "", "", 0},
		{"gross", split, "10.00", "0.40", "BDP-COMMISSION@1", "€0.60 (2% of €30.00)", -20},
		{"net", split, "10.00", "0.60", "BDP-COMMISSION@1", "€0.40 (2% of €20.00)", 20},
		{"gross", bothLose, "10.00", "0.40", "", "", 0},
		{"gross", bothLose, "10.00", "0.20", "BDP-COMMISSION@1", "€0.40 (2% of €20.00)", -20},
	} {
		ret2, paid2 := "0.00", "0.00"
		if c.outcome == split {
			ret2, paid2 = c.stake2, c.stake2
		}
		stake1 := "30.00"
		if c.outcome == bothLose {
			stake1 = "10.00"
		}
		m := mini{outcomes: []string{c.outcome}, bets: []string{"1,primer-pano," + stake1 + ",0.00,0.00", "1,segundo-pano," + c.stake2 + "," + ret2 + "," + paid2},
			events: []string{"1,banca,seat=1 amount=100.00", "1,cagnotte,amount=" + c.amount}}
		fs, got := m.run(t, "bdp-commission-base="+c.reading)
		name := c.reading + " " + c.amount
		if got != c.want {
			t.Errorf("%s: findings %s, want %s", name, got, c.want)
			continue
		}
		if c.want != "" && (fs[0].Expected.EN != c.expected || fs[0].Delta != c.delta) {
			t.Errorf("%s: expected %q delta %d, want %q delta %d", name, fs[0].Expected.EN, fs[0].Delta, c.expected, c.delta)
		}
	}
}

// An outcome naming a hand other than P1, P2 and B is unreadable: the coup
// is rejected (DQ-OUTCOME saying which), its stake with it.
func TestOutcomeUnknownHand(t *testing.T) {
	m := mini{outcomes: []string{"P1=2H,3C;P3=4D,5S;B=6C,AH"}, bets: []string{"1,primer-pano,10.00,10.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00"}}
	fs, got := m.run(t)
	if got != "DQ-OUTCOME@1 DQ-ROUND-BETS@1" {
		t.Fatalf("findings %s", got)
	}
	if d := casetest.Find(fs, "DQ-OUTCOME@1").Detail.EN; !strings.Contains(d, `hand "P3"`) {
		t.Errorf("detail %q does not name the hand", d)
	}
}

// A coup one of whose bet rows is rejected (a repeated bet_id) has an
// incomplete total: neither the limited bank nor the deduction is judged
// against it (the 150.00 left exceed the bank of 100.00; 2% of it would be
// 3.00, the deduction says 4.00). A bet on a round that does not exist is
// rejected on its own.
func TestRejectedRowSkipsTotals(t *testing.T) {
	m := mini{outcomes: []string{bankWins}, bets: []string{"1,primer-pano,100.00,0.00,0.00", "1,segundo-pano,50.00,0.00,0.00", "1,segundo-pano,50.00,0.00,0.00", "7,primer-pano,10.00,0.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "1,cagnotte,amount=4.00"}}
	s := m.sections()
	s["bets.csv"] = strings.Replace(s["bets.csv"], ",B3,", ",B2,", 1)
	res := casetest.Audit(t, casetest.Case{File: t.Name(), Region: "es", Sections: s})
	var got []string
	for _, f := range res.Findings {
		got = append(got, casetest.Key(f))
	}
	sort.Strings(got)
	if strings.Join(got, " ") != "DQ-BET-ROUND@7/B4 DQ-DUPLICATE@1/B2" {
		t.Errorf("findings %v, want only the rejected rows", got)
	}
}

// A limit change to a maximum of 0.00 records none: a limited bank's stakes
// are then held to no maximum (the session's own max_bet must be above zero).
func TestLimitChangeWithoutMaximum(t *testing.T) {
	m := mini{outcomes: []string{tie, tie}, bets: []string{"1,primer-pano,900.00,900.00,0.00", "2,primer-pano,900.00,900.00,0.00"},
		events: []string{"1,banca,seat=1 amount=1000.00", "2,banca,seat=1 amount=1000.00", "2,limit-change,min_bet=10.00 max_bet=0.00"}, max: "500.00"}
	if _, got := m.run(t); got != "BDP-STAKE-MAX@1/B1" {
		t.Errorf("findings %s, want BDP-STAKE-MAX@1/B1 only", got)
	}
}

// A caballo's split, with the betting unit unrecorded, may be any that
// favours the first tableau (1977 L450: «la fracción más fuerte juega al
// primer paño»): a caballo of 10.00 with the first tableau winning and the
// second tied, handed back 10.00 and paid 6.00, played 6.00 and 4.00; with
// the first losing and the second winning, handed back and paid 4.00, it
// played 6.00 and 4.00; with the first tied and the second winning, handed
// back 10.00 and paid 4.00, the same. Paid 4.00 on the first's win, or 6.00
// on the second's, favours the second: a finding. With the first losing and
// the second tied, handed back 4.00 it played 6.00 and 4.00; 6.00 favours the
// second.
func TestCaballoSplits(t *testing.T) {
	firstWinsSecondTies := "P1=2D,2S,4C;P2=6H,AC;B=6C,AH" // 8 and 7 against 7
	firstLosesSecondWins := "P1=4D,2S;P2=5H,3C;B=6C,AH"   // 6 and 8 against 7
	firstTiesSecondWins := "P1=6H,AC;P2=5H,3C;B=6C,AH"    // 7 and 8 against 7
	firstLosesSecondTies := "P1=3D,3S;P2=4S,3H;B=5S,2D"   // 6 and 7 against 7
	m := mini{outcomes: []string{firstWinsSecondTies, firstLosesSecondWins, firstTiesSecondWins, firstLosesSecondTies},
		bets: []string{
			"1,caballo,10.00,10.00,6.00", "1,caballo,10.00,10.00,4.00",
			"2,caballo,10.00,4.00,4.00", "2,caballo,10.00,6.00,6.00",
			"3,caballo,10.00,10.00,4.00", "3,caballo,10.00,10.00,6.00",
			"4,caballo,10.00,4.00,0.00", "4,caballo,10.00,6.00,0.00",
		},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=1 amount=100.00", "2,cagnotte,amount=0.04", "3,banca,seat=1 amount=100.00",
			"4,banca,seat=1 amount=100.00", "4,cagnotte,amount=0.22"}}
	if _, got := m.run(t); got != "BDP-PAYOUT@1/B2 BDP-PAYOUT@2/B4 BDP-PAYOUT@3/B6 BDP-PAYOUT@4/B8" {
		t.Errorf("findings %s", got)
	}
}

// A void coup hands every stake back unpaid: a stake on it paid as well is
// a finding whose delta is the payment; one handed back unpaid is right. The deduction recorded on a punto's
// stake is handed to the house: its delta is minus the deduction. A wrong
// settlement names the natural-nine switch only where its readings differ
// (a two-card 9 against a three-card 9), not in an ordinary coup.
func TestVoidCommissionAndNineNine(t *testing.T) {
	nines := "P1=4D,5S;P2=5H,AC;B=3C,3H,3S" // a two-card 9 against the banker's three-card 9
	m := mini{outcomes: []string{tie, tie, nines, bankWins},
		bets: []string{"1,primer-pano,10.00,10.00,10.00", "2,primer-pano,10.00,10.00,0.00", "3,primer-pano,10.00,0.00,0.00", "4,primer-pano,10.00,10.00,0.00", "1,segundo-pano,10.00,10.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=1 amount=100.00", "3,banca,seat=1 amount=100.00",
			"4,banca,seat=1 amount=100.00", "4,cagnotte,amount=0.20"}}
	s := m.sections()
	s["rounds.csv"] = strings.Replace(s["rounds.csv"], ",played,,", ",void,croupier error,", 1)
	s["bets.csv"] = strings.Replace(s["bets.csv"], "10.00,10.00,0.00,,", "10.00,10.00,0.00,0.30,", 1)
	res := casetest.Audit(t, casetest.Case{File: t.Name(), Region: "es", Sections: s})
	want := map[string]struct {
		delta  logs.Cents
		assume string
	}{
		"BDP-PAYOUT@1/B1":     {1000, ""},
		"BDP-COMMISSION@2/B2": {-30, ""},
		"BDP-PAYOUT@3/B3":     {-1000, "bdp-natural-nine=either"}, // due under «tie»: 10.00 back
		"BDP-PAYOUT@4/B4":     {1000, ""},
	}
	if len(res.Findings) != len(want) {
		for _, f := range res.Findings {
			t.Logf("%s %s", casetest.Key(f), f.Detail.EN)
		}
		t.Fatalf("%d findings, want %d", len(res.Findings), len(want))
	}
	for _, f := range res.Findings {
		w, ok := want[casetest.Key(f)]
		if !ok || f.Delta != w.delta || strings.Join(f.Assumptions, " ") != w.assume {
			t.Errorf("%s: delta %d, assumptions %v; want %d [%s]", casetest.Key(f), f.Delta, f.Assumptions, w.delta, w.assume)
		}
	}
}

// Every coup of a shoe counts toward its cards, its first coup included: a
// three-deck shoe holds three sixes of clubs, three come out in coup 1 and a
// fourth in coup 2.
func TestShoeCountFromTheFirstCoup(t *testing.T) {
	c := "P1=6C,AH;P2=6C,KD;B=6C,AS" // 7 and 6 against 7
	m := mini{outcomes: []string{c, "P1=6C,AD;P2=5H,AC;B=4C,3H"}, bets: []string{"1,primer-pano,10.00,10.00,0.00", "2,primer-pano,10.00,10.00,0.00"},
		events: []string{"1,banca,seat=1 amount=100.00", "2,banca,seat=1 amount=100.00"}}
	if _, got := m.run(t); got != "BDP-SHOE-COUNT@2" {
		t.Errorf("findings %s, want BDP-SHOE-COUNT@2", got)
	}
}

var _ = logs.Cents(0)
