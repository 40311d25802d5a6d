package craps_test

// Bets' lives and limits that the case logs did not tell apart (mutants
// that lived, issue 23). Each play is a short Valencian session (2015) of
// a full crew, six dice and one shooter, P1; what is asserted is worked by
// hand from the throws.

import (
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// play is a session: its throws ("" a null throw), bets and bet events.
type play struct {
	throws []string
	bets   []logs.Bet
	events []logs.Event // Round, Kind, Detail; At is 30 s before the throw unless set
	assume []string
	nmb    bool   // record each throw's «ya no va más», 60 s before it
	region string // "cv" unless set
	// The table: minimum and maximum (5.00 and 1,000.00 unless set), the
	// staff on duty (a jefe, C1, C2 and the stickman K1 unless set), no
	// dealer_id, no shooter event; all keeps every finding in keys.
	min, max          logs.Cents
	staff             []logs.Staff
	noDealer, noShoot bool
	all               bool
}

var t0 = time.Date(2015, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))

// at is the time of throw no.
func at(no int) time.Time { return t0.Add(time.Duration(5+2*no) * time.Minute) }

func (p play) run(t *testing.T) *audit.Result {
	t.Helper()
	return p.runWith(t, p.session())
}

// session is the play's session S1 at table T.
func (p play) session() *logs.Session {
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: "dados", OpenedAt: t0, ClosedAt: t0.Add(3 * time.Hour), MinBet: 500, MaxBet: 100000,
		Staff: []logs.Staff{{Employee: "J1", Role: "jefe-mesa", OnAt: t0}, {Employee: "C1", Role: "croupier", OnAt: t0},
			{Employee: "C2", Role: "croupier", OnAt: t0}, {Employee: "K1", Role: "croupier", OnAt: t0}}}
	if p.min != 0 {
		s.MinBet, s.MaxBet = p.min, p.max
	}
	if p.staff != nil {
		s.Staff = p.staff
	}
	for i, o := range p.throws {
		r := logs.Round{No: i + 1, At: at(i + 1), Dealer: "K1", Outcome: o, Status: "played"}
		if p.noDealer {
			r.Dealer = ""
		}
		if o == "" {
			r.Status = "void"
		}
		if p.nmb {
			r.NoMoreBetsAt = r.At.Add(-time.Minute)
		}
		s.Rounds = append(s.Rounds, r)
	}
	s.Bets = p.bets
	s.Events = []logs.Event{{At: t0, Kind: "dice", Detail: "serials=A,B,C,D,E,F"}}
	if !p.noShoot {
		s.Events = append(s.Events, logs.Event{At: t0, Round: 1, Kind: "shooter", Detail: "player=P1 seat=1"})
	}
	for _, e := range p.events {
		if e.At.IsZero() {
			e.At = at(e.Round).Add(-30 * time.Second)
		}
		s.Events = append(s.Events, e)
	}
	return s
}

