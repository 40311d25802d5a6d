package logs

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestRoundTripCSV(t *testing.T) {
	want := sampleSessions()
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, want)
	r := collect(t, dir)
	if len(r.rejects) != 0 {
		t.Fatalf("rejects: %+v", r.rejects)
	}
	if len(r.sessions) != len(want) {
		t.Fatalf("got %d sessions, want %d", len(r.sessions), len(want))
	}
	got := byID(r.sessions)
	for _, w := range want {
		g := got[w.ID]
		if g == nil {
			t.Fatalf("session %s missing", w.ID)
		}
		if canon(t, g) != canon(t, w) {
			t.Errorf("session %s differs:\ngot  %s\nwant %s", w.ID, canon(t, g), canon(t, w))
		}
	}
	// Positions: the file and line of each row.
	s1 := got["S1"]
	if s1.Pos.File != filepath.Join(dir, "sessions.csv") || s1.Pos.Line != 2 || s1.Pos.Table != TSessions {
		t.Errorf("S1 pos %+v", s1.Pos)
	}
	if p := s1.Bets[0].Pos; p.File != filepath.Join(dir, "bets.csv") || p.Line != 2 {
		t.Errorf("first bet pos %+v", p)
	}
	// The void round's reason holds a newline: the rounds after it are one line further.
	if p := s1.Rounds[2].Pos; p.Line != 5 {
		t.Errorf("third round at line %d, want 5", p.Line)
	}
	if n := r.src.Read(); n[TBets] != 5 || n[TSessions] != 3 || n[TEvents] != 2 {
		t.Errorf("counts %v", n)
	}
}

// interleave writes a log whose rows of every table come round-robin from
// the sessions, the way a log ordered by time mixes parallel tables.
func interleave(t *testing.T, sessions []*Session) string {
	t.Helper()
	files := map[string]string{}
	for _, tb := range Tables {
		var per [][][]string
		for _, s := range sessions {
			per = append(per, records(s)[tb])
		}
		var b strings.Builder
		b.WriteString(headerNow(tb) + "\n")
		for i := 0; ; i++ {
			more := false
			for _, rows := range per {
				if i < len(rows) {
					more = true
					b.WriteString(csvLine(rows[i]))
				}
			}
			if !more {
				break
			}
		}
		files[tb] = b.String()
	}
	return writeRaw(t, files)
}

func csvLine(rec []string) string {
	var b bytes.Buffer
	for i, v := range rec {
		if i > 0 {
			b.WriteByte(',')
		}
		if strings.ContainsAny(v, ",\"\n\r") {
			v = `"` + strings.ReplaceAll(v, `"`, `""`) + `"`
		}
		b.WriteString(v)
	}
	b.WriteByte('\n')
	return b.String()
}

func TestInterleavedCSVSameAsGrouped(t *testing.T) {
	sessions := sampleSessions()
	grouped := filepath.Join(t.TempDir(), "grouped")
	writeLog(t, grouped, sessions)
	mixed := interleave(t, sessions)
	a := collect(t, grouped)
	b := collect(t, mixed)
	if len(a.sessions) != 3 || len(b.sessions) != 3 || len(a.rejects)+len(b.rejects) != 0 {
		t.Fatalf("grouped %d sessions %d rejects, interleaved %d sessions %d rejects",
			len(a.sessions), len(a.rejects), len(b.sessions), len(b.rejects))
	}
	bm := byID(b.sessions)
	for _, s := range a.sessions {
		if canon(t, s) != canon(t, bm[s.ID]) {
			t.Errorf("session %s differs between grouped and interleaved", s.ID)
		}
	}
	// The interleaved file really was interleaved: S1's bets are not on consecutive lines.
	if l := bm["S1"].Bets; l[1].Pos.Line-l[0].Pos.Line < 2 {
		t.Errorf("bets of S1 on lines %d and %d: not interleaved", l[0].Pos.Line, l[1].Pos.Line)
	}
}

