package blackjack

import (
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/logs"
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

// named compares a one-byte name by its byte; it finds the hand a plain
// scan of the names finds, whatever the name: one byte or more, a hand's
// name or not.
func TestNamedSameAsScan(t *testing.T) {
	for _, o := range namedOutcomes {
		for _, name := range []string{"1", "2", "3", "9", "0", "D", "x", "", "1.2", "1.3", "12", "12.2", "2.2", "21", "1.", ".2", "01"} {
			checkNamed(t, o, name)
		}
	}
}

// FuzzNamed holds named to a plain scan on any outcome and name.
func FuzzNamed(f *testing.F) {
	for _, o := range namedOutcomes {
		f.Add(o, "1")
		f.Add(o, "1.2")
	}
	f.Fuzz(func(t *testing.T, outcome, name string) { checkNamed(t, outcome, name) })
}

var namedOutcomes = []string{"D=TD,8D;1=9S,KC;2=7H,5C,4S", "D=9S,8S;1=TH,7C;1.2=8S,8D,2C;1.3=8H,5S;2=AS,KD",
	"D=5H,5D,8C;10=AS,AD;1=9C,TC;12=2C,3C;12.2=2D,4D;3=4H,5H"}

func checkNamed(t *testing.T, outcome, name string) {
	t.Helper()
	rd := &round{r: &logs.Round{Outcome: outcome}, nh: int32(strings.Count(outcome, ";"))}
	if (&session{}).parseOutcome(rd) != nil {
		return
	}
	var want *hand
	for _, h := range rd.hands {
		if h.name == name {
			want = h
			break
		}
	}
	if got := rd.named(name); got != want {
		t.Errorf("%q, hand %q: %v, a scan finds %v", outcome, name, got, want)
	}
}
