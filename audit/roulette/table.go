package roulette

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	rr "github.com/veedor/veedor/rules/roulette"
)

// checkWheel checks the wheel and ball directions spin after spin and that a
// spin with a chip fallen into the wheel was voided.
func (x *session) checkWheel() {
	// Every spin the wheel turned counts, even one whose outcome is
	// unusable; a gap in the numbering breaks the sequence (the missing
	// spin's direction is unknown). Whether a void spin counts as the
	// previous one is the wheel-dir-void switch: prev is the last valid
	// spin, void the last void spin since it (its direction may be unknown).
	mode := x.ctx.Assume["wheel-dir-void"]
	var prev, void *spin
	missing, next := 0, 0
	for _, sp := range x.spun {
		r := sp.r
		if r.No != next {
			prev, void = nil, nil
		}
		next = r.No + 1
		if r.Void() {
			if mode == "count-void" && r.WheelDir != "" {
				if last := lastOf(prev, void); last != nil && last.r.WheelDir == r.WheelDir {
					x.wheelDir(r, last)
				}
			}
			void = sp
			continue
		}
		if r.WheelDir == "" || r.BallDir == "" {
			missing++
			prev, void = nil, nil
			continue
		}
		var against *spin
		switch mode {
		case "skip-void":
			against = prev
		case "count-void":
			against = lastOf(prev, void)
		default: // either: only what breaks both readings
			if void == nil || void.r.WheelDir == r.WheelDir {
				against = prev
			}
		}
		if against != nil && against.r.WheelDir == r.WheelDir {
			x.wheelDir(r, against)
		}
		if r.BallDir == r.WheelDir {
			x.report(audit.Finding{Rule: rr.BallDir, Round: r.No, At: r.At, Source: r.Pos, Column: "ball_dir",
				Expected: nt(opposite(r.WheelDir)), Recorded: nt(r.BallDir),
				Detail: text("La bola se lanzó en el mismo sentido que el cilindro (%s).", "The ball was launched the same way as the wheel (%s).", r.WheelDir)})
		}
		prev, void = sp, nil
	}
	if missing > 0 {
		x.missing("wheel_dir/ball_dir", missing, rr.WheelDir+", "+rr.BallDir)
	}
	for _, sp := range x.played {
		if sp.chipIn {
			x.report(audit.Finding{Rule: rr.VoidSpin, Round: sp.r.No, At: sp.r.At, Source: sp.r.Pos, Column: "status",
				Expected: nt("void"), Recorded: nt(sp.r.Status + " (" + sp.r.Outcome + ")"),
				Detail: text("Cayó una ficha en el cilindro en la jugada %d y la tirada no se anuló.", "A chip fell into the wheel on round %d and the spin was not voided.", sp.r.No)})
		}
	}
}

// lastOf is the void spin since prev when there is one, else prev.
func lastOf(prev, void *spin) *spin {
	if void != nil {
		if void.r.WheelDir == "" {
			return nil // its direction is unknown
		}
		return void
	}
	return prev
}

func (x *session) wheelDir(r *logs.Round, prev *spin) {
	x.report(audit.Finding{Rule: rr.WheelDir, Round: r.No, At: r.At, Source: r.Pos, Column: "wheel_dir",
		Assumptions: []string{"wheel-dir-void=" + x.ctx.Assume["wheel-dir-void"]},
		Expected:    nt(opposite(prev.r.WheelDir)), Recorded: nt(r.WheelDir),
		Detail: text("El cilindro giró en sentido %s, igual que en la jugada %d.", "The wheel turned %s, as on round %d.", r.WheelDir, prev.r.No)})
}

func opposite(dir string) string {
	if dir == "cw" {
		return "ccw"
	}
	return "cw"
}

// onDuty reports whether a staff stint covers time t.
func onDuty(st *logs.Staff, t time.Time) bool { return audit.OnDuty(st, t) }

