package seedtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
)

// A missing seeds folder fails the citation tests, outside CI too: run in a
// child process with VEEDOR_SEEDS naming no folder and CI unset.
func TestMissingSeedsFail(t *testing.T) {
	if os.Getenv("SEEDTEST_CHILD") == "1" {
		Open(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestMissingSeedsFail$")
	cmd.Env = []string{"SEEDTEST_CHILD=1", "VEEDOR_SEEDS=" + filepath.Join(t.TempDir(), "none")}
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the child passed without seeds:\n%s", out)
	}
	if !strings.Contains(string(out), "the citations cannot be checked") {
		t.Errorf("the child failed for another reason:\n%s", out)
	}
}

// Line reads the seed text itself: 1977 L28 is the single-layout crew.
func TestLine(t *testing.T) {
	if got := Line(t, "000_f54c51a8ee0b089b.txt", 28); !strings.Contains(got, "«a un solo paño»") {
		t.Errorf("line 28 of the 1977 text: %q", got)
	}
}

// Check fails the test on a quote that is not on its line (child process),
// and passes on one that is.
func TestCheckReportsAWrongQuote(t *testing.T) {
	good := rules.Cite(rules.ES1977, "01.III.1.b", 28, "un jefe de mesa, dos «croupiers»")
	if os.Getenv("SEEDTEST_CHILD") == "2" {
		bad := good
		bad.Quote = "tres «croupiers»"
		Check(t, good, bad)
		return
	}
	Check(t, good)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckReportsAWrongQuote$")
	cmd.Env = append(os.Environ(), "SEEDTEST_CHILD=2")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "does not contain «tres «croupiers»»") {
		t.Errorf("a wrong quote was not reported (%v):\n%s", err, out)
	}
}
