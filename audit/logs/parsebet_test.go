package logs

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// cutBet cuts a bets record (the contract's columns in order) as pass 2
// does, into p: false when it is not one line of the 15 columns.
func cutBet(p *parser, rec string, comma byte, line int64) bool {
	r := newCSVReader(strings.NewReader(rec + "\n"))
	r.comma = comma
	if r.read() != nil || r.fields() != len(schema[TBets]) {
		return false
	}
	at := make([]int, len(schema[TBets]))
	for i := range at {
		at[i] = i
	}
	f := &csvFile{colAt: at, inOrder: true}
	p.cutFrom(string(r.data), f.appendCols(nil, r))
	p.resetLine(line, true)
	return true
}

// betBothWays parses the bets records with the fast path and without it,
// in two parsers (their time caches kept alike), and fails where the bets
// or rejects differ; it returns how many the fast path read itself.
func betBothWays(t *testing.T, decimal byte, recs ...string) (fast int) {
	t.Helper()
	comma := byte(',')
	if decimal == ',' {
		comma = ';'
	}
	ps := [2]*parser{newParser(TBets), newParser(TBets)}
	for _, p := range ps {
		p.decimal = decimal
		p.pos = Pos{File: "bets.csv", Table: TBets}
	}
	defer func() { fastBets = true }()
	for i, rec := range recs {
		if !cutBet(ps[0], rec, comma, int64(i+2)) || !cutBet(ps[1], rec, comma, int64(i+2)) {
			continue
		}
		// The fast path writes every field over what the slot held.
		v := [2]Bet{junkBet}
		fastBets = true
		if ps[0].betFast(&v[0]) {
			fast++
		} else if v[0] != junkBet {
			t.Fatalf("%q: the fast path gave up having written %+v", rec, v[0])
		} else {
			v[0] = Bet{}
			ps[0].betInto(&v[0])
		}
		fastBets = false
		ps[1].betInto(&v[1])
		if !sameBet(v[0], v[1]) {
			t.Fatalf("%q: fast path\n%+v\nwithout it\n%+v", rec, v[0], v[1])
		}
		if got, want := fmt.Sprint(ps[0].rej), fmt.Sprint(ps[1].rej); (ps[0].rej == nil) != (ps[1].rej == nil) ||
			ps[0].rej != nil && *ps[0].rej != *ps[1].rej {
			t.Fatalf("%q: fast path rejects %s, without it %s", rec, got, want)
		}
	}
	return fast
}

// sameBet compares two bets field by field, their times as instants in
// the same zone (each reading of an offset other than the local zone's
// makes a zone of its own).
func sameBet(a, b Bet) bool {
	an, ao := a.PlacedAt.Zone()
	bn, bo := b.PlacedAt.Zone()
	if !a.PlacedAt.Equal(b.PlacedAt) || an != bn || ao != bo || (a.PlacedAt.Location() == time.Local) != (b.PlacedAt.Location() == time.Local) {
		return false
	}
	a.PlacedAt, b.PlacedAt = time.Time{}, time.Time{}
	return a == b
}

// junkBet has every field set: what a scratch slot may hold.
var junkBet = Bet{Pos: Pos{File: "f", Table: "t", Line: 9}, Round: 9, ID: "i", Seat: "s", Player: "p", Type: "t", Selection: "s",
	Stake: 9, Returned: 9, Paid: 9, SettledRound: 9, PlacedAt: time.Unix(9, 0), PaidBy: "b", Hand: "h", Commission: 9, CommissionRecorded: true}

