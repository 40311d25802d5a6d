package reports

import "testing"

func TestDialectInTheReportsLanguage(t *testing.T) {
	for _, c := range []struct{ l, in, want string }{
		{"es", "UTF-8, ',' separator, '.' decimals", "UTF-8, separador ',', decimales '.'"},
		{"es", "Windows-1252, ';' separator, ',' decimals", "Windows-1252, separador ';', decimales ','"},
		{"ca", "UTF-8, ',' separator, '.' decimals", "UTF-8, separador ',', decimals '.'"},
		{"en", "UTF-8, ',' separator, '.' decimals", "UTF-8, ',' separator, '.' decimals"},
		{"es", "something else", "something else"},
	} {
		if got := dialectIn(c.l, c.in); got != c.want {
			t.Errorf("dialectIn(%q, %q) = %q, want %q", c.l, c.in, got, c.want)
		}
	}
}
