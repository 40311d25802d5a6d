package poker

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the rules, switches and pay tables cite stands on its seed line.
func TestCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	for _, tab := range [][]Pay{SecondBet[rules.CyL2008], SecondBet[rules.CV2003], TrijokerPays, Insurance, Progressive, PotShare, Carrusel} {
		for _, p := range tab {
			cites = append(cites, p.Cite)
		}
	}
	for _, l := range SDLimits {
		cites = append(cites, l.MaxCite, l.BetsPerBoxCite, l.BoxesCite)
	}
	if len(cites) < 90 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	if seedtest.Open(t).Check(cyl("10.1.IV.1 a)", 291, "Se paga 200 veces la apuesta")) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule has a basis with citations and texts in both languages; every
// switch a rule names exists and every default is one of its readings.
func TestRulesComplete(t *testing.T) {
	for _, r := range Rules {
		if len(r.Basis) == 0 || r.Title.EN == "" || r.Title.ES == "" || r.Doc.EN == "" || r.Doc.ES == "" {
			t.Errorf("%s incomplete", r.ID)
		}
		for _, b := range r.Basis {
			if len(b.Cites) == 0 {
				t.Errorf("%s: basis under %s without citations", r.ID, b.Instrument)
			}
			for _, c := range b.Cites {
				if c.Instrument != b.Instrument {
					t.Errorf("%s under %s cites %s: these rules rest on each region's own text", r.ID, b.Instrument, c.Instrument)
				}
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
			t.Errorf("switch %s: default %q is not a reading", a.ID, a.Default)
		}
	}
	// Trijoker has no Valencian or national text.
	for _, r := range Rules {
		if r.ForGame(Trijoker) && (r.AppliesTo(rules.CV2003, Trijoker) || r.AppliesTo(rules.ES1977, Trijoker)) {
			t.Errorf("%s applies to trijoker outside Castilla y León", r.ID)
		}
	}
	// No national text has póquer de contrapartida: the session is rejected.
	for _, g := range []string{SinDescarte, Trijoker} {
		if _, err := rules.InForce(rules.RegionES, g, rules.Instruments[rules.ES1984].Effective.AddDate(30, 0, 0)); err == nil {
			t.Errorf("%s: a national text is in force", g)
		}
		if in, err := rules.InForce(rules.RegionCyL, g, rules.Instruments[rules.CyL2008].Effective); err != nil || in.ID != rules.CyL2008 {
			t.Errorf("%s: cyl-2008 not in force on its first day: %v", g, err)
		}
	}
	if in, err := rules.InForce(rules.RegionCV, SinDescarte, rules.Instruments[rules.CV2003].Effective); err != nil || in.ID != rules.CV2003 {
		t.Errorf("sin descarte: cv-2003 not in force: %v", err)
	}
	if _, err := rules.InForce(rules.RegionCV, Trijoker, rules.Instruments[rules.CV2003].Effective.AddDate(5, 0, 0)); err == nil {
		t.Error("trijoker: the Valencian text has no trijoker")
	}
}

func hand(t *testing.T, s string) []cards.Card {
	t.Helper()
	cs, err := parseList(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func parseList(s string) ([]cards.Card, error) {
	hs, err := cards.ParseHands("X=" + s)
	if err != nil {
		return nil, err
	}
	return hs[0].Cards, nil
}

// One example of every class, A-2-3-4-5 among the straights, and the
// near-misses that must not be taken for them.
func TestEvalClasses(t *testing.T) {
	for _, c := range []struct {
		cards string
		want  Class
		top   uint8
	}{
		{"AS,KS,QS,JS,TS", RoyalFlush, 14},
		{"9H,KH,QH,JH,TH", StraightFlush, 13},
		{"AC,2C,3C,4C,5C", StraightFlush, 5},
		{"KD,KS,KH,KC,7D", Quads, 13},
		{"7D,7S,7H,8C,8D", FullHouse, 7},
		{"AC,4C,7C,8C,QC", Flush, 14},
		{"7D,8S,9H,TC,JD", Straight, 11},
		{"AD,2S,3H,4C,5D", Straight, 5},
		{"TD,JS,QH,KC,AD", Straight, 14},
		{"QD,QS,QH,7C,2D", Trips, 12},
		{"KD,KS,7H,7C,AD", TwoPair, 13},
		{"QD,QS,6H,9C,AD", Pair, 12},
		{"AD,KS,6H,9C,2D", HighCard, 14},
		{"KD,AS,2H,3C,4D", HighCard, 14}, // no wrap-around straight
		{"AD,2S,3H,4C,6D", HighCard, 14},
	} {
		h := Eval(hand(t, c.cards))
		if h.Class != c.want || h.Ranks[0] != c.top {
			t.Errorf("%s: got %s top %d, want %s top %d", c.cards, h.Class.EN(), h.Ranks[0], c.want.EN(), c.top)
		}
	}
}

// Every 5-card class over all 2,598,960 hands, against the published counts.
func TestEvalAllHands(t *testing.T) {
	n := Frequencies()
	want := map[Class]int{RoyalFlush: 4, StraightFlush: 36, Quads: 624, FullHouse: 3744, Flush: 5108, Straight: 10200,
		Trips: 54912, TwoPair: 123552, Pair: 1098240, HighCard: 1302540}
	total := 0
	for c, w := range want {
		if n[c] != w {
			t.Errorf("%s: %d hands, want %d", c.EN(), n[c], w)
		}
		total += n[c]
	}
	if total != 2598960 {
		t.Errorf("%d hands in all", total)
	}
}

// The tie-breaks of CyL L313–L327 / CV L2531–L2543, one per class, and the
// wheel under both readings.
func TestCompare(t *testing.T) {
	for _, c := range []struct {
		a, b    string
		low     int // with the ace of the wheel low
		aceHigh int
	}{
		{"KD,KS,KH,KC,2D", "QD,QS,QH,QC,AD", 1, 1},  // higher four
		{"8D,8S,8H,2C,2D", "7D,7S,7H,AC,AD", 1, 1},  // full: higher three
		{"6D,7S,8H,9C,TD", "AD,2S,3H,4C,5D", 1, -1}, // wheel vs 6-high straight
		{"AD,2S,3H,4C,5D", "AH,2C,3D,4S,5H", 0, 0},  // equal wheels
		{"AC,4C,7C,8C,QC", "AH,4H,7H,8H,JH", 1, 1},  // flush: next card
		{"QD,QS,QH,7C,2D", "JD,JS,JH,AC,KD", 1, 1},  // trío
		{"KD,KS,7H,7C,2D", "KH,KC,6H,6C,AD", 1, 1},  // second pair
		{"KD,KS,7H,7C,3D", "KH,KC,7D,7S,2D", 1, 1},  // kicker
		{"QD,QS,6H,9C,AD", "QH,QC,6D,9S,KD", 1, 1},  // pair: remaining cards
		{"AD,KS,6H,9C,2D", "AH,KC,6D,9S,2H", 0, 0},  // cartas mayores tie
		{"AD,KS,6H,9C,3D", "AH,KC,6D,9S,2H", 1, 1},  // last card
		{"2D,2S,3H,4C,5D", "AD,KS,QH,JC,9D", 1, 1},  // any pair beats high card
	} {
		a, b := Eval(hand(t, c.a)), Eval(hand(t, c.b))
		if got := Compare(a, b, false); got != c.low {
			t.Errorf("%s vs %s (ace low): %d, want %d", c.a, c.b, got, c.low)
		}
		if got := Compare(a, b, true); got != c.aceHigh {
			t.Errorf("%s vs %s (ace high): %d, want %d", c.a, c.b, got, c.aceHigh)
		}
		if got := Compare(b, a, false); got != -c.low {
			t.Errorf("%s vs %s: not antisymmetric", c.b, c.a)
		}
	}
}

// The bank plays with ace and king or better (CyL L343, CV L2569).
func TestQualifies(t *testing.T) {
	for s, want := range map[string]bool{
		"AD,KS,6H,9C,2D": true,
		"AD,QS,6H,9C,2D": false,
		"KD,QS,6H,9C,2D": false,
		"2D,2S,6H,9C,3D": true,
		"AD,2S,3H,4C,5D": true, // a straight
	} {
		cs := hand(t, s)
		if got := Qualifies(Eval(cs), cs); got != want {
			t.Errorf("%s qualifies: %v, want %v", s, got, want)
		}
	}
}

// Trijoker wins from a pair of jacks (CyL L405, L445).
func TestTrijokerWins(t *testing.T) {
	for s, want := range map[string]bool{
		"JD,JS,6H,9C,2D": true,
		"TD,TS,6H,9C,2D": false,
		"AD,AS,6H,9C,2D": true,
		"AD,KS,6H,9C,2D": false,
		"3D,3S,3H,9C,2D": true,
	} {
		if got := TrijokerWins(Eval(hand(t, s))); got != want {
			t.Errorf("%s wins: %v, want %v", s, got, want)
		}
	}
}

// Every cell of every pay table, against the figures the texts print.
func TestPayTables(t *testing.T) {
	want := map[string]map[Class]int64{
		"sd": {RoyalFlush: 100, StraightFlush: 25, Quads: 20, FullHouse: 7, Flush: 5, Straight: 4, Trips: 3, TwoPair: 2, Pair: 1, HighCard: 1},
		"tj": {RoyalFlush: 500, StraightFlush: 200, Quads: 50, FullHouse: 11, Flush: 8, Straight: 5, Trips: 3, TwoPair: 2, Pair: 1},
		"in": {RoyalFlush: 2000, StraightFlush: 1000, Quads: 300, FullHouse: 100},
		"pr": {FullHouse: 120, Flush: 60, Straight: 30},
		"ps": {RoyalFlush: 100, StraightFlush: 10, Quads: 5},
		"ca": {RoyalFlush: 12000, StraightFlush: 2000, Quads: 400, FullHouse: 100, Flush: 60},
	}
	tables := map[string][][]Pay{"sd": {SecondBet[rules.CyL2008], SecondBet[rules.CV2003]}, "tj": {TrijokerPays}, "in": {Insurance}, "pr": {Progressive}, "ps": {PotShare}, "ca": {Carrusel}}
	for k, tabs := range tables {
		for _, tab := range tabs {
			if len(tab) != len(want[k]) {
				t.Errorf("%s: %d cells, want %d", k, len(tab), len(want[k]))
			}
			for _, c := range Classes {
				p, ok := PayFor(tab, c)
				if w, has := want[k][c]; has != ok || p.Times != w {
					t.Errorf("%s %s: pays %d (%v), want %d (%v)", k, c.EN(), p.Times, ok, w, has)
				}
			}
		}
	}
}
