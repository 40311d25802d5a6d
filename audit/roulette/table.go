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
	// unusable; void spins are skipped; a gap in the numbering breaks the
	// sequence (the missing spin's direction is unknown).
	var prev *spin
	missing, next := 0, 0
	for _, sp := range x.spun {
		r := sp.r
		if r.No != next {
			prev = nil
		}
		next = r.No + 1
		if r.Void() {
			continue
		}
		if r.WheelDir == "" || r.BallDir == "" {
			missing++
			prev = nil
			continue
		}
		if prev != nil && prev.r.WheelDir == r.WheelDir {
			x.report(audit.Finding{Rule: rr.WheelDir, Round: r.No, At: r.At, Source: r.Pos, Column: "wheel_dir",
				Expected: nt(opposite(prev.r.WheelDir)), Recorded: nt(r.WheelDir),
				Detail: text("El cilindro giró en sentido %s, igual que en la jugada %d.", "The wheel turned %s, as on round %d.", r.WheelDir, prev.r.No)})
		}
		if r.BallDir == r.WheelDir {
			x.report(audit.Finding{Rule: rr.BallDir, Round: r.No, At: r.At, Source: r.Pos, Column: "ball_dir",
				Expected: nt(opposite(r.WheelDir)), Recorded: nt(r.BallDir),
				Detail: text("La bola se lanzó en el mismo sentido que el cilindro (%s).", "The ball was launched the same way as the wheel (%s).", r.WheelDir)})
		}
		prev = sp
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

func opposite(dir string) string {
	if dir == "cw" {
		return "ccw"
	}
	return "cw"
}

// onDuty reports whether a staff stint covers time t.
func onDuty(st logs.Staff, t time.Time) bool {
	return !t.Before(st.OnAt) && (st.OffAt.IsZero() || t.Before(st.OffAt))
}

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
	for _, sp := range x.played {
		clear(count)
		for i := range x.s.Staff {
			if roleOf[i] >= 0 && onDuty(x.s.Staff[i], sp.r.At) {
				count[roleOf[i]]++
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

// CrossStaff implements audit.StaffFilter: Finish reads the jefes de mesa
// only, so the engine keeps no other staff rows across sessions.
func (Replay) CrossStaff(st *logs.Staff) bool { return st.Role == "jefe-mesa" }

// Finish implements audit.Game: a jefe de mesa covering more tables at once
// than the text allows.
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	// Each roulette's tables are counted apart: the limits are per game.
	byGame := map[string][]*audit.StaffedSession{}
	for _, s := range sessions {
		byGame[s.Game] = append(byGame[s.Game], s)
	}
	for _, g := range []string{rr.French, rr.American} {
		finishGame(ctx, byGame[g])
	}
}

func finishGame(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	audit.Supervisions(sessions, func(role string) bool { return role == "jefe-mesa" }, func(v audit.Supervision) bool {
		s := v.Session
		p, ok := rr.For(s.Instrument.ID, s.Game)
		if !ok {
			return false
		}
		limit := p.JefeMaxTables
		var assume []string
		if s.Game == rr.French && s.Instrument.ID == "cyl-2008" {
			assume = []string{"cyl-shared-jefe=" + s.Assume["cyl-shared-jefe"]}
			if s.Variant == rr.DosPanos && s.Assume.Is("cyl-shared-jefe", "un-pano-only") {
				limit = 1
			}
		}
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
