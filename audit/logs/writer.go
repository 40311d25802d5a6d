package logs

import (
	"database/sql"
	"encoding/csv"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Writer writes a log in the contract's format, one session at a time. The
// output depends only on the sessions written: the same sessions give the
// same bytes. Positions (Pos) are not written.
type Writer interface {
	Write(*Session) error
	Close() error
}

// Create starts a new log: a path ending in ".db" is a new SQLite database
// (it must not exist), any other path a folder of the five CSV files (it
// must not exist or be empty).
func Create(path string) (Writer, error) {
	if strings.HasSuffix(path, ".db") {
		return createSQLite(path)
	}
	return createCSV(path)
}

// Value formatting for the writers: optional values that are zero are
// written empty.

func fmtTime(t time.Time) string {
	if t.Nanosecond() != 0 {
		return t.Format(time.RFC3339Nano)
	}
	return t.Format(time.RFC3339)
}

func optTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return fmtTime(t)
}

func optInt(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func optMoney(c Cents) string {
	if c == 0 {
		return ""
	}
	return c.String()
}

func commission(b Bet) string {
	if !b.CommissionRecorded {
		return ""
	}
	return b.Commission.String()
}

// records returns a session's rows per table, values in schema order.
func records(s *Session) map[string][][]string {
	out := map[string][][]string{
		TSessions: {{
			s.ID, s.Casino, s.Table, s.Game, s.Variant, fmtTime(s.OpenedAt), fmtTime(s.ClosedAt),
			s.MinBet.String(), s.MaxBet.String(), optMoney(s.AuthorizedMin),
		}},
	}
	for _, st := range s.Staff {
		out[TStaff] = append(out[TStaff], []string{s.ID, st.Employee, st.Role, fmtTime(st.OnAt), optTime(st.OffAt)})
	}
	for _, r := range s.Rounds {
		out[TRounds] = append(out[TRounds], []string{
			s.ID, strconv.Itoa(r.No), fmtTime(r.At), r.Dealer, r.Outcome, r.WheelDir, r.BallDir,
			optTime(r.NoMoreBetsAt), r.Status, r.VoidReason, r.Dealt,
		})
	}
	for _, b := range s.Bets {
		out[TBets] = append(out[TBets], []string{
			s.ID, strconv.Itoa(b.Round), b.ID, b.Seat, b.Player, b.Type, b.Selection,
			b.Stake.String(), b.Returned.String(), b.Paid.String(), optInt(b.SettledRound),
			optTime(b.PlacedAt), b.PaidBy, b.Hand, commission(b),
		})
	}
	for _, e := range s.Events {
		out[TEvents] = append(out[TEvents], []string{s.ID, fmtTime(e.At), optInt(e.Round), e.Kind, e.Detail, e.Employee})
	}
	return out
}

// csvWriter writes a folder of CSV files.
type csvWriter struct {
	files  []*os.File
	ws     []*csv.Writer
	closed bool
}

func createCSV(dir string) (*csvWriter, error) {
	if fi, err := os.Stat(dir); err == nil {
		if !fi.IsDir() {
			return nil, fmt.Errorf("%s exists and is not a folder", dir)
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, err
		}
		if len(entries) > 0 {
			return nil, fmt.Errorf("%s exists and is not empty", dir)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	w := &csvWriter{}
	for _, t := range Tables {
		f, err := os.OpenFile(filepath.Join(dir, t+".csv"), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			w.abort()
			return nil, err
		}
		cw := csv.NewWriter(f)
		w.files = append(w.files, f)
		w.ws = append(w.ws, cw)
		if err := cw.Write(columnNames(t)); err != nil {
			w.abort()
			return nil, err
		}
	}
	return w, nil
}

func (w *csvWriter) abort() {
	for _, f := range w.files {
		f.Close()
	}
	w.closed = true
}

// Write implements Writer.
func (w *csvWriter) Write(s *Session) error {
	if w.closed {
		return errors.New("logs: write to a closed writer")
	}
	recs := records(s)
	for i, t := range Tables {
		if err := w.ws[i].WriteAll(recs[t]); err != nil {
			return fmt.Errorf("%s: %w", w.files[i].Name(), err)
		}
	}
	return nil
}

// Close implements Writer.
func (w *csvWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	var errs []error
	for i, cw := range w.ws {
		cw.Flush()
		if err := cw.Error(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", w.files[i].Name(), err))
		}
		if err := w.files[i].Close(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// sqliteWriter writes one SQLite database: every column declared TEXT,
// absent values stored as NULL, all rows in one transaction, in session
// order; indexes on session_id are built at Close.
type sqliteWriter struct {
	path  string
	db    *sql.DB
	tx    *sql.Tx
	stmts []*sql.Stmt
}

func createSQLite(path string) (*sqliteWriter, error) {
	if _, err := os.Stat(path); err == nil {
		return nil, fmt.Errorf("%s already exists", path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	db, err := sql.Open("sqlite", sqliteDSN(path, "mode=rwc"))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	w := &sqliteWriter{path: path, db: db}
	fail := func(err error) (*sqliteWriter, error) {
		db.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	tx, err := db.Begin()
	if err != nil {
		return fail(err)
	}
	w.tx = tx
	for _, t := range Tables {
		names := columnNames(t)
		defs := make([]string, len(names))
		marks := make([]string, len(names))
		for i, n := range names {
			defs[i] = n + " TEXT"
			marks[i] = "?"
		}
		if _, err := tx.Exec("CREATE TABLE " + t + " (" + strings.Join(defs, ", ") + ")"); err != nil {
			tx.Rollback()
			return fail(err)
		}
		st, err := tx.Prepare("INSERT INTO " + t + " (" + strings.Join(names, ", ") + ") VALUES (" + strings.Join(marks, ", ") + ")")
		if err != nil {
			tx.Rollback()
			return fail(err)
		}
		w.stmts = append(w.stmts, st)
	}
	return w, nil
}

// Write implements Writer.
func (w *sqliteWriter) Write(s *Session) error {
	if w.tx == nil {
		return errors.New("logs: write to a closed writer")
	}
	recs := records(s)
	args := make([]any, 0, 16)
	for i, t := range Tables {
		for _, rec := range recs[t] {
			args = args[:0]
			for _, v := range rec {
				if v == "" {
					args = append(args, nil)
				} else {
					args = append(args, v)
				}
			}
			if _, err := w.stmts[i].Exec(args...); err != nil {
				return fmt.Errorf("%s: table %s: %w", w.path, t, err)
			}
		}
	}
	return nil
}

// Close implements Writer: it builds the indexes and commits.
func (w *sqliteWriter) Close() error {
	if w.tx == nil {
		return nil
	}
	tx := w.tx
	w.tx = nil
	for _, st := range w.stmts {
		st.Close()
	}
	for _, t := range Tables {
		if _, err := tx.Exec("CREATE INDEX " + t + "_session_id ON " + t + " (session_id)"); err != nil {
			tx.Rollback()
			w.db.Close()
			return fmt.Errorf("%s: %w", w.path, err)
		}
	}
	if err := tx.Commit(); err != nil {
		w.db.Close()
		return fmt.Errorf("%s: %w", w.path, err)
	}
	return w.db.Close()
}