// checkCrew counts the crew on duty at every spin against the required one;
// consecutive spins short of the same roles make one finding.
func (x *session) checkCrew() {
	req, ok := x.p.Crews[x.s.Variant]
	if x.s.Game == rr.American {
		req, ok = x.p.Crews[""]
	}
	if !ok || len(x.played) == 0 {
		return
	}
	var assume []string
	if x.in == "cyl-2008" && x.s.Variant == rr.DosPanos {
		assume = []string{"cyl-dos-panos-crew=" + x.ctx.Assume["cyl-dos-panos-crew"]}
		if x.ctx.Assume.Is("cyl-dos-panos-crew", "two-croupiers") {
			req = rr.Crew{"jefe-mesa": 1, "croupier": 2, "extremo-mesa": 1}
		}
	}
	if len(x.s.Staff) == 0 {
		x.missing("staff", len(x.played), rr.CrewShort)
		return
	}
	roles := make([]string, 0, len(req))
	for role := range req {
		roles = append(roles, role)
	}
	sort.Strings(roles)
	var runStart, runEnd *spin
	var runShort string
	flush := func() {
		if runStart == nil {
			return
		}
		x.report(audit.Finding{Rule: rr.CrewShort, Round: runStart.r.No, At: runStart.r.At, Source: runStart.r.Pos, Assumptions: assume,
			Expected: nt(crewString(req, roles)), Recorded: nt(runShort),
			Detail: text("Personal insuficiente de la jugada %d a la %d: %s.", "Crew short from round %d to %d: %s.", runStart.r.No, runEnd.r.No, runShort)})
		runStart = nil
	}
	// The role of each stint as an index into roles (-1: not required).
	roleOf := make([]int, len(x.s.Staff))
	for i, st := range x.s.Staff {
		roleOf[i] = -1
		for j, role := range roles {
			if st.Role == role {
				roleOf[i] = j
			}
		}
	}
	need := make([]int, len(roles))
	for j, role := range roles {
		need[j] = req[role]
	}
	count := make([]int, len(roles))
	var from, until time.Time // where count holds (audit.DutyWindow)
	counted := false
	for _, sp := range x.played {
		if !counted || !audit.InWindow(from, until, sp.r.At) {
			from, until = audit.DutyWindow(x.s.Staff, sp.r.At)
			counted = true
			clear(count)
			for i := range x.s.Staff {
				if roleOf[i] >= 0 && onDuty(&x.s.Staff[i], sp.r.At) {
					count[roleOf[i]]++
				}
			}
		}
		s := ""
		for j, role := range roles {
			if count[j] < need[j] {
				if s != "" {
					s += ", "
				}
				s += fmt.Sprintf("%s %d/%d", role, count[j], need[j])
			}
		}
		if s != runShort || s == "" {
			flush()
		}
		if s != "" {
			if runStart == nil {
				runStart = sp
			}
			runEnd, runShort = sp, s
		} else {
			runShort = ""
		}
	}
	flush()
}

func crewString(req rr.Crew, roles []string) string {
	var parts []string
	for _, r := range roles {
		parts = append(parts, fmt.Sprintf("%s %d", r, req[r]))
	}
	return strings.Join(parts, ", ")
}

