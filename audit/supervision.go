package audit

import (
	"sort"
	"time"
)

// Supervision is one supervisor's stint (a jefe de mesa, an inspector) seen
// against the same employee's other stints in the same casino that were
// still running when it began: the tables in that employee's charge at
// once. Every game's "more tables at once than the text allows" check is a
// limit on len(Tables).
type Supervision struct {
	Session  *StaffedSession
	Employee string
	On       time.Time
	// Others are the sessions of the stints still running at On, in order
	// of start; Tables are the distinct tables of this stint and those,
	// sorted.
	Others []*StaffedSession
	Tables []string
}

// Supervisions sweeps the stints of sessions whose role supervisor accepts,
// per casino and employee in order of start, and calls visit for each
// with the stints running at its start. A stint's end past its session's
// close is cut to the close; a stint that ends when it begins supervises
// nothing and is left out. Once visit returns true (it reported) the same
// employee's later stints in that session are not visited: a session is
// reported once per supervisor.
func Supervisions(sessions []*StaffedSession, supervisor func(role string) bool, visit func(Supervision) bool) {
	type stint struct {
		s       *StaffedSession
		on, off time.Time
		emp     string
	}
	byKey := map[string][]stint{}
	var keys []string
	for _, s := range sessions {
		for _, st := range s.Staff {
			if !supervisor(st.Role) {
				continue
			}
			off := st.OffAt
			if off.IsZero() || off.After(s.ClosedAt) {
				off = s.ClosedAt
			}
			if !off.After(st.OnAt) {
				continue
			}
			k := s.Casino + "\x00" + st.Employee
			if byKey[k] == nil {
				keys = append(keys, k)
			}
			byKey[k] = append(byKey[k], stint{s, st.OnAt, off, st.Employee})
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		stints := byKey[k]
		sort.SliceStable(stints, func(i, j int) bool { return stints[i].on.Before(stints[j].on) })
		reported := map[string]bool{}
		// The stints before a (in order of start) still running when a
		// starts: once one has ended by a's start it has for every later
		// stint too, so the set is swept as the stints go by.
		var running []stint
		for _, a := range stints {
			kept := running[:0]
			for _, b := range running {
				if b.off.After(a.on) {
					kept = append(kept, b)
				}
			}
			running = kept
			seen := map[string]bool{a.s.Table: true}
			tables := []string{a.s.Table}
			others := make([]*StaffedSession, 0, len(running))
			for _, b := range running {
				others = append(others, b.s)
				if !seen[b.s.Table] {
					seen[b.s.Table] = true
					tables = append(tables, b.s.Table)
				}
			}
			running = append(running, a)
			if reported[a.s.ID] {
				continue
			}
			sort.Strings(tables)
			if visit(Supervision{Session: a.s, Employee: a.emp, On: a.on, Others: others, Tables: tables}) {
				reported[a.s.ID] = true
			}
		}
	}
}
