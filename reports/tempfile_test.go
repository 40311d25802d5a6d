package reports

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// touch makes a file and dates it age ago.
func touch(t *testing.T, path string, age time.Duration) {
	t.Helper()
	if err := os.WriteFile(path, []byte("half a report"), 0o600); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-age)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
}

// A run killed before its rename leaves hidden temporary files; the next run
// writing that report clears them, and nothing else.
func TestStaleTempFilesCleared(t *testing.T) {
	dir := t.TempDir()
	me := strconv.Itoa(os.Getpid())
	gone := []string{
		".informe.pdf.tmp-" + me + "0-0a1b2c3d4e5f", // another process, two hours ago
		".veedor-xlsx.tmp-" + me + "0-00ff00ff00ff", // a workbook's scratch zip, two hours ago
	}
	kept := []string{
		".informe.pdf.tmp-" + me + "-0a1b2c3d4e5f", // this process's own (a concurrent writer)
		".informe.pdf.tmp-notapid",                 // not a name we make
		".otro.pdf.tmp-" + me + "0-0a1b2c3d4e5f",   // another report's
		".bashrc",
	}
	for _, n := range gone {
		touch(t, filepath.Join(dir, n), 2*time.Hour)
	}
	for _, n := range kept {
		touch(t, filepath.Join(dir, n), 2*time.Hour)
	}
	if err := WritePDF(filepath.Join(dir, "informe.pdf"), sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	for _, n := range gone {
		if _, err := os.Stat(filepath.Join(dir, n)); !os.IsNotExist(err) {
			t.Errorf("%s is still there (%v)", n, err)
		}
	}
	for _, n := range append(kept, "informe.pdf") {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

// A fresh temporary file whose process cannot be known to be gone is left:
// it may be another run writing the same report right now.
func TestFreshTempFileOfLiveRunKept(t *testing.T) {
	dir := t.TempDir()
	n := ".informe.pdf.tmp-1-0a1b2c3d4e5f" // PID 1 always runs
	touch(t, filepath.Join(dir, n), time.Minute)
	if err := WritePDF(filepath.Join(dir, "informe.pdf"), sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
		t.Errorf("a live run's temporary file was removed: %v", err)
	}
}
