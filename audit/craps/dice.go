package craps

import (
	"sort"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	cr "github.com/veedor/veedor/rules/craps"
)

// The dice of one session must differ from those of the table's previous
// session. A session's serials are kept with its StaffedSession
// (Context.KeepForFinish), where Finish compares them: a few bytes per
// craps session, held by the run that audits it.
type diceRecord struct {
	serials []string
	ev      logs.Event
}

// diceRecord returns the session's dice, if recorded.
func (x *session) diceRecord() *diceRecord {
	if x.six == nil {
		return nil
	}
	for i := range x.s.Events {
		if e := x.s.Events[i]; e.Kind == KindDice {
			rec := &diceRecord{ev: logs.Event{Pos: e.Pos, At: e.At, Round: e.Round, Kind: e.Kind, Detail: strings.Clone(e.Detail)}}
			for s := range x.six {
				rec.serials = append(rec.serials, strings.Clone(s)) // not a piece of the log's rows
			}
			sort.Strings(rec.serials)
			return rec
		}
	}
	return nil
}

// finishDice compares each session's dice with the previous session's at
// the same table (by opening time).
func finishDice(ctx *audit.CrossContext, sessions []*audit.StaffedSession) {
	byTable := map[[2]string][]*audit.StaffedSession{}
	for _, s := range sessions {
		k := [2]string{s.Casino, s.Table}
		byTable[k] = append(byTable[k], s)
	}
	keys := make([][2]string, 0, len(byTable))
	for k := range byTable {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i][0]+"\x00"+keys[i][1] < keys[j][0]+"\x00"+keys[j][1] })
	for _, k := range keys {
		ss := byTable[k]
		sort.SliceStable(ss, func(i, j int) bool { return ss[i].OpenedAt.Before(ss[j].OpenedAt) })
		for i := 1; i < len(ss); i++ {
			prev, ok1 := ss[i-1].Kept.(*diceRecord)
			cur, ok2 := ss[i].Kept.(*diceRecord)
			if !ok1 || !ok2 {
				continue
			}
			var same []string
			for _, s := range cur.serials {
				if i := sort.SearchStrings(prev.serials, s); i < len(prev.serials) && prev.serials[i] == s {
					same = append(same, s)
				}
			}
			if len(same) > 0 {
				ctx.Report(ss[i], audit.Finding{Rule: cr.RuleDice, Round: cur.ev.Round, At: cur.ev.At, Source: cur.ev.Pos, Column: "detail",
					Expected: audit.Textf("dados distintos de los de la sesión %s", "dice other than those of session %s", ss[i-1].ID),
					Recorded: audit.Plain(strings.Join(same, ",")),
					Detail:   audit.Textf("Dados ya usados en la sesión anterior de la mesa (%s): %s.", "Dice already used in the table's previous session (%s): %s.", ss[i-1].ID, strings.Join(same, ","))})
			}
		}
	}
}

// CrossStaff implements audit.StaffFilter: Finish reads no staff rows.
func (Replay) CrossStaff(*logs.Staff) bool { return false }
