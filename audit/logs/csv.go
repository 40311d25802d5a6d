package logs

import (
	"bufio"
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// csvFile is one table of a CSV log.
type csvFile struct {
	table  string
	path   string
	input  InputFile
	header []string // column names as read, surrounding spaces trimmed
	colAt  []int    // schema column -> record field, -1 when the column is absent
}

// csvSource reads a folder of CSV files in two passes over the child
// tables, so that it holds only the sessions whose rows are still coming.
type csvSource struct {
	collector
	dir   string
	files map[string]*csvFile

	open, peak int // sessions being built during Each, now and at most
}

func openCSV(dir string) (*csvSource, error) {
	s := &csvSource{dir: dir, files: map[string]*csvFile{}}
	var missing []string
	for _, t := range Tables {
		p := filepath.Join(dir, t+".csv")
		fi, err := os.Stat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			missing = append(missing, t+".csv")
		case err != nil:
			return nil, err
		case !fi.Mode().IsRegular():
			return nil, fmt.Errorf("%s is not a regular file", p)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s: missing %s (a log folder must hold sessions.csv, staff.csv, rounds.csv, bets.csv and events.csv)",
			dir, strings.Join(missing, ", "))
	}
	for _, t := range Tables {
		f := &csvFile{table: t, path: filepath.Join(dir, t+".csv")}
		in, err := hashFile(f.path)
		if err != nil {
			return nil, err
		}
		f.input = in
		st, notices, err := f.openStream()
		if err != nil {
			return nil, err
		}
		st.close()
		s.notices = append(s.notices, notices...)
		s.inputs = append(s.inputs, in)
		s.files[t] = f
	}
	return s, nil
}

// csvStream reads the data rows of one CSV file, hashing what it reads.
type csvStream struct {
	file *csvFile
	fh   *os.File
	hash hash.Hash
	r    *csv.Reader
	row  int64 // data rows read so far
	eof  bool
}

// openStream opens the file and reads its header. The first time (f.colAt
// nil) it also maps the columns and returns the notices.
func (f *csvFile) openStream() (*csvStream, []string, error) {
	fh, err := os.Open(f.path)
	if err != nil {
		return nil, nil, err
	}
	st := &csvStream{file: f, fh: fh, hash: sha256.New()}
	br := bufio.NewReaderSize(io.TeeReader(fh, st.hash), 64<<10)
	if b, _ := br.Peek(len(utf8BOM)); bytes.Equal(b, utf8BOM) {
		br.Discard(len(utf8BOM))
	}
	st.r = csv.NewReader(br)
	st.r.FieldsPerRecord = -1
	st.r.ReuseRecord = true
	rec, err := st.r.Read()
	var pe *csv.ParseError
	switch {
	case err == io.EOF:
		err = fmt.Errorf("%s: empty file (the header line is required)", f.path)
	case errors.As(err, &pe):
		err = fmt.Errorf("%s: header line unreadable: %v", f.path, pe.Err)
	case err != nil:
		err = fmt.Errorf("%s: %w", f.path, err)
	}
	if err != nil {
		fh.Close()
		return nil, nil, err
	}
	if f.colAt != nil {
		return st, nil, nil
	}
	notices, err := f.mapHeader(rec)
	if err != nil {
		fh.Close()
		return nil, nil, err
	}
	return st, notices, nil
}

// mapHeader finds the contract's columns in the header.
func (f *csvFile) mapHeader(rec []string) ([]string, error) {
	cols := schema[f.table]
	f.header = make([]string, len(rec))
	at := map[string]int{}
	var notices []string
	for i, name := range rec {
		name = strings.TrimSpace(name)
		f.header[i] = name
		if _, dup := at[name]; dup {
			if known(cols, name) {
				return nil, fmt.Errorf("%s: column %q appears twice in the header", f.path, name)
			}
			continue
		}
		at[name] = i
		if !known(cols, name) {
			notices = append(notices, fmt.Sprintf("%s: unknown column %q ignored", f.path, name))
		}
	}
	f.colAt = make([]int, len(cols))
	for j, c := range cols {
		i, ok := at[c.name]
		if !ok {
			if c.required {
				return nil, fmt.Errorf("%s: missing column %q", f.path, c.name)
			}
			i = -1
		}
		f.colAt[j] = i
	}
	return notices, nil
}

func known(cols []column, name string) bool {
	for _, c := range cols {
		if c.name == name {
			return true
		}
	}
	return false
}

