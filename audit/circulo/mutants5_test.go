package circulo_test

// More cases the hand-written logs left open (mutants that lived in the
// run at 3809453, issue 23): pots, rake, payments, splits and the replay's
// readers. Each edits a case of testdata/cases; the expected findings and
// amounts are worked out in the comments from the case's own figures.

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
)

// hasKey reports whether a finding of key is among fs.
func hasKey(fs []audit.Finding, key string) bool {
	for _, f := range fs {
		if casetest.Key(f) == key {
			return true
		}
	}
	return false
}

// split-restos: a net 19.00 (20.00 less the 1.00 rake) tied between seats
// 1 and 2 with stacks 60.00 and 40.00. In proportion to the stacks that is
// 19.00 × 60/100 = 11.40 and 19.00 × 40/100 = 7.60. Paid 11.41 and 7.59,
// each share is one cent, the smallest chip, from its due: a rounding to
// the chip, accepted. The structure's ficha=0 names no chip, so the chip
// is the cent as when ficha= is absent.
func TestSplitRestosOneChipOff(t *testing.T) {
	shares := [][3]string{
		{"events", "reparto=11.40,7.60", "reparto=11.41,7.59"},
		{"bets", "B1,1,P1,mano,,6.50,0.00,11.40", "B1,1,P1,mano,,6.50,0.00,11.41"},
		{"bets", "B2,2,P2,mano,,6.50,0.00,7.60", "B2,2,P2,mano,,6.50,0.00,7.59"},
	}
	wantKeys(t, "one cent off", edited(t, "split-restos.txt", nil, shares...))
	zero := append(shares, [3]string{"events", "ante=0.50 comision=5%", "ante=0.50 comision=5% ficha=0"})
	wantKeys(t, "ficha=0", edited(t, "split-restos.txt", nil, zero...))
	// Two cents off is more than a chip: neither equal nor in proportion.
	two := [][3]string{
		{"events", "reparto=11.40,7.60", "reparto=11.42,7.58"},
		{"bets", "B1,1,P1,mano,,6.50,0.00,11.40", "B1,1,P1,mano,,6.50,0.00,11.42"},
		{"bets", "B2,2,P2,mano,,6.50,0.00,7.60", "B2,2,P2,mano,,6.50,0.00,7.58"},
	}
	wantKeys(t, "two cents off", edited(t, "split-restos.txt", nil, two...), "PC-REPARTO@1")
}

// split-uneven: 19.00 paid 12.00 and 7.00; the finding's money at stake is
// the gap between the larger and the smaller share, 5.00.
func TestSplitFindingAtStake(t *testing.T) {
	_, fs := keys(t, casetest.Read(t, "testdata/cases/split-uneven.txt"))
	if f := find(t, fs, "PC-REPARTO@1"); f.AtStake != 500 {
		t.Errorf("at stake %d, want 500 (12.00 − 7.00)", f.AtStake)
	}
}

// clean-pots-side under pc-reparto=restos, seat 4's pila event dropped:
// each pot has one winner (seat 4's aces the main pot of 4.00, seat 1's
// kings the side pot of 3.00), so there is no tie to split and no stack is
// needed to judge it; seat 4's resto still makes it all-in, so the pots are
// the case's and nothing is reported (the case wants none).
func TestSingleWinnerNeedsNoStacks(t *testing.T) {
	c := edited(t, "clean-pots-side.txt", []string{"pc-reparto=restos"},
		[3]string{"events", "S1,2024-03-02T22:01:06+01:00,1,pila,seat=4 importe=1.00,C1\n", ""})
	wantKeys(t, "one winner a pot, a stack unknown", c)
}

