package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/veedor/veedor/audit/history"
)

// TestNightlyHelperProcess is veedor itself when the tests start it as a
// separate process (VEEDOR_HELPER_ARGS set): runs started together are
// then real processes, each with its own lock, as under cron.
func TestNightlyHelperProcess(t *testing.T) {
	args := os.Getenv("VEEDOR_HELPER_ARGS")
	if args == "" {
		t.Skip("not a helper process")
	}
	var list []string
	if err := json.Unmarshal([]byte(args), &list); err != nil {
		t.Fatal(err)
	}
	os.Exit(run(append([]string{"veedor"}, list...), os.Stdout, os.Stderr))
}

// veedorProcess runs veedor as a separate process and returns its status.
func veedorProcess(t *testing.T, args ...string) int {
	cmd := exec.Command(os.Args[0], "-test.run=^TestNightlyHelperProcess$")
	b, _ := json.Marshal(args)
	cmd.Env = append(os.Environ(), "VEEDOR_HELPER_ARGS="+string(b))
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		if ee.ExitCode() > 4 {
			t.Errorf("veedor %v: %s", args, out)
		}
		return ee.ExitCode()
	}
	t.Errorf("veedor %v: %v", args, err)
	return -1
}

// Two runs started together do not corrupt the store: without --wait the
// one that does not get the lock stops with status 3 and writes nothing;
// with --wait they run one after the other.
func TestNightlyConcurrentRunsKeepTheStoreConsistent(t *testing.T) {
	dir := t.TempDir()
	store := filepath.Join(dir, "findings.db")
	const n = 4
	logsDir := make([]string, n)
	for i := range logsDir {
		// One casino each: distinct logs, none a repeat of another.
		logsDir[i] = nightlyLog(t, filepath.Join(dir, fmt.Sprintf("log%d", i)), fmt.Sprintf("CAS-%02d", i+1), 3, int64(i+1))
		overpay(t, logsDir[i], "S0001")
	}
	args := func(i int, extra ...string) []string {
		out := filepath.Join(dir, fmt.Sprintf("out%d", i))
		return append(append([]string{"audit", "--region", "es", "--store", store, "--since", "last", "--generated-at", night1,
			"--pdf", out + ".pdf", "--xlsx", "", "--json", out + ".json"}, extra...), logsDir[i])
	}

	// Held by another run: status 3 at once, nothing recorded.
	held, err := history.Open(store)
	if err != nil {
		t.Fatal(err)
	}
	o := veedor(t, args(0)...)
	held.Close()
	if o.code != 3 || !strings.Contains(o.stderr, "another veedor run") {
		t.Fatalf("locked store: %v", o)
	}
	if c := storeCounts(t, store); c["runs"] != 0 {
		t.Fatalf("a locked-out run recorded something: %v", c)
	}

	// Started together (as processes) without --wait: each either ran (1:
	// findings) or was locked out (3); every run that ran is recorded, whole.
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = veedorProcess(t, args(i)...)
		}()
	}
	wg.Wait()
	t.Logf("statuses without --wait: %v", codes)
	ran := 0
	for i, c := range codes {
		switch c {
		case 1:
			ran++
		case 3:
		default:
			t.Errorf("run %d: status %d", i, c)
		}
	}
	if ran == 0 {
		t.Fatal("no run got the store")
	}
	c := storeCounts(t, store)
	if c["runs"] != ran || c["session_audits"] != 3*ran {
		t.Errorf("%d runs ran, store holds %v", ran, c)
	}

	// Started together with --wait: all run, one after the other; those
	// already recorded are repeats.
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = veedorProcess(t, args(i, "--wait", "2m")...)
		}()
	}
	wg.Wait()
	for i, code := range codes {
		if code != 1 {
			t.Errorf("run %d with --wait: status %d", i, code)
		}
	}
	c = storeCounts(t, store)
	if c["runs"] != n || c["session_audits"] != 3*n || c["findings"] != c["run_findings"] {
		t.Errorf("after all runs: %v", c)
	}
	s, err := history.Open(store)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		t.Error(err)
	}
}
