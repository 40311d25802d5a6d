package circulo

// Pots, readings and small readers checked on hands built by hand (mutants
// that lived, issue 23). Every expected value is worked out in the comment
// above it from L633/L639 (a main pot and one side pot per all-in amount,
// each won among the seats that put in its level) and the log format.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

func potsString(ps []builtPot) string {
	var parts []string
	for _, p := range ps {
		parts = append(parts, fmt.Sprintf("%d%v", int64(p.amt), p.seats))
	}
	return strings.Join(parts, " ")
}

func handWith(folded, allin []int) *hand {
	h := &hand{folded: map[int]bool{}, allin: map[int]bool{}}
	for _, s := range folded {
		h.folded[s] = true
	}
	for _, s := range allin {
		h.allin[s] = true
	}
	return h
}

func TestBuildPotsByHand(t *testing.T) {
	cases := []struct {
		name          string
		folded, allin []int
		contrib       map[int]logs.Cents
		want          string
	}{
		// Seat 1 is all-in for 2.00; seat 2 put in 2.00 and is short
		// without being all-in (it stays in, PC-IGUALA says so); seat 3 put
		// in 4.00. Main pot: 2.00 from each = 6.00 for seats 1, 2, 3. Side
		// pot: seat 3's other 2.00, which seat 2 did not match: seat 3's
		// alone (seat 2 put nothing in it).
		{"short seat at the all-in level", nil, []int{1}, map[int]logs.Cents{1: 200, 2: 200, 3: 400}, "600[1 2 3] 200[3]"},
		// Seat 2 is all-in for 2.00, seat 3 called 2.00, seat 1 put in
		// 5.00 and folded. One level, 2.00, the top one: the folded seat's
		// 3.00 above it stay in the pot (a seat that folds loses what it
		// bet): 2.00 + 2.00 + 5.00 = 9.00 for seats 2 and 3.
		{"folded chips above the top", []int{1}, []int{2}, map[int]logs.Cents{1: 500, 2: 200, 3: 200}, "900[2 3]"},
		// Seats 2 (all-in) and 3 put in 2.00; seat 4 is short without
		// being all-in at 1.00 (PC-IGUALA) and seat 1 folded 5.00. The top
		// level is 2.00: 1.00 + 2.00 + 2.00 + 5.00 = 10.00, and seat 4,
		// still in, can win it.
		{"short seat below the top", []int{1}, []int{2}, map[int]logs.Cents{1: 500, 2: 200, 3: 200, 4: 100}, "1000[2 3 4]"},
	}
	for _, c := range cases {
		h := handWith(c.folded, c.allin)
		if got := potsString(buildPots(h, c.contrib)); got != c.want {
			t.Errorf("%s: pots %s, want %s", c.name, got, c.want)
		}
	}
}

// contribReadings: the rows' figures first, then each mix of rows and
// actions for up to three contradicted seats (2^n − 1 mixes), beyond three
// only all the actions' figures together.
func TestContribReadingsByHand(t *testing.T) {
	read := func(byActs map[int]logs.Cents) []string {
		h := &hand{contrib: map[int]logs.Cents{1: 100, 2: 100, 3: 100, 4: 100, 5: 100}, byActs: byActs}
		var out []string
		for _, m := range contribReadings(h) {
			out = append(out, fmt.Sprint(int64(m[1]), int64(m[2]), int64(m[3]), int64(m[4]), int64(m[5])))
		}
		return out
	}
	// Seats 1, 2, 3 contradicted (their actions say 2.00): the rows, then
	// masks 1..7 over seats 1, 2, 3 in order: 7 mixes, 8 readings, none
	// twice.
	got := strings.Join(read(map[int]logs.Cents{1: 200, 2: 200, 3: 200}), " | ")
	want := "100 100 100 100 100 | 200 100 100 100 100 | 100 200 100 100 100 | 200 200 100 100 100 | " +
		"100 100 200 100 100 | 200 100 200 100 100 | 100 200 200 100 100 | 200 200 200 100 100"
	if got != want {
		t.Errorf("three seats: readings\n%s\nwant\n%s", got, want)
	}
	// Two seats: rows, then seat 1, seat 2, both.
	got = strings.Join(read(map[int]logs.Cents{1: 200, 2: 300}), " | ")
	want = "100 100 100 100 100 | 200 100 100 100 100 | 100 300 100 100 100 | 200 300 100 100 100"
	if got != want {
		t.Errorf("two seats: readings\n%s\nwant\n%s", got, want)
	}
	// Four seats: the rows and the four actions' figures together.
	got = strings.Join(read(map[int]logs.Cents{1: 200, 2: 200, 3: 200, 4: 200}), " | ")
	want = "100 100 100 100 100 | 200 200 200 200 100"
	if got != want {
		t.Errorf("four seats: readings\n%s\nwant\n%s", got, want)
	}
}

// short keeps a text of up to 120 bytes whole and cuts a longer one to 117
// and an ellipsis (120 in all).
func TestShortAtTheLimit(t *testing.T) {
	s120 := strings.Repeat("a", 120)
	if got := short(s120); got != s120 {
		t.Errorf("120 bytes: got %d bytes %q…, want it whole", len(got), got[len(got)-5:])
	}
	if got := short(s120 + "b"); got != strings.Repeat("a", 117)+"..." {
		t.Errorf("121 bytes: got %q", got)
	}
}

// seatNo reads one or two digits, 1 to 99: a seat above ten (L511 allows
// ten) is still read as a seat, so that PC-ASIENTOS can name it; three
// digits are not a seat.
func TestSeatNoRange(t *testing.T) {
	for _, c := range []struct {
		in string
		n  int
		ok bool
	}{{"1", 1, true}, {"0", 0, false}, {"11", 11, true}, {"99", 99, true}, {"100", 100, false}} {
		if n, ok := seatNo(c.in); ok != c.ok || (ok && n != c.n) {
			t.Errorf("seatNo(%q) = %d, %v; want %d, %v", c.in, n, ok, c.n, c.ok)
		}
	}
}
