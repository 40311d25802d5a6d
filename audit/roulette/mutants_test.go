package roulette_test

// Tests that kill the mutants the hand-written cases let live (issue 23):
// the prison's release under every reading of prison-release, the limits at
// the minimum and maximum and one cent either side for every bet type, tier
// and instrument, and the crew of every entry of every crew table.

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// era is a session date judged under one instrument.
type era struct {
	instrument, region, date string
}

var eras = []era{
	{rules.ES1977, "es", "1978-05-02"},
	{rules.ES1979, "es", "2024-03-01"},
	{rules.CyL2008, "cyl", "2010-05-02"},
	{rules.CV2003, "cv", "2005-05-02"},
}

// table is a one-session case log built in code.
type table struct {
	era           era
	game, variant string
	min, max      logs.Cents
	crew          []string // roles, one employee each
	spins         []string // outcomes, one a minute from 21:05
	bets          []string // round,type,selection,stake,returned,paid,settled_round
	assume        []string
	noPlacedAt    bool   // bets without placed_at
	paidBy        string // who paid every bet (default: the first croupier)
}

func (tb table) at(minute int, sec int) string {
	return fmt.Sprintf("%sT21:%02d:%02d+01:00", tb.era.date, minute, sec)
}

// audit runs the case and returns the keys (RULE@round[/bet]) of the
// findings of the rules named, sorted.
func (tb table) audit(t *testing.T, ruleIDs ...string) []string {
	t.Helper()
	want := map[string]bool{}
	for _, id := range ruleIDs {
		want[id] = true
	}
	var got []string
	for _, f := range tb.findings(t) {
		if want[f.Rule] {
			got = append(got, casetest.Key(f))
		}
	}
	sort.Strings(got)
	return got
}

// findings runs the case and returns its findings, failing the test on
// one that says the case itself is malformed.
func (tb table) findings(t *testing.T) []audit.Finding {
	t.Helper()
	c := casetest.Case{File: t.Name(), Region: tb.era.region, Assume: tb.assume, Sections: map[string]string{}}
	c.Sections["sessions.csv"] = "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
		fmt.Sprintf("S1,CAS1,T1,%s,%s,%sT21:00:00+01:00,%sT23:00:00+01:00,%s,%s,%s\n", tb.game, tb.variant, tb.era.date, tb.era.date, tb.min, tb.max, tb.min)
	staff := "session_id,employee_id,role,on_at,off_at\n"
	dealer := ""
	for i, role := range tb.crew {
		id := fmt.Sprintf("E%d", i+1)
		if role == "croupier" && dealer == "" {
			dealer = id
		}
		staff += fmt.Sprintf("S1,%s,%s,%s,\n", id, role, tb.at(0, 0))
	}
	c.Sections["staff.csv"] = staff
	rounds := "session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason\n"
	dirs := []string{"cw", "ccw"}
	for i, out := range tb.spins {
		rounds += fmt.Sprintf("S1,%d,%s,%s,%s,%s,%s,%s,played,\n", i+1, tb.at(5+i, 0), dealer, out, dirs[i%2], dirs[(i+1)%2], tb.at(4+i, 50))
	}
	c.Sections["rounds.csv"] = rounds
	bets := "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by\n"
	for i, b := range tb.bets {
		f := strings.Split(b, ",")
		var round int
		fmt.Sscan(f[0], &round)
		placed := tb.at(4+round-1, 0)
		if tb.noPlacedAt {
			placed = ""
		}
		payer := dealer
		if tb.paidBy != "" {
			payer = tb.paidBy
		}
		bets += fmt.Sprintf("S1,%s,B%d,%d,P%d,%s,%s,%s,%s,%s,%s,%s,%s\n", f[0], i+1, i%7+1, i+1, f[1], f[2], f[3], f[4], f[5], f[6], placed, payer)
	}
	c.Sections["bets.csv"] = bets
	res := casetest.Audit(t, c)
	for _, f := range res.Findings {
		if f.Rule == "DQ-ROW" || strings.HasPrefix(f.Rule, "DQ-BET") {
			t.Errorf("the case itself is malformed: %s %s", casetest.Key(f), f.Detail.EN)
		}
	}
	return res.Findings
}

func same(got []string, want ...string) bool {
	sort.Strings(want)
	return strings.Join(got, " ") == strings.Join(want, " ")
}

