package monte_test

// What the case logs' keys alone do not show (mutants that lived, issue 23):
// the counts, the money and the tolerance of the findings, each worked by
// hand from the Valencian text (Orden 19-09-2003, game 13).

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
)

// edited audits a case log with some text of its sections replaced.
func edited(t *testing.T, file string, edits ...string) *audit.Result {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+file)
	for i := 0; i+1 < len(edits); i += 2 {
		done := false
		for name, body := range c.Sections {
			if strings.Contains(body, edits[i]) {
				c.Sections[name], done = strings.Replace(body, edits[i], edits[i+1], 1), true
				break
			}
		}
		if !done {
			t.Fatalf("%s: no %q to edit", file, edits[i])
		}
	}
	return casetest.Audit(t, c)
}

// keys are the findings' keys, in the order reported.
func keys(res *audit.Result) []string {
	var out []string
	for _, f := range res.Findings {
		out = append(out, casetest.Key(f))
	}
	return out
}

// find returns the finding with key k.
func find(t *testing.T, res *audit.Result, k string) audit.Finding {
	t.Helper()
	for _, f := range res.Findings {
		if casetest.Key(f) == k {
			return f
		}
	}
	t.Fatalf("no finding %s among %v", k, keys(res))
	return audit.Finding{}
}

// A bet on a void coup is audited (its stake in the handle) though the text
// settles nothing there: two bets of 10.00, one on the void coup.
func TestVoidCoupBetsCounted(t *testing.T) {
	res := casetest.Audit(t, casetest.Read(t, "testdata/cases/clean-void-cv.txt"))
	if len(res.Sessions) != 1 {
		t.Fatalf("%d sessions", len(res.Sessions))
	}
	if s := res.Sessions[0]; s.Bets != 2 || s.Handle != 2000 {
		t.Errorf("bets %d, handle %d; want 2 bets, 2000 cents", s.Bets, s.Handle)
	}
}

// Missing data is counted row by row, per column: clean-cv.txt with the
// placed_at of two bets, the no_more_bets_at of the phases of three other
// bets, or the uncovered cards of the phase of five bets removed.
func TestMissingCounted(t *testing.T) {
	for _, c := range []struct {
		name, col, rows string
		edits           []string
	}{
		{"placed_at", "bets.placed_at", "2 rows", []string{
			"160.00,2024-03-01T22:04:20+01:00", "160.00,",
			"99.00,2024-03-01T22:04:20+01:00", "99.00,"}},
		{"no_more_bets_at", "rounds.no_more_bets_at", "3 rows", []string{
			"d=1o,7e\",played,,,2024-03-01T22:07:40+01:00", "d=1o,7e\",played,,,",
			"d=Co,played,,,2024-03-01T22:14:40+01:00", "d=Co,played,,,"}},
		{"uncovered", "rounds.outcome:d", "5 rows", []string{"4=Rb;d=4c,", "4=Rb,"}},
	} {
		res := edited(t, "clean-cv.txt", c.edits...)
		found := false
		for _, f := range res.Findings {
			if f.Rule == audit.DQMissing && f.Column == c.col {
				found = true
				if f.Recorded.EN != c.rows {
					t.Errorf("%s: recorded %q, want %q", c.name, f.Recorded.EN, c.rows)
				}
			}
		}
		if !found {
			t.Errorf("%s: no DQ-MISSING on %s among %v", c.name, c.col, keys(res))
		}
	}
}

