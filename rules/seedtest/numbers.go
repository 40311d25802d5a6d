package seedtest

import (
	"strconv"
	"strings"
	"unicode"
)

// The guards of the tables read the numbers the seeds spell out, so a wrong
// number in a table cannot pass a test that reads the same table.

var units = map[string]int{
	"un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9,
	"diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16, "diecisiete": 17,
	"dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintidós": 22, "veintitrés": 23, "veinticuatro": 24,
	"veinticinco": 25, "veintiséis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
}

var tens = map[string]int{"treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90}

var hundreds = map[string]int{
	"cien": 100, "ciento": 100, "doscientos": 200, "trescientos": 300, "cuatrocientos": 400, "quinientos": 500,
	"seiscientos": 600, "setecientos": 700, "ochocientos": 800, "novecientos": 900,
}

// words splits s into lower-case words and numerals ("2.000" is one numeral).
func words(s string) []string {
	ws := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.'
	})
	for i, w := range ws {
		ws[i] = strings.TrimRight(w, ".") // a full stop, not a thousands separator
	}
	return ws
}

// numeral reads a numeral written in digits, with "." as the thousands
// separator ("2.000").
func numeral(w string) (int, bool) {
	if w == "" || strings.HasPrefix(w, ".") {
		return 0, false
	}
	n, err := strconv.Atoi(strings.ReplaceAll(w, ".", ""))
	return n, err == nil
}

// number reads the cardinal starting at ws[i] and returns it with the
// count of words it took; 0 words when ws[i] starts none.
func number(ws []string, i int) (int, int) {
	if n, ok := numeral(ws[i]); ok {
		return n, 1
	}
	n, j := 0, i
	if h, ok := hundreds[ws[j]]; ok {
		n += h
		j++
	}
	if j < len(ws) {
		if t, ok := tens[ws[j]]; ok {
			n += t
			j++
			if j+1 < len(ws) && ws[j] == "y" {
				if u, ok := units[ws[j+1]]; ok && u < 10 {
					n += u
					j += 2
				}
			}
		} else if u, ok := units[ws[j]]; ok {
			n += u
			j++
		}
	}
	if j < len(ws) && ws[j] == "mil" {
		if n == 0 {
			n = 1
		}
		n *= 1000
		j++
	}
	return n, j - i
}

// Numbers returns the cardinals a passage spells out, in words or in
// digits, in order ("treinta y cinco veces" gives 35; "por 10, 20 ó 30
// veces" gives 10, 20, 30; "mil veces" gives 1000).
func Numbers(s string) []int {
	ws := words(s)
	var out []int
	for i := 0; i < len(ws); {
		n, k := number(ws, i)
		if k == 0 {
			i++
			continue
		}
		out = append(out, n)
		i += k
	}
	return out
}

// Number returns the only cardinal of a passage; false when it has none or
// more than one.
func Number(s string) (int, bool) {
	ns := Numbers(s)
	if len(ns) != 1 {
		return 0, false
	}
	return ns[0], true
}

// Payout reads the payout a passage states, as winnings per unit staked:
// "treinta y cinco veces su postura" is 35:1, "a razón de 3 por 2" and
// "en razón de tres por dos" are 3:2, "la mitad de la postura" 1:2, "a la
// par" and "al valor de la cantidad apostada" 1:1, "ocho a uno" 8:1. False
// when the passage states none of these.
func Payout(s string) (num, den int64, ok bool) {
	ws := words(s)
	for i := range ws {
		n, k := number(ws, i)
		if k == 0 {
			continue
		}
		j := i + k
		if j < len(ws) && (ws[j] == "veces" || ws[j] == "vez") {
			return int64(n), 1, true
		}
		if j+1 < len(ws) && (ws[j] == "por" || ws[j] == "a") {
			if d, k := number(ws, j+1); k > 0 {
				return int64(n), int64(d), true
			}
		}
	}
	l := strings.ToLower(s)
	switch {
	case strings.Contains(l, "la mitad de la postura"):
		return 1, 2, true
	case strings.Contains(l, "a la par"), strings.Contains(l, "al valor de la cantidad apostada"), strings.Contains(l, "por la misma cantidad"):
		return 1, 1, true
	}
	return 0, 0, false
}
