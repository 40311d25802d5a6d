package blackjack

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules/cards"
)

// outcomeShape is what a reading of an outcome leaves on the round.
type outcomeShape struct {
	Dealer string
	Hands  []string // name box k cards (the boxes, in round.tops, are read from them)
}

func shapeOf(rd *round) outcomeShape {
	var o outcomeShape
	if rd.dealer != nil {
		o.Dealer = fmt.Sprint(rd.dealer)
	}
	for _, h := range rd.hands {
		o.Hands = append(o.Hands, fmt.Sprintf("%s %d %d %v %v %v", h.name, h.box, h.k, h.cards, h.split, h.doubled))
	}
	return o
}

// checkFastOutcome reads outcome by fastOutcome on x (a session already
// used, so that its buffers hold earlier rounds) and by slowOutcome on a
// fresh one: where the fast reading succeeds, the slow one does too, with
// the same dealer, hands and boxes; where it fails, it leaves nothing on
// the round and takes no room. It reports whether the fast path took it.
func checkFastOutcome(t *testing.T, x *session, outcome string) bool {
	t.Helper()
	fast := &round{r: &logs.Round{Outcome: outcome}, nh: int32(strings.Count(outcome, ";"))}
	n0, c0 := len(x.hands), len(x.cards)
	ok := x.fastOutcome(fast)
	slow := &round{r: &logs.Round{Outcome: outcome}}
	err := (&session{}).slowOutcome(slow)
	if !ok {
		if fast.dealer != nil || fast.hands != nil || len(x.hands) != n0 || len(x.cards) != c0 {
			t.Errorf("%q: the fast reading failed and left %+v (hands %d→%d, cards %d→%d)", outcome, shapeOf(fast), n0, len(x.hands), c0, len(x.cards))
		}
		return false
	}
	if err != nil {
		t.Errorf("%q: read by the fast path, refused by the general one: %v", outcome, err)
		return true
	}
	if f, s := shapeOf(fast), shapeOf(slow); !reflect.DeepEqual(f, s) {
		t.Errorf("%q:\nfast %+v\nslow %+v", outcome, f, s)
	}
	for _, h := range fast.hands {
		if h.split || h.doubled || h.top != nil || h.n != 0 || h.natural || h.tot != 0 {
			t.Errorf("%q: hand %s not fresh: %+v", outcome, h.name, *h)
		}
	}
	return true
}

