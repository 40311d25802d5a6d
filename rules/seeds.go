package rules

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Seeds reads the regulation texts so citations can be checked against them.
type Seeds struct {
	dir   string
	lines map[string][]string
}

// FindSeeds locates the seed folder: $VEEDOR_SEEDS, else shared/seeds beside
// the repository (searched upward from the working directory).
func FindSeeds() (string, error) {
	if d := os.Getenv("VEEDOR_SEEDS"); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		cand := filepath.Join(d, "..", "shared", "seeds")
		if fi, err := os.Stat(cand); err == nil && fi.IsDir() {
			return filepath.Clean(cand), nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("seed texts not found: set VEEDOR_SEEDS or place shared/seeds beside the repository")
		}
	}
}

// OpenSeeds prepares to read seeds from dir.
func OpenSeeds(dir string) *Seeds { return &Seeds{dir: dir, lines: map[string][]string{}} }

// Check verifies that the citation's quote stands on its line (spaces folded).
func (s *Seeds) Check(c Citation) error {
	lines, ok := s.lines[c.Seed]
	if !ok {
		f, err := os.Open(filepath.Join(s.dir, c.Seed))
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return err
		}
		s.lines[c.Seed] = lines
	}
	if c.Line < 1 || c.Line > len(lines) {
		return fmt.Errorf("%s: line %d out of range (1..%d)", c.Seed, c.Line, len(lines))
	}
	if c.Quote == "" || !strings.Contains(fold(lines[c.Line-1]), fold(c.Quote)) {
		return fmt.Errorf("%s L%d does not contain «%s»", c.Seed, c.Line, c.Quote)
	}
	if in, ok := Instruments[c.Instrument]; !ok || in.Seed != c.Seed {
		return fmt.Errorf("citation «%s»: instrument %q does not match seed %s", c.Quote, c.Instrument, c.Seed)
	}
	return nil
}

func fold(s string) string { return strings.Join(strings.Fields(s), " ") }
