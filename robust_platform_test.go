package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

// A configuration key given twice used to be silently overridden by the
// second: it is an error naming the file and both lines. Only assume is
// repeatable.
func TestConfigKeyGivenTwiceIsAnError(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 2, 1)
	cfg := filepath.Join(dir, "twice.conf")
	os.WriteFile(cfg, []byte("region = es\nassume = prison-release=halved\nassume = prison-release=halved\npdf = a.pdf\nREGION = cv\n"), 0o644)
	o := veedor(t, "audit", "--config", cfg, log)
	if o.code != 2 || !strings.Contains(o.stderr, "twice.conf:5") || !strings.Contains(o.stderr, "first on line 1") {
		t.Errorf("region given twice: %v", o)
	}
}

// An unknown {placeholder} used to stay in the file name as written: it is
// an error, with file and line in a configuration file, naming the flag on
// the command line; nothing is written.
func TestUnknownPlaceholderIsAnError(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 2, 1)
	out := filepath.Join(dir, "out")
	os.MkdirAll(out, 0o755)
	cfg := filepath.Join(dir, "veedor.conf")
	os.WriteFile(cfg, []byte("region = es\npdf = "+filepath.Join(out, "veedor-{dat}.pdf")+"\n"), 0o644)
	if o := veedor(t, "audit", "--config", cfg, log); o.code != 2 || !strings.Contains(o.stderr, "veedor.conf:2") || !strings.Contains(o.stderr, "{dat}") {
		t.Errorf("placeholder in the file: %v", o)
	}
	for _, c := range []struct{ args []string }{
		{[]string{"--json", filepath.Join(out, "r-{hour}.json"), log}},
		{[]string{"--store", filepath.Join(out, "{casino}.db"), log}},
		{[]string{filepath.Join(dir, "{yesteday}")}},
	} {
		args := append([]string{"audit", "--config", "", "--region", "es", "--pdf", filepath.Join(out, "r.pdf"), "--xlsx", ""}, c.args...)
		o := veedor(t, args...)
		want := "the LOG argument"
		if strings.HasPrefix(c.args[0], "--") {
			want = c.args[0]
		}
		if o.code != 2 || !strings.Contains(o.stderr, want+": unknown placeholder") {
			t.Errorf("%v: %v", c.args, o)
		}
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("a refused run wrote %d files", len(entries))
	}
	// The known placeholders are still filled in.
	if o := veedor(t, "audit", "--config", "", "--region", "es", "--generated-at", night1, "--pdf", "", "--xlsx", "",
		"--json", filepath.Join(out, "r-{date}-{yesterday}.json"), "--manifest", "", log); o.code != 0 {
		t.Fatalf("known placeholders: %v", o)
	}
	if _, err := os.Stat(filepath.Join(out, "r-2024-03-02-2024-03-01.json")); err != nil {
		t.Error(err)
	}
}

// A configuration file saved on Windows (CRLF, a byte-order mark) reads as
// the same file with LF: no value keeps a carriage return.
func TestConfigFileWithCRLF(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 2, 1)
	pdf := filepath.Join(dir, "nightly {date}.pdf")
	text := "\ufeff# written on Windows\r\nregion = es\r\nlog = " + log + "\r\npdf = \"" + pdf + "\"\r\nxlsx = \"\"\r\nmanifest = \"\"\r\nquiet = yes\r\n"
	cfg := filepath.Join(dir, "veedor.conf")
	os.WriteFile(cfg, []byte(text), 0o644)
	if o := veedor(t, "audit", "--config", cfg, "--generated-at", night1); o.code != 0 || o.stdout != "" {
		t.Fatalf("CRLF configuration: %v", o)
	}
	if _, err := os.Stat(filepath.Join(dir, "nightly 2024-03-02.pdf")); err != nil {
		t.Error(err)
	}
}

