package dospanos_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	dp "github.com/veedor/veedor/rules/dospanos"
)

// Every reading of every dos paños switch other than its default has a case
// that assumes it, and every default a case that shows what it leaves alone
// (sw-<switch>-default*), so no reading goes untested.
func TestEveryReadingHasACase(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatal("no cases")
	}
	assumed := map[string]bool{}
	names := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		names[strings.TrimSuffix(filepath.Base(f), ".txt")] = true
		for _, l := range strings.Split(string(b), "\n") {
			if a, ok := strings.CutPrefix(l, "# assume: "); ok {
				assumed[strings.TrimSpace(a)] = true
			}
		}
	}
	for _, a := range dp.Assumptions {
		for _, r := range a.Readings {
			if r.ID != a.Default && !assumed[a.ID+"="+r.ID] {
				t.Errorf("no case assumes %s=%s", a.ID, r.ID)
			}
		}
		found := false
		for n := range names {
			if strings.HasPrefix(n, "sw-"+strings.TrimPrefix(a.ID, "bdp-")+"-default") {
				found = true
			}
		}
		if !found {
			t.Errorf("no sw-%s-default case", strings.TrimPrefix(a.ID, "bdp-"))
		}
	}
}
