package audit

import (
	"reflect"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// Rows missing a column are said once per key, with their count, in key
// order, whatever order they came in.
func TestMissingTalliesPerKey(t *testing.T) {
	s := &logs.Session{ID: "S1", Game: "black-jack"}
	ctx, findings, _ := NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), s)
	var m Missing
	m.Report(ctx) // nothing missing: nothing said
	if got := findings(); len(got) != 0 {
		t.Fatalf("an empty tally reported %+v", got)
	}
	m.Add("placed_at", "bets.placed_at", "X-LATE")
	m.Add("b-crew", "staff", "X-CREW")
	m.Add("placed_at", "bets.placed_at", "X-LATE")
	m.Add("placed_at", "other", "other") // a key keeps its first column and rules
	m.Report(ctx)
	got := findings()
	if len(got) != 2 {
		t.Fatalf("%d findings, want 2: %+v", len(got), got)
	}
	type said struct{ rule, column, recorded, detail string }
	want := []said{
		{DQMissing, "staff", "1 rows", "staff is not recorded (1 cases): X-CREW not checked where it is missing."},
		{DQMissing, "bets.placed_at", "3 rows", "bets.placed_at is not recorded (3 cases): X-LATE not checked where it is missing."},
	}
	for i, f := range got {
		if g := (said{f.Rule, f.Column, f.Recorded.EN, f.Detail.EN}); g != want[i] {
			t.Errorf("finding %d: %+v, want %+v", i, g, want[i])
		}
	}
	if got[1].Recorded.ES != "3 filas" {
		t.Errorf("Spanish count %q", got[1].Recorded.ES)
	}
}

// Cite picks the citation asked for under the session's instrument and
// game, and the zero Citation (the engine then uses the basis's first)
// when there is no such rule, basis or citation.
func TestContextCite(t *testing.T) {
	a := rules.Citation{Instrument: rules.CV2003, Section: "art. 1", Seed: "x.md", Line: 10, Quote: "uno"}
	b := rules.Citation{Instrument: rules.CV2003, Section: "art. 2", Seed: "x.md", Line: 20, Quote: "dos"}
	rules.Register(&rules.Rule{ID: "TEST-CITE", Games: []string{"juego-de-prueba", "otro-juego"}, Kind: rules.Violation,
		Basis: []rules.Basis{{Instrument: rules.CV2003, Games: []string{"juego-de-prueba"}, Cites: []rules.Citation{a, b}}}})
	ctx, _, _ := NewContext(rules.Instruments[rules.CV2003], rules.Defaults(), &logs.Session{})
	cases := []struct {
		game, rule string
		i          int
		want       rules.Citation
	}{
		{"juego-de-prueba", "TEST-CITE", 0, a},
		{"juego-de-prueba", "TEST-CITE", 1, b},
		{"juego-de-prueba", "TEST-CITE", 2, rules.Citation{}},  // past the last
		{"juego-de-prueba", "TEST-CITE", -1, rules.Citation{}}, // before the first
		{"otro-juego", "TEST-CITE", 0, rules.Citation{}},       // no basis for that game
		{"juego-de-prueba", "NO-SUCH-RULE", 0, rules.Citation{}},
	}
	for _, c := range cases {
		if got := ctx.Cite(c.game, c.rule, c.i); got != c.want {
			t.Errorf("Cite(%s, %s, %d) = %+v, want %+v", c.game, c.rule, c.i, got, c.want)
		}
	}
}

// Readings names each switch with the reading in force.
func TestContextReadings(t *testing.T) {
	assume := rules.Settings{"sw-a": "one", "sw-b": "two"}
	ctx, _, _ := NewContext(rules.Instruments[rules.CV2003], assume, &logs.Session{})
	if got, want := ctx.Readings("sw-b", "sw-a"), []string{"sw-b=two", "sw-a=one"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Readings = %v, want %v", got, want)
	}
	if got := ctx.Readings(); len(got) != 0 {
		t.Errorf("Readings() = %v, want none", got)
	}
}
