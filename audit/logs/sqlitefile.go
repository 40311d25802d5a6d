package logs

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
)

// This file reads the SQLite file format directly (https://sqlite.org/fileformat.html),
// read-only, for the common case of a log database: a rowid table read in
// the order of an index on session_id. Going through the SQL engine costs
// about 2 µs a row, most of it in moving each value out of the engine; this
// reader decodes a row in a fraction of that. Anything it does not handle
// (UTF-16, WITHOUT ROWID, generated columns, INTEGER PRIMARY KEY, defaults,
// no usable index) is left to the SQL engine by the caller, which decides
// per table from the schema. It never trusts the file: every offset, size
// and page number is checked, and a file that does not hold up is reported
// as a corrupt database, never read out of bounds.

// dbFile is an SQLite database file opened for reading.
type dbFile struct {
	path     string
	f        *os.File
	shared   *sharedReads // the hash's reads, when it reads this file (nil: none)
	pageSize int
	usable   int    // page size less the reserved bytes at the end of each page
	pages    uint32 // pages in the database
	encoding uint32 // 1 UTF-8, 2 UTF-16le, 3 UTF-16be
}

var errCorrupt = errors.New("the database file is corrupt")

func openDBFile(path string) (*dbFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	d := &dbFile{path: path, f: f}
	if err := d.readHeader(); err != nil {
		f.Close()
		return nil, err
	}
	return d, nil
}

func (d *dbFile) close() error { return d.f.Close() }

func (d *dbFile) readHeader() error {
	h := make([]byte, 100)
	if _, err := d.f.ReadAt(h, 0); err != nil {
		return fmt.Errorf("%w: header unreadable (%v)", errCorrupt, err)
	}
	if string(h[:16]) != sqliteMagic {
		return fmt.Errorf("%w: no SQLite header", errCorrupt)
	}
	ps := int(binary.BigEndian.Uint16(h[16:18]))
	if ps == 1 {
		ps = 65536
	}
	if ps < 512 || ps > 65536 || ps&(ps-1) != 0 {
		return fmt.Errorf("%w: page size %d", errCorrupt, ps)
	}
	d.pageSize = ps
	d.usable = ps - int(h[20])
	if d.usable < 480 {
		return fmt.Errorf("%w: %d reserved bytes per page", errCorrupt, h[20])
	}
	st, err := d.f.Stat()
	if err != nil {
		return err
	}
	filePages := st.Size() / int64(ps)
	d.pages = uint32(min(filePages, math.MaxUint32))
	if n := binary.BigEndian.Uint32(h[28:32]); n != 0 && binary.BigEndian.Uint32(h[24:28]) == binary.BigEndian.Uint32(h[92:96]) && int64(n) <= filePages {
		d.pages = n
	}
	d.encoding = binary.BigEndian.Uint32(h[56:60])
	return nil
}

// readPage reads page no into buf (len pageSize).
func (d *dbFile) readPage(no uint32, buf []byte) error {
	if no == 0 || no > d.pages {
		return fmt.Errorf("%w: page %d out of range (1..%d)", errCorrupt, no, d.pages)
	}
	if readHook != nil {
		readHook(d.pageSize)
	}
	if _, err := d.f.ReadAt(buf[:d.pageSize], int64(no-1)*int64(d.pageSize)); err != nil {
		return fmt.Errorf("%w: page %d unreadable (%v)", errCorrupt, no, err)
	}
	return nil
}

// B-tree page types.
const (
	pageInteriorIndex = 2
	pageInteriorTable = 5
	pageLeafIndex     = 10
	pageLeafTable     = 13
)

// page is one b-tree page, parsed.
type page struct {
	no    uint32
	data  []byte
	kind  byte
	cells int
	hdr   int // offset of the b-tree header (100 on page 1)
	right uint32
}

