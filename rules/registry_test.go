package rules_test

// The registry's lookups, the seeds finder and the citation check, each with
// a case that passes and one that must not (issue 23: every branch killed by
// the package's own tests).

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
)

func TestTextIn(t *testing.T) {
	tx := rules.Text{ES: "hola", EN: "hello"}
	if tx.In("en") != "hello" || tx.In("es") != "hola" || tx.In("ca") != "hola" {
		t.Errorf("In: en %q, es %q, ca %q", tx.In("en"), tx.In("es"), tx.In("ca"))
	}
	if got := (rules.Text{ES: "sólo"}).In("en"); got != "sólo" {
		t.Errorf("a text with no English gives %q, want the Spanish", got)
	}
}

func TestBasisForAndAppliesTo(t *testing.T) {
	r := &rules.Rule{ID: "T-X", Kind: rules.Violation, Games: []string{"ruleta-francesa", "black-jack"}, Basis: []rules.Basis{
		{Instrument: rules.ES1977, Games: []string{"ruleta-francesa"}},
		{Instrument: rules.CV2003},
	}}
	for _, c := range []struct {
		in, game string
		basis    bool
		applies  bool
	}{
		{rules.ES1977, "ruleta-francesa", true, true},
		{rules.ES1977, "black-jack", false, false},
		{rules.ES1977, "", true, true},
		{rules.CV2003, "black-jack", true, true},
		{rules.ES1979, "ruleta-francesa", false, false},
		{rules.CV2003, "dados", true, false}, // a basis for every game, but not a rule about dados
	} {
		if _, ok := r.BasisFor(c.in, c.game); ok != c.basis {
			t.Errorf("BasisFor(%s, %q) = %v, want %v", c.in, c.game, ok, c.basis)
		}
		if got := r.AppliesTo(c.in, c.game); got != c.applies {
			t.Errorf("AppliesTo(%s, %q) = %v, want %v", c.in, c.game, got, c.applies)
		}
	}
	dq := &rules.Rule{ID: "T-DQ", Kind: rules.DataQuality, Games: []string{"*"}}
	if !dq.AppliesTo(rules.ES1979, "dados") || !dq.ForGame("black-jack") {
		t.Error("a data-quality rule for every game does not apply everywhere")
	}
	if (&rules.Rule{Kind: rules.DataQuality, Games: []string{"black-jack"}}).AppliesTo(rules.ES1979, "dados") {
		t.Error("a data-quality rule applies to a game it is not about")
	}
}

func TestMatchesAndSelect(t *testing.T) {
	b := rules.Basis{Instrument: rules.CyL2008, Games: []string{"black-jack"}}
	for _, c := range []struct {
		region, game string
		want         bool
	}{
		{"cyl", "black-jack", true}, {"", "", true}, {"cyl", "", true}, {"es", "black-jack", false}, {"cyl", "dados", false},
	} {
		if got := b.Matches(c.region, c.game); got != c.want {
			t.Errorf("Matches(%q, %q) = %v, want %v", c.region, c.game, got, c.want)
		}
	}
	if (rules.Basis{Instrument: "xx-0000"}).Matches("", "") {
		t.Error("a basis under an unknown instrument matches")
	}
	if !(rules.Basis{Instrument: rules.CV2003}).Matches("cv", "dados") {
		t.Error("a basis for every game does not match one")
	}
	// The registry holds the roulette (imported by rules_test.go): RUL-PAYOUT
	// is selected for the roulette everywhere, never for black-jack.
	has := func(rs []*rules.Rule, id string) bool {
		for _, r := range rs {
			if r.ID == id {
				return true
			}
		}
		return false
	}
	if !has(rules.Select("cv", "ruleta-francesa"), "RUL-PAYOUT") || has(rules.Select("cv", "black-jack"), "RUL-PAYOUT") {
		t.Error("Select: RUL-PAYOUT is not selected for the roulette alone")
	}
	// Select holds exactly the rules with a basis in the region for the game.
	for _, region := range rules.Regions {
		sel := map[string]bool{}
		for _, r := range rules.Select(region, "ruleta-francesa") {
			sel[r.ID] = true
		}
		n := 0
		for _, r := range rules.All() {
			want := false
			for _, b := range r.Basis {
				want = want || (r.ForGame("ruleta-francesa") && b.Matches(region, "ruleta-francesa"))
			}
			if sel[r.ID] != want {
				t.Errorf("Select(%s, ruleta-francesa) has %s: %v, want %v", region, r.ID, sel[r.ID], want)
			}
			if !want {
				n++
			}
		}
		if region == "cv" && n == 0 {
			t.Error("no roulette rule lacks a Valencian basis: the check above proves nothing")
		}
	}
	if r, ok := rules.Lookup("RUL-PAYOUT"); !ok || r.ID != "RUL-PAYOUT" {
		t.Error("Lookup does not find RUL-PAYOUT")
	}
	if _, ok := rules.Lookup("RUL-NONE"); ok {
		t.Error("Lookup finds a rule that does not exist")
	}
	all := rules.All()
	for i := 1; i < len(all); i++ {
		if all[i-1].ID >= all[i].ID {
			t.Fatalf("All is not sorted by ID: %s before %s", all[i-1].ID, all[i].ID)
		}
	}
}

