package logs

import (
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
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/transform"
)

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// csvFile is one table of a CSV log.
type csvFile struct {
	table  string
	path   string
	stat   os.FileInfo // when the log was opened: a file that changes after is refused
	input  InputFile   // size and SHA-256 of the last complete read
	header []string    // column names as read, surrounding spaces trimmed
	colAt  []int       // schema column -> record field, -1 when the column is absent
	caps   []int       // record field -> the most bytes its value may hold
	minCap int         // the least of caps
	// inOrder: the header starts with every column of the contract, in
	// order (colAt[j] == j).
	inOrder bool
	d       dialect
}

// csvSource reads a folder of CSV files in two passes over the child
// tables, so that it holds only the sessions whose rows are still coming;
// or, when the caller can start again, in one pass (EachOnePass).
type csvSource struct {
	collector
	dir   string
	files map[string]*csvFile

	open, peak int // sessions being built during Each, now and at most
	hashed     bool
	// notGrouped: a read in one pass found the log not grouped by session
	// (EachOnePass); it is read in two passes from then on. grouped: one
	// reached the end; Each then reads in one pass too.
	notGrouped, grouped bool
}

func openCSV(dir, dialectName string) (*csvSource, error) {
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
		st, err := os.Stat(f.path)
		if err != nil {
			return nil, err
		}
		f.stat = st
		if f.d, err = sniffEncoding(f.path, dialectName); err != nil {
			return nil, err
		}
		cs, notices, err := f.openStream(false)
		if err != nil {
			return nil, err
		}
		cs.close()
		if f.d.comma == ';' && dialectName != DialectSpanishExcel {
			if f.d.decimal, err = f.scanDecimal(); err != nil {
				return nil, err
			}
		}
		s.notices = append(s.notices, notices...)
		s.files[t] = f
	}
	return s, nil
}

// Inputs implements Source: the size and SHA-256 of each file as read by
// the last Each (the bytes audited), or read now when Each has not run.
func (s *csvSource) Inputs() []InputFile {
	var out []InputFile
	for _, t := range Tables {
		f := s.files[t]
		in := f.input
		if !s.hashed {
			var err error
			if in, err = hashFile(f.path); err != nil {
				in = InputFile{Path: f.path, SHA256: "unreadable: " + err.Error()}
			}
		}
		in.Dialect = f.d.label()
		out = append(out, in)
	}
	return out
}

// csvStream reads the data rows of one CSV file.
type csvStream struct {
	file *csvFile
	fh   *os.File
	hash hash.Hash // nil when the pass does not hash
	size int64
	r    *csvReader
	row  int64 // data rows read so far
	eof  bool
}

// hashingReader feeds a hash with what it reads.
type hashingReader struct {
	r    io.Reader
	h    hash.Hash
	size *int64
}

func (h hashingReader) Read(p []byte) (int, error) {
	n, err := h.r.Read(p)
	h.h.Write(p[:n])
	*h.size += int64(n)
	return n, err
}

// newReader reads records of the file's dialect from in.
func (f *csvFile) newReader(in io.Reader) *csvReader {
	r := newCSVReader(in)
	r.comma = f.d.comma
	return r
}

// unchanged checks that the file is still the one opened.
func (f *csvFile) unchanged() error {
	st, err := os.Stat(f.path)
	if err != nil {
		return fmt.Errorf("%s: %w", f.path, err)
	}
	if st.Size() != f.stat.Size() || !st.ModTime().Equal(f.stat.ModTime()) {
		return fmt.Errorf("%s changed while being read", f.path)
	}
	return nil
}

// openStream opens the file and reads its header, hashing what it reads
// when asked. The first time (f.colAt nil) it also maps the columns and
// returns the notices.
func (f *csvFile) openStream(hashing bool) (*csvStream, []string, error) {
	if f.colAt != nil {
		if err := f.unchanged(); err != nil {
			return nil, nil, err
		}
	}
	fh, err := os.Open(f.path)
	if err != nil {
		return nil, nil, err
	}
	st := &csvStream{file: f, fh: fh}
	var in io.Reader = fh
	if hashing {
		st.hash = sha256.New()
		in = hashingReader{fh, st.hash, &st.size}
	}
	if f.d.enc != nil {
		in = transform.NewReader(in, f.d.enc.NewDecoder())
	}
	st.r = f.newReader(in)
	if f.d.enc == nil {
		st.r.skipBOM()
	}
	err = st.r.read()
	var pe *csv.ParseError
	switch {
	case err == io.EOF:
		err = fmt.Errorf("%s: empty file (the header line is required)", f.path)
	case errors.As(err, &pe) && pe.Err == errTooManyFields:
		err = fmt.Errorf("%s: the header has more than %d columns", f.path, maxColumns)
	case errors.As(err, &pe):
		err = fmt.Errorf("%s: header line unreadable: %s", f.path, syntaxError(pe))
	case err != nil:
		err = fmt.Errorf("%s: %w", f.path, err)
	}
	if err != nil {
		fh.Close()
		return nil, nil, err
	}
	if f.colAt != nil {
		st.r.want = len(f.header)
		return st, nil, nil
	}
	rec := make([]string, st.r.fields())
	for i := range rec {
		rec[i] = string(st.r.field(i))
	}
	notices, err := f.mapHeader(rec)
	if err != nil {
		fh.Close()
		return nil, nil, err
	}
	st.r.want = len(f.header)
	return st, notices, nil
}

