package blackjack_test

// What the mutants that lived in play.go, replay.go, shoe.go, crew.go and
// bets.go showed untested (issue 23): the words and switches of findings,
// the boundaries of the shoe's reserve and of limit changes, the cards of
// void rounds and rounds without dealt, the order of a box's and the
// croupier's later cards, and the bettors of rows without a player or seat.
// Every expected value is worked out by hand in the comments.

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	bj "github.com/veedor/veedor/rules/blackjack"
)

// edit replaces old by new, once, in a section of a case ("" old: append).
type edit struct{ section, old, new string }

// edited audits a case file with edits and extra switch readings.
func edited(t *testing.T, file string, assume []string, edits ...edit) []audit.Finding {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+file)
	c.Assume = append(c.Assume, assume...)
	return auditEdited(t, c, edits...)
}

func auditEdited(t *testing.T, c casetest.Case, edits ...edit) []audit.Finding {
	t.Helper()
	for _, e := range edits {
		body := c.Sections[e.section]
		if e.old == "" {
			c.Sections[e.section] = body + e.new
			continue
		}
		if !strings.Contains(body, e.old) {
			t.Fatalf("%s: %s has no %q", c.File, e.section, e.old)
		}
		c.Sections[e.section] = strings.Replace(body, e.old, e.new, 1)
	}
	return casetest.Audit(t, c).Findings
}