// The fast reading of outcomes agrees with the general one: it takes the
// well-formed ones, and each of the others is left to the general reading,
// which says what is wrong. A failure late in an outcome gives back the
// hands it wrote, clean, to the next round.
func TestFastOutcomeSameAsSlow(t *testing.T) {
	good := []string{
		"D=TD,8D;1=9S,KC;2=7H,5C,4S",
		"D=AS;1=AH,AD,AC;1.2=AS,AS",
		"D=7H;1=TC,5D,9S",
		"D=9S,8S;1=TH,7C;1.2=8S,8D,2C;1.3=8H,5S",
		"D=AS,6H;1=TH,7C;1.2=TD,9C;2=8S,3D,KH",
		"D=KS,7H;3=2C,3D;1=4S,5S;9=QH,KH;123456789=AS,AD",
		"D=2C,3C,4C,5C,6C;7=8C,8D;7.2=8H,AS;7.3=8S,KD;7.4=2S,3S",
		"D=QD",
		"D=5H,5D,8C;10=AS,AD;20=9C,TC",
		"D=QD;19=AS,AD;29=2C,3C;9=KH,4D", // a box of two digits, the second a 9
	}
	bad := []string{
		"", "D", "D=", "D=A", "D=AS,", "D=AS;", "D=AS;;", "garbage", "1=TH,7C;D=9S,8S", "D=9S,8S;1=TH",
		"D=9S,8S;1=TH,7C;1=5S,5D", "D=9S,8S;0=TH,7C", "D=9S,8S;01=TH,7C", "D=9S,8S;X=TH,7C",
		"D=9S,8S;1=TH,7C;1.3=8S,8D", "D=9S,8S;1=TH,7C;2.2=8S,8D", "D=9S,8S;1=TH,7C;1.1=8S,8D",
		"D=9S,8S;1=TH,7C;1.x=8S,8D", "D=9S,8S;1=10H,7C", "D=9S,8S;1=TH,7Z", "D=9S,8S;1=TH,,7C",
		"D=9S,8S;1=TH,7C;", "D=9S,8S;1=TH,7C;D=5S,5D", "D=9S,8S;=TH,7C", "D=9S,8S;1=TH,7C;2",
		"D=9S,8S;1:TH,7C", "D=9S,8S;-1=TH,7C", "D=9S,8S;1.2=TH,7C", "D=9S,8S;1=TH,7C;1.2.3=8S,8D",
		"D=9S,8S;99999999999999999999=TH,7C", "D=9S,8S;1234567890=TH,7C", "D=9S,8S;+1=TH,7C",
		"D=9S,8S;1=TH,7C;1.02=8S,8D", "D=9S,8S;1=th,7c", "D=9S,8S;1=TH 7C", "D=9S,8S;1=TH,7C,",
		"D=9S,8S;1=TH,7C=8D", "D=9S,8S;1 =TH,7C", "P=9S,8S;1=TH,7C", "D=9S,8S;1=TH,7C;2=AS,AD;3=KS",
		"D=9S,8S;:=TH,7C", "D=9S,8S;1=TH,7C;/=AS,AD", // the bytes after '9' and before '0'
		"D=9S,8S;\xcf=TH,7C", "D=9S,8S;\xd7=TH,7C", // bytes that are digits plus '1' less 256
	}
	x := &session{}
	// Hands are counted by readRounds: a count that is not the outcome's
	// makes the fast path give up, not drop hands.
	if x.fastOutcome(&round{r: &logs.Round{Outcome: good[0]}}) {
		t.Errorf("%q read with no hands counted", good[0])
	}
	for _, o := range good {
		if !checkFastOutcome(t, x, o) {
			t.Errorf("%q: well formed, not read by the fast path", o)
		}
	}
	for _, o := range bad {
		if checkFastOutcome(t, x, o) {
			t.Errorf("%q: read by the fast path", o)
		}
		// The room a failure gave back is clean for the next outcome.
		checkFastOutcome(t, x, good[len(good)-3])
	}
}

// fastCards reads what shoe.ParseCards reads, the same cards, and leaves
// the rest to it.
func TestFastCardsSameAsParseCards(t *testing.T) {
	x := &session{}
	for _, s := range []string{"", "A", "AS,", ",AS", "AS,,KD", "AS;KD", "as", "10H", "ASKD", "AS KD", "AS,K"} {
		if checkFastCards(t, x, s) {
			t.Errorf("%q: read by the fast path", s)
		}
	}
	for _, s := range []string{"AS", "AS,KD", "9S,7H,TD,KC,5C,4S,8D"} {
		if !checkFastCards(t, x, s) {
			t.Errorf("%q: not read by the fast path", s)
		}
	}
}

func checkFastCards(t *testing.T, x *session, s string) bool {
	t.Helper()
	c0 := len(x.cards)
	got, ok := x.fastCards(s)
	want, err := shoe.ParseCards(s)
	if !ok {
		if len(x.cards) != c0 {
			t.Errorf("%q: the fast reading failed and kept room", s)
		}
		return false
	}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("%q: fast %v, general %v (%v)", s, got, want, err)
	}
	return true
}

// FuzzFastOutcome holds the fast readings of outcomes and card lists to the
// general ones on any input.
func FuzzFastOutcome(f *testing.F) {
	f.Add("D=9S,8S;1=TH,7C;1.2=8S,8D,2C;1.3=8H,5S", "D=AS;1=AH,AD,AC;1.2=AS,AS")
	f.Add("D=TD,8D;1=9S,KC;2=7H,5C,4S", "D=9S,8S;1=TH,7C;1.x=8S,8D")
	f.Add("D=9S,8S;01=TH,7C", "9S,7H,TD,KC,5C,4S,8D")
	f.Fuzz(func(t *testing.T, a, b string) {
		x := &session{}
		checkFastOutcome(t, x, a)
		checkFastOutcome(t, x, b)
		checkFastOutcome(t, x, a)
		checkFastCards(t, x, a)
		checkFastCards(t, x, b)
	})
}

