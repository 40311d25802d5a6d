package roulette_test

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// BenchmarkReplay audits generated French roulette sessions (every check on, reports
// off) and reports bets audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "ruleta-francesa") }
