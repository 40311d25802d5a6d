package chemin

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote the chemin de fer rules and switches cite must stand on its
// seed line, the printed table rows included.
func TestRuleCitationsMatchSeeds(t *testing.T) {
	cites := seedtest.RuleCites(Rules)
	for _, a := range Assumptions {
		cites = append(cites, a.Cites...)
	}
	if len(cites) < 80 {
		t.Fatalf("only %d citations collected; the walk is broken", len(cites))
	}
	seedtest.Check(t, cites...)
	bad := cv("07.V", 1438, "un 10 por 100 sobre las cantidades ganadas")
	if seedtest.Open(t).Check(bad) == nil {
		t.Error("a quote absent from its line was accepted")
	}
	// A row with one cell changed is not the printed row.
	row := rules.Cite(rules.CV2003, "07.VI", 1505, "3 T T T T T T T T T P T T")
	if seedtest.Open(t).Check(row) == nil {
		t.Error("a table row with a changed cell was accepted")
	}
}

// Every rule ID is registered with a basis, titles and docs, a note where it
// cites another text, and registered switches.
func TestRulesComplete(t *testing.T) {
	if len(IDs) != len(Rules) {
		t.Errorf("%d IDs, %d rules", len(IDs), len(Rules))
	}
	for i, id := range IDs {
		r, ok := rules.Lookup(id)
		if !ok {
			t.Errorf("%s not registered", id)
			continue
		}
		if Rules[i].ID != id {
			t.Errorf("rule %d is %s, want %s", i, Rules[i].ID, id)
		}
		if len(r.Basis) == 0 || r.Title.ES == "" || r.Title.EN == "" || r.Doc.ES == "" || r.Doc.EN == "" {
			t.Errorf("%s incomplete", id)
		}
		for _, b := range r.Basis {
			for _, c := range b.Cites {
				if c.Instrument != b.Instrument && b.Note.ES == "" {
					t.Errorf("%s under %s cites %s without a note", id, b.Instrument, c.Instrument)
				}
			}
		}
		for _, a := range r.Assumptions {
			if _, ok := rules.LookupAssumption(a); !ok {
				t.Errorf("%s names unknown switch %s", id, a)
			}
		}
		// Every national and regional text that governs chemin de fer
		// sessions has a basis, so no session escapes a rule.
		for _, in := range []string{rules.ES1977, rules.ES1979, rules.ES1984, rules.CyL2008, rules.CV2003} {
			if _, ok := r.BasisFor(in, Game); !ok {
				t.Errorf("%s has no basis under %s", id, in)
			}
		}
	}
	// Castilla y León has no text: every basis there is a reference.
	for _, r := range Rules {
		if b, _ := r.BasisFor(rules.CyL2008, Game); b.Note.ES == "" {
			t.Errorf("%s under cyl-2008 is not marked as a reference", r.ID)
		}
	}
}

// Every cell of the bank's table, read from the printed rows with the
// duplicated column deleted, is the classical chemin de fer table: banker
// 0–2 draws; 3 stands on an 8 and may choose on a 9; 4 draws on 2–7; 5
// draws on 5–7 and may choose on a 4; 6 draws on 6–7; 7 stands; 3–5 draw
// and 6–7 stand when the punto stood.
func TestTableEveryCell(t *testing.T) {
	want := [8]string{
		"TTTTTTTTTTT",
		"TTTTTTTTTTT",
		"TTTTTTTTTTT",
		"TTTTTTTTPOT",
		"PPTTTTTTPPT",
		"PPPPOTTTPPT",
		"PPPPPPTTPPP",
		"PPPPPPPPPPP",
	}
	for bank := 0; bank < 8; bank++ {
		for col := 0; col <= Stood; col++ {
			if got := Cell(bank, col); got != want[bank][col] {
				t.Errorf("bank %d, column %d: %c, want %c", bank, col, got, want[bank][col])
			}
		}
		// The repaired column really is a duplicate in every printed row.
		if PrintedRows[bank][Duplicated-1] != PrintedRows[bank][Duplicated] {
			t.Errorf("row %d: printed cells %d and %d differ", bank, Duplicated-1, Duplicated)
		}
	}
	if Cell(8, 0) != 0 || Cell(0, 11) != 0 || Cell(-1, 0) != 0 {
		t.Error("out-of-range cells must be 0")
	}
	if Reconstructed(5) || !Reconstructed(6) || !Reconstructed(Stood) {
		t.Error("columns 6..P rest on the repair, 0..5 do not")
	}
}

// The punto's rule on every two-card total.
func TestPuntoRule(t *testing.T) {
	want := "TTTTTOPP"
	for total := 0; total < 8; total++ {
		if got := PuntoRule(total); got != want[total] {
			t.Errorf("punto on %d: %c, want %c", total, got, want[total])
		}
	}
}
