package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/fixtures"
	"github.com/veedor/veedor/reports/sign/signtest"
)

const signPass = "clave de prueba"

// signLog writes a small clean national roulette log.
func signLog(t *testing.T) string {
	t.Helper()
	start, err := parseTime("2024-03-01T20:00:00+01:00")
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "log")
	if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: 2, Seed: 5, Start: start}, log); err != nil {
		t.Fatal(err)
	}
	return log
}

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(append([]string{"veedor"}, args...), &o, &e)
	return code, o.String(), e.String()
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// veedor audit --sign writes a signed PDF that pdfsig and veedor verify
// accept, with the manifest and its signature; one byte changed, a changed
// log or a missing manifest are told apart by the status.
func TestAuditSignAndVerify(t *testing.T) {
	ca := signtest.CA(t)
	keys := t.TempDir()
	p12 := signtest.WritePKCS12(t, keys, "inspectora.p12", signtest.Leaf(t, ca, signtest.Options{Name: "Inspectora de Prueba"}), ca, signPass, false)
	caPEM := signtest.WriteCAPEM(t, keys, "ca.pem", ca)
	log := signLog(t)
	out := t.TempDir()
	pdf := filepath.Join(out, "informe.pdf")
	t.Setenv("VEEDOR_TEST_SIGN_PASS", signPass)
	code, stdout, stderr := runCmd("audit", "--region", "es", "--pdf", pdf, "--xlsx", "", "--sign", p12, "--sign-passphrase-env", "VEEDOR_TEST_SIGN_PASS", log)
	if code == exitUnusable {
		t.Fatalf("audit --sign: status %d\n%s%s", code, stdout, stderr)
	}
	if got, want := dirNames(t, out), []string{"informe.manifest.json", "informe.manifest.json.p7s", "informe.pdf"}; !slices.Equal(got, want) {
		t.Fatalf("files %v, want %v", got, want)
	}
	if !strings.Contains(stdout, "wrote "+pdf+".manifest.json.p7s") && !strings.Contains(stdout, "informe.manifest.json.p7s") {
		t.Errorf("the summary does not name the manifest's signature:\n%s", stdout)
	}
	if o := signtest.Pdfsig(t, pdf); !signtest.PdfsigValid(o) {
		t.Fatalf("pdfsig:\n%s", o)
	}

	code, stdout, stderr = runCmd("verify", "--ca", caPEM, pdf, log)
	if code != exitClean {
		t.Fatalf("verify: status %d\n%s%s", code, stdout, stderr)
	}
	for _, want := range []string{"ok    report signature: valid, over the whole file", "signed by Inspectora de Prueba", `reason "Informe de inspección"`,
		"ok    certificate: issued", "ok    manifest signature", "ok    manifest in the signature", "ok    report in the manifest", "ok    log: the 5 input files", "every link holds"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("verify does not say %q:\n%s", want, stdout)
		}
	}
	// Without --ca the chain is a note, not a failure.
	if code, stdout, _ = runCmd("verify", pdf); code != exitClean || !strings.Contains(stdout, "note  certificate") {
		t.Fatalf("verify without --ca: status %d\n%s", code, stdout)
	}

	// A log file changed since the audit.
	bets := filepath.Join(log, "bets.csv")
	orig, _ := os.ReadFile(bets)
	os.WriteFile(bets, append(append([]byte(nil), orig...), '\n'), 0o644)
	if code, stdout, _ = runCmd("verify", pdf, log); code != exitFindings || !strings.Contains(stdout, "FAIL  log: ") {
		t.Fatalf("changed log: status %d\n%s", code, stdout)
	}
	os.WriteFile(bets, orig, 0o644)

	// One byte of the PDF changed after signing.
	b, _ := os.ReadFile(pdf)
	i := bytes.Index(b, []byte("stream")) + 40
	b[i] ^= 0x01
	os.WriteFile(pdf, b, 0o644)
	if code, stdout, _ = runCmd("verify", pdf, log); code != exitFindings || !strings.Contains(stdout, "FAIL  report signature") || !strings.Contains(stdout, "changed after signing") {
		t.Fatalf("tampered PDF: status %d\n%s", code, stdout)
	}
	if o := signtest.Pdfsig(t, pdf); signtest.PdfsigValid(o) || !strings.Contains(o, "Digest Mismatch") {
		t.Fatalf("pdfsig accepts the tampered PDF:\n%s", o)
	}

	// What cannot be checked at all: status 2.
	os.Rename(filepath.Join(out, "informe.manifest.json"), filepath.Join(out, "elsewhere.json"))
	if code, _, stderr = runCmd("verify", pdf); code != exitUnusable || !strings.Contains(stderr, "manifest") {
		t.Fatalf("missing manifest: status %d, %s", code, stderr)
	}
	if code, _, _ = runCmd("verify", "--manifest", filepath.Join(out, "elsewhere.json"), pdf); code != exitFindings {
		t.Fatalf("--manifest FILE with its signature elsewhere: status %d, want 1", code)
	}
	for _, args := range [][]string{{"verify", filepath.Join(out, "none.pdf")}, {"verify"}, {"verify", pdf, log, "extra"}, {"verify", "--ca", pdf, pdf}} {
		if code, _, _ := runCmd(args...); code != exitUnusable {
			t.Errorf("%v: status %d, want 2", args, code)
		}
	}
}

