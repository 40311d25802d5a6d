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

// withAssume audits the case log with the given switches set.
func withAssume(t *testing.T, name string, assume ...string) *audit.Result {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+name+".txt")
	c.Assume = append(c.Assume, assume...)
	return casetest.Audit(t, c)
}

// A/2's correct línea at ball 9, the ball of A/1's accepted línea, refused
// (A/1 paid the whole línea): the refusal is the finding (L512 pays every
// línea of the first ball).
func TestRefusedLineAtFirstLineBall(t *testing.T) {
	res := edited(t, "carton=2 bolas=9 veredicto=valido", "carton=2 bolas=9 veredicto=nulo",
		"2.00,0.00,3.60,", "2.00,0.00,4.20,", "2.00,0.00,0.60,", "2.00,0.00,0.00,")
	if got := keys(res); got != "BINGO-REFUSED@1/B2" {
		t.Errorf("got %q, want BINGO-REFUSED@1/B2", got)
	}
}

// Game 2's only bingo, correct and in time at ball 15, refused: no bingo
// was accepted, so the refusal, the game's end without a bingo and A/6's
// 4.20 (its línea is 1.20) are all findings.
func TestRefusedBingoNoneAccepted(t *testing.T) {
	res := edited(t, "carton=6 bolas=15 veredicto=valido", "carton=6 bolas=15 veredicto=nulo")
	if got := keys(res); got != "BINGO-FLOW@2 BINGO-PRIZE@2/B6 BINGO-REFUSED@2/B6" {
		t.Errorf("got %q", got)
	}
}

// A/2's línea claimed after the order to resume (20:13:55) and before ball
// 10 (20:14:00), refused: accused only under bin-claim-window=next-ball.
func TestRefusedAfterResume(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/clean-es77.txt")
	for _, e := range [][2]string{
		{"20:13:50+01:00,1,cante,tipo=linea serie=A carton=2 bolas=9 veredicto=valido", "20:13:57+01:00,1,cante,tipo=linea serie=A carton=2 bolas=9 veredicto=nulo"},
		{"2.00,0.00,3.60,", "2.00,0.00,4.20,"}, {"2.00,0.00,0.60,", "2.00,0.00,0.00,"}} {
		for s, body := range c.Sections {
			c.Sections[s] = strings.Replace(body, e[0], e[1], 1)
		}
	}
	for window, want := range map[string]string{"either": "", "order": "", "next-ball": "BINGO-REFUSED@1/B2"} {
		c.Assume = []string{"bin-claim-window=" + window}
		if got := keys(casetest.Audit(t, c)); got != want {
			t.Errorf("bin-claim-window=%s: %q, want %q", window, got, want)
		}
	}
}

// A línea of 1.20 between two cards is 0.60 exactly: 0.61 is wrong.
func TestShareExact(t *testing.T) {
	if got := keys(edited(t, "2.00,0.00,0.60,", "2.00,0.00,0.61,")); got != "BINGO-PRIZE@1/B2" {
		t.Errorf("got %q, want BINGO-PRIZE@1/B2", got)
	}
}

// A línea of 1.00 between A/1 (2.00) and B/1 (4.00) by price: 33⅓ and 66⅔
// cents, so 0.34 and 0.67 (the ceilings) are accepted, 0.35 is not.
func TestSharePriceCeiling(t *testing.T) {
	for a1, want := range map[string]string{"3.34": "", "3.33": "", "3.35": "BINGO-PRIZE@1/B1"} {
		res := caseEdited(t, "clean-share-by-price", "premios,linea=1.20", "premios,linea=1.00",
			"2.00,0.00,3.40,", "2.00,0.00,"+a1+",", "4.00,0.00,0.80,", "4.00,0.00,0.67,")
		if got := keys(res); got != want {
			t.Errorf("A/1 paid %s, B/1 0.67: %q, want %q", a1, got, want)
		}
	}
}

// Number 90, the last of the drum, marked and never drawn: marked before
// it was announced (L510).
func TestMarkOfNinety(t *testing.T) {
	res := edited(t, "S1,1978-03-01T20:16:00+01:00,1,bola,numero=21,J1\n",
		"S1,1978-03-01T20:16:00+01:00,1,bola,numero=21,J1\nS1,1978-03-01T20:16:10+01:00,1,marca,serie=A carton=1 numero=90,J1\n")
	f := finding(t, res, "BINGO-MARK@1")
	if want := "number 90 was marked on card A/1 before it was announced"; !strings.Contains(f.Detail.EN, want) || len(res.Findings) != 1 {
		t.Errorf("%s: %q, want only it saying %q", keys(res), f.Detail.EN, want)
	}
}
