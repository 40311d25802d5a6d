package bingo_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// Whatever the balls, a card's selection or an event's kind and detail say,
// the replay never fails and every row is audited or rejected. The worked
// example's log is the base; each input replaces one value of it.
func FuzzReplay(f *testing.F) {
	f.Add("10,11,12,13,30,31,32,33,14,1,2,3,4,5,20,21,22,23,24", "serie=A carton=1 numeros=1,2,3,4,5/10,11,12,13,14/20,21,22,23,24", "cante", "tipo=bingo serie=A carton=1 bolas=19 veredicto=valido", int64(200), int64(0), int64(360))
	f.Add("91,0,1,1", "serie=A carton=0", "entrega", "serie=A desde=5 hasta=1", int64(200), int64(200), int64(0))
	f.Add("", "numeros=1//", "fin", "bolas=999999999", int64(1), int64(0), int64(0))
	f.Add("1,2,3", "serie=A carton=2 numeros=1,2,3,4,5/6,7,8,9,10/11,12,13,14,", "marca", "serie=A carton=2 numero=90", int64(200), int64(0), int64(1))
	f.Add("5", "serie= carton=1", "premios", "linea=x bingo=1.00 linea-premiada=superior", int64(200), int64(0), int64(0))
	f.Add("1,2,3,4,5", "serie=A carton=1 numeros=1,2,3,4,5/6,7,8,9,10/11,12,13,14,15", "cante", "tipo=linea serie=A carton=1 bolas=6 veredicto=nulo", int64(200), int64(0), int64(0))
	f.Fuzz(func(t *testing.T, outcome, selection, kind, detail string, stake, ret, paid int64) {
		if stake <= 0 || ret < 0 || paid < 0 || stake > 1e12 || ret > 1e12 || paid > 1e12 {
			return
		}
		s := base(t)
		s.Rounds[0].Outcome = outcome
		if outcome == "" {
			s.Rounds[0].Status = "void"
		}
		b := &s.Bets[0]
		b.Selection, b.Stake, b.Returned, b.Paid = selection, logs.Cents(stake), logs.Cents(ret), logs.Cents(paid)
		s.Events = append(s.Events, logs.Event{At: s.Rounds[0].At, Round: 1, Kind: kind, Detail: detail})
		res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: "es", Assume: rules.Defaults()})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range res.Counts {
			if c.Read != c.Audited+c.Rejected {
				t.Fatalf("%s: read %d != %d + %d", c.Table, c.Read, c.Audited, c.Rejected)
			}
		}
	})
}

var baseSession *logs.Session

// base returns a fresh copy of the worked example's session.
func base(t *testing.T) *logs.Session {
	t.Helper()
	if baseSession == nil {
		dir := t.TempDir()
		for name, body := range exampleFiles(t) {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		src, err := logs.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer src.Close()
		err = src.Each(func(s *logs.Session) error { baseSession = s; return nil }, func(rj logs.Reject) { t.Fatalf("reject %+v", rj) })
		if err != nil || baseSession == nil {
			t.Fatal(err)
		}
	}
	s := *baseSession
	s.Rounds = append([]logs.Round(nil), baseSession.Rounds...)
	s.Bets = append([]logs.Bet(nil), baseSession.Bets...)
	s.Events = append([]logs.Event(nil), baseSession.Events...)
	return &s
}
