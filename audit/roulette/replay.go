// Package roulette replays roulette sessions (ruleta francesa, ruleta
// americana) spin by spin and bet by bet against the catalogue data in
// rules/roulette, reporting every breach through the audit context.
package roulette

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// Replay is the roulette game for the audit engine.
type Replay struct{}

func init() { audit.Register(Replay{}) }

// Games implements audit.Game.
func (Replay) Games() []string { return rr.Games }

// spin is a round as the replay needs it.
type spin struct {
	r       *logs.Round
	no      int  // r.No, kept here for the lookup of every bet
	number  int  // winning number, -1 when void or unusable
	usable  bool // false: rejected (duplicate, bad outcome)
	last    bool // the session's last played spin
	min     logs.Cents
	max     logs.Cents
	tier    int
	chipIn  bool // a chip fell into the wheel during this spin
	played  bool
	ordinal int // index among played spins
}

// session carries the replay state of one session.
type session struct {
	ctx    *audit.Context
	s      *logs.Session
	p      *rr.Params
	in     string
	tier0  int     // the tier of the limits the session opened with
	all    []spin  // every spin in round order but duplicates, void or not (see spinOf)
	played []*spin // played, usable spins in round order
	spun   []*spin // the same as all, as pointers
	layout rr.LayoutOptions
	sw     switches
	chiefs []int // indexes of the jefe and subjefe stints in s.Staff
	cache  *cache
}

// switches are the readings the per-bet checks consult, looked up once per
// session rather than once per bet.
type switches struct {
	perSpot, perBet, multiple, announcedNone, colourLiteral, americanPrison bool
	prisonBelowMinFirst, zeroCombosForbidden, adjacentPairs, notOffered     bool
	announcedClosed                                                         bool
}

// betType is what the replay needs of a bet type under the session's
// parameters, looked up once per type.
type betType struct {
	spec      rr.BetSpec
	covers    map[string]coverVal // the cache's covers of the type, once met (see cover)
	ok        bool                // in the closed list (and offered)
	simple    bool
	announced bool
	chips     int  // chips of an announced bet
	unlisted  bool // an announced bet the text does not list, audited chip by chip
}

// betType is t's betType, made once for the session's parameters and kept
// in the cache (see cache.begin).
func (x *session) betType(t string) *betType {
	c := x.cache
	i := c.typeNo(t)
	if bt := c.bts[i]; bt != nil {
		return bt
	}
	bt := &betType{simple: rr.Simple(t), announced: rr.Announced(t)}
	bt.spec, bt.ok = x.p.Bets[t]
	if bt.ok && bt.announced && x.s.Game == rr.American && x.sw.notOffered {
		bt.ok = false
	} else if !bt.ok && bt.announced && !x.sw.announcedClosed {
		// Every chip sits on a listed combination (switch announced-bets).
		bt.ok, bt.unlisted = true, true
		bt.spec = rr.BetSpec{PayoutCite: x.p.Bets[rr.Caballo].PayoutCite}
	}
	if bt.announced {
		bt.chips = rr.ChipCount(t)
	}
	c.bts[i] = bt
	return bt
}

// typesKey is all a betType depends on but its type: the cache keeps its
// betTypes while sessions share it.
func (x *session) typesKey() typesKey {
	return typesKey{p: x.p, american: x.s.Game == rr.American, notOffered: x.sw.notOffered,
		announcedClosed: x.sw.announcedClosed, dozens: x.layout.TwoColumnsAsDozens}
}

// memo is the memo slot of a bet's type and selection, and the betType
// of the type. A bet found in the memo costs two comparisons of
// short strings instead of a map lookup for its type and one for its
// selection's cover (see legal).
func (x *session) memo(typ, sel string) (*memo, *betType) {
	c := x.cache
	m := c.find(typ, sel, x.layout.TwoColumnsAsDozens)
	bt := c.bts[m.t]
	if bt == nil {
		bt = x.betType(typ)
	}
	return m, bt
}

