package roulette

import "testing"

// Exhaustive over the layout: the counts of each combination match the
// standard layout (12 streets, 11 six-lines, 22 corners, 57 splits among
// 1-36), and every number is covered by the right simple chances.
func TestLayoutCombinationCounts(t *testing.T) {
	count := map[string]int{}
	var none LayoutOptions
	for a := 1; a <= 36; a++ {
		for b := a + 1; b <= 36; b++ {
			if _, err := Cover(Caballo, itoa(a)+"-"+itoa(b), none); err == nil {
				count[Caballo]++
			}
			for c := b + 1; c <= 36; c++ {
				if _, err := Cover(Transversal, itoa(a)+"-"+itoa(b)+"-"+itoa(c), none); err == nil {
					count[Transversal]++
				}
				for d := c + 1; d <= 36; d++ {
					if _, err := Cover(Cuadro, itoa(a)+"-"+itoa(b)+"-"+itoa(c)+"-"+itoa(d), none); err == nil {
						count[Cuadro]++
					}
				}
			}
		}
		six := ""
		for k := 0; k < 6; k++ {
			if k > 0 {
				six += "-"
			}
			six += itoa(a + k)
		}
		if _, err := Cover(Seisena, six, none); err == nil {
			count[Seisena]++
		}
	}
	want := map[string]int{Caballo: 57, Transversal: 12, Cuadro: 22, Seisena: 11}
	for k, n := range want {
		if count[k] != n {
			t.Errorf("%s: %d valid combinations among 1-36, want %d", k, count[k], n)
		}
	}
	for _, z := range []struct{ t, s string }{{Caballo, "0-1"}, {Caballo, "0-2"}, {Caballo, "0-3"}, {Transversal, "0-1-2"}, {Transversal, "0-2-3"}, {Cuadro, "0-1-2-3"}} {
		c, err := Cover(z.t, z.s, none)
		if err != nil || !c.WithZero {
			t.Errorf("%s %s: want a zero combination, got %v %v", z.t, z.s, c, err)
		}
	}
	for _, bad := range []struct{ t, s string }{{Caballo, "0-4"}, {Transversal, "0-1-3"}, {Pleno, "07"}, {Pleno, "37"}, {Columna, "4"}, {Rojo, "1"}, {Caballo, "3-4"}, {Cuadro, "3-4-6-7"}} {
		if _, err := Cover(bad.t, bad.s, none); err == nil {
			t.Errorf("%s %q accepted", bad.t, bad.s)
		}
	}
	if Red.Len() != 18 || Black.Len() != 18 || Red&Black != 0 || Red.Has(0) || Black.Has(0) || Even.Has(0) || Low.Has(0) {
		t.Error("colour sets wrong")
	}
	if Column(1).Len() != 12 || !Column(1).Has(34) || !Column(3).Has(36) || Dozen(3).Has(24) || !Dozen(2).Has(24) {
		t.Error("columns or dozens wrong")
	}
	// The announced bets cover exactly the sectors the Valencian text lists.
	sectors := map[string][]int{
		VecinosDelCero:    {25, 2, 21, 4, 19, 15, 32, 0, 26, 3, 35, 12, 28, 7, 29, 18, 22},
		TercioDelCilindro: {33, 16, 24, 5, 10, 23, 8, 30, 11, 36, 13, 27},
		Huerfanos:         {1, 20, 14, 31, 9, 17, 34, 6},
		JuegoAlCero:       {12, 35, 3, 26, 0, 32, 15},
	}
	for t2, ns := range sectors {
		c, _ := Cover(t2, "", none)
		if c.Numbers != setOf(ns...) {
			t.Errorf("%s covers %v, want %v", t2, c.Numbers.Numbers(), ns)
		}
	}
	if ChipCount(VecinosDelCero) != 9 || ChipCount(TercioDelCilindro) != 6 || ChipCount(Huerfanos) != 5 || ChipCount(JuegoAlCero) != 4 {
		t.Error("chip counts wrong")
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}
