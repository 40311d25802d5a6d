package roulette

import (
	"math"
	"math/big"
	"testing"

	"github.com/veedor/veedor/rules"
)

// The expectation of Returns is 1 − Edge for every bet type of every
// instrument: the two ways of computing the edge agree.
func TestReturnsAgreeWithEdge(t *testing.T) {
	for _, g := range Games {
		for _, id := range []string{rules.ES1977, rules.ES1979, rules.CyL2008, rules.CV2003} {
			p, ok := For(id, g)
			if !ok {
				continue
			}
			for typ := range p.Bets {
				e, err := Edge(p, typ)
				if err != nil {
					t.Fatal(err)
				}
				r, err := Returns(p, typ, sampleSelection[typ], LayoutOptions{})
				if err != nil {
					t.Fatalf("%s %s: %v", id, typ, err)
				}
				mean := 0.0
				for _, x := range r {
					mean += x / 37
				}
				want, _ := new(big.Rat).Sub(big.NewRat(1, 1), e).Float64()
				if math.Abs(mean-want) > 1e-12 {
					t.Errorf("%s %s %s: mean return %v, 1 − edge %v", id, g, typ, mean, want)
				}
			}
		}
	}
}

// Hand-checked: a pleno on 17 at 35 to 1 returns 36 on 17 only; rojo returns
// 2 on the reds and half on zero; an unlisted type is an error.
func TestReturnsByHand(t *testing.T) {
	p, _ := For(rules.ES1979, French)
	r, err := Returns(p, Pleno, "17", LayoutOptions{})
	if err != nil || r[17] != 36 || r[16] != 0 || r[0] != 0 {
		t.Fatalf("pleno 17: %v %v", r, err)
	}
	r, _ = Returns(p, Rojo, "", LayoutOptions{})
	if r[1] != 2 || r[2] != 0 || r[0] != 0.5 {
		t.Fatalf("rojo: %v", r)
	}
	if _, err := Returns(p, "nonsense", "", LayoutOptions{}); err == nil {
		t.Fatal("unknown type accepted")
	}
}

// The wheel order is a permutation of 0..36 with the red and black pockets
// alternating after zero, as on every single-zero wheel.
func TestWheelOrder(t *testing.T) {
	seen := map[int]bool{}
	for i, n := range WheelOrder {
		seen[n] = true
		if WheelPos[n] != i {
			t.Fatalf("WheelPos[%d] = %d, want %d", n, WheelPos[n], i)
		}
		if i > 1 && Red.Has(n) == Red.Has(WheelOrder[i-1]) {
			t.Fatalf("pockets %d and %d have the same colour", WheelOrder[i-1], n)
		}
	}
	if len(seen) != 37 {
		t.Fatalf("%d distinct numbers", len(seen))
	}
	// The Valencian tercio del cilindro is one arc of the wheel: 27 to 33.
	var arc Set
	for i := WheelPos[27]; i <= WheelPos[33]; i++ {
		arc |= 1 << uint(WheelOrder[i])
	}
	if arc != simpleOrAnnounced(TercioDelCilindro) {
		t.Fatalf("tercio del cilindro is not the arc 27..33 of the wheel order")
	}
}
