package blackjack_test

// Boundaries the hand-written cases leave to chance (issue 23): the stake at
// the table minimum and maximum and one cent either side, the table maximum
// at each multiple the text allows and one cent either side, under every
// text; and the black-jack's payout read from its quote («3 por 2»), not
// from the replay.

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	bj "github.com/veedor/veedor/rules/blackjack"
	"github.com/veedor/veedor/rules/seedtest"
)

// texts are a session date and region under each black-jack text.
var texts = []struct{ region, date string }{
	{"es", "1978-05-02"}, {"es", "2024-03-01"}, {"cyl", "2010-05-02"}, {"cv", "2005-05-02"},
}

// variant audits the clean national case moved to a region and date, with
// edits (old → new) to its bets and sessions, and returns the keys of the
// findings of the rules named.
func variant(t *testing.T, region, date string, edits map[string][2]string, ids ...string) []string {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/clean-es.txt")
	c.Region = region
	for sec, body := range c.Sections {
		if e, ok := edits[sec]; ok {
			if !strings.Contains(body, e[0]) {
				t.Fatalf("%s has no %q", sec, e[0])
			}
			body = strings.Replace(body, e[0], e[1], 1)
		}
		c.Sections[sec] = strings.ReplaceAll(body, "2024-03-01", date)
	}
	want := map[string]bool{}
	for _, id := range ids {
		want[id] = true
	}
	var got []string
	for _, f := range casetest.Audit(t, c).Findings {
		if want[f.Rule] {
			got = append(got, casetest.Key(f))
		}
	}
	sort.Strings(got)
	return got
}

// B101 is a losing base stake (hand 1, 17 against the croupier's 20): its
// size changes nothing but the limits. The table is 10.00 to 1000.00.
func TestStakeBoundaries(t *testing.T) {
	for _, tx := range texts {
		for _, c := range []struct {
			stake string
			want  string
		}{
			{"10.00", ""}, {"9.99", bj.RuleStakeMin + "@1/B101"}, {"10.01", ""},
			{"1000.00", ""}, {"1000.01", bj.RuleStakeMax + "@1/B101"}, {"999.99", ""},
		} {
			edits := map[string][2]string{"bets.csv": {"S1,1,B101,1,P1,base,,20.00,", "S1,1,B101,1,P1,base,," + c.stake + ","}}
			got := variant(t, tx.region, tx.date, edits, bj.RuleStakeMin, bj.RuleStakeMax)
			if strings.Join(got, " ") != c.want {
				t.Errorf("%s %s: a base stake of %s: got %v, want %q", tx.region, tx.date, c.stake, got, c.want)
			}
		}
	}
}

// The table maximum at 50, 100 and 200 times the 10.00 minimum is allowed;
// a cent either side is not.
func TestTableMaxBoundaries(t *testing.T) {
	for _, tx := range texts {
		for _, k := range bj.MaxMultiples {
			max := logs.Cents(k * 1000)
			for _, m := range []logs.Cents{max - 1, max, max + 1} {
				edits := map[string][2]string{"sessions.csv": {",10.00,1000.00,", fmt.Sprintf(",10.00,%s,", m)}}
				got := variant(t, tx.region, tx.date, edits, bj.RuleTableMax)
				if want := m != max; (len(got) > 0) != want {
					t.Errorf("%s %s: table maximum %s for a minimum of 10.00: got %v, want a finding: %v", tx.region, tx.date, m, got, want)
				}
			}
		}
	}
}