// runWith audits sessions under the play's region and readings.
func (p play) runWith(t *testing.T, sessions ...*logs.Session) *audit.Result {
	t.Helper()
	assume := rules.Defaults()
	for _, a := range p.assume {
		if err := assume.Set(a); err != nil {
			t.Fatal(err)
		}
	}
	region := p.region
	if region == "" {
		region = "cv"
	}
	res, err := audit.Run(&logs.Memory{Sessions: sessions}, audit.Options{Region: region, Assume: assume})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// keys are the findings as RULE@round/bet, sorted, but the shooter's own
// bet and missing data, which these plays do not concern.
func (p play) keys(t *testing.T) string {
	t.Helper()
	var out []string
	for _, f := range p.run(t).Findings {
		if !p.all && (f.Rule == "DADOS-SHOOTER-BET" || f.Rule == audit.DQMissing) {
			continue
		}
		k := f.Rule + "@" + strconv.Itoa(f.Round)
		if f.Bet != "" {
			k += "/" + f.Bet
		}
		out = append(out, k)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bet is a bets row: round, id, type, selection, stake, returned, paid
// (cents), settled round; player P1.
func bet(round int, id, typ, sel string, stake, ret, paid logs.Cents, settled int) logs.Bet {
	return logs.Bet{Round: round, ID: id, Player: "P1", Type: typ, Selection: sel, Stake: stake, Returned: ret, Paid: paid, SettledRound: settled}
}

func ev(round int, kind, detail string) logs.Event {
	return logs.Event{Round: round, Kind: kind, Detail: detail}
}

func check(t *testing.T, name string, p play, want string) {
	t.Helper()
	if got := p.keys(t); got != want {
		t.Errorf("%s: findings %q, want %q", name, got, want)
	}
}

// A bet's events take effect from their own throw: a place bet on 6 turned
// off for throw 2 is not won by that throw's 6 (nor lost by the 7 after
// it); an «off» and a withdrawal recorded after the last throw hand the
// stake back at the withdrawal.
func TestEventsFromTheirThrow(t *testing.T) {
	win := bet(1, "B1", "win", "", 1000, 1000, 1000, 2) // 6 then 6: won at 2
	check(t, "off at its throw", play{throws: []string{"3-3", "3-3", "3-4"},
		bets:   []logs.Bet{win, bet(2, "B2", "right-bet", "6", 1200, 1200, 0, 3)},
		events: []logs.Event{ev(2, "off", "bet=B2")}}, "")
	check(t, "withdrawn after the last throw", play{throws: []string{"3-3", "2-2", "5-5"},
		bets:   []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 0, 0), bet(2, "B2", "right-bet", "6", 1200, 1200, 0, 5)},
		events: []logs.Event{ev(4, "off", "bet=B2"), ev(5, "withdrawn", "bet=B2")}}, "")
}

// Odds need a flat bet with a point set before them and not yet decided
// (L2173 ff.): a Come bet won by the 7 of its first throw has no point; a
// Win bet's point set by the throw the odds are placed for is not yet
// there; odds placed for the throw that decides the flat bet are decided
// with it; odds placed after it are on a decided bet.
func TestOddsNeedAPoint(t *testing.T) {
	check(t, "come won at once", play{throws: []string{"3-3", "3-4"},
		bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 0, 0, 2), bet(2, "B2", "come", "", 1000, 1000, 1000, 2),
			{Round: 2, ID: "B3", Player: "P1", Type: "asociada", Hand: "B2", Stake: 1000, Returned: 1000}}}, "DADOS-ODDS@2/B3")
	check(t, "odds with the point's throw", play{throws: []string{"3-3", "5-1"},
		bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 2),
			{Round: 1, ID: "B3", Player: "P1", Type: "asociada", Hand: "B1", Stake: 1000, Returned: 1000, SettledRound: 2}}}, "DADOS-ODDS@1/B3")
	// 6 then 6: the odds of 10.00 on the 6 win 6 to 5, 12.00; an «off»
	// recorded for throw 3 comes too late to matter.
	check(t, "odds decided with their flat bet", play{throws: []string{"3-3", "5-1", "2-2"},
		bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 2),
			{Round: 2, ID: "B3", Player: "P1", Type: "asociada", Hand: "B1", Stake: 1000, Returned: 1000, Paid: 1200, SettledRound: 2}},
		events: []logs.Event{ev(3, "off", "bet=B3")}}, "")
	check(t, "odds after the decision", play{throws: []string{"3-3", "5-1", "2-2"},
		bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 2),
			{Round: 3, ID: "B3", Player: "P1", Type: "asociada", Hand: "B1", Stake: 1000, Returned: 1000, SettledRound: 3}}}, "DADOS-ODDS@3/B3")
}

