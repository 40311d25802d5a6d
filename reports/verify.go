package reports

import (
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/veedor/veedor/reports/sign"
)

// Link is one link of the chain a signed report rests on, as veedor verify
// checks it: held or not, and what was found.
type Link struct {
	Name string
	OK   bool
	// Info: a note that changes nothing (the CA not checked, a report not
	// found beside the PDF); OK is then true.
	Info bool
	Text string
}

// VerifyOptions say what to check a report against.
type VerifyOptions struct {
	Manifest string         // "" is the manifest beside the PDF (ManifestPath)
	Log      string         // the log audited, to check against the manifest; "" skips it
	Roots    *x509.CertPool // CAs the verifier trusts; nil: the chain is not checked
}

// ErrUnusable marks what makes verification impossible (a file missing or
// not what it should be): veedor verify's status 2, not a failed link.
var ErrUnusable = errors.New("unusable input")

func unusable(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrUnusable, fmt.Sprintf(format, a...))
}

// hex64 finds a SHA-256 in the signature's /ContactInfo.
var hex64 = regexp.MustCompile(`\b[0-9a-f]{64}\b`)

// Verify checks a signed report, link by link: the PDF's signature over the
// whole file; the signer's certificate against the CAs given; the
// manifest's own signature, by the same signer; the manifest against the
// PDF both ways (the manifest's SHA-256 in the signature, the PDF's
// unsigned revision in the manifest); the other reports the manifest lists
// when they are beside the PDF; and the log's files against the manifest.
// The error (ErrUnusable) is for input that cannot be checked at all.
func Verify(pdfPath string, o VerifyOptions) ([]Link, error) {
	data, err := os.ReadFile(pdfPath)
	if err != nil {
		return nil, unusable("%v", err)
	}
	sigs, err := sign.PDFSignatures(data, o.Roots)
	if err != nil && !errors.Is(err, sign.ErrUnsigned) {
		return nil, unusable("%s: %v", pdfPath, err)
	}
	mpath := o.Manifest
	if mpath == "" {
		mpath = ManifestPath(pdfPath)
	}
	mbytes, err := os.ReadFile(mpath)
	if err != nil {
		return nil, unusable("the manifest: %v (give --manifest FILE)", err)
	}
	var m Manifest
	if err := json.Unmarshal(mbytes, &m); err != nil || m.Format != ManifestFormat {
		return nil, unusable("%s is not a Veedor manifest (%s)", mpath, ManifestFormat)
	}
	if o.Log != "" {
		if _, err := os.Stat(o.Log); err != nil {
			return nil, unusable("the log: %v", err)
		}
	}

	var links []Link
	add := func(name string, ok bool, format string, a ...any) {
		links = append(links, Link{Name: name, OK: ok, Text: fmt.Sprintf(format, a...)})
	}
	var sig *sign.Signature
	if len(sigs) > 0 {
		sig = &sigs[len(sigs)-1]
	}
	switch {
	case sig == nil:
		add("report signature", false, "%s carries no signature", pdfPath)
	case len(sigs) > 1:
		add("report signature", false, "%s carries %d signatures; Veedor signs once and forbids changes after it (DocMDP)", pdfPath, len(sigs))
	case sig.Err != nil:
		add("report signature", false, "%s: the signature does not hold: %v", pdfPath, sig.Err)
	case !sig.Whole:
		add("report signature", false, "%s: %d bytes were added after the signed part: the signature does not cover the whole file",
			pdfPath, int64(len(data))-sig.ByteRange[2]-sig.ByteRange[3])
	default:
		add("report signature", true, "valid, over the whole file (%d bytes): signed by %s (issued by %s) at %s, reason %q",
			len(data), sign.CertName(sig.Signer), sig.Signer.Issuer.String(), sig.Time.Format("2006-01-02T15:04:05Z07:00"), sig.Reason)
	}
	if sig != nil && sig.Err == nil {
		if o.Roots == nil {
			links = append(links, Link{Name: "certificate", OK: true, Info: true,
				Text: "the signer's certificate was valid at the signing time; whether a CA you trust issued it was not checked (give --ca FILE)"})
		} else {
			add("certificate", true, "issued, through the chain the signature carries, by a CA given with --ca, and valid at the signing time")
		}
	}

	// The manifest's own signature.
	p7s, err := os.ReadFile(SignaturePath(mpath))
	switch {
	case err != nil:
		add("manifest signature", false, "%s: %v", SignaturePath(mpath), err)
	default:
		who, _, err := sign.VerifyDetached(mbytes, p7s, o.Roots)
		switch {
		case err != nil:
			add("manifest signature", false, "%s does not hold: %v", SignaturePath(mpath), err)
		case sig == nil || sig.Signer == nil || !who.Equal(sig.Signer):
			add("manifest signature", false, "%s is valid but signed by %s, not by the report's signer", SignaturePath(mpath), sign.CertName(who))
		default:
			add("manifest signature", true, "%s is valid, by the report's signer", SignaturePath(mpath))
		}
	}

	// The manifest against the PDF, both ways.
	links = append(links, manifestLinks(data, mbytes, &m, pdfPath, sig)...)
	links = append(links, otherReports(&m, pdfPath)...)
	if o.Log != "" {
		links = append(links, logLink(&m, o.Log))
	}
	return links, nil
}

