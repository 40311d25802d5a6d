package circulo_test

import (
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// FuzzReplay changes one event, one hand's outcome and dealt cards, one bet
// and the variant of a simulated session: whatever the evidence, the audit
// finishes without a panic and reconciles its rows.
func FuzzReplay(f *testing.F) {
	f.Add(3, "accion", "seat=3 tipo=sube importe=9.00 calle=2", "C=AS,KD,7C,2H,9S;1=AH,AD", "AH,AD,AS", "hold-em", int64(500), false)
	f.Add(10, "bote", "n=1 importe=0.00 asientos=1 ganadores=1 reparto=0.00", "-", "", "seven-stud", int64(0), true)
	f.Add(0, "estructura", "limite=split apuesta-baja=2.00 apuesta-alta=x comision=120%", "3=AS", "ZZ", "five-stud", int64(-5), false)
	f.Add(7, "descubiertas", "seat=1 cartas=", "C=;1=", ",,", "sintetico", int64(1), true)
	f.Add(12, "pila", "seat=99 importe=0 descansa=si", "C=AS,AS,AS,AS,AS;1=AS,AS", "AS", "omaha", int64(99999), false)
	f.Add(5, "boton", "seat=0", "1=KS,KD,QS,QD,AH;2=AS", "", "cubierto", int64(100), true)
	f.Fuzz(func(t *testing.T, i int, kind, detail, outcome, dealt, variant string, stake int64, cv bool) {
		s, _ := simSession("S1", 4, 11)
		s.Variant = variant
		if n := len(s.Events); n > 0 {
			i = ((i % n) + n) % n
			s.Events[i].Kind, s.Events[i].Detail = kind, detail
		}
		s.Rounds[1].Outcome, s.Rounds[1].Dealt = outcome, dealt
		if stake >= 0 && len(s.Bets) > 0 {
			s.Bets[0].Stake = logs.Cents(stake)
		}
		region := rules.RegionCyL
		if cv {
			region = rules.RegionCV
		}
		res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: region, Assume: rules.Defaults(), Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range res.Counts {
			if n.Read != n.Audited+n.Rejected {
				t.Errorf("%s: read %d != audited %d + rejected %d", n.Table, n.Read, n.Audited, n.Rejected)
			}
		}
	})
}