func (d *dbFile) parsePage(no uint32, data []byte) (*page, error) {
	p := &page{no: no, data: data}
	if no == 1 {
		p.hdr = 100
	}
	if len(data) < p.hdr+8 {
		return nil, fmt.Errorf("%w: page %d too short", errCorrupt, no)
	}
	p.kind = data[p.hdr]
	p.cells = int(binary.BigEndian.Uint16(data[p.hdr+3:]))
	ptrs := p.hdr + 8
	switch p.kind {
	case pageInteriorIndex, pageInteriorTable:
		ptrs += 4
		if len(data) < p.hdr+12 {
			return nil, fmt.Errorf("%w: page %d too short", errCorrupt, no)
		}
		p.right = binary.BigEndian.Uint32(data[p.hdr+8:])
	case pageLeafIndex, pageLeafTable:
	default:
		return nil, fmt.Errorf("%w: page %d is not a b-tree page (type %d)", errCorrupt, no, p.kind)
	}
	if ptrs+2*p.cells > d.usable {
		return nil, fmt.Errorf("%w: page %d claims %d cells", errCorrupt, no, p.cells)
	}
	return p, nil
}

// cell returns the offset of cell i, checked to lie in the page.
func (d *dbFile) cell(p *page, i int) (int, error) {
	base := p.hdr + 8
	if p.kind == pageInteriorIndex || p.kind == pageInteriorTable {
		base += 4
	}
	off := int(binary.BigEndian.Uint16(p.data[base+2*i:]))
	if off < base+2*p.cells || off >= d.usable {
		return 0, fmt.Errorf("%w: page %d, cell %d at offset %d", errCorrupt, p.no, i, off)
	}
	return off, nil
}

// varint reads an SQLite varint at b[i:], returning the value and the
// offset after it, or ok false when b ends first.
func varint[T string | []byte](b T, i int) (v uint64, next int, ok bool) {
	for n := 0; n < 8; n++ {
		if i >= len(b) {
			return 0, i, false
		}
		c := b[i]
		i++
		v = v<<7 | uint64(c&0x7f)
		if c < 0x80 {
			return v, i, true
		}
	}
	if i >= len(b) {
		return 0, i, false
	}
	return v<<8 | uint64(b[i]), i + 1, true
}

// localPayload is how many bytes of a payload of size p sit in the cell
// (the rest is on overflow pages), for a table leaf or an index page.
func (d *dbFile) localPayload(p uint64, table bool) int {
	u := uint64(d.usable)
	x := u - 35
	if !table {
		x = (u-12)*64/255 - 23
	}
	if p <= x {
		return int(p)
	}
	m := (u-12)*32/255 - 23
	k := m + (p-m)%(u-4)
	if k <= x {
		return int(k)
	}
	return int(m)
}

// payload returns the payload of the cell at off (after its header
// varints, of total size size): the local bytes, followed through the
// overflow pages into buf when it does not fit. limit caps the size read;
// a larger payload returns tooLong and no bytes.
func (d *dbFile) payload(p *page, off int, size uint64, table bool, buf []byte, limit int) (out []byte, tooLong bool, err error) {
	local := d.localPayload(size, table)
	if off+local > d.usable {
		return nil, false, fmt.Errorf("%w: page %d, payload of %d bytes at offset %d", errCorrupt, p.no, local, off)
	}
	if uint64(local) == size {
		return p.data[off : off+local], false, nil
	}
	if size > uint64(limit) {
		return nil, true, nil
	}
	if off+local+4 > d.usable {
		return nil, false, fmt.Errorf("%w: page %d, overflow pointer at offset %d", errCorrupt, p.no, off+local)
	}
	buf = append(buf[:0], p.data[off:off+local]...)
	next := binary.BigEndian.Uint32(p.data[off+local:])
	page := make([]byte, d.pageSize)
	for uint64(len(buf)) < size {
		if next == 0 {
			return nil, false, fmt.Errorf("%w: page %d, overflow chain ends early", errCorrupt, p.no)
		}
		if err := d.readPage(next, page); err != nil {
			return nil, false, err
		}
		n := min(uint64(d.usable-4), size-uint64(len(buf)))
		buf = append(buf, page[4:4+n]...)
		next = binary.BigEndian.Uint32(page)
	}
	return buf, false, nil
}

// value is one column of a record: its serial type and its bytes.
type value struct {
	typ  uint64
	data []byte
}

