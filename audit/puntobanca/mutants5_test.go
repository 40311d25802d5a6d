package puntobanca_test

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// auditWith reads a case, replaces old (which must be there) in one of its
// sections by new, and returns the findings' keys.
func auditWith(t *testing.T, file, section, old, new string) string {
	t.Helper()
	cs := casetest.Read(t, file)
	if !strings.Contains(cs.Sections[section], old) {
		t.Fatalf("%s: no %q in %s", file, old, section)
	}
	cs.Sections[section] = strings.Replace(cs.Sections[section], old, new, 1)
	return casetest.Keys(casetest.Audit(t, cs).Findings)
}

// A second shoe-pass for the session's first round (the coup at place 0 of
// the session) is reported and ignored, like one for any other round. The
// clean 1984 case has a pass to seat 1 on round 1; a second to seat 2 on
// round 1 is the one finding: nothing else changes, since the first pass
// (kept) is the one the clean case already has.
func TestSecondShoePassOnFirstRound(t *testing.T) {
	const first = "S1,2024-03-01T22:06:50+01:00,1,shoe-pass,seat=1,C1\n"
	got := auditWith(t, "testdata/cases/clean-es84-standard.txt", "events.csv", first,
		first+"S1,2024-03-01T22:06:55+01:00,1,shoe-pass,seat=2,C1\n")
	if got != "DQ-EVENT@1" {
		t.Errorf("findings [%s], want [DQ-EVENT@1]", got)
	}
}

// Two shoe-passes for a round the session does not have (9, of rounds 1 to
// 4): the second is reported as a second pass for that round, as on a
// round the session has; the first, on no coup, changes no pass check, so
// DQ-EVENT@9 is the one finding.
func TestSecondShoePassOnMissingRound(t *testing.T) {
	const last = "S1,2024-03-01T22:10:50+01:00,3,shoe-pass,seat=2,C1\n"
	got := auditWith(t, "testdata/cases/clean-es84-standard.txt", "events.csv", last,
		last+"S1,2024-03-01T22:20:50+01:00,9,shoe-pass,seat=3,C1\nS1,2024-03-01T22:20:55+01:00,9,shoe-pass,seat=4,C1\n")
	if got != "DQ-EVENT@9" {
		t.Errorf("findings [%s], want [DQ-EVENT@9]", got)
	}
}

// A pass to the croupier on the session's first round is read (not taken
// for a round the session lacks). The croupier case under the 1984 text
// with its round-1 pass to seat 1 made one to the croupier: that pass is
// the breach (001 L50), at round 1; the croupier's second pass on round 2
// is no new breach (the croupier already holds the shoe); seat 3 takes it
// back on round 4, where the banca loses (punto 9 to banca 8), and keeps it
// at round 5: PB-SHOE-PASS@1 and @5. Were the round-1 pass lost, the
// breach would be reported at round 2 instead.
func TestShoePassToCroupierOnFirstRound(t *testing.T) {
	got := auditWith(t, "testdata/cases/shoe-croupier-es84.txt", "events.csv",
		",1,shoe-pass,seat=1,C1", ",1,shoe-pass,seat=croupier,C1")
	if got != "PB-SHOE-PASS@1 PB-SHOE-PASS@5" {
		t.Errorf("findings [%s], want [PB-SHOE-PASS@1 PB-SHOE-PASS@5]", got)
	}
}

// A seat number too large for an int (strconv.Atoi: a range error, with
// the largest int as its value) on a standard table of the 1984 text, which
// sets no seat count: not a seat number from 1, reported as any unreadable
// seat would be. The clean case's bet B8 (round 4) from such a seat is the
// one finding.
func TestSeatOutOfIntRange(t *testing.T) {
	got := auditWith(t, "testdata/cases/clean-es84-standard.txt", "bets.csv",
		"S1,4,B8,1,", "S1,4,B8,99999999999999999999,")
	if got != "PB-SEATS@4/B8" {
		t.Errorf("findings [%s], want [PB-SEATS@4/B8]", got)
	}
}