// A simple chance held through k zeros and freed when it wins: each reading
// of prison-release accepts its own amounts and no other (the «halved»
// release is B/2^(k−1)).
func TestPrisonReleaseReadings(t *testing.T) {
	for _, tc := range []struct {
		reading  string
		zeros    int
		returned string
		ok       bool
	}{
		{"halved", 2, "5.00", true},
		{"halved", 2, "10.00", false},
		{"halved", 2, "2.50", false},
		{"halved", 3, "2.50", true},
		{"halved", 3, "5.00", false},
		{"halved", 3, "1.25", false},
		{"full", 2, "10.00", true},
		{"full", 2, "5.00", false},
		{"full", 3, "2.50", false},
		{"either", 2, "10.00", true},
		{"either", 2, "5.00", true},
		{"either", 2, "2.50", false},
		{"either", 3, "10.00", true},
		{"either", 3, "2.50", true},
		{"either", 3, "5.00", false},
	} {
		spins := []string{"17"}
		for i := 0; i < tc.zeros; i++ {
			spins = append(spins, "0")
		}
		spins = append(spins, "11")
		freed := len(spins)
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000,
			crew:   []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"},
			spins:  spins,
			bets:   []string{fmt.Sprintf("2,impar,,10.00,%s,0.00,%d", tc.returned, freed)},
			assume: []string{"prison-release=" + tc.reading}}
		got := tb.audit(t, rr.Prison, rr.ZeroSimple, rr.PrisonMin)
		want := []string{}
		if !tc.ok {
			want = []string{fmt.Sprintf("%s@%d/B1", rr.Prison, freed)}
		}
		if !same(got, want...) {
			t.Errorf("prison-release=%s, %d zeros, %s returned: got %v, want %v", tc.reading, tc.zeros, tc.returned, got, want)
		}
	}
}

// selections holds a valid selection of each bet type.
var selections = map[string]string{
	rr.Pleno: "17", rr.Caballo: "17-20", rr.Transversal: "13-14-15", rr.Cuadro: "1-2-4-5", rr.Seisena: "31-32-33-34-35-36",
	rr.Columna: "1", rr.Docena: "1", rr.DosColumnas: "1-2", rr.DosDocenas: "1-2",
	rr.Rojo: "", rr.Negro: "", rr.Par: "", rr.Impar: "", rr.Falta: "", rr.Pasa: "",
}

// Every bet type's maximum at every tier of every instrument: a stake equal
// to it passes and one cent more is a finding; the table minimum passes and
// one cent less is a finding.
func TestLimitBoundaries(t *testing.T) {
	const min = logs.Cents(500)
	for _, e := range eras {
		for _, game := range []string{rr.French, rr.American} {
			p, ok := rr.For(e.instrument, game)
			if !ok {
				t.Fatalf("no parameters for %s %s", e.instrument, game)
			}
			variant := ""
			crew := []string{"jefe-mesa", "croupier"}
			if game == rr.French {
				variant, crew = rr.UnPano, []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"}
			}
			types := make([]string, 0, len(p.Bets))
			for typ := range p.Bets {
				types = append(types, typ)
			}
			sort.Strings(types)
			for tier := 0; tier < p.Tiers; tier++ {
				tb := table{era: e, game: game, variant: variant, min: min, max: logs.Cents(p.Bets[rr.Pleno].Max[tier]) * min,
					crew: crew, spins: []string{"0"}}
				var want []string
				for _, typ := range types {
					spec := p.Bets[typ]
					if len(spec.Max) == 0 {
						continue
					}
					sel, ok := selections[typ]
					if !ok {
						t.Fatalf("no selection for bet type %s", typ)
					}
					max := logs.Cents(spec.Max[tier]) * min
					n := len(tb.bets)
					tb.bets = append(tb.bets,
						fmt.Sprintf("1,%s,%s,%s,0.00,0.00,", typ, sel, max),
						fmt.Sprintf("1,%s,%s,%s,0.00,0.00,", typ, sel, max+1),
						fmt.Sprintf("1,%s,%s,%s,0.00,0.00,", typ, sel, min),
						fmt.Sprintf("1,%s,%s,%s,0.00,0.00,", typ, sel, min-1))
					want = append(want, fmt.Sprintf("%s@1/B%d", rr.StakeMax, n+2), fmt.Sprintf("%s@1/B%d", rr.StakeMin, n+4))
				}
				if len(want) == 0 {
					t.Fatalf("%s %s: no bet type with a maximum", e.instrument, game)
				}
				got := tb.audit(t, rr.StakeMax, rr.StakeMin)
				if !same(got, want...) {
					t.Errorf("%s %s tier %d:\n got  %v\n want %v", e.instrument, game, tier+1, got, want)
				}
			}
		}
	}
}

