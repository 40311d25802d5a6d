package fortuna_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/fortuna"
	_ "github.com/veedor/veedor/fixtures/fortuna"
	"github.com/veedor/veedor/rules"
	wf "github.com/veedor/veedor/rules/fortuna"
)

// The game has no national text: its sessions are Valencian.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplayIn(b, wf.Game, rules.RegionCV) }
