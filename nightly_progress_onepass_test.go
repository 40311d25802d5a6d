package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// notGroupedSpy records what each read in one pass returned.
type notGroupedSpy struct {
	logs.OnePass
	errs []error
}

func (s *notGroupedSpy) EachOnePass(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	err := s.OnePass.EachOnePass(fn, reject)
	s.errs = append(s.errs, err)
	return err
}

// The progress line counts each session once when the audit reads a log
// in one pass, finds it not grouped and reads it again in two.
func TestProgressCountsARestartedReadOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "log")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tb := range logs.Tables {
		b, err := os.ReadFile(filepath.Join("fixtures", "samples", "es", tb+".csv"))
		if err != nil {
			t.Fatal(err)
		}
		if tb == logs.TBets { // the first bet moved to the end: not grouped
			lines := strings.SplitAfter(string(b), "\n")
			lines = append(append(lines[:1:1], lines[2:]...), lines[1])
			b = []byte(strings.Join(lines, ""))
		}
		if err := os.WriteFile(filepath.Join(dir, tb+".csv"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	count := func(wrap func(logs.Source) logs.Source) int64 {
		src, err := logs.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer src.Close()
		p := newProgress(io.Discard, false)
		res, err := audit.Run(countingSource{Source: wrap(src), p: p}, audit.Options{Region: rules.RegionES, Assume: rules.Defaults()})
		if err != nil {
			t.Fatal(err)
		}
		res.Close()
		return p.audited.Load()
	}
	spy := &notGroupedSpy{}
	once := count(func(src logs.Source) logs.Source { spy.OnePass = src.(logs.OnePass); return spy })
	twice := count(func(src logs.Source) logs.Source { return struct{ logs.Source }{src} })
	if len(spy.errs) != 1 || !errors.Is(spy.errs[0], logs.ErrNotGrouped) {
		t.Fatalf("reads in one pass returned %v, want ErrNotGrouped once", spy.errs)
	}
	if once != twice || once < 50 {
		t.Errorf("%d sessions counted with a read in one pass that fell back, %d in two passes", once, twice)
	}
}