// betRows are bets rows of every shape the fast path reads or leaves to
// betInto: the generated logs' (roulette, black-jack, punto y banca), and
// each required value missing, unusual or wrong.
var betRows = []string{
	"RF-S0001,1,B000001,5,P005,pasa,,2.00,2.00,2.00,,2024-03-01T20:00:19+01:00,RF-E0111,,",
	"RF-S0001,1,B000001,5,P005,pleno,17,2.00,72.00,70.00,,2024-03-01T20:00:49+01:00,RF-E0111,,",
	"BJ-S0001,7,B000002,3,P013,apuesta,,25.00,50.00,50.00,,2024-03-01T20:00:39+01:00,BJ-E0210,3,",
	"BJ-S0001,7,B000003,3,P013,seguro,,12.50,0.00,0.00,8,2024-03-01T20:00:39+01:00,BJ-E0210,3.2,",
	"PB-S0001,12,B000003,9,P101,banca,,100.00,195.00,195.00,,2024-03-01T20:01:05+01:00,PB-E0301,,5.00",
	"PB-S0001,12,B000004,,,banca,,100.00,0.00,0.00,,,,,0.00",
	"S,1,B,,,rojo,,1,1,1,,,,,",                   // amounts not of the common form
	"S,1,B,,,rojo,,0.00,0.00,0.00,,,,,",          // a stake of zero
	"S,0,B,,,rojo,,1.00,0.00,0.00,,,,,",          // round 0
	",1,B,,,rojo,,1.00,0.00,0.00,,,,,",           // no session_id: the grouper's to reject
	"S,,B,,,rojo,,1.00,0.00,0.00,,,,,",           // no round
	"S,1234567890,B,,,rojo,,1.00,0.00,0.00,,,,,", // a round too long
	"S,1,,,,rojo,,1.00,0.00,0.00,,,,,",           // no bet_id
	"S,1,B,,,,,1.00,0.00,0.00,,,,,",              // no type
	"S,1,B,,,Rojo,,1.00,0.00,0.00,,,,,",          // not a slug
	"S,1,B,,,rojo,,1.00,,0.00,,,,,",              // no returned
	"S,1,B,,,rojo,,1.00,0.00,,,,,,",              // no paid
	"S,3,B,,,rojo,,1.00,0.00,0.00,2,,,,",         // settled before its round
	"S,3,B,,,rojo,,1.00,0.00,0.00,3,,,,",
	"S,3,B,,,rojo,,1.00,0.00,0.00,x,,,,",
	"S,3,B,,,rojo,,1.00,0.00,0.00,,2024-03-01T20:00:19+01:00,,,",
	"S,3,B,,,rojo,,1.00,0.00,0.00,,2024-03-01T21:00:19+01:00,,,", // another hour: parsed, then cached
	"S,3,B,,,rojo,,1.00,0.00,0.00,,2024-03-01T21:59:59+01:00,,,",
	"S,3,B,,,rojo,,1.00,0.00,0.00,,2024-03-01T21:60:00+01:00,,,",
	"S,3,B,,,rojo,,1.00,0.00,0.00,,2024-03-01T21:00:19+02:00,,,",
	"S,3,B,,,rojo,,1.00,0.00,0.00,,2024-03-01 21:00:19,,,",
	"S,1,B é,,,rojo,,1.00,0.00,0.00,,,,,",     // a letter past ASCII: an identifier all the same
	"S,1,B\u200b,,,rojo,,1.00,0.00,0.00,,,,,", // a zero-width space: not
	"S,1,B\x7f,,,rojo,,1.00,0.00,0.00,,,,,",   // a control character
	"S,1,B,\x01,,rojo,,1.00,0.00,0.00,,,,,",
	"S,1,B,,P\t,rojo,,1.00,0.00,0.00,,,,,",
	"S,1,B,,,rojo,,1.00,0.00,0.00,,,E\x00,,",
	"S,1,B,,,rojo,,1.00,0.00,0.00,,,,h\x1f,",
	"S,1," + strings.Repeat("B", maxIdent) + ",,,rojo,,1.00,0.00,0.00,,,,,",
	"S,1," + strings.Repeat("B", maxIdent+1) + ",,,rojo,,1.00,0.00,0.00,,,,,",
	"S,1,B,,,rojo,,1.00,0.00,0.00,,,,,x", // a commission not an amount
	"S,1,B,,,rojo,,1.00,0.00,0.00,,,,,-1.00",
	"S,1,B,,,rojo,,1.00,0.00,0.00,,,,,1.5",
	"S,1,B,,,rojo,,1.00,0.00,0.00,,,,,0.05",
	"S,1,B,,,rojo,,99999999999.99,0.00,0.00,,,,,", // the largest common amount
}

