package blackjack_test

import (
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
)

// Every reading other than the default of every switch of the game has a
// case file that assumes it (issue 23: a correct and a wrong case per
// reading; the default readings are those of every other case).
func TestEveryReadingHasACase(t *testing.T) {
	assumed := map[string]bool{}
	files, _ := filepath.Glob("testdata/cases/*.txt")
	for _, f := range files {
		for _, a := range casetest.Read(t, f).Assume {
			assumed[a] = true
		}
	}
	n := 0
	for _, a := range rules.AllAssumptions() {
		game := false
		for _, g := range a.Games {
			game = game || g == bj.Game
		}
		if !game {
			continue
		}
		for _, r := range a.Readings {
			if r.ID == a.Default {
				continue
			}
			n++
			if !assumed[a.ID+"="+r.ID] {
				t.Errorf("%s=%s: no case assumes it", a.ID, r.ID)
			}
		}
	}
	if n < 5 {
		t.Errorf("only %d readings", n)
	}
}
