package logs

import (
	"bytes"
	"database/sql"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// execDB creates a database and runs statements on it.
func execDB(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", sqliteDSN(path, "mode=rwc"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// csvToDB copies a CSV log into a new database, every value as TEXT (empty
// as NULL), rows in file order.
func csvToDB(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "log.db")
	db, err := sql.Open("sqlite", sqliteDSN(path, "mode=rwc"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Commit()
	for _, tb := range Tables {
		f, err := os.Open(filepath.Join(dir, tb+".csv"))
		if err != nil {
			t.Fatal(err)
		}
		r := csv.NewReader(f)
		r.FieldsPerRecord = -1
		recs, err := r.ReadAll()
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		cols := recs[0]
		if _, err := tx.Exec("CREATE TABLE " + tb + " (" + strings.Join(cols, " TEXT, ") + " TEXT)"); err != nil {
			t.Fatal(err)
		}
		marks := strings.TrimSuffix(strings.Repeat("?,", len(cols)), ",")
		for _, rec := range recs[1:] {
			args := make([]any, len(cols))
			for i, v := range rec {
				if v != "" {
					args[i] = v
				}
			}
			if _, err := tx.Exec("INSERT INTO "+tb+" VALUES ("+marks+")", args...); err != nil {
				t.Fatal(err)
			}
		}
	}
	return path
}

func TestRoundTripSQLite(t *testing.T) {
	want := sampleSessions()
	path := filepath.Join(t.TempDir(), "log.db")
	writeLog(t, path, want)
	r := collect(t, path)
	if len(r.rejects) != 0 || len(r.sessions) != len(want) {
		t.Fatalf("%d sessions, rejects %+v", len(r.sessions), r.rejects)
	}
	got := byID(r.sessions)
	for _, w := range want {
		if g := got[w.ID]; g == nil || canon(t, g) != canon(t, w) {
			t.Errorf("session %s differs:\ngot  %v\nwant %s", w.ID, g, canon(t, w))
		}
	}
	s1 := got["S1"]
	if s1.Pos != (Pos{File: path, Table: TSessions, Line: 1}) || s1.Bets[3].Pos != (Pos{File: path, Table: TBets, Line: 4}) {
		t.Errorf("positions %+v %+v", s1.Pos, s1.Bets[3].Pos)
	}
	if !strings.HasSuffix(s1.Bets[3].Pos.String(), "log.db (bets, rowid 4)") {
		t.Errorf("pos string %q", s1.Bets[3].Pos.String())
	}
	if n := r.src.Read(); n[TBets] != 5 || n[TSessions] != 3 || n[TStaff] != 4 {
		t.Errorf("counts %v", n)
	}
}

// The same log as CSV and as SQLite gives the same sessions.
func TestSQLiteSameAsCSV(t *testing.T) {
	dir := byTime(t, manySessions(30))
	a := collect(t, dir)
	b := collect(t, csvToDB(t, dir))
	if len(a.sessions) != 30 || len(b.sessions) != 30 {
		t.Fatalf("%d and %d sessions", len(a.sessions), len(b.sessions))
	}
	bm := byID(b.sessions)
	for _, s := range a.sessions {
		if canon(t, s) != canon(t, bm[s.ID]) {
			t.Errorf("session %s differs", s.ID)
		}
	}
}

// Bad rows are rejected in SQLite as in CSV, with the table and rowid.
func TestSQLiteBadRows(t *testing.T) {
	for _, c := range badCases {
		if c.column == "" { // field count and CSV syntax: CSV only
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			dir := writeRaw(t, map[string]string{c.table: header(c.table) + "\n" + baseRows[c.table] + c.row + "\n"})
			path := csvToDB(t, dir)
			r := collect(t, path)
			if len(r.rejects) != 1 {
				t.Fatalf("rejects %+v, want 1", r.rejects)
			}
			rej := r.rejects[0]
			wantRow := int64(strings.Count(baseRows[c.table], "\n") + 1)
			if rej.Pos != (Pos{File: path, Table: c.table, Line: wantRow}) {
				t.Errorf("pos %+v, want %s rowid %d", rej.Pos, c.table, wantRow)
			}
			if rej.Column != c.column || !strings.Contains(rej.Reason, c.reason) || rej.Session != c.session {
				t.Errorf("reject %+v, want column %q session %q reason containing %q", rej, c.column, c.session, c.reason)
			}
			if len(r.sessions) != 2 {
				t.Errorf("%d sessions handed on, want 2", len(r.sessions))
			}
		})
	}
}

func TestSQLiteUnknownDuplicateAndRejectedSessions(t *testing.T) {
	dir := writeRaw(t, map[string]string{
		TSessions: header(TSessions) + "\n" + baseRows[TSessions] +
			"S3,C,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,\"12,50\",10,\n" +
			"S1,C,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,1,10,\n",
		TBets: header(TBets) + "\n" + baseRows[TBets] +
			"A0,1,B1,,,pleno,17,10,0,0,,,\n" + // sorts before every session
			"S3,1,B1,,,pleno,17,10,0,0,,,\n" +
			"S1x,1,B1,,,pleno,17,10,0,0,,,\n" + // between S1 and S2
			"Z9,1,B1,,,pleno,17,10,0,0,,,\n", // after every session
	})
	for _, path := range []string{dir, csvToDB(t, dir)} {
		r := collect(t, path)
		if len(r.sessions) != 2 || len(r.rejects) != 6 {
			t.Fatalf("%s: %d sessions, rejects %+v", path, len(r.sessions), r.rejects)
		}
		var got []string
		for _, rej := range r.rejects {
			got = append(got, rej.Pos.Table+" "+rej.Session+" "+rej.Column+" "+rej.Reason)
		}
		slices.Sort(got)
		want := []string{
			"bets A0 session_id session_id \"A0\" is not in",
			"bets S1x session_id session_id \"S1x\" is not in",
			"bets S3 session_id session \"S3\" is rejected (",
			"bets Z9 session_id session_id \"Z9\" is not in",
			"sessions S1 session_id duplicate session_id \"S1\" (first at ",
			"sessions S3 min_bet \"12,50\" is not an amount",
		}
		for i := range want {
			if !strings.HasPrefix(got[i], want[i]) {
				t.Errorf("%s: reject %d = %q, want prefix %q", path, i, got[i], want[i])
			}
		}
		if s1 := byID(r.sessions)["S1"]; s1 == nil || s1.Table != "T01" || len(s1.Bets) != 1 {
			t.Errorf("%s: S1 = %+v (the first row must win)", path, s1)
		}
	}
}

// Declared types other than TEXT: every value is read as its text; the
// driver must not turn DATETIME text into times of its own.
func TestSQLiteTypedColumns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "typed.db")
	execDB(t, path,
		`CREATE TABLE sessions (session_id INTEGER, casino_id TEXT, table_id, game TEXT, opened_at DATETIME, closed_at TIMESTAMP, min_bet REAL, max_bet NUMERIC, foo BLOB)`,
		`CREATE TABLE staff (session_id TEXT, employee_id TEXT, role TEXT, on_at DATE)`,
		`CREATE TABLE rounds (session_id TEXT, round_no INTEGER, at DATETIME, outcome INTEGER, status TEXT)`,
		`CREATE TABLE bets (session_id TEXT, round_no REAL, bet_id INTEGER, type TEXT, stake REAL, returned INTEGER, paid NUMERIC, settled_round INTEGER)`,
		`CREATE TABLE events (session_id INTEGER, at TEXT, kind TEXT)`,
		`INSERT INTO sessions VALUES (10, 'C', 7, 'ruleta-francesa', '2024-03-01T21:00:00+01:00', '2024-03-01T23:00:00.5+01:00', 12.5, 300, x'00')`,
		`INSERT INTO sessions VALUES (2, 'C', 7, 'ruleta-francesa', '2024-03-01T21:00:00+02:00', '2024-03-01T23:00:00+02:00', 5, 50.0, NULL)`,
		`INSERT INTO sessions VALUES (3, 'C', 7, 'ruleta-francesa', '2024-03-01 21:00:00', '2024-03-01T23:00:00+01:00', 5, 50, NULL)`,
		`INSERT INTO staff VALUES ('10', 'E1', 'croupier', '2024-03-01T21:00:00+01:00')`,
		`INSERT INTO rounds VALUES ('10', 1, '2024-03-01T21:05:00+01:00', 0, NULL)`,
		`INSERT INTO rounds VALUES ('2', '1', '2024-03-01T21:05:00+02:00', 36, 'played')`,
		`INSERT INTO bets VALUES ('10', 1.0, 1, 'pleno', 10, 10, 350, NULL)`,
		`INSERT INTO bets VALUES ('2', 2.5, 2, 'pleno', 10.25, 0, 0, NULL)`,
		`INSERT INTO bets VALUES ('2', 1, 3, 'rojo', '7.5', 0.0, 0, 3)`,
		`INSERT INTO events VALUES (2, '2024-03-01T22:00:00+02:00', 'note')`,
	)
	r := collect(t, path)
	m := byID(r.sessions)
	s10, s2 := m["10"], m["2"]
	if len(r.sessions) != 2 || s10 == nil || s2 == nil {
		t.Fatalf("sessions %v rejects %+v", r.sessions, r.rejects)
	}
	if s10.MinBet != 1250 || s10.MaxBet != 30000 || s10.Table != "7" || s10.OpenedAt.Format("15:04:05Z07:00") != "21:00:00+01:00" ||
		s10.ClosedAt.Nanosecond() != 5e8 || s2.MaxBet != 5000 {
		t.Errorf("sessions %+v %+v", s10, s2)
	}
	if len(s10.Rounds) != 1 || s10.Rounds[0].Outcome != "0" || s10.Rounds[0].Status != "played" || len(s10.Staff) != 1 {
		t.Errorf("S10 rounds %+v staff %+v", s10.Rounds, s10.Staff)
	}
	if len(s10.Bets) != 1 || s10.Bets[0].Round != 1 || s10.Bets[0].ID != "1" || s10.Bets[0].Paid != 35000 {
		t.Errorf("S10 bets %+v", s10.Bets)
	}
	if len(s2.Bets) != 1 || s2.Bets[0].Stake != 750 || s2.Bets[0].SettledRound != 3 || len(s2.Events) != 1 || len(s2.Rounds) != 1 {
		t.Errorf("S2 %+v", s2)
	}
	var got []string
	for _, rej := range r.rejects {
		got = append(got, rej.Pos.Table+"/"+rej.Column+"/"+rej.Reason)
	}
	slices.Sort(got)
	want := []string{
		`bets/round_no/"2.5" is not an integer`,
		`sessions/opened_at/"2024-03-01 21:00:00" is not an RFC 3339 time`,
	}
	if len(got) != len(want) {
		t.Fatalf("rejects %q", got)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("reject %q, want prefix %q", got[i], want[i])
		}
	}
	if n := r.src.Notices(); len(n) != 1 || !strings.Contains(n[0], `table sessions: unknown column "foo" ignored`) {
		t.Errorf("notices %q", n)
	}
}

