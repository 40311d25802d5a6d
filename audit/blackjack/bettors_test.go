package blackjack

import "testing"

// A hand's set of bettors holds one inline and spills to a map past it:
// every bettor marked is found, once, whichever way it is held.
func TestBettorsSet(t *testing.T) {
	var s bettors
	keys := []bettorKey{{'p', "ana"}, {'s', "3"}, {'p', "ana"}, {'b', "B7"}, {'p', "3"}}
	for _, k := range keys {
		s.mark(k)
	}
	if s.len() != 4 {
		t.Errorf("len %d, want 4 distinct bettors", s.len())
	}
	for _, k := range keys {
		if !s.has(k) {
			t.Errorf("%v marked, not found", k)
		}
	}
	if s.has(bettorKey{'s', "ana"}) {
		t.Error("a seat named like a player found: kinds must differ")
	}
	var none *bettors // a hand without markers has none
	if none.has(bettorKey{'p', "ana"}) || none.len() != 0 {
		t.Error("no set: a bettor found")
	}
	marked(&none, bettorKey{'p', "ana"})
	if !none.has(bettorKey{'p', "ana"}) || none.len() != 1 {
		t.Error("marked on no set: not found")
	}
	var one bettors
	one.mark(bettorKey{'p', "ana"})
	if one.many != nil || !one.has(bettorKey{'p', "ana"}) || one.has(bettorKey{'p', "eva"}) || one.len() != 1 {
		t.Errorf("one bettor: %+v", one)
	}
}

// A hand's ledger holds two bettors inline and spills to a map past them:
// whichever way it holds them, it knows who staked, and totals each
// bettor's base and split stakes apart from a double.
func TestLedger(t *testing.T) {
	ana, eva, bea, seat := bettorKey{'p', "ana"}, bettorKey{'p', "eva"}, bettorKey{'p', "bea"}, bettorKey{'s', "ana"}
	for _, n := range []int{1, 2, 3} {
		var l ledger
		l.add(ana, 1000, true)
		l.add(eva, 0, false) // a double only
		l.add(ana, 500, true)
		if n >= 2 {
			l.add(bea, 200, true)
		}
		if n >= 3 {
			l.add(seat, 300, true)
			l.add(eva, 700, true)
		}
		if spilled := l.many != nil; spilled != (n >= 2) {
			t.Fatalf("%d bettors: spilled to the map %v", n+1, spilled)
		}
		if sum, ok := l.initial(ana); !ok || sum != 1500 {
			t.Errorf("n=%d: ana's initial %v %v, want 1500", n, sum, ok)
		}
		sum, ok := l.initial(eva)
		if n < 3 && (ok || sum != 0) {
			t.Errorf("n=%d: eva doubled only: initial %v %v, want none", n, sum, ok)
		}
		if n == 3 && (!ok || sum != 700) {
			t.Errorf("n=%d: eva's initial %v %v, want 700", n, sum, ok)
		}
		if !l.has(eva) || !l.has(ana) || l.has(bettorKey{'p', "zoe"}) {
			t.Errorf("n=%d: has is wrong", n)
		}
		if l.has(seat) != (n >= 3) {
			t.Errorf("n=%d: a seat named like a player: kinds must differ", n)
		}
		seen := map[bettorKey]bool{}
		l.each(func(k bettorKey) bool { seen[k] = true; return true })
		if want := map[int]int{1: 2, 2: 3, 3: 4}[n]; len(seen) != want {
			t.Errorf("n=%d: each visited %d bettors, want %d", n, len(seen), want)
		}
		stops := 0
		l.each(func(bettorKey) bool { stops++; return false })
		if stops != 1 {
			t.Errorf("n=%d: each went on after false (%d calls)", n, stops)
		}
	}
}
