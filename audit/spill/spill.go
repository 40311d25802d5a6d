// Package spill sorts records that may not fit in memory: an external merge
// sort with stable order. Records are added with a key whose byte order is
// the wanted order; up to a budget of bytes they stay in memory, beyond it
// they are sorted and written to a temporary file as a run, and Finish
// merges the runs into one sorted file that can be read many times.
//
// The temporary files are removed as soon as they are created where the
// platform allows it (Unix: the open file lives on unnamed), else on Close;
// either way nothing is left behind once Close returns, also after an error.
package spill

import (
	"bufio"
	"bytes"
	"container/heap"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"unsafe"
)

// DefaultBudget is the bytes of records kept in memory before a run is
// written: a few hundred thousand findings, so that small audits never
// touch the disk.
const DefaultBudget = 32 << 20

// Sorter gathers records and sorts them by key, stably: records with equal
// keys come back in the order they were added.
type Sorter struct {
	dir    string
	budget int

	arena []byte // the keys and payloads of the records in memory
	recs  []rec
	n     int

	runs    *tempFile
	runEnds []int64 // end offset of each run in runs
	w       *bufio.Writer
	err     error
}

// rec locates a record in the arena: its key at [k, p), its payload at [p, end).
type rec struct{ k, p, end int }

const recSize = unsafe.Sizeof(rec{})

// NewSorter returns a sorter writing its runs in dir ("" is the system's
// temporary folder) once more than budget bytes are held (0: DefaultBudget).
func NewSorter(dir string, budget int) *Sorter {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Sorter{dir: dir, budget: budget}
}

// Len is the number of records added.
func (s *Sorter) Len() int { return s.n }

// Spilled reports whether records went to disk.
func (s *Sorter) Spilled() bool { return s.runs != nil }

// Add adds a record; key and payload are copied.
func (s *Sorter) Add(key, payload []byte) error {
	if s.err != nil {
		return s.err
	}
	k := len(s.arena)
	s.arena = append(s.arena, key...)
	p := len(s.arena)
	s.arena = append(s.arena, payload...)
	s.recs = append(s.recs, rec{k: k, p: p, end: len(s.arena)})
	s.n++
	if len(s.arena)+len(s.recs)*int(recSize) >= s.budget {
		s.err = s.writeRun()
	}
	return s.err
}

func (s *Sorter) key(r rec) []byte     { return s.arena[r.k:r.p] }
func (s *Sorter) payload(r rec) []byte { return s.arena[r.p:r.end] }

// sortMemory orders the records held in memory, stably.
func (s *Sorter) sortMemory() {
	slices.SortStableFunc(s.recs, func(a, b rec) int { return bytes.Compare(s.key(a), s.key(b)) })
}

// writeRun sorts the records in memory and appends them as one run.
func (s *Sorter) writeRun() error {
	if len(s.recs) == 0 {
		return nil
	}
	if s.runs == nil {
		f, err := newTemp(s.dir, "veedor-findings-runs-*.tmp")
		if err != nil {
			return err
		}
		s.runs = f
		s.w = bufio.NewWriterSize(f.f, 1<<16)
	}
	s.sortMemory()
	var hdr [2 * binary.MaxVarintLen64]byte
	for _, r := range s.recs {
		k, p := s.key(r), s.payload(r)
		n := binary.PutUvarint(hdr[:], uint64(len(k)))
		n += binary.PutUvarint(hdr[n:], uint64(len(p)))
		if _, err := s.w.Write(hdr[:n]); err != nil {
			return err
		}
		if _, err := s.w.Write(k); err != nil {
			return err
		}
		if _, err := s.w.Write(p); err != nil {
			return err
		}
	}
	if err := s.w.Flush(); err != nil {
		return fmt.Errorf("writing findings to %s: %w", s.runs.name, err)
	}
	end, err := s.runs.f.Seek(0, io.SeekCurrent)
	if err != nil {
		return err
	}
	s.runEnds = append(s.runEnds, end)
	s.arena, s.recs = s.arena[:0], s.recs[:0]
	return nil
}

// Finish sorts everything added. Without a run on disk the records stay in
// memory; else the runs are merged into one file and removed. The Sorter
// must not be used afterwards.
func (s *Sorter) Finish() (*Sorted, error) {
	if s.err != nil {
		s.Abort()
		return nil, s.err
	}
	if s.runs == nil {
		s.sortMemory()
		return &Sorted{mem: s, n: s.n}, nil
	}
	if err := s.writeRun(); err != nil {
		s.Abort()
		return nil, err
	}
	s.arena, s.recs = nil, nil
	out, err := s.merge()
	s.runs.close()
	s.runs = nil
	if err != nil {
		return nil, err
	}
	return &Sorted{file: out, n: s.n}, nil
}

// Abort removes what the sorter wrote.
func (s *Sorter) Abort() {
	if s.runs != nil {
		s.runs.close()
		s.runs = nil
	}
	s.arena, s.recs = nil, nil
}

// cursor reads one run.
type cursor struct {
	r       *bufio.Reader
	run     int
	key     []byte
	payload []byte
}

