package logs

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// CSV dialects (OpenOptions.CSVDialect; docs/log-format.md §2).
const (
	// DialectAuto reads each file as the contract's dialect unless the file
	// itself says otherwise: a UTF-16 byte-order mark (or the NUL bytes of
	// UTF-16 text) is decoded, and a header separated by ';' and holding no
	// ',' is read as the Spanish spreadsheet dialect.
	DialectAuto = "auto"
	// DialectRFC4180 is the contract's dialect only: UTF-8, ',' and '.'.
	DialectRFC4180 = "rfc4180"
	// DialectSpanishExcel is what a spreadsheet in Spanish saves as CSV:
	// ';' separator, decimal comma, Windows-1252 (UTF-8 when the file has a
	// UTF-8 byte-order mark or is valid UTF-8).
	DialectSpanishExcel = "es-excel"
)

// OpenOptions are the choices of OpenWith.
type OpenOptions struct {
	// CSVDialect is DialectAuto (or empty), DialectRFC4180 or
	// DialectSpanishExcel.
	CSVDialect string
}

// dialect is how one CSV file is read.
type dialect struct {
	enc     encoding.Encoding // nil: UTF-8, read as it is
	encName string
	comma   byte
	decimal byte
}

func (d dialect) label() string {
	return fmt.Sprintf("%s, '%c' separator, '%c' decimals", d.encName, d.comma, d.decimal)
}

// moneyColumns are the columns of type money, whose decimal mark depends
// on the dialect.
var moneyColumns = map[string]bool{"min_bet": true, "max_bet": true, "authorized_min": true,
	"stake": true, "returned": true, "paid": true, "commission": true}

// sniffEncoding finds the file's encoding and separator from its start
// (the decimal mark, when it depends on the file, is found later by
// scanDecimal, once the header is mapped).
func sniffEncoding(path, name string) (dialect, error) {
	d := dialect{encName: "UTF-8", comma: ',', decimal: '.'}
	fh, err := os.Open(path)
	if err != nil {
		return d, err
	}
	head := make([]byte, 8<<10) // enough for a header line
	n, err := io.ReadFull(fh, head)
	fh.Close()
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return d, fmt.Errorf("%s: %w", path, err)
	}
	head = head[:n]
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		d.enc, d.encName = unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), "UTF-16LE"
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		d.enc, d.encName = unicode.UTF16(unicode.BigEndian, unicode.UseBOM), "UTF-16BE"
	case len(head) >= 4 && head[0] != 0 && head[1] == 0 && head[2] != 0 && head[3] == 0:
		d.enc, d.encName = unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), "UTF-16LE"
	case len(head) >= 4 && head[0] == 0 && head[1] != 0 && head[2] == 0 && head[3] != 0:
		d.enc, d.encName = unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), "UTF-16BE"
	}
	if d.enc != nil && name == DialectRFC4180 {
		return d, fmt.Errorf("%s is %s; the rfc4180 CSV dialect reads UTF-8 only (save it as UTF-8, or read it with the auto dialect)", path, d.encName)
	}
	text := head
	if d.enc != nil {
		text, err = d.enc.NewDecoder().Bytes(head[:len(head)&^1])
		if err != nil {
			return d, fmt.Errorf("%s is %s and cannot be decoded: %v", path, d.encName, err)
		}
	}
	hdr := text
	if i := bytes.IndexByte(hdr, '\n'); i >= 0 {
		hdr = hdr[:i]
	}
	switch name {
	case DialectAuto, "":
		if bytes.IndexByte(hdr, ';') >= 0 && bytes.IndexByte(hdr, ',') < 0 {
			d.comma = ';'
		}
	case DialectSpanishExcel:
		d.comma, d.decimal = ';', ','
	}
	if d.comma == ';' && d.enc == nil && !bytes.HasPrefix(head, utf8BOM) {
		ok, err := validUTF8File(path)
		if err != nil {
			return d, err
		}
		if !ok {
			d.enc, d.encName = charmap.Windows1252, "Windows-1252"
		}
	}
	return d, nil
}

// validUTF8File reports whether the whole file is valid UTF-8.
func validUTF8File(path string) (bool, error) {
	fh, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer fh.Close()
	buf := make([]byte, 256<<10)
	carry := 0
	for {
		n, err := fh.Read(buf[carry:])
		n += carry
		if err != nil && err != io.EOF {
			return false, fmt.Errorf("%s: %w", path, err)
		}
		keep := 0
		if err == nil {
			// Hold back a character cut by the end of the buffer.
			for i := 1; i <= 3 && i <= n; i++ {
				if utf8.RuneStart(buf[n-i]) {
					if !utf8.FullRune(buf[n-i : n]) {
						keep = i
					}
					break
				}
			}
		}
		if !utf8.Valid(buf[:n-keep]) {
			return false, nil
		}
		if err == io.EOF {
			return true, nil
		}
		carry = copy(buf, buf[n-keep:n])
	}
}

// scanDecimal reads a ';'-separated file whole to find the decimal mark of
// its amounts: ',' unless they use '.' (then '.'), and an error when some
// use one and some the other. A value with both marks (a thousands
// separator) or with '.' and three digits after it (1.234: thousands, or
// three decimals?) is no evidence either way: such a row is rejected.
func (f *csvFile) scanDecimal() (byte, error) {
	st, _, err := f.openStream(false)
	if err != nil {
		return 0, err
	}
	defer st.close()
	var money []int
	for j, c := range schema[f.table] {
		if moneyColumns[c.name] && f.colAt[j] >= 0 {
			money = append(money, f.colAt[j])
		}
	}
	if len(money) == 0 {
		return ',', nil
	}
	type seen struct {
		line int
		v    string
	}
	var comma, point *seen
	for {
		err := st.r.read()
		if err == io.EOF {
			break
		}
		if _, ok := isParseError(err); ok {
			continue
		}
		if err != nil {
			return 0, fmt.Errorf("%s: %w", f.path, err)
		}
		if st.r.fields() != len(f.header) {
			continue
		}
		for _, i := range money {
			v := st.r.field(i)
			c, p := bytes.IndexByte(v, ','), bytes.IndexByte(v, '.')
			switch {
			case c >= 0 && p < 0 && comma == nil:
				comma = &seen{st.r.line, string(v)}
			case p >= 0 && c < 0 && point == nil && len(v)-p-1 >= 1 && len(v)-p-1 <= 2:
				point = &seen{st.r.line, string(v)}
			}
		}
		if comma != nil && point != nil {
			return 0, fmt.Errorf("%s separates with ';' but its amounts use both '.' and ',' as decimal mark (line %d: %s, line %d: %s); export it again with one of them",
				f.path, point.line, quote(point.v), comma.line, quote(comma.v))
		}
	}
	if point != nil {
		return '.', nil
	}
	return ',', nil
}
