package boule

import (
	"testing"

	"github.com/veedor/veedor/rules"
)

// A region whose texts exist but none has the boule is refused, not given
// the boule's figures: no such region exists today, so one is added for the
// test (a text with the roulette only) and removed after it.
func TestFiguresRegionWithoutBoule(t *testing.T) {
	const id = "test-no-boule"
	rules.Instruments[id] = &rules.Instrument{ID: id, Region: "zz", Games: []string{"ruleta-francesa", "black-jack"}}
	t.Cleanup(func() { delete(rules.Instruments, id) })
	if tabs, err := figures("zz"); err == nil {
		t.Errorf("region whose only text lacks the boule: %d tables, no error", len(tabs))
	}
}