// next reads the next data row: its fields and line, or the CSV syntax
// error that made it unreadable. At the end it returns io.EOF, after
// checking that the file read is the one hashed when the log was opened.
func (st *csvStream) next() (rec []string, line int64, perr *csv.ParseError, err error) {
	if st.eof {
		return nil, 0, nil, io.EOF
	}
	rec, err = st.r.Read()
	if err == io.EOF {
		st.eof = true
		sum := hex.EncodeToString(st.hash.Sum(nil))
		if sum != st.file.input.SHA256 {
			return nil, 0, nil, fmt.Errorf("%s changed while being read", st.file.path)
		}
		return nil, 0, nil, io.EOF
	}
	if err != nil {
		if errors.As(err, &perr) {
			st.row++
			return nil, int64(perr.StartLine), perr, nil
		}
		return nil, 0, nil, fmt.Errorf("%s: %w", st.file.path, err)
	}
	st.row++
	l, _ := st.r.FieldPos(0)
	return rec, int64(l), nil, nil
}

func (st *csvStream) close() {
	if st != nil {
		st.fh.Close()
	}
}

// fill copies a record's contract values into p in schema order.
func (f *csvFile) fill(p *parser, rec []string) {
	for j, i := range f.colAt {
		if i >= 0 {
			p.vals[j] = rec[i]
		} else {
			p.vals[j] = ""
		}
	}
}

// structural rejects a row that is unreadable or has the wrong number of
// fields; it reports whether the row was rejected.
func (c *collector) structural(f *csvFile, rec []string, pos Pos, perr *csv.ParseError) bool {
	switch {
	case perr != nil:
		c.reject(Reject{Pos: pos, Reason: "unreadable CSV row: " + perr.Err.Error()})
	case len(rec) != len(f.header):
		c.reject(Reject{Pos: pos, Reason: fmt.Sprintf("row has %d fields, the header has %d", len(rec), len(f.header))})
	default:
		return false
	}
	return true
}

// sessionEntry is a session_id claimed by a sessions row.
type sessionEntry struct {
	idx    int32 // index into csvRun.sess; -1 when the session is rejected
	pos    Pos
	reason string // why rows of a rejected session are rejected
}

// csvRun is the state of one Each over a CSV log.
type csvRun struct {
	src     *csvSource
	fn      func(*Session) error
	ids     map[string]sessionEntry
	sess    []*Session // valid sessions in file order; nil once handed on
	last    [][]int64  // per child table and session: index of its last row, -1 if none
	length  []int64    // data rows per child table
	pending []uint8    // child tables whose last row of the session is still to come
	started []bool
	streams []*csvStream
	parsers []*parser
}

// Each implements Source.
//
// sessions.csv is read whole (one small row per session). Pass 1 streams
// each child file and records, per session, the index of its last row.
// Pass 2 streams the four child files together, building sessions, and
// hands a session on as soon as every stream has moved past its last row.
// Sessions are taken as targets in the order they complete (the largest
// fraction of a stream their last row lies at) and each stream is advanced
// just far enough to complete the target, so that logs grouped by session
// and logs ordered by time alike hold only the sessions open at once.
func (s *csvSource) Each(fn func(*Session) error, reject func(Reject)) error {
	s.start(reject)
	s.open, s.peak = 0, 0
	run := &csvRun{src: s, fn: fn, ids: map[string]sessionEntry{}}
	defer func() {
		for _, st := range run.streams {
			st.close()
		}
	}()
	if err := run.readSessions(); err != nil {
		return err
	}
	if err := run.indexChildren(); err != nil {
		return err
	}
	return run.build()
}

// Close implements Source.
func (s *csvSource) Close() error { return nil }

func (run *csvRun) readSessions() error {
	c := &run.src.collector
	f := run.src.files[TSessions]
	st, _, err := f.openStream()
	if err != nil {
		return err
	}
	defer st.close()
	p := newParser(TSessions)
	for {
		rec, line, perr, err := st.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		c.counts[TSessions]++
		pos := Pos{File: f.path, Table: TSessions, Line: line}
		if c.structural(f, rec, pos, perr) {
			continue
		}
		f.fill(p, rec)
		p.reset(pos)
		p.checkUTF8(f.header, rec)
		id := p.sid
		first, dup := run.ids[id]
		dup = dup && id != ""
		var sess *Session
		switch {
		case p.rej != nil:
		case p.vals[sessID] == "":
			p.failf(sessID, "required value is empty")
		case dup:
			p.failf(sessID, "duplicate session_id %s (first at %s)", quote(id), first.pos)
		default:
			sess = p.session()
		}
		if id != "" && !dup {
			if p.rej == nil {
				run.ids[id] = sessionEntry{idx: int32(len(run.sess)), pos: pos}
				run.sess = append(run.sess, sess)
			} else {
				run.ids[id] = sessionEntry{idx: -1, pos: pos, reason: fmt.Sprintf("session %s is rejected (%s)", quote(id), pos)}
			}
		}
		if p.rej != nil {
			c.reject(*p.rej)
		}
	}
}

