package logs

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// onePassResult is a log read as audit.Run reads it.
type onePassResult struct {
	result
	onePass  bool // read once: pass 1 never ran
	fellBack bool // the read in one pass found the log not grouped, and it was read again in two passes
}

// readOnePass reads a log as audit.Run does: EachOnePass, and when that
// finds the log not grouped, everything of it dropped and EachOnePass
// again. It checks that every row read was handed on or rejected, and that
// a session's rejects came before it.
func readOnePass(t *testing.T, dir string) onePassResult {
	t.Helper()
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { src.Close() })
	one := src.(OnePass)
	p1, ones, backs := pass1Runs.Load(), onePassReads.Load(), fallBacks.Load()
	var out onePassResult
	var handed map[string]bool
	read := func() error {
		out.result = result{src: src}
		handed = map[string]bool{}
		return one.EachOnePass(func(s *Session) error {
			handed[s.ID] = true
			out.sessions = append(out.sessions, s)
			return nil
		}, func(rj Reject) {
			if handed[rj.Session] {
				t.Errorf("reject %+v after its session", rj)
			}
			out.rejects = append(out.rejects, rj)
		})
	}
	err = read()
	if errors.Is(err, ErrNotGrouped) {
		err = read()
	}
	if err != nil {
		t.Fatal(err)
	}
	reconcile(t, src.Read(), out.sessions, out.rejects)
	p1, ones, backs = pass1Runs.Load()-p1, onePassReads.Load()-ones, fallBacks.Load()-backs
	out.onePass = p1 == 0 && ones == 1 && backs == 0
	out.fellBack = p1 == 1 && ones == 0 && backs == 1
	if !out.onePass && !out.fellBack {
		t.Fatalf("%d reads in two passes, %d in one, %d fall-backs", p1, ones, backs)
	}
	return out
}

// sameAsTwoPasses checks that a read in one pass handed on exactly what a
// read in two passes does (sameRead).
func sameAsTwoPasses(t *testing.T, dir string, got onePassResult) {
	t.Helper()
	sameRead(t, got.result, collect(t, dir))
}

// editLines rewrites the data lines (header kept) of a table of the log.
func editLines(t *testing.T, dir, table string, edit func([]string) []string) {
	t.Helper()
	path := filepath.Join(dir, table+".csv")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	out := append([]string{lines[0]}, edit(slices.Clone(lines[1:]))...)
	if err := os.WriteFile(path, []byte(strings.Join(out, "")), 0o644); err != nil {
		t.Fatal(err)
	}
}

// insertAfter inserts line after the first line that starts with prefix.
func insertAfter(prefix, line string) func([]string) []string {
	return func(ls []string) []string {
		i := slices.IndexFunc(ls, func(l string) bool { return strings.HasPrefix(l, prefix) })
		return slices.Insert(ls, i+1, line)
	}
}

