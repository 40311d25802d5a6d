package stats

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

func mustRun(t testing.TB, c logs.Source, o Options) *Report {
	t.Helper()
	if o.Region == "" {
		o.Region = rules.RegionCyL
	}
	r, err := Run(c, o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// rate is x of n with its binomial standard error.
type rate struct{ x, n int }

func (r rate) String() string {
	if r.n == 0 {
		return "—"
	}
	p := float64(r.x) / float64(r.n)
	return fmt.Sprintf("%.4f (%d/%d, ±%.4f)", p, r.x, r.n, math.Sqrt(p*(1-p)/float64(r.n)))
}

func (r *rate) add(hit bool) {
	r.n++
	if hit {
		r.x++
	}
}

// nullPValues runs unbiased casino-periods and gathers every test's raw
// p-value, and for each rule whether a run had any finding of it (the
// family-wise rate, at most q under Benjamini–Hochberg when nothing is
// biased).
func nullPValues(t *testing.T, seeds, days int) (ps map[string][]float64, anyFinding map[string]*rate) {
	ps, anyFinding = map[string][]float64{}, map[string]*rate{}
	for seed := 1; seed <= seeds; seed++ {
		c := nullSim(uint64(seed))
		c.Days = days
		r := mustRun(t, c, Options{})
		// The error rates come from an audit's result: 80 croupiers of
		// 3,000 rounds who all err in 1% of their rounds.
		e := mustRun(t, &logs.Memory{}, Options{Result: simErrors(uint64(seed), 80, 3000, 0.01)})
		r.Errors, r.Tests[RuleErrors] = e.Errors, e.Tests[RuleErrors]
		r.Findings = append(r.Findings, e.Findings...)
		for _, h := range r.Holds {
			if h.Tested && h.Scope != ScopeTable30 {
				ps["hold "+h.Scope] = append(ps["hold "+h.Scope], h.P)
			}
		}
		for _, w := range r.Wheels {
			if w.Tested {
				ps[RuleWheelBias] = append(ps[RuleWheelBias], w.PNumbers)
				ps[RuleWheelSect] = append(ps[RuleWheelSect], w.PSectors)
			}
		}
		for _, s := range r.Signatures {
			if s.Tested {
				ps[RuleSignature] = append(ps[RuleSignature], s.P)
			}
		}
		for _, s := range r.Shoes {
			if s.Tested {
				ps[RuleShoe] = append(ps[RuleShoe], s.P)
			}
		}
		for _, d := range r.DealerBust {
			if d.Tested {
				ps[RuleDealerBust] = append(ps[RuleDealerBust], d.P)
			}
		}
		for _, e := range r.Errors {
			if e.Tested {
				ps[RuleErrors] = append(ps[RuleErrors], e.P)
			}
		}
		found := map[string]bool{}
		for _, f := range r.Findings {
			found[f.Rule] = true
		}
		for rule := range r.Tests {
			if anyFinding[rule] == nil {
				anyFinding[rule] = &rate{}
			}
			anyFinding[rule].add(found[rule])
		}
	}
	return ps, anyFinding
}

// simErrors is an audit result of croupiers who all err at the same rate:
// n croupiers of rounds rounds each, each round with a finding with
// chance p.
func simErrors(seed uint64, n, rounds int, p float64) *audit.Result {
	rng := rand.New(rand.NewPCG(seed, 0xe77))
	res := &audit.Result{}
	for k := 0; k < n; k++ {
		d := fmt.Sprintf("E%02d", k)
		res.Dealers = append(res.Dealers, audit.DealerCount{Casino: "SIM", Dealer: d, Rounds: rounds})
		for i := 1; i <= rounds; i++ {
			if rng.Float64() < p {
				res.Findings = append(res.Findings, audit.Finding{Rule: "X", Kind: rules.Violation, Severity: rules.Medium, Casino: "SIM", Session: d, Round: i, Dealer: d})
			}
		}
	}
	return res
}

// detection runs biased casino-periods at each size and counts how often
// the rule flags the biased thing.
func detection(t *testing.T, seeds int, sizes []int, mk func(seed uint64, size int) sim, hit func(r *Report) bool) []rate {
	out := make([]rate, len(sizes))
	for i, size := range sizes {
		for seed := 1; seed <= seeds; seed++ {
			out[i].add(hit(mustRun(t, mk(uint64(seed), size), Options{})))
		}
	}
	return out
}

func has(r *Report, rule string, where func(f Finding) bool) bool {
	for _, f := range r.Findings {
		if f.Rule == rule && where(f) {
			return true
		}
	}
	return false
}

// TestCalibration measures the false-alarm rate of every test against its
// nominal level and the sizes at which the injected biases are detected
// (docs/statistics.md, "Calibration"). It takes minutes, so it runs only
// when VEEDOR_CALIBRATE gives the number of seeds
// (scripts/stats-calibration.sh); its figures are printed with -v. It
// fails when a test's size exceeds its nominal level by more than three
// standard errors, or a bias is not detected at the largest size stated.
func TestCalibration(t *testing.T) {
	env := os.Getenv("VEEDOR_CALIBRATE")
	if env == "" {
		t.Skip("set VEEDOR_CALIBRATE=SEEDS to measure (scripts/stats-calibration.sh)")
	}
	seeds, err := strconv.Atoi(env)
	if err != nil || seeds < 1 {
		t.Fatalf("VEEDOR_CALIBRATE=%q: want a number of seeds", env)
	}
	days := 30
	if d, err := strconv.Atoi(os.Getenv("VEEDOR_CALIBRATE_DAYS")); err == nil && d > 0 {
		days = d
	}
	ps, anyF := nullPValues(t, seeds, days)
	var keys []string
	for k := range ps {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var nb strings.Builder
	fmt.Fprintf(&nb, "\nnull, %d seeds of %d days: share of raw p-values under α (the size of each test)\n", seeds, days)
	for _, k := range keys {
		fmt.Fprintf(&nb, "  %-26s", k)
		for _, alpha := range []float64{0.01, 0.05} {
			var s rate
			for _, p := range ps[k] {
				s.add(p < alpha)
			}
			fmt.Fprintf(&nb, "  α=%.2f: %s", alpha, s)
			p := float64(s.x) / float64(s.n)
			if se := math.Sqrt(alpha * (1 - alpha) / float64(s.n)); p > alpha+3*se+0.002 {
				t.Errorf("%s: size %.4f at α = %.2f (%d tests)", k, p, alpha, s.n)
			}
		}
		nb.WriteString("\n")
	}
	fmt.Fprintf(&nb, "null: share of casino-periods with any finding of the rule (es, 99%%, Benjamini–Hochberg at q = 0.01)\n")
	keys = keys[:0]
	for k := range anyF {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&nb, "  %-26s %s\n", k, anyF[k])
	}
	t.Log(nb.String())

	// Detection. Each run is one casino of four wheels.
	n := max(10, seeds/4)
	var b strings.Builder
	spins := []int{3000, 10000, 30000, 60000, 120000, 240000}
	wheel := detection(t, n, spins, func(seed uint64, size int) sim {
		c := nullSim(seed)
		c.PBTables, c.BJTables, c.Days, c.SpinsPerDay, c.NoBets = 0, 0, size/1000, 1000, true
		c.BiasTable, c.BiasFactor = 0, 1.1
		return c
	}, func(r *Report) bool {
		return has(r, RuleWheelBias, func(f Finding) bool { return f.Table == "RF-0" })
	})
	fmt.Fprintf(&b, "\nwheel with pocket 17 ten per cent more likely (%d seeds), share detected (STAT-WHEEL-BIAS, es):\n", n)
	for i, s := range spins {
		fmt.Fprintf(&b, "  %7d spins: %s\n", s, wheel[i])
	}
	sigDays := []int{1, 3, 7, 15, 30}
	sig := detection(t, n, sigDays, func(seed uint64, d int) sim {
		c := nullSim(seed)
		c.PBTables, c.BJTables, c.Days, c.SpinsPerDay, c.NoBets = 0, 0, d, 1000, true
		c.SigDealer, c.SigShare, c.SigOffset = 0, 0.05, 18
		return c
	}, func(r *Report) bool {
		return has(r, RuleSignature, func(f Finding) bool { return f.Dealer == "K00" })
	})
	fmt.Fprintf(&b, "croupier K00 (one of 12) landing 5%% of his spins within ±2 pockets of the opposite of the last number (%d seeds), detected (STAT-CROUPIER-SIGNATURE):\n", n)
	for i, d := range sigDays {
		fmt.Fprintf(&b, "  %4d days of 4 wheels × 1,000 spins (~%d spins of his): %s\n", d, d*4000/12, sig[i])
	}
	leakDays := []int{7, 30, 60, 120, 240}
	var leakTable, leakMonth []rate
	for _, d := range leakDays {
		var tb, mo rate
		for seed := 1; seed <= n; seed++ {
			c := nullSim(uint64(seed))
			c.PBTables, c.BJTables, c.Days, c.SpinsPerDay = 0, 0, d, 600
			c.LeakTable, c.Leak = 0, 0.02
			r := mustRun(t, c, Options{})
			tb.add(has(r, RuleHold, func(f Finding) bool { return f.Scope == ScopeTable && f.Table == "RF-0" }))
			mo.add(has(r, RuleHold, func(f Finding) bool { return f.Scope == ScopeTableMonth && f.Table == "RF-0" }))
		}
		leakTable, leakMonth = append(leakTable, tb), append(leakMonth, mo)
	}
	fmt.Fprintf(&b, "table paying 2%% of every stake too much (%d seeds; 600 spins a day, 3 bets a spin), detected (STAT-HOLD, es):\n", n)
	for i, d := range leakDays {
		fmt.Fprintf(&b, "  %3d days (%6d spins): over the period %s; in a table-month %s\n", d, d*600, leakTable[i], leakMonth[i])
	}
	t.Log(b.String())
	if last := wheel[len(wheel)-1]; float64(last.x) < 0.8*float64(last.n) {
		t.Errorf("biased wheel detected in %v at %d spins", last, spins[len(spins)-1])
	}
	if first := wheel[0]; float64(first.x) > 0.2*float64(first.n) {
		t.Errorf("biased wheel detected in %v already at %d spins", first, spins[0])
	}
}
