// Package chemin holds chemin de fer (baccara, ferrocarril) as data: the
// punto's drawing rule, the banker's compulsory draw on zero, the bank's
// table as the Valencian text prints it (with its damaged column repaired),
// and the rules with their basis per instrument.
package chemin

import (
	"fmt"
	"strings"

	"github.com/veedor/veedor/rules"
)

// Game is the log slug of chemin de fer.
const Game = "chemin-de-fer"

// Punto's choices on a two-card total without a natural.
const (
	Draw   = 'T' // must draw («ha de pedir carta»)
	Stand  = 'P' // must stand («ha de plantarse»)
	Option = 'O' // may choose («puede optar»)
)

// PuntoRule is what the punto (the player facing the bank) must do on a
// two-card total 0..7: draw on 0–4, choose on 5, stand on 6–7 (1977 L354–
// L356, 1984 L224–L228, CV L1490–L1492).
func PuntoRule(total int) byte {
	switch {
	case total <= 4:
		return Draw
	case total == 5:
		return Option
	default:
		return Stand
	}
}

// Stood is the table's column for a punto who did not draw.
const Stood = 10

// PrintedRows are the bank's table rows exactly as the Valencian text prints
// them (CV 2003 L1502–L1509): one row per bank two-card total 0..7 with
// twelve cells under eleven headers (third card 0..9, then P: the punto
// stood). One column is printed twice.
var PrintedRows = [8]string{
	"TTTTTTTTTTTT",
	"TTTTTTTTTTTT",
	"TTTTTTTTTTTT",
	"TTTTTTTTTPOT",
	"PPTTTTTTTPPT",
	"PPPPOTTTTPPT",
	"PPPPPPPTTPPP",
	"PPPPPPPPPPPP",
}

// Duplicated is the 0-based index of the printed cell deleted to repair the
// table: cells 5 and 6 (the column of a third card 5, printed twice) are
// equal in every row, and deleting either gives the one table consistent
// with all eight rows (catalog cv-2003 07.7).
const Duplicated = 6

// Reconstructed reports whether a table column rests on the repair: every
// column from the duplicated one on is read one cell to the right of where
// its header stands.
func Reconstructed(col int) bool { return col >= Duplicated }

// Cell is the table's cell for a bank two-card total (0..7) and the punto's
// third card (0..9) or Stood: Draw, Stand or Option; 0 when out of range.
func Cell(bank, col int) byte {
	if bank < 0 || bank > 7 || col < 0 || col > Stood {
		return 0
	}
	row := PrintedRows[bank]
	if col >= Duplicated {
		return row[col+1]
	}
	return row[col]
}

// RowCite cites the printed row of the table for a bank total; the quote is
// the row as printed (total and twelve cells), so the citation test compares
// every printed cell with the seed.
func RowCite(bank int) rules.Citation {
	cells := strings.Join(strings.Split(PrintedRows[bank], ""), " ")
	return rules.Cite(rules.CV2003, "07.VI", 1502+bank, fmt.Sprintf("%d %s", bank, cells))
}

// Total is a hand's baccarat total (units of the sum; tens and figures 0).
func Total(values ...int) int {
	n := 0
	for _, v := range values {
		n += v
	}
	return n % 10
}
