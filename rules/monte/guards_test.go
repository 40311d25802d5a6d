package monte

// Guards of the monte's pays and maxima that read each number from the
// words of the Valencian line it cites, not from the code (issue 23).

import (
	"testing"

	"github.com/veedor/veedor/rules/seedtest"
)

// Each pay with no deduction is the «N veces» of its line («Se paga tres
// veces la apuesta» is 3; Cartas «1 por 1»).
func TestPaysAsTheirQuotesSpellThem(t *testing.T) {
	for _, c := range []struct {
		typ, phase string
		q          string
	}{
		{BetVista, Primeras, visPay.Quote}, {BetVista, Segundas, visPay.Quote},
		{BetCamo, Primeras, cavPay.Quote}, {BetAnti, Primeras, cavPay.Quote}, {BetViudo, Primeras, cavPay.Quote},
		{BetCamo, Segundas, cavPay2.Quote}, {BetAnti, Segundas, cavPay2.Quote}, {BetViudo, Segundas, cavPay2.Quote},
		{BetSalto, Primeras, saltoPay.Quote},
		{BetCartas, Primeras, cartas.Quote}, {BetCartas, Segundas, cartas.Quote},
	} {
		num, den, ok := seedtest.Payout(c.q)
		if !ok || den != 1 || int64(Pay(c.typ, c.phase, 0)) != num {
			t.Errorf("%s in %s pays %d, quote «%s» says %d:%d", c.typ, c.phase, Pay(c.typ, c.phase, 0), c.q, num, den)
		}
	}
	seedtest.Check(t, visPay, cavPay, cavPay2, saltoPay, cartas, maxCartas, maxVis, maxCAV, maxSalto)
}

// «descontándose un punto por cada una»: a point per card down to nothing,
// never below (a point either side of the last).
func TestPayDeductionToZero(t *testing.T) {
	for _, c := range []struct {
		typ, phase string
		d, want    int
	}{
		{BetVista, Primeras, 31, 1}, {BetVista, Primeras, 32, 0}, {BetVista, Primeras, 33, 0},
		{BetCamo, Primeras, 10, 1}, {BetViudo, Primeras, 11, 0}, {BetAnti, Primeras, 12, 0},
		{BetCamo, Segundas, 12, 5}, {BetCartas, Primeras, 7, 1}, {"nope", Primeras, 0, 0},
	} {
		if got := Pay(c.typ, c.phase, c.d); got != c.want {
			t.Errorf("Pay(%s, %s, %d) = %d, want %d", c.typ, c.phase, c.d, got, c.want)
		}
	}
}

// The maxima are the numbers of L3419–L3427 («30 veces … en el juego de
// Primeras y 60 veces en el de Segundas»).
func TestMaximaAsTheirQuotesSpellThem(t *testing.T) {
	first := func(q string) int64 { return int64(seedtest.Numbers(q)[0]) }
	cav := seedtest.Numbers(maxCAV.Quote)
	if len(cav) != 2 {
		t.Fatalf("«%s» gives %v", maxCAV.Quote, cav)
	}
	for _, c := range []struct {
		typ, phase string
		want       int64
	}{
		{BetCartas, Primeras, first(maxCartas.Quote)}, {BetCartas, Segundas, first(maxCartas.Quote)},
		{BetVista, Primeras, first(maxVis.Quote)},
		{BetCamo, Primeras, int64(cav[0])}, {BetAnti, Primeras, int64(cav[0])}, {BetViudo, Primeras, int64(cav[0])},
		{BetCamo, Segundas, int64(cav[1])}, {BetAnti, Segundas, int64(cav[1])}, {BetViudo, Segundas, int64(cav[1])},
		{BetSalto, Primeras, first(maxSalto.Quote)},
		{"nope", Primeras, 0},
	} {
		if got := MaxTimes(c.typ, c.phase); got != c.want {
			t.Errorf("MaxTimes(%s, %s) = %d, the text %d", c.typ, c.phase, got, c.want)
		}
	}
}

// The circular order of the suits: each suit's next and previous, and
// the viudo's opposite two suits away.
func TestSuitsCircle(t *testing.T) {
	for s := 0; s < 4; s++ {
		if Next(s) != (s+1)%4 || Prev(s) != (s+3)%4 || Prev(Next(s)) != s {
			t.Errorf("suit %d: next %d prev %d", s, Next(s), Prev(s))
		}
		p := Card{Rank: 3, Suit: s}
		if !ViudoOpposite(p, Card{Rank: 3, Suit: (s + 2) % 4}) || ViudoOpposite(p, Card{Rank: 3, Suit: Next(s)}) || ViudoOpposite(p, Card{Rank: 4, Suit: (s + 2) % 4}) {
			t.Errorf("viudo opposite of suit %d", s)
		}
	}
	if Next(3) != 0 || Prev(0) != 3 {
		t.Error("the circle does not close")
	}
}
