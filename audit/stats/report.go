package stats

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/roulette"
)

// Hold is the hold of one scope: what the house kept against what the bets
// placed make expected.
type Hold struct {
	Scope    string `json:"scope"`
	Casino   string `json:"casino_id"`
	Table    string `json:"table_id,omitempty"`
	Game     string `json:"game,omitempty"`
	Croupier string `json:"dealer_id,omitempty"`
	Period   string `json:"period,omitempty"` // day, month or year; for table-30d the last day
	Rounds   int    `json:"rounds"`
	Bets     int    `json:"bets"`
	// Handle is the sum of stakes; Result the house's recorded result
	// Σ(stake − returned − paid); Expected the theoretical result Σ of each
	// round's expectation, SD its standard deviation, both in cents.
	Handle   logs.Cents `json:"handle_cents"`
	Result   logs.Cents `json:"result_cents"`
	Expected float64    `json:"expected_cents"`
	SD       float64    `json:"sd_cents"`
	Z        float64    `json:"z"`
	P        float64    `json:"p_value"`
	// Low and High bound the hold (a fraction of the handle) the bets make
	// expected at the report's level.
	Low       float64 `json:"hold_low"`
	High      float64 `json:"hold_high"`
	Tested    bool    `json:"tested"` // enough rounds (Options.MinRounds)
	Flagged   bool    `json:"flagged"`
	Reference bool    `json:"reference"`
	// FromStore marks month and year to date (and ohio's windows) summed
	// from the findings store's days through Report.StoreThrough.
	FromStore bool `json:"from_store,omitempty"`
}

// HoldPct is the recorded hold, a fraction of the handle.
func (h Hold) HoldPct() float64 { return ratio(float64(h.Result), float64(h.Handle)) }

// TheoPct is the theoretical hold, a fraction of the handle.
func (h Hold) TheoPct() float64 { return ratio(h.Expected, float64(h.Handle)) }

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// Wheel is one table's roulette over the period.
type Wheel struct {
	Casino      string  `json:"casino_id"`
	Table       string  `json:"table_id"`
	Game        string  `json:"game"`
	Spins       int     `json:"spins"`
	Counts      [37]int `json:"counts"`  // by number
	Sectors     []int   `json:"sectors"` // by sector of the wheel (SectorBounds)
	Tested      bool    `json:"tested"`
	ChiNumbers  float64 `json:"chi2_numbers"`
	PNumbers    float64 `json:"p_numbers"`
	ChiSectors  float64 `json:"chi2_sectors"`
	PSectors    float64 `json:"p_sectors"`
	FlagNumbers bool    `json:"flagged_numbers"`
	FlagSectors bool    `json:"flagged_sectors"`
}

// SectorBounds are the wheel positions where each sector starts (six arcs
// of neighbouring pockets, 6 or 7 pockets each, from zero clockwise).
var SectorBounds = func() []int {
	var b []int
	for i := 0; i < 6; i++ {
		b = append(b, i*37/6)
	}
	return b
}()

// Signature is one croupier's distances on the wheel from the previous
// winning number to the next.
type Signature struct {
	Casino  string  `json:"casino_id"`
	Dealer  string  `json:"dealer_id"`
	Pairs   int     `json:"pairs"`
	Counts  [37]int `json:"counts"` // by distance 0..36, clockwise (in the ball's direction when recorded)
	Tested  bool    `json:"tested"`
	Chi     float64 `json:"chi2"`
	P       float64 `json:"p_value"`
	Flagged bool    `json:"flagged"`
}

// CroupierRate is one croupier's rounds with a finding per 100 rounds.
type CroupierRate struct {
	Casino  string  `json:"casino_id"`
	Dealer  string  `json:"dealer_id"`
	Rounds  int     `json:"rounds"` // rounds dealt
	Errors  int     `json:"rounds_with_finding"`
	Rate    float64 `json:"rate"` // per round; Wilson interval at the level
	Low     float64 `json:"wilson_low"`
	High    float64 `json:"wilson_high"`
	Pooled  float64 `json:"casino_rate"`
	P       float64 `json:"p_value"` // one-sided binomial p-value against the casino's rate
	Tested  bool    `json:"tested"`
	Flagged bool    `json:"flagged"`
}

