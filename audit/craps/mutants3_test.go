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
	nmb    bool // record each throw's «ya no va más», 60 s before it
}

var t0 = time.Date(2015, 3, 1, 21, 0, 0, 0, time.FixedZone("", 3600))

// at is the time of throw no.
func at(no int) time.Time { return t0.Add(time.Duration(5+2*no) * time.Minute) }

func (p play) run(t *testing.T) *audit.Result {
	t.Helper()
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: "dados", OpenedAt: t0, ClosedAt: t0.Add(3 * time.Hour), MinBet: 500, MaxBet: 100000,
		Staff: []logs.Staff{{Employee: "J1", Role: "jefe-mesa", OnAt: t0}, {Employee: "C1", Role: "croupier", OnAt: t0},
			{Employee: "C2", Role: "croupier", OnAt: t0}, {Employee: "K1", Role: "croupier", OnAt: t0}}}
	for i, o := range p.throws {
		r := logs.Round{No: i + 1, At: at(i + 1), Dealer: "K1", Outcome: o, Status: "played"}
		if o == "" {
			r.Status = "void"
		}
		if p.nmb {
			r.NoMoreBetsAt = r.At.Add(-time.Minute)
		}
		s.Rounds = append(s.Rounds, r)
	}
	s.Bets = p.bets
	s.Events = []logs.Event{{At: t0, Kind: "dice", Detail: "serials=A,B,C,D,E,F"}, {At: t0, Round: 1, Kind: "shooter", Detail: "player=P1 seat=1"}}
	for _, e := range p.events {
		if e.At.IsZero() {
			e.At = at(e.Round).Add(-30 * time.Second)
		}
		s.Events = append(s.Events, e)
	}
	assume := rules.Defaults()
	for _, a := range p.assume {
		if err := assume.Set(a); err != nil {
			t.Fatal(err)
		}
	}
	res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: "cv", Assume: assume})
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
		if f.Rule == "DADOS-SHOOTER-BET" || f.Rule == audit.DQMissing {
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
