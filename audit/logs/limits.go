package logs

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Caps on one value, in bytes as written, per column type
// (docs/log-format.md §4). A value past its cap is rejected before it is
// copied, so that a hostile log cannot make the reader hold more than a
// row's worth of legitimate values.
const (
	maxIdent     = 128      // identifiers
	maxShort     = 64       // slugs, money, times, integers, closed lists
	maxSelection = 1 << 10  // bets.selection
	maxNotation  = 4 << 10  // rounds.outcome and rounds.dealt
	maxText      = 64 << 10 // free text (void_reason, detail) and unknown columns
	// maxSQLiteRow caps a whole SQLite record (its unknown columns too).
	maxSQLiteRow = 1 << 20
)

// identColumns are the columns whose values are identifiers: compared
// exactly, so they must not hide characters (docs/log-format.md §4).
var identColumns = map[string]bool{
	"session_id": true, "casino_id": true, "table_id": true, "employee_id": true, "bet_id": true,
	"seat": true, "player_id": true, "dealer_id": true, "paid_by": true, "hand": true,
}

// valueCap is the cap of a column of the contract, or of an unknown one.
func valueCap(name string) int {
	if c, ok := capByName[name]; ok {
		return c
	}
	return maxText
}

var capByName = func() map[string]int {
	m := map[string]int{}
	for _, cols := range schema {
		for _, c := range cols {
			m[c.name] = maxShort
		}
	}
	for name := range identColumns {
		m[name] = maxIdent
	}
	m["selection"] = maxSelection
	m["outcome"], m["dealt"] = maxNotation, maxNotation
	m["void_reason"], m["detail"] = maxText, maxText
	return m
}()

// tooLarge is the reason for a value past its column's cap.
func tooLarge(col string, n, limit int) msg {
	return msgf("value of %d bytes in column %s; the log format allows at most %d",
		"valor de %d bytes en la columna %s; el formato admite como máximo %d", n, col, limit)
}

// identProblem returns why v is not an identifier, or ok. An identifier
// is valid UTF-8 of letters, marks, digits, punctuation, symbols and the
// plain space (U+0020): no control characters (line breaks included), no
// format characters (zero-width spaces and joiners U+200B..U+200D, the
// byte-order mark U+FEFF, bidirectional controls U+202A..U+202E and
// U+2066..U+2069), no other spaces, no private-use or unassigned code
// points. Such characters make two identifiers look the same that are not.
func identProblem(v string) (msg, bool) {
	if len(v) > maxIdent {
		return msgf("%s is longer than %d bytes", "%s tiene más de %d bytes", quote(v), maxIdent), false
	}
	for i := 0; i < len(v); {
		c := v[i]
		if c >= 0x20 && c < 0x7F {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(v[i:])
		if r >= 0x80 && r != utf8.RuneError && unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S) {
			i += n
			continue
		}
		name := fmt.Sprintf("U+%04X", r)
		return msgf("%s holds the character %s, which an identifier may not hold (no control, format, zero-width, bidirectional or space characters but the plain space)",
			"%s contiene el carácter %s, que un identificador no puede contener (ni caracteres de control, de formato, de anchura cero, bidireccionales, ni más espacio que el espacio normal)",
			quote(v), name), false
	}
	return msg{}, true
}

// printableASCII reports whether every byte of v is printable ASCII
// (U+0020..U+007E): the common identifier, which identProblem accepts when
// it is not too long, checked in a loop short enough to be inlined.
func printableASCII(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 0x20 || c > 0x7E {
			return false
		}
	}
	return true
}

// ident reads an identifier column.
func (p *parser) ident(col int) string {
	v := p.val(col)
	if v == "" {
		return p.text(col)
	}
	if p.rej == nil && !(len(v) <= maxIdent && printableASCII(v)) {
		if why, ok := identProblem(v); !ok {
			p.fail(p.cols[col].name, why)
		}
	}
	return v
}

// checkCaps rejects the row when a value of the contract is past its
// column's cap (SQLite; CSV checks before copying the record).
func (p *parser) checkCaps() {
	for j, limit := range p.caps {
		if n := len(p.val(j)); n > limit {
			name := p.cols[j].name
			p.fail(name, tooLarge(name, n, limit))
			return
		}
	}
}
