package bingo

// Cases the mutation run showed missing (issue 23): the set's size and the
// card's shape read from the words of L483 and L495, and every edge of the
// ball and card checks a number either side.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules/seedtest"
)

// «una lotería jugada sobre 90 números, del 1 al 90 inclusive», «90
// unidades», «15 números … en 3 líneas horizontales de 5 números cada una».
func TestSizesAsTheirQuotesSpellThem(t *testing.T) {
	seedtest.Check(t, lottery77, card77, ballSet77)
	// «una lotería» and «cada una» read as a 1: the sizes are the numbers
	// after the first and before the last.
	if ns := seedtest.Numbers(lottery77.Quote); len(ns) != 4 || ns[1] != Balls || ns[2] != 1 || ns[3] != Balls {
		t.Errorf("the set is 1 to %d, quote «%s» says %v", Balls, lottery77.Quote, ns)
	}
	if n := seedtest.Numbers(ballSet77.Quote); len(n) != 1 || n[0] != Balls {
		t.Errorf("%d balls, quote «%s» says %v", Balls, ballSet77.Quote, n)
	}
	var c Card
	if ns := seedtest.Numbers(card77.Quote); len(ns) != 4 || ns[0] != len(c)*len(c[0]) || ns[1] != len(c) || ns[2] != len(c[0]) || len(LineNames) != len(c) {
		t.Errorf("card %d×%d, quote «%s» says %v", len(c), len(c[0]), card77.Quote, ns)
	}
}

// Balls 1 and 90 are in the set, 0 and 91 are not; 90 balls may be drawn,
// not 91; a repeat names the earlier ball.
func TestBallEdges(t *testing.T) {
	all := make([]int, Balls)
	for i := range all {
		all[i] = i + 1
	}
	if errs := BallErrors(all); len(errs) != 0 {
		t.Errorf("the whole set drawn: %v", errs)
	}
	if errs := BallErrors(append(all, 1)); len(errs) != 2 || !strings.Contains(errs[0], "91 balls") || !strings.Contains(errs[1], "(ball 1)") {
		t.Errorf("91 balls with a repeat of the first: %v", errs)
	}
	for _, c := range []struct {
		balls []int
		n     int
	}{{[]int{0}, 1}, {[]int{91}, 1}, {[]int{1, 90}, 0}, {[]int{-1}, 1}, {[]int{5, 5, 5}, 2}} {
		if errs := BallErrors(c.balls); len(errs) != c.n {
			t.Errorf("%v: %v, want %d errors", c.balls, errs, c.n)
		}
	}
	for _, c := range []struct {
		s    string
		want []int
		ok   bool
	}{
		{"", nil, true}, {" ", nil, true}, {"0", []int{0}, true}, {"90,1", []int{90, 1}, true}, {"090", []int{90}, true},
		{"-1", nil, false}, {"0090", nil, false}, {"1,,2", nil, false},
	} {
		got, err := ParseBalls(c.s)
		if (err == nil) != c.ok || len(got) != len(c.want) {
			t.Errorf("ParseBalls(%q) = %v, %v", c.s, got, err)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("ParseBalls(%q) = %v, want %v", c.s, got, c.want)
			}
		}
	}
}

// A card's numbers 1 and 90 are good, 0 and 91 not; the shape is exactly 3
// lines of 5 and a number has at most three digits.
func TestCardEdges(t *testing.T) {
	good := "1,2,3,4,5/6,7,8,9,10/11,12,13,14,90"
	c, err := ParseCard(good)
	if err != nil || len(CardErrors(c)) != 0 || c[2][4] != 90 || c[0][0] != 1 {
		t.Fatalf("%s: %v %v %v", good, c, err, CardErrors(c))
	}
	zero, err := ParseCard("0,2,3,4,5/6,7,8,9,10/11,12,13,14,91")
	if err != nil || len(CardErrors(zero)) != 2 {
		t.Errorf("0 and 91 on a card: %v %v", err, CardErrors(zero))
	}
	for _, bad := range []string{
		"1,2,3,4,5/6,7,8,9,10/11,12,13,14,15/16,17,18,19,20", // four lines
		"1,2,3,4,5,6/7,8,9,10,11/12,13,14,15,16",             // six numbers
		"1,2,3,4/5,6,7,8,9/10,11,12,13,14",                   // four numbers
		"1,2,3,4,5/6,7,8,9,10/11,12,13,14,0090",              // four digits
		"1,2,3,4,5/6,7,8,9,10/11,12,13,14,",                  // an empty number
		"1,2,3,4,5/6,7,8,9,10/11,12,13,14,x",
	} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) accepted", bad)
		}
	}
	if _, err := ParseCard("1,2,3,4,5/6,7,8,9,10/11,12,13,14,100"); err != nil {
		t.Errorf("a three-digit number is read (and CardErrors judges it): %v", err)
	}
}

