package boule_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
)

// Boundary and reading cases for the replay, written as small logs in the
// test (the mutants of issue 23): each asserts the findings a wrong
// comparison, sum or switch would change. Expected figures come from the
// texts: maxima 40–100 times the authorised minimum on a number, 500 times
// on a simple chance (1977 L160, CV L889); a number pays 7 (or 6) times.

// lg is one session's log: rows without the session_id column.
type lg struct {
	region, variant, min, max, auth string
	assume                          []string
	staff, rounds, bets, events     []string
}

// clock is round no's time of day: the ball at 22:(2no+1), «no va más» 20 s
// before and bets 40 s before.
func clock(no int, s int) string {
	m, sec := 2*no+1, s
	if sec < 0 {
		m, sec = m-1, 60+sec
	}
	return fmt.Sprintf("2024-03-01T22:%02d:%02d+01:00", m, sec)
}

// rnd is a played round (outcome "" makes it void), launched by dealer.
func rnd(no int, dealer, outcome string) string {
	status, why := "played", ""
	if outcome == "" {
		status, why = "void", "bola-fuera"
	}
	return fmt.Sprintf("%d,%s,%s,%s,%s,%s,,%s", no, clock(no, 0), dealer, outcome, status, why, clock(no, -20))
}

// bet is a bet placed in time by player on round no.
func bet(no int, id, player, typ, sel, stake, ret, paid string) string {
	return fmt.Sprintf("%d,%s,1,%s,%s,%s,%s,%s,%s,%s", no, id, player, typ, sel, stake, ret, paid, clock(no, -40))
}

// crew is a jefe and two croupiers on duty all session.
var crew = []string{"J1,jefe-mesa,2024-03-01T22:00:00+01:00,", "C1,croupier,2024-03-01T22:00:00+01:00,", "C2,croupier,2024-03-01T22:00:00+01:00,"}

func rows(header string, rs []string) string {
	var b strings.Builder
	b.WriteString(header + "\n")
	for _, r := range rs {
		b.WriteString("S1," + r + "\n")
	}
	return b.String()
}

func (l lg) audit(t *testing.T) *audit.Result {
	t.Helper()
	region := l.region
	if region == "" {
		region = "cv"
	}
	c := casetest.Case{File: t.Name(), Region: region, Assume: l.assume, Sections: map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
			fmt.Sprintf("S1,CAS1,BO1,boule,%s,2024-03-01T22:00:00+01:00,2024-03-01T23:59:00+01:00,%s,%s,%s\n", l.variant, l.min, l.max, l.auth),
		"staff.csv":  rows("session_id,employee_id,role,on_at,off_at", l.staff),
		"rounds.csv": rows("session_id,round_no,at,dealer_id,outcome,status,void_reason,dealt,no_more_bets_at", l.rounds),
		"bets.csv":   rows("session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,placed_at", l.bets),
		"events.csv": rows("session_id,at,round_no,kind,detail,employee_id", l.events),
	}}
	return casetest.Audit(t, c)
}

func keys(res *audit.Result) string { return casetest.Keys(res.Findings) }

// check audits l and wants exactly the findings want (space-separated keys,
// "" for none); it returns the findings by key.
func (l lg) check(t *testing.T, want string) map[string]audit.Finding {
	t.Helper()
	res := l.audit(t)
	if got := keys(res); got != want {
		t.Errorf("findings [%s], want [%s]", got, want)
		for _, f := range res.Findings {
			t.Logf("  %s: %s", casetest.Key(f), f.Detail.EN)
		}
	}
	by := map[string]audit.Finding{}
	for _, f := range res.Findings {
		by[casetest.Key(f)] = f
	}
	return by
}

