package logs

import (
	"bytes"
	"encoding/binary"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math/bits"
)

// csvReader reads RFC 4180 records as encoding/csv does with its defaults
// (no comments, strict quotes, any number of fields, \r\n read as \n,
// empty lines skipped), with the same records, the same errors at the same
// lines and columns (a differential fuzz test holds it to that), but:
//
//   - the separator may be ';' (the Spanish spreadsheet dialect);
//   - it does not allocate per record: a record is its bytes and the bounds
//     of its fields, valid until the next call, and a caller that keeps a
//     record makes one string of it;
//   - its memory is bounded whatever it reads: a physical line longer than
//     maxLine ends the record there, a record whose fields hold more than
//     maxRecord bytes is read to its end but kept no further, and fields
//     past maxColumns are counted, not kept; all are errors of that record;
//   - a quoted value with a line break that does not close where its row
//     can end (still open at the end of the input, running on for more than
//     maxQuotedRun bytes, longer than any row the log contract allows, or
//     closing into a malformed row or one of another length than the
//     header) is an error of the record on the line where the quote opened,
//     and reading resumes on the next line: one stray quote cannot swallow
//     the rows after it into one record (encoding/csv reads on to the next
//     quote, or to the end of the input);
//   - it accounts for every physical line: each is a line of a record, or
//     empty (lines, accounted).
type csvReader struct {
	r     io.Reader
	comma byte
	buf   []byte // buf[off:end] is read and not yet consumed
	off   int
	end   int
	eof   bool  // r returned io.EOF
	err   error // r returned another error

	numLine int   // physical lines read
	offset  int64 // bytes consumed

	// Where to resume when a quoted value with a line break turns out not
	// to close where its row can end: the start of the line after the one
	// where it opened (mark < 0: none). fill keeps the buffer from mark on.
	mark       int
	markLine   int
	markOffset int64

	accounted int64 // lines of the records read (header included)
	blank     int64 // empty lines skipped

	want int // fields a row has (the header's), when known: a row that
	// ran on past its first line with another count is a stray quote's

	rec     []byte  // unquoted field contents (slow path)
	bounds  []int32 // field i is data[bounds[2i]:bounds[2i+1]], for the first maxColumns+1 fields (int32: a record is at most maxLine bytes)
	nfields int     // fields of the record, kept or not
	data    []byte  // the record: a line of the buffer (fast path) or rec
	line    int     // the line the record starts on
	quoted  bool    // data is rec, the fields' contents end to end (else the line as written)
	ascii   bool    // data is known to be ASCII (fast path): valid UTF-8 without a look
	longest int     // no value is longer than this (fast path), or -1: not known
	tooLong bool    // the record is past maxRecord: its content is dropped

	// keyOnly >= 0 (pass 1, which needs a row's session_id and its
	// number of fields only): a line without quotes gets the bounds of
	// its fields up to keyOnly and its count of fields, not every bound.
	keyOnly int
	// quoteAt (quoteFree): buf holds no quote from where it was last
	// searched up to quoteAt; 0 when not known (after fill or rewind).
	quoteAt int
}

// skipBOM skips a UTF-8 byte-order mark at the start of the input.
func (r *csvReader) skipBOM() {
	for r.end-r.off < 3 && !r.eof && r.err == nil {
		r.fill()
	}
	if r.end-r.off >= 3 && r.buf[r.off] == 0xEF && r.buf[r.off+1] == 0xBB && r.buf[r.off+2] == 0xBF {
		r.off += 3
		r.offset += 3
	}
}

// Limits of what one record may hold; past them the record is rejected.
const (
	maxLine    = 4 << 20 // bytes of one physical line
	maxRecord  = 4 << 20 // bytes of one record's fields
	maxColumns = 256     // fields of one record (and columns of a header)
	// maxQuotedRun is how far, in bytes as written, a row may run on past
	// the line where its first quoted value with a line break opened:
	// twice the largest free text and notations a row may hold (each quote
	// in them is written twice).
	maxQuotedRun = 2*(maxText+2*maxNotation) + 2
)