// Odds on a flat bet the log leaves undecided follow their own events: a
// press for throw 3 is the stake handed back; a withdrawal recorded after
// the last throw is a settlement at that withdrawal, not at any other.
func TestOddsOfAnUndecidedBet(t *testing.T) {
	flat := bet(1, "B1", "win", "", 2000, 2000, 0, 0) // point 6, never decided
	odds := func(settled int) logs.Bet {
		return logs.Bet{Round: 2, ID: "B3", Player: "P1", Type: "asociada", Hand: "B1", Stake: 1000, Returned: 2000, SettledRound: settled}
	}
	p := play{throws: []string{"3-3", "2-2", "5-4"}, bets: []logs.Bet{flat, odds(0)}, events: []logs.Event{ev(3, "press", "bet=B3 stake=20.00")}}
	check(t, "pressed, undecided", p, "")
	p.bets[1] = odds(4)
	p.events = append(p.events, ev(4, "withdrawn", "bet=B3"))
	check(t, "withdrawn after the last throw", p, "")
	p.bets[1] = odds(5)
	check(t, "withdrawn at 4, settled at 5", p, "DADOS-RESOLUTION@2/B3")
}

// The money of a settlement finding: what the log handed over beyond what
// the decision allows. A place bet of 12.00 on 6 wins 7 for 6, 14.00.
func TestSettlementDelta(t *testing.T) {
	won := []string{"3-3", "2-2", "5-1"} // point 6, a 4, the 6
	win := bet(1, "B1", "win", "", 1000, 1000, 1000, 3)
	for _, c := range []struct {
		name   string
		throws []string
		b2     logs.Bet
		events []logs.Event
		rule   string
		delta  logs.Cents
	}{
		{"paid short", won, bet(2, "B2", "right-bet", "6", 1200, 1200, 1200, 3), nil, "DADOS-PAYOUT", -200},
		{"stake kept", won, bet(2, "B2", "right-bet", "6", 1200, 0, 1400, 3), nil, "DADOS-RESOLUTION", -1200},
		{"withdrawn, paid", won, bet(2, "B2", "right-bet", "6", 1200, 1200, 300, 3), []logs.Event{ev(3, "withdrawn", "bet=B2")}, "DADOS-RESOLUTION", 300},
		{"undecided, paid", []string{"3-3", "2-2", "5-4"}, bet(2, "B2", "right-bet", "6", 1200, 1200, 500, 0), nil, "DADOS-RESOLUTION", 500},
		{"undecided, kept at a null throw", []string{"3-3", "2-2", "", "5-4"}, bet(2, "B2", "right-bet", "6", 1200, 0, 0, 3), nil, "DADOS-NULL-THROW", -1200},
	} {
		b1 := win
		if c.throws[2] != "5-1" {
			b1 = bet(1, "B1", "win", "", 1000, 1000, 0, 0)
		}
		res := play{throws: c.throws, bets: []logs.Bet{b1, c.b2}, events: c.events}.run(t)
		found := false
		for _, f := range res.Findings {
			if f.Bet == "B2" {
				found = true
				if f.Rule != c.rule || f.Delta != c.delta {
					t.Errorf("%s: %s delta %d, want %s %d", c.name, f.Rule, f.Delta, c.rule, c.delta)
				}
			} else if f.Rule != "DADOS-SHOOTER-BET" && f.Rule != audit.DQMissing {
				t.Errorf("%s: %s@%d/%s", c.name, f.Rule, f.Round, f.Bet)
			}
		}
		if !found {
			t.Errorf("%s: no finding on B2", c.name)
		}
	}
}

// A field bet won by a 12 pays double (L2199 ff.): paid at the par, the
// finding says what was due.
func TestFieldTwelve(t *testing.T) {
	res := play{throws: []string{"6-6"}, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 0, 0, 1), bet(1, "B2", "field", "", 1000, 1000, 1000, 1)}}.run(t)
	found := false
	for _, f := range res.Findings {
		if f.Bet == "B2" {
			found = true
			if f.Rule != "DADOS-PAYOUT" || f.Delta != -1000 || !strings.Contains(f.Expected.EN, "pay €20.00") {
				t.Errorf("field on 12 paid 10.00: %s delta %d, expected %q", f.Rule, f.Delta, f.Expected.EN)
			}
		}
	}
	if !found {
		t.Error("field on 12 paid at the par: no finding")
	}
}

