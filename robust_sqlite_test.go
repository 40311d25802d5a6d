package main

// The SQLite part of the catalogue of bad inputs (docs/robustness.md), and
// the evidence: never modified, fingerprinted in the report.

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// sqlDB creates a database with the contract's tables (all TEXT, indexed on
// session_id as the writer does) and runs stmts in it.
func sqlDB(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=rwc")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	all := []string{
		"CREATE TABLE sessions (session_id TEXT, casino_id TEXT, table_id TEXT, game TEXT, variant TEXT, opened_at TEXT, closed_at TEXT, min_bet TEXT, max_bet TEXT, authorized_min TEXT)",
		"CREATE TABLE staff (session_id TEXT, employee_id TEXT, role TEXT, on_at TEXT, off_at TEXT)",
		"CREATE TABLE rounds (session_id TEXT, round_no TEXT, at TEXT, dealer_id TEXT, outcome TEXT, wheel_dir TEXT, ball_dir TEXT, no_more_bets_at TEXT, status TEXT, void_reason TEXT)",
		"CREATE TABLE bets (session_id TEXT, round_no TEXT, bet_id TEXT, seat TEXT, player_id TEXT, type TEXT, selection TEXT, stake TEXT, returned TEXT, paid TEXT, settled_round TEXT, placed_at TEXT, paid_by TEXT)",
		"CREATE TABLE events (session_id TEXT, at TEXT, round_no TEXT, kind TEXT, detail TEXT, employee_id TEXT)",
		"INSERT INTO sessions VALUES ('S1','CAS1','T1','ruleta-francesa','un-pano','2024-03-01T21:00:00+01:00','2024-03-01T23:00:00+01:00','5.00','150.00','5.00')",
		"INSERT INTO staff VALUES ('S1','E1','jefe-mesa','2024-03-01T21:00:00+01:00',NULL), ('S1','E2','croupier','2024-03-01T21:00:00+01:00',NULL), ('S1','E3','croupier','2024-03-01T21:00:00+01:00',NULL), ('S1','E4','extremo-mesa','2024-03-01T21:00:00+01:00',NULL)",
		"INSERT INTO rounds VALUES ('S1','1','2024-03-01T21:05:00+01:00','E2','17','cw','ccw','2024-03-01T21:04:50+01:00','played',NULL)",
		"INSERT INTO bets VALUES ('S1','1','B1','1','P1','pleno','17','10.00','10.00','350.00',NULL,'2024-03-01T21:04:00+01:00','E2')",
	}
	for _, tb := range []string{"sessions", "staff", "rounds", "bets", "events"} {
		all = append(all, "CREATE INDEX "+tb+"_session_id ON "+tb+" (session_id)")
	}
	all = append(all, stmts...)
	for _, s := range all {
		if _, err := db.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func TestBadInputCatalogueSQLite(t *testing.T) {
	tmp := t.TempDir()
	good := filepath.Join(tmp, "good.db")
	sqlDB(t, good)
	goodBytes, _ := os.ReadFile(good)
	write := func(name string, b []byte) string {
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	mangled := slices.Clone(goodBytes)
	for i := 4096; i < len(mangled); i++ {
		mangled[i] ^= byte(i*31 + 7)
	}
	unusable := []struct {
		name, path, stderr string
	}{
		{"not a database", write("text.db", []byte("session_id,casino_id\nS1,C\n")), "is not an SQLite database"},
		{"empty file", write("empty.db", nil), "is not an SQLite database"},
		{"truncated", write("truncated.db", goodBytes[:len(goodBytes)/3]), "truncated.db"},
		{"corrupt", write("corrupt.db", mangled), "corrupt.db"},
	}
	for _, c := range unusable {
		t.Run(c.name, func(t *testing.T) {
			o := auditJSON(t, c.path)
			if o.code != 2 || !strings.Contains(o.stderr, c.stderr) || o.wroteJSON {
				t.Errorf("exit %d, stderr %q (want %q), report written %v", o.code, o.stderr, c.stderr, o.wroteJSON)
			}
		})
	}

	t.Run("missing table", func(t *testing.T) {
		p := filepath.Join(tmp, "noevents.db")
		sqlDB(t, p, "DROP TABLE events")
		if o := auditJSON(t, p); o.code != 2 || !strings.Contains(o.stderr, `table "events" is missing`) {
			t.Errorf("exit %d, stderr %q", o.code, o.stderr)
		}
	})
	t.Run("missing column", func(t *testing.T) {
		p := filepath.Join(tmp, "nostake.db")
		sqlDB(t, p, "ALTER TABLE bets DROP COLUMN stake")
		if o := auditJSON(t, p); o.code != 2 || !strings.Contains(o.stderr, `table bets: missing column "stake"`) {
			t.Errorf("exit %d, stderr %q", o.code, o.stderr)
		}
	})

	// Values of any storage class are read as text: a REAL 10.0 stake reads
	// "10", a REAL round 1.5 is not a round number; bad rows are named by
	// table and rowid.
	t.Run("wrong types and rowids", func(t *testing.T) {
		p := filepath.Join(tmp, "types.db")
		sqlDB(t, p,
			"INSERT INTO bets VALUES ('S1', 1, 'B2', NULL, NULL, 'rojo', NULL, 10.0, 0, 0, NULL, NULL, NULL)",
			"INSERT INTO bets VALUES ('S1', 1.5, 'B3', NULL, NULL, 'rojo', NULL, 10, 0, 0, NULL, NULL, NULL)",
			"INSERT INTO bets VALUES ('S1', 1, 'B4', NULL, NULL, 'rojo', NULL, x'31', 0, 0, NULL, NULL, NULL)",
			"INSERT INTO bets VALUES ('S1', 1, 'B5', CAST(x'ff41' AS TEXT), NULL, 'rojo', NULL, 10, 0, 0, NULL, NULL, NULL)",
			"INSERT INTO bets VALUES ('S9', 1, 'B6', NULL, NULL, 'rojo', NULL, 10, 0, 0, NULL, NULL, NULL)",
		)
		o := auditJSON(t, p)
		if o.code != 2 {
			t.Fatalf("exit %d: %s", o.code, o.stderr)
		}
		if rej := o.reconciled(t); rej["bets"] != 3 {
			t.Errorf("bets rejected %d, want 3 (B3, B5, B6)", rej["bets"])
		}
		o.has(t, want{"DQ-ROW", "bets", 3, "round_no", `"1.5" is not an integer >= 1`})
		o.has(t, want{"DQ-ROW", "bets", 5, "seat", "invalid UTF-8 in value"})
		o.has(t, want{"DQ-ROW", "bets", 6, "session_id", `session_id "S9" is not in table sessions`})
	})

	// A writer holding the database in a transaction: while its changes are
	// in its memory, the file holds the last commit, which is read; once
	// they reach the file, the rollback journal is hot and the database is
	// refused, as reading it could show half a transaction.
	t.Run("locked by a writer", func(t *testing.T) {
		for _, spill := range []bool{false, true} {
			p := filepath.Join(t.TempDir(), "locked.db")
			sqlDB(t, p)
			w, err := sql.Open("sqlite", "file:"+p+"?mode=rw&_pragma=journal_mode(delete)")
			if err != nil {
				t.Fatal(err)
			}
			w.SetMaxOpenConns(1)
			if spill {
				w.Exec("PRAGMA cache_size=1")
			}
			tx, err := w.Begin()
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 200; i++ {
				if _, err := tx.Exec("INSERT INTO events VALUES ('S1', '2024-03-01T21:06:00+01:00', NULL, 'note', ?, NULL)", strings.Repeat("x", 500)); err != nil {
					t.Fatal(err)
				}
			}
			o := auditJSON(t, p)
			tx.Rollback()
			w.Close()
			switch {
			case spill && (o.code != 2 || !strings.Contains(o.stderr, "middle of a transaction")):
				t.Errorf("spilled: exit %d, stderr %q", o.code, o.stderr)
			case !spill && (o.code != 0 || !strings.Contains(o.stdout, "rows read 7 ")):
				t.Errorf("in memory: exit %d, stdout %q, stderr %q (the last commit: 7 rows)", o.code, o.stdout, o.stderr)
			}
		}
	})

	// A database in WAL mode is read with its -wal (the rows still in it
	// count), and neither file changes.
	t.Run("WAL mode", func(t *testing.T) {
		live := filepath.Join(t.TempDir(), "live.db")
		sqlDB(t, live)
		w, err := sql.Open("sqlite", "file:"+live+"?mode=rw&_pragma=journal_mode(wal)&_pragma=wal_autocheckpoint(0)")
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		w.SetMaxOpenConns(1)
		if _, err := w.Exec("INSERT INTO bets VALUES ('S1','1','B2','1','P1','rojo',NULL,'10.00','0','0',NULL,'2024-03-01T21:04:00+01:00','E2')"); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		p := filepath.Join(dir, "log.db")
		for _, suffix := range []string{"", "-wal"} {
			b, err := os.ReadFile(live + suffix)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(p+suffix, b, 0o644)
		}
		before := fingerprint(t, dir)
		o := auditJSON(t, p)
		if o.code != 0 {
			t.Fatalf("exit %d: %s %s", o.code, o.stdout, o.stderr)
		}
		o.reconciled(t)
		if !strings.Contains(o.stdout, "2 bets") {
			t.Errorf("the bet in the -wal was not audited: %s", o.stdout)
		}
		if after := fingerprint(t, dir); after != before {
			t.Errorf("the evidence changed:\n%s\n%s", before, after)
		}
		if len(o.report.Inputs) != 2 || o.report.Inputs[1].Path != p+"-wal" {
			t.Errorf("inputs %+v", o.report.Inputs)
		}
	})
}

// fingerprint lists every file of dir with its size, time and SHA-256.
func fingerprint(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fi, _ := d.Info()
		sum := sha256.Sum256(data)
		b.WriteString(p + " " + fi.ModTime().Format(time.RFC3339Nano) + " " + fi.Mode().String() + " " + hex.EncodeToString(sum[:]) + "\n")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Evidence is only read: no byte, time or file beside it changes, for CSV
// and SQLite alike, and the report fingerprints every file read.
func TestEvidenceNeverModified(t *testing.T) {
	csvDir := writeLog(t, cleanLog)
	dbDir := t.TempDir()
	db := filepath.Join(dbDir, "log.db")
	sqlDB(t, db)
	for _, log := range []string{csvDir, db} {
		dir := log
		if filepath.Ext(log) == ".db" {
			dir = filepath.Dir(log)
		}
		before := fingerprint(t, dir)
		o := auditJSON(t, log)
		if o.code != 0 {
			t.Fatalf("%s: exit %d: %s", log, o.code, o.stderr)
		}
		if after := fingerprint(t, dir); after != before {
			t.Errorf("%s: the evidence changed:\n%s\n%s", log, before, after)
		}
		if len(o.report.Inputs) == 0 {
			t.Fatalf("%s: no inputs in the report", log)
		}
		for _, in := range o.report.Inputs {
			data, err := os.ReadFile(in.Path)
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256(data)
			if in.SHA256 != hex.EncodeToString(sum[:]) || in.Bytes != int64(len(data)) {
				t.Errorf("input %s: report says %d bytes %s, file is %d bytes %x", in.Path, in.Bytes, in.SHA256, len(data), sum)
			}
		}
	}
}

// A failed run never touches the reports of the last good one, and a good
// run leaves no temporary file behind.
func TestReportsNotOverwrittenByFailedRun(t *testing.T) {
	out := t.TempDir()
	pdf, xlsx, js := filepath.Join(out, "r.pdf"), filepath.Join(out, "r.xlsx"), filepath.Join(out, "r.json")
	audit := func(log string) int {
		var o, e bytes.Buffer
		return run([]string{"veedor", "audit", "--region", "es", "--pdf", pdf, "--xlsx", xlsx, "--json", js,
			"--generated-at", "2024-03-02T08:00:00+01:00", log}, &o, &e)
	}
	if code := audit(writeLog(t, cleanLog)); code != 0 {
		t.Fatalf("exit %d", code)
	}
	before := fingerprint(t, out)
	for _, f := range []string{pdf, xlsx, js} {
		if !strings.Contains(before, f+" ") {
			t.Fatalf("%s not written", f)
		}
	}
	entries, _ := os.ReadDir(out)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") || strings.Contains(e.Name(), "tmp") {
			t.Errorf("temporary file left in the output folder: %s", e.Name())
		}
	}
	notDB := filepath.Join(t.TempDir(), "x.db")
	os.WriteFile(notDB, []byte("not a database"), 0o644)
	broken := writeLog(t, withTable("bets", ""))
	for _, log := range []string{notDB, broken, filepath.Join(t.TempDir(), "missing")} {
		if code := audit(log); code != 2 {
			t.Errorf("%s: exit %d, want 2", log, code)
		}
		if after := fingerprint(t, out); after != before {
			t.Errorf("%s: a failed run changed the reports:\n%s\n%s", log, before, after)
		}
	}
}
