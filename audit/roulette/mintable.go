package roulette

import (
	"sort"
	"strings"

	"fmt"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
)

// minTable reports a period of play of one game at one casino without a
// table at the authorised minimum (RUL-MIN-TABLE: 1979 L121, CyL L113, CV
// L417). A period of play is a run of the game's table sessions there
// that overlap one another; it is judged only when every session in it
// carries authorized_min (one without could be the table at the minimum).
// A table counts when it opened at or below its authorised minimum (below
// is RUL-TABLE-MIN's) and, where the text says «mantener» (Castilla y
// León) and min-table reads it as worded, was not raised above it later.
func minTable(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	rule, _ := rules.Lookup(rr.MinTable)
	byCasino := map[string][]*audit.StaffedSession{}
	var casinos []string
	for _, s := range sessions {
		if !rule.AppliesTo(s.Instrument.ID, s.Game) {
			continue
		}
		if byCasino[s.Casino] == nil {
			casinos = append(casinos, s.Casino)
		}
		byCasino[s.Casino] = append(byCasino[s.Casino], s)
	}
	sort.Strings(casinos)
	for _, c := range casinos {
		ss := byCasino[c]
		sort.SliceStable(ss, func(i, j int) bool { return ss[i].OpenedAt.Before(ss[j].OpenedAt) })
		for start := 0; start < len(ss); {
			end, until := start+1, ss[start].ClosedAt
			// Sessions under another instrument (a change of law) start
			// another period: each is judged by its own text.
			for end < len(ss) && !ss[end].OpenedAt.After(until) && ss[end].Instrument == ss[start].Instrument {
				if ss[end].ClosedAt.After(until) {
					until = ss[end].ClosedAt
				}
				end++
			}
			judgeMinTable(ctx, ss[start:end])
			start = end
		}
	}
}

// atMinimum reports whether a session counts as the table at the
// authorised minimum, and says how it stood if not.
func atMinimum(s *audit.StaffedSession) (bool, rules.Text) {
	if s.MinBet > s.AuthorizedMin {
		return false, text("%s abrió con %s (autorizado %s)", "%s opened at %s (authorised %s)", s.Table, s.MinBet, s.AuthorizedMin)
	}
	if s.Instrument.ID == rules.CyL2008 && s.Assume.Is("min-table", "as-worded") {
		for _, c := range s.MinChanges {
			if c.Min > s.AuthorizedMin {
				return false, text("%s abrió con %s y lo elevó a %s a las %s", "%s opened at %s and raised it to %s at %s", s.Table, s.MinBet, c.Min, c.At.Format("15:04"))
			}
		}
	}
	return true, rules.Text{}
}

func judgeMinTable(ctx *audit.CrossContext, period []*audit.StaffedSession) {
	var how []rules.Text
	for _, s := range period {
		if s.AuthorizedMin == 0 {
			return
		}
		ok, why := atMinimum(s)
		if ok {
			return
		}
		how = append(how, why)
	}
	first := period[0]
	var es, en []string
	for i, h := range how {
		if i == 8 {
			more := fmt.Sprintf("… (+%d)", len(how)-i)
			es, en = append(es, more), append(en, more)
			break
		}
		es, en = append(es, h.ES), append(en, h.EN)
	}
	reading := first.Assume["min-table"]
	verbES, verbEN := "abierta", "opened"
	if first.Instrument.ID == rules.CyL2008 && reading == "as-worded" {
		verbES, verbEN = "abierta y mantenida", "opened and kept"
	}
	last := first.ClosedAt
	for _, s := range period {
		if s.ClosedAt.After(last) {
			last = s.ClosedAt
		}
	}
	from, to := first.OpenedAt.Format("2006-01-02 15:04"), last.Format("2006-01-02 15:04")
	ctx.Report(first, audit.Finding{Rule: rr.MinTable, At: first.OpenedAt, Assumptions: []string{"min-table=" + reading},
		Expected: rules.Text{ES: fmt.Sprintf("una mesa %s con el mínimo autorizado (%s)", verbES, first.AuthorizedMin.Euro("es")),
			EN: fmt.Sprintf("a table %s at the authorised minimum (%s)", verbEN, first.AuthorizedMin.Euro("en"))},
		Recorded: rules.Text{ES: strings.Join(es, "; "), EN: strings.Join(en, "; ")},
		Detail: rules.Text{
			ES: fmt.Sprintf("De %s a %s ninguna de las %d mesas de %s del casino fue %s con el mínimo autorizado (salvo que la autorización dispusiera otra cosa, lo que el registro no dice).", from, to, len(period), first.Game, verbES),
			EN: fmt.Sprintf("From %s to %s none of the casino's %d %s tables was %s at the authorised minimum (unless the authorisation provided otherwise, which the log does not say).", from, to, len(period), first.Game, verbEN)}})
}