// Audit implements audit.Game.
func (Replay) Audit(ctx *audit.Context, s *logs.Session) {
	p, ok := rr.For(ctx.Instrument.ID, s.Game)
	if !ok {
		// Every instrument that covers a roulette has parameters; reaching
		// here means the catalogue data is incomplete.
		ctx.Report(audit.Finding{Rule: audit.DQSession, Detail: rules.Text{
			ES: "Sin parámetros de " + s.Game + " para " + ctx.Instrument.ID, EN: "No " + s.Game + " parameters for " + ctx.Instrument.ID}})
		for t, n := range s.Rows() {
			for i := 0; i < n; i++ {
				ctx.Reject(t)
			}
		}
		return
	}
	a := ctx.Assume
	c := getCache()
	defer c.put()
	x := &session{ctx: ctx, s: s, p: p, in: ctx.Instrument.ID, cache: c,
		layout: rr.LayoutOptions{TwoColumnsAsDozens: a.Is("two-columns", "dozens")},
		sw: switches{perSpot: a.Is("limit-scope", "per-spot"), perBet: a.Is("limit-scope", "per-bet"),
			multiple: a.Is("multiple-of-min", "every-bet"), announcedNone: a.Is("announced-limits", "none"),
			colourLiteral: ctx.Instrument.ID == rules.ES1977 && a.Is("colour-19", "literal"), americanPrison: a.Is("american-prison", "allowed"),
			prisonBelowMinFirst: a.Is("prison-below-min", "from-first-zero"), zeroCombosForbidden: a.Is("zero-combinations", "forbidden"),
			adjacentPairs: a.Is("two-dozens-pairs", "adjacent"), notOffered: a.Is("american-announced-bets", "not-offered"),
			announcedClosed: a.Is("announced-bets", "closed-list")}}
	c.begin(x.typesKey())
	x.checkSession()
	x.readRounds()
	x.applyEvents()
	x.checkWheel()
	x.checkCrew()
	x.checkSpinners()
	bets, handle := x.checkBets()
	ctx.Audited(len(x.played), bets, handle)
}

func (x *session) report(f audit.Finding) bool { return x.ctx.Report(f) }

// spinOf is the spin of round n, nil when the session has none. Rounds are
// almost always numbered 1, 2, 3…: the spin is then found by its place.
func (x *session) spinOf(n int) *spin {
	all := x.all
	if len(all) == 0 {
		return nil
	}
	if i := n - all[0].no; i >= 0 && i < len(all) && all[i].no == n {
		return &all[i]
	}
	i := sort.Search(len(all), func(i int) bool { return all[i].no >= n })
	if i < len(all) && all[i].no == n {
		return &all[i]
	}
	return nil
}

// spinNumber reads an outcome written as a number from 0 to 36 the one way
// strconv.Itoa writes it; ok false for anything else.
func spinNumber(s string) (n int, ok bool) {
	switch {
	case len(s) == 1 && '0' <= s[0] && s[0] <= '9':
		return int(s[0] - '0'), true
	case len(s) == 2 && '1' <= s[0] && s[0] <= '3' && '0' <= s[1] && s[1] <= '9':
		n = int(s[0]-'0')*10 + int(s[1]-'0')
		return n, n <= 36
	}
	return 0, false
}

// nt is a value that reads the same in both languages (amounts, slugs).
func nt(s string) rules.Text { return rules.Text{ES: s, EN: s} }

// settlement describes what was handed back and paid, in both languages:
// each a logs.Cents or an amounts, which text writes in either language.
func settlement(ret, paid any) rules.Text {
	return text("devuelto %s, pagado %s", "returned %s, paid %s", ret, paid)
}

// text formats a sentence in both languages; amounts (logs.Cents, amounts)
// among the arguments are written as each language writes euros.
func text(es, en string, args ...any) rules.Text {
	return rules.Text{ES: fmt.Sprintf(es, inLang("es", args)...), EN: fmt.Sprintf(en, inLang("en", args)...)}
}

func inLang(lang string, args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case logs.Cents:
			out[i] = v.Euro(lang)
		case amounts:
			out[i] = v.in(lang)
		default:
			out[i] = a
		}
	}
	return out
}

// checkSession checks the session's own limits and configuration.
func (x *session) checkSession() {
	s := x.s
	if s.Game == rr.French {
		// Not recorded: a rule cannot be checked; recorded but unknown: the
		// session's configuration is wrong. Either way the rest is audited.
		if s.Variant == "" {
			x.report(audit.Finding{Rule: audit.DQMissing, Source: s.Pos, Column: "variant", Expected: nt("un-pano | dos-panos"),
				Detail: text("Configuración (un paño o dos) no registrada: no se puede comprobar el personal exigido.", "Configuration (one layout or two) not recorded: the required crew cannot be checked.")})
		} else if _, ok := x.p.Crews[s.Variant]; !ok {
			x.report(audit.Finding{Rule: audit.DQSession, Source: s.Pos, Column: "variant", Recorded: nt(s.Variant), Expected: nt("un-pano | dos-panos"),
				Detail: text("Configuración %q desconocida: no se puede comprobar el personal exigido.", "Unknown configuration %q: the required crew cannot be checked.", s.Variant)})
		}
	}
	if s.AuthorizedMin > 0 && s.MinBet < s.AuthorizedMin {
		x.report(audit.Finding{Rule: rr.TableMin, Source: s.Pos, Column: "min_bet",
			Expected: nt("≥ " + s.AuthorizedMin.String()), Recorded: nt(s.MinBet.String()),
			Detail: text("La mesa abrió con un mínimo de %s, inferior al autorizado (%s).", "The table opened with a minimum of %s, below the authorised %s.", s.MinBet, s.AuthorizedMin)})
	}
	x.tier0 = x.checkTier(s.MinBet, s.MaxBet, 0, s.OpenedAt, s.Pos, "max_bet")
}