// decodeRecord splits a record into its values (appended to vals).
func decodeRecord(rec []byte, vals []value) ([]value, error) {
	// Two values whose serial types take a byte each, as an entry of an
	// index on session_id is (the key, then the rowid): no varint to read.
	if len(rec) >= 3 && rec[0] == 3 && rec[1] < 0x80 && rec[2] < 0x80 {
		t1, t2 := uint64(rec[1]), uint64(rec[2])
		n1, ok1 := serialSize(t1, len(rec))
		n2, ok2 := serialSize(t2, len(rec))
		if ok1 && ok2 && 3+n1+n2 <= len(rec) {
			return append(vals, value{t1, rec[3 : 3+n1]}, value{t2, rec[3+n1 : 3+n1+n2]}), nil
		}
	}
	return decodeRecordAny(rec, vals)
}

// decodeRecordAny is decodeRecord for any record.
func decodeRecordAny(rec []byte, vals []value) ([]value, error) {
	hlen, i, ok := varint(rec, 0)
	if !ok || hlen > uint64(len(rec)) || hlen < uint64(i) {
		return nil, fmt.Errorf("%w: record header", errCorrupt)
	}
	body := int(hlen)
	for i < int(hlen) {
		var t uint64
		t, i, ok = varint(rec[:hlen], i)
		if !ok {
			return nil, fmt.Errorf("%w: record header", errCorrupt)
		}
		n, ok := serialSize(t, len(rec))
		if !ok {
			return nil, fmt.Errorf("%w: %s", errCorrupt, serialProblem(t))
		}
		if body+n > len(rec) {
			return nil, fmt.Errorf("%w: record shorter than its header", errCorrupt)
		}
		vals = append(vals, value{t, rec[body : body+n]})
		body += n
	}
	return vals, nil
}

// serialSize is the number of bytes a value of serial type t takes in a
// record of recLen bytes; ok false for the reserved types 10 and 11 and for
// a length no such record could hold (serialProblem says which). Text and
// blobs (12 and up) come first: they are most of a log's values.
func serialSize(t uint64, recLen int) (n int, ok bool) {
	switch {
	case t >= 12:
		return int((t - 12) / 2), t <= uint64(recLen)*2+13
	case t <= 4:
		return int(t), true
	case t == 5:
		return 6, true
	case t == 6 || t == 7:
		return 8, true
	}
	return 0, t == 8 || t == 9
}

// serialProblem says why serialSize refused serial type t.
func serialProblem(t uint64) string {
	if t >= 12 {
		return fmt.Sprintf("record value of %d bytes", (t-12)/2)
	}
	return fmt.Sprintf("record serial type %d", t)
}

// integer is the value of an integer serial type.
func (v value) integer() int64 {
	switch v.typ {
	case 8:
		return 0
	case 9:
		return 1
	}
	var x int64
	if len(v.data) > 0 && v.data[0]&0x80 != 0 {
		x = -1
	}
	for _, c := range v.data {
		x = x<<8 | int64(c)
	}
	return x
}

// isText reports whether v is TEXT (or NULL, read as empty text).
func (v value) isTextOrNull() bool { return v.typ == 0 || (v.typ >= 13 && v.typ%2 == 1) }

// appendText appends the value as the contract reads it (see text in
// sqlite.go): text and blobs as their bytes, numbers in decimal, NULL as
// nothing.
func (v value) appendText(b []byte) []byte {
	switch {
	case v.typ == 0:
		return b
	case v.typ <= 6 || v.typ == 8 || v.typ == 9:
		return strconv.AppendInt(b, v.integer(), 10)
	case v.typ == 7:
		return strconv.AppendFloat(b, math.Float64frombits(binary.BigEndian.Uint64(v.data)), 'f', -1, 64)
	}
	return append(b, v.data...)
}

// btreeCursor walks an index b-tree in order, or a table b-tree in rowid
// order from any row it is put on. It keeps its pages, so that a walk reads
// each page once and finding rows in rowid order reads each leaf once.
type btreeCursor struct {
	d      *dbFile
	root   uint32
	stack  []level          // the path from the root
	inner  map[uint32]*page // table: interior pages met
	buf    []byte           // payload assembled from overflow pages
	walked uint32           // pages loaded (table: since the last row), at most the file's pages
	spare  []byte           // a page buffer to reuse
	ahead  readAhead
	share  *shareReader // its place among the readers of d.shared (nil: none)
}

