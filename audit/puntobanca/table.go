package puntobanca

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/audit/shoe"
	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

// Staff roles the crew rules count.
const (
	roleJefe     = "jefe-mesa"
	roleCroupier = "croupier"
	roleCambista = "cambista"
)

// KindShoePass is the event of the shoe passing to a new holder (§9).
const KindShoePass = "shoe-pass"

// onDuty reports whether a staff stint covers time t.
func onDuty(st *logs.Staff, t time.Time) bool { return audit.OnDuty(st, t) }

// checkCrew counts the crew on duty at every coup against the crew the text
// requires for the table's variant; consecutive coups short of the same
// posts make one finding.
func (x *session) checkCrew() {
	req, ok := x.p.Crews[x.variant]
	if !ok || len(x.played) == 0 {
		return
	}
	if len(x.s.Staff) == 0 {
		x.missing.Add("staff", "staff", pb.RuleCrew)
		return
	}
	var assume []string
	switch {
	case x.in == rules.ES1979:
		assume = x.ctx.Readings(pb.Sw1979Text)
	case x.in == rules.CyL2008 && !x.reduced:
		assume = x.ctx.Readings(pb.SwCyLCrewExemption)
	}
	expected := crewText(req)
	var runStart, runEnd *coup
	var runShort string
	var runJefeOnly bool
	flush := func() {
		if runStart == nil {
			return
		}
		x.report(audit.Finding{Rule: pb.RuleCrew, Round: runStart.r.No, At: runStart.r.At, Source: runStart.r.Pos, Column: "staff",
			Cite: x.crewCite(runJefeOnly), Assumptions: assume, Expected: audit.Plain(expected), Recorded: audit.Plain(runShort),
			Detail: audit.Textf("Personal de mesa insuficiente de la jugada %d a la %d: %s.", "Table crew short from round %d to %d: %s.", runStart.r.No, runEnd.r.No, runShort)})
		runStart = nil
	}
	var jefe, croupiers, cambista int
	var from, until time.Time // where the counts hold (audit.DutyWindow)
	counted := false
	for _, c := range x.played {
		if !counted || !audit.InWindow(from, until, c.r.At) {
			from, until = audit.DutyWindow(x.s.Staff, c.r.At)
			jefe, croupiers, cambista, counted = 0, 0, 0, true
			for i := range x.s.Staff {
				st := &x.s.Staff[i]
				if !onDuty(st, c.r.At) {
					continue
				}
				switch st.Role {
				case roleJefe:
					jefe++
				case roleCroupier:
					croupiers++
				case roleCambista:
					cambista++
				}
			}
		}
		var short []string
		jefeOnly := true
		if jefe < req.Jefe {
			short = append(short, fmt.Sprintf("%s %d/%d", roleJefe, jefe, req.Jefe))
		}
		if croupiers < req.Croupiers {
			short, jefeOnly = append(short, fmt.Sprintf("%s %d/%d", roleCroupier, croupiers, req.Croupiers)), false
		}
		if cambista < req.Cambista {
			short, jefeOnly = append(short, fmt.Sprintf("%s %d/%d", roleCambista, cambista, req.Cambista)), false
		}
		if req.AnyOneOf > 0 && jefe+croupiers < req.AnyOneOf {
			short, jefeOnly = append(short, fmt.Sprintf("%s+%s %d/%d", roleJefe, roleCroupier, jefe+croupiers, req.AnyOneOf)), false
		}
		s := strings.Join(short, ", ")
		if s != runShort || s == "" {
			flush()
		}
		if s != "" {
			if runStart == nil {
				runStart, runJefeOnly = c, jefeOnly
			}
			runEnd, runShort = c, s
		} else {
			runShort = ""
		}
	}
	flush()
}

// crewCite picks the citation of the crew rule for the table and reading.
func (x *session) crewCite(jefeOnly bool) rules.Citation {
	i := 0
	switch x.in {
	case rules.ES1979:
		if !x.ctx.Assume.Is(pb.Sw1979Text, "1977") {
			i = 1
		}
	case rules.CyL2008:
		// Reduced tables: the jefe's supervision of each table when he is
		// what is missing, else the one croupier.
		switch {
		case x.reduced && jefeOnly:
			i = 2
		case x.reduced:
			i = 1
		}
	case rules.CV2003:
		switch {
		case x.reduced && jefeOnly:
			i = 3
		case x.reduced:
			i = 2
		case !jefeOnly:
			i = 1
		}
	}
	return x.cite(pb.RuleCrew, i)
}

func crewText(c pb.Crew) string {
	var parts []string
	if c.Jefe > 0 {
		parts = append(parts, fmt.Sprintf("%s %d", roleJefe, c.Jefe))
	}
	if c.Croupiers > 0 {
		parts = append(parts, fmt.Sprintf("%s %d", roleCroupier, c.Croupiers))
	}
	if c.Cambista > 0 {
		parts = append(parts, fmt.Sprintf("%s %d", roleCambista, c.Cambista))
	}
	if c.AnyOneOf > 0 {
		parts = append(parts, fmt.Sprintf("%s+%s %d", roleJefe, roleCroupier, c.AnyOneOf))
	}
	return strings.Join(parts, ", ")
}

