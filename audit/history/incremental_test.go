package history

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	_ "github.com/veedor/veedor/audit/roulette"
)

// fakeSource hands on fixed sessions and rejects, and counts what it read.
type fakeSource struct {
	sessions []*logs.Session
	rejects  []logs.Reject
}

func (f *fakeSource) Each(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	for _, rj := range f.rejects {
		reject(rj)
	}
	for _, s := range f.sessions {
		if err := fn(s); err != nil {
			return err
		}
	}
	return nil
}

func (f *fakeSource) Read() logs.Counts {
	c := logs.Counts{}
	for _, s := range f.sessions {
		for t, n := range s.Rows() {
			c[t] += int64(n)
		}
	}
	for _, rj := range f.rejects {
		c[rj.Pos.Table]++
	}
	return c
}
func (f *fakeSource) Notices() []string { return nil }
func (f *fakeSource) Inputs() []logs.InputFile {
	return []logs.InputFile{{Path: "x", Bytes: 1, SHA256: "ab"}}
}
func (f *fakeSource) Close() error { return nil }

func session(id string, day int, paid logs.Cents) *logs.Session {
	at := time.Date(2024, 3, day, 21, 0, 0, 0, time.FixedZone("", 3600))
	return &logs.Session{ID: id, Casino: "C", Table: "T" + id, Game: "ruleta-francesa", OpenedAt: at, ClosedAt: at.Add(time.Hour),
		Rounds: []logs.Round{{No: 1, At: at, Outcome: "17"}, {No: 2, At: at.Add(time.Minute), Outcome: "3"}},
		Bets:   []logs.Bet{{Round: 1, ID: "B1", Type: "pleno", Selection: "17", Stake: 1000, Returned: 1000, Paid: paid}}}
}

func total(c logs.Counts) int64 {
	var n int64
	for _, v := range c {
		n += v
	}
	return n
}

func TestIncrementalPassesOnlyNewOrChanged(t *testing.T) {
	s1, s2, s3 := session("S1", 1, 35000), session("S2", 1, 35000), session("S3", 2, 35000)
	edited := session("S2", 1, 36000)
	audited := map[SessionKey]string{{"C", "S1"}: Fingerprint(s1), {"C", "S2"}: Fingerprint(s2)}
	lookup := func(k SessionKey) (string, bool, error) { fp, ok := audited[k]; return fp, ok, nil }
	src := &fakeSource{sessions: []*logs.Session{s1, edited, s3}, rejects: []logs.Reject{
		{Pos: logs.Pos{File: "bets.csv", Table: logs.TBets, Line: 9}, Session: "S1", Reason: "bad"},      // names a skipped session: held back
		{Pos: logs.Pos{File: "bets.csv", Table: logs.TBets, Line: 10}, Session: "S9", Reason: "unknown"}, // passed on
	}}
	in := NewIncremental(src, Selection{Audited: lookup})
	var got []string
	var rejected []logs.Reject
	if err := in.Each(func(s *logs.Session) error { got = append(got, s.ID); return nil }, func(rj logs.Reject) { rejected = append(rejected, rj) }); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, []string{"S2", "S3"}) {
		t.Errorf("passed on %v, want the edited S2 and the new S3", got)
	}
	if len(rejected) != 1 || rejected[0].Session != "S9" {
		t.Errorf("rejects passed on %+v", rejected)
	}
	sk := in.Skipped()
	// S1: 1 session row, 2 rounds, 1 bet, plus the rejected bet row naming it.
	if sk.Unchanged != 1 || sk.UnchangedRows != 5 || sk.New != 1 || sk.Changed != 1 {
		t.Errorf("skipped %+v", sk)
	}
	// Reconciliation: what Read says was read is what was passed on.
	var passed int64 = 2*4 + 1
	if r := total(in.Read()); r != passed || total(src.Read())-r != sk.UnchangedRows {
		t.Errorf("read %d, want %d (source read %d)", r, passed, total(src.Read()))
	}
	fps := in.Fingerprints()
	if len(fps) != 2 || fps[SessionKey{"C", "S2"}] != Fingerprint(edited) {
		t.Errorf("fingerprints %v", fps)
	}
}