// keys are the sorted keys of the findings of the rules named (all when none).
func keys(fs []audit.Finding, rules ...string) string {
	var out []string
	for _, f := range fs {
		if len(rules) == 0 || slices.Contains(rules, f.Rule) {
			out = append(out, casetest.Key(f))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// of is the one finding of rule among fs.
func of(t *testing.T, fs []audit.Finding, rule string) audit.Finding {
	t.Helper()
	var out []audit.Finding
	for _, f := range fs {
		if f.Rule == rule {
			out = append(out, f)
		}
	}
	if len(out) != 1 {
		t.Fatalf("%d findings of %s, want 1: %s", len(out), rule, keys(fs))
	}
	return out[0]
}

// A crew shortcoming over consecutive rounds is one finding naming the
// span; over one round, that round. The croupier of the national case
// leaves at 21:06: rounds 2 (21:07), 3 and 4 have none; back at 21:08,
// only round 2.
func TestCrewSpanWords(t *testing.T) {
	const on = "S1,C1,croupier,2024-03-01T21:00:00+01:00,\n"
	const off = "S1,C1,croupier,2024-03-01T21:00:00+01:00,2024-03-01T21:06:00+01:00\n"
	for back, want := range map[string]string{
		"": "rounds 2 to 4: no croupier on duty.",
		"S1,C1,croupier,2024-03-01T21:08:00+01:00,\n": "round 2: no croupier on duty.",
	} {
		fs := edited(t, "clean-es.txt", nil, edit{"staff.csv", on, off + back})
		f := of(t, fs, bj.RuleCrew)
		if f.Round != 2 || f.Detail.EN != want {
			t.Errorf("croupier back %q: round %d, %q; want round 2, %q", back, f.Round, f.Detail.EN, want)
		}
	}
}

// A double the text does not allow names bj-soft-double when an ace is
// among the two cards, under the national text only, and says which totals
// may be doubled under the reading in force. Round 3's box 2 (7H, 4C
// doubled) gets other first two cards.
func TestDoubleFindingWords(t *testing.T) {
	soft := bj.AssumeSoftDouble + "=allowed"
	for _, c := range []struct {
		a, b, reading, assume, expected string
	}{
		{"AH", "7C", "", soft, "9, 10 or 11 (ace-8 and ace-9 included)"},
		{"7C", "AH", "", soft, "9, 10 or 11 (ace-8 and ace-9 included)"},
		{"6C", "6D", "", "", "9, 10 or 11 (ace-8 and ace-9 included)"},
		{"AH", "8C", "hard-only", bj.AssumeSoftDouble + "=hard-only", "9, 10 or 11 without an ace"},
	} {
		var assume []string
		if c.reading != "" {
			assume = []string{bj.AssumeSoftDouble + "=" + c.reading}
		}
		fs := edited(t, "clean-es.txt", assume,
			edit{"rounds.csv", "2=7H,4C,QD\",,,,played,,\"TD,7H,AS,9S,4C,QD,6H\"", "2=" + c.a + "," + c.b + ",QD\",,,,played,,\"TD," + c.a + ",AS,9S," + c.b + ",QD,6H\""})
		f := of(t, fs, bj.RuleDouble)
		if strings.Join(f.Assumptions, " ") != c.assume || f.Expected.EN != c.expected {
			t.Errorf("double on %s, %s: switches %v, expected %q; want [%s], %q", c.a, c.b, f.Assumptions, f.Expected.EN, c.assume, c.expected)
		}
	}
	// Valencia names ace-8 and ace-9 itself: no switch. Box 1 of round 3
	// doubles ace-6 (7, too little) instead of ace-8.
	fs := edited(t, "clean-cv.txt", nil,
		edit{"rounds.csv", "1=AD,8C,9H", "1=AD,6C,9H"}, edit{"rounds.csv", "AD,KS,7C,8C,", "AD,KS,7C,6C,"})
	f := of(t, fs, bj.RuleDouble)
	if len(f.Assumptions) != 0 || f.Expected.EN != "9, 10 or 11, or ace-8, or ace-9" {
		t.Errorf("Valencian double on ace-6: switches %v, expected %q", f.Assumptions, f.Expected.EN)
	}
}

// The findings count the cards taken: a doubled 4-5 that took 2 and 7 took
// two after doubling; a split ace that took 3 and 6 took two.
func TestCardsTakenWords(t *testing.T) {
	for _, c := range []struct{ file, rule, says string }{
		{"double-two-cards.txt", bj.RuleDouble, "Doubled hand 1 received 2 cards after doubling"},
		{"split-aces.txt", bj.RuleSplitAces, "Hand 1.2, formed by splitting aces, received 2 cards"},
	} {
		f := finding(t, c.file, c.rule)
		if !strings.Contains(f.Detail.EN, c.says) {
			t.Errorf("%s: %q does not say %q", c.file, f.Detail.EN, c.says)
		}
	}
}

// Aces split once (two ace hands) are no re-split under
// bj-resplit-aces=forbidden: round 2 of the Castilla y León case.
func TestAcesSplitOnceForbiddenReading(t *testing.T) {
	fs := edited(t, "clean-cyl.txt", []string{bj.AssumeResplitAces + "=forbidden"})
	if k := keys(fs); k != "" {
		t.Errorf("aces split once under forbidden: %s, want none", k)
	}
}

// Too many hands in Valencia names bj-cv-resplit.
func TestTooManyHandsNamesSwitch(t *testing.T) {
	f := finding(t, "cv-six-pairs-six-hands.txt", bj.RuleSplit)
	if strings.Join(f.Assumptions, " ") != bj.AssumeCVResplit+"=six-hands" {
		t.Errorf("switches %v, want [%s=six-hands]", f.Assumptions, bj.AssumeCVResplit)
	}
}

// The croupier standing on 16 names bj-dealer-all-bust outside Valencia,
// whose own text settles the case, and nothing there.
func TestDealerDrawSwitch(t *testing.T) {
	f := finding(t, "dealer-stands-16.txt", bj.RuleDealerDraw)
	if strings.Join(f.Assumptions, " ") != bj.AssumeDealerStop+"=may-stop" {
		t.Errorf("Castilla y León: switches %v, want [%s=may-stop]", f.Assumptions, bj.AssumeDealerStop)
	}
	c := casetest.Read(t, "testdata/cases/dealer-stands-16.txt")
	c.Region = "cv"
	for k, v := range c.Sections {
		c.Sections[k] = strings.ReplaceAll(v, "2010-05-02", "2015-06-01")
	}
	f = of(t, auditEdited(t, c, edit{"sessions.csv", "black-jack,,", "black-jack,7-plazas,"}), bj.RuleDealerDraw)
	if len(f.Assumptions) != 0 {
		t.Errorf("Valencia: switches %v, want none", f.Assumptions)
	}
}

// A hand of 21 in three cards still depends on the croupier's cards: he may
// not stop on 15 because the other hand busted (Valencia).
func TestTwentyOneIsLive(t *testing.T) {
	fs := edited(t, "clean-all-bust-cv.txt", nil,
		edit{"rounds.csv", "\"D=7H;1=TC,5D,9S;2=QH,6S,KD\",,,,played,,\"TC,QH,7H,5D,6S,9S,KD\"", "\"D=TC,5D;1=7S,7H,7D;2=QH,6S,KD\",,,,played,,\"7S,QH,TC,7H,6S,7D,KD,5D\""},
		edit{"bets.csv", "S1,1,B101,1,P1,base,,20.00,0.00,0.00,", "S1,1,B101,1,P1,base,,20.00,20.00,20.00,"})
	if k := keys(fs); k != bj.RuleDealerDraw+"@1" {
		t.Errorf("21 live, croupier stops on 15: %s, want %s@1", k, bj.RuleDealerDraw)
	}
}

// An insurance settled after the croupier's second card is no finding,
// even when he stops there (ace-5, every hand busted, Valencia).
func TestInsuranceWithSecondCard(t *testing.T) {
	fs := edited(t, "insurance-cv-one-card.txt", nil,
		edit{"rounds.csv", "\"D=AH;1=TC,5D,9S;2=QH,6S,KD\",,,,played,,\"TC,QH,AH,5D,6S,9S,KD\"", "\"D=AH,5C;1=TC,5D,9S;2=QH,6S,KD\",,,,played,,\"TC,QH,AH,5D,6S,9S,KD,5C\""})
	if k := keys(fs); k != "" {
		t.Errorf("insurance lost on the croupier's ace-5: %s, want none", k)
	}
}

// An unknown table version is a data-quality finding that lists the known
// ones.
func TestUnknownVariant(t *testing.T) {
	fs := edited(t, "clean-es.txt", nil, edit{"sessions.csv", "black-jack,,", "black-jack,8-plazas,"})
	f := of(t, fs, audit.DQSession)
	if f.Expected.EN != bj.Plazas7+" | "+bj.Plazas9 || f.Recorded.EN != "8-plazas" {
		t.Errorf("expected %q, recorded %q", f.Expected.EN, f.Recorded.EN)
	}
}

// An unreadable outcome is quoted whole up to 80 characters, then cut.
func TestUnreadableOutcomeCut(t *testing.T) {
	const old = "\"D=9H,7S,4D;1=TH,7C;2=AS,KD;3=5S,6D,9C\""
	for _, n := range []int{80, 81} {
		bad := "D=" + strings.Repeat("Z", n-2)
		fs := edited(t, "clean-es.txt", nil, edit{"rounds.csv", old, bad})
		var got []string
		for _, f := range fs {
			if f.Rule == audit.DQOutcome && f.Round == 1 && f.Bet == "" {
				got = append(got, f.Recorded.EN)
			}
		}
		want := bad
		if n > 80 {
			want = bad[:80] + "…"
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("outcome of %d characters: recorded %q, want [%q]", n, got, want)
		}
	}
}

// Limit changes: valid from round 1 on; applied from their own round on,
// in round order, a later row of the same round after an earlier one; a
// minimum of zero is unreadable and a maximum equal to the minimum is a
// maximum the text does not allow. In the void-round case the limits go
// to 20.00 and 2000.00 from round 3; B301 (40.00, soft 18 beating 17) is
// made 15.00, below that minimum only.
func TestLimitChanges(t *testing.T) {
	const b301 = "S1,3,B301,1,P1,base,,40.00,40.00,40.00,"
	const low = "S1,3,B301,1,P1,base,,15.00,15.00,15.00,"
	const r3 = "S1,2024-03-01T21:08:00+01:00,3,limit-change,min_bet=20.00 max_bet=2000.00,I1\n"
	change := func(at string, round int, detail string) string {
		return fmt.Sprintf("S1,2024-03-01T%s+01:00,%d,limit-change,%s,I1\n", at, round, detail)
	}
	for _, c := range []struct {
		name  string
		edits []edit
		want  string
	}{
		{"a change at round 1", []edit{{"events.csv", "", change("21:03:00", 1, "min_bet=10.00 max_bet=500.00")}}, ""},
		{"a stake below the new minimum in the change's round", []edit{{"bets.csv", b301, low}},
			bj.RuleStakeMin + "@3/B301"},
		{"a change at round 2 listed after round 3's", []edit{{"bets.csv", b301, low}, {"events.csv", "", change("21:06:00", 2, "min_bet=10.00 max_bet=500.00")}},
			bj.RuleStakeMin + "@3/B301"},
		{"two changes at round 3, the later row last", []edit{{"bets.csv", b301, low}, {"events.csv", r3, change("21:07:30", 3, "min_bet=10.00 max_bet=500.00") + r3}},
			bj.RuleStakeMin + "@3/B301"},
		{"a minimum of zero", []edit{{"events.csv", "min_bet=20.00 max_bet=2000.00", "min_bet=0.00 max_bet=2000.00"}},
			audit.DQEvent + "@3"},
		{"a maximum equal to the minimum", []edit{{"events.csv", "min_bet=20.00 max_bet=2000.00", "min_bet=20.00 max_bet=20.00"}},
			bj.RuleStakeMax + "@3/B301 " + bj.RuleStakeMax + "@3/B302 " + bj.RuleTableMax + "@3"},
	} {
		if got := keys(edited(t, "clean-void-limits.txt", nil, c.edits...)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// The cut card must leave at least one deck (52 cards) behind it: 52 is
// right, 51 and 0 are findings (0 is a recorded reserve, not a missing one).
func TestCutCardReserveBounds(t *testing.T) {
	for reserve, want := range map[string]string{"52": "", "51": bj.RuleCutCard + "@1", "0": bj.RuleCutCard + "@1"} {
		fs := edited(t, "clean-es.txt", nil, edit{"events.csv", "reserve=78", "reserve=" + reserve})
		if got := keys(fs, bj.RuleCutCard, audit.DQMissing); got != want {
			t.Errorf("reserve %s: %q, want %q", reserve, got, want)
		}
	}
}

// The order of the cards within a box and the croupier's later cards:
// swapping box 1's two later cards of round 2 (3C, TD of hand 1), or the
// croupier's two later cards of round 1 (7S, 4D), is a wrong order.
func TestDealOrderLaterCards(t *testing.T) {
	for _, e := range []edit{
		{"rounds.csv", "\"8S,6C,7D,8H,TS,3C,TD,9D,5H,TC\"", "\"8S,6C,7D,8H,TS,TD,3C,9D,5H,TC\""},
		{"rounds.csv", "\"TH,AS,5S,9H,7C,KD,6D,9C,7S,4D\"", "\"TH,AS,5S,9H,7C,KD,6D,9C,4D,7S\""},
	} {
		round := "2"
		if strings.Contains(e.old, "TH,AS") {
			round = "1"
		}
		if got := keys(edited(t, "clean-es.txt", nil, e)); got != bj.RuleDealOrder+"@"+round {
			t.Errorf("%s: %q, want %s@%s", e.new, got, bj.RuleDealOrder, round)
		}
	}
}

// shoeCase is the national case with its rounds replaced by outcomes
// without dealt (a base stake on box 1 each, settled as the cards say is
// not needed: only the shoe's rules are read), the new-shoe's reserve and
// extra events.
func shoeCase(t *testing.T, reserve int, outcomes []string, status []string, events string) casetest.Case {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/clean-es.txt")
	var rounds strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason,dealt\n")
	for i, o := range outcomes {
		st, dealt := "played", ""
		if status != nil {
			st = status[i]
		}
		if strings.HasPrefix(o, "dealt:") {
			o, dealt = "", strings.TrimPrefix(o, "dealt:")
		}
		m := 5 + i // a minute apart from 21:05
		fmt.Fprintf(&rounds, "S1,%d,2024-03-01T%02d:%02d:00+01:00,C1,%q,,,,%s,,%q\n", i+1, 21+m/60, m%60, o, st, dealt)
	}
	c.Sections["rounds.csv"] = strings.ReplaceAll(rounds.String(), `""`, "")
	c.Sections["bets.csv"] = "session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by,hand,commission\n"
	ev := c.Sections["events.csv"]
	if reserve < 0 {
		ev = "session_id,at,round_no,kind,detail,employee_id\n"
	} else {
		ev = strings.Replace(ev, "reserve=78", fmt.Sprintf("reserve=%d", reserve), 1)
	}
	c.Sections["events.csv"] = ev + events
	return c
}

// The cards of every round leave the shoe, dealt or not recorded, void or
// played: three aces of spades in void round 1 (its outcome, or its dealt)
// and four in round 2 (its outcome) make seven, one more than six decks
// hold.
func TestVoidAndUndealtCardsCounted(t *testing.T) {
	played := "D=TD,7D;1=AS,AS,AS,AS,4C"
	for _, void := range []string{"D=AS,9C;1=AS,AS", "dealt:AS,AS,9C,AS"} {
		c := shoeCase(t, 78, []string{void, played}, []string{"void", "played"}, "")
		if got := keys(casetest.Audit(t, c).Findings, bj.RuleShoeCount); got != bj.RuleShoeCount+"@2" {
			t.Errorf("void round %q: %q, want %s@2", void, got, bj.RuleShoeCount)
		}
	}
}

// Rounds without a shoe are counted for the note, a void round without
// cards excepted: rounds 1 and 3 here.
func TestRoundsWithoutShoeCounted(t *testing.T) {
	c := shoeCase(t, -1, []string{"D=TD,7D;1=9S,9C", "", "D=3C,TS,4S;1=AH,7S"}, []string{"played", "void", "played"}, "")
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		if strings.HasSuffix(f.Recorded.EN, "without a shoe") {
			got = append(got, f.Recorded.EN)
		}
	}
	if strings.Join(got, "|") != "2 rounds without a shoe" {
		t.Errorf("notes %q, want [2 rounds without a shoe]", got)
	}
}

// A round may not begin once more cards are out of the shoe than the cut
// card leaves before it: with reserve 259, 312 − 259 = 53. The burn takes
// 5 and every round 4, so round 13 begins with 5 + 12 × 4 = 53 out (right)
// and round 14 with 57 (too late).
func TestAfterCutByReserve(t *testing.T) {
	tens := []string{"T", "J", "Q", "K"}
	suits := []string{"C", "D", "H", "S"}
	var outs []string
	for i := 0; i < 14; i++ {
		t1 := tens[i%4] + suits[(i/4)%4]
		t2 := tens[(i+1)%4] + suits[(i/4+1)%4]
		outs = append(outs, fmt.Sprintf("D=%s,7%s;1=%s,8%s", t1, suits[i%4], t2, suits[i%4]))
	}
	res := casetest.Audit(t, shoeCase(t, 259, outs, nil, ""))
	f := of(t, res.Findings, bj.RuleAfterCut)
	if f.Round != 14 || f.Expected.EN != "≤ 53 cards out before it begins" || f.Recorded.EN != "57 cards" {
		t.Errorf("round %d, expected %q, recorded %q; want 14, ≤ 53 cards out before it begins, 57 cards", f.Round, f.Expected.EN, f.Recorded.EN)
	}
	if k := keys(res.Findings, bj.RuleShoeCount); k != "" {
		t.Errorf("the rounds' cards are not all in the shoe: %s", k)
	}
}

// A card found face up counts once, in its round: the ace of spades face up
// in round 1 and five more in rounds 1 to 3 make six, what six decks hold.
func TestFaceUpCountedOnce(t *testing.T) {
	outs := []string{"D=TD,7D;1=AS,AS,4C", "D=TC,7C;1=AS,AS,5C", "D=TH,7H;1=AS,9H"}
	faceUp := "S1,2024-03-01T21:04:00+01:00,1,card-face-up,card=AS,C1\n"
	c := shoeCase(t, 78, outs, nil, faceUp)
	if k := keys(casetest.Audit(t, c).Findings, bj.RuleShoeCount); k != "" {
		t.Errorf("six aces of spades with the face-up one: %s, want none", k)
	}
}

// A bettor is the player, else the seat: two players on one seat are two
// bettors (so two hands' players under bj-cyl-min-hands=players), and a
// retiro by seat 1 alone belongs to the stake of seat 1 alone.
func TestBettorWithoutPlayerOrSeat(t *testing.T) {
	fs := edited(t, "min-hands-one-player-players.txt", nil, edit{"bets.csv", "S1,1,B102,1,P1,base", "S1,1,B102,1,P2,base"})
	if k := keys(fs); k != "" {
		t.Errorf("two players on seat 1: %s, want none", k)
	}
	fs = edited(t, "clean-cyl.txt", nil,
		edit{"bets.csv", "S1,1,B101,1,P1,base", "S1,1,B101,1,,base"}, edit{"bets.csv", "S1,1,B102,1,P1,retiro", "S1,1,B102,1,,retiro"})
	if k := keys(fs); k != "" {
		t.Errorf("a retiro by seat 1 with no player: %s, want none", k)
	}
}

// An insurance is measured against the box's initial stake even when its
// bettor has none of his own on the box (20.00 by P1; P9 insures 15.00,
// half is 10.00), and not at all on a box whose stake is not recorded.
func TestInsuranceInitialStake(t *testing.T) {
	fs := edited(t, "clean-es.txt", nil, edit{"bets.csv", "S1,3,B302,1,P1,insurance,,10.00,", "S1,3,B302,1,P9,insurance,,15.00,"})
	if f := of(t, fs, bj.RuleInsurance); f.Bet != "B302" || f.Expected.EN != "€10.00" {
		t.Errorf("insurance of 15.00 by another bettor: %s expected %q, want B302 €10.00", f.Bet, f.Expected.EN)
	}
	fs = edited(t, "clean-es.txt", nil, edit{"bets.csv", "S1,3,B301,1,P1,base,,20.00,20.00,20.00,,2024-03-01T21:08:10+01:00,C1,1,\n", ""})
	if k := keys(fs, bj.RuleInsurance); k != "" {
		t.Errorf("insurance on a box without its stake: %s, want no %s", k, bj.RuleInsurance)
	}
}

// Even money outside Valencia against the croupier's black-jack: the
// insurance it equals pays 20.00 (2 to 1 on 10.00) besides the
// black-jack's due, a push (20.00 back: 40.00 in all, as paid) or, under
// bj-bj-vs-bj=player-wins, 3 to 2 (50.00: 70.00 in all, 30.00 more).
func TestEvenMoneyAgainstBlackjackDelta(t *testing.T) {
	for reading, delta := range map[string]logs.Cents{"push": 0, "player-wins": -3000} {
		fs := edited(t, "even-money-es.txt", []string{bj.AssumeBJvsBJ + "=" + reading},
			edit{"rounds.csv", "D=AH,7C", "D=AH,KD"}, edit{"rounds.csv", "QH,7C\"", "QH,KD\""},
			edit{"bets.csv", "S1,1,B103,2,P2,base,,20.00,20.00,20.00,", "S1,1,B103,2,P2,base,,20.00,0.00,0.00,"})
		if f := of(t, fs, bj.RuleEvenMoney); f.Delta != delta {
			t.Errorf("%s: delta %d, want %d", reading, f.Delta, delta)
		}
	}
}

// A marker row that moves money: the difference is all it moved (3.00
// returned and 2.00 paid on a retiro row).
func TestMarkerMovesMoney(t *testing.T) {
	fs := edited(t, "clean-cyl.txt", nil, edit{"bets.csv", "S1,1,B102,1,P1,retiro,,20.00,0.00,0.00,", "S1,1,B102,1,P1,retiro,,20.00,3.00,2.00,"})
	if f := of(t, fs, bj.RuleRetiro); f.Bet != "B102" || f.Delta != 500 {
		t.Errorf("%s delta %d, want B102 500", f.Bet, f.Delta)
	}
}

// A log may claim more cards than the shoe holds: with no reserve behind
// the cut card (reserve 0), a round begun with more than 312 cards out of
// six decks is still too late. Burn 5 and 4 a round: round 78 begins with
// 5 + 77 × 4 = 313.
func TestAfterCutNoReserve(t *testing.T) {
	var deck []string
	for _, r := range "A23456789TJQK" {
		for _, s := range "CDHS" {
			deck = append(deck, string(r)+string(s))
		}
	}
	var outs []string
	for i := 0; i < 80; i++ {
		c := func(j int) string { return deck[(4*i+j)%len(deck)] }
		outs = append(outs, fmt.Sprintf("D=%s,%s;1=%s,%s", c(0), c(1), c(2), c(3)))
	}
	f := of(t, casetest.Audit(t, shoeCase(t, 0, outs, nil, "")).Findings, bj.RuleAfterCut)
	if f.Round != 78 || f.Expected.EN != "≤ 312 cards out before it begins" {
		t.Errorf("round %d, expected %q; want 78, ≤ 312 cards out before it begins", f.Round, f.Expected.EN)
	}
}

// A settlement equally far from the two acceptable ones is measured
// against the first: a double against the croupier's black-jack, lost or
// returned under bj-dealer-blackjack-extra=either, handed back 10.00 of
// 20.00 is 10.00 over the loss (not 10.00 short of the return).
func TestDeltaEquallyFar(t *testing.T) {
	fs := edited(t, "dealer-bj-double-either.txt", nil, edit{"bets.csv", "S1,1,BD,1,P1,double,,20.00,20.00,0.00,", "S1,1,BD,1,P1,double,,20.00,10.00,0.00,"})
	if f := of(t, fs, bj.RulePayout); f.Bet != "BD" || f.Delta != 1000 {
		t.Errorf("%s delta %d, want BD 1000", f.Bet, f.Delta)
	}
}