// passEvent is a shoe-pass event as read.
type passEvent struct {
	e        *logs.Event
	seat     string
	declined bool
	croupier bool // seat=croupier: the croupier deals from this round on
}

// seatCroupier is the shoe-pass seat of the croupier dealing himself.
const seatCroupier = "croupier"

// checkShoePass follows who holds the shoe on a standard table, where the
// log records shoe-pass events: the shoe passes after a coup the banca lost
// (the holder may also decline it) and stays after one it won (and, by
// default, after a tie). On reduced tables the croupier deals: not checked;
// on a standard Valencian table the croupier may take the shoe (shoe-pass
// seat=croupier), elsewhere that is itself a breach.
func (x *session) checkShoePass() {
	var evs []*logs.Event
	for i := range x.s.Events {
		if x.s.Events[i].Kind == KindShoePass {
			evs = append(evs, &x.s.Events[i])
		}
	}
	if len(evs) == 0 || x.reduced {
		return
	}
	bad := func(e *logs.Event, es, en string) {
		x.report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
			Recorded: audit.Plain(e.Kind + " " + e.Detail), Detail: audit.Textf(es, en)})
	}
	// The passes by the place of their round's coup (e nil: none); a pass
	// on a round the session does not have is kept only to tell a second.
	passes := make([]passEvent, len(x.all))
	var elsewhere map[int]bool
	for _, e := range evs {
		seat, reason, err := passDetail(e.Detail)
		switch {
		case e.Round < 1:
			bad(e, "shoe-pass sin round_no (la primera jugada del nuevo poseedor).", "shoe-pass without round_no (the new holder's first round).")
			continue
		case err != nil:
			bad(e, "shoe-pass con detalle ilegible.", "shoe-pass with an unreadable detail.")
			continue
		case seat == "":
			bad(e, "shoe-pass sin seat= (el departamento que recibe el sabot).", "shoe-pass without seat= (the seat that takes the shoe).")
			continue
		case reason != "" && reason != "declined":
			bad(e, "shoe-pass con un reason= distinto de declined.", "shoe-pass with a reason= other than declined.")
			continue
		}
		i := x.coupIndex(e.Round)
		if (i >= 0 && passes[i].e != nil) || (i < 0 && elsewhere[e.Round]) {
			bad(e, "Segundo shoe-pass para la misma jugada: se ignora.", "A second shoe-pass for the same round: ignored.")
			continue
		}
		if i < 0 {
			if elsewhere == nil {
				elsewhere = map[int]bool{}
			}
			elsewhere[e.Round] = true
			continue
		}
		passes[i] = passEvent{e: e, seat: seat, declined: reason == "declined", croupier: seat == seatCroupier}
	}
	tieFree := x.ctx.Assume.Is(pb.SwShoeTie, "free")
	// state: the result of the last coup played since the shoe last
	// changed hands; "" when unknown (session start, a gap, a rejected
	// round, the shoe already passed).
	state := ""
	var last *coup
	next := 0
	// croupier: the croupier holds the shoe (Valencia, 003 L1143): no
	// pass is due until a player takes it back.
	croupier := false
	for i, c := range x.rounds {
		r := c.r
		if r.No != next {
			state = ""
		}
		next = r.No + 1
		ev := passes[i] // x.rounds[i] is x.all[i]
		passed := ev.e != nil
		switch {
		case passed && ev.croupier:
			if !croupier && x.in != rules.CV2003 {
				x.report(audit.Finding{Rule: pb.RuleShoePass, Round: r.No, At: ev.e.At, Source: ev.e.Pos, Column: "events", Cite: x.cite(pb.RuleShoePass, 1),
					Expected: audit.Textf("el sabot pasa al jugador situado a la derecha", "the shoe passes to the player on the right"),
					Recorded: audit.Plain(KindShoePass + " " + ev.e.Detail),
					Detail: audit.Textf("El sabot pasó al croupier en la jugada %d: en este texto la distribución es de los jugadores y, si uno renuncia, el sabot pasa al siguiente (sólo el texto valenciano permite que distribuya el crupier).",
						"The shoe went to the croupier at round %d: under this text the players deal and, if one declines, the shoe passes to the next (only the Valencian text lets the croupier deal).", r.No)})
			}
			croupier, state = true, ""
			continue
		case croupier && !passed:
			continue
		case croupier:
			croupier = false // a player takes the shoe back
		case state != "":
			x.checkPass(last, c, state, ev, passed, tieFree)
		}
		switch {
		case passed:
			state = "" // a pass on a void round settles the coup before it
			if c.played {
				state, last = c.result, c
			}
		case r.Void():
			// the holder keeps the shoe through a void round: the
			// pending state carries over
		case c.played:
			state, last = c.result, c
		default:
			state = "" // rejected outcome
		}
	}
}

