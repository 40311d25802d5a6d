package puntobanca

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// bankDraws is the bank's rule written out as the published game states
// it, independently of pb.TableauRows (which the citation test compares
// with the Valencian seed, L1181–L1188): on 0–2 the bank always draws; on
// 3 unless punto's third card is an 8; on 4 against 2–7; on 5 against 4–7;
// on 6 against 6–7; on 7 it stands; when punto stood, it draws on 0–5.
func bankDraws(bank, third int) bool {
	if third == pb.Stood {
		return bank <= 5
	}
	switch bank {
	case 0, 1, 2:
		return true
	case 3:
		return third != 8
	case 4:
		return third >= 2 && third <= 7
	case 5:
		return third >= 4 && third <= 7
	case 6:
		return third == 6 || third == 7
	}
	return false
}

var rankOf = []string{"T", "A", "2", "3", "4", "5", "6", "7", "8", "9"}

// coupFor is a round in which the bank has two-card total bank, punto
// stood on 6 or drew a third card worth third, and the bank draws (a 5) or
// stands as draw says; neither hand has a natural.
func coupFor(bank, third int, draw bool) string {
	var p string
	if third == pb.Stood {
		p = "P=6S,KH"
	} else {
		p = "P=2C,3D," + rankOf[third] + "S"
	}
	b := "B=KC," + rankOf[bank] + "D"
	if draw {
		b += ",5C"
	}
	return p + ";" + b
}

func testSession(region string, at time.Time, rounds ...logs.Round) (*audit.Context, func() []audit.Finding) {
	in, err := rules.InForce(region, pb.Game, at)
	if err != nil {
		panic(err)
	}
	s := &logs.Session{ID: "S1", Casino: "CAS1", Table: "PB1", Game: pb.Game, OpenedAt: at, ClosedAt: at.Add(2 * time.Hour),
		MinBet: 1000, MaxBet: 100000, Rounds: rounds,
		Staff: []logs.Staff{{Employee: "J1", Role: "jefe-mesa", OnAt: at}, {Employee: "C1", Role: "croupier", OnAt: at}, {Employee: "C2", Role: "croupier", OnAt: at}, {Employee: "K1", Role: "cambista", OnAt: at}}}
	ctx, findings, _ := audit.NewContext(in, rules.Defaults(), s)
	return ctx, findings
}

var regionDates = []struct {
	region string
	at     time.Time
	ref    bool // the tableau rests on the Valencian text
}{
	{"es", time.Date(1978, 5, 10, 22, 0, 0, 0, time.UTC), true},
	{"es", time.Date(2024, 3, 1, 22, 0, 0, 0, time.UTC), true},
	{"cyl", time.Date(2015, 6, 12, 22, 0, 0, 0, time.UTC), true},
	{"cv", time.Date(2010, 11, 5, 22, 0, 0, 0, time.UTC), false},
}

// Every cell of the bank's tableau, through the replay: a coup that follows
// the cell draws no finding; one that contradicts it draws PB-TABLEAU and
// nothing else, marked as resting on the Valencian table outside Valencia.
func TestTableauEveryCell(t *testing.T) {
	for _, rd := range regionDates {
		for bank := 0; bank <= 7; bank++ {
			for third := 0; third <= pb.Stood; third++ {
				want := bankDraws(bank, third)
				for _, contradict := range []bool{false, true} {
					outcome := coupFor(bank, third, want != contradict)
					name := fmt.Sprintf("%s-%d/bank%d/third%d/contradict=%v", rd.region, rd.at.Year(), bank, third, contradict)
					ctx, findings := testSession(rd.region, rd.at, logs.Round{No: 1, At: rd.at.Add(time.Minute), Outcome: outcome, Status: "played"})
					Replay{}.Audit(ctx, ctx.Session)
					var got []audit.Finding
					for _, f := range findings() {
						if f.Kind == rules.Violation {
							got = append(got, f)
						}
					}
					if !contradict {
						if len(got) != 0 {
							t.Errorf("%s (%s): findings %v, want none", name, outcome, keys(got))
						}
						continue
					}
					if len(got) != 1 || got[0].Rule != pb.RuleTableau {
						t.Errorf("%s (%s): findings %v, want PB-TABLEAU only", name, outcome, keys(got))
						continue
					}
					if got[0].Reference != rd.ref {
						t.Errorf("%s: Reference = %v, want %v", name, got[0].Reference, rd.ref)
					}
					if got[0].Cite.Instrument != rules.CV2003 || got[0].Cite.Line != 1181+bank {
						t.Errorf("%s: cites %s L%d, want the Valencian row L%d", name, got[0].Cite.Instrument, got[0].Cite.Line, 1181+bank)
					}
				}
			}
		}
	}
}

