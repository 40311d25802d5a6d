package main

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/veedor/veedor/audit/logs"
)

// newLogger writes structured logs (logfmt, log/slog) to stderr: errors only
// by default (and errors are also what the command prints on failure),
// information with --verbose, every session's fate with --verbose twice.
func newLogger(w io.Writer, verbosity int) *slog.Logger {
	level := slog.LevelError
	switch {
	case verbosity >= 2:
		level = slog.LevelDebug
	case verbosity == 1:
		level = slog.LevelInfo
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: level}))
}

// isTerminal reports whether w is a terminal (a character device) that
// redraws a line with the escape sequences draw writes; on Windows that
// takes turning on the console's virtual terminal mode (vtConsole).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0 && vtConsole(f)
}

// progressAfter is how long a run goes before it shows progress: a short
// run prints nothing.
const progressAfter = 2 * time.Second

// progress counts sessions as the log is read and, on a terminal and once
// the run has lasted progressAfter, redraws one line on stderr.
type progress struct {
	w                io.Writer
	on               bool
	start            time.Time
	audited, skipped atomic.Int64
	stop             chan struct{}
	done             sync.WaitGroup
	drawn            bool
}

func newProgress(w io.Writer, on bool) *progress {
	p := &progress{w: w, on: on, start: time.Now(), stop: make(chan struct{})}
	if !on {
		return p
	}
	p.done.Add(1)
	go func() {
		defer p.done.Done()
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-p.stop:
				return
			case now := <-t.C:
				if now.Sub(p.start) >= progressAfter {
					p.draw(now)
				}
			}
		}
	}()
	return p
}

func (p *progress) draw(now time.Time) {
	a, s := p.audited.Load(), p.skipped.Load()
	el := now.Sub(p.start).Truncate(time.Second)
	rate := float64(a+s) / now.Sub(p.start).Seconds()
	fmt.Fprintf(p.w, "\r\033[Kveedor: %d sessions read: %d to audit, %d skipped (%.0f/s, %s)", a+s, a, s, rate, el)
	p.drawn = true
}

// finish stops the redraws and clears the line.
func (p *progress) finish() {
	if !p.on {
		return
	}
	select {
	case <-p.stop:
		return
	default:
	}
	close(p.stop)
	p.done.Wait()
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

// countingSource counts the sessions handed to the audit, for progress.
type countingSource struct {
	logs.Source
	p *progress
}

func (c countingSource) Each(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	return c.Source.Each(func(s *logs.Session) error {
		c.p.audited.Add(1)
		return fn(s)
	}, reject)
}

// Recycle implements logs.Recycler when the source does (the embedded
// logs.Source does not carry the method over).
func (c countingSource) Recycle(s *logs.Session) {
	if rc, ok := c.Source.(logs.Recycler); ok {
		rc.Recycle(s)
	}
}

// EachOnePass implements logs.OnePass when the source does (else it is
// Each): the sessions of a read that finds the log not grouped, read again,
// are not counted twice, neither those audited nor those an incremental
// selection skipped (counted by its Seen).
func (c countingSource) EachOnePass(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	one, ok := c.Source.(logs.OnePass)
	if !ok {
		return c.Each(fn, reject)
	}
	var n int64
	skipped := c.p.skipped.Load()
	err := one.EachOnePass(func(s *logs.Session) error {
		c.p.audited.Add(1)
		n++
		return fn(s)
	}, reject)
	if errors.Is(err, logs.ErrNotGrouped) {
		c.p.audited.Add(-n)
		c.p.skipped.Store(skipped)
	}
	return err
}