// base is a clean two-round session: authorised and table minimum 5.00,
// maximum on a number 300.00 (60 times).
func base() lg {
	return lg{min: "5.00", max: "300.00", auth: "5.00", staff: crew,
		rounds: []string{rnd(1, "C1", "3"), rnd(2, "C2", "4")},
		bets:   []string{bet(1, "B1", "P1", "impar", "", "10.00", "10.00", "10.00"), bet(2, "B2", "P1", "par", "", "10.00", "10.00", "10.00")}}
}

// The maximum on a number: 40 and 100 times the authorised minimum of 5.00
// (200.00 and 500.00) pass, a cent outside either does not; the finding is
// on the session's max_bet, with no switch when the minimum is the
// authorised one.
func TestMaxBandBoundaries(t *testing.T) {
	for _, c := range []struct {
		max  string
		want string
	}{{"199.99", "BOU-MAX-BAND@0"}, {"200.00", ""}, {"500.00", ""}, {"500.01", "BOU-MAX-BAND@0"}} {
		t.Run(c.max, func(t *testing.T) {
			l := base()
			l.max = c.max
			f, ok := l.check(t, c.want)["BOU-MAX-BAND@0"]
			if ok && (f.Column != "max_bet" || len(f.Assumptions) != 0 || f.Expected.EN != "€200.00 – €500.00") {
				t.Errorf("column %q, assumptions %v, expected %q", f.Column, f.Assumptions, f.Expected.EN)
			}
		})
	}
}

// Without authorized_min the floor is not checked and the ceiling is 100
// times the table minimum, with no switch named (none applies).
func TestMaxBandWithoutAuthorised(t *testing.T) {
	l := base()
	l.auth, l.max = "", "5.00" // 1 time the table minimum
	l.check(t, "")
	l.max = "500.01"
	if f := l.check(t, "BOU-MAX-BAND@0")["BOU-MAX-BAND@0"]; len(f.Assumptions) != 0 {
		t.Errorf("assumptions %v, want none without authorized_min", f.Assumptions)
	}
	// Nor is a table minimum judged without the authorised one, under
	// either reading of bou-double-minimum.
	l.max, l.assume = "300.00", []string{"bou-double-minimum=only-double"}
	l.check(t, "")
}

// The table minimum: the authorised one passes, a cent below does not;
// under only-double, a minimum below the authorised one is reported without
// the switch (any reading reports it) and a triple with it.
func TestTableMinBoundaries(t *testing.T) {
	l := base()
	l.min = "4.99"
	l.max = "300.00"
	f := l.check(t, "BOU-TABLE-MIN@0")["BOU-TABLE-MIN@0"]
	if f.Column != "min_bet" || len(f.Assumptions) != 0 {
		t.Errorf("column %q, assumptions %v", f.Column, f.Assumptions)
	}
	l.assume = []string{"bou-double-minimum=only-double"}
	if f := l.check(t, "BOU-TABLE-MIN@0")["BOU-TABLE-MIN@0"]; len(f.Assumptions) != 0 || f.Expected.EN != "€5.00 or €10.00" {
		t.Errorf("below the authorised minimum: assumptions %v, expected %q; want none, the minimum or its double", f.Assumptions, f.Expected.EN)
	}
	l.min = "15.00"
	l.max = "1500.00"
	l.bets = []string{bet(1, "B1", "P1", "impar", "", "20.00", "20.00", "20.00")}
	f = l.check(t, "BOU-TABLE-MIN@0")["BOU-TABLE-MIN@0"]
	if strings.Join(f.Assumptions, " ") != "bou-double-minimum=only-double" {
		t.Errorf("a triple: assumptions %v, want the switch", f.Assumptions)
	}
	l.min = "10.00"
	l.max = "1000.00"
	l.check(t, "")
}

// A stake at the table minimum passes and a cent below does not.
func TestStakeMinBoundary(t *testing.T) {
	l := base()
	l.bets = []string{bet(1, "B1", "P1", "impar", "", "5.00", "5.00", "5.00"), bet(2, "B2", "P1", "par", "", "4.99", "4.99", "4.99")}
	l.check(t, "BOU-STAKE-MIN@2/B2")
}