// Shoe is a punto y banca table's results against the exact chances.
type Shoe struct {
	Casino    string     `json:"casino_id"`
	Table     string     `json:"table_id"`
	Counts    [3]int     `json:"counts"` // banca, punto, tie
	Probs     [3]float64 `json:"exact"`
	Tested    bool       `json:"tested"`
	Chi       float64    `json:"chi2"`
	P         float64    `json:"p_value"`
	Flagged   bool       `json:"flagged"`
	Reference bool       `json:"reference"`
}

// DealerBust is a black-jack table's croupier busts by up-card.
type DealerBust struct {
	Casino    string      `json:"casino_id"`
	Table     string      `json:"table_id"`
	N         [11]int     `json:"hands_by_up"` // by up-card 1 (ace) .. 10; index 0 unused
	Bust      [11]int     `json:"busts_by_up"`
	Probs     [11]float64 `json:"exact_by_up"` // exact chance of a bust
	Hands     int         `json:"hands"`
	Tested    bool        `json:"tested"`
	Chi       float64     `json:"chi2"`
	P         float64     `json:"p_value"`
	Flagged   bool        `json:"flagged"`
	Reference bool        `json:"reference"`
}

var wheelRef = rules.Text{ES: "El orden de los números en el cilindro no lo da el Catálogo: se toma el del cilindro europeo de un cero.",
	EN: "The order of the numbers on the wheel is not in the Catálogo: the standard European single-zero wheel is taken."}
var pbRef = rules.Text{ES: "Las probabilidades exactas siguen el cuadro de la banca valenciano, referencia fuera de la Comunitat Valenciana.",
	EN: "The exact chances follow the Valencian bank's table, a reference outside the Comunitat Valenciana."}
var bjRef = rules.Text{ES: "La regla del croupier descansa en el texto nacional de 1977 (03.V.1.a).",
	EN: "The croupier's rule rests on the national 1977 text (03.V.1.a)."}

func (st *state) report() (*Report, error) {
	o := st.opt
	r := &Report{Method: o.Method, Level: o.Level, MinRounds: o.MinRounds, MinSpins: o.MinSpins, MinPairs: o.MinPairs, MinCoups: o.MinCoups, Tests: map[string]int{}}
	if err := st.readStore(); err != nil {
		return nil, err
	}
	r.StoreThrough, r.Sessions = st.through, st.sessions
	st.holdsReport(r)
	st.wheelsReport(r)
	st.signaturesReport(r)
	if err := st.errorsReport(r); err != nil {
		return nil, err
	}
	st.shoesReport(r)
	st.bustReport(r)
	for _, n := range st.noTheory {
		r.NoTheory = append(r.NoTheory, *n)
	}
	sort.Slice(r.NoTheory, func(i, j int) bool {
		a, b := r.NoTheory[i], r.NoTheory[j]
		return a.Game < b.Game || a.Game == b.Game && a.Reason < b.Reason
	})
	sortFindings(r.Findings)
	return r, nil
}

func (st *state) q() float64 { return 1 - st.opt.Level }

func scopeIndex(s string) int {
	for i, x := range Scopes {
		if x == s {
			return i
		}
	}
	return len(Scopes)
}

