package bingo_test

// The last survivors of issue 23's mutation run on replay.go: the amounts
// and ball numbers a finding states, the tie between the two readings of
// bin-line-once. Each case is a bundled case log with a line or two changed.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
)

// caseEdited audits the case log name with each old text replaced by its new one.
func caseEdited(t *testing.T, name string, edits ...string) *audit.Result {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+name+".txt")
	for i := 0; i+1 < len(edits); i += 2 {
		done := false
		for s, body := range c.Sections {
			if strings.Contains(body, edits[i]) {
				c.Sections[s], done = strings.Replace(body, edits[i], edits[i+1], 1), true
				break
			}
		}
		if !done {
			t.Fatalf("%s: no %q to edit", name, edits[i])
		}
	}
	return casetest.Audit(t, c)
}

// An annulled game's card that got 1.00 of its 2.00 back and kept a 4.20
// prize holds 5.20 where it should hold 2.00: 3.20 too much.
func TestAnnulDelta(t *testing.T) {
	res := caseEdited(t, "annulled-kept-prize", "2.00,0.00,4.20,", "2.00,1.00,4.20,")
	if got := keys(res); got != "BINGO-ANNUL@2/B6" {
		t.Fatalf("got %s", got)
	}
	if d := res.Findings[0].Delta; d != 320 {
		t.Errorf("delta %d cents, want 320", d)
	}
}

// Game 2 drew 16 balls and its bingo was accepted at ball 15: one ball too many.
func TestFlowCountsBallsAfterBingo(t *testing.T) {
	res := caseEdited(t, "flow-after-bingo")
	want := "Game 2: 1 more balls were drawn after the bingo accepted at ball 15."
	if len(res.Findings) != 1 || res.Findings[0].Detail.EN != want {
		t.Errorf("got %v, want one finding saying %q", res.Findings, want)
	}
}

// The línea recorded at ball 5 was called after ball 6 was announced: the
// reason names ball 6.
func TestLateByClockNamesNextBall(t *testing.T) {
	res := caseEdited(t, "late-by-the-clock")
	if got := keys(res); got != "BINGO-LATE@2/B6" || !strings.Contains(res.Findings[0].Detail.EN, "after ball 6 was announced at 20:32:40") {
		t.Errorf("got %s %v", got, res.Findings)
	}
}

// Líneas accepted at ball 9 (A/1, A/2) and at ball 14 (A/3), of a 1.20
// línea: at the first línea's ball A/1 and A/2 are due 0.60 each and A/3
// nothing; shared three ways, 0.40 each. Paid 3.60 (with the 3.00 bingo),
// 0.50 and 0.40, each reading finds two cards wrong: the tie goes to the
// first reading (B2 and B3), not to the shared one (B1 and B2).
func TestLineReadingsTieToFirst(t *testing.T) {
	res := caseEdited(t, "line-later-paid-twice", `2.00,0.00,0.60,`, `2.00,0.00,0.50,`, `74",2.00,0.00,1.20,`, `74",2.00,0.00,0.40,`)
	got := keys(res)
	if got != "BINGO-PRIZE@1/B2 BINGO-PRIZE@1/B3" {
		t.Errorf("got %q, want B2 and B3 under the first reading", got)
	}
}

// finding returns the finding of res with key k, failing the test without one.
func finding(t *testing.T, res *audit.Result, k string) audit.Finding {
	t.Helper()
	for _, f := range res.Findings {
		if casetest.Key(f) == k {
			return f
		}
	}
	t.Fatalf("no %s in %s", k, keys(res))
	return audit.Finding{}
}

// The reasons a claim was none: A/2 never completes in game 1 and 24, the
// last ball at its claim, is not on it; A/1 claimed a bingo at ball 8 (33,
// not on the card) and completed only at ball 19.
func TestNotABingoReasons(t *testing.T) {
	f := finding(t, caseEdited(t, "bingo-not-a-bingo"), "BINGO-BINGO@1/B2")
	if want := "not all 15 numbers drawn by ball 19; the last number drawn, 24, is not on the card"; !strings.Contains(f.Detail.EN, want) {
		t.Errorf("A/2: %q, want %q", f.Detail.EN, want)
	}
	res := edited(t, "S1,1978-03-01T20:13:40+01:00,1,bola,numero=14,J1\n",
		"S1,1978-03-01T20:13:25+01:00,1,cante,tipo=bingo serie=A carton=1 bolas=8 veredicto=valido,J1\nS1,1978-03-01T20:13:40+01:00,1,bola,numero=14,J1\n")
	f = finding(t, res, "BINGO-BINGO@1/B1")
	if want := "not all 15 numbers drawn by ball 8; the last number drawn, 33, is not on the card"; !strings.Contains(f.Detail.EN, want) {
		t.Errorf("A/1 at ball 8: %q, want %q", f.Detail.EN, want)
	}
}

// A línea paid on a line other than the one announced says which of the
// two was complete.
func TestLineNotAnnouncedReason(t *testing.T) {
	f := finding(t, caseEdited(t, "line-not-announced"), "BINGO-LINE@2/B6")
	if want := "the superior line was complete, but the inferior line was announced"; !strings.Contains(f.Detail.EN, want) {
		t.Errorf("%q, want %q", f.Detail.EN, want)
	}
}

// Game 2 announced the top line (index 0). A/6's línea claimed at ball 10
// completes its central line there, but the top line, the one announced,
// was complete at ball 5: the claim was late.
func TestAnnouncedTopLine(t *testing.T) {
	res := edited(t, "S1,1978-03-01T20:32:30+01:00,2,cante,tipo=linea serie=A carton=6 bolas=5", "S1,1978-03-01T20:34:10+01:00,2,cante,tipo=linea serie=A carton=6 bolas=10")
	f := finding(t, res, "BINGO-LATE@2/B6")
	if want := "the superior line was complete at ball 5"; !strings.Contains(f.Detail.EN, want) {
		t.Errorf("%q, want %q", f.Detail.EN, want)
	}
}
