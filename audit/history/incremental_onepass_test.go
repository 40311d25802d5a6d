package history_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	_ "github.com/veedor/veedor/audit/bingo"
	_ "github.com/veedor/veedor/audit/blackjack"
	_ "github.com/veedor/veedor/audit/boule"
	_ "github.com/veedor/veedor/audit/cardroom"
	"github.com/veedor/veedor/audit/casetest"
	_ "github.com/veedor/veedor/audit/chemin"
	_ "github.com/veedor/veedor/audit/craps"
	_ "github.com/veedor/veedor/audit/dospanos"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/logs"
	_ "github.com/veedor/veedor/audit/puntobanca"
	_ "github.com/veedor/veedor/audit/treinta"
	"github.com/veedor/veedor/fixtures/fixturetest"
	"github.com/veedor/veedor/rules"
)

// firstReadSpy counts the sessions the reads in one pass handed on and
// records what they returned.
type firstReadSpy struct {
	logs.OnePass
	handed int
	errs   []error
}

func (s *firstReadSpy) EachOnePass(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	err := s.OnePass.EachOnePass(func(se *logs.Session) error { s.handed++; return fn(se) }, reject)
	s.errs = append(s.errs, err)
	return err
}

// An incremental audit of a log read in one pass that turns out not to be
// grouped part way (a bet of the first session moved to the middle of
// bets.csv, after many sessions were handed on) skips, passes on and
// fingerprints exactly what an audit in two passes does, and its report is
// the same: nothing of the dropped read is kept.
func TestIncrementalOnePassFallBackForgetsTheDroppedRead(t *testing.T) {
	dir := fixturetest.EditedCopy(t, filepath.Join("..", "..", "fixtures", "samples", "es"),
		fixturetest.FirstBetMoved(func(n int) int { return n / 2 }))
	open := func() logs.Source { return fixturetest.Open(t, dir) }
	// The fingerprints of every session, to tell unchanged from changed.
	all := history.NewIncremental(struct{ logs.Source }{open()}, history.Selection{})
	if err := all.Each(func(*logs.Session) error { return nil }, func(logs.Reject) {}); err != nil {
		t.Fatal(err)
	}
	fps := all.Fingerprints()
	// Opened on 1 March: outside; ...3: changed; ...5: unchanged; else new.
	sel := func(seen *[]string) history.Selection {
		return history.Selection{SinceDate: "2024-03-02", Seen: func(s *logs.Session, d history.Decision) { *seen = append(*seen, s.ID+":"+d.String()) },
			Audited: func(k history.SessionKey) (string, bool, error) {
				switch {
				case strings.HasSuffix(k.Session, "3"):
					return "before", true, nil
				case strings.HasSuffix(k.Session, "5"):
					return fps[k], true, nil
				}
				return "", false, nil
			}}
	}
	report := func(src logs.Source) []byte {
		return casetest.JSON(t, src, audit.Options{Region: rules.RegionES, Assume: rules.Defaults(), Workers: 2})
	}

	var seenTwo []string
	two := history.NewIncremental(struct{ logs.Source }{open()}, sel(&seenTwo))
	wantReport := report(two)

	var seenOne []string
	spy := &firstReadSpy{OnePass: open().(logs.OnePass)}
	one := history.NewIncremental(spy, sel(&seenOne))
	gotReport := report(one)

	if len(spy.errs) != 1 || !errors.Is(spy.errs[0], logs.ErrNotGrouped) || spy.handed < 10 {
		t.Fatalf("the read in one pass returned %v after handing on %d sessions, want ErrNotGrouped after 10 or more", spy.errs, spy.handed)
	}
	if !bytes.Equal(gotReport, wantReport) {
		t.Error("the report after a fall-back differs from the report of two passes")
	}
	if got, want := one.Skipped(), two.Skipped(); got != want {
		t.Errorf("skipped after a fall-back %+v, in two passes %+v", got, want)
	}
	if got, want := one.Fingerprints(), two.Fingerprints(); !reflect.DeepEqual(got, want) {
		t.Errorf("%d sessions fingerprinted after a fall-back, %d in two passes", len(got), len(want))
	}
	if got, want := one.Read(), two.Read(); !reflect.DeepEqual(got, want) {
		t.Errorf("rows read after a fall-back %v, in two passes %v", got, want)
	}
	// The second read decided every session again, as the two passes did.
	if len(seenOne) < len(seenTwo) || !reflect.DeepEqual(seenOne[len(seenOne)-len(seenTwo):], seenTwo) {
		t.Errorf("the read after the fall-back decided %v, two passes %v", seenOne, seenTwo)
	}
	if sk := two.Skipped(); sk.Unchanged == 0 || sk.Outside == 0 || sk.Changed == 0 || sk.New == 0 {
		t.Errorf("the selection should leave out and pass on sessions of every kind: %+v", sk)
	}
}
