// Package history is the findings store of nightly runs: an SQLite file that
// keeps every run (when, which inputs with their hashes, which instruments
// and readings, which sessions with their fingerprints, which findings) so
// that a finding found again is recognised as the same one, sessions already
// audited can be skipped, a repeated run is recognised and not recorded
// twice, and reviewed findings can be waived until a date.
package history

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" driver

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/stats"
)

// SchemaVersion is stored in the database; a newer store is refused. 2
// added hold_sessions: a store opened by this veedor is refused by an
// earlier one, which would record runs without their holds and leave
// holes in month and year to date.
const SchemaVersion = 2

const schema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
	id INTEGER PRIMARY KEY,
	key TEXT NOT NULL,          -- RunKey: a run with the same key is a repeat
	context TEXT NOT NULL,      -- Context: region, readings, veedor version
	at TEXT NOT NULL,           -- production time (RFC 3339)
	region TEXT NOT NULL,
	log TEXT NOT NULL,
	version TEXT NOT NULL,
	since TEXT NOT NULL,        -- "", "last" or a date
	inputs TEXT NOT NULL,       -- JSON: path, bytes, sha256
	instruments TEXT NOT NULL,  -- JSON: instrument IDs
	assumptions TEXT NOT NULL,  -- JSON: switch → reading
	sessions INTEGER NOT NULL,  -- sessions audited (rejected ones included)
	rounds INTEGER NOT NULL,
	findings INTEGER NOT NULL,
	new_findings INTEGER NOT NULL,
	skipped_sessions INTEGER NOT NULL, -- unchanged since audited
	skipped_rows INTEGER NOT NULL,
	outside_sessions INTEGER NOT NULL, -- opened outside --since/--until
	outside_rows INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS runs_log ON runs(log, id);
