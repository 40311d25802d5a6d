package history

import (
	"fmt"
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/stats"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/roulette"
)

// night is one French roulette session of table RF-1 opened on day d of
// March 2024: 400 spins, a docena of 10 € on the first dozen each spin,
// won on the first wins spins (pays 2 to 1: 30 € back).
func night(id string, d, wins int) *logs.Session {
	open := time.Date(2024, 3, d, 21, 0, 0, 0, time.FixedZone("", 3600))
	s := &logs.Session{ID: id, Casino: "C", Table: "RF-1", Game: roulette.French, Variant: "dos-panos", OpenedAt: open, ClosedAt: open.Add(8 * time.Hour)}
	for i := 1; i <= 400; i++ {
		out := "30"
		b := logs.Bet{ID: fmt.Sprintf("%s-%d", id, i), Round: i, Type: roulette.Docena, Selection: "1", Stake: 1000}
		if i <= wins {
			out, b.Returned, b.Paid = "5", 1000, 2000
		}
		s.Rounds = append(s.Rounds, logs.Round{No: i, At: open.Add(time.Duration(i) * time.Minute), Dealer: "K1", Outcome: out, Status: "played"})
		s.Bets = append(s.Bets, b)
	}
	return s
}

// nightly audits ss as a nightly run with the store would (statistics
// with the store's days, then the run recorded with its holds) and
// returns the statistical report.
func nightly(t *testing.T, st *Store, key string, ss ...*logs.Session) *stats.Report {
	t.Helper()
	res := &audit.Result{GeneratedAt: t0, Region: rules.RegionCyL, Log: "/logs/night", Version: "test"}
	fps := map[SessionKey]string{}
	for _, s := range ss {
		res.Sessions = append(res.Sessions, audit.SessionSummary{ID: s.ID, Casino: s.Casino, Table: s.Table, Rounds: len(s.Rounds)})
		fps[SessionKey{s.Casino, s.ID}] = Fingerprint(s)
	}
	rep, err := stats.Run(&logs.Memory{Sessions: ss}, stats.Options{Region: rules.RegionCyL, Result: res, Stored: st.EachHold})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Record(res, RunRecord{Key: key, Context: "ctx", Fingerprints: fps, Statistics: true, Holds: rep.Sessions}); err != nil {
		t.Fatal(err)
	}
	return rep
}

func holdOf(t *testing.T, rep *stats.Report, scope, period string) stats.Hold {
	t.Helper()
	for _, h := range rep.Holds {
		if h.Scope == scope && h.Period == period && h.Table == "RF-1" {
			return h
		}
	}
	t.Fatalf("no %s hold for %s", scope, period)
	return stats.Hold{}
}

// want checks a to-date hold against figures computed by hand: rounds of
// one docena of 1,000 cents, whose house gain per round has mean 1000/37
// and variance 1000²·2700/37² (docs/statistics.md, table B).
func want(t *testing.T, what string, h stats.Hold, rounds int, result logs.Cents) {
	t.Helper()
	n := float64(rounds)
	mean, sd := n*1000/37, 1000*math.Sqrt(n*2700)/37
	if h.Rounds != rounds || h.Bets != rounds || h.Handle != logs.Cents(1000*rounds) || h.Result != result ||
		math.Abs(h.Expected-mean) > 1e-6 || math.Abs(h.SD-sd) > 1e-6 || math.Abs(h.Z-(float64(result)-mean)/sd) > 1e-9 || !h.FromStore {
		t.Errorf("%s: got %d rounds, %d bets, handle %d, result %d, E %.4f, SD %.4f, z %.6f, from store %v; want %d rounds, result %d, E %.4f, SD %.4f, z %.6f, from the store",
			what, h.Rounds, h.Bets, h.Handle, h.Result, h.Expected, h.SD, h.Z, h.FromStore, rounds, result, mean, sd, (float64(result)-mean)/sd)
	}
}

