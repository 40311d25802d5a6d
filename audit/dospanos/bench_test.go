package dospanos_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/dospanos"
	_ "github.com/veedor/veedor/fixtures/dospanos"
)

// BenchmarkReplay audits generated dos paños sessions (every check on,
// reports off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "baccara-dos-panos") }
