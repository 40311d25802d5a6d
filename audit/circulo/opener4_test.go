package circulo_test

// Openers the case logs left open (mutants of opener.go that lived, issue
// 23). Each edits a case and checks the findings the edit must, or must
// not, bring.

import (
	"testing"

	"github.com/veedor/veedor/audit/casetest"
)

// Cubierto's draw interval (interval 2) is opened by the seat that opened
// the pot (L759): seat 2 in clean-cubierto. Seat 3 speaking first there is
// PC-ABRE; seat 2 first is clean.
func TestCubiertoDrawOpener(t *testing.T) {
	c := edited(t, "clean-cubierto.txt", nil,
		[3]string{"events", "22:01:23+01:00,1,accion,seat=2 tipo=pasa importe=0.00 calle=2", "22:01:23+01:00,1,accion,seat=3 tipo=pasa importe=0.00 calle=2"},
		[3]string{"events", "22:01:24+01:00,1,accion,seat=3 tipo=pasa importe=0.00 calle=2", "22:01:24+01:00,1,accion,seat=2 tipo=pasa importe=0.00 calle=2"})
	if got, _ := keys(t, c); !has(got, "PC-ABRE@1/B3") {
		t.Errorf("seat 3 opens the draw interval: findings %v, want PC-ABRE@1/B3", got)
	}
	if got, _ := keys(t, casetest.Read(t, "testdata/cases/clean-cubierto.txt")); has(got, "PC-ABRE@1/B2") {
		t.Errorf("seat 2 opens the draw interval: findings %v, want no PC-ABRE", got)
	}
}

// Seven stud's interval 5 with a tie for the best showing hand goes to the
// tied seat nearest the mano on its right (L803). Seat 4's up-cards are
// made K-K-2-4 like seat 3's, and the mano is seat 1 (out of the hand):
// nearest on the right is seat 4, on the left seat 3. Seat 3 opens
// interval 5: PC-ABRE under the literal reading, accepted by default (a
// room ruling one direction throughout, A-43).
func TestSevenStudFifthIntervalTie(t *testing.T) {
	edits := [][3]string{
		{"events", "seat=4 cartas=7D,8D,9D,JC", "seat=4 cartas=KS,KC,2C,4D"},
		{"events", "boton,seat=4", "boton,seat=1"},
		{"rounds", "4=TD,2D,7D,8D,9D,JC,5S", "4=TD,2D,KS,KC,2C,4D,5S"},
		{"rounds", "KH,7D,5C,KD,8D,2S,9D,4H,JC", "KH,KS,5C,KD,KC,2S,2C,4H,4D"},
	}
	lit := edited(t, "clean-seven-stud.txt", []string{"pc-empate-abre=literal"}, edits...)
	if got, _ := keys(t, lit); !has(got, "PC-ABRE@1/B3") {
		t.Errorf("literal, seat 3 opens interval 5: findings %v, want PC-ABRE@1/B3", got)
	}
	def := edited(t, "clean-seven-stud.txt", nil, edits...)
	if got, _ := keys(t, def); has(got, "PC-ABRE@1/B3") {
		t.Errorf("default, seat 3 opens interval 5: findings %v, want no PC-ABRE", got)
	}
	// Seat 4, nearest on the right, opening interval 5 is right under both.
	swap := append(edits,
		[3]string{"events", "22:01:28+01:00,1,accion,seat=3 tipo=pasa importe=0.00 calle=5", "22:01:28+01:00,1,accion,seat=4 tipo=pasa importe=0.00 calle=5"},
		[3]string{"events", "22:01:29+01:00,1,accion,seat=4 tipo=pasa importe=0.00 calle=5", "22:01:29+01:00,1,accion,seat=3 tipo=pasa importe=0.00 calle=5"})
	if got, _ := keys(t, edited(t, "clean-seven-stud.txt", []string{"pc-empate-abre=literal"}, swap...)); has(got, "PC-ABRE@1/B4") || has(got, "PC-ABRE@1/B3") {
		t.Errorf("literal, seat 4 opens interval 5: findings %v, want no PC-ABRE", got)
	}
}

