package stats

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules/roulette"
)

// sim generates a casino's sessions on the fly (a logs.Source that holds one
// session at a time): roulettes with three bets a spin settled exactly,
// punto y banca tables drawn from the exact chances, black-jack croupier
// hands dealt from a six-deck shoe; and, on request, a biased wheel, a
// croupier with a signature, a table whose payouts leak. It is the
// simulator of the calibration (docs/statistics.md).
type sim struct {
	Seed        uint64
	Wheels      int // roulette tables
	Days        int
	SpinsPerDay int
	Croupiers   int // croupiers of the casino, relieved every 60 spins
	PBTables    int
	CoupsPerDay int
	BJTables    int
	HandsPerDay int

	BiasTable  int     // wheel index with one pocket more likely (−1: none)
	BiasFactor float64 // e.g. 1.1: pocket 17 ten per cent more likely
	SigDealer  int     // croupier index with a signature (−1: none)
	SigShare   float64 // share of his spins that land SigOffset ±2 pockets from the last number
	SigOffset  int
	LeakTable  int     // wheel index whose payouts leak (−1: none)
	Leak       float64 // extra paid, a fraction of each stake
	NoBets     bool    // spins without bets (the wheel and signature runs)
}

func nullSim(seed uint64) sim {
	return sim{Seed: seed, Wheels: 4, Days: 30, SpinsPerDay: 400, Croupiers: 12, PBTables: 2, CoupsPerDay: 300, BJTables: 2, HandsPerDay: 300,
		BiasTable: -1, SigDealer: -1, LeakTable: -1}
}

var simStart = time.Date(2024, 1, 1, 20, 0, 0, 0, time.FixedZone("", 3600))

func (c sim) Each(fn func(*logs.Session) error, _ func(logs.Reject)) error {
	rng := rand.New(rand.NewPCG(c.Seed, 0x5eed))
	pbProbs := [3]float64{0.458653, 0.446279, 0.095069} // six decks (rules/puntobanca)
	for day := 0; day < c.Days; day++ {
		opened := simStart.AddDate(0, 0, day)
		for w := 0; w < c.Wheels; w++ {
			if err := fn(c.wheelSession(rng, day, w, opened)); err != nil {
				return err
			}
		}
		for t := 0; t < c.PBTables; t++ {
			s := &logs.Session{ID: fmt.Sprintf("PB%d-%d", t, day), Casino: "SIM", Table: fmt.Sprintf("PB-%d", t), Game: "punto-y-banca", OpenedAt: opened, ClosedAt: opened.Add(8 * time.Hour)}
			cur := 0
			for i := 1; i <= c.CoupsPerDay; i++ {
				u, o := rng.Float64(), 2
				if u < pbProbs[0] {
					o = 0
				} else if u < pbProbs[0]+pbProbs[1] {
					o = 1
				}
				out := [3]string{"P=2H,3C;B=4H,4C", "P=4H,4C;B=2H,3C", "P=4H,3C;B=5H,2C"}[o]
				s.Rounds = append(s.Rounds, logs.Round{No: i, Dealer: c.croupier(rng, i, &cur), Outcome: out, Status: "played"})
				banca := logs.Bet{Round: i, Type: "banca", Stake: 5000}
				punto := logs.Bet{Round: i, Type: "punto", Stake: 5000}
				switch o {
				case 0:
					banca.Returned, banca.Paid = 5000, 4750
				case 1:
					punto.Returned, punto.Paid = 5000, 5000
				default:
					banca.Returned, punto.Returned = 5000, 5000
				}
				s.Bets = append(s.Bets, banca, punto)
			}
			if err := fn(s); err != nil {
				return err
			}
		}
		for t := 0; t < c.BJTables; t++ {
			s := &logs.Session{ID: fmt.Sprintf("BJ%d-%d", t, day), Casino: "SIM", Table: fmt.Sprintf("BJ-%d", t), Game: "black-jack", OpenedAt: opened, ClosedAt: opened.Add(8 * time.Hour)}
			cur := 0
			for i := 1; i <= c.HandsPerDay; i++ {
				s.Rounds = append(s.Rounds, logs.Round{No: i, Dealer: c.croupier(rng, i, &cur), Outcome: dealerDraw(rng), Status: "played"})
			}
			if err := fn(s); err != nil {
				return err
			}
		}
	}
	return nil
}

