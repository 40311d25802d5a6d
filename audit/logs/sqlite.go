package logs

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// sqliteSource reads one SQLite database: the five tables are read ordered
// by session_id and merged, so only one session is in memory at a time. A
// table with an index on session_id is read straight from the file
// (sqlitefile.go), the others through the SQL engine (planFast decides);
// each child table is read and parsed by goroutines of its own (feed).
//
// The evidence is never written to, nor is anything created beside it: a
// database without a -wal file is opened read-only and immutable (no locks,
// no -shm); a database with a -wal file (its last transactions are in it) is
// first copied with its -wal into a private temporary folder, hashing what
// is copied, and the copy is read.
type sqliteSource struct {
	collector
	path    string // the evidence, as given
	db      *sql.DB
	present map[string][]bool // per table, per schema column: present in the table
	tmp     string            // private copy of a database with a -wal, removed on Close
	stat    os.FileInfo       // the database when opened in place, to detect changes
	file    string            // the database file read: the evidence, or the private copy
	plans   map[string]*fastPlan
	hash    *hashing // the evidence's hash, computed in the background
	// counted: the tables whose rows the direct reader counted as it read
	// them, and how many (the others are counted through the SQL engine).
	counted map[string]int64
}

// Inputs implements Source.
func (s *sqliteSource) Inputs() []InputFile {
	if s.hash != nil {
		in, err := s.hash.wait()
		if err != nil {
			in = InputFile{Path: s.path, SHA256: "unreadable: " + err.Error()}
		}
		return []InputFile{in}
	}
	return s.collector.Inputs()
}

// fastPlan is how a table is read straight from the file (sqlitefile.go)
// rather than through the SQL engine: its b-tree, an index whose first key
// is session_id, and where each column of the contract is in its records.
type fastPlan struct {
	root, index uint32
	cols        []int // schema column -> record column, -1 when absent
	inv         []int // record column -> schema column, -1 when not one
}

// sqliteDSN is the URI of a database file for modernc.org/sqlite.
func sqliteDSN(path, query string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	r := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	// The path is kept as the platform writes it: a Windows UNC path turned
	// to slashes (//server/share) would read as a URI authority.
	return "file:" + r.Replace(path) + "?" + query
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

func openSQLite(path string) (*sqliteSource, error) {
	s := &sqliteSource{path: path, present: map[string][]bool{}}
	dsn := ""
	if _, err := os.Stat(path + "-wal"); err == nil {
		tmp, err := os.MkdirTemp("", "veedor-wal-")
		if err != nil {
			return nil, fmt.Errorf("%s has a -wal file; copying both to a temporary folder to read them: %w", path, err)
		}
		s.tmp = tmp
		cp := filepath.Join(tmp, "log.db")
		for _, suffix := range []string{"", "-wal"} {
			in, err := copyHashed(path+suffix, cp+suffix)
			if err != nil {
				s.Close()
				return nil, fmt.Errorf("%s has a -wal file; copying both to a temporary folder to read them: %w", path, err)
			}
			s.inputs = append(s.inputs, in)
		}
		// The copy is ours: fold the -wal into it, so that it is one file
		// that the direct reader can read too.
		if err := checkpoint(cp); err != nil {
			s.Close()
			return nil, fmt.Errorf("%s has a -wal file that cannot be applied to a copy: %v", path, err)
		}
		s.file = cp
		dsn = sqliteDSN(cp, "mode=ro&immutable=1&_pragma=query_only(1)")
	} else if errors.Is(err, fs.ErrNotExist) {
		if hotJournal(path + "-journal") {
			return nil, fmt.Errorf("%s was left in the middle of a transaction (%s-journal is a live rollback journal);"+
				" let SQLite recover it on a copy (open the copy once with sqlite3) or export the log again", path, path)
		}
		st, err := os.Stat(path)
		if err != nil {
			return nil, err
		}
		// The database is hashed while it is read (Inputs waits for it).
		s.hash = hashSharingInBackground(path)
		s.stat = st
		s.file = path
		dsn = sqliteDSN(path, "mode=ro&immutable=1&_pragma=query_only(1)")
	} else {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		s.Close()
		return nil, s.wrap("", err)
	}
	db.SetMaxOpenConns(1)
	s.db = db
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sqlite_master`).Scan(&n); err != nil {
		s.Close()
		return nil, s.wrap("", err)
	}
	for _, t := range Tables {
		if err := s.mapColumns(t); err != nil {
			s.Close()
			return nil, err
		}
	}
	if err := s.planFast(); err != nil {
		s.Close()
		return nil, err
	}
	if len(s.plans) == 0 && s.hash != nil {
		s.hash.release() // no cursor will read the file
	}
	return s, nil
}

// checkpoint folds the -wal of a private copy of a database into it.
func checkpoint(path string) error {
	db, err := sql.Open("sqlite", sqliteDSN(path, "mode=rw"))
	if err != nil {
		return err
	}
	defer db.Close()
	var busy, logFrames, done int
	if err := db.QueryRow(`PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &done); err != nil {
		return err
	}
	if busy != 0 {
		return fmt.Errorf("checkpoint incomplete")
	}
	_, err = db.Exec(`PRAGMA journal_mode=DELETE`)
	return err
}

// shareRead can be switched off to have the table cursors and the hash
// read the file each on its own, as before sqliteshare.go (tests compare
// the two).
var shareRead = true

// directRead can be switched off to read every table through the SQL
// engine (tests compare the two).
var directRead = true

