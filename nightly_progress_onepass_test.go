package main

import (
	"errors"
	"io"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/fixtures/fixturetest"
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
	dir := fixturetest.EditedCopy(t, filepath.Join("fixtures", "samples", "es"), fixturetest.FirstBetMoved(func(n int) int { return n / 2 })) // part way: sessions were handed on when it falls back
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

// Nor does it count twice the sessions an incremental selection skipped
// when the read falls back part way (a bet of the first session moved to
// the middle of bets.csv, after sessions were skipped).
func TestProgressCountsSkippedSessionsOnceAfterAFallBack(t *testing.T) {
	dir := fixturetest.EditedCopy(t, filepath.Join("fixtures", "samples", "es"), fixturetest.FirstBetMoved(func(n int) int { return n / 2 }))
	count := func(wrap func(logs.Source) logs.Source) (audited, skipped int64) {
		src, err := logs.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer src.Close()
		p := newProgress(io.Discard, false)
		inc := history.NewIncremental(wrap(src), history.Selection{SinceDate: "2024-03-02", Seen: func(s *logs.Session, d history.Decision) {
			if d == history.SkipOutside {
				p.skipped.Add(1)
			}
		}})
		res, err := audit.Run(countingSource{Source: inc, p: p}, audit.Options{Region: rules.RegionES, Assume: rules.Defaults()})
		if err != nil {
			t.Fatal(err)
		}
		res.Close()
		return p.audited.Load(), p.skipped.Load()
	}
	spy := &notGroupedSpy{}
	a1, s1 := count(func(src logs.Source) logs.Source { spy.OnePass = src.(logs.OnePass); return spy })
	a2, s2 := count(func(src logs.Source) logs.Source { return struct{ logs.Source }{src} })
	if len(spy.errs) != 1 || !errors.Is(spy.errs[0], logs.ErrNotGrouped) {
		t.Fatalf("reads in one pass returned %v, want ErrNotGrouped once", spy.errs)
	}
	if a1 != a2 || s1 != s2 || s2 < 10 || a2 < 10 {
		t.Errorf("after a fall-back %d audited and %d skipped counted, in two passes %d and %d", a1, s1, a2, s2)
	}
}
