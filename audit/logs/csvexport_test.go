package logs

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
