package stats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/roulette"
)

// docenaDay is table RF-O's session of day d (from opened): 400 docenas of
// 10 €, won on the first wins spins. 130 wins: hold 2.5%; 150: −12.5%.
func docenaDay(d, wins int) *logs.Session {
	s := session(fmt.Sprintf("O%d", d), "RF-O", roulette.French, 400, func(i int) string {
		if i <= wins {
			return "5"
		}
		return "30"
	}, nil, func(i int) []logs.Bet {
		b := logs.Bet{Type: roulette.Docena, Selection: "1", Stake: 1000}
		if i <= wins {
			b.Returned, b.Paid = 1000, 2000
		}
		return []logs.Bet{b}
	})
	s.OpenedAt = opened.AddDate(0, 0, d)
	return s
}

// storeOf is a findings store holding ss's session holds, as a run that
// audited them would have left them.
func storeOf(t *testing.T, ss []*logs.Session) func(string, func(SessionHold) error) error {
	t.Helper()
	rep, err := Run(&logs.Memory{Sessions: ss}, Options{Region: rules.RegionCyL})
	if err != nil {
		t.Fatal(err)
	}
	return func(through string, fn func(SessionHold) error) error {
		for _, h := range rep.Sessions {
			if h.Day <= through {
				if err := fn(h); err != nil {
					return err
				}
			}
		}
		return nil
	}
}

// runOf is the audit's result of ss, the sessions a run audited.
func runOf(ss []*logs.Session) *audit.Result {
	res := &audit.Result{}
	for _, s := range ss {
		res.Sessions = append(res.Sessions, audit.SessionSummary{ID: s.ID, Casino: s.Casino, Table: s.Table})
	}
	return res
}

// Kansas judges the month to date: a bad night (−12.5%) is 15 points off
// theory alone, and 0.7 points off in a month whose 29 earlier nights
// (2.5% each, in the store) make (29·2.5 − 12.5)/30 = 2.0% against 2.70%.
func TestKansasMonthFromTheStore(t *testing.T) {
	var before []*logs.Session
	for d := 1; d < 30; d++ {
		before = append(before, docenaDay(d-30, 130)) // 2024-01-31 .. 2024-02-29
	}
	var march []*logs.Session
	for d := 0; d < 29; d++ {
		march = append(march, docenaDay(d, 130))
	}
	night := []*logs.Session{docenaDay(29, 150)} // 2024-03-30
	alone, err := Run(&logs.Memory{Sessions: night}, Options{Region: rules.RegionCyL, Method: MethodKansas, Result: runOf(night)})
	if err != nil {
		t.Fatal(err)
	}
	if h := findHold(t, alone, ScopeTableMonth, "RF-O"); !h.Flagged || h.FromStore {
		t.Errorf("the night alone: %+v, want flagged, not from the store", h)
	}
	withStore, err := Run(&logs.Memory{Sessions: night}, Options{Region: rules.RegionCyL, Method: MethodKansas, Result: runOf(night),
		Stored: storeOf(t, append(before, march...))})
	if err != nil {
		t.Fatal(err)
	}
	h := findHold(t, withStore, ScopeTableMonth, "RF-O")
	near(t, "month to date", h.HoldPct(), (29*0.025-0.125)/30, 1e-12)
	if h.Rounds != 30*400 || h.Period != "2024-03" || h.Flagged || !h.FromStore || withStore.StoreThrough != "2024-03-30" {
		t.Errorf("month to date: %d rounds, %s, flagged %v, from store %v through %q; want 12,000 rounds of March, not flagged, from the store through 2024-03-30",
			h.Rounds, h.Period, h.Flagged, h.FromStore, withStore.StoreThrough)
	}
	// The year to date has February's nights too (those of January are the year's, not the month's).
	if y := findHold(t, withStore, ScopeTableYear, "RF-O"); y.Rounds != 59*400 || !y.FromStore {
		t.Errorf("year to date: %d rounds, want 23,600", y.Rounds)
	}
}

// Ohio with a store: the last 30 days (−12.5%) against the table's
// lifetime in the store, 30 earlier days at 2.5% and the 30 of the run:
// (30·2.5 − 30·12.5)/60 = −5%, 7.5 points apart: flagged. Without the
// store the period is the 30 days themselves: not flagged.
func TestOhioLifetimeFromTheStore(t *testing.T) {
	var old, run []*logs.Session
	for d := 0; d < 30; d++ {
		old = append(old, docenaDay(d-30, 130))
		run = append(run, docenaDay(d, 150))
	}
	alone, err := Run(&logs.Memory{Sessions: run}, Options{Region: rules.RegionCyL, Method: MethodOhio, Result: runOf(run)})
	if err != nil {
		t.Fatal(err)
	}
	if h := findHold(t, alone, ScopeTable30, "RF-O"); h.Flagged {
		t.Errorf("without the store: %+v", h)
	}
	r, err := Run(&logs.Memory{Sessions: run}, Options{Region: rules.RegionCyL, Method: MethodOhio, Result: runOf(run), Stored: storeOf(t, append(old, run...))})
	if err != nil {
		t.Fatal(err)
	}
	life := findHold(t, r, ScopeTableLife, "RF-O")
	near(t, "lifetime", life.HoldPct(), -0.05, 1e-12)
	last := findHold(t, r, ScopeTable30, "RF-O")
	near(t, "30 days", last.HoldPct(), -0.125, 1e-12)
	if life.Rounds != 60*400 || !life.FromStore || last.Rounds != 30*400 || !last.Flagged || !last.FromStore {
		t.Errorf("lifetime %d rounds (from store %v), 30 days %d rounds flagged %v from store %v", life.Rounds, life.FromStore, last.Rounds, last.Flagged, last.FromStore)
	}
	var holds []Finding
	for _, f := range r.Findings {
		if f.Rule == RuleHold {
			holds = append(holds, f)
		}
	}
	if len(holds) != 1 || holds[0].Scope != ScopeTable30 {
		t.Fatalf("hold findings %+v, want the 30 days'", holds)
	}
	if want := "with the findings store through 2024-03-30"; !strings.Contains(holds[0].Detail.EN, want) {
		t.Errorf("finding %q does not say %q", holds[0].Detail.EN, want)
	}
}
