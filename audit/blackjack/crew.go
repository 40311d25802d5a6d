package blackjack

import (
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
)

// Staff roles the black-jack crew checks read (docs/log-format.md §5).
const (
	roleCroupier  = "croupier"
	roleJefe      = "jefe-mesa"
	roleInspector = "inspector"

	cutByPlayer = "player" // cut by=player (docs/log-format/cards.md)
)

// supervisor reports a role that controls the game: the inspector (1977
// L100) or the inspector o jefe de mesa (CyL L167, CV L609).
func supervisor(role string) bool { return role == roleJefe || role == roleInspector }

// onDuty reports whether a staff stint covers time t.
func onDuty(st *logs.Staff, t time.Time) bool { return audit.OnDuty(st, t) }

// checkCrew checks the crew on duty at every played round: a croupier (the
// one who deals, 1977 L102, CyL L169, CV L647; the texts describe the
// croupier and do not limit a table to one), the round's dealer_id, when
// recorded, being one of the croupiers on duty; and in Castilla y León and
// Valencia an inspector or jefe de mesa over the table ("funciones que se
// llevarán a cabo sobre cada una de las mesas", CyL L167, CV L609; the 1977
// text's inspector is optional, L100). Consecutive rounds with the same
// shortcoming make one finding.
func (x *session) checkCrew() {
	played := make([]*round, 0, len(x.rounds))
	for _, rd := range x.rounds {
		if rd.played {
			played = append(played, rd)
		}
	}
	if len(played) == 0 {
		return
	}
	staff := x.s.Staff
	if len(staff) == 0 {
		x.note("staff", audit.Finding{Column: "staff", Recorded: textf("%d jugadas sin personal registrado", "%d rounds without staff recorded", len(played)),
			Detail: textf("La sesión no registra personal: la presencia del croupier y del jefe de mesa no se comprueba.", "The session records no staff: the croupier's and the jefe de mesa's presence are not checked.")})
		return
	}
	needSup := x.text == rules.CyL2008 || x.text == rules.CV2003
	var runStart, runEnd *round
	var runKey string
	var runWhy rules.Text
	flush := func() {
		if runStart == nil {
			return
		}
		r := runStart.r
		span := textf("jugada %d", "round %d", r.No)
		if runEnd != runStart {
			span = textf("jugadas %d a %d", "rounds %d to %d", r.No, runEnd.r.No)
		}
		x.report(audit.Finding{Rule: bj.RuleCrew, Round: r.No, At: r.At, Source: r.Pos, Column: "staff",
			Expected: x.crewExpected(needSup), Recorded: runWhy,
			Detail: textf("%s: %s.", "%s: %s.", span, runWhy)})
		runStart, runEnd, runKey = nil, nil, ""
	}
	// Who is on duty changes only where a stint begins or ends: the crew
	// counted at one round holds for the next ones until then (rounds come
	// minutes apart, stints last hours), not counted again for each.
	var from, until time.Time // where the counts below hold (dutyWindow)
	counted := false
	var sup int
	var crouOn []int // the croupiers on duty: their places in staff
	for _, rd := range played {
		r := rd.r
		if !counted || !inWindow(from, until, r.At) {
			from, until = dutyWindow(staff, r.At)
			sup, crouOn, counted = 0, crouOn[:0], true
			for i := range staff {
				st := &staff[i]
				if !onDuty(st, r.At) {
					continue
				}
				switch {
				case st.Role == roleCroupier:
					crouOn = append(crouOn, i)
				case supervisor(st.Role):
					sup++
				}
			}
		}
		// Most rounds have their crew: counted first, the words only
		// written for a round that has not.
		nCrou, dealerOn := len(crouOn), false
		for _, i := range crouOn {
			dealerOn = dealerOn || staff[i].Employee == r.Dealer
		}
		if nCrou > 0 && (r.Dealer == "" || dealerOn) && (!needSup || sup > 0) {
			if runKey != "" {
				flush()
			}
			continue
		}
		var crou []string
		for i := range staff {
			if st := &staff[i]; st.Role == roleCroupier && onDuty(st, r.At) {
				crou = append(crou, st.Employee)
			}
		}
		var key []string
		var es, en []string
		switch {
		case len(crou) == 0:
			key = append(key, "no-croupier")
			es, en = append(es, "ningún croupier de servicio"), append(en, "no croupier on duty")
		case r.Dealer != "" && !slices.Contains(crou, r.Dealer):
			// Several croupiers may be on duty at once (no text limits a
			// table to one); the dealer must be one of them.
			sort.Strings(crou)
			on := strings.Join(crou, ", ")
			key = append(key, "dealer:"+r.Dealer+"/"+on)
			es = append(es, "la jugada la dio "+r.Dealer+", que no es un croupier de servicio ("+on+")")
			en = append(en, "the round was dealt by "+r.Dealer+", who is not a croupier on duty ("+on+")")
		}
		if needSup && sup == 0 {
			key = append(key, "no-supervisor")
			es, en = append(es, "ningún inspector o jefe de mesa de servicio"), append(en, "no inspector or jefe de mesa on duty")
		}
		k := strings.Join(key, ";")
		if k != runKey {
			flush()
		}
		if k == "" {
			continue
		}
		if runStart == nil {
			runStart, runKey = rd, k
			runWhy = rules.Text{ES: strings.Join(es, "; "), EN: strings.Join(en, "; ")}
		}
		runEnd = rd
	}
	flush()
}