// checkSpinners checks who launched each spin (rounds.dealer_id): a
// croupier of the table on duty (RUL-SPINNER), relieved within the time the
// croupier-relief switch allows (RUL-CROUPIER-ROTATION). Consecutive spins
// by the same employee make one finding.
func (x *session) checkSpinners() {
	relief := reliefLimit(x.ctx.Assume["croupier-relief"])
	var first, last *spin // the current run of spins by one employee
	var role string       // that employee's role when not a croupier
	unknown := 0
	flush := func() {
		if first == nil {
			return
		}
		d := first.r.Dealer
		if role != "" {
			x.report(audit.Finding{Rule: rr.Spinner, Round: first.r.No, At: first.r.At, Source: first.r.Pos, Column: "dealer_id",
				Expected: nt("croupier"), Recorded: nt(d + " (" + role + ")"),
				Detail: text("%s, %s de la mesa, accionó el cilindro de la jugada %d a la %d.", "%s, the table's %s, spun the wheel from round %d to %d.", d, role, first.r.No, last.r.No)})
		} else if span := last.r.At.Sub(first.r.At); x.s.Game == rr.French && span > relief {
			x.report(audit.Finding{Rule: rr.Rotation, Round: first.r.No, At: first.r.At, Source: first.r.Pos, Column: "dealer_id",
				Assumptions: []string{"croupier-relief=" + x.ctx.Assume["croupier-relief"]},
				Expected:    text("relevo antes de %s", "relief within %s", relief), Recorded: text("%s: jugadas %d a %d, %s", "%s: rounds %d to %d, %s", d, first.r.No, last.r.No, span.Round(time.Minute)),
				Detail: text("El crupier %s lanzó todas las tiradas de la %d a la %d (%s) sin relevo de otro crupier.", "Croupier %s launched every spin from round %d to %d (%s) without relief by another croupier.",
					d, first.r.No, last.r.No, span.Round(time.Minute))})
		}
		first, last, role = nil, nil, ""
	}
	// A dealer's role changes only where a stint begins or ends: asked
	// again for another dealer or out of the window it was asked in.
	var from, until time.Time
	var asked, askedRole string // the dealer last asked, and the answer
	var askedOK bool
	for _, sp := range x.spun {
		d := sp.r.Dealer
		if d == "" {
			flush() // who launched it is unknown: no run spans it
			continue
		}
		if in := asked != "" && audit.InWindow(from, until, sp.r.At); !in || d != asked {
			if !in {
				from, until = audit.DutyWindow(x.s.Staff, sp.r.At)
			}
			asked = d
			askedRole, askedOK = x.roleAt(d, sp.r.At)
		}
		r, ok := askedRole, askedOK
		if !ok {
			unknown++
			flush()
			continue
		}
		if r == "croupier" {
			r = ""
		}
		if first != nil && (d != first.r.Dealer || r != role) {
			flush()
		}
		if first == nil {
			first, role = sp, r
		}
		last = sp
	}
	flush()
	if unknown > 0 && len(x.s.Staff) > 0 {
		x.report(audit.Finding{Rule: audit.DQMissing, Column: "dealer_id", Recorded: text("%d tiradas", "%d spins", unknown),
			Detail: text("El dealer_id de %d tiradas no figura en el personal de la mesa a esa hora: la regla %s no se comprueba en ellas.", "The dealer_id of %d spins is not on the table's staff at that time: rule %s is not checked on them.", unknown, rr.Spinner)})
	}
}

// roleAt returns the role of employee e on duty at the table at t, a
// croupier stint winning over any other; false when none covers t.
func (x *session) roleAt(e string, t time.Time) (string, bool) {
	role, ok := "", false
	for i := range x.s.Staff {
		st := &x.s.Staff[i]
		if st.Employee == e && onDuty(st, t) {
			if st.Role == "croupier" {
				return st.Role, true
			}
			role, ok = st.Role, true
		}
	}
	return role, ok
}

// reliefLimit is the time at the wheel the croupier-relief reading allows.
func reliefLimit(reading string) time.Duration {
	switch reading {
	case "1h":
		return time.Hour
	case "2h":
		return 2 * time.Hour
	}
	return 4 * time.Hour
}

// crewRole reports whether a role belongs to a roulette table's own crew.
func crewRole(role string) bool {
	switch role {
	case "jefe-mesa", "subjefe-mesa", "croupier", "extremo-mesa":
		return true
	}
	return false
}

// CrossStaff implements audit.StaffFilter: Finish reads the crew only, so
// the engine keeps no other staff rows across sessions.
func (Replay) CrossStaff(st *logs.Staff) bool { return crewRole(st.Role) }

