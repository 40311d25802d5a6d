package casetest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/reports"
)

// JSON audits src with opt (findings spilled to a temporary folder when
// opt names none) and returns the JSON report, for tests that compare two
// audits byte for byte.
func JSON(t testing.TB, src logs.Source, opt audit.Options) []byte {
	t.Helper()
	if opt.SpillDir == "" {
		opt.SpillDir = t.TempDir()
	}
	res, err := audit.Run(src, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()
	out := filepath.Join(t.TempDir(), "audit.json")
	if err := reports.WriteJSON(out, res); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