// Without --config or $VEEDOR_CONFIG, veedor/veedor.conf in the user's
// configuration folder is read when it exists; $VEEDOR_CONFIG comes before
// it, --config before both, and --config "" reads no file.
func TestUserConfigFileFallback(t *testing.T) {
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	// os.UserConfigDir: $XDG_CONFIG_HOME on Linux and BSD, $HOME/Library/
	// Application Support on macOS, %AppData% on Windows.
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	t.Setenv("HOME", home)
	t.Setenv("AppData", filepath.Join(home, "AppData", "Roaming"))
	t.Setenv("home", home) // Plan 9
	t.Setenv("VEEDOR_CONFIG", "")
	os.Unsetenv("VEEDOR_CONFIG")
	user, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no user configuration folder here:", err)
	}
	if !strings.HasPrefix(user, home) {
		t.Fatalf("os.UserConfigDir() = %s, not under the test's home", user)
	}
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 2, 1)
	conf := func(path, json string) {
		os.MkdirAll(filepath.Dir(path), 0o755)
		os.WriteFile(path, []byte("region = es\nlog = "+log+"\npdf = \"\"\nxlsx = \"\"\nmanifest = \"\"\njson = "+json+"\n"), 0o644)
	}
	conf(filepath.Join(user, "veedor", "veedor.conf"), filepath.Join(dir, "user.json"))
	conf(filepath.Join(dir, "env.conf"), filepath.Join(dir, "env.json"))
	conf(filepath.Join(dir, "flag.conf"), filepath.Join(dir, "flag.json"))

	written := func(name string) bool { _, err := os.Stat(filepath.Join(dir, name)); return err == nil }
	if o := veedor(t, "audit", "--generated-at", night1); o.code != 0 || !written("user.json") {
		t.Errorf("user configuration file not read: %v", o)
	}
	t.Setenv("VEEDOR_CONFIG", filepath.Join(dir, "env.conf"))
	if o := veedor(t, "audit", "--generated-at", night1); o.code != 0 || !written("env.json") {
		t.Errorf("$VEEDOR_CONFIG not before the user's file: %v", o)
	}
	if o := veedor(t, "audit", "--config", filepath.Join(dir, "flag.conf"), "--generated-at", night1); o.code != 0 || !written("flag.json") {
		t.Errorf("--config not before $VEEDOR_CONFIG: %v", o)
	}
	os.Remove(filepath.Join(dir, "user.json"))
	for _, env := range []string{"", "unset"} {
		if env == "unset" {
			os.Unsetenv("VEEDOR_CONFIG")
		}
		if o := veedor(t, "audit", "--config", "", "--generated-at", night1); o.code != 2 || !strings.Contains(o.stderr, "one LOG argument") || written("user.json") {
			t.Errorf("--config \"\" (VEEDOR_CONFIG %q) read a file: %v", env, o)
		}
	}
	t.Setenv("VEEDOR_CONFIG", "")
	if o := veedor(t, "audit", "--generated-at", night1); o.code != 2 || written("user.json") {
		t.Errorf("VEEDOR_CONFIG=\"\" read the user's file: %v", o)
	}
}

// "veedor waive --until 9999-12-31" used to print a waiver that was never
// applied: it is refused. A waiver of more than a year is recorded with a
// warning; each records when it was entered. The audit's until key of a
// configuration file is not the waiver's.
func TestWaiveRefusesDatesTheStoreCannotKeep(t *testing.T) {
	dir := t.TempDir()
	log := nightlyLog(t, filepath.Join(dir, "log"), "CAS-01", 2, 1)
	overpay(t, log, "S0001")
	store := filepath.Join(dir, "findings.db")
	out := reportsIn(dir)
	if o := veedor(t, append([]string{"audit", "--config", "", "--region", "es", "--store", store}, append(out.args(), log)...)...); o.code != 1 {
		t.Fatalf("audit: %v", o)
	}
	id := readDoc(t, out.json).Findings[0].ID
	waive := func(until string) outcome {
		return veedor(t, "waive", "--config", "", "--store", store, "--finding", id, "--reason", "wheel replaced", "--author", "ana", "--until", until)
	}
	if o := waive("9999-12-31"); o.code != 2 || !strings.Contains(o.stderr, "9999-12-30") || strings.Contains(o.stdout, "waived") {
		t.Errorf("--until 9999-12-31: %v", o)
	}
	if o := waive(time.Now().AddDate(0, 6, 0).Format("2006-01-02")); o.code != 0 || strings.Contains(o.stderr, "warning") {
		t.Errorf("a six-month waiver: %v", o)
	}
	if o := waive(time.Now().AddDate(2, 0, 0).Format("2006-01-02")); o.code != 0 || !strings.Contains(o.stdout, "waived "+id) || !strings.Contains(o.stderr, "more than a year") {
		t.Errorf("a two-year waiver: %v", o)
	}
	cfg := filepath.Join(dir, "veedor.conf")
	os.WriteFile(cfg, []byte("region = es\nstore = "+store+"\nuntil = 2024-03-31\n"), 0o644)
	l := veedor(t, "waive", "--config", cfg, "--list")
	if l.code != 0 || strings.Count(l.stdout, "\n") != 2 || strings.Count(l.stdout, "\tentered "+time.Now().Format("2006-01-02")) != 2 {
		t.Errorf("waive --list (with the audit's until in the configuration): %v", l)
	}
}

