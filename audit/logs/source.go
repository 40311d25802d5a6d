package logs

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Source is a session log being read.
type Source interface {
	// Each reads the log and calls fn once per complete session (session row
	// plus all its staff, rounds, bets and events, each slice in file or
	// rowid order). Rows that cannot be used are passed to reject, never
	// dropped. Every reject of a row whose session_id names a session handed
	// on (Reject.Session) is passed before fn is called for that session.
	// A returned error means the log is unusable as a whole. If fn returns
	// an error, Each stops and returns it.
	Each(fn func(*Session) error, reject func(Reject)) error
	// Read returns the rows read per table (data rows, header excluded);
	// valid after Each.
	Read() Counts
	// Notices returns remarks that are not errors, e.g.
	// `bets.csv: unknown column "foo" ignored`.
	Notices() []string
	// Inputs lists every evidence file with its size and SHA-256, taken
	// when the log was opened.
	Inputs() []InputFile
	Close() error
}

// InputFile is one file of evidence.
type InputFile struct {
	Path   string
	Bytes  int64
	SHA256 string // hex
	// Dialect is how a CSV file was read, e.g. "UTF-8, ',' separator, '.'
	// decimals" (empty for SQLite).
	Dialect string
	// Lines is a CSV file's physical lines, once read whole: the header's,
	// the rows' (a quoted value with line breaks counts its lines) and the
	// empty ones, every one accounted for (0 for SQLite).
	Lines int64
}

// sqliteMagic opens every SQLite 3 database file.
const sqliteMagic = "SQLite format 3\x00"

// Open opens a log: a folder of the five CSV files, or one SQLite database,
// reading CSV files in the dialect each one shows (DialectAuto).
func Open(path string) (Source, error) { return OpenWith(path, OpenOptions{}) }

// OpenWith opens a log as Open does, with options.
func OpenWith(path string, o OpenOptions) (Source, error) {
	switch o.CSVDialect {
	case "", DialectAuto, DialectRFC4180, DialectSpanishExcel:
	default:
		return nil, fmt.Errorf("unknown CSV dialect %q (auto, rfc4180 or es-excel)", o.CSVDialect)
	}
	fi, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: no such file or folder", path)
		}
		return nil, err
	}
	if fi.IsDir() {
		return openCSV(path, o.CSVDialect)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not an SQLite database (nor a folder of CSV files)", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	head := make([]byte, len(sqliteMagic))
	_, err = io.ReadFull(f, head)
	f.Close()
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err != nil || !bytes.Equal(head, []byte(sqliteMagic)) {
		return nil, fmt.Errorf("%s is not an SQLite database (nor a folder of CSV files)", path)
	}
	return openSQLite(path)
}

// hashFile returns the size and SHA-256 of a file.
func hashFile(path string) (InputFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return InputFile{}, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.CopyBuffer(h, struct{ io.Reader }{f}, make([]byte, 1<<20))
	if err != nil {
		return InputFile{}, fmt.Errorf("%s: %w", path, err)
	}
	return InputFile{Path: path, Bytes: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// hashing hashes a file in the background, so that reading a large
// database need not wait for it; wait returns the result.
type hashing struct {
	done   chan struct{}
	in     InputFile
	err    error
	shared *sharedReads // the chunks read, kept for the b-tree cursors (nil: none)
}

// hashSharingInBackground hashes a file in the background, sharing what
// it reads with the b-tree cursors (sqliteshare.go): it keeps pace with
// them until released.
func hashSharingInBackground(path string) *hashing {
	h := &hashing{done: make(chan struct{}), shared: newSharedReads()}
	go func() {
		defer close(h.done)
		h.in, h.err = hashSharing(path, h.shared)
	}()
	return h
}

// release lets the hash run on without waiting for the cursors.
func (h *hashing) release() {
	if h.shared != nil {
		h.shared.release()
	}
}

func (h *hashing) wait() (InputFile, error) {
	h.release() // waiting for the hash must not wait for a read
	<-h.done
	return h.in, h.err
}

// Memory is a Source of sessions already in memory (generated ones, for
// benchmarks and tests): nothing to read, nothing rejected.
type Memory struct{ Sessions []*Session }

// Each hands on the sessions in order.
func (m *Memory) Each(fn func(*Session) error, _ func(Reject)) error {
	for _, s := range m.Sessions {
		if err := fn(s); err != nil {
			return err
		}
	}
	return nil
}

// Read counts the sessions' rows per table.
func (m *Memory) Read() Counts {
	c := Counts{}
	for _, s := range m.Sessions {
		for t, n := range s.Rows() {
			c[t] += int64(n)
		}
	}
	return c
}

func (m *Memory) Notices() []string   { return nil }
func (m *Memory) Inputs() []InputFile { return nil }
func (m *Memory) Close() error        { return nil }
