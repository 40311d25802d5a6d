package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Assumption is a named reading of an ambiguous passage. Every ambiguity an
// audit depends on is one of these: the default is documented, the reading in
// force is listed in every report, and --assume ID=reading changes it.
type Assumption struct {
	ID       string     `json:"id"`
	Games    []string   `json:"games"`
	Title    Text       `json:"title"`
	Readings []Reading  `json:"readings"`
	Default  string     `json:"default"`
	Why      Text       `json:"why"`      // why the default
	Register []string   `json:"register"` // entries in the digests' ambiguity registers
	Cites    []Citation `json:"cites"`
}

// Reading is one way of reading the passage.
type Reading struct {
	ID   string `json:"id"`
	Text Text   `json:"text"`
}

var assumptions = map[string]*Assumption{}

// RegisterAssumption adds switches to the registry.
func RegisterAssumption(as ...*Assumption) {
	for _, a := range as {
		if _, dup := assumptions[a.ID]; dup {
			panic("rules: duplicate assumption " + a.ID)
		}
		assumptions[a.ID] = a
	}
}

// AllAssumptions returns every switch sorted by ID.
func AllAssumptions() []*Assumption {
	out := make([]*Assumption, 0, len(assumptions))
	for _, a := range assumptions {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Settings maps a switch ID to the reading in force.
type Settings map[string]string

// Defaults returns every switch at its default reading.
func Defaults() Settings {
	s := Settings{}
	for id, a := range assumptions {
		s[id] = a.Default
	}
	return s
}

// Is reports whether switch id is set to reading.
func (s Settings) Is(id, reading string) bool { return s[id] == reading }

// Set applies "ID=reading", refusing unknown switches and readings.
func (s Settings) Set(arg string) error {
	id, reading, ok := strings.Cut(arg, "=")
	if !ok {
		return fmt.Errorf("--assume %q: want ID=reading", arg)
	}
	a, known := assumptions[id]
	if !known {
		ids := make([]string, 0, len(assumptions))
		for _, x := range AllAssumptions() {
			ids = append(ids, x.ID)
		}
		return fmt.Errorf("--assume %q: unknown switch %q (known: %s)", arg, id, strings.Join(ids, ", "))
	}
	var names []string
	for _, r := range a.Readings {
		if r.ID == reading {
			s[id] = reading
			return nil
		}
		names = append(names, r.ID)
	}
	return fmt.Errorf("--assume %q: switch %s has no reading %q (readings: %s)", arg, id, reading, strings.Join(names, ", "))
}

// Lookup returns the switch with that ID.
func LookupAssumption(id string) (*Assumption, bool) {
	a, ok := assumptions[id]
	return a, ok
}
