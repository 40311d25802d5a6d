package chemin

import (
	"fmt"
	"math/big"
	"time"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/odds"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// Decks is the shoe of every text (1977 L307, 1984 L110, CV L1274).
const Decks = 6

// Play is one way of playing the cells the texts leave open: the punto on
// 5, and the banker in the table's optional cells (3 against a 9, 5 against
// a 4). Elsewhere the punto follows his rule and the banker the table (a
// banker free to play otherwise plays worse, or as here).
type Play struct {
	PuntoDrawsOn5, BankDraws3v9, BankDraws5v4 bool
}

func (p Play) punto(total int) bool {
	if total == 5 {
		return p.PuntoDrawsOn5
	}
	return PuntoRule(total) == Draw
}

func (p Play) bank(total, col int) bool {
	switch c := Cell(total, col); {
	case c != Option:
		return c == Draw
	case total == 3:
		return p.BankDraws3v9
	default:
		return p.BankDraws5v4
	}
}

// Enumerate counts every deal from the six-deck shoe under p, with the punto
// y banca enumeration (rules/puntobanca.EnumerateWith): "Banker" is the
// bank's hand, "Player" the punto's.
func Enumerate(p Play) pb.Outcomes { return pb.EnumerateWith(Decks, p.punto, p.bank) }

// Expectations per unit staked against the bank: the punto's (won 1:1,
// lost, tie void) and the banker's on what he covers, after the 5% cagnotte
// on what he wins.
func Expectations(o pb.Outcomes) (punto, banker *big.Rat) {
	pw := new(big.Rat).SetFrac(o.Player, o.Total)
	bw := new(big.Rat).SetFrac(o.Banker, o.Total)
	punto = new(big.Rat).Sub(pw, bw)
	banker = new(big.Rat).Sub(new(big.Rat).Mul(bw, big.NewRat(19, 20)), pw)
	return punto, banker
}

// Plays are the eight ways of playing the open cells.
func Plays() []Play {
	var out []Play
	for _, p5 := range []bool{false, true} {
		for _, a := range []bool{true, false} {
			for _, b := range []bool{true, false} {
				out = append(out, Play{p5, a, b})
			}
		}
	}
	return out
}

func yesNo(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

func figures(region string) ([]odds.Table, error) {
	var out []odds.Table
	for _, id := range []string{rules.ES1977, rules.ES1979, rules.ES1984, rules.CyL2008, rules.CV2003} {
		in := rules.Instruments[id]
		if in.Region != region {
			continue
		}
		if cur, err := rules.InForce(region, Game, time.Now()); err == nil && region != rules.RegionES && cur.ID != id {
			continue
		}
		t := odds.Table{
			Title:   fmt.Sprintf("Chemin de fer, %s (%s): %d decks", id, in.Title, Decks),
			Columns: []string{"punto on 5", "bank 3 v 9", "bank 5 v 4", "bank wins", "punto wins", "tie", "punto's expectation", "banker's expectation (after 5%)"},
		}
		for _, p := range Plays() {
			o := Enumerate(p)
			pe, be := Expectations(o)
			t.Rows = append(t.Rows, []string{yesNo(p.PuntoDrawsOn5, "draws", "stands"), yesNo(p.BankDraws3v9, "draws", "stands"), yesNo(p.BankDraws5v4, "draws", "stands"),
				new(big.Rat).SetFrac(o.Banker, o.Total).FloatString(6), new(big.Rat).SetFrac(o.Player, o.Total).FloatString(6), new(big.Rat).SetFrac(o.Tie, o.Total).FloatString(6),
				new(big.Rat).Mul(pe, big.NewRat(100, 1)).FloatString(4) + "%", new(big.Rat).Mul(be, big.NewRat(100, 1)).FloatString(4) + "%"})
		}
		t.Note = "Exact enumeration of every deal from the shoe. The punto follows his rule (draw on 0–4, stand on 6–7) and the banker the table's fixed cells; a banco player and a banker who has not asked for the table are free, and may play otherwise. "
		if id == rules.CV2003 {
			t.Note += "The table is the one the text prints (L1502–L1509), read with its duplicated column deleted."
		} else {
			t.Note += "This text has no table: the figures use the one the Valencian text prints (CV 2003 L1502–L1509), read with its duplicated column deleted; they rest on a reconstructed table."
		}
		out = append(out, t)
	}
	return out, nil
}

func init() { odds.Register(Game, figures) }