func TestRegisterRefusesDuplicates(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering RUL-PAYOUT twice did not panic")
		}
	}()
	rules.Register(&rules.Rule{ID: "RUL-PAYOUT"})
}

func TestRegisterAssumptionRefusesDuplicates(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering prison-release twice did not panic")
		}
	}()
	rules.RegisterAssumption(&rules.Assumption{ID: "prison-release"})
}

func TestSettings(t *testing.T) {
	s := rules.Defaults()
	if !s.Is("prison-release", "either") || s.Is("prison-release", "full") {
		t.Errorf("default prison-release is %q", s["prison-release"])
	}
	if err := s.Set("prison-release=halved"); err != nil || !s.Is("prison-release", "halved") {
		t.Errorf("Set: %v, now %q", err, s["prison-release"])
	}
	if a, ok := rules.LookupAssumption("prison-release"); !ok || a.Default != "either" {
		t.Error("LookupAssumption does not find prison-release")
	}
	if _, ok := rules.LookupAssumption("no-such-switch"); ok {
		t.Error("LookupAssumption finds a switch that does not exist")
	}
	all := rules.AllAssumptions()
	for i := 1; i < len(all); i++ {
		if all[i-1].ID >= all[i].ID {
			t.Fatalf("AllAssumptions is not sorted: %s before %s", all[i-1].ID, all[i].ID)
		}
	}
}

func TestSlug(t *testing.T) {
	for s, want := range map[string]bool{
		"ruleta-francesa": true, "un-pano": true, "v1.2": true, "0": true, "zona-9": true, "a0": true,
		"": false, "-x": false, "Rojo": false, "a b": false, "año": false, "a_b": false,
	} {
		if got := rules.Slug(s); got != want {
			t.Errorf("Slug(%q) = %v, want %v", s, got, want)
		}
	}
}

// FindSeeds takes $VEEDOR_SEEDS first, else shared/seeds beside an ancestor
// of the working directory.
func TestFindSeeds(t *testing.T) {
	t.Setenv("VEEDOR_SEEDS", "/some/where")
	if d, err := rules.FindSeeds(); err != nil || d != "/some/where" {
		t.Errorf("FindSeeds with VEEDOR_SEEDS = %q, %v", d, err)
	}
	t.Setenv("VEEDOR_SEEDS", "")
	root := t.TempDir()
	seeds := filepath.Join(root, "shared", "seeds")
	deep := filepath.Join(root, "repo", "rules", "x")
	for _, d := range []string{seeds, deep} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	if err := os.Chdir(deep); err != nil {
		t.Fatal(err)
	}
	if d, err := rules.FindSeeds(); err != nil || !sameDir(t, d, seeds) {
		t.Errorf("FindSeeds from %s = %q, %v; want %s", deep, d, err, seeds)
	}
	if err := os.Chdir(root); err != nil {
		t.Fatal(err)
	}
	lone := t.TempDir()
	if err := os.Chdir(lone); err != nil {
		t.Fatal(err)
	}
	// A temporary folder may still sit under a folder with shared/seeds
	// beside it; only when none exists must it fail.
	if d, err := rules.FindSeeds(); err == nil && !strings.HasSuffix(filepath.ToSlash(d), "shared/seeds") {
		t.Errorf("FindSeeds from %s = %q without error", lone, d)
	}
}

func sameDir(t *testing.T, a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// Check accepts a quote on its line (spaces folded) and refuses a wrong
// line, a line out of range, an empty quote, a missing seed and an
// instrument that does not own the seed.
func TestSeedsCheck(t *testing.T) {
	dir := t.TempDir()
	seed := rules.Instruments[rules.ES1977].Seed
	if err := os.WriteFile(filepath.Join(dir, seed), []byte("primera línea\nel   jugador gana\ntercera\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := rules.OpenSeeds(dir)
	ok := rules.Citation{Instrument: rules.ES1977, Seed: seed, Line: 2, Quote: "el jugador  gana"}
	if err := s.Check(ok); err != nil {
		t.Errorf("a quote on its line: %v", err)
	}
	for name, c := range map[string]rules.Citation{
		"wrong line":       {Instrument: rules.ES1977, Seed: seed, Line: 3, Quote: "el jugador gana"},
		"line 0":           {Instrument: rules.ES1977, Seed: seed, Line: 0, Quote: "primera"},
		"past the end":     {Instrument: rules.ES1977, Seed: seed, Line: 4, Quote: "tercera"},
		"empty quote":      {Instrument: rules.ES1977, Seed: seed, Line: 1, Quote: ""},
		"missing seed":     {Instrument: rules.ES1977, Seed: "none.txt", Line: 1, Quote: "primera"},
		"other instrument": {Instrument: rules.CV2003, Seed: seed, Line: 1, Quote: "primera"},
		"unknown instr.":   {Instrument: "xx-0000", Seed: seed, Line: 1, Quote: "primera"},
	} {
		if err := s.Check(c); err == nil {
			t.Errorf("%s: Check accepted %+v", name, c)
		}
	}
	if err := s.Check(rules.Citation{Instrument: rules.ES1977, Seed: seed, Line: 3, Quote: "tercera"}); err != nil {
		t.Errorf("the last line: %v", err)
	}
	if err := s.Check(rules.Citation{Instrument: rules.ES1977, Seed: seed, Line: 1, Quote: "primera"}); err != nil {
		t.Errorf("the first line: %v", err)
	}
}
