package puntobanca

import (
	"reflect"
	"slices"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules/cards"
)

// sameCards fails when the allocation-free reading of a dealt list accepts
// what shoe.ParseCards refuses, or reads other cards.
func sameCards(t *testing.T, s string) {
	t.Helper()
	var buf [6]cards.Card
	got, ok := readCards(s, buf[:])
	want, err := shoe.ParseCards(s)
	if !ok {
		if err == nil && len(want) <= len(buf) {
			t.Fatalf("%q: the fast path refused %v, which fits", s, want)
		}
		return // left to shoe.ParseCards
	}
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("%q: fast %v, ParseCards %v %v", s, got, want, err)
	}
}

var dealtLists = []string{
	"9H", "9H,7H", "9H,7H,JD,QC", "6S,AC,TH,4D,9H", "6S,AC,TH,4D,9H,2C", "6S,AC,TH,4D,9H,2C,3D",
	"", "9", "9H,", ",9H", "9H,,7H", "9H;7H", "9h,7H", "9H,7H,JD,QC ", "10H,7H", "9H7H,JD", "9H,7HJ,D",
}

func TestReadCardsSameAsParseCards(t *testing.T) {
	read := 0
	for _, s := range dealtLists {
		sameCards(t, s)
		var buf [6]cards.Card
		if _, ok := readCards(s, buf[:]); ok {
			read++
		}
	}
	if read != 5 {
		t.Errorf("the fast path read %d of the lists, want the 5 well-formed ones of up to six cards", read)
	}
}

func FuzzReadCards(f *testing.F) {
	for _, s := range dealtLists {
		f.Add(s)
	}
	f.Fuzz(sameCards)
}

// TestCoupByNumber finds coups by their place when the rounds run 1, 2, 3…
// and by search when the numbering has gaps or does not start at 1.
func TestCoupByNumber(t *testing.T) {
	for _, nos := range [][]int{{1, 2, 3, 4}, {1, 2, 5, 7}, {3, 4, 5}, {2, 9, 10, 11}, {}} {
		x := &session{}
		for _, n := range nos {
			x.all = append(x.all, coup{r: &logs.Round{No: n}, no: n})
		}
		for n := -1; n <= 13; n++ {
			c := x.coup(n)
			want := slices.Contains(nos, n)
			switch {
			case want && (c == nil || c.r.No != n):
				t.Errorf("rounds %v: coup(%d) = %v, want round %d", nos, n, c, n)
			case !want && c != nil:
				t.Errorf("rounds %v: coup(%d) = round %d, want none", nos, n, c.r.No)
			}
		}
	}
}

// samePass fails when passDetail reads a shoe-pass detail otherwise than
// shoe.Detail: another seat or reason, or an error where it has none.
func samePass(t *testing.T, s string) {
	t.Helper()
	seat, reason, err := passDetail(s)
	kv, werr := shoe.Detail(s)
	if (err != nil) != (werr != nil) || (werr == nil && (seat != kv["seat"] || reason != kv["reason"])) {
		t.Fatalf("%q: passDetail %q %q %v, shoe.Detail %v %v", s, seat, reason, err, kv, werr)
	}
}

var passDetails = []string{
	"seat=3", "seat=3 reason=declined", "reason=declined seat=croupier", "", "  seat=3  ", "seat=3 seat=4", "seat", "=3",
	"seat=3 a=1 b=2 c=3", "seat=3 a=1 b=2 c=3 d=4", "a=1 b=2 c=3 d=4 a=5", "seat=3\treason=x", "seat=3\u00a0reason=x", "seat==3",
	"seat=3  reason=declined ", "seat=3 seat=3", "reason=x reason=x", "seat=3 reason=declined seat=4", "seat=3\x7f", "seat=3\x00", "seat=é",
}

func TestPassDetailSameAsDetail(t *testing.T) {
	for _, s := range passDetails {
		samePass(t, s)
	}
}

func FuzzPassDetail(f *testing.F) {
	for _, s := range passDetails {
		f.Add(s)
	}
	f.Fuzz(samePass)
}

// A session's coups come from the goroutine's scratch: a second, shorter
// session must get zeroed coups and empty lists, and put must keep no
// pointer into the first session.
func TestScratchFresh(t *testing.T) {
	sc := new(scratch)
	all, rounds, played := sc.coups(3)
	all[2] = coup{no: 9, played: true}
	rounds = append(rounds, &all[2])
	played = append(played, &all[2])
	sc.put()
	all, rounds, played = sc.coups(2)
	zero := func(c coup) bool { return reflect.ValueOf(c).IsZero() }
	if len(all) != 2 || !zero(all[0]) || !zero(all[1]) || len(rounds) != 0 || len(played) != 0 {
		t.Errorf("second session: %d coups %+v, %d rounds, %d played; want 2 zero coups and empty lists", len(all), all, len(rounds), len(played))
	}
	if !zero(sc.all[:3][2]) || sc.rounds[:1][0] != nil || sc.played[:1][0] != nil {
		t.Error("put kept the first session's coup or pointers")
	}
}
