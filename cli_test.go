package main

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
)

// --csv-dialect reaches the reader, and the dialect each file was read in
// is in the reports (audit.Input.Dialect).
func TestAuditCSVDialect(t *testing.T) {
	decimal := regexp.MustCompile(`(\d)\.(\d\d)\b`)
	spanish := map[string]string{}
	for k, v := range cleanLog {
		spanish[k] = decimal.ReplaceAllString(strings.ReplaceAll(v, ",", ";"), "$1,$2")
	}
	log := writeLog(t, spanish)
	for _, c := range []struct {
		dialect string
		code    int
		want    string
	}{
		{"es-excel", exitClean, `"dialect": "`},
		{"auto", exitClean, `"dialect": "`},
		{"rfc4180", exitUnusable, `missing column "session_id"`},
		{"excel", exitUnusable, `unknown CSV dialect "excel"`},
	} {
		r := reportsIn(t.TempDir())
		o := veedor(t, append(append([]string{"audit", "--region", "es", "--csv-dialect", c.dialect}, r.args()...), log)...)
		if o.code != c.code {
			t.Fatalf("%s: %v", c.dialect, o)
		}
		if c.code != exitClean {
			if !strings.Contains(o.stderr, c.want) {
				t.Errorf("%s: stderr lacks %q: %v", c.dialect, c.want, o)
			}
			continue
		}
		var doc struct {
			Inputs []struct{ Path, Dialect string }
		}
		b, _ := os.ReadFile(r.json)
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		if len(doc.Inputs) != 5 {
			t.Fatalf("%s: inputs %+v", c.dialect, doc.Inputs)
		}
		for _, in := range doc.Inputs {
			if !strings.Contains(in.Dialect, "';'") {
				t.Errorf("%s: %s read as %q, want the ';' dialect named", c.dialect, in.Path, in.Dialect)
			}
		}
	}
}
