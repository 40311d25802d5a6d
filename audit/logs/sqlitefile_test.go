package logs

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// readBoth reads a database straight from the file where it can and through
// the SQL engine only, and fails unless both give the same sessions, rows,
// rejects, counts and notices. It returns the direct reading and how many
// tables it read directly.
func readBoth(t *testing.T, path string) (result, int) {
	t.Helper()
	direct := collect(t, path)
	n := len(direct.src.(*sqliteSource).plans)
	defer func(v bool) { directRead = v }(directRead)
	directRead = false
	viaSQL := collect(t, path)
	if len(viaSQL.src.(*sqliteSource).plans) != 0 {
		t.Fatal("directRead off still planned direct reads")
	}
	if len(direct.sessions) != len(viaSQL.sessions) {
		t.Fatalf("%s: %d sessions read directly, %d through SQL", path, len(direct.sessions), len(viaSQL.sessions))
	}
	for i := range direct.sessions {
		a, b := direct.sessions[i], viaSQL.sessions[i]
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: session %d differs:\ndirect %s\nSQL    %s", path, i, canon(t, a), canon(t, b))
		}
	}
	if !reflect.DeepEqual(direct.rejects, viaSQL.rejects) {
		t.Fatalf("%s: rejects differ:\ndirect %+v\nSQL    %+v", path, direct.rejects, viaSQL.rejects)
	}
	if !reflect.DeepEqual(direct.src.Read(), viaSQL.src.Read()) || !reflect.DeepEqual(direct.src.Notices(), viaSQL.src.Notices()) {
		t.Fatalf("%s: counts %v / %v, notices %q / %q", path, direct.src.Read(), viaSQL.src.Read(), direct.src.Notices(), viaSQL.src.Notices())
	}
	return direct, n
}

func createAll(table string, cols string, extra ...string) []string {
	return append([]string{"CREATE TABLE " + table + " (" + cols + ")"}, extra...)
}

