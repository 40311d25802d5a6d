package sign

import (
	"bytes"
	"crypto/x509"
	"encoding/asn1"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"time"
	"unicode/utf16"

	"github.com/digitorus/pkcs7"
)

// ErrUnsigned: the PDF has no signature dictionary.
var ErrUnsigned = errors.New("the PDF is not signed")

// Signature is one PDF signature as read and checked.
type Signature struct {
	ByteRange [4]int64
	// Whole: the byte ranges run from the first byte to the end of the file,
	// leaving out only the signature's own /Contents.
	Whole  bool
	Signer *x509.Certificate
	Chain  []*x509.Certificate // the other certificates the CMS carries
	Time   time.Time           // the CMS signing time (the signer's clock)
	// Name, Reason, ContactInfo, Location and M are the dictionary's
	// entries, signed with the rest of the byte ranges.
	Name, Reason, ContactInfo, Location, M string
	// Err is why the signature does not hold (nil when it does).
	Err error
}

// byteRange finds a signature dictionary's /ByteRange.
var byteRange = regexp.MustCompile(`/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]`)

// PDFSignatures reads and checks every signature of a PDF, in file order.
// With roots, each signer's chain must reach one of them at the signing
// time; without, the certificate is only checked to cover the signing time.
// An error means the file cannot be read as a PDF at all.
func PDFSignatures(data []byte, roots *x509.CertPool) ([]Signature, error) {
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		return nil, errors.New("not a PDF file (no %PDF- header)")
	}
	var out []Signature
	for _, m := range byteRange.FindAllSubmatchIndex(data, -1) {
		var s Signature
		for i := range s.ByteRange {
			n, err := strconv.ParseInt(string(data[m[2+2*i]:m[3+2*i]]), 10, 64)
			if err != nil {
				n = -1
			}
			s.ByteRange[i] = n
		}
		s.Err = s.check(data, m[0], roots)
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, ErrUnsigned
	}
	return out, nil
}

// check verifies one signature whose /ByteRange starts at at.
func (s *Signature) check(data []byte, at int, roots *x509.CertPool) error {
	br, size := s.ByteRange, int64(len(data))
	if br[0] != 0 || br[1] <= 0 || br[2] <= br[1]+1 || br[3] < 0 || br[2]+br[3] > size {
		return fmt.Errorf("byte range %v does not fit the file (%d bytes)", br, size)
	}
	if data[br[1]] != '<' || data[br[2]-1] != '>' {
		return fmt.Errorf("byte range %v does not leave out exactly the signature's /Contents", br)
	}
	s.Whole = br[2]+br[3] == size
	der, err := hex.DecodeString(string(data[br[1]+1 : br[2]-1]))
	if err != nil {
		return fmt.Errorf("the signature's /Contents is not hexadecimal: %w", err)
	}
	s.readDict(data, at, br)
	p7, err := pkcs7.Parse(trimDER(der))
	if err != nil {
		return fmt.Errorf("the signature is not CMS: %w", err)
	}
	p7.Content = append(append([]byte(nil), data[br[0]:br[0]+br[1]]...), data[br[2]:br[2]+br[3]]...)
	s.describe(p7)
	if s.Signer == nil {
		return errors.New("the signature names no certificate")
	}
	if err := p7.VerifyWithChain(roots); err != nil {
		var mm *pkcs7.MessageDigestMismatchError
		if errors.As(err, &mm) {
			return errors.New("the signed bytes were changed after signing (digest mismatch)")
		}
		return err
	}
	return nil
}

// describe fills in the signer, chain and signing time of a parsed CMS.
func (s *Signature) describe(p7 *pkcs7.PKCS7) {
	s.Signer = p7.GetOnlySigner()
	for _, c := range p7.Certificates {
		if s.Signer == nil || !c.Equal(s.Signer) {
			s.Chain = append(s.Chain, c)
		}
	}
	_ = p7.UnmarshalSignedAttribute(pkcs7.OIDAttributeSigningTime, &s.Time)
}