// tableCursor returns a cursor on the table b-tree at root, reading its
// pages from the chunks it shares with the other tables' cursors and the
// hash when the file has them (d.shared).
func (d *dbFile) tableCursor(root uint32) *btreeCursor {
	c := &btreeCursor{d: d, root: root}
	if d.shared != nil {
		c.share = d.shared.reader()
	}
	return c
}

// finish tells that the cursor reads no more.
func (c *btreeCursor) finish() {
	if c.share != nil {
		c.d.shared.done(c.share)
	}
}

// readAhead holds the pages after the last one a cursor read from the
// file: a table's pages mostly follow each other (rows written in session
// order), so one read of many pages serves the next loads instead of one
// read per page. Along a run the window doubles, from aheadMin to
// aheadMax: a system call costs here about what copying 128 KiB does, so
// a long run is read in few calls, and a run that ends soon wastes at most
// about what it used.
type readAhead struct {
	first uint32 // the first page held (0: none)
	n     uint32 // pages held
	last  uint32 // the page loaded last
	size  int    // bytes of the last window read (0: none along this run)
	buf   []byte
}

// Window sizes of readAhead, and how far forward a load may skip (pages of
// other tables between this one's) and still go on with the run: past
// aheadSkip, the pages skipped would cost more to copy than a read of the
// page alone.
const (
	aheadMin  = 64 << 10
	aheadMax  = 1 << 20
	aheadSkip = 128 << 10
)

type level struct {
	p *page
	i int // next cell to visit
}

const maxDepth = 40 // deeper than any real b-tree: a cycle in a corrupt file

// maxInnerCache bounds the interior pages a table cursor keeps (bytes).
const maxInnerCache = 8 << 20

func (d *dbFile) load(no uint32) (*page, error) { return d.loadInto(no, nil) }

// loadInto reads page no into data when it is a spare buffer of a page's
// size (else into a new one).
func (d *dbFile) loadInto(no uint32, data []byte) (*page, error) {
	if len(data) != d.pageSize {
		data = make([]byte, d.pageSize)
	}
	if err := d.readPage(no, data); err != nil {
		return nil, err
	}
	return d.parsePage(no, data)
}

// spare is the buffer of a page the cursor no longer needs, reused for the
// next page it loads (nothing read from a page is kept past the next row).
func (c *btreeCursor) reuse(p *page) {
	if p != nil && c.spare == nil {
		c.spare = p.data
	}
}

func (c *btreeCursor) load(no uint32) (*page, error) {
	buf := c.spare
	c.spare = nil
	d := c.d
	a := &c.ahead
	if no == 0 || no > d.pages {
		return d.loadInto(no, buf) // the error of a page out of range
	}
	onward := no > a.last && int(no-a.last) <= max(1, aheadSkip/d.pageSize)
	a.last = no
	if c.share != nil {
		// The chunks shared with the other tables' cursors and the hash
		// (sqliteshare.go), else the page alone.
		if len(buf) != d.pageSize {
			buf = make([]byte, d.pageSize)
		}
		if d.shared.page(c.share, d.f, int64(no-1)*int64(d.pageSize), buf, onward) {
			return d.parsePage(no, buf)
		}
		return d.loadInto(no, buf)
	}
	if a.first == 0 || no < a.first || no >= a.first+a.n {
		if !onward {
			a.size = 0
			return d.loadInto(no, buf) // a jump: read ahead only along a run
		}
		// Read the window from this page on, as far as the file goes,
		// twice the last one along a run.
		a.size = min(max(2*a.size, aheadMin), aheadMax)
		n := uint32(max(1, a.size/d.pageSize))
		n = min(n, d.pages-no+1)
		if len(a.buf) < int(n)*d.pageSize {
			a.buf = make([]byte, int(n)*d.pageSize)
		}
		if readHook != nil {
			readHook(int(n) * d.pageSize)
		}
		if _, err := d.f.ReadAt(a.buf[:int(n)*d.pageSize], int64(no-1)*int64(d.pageSize)); err != nil {
			a.first = 0
			return d.loadInto(no, buf) // read alone, with its own error
		}
		a.first, a.n = no, n
	}
	if len(buf) != d.pageSize {
		buf = make([]byte, d.pageSize)
	}
	off := int(no-a.first) * d.pageSize
	copy(buf, a.buf[off:off+d.pageSize])
	return d.parsePage(no, buf)
}

