package blackjack

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every cell of the published dealer tables (shared/notes/blackjack-dealer-
// tables.txt: 1, 6 and 8 decks, stand or hit soft 17, before and after the
// peek) is reproduced to the last printed digit; one wrong branch of the
// dealer's rule fails it.
func TestDealerTablesMatchPublished(t *testing.T) {
	seeds := seedtest.Dir(t) // fails, never skips, without the seeds
	f, err := os.Open(filepath.Join(filepath.Dir(seeds), "notes", "blackjack-dealer-tables.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var decks int
	var h17, after bool
	checked := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		fields := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "=="):
			decks = int(fields[1][0] - '0')
			h17 = strings.Contains(line, "H17")
			after = strings.Contains(line, "after peek")
			continue
		case len(fields) != 8 || fields[0] == "up":
			continue
		}
		var d Dist
		if fields[0] == "All" {
			if after {
				continue // the published tables give no "All" row after the peek
			}
			d = AllUps(decks, h17, after)
		} else {
			up := 1
			if fields[0] != "A" {
				up = int(fields[0][0] - '0')
				if fields[0] == "10" {
					up = 10
				}
			}
			d = DealerDist(decks, up, h17, after)
		}
		for i, want := range fields[1:] {
			if got := d[i].FloatString(6); got != want {
				t.Errorf("%d decks h17=%v after=%v up %s column %d: %s, want %s", decks, h17, after, fields[0], i, got, want)
			}
		}
		checked++
	}
	if checked < 60 {
		t.Fatalf("only %d rows checked", checked)
	}
}

func TestCitationsMatchSeeds(t *testing.T) {
	var cites []rules.Citation
	for _, m := range []map[string]rules.Citation{DealerStands, SoftSeventeen, OneCardToDealer} {
		for _, c := range m {
			cites = append(cites, c)
		}
	}
	for _, d := range Decks {
		cites = append(cites, d.Cite)
	}
	seedtest.Check(t, cites...)
}
