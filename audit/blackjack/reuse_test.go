package blackjack_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// Each session is replayed on its own: nothing one leaves behind changes
// what the next is told. The same sessions audited in the opposite order,
// after different ones, say the same of each, including one whose outcomes
// fail the fast reading part way.
func TestSessionsIndependent(t *testing.T) {
	for _, region := range []string{"es", "cyl", "cv"} {
		var sessions []*logs.Session
		if _, err := fixtures.Generate(fixtures.Options{Game: "black-jack", Region: region, Sessions: 8, Seed: 11, Violations: 0.3}, func(s *logs.Session) error {
			sessions = append(sessions, s)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		odd := bjSession("D=9S,8S;1=TH,7C;2=AS,AD;3=KS", "9S,TH", "1", "split", "note", "", "", 2000, 0, 0)
		odd.ID = "S-ODD"
		sessions = append(sessions[:4], append([]*logs.Session{odd}, sessions[4:]...)...)
		bySession := func(order []*logs.Session) map[string][]string {
			res, err := audit.Run(&logs.Memory{Sessions: order}, audit.Options{Region: region, Assume: rules.Defaults(), Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			out := map[string][]string{}
			for _, f := range res.Findings {
				out[f.Session] = append(out[f.Session], fmt.Sprintf("%+v", f))
			}
			return out
		}
		forward := bySession(sessions)
		back := slices.Clone(sessions)
		slices.Reverse(back)
		backward := bySession(back)
		if len(forward) < 5 {
			t.Fatalf("%s: findings in %d sessions only: the test shows little", region, len(forward))
		}
		if !reflect.DeepEqual(forward, backward) {
			for id, fs := range forward {
				if !reflect.DeepEqual(fs, backward[id]) {
					t.Errorf("%s, session %s: %d findings in one order, %d in the other", region, id, len(fs), len(backward[id]))
				}
			}
		}
	}
}