// The direct reader reads what the SQL engine reads, value for value, on
// every kind of database it takes on, and leaves the others to the engine.
func TestDirectReadSameAsSQL(t *testing.T) {
	tmp := t.TempDir()

	t.Run("writer", func(t *testing.T) {
		path := filepath.Join(tmp, "writer.db")
		writeLog(t, path, append(sampleSessions(), manySessions(300)...))
		if r, n := readBoth(t, path); n != 5 || len(r.sessions) != 303 {
			t.Errorf("%d tables read directly, %d sessions", n, len(r.sessions))
		}
	})

	t.Run("time-ordered with bad rows", func(t *testing.T) {
		dir := byTime(t, manySessions(150))
		f := filepath.Join(dir, "bets.csv")
		b, _ := os.ReadFile(f)
		b = append(b, "S0001,1,X1,,,rojo,,1,0,0,,,\nS0001,1,X1,,,rojo,,1,0,0,,,\nS9999,1,X2,,,rojo,,1,0,0,,,\n,1,X3,,,rojo,,1,0,0,,,\nS0002,x,X4,,,rojo,,1,0,0,,,\n"...)
		os.WriteFile(f, b, 0o644)
		s := filepath.Join(dir, "sessions.csv")
		b, _ = os.ReadFile(s)
		b = append(b, "S0003,DUP,T,ruleta-francesa,,2024-03-01T21:00:00+01:00,2024-03-01T22:00:00+01:00,1,10,\nS8888,C,T,ruleta-francesa,,bad,2024-03-01T22:00:00+01:00,1,10,\n"...)
		os.WriteFile(s, b, 0o644)
		path := csvToDB(t, dir)
		var idx []string
		for _, tb := range Tables {
			idx = append(idx, "CREATE INDEX "+tb+"_sid ON "+tb+" (session_id)")
		}
		// An index on more columns than session_id orders rows by them too:
		// not the order rows are read in, so bets are left to the engine.
		idx = append(idx, "DROP INDEX bets_sid", "CREATE INDEX bets_two ON bets (session_id, round_no)")
		execDB(t, path, idx...)
		if r, n := readBoth(t, path); n != 4 || len(r.rejects) < 5 {
			t.Errorf("%d tables read directly, rejects %+v", n, r.rejects)
		}
	})

	t.Run("storage classes, long values, small and large pages", func(t *testing.T) {
		for _, ps := range []int{512, 4096, 65536} {
			path := filepath.Join(tmp, fmt.Sprintf("classes-%d.db", ps))
			long := strings.Repeat("ñ", 3000)   // over a page: overflow pages
			huge := strings.Repeat("x", 200000) // many overflow pages
			stmts := []string{fmt.Sprintf("PRAGMA page_size=%d", ps)}
			stmts = append(stmts, createAll("sessions", "session_id, casino_id, table_id, game, variant, opened_at, closed_at, min_bet, max_bet, authorized_min, extra")...)
			stmts = append(stmts, createAll("staff", "session_id TEXT, employee_id, role, on_at, off_at")...)
			stmts = append(stmts, createAll("rounds", "round_no, session_id, at, dealer_id, outcome, wheel_dir, ball_dir, no_more_bets_at, status, void_reason")...)
			stmts = append(stmts, createAll("bets", "session_id, round_no, bet_id, seat, player_id, type, selection, stake, returned, paid, settled_round, placed_at, paid_by")...)
			stmts = append(stmts, createAll("events", "session_id, at, round_no, kind, detail, employee_id")...)
			stmts = append(stmts,
				`INSERT INTO sessions VALUES ('S1', 'C', 7, 'ruleta-francesa', NULL, '2024-03-01T21:00:00+01:00', '2024-03-01T23:00:00+01:00', 12.5, 300, NULL, x'00ff')`,
				`INSERT INTO sessions VALUES ('S2', 'C', 7.25, 'ruleta-francesa', 'un-pano', '2024-03-01T21:00:00+01:00', '2024-03-01T23:00:00+01:00', 1e20, -0.0, 1, NULL)`,
				`INSERT INTO sessions VALUES ('S3', CAST(x'ff' AS TEXT), 'T', 'ruleta-francesa', '', '2024-03-01T21:00:00+01:00', '2024-03-01T23:00:00+01:00', 5, 50, 9223372036854775807, NULL)`,
				`INSERT INTO sessions VALUES ('S4', 'C', 'T', 'ruleta-francesa', '', '2024-03-01T21:00:00+01:00', '2024-03-01T23:00:00+01:00', 5, 50, -9223372036854775808, NULL)`,
				`INSERT INTO sessions VALUES ('', 'C', 'T', 'x', '', '', '', 5, 50, NULL, NULL)`,
				`INSERT INTO sessions VALUES (NULL, 'C', 'T', 'x', '', '', '', 5, 50, NULL, NULL)`,
				`INSERT INTO staff VALUES ('S1', 'E1', 'croupier', '2024-03-01T21:00:00+01:00', NULL)`,
				`INSERT INTO staff VALUES ('S1', x'45ce', 'croupier', '2024-03-01T21:00:00+01:00', NULL)`,
				`INSERT INTO staff VALUES ('S1', 'Eé', 'jefe-mesa', '2024-03-01T21:00:00+01:00', NULL)`,
				`INSERT INTO rounds VALUES (1, 'S1', '2024-03-01T21:05:00+01:00', 'E1', 0, 'cw', 'ccw', NULL, NULL, NULL)`,
				`INSERT INTO rounds VALUES (2.0, 'S1', '2024-03-01T21:06:00+01:00', 'E1', 17, 'ccw', 'cw', NULL, 'played', NULL)`,
				`INSERT INTO rounds VALUES (3, 'S1', '2024-03-01T21:07:00+01:00', 'E1', NULL, 'cw', 'ccw', NULL, 'void', '`+long+`')`,
				`INSERT INTO rounds VALUES (4, 'S2', '2024-03-01T21:07:00+01:00', 'E1', 1, 'cw', 'ccw', NULL, 'void', '`+huge+`')`,
				`INSERT INTO bets VALUES ('S1', 1, 1, NULL, NULL, 'pleno', 0, 10, 10, 350, NULL, NULL, NULL)`,
				`INSERT INTO bets VALUES ('S1', 2, 'B2', 'é`+long+`', NULL, 'rojo', NULL, '10.00', 10.0, 0.1, 3, NULL, NULL)`,
				`INSERT INTO bets VALUES ('S1', 2, 'B3', NULL, NULL, 'rojo', NULL, 1e-7, 1, 0, NULL, NULL, NULL)`,
				`INSERT INTO bets VALUES ('S3', 1, 'B4', NULL, NULL, 'rojo', NULL, 5, 0, 0, NULL, NULL, NULL)`,
				`INSERT INTO events VALUES ('S1', '2024-03-01T22:00:00+01:00', NULL, 'note', 'a, "b"
c', NULL)`,
			)
			for _, tb := range Tables {
				stmts = append(stmts, "CREATE INDEX "+tb+"_sid ON "+tb+" (session_id)")
			}
			execDB(t, path, stmts...)
			if _, n := readBoth(t, path); n != 5 {
				t.Errorf("page size %d: %d tables read directly", ps, n)
			}
		}
	})

	// A value that ends inside a character, completed by the bytes of a
	// column the log does not define (text, or an integer's): the record's
	// body is valid UTF-8, the value is not, and is rejected as through SQL.
	t.Run("a value cut inside a character", func(t *testing.T) {
		path := filepath.Join(tmp, "cut.db")
		var stmts []string
		for _, tb := range Tables {
			cols := header(tb)
			if tb == TStaff {
				cols = "session_id, employee_id, extra, role, on_at, off_at"
			}
			stmts = append(stmts, createAll(tb, cols, "CREATE INDEX "+tb+"_i ON "+tb+" (session_id)")...)
		}
		stmts = append(stmts,
			"INSERT INTO sessions VALUES ('S1','C','T','ruleta-francesa','un-pano','2024-03-01T21:00:00+01:00','2024-03-01T23:00:00+01:00','5','50',NULL)",
			"INSERT INTO staff VALUES ('S1', CAST(x'45c3' AS TEXT), CAST(x'b1' AS TEXT), 'croupier', '2024-03-01T21:00:00+01:00', NULL)",
			"INSERT INTO staff VALUES ('S1', CAST(x'45c3' AS TEXT), -79, 'croupier', '2024-03-01T21:00:00+01:00', NULL)",
			"INSERT INTO staff VALUES ('S1', 'E1', CAST(x'b1' AS TEXT), 'croupier', '2024-03-01T21:00:00+01:00', NULL)",
		)
		execDB(t, path, stmts...)
		r, n := readBoth(t, path)
		if n != 5 || len(r.rejects) != 2 || r.rejects[0].Column != "employee_id" || r.rejects[1].Column != "employee_id" {
			t.Errorf("%d tables read directly, rejects %+v", n, r.rejects)
		}
	})

	t.Run("tables left to the SQL engine", func(t *testing.T) {
		path := filepath.Join(tmp, "fallback.db")
		var stmts []string
		stmts = append(stmts, createAll("sessions", header(TSessions))...)                                        // no index
		stmts = append(stmts, createAll("staff", header(TStaff), "CREATE INDEX x ON staff (session_id DESC)")...) // descending
		stmts = append(stmts, createAll("rounds", "session_id TEXT, round_no INTEGER PRIMARY KEY, at, dealer_id, outcome, wheel_dir, ball_dir, no_more_bets_at, status, void_reason",
			"CREATE INDEX r ON rounds (session_id)")...) // rowid alias
		stmts = append(stmts, createAll("bets", strings.Replace(header(TBets), "paid_by", "paid_by DEFAULT 'E1'", 1), "CREATE INDEX b ON bets (session_id)")...) // a default
		stmts = append(stmts, createAll("events", header(TEvents), "CREATE INDEX e ON events (session_id) WHERE kind <> ''")...)                                 // partial
		stmts = append(stmts,
			"INSERT INTO sessions VALUES ('S1','C','T','ruleta-francesa','un-pano','2024-03-01T21:00:00+01:00','2024-03-01T23:00:00+01:00','5','50',NULL)",
			"INSERT INTO staff VALUES ('S1','E1','croupier','2024-03-01T21:00:00+01:00',NULL)",
			"INSERT INTO rounds VALUES ('S1',1,'2024-03-01T21:05:00+01:00','E1','3','cw','ccw',NULL,NULL,NULL)",
			"INSERT INTO bets (session_id, round_no, bet_id, type, selection, stake, returned, paid) VALUES ('S1','1','B1','pleno','3','5','5','175')",
			"INSERT INTO events VALUES ('S1','2024-03-01T21:06:00+01:00',NULL,'note',NULL,NULL)",
		)
		execDB(t, path, stmts...)
		r, n := readBoth(t, path)
		if n != 0 {
			t.Errorf("%d tables read directly, want none: %v", n, r.src.(*sqliteSource).plans)
		}
		if len(r.sessions) != 1 || r.sessions[0].Bets[0].PaidBy != "E1" || r.sessions[0].Rounds[0].No != 1 || len(r.sessions[0].Events) != 1 {
			t.Errorf("sessions %+v", r.sessions)
		}
	})

	t.Run("numeric session ids", func(t *testing.T) {
		path := filepath.Join(tmp, "numeric.db")
		var stmts []string
		for _, tb := range Tables {
			stmts = append(stmts, createAll(tb, header(tb), "CREATE INDEX "+tb+"_i ON "+tb+" (session_id)")...)
		}
		stmts = append(stmts,
			"INSERT INTO sessions VALUES (10,'C','T','ruleta-francesa','un-pano','2024-03-01T21:00:00+01:00','2024-03-01T23:00:00+01:00','5','50',NULL)",
			"INSERT INTO sessions VALUES ('9','C','T','ruleta-francesa','un-pano','2024-03-01T21:00:00+01:00','2024-03-01T23:00:00+01:00','5','50',NULL)",
			"INSERT INTO bets VALUES (10,1,'B1',NULL,NULL,'pleno','3','5','5','175',NULL,NULL,NULL)",
			"INSERT INTO bets VALUES ('9',1,'B1',NULL,NULL,'pleno','3','5','5','175',NULL,NULL,NULL)",
		)
		execDB(t, path, stmts...)
		r, n := readBoth(t, path)
		if n != 3 || len(r.sessions) != 2 {
			t.Errorf("%d tables read directly (sessions and bets have numbers), %d sessions", n, len(r.sessions))
		}
	})
}

