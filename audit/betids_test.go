package audit

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// BetIDs must find exactly the bets whose ID came before, as a set of
// every ID so far does, whether the IDs rise, fall or repeat, with a map
// lent or not.
func TestBetIDsSameAsSet(t *testing.T) {
	for _, list := range [][]string{
		{}, {"B1"}, {"B1", "B2", "B3"}, {"B1", "B1"}, {"B1", "B2", "B1"}, {"B2", "B1", "B2", "B1"},
		{"B3", "B2", "B1", "B4", "B3"}, {"", ""}, {"", "A", ""}, {"B1", "B2", "B2", "B3", "B1", "B4"},
		{"B9", "B10", "B9"},
	} {
		bets := make([]logs.Bet, len(list))
		for i, id := range list {
			bets[i].ID = id
		}
		for _, lent := range []map[string]struct{}{nil, {}} {
			d := BetIDs{Seen: lent}
			set := map[string]bool{}
			for i, id := range list {
				if got := d.Repeated(bets, i); got != set[id] {
					t.Errorf("%q (map lent %v): bet %d (%q) repeated = %v, want %v", list, lent != nil, i, id, got, set[id])
				}
				set[id] = true
			}
		}
	}
}

func FuzzBetIDs(f *testing.F) {
	f.Add([]byte("B1,B2,B1"))
	f.Add([]byte("B3,B2,B3,B1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var bets []logs.Bet
		for _, id := range strings.Split(string(data), ",") {
			bets = append(bets, logs.Bet{ID: id})
		}
		var d BetIDs
		set := map[string]bool{}
		for i := range bets {
			if got := d.Repeated(bets, i); got != set[bets[i].ID] {
				t.Fatalf("%q: bet %d repeated = %v", data, i, got)
			}
			set[bets[i].ID] = true
		}
	})
}
