package roulette

import (
	"sync"

	rr "github.com/veedor/veedor/rules/roulette"
)

// cache is scratch memory one replay goroutine reuses from session to
// session: what rr.Cover said of each selection met, and the maps every
// session needs, cleared rather than allocated afresh. Sessions are replayed
// concurrently, each with its own cache taken from a pool.
type cache struct {
	covers  map[typeKey]map[string]coverVal // by bet type, then selection
	nCovers int                             // selections held in covers
	all     []spin                          // a session's spins
	ptrs    []*spin                         // pointers to them
	seen    map[string]struct{}
}

// maxCached bounds the entries of a cache's maps kept between sessions.
const maxCached = 1 << 14

var caches = sync.Pool{New: func() any {
	return &cache{covers: map[typeKey]map[string]coverVal{}, seen: map[string]struct{}{}}
}}

func getCache() *cache { return caches.Get().(*cache) }

// put returns the cache to the pool, dropping what refers to the session
// (and the maps a huge session grew, which clearing would keep).
func (c *cache) put() {
	if len(c.seen) > maxCached {
		c.seen = map[string]struct{}{}
	}
	clear(c.seen)
	clear(c.all)
	clear(c.ptrs[:cap(c.ptrs)])
	if cap(c.all) > maxCached {
		c.all, c.ptrs = nil, nil
	}
	caches.Put(c)
}

// spins returns n zeroed spins for a session, reusing the last session's.
func (c *cache) spins(n int) []spin {
	if cap(c.all) < n {
		c.all = make([]spin, n)
	}
	c.all = c.all[:n]
	return c.all
}

// spinPtrs returns an empty slice with room for n spin pointers.
func (c *cache) spinPtrs(n int) []*spin {
	if cap(c.ptrs) < n {
		c.ptrs = make([]*spin, 0, n)
	}
	c.ptrs = c.ptrs[:0]
	return c.ptrs
}

// typeKey is a bet type and the layout reading rr.Cover reads it under.
type typeKey struct {
	typ    string
	dozens bool
}

type coverVal struct {
	comb rr.Combination
	err  error
}
