// Package seedtest checks citations against the regulation texts in tests:
// every quote a rule cites must stand on its seed line, so a typo in a
// citation cannot land.
package seedtest

import (
	"os"
	"testing"

	"github.com/veedor/veedor/rules"
)

// Open finds the seeds folder (../shared/seeds). Where it is missing the
// test is skipped, except in CI (CI set), where that fails it.
func Open(t *testing.T) *rules.Seeds {
	t.Helper()
	dir, err := rules.FindSeeds()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return rules.OpenSeeds(dir)
}

// Check reports every citation whose quote is not on its seed line.
func Check(t *testing.T, cites ...rules.Citation) {
	t.Helper()
	seeds := Open(t)
	for _, c := range cites {
		if err := seeds.Check(c); err != nil {
			t.Error(err)
		}
	}
}

// RuleCites returns every citation of the rules' bases.
func RuleCites(rs []*rules.Rule) []rules.Citation {
	var out []rules.Citation
	for _, r := range rs {
		for _, b := range r.Basis {
			out = append(out, b.Cites...)
		}
	}
	return out
}
