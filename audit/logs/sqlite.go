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
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// sqliteSource reads one SQLite database: the five tables are read ordered
// by session_id and merged, so only one session is in memory at a time.
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
}

// sqliteDSN is the URI of a database file for modernc.org/sqlite.
func sqliteDSN(path, query string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	r := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	return "file:" + r.Replace(filepath.ToSlash(path)) + "?" + query
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
		dsn = sqliteDSN(cp, "mode=ro&_pragma=query_only(1)")
	} else if errors.Is(err, fs.ErrNotExist) {
		if hotJournal(path + "-journal") {
			return nil, fmt.Errorf("%s was left in the middle of a transaction (%s-journal is a live rollback journal);"+
				" let SQLite recover it on a copy (open the copy once with sqlite3) or export the log again", path, path)
		}
		st, err := os.Stat(path)
		if err != nil {
			return nil, err
		}
		in, err := hashFile(path)
		if err != nil {
			return nil, err
		}
		s.inputs = append(s.inputs, in)
		s.stat = st
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
	return s, nil
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

// mapColumns checks that table t exists with its required columns.
func (s *sqliteSource) mapColumns(t string) error {
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
}

func (s *sqliteSource) query(ctx context.Context, tx *sql.Tx, t string) (*cursor, error) {
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
	c := &cursor{src: s, table: t, rows: rows, p: newParser(t), names: columnNames(t)}
	c.dest = make([]any, len(sel))
	c.ptrs = make([]any, len(sel))
	for i := range c.dest {
		c.ptrs[i] = &c.dest[i]
	}
	return c, c.advance()
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

// advance loads the next row, counting it.
func (c *cursor) advance() error {
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
	c.src.counts[c.table]++
	c.rowid, _ = c.dest[0].(int64)
	key := text(c.dest[1])
	if c.seen && key < c.key {
		return fmt.Errorf("%s: table %s: rows do not come out in session_id order (rowid %d); databases in a UTF-16 encoding are not supported",
			c.src.path, c.table, c.rowid)
	}
	c.key, c.seen, c.ok = key, true, true
	for j := range c.p.vals {
		c.p.vals[j] = text(c.dest[2+j])
	}
	c.p.reset(Pos{File: c.src.path, Table: c.table, Line: c.rowid})
	c.p.checkUTF8(c.names, c.p.vals)
	return nil
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
	sc, err := s.query(ctx, tx, TSessions)
	if err != nil {
		return err
	}
	defer sc.rows.Close()
	var children []*cursor
	for _, t := range childTables {
		c, err := s.query(ctx, tx, t)
		if err != nil {
			return err
		}
		defer c.rows.Close()
		children = append(children, c)
	}
	unknown := func(c *cursor) error {
		s.childRow(c.p, sessionRef{reason: fmt.Sprintf("session_id %s is not in table sessions", quote(c.p.vals[0]))})
		return c.advance()
	}
	var (
		claimed    bool
		claimedKey string
		claimedPos Pos
	)
	for sc.ok {
		k := sc.key
		for _, c := range children {
			for c.ok && c.key < k {
				if err := unknown(c); err != nil {
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
		case p.vals[sessID] == "":
			p.failf(sessID, "required value is empty")
		case dup:
			p.failf(sessID, "duplicate session_id %s (first at %s)", quote(id), claimedPos)
		default:
			sess = p.session()
		}
		ref := sessionRef{reason: fmt.Sprintf("session_id %s is not in table sessions", quote(id))}
		if id != "" && !dup {
			claimed, claimedKey, claimedPos = true, k, p.pos
			if p.rej == nil {
				ref = sessionRef{sess: sess}
			} else {
				ref.reason = fmt.Sprintf("session %s is rejected (%s)", quote(id), p.pos)
			}
		}
		if p.rej != nil {
			s.reject(*p.rej)
		}
		for _, c := range children {
			for c.ok && c.key == k {
				s.childRow(c.p, ref)
				if err := c.advance(); err != nil {
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
			if err := unknown(c); err != nil {
				return err
			}
		}
	}
	return s.unchanged()
}
