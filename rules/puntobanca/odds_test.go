package puntobanca

import (
	"math/big"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// The published exhaustive counts (shared/notes/references.md, the classic
// Thorp / Wizard of Odds figures). One wrong cell of the tableau, or a wrong
// player rule, changes them.
func TestEnumerationMatchesPublishedCounts(t *testing.T) {
	for _, c := range []struct {
		decks                      int
		banker, player, tie, total string
		edgeB, edgeP, edgeT        string
	}{
		{8, "2292252566437888", "2230518282592256", "475627426473216", "4998398275503360", "1.0579", "1.2351", "14.3596"},
		{6, "403095751234560", "392220492728832", "83552962932288", "878869206895680", "1.0558", "1.2374", "14.4382"},
	} {
		o := Enumerate(c.decks)
		for _, x := range []struct {
			name string
			got  *big.Int
			want string
		}{{"banker", o.Banker, c.banker}, {"player", o.Player, c.player}, {"tie", o.Tie, c.tie}, {"total", o.Total, c.total}} {
			if x.got.String() != x.want {
				t.Errorf("%d decks %s: %s, want %s", c.decks, x.name, x.got, x.want)
			}
		}
		b, p, tie := o.Edges()
		for _, e := range []struct{ name, got, want string }{{"banker", pct(b, 4), c.edgeB + "%"}, {"player", pct(p, 4), c.edgeP + "%"}, {"tie", pct(tie, 4), c.edgeT + "%"}} {
			if e.got != e.want {
				t.Errorf("%d decks %s edge %s, want %s", c.decks, e.name, e.got, e.want)
			}
		}
	}
}

// Known-wrong tableaux must not reproduce the figures: a bank 5 drawing only
// on 6–7, and a bank that ignores the player's third card.
func TestWrongTableauxAreCaught(t *testing.T) {
	saved := TableauRows
	defer func() { TableauRows = saved }()
	want := Enumerate(6).Banker.String()
	for name, row := range map[string][2]any{
		"bank 5 draws only on 6-7":  {5, "PPPPPPTTPPT"},
		"bank 4 ignores third card": {4, "TTTTTTTTTTT"},
		"bank 3 draws on an 8":      {3, "TTTTTTTTTTT"},
		"bank 6 stands on a 6":      {6, "PPPPPPPTPPP"},
	} {
		TableauRows = saved
		TableauRows[row[0].(int)] = row[1].(string)
		if Enumerate(6).Banker.String() == want {
			t.Errorf("%s: same banker count as the correct table", name)
		}
	}
}

// Every row of TableauRows is the printed row of the Valencian text, cell by
// cell (the citation's quote is the row), and every other citation here
// stands on its seed line.
func TestCitationsMatchSeeds(t *testing.T) {
	seeds := seedtest.Open(t)
	var cites []rules.Citation
	for bank := 0; bank < 8; bank++ {
		cites = append(cites, TableauCite(bank))
	}
	for _, m := range []map[string]rules.Citation{Natural, PlayerDraws, PlayerStands, TieBet, TableauLost} {
		for _, c := range m {
			cites = append(cites, c)
		}
	}
	for _, d := range Decks {
		cites = append(cites, d.Cite)
	}
	for _, c := range cites {
		if err := seeds.Check(c); err != nil {
			t.Error(err)
		}
	}
	bad := TableauCite(4)
	bad.Quote = "4 P P P T T T T T P P T"
	if seeds.Check(bad) == nil {
		t.Error("a wrong tableau row was accepted")
	}
}

// Every cell of the tableau, against the standard rule stated in words
// (references.md): bank draws on 0–2 always; 3 unless the player's third
// card is 8; 4 on 2–7; 5 on 4–7; 6 on 6–7; never on 7; after a player who
// stood, draws on 0–5.
func TestEveryTableauCell(t *testing.T) {
	for bank := 0; bank <= 7; bank++ {
		for third := 0; third <= Stood; third++ {
			var want bool
			switch {
			case third == Stood:
				want = bank <= 5
			case bank <= 2:
				want = true
			case bank == 3:
				want = third != 8
			case bank == 4:
				want = third >= 2 && third <= 7
			case bank == 5:
				want = third >= 4 && third <= 7
			case bank == 6:
				want = third == 6 || third == 7
			}
			if BankDraws(bank, third) != want {
				t.Errorf("bank %d, player third %d: draws=%v, want %v", bank, third, !want, want)
			}
		}
	}
	for total := 0; total <= 7; total++ {
		if PlayerDrawsOn(total) != (total <= 5) {
			t.Errorf("player %d", total)
		}
	}
}

// The odds of the 1979 window are given for both deck counts its default
// reading accepts, each table saying why; the other texts have one.
func TestFiguresFor1979(t *testing.T) {
	tables, err := figures(rules.RegionES)
	if err != nil {
		t.Fatal(err)
	}
	var n79 []string
	for _, tb := range tables {
		if strings.Contains(tb.Title, rules.ES1979) {
			n79 = append(n79, tb.Title)
			if !strings.Contains(tb.Note, "pb-1979-text") {
				t.Errorf("%s: no note on the two deck counts", tb.Title)
			}
		}
	}
	if len(n79) != 2 || !strings.Contains(n79[0], ": 6 decks") || !strings.Contains(n79[1], ": 8 decks") {
		t.Errorf("es-1979 tables %q, want 6 and 8 decks", n79)
	}
	if len(tables) != 4 {
		t.Errorf("%d national tables, want 4 (1977, 1979 ×2, 1984)", len(tables))
	}
}
