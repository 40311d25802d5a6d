package rules_test

import (
	"testing"
	"time"

	"github.com/veedor/veedor/rules"
	_ "github.com/veedor/veedor/rules/roulette"
)

func TestInForcePicksTheTextOfTheSessionDate(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	cases := []struct {
		region, game, when, want string
	}{
		{"es", "ruleta-francesa", "1978-05-02T21:00:00+02:00", rules.ES1977},
		{"es", "ruleta-francesa", "1979-11-19T23:00:00+01:00", rules.ES1977},
		{"es", "ruleta-francesa", "1979-11-20T00:00:00+01:00", rules.ES1979},
		{"es", "ruleta-americana", "2024-03-01T21:00:00+01:00", rules.ES1979},
		{"es", "punto-y-banca", "1990-01-01T21:00:00+01:00", rules.ES1984},
		{"cyl", "ruleta-francesa", "2008-01-17T00:00:00+01:00", rules.CyL2008},
		{"cv", "ruleta-americana", "2010-06-01T21:00:00+02:00", rules.CV2003},
		{"es", "ruleta-francesa", "1977-05-31T21:00:00+02:00", ""},
		{"cyl", "ruleta-francesa", "2007-12-31T21:00:00+01:00", ""},
		{"cv", "ruleta-francesa", "2003-09-19T21:00:00+02:00", ""},
		{"cyl", "bingo", "2010-01-01T21:00:00+01:00", ""},
	}
	for _, c := range cases {
		in, err := rules.InForce(c.region, c.game, at(c.when))
		got := ""
		if err == nil {
			got = in.ID
		}
		if got != c.want {
			t.Errorf("InForce(%s, %s, %s) = %q (%v), want %q", c.region, c.game, c.when, got, err, c.want)
		}
	}
}

func TestRegistry(t *testing.T) {
	for _, r := range rules.All() {
		if r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s lacks a title or doc in one language", r.ID)
		}
		if r.Kind == rules.Violation && len(r.Basis) == 0 {
			t.Errorf("violation rule %s has no legal basis", r.ID)
		}
		for _, b := range r.Basis {
			if _, ok := rules.Instruments[b.Instrument]; !ok {
				t.Errorf("%s: unknown instrument %q", r.ID, b.Instrument)
			}
			if len(b.Cites) == 0 {
				t.Errorf("%s under %s: no citation", r.ID, b.Instrument)
			}
			for _, c := range b.Cites {
				if c.Instrument != b.Instrument && b.Note.EN == "" {
					t.Errorf("%s under %s cites %s without saying why", r.ID, b.Instrument, c.Instrument)
				}
			}
		}
		for _, a := range r.Assumptions {
			if _, ok := rules.LookupAssumption(a); !ok {
				t.Errorf("%s depends on unknown switch %q", r.ID, a)
			}
		}
	}
	for _, a := range rules.AllAssumptions() {
		found := false
		for _, rd := range a.Readings {
			found = found || rd.ID == a.Default
		}
		if !found || len(a.Readings) < 2 {
			t.Errorf("switch %s: default %q not among %d readings", a.ID, a.Default, len(a.Readings))
		}
	}
}

func TestAssumeRejectsUnknownSwitchesAndReadings(t *testing.T) {
	s := rules.Defaults()
	if err := s.Set("prison-release=halved"); err != nil || s["prison-release"] != "halved" {
		t.Fatalf("valid setting refused: %v", err)
	}
	for _, bad := range []string{"prison-release", "no-such=x", "prison-release=sometimes"} {
		if err := s.Set(bad); err == nil {
			t.Errorf("Set(%q) accepted", bad)
		}
	}
}
