package roulette

import (
	"strings"
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
	// The memo of the (bet type, selection) pairs met (see session.memo),
	// kept from session to session; types numbers the bet types met, and
	// bts is the betType of each under key (nil until asked).
	memo  [memoSlots]memo
	nMemo int // slots of memo set
	types []string
	bts   []*betType
	key   typesKey
}

// typesKey is what a betType depends on besides its type: the parameters
// of the instrument and game, and the readings betType and cover consult.
type typesKey struct {
	p                                     *rr.Params
	american, notOffered, announcedClosed bool
	dozens                                bool
}

// begin readies the cache for a session whose betTypes depend on k: those
// of the sessions before are kept when they depended on the same.
func (c *cache) begin(k typesKey) {
	if k != c.key {
		clear(c.bts)
		c.key = k
	}
}

// maxCached bounds the entries of a cache's maps kept between sessions.
const maxCached = 1 << 14

var caches = sync.Pool{New: func() any {
	return &cache{covers: map[typeKey]map[string]coverVal{}, seen: map[string]struct{}{}}
}}

func getCache() *cache { return caches.Get().(*cache) }

// put returns the cache to the pool, the session dropped.
func (c *cache) put() {
	c.drop()
	caches.Put(c)
}

// drop drops what refers to the session (and the maps a huge session grew,
// which clearing would keep).
func (c *cache) drop() {
	if len(c.seen) > maxCached {
		c.seen = map[string]struct{}{}
	}
	clear(c.seen)
	if len(c.types) > maxTypes {
		c.memo, c.nMemo, c.types, c.bts = [memoSlots]memo{}, 0, nil, nil
	}
	clear(c.all)
	clear(c.ptrs[:cap(c.ptrs)])
	if cap(c.all) > maxCached {
		c.all, c.ptrs = nil, nil
	}
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

// memo is one (bet type, selection) pair met in a log's bets, what the
// replay asks of every bet: its type's number in cache.types (whose betType
// is the session's) and what rr.Cover says of it under a layout reading.
// Its strings are copies: the cache outlives the log's rows.
type memo struct {
	typ, sel string
	t        uint16 // typ's index in cache.types
	set      bool   // the slot holds a pair
	dozens   bool   // the layout reading of comb and err
	covered  bool   // comb and err are set (asked for a bet type in the closed list)
	comb     rr.Combination
	err      error
}

// The memo is a hash table of memoSlots slots, emptied when maxMemo are set
// (a log's bets hold a few hundred pairs); it numbers at most maxTypes bet
// types from session to session.
const (
	memoBits  = 10
	memoSlots = 1 << memoBits
	maxMemo   = memoSlots / 2
	maxTypes  = 256
)

// find is the memo's slot of the pair (typ, sel) under the layout reading
// dozens, set afresh when the memo has none.
func (c *cache) find(typ, sel string, dozens bool) *memo {
	i := memoSlot(typ, sel)
	for {
		m := &c.memo[i]
		if !m.set {
			if c.nMemo == maxMemo { // a log of absurd selections: start afresh
				c.memo, c.nMemo = [memoSlots]memo{}, 0
				return c.find(typ, sel, dozens)
			}
			t := c.typeNo(typ)
			*m = memo{typ: c.types[t], sel: strings.Clone(sel), t: t, dozens: dozens, set: true}
			c.nMemo++
			return m
		}
		if m.typ == typ && m.sel == sel && m.dozens == dozens {
			return m
		}
		i = (i + 1) & (memoSlots - 1) // the next slot, as a pair that met this one full was set
	}
}

// memoSlot is the first slot find tries for a (bet type, selection) pair:
// a hash of its lengths and a few of its bytes (a few instructions, where a
// map hashes every byte).
func memoSlot(typ, sel string) int {
	h := uint64(len(typ))<<48 | uint64(len(sel))<<40 | edges(typ)<<20 | edges(sel)
	return int((h * 0x9e3779b97f4a7c15) >> (64 - memoBits))
}

// edges is s's first two bytes and last one, 0 where s has none.
func edges(s string) uint64 {
	var e uint64
	if n := len(s); n > 0 {
		e = uint64(s[0])<<16 | uint64(s[n-1])
		if n > 1 {
			e |= uint64(s[1]) << 8
		}
	}
	return e
}

// typeNo is typ's number in c.types, which it is given when new.
func (c *cache) typeNo(typ string) uint16 {
	for i, t := range c.types {
		if t == typ {
			return uint16(i)
		}
	}
	c.types = append(c.types, strings.Clone(typ))
	c.bts = append(c.bts, nil)
	return uint16(len(c.types) - 1)
}
