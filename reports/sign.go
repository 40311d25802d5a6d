package reports

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/reports/sign"
)

// A signed run (veedor audit --sign) links three files so that each link
// can be checked on its own (veedor verify, docs/reports.md):
//
//   - the manifest records the PDF's size and SHA-256 as rendered, before
//     its signature: the deterministic bytes, which stay the first bytes of
//     the signed file (the signature is an incremental update after them);
//   - the PDF's signature names the manifest's SHA-256 in its /ContactInfo,
//     inside the signed bytes;
//   - the manifest is signed by the same certificate, detached, in
//     MANIFEST.p7s (CMS, DER).
//
// The unsigned PDF is written to a hidden temporary file beside the report
// and only the signed one is renamed into place: a run that fails to sign
// leaves neither an unsigned report nor a manifest where the report goes.

// Signed is what the cover's signature box shows of a signed report.
type Signed struct {
	Name string    // the signer, as the certificate names them
	At   time.Time // the signing time the signature records (/M)
}

// box is what the cover's signature box i (inspector, date, signature)
// says of a signed report; "" for an unsigned one (s nil).
func (s *Signed) box(i int, l string) string {
	if s == nil {
		return ""
	}
	switch i {
	case 0:
		return oneLine(s.Name)
	case 1:
		return fmtTimeOff(s.At)
	}
	switch l {
	case "en":
		return "Signed electronically (PAdES): see the document's signature"
	case "ca":
		return "Signat electrònicament (PAdES): vegeu la signatura del document"
	}
	return "Firmado electrónicamente (PAdES): véase la firma del documento"
}

// SignaturePath is the manifest's detached signature: MANIFEST.p7s.
func SignaturePath(manifest string) string { return manifest + ".p7s" }

// signReason is the signature's /Reason in the report's language.
func signReason(l string) string {
	switch l {
	case "en":
		return "Inspection report"
	case "ca":
		return "Informe d'inspecció"
	}
	return "Informe de inspección"
}

// manifestNote is the signature's /ContactInfo: the manifest's SHA-256.
func manifestNote(l, sum string) string {
	switch l {
	case "en":
		return "Manifest SHA-256: " + sum
	case "ca":
		return "SHA-256 del manifest: " + sum
	}
	return "SHA-256 del manifiesto: " + sum
}

// SignedRun signs the PDF and the manifest of one audit run.
type SignedRun struct {
	cred        *sign.Credentials
	at          time.Time
	pdf, staged string
}

// NewSignedRun signs with c; at is the signing time the PDF records and its
// cover shows (the clock, not --generated-at: a signature says when it was
// made).
func NewSignedRun(c *sign.Credentials, at time.Time) *SignedRun {
	return &SignedRun{cred: c, at: at}
}

// Cover is what the cover shows (nil when s is).
func (s *SignedRun) Cover() *Signed {
	if s == nil {
		return nil
	}
	return &Signed{Name: s.cred.Name(), At: s.at}
}

// Stage reserves the hidden temporary file beside pdf where the unsigned
// report is to be written (".NAME.tmp-PID-…", cleared by a later run if
// this one is killed).
func (s *SignedRun) Stage(pdf string) (string, error) {
	cleanStale(pdf)
	f, err := createTemp(filepath.Dir(pdf), "."+filepath.Base(pdf))
	if err != nil {
		return "", err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return "", err
	}
	s.pdf, s.staged = pdf, f.Name()
	return s.staged, nil
}

// Finish writes the manifest of r and outputs (where the staged PDF stands
// for the report), signs the manifest and the PDF, and writes the manifest,
// its signature and then the signed PDF in place, each atomically. The
// staged file is removed whatever happens.
func (s *SignedRun) Finish(manifest string, r *audit.Result, opt Options, outputs []string) error {
	defer s.Abort()
	if s.staged == "" {
		return fmt.Errorf("no PDF to sign")
	}
	hashed := make([]string, len(outputs))
	for i, p := range outputs {
		hashed[i] = p
		if p == s.pdf {
			hashed[i] = s.staged
		}
	}
	m, err := NewManifest(r, opt, hashed)
	if err != nil {
		return err
	}
	for i := range m.Outputs {
		if hashed[i] == s.staged {
			m.Outputs[i].Path = s.pdf
			m.Outputs[i].Kind = strings.TrimPrefix(strings.ToLower(filepath.Ext(s.pdf)), ".")
		}
	}
	b, err := marshal(m, "")
	if err != nil {
		return err
	}
	sum := sha256.Sum256(b)
	unsigned, err := os.ReadFile(s.staged)
	if err != nil {
		return err
	}
	l := lang(opt.Lang)
	signed, err := sign.PDF(unsigned, s.cred, sign.Info{Reason: signReason(l), ContactInfo: manifestNote(l, hex.EncodeToString(sum[:])), Time: s.at})
	if err != nil {
		return err
	}
	p7s, err := sign.Detached(b, s.cred)
	if err != nil {
		return fmt.Errorf("signing the manifest: %w", err)
	}
	for _, f := range []struct {
		path string
		data []byte
	}{{manifest, b}, {SignaturePath(manifest), p7s}, {s.pdf, signed}} {
		if err := writeBuffered(f.path, func(w io.Writer) error { _, err := w.Write(f.data); return err }); err != nil {
			return fmt.Errorf("writing %s: %w", f.path, err)
		}
	}
	return nil
}

// Abort removes the staged unsigned PDF, if any; nil-safe, for a defer.
func (s *SignedRun) Abort() {
	if s != nil && s.staged != "" {
		os.Remove(s.staged)
		s.staged = ""
	}
}
