//go:build unix

package reports

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// Reports get the mode any new file of the user gets: 0600 under umask 077,
// not a fixed 0644 that would expose an inspection report to every user.
func TestReportsHonourUmask(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	for _, mask := range []int{0o077, 0o027, 0o022} {
		syscall.Umask(mask)
		dir := t.TempDir()
		r := sample()
		paths := []string{filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.xlsx"), filepath.Join(dir, "r.json")}
		if err := WritePDF(paths[0], r, Options{}); err != nil {
			t.Fatal(err)
		}
		if err := WriteXLSX(paths[1], r, Options{}); err != nil {
			t.Fatal(err)
		}
		if err := WriteJSON(paths[2], r); err != nil {
			t.Fatal(err)
		}
		man := filepath.Join(dir, "r.manifest.json")
		if err := WriteManifest(man, r, Options{}, paths); err != nil {
			t.Fatal(err)
		}
		want := os.FileMode(0o666 &^ mask)
		for _, p := range append(paths, man) {
			fi, err := os.Stat(p)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != want {
				t.Errorf("umask %03o: %s has mode %v, want %v", mask, filepath.Base(p), fi.Mode().Perm(), want)
			}
		}
	}
}

// On Unix a temporary file whose process is gone is stale at once.
func TestTempFileOfDeadRunCleared(t *testing.T) {
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("cannot run true:", err)
	}
	dir := t.TempDir()
	n := ".informe.pdf.tmp-" + strconv.Itoa(cmd.Process.Pid) + "-0a1b2c3d4e5f"
	touch(t, filepath.Join(dir, n), time.Second)
	if err := WritePDF(filepath.Join(dir, "informe.pdf"), sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, n)); !os.IsNotExist(err) {
		t.Errorf("the dead run's temporary file is still there (%v)", err)
	}
}
