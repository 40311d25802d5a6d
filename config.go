package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
)

// A configuration file keeps a crontab line short: one "key = value" per
// line, "#" starts a comment, blank lines are ignored, a value may be put
// in double quotes (needed only for an empty value, or to keep spaces at its
// ends). Lines may end in CRLF (a file written with Notepad). The keys are
// the long names of the audit command's flags (plus log, the LOG argument);
// only "assume" may be repeated: any other key given twice is an error, as
// is a {placeholder} other than {date} and {yesterday} in a path. A flag
// given on the command line overrides the file's key (for assume, all of
// the file's readings). docs/operations.md documents the format with an
// example.
//
// The file is --config FILE, or else $VEEDOR_CONFIG, or else veedor.conf in
// the platform's configuration folder (userConfigFile) when it exists.
// --config "" or an empty $VEEDOR_CONFIG reads no file at all.

// configKeys are the keys a configuration file may hold.
// pathKeys are the keys (and flags) whose values are paths, where {date}
// and {yesterday} are filled in (expandDate).
var pathKeys = []string{"log", "store", "pdf", "xlsx", "json", "manifest"}

var configKeys = map[string]bool{
	"log": true, "region": true, "store": true, "since": true, "until": true, "wait": true, "trend-runs": true,
	"pdf": true, "xlsx": true, "json": true, "manifest": true, "lang": true, "assume": true,
	"max-per-rule": true, "quiet": true, "verbose": true,
	"sign": true, "sign-passphrase-env": true, "sign-passphrase-file": true, // never the passphrase itself
	"statistics": true, "stat-method": true, "stat-level": true, "fail-on-statistical": true,
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
		if key != "assume" {
			for _, e := range cfg.entries {
				if e.key == key {
					return nil, fmt.Errorf("%s:%d: %s is given twice (first on line %d): keep one", path, n, key, e.line)
				}
			}
		}
		if len(value) >= 2 && value[0] == '"' && value[len(value)-1] == '"' {
			value = value[1 : len(value)-1]
		} else if i := strings.Index(value, " #"); i >= 0 {
			value = strings.TrimSpace(value[:i]) // a comment after the value
		}
		if slices.Contains(pathKeys, key) {
			if err := checkPlaceholders(value); err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %w", path, n, key, err)
			}
		}
		if key == "quiet" || key == "verbose" || key == "statistics" || key == "fail-on-statistical" {
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
	order := []string{"log", "region", "store", "since", "until", "wait", "trend-runs", "pdf", "xlsx", "json", "manifest", "lang", "assume", "max-per-rule", "quiet", "verbose", "sign", "sign-passphrase-env", "sign-passphrase-file", "statistics", "stat-method", "stat-level", "fail-on-statistical"}
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

// userConfigFile is the configuration file read when neither --config nor
// $VEEDOR_CONFIG is given: veedor/veedor.conf in os.UserConfigDir()
// ($XDG_CONFIG_HOME or ~/.config on Linux, ~/Library/Application Support on
// macOS, %AppData% on Windows); "" when the platform has no such folder.
func userConfigFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "veedor", "veedor.conf")
}

// loadConfig reads --config, or $VEEDOR_CONFIG, or userConfigFile when it
// exists; nil when none applies (--config "" or VEEDOR_CONFIG="" read no
// file at all).
func loadConfig(c *cli.Context) (*config, error) {
	path, named := c.String("config"), true
	if !c.IsSet("config") {
		var set bool
		if path, set = os.LookupEnv("VEEDOR_CONFIG"); !set {
			path, named = userConfigFile(), false
		}
	}
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if !named && errors.Is(err, fs.ErrNotExist) {
		return nil, nil // the platform's file is optional; a named one is not
	}
	if err != nil {
		return nil, fmt.Errorf("configuration file: %w", err)
	}
	return parseConfig(path, data)
}

// placeholder is a {name} in a path.
var placeholder = regexp.MustCompile(`\{[^{}]*\}`)

// checkPlaceholders refuses a path with a {placeholder} expandDate does not
// fill, which would otherwise be left in the file name as written.
func checkPlaceholders(path string) error {
	for _, p := range placeholder.FindAllString(path, -1) {
		if p != "{date}" && p != "{yesterday}" {
			return fmt.Errorf("unknown placeholder %s in %q (known: {date}, {yesterday})", p, path)
		}
	}
	return nil
}

// apply checks the placeholders of the paths given on the command line,
// then sets every flag of c the file names and the command line did not
// set, or only those of only when given (waive takes store and wait, not
// the audit's until); keys of flags c does not have (log) are left to the
// caller.
func (cfg *config) apply(c *cli.Context, only ...string) error {
	for _, k := range pathKeys {
		if c.IsSet(k) {
			if err := checkPlaceholders(c.String(k)); err != nil {
				return fmt.Errorf("--%s: %w", k, err)
			}
		}
	}
	for _, a := range c.Args().Slice() {
		if err := checkPlaceholders(a); err != nil {
			return fmt.Errorf("the LOG argument: %w", err)
		}
	}
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
		if !has[e.key] || len(only) > 0 && !slices.Contains(only, e.key) {
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