CREATE TABLE IF NOT EXISTS session_audits (
	run_id INTEGER NOT NULL REFERENCES runs(id),
	casino_id TEXT NOT NULL,
	session_id TEXT NOT NULL,
	table_id TEXT NOT NULL,
	fingerprint TEXT NOT NULL,
	rounds INTEGER NOT NULL,
	rejected INTEGER NOT NULL,
	PRIMARY KEY (casino_id, session_id, run_id)
);
CREATE INDEX IF NOT EXISTS session_audits_run ON session_audits(run_id);
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
CREATE INDEX IF NOT EXISTS findings_session ON findings(casino_id, session_id);
CREATE TABLE IF NOT EXISTS run_tables (run_id INTEGER NOT NULL REFERENCES runs(id), casino_id TEXT NOT NULL, table_id TEXT NOT NULL, rounds INTEGER NOT NULL, PRIMARY KEY (run_id, casino_id, table_id));
CREATE TABLE IF NOT EXISTS run_findings (run_id INTEGER NOT NULL REFERENCES runs(id), finding_id TEXT NOT NULL REFERENCES findings(id), PRIMARY KEY (run_id, finding_id));
CREATE TABLE IF NOT EXISTS waivers (
	id INTEGER PRIMARY KEY,
	finding_id TEXT NOT NULL REFERENCES findings(id),
	reason TEXT NOT NULL,
	author TEXT NOT NULL,
	created TEXT NOT NULL,       -- in force from (RFC 3339)
	expires TEXT NOT NULL,       -- in force until, excluded (RFC 3339)
	recorded TEXT NOT NULL       -- when it was entered (RFC 3339)
);
CREATE INDEX IF NOT EXISTS waivers_finding ON waivers(finding_id);
CREATE TABLE IF NOT EXISTS hold_sessions (  -- the statistical audit's hold of each session, its last audit's
	casino_id TEXT NOT NULL,
	session_id TEXT NOT NULL,
	table_id TEXT NOT NULL,
	game TEXT NOT NULL,
	day TEXT NOT NULL,           -- opening date, 2006-01-02
	run_id INTEGER NOT NULL REFERENCES runs(id),
	rounds INTEGER NOT NULL,
	bets INTEGER NOT NULL,
	handle INTEGER NOT NULL,     -- cents
	result INTEGER NOT NULL,     -- cents: Σ(stake − returned − paid)
	expected REAL NOT NULL,      -- cents: the theoretical result
	variance REAL NOT NULL,      -- cents²
	reference INTEGER NOT NULL,
	PRIMARY KEY (casino_id, session_id)
);
CREATE INDEX IF NOT EXISTS hold_sessions_day ON hold_sessions(day);
`

// Store is an open findings store. Only one process holds it at a time.
type Store struct {
	db   *sql.DB
	lock *os.File
	path string
}

// ErrLocked is returned when another run holds the store.
var ErrLocked = errors.New("another veedor run is using the findings store")

// Open opens (creating on first use, with its folder) the store at path and
// takes its lock, a lock file beside it (path + ".lock") held until Close
// (flock on Unix, LockFileEx on Windows), so two overlapping runs cannot
// interleave their writes. It fails at once with ErrLocked when another
// process holds the lock.
func Open(path string) (*Store, error) { return OpenWait(path, 0) }

// OpenWait is Open, waiting up to wait for another run to release the lock.
func OpenWait(path string, wait time.Duration) (*Store, error) {
	if path == "" {
		return nil, errors.New("findings store: no path given")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("findings store %s: %w", path, err)
		}
	}
	lock, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("findings store %s: %w", path, err)
	}
	deadline := time.Now().Add(wait)
	for {
		held, err := tryLock(lock)
		if err != nil {
			lock.Close()
			return nil, fmt.Errorf("findings store %s: lock: %w", path, err)
		}
		if !held {
			break
		}
		if !time.Now().Before(deadline) {
			lock.Close()
			return nil, fmt.Errorf("findings store %s: %w", path, ErrLocked)
		}
		time.Sleep(100 * time.Millisecond)
	}
	// A rollback journal (not WAL): when no run holds the lock, the store
	// is the one file, which can be copied as it is.
	db, err := sql.Open("sqlite", storeURI(path)+"?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)")
	if err == nil {
		_, err = db.Exec(schema)
	}
	s := &Store{db: db, lock: lock, path: path}
	if err == nil {
		err = s.checkVersion()
	}
	if err == nil {
		err = s.migrate()
	}
	if err != nil {
		s.Close()
		return nil, fmt.Errorf("findings store %s: %w", path, err)
	}
	return s, nil
}

// storeURI is path as an SQLite URI: the characters a URI gives a meaning
// (%, ?, #) escaped, and the platform's own separators kept, so a C:\ path or
// a UNC share (\\server\share\findings.db) reaches Windows as it was given.
func storeURI(path string) string {
	return "file:" + strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.Clean(path))
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
	} else if n < SchemaVersion {
		// The tables added since were created by the schema above.
		_, err = s.db.Exec(`UPDATE meta SET value = ? WHERE key = 'schema'`, strconv.Itoa(SchemaVersion))
	}
	return err
}

// migrate brings a store made by an earlier veedor up to this schema, in
// place, keeping what it holds: columns added since are added with a
// default that says "not recorded".
func (s *Store) migrate() error {
	for _, c := range []struct{ table, column, decl string }{
		{"waivers", "recorded", "TEXT NOT NULL DEFAULT ''"}, // when each waiver was entered
	} {
		var n int
		if err := s.db.QueryRow(`SELECT count(*) FROM pragma_table_info(?) WHERE name = ?`, c.table, c.column).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			if _, err := s.db.Exec(`ALTER TABLE ` + c.table + ` ADD COLUMN ` + c.column + ` ` + c.decl); err != nil {
				return fmt.Errorf("adding %s.%s: %w", c.table, c.column, err)
			}
		}
	}
	return nil
}

// Path is the store's file.
func (s *Store) Path() string { return s.path }

// Close releases the store and its lock.
func (s *Store) Close() error {
	var err error
	if s.db != nil {
		err = s.db.Close()
	}
	if s.lock != nil {
		unlock(s.lock)
		s.lock.Close()
	}
	return err
}

// Check runs SQLite's integrity check and verifies the store's own
// invariants (every finding of a run is in findings, every run's counts
// match its rows).
func (s *Store) Check() error {
	var res string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&res); err != nil {
		return err
	}
	if res != "ok" {
		return fmt.Errorf("integrity check: %s", res)
	}
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM run_findings rf LEFT JOIN findings f ON f.id = rf.finding_id WHERE f.id IS NULL`).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return fmt.Errorf("%d run findings without their finding", n)
	}
	if err := s.db.QueryRow(`SELECT count(*) FROM runs r WHERE r.findings != (SELECT count(*) FROM run_findings rf WHERE rf.run_id = r.id)
		OR r.sessions != (SELECT count(*) FROM session_audits a WHERE a.run_id = r.id)`).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return fmt.Errorf("%d runs whose counts do not match their rows", n)
	}
	return nil
}