// Which logs are read in one pass (grouped by session in the order of
// sessions.csv, whatever rows of no valid session lie between), which fall
// back to two passes, and that both hand on exactly what two passes do.
func TestOnePassOrFallBack(t *testing.T) {
	grouped := func(t *testing.T) string {
		sessions := manySessions(20)
		dir := filepath.Join(t.TempDir(), "log")
		writeLog(t, dir, sessions)
		return dir
	}
	cases := []struct {
		name    string
		log     func(t *testing.T) string
		onePass bool
		rejects int
	}{
		{"grouped", grouped, true, 0},
		{"ordered by time", func(t *testing.T) string { return byTime(t, manySessions(20)) }, false, 0},
		{"grouped, sessions.csv in another order", func(t *testing.T) string {
			dir := grouped(t)
			editLines(t, dir, TSessions, func(ls []string) []string { slices.Reverse(ls); return ls })
			return dir
		}, false, 0},
		{"grouped, sessions.csv in another order for one file only", func(t *testing.T) string {
			dir := grouped(t)
			// Staff rows come two per session: S0003's before S0002's.
			editLines(t, dir, TStaff, func(ls []string) []string {
				ls[4], ls[5], ls[6], ls[7] = ls[6], ls[7], ls[4], ls[5]
				return ls
			})
			return dir
		}, false, 0},
		{"one late row of an early session at the end of one file", func(t *testing.T) string {
			dir := grouped(t)
			editLines(t, dir, TBets, func(ls []string) []string { return append(ls[1:], ls[0]) })
			return dir
		}, false, 0},
		{"a session's run cut by another session's row", func(t *testing.T) string {
			dir := grouped(t)
			// S0003's first bet after S0004's first.
			editLines(t, dir, TBets, func(ls []string) []string {
				ls[24], ls[32] = ls[32], ls[24]
				return ls
			})
			return dir
		}, false, 0},
		{"sessions without rows in some files, or in any", func(t *testing.T) string {
			sessions := manySessions(20)
			for i, s := range sessions {
				if i%3 == 0 {
					s.Events = nil
				}
				if i%4 == 1 {
					s.Staff = nil
				}
			}
			sessions[7].Staff, sessions[7].Rounds, sessions[7].Bets, sessions[7].Events = nil, nil, nil, nil
			sessions[19].Bets, sessions[19].Events = nil, nil
			dir := filepath.Join(t.TempDir(), "log")
			writeLog(t, dir, sessions)
			return dir
		}, true, 0},
		{"child files with no rows", func(t *testing.T) string {
			dir := grouped(t)
			editLines(t, dir, TEvents, func([]string) []string { return nil })
			editLines(t, dir, TStaff, func([]string) []string { return nil })
			return dir
		}, true, 0},
		{"rows of rejected and unknown sessions in between", func(t *testing.T) string {
			dir := grouped(t)
			// S0006 is rejected (no casino), its rows with it.
			editLines(t, dir, TSessions, func(ls []string) []string {
				ls[6] = strings.Replace(ls[6], ",C,", ",,", 1)
				return ls
			})
			editLines(t, dir, TBets, insertAfter("S0003,", "NOPE,1,Bx,,,rojo,,1.00,1.00,1.00,,,,,\n"))
			editLines(t, dir, TBets, func(ls []string) []string { return append([]string{"NOPE,1,By,,,rojo,,1.00,1.00,1.00,,,,,\n"}, ls...) })
			editLines(t, dir, TRounds, insertAfter("S0011,4,", "NOPE,1,2024-03-01T21:01:00+01:00,,5,,,,played,,\n"))
			editLines(t, dir, TEvents, func(ls []string) []string { return append(ls, "S0006,2024-03-01T22:00:00+01:00,1,note,late,\n") })
			return dir
		}, true, 20},
		{"syntax errors, one inside a session's run", func(t *testing.T) string {
			dir := grouped(t)
			editLines(t, dir, TBets, insertAfter("S0003,", "S0003,1,\"bad\"quote,,,rojo,,1.00,1.00,1.00,,,,,\n"))
			editLines(t, dir, TBets, insertAfter("S0005,", "S0005,too,few\n"))
			editLines(t, dir, TRounds, func(ls []string) []string { return append(ls, "S0000,\"never closed\n") })
			editLines(t, dir, TStaff, func(ls []string) []string { return append([]string{"only one field\n"}, ls...) })
			return dir
		}, true, 4},
		{"a session's run cut by rows rejected for their values or their session", func(t *testing.T) string {
			dir := grouped(t)
			editLines(t, dir, TBets, insertAfter("S0008,", "S0008,2,Bz,,,rojo,,x,1.00,1.00,,,,,\n"))
			editLines(t, dir, TBets, insertAfter("S0009,", "NOPE,2,Bz,,,rojo,,1.00,1.00,1.00,,,,,\n"))
			editLines(t, dir, TBets, insertAfter("S0010,", ",2,Bz,,,rojo,,1.00,1.00,1.00,,,,,\n"))
			return dir
		}, true, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := c.log(t)
			got := readOnePass(t, dir)
			if got.onePass != c.onePass {
				t.Errorf("read in one pass %v, want %v (fell back %v)", got.onePass, c.onePass, got.fellBack)
			}
			if len(got.sessions) < 19 {
				t.Fatalf("only %d sessions", len(got.sessions))
			}
			if len(got.rejects) != c.rejects {
				t.Errorf("%d rejects, want %d", len(got.rejects), c.rejects)
			}
			sameAsTwoPasses(t, dir, got)
		})
	}
}

