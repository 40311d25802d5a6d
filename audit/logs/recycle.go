package logs

import (
	"math/bits"
	"sync"
)

// Recycler is a Source whose sessions' rounds and bets can be handed back
// once a session has been audited, for the reader to parse later sessions
// into. Rows are most of what an audit allocates (on the mixed tenth of a
// year 1.3 of 2.4 GB, the bets alone 1.2 GB): reusing them spares the
// collector most of its work and the allocator fresh memory to clear.
type Recycler interface {
	// Recycle takes back s, a session this source handed on, when the caller
	// is done with it: nothing may read s's rounds or bets afterwards, nor
	// keep a pointer into them (findings and what a replay keeps for Finish
	// are copies). Its staff and events are left to the collector (the
	// audit keeps staff rows across sessions).
	Recycle(s *Session)
}

func (s *csvSource) Recycle(sess *Session)    { recycleRows(sess) }
func (s *sqliteSource) Recycle(sess *Session) { recycleRows(sess) }

func recycleRows(s *Session) {
	roundPool.put(s.Rounds)
	betPool.put(s.Bets)
	s.Rounds, s.Bets = nil, nil
}

var (
	roundPool rowPool[Round]
	betPool   rowPool[Bet]
)

// rowPool keeps row slices for reuse in classes of capacity, four to each
// power of two (64, 80, 96, 112, 128, 160, ...), from 64 rows to about a
// million: a slice is made with the capacity of the class for the rows asked
// for (at most a quarter more than them), so that a slice handed back fits
// any later session of that class. A pooled slice is cleared when it comes
// back (no row of an audited session is kept alive by it); the pool itself
// is emptied by the collector (sync.Pool), so it holds no more than the
// sessions in flight.
type rowPool[T any] struct {
	classes [4*maxRowOctave + 4]sync.Pool
}

const (
	minPooledRows = 64
	maxRowOctave  = 20 // a million rows: larger sessions are made to size
)

// rowClass is the class of a slice for n rows and its capacity, and
// whether a slice of n rows is pooled.
func rowClass(n int) (class, size int, ok bool) {
	if n <= 0 || n > 1<<maxRowOctave {
		return 0, 0, false
	}
	n = max(n, minPooledRows)
	k := bits.Len(uint(n - 1)) // 2^(k-1) < n <= 2^k, k >= 6
	step := 1 << (k - 3)       // a quarter of the octave
	j := (n - 1 - 1<<(k-1)) / step
	return 4*k + j, 1<<(k-1) + (j+1)*step, true
}

// get returns an empty slice with room for n rows.
func (p *rowPool[T]) get(n int) []T {
	c, size, ok := rowClass(n)
	if !ok {
		return make([]T, 0, n)
	}
	if v, _ := p.classes[c].Get().(*[]T); v != nil {
		return (*v)[:0]
	}
	return make([]T, 0, size)
}

// put takes back a slice made by get (any other, e.g. grown by append or
// made to size, is left to the collector).
func (p *rowPool[T]) put(s []T) {
	c, size, ok := rowClass(cap(s))
	if !ok || cap(s) != size {
		return
	}
	clear(s)
	s = s[:0]
	p.classes[c].Put(&s)
}