// planFast decides, table by table, whether the table can be read from the
// file directly: a UTF-8 database, an ordinary rowid table whose columns
// are all stored (no generated column, no default that a short record
// would take, no INTEGER PRIMARY KEY standing for the rowid), an index on
// session_id alone in binary ascending order over every row, and
// session_id values that are all text (or NULL).
func (s *sqliteSource) planFast() error {
	s.plans = map[string]*fastPlan{}
	if !directRead {
		return nil
	}
	var enc string
	if err := s.db.QueryRow(`PRAGMA encoding`).Scan(&enc); err != nil {
		return s.wrap("", err)
	}
	if enc != "UTF-8" {
		return nil
	}
	d, err := openDBFile(s.file)
	if err != nil {
		return nil // the SQL engine will say what is wrong
	}
	defer d.close()
	for _, t := range Tables {
		p, err := s.planTable(d, t)
		if err != nil {
			return s.wrap(t, err)
		}
		if p != nil {
			s.plans[t] = p
		}
	}
	return nil
}

func (s *sqliteSource) planTable(d *dbFile, t string) (*fastPlan, error) {
	var typ string
	var root int64
	err := s.db.QueryRow(`SELECT type, rootpage FROM sqlite_schema WHERE type = 'table' AND name = ? COLLATE NOCASE`, t).Scan(&typ, &root)
	if err == sql.ErrNoRows {
		return nil, nil // a view, say
	}
	if err != nil {
		return nil, err
	}
	if root <= 0 || root > int64(d.pages) {
		return nil, nil
	}
	if p, err := d.load(uint32(root)); err != nil || (p.kind != pageLeafTable && p.kind != pageInteriorTable) {
		return nil, nil // WITHOUT ROWID, or something the SQL engine will explain
	}
	plan := &fastPlan{root: uint32(root), cols: make([]int, len(schema[t]))}
	for j := range plan.cols {
		plan.cols[j] = -1
	}
	rows, err := s.db.Query(`SELECT name, type, dflt_value IS NOT NULL, pk, hidden FROM pragma_table_xinfo(?)`, t)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	pks, intPK, n := 0, false, 0
	for rows.Next() {
		var name, ctype string
		var dflt bool
		var pk, hidden int
		if err := rows.Scan(&name, &ctype, &dflt, &pk, &hidden); err != nil {
			return nil, err
		}
		if hidden != 0 || dflt {
			return nil, rows.Close()
		}
		if pk > 0 {
			pks++
			intPK = intPK || strings.EqualFold(strings.TrimSpace(ctype), "INTEGER")
		}
		for j, c := range schema[t] {
			if strings.EqualFold(c.name, name) {
				plan.cols[j] = n
			}
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if pks == 1 && intPK {
		return nil, nil
	}
	plan.inv = make([]int, n)
	for k := range plan.inv {
		plan.inv[k] = slices.Index(plan.cols, k)
	}
	// An index on session_id alone, binary and ascending, over every row:
	// its entries are in the order (session_id, rowid) the rows are read in.
	idx, err := s.db.Query(`SELECT l.name FROM pragma_index_list(?) l WHERE l.partial = 0 AND EXISTS (
		SELECT 1 FROM pragma_index_xinfo(l.name) x WHERE x.seqno = 0 AND x.key = 1 AND x."desc" = 0
		AND x.coll = 'BINARY' AND x.name = 'session_id' COLLATE NOCASE)
		AND (SELECT count(*) FROM pragma_index_xinfo(l.name) x WHERE x.key = 1) = 1 ORDER BY l.name`, t)
	if err != nil {
		return nil, err
	}
	var names []string
	for idx.Next() {
		var name string
		if err := idx.Scan(&name); err != nil {
			idx.Close()
			return nil, err
		}
		names = append(names, name)
	}
	idx.Close()
	if err := idx.Err(); err != nil {
		return nil, err
	}
	for _, name := range names {
		var ir int64
		if err := s.db.QueryRow(`SELECT rootpage FROM sqlite_schema WHERE type = 'index' AND name = ?`, name).Scan(&ir); err != nil || ir <= 0 || ir > int64(d.pages) {
			continue
		}
		// Text keys only: in an index, numbers sort before text and blobs
		// after it, so the first key that is not NULL and the last key
		// tell.
		qi := quoteIdent(name)
		var first, last sql.NullString
		q := `SELECT typeof("session_id") FROM ` + quoteIdent(t) + ` INDEXED BY ` + qi + ` WHERE "session_id" IS NOT NULL ORDER BY "session_id" `
		if err := s.db.QueryRow(q + `LIMIT 1`).Scan(&first); err != nil && err != sql.ErrNoRows {
			return nil, err
		}
		if err := s.db.QueryRow(q + `DESC LIMIT 1`).Scan(&last); err != nil && err != sql.ErrNoRows {
			return nil, err
		}
		if (first.Valid && first.String != "text") || (last.Valid && last.String != "text") {
			return nil, nil
		}
		plan.index = uint32(ir)
		return plan, nil
	}
	return nil, nil
}

// journalMagic opens a rollback journal that still holds a transaction.
var journalMagic = []byte{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7}

// hotJournal reports whether a rollback journal would have to be played
// back before the database can be read consistently.
func hotJournal(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, len(journalMagic))
	_, err = io.ReadFull(f, head)
	return err == nil && bytes.Equal(head, journalMagic)
}

// copyHashed copies a file, returning the size and SHA-256 of what it copied.
func copyHashed(from, to string) (InputFile, error) {
	in, err := os.Open(from)
	if err != nil {
		return InputFile{}, err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return InputFile{}, err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return InputFile{}, err
	}
	return InputFile{Path: from, Bytes: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// wrap names the database (and table) in an error from SQLite.
func (s *sqliteSource) wrap(table string, err error) error {
	where := s.path
	if table != "" {
		where += ": table " + table
	}
	return fmt.Errorf("%s: cannot read the SQLite database: %v", where, err)
}

// mapColumns checks that table t exists, as a real table, with its
// required columns.
func (s *sqliteSource) mapColumns(t string) error {
	// Only an ordinary table is read: a view can leave rows out or never
	// end (a recursive one), a virtual table runs a module's code.
	var typ, def string
	err := s.db.QueryRow(`SELECT type, coalesce(sql, '') FROM sqlite_schema WHERE name = ? COLLATE NOCASE AND type IN ('table', 'view')`, t).Scan(&typ, &def)
	switch {
	case err == sql.ErrNoRows:
		return fmt.Errorf("%s: table %q is missing (a log database must hold the tables sessions, staff, rounds, bets and events)", s.path, t)
	case err != nil:
		return s.wrap(t, err)
	case typ == "view":
		return fmt.Errorf("%s: %q is a view, not a table: a log database must hold its rows in the five tables themselves (a view can leave rows out)", s.path, t)
	case strings.HasPrefix(strings.ToUpper(strings.Join(strings.Fields(def), " ")), "CREATE VIRTUAL "):
		return fmt.Errorf("%s: %q is a virtual table, not a table: a log database must hold its rows in ordinary tables", s.path, t)
	}
	// A generated column is computed as it is read, by an expression of
	// the database's choosing: no value of the log may come from one.
	gens, err := s.db.Query(`SELECT name FROM pragma_table_xinfo(?) WHERE hidden IN (2, 3)`, t)
	if err != nil {
		return s.wrap(t, err)
	}
	defer gens.Close()
	for gens.Next() {
		var name string
		if err := gens.Scan(&name); err != nil {
			return s.wrap(t, err)
		}
		if slices.ContainsFunc(schema[t], func(c column) bool { return strings.EqualFold(c.name, name) }) {
			return fmt.Errorf("%s: table %s: column %q is generated (computed as it is read), not stored: a log database holds its values", s.path, t, name)
		}
	}
	if err := gens.Err(); err != nil {
		return s.wrap(t, err)
	}
	rows, err := s.db.Query(`SELECT name FROM pragma_table_info(?)`, t)
	if err != nil {
		return s.wrap(t, err)
	}
	defer rows.Close()
	cols := schema[t]
	present := make([]bool, len(cols))
	n := 0
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return s.wrap(t, err)
		}
		n++
		found := false
		for j, c := range cols {
			if strings.EqualFold(c.name, name) {
				present[j], found = true, true
			}
		}
		if !found {
			s.notices = append(s.notices, fmt.Sprintf("%s: table %s: unknown column %q ignored", s.path, t, name))
		}
	}
	if err := rows.Err(); err != nil {
		return s.wrap(t, err)
	}
	if n == 0 {
		return fmt.Errorf("%s: table %q is missing (a log database must hold the tables sessions, staff, rounds, bets and events)", s.path, t)
	}
	for j, c := range cols {
		if c.required && !present[j] {
			return fmt.Errorf("%s: table %s: missing column %q", s.path, t, c.name)
		}
	}
	s.present[t] = present
	return nil
}

// Close implements Source.
func (s *sqliteSource) Close() error {
	if s.hash != nil {
		s.hash.wait()
	}
	var err error
	if s.db != nil {
		err = s.db.Close()
	}
	if s.tmp != "" {
		os.RemoveAll(s.tmp)
	}
	return err
}

// unchanged checks that a database read in place is still the one hashed.
func (s *sqliteSource) unchanged() error {
	if s.stat == nil {
		return nil
	}
	st, err := os.Stat(s.path)
	if err != nil {
		return err
	}
	if st.Size() != s.stat.Size() || !st.ModTime().Equal(s.stat.ModTime()) {
		return fmt.Errorf("%s changed while being read", s.path)
	}
	return nil
}

// cursor walks one table ordered by session_id (as text), then rowid.
type cursor struct {
	src   *sqliteSource
	table string
	rows  *sql.Rows
	dest  []any
	ptrs  []any
	p     *parser
	names []string
	ok    bool // a current row is loaded
	key   string
	rowid int64
	seen  bool // a row has been read (key is the previous key)

	row     rawRow // the current row, as read
	batched rawRow // a row of a batch being parsed, when it is a record

	// Reading straight from the file (plan not nil).
	plan  *fastPlan
	index *btreeCursor
	// walk walks the table in rowid order in step with the index: where the
	// index lists the rows in the table's order (as Veedor's writer and most
	// exports write them), each row is the walk's next, found without a
	// seek; where it jumps, the walk is put on the row and goes on from
	// there. The stretches read in step (runs) tell, at the end, whether
	// the rows read are the table's rows, each once (endScan).
	walk    *btreeCursor
	run     stepRun   // the stretch being read (inRun)
	runs    []stepRun // the stretches read before it
	first   string    // the path of the table's first row ("" when empty)
	begun   bool      // the walk has started (first is known)
	inRun   bool
	lost    bool  // the walk failed, or jumped too often: rows are sought, not counted
	counted int64 // the table's rows, when the walk proved it (else -1)
	ivals   []value
	scratch []byte
}

func (s *sqliteSource) query(ctx context.Context, tx *sql.Tx, d *dbFile, t string) (*cursor, error) {
	if plan := s.plans[t]; plan != nil && d != nil {
		c := &cursor{src: s, table: t, p: newParser(t), names: columnNames(t), plan: plan,
			index: &btreeCursor{d: d, root: plan.index}, walk: d.tableCursor(plan.root), counted: -1}
		c.p.pos = Pos{File: s.path, Table: t} // rows set their line only
		return c, c.advance()
	}
	qt := quoteIdent(t)
	var other bool
	err := tx.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM `+qt+` WHERE typeof("session_id") NOT IN ('text','null'))`).Scan(&other)
	if err != nil {
		return nil, s.wrap(t, err)
	}
	// With text keys only, the order of session_id is the order of its
	// text, and an index on session_id serves it.
	order := `"session_id" COLLATE BINARY, rowid`
	if other {
		order = `CAST("session_id" AS TEXT) COLLATE BINARY, rowid`
	}
	sel := []string{"rowid", `CAST("session_id" AS TEXT)`}
	for j, c := range schema[t] {
		if s.present[t][j] {
			// The unary + keeps the value and its storage class but hides
			// the declared type, so the driver hands text as text, never
			// as a time.Time it parsed itself.
			sel = append(sel, "+"+quoteIdent(c.name))
		} else {
			sel = append(sel, "NULL")
		}
	}
	rows, err := tx.QueryContext(ctx, "SELECT "+strings.Join(sel, ", ")+" FROM "+qt+" ORDER BY "+order)
	if err != nil {
		return nil, s.wrap(t, err)
	}
	c := &cursor{src: s, table: t, rows: rows, p: newParser(t), names: columnNames(t), counted: -1}
	c.p.pos = Pos{File: s.path, Table: t}
	c.dest = make([]any, len(sel))
	c.ptrs = make([]any, len(sel))
	for i := range c.dest {
		c.ptrs[i] = &c.dest[i]
	}
	return c, c.advance()
}

func (c *cursor) close() {
	if c.rows != nil {
		c.rows.Close()
	}
}

// text reads an SQLite value as the contract's text.
func text(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case []byte:
		return string(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		if v {
			return "1"
		}
		return "0"
	case time.Time:
		return v.Format(time.RFC3339Nano)
	default:
		return fmt.Sprint(v)
	}
}

// rawRow is a row as read, before its values are parsed: as text values
// (through the SQL engine), or as its record (read from the file, decoded
// by the goroutine that parses values).
type rawRow struct {
	key     string // the merge key: session_id as text
	rowid   int64
	vals    [16]string // in schema order
	utf8ok  bool       // every value is valid UTF-8
	tooLong bool       // the row is larger than maxSQLiteRow: not read
	// overLen is the size of a value past its column's cap (column
	// overCol), not kept; 0 when none is.
	overLen int
	overCol int
	record  bool   // the values are still in rec, not yet in vals
	rec     []byte // the record (valid until the cursor moves; nil in a batch)
}

// load puts the row into the cursor's parser (reset, UTF-8 checked, a row
// too long rejected), decoding its record if it has one.
func (c *cursor) load(r *rawRow) error {
	rec := ""
	if r.record {
		rec = string(r.rec)
	}
	return c.loadFrom(r, rec)
}

// loadFrom is load with the row's record as a string (a piece of its
// batch's text: the row's values are cut from it, no string per row).
func (c *cursor) loadFrom(r *rawRow, rec string) error {
	utf8ok, fits := r.utf8ok, false
	if r.record {
		var err error
		if fits, err = c.decode(r, rec); err != nil {
			return err
		}
		if !fits {
			if utf8ok, err = c.decodeVals(r, rec); err != nil {
				return err
			}
		}
	} else {
		c.p.setVals()
		copy(c.p.vals, r.vals[:len(c.p.vals)])
	}
	// A row decode took is valid UTF-8: its session_id need not be checked again.
	c.p.resetLine(r.rowid, utf8ok || fits)
	if fits {
		return nil
	}
	switch {
	case r.tooLong:
		c.p.fail("", msgf("row longer than %d MiB", "fila de más de %d MiB", maxSQLiteRow>>20))
	case r.overLen > 0:
		name := c.names[r.overCol]
		c.p.fail(name, tooLarge(name, r.overLen, valueCap(name)))
	case !utf8ok:
		c.p.checkUTF8(c.names, c.p.vals)
	}
	c.p.checkCaps()
	return nil
}

// advance loads the next row into c.p.
func (c *cursor) advance() error {
	if err := c.next(); err != nil || !c.ok {
		return err
	}
	return c.load(&c.row)
}

// next reads the next row into c.row (ok false at the end).
func (c *cursor) next() error {
	if c.plan != nil {
		return c.nextFast()
	}
	if !c.rows.Next() {
		c.ok = false
		if err := c.rows.Err(); err != nil {
			return c.src.wrap(c.table, err)
		}
		return nil
	}
	if err := c.rows.Scan(c.ptrs...); err != nil {
		return c.src.wrap(c.table, err)
	}
	r := &c.row
	r.rowid, _ = c.dest[0].(int64)
	key := text(c.dest[1])
	if c.seen && key < c.key {
		return fmt.Errorf("%s: table %s: rows do not come out in session_id order (rowid %d); databases in a UTF-16 encoding are not supported",
			c.src.path, c.table, r.rowid)
	}
	c.key, c.seen, c.ok = key, true, true
	r.key, r.tooLong, r.utf8ok, r.record, r.overLen = key, false, true, false, 0
	for j := range c.p.vals {
		r.vals[j] = text(c.dest[2+j])
		if n := len(r.vals[j]); n > c.p.caps[j] {
			// Not kept: the batch would hold it until parsed.
			r.vals[j] = ""
			if r.overLen == 0 {
				r.overLen, r.overCol = n, j
			}
		}
		r.utf8ok = r.utf8ok && utf8.ValidString(r.vals[j])
	}
	return nil
}

// nextFast reads the next row straight from the file: the next entry of
// the index, then its record in the table (decoded later, by decode).
func (c *cursor) nextFast() error {
	e, ok, err := c.index.nextEntry(c.ivals)
	if err != nil {
		return c.src.wrap(c.table, err)
	}
	if !ok {
		c.ok = false
		c.endScan()
		c.walk.finish()
		return nil
	}
	c.ivals = e.vals
	r := &c.row
	r.rowid = e.rowid
	// The key: the index's session_id as text (NULL reads as empty).
	kv := e.vals[0]
	if !kv.isTextOrNull() {
		return fmt.Errorf("%s: table %s: session_id of rowid %d is not text, though the index said so: %w", c.src.path, c.table, r.rowid, errCorrupt)
	}
	if !c.seen || string(kv.data) != c.key {
		key := string(kv.data)
		if c.seen && key < c.key {
			return fmt.Errorf("%s: table %s: the index on session_id is out of order (rowid %d): %w", c.src.path, c.table, r.rowid, errCorrupt)
		}
		c.key = key
	}
	c.seen, c.ok = true, true
	r.key = c.key
	rec, tooLong, err := c.rowAt(r.rowid)
	if err != nil {
		return c.src.wrap(c.table, err)
	}
	r.tooLong, r.record, r.rec, r.overLen = tooLong, !tooLong, rec, 0
	if tooLong {
		r.vals = [16]string{}
		r.vals[0] = c.key
		r.utf8ok = true
	}
	return nil
}

// stepRun is a stretch of the table read in step: n rows from the one at
// path start, up to the row before the one at path after ("" the end).
type stepRun struct {
	start, after string
	n            int64
}

// maxRuns bounds the stretches kept: past it, rows are sought one by one
// (the table's order does not follow the index's) and counted by the SQL
// engine. A variable so that tests can reach it.
var maxRuns = 1024

// rowAt returns the row rowid: the walk's next row when it is that one,
// else the row the walk is put on.
func (c *cursor) rowAt(rowid int64) (rec []byte, tooLong bool, err error) {
	w := c.walk
	if !c.lost && (c.inRun || !c.begun) {
		id, rec, tooLong, ok, err := w.nextCell(maxSQLiteRow)
		if err != nil {
			c.lost = true // the seek says what is wrong, if it matters
		} else {
			if ok && id == rowid && c.inRun {
				c.run.n++
				return rec, tooLong, nil
			}
			at := ""
			if ok {
				at = w.path()
			}
			if !c.begun {
				c.begun, c.first = true, at
			}
			if ok && id == rowid {
				c.run, c.inRun = stepRun{start: at, n: 1}, true
				return rec, tooLong, nil
			}
			c.endRun(at)
		}
	}
	if rec, tooLong, err = w.seekCell(rowid, maxSQLiteRow); err != nil {
		return nil, false, err
	}
	if !c.lost {
		c.run, c.inRun = stepRun{start: w.path(), n: 1}, true
	}
	return rec, tooLong, nil
}

// endRun ends the stretch being read before the row at path after.
func (c *cursor) endRun(after string) {
	if !c.inRun {
		return
	}
	c.run.after, c.inRun = after, false
	if c.runs = append(c.runs, c.run); len(c.runs) > maxRuns {
		c.lost, c.runs = true, nil
	}
}

// endScan, at the end of the index, counts the table's rows when the
// stretches read in step, chained, are the whole walk of the table from its
// first row to its end, each once: every row of the table was then read
// once, and the index listed no other.
func (c *cursor) endScan() {
	if !c.lost && (c.inRun || !c.begun) {
		_, _, _, ok, err := c.walk.nextCell(maxSQLiteRow)
		at := ""
		if ok {
			at = c.walk.path()
		}
		if !c.begun {
			c.begun, c.first = true, at
		}
		c.endRun(at)
		if err != nil {
			c.lost = true
		}
	}
	if n, ok := chainRuns(c.first, c.runs); ok && !c.lost {
		c.counted = n
	}
}

// chainRuns reports whether the stretches, each taken once, lead from the
// row at path first to the end (""), and the rows they hold.
func chainRuns(first string, runs []stepRun) (rows int64, ok bool) {
	byStart := make(map[string]int, len(runs))
	for i, r := range runs {
		if _, twice := byStart[r.start]; twice {
			return 0, false
		}
		byStart[r.start] = i
	}
	for at := first; at != ""; {
		i, ok := byStart[at]
		if !ok {
			return 0, false
		}
		delete(byStart, at)
		rows += runs[i].n
		at = runs[i].after
	}
	if len(byStart) > 0 {
		return 0, false
	}
	return rows, true
}

// decode cuts the values of a row read from the file from its record rec
// in place (parser.cutFrom), in one pass over the record's header, when
// they are all text (or NULL), valid UTF-8 and within their columns' caps,
// as a log's rows are: ok false leaves any other row to decodeVals.
func (c *cursor) decode(r *rawRow, rec string) (ok bool, err error) {
	inv, caps := c.plan.inv, c.p.caps
	hlen, i, ok := varint(rec, 0)
	if !ok || hlen > uint64(len(rec)) || hlen < uint64(i) || len(rec)-int(hlen) > maxSQLiteRow {
		return false, nil // decodeVals says what is wrong
	}
	h := int(hlen)
	var bounds [2 * maxSchemaCols]int32 // in the body, by schema column
	body, ok := textBounds(rec, h, i, inv, caps, &bounds)
	if !ok {
		return false, nil
	}
	// A value is valid UTF-8 when the body is and the value starts and ends
	// on a character's first byte: any byte of ASCII is one.
	if !isASCII(rec[h:body]) {
		if !utf8.ValidString(rec[h:body]) {
			return false, nil
		}
		first := func(o int32) bool { return int(o)+h >= len(rec) || rec[int(o)+h]&0xC0 != 0x80 }
		for j := 0; j < len(bounds); j += 2 {
			if bounds[j+1] > bounds[j] && (!first(bounds[j]) || !first(bounds[j+1])) {
				return false, nil
			}
		}
	}
	c.p.cutFrom(rec[h:body], bounds[:])
	if c.p.val(0) != r.key {
		return false, fmt.Errorf("%s: table %s: the index on session_id does not match rowid %d: %w", c.src.path, c.table, r.rowid, errCorrupt)
	}
	return true, nil
}

// textBounds reads a record's header from offset i (the header is rec[:h])
// and sets the bounds in the body of the values of the used columns (inv:
// record column -> schema column), for decode: ok false when a used value
// is a number or over its cap, or the record does not hold together. body
// is where the values end. (A function of its own: in decode's loop the
// registers run out.)
func textBounds(rec string, h, i int, inv, caps []int, bounds *[2 * maxSchemaCols]int32) (body int, ok bool) {
	body = h
	for k := 0; i < h; k++ {
		t := uint64(rec[i])
		i++
		if t >= 0x80 {
			if t, i, ok = varint(rec[:h], i-1); !ok {
				return 0, false
			}
		}
		n := 0
		if t&1 == 1 && t >= 13 { // text, as a log's values are
			if t > 2*maxSQLiteRow+13 {
				return 0, false // longer than the body (of at most maxSQLiteRow)
			}
			n = int(t-13) >> 1
		} else if t != 0 { // not NULL
			if k < len(inv) && inv[k] >= 0 && t < 12 {
				return 0, false // a number: written out by decodeVals
			}
			if n, ok = serialSize(t, len(rec)); !ok {
				return 0, false // decodeVals says what is wrong
			}
		}
		if n == 0 {
			continue
		}
		if body+n > len(rec) {
			return 0, false
		}
		if k < len(inv) && inv[k] >= 0 {
			j := inv[k]
			if n > caps[j] {
				return 0, false
			}
			// j is below maxSchemaCols (TestSchemaFitsParser): the modulo
			// spares the bounds checks.
			jj := uint(j) % maxSchemaCols
			bounds[2*jj], bounds[2*jj+1] = int32(body-h), int32(body-h+n)
		}
		body += n
	}
	return body, true
}

// isASCII reports whether b is all ASCII, reading eight bytes at a time (a
// log's records mostly are: the UTF-8 check then has nothing to do).
func isASCII(b string) bool {
	var acc uint64
	for ; len(b) >= 16; b = b[16:] {
		acc |= le64(b) | le64(b[8:])
	}
	if len(b) >= 8 {
		acc |= le64(b)
		b = b[8:]
	}
	for i := 0; i < len(b); i++ { // bytes, not the runes range would give
		acc |= uint64(b[i])
	}
	return acc&0x8080808080808080 == 0
}

// le64 is the first eight bytes of s, little-endian (one load: the
// compiler merges the eight).
func le64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// decodeVals puts the values of a row read from the file (its record rec)
// into the parser's vals: text values as in decode, numbers written out.
// utf8ok: every value is valid UTF-8.
func (c *cursor) decodeVals(r *rawRow, rec string) (utf8ok bool, err error) {
	c.p.setVals()
	vals, inv := c.p.vals, c.plan.inv
	clear(vals)
	bad := func(format string, args ...any) error {
		return c.src.wrap(c.table, fmt.Errorf("rowid %d: %w: "+format, append([]any{r.rowid, errCorrupt}, args...)...))
	}
	hlen, i, ok := varint(rec, 0)
	if !ok || hlen > uint64(len(rec)) || hlen < uint64(i) {
		return false, bad("record header")
	}
	h := int(hlen)
	// A value is valid UTF-8 when the body is and the value starts and ends
	// on a character's first byte (or the body's end).
	boundary := true
	first := func(o int) bool { return o >= len(rec) || rec[o]&0xC0 != 0x80 }
	body := h
	for k := 0; i < h; k++ {
		t := uint64(rec[i])
		if t < 0x80 {
			i++
		} else if t, i, ok = varint(rec[:h], i); !ok {
			return false, bad("record header")
		}
		n, ok := serialSize(t, len(rec))
		if !ok {
			return false, bad("%s", serialProblem(t))
		}
		if body+n > len(rec) {
			return false, bad("record shorter than its header")
		}
		if k < len(inv) && inv[k] >= 0 && t != 0 {
			if t >= 12 { // text, or a blob read as its bytes
				if n > 0 {
					vals[inv[k]] = rec[body : body+n]
					boundary = boundary && first(body) && first(body+n)
				}
			} else {
				vals[inv[k]] = string(value{t, []byte(rec[body : body+n])}.appendText(c.scratch[:0]))
			}
		}
		body += n
	}
	if vals[0] != r.key {
		return false, fmt.Errorf("%s: table %s: the index on session_id does not match rowid %d: %w", c.src.path, c.table, r.rowid, errCorrupt)
	}
	if boundary && utf8.ValidString(rec[h:body]) {
		return true, nil
	}
	for _, v := range vals {
		if !utf8.ValidString(v) {
			return false, nil
		}
	}
	return true, nil
}

// feed hands on the rows of a child table in the order of the merge, read
// and parsed by a goroutine of its own in runs of one session (rowGroup), so
// that the goroutine building sessions only attaches them.
type feed struct {
	table string
	out   chan *groupBatch
	free  chan *groupBatch
	done  chan struct{}
	gone  chan struct{} // closed when the reading goroutine has returned
	cur   *groupBatch
	pos   int
	ended error
	ok    bool // g is loaded
	g     *rowGroup
	key   string
}

func startFeed(c *cursor) *feed {
	f := &feed{table: c.table, out: make(chan *groupBatch, 2), free: make(chan *groupBatch, 4), done: make(chan struct{}), gone: make(chan struct{})}
	for range 3 {
		f.free <- &groupBatch{}
	}
	raw, rawFree := make(chan *rawRows, 2), make(chan *rawRows, 4)
	for range 3 {
		rawFree <- &rawRows{}
	}
	read := make(chan struct{})
	go func() {
		defer close(read)
		f.read(c, raw, rawFree)
	}()
	go func() {
		f.parse(c, raw, rawFree)
		<-read
		close(f.gone)
	}()
	return f
}

// rawRows is rows as read, for the parsing goroutine; a batch ends between
// two sessions' rows.
type rawRows struct {
	rows []batchRow
	full []rawRow // the rows that are not a record
	// text holds the records of the rows read from the file: written into
	// a new buffer each batch, it becomes the string the parser cuts values
	// from, with no copy.
	text strings.Builder
	last int   // the length of the last batch's text (to size the next)
	err  error // after the rows: io.EOF at the end
}

// batchRow is a row of a raw batch, small (a record's row is most rows):
// its record is text[off:off+n], or it is full[full] when full >= 0.
type batchRow struct {
	key    string
	rowid  int64
	off, n int
	full   int
}

// read reads the rows (the cursor's current one first) in raw batches.
func (f *feed) read(c *cursor, out, free chan *rawRows) {
	for {
		var b *rawRows
		select {
		case b = <-free:
		case <-f.done:
			return
		}
		b.rows, b.full, b.err = b.rows[:0], b.full[:0], nil
		b.text.Reset()
		b.text.Grow(2 * b.last) // rarely outgrown: a copy of what was written
		for b.err == nil {
			if !c.ok {
				b.err = io.EOF
				break
			}
			r := &c.row
			if r.record {
				b.rows = append(b.rows, batchRow{key: r.key, rowid: r.rowid, off: b.text.Len(), n: len(r.rec), full: -1})
				b.text.Write(r.rec)
			} else {
				b.rows = append(b.rows, batchRow{key: r.key, rowid: r.rowid, full: len(b.full)})
				b.full = append(b.full, *r)
			}
			if b.err = c.next(); b.err != nil {
				break
			}
			if len(b.rows) >= batchRows && c.ok && c.row.key != b.rows[len(b.rows)-1].key {
				break
			}
		}
		b.last = b.text.Len()
		select {
		case out <- b:
		case <-f.done:
			return
		}
		if b.err != nil {
			return
		}
	}
}

// parse parses raw batches into runs of rows of one session.
func (f *feed) parse(c *cursor, in, free chan *rawRows) {
	gb := &grouper{table: c.table}
	for {
		var rb *rawRows
		select {
		case rb = <-in:
		case <-f.done:
			return
		}
		var b *groupBatch
		select {
		case b = <-f.free:
		case <-f.done:
			return
		}
		b.groups, b.rows, b.err = b.groups[:0], 0, rb.err
		text := rb.text.String() // the values of every row, in one allocation
		keyEnd := 0              // the end of the rows with the key of row i
		for i := range rb.rows {
			br := &rb.rows[i]
			r, rec := &c.batched, ""
			if br.full >= 0 {
				r = &rb.full[br.full]
			} else {
				r.key, r.rowid, r.record = br.key, br.rowid, true
				rec = text[br.off : br.off+br.n]
			}
			if err := c.loadFrom(r, rec); err != nil {
				b.err = err
				break
			}
			if gb.g != nil && (gb.g.key != r.key || gb.g.id != c.p.val(0)) {
				g := gb.finish()
				b.groups = append(b.groups, g)
				b.rows += int(g.rows)
			}
			if gb.g == nil {
				// A batch ends between keys, so it holds all the rows of
				// each of its keys: a run that starts a key is parsed into
				// a slice made for them all, handed over, not copied.
				rows := 0
				if i >= keyEnd {
					for keyEnd = i + 1; keyEnd < len(rb.rows) && rb.rows[keyEnd].key == r.key; keyEnd++ {
					}
					rows = keyEnd - i
				}
				gb.startSized(c.p.val(0), c.p.sid, -1, r.key, rows)
			}
			gb.add(c.p)
			if !r.record {
				r.vals = [16]string{}
			}
		}
		// A batch ends between sessions: its last run is complete.
		if gb.g != nil {
			g := gb.finish()
			b.groups = append(b.groups, g)
			b.rows += int(g.rows)
		}
		err := b.err
		free <- rb
		select {
		case f.out <- b:
		case <-f.done:
			return
		}
		if err != nil {
			return
		}
	}
}

// advance loads the next run; at the end, ok is false (and the error that
// ended the table is returned, but for io.EOF).
func (f *feed) advance() error {
	for f.cur == nil || f.pos == len(f.cur.groups) {
		if f.cur != nil {
			if f.cur.err != nil {
				f.ended = f.cur.err
			}
			f.free <- f.cur
			f.cur = nil
		}
		if f.ended != nil {
			f.ok = false
			if f.ended == io.EOF {
				return nil
			}
			return f.ended
		}
		f.cur, f.pos = <-f.out, 0
	}
	f.g = f.cur.groups[f.pos]
	f.cur.groups[f.pos] = nil
	f.pos++
	f.ok, f.key = true, f.g.key
	return nil
}

// stop ends the reading goroutine and waits for it.
func (f *feed) stop() {
	select {
	case <-f.done:
	default:
		close(f.done)
	}
	<-f.gone
}

// Each implements Source.
func (s *sqliteSource) Each(fn func(*Session) error, reject func(Reject)) error {
	s.start(reject)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// One read transaction: all five queries see the same snapshot.
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap("", err)
	}
	defer tx.Rollback()
	var d *dbFile
	if len(s.plans) > 0 {
		if d, err = openDBFile(s.file); err != nil {
			return s.wrap("", err)
		}
		defer d.close()
	}
	if s.hash != nil {
		if d != nil && shareRead {
			// The hash keeps pace with the cursors while they read.
			d.shared = s.hash.shared
			defer s.hash.release()
		} else {
			s.hash.release()
		}
	}
	sc, err := s.query(ctx, tx, d, TSessions)
	if err != nil {
		return err
	}
	defer sc.close()
	cursors := []*cursor{sc}
	var children []*feed
	for _, t := range childTables {
		c, err := s.query(ctx, tx, d, t)
		if err != nil {
			return err
		}
		defer c.close()
		cursors = append(cursors, c)
		f := startFeed(c)
		// Stop the reading goroutine before its cursor is closed.
		defer f.stop()
		if err := f.advance(); err != nil {
			return err
		}
		children = append(children, f)
	}
	if d != nil && d.shared != nil {
		d.shared.placed()
	}
	// take attaches the current run of f to its session (or rejects it)
	// and loads the next.
	take := func(f *feed, ref sessionRef) error {
		if ref.sess == nil && ref.reason.en == "" {
			ref.reason = notInSessions(f.g.id, "table sessions")
		}
		s.attachGroup(f.table, f.g, ref)
		return f.advance()
	}
	var (
		claimed    bool
		claimedKey string
		claimedPos Pos
	)
	for sc.ok {
		s.counts[TSessions]++
		k := sc.key
		for _, c := range children {
			for c.ok && c.key < k {
				if err := take(c, sessionRef{}); err != nil {
					return err
				}
			}
		}
		p := sc.p
		id := p.sid
		dup := id != "" && claimed && k == claimedKey
		var sess *Session
		switch {
		case p.rej != nil:
		case p.val(sessID) == "":
			p.fail("session_id", emptyRequired)
		case dup:
			p.failf(sessID, "duplicate session_id %s (first at %s)", "session_id %s repetido (el primero en %s)", quote(id), claimedPos)
		default:
			sess = p.session()
		}
		ref := sessionRef{reason: notInSessions(id, "table sessions")}
		if id != "" && !dup {
			claimed, claimedKey, claimedPos = true, k, p.pos
			if p.rej == nil {
				ref = sessionRef{sess: sess}
			} else {
				ref.reason = sessionRejected(id, p.pos)
			}
		}
		if p.rej != nil {
			s.reject(*p.rej)
		}
		for _, c := range children {
			for c.ok && c.key == k {
				if err := take(c, ref); err != nil {
					return err
				}
			}
		}
		if ref.sess != nil {
			if err := fn(ref.sess); err != nil {
				return err
			}
		}
		if err := sc.advance(); err != nil {
			return err
		}
	}
	for _, c := range children {
		for c.ok {
			if err := take(c, sessionRef{}); err != nil {
				return err
			}
		}
	}
	// Every feed has ended: its cursor's count was set before its last
	// batch was sent.
	s.counted = map[string]int64{}
	for _, c := range cursors {
		if c.counted >= 0 {
			s.counted[c.table] = c.counted
		}
	}
	if err := s.allRowsRead(ctx, tx, s.counted); err != nil {
		return err
	}
	return s.unchanged()
}

// allRowsRead proves that the rows read are all the rows each table
// holds: they were read through an index (or in an order the SQL engine may
// take from one), and an index that leaves rows out, damaged or crafted,
// would hide them without a word. The count walks the table's own b-tree
// (NOT INDEXED), not an index; counted holds the tables whose rows the
// direct reader counted so as it read them (cursor.endScan).
func (s *sqliteSource) allRowsRead(ctx context.Context, tx *sql.Tx, counted map[string]int64) error {
	for _, t := range Tables {
		n, ok := counted[t]
		if !ok {
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM `+quoteIdent(t)+` NOT INDEXED`).Scan(&n); err != nil {
				return s.wrap(t, err)
			}
		}
		if read := s.counts[t]; read != n {
			return fmt.Errorf("%s: table %s holds %d rows but %d were read through its index (%d %s): the index does not match the table; the database is damaged or was altered",
				s.path, t, n, read, max(n-read, read-n), map[bool]string{true: "missing", false: "read twice"}[read < n])
		}
	}
	return nil
}