// indexEntry is one entry of an index: its key columns and the rowid.
type indexEntry struct {
	vals  []value
	rowid int64
}

// nextEntry returns the next entry of the index walk, or ok false at the
// end. The entry's bytes stay valid until the next call.
func (c *btreeCursor) nextEntry(vals []value) (e indexEntry, ok bool, err error) {
	if c.stack == nil {
		p, err := c.load(c.root)
		if err != nil {
			return e, false, err
		}
		if p.kind != pageInteriorIndex && p.kind != pageLeafIndex {
			return e, false, fmt.Errorf("%w: page %d is not an index page", errCorrupt, p.no)
		}
		c.stack = []level{{p, 0}}
	}
	for len(c.stack) > 0 {
		top := &c.stack[len(c.stack)-1]
		p := top.p
		if p.kind == pageLeafIndex {
			if top.i >= p.cells {
				c.reuse(p)
				c.stack = c.stack[:len(c.stack)-1]
				continue
			}
			off, err := c.d.cell(p, top.i)
			if err != nil {
				return e, false, err
			}
			top.i++
			e, err = c.entry(p, off, vals)
			return e, err == nil, err
		}
		// Interior: left child of cell i, then cell i, ...; then the right child.
		if top.i > 2*p.cells {
			c.stack = c.stack[:len(c.stack)-1]
			continue
		}
		i := top.i
		top.i++
		var child uint32
		if i%2 == 1 {
			off, err := c.d.cell(p, i/2)
			if err != nil {
				return e, false, err
			}
			if off+4 > c.d.usable {
				return e, false, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
			}
			e, err = c.entry(p, off+4, vals)
			return e, err == nil, err
		}
		if i == 2*p.cells {
			child = p.right
		} else {
			off, err := c.d.cell(p, i/2)
			if err != nil {
				return e, false, err
			}
			if off+4 > c.d.usable {
				return e, false, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
			}
			child = binary.BigEndian.Uint32(p.data[off:])
		}
		if len(c.stack) >= maxDepth {
			return e, false, fmt.Errorf("%w: index b-tree deeper than %d pages", errCorrupt, maxDepth)
		}
		// A walk loads each page of a sound b-tree once: more loads than
		// the file has pages means a page is reached twice (a cycle).
		if c.walked++; c.walked > c.d.pages {
			return e, false, fmt.Errorf("%w: index b-tree reaches a page twice", errCorrupt)
		}
		cp, err := c.load(child)
		if err != nil {
			return e, false, err
		}
		if cp.kind != pageInteriorIndex && cp.kind != pageLeafIndex {
			return e, false, fmt.Errorf("%w: page %d is not an index page", errCorrupt, cp.no)
		}
		c.stack = append(c.stack, level{cp, 0})
	}
	return e, false, nil
}

// entry decodes the index cell whose payload size varint is at off.
func (c *btreeCursor) entry(p *page, off int, vals []value) (indexEntry, error) {
	size, at, ok := varint(p.data[:c.d.usable], off)
	if !ok {
		return indexEntry{}, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
	}
	pl, tooLong, err := c.d.payload(p, at, size, false, c.buf, maxRecord)
	if err != nil {
		return indexEntry{}, err
	}
	if tooLong {
		return indexEntry{}, fmt.Errorf("%w: an index key of %d bytes", errCorrupt, size)
	}
	if len(pl) > 0 && &pl[0] != &p.data[at] {
		c.buf = pl
	}
	vs, err := decodeRecord(pl, vals[:0])
	if err != nil {
		return indexEntry{}, fmt.Errorf("page %d: %w", p.no, err)
	}
	if len(vs) < 2 || vs[len(vs)-1].typ == 0 || vs[len(vs)-1].typ > 9 || vs[len(vs)-1].typ == 7 {
		return indexEntry{}, fmt.Errorf("%w: page %d, index entry without rowid", errCorrupt, p.no)
	}
	return indexEntry{vals: vs, rowid: vs[len(vs)-1].integer()}, nil
}