// The stakes of one player on one number in one round are added up; the
// maximum itself passes and a cent more does not, the finding's money at
// stake being that cent. A simple chance's ceiling is 500 times the
// authorised minimum (2500.00 on 5.00).
func TestStakeMaxBoundaries(t *testing.T) {
	l := base()
	l.bets = []string{
		bet(1, "B1", "P1", "pleno", "3", "200.00", "200.00", "1400.00"),
		bet(1, "B2", "P1", "pleno", "3", "100.00", "100.00", "700.00"), // 300.00: the maximum
		bet(1, "B3", "P2", "pleno", "3", "200.00", "200.00", "1400.00"),
		bet(1, "B4", "P2", "pleno", "3", "100.01", "100.01", "700.07"), // 300.01
		bet(1, "B5", "P3", "pleno", "3", "200.00", "200.00", "1400.00"),
		bet(1, "B6", "P3", "pleno", "4", "200.00", "0.00", "0.00"), // another number: apart
		bet(2, "B7", "P1", "par", "", "2500.00", "2500.00", "2500.00"),
		bet(2, "B8", "P2", "par", "", "2500.01", "2500.01", "2500.01"),
	}
	by := l.check(t, "BOU-STAKE-MAX@1/B3 BOU-STAKE-MAX@2/B8")
	for k, f := range by {
		if f.AtStake != 1 || len(f.Assumptions) != 0 {
			t.Errorf("%s: at stake %d cents, assumptions %v; want 1 cent, none", k, f.AtStake, f.Assumptions)
		}
	}
}

// A late bet handed back is neither a late bet nor counted for the maximum;
// a late bet not handed back whole and unpaid is both. A bet handed back on
// time (a void ball) still counts for the maximum.
func TestLateBetsAndMaxima(t *testing.T) {
	l := base()
	late := clock(1, -10) // after «no va más» at -20
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C2", "")}
	l.bets = []string{
		"1,B1,1,P1,pleno,3,400.00,400.00,0.00," + late, // refused: neither
		"1,B2,1,P2,pleno,7,10.00,0.00,0.00," + late,    // lost: late
		"1,B3,1,P3,rojo,,10.00,10.00,10.00," + late,    // handed back and paid: late
		bet(2, "B4", "P4", "pleno", "3", "400.00", "400.00", "0.00"),
		bet(2, "B5", "P5", "caballo", "3-4", "400.00", "400.00", "0.00"), // no maximum: not a bet of the boule
	}
	l.check(t, "BOU-BET-TYPE@2/B5 BOU-LATE-BET@1/B2 BOU-LATE-BET@1/B3 BOU-STAKE-MAX@2/B4")
}

