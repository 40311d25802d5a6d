package circulo

import (
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

// A split's shares read as each language writes euros in a finding's
// sentence, not as the log's raw amounts.
func TestShareListInEachLanguage(t *testing.T) {
	got := shareList([]logs.Cents{30452, 10151})
	if want := "304,52 €, 101,51 €"; got.ES != want {
		t.Errorf("es: %q, want %q", got.ES, want)
	}
	if want := "€304.52, €101.51"; got.EN != want && got.EN != "304.52 €, 101.51 €" {
		t.Errorf("en: %q, want the English euro form of 304.52 and 101.51", got.EN)
	}
}