// clean-pots-side with the main pot recorded at 3.50 instead of 4.00: the
// contributions build 4.00 (1.00 from each of seats 1 to 4) and 3.00 (seats
// 1 to 3's other 1.00 each), 7.00 in all; 6.50 recorded, so 0.50 is at stake
// (a positive amount whichever side is short).
func TestPotsShortAtStake(t *testing.T) {
	c := edited(t, "clean-pots-side.txt", nil, [3]string{"events", "n=1 importe=4.00", "n=1 importe=3.50"})
	_, fs := keys(t, c)
	var n int
	for _, f := range fs {
		if f.Rule == "PC-BOTES" && f.Column == "events" {
			n++
			if f.AtStake != 50 {
				t.Errorf("pots: at stake %d, want 50 (7.00 built, 6.50 recorded)", f.AtStake)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d PC-BOTES findings on the pots, want 1", n)
	}
}

// clean-pots-side without any bet row: each seat's chips are known only by
// its actions (DQ-STAKE-ACTIONS for each: 2.00 from seats 1 to 3, 1.00 from
// seat 4). The rows build no pot at all; the actions' figures build the
// recorded ones (4.00 and 3.00), so the pots are right. With the pots
// recorded at 0.00 instead, no reading builds them: PC-BOTES.
func TestPotsWithoutRows(t *testing.T) {
	noRows := [][3]string{
		{"bets", "S1,1,B1,1,P1,mano,,2.00,0.00,2.85\n", ""},
		{"bets", "S1,1,B2,2,P2,mano,,2.00,0.00,0.00\n", ""},
		{"bets", "S1,1,B3,3,P3,mano,,2.00,0.00,0.00\n", ""},
		{"bets", "S1,1,B4,4,P4,mano,,1.00,0.00,3.80\n", ""},
	}
	stake := []string{"DQ-STAKE-ACTIONS@1", "DQ-STAKE-ACTIONS@1", "DQ-STAKE-ACTIONS@1", "DQ-STAKE-ACTIONS@1"}
	wantKeys(t, "no rows", edited(t, "clean-pots-side.txt", nil, noRows...), stake...)
	zero := append(noRows,
		[3]string{"events", "n=1 importe=4.00 asientos=1,2,3,4 ganadores=4 reparto=3.80", "n=1 importe=0.00 asientos=1,2,3,4 ganadores=4 reparto=0.00"},
		[3]string{"events", "S1,2024-03-02T22:01:23+01:00,1,bote,\"n=2 importe=3.00 asientos=1,2,3 ganadores=1 reparto=2.85\",C1\n", ""},
		[3]string{"events", "importe=0.35", "importe=0.00"})
	wantKeys(t, "no rows, pots of 0.00", edited(t, "clean-pots-side.txt", nil, zero...), append(stake, "PC-BOTES@1")...)
}

// An event whose round_no names no hand (7, in a session of hand 1) is an
// unreadable event (DQ-EVENT), not one of a hand rejected with its round.
func TestEventOfNoHand(t *testing.T) {
	c := edited(t, "clean-pots-side.txt", nil, [3]string{"events", "S1,2024-03-02T22:01:24+01:00,1,comision,importe=0.35,C1",
		"S1,2024-03-02T22:01:24+01:00,1,comision,importe=0.35,C1\nS1,2024-03-02T22:01:24+01:00,7,boton,seat=1,C1"})
	wantKeys(t, "round_no 7", c, "DQ-EVENT@7")
}

// Two estructura events for hand 1: the later one (no ficha=, so the chip
// is 0.01) replaces the earlier (ficha=0.05) before the hand is played. The
// tie of split-restos paid 11.42 and 7.58 is two cents from 11.40 and 7.60
// (in proportion to the stacks) and 3.84 apart (not equal): more than the
// chip of 0.01, PC-REPARTO; under the earlier structure's 0.05 it would pass.
func TestLaterStructureOfAHandRules(t *testing.T) {
	c := edited(t, "split-restos.txt", nil,
		[3]string{"events", "S1,2024-03-02T22:01:01+01:00,1,estructura,limite=bote ante=0.50 comision=5%,J1",
			"S1,2024-03-02T22:01:00+01:00,1,estructura,limite=bote ante=0.50 comision=5% ficha=0.05,J1\nS1,2024-03-02T22:01:01+01:00,1,estructura,limite=bote ante=0.50 comision=5%,J1"},
		[3]string{"events", "reparto=11.40,7.60", "reparto=11.42,7.58"},
		[3]string{"bets", "B1,1,P1,mano,,6.50,0.00,11.40", "B1,1,P1,mano,,6.50,0.00,11.42"},
		[3]string{"bets", "B2,2,P2,mano,,6.50,0.00,7.60", "B2,2,P2,mano,,6.50,0.00,7.58"})
	fs := wantKeys(t, "two structures", c, "PC-REPARTO@1")
	if f := find(t, fs, "PC-REPARTO@1"); f.AtStake != 384 {
		t.Errorf("at stake %d, want 384 (11.42 − 7.58)", f.AtStake)
	}
}

// limit-change-announced: the minimum is 3.00 from hand 2 (the event's
// round_no is the first hand at the new limits), and with no authorised
// minimum below it a no-limit bet of 2.00 in hand 2 is short by 1.00
// (L591). Here seat 3 bets 2.00 on the river and the others fold: the pot
// is 8.00 + 2.00 = 10.00, seat 3's, 9.50 after the 5 % rake of 0.50.
func TestLimitChangeRulesItsOwnHand(t *testing.T) {
	c := edited(t, "limit-change-announced.txt", nil,
		[3]string{"sessions", "2.00,10.00,2.00", "2.00,10.00,"},
		[3]string{"events", "22:01:49+01:00,2,accion,seat=3 tipo=pasa importe=0.00 calle=4", "22:01:49+01:00,2,accion,seat=3 tipo=apuesta importe=2.00 calle=4"},
		[3]string{"events", "22:01:50+01:00,2,accion,seat=4 tipo=pasa importe=0.00 calle=4", "22:01:50+01:00,2,accion,seat=4 tipo=retira importe=0.00 calle=4"},
		[3]string{"events", "seat=1 tipo=pasa importe=0.00 calle=4,C1\nS1,2024-03-02T22:01:52", "seat=1 tipo=retira importe=0.00 calle=4,C1\nS1,2024-03-02T22:01:52"},
		[3]string{"events", "2,accion,seat=2 tipo=pasa importe=0.00 calle=4", "2,accion,seat=2 tipo=retira importe=0.00 calle=4"},
		[3]string{"events", "2,bote,\"n=1 importe=8.00 asientos=1,2,3,4 ganadores=1 reparto=7.60\"", "2,bote,\"n=1 importe=10.00 asientos=3 ganadores=3 reparto=9.50\""},
		[3]string{"events", "2,comision,importe=0.40", "2,comision,importe=0.50"},
		[3]string{"bets", "B5,1,P1,mano,,2.00,0.00,7.60", "B5,1,P1,mano,,2.00,0.00,0.00"},
		[3]string{"bets", "B7,3,P3,mano,,2.00,0.00,0.00", "B7,3,P3,mano,,4.00,0.00,9.50"})
	fs := wantKeys(t, "bet below the new minimum", c, "PC-APUESTA-MIN@2/B7")
	if f := find(t, fs, "PC-APUESTA-MIN@2/B7"); f.AtStake != 100 {
		t.Errorf("at stake %d, want 100 (3.00 − 2.00)", f.AtStake)
	}
}
