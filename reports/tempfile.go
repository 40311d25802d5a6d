package reports

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Reports are written to a hidden temporary file beside the report and
// renamed into place. The temporary file is created with mode 0666, so the
// operating system applies the process umask exactly as it would to any
// file the user creates (0644 under umask 022, 0600 under 077); no umask is
// read or changed. Its name carries the writer's process ID,
// ".REPORT.tmp-PID-RANDOM", so a run killed before its rename leaves
// something the next run can recognise and clear (cleanStale).

// tmpInfix separates a temporary file's prefix from its owner and suffix.
const tmpInfix = ".tmp-"

// xlsxScratch names the workbook's scratch zip (renderXLSX).
const xlsxScratch = ".veedor-xlsx"

// staleAfter is how old a temporary file of ours must be to be cleared when
// whether its process still runs cannot be told.
const staleAfter = time.Hour

// createTemp creates dir/prefix.tmp-PID-RANDOM, exclusively, mode 0666
// before the umask.
func createTemp(dir, prefix string) (*os.File, error) {
	for try := 0; ; try++ {
		var b [6]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		name := filepath.Join(dir, prefix+tmpInfix+strconv.Itoa(os.Getpid())+"-"+hex.EncodeToString(b[:]))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if err == nil || !errors.Is(err, fs.ErrExist) || try == 100 {
			return f, err
		}
	}
}

// cleanStale removes the temporary files a killed run left beside path: its
// own pattern only (".REPORT.tmp-PID-…" and the workbook's scratch zip),
// when the process that made them is gone (where that can be told) or they
// are older than staleAfter. Best effort: a file that cannot be removed is
// left alone.
func cleanStale(path string) {
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefixes := []string{"." + filepath.Base(path) + tmpInfix, xlsxScratch + tmpInfix}
	for _, e := range entries {
		name := e.Name()
		for _, p := range prefixes {
			rest, ok := strings.CutPrefix(name, p)
			if !ok || !e.Type().IsRegular() {
				continue
			}
			if stale(e, rest) {
				os.Remove(filepath.Join(dir, name))
			}
			break
		}
	}
}

// stale: rest is "PID-RANDOM".
func stale(e fs.DirEntry, rest string) bool {
	pidText, _, ok := strings.Cut(rest, "-")
	pid, err := strconv.Atoi(pidText)
	if !ok || err != nil || pid <= 0 {
		return false // not a name we make
	}
	if pid == os.Getpid() {
		return false // this run's own (a concurrent writer of the same report)
	}
	if alive, known := processAlive(pid); known && !alive {
		return true
	}
	info, err := e.Info()
	return err == nil && time.Since(info.ModTime()) > staleAfter
}
