package hands

import (
	"strings"
	"testing"

	"github.com/veedor/veedor/rules/odds"
)

// `veedor odds --game poquer-circulo`: the registered figures carry the
// exact counts, in the deck's ranking.
func TestOddsRegistered(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the seven-card hands")
	}
	f, ok := odds.For(Game)
	if !ok {
		t.Fatal("poquer-circulo has no figures")
	}
	tables, err := f("cyl")
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != 6 {
		t.Fatalf("%d tables, want 6", len(tables))
	}
	row := func(tb odds.Table, class string) []string {
		for _, r := range tb.Rows {
			if r[0] == class {
				return r
			}
		}
		t.Fatalf("%q: no row %q", tb.Title, class)
		return nil
	}
	for _, c := range []struct {
		table        int
		class, count string
	}{
		{0, "escalera real de color", "4"},
		{1, "figuras", "3264"},
		{1, "pareja", "1096704"},
		{2, "escalera real de color", "4324"},
		{2, "pareja", "58627800"},
		{3, "escalera", "5100"},
		{5, "carta mayor", "17340"},
	} {
		if r := row(tables[c.table], c.class); r[1] != c.count {
			t.Errorf("%q %s: %s, want %s", tables[c.table].Title, c.class, r[1], c.count)
		}
	}
	// Below 52 cards color is listed above full.
	var order []string
	for _, r := range tables[3].Rows {
		order = append(order, r[0])
	}
	if got := strings.Join(order, ","); !strings.Contains(got, "color,full") {
		t.Errorf("32-card order %s", got)
	}
	if _, err := f("es"); err == nil || !strings.Contains(err.Error(), "only cyl and cv") {
		t.Errorf("es: %v", err)
	}
	cv, err := f("cv")
	if err != nil || len(cv) != 3 {
		t.Errorf("cv: %d tables, %v", len(cv), err)
	}
}