// A table b-tree is walked in rowid order (nextCell), and the walk can be
// put on any row (seekCell) and go on from there: rows read in step with an
// index whose rowids mostly follow the table's order cost one step each, a
// seek only where the order jumps. The position of the walk (path) is the
// path from the root, which tells apart two visits of a page that a damaged
// or crafted b-tree reaches twice.

// page returns page no, from the interior pages kept (a seek descends
// through the same few) or the file.
func (c *btreeCursor) page(no uint32) (*page, error) {
	if p, ok := c.inner[no]; ok {
		return p, nil
	}
	p, err := c.load(no)
	if err == nil && p.kind == pageInteriorTable && len(c.inner)*c.d.pageSize < maxInnerCache {
		if c.inner == nil {
			c.inner = map[uint32]*page{}
		}
		c.inner[no] = p
	}
	return p, err
}

// leafCell reads cell i of a table leaf: its rowid, and where its payload
// (of size size) starts.
func (c *btreeCursor) leafCell(p *page, i int) (rowid int64, size uint64, at int, err error) {
	off, err := c.d.cell(p, i)
	if err != nil {
		return 0, 0, 0, err
	}
	size, at, ok := varint(p.data[:c.d.usable], off)
	if ok {
		var key uint64
		if key, at, ok = varint(p.data[:c.d.usable], at); ok {
			return int64(key), size, at, nil
		}
	}
	return 0, 0, 0, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
}

// cellPayload returns the payload of a leaf's cell (valid until the next
// call), or tooLong when it is larger than limit.
func (c *btreeCursor) cellPayload(p *page, size uint64, at, limit int) ([]byte, bool, error) {
	pl, tooLong, err := c.d.payload(p, at, size, true, c.buf, limit)
	if err == nil && !tooLong && len(pl) > 0 && &pl[0] != &p.data[at] {
		c.buf = pl
	}
	return pl, tooLong, err
}

// nextCell returns the walk's next row: its rowid and payload (valid until
// the next call; tooLong and no bytes when it is larger than limit), or ok
// false at the end.
func (c *btreeCursor) nextCell(limit int) (rowid int64, rec []byte, tooLong, ok bool, err error) {
	if c.stack == nil {
		p, err := c.page(c.root)
		if err != nil {
			return 0, nil, false, false, err
		}
		if p.kind != pageInteriorTable && p.kind != pageLeafTable {
			return 0, nil, false, false, fmt.Errorf("%w: page %d is not a table page", errCorrupt, p.no)
		}
		c.stack = []level{{p, 0}}
	}
	for len(c.stack) > 0 {
		top := &c.stack[len(c.stack)-1]
		p := top.p
		if p.kind == pageLeafTable {
			if top.i >= p.cells {
				c.reuse(p)
				c.stack = c.stack[:len(c.stack)-1]
				continue
			}
			rowid, size, at, err := c.leafCell(p, top.i)
			if err != nil {
				return 0, nil, false, false, err
			}
			top.i++
			c.walked = 0
			pl, tooLong, err := c.cellPayload(p, size, at, limit)
			return rowid, pl, tooLong, err == nil, err
		}
		// Interior: the left child of each cell, then the right child.
		if top.i > p.cells {
			c.stack = c.stack[:len(c.stack)-1]
			continue
		}
		i := top.i
		top.i++
		child := p.right
		if i < p.cells {
			off, err := c.d.cell(p, i)
			if err != nil {
				return 0, nil, false, false, err
			}
			if off+4 > c.d.usable {
				return 0, nil, false, false, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
			}
			child = binary.BigEndian.Uint32(p.data[off:])
		}
		if len(c.stack) >= maxDepth {
			return 0, nil, false, false, fmt.Errorf("%w: table b-tree deeper than %d pages", errCorrupt, maxDepth)
		}
		// Between two rows a sound b-tree loads a page or a few: more
		// than the file has means pages reached again and again.
		if c.walked++; c.walked > c.d.pages {
			return 0, nil, false, false, fmt.Errorf("%w: table b-tree reaches a page twice", errCorrupt)
		}
		cp, err := c.page(child)
		if err != nil {
			return 0, nil, false, false, err
		}
		if cp.kind != pageInteriorTable && cp.kind != pageLeafTable {
			return 0, nil, false, false, fmt.Errorf("%w: page %d is not a table page (a WITHOUT ROWID table?)", errCorrupt, cp.no)
		}
		c.stack = append(c.stack, level{cp, 0})
	}
	return 0, nil, false, false, nil
}