func keys(fs []audit.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule)
	}
	return out
}

// Malformed outcomes are data-quality findings; the round's bets are
// rejected, said once for the round (DQ-ROUND-BETS), never audited and never
// a panic.
func TestMalformedOutcomes(t *testing.T) {
	bad := []string{
		"", "P=;B=", "P=9H,3C", "B=KD,5S;P=9H,3C;X=2C,2D", "P=9H;B=KD,5S", "P=9H,3C,5D,2C;B=KD,5S",
		"P=10H,3C;B=KD,5S", "P=9H,3C;B=KD,5S;", "P=9H,3C;;B=KD,5S", "D=9H,3C;1=KD,5S",
		"P=9H,3C;P=KD,5S", "P=9H,,3C;B=KD,5S", "P=ZZ,3C;B=KD,5S", "\x00", "P=9H,3C;B=KD,5S,",
		strings.Repeat("P=9H,", 1000),
	}
	at := time.Date(2024, 3, 1, 22, 0, 0, 0, time.UTC)
	for _, o := range bad {
		ctx, findings := testSession("es", at, logs.Round{No: 1, At: at.Add(time.Minute), Outcome: o, Status: "played"},
			logs.Round{No: 2, At: at.Add(2 * time.Minute), Outcome: "P=2H,4C;B=KD,5S,3D", Status: "played", Dealt: "2H,KD,4C,5S,3D"})
		ctx.Session.Bets = []logs.Bet{
			{ID: "B1", Round: 1, Seat: "1", Type: "banca", Stake: 2000, Returned: 2000, Paid: 1900, Commission: 100, CommissionRecorded: true},
			{ID: "B2", Round: 2, Seat: "1", Type: "banca", Stake: 2000, Returned: 2000, Paid: 1900, Commission: 100, CommissionRecorded: true},
		}
		Replay{}.Audit(ctx, ctx.Session)
		var outcomeDQ, betDQ bool
		for _, f := range findings() {
			switch {
			case f.Rule == audit.DQOutcome && f.Round == 1:
				outcomeDQ = true
			case f.Rule == audit.DQRoundBets && f.Round == 1 && f.Recorded.EN == "B1" && f.Bet == "":
				betDQ = true
			case f.Kind == rules.Violation:
				t.Errorf("outcome %q: unexpected %s@%d/%s", o, f.Rule, f.Round, f.Bet)
			}
		}
		if !outcomeDQ || !betDQ {
			t.Errorf("outcome %q: DQ-OUTCOME %v, DQ-ROUND-BETS of B1 %v; want both", o, outcomeDQ, betDQ)
		}
	}
}

// FuzzOutcome: any outcome and dealt order are audited or rejected, never a
// panic; a rejected round's bets are rejected with it.
func FuzzOutcome(f *testing.F) {
	for _, s := range []string{"P=9H,3C,5D;B=KD,5S", "P=7S,AD;B=4C,TD", "P=;B=", "P=9H,3C;B=KD,5S,3D,4D", "x"} {
		f.Add(s, "9H,KD,3C,5S,5D")
	}
	at := time.Date(2015, 6, 12, 22, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, outcome, dealt string) {
		ctx, findings := testSession("cyl", at, logs.Round{No: 1, At: at.Add(time.Minute), Outcome: outcome, Dealt: dealt, Status: "played"})
		ctx.Session.Bets = []logs.Bet{{ID: "B1", Round: 1, Seat: "1", Type: "punto", Stake: 2000, Returned: 2000, Paid: 2000}}
		ctx.Session.Events = []logs.Event{{At: at, Round: 1, Kind: "shoe-pass", Detail: dealt}}
		Replay{}.Audit(ctx, ctx.Session)
		rejected := false
		for _, f := range findings() {
			if f.Rule == audit.DQOutcome && f.Column == "outcome" {
				rejected = true
			}
		}
		for _, f := range findings() {
			if f.Bet == "B1" && f.Rule != audit.DQBetRound && rejected {
				t.Errorf("bet of a rejected round audited: %s", f.Rule)
			}
		}
	})
}