// manySessions builds n sessions with rows in every table; session i runs
// from hour i to hour i+2 with rows all along, so two or three overlap.
func manySessions(n int) []*Session {
	base := time.Date(2024, 3, 1, 0, 0, 0, 0, cet)
	var out []*Session
	for i := range n {
		open := base.Add(time.Duration(i) * time.Hour)
		s := &Session{
			ID: fmt.Sprintf("S%04d", i), Casino: "C", Table: fmt.Sprintf("T%d", i%3), Game: "ruleta-francesa",
			OpenedAt: open, ClosedAt: open.Add(2 * time.Hour), MinBet: 100, MaxBet: 10000,
			Staff: []Staff{{Employee: "E", Role: "croupier", OnAt: open}, {Employee: "J", Role: "jefe-mesa", OnAt: open}},
		}
		for r := 1; r <= 4; r++ {
			rt := open.Add(time.Duration(r) * 25 * time.Minute)
			s.Rounds = append(s.Rounds, Round{No: r, At: rt, Outcome: "5", Status: "played"})
			s.Bets = append(s.Bets,
				Bet{Round: r, ID: fmt.Sprintf("B%d-%d-a", i, r), Type: "rojo", Stake: 100, Returned: 100, Paid: 100, PlacedAt: rt.Add(-time.Minute)},
				Bet{Round: r, ID: fmt.Sprintf("B%d-%d-b", i, r), Type: "pleno", Selection: "5", Stake: 100, Returned: 100, Paid: 3500, PlacedAt: rt.Add(-time.Minute)})
		}
		s.Events = append(s.Events, Event{At: open.Add(110 * time.Minute), Round: 4, Kind: "chip-in-wheel"})
		out = append(out, s)
	}
	return out
}

// byTime writes a log whose every table is ordered by time across
// sessions (sessions overlapping in time are interleaved).
func byTime(t *testing.T, sessions []*Session) string {
	t.Helper()
	type row struct {
		at  time.Time
		rec []string
	}
	files := map[string]string{}
	for _, tb := range Tables {
		var rows []row
		for _, s := range sessions {
			recs := records(s)[tb]
			for i, rec := range recs {
				var when time.Time
				switch tb {
				case TSessions:
					when = s.OpenedAt
				case TStaff:
					when = s.Staff[i].OnAt
				case TRounds:
					when = s.Rounds[i].At
				case TBets:
					when = s.Bets[i].PlacedAt
				case TEvents:
					when = s.Events[i].At
				}
				rows = append(rows, row{when, rec})
			}
		}
		slices.SortStableFunc(rows, func(a, b row) int { return a.at.Compare(b.at) })
		var b strings.Builder
		b.WriteString(headerNow(tb) + "\n")
		for _, r := range rows {
			b.WriteString(csvLine(r.rec))
		}
		files[tb] = b.String()
	}
	return writeRaw(t, files)
}

func peakOf(t *testing.T, r result) int {
	t.Helper()
	cs, ok := r.src.(*csvSource)
	if !ok {
		t.Fatalf("not a CSV source: %T", r.src)
	}
	return cs.peak
}

func TestMemoryBoundGrouped(t *testing.T) {
	sessions := manySessions(200)
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, sessions)
	r := collect(t, dir)
	if len(r.sessions) != 200 || len(r.rejects) != 0 {
		t.Fatalf("%d sessions, %d rejects", len(r.sessions), len(r.rejects))
	}
	if p := peakOf(t, r); p < 1 || p > 2 {
		t.Errorf("peak of sessions held at once = %d, want 1 or 2 for a log grouped by session", p)
	}
	for i, s := range r.sessions {
		if s.ID != sessions[i].ID || len(s.Bets) != 8 || len(s.Rounds) != 4 || len(s.Staff) != 2 || len(s.Events) != 1 {
			t.Fatalf("session %d: %s with %d bets", i, s.ID, len(s.Bets))
		}
	}
}

func TestMemoryBoundOrderedByTime(t *testing.T) {
	sessions := manySessions(200)
	dir := byTime(t, sessions)
	r := collect(t, dir)
	if len(r.sessions) != 200 || len(r.rejects) != 0 {
		t.Fatalf("%d sessions, %d rejects", len(r.sessions), len(r.rejects))
	}
	// Sessions last two hours and open every hour: 2 or 3 overlap.
	if p := peakOf(t, r); p < 2 || p > 4 {
		t.Errorf("peak of sessions held at once = %d, want 2..4 for a log ordered by time", p)
	}
	want := byID(sessions)
	for _, s := range r.sessions {
		w := want[s.ID]
		if len(s.Bets) != len(w.Bets) || len(s.Rounds) != len(w.Rounds) || len(s.Staff) != len(w.Staff) || len(s.Events) != len(w.Events) {
			t.Fatalf("session %s incomplete", s.ID)
		}
	}
}