// ID is a finding's stable identity: what it is about (rule, casino, table,
// session, round, bet, column), never its wording, so a new version of the
// sentences or a re-run finds the same finding again. Two findings of one
// audit can share it (two unreadable values in one column of one session);
// IDs tells them apart.
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

// IDs returns the identity of each finding of an audit, in order: ID, with
// "-2", "-3", ... added to the second and later findings sharing one (in
// the Result's order, which is deterministic). See Namer.
func IDs(fs []audit.Finding) []string {
	out := make([]string, len(fs))
	var n Namer
	for i := range fs {
		out[i] = n.ID(&fs[i])
	}
	return out
}

// Namer gives the findings of an audit their IDs one by one, in the
// Result's order, as IDs does, without holding them: findings sharing an ID
// share its rule, session, round and bet, which come first in the Result's
// order, so they are neighbours among the findings of one round, bet and
// rule, and only those are remembered.
type Namer struct {
	round int
	bet   string
	rule  string
	seen  map[string]int
}

// ID is the identity of f, the next finding in the Result's order.
func (n *Namer) ID(f *audit.Finding) string {
	if n.seen == nil {
		n.seen = map[string]int{}
	} else if f.Round != n.round || f.Bet != n.bet || f.Rule != n.rule {
		clear(n.seen)
	}
	n.round, n.bet, n.rule = f.Round, f.Bet, f.Rule
	id := ID(*f)
	n.seen[id]++
	if k := n.seen[id]; k > 1 {
		id += "-" + strconv.Itoa(k)
	}
	return id
}

// EachID calls fn with every finding of res and its ID, in order (see
// audit.Result.EachFinding).
func EachID(res *audit.Result, fn func(i int, f *audit.Finding, id string) error) error {
	var n Namer
	return res.EachFinding(func(i int, f *audit.Finding) error { return fn(i, f, n.ID(f)) })
}

// SessionKey names a session across logs: the log format makes session_id
// unique within a log, the casino makes it unique across casinos.
type SessionKey struct{ Casino, Session string }

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