// syntaxError describes a CSV syntax error with its place in the file.
func syntaxError(pe *csv.ParseError) string { return syntaxMsg(pe).en }

// syntaxMsg describes a CSV syntax error in both languages.
func syntaxMsg(pe *csv.ParseError) msg {
	switch pe.Err {
	case errLineTooLong:
		return msgf("line longer than %d MiB", "línea de más de %d MiB", maxLine>>20)
	case errRecordTooLong:
		return msgf("row longer than %d MiB", "fila de más de %d MiB", maxRecord>>20)
	case errTooManyFields:
		return msgf("row has more than %d fields", "la fila tiene más de %d campos", maxColumns)
	case errUnclosed:
		return msgf("the quote opened on line %d does not close within its row (it runs to the end of the file, on for more than %d KiB, or into a malformed row); read on from line %d",
			"la comilla abierta en la línea %d no se cierra dentro de su fila (llega al final del fichero, sigue más de %d KiB o deja la fila mal formada); se sigue leyendo en la línea %d",
			pe.Line, maxQuotedRun>>10, pe.Line+1)
	case csv.ErrBareQuote:
		return msgf("bare \" in non-quoted-field (line %d, column %d)", "comilla \" suelta en un valor sin comillas (línea %d, columna %d)", pe.Line, pe.Column)
	case csv.ErrQuote:
		return msgf("extraneous or missing \" in quoted-field (line %d, column %d)", "comilla \" de más o de menos en un valor entre comillas (línea %d, columna %d)", pe.Line, pe.Column)
	}
	return msgf("%v (line %d, column %d)", "%v (línea %d, columna %d)", pe.Err, pe.Line, pe.Column)
}

// syntaxReason is the reason for a row rejected for its CSV syntax.
func syntaxReason(pe *csv.ParseError) msg {
	m := syntaxMsg(pe)
	return msg{"unreadable CSV row: " + m.en, "fila CSV ilegible: " + m.es}
}

