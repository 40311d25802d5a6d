package bingo_test

// Paths of the replay no case log reached (issue 23): the announcements of
// the sale, unreadable and stray events, marks after their number, a
// prize split that does not fall on a cent. Each is clean-es77.txt (two
// games of one series, 1978) with one line changed.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
)

// edited audits clean-es77.txt with each old text replaced by its new one.
func edited(t *testing.T, edits ...string) *audit.Result {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/clean-es77.txt")
	for i := 0; i+1 < len(edits); i += 2 {
		done := false
		for name, body := range c.Sections {
			if strings.Contains(body, edits[i]) {
				c.Sections[name], done = strings.Replace(body, edits[i], edits[i+1], 1), true
				break
			}
		}
		if !done {
			t.Fatalf("no %q to edit", edits[i])
		}
	}
	return casetest.Audit(t, c)
}

func keys(res *audit.Result) string { return casetest.Keys(res.Findings) }

// The series, its cards and price are announced before the sale, the cards
// sold after it and before the first ball (L504–L508).
func TestSaleAnnouncements(t *testing.T) {
	const venta = "S1,1978-03-01T20:05:00+01:00,1,venta,serie=A cartones=600 precio=2.00,J1\n"
	const vendidos = "S1,1978-03-01T20:10:00+01:00,1,vendidos,serie=A desde=1 hasta=3,J1\n"
	for _, c := range []struct {
		name     string
		old, new string
		detail   string // a part of the finding's English detail
	}{
		{"no venta", venta, "", "was sold without the series, its cards and its price being announced"},
		{"venta unreadable", "cartones=600 precio=2.00,J1", "cartones=seiscientos precio=2.00,J1", "does not give its cards and price"},
		{"more cards sold than announced", "cartones=600 precio=2.00,J1", "cartones=2 precio=2.00,J1", "card A/3 was sold from a series announced as 2 cards"},
		{"venta after the sale began", "20:05:00+01:00,1,venta", "20:07:00+01:00,1,venta", "announced after its sale began"},
		{"no vendidos", vendidos, "", "the cards sold of series A were not announced"},
		{"vendidos after the first ball", "20:10:00+01:00,1,vendidos", "20:11:30+01:00,1,vendidos", "announced after the game began"},
	} {
		res := edited(t, c.old, c.new)
		if got := keys(res); got != "BINGO-ANNOUNCE@1" || !strings.Contains(res.Findings[0].Detail.EN, c.detail) {
			t.Errorf("%s: %s, want BINGO-ANNOUNCE@1 saying %q", c.name, got, c.detail)
			for _, f := range res.Findings {
				t.Logf("  %s: %s", casetest.Key(f), f.Detail.EN)
			}
		}
	}
}

