package stats

import (
	"sort"
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// playedByMap is how the statistics found played rounds before
// playedRounds: a map by number, a number given twice keeping neither.
func playedByMap(s *logs.Session) map[int]*logs.Round {
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
	return m
}

// playedRounds finds the rounds the map did, in order of number, whether
// the numbers fit its slice or not: duplicates (played twice, played then
// void, void then played), gaps, numbers out of order, zero and negative
// numbers, and numbers too spread for a slice. One playedRounds reads every
// session in turn, as the statistics reuse it.
func TestPlayedRoundsAsTheMap(t *testing.T) {
	type rd struct {
		no   int
		void bool
	}
	cases := [][]rd{
		nil,
		{{1, false}, {2, false}, {3, false}},
		{{3, false}, {1, false}, {2, true}, {5, false}},
		{{1, false}, {2, false}, {2, false}, {3, false}},            // played twice
		{{1, false}, {2, false}, {2, true}, {3, false}},             // played, then void
		{{1, false}, {2, true}, {2, false}, {3, false}},             // void, then played: kept
		{{1, false}, {2, true}, {2, false}, {2, false}},             // void, played, played
		{{4, false}, {4, false}, {4, false}, {7, false}},            // three times
		{{0, false}, {-3, false}, {2, false}},                       // zero and negative
		{{1, false}, {1 << 40, false}, {2, false}},                  // too spread
		{{1, false}, {1 << 40, false}, {1, false}, {1 << 40, true}}, // too spread, duplicates
		{{-1 << 62, false}, {1 << 62, false}},                       // the span overflows
		{{5, true}, {6, true}},                                      // all void
	}
	var p playedRounds
	for i, c := range cases {
		s := &logs.Session{}
		for _, r := range c {
			st := "played"
			if r.void {
				st = "void"
			}
			s.Rounds = append(s.Rounds, logs.Round{No: r.no, Status: st})
		}
		p.read(s)
		want := playedByMap(s)
		var nos []int
		for no := range want {
			nos = append(nos, no)
		}
		sort.Ints(nos)
		if len(p.list) != len(nos) {
			t.Fatalf("case %d: %d rounds played, want %d (%v)", i, len(p.list), len(nos), nos)
		}
		for k, no := range nos {
			if p.list[k] != want[no] {
				t.Errorf("case %d: played round %d is %+v, want round %d at %p", i, k, p.list[k], no, want[no])
			}
			if got := p.find(no); got != k {
				t.Errorf("case %d: find(%d) = %d, want %d", i, no, got, k)
			}
		}
		for _, r := range c {
			for _, no := range []int{r.no - 1, r.no, r.no + 1} {
				if _, ok := want[no]; !ok && p.find(no) != -1 {
					t.Errorf("case %d: find(%d) = %d, want -1 (not played once)", i, no, p.find(no))
				}
			}
		}
	}
}

// dealerFast reads what it takes as dealerHand reads it in full.
func FuzzDealerFast(f *testing.F) {
	for _, s := range []string{"D=6H,TC,8S;1=TS,9H", "D=AS,6C;1=TS,9H", "D=AS,5C,AH;2=KS", "D=TS,6C", "D=TS;1=AS,KS",
		"D=TS,7C;D=AS,KS", "D=TS,7C;1=AS,KS;", "D=TS,7C,;1=AS", "D=TS,7C;1 =AS", "D=TS,7C;=AS", "D=TS,7C;1=", "D=T,7C",
		"D=TS,7C;1=AS;2=AS;3=AS;4=AS;5=AS;6=AS;7=AS;8=AS;9=AS;10=AS;11=AS;12=AS;13=AS;14=AS;15=AS;16=AS",
		"1=TS,9H;D=6H,TC,8S", "D=6h,TC,8S", "", "D=", "D=6H,TC,8S;1.2=TS,9H"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		up, total, ok, known := dealerFast(s)
		if !known {
			return
		}
		if u, tt, o := dealerFull(s); u != up || tt != total || o != ok {
			t.Fatalf("dealerFast(%q) = %d, %d, %v; the full reading %d, %d, %v", s, up, total, ok, u, tt, o)
		}
	})
}

// dealerFast leaves to the full reading only what it must: the usual
// outcomes are read in one pass, and it says so.
func TestDealerFastReadsTheUsualOutcomes(t *testing.T) {
	for _, c := range []struct {
		s         string
		up, total int
		ok        bool
	}{
		{"D=6H,TC,8S;1=TS,9H;1.2=AS,KD", 6, 24, true},
		{"D=AS,6C;3=TS,9H", 1, 17, true}, // soft 17
		{"D=AS,5C,AH;2=KS,9C", 1, 17, true},
		{"D=TS,6C;1=TS,9H,5D", 0, 0, false}, // stopped below 17: every player bust
		{"1=TS,9H;D=6H,TC,8S", 0, 0, false}, // the croupier's hand is not first
	} {
		up, total, ok, known := dealerFast(c.s)
		if !known || up != c.up || total != c.total || ok != c.ok {
			t.Errorf("dealerFast(%q) = %d, %d, %v, known %v; want %d, %d, %v, known", c.s, up, total, ok, known, c.up, c.total, c.ok)
		}
	}
	// Malformed ones are left to it, which refuses them.
	for _, s := range []string{"D=TS,7C;D=AS,KS", "D=TS,7C;1=AS,", "D=10S,7C", "D=TS,7C;1 =AS"} {
		if _, _, _, known := dealerFast(s); known {
			t.Errorf("dealerFast(%q) read a malformed outcome itself", s)
		}
		if _, _, ok := dealerHand(s); ok {
			t.Errorf("dealerHand(%q) read a malformed outcome", s)
		}
	}
}
