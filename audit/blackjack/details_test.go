package blackjack_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
)

// finding audits a case file and returns its one finding of rule.
func finding(t *testing.T, file, rule string) audit.Finding {
	t.Helper()
	res := casetest.Audit(t, casetest.Read(t, "testdata/cases/"+file))
	var out []audit.Finding
	for _, f := range res.Findings {
		if f.Rule == rule {
			out = append(out, f)
		}
	}
	if len(out) != 1 {
		t.Fatalf("%s: %d findings of %s, want 1", file, len(out), rule)
	}
	return out[0]
}

// The details the case files' "want" lines do not show: the money, the
// switches named and the text cited.
func TestFindingDetails(t *testing.T) {
	for _, c := range []struct {
		file, rule string
		delta      int64
		assume     string // a switch reading the finding must name ("" none required)
		cite       string // the instrument of the citation
		reference  bool
	}{
		// Even money where the text has none, on a black-jack against an
		// ace paid at evens: the same money as an insurance of half paid
		// 2 to 1 (1977 L121), so no difference.
		{"even-money-es.txt", bj.RuleEvenMoney, 0, "bj-unlisted-plays=forbidden", rules.ES1977, true},
		// Castilla y León's own text: bets not in the Catálogo are
		// prohibited (CyL L21); not a reference.
		{"even-money-cyl.txt", bj.RuleEvenMoney, 0, "bj-unlisted-plays=international-practice", rules.CyL2008, false},
		// A retiro where the text has none names the switch; the
		// difference is against the cards alone (16 lost to 18: half
		// returned is 10.00 over).
		{"retiro-es.txt", bj.RuleRetiro, 1000, "bj-unlisted-plays=forbidden", rules.ES1977, true},
		// (The sessions under es are dated 2024: es-1979 is in force and
		// the 1977 text is a reference.) Under allowed, the providing
		// region's conditions and text.
		{"retiro-es-allowed-ace.txt", bj.RuleRetiro, 1000, "bj-unlisted-plays=allowed", rules.CyL2008, true},
		{"even-money-es-allowed-no-ace.txt", bj.RuleEvenMoney, -1000, "bj-unlisted-plays=allowed", rules.CV2003, true},
		{"progressive-es-allowed-over.txt", bj.RuleProgressive, 0, "bj-unlisted-plays=allowed", rules.CV2003, true},
		// By default a national session takes the play as international
		// practice (1977 L4), under the providing region's conditions.
		{"retiro-es-default-ace.txt", bj.RuleRetiro, 1000, "bj-unlisted-plays=international-practice", rules.CyL2008, true},
		// New rules: the 1977 text stands in for Castilla y León.
		{"table-min-cyl.txt", bj.RuleTableMin, 0, "", rules.ES1977, true},
		{"cut-cyl-player-only.txt", bj.RuleCut, 0, "bj-cut-employee=player-only", rules.ES1977, true},
		{"cut-cv-croupier.txt", bj.RuleCut, 0, "", rules.CV2003, false},
		{"shoe-replaced-cyl.txt", bj.RuleShoeReplaced, 0, "", rules.CyL2008, false},
		{"bonus-es.txt", bj.RuleBetType, 0, "bj-unlisted-plays=forbidden", rules.ES1977, true},
		// A stake after the deal in Castilla y León rests on the 1977 text.
		{"late-bet-cyl.txt", bj.RuleLateBet, 0, "", rules.ES1977, true},
	} {
		f := finding(t, c.file, c.rule)
		if int64(f.Delta) != c.delta {
			t.Errorf("%s: delta %d, want %d", c.file, f.Delta, c.delta)
		}
		if c.assume != "" && !slices.Contains(f.Assumptions, c.assume) {
			t.Errorf("%s: assumptions %v, want %s among them", c.file, f.Assumptions, c.assume)
		}
		if f.Cite.Instrument != c.cite || f.Reference != c.reference {
			t.Errorf("%s: cites %s (reference %v), want %s (reference %v)", c.file, f.Cite.Instrument, f.Reference, c.cite, c.reference)
		}
	}
}

// Even money outside Valencia paid otherwise than at evens: the difference
// is measured against the insurance it equals (twice the stake in all).
func TestEvenMoneyUnlistedDelta(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/even-money-es.txt")
	// BB paid 3 to 2 as well (returned 20, paid 30): 10.00 over.
	body := c.Sections["bets.csv"]
	c.Sections["bets.csv"] = replaceOnce(t, body, "S1,1,BB,1,P1,base,,20.00,20.00,20.00", "S1,1,BB,1,P1,base,,20.00,20.00,30.00")
	res := casetest.Audit(t, c)
	for _, f := range res.Findings {
		if f.Rule == bj.RuleEvenMoney {
			if f.Delta != 1000 {
				t.Errorf("delta %d, want 1000", f.Delta)
			}
			return
		}
	}
	t.Fatal("no BJ-EVEN-MONEY finding")
}

func replaceOnce(t *testing.T, s, old, new string) string {
	t.Helper()
	i := indexOf(s, old)
	if i < 0 {
		t.Fatalf("%q not in the case", old)
	}
	return s[:i] + new + s[i+len(old):]
}

func indexOf(s, sub string) int { return strings.Index(s, sub) }
