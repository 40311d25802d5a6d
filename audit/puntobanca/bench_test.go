package puntobanca_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/puntobanca"
	_ "github.com/veedor/veedor/fixtures/puntobanca"
)

// BenchmarkReplay audits generated punto y banca sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "punto-y-banca") }
