package main

import (
	"bytes"
	"strings"
	"testing"
)

// `veedor odds` prints the figures computed from the encoded rules; the
// values below are the published ones (shared/notes/references.md).
func TestOddsCommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--region", "cv", "--game", "punto-y-banca"}, []string{"403095751234560", "1.0558%", "1.2374%", "14.4382%"}},
		{[]string{"--region", "es", "--game", "punto-y-banca"}, []string{"2292252566437888", "1.0579%", "reconstructed table", "no tie bet"}},
		{[]string{"--region", "cyl", "--game", "black-jack"}, []string{"0.281921", "0.115473", "0.212471"}},
		{[]string{"--region", "es", "--game", "ruleta-americana"}, []string{"2.7027%", "1/74"}},
	} {
		var out, errs bytes.Buffer
		if code := run(append([]string{"veedor", "odds"}, c.args...), &out, &errs); code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs.String())
		}
		for _, w := range c.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%v: output lacks %q", c.args, w)
			}
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"veedor", "odds", "--region", "es", "--game", "ruleta-rusa"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), "no figures") {
		t.Errorf("unknown game: exit %d, %q", code, errs.String())
	}
}
