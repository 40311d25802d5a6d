package main

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/fixtures"
)

// Every game the generator makes has its own prefix in a mixed log (two games
// with one prefix gave bingo's and boule's sessions one identifier), and every
// audited game has a generator.
func TestGameCodesDistinct(t *testing.T) {
	seen := map[string]string{}
	for _, g := range fixtures.Games() {
		c := fixtures.Code(g)
		if other, ok := seen[c]; ok {
			t.Errorf("%s and %s share the prefix %q", other, g, c)
		}
		seen[c] = g
	}
	for _, g := range audit.Supported() {
		if _, ok := seen[fixtures.Code(g)]; !ok || seen[fixtures.Code(g)] != g {
			t.Errorf("audited game %s has no generator", g)
		}
	}
}