// What a wrong settlement puts at stake is the difference either way; the
// line cited is the one that says what the bet earns (CV: the number L881,
// the simple chance L883, the 5 L883, the collection L937); only a winning
// number's finding names the payout switch, and its expected settlement
// gives both readings by default.
func TestPayoutFindings(t *testing.T) {
	l := base()
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C2", "5")}
	l.bets = []string{
		bet(1, "B1", "P1", "pleno", "3", "10.00", "10.00", "80.00"), // overpaid 10.00
		bet(1, "B2", "P2", "pleno", "3", "10.00", "10.00", "50.00"), // underpaid 20.00 (of 70.00)
		bet(1, "B3", "P3", "negro", "", "10.00", "10.00", "0.00"),   // 3 is black: 10.00 unpaid
		bet(1, "B4", "P4", "pleno", "4", "10.00", "10.00", "0.00"),  // lost, handed back
		bet(2, "B5", "P5", "pasa", "", "10.00", "10.00", "0.00"),    // lost on the 5
		bet(2, "B6", "P6", "pleno", "3", "10.00", "10.00", "0.00"),  // a number lost on the 5
		bet(1, "B7", "P7", "rojo", "", "10.00", "0.00", "10.00"),    // 3 is black: paid
	}
	all := "BOU-PAYOUT@1/B1 BOU-PAYOUT@1/B2 BOU-PAYOUT@1/B3 BOU-PAYOUT@1/B4 BOU-PAYOUT@1/B7 BOU-PAYOUT@2/B5 BOU-PAYOUT@2/B6"
	by := l.check(t, all)
	for _, c := range []struct {
		key    string
		stake  logs.Cents
		line   int
		quote  string
		assume string
		wins   bool
	}{
		{"BOU-PAYOUT@1/B1", 1000, 881, "siete veces", "bou-number-payout=either", true},
		{"BOU-PAYOUT@1/B2", 2000, 881, "siete veces", "bou-number-payout=either", true},
		{"BOU-PAYOUT@1/B3", 1000, 883, "recibe un valor igual a ella", "", true},
		{"BOU-PAYOUT@1/B4", 1000, 937, "recoge entonces", "", false},
		{"BOU-PAYOUT@2/B5", 1000, 883, "cuando sale el número 5", "", false},
		{"BOU-PAYOUT@2/B6", 1000, 937, "recoge entonces", "", false},
		{"BOU-PAYOUT@1/B7", 1000, 937, "recoge entonces", "", false},
	} {
		f := by[c.key]
		if f.AtStake != c.stake || f.Cite.Line != c.line || !strings.Contains(f.Cite.Quote, c.quote) || strings.Join(f.Assumptions, " ") != c.assume {
			t.Errorf("%s: at stake %d, cites L%d «%s», assumptions %v; want %d, L%d «…%s…», [%s]", c.key, f.AtStake, f.Cite.Line, f.Cite.Quote, f.Assumptions, c.stake, c.line, c.quote, c.assume)
		}
		if strings.Contains(f.Detail.EN, " wins on ") != c.wins {
			t.Errorf("%s: detail %q, wins %v", c.key, f.Detail.EN, c.wins)
		}
	}
	if e := by["BOU-PAYOUT@1/B1"].Expected.EN; !strings.Contains(e, " (or ") {
		t.Errorf("a number under either reading: expected %q names one settlement", e)
	}
	if e := by["BOU-PAYOUT@1/B3"].Expected.EN; strings.Contains(e, " (or ") {
		t.Errorf("a simple chance: expected %q names two settlements", e)
	}
	l.assume = []string{"bou-number-payout=7-to-1"}
	if e := l.check(t, all)["BOU-PAYOUT@1/B1"].Expected.EN; strings.Contains(e, " (or ") {
		t.Errorf("a number under 7-to-1: expected %q names two settlements", e)
	}
}

// The session's summary counts the played balls (not the void ones), every
// bet and their stakes.
func TestAuditedCounts(t *testing.T) {
	l := base()
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C2", ""), rnd(3, "C1", "4")}
	l.bets = []string{bet(1, "B1", "P1", "impar", "", "10.00", "10.00", "10.00"), bet(2, "B2", "P1", "par", "", "7.00", "7.00", "0.00"), bet(3, "B3", "P1", "par", "", "5.50", "5.50", "5.50")}
	res := l.audit(t)
	if len(res.Sessions) != 1 || res.Sessions[0].Rounds != 2 || res.Sessions[0].Bets != 3 || res.Sessions[0].Handle != 2250 {
		t.Errorf("summary %+v, want 2 rounds, 3 bets, 22.50", res.Sessions)
	}
}

