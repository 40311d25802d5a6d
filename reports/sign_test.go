package reports

import (
	"bytes"
	"crypto/x509"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/reports/sign"
	"github.com/veedor/veedor/reports/sign/signtest"
)

// signedRun writes a signed report of sample() in dir, as veedor audit
// --sign does: the PDF staged, the JSON, then Finish.
func signedRun(t *testing.T, dir, lang string, cred *sign.Credentials) (pdf, manifest string) {
	t.Helper()
	run := NewSignedRun(cred, time.Date(2026, 3, 2, 9, 30, 0, 0, time.UTC))
	opt := Options{Lang: lang, Signed: run.Cover()}
	pdf, js, manifest := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.json"), filepath.Join(dir, "r.manifest.json")
	staged, err := run.Stage(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if err := WritePDF(staged, sample(), opt); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(js, sample(), opt); err != nil {
		t.Fatal(err)
	}
	if err := run.Finish(manifest, sample(), opt, []string{pdf, js}); err != nil {
		t.Fatal(err)
	}
	return pdf, manifest
}

func testSigner(t *testing.T) (*sign.Credentials, *x509.CertPool) {
	t.Helper()
	ca := signtest.CA(t)
	leaf := signtest.Leaf(t, ca, signtest.Options{Name: "Inspectora García Núñez"})
	p := signtest.WritePKCS12(t, t.TempDir(), "s.p12", leaf, ca, "clave", false)
	cred, err := sign.Load(p, "clave", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(ca.Cert)
	return cred, pool
}

func linkNamed(links []Link, name string) Link {
	for _, l := range links {
		if l.Name == name {
			return l
		}
	}
	return Link{Name: name + " (absent)"}
}

// A signed run leaves exactly the report, the JSON, the manifest and its
// signature; every link verifies, pdfsig agrees, the PDF starts with the
// deterministic render, and the cover names the signer.
func TestSignedRun(t *testing.T) {
	cred, pool := testSigner(t)
	dir := t.TempDir()
	pdf, manifest := signedRun(t, dir, "es", cred)

	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"r.json", "r.manifest.json", "r.manifest.json.p7s", "r.pdf"}; !slices.Equal(names, want) {
		t.Fatalf("files %v, want %v (no temporary file left)", names, want)
	}
	links, err := Verify(pdf, VerifyOptions{Roots: pool})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"report signature", "certificate", "manifest signature", "manifest in the signature", "report in the manifest", "report r.json"} {
		if l := linkNamed(links, name); !l.OK || l.Info {
			t.Errorf("%s: %+v", name, l)
		}
	}
	if !Held(links) {
		t.Fatalf("links: %+v", links)
	}
	if out := signtest.Pdfsig(t, pdf); !signtest.PdfsigValid(out) {
		t.Fatalf("pdfsig:\n%s", out)
	}

	// The unsigned revision is the deterministic render of the same report.
	again := filepath.Join(t.TempDir(), "again.pdf")
	if err := WritePDF(again, sample(), Options{Lang: "es", Signed: &Signed{Name: cred.Name(), At: time.Date(2026, 3, 2, 9, 30, 0, 0, time.UTC)}}); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(again)
	s, _ := os.ReadFile(pdf)
	if !bytes.HasPrefix(s, a) || len(s) <= len(a) {
		t.Fatal("the signed PDF does not start with the report as rendered")
	}
	mustContain(t, pdfText(t, pdf), "Inspectora García Núñez", "2026-03-02 09:30:00 (+00:00)", "Firmado electrónicamente (PAdES)")
	sigs, _ := sign.PDFSignatures(s, nil)
	if sigs[0].Reason != "Informe de inspección" || !strings.HasPrefix(sigs[0].ContactInfo, "SHA-256 del manifiesto: ") {
		t.Fatalf("reason %q, contact %q", sigs[0].Reason, sigs[0].ContactInfo)
	}
	if _, err := os.Stat(SignaturePath(manifest)); err != nil {
		t.Fatal(err)
	}
}

