package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

// headers are the five CSV files of cleanLog with their header lines only.
func headers() map[string]string {
	m := map[string]string{}
	for k, v := range cleanLog {
		m[k] = v[:strings.IndexByte(v, '\n')+1]
	}
	return m
}

// An empty log is not a clean log (issue 11): no session, no round or no
// bet at all is status 2 with a message saying what is empty, and the
// reports carry it in Result.Unusable.
func TestEmptyLogIsUnusable(t *testing.T) {
	emptyDB := filepath.Join(t.TempDir(), "empty.db")
	w, err := logs.Create(emptyDB)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	noBets := withTable("bets", headers()["bets"])
	noRounds := withTable("rounds", headers()["rounds"])
	noRounds["bets"] = headers()["bets"]
	unknownGame := withTable("sessions", strings.Replace(cleanLog["sessions"], "ruleta-francesa", "bacarra", 1))
	cases := []struct {
		name, log string
		stderr    string
		unusable  string // in the JSON report
	}{
		{"csv headers only", writeLog(t, headers()), "none of its tables", `"unusable"`},
		{"sqlite empty tables", emptyDB, "none of its tables", `"unusable"`},
		{"rounds without bets", writeLog(t, noBets), "Table bets has no rows though there are 1 rounds", "La tabla bets no tiene filas"},
		{"sessions without rounds", writeLog(t, noRounds), "Table rounds has no rows", "La tabla rounds no tiene filas"},
		{"every session rejected", writeLog(t, unknownGame), "None of the 1 sessions read could be audited", "No se pudo auditar ninguna de las 1 sesiones"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := reportsIn(t.TempDir())
			o := veedor(t, append(append([]string{"audit", "--region", "es", "--generated-at", "2024-03-02T08:00:00+01:00"}, r.args()...), c.log)...)
			if o.code != exitUnusable || !strings.Contains(o.stderr, c.stderr) {
				t.Fatalf("want status 2 and %q on stderr; got %v", c.stderr, o)
			}
			js, err := os.ReadFile(r.json)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(js), c.unusable) {
				t.Errorf("JSON report lacks %q", c.unusable)
			}
		})
	}
}

// A selection that leaves every session out (a period, or nothing new since
// the last run) is no empty log: the whole log is judged.
func TestEmptySelectionIsNotAnEmptyLog(t *testing.T) {
	log := writeLog(t, cleanLog)
	r := reportsIn(t.TempDir())
	o := veedor(t, append(append([]string{"audit", "--region", "es", "--until", "2020-01-01"}, r.args()...), log)...)
	if o.code != exitClean || !strings.Contains(o.stdout, "audited 0 sessions") || !strings.Contains(o.stdout, "1 opened after 2020-01-01") {
		t.Fatalf("want status 0 with the session skipped; got %v", o)
	}
}

