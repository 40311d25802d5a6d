package logs

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sync/atomic"
)

// ErrNotGrouped is the error (errors.Is) of an EachOnePass that found the
// log not grouped by session in the order of sessions.csv. Nothing about
// the log is wrong: it is read again, in two passes.
var ErrNotGrouped = errors.New("the log is not grouped by session in the order of sessions.csv")

// OnePass is a Source that can read a log grouped by session once instead
// of twice. Only a caller that can start again calls EachOnePass.
type OnePass interface {
	Source
	// EachOnePass is Each, except that it may stop part way with an error
	// that is ErrNotGrouped: every session and reject it handed on is
	// then to be discarded, and Each (or EachOnePass, which then reads
	// in two passes) called again.
	EachOnePass(fn func(*Session) error, reject func(Reject)) error
}

// onePassReads counts reads in one pass that reached the end of the log,
// fallBacks those that found the log not grouped (tests).
var onePassReads, fallBacks atomic.Int64

// EachOnePass implements OnePass. It reads each child file once, taking
// it to be grouped by session in the order of sessions.csv (readOnce); the
// first row that proves otherwise stops it. Once that happened, it reads
// in two passes as Each does; once a read in one pass reached the end,
// Each reads in one pass too (the files are checked unchanged as they are
// opened).
func (s *csvSource) EachOnePass(fn func(*Session) error, reject func(Reject)) error {
	if s.notGrouped {
		return s.each(fn, reject, false)
	}
	err := s.each(fn, reject, true)
	if errors.Is(err, ErrNotGrouped) {
		s.notGrouped, s.grouped = true, false
		fallBacks.Add(1)
	} else if err == nil {
		s.grouped = true
		onePassReads.Add(1)
	}
	return err
}

// readOnce streams the four child files together, once, on the assumption
// that each is grouped by session with the sessions' runs in the order of
// sessions.csv (each file's sessions a subsequence of it). Rows naming no
// valid session may be anywhere: they complete nothing. A session is
// complete, and handed on, once every stream has moved to a later session
// or ended; sessions without child rows go when every stream has passed
// them. The stream furthest behind is always read next, so the sessions
// open at once are the few the streams are at. A stream that meets a run
// of a session before one it has passed (rowStream.parse) disproves the
// assumption: ErrNotGrouped, as soon as it is parsed, though the rows
// before it are not consumed yet.
func (run *csvRun) readOnce() error {
	if !run.src.grouped && !run.tailsInOrder() {
		return fmt.Errorf("%s: %w (rows at the end of a file)", run.src.dir, ErrNotGrouped)
	}
	n := len(run.sess)
	run.started = make([]bool, n)
	for _, t := range childTables {
		st, err := run.startStream(run.src.files[t], nil)
		if err != nil {
			return err
		}
		run.streams = append(run.streams, st)
	}
	// at[k]: the session stream k is at (its last run of a valid
	// session's), -1 before the first, n once the stream ended.
	at := make([]int, len(run.streams))
	for k := range at {
		at[k] = -1
	}
	next := 0 // the sessions before next are handed on
	for {
		k := -1
		for j, a := range at {
			if a < n && (k < 0 || a < at[k]) {
				k = j
			}
		}
		if k < 0 {
			break // every stream ended
		}
		if run.unordered.Load() {
			// A stream found it reading ahead: stop now.
			return fmt.Errorf("%s: %w", run.src.dir, ErrNotGrouped)
		}
		g, err := run.streams[k].next()
		switch {
		case err == io.EOF:
			at[k] = n
		case err != nil:
			return err // ErrNotGrouped too, where its stream found it
		default:
			if g.idx > at[k] {
				at[k] = g.idx
			}
			if err := run.attach(k, g); err != nil {
				return err
			}
		}
		for ; next < slices.Min(at); next++ {
			if err := run.emit(next); err != nil {
				return err
			}
		}
	}
	return nil
}

// tailBytes is how much of the end of each child file tailsInOrder reads;
// a variable so that tests can look at less.
var tailBytes int64 = 64 << 10

// tailsInOrder reports whether the rows at the end of each child file are
// grouped by session in the order of sessions.csv, as far as it can tell:
// a row appended late (a correction of an early session) then stops a read
// in one pass before it starts, not at the end of the log. Only speed rests
// on it (the read checks every row): a file of tailBytes or less, or
// decoded, is not looked at (its rows are found as soon as they are parsed;
// a decoded file's offsets are not the text's), and the first line of the
// tail may be the middle of a row, or of a quoted value, and then read as
// nothing or as rows of no session.
func (run *csvRun) tailsInOrder() bool {
	for _, t := range childTables {
		f := run.src.files[t]
		size := f.stat.Size()
		if size <= tailBytes || f.d.enc != nil {
			continue
		}
		fh, err := os.Open(f.path)
		if err != nil {
			continue // the read says why
		}
		tail := make([]byte, tailBytes)
		n, _ := fh.ReadAt(tail, size-tailBytes)
		fh.Close()
		i := bytes.IndexByte(tail[:n], '\n')
		if i < 0 {
			continue
		}
		r := f.newReader(bytes.NewReader(tail[i+1 : n]))
		r.want, r.keyOnly = len(f.header), f.colAt[0]
		res := &resolver{run: run, f: f}
		top := -1
		for {
			perr, err := r.next()
			if err != nil {
				break
			}
			if perr != nil {
				continue
			}
			idx := res.resolve(r)
			if idx >= 0 && idx < top {
				return false
			}
			top = max(top, idx)
		}
	}
	return true
}