var (
	errLineTooLong   = fmt.Errorf("line longer than %d MiB", maxLine>>20)
	errRecordTooLong = fmt.Errorf("row longer than %d MiB", maxRecord>>20)
	errTooManyFields = fmt.Errorf("row has more than %d fields", maxColumns)
	// errUnclosed: a quote opened on the error's Line does not close where
	// its row can end: never, past maxQuotedRun, or into a malformed row.
	errUnclosed = errors.New("quote does not close within its row")
)

func newCSVReader(r io.Reader) *csvReader {
	return &csvReader{r: r, comma: ',', buf: make([]byte, 256<<10), mark: -1, keyOnly: -1, longest: -1}
}

// fill reads more input after buf[off:end], moving what is unread (and
// what is marked) to the front and growing the buffer up to maxLine when a
// line does not fit.
func (r *csvReader) fill() {
	keep := r.off
	if r.mark >= 0 && r.mark < keep {
		keep = r.mark
	}
	r.quoteAt = 0
	if keep > 0 {
		n := copy(r.buf, r.buf[keep:r.end])
		r.off, r.end = r.off-keep, n
		if r.mark >= 0 {
			r.mark -= keep
		}
	}
	if r.end == len(r.buf) {
		if len(r.buf) >= maxLine+2 {
			return
		}
		nb := make([]byte, min(2*len(r.buf), maxLine+2))
		copy(nb, r.buf[:r.end])
		r.buf = nb
	}
	for tries := 0; tries < 100 && !r.eof && r.err == nil; tries++ {
		n, err := r.r.Read(r.buf[r.end:])
		r.end += n
		if err == io.EOF {
			r.eof = true
		} else if err != nil {
			r.err = err
		}
		if n > 0 {
			return
		}
	}
}

// readLine returns the next line with its line ending ("\n" or "\r\n"),
// and at the end of the input without its final "\r" (as encoding/csv
// does). The line stays valid until the next call; the buffer is never
// written to, so that a line can be read again after a rewind. A line
// longer than maxLine is cut there, the rest of it skipped, and long is
// set. With limit > 0, a line longer than limit is left unread and long
// is set.
func (r *csvReader) readLine(limit int) (line []byte, long bool, err error) {
	scanned := 0
	for {
		if i := bytes.IndexByte(r.buf[r.off+scanned:r.end], '\n'); i >= 0 {
			line = r.buf[r.off : r.off+scanned+i+1]
			break
		}
		scanned = r.end - r.off
		if r.eof || r.err != nil {
			line = r.buf[r.off:r.end]
			break
		}
		if limit > 0 && scanned > limit {
			return nil, true, nil
		}
		if scanned > maxLine {
			// Skip to the end of this line without keeping it.
			long = true
			skipped := int64(r.end - r.off)
			r.off = r.end
			for {
				r.fill()
				if i := bytes.IndexByte(r.buf[r.off:r.end], '\n'); i >= 0 {
					r.off += i + 1
					skipped += int64(i + 1)
					break
				}
				skipped += int64(r.end - r.off)
				r.off = r.end
				if r.eof || r.err != nil {
					break
				}
			}
			r.numLine++
			r.offset += skipped
			return nil, true, nil
		}
		r.fill()
	}
	if limit > 0 && len(line) > limit {
		return nil, true, nil
	}
	r.off += len(line)
	if len(line) == 0 && r.err != nil {
		return nil, false, r.err
	}
	n := len(line)
	r.offset += int64(n)
	if n == 0 {
		return line, false, io.EOF
	}
	r.numLine++
	if r.off == r.end && r.eof && line[n-1] == '\r' {
		// For backwards compatibility, drop trailing \r before EOF.
		line = line[:n-1]
	}
	return line, false, nil
}

// lengthNL is the length of the line ending b ends with: 2 for "\r\n"
// (read as one "\n"), 1 for "\n", else 0.
func lengthNL(b []byte) int {
	n := len(b)
	switch {
	case n >= 2 && b[n-1] == '\n' && b[n-2] == '\r':
		return 2
	case n >= 1 && b[n-1] == '\n':
		return 1
	}
	return 0
}

