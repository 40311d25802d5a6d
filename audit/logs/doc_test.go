package logs

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docPath is the common part of the contract this package implements;
// examplePath holds its complete worked example (a roulette session).
const (
	docPath     = "../../docs/log-format.md"
	examplePath = "../../docs/log-format/roulette.md"
)

func readDoc(t *testing.T) []string { return readDocFile(t, docPath) }

func readDocFile(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(b), "\n")
}

// docExample returns the worked example's files: each "**name.csv**" line
// followed by a ```csv block.
func docExample(t *testing.T, lines []string) map[string]string {
	t.Helper()
	files := map[string]string{}
	name := ""
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.HasPrefix(l, "**") && strings.HasSuffix(l, ".csv**") {
			name = strings.TrimSuffix(strings.Trim(l, "*"), ".csv")
			continue
		}
		if l == "```csv" && name != "" {
			var b strings.Builder
			for i++; i < len(lines) && lines[i] != "```"; i++ {
				b.WriteString(lines[i] + "\n")
			}
			files[name] = b.String()
			name = ""
		}
	}
	return files
}

func TestDocExampleIsAValidLog(t *testing.T) {
	files := docExample(t, readDocFile(t, examplePath))
	if len(files) != 5 {
		t.Fatalf("the worked example shows %d files, want 5", len(files))
	}
	for _, tb := range Tables {
		// The roulette example is a version 1 log (which version 2 reads
		// unchanged); either header is in the documented order.
		if first, _, _ := strings.Cut(files[tb], "\n"); first != header(tb) && first != headerNow(tb) {
			t.Errorf("%s.csv header in the doc %q, want the documented order %q", tb, first, headerNow(tb))
		}
	}
	r := collect(t, writeRaw(t, files))
	if len(r.rejects) != 0 || len(r.sessions) != 1 || len(r.src.Notices()) != 0 {
		t.Fatalf("%d sessions, rejects %+v, notices %v", len(r.sessions), r.rejects, r.src.Notices())
	}
	s := r.sessions[0]
	if s.Game != "ruleta-francesa" || s.Variant != "dos-panos" || len(s.Staff) != 8 || len(s.Rounds) != 4 || len(s.Bets) != 9 || len(s.Events) != 1 {
		t.Fatalf("session %+v", s)
	}
	var roundNos []int
	for _, rd := range s.Rounds {
		roundNos = append(roundNos, rd.No)
	}
	if !slices.Equal(roundNos, []int{1, 2, 3, 4}) || !s.Rounds[2].Void() || s.Rounds[1].Outcome != "0" {
		t.Errorf("rounds %+v", s.Rounds)
	}
	bets := map[string]Bet{}
	for _, b := range s.Bets {
		bets[b.ID] = b
		if b.Stake < s.MinBet || b.Stake > s.MaxBet {
			t.Errorf("bet %s stake %s outside the limits", b.ID, b.Stake)
		}
		if b.Round == 3 {
			t.Errorf("bet %s on the void spin", b.ID)
		}
	}
	if b := bets["B001"]; b.Type != "pleno" || b.Returned != b.Stake || b.Paid != 35*b.Stake {
		t.Errorf("pleno win %+v", b)
	}
	if b := bets["B002"]; b.Type != "caballo" || b.Paid != 17*b.Stake {
		t.Errorf("caballo win %+v", b)
	}
	if b := bets["B005"]; b.Type != "rojo" || b.Round != 2 || b.Settled() != 4 || b.Returned != b.Stake || b.Paid != 0 {
		t.Errorf("rojo in prison %+v", b)
	}
	if b := bets["B006"]; b.Returned*2 != b.Stake || b.Paid != 0 {
		t.Errorf("half back %+v", b)
	}
	if b := bets["B009"]; b.Type != "vecinos-del-cero" || b.Stake != 9*b.Returned || b.Paid != 17*b.Returned {
		t.Errorf("vecinos %+v", b)
	}
	if e := s.Events[0]; e.Kind != "chip-in-wheel" || e.Round != 3 {
		t.Errorf("event %+v", e)
	}
}

