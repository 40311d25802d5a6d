package boule_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// Every bet of the clean cases (each type against every number 1–9) becomes
// exactly one BOU-PAYOUT when its winnings are one euro off: the clean cases
// are clean because each settlement is checked, not because none is.
func TestEveryBetAgainstEveryNumber(t *testing.T) {
	cs := casetest.Read(t, filepath.Join("testdata/cases", "clean-cv.txt"))
	lines := strings.Split(strings.TrimRight(cs.Sections["bets.csv"], "\n"), "\n")
	if len(lines) != 1+9*8 {
		t.Fatalf("%d bet lines, want 72 and the header", len(lines)-1)
	}
	for i := 1; i < len(lines); i++ {
		f := strings.Split(lines[i], ",")
		f[9] = addEuro(f[9]) // paid one euro more
		mutated := append([]string{}, lines...)
		mutated[i] = strings.Join(f, ",")
		c := cs
		c.Sections = map[string]string{}
		for k, v := range cs.Sections {
			c.Sections[k] = v
		}
		c.Sections["bets.csv"] = strings.Join(mutated, "\n") + "\n"
		var keys []string
		for _, fd := range casetest.Audit(t, c).Findings {
			keys = append(keys, casetest.Key(fd))
		}
		want := "BOU-PAYOUT@" + f[1] + "/" + f[2]
		if len(keys) != 1 || keys[0] != want {
			t.Errorf("bet %s %s %s on round %d paid %s: findings %v, want [%s]", f[2], f[5], f[6], i, f[9], keys, want)
		}
	}
}

func addEuro(s string) string {
	whole, cents, _ := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	return strconv.Itoa(n+1) + "." + cents
}

// A finding under the 1979 text or in Castilla y León rests on the 1977
// text and says so; under 1977 and in Valencia it cites the text in force.
func TestReferenceMarking(t *testing.T) {
	for _, c := range []struct {
		file, key, seed string
		line            int
		reference       bool
	}{
		{"payout-es77", "BOU-PAYOUT@1/B1", "000", 157, false},
		{"payout-es77", "BOU-PAYOUT@2/B4", "000", 157, false},
		// The line that says what the bet earns: the number's payout (L881)
		// and, in the worked example, the 5 that loses the chances (L883).
		{"payout-7to1-cv", "BOU-PAYOUT@2/B2", "003", 881, false},
		{"payout-7for1-strict-cyl", "BOU-PAYOUT@1/B1", "000", 157, true},
		{"stake-min-es79", "BOU-STAKE-MIN@2/B2", "000", 159, true},
		{"stake-min-es82", "BOU-STAKE-MIN@2/B2", "000", 159, true},
		{"late-bet-cyl", "BOU-LATE-BET@1/B2", "000", 164, true},
		{"crew-cyl", "BOU-CREW@1", "000", 150, true},
		{"stake-max-cv", "BOU-STAKE-MAX@1/B1", "003", 889, false},
		{"table-min-cv", "BOU-TABLE-MIN@0", "003", 887, false},
	} {
		cs := casetest.Read(t, filepath.Join("testdata/cases", c.file+".txt"))
		found := false
		for _, f := range casetest.Audit(t, cs).Findings {
			if casetest.Key(f) != c.key {
				continue
			}
			found = true
			if !strings.HasPrefix(f.Cite.Seed, c.seed) || f.Cite.Line != c.line {
				t.Errorf("%s %s cites %s L%d, want %s L%d", c.file, c.key, f.Cite.Seed, f.Cite.Line, c.seed, c.line)
			}
			if f.Reference != c.reference {
				t.Errorf("%s %s: reference %v, want %v", c.file, c.key, f.Reference, c.reference)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.file, c.key)
		}
	}
}
