package roulette

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/veedor/veedor/audit/logs"
	rr "github.com/veedor/veedor/rules/roulette"
)

// sameNumber fails when spinNumber reads an outcome otherwise than the
// general reading it replaced: strconv.Atoi, 0 to 36, written as
// strconv.Itoa writes it.
func sameNumber(t *testing.T, s string) {
	t.Helper()
	n, ok := spinNumber(s)
	w, err := strconv.Atoi(s)
	want := err == nil && w >= 0 && w <= 36 && s == strconv.Itoa(w)
	if ok != want || (ok && n != w) {
		t.Fatalf("%q: spinNumber %d %v, want %d %v", s, n, ok, w, want)
	}
}

func TestSpinNumberSameAsAtoi(t *testing.T) {
	read := 0
	for _, s := range []string{"", "+1", "-0", "00", "01", "1 ", " 1", "037", "3a", "٣", "40", "99", "100", "0x1"} {
		sameNumber(t, s)
	}
	for n := -5; n <= 120; n++ {
		sameNumber(t, strconv.Itoa(n))
		if _, ok := spinNumber(strconv.Itoa(n)); ok {
			read++
		}
	}
	for a := 0; a < 256; a++ { // every one- and two-byte string
		sameNumber(t, string([]byte{byte(a)}))
		for b := 0; b < 256; b++ {
			sameNumber(t, string([]byte{byte(a), byte(b)}))
		}
	}
	if read != 37 {
		t.Errorf("spinNumber read %d of the numbers -5 to 120, want 37", read)
	}
}

func FuzzSpinNumber(f *testing.F) {
	for _, s := range []string{"0", "17", "36", "37", "07", "+7", ""} {
		f.Add(s)
	}
	f.Fuzz(sameNumber)
}

// TestSpinOfByNumber finds spins by their place when the rounds run 1, 2,
// 3… and by search when the numbering has gaps or does not start at 1.
func TestSpinOfByNumber(t *testing.T) {
	for _, nos := range [][]int{{1, 2, 3, 4}, {1, 2, 5, 7}, {3, 4, 5}, {2, 9, 10, 11}, {}} {
		x := &session{}
		for _, n := range nos {
			x.all = append(x.all, spin{r: &logs.Round{No: n}, no: n})
		}
		for n := -1; n <= 13; n++ {
			sp := x.spinOf(n)
			want := slices.Contains(nos, n)
			switch {
			case want && (sp == nil || sp.r.No != n):
				t.Errorf("rounds %v: spinOf(%d) = %v, want round %d", nos, n, sp, n)
			case !want && sp != nil:
				t.Errorf("rounds %v: spinOf(%d) = round %d, want none", nos, n, sp.r.No)
			}
		}
	}
}

// A session's spins come from the goroutine's cache: a second, shorter
// session must not see the first one's.
func TestCacheSpinsFresh(t *testing.T) {
	c := caches.New().(*cache) // put hands it to the pool: a whole one
	all := c.spins(3)
	all[2] = spin{no: 9, usable: true}
	ptrs := append(c.spinPtrs(3), &all[2])
	if len(ptrs) != 1 {
		t.Fatal("spinPtrs is not empty")
	}
	c.put()
	if all := c.spins(2); len(all) != 2 || all[0] != (spin{}) || all[1] != (spin{}) {
		t.Errorf("second session's spins: %+v, want 2 zero spins", all)
	}
	if c.spins(3)[2] != (spin{}) || c.ptrs[:1][0] != nil {
		t.Error("put kept the first session's spin or pointer")
	}
}

// cover must say what rr.Cover says, whatever the bet type, selection and
// layout reading, before and after the cache is emptied for growing too big.
func TestCoverSameAsRuleCover(t *testing.T) {
	types := []string{rr.Pleno, rr.Caballo, rr.Cuadro, rr.Transversal, rr.Seisena, rr.Docena, rr.Columna, rr.DosDocenas, rr.Rojo, "huerfanos", "no-such-type"}
	sels := []string{"", "17", "17-20", "1-2-4-5", "1-2-3", "1-2-3-4-5-6", "1", "2", "1-2", "1-3", "0", "37", "x", "17-18-19"}
	for _, dozens := range []bool{false, true} {
		for _, full := range []bool{false, true} {
			c := caches.New().(*cache)
			x := &session{cache: c, layout: rr.LayoutOptions{TwoColumnsAsDozens: dozens}}
			bts := map[string]*betType{}
			for round := 0; round < 2; round++ { // the second round reads the cache
				for _, typ := range types {
					if bts[typ] == nil {
						bts[typ] = &betType{}
					}
					for _, sel := range sels {
						got, gerr := x.cover(bts[typ], typ, sel)
						want, werr := rr.Cover(typ, sel, x.layout)
						if got != want || fmt.Sprint(gerr) != fmt.Sprint(werr) {
							t.Fatalf("dozens=%v full=%v %s %q: cover %v %v, rr.Cover %v %v", dozens, full, typ, sel, got, gerr, want, werr)
						}
					}
					if full && round == 0 && typ == rr.Caballo {
						c.nCovers = maxCached // the next new selection empties the cache
					}
				}
			}
			if c.nCovers == 0 || c.nCovers > len(sels)*len(types) {
				t.Errorf("dozens=%v full=%v: the cache holds %d selections, want some and no more than were met", dozens, full, c.nCovers)
			}
		}
	}
}
