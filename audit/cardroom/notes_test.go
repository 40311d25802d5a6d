package cardroom_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
)

// An optional fact left empty (the dealt cards, a Valencian table's
// version, the punto y banca deduction, the bet times) is one information
// note for the session, not one per round: information never changes the
// audit's status.
func TestMissingFactsAreOneInfoNotePerSession(t *testing.T) {
	for _, file := range []string{
		"../blackjack/testdata/cases/dq-no-dealt.txt",            // two rounds without dealt
		"../blackjack/testdata/cases/dq-no-variant-cv.txt",       // 7-plazas or 9-plazas not said
		"../blackjack/testdata/cases/dq-no-placed-at.txt",        // four rounds without bet times
		"../puntobanca/testdata/cases/commission-unrecorded.txt", // two banca wins without commission
	} {
		res := casetest.Audit(t, casetest.Read(t, file))
		var notes []audit.Finding
		for _, f := range res.Findings {
			if f.Rule == audit.DQMissing {
				notes = append(notes, f)
			}
		}
		if len(notes) != 1 {
			t.Errorf("%s: %d DQ-MISSING notes, want one", file, len(notes))
			continue
		}
		if n := notes[0]; n.Severity != rules.Info || n.Round != 0 {
			t.Errorf("%s: note of severity %s on round %d, want info on the session (round 0)", file, n.Severity, n.Round)
		}
	}
}