func (st *state) holdsReport(r *Report) {
	zc := zCrit(st.opt.Level)
	mk := func(k holdKey, a *acc) Hold {
		h := Hold{Scope: k.Scope, Casino: k.Casino, Table: k.Table, Game: k.Game, Croupier: k.Croupier, Period: k.Period,
			Rounds: a.rounds, Bets: a.bets, Handle: logs.Cents(a.handle), Result: logs.Cents(a.result),
			Expected: a.mean, SD: math.Sqrt(a.vr), Reference: a.reference, FromStore: st.fromStore(k.Scope)}
		h.Tested = a.rounds >= st.opt.MinRounds && h.SD > 0
		if h.SD > 0 {
			h.Z = (float64(h.Result) - h.Expected) / h.SD
			h.P = zTwoSided(h.Z)
		} else {
			h.P = 1
		}
		h.Low = ratio(h.Expected-zc*h.SD, float64(h.Handle))
		h.High = ratio(h.Expected+zc*h.SD, float64(h.Handle))
		return h
	}
	for k, a := range st.holds {
		r.Holds = append(r.Holds, mk(k, a))
	}
	// Ohio: each table's last 30 days against the whole period, or with a
	// findings store against the table's lifetime in it.
	if st.opt.Method == MethodOhio {
		days := map[holdKey]*acc{}
		for k, a := range st.holds {
			if k.Scope == ScopeTableDay {
				addTo(days, k, a)
			}
		}
		for _, k := range sortedHolds(st.stored) {
			addTo(days, k, st.stored[k])
		}
		dayKeys := sortedHolds(days)
		last := map[[3]string]string{}
		life := map[[3]string]*acc{}
		for _, k := range dayKeys {
			a := days[k]
			tk := [3]string{k.Casino, k.Table, k.Game}
			if k.Period > last[tk] {
				last[tk] = k.Period
			}
			if life[tk] == nil {
				life[tk] = &acc{}
			}
			life[tk].add(a)
		}
		if st.stored != nil {
			for tk, a := range life {
				r.Holds = append(r.Holds, mk(holdKey{ScopeTableLife, tk[0], tk[1], tk[2], "", last[tk]}, a))
			}
		}
		win := map[[3]string]*acc{}
		for _, k := range dayKeys {
			a := days[k]
			tk := [3]string{k.Casino, k.Table, k.Game}
			end, _ := time.Parse("2006-01-02", last[tk])
			d, _ := time.Parse("2006-01-02", k.Period)
			if end.Sub(d) < 30*24*time.Hour {
				if win[tk] == nil {
					win[tk] = &acc{}
				}
				win[tk].add(a)
			}
		}
		for tk, a := range win {
			r.Holds = append(r.Holds, mk(holdKey{ScopeTable30, tk[0], tk[1], tk[2], "", last[tk]}, a))
		}
	}
	sort.Slice(r.Holds, func(i, j int) bool {
		a, b := r.Holds[i], r.Holds[j]
		if a.Scope != b.Scope {
			return scopeIndex(a.Scope) < scopeIndex(b.Scope)
		}
		if a.Casino != b.Casino {
			return a.Casino < b.Casino
		}
		if a.Table != b.Table {
			return a.Table < b.Table
		}
		if a.Game != b.Game {
			return a.Game < b.Game
		}
		if a.Croupier != b.Croupier {
			return a.Croupier < b.Croupier
		}
		return a.Period < b.Period
	})
	switch st.opt.Method {
	case MethodES:
		for _, scope := range Scopes {
			var idx []int
			var ps []float64
			for i, h := range r.Holds {
				if h.Scope == scope && h.Tested {
					idx, ps = append(idx, i), append(ps, h.P)
				}
			}
			rej, adj := benjaminiHochberg(ps, st.q())
			for j, i := range idx {
				r.Tests[RuleHold]++
				if rej[j] {
					st.holdFinding(r, i, adj[j], len(idx))
				}
			}
		}
	case MethodMaryland:
		for i, h := range r.Holds {
			if h.Tested && (h.Scope == ScopeTableDay || h.Scope == ScopeTableMonth || h.Scope == ScopeTable) {
				r.Tests[RuleHold]++
				if h.P < st.q() {
					st.holdFinding(r, i, 0, 1)
				}
			}
		}
	case MethodKansas:
		for i, h := range r.Holds {
			if h.Tested && h.Scope == ScopeTableMonth {
				r.Tests[RuleHold]++
				if math.Abs(h.HoldPct()-h.TheoPct()) > 0.03 {
					st.holdFinding(r, i, 0, 1)
				}
			}
		}
	case MethodOhio:
		lifeScope := ScopeTable
		if st.stored != nil {
			lifeScope = ScopeTableLife
		}
		life := map[[3]string]Hold{}
		for _, h := range r.Holds {
			if h.Scope == lifeScope {
				life[[3]string{h.Casino, h.Table, h.Game}] = h
			}
		}
		for i, h := range r.Holds {
			if h.Tested && h.Scope == ScopeTable30 {
				r.Tests[RuleHold]++
				if math.Abs(h.HoldPct()-life[[3]string{h.Casino, h.Table, h.Game}].HoldPct()) > 0.04 {
					st.holdFinding(r, i, 0, 1)
				}
			}
		}
	}
}

