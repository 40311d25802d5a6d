package casetest

import (
	"maps"
	"os"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
)

// CSVBlocks returns the CSV files a log-format page shows in text: each
// "**name.csv**" line and the ```csv block after it.
func CSVBlocks(text string) map[string]string {
	lines := strings.Split(text, "\n")
	files := map[string]string{}
	name := ""
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.HasPrefix(l, "**") && strings.HasSuffix(l, ".csv**") {
			name = strings.Trim(l, "*")
			continue
		}
		if l == "```csv" && name != "" {
			var sb strings.Builder
			for i++; i < len(lines) && lines[i] != "```"; i++ {
				sb.WriteString(lines[i] + "\n")
			}
			files[name] = sb.String()
			name = ""
		}
	}
	return files
}

// DocExample returns the files of the worked example in the page at path,
// failing the test unless it shows every table of a log.
func DocExample(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	files := CSVBlocks(string(b))
	if len(files) != len(logs.Tables) {
		t.Fatalf("the worked example shows %d files, want %d", len(files), len(logs.Tables))
	}
	return files
}

// Example is a page's worked example of one session, for exporters.
type Example struct {
	Doc          string // the page, relative to the test's package
	Region       string
	Rounds, Bets int      // of its one session
	Shows        []string // what the example must contain ...
	In           []string // ... in one of these files
}

// Clean checks the example shows what it must, audits clean under
// e.Region as one session of e.Rounds rounds and e.Bets bets with every
// row audited, and returns its files.
func (e Example) Clean(t *testing.T) map[string]string {
	t.Helper()
	files := DocExample(t, e.Doc)
	var in string
	for _, f := range e.In {
		in += files[f]
	}
	for _, want := range e.Shows {
		if !strings.Contains(in, want) {
			t.Errorf("the worked example shows no %q", want)
		}
	}
	res := Audit(t, Case{File: "worked example", Region: e.Region, Sections: files})
	for _, f := range res.Findings {
		t.Errorf("%s: %s", Key(f), f.Detail.EN)
	}
	if len(res.Sessions) != 1 || res.Sessions[0].Rejected || res.Sessions[0].Bets != e.Bets || res.Sessions[0].Rounds != e.Rounds {
		t.Errorf("sessions %+v, want one of %d rounds and %d bets", res.Sessions, e.Rounds, e.Bets)
	}
	for _, c := range res.Counts {
		if c.Rejected != 0 || c.Read != c.Audited {
			t.Errorf("%s: read %d, audited %d, rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
		}
	}
	return files
}

// Edit replaces the first Old in File with New.
type Edit struct{ File, Old, New string }

// Breach audits a copy of files changed by edits and checks it shows
// exactly one finding, want (a Key); it returns that finding, or nil.
func (e Example) Breach(t *testing.T, name, want string, files map[string]string, edits ...Edit) *audit.Finding {
	t.Helper()
	files = maps.Clone(files)
	for _, ed := range edits {
		if !strings.Contains(files[ed.File], ed.Old) {
			t.Fatalf("%s: %s has no %q", name, ed.File, ed.Old)
		}
		files[ed.File] = strings.Replace(files[ed.File], ed.Old, ed.New, 1)
	}
	res := Audit(t, Case{File: "worked example, " + name, Region: e.Region, Sections: files})
	if len(res.Findings) == 1 && Key(res.Findings[0]) == want {
		return &res.Findings[0]
	}
	for _, f := range res.Findings {
		t.Logf("%s: %s", Key(f), f.Detail.EN)
	}
	t.Errorf("%s: %d findings, want %s alone", name, len(res.Findings), want)
	return nil
}