// Seven stud's interval 1: seat 4 shows the lowest card (2H) but its 0.50
// ante was its whole stack, so it cannot bring in. Who speaks for it is not
// said: the lowest of the seats able to act (seat 2's 3C) or the first
// able to act after seat 4 (seat 1). Seat 1 bringing in is accepted; with
// seat 4 holding chips it is PC-ABRE (seat 4 had to).
func TestSevenStudBringInAllIn(t *testing.T) {
	edits := [][3]string{
		{"events", "seat=4 cartas=7D,8D,9D,JC", "seat=4 cartas=2H,8D,9D,JC"},
		{"rounds", "KH,7D,5C", "KH,2H,5C"},
		{"rounds", "4=TD,2D,7D,", "4=TD,2D,2H,"},
		{"events", "seat=2 tipo=trae importe=2.00 calle=1", "seat=1 tipo=trae importe=2.00 calle=1"},
	}
	allIn := edited(t, "clean-seven-stud.txt", nil, append(edits, [3]string{"events", "seat=4 importe=50.00", "seat=4 importe=0.50"})...)
	if got, _ := keys(t, allIn); has(got, "PC-ABRE@1/B1") || has(got, "PC-TRAE@1/B1") {
		t.Errorf("seat 4 all-in on its ante, seat 1 brings in: findings %v, want no PC-ABRE or PC-TRAE", got)
	}
	if got, _ := keys(t, edited(t, "clean-seven-stud.txt", nil, edits...)); !has(got, "PC-ABRE@1/B1") {
		t.Errorf("seat 4 with chips, seat 1 brings in: findings %v, want PC-ABRE@1/B1", got)
	}
}

// A bring-in short of the minimum is no breach when it is the seat's whole
// stack: seat 2 with 1.50 before the hand puts 0.50 ante and 1.00 bring-in,
// all it has. With chips behind it is PC-TRAE, 1.00 short of the 2.00
// minimum.
func TestBringInShortAllIn(t *testing.T) {
	_, fs := keys(t, casetest.Read(t, "testdata/cases/bring-in-short.txt"))
	if f := find(t, fs, "PC-TRAE@1/B2"); f.AtStake != 100 {
		t.Errorf("bring-in of 1.00 under 2.00: at stake %d, want 100", f.AtStake)
	}
	c := edited(t, "bring-in-short.txt", nil, [3]string{"events", "seat=2 importe=50.00", "seat=2 importe=1.50"})
	if got, _ := keys(t, c); has(got, "PC-TRAE@1/B2") {
		t.Errorf("bring-in of the whole stack: findings %v, want no PC-TRAE", got)
	}
	c = edited(t, "bring-in-short.txt", nil, [3]string{"events", "seat=2 importe=50.00", "seat=2 importe=1.51"})
	if got, _ := keys(t, c); !has(got, "PC-TRAE@1/B2") {
		t.Errorf("bring-in with 0.01 behind: findings %v, want PC-TRAE@1/B2", got)
	}
}

// A fee of 0 % beside a rate is no fee, as a rate of 0 % beside a fee is
// no rake: the hourly-fee case with comision=5% cuota=0% and no rake taken
// offers the rake alone (no PC-INGRESOS); with cuota=15% it offers both.
func TestRevenueFeeZero(t *testing.T) {
	c := edited(t, "revenue-fee-rake-zero.txt", nil, [3]string{"events", "comision=0% cuota=15%", "comision=5% cuota=0%"})
	if got, _ := keys(t, c); has(got, "PC-INGRESOS@2") || has(got, "PC-INGRESOS@1") {
		t.Errorf("cuota=0%%: findings %v, want no PC-INGRESOS", got)
	}
	c = edited(t, "revenue-fee-rake-zero.txt", nil, [3]string{"events", "comision=0% cuota=15%", "comision=5% cuota=15%"})
	if got, _ := keys(t, c); !has(got, "PC-INGRESOS@2") {
		t.Errorf("comision=5%% cuota=15%%: findings %v, want PC-INGRESOS@2", got)
	}
}

