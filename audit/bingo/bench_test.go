package bingo_test

import (
	"testing"

	_ "github.com/veedor/veedor/audit/bingo"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/fixtures/bingo"
)

// BenchmarkReplay audits generated bingo sessions (every check on, reports
// off) and reports cards audited per second.
func BenchmarkReplay(b *testing.B) { casetest.BenchReplay(b, "bingo") }