// Finish implements audit.Game: a jefe de mesa covering more tables at once
// than the text allows, and a crew member at two roulette tables at once.
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	// Each roulette's tables are counted apart for the jefe: the limits are
	// per game. A croupier cannot serve two wheels of either game.
	byGame := map[string][]*audit.StaffedSession{}
	for _, s := range sessions {
		byGame[s.Game] = append(byGame[s.Game], s)
	}
	for _, g := range []string{rr.French, rr.American} {
		finishGame(ctx, byGame[g])
		minTable(ctx, byGame[g])
	}
	crewTables(ctx, sessions)
}

// jefeLimit is how many tables of its game a session's jefe may cover at
// once (0: the text allows no sharing), with the switches it depends on.
func jefeLimit(s *audit.StaffedSession) (int, []string) {
	p, ok := rr.For(s.Instrument.ID, s.Game)
	if !ok {
		return 0, nil
	}
	limit := p.JefeMaxTables
	var assume []string
	if s.Game == rr.French && s.Instrument.ID == "cyl-2008" {
		assume = []string{"cyl-shared-jefe=" + s.Assume["cyl-shared-jefe"]}
		if s.Variant == rr.DosPanos && s.Assume.Is("cyl-shared-jefe", "un-pano-only") {
			limit = 1
		}
	}
	return limit, assume
}

func finishGame(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	audit.Supervisions(sessions, func(role string) bool { return role == "jefe-mesa" }, func(v audit.Supervision) bool {
		s := v.Session
		limit, assume := jefeLimit(s)
		if limit == 0 || len(v.Tables) <= limit {
			return false
		}
		names := strings.Join(v.Tables, ", ")
		ctx.Report(s, audit.Finding{Rule: rr.JefeTables, At: v.On, Assumptions: assume,
			Expected: text("≤ %d mesas", "≤ %d tables", limit), Recorded: text("%d mesas: %s", "%d tables: %s", len(v.Tables), names),
			Detail: text("El jefe de mesa %s estaba a cargo de %d mesas a la vez (%s); el máximo es %d.", "Jefe de mesa %s was in charge of %d tables at once (%s); the maximum is %d.",
				v.Employee, len(v.Tables), names, limit)})
		return true
	})
}

// crewTables reports an employee on the crew of two roulette tables at
// once, but for a jefe the text lets tables share (RUL-JEFE-TABLES).
func crewTables(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	if len(sessions) == 0 {
		return
	}
	a := sessions[0].Assume // one run, one set of readings
	tolerance := map[string]time.Duration{"5m": 5 * time.Minute, "1m": time.Minute}[a["crew-handover-overlap"]]
	assume := []string{"crew-handover-overlap=" + a["crew-handover-overlap"]}
	audit.SupervisionsTolerant(sessions, crewRole, tolerance, func(v audit.Supervision) bool {
		if len(v.Tables) < 2 {
			return false
		}
		var roles []string
		shared := true
		for _, o := range append([]*audit.StaffedSession{v.Session}, v.Others...) {
			limit, _ := jefeLimit(o)
			for _, r := range stintRoles(o, v.Employee, v.On) {
				roles = append(roles, r)
				shared = shared && r == "jefe-mesa" && limit > 0 && o.Game == v.Session.Game
			}
		}
		if shared {
			return false
		}
		names := strings.Join(v.Tables, ", ")
		return ctx.Report(v.Session, audit.Finding{Rule: rr.CrewTables, At: v.On, Assumptions: assume,
			Expected: text("una sola mesa", "one table only"), Recorded: text("%s en %s", "%s at %s", strings.Join(roles, ", "), names),
			Detail: text("%s figura a la vez en el personal de %d mesas de ruleta (%s).", "%s is on the crew of %d roulette tables at once (%s).", v.Employee, len(v.Tables), names)})
	})
}

// stintRoles lists the crew roles of employee e's stints in session s
// running at t.
func stintRoles(s *audit.StaffedSession, e string, t time.Time) []string {
	var roles []string
	for _, st := range s.Staff() {
		if st.Employee == e && crewRole(st.Role) && !t.Before(st.OnAt) && (st.OffAt.IsZero() || t.Before(st.OffAt)) {
			roles = append(roles, st.Role)
		}
	}
	return roles
}
