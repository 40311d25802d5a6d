package shoe

import (
	"fmt"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules/cardroom"
)

// Unbet returns, in the order given, the played rounds that no bet row of
// the session covers: none has it as round_no, nor rides over it (round_no
// before it, settled_round from it on). Rows rejected by the reader are not
// in the session and already reported; rows the replay rejects later still
// count as recorded.
func Unbet(s *logs.Session, played []int) []int {
	covered := make(map[int]bool, len(played))
	last := 0
	for _, n := range played {
		last = max(last, n)
	}
	for i := range s.Bets {
		b := &s.Bets[i]
		if i > 0 && b.Round == s.Bets[i-1].Round && b.Settled() == s.Bets[i-1].Settled() {
			continue // the rounds of the bet before (bets come round by round)
		}
		// An absurd settled_round is bounded by the last round (and
		// reported by the replay).
		for n := b.Round; n <= min(b.Settled(), last); n++ {
			covered[n] = true
		}
	}
	var out []int
	for _, n := range played {
		if !covered[n] {
			out = append(out, n)
		}
	}
	return out
}

// ReportUnbet files, once for the session, the played rounds that dealt
// hands with no bet recorded (DQ-HANDS-NO-BETS); nothing when there are none.
func ReportUnbet(ctx *audit.Context, unbet []int, played int) {
	if len(unbet) == 0 {
		return
	}
	list := make([]string, 0, min(len(unbet), 10))
	for _, n := range unbet[:min(len(unbet), 10)] {
		list = append(list, fmt.Sprint(n))
	}
	rounds := strings.Join(list, ", ")
	if len(unbet) > 10 {
		rounds += ", …"
	}
	ctx.Report(audit.Finding{Rule: cardroom.RuleHandsNoBets, Source: ctx.Session.Pos, Column: "bets",
		Expected: audit.Textf("filas de apuesta de las manos repartidas", "bet rows for the hands dealt"),
		Recorded: audit.Textf("%d de %d jugadas sin apuestas", "%d of %d rounds without bets", len(unbet), played),
		Detail: audit.Textf("%d jugadas repartieron manos sin ninguna apuesta registrada (jugadas %s): faltan las apuestas; en ellas no se comparan manos y apuestas.",
			"%d rounds dealt hands with no bet recorded (rounds %s): the bets are missing; hands and bets are not compared on them.", len(unbet), rounds)})
}