// fields is the number of fields of the record read last.
func (r *csvReader) fields() int { return r.nfields }

// field returns field i of the record read last (i <= maxColumns).
func (r *csvReader) field(i int) []byte { return r.data[r.bounds[2*i]:r.bounds[2*i+1]] }

// rewind goes back to the mark: the line after the one where a quoted
// value that does not close within its row opened.
func (r *csvReader) rewind() {
	r.off, r.numLine, r.offset, r.mark = r.mark, r.markLine, r.markOffset, -1
	r.quoteAt = 0
}

// read reads the next record. At the end of the input it returns io.EOF; a
// record that breaks the syntax returns a *csv.ParseError (the next call
// reads on from the line after the error, as encoding/csv does, or from the
// line after the one where a quoted value that does not close within its
// row opened); a
// failure to read the input returns that error.
func (r *csvReader) read() error {
	if fastRecords {
		if r.keyOnly < 0 && r.fastRecord() || r.keyOnly >= 0 && r.keyLine() {
			return nil
		}
	}
	var line []byte
	var long bool
	var errRead error
	for errRead == nil {
		line, long, errRead = r.readLine(0)
		if errRead == nil && !long && len(line) == lengthNL(line) {
			r.blank++
			continue // Skip empty lines
		}
		break
	}
	if errRead == io.EOF {
		return io.EOF
	}
	if errRead != nil {
		return errRead
	}
	recLine := r.numLine
	err := r.record(line, long, recLine)
	r.accounted += int64(r.numLine - recLine + 1)
	return err
}

// record reads the record starting with line, on line recLine.
func (r *csvReader) record(line []byte, long bool, recLine int) error {
	r.line = recLine
	r.bounds = r.bounds[:0]
	r.nfields = 0
	r.tooLong, r.quoted, r.ascii, r.longest = false, false, false, -1
	if long {
		r.data = nil
		return &csv.ParseError{StartLine: recLine, Line: recLine, Column: 1, Err: errLineTooLong}
	}
	// Fast path: a line without quotes is its fields between separators.
	if bytes.IndexByte(line, '"') < 0 {
		body := line[:len(line)-lengthNL(line)]
		r.data = body
		if r.keyOnly >= 0 {
			return r.keyFields(body, recLine)
		}
		start := 0
		for {
			i := bytes.IndexByte(body[start:], r.comma)
			if r.nfields == maxColumns {
				// Count the rest, keep none of it.
				r.nfields += bytes.Count(body[start:], []byte{r.comma}) + 1
				return &csv.ParseError{StartLine: recLine, Line: recLine, Column: 1, Err: errTooManyFields}
			}
			r.nfields++
			if i < 0 {
				r.bounds = append(r.bounds, int32(start), int32(len(body)))
				return nil
			}
			r.bounds = append(r.bounds, int32(start), int32(start+i))
			start += i + 1
		}
	}
	// Pass 1 reads a line with simple quoted values in one scan too.
	if r.keyOnly >= 0 && fastRecords && r.scanFast(line) == len(line) {
		return nil
	}
	return r.readQuoted(line, recLine)
}

// keyFields is record's fast path in keyOnly mode: the count of fields and
// the bounds of the first keyOnly+1 of them.
func (r *csvReader) keyFields(body []byte, recLine int) error {
	r.nfields = bytes.Count(body, []byte{r.comma}) + 1
	if r.nfields > maxColumns {
		r.bounds = r.bounds[:0]
		return &csv.ParseError{StartLine: recLine, Line: recLine, Column: 1, Err: errTooManyFields}
	}
	start := 0
	for i := 0; i <= r.keyOnly && i < r.nfields; i++ {
		end := len(body)
		if j := bytes.IndexByte(body[start:], r.comma); j >= 0 {
			end = start + j
		}
		r.bounds = append(r.bounds, int32(start), int32(end))
		start = end + 1
	}
	return nil
}

