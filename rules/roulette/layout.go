// Package roulette holds the two roulettes of the Catálogo (ruleta francesa,
// ruleta americana con un solo cero) as data: the layout and its bets, and per
// instrument the payouts, limits, zero rules and crews, each with its citation.
package roulette

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Games are the slugs of the two roulettes.
const (
	French   = "ruleta-francesa"
	American = "ruleta-americana"
)

// Games lists both roulettes.
var Games = []string{French, American}

// Variants of a French roulette table (staffing depends on it).
const (
	UnPano   = "un-pano"
	DosPanos = "dos-panos"
)

// Bet types, as written in the log.
const (
	Pleno       = "pleno"
	Caballo     = "caballo"
	Transversal = "transversal"
	Cuadro      = "cuadro"
	Seisena     = "seisena"
	Columna     = "columna"
	Docena      = "docena"
	DosColumnas = "dos-columnas"
	DosDocenas  = "dos-docenas"
	Rojo        = "rojo"
	Negro       = "negro"
	Par         = "par"
	Impar       = "impar"
	Falta       = "falta"
	Pasa        = "pasa"
	// Valencian announced bets (CV 2003, 01.B).
	VecinosDelCero    = "vecinos-del-cero"
	TercioDelCilindro = "tercio-del-cilindro"
	Huerfanos         = "huerfanos"
	JuegoAlCero       = "juego-al-cero"
)

// Set is a set of wheel numbers 0..36 as a bit mask.
type Set uint64

// Has reports whether n is in the set.
func (s Set) Has(n int) bool { return n >= 0 && n <= 36 && s&(1<<uint(n)) != 0 }

// Len counts the numbers in the set.
func (s Set) Len() int {
	n := 0
	for i := 0; i <= 36; i++ {
		if s.Has(i) {
			n++
		}
	}
	return n
}

