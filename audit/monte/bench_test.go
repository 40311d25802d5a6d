package monte_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/monte"
	_ "github.com/veedor/veedor/fixtures/monte"
	"github.com/veedor/veedor/rules"
)

// Monte has no national text: its sessions are Valencian.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplayIn(b, "monte", rules.RegionCV) }