// TestBetFastSameAsBetInto: the fast path reads the common rows itself
// (the generated logs' six first rows, with times of the cached hour), and
// every row to the same bet and reject as betInto, in both decimal marks.
func TestBetFastSameAsBetInto(t *testing.T) {
	// The first row's time fills the cache; the others' are of its hour.
	if got := betBothWays(t, '.', betRows[:6]...); got != 5 {
		t.Errorf("the fast path read %d of the 6 common rows, want 5 (all but the first, whose hour is not cached yet)", got)
	}
	if got := betBothWays(t, '.', betRows...); got < 10 {
		t.Errorf("the fast path read %d rows", got)
	}
	// A Spanish spreadsheet's: ';' between values, decimal commas.
	var es []string
	for _, r := range betRows {
		es = append(es, strings.ReplaceAll(strings.ReplaceAll(r, ",", ";"), ".", ","))
	}
	if got := betBothWays(t, ',', es...); got < 10 {
		t.Errorf("the fast path read %d rows with decimal commas", got)
	}
}

func FuzzBetFast(f *testing.F) {
	for i := 0; i+1 < len(betRows); i++ {
		f.Add(betRows[i], betRows[i+1], false)
	}
	f.Add("S;1;B;;;rojo;;2,50;0,00;0,00;;;;;", "S;1;B;;;rojo;;2.50;0,00;0,00;;;;;1,00", true)
	f.Fuzz(func(t *testing.T, a, b string, comma bool) {
		decimal := byte('.')
		if comma {
			decimal = ','
		}
		betBothWays(t, decimal, a, b)
	})
}

// The grouper parses a bet into its slot as it is: a scratch slot holding
// an earlier run's bet is written over whole by the fast path, and zeroed
// for the general reading (which leaves an absent commission alone).
func TestBetSlotReusedHoldsNothingOfTheLastBet(t *testing.T) {
	p := newParser(TBets)
	p.pos = Pos{File: "bets.csv", Table: TBets}
	gb := &grouper{table: TBets}
	run := func(rec string) Bet {
		if !cutBet(p, rec, ',', 2) {
			t.Fatalf("%q not cut", rec)
		}
		gb.start("S", "S", 0, "")
		gb.add(p)
		g := gb.finish()
		if p.rej != nil || len(g.bets) != 1 {
			t.Fatalf("%q: %+v, reject %+v", rec, g.bets, p.rej)
		}
		return g.bets[0]
	}
	run("S,1,B1,2,P1,banca,,100.00,195.00,195.00,,2024-03-01T20:01:05+01:00,E1,h,5.00") // fills the cache's hour too
	if b := run("S,1,B2,2,P1,banca,,100.00,195.00,195.00,,2024-03-01T20:01:05+01:00,E1,h,5.00"); !b.CommissionRecorded || b.Commission != 500 {
		t.Fatalf("the commission is not read: %+v", b)
	}
	// Amounts of another form: read by betInto, into the same scratch slot.
	if b := run("S,1,B3,,,rojo,,1,1,1,,,,,"); b.CommissionRecorded || b.Commission != 0 || b.Hand != "" || b.PlacedAt != (time.Time{}) || b.Stake != 100 {
		t.Fatalf("the slot kept the last bet's values: %+v", b)
	}
	if b := run("S,1,B4,,,rojo,,1.00,1.00,1.00,,,,,"); b.CommissionRecorded || b.Hand != "" || b.ID != "B4" {
		t.Fatalf("the slot kept the last bet's values: %+v", b)
	}
}
