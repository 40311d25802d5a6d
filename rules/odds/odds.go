// Package odds holds the theoretical figures that follow from the rules as
// encoded (exact enumeration, never simulation): each game registers a
// function that computes them for a region, and `veedor odds` prints them.
package odds

import "sort"

// Table is one block of figures: a title, column headings and rows of
// already-formatted values (exact figures are computed by the game package,
// which its tests compare with published ones).
type Table struct {
	Title   string     `json:"title"`
	Columns []string   `json:"columns"`
	Rows    [][]string `json:"rows"`
	Note    string     `json:"note,omitempty"`
}

// Func computes a game's figures under the text in force in region (for the
// instrument most recently in force there).
type Func func(region string) ([]Table, error)

var games = map[string]Func{}

// Register makes a game's figures available.
func Register(game string, f Func) { games[game] = f }

// For returns the figures function of game.
func For(game string) (Func, bool) {
	f, ok := games[game]
	return f, ok
}

// Games lists the games with figures.
func Games() []string {
	var out []string
	for g := range games {
		out = append(out, g)
	}
	sort.Strings(out)
	return out
}