// The limit's scope: under per-spot two players' stakes on one number add
// up (exactly the maximum passes, a cent more does not); under per-bet
// neither stake alone breaks it.
func TestLimitScopeBoundaries(t *testing.T) {
	for _, tc := range []struct {
		scope, second string
		over          bool
	}{
		{"per-spot", "75.00", false},
		{"per-spot", "75.01", true},
		{"per-bet", "75.01", false},
		{"per-bet", "150.00", false},
		{"per-bet", "150.01", true},
	} {
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000,
			crew:   []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"},
			spins:  []string{"0"},
			bets:   []string{"1,pleno,17,75.00,0.00,0.00,", "1,pleno,17," + tc.second + ",0.00,0.00,"},
			assume: []string{"limit-scope=" + tc.scope}}
		got := tb.audit(t, rr.StakeMax)
		var want []string
		if tc.over && tc.scope == "per-spot" {
			want = []string{rr.StakeMax + "@1/B1"}
		} else if tc.over {
			want = []string{rr.StakeMax + "@1/B2"}
		}
		if !same(got, want...) {
			t.Errorf("limit-scope=%s, 75.00 + %s on one pleno: got %v, want %v", tc.scope, tc.second, got, want)
		}
	}
}

// The dozen's maximum in 1977 under both readings of max-docena-1977: the
// column's (500 times) or none.
func TestMaxDocena1977Readings(t *testing.T) {
	for _, tc := range []struct {
		reading string
		want    []string
	}{
		{"as-column", []string{rr.StakeMax + "@1/B2", rr.StakeMax + "@1/B3", rr.StakeMax + "@1/B5"}},
		{"none", []string{rr.StakeMax + "@1/B3"}},
	} {
		// B3, a pleno, keeps its maximum under both; B4 and B5 are double
		// dozens at the double column's (2.000 times) and a cent over.
		tb := table{era: eras[0], game: rr.French, variant: rr.UnPano, min: 500, max: 15000,
			crew:  []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"},
			spins: []string{"0"},
			bets: []string{"1,docena,1,2500.00,0.00,0.00,", "1,docena,2,2500.01,0.00,0.00,", "1,pleno,5,150.01,0.00,0.00,",
				"1,dos-docenas,1-2,10000.00,0.00,0.00,", "1,dos-docenas,2-3,10000.01,0.00,0.00,"},
			assume: []string{"max-docena-1977=" + tc.reading}}
		if got := tb.audit(t, rr.StakeMax); !same(got, tc.want...) {
			t.Errorf("max-docena-1977=%s: got %v, want %v", tc.reading, got, tc.want)
		}
	}
}

// Every entry of every crew table: the crew as the table lists it is
// enough, and one fewer of any role is a finding.
func TestCrewEveryTableEntry(t *testing.T) {
	for _, e := range eras {
		for _, game := range []string{rr.French, rr.American} {
			p, _ := rr.For(e.instrument, game)
			if len(p.Crews) == 0 {
				t.Fatalf("%s %s: no crew table", e.instrument, game)
			}
			for variant, crew := range p.Crews {
				roles := make([]string, 0, len(crew))
				for role, n := range crew {
					for i := 0; i < n; i++ {
						roles = append(roles, role)
					}
				}
				sort.Strings(roles)
				tb := table{era: e, game: game, variant: variant, min: 500, max: 15000, spins: []string{"17", "8"},
					bets: []string{"1,pleno,5,5.00,0.00,0.00,"}}
				if game == rr.American {
					tb.max = 10000
				}
				tb.crew = roles
				if got := tb.audit(t, rr.CrewShort); len(got) != 0 {
					t.Errorf("%s %s %q with its full crew %v: %v", e.instrument, game, variant, roles, got)
				}
				for i := range roles {
					if i > 0 && roles[i] == roles[i-1] {
						continue
					}
					tb.crew = append(append([]string{}, roles[:i]...), roles[i+1:]...)
					if got := tb.audit(t, rr.CrewShort); !same(got, rr.CrewShort+"@1") {
						t.Errorf("%s %s %q one %s short %v: got %v, want a finding from round 1", e.instrument, game, variant, roles[i], tb.crew, got)
					}
				}
			}
		}
	}
}

// Castilla y León's dos paños under both readings of cyl-dos-panos-crew: a
// crew of jefe, two croupiers and one extremo is enough only where the
// «four» include the extremos.
func TestCylDosPanosCrewReadings(t *testing.T) {
	for _, tc := range []struct {
		reading string
		crew    []string
		short   bool
	}{
		{"two-croupiers", []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"}, false},
		{"two-croupiers", []string{"jefe-mesa", "croupier", "extremo-mesa"}, true},
		{"four-croupiers", []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"}, true},
		{"four-croupiers", []string{"jefe-mesa", "croupier", "croupier", "croupier", "croupier", "extremo-mesa"}, false},
	} {
		tb := table{era: eras[2], game: rr.French, variant: rr.DosPanos, min: 500, max: 15000, crew: tc.crew,
			spins: []string{"17"}, bets: []string{"1,pleno,5,5.00,0.00,0.00,"}, assume: []string{"cyl-dos-panos-crew=" + tc.reading}}
		got := tb.audit(t, rr.CrewShort)
		if want := tc.short; (len(got) > 0) != want {
			t.Errorf("cyl-dos-panos-crew=%s, crew %v: got %v, want a finding: %v", tc.reading, tc.crew, got, want)
		}
	}
}