// Context identifies what a session is audited against besides its own
// content: the region, every switch's reading and the Veedor version. A
// session audited under another context is audited again.
func Context(region string, readings map[string]string, version string) string {
	b, _ := json.Marshal(struct {
		Region   string            `json:"region"`
		Readings map[string]string `json:"readings"`
		Version  string            `json:"version"`
	}{region, readings, version})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// RunKey identifies a run by what determines its result: the context, the
// log with every input's path, size and SHA-256, and the --since mode. A
// run whose key is that of the last run of the same log is a repeat of it
// (see Repeats) and is not recorded again.
func RunKey(context, log string, inputs []audit.Input, since string) string {
	b, _ := json.Marshal(struct {
		Context string        `json:"context"`
		Log     string        `json:"log"`
		Inputs  []audit.Input `json:"inputs"`
		Since   string        `json:"since"`
	}{context, log, inputs, since})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Run is one recorded run.
type Run struct {
	ID              int64
	At              string // production time, RFC 3339
	Region, Log     string
	Version, Since  string
	Sessions        int
	Rounds          int
	Findings        int
	New             int
	SkippedSessions int
	SkippedRows     int64
	OutsideSessions int
	OutsideRows     int64
}

const runCols = `id, at, region, log, version, since, sessions, rounds, findings, new_findings, skipped_sessions, skipped_rows, outside_sessions, outside_rows`

func scanRun(row interface{ Scan(...any) error }) (*Run, error) {
	var r Run
	err := row.Scan(&r.ID, &r.At, &r.Region, &r.Log, &r.Version, &r.Since, &r.Sessions, &r.Rounds, &r.Findings, &r.New,
		&r.SkippedSessions, &r.SkippedRows, &r.OutsideSessions, &r.OutsideRows)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &r, nil
}

// Repeats returns the run a run with key over log would repeat, or nil: the
// last run of that log, when its key is key (same inputs, readings, version
// and --since mode). Only the last one: once the log was audited again with
// other contents (a session edited, then the edit undone), the store's view
// of its sessions has moved on, and the run is a new one.
func (s *Store) Repeats(key, log string) (*Run, error) {
	return repeats(s.db, key, log)
}

type queryRower interface {
	QueryRow(string, ...any) *sql.Row
}

func repeats(q queryRower, key, log string) (*Run, error) {
	var last string
	var id int64
	err := q.QueryRow(`SELECT id, key FROM runs WHERE log = ? ORDER BY id DESC LIMIT 1`, log).Scan(&id, &last)
	if errors.Is(err, sql.ErrNoRows) || err == nil && last != key {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return scanRun(q.QueryRow(`SELECT `+runCols+` FROM runs WHERE id = ?`, id))
}

// Previous returns the run recorded before run, or nil.
func (s *Store) Previous(run int64) (*Run, error) {
	return scanRun(s.db.QueryRow(`SELECT `+runCols+` FROM runs WHERE id < ? ORDER BY id DESC LIMIT 1`, run))
}

// Runs returns every run, oldest first.
func (s *Store) Runs() ([]Run, error) {
	rows, err := s.db.Query(`SELECT ` + runCols + ` FROM runs ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Run
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *r)
	}
	return out, rows.Err()
}

// LastAudit returns a look-up of the fingerprint each session had when it was
// last audited under context, in a run before run before (0: any run). It
// is what Selection.Audited wants. The look-up is safe for use by one
// goroutine at a time while the store is open.
func (s *Store) LastAudit(context string, before int64) (func(SessionKey) (string, bool, error), error) {
	if before <= 0 {
		before = 1<<62 - 1
	}
	st, err := s.db.Prepare(`SELECT a.fingerprint FROM session_audits a JOIN runs r ON r.id = a.run_id
		WHERE a.casino_id = ? AND a.session_id = ? AND r.context = ? AND a.run_id < ? ORDER BY a.run_id DESC LIMIT 1`)
	if err != nil {
		return nil, err
	}
	return func(k SessionKey) (string, bool, error) {
		var fp string
		err := st.QueryRow(k.Casino, k.Session, context, before).Scan(&fp)
		if errors.Is(err, sql.ErrNoRows) {
			return "", false, nil
		}
		return fp, err == nil, err
	}, nil
}

// Audited returns, for every session ever audited, the fingerprint it had
// when last audited (under any context).
func (s *Store) Audited() (map[SessionKey]string, error) {
	rows, err := s.db.Query(`SELECT casino_id, session_id, fingerprint FROM session_audits ORDER BY run_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[SessionKey]string{}
	for rows.Next() {
		var k SessionKey
		var fp string
		if err := rows.Scan(&k.Casino, &k.Session, &fp); err != nil {
			return nil, err
		}
		out[k] = fp
	}
	return out, rows.Err()
}

// RunRecord is what Record needs besides the Result.
type RunRecord struct {
	Key, Context, Since string
	// Fingerprints of the sessions audited (Incremental.Fingerprints).
	Fingerprints map[SessionKey]string
	// IDs of the Result's findings, in order (see IDs); nil: computed.
	IDs     []string
	Skipped Skipped
	// Statistics is set when the statistical audit ran: the stored holds of
	// every session audited (Fingerprints) are then replaced by Holds, the
	// run's (stats.Report.Sessions). Unset, the stored holds are kept.
	Statistics bool
	Holds      []stats.SessionHold
}

// Recorded is what a run added to the store.
type Recorded struct {
	Run    int64
	Repeat bool // a run with the same key was recorded before: nothing was added
	// New and Known list, sorted, the IDs of the findings never seen before
	// this run and of those seen in an earlier run, when the Result was held
	// in memory; an audit spilled to disk (audit.Result.Spilled) may have
	// millions, so only their counts and IsNew are kept.
	New        []string
	Known      []string
	NewCount   int
	KnownCount int
	Findings   int
	isNew      []uint64 // bit i: finding i (in the Result's order) is new
}

// IsNew reports whether finding i of the Result recorded (in its order) was
// never seen before this run.
func (r *Recorded) IsNew(i int) bool {
	return i >= 0 && i/64 < len(r.isNew) && r.isNew[i/64]&(1<<(i%64)) != 0
}

// note counts finding i, of identity id, as new or known.
func (r *Recorded) note(i int, id string, isNew, list bool) {
	if isNew {
		r.NewCount++
		for i/64 >= len(r.isNew) {
			r.isNew = append(r.isNew, 0)
		}
		r.isNew[i/64] |= 1 << (i % 64)
		if list {
			r.New = append(r.New, id)
		}
		return
	}
	r.KnownCount++
	if list {
		r.Known = append(r.Known, id)
	}
}

// Record stores a run: its inputs and readings, the fingerprints of the
// sessions it audited, and its findings, recognising those seen before.
// Everything is one transaction: a crash leaves the store as it was. A run
// that repeats the last run of its log (see Repeats) is not recorded: the
// run it repeats is returned (Repeat set), so recording is idempotent.
func (s *Store) Record(res *audit.Result, rr RunRecord) (*Recorded, error) {
	tx, err := s.db.Begin()
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	prior, err := repeats(tx, rr.Key, res.Log)
	if err != nil {
		return nil, err
	}
	if prior != nil {
		tx.Rollback()
		return s.repeated(res, rr, prior.ID)
	}
	if rr.IDs != nil && len(rr.IDs) != res.NumFindings() {
		return nil, fmt.Errorf("history: %d IDs for %d findings", len(rr.IDs), res.NumFindings())
	}
	inputs, _ := json.Marshal(res.Inputs)
	ins := []string{}
	for _, in := range res.Instruments {
		ins = append(ins, in.ID)
	}
	instruments, _ := json.Marshal(ins)
	readings := map[string]string{}
	for _, a := range res.Assumptions {
		readings[a.ID] = a.Reading
	}
	assume, _ := json.Marshal(readings)
	rounds, sessions := 0, 0
	for _, ss := range res.Sessions {
		rounds += ss.Rounds
		if _, ok := rr.Fingerprints[SessionKey{ss.Casino, ss.ID}]; ok {
			sessions++
		}
	}
	r, err := tx.Exec(`INSERT INTO runs(key, context, at, region, log, version, since, inputs, instruments, assumptions,
		sessions, rounds, findings, new_findings, skipped_sessions, skipped_rows, outside_sessions, outside_rows)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,0,0,?,?,?,?)`,
		rr.Key, rr.Context, res.GeneratedAt.Format(time.RFC3339), res.Region, res.Log, res.Version, rr.Since,
		string(inputs), string(instruments), string(assume), sessions, rounds,
		rr.Skipped.Unchanged, rr.Skipped.UnchangedRows, rr.Skipped.Outside, rr.Skipped.OutsideRows)
	if err != nil {
		return nil, err
	}
	run, _ := r.LastInsertId()
	rec := &Recorded{Run: run}
	perTable := map[[2]string]int{}
	for _, ss := range res.Sessions {
		if !ss.Rejected {
			perTable[[2]string{ss.Casino, ss.Table}] += ss.Rounds
		}
	}
	keys := make([][2]string, 0, len(perTable))
	for k := range perTable {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	for _, k := range keys {
		if _, err := tx.Exec(`INSERT INTO run_tables(run_id, casino_id, table_id, rounds) VALUES (?,?,?,?)`, run, k[0], k[1], perTable[k]); err != nil {
			return nil, err
		}
	}
	for _, ss := range res.Sessions {
		fp, ok := rr.Fingerprints[SessionKey{ss.Casino, ss.ID}]
		if !ok {
			continue
		}
		if _, err := tx.Exec(`INSERT INTO session_audits(run_id, casino_id, session_id, table_id, fingerprint, rounds, rejected) VALUES (?,?,?,?,?,?,?)`,
			run, ss.Casino, ss.ID, ss.Table, fp, ss.Rounds, ss.Rejected); err != nil {
			return nil, err
		}
	}
	if rr.Statistics {
		if err := saveHolds(tx, run, rr); err != nil {
			return nil, err
		}
	}
	sel, err := tx.Prepare(`SELECT first_run FROM findings WHERE id = ?`)
	if err != nil {
		return nil, err
	}
	defer sel.Close()
	ins1, err := tx.Prepare(`INSERT INTO findings(id, rule, casino_id, table_id, session_id, round_no, bet_id, first_run, last_run, finding) VALUES (?,?,?,?,?,?,?,?,?,?)`)
	if err != nil {
		return nil, err
	}
	defer ins1.Close()
	upd, err := tx.Prepare(`UPDATE findings SET last_run = ?, finding = ? WHERE id = ?`)
	if err != nil {
		return nil, err
	}
	defer upd.Close()
	link, err := tx.Prepare(`INSERT INTO run_findings(run_id, finding_id) VALUES (?, ?)`)
	if err != nil {
		return nil, err
	}
	defer link.Close()
	// The findings are streamed (a spilled Result is read from its file)
	// and named as they come.
	err = EachID(res, func(i int, f *audit.Finding, id string) error {
		if rr.IDs != nil {
			id = rr.IDs[i]
		}
		body, _ := json.Marshal(f)
		var first int64
		err := sel.QueryRow(id).Scan(&first)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			rec.note(i, id, true, !res.Spilled())
			_, err = ins1.Exec(id, f.Rule, f.Casino, f.Table, f.Session, f.Round, f.Bet, run, run, string(body))
		case err == nil:
			rec.note(i, id, false, !res.Spilled())
			_, err = upd.Exec(run, string(body), id)
		}
		if err != nil {
			return err
		}
		_, err = link.Exec(run, id)
		return err
	})
	if err != nil {
		return nil, err
	}
	rec.Findings = res.NumFindings()
	if _, err := tx.Exec(`UPDATE runs SET findings = ?, new_findings = ? WHERE id = ?`, rec.Findings, rec.NewCount, run); err != nil {
		return nil, err
	}
	sort.Strings(rec.New)
	sort.Strings(rec.Known)
	return rec, tx.Commit()
}

// repeated is what run, which res repeats, recorded of res's findings: the
// same findings, new when first seen in run.
func (s *Store) repeated(res *audit.Result, rr RunRecord, run int64) (*Recorded, error) {
	sel, err := s.db.Prepare(`SELECT first_run FROM findings WHERE id = ?`)
	if err != nil {
		return nil, err
	}
	defer sel.Close()
	rec := &Recorded{Run: run, Repeat: true, Findings: res.NumFindings()}
	err = EachID(res, func(i int, _ *audit.Finding, id string) error {
		if rr.IDs != nil {
			id = rr.IDs[i]
		}
		var first int64
		if err := sel.QueryRow(id).Scan(&first); err != nil {
			return fmt.Errorf("finding %s of the repeated run %d: %w", id, run, err)
		}
		rec.note(i, id, first >= run, !res.Spilled())
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(rec.New)
	sort.Strings(rec.Known)
	return rec, nil
}

// RunFindings returns what run recorded: its findings, split into those
// first seen in it (New) and those seen in an earlier run (Known).
func (s *Store) RunFindings(run int64) (*Recorded, error) {
	rows, err := s.db.Query(`SELECT rf.finding_id, f.first_run FROM run_findings rf JOIN findings f ON f.id = rf.finding_id
		WHERE rf.run_id = ? ORDER BY rf.finding_id`, run)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	rec := &Recorded{Run: run}
	for rows.Next() {
		var id string
		var first int64
		if err := rows.Scan(&id, &first); err != nil {
			return nil, err
		}
		if first >= run {
			rec.New = append(rec.New, id)
		} else {
			rec.Known = append(rec.Known, id)
		}
	}
	rec.NewCount, rec.KnownCount = len(rec.New), len(rec.Known)
	rec.Findings = len(rec.New) + len(rec.Known)
	return rec, rows.Err()
}

// Resolved is a finding of a session's previous audit that its audit in a
// later run (the session edited, or audited again) did not find again.
type Resolved struct {
	ID, Rule               string
	Casino, Table, Session string
	Round                  int
	Bet                    string
	LastRun                int64 // the previous audit's run, where it was last found
}

// Resolved lists, for every session audited in run that had been audited
// before, the findings of its previous audit that run did not find.
func (s *Store) Resolved(run int64) ([]Resolved, error) {
	rows, err := s.db.Query(`
		WITH prev AS (
			SELECT a.casino_id, a.session_id, max(p.run_id) AS run_id
			FROM session_audits a JOIN session_audits p ON p.casino_id = a.casino_id AND p.session_id = a.session_id AND p.run_id < a.run_id
			WHERE a.run_id = ?1 GROUP BY a.casino_id, a.session_id)
		SELECT f.id, f.rule, f.casino_id, f.table_id, f.session_id, f.round_no, f.bet_id, prev.run_id
		FROM prev JOIN run_findings rf ON rf.run_id = prev.run_id
		JOIN findings f ON f.id = rf.finding_id AND f.casino_id = prev.casino_id AND f.session_id = prev.session_id
		WHERE f.id NOT IN (SELECT finding_id FROM run_findings WHERE run_id = ?1)
		ORDER BY f.casino_id, f.table_id, f.session_id, f.round_no, f.bet_id, f.rule, f.id`, run)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Resolved
	for rows.Next() {
		var r Resolved
		if err := rows.Scan(&r.ID, &r.Rule, &r.Casino, &r.Table, &r.Session, &r.Round, &r.Bet, &r.LastRun); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// ErrWaiver marks a waiver refused for what it says (no reason, no such
// finding, an expiry before it starts or past what the store can keep), as
// opposed to a failing store.
var ErrWaiver = errors.New("waiver refused")

// Waiver accepts a reviewed finding from Created until Expires (excluded).
type Waiver struct {
	Finding string    `json:"finding_id"`
	Reason  string    `json:"reason"`
	Author  string    `json:"author"`
	Created time.Time `json:"from"`
	Expires time.Time `json:"until"`
	// Recorded is when the waiver was entered in the store (zero: WaiveAll
	// takes the time; read back zero from a store that did not record it).
	Recorded time.Time `json:"recorded,omitzero"`
}

// storable reports whether the store can keep t: it writes RFC 3339, whose
// years have four digits, and a later date would be read back as no date.
func storable(t time.Time) bool { return t.Year() >= 0 && t.Year() <= 9999 }

// LongerThanAYear reports whether the waiver runs for more than a year from
// when it takes effect: accepted, but worth a warning, as a finding waived
// that long is in effect never reviewed again.
func (w Waiver) LongerThanAYear() bool { return w.Expires.After(w.Created.AddDate(1, 0, 0)) }

func (w Waiver) valid() error {
	if strings.TrimSpace(w.Finding) == "" {
		return fmt.Errorf("%w: a waiver needs a finding ID", ErrWaiver)
	}
	if strings.TrimSpace(w.Reason) == "" || strings.TrimSpace(w.Author) == "" {
		return fmt.Errorf("%w: waiver of %s: a waiver needs a reason and an author", ErrWaiver, w.Finding)
	}
	for _, t := range []struct {
		name string
		at   time.Time
	}{{"from", w.Created}, {"until", w.Expires}} {
		if !storable(t.at) {
			return fmt.Errorf("%w: waiver of %s: %s %s is outside the dates the store can keep (years 0000 to 9999; an until DATE holds through that day, so 9999-12-30 at the latest)",
				ErrWaiver, w.Finding, t.name, t.at.Format(time.RFC3339))
		}
	}
	if !w.Expires.After(w.Created) {
		return fmt.Errorf("%w: waiver of %s: it must expire after it takes effect (%s is not after %s)", ErrWaiver, w.Finding,
			w.Expires.Format(time.RFC3339), w.Created.Format(time.RFC3339))
	}
	return nil
}

// Waive records a waiver for a finding already in the store. A later waiver
// of the same finding (a later Created) supersedes it from its own Created
// on; the earlier one stays in the store, so a past run's report can be
// reproduced with the waivers in force then.
func (s *Store) Waive(w Waiver) error { return s.WaiveAll([]Waiver{w}) }

// WaiveAll records several waivers in one transaction: all or none.
func (s *Store) WaiveAll(ws []Waiver) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	now := time.Now()
	for _, w := range ws {
		if err := w.valid(); err != nil {
			return err
		}
		if w.Recorded.IsZero() {
			w.Recorded = now
		}
		var n int
		if err := tx.QueryRow(`SELECT count(*) FROM findings WHERE id = ?`, w.Finding).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("%w: no finding %s in the store (copy the ID from the workbook's or the JSON's findings)", ErrWaiver, w.Finding)
		}
		if _, err := tx.Exec(`INSERT INTO waivers(finding_id, reason, author, created, expires, recorded) VALUES (?,?,?,?,?,?)`,
			w.Finding, w.Reason, w.Author, w.Created.Format(time.RFC3339), w.Expires.Format(time.RFC3339), w.Recorded.Format(time.RFC3339)); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Waivers returns the waivers in force at t, by finding ID: for each
// finding, the one taking effect last among those with Created <= t <
// Expires.
func (s *Store) Waivers(t time.Time) (map[string]Waiver, error) {
	all, err := s.AllWaivers()
	if err != nil {
		return nil, err
	}
	out := map[string]Waiver{}
	for _, w := range all {
		if t.Before(w.Expires) && !t.Before(w.Created) {
			if prev, ok := out[w.Finding]; !ok || !w.Created.Before(prev.Created) {
				out[w.Finding] = w
			}
		}
	}
	return out, nil
}

// AllWaivers returns every waiver recorded, in the order recorded. A date
// the store cannot read back is an error, never a waiver silently without
// effect.
func (s *Store) AllWaivers() ([]Waiver, error) {
	rows, err := s.db.Query(`SELECT id, finding_id, reason, author, created, expires, recorded FROM waivers ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Waiver
	for rows.Next() {
		var w Waiver
		var id int64
		var created, expires, recorded string
		if err := rows.Scan(&id, &w.Finding, &w.Reason, &w.Author, &created, &expires, &recorded); err != nil {
			return nil, err
		}
		for _, d := range []struct {
			to   *time.Time
			text string
		}{{&w.Created, created}, {&w.Expires, expires}, {&w.Recorded, recorded}} {
			if d.text == "" && d.to == &w.Recorded {
				continue // entered before the store recorded when
			}
			if *d.to, err = time.Parse(time.RFC3339, d.text); err != nil {
				return nil, fmt.Errorf("waiver %d of %s: unreadable date %q", id, w.Finding, d.text)
			}
		}
		out = append(out, w)
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

// Trends returns, for the last n runs up to run upTo (0: the last), findings
// per 100 rounds grouped by "table" (casino/table, over that table's rounds
// in the run) or "rule" (over all the run's rounds), by run then key.
func (s *Store) Trends(by string, n int, upTo int64) ([]Trend, error) {
	if upTo <= 0 {
		upTo = 1<<62 - 1
	}
	var q string
	switch by {
	case "table":
		q = `SELECT r.id, r.at, t.casino_id || '/' || t.table_id, t.rounds,
			(SELECT count(*) FROM run_findings rf JOIN findings f ON f.id = rf.finding_id
			 WHERE rf.run_id = r.id AND f.casino_id = t.casino_id AND f.table_id = t.table_id)
			FROM runs r JOIN run_tables t ON t.run_id = r.id
			WHERE r.id IN (SELECT id FROM runs WHERE id <= ?2 ORDER BY id DESC LIMIT ?1) ORDER BY r.id, 3`
	case "rule":
		q = `SELECT r.id, r.at, f.rule, r.rounds, count(*) FROM runs r
			JOIN run_findings rf ON rf.run_id = r.id JOIN findings f ON f.id = rf.finding_id
			WHERE r.id IN (SELECT id FROM runs WHERE id <= ?2 ORDER BY id DESC LIMIT ?1)
			GROUP BY r.id, f.rule ORDER BY r.id, f.rule`
	default:
		return nil, fmt.Errorf("trend by %q: want table or rule", by)
	}
	rows, err := s.db.Query(q, n, upTo)
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

// LastRuns returns the last n runs up to upTo (0: the last), oldest first.
func (s *Store) LastRuns(n int, upTo int64) ([]Run, error) {
	if upTo <= 0 {
		upTo = 1<<62 - 1
	}
	rows, err := s.db.Query(`SELECT `+runCols+` FROM (SELECT * FROM runs WHERE id <= ? ORDER BY id DESC LIMIT ?) ORDER BY id`, upTo, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Run
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *r)
	}
	return out, rows.Err()
}
