package logs

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// withBudget sets windowRows for the test.
func withBudget(t *testing.T, rows int64) {
	t.Helper()
	old := windowRows
	windowRows = rows
	t.Cleanup(func() { windowRows = old })
}

// windowed is a log read with a budget of rows: what it handed on, the
// windows it read after the first, and the most sessions it held at once.
type windowed struct {
	result
	extra int64
	peak  int
}

// readWithBudget reads the log in two passes with a budget of rows,
// checking that every row was handed on or rejected and that no reject
// naming a session came after that session.
func readWithBudget(t *testing.T, dir string, budget int64) windowed {
	t.Helper()
	withBudget(t, budget)
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { src.Close() })
	before := windowReads.Load()
	out := windowed{result: result{src: src}}
	handed := map[string]bool{}
	err = src.Each(func(s *Session) error {
		if handed[s.ID] {
			t.Errorf("session %s handed on twice", s.ID)
		}
		handed[s.ID] = true
		out.sessions = append(out.sessions, s)
		return nil
	}, func(rj Reject) {
		if handed[rj.Session] {
			t.Errorf("reject %+v after its session", rj)
		}
		out.rejects = append(out.rejects, rj)
	})
	if err != nil {
		t.Fatal(err)
	}
	reconcile(t, src.Read(), out.sessions, out.rejects)
	out.extra = windowReads.Load() - before
	out.peak = src.(*csvSource).peak
	return out
}

// roundRobin reorders a child file's rows one of each session in turn, as
// a file sorted by time is when every table plays at once.
func roundRobin(ls []string) []string {
	var ids []string
	bySess := map[string][]string{}
	for _, l := range ls {
		id, _, _ := strings.Cut(l, ",")
		if _, ok := bySess[id]; !ok {
			ids = append(ids, id)
		}
		bySess[id] = append(bySess[id], l)
	}
	var out []string
	for len(out) < len(ls) {
		for _, id := range ids {
			if rows := bySess[id]; len(rows) > 0 {
				out = append(out, rows[0])
				bySess[id] = rows[1:]
			}
		}
	}
	return out
}

// mixedOrders writes a log of n sessions (15 rows each) whose bets.csv
// plays every session at once and whose other files are grouped by
// session, with junk rows: of an unknown session, without a session_id,
// unreadable, of the wrong length, with a bad value, and the rows of a
// session that sessions.csv rejects.
func mixedOrders(t *testing.T, n int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, manySessions(n))
	editLines(t, dir, TBets, roundRobin)
	// S0003 is rejected (no game): its rows are rejected for it.
	editLines(t, dir, TSessions, func(ls []string) []string {
		ls[3] = strings.Replace(ls[3], "ruleta-francesa", "", 1)
		return ls
	})
	editLines(t, dir, TBets, func(ls []string) []string {
		junk := func(i int, edit func([]string) []string) {
			f := strings.Split(strings.TrimSuffix(ls[i], "\n"), ",")
			ls = slices.Insert(ls, i, strings.Join(edit(f), ",")+"\n")
		}
		junk(5, func(f []string) []string { f[0] = "NOPE"; return f })
		junk(len(ls)/2, func(f []string) []string { f[0] = ""; return f })
		junk(len(ls)/3, func(f []string) []string { f[1] = `x"y`; return f })
		junk(len(ls)-4, func(f []string) []string { f[1] = "x"; return f })
		junk(len(ls)-1, func(f []string) []string { return f[:len(f)-1] })
		return ls
	})
	editLines(t, dir, TRounds, insertAfter("S0007", "NOPE,1,2024-03-01T01:00:00+01:00,,5,,,,played,\n"))
	return dir
}

// A log whose files are in different orders, read with a budget of a few
// sessions' rows, is read in several windows holding a few sessions at a
// time, and hands on exactly what a read at once does: sessions, rows,
// rejects (each once, before their session), counts and hashes.
func TestWindowsSameAsOneRead(t *testing.T) {
	dir := mixedOrders(t, 40)
	want := readWithBudget(t, dir, 1<<40)
	if want.extra != 0 || want.peak < 39 {
		t.Fatalf("without a budget: %d more windows, peak %d sessions (want 0, and all held at once)", want.extra, want.peak)
	}
	if len(want.sessions) != 39 || len(want.rejects) < 20 {
		t.Fatalf("the log: %d sessions, %d rejects", len(want.sessions), len(want.rejects))
	}
	defer func(n int) { batchRows = n }(batchRows)
	for _, budget := range []int64{1, 15, 60, 200} {
		// Batches cut after every 2 rows too: the rows skipped before a
		// row cut into the next batch stay counted.
		batchRows = 512
		if budget == 60 {
			batchRows = 2
		}
		got := readWithBudget(t, dir, budget)
		sameRead(t, got.result, want.result)
		// A session holds 15 rows: the estimate charges all of them
		// from its first row read, so at most budget/15 are held at once
		// (one when a session alone is over the budget).
		most := max(1, int(budget/15))
		if got.peak > most {
			t.Errorf("budget %d: %d sessions held at once, want at most %d", budget, got.peak, most)
		}
		if windows := got.extra + 1; windows < int64((39+most-1)/most) {
			t.Errorf("budget %d: %d windows, want at least %d", budget, windows, (39+most-1)/most)
		}
	}
}