// manifestLinks: the signature names the manifest's SHA-256, and the
// manifest's entry for the PDF is the file's first revision.
func manifestLinks(data, mbytes []byte, m *Manifest, pdfPath string, sig *sign.Signature) []Link {
	var links []Link
	sum := sha256.Sum256(mbytes)
	want := hex.EncodeToString(sum[:])
	switch {
	case sig == nil || sig.Err != nil:
		links = append(links, Link{Name: "manifest in the signature", Text: "no valid signature to name the manifest"})
	case hex64.FindString(sig.ContactInfo) != want:
		links = append(links, Link{Name: "manifest in the signature", Text: fmt.Sprintf("the signature names manifest SHA-256 %q, the manifest's is %s: another manifest, or it was changed", hex64.FindString(sig.ContactInfo), want)})
	default:
		links = append(links, Link{Name: "manifest in the signature", OK: true, Text: "the signed /ContactInfo names the manifest's SHA-256 " + want})
	}
	out := findOutput(m, pdfPath, "pdf")
	switch {
	case out == nil:
		links = append(links, Link{Name: "report in the manifest", Text: "the manifest lists no PDF report"})
	case out.Bytes > int64(len(data)):
		links = append(links, Link{Name: "report in the manifest", Text: fmt.Sprintf("the manifest's PDF has %d bytes, the file %d", out.Bytes, len(data))})
	default:
		got := sha256.Sum256(data[:out.Bytes])
		switch {
		case hex.EncodeToString(got[:]) != out.SHA256:
			links = append(links, Link{Name: "report in the manifest", Text: fmt.Sprintf("the file's first %d bytes do not have the manifest's SHA-256 %s", out.Bytes, out.SHA256)})
		case sig != nil && out.Bytes > sig.ByteRange[1]:
			links = append(links, Link{Name: "report in the manifest", Text: "the manifest's revision of the PDF reaches into the signature"})
		default:
			links = append(links, Link{Name: "report in the manifest", OK: true, Text: fmt.Sprintf("the report as written (its first %d bytes, before the signature) has the manifest's SHA-256 %s", out.Bytes, out.SHA256)})
		}
	}
	return links
}

// findOutput is the manifest's entry of kind for the report at path: the
// one of the same file name, else the only one of that kind.
func findOutput(m *Manifest, path, kind string) *ManifestFile {
	var only *ManifestFile
	n := 0
	for i := range m.Outputs {
		o := &m.Outputs[i]
		if o.Kind != kind {
			continue
		}
		if baseName(o.Path) == filepath.Base(path) {
			return o
		}
		only, n = o, n+1
	}
	if n == 1 {
		return only
	}
	return nil
}

// baseName is a recorded path's file name, whatever system wrote it.
func baseName(p string) string {
	p = strings.ReplaceAll(p, `\`, "/")
	return p[strings.LastIndex(p, "/")+1:]
}

// otherReports checks the workbook and JSON the manifest lists, when they
// are beside the PDF under their names: a changed one fails, a missing one
// is a note (they are often sent apart).
func otherReports(m *Manifest, pdfPath string) []Link {
	var links []Link
	for _, o := range m.Outputs {
		if o.Kind == "pdf" {
			continue
		}
		p := filepath.Join(filepath.Dir(pdfPath), baseName(o.Path))
		got, n, err := hashPath(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			links = append(links, Link{Name: "report " + baseName(o.Path), OK: true, Info: true, Text: "not beside the PDF: not checked"})
		case err != nil:
			links = append(links, Link{Name: "report " + baseName(o.Path), Text: err.Error()})
		case got != o.SHA256 || n != o.Bytes:
			links = append(links, Link{Name: "report " + baseName(o.Path), Text: fmt.Sprintf("%s does not match the manifest (%d bytes, SHA-256 %s; the manifest has %d bytes, %s)", p, n, got, o.Bytes, o.SHA256)})
		default:
			links = append(links, Link{Name: "report " + baseName(o.Path), OK: true, Text: p + " matches the manifest"})
		}
	}
	return links
}

// logLink checks every input the manifest records against the log at log:
// the same files, sizes and SHA-256.
func logLink(m *Manifest, log string) Link {
	l := Link{Name: "log"}
	root := strings.TrimRight(strings.ReplaceAll(m.Log, `\`, "/"), "/")
	var bad []string
	for _, in := range m.Inputs {
		rec := strings.ReplaceAll(in.Path, `\`, "/")
		p := log // an SQLite log is its one input
		if rec != root {
			rel, ok := strings.CutPrefix(rec, root+"/")
			if !ok {
				rel = baseName(rec)
			}
			p = filepath.Join(log, filepath.FromSlash(rel))
		}
		got, n, err := hashPath(p)
		switch {
		case err != nil:
			bad = append(bad, fmt.Sprintf("%s: %v", p, err))
		case got != in.SHA256 || n != in.Bytes:
			bad = append(bad, fmt.Sprintf("%s has %d bytes, SHA-256 %s; audited: %d bytes, %s", p, n, got, in.Bytes, in.SHA256))
		}
	}
	if len(m.Inputs) == 0 {
		bad = append(bad, "the manifest records no input")
	}
	if len(bad) > 0 {
		l.Text = strings.Join(bad, "; ")
		return l
	}
	l.OK, l.Text = true, fmt.Sprintf("the %d input files under %s have the sizes and SHA-256 the manifest records", len(m.Inputs), log)
	return l
}

func hashPath(p string) (string, int64, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

// Held: every link holds.
func Held(links []Link) bool {
	for _, l := range links {
		if !l.OK {
			return false
		}
	}
	return len(links) > 0
}
