package shoe

import (
	"cmp"
	"fmt"
	"slices"
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
	last := 0
	for _, n := range played {
		last = max(last, n)
	}
	// The rounds the bets cover as spans [first, last], merged into
	// disjoint ones in ascending order: a few per session, where a set of
	// every round covered cost a map write per round.
	spans := make([][2]int, 0, len(played)) // about a span a round
	for i := range s.Bets {
		b := &s.Bets[i]
		if i > 0 && b.Round == s.Bets[i-1].Round && b.Settled() == s.Bets[i-1].Settled() {
			continue // the rounds of the bet before (bets come round by round)
		}
		// An absurd settled_round is bounded by the last round (and
		// reported by the replay).
		if to := min(b.Settled(), last); b.Round <= to {
			spans = append(spans, [2]int{b.Round, to})
		}
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	merged := spans[:0]
	for _, sp := range spans {
		if n := len(merged); n > 0 && sp[0] <= merged[n-1][1]+1 {
			merged[n-1][1] = max(merged[n-1][1], sp[1])
			continue
		}
		merged = append(merged, sp)
	}
	var out []int
	for _, n := range played {
		// The first span that ends at n or later covers n if it starts by n.
		i, _ := slices.BinarySearchFunc(merged, n, func(sp [2]int, n int) int { return cmp.Compare(sp[1], n) })
		if i == len(merged) || merged[i][0] > n {
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
