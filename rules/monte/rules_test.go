package monte

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the monte rules and switches cite must stand on its seed line.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 25 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	if seedtest.Open(t).Check(cv("13.VI.1", 3333, "Se paga 36 veces la postura")) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Monte has a basis under the Valencian text alone, and only Valencia lists it.
func TestOnlyValencia(t *testing.T) {
	for _, r := range Rules {
		if len(r.Basis) != 1 || r.Basis[0].Instrument != rules.CV2003 {
			t.Errorf("%s: basis %v, want CV 2003 only", r.ID, r.Basis)
		}
	}
	for _, in := range rules.Instruments {
		has := false
		for _, g := range in.Games {
			has = has || g == Game
		}
		if has != (in.ID == rules.CV2003) {
			t.Errorf("instrument %s lists monte: %v", in.ID, has)
		}
	}
}

func card(t *testing.T, s string) Card {
	c, err := ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The circular order oros, copas, espadas, bastos (L3331) decides Camo
// (next), Anti (previous) and Viudo (opposite; the same suit also admitted).
func TestQualifies(t *testing.T) {
	p := card(t, "4b") // bastos: next oros, previous espadas, opposite copas
	for _, c := range []struct {
		typ, card string
		want      bool
	}{
		{BetCamo, "4o", true}, {BetCamo, "4e", false}, {BetVista, "4o", true}, {BetVista, "5o", false},
		{BetAnti, "4e", true}, {BetAnti, "4o", false},
		{BetViudo, "4c", true}, {BetViudo, "4b", true}, {BetViudo, "4o", false}, {BetViudo, "4e", false},
		{BetSalto, "4c", true}, {BetSalto, "Rc", false}, {BetCartas, "4e", true},
	} {
		if got := Qualifies(c.typ, p, card(t, c.card)); got != c.want {
			t.Errorf("%s on 4b with %s: %v, want %v", c.typ, c.card, got, c.want)
		}
	}
}

// The pays of L3333, L3399–L3411 and the maxima of L3419–L3427.
func TestPayAndMax(t *testing.T) {
	for _, c := range []struct {
		typ, phase string
		d, pay     int
		max        int64
	}{
		{BetVista, Primeras, 0, 32, 10}, {BetVista, Primeras, 3, 29, 10},
		{BetCamo, Primeras, 2, 9, 30}, {BetAnti, Segundas, 2, 5, 60}, {BetViudo, Primeras, 0, 11, 30},
		{BetSalto, Primeras, 1, 3, 100}, {BetSalto, Segundas, 0, 0, 100}, {BetCartas, Segundas, 4, 1, 300},
	} {
		if got := Pay(c.typ, c.phase, c.d); got != c.pay {
			t.Errorf("Pay(%s, %s, %d) = %d, want %d", c.typ, c.phase, c.d, got, c.pay)
		}
		if got := MaxTimes(c.typ, c.phase); got != c.max {
			t.Errorf("MaxTimes(%s, %s) = %d, want %d", c.typ, c.phase, got, c.max)
		}
	}
}

func TestParseDeal(t *testing.T) {
	d, err := ParseDeal("primeras;1=4o+4e+4c;2=Sc;3=1e;4=7b;q=Cb,Ce;d=2c,4b")
	if err != nil {
		t.Fatal(err)
	}
	if d.Placed[0] != card(t, "4o") || len(d.Stacked[0]) != 2 || len(d.Burned) != 2 || len(d.Uncovered) != 2 {
		t.Fatalf("parsed %+v", d)
	}
	if f, m := d.Deductions(); f != 3 || m != 4 { // one box doubled twice; two burned cards, a point each (L3518)
		t.Errorf("deductions %d..%d, want 3..4", f, m)
	}
	if f, m := d.Doubled(); f != 1 || m != 2 {
		t.Errorf("doubled %d..%d, want 1..2", f, m)
	}
	if d.Levied() {
		t.Error("first card 2c matches no placed card, yet levied")
	}
	d2, err := ParseDeal("segundas;1=4o;2=Sc;d=Sb")
	if err != nil || !d2.Levied() || d2.InPlay[2] {
		t.Errorf("segundas deal %+v, %v", d2, err)
	}
	for _, bad := range []string{"", "terceras;1=4o", "primeras;1=4o;2=Sc;3=1e", "primeras;1=4o;2=Sc;3=1e;4=8b", "primeras;1=4o;2=Sc;3=1e;4=7b;x=1o", "primeras;1=4o;1=Sc;3=1e;4=7b"} {
		if _, err := ParseDeal(bad); err == nil {
			t.Errorf("ParseDeal(%q) accepted", bad)
		}
	}
}

func TestParseSelection(t *testing.T) {
	if s, a, err := ParseSelection(BetCartas, "13-24"); err != nil || len(s) != 2 || a[1] != 3 {
		t.Errorf("13-24: %v %v %v", s, a, err)
	}
	for _, c := range [][2]string{{BetCartas, "1-"}, {BetCartas, "12-3"}, {BetCamo, "5"}, {BetCamo, "12"}, {BetCartas, "1"}} {
		if _, _, err := ParseSelection(c[0], c[1]); err == nil {
			t.Errorf("%s %q accepted", c[0], c[1])
		}
	}
}