// Under the 1977 text with the Win odds on 6 and 8 not judged
// (cr-odds-68=not-checked) any payment of won odds is accepted, but a won
// bet handed back unpaid is still a wrong resolution.
func TestOddsNotJudgedStillWon(t *testing.T) {
	for paid, want := range map[logs.Cents]string{1300: "", 0: "DADOS-RESOLUTION@2/B3"} {
		p := play{region: "es", assume: []string{"cr-odds-68=not-checked"}, throws: []string{"3-3", "5-1"},
			bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 2),
				{Round: 2, ID: "B3", Player: "P1", Type: "asociada", Hand: "B1", Stake: 1000, Returned: 1000, Paid: paid, SettledRound: 2}}}
		check(t, "odds on 6 paid "+logs.Cents(paid).String(), p, want)
	}
}

// A multiple chance paid at one reading of its rate is bounded by that
// reading's maximum (CV L2229: a possible win of three times the simple
// maximum's, 3,000.00): Juego de 7 at fifteen times up to 200.00; the
// placement bound is the widest reading's («cuatro veces» read as four for
// one, 3 to 1: 1,000.00), and a stake above it is reported once, when
// placed.
func TestJuego7MaxPerReading(t *testing.T) {
	for _, c := range []struct {
		stake logs.Cents
		want  string
	}{{20000, ""}, {20001, "DADOS-STAKE-MAX@1/B2"}, {100000, "DADOS-STAKE-MAX@1/B2"}, {100001, "DADOS-STAKE-MAX@1/B2"}} {
		p := play{throws: []string{"3-4"}, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 1), bet(1, "B2", "juego-7", "", c.stake, c.stake, 15*c.stake, 1)}}
		check(t, "juego 7 of "+c.stake.String()+" at 15", p, c.want)
		if c.stake == 20001 {
			for _, f := range p.run(t).Findings {
				if f.Rule == "DADOS-STAKE-MAX" && !strings.Contains(f.Detail.EN, "(€3,000.00)") {
					t.Errorf("detail %q does not give three times the simple maximum", f.Detail.EN)
				}
			}
		}
	}
}

// A press is a stake like any other: a Come bet (a simple chance, maximum
// 1,000.00) pressed to the maximum is within it, a cent more is not; a
// press after the «ya no va más» is a late bet for what it adds.
func TestPress(t *testing.T) {
	come := func(stake logs.Cents) play {
		return play{throws: []string{"3-3", "2-2", "2-2"},
			bets:   []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 0, 0), bet(2, "B2", "come", "", 1000, stake, stake, 3)},
			events: []logs.Event{ev(3, "press", "bet=B2 stake="+stake.String())}}
	}
	check(t, "pressed to the maximum", come(100000), "")
	check(t, "pressed above the maximum", come(100001), "DADOS-STAKE-MAX@3/B2")
	p := come(2500)
	p.nmb = true // the press, 30 s before its throw, comes after it
	res := p.run(t)
	if len(res.Findings) == 0 || res.Findings[0].Rule != "DADOS-LATE-BET" || res.Findings[0].Round != 3 || res.Findings[0].AtStake != 1500 {
		t.Errorf("late press from 10.00 to 25.00: %v, want DADOS-LATE-BET@3 at stake 15.00", p.keys(t))
	}
	check(t, "late press to the same stake", play{throws: p.throws, bets: come(1000).bets, events: come(1000).events, nmb: true}, "")
}

// A contract bet (Win) may be pressed up, even to the stake it has, and
// turned «working», but not reduced (L2191).
func TestContractReduced(t *testing.T) {
	throws := []string{"3-3", "2-2", "2-2", "5-1"} // point 6, made at 4
	check(t, "pressed up and to the same", play{throws: throws, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 2000, 2000, 4)},
		events: []logs.Event{ev(2, "press", "bet=B1 stake=20.00"), ev(3, "press", "bet=B1 stake=20.00"), ev(3, "working", "bet=B1")}}, "")
	check(t, "pressed up then down", play{throws: throws, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1500, 1500, 4)},
		events: []logs.Event{ev(2, "press", "bet=B1 stake=20.00"), ev(3, "press", "bet=B1 stake=15.00")}}, "DADOS-CONTRACT@3/B1")
}