// A session whose last row sits at the end of one file is held to the end,
// but alone: the others still come out one by one.
func TestMemoryBoundStragglerAtEnd(t *testing.T) {
	sessions := manySessions(100)
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, sessions)
	ev := filepath.Join(dir, "events.csv")
	b, err := os.ReadFile(ev)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	// Move the event of session 0 (line 2) to the end of the file.
	moved := append([]string{lines[0]}, lines[2:]...)
	moved = append(moved, lines[1])
	if err := os.WriteFile(ev, []byte(strings.Join(moved, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	r := collect(t, dir)
	if len(r.sessions) != 100 || len(r.rejects) != 0 {
		t.Fatalf("%d sessions, %d rejects", len(r.sessions), len(r.rejects))
	}
	if p := peakOf(t, r); p > 3 {
		t.Errorf("peak %d, want at most 3", p)
	}
	i := slices.IndexFunc(r.sessions, func(s *Session) bool { return s.ID == "S0000" })
	if s := r.sessions[i]; i < 98 || len(s.Events) != 1 || s.Events[0].Pos.Line != 101 {
		t.Errorf("S0000 handed on in place %d, events %+v", i, s.Events)
	}
}

func TestCSVDialect(t *testing.T) {
	bom := "\ufeff"
	dir := writeRaw(t, map[string]string{
		TSessions: bom + strings.ReplaceAll(header(TSessions)+"\n"+baseRows[TSessions], "\n", "\r\n"),
		TEvents: bom + header(TEvents) + "\r\n" +
			"S1,2024-03-01T22:00:00+01:00,,note,\"a, \"\"b\"\"\r\nc\",E1\r\n" +
			"S1,2024-03-01T22:01:00+01:00,,note,\"x\ny\nz\",\r\n" +
			"S2,2024-03-01T22:02:00+01:00,,note,plain,E2",
	})
	r := collect(t, dir)
	if len(r.rejects) != 0 {
		t.Fatalf("rejects: %+v", r.rejects)
	}
	m := byID(r.sessions)
	s1, s2 := m["S1"], m["S2"]
	if s1 == nil || s2 == nil {
		t.Fatalf("sessions %v", r.sessions)
	}
	if s1.Pos.Line != 2 || s2.Pos.Line != 3 || s1.MinBet != 500 || s2.MaxBet != 10000 {
		t.Errorf("sessions: %+v %+v", s1, s2)
	}
	if len(s1.Events) != 2 || s1.Events[0].Detail != "a, \"b\"\nc" || s1.Events[1].Detail != "x\ny\nz" {
		t.Fatalf("events %+v", s1.Events)
	}
	if s1.Events[0].Pos.Line != 2 || s1.Events[1].Pos.Line != 4 || s2.Events[0].Pos.Line != 7 {
		t.Errorf("event lines %d %d %d, want 2 4 7", s1.Events[0].Pos.Line, s1.Events[1].Pos.Line, s2.Events[0].Pos.Line)
	}
	if s1.Events[0].Employee != "E1" || s2.Events[0].Detail != "plain" {
		t.Errorf("events %+v %+v", s1.Events[0], s2.Events[0])
	}
}

func TestColumnsInAnyOrderAndOptionalColumnsAbsent(t *testing.T) {
	dir := writeRaw(t, map[string]string{
		// reversed order
		TSessions: "authorized_min,max_bet,min_bet,closed_at,opened_at,variant,game,table_id,casino_id,session_id\n" +
			"1.50,300,5,2024-03-02T03:00:00+01:00,2024-03-01T21:00:00+01:00,un-pano,ruleta-francesa,T01,CAS1,S1\n" +
			",100,2,2024-03-02T03:00:00+01:00,2024-03-01T21:00:00+01:00,,ruleta-americana,T02,CAS1,S2\n",
		// optional columns left out
		TBets: "stake,session_id,type,round_no,bet_id,returned,paid\n" +
			"10.00,S1,pleno,1,B1,10.00,350.00\n",
	})
	r := collect(t, dir)
	if len(r.rejects) != 0 {
		t.Fatalf("rejects: %+v", r.rejects)
	}
	s1 := byID(r.sessions)["S1"]
	if s1.Casino != "CAS1" || s1.Variant != "un-pano" || s1.AuthorizedMin != 150 || s1.MinBet != 500 || s1.MaxBet != 30000 {
		t.Errorf("S1 = %+v", s1)
	}
	if len(s1.Bets) != 1 || s1.Bets[0].Stake != 1000 || s1.Bets[0].Paid != 35000 || s1.Bets[0].Selection != "" {
		t.Errorf("bets %+v", s1.Bets)
	}
	if len(r.src.Notices()) != 0 {
		t.Errorf("notices %v", r.src.Notices())
	}
}

func TestUnknownColumnNoticedOnce(t *testing.T) {
	dir := writeRaw(t, map[string]string{
		TBets: header(TBets) + ",foo\n" +
			"S1,1,B1,1,,pleno,17,10.00,10.00,350.00,,,E1,x\n" +
			"S2,1,B2,,,rojo,,5,0,0,,,,y\n",
	})
	r := collect(t, dir)
	if len(r.rejects) != 0 {
		t.Fatalf("rejects: %+v", r.rejects)
	}
	n := r.src.Notices()
	if len(n) != 1 || !strings.Contains(n[0], `bets.csv: unknown column "foo" ignored`) {
		t.Errorf("notices %q", n)
	}
}

func TestMissingColumnIsFatal(t *testing.T) {
	dir := writeRaw(t, map[string]string{
		TBets: "session_id,round_no,bet_id,type,returned,paid\nS1,1,B1,pleno,0,0\n",
	})
	_, err := Open(dir)
	if err == nil || !strings.Contains(err.Error(), "bets.csv") || !strings.Contains(err.Error(), `"stake"`) {
		t.Fatalf("err = %v, want one naming bets.csv and stake", err)
	}
}

func TestMissingFileIsFatal(t *testing.T) {
	dir := writeRaw(t, nil)
	os.Remove(filepath.Join(dir, "events.csv"))
	_, err := Open(dir)
	if err == nil || !strings.Contains(err.Error(), "events.csv") {
		t.Fatalf("err = %v, want one naming events.csv", err)
	}
}

func TestEmptyFileIsFatal(t *testing.T) {
	dir := writeRaw(t, map[string]string{TStaff: ""})
	_, err := Open(dir)
	if err == nil || !strings.Contains(err.Error(), "staff.csv") {
		t.Fatalf("err = %v", err)
	}
}

func TestHeaderOnlyTablesAreEmpty(t *testing.T) {
	dir := writeRaw(t, map[string]string{
		TStaff: header(TStaff) + "\n", TRounds: header(TRounds), TBets: header(TBets) + "\r\n", TEvents: header(TEvents) + "\n",
	})
	r := collect(t, dir)
	if len(r.sessions) != 2 || len(r.rejects) != 0 || len(r.sessions[0].Bets) != 0 {
		t.Fatalf("%d sessions, %d rejects", len(r.sessions), len(r.rejects))
	}
}

func TestOpenErrors(t *testing.T) {
	tmp := t.TempDir()
	if _, err := Open(filepath.Join(tmp, "nope")); err == nil || !strings.Contains(err.Error(), "no such file or folder") {
		t.Errorf("nonexistent: %v", err)
	}
	txt := filepath.Join(tmp, "log.csv")
	os.WriteFile(txt, []byte("session_id\nS1\n"), 0o644)
	if _, err := Open(txt); err == nil || !strings.Contains(err.Error(), "is not an SQLite database (nor a folder of CSV files)") {
		t.Errorf("text file: %v", err)
	}
	short := filepath.Join(tmp, "short.db")
	os.WriteFile(short, []byte("SQLite"), 0o644)
	if _, err := Open(short); err == nil || !strings.Contains(err.Error(), "is not an SQLite database") {
		t.Errorf("short file: %v", err)
	}
}

// badCase appends one bad row to a table of the base log.
type badCase struct {
	name    string
	table   string
	row     string
	column  string
	reason  string // substring
	session string
}

var badCases = []badCase{
	{"money with comma", TBets, "S1,1,B9,,,pleno,17,\"12,50\",0,0,,,", "stake", `"12,50" is not an amount`, "S1"},
	{"negative money", TBets, "S1,1,B9,,,pleno,17,10,0,-3,,,", "paid", `"-3" is not an amount`, "S1"},
	{"three decimals", TSessions, "S9,C,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,1.234,10,", "min_bet", `"1.234"`, "S9"},
	{"zero stake", TBets, "S1,1,B9,,,pleno,17,0.00,0,0,,,", "stake", `"0.00" must be greater than zero`, "S1"},
	{"time without offset", TRounds, "S1,2,2024-03-01T21:10:00,E1,3,,,,,", "at", `"2024-03-01T21:10:00" is not an RFC 3339 time`, "S1"},
	{"round_no not a number", TBets, "S2,x,B9,,,rojo,,5,0,0,,,", "round_no", `"x" is not an integer`, "S2"},
	{"round_no zero", TRounds, "S2,0,2024-03-01T21:10:00+01:00,,3,,,,,", "round_no", `"0" is not an integer >= 1`, "S2"},
	{"unknown role", TStaff, "S1,E7,boss,2024-03-01T21:00:00+01:00,", "role", `"boss" is not one of jefe-mesa`, "S1"},
	{"bad status", TRounds, "S1,2,2024-03-01T21:10:00+01:00,,3,,,,cancelled,", "status", `"cancelled" is not one of played, void`, "S1"},
	{"bad wheel_dir", TRounds, "S1,2,2024-03-01T21:10:00+01:00,,3,left,,,,", "wheel_dir", `"left"`, "S1"},
	{"played round without outcome", TRounds, "S1,2,2024-03-01T21:10:00+01:00,,,,,,played,", "outcome", "played round", "S1"},
	{"invalid UTF-8", TEvents, "S1,2024-03-01T22:00:00+01:00,,note,caf\xe9,E1", "detail", "invalid UTF-8", "S1"},
	{"empty required", TBets, "S1,1,,,,pleno,17,10,0,0,,,", "bet_id", "required value is empty", "S1"},
	{"empty session_id", TStaff, ",E7,croupier,2024-03-01T21:00:00+01:00,", "session_id", "required value is empty", ""},
	{"too few fields", TStaff, "S1,E7,croupier", "", "row has 3 fields, the header has 5", ""},
	{"too many fields", TEvents, "S1,2024-03-01T22:00:00+01:00,,note,x,E1,extra", "", "row has 7 fields, the header has 6", ""},
	{"bare quote", TBets, "S1,1,B\"9,,,pleno,17,10,0,0,,,", "", "unreadable CSV row", ""},
	{"unknown session", TBets, "S77,1,B9,,,pleno,17,10,0,0,,,", "session_id", `session_id "S77" is not in`, "S77"},
	{"duplicate session", TSessions, "S1,CAS1,T09,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-02T03:00:00+01:00,5,300,", "session_id", `duplicate session_id "S1" (first at `, "S1"},
	{"closed before opened", TSessions, "S9,C,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T20:00:00+01:00,1,10,", "closed_at", "is before opened_at", "S9"},
	{"max below min", TSessions, "S9,C,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,10,5,", "max_bet", "is below min_bet", "S9"},
	{"game not a slug", TSessions, "S9,C,T,Ruleta Francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,1,10,", "game", "is not a slug", "S9"},
	{"off before on", TStaff, "S1,E7,croupier,2024-03-01T21:00:00+01:00,2024-03-01T20:00:00+01:00", "off_at", "is before on_at", "S1"},
	{"settled before placed", TBets, "S1,3,B9,,,rojo,,10,10,0,2,,", "settled_round", "is before round_no", "S1"},
	{"event round_no bad", TEvents, "S1,2024-03-01T22:00:00+01:00,-1,note,,", "round_no", `"-1" is not an integer`, "S1"},
}

func TestBadRowsAreRejectedWithPlace(t *testing.T) {
	for _, c := range badCases {
		t.Run(c.name, func(t *testing.T) {
			content := header(c.table) + "\n" + baseRows[c.table] + c.row + "\n"
			wantLine := int64(strings.Count(header(c.table)+"\n"+baseRows[c.table], "\n") + 1)
			dir := writeRaw(t, map[string]string{c.table: content})
			r := collect(t, dir)
			if len(r.rejects) != 1 {
				t.Fatalf("rejects %+v, want 1", r.rejects)
			}
			rej := r.rejects[0]
			if filepath.Base(rej.Pos.File) != c.table+".csv" || rej.Pos.Table != c.table || rej.Pos.Line != wantLine {
				t.Errorf("pos %+v, want %s.csv line %d", rej.Pos, c.table, wantLine)
			}
			if rej.Column != c.column || !strings.Contains(rej.Reason, c.reason) || rej.Session != c.session {
				t.Errorf("reject %+v, want column %q session %q reason containing %q", rej, c.column, c.session, c.reason)
			}
			// The good sessions are still handed on whole.
			if len(r.sessions) != 2 {
				t.Errorf("%d sessions handed on, want 2", len(r.sessions))
			}
		})
	}
}

func TestRejectedSessionTakesItsRows(t *testing.T) {
	dir := writeRaw(t, map[string]string{
		TSessions: header(TSessions) + "\n" + baseRows[TSessions] +
			"S3,C,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,\"12,50\",10,\n",
		TBets: header(TBets) + "\nS3,1,B1,,,pleno,17,10,0,0,,,\n" + baseRows[TBets] + "S3,1,B2,,,rojo,,10,0,0,,,\n",
	})
	r := collect(t, dir)
	if len(r.sessions) != 2 || len(r.rejects) != 3 {
		t.Fatalf("%d sessions, rejects %+v", len(r.sessions), r.rejects)
	}
	if r.rejects[0].Column != "min_bet" || r.rejects[0].Pos.Line != 4 {
		t.Errorf("session reject %+v", r.rejects[0])
	}
	lines := []int64{}
	for _, rej := range r.rejects[1:] {
		if !strings.Contains(rej.Reason, `session "S3" is rejected (`) || rej.Session != "S3" {
			t.Errorf("reject %+v", rej)
		}
		lines = append(lines, rej.Pos.Line)
	}
	slices.Sort(lines)
	if !slices.Equal(lines, []int64{2, 5}) {
		t.Errorf("rejected bet lines %v, want [2 5]", lines)
	}
}

func TestFnErrorStops(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, manySessions(10))
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	stop := errors.New("stop")
	n := 0
	err = src.Each(func(*Session) error {
		n++
		if n == 3 {
			return stop
		}
		return nil
	}, nil)
	if !errors.Is(err, stop) || n != 3 {
		t.Errorf("err %v after %d sessions", err, n)
	}
}

func TestInputsCSV(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, sampleSessions())
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	in := src.Inputs()
	if len(in) != 5 {
		t.Fatalf("inputs %+v", in)
	}
	for i, f := range in {
		b, _ := os.ReadFile(f.Path)
		sum := sha256.Sum256(b)
		if f.Path != filepath.Join(dir, Tables[i]+".csv") || f.Bytes != int64(len(b)) || f.SHA256 != hex.EncodeToString(sum[:]) {
			t.Errorf("input %+v", f)
		}
	}
}

