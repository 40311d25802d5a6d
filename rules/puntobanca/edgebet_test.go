package puntobanca

import (
	"math"
	"testing"
)

// The expectations of Returns under Probabilities are the exact edges of
// Edges (banca 1.0579%, punto 1.2351%, empate 14.3596% with eight decks:
// the published figures).
func TestReturnsAgreeWithEdges(t *testing.T) {
	p := Probabilities(8)
	if s := p[0] + p[1] + p[2]; math.Abs(s-1) > 1e-12 {
		t.Fatalf("probabilities sum to %v", s)
	}
	bank, punto, tie := Enumerate(8).Edges()
	for typ, want := range map[string]float64{"banca": f(bank.Float64()), "punto": f(punto.Float64()), "empate": f(tie.Float64())} {
		r, ok := Returns(typ)
		if !ok {
			t.Fatal(typ)
		}
		edge := 1 - (r[0]*p[0] + r[1]*p[1] + r[2]*p[2])
		if math.Abs(edge-want) > 1e-12 {
			t.Errorf("%s: edge %v, want %v", typ, edge, want)
		}
	}
	b, _ := Returns("banca")
	if e := 1 - (b[0]*p[0] + b[1]*p[1] + b[2]*p[2]); math.Abs(e-0.010579) > 5e-7 {
		t.Errorf("banca edge %v, published 1.0579%%", e)
	}
	if _, ok := Returns("caballo"); ok {
		t.Error("unknown type has returns")
	}
}

func f(x float64, _ bool) float64 { return x }