// The money a PC-BOTES names when the recorded pots are the built ones for
// the same seats, amounts apart: 1.00 moved from the main pot (4.00 built,
// 3.00 recorded) to the side pot (3.00 built, 4.00 recorded) is 1.00 at
// stake, not the side pot's 3.00; the main pot alone recorded 0.50 short
// is 0.50.
func TestPotsMisallocatedMoney(t *testing.T) {
	c := edited(t, "clean-pots-side.txt", nil,
		[3]string{"events", `"n=1 importe=4.00 asientos=1,2,3,4`, `"n=1 importe=3.00 asientos=1,2,3,4`},
		[3]string{"events", `"n=2 importe=3.00 asientos=1,2,3`, `"n=2 importe=4.00 asientos=1,2,3`})
	_, fs := keys(t, c)
	f := find(t, fs, "PC-BOTES@1")
	if f.AtStake != 100 || f.Expected.ES != "4,00 € (asientos 1, 2, 3, 4); 3,00 € (asientos 1, 2, 3)" || f.Recorded.ES != "3,00 € (asientos 1, 2, 3, 4); 4,00 € (asientos 1, 2, 3)" {
		t.Errorf("1.00 moved between pots: at stake %d, expected %q, recorded %q", f.AtStake, f.Expected.ES, f.Recorded.ES)
	}
	c = edited(t, "clean-pots-side.txt", nil,
		[3]string{"events", `"n=1 importe=4.00 asientos=1,2,3,4`, `"n=1 importe=3.50 asientos=1,2,3,4`})
	_, fs = keys(t, c)
	if f := find(t, fs, "PC-BOTES@1"); f.AtStake != 50 {
		t.Errorf("main pot 0.50 short: at stake %d, want 50", f.AtStake)
	}
}

// A hand without bet rows whose pots are recorded at 0.00: the rows build
// no pot, so PC-BOTES names the pots the actions build (4.00 for seats 1–4,
// 3.00 for seats 1–3) and the 7.00 missing from the recorded ones.
func TestPotsWithoutRowsExpected(t *testing.T) {
	c := edited(t, "clean-pots-side.txt", nil,
		[3]string{"bets", "S1,1,B1,1,P1,mano,,2.00,0.00,2.85\n", ""},
		[3]string{"bets", "S1,1,B2,2,P2,mano,,2.00,0.00,0.00\n", ""},
		[3]string{"bets", "S1,1,B3,3,P3,mano,,2.00,0.00,0.00\n", ""},
		[3]string{"bets", "S1,1,B4,4,P4,mano,,1.00,0.00,3.80\n", ""},
		[3]string{"events", "n=1 importe=4.00 asientos=1,2,3,4 ganadores=4 reparto=3.80", "n=1 importe=0.00 asientos=1,2,3,4 ganadores=4 reparto=0.00"},
		[3]string{"events", "S1,2024-03-02T22:01:23+01:00,1,bote,\"n=2 importe=3.00 asientos=1,2,3 ganadores=1 reparto=2.85\",C1\n", ""},
		[3]string{"events", "importe=0.35", "importe=0.00"})
	_, fs := keys(t, c)
	f := find(t, fs, "PC-BOTES@1")
	if f.AtStake != 700 || f.Expected.ES != "4,00 € (asientos 1, 2, 3, 4); 3,00 € (asientos 1, 2, 3)" || f.Recorded.ES != "0,00 € (asientos 1, 2, 3, 4)" {
		t.Errorf("no rows, pots of 0.00: at stake %d, expected %q, recorded %q", f.AtStake, f.Expected.ES, f.Recorded.ES)
	}
}
