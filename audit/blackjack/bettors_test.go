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
	n := 0
	s.each(func(bettorKey) bool { n++; return true })
	if n != 4 {
		t.Errorf("each visited %d bettors, want 4", n)
	}
	var one bettors
	one.mark(bettorKey{'p', "ana"})
	if one.many != nil || !one.has(bettorKey{'p', "ana"}) || one.has(bettorKey{'p', "eva"}) || one.len() != 1 {
		t.Errorf("one bettor: %+v", one)
	}
}