// pval writes a p-value with its relation, "= 0.0012"; one below what a
// float tells from 0 is "< 1e-300".
type pval float64

func (p pval) String() string {
	if p < 1e-300 {
		return "< 1e-300"
	}
	return fmt.Sprintf("= %.2g", float64(p))
}

// numText is a number already written, which esf may still give a decimal comma.
type numText string

func pct(x float64) numText { return numText(fmt.Sprintf("%.2f%%", 100*x)) }

// scopeText is a hold's scope and period, "table-month 2024-03" or "table".
func scopeText(h *Hold) string {
	if h.Period == "" {
		return h.Scope
	}
	return h.Scope + " " + h.Period
}

func (st *state) holdFinding(r *Report, i int, adj float64, tests int) {
	h := &r.Holds[i]
	h.Flagged = true
	where := h.Table
	if h.Scope == ScopeCroupier {
		where = h.Croupier
	}
	if h.Scope == ScopeGame {
		where = h.Game
	}
	if h.Scope == ScopeDay {
		where = h.Period
	}
	f := Finding{Rule: RuleHold, Kind: Kind, Casino: h.Casino, Table: h.Table, Game: h.Game, Dealer: h.Croupier, Scope: h.Scope, Period: h.Period,
		Statistic: h.Z, P: h.P, Adjusted: adj, Tests: tests, Method: st.opt.Method, Reference: h.Reference}
	if h.Reference {
		f.ReferenceNote = pbRef
	}
	storeES, storeEN := "", ""
	if h.FromStore {
		storeES, storeEN = ", con el almacén de hallazgos hasta "+r.StoreThrough, ", with the findings store through "+r.StoreThrough
	}
	f.Detail = rules.Text{
		ES: esf("Retención de %s (%s%s): %s sobre %s apostados, donde las apuestas hechas dan %s ± %s (nivel %.0f%%); a %.1f desviaciones típicas, p %s.",
			where, scopeText(h), storeES, pct(h.HoldPct()), h.Handle.Euro("es"), pct(h.TheoPct()), pct(ratio(h.SD, float64(h.Handle))), 100*st.opt.Level, h.Z, pval(h.P)),
		EN: fmt.Sprintf("Hold of %s (%s%s): %s on %s handle, where the bets placed make %s ± %s expected (level %.0f%%); %.1f standard deviations off, p %s.",
			where, scopeText(h), storeEN, pct(h.HoldPct()), h.Handle.Euro("en"), pct(h.TheoPct()), pct(ratio(h.SD, float64(h.Handle))), 100*st.opt.Level, h.Z, pval(h.P)),
	}
	r.Findings = append(r.Findings, f)
}

var decimalPoint = regexp.MustCompile(`(\d)\.(\d)`)

