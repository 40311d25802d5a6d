package fortuna

import (
	"math/big"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the rules and switches cite must stand on its seed line.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 15 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	if seedtest.Open(t).Check(cv("10.V.1", 2367, "pagándose 35 a 1")) == nil {
		t.Error("a quote absent from its line was accepted")
	}
}

// Every rule is registered, complete, and has a basis under the Valencian
// text only: no other text has the game.
func TestRulesComplete(t *testing.T) {
	if len(IDs) != len(Rules) {
		t.Fatalf("%d IDs, %d rules", len(IDs), len(Rules))
	}
	for i, id := range IDs {
		r, ok := rules.Lookup(id)
		if !ok || Rules[i].ID != id {
			t.Errorf("%s not registered in order", id)
			continue
		}
		if r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s incomplete", id)
		}
		for _, in := range []string{rules.ES1977, rules.ES1979, rules.ES1984, rules.CyL2008} {
			if _, ok := r.BasisFor(in, Game); ok {
				t.Errorf("%s has a basis under %s, which has no text of the game", id, in)
			}
		}
		if _, ok := r.BasisFor(rules.CV2003, Game); !ok {
			t.Errorf("%s has no Valencian basis", id)
		}
	}
	for _, a := range Assumptions {
		if a.Default != "either" {
			t.Errorf("%s defaults to %q, which accuses a casino that followed the other reading", a.ID, a.Default)
		}
	}
}

// The payouts are the ones the seed line prints, read from it in order:
// 15 → 2 a 1, 7 → 5 a 1, 4 → 10 a 1, 2 → 20 a 1, Joker → 45 a 1.
func TestPaysReadFromSeed(t *testing.T) {
	line := seedtest.Line(t, rules.SeedCV, 2367)
	parts := strings.Split(line, ";")
	boxes := []string{S24, S15, S7, S4, S2, SJoker}
	if len(parts) != len(boxes) {
		t.Fatalf("L2367 has %d clauses, want %d: %q", len(parts), len(boxes), line)
	}
	for i, box := range boxes {
		if box == S24 {
			if !strings.Contains(parts[i], "24 posiciones") || !strings.Contains(parts[i], "empata") {
				t.Errorf("24's clause %q", parts[i])
			}
			continue
		}
		num, den, ok := seedtest.Payout(parts[i][strings.Index(parts[i], "pag"):])
		if !ok || den != 1 || num != Pays[box] {
			t.Errorf("box %s: seed says %d:%d (%v) in %q, Pays has %d", box, num, den, ok, parts[i], Pays[box])
		}
		if box != SJoker && !strings.Contains(parts[i], box+" posiciones") {
			t.Errorf("box %s: clause %q does not name %s posiciones", box, parts[i], box)
		}
	}
	n := 0
	for _, c := range Cells {
		n += c
	}
	if n != WheelCells {
		t.Errorf("cells add up to %d, the wheel has %d", n, WheelCells)
	}
}

// Every box against every outcome, under each reading.
func TestDue(t *testing.T) {
	outs := []string{"24", "15", "7", "4", "2", "joker", "joker-1", "joker-2"}
	const st = 1000
	for _, box := range Symbols {
		for _, os := range outs {
			o, ok := ParseOutcome(os)
			if !ok {
				t.Fatalf("outcome %q unread", os)
			}
			for _, sel := range []string{"", "1", "2"} {
				got := Due(box, sel, st, o, true, true, true, true)
				switch {
				case o.Symbol != box:
					if len(got) != 1 || got[0] != (Settlement{}) {
						t.Errorf("%s on %s: %v, want a loss", box, os, got)
					}
				case box == S24:
					if len(got) != 2 || got[0] != (Settlement{st, st}) || got[1] != (Settlement{st, 0}) {
						t.Errorf("24 on 24: %v, want even or push", got)
					}
				case box == SJoker && sel != "" && o.Joker != 0 && sel[0] == os[len(os)-1]:
					if len(got) != 1 || got[0] != (Settlement{st, 45 * st}) {
						t.Errorf("joker %q on its own cell %s: %v, want a win only", sel, os, got)
					}
				case box == SJoker:
					if len(got) != 2 || got[0] != (Settlement{st, 45 * st}) || got[1] != (Settlement{}) {
						t.Errorf("joker %q on %s either reading: %v", sel, os, got)
					}
				default:
					if len(got) != 1 || got[0] != (Settlement{st, Pays[box] * st}) {
						t.Errorf("%s on %s: %v", box, os, got)
					}
				}
			}
		}
	}
	// One reading at a time.
	j1, _ := ParseOutcome("joker-1")
	for _, c := range []struct {
		sel      string
		o        Outcome
		one, two bool
		want     []Settlement
	}{
		{"1", j1, false, true, []Settlement{{st, 45 * st}}},
		{"2", j1, false, true, []Settlement{{}}},
		{"", j1, false, true, []Settlement{{st, 45 * st}, {}}},
		{"2", j1, true, false, []Settlement{{st, 45 * st}}},
	} {
		got := Due(SJoker, c.sel, st, c.o, true, true, c.one, c.two)
		if len(got) != len(c.want) || got[0] != c.want[0] || (len(got) > 1 && got[1] != c.want[1]) {
			t.Errorf("joker %q on %v (one %v two %v): %v, want %v", c.sel, c.o, c.one, c.two, got, c.want)
		}
	}
	if got := Due(S24, "", st, Outcome{Symbol: S24}, true, false, true, true); len(got) != 1 || got[0] != (Settlement{st, st}) {
		t.Errorf("24 even only: %v", got)
	}
	if got := Due(S24, "", st, Outcome{Symbol: S24}, false, true, true, true); len(got) != 1 || got[0] != (Settlement{st, 0}) {
		t.Errorf("24 push only: %v", got)
	}
	for _, bad := range []string{"", "1", "joker-3", "JOKER", "10"} {
		if _, ok := ParseOutcome(bad); ok {
			t.Errorf("outcome %q accepted", bad)
		}
	}
}

// The edges against the published Big Six figures for a 54-cell wheel
// (24 cells at 1:1 11.11%, 15 at 2:1 16.67%, 7 at 5:1 22.22%, 4 at 10:1
// 18.52%, 2 at 20:1 22.22%, one cell at 45:1 14.81%), exactly.
func TestEdges(t *testing.T) {
	for _, c := range []struct {
		cells    int
		pays     int64
		num, den int64
	}{
		{24, 1, 1, 9}, {15, 2, 1, 6}, {7, 5, 2, 9}, {4, 10, 5, 27}, {2, 20, 2, 9}, {1, 45, 4, 27}, {24, 0, 5, 9}, {2, 45, -19, 27},
	} {
		if got := Edge(c.cells, c.pays); got.Cmp(big.NewRat(c.num, c.den)) != 0 {
			t.Errorf("edge of %d cells at %d:1 = %s, want %d/%d", c.cells, c.pays, got, c.num, c.den)
		}
	}
	tabs, err := figures(rules.RegionCV)
	if err != nil || len(tabs) != 1 || len(tabs[0].Rows) != 8 || tabs[0].Rows[2][4] != "16.667%" {
		t.Errorf("figures: %v %v", tabs, err)
	}
	if _, err := figures(rules.RegionCyL); err == nil {
		t.Error("figures for cyl, which has no text")
	}
}