// Events the replay cannot use are reported and not applied; events of
// other kinds are not bingo's and are passed over.
func TestEventsNotUsed(t *testing.T) {
	for _, c := range []struct {
		name, old, new, want string
	}{
		{"another kind", "S1,1978-03-01T20:22:00+01:00,2,ultima-partida,,J1\n", "S1,1978-03-01T20:22:00+01:00,2,ultima-partida,,J1\nS1,1978-03-01T20:22:30+01:00,2,nota,texto=libre,J1\n", ""},
		{"no such game", "S1,1978-03-01T20:22:00+01:00,2,ultima-partida,,J1\n", "S1,1978-03-01T20:22:00+01:00,2,ultima-partida,,J1\nS1,1978-03-01T20:22:30+01:00,9,marca,serie=A carton=4 numero=60,J1\n", "DQ-EVENT@9"},
		{"takings unreadable", "recaudacion,importe=6.00,E1", "recaudacion,importe=seis,E1", "DQ-EVENT@1"}, // no takings recorded: not compared,
		{"resume at no ball", "reanuda,bolas=9,J1", "reanuda,bolas=nueve,J1", "DQ-EVENT@1"},
		{"mark of no ball", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\n", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\nS1,1978-03-01T20:17:05+01:00,1,marca,serie=A carton=1 numero=91,J1\n", "DQ-EVENT@1"},
		{"mark after its ball", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\n", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\nS1,1978-03-01T20:17:05+01:00,1,marca,serie=A carton=1 numero=24,J1\n", ""},
		{"mark at its ball", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\n", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\nS1,1978-03-01T20:17:00+01:00,1,marca,serie=A carton=1 numero=24,J1\n", ""},
		{"mark before its ball", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\n", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\nS1,1978-03-01T20:16:55+01:00,1,marca,serie=A carton=1 numero=24,J1\n", "BINGO-MARK@1"},
	} {
		if got := keys(edited(t, c.old, c.new)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// A share that does not fall on a cent may be paid either cent: a línea
// of 1.21 between two cards is 0.60 or 0.61 to each (L487); 0.62 is not.
func TestShareRounding(t *testing.T) {
	for paid, want := range map[string]string{"0.61": "", "0.60": "", "0.62": "BINGO-PRIZE@1/B2"} {
		got := keys(edited(t, "premios,linea=1.20 bingo=3.00,J1", "premios,linea=1.21 bingo=3.00,J1", "2.00,0.00,0.60,", "2.00,0.00,"+paid+","))
		if got != want {
			t.Errorf("línea of 1.21 shared, card paid %s: %q, want %q", paid, got, want)
		}
	}
}

// A claim on a card sold without its numbers cannot be judged: one note
// for the game.
func TestClaimOnCardWithoutNumbers(t *testing.T) {
	res := edited(t, `carton=2 numeros=14,30,31,32,33/40,41,42,43,44/50,51,52,53,54",2.00,0.00,0.60`, `carton=2",2.00,0.00,0.60`)
	if got := keys(res); got != "DQ-MISSING@1" || !strings.Contains(res.Findings[0].Detail.EN, "1 claims on cards whose numbers are not recorded") {
		t.Errorf("claim on a card without numbers: %s", got)
	}
}

// Card A/4 sold in game 1 instead of A/3: A/3 is a gap among the cards
// sold (L505), the cards announced as sold are not those sold, A/4 was
// among those returned, and game 2's sale, which starts at A/4, does not
// follow the last card sold.
func TestSalesGap(t *testing.T) {
	res := edited(t, `carton=3 numeros=60`, `carton=4 numeros=60`)
	if got := keys(res); got != "BINGO-ACCOUNTS@1 BINGO-ANNOUNCE@1 BINGO-SALES@1/B3 BINGO-SALES@2/B4" {
		t.Fatalf("A/4 for A/3: %s", got)
	}
	for _, f := range res.Findings {
		if casetest.Key(f) == "BINGO-SALES@1/B3" && (f.Expected.EN != "A/3" || !strings.Contains(f.Detail.EN, "cards A/3 to 3 unsold among those sold")) {
			t.Errorf("gap: expected %q, detail %q", f.Expected.EN, f.Detail.EN)
		}
	}
}

// Under bin-share=price a card paid the equal share instead of its price's
// is owed the difference: B/1 (4.00) of a línea of 1.20 shared with A/1
// (2.00) is due 0.80, paid 0.60.
func TestSharePriceDue(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/clean-share-by-price.txt")
	c.Assume = append(c.Assume, "bin-share=price")
	c.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], "4.00,0.00,0.80", "4.00,0.00,0.60", 1)
	res := casetest.Audit(t, c)
	if got := keys(res); got != "BINGO-PRIZE@1/B8" {
		t.Fatalf("B/1 paid 0.60 under bin-share=price: %s", got)
	}
	if f := res.Findings[0]; f.Expected.EN != "0.80" || f.Delta != -20 {
		t.Errorf("expected %q, delta %d; want 0.80, -20", f.Expected.EN, f.Delta)
	}
}

// Odd rows: an unreadable card row longer than 80 characters is shown cut
// short; a mark of a ball whose announcement is not recorded is not
// judged; overlapping issue ranges count each card once (A/1–10 and
// A/5–11 issued: only A/11 is issued and neither sold nor returned).
func TestOddRows(t *testing.T) {
	res := edited(t, `"serie=A carton=3 numeros=60`, `"carton=3 nota=una-nota-bastante-larga-para-pasar-de-ochenta numeros=60`)
	if got := keys(res); got != "DQ-ROW@1/B3" || res.Findings[0].Recorded.EN != "carton carton=3 nota=una-nota-bastante-larga-para-pasar-de-ochenta numeros=60…" {
		t.Errorf("long unreadable card: %s %q", got, res.Findings[0].Recorded.EN)
	}
	if got := keys(edited(t, "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\n", "S1,1978-03-01T20:17:05+01:00,1,marca,serie=A carton=1 numero=24,J1\n")); got != "" {
		t.Errorf("mark of an unannounced ball: %s", got)
	}
	res = edited(t, "S1,1978-03-01T20:04:00+01:00,1,entrega,serie=A desde=1 hasta=10,E1\n",
		"S1,1978-03-01T20:04:00+01:00,1,entrega,serie=A desde=1 hasta=10,E1\nS1,1978-03-01T20:04:10+01:00,1,entrega,serie=A desde=5 hasta=11,E1\n")
	if got := keys(res); got != "BINGO-ACCOUNTS@1" || res.Findings[0].Recorded.EN != "0 sold or returned not issued, 0 both sold and returned, 1 issued neither sold nor returned" {
		t.Errorf("overlapping issues: %s %q", got, res.Findings[0].Recorded.EN)
	}
}

// Edge values: a row shown in full at exactly 80 characters; a played game
// with neither cards nor claims lacks no claims; ball 90 drawn and
// announced is a ball of the game, announced and not drawn an error of
// announcement (L510).
func TestEdgeValues(t *testing.T) {
	const row = "carton carton=3 nota=xxxxxx numeros=60,61,62,63,64/70,71,72,73,74/80,81,82,83,84"
	res := edited(t, `"serie=A carton=3 numeros=60`, `"carton=3 nota=xxxxxx numeros=60`)
	if got := keys(res); got != "DQ-ROW@1/B3" || res.Findings[0].Recorded.EN != row {
		t.Errorf("unreadable card of 80 characters: %s %q", got, res.Findings[0].Recorded.EN)
	}
	for _, c := range []struct {
		name  string
		edits []string
		want  string
	}{
		{"a game without cards or claims", []string{"played,,1978-03-01T20:31:00+01:00\n", "played,,1978-03-01T20:31:00+01:00\nS1,3,1978-03-01T21:00:00+01:00,J1,\"1,2,3\",played,,1978-03-01T20:51:00+01:00\n",
			"20:22:00+01:00,2,ultima-partida", "20:45:00+01:00,3,ultima-partida"}, ""},
		{"ball 90 drawn", []string{`"60,61,62,63,64,70,71,72,73,74,80,81,82,83,84",played`, `"60,61,62,63,64,70,71,72,73,74,80,81,82,83,90",played`,
			`carton=6 numeros=60,61,62,63,64/70,71,72,73,74/80,81,82,83,84"`, `carton=6 numeros=60,61,62,63,64/70,71,72,73,74/80,81,82,83,90"`, "2,bola,numero=84", "2,bola,numero=90"}, ""},
		{"ball 90 announced, not drawn", []string{"S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\n", "S1,1978-03-01T20:17:00+01:00,1,bola,numero=24,J1\nS1,1978-03-01T20:17:01+01:00,1,bola,numero=90,J1\n"}, "BINGO-CALL@1"},
	} {
		if got := keys(edited(t, c.edits...)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// An annulled game whose balls are not recorded: its bola events name no
// ball of the game (DQ-EVENT), and an announcement error is not judged in
// an annulled game (L517).
func TestAnnulledWithoutBalls(t *testing.T) {
	c := casetest.Read(t, "testdata/cases/annulled-kept-prize.txt")
	c.Sections["rounds.csv"] = strings.Replace(c.Sections["rounds.csv"], `"60,61,62,63,64,70,71,72,73,74,80,81,82,83,84",void`, `,void`, 1)
	got := keys(casetest.Audit(t, c))
	if !strings.Contains(got, "DQ-EVENT@2") || strings.Contains(got, "BINGO-CALL") {
		t.Errorf("annulled game without balls: %s", got)
	}
}

// The note on missing claims names up to ten games, then «…».
func TestUnclaimedListsTen(t *testing.T) {
	for n, want := range map[int]string{10: "(games 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)", 11: "(games 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …)"} {
		c := casetest.Read(t, "testdata/cases/claims-missing.txt")
		rounds := "session_id,round_no,at,dealer_id,outcome,status,void_reason,no_more_bets_at\n"
		bets := "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at\n"
		for i := 1; i <= n; i++ {
			at := t0.Add(time.Duration(10*i) * time.Minute).Format(time.RFC3339)
			rounds += fmt.Sprintf("S1,%d,%s,J1,\"1,2,3\",played,,\n", i, at)
			bets += fmt.Sprintf("S1,%d,B%d,,P1,carton,serie=A carton=%d,2.00,0.00,0.00,,\n", i, i, i)
		}
		c.Sections["rounds.csv"], c.Sections["bets.csv"], c.Sections["events.csv"] = rounds, bets, "session_id,at,round_no,kind,detail,employee_id\n"
		found := false
		for _, f := range casetest.Audit(t, c).Findings {
			if f.Rule == "DQ-GAMES-NO-CLAIMS" {
				found = true
				if !strings.Contains(f.Detail.EN, want) {
					t.Errorf("%d games without claims: %q, want %q", n, f.Detail.EN, want)
				}
			}
		}
		if !found {
			t.Errorf("%d games without claims: no note", n)
		}
	}
}

var t0 = time.Date(2024, 3, 1, 20, 0, 0, 0, time.FixedZone("", 3600))

// A series announced with exactly the cards sold (A/1–3 of 3) is right; a
// price that cannot be read is an announcement without its price.
func TestVentaBounds(t *testing.T) {
	if got := keys(edited(t, "cartones=600 precio=2.00,J1", "cartones=3 precio=2.00,J1")); got != "" {
		t.Errorf("three cards announced, three sold: %s", got)
	}
	if got := keys(edited(t, "cartones=600 precio=2.00,J1", "cartones=600 precio=dos,J1")); got != "BINGO-ANNOUNCE@1" {
		t.Errorf("price unreadable: %s", got)
	}
}

// The accounts: without cards issued (no entrega) they are not judged; the
// takings short by 1.00 are that much at stake; two issue ranges that
// share one card (A/1–10, A/10–11) issue eleven cards, of which only A/11
// is neither sold nor returned.
func TestAccountsEdges(t *testing.T) {
	if got := keys(edited(t, "S1,1978-03-01T20:04:00+01:00,1,entrega,serie=A desde=1 hasta=10,E1\n", "")); got != "" {
		t.Errorf("no cards issued: %s", got)
	}
	res := edited(t, "recaudacion,importe=6.00,E1", "recaudacion,importe=5.00,E1")
	if got := keys(res); got != "BINGO-ACCOUNTS@1" || res.Findings[0].AtStake != 100 {
		t.Errorf("takings 5.00 for 6.00 sold: %s at stake %d", got, res.Findings[0].AtStake)
	}
	res = edited(t, "S1,1978-03-01T20:04:00+01:00,1,entrega,serie=A desde=1 hasta=10,E1\n",
		"S1,1978-03-01T20:04:00+01:00,1,entrega,serie=A desde=1 hasta=10,E1\nS1,1978-03-01T20:04:10+01:00,1,entrega,serie=A desde=10 hasta=11,E1\n")
	if got := keys(res); got != "BINGO-ACCOUNTS@1" || res.Findings[0].Recorded.EN != "0 sold or returned not issued, 0 both sold and returned, 1 issued neither sold nor returned" {
		t.Errorf("issues sharing a card: %s %q", got, res.Findings[0].Recorded.EN)
	}
}
