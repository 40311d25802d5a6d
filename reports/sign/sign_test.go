package sign_test

import (
	"bytes"
	"crypto"
	"crypto/x509"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jung-kurt/gofpdf"

	"github.com/veedor/veedor/reports/sign"
	"github.com/veedor/veedor/reports/sign/signtest"
)

const pass = "contraseña de prueba"

func loaded(t *testing.T, leaf, ca signtest.Cert) *sign.Credentials {
	t.Helper()
	p := signtest.WritePKCS12(t, t.TempDir(), "signer.p12", leaf, ca, pass, false)
	c, err := sign.Load(p, pass, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every form a signer's file comes in gives the key, its certificate and
// the CA, and a wrong passphrase is told as such.
func TestLoadForms(t *testing.T) {
	ca := signtest.CA(t)
	leaf := signtest.Leaf(t, ca, signtest.Options{Name: "Inspectora García Núñez"})
	ec := signtest.Leaf(t, ca, signtest.Options{EC: true})
	dir := t.TempDir()
	cases := []struct {
		name, path string
		want       signtest.Cert
	}{
		{"pkcs12 pbes2", signtest.WritePKCS12(t, dir, "a.p12", leaf, ca, pass, false), leaf},
		{"pkcs12 legacy 3des", signtest.WritePKCS12(t, dir, "b.pfx", leaf, ca, pass, true), leaf},
		{"pkcs12 ecdsa", signtest.WritePKCS12(t, dir, "c.p12", ec, ca, pass, false), ec},
		{"pem encrypted", signtest.WriteEncryptedPEM(t, dir, "d.pem", leaf, ca, pass), leaf},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := sign.Load(c.path, pass, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			if !got.Cert.Equal(c.want.Cert) || len(got.Chain) != 1 || !got.Chain[0].Equal(ca.Cert) {
				t.Fatalf("got cert %q chain %d, want %q with the CA", got.Name(), len(got.Chain), c.want.Cert.Subject.CommonName)
			}
			if !got.Key.Public().(interface{ Equal(crypto.PublicKey) bool }).Equal(c.want.Key.Public()) {
				t.Fatal("the key loaded is not the leaf's")
			}
			if _, err := sign.Load(c.path, "otra", time.Now()); !errors.Is(err, sign.ErrPassphrase) {
				t.Fatalf("wrong passphrase: got %v, want ErrPassphrase", err)
			}
			if _, err := sign.Load(c.path, "", time.Now()); !errors.Is(err, sign.ErrPassphrase) {
				t.Fatalf("no passphrase: got %v, want ErrPassphrase", err)
			}
		})
	}
	t.Run("pem plain", func(t *testing.T) {
		got, err := sign.Load(signtest.WritePEM(t, dir, "e.pem", leaf, ca), "", time.Now())
		if err != nil || !got.Cert.Equal(leaf.Cert) || got.Name() != "Inspectora García Núñez" {
			t.Fatalf("got %v, %v", got, err)
		}
	})
}

// Files exported by OpenSSL itself, the default (PBES2, AES-256, SHA-256
// MAC) and -legacy (RC2 certificates, 3DES key, SHA-1 MAC), load.
func TestLoadOpenSSLExports(t *testing.T) {
	if _, err := exec.LookPath("openssl"); err != nil {
		t.Skip("openssl not installed: the round trip with OpenSSL's own exports is not run")
	}
	ca := signtest.CA(t)
	leaf := signtest.Leaf(t, ca, signtest.Options{})
	dir := t.TempDir()
	in := signtest.WritePEM(t, dir, "in.pem", leaf, ca)
	for _, legacy := range []bool{false, true} {
		out := filepath.Join(dir, "out.p12")
		args := []string{"pkcs12", "-export", "-in", in, "-out", out, "-passout", "pass:" + pass}
		if legacy {
			args = append(args, "-legacy")
		}
		if b, err := exec.Command("openssl", args...).CombinedOutput(); err != nil {
			if legacy && strings.Contains(string(b), "legacy") {
				t.Log("this OpenSSL has no legacy provider:", string(b))
				continue
			}
			t.Fatalf("openssl %v: %v\n%s", args, err, b)
		}
		got, err := sign.Load(out, pass, time.Now())
		if err != nil {
			t.Fatalf("legacy=%v: %v", legacy, err)
		}
		if !got.Cert.Equal(leaf.Cert) || len(got.Chain) != 1 {
			t.Fatalf("legacy=%v: wrong certificate or chain", legacy)
		}
		if _, err := sign.Load(out, "otra", time.Now()); !errors.Is(err, sign.ErrPassphrase) {
			t.Fatalf("legacy=%v, wrong passphrase: got %v", legacy, err)
		}
	}
}

// A certificate a verifier would refuse is refused before anything is signed.
func TestLoadRefusesUnusableCertificates(t *testing.T) {
	ca := signtest.CA(t)
	now := time.Now()
	other := signtest.Leaf(t, ca, signtest.Options{})
	for name, c := range map[string]struct {
		o    signtest.Options
		want string
	}{
		"expired":       {signtest.Options{NotBefore: now.AddDate(-2, 0, 0), NotAfter: now.AddDate(0, 0, -1)}, "expired on"},
		"not yet valid": {signtest.Options{NotBefore: now.AddDate(0, 0, 2)}, "not valid until"},
		"encipherment":  {signtest.Options{KeyUsage: x509.KeyUsageKeyEncipherment}, "not for signatures"},
	} {
		t.Run(name, func(t *testing.T) {
			leaf := signtest.Leaf(t, ca, c.o)
			p := signtest.WritePKCS12(t, t.TempDir(), "x.p12", leaf, ca, pass, false)
			_, err := sign.Load(p, pass, now)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error saying %q", err, c.want)
			}
		})
	}
	t.Run("key of another certificate", func(t *testing.T) {
		leaf := signtest.Leaf(t, ca, signtest.Options{})
		mixed := signtest.Cert{Cert: leaf.Cert, Key: other.Key}
		_, err := sign.Load(signtest.WritePEM(t, t.TempDir(), "m.pem", mixed, ca), "", now)
		if err == nil || !strings.Contains(err.Error(), "belongs to its private key") {
			t.Fatalf("got %v", err)
		}
	})
}

