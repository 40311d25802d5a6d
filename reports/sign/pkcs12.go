package sign

// PKCS#12 (RFC 7292) decoding, reduced to what a signer's exported
// certificate needs: the private key and its certificates, under
//
//   - PBES2 with PBKDF2 (HMAC-SHA-1/224/256/384/512) and AES-128/192/256-CBC
//     or DES-EDE3-CBC: OpenSSL 3's default, Windows' "AES256-SHA256", Firefox
//     and Java exports;
//   - pbeWithSHAAnd3-KeyTripleDES-CBC: the legacy form of OpenSSL 1.x and
//     Windows' "TripleDES-SHA1";
//
// with the integrity MAC in HMAC-SHA-1/256/384/512. golang.org/x/crypto/pkcs12
// (already in the module graph) reads only the legacy forms with a SHA-1 MAC,
// so it is kept as the fallback for what this file does not read (40-bit RC2,
// which OpenSSL 1.x uses for the certificates) and nothing else.

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"errors"
	"fmt"
	"hash"
	"unicode/utf16"
)

var (
	oidData            = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 7, 1}
	oidEncryptedData   = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 7, 6}
	oidKeyBag          = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 10, 1, 1}
	oidShroudedKeyBag  = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 10, 1, 2}
	oidCertBag         = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 10, 1, 3}
	oidX509Certificate = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 9, 22, 1}
	oidPBE3DES         = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 12, 1, 3}
	oidPBES2           = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 5, 13}
	oidPBKDF2          = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 5, 12}
	oidDESEDE3CBC      = asn1.ObjectIdentifier{1, 2, 840, 113549, 3, 7}
	oidAES128CBC       = asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 1, 2}
	oidAES192CBC       = asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 1, 22}
	oidAES256CBC       = asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 1, 42}
)

// hashes names the digests a MAC or a PRF may use, by OID.
var hashes = []struct {
	digest, hmac asn1.ObjectIdentifier
	new          func() hash.Hash
	block        int // v of RFC 7292 B.2
}{
	{asn1.ObjectIdentifier{1, 3, 14, 3, 2, 26}, asn1.ObjectIdentifier{1, 2, 840, 113549, 2, 7}, sha1.New, 64},
	{asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 2, 4}, asn1.ObjectIdentifier{1, 2, 840, 113549, 2, 8}, sha256.New224, 64},
	{asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 2, 1}, asn1.ObjectIdentifier{1, 2, 840, 113549, 2, 9}, sha256.New, 64},
	{asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 2, 2}, asn1.ObjectIdentifier{1, 2, 840, 113549, 2, 10}, sha512.New384, 128},
	{asn1.ObjectIdentifier{2, 16, 840, 1, 101, 3, 4, 2, 3}, asn1.ObjectIdentifier{1, 2, 840, 113549, 2, 11}, sha512.New, 128},
}

// ErrPassphrase: the MAC or the decryption failed with the passphrase given.
var ErrPassphrase = errors.New("the passphrase is wrong (or none was given)")

// errUnsupported is an algorithm this file does not read.
type errUnsupported struct{ what string }

func (e errUnsupported) Error() string { return "unsupported " + e.what }

type pfxPDU struct {
	Version  int
	AuthSafe contentInfo
	MacData  macData `asn1:"optional"`
}

type contentInfo struct {
	ContentType asn1.ObjectIdentifier
	Content     asn1.RawValue `asn1:"tag:0,explicit,optional"`
}

type macData struct {
	Mac        digestInfo
	MacSalt    []byte
	Iterations int `asn1:"optional,default:1"`
}

type digestInfo struct {
	Algorithm pkix.AlgorithmIdentifier
	Digest    []byte
}

type encryptedData struct {
	Version              int
	EncryptedContentInfo encryptedContentInfo
}

type encryptedContentInfo struct {
	ContentType                asn1.ObjectIdentifier
	ContentEncryptionAlgorithm pkix.AlgorithmIdentifier
	EncryptedContent           []byte `asn1:"tag:0,optional"`
}

type safeBag struct {
	ID         asn1.ObjectIdentifier
	Value      asn1.RawValue   `asn1:"tag:0,explicit"`
	Attributes []asn1.RawValue `asn1:"set,optional"`
}

