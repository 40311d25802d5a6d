// Package sign signs Veedor's reports with a signer's certificate and checks
// such signatures: a PAdES signature appended to the PDF as an incremental
// update (github.com/digitorus/pdfsign), and a detached CMS signature of the
// manifest (github.com/digitorus/pkcs7). It knows nothing of audits: the
// reports package decides what is signed and what the manifest says.
package sign

import (
	"bytes"
	"crypto"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	xpkcs12 "golang.org/x/crypto/pkcs12"
)

// Credentials are a signer's private key, certificate and the issuers that
// came with it.
type Credentials struct {
	Key   crypto.Signer
	Cert  *x509.Certificate
	Chain []*x509.Certificate // the issuers, nearest first; may be empty
}

// Name is the signer as the certificate names them: the common name, else
// the whole subject.
func (c *Credentials) Name() string { return CertName(c.Cert) }

// CertName names a certificate's subject for a reader.
func CertName(c *x509.Certificate) string {
	if c == nil {
		return ""
	}
	if c.Subject.CommonName != "" {
		return c.Subject.CommonName
	}
	return c.Subject.String()
}

// Load reads a signer's key and certificate from a PKCS#12 file (.p12,
// .pfx, as a browser, Windows or OpenSSL exports it) or a PEM file holding
// the private key (plain, or "ENCRYPTED PRIVATE KEY" in PKCS#8) and the
// certificate with its issuers. It refuses a certificate that is not valid
// at now (expired or not yet valid), whose key usage excludes signing, or
// that does not belong to the key. A wrong passphrase is ErrPassphrase.
func Load(path string, passphrase string, now time.Time) (*Credentials, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var keys []any
	var certs []*x509.Certificate
	if bytes.Contains(data, []byte("-----BEGIN ")) {
		keys, certs, err = decodePEM(data, passphrase)
	} else {
		keys, certs, err = decodePKCS12(data, passphrase)
		var unsupported errUnsupported
		if errors.As(err, &unsupported) {
			// x/crypto reads the legacy forms this package leaves out (RC2).
			if k, c, xerr := decodeLegacy(data, passphrase); xerr == nil {
				keys, certs, err = k, c, nil
			} else if errors.Is(xerr, xpkcs12.ErrIncorrectPassword) {
				err = ErrPassphrase
			}
		}
	}
	if err != nil {
		return nil, err
	}
	c, err := pair(keys, certs)
	if err != nil {
		return nil, err
	}
	return c, c.check(now)
}

// check refuses a certificate no verifier would accept for a signature
// made now.
func (c *Credentials) check(now time.Time) error {
	cert := c.Cert
	switch {
	case now.After(cert.NotAfter):
		return fmt.Errorf("the certificate of %s expired on %s", c.Name(), cert.NotAfter.UTC().Format(time.RFC3339))
	case now.Before(cert.NotBefore):
		return fmt.Errorf("the certificate of %s is not valid until %s", c.Name(), cert.NotBefore.UTC().Format(time.RFC3339))
	case cert.KeyUsage != 0 && cert.KeyUsage&(x509.KeyUsageDigitalSignature|x509.KeyUsageContentCommitment) == 0:
		return fmt.Errorf("the certificate of %s is not for signatures (its key usage has neither digitalSignature nor nonRepudiation)", c.Name())
	}
	return nil
}

// pair finds the certificate of the (single) key and orders its issuers.
func pair(keys []any, certs []*x509.Certificate) (*Credentials, error) {
	if len(keys) != 1 {
		return nil, fmt.Errorf("want one private key in the file, found %d", len(keys))
	}
	key, ok := keys[0].(crypto.Signer)
	if !ok {
		return nil, fmt.Errorf("the private key (%T) cannot sign", keys[0])
	}
	pub, ok := key.Public().(interface{ Equal(crypto.PublicKey) bool })
	if !ok {
		return nil, fmt.Errorf("the private key (%T) cannot sign", keys[0])
	}
	c := &Credentials{Key: key}
	for _, cert := range certs {
		if pub.Equal(cert.PublicKey) {
			c.Cert = cert
			break
		}
	}
	if c.Cert == nil {
		return nil, fmt.Errorf("no certificate in the file belongs to its private key (%d certificates)", len(certs))
	}
	// The issuers, nearest first, as far as the file has them.
	for cur := c.Cert; !bytes.Equal(cur.RawIssuer, cur.RawSubject); {
		var next *x509.Certificate
		for _, cand := range certs {
			if bytes.Equal(cand.RawSubject, cur.RawIssuer) && cur.CheckSignatureFrom(cand) == nil && !inChain(c, cand) {
				next = cand
				break
			}
		}
		if next == nil {
			break
		}
		c.Chain = append(c.Chain, next)
		cur = next
	}
	return c, nil
}

func inChain(c *Credentials, cert *x509.Certificate) bool {
	if cert.Equal(c.Cert) {
		return true
	}
	for _, x := range c.Chain {
		if x.Equal(cert) {
			return true
		}
	}
	return false
}

// decodePEM reads certificates and a private key from PEM blocks.
func decodePEM(data []byte, passphrase string) (keys []any, certs []*x509.Certificate, err error) {
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			return keys, certs, nil
		}
		switch {
		case b.Type == "CERTIFICATE":
			c, err := x509.ParseCertificate(b.Bytes)
			if err != nil {
				return nil, nil, fmt.Errorf("PEM certificate: %w", err)
			}
			certs = append(certs, c)
		case b.Type == "ENCRYPTED PRIVATE KEY":
			k, err := decryptPKCS8(b.Bytes, passphrase, bmpString(passphrase))
			if err != nil {
				return nil, nil, err
			}
			keys = append(keys, k)
		case strings.HasSuffix(b.Type, "PRIVATE KEY"):
			if _, encrypted := b.Headers["DEK-Info"]; encrypted {
				return nil, nil, errors.New("a PEM key encrypted the legacy OpenSSL way (DEK-Info) is not read: convert it with openssl pkcs8 -topk8, or export a PKCS#12 file")
			}
			k, err := parseKey(b.Bytes)
			if err != nil {
				return nil, nil, err
			}
			keys = append(keys, k)
		}
	}
}

// decodeLegacy reads a PKCS#12 file through golang.org/x/crypto/pkcs12.
func decodeLegacy(data []byte, passphrase string) (keys []any, certs []*x509.Certificate, err error) {
	blocks, err := xpkcs12.ToPEM(data, passphrase)
	if err != nil {
		return nil, nil, err
	}
	for _, b := range blocks {
		if b.Type == "CERTIFICATE" {
			c, err := x509.ParseCertificate(b.Bytes)
			if err != nil {
				return nil, nil, err
			}
			certs = append(certs, c)
			continue
		}
		k, err := parseKey(b.Bytes)
		if err != nil {
			return nil, nil, err
		}
		keys = append(keys, k)
	}
	return keys, certs, nil
}
