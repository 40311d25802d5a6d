package logs

import (
	"io"
	"os"
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
