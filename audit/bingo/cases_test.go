package bingo_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	_ "github.com/veedor/veedor/audit/bingo"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	bn "github.com/veedor/veedor/rules/bingo"
)

// The hand-written case logs in testdata/cases (format: package casetest).
func TestCases(t *testing.T) { casetest.Run(t, "testdata/cases") }

// Every bingo rule has a case that must trigger it; the clean cases must
// trigger none.
func TestEveryRuleHasACase(t *testing.T) {
	casetest.EveryRuleHasACase(t, "testdata/cases", 4, bn.Game)
}

// The citation a finding carries, and the reference mark exactly when the
// session's text is not the 1977 one (the 1979 text has no bingo).
func TestCaseCitations(t *testing.T) {
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		{File: "late-bingo", Key: "BINGO-LATE@2/B6", Seed: "000", Line: 514, Quote: "perderá su derecho al premio", Reference: true},
		{File: "line-not-announced", Key: "BINGO-LINE@2/B6", Seed: "000", Line: 485, Quote: "Se entenderá formada la línea", Reference: true},
		{File: "annulled-kept-prize", Key: "BINGO-ANNUL@2/B6", Seed: "000", Line: 517, Quote: "devolución a los jugadores del importe de los cartones", Reference: true},
		{File: "announce-ball-not-drawn", Key: "BINGO-CALL@1", Seed: "000", Line: 510, Quote: "cuyo número se anunciará a través de los altavoces", Reference: true},
	}, func(c casetest.Cited, f audit.Finding) {
		if f.Instrument != "es-1979" {
			t.Errorf("%s %s: under %s, want es-1979", c.File, c.Key, f.Instrument)
		}
	})
	// Under the 1977 text itself the finding is no reference.
	cs := casetest.Read(t, "testdata/cases/clean-es77.txt")
	cs.Sections["rounds.csv"] = strings.Replace(cs.Sections["rounds.csv"], `83,84"`, `83,84,90"`, 1)
	res := casetest.Audit(t, cs)
	if len(res.Findings) != 1 || res.Findings[0].Rule != bn.RuleFlow || res.Findings[0].Reference || res.Findings[0].Instrument != "es-1977" {
		t.Errorf("1978 log with a ball after the bingo: %+v", res.Findings)
	}
	if len(res.Sessions) != 1 || res.Sessions[0].Rounds != 2 || res.Sessions[0].Bets != 6 {
		t.Errorf("sessions %+v, want one of 2 games and 6 cards", res.Sessions)
	}
}

// Claims missing from the log are one medium data-quality note per session
// naming the games, not findings on every game and paid card.
func TestUnclaimedNote(t *testing.T) {
	for file, want := range map[string]string{
		"claims-missing":      "2 of 2 games without claims; (games 1, 2)",
		"claims-missing-game": "1 of 2 games without claims; (games 2)",
	} {
		res := casetest.Audit(t, casetest.Read(t, filepath.Join("testdata/cases", file+".txt")))
		if len(res.Findings) != 1 {
			t.Fatalf("%s: %d findings, want one", file, len(res.Findings))
		}
		f := res.Findings[0]
		got := f.Recorded.EN + "; " + f.Detail.EN[strings.Index(f.Detail.EN, "("):strings.Index(f.Detail.EN, ")")+1]
		if f.Rule != bn.RuleNoClaims || f.Severity != rules.Medium || got != want {
			t.Errorf("%s: %s %s %q, want %s medium %q", file, f.Rule, f.Severity, got, bn.RuleNoClaims, want)
		}
	}
}