// checkTier reports displayed limits whose ratio the text does not allow and
// returns the tier to judge stakes by (the highest when the ratio is illegal,
// so a table is not accused twice for one display).
func (x *session) checkTier(min, max logs.Cents, round int, at time.Time, pos logs.Pos, col string) int {
	tier := x.p.Tier(int64(min), int64(max))
	if tier < 0 && x.ctx.Assume.Is("max-bet", "either") {
		tier = x.p.HighestTier(int64(min), int64(max))
	}
	if tier < 0 {
		var legal []string
		for _, k := range x.p.PlenoMultipliers() {
			legal = append(legal, strconv.Itoa(k)+"×")
		}
		ratio := "?"
		if min > 0 {
			ratio = strconv.FormatFloat(float64(max)/float64(min), 'f', -1, 64) + "×"
		}
		x.report(audit.Finding{Rule: rr.LimitsShown, Round: round, At: at, Source: pos, Column: col, Assumptions: []string{"max-bet=" + x.ctx.Assume["max-bet"]},
			Expected: text("máximo de pleno = %s × mínimo", "pleno maximum = %s × minimum", strings.Join(legal, " | ")), Recorded: text("mínimo %s, máximo %s (%s)", "minimum %s, maximum %s (%s)", min, max, ratio),
			Detail: text("Máximo de pleno %s para un mínimo de %s: la proporción %s no es de las que fija el Catálogo (%s).", "Pleno maximum %s for a minimum of %s: the ratio %s is not one the Catálogo sets (%s).",
				max, min, ratio, strings.Join(legal, ", "))})
		return x.p.Tiers - 1
	}
	if x.ctx.Assume.Is("cyl-tier", "per-type") {
		return x.p.Tiers - 1
	}
	return tier
}

// readRounds takes the rounds in number order (the checks every game shares
// done by the Context) and reads their outcomes, rejecting bad ones.
func (x *session) readRounds() {
	s := x.s
	rounds := x.ctx.Rounds()
	x.all = x.cache.spins(len(rounds))
	x.spun = x.cache.spinPtrs(len(rounds))
	x.played = make([]*spin, 0, len(rounds))
	for i, r := range rounds {
		sp := &x.all[i]
		*sp = spin{r: r, no: r.No, number: -1, usable: true, min: s.MinBet, max: s.MaxBet, tier: x.tier0}
		x.spun = append(x.spun, sp)
		if r.Void() {
			continue
		}
		n, ok := spinNumber(r.Outcome)
		if !ok {
			sp.usable = false
			x.ctx.Reject(logs.TRounds)
			x.report(audit.Finding{Rule: audit.DQOutcome, Round: r.No, At: r.At, Source: r.Pos, Column: "outcome", Expected: nt("0..36"), Recorded: nt(r.Outcome),
				Detail: text("Resultado %q de la jugada %d: no es un número de 0 a 36; la jugada y sus apuestas se rechazan.", "Outcome %q of round %d is not a number from 0 to 36; the round and its bets are rejected.", r.Outcome, r.No)})
			continue
		}
		sp.number, sp.played = n, true
		sp.ordinal = len(x.played)
		x.played = append(x.played, sp)
	}
	if len(x.played) > 0 {
		x.played[len(x.played)-1].last = true
	}
}

