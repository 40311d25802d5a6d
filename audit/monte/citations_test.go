package monte_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// The citation a finding carries: the passage of the breach, never a
// reference (only the Valencian text has the game).
func TestCaseCitations(t *testing.T) {
	casetest.CheckCitations(t, "testdata/cases", []casetest.Cited{
		{File: "late-bet-cv", Key: "MON-LATE-BET@1/B1", Seed: "003", Line: 3435, Quote: "comenzando la fase del juego de Primeras"},
		{File: "late-bet-cv", Key: "MON-LATE-BET@2/B2", Seed: "003", Line: 3441, Quote: "para el juego de Segundas"},
		{File: "placement-burn-cv", Key: "MON-PLACEMENT@1", Seed: "003", Line: 3447, Quote: "se quemarán"},
		{File: "placement-double-cv", Key: "MON-PLACEMENT@1", Seed: "003", Line: 3449, Quote: "se considerará doblada"},
		{File: "placement-void-cv", Key: "MON-PLACEMENT@1", Seed: "003", Line: 3487, Quote: "se anulará la jugada"},
		{File: "payout-vis-short-cv", Key: "MON-PAYOUT@1/B1", Seed: "003", Line: 3489, Quote: "restarán un punto por carta"},
		{File: "payout-vis-levied-cv", Key: "MON-PAYOUT@1/B1", Seed: "003", Line: 3489, Quote: "restarán un punto por carta"},
		{File: "payout-no-levy-cv", Key: "MON-PAYOUT@1/B1", Seed: "003", Line: 3323, Quote: "un 10% en beneficio del establecimiento"},
		{File: "payout-camo-doubled-cv", Key: "MON-PAYOUT@1/B1", Seed: "003", Line: 3399, Quote: "descontándose un punto por cada carta doblada"},
		{File: "payout-not-came-cv", Key: "MON-PAYOUT@1/B1", Seed: "003", Line: 3403, Quote: "de cualquiera de los palos"},
		{File: "salto-segundas-cv", Key: "MON-SALTO-SEGUNDAS@2/B1", Seed: "003", Line: 3405, Quote: "Solamente se puede apostar"},
	}, nil)
}
