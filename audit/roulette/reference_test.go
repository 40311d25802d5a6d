package roulette_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
)

func auditCase(t *testing.T, name string) *audit.Result {
	t.Helper()
	return casetest.Audit(t, casetest.Read(t, filepath.Join("testdata", "cases", name+".txt")))
}

// A Castilla y León payout finding rests on the national 1977 text and must
// say so; a national 1979 one rests on its own text.
func TestReferenceFindingsSaySo(t *testing.T) {
	res := auditCase(t, "cyl-reference")
	if len(res.Findings) != 1 {
		t.Fatalf("want 1 finding, got %d", len(res.Findings))
	}
	f := res.Findings[0]
	if f.Instrument != rules.CyL2008 || !f.Reference || f.Cite.Instrument != rules.ES1977 || f.ReferenceNote.ES == "" {
		t.Errorf("cyl payout finding: instrument %s reference %v cite %s note %q", f.Instrument, f.Reference, f.Cite.Instrument, f.ReferenceNote.ES)
	}
	if f.Cite.Line != 37 || f.Delta != 1000 {
		t.Errorf("want the pleno payout line 37 and a 10.00 overpayment, got L%d delta %d", f.Cite.Line, f.Delta)
	}
	res = auditCase(t, "payout")
	for _, f := range res.Findings {
		if f.Reference || f.Instrument != rules.ES1979 || f.Cite.Instrument != rules.ES1979 {
			t.Errorf("national 1979 finding marked as reference or wrongly cited: %+v", f.Cite)
		}
	}
	// The underpaid caballo: 5.00 at 17:1 is 85.00, 80.00 was paid.
	for _, f := range res.Findings {
		if f.Bet == "B2" && (f.Delta != -500 || f.AtStake != 500) {
			t.Errorf("underpaid caballo: delta %d at stake %d, want -500 and 500", f.Delta, f.AtStake)
		}
		// Each language writes euros its own way.
		if f.Bet == "B2" && (!strings.Contains(f.Detail.ES, "5,00 €") || !strings.Contains(f.Detail.EN, "€5.00") || !strings.Contains(f.Expected.ES, "devuelto 5,00 €, pagado 85,00 €")) {
			t.Errorf("amounts not localised: %q / %q / %q", f.Detail.ES, f.Detail.EN, f.Expected.ES)
		}
	}
	// Layout findings speak Spanish in Spanish and carry their round's time.
	res = auditCase(t, "bet-layout")
	if len(res.Findings) != 1 || !strings.Contains(res.Findings[0].Detail.ES, "un caballo cubre dos números") || res.Findings[0].At.Format("15:04:05") != "21:05:00" {
		t.Errorf("bet-layout finding: %q at %s", res.Findings[0].Detail.ES, res.Findings[0].At)
	}
	// American roulette after 1979 rests on the 1977 section.
	res = auditCase(t, "american-prison")
	if len(res.Findings) != 1 || !res.Findings[0].Reference || res.Findings[0].Cite.Line != 82 {
		t.Errorf("american finding after 1979 should cite 1977 L82 as a reference: %+v", res.Findings)
	}
}

func TestCountsReconcileWithRejects(t *testing.T) {
	res := auditCase(t, "dq-outcome")
	want := map[string][3]int64{"rounds": {3, 2, 1}, "bets": {7, 5, 2}}
	for _, c := range res.Counts {
		if w, ok := want[c.Table]; ok && (c.Read != w[0] || c.Audited != w[1] || c.Rejected != w[2]) {
			t.Errorf("%s: read %d audited %d rejected %d, want %v", c.Table, c.Read, c.Audited, c.Rejected, w)
		}
	}
	res = auditCase(t, "dq-unknown-game")
	for _, c := range res.Counts {
		if c.Audited != 0 || c.Rejected != c.Read {
			t.Errorf("unknown game: %s read %d audited %d rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
}