// A log grouped by session holds at most two sessions at once in one pass,
// and hands them on in the order of sessions.csv.
func TestOnePassMemoryBound(t *testing.T) {
	sessions := manySessions(200)
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, sessions)
	r := readOnePass(t, dir)
	if !r.onePass || len(r.sessions) != 200 {
		t.Fatalf("one pass %v, %d sessions", r.onePass, len(r.sessions))
	}
	if p := r.src.(*csvSource).peak; p < 1 || p > 2 {
		t.Errorf("peak of sessions held at once = %d, want 1 or 2", p)
	}
	for i, s := range r.sessions {
		if s.ID != sessions[i].ID {
			t.Fatalf("session %d is %s, want %s", i, s.ID, sessions[i].ID)
		}
		// Each slice made for its run's rows, counted in the batch: never
		// grown (nor copied) as the rows came. Rounds and bets come from
		// the pool's class for that many rows (recycle.go).
		_, c4, _ := rowClass(4)
		_, c8, _ := rowClass(8)
		if cap(s.Staff) != 2 || cap(s.Rounds) != c4 || cap(s.Bets) != c8 {
			t.Fatalf("session %s: capacity of staff %d, rounds %d, bets %d; want 2, %d, %d", s.ID, cap(s.Staff), cap(s.Rounds), cap(s.Bets), c4, c8)
		}
	}
}

// Once a read in one pass found the log not grouped, the source reads it
// in two passes: the next EachOnePass does not try again. The streams of
// the read stopped part way leave no goroutine behind.
func TestFallBackRemembered(t *testing.T) {
	before := runtime.NumGoroutine()
	dir := byTime(t, manySessions(50))
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	one := src.(OnePass)
	n := 0
	err = one.EachOnePass(func(*Session) error { n++; return nil }, nil)
	if !errors.Is(err, ErrNotGrouped) {
		t.Fatalf("a log ordered by time read in one pass: %v", err)
	}
	if n > 1 {
		t.Errorf("%d sessions handed on before the log was found not grouped, want at most 1", n)
	}
	p1 := pass1Runs.Load()
	n = 0
	if err := one.EachOnePass(func(*Session) error { n++; return nil }, nil); err != nil || n != 50 {
		t.Fatalf("second read: %d sessions, %v", n, err)
	}
	if pass1Runs.Load() != p1+1 {
		t.Errorf("the second read did not read in two passes")
	}
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if g := runtime.NumGoroutine(); g > before {
		t.Errorf("%d goroutines after the reads, %d before", g, before)
	}
}

// fuzzLog writes a small grouped log, then moves, swaps, shuffles and
// inserts rows of its child files as data says: junk rows too (of an
// unknown session, without a session, unreadable, with a bad value).
func fuzzLog(t *testing.T, data []byte) string {
	sessions := manySessions(6)
	sessions[2].Events = nil
	sessions[4].Staff, sessions[4].Rounds, sessions[4].Bets, sessions[4].Events = nil, nil, nil, nil
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, sessions)
	files := map[string][]string{}
	for _, tb := range childTables {
		editLines(t, dir, tb, func(ls []string) []string { files[tb] = ls; return ls })
	}
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	for len(data) > 0 {
		tb := childTables[next()%len(childTables)]
		ls := files[tb]
		op, a, b := next()%5, next(), next()
		if len(ls) == 0 {
			continue
		}
		a, b = a%len(ls), b%len(ls)
		switch op {
		case 0: // move row a before row b
			l := ls[a]
			ls = slices.Insert(slices.Delete(ls, a, a+1), min(b, len(ls)-1), l)
		case 1:
			ls[a], ls[b] = ls[b], ls[a]
		case 2: // shuffle rows a..b
			lo, hi := min(a, b), max(a, b)
			for i := lo; i < hi; i++ {
				j := lo + (i*31+b)%(hi-lo+1)
				ls[i], ls[j] = ls[j], ls[i]
			}
		case 3, 4: // a junk row made of row a, inserted before row b
			f := strings.Split(strings.TrimSuffix(ls[a], "\n"), ",")
			switch b % 5 {
			case 0:
				f[0] = "NOPE"
			case 1:
				f[0] = ""
			case 2:
				f[1] = `x"y`
			case 3:
				f[1] = "x"
			case 4:
				f = f[:len(f)-1]
			}
			ls = slices.Insert(ls, b, strings.Join(f, ",")+"\n")
		}
		files[tb] = ls
	}
	for _, tb := range childTables {
		editLines(t, dir, tb, func([]string) []string { return files[tb] })
	}
	return dir
}

// Whatever the order of the rows, a read with one pass allowed hands on
// exactly what two passes do. The seeds are one log read in one pass and
// some that fall back.
func FuzzOnePassSameAsTwoPasses(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{2, 3, 0, 5})             // a junk row: still one pass
	f.Add([]byte{2, 0, 0, 30})            // the first bet moved to the end: falls back
	f.Add([]byte{1, 2, 0, 9, 3, 1, 0, 3}) // rows shuffled, and swapped
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 64 {
			return
		}
		dir := fuzzLog(t, data)
		sameAsTwoPasses(t, dir, readOnePass(t, dir))
	})
}

