package chemin_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	cf "github.com/veedor/veedor/rules/chemin"
)

// texts are the five instruments a chemin de fer session can fall under,
// with a date in force and whether the table is the text's own.
var texts = []struct {
	name, region, date string
	ownTable           bool
}{
	{rules.ES1977, "es", "1978-03-01", false},
	{rules.ES1979, "es", "1981-03-01", false},
	{rules.ES1984, "es", "2024-03-01", false},
	{rules.CyL2008, "cyl", "2024-03-01", false},
	{rules.CV2003, "cv", "2024-03-01", true},
}

// card returns a card of baccarat value v (0 a king), suit by n.
func card(v, n int) string {
	r := byte('K')
	if v > 0 {
		r = cards.Ranks[v-1]
	}
	return string([]byte{r, cards.Suits[n%4]})
}

// coup is one coup to log: the hands and whether the banker asked for the table.
type coupSpec struct {
	p, b   []string
	cuadro bool
}

func value(c string) int {
	x, _ := cards.Parse(c)
	return x.Baccarat()
}

func tot(cs []string) int {
	n := 0
	for _, c := range cs {
		n += value(c)
	}
	return n % 10
}

// logOf writes one session of the coups, each from its own shoe, with a
// punto stake of 10.00 settled as the hands say, the bank in turn at 100.00
// and the cagnotte when the banker wins.
func logOf(date string, coups []coupSpec) map[string]string {
	var rounds, bets, events strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,status,void_reason,dealt,no_more_bets_at\n")
	bets.WriteString("session_id,round_no,bet_id,seat,player_id,type,stake,returned,paid,commission,placed_at\n")
	events.WriteString("session_id,at,round_no,kind,detail,employee_id\n")
	at := func(i, s int) string { return fmt.Sprintf("%sT%02d:%02d:%02d+01:00", date, 20+(2*i)/60, (2*i)%60, s) }
	for i, c := range coups {
		no := i + 1
		dealt := []string{c.p[0], c.b[0], c.p[1], c.b[1]}
		dealt = append(dealt, c.p[2:]...)
		dealt = append(dealt, c.b[2:]...)
		fmt.Fprintf(&rounds, "S1,%d,%s,C1,\"P=%s;B=%s\",played,,\"%s\",%s\n", no, at(i, 50), strings.Join(c.p, ","), strings.Join(c.b, ","), strings.Join(dealt, ","), at(i, 30))
		pt, bt := tot(c.p), tot(c.b)
		ret, paid := "0.00", "0.00"
		switch {
		case pt > bt:
			ret, paid = "10.00", "10.00"
		case pt == bt:
			ret = "10.00"
		}
		fmt.Fprintf(&bets, "S1,%d,B%d,%d,,punto,10.00,%s,%s,,%s\n", no, no, no+1, ret, paid, at(i, 20))
		fmt.Fprintf(&events, "S1,%s,%d,new-shoe,decks=6 shoe=%d,C1\n", at(i, 1), no, no)
		fmt.Fprintf(&events, "S1,%s,%d,banca,seat=%d amount=100.00 how=rotation,C1\n", at(i, 10), no, no)
		if c.cuadro {
			fmt.Fprintf(&events, "S1,%s,%d,cuadro,,C1\n", at(i, 40), no)
		}
		if bt > pt {
			fmt.Fprintf(&events, "S1,%s,%d,cagnotte,amount=0.50,C1\n", at(i, 55), no)
		}
	}
	return map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
			fmt.Sprintf("S1,CAS1,CF1,chemin-de-fer,,%sT19:00:00+01:00,%sT23:59:00+01:00,10.00,1000.00,10.00\n", date, date),
		"staff.csv": "session_id,employee_id,role,on_at,off_at\n" +
			fmt.Sprintf("S1,I1,inspector,%[1]sT19:00:00+01:00,\nS1,C1,croupier,%[1]sT19:00:00+01:00,\nS1,K1,cambista,%[1]sT19:00:00+01:00,\n", date),
		"rounds.csv": rounds.String(),
		"bets.csv":   bets.String(),
		"events.csv": events.String(),
	}
}

func keys(res *audit.Result) []string {
	var out []string
	for _, f := range res.Findings {
		out = append(out, casetest.Key(f))
	}
	sort.Strings(out)
	return out
}