// esf is fmt.Sprintf for a Spanish sentence: the numbers it formats take a
// decimal comma; string arguments (identifiers, amounts already written
// the Spanish way) are kept as they are.
func esf(format string, args ...any) string {
	var kept []string
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = fmt.Sprintf("\x00%d\x00", len(kept))
			kept = append(kept, s)
		}
	}
	out := decimalPoint.ReplaceAllString(fmt.Sprintf(format, args...), "$1,$2")
	for i, s := range kept {
		out = strings.Replace(out, fmt.Sprintf("\x00%d\x00", i), s, 1)
	}
	return out
}

func sortedTables[V any](m map[tableKey]V) []tableKey {
	ks := make([]tableKey, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		a, b := ks[i], ks[j]
		return a.Casino < b.Casino || a.Casino == b.Casino && (a.Table < b.Table || a.Table == b.Table && a.Game < b.Game)
	})
	return ks
}

func sortedDealers[V any](m map[dealerKey]V) []dealerKey {
	ks := make([]dealerKey, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		a, b := ks[i], ks[j]
		return a.Casino < b.Casino || a.Casino == b.Casino && a.Dealer < b.Dealer
	})
	return ks
}

// sectorCounts folds counts by number into counts by wheel sector, and
// gives each sector's chance.
func sectorCounts(counts [37]int) (obs, probs []float64) {
	for i, start := range SectorBounds {
		end := 37
		if i+1 < len(SectorBounds) {
			end = SectorBounds[i+1]
		}
		n := 0
		for pos := start; pos < end; pos++ {
			n += counts[roulette.WheelOrder[pos]]
		}
		obs = append(obs, float64(n))
		probs = append(probs, float64(end-start)/37)
	}
	return obs, probs
}

func floats(c []int) []float64 {
	f := make([]float64, len(c))
	for i, x := range c {
		f[i] = float64(x)
	}
	return f
}

func (st *state) wheelsReport(r *Report) {
	var ps []float64
	type ref struct{ w, test int }
	var refs []ref
	for _, k := range sortedTables(st.wheels) {
		c := st.wheels[k]
		w := Wheel{Casino: k.Casino, Table: k.Table, Game: k.Game, Counts: *c}
		for _, n := range c {
			w.Spins += n
		}
		obs, probs := sectorCounts(*c)
		for _, x := range obs {
			w.Sectors = append(w.Sectors, int(x))
		}
		w.Tested = w.Spins >= st.opt.MinSpins
		if w.Tested {
			w.ChiNumbers, _, w.PNumbers = chiSquare(floats(c[:]), wheelProbs)
			w.ChiSectors, _, w.PSectors = chiSquare(obs, probs)
			ps = append(ps, w.PNumbers, w.PSectors)
			refs = append(refs, ref{len(r.Wheels), 0}, ref{len(r.Wheels), 1})
		}
		r.Wheels = append(r.Wheels, w)
	}
	rej, adj := benjaminiHochberg(ps, st.q())
	for j, x := range refs {
		w := &r.Wheels[x.w]
		rule, chi, p, df := RuleWheelBias, w.ChiNumbers, w.PNumbers, 36
		what := rules.Text{ES: "los 37 números", EN: "the 37 numbers"}
		if x.test == 1 {
			rule, chi, p, df = RuleWheelSect, w.ChiSectors, w.PSectors, len(SectorBounds)-1
			what = rules.Text{ES: "los sectores del cilindro", EN: "the wheel's sectors"}
		}
		r.Tests[rule]++
		if !rej[j] {
			continue
		}
		if x.test == 0 {
			w.FlagNumbers = true
		} else {
			w.FlagSectors = true
		}
		f := Finding{Rule: rule, Kind: Kind, Casino: w.Casino, Table: w.Table, Game: w.Game, Statistic: chi, DF: df, P: p, Adjusted: adj[j], Tests: len(ps), Method: st.opt.Method}
		if x.test == 1 {
			f.Reference, f.ReferenceNote = true, wheelRef
		}
		f.Detail = rules.Text{
			ES: esf("Cilindro de la mesa %s: en %d tiradas, %s no salen con igual frecuencia (χ² = %.1f, %d g.l., p %s; p ajustada %s entre %d pruebas).", w.Table, w.Spins, what.ES, chi, df, pval(p), pval(adj[j]), len(ps)),
			EN: fmt.Sprintf("Wheel of table %s: in %d spins, %s do not come out equally often (χ² = %.1f, %d d.f., p %s; adjusted p %s among %d tests).", w.Table, w.Spins, what.EN, chi, df, pval(p), pval(adj[j]), len(ps)),
		}
		r.Findings = append(r.Findings, f)
	}
}

