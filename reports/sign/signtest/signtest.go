// Package signtest makes throw-away signing certificates for tests: a CA
// and a leaf, written as PKCS#12 or PEM. No certificate is ever committed.
package signtest

import (
	"crypto"
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"hash"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
)

// Cert is a certificate and its key.
type Cert struct {
	Cert *x509.Certificate
	Key  crypto.Signer
}

// Options shape a leaf.
type Options struct {
	Name                string // common name (default "Inspectora de Prueba")
	NotBefore, NotAfter time.Time
	EC                  bool // ECDSA P-256 instead of RSA-2048
	KeyUsage            x509.KeyUsage
}

// CA makes a self-signed CA valid from an hour ago for ten years.
func CA(t testing.TB) Cert {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	tpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "Veedor Test CA", Organization: []string{"Veedor tests"}},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().AddDate(10, 0, 0),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tpl, tpl, key.Public(), key)
	if err != nil {
		t.Fatal(err)
	}
	c, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return Cert{c, key}
}

// Leaf makes a signing certificate issued by ca; by default valid from an
// hour ago for a year, for digital signatures and non-repudiation.
func Leaf(t testing.TB, ca Cert, o Options) Cert {
	t.Helper()
	if o.Name == "" {
		o.Name = "Inspectora de Prueba"
	}
	if o.NotBefore.IsZero() {
		o.NotBefore = time.Now().Add(-time.Hour)
	}
	if o.NotAfter.IsZero() {
		o.NotAfter = time.Now().AddDate(1, 0, 0)
	}
	if o.KeyUsage == 0 {
		o.KeyUsage = x509.KeyUsageDigitalSignature | x509.KeyUsageContentCommitment
	}
	var key crypto.Signer
	var err error
	if o.EC {
		key, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	} else {
		key, err = rsa.GenerateKey(rand.Reader, 2048)
	}
	if err != nil {
		t.Fatal(err)
	}
	serial, _ := rand.Int(rand.Reader, big.NewInt(1<<62))
	tpl := &x509.Certificate{
		SerialNumber: serial, Subject: pkix.Name{CommonName: o.Name, Country: []string{"ES"}},
		NotBefore: o.NotBefore, NotAfter: o.NotAfter, KeyUsage: o.KeyUsage,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageEmailProtection},
	}
	der, err := x509.CreateCertificate(rand.Reader, tpl, ca.Cert, key.Public(), ca.Key)
	if err != nil {
		t.Fatal(err)
	}
	c, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return Cert{c, key}
}

// WritePEM writes the leaf's key (PKCS#8, unencrypted), the leaf and the
// CA to dir/name and returns the path.
func WritePEM(t testing.TB, dir, name string, leaf, ca Cert) string {
	t.Helper()
	k, err := x509.MarshalPKCS8PrivateKey(leaf.Key)
	if err != nil {
		t.Fatal(err)
	}
	b := pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: k})
	b = append(b, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: leaf.Cert.Raw})...)
	b = append(b, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.Cert.Raw})...)
	return write(t, dir, name, b)
}

// WriteCAPEM writes the CA certificate alone, as a verifier trusts it.
func WriteCAPEM(t testing.TB, dir, name string, ca Cert) string {
	t.Helper()
	return write(t, dir, name, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.Cert.Raw}))
}

// WriteEncryptedPEM writes the leaf's key as a PKCS#8 "ENCRYPTED PRIVATE
// KEY" (PBES2, AES-256, PBKDF2-SHA-256), the leaf and the CA.
func WriteEncryptedPEM(t testing.TB, dir, name string, leaf, ca Cert, passphrase string) string {
	t.Helper()
	k, err := x509.MarshalPKCS8PrivateKey(leaf.Key)
	if err != nil {
		t.Fatal(err)
	}
	b := pem.EncodeToMemory(&pem.Block{Type: "ENCRYPTED PRIVATE KEY", Bytes: shroud(t, k, passphrase, false)})
	b = append(b, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: leaf.Cert.Raw})...)
	b = append(b, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.Cert.Raw})...)
	return write(t, dir, name, b)
}