// The money of a payout finding: what was handed over beyond the
// settlement due (a bet paid though its card did not come: all of it; a
// winning Vista Hermosa collected: the 32 times and the stake kept), and
// a wrong pay against the nearest admissible one.
func TestPayoutDelta(t *testing.T) {
	for _, c := range []struct {
		name, file, key string
		edits           []string
		delta           logs.Cents
	}{
		// Salto of 10.00 returned and paid 30.00 with no sota out.
		{"salto not came", "payout-not-came-cv.txt", "MON-PAYOUT@1/B1", nil, 4000},
		// Cartas 3-4 of 10.00 returned and paid 9.00, neither rank out.
		{"cartas not came", "payout-not-came-cv.txt", "MON-PAYOUT@1/B2", nil, 1900},
		// Vista Hermosa of 5.00 on the 4o, the 4c first: 32 × 5.00 =
		// 160.00 due and the 5.00 back; nothing handed over.
		{"vista collected", "payout-vis-unpaid-cv.txt", "MON-PAYOUT@1/B1", nil, -16500},
		// The stake handed back, the 160.00 not paid.
		{"vista unpaid", "payout-vis-unpaid-cv.txt", "MON-PAYOUT@1/B1", []string{"5.00,0.00,0.00", "5.00,5.00,0.00"}, -16000},
		// Paid its 160.00 with 4.00 of the 5.00 handed back: 1.00 short.
		{"vista stake short", "payout-vis-short-cv.txt", "MON-PAYOUT@1/B1", []string{"5.00,5.00,155.00", "5.00,4.00,160.00"}, -100},
		// Camo of 10.00 on the 4o won by the 4c, levied: 99.00, 109.00 or
		// (another suit of the rank, mon-levy-match=either) 110.00; paid
		// 107.00 with the stake back is 2.00 short of the nearest.
		{"camo nearest", "clean-cv.txt", "MON-PAYOUT@1/B2", []string{"10.00,10.00,99.00", "10.00,10.00,107.00"}, -200},
	} {
		res := edited(t, c.file, c.edits...)
		if f := find(t, res, c.key); f.Delta != c.delta {
			t.Errorf("%s: delta %d, want %d", c.name, f.Delta, c.delta)
		}
	}
}

// A pay within one cent of an admissible one is accepted (rounding); two
// cents off is not. Camo of 10.00 levied on the winnings: 99.00.
func TestPayoutOneCent(t *testing.T) {
	for paid, want := range map[string]bool{"98.98": true, "98.99": false, "99.01": false, "99.02": true} {
		res := edited(t, "clean-cv.txt", "10.00,10.00,99.00", "10.00,10.00,"+paid)
		got := false
		for _, k := range keys(res) {
			got = got || k == "MON-PAYOUT@1/B2"
		}
		if got != want {
			t.Errorf("camo paid %s: finding %v, want %v (%v)", paid, got, want, keys(res))
		}
	}
}

// Two admissible pays equally near the one paid: the finding's money is
// taken against the first listed. Camo of 10.00, levied: 99.00, 109.00 or
// 110.00; paid 109.50 is 0.50 over 109.00 (and 0.50 under 110.00).
func TestPayoutNearestTie(t *testing.T) {
	res := edited(t, "clean-cv.txt", "10.00,10.00,99.00", "10.00,10.00,109.50")
	if f := find(t, res, "MON-PAYOUT@1/B2"); f.Delta != 50 {
		t.Errorf("delta %d, want 50 (against 109.00, the first of the two nearest)", f.Delta)
	}
}

// A wrong pay cites the line that sets the pay of its bet and phase:
// Salto «tres veces» (L3407), cartas «1 por 1» (L3411), Camo, Anti and
// Viudo in Segundas «5 veces» (L3401).
func TestPayoutCitesThePay(t *testing.T) {
	res := casetest.Audit(t, casetest.Read(t, "testdata/cases/payout-cites-cv.txt"))
	for k, want := range map[string]struct {
		line  int
		quote string
	}{
		"MON-PAYOUT@1/B1": {3407, "tres veces"},
		"MON-PAYOUT@1/B2": {3411, "(1 por 1)"},
		"MON-PAYOUT@2/B3": {3401, "5 veces"},
	} {
		f := find(t, res, k)
		if f.Cite.Line != want.line || !strings.Contains(f.Cite.Quote, want.quote) {
			t.Errorf("%s cites L%d «%s», want L%d «…%s…»", k, f.Cite.Line, f.Cite.Quote, want.line, want.quote)
		}
	}
}