// Where the platform does not give CPU time or peak memory, bench says so
// instead of printing 0.
func TestBenchSaysWhatItDidNotMeasure(t *testing.T) {
	var b bytes.Buffer
	printBench(&b, []benchFigures{{Format: "csv", Bets: 10, Seconds: 1, NotMeasured: []string{"cpu_seconds", "peak_rss_mb"}},
		{Format: "sqlite", Bets: 10, Seconds: 1, CPUSecs: 0.5, PerCPUSec: 20, PeakRSSMB: 42}}, nil)
	lines := strings.Split(b.String(), "\n")
	if len(lines) < 4 || strings.Count(lines[1], "n/a") != 3 || strings.Contains(lines[2], "n/a") || !strings.Contains(lines[2], "42") {
		t.Errorf("table:\n%s", b.String())
	}
	mustHave(t, "bench output", b.String(), "CPU time: not measured, "+runtime.GOOS, "peak memory: not measured")
}

// On the platforms Veedor is built for, CPU time and peak memory are
// measured, in the right units: the CPU time grows with work and never
// outruns the wall clock times the cores; 64 MB touched show in the peak,
// which is not a thousand times too large (macOS gives bytes, Linux KB).
func TestSelfUsageMeasures(t *testing.T) {
	switch runtime.GOOS {
	case "linux", "darwin", "windows", "freebsd":
	default:
		t.Skip("no measure on", runtime.GOOS)
	}
	u0, start := selfUsage(), time.Now()
	buf := make([]byte, 64<<20) // touched, so resident
	for i := range buf {
		buf[i] = byte(i)
	}
	var u1 usage
	for u1 = selfUsage(); u1.cpu-u0.cpu < 100*time.Millisecond; u1 = selfUsage() {
		if time.Since(start) > 30*time.Second {
			t.Fatalf("CPU time did not grow with 30 s of work: %v then %v", u0, u1)
		}
		for i := 0; i < 1e6; i++ {
			buf[i%len(buf)]++
		}
	}
	if wall := time.Since(start); !u0.cpuOK || !u1.cpuOK || u1.cpu-u0.cpu > wall*time.Duration(runtime.NumCPU())+time.Second {
		t.Errorf("CPU time %v over %v of wall time on %d cores", u1.cpu-u0.cpu, wall, runtime.NumCPU())
	}
	if u1.peakMB < 64 || u1.peakMB > 64<<10 {
		t.Errorf("peak memory %.0f MB with 64 MB resident", u1.peakMB)
	}
	runtime.KeepAlive(buf)
}

// The Windows configuration example of docs/operations.md parses, and its
// C:\ paths and UNC share keep their backslashes.
func TestDocumentedWindowsConfigParses(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("docs", "operations.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- config-example-windows -->\\s*```[a-z]*\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/operations.md has no <!-- config-example-windows --> block")
	}
	cfg, err := parseConfig("operations.md", bytes.ReplaceAll(m[1], []byte("\n"), []byte("\r\n")))
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"log": `\\fileserver\export\casino-01\sesiones.db`, "store": `C:\ProgramData\Veedor\findings.db`,
		"pdf": `D:\Informes\Veedor\veedor-{date}.pdf`} {
		if got, _ := cfg.get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
}

// bench writes files too (--json, --xlsx, profiles): like the audit's
// reports, none may overwrite the log it measures.
func TestBenchNeverOverwritesTheLog(t *testing.T) {
	log := nightlyLog(t, filepath.Join(t.TempDir(), "log"), "CAS-01", 2, 1)
	bets := filepath.Join(log, "bets.csv")
	before, _ := os.ReadFile(bets)
	for _, flag := range []string{"--json", "--cpuprofile"} {
		o := veedor(t, "bench", "--in-process", "--sqlite3=false", flag, bets, log)
		if o.code != 2 || !strings.Contains(o.stderr, "evidence") {
			t.Errorf("bench %s onto the log: %v", flag, o)
		}
	}
	if after, _ := os.ReadFile(bets); !bytes.Equal(before, after) {
		t.Error("bench overwrote the log")
	}
}
