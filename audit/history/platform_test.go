package history

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A store path is a file name, not a URI: characters a URI gives a meaning
// (% escapes, # fragments) name that very file, on every platform.
func TestStorePathIsTakenLiterally(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "caja %41 #1")
	path := filepath.Join(dir, "findings.db")
	s := open(t, path)
	if _, err := s.Record(result(t0, finding("RUL-PAYOUT", "S1", 3, "B7")), record("k", "fp1", "fp2")); err != nil {
		t.Fatal(err)
	}
	s.Close()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, ","); got != "findings.db,findings.db.lock" {
		t.Fatalf("files in %q: %s (want the store and its lock there, nothing else)", dir, got)
	}
	s = open(t, path)
	defer s.Close()
	if runs, err := s.Runs(); err != nil || len(runs) != 1 {
		t.Fatalf("reopened store: %d runs, %v", len(runs), err)
	}
}

// "--until 9999-12-31" means until 10000-01-01, which RFC 3339 cannot
// write: the waiver used to be stored, printed as accepted and then read
// back as no waiver at all. It is refused; the last date the store keeps is
// accepted and in force.
func TestWaiverDatesTheStoreCannotKeepAreRefused(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer s.Close()
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	if _, err := s.Record(result(t0, a), RunRecord{Key: "k"}); err != nil {
		t.Fatal(err)
	}
	until, err := ParseWhen("9999-12-31", true, time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Waive(Waiver{Finding: ID(a), Reason: "r", Author: "a", Created: t0, Expires: until})
	if !errors.Is(err, ErrWaiver) || !strings.Contains(err.Error(), "9999-12-30") {
		t.Fatalf("until 9999-12-31: %v, want a refusal naming the last date kept", err)
	}
	if all, _ := s.AllWaivers(); len(all) != 0 {
		t.Fatalf("refused waiver stored: %+v", all)
	}
	last, _ := ParseWhen("9999-12-30", true, time.UTC)
	if err := s.Waive(Waiver{Finding: ID(a), Reason: "r", Author: "a", Created: t0, Expires: last}); err != nil {
		t.Fatal(err)
	}
	in, err := s.Waivers(time.Date(9000, 1, 1, 0, 0, 0, 0, time.UTC))
	if err != nil || !in[ID(a)].Expires.Equal(last) {
		t.Errorf("waiver until 9999-12-30 not in force in the year 9000: %+v %v", in, err)
	}
}

// A date the store cannot read back is an error, not a waiver silently
// without effect.
func TestUnreadableWaiverDateIsAnError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	s := open(t, path)
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	if _, err := s.Record(result(t0, a), RunRecord{Key: "k"}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	raw(t, path, `INSERT INTO waivers(finding_id, reason, author, created, expires, recorded) VALUES (?, 'r', 'a', '2024-03-02T00:00:00Z', '10000-01-01T00:00:00Z', '')`, ID(a))
	s = open(t, path)
	defer s.Close()
	if _, err := s.Waivers(t0); err == nil || !strings.Contains(err.Error(), "10000-01-01") {
		t.Errorf("unreadable expiry: %v", err)
	}
}

// Each waiver records when it was entered. A store whose waivers table
// predates that column is migrated in place: its waivers stay, read back
// with no entry time, and new ones record theirs.
func TestWaiverEntryTimeAndMigration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	s := open(t, path)
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	if _, err := s.Record(result(t0, a), RunRecord{Key: "k"}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	raw(t, path, `DROP TABLE waivers`)
	raw(t, path, `CREATE TABLE waivers (id INTEGER PRIMARY KEY, finding_id TEXT NOT NULL REFERENCES findings(id), reason TEXT NOT NULL,
		author TEXT NOT NULL, created TEXT NOT NULL, expires TEXT NOT NULL)`)
	raw(t, path, `INSERT INTO waivers(finding_id, reason, author, created, expires) VALUES (?, 'old', 'a', '2024-03-02T00:00:00Z', '2024-03-09T00:00:00Z')`, ID(a))

	s = open(t, path)
	defer s.Close()
	entered := time.Date(2024, 3, 3, 9, 30, 0, 0, time.FixedZone("CET", 3600))
	if err := s.Waive(Waiver{Finding: ID(a), Reason: "new", Author: "b", Created: t0, Expires: t0.Add(time.Hour), Recorded: entered}); err != nil {
		t.Fatal(err)
	}
	before := time.Now().Truncate(time.Second)
	if err := s.Waive(Waiver{Finding: ID(a), Reason: "now", Author: "c", Created: t0, Expires: t0.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	all, err := s.AllWaivers()
	if err != nil || len(all) != 3 {
		t.Fatalf("waivers after migration: %+v %v", all, err)
	}
	if all[0].Reason != "old" || !all[0].Recorded.IsZero() || !all[0].Expires.Equal(time.Date(2024, 3, 9, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("the old waiver: %+v", all[0])
	}
	if !all[1].Recorded.Equal(entered) {
		t.Errorf("entered %v, read back %v", entered, all[1].Recorded)
	}
	if all[2].Recorded.Before(before) || all[2].Recorded.After(time.Now()) {
		t.Errorf("a waiver without an entry time was not stamped when entered: %v", all[2].Recorded)
	}
}

func TestLongerThanAYear(t *testing.T) {
	w := Waiver{Created: t0, Expires: t0.AddDate(1, 0, 0)}
	if w.LongerThanAYear() {
		t.Error("exactly a year counted as longer")
	}
	w.Expires = w.Expires.Add(time.Second)
	if !w.LongerThanAYear() {
		t.Error("a year and a second not counted as longer")
	}
}

// raw runs one statement on the store's file without the store.
func raw(t *testing.T, path, stmt string, args ...any) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(stmt, args...); err != nil {
		t.Fatal(err)
	}
}

// A waivers file saved by a Windows editor (byte-order mark, CRLF) reads as
// the same file.
func TestParseWaiversFromWindows(t *testing.T) {
	loc := time.FixedZone("CET", 3600)
	now := time.Date(2024, 3, 2, 10, 0, 0, 0, loc)
	ws, err := ParseWaivers([]byte("\ufeff[\r\n  {\"finding_id\": \"abc\", \"reason\": \"r\", \"author\": \"a\", \"until\": \"2024-03-31\"}\r\n]\r\n"), now, loc)
	if err != nil || len(ws) != 1 || ws[0].Finding != "abc" || !ws[0].Expires.Equal(time.Date(2024, 4, 1, 0, 0, 0, 0, loc)) {
		t.Errorf("waivers file with BOM and CRLF: %+v %v", ws, err)
	}
}