func TestIncrementalSinceDate(t *testing.T) {
	src := &fakeSource{sessions: []*logs.Session{session("S1", 1, 35000), session("S2", 2, 35000)}}
	var seen []string
	in := NewIncremental(src, Selection{SinceDate: "2024-03-02", Seen: func(s *logs.Session, d Decision) { seen = append(seen, s.ID+":"+d.String()) }})
	var got []string
	if err := in.Each(func(s *logs.Session) error { got = append(got, s.ID); return nil }, func(logs.Reject) {}); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, []string{"S2"}) || in.Skipped().Outside != 1 || in.Skipped().OutsideRows != 4 {
		t.Errorf("passed %v, skipped %+v", got, in.Skipped())
	}
	if strings.Join(seen, " ") != "S1:outside-period S2:new" {
		t.Errorf("seen %v", seen)
	}
}

func TestIncrementalLookupErrorStopsTheRun(t *testing.T) {
	src := &fakeSource{sessions: []*logs.Session{session("S1", 1, 35000)}}
	boom := errors.New("disk on fire")
	in := NewIncremental(src, Selection{Audited: func(SessionKey) (string, bool, error) { return "", false, boom }})
	if err := in.Each(func(*logs.Session) error { return nil }, func(logs.Reject) {}); !errors.Is(err, boom) {
		t.Errorf("error %v", err)
	}
}

func TestRecordIsIdempotentAndLastAuditFollowsRuns(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer s.Close()
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	rec1, err := s.Record(result(t0, a), record("k1", "fp1", "fp2"))
	if err != nil || rec1.Repeat {
		t.Fatal(rec1, err)
	}
	again, err := s.Record(result(t0.Add(time.Hour), a), record("k1", "fp1", "fp2"))
	if err != nil || !again.Repeat || again.Run != rec1.Run || !reflect.DeepEqual(again.New, rec1.New) {
		t.Fatalf("repeat: %+v %v", again, err)
	}
	runs, _ := s.Runs()
	if len(runs) != 1 {
		t.Fatalf("a repeat was recorded: %d runs", len(runs))
	}
	// Run 2 re-audits S1 edited, and no longer finds a.
	rec2, err := s.Record(result(t0.Add(24*time.Hour)), record("k2", "fp1b", "fp2"))
	if err != nil {
		t.Fatal(err)
	}
	look, err := s.LastAudit("ctx", 0)
	if err != nil {
		t.Fatal(err)
	}
	if fp, ok, _ := look(SessionKey{"C", "S1"}); !ok || fp != "fp1b" {
		t.Errorf("last audit of S1: %q %v", fp, ok)
	}
	// As seen by a repeat of run 1: nothing before it.
	before1, _ := s.LastAudit("ctx", rec1.Run)
	if _, ok, _ := before1(SessionKey{"C", "S1"}); ok {
		t.Error("a session audited in run 1 counts as audited before run 1")
	}
	// Under another context (other readings), nothing was audited.
	other, _ := s.LastAudit("other", 0)
	if _, ok, _ := other(SessionKey{"C", "S1"}); ok {
		t.Error("another context sees the session as audited")
	}
	res, err := s.Resolved(rec2.Run)
	if err != nil || len(res) != 1 || res[0].ID != ID(a) || res[0].LastRun != rec1.Run {
		t.Errorf("resolved %+v %v", res, err)
	}
	prev, _ := s.Previous(rec2.Run)
	if prev == nil || prev.ID != rec1.Run {
		t.Errorf("previous %+v", prev)
	}
	if err := s.Check(); err != nil {
		t.Error(err)
	}
}