// fastRecords turns fastRecord on (off only in tests that compare it with
// the path it shortens).
var fastRecords = true

// Bytes broadcast to the eight lanes of a word, for fastRecord's scan.
const (
	lanes01 = 0x0101010101010101
	lanes7f = 0x7f7f7f7f7f7f7f7f
)

// zeroLanes has the high bit of each lane of x that is zero, and no other
// bit (exact: no borrow crosses lanes).
func zeroLanes(x uint64) uint64 { return ^(((x & lanes7f) + lanes7f) | x | lanes7f) }

// fastRecord reads the next record when it is the common case (see
// scanFast) in one scan. It reports false, having consumed nothing, for
// anything else, which read then reads as before.
func (r *csvReader) fastRecord() bool {
	buf := r.buf[r.off:r.end]
	i := bytes.IndexByte(buf, '\n')
	if i <= 0 || buf[0] == '\r' {
		return false // the line goes on past what is read, or is empty
	}
	var n int
	if r.quoteFree(r.off + i) {
		n = r.scanPlain(buf[:i+1])
	} else {
		n = r.scanFast(buf)
	}
	if n == 0 {
		return false
	}
	r.off += n
	r.offset += int64(n)
	r.numLine++
	r.line = r.numLine
	r.accounted++
	return true
}

// scanFast reads the record that starts buf when it is a whole line (with
// its line end), not empty, with at most maxColumns fields, without quotes
// but around whole values that hold no quote and no line break, finding
// its separators, quotes and line end in one scan of eight bytes at a
// time. It sets the record (data is the line, a quoted value's bounds its
// content's; in keyOnly mode the bounds are keyFields') and returns the
// line's length, or 0, having set nothing but r.bounds' array, for any
// other line.
func (r *csvReader) scanFast(buf []byte) int {
	if len(buf) == 0 || buf[0] == '\n' || buf[0] == '\r' {
		return 0
	}
	sep, quote, nl := uint64(r.comma)*lanes01, uint64('"')*lanes01, uint64('\n')*lanes01
	keep := maxColumns // fields whose bounds are kept
	if r.keyOnly >= 0 {
		keep = r.keyOnly + 1
	}
	bounds := r.bounds[:0]
	start, n := 0, 0 // the current field's start, and its index
	longest := 0     // the longest field so far (quotes included)
	i := 0
	// high collects the top bit of every byte scanned (some past the line
	// end too): zero means the line is ASCII, so valid UTF-8. A quoted
	// value's content is skipped, not scanned: the line is then not
	// known to be ASCII.
	var high uint64
	// The loops below are written out (no closures) so that their state
	// stays in registers.
scan:
	for i+8 <= len(buf) {
		w := binary.LittleEndian.Uint64(buf[i:])
		high |= w
		m := zeroLanes(w^sep) | zeroLanes(w^quote) | zeroLanes(w^nl)
		for m != 0 {
			j := i + bits.TrailingZeros64(m)>>3
			m &= m - 1
			switch buf[j] {
			case '"':
				q := r.simpleQuoted(buf, start, j)
				if q < 0 {
					return 0
				}
				if n < keep {
					bounds = append(bounds, int32(j+1), int32(q))
				}
				high |= lanes01 << 7
				i = q + 1
				continue scan
			case '\n':
				return r.endScan(buf[:j+1], bounds, start, n, keep, high, longest)
			default:
				if n+1 >= maxColumns {
					return 0
				}
				if n < keep && len(bounds) < 2*(n+1) {
					bounds = append(bounds, int32(start), int32(j))
				}
				longest = max(longest, j-start)
				n++
				start = j + 1
			}
		}
		i += 8
	}
	for ; i < len(buf); i++ {
		high |= uint64(buf[i])
		switch buf[i] {
		case '"':
			q := r.simpleQuoted(buf, start, i)
			if q < 0 {
				return 0
			}
			if n < keep {
				bounds = append(bounds, int32(i+1), int32(q))
			}
			high |= lanes01 << 7
			i = q // the loop's i++ goes on after the closing quote
		case '\n':
			return r.endScan(buf[:i+1], bounds, start, n, keep, high, longest)
		case r.comma:
			if n+1 >= maxColumns {
				return 0
			}
			if n < keep && len(bounds) < 2*(n+1) {
				bounds = append(bounds, int32(start), int32(i))
			}
			longest = max(longest, i-start)
			n++
			start = i + 1
		}
	}
	return 0 // the line goes on past what is read
}