// mapHeader finds the contract's columns in the header.
func (f *csvFile) mapHeader(rec []string) ([]string, error) {
	cols := schema[f.table]
	f.header = make([]string, len(rec))
	f.caps = make([]int, len(rec))
	at := map[string]int{}
	var notices []string
	for i, name := range rec {
		name = strings.TrimSpace(name)
		f.header[i] = name
		f.caps[i] = valueCap(name)
		if !known(cols, name) {
			for _, c := range cols {
				if strings.EqualFold(c.name, name) {
					return nil, fmt.Errorf("%s: column %q: headers are lower case (%s)", f.path, name, c.name)
				}
			}
		}
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
	if len(f.caps) > 0 {
		f.minCap = slices.Min(f.caps)
	}
	f.colAt = make([]int, len(cols))
	for j, c := range cols {
		i, ok := at[c.name]
		if !ok {
			if c.required {
				hint := ""
				if len(rec) == 1 && strings.Contains(rec[0], ";") {
					hint = " (the header is separated by ';': read the file with the es-excel CSV dialect)"
				}
				return nil, fmt.Errorf("%s: missing column %q%s", f.path, c.name, hint)
			}
			i = -1
		}
		f.colAt[j] = i
	}
	f.inOrder = true
	for j, i := range f.colAt {
		f.inOrder = f.inOrder && i == j
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

// next reads the next data row (then in st.r): its line, or the CSV syntax
// error that made it unreadable. At the end it returns io.EOF, after
// checking that the file did not change while it was read.
func (st *csvStream) next() (line int64, perr *csv.ParseError, err error) {
	if st.eof {
		return 0, nil, io.EOF
	}
	err = st.r.read()
	if err == io.EOF {
		st.eof = true
		f := st.file
		if err := f.unchanged(); err != nil {
			return 0, nil, err
		}
		// Every physical line is a line of the header or of a row, or empty.
		r := st.r
		if r.accounted+r.blank != int64(r.numLine) {
			return 0, nil, fmt.Errorf("%s: internal error: %d lines read, %d accounted for", f.path, r.numLine, r.accounted+r.blank)
		}
		if st.hash != nil {
			if st.size != f.stat.Size() {
				return 0, nil, fmt.Errorf("%s changed while being read", f.path)
			}
			f.input = InputFile{Path: f.path, Bytes: st.size, SHA256: hex.EncodeToString(st.hash.Sum(nil)),
				Dialect: f.d.label(), Lines: int64(r.numLine)}
		}
		return 0, nil, io.EOF
	}
	if pe, ok := isParseError(err); ok {
		st.row++
		return int64(pe.StartLine), pe, nil
	}
	if err != nil {
		return 0, nil, fmt.Errorf("%s: %w", st.file.path, err)
	}
	st.row++
	return int64(st.r.line), nil, nil
}

func (st *csvStream) close() {
	if st != nil {
		st.fh.Close()
	}
}

// fill copies the current record's contract values into p in schema order,
// as substrings of one string (one allocation per row).
func (f *csvFile) fill(p *parser, r *csvReader) {
	rec := string(r.data)
	for j, i := range f.colAt {
		if i >= 0 {
			p.vals[j] = rec[r.bounds[2*i]:r.bounds[2*i+1]]
		} else {
			p.vals[j] = ""
		}
	}
}

// oversize returns why a value of the current record (of the header's
// length) is past its column's cap, and the column; "" when none is.
func (f *csvFile) oversize(r *csvReader) (msg, string) {
	if r.longest >= 0 && r.longest <= f.minCap {
		return msg{}, "" // no value is past the least cap
	}
	for i, limit := range f.caps {
		if n := int(r.bounds[2*i+1] - r.bounds[2*i]); n > limit {
			return tooLarge(f.header[i], n, limit), f.header[i]
		}
	}
	return msg{}, ""
}

// checkUTF8 rejects the row when one of its fields (contract column or
// not) is not valid UTF-8.
func (f *csvFile) checkUTF8(p *parser, r *csvReader) {
	if utf8.Valid(r.data) && !r.quoted {
		return // the fields are separated by commas: each one is valid
	}
	for i := 0; i < r.fields(); i++ {
		if v := r.field(i); !utf8.Valid(v) {
			name := ""
			if i < len(f.header) {
				name = f.header[i]
			}
			p.fail(name, utf8Invalid(string(v)))
			return
		}
	}
}

// structural rejects a row that is unreadable or has the wrong number of
// fields; it reports whether the row was rejected.
func (c *collector) structural(f *csvFile, r *csvReader, pos Pos, perr *csv.ParseError) bool {
	switch {
	case perr != nil:
		c.reject(syntaxReason(perr).reject(pos, "", "", 0))
	case r.fields() != len(f.header):
		c.reject(fieldCount(r.fields(), len(f.header)).reject(pos, "", "", 0))
	default:
		return false
	}
	return true
}

// sessionEntry is a session_id claimed by a sessions row.
type sessionEntry struct {
	idx    int32 // index into csvRun.sess; -1 when the session is rejected
	pos    Pos
	reason msg // why rows of a rejected session are rejected
}

// csvRun is the state of one Each over a CSV log.
type csvRun struct {
	src     *csvSource
	fn      func(*Session) error
	ids     map[string]sessionEntry
	sess    []*Session // valid sessions in file order; nil once handed on
	last    [][]int64  // per child table and session: index of its last row, -1 if none
	first   [][]int64  // per child table and session: index of its first row, -1 if none
	rows    [][]int32  // per child table and session: its rows (pass 1), to size its slices
	length  []int64    // data rows per child table
	pending []uint8    // child tables whose last row of the session is still to come
	started []bool
	streams []*rowStream
	onePass bool // no pass 1: last, rows and pending are nil (onepass.go)
	// win: per session, the window of pass 2 that reads it (window.go);
	// nil when pass 2 reads the files once. window: the one being read.
	win    []int32
	window int32
	// unordered: in one pass, a file was found not grouped by session (set
	// by the stream that found it, ahead of the rows being consumed).
	unordered atomic.Bool
}

// Each implements Source.
//
// sessions.csv is read whole (one small row per session). Pass 1 streams
// each child file (the four at once, a large one in parts) and records, per
// session, the index of its last row and its number of rows. Pass 2 streams
// the four child files together, building sessions, and hands a session on
// as soon as every stream has moved past its last row. Sessions are taken as
// targets in the order they complete (the largest fraction of a stream their
// last row lies at) and each stream is advanced just far enough to complete
// the target, so that logs grouped by session and logs ordered by time alike
// hold only the sessions open at once; when the files are in different
// orders, so that the read would hold more than windowRows rows, the
// targets are read in windows (window.go). Each stream is read, hashed and
// parsed by goroutines of its own (rowStream); the calling goroutine attaches
// runs of parsed rows to their sessions and hands sessions on. Once a read
// in one pass (EachOnePass) reached the end, the log is read in one pass
// (readOnce) without pass 1.
func (s *csvSource) Each(fn func(*Session) error, reject func(Reject)) error {
	if !s.grouped {
		return s.each(fn, reject, false)
	}
	err := s.each(fn, reject, true)
	if errors.Is(err, ErrNotGrouped) {
		// Grouped when read before, each file checked unchanged since as
		// it was opened: it was rewritten keeping its size and time.
		return fmt.Errorf("%s: a file changed since the log was read before: %v", s.dir, err)
	}
	return err
}

// each reads the log in two passes, or in one when onePass (EachOnePass).
func (s *csvSource) each(fn func(*Session) error, reject func(Reject), onePass bool) error {
	s.start(reject)
	s.hashed = false
	s.open, s.peak = 0, 0
	run := &csvRun{src: s, fn: fn, ids: map[string]sessionEntry{}, onePass: onePass}
	defer func() {
		for _, st := range run.streams {
			st.stop()
		}
	}()
	if err := run.readSessions(); err != nil {
		return err
	}
	if onePass {
		if err := run.readOnce(); err != nil {
			return err
		}
	} else {
		if err := run.indexChildren(); err != nil {
			return err
		}
		if err := run.build(); err != nil {
			return err
		}
	}
	s.hashed = true
	return nil
}

// Close implements Source.
func (s *csvSource) Close() error { return nil }

func (run *csvRun) readSessions() error {
	c := &run.src.collector
	f := run.src.files[TSessions]
	st, _, err := f.openStream(true)
	if err != nil {
		return err
	}
	defer st.close()
	p := newParser(TSessions)
	p.decimal = f.d.decimal
	for {
		line, perr, err := st.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		c.counts[TSessions]++
		pos := Pos{File: f.path, Table: TSessions, Line: line}
		if c.structural(f, st.r, pos, perr) {
			continue
		}
		if why, col := f.oversize(st.r); col != "" {
			// Not copied: only its session_id, to place the reject.
			clear(p.vals)
			if v := st.r.field(f.colAt[0]); len(v) <= maxIdent {
				p.vals[0] = string(v)
			}
			p.reset(pos)
			p.fail(col, why)
		} else {
			f.fill(p, st.r)
			p.reset(pos)
			f.checkUTF8(p, st.r)
		}
		id := p.sid
		first, dup := run.ids[id]
		dup = dup && id != ""
		var sess *Session
		switch {
		case p.rej != nil:
		case p.vals[sessID] == "":
			p.fail("session_id", emptyRequired)
		case dup:
			p.failf(sessID, "duplicate session_id %s (first at %s)", "session_id %s repetido (el primero en %s)", quote(id), first.pos)
		default:
			sess = p.session()
		}
		if id != "" && !dup {
			id = strings.Clone(id) // the key alone, not the row it was cut from
			if p.rej == nil {
				run.ids[id] = sessionEntry{idx: int32(len(run.sess)), pos: pos}
				run.sess = append(run.sess, sess)
			} else {
				run.ids[id] = sessionEntry{idx: -1, pos: pos, reason: sessionRejected(id, pos)}
			}
		}
		if p.rej != nil {
			c.reject(*p.rej)
		}
	}
}

// resolver maps the session_id of child rows to the index of their valid
// session, remembering the last key: rows of one session often follow each
// other, and then no lookup is needed.
type resolver struct {
	run     *csvRun
	f       *csvFile
	lastKey []byte
	lastIdx int
	valid   bool
	same    bool // the last row resolved had the session_id of the row before
}

// resolve returns the index of the valid session a well-formed child row
// belongs to, or -1. Both passes must agree on it.
func (rs *resolver) resolve(r *csvReader) int {
	if r.fields() != len(rs.f.header) {
		return -1
	}
	key := r.field(rs.f.colAt[0])
	rs.same = rs.valid && string(key) == string(rs.lastKey)
	if rs.same {
		return rs.lastIdx
	}
	idx := -1
	if e, ok := rs.run.ids[string(key)]; ok && e.idx >= 0 {
		idx = int(e.idx)
	}
	rs.lastKey, rs.lastIdx, rs.valid = append(rs.lastKey[:0], key...), idx, true
	return idx
}

// indexChildren is pass 1: the last row of every session in every child
// file, and how many rows it has there. The four files are read at once.
func (run *csvRun) indexChildren() error {
	pass1Runs.Add(1)
	n := len(run.sess)
	k := len(childTables)
	run.last = make([][]int64, k)
	run.first = make([][]int64, k)
	run.rows = make([][]int32, k)
	run.length = make([]int64, k)
	errs := make([]error, k)
	var wg sync.WaitGroup
	for k, t := range childTables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[k] = run.index(k, run.src.files[t], n)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

func (run *csvRun) index(k int, f *csvFile, n int) error {
	size := f.stat.Size()
	parts := 1
	// A decoded file is read in one piece: its offsets are not the file's.
	if size >= splitAbove && f.d.enc == nil {
		parts = splitParts
		if parts <= 0 {
			parts = runtime.GOMAXPROCS(0)
		}
	}
	// The file is cut into parts at line ends, read at once. A part's rows
	// count only if the part before it ended exactly at its start: a quoted
	// value holding a line break across the cut means the cut was inside a
	// row, and then everything after is read again in one piece.
	cuts, err := cutAtLines(f.path, size, parts)
	if err != nil {
		return err
	}
	res := make([]*chunkIndex, len(cuts))
	errs := make([]error, len(cuts))
	var wg sync.WaitGroup
	for c := range cuts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			end := int64(-1)
			if c+1 < len(cuts) {
				end = cuts[c+1]
			}
			res[c], errs[c] = run.indexChunk(f, n, cuts[c], end)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	total := res[0]
	for c := 1; c < len(res); c++ {
		if !total.exact {
			// The previous part ran past the cut: read on from where it stopped.
			pass1Rereads.Add(1)
			rest, err := run.indexChunk(f, n, total.stopped, -1)
			if err != nil {
				return err
			}
			total.add(rest)
			break
		}
		total.add(res[c])
	}
	if err := f.unchanged(); err != nil {
		return err
	}
	run.length[k], run.last[k], run.first[k], run.rows[k] = total.length, total.last, total.first, total.rows
	return nil
}

// Pass 1 reads a file of splitAbove bytes or more in splitParts parts (0:
// one per core). Variables so that tests can cut small files.
var (
	splitAbove   int64        = 8 << 20
	splitParts                = 0
	pass1Rereads atomic.Int64 // parts read again because a row crossed a cut (tests)
	pass1Runs    atomic.Int64 // reads in two passes (tests)
)

// cutAtLines returns the offsets where parts of the file start: 0, then
// just after a line end near each equal share of the file.
func cutAtLines(path string, size int64, parts int) ([]int64, error) {
	cuts := []int64{0}
	if parts < 2 {
		return cuts, nil
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	buf := make([]byte, 64<<10)
	for p := 1; p < parts; p++ {
		at := size * int64(p) / int64(parts)
		for at < size {
			n, err := fh.ReadAt(buf, at)
			if i := bytes.IndexByte(buf[:n], '\n'); i >= 0 {
				if cut := at + int64(i) + 1; cut < size && cut > cuts[len(cuts)-1] {
					cuts = append(cuts, cut)
				}
				break
			}
			if err != nil {
				break
			}
			at += int64(n)
		}
	}
	return cuts, nil
}

// chunkIndex is what pass 1 learnt from a part of a file.
type chunkIndex struct {
	last    []int64 // per session: its last row, counted from the part's start
	first   []int64 // per session: its first row, counted from the part's start
	rows    []int32
	length  int64 // rows read
	stopped int64 // the offset where reading stopped
	exact   bool  // reading stopped exactly at the part's end
}

// add appends the index of the part after c.
func (c *chunkIndex) add(next *chunkIndex) {
	for i, l := range next.last {
		if l >= 0 {
			c.last[i] = c.length + l
			if c.first[i] < 0 {
				c.first[i] = c.length + next.first[i]
			}
		}
		c.rows[i] = int32(min(int64(c.rows[i])+int64(next.rows[i]), math.MaxInt32))
	}
	c.length += next.length
	c.stopped, c.exact = next.stopped, next.exact
}

// indexChunk reads the rows of f from offset start (0: the whole file,
// header first) up to offset end (-1: the end of the file).
func (run *csvRun) indexChunk(f *csvFile, n int, start, end int64) (*chunkIndex, error) {
	c := &chunkIndex{last: make([]int64, n), first: make([]int64, n), rows: make([]int32, n)}
	for i := range c.last {
		c.last[i], c.first[i] = -1, -1
	}
	var st *csvStream
	if start == 0 {
		var err error
		if st, _, err = f.openStream(false); err != nil {
			return nil, err
		}
	} else {
		fh, err := os.Open(f.path)
		if err != nil {
			return nil, err
		}
		if _, err := fh.Seek(start, io.SeekStart); err != nil {
			fh.Close()
			return nil, err
		}
		st = &csvStream{file: f, fh: fh, r: f.newReader(fh)}
		st.r.want = len(f.header)
		st.r.offset = start
	}
	defer st.close()
	st.r.keyOnly = f.colAt[0] // pass 1 needs only the session_id
	rs := &resolver{run: run, f: f}
	for {
		if end >= 0 && st.r.offset >= end {
			c.stopped, c.exact = st.r.offset, st.r.offset == end
			break
		}
		perr, err := st.r.next()
		if err == io.EOF {
			c.stopped, c.exact = st.r.offset, end < 0
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.path, err)
		}
		c.length++
		if perr != nil {
			continue
		}
		if i := rs.resolve(st.r); i >= 0 {
			if c.first[i] < 0 {
				c.first[i] = c.length - 1
			}
			c.last[i] = c.length - 1
			if c.rows[i] < math.MaxInt32 {
				c.rows[i]++
			}
		}
	}
	return c, nil
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
	for w, ts := range run.planWindows(targets) {
		if err := run.readWindow(int32(w), ts); err != nil {
			return err
		}
	}
	return nil
}

// readWindow reads the child files once for the sessions of window w (all
// of them when pass 2 is not cut into windows), targets in their order;
// the first window hashes the files and reads the rows of no valid session.
func (run *csvRun) readWindow(w int32, targets []int) error {
	run.window = w
	if w > 0 {
		windowReads.Add(1)
	}
	for k, t := range childTables {
		st, err := run.startStream(run.src.files[t], run.rows[k])
		if err != nil {
			return err
		}
		run.streams = append(run.streams, st)
	}
	defer func() {
		for _, st := range run.streams {
			st.stop()
		}
		run.streams = nil
	}()
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

// rowStream reads one child file with two goroutines of its own: one
// splits the records, hashes the bytes and finds each row's session; the
// other parses the values and hands on runs of rows of one session
// (rowGroup). The goroutine building sessions then only attaches them.
type rowStream struct {
	file  *csvFile
	out   chan *groupBatch
	free  chan *groupBatch
	done  chan struct{}
	gone  chan struct{} // closed when both goroutines have returned
	cur   *groupBatch
	pos   int
	row   int64 // rows consumed (or skipped, rowGroup.skip) so far
	ended error
	// onePass: no counts from pass 1; each run is sized by its rows in
	// its batch instead (rawBatch.runLength), and the stream ends with
	// ErrNotGrouped, setting unordered, at a run of a session before one
	// it has passed.
	onePass   bool
	unordered *atomic.Bool
}

// rawBatch is records as split, for the parsing goroutine; a batch ends
// between two sessions' runs, so that a run is never split.
type rawBatch struct {
	rows []rawRec
	bads []rawBad // why rows are not read as they are (rawRec.bad)
	// bounds: per row, the bounds of its contract values in schema order
	// (f.appendCols), as the parser reads them.
	bounds []int32
	// text is the rows' bytes end to end, reused from batch to batch; all
	// is one string made of it when the batch is sent (one allocation per
	// batch, not one per row), from which each row's record is cut.
	text []byte
	all  string
	err  error // after the rows: io.EOF at the end
}

// reset empties the batch for reuse.
func (b *rawBatch) reset() {
	b.rows, b.bads, b.bounds, b.text, b.all, b.err = b.rows[:0], b.bads[:0], b.bounds[:0], b.text[:0], "", nil
}

// rec is row rr's record, once the batch is sent.
func (b *rawBatch) rec(rr *rawRec) string { return b.all[rr.from:rr.to] }

// newBad adds why row rec (of the batch) is not read as it is, to be set.
func (b *rawBatch) newBad(rec *rawRec) *rawBad {
	b.bads = append(b.bads, rawBad{})
	rec.bad = int32(len(b.bads))
	return &b.bads[len(b.bads)-1]
}

// bad is why row rr is not read as it is, or nil.
func (b *rawBatch) bad(rr *rawRec) *rawBad {
	if rr.bad == 0 {
		return nil
	}
	return &b.bads[rr.bad-1]
}

// keep appends the bytes of row rec to the batch's text.
func (b *rawBatch) keep(rec *rawRec, v []byte) {
	rec.from = len(b.text)
	b.text = append(b.text, v...)
	rec.to = len(b.text)
}

// strings makes the string the rows' records are cut from.
func (b *rawBatch) strings() { b.all = string(b.text) }

// runLength is how many rows, from the batch's row i, are of the valid
// session of row i: all the rows of its run, since a batch never splits a
// run (a session's only run when the log is grouped by session).
func (b *rawBatch) runLength(i int) int {
	n := 0
	for _, rr := range b.rows[i:] {
		if rr.idx != b.rows[i].idx {
			break
		}
		n++
	}
	return n
}

// rawRec is a row as split. It holds no pointer, so that appending it
// and handing it on cost no write barrier and the collector never scans
// it: its record is cut from the batch's string, the rare reasons kept
// apart (rawBad).
type rawRec struct {
	line int64
	skip int64 // rows of other windows skipped just before it
	idx  int
	// The record (its fields end to end, or the line as written) is
	// rawBatch.text[from:to]; bounds its values' in rawBatch.bounds.
	from   int
	to     int
	bounds int
	// int32 and in this order, so that a row is 64 bytes: one cache line
	// handed from the splitting goroutine to the parsing one.
	bad    int32 // 1 + the index of why it is not read as it is in rawBatch.bads, or 0
	fields int32 // 0 when the row has no values in the batch (a reject)
	utf8   bool  // every field of the record is valid UTF-8 (checkFields)
	// same: the row before it in the batch has the same session_id, both
	// rows of the header's number of fields (so in the same run).
	same bool
}

// rawBad is why a row is not read as it is.
type rawBad struct {
	syntax msg // why the row is unreadable, or empty
	// over is why a value is past its column's cap (overCol), or empty;
	// the record then holds only the session_id.
	over    msg
	overCol string
	round   int // its round_no, when it could be read
	// utf8 is why a field is not valid UTF-8 (utf8Col), or empty; the
	// row is read, and rejected for it.
	utf8    msg
	utf8Col string
}

// appendCols appends the bounds of the current record's contract values,
// in schema order ((0, 0) for an absent column), to to: the parser then
// finds a value without going through the header's order. It appends
// 2*maxSchemaCols of them whatever the table (those past its columns left
// as they were), so that the parser copies a row's as one array.
func (f *csvFile) appendCols(to []int32, r *csvReader) []int32 {
	n := len(to)
	to = slices.Grow(to, 2*maxSchemaCols)[:n+2*maxSchemaCols]
	dst := to[n : n+2*len(f.colAt)]
	if f.inOrder {
		// The header is the contract's columns in order: the first
		// fields' bounds are the values'.
		copy(dst, r.bounds[:len(dst)])
		return to
	}
	for j, i := range f.colAt {
		if i >= 0 {
			dst[2*j], dst[2*j+1] = r.bounds[2*i], r.bounds[2*i+1]
		} else {
			dst[2*j], dst[2*j+1] = 0, 0
		}
	}
	return to
}

// checkFields reports whether every field of the current record (contract
// column or not) is valid UTF-8, and else why the first that is not is
// not, and its column.
func (f *csvFile) checkFields(r *csvReader) (bool, msg, string) {
	// Fields separated by commas are valid UTF-8 when the record is;
	// quoted ones were joined without them.
	if r.ascii || !r.quoted && utf8.Valid(r.data) {
		return true, msg{}, ""
	}
	for k := 0; k < r.fields(); k++ {
		if v := r.field(k); !utf8.Valid(v) {
			return false, utf8Invalid(string(v)), f.header[k]
		}
	}
	return true, msg{}, ""
}

// startStream starts reading f; the first window (or the one pass)
// hashes it.
func (run *csvRun) startStream(f *csvFile, rows []int32) (*rowStream, error) {
	st, _, err := f.openStream(run.window == 0)
	if err != nil {
		return nil, err
	}
	rs := &rowStream{file: f, out: make(chan *groupBatch, 2), free: make(chan *groupBatch, 4), done: make(chan struct{}), gone: make(chan struct{}),
		onePass: run.onePass, unordered: &run.unordered}
	for range 3 {
		rs.free <- &groupBatch{}
	}
	raw, rawFree := make(chan *rawBatch, 2), make(chan *rawBatch, 4)
	for range 3 {
		rawFree <- &rawBatch{}
	}
	split := make(chan struct{})
	go func() {
		defer close(split)
		rs.split(st, &resolver{run: run, f: f}, raw, rawFree)
	}()
	go func() {
		rs.parse(raw, rawFree, rows)
		<-split
		close(rs.gone)
	}()
	return rs, nil
}

// split reads the records and hands them on in raw batches.
func (rs *rowStream) split(st *csvStream, res *resolver, out, free chan *rawBatch) {
	defer st.close()
	f := rs.file
	var skipped int64 // rows of other windows since the last row kept
	// resolved: the row read last was kept, with the header's number of
	// fields and its session resolved (res.same then compares with it).
	resolved := false
	for {
		var b *rawBatch
		select {
		case b = <-free:
		case <-rs.done:
			return
		}
		b.reset()
		resolved = false
		for {
			line, perr, err := st.next()
			if err != nil {
				b.err = err
				break
			}
			r := st.r
			idx := -1
			if perr == nil {
				idx = res.resolve(r)
			}
			if !res.run.wants(idx) {
				skipped++ // another window's: not parsed, not kept
				resolved = false
				continue
			}
			// The row is made in its slot, not on the stack and copied.
			n := len(b.rows)
			if n == cap(b.rows) {
				b.rows = slices.Grow(b.rows, 1)
			}
			b.rows = b.rows[:n+1]
			rec := &b.rows[n]
			*rec = rawRec{line: line, idx: idx, skip: skipped, from: len(b.text), to: len(b.text)}
			skipped = 0
			var bad *rawBad // why the row is not read as it is, if it is not
			switch {
			case perr != nil:
				bad = b.newBad(rec)
				bad.syntax = syntaxReason(perr)
			case r.fields() != len(f.header):
				bad = b.newBad(rec)
				bad.syntax = fieldCount(r.fields(), len(f.header))
			default:
				// The session_id of the row before, both read: the parser
				// need not compare them again.
				rec.same = resolved && res.same && n > 0
				rec.bounds = len(b.bounds)
				if over, overCol := f.oversize(r); overCol != "" {
					bad = b.newBad(rec)
					bad.over, bad.overCol = over, overCol
					// Not copied: only its session_id, to place the reject.
					if v := r.field(f.colAt[0]); len(v) <= maxIdent {
						b.keep(rec, v)
					}
					if f.table == TRounds || f.table == TBets {
						if i := f.colAt[1]; len(r.field(i)) <= maxShort {
							bad.round = roundNo(string(r.field(i)))
						}
					}
					break
				}
				rec.fields = int32(r.fields())
				b.keep(rec, r.data)
				b.bounds = f.appendCols(b.bounds, r)
				if ok, why, col := f.checkFields(r); ok {
					rec.utf8 = true
				} else {
					bad = b.newBad(rec)
					bad.utf8, bad.utf8Col = why, col
				}
			}
			resolved = perr == nil && r.fields() == len(f.header)
			// Past batchRows, end the batch where the next row starts
			// another run (it is read again from the next batch's start).
			if len(b.rows) >= batchRows && !res.same {
				if len(b.rows) > 1 && (bad == nil || bad.syntax.en == "") {
					// This row starts a new run: it goes first in the next batch.
					carry := *rec
					var carryBad rawBad
					if bad != nil {
						carryBad = *bad
						b.bads = b.bads[:carry.bad-1] // its reason is bad
					}
					b.rows = b.rows[:n]
					b.bounds = b.bounds[:carry.bounds]
					b.text = b.text[:carry.from]
					b.strings()
					select {
					case out <- b:
					case <-rs.done:
						return
					}
					select {
					case b = <-free:
					case <-rs.done:
						return
					}
					b.reset()
					last := carry
					carry.bounds, carry.from, carry.to, carry.same, carry.bad = 0, 0, 0, false, 0
					if last.to > last.from {
						// Its bytes are still the reader's record (r.data, or
						// the session_id field of an oversized row).
						if carryBad.overCol != "" {
							b.keep(&carry, r.field(f.colAt[0]))
						} else {
							b.keep(&carry, r.data)
						}
					}
					if carry.fields > 0 {
						b.bounds = f.appendCols(b.bounds, r)
					}
					if bad != nil {
						*b.newBad(&carry) = carryBad
					}
					b.rows = append(b.rows, carry)
					continue
				}
				break
			}
		}
		b.strings()
		select {
		case out <- b:
		case <-rs.done:
			return
		}
		if b.err != nil {
			return
		}
	}
}

// parse parses the raw batches into runs of rows. rows are the sessions'
// rows in this file (pass 1): the first run of each is parsed into a slice
// for all of them; nil in one pass (rs.onePass).
func (rs *rowStream) parse(in, free chan *rawBatch, rows []int32) {
	f := rs.file
	p := newParser(f.table)
	p.decimal = f.d.decimal
	p.pos = Pos{File: f.path, Table: f.table} // each row sets its line (resetLine)
	gb := &grouper{table: f.table}
	begun := make([]bool, len(rows)) // sessions whose first run was parsed
	top := -1                        // one pass: the latest session the file reached
	for {
		var rb *rawBatch
		select {
		case rb = <-in:
		case <-rs.done:
			return
		}
		var b *groupBatch
		select {
		case b = <-rs.free:
		case <-rs.done:
			return
		}
		b.groups, b.rows, b.err = b.groups[:0], 0, rb.err
		flush := func() {
			if gb.g != nil {
				g := gb.finish()
				b.groups = append(b.groups, g)
				b.rows += int(g.rows)
			}
		}
		for i := range rb.rows {
			rr := &rb.rows[i]
			rec := rb.rec(rr)
			if bad := rb.bad(rr); bad == nil {
				p.cutFrom(rec, rb.bounds[rr.bounds:rr.bounds+2*maxSchemaCols])
				p.resetLine(rr.line, rr.utf8)
			} else {
				pos := Pos{File: f.path, Table: f.table, Line: rr.line}
				switch {
				case bad.syntax.en != "":
					flush()
					gb.start("", "", -1, "")
					gb.g.skip = rr.skip
					gb.addSyntax(bad.syntax.reject(pos, "", "", 0))
					flush()
					continue
				case bad.overCol != "":
					p.setVals()
					clear(p.vals)
					p.vals[0] = rec
					p.reset(pos)
					p.fail(bad.overCol, bad.over)
					p.rej.Round = bad.round
				default:
					p.cutFrom(rec, rb.bounds[rr.bounds:rr.bounds+2*maxSchemaCols])
					p.resetLine(rr.line, rr.utf8)
					p.fail(bad.utf8Col, bad.utf8)
				}
			}
			if gb.g != nil && !rr.same && (gb.g.id != p.val(0) || gb.g.idx != rr.idx) {
				flush()
			}
			if gb.g == nil {
				n := 0
				switch {
				case rr.idx < 0:
				case rs.onePass && rr.idx < top:
					rs.unordered.Store(true)
					b.err = fmt.Errorf("%s: %w (rows of session %q after those of a later one)", f.path, ErrNotGrouped, p.val(0))
					select {
					case rs.out <- b:
					case <-rs.done:
					}
					return
				case rs.onePass:
					top = rr.idx
					n = rb.runLength(i)
				case !begun[rr.idx]:
					begun[rr.idx], n = true, int(rows[rr.idx])
				}
				gb.startSized(p.val(0), p.sid, rr.idx, "", n)
			}
			gb.g.skip += rr.skip
			gb.sameID = rr.same
			gb.add(p)
		}
		// A batch ends between runs: its last run is complete.
		flush()
		err := rb.err
		rb.all = "" // its rows' values are the sessions' now, not the batch's
		free <- rb
		select {
		case rs.out <- b:
		case <-rs.done:
			return
		}
		if err != nil {
			return
		}
	}
}

// next returns the next run of rows, or the error (io.EOF) that ended the
// file.
func (rs *rowStream) next() (*rowGroup, error) {
	for rs.cur == nil || rs.pos == len(rs.cur.groups) {
		if rs.cur != nil {
			if rs.cur.err != nil {
				rs.ended = rs.cur.err
			}
			rs.free <- rs.cur
			rs.cur = nil
		}
		if rs.ended != nil {
			return nil, rs.ended
		}
		rs.cur, rs.pos = <-rs.out, 0
	}
	g := rs.cur.groups[rs.pos]
	rs.cur.groups[rs.pos] = nil
	rs.pos++
	rs.row += g.skip + g.rows
	return g, nil
}

// stop ends the reading goroutine and waits for it.
func (rs *rowStream) stop() {
	select {
	case <-rs.done:
	default:
		close(rs.done)
	}
	<-rs.gone
}

// consume reads one run of rows of child stream k and attaches or rejects
// it.
func (run *csvRun) consume(k int) error {
	st := run.streams[k]
	first := st.row
	g, err := st.next()
	if err != nil {
		return err
	}
	if err := run.attach(k, g); err != nil {
		return err
	}
	if idx := g.idx; idx >= 0 {
		if last := run.last[k][idx]; last >= first && last < st.row {
			run.pending[idx]--
			if run.pending[idx] == 0 {
				return run.emit(idx)
			}
		}
	}
	return nil
}

// attach attaches run g of child stream k to its session, or rejects it.
func (run *csvRun) attach(k int, g *rowGroup) error {
	f := run.streams[k].file
	idx := g.idx
	var ref sessionRef
	switch {
	case g.id == "" && idx < 0:
		// Syntax rejects, or rows without a session_id: rejected for themselves.
	case idx >= 0:
		ref.sess = run.sess[idx]
		if ref.sess == nil {
			return fmt.Errorf("%s changed while being read", f.path)
		}
		if !run.started[idx] {
			run.started[idx] = true
			run.src.open++
			run.src.peak = max(run.src.peak, run.src.open)
		}
		if run.rows != nil {
			run.reserve(ref.sess, k, idx, g)
		}
	default:
		if e, ok := run.ids[g.id]; ok {
			ref.reason = e.reason
		} else {
			ref.reason = notInSessions(g.id, run.src.files[TSessions].path)
		}
	}
	run.src.attachGroup(f.table, g, ref)
	return nil
}

// reserve sizes the session's slice of table k for all its rows (counted in
// pass 1) when its first run is not all of them, so that the slice is not
// copied as later runs come.
func (run *csvRun) reserve(s *Session, k, idx int, g *rowGroup) {
	n := int(run.rows[k][idx])
	if int64(n) <= g.rows || cap(g.staff) >= n || cap(g.rounds) >= n || cap(g.bets) >= n || cap(g.events) >= n {
		return // all its rows, or a slice made for all of them
	}
	switch childTables[k] {
	case TStaff:
		if s.Staff == nil {
			s.Staff = make([]Staff, 0, n)
		}
	case TRounds:
		if s.Rounds == nil {
			s.Rounds = roundPool.get(n)
		}
	case TBets:
		if s.Bets == nil {
			s.Bets = betPool.get(n)
		}
	case TEvents:
		if s.Events == nil {
			s.Events = make([]Event, 0, n)
		}
	}
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
