package stats

import (
	"sort"
	"strings"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/cards"
)

// playedRounds is a session's played rounds in order of number, found by
// number. A round number given twice keeps neither (the audit reports the
// duplicate). Logs number rounds 1, 2, 3...: then a round is found in a
// slice indexed by its number, not a map (the statistics look one up for
// every bet).
type playedRounds struct {
	list []*logs.Round // by number, ascending
	lo   int
	at   []int32       // at[no-lo]: 1 + the round's index in list, or 0
	m    map[int]int32 // instead of at, when the numbers are spread
}

// read reads s's played rounds into p, reusing its memory.
func (p *playedRounds) read(s *logs.Session) {
	clear(p.list) // no row of an earlier session kept alive
	p.list, p.m = p.list[:0], nil
	if len(s.Rounds) == 0 {
		p.at = p.at[:0]
		return
	}
	lo, hi := s.Rounds[0].No, s.Rounds[0].No
	for i := range s.Rounds {
		lo, hi = min(lo, s.Rounds[i].No), max(hi, s.Rounds[i].No)
	}
	if span := hi - lo; span < 0 || span > 2*len(s.Rounds)+64 {
		p.readSpread(s)
		return
	}
	p.lo = lo
	p.at = append(p.at[:0], make([]int32, hi-lo+1)...)
	// First each number's state: 0 not seen (or only void), -1 given
	// twice, else 1 + the index in s.Rounds of its played round.
	for i := range s.Rounds {
		r := &s.Rounds[i]
		j := r.No - lo
		if p.at[j] != 0 {
			p.at[j] = -1
			continue
		}
		if !r.Void() {
			p.at[j] = int32(i + 1)
		}
	}
	for j, v := range p.at {
		if v > 0 {
			p.list = append(p.list, &s.Rounds[v-1])
			p.at[j] = int32(len(p.list))
		} else {
			p.at[j] = 0
		}
	}
}

// readSpread is read for round numbers too spread for a slice.
func (p *playedRounds) readSpread(s *logs.Session) {
	m := map[int]*logs.Round{}
	dup := map[int]bool{}
	for i := range s.Rounds {
		r := &s.Rounds[i]
		if _, ok := m[r.No]; ok || dup[r.No] {
			dup[r.No] = true
			delete(m, r.No)
			continue
		}
		if !r.Void() {
			m[r.No] = r
		}
	}
	for _, r := range m {
		p.list = append(p.list, r)
	}
	sort.Slice(p.list, func(i, j int) bool { return p.list[i].No < p.list[j].No })
	p.m = make(map[int]int32, len(p.list))
	for k, r := range p.list {
		p.m[r.No] = int32(k + 1)
	}
}

// find returns the index in list of played round no, or −1.
func (p *playedRounds) find(no int) int {
	if p.m != nil {
		return int(p.m[no]) - 1
	}
	j := no - p.lo
	if j < 0 || j >= len(p.at) {
		return -1
	}
	return int(p.at[j]) - 1
}

// dealerFast is dealerHand for an outcome it can read in one pass without
// allocating: hands "NAME=CARDS" separated by ";", the croupier's ("D")
// first, at most 16 hands, names without spaces or tabs and each once,
// cards two bytes each separated by ",". known is false for anything else
// (malformed or not), which dealerHand then reads in full (FuzzDealerFast
// holds the two together).
func dealerFast(outcome string) (up, total int, ok, known bool) {
	if !strings.HasPrefix(outcome, "D=") {
		return 0, 0, false, true // dealerHand refuses it before parsing
	}
	var names [16]string
	n := 0
	aces, dealt := 0, 0
	for rest, more := outcome, true; more; {
		var part string
		part, rest, more = strings.Cut(rest, ";")
		eq := strings.IndexByte(part, '=')
		if eq <= 0 || n == len(names) {
			return 0, 0, false, false
		}
		name := part[:eq]
		if strings.ContainsAny(name, " \t") {
			return 0, 0, false, false
		}
		for _, seen := range names[:n] {
			if seen == name {
				return 0, 0, false, false
			}
		}
		names[n] = name
		n++
		list := part[eq+1:]
		for i := 0; i < len(list); i += 3 {
			if i+2 > len(list) || i+2 < len(list) && list[i+2] != ',' || i+3 == len(list) {
				return 0, 0, false, false // not two bytes, or a trailing ","
			}
			c, err := cards.Parse(list[i : i+2])
			if err != nil {
				return 0, 0, false, false
			}
			if n == 1 {
				v := c.TenValue()
				if dealt == 0 {
					up = v
				}
				dealt++
				total += v
				if c.Rank == 0 {
					aces++
				}
			}
		}
	}
	if dealt < 2 {
		return 0, 0, false, true
	}
	if aces > 0 && total+10 <= 21 {
		total += 10 // blackjack.Total's soft hand
	}
	if total < 17 {
		return 0, 0, false, true
	}
	return up, total, true, true
}

// dealerHand reads the croupier's up-card and final total from a black-jack
// outcome; ok is false when he did not play his hand out (every player bust
// or had black-jack, so he stopped below 17) or the outcome is unreadable.
func dealerHand(outcome string) (up, total int, ok bool) {
	if up, total, ok, known := dealerFast(outcome); known {
		return up, total, ok
	}
	return dealerFull(outcome)
}

// dealerFull is dealerHand read through cards.ParseHands: any outcome.
func dealerFull(outcome string) (up, total int, ok bool) {
	i := strings.Index(outcome, "D=")
	if i != 0 {
		return 0, 0, false
	}
	hands, err := cards.ParseHands(outcome)
	if err != nil || len(hands[0].Cards) < 2 {
		return 0, 0, false
	}
	cs := hands[0].Cards
	total, _ = blackjack.Total(cs, false)
	if total < 17 {
		return 0, 0, false
	}
	return cs[0].TenValue(), total, true
}