// applyEvents reads limit changes and chips fallen into the wheel.
func (x *session) applyEvents() {
	s := x.s
	var changes, announces []*logs.Event
	for i := range s.Events {
		e := &s.Events[i]
		switch e.Kind {
		case "limit-change":
			changes = append(changes, e)
		case "limit-announce":
			announces = append(announces, e)
		case "chip-in-wheel":
			if sp := x.spinOf(e.Round); sp != nil {
				sp.chipIn = true
			} else {
				x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "round_no", Recorded: nt(strconv.Itoa(e.Round)),
					Detail: text("Ficha caída en el cilindro en una jugada %d que no existe.", "Chip fallen into the wheel on a round %d that does not exist.", e.Round)})
			}
		}
	}
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Round < changes[j].Round })
	min := s.MinBet
	n := 0
	for _, e := range changes {
		nmin, nmax, err := parseLimits(e.Detail)
		if err != nil || e.Round < 1 {
			x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: nt(e.Detail), Expected: nt("min_bet=X max_bet=Y"),
				Detail: text("Cambio de límites ilegible: no se aplica.", "Unreadable limit change: not applied.")})
			continue
		}
		n++
		x.checkLimitChange(e, n, min, nmin, announces)
		if auth := s.AuthorizedMin; auth > 0 && nmin < auth {
			x.report(audit.Finding{Rule: rr.TableMin, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
				Expected: nt("≥ " + auth.String()), Recorded: nt(nmin.String()),
				Detail: text("Límites cambiados en la jugada %d a un mínimo de %s, inferior al autorizado (%s).", "Limits changed at round %d to a minimum of %s, below the authorised %s.", e.Round, nmin, auth)})
		}
		min = nmin
		x.ctx.MinChanged(e.At, nmin)
		tier := x.checkTier(nmin, nmax, e.Round, e.At, e.Pos, "detail")
		for _, sp := range x.spun {
			if sp.no >= e.Round {
				sp.min, sp.max, sp.tier = nmin, nmax, tier
			}
		}
	}
}

func parseLimits(detail string) (min, max logs.Cents, err error) {
	var gotMin, gotMax bool
	for _, f := range strings.Fields(detail) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			continue
		}
		c, perr := logs.ParseCents(v)
		if perr != nil {
			return 0, 0, perr
		}
		switch k {
		case "min_bet":
			min, gotMin = c, true
		case "max_bet":
			max, gotMax = c, true
		}
	}
	if !gotMin || !gotMax || min <= 0 || max < min {
		return 0, 0, fmt.Errorf("want min_bet=X max_bet=Y")
	}
	return min, max, nil
}

// checkLimitChange applies the instrument's rule on changing limits mid-session.
func (x *session) checkLimitChange(e *logs.Event, n int, oldMin, newMin logs.Cents, announces []*logs.Event) {
	f := audit.Finding{Rule: rr.LimitChanged, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail", Recorded: nt(e.Detail)}
	switch x.p.LimitChange {
	case rr.ChangeForbidden:
		f.Expected = text("sin cambio", "no change")
		f.Detail = text("Límites cambiados en la jugada %d con la mesa en funcionamiento.", "Limits changed at round %d while the table was running.", e.Round)
		x.report(f)
	case rr.ChangeOnceUpward:
		if x.s.Game == rr.American && x.ctx.Assume.Is("cyl-american-limit-change", "not-apply") {
			return
		}
		f.Assumptions = []string{"cyl-american-limit-change=" + x.ctx.Assume["cyl-american-limit-change"]}
		if n > 1 {
			f.Expected, f.Detail = text("un cambio por sesión", "one change per session"), text("Segundo cambio de límites en la sesión (jugada %d).", "Second limit change in the session (round %d).", e.Round)
			x.report(f)
		}
		if newMin < oldMin {
			f.Expected, f.Detail = nt("≥ "+oldMin.String()), text("Límite reducido de %s a %s: sólo puede aumentarse.", "Limit lowered from %s to %s: it may only be raised.", oldMin, newMin)
			x.report(f)
		}
		if !x.announced(e.Round, announces) {
			g := f
			g.Assumptions = append(g.Assumptions, "limit-announce-spins="+x.ctx.Assume["limit-announce-spins"])
			g.Expected = text("limit-announce 3 jugadas antes", "limit-announce 3 spins before")
			g.Detail = text("Cambio de límites en la jugada %d sin anunciar las tres últimas bolas con el límite anterior.", "Limit change at round %d without announcing the last three spins at the old limit.", e.Round)
			x.report(g)
		}
	}
}

// announced reports whether a limit-announce event stands three spins (or
// at least three, per limit-announce-spins) before the change.
func (x *session) announced(change int, announces []*logs.Event) bool {
	for _, a := range announces {
		spins := 0
		for no := a.Round; no < change; no++ {
			if sp := x.spinOf(no); sp != nil && sp.played {
				spins++
			}
		}
		if spins == 3 || (spins > 3 && x.ctx.Assume.Is("limit-announce-spins", "at-least")) {
			return true
		}
	}
	return false
}
