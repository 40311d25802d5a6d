package puntobanca

import (
	"fmt"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the punto y banca rules and switches cite must stand on its
// seed line.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 100 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	bad := c77("07.V", 286, "una deducción del 10 por 100")
	if seedtest.Open(t).Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every ID declared in ids.go is a registered rule with a basis under at
// least one instrument, titles and docs in both languages, and every
// assumption a rule names is registered.
func TestRulesComplete(t *testing.T) {
	ids := []string{RuleDecks, RuleShoeCount, RuleBurn, RuleCutCard, RuleAfterCut, RuleDealOrder, RuleNatural, RulePlayerDraw,
		RuleTableau, RulePayout, RuleCommission, RuleBetType, RuleTieBet, RuleTableMin, RuleTableMax, RuleStakeMin, RuleStakeMax,
		RuleSeats, RuleCrew, RuleJefeTables, RuleShoePass, RuleLateBet, RuleStakeMultiple}
	if len(ids) != len(Rules) {
		t.Errorf("%d IDs, %d rules", len(ids), len(Rules))
	}
	for _, id := range ids {
		r, ok := rules.Lookup(id)
		if !ok {
			t.Errorf("%s not registered", id)
			continue
		}
		if len(r.Basis) == 0 || r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s incomplete", id)
		}
		for _, b := range r.Basis {
			if len(b.Cites) == 0 {
				t.Errorf("%s: basis under %s without citations", id, b.Instrument)
			}
			// A basis citing another instrument must say why.
			for _, c := range b.Cites {
				if c.Instrument != b.Instrument && b.Note.ES == "" {
					t.Errorf("%s under %s cites %s without a note", id, b.Instrument, c.Instrument)
				}
			}
		}
		for _, a := range r.Assumptions {
			if _, ok := rules.LookupAssumption(a); !ok {
				t.Errorf("%s names unknown switch %s", id, a)
			}
		}
	}
	for _, a := range Assumptions {
		found := false
		for _, r := range a.Readings {
			found = found || r.ID == a.Default
		}
		if !found {
			t.Errorf("switch %s: default %q is not a reading", a.ID, a.Default)
		}
	}
}

// Which instruments each rule applies under: the tableau rests on the
// Valencian table everywhere but Valencia; the tie-bet rule has no basis in
// Valencia (the text has a tie bet and no cap).
func TestWhereRulesApply(t *testing.T) {
	tableau, _ := rules.Lookup(RuleTableau)
	for _, in := range []string{rules.ES1977, rules.ES1979, rules.ES1984, rules.CyL2008} {
		b, ok := tableau.BasisFor(in, Game)
		if !ok || b.Cites[0].Instrument != rules.CV2003 || b.Note.EN == "" {
			t.Errorf("tableau under %s: want the Valencian rows with a note, got %+v", in, b)
		}
	}
	if b, _ := tableau.BasisFor(rules.CV2003, Game); b.Note.EN != "" || b.Cites[0].Instrument != rules.CV2003 {
		t.Error("tableau under cv-2003 must rest on its own text")
	}
	tie, _ := rules.Lookup(RuleTieBet)
	if tie.AppliesTo(rules.CV2003, Game) {
		t.Error("PB-TIE-BET has no basis in Valencia")
	}
	for _, in := range []string{rules.ES1977, rules.ES1984, rules.CyL2008} {
		if !tie.AppliesTo(in, Game) {
			t.Errorf("PB-TIE-BET must apply under %s", in)
		}
	}
	draw, _ := rules.Lookup(RulePlayerDraw)
	if b, _ := draw.BasisFor(rules.CyL2008, Game); b.Cites[0].Instrument != rules.ES1977 {
		t.Error("punto's draw in Castilla y León rests on 1977")
	}
	nat, _ := rules.Lookup(RuleNatural)
	if b, _ := nat.BasisFor(rules.CyL2008, Game); b.Cites[0].Instrument != rules.CyL2008 {
		t.Error("naturals in Castilla y León rest on the 2008 text (IV.1)")
	}
}

func TestCommission(t *testing.T) {
	def := rules.Defaults()
	for _, c := range []struct {
		stake    int64
		assume   map[string]string
		expected int64
		good     []int64
		bad      []int64
	}{
		{10000, nil, 500, []int64{500}, []int64{499, 501, 0}},
		{1234, nil, 61, []int64{61, 62}, []int64{63, 60}},                                         // 61.7: default within-cent
		{1234, map[string]string{SwCommissionRounding: "down"}, 61, []int64{61}, []int64{62, 60}}, // 61.7
		{1234, map[string]string{SwCommissionRounding: "half-up"}, 62, []int64{62}, []int64{61}},  // 61.7
		{1230, map[string]string{SwCommissionRounding: "half-up"}, 62, []int64{62}, []int64{61}},  // 61.5
		{1222, map[string]string{SwCommissionRounding: "half-up"}, 61, []int64{61}, []int64{62}},  // 61.1
		{1234, map[string]string{SwCommissionRounding: "within-cent"}, 61, []int64{61, 62}, []int64{60, 63}},
		{1000, map[string]string{SwCommissionRounding: "within-cent"}, 50, []int64{50}, []int64{49, 51}},
		{1000, map[string]string{SwCommissionBase: "stake-and-win"}, 100, []int64{100}, []int64{50}},
	} {
		a := rules.Settings{}
		for k, v := range def {
			a[k] = v
		}
		for k, v := range c.assume {
			a[k] = v
		}
		e, ok := Commission(c.stake, a)
		if e != c.expected {
			t.Errorf("%d %v: expected %d, got %d", c.stake, c.assume, c.expected, e)
		}
		for _, g := range c.good {
			if !ok(g) {
				t.Errorf("%d %v: %d refused", c.stake, c.assume, g)
			}
		}
		for _, b := range c.bad {
			if ok(b) {
				t.Errorf("%d %v: %d accepted", c.stake, c.assume, b)
			}
		}
	}
}