func (st *state) signaturesReport(r *Report) {
	var ps []float64
	var idx []int
	for _, k := range sortedDealers(st.sigs) {
		c := st.sigs[k]
		s := Signature{Casino: k.Casino, Dealer: k.Dealer, Counts: *c}
		for _, n := range c {
			s.Pairs += n
		}
		s.Tested = s.Pairs >= st.opt.MinPairs
		if s.Tested {
			s.Chi, _, s.P = chiSquare(floats(c[:]), wheelProbs)
			ps, idx = append(ps, s.P), append(idx, len(r.Signatures))
		}
		r.Signatures = append(r.Signatures, s)
	}
	rej, adj := benjaminiHochberg(ps, st.q())
	for j, i := range idx {
		r.Tests[RuleSignature]++
		if !rej[j] {
			continue
		}
		s := &r.Signatures[i]
		s.Flagged = true
		r.Findings = append(r.Findings, Finding{Rule: RuleSignature, Kind: Kind, Casino: s.Casino, Dealer: s.Dealer, Statistic: s.Chi, DF: 36, P: s.P, Adjusted: adj[j], Tests: len(ps), Method: st.opt.Method,
			Reference: true, ReferenceNote: wheelRef,
			Detail: rules.Text{
				ES: esf("Croupier %s: en %d tiradas seguidas, la distancia en el cilindro entre un número ganador y el siguiente no es uniforme (χ² = %.1f, 36 g.l., p %s; p ajustada %s entre %d croupiers).", s.Dealer, s.Pairs, s.Chi, pval(s.P), pval(adj[j]), len(ps)),
				EN: fmt.Sprintf("Croupier %s: in %d consecutive spins, the distance on the wheel from one winning number to the next is not uniform (χ² = %.1f, 36 d.f., p %s; adjusted p %s among %d croupiers).", s.Dealer, s.Pairs, s.Chi, pval(s.P), pval(adj[j]), len(ps)),
			}})
	}
}

