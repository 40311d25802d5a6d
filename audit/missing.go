package audit

import (
	"sort"

	"github.com/veedor/veedor/rules"
)

// Missing tallies the rows on which a column some check needs is not
// recorded, one count per key (a column and the rules it leaves
// unchecked). A check skipped for want of data is said, never silent: at
// the end of the session Report files one DQ-MISSING finding per key, in
// key order, with the number of rows. The zero value is ready to use.
type Missing struct {
	byKey map[string]*missingTally
}

type missingTally struct {
	column, rules string
	n             int
}

// Add counts one row of key on which column is missing, leaving rules
// (their IDs, as the finding names them) unchecked.
func (m *Missing) Add(key, column, rules string) {
	if m.byKey == nil {
		m.byKey = map[string]*missingTally{}
	}
	t, ok := m.byKey[key]
	if !ok {
		t = &missingTally{column: column, rules: rules}
		m.byKey[key] = t
	}
	t.n++
}

// Report files the tallies as DQ-MISSING findings of the session.
func (m *Missing) Report(c *Context) {
	keys := make([]string, 0, len(m.byKey))
	for k := range m.byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t := m.byKey[k]
		c.Report(Finding{Rule: DQMissing, Column: t.column, Recorded: Textf("%d filas", "%d rows", t.n),
			Detail: Textf("%s no consta (%d casos): %s no se comprueba(n) donde falta.", "%s is not recorded (%d cases): %s not checked where it is missing.", t.column, t.n, t.rules)})
	}
}

// Cite returns citation i of rule's basis for game under the session's
// instrument: the zero Citation (which Report reads as the basis's first)
// when the rule, its basis or that citation does not exist.
func (c *Context) Cite(game, rule string, i int) rules.Citation {
	r, ok := rules.Lookup(rule)
	if !ok {
		return rules.Citation{}
	}
	b, ok := r.BasisFor(c.Instrument.ID, game)
	if !ok || i < 0 || i >= len(b.Cites) {
		return rules.Citation{}
	}
	return b.Cites[i]
}

// Readings names switches with the reading in force ("id=reading"), for
// Finding.Assumptions.
func (c *Context) Readings(ids ...string) []string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		out = append(out, id+"="+c.Assume[id])
	}
	return out
}
