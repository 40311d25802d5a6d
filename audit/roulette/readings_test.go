package roulette_test

// A case that each non-default reading of a roulette switch changes, with
// the finding it must (and must not) give under each reading (issue 23).
// The readings tested elsewhere in this package: prison-release (mutants),
// limit-scope, max-docena-1977, cyl-dos-panos-crew (mutants), american-
// prison, announced-bets, two-columns, two-dozens-pairs, zero-combinations,
// multiple-of-min, max-bet, limit-announce-spins, wheel-dir-void,
// cyl-reference, cyl-tier (the cases).

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// variantOf audits a case file with its sections edited (old → new, every
// occurrence) under the readings given, and returns the keys of the
// findings of the rules named.
func variantOf(t *testing.T, file string, assume []string, edits map[string][2]string, ids ...string) []string {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+file)
	c.Assume = append(c.Assume, assume...)
	for sec, e := range edits {
		if !strings.Contains(c.Sections[sec], e[0]) {
			t.Fatalf("%s: %s has no %q", file, sec, e[0])
		}
		c.Sections[sec] = strings.ReplaceAll(c.Sections[sec], e[0], e[1])
	}
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		if want[f.Rule] {
			got = append(got, casetest.Key(f))
		}
	}
	sort.Strings(got)
	return got
}

