package roulette_test

import (
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
)

// A text that covers the roulette but has no parameters for it (catalogue
// data incomplete; none does today, so one is added for the test and removed
// after): the session is reported and every row of it rejected, counted, not
// audited against another text's tables and not a panic.
func TestTextWithoutParameters(t *testing.T) {
	const id = "test-no-roulette-params"
	rules.Instruments[id] = &rules.Instrument{ID: id, Region: rules.RegionCV, Seed: rules.SeedCV,
		Effective: time.Date(2030, time.January, 1, 0, 0, 0, 0, time.UTC), Games: []string{"ruleta-francesa"}}
	t.Cleanup(func() { delete(rules.Instruments, id) })
	c := casetest.Read(t, "testdata/cases/clean-cv.txt")
	for k, v := range c.Sections {
		c.Sections[k] = strings.ReplaceAll(v, "2005-05-02", "2031-05-02")
	}
	res := casetest.Audit(t, c)
	var keys []string
	for _, f := range res.Findings {
		keys = append(keys, casetest.Key(f))
		if f.Rule == "DQ-SESSION" && !strings.Contains(f.Detail.EN, "ruleta-francesa parameters for "+id) {
			t.Errorf("detail %q names neither the game nor the text", f.Detail.EN)
		}
	}
	if strings.Join(keys, " ") != "DQ-SESSION@0" {
		t.Errorf("findings %v, want one DQ-SESSION", keys)
	}
	rejected := map[string]int64{}
	for _, n := range res.Counts {
		rejected[n.Table] = n.Rejected
		if n.Audited != 0 {
			t.Errorf("%s: %d rows audited under a text without parameters", n.Table, n.Audited)
		}
	}
	// The case has 3 staff rows, 3 rounds and 10 bets.
	if rejected["staff"] != 3 || rejected["rounds"] != 3 || rejected["bets"] != 10 {
		t.Errorf("rejected %v, want every staff row, round and bet", rejected)
	}
}