// A session with no round in a log that has rounds is a data-quality
// finding, not a silent audited session.
func TestSessionWithoutRounds(t *testing.T) {
	tables := withTable("sessions", cleanLog["sessions"]+
		"S2,CAS1,T2,ruleta-francesa,un-pano,2024-03-01T21:00:00+01:00,2024-03-01T23:00:00+01:00,5.00,150.00,5.00\n")
	// S2's own crew (F1...), so that no crew rule sees one employee at two tables.
	s2 := strings.ReplaceAll(cleanLog["staff"][strings.IndexByte(cleanLog["staff"], '\n')+1:], "S1,E", "S2,F")
	tables["staff"] += s2
	src, err := logs.Open(writeLog(t, tables))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	res, err := audit.Run(src, audit.Options{Region: "es"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Findings) != 1 || res.Findings[0].Rule != audit.DQNoRounds || res.Findings[0].Session != "S2" || res.Findings[0].Source.Line != 3 {
		t.Fatalf("want one DQ-NO-ROUNDS on S2 (sessions.csv:3), got %+v", res.Findings)
	}
	for _, s := range res.Sessions {
		if want := map[string]int{"S1": 0, "S2": 1}[s.ID]; s.Findings != want {
			t.Errorf("session %s counts %d findings, want %d", s.ID, s.Findings, want)
		}
	}
	if len(res.Unusable) != 0 {
		t.Errorf("unusable %v", res.Unusable)
	}
}

// Findings of severity info never change the status (issue 11 §4b); rejected
// rows and an unusable log make it 2, findings above info 1.
func TestExitStatusIgnoresInformation(t *testing.T) {
	f := func(sev rules.Severity) audit.Finding { return audit.Finding{Rule: "R", Severity: sev} }
	counts := []audit.TableCount{{Table: "bets", Read: 2, Audited: 2}}
	cases := []struct {
		name     string
		res      audit.Result
		waived   []string
		code     int
		counting int
	}{
		{"clean", audit.Result{Counts: counts}, nil, 0, 0},
		{"info only", audit.Result{Counts: counts, Findings: []audit.Finding{f(rules.Info), f(rules.Info)}}, nil, 0, 0},
		{"low", audit.Result{Counts: counts, Findings: []audit.Finding{f(rules.Info), f(rules.Low)}}, nil, 1, 1},
		{"low waived", audit.Result{Counts: counts, Findings: []audit.Finding{f(rules.Info), f(rules.Low)}}, []string{"id1"}, 0, 0},
		{"rejected rows", audit.Result{Counts: []audit.TableCount{{Table: "bets", Read: 2, Audited: 1, Rejected: 1}}}, nil, 2, 0},
		{"reconciliation broken", audit.Result{Counts: []audit.TableCount{{Table: "bets", Read: 3, Audited: 2}}}, nil, 2, 0},
		{"unusable", audit.Result{Counts: counts, Unusable: []rules.Text{{ES: "vacío", EN: "empty"}}}, nil, 2, 0},
	}
	for _, c := range cases {
		ids := make([]string, len(c.res.Findings))
		for i := range ids {
			ids[i] = "id" + string(rune('0'+i))
		}
		waivers := map[string]history.Waiver{}
		for _, id := range c.waived {
			waivers[id] = history.Waiver{}
		}
		st := exitStatus(&c.res, ids, waivers)
		if st.code != c.code || st.counting != c.counting {
			t.Errorf("%s: status %d counting %d, want %d and %d", c.name, st.code, st.counting, c.code, c.counting)
		}
	}

	// End to end: bets without placed_at give only DQ-MISSING (info).
	noPlaced := writeLog(t, withTable("bets", strings.Replace(cleanLog["bets"], ",2024-03-01T21:04:00+01:00,E2", ",,E2", 1)))
	r := reportsIn(t.TempDir())
	o := veedor(t, append(append([]string{"audit", "--region", "es"}, r.args()...), noPlaced)...)
	js, _ := os.ReadFile(r.json)
	if o.code != exitClean || !strings.Contains(string(js), `"rule": "DQ-MISSING"`) || !strings.Contains(o.stdout, "severity info") {
		t.Fatalf("information only: want status 0 with DQ-MISSING reported; got %v\n%s", o, js)
	}
}

// Bets and events outside their session's hours are reported for every
// game (log format §6 rule 5), once per row, and a bet on a round itself
// outside the hours is left to that round's finding.
func TestBetsAndEventsOutsideSessionHours(t *testing.T) {
	for _, game := range []string{"ruleta-francesa", "black-jack"} {
		t.Run(game, func(t *testing.T) {
			var sessions []*logs.Session
			start := time.Date(2024, 3, 1, 20, 0, 0, 0, time.FixedZone("", 3600))
			if _, err := fixtures.Generate(fixtures.Options{Game: game, Region: "es", Sessions: 1, Seed: 5, Start: start}, func(s *logs.Session) error {
				sessions = append(sessions, s)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			s := sessions[0]
			if len(s.Bets) < 3 || len(s.Rounds) < 3 {
				t.Fatalf("generated session too small: %d rounds, %d bets", len(s.Rounds), len(s.Bets))
			}
			clean, err := audit.Run(&logs.Memory{Sessions: sessions}, audit.Options{Region: "es"})
			if err != nil {
				t.Fatal(err)
			}
			before := len(clean.Findings)
			// One bet placed after closing; an event before opening; the
			// last round after closing, with a bet placed then.
			late := s.ClosedAt.Add(time.Minute)
			b := &s.Bets[0]
			b.PlacedAt = late
			s.Events = append(s.Events, logs.Event{At: s.OpenedAt.Add(-time.Hour), Kind: "nota", Pos: logs.Pos{File: "events.csv", Line: 99}})
			last := &s.Rounds[len(s.Rounds)-1]
			last.At = late
			var onLast *logs.Bet
			for i := range s.Bets {
				if s.Bets[i].Round == last.No {
					onLast = &s.Bets[i]
					onLast.PlacedAt = late
				}
			}
			if onLast == nil {
				t.Fatalf("no bet on the last round %d", last.No)
			}
			res, err := audit.Run(&logs.Memory{Sessions: sessions}, audit.Options{Region: "es"})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range res.Findings {
				if f.Rule == audit.DQTime {
					got = append(got, f.Column+":"+f.Bet)
				}
			}
			want := []string{"placed_at:" + b.ID, "at:", "at:"} // the bet, the event, the last round
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("DQ-TIME findings %v, want %v (not bet %s on the late round)", got, want, onLast.ID)
			}
			if n := len(res.Findings) - before; n < 3 {
				t.Errorf("%d new findings, want at least 3", n)
			}
		})
	}
}

// A bet on a round whose row the reader rejected is said once per round
// ("not audited because its round was rejected"), not once per bet as a bet
// on a round that does not exist; the bets still count as rejected.
func TestBetsOnARejectedRound(t *testing.T) {
	rounds := cleanLog["rounds"] +
		"S1,2,2024-03-01T21:06:00,E2,5,ccw,cw,,played,\n" + // no offset: rejected by the reader
		"S1,3,2024-03-01T21:07:00+01:00,E2,5,cw,ccw,,played,\n"
	bet := func(id, round, settled string) string {
		return "S1," + round + "," + id + ",1,P1,rojo,,10.00,10.00,10.00," + settled + ",,E2\n"
	}
	bets := cleanLog["bets"] + bet("B2", "2", "") + bet("B3", "2", "") + bet("B4", "3", "") + bet("B5", "1", "2")
	log := writeLog(t, withTable("rounds", rounds))
	os.WriteFile(filepath.Join(log, "bets.csv"), []byte(bets), 0o644)
	for _, workers := range []int{1, 3} {
		src, err := logs.Open(log)
		if err != nil {
			t.Fatal(err)
		}
		res, err := audit.Run(src, audit.Options{Region: "es", Workers: workers})
		src.Close()
		if err != nil {
			t.Fatal(err)
		}
		var follow []audit.Finding
		for _, f := range res.Findings {
			switch f.Rule {
			case audit.DQRoundBets:
				follow = append(follow, f)
			case audit.DQBetRound:
				t.Errorf("workers %d: %s on bet %s: %s", workers, f.Rule, f.Bet, f.Detail.EN)
			}
		}
		if len(follow) != 1 || follow[0].Round != 2 || follow[0].Recorded.EN != "B2, B3, B5" || follow[0].AtStake != 3000 ||
			!strings.Contains(follow[0].Detail.EN, "3 bets on round 2 were not audited: the round's row (") ||
			!strings.Contains(follow[0].Detail.EN, "rounds.csv:3") {
			t.Fatalf("workers %d: want one DQ-ROUND-BETS for round 2 (B2, B3, B5), got %+v", workers, follow)
		}
		for _, c := range res.Counts {
			want := map[string]int64{"rounds": 1, "bets": 3}[c.Table]
			if c.Rejected != want || c.Read != c.Audited+c.Rejected {
				t.Errorf("workers %d: %s read %d audited %d rejected %d, want %d rejected", workers, c.Table, c.Read, c.Audited, c.Rejected, want)
			}
		}
	}
}