// Odds on a Win bet are bounded by the flat bet's stake at the throw they
// are placed for (its presses up to then, not after), under the reading
// cr-odds-max=flat.
func TestOddsBoundByTheFlatBet(t *testing.T) {
	for odds, want := range map[logs.Cents]string{2000: "", 2001: "DADOS-STAKE-MAX@3/B3"} {
		paid := odds * 6 / 5
		p := play{assume: []string{"cr-odds-max=flat"}, throws: []string{"3-3", "2-2", "2-2", "5-1"},
			bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 4000, 4000, 4),
				{Round: 3, ID: "B3", Player: "P1", Type: "asociada", Hand: "B1", Stake: odds, Returned: odds, Paid: paid, SettledRound: 4}},
			events: []logs.Event{ev(2, "press", "bet=B1 stake=15.00"), ev(3, "press", "bet=B1 stake=20.00"), ev(4, "press", "bet=B1 stake=40.00")}}
		check(t, "odds of "+odds.String()+" on a flat bet of 20.00", p, want)
	}
}

// Under cr-odds-max=player-simple odds are bounded by the player's simple
// bets working at their throw: the Win bet at its stake then (15.00, its
// press for throw 4 not yet), a field and a Come bet placed for that throw
// (decided by it), not a field decided before: 30.00.
func TestOddsBoundByPlayerSimple(t *testing.T) {
	for _, c := range []struct {
		odds   logs.Cents
		player string
		want   string
	}{{3000, "P1", ""}, {3001, "P1", "DADOS-STAKE-MAX@3/B3"}, {3000, "", "DADOS-STAKE-MAX@3/B3"}} {
		paid := c.odds * 6 / 5
		p := play{assume: []string{"cr-odds-max=player-simple"}, throws: []string{"3-3", "2-2", "1-2", "5-1"},
			bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 3000, 3000, 4),
				bet(2, "B2", "field", "", 500, 500, 500, 2), // won by the 4
				bet(3, "B4", "field", "", 500, 500, 500, 3), // won by the 3
				bet(3, "B5", "come", "", 1000, 0, 0, 3),     // lost to the 3
				{Round: 3, ID: "B3", Player: c.player, Type: "asociada", Hand: "B1", Stake: c.odds, Returned: c.odds, Paid: paid, SettledRound: 4}},
			events: []logs.Event{ev(3, "press", "bet=B1 stake=15.00"), ev(4, "press", "bet=B1 stake=30.00")}}
		check(t, "odds of "+c.odds.String()+" by "+c.player, p, c.want)
	}
}

// The simple-chance maximum lies between 100 and 1,000 times the minimum
// (L245, CV L2227), both bounds included: with a minimum of 5.00, from
// 500.00 to 5,000.00.
func TestTableMaxBounds(t *testing.T) {
	for max, want := range map[logs.Cents]string{49999: "DADOS-TABLE-MAX@0", 50000: "", 500000: "", 500001: "DADOS-TABLE-MAX@0"} {
		p := play{min: 500, max: max, throws: []string{"3-4"}, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 1)}}
		check(t, "maximum "+max.String(), p, want)
		if want != "" {
			if f := p.run(t).Findings[0]; f.Expected.EN != "between €500.00 and €5,000.00" {
				t.Errorf("maximum %s: expected %q", max, f.Expected.EN)
			}
		}
	}
}