func TestParams(t *testing.T) {
	def := rules.Defaults()
	p77, _ := For(rules.ES1977, def)
	p84, _ := For(rules.ES1984, def)
	pc, _ := For(rules.CyL2008, def)
	pv, _ := For(rules.CV2003, def)
	if !p77.DecksAllowed(8) || p77.DecksAllowed(6) || !p84.DecksAllowed(6) || p84.DecksAllowed(8) {
		t.Error("decks: 8 in 1977, 6 in 1984")
	}
	p79, _ := For(rules.ES1979, def)
	if !p79.DecksAllowed(6) || !p79.DecksAllowed(8) {
		t.Error("1979 common reading accepts 6 and 8")
	}
	for _, c := range []struct {
		p        *Params
		min, max int64
		want     bool
	}{
		{p77, 500, 25000, true}, {p77, 500, 50000, true}, {p77, 500, 30000, false}, {p77, 500, 10000, false},
		{pc, 500, 10000, true}, {pc, 500, 30000, true}, {pc, 500, 50000, true}, {pc, 500, 9999, false}, {pc, 500, 50001, false},
		{pv, 500, 25000, true}, {pv, 500, 20000, false},
	} {
		if got := c.p.MaxAllowed(c.min, c.max); got != c.want {
			t.Errorf("%s max %d for min %d: %v", c.p.Instrument, c.max, c.min, got)
		}
	}
	if _, ok := For(rules.ES1977, def); !ok {
		t.Error("1977 has punto y banca")
	}
	if _, ok := For("xx", def); ok {
		t.Error("unknown instrument")
	}
	if !pc.TieBet || pc.TieCapPct != 10 || p84.TieBet || !pv.TieBet || pv.TieCapPct != 0 {
		t.Error("tie bet: CyL capped at 10%, CV uncapped, none nationally")
	}
	if got := BurnCounts(10, def); len(got) != 2 || got[0] != 11 || got[1] != 10 {
		t.Errorf("burn default %v, want 11 or 10 (either reading)", got)
	}
	if got := BurnCounts(10, rules.Settings{SwBurnCount: "exposed-plus-value"}); len(got) != 1 || got[0] != 11 {
		t.Errorf("burn exposed-plus-value %v", got)
	}
	if def[SwCutReserve] != "at-least" || def[SwCommissionRounding] != "within-cent" || def[SwBurnCount] != "either" {
		t.Errorf("defaults: cut reserve %q, rounding %q, burn %q", def[SwCutReserve], def[SwCommissionRounding], def[SwBurnCount])
	}
	// Valencia with the Valencian text's seven seats on every reduced table:
	// every reduced table is of the 7-player modality, four to a jefe.
	pv7, _ := For(rules.CV2003, rules.Settings{SwCVReducedSeats: "seven"})
	if pv7.Seats[Midi] != 7 || pv7.JefeTables[Midi] != 4 || pv7.JefeTables[Mini] != 4 {
		t.Errorf("cv seven: seats %d, jefe tables midi %d mini %d; want 7, 4, 4", pv7.Seats[Midi], pv7.JefeTables[Midi], pv7.JefeTables[Mini])
	}
	if pv.JefeTables[Midi] != 3 {
		t.Errorf("cv by modality: midi jefe tables %d, want 3", pv.JefeTables[Midi])
	}
}

// The deck counts of the 1979 window follow pb-1979-text: both by default.
func TestDecksFor(t *testing.T) {
	for _, c := range []struct {
		reading string
		want    []int
	}{{"", []int{6, 8}}, {"common", []int{6, 8}}, {"1977", []int{8}}, {"1984", []int{6}}} {
		var got []int
		for _, d := range DecksFor(rules.ES1979, rules.Settings{Sw1979Text: c.reading}) {
			got = append(got, d.N)
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("es-1979 %q: %v, want %v", c.reading, got, c.want)
		}
		p, _ := For(rules.ES1979, rules.Settings{Sw1979Text: c.reading})
		if fmt.Sprint(p.Decks) != fmt.Sprint(c.want) {
			t.Errorf("es-1979 %q: params decks %v, want %v", c.reading, p.Decks, c.want)
		}
	}
	if d := DecksFor(rules.ES1984, nil); len(d) != 1 || d[0].N != 6 {
		t.Errorf("es-1984: %v", d)
	}
}

// PB-LATE-BET: the 1984 and Valencian texts have «no va más»; 1979 and
// Castilla y León take the 1984 text as reference; the 1977 text has none.
func TestLateBetBases(t *testing.T) {
	r, _ := rules.Lookup(RuleLateBet)
	if r.AppliesTo(rules.ES1977, Game) {
		t.Error("PB-LATE-BET has no basis in the 1977 text")
	}
	for _, in := range []string{rules.ES1979, rules.CyL2008} {
		b, ok := r.BasisFor(in, Game)
		if !ok || b.Cites[0].Instrument != rules.ES1984 || b.Note.EN == "" {
			t.Errorf("%s: want the 1984 text as a reference with a note, got %+v", in, b)
		}
	}
	for _, in := range []string{rules.ES1984, rules.CV2003} {
		if b, ok := r.BasisFor(in, Game); !ok || b.Cites[0].Instrument != in || b.Note.EN != "" {
			t.Errorf("%s: want its own text, got %+v", in, b)
		}
	}
}