func check(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	if !same(got, want...) {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

var un = []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"}

// prison-below-min: on the first zero, half of a 5.00 simple chance (2.50,
// under the 5.00 minimum) handed back breaks only from-first-zero; half of
// 10.00 (5.00, the minimum itself) breaks neither.
func TestPrisonBelowMinReadings(t *testing.T) {
	for _, c := range []struct {
		reading, bet string
		want         []string
	}{
		{"from-second-zero", "2,impar,,5.00,2.50,0.00,", nil},
		{"from-first-zero", "2,impar,,5.00,2.50,0.00,", []string{rr.PrisonMin + "@2/B1"}},
		{"from-first-zero", "2,impar,,10.00,5.00,0.00,", nil},
		{"from-second-zero", "2,impar,,10.00,5.00,0.00,", nil},
	} {
		tb := table{era: eras[1], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un,
			spins: []string{"17", "0", "8"}, bets: []string{c.bet}, assume: []string{"prison-below-min=" + c.reading}}
		check(t, "prison-below-min="+c.reading+" "+c.bet, tb.audit(t, rr.PrisonMin, rr.ZeroSimple, rr.Prison), c.want...)
	}
}

// colour-19 (1977): read literally, 19 is black, so a rojo paid on 19 and
// a negro collected on it are findings; under the standard reading neither.
func TestColour19Readings(t *testing.T) {
	bets := []string{"1,rojo,,10.00,10.00,10.00,", "1,negro,,10.00,0.00,0.00,"}
	for reading, want := range map[string][]string{
		"standard": nil,
		"literal":  {rr.Payout + "@1/B1", rr.Payout + "@1/B2"},
	} {
		tb := table{era: eras[0], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: un,
			spins: []string{"19"}, bets: bets, assume: []string{"colour-19=" + reading}}
		check(t, "colour-19="+reading, tb.audit(t, rr.Payout), want...)
	}
}

// american-announced-bets (Valencia): a vecinos del cero on an American
// table is a bet type the casino does not offer only under not-offered.
func TestAmericanAnnouncedBetsReadings(t *testing.T) {
	for reading, want := range map[string][]string{
		"allowed":     nil,
		"not-offered": {rr.BetType + "@1/B1"},
	} {
		tb := table{era: eras[3], game: rr.American, min: 500, max: 10000, crew: []string{"jefe-mesa", "croupier"},
			spins: []string{"17"}, bets: []string{"1,vecinos-del-cero,,45.00,0.00,0.00,"}, assume: []string{"american-announced-bets=" + reading}}
		check(t, "american-announced-bets="+reading, tb.audit(t, rr.BetType), want...)
	}
}

// announced-limits (Valencia): a juego al cero's chip on the pleno 26 is
// held to the pleno maximum (30 × 5.00 = 150.00 at this tier) chip by chip:
// 150.00 a chip passes, 150.01 does not; under none it is not checked.
func TestAnnouncedLimitsReadings(t *testing.T) {
	for _, c := range []struct {
		reading, stake string
		want           []string
	}{
		{"per-chip", "600.00", nil},
		{"per-chip", "600.04", []string{rr.StakeMax + "@1/B1"}},
		{"none", "600.04", nil},
		{"none", "4000.00", nil},
	} {
		tb := table{era: eras[3], game: rr.French, variant: rr.UnPano, min: 500, max: 15000, crew: []string{"jefe-mesa", "croupier", "croupier"},
			spins: []string{"8"}, bets: []string{"1,juego-al-cero,," + c.stake + ",0.00,0.00,"}, assume: []string{"announced-limits=" + c.reading, "multiple-of-min=maxima-only"}}
		got := tb.audit(t, rr.StakeMax)
		// Its split chips stay under the split's maximum (60 × 5.00).
		check(t, "announced-limits="+c.reading+" juego-al-cero of "+c.stake, got, c.want...)
	}
}

// cyl-american-limit-change: a change announced two spins ahead on an
// American table breaks the French rule only where it applies.
func TestCylAmericanLimitChangeReadings(t *testing.T) {
	edits := map[string][2]string{"sessions.csv": {"ruleta-francesa,un-pano", "ruleta-americana,"}}
	for reading, want := range map[string][]string{
		"apply":     {rr.LimitChanged + "@4"},
		"not-apply": nil,
	} {
		got := variantOf(t, "limit-change-cyl-two-spins.txt", []string{"cyl-american-limit-change=" + reading}, edits, rr.LimitChanged)
		check(t, "cyl-american-limit-change="+reading, got, want...)
	}
	// The French table is held to it under both.
	for _, reading := range []string{"apply", "not-apply"} {
		got := variantOf(t, "limit-change-cyl-two-spins.txt", []string{"cyl-american-limit-change=" + reading}, nil, rr.LimitChanged)
		check(t, "French table, cyl-american-limit-change="+reading, got, rr.LimitChanged+"@4")
	}
}

// cyl-shared-jefe: one jefe on two dos paños tables is allowed only where
// the paragraph covers both layouts; on un paño tables under both.
func TestCylSharedJefeReadings(t *testing.T) {
	dos := map[string][2]string{"sessions.csv": {"un-pano", "dos-panos"}}
	for _, c := range []struct {
		reading string
		edits   map[string][2]string
		finding bool
	}{
		{"un-pano-only", dos, true},
		{"both-layouts", dos, false},
		{"un-pano-only", nil, false},
		{"both-layouts", nil, false},
	} {
		got := variantOf(t, "jefe-tables-two.txt", []string{"cyl-shared-jefe=" + c.reading}, c.edits, rr.JefeTables, rr.CrewTables)
		if (len(got) > 0) != c.finding {
			t.Errorf("cyl-shared-jefe=%s, dos paños %v: got %v, want a finding: %v", c.reading, c.edits != nil, got, c.finding)
		}
	}
}

// crew-handover-overlap: croupier E12 leaves T1 three minutes after joining
// T2: a handover under 5m, a second table under 1m; six minutes is a second
// table under both.
func TestCrewHandoverOverlapReadings(t *testing.T) {
	off := func(at string) map[string][2]string {
		return map[string][2]string{"staff.csv": {"S1,E12,croupier,2024-03-02T21:00:00+01:00,", "S1,E12,croupier,2024-03-02T21:00:00+01:00," + at}}
	}
	for _, c := range []struct {
		reading, off string
		finding      bool
	}{
		{"5m", "2024-03-02T21:33:00+01:00", false},
		{"1m", "2024-03-02T21:33:00+01:00", true},
		{"5m", "2024-03-02T21:36:00+01:00", true},
		{"1m", "2024-03-02T21:36:00+01:00", true},
		{"1m", "2024-03-02T21:30:30+01:00", false},
	} {
		got := variantOf(t, "crew-tables.txt", []string{"crew-handover-overlap=" + c.reading}, off(c.off), rr.CrewTables)
		if (len(got) > 0) != c.finding {
			t.Errorf("crew-handover-overlap=%s, E12 off T1 at %s: got %v, want a finding: %v", c.reading, c.off, got, c.finding)
		}
	}
}

// croupier-relief: E2 launches every spin from 21:05 until round 3, moved
// to the end of each reading's allowance and one minute past it: exactly
// the allowance passes, a minute more is a finding.
func TestCroupierReliefReadings(t *testing.T) {
	third := func(at, nmb string) map[string][2]string {
		return map[string][2]string{"rounds.csv": {"S1,3,2024-03-02T01:15:00+01:00,E2,8,cw,ccw,2024-03-02T01:14:50+01:00",
			"S1,3," + at + ",E2,8,cw,ccw," + nmb}}
	}
	for _, c := range []struct {
		reading, at, nmb string
		finding          bool
	}{
		{"4h", "2024-03-02T01:05:00+01:00", "2024-03-02T01:04:50+01:00", false},
		{"4h", "2024-03-02T01:06:00+01:00", "2024-03-02T01:05:50+01:00", true},
		{"2h", "2024-03-01T23:05:00+01:00", "2024-03-01T23:04:50+01:00", false},
		{"2h", "2024-03-01T23:06:00+01:00", "2024-03-01T23:05:50+01:00", true},
		{"4h", "2024-03-01T23:06:00+01:00", "2024-03-01T23:05:50+01:00", false},
		{"1h", "2024-03-01T23:05:00+01:00", "2024-03-01T23:04:50+01:00", true},
	} {
		got := variantOf(t, "rotation.txt", []string{"croupier-relief=" + c.reading}, third(c.at, c.nmb), rr.Rotation)
		if (len(got) > 0) != c.finding {
			t.Errorf("croupier-relief=%s, E2 alone from 21:05 to %s: got %v, want a finding: %v", c.reading, c.at, got, c.finding)
		}
	}
}

// Every reading other than the default of every roulette switch has a case
// that assumes it: a case file, or a test of this package (listed here).
func TestEveryReadingHasACase(t *testing.T) {
	inGo := map[string]bool{
		"prison-release=full": true, "prison-release=halved": true, "prison-below-min=from-first-zero": true,
		"colour-19=literal": true, "american-announced-bets=not-offered": true, "announced-limits=none": true,
		"cyl-american-limit-change=not-apply": true, "cyl-shared-jefe=both-layouts": true, "crew-handover-overlap=1m": true,
		"croupier-relief=1h": true, "limit-scope=per-spot": true, "max-docena-1977=none": true, "cyl-dos-panos-crew=two-croupiers": true,
	}
	files, _ := filepath.Glob("testdata/cases/*.txt")
	for _, f := range files {
		for _, a := range casetest.Read(t, f).Assume {
			inGo[a] = true
		}
	}
	n := 0
	for _, a := range rules.AllAssumptions() {
		if !contains(a.Games, rr.French) && !contains(a.Games, rr.American) {
			continue
		}
		for _, r := range a.Readings {
			if r.ID == a.Default {
				continue
			}
			n++
			if !inGo[a.ID+"="+r.ID] {
				t.Errorf("%s=%s: no case assumes it", a.ID, r.ID)
			}
		}
	}
	if n < 20 {
		t.Errorf("only %d roulette readings", n)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