// simpleQuoted returns where the quoted value opening at buf[j] closes, or
// -1 when it is not of the simple form scanFast reads: opening its field
// (at start), closing on the same line, holding no quote, and followed by
// a separator or the line end.
func (r *csvReader) simpleQuoted(buf []byte, start, j int) int {
	if j != start {
		return -1 // a quote inside an unquoted value: an error
	}
	q := bytes.IndexByte(buf[j+1:], '"')
	if q < 0 {
		return -1
	}
	q += j + 1
	if bytes.IndexByte(buf[j+1:q], '\n') >= 0 || q+1 >= len(buf) {
		return -1 // runs on past its line, or past what is read
	}
	switch c := buf[q+1]; {
	case c == r.comma, c == '\n', c == '\r' && q+2 < len(buf) && buf[q+2] == '\n':
		return q
	}
	return -1 // a doubled quote, or text after the closing one
}

// endScan ends scanFast's record at the end of line: the current field,
// n, starts at start.
func (r *csvReader) endScan(line []byte, bounds []int32, start, n, keep int, high uint64, longest int) int {
	body := line[:len(line)-lengthNL(line)]
	r.longest = max(longest, len(body)-start)
	if n < keep && len(bounds) < 2*(n+1) {
		bounds = append(bounds, int32(start), int32(len(body)))
	}
	r.bounds, r.nfields, r.data = bounds, n+1, body
	r.tooLong, r.quoted = false, false
	r.ascii = high&(lanes01<<7) == 0
	return len(line)
}

