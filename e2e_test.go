package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/rules"
)

func auditLog(t *testing.T, path, region string) *audit.Result {
	t.Helper()
	src, err := logs.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	res, err := audit.Run(src, audit.Options{Region: region, Assume: rules.Defaults()})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Counts {
		if c.Read != c.Audited+c.Rejected {
			t.Errorf("%s: read %d != audited %d + rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	return res
}

var starts = map[string]string{"es": "2024-03-01T20:00:00+01:00", "cyl": "2010-05-07T20:00:00+02:00", "cv": "2015-10-02T20:00:00+02:00"}

// For every region and every game: a clean generated log produces no
// finding, and every injected violation is found with the right rule, at the
// right session, round and bet; nothing is found that was not injected.
func TestFixturesRoundTrip(t *testing.T) {
	for _, region := range rules.Regions {
		for _, game := range []string{"ruleta-francesa", "ruleta-americana", "black-jack", "punto-y-banca"} {
			for i, ext := range []string{"", ".db"} {
				region, game, ext := region, game, ext
				t.Run(fmt.Sprintf("%s/%s/%s", region, game, map[string]string{"": "csv", ".db": "sqlite"}[ext]), func(t *testing.T) {
					start, err := parseTime(starts[region])
					if err != nil {
						t.Fatal(err)
					}
					dir := t.TempDir()
					clean := filepath.Join(dir, "clean"+ext)
					if _, err := fixtures.Write(fixtures.Options{Game: game, Region: region, Sessions: 4, Seed: int64(11 + i), Start: start}, clean); err != nil {
						t.Fatal(err)
					}
					res := auditLog(t, clean, region)
					if len(res.Findings) != 0 {
						for _, f := range res.Findings[:min(5, len(res.Findings))] {
							t.Errorf("clean log: %s s%s r%d %s: %s", f.Rule, f.Session, f.Round, f.Bet, f.Detail.EN)
						}
						t.Fatalf("clean log gave %d findings", len(res.Findings))
					}
					if res.Totals().Bets == 0 {
						t.Fatal("clean log has no bets audited")
					}

					dirty := filepath.Join(dir, "dirty"+ext)
					m, err := fixtures.Write(fixtures.Options{Game: game, Region: region, Sessions: 6, Seed: int64(21 + i), Violations: 0.05, Start: start}, dirty)
					if err != nil {
						t.Fatal(err)
					}
					res = auditLog(t, dirty, region)
					found := map[string]bool{}
					for _, f := range res.Findings {
						found[f.Rule+"|"+f.Session] = true
						found[fmt.Sprintf("%s|%s|%d|%s", f.Rule, f.Session, f.Round, f.Bet)] = true
					}
					injectedAt := map[string]bool{}
					byClass := map[string][]fixtures.Injection{}
					for _, in := range m.Injections {
						byClass[in.Class] = append(byClass[in.Class], in)
						injectedAt[in.Rule+"|"+in.SessionID] = true
					}
					for _, cl := range fixtures.Classes(game, region) {
						ins := byClass[cl.Name]
						if len(ins) == 0 {
							t.Errorf("class %s (%s) was never injected", cl.Name, cl.Rule)
						}
						for _, in := range ins {
							k := in.Rule + "|" + in.SessionID
							if in.RoundNo != 0 || in.BetID != "" {
								k = fmt.Sprintf("%s|%s|%d|%s", in.Rule, in.SessionID, in.RoundNo, in.BetID)
							}
							if !found[k] {
								t.Errorf("injected %s not found: %s", cl.Name, k)
							}
						}
					}
					for _, f := range res.Findings {
						if !injectedAt[f.Rule+"|"+f.Session] {
							t.Errorf("finding not injected: %s s%s r%d %s: %s", f.Rule, f.Session, f.Round, f.Bet, f.Detail.EN)
						}
					}
				})
			}
		}
	}
}

// sampleGames reads the games of each region's bundled sample from the
// commands README.md documents (a casino's export holds several games in one
// log), so the README and the samples cannot drift apart.
func sampleGames(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	g, games := "", map[string]string{}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "G="); ok {
			g = v
		}
		f := strings.Fields(l)
		if g == "" || len(f) < 8 || strings.Join(f[:4], " ") != "go run . fixtures" || f[4] != "--region" || f[6] != "--game" ||
			!strings.HasSuffix(l, "--out fixtures/samples/"+f[5]) {
			continue
		}
		games[f[5]] = strings.ReplaceAll(f[7], "$G", g)
	}
	if len(games) != 3 {
		t.Fatalf("README.md documents the samples of %d regions (%v), want es, cyl and cv", len(games), games)
	}
	return games
}

// The bundled samples are what the generator makes from their documented
// commands and seeds, byte for byte (same seed, same bytes).
func TestSamplesAreReproducible(t *testing.T) {
	games := sampleGames(t)
	for _, want := range []string{"bingo", "dados", "chemin-de-fer", "poquer-sin-descarte"} {
		if !strings.Contains(games["es"]+games["cyl"]+games["cv"], want) {
			t.Errorf("the samples hold no %s session: %v", want, games)
		}
	}
	for region, seed := range map[string]int64{"es": 1, "cyl": 2, "cv": 3} {
		start, _ := parseTime(map[string]string{"es": "2024-03-01T20:00:00+01:00", "cyl": "2010-05-07T20:00:00+02:00", "cv": "2015-10-02T20:00:00+02:00"}[region])
		out := filepath.Join(t.TempDir(), region)
		if _, err := fixtures.Write(fixtures.Options{Game: games[region], Region: region, Sessions: 6, Seed: seed, Violations: 0.005, Start: start}, out); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"sessions.csv", "staff.csv", "rounds.csv", "bets.csv", "events.csv", "../" + region + ".injected.json"} {
			got, err1 := os.ReadFile(filepath.Join(out, f))
			want, err2 := os.ReadFile(filepath.Join("fixtures", "samples", region, f))
			if err1 != nil || err2 != nil || !bytes.Equal(got, want) {
				t.Errorf("%s/%s differs from the generator's output (%v, %v)", region, f, err1, err2)
			}
		}
	}
}

