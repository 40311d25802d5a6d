package logs

import "testing"

// A slice for n rows has room for them in the class above (at most a
// quarter more than n, never below 64 rows); beyond a million rows it is
// made to size and never pooled.
func TestRowClass(t *testing.T) {
	var p rowPool[Bet]
	for _, c := range []struct{ n, cap int }{
		{1, 64}, {64, 64}, {65, 80}, {80, 80}, {81, 96}, {128, 128}, {129, 160},
		{590, 640}, {641, 768}, {769, 896}, {897, 1024}, {1024, 1024}, {1025, 1280},
		{1 << maxRowOctave, 1 << maxRowOctave}, {1<<maxRowOctave + 1, 1<<maxRowOctave + 1},
	} {
		s := p.get(c.n)
		if len(s) != 0 || cap(s) != c.cap {
			t.Errorf("get(%d): len %d cap %d, want 0 and %d", c.n, len(s), cap(s), c.cap)
		}
	}
	for n := 1; n <= 1<<12; n++ {
		if _, size, _ := rowClass(n); size < n || size > max(64, n+n/4) {
			t.Fatalf("%d rows: a class of %d", n, size)
		}
	}
	if _, _, ok := rowClass(0); ok {
		t.Error("a slice for no rows is pooled")
	}
}

// A slice handed back is cleared (no row of an audited session stays
// reachable from the pool) and handed out again for a later session that
// fits its class; a slice not made by the pool (to size, or grown by
// append) is not taken.
func TestRowPoolReusesClearedSlices(t *testing.T) {
	var p rowPool[Bet]
	s := p.get(500)
	for i := range 300 {
		s = append(s, Bet{ID: "b", Type: "pleno", Stake: Cents(i + 1)})
	}
	whole := s[:cap(s)]
	p.put(s)
	for i := range 300 {
		if whole[i] != (Bet{}) {
			t.Fatalf("row %d of a slice handed back not cleared: %+v", i, whole[i])
		}
	}
	// sync.Pool may drop what it is given (it does at random under the
	// race detector): a reuse among several tries is what is asked.
	reused := false
	for range 50 {
		r := p.get(450) // the class of 500: 512 rows
		if cap(r) == cap(whole) && &r[:1][0] == &whole[0] {
			reused = true
			break
		}
		p.put(r)
		p.put(whole[:0])
	}
	if !reused {
		t.Error("a slice handed back was never handed out again for a session of its class")
	}
	p.put(make([]Bet, 10, 100)) // not a class's capacity
	for range 20 {
		if r := p.get(90); cap(r) == 100 {
			t.Fatal("a slice the pool did not make was handed out")
		}
	}
}
