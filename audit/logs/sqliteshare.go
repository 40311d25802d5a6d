package logs

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"sync"
)

// Where the tables' pages interleave in the file (rows written session by
// session, as exports write them), the read-ahead of each table's cursor
// covered nearly the whole file: the cursors of rounds, bets and events
// each read most of the mixed tenth's 740 MB, 1.77 GB in all, and the
// evidence hash read the file once more. So the cursors that walk the
// tables along runs of pages share the chunks they read (sharedReads: a few
// aligned chunks of shareChunk bytes, the least recently used dropped),
// each read once for all of them, and the hash takes from those chunks what
// they hold; what they do not, it reads itself. The hash stays the SHA-256
// of the file's bytes from start to end, chunk after chunk: a chunk a
// cursor read is the file's bytes at its offset as much as one the hash
// reads.
//
// The hash is faster than the cursors: to find its chunks among theirs, it
// waits while a cursor reading a run is a little behind its next chunk
// (shareTrail), until the cursor reaches it (and has read it) or leaves
// (a jump, the end of its table). A part of the file no cursor is about to
// read (cursors read the log in session_id order, which may visit the
// file's regions in another order; the indexes; free pages) it reads on its
// own at once. It waits for nothing once released (the read ended, or
// someone waits for the hash). A cursor never waits: a page of a jump, or of
// a chunk being read by another reader, it reads alone.

// Variables so that tests can make them small.
var (
	shareChunk  int64 = 1 << 20 // a multiple of any page size: no page straddles two chunks
	shareChunks       = 8       // chunks kept
	shareTrail  int64 = 4       // chunks: how far behind its chunk a cursor holds the hash
)

// sharedReads holds the chunks shared by the table cursors and the hash.
type sharedReads struct {
	mu      sync.Mutex
	moved   sync.Cond // a reader moved, a chunk was read, or the hash was released
	csize   int64     // the chunks' size: shareChunk
	trail   int64     // shareTrail chunks, in bytes
	slots   []shareSlot
	readers []*shareReader
	used    int64 // a clock for the slots' last use
	held    bool  // the cursors are not placed yet: the hash waits
	free    bool  // nothing holds the hash back
	waiting bool  // the hash waits for a reader to move
}

// shareSlot is one chunk of the file: chunk k holds the bytes at k*csize.
type shareSlot struct {
	chunk   int64 // the chunk held or being read (-1: none)
	n       int   // the bytes held (less than csize at the end of the file)
	loading bool  // being read (outside the lock)
	pinned  bool  // the hash is reading buf outside the lock: keep it
	used    int64 // when last used
	buf     []byte
}

// shareReader is a cursor's place in the file (an offset), and whether it
// goes forward by small steps (a run: it will read the chunks ahead).
type shareReader struct {
	at  int64
	run bool
}

// readHook, set by tests, is told the size of each read of the database by
// the direct reader or the hash.
var readHook func(n int)

func newSharedReads() *sharedReads {
	s := &sharedReads{csize: shareChunk, trail: shareTrail * shareChunk, slots: make([]shareSlot, shareChunks), held: true}
	s.moved.L = &s.mu
	for i := range s.slots {
		s.slots[i].chunk = -1
	}
	return s
}

// reader registers a reader, not yet reading a run.
func (s *sharedReads) reader() *shareReader {
	r := &shareReader{}
	s.mu.Lock()
	s.readers = append(s.readers, r)
	s.mu.Unlock()
	return r
}

// done tells that the reader reads no more.
func (s *sharedReads) done(r *shareReader) {
	s.mu.Lock()
	r.at, r.run = math.MaxInt64, false
	s.wake()
	s.mu.Unlock()
}

// placed lets the hash start once the cursors are on their first rows: the
// chunks they are about to read are where it looks for its own.
func (s *sharedReads) placed() {
	s.mu.Lock()
	s.held = false
	s.wake()
	s.mu.Unlock()
}

// release lets the hash read on without waiting for any reader.
func (s *sharedReads) release() {
	s.mu.Lock()
	s.free = true
	s.wake()
	s.mu.Unlock()
}

func (s *sharedReads) wake() {
	if s.waiting {
		s.waiting = false
		s.moved.Broadcast()
	}
}

// find returns the slot holding (or reading) chunk k, or nil.
func (s *sharedReads) find(k int64) *shareSlot {
	for i := range s.slots {
		if s.slots[i].chunk == k {
			return &s.slots[i]
		}
	}
	return nil
}