// dutyWindow is audit.DutyWindow: the stretch of time around t, [from,
// until), in which no stint of staff begins or ends.
func dutyWindow(staff []logs.Staff, t time.Time) (from, until time.Time) {
	return audit.DutyWindow(staff, t)
}

// inWindow reports whether t is in [from, until) (until zero: no end).
func inWindow(from, until, t time.Time) bool { return audit.InWindow(from, until, t) }

func (x *session) crewExpected(needSup bool) rules.Text {
	if needSup {
		return textf("un croupier y un inspector o jefe de mesa de servicio", "a croupier and an inspector or jefe de mesa on duty")
	}
	return textf("un croupier de servicio", "a croupier on duty")
}

// CrossStaff implements audit.StaffFilter: Finish reads the inspectors and
// jefes de mesa only, so no other staff rows are kept across sessions.
func (Replay) CrossStaff(st *logs.Staff) bool { return supervisor(st.Role) }

// Finish implements audit.Game: an inspector or jefe de mesa supervising
// more black-jack tables at once than the text allows (four, 1977 L100 under
// bj-inspector-ratio=cap and CyL L167; in Valencia three on 9-player tables
// and four on 7-player ones, L609). The limit is the one of the session the
// supervisor's stint starts in; each session is reported once.
func (Replay) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	audit.Supervisions(sessions, supervisor, func(v audit.Supervision) bool {
		s := v.Session
		if s.Instrument == nil {
			return false
		}
		in := s.Instrument.ID
		var assume []string
		if in == rules.ES1977 || in == rules.ES1979 {
			assume = []string{bj.AssumeInspector + "=" + s.Assume[bj.AssumeInspector]}
			if s.Assume.Is(bj.AssumeInspector, "none") {
				return false
			}
		}
		limit := bj.JefeMaxTables(in, s.Variant)
		if len(v.Tables) <= limit {
			return false
		}
		names := strings.Join(v.Tables, ", ")
		ctx.Report(s, audit.Finding{Rule: bj.RuleJefeTables, At: v.On, Column: "staff", Assumptions: assume,
			Expected: audit.Textf("≤ %d mesas", "≤ %d tables", limit), Recorded: audit.Textf("%d mesas: %s", "%d tables: %s", len(v.Tables), names),
			Detail: audit.Textf("%s estaba a cargo de %d mesas de black-jack a la vez (%s); el máximo es %d.", "%s was in charge of %d black-jack tables at once (%s); the maximum is %d.",
				v.Employee, len(v.Tables), names, limit)})
		return true
	})
}
