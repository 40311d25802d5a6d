package audit

import (
	"iter"
	"sort"
	"strings"
	"time"

	"github.com/veedor/veedor/audit/logs"
)

// stint is one staff row as cross-session checks keep it: 48 bytes and no
// pointer (a logs.Staff is 120 bytes with five pointers), so a casino-year
// of crews costs little memory and nothing to the collector's scans.
// Strings are indexes in the run's name table; times are Unix seconds and
// nanoseconds with the UTC offset they were written with, in minutes.
type stint struct {
	on, off         int64 // off == noOff: the row has none (on until the close)
	line            int64 // the row's line (CSV) or rowid (SQLite)
	employee, role  uint32
	file            uint32
	onNs, offNs     int32
	onZone, offZone int16
}

const noOff = -1 << 63

// names is a run's table of the strings stints refer to, each kept once.
type names struct {
	strs  []string
	index map[string]uint32
}

func (n *names) id(s string) uint32 {
	if i, ok := n.index[s]; ok {
		return i
	}
	if n.index == nil {
		n.index = map[string]uint32{}
	}
	s = strings.Clone(s) // no substring keeps a row of the log alive
	i := uint32(len(n.strs))
	n.strs = append(n.strs, s)
	n.index[s] = i
	return i
}

func zoneOf(t time.Time) int16 {
	_, off := t.Zone()
	return int16(off / 60)
}

// timeAt gives back a time as the reader made it: in the local zone when
// that has the offset written then, else in a fixed zone (UTC for +00:00).
func timeAt(sec int64, ns int32, zone int16) time.Time {
	t := time.Unix(sec, int64(ns))
	off := int(zone) * 60
	if off == 0 {
		return t.UTC()
	}
	if _, local := t.In(time.Local).Zone(); local == off {
		return t.In(time.Local)
	}
	return t.In(time.FixedZone("", off))
}

// SetStaff replaces the staff rows the session keeps for cross-session
// checks (the engine keeps those its game's StaffFilter accepts).
func (s *StaffedSession) SetStaff(rows []logs.Staff) {
	if s.names == nil {
		s.names = &names{}
	}
	s.stints = make([]stint, len(rows))
	for i, r := range rows {
		st := stint{on: r.OnAt.Unix(), onNs: int32(r.OnAt.Nanosecond()), onZone: zoneOf(r.OnAt), off: noOff,
			line: r.Pos.Line, employee: s.names.id(r.Employee), role: s.names.id(r.Role), file: s.names.id(r.Pos.File)}
		if !r.OffAt.IsZero() {
			st.off, st.offNs, st.offZone = r.OffAt.Unix(), int32(r.OffAt.Nanosecond()), zoneOf(r.OffAt)
		}
		s.stints[i] = st
	}
}

// StaffLen is the number of staff rows kept.
func (s *StaffedSession) StaffLen() int { return len(s.stints) }

// StaffAt is the i-th staff row kept, as read (its Pos gives file and line).
func (s *StaffedSession) StaffAt(i int) logs.Staff {
	st := &s.stints[i]
	r := logs.Staff{Pos: logs.Pos{File: s.names.strs[st.file], Table: logs.TStaff, Line: st.line},
		Employee: s.names.strs[st.employee], Role: s.names.strs[st.role], OnAt: timeAt(st.on, st.onNs, st.onZone)}
	if st.off != noOff {
		r.OffAt = timeAt(st.off, st.offNs, st.offZone)
	}
	return r
}

// Staff yields the staff rows kept, in the order read.
func (s *StaffedSession) Staff() iter.Seq2[int, logs.Staff] {
	return func(yield func(int, logs.Staff) bool) {
		for i := range s.stints {
			if !yield(i, s.StaffAt(i)) {
				return
			}
		}
	}
}

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
	SupervisionsTolerant(sessions, supervisor, 0, visit)
}

// SupervisionsTolerant is Supervisions where a handover is not taken for
// two tables at once: a stint that ends no more than tolerance after the
// next one begins, and before that one ends, does not count at its start.
// An export whose clocks are a few seconds apart at a handover (off at one
// table a little after on at the next) shows an overlap that did not
// happen; a stint wholly within another is no handover and counts.
func SupervisionsTolerant(sessions []*StaffedSession, supervisor func(role string) bool, tolerance time.Duration, visit func(Supervision) bool) {
	// A swept stint is 16 bytes: its times are read from the session.
	type swept struct {
		s   *StaffedSession
		i   int32
		emp uint32
	}
	type key struct {
		casino string
		emp    string
	}
	on := func(x swept) time.Time {
		st := &x.s.stints[x.i]
		return time.Unix(st.on, int64(st.onNs))
	}
	off := func(x swept) time.Time {
		st := &x.s.stints[x.i]
		if st.off == noOff {
			return x.s.ClosedAt
		}
		t := time.Unix(st.off, int64(st.offNs))
		if t.After(x.s.ClosedAt) {
			return x.s.ClosedAt
		}
		return t
	}
	byKey := map[key][]swept{}
	var keys []key
	for _, s := range sessions {
		for i := range s.stints {
			st := &s.stints[i]
			if !supervisor(s.names.strs[st.role]) {
				continue
			}
			x := swept{s, int32(i), st.employee}
			if !off(x).After(on(x)) {
				continue
			}
			k := key{s.Casino, s.names.strs[st.employee]}
			if byKey[k] == nil {
				keys = append(keys, k)
			}
			byKey[k] = append(byKey[k], x)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].casino != keys[j].casino {
			return keys[i].casino < keys[j].casino
		}
		return keys[i].emp < keys[j].emp
	})
	for _, k := range keys {
		stints := byKey[k]
		delete(byKey, k)
		sort.SliceStable(stints, func(i, j int) bool { return on(stints[i]).Before(on(stints[j])) })
		reported := map[*StaffedSession]bool{}
		// The stints before a (in order of start) still running when a
		// starts: once one has ended by then it has for every later stint
		// too, so the set is swept as the stints go by.
		var running []swept
		for _, a := range stints {
			aOn, aOff := on(a), off(a)
			kept := running[:0]
			for _, b := range running {
				if off(b).After(aOn) {
					kept = append(kept, b)
				}
			}
			running = kept
			seen := map[string]bool{a.s.Table: true}
			tables := []string{a.s.Table}
			others := make([]*StaffedSession, 0, len(running))
			for _, b := range running {
				if bOff := off(b); bOff.Sub(aOn) <= tolerance && aOff.After(bOff) {
					continue // a handover
				}
				others = append(others, b.s)
				if !seen[b.s.Table] {
					seen[b.s.Table] = true
					tables = append(tables, b.s.Table)
				}
			}
			running = append(running, a)
			if reported[a.s] {
				continue
			}
			sort.Strings(tables)
			if visit(Supervision{Session: a.s, Employee: k.emp, On: timeAt(a.s.stints[a.i].on, a.s.stints[a.i].onNs, a.s.stints[a.i].onZone), Others: others, Tables: tables}) {
				reported[a.s] = true
			}
		}
	}
}