// VerifyDetached checks a detached CMS signature of data; with roots, the chain
// must reach one of them at the signing time. It returns the signer and
// the signing time.
func VerifyDetached(data, sig []byte, roots *x509.CertPool) (*x509.Certificate, time.Time, error) {
	var at time.Time
	p7, err := pkcs7.Parse(sig)
	if err != nil {
		return nil, at, fmt.Errorf("not a CMS signature: %w", err)
	}
	if len(p7.Content) > 0 {
		return nil, at, errors.New("not a detached signature: it carries its own content")
	}
	p7.Content = data
	var s Signature
	s.describe(p7)
	if s.Signer == nil {
		return nil, at, errors.New("the signature names no single signer")
	}
	if err := p7.VerifyWithChain(roots); err != nil {
		var mm *pkcs7.MessageDigestMismatchError
		if errors.As(err, &mm) {
			return s.Signer, s.Time, errors.New("the signed file was changed after signing (digest mismatch)")
		}
		return s.Signer, s.Time, err
	}
	return s.Signer, s.Time, nil
}

// trimDER drops the zero padding after the CMS in a signature's /Contents.
func trimDER(der []byte) []byte {
	var raw asn1.RawValue
	if rest, err := asn1.Unmarshal(der, &raw); err == nil {
		return der[:len(der)-len(rest)]
	}
	return der
}

// readDict reads the text entries of the signature dictionary around the
// /ByteRange at at: from the "obj" before it to the "endobj" after the
// signature's /Contents, which is left out.
func (s *Signature) readDict(data []byte, at int, br [4]int64) {
	start := bytes.LastIndex(data[:at], []byte(" obj"))
	if start < 0 {
		start = 0
	}
	end := bytes.Index(data[br[2]:], []byte("endobj"))
	if end < 0 {
		end = len(data) - int(br[2])
	}
	dict := append(append([]byte(nil), data[start:br[1]]...), data[br[2]:int(br[2])+end]...)
	for key, dst := range map[string]*string{"Name": &s.Name, "Reason": &s.Reason, "ContactInfo": &s.ContactInfo, "Location": &s.Location, "M": &s.M} {
		*dst = dictString(dict, key)
	}
}

// dictString is the text of a string entry /key (...) or /key <...>.
func dictString(dict []byte, key string) string {
	re := regexp.MustCompile(`/` + key + `\s*([(<])`)
	m := re.FindSubmatchIndex(dict)
	if m == nil {
		return ""
	}
	i := m[2]
	var raw []byte
	if dict[i] == '<' {
		j := bytes.IndexByte(dict[i:], '>')
		if j < 0 {
			return ""
		}
		raw, _ = hex.DecodeString(string(bytes.Join(bytes.Fields(dict[i+1:i+j]), nil)))
	} else {
		raw = literal(dict[i+1:])
	}
	if len(raw) >= 2 && raw[0] == 0xfe && raw[1] == 0xff {
		u := make([]uint16, 0, len(raw)/2)
		for k := 2; k+1 < len(raw); k += 2 {
			u = append(u, uint16(raw[k])<<8|uint16(raw[k+1]))
		}
		return string(utf16.Decode(u))
	}
	r := make([]rune, len(raw)) // PDFDocEncoding: Latin-1 for what Veedor writes
	for k, b := range raw {
		r[k] = rune(b)
	}
	return string(r)
}

// literal reads a PDF literal string's bytes up to its closing parenthesis.
func literal(b []byte) []byte {
	var out []byte
	depth := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '\\' && i+1 < len(b):
			i++
			switch e := b[i]; e {
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case '\n':
			case '\r':
				if i+1 < len(b) && b[i+1] == '\n' {
					i++
				}
			default:
				if e >= '0' && e <= '7' {
					v, n := 0, 0
					for n < 3 && i < len(b) && b[i] >= '0' && b[i] <= '7' {
						v, n, i = v*8+int(b[i]-'0'), n+1, i+1
					}
					i--
					out = append(out, byte(v))
				} else {
					out = append(out, e)
				}
			}
		case c == '(':
			depth++
			out = append(out, c)
		case c == ')':
			if depth == 0 {
				return out
			}
			depth--
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}
