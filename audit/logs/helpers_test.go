package logs

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

var (
	cet  = time.FixedZone("", 3600)
	cest = time.FixedZone("", 7200)
)

func at(zone *time.Location, day, h, m, s int) time.Time {
	return time.Date(2024, 3, day, h, m, s, 0, zone)
}

// sampleSessions exercises every field: free text with commas, quotes,
// newlines and accents, sub-second and UTC times, absent optional values.
func sampleSessions() []*Session {
	s1 := &Session{
		ID: "S1", Casino: "CAS-01", Table: "RF-3", Game: "ruleta-francesa", Variant: "dos-panos",
		OpenedAt: at(cet, 1, 21, 0, 0), ClosedAt: at(cet, 2, 3, 0, 0),
		MinBet: 500, MaxBet: 30000,
		Staff: []Staff{
			{Employee: "E1", Role: "jefe-mesa", OnAt: at(cet, 1, 21, 0, 0)},
			{Employee: "E2", Role: "croupier", OnAt: at(cet, 1, 21, 0, 0), OffAt: at(cet, 1, 22, 0, 0)},
			{Employee: "E3", Role: "croupier", OnAt: at(cet, 1, 22, 0, 0)},
		},
		Rounds: []Round{
			{No: 1, At: at(cet, 1, 21, 5, 0), Dealer: "E2", Outcome: "0", WheelDir: "cw", BallDir: "ccw",
				NoMoreBetsAt: at(cet, 1, 21, 4, 50).Add(250 * time.Millisecond), Status: "played"},
			{No: 2, At: at(cet, 1, 21, 7, 0), Dealer: "E2", Status: "void", VoidReason: "bola saltó fuera, \"relanzada\"\nsegunda línea"},
			{No: 3, At: at(time.UTC, 1, 20, 9, 0), Dealer: "E2", Outcome: "17", WheelDir: "ccw", BallDir: "cw", Status: "played"},
		},
		Bets: []Bet{
			{Round: 1, ID: "B1", Seat: "3", Player: "P-9", Type: "rojo", Stake: 1000, Returned: 1000, Paid: 0,
				SettledRound: 3, PlacedAt: at(cet, 1, 21, 4, 0), PaidBy: "E2"},
			{Round: 3, ID: "B2", Type: "pleno", Selection: "17", Stake: 1000, Returned: 1000, Paid: 35000, PaidBy: "E3"},
			{Round: 3, ID: "B3", Type: "caballo", Selection: "17-20", Stake: 550, Returned: 550, Paid: 9350},
			{Round: 3, ID: "B4", Type: "vecinos-del-cero", Stake: 4500, Returned: 0, Paid: 0},
		},
		Events: []Event{
			{At: at(cet, 1, 21, 30, 0), Round: 3, Kind: "limit-change", Detail: "min_bet=10.00 max_bet=300.00", Employee: "E1"},
			{At: at(cet, 1, 21, 31, 0), Kind: "note", Detail: `a, "quoted" note`},
		},
	}
	s2 := &Session{
		ID: "S2", Casino: "CAS-01", Table: "RA-1", Game: "ruleta-americana",
		OpenedAt: at(cest, 2, 20, 0, 0), ClosedAt: at(cest, 2, 23, 0, 0),
		MinBet: 200, MaxBet: 10000, AuthorizedMin: 100,
		Staff:  []Staff{{Employee: "E1", Role: "jefe-mesa", OnAt: at(cest, 2, 20, 0, 0)}},
		Rounds: []Round{{No: 1, At: at(cest, 2, 20, 5, 0), Outcome: "00", Status: "played"}},
		Bets:   []Bet{{Round: 1, ID: "X1", Type: "docena", Selection: "2", Stake: 200, Returned: 0, Paid: 0}},
	}
	s3 := &Session{
		ID: "S3", Casino: "CAS-02", Table: "RF-1", Game: "ruleta-francesa", Variant: "un-pano",
		OpenedAt: at(cet, 3, 21, 0, 0), ClosedAt: at(cet, 3, 21, 0, 0), MinBet: 1, MaxBet: 1,
	}
	return []*Session{s1, s2, s3}
}