// readQuoted is encoding/csv's readRecord for a record with quotes, but
// for a quoted value that does not close within its row (see csvReader).
func (r *csvReader) readQuoted(line []byte, recLine int) error {
	var err error
	var errRead error
	r.rec = r.rec[:0]
	r.mark = -1
	defer func() { r.mark = -1 }()
	span := false // a quoted value ran on past its line: the mark is its opening
	pos := struct{ line, col int }{r.numLine, 1}
	appendRec := func(b []byte) {
		if r.tooLong {
			return
		}
		if len(r.rec)+len(b) > maxRecord {
			r.tooLong = true
			return
		}
		r.rec = append(r.rec, b...)
	}
	endField := func() {
		r.nfields++
		if r.nfields <= maxColumns {
			r.bounds = append(r.bounds, int32(len(r.rec)))
		}
	}
	// unclosed rejects the record from its start to the line where the
	// quoted value that ran on opened, and goes back to the line after it:
	// one stray quote must not take the rows after it along.
	unclosed := func() error {
		opened := r.markLine
		r.rewind()
		r.bounds = r.bounds[:0]
		return &csv.ParseError{StartLine: recLine, Line: opened, Column: 1, Err: errUnclosed}
	}
	// bounds hold the end of each field here; starts are filled in below.
parseField:
	for {
		if len(line) == 0 || line[0] != '"' {
			// Non-quoted string field
			i := bytes.IndexByte(line, r.comma)
			field := line
			if i >= 0 {
				field = field[:i]
			} else {
				field = field[:len(field)-lengthNL(field)]
			}
			// Check to make sure a quote does not appear in field.
			if j := bytes.IndexByte(field, '"'); j >= 0 {
				col := pos.col + j
				err = &csv.ParseError{StartLine: recLine, Line: r.numLine, Column: col, Err: csv.ErrBareQuote}
				break parseField
			}
			appendRec(field)
			endField()
			if i >= 0 {
				line = line[i+1:]
				pos.col += i + 1
				continue parseField
			}
			break parseField
		} else {
			// Quoted string field
			line = line[1:]
			pos.col++
			if !span {
				r.mark, r.markLine, r.markOffset = r.off, r.numLine, r.offset
			}
			for {
				i := bytes.IndexByte(line, '"')
				if i >= 0 {
					// Hit next quote.
					appendRec(line[:i])
					line = line[i+1:]
					pos.col += i + 1
					switch {
					case len(line) > 0 && line[0] == '"':
						// `""` sequence (append quote).
						appendRec(line[:1])
						line = line[1:]
						pos.col++
					case len(line) > 0 && line[0] == r.comma:
						// `",` sequence (end of field).
						line = line[1:]
						pos.col++
						endField()
						if !span {
							r.mark = -1
						}
						continue parseField
					case lengthNL(line) == len(line):
						// `"\n` sequence (end of line).
						endField()
						break parseField
					default:
						// `"*` sequence (invalid non-escaped quote).
						err = &csv.ParseError{StartLine: recLine, Line: r.numLine, Column: pos.col - 1, Err: csv.ErrQuote}
						break parseField
					}
				} else if len(line) > 0 {
					// Hit end of line (copy all data so far, "\r\n" as "\n").
					if nl := lengthNL(line); nl == 2 {
						appendRec(line[:len(line)-2])
						appendRec(line[len(line)-1:])
					} else {
						appendRec(line)
					}
					if errRead != nil {
						break parseField
					}
					pos.col += len(line) - max(lengthNL(line)-1, 0)
					span = true
					room := maxQuotedRun - int(r.offset-r.markOffset)
					if room <= 0 {
						return unclosed()
					}
					var long bool
					line, long, errRead = r.readLine(room)
					if long {
						return unclosed()
					}
					if len(line) > 0 {
						pos.line++
						pos.col = 1
					}
					if errRead == io.EOF {
						errRead = nil
					}
				} else {
					// Abrupt end of file (EOF or error).
					if errRead == nil {
						if r.eof && r.off == r.end {
							return unclosed()
						}
						err = &csv.ParseError{StartLine: recLine, Line: pos.line, Column: pos.col, Err: csv.ErrQuote}
						break parseField
					}
					endField()
					break parseField
				}
			}
		}
	}
	if err == nil {
		err = errRead
	}
	if err == nil && r.tooLong {
		err = &csv.ParseError{StartLine: recLine, Line: r.numLine, Column: 1, Err: errRecordTooLong}
	}
	if err == nil && r.nfields > maxColumns {
		err = &csv.ParseError{StartLine: recLine, Line: r.numLine, Column: 1, Err: errTooManyFields}
	}
	if _, syntax := err.(*csv.ParseError); span && (syntax || err == nil && r.want > 0 && r.nfields != r.want) {
		return unclosed()
	}
	// bounds hold field ends: make them (start, end) pairs.
	ends := len(r.bounds)
	r.bounds = append(r.bounds, r.bounds...)
	prev := int32(0)
	for i := 0; i < ends; i++ {
		e := r.bounds[ends+i]
		r.bounds[2*i], r.bounds[2*i+1] = prev, e
		prev = e
	}
	r.bounds = r.bounds[:2*ends]
	r.data, r.quoted = r.rec, true
	return err
}

// next reads the next record: nil, its syntax error, or the error that
// ended the input (io.EOF at its end).
func (r *csvReader) next() (perr *csv.ParseError, err error) {
	err = r.read()
	if pe, ok := isParseError(err); ok {
		return pe, nil
	}
	return nil, err
}

// isParseError reports whether err is a syntax error of one record (the
// reader goes on after it), as opposed to a failure to read the input.
func isParseError(err error) (*csv.ParseError, bool) {
	if err == nil {
		return nil, false // without errors.As, whose target escapes: one allocation per row
	}
	var pe *csv.ParseError
	ok := errors.As(err, &pe)
	return pe, ok
}
