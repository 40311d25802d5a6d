package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// (This file sorts before robust_parallel_test.go, which leaves a panicking
// bingo replay registered for the rest of the test binary.)
//
// The bundled sample audited with the statistical audit (the default) and
// without it: the same exit status and summary, and only the first has the
// PDF's statistical section, the workbook's sheets and the JSON's
// "statistics".
func TestStatisticsOnTheSample(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("pdftotext (poppler-utils) is needed to read the PDF")
	}
	type out struct {
		code            int
		stdout, pdf, js string
		xlsx            []byte
	}
	runIt := func(extra ...string) out {
		dir := t.TempDir()
		pdf, xlsx, js := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.xlsx"), filepath.Join(dir, "r.json")
		args := append([]string{"veedor", "audit", "--pdf", pdf, "--xlsx", xlsx, "--json", js, "--manifest", "", "--generated-at", "2024-03-07T08:00:00+01:00", "--region", "es"}, extra...)
		args = append(args, filepath.Join("fixtures", "samples", "es"))
		var stdout, stderr bytes.Buffer
		o := out{code: run(args, &stdout, &stderr), stdout: stdout.String()}
		text, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext: %v (exit %d)\n%s%s", err, o.code, stdout.String(), stderr.String())
		}
		o.pdf = string(text)
		b, _ := os.ReadFile(js)
		o.js = string(b)
		o.xlsx, _ = os.ReadFile(xlsx)
		return o
	}
	on, off := runIt(), runIt("--statistics=false")
	if on.code != off.code || on.code != 2 {
		t.Errorf("exit %d with the statistics, %d without; the sample's is 2", on.code, off.code)
	}
	summary := func(s string) string { return s[:strings.Index(s, "wrote ")] }
	if summary(on.stdout) != summary(off.stdout) {
		t.Errorf("the summary changed:\n%s\n---\n%s", on.stdout, off.stdout)
	}
	for _, w := range []string{"Auditoría estadística", "Retención por mesa", "Errores por croupier", "Punto y banca: resultados por mesa", "Apuestas fuera de la retención"} {
		if !strings.Contains(on.pdf, w) {
			t.Errorf("PDF lacks %q", w)
		}
		if strings.Contains(off.pdf, w) {
			t.Errorf("PDF without statistics has %q", w)
		}
	}
	if !strings.Contains(on.js, `"statistics": {`) || !strings.Contains(on.js, `"method": "es"`) || strings.Contains(off.js, `"statistics"`) {
		t.Error("JSON statistics missing, or present without them")
	}
	if !bytes.Contains(on.xlsx, []byte("xl/worksheets/sheet17.xml")) || bytes.Contains(off.xlsx, []byte("xl/worksheets/sheet10.xml")) {
		t.Error("workbook: the eight statistical sheets are not added after the nine, or are added without them")
	}
}

// oneCroupierLog is a clean French roulette session of 400 spins by one
// croupier where the ball lands on 17 every time: no rule is broken, but
// his signature (distance 0 on the wheel 399 times) is a statistical finding.
func oneCroupierLog(t *testing.T) string {
	var rounds strings.Builder
	rounds.WriteString("session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason\n")
	start := time.Date(2024, 3, 1, 21, 5, 0, 0, time.FixedZone("", 3600))
	for i := 1; i <= 400; i++ {
		at := start.Add(time.Duration(i-1) * 15 * time.Second)
		wheel, ball := "cw", "ccw"
		if i%2 == 0 {
			wheel, ball = ball, wheel
		}
		fmt.Fprintf(&rounds, "S1,%d,%s,E2,17,%s,%s,%s,played,\n", i, at.Format(time.RFC3339), wheel, ball, at.Add(-10*time.Second).Format(time.RFC3339))
	}
	return writeLog(t, withTable("rounds", rounds.String()))
}

// --fail-on-statistical turns a clean status into 1 when there are
// statistical findings; without it the status stays 0.
func TestFailOnStatistical(t *testing.T) {
	log := oneCroupierLog(t)
	for _, c := range []struct {
		args []string
		code int
	}{{nil, 0}, {[]string{"--fail-on-statistical"}, 1}, {[]string{"--fail-on-statistical", "--statistics=false"}, 0}} {
		dir := t.TempDir()
		js := filepath.Join(dir, "r.json")
		args := append([]string{"veedor", "audit", "--pdf", "", "--xlsx", "", "--json", js, "--manifest", "", "--region", "es"}, c.args...)
		var stdout, stderr bytes.Buffer
		code := run(append(args, log), &stdout, &stderr)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d\n%s%s", c.args, code, c.code, stdout.String(), stderr.String())
		}
		b, _ := os.ReadFile(js)
		if len(c.args) == 1 && !bytes.Contains(b, []byte(`"rule": "STAT-CROUPIER-SIGNATURE"`)) {
			t.Errorf("%v: no signature finding in the JSON", c.args)
		}
	}
	var stdout, stderr bytes.Buffer
	// Refused before anything is read: the log named does not exist.
	nolog := filepath.Join(t.TempDir(), "nope")
	if code := run([]string{"veedor", "audit", "--pdf", "", "--xlsx", "", "--manifest", "", "--region", "es", "--stat-method", "texas", nolog}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "texas") {
		t.Errorf("unknown method: exit %d, %s", code, stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"veedor", "audit", "--region", "es", "--stat-level", "95", nolog}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "level 95") {
		t.Errorf("level 95: exit %d, %s", code, stderr.String())
	}
}

// The nightly configuration file takes the statistical keys.
func TestStatisticsConfigKeys(t *testing.T) {
	log := oneCroupierLog(t)
	dir := t.TempDir()
	conf, js := filepath.Join(dir, "veedor.conf"), filepath.Join(dir, "r.json")
	os.WriteFile(conf, []byte("region = es\npdf =\nxlsx =\nmanifest =\njson = "+js+"\nstat-method = kansas\nstat-level = 0.9\nfail-on-statistical = yes\n"), 0o644)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"veedor", "audit", "--config", conf, log}, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d, want 1 (fail-on-statistical from the file)\n%s%s", code, stdout.String(), stderr.String())
	}
	b, _ := os.ReadFile(js)
	if !bytes.Contains(b, []byte(`"method": "kansas"`)) || !bytes.Contains(b, []byte(`"level": 0.9`)) {
		t.Error("the file's method and level are not in the JSON")
	}
	os.WriteFile(conf, []byte("region = es\nstatistics = maybe\n"), 0o644)
	if code := run([]string{"veedor", "audit", "--config", conf, log}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "statistics") {
		t.Errorf("statistics = maybe: exit %d, %s", code, stderr.String())
	}
}