// Two nights on consecutive days: the second night audits only its own
// session, and its month and year to date are both nights summed.
// Night 1: 150 wins, result 400·1000 − 150·3000 = −50,000 cents; night 2:
// 130 wins, 400,000 − 390,000 = 10,000. To date: 800 rounds, handle
// 800,000, result −40,000, E = 800,000/37 = 21,621.62, SD =
// 1000·√(800·2700)/37 = 39,721.46, z = (−40,000 − 21,621.62)/39,721.46 = −1.5513.
func TestMonthToDateSumsTheNights(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer st.Close()
	s1, s2 := night("S1", 1, 150), night("S2", 2, 130)
	first := nightly(t, st, "n1", s1)
	want(t, "night 1, month", holdOf(t, first, stats.ScopeTableMonth, "2024-03"), 400, -50000)
	if first.StoreThrough != "2024-03-01" {
		t.Errorf("night 1 through %q", first.StoreThrough)
	}

	second := nightly(t, st, "n2", s2)
	want(t, "night 2, month to date", holdOf(t, second, stats.ScopeTableMonth, "2024-03"), 800, -40000)
	want(t, "night 2, year to date", holdOf(t, second, stats.ScopeTableYear, "2024"), 800, -40000)
	if z := holdOf(t, second, stats.ScopeTableMonth, "2024-03").Z; math.Abs(z-(-1.5513)) > 5e-5 {
		t.Errorf("z %.5f, want −1.5513 by hand", z)
	}
	if d := holdOf(t, second, stats.ScopeTableDay, "2024-03-02"); d.Rounds != 400 || d.Result != 10000 || d.FromStore {
		t.Errorf("night 2's own day: %+v", d)
	}

	// Night 2 audited again (a re-run, the same session): not counted twice.
	again := nightly(t, st, "n2-again", s2)
	want(t, "night 2 again", holdOf(t, again, stats.ScopeTableMonth, "2024-03"), 800, -40000)
	// Both nights audited again at once: still once each.
	both := nightly(t, st, "all", s1, s2)
	want(t, "both again", holdOf(t, both, stats.ScopeTableMonth, "2024-03"), 800, -40000)
	// Night 2 edited (140 wins: −20,000) and audited again: its new figures replace the old.
	edited := nightly(t, st, "n2-edited", night("S2", 2, 140))
	want(t, "night 2 edited", holdOf(t, edited, stats.ScopeTableMonth, "2024-03"), 800, -70000)
	// A past day audited again: to date stops at its day, night 2 is later.
	past := nightly(t, st, "n1-again", s1)
	want(t, "night 1 again", holdOf(t, past, stats.ScopeTableMonth, "2024-03"), 400, -50000)

	n := 0
	if err := st.EachHold("9999-12-31", func(stats.SessionHold) error { n++; return nil }); err != nil || n != 2 {
		t.Errorf("the store keeps %d session holds (%v), want 2", n, err)
	}
}

// A run without the statistical audit leaves the stored holds as they were;
// one with it replaces those of every session it audited, even by none.
func TestRunWithoutStatisticsKeepsHolds(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "store.db"))
	defer st.Close()
	nightly(t, st, "n1", night("S1", 1, 150))
	res := &audit.Result{GeneratedAt: t0, Region: rules.RegionCyL, Log: "/logs/night", Version: "test", Sessions: []audit.SessionSummary{{ID: "S1", Casino: "C", Table: "RF-1", Rounds: 400}}}
	if _, err := st.Record(res, RunRecord{Key: "n1-nostats", Context: "ctx", Fingerprints: map[SessionKey]string{{"C", "S1"}: "x"}}); err != nil {
		t.Fatal(err)
	}
	var got []stats.SessionHold
	st.EachHold("2024-03-31", func(h stats.SessionHold) error { got = append(got, h); return nil })
	if len(got) != 1 || got[0].Handle != 400000 || got[0].Result != -50000 || got[0].Day != "2024-03-01" {
		t.Errorf("holds after a run without statistics: %+v", got)
	}
	// With the statistics, a session audited (rejected, say) without a hold loses its old one.
	if _, err := st.Record(res, RunRecord{Key: "n1-rejected", Context: "ctx", Fingerprints: map[SessionKey]string{{"C", "S1"}: "y"}, Statistics: true}); err != nil {
		t.Fatal(err)
	}
	got = nil
	st.EachHold("2024-03-31", func(h stats.SessionHold) error { got = append(got, h); return nil })
	if len(got) != 0 {
		t.Errorf("a session audited without a hold kept %+v", got)
	}
}

// A store made before hold_sessions existed (schema 1) opens, gains the
// table and keeps its runs; a store newer than this veedor is refused.
func TestOldStoreGainsTheHoldTable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	st := open(t, path)
	nightly(t, st, "n1", night("S1", 1, 150))
	for _, q := range []string{`DROP TABLE hold_sessions`, `UPDATE meta SET value = '1' WHERE key = 'schema'`} {
		if _, err := st.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()

	st = open(t, path)
	var v string
	if err := st.db.QueryRow(`SELECT value FROM meta WHERE key = 'schema'`).Scan(&v); err != nil || v != fmt.Sprint(SchemaVersion) {
		t.Errorf("schema %q (%v), want %d", v, err, SchemaVersion)
	}
	rep := nightly(t, st, "n2", night("S2", 2, 130))
	// The old store had no holds: to date is night 2's alone.
	want(t, "old store, night 2", holdOf(t, rep, stats.ScopeTableMonth, "2024-03"), 400, 10000)
	runs, err := st.Runs()
	if err != nil || len(runs) != 2 {
		t.Errorf("runs %d (%v), want the old one kept and the new", len(runs), err)
	}
	if err := st.Check(); err != nil {
		t.Error(err)
	}
	if _, err := st.db.Exec(`UPDATE meta SET value = '3' WHERE key = 'schema'`); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if s, err := Open(path); err == nil {
		s.Close()
		t.Error("a store of schema 3 opened")
	}
}
