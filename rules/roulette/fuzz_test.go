package roulette

import (
	"strings"
	"testing"
)

// FuzzCover: no selection, however malformed, makes the layout parser panic,
// and whatever it accepts covers numbers of the wheel only, as many as the
// bet type covers.
func FuzzCover(f *testing.F) {
	for _, s := range []string{"17", "17-20", "0-1-2-3", "1-2-3-4-5-6", "1-2", "", "-", "07", "99999999999999999999", "1--2", "3-4-6-7"} {
		f.Add(s)
	}
	types := []string{Pleno, Caballo, Transversal, Cuadro, Seisena, Columna, Docena, DosColumnas, DosDocenas, Rojo, VecinosDelCero}
	want := map[string]int{Pleno: 1, Caballo: 2, Transversal: 3, Cuadro: 4, Seisena: 6, Columna: 12, Docena: 12, DosColumnas: 24, DosDocenas: 24, Rojo: 18, VecinosDelCero: 17}
	f.Fuzz(func(t *testing.T, sel string) {
		for _, typ := range types {
			c, err := Cover(typ, sel, LayoutOptions{})
			if err != nil {
				continue
			}
			if c.Numbers&^(1<<37-1) != 0 {
				t.Fatalf("%s %q covers numbers outside 0-36", typ, sel)
			}
			if n := c.Numbers.Len(); n != want[typ] {
				t.Fatalf("%s %q covers %d numbers, want %d", typ, sel, n, want[typ])
			}
			if !Simple(typ) && !Announced(typ) && strings.TrimSpace(sel) == "" {
				t.Fatalf("%s accepted an empty selection", typ)
			}
		}
	})
}