type certBag struct {
	ID   asn1.ObjectIdentifier
	Data []byte `asn1:"tag:0,explicit"`
}

type encryptedPrivateKeyInfo struct {
	Algorithm     pkix.AlgorithmIdentifier
	EncryptedData []byte
}

type pbeParams struct {
	Salt       []byte
	Iterations int
}

type pbes2Params struct {
	KDF    pkix.AlgorithmIdentifier
	Scheme pkix.AlgorithmIdentifier
}

type pbkdf2Params struct {
	Salt       []byte
	Iterations int
	KeyLength  int                      `asn1:"optional"`
	PRF        pkix.AlgorithmIdentifier `asn1:"optional"`
}

// decodePKCS12 returns the private keys and certificates of a PFX.
func decodePKCS12(data []byte, passphrase string) (keys []any, certs []*x509.Certificate, err error) {
	var pfx pfxPDU
	if rest, err := asn1.Unmarshal(data, &pfx); err != nil {
		return nil, nil, fmt.Errorf("not a PKCS#12 file (or not in DER): %w", err)
	} else if len(rest) > 0 {
		return nil, nil, errors.New("not a PKCS#12 file: trailing data")
	}
	if pfx.Version != 3 || !pfx.AuthSafe.ContentType.Equal(oidData) {
		return nil, nil, errUnsupported{"PKCS#12 layout (only password integrity is read)"}
	}
	var authSafe []byte
	if _, err := asn1.Unmarshal(pfx.AuthSafe.Content.Bytes, &authSafe); err != nil {
		return nil, nil, fmt.Errorf("PKCS#12: %w", err)
	}
	bmp := bmpString(passphrase)
	if pfx.MacData.Mac.Algorithm.Algorithm != nil {
		err := verifyMAC(&pfx.MacData, authSafe, bmp)
		if errors.Is(err, ErrPassphrase) && passphrase == "" {
			bmp = nil // an empty passphrase may be no passphrase at all
			err = verifyMAC(&pfx.MacData, authSafe, bmp)
		}
		if err != nil {
			return nil, nil, err
		}
	}
	var infos []contentInfo
	if _, err := asn1.Unmarshal(authSafe, &infos); err != nil {
		return nil, nil, fmt.Errorf("PKCS#12: %w", err)
	}
	for _, ci := range infos {
		var contents []byte
		switch {
		case ci.ContentType.Equal(oidData):
			if _, err := asn1.Unmarshal(ci.Content.Bytes, &contents); err != nil {
				return nil, nil, fmt.Errorf("PKCS#12: %w", err)
			}
		case ci.ContentType.Equal(oidEncryptedData):
			var ed encryptedData
			if _, err := asn1.Unmarshal(ci.Content.Bytes, &ed); err != nil {
				return nil, nil, fmt.Errorf("PKCS#12: %w", err)
			}
			eci := ed.EncryptedContentInfo
			if contents, err = decrypt(eci.ContentEncryptionAlgorithm, eci.EncryptedContent, passphrase, bmp); err != nil {
				return nil, nil, err
			}
		default:
			return nil, nil, errUnsupported{"PKCS#12 content " + ci.ContentType.String()}
		}
		var bags []safeBag
		if _, err := asn1.Unmarshal(contents, &bags); err != nil {
			if pfx.MacData.Mac.Algorithm.Algorithm == nil {
				return nil, nil, ErrPassphrase // no MAC: bad contents mean a bad key
			}
			return nil, nil, fmt.Errorf("PKCS#12: %w", err)
		}
		for _, bag := range bags {
			switch {
			case bag.ID.Equal(oidCertBag):
				var cb certBag
				if _, err := asn1.Unmarshal(bag.Value.Bytes, &cb); err != nil {
					return nil, nil, fmt.Errorf("PKCS#12 certificate: %w", err)
				}
				if !cb.ID.Equal(oidX509Certificate) {
					continue // an SDSI certificate or a CRL: not ours
				}
				c, err := x509.ParseCertificate(cb.Data)
				if err != nil {
					return nil, nil, fmt.Errorf("PKCS#12 certificate: %w", err)
				}
				certs = append(certs, c)
			case bag.ID.Equal(oidKeyBag):
				k, err := parseKey(bag.Value.Bytes)
				if err != nil {
					return nil, nil, err
				}
				keys = append(keys, k)
			case bag.ID.Equal(oidShroudedKeyBag):
				k, err := decryptPKCS8(bag.Value.Bytes, passphrase, bmp)
				if err != nil {
					return nil, nil, err
				}
				keys = append(keys, k)
			}
		}
	}
	return keys, certs, nil
}