// Limit changes apply from their own round on, in round order (two on one
// round: the later row), and a change is refused when unreadable, with a
// minimum of zero, a maximum below the minimum or no round; a maximum equal
// to the minimum is readable (and outside its band).
func TestLimitChanges(t *testing.T) {
	ev := func(no int, detail string) string {
		if no < 0 { // no round recorded
			return clock(2, -50) + ",,limit-change," + detail + ",J1"
		}
		return clock(no, -50) + fmt.Sprintf(",%d,limit-change,%s,J1", no, detail)
	}
	l := base()
	l.max = "500.00"
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C2", "4"), rnd(3, "C1", "6")}
	l.bets = []string{
		bet(1, "B1", "P1", "par", "", "5.00", "0.00", "0.00"),
		bet(2, "B2", "P1", "par", "", "15.00", "15.00", "15.00"),
		bet(3, "B3", "P1", "par", "", "15.00", "15.00", "15.00"),
	}
	// Listed out of order: round 3 lowers the minimum to 10.00 after round 2
	// raised it to 20.00: only B2 is below its minimum.
	l.events = []string{ev(3, "min_bet=10.00 max_bet=1000.00"), ev(2, "min_bet=20.00 max_bet=2000.00")}
	l.check(t, "BOU-STAKE-MIN@2/B2")
	// Two on round 2: the later row holds.
	l.events = []string{ev(2, "min_bet=10.00 max_bet=1000.00"), ev(2, "min_bet=20.00 max_bet=2000.00")}
	l.check(t, "BOU-STAKE-MIN@2/B2 BOU-STAKE-MIN@3/B3")
	l.events = []string{ev(2, "min_bet=20.00 max_bet=2000.00"), ev(2, "min_bet=10.00 max_bet=1000.00")}
	l.check(t, "")
	// From round 1 on (round 1 is a round).
	l.events = []string{ev(1, "min_bet=20.00 max_bet=2000.00")}
	l.check(t, "BOU-STAKE-MIN@1/B1 BOU-STAKE-MIN@2/B2 BOU-STAKE-MIN@3/B3")
	// Refused: no round, a zero minimum, a maximum below the minimum, no
	// key=value.
	for _, e := range []string{ev(-1, "min_bet=20.00 max_bet=2000.00"), ev(2, "min_bet=0.00 max_bet=2000.00"), ev(2, "min_bet=20.00 max_bet=19.99"), ev(2, "min_bet 20.00")} {
		l.events = []string{e}
		no := strings.Split(e, ",")[1]
		if no == "" {
			no = "0"
		}
		if f := l.check(t, "DQ-EVENT@"+no)["DQ-EVENT@"+no]; f.Column != "detail" {
			t.Errorf("%s: column %q", e, f.Column)
		}
	}
	// Equal minimum and maximum: applied, and the maximum is outside its
	// band, on the event's detail.
	l.events = []string{ev(2, "min_bet=20.00 max_bet=20.00")}
	by := l.check(t, "BOU-MAX-BAND@2 BOU-STAKE-MIN@2/B2 BOU-STAKE-MIN@3/B3")
	if f := by["BOU-MAX-BAND@2"]; f.Column != "detail" {
		t.Errorf("a changed maximum: column %q, want detail", f.Column)
	}
}

// One croupier per layout: two on a dos-panos table pass, one does not, and
// the finding counts the balls without them; void balls are not judged.
func TestCrewCounts(t *testing.T) {
	l := base()
	l.variant = "dos-panos"
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C1", "4"), rnd(3, "C1", "")}
	l.check(t, "")
	l.staff = []string{crew[0], crew[1], "C2,croupier,2024-03-01T22:00:00+01:00,2024-03-01T22:04:00+01:00"}
	f := l.check(t, "BOU-CREW@2")["BOU-CREW@2"]
	if f.Recorded.EN != "1" || !strings.HasPrefix(f.Detail.EN, "1 rounds without 2 croupier") {
		t.Errorf("recorded %q, detail %q", f.Recorded.EN, f.Detail.EN)
	}
	// No jefe on the void ball only: nothing.
	l.staff = []string{"J1,jefe-mesa,2024-03-01T22:00:00+01:00,2024-03-01T22:06:00+01:00", crew[1], crew[2]}
	l.check(t, "")
	// A log with no staff and only void balls misses nothing.
	l.staff = nil
	l.rounds = []string{rnd(1, "C1", "")}
	l.bets = []string{bet(1, "B1", "P1", "par", "", "10.00", "10.00", "0.00")}
	l.check(t, "")
	l.rounds = []string{rnd(1, "C1", ""), rnd(2, "C1", "4")}
	if f := l.check(t, "DQ-MISSING@0")["DQ-MISSING@0"]; f.Recorded.EN != "1 rounds" {
		t.Errorf("no staff: recorded %q, want the one played round", f.Recorded.EN)
	}
}