// croupier is the croupier of round i: relieved every 60 rounds by one
// drawn at random.
func (c sim) croupier(rng *rand.Rand, i int, cur *int) string {
	if (i-1)%60 == 0 {
		*cur = rng.IntN(c.Croupiers)
	}
	return fmt.Sprintf("K%02d", *cur)
}

var simBets = []struct {
	typ, sel string
	stake    logs.Cents
}{{roulette.Pleno, "", 500}, {roulette.Docena, "", 1000}, {roulette.Rojo, "", 2000}}

func (c sim) wheelSession(rng *rand.Rand, day, w int, opened time.Time) *logs.Session {
	s := &logs.Session{ID: fmt.Sprintf("R%d-%d", w, day), Casino: "SIM", Table: fmt.Sprintf("RF-%d", w), Game: roulette.French, Variant: roulette.DosPanos,
		OpenedAt: opened, ClosedAt: opened.Add(8 * time.Hour)}
	prev := rng.IntN(37)
	dealer := 0
	for i := 1; i <= c.SpinsPerDay; i++ {
		if (i-1)%60 == 0 {
			dealer = rng.IntN(c.Croupiers)
		}
		var n int
		switch {
		case w == c.BiasTable:
			// pocket 17 BiasFactor times as likely as any other
			p17 := c.BiasFactor / (36 + c.BiasFactor)
			if rng.Float64() < p17 {
				n = 17
			} else {
				n = rng.IntN(36)
				if n >= 17 {
					n++
				}
			}
		case dealer == c.SigDealer && rng.Float64() < c.SigShare:
			n = roulette.WheelOrder[(roulette.WheelPos[prev]+c.SigOffset+rng.IntN(5)-2+37)%37]
		default:
			n = rng.IntN(37)
		}
		s.Rounds = append(s.Rounds, logs.Round{No: i, Dealer: fmt.Sprintf("K%02d", dealer), Outcome: fmt.Sprint(n), Status: "played"})
		for _, b := range simBets {
			if c.NoBets {
				break
			}
			bet := logs.Bet{Round: i, Type: b.typ, Stake: b.stake}
			switch b.typ {
			case roulette.Pleno:
				k := rng.IntN(37)
				bet.Selection = fmt.Sprint(k)
				if k == n {
					bet.Returned, bet.Paid = b.stake, 35*b.stake
				}
			case roulette.Docena:
				k := 1 + rng.IntN(3)
				bet.Selection = fmt.Sprint(k)
				if roulette.Dozen(k).Has(n) {
					bet.Returned, bet.Paid = b.stake, 2*b.stake
				}
			case roulette.Rojo:
				switch {
				case n == 0:
					bet.Returned = b.stake / 2
				case roulette.Red.Has(n):
					bet.Returned, bet.Paid = b.stake, b.stake
				}
			}
			if w == c.LeakTable {
				bet.Paid += logs.Cents(c.Leak*float64(b.stake) + 0.5)
			}
			s.Bets = append(s.Bets, bet)
		}
		prev = n
	}
	return s
}

// dealerDraw deals a black-jack croupier's hand from six decks: the up-card,
// then cards until 17 or more (soft 17 stands), written as an outcome.
func dealerDraw(rng *rand.Rand) string {
	var left [11]int
	for v := 1; v <= 9; v++ {
		left[v] = 24
	}
	left[10] = 96
	total := 312
	draw := func() int {
		k := rng.IntN(total)
		for v := 1; v <= 10; v++ {
			if k < left[v] {
				left[v]--
				total--
				return v
			}
			k -= left[v]
		}
		panic("empty shoe")
	}
	names := map[int]string{1: "A", 10: "T"}
	out := "D="
	sum, aces := 0, false
	for n := 0; ; n++ {
		v := draw()
		name := names[v]
		if name == "" {
			name = fmt.Sprint(v)
		}
		if n > 0 {
			out += ","
		}
		out += name + "S"
		sum += v
		aces = aces || v == 1
		best := sum
		if aces && sum+10 <= 21 {
			best = sum + 10
		}
		if best >= 17 {
			return out
		}
	}
}

func (c sim) Read() logs.Counts        { return logs.Counts{} }
func (c sim) Notices() []string        { return nil }
func (c sim) Inputs() []logs.InputFile { return nil }
func (c sim) Close() error             { return nil }
