package craps

import (
	"strings"
	"sync"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// Runs going on at once keep their sessions' dice apart (each run holds its
// own sessions' dice): the same two sessions, once with the dice reused and once
// with new dice, audited side by side many times.
func TestDiceAcrossRunsAtOnce(t *testing.T) {
	reused := casetest.Read(t, "testdata/cases/dice-previous-session.txt")
	fresh := casetest.Read(t, "testdata/cases/dice-previous-session.txt")
	ev := fresh.Sections["events.csv"]
	i := strings.LastIndex(ev, "A1,A2,A3,A4,A5,A6")
	fresh.Sections["events.csv"] = ev[:i] + "B1,B2,B3,B4,B5,B6" + ev[i+len("A1,A2,A3,A4,A5,A6"):]
	fresh.Sections["events.csv"] = strings.Replace(fresh.Sections["events.csv"], "S2,1978-03-02T21:05:00+01:00,1,dice-change,\"serials=A1,A2", "S2,1978-03-02T21:05:00+01:00,1,dice-change,\"serials=B1,B2", 1)
	var wg sync.WaitGroup
	for n := 0; n < 8; n++ {
		for _, c := range []struct {
			cs   casetest.Case
			want int
		}{{reused, 1}, {fresh, 0}} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got := 0
				for _, f := range casetest.Audit(t, c.cs).Findings {
					if f.Rule != "DADOS-DICE" {
						t.Errorf("%s@%d: %s", f.Rule, f.Round, f.Detail.EN)
					}
					got++
				}
				if got != c.want {
					t.Errorf("%d DADOS-DICE findings, want %d", got, c.want)
				}
			}()
		}
	}
	wg.Wait()
}
