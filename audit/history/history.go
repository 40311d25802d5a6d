// Package history is the findings store of nightly runs: an SQLite file that
// keeps every run (when, which inputs with their hashes, which instruments
// and readings, which findings) so that a finding found again is recognised
// as the same one, sessions already audited can be skipped, and reviewed
// findings can be waived until a date.
package history

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" driver

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
)

// SchemaVersion is stored in the database; a newer store is refused.
const SchemaVersion = 1

const schema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
	id INTEGER PRIMARY KEY,
	at TEXT NOT NULL,
	region TEXT NOT NULL,
	log TEXT NOT NULL,
	version TEXT NOT NULL,
	inputs TEXT NOT NULL,       -- JSON: path, bytes, sha256
	instruments TEXT NOT NULL,  -- JSON: instrument IDs
	assumptions TEXT NOT NULL,  -- JSON: switch → reading
	findings INTEGER NOT NULL,
	new_findings INTEGER NOT NULL,
	rounds INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
	session_id TEXT PRIMARY KEY,
	fingerprint TEXT NOT NULL,
	run_id INTEGER NOT NULL REFERENCES runs(id),
	casino_id TEXT NOT NULL,
	table_id TEXT NOT NULL,
	rounds INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS findings (
	id TEXT PRIMARY KEY,         -- stable identity, see ID
	rule TEXT NOT NULL,
	casino_id TEXT NOT NULL,
	table_id TEXT NOT NULL,
	session_id TEXT NOT NULL,
	round_no INTEGER NOT NULL,
	bet_id TEXT NOT NULL,
	first_run INTEGER NOT NULL REFERENCES runs(id),
	last_run INTEGER NOT NULL REFERENCES runs(id),
	finding TEXT NOT NULL        -- JSON of the last occurrence
);
CREATE INDEX IF NOT EXISTS findings_session ON findings(session_id);
CREATE TABLE IF NOT EXISTS run_tables (run_id INTEGER NOT NULL, casino_id TEXT NOT NULL, table_id TEXT NOT NULL, rounds INTEGER NOT NULL, PRIMARY KEY (run_id, casino_id, table_id));
CREATE TABLE IF NOT EXISTS run_findings (run_id INTEGER NOT NULL, finding_id TEXT NOT NULL, PRIMARY KEY (run_id, finding_id));
CREATE TABLE IF NOT EXISTS waivers (
	finding_id TEXT PRIMARY KEY,
	reason TEXT NOT NULL,
	author TEXT NOT NULL,
	created TEXT NOT NULL,
	expires TEXT NOT NULL
);
`

// Store is an open findings store. Only one process holds it at a time.
type Store struct {
	db   *sql.DB
	lock *os.File
	path string
}

// ErrLocked is returned when another run holds the store.
var ErrLocked = errors.New("another veedor run is using the findings store")

// Open opens (creating on first use) the store at path and takes its lock,
// a lock file beside it held with flock until Close, so two overlapping runs
// cannot interleave their writes.
func Open(path string) (*Store, error) {
	lock, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("findings store %s: %w", path, err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		lock.Close()
		return nil, fmt.Errorf("findings store %s: %w", path, ErrLocked)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)")
	if err == nil {
		_, err = db.Exec(schema)
	}
	s := &Store{db: db, lock: lock, path: path}
	if err == nil {
		err = s.checkVersion()
	}
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("findings store %s: %w", path, err)
	}
	return s, nil
}

func (s *Store) checkVersion() error {
	var v string
	err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'schema'`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		_, err = s.db.Exec(`INSERT INTO meta(key, value) VALUES ('schema', ?)`, strconv.Itoa(SchemaVersion))
		return err
	}
	if err != nil {
		return err
	}
	if n, _ := strconv.Atoi(v); n > SchemaVersion {
		return fmt.Errorf("store schema %s is newer than this veedor (%d)", v, SchemaVersion)
	}
	return nil
}

// Close releases the store and its lock.
func (s *Store) Close() error {
	var err error
	if s.db != nil {
		err = s.db.Close()
	}
	if s.lock != nil {
		syscall.Flock(int(s.lock.Fd()), syscall.LOCK_UN)
		s.lock.Close()
	}
	return err
}