func TestSQLiteMissingTableOrColumn(t *testing.T) {
	tmp := t.TempDir()
	noEvents := filepath.Join(tmp, "a.db")
	var stmts []string
	for _, tb := range Tables[:4] {
		stmts = append(stmts, "CREATE TABLE "+tb+" ("+headerNow(tb)+")")
	}
	execDB(t, noEvents, stmts...)
	if _, err := Open(noEvents); err == nil || !strings.Contains(err.Error(), `table "events" is missing`) {
		t.Errorf("missing table: %v", err)
	}
	noStake := filepath.Join(tmp, "b.db")
	stmts = stmts[:0]
	for _, tb := range Tables {
		cols := headerNow(tb)
		if tb == TBets {
			cols = strings.Replace(cols, "stake,", "", 1)
		}
		stmts = append(stmts, "CREATE TABLE "+tb+" ("+cols+")")
	}
	execDB(t, noStake, stmts...)
	if _, err := Open(noStake); err == nil || !strings.Contains(err.Error(), `table bets: missing column "stake"`) {
		t.Errorf("missing column: %v", err)
	}
}

func TestSQLiteCorrupt(t *testing.T) {
	tmp := t.TempDir()
	good := filepath.Join(tmp, "good.db")
	writeLog(t, good, manySessions(200))
	b, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string][]byte{
		"garbage.db":   append([]byte(sqliteMagic), bytes.Repeat([]byte{0xAB}, 5000)...),
		"truncated.db": b[:len(b)/2],
		"header.db":    b[:100],
	}
	// Pages overwritten in the middle.
	mangled := slices.Clone(b)
	for i := 4096 * 3; i < 4096*6 && i < len(mangled); i++ {
		mangled[i] = byte(i * 7)
	}
	cases["mangled.db"] = mangled
	for name, data := range cases {
		path := filepath.Join(tmp, name)
		os.WriteFile(path, data, 0o644)
		src, err := Open(path)
		if err == nil {
			err = src.Each(func(*Session) error { return nil }, nil)
			src.Close()
		}
		if err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: err = %v, want an error naming the file", name, err)
		}
	}
}