// canon renders a session without its positions, times with their offsets.
func canon(t *testing.T, s *Session) string {
	t.Helper()
	c := *s
	c.Pos = Pos{}
	c.Staff = slices.Clone(c.Staff)
	for i := range c.Staff {
		c.Staff[i].Pos = Pos{}
	}
	c.Rounds = slices.Clone(c.Rounds)
	for i := range c.Rounds {
		c.Rounds[i].Pos = Pos{}
	}
	c.Bets = slices.Clone(c.Bets)
	for i := range c.Bets {
		c.Bets[i].Pos = Pos{}
	}
	c.Events = slices.Clone(c.Events)
	for i := range c.Events {
		c.Events[i].Pos = Pos{}
	}
	b, err := json.MarshalIndent(c, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeLog(t *testing.T, path string, sessions []*Session) {
	t.Helper()
	w, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sessions {
		if err := w.Write(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

type result struct {
	src      Source
	sessions []*Session
	rejects  []Reject
}

// collect reads a log whole and checks that every row read was either
// handed on inside a session or rejected.
func collect(t *testing.T, path string) result {
	t.Helper()
	src, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { src.Close() })
	var r result
	r.src = src
	err = src.Each(func(s *Session) error {
		r.sessions = append(r.sessions, s)
		return nil
	}, func(rej Reject) {
		r.rejects = append(r.rejects, rej)
	})
	if err != nil {
		t.Fatal(err)
	}
	reconcile(t, src.Read(), r.sessions, r.rejects)
	return r
}

func reconcile(t *testing.T, read Counts, sessions []*Session, rejects []Reject) {
	t.Helper()
	got := map[string]int64{}
	for _, s := range sessions {
		for tb, n := range s.Rows() {
			got[tb] += int64(n)
		}
	}
	for _, r := range rejects {
		if r.Pos.Table == "" {
			t.Errorf("reject without table: %+v", r)
		}
		got[r.Pos.Table]++
	}
	for _, tb := range Tables {
		if read[tb] != got[tb] {
			t.Errorf("table %s: read %d rows, handed on + rejected %d", tb, read[tb], got[tb])
		}
	}
}

func byID(ss []*Session) map[string]*Session {
	m := map[string]*Session{}
	for _, s := range ss {
		m[s.ID] = s
	}
	return m
}

// header is a table's header line in format version 1: the literal rows of
// these tests are version 1 rows, which every later reader keeps reading.
func header(table string) string { return strings.Join(versionColumns(table, 1), ",") }

// headerNow is the header the writers use (the current version).
func headerNow(table string) string { return strings.Join(columnNames(table), ",") }

// baseRows is a small valid log, one string of data lines per table.
var baseRows = map[string]string{
	TSessions: "S1,CAS1,T01,ruleta-francesa,dos-panos,2024-03-01T21:00:00+01:00,2024-03-02T03:00:00+01:00,5.00,300.00,\n" +
		"S2,CAS1,T02,ruleta-americana,,2024-03-01T21:00:00+01:00,2024-03-02T03:00:00+01:00,2,100,\n",
	TStaff: "S1,E1,jefe-mesa,2024-03-01T21:00:00+01:00,\n" +
		"S2,E2,croupier,2024-03-01T21:00:00+01:00,2024-03-01T23:00:00+01:00\n",
	TRounds: "S1,1,2024-03-01T21:01:00+01:00,E1,17,cw,ccw,,played,\n" +
		"S2,1,2024-03-01T21:02:00+01:00,E2,0,,,,,\n",
	TBets: "S1,1,B1,1,,pleno,17,10.00,10.00,350.00,,,E1\n" +
		"S2,1,B2,,,rojo,,5,0,0,,,\n",
	TEvents: "S1,2024-03-01T22:00:00+01:00,1,limit-change,min_bet=10.00 max_bet=300.00,E1\n",
}

// writeRaw writes a CSV log folder: files[table] is the whole file; a
// table not given gets the base rows under the documented header.
func writeRaw(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for _, tb := range Tables {
		content, ok := files[tb]
		if !ok {
			content = header(tb) + "\n" + baseRows[tb]
		}
		if err := os.WriteFile(filepath.Join(dir, tb+".csv"), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// sameRead checks that two reads handed on the same sessions (rows and
// positions), the same rejects, counts and hashes of the files.
func sameRead(t *testing.T, got, want result) {
	t.Helper()
	js := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if len(got.sessions) != len(want.sessions) {
		t.Fatalf("%d sessions, want %d", len(got.sessions), len(want.sessions))
	}
	wantByID := byID(want.sessions)
	for _, s := range got.sessions {
		if w, ok := wantByID[s.ID]; !ok || js(s) != js(w) {
			t.Errorf("session %s differs:\n%s\nwant\n%s", s.ID, js(s), js(w))
		}
	}
	rejs := func(rs []Reject) []string {
		var out []string
		for _, r := range rs {
			out = append(out, js(r))
		}
		slices.Sort(out)
		return out
	}
	if g, w := rejs(got.rejects), rejs(want.rejects); !slices.Equal(g, w) {
		t.Errorf("rejects differ:\n%s\nwant\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}
	if g, w := got.src.Read(), want.src.Read(); !reflect.DeepEqual(g, w) {
		t.Errorf("counts %v, want %v", g, w)
	}
	if g, w := got.src.Inputs(), want.src.Inputs(); !reflect.DeepEqual(g, w) {
		t.Errorf("inputs %+v, want %+v", g, w)
	}
}
