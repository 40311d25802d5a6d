package history

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
)

var t0 = time.Date(2024, 3, 2, 6, 0, 0, 0, time.UTC)

func result(at time.Time, fs ...audit.Finding) *audit.Result {
	return &audit.Result{GeneratedAt: at, Region: "es", Log: "/logs/day", Version: "test",
		Sessions: []audit.SessionSummary{{ID: "S1", Casino: "C", Table: "T1", Rounds: 100}, {ID: "S2", Casino: "C", Table: "T2", Rounds: 50}},
		Findings: fs}
}

func finding(rule, session string, round int, bet string) audit.Finding {
	table := map[string]string{"S1": "T1", "S2": "T2"}[session]
	return audit.Finding{Rule: rule, Casino: "C", Table: table, Session: session, Round: round, Bet: bet}
}

func record(key, fp1, fp2 string) RunRecord {
	return RunRecord{Key: key, Context: "ctx", Fingerprints: map[SessionKey]string{{"C", "S1"}: fp1, {"C", "S2"}: fp2}}
}

func open(t *testing.T, path string) *Store {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSameFindingIsRecognised(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	s := open(t, path)
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	b := finding("RUL-LATE-BET", "S2", 9, "B2")
	rec, err := s.Record(result(t0, a, b), record("run1", "fp1", "fp2"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.New) != 2 || len(rec.Known) != 0 {
		t.Fatalf("first run: new %d known %d", len(rec.New), len(rec.Known))
	}
	s.Close()

	// A second run over the same logs, with other wording, finds nothing new.
	s = open(t, path)
	defer s.Close()
	a2 := a
	a2.Detail.EN = "reworded"
	c := finding("RUL-CREW", "S1", 4, "")
	rec, err = s.Record(result(t0.Add(24*time.Hour), a2, b, c), record("run2", "fp1", "fp2"))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Known) != 2 || len(rec.New) != 1 || rec.New[0] != ID(c) {
		t.Fatalf("second run: new %v known %v", rec.New, rec.Known)
	}
	fp, err := s.Audited()
	if err != nil || fp[SessionKey{"C", "S1"}] != "fp1" || fp[SessionKey{"C", "S2"}] != "fp2" {
		t.Fatalf("fingerprints %v %v", fp, err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	tr, err := s.Trends("table", 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Run 2: T1 has 2 findings over 100 rounds, T2 one over 50.
	want := map[string]float64{"1/C/T1": 1, "1/C/T2": 2, "2/C/T1": 2, "2/C/T2": 2}
	if len(tr) != 4 {
		t.Fatalf("trends %+v", tr)
	}
	for _, x := range tr {
		k := string(rune('0'+x.Run)) + "/" + x.Key
		if want[k] != x.Per100 {
			t.Errorf("%s: %.2f per 100 rounds, want %.2f", k, x.Per100, want[k])
		}
	}
	rules, _ := s.Trends("rule", 1, 0)
	if len(rules) != 3 || rules[0].Rounds != 150 {
		t.Errorf("rule trend of the last run: %+v", rules)
	}
}

func TestWaiversExpire(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer s.Close()
	a := finding("RUL-PAYOUT", "S1", 3, "B7")
	if _, err := s.Record(result(t0, a), RunRecord{Key: "k"}); err != nil {
		t.Fatal(err)
	}
	id := ID(a)
	if err := s.Waive(Waiver{Finding: "nope", Reason: "x", Author: "y", Created: t0, Expires: t0.Add(time.Hour)}); err == nil {
		t.Error("waiver of an unknown finding accepted")
	}
	if err := s.Waive(Waiver{Finding: id, Reason: "", Author: "y", Created: t0, Expires: t0.Add(time.Hour)}); err == nil {
		t.Error("waiver without a reason accepted")
	}
	if err := s.Waive(Waiver{Finding: id, Reason: "croupier retrained", Author: "auditor@casino", Created: t0, Expires: t0.Add(48 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	in, _ := s.Waivers(t0.Add(24 * time.Hour))
	out, _ := s.Waivers(t0.Add(49 * time.Hour))
	if _, ok := in[id]; !ok {
		t.Error("waiver not in force before it expires")
	}
	if _, ok := out[id]; ok {
		t.Error("waiver still in force after it expired")
	}
}

func TestTwoRunsCannotHoldTheStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	s := open(t, path)
	if _, err := Open(path); !errors.Is(err, ErrLocked) {
		t.Fatalf("second open: %v, want ErrLocked", err)
	}
	s.Close()
	s2 := open(t, path)
	s2.Close()
}

func TestFingerprintFollowsContentNotPosition(t *testing.T) {
	at := time.Date(2024, 3, 1, 21, 0, 0, 0, time.UTC)
	s := &logs.Session{ID: "S1", Casino: "C", Table: "T", Game: "ruleta-francesa", OpenedAt: at, ClosedAt: at.Add(time.Hour), MinBet: 500, MaxBet: 15000,
		Rounds: []logs.Round{{Pos: logs.Pos{File: "a.csv", Line: 2}, No: 1, At: at, Outcome: "17"}},
		Bets:   []logs.Bet{{Pos: logs.Pos{File: "b.csv", Line: 2}, Round: 1, ID: "B1", Type: "pleno", Selection: "17", Stake: 1000, Returned: 1000, Paid: 35000}}}
	moved := *s
	moved.Rounds = []logs.Round{s.Rounds[0]}
	moved.Rounds[0].Pos.Line = 900
	edited := *s
	edited.Bets = []logs.Bet{s.Bets[0]}
	edited.Bets[0].Paid = 36000
	if Fingerprint(s) != Fingerprint(&moved) {
		t.Error("moving a row in the file changed the fingerprint")
	}
	if Fingerprint(s) == Fingerprint(&edited) {
		t.Error("editing a payment did not change the fingerprint")
	}
	if s.Rounds[0].Pos.Line != 2 {
		t.Error("Fingerprint modified the session")
	}
}
