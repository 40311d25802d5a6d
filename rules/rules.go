// Package rules holds the Catálogo de Juegos as data: the instruments (which
// text is in force where and when), the rules an audit enforces with their
// legal basis, and the named readings of ambiguous passages. Game packages
// (rules/roulette, ...) register their rules here; the rules listing,
// docs/rules.md and every report read this one registry.
package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Text is a sentence in the two report languages.
type Text struct {
	ES string `json:"es"`
	EN string `json:"en"`
}

// In returns the text in lang ("es" or "en"); Spanish is the default.
func (t Text) In(lang string) string {
	if lang == "en" && t.EN != "" {
		return t.EN
	}
	return t.ES
}

// Severity orders findings for the reader; it never changes what is checked.
type Severity string

const (
	High   Severity = "high"   // money or a core rule of the game
	Medium Severity = "medium" // procedure, staffing, limits display
	Low    Severity = "low"    // formal, or resting on an ambiguous reading
	Info   Severity = "info"
)

// Severities lists the levels from most to least serious.
var Severities = []Severity{High, Medium, Low, Info}

// Kind separates breaches of the law from defects of the evidence.
type Kind string

const (
	Violation   Kind = "violation"
	DataQuality Kind = "data-quality"
)

// Citation is a legal basis: instrument, section, the seed file and line
// where the text stands, and a short verbatim quote of that line.
type Citation struct {
	Instrument string `json:"instrument"`
	Section    string `json:"section"`
	Seed       string `json:"seed"`
	Line       int    `json:"line"`
	Quote      string `json:"quote"`
}

func (c Citation) String() string {
	return fmt.Sprintf("%s, %s (%s L%d): «%s»", c.Instrument, c.Section, c.Seed, c.Line, c.Quote)
}

// Basis is the legal footing of a rule under one instrument. When the
// citations come from another instrument (a reference text standing in where
// the instrument in force is silent or missing), Note says why.
type Basis struct {
	Instrument string `json:"instrument"`
	// Games narrows the basis to some of the rule's games (empty: all).
	Games []string   `json:"games,omitempty"`
	Cites []Citation `json:"cites"`
	Note  Text       `json:"note,omitempty"`
}

// Own is the basis of a rule under instrument in that instrument's own
// words: cites are its lines.
func Own(instrument string, cites ...Citation) Basis {
	return Basis{Instrument: instrument, Cites: cites}
}

// Ref is the basis of a rule under instrument resting on another text's
// cites (a reference), note saying why.
func Ref(instrument string, note Text, cites ...Citation) Basis {
	return Basis{Instrument: instrument, Cites: cites, Note: note}
}

// T is a text in Spanish and English.
func T(es, en string) Text { return Text{ES: es, EN: en} }

// Cites lists citations (a shorthand for rule tables).
func Cites(c ...Citation) []Citation { return c }

// Rule is one check the audit performs.
type Rule struct {
	ID          string   `json:"id"`
	Games       []string `json:"games"`
	Kind        Kind     `json:"kind"`
	Severity    Severity `json:"severity"`
	Title       Text     `json:"title"`
	Doc         Text     `json:"doc"`
	Assumptions []string `json:"assumptions,omitempty"`
	Basis       []Basis  `json:"basis,omitempty"`
}

// BasisFor returns the rule's footing under an instrument for a game, or
// false when the rule does not apply there.
func (r *Rule) BasisFor(instrument, game string) (Basis, bool) {
	for _, b := range r.Basis {
		if b.Instrument != instrument {
			continue
		}
		if len(b.Games) == 0 || game == "" {
			return b, true
		}
		for _, g := range b.Games {
			if g == game {
				return b, true
			}
		}
	}
	return Basis{}, false
}

// AppliesTo reports whether the rule covers game under instrument. Data-quality
// rules apply everywhere.
func (r *Rule) AppliesTo(instrument, game string) bool {
	if !r.ForGame(game) {
		return false
	}
	if r.Kind == DataQuality {
		return true
	}
	_, ok := r.BasisFor(instrument, game)
	return ok
}

// ForGame reports whether the rule is about game ("" or "*" matches all).
func (r *Rule) ForGame(game string) bool {
	if game == "" {
		return true
	}
	for _, g := range r.Games {
		if g == game || g == "*" {
			return true
		}
	}
	return false
}

var registry = map[string]*Rule{}

// Register adds rules to the registry. IDs are stable forever; registering one
// twice is a programming error caught by the tests.
func Register(rs ...*Rule) {
	for _, r := range rs {
		if _, dup := registry[r.ID]; dup {
			panic("rules: duplicate rule ID " + r.ID)
		}
		registry[r.ID] = r
	}
}

// All returns every registered rule sorted by ID.
func All() []*Rule {
	out := make([]*Rule, 0, len(registry))
	for _, r := range registry {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Lookup finds a rule by ID.
func Lookup(id string) (*Rule, bool) {
	r, ok := registry[id]
	return r, ok
}

// Select returns the rules that apply in region (under any of its
// instruments) to game; empty strings match everything.
func Select(region, game string) []*Rule {
	var out []*Rule
	for _, r := range All() {
		if !r.ForGame(game) {
			continue
		}
		if r.Kind == DataQuality {
			out = append(out, r)
			continue
		}
		for _, b := range r.Basis {
			if b.Matches(region, game) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// Matches reports whether the basis is under an instrument of region and
// covers game (empty strings match everything).
func (b Basis) Matches(region, game string) bool {
	if in, ok := Instruments[b.Instrument]; !ok || (region != "" && in.Region != region) {
		return false
	}
	if game == "" || len(b.Games) == 0 {
		return true
	}
	for _, g := range b.Games {
		if g == game {
			return true
		}
	}
	return false
}

// Slug checks that s is a lower-case slug, the form of every log value.
func Slug(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return !strings.HasPrefix(s, "-")
}