// The placement findings name the cards: the fourth card (7b) placed in
// its own box with the rank of the second (7c); the four suits of the
// first card's rank out while placing.
func TestPlacementNamesTheCards(t *testing.T) {
	f := find(t, casetest.Audit(t, casetest.Read(t, "testdata/cases/placement-double-cv.txt")), "MON-PLACEMENT@1")
	if f.Expected.EN != "card doubled on card 2" || f.Expected.ES != "carta doblada encima de la 2ª" || !strings.Contains(f.Detail.EN, "Card 4 (7b) has the rank of card 2 (7c)") {
		t.Errorf("doubled: expected %q, detail %q", f.Expected.EN, f.Detail.EN)
	}
	f = find(t, casetest.Audit(t, casetest.Read(t, "testdata/cases/placement-void-cv.txt")), "MON-PLACEMENT@1")
	if !strings.Contains(f.Detail.EN, "rank of card 1 ") {
		t.Errorf("void: detail %q, want card 1", f.Detail.EN)
	}
}

// The void coup is the four of the rank of one of the first two cards
// (L3487 «de alguna de las dos primeras»): with the first two of one rank
// (placed instead of burned) that rank is one void, not two; four sotas on
// the third card void nothing.
func TestPlacementVoidFirstTwoOnly(t *testing.T) {
	count := func(res *audit.Result) (n int, void []string) {
		for _, f := range res.Findings {
			if f.Rule == "MON-PLACEMENT" {
				n++
				if f.Expected.EN == "coup void" {
					void = append(void, f.Detail.EN)
				}
			}
		}
		return n, void
	}
	n, void := count(edited(t, "placement-void-cv.txt", "1=4o+4c+4e+4b;2=7c", "1=4o+4e;2=4c+4b"))
	if n != 2 || len(void) != 1 || !strings.Contains(void[0], "rank of card 1 ") {
		t.Errorf("first two cards of one rank, four 4s: %d placement findings, void %q; want the burn and one void of card 1", n, void)
	}
	if n, _ := count(edited(t, "placement-void-cv.txt", "1=4o+4c+4e+4b;2=7c;3=Se", "1=4o;2=7c;3=Se+Sc+So+Sb")); n != 0 {
		t.Errorf("four sotas on card 3: %d placement findings, want none", n)
	}
}

// The tirador is the round's dealer_id, the pagador another croupier;
// without a dealer_id the tirador is any croupier on duty and a second one
// the pagador: two croupiers make the crew, one does not; a log without
// staff rows says so once.
func TestCrewWithoutDealerID(t *testing.T) {
	noDealer := func(c casetest.Case) casetest.Case {
		c.Sections["rounds.csv"] = strings.ReplaceAll(c.Sections["rounds.csv"], "+01:00,E1,", "+01:00,,")
		return c
	}
	if res := casetest.Audit(t, noDealer(casetest.Read(t, "testdata/cases/clean-cv.txt"))); len(res.Findings) != 0 {
		t.Errorf("two croupiers, no dealer_id: %v, want none", keys(res))
	}
	f := find(t, casetest.Audit(t, noDealer(casetest.Read(t, "testdata/cases/crew-cv.txt"))), "MON-CREW@1")
	if f.Recorded.EN != "no crupier pagador" {
		t.Errorf("one croupier, no dealer_id: recorded %q, want %q", f.Recorded.EN, "no crupier pagador")
	}
	// With the dealer E1 named and the only croupier, the pagador lacks.
	f = find(t, casetest.Audit(t, casetest.Read(t, "testdata/cases/crew-cv.txt")), "MON-CREW@1")
	if f.Recorded.EN != "no crupier pagador" {
		t.Errorf("one croupier, the dealer: recorded %q, want %q", f.Recorded.EN, "no crupier pagador")
	}
	c := casetest.Read(t, "testdata/cases/clean-cv.txt")
	delete(c.Sections, "staff.csv")
	res := casetest.Audit(t, c)
	if f := find(t, res, "DQ-MISSING@0"); f.Column != "staff" || f.Recorded.EN != "1 rows" || len(res.Findings) != 1 {
		t.Errorf("no staff rows: %v, %s %q; want one DQ-MISSING on staff, 1 rows", keys(res), f.Column, f.Recorded.EN)
	}
}
