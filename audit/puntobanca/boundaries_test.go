package puntobanca_test

// Limits at their boundaries under every text (issue 23): a stake at the
// table minimum and maximum and one cent either side, and the table maximum
// at each multiple (or the ends of the range) the text allows and one cent
// either side.

import (
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
	"github.com/veedor/veedor/rules/seedtest"
)

// cleanCases are a clean standard table under each text.
var cleanCases = []string{"clean-es77-standard", "clean-es84-standard", "clean-cyl-standard", "clean-cv-standard"}

// csvRow splits a CSV line of the cases (quoted fields hold commas).
func csvRow(line string) []string {
	var out []string
	field, quoted := "", false
	for _, r := range line {
		switch {
		case r == '"':
			quoted = !quoted
		case r == ',' && !quoted:
			out = append(out, field)
			field = ""
		default:
			field += string(r)
		}
	}
	return append(out, field)
}

// limits returns the case's table minimum and maximum.
func limits(t *testing.T, c casetest.Case) (min, max logs.Cents, header, row []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(c.Sections["sessions.csv"]), "\n")
	header, row = csvRow(lines[0]), csvRow(lines[1])
	for i, h := range header {
		v, err := logs.ParseCents(row[i])
		switch h {
		case "min_bet":
			min = v
		case "max_bet":
			max = v
		default:
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return min, max, header, row
}

// withBet adds a punto stake to round 1 and sets the table maximum, then
// returns the keys of the findings of the rules named.
func withBet(t *testing.T, name string, stake, tableMax logs.Cents, ids ...string) []string {
	t.Helper()
	c := casetest.Read(t, "testdata/cases/"+name+".txt")
	_, _, sh, srow := limits(t, c)
	for i, h := range sh {
		if h == "max_bet" {
			srow[i] = tableMax.String()
		}
	}
	lines := strings.Split(strings.TrimSpace(c.Sections["sessions.csv"]), "\n")
	c.Sections["sessions.csv"] = lines[0] + "\n" + strings.Join(srow, ",") + "\n"
	if stake > 0 {
		bets := strings.Split(strings.TrimSpace(c.Sections["bets.csv"]), "\n")
		header, first := csvRow(bets[0]), csvRow(bets[1])
		row := make([]string, len(header))
		for i, h := range header {
			switch h {
			case "session_id", "placed_at":
				row[i] = first[i]
			case "round_no":
				row[i] = "1"
			case "bet_id":
				row[i] = "BX"
			case "seat":
				row[i] = first[i]
			case "type":
				row[i] = "punto"
			case "stake":
				row[i] = stake.String()
			case "returned", "paid":
				row[i] = "0.00"
			}
		}
		c.Sections["bets.csv"] += strings.Join(row, ",") + "\n"
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

func TestStakeBoundaries(t *testing.T) {
	for _, name := range cleanCases {
		min, max, _, _ := limits(t, casetest.Read(t, "testdata/cases/"+name+".txt"))
		for _, c := range []struct {
			stake logs.Cents
			want  string
		}{
			{min, ""}, {min - 1, pb.RuleStakeMin + "@1/BX"}, {max, ""}, {max + 1, pb.RuleStakeMax + "@1/BX"}, {max - 1, ""},
		} {
			if got := withBet(t, name, c.stake, max, pb.RuleStakeMin, pb.RuleStakeMax); strings.Join(got, " ") != c.want {
				t.Errorf("%s: a punto of %s (limits %s–%s): got %v, want %q", name, c.stake, min, max, got, c.want)
			}
		}
	}
}

// The table maxima the texts allow, read from the quote of PB-TABLE-MAX:
// each multiple passes and a cent either side fails; where the text gives a
// range («entre 20 y 100 veces») its ends pass and a cent outside fails.
func TestTableMaxBoundaries(t *testing.T) {
	r, ok := rules.Lookup(pb.RuleTableMax)
	if !ok {
		t.Fatal("no " + pb.RuleTableMax)
	}
	for _, name := range cleanCases {
		c := casetest.Read(t, "testdata/cases/"+name+".txt")
		min, _, _, _ := limits(t, c)
		var quote string
		for _, b := range r.Basis {
			for _, ct := range b.Cites {
				if ct.Instrument == instrumentOf(name) && strings.Contains(ct.Quote, "veces") {
					quote = ct.Quote
				}
			}
		}
		ns := seedtest.Numbers(quote)
		if len(ns) != 2 {
			t.Fatalf("%s: the maximum's quote «%s» spells %v", name, quote, ns)
		}
		var cases []struct {
			max logs.Cents
			ok  bool
		}
		add := func(m logs.Cents, ok bool) {
			cases = append(cases, struct {
				max logs.Cents
				ok  bool
			}{m, ok})
		}
		lo, hi := logs.Cents(ns[0])*min, logs.Cents(ns[1])*min
		if strings.Contains(quote, "entre") {
			add(lo-1, false)
			add(lo, true)
			add(hi, true)
			add(hi+1, false)
		} else {
			for _, m := range []logs.Cents{lo, hi} {
				add(m-1, false)
				add(m, true)
				add(m+1, false)
			}
		}
		for _, tc := range cases {
			got := withBet(t, name, 0, tc.max, pb.RuleTableMax)
			if (len(got) == 0) != tc.ok {
				t.Errorf("%s: a table maximum of %s for a minimum of %s («%s»): got %v, want clean: %v", name, tc.max, min, quote, got, tc.ok)
			}
		}
	}
}

func instrumentOf(name string) string {
	switch {
	case strings.Contains(name, "es77"):
		return rules.ES1977
	case strings.Contains(name, "es84"):
		return rules.ES1984
	case strings.Contains(name, "cyl"):
		return rules.CyL2008
	}
	return rules.CV2003
}

// A winning tie bet is paid what the text's quote spells («a razón de ocho
// a uno»): exactly that passes, a cent either side does not.
func TestTiePaidAsTheQuoteSpells(t *testing.T) {
	for name, row := range map[string]string{
		"clean-cyl-standard": "S1,1,B1,1,,empate,30.00,30.00,240.00,",
		"clean-cv-standard":  "S1,1,B1,14,,empate,500.00,500.00,4000.00,",
	} {
		c := casetest.Read(t, "testdata/cases/"+name+".txt")
		num, den, ok := seedtest.Payout(pb.TieBet[instrumentOf(name)].Quote)
		if !ok {
			t.Fatalf("%s: the tie bet's quote states no payout", name)
		}
		f := csvRow(row)
		stake, err := logs.ParseCents(f[6])
		if err != nil {
			t.Fatal(err)
		}
		due := stake * logs.Cents(num) / logs.Cents(den)
		for _, paid := range []logs.Cents{due, due - 1, due + 1} {
			f[8] = paid.String()
			edited := c
			edited.Sections = map[string]string{}
			for k, v := range c.Sections {
				edited.Sections[k] = v
			}
			if !strings.Contains(c.Sections["bets.csv"], row) {
				t.Fatalf("%s has no %q", name, row)
			}
			edited.Sections["bets.csv"] = strings.Replace(c.Sections["bets.csv"], row, strings.Join(f, ","), 1)
			var got []string
			for _, fd := range casetest.Audit(t, edited).Findings {
				if fd.Rule == pb.RulePayout {
					got = append(got, casetest.Key(fd))
				}
			}
			if (len(got) == 0) != (paid == due) {
				t.Errorf("%s: a tie bet of %s paid %s (quote %d:%d): got %v", name, stake, paid, num, den, got)
			}
		}
	}
}
