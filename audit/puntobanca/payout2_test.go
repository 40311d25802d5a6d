package puntobanca_test

// The money and words of payout and tie-cap findings (mutants that lived,
// issue 23): the banca's winnings net of the 5% deduction in what was due,
// the signed difference, and the tie cap's amount.

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// finding returns the finding of a case with the key given.
func finding(t *testing.T, file, key string) audit.Finding {
	t.Helper()
	for _, f := range casetest.Audit(t, casetest.Read(t, "testdata/cases/"+file)).Findings {
		if casetest.Key(f) == key {
			return f
		}
	}
	t.Fatalf("%s: no finding %s", file, key)
	return audit.Finding{}
}

func TestPayoutFindingMoney(t *testing.T) {
	for _, c := range []struct {
		file, key, expected string
		delta               logs.Cents
	}{
		// A banca of 100.00 wins: 100.00 back and 95.00 paid (5.00
		// deducted); paid 100.00, 5.00 too much.
		{"commission-unrecorded.txt", "PB-PAYOUT@1/B2", "returned €100.00, paid €95.00", 500},
		// A punto of 50.00 wins at the par, paid 40.00.
		{"bets-cv.txt", "PB-PAYOUT@2/B1", "returned €50.00, paid €50.00", -1000},
		// An empate of 20.00 wins 8 to 1, paid at the par.
		{"bets-cv.txt", "PB-PAYOUT@3/B2", "returned €20.00, paid €160.00", -14000},
		// A banca of 30.00 on a tie is handed back, collected instead.
		{"bets-cv.txt", "PB-PAYOUT@3/B3", "returned €30.00, paid €0.00", -3000},
	} {
		f := finding(t, c.file, c.key)
		if f.Expected.EN != c.expected || f.Delta != c.delta {
			t.Errorf("%s %s: expected %q, delta %d; want %q, %d", c.file, c.key, f.Expected.EN, f.Delta, c.expected, c.delta)
		}
	}
}

// Castilla y León caps a tie bet at 10% of the table maximum: 50.00 of
// 500.00.
func TestTieCapAmount(t *testing.T) {
	f := finding(t, "bets-cyl.txt", pb.RuleTieBet+"@3/B3")
	if want := "≤ €50.00 (10% of the maximum €500.00)"; f.Expected.EN != want {
		t.Errorf("tie cap: expected %q, want %q", f.Expected.EN, want)
	}
}

// A deduction finding carries what was deducted beyond (or short of) what
// is due, signed: 5.00 due on a banca of 100.00, 10.00 taken.
func TestCommissionFindingDelta(t *testing.T) {
	for _, c := range []struct {
		file, key string
		delta     logs.Cents
	}{
		{"sw-commission-base-default.txt", pb.RuleCommission + "@1/B1", -500},
		{"bets-cv.txt", pb.RuleCommission + "@2/B4", -200},
	} {
		if f := finding(t, c.file, c.key); f.Delta != c.delta {
			t.Errorf("%s %s: delta %d, want %d", c.file, c.key, f.Delta, c.delta)
		}
	}
}

// Missing data is counted row by row: two bets without their deduction.
func TestMissingCounted(t *testing.T) {
	if f := finding(t, "commission-unrecorded.txt", "DQ-MISSING@0"); f.Recorded.EN != "2 rows" {
		t.Errorf("commission unrecorded on two bets: recorded %q, want %q", f.Recorded.EN, "2 rows")
	}
}
