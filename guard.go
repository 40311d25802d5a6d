package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// output is a file a command is about to write, named by its flag.
type output struct {
	flag string // e.g. "--xlsx"
	path string
}

// foldCase is whether paths are compared without regard to case: the
// default file systems of Windows and macOS do not tell "Bets.csv" from
// "bets.csv".
var foldCase = runtime.GOOS == "windows" || runtime.GOOS == "darwin"

// guardOutputs refuses, before anything is written, an output that would
// overwrite evidence (issue 22): one that resolves (after symbolic links) to
// a file of the log or an input, to an SQLite log's -wal, -journal or -shm,
// or to anything inside the log's folder; and two outputs that are one
// file. log is the LOG argument, inputs the files read (logs.Source.Inputs).
// Every command that writes calls it with all its outputs; the error names
// both paths.
func guardOutputs(log string, inputs []string, outs []output) error {
	type evidence struct{ path, as string }
	var files []evidence // resolved → as the user named it
	var dirs []evidence
	add := func(p string) {
		if p == "" {
			return
		}
		r := resolve(p)
		if fi, err := os.Stat(r); err == nil && fi.IsDir() {
			dirs = append(dirs, evidence{r, p})
			return
		}
		files = append(files, evidence{r, p})
		for _, side := range []string{"-wal", "-journal", "-shm"} {
			files = append(files, evidence{r + side, p + side})
		}
	}
	add(log)
	for _, in := range inputs {
		add(in)
	}
	seen := map[string]output{}
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		r := resolve(o.path)
		for _, e := range files {
			if samePath(r, e.path) {
				return fmt.Errorf("%s %s would overwrite the evidence %s: write reports outside the log", o.flag, o.path, e.as)
			}
		}
		for _, d := range dirs {
			if within(r, d.path) {
				return fmt.Errorf("%s %s is inside the log folder %s: write reports outside the log, never beside its evidence", o.flag, o.path, d.as)
			}
		}
		k := r
		if foldCase {
			k = strings.ToLower(k)
		}
		if prev, ok := seen[k]; ok {
			return fmt.Errorf("%s %s and %s %s are the same file", prev.flag, prev.path, o.flag, o.path)
		}
		seen[k] = o
	}
	return nil
}

// resolve makes p absolute and follows symbolic links in it: the file
// itself when it exists, else its nearest existing folder (a report not
// written yet, in a folder that may be a link).
func resolve(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return filepath.Clean(p)
	}
	rest := ""
	for dir := abs; ; {
		if r, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(r, rest)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return abs
		}
		rest = filepath.Join(filepath.Base(dir), rest)
		dir = parent
	}
}

func samePath(a, b string) bool {
	if foldCase {
		return strings.EqualFold(a, b)
	}
	return a == b
}

// within reports whether p is dir or inside it.
func within(p, dir string) bool {
	if foldCase {
		p, dir = strings.ToLower(p), strings.ToLower(dir)
	}
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