func samplePDF(t *testing.T) []byte {
	t.Helper()
	p := gofpdf.New("P", "mm", "A4", "")
	p.SetCreationDate(time.Unix(0, 0).UTC())
	p.SetModificationDate(time.Unix(0, 0).UTC())
	p.AddPage()
	p.SetFont("Helvetica", "", 12)
	p.Cell(40, 10, "Informe de prueba")
	var b bytes.Buffer
	if err := p.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A signed PDF starts with the unsigned bytes, its one signature covers the
// whole file and carries the dictionary's entries; changing any signed byte
// breaks it, and appending anything leaves the file not wholly signed.
func TestPDFRoundTrip(t *testing.T) {
	ca := signtest.CA(t)
	c := loaded(t, signtest.Leaf(t, ca, signtest.Options{Name: "Inspectora García (Valladolid)"}), ca)
	unsigned := samplePDF(t)
	at := time.Date(2026, 3, 2, 9, 30, 0, 0, time.FixedZone("CET", 3600))
	signed, err := sign.PDF(unsigned, c, sign.Info{Reason: "Informe de inspección", ContactInfo: "SHA-256 del manifiesto: 00ff", Time: at})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(signed, unsigned) {
		t.Fatal("the signed PDF does not start with the unsigned bytes: not an incremental update")
	}
	pool := x509.NewCertPool()
	pool.AddCert(ca.Cert)
	sigs, err := sign.PDFSignatures(signed, pool)
	if err != nil || len(sigs) != 1 {
		t.Fatalf("signatures: %v, %v", sigs, err)
	}
	s := sigs[0]
	if s.Err != nil || !s.Whole {
		t.Fatalf("signature: err %v, whole %v", s.Err, s.Whole)
	}
	// pdfText: the parentheses of a non-ASCII name become brackets.
	if s.Name != "Inspectora García [Valladolid]" || s.Reason != "Informe de inspección" || s.ContactInfo != "SHA-256 del manifiesto: 00ff" || !strings.HasPrefix(s.M, "D:20260302093000+01'00'") {
		t.Fatalf("dictionary: name %q reason %q contact %q M %q", s.Name, s.Reason, s.ContactInfo, s.M)
	}
	if !s.Signer.Equal(c.Cert) || time.Since(s.Time) > time.Minute {
		t.Fatalf("signer %q at %v", sign.CertName(s.Signer), s.Time)
	}

	// One byte changed inside the first signed range (the page's stream).
	i := bytes.Index(signed, []byte("stream")) + 20
	tampered := append([]byte(nil), signed...)
	tampered[i] ^= 0x01
	sigs, err = sign.PDFSignatures(tampered, nil)
	if err != nil || len(sigs) != 1 || sigs[0].Err == nil || !strings.Contains(sigs[0].Err.Error(), "changed after signing") {
		t.Fatalf("tampered: %+v, %v", sigs, err)
	}
	// Something appended after signing: still valid, no longer whole.
	sigs, _ = sign.PDFSignatures(append(append([]byte(nil), signed...), "%extra\n"...), nil)
	if sigs[0].Err != nil || sigs[0].Whole {
		t.Fatalf("appended: err %v whole %v", sigs[0].Err, sigs[0].Whole)
	}
	// A CA the verifier trusts that is not the signer's: refused.
	other := x509.NewCertPool()
	other.AddCert(signtest.CA(t).Cert)
	sigs, _ = sign.PDFSignatures(signed, other)
	if sigs[0].Err == nil {
		t.Fatal("a signature verified against a CA that did not issue it")
	}
	// A name whose UTF-16 holds a line-end byte (č is U+010D): pdfsign would
	// write it raw into the literal string, so it is replaced, and the
	// signature still holds.
	c2 := loaded(t, signtest.Leaf(t, ca, signtest.Options{Name: "Ana Kovačič"}), ca)
	signed2, err := sign.PDF(unsigned, c2, sign.Info{Reason: "Informe de inspección", Time: at})
	if err != nil {
		t.Fatal(err)
	}
	if sigs, err := sign.PDFSignatures(signed2, pool); err != nil || sigs[0].Err != nil || sigs[0].Name != "Ana Kova?i?" || sign.CertName(sigs[0].Signer) != "Ana Kovačič" {
		t.Fatalf("name with č: %+v %v", sigs, err)
	}
	if _, err := sign.PDFSignatures(unsigned, nil); !errors.Is(err, sign.ErrUnsigned) {
		t.Fatalf("unsigned: %v", err)
	}
	if _, err := sign.PDFSignatures([]byte("PK\x03\x04"), nil); err == nil || errors.Is(err, sign.ErrUnsigned) {
		t.Fatalf("not a PDF: %v", err)
	}
}

// The detached CMS verifies against the data, fails on changed data, and
// OpenSSL verifies it too.
func TestDetached(t *testing.T) {
	ca := signtest.CA(t)
	c := loaded(t, signtest.Leaf(t, ca, signtest.Options{}), ca)
	data := []byte(`{"format":"veedor-manifest/1"}` + "\n")
	sig, err := sign.Detached(data, c)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(ca.Cert)
	who, at, err := sign.VerifyDetached(data, sig, pool)
	if err != nil || !who.Equal(c.Cert) || time.Since(at) > time.Minute {
		t.Fatalf("verify: %v %v %v", who, at, err)
	}
	changed := append([]byte(nil), data...)
	changed[3] = 'F'
	if _, _, err := sign.VerifyDetached(changed, sig, nil); err == nil || !strings.Contains(err.Error(), "changed after signing") {
		t.Fatalf("changed data verified: %v", err)
	}
	if _, err := exec.LookPath("openssl"); err != nil {
		t.Skip("openssl not installed: the OpenSSL check of the detached signature is not run")
	}
	dir := t.TempDir()
	m, p7s := filepath.Join(dir, "m.json"), filepath.Join(dir, "m.json.p7s")
	os.WriteFile(m, data, 0o644)
	os.WriteFile(p7s, sig, 0o644)
	b, err := exec.Command("openssl", "cms", "-verify", "-binary", "-content", m, "-inform", "DER", "-in", p7s, "-noverify", "-out", os.DevNull).CombinedOutput()
	if err != nil || !strings.Contains(string(b), "Verification successful") {
		t.Fatalf("openssl cms -verify: %v\n%s", err, b)
	}
	os.WriteFile(m, changed, 0o644)
	if b, err := exec.Command("openssl", "cms", "-verify", "-binary", "-content", m, "-inform", "DER", "-in", p7s, "-noverify", "-out", os.DevNull).CombinedOutput(); err == nil {
		t.Fatalf("openssl verified changed data:\n%s", b)
	}
}