// A black-jack is paid what the quote of BJ-PAYOUT spells («a razón de 3
// por 2», «en razón de tres por dos»): exactly that passes, a cent more or
// less and even money do not; an odd stake may round its half cent either
// way.
func TestBlackjackPaidAsTheQuoteSpells(t *testing.T) {
	r, _ := rules.Lookup(bj.RulePayout)
	checked := 0
	for _, tx := range texts {
		in, err := rules.InForce(tx.region, bj.Game, mustTime(t, tx.date+"T21:00:00+01:00"))
		if err != nil {
			t.Fatal(err)
		}
		var num, den int64
		for _, b := range r.Basis {
			if b.Instrument != in.ID {
				continue
			}
			for _, c := range b.Cites {
				if strings.Contains(c.Quote, "por 2") || strings.Contains(c.Quote, "por dos") {
					num, den, _ = seedtest.Payout(c.Quote)
				}
			}
		}
		if den == 0 {
			t.Fatalf("%s: BJ-PAYOUT cites no black-jack payout", in.ID)
		}
		for _, c := range []struct {
			stake logs.Cents
			paid  []logs.Cents
			ok    bool
		}{
			{2000, []logs.Cents{2000 * logs.Cents(num) / logs.Cents(den)}, true},
			{2000, []logs.Cents{2000*logs.Cents(num)/logs.Cents(den) + 1, 2000*logs.Cents(num)/logs.Cents(den) - 1, 2000}, false},
			{2001, []logs.Cents{3001, 3002}, true},
			{2001, []logs.Cents{3000, 3003}, false},
		} {
			for _, paid := range c.paid {
				edits := map[string][2]string{"bets.csv": {"S1,1,B102,2,P2,base,,20.00,20.00,30.00,", fmt.Sprintf("S1,1,B102,2,P2,base,,%s,%s,%s,", c.stake, c.stake, paid)}}
				got := variant(t, tx.region, tx.date, edits, bj.RulePayout)
				if (len(got) == 0) != c.ok {
					t.Errorf("%s: black-jack of %s paid %s (quote %d:%d): got %v, want clean: %v", in.ID, c.stake, paid, num, den, got, c.ok)
				}
				checked++
			}
		}
	}
	if checked < 28 {
		t.Errorf("only %d settlements checked", checked)
	}
}

func mustTime(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Menor/mayor de 13 (Valencia) is held to the table's limits too: a losing
// menor on hand 1 (ten and seven) at the minimum and maximum and a cent
// either side.
func TestSideBetStakeBoundaries(t *testing.T) {
	for _, c := range []struct {
		stake string
		want  string
	}{
		{"10.00", ""}, {"9.99", bj.RuleStakeMin + "@1/B105"}, {"1000.00", ""}, {"1000.01", bj.RuleStakeMax + "@1/B105"},
	} {
		row := "S1,1,B105,1,P1,menor-13,," + c.stake + ",0.00,0.00,,2024-03-01T21:04:14+01:00,C1,1,\n"
		edits := map[string][2]string{"bets.csv": {"S1,2,B201,", row + "S1,2,B201,"}}
		got := variant(t, "cv", "2005-05-02", edits, bj.RuleStakeMin, bj.RuleStakeMax, bj.RuleMenorMayor)
		if strings.Join(got, " ") != c.want {
			t.Errorf("a menor-13 stake of %s: got %v, want %q", c.stake, got, c.want)
		}
	}
}

// The crew under every text: the clean case's inspector and croupier are
// enough; without the croupier every round is short; without the
// inspector only Castilla y León and Valencia, whose texts give each table
// a supervisor, find the rounds short.
func TestCrewEveryText(t *testing.T) {
	for _, tx := range texts {
		supervised := tx.region != "es"
		for _, c := range []struct {
			drop    string
			finding bool
		}{{"", false}, {"S1,C1,croupier,2024-03-01T21:00:00+01:00,\n", true}, {"S1,I1,inspector,2024-03-01T21:00:00+01:00,\n", supervised}} {
			edits := map[string][2]string{}
			if c.drop != "" {
				edits["staff.csv"] = [2]string{c.drop, ""}
			}
			got := variant(t, tx.region, tx.date, edits, bj.RuleCrew)
			if (len(got) > 0) != c.finding {
				t.Errorf("%s %s without %q: got %v, want a finding: %v", tx.region, tx.date, strings.TrimSpace(c.drop), got, c.finding)
			}
		}
	}
}