// The column tables of the doc list the columns of the code, in order,
// with the same required/optional marks.
func TestDocColumnTables(t *testing.T) {
	lines := readDoc(t)
	row := regexp.MustCompile("^\\| `([a-z_]+)` \\| ([RO]) \\|")
	got := map[string][]column{}
	table := ""
	for _, l := range lines {
		if strings.HasPrefix(l, "#") {
			table = ""
			if name, ok := strings.CutPrefix(l, "### "); ok && slices.Contains(Tables, name) {
				table = name
			}
			continue
		}
		if m := row.FindStringSubmatch(l); m != nil && table != "" {
			got[table] = append(got[table], column{name: m[1], required: m[2] == "R"})
		}
	}
	for _, tb := range Tables {
		var want []column
		for _, c := range schema[tb] {
			want = append(want, column{name: c.name, required: c.required})
		}
		if !slices.Equal(got[tb], want) {
			t.Errorf("doc table %s: %v\ncode: %v", tb, got[tb], schema[tb])
		}
	}
	for _, role := range Roles {
		if !slices.Contains(lines, "| `"+role+"` | "+strings.ReplaceAll(strings.ReplaceAll(role, "-mesa", " de mesa"), "-", " ")+" |") {
			t.Errorf("role %s not in the doc's list of roles", role)
		}
	}
}

// The SQL schema shown in the doc is the one the writer creates.
func TestDocSQLSchema(t *testing.T) {
	var doc []string
	in := false
	for _, l := range readDoc(t) {
		switch {
		case l == "```sql":
			in = true
		case l == "```":
			in = false
		case in:
			doc = append(doc, strings.TrimSuffix(l, ";"))
		}
	}
	path := filepath.Join(t.TempDir(), "x.db")
	writeLog(t, path, nil)
	db, err := sql.Open("sqlite", sqliteDSN(path, "mode=ro"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT sql FROM sqlite_master ORDER BY type DESC, rowid`)
	if err != nil {
		t.Fatal(err)
	}
	var code []string
	for rows.Next() {
		var s string
		rows.Scan(&s)
		code = append(code, s)
	}
	rows.Close()
	slices.Sort(doc)
	slices.Sort(code)
	if !slices.Equal(doc, code) {
		t.Errorf("doc schema:\n%s\nwriter schema:\n%s", strings.Join(doc, "\n"), strings.Join(code, "\n"))
	}
}

// The caps and the identifier columns the doc states are the code's.
func TestDocCapsAndIdentifiers(t *testing.T) {
	lines := readDoc(t)
	text := strings.Join(lines, "\n")
	for _, want := range []string{
		fmt.Sprintf("| identifier | %d bytes |", maxIdent),
		fmt.Sprintf("`ball_dir`) | %d bytes |", maxShort),
		fmt.Sprintf("| `selection` | %d bytes |", maxSelection),
		fmt.Sprintf("| `outcome`, `dealt` | %d bytes |", maxNotation),
		fmt.Sprintf("does not define | %d bytes |", maxText),
		fmt.Sprintf("A CSV row holds at most %d fields, and a CSV header at most %d columns.", maxColumns, maxColumns),
		fmt.Sprintf("An SQLite row holds at most %d MiB.", maxSQLiteRow>>20),
		fmt.Sprintf("for at most %d KiB as written", maxQuotedRun>>10),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("docs/log-format.md does not say %q", want)
		}
	}
	row := regexp.MustCompile("^\\| `([a-z_]+)` \\| [RO] \\| ([a-z]+) \\|")
	for _, l := range lines {
		if m := row.FindStringSubmatch(l); m != nil && (m[2] == "identifier") != identColumns[m[1]] {
			t.Errorf("column %s: the doc says %s, the code identifier=%v", m[1], m[2], identColumns[m[1]])
		}
	}
}