// The audit of each bundled sample finds exactly the violations its manifest
// lists, in every game of the mixed log, and nothing else.
func TestSamplesFindTheirInjections(t *testing.T) {
	for _, region := range rules.Regions {
		m, err := fixtures.ReadManifest(filepath.Join("fixtures", "samples", region+".injected.json"))
		if err != nil {
			t.Fatal(err)
		}
		res := auditLog(t, filepath.Join("fixtures", "samples", region), region)
		key := func(rule, session string, round int, bet string) string {
			return fmt.Sprintf("%s %s@%d/%s", rule, session, round, bet)
		}
		got, want := map[string]int{}, map[string]int{}
		games := map[string]bool{}
		for _, f := range res.Findings {
			got[key(f.Rule, f.Session, f.Round, f.Bet)]++
			games[f.Game] = true
		}
		for _, in := range m.Injections {
			want[key(in.Rule, in.SessionID, in.RoundNo, in.BetID)]++
		}
		t.Logf("%s: %d findings, %d injections", region, len(res.Findings), len(m.Injections))
		for k, n := range want {
			if got[k] != n {
				t.Errorf("%s: %s injected %d, found %d", region, k, n, got[k])
			}
		}
		for k, n := range got {
			if want[k] == 0 {
				t.Errorf("%s: %s found %d times, never injected", region, k, n)
			}
		}
		for _, g := range []string{"ruleta-francesa", "black-jack", "punto-y-banca"} {
			if !games[g] {
				t.Errorf("%s: no finding in %s: the sample should show every game", region, g)
			}
		}
	}
}
