package puntobanca_test

// What a seat finding cites and which switches it names, text by text and
// table by table (mutants that lived, issue 23): the Valencian midi table
// under each reading of cv-pb-reduced-seats, its 14-player table, and the
// 1979 window that names pb-1979-text.

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// seatFinding audits a case, with edits (old → new) to its bets, and returns
// its one PB-SEATS finding.
func seatFinding(t *testing.T, file string, edits ...[2]string) audit.Finding {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+file)
	for _, e := range edits {
		if !strings.Contains(c.Sections["bets.csv"], e[0]) {
			t.Fatalf("%s: bets.csv has no %q", file, e[0])
		}
		c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], e[0], e[1], 1)
	}
	var out []audit.Finding
	for _, f := range casetest.Audit(t, c).Findings {
		if f.Rule == pb.RuleSeats {
			out = append(out, f)
		}
	}
	if len(out) != 1 {
		t.Fatalf("%s: %d PB-SEATS findings, want 1", file, len(out))
	}
	return out[0]
}

func TestSeatFindingCitesAndSwitches(t *testing.T) {
	for _, c := range []struct {
		name, file string
		edit       [2]string
		line       int
		quote      string
		assume     string
	}{
		// Valencia, midi, seven seats read everywhere: seat 8 is past the
		// Valencian «set» (L1069).
		{"cv midi, seven", "sw-cv-reduced-seats-seven.txt", [2]string{}, 1069, "igual o inferior a set", pb.SwCVReducedSeats + "=seven"},
		// By modality, the midi table seats nine (L1091): seat 10 is past it.
		{"cv midi, by modality", "sw-cv-reduced-seats-default.txt", [2]string{"S1,1,B1,8,", "S1,1,B1,10,"}, 1091, "igual o inferior a nueve", pb.SwCVReducedSeats + "=by-modality"},
		// The 14-player table (L1129) depends on no switch.
		{"cv standard, seat 15", "bets-cv-standard-seat15.txt", [2]string{}, 1129, "para 14 jugadores", ""},
		// Seat 0 under the Valencian numbering (L1091).
		{"cv, seat 0", "seat-zero-cv.txt", [2]string{}, 1091, "que llevará el número uno", ""},
		// The 1979 window read as the 1977 text: a standing player.
		{"es-1979 as 1977, standing", "seat-standing-es79-1977.txt", [2]string{}, 282, "jugadores sentados", pb.Sw1979Text + "=1977"},
	} {
		var f audit.Finding
		if c.edit[0] != "" {
			f = seatFinding(t, c.file, c.edit)
		} else {
			f = seatFinding(t, c.file)
		}
		if f.Cite.Line != c.line || !strings.Contains(f.Cite.Quote, c.quote) {
			t.Errorf("%s: cites L%d %q, want L%d with %q", c.name, f.Cite.Line, f.Cite.Quote, c.line, c.quote)
		}
		if got := strings.Join(f.Assumptions, " "); got != c.assume {
			t.Errorf("%s: switches %q, want %q", c.name, got, c.assume)
		}
	}
}