// Positions keep a ball's first draw and ignore balls off the set; a line
// is done at the ball that completes it, not before, and a card number off
// the set never completes one.
func TestLineAndBingoAtTheirBall(t *testing.T) {
	c, _ := ParseCard("1,2,3,4,5/6,7,8,9,10/11,12,13,14,90")
	d := Positions([]int{0, 91, 1, 2, 3, 4, 5, 1, 6, 7, 8, 9, 10, 11, 12, 13, 14, 90})
	if d[1] != 3 || d[90] != 18 || d[0] != 0 {
		t.Errorf("positions: ball 1 at %d, 90 at %d, 0 at %d", d[1], d[90], d[0])
	}
	if got := LineDone(c, 0, d); got != 7 {
		t.Errorf("top line done at %d, want 7", got)
	}
	if got := LineDone(c, 0, d.Within(7)); got != 7 {
		t.Errorf("top line within 7 balls: %d, want 7", got)
	}
	if got := LineDone(c, 0, d.Within(6)); got != 0 {
		t.Errorf("top line within 6 balls: %d, want 0", got)
	}
	if got := BingoDone(c, d); got != 18 {
		t.Errorf("bingo at %d, want 18", got)
	}
	if got := BingoDone(c, d.Within(17)); got != 0 {
		t.Errorf("bingo within 17: %d", got)
	}
	var off Card
	off[0] = [5]int{0, 1, 2, 3, 4}
	if LineDone(off, 0, d) != 0 {
		t.Error("a line with a 0 is done")
	}
	off[0] = [5]int{91, 1, 2, 3, 4}
	if LineDone(off, 0, d) != 0 {
		t.Error("a line with a 91 is done")
	}
	for i, n := range LineNames {
		if LineIndex(n) != i {
			t.Errorf("line %s at %d", n, LineIndex(n))
		}
	}
	if LineIndex("") != -1 {
		t.Error("an unnamed line has an index")
	}
}

// Each of ParseCard's refusals names where it is, counted from 1, so the
// report can say which number of which line is wrong.
func TestCardErrorsSayWhere(t *testing.T) {
	for s, want := range map[string]string{
		"1,2,3,4,5/6,7,,9,10/11,12,13,14,15":                 "line 2: number 3 is not a number",
		"1,2,3,4,5/6,7,8,9,10/11,12,13,14,1000":              "line 3: number 5 is not a number",
		"1,2,3,4,5/6,7,8,9,10/11,12,13,14,15/16,17,18,19,20": "more than 3 lines",
		"1,2,3,4,5,6/7,8,9,10,11/12,13,14,15,16":             "line 1 has more than 5 numbers",
		"1,2,3,4,5/6,7,8,9/10,11,12,13,14":                   "line 2 has 4 numbers, want 5",
		"1,2,3,4,5/6,7,x,9,10/11,12,13,14,15":                `line 2: 'x' is not a number`,
		"1,2,3,4,5/6,7,8,9,10":                               "2 lines, want 3 separated by /",
	} {
		_, err := ParseCard(s)
		if err == nil || err.Error() != want {
			t.Errorf("ParseCard(%q): %v, want %q", s, err, want)
		}
	}
	if errs := BallErrors([]int{7, 0, 7}); len(errs) != 2 || errs[0] != "ball 2 is 0, out of 1–90" || errs[1] != "ball 3 repeats 7 (ball 1)" {
		t.Errorf("ball errors %q", errs)
	}
	if _, err := ParseBalls("5,x"); err == nil || err.Error() != `ball 2 "x" is not a number` {
		t.Errorf("ParseBalls: %v", err)
	}
}
