package puntobanca

import (
	"strconv"
	"testing"
)

// seatNo reads seats of digits without strconv, anything else by
// strconv.Atoi: the same number and the same error either way.
func TestSeatNoSameAsAtoi(t *testing.T) {
	for _, s := range seatNames {
		sameAsAtoi(t, s)
	}
}

// FuzzSeatNo holds seatNo to strconv.Atoi.
func FuzzSeatNo(f *testing.F) {
	for _, s := range seatNames {
		f.Add(s)
	}
	f.Fuzz(sameAsAtoi)
}

var seatNames = []string{"1", "9", "0", "10", "13", "14", "07", "12a", "/", ":", "1/", "1:", "+3", "-3", "", " 3",
	"999999999999999999", "9999999999999999999", "00000000000000000012",
	"\xd0", "\xd9"} // bytes that are digits when '0' is added instead of taken

func sameAsAtoi(t *testing.T, s string) {
	n, err := seatNo(s)
	m, aerr := strconv.Atoi(s)
	if n != m || (err == nil) != (aerr == nil) {
		t.Errorf("seatNo(%q) = %d, %v; strconv.Atoi: %d, %v", s, n, err, m, aerr)
	}
}
