package poker

// Guards of the póquer de contrapartida tables that read each number from
// the words of the seed line the value cites, not from the tables (issue
// 23): every pay cell, the maxima's multiples, bets per box and boxes.

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every pay cell pays what its quote spells out («Se paga ocho veces la
// apuesta» is 8, «2.000 veces» 2000). The royal flush's pot share is «el
// acumulado de todas las mesas»: the whole pot, 100%, which no number says.
func TestPaysAsTheirQuotesSpellThem(t *testing.T) {
	tables := map[string][]Pay{
		"second bet cyl": SecondBet[rules.CyL2008], "second bet cv": SecondBet[rules.CV2003],
		"trijoker": TrijokerPays, "insurance": Insurance, "progressive": Progressive,
		"pot share": PotShare, "carrusel": Carrusel,
	}
	n := 0
	for name, tab := range tables {
		for _, p := range tab {
			n++
			if name == "pot share" && p.Class == RoyalFlush {
				if p.Times != 100 || seedtest.Numbers(p.Cite.Quote) != nil {
					t.Errorf("pot share of the royal flush: %d%%, quote «%s»", p.Times, p.Cite.Quote)
				}
				continue
			}
			num, den, ok := seedtest.Payout(p.Cite.Quote)
			if name == "pot share" {
				// «Obtiene el 10% del acumulado»: a percentage, not a payout.
				ns := seedtest.Numbers(p.Cite.Quote)
				num, den, ok = 0, 1, len(ns) == 1
				if ok {
					num = int64(ns[0])
				}
			}
			if !ok || den != 1 || num != p.Times {
				t.Errorf("%s %s: pays %d, its quote «%s» says %d:%d (%v)", name, p.Class.EN(), p.Times, p.Cite.Quote, num, den, ok)
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d pay cells checked", n)
	}
}

// The multiples the ante's maximum may be, bets per box and boxes, each as
// its quote spells it («10, 20 ó 25 veces», «no será superior a tres»,
// «hasta un máximo de siete»); trijoker's «30 veces el mínimo».
func TestLimitsAsTheirQuotesSpellThem(t *testing.T) {
	for _, in := range []string{rules.CyL2008, rules.CV2003} {
		l, ok := SDLimits[in]
		if !ok {
			t.Fatalf("no limits under %s", in)
		}
		ns := seedtest.Numbers(l.MaxCite.Quote)
		if len(ns) != len(l.MaxMultiples) {
			t.Errorf("%s: multiples %v, quote «%s» says %v", in, l.MaxMultiples, l.MaxCite.Quote, ns)
		} else {
			for i, m := range l.MaxMultiples {
				if int64(ns[i]) != m {
					t.Errorf("%s: multiple %d is %d, quote says %d", in, i, m, ns[i])
				}
			}
		}
		if n, ok := seedtest.Number(l.BetsPerBoxCite.Quote); !ok || n != l.BetsPerBox {
			t.Errorf("%s: %d bets per box, quote «%s» says %d", in, l.BetsPerBox, l.BetsPerBoxCite.Quote, n)
		}
		// «hasta un máximo de siete»: the «un» reads as 1, the last number
		// is the count.
		if ns := seedtest.Numbers(l.BoxesCite.Quote); len(ns) == 0 || ns[len(ns)-1] != l.Boxes || l.Boxes != Seats {
			t.Errorf("%s: %d boxes (Seats %d), quote «%s» says %v", in, l.Boxes, Seats, l.BoxesCite.Quote, ns)
		}
		seedtest.Check(t, l.MaxCite, l.BetsPerBoxCite, l.BoxesCite)
	}
	if n, ok := seedtest.Number(TJMax.Quote); !ok || n != TrijokerMaxMultiple {
		t.Errorf("trijoker maximum %d times, quote «%s» says %d", TrijokerMaxMultiple, TJMax.Quote, n)
	}
}