// The crew finding says how many croupiers lack: with the stickman named,
// two besides him; without a dealer_id, three of whom one is the stickman.
func TestCrewShortCounts(t *testing.T) {
	jefe := logs.Staff{Employee: "J1", Role: "jefe-mesa", OnAt: t0}
	for _, c := range []struct {
		name     string
		staff    []logs.Staff
		noDealer bool
		want     string
	}{
		{"stickman and one croupier", []logs.Staff{jefe, {Employee: "K1", Role: "croupier", OnAt: t0}, {Employee: "C1", Role: "croupier", OnAt: t0}}, false, "missing: 1 croupier(s)"},
		{"two croupiers, no dealer_id", []logs.Staff{jefe, {Employee: "C1", Role: "croupier", OnAt: t0}, {Employee: "C2", Role: "croupier", OnAt: t0}}, true, "missing: 1 croupier(s) / stickman"},
	} {
		res := play{staff: c.staff, noDealer: c.noDealer, throws: []string{"3-4"}, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 1)}}.run(t)
		if len(res.Findings) == 0 || res.Findings[0].Rule != "DADOS-CREW" || res.Findings[0].Recorded.EN != c.want {
			t.Errorf("%s: %+v, want DADOS-CREW %q", c.name, res.Findings, c.want)
		}
	}
}

// The dice pass on a come-out 7 as cr-dice-pass reads it: by default the
// shooter may keep them or pass them; «any-losing-seven» makes him pass,
// «seven-out» keeps them with him. A come-out that sets a point passes
// nothing.
func TestDicePassOnComeOutSeven(t *testing.T) {
	newShooter := []logs.Event{ev(2, "shooter", "player=P2 seat=2")}
	for _, c := range []struct {
		name, reading string
		throws        []string
		events        []logs.Event
		want          string
	}{
		{"may, kept", "", []string{"3-4", "2-2"}, nil, ""},
		{"may, passed", "", []string{"3-4", "2-2"}, newShooter, ""},
		{"must, kept", "cr-dice-pass=any-losing-seven", []string{"3-4", "2-2"}, nil, "DADOS-DICE-PASS@2"},
		{"must, point set", "cr-dice-pass=any-losing-seven", []string{"3-3", "2-2"}, nil, ""},
		{"never, passed", "cr-dice-pass=seven-out", []string{"3-4", "2-2"}, newShooter, "DADOS-DICE-PASS@2"},
	} {
		p := play{throws: c.throws, events: c.events, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 1)}}
		if c.throws[0] == "3-3" {
			p.bets[0] = bet(1, "B1", "win", "", 1000, 1000, 0, 0)
		}
		if c.reading != "" {
			p.assume = []string{c.reading}
		}
		check(t, c.name, p, c.want)
	}
}

// Without player_id on any bet the shooter's own bet cannot be checked: a
// note when a shooter is named, nothing when none is.
func TestShooterBetUnrecorded(t *testing.T) {
	anon := logs.Bet{Round: 1, ID: "B1", Type: "win", Stake: 1000, Returned: 1000, Paid: 1000, SettledRound: 1}
	for _, c := range []struct {
		noShoot bool
		want    int
	}{{false, 1}, {true, 0}} {
		n := 0
		for _, f := range (play{noShoot: c.noShoot, throws: []string{"3-4"}, bets: []logs.Bet{anon}}).run(t).Findings {
			if f.Rule == audit.DQMissing && f.Column == "player_id" {
				n++
			}
		}
		if n != c.want {
			t.Errorf("no shooter event %v: %d notes on player_id, want %d", c.noShoot, n, c.want)
		}
	}
}

// Under cr-shooter-bet=every-come-out the shooter's line bet must work at
// every come-out: a Don't Win withdrawn before the come-out it was placed
// for does not.
func TestShooterBetWithdrawn(t *testing.T) {
	p := play{all: true, assume: []string{"cr-shooter-bet=every-come-out"}, throws: []string{"3-3", "5-1", "2-2"},
		bets:   []logs.Bet{bet(1, "B1", "dont-win", "", 1000, 0, 0, 2), bet(3, "B2", "dont-win", "", 1000, 1000, 0, 3)},
		events: []logs.Event{ev(3, "withdrawn", "bet=B2")}}
	check(t, "withdrawn before its come-out", p, "DADOS-SHOOTER-BET@3")
}

