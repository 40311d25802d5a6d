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
	covers map[coverKey]coverVal
	spins  map[int]*spin
	seen   map[string]struct{}
}

// maxCached bounds the entries of a cache's maps kept between sessions.
const maxCached = 1 << 14

var caches = sync.Pool{New: func() any {
	return &cache{covers: map[coverKey]coverVal{}, spins: map[int]*spin{}, seen: map[string]struct{}{}}
}}

func getCache() *cache { return caches.Get().(*cache) }

// put returns the cache to the pool, dropping what refers to the session
// (and the maps a huge session grew, which clearing would keep).
func (c *cache) put() {
	if len(c.spins) > maxCached || len(c.seen) > maxCached {
		c.spins, c.seen = map[int]*spin{}, map[string]struct{}{}
	}
	clear(c.spins)
	clear(c.seen)
	caches.Put(c)
}

// coverKey is a bet as rr.Cover reads it.
type coverKey struct {
	typ, sel string
	dozens   bool
}

type coverVal struct {
	comb rr.Combination
	err  error
}