// A log grouped by session fits any budget of one session: read at once.
func TestGroupedLogReadInOneWindow(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, manySessions(30))
	got := readWithBudget(t, dir, 15)
	if got.extra != 0 || len(got.sessions) != 30 {
		t.Errorf("%d more windows, %d sessions; want 0, 30", got.extra, len(got.sessions))
	}
}

// The plan cuts the targets in their order into windows whose estimate
// fits: sessions overlapping all at once, one row each per file.
func TestPlanWindows(t *testing.T) {
	withBudget(t, 10)
	// 6 sessions; in stream 0 (grouped) session i's 2 rows are rows 2i,
	// 2i+1; in stream 1 (round robin) its 2 rows are rows i and 6+i.
	run := &csvRun{sess: make([]*Session, 6)}
	for range childTables {
		run.first = append(run.first, []int64{-1, -1, -1, -1, -1, -1})
		run.last = append(run.last, []int64{-1, -1, -1, -1, -1, -1})
		run.rows = append(run.rows, make([]int32, 6))
	}
	for i := range 6 {
		run.first[0][i], run.last[0][i], run.rows[0][i] = int64(2*i), int64(2*i+1), 2
		run.first[1][i], run.last[1][i], run.rows[1][i] = int64(i), int64(6+i), 2
	}
	got := run.planWindows([]int{0, 1, 2, 3, 4, 5})
	// At step 0 stream 1 has reached row 6: every session is begun (4
	// rows each, 24 in all), over 10; a window of two holds 8.
	if want := [][]int{{0, 1}, {2, 3}, {4, 5}}; !reflect.DeepEqual(got, want) {
		t.Errorf("windows %v, want %v", got, want)
	}
	if want := []int32{0, 0, 1, 1, 2, 2}; !reflect.DeepEqual(run.win, want) {
		t.Errorf("win %v, want %v", run.win, want)
	}
	withBudget(t, 24)
	run.win = nil
	if got := run.planWindows([]int{0, 1, 2, 3, 4, 5}); len(got) != 1 || run.win != nil {
		t.Errorf("within the budget: windows %v, win %v", got, run.win)
	}
}

// Whatever the order of the rows and the budget, a read in windows hands
// on exactly what a read at once does.
func FuzzWindowsSameAsOneRead(f *testing.F) {
	f.Add(byte(1), []byte{})
	f.Add(byte(3), []byte{1, 2, 0, 9, 3, 1, 0, 3})
	f.Add(byte(7), []byte{2, 0, 0, 30, 3, 3, 5, 6, 0, 1, 2, 40, 3, 2, 7, 1})
	f.Fuzz(func(t *testing.T, budget byte, data []byte) {
		if len(data) > 64 {
			return
		}
		defer func(n int) { batchRows = n }(batchRows)
		batchRows = 2 + int(budget)%3*255
		dir := fuzzLog(t, data)
		want := readWithBudget(t, dir, 1<<40)
		got := readWithBudget(t, dir, int64(budget%40)+1)
		sameRead(t, got.result, want.result)
	})
}

// maxTree agrees with a plain slice over random additions and queries.
func TestMaxTreeSameAsSlice(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 40; n++ {
		tree, plain := newMaxTree(n), make([]int64, n)
		for range 200 {
			lo := rng.IntN(n)
			hi := lo + rng.IntN(n-lo)
			if rng.IntN(2) == 0 {
				v := rng.Int64N(21) - 10
				tree.add(lo, hi, v)
				for i := lo; i <= hi; i++ {
					plain[i] += v
				}
				continue
			}
			if got, want := tree.max(lo, hi), slices.Max(plain[lo:hi+1]); got != want {
				t.Fatalf("n=%d: max(%d, %d) = %d, want %d", n, lo, hi, got, want)
			}
		}
	}
}

// A file that grows between two windows is refused, not read again as
// another file.
func TestWindowsRefuseAFileChanged(t *testing.T) {
	dir := mixedOrders(t, 10)
	withBudget(t, 15)
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	handed := 0
	err = src.Each(func(s *Session) error {
		if handed++; handed == 3 {
			f, err := os.OpenFile(filepath.Join(dir, "events.csv"), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString("S0009,2024-03-01T22:00:00+01:00,,note,late,\n")
			f.Close()
		}
		return nil
	}, func(Reject) {})
	if err == nil || !strings.Contains(err.Error(), "changed while being read") || handed >= 9 {
		t.Errorf("error %v after %d sessions, want the file refused", err, handed)
	}
}