// decryptPKCS8 opens an EncryptedPrivateKeyInfo (a PKCS#12 shrouded key
// bag, or a PEM "ENCRYPTED PRIVATE KEY").
func decryptPKCS8(der []byte, passphrase string, bmp []byte) (any, error) {
	var epki encryptedPrivateKeyInfo
	if _, err := asn1.Unmarshal(der, &epki); err != nil {
		return nil, fmt.Errorf("encrypted private key: %w", err)
	}
	plain, err := decrypt(epki.Algorithm, epki.EncryptedData, passphrase, bmp)
	if err != nil {
		return nil, err
	}
	k, err := parseKey(plain)
	if err != nil {
		return nil, ErrPassphrase // decrypted to garbage that happened to unpad
	}
	return k, nil
}

func parseKey(der []byte) (any, error) {
	if k, err := x509.ParsePKCS8PrivateKey(der); err == nil {
		return k, nil
	}
	if k, err := x509.ParsePKCS1PrivateKey(der); err == nil {
		return k, nil
	}
	if k, err := x509.ParseECPrivateKey(der); err == nil {
		return k, nil
	}
	return nil, errors.New("private key: not PKCS#8, PKCS#1 or SEC 1")
}

func verifyMAC(md *macData, content, bmp []byte) error {
	h, v := hashFor(md.Mac.Algorithm.Algorithm, false)
	if h == nil {
		return errUnsupported{"PKCS#12 MAC " + md.Mac.Algorithm.Algorithm.String() + " (PBMAC1 is not read: export with a SHA-1 or SHA-256 MAC)"}
	}
	key := pkcs12KDF(h, v, bmp, md.MacSalt, md.Iterations, 3, h().Size())
	m := hmac.New(h, key)
	m.Write(content)
	if !hmac.Equal(m.Sum(nil), md.Mac.Digest) {
		return ErrPassphrase
	}
	return nil
}

