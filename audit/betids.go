package audit

import "github.com/veedor/veedor/audit/logs"

// BetIDs tells the bets whose bet_id an earlier bet of the session has
// (DQ-DUPLICATE). The IDs almost always rise through the file: while each
// is greater than the one before, none can repeat and no set is kept; at
// the first that does not rise, every ID before it goes into the set.
type BetIDs struct {
	// Seen may be lent an empty map to fill (a replay reusing one per
	// worker); nil, one is made when the IDs stop rising.
	Seen  map[string]struct{}
	last  string
	mixed bool // the IDs stopped rising: Seen holds every ID so far
}

// Repeated reports whether bets[i] repeats the ID of a bet before it; it
// must be asked of every bet in order.
func (d *BetIDs) Repeated(bets []logs.Bet, i int) bool {
	id := bets[i].ID
	if !d.mixed {
		if i == 0 || id > d.last {
			d.last = id
			return false
		}
		d.mixed = true
		if d.Seen == nil {
			d.Seen = make(map[string]struct{}, len(bets))
		}
		for j := range bets[:i] {
			d.Seen[bets[j].ID] = struct{}{}
		}
	}
	if _, dup := d.Seen[id]; dup {
		return true
	}
	d.Seen[id] = struct{}{}
	return false
}