// Numbers lists the set in ascending order.
func (s Set) Numbers() []int {
	var out []int
	for i := 0; i <= 36; i++ {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

func setOf(ns ...int) Set {
	var s Set
	for _, n := range ns {
		s |= 1 << uint(n)
	}
	return s
}

func setWhere(f func(n int) bool) Set {
	var s Set
	for n := 1; n <= 36; n++ {
		if f(n) {
			s |= 1 << uint(n)
		}
	}
	return s
}

// Red is the standard European colouring: the text's rule (even digit sum is
// black, plus 10 and 29, except 19) gives exactly this set (1979 L39, CV L145).
var Red = setOf(1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36)

// Red1977Literal is the 1977 rule read literally, without the 19 exception
// (1977 L21): 19 becomes black. Only used under colour-19=literal.
var Red1977Literal = Red &^ setOf(19)

// Simple-chance sets. Zero is in none of them.
var (
	Even  = setWhere(func(n int) bool { return n%2 == 0 })
	Odd   = setWhere(func(n int) bool { return n%2 == 1 })
	Low   = setWhere(func(n int) bool { return n <= 18 })
	High  = setWhere(func(n int) bool { return n >= 19 })
	Black = setWhere(func(n int) bool { return !Red.Has(n) })
)

// Column k (1..3): numbers n with n mod 3 = k mod 3. Dozen k: 12k-11..12k.
func Column(k int) Set { return setWhere(func(n int) bool { return (n-1)%3 == k-1 }) }
func Dozen(k int) Set  { return setWhere(func(n int) bool { return (n-1)/12 == k-1 }) }

// Simple reports whether a bet type is a simple chance (suerte sencilla).
func Simple(t string) bool {
	switch t {
	case Rojo, Negro, Par, Impar, Falta, Pasa:
		return true
	}
	return false
}

// Announced reports whether a bet type is a Valencian announced bet.
func Announced(t string) bool {
	_, ok := AnnouncedBets[t]
	return ok
}

// Chip is one position of an announced bet: Count chips on a combination.
type Chip struct {
	Type    string
	Numbers Set
	Count   int
}

// AnnouncedBets are the four Valencian announced bets, chip by chip
// (CV 2003 L281–L345).
var AnnouncedBets = map[string][]Chip{
	VecinosDelCero: {
		{Transversal, setOf(0, 2, 3), 2}, {Cuadro, setOf(25, 26, 28, 29), 2},
		{Caballo, setOf(4, 7), 1}, {Caballo, setOf(12, 15), 1}, {Caballo, setOf(18, 21), 1},
		{Caballo, setOf(19, 22), 1}, {Caballo, setOf(32, 35), 1},
	},
	TercioDelCilindro: {
		{Caballo, setOf(5, 8), 1}, {Caballo, setOf(10, 11), 1}, {Caballo, setOf(13, 16), 1},
		{Caballo, setOf(23, 24), 1}, {Caballo, setOf(27, 30), 1}, {Caballo, setOf(33, 36), 1},
	},
	Huerfanos: {
		{Pleno, setOf(1), 1}, {Caballo, setOf(6, 9), 1}, {Caballo, setOf(14, 17), 1},
		{Caballo, setOf(17, 20), 1}, {Caballo, setOf(31, 34), 1},
	},
	JuegoAlCero: {
		{Pleno, setOf(26), 1}, {Caballo, setOf(0, 3), 1}, {Caballo, setOf(12, 15), 1}, {Caballo, setOf(32, 35), 1},
	},
}

// ChipCount is the number of equal chips an announced bet is played with.
func ChipCount(t string) int {
	n := 0
	for _, c := range AnnouncedBets[t] {
		n += c.Count
	}
	return n
}

// Combination is what a bet covers on the layout.
type Combination struct {
	Numbers Set
	// WithZero marks the zero combinations (0-1, 0-2, 0-3, 0-1-2, 0-2-3,
	// 0-1-2-3) whose legality depends on the region and a switch.
	WithZero bool
	// NonAdjacent marks a two-column/two-dozen bet on 1 and 3, which cannot
	// be placed "a caballo".
	NonAdjacent bool
}

// Layout options that change what a selection means.
type LayoutOptions struct {
	// TwoColumnsAsDozens reads "dos columnas" literally as the text words it
	// (1979 L85, CV L275: "24 números correspondientes a dos docenas").
	TwoColumnsAsDozens bool
}

// Cover parses a bet's selection and returns what it covers, or an error
// saying why it is no combination of the layout. Simple chances and announced
// bets take no selection.
func Cover(betType, selection string, opt LayoutOptions) (Combination, error) {
	switch {
	case Simple(betType) || Announced(betType):
		if strings.TrimSpace(selection) != "" {
			return Combination{}, layoutErr("una apuesta %s no lleva selección; consta %q", "a %s bet takes no selection, got %q", betType, selection)
		}
		return Combination{Numbers: simpleOrAnnounced(betType)}, nil
	}
	ns, err := parseNumbers(selection)
	if err != nil {
		return Combination{}, err
	}
	c := Combination{Numbers: setOf(ns...)}
	switch betType {
	case Pleno:
		if len(ns) != 1 {
			return c, layoutErr("un pleno cubre un número; consta %q", "a pleno covers one number, got %q", selection)
		}
		return c, nil
	case Caballo:
		return c, twoAdjacent(ns, &c)
	case Transversal:
		return c, street(ns, &c)
	case Cuadro:
		return c, corner(ns, &c)
	case Seisena:
		if len(ns) == 6 && ns[0] >= 1 && ns[0]%3 == 1 && ns[0] <= 31 && c.Numbers == setWhere(func(n int) bool { return n >= ns[0] && n < ns[0]+6 }) {
			return c, nil
		}
		return c, layoutErr("una seisena cubre dos filas contiguas (p. ej. 1-2-3-4-5-6); consta %q", "a seisena covers two adjacent rows (e.g. 1-2-3-4-5-6), got %q", selection)
	case Columna, Docena:
		if len(ns) != 1 || ns[0] < 1 || ns[0] > 3 {
			return c, layoutErr("una %s es 1, 2 o 3; consta %q", "a %s is 1, 2 or 3, got %q", betType, selection)
		}
		if betType == Columna {
			return Combination{Numbers: Column(ns[0])}, nil
		}
		return Combination{Numbers: Dozen(ns[0])}, nil
	case DosColumnas, DosDocenas:
		if len(ns) != 2 || ns[0] < 1 || ns[1] > 3 {
			return c, layoutErr("una apuesta %s son dos de 1, 2, 3 (p. ej. 1-2); consta %q", "a %s is two of 1, 2, 3 (e.g. 1-2), got %q", betType, selection)
		}
		part := Column
		if betType == DosDocenas || opt.TwoColumnsAsDozens {
			part = Dozen
		}
		return Combination{Numbers: part(ns[0]) | part(ns[1]), NonAdjacent: ns[1]-ns[0] != 1}, nil
	}
	return c, layoutErr("tipo de apuesta de ruleta desconocido %q", "unknown roulette bet type %q", betType)
}

func simpleOrAnnounced(t string) Set {
	switch t {
	case Rojo:
		return Red
	case Negro:
		return Black
	case Par:
		return Even
	case Impar:
		return Odd
	case Falta:
		return Low
	case Pasa:
		return High
	}
	var s Set
	for _, c := range AnnouncedBets[t] {
		s |= c.Numbers
	}
	return s
}

// parseNumbers reads "17-20" (any order), sorted, each 0..36, no repeats.
func parseNumbers(sel string) ([]int, error) {
	sel = strings.TrimSpace(sel)
	if sel == "" {
		return nil, layoutErr("la selección está vacía", "the selection is empty")
	}
	parts := strings.Split(sel, "-")
	if len(parts) > 6 {
		return nil, layoutErr("la selección %q cubre más de seis números", "selection %q covers more than six numbers", sel)
	}
	seen := map[int]bool{}
	var ns []int
	for _, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 36 || p != strconv.Itoa(n) {
			return nil, layoutErr("selección %q: %q no es un número de 0 a 36", "selection %q: %q is not a number from 0 to 36", sel, p)
		}
		if seen[n] {
			return nil, layoutErr("la selección %q repite el %d", "selection %q repeats %d", sel, n)
		}
		seen[n] = true
		ns = append(ns, n)
	}
	sort.Ints(ns)
	return ns, nil
}

func twoAdjacent(ns []int, c *Combination) error {
	if len(ns) == 2 {
		a, b := ns[0], ns[1]
		if a == 0 && b <= 3 {
			c.WithZero = true
			return nil
		}
		if a >= 1 && (b == a+3 || (b == a+1 && a%3 != 0)) {
			return nil
		}
	}
	return layoutErr("un caballo cubre dos números con un lado común en el paño; constan %s", "a caballo covers two numbers that share a side on the layout, got %s", selection(ns))
}

func street(ns []int, c *Combination) error {
	if len(ns) == 3 {
		if ns[0] == 0 && (ns[1] == 1 && ns[2] == 2 || ns[1] == 2 && ns[2] == 3) {
			c.WithZero = true
			return nil
		}
		if ns[0]%3 == 1 && ns[1] == ns[0]+1 && ns[2] == ns[0]+2 {
			return nil
		}
	}
	return layoutErr("una transversal cubre una fila de tres (p. ej. 13-14-15); constan %s", "a transversal covers one row of three (e.g. 13-14-15), got %s", selection(ns))
}

func corner(ns []int, c *Combination) error {
	if len(ns) == 4 {
		if ns[0] == 0 && ns[1] == 1 && ns[2] == 2 && ns[3] == 3 {
			c.WithZero = true
			return nil
		}
		a := ns[0]
		if a >= 1 && a%3 != 0 && ns[1] == a+1 && ns[2] == a+3 && ns[3] == a+4 {
			return nil
		}
	}
	return layoutErr("un cuadro cubre cuatro números que se tocan en un vértice (p. ej. 1-2-4-5); constan %s", "a cuadro covers four numbers meeting at a corner (e.g. 1-2-4-5), got %s", selection(ns))
}

// LayoutError says why a selection is no combination of the layout, in both
// report languages; Error is the English text.
type LayoutError struct{ ES, EN string }

func (e *LayoutError) Error() string { return e.EN }

// selection writes numbers as the log does (1-5), not in Go's list syntax.
func selection(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, "-")
}

func layoutErr(es, en string, args ...any) error {
	return &LayoutError{ES: fmt.Sprintf(es, args...), EN: fmt.Sprintf(en, args...)}
}