// decrypt undoes a password-based encryption of PKCS#12 or PKCS#5.
func decrypt(alg pkix.AlgorithmIdentifier, data []byte, passphrase string, bmp []byte) ([]byte, error) {
	var block cipher.Block
	var iv []byte
	switch {
	case alg.Algorithm.Equal(oidPBE3DES):
		var p pbeParams
		if _, err := asn1.Unmarshal(alg.Parameters.FullBytes, &p); err != nil {
			return nil, fmt.Errorf("PBE parameters: %w", err)
		}
		key := pkcs12KDF(sha1.New, 64, bmp, p.Salt, p.Iterations, 1, 24)
		iv = pkcs12KDF(sha1.New, 64, bmp, p.Salt, p.Iterations, 2, 8)
		b, err := des.NewTripleDESCipher(key)
		if err != nil {
			return nil, err
		}
		block = b
	case alg.Algorithm.Equal(oidPBES2):
		var p pbes2Params
		if _, err := asn1.Unmarshal(alg.Parameters.FullBytes, &p); err != nil {
			return nil, fmt.Errorf("PBES2 parameters: %w", err)
		}
		if !p.KDF.Algorithm.Equal(oidPBKDF2) {
			return nil, errUnsupported{"PBES2 key derivation " + p.KDF.Algorithm.String()}
		}
		var kp pbkdf2Params
		if _, err := asn1.Unmarshal(p.KDF.Parameters.FullBytes, &kp); err != nil {
			return nil, fmt.Errorf("PBKDF2 parameters: %w", err)
		}
		prf := sha1.New
		if kp.PRF.Algorithm != nil {
			if prf, _ = hashFor(kp.PRF.Algorithm, true); prf == nil {
				return nil, errUnsupported{"PBKDF2 function " + kp.PRF.Algorithm.String()}
			}
		}
		var size int
		switch {
		case p.Scheme.Algorithm.Equal(oidAES128CBC):
			size = 16
		case p.Scheme.Algorithm.Equal(oidAES192CBC):
			size = 24
		case p.Scheme.Algorithm.Equal(oidAES256CBC):
			size = 32
		case p.Scheme.Algorithm.Equal(oidDESEDE3CBC):
			size = 24
		default:
			return nil, errUnsupported{"PBES2 cipher " + p.Scheme.Algorithm.String()}
		}
		if _, err := asn1.Unmarshal(p.Scheme.Parameters.FullBytes, &iv); err != nil {
			return nil, fmt.Errorf("PBES2 IV: %w", err)
		}
		// PBES2 takes the passphrase's own bytes (UTF-8), not the BMPString.
		key, err := pbkdf2.Key(prf, passphrase, kp.Salt, kp.Iterations, size)
		if err != nil {
			return nil, err
		}
		if p.Scheme.Algorithm.Equal(oidDESEDE3CBC) {
			block, err = des.NewTripleDESCipher(key)
		} else {
			block, err = aes.NewCipher(key)
		}
		if err != nil {
			return nil, err
		}
	default:
		return nil, errUnsupported{"encryption " + alg.Algorithm.String()}
	}
	if len(iv) != block.BlockSize() || len(data) == 0 || len(data)%block.BlockSize() != 0 {
		return nil, errors.New("encrypted data of a wrong length")
	}
	out := make([]byte, len(data))
	cipher.NewCBCDecrypter(block, iv).CryptBlocks(out, data)
	n := int(out[len(out)-1])
	if n == 0 || n > block.BlockSize() || !bytes.Equal(out[len(out)-n:], bytes.Repeat([]byte{byte(n)}, n)) {
		return nil, ErrPassphrase
	}
	return out[:len(out)-n], nil
}

// hashFor finds a digest by its OID (or its HMAC's OID when hmacOID).
func hashFor(oid asn1.ObjectIdentifier, hmacOID bool) (func() hash.Hash, int) {
	for _, h := range hashes {
		if hmacOID && oid.Equal(h.hmac) || !hmacOID && oid.Equal(h.digest) {
			return h.new, h.block
		}
	}
	return nil, 0
}

// bmpString is the passphrase as PKCS#12 hashes it: UTF-16BE with a
// terminating zero.
func bmpString(s string) []byte {
	u := utf16.Encode([]rune(s))
	out := make([]byte, 0, 2*len(u)+2)
	for _, c := range u {
		out = append(out, byte(c>>8), byte(c))
	}
	return append(out, 0, 0)
}

// pkcs12KDF is the key derivation of RFC 7292, appendix B.2: id 1 for a
// key, 2 for an IV, 3 for a MAC key; v is the digest's block size.
func pkcs12KDF(h func() hash.Hash, v int, password, salt []byte, iterations, id, size int) []byte {
	fill := func(b []byte) []byte {
		if len(b) == 0 {
			return nil
		}
		out := make([]byte, v*((len(b)+v-1)/v))
		for i := range out {
			out[i] = b[i%len(b)]
		}
		return out
	}
	d := bytes.Repeat([]byte{byte(id)}, v)
	in := append(fill(salt), fill(password)...)
	var out []byte
	for {
		hh := h()
		hh.Write(d)
		hh.Write(in)
		a := hh.Sum(nil)
		for i := 1; i < iterations; i++ {
			hh.Reset()
			hh.Write(a)
			a = hh.Sum(a[:0])
		}
		out = append(out, a...)
		if len(out) >= size {
			return out[:size]
		}
		b := make([]byte, v)
		for i := range b {
			b[i] = a[i%len(a)]
		}
		for j := 0; j < len(in); j += v {
			carry := 1 // I_j = I_j + B + 1 (mod 2^8v)
			for k := v - 1; k >= 0; k-- {
				s := int(in[j+k]) + int(b[k]) + carry
				in[j+k], carry = byte(s), s>>8
			}
		}
	}
}