// A certificate that cannot sign now, a wrong passphrase or a passphrase
// given wrongly stop the run before anything is written (status 2), and
// the report already in place stays as it was.
func TestAuditSignRefusals(t *testing.T) {
	ca := signtest.CA(t)
	keys := t.TempDir()
	good := signtest.WritePKCS12(t, keys, "good.p12", signtest.Leaf(t, ca, signtest.Options{}), ca, signPass, false)
	expired := signtest.WritePKCS12(t, keys, "expired.p12", signtest.Leaf(t, ca, signtest.Options{
		NotBefore: time.Now().AddDate(-2, 0, 0), NotAfter: time.Now().AddDate(0, 0, -1)}), ca, signPass, false)
	future := signtest.WritePKCS12(t, keys, "future.p12", signtest.Leaf(t, ca, signtest.Options{NotBefore: time.Now().AddDate(0, 1, 0)}), ca, signPass, true)
	passFile := filepath.Join(keys, "pass.txt")
	os.WriteFile(passFile, []byte(signPass+"\r\nsecond line ignored\n"), 0o600)
	wrongFile := filepath.Join(keys, "wrong.txt")
	os.WriteFile(wrongFile, []byte("not it\n"), 0o600)
	t.Setenv("VEEDOR_TEST_SIGN_PASS", signPass)
	os.Unsetenv("VEEDOR_TEST_UNSET")
	log := signLog(t)
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"wrong passphrase", []string{"--sign", good, "--sign-passphrase-file", wrongFile}, "the passphrase is wrong"},
		{"no passphrase", []string{"--sign", good}, "the passphrase is wrong (or none was given)"},
		{"expired", []string{"--sign", expired, "--sign-passphrase-env", "VEEDOR_TEST_SIGN_PASS"}, "expired on"},
		{"not yet valid", []string{"--sign", future, "--sign-passphrase-file", passFile}, "is not valid until"},
		{"variable not set", []string{"--sign", good, "--sign-passphrase-env", "VEEDOR_TEST_UNSET"}, "is not set"},
		{"passphrase twice", []string{"--sign", good, "--sign-passphrase-env", "VEEDOR_TEST_SIGN_PASS", "--sign-passphrase-file", passFile}, "not both"},
		{"passphrase without --sign", []string{"--sign-passphrase-file", passFile}, "go with --sign"},
		{"no PDF", []string{"--sign", good, "--sign-passphrase-file", passFile, "--pdf", "", "--xlsx", "x.xlsx"}, "give --pdf"},
		{"no manifest", []string{"--sign", good, "--sign-passphrase-file", passFile, "--manifest", ""}, "needs the manifest"},
		{"no such file", []string{"--sign", filepath.Join(keys, "none.p12"), "--sign-passphrase-file", passFile}, "none.p12"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := t.TempDir()
			pdf := filepath.Join(out, "informe.pdf")
			os.WriteFile(pdf, []byte("the last good report"), 0o644)
			args := append([]string{"audit", "--region", "es", "--pdf", pdf, "--xlsx", filepath.Join(out, "informe.xlsx")}, c.args...)
			code, _, stderr := runCmd(append(args, log)...)
			if code != exitUnusable || !strings.Contains(stderr, c.want) {
				t.Fatalf("status %d, stderr %q; want 2 and %q", code, stderr, c.want)
			}
			if got := dirNames(t, out); !slices.Equal(got, []string{"informe.pdf"}) {
				t.Fatalf("files written: %v", got)
			}
			if b, _ := os.ReadFile(pdf); string(b) != "the last good report" {
				t.Fatal("the report in place was replaced")
			}
		})
	}
	// The passphrase file's first line, without its line end, is the passphrase.
	out := t.TempDir()
	pdf := filepath.Join(out, "informe.pdf")
	if code, stdout, stderr := runCmd("audit", "--region", "es", "--pdf", pdf, "--xlsx", "", "--sign", future, "--sign-passphrase-file", passFile, log); code != exitUnusable || !strings.Contains(stderr, "not valid until") {
		t.Fatalf("status %d\n%s%s", code, stdout, stderr)
	}
	if code, stdout, stderr := runCmd("audit", "--region", "es", "--pdf", pdf, "--xlsx", "", "--sign", good, "--sign-passphrase-file", passFile, log); code == exitUnusable {
		t.Fatalf("status %d\n%s%s", code, stdout, stderr)
	}
	if code, stdout, _ := runCmd("verify", pdf, log); code != exitClean {
		t.Fatalf("verify: %d\n%s", code, stdout)
	}
}

