package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A configuration file carries the options a crontab line would repeat;
// flags override it.
func TestNightlyConfigFile(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 4, 1)
	cfg := filepath.Join(dir, "veedor.conf")
	os.WriteFile(cfg, []byte(`# nightly audit
region = es
log    = `+log+`
store  = `+filepath.Join(dir, "var", "findings.db")+`
since  = last
pdf    = `+filepath.Join(dir, "reports", "veedor-{date}.pdf")+`   # one per night
xlsx   = ""
json   = `+filepath.Join(dir, "reports", "veedor-{date}.json")+`
assume = prison-release=halved
quiet  = yes
`), 0o644)
	os.MkdirAll(filepath.Join(dir, "reports"), 0o755)

	o := veedor(t, "audit", "--config", cfg, "--generated-at", night1)
	if o.code != 0 || o.stdout != "" || o.stderr != "" {
		t.Fatalf("quiet clean run printed something or failed: %v", o)
	}
	for _, p := range []string{"veedor-2024-03-02.pdf", "veedor-2024-03-02.json", "veedor-2024-03-02.manifest.json"} {
		if _, err := os.Stat(filepath.Join(dir, "reports", p)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "veedor-report.xlsx")); err == nil {
		t.Error("xlsx = \"\" did not skip the workbook")
	}
	m, _ := os.ReadFile(filepath.Join(dir, "reports", "veedor-2024-03-02.manifest.json"))
	if !regexp.MustCompile(`"id": "prison-release",\s*"reading": "halved"`).Match(m) {
		t.Errorf("the file's assume was not applied:\n%s", m)
	}

	// $VEEDOR_CONFIG; --since all overrides the file's since = last, and
	// --quiet=false its quiet.
	t.Setenv("VEEDOR_CONFIG", cfg)
	o = veedor(t, "audit", "--since", "all", "--quiet=false", "--generated-at", "2024-03-03T07:00:00+01:00")
	if o.code != 0 || !strings.Contains(o.stdout, "audited 4 sessions") || !strings.Contains(o.stdout, "skipped 0 sessions") {
		t.Errorf("flags over the file: %v", o)
	}
	o = veedor(t, "audit", "--quiet=false", "--generated-at", "2024-03-04T07:00:00+01:00")
	if o.code != 0 || !strings.Contains(o.stdout, "audited 0 sessions") || !strings.Contains(o.stdout, "skipped 4 sessions") {
		t.Errorf("since = last from the file: %v", o)
	}

	// A misspelt key is refused with its line.
	bad := filepath.Join(dir, "bad.conf")
	os.WriteFile(bad, []byte("region = es\nstroe = x.db\n"), 0o644)
	if o := veedor(t, "audit", "--config", bad, log); o.code != 2 || !strings.Contains(o.stderr, "bad.conf:2") {
		t.Errorf("misspelt key: %v", o)
	}
	// Usage errors are status 2.
	if o := veedor(t, "audit", "--config", "", "--region", "es", "--since", "last", log); o.code != 2 || !strings.Contains(o.stderr, "needs a findings store") {
		t.Errorf("--since without a store: %v", o)
	}
}

// The configuration example of docs/operations.md is valid.
func TestNightlyDocumentedConfigParses(t *testing.T) {
	doc, err := os.ReadFile("docs/operations.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- config-example -->\\s*```[a-z]*\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/operations.md has no <!-- config-example --> block")
	}
	cfg, err := parseConfig("docs/operations.md", m[1])
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"region", "store", "since", "log", "pdf", "quiet"} {
		if _, ok := cfg.get(k); !ok {
			t.Errorf("the documented configuration lacks %s", k)
		}
	}
}
