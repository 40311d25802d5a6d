// Package seedtest checks citations against the regulation texts in tests:
// every quote a rule cites must stand on its seed line, so a typo in a
// citation cannot land.
package seedtest

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/rules"
)

// Open finds the seeds folder (../shared/seeds, or $VEEDOR_SEEDS). Where it
// is missing the test fails, in CI or not: a citation test that skips
// passes without checking a single quote.
func Open(t *testing.T) *rules.Seeds {
	t.Helper()
	return rules.OpenSeeds(Dir(t))
}

// Dir returns the seeds folder, failing the test when there is none.
func Dir(t *testing.T) string {
	t.Helper()
	dir, err := rules.FindSeeds()
	if err == nil {
		var fi os.FileInfo
		if fi, err = os.Stat(dir); err == nil && !fi.IsDir() {
			err = fmt.Errorf("%s is not a folder", dir)
		}
	}
	if err != nil {
		t.Fatalf("the citations cannot be checked: %v (set VEEDOR_SEEDS to the seeds folder)", err)
	}
	return dir
}

// Line returns line n (from 1) of a seed file, for the guards that read a
// table's numbers from the text itself.
func Line(t *testing.T, seed string, n int) string {
	t.Helper()
	f, err := os.Open(filepath.Join(Dir(t), seed))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for i := 1; sc.Scan(); i++ {
		if i == n {
			return sc.Text()
		}
	}
	t.Fatalf("%s has no line %d", seed, n)
	return ""
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