// ID is a finding's stable identity: what it is about (rule, casino, table,
// session, round, bet, column), never its wording, so a new version of the
// sentences or a re-run finds the same finding again.
func ID(f audit.Finding) string {
	h := sha256.New()
	for _, part := range []string{f.Rule, f.Casino, f.Table, f.Session, strconv.Itoa(f.Round), f.Bet, f.Column, f.Source.Table} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	if f.Session == "" { // a rejected row: its place is its identity
		h.Write([]byte(f.Source.File + "\x00" + strconv.FormatInt(f.Source.Line, 10)))
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// Fingerprint hashes everything recorded in a session, so an edited session
// is audited again and an unchanged one is not.
func Fingerprint(s *logs.Session) string {
	h := sha256.New()
	enc := json.NewEncoder(h)
	strip := *s
	strip.Pos = logs.Pos{}
	// Positions change when other sessions are added to the file; contents
	// are what matters.
	clean := func(p *logs.Pos) { *p = logs.Pos{} }
	staff := append([]logs.Staff(nil), s.Staff...)
	for i := range staff {
		clean(&staff[i].Pos)
	}
	rounds := append([]logs.Round(nil), s.Rounds...)
	for i := range rounds {
		clean(&rounds[i].Pos)
	}
	bets := append([]logs.Bet(nil), s.Bets...)
	for i := range bets {
		clean(&bets[i].Pos)
	}
	events := append([]logs.Event(nil), s.Events...)
	for i := range events {
		clean(&events[i].Pos)
	}
	strip.Staff, strip.Rounds, strip.Bets, strip.Events = staff, rounds, bets, events
	enc.Encode(strip)
	return hex.EncodeToString(h.Sum(nil))
}

// Audited returns the fingerprint each session had when it was last audited.
func (s *Store) Audited() (map[string]string, error) {
	rows, err := s.db.Query(`SELECT session_id, fingerprint FROM sessions`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var id, fp string
		if err := rows.Scan(&id, &fp); err != nil {
			return nil, err
		}
		out[id] = fp
	}
	return out, rows.Err()
}

// Recorded is what a run added to the store.
type Recorded struct {
	Run      int64
	New      []string // IDs of findings never seen before
	Known    []string // IDs of findings seen in an earlier run
	Findings int
}

// Record stores a run: its inputs and readings, the fingerprints of the
// sessions it audited, and its findings, recognising those seen before.
// Everything is one transaction: a crash leaves the store as it was.
func (s *Store) Record(res *audit.Result, fingerprints map[string]string) (*Recorded, error) {
	tx, err := s.db.Begin()
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	inputs, _ := json.Marshal(res.Inputs)
	var ins []string
	for _, in := range res.Instruments {
		ins = append(ins, in.ID)
	}
	instruments, _ := json.Marshal(ins)
	readings := map[string]string{}
	for _, a := range res.Assumptions {
		readings[a.ID] = a.Reading
	}
	assume, _ := json.Marshal(readings)
	rounds := 0
	for _, ss := range res.Sessions {
		rounds += ss.Rounds
	}
	r, err := tx.Exec(`INSERT INTO runs(at, region, log, version, inputs, instruments, assumptions, findings, new_findings, rounds) VALUES (?,?,?,?,?,?,?,?,0,?)`,
		res.GeneratedAt.Format(time.RFC3339), res.Region, res.Log, res.Version, string(inputs), string(instruments), string(assume), len(res.Findings), rounds)
	if err != nil {
		return nil, err
	}
	run, _ := r.LastInsertId()
	rec := &Recorded{Run: run, Findings: len(res.Findings)}
	perTable := map[[2]string]int{}
	for _, ss := range res.Sessions {
		if !ss.Rejected {
			perTable[[2]string{ss.Casino, ss.Table}] += ss.Rounds
		}
	}
	for k, n := range perTable {
		if _, err := tx.Exec(`INSERT INTO run_tables(run_id, casino_id, table_id, rounds) VALUES (?,?,?,?)`, run, k[0], k[1], n); err != nil {
			return nil, err
		}
	}
	for _, ss := range res.Sessions {
		fp, ok := fingerprints[ss.ID]
		if !ok || ss.Rejected {
			continue
		}
		if _, err := tx.Exec(`INSERT INTO sessions(session_id, fingerprint, run_id, casino_id, table_id, rounds) VALUES (?,?,?,?,?,?)
			ON CONFLICT(session_id) DO UPDATE SET fingerprint = excluded.fingerprint, run_id = excluded.run_id, rounds = excluded.rounds`,
			ss.ID, fp, run, ss.Casino, ss.Table, ss.Rounds); err != nil {
			return nil, err
		}
	}
	seen := map[string]bool{}
	for _, f := range res.Findings {
		id := ID(f)
		if seen[id] {
			continue
		}
		seen[id] = true
		body, _ := json.Marshal(f)
		var first int64
		err := tx.QueryRow(`SELECT first_run FROM findings WHERE id = ?`, id).Scan(&first)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			rec.New = append(rec.New, id)
			_, err = tx.Exec(`INSERT INTO findings(id, rule, casino_id, table_id, session_id, round_no, bet_id, first_run, last_run, finding) VALUES (?,?,?,?,?,?,?,?,?,?)`,
				id, f.Rule, f.Casino, f.Table, f.Session, f.Round, f.Bet, run, run, string(body))
		case err == nil:
			rec.Known = append(rec.Known, id)
			_, err = tx.Exec(`UPDATE findings SET last_run = ?, finding = ? WHERE id = ?`, run, string(body), id)
		}
		if err != nil {
			return nil, err
		}
		if _, err := tx.Exec(`INSERT OR IGNORE INTO run_findings(run_id, finding_id) VALUES (?, ?)`, run, id); err != nil {
			return nil, err
		}
	}
	if _, err := tx.Exec(`UPDATE runs SET new_findings = ? WHERE id = ?`, len(rec.New), run); err != nil {
		return nil, err
	}
	sort.Strings(rec.New)
	sort.Strings(rec.Known)
	return rec, tx.Commit()
}

// Waiver accepts a reviewed finding until it expires.
type Waiver struct {
	Finding string    `json:"finding_id"`
	Reason  string    `json:"reason"`
	Author  string    `json:"author"`
	Created time.Time `json:"created"`
	Expires time.Time `json:"expires"`
}

// Waive records (or replaces) a waiver for a finding already in the store.
func (s *Store) Waive(w Waiver) error {
	if strings.TrimSpace(w.Reason) == "" || strings.TrimSpace(w.Author) == "" {
		return fmt.Errorf("a waiver needs a reason and an author")
	}
	if !w.Expires.After(w.Created) {
		return fmt.Errorf("a waiver must expire after it is made")
	}
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM findings WHERE id = ?`, w.Finding).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("no finding %s in the store", w.Finding)
	}
	_, err := s.db.Exec(`INSERT INTO waivers(finding_id, reason, author, created, expires) VALUES (?,?,?,?,?)
		ON CONFLICT(finding_id) DO UPDATE SET reason = excluded.reason, author = excluded.author, created = excluded.created, expires = excluded.expires`,
		w.Finding, w.Reason, w.Author, w.Created.Format(time.RFC3339), w.Expires.Format(time.RFC3339))
	return err
}

// Waivers returns the waivers in force at t, by finding ID.
func (s *Store) Waivers(t time.Time) (map[string]Waiver, error) {
	rows, err := s.db.Query(`SELECT finding_id, reason, author, created, expires FROM waivers`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]Waiver{}
	for rows.Next() {
		var w Waiver
		var created, expires string
		if err := rows.Scan(&w.Finding, &w.Reason, &w.Author, &created, &expires); err != nil {
			return nil, err
		}
		w.Created, _ = time.Parse(time.RFC3339, created)
		w.Expires, _ = time.Parse(time.RFC3339, expires)
		if t.Before(w.Expires) && !t.Before(w.Created) {
			out[w.Finding] = w
		}
	}
	return out, rows.Err()
}

// Trend is findings per 100 rounds in one run, for a table or a rule.
type Trend struct {
	Run    int64
	At     string
	Key    string
	Rounds int
	Count  int
	Per100 float64
}

// Trends returns, for the last n runs, findings per 100 rounds grouped by
// "table" (casino/table, over that table's rounds in the run) or "rule"
// (over all the run's rounds).
func (s *Store) Trends(by string, n int) ([]Trend, error) {
	var q string
	switch by {
	case "table":
		q = `SELECT r.id, r.at, t.casino_id || '/' || t.table_id, t.rounds,
			(SELECT count(*) FROM run_findings rf JOIN findings f ON f.id = rf.finding_id
			 WHERE rf.run_id = r.id AND f.casino_id = t.casino_id AND f.table_id = t.table_id)
			FROM runs r JOIN run_tables t ON t.run_id = r.id
			WHERE r.id IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?) ORDER BY r.id, 3`
	case "rule":
		q = `SELECT r.id, r.at, f.rule, r.rounds, count(*) FROM runs r
			JOIN run_findings rf ON rf.run_id = r.id JOIN findings f ON f.id = rf.finding_id
			WHERE r.id IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?)
			GROUP BY r.id, f.rule ORDER BY r.id, f.rule`
	default:
		return nil, fmt.Errorf("trend by %q: want table or rule", by)
	}
	rows, err := s.db.Query(q, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Trend
	for rows.Next() {
		var t Trend
		if err := rows.Scan(&t.Run, &t.At, &t.Key, &t.Rounds, &t.Count); err != nil {
			return nil, err
		}
		if t.Rounds > 0 {
			t.Per100 = 100 * float64(t.Count) / float64(t.Rounds)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}