func (c *cursor) next() (bool, error) {
	kl, err := binary.ReadUvarint(c.r)
	if err == io.EOF {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	pl, err := binary.ReadUvarint(c.r)
	if err != nil {
		return false, err
	}
	c.key = slices.Grow(c.key[:0], int(kl))[:kl]
	c.payload = slices.Grow(c.payload[:0], int(pl))[:pl]
	if _, err := io.ReadFull(c.r, c.key); err != nil {
		return false, err
	}
	if _, err := io.ReadFull(c.r, c.payload); err != nil {
		return false, err
	}
	return true, nil
}

// cursors is a heap of runs by their next key; equal keys by run, so the
// merge is stable (runs were written in the order records were added).
type cursors []*cursor

func (h cursors) Len() int { return len(h) }
func (h cursors) Less(i, j int) bool {
	if c := bytes.Compare(h[i].key, h[j].key); c != 0 {
		return c < 0
	}
	return h[i].run < h[j].run
}
func (h cursors) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *cursors) Push(x any)   { *h = append(*h, x.(*cursor)) }
func (h *cursors) Pop() any {
	old := *h
	c := old[len(old)-1]
	*h = old[:len(old)-1]
	return c
}

// merge writes the payloads of every run, in key order, to a new file.
func (s *Sorter) merge() (*tempFile, error) {
	out, err := newTemp(s.dir, "veedor-findings-*.tmp")
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*tempFile, error) {
		out.close()
		return nil, fmt.Errorf("merging findings: %w", err)
	}
	// Each run gets a small buffer: a few hundred runs cost a few MB.
	bufSize := 32 << 10
	var h cursors
	start := int64(0)
	for i, end := range s.runEnds {
		c := &cursor{r: bufio.NewReaderSize(io.NewSectionReader(s.runs.f, start, end-start), bufSize), run: i}
		start = end
		ok, err := c.next()
		if err != nil {
			return fail(err)
		}
		if ok {
			h = append(h, c)
		}
	}
	heap.Init(&h)
	w := bufio.NewWriterSize(out.f, 1<<16)
	var hdr [binary.MaxVarintLen64]byte
	for len(h) > 0 {
		c := h[0]
		n := binary.PutUvarint(hdr[:], uint64(len(c.payload)))
		if _, err := w.Write(hdr[:n]); err != nil {
			return fail(err)
		}
		if _, err := w.Write(c.payload); err != nil {
			return fail(err)
		}
		ok, err := c.next()
		if err != nil {
			return fail(err)
		}
		if ok {
			heap.Fix(&h, 0)
		} else {
			heap.Pop(&h)
		}
	}
	if err := w.Flush(); err != nil {
		return fail(err)
	}
	return out, nil
}

// Sorted is the records in key order, in memory or in one file.
type Sorted struct {
	mem  *Sorter
	file *tempFile
	n    int
}

// Len is the number of records.
func (s *Sorted) Len() int { return s.n }

// OnDisk reports whether the records are in a file.
func (s *Sorted) OnDisk() bool { return s.file != nil }

// ErrClosed is returned when a closed Sorted is read.
var ErrClosed = errors.New("spill: sorted records already closed")

// Each calls fn with every record's payload, in order; the slice is valid
// only during the call. It may be called any number of times.
func (s *Sorted) Each(fn func(payload []byte) error) error {
	if s.mem != nil {
		for _, r := range s.mem.recs {
			if err := fn(s.mem.payload(r)); err != nil {
				return err
			}
		}
		return nil
	}
	if s.file == nil {
		if s.n == 0 {
			return nil
		}
		return ErrClosed
	}
	br := bufio.NewReaderSize(io.NewSectionReader(s.file.f, 0, 1<<62), 1<<16)
	var buf []byte
	for range s.n {
		n, err := binary.ReadUvarint(br)
		if err != nil {
			return fmt.Errorf("reading findings from %s: %w", s.file.name, err)
		}
		buf = slices.Grow(buf[:0], int(n))[:n]
		if _, err := io.ReadFull(br, buf); err != nil {
			return fmt.Errorf("reading findings from %s: %w", s.file.name, err)
		}
		if err := fn(buf); err != nil {
			return err
		}
	}
	return nil
}

// Close releases the records and removes their file.
func (s *Sorted) Close() error {
	s.mem = nil
	if s.file != nil {
		err := s.file.close()
		s.file = nil
		return err
	}
	return nil
}

// tempFile is a temporary file removed at once where the platform allows
// an open file to be removed, else when closed.
type tempFile struct {
	f       *os.File
	name    string
	removed bool
}

func newTemp(dir, pattern string) (*tempFile, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, fmt.Errorf("temporary file for findings: %w", err)
	}
	t := &tempFile{f: f, name: f.Name()}
	// On Unix the file lives on, unnamed, until closed: nothing is left
	// behind even if the process is killed. Windows refuses: removed on close.
	t.removed = os.Remove(f.Name()) == nil
	return t, nil
}

func (t *tempFile) close() error {
	err := t.f.Close()
	if !t.removed {
		if rerr := os.Remove(t.name); rerr != nil && !errors.Is(rerr, os.ErrNotExist) && err == nil {
			err = rerr
		}
		t.removed = true
	}
	return err
}