// victim returns the slot to read a new chunk into: the least recently
// used that is not in use (nil: none).
func (s *sharedReads) victim() *shareSlot {
	var v *shareSlot
	for i := range s.slots {
		sl := &s.slots[i]
		if !sl.loading && !sl.pinned && (v == nil || sl.used < v.used) {
			v = sl
		}
	}
	if v != nil && v.buf == nil {
		v.buf = make([]byte, int(s.csize))
	}
	return v
}

// load reads chunk k from f into sl, the lock released meanwhile.
func (s *sharedReads) load(f *os.File, sl *shareSlot, k int64) error {
	sl.chunk, sl.n, sl.loading = k, 0, true
	s.mu.Unlock()
	if readHook != nil {
		readHook(int(s.csize))
	}
	n, err := f.ReadAt(sl.buf, k*s.csize)
	s.mu.Lock()
	sl.loading = false
	s.wake()
	if err != nil && !errors.Is(err, io.EOF) {
		sl.chunk = -1
		return err
	}
	sl.n = n
	return nil
}

// page puts r at off and copies the page there into buf (len the page
// size) from its chunk: one held, or, along a run (onward), read from f. ok
// false: the caller reads the page alone (a jump, a chunk another reader is
// reading, a read that failed: the caller's says why).
func (s *sharedReads) page(r *shareReader, f *os.File, off int64, buf []byte, onward bool) (ok bool) {
	k := off / s.csize
	s.mu.Lock()
	defer s.mu.Unlock()
	// A step forward within the trail goes on with a run (a table's pages
	// between other tables'), a larger step or one back starts afresh.
	run := off > r.at && off-r.at <= s.trail
	if r.at/s.csize != k || r.run != run {
		s.wake() // the hash may wait for r to reach a chunk, or to leave
	}
	r.at, r.run = off, run
	sl := s.find(k)
	switch {
	case sl != nil && sl.loading:
		return false
	case sl == nil && !onward:
		return false
	case sl == nil:
		if sl = s.victim(); sl == nil || s.load(f, sl, k) != nil {
			return false
		}
	}
	at := int(off - k*s.csize)
	if at+len(buf) > sl.n {
		return false // past the end of the file
	}
	s.used++
	sl.used = s.used
	copy(buf, sl.buf[at:])
	return true
}

// trailing reports whether a reader reading a run is a little behind
// offset start: it will read the chunk there soon.
func (s *sharedReads) trailing(start int64) bool {
	for _, r := range s.readers {
		if r.run && r.at < start && r.at >= start-s.trail {
			return true
		}
	}
	return false
}

// hashSharing returns the size and SHA-256 of a file as hashFile does,
// taking the chunks the cursors read from s and reading the others
// (sharing those the cursors are about to read).
func hashSharing(path string, s *sharedReads) (InputFile, error) {
	defer s.release() // a hash that failed holds nothing back
	f, err := os.Open(path)
	if err != nil {
		return InputFile{}, err
	}
	defer f.Close()
	h := sha256.New()
	own := make([]byte, int(s.csize))
	var size int64
	for k := int64(0); ; k++ {
		b, sl, err := s.chunk(f, k, own)
		if err != nil {
			return InputFile{}, fmt.Errorf("%s: %w", path, err)
		}
		h.Write(b)
		size += int64(len(b))
		if sl != nil {
			s.mu.Lock()
			sl.pinned = false
			s.mu.Unlock()
		}
		if int64(len(b)) < s.csize {
			break
		}
	}
	return InputFile{Path: path, Bytes: size, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// chunk returns the bytes of chunk k for the hash: a whole chunk a slot
// holds (pinned, sl not nil: unpin it once hashed), or, when no reader is
// about to read it, read from f into own; fewer bytes at the end of the
// file.
func (s *sharedReads) chunk(f *os.File, k int64, own []byte) (b []byte, sl *shareSlot, err error) {
	start := k * s.csize
	s.mu.Lock()
	for {
		sl = s.find(k)
		if sl != nil && !sl.loading {
			if int64(sl.n) < s.csize {
				break // the end of the file when read: read again
			}
			sl.pinned = true
			s.mu.Unlock()
			return sl.buf, sl, nil
		}
		if s.free || (!s.held && sl == nil && !s.trailing(start)) {
			break
		}
		s.waiting = true // for the reader to read the chunk, or to leave
		s.moved.Wait()
	}
	s.mu.Unlock()
	b, err = readChunk(f, own, start)
	return b, nil, err
}

// readChunk reads the chunk at off into buf: fewer bytes at the end of the
// file.
func readChunk(f *os.File, buf []byte, off int64) ([]byte, error) {
	if readHook != nil {
		readHook(len(buf))
	}
	n, err := f.ReadAt(buf, off)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:n], nil
}