// Reading never changes the database, nor leaves files beside it.
func TestSQLiteReadOnly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "log.db")
	writeLog(t, path, sampleSessions())
	before, _ := os.ReadFile(path)
	st, _ := os.Stat(path)
	os.Chmod(path, 0o444)
	r := collect(t, path)
	if len(r.sessions) != 3 {
		t.Fatalf("%d sessions", len(r.sessions))
	}
	r.src.Close()
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Error("database bytes changed by reading")
	}
	st2, _ := os.Stat(path)
	if !st2.ModTime().Equal(st.ModTime()) {
		t.Error("database modification time changed")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files beside the database after reading: %v", entries)
	}
	in := r.src.Inputs()
	if len(in) != 1 || in[0].Path != path || in[0].Bytes != int64(len(before)) || len(in[0].SHA256) != 64 {
		t.Errorf("inputs %+v", in)
	}
}

// A database in WAL mode whose last changes are still in the -wal file is
// read whole, and neither file changes.
func TestSQLiteWAL(t *testing.T) {
	src := filepath.Join(t.TempDir(), "live.db")
	writeLog(t, src, sampleSessions()[:1])
	db, err := sql.Open("sqlite", sqliteDSN(src, "mode=rw&_pragma=journal_mode(wal)&_pragma=wal_autocheckpoint(0)"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(`INSERT INTO sessions (session_id, casino_id, table_id, game, opened_at, closed_at, min_bet, max_bet)
		VALUES ('W1', 'C', 'T', 'ruleta-francesa', '2024-03-01T21:00:00+01:00', '2024-03-01T22:00:00+01:00', '1', '2')`); err != nil {
		t.Fatal(err)
	}
	// Copy the database and its -wal while the writer is still open, as
	// evidence would be taken from a live system.
	dir := t.TempDir()
	path := filepath.Join(dir, "log.db")
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(src + suffix)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(path+suffix, b, 0o644)
	}
	dbBefore, _ := os.ReadFile(path)
	walBefore, _ := os.ReadFile(path + "-wal")
	r := collect(t, path)
	if len(r.sessions) != 2 || byID(r.sessions)["W1"] == nil {
		t.Fatalf("sessions %v (the session in the -wal must be read)", r.sessions)
	}
	tmp := r.src.(*sqliteSource).tmp
	r.src.Close()
	dbAfter, _ := os.ReadFile(path)
	walAfter, _ := os.ReadFile(path + "-wal")
	if !bytes.Equal(dbBefore, dbAfter) || !bytes.Equal(walBefore, walAfter) {
		t.Error("reading changed the database or its -wal")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("files beside the database after reading: %v (no -shm may be created)", entries)
	}
	if _, err := os.Stat(tmp); tmp == "" || !os.IsNotExist(err) {
		t.Errorf("private copy %q not removed on Close: %v", tmp, err)
	}
	if in := r.src.Inputs(); len(in) != 2 || in[1].Path != path+"-wal" || in[1].Bytes != int64(len(walBefore)) {
		t.Errorf("inputs %+v", in)
	}

	// Checkpointed, the database stays in WAL mode without a -wal file: it is
	// read in place, and still nothing appears beside it.
	db.Close()
	if _, err := os.Stat(src + "-wal"); !os.IsNotExist(err) {
		t.Fatalf("-wal still there after the last connection closed: %v", err)
	}
	if head, _ := os.ReadFile(src); head[18] != 2 {
		t.Fatalf("database not in WAL mode: header byte 18 = %d", head[18])
	}
	r = collect(t, src)
	if len(r.sessions) != 2 {
		t.Fatalf("%d sessions", len(r.sessions))
	}
	r.src.Close()
	if entries, _ := os.ReadDir(filepath.Dir(src)); len(entries) != 1 {
		t.Errorf("files beside the WAL-mode database after reading: %v", entries)
	}
}

func TestSQLiteWriterDeterministic(t *testing.T) {
	tmp := t.TempDir()
	a, b := filepath.Join(tmp, "a.db"), filepath.Join(tmp, "b.db")
	writeLog(t, a, manySessions(50))
	writeLog(t, b, manySessions(50))
	x, _ := os.ReadFile(a)
	y, _ := os.ReadFile(b)
	if len(x) == 0 || !bytes.Equal(x, y) {
		t.Error("two writes of the same sessions differ")
	}
	if _, err := Create(a); err == nil {
		t.Error("Create over an existing database succeeded")
	}
	// The writer's indexes serve the reader's ORDER BY.
	db, err := sql.Open("sqlite", sqliteDSN(a, "mode=ro"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var detail, plan string
	rows, err := db.Query(`EXPLAIN QUERY PLAN SELECT rowid FROM bets ORDER BY "session_id" COLLATE BINARY, rowid`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, parent, notused int
		rows.Scan(&id, &parent, &notused, &detail)
		plan += detail + "; "
	}
	rows.Close()
	if !strings.Contains(plan, "INDEX") || strings.Contains(plan, "TEMP B-TREE") {
		t.Errorf("query plan %q does not use the session_id index", plan)
	}
}

// A database left in the middle of a transaction is refused: reading it
// without playing back its journal could show half a transaction.
func TestSQLiteHotJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "log.db")
	writeLog(t, path, sampleSessions())
	os.WriteFile(path+"-journal", append([]byte{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7}, make([]byte, 512)...), 0o644)
	if _, err := Open(path); err == nil || !strings.Contains(err.Error(), "middle of a transaction") {
		t.Errorf("err = %v", err)
	}
	// A journal whose header was zeroed (journal_mode=PERSIST) holds nothing.
	os.WriteFile(path+"-journal", make([]byte, 512), 0o644)
	if r := collect(t, path); len(r.sessions) != 3 {
		t.Errorf("%d sessions", len(r.sessions))
	}
}
