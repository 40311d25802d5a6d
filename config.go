package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
)

// A configuration file keeps a crontab line short: one "key = value" per
// line, "#" starts a comment, blank lines are ignored, a value may be put
// in double quotes (needed only for an empty value, or to keep spaces at its
// ends). The keys are the long names of the audit command's flags (plus
// log, the LOG argument); "assume" may be repeated. A flag given on the
// command line overrides the file's key (for assume, all of the file's
// readings). docs/operations.md documents the format with an example.
//
// The file is --config FILE, or else $VEEDOR_CONFIG; there is no implicit
// file, so a run does what its command line and named file say.

// configKeys are the keys a configuration file may hold.
var configKeys = map[string]bool{
	"log": true, "region": true, "store": true, "since": true, "until": true, "wait": true, "trend-runs": true,
	"pdf": true, "xlsx": true, "json": true, "manifest": true, "lang": true, "assume": true,
	"max-per-rule": true, "quiet": true, "verbose": true,
}

type configEntry struct {
	key, value string
	line       int
}

type config struct {
	path    string
	entries []configEntry
}

// get returns the last value of key ("" and false when absent).
func (c *config) get(key string) (string, bool) {
	v, ok := "", false
	if c == nil {
		return v, ok
	}
	for _, e := range c.entries {
		if e.key == key {
			v, ok = e.value, true
		}
	}
	return v, ok
}

// parseConfig reads the key = value format.
func parseConfig(path string, data []byte) (*config, error) {
	cfg := &config{path: path}
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("%s:%d: want key = value, got %q", path, n, line)
		}
		key, value = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(value)
		if !configKeys[key] {
			return nil, fmt.Errorf("%s:%d: unknown key %q (known: %s)", path, n, key, knownKeys())
		}
		if len(value) >= 2 && value[0] == '"' && value[len(value)-1] == '"' {
			value = value[1 : len(value)-1]
		} else if i := strings.Index(value, " #"); i >= 0 {
			value = strings.TrimSpace(value[:i]) // a comment after the value
		}
		if key == "quiet" || key == "verbose" {
			b, err := parseBool(value)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", path, n, key, err)
			}
			value = b
		}
		cfg.entries = append(cfg.entries, configEntry{key, value, n})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return cfg, nil
}

func knownKeys() string {
	order := []string{"log", "region", "store", "since", "until", "wait", "trend-runs", "pdf", "xlsx", "json", "manifest", "lang", "assume", "max-per-rule", "quiet", "verbose"}
	return strings.Join(order, ", ")
}

func parseBool(s string) (string, error) {
	switch strings.ToLower(s) {
	case "true", "yes", "on", "1":
		return "true", nil
	case "false", "no", "off", "0", "":
		return "false", nil
	}
	return "", fmt.Errorf("%q is not true or false", s)
}

// loadConfig reads --config, or $VEEDOR_CONFIG; nil when neither is given
// (--config "" ignores $VEEDOR_CONFIG).
func loadConfig(c *cli.Context) (*config, error) {
	path := c.String("config")
	if !c.IsSet("config") {
		path = os.Getenv("VEEDOR_CONFIG")
	}
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("configuration file: %w", err)
	}
	return parseConfig(path, data)
}

// apply sets every flag of c the file names and the command line did not
// set; keys of flags c does not have (log, or audit keys for waive) are
// left to the caller.
func (cfg *config) apply(c *cli.Context) error {
	if cfg == nil {
		return nil
	}
	has := map[string]bool{}
	for _, f := range c.Command.Flags {
		for _, n := range f.Names() {
			has[n] = true
		}
	}
	given := map[string]bool{}
	for _, e := range cfg.entries {
		if has[e.key] && c.IsSet(e.key) && !given[e.key] {
			continue // the command line wins
		}
		if !has[e.key] {
			continue
		}
		given[e.key] = true
		if err := c.Set(e.key, e.value); err != nil {
			return fmt.Errorf("%s:%d: %s: %v", cfg.path, e.line, e.key, err)
		}
	}
	return nil
}

// expandDate fills the placeholders a path may hold: {date} is the
// production date (2006-01-02, in the production time's offset),
// {yesterday} the day before, so a nightly report keeps its own name and a
// folder of the day's logs can be named.
func expandDate(s string, at time.Time) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return strings.NewReplacer("{date}", at.Format("2006-01-02"), "{yesterday}", at.AddDate(0, 0, -1).Format("2006-01-02")).Replace(s)
}
