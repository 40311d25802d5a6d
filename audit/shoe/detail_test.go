package shoe

import (
	"testing"
)

// sameDetail fails unless readDetail reads s as Detail does: the same
// error, and every key with the same value (others "").
func sameDetail(t *testing.T, s string) {
	t.Helper()
	want, werr := Detail(s)
	got, err := readDetail(s)
	if (err == nil) != (werr == nil) || (err != nil && err.Error() != werr.Error()) {
		t.Fatalf("readDetail(%q): error %v, Detail's %v", s, err, werr)
	}
	if werr != nil {
		return
	}
	for k, v := range want {
		if g := got.get(k); g != v {
			t.Fatalf("readDetail(%q).get(%q) = %q, Detail's %q", s, k, g, v)
		}
	}
	n := got.n
	if got.all != nil {
		n = len(got.all)
	}
	if n != len(want) {
		t.Fatalf("readDetail(%q): %d pairs, Detail's %d", s, n, len(want))
	}
	for _, k := range []string{"decks", "shoe", "by", "seat", "reserve", "cards", "card", "x", ""} {
		if _, ok := want[k]; !ok && got.get(k) != "" {
			t.Fatalf("readDetail(%q).get(%q) = %q, Detail has no such key", s, k, got.get(k))
		}
	}
}

func TestReadDetailSameAsDetail(t *testing.T) {
	for _, s := range []string{
		"", "   ", "decks=8 shoe=4", "by=player seat=3", "reserve=62", "cards=4D,6C,KS,TS,4H", "card=QS",
		"decks=6  shoe=A1", "\tdecks=6\nshoe=A1 ", "decks=", "decks==8", "a=1 b=2 c=3 d=4",
		"a=1 b=2 c=3 d=4 e=5", // more pairs than kept: Detail's map
		"a=1 b=2 c=3 d=4 e=5 a=6", "a=1 a=2", "a=1 b=2 a=3", "decks", "=6", "cada baraja mezclada", "a=1\u00a0b=2", "a=1\u2003b=2",
	} {
		sameDetail(t, s)
	}
	// The pairs kept in place, and past four, the map.
	if d, _ := readDetail("decks=8 shoe=4"); d.all != nil || d.n != 2 || d.get("shoe") != "4" {
		t.Errorf("two pairs: %+v", d)
	}
	if d, _ := readDetail("a=1 b=2 c=3 d=4 e=5"); d.all == nil || d.get("e") != "5" || d.get("a") != "1" {
		t.Errorf("five pairs: %+v", d)
	}
	if _, err := readDetail("a=1 b=2 a=3"); err == nil || err.Error() != `key "a" given twice` {
		t.Errorf("a repeated key: %v", err)
	}
}

func FuzzReadDetail(f *testing.F) {
	for _, s := range []string{"decks=8 shoe=4", "by=player seat=3", "a=1 a=2", "a=1 b=2 c=3 d=4 e=5", "x", "=1", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { sameDetail(t, s) })
}

// Events are taken by round, in file order within a round (the last cut is
// the one that counts; burnt cards in order), whatever order the file
// gives the rounds in.
func TestReadKeepsFileOrderWithinARound(t *testing.T) {
	shoes, fs := read(t,
		ev(40, 3, KindCut, "by=jefe-mesa"), // the second shoe's, listed first
		ev(1, 1, KindCut, "by=croupier"),
		ev(2, 1, KindBurn, "cards=5H,KD"),
		ev(35, 0, KindFaceUp, "card=2D"), // between rounds 3 and 4: round 4, the second shoe's
		ev(3, 1, KindCut, "by=player seat=2"),
		ev(4, 1, KindBurn, "cards=2C"),
		ev(0, 1, KindNewShoe, "decks=6"),
		ev(39, 3, KindNewShoe, "decks=8"),
		ev(41, 3, KindCut, "by=player seat=5"),
	)
	if len(fs) != 0 || len(shoes) != 2 {
		t.Fatalf("%d shoes, findings %v", len(shoes), fs)
	}
	a, b := shoes[0], shoes[1]
	if len(a.Cuts) != 2 || a.Cuts[0].By != "croupier" || a.Cuts[1].By != "player" || a.Cuts[1].Seat != "2" {
		t.Errorf("first shoe's cuts %+v", a.Cuts)
	}
	if len(a.Burn) != 3 || a.Burn[0].String() != "5H" || a.Burn[2].String() != "2C" || a.BurnEvent.At != at(2) {
		t.Errorf("first shoe's burn %v", a.Burn)
	}
	if len(b.Cuts) != 2 || b.Cuts[0].By != "jefe-mesa" || b.Cuts[1].Seat != "5" {
		t.Errorf("second shoe's cuts %+v", b.Cuts)
	}
	if len(b.FaceUp) != 1 || b.FaceUp[0].Round != 4 || len(a.FaceUp) != 0 {
		t.Errorf("face up %+v, %+v", a.FaceUp, b.FaceUp)
	}
}