func (st *state) errorsReport(r *Report) error {
	res := st.opt.Result
	if res == nil {
		return nil
	}
	// The rounds with a violation, per croupier. Findings stream in the
	// report's order, a session's together (session IDs are unique in a
	// log), so each croupier keeps only the rounds of the session it is
	// in: memory of a session, not of every round with a finding (ten
	// million findings on a casino's every round once took 130 MB here).
	type seen struct {
		casino, session string
		rounds          map[int]bool
		n               int
	}
	byDealer := map[dealerKey]*seen{}
	err := res.EachFinding(func(_ int, f *audit.Finding) error {
		if f.Kind != rules.Violation || f.Dealer == "" || f.Round == 0 || f.Severity == rules.Info {
			return nil
		}
		k := dealerKey{f.Casino, f.Dealer}
		d := byDealer[k]
		if d == nil {
			d = &seen{rounds: map[int]bool{}}
			byDealer[k] = d
		}
		if d.casino != f.Casino || d.session != f.Session {
			d.casino, d.session = f.Casino, f.Session
			clear(d.rounds)
		}
		if !d.rounds[f.Round] {
			d.rounds[f.Round] = true
			d.n++
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("reading the findings for the croupiers' error rates: %w", err)
	}
	errs := func(k dealerKey) int {
		if d := byDealer[k]; d != nil {
			return d.n
		}
		return 0
	}
	pool := map[string][2]int{}
	for _, d := range res.Dealers {
		p := pool[d.Casino]
		p[0] += errs(dealerKey{d.Casino, d.Dealer})
		p[1] += d.Rounds
		pool[d.Casino] = p
	}
	var ps []float64
	var idx []int
	dealers := append([]audit.DealerCount(nil), res.Dealers...)
	sort.Slice(dealers, func(i, j int) bool {
		return dealers[i].Casino < dealers[j].Casino || dealers[i].Casino == dealers[j].Casino && dealers[i].Dealer < dealers[j].Dealer
	})
	for _, d := range dealers {
		x := errs(dealerKey{d.Casino, d.Dealer})
		if x > d.Rounds {
			x = d.Rounds
		}
		c := CroupierRate{Casino: d.Casino, Dealer: d.Dealer, Rounds: d.Rounds, Errors: x, Rate: ratio(float64(x), float64(d.Rounds))}
		c.Low, c.High = wilson(x, d.Rounds, st.opt.Level)
		p := pool[d.Casino]
		c.Pooled = ratio(float64(p[0]), float64(p[1]))
		c.Tested = d.Rounds >= st.opt.MinRounds/3 && c.Pooled > 0
		c.P = 1
		if c.Tested {
			c.P = binomialUpper(x, d.Rounds, c.Pooled)
			ps, idx = append(ps, c.P), append(idx, len(r.Errors))
		}
		r.Errors = append(r.Errors, c)
	}
	rej, adj := benjaminiHochberg(ps, st.q())
	for j, i := range idx {
		r.Tests[RuleErrors]++
		if !rej[j] {
			continue
		}
		c := &r.Errors[i]
		c.Flagged = true
		r.Findings = append(r.Findings, Finding{Rule: RuleErrors, Kind: Kind, Casino: c.Casino, Dealer: c.Dealer, Statistic: 100 * c.Rate, P: c.P, Adjusted: adj[j], Tests: len(ps), Method: st.opt.Method,
			Detail: rules.Text{
				ES: esf("Croupier %s: %d de %d tiradas o manos con un hallazgo (%.2f por 100, intervalo de Wilson %.2f–%.2f) frente a %.2f por 100 en el casino; p %s, ajustada %s entre %d croupiers.", c.Dealer, c.Errors, c.Rounds, 100*c.Rate, 100*c.Low, 100*c.High, 100*c.Pooled, pval(c.P), pval(adj[j]), len(ps)),
				EN: fmt.Sprintf("Croupier %s: %d of %d rounds with a finding (%.2f per 100, Wilson interval %.2f–%.2f) against %.2f per 100 in the casino; p %s, adjusted %s among %d croupiers.", c.Dealer, c.Errors, c.Rounds, 100*c.Rate, 100*c.Low, 100*c.High, 100*c.Pooled, pval(c.P), pval(adj[j]), len(ps)),
			}})
	}
	return nil
}

func (st *state) shoesReport(r *Report) {
	var ps []float64
	var idx []int
	for _, k := range sortedTables(st.shoes) {
		a := st.shoes[k]
		s := Shoe{Casino: k.Casino, Table: k.Table, Counts: a.counts, Probs: a.probs, Reference: a.reference}
		n := a.counts[0] + a.counts[1] + a.counts[2]
		s.Tested = n >= st.opt.MinCoups
		if s.Tested {
			s.Chi, _, s.P = chiSquare(floats(a.counts[:]), a.probs[:])
			ps, idx = append(ps, s.P), append(idx, len(r.Shoes))
		}
		r.Shoes = append(r.Shoes, s)
	}
	rej, adj := benjaminiHochberg(ps, st.q())
	for j, i := range idx {
		r.Tests[RuleShoe]++
		if !rej[j] {
			continue
		}
		s := &r.Shoes[i]
		s.Flagged = true
		n := float64(s.Counts[0] + s.Counts[1] + s.Counts[2])
		f := Finding{Rule: RuleShoe, Kind: Kind, Casino: s.Casino, Table: s.Table, Game: "punto-y-banca", Statistic: s.Chi, DF: 2, P: s.P, Adjusted: adj[j], Tests: len(ps), Method: st.opt.Method, Reference: s.Reference}
		if s.Reference {
			f.ReferenceNote = pbRef
		}
		f.Detail = rules.Text{
			ES: esf("Mesa %s: en %.0f golpes, banca %s, punto %s, empate %s, donde lo exacto es %s, %s, %s (χ² = %.1f, 2 g.l., p %s; ajustada %s).", s.Table, n, pct(float64(s.Counts[0])/n), pct(float64(s.Counts[1])/n), pct(float64(s.Counts[2])/n), pct(s.Probs[0]), pct(s.Probs[1]), pct(s.Probs[2]), s.Chi, pval(s.P), pval(adj[j])),
			EN: fmt.Sprintf("Table %s: in %.0f coups, banca %s, punto %s, tie %s, where the exact chances are %s, %s, %s (χ² = %.1f, 2 d.f., p %s; adjusted %s).", s.Table, n, pct(float64(s.Counts[0])/n), pct(float64(s.Counts[1])/n), pct(float64(s.Counts[2])/n), pct(s.Probs[0]), pct(s.Probs[1]), pct(s.Probs[2]), s.Chi, pval(s.P), pval(adj[j])),
		}
		r.Findings = append(r.Findings, f)
	}
}

func (st *state) bustReport(r *Report) {
	var ps []float64
	var idx []int
	for _, k := range sortedTables(st.bust) {
		a := st.bust[k]
		d := DealerBust{Casino: k.Casino, Table: k.Table, N: a.n, Bust: a.bust, Probs: a.probs, Reference: a.reference}
		// Σ over up-cards of ((x − np)² / np(1−p)): ten independent binomials.
		df := 0
		for up := 1; up <= 10; up++ {
			d.Hands += a.n[up]
			if n := float64(a.n[up]); n > 0 {
				p := a.probs[up]
				d.Chi += (float64(a.bust[up]) - n*p) * (float64(a.bust[up]) - n*p) / (n * p * (1 - p))
				df++
			}
		}
		d.Tested = d.Hands >= st.opt.MinCoups && df > 0
		if d.Tested {
			d.P = chiSurvival(d.Chi, df)
			ps, idx = append(ps, d.P), append(idx, len(r.DealerBust))
		}
		r.DealerBust = append(r.DealerBust, d)
	}
	rej, adj := benjaminiHochberg(ps, st.q())
	for j, i := range idx {
		r.Tests[RuleDealerBust]++
		if !rej[j] {
			continue
		}
		d := &r.DealerBust[i]
		d.Flagged = true
		bust := 0
		for _, b := range d.Bust {
			bust += b
		}
		f := Finding{Rule: RuleDealerBust, Kind: Kind, Casino: d.Casino, Table: d.Table, Game: "black-jack", Statistic: d.Chi, DF: 10, P: d.P, Adjusted: adj[j], Tests: len(ps), Method: st.opt.Method, Reference: d.Reference}
		if d.Reference {
			f.ReferenceNote = bjRef
		}
		f.Detail = rules.Text{
			ES: esf("Mesa %s: el croupier se pasa %d veces en %d manos jugadas hasta el final, y por carta vista no como la distribución exacta (χ² = %.1f, p %s; ajustada %s).", d.Table, bust, d.Hands, d.Chi, pval(d.P), pval(adj[j])),
			EN: fmt.Sprintf("Table %s: the croupier busts %d times in %d hands played out, and by up-card not as the exact distribution (χ² = %.1f, p %s; adjusted %s).", d.Table, bust, d.Hands, d.Chi, pval(d.P), pval(adj[j])),
		}
		r.Findings = append(r.Findings, f)
	}
}
