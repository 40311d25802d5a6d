package audit_test

import (
	"math"
	"runtime/debug"
	"testing"

	"github.com/veedor/veedor/audit"
)

// GovernMemory gives a stage after Run the audit's collector settings
// (GOGC 200 within a soft limit of the budget) and puts the caller's back:
// the statistical audit's report once ran at the default GOGC, its peak
// half as high again as the audit's.
func TestGovernMemorySetsAndRestores(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	gc := func() int { p := debug.SetGCPercent(-1); debug.SetGCPercent(p); return p }
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	release := audit.GovernMemory(64 << 20)
	if g, l := gc(), debug.SetMemoryLimit(-1); g != 200 || l < 64<<20 || l == math.MaxInt64 {
		t.Errorf("while governed: GOGC %d, limit %d; want 200 and a limit of at least the budget", g, l)
	}
	release()
	if g, l := gc(), debug.SetMemoryLimit(-1); g != 100 || l != math.MaxInt64 {
		t.Errorf("after: GOGC %d, limit %d; want the caller's 100 and no limit", g, l)
	}
}
