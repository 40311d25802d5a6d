package dospanos_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	cf "github.com/veedor/veedor/rules/chemin"
	dp "github.com/veedor/veedor/rules/dospanos"
)

// texts are the four texts a dos paños session is judged under: region,
// opening date, crew, and whether findings rest on another text.
var texts = []struct {
	name, region, date string
	crew               []string
	in                 string
	reference          bool
}{
	{"es-1977", "es", "1978-03-01", []string{"inspector", "croupier", "cambista"}, "es-1977", false},
	{"es-1979", "es", "2024-03-01", []string{"inspector", "croupier", "cambista"}, "es-1979", true},
	{"cyl", "cyl", "2024-03-01", []string{"inspector", "croupier", "cambista"}, "cyl-2008", true},
	{"cv", "cv", "2024-03-01", []string{"inspector", "croupier", "cambista", "auxiliar"}, "cv-2003", false},
}

var faces = map[int]string{0: "K", 1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9"}

// hand is a hand of two cards totalling two (the first a king of suit),
// with a third card of value third when third >= 0.
func hand(two int, suit string, third int) []string {
	h := []string{"K" + suit, faces[two] + suit}
	if two == 0 {
		h[1] = "Q" + suit
	}
	if third >= 0 {
		h = append(h, faces[third]+"C")
		if third == 0 {
			h[2] = "TC"
		}
	}
	return h
}

func val(c string) int {
	switch c[0] {
	case 'K', 'Q', 'J', 'T':
		return 0
	case 'A':
		return 1
	}
	return int(c[0] - '0')
}

func tot(h []string) int {
	n := 0
	for _, c := range h {
		n += val(c)
	}
	return n % 10
}

// coup is one coup of a test log: the hands and whether the banker asked
// for the table (a cuadro event).
type coup struct {
	p1, p2, b []string
	cuadro    bool
}

// coupsLog is a limited-bank log under text tx with one coup per round, a
// minute apart: the hands, a fresh shoe and its stop card, one 10.00 stake
// on the first tableau settled as its result requires, the deduction where
// the banker wins, and a cuadro event if asked. Every coup has its own shoe,
// so one session holds as many coups as a test needs and each finding is
// told apart by its round.
func coupsLog(tx int, coups []coup) map[string]string {
	x := texts[tx]
	day, err := time.Parse(time.RFC3339, x.date+"T12:00:00+01:00")
	if err != nil {
		panic(err)
	}
	at := func(round, sec int) string {
		return day.Add(time.Duration(round)*time.Minute + time.Duration(sec)*time.Second).Format(time.RFC3339)
	}
	var staff strings.Builder
	staff.WriteString("session_id,employee_id,role,on_at,off_at\n")
	for i, r := range x.crew {
		fmt.Fprintf(&staff, "S1,E%d,%s,%s,\n", i, r, at(0, 0))
	}
	var rounds, bets, ev strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,status,void_reason,dealt,no_more_bets_at\n")
	bets.WriteString("session_id,round_no,bet_id,seat,player_id,type,stake,returned,paid,commission,placed_at\n")
	ev.WriteString("session_id,at,round_no,kind,detail,employee_id\n")
	for i, c := range coups {
		n := i + 1
		var dealt []string
		hs := [][]string{c.p1, c.p2, c.b}
		for k := 0; k < 3; k++ {
			for _, h := range hs {
				if k < len(h) {
					dealt = append(dealt, h[k])
				}
			}
		}
		res := dp.Beats(tot(c.p1), len(c.p1), tot(c.b), len(c.b), false)
		ret, paid := "0.00", "0.00"
		switch {
		case res > 0:
			ret, paid = "10.00", "10.00"
		case res == 0:
			ret = "10.00"
		}
		fmt.Fprintf(&ev, "S1,%s,%d,new-shoe,decks=%d shoe=%d,E1\n", at(n, 1), n, dp.Decks(x.in, dp.Limitada), n)
		fmt.Fprintf(&ev, "S1,%s,%d,cut-card,reserve=10,E1\n", at(n, 2), n)
		fmt.Fprintf(&ev, "S1,%s,%d,banca,seat=1 amount=100.00,E1\n", at(n, 3), n)
		if c.cuadro {
			fmt.Fprintf(&ev, "S1,%s,%d,cuadro,,E1\n", at(n, 50), n)
		}
		if res < 0 {
			fmt.Fprintf(&ev, "S1,%s,%d,cagnotte,amount=0.20,E1\n", at(n, 57), n)
		}
		fmt.Fprintf(&rounds, "S1,%d,%s,E1,\"P1=%s;P2=%s;B=%s\",played,,\"%s\",%s\n", n, at(n, 55), strings.Join(c.p1, ","), strings.Join(c.p2, ","), strings.Join(c.b, ","), strings.Join(dealt, ","), at(n, 40))
		fmt.Fprintf(&bets, "S1,%d,B%d,2,,primer-pano,10.00,%s,%s,,%s\n", n, n, ret, paid, at(n, 20))
	}
	return map[string]string{
		"sessions.csv": "session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min\n" +
			fmt.Sprintf("S1,CAS1,DP1,baccara-dos-panos,limitada,%s,%s,10.00,1000.00,10.00\n", at(0, 0), at(len(coups)+1, 0)),
		"staff.csv":  staff.String(),
		"rounds.csv": rounds.String(),
		"bets.csv":   bets.String(),
		"events.csv": ev.String(),
	}
}

// byRound audits the coups under text tx and returns the findings' keys by
// round; a finding of no coup (round 0 or past the last) fails the test.
func byRound(t *testing.T, tx int, name string, assume []string, coups []coup) (map[int][]string, map[int][]audit.Finding) {
	t.Helper()
	res := casetest.Audit(t, casetest.Case{File: name, Region: texts[tx].region, Assume: assume, Sections: coupsLog(tx, coups)})
	keys, fs := map[int][]string{}, map[int][]audit.Finding{}
	for _, f := range res.Findings {
		if f.Round < 1 || f.Round > len(coups) {
			t.Errorf("%s: finding of no coup: %s %s", name, casetest.Key(f), f.Detail.EN)
			continue
		}
		keys[f.Round] = append(keys[f.Round], casetest.Key(f))
		fs[f.Round] = append(fs[f.Round], f)
	}
	for _, n := range res.Counts {
		if n.Table == "rounds" && n.Audited != int64(len(coups)) {
			t.Errorf("%s: %d of %d coups audited", name, n.Audited, len(coups))
		}
	}
	return keys, fs
}

// Every cell of the bank's table, both ways, under each of the four texts:
// both tableaux on the same column (both stood on 6 and 7, or both drew the
// same third card on 3 and 4), the banker on 0..7 asking for the table and
// drawing or standing. BDP-TABLEAU is reported exactly where the cell says
// draw or stand and he did the other, citing the cell's printed row, marked
// reference outside Valencia, and saying when the column rests on the
// repair of the printed table. Without the cuadro event nothing is reported.
// All the coups of a text are one session (one coup per round).
func TestTableEveryCellEveryText(t *testing.T) {
	n := 0
	for tx, x := range texts {
		var coups []coup
		var names []string
		var wants []bool
		var colOf []int
		for bank := 0; bank <= 7; bank++ {
			for col := 0; col <= cf.Stood; col++ {
				p1, p2 := hand(6, "H", -1), hand(7, "D", -1)
				if col != cf.Stood {
					p1, p2 = hand(3, "H", col), hand(4, "D", col)
				}
				cell := cf.Cell(bank, col)
				for _, draws := range []bool{false, true} {
					third := -1
					if draws {
						third = 5
					}
					b := hand(bank, "S", third)
					for _, cuadro := range []bool{true, false} {
						coups = append(coups, coup{p1, p2, b, cuadro})
						names = append(names, fmt.Sprintf("%s bank %d col %d draws %v cuadro %v (cell %c)", x.name, bank, col, draws, cuadro, cell))
						wants = append(wants, cuadro && ((cell == cf.Draw && !draws) || (cell == cf.Stand && draws)))
						colOf = append(colOf, col)
					}
				}
			}
		}
		keys, fs := byRound(t, tx, x.name, nil, coups)
		for i, c := range coups {
			round, name := i+1, names[i]
			n++
			bank := tot(c.b[:2])
			for _, f := range fs[round] {
				if f.Rule != dp.RuleTableau {
					continue
				}
				// The national texts lack the table: a reference even under 1977.
				if ref := x.region != "cv"; f.Cite.Line != 1502+bank || f.Reference != ref {
					t.Errorf("%s: cites L%d (reference %v), want L%d (reference %v)", name, f.Cite.Line, f.Reference, 1502+bank, ref)
				}
				if repair := strings.Contains(f.Detail.EN, "duplicated column deleted"); repair != cf.Reconstructed(colOf[i]) {
					t.Errorf("%s: detail says repair %v, column %d rests on it %v", name, repair, colOf[i], cf.Reconstructed(colOf[i]))
				}
			}
			wantKeys := ""
			if wants[i] {
				wantKeys = fmt.Sprintf("BDP-TABLEAU@%d", round)
			}
			if got := strings.Join(keys[round], " "); got != wantKeys {
				t.Errorf("%s: findings [%s], want [%s]", name, got, wantKeys)
			}
		}
	}
	if n != 4*8*11*2*2 {
		t.Errorf("%d coups audited", n)
	}
}

// Where the table says different things for the two tableaux (the first
// stood, the second drew a card its column says the opposite of), or one
// of them is optional, the banker is free either way.
func TestTableDiffersFree(t *testing.T) {
	for tx, x := range texts {
		var coups []coup
		for bank := 0; bank <= 7; bank++ {
			for col := 0; col <= 9; col++ {
				if cf.Cell(bank, col) == cf.Cell(bank, cf.Stood) && cf.Cell(bank, col) != cf.Option {
					continue
				}
				for _, draws := range []bool{false, true} {
					third := -1
					if draws {
						third = 5
					}
					coups = append(coups, coup{hand(6, "H", -1), hand(3, "D", col), hand(bank, "S", third), true})
				}
			}
		}
		if len(coups) < 20 {
			t.Fatalf("%s: only %d coups where the cells differ", x.name, len(coups))
		}
		keys, _ := byRound(t, tx, x.name, nil, coups)
		for round, k := range keys {
			c := coups[round-1]
			t.Errorf("%s bank %v cols P/%v: %v", x.name, c.b, c.p2, k)
		}
	}
}

// The tableau's rule on every two-card total 0..7, both ways, under each
// text: the first tableau draws or stands, the second stands on 6, the
// banker stands on 7 without the table. Valencia is silent on 6–7: drawing
// there is reported only under bdp-cv-six-seven=stand.
func TestHandEveryTotalEveryText(t *testing.T) {
	for tx, x := range texts {
		for _, stand67 := range []bool{false, true} {
			if stand67 && x.region != "cv" {
				continue
			}
			var assume []string
			if stand67 {
				assume = []string{"bdp-cv-six-seven=stand"}
			}
			var coups []coup
			var wants []bool
			for two := 0; two <= 7; two++ {
				for _, draws := range []bool{false, true} {
					third := -1
					if draws {
						third = 2
					}
					coups = append(coups, coup{hand(two, "H", third), hand(6, "D", -1), hand(7, "S", -1), false})
					wants = append(wants, (two <= 4 && !draws) || (two >= 6 && draws && (x.region != "cv" || stand67)))
				}
			}
			name := fmt.Sprintf("%s %v", x.name, assume)
			keys, fs := byRound(t, tx, name, assume, coups)
			for i, c := range coups {
				round := i + 1
				for _, f := range fs[round] {
					if f.Rule == dp.RulePuntoDraw && f.Reference != x.reference {
						t.Errorf("%s coup %v: reference %v", name, c.p1, f.Reference)
					}
				}
				wantKeys := ""
				if wants[i] {
					wantKeys = fmt.Sprintf("BDP-PUNTO-DRAW@%d", round)
				}
				if got := strings.Join(keys[round], " "); got != wantKeys {
					t.Errorf("%s coup %v: findings [%s], want [%s]", name, c.p1, got, wantKeys)
				}
			}
		}
	}
}
