package sign

import (
	"bytes"
	"crypto"
	"crypto/x509"
	"fmt"
	"strings"
	"time"
	"unicode/utf16"

	"github.com/digitorus/pdf"
	pdfsign "github.com/digitorus/pdfsign/sign"
	"github.com/digitorus/pkcs7"
)

// Info is what the signature dictionary says besides the signature: all of
// it lies inside the signed byte ranges.
type Info struct {
	Reason      string
	ContactInfo string
	Time        time.Time
}

// PDF appends to unsigned a certification signature of the whole document
// (no later change permitted, DocMDP P=1) as an incremental update: the
// result starts with unsigned byte for byte. The CMS is SHA-256, with the
// signer's certificate, its issuers and the ESS signing-certificate-v2
// attribute; the dictionary carries the signer's name, info's reason,
// contact information and time.
func PDF(unsigned []byte, c *Credentials, info Info) (signed []byte, err error) {
	defer func() {
		// pdfsign panics on a few malformed inputs: an error, not a crash.
		if r := recover(); r != nil {
			signed, err = nil, fmt.Errorf("signing the PDF: %v", r)
		}
	}()
	rdr, err := pdf.NewReader(bytes.NewReader(unsigned), int64(len(unsigned)))
	if err != nil {
		return nil, fmt.Errorf("reading the PDF to sign: %w", err)
	}
	var out bytes.Buffer
	err = pdfsign.Sign(bytes.NewReader(unsigned), &out, rdr, int64(len(unsigned)), pdfsign.SignData{
		Signature: pdfsign.SignDataSignature{
			CertType:   pdfsign.CertificationSignature,
			DocMDPPerm: pdfsign.DoNotAllowAnyChangesPerms,
			Info: pdfsign.SignDataSignatureInfo{
				Name:        pdfText(c.Name()),
				Reason:      pdfText(info.Reason),
				ContactInfo: pdfText(info.ContactInfo),
				Date:        info.Time,
			},
		},
		Signer:            c.Key,
		DigestAlgorithm:   crypto.SHA256,
		Certificate:       c.Cert,
		CertificateChains: [][]*x509.Certificate{append([]*x509.Certificate{c.Cert}, c.Chain...)},
	})
	if err != nil {
		return nil, fmt.Errorf("signing the PDF: %w", err)
	}
	return out.Bytes(), nil
}

// pdfText keeps a string pdfsign can write: it puts text that is not ASCII
// into a literal string as raw UTF-16 without escaping, so a code unit with
// a byte that is a parenthesis, a backslash or a line end would break the
// dictionary or change the text. Such characters (rare in names: "(", ")",
// "\", "č", "Ĩ"…) become their nearest safe stand-in or "?".
func pdfText(s string) string {
	ascii := true
	for _, r := range s {
		if r >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s // pdfsign escapes ASCII itself
	}
	s = strings.NewReplacer("(", "[", ")", "]", "\\", "/").Replace(s)
	var b strings.Builder
	for _, r := range s {
		ok := true
		for _, u := range utf16.Encode([]rune{r}) {
			for _, by := range []byte{byte(u >> 8), byte(u)} {
				if by == '(' || by == ')' || by == '\\' || by == '\r' || by == '\n' {
					ok = false
				}
			}
		}
		if !ok {
			r = '?'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Detached is a detached CMS (PKCS#7) signature of data: DER, SHA-256, with
// the signer's certificate and issuers and the signing time. openssl cms
// -verify -binary -inform DER -content DATA verifies it.
func Detached(data []byte, c *Credentials) ([]byte, error) {
	sd, err := pkcs7.NewSignedData(data)
	if err != nil {
		return nil, err
	}
	sd.SetDigestAlgorithm(pkcs7.OIDDigestAlgorithmSHA256)
	if err := sd.AddSignerChain(c.Cert, c.Key, c.Chain, pkcs7.SignerInfoConfig{}); err != nil {
		return nil, err
	}
	sd.Detach()
	return sd.Finish()
}
