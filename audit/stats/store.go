package stats

import (
	"fmt"
	"sort"
)

// sortedHolds returns m's keys in a fixed order: sums of floats taken in
// map order would differ in their last digits from run to run, and a
// report's bytes with them.
func sortedHolds(m map[holdKey]*acc) []holdKey {
	ks := make([]holdKey, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		a, b := ks[i], ks[j]
		for _, c := range [][2]string{{a.Scope, b.Scope}, {a.Casino, b.Casino}, {a.Table, b.Table}, {a.Game, b.Game}, {a.Croupier, b.Croupier}} {
			if c[0] != c[1] {
				return c[0] < c[1]
			}
		}
		return a.Period < b.Period
	})
	return ks
}

// addTo adds a to m's accumulator for k, creating it: never aliasing a.
func addTo(m map[holdKey]*acc, k holdKey, a *acc) {
	h := m[k]
	if h == nil {
		h = &acc{}
		m[k] = h
	}
	h.add(a)
}

// readStore reads the findings store's session holds through the run's
// last day (Options.Stored) and adds them to the table-month and
// table-year holds of the months and years the run audited, so that those
// are month and year to date. The run's own sessions are not read from the
// store: the run's audit of a session replaces the stored one, so a session
// audited again never counts twice. The days read are kept for ohio's
// 30 days and lifetime.
func (st *state) readStore() error {
	if st.opt.Stored == nil {
		return nil
	}
	months, years := map[string]bool{}, map[string]bool{}
	for k := range st.holds {
		if k.Scope == ScopeTableDay {
			months[k.Period[:7]], years[k.Period[:4]] = true, true
			if k.Period > st.through {
				st.through = k.Period
			}
		}
	}
	if st.through == "" {
		return nil // the run has no hold of its own: nothing is to date
	}
	ran := map[[2]string]bool{}
	if st.opt.Result != nil {
		for _, s := range st.opt.Result.Sessions {
			ran[[2]string{s.Casino, s.ID}] = true
		}
	}
	for _, s := range st.sessions {
		ran[[2]string{s.Casino, s.Session}] = true
	}
	st.stored = map[holdKey]*acc{}
	err := st.opt.Stored(st.through, func(h SessionHold) error {
		if len(h.Day) != len("2006-01-02") {
			return fmt.Errorf("session %s of casino %s: unreadable day %q", h.Session, h.Casino, h.Day)
		}
		if ran[[2]string{h.Casino, h.Session}] || h.Day > st.through {
			return nil
		}
		if st.opt.Method != MethodOhio && !years[h.Day[:4]] {
			return nil // only ohio looks further back than the year
		}
		a := acc{rounds: h.Rounds, bets: h.Bets, handle: int64(h.Handle), result: int64(h.Result), mean: h.Expected, vr: h.Variance, reference: h.Reference}
		addTo(st.stored, holdKey{ScopeTableDay, h.Casino, h.Table, h.Game, "", h.Day}, &a)
		return nil
	})
	if err != nil {
		return fmt.Errorf("reading the findings store's holds: %w", err)
	}
	for _, k := range sortedHolds(st.stored) {
		a := st.stored[k]
		if months[k.Period[:7]] {
			addTo(st.holds, holdKey{ScopeTableMonth, k.Casino, k.Table, k.Game, "", k.Period[:7]}, a)
		}
		if years[k.Period[:4]] {
			addTo(st.holds, holdKey{ScopeTableYear, k.Casino, k.Table, k.Game, "", k.Period[:4]}, a)
		}
	}
	return nil
}

// fromStore reports whether a hold of scope is summed with the store's days.
func (st *state) fromStore(scope string) bool {
	if st.stored == nil {
		return false
	}
	switch scope {
	case ScopeTableMonth, ScopeTableYear, ScopeTable30, ScopeTableLife:
		return true
	}
	return false
}