// WritePKCS12 writes the leaf's key, the leaf and the CA as a PKCS#12 file:
// PBES2 (AES-256-CBC, PBKDF2-HMAC-SHA-256) with a SHA-256 MAC as OpenSSL 3
// exports it, or with legacy the 3DES PBE and a SHA-1 MAC of OpenSSL 1.x
// and Windows.
func WritePKCS12(t testing.TB, dir, name string, leaf, ca Cert, passphrase string, legacy bool) string {
	t.Helper()
	k, err := x509.MarshalPKCS8PrivateKey(leaf.Key)
	if err != nil {
		t.Fatal(err)
	}
	keyBag := bag{ID: oidShroudedKeyBag, Value: explicit(shroud(t, k, passphrase, legacy))}
	keyContents := marshal(t, []bag{keyBag})
	var certBags []bag
	for _, c := range []*x509.Certificate{leaf.Cert, ca.Cert} {
		cb := marshal(t, certBag{ID: oidX509Certificate, Data: explicit(marshal(t, c.Raw))})
		certBags = append(certBags, bag{ID: oidCertBag, Value: explicit(cb)})
	}
	alg, ct := encrypt(t, marshal(t, certBags), passphrase, legacy)
	ed := marshal(t, encryptedData{Version: 0, Info: encryptedContentInfo{ContentType: oidData, Alg: alg,
		Content: asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 0, Bytes: ct}}})
	authSafe := marshal(t, []contentInfo{
		{ContentType: oidData, Content: explicit(marshal(t, keyContents))},
		{ContentType: oidEncryptedData, Content: explicit(ed)},
	})
	salt := random(t, 8)
	h, macOID, iter := sha256.New, oidSHA256, 2048
	if legacy {
		h, macOID = sha1.New, oidSHA1
	}
	m := hmac.New(h, kdf(h, bmp(passphrase), salt, iter, 3, h().Size()))
	m.Write(authSafe)
	p := marshal(t, pfx{Version: 3, AuthSafe: contentInfo{ContentType: oidData, Content: explicit(marshal(t, authSafe))},
		Mac: macData{Mac: digestInfo{Alg: pkix.AlgorithmIdentifier{Algorithm: macOID, Parameters: asn1.NullRawValue}, Digest: m.Sum(nil)}, Salt: salt, Iterations: iter}})
	return write(t, dir, name, p)
}

func write(t testing.TB, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

var (
	oidData            = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 7, 1}
	oidEncryptedData   = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 7, 6}
	oidShroudedKeyBag  = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 10, 1, 2}
	oidCertBag         = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 10, 1, 3}
	oidX509Certificate = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 9, 22, 1}
	oidPBE3DES         = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 1, 3}
	oidPBES2           = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 5, 13}
	oidPBKDF2          = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 5, 12}
	oidHMACSHA256      = asn1.ObjectIdentifier{1, 2, 840, 113549, 2, 9}
	oidAES256CBC       = asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 1, 42}
	oidSHA1            = asn1.ObjectIdentifier{1, 3, 14, 3, 2, 26}
	oidSHA256          = asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 2, 1}
)

type pfx struct {
	Version  int
	AuthSafe contentInfo
	Mac      macData
}

type contentInfo struct {
	ContentType asn1.ObjectIdentifier
	Content     asn1.RawValue
}

type macData struct {
	Mac        digestInfo
	Salt       []byte
	Iterations int
}

type digestInfo struct {
	Alg    pkix.AlgorithmIdentifier
	Digest []byte
}

type encryptedData struct {
	Version int
	Info    encryptedContentInfo
}

type encryptedContentInfo struct {
	ContentType asn1.ObjectIdentifier
	Alg         pkix.AlgorithmIdentifier
	Content     asn1.RawValue
}

type bag struct {
	ID    asn1.ObjectIdentifier
	Value asn1.RawValue
}

type certBag struct {
	ID   asn1.ObjectIdentifier
	Data asn1.RawValue
}

type encryptedPrivateKeyInfo struct {
	Alg  pkix.AlgorithmIdentifier
	Data []byte
}

func explicit(der []byte) asn1.RawValue {
	return asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 0, IsCompound: true, Bytes: der}
}

