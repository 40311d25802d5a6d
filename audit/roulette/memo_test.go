package roulette

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// memoPairs are (bet type, selection) pairs as logs hold them, with pairs
// that share their first slot and the pairs absurd input makes.
func memoPairs(t *testing.T) [][2]string {
	p, _ := rr.For(rules.ES1977, rr.French)
	var pairs [][2]string
	for typ := range p.Bets {
		for _, sel := range []string{"", "0", "7", "17", "36", "1-2", "10-13", "1-2-3", "1-2-4-5", "1-2-3-4-5-6", "1", "2", "3", "1-2"} {
			pairs = append(pairs, [2]string{typ, sel})
		}
	}
	pairs = append(pairs, [2]string{"", ""}, [2]string{"", "7"}, [2]string{"nope", ""}, [2]string{"pleno", "x"})
	// Pairs whose first slot is another's.
	first := map[int][2]string{}
	shared := 0
	for n := 0; n < 2000 && shared < 20; n++ {
		q := [2]string{rr.Pleno, fmt.Sprint(n)}
		if r, ok := first[memoSlot(q[0], q[1])]; ok {
			pairs = append(pairs, q, r)
			shared++
		}
		first[memoSlot(q[0], q[1])] = q
	}
	if shared < 20 {
		t.Fatalf("only %d pairs share a first slot", shared)
	}
	return pairs
}

// TestMemoFindsEachPair holds the memo to what it stands for: whatever the
// order, each pair is found in a slot of its own type, selection and layout
// reading, found again without a slot set afresh, and numbered with its
// type; when the memo fills it starts afresh and still finds each pair.
func TestMemoFindsEachPair(t *testing.T) {
	pairs := memoPairs(t)
	c := &cache{}
	rnd := rand.New(rand.NewPCG(1, 2))
	for pass := 0; pass < 4; pass++ {
		dozens := pass%2 == 1
		rnd.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
		for _, q := range pairs {
			m := c.find(q[0], q[1], dozens)
			if !m.set || m.typ != q[0] || m.sel != q[1] || m.dozens != dozens || c.types[m.t] != q[0] {
				t.Fatalf("pass %d: %q: slot %q %q %v %v, type %q", pass, q, m.typ, m.sel, m.dozens, m.set, c.types[m.t])
			}
			m.covered = true
			n := c.nMemo
			if again := c.find(q[0], q[1], dozens); again != m || !again.covered || c.nMemo != n {
				t.Fatalf("pass %d: %q found in another slot, or set afresh", pass, q)
			}
		}
		// Every pair is held at once: none is set afresh.
		n := c.nMemo
		for _, q := range pairs {
			if m := c.find(q[0], q[1], dozens); !m.covered || c.nMemo != n {
				t.Fatalf("pass %d: %q was not held beside the others", pass, q)
			}
		}
	}
	// Past maxMemo pairs the memo starts afresh.
	for n := 0; n < 3*maxMemo; n++ {
		sel := fmt.Sprint("x", n) // none met above
		if m := c.find(rr.Pleno, sel, false); m.typ != rr.Pleno || m.sel != sel || m.covered {
			t.Fatalf("pair %d: slot %q %q covered %v", n, m.typ, m.sel, m.covered)
		}
		if c.nMemo > maxMemo {
			t.Fatalf("%d slots set, more than %d", c.nMemo, maxMemo)
		}
	}
}

// TestMemoSameAsLookups holds a bet's memo to the lookups it replaces: the
// session's betType of its type and rr.Cover of its selection, under both
// layout readings and across sessions sharing the cache.
func TestMemoSameAsLookups(t *testing.T) {
	pairs := memoPairs(t)
	c := caches.New().(*cache)
	for _, in := range []string{rules.ES1977, rules.CyL2008} {
		for _, dozens := range []bool{false, true} {
			p, ok := rr.For(in, rr.French)
			if !ok {
				t.Fatal(in)
			}
			x := &session{p: p, s: &logs.Session{Game: rr.French}, in: in, cache: c, layout: rr.LayoutOptions{TwoColumnsAsDozens: dozens}}
			c.begin(x.typesKey())
			for _, bt := range c.bts {
				if bt != nil {
					t.Fatalf("%s %v: a betType of other parameters kept", in, dozens)
				}
			}
			for _, q := range pairs {
				m, bt := x.memo(q[0], q[1])
				if want := x.betType(q[0]); bt != want {
					t.Fatalf("%s %v %q: betType %p, want %p", in, dozens, q, bt, want)
				}
				if !bt.ok {
					continue
				}
				if !m.covered {
					m.comb, m.err = x.cover(bt, q[0], q[1])
					m.covered = true
				}
				comb, err := rr.Cover(q[0], q[1], x.layout)
				if m.comb != comb || fmt.Sprint(m.err) != fmt.Sprint(err) {
					t.Fatalf("%s %v %q: memo %v %v, rr.Cover %v %v", in, dozens, q, m.comb, m.err, comb, err)
				}
			}
			c.drop()
			if len(c.types) == 0 {
				t.Fatal("the memo's types went with the session")
			}
			// A next session of the same parameters is told the same.
			y := &session{p: p, s: &logs.Session{Game: rr.French}, in: in, cache: c, layout: x.layout}
			c.begin(y.typesKey())
			for _, q := range pairs {
				if _, bt := y.memo(q[0], q[1]); bt != x.betType(q[0]) {
					t.Fatalf("%s %v %q: another betType in the next session", in, dozens, q)
				}
			}
		}
	}
}
