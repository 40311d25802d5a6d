package poker

import "testing"

// The bank plays with 1,296,420 hands of a pair or better plus 167,280 of
// ace-king high (164 rank sets without a straight, each in 4^5−4 suitings).
func TestQualifying(t *testing.T) {
	if got := Qualifying(); got != 1296420+167280 {
		t.Errorf("bank plays with %d hands, want %d", got, 1296420+167280)
	}
}

// The trijoker return, recomputed from the published class counts and the
// pay table: a pair counts only from jacks up (4 of 13 ranks).
func TestTrijokerReturn(t *testing.T) {
	wins := map[Class]int64{RoyalFlush: 4, StraightFlush: 36, Quads: 624, FullHouse: 3744, Flush: 5108, Straight: 10200, Trips: 54912, TwoPair: 123552, Pair: 1098240 * 4 / 13}
	var sum, won int64
	for c, n := range wins {
		p, _ := PayFor(TrijokerPays, c)
		sum += n * p.Times
		won += n
	}
	sum -= 2598960 - won
	if got, want := TrijokerReturn(), float64(sum)/2598960; got != want {
		t.Errorf("trijoker return %v, want %v", got, want)
	}
}

// The simulated edge is reproducible and its interval narrows with rounds;
// with the 25× straight flush and cartas mayores at 1× it is a house edge.
func TestSDEdge(t *testing.T) {
	e1, h1 := SDEdge("cyl-2008", 200000)
	e2, _ := SDEdge("cyl-2008", 200000)
	if e1 != e2 {
		t.Error("not reproducible")
	}
	_, h3 := SDEdge("cyl-2008", 800000)
	if !(h3 < h1*0.6) {
		t.Errorf("interval did not narrow: %v then %v", h1, h3)
	}
	if e1-h1 <= 0 || e1 > 0.2 {
		t.Errorf("edge %v ± %v: want a positive house edge below 20%%", e1, h1)
	}
}

// With the best withdrawals, Let It Ride (a pair of tens wins, 1,000 for the
// royal flush, the rest as trijoker's) has the published house edge of
// 3.51% of one bet; trijoker's jacks and 500 for the royal flush cost the
// player more.
func TestTrijokerOptimal(t *testing.T) {
	letItRide := append([]Pay{{Class: RoyalFlush, Times: 1000}}, TrijokerPays[1:]...)
	lir := TrijokerOptimal(letItRide, 10)
	if lir > -0.0350 || lir < -0.0352 {
		t.Errorf("Let It Ride edge %.5f, want -0.0351", lir)
	}
	if got := TrijokerOptimal(TrijokerPays, 11); !(got < lir) {
		t.Errorf("trijoker %.5f not below Let It Ride %.5f", got, lir)
	}
}
