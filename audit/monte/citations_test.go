package monte_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The citation a finding carries: the passage of the breach, never a
// reference (only the Valencian text has the game).
func TestCaseCitations(t *testing.T) {
	for _, c := range []struct {
		file, key string
		line      int
		quote     string
	}{
		{"late-bet-cv", "MON-LATE-BET@1/B1", 3435, "comenzando la fase del juego de Primeras"},
		{"late-bet-cv", "MON-LATE-BET@2/B2", 3441, "para el juego de Segundas"},
		{"placement-burn-cv", "MON-PLACEMENT@1", 3447, "se quemarán"},
		{"placement-double-cv", "MON-PLACEMENT@1", 3449, "se considerará doblada"},
		{"placement-void-cv", "MON-PLACEMENT@1", 3487, "se anulará la jugada"},
		{"payout-vis-short-cv", "MON-PAYOUT@1/B1", 3489, "restarán un punto por carta"},
		{"payout-vis-levied-cv", "MON-PAYOUT@1/B1", 3489, "restarán un punto por carta"},
		{"payout-no-levy-cv", "MON-PAYOUT@1/B1", 3323, "un 10% en beneficio del establecimiento"},
		{"payout-camo-doubled-cv", "MON-PAYOUT@1/B1", 3399, "descontándose un punto por cada carta doblada"},
		{"payout-not-came-cv", "MON-PAYOUT@1/B1", 3403, "de cualquiera de los palos"},
		{"salto-segundas-cv", "MON-SALTO-SEGUNDAS@2/B1", 3405, "Solamente se puede apostar"},
	} {
		cs := casetest.Read(t, filepath.Join("testdata/cases", c.file+".txt"))
		found := false
		for _, f := range casetest.Audit(t, cs).Findings {
			if casetest.Key(f) != c.key {
				continue
			}
			found = true
			if !strings.HasPrefix(f.Cite.Seed, "003") || f.Cite.Line != c.line || !strings.Contains(f.Cite.Quote, c.quote) {
				t.Errorf("%s %s cites %s L%d «%s», want 003 L%d «…%s…»", c.file, c.key, f.Cite.Seed, f.Cite.Line, f.Cite.Quote, c.line, c.quote)
			}
			if f.Reference {
				t.Errorf("%s %s: marked reference", c.file, c.key)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
}
