package bingo

import (
	"testing"
	"time"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the bingo rules and switches cite must stand on its seed line,
// and a quote absent from its line is refused.
func TestCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 40 {
		t.Fatalf("only %d citations collected", len(cites))
	}
	seedtest.Check(t, cites...)
	if seedtest.Open(t).Check(c77("10.I", 486, "los 90 números que integran el cartón")) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule has a basis under the two national texts and none elsewhere:
// only the national catalogue regulates bingo; under 1979 the 1977 text is a
// reference and says so. Switches named are registered, defaults are
// readings.
func TestRulesComplete(t *testing.T) {
	if len(Rules) != 17 {
		t.Errorf("%d rules, want 17", len(Rules))
	}
	for _, r := range Rules {
		if r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s incomplete", r.ID)
		}
		for _, in := range []string{rules.ES1977, rules.ES1979} {
			b, ok := r.BasisFor(in, Game)
			if !ok || len(b.Cites) == 0 {
				t.Errorf("%s: no basis under %s", r.ID, in)
				continue
			}
			for _, c := range b.Cites {
				if c.Instrument != rules.ES1977 {
					t.Errorf("%s under %s cites %s", r.ID, in, c.Instrument)
				}
			}
			if (in != rules.ES1977) != (b.Note.ES != "") {
				t.Errorf("%s under %s: reference note %q", r.ID, in, b.Note.ES)
			}
		}
		for _, in := range []string{rules.CyL2008, rules.CV2003, rules.ES1984} {
			if _, ok := r.BasisFor(in, Game); ok {
				t.Errorf("%s has a basis under %s, which does not regulate bingo", r.ID, in)
			}
		}
		for _, a := range r.Assumptions {
			if _, ok := rules.LookupAssumption(a); !ok {
				t.Errorf("%s names unknown switch %s", r.ID, a)
			}
		}
	}
	for _, a := range Assumptions {
		ok := false
		for _, r := range a.Readings {
			ok = ok || r.ID == a.Default
		}
		if !ok {
			t.Errorf("%s: default %q is not one of its readings", a.ID, a.Default)
		}
	}
}

// Only the national texts cover bingo: a Valencian or Castilian session has
// no text, and neither has a national one before June 1977.
func TestInForce(t *testing.T) {
	for _, c := range []struct {
		region, date, want string
	}{
		{"es", "1978-01-10", rules.ES1977},
		{"es", "2024-03-01", rules.ES1979},
		{"es", "1976-05-01", ""},
		{"cyl", "2024-03-01", ""},
		{"cv", "2024-03-01", ""},
	} {
		d, _ := time.Parse("2006-01-02", c.date)
		in, err := rules.InForce(c.region, Game, d)
		got := ""
		if err == nil {
			got = in.ID
		}
		if got != c.want {
			t.Errorf("%s %s: %q, want %q (%v)", c.region, c.date, got, c.want, err)
		}
	}
}

func TestCardAndBalls(t *testing.T) {
	c, err := ParseCard("1,12,23,34,45/6,17,28,39,50/61,72,83,84,90")
	if err != nil || c.String() != "1,12,23,34,45/6,17,28,39,50/61,72,83,84,90" || len(CardErrors(c)) != 0 {
		t.Fatalf("%v %v %v", c, err, CardErrors(c))
	}
	if _, err := ParseCard("1,2,3,4,5/6,7,8,9,10"); err == nil {
		t.Error("two lines accepted")
	}
	bad, _ := ParseCard("1,1,3,4,5/6,7,8,9,10/11,12,13,14,91")
	if got := CardErrors(bad); len(got) != 2 {
		t.Errorf("errors %v, want a repeat and 91", got)
	}
	balls, err := ParseBalls("6,17,28,39,99,50,6")
	if err != nil || len(BallErrors(balls)) != 2 {
		t.Errorf("%v %v", err, BallErrors(balls))
	}
	if _, err := ParseBalls("6,x"); err == nil {
		t.Error("a non-number accepted")
	}
	d := Positions([]int{90, 6, 17, 28, 39, 50, 1})
	if LineDone(c, 1, d) != 6 || LineDone(c, 0, d) != 0 || BingoDone(c, d) != 0 {
		t.Errorf("line done %d, top %d, bingo %d", LineDone(c, 1, d), LineDone(c, 0, d), BingoDone(c, d))
	}
	if LineDone(c, 1, d.Within(5)) != 0 {
		t.Error("a line complete after 5 balls")
	}
}
