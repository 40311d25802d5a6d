// Package bingo is the 1977 Catálogo's bingo (game 10, L481–L518) as data
// and pure functions: balls and cards, when a line or a bingo is formed, the
// rules with their basis and the readings of its ambiguous passages.
package bingo

import (
	"fmt"
	"strconv"
	"strings"
)

// Game is the game slug.
const Game = "bingo"

// Balls is the size of the ball set (L483, L495).
const Balls = 90

// Lines on a card, top to bottom, as the log names them (L485).
var LineNames = [3]string{"superior", "central", "inferior"}

// Card is one card's numbers, by line.
type Card [3][5]int

// ParseBalls reads a game's ball sequence "12,45,3" in draw order. A token
// that is not a whole number is an error; values out of 1–90 and repeats are
// returned as they are, for the replay to judge (BallErrors).
func ParseBalls(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	out := make([]int, len(parts))
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || len(p) > 3 {
			return nil, fmt.Errorf("ball %d %q is not a number", i+1, p)
		}
		out[i] = n
	}
	return out, nil
}

// BallErrors says what is wrong with a sequence of balls: more than 90,
// a value out of 1–90, a number drawn twice. Empty when none.
func BallErrors(balls []int) []string {
	var out []string
	if len(balls) > Balls {
		out = append(out, fmt.Sprintf("%d balls drawn, the set has %d", len(balls), Balls))
	}
	var seen [Balls + 1]int
	for i, b := range balls {
		switch {
		case b < 1 || b > Balls:
			out = append(out, fmt.Sprintf("ball %d is %d, out of 1–90", i+1, b))
		case seen[b] != 0:
			out = append(out, fmt.Sprintf("ball %d repeats %d (ball %d)", i+1, b, seen[b]))
		default:
			seen[b] = i + 1
		}
	}
	return out
}

// ParseCard reads a card's numbers "a,b,c,d,e/f,g,h,i,j/k,l,m,n,o": three
// lines of five, top to bottom. It does not judge them (CardErrors does).
func ParseCard(s string) (Card, error) {
	var c Card
	line, col, n, digits := 0, 0, 0, 0
	end := func() error { // a number ends
		switch {
		case digits == 0 || digits > 3:
			return fmt.Errorf("line %d: number %d is not a number", line+1, col+1)
		case line > 2:
			return fmt.Errorf("more than 3 lines")
		case col > 4:
			return fmt.Errorf("line %d has more than 5 numbers", line+1)
		}
		c[line][col] = n
		col, n, digits = col+1, 0, 0
		return nil
	}
	for i := 0; i <= len(s); i++ {
		switch {
		case i < len(s) && s[i] >= '0' && s[i] <= '9':
			n, digits = n*10+int(s[i]-'0'), digits+1
		case i == len(s) || s[i] == ',' || s[i] == '/':
			if err := end(); err != nil {
				return c, err
			}
			if i == len(s) || s[i] == '/' {
				if col != 5 {
					return c, fmt.Errorf("line %d has %d numbers, want 5", line+1, col)
				}
				line, col = line+1, 0
			}
		default:
			return c, fmt.Errorf("line %d: %q is not a number", line+1, s[i])
		}
	}
	if line != 3 {
		return c, fmt.Errorf("%d lines, want 3 separated by /", line)
	}
	return c, nil
}

// String writes the card as ParseCard reads it.
func (c Card) String() string {
	var b strings.Builder
	for i, l := range c {
		if i > 0 {
			b.WriteByte('/')
		}
		for j, n := range l {
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(n))
		}
	}
	return b.String()
}

// CardErrors says why a card is not 15 distinct numbers of 1–90 (L483).
func CardErrors(c Card) []string {
	var out []string
	var seen [Balls + 1]bool
	for _, l := range c {
		for _, n := range l {
			switch {
			case n < 1 || n > Balls:
				out = append(out, fmt.Sprintf("%d is out of 1–90", n))
			case seen[n]:
				out = append(out, fmt.Sprintf("%d appears twice", n))
			default:
				seen[n] = true
			}
		}
	}
	return out
}

// Drawn maps each number to the position (1-based) at which it was drawn, 0
// if it was not.
type Drawn [Balls + 1]int

// Positions returns where each number of balls was drawn; out-of-range
// values are ignored and a repeat keeps its first position.
func Positions(balls []int) *Drawn {
	var d Drawn
	for i, b := range balls {
		if b >= 1 && b <= Balls && d[b] == 0 {
			d[b] = i + 1
		}
	}
	return &d
}

// LineDone returns the ball at which line i of c was completed (the position
// of its last number drawn), 0 if it is not complete among d.
func LineDone(c Card, i int, d *Drawn) int {
	last := 0
	for _, n := range c[i] {
		if n < 1 || n > Balls || d[n] == 0 {
			return 0
		}
		last = max(last, d[n])
	}
	return last
}

// BingoDone returns the ball at which every number of c was drawn, 0 if not
// all were.
func BingoDone(c Card, d *Drawn) int {
	last := 0
	for i := range c {
		k := LineDone(c, i, d)
		if k == 0 {
			return 0
		}
		last = max(last, k)
	}
	return last
}

// Within returns d limited to the first n balls.
func (d *Drawn) Within(n int) *Drawn {
	var w Drawn
	for v, p := range d {
		if p != 0 && p <= n {
			w[v] = p
		}
	}
	return &w
}

// LineIndex returns the index of a line's name, -1 when unknown.
func LineIndex(name string) int {
	for i, n := range LineNames {
		if n == name {
			return i
		}
	}
	return -1
}