// A record past maxSQLiteRow is not read: its row is rejected.
func TestDirectReadRowTooLong(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.db")
	var stmts []string
	for _, tb := range Tables {
		stmts = append(stmts, createAll(tb, header(tb), "CREATE INDEX "+tb+"_i ON "+tb+" (session_id)")...)
	}
	stmts = append(stmts,
		"INSERT INTO sessions VALUES ('S1','C','T','ruleta-francesa','un-pano','2024-03-01T21:00:00+01:00','2024-03-01T23:00:00+01:00','5','50',NULL)",
		"INSERT INTO events VALUES ('S1','2024-03-01T21:06:00+01:00',NULL,'note',zeroblob(5000000),NULL)",
		"INSERT INTO events VALUES ('S1','2024-03-01T21:07:00+01:00',NULL,'note','short',NULL)",
	)
	execDB(t, path, stmts...)
	r := collect(t, path)
	if len(r.sessions) != 1 || len(r.sessions[0].Events) != 1 || len(r.rejects) != 1 ||
		r.rejects[0].Reason != "row longer than 1 MiB" || r.rejects[0].ReasonES != "fila de más de 1 MiB" || r.rejects[0].Pos.Line != 1 || r.rejects[0].Session != "S1" {
		t.Errorf("sessions %+v rejects %+v", r.sessions, r.rejects)
	}
}

