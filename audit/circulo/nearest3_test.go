package circulo

import "testing"

// nearest walks from the mano, the mano itself first, left (up the seat
// numbers) or right (down them), cyclically. Seats 1, 2, 3, 5 and 7 are
// dealt in; the mano is dealt in (3), or not and inside the seats (4), below
// them all (1 is dealt; 0 cannot be a seat, so 6 with 7 dealt) or above them
// all (9): walking right from 9 meets 7 first, not 1.
func TestNearestBothWays(t *testing.T) {
	order := []int{1, 2, 3, 5, 7}
	set := func(s ...int) map[int]bool {
		m := map[int]bool{}
		for _, x := range s {
			m[x] = true
		}
		return m
	}
	for _, c := range []struct {
		mano    int
		set     map[int]bool
		forward bool
		want    int
	}{
		{3, set(1, 3, 5), true, 3},  // the mano itself first, tied
		{3, set(1, 3, 5), false, 3}, // either way
		{3, set(1, 5), true, 5},
		{3, set(1, 5), false, 1},
		{4, set(1, 3, 5), true, 5},  // not dealt in: the first seat after it
		{4, set(1, 3, 5), false, 3}, // or the first behind it
		{9, set(1, 2, 7), false, 7}, // above every seat: 8, 7 … right of 9
		{9, set(1, 2, 7), true, 1},  // wrapping left: 10 … 1
		{6, set(2, 5, 7), false, 5},
		{6, set(2, 5), true, 2},  // 7 not in the set: wraps to 1, 2
		{1, set(2, 7), false, 7}, // right of the lowest seat wraps to the highest
	} {
		if got := nearest(order, c.mano, c.set, c.forward); got != c.want {
			t.Errorf("mano %d, set %v, forward %v: %d, want %d", c.mano, c.set, c.forward, got, c.want)
		}
	}
}
