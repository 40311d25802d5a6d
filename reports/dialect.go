package reports

import (
	"fmt"
	"strings"
)

// dialectIn writes how a CSV file was read (audit/logs writes it in
// English, "UTF-8, ',' separator, '.' decimals", as the manifest keeps it)
// in the report's language; a text of another shape is left as it is.
func dialectIn(l, s string) string {
	if l == "en" {
		return s
	}
	var enc string
	var sep, dec rune
	parts := strings.Split(s, ", ")
	if len(parts) != 3 {
		return s
	}
	enc = parts[0]
	if _, err := fmt.Sscanf(parts[1], "'%c' separator", &sep); err != nil {
		return s
	}
	if _, err := fmt.Sscanf(parts[2], "'%c' decimals", &dec); err != nil {
		return s
	}
	if l == "ca" {
		return fmt.Sprintf("%s, separador '%c', decimals '%c'", enc, sep, dec)
	}
	return fmt.Sprintf("%s, separador '%c', decimales '%c'", enc, sep, dec)
}
