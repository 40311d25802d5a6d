package roulette_test

// RUL-MIN-TABLE in the cases the case logs leave open (mutants that lived,
// issue 23): a casino with one table or with three, a limit change that
// keeps the minimum where it was, and the words of the finding (the list of
// tables, cut after eight, and «mantener» read as worded in Castilla y León).

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	rr "github.com/veedor/veedor/rules/roulette"
)

// minTableLog is one evening of French roulette at one casino: a table per
// opening minimum in mins (maximum 30 times it), all authorised at auth and
// open from 21:00 to 23:00, each with its crew, one spin and one losing bet.
// changes are limit-change details by table index, at the first spin.
func minTableLog(t *testing.T, region, date string, mins []string, auth string, changes map[int]string, assume ...string) []audit.Finding {
	t.Helper()
	at := func(hm string) string { return date + "T" + hm + ":00+01:00" }
	var sessions, staff, rounds, bets, events strings.Builder
	sessions.WriteString("session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n")
	staff.WriteString("session_id,employee_id,role,on_at,off_at\n")
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason\n")
	bets.WriteString("session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by\n")
	events.WriteString("session_id,at,round_no,kind,detail,employee_id\n")
	for i, min := range mins {
		var cents int
		fmt.Sscanf(strings.Replace(min, ".", "", 1), "%d", &cents)
		s := fmt.Sprintf("S%d", i+1)
		fmt.Fprintf(&sessions, "%s,CAS1,T%d,ruleta-francesa,un-pano,%s,%s,%s,%d.%02d,%s\n", s, i+1, at("21:00"), at("23:00"), min, cents*30/100, cents*30%100, auth)
		for j, role := range []string{"jefe-mesa", "croupier", "croupier", "extremo-mesa"} {
			fmt.Fprintf(&staff, "%s,E%d%d,%s,%s,\n", s, i+1, j+1, role, at("21:00"))
		}
		fmt.Fprintf(&rounds, "%s,1,%s,E%d2,17,cw,ccw,%s,played,\n", s, at("21:05"), i+1, at("21:04"))
		fmt.Fprintf(&bets, "%s,1,%sB1,1,P1,rojo,,%s,0.00,0.00,,%s,\n", s, s, min, at("21:03"))
		if d, ok := changes[i]; ok {
			fmt.Fprintf(&events, "%s,%s,1,limit-change,%s,E%d1\n", s, at("21:02"), d, i+1)
		}
	}
	c := casetest.Case{File: t.Name(), Region: region, Assume: assume, Sections: map[string]string{
		"sessions.csv": sessions.String(), "staff.csv": staff.String(), "rounds.csv": rounds.String(),
		"bets.csv": bets.String(), "events.csv": events.String()}}
	var got []audit.Finding
	for _, f := range casetest.Audit(t, c).Findings {
		if f.Rule == rr.MinTable {
			got = append(got, f)
		}
	}
	return got
}

// A casino judged once whatever the number of its tables: one table above
// the authorised minimum is a finding, as three are one finding.
func TestMinTableOneFindingPerCasino(t *testing.T) {
	for _, mins := range [][]string{{"10.00"}, {"10.00", "25.00", "10.00"}} {
		got := minTableLog(t, "es", "2024-03-02", mins, "5.00", nil)
		if len(got) != 1 {
			t.Errorf("%d tables all above the authorised 5.00: got %d RUL-MIN-TABLE findings, want 1", len(mins), len(got))
		}
	}
	if got := minTableLog(t, "es", "2024-03-02", []string{"10.00", "5.00", "25.00"}, "5.00", nil); len(got) != 0 {
		t.Errorf("one table of three at the authorised minimum: got %d findings, want none", len(got))
	}
}

// Castilla y León «mantener» as worded: a limit change that leaves the
// minimum at the authorised one keeps the table at it; a cent above does not.
func TestMinTableCylChangeAtTheMinimum(t *testing.T) {
	for _, tc := range []struct {
		change string
		want   int
	}{
		{"min_bet=5.00 max_bet=175.00", 0},
		{"min_bet=5.01 max_bet=150.30", 1},
	} {
		got := minTableLog(t, "cyl", "2010-05-02", []string{"5.00"}, "5.00", map[int]string{0: tc.change})
		if len(got) != tc.want {
			t.Errorf("CyL table opened at the authorised 5.00, then %s: got %d findings, want %d", tc.change, len(got), tc.want)
		}
	}
}

// The finding lists how each table stood, the first eight by name and the
// rest as a count.
func TestMinTableRecordedList(t *testing.T) {
	for _, n := range []int{2, 8, 10} {
		mins := make([]string, n)
		for i := range mins {
			mins[i] = "10.00"
		}
		got := minTableLog(t, "es", "2024-03-02", mins, "5.00", nil)
		if len(got) != 1 {
			t.Fatalf("%d tables above the minimum: got %d findings, want 1", n, len(got))
		}
		rec := got[0].Recorded.EN
		named := strings.Count(rec, " opened at ")
		wantNamed, wantMore := n, ""
		if n > 8 {
			wantNamed, wantMore = 8, fmt.Sprintf("… (+%d)", n-8)
		}
		if named != wantNamed || (wantMore == "") != !strings.Contains(rec, "…") || (wantMore != "" && !strings.HasSuffix(rec, wantMore)) {
			t.Errorf("%d tables: recorded %q: want %d named and %q", n, rec, wantNamed, wantMore)
		}
		if !strings.Contains(got[0].Detail.EN, fmt.Sprintf("none of the casino's %d ", n)) {
			t.Errorf("%d tables: detail %q does not count them", n, got[0].Detail.EN)
		}
	}
}

// Only Castilla y León read as worded asks that the table be kept at the
// minimum, and only there does the finding say so.
func TestMinTableVerb(t *testing.T) {
	for _, tc := range []struct {
		region, date, reading string
		kept                  bool
	}{
		{"cyl", "2010-05-02", "as-worded", true},
		{"cyl", "2010-05-02", "opened", false},
		{"es", "2024-03-02", "as-worded", false},
		{"cv", "2005-05-02", "as-worded", false},
	} {
		got := minTableLog(t, tc.region, tc.date, []string{"10.00"}, "5.00", nil, "min-table="+tc.reading)
		if len(got) != 1 {
			t.Fatalf("%s min-table=%s: got %d findings, want 1", tc.region, tc.reading, len(got))
		}
		f := got[0]
		for _, s := range []string{f.Expected.EN, f.Detail.EN} {
			if kept := strings.Contains(s, "opened and kept"); kept != tc.kept {
				t.Errorf("%s min-table=%s: %q says «kept»: %v, want %v", tc.region, tc.reading, s, kept, tc.kept)
			}
		}
		if kept := strings.Contains(f.Expected.ES, "abierta y mantenida"); kept != tc.kept {
			t.Errorf("%s min-table=%s: %q says «mantenida»: %v, want %v", tc.region, tc.reading, f.Expected.ES, kept, tc.kept)
		}
	}
}
