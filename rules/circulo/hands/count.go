package hands

import (
	"runtime"
	"sync"

	"github.com/veedor/veedor/rules/cards"
)

// Counts is a number of hands per class, indexed by Class.
type Counts [len(classNames)]int64

// Total is the number of hands counted.
func (c Counts) Total() int64 {
	var n int64
	for _, x := range c {
		n += x
	}
	return n
}

// Count5 counts the classes of every five-card hand of deck d by evaluating
// each with Eval5 (2,598,960 hands of 52; 201,376 of 32; 98,280 of 28).
// The class of a hand does not depend on the readings.
func Count5(d Deck, figuras bool) (Counts, error) {
	var out Counts
	lo, err := d.lowest()
	if err != nil {
		return out, err
	}
	r := Readings{1, 1, 1, 1}
	deck := d.Cards()
	var h [5]cards.Card
	subsets(len(deck), 5, func(idx []int) {
		for i, x := range idx {
			h[i] = deck[x]
		}
		out[ClassOf(eval5(d, lo, r, figuras, &h))]++
	})
	return out, nil
}

// Count7 counts the class of the best five of every seven cards of 52
// (133,784,560 hands: hold'em and seven stud). Evaluating 21 five-card
// subsets of each is too slow, so it walks the hands depth first keeping,
// incrementally, each rank's count, how many ranks hold 1..4 cards and each
// suit's ranks as a bit mask; at each hand the class is then a few table
// look-ups (classify7, checked against Best in the tests). The first card's
// subtrees are shared among the processors.
func Count7() Counts {
	jobs := make(chan int)
	var mu sync.Mutex
	var out Counts
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s state7
			for a := range jobs {
				s.add(a)
				s.walk(a+1, 6)
				s.remove(a)
			}
			mu.Lock()
			for i, n := range s.counts {
				out[i] += n
			}
			mu.Unlock()
		}()
	}
	for a := 0; a <= 52-7; a++ {
		jobs <- a
	}
	close(jobs)
	wg.Wait()
	return out
}

// Bit masks of ranks: bit v-2 for rank v (2..14), the ace bit 12.
const royalBits = 0x1F00 // 10, J, Q, K, A

// hasStraight[m] says whether the ranks m hold five in a row, A-2-3-4-5
// included (52 cards).
var hasStraight = func() (t [1 << 13]bool) {
	for m := range t {
		ext := m<<1 | m>>12&1 // the ace also below the 2
		for top := 4; top <= 13; top++ {
			if ext>>(top-4)&0x1F == 0x1F {
				t[m] = true
				break
			}
		}
	}
	return
}()

// state7 is the walk of Count7: the cards taken so far, by index 0..51
// (rank index/4 in the notation, suit index%4).
type state7 struct {
	cnt    [13]uint8 // cards per rank bit
	hist   [5]int8   // ranks holding 0..4 cards
	suit   [4]uint16 // ranks held per suit
	nsuit  [4]uint8
	counts Counts
}

func bitOf(i int) uint {
	if r := i / 4; r != 0 {
		return uint(r - 1)
	}
	return 12
}

func (s *state7) add(i int) {
	b := bitOf(i)
	s.hist[s.cnt[b]]--
	s.cnt[b]++
	s.hist[s.cnt[b]]++
	s.suit[i%4] |= 1 << b
	s.nsuit[i%4]++
}

func (s *state7) remove(i int) {
	b := bitOf(i)
	s.hist[s.cnt[b]]--
	s.cnt[b]--
	s.hist[s.cnt[b]]++
	s.suit[i%4] &^= 1 << b
	s.nsuit[i%4]--
}

func (s *state7) walk(start, left int) {
	if left == 0 {
		s.counts[s.classify()]++
		return
	}
	for i := start; i <= 52-left; i++ {
		s.add(i)
		s.walk(i+1, left-1)
		s.remove(i)
	}
}

// classify is the class of the best five of the seven cards held.
func (s *state7) classify() Class {
	flush := -1
	for u := range s.nsuit {
		if s.nsuit[u] >= 5 {
			flush = u
		}
	}
	if flush >= 0 {
		m := s.suit[flush]
		if m&royalBits == royalBits {
			return EscaleraReal
		}
		if hasStraight[m] {
			return EscaleraColor
		}
	}
	switch {
	case s.hist[4] > 0:
		return Poquer
	case s.hist[3] >= 2 || s.hist[3] == 1 && s.hist[2] >= 1:
		return Full
	case flush >= 0:
		return Color
	case hasStraight[s.suit[0]|s.suit[1]|s.suit[2]|s.suit[3]]:
		return Escalera
	case s.hist[3] == 1:
		return Trio
	case s.hist[2] >= 2:
		return DoblePareja
	case s.hist[2] == 1:
		return Pareja
	}
	return CartaMayor
}
