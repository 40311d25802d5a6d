package blackjack_test

import (
	"testing"

	bjaudit "github.com/veedor/veedor/audit/blackjack"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/fixtures/blackjack"
	bj "github.com/veedor/veedor/rules/blackjack"
)

// BenchmarkReplay audits generated black-jack sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "black-jack") }

// BenchmarkReplayOnly is the replay alone (Replay.Audit, without the engine
// around it) on sessions generated as the mixed log of docs/performance.md
// is (violation rate 0.001), and reports its CPU time per bet.
func BenchmarkReplayOnly(b *testing.B) { casetest.BenchReplayOnly(b, bj.Game, bjaudit.Replay{}.Audit) }
