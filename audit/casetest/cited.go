package casetest

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
)

// Cited is a finding a case must carry and the citation it must have: the
// line that says what was broken, and whether it rests on another text.
type Cited struct {
	File, Key string // the case (dir/File.txt) and the finding (Key)
	Seed      string // the cited seed file's name begins with Seed
	Line      int
	Quote     string // the cited quote contains Quote
	Detail    string // when set: said by the finding's detail or expectation (either language)
	Reference bool   // the finding is marked as resting on another text
}

// CheckCitations audits each named case of dir and requires a finding of
// its key with that citation, detail and reference mark. more, when not
// nil, is called on every finding checked, for a game's own requirements.
func CheckCitations(t *testing.T, dir string, cases []Cited, more func(c Cited, f audit.Finding)) {
	t.Helper()
	for _, c := range cases {
		cs := Read(t, filepath.Join(dir, c.File+".txt"))
		found := false
		for _, f := range Audit(t, cs).Findings {
			if Key(f) != c.Key {
				continue
			}
			found = true
			if !strings.HasPrefix(f.Cite.Seed, c.Seed) || f.Cite.Line != c.Line || !strings.Contains(f.Cite.Quote, c.Quote) {
				t.Errorf("%s %s cites %s L%d «%s», want %s L%d «…%s…»", c.File, c.Key, f.Cite.Seed, f.Cite.Line, f.Cite.Quote, c.Seed, c.Line, c.Quote)
			}
			if said := f.Detail.ES + "\n" + f.Detail.EN + "\n" + f.Expected.ES + "\n" + f.Expected.EN; c.Detail != "" && !strings.Contains(said, c.Detail) {
				t.Errorf("%s %s: detail %q does not say %q", c.File, c.Key, f.Detail.EN, c.Detail)
			}
			if f.Reference != c.Reference {
				t.Errorf("%s %s: reference %v, want %v (%s cited under %s)", c.File, c.Key, f.Reference, c.Reference, f.Cite.Instrument, f.Instrument)
			}
			if more != nil {
				more(c, f)
			}
		}
		if !found {
			t.Errorf("%s: no %s finding", c.File, c.Key)
		}
	}
}