// bou-launcher=session: two played balls by one croupier while the other is
// on duty are reported, whatever void balls others launched; one ball, an
// unrecorded launcher, two launchers, or a second croupier on duty only
// before the balls or during a void one, are not.
func TestLauncherSession(t *testing.T) {
	l := base()
	l.assume = []string{"bou-launcher=session"}
	l.rounds = []string{rnd(1, "C2", ""), rnd(2, "C1", "3"), rnd(3, "C1", "4")}
	l.bets = []string{bet(2, "B1", "P1", "pleno", "9", "10.00", "0.00", "0.00")} // no 9: lost, or void
	l.check(t, "BOU-LAUNCHER@1")
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C1", "")}
	l.check(t, "")
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "", "4")}
	l.check(t, "")
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C2", "4"), rnd(3, "C1", "5")}
	l.check(t, "")
	l.rounds = []string{rnd(1, "C1", "3"), rnd(2, "C2", ""), rnd(3, "C1", "5")}
	l.staff = []string{crew[0], crew[1], "C2,croupier,2024-03-01T22:04:00+01:00,2024-03-01T22:06:00+01:00"}
	l.check(t, "")
}

// BOU-SPINNER: one finding per run of balls by one employee in one other
// role, a void ball breaking no run; an employee on duty both as croupier
// and in another role launches as croupier.
func TestSpinnerRuns(t *testing.T) {
	l := base()
	l.staff = append([]string{"J2,jefe-mesa,2024-03-01T22:00:00+01:00,"}, crew...)
	l.rounds = []string{rnd(1, "J1", "3"), rnd(2, "J2", "4"), rnd(3, "J2", ""), rnd(4, "J2", "5"), rnd(5, "C1", "6"), rnd(6, "J2", "7")}
	l.bets = []string{bet(1, "B1", "P1", "impar", "", "10.00", "10.00", "10.00")}
	by := l.check(t, "BOU-SPINNER@1 BOU-SPINNER@2 BOU-SPINNER@6")
	if d := by["BOU-SPINNER@2"].Detail.EN; !strings.Contains(d, "from round 2 to 4") {
		t.Errorf("run of J2: %q", d)
	}
	l.staff = append([]string{"J1,croupier,2024-03-01T22:00:00+01:00,"}, crew...)
	l.rounds = []string{rnd(1, "J1", "3")}
	l.check(t, "")
}

// A layout opened at twice the authorised minimum (10.00 on 5.00): by
// default (bou-max-base=either) a maximum on a number from 40 times the
// authorised minimum (200.00) to 100 times the table's (1000.00) passes, a
// cent outside does not, and the finding names the switch.
func TestMaxBandDoubledMinimum(t *testing.T) {
	for _, c := range []struct {
		max  string
		want string
	}{{"199.99", "BOU-MAX-BAND@0"}, {"200.00", ""}, {"1000.00", ""}, {"1000.01", "BOU-MAX-BAND@0"}} {
		t.Run(c.max, func(t *testing.T) {
			l := base()
			l.min, l.max = "10.00", c.max
			f, ok := l.check(t, c.want)["BOU-MAX-BAND@0"]
			if ok && (strings.Join(f.Assumptions, " ") != "bou-max-base=either" || f.Expected.EN != "€200.00 – €1,000.00") {
				t.Errorf("assumptions %v, expected %q", f.Assumptions, f.Expected.EN)
			}
		})
	}
}