// The English edition's signature gives the English reason.
func TestSignedRunEnglish(t *testing.T) {
	cred, _ := testSigner(t)
	pdf, _ := signedRun(t, t.TempDir(), "en", cred)
	s, _ := os.ReadFile(pdf)
	sigs, err := sign.PDFSignatures(s, nil)
	if err != nil || sigs[0].Err != nil || sigs[0].Reason != "Inspection report" || !strings.HasPrefix(sigs[0].ContactInfo, "Manifest SHA-256: ") {
		t.Fatalf("%+v %v", sigs, err)
	}
	mustContain(t, pdfText(t, pdf), "Signed electronically (PAdES)")
}

// Each file changed after signing breaks its own links, in veedor verify
// and, for the PDF, in pdfsig.
func TestSignedRunTampered(t *testing.T) {
	cred, _ := testSigner(t)
	flip := func(t *testing.T, path string, at func([]byte) int) {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		b[at(b)] ^= 0x01
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name   string
		change func(t *testing.T, pdf, manifest string)
		broken []string
	}{
		{"one byte of the PDF", func(t *testing.T, pdf, _ string) {
			flip(t, pdf, func(b []byte) int { return bytes.Index(b, []byte("stream")) + 30 })
		}, []string{"report signature", "report in the manifest", "manifest in the signature"}},
		{"one byte of the manifest", func(t *testing.T, _, m string) {
			flip(t, m, func(b []byte) int { return bytes.Index(b, []byte(`"region"`)) + 1 })
		}, []string{"manifest signature", "manifest in the signature"}},
		{"the JSON beside it", func(t *testing.T, pdf, _ string) {
			flip(t, filepath.Join(filepath.Dir(pdf), "r.json"), func(b []byte) int { return len(b) / 2 })
		}, []string{"report r.json"}},
		{"bytes appended to the PDF", func(t *testing.T, pdf, _ string) {
			f, _ := os.OpenFile(pdf, os.O_APPEND|os.O_WRONLY, 0)
			f.WriteString("% added\n")
			f.Close()
		}, []string{"report signature"}},
		{"the manifest's signature gone", func(t *testing.T, _, m string) {
			os.Remove(SignaturePath(m))
		}, []string{"manifest signature"}},
		{"the manifest re-signed by someone else", func(t *testing.T, _, m string) {
			other, _ := testSigner(t)
			b, _ := os.ReadFile(m)
			p7s, err := sign.Detached(b, other)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(SignaturePath(m), p7s, 0o644)
		}, []string{"manifest signature"}},
		{"the manifest re-made to record the signed file", func(t *testing.T, pdf, m string) {
			// A manifest naming the whole signed file (its own hash is not
			// the one signed, and its signature is not redone): the
			// report's entry reaches into the signature.
			var man Manifest
			b, _ := os.ReadFile(m)
			json.Unmarshal(b, &man)
			got, n, _ := hashPath(pdf)
			man.Outputs[0].Bytes, man.Outputs[0].SHA256 = n, got
			b, _ = json.Marshal(man)
			os.WriteFile(m, b, 0o644)
		}, []string{"manifest signature", "manifest in the signature", "report in the manifest"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pdf, manifest := signedRun(t, t.TempDir(), "es", cred)
			c.change(t, pdf, manifest)
			links, err := Verify(pdf, VerifyOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range links {
				if want := slices.Contains(c.broken, l.Name); l.OK == want {
					t.Errorf("%s: ok=%v, want %v (%s)", l.Name, l.OK, !want, l.Text)
				}
			}
			if Held(links) {
				t.Fatal("a changed file verified")
			}
			if c.name == "one byte of the PDF" || c.name == "bytes appended to the PDF" {
				if out := signtest.Pdfsig(t, pdf); signtest.PdfsigValid(out) {
					t.Fatalf("pdfsig accepts the changed PDF:\n%s", out)
				}
			}
		})
	}
}

// The log link holds for the log audited and fails for a changed or
// missing file of it.
func TestVerifyLog(t *testing.T) {
	cred, _ := testSigner(t)
	dir := t.TempDir()
	log := filepath.Join(dir, "log")
	os.Mkdir(log, 0o755)
	os.WriteFile(filepath.Join(log, "sessions.csv"), []byte("a,b\n1,2\n"), 0o644)
	os.WriteFile(filepath.Join(log, "bets.csv"), []byte("c\n3\n"), 0o644)
	run := NewSignedRun(cred, time.Now())
	pdf, manifest := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.manifest.json")
	staged, _ := run.Stage(pdf)
	r := sample()
	r.Log = log
	r.Inputs = nil
	for _, f := range []string{"sessions.csv", "bets.csv"} {
		got, n, _ := hashPath(filepath.Join(log, f))
		r.Inputs = append(r.Inputs, audit.Input{Path: filepath.Join(log, f), Bytes: n, SHA256: got})
	}
	if err := WritePDF(staged, r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := run.Finish(manifest, r, Options{}, []string{pdf}); err != nil {
		t.Fatal(err)
	}
	check := func(want bool) {
		t.Helper()
		links, err := Verify(pdf, VerifyOptions{Log: log})
		if err != nil {
			t.Fatal(err)
		}
		if l := linkNamed(links, "log"); l.OK != want {
			t.Fatalf("log link ok=%v, want %v: %s", l.OK, want, l.Text)
		}
	}
	check(true)
	os.WriteFile(filepath.Join(log, "bets.csv"), []byte("c\n4\n"), 0o644)
	check(false)
	os.Remove(filepath.Join(log, "bets.csv"))
	check(false)
	if _, err := Verify(pdf, VerifyOptions{Log: filepath.Join(dir, "nowhere")}); err == nil {
		t.Fatal("a missing log is not unusable input")
	}
}

// A run whose signing fails leaves neither the unsigned PDF, nor a
// manifest, nor a temporary file, and the report already there untouched.
func TestSignedRunFailureLeavesNothing(t *testing.T) {
	cred, _ := testSigner(t)
	dir := t.TempDir()
	pdf, manifest := filepath.Join(dir, "r.pdf"), filepath.Join(dir, "r.manifest.json")
	os.WriteFile(pdf, []byte("the last good report"), 0o644)
	run := NewSignedRun(cred, time.Now())
	staged, err := run.Stage(pdf)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(staged, []byte("not a PDF"), 0o644) // pdfsign cannot read it
	if err := run.Finish(manifest, sample(), Options{}, []string{pdf}); err == nil {
		t.Fatal("signing a broken PDF succeeded")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "r.pdf" {
		t.Fatalf("left behind: %v", entries)
	}
	if b, _ := os.ReadFile(pdf); string(b) != "the last good report" {
		t.Fatal("the previous report was replaced")
	}
	// Abort after a staged write removes it too.
	run = NewSignedRun(cred, time.Now())
	staged, _ = run.Stage(pdf)
	run.Abort()
	if _, err := os.Stat(staged); !os.IsNotExist(err) {
		t.Fatalf("staged file left after Abort: %v", err)
	}
}

// An unsigned report's cover leaves the signature box blank.
func TestUnsignedCoverBlank(t *testing.T) {
	var s *Signed
	for i := range 3 {
		if got := s.box(i, "es"); got != "" {
			t.Fatalf("box %d of an unsigned report: %q", i, got)
		}
	}
	p := filepath.Join(t.TempDir(), "u.pdf")
	if err := WritePDF(p, sample(), Options{}); err != nil {
		t.Fatal(err)
	}
	if txt := pdfText(t, p); strings.Contains(txt, "Firmado electrónicamente") {
		t.Fatal("an unsigned report says it is signed")
	}
}
