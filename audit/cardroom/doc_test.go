package cardroom_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/casetest"
)

// The card games' part of the log contract, written for exporters: every
// worked example must audit clean, and every example of the card notation
// must be a round of those worked examples (so it is audited too).
const (
	cardsDoc      = "../../docs/log-format/cards.md"
	blackjackDoc  = "../../docs/log-format/black-jack.md"
	puntobancaDoc = "../../docs/log-format/punto-y-banca.md"
)

func readDoc(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// docExample returns the worked example's files in doc, which must show
// every table.
func docExample(t *testing.T, doc string) map[string]string {
	t.Helper()
	files := casetest.CSVBlocks(doc)
	if len(files) != 5 {
		t.Fatalf("the worked example shows %d files, want 5", len(files))
	}
	return files
}

// auditExample audits a worked example under the region's default readings.
func auditExample(t *testing.T, region string, files map[string]string) *audit.Result {
	t.Helper()
	return casetest.Audit(t, casetest.Case{File: "worked example", Region: region, Sections: files})
}

func count(res *audit.Result, table string) audit.TableCount {
	for _, c := range res.Counts {
		if c.Table == table {
			return c
		}
	}
	return audit.TableCount{}
}

// clean checks that the example audits with no finding and every row
// audited.
func clean(t *testing.T, res *audit.Result, rounds, bets int64) {
	t.Helper()
	for _, f := range res.Findings {
		t.Errorf("%s: %s", casetest.Key(f), f.Detail.EN)
	}
	if c := count(res, "rounds"); c.Audited != rounds || c.Rejected != 0 {
		t.Errorf("rounds %+v, want %d audited", c, rounds)
	}
	if c := count(res, "bets"); c.Audited != bets || c.Rejected != 0 {
		t.Errorf("bets %+v, want %d audited", c, bets)
	}
}

func TestBlackjackDocExampleAuditsClean(t *testing.T) {
	files := docExample(t, readDoc(t, blackjackDoc))
	clean(t, auditExample(t, "es", files), 4, 14)

	// The example has teeth: the croupier drawing on his soft 17 in round
	// 3 (the old example's dealer hand) is accused.
	bad := map[string]string{}
	for k, v := range files {
		bad[k] = v
	}
	bad["rounds.csv"] = strings.Replace(files["rounds.csv"], `"D=AS,6H;1=TD,9S;2=7H,4C,QD",,,2024-03-01T21:08:20+01:00,played,,"TD,7H,AS,9S,4C,QD,6H"`,
		`"D=AS,6H,KC;1=TD,9S;2=7H,4C,QD",,,2024-03-01T21:08:20+01:00,played,,"TD,7H,AS,9S,4C,QD,6H,KC"`, 1)
	if bad["rounds.csv"] == files["rounds.csv"] {
		t.Fatal("round 3 not found in the example")
	}
	var got []string
	for _, f := range auditExample(t, "es", bad).Findings {
		got = append(got, casetest.Key(f))
	}
	if !strings.Contains(strings.Join(got, " "), "BJ-DEALER-DRAW@3") {
		t.Errorf("a croupier drawing on soft 17 gave %v, want BJ-DEALER-DRAW@3", got)
	}
}

func TestPuntoBancaDocExampleAuditsClean(t *testing.T) {
	doc := readDoc(t, puntobancaDoc)
	files := docExample(t, doc)
	clean(t, auditExample(t, "es", files), 4, 7)
	// The settlement example in the text is a row of the worked example.
	if !strings.Contains(doc, "a banca bet of 100.00 that wins has\n`returned` 100.00, `paid` 95.00, `commission` 5.00") ||
		!strings.Contains(files["bets.csv"], ",banca,,100.00,100.00,95.00,,") || !strings.Contains(files["bets.csv"], ",C1,,5.00\n") {
		t.Error("the banca settlement example is not bet B1 of the worked example")
	}
}

// Every outcome and dealt example in the card docs is a round of a worked
// example, so it is audited by the tests above.
func TestCardNotationExamplesAreAudited(t *testing.T) {
	var rounds string
	for _, doc := range []string{blackjackDoc, puntobancaDoc} {
		rounds += docExample(t, readDoc(t, doc))["rounds.csv"]
	}
	example := regexp.MustCompile("`((?:[DPB1-9][0-9.]*=)?[AKQJT2-9][SHDC](?:[,;=][A-Z0-9.]+)*)`")
	n := 0
	for _, path := range []string{cardsDoc, blackjackDoc, puntobancaDoc} {
		for _, m := range example.FindAllStringSubmatch(readDoc(t, path), -1) {
			v := m[1]
			if !strings.ContainsAny(v, ",") {
				continue // a single card (`TH`), not a round
			}
			n++
			if !strings.Contains(rounds, `"`+v+`"`) {
				t.Errorf("%s: example %s is not a round (outcome or dealt) of a worked example", path, v)
			}
		}
	}
	if n < 3 {
		t.Fatalf("found %d notation examples; the pattern is broken", n)
	}
}