// A file changed between the two passes is an error, not a silent mix.
func TestChangedWhileReading(t *testing.T) {
	dir := writeRaw(t, nil)
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	os.WriteFile(filepath.Join(dir, "bets.csv"), []byte(header(TBets)+"\n"), 0o644)
	err = src.Each(func(*Session) error { return nil }, nil)
	if err == nil || !strings.Contains(err.Error(), "bets.csv changed while being read") {
		t.Errorf("err = %v", err)
	}
}

func TestCSVWriterDeterministic(t *testing.T) {
	tmp := t.TempDir()
	a, b := filepath.Join(tmp, "a"), filepath.Join(tmp, "b")
	writeLog(t, a, sampleSessions())
	writeLog(t, b, sampleSessions())
	for _, tb := range Tables {
		x, _ := os.ReadFile(filepath.Join(a, tb+".csv"))
		y, _ := os.ReadFile(filepath.Join(b, tb+".csv"))
		if !bytes.Equal(x, y) || len(x) == 0 {
			t.Errorf("%s differs between two writes", tb)
		}
		if bytes.Contains(x, []byte("\r\n")) {
			t.Errorf("%s has CRLF line endings", tb)
		}
		if first, _, _ := bytes.Cut(x, []byte("\n")); string(first) != headerNow(tb) {
			t.Errorf("%s header %q", tb, first)
		}
	}
	x, _ := os.ReadFile(filepath.Join(a, "bets.csv"))
	if want := "S1,1,B1,3,P-9,rojo,,10.00,10.00,0.00,3,2024-03-01T21:04:00+01:00,E2,,\n"; !bytes.Contains(x, []byte(want)) {
		t.Errorf("bets.csv lacks %q:\n%s", want, x)
	}
	y, _ := os.ReadFile(filepath.Join(a, "rounds.csv"))
	if want := "S1,1,2024-03-01T21:05:00+01:00,E2,0,cw,ccw,2024-03-01T21:04:50.25+01:00,played,,\n"; !bytes.Contains(y, []byte(want)) {
		t.Errorf("rounds.csv lacks %q:\n%s", want, y)
	}
	// Writing into a folder that is not empty is refused.
	if _, err := Create(a); err == nil {
		t.Error("Create over a non-empty folder succeeded")
	}
}