// The nightly configuration file names the certificate and where its
// passphrase is; the English edition signs with the English reason.
func TestAuditSignFromConfig(t *testing.T) {
	ca := signtest.CA(t)
	keys := t.TempDir()
	pem := signtest.WriteEncryptedPEM(t, keys, "signer.pem", signtest.Leaf(t, ca, signtest.Options{EC: true}), ca, signPass)
	t.Setenv("VEEDOR_TEST_SIGN_PASS", signPass)
	out := t.TempDir()
	conf := filepath.Join(keys, "veedor.conf")
	os.WriteFile(conf, []byte("region = es\nlang = en\npdf = "+filepath.Join(out, "{date}.pdf")+"\nxlsx = \"\"\nsign = "+pem+
		"\nsign-passphrase-env = VEEDOR_TEST_SIGN_PASS\n"), 0o600)
	code, stdout, stderr := runCmd("audit", "--config", conf, "--generated-at", "2024-03-02T08:00:00+01:00", signLog(t))
	if code == exitUnusable {
		t.Fatalf("status %d\n%s%s", code, stdout, stderr)
	}
	pdf := filepath.Join(out, "2024-03-02.pdf")
	code, stdout, _ = runCmd("verify", pdf)
	if code != exitClean || !strings.Contains(stdout, `reason "Inspection report"`) {
		t.Fatalf("verify: %d\n%s", code, stdout)
	}
	if o := signtest.Pdfsig(t, pdf); !signtest.PdfsigValid(o) {
		t.Fatalf("pdfsig:\n%s", o)
	}
}

// The manifest's signature is an output like any other: one that would
// overwrite the evidence (an SQLite log named like it) is refused before
// anything is written.
func TestAuditSignGuardsTheManifestSignature(t *testing.T) {
	ca := signtest.CA(t)
	keys := t.TempDir()
	p12 := signtest.WritePKCS12(t, keys, "s.p12", signtest.Leaf(t, ca, signtest.Options{}), ca, signPass, false)
	t.Setenv("VEEDOR_TEST_SIGN_PASS", signPass)
	dir := t.TempDir()
	start, _ := parseTime("2024-03-01T20:00:00+01:00")
	db := filepath.Join(dir, "log.db")
	if _, err := fixtures.Write(fixtures.Options{Game: "ruleta-francesa", Region: "es", Sessions: 1, Seed: 3, Start: start}, db); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "m.json.p7s")
	os.Rename(db, log)
	before, _ := os.ReadFile(log)
	out := t.TempDir()
	code, _, stderr := runCmd("audit", "--region", "es", "--pdf", filepath.Join(out, "r.pdf"), "--xlsx", "", "--manifest", filepath.Join(dir, "m.json"),
		"--sign", p12, "--sign-passphrase-env", "VEEDOR_TEST_SIGN_PASS", log)
	if code != exitUnusable || !strings.Contains(stderr, "--sign (the manifest's signature)") || !strings.Contains(stderr, "would overwrite the evidence") {
		t.Fatalf("status %d: %s", code, stderr)
	}
	if after, _ := os.ReadFile(log); !bytes.Equal(before, after) {
		t.Fatal("the log was overwritten")
	}
	if names := dirNames(t, out); len(names) != 0 {
		t.Fatalf("written: %v", names)
	}
}
