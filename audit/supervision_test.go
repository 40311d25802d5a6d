package audit

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/veedor/veedor/audit/logs"
)

// Supervisions sees, for each stint, the same employee's stints still
// running in the same casino, whatever their game; a stint ended before
// another begins, another casino or another role is not counted; a stint
// running past its session's close ends at the close; a session is visited
// until visit reports.
func TestSupervisions(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2024, 3, 1, h, m, 0, 0, time.UTC) }
	sess := func(id, casino, table, game string, open, close time.Time, staff ...logs.Staff) *StaffedSession {
		s := &StaffedSession{ID: id, Casino: casino, Table: table, Game: game, OpenedAt: open, ClosedAt: close}
		s.SetStaff(staff)
		return s
	}
	jefe := func(emp string, on, off time.Time) logs.Staff {
		return logs.Staff{Employee: emp, Role: "jefe-mesa", OnAt: on, OffAt: off}
	}
	sessions := []*StaffedSession{
		sess("S1", "C1", "T1", "g", at(20, 0), at(23, 0), jefe("J", at(20, 0), time.Time{})),
		sess("S2", "C1", "T2", "g", at(20, 30), at(22, 0), jefe("J", at(20, 30), at(21, 0)), jefe("J", at(21, 30), time.Time{})),
		sess("S3", "C1", "T3", "g", at(21, 0), at(21, 20), jefe("J", at(21, 0), at(23, 59))), // cut to 21:20
		sess("S4", "C1", "T4", "g", at(21, 25), at(22, 0), jefe("J", at(21, 25), time.Time{})),
		sess("S5", "C2", "T5", "g", at(20, 0), at(23, 0), jefe("J", at(20, 0), time.Time{})),                            // another casino
		sess("S6", "C1", "T6", "h", at(22, 30), at(23, 0), jefe("J", at(22, 30), time.Time{})),                          // another game, S1 still on
		sess("S7", "C1", "T7", "g", at(20, 0), at(23, 0), logs.Staff{Employee: "J", Role: "croupier", OnAt: at(20, 0)}), // another role
		sess("S8", "C1", "T8", "g", at(20, 0), at(23, 0), jefe("K", at(22, 0), at(22, 0))),                              // supervises nothing
	}
	var got []string
	Supervisions(sessions, func(role string) bool { return role == "jefe-mesa" }, func(v Supervision) bool {
		got = append(got, fmt.Sprintf("%s/%s@%s:%s", v.Session.ID, v.Employee, v.On.Format("15:04"), strings.Join(v.Tables, "+")))
		return len(v.Tables) > 1 && v.Session.ID == "S2"
	})
	want := []string{
		"S1/J@20:00:T1", "S2/J@20:30:T1+T2", "S3/J@21:00:T1+T3", "S4/J@21:25:T1+T4", // S3 ended at its close, 21:20
		"S6/J@22:30:T1+T6", "S5/J@20:00:T5", // by casino, then employee
	}
	// S2's second stint (21:30) is not visited: S2 was reported at 20:30.
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("visited\n %s\nwant\n %s", strings.Join(got, " "), strings.Join(want, " "))
	}
}

// A staff row kept for cross-session checks comes back as read: employee,
// role, file and line, and its times at the same instant and written with
// the same offset (a DST change within the session included); no off_at
// stays none. And it costs 48 bytes, not the 120 of a logs.Staff.
func TestStaffKeptCompactly(t *testing.T) {
	winter, summer := time.FixedZone("", 3600), time.FixedZone("", 7200)
	odd := time.FixedZone("", 5*3600+45*60)
	rows := []logs.Staff{
		{Pos: logs.Pos{File: "staff.csv", Table: logs.TStaff, Line: 7}, Employee: "E1", Role: "croupier",
			OnAt: time.Date(2024, 10, 27, 1, 30, 0, 0, summer), OffAt: time.Date(2024, 10, 27, 2, 30, 0, 500, winter)},
		{Pos: logs.Pos{File: "log.sqlite", Table: logs.TStaff, Line: 12}, Employee: "E2", Role: "jefe-mesa",
			OnAt: time.Date(2024, 10, 27, 3, 0, 0, 0, time.UTC)},
		{Pos: logs.Pos{File: "staff.csv", Table: logs.TStaff, Line: 9}, Employee: "E1", Role: "croupier",
			OnAt: time.Date(9999, 12, 31, 23, 59, 59, 999999999, odd)},
	}
	s := &StaffedSession{OpenedAt: rows[0].OnAt}
	s.SetStaff(rows)
	if s.StaffLen() != len(rows) {
		t.Fatalf("%d rows kept, want %d", s.StaffLen(), len(rows))
	}
	for i, got := range s.Staff() {
		want := rows[i]
		if got.Pos != want.Pos || got.Employee != want.Employee || got.Role != want.Role {
			t.Errorf("row %d: %+v, want %+v", i, got, want)
		}
		for _, tt := range [][2]time.Time{{got.OnAt, want.OnAt}, {got.OffAt, want.OffAt}} {
			if !tt[0].Equal(tt[1]) || tt[0].Format(time.RFC3339Nano) != tt[1].Format(time.RFC3339Nano) || tt[0].IsZero() != tt[1].IsZero() {
				t.Errorf("row %d: time %s, want %s", i, tt[0].Format(time.RFC3339Nano), tt[1].Format(time.RFC3339Nano))
			}
		}
	}
	if n := unsafe.Sizeof(stint{}); n != 48 {
		t.Errorf("a stint kept costs %d bytes, want 48", n)
	}
}

// With a tolerance, a handover (a stint ending within it after the next
// begins) is not two tables at once: clocks seconds apart are not, an
// overlap of longer is, and so is a short stint wholly inside another (a
// visit to another table, no handover).
func TestSupervisionsTolerant(t *testing.T) {
	at := func(h, m, s int) time.Time { return time.Date(2024, 3, 1, h, m, s, 0, time.UTC) }
	sess := func(id, table string, staff ...logs.Staff) *StaffedSession {
		s := &StaffedSession{ID: id, Casino: "C1", Table: table, Game: "g", OpenedAt: at(20, 0, 0), ClosedAt: at(23, 0, 0)}
		s.SetStaff(staff)
		return s
	}
	crew := func(emp string, on, off time.Time) logs.Staff {
		return logs.Staff{Employee: emp, Role: "croupier", OnAt: on, OffAt: off}
	}
	sessions := []*StaffedSession{
		sess("A", "T1", crew("H", at(20, 0, 0), at(21, 30, 5)), crew("L", at(20, 0, 0), at(21, 40, 0)), crew("S", at(20, 0, 0), time.Time{})),
		sess("B", "T2", crew("H", at(21, 30, 0), time.Time{}), crew("L", at(21, 30, 0), time.Time{}), crew("S", at(21, 0, 0), at(21, 3, 0))),
	}
	visit := func(tol time.Duration) []string {
		var got []string
		SupervisionsTolerant(sessions, func(role string) bool { return role == "croupier" }, tol, func(v Supervision) bool {
			if len(v.Tables) > 1 {
				got = append(got, v.Employee+"@"+v.Session.ID)
			}
			return false
		})
		return got
	}
	if got := strings.Join(visit(5*time.Minute), " "); got != "L@B S@B" {
		t.Errorf("within 5 minutes: at once %q, want L@B (10 minutes over) and S@B (3 minutes inside T1's stint); H's 5 s handover is not", got)
	}
	if got := strings.Join(visit(0), " "); got != "H@B L@B S@B" {
		t.Errorf("no tolerance: at once %q, want every overlap", got)
	}
}