// After an unreadable throw the table's state is unknown until a 7 ends
// the hand: a Win bet placed before that 7 cannot be judged.
func TestStateUnknownUntilSeven(t *testing.T) {
	p := play{throws: []string{"3-3", "9-9", "2-2", "3-4"},
		bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 0, 0, 4), bet(4, "B2", "win", "", 1000, 1000, 1000, 4)}}
	check(t, "win after an unreadable throw", p, "DQ-OUTCOME@1/B1 DQ-OUTCOME@2 DQ-OUTCOME@4/B2")
}

// Bet events: one recorded for throw 1 applies from it; events of one
// throw apply in the log's order (a press, then the withdrawal, returns
// the pressed stake); a press without its stake is not applied.
func TestBetEventsOrder(t *testing.T) {
	check(t, "off and working from throw 1", play{throws: []string{"3-3", "5-1"},
		bets:   []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 2), bet(1, "B2", "right-bet", "6", 1200, 1200, 1400, 2)},
		events: []logs.Event{ev(1, "off", "bet=B2"), ev(2, "working", "bet=B2")}}, "")
	check(t, "press then withdrawn", play{throws: []string{"3-3", "2-2", "5-4"},
		bets:   []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 0, 0), bet(2, "B2", "right-bet", "6", 1200, 2400, 0, 3)},
		events: []logs.Event{ev(3, "press", "bet=B2 stake=24.00"), ev(3, "withdrawn", "bet=B2")}}, "")
	res := play{throws: []string{"3-3", "2-2"}, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 0, 0), bet(2, "B2", "right-bet", "6", 1200, 1200, 0, 0)},
		events: []logs.Event{ev(2, "press", "bet=B2")}}.run(t)
	if len(res.Findings) == 0 || res.Findings[0].Rule != audit.DQEvent || res.Findings[0].Expected.EN != "round_no ≥ 1, bet=B (a bet of the session) stake=X" {
		t.Errorf("press without stake: %+v", res.Findings)
	}
}

// Odds may follow a Win bet placed with the point on (a timing breach of
// its own): the bet takes the table's point, set before it.
func TestOddsOnAWinPlacedLate(t *testing.T) {
	check(t, "odds on a late Win", play{throws: []string{"3-3", "2-2", "5-1"},
		bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 3), bet(2, "B2", "win", "", 1000, 1000, 1000, 3),
			{Round: 2, ID: "B3", Player: "P1", Type: "asociada", Hand: "B2", Stake: 1000, Returned: 1000, Paid: 1200, SettledRound: 3}}}, "DADOS-BET-TIMING@2/B2")
}

// The dice are compared with the previous session's at the same table
// only: of three sessions with the same dice, two at table T1 and one at
// T2, only the second at T1 is reported.
func TestDiceComparedPerTable(t *testing.T) {
	p := play{throws: []string{"3-4"}, bets: []logs.Bet{bet(1, "B1", "win", "", 1000, 1000, 1000, 1)}}
	var ss []*logs.Session
	for i, table := range []string{"T1", "T1", "T2"} {
		s := p.session()
		s.ID, s.Table = "S"+strconv.Itoa(i+1), table
		shift := time.Duration(i) * 4 * time.Hour
		s.OpenedAt, s.ClosedAt = s.OpenedAt.Add(shift), s.ClosedAt.Add(shift)
		for j := range s.Rounds {
			s.Rounds[j].At = s.Rounds[j].At.Add(shift)
		}
		for j := range s.Events {
			s.Events[j].At = s.Events[j].At.Add(shift)
		}
		for j := range s.Staff {
			s.Staff[j].OnAt = s.Staff[j].OnAt.Add(shift)
		}
		ss = append(ss, s)
	}
	var got []string
	for _, f := range p.runWith(t, ss...).Findings {
		if f.Rule == "DADOS-DICE" {
			got = append(got, f.Session)
		}
	}
	if strings.Join(got, " ") != "S2" {
		t.Errorf("dice reused: findings on %v, want S2 only", got)
	}
}