// resolve returns the index of the valid session a well-formed child row
// belongs to, or -1. Both passes must agree on it.
func (run *csvRun) resolve(f *csvFile, rec []string) int {
	if len(rec) != len(f.header) {
		return -1
	}
	if e, ok := run.ids[rec[f.colAt[0]]]; ok && e.idx >= 0 {
		return int(e.idx)
	}
	return -1
}

// indexChildren is pass 1: the last row of every session in every child file.
func (run *csvRun) indexChildren() error {
	n := len(run.sess)
	run.last = make([][]int64, len(childTables))
	run.length = make([]int64, len(childTables))
	for k, t := range childTables {
		f := run.src.files[t]
		last := make([]int64, n)
		for i := range last {
			last[i] = -1
		}
		st, _, err := f.openStream()
		if err != nil {
			return err
		}
		for {
			rec, _, perr, err := st.next()
			if err == io.EOF {
				break
			}
			if err != nil {
				st.close()
				return err
			}
			if perr != nil {
				continue
			}
			if i := run.resolve(f, rec); i >= 0 {
				last[i] = st.row - 1
			}
		}
		run.length[k] = st.row
		st.close()
		run.last[k] = last
	}
	return nil
}

// build is pass 2.
func (run *csvRun) build() error {
	n := len(run.sess)
	run.pending = make([]uint8, n)
	run.started = make([]bool, n)
	frac := make([]float64, n)
	var targets []int
	for i := range n {
		for k := range childTables {
			if l := run.last[k][i]; l >= 0 {
				run.pending[i]++
				frac[i] = max(frac[i], float64(l+1)/float64(run.length[k]))
			}
		}
		if run.pending[i] > 0 {
			targets = append(targets, i)
		}
	}
	for i := range n {
		if run.pending[i] == 0 {
			if err := run.emit(i); err != nil {
				return err
			}
		}
	}
	slices.SortFunc(targets, func(a, b int) int {
		return cmp.Or(cmp.Compare(frac[a], frac[b]), cmp.Compare(a, b))
	})
	for _, t := range childTables {
		st, _, err := run.src.files[t].openStream()
		if err != nil {
			return err
		}
		run.streams = append(run.streams, st)
		run.parsers = append(run.parsers, newParser(t))
	}
	for _, target := range targets {
		for k, st := range run.streams {
			for run.sess[target] != nil && st.row <= run.last[k][target] {
				if err := run.consume(k); err == io.EOF {
					return fmt.Errorf("%s changed while being read", st.file.path)
				} else if err != nil {
					return err
				}
			}
		}
		if run.sess[target] != nil {
			return fmt.Errorf("%s: internal error: session %q incomplete", run.src.dir, run.sess[target].ID)
		}
	}
	for k := range run.streams {
		for {
			if err := run.consume(k); err == io.EOF {
				break
			} else if err != nil {
				return err
			}
		}
	}
	return nil
}

// consume reads one row of child stream k and attaches or rejects it.
func (run *csvRun) consume(k int) error {
	c := &run.src.collector
	st, p := run.streams[k], run.parsers[k]
	f := st.file
	i := st.row
	rec, line, perr, err := st.next()
	if err != nil {
		return err
	}
	c.counts[f.table]++
	pos := Pos{File: f.path, Table: f.table, Line: line}
	if c.structural(f, rec, pos, perr) {
		return nil
	}
	idx := run.resolve(f, rec)
	f.fill(p, rec)
	p.reset(pos)
	p.checkUTF8(f.header, rec)
	var ref sessionRef
	if idx >= 0 {
		ref.sess = run.sess[idx]
		if ref.sess == nil {
			return fmt.Errorf("%s changed while being read", f.path)
		}
		if !run.started[idx] {
			run.started[idx] = true
			run.src.open++
			run.src.peak = max(run.src.peak, run.src.open)
		}
	} else if e, ok := run.ids[p.vals[0]]; ok {
		ref.reason = e.reason
	} else {
		ref.reason = fmt.Sprintf("session_id %s is not in %s", quote(p.vals[0]), run.src.files[TSessions].path)
	}
	c.childRow(p, ref)
	if idx >= 0 && i == run.last[k][idx] {
		run.pending[idx]--
		if run.pending[idx] == 0 {
			return run.emit(idx)
		}
	}
	return nil
}

// emit hands a complete session on and forgets it.
func (run *csvRun) emit(i int) error {
	s := run.sess[i]
	run.sess[i] = nil
	if run.started[i] {
		run.src.open--
	}
	if err := run.fn(s); err != nil {
		return err
	}
	return nil
}