// passDetail reads a shoe-pass detail as shoe.Detail does, for its seat=
// and reason=, without a map for the usual one or two keys (there is one
// event per coup the banca loses).
func passDetail(detail string) (seat, reason string, err error) {
	var keys [4]string
	n := 0
	for f := range strings.FieldsSeq(detail) {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" || n == len(keys) || slices.Contains(keys[:n], k) {
			// An error, or more keys than kept: shoe.Detail decides.
			kv, err := shoe.Detail(detail)
			if err != nil {
				return "", "", err
			}
			return kv["seat"], kv["reason"], nil
		}
		keys[n], n = k, n+1
		switch k {
		case "seat":
			seat = v
		case "reason":
			reason = v
		}
	}
	return seat, reason, nil
}

// checkPass checks the shoe's holder at round c after the coup prev, whose
// result was state.
func (x *session) checkPass(prev, c *coup, state string, ev passEvent, passed, tieFree bool) {
	r := c.r
	switch {
	case state == Punto && passed, state != Punto && (!passed || ev.declined), state == Tie && tieFree:
		return // the shoe went where it had to (this runs for every coup)
	}
	// Left: banca lost and the shoe stayed, or it passed (not declined)
	// when banca did not lose.
	f := audit.Finding{Rule: pb.RuleShoePass, Round: r.No, At: r.At, Source: r.Pos, Column: "events"}
	switch {
	case state == Punto:
		f.Expected = audit.Textf("shoe-pass en la jugada %d (la banca perdió la %d)", "shoe-pass at round %d (banca lost round %d)", r.No, prev.r.No)
		f.Recorded = audit.Textf("sin shoe-pass", "no shoe-pass")
		f.Detail = audit.Textf("La banca perdió la jugada %d (%s) y el mismo jugador siguió con el sabot.", "Banca lost round %d (%s) and the same player kept the shoe.", prev.r.No, handsText(prev).ES)
	default:
		f.Source, f.At = ev.e.Pos, ev.e.At
		if state == Tie {
			f.Assumptions = x.ctx.Readings(pb.SwShoeTie)
		}
		f.Expected = audit.Textf("el sabot sigue en la misma mano (la banca no perdió la jugada %d)", "the shoe stays with its holder (banca did not lose round %d)", prev.r.No)
		f.Recorded = audit.Plain(KindShoePass + " " + ev.e.Detail)
		f.Detail = audit.Textf("El sabot pasó al departamento %s sin que la banca perdiera la jugada %d (%s) ni el jugador renunciara.",
			"The shoe passed to seat %s although banca did not lose round %d (%s) and the holder did not decline.", ev.seat, prev.r.No, handsText(prev).ES)
	}
	x.report(f)
}

// CrossStaff implements audit.StaffFilter: Finish reads the jefes de mesa
// only, so the engine keeps no other staff rows across sessions.
func (Replay) CrossStaff(st *logs.Staff) bool { return st.Role == roleJefe }

// jefeLimit is the tables a jefe de mesa may have in his charge at once
// from a session of this variant, and the variant the limit is for (0: the
// text sets none).
func jefeLimit(s *audit.StaffedSession) (int, string) {
	p, ok := pb.For(s.Instrument.ID, s.Assume)
	if !ok {
		return 0, ""
	}
	variant := pb.Standard
	if p.Reduced && (s.Variant == pb.Mini || s.Variant == pb.Midi) {
		variant = s.Variant
	}
	return p.JefeTables[variant], variant
}

// Finish implements audit.Game: a jefe de mesa in charge of more tables at
// once than the text allows: one standard table; on reduced tables, groups
// of at most three midi (nine players) or four mini (seven) tables.
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	audit.Supervisions(sessions, func(role string) bool { return role == roleJefe }, func(v audit.Supervision) bool {
		a := v.Session
		// A group mixing kinds of table is held to the smallest limit.
		limit, variant := jefeLimit(a)
		for _, o := range v.Others {
			if l, _ := jefeLimit(o); l < limit {
				limit = l
			}
		}
		if limit == 0 || len(v.Tables) <= limit {
			return false
		}
		i := 0
		switch a.Instrument.ID {
		case rules.CyL2008, rules.CV2003:
			if variant == pb.Standard {
				i = 1
			}
		}
		var cite rules.Citation
		if r, ok := rules.Lookup(pb.RuleJefeTables); ok {
			if b, ok := r.BasisFor(a.Instrument.ID, pb.Game); ok && i < len(b.Cites) {
				cite = b.Cites[i]
			}
		}
		ctx.Report(a, audit.Finding{Rule: pb.RuleJefeTables, At: v.On, Cite: cite,
			Expected: audit.Textf("≤ %d mesas", "≤ %d tables", limit), Recorded: audit.Textf("%d mesas: %s", "%d tables: %s", len(v.Tables), strings.Join(v.Tables, ", ")),
			Detail: audit.Textf("El jefe de mesa %s estaba a cargo de %s mesas de punto y banca a la vez (%s); el máximo es %d.", "Jefe de mesa %s was in charge of %s punto y banca tables at once (%s); the maximum is %d.",
				v.Employee, strconv.Itoa(len(v.Tables)), strings.Join(v.Tables, ", "), limit)})
		return true
	})
}
