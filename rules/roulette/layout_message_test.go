package roulette

import (
	"errors"
	"strings"
	"testing"
)

// A selection off the layout is quoted as the log writes it (1-5), in both
// languages, never in Go's list syntax ([1 5]): the text reaches the reports.
func TestLayoutErrorsQuoteTheSelection(t *testing.T) {
	for _, c := range []struct{ typ, sel, want string }{
		{Caballo, "5-1", "1-5"},
		{Transversal, "14-13-16", "13-14-16"},
		{Cuadro, "1-2-3-4", "1-2-3-4"},
	} {
		_, err := Cover(c.typ, c.sel, LayoutOptions{})
		var le *LayoutError
		if !errors.As(err, &le) {
			t.Fatalf("%s %s: %v, want a LayoutError", c.typ, c.sel, err)
		}
		for _, msg := range []string{le.ES, le.EN} {
			if !strings.HasSuffix(msg, c.want) || strings.Contains(msg, "[") {
				t.Errorf("%s %s: %q, want it to end with %q and no list syntax", c.typ, c.sel, msg, c.want)
			}
		}
	}
}
