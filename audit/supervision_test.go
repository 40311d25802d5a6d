package audit

import (
	"fmt"
	"strings"
	"testing"
	"time"

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
		return &StaffedSession{ID: id, Casino: casino, Table: table, Game: game, OpenedAt: open, ClosedAt: close, Staff: staff}
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
