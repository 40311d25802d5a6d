// Package cardroom checks what spans the card games banked by the casino:
// a supervisor in charge of black-jack and reduced punto y banca tables at
// once. Each game's own limits are checked by its replay; this check sees
// the sessions of both (audit.RegisterCross).
package cardroom

import (
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/rules/cardroom"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

func init() { audit.RegisterCross(Check{}) }

// Check implements audit.CrossCheck.
type Check struct{}

// Games implements audit.CrossCheck.
func (Check) Games() []string { return cardroom.Games }

// counted reports whether a session's table counts toward mixed
// supervision: every black-jack table, and reduced punto y banca tables
// (a standard one has its own jefe, CV L1129, CyL L217).
func counted(s *audit.StaffedSession) bool {
	return s.Game != pb.Game || s.Variant == pb.Mini || s.Variant == pb.Midi
}

// Finish implements audit.CrossCheck: a supervisor whose tables at once
// span both games and exceed the text's limit for mixed supervision.
func (Check) Finish(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	var kept []*audit.StaffedSession
	for _, s := range sessions {
		if counted(s) {
			kept = append(kept, s)
		}
	}
	supervisor := func(role string) bool { return role == "jefe-mesa" || role == "inspector" }
	audit.Supervisions(kept, supervisor, func(v audit.Supervision) bool {
		s := v.Session
		limit := cardroom.MaxMixed[s.Instrument.ID]
		if limit == 0 || len(v.Tables) <= limit {
			return false
		}
		games := map[string]bool{s.Game: true}
		for _, o := range v.Others {
			games[o.Game] = true
		}
		if len(games) < 2 {
			return false // one game: its own replay's limit
		}
		names := strings.Join(v.Tables, ", ")
		ctx.Report(s, audit.Finding{Rule: cardroom.RuleJefeTables, At: v.On, Column: "staff",
			Expected: audit.Textf("≤ %d mesas", "≤ %d tables", limit), Recorded: audit.Textf("%d mesas: %s", "%d tables: %s", len(v.Tables), names),
			Detail: audit.Textf("%s estaba a cargo a la vez de %d mesas de black-jack y de punto y banca (%s); el máximo es %d.",
				"%s was in charge of %d black-jack and punto y banca tables at once (%s); the maximum is %d.", v.Employee, len(v.Tables), names, limit)})
		return true
	})
}