func TestIDsTellApartFindingsSharingAnIdentity(t *testing.T) {
	a := audit.Finding{Rule: "DQ-ROW", Casino: "C", Session: "S1", Column: "stake", Source: logs.Pos{File: "bets.csv", Table: "bets", Line: 3}}
	b := a
	b.Source.Line = 9
	ids := IDs([]audit.Finding{a, b})
	if ids[0] != ID(a) || ids[1] != ID(a)+"-2" {
		t.Errorf("IDs %v", ids)
	}
}

func TestLaterWaiverSupersedes(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer s.Close()
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	if _, err := s.Record(result(t0, a), RunRecord{Key: "k"}); err != nil {
		t.Fatal(err)
	}
	id := ID(a)
	day := 24 * time.Hour
	if err := s.WaiveAll([]Waiver{
		{Finding: id, Reason: "first", Author: "x", Created: t0, Expires: t0.Add(10 * day)},
		{Finding: id, Reason: "shortened", Author: "y", Created: t0.Add(2 * day), Expires: t0.Add(3 * day)},
	}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		at     time.Duration
		reason string
	}{{day, "first"}, {2*day + time.Hour, "shortened"}, {4 * day, "first"}, {11 * day, ""}} {
		w, _ := s.Waivers(t0.Add(c.at))
		if w[id].Reason != c.reason {
			t.Errorf("at +%v: waiver %q, want %q", c.at, w[id].Reason, c.reason)
		}
	}
	// All or none: one bad entry leaves the store as it was.
	if err := s.WaiveAll([]Waiver{{Finding: id, Reason: "r", Author: "a", Created: t0, Expires: t0.Add(day)}, {Finding: "nope", Reason: "r", Author: "a", Created: t0, Expires: t0.Add(day)}}); err == nil {
		t.Error("waiver of an unknown finding accepted")
	}
	if all, _ := s.AllWaivers(); len(all) != 2 {
		t.Errorf("%d waivers after a refused batch", len(all))
	}
}