// seekCell puts the walk on the row rowid and returns it as nextCell
// would; an error when the table does not hold it.
func (c *btreeCursor) seekCell(rowid int64, limit int) (rec []byte, tooLong bool, err error) {
	// Within the leaf the walk is on, no descent: the path stays.
	if n := len(c.stack); n > 0 && c.stack[n-1].p.kind == pageLeafTable && c.stack[n-1].p.cells > 0 {
		top := &c.stack[n-1]
		first, _, _, err := c.leafCell(top.p, 0)
		if err != nil {
			return nil, false, err
		}
		last, _, _, err := c.leafCell(top.p, top.p.cells-1)
		if err != nil {
			return nil, false, err
		}
		if first <= rowid && rowid <= last {
			return c.inLeaf(top, rowid, limit)
		}
	}
	if n := len(c.stack); n > 0 && c.stack[n-1].p.kind == pageLeafTable {
		c.reuse(c.stack[n-1].p)
	}
	c.stack = c.stack[:0]
	c.walked = 0
	no := c.root
	for {
		if len(c.stack) >= maxDepth {
			return nil, false, fmt.Errorf("%w: table b-tree deeper than %d pages", errCorrupt, maxDepth)
		}
		p, err := c.page(no)
		if err != nil {
			return nil, false, err
		}
		switch p.kind {
		case pageLeafTable:
			c.stack = append(c.stack, level{p, 0})
			return c.inLeaf(&c.stack[len(c.stack)-1], rowid, limit)
		case pageInteriorTable:
			// The first cell whose key is >= rowid leads to it; else the right child.
			lo, hi := 0, p.cells
			for lo < hi {
				mid := (lo + hi) / 2
				off, err := c.d.cell(p, mid)
				if err != nil {
					return nil, false, err
				}
				if off+4 > c.d.usable {
					return nil, false, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
				}
				key, _, ok := varint(p.data[:c.d.usable], off+4)
				if !ok {
					return nil, false, fmt.Errorf("%w: page %d, cell at %d", errCorrupt, p.no, off)
				}
				if int64(key) >= rowid {
					hi = mid
				} else {
					lo = mid + 1
				}
			}
			no = p.right
			if lo < p.cells {
				off, _ := c.d.cell(p, lo)
				no = binary.BigEndian.Uint32(p.data[off:])
			}
			c.stack = append(c.stack, level{p, lo + 1})
		default:
			return nil, false, fmt.Errorf("%w: page %d is not a table page (a WITHOUT ROWID table?)", errCorrupt, p.no)
		}
	}
}

// inLeaf finds rowid in the leaf at the top of the walk (binary search)
// and puts the walk after it.
func (c *btreeCursor) inLeaf(top *level, rowid int64, limit int) ([]byte, bool, error) {
	p := top.p
	lo, hi := 0, p.cells-1
	for lo <= hi {
		mid := (lo + hi) / 2
		key, size, at, err := c.leafCell(p, mid)
		if err != nil {
			return nil, false, err
		}
		switch {
		case key < rowid:
			lo = mid + 1
		case key > rowid:
			hi = mid - 1
		default:
			top.i = mid + 1
			return c.cellPayload(p, size, at, limit)
		}
	}
	return nil, false, fmt.Errorf("%w: the index points to rowid %d, which the table does not hold", errCorrupt, rowid)
}

// path is where the walk is: the row it gave last, as the pages and the
// cells taken from the root (a string, to compare and look up).
func (c *btreeCursor) path() string {
	b := make([]byte, 0, 8*len(c.stack))
	for _, l := range c.stack {
		b = binary.BigEndian.AppendUint32(b, l.p.no)
		b = binary.BigEndian.AppendUint32(b, uint32(l.i-1))
	}
	return string(b)
}