// classical is the chemin de fer bank table, typed here apart from
// rules/chemin: rows banker 0–7, columns the punto's third card 0–9 then the
// punto standing; T draw, P stand, O optional.
var classical = [8]string{
	"TTTTTTTTTTT",
	"TTTTTTTTTTT",
	"TTTTTTTTTTT",
	"TTTTTTTTPOT",
	"PPTTTTTTPPT",
	"PPPPOTTTPPT",
	"PPPPPPTTPPP",
	"PPPPPPPPPPP",
}

// Every cell of the bank's table under every text: for each banker total
// and each column (the punto's third card 0–9, or the punto standing), the
// banker who asked for the table draws and stands; exactly the moves
// against a fixed cell are CF-TABLEAU (CF-BANKER-ZERO on zero), the optional
// cells never; national and Castilla y León findings are marked reference,
// and those from the third card 6 on say they rest on the repaired column.
func TestEveryTableCellPerText(t *testing.T) {
	for _, tx := range texts {
		for _, draws := range []bool{false, true} {
			var coups []coupSpec
			var want []string
			for b := 0; b < 8; b++ {
				for col := 0; col <= cf.Stood; col++ {
					p := []string{"KH", "QH", card(col, b)} // 0, draws
					if col == cf.Stood {
						p = []string{"3H", "3C"} // 6, stands
					}
					bk := []string{card(b, col), "KD"}
					if draws {
						bk = append(bk, "2S")
					}
					coups = append(coups, coupSpec{p: p, b: bk, cuadro: true})
					no := len(coups)
					cell := classical[b][col]
					switch {
					case b == 0 && !draws:
						want = append(want, fmt.Sprintf("%s@%d", cf.RuleBankerZero, no))
					case cell == 'T' && !draws, cell == 'P' && draws:
						want = append(want, fmt.Sprintf("%s@%d", cf.RuleTableau, no))
					}
				}
			}
			res := casetest.Audit(t, casetest.Case{File: tx.name, Region: tx.region, Sections: logOf(tx.date, coups)})
			sort.Strings(want)
			if got := keys(res); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s, banker draws %v:\n got  %v\n want %v", tx.name, draws, got, want)
			}
			for _, f := range res.Findings {
				if f.Rule != cf.RuleTableau {
					continue
				}
				if f.Reference == tx.ownTable {
					t.Errorf("%s %s: reference %v", tx.name, casetest.Key(f), f.Reference)
				}
				col := (f.Round - 1) % 11
				// The printed row's cells from the third card 6 on are read
				// one place to the right of their heading.
				if repaired := strings.Contains(f.Detail.EN, "duplicated column"); repaired != (col >= 6) {
					t.Errorf("%s %s (column %d): says repaired %v", tx.name, casetest.Key(f), col, repaired)
				}
			}
		}
	}
}

// The punto's rule on every two-card total under every text: drawing on
// 6–7 and standing on 0–4 are CF-PUNTO-DRAW, 5 either way is his choice.
// By default (cf-player-errors=possible) a call said by error, which the
// banker may honour or refuse except on «baccara», explains every departure
// but standing on 0.
func TestPuntoRulePerText(t *testing.T) {
	for _, reading := range []string{"possible", "none"} {
		for _, tx := range texts {
			var coups []coupSpec
			var want []string
			for total := 0; total < 8; total++ {
				for _, draws := range []bool{false, true} {
					p := []string{card(total, total), "KH"}
					if draws {
						p = append(p, "2S")
					}
					coups = append(coups, coupSpec{p: p, b: []string{"7D", "KD"}})
					// 0–4 draws, 5 chooses, 6–7 stands.
					breach := total <= 4 && !draws || total >= 6 && draws
					if reading == "possible" {
						breach = total == 0 && !draws
					}
					if breach {
						want = append(want, fmt.Sprintf("%s@%d", cf.RulePuntoDraw, len(coups)))
					}
				}
			}
			res := casetest.Audit(t, casetest.Case{File: tx.name, Region: tx.region, Assume: []string{cf.SwPlayerErrors + "=" + reading}, Sections: logOf(tx.date, coups)})
			sort.Strings(want)
			if got := keys(res); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s, %s:\n got  %v\n want %v", tx.name, reading, got, want)
			}
		}
	}
}