// A file that starts with the last session's rows, then the first's, is
// found not grouped as soon as its stream parses them: no session is handed
// on, though the other files were grouped and could have completed 49.
func TestFallBackAsSoonAsParsed(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, manySessions(50))
	editLines(t, dir, TBets, func(ls []string) []string { return append(ls[len(ls)-8:], ls[:len(ls)-8]...) })
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	n := 0
	err = src.(OnePass).EachOnePass(func(*Session) error { n++; return nil }, nil)
	if !errors.Is(err, ErrNotGrouped) || n != 0 {
		t.Errorf("%d sessions handed on, then %v; want none, then ErrNotGrouped", n, err)
	}
}

// A read in one pass keeps the reader's checks: Spanish exports decoded
// as in two passes (same rows, dialects and hashes), a file changed after
// the log was opened refused (not taken for a log not grouped).
func TestOnePassKeepsTheReadersChecks(t *testing.T) {
	for name, enc := range map[string]func(string) []byte{"windows-1252": toWindows1252, "utf-16": toUTF16LE} {
		dir := spanishExport(t, enc)
		got := readOnePass(t, dir)
		if !got.onePass || len(got.sessions) != 2 {
			t.Errorf("%s: one pass %v, %d sessions", name, got.onePass, len(got.sessions))
		}
		sameAsTwoPasses(t, dir, got)
	}
	dir := writeRaw(t, nil)
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	os.WriteFile(filepath.Join(dir, "bets.csv"), []byte(header(TBets)+"\n"), 0o644)
	err = src.(OnePass).EachOnePass(func(*Session) error { return nil }, nil)
	if err == nil || errors.Is(err, ErrNotGrouped) || !strings.Contains(err.Error(), "bets.csv changed while being read") {
		t.Errorf("err = %v", err)
	}
}

// Once a read in one pass reached the end, Each reads in one pass too (a
// statistical audit after the audit), handing on what two passes do; a
// file rewritten since, keeping its size and time, is refused.
func TestEachOnceGroupedReadsOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, manySessions(20))
	first := readOnePass(t, dir)
	if !first.onePass {
		t.Fatal("a grouped log was not read in one pass")
	}
	src := first.src
	p1 := pass1Runs.Load()
	var again onePassResult
	again.src = src
	err := src.Each(func(s *Session) error { again.sessions = append(again.sessions, s); return nil },
		func(r Reject) { again.rejects = append(again.rejects, r) })
	if err != nil || pass1Runs.Load() != p1 {
		t.Fatalf("Each after a read in one pass: %v, %d reads in two passes", err, pass1Runs.Load()-p1)
	}
	sameAsTwoPasses(t, dir, again)

	bets := filepath.Join(dir, "bets.csv")
	fi, err := os.Stat(bets)
	if err != nil {
		t.Fatal(err)
	}
	editLines(t, dir, TBets, func(ls []string) []string { return append(ls[1:], ls[0]) })
	if err := os.Chtimes(bets, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	err = src.Each(func(*Session) error { return nil }, nil)
	if err == nil || errors.Is(err, ErrNotGrouped) || !strings.Contains(err.Error(), "a file changed since the log was read before") {
		t.Errorf("a file rewritten keeping its size and time: %v", err)
	}
}

// A row of an early session at the end of a file is found before the read
// in one pass starts (tailsInOrder), not when the stream reaches it: no
// session is handed on. A tail in order does not stop a grouped log.
func TestLateRowAtTheEndFoundFirst(t *testing.T) {
	defer func(b int64, n int) { tailBytes, batchRows = b, n }(tailBytes, batchRows)
	tailBytes, batchRows = 1024, 8 // a stream parses at most a few batches ahead
	dir := filepath.Join(t.TempDir(), "log")
	writeLog(t, dir, manySessions(50))
	if got := readOnePass(t, dir); !got.onePass {
		t.Fatal("a grouped log was not read in one pass")
	}
	editLines(t, dir, TBets, func(ls []string) []string { return append(ls[1:], ls[0]) })
	src, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	n := 0
	err = src.(OnePass).EachOnePass(func(*Session) error { n++; return nil }, nil)
	if !errors.Is(err, ErrNotGrouped) || n != 0 {
		t.Errorf("%d sessions handed on, then %v; want none, then ErrNotGrouped", n, err)
	}
	sameAsTwoPasses(t, dir, readOnePass(t, dir))
}