func TestParseWaivers(t *testing.T) {
	loc := time.FixedZone("CET", 3600)
	now := time.Date(2024, 3, 2, 10, 0, 0, 0, loc)
	ws, err := ParseWaivers([]byte(`{"waivers": [
		{"finding_id": "abc", "reason": "known wheel fault, repaired", "author": "ana@casino", "until": "2024-03-31"},
		{"finding_id": "def", "reason": "r", "author": "b", "from": "2024-03-01", "until": "2024-04-01T00:00:00+02:00"}]}`), now, loc)
	if err != nil {
		t.Fatal(err)
	}
	if !ws[0].Created.Equal(now) || !ws[0].Expires.Equal(time.Date(2024, 4, 1, 0, 0, 0, 0, loc)) {
		t.Errorf("first: %+v", ws[0])
	}
	if !ws[1].Created.Equal(time.Date(2024, 3, 1, 0, 0, 0, 0, loc)) {
		t.Errorf("second: %+v", ws[1])
	}
	for _, bad := range []string{`[]`, `[{"finding_id": "a", "reason": "r", "author": "b"}]`, `[{"finding_id": "a", "reason": "r", "author": "b", "until": "31/03/2024"}]`,
		`[{"finding_id": "a", "reason": "r", "author": "b", "until": "2024-03-31", "expires": "x"}]`, `[{"finding_id": "a", "reason": "", "author": "b", "until": "2024-03-31"}]`} {
		if _, err := ParseWaivers([]byte(bad), now, loc); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

func TestOpenWaitsForTheLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "store.db")
	s := open(t, path)
	go func() {
		time.Sleep(300 * time.Millisecond)
		s.Close()
	}()
	start := time.Now()
	s2, err := OpenWait(path, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	s2.Close()
	if time.Since(start) < 200*time.Millisecond {
		t.Error("did not wait for the lock")
	}
}

func TestOnlyTheLastRunOfALogIsRepeated(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer s.Close()
	other := result(t0)
	other.Log = "/logs/other"
	steps := []struct {
		res    *audit.Result
		key    string
		repeat bool
	}{
		{result(t0), "A", false},
		{other, "B", false},     // another log in between does not matter
		{result(t0), "A", true}, // the last run of /logs/day had key A
		{result(t0), "A2", false},
		{result(t0), "A", false}, // A again, but /logs/day moved on (A2): a new run
		{result(t0), "A", true},
	}
	for i, st := range steps {
		rec, err := s.Record(st.res, RunRecord{Key: st.key})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Repeat != st.repeat {
			t.Errorf("step %d (%s): repeat %v, want %v", i, st.key, rec.Repeat, st.repeat)
		}
		if prior, _ := s.Repeats(st.key, st.res.Log); prior == nil || prior.ID != rec.Run {
			t.Errorf("step %d: Repeats says %+v after recording run %d", i, prior, rec.Run)
		}
	}
	if runs, _ := s.Runs(); len(runs) != 4 {
		t.Errorf("%d runs, want 4", len(runs))
	}
}

// writeLog writes a roulette CSV log of the given sessions' rows (bodies
// without headers) to a new folder.
func writeLog(t *testing.T, sessions, rounds, bets string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" + sessions,
		"staff.csv":    "session_id,employee_id,role,on_at,off_at\n",
		"rounds.csv":   "session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason\n" + rounds,
		"bets.csv":     "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by\n" + bets,
		"events.csv":   "session_id,at,round_no,kind,detail,employee_id\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// A round row the reader rejects (a time without offset) makes its bets one
// DQ-ROUND-BETS, whether the log is audited whole or through Incremental
// (--store, --since): Incremental hands a session's rejects on before the
// session, as the reader does, so the engine knows of the round in time.
func TestIncrementalKeepsRejectedRoundsBeforeTheirSession(t *testing.T) {
	session := func(id, date string) string {
		return id + ",CAS1,T1,ruleta-francesa,un-pano," + date + "T21:00:00+01:00," + date + "T23:00:00+01:00,5.00,150.00,5.00\n"
	}
	round := func(id, date string, no int, offset string) string {
		return fmt.Sprintf("%s,%d,%sT21:%02d:00%s,E2,17,cw,ccw,%sT21:%02d:50+01:00,played,\n", id, no, date, no*5, offset, date, no*5-1)
	}
	bet := func(id, date string, no int, bet string) string {
		return fmt.Sprintf("%s,%d,%s,1,P1,pleno,17,10.00,10.00,350.00,,%sT21:%02d:00+01:00,E2\n", id, no, bet, date, no*5-1)
	}
	// S0 (28 February) and S1 (1 March) each lose round 2 to a time without
	// offset; S0 has one bet on it, S1 two.
	const feb, mar = "2024-02-28", "2024-03-01"
	s0 := [3]string{session("S0", feb), round("S0", feb, 1, "+01:00") + round("S0", feb, 2, "") + round("S0", feb, 3, "+01:00"),
		bet("S0", feb, 1, "A1") + bet("S0", feb, 2, "A2") + bet("S0", feb, 3, "A3")}
	s1 := [3]string{session("S1", mar), round("S1", mar, 1, "+01:00") + round("S1", mar, 2, "") + round("S1", mar, 3, "+01:00"),
		bet("S1", mar, 1, "B1") + bet("S1", mar, 2, "B2") + bet("S1", mar, 3, "B3") + bet("S1", mar, 2, "B4")}
	first := writeLog(t, s0[0], s0[1], s0[2])                         // the first night's log
	both := writeLog(t, s0[0]+s1[0], s0[1]+s1[1], s0[2]+s1[2])        // the next night's: S1 added
	interleaved := writeLog(t, s1[0]+s0[0], s1[1]+s0[1], s0[2]+s1[2]) // S1 read first, S0's bets first

	type finding struct{ rule, session, bet, recorded, source string }
	run := func(src logs.Source, workers int) ([]finding, *audit.Result) {
		t.Helper()
		res, err := audit.Run(src, audit.Options{Region: "es", Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range res.Counts {
			if c.Read != c.Audited+c.Rejected {
				t.Errorf("%s: read %d != audited %d + rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
			}
		}
		var out []finding
		for _, f := range res.Findings {
			out = append(out, finding{f.Rule, f.Session, f.Bet, f.Recorded.EN, fmt.Sprintf("%s:%d", filepath.Base(f.Source.File), f.Source.Line)})
		}
		return out, res
	}
	source := func(dir string) logs.Source {
		src, err := logs.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { src.Close() })
		return src
	}
	only := func(fs []finding, session string) []finding {
		var out []finding
		for _, f := range fs {
			if f.session == session {
				out = append(out, f)
			}
		}
		return out
	}
	for _, workers := range []int{1, 3} {
		whole := map[string][]finding{} // each log audited whole, without Incremental
		for _, dir := range []string{first, both, interleaved} {
			whole[dir], _ = run(source(dir), workers)
			var follow []string
			for _, f := range whole[dir] {
				switch f.rule {
				case audit.DQRoundBets:
					follow = append(follow, f.session+":"+f.recorded+"@"+f.source)
				case audit.DQBetRound:
					t.Errorf("workers %d: %s on bet %s", workers, f.rule, f.bet)
				}
			}
			slices.Sort(follow)
			want := []string{"S0:A2@bets.csv:3", "S1:B2, B4@bets.csv:6"} // at the first bet's row
			if dir == first {
				want = want[:1]
			}
			if !slices.Equal(follow, want) {
				t.Fatalf("workers %d: the whole log's DQ-ROUND-BETS %v, want %v", workers, follow, want)
			}
		}

		// --store: the first night audits S0, the next finds it unchanged
		// and audits S1 alone.
		store := open(t, filepath.Join(t.TempDir(), "store.db"))
		look, err := store.LastAudit("ctx", 0)
		if err != nil {
			t.Fatal(err)
		}
		in := NewIncremental(source(first), Selection{Audited: look})
		got, res := run(in, workers)
		if !reflect.DeepEqual(got, whole[first]) {
			t.Errorf("workers %d, first night with a store:\n got %v\nwant %v", workers, got, whole[first])
		}
		res.Log = first
		if _, err := store.Record(res, RunRecord{Key: "night1", Context: "ctx", Fingerprints: in.Fingerprints()}); err != nil {
			t.Fatal(err)
		}
		if look, err = store.LastAudit("ctx", 0); err != nil {
			t.Fatal(err)
		}
		in = NewIncremental(source(both), Selection{Audited: look})
		if got, _ := run(in, workers); !reflect.DeepEqual(got, only(whole[both], "S1")) {
			t.Errorf("workers %d, next night with a store:\n got %v\nwant %v", workers, got, only(whole[both], "S1"))
		}
		// S0's session row, 2 rounds and 3 bets, and its rejected round row.
		if sk := in.Skipped(); sk.Unchanged != 1 || sk.UnchangedRows != 7 || sk.New != 1 {
			t.Errorf("workers %d: skipped %+v", workers, sk)
		}
		store.Close()

		// --since and --until, the sessions in either order in the files.
		for _, dir := range []string{both, interleaved} {
			if got, _ := run(NewIncremental(source(dir), Selection{SinceDate: mar}), workers); !reflect.DeepEqual(got, only(whole[dir], "S1")) {
				t.Errorf("workers %d, --since:\n got %v\nwant %v", workers, got, only(whole[dir], "S1"))
			}
			if got, _ := run(NewIncremental(source(dir), Selection{UntilDate: feb}), workers); !reflect.DeepEqual(got, only(whole[dir], "S0")) {
				t.Errorf("workers %d, --until:\n got %v\nwant %v", workers, got, only(whole[dir], "S0"))
			}
		}
	}
}
