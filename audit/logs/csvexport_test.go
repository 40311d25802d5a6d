package logs

import (
	"io"
	"os"
	"strings"
)

// Pass1 runs pass 1 (the index of every session's last row in each child
// file) over the CSV log in dir, for the benchmarks of package logs_test,
// and returns the child rows it read.
func Pass1(dir string) (int64, error) {
	s, err := openCSV(dir, "")
	if err != nil {
		return 0, err
	}
	s.start(nil)
	run := &csvRun{src: s, ids: map[string]sessionEntry{}}
	if err := run.readSessions(); err != nil {
		return 0, err
	}
	if err := run.indexChildren(); err != nil {
		return 0, err
	}
	var rows int64
	for _, n := range run.length {
		rows += n
	}
	return rows, nil
}

// SplitRecords reads every record of the CSV file at path as pass 2
// splits them (no hashing, no values parsed), for the benchmarks of
// package logs_test, and returns how many fields it read.
func SplitRecords(path string) (int64, error) {
	fh, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer fh.Close()
	r := newCSVReader(fh)
	var fields int64
	for {
		perr, err := r.next()
		if err == io.EOF {
			return fields, nil
		}
		if err != nil {
			return fields, err
		}
		if perr == nil {
			fields += int64(r.fields())
		}
	}
}

// InterleaveSessions rewrites the CSV file at path with its data rows one
// of each session in turn (roundRobin: as a file sorted by time is when
// every table plays at once), for the benchmarks of package logs_test.
func InterleaveSessions(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	head, body, _ := strings.Cut(string(b), "\n")
	lines := strings.SplitAfter(body, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return os.WriteFile(path, []byte(head+"\n"+strings.Join(roundRobin(lines), "")), 0o644)
}

// SetWindowRows sets the windowed read's budget of rows held (windowRows)
// for a benchmark and returns the one it replaces; WindowReads counts the
// windows read after the first, in every read so far.
func SetWindowRows(n int64) int64 {
	old := windowRows
	windowRows = n
	return old
}

func WindowReads() int64 { return windowReads.Load() }
