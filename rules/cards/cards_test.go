package cards

import "testing"

func TestParseAndValues(t *testing.T) {
	for _, c := range []struct {
		s              string
		bac, ten, pips int
	}{{"AS", 1, 1, 1}, {"9H", 9, 9, 9}, {"TD", 0, 10, 10}, {"KC", 0, 10, 13}, {"JH", 0, 10, 11}} {
		card, err := Parse(c.s)
		if err != nil || card.Baccarat() != c.bac || card.TenValue() != c.ten || card.Pips() != c.pips {
			t.Errorf("%s: %v bac %d ten %d pips %d", c.s, err, card.Baccarat(), card.TenValue(), card.Pips())
		}
	}
	for _, bad := range []string{"", "1S", "10H", "AX", "A", "ASS", "as", "Th", " AS"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestHandsRoundTrip(t *testing.T) {
	in := "P=9H,3C,5D;B=KD,5S"
	hs, err := ParseHands(in)
	if err != nil || len(hs) != 2 || hs[0].Name != "P" || len(hs[0].Cards) != 3 || FormatHands(hs) != in {
		t.Fatalf("%v %v %q", hs, err, FormatHands(hs))
	}
	for _, bad := range []string{"", "P=9H;P=3C", "P9H", "P=9H,ZZ", "=9H", "P=9h,3C;B=KD", "P = 9H;B=KD", "P=9H, 3C;B=KD", " "} {
		if _, err := ParseHands(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	s := NewShoe(1)
	c, _ := Parse("AS")
	if !s.Add(c) || s.Add(c) || s.Dealt() != 2 {
		t.Error("a single-deck shoe must refuse a second ace of spades")
	}
}

func TestSame(t *testing.T) {
	parse := func(list ...string) []Card {
		var out []Card
		for _, s := range list {
			c, err := Parse(s)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	if !Same(parse("AS", "TH", "AS"), parse("AS", "AS", "TH")) {
		t.Error("the same cards in another order differ")
	}
	for _, b := range [][]Card{parse("AS", "TH", "TH"), parse("AS", "TH"), parse("AS", "TH", "AS", "2C"), parse("AH", "TH", "AS")} {
		if Same(parse("AS", "TH", "AS"), b) {
			t.Errorf("AS,TH,AS taken for %v", b)
		}
	}
}

func TestList(t *testing.T) {
	hs, err := ParseHands("P=9H,3C,5D;B=KD")
	if err != nil {
		t.Fatal(err)
	}
	if got := List(hs[0].Cards); got != "9H,3C,5D" {
		t.Errorf("List = %q", got)
	}
	if got := List(nil); got != "" {
		t.Errorf("List(nil) = %q", got)
	}
}
