package blackjack

import (
	"strconv"
	"strings"
	"testing"
)

// boxOf reads a canonical box number without strconv; anything else it
// reads as before, by strconv.Atoi: a leading zero or sign (box 1 among
// them, at the fall-back's bound), more than nine digits, no number at all.
func TestBoxOfSameAsAtoi(t *testing.T) {
	for _, name := range boxNames {
		if got, want := boxOf(name), boxAtoi(name); got != want {
			t.Errorf("boxOf(%q) = %d, want %d", name, got, want)
		}
	}
}

// FuzzBoxOf holds boxOf to the reading by strconv.Atoi alone.
func FuzzBoxOf(f *testing.F) {
	for _, name := range boxNames {
		f.Add(name)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if got, want := boxOf(name), boxAtoi(name); got != want {
			t.Errorf("boxOf(%q) = %d, want %d", name, got, want)
		}
	})
}

var boxNames = []string{"1", "7", "9", "/", ":", "+", ".", "10", "3.2", "12.3", "02", "01", "+1", "+3", "-3", "0", "00", "1234567890", "123456789",
	"x", "", ".2", "3x", " 3", "3 ", "99999999999999999999"}

// boxAtoi is boxOf as it was, by strconv.Atoi alone.
func boxAtoi(name string) int {
	boxS, _, _ := strings.Cut(name, ".")
	n, err := strconv.Atoi(boxS)
	if err != nil || n < 1 {
		return 0
	}
	return n
}