// The shortcut of boxInOrder (the box's cards left the shoe as its hands
// list them) says in order only where the general check does: for boxes
// split into several hands, every order of their cards is checked both ways.
func TestBoxInOrderSameAsGeneral(t *testing.T) {
	x := &session{}
	for _, o := range []string{
		"D=TD,8D;1=9S,KC;2=7H,5C,4S,2D",
		"D=9S,8S;1=TH,7C;1.2=8S,8D,2C;1.3=8H,5S,3D",
		"D=AS;1=AH,AD;1.2=AS,AS;1.3=AC,9C,2H",
		"D=7H;4=8C,8D,2S;4.2=8H,3S,4S;4.3=8S,5D",
	} {
		rd := &round{r: &logs.Round{Outcome: o}, nh: int32(strings.Count(o, ";"))}
		if err := x.parseOutcome(rd); err != nil {
			t.Fatalf("%q: %v", o, err)
		}
		for _, top := range rd.tops {
			box := top.box
			var rest []cards.Card
			for _, h := range rd.runOf(rd.boxHand(box)) {
				rest = append(rest, h.cards[playFrom(h):]...)
			}
			tried, inOrder := 0, 0
			permute(slices.Clone(rest), 0, func(block []cards.Card) {
				tried++
				general := cards.Same(block, rest) && x.handsInOrder(rd, box, block)
				if got := x.boxInOrder(rd, box, block, rest); got != general {
					t.Errorf("%q box %d, %v: %v, general check %v", o, box, block, got, general)
				}
				if general {
					inOrder++
				}
			})
			if len(rest) > 1 && (inOrder == 0 || inOrder == tried) {
				t.Errorf("%q box %d: %d of %d orders in order: the cases tell nothing", o, box, inOrder, tried)
			}
		}
	}
}

// permute calls fn with every order of cs[k:] (cs[:k] kept).
func permute(cs []cards.Card, k int, fn func([]cards.Card)) {
	if k == len(cs) {
		fn(cs)
		return
	}
	for i := k; i < len(cs); i++ {
		cs[k], cs[i] = cs[i], cs[k]
		permute(cs, k+1, fn)
		cs[k], cs[i] = cs[i], cs[k]
	}
}

// When the session's room for cards runs out, a new block is taken: the
// lists read before keep their cards and the new ones are whole.
func TestFastCardsBeyondTheRoom(t *testing.T) {
	x := &session{cards: make([]cards.Card, 0, 3)}
	var lists [][]cards.Card
	var want []string
	for i := 0; i < 120; i++ {
		s := "9S,7H,TD,KC,5C,4S,8D"[:2+3*(i%7)]
		cs, ok := x.fastCards(s)
		if !ok {
			t.Fatalf("%q: not read", s)
		}
		lists, want = append(lists, cs), append(want, s)
	}
	for i, cs := range lists {
		if got := cards.List(cs); got != want[i] {
			t.Errorf("list %d: %s, read from %s", i, got, want[i])
		}
	}
}

// carve hands out room from the buffer while it has some, then from a new
// block; what it handed out before stays where it is, capped so that no
// append reaches the next piece.
func TestCarveTakesANewBlockWhenFull(t *testing.T) {
	buf := make([]int, 0, 4)
	a := carve(&buf, 3, 4)
	b := carve(&buf, 3, 4) // one left: a new block
	c := carve(&buf, 1, 4)
	if len(a) != 3 || cap(a) != 3 || len(b) != 3 || cap(b) != 3 || len(c) != 1 || cap(c) != 1 {
		t.Fatalf("pieces of %d/%d, %d/%d, %d/%d", len(a), cap(a), len(b), cap(b), len(c), cap(c))
	}
	for i := range a {
		a[i] = 1
	}
	for i := range b {
		b[i] = 2
	}
	c[0] = 3
	if a[0] != 1 || a[2] != 1 || b[0] != 2 || b[2] != 2 {
		t.Errorf("pieces overlap: %v %v %v", a, b, c)
	}
	if len(buf) != 4 {
		t.Errorf("the new block has %d taken, want 4 (b and c)", len(buf))
	}
}