func marshal(t testing.TB, v any) []byte {
	t.Helper()
	b, err := asn1.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func random(t testing.TB, n int) []byte {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return b
}

// shroud wraps a PKCS#8 key as an EncryptedPrivateKeyInfo.
func shroud(t testing.TB, key []byte, passphrase string, legacy bool) []byte {
	alg, ct := encrypt(t, key, passphrase, legacy)
	return marshal(t, encryptedPrivateKeyInfo{Alg: alg, Data: ct})
}

// encrypt applies PBES2/AES-256 or the legacy 3DES PBE.
func encrypt(t testing.TB, plain []byte, passphrase string, legacy bool) (pkix.AlgorithmIdentifier, []byte) {
	salt, iter := random(t, 16), 2048
	var block cipher.Block
	var iv []byte
	var alg pkix.AlgorithmIdentifier
	var err error
	if legacy {
		key := kdf(sha1.New, bmp(passphrase), salt, iter, 1, 24)
		iv = kdf(sha1.New, bmp(passphrase), salt, iter, 2, 8)
		block, err = des.NewTripleDESCipher(key)
		alg = pkix.AlgorithmIdentifier{Algorithm: oidPBE3DES, Parameters: asn1.RawValue{FullBytes: marshal(t, struct {
			Salt []byte
			Iter int
		}{salt, iter})}}
	} else {
		iv = random(t, 16)
		var key []byte
		key, err = pbkdf2.Key(sha256.New, passphrase, salt, iter, 32)
		if err != nil {
			t.Fatal(err)
		}
		block, err = aes.NewCipher(key)
		kdfParams := marshal(t, struct {
			Salt []byte
			Iter int
			PRF  pkix.AlgorithmIdentifier
		}{salt, iter, pkix.AlgorithmIdentifier{Algorithm: oidHMACSHA256, Parameters: asn1.NullRawValue}})
		params := marshal(t, struct {
			KDF, Scheme pkix.AlgorithmIdentifier
		}{
			pkix.AlgorithmIdentifier{Algorithm: oidPBKDF2, Parameters: asn1.RawValue{FullBytes: kdfParams}},
			pkix.AlgorithmIdentifier{Algorithm: oidAES256CBC, Parameters: asn1.RawValue{FullBytes: marshal(t, iv)}},
		})
		alg = pkix.AlgorithmIdentifier{Algorithm: oidPBES2, Parameters: asn1.RawValue{FullBytes: params}}
	}
	if err != nil {
		t.Fatal(err)
	}
	n := block.BlockSize() - len(plain)%block.BlockSize()
	padded := append(append([]byte(nil), plain...), make([]byte, n)...)
	for i := len(plain); i < len(padded); i++ {
		padded[i] = byte(n)
	}
	out := make([]byte, len(padded))
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, padded)
	return alg, out
}

func bmp(s string) []byte {
	var out []byte
	for _, c := range utf16.Encode([]rune(s)) {
		out = append(out, byte(c>>8), byte(c))
	}
	return append(out, 0, 0)
}

// kdf is RFC 7292 B.2 for 64-byte-block digests, written apart from the
// decoder's so that a shared mistake does not pass unseen (the OpenSSL
// round trip in the sign tests checks both against a third).
func kdf(h func() hash.Hash, pass, salt []byte, iter, id, n int) []byte {
	const v = 64
	ext := func(b []byte) []byte {
		out := []byte{}
		for len(b) > 0 && len(out) < v*((len(b)+v-1)/v) {
			out = append(out, b...)
		}
		return out[:v*((len(b)+v-1)/v)]
	}
	I := append(ext(salt), ext(pass)...)
	D := make([]byte, v)
	for i := range D {
		D[i] = byte(id)
	}
	var res []byte
	for len(res) < n {
		x := h()
		x.Write(append(append([]byte(nil), D...), I...))
		a := x.Sum(nil)
		for i := 1; i < iter; i++ {
			x = h()
			x.Write(a)
			a = x.Sum(nil)
		}
		res = append(res, a...)
		B := make([]byte, v)
		for i := range B {
			B[i] = a[i%len(a)]
		}
		bi := new(big.Int).SetBytes(B)
		bi.Add(bi, big.NewInt(1))
		mod := new(big.Int).Lsh(big.NewInt(1), 8*v)
		for j := 0; j < len(I); j += v {
			s := new(big.Int).SetBytes(I[j : j+v])
			s.Add(s, bi).Mod(s, mod)
			sb := s.FillBytes(make([]byte, v))
			copy(I[j:j+v], sb)
		}
	}
	return res[:n]
}

// Pdfsig runs poppler's pdfsig on path and returns its report. Where it is
// not installed the test is skipped, except in CI (CI set), which installs
// poppler-utils: there the check must run, so the test fails.
func Pdfsig(t testing.TB, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdfsig"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdfsig (poppler-utils) is not on the PATH: CI must check signatures with it")
		}
		t.Skip("pdfsig (poppler-utils) not on the PATH")
	}
	out, _ := exec.Command("pdfsig", path).CombinedOutput() // its status is 0 even for a broken signature
	return string(out)
}

// PdfsigValid: pdfsig finds exactly one signature, valid, over the whole
// document.
func PdfsigValid(out string) bool {
	return strings.Count(out, "Signature #") == 1 && strings.Contains(out, "Signature Validation: Signature is Valid.") &&
		strings.Contains(out, "Total document signed")
}
