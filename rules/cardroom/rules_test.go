package cardroom

import (
	"testing"

	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/seedtest"
)

// Every quote stands on its seed line, and the rule applies exactly where
// MaxMixed sets a limit.
func TestBasis(t *testing.T) {
	r, ok := rules.Lookup(RuleJefeTables)
	if !ok {
		t.Fatal("rule not registered")
	}
	seedtest.Check(t, seedtest.RuleCites([]*rules.Rule{r})...)
	for _, in := range []string{rules.ES1977, rules.ES1979, rules.ES1984, rules.CyL2008, rules.CV2003} {
		_, has := r.BasisFor(in, "black-jack")
		if has != (MaxMixed[in] > 0) {
			t.Errorf("%s: basis %v, limit %d", in, has, MaxMixed[in])
		}
	}
}