// FuzzSQLiteFile: whatever bytes a database file holds, reading it gives
// sessions and rejects that reconcile, or an error naming it; never a panic,
// never a read out of bounds, never a loop. The fuzzer writes patches over a
// small valid log (corruption in one place of an otherwise sound file
// reaches deeper than random bytes), so that what it finds stays small.
func FuzzSQLiteFile(f *testing.F) {
	good := filepath.Join(f.TempDir(), "seed.db")
	w, err := Create(good)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range manySessions(3) {
		w.Write(s)
	}
	w.Close()
	seed, err := os.ReadFile(good)
	if err != nil {
		f.Fatal(err)
	}
	// A second log (at1's top bit) whose rows are in the reverse of their
	// session's order: the walk jumps at every row.
	reversed := filepath.Join(f.TempDir(), "reversed.db")
	if err := os.WriteFile(reversed, seed, 0o644); err != nil {
		f.Fatal(err)
	}
	db, err := sql.Open("sqlite", sqliteDSN(reversed, "mode=rw"))
	if err != nil {
		f.Fatal(err)
	}
	for _, tb := range Tables {
		for _, q := range []string{"CREATE TABLE tmp AS SELECT * FROM " + tb + " ORDER BY rowid DESC", "DELETE FROM " + tb,
			"INSERT INTO " + tb + " SELECT * FROM tmp ORDER BY rowid", "DROP TABLE tmp"} {
			if _, err := db.Exec(q); err != nil {
				f.Fatal(err)
			}
		}
	}
	if _, err := db.Exec("VACUUM"); err != nil {
		f.Fatal(err)
	}
	db.Close()
	seedReversed, err := os.ReadFile(reversed)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(uint32(0), []byte{}, uint32(0), []byte{})
	f.Add(uint32(1<<31), []byte{}, uint32(0), []byte{})
	f.Add(uint32(1<<31|4096*3), []byte{0x0d}, uint32(4096*2+3), []byte{0, 1})
	f.Add(uint32(4096), []byte{0x05, 0, 0, 0, 1}, uint32(8192), []byte{0xff, 0xff})
	f.Add(uint32(100), []byte{0x0d}, uint32(28), []byte{0, 0, 0, 9})
	f.Add(uint32(16), []byte{0, 1}, uint32(4096*3+8), []byte{0x7f, 0xff})
	f.Fuzz(func(t *testing.T, at1 uint32, p1 []byte, at2 uint32, p2 []byte) {
		data := append([]byte(nil), seed...)
		if at1&(1<<31) != 0 {
			data = append([]byte(nil), seedReversed...)
		}
		copy(data[int(at1)%len(data):], p1)
		copy(data[int(at2)%len(data):], p2)
		path := filepath.Join(t.TempDir(), "f.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		src, err := Open(path)
		if err != nil {
			return
		}
		defer src.Close()
		var sessions []*Session
		var rejects []Reject
		err = src.Each(func(s *Session) error {
			sessions = append(sessions, s)
			return nil
		}, func(r Reject) { rejects = append(rejects, r) })
		if err != nil {
			if !strings.Contains(err.Error(), path) {
				t.Fatalf("error %v does not name the file", err)
			}
			return
		}
		reconcile(t, src.Read(), sessions, rejects)
		// A table the direct reader counted holds what the engine counts.
		s := src.(*sqliteSource)
		for tb, n := range s.counted {
			var want int64
			if err := s.db.QueryRow("SELECT count(*) FROM " + quoteIdent(tb) + " NOT INDEXED").Scan(&want); err == nil && want != n {
				t.Fatalf("table %s: %d rows counted, the engine counts %d", tb, n, want)
			}
		}
	})
}

// The direct reader counts a table's rows itself from the stretches it read
// in step with the index (no seek per row), when they make up the whole
// table: its count is the SQL engine's. Past maxRuns stretches it leaves
// the count to the engine and reads the same.
func TestScanInStepCounts(t *testing.T) {
	tmp := t.TempDir()
	engineCounts := func(path string) map[string]int64 {
		db := openDB(t, path)
		defer db.Close()
		n := map[string]int64{}
		for _, tb := range Tables {
			var c int64
			if err := db.QueryRow("SELECT count(*) FROM " + tb + " NOT INDEXED").Scan(&c); err != nil {
				t.Fatal(err)
			}
			n[tb] = c
		}
		return n
	}
	counts := func(name, path string, maxStretches int) map[string]int64 {
		defer func(v int) { maxRuns = v }(maxRuns)
		maxRuns = maxStretches
		r, n := readBoth(t, path)
		if n != 5 {
			t.Errorf("%s: %d tables read directly", name, n)
		}
		return r.src.(*sqliteSource).counted
	}

	// Sessions written in session_id order, as a casino's export would:
	// one stretch a table.
	path := filepath.Join(tmp, "writer.db")
	writeLog(t, path, manySessions(300))
	if got, want := counts("writer", path, 1), engineCounts(path); !reflect.DeepEqual(got, want) {
		t.Errorf("writer's log: counted %v, the engine %v", got, want)
	}

	// Rows written in time order: sessions interleave in rowid order, the
	// walk jumps at every change of session.
	path = csvToDB(t, byTime(t, manySessions(40)))
	var idx []string
	for _, tb := range Tables {
		idx = append(idx, "CREATE INDEX "+tb+"_sid ON "+tb+" (session_id)")
	}
	execDB(t, path, idx...)
	if got, want := counts("time-ordered", path, 1024), engineCounts(path); !reflect.DeepEqual(got, want) {
		t.Errorf("time-ordered log: counted %v, the engine %v", got, want)
	}
	got := counts("time-ordered, 3 stretches at most", path, 3)
	_, bets := got[TBets]
	_, rounds := got[TRounds]
	for tb, n := range got {
		if n != engineCounts(path)[tb] {
			t.Errorf("time-ordered log, 3 stretches at most: %s counted %d", tb, n)
		}
	}
	if bets || rounds {
		t.Errorf("time-ordered log, 3 stretches at most: counted %v", got)
	}
}

// indexLeavingOut swaps, through writable_schema, the bets' index on
// session_id for one that leaves session out: the schema still says it
// indexes every row, and quick_check passes.
func indexLeavingOut(t *testing.T, path, session string) {
	t.Helper()
	db := openDB(t, path)
	defer db.Close()
	for _, s := range []string{
		"CREATE INDEX bets_session_id ON bets (session_id) WHERE session_id <> '" + session + "'",
		"PRAGMA writable_schema = ON",
		"UPDATE sqlite_schema SET sql = 'CREATE INDEX bets_session_id ON bets (session_id)' WHERE name = 'bets_session_id'",
		"PRAGMA writable_schema = OFF",
	} {
		if _, err := db.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// An index that leaves out a session's rows, first or last in the table (so
// that the walk in step with it goes out of step at once, or stays in step
// to the index's end with rows left in the table), is caught by the count.
func TestScanInStepIndexLeavesRowsOut(t *testing.T) {
	for _, left := range []string{"S1", "S2"} {
		path := csvToDB(t, writeRaw(t, nil))
		indexLeavingOut(t, path, left)
		src, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if src.(*sqliteSource).plans[TBets] == nil {
			t.Fatalf("%s left out: bets not read directly", left)
		}
		err = src.Each(func(*Session) error { return nil }, nil)
		src.Close()
		if err == nil || !strings.Contains(err.Error(), "table bets holds 2 rows but 1 were read through its index (1 missing)") {
			t.Errorf("%s left out: %v", left, err)
		}
	}
}

// chainRuns counts the rows only when the stretches read in step tile the
// table's walk from its first row to its end, each once.
func TestChainRuns(t *testing.T) {
	r := func(start, after string, n int64) stepRun { return stepRun{start, after, n} }
	for _, c := range []struct {
		name  string
		first string
		runs  []stepRun
		rows  int64
		ok    bool
	}{
		{"empty table", "", nil, 0, true},
		{"one stretch", "a", []stepRun{r("a", "", 5)}, 5, true},
		{"three, read out of order", "a", []stepRun{r("c", "", 3), r("a", "b", 2), r("b", "c", 4)}, 9, true},
		{"rows but no stretch", "a", nil, 0, false},
		{"a stretch not from the first row", "a", []stepRun{r("b", "", 5)}, 0, false},
		{"a gap", "a", []stepRun{r("a", "b", 2), r("c", "", 3)}, 0, false},
		{"a stretch read twice", "a", []stepRun{r("a", "b", 2), r("b", "", 3), r("b", "", 3)}, 0, false},
		{"a stretch left over", "a", []stepRun{r("a", "", 2), r("b", "c", 3)}, 0, false},
		{"a loop", "a", []stepRun{r("a", "b", 2), r("b", "a", 3)}, 0, false},
		{"an empty table with a stretch", "", []stepRun{r("a", "", 1)}, 0, false},
	} {
		rows, ok := chainRuns(c.first, c.runs)
		if rows != c.rows || ok != c.ok {
			t.Errorf("%s: %d, %v; want %d, %v", c.name, rows, ok, c.rows, c.ok)
		}
	}
}

// FuzzDecodeRecord holds decodeRecord's path for two one-byte serial types
// to the general one: the same values, or the same error.
func FuzzDecodeRecord(f *testing.F) {
	f.Add([]byte{3, 0x11, 1, 'S', '1', 7})
	f.Add([]byte{3, 0x11, 6, 'S', '1', 0, 0, 0, 0, 0, 0, 0, 9})
	f.Add([]byte{3, 0x11, 1, 'S', '1'})
	f.Add([]byte{3, 0x0a, 1, 'S', '1', 7})
	f.Add([]byte{3, 0x7f, 1, 'S'})
	f.Add([]byte{3, 0, 9})
	f.Fuzz(func(t *testing.T, rec []byte) {
		got, err := decodeRecord(rec, nil)
		want, errAny := decodeRecordAny(rec, nil)
		if fmt.Sprint(err) != fmt.Sprint(errAny) || !reflect.DeepEqual(got, want) {
			t.Fatalf("% x: %v, %v; the general path: %v, %v", rec, got, err, want, errAny)
		}
	})
}

// A cursor reads a run of pages in windows that double up to aheadMax, so
// a long run takes few reads; a skip of a few pages goes on with the run, a
// jump starts again from aheadMin (or reads the page alone), and every page
// loaded holds the file's bytes.
func TestReadAheadWindows(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.db")
	writeLog(t, path, manySessions(2500))
	file, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := openDBFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.close()
	ps := d.pageSize
	if max := aheadMax / ps; int(d.pages) < 3*max {
		t.Fatalf("%d pages: too few for the test", d.pages)
	}
	c := &btreeCursor{d: d}
	reads := 0
	load := func(no uint32) {
		t.Helper()
		first := c.ahead.first
		p, err := c.load(no)
		if err != nil && !strings.Contains(err.Error(), "not a b-tree page") {
			t.Fatalf("page %d: %v", no, err)
		}
		if c.ahead.first != first {
			reads++
		}
		if err == nil && string(p.data) != string(file[int(no-1)*ps:int(no)*ps]) {
			t.Fatalf("page %d: not the file's bytes", no)
		}
		c.reuse(p)
	}
	// The pages one after the other: windows of 64 KiB, 128, 256, 512, 1 MiB, 1 MiB...
	for no := uint32(1); no <= d.pages; no++ {
		load(no)
	}
	full := aheadMax / ps
	if want := 5 + (int(d.pages)-(aheadMax*2-aheadMin)/ps+full-1)/full; reads > want {
		t.Errorf("%d pages read in order in %d windows, want at most %d", d.pages, reads, want)
	}
	if c.ahead.size != aheadMax {
		t.Errorf("window of %d bytes after a long run", c.ahead.size)
	}
	// Back to the start: a jump, the page read alone, then a window of aheadMin.
	reads = 0
	load(2)
	if reads != 0 || c.ahead.size != 0 {
		t.Errorf("a jump back: %d windows read, size %d", reads, c.ahead.size)
	}
	load(3)
	if reads != 1 || c.ahead.size != aheadMin {
		t.Errorf("a run after a jump: %d windows, size %d, want one of %d", reads, c.ahead.size, aheadMin)
	}
	// Skipping a few pages past the last one loaded goes on with the run (a
	// larger window); skipping many is a jump.
	skip := uint32(aheadSkip / ps)
	last := c.ahead.first + c.ahead.n - 1
	load(last)
	load(last + skip)
	if reads != 2 || c.ahead.size != 2*aheadMin {
		t.Errorf("a short skip: %d windows, size %d, want %d", reads, c.ahead.size, 2*aheadMin)
	}
	last = c.ahead.first + c.ahead.n - 1
	load(last)
	load(last + skip + 1)
	if reads != 2 || c.ahead.size != 0 {
		t.Errorf("a long skip: %d windows, size %d, want the page alone", reads, c.ahead.size)
	}
}
