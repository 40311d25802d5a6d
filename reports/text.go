package reports

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/rules"
)

// Free text in a report comes from the log (identifiers, amounts as typed)
// or from the audit's sentences, which quote the log. A report must not let
// it disguise itself: a line break inside a session ID would print as a
// line of its own (reading like a waiver mark), and "RF-S0002" followed by a
// zero-width space looks exactly like "RF-S0002" in Excel. neutral is the one
// place every writer (PDF, workbook, JSON, manifest) sends such text
// through: control characters, line and paragraph separators, and invisible
// format characters (zero-width, bidi overrides, byte-order marks, variation
// selectors, fillers) are written as visible escapes (`\n`, `\u200b`), and
// bytes that are not UTF-8 as U+FFFD.

// oneLine neutralises a field that is one line by nature (an ID, a
// sentence, a path): a line break in it is shown as `\n`.
func oneLine(s string) string { return neutral(s, false) }

// block neutralises text whose line breaks the report put there itself
// (a list of citations, one per line): they are kept.
func block(s string) string { return neutral(s, true) }

func neutral(s string, keepNewlines bool) string {
	if clean(s, keepNewlines) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune(utf8.RuneError)
		case r == '\n' && keepNewlines:
			b.WriteByte('\n')
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case invisible(r):
			if r > 0xffff {
				fmt.Fprintf(&b, `\U%08x`, r)
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// clean is the fast path: most text (Spanish sentences included) needs no
// change and is returned as it is, without allocating.
func clean(s string, keepNewlines bool) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c < 0x7f || c == '\n' && keepNewlines {
				i++
				continue
			}
			return false
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || invisible(r) {
			return false
		}
		i += n
	}
	return true
}

// invisible: characters that print as nothing or move other text.
func invisible(r rune) bool {
	switch {
	case r >= 0xa0 && r < 0x300 && r != 0xad, r >= 0x2010 && r < 0x2028, r >= 0x2030 && r < 0x2060, r >= 0x2070 && r < 0x3164:
		return false // Latin letters, punctuation, €, arrows, maths: the usual, decided quickly
	}
	return unicode.IsControl(r) || // C0, DEL, C1 (NEL)
		unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point)
}

// legalNames are the instruments' short legal names, derived once from their
// titles in rules/instruments.go.
var legalNames = func() map[string]string {
	m := map[string]string{}
	for id, in := range rules.Instruments {
		if n := legalName(in.Title); n != "" {
			m[id] = n
		}
	}
	return m
}()

var (
	numbered = regexp.MustCompile(`\b(Decreto|Orden|Ley|Resolución) (\d+/\d{4})`)
	dated    = regexp.MustCompile(`\b(Decreto|Orden|Ley|Resolución) de (\d{1,2}) de ([a-z]+) de (\d{4})`)
	months   = map[string]string{"enero": "I", "febrero": "II", "marzo": "III", "abril": "IV", "mayo": "V", "junio": "VI",
		"julio": "VII", "agosto": "VIII", "septiembre": "IX", "setiembre": "IX", "octubre": "X", "noviembre": "XI", "diciembre": "XII"}
)

// legalName is how an inspector names a text: "Decreto 2/2008" for a
// numbered one, "Orden 9-X-1979" (day, month in Roman numerals, year) for a
// dated one; "" when the title gives neither.
// The first text the title names is the instrument itself; those after it
// are the texts it amends.
func legalName(title string) string {
	n, d := numbered.FindStringSubmatchIndex(title), dated.FindStringSubmatchIndex(title)
	if n != nil && (d == nil || n[0] < d[0]) {
		return title[n[2]:n[3]] + " " + title[n[4]:n[5]]
	}
	if d != nil {
		if mo, ok := months[title[d[6]:d[7]]]; ok {
			return title[d[2]:d[3]] + " " + title[d[4]:d[5]] + "-" + mo + "-" + title[d[8]:d[9]]
		}
	}
	return ""
}

// instrumentName is an instrument's legal name, or its ID when it has none.
func instrumentName(id string) string {
	if n, ok := legalNames[id]; ok {
		return n
	}
	return id
}

// citeText renders a citation as an inspector writes it: "Orden 9-X-1979,
// 01.VI, línea 121: «quote»". The seed file it was checked against is
// internal and stays in the annex (citeTraced).
func citeText(c rules.Citation, lb *labels) string {
	if c == (rules.Citation{}) {
		return ""
	}
	var b strings.Builder
	b.WriteString(instrumentName(c.Instrument))
	if c.Section != "" {
		b.WriteString(", " + c.Section)
	}
	if c.Line > 0 {
		b.WriteString(", " + strings.ToLower(lb.Line) + " " + strconv.Itoa(c.Line))
	}
	if c.Quote != "" {
		b.WriteString(": «" + c.Quote + "»")
	}
	return b.String()
}

// citeTraced is citeText with the seed file, for the annex of rules.
func citeTraced(c rules.Citation, lb *labels) string {
	s := citeText(c, lb)
	if c.Seed == "" {
		return s
	}
	ref := fmt.Sprintf("[%s %s]", lb.Seed, c.Seed)
	if i := strings.Index(s, ": «"); i >= 0 {
		return s[:i] + " " + ref + s[i:]
	}
	return s + " " + ref
}

// registerWords are the status words of the digests' ambiguity registers,
// which are written in English; a Spanish or Valencian report shows them in
// its language. The English glosses in brackets are left out there: the
// switch's title and readings say the same in the report's language.
var registerWords = []struct{ en, es, ca string }{
	{"NOT SPECIFIED", "no especificado", "no especificat"},
	{"NOT IN SOURCE", "no consta en el texto", "no consta en el text"},
	{"AMBIGUOUS", "ambiguo", "ambigu"},
	{"DERIVED", "deducido", "deduït"},
	{"INFO only", "solo informativo", "només informatiu"},
	{"general principle", "principio general", "principi general"},
}

var gloss = regexp.MustCompile(`\s*\([^()]*\)`)

// registerEntry writes a register reference ("cv-2003 01.5 NOT SPECIFIED
// (zero splits)") in the report's language.
func registerEntry(s, l string) string {
	if l == "en" {
		return s
	}
	// Status words inside a gloss are kept before the gloss goes.
	var kept []string
	for _, m := range gloss.FindAllString(s, -1) {
		for _, w := range registerWords {
			if strings.Contains(m, w.en) {
				kept = append(kept, w.en)
			}
		}
	}
	s = strings.TrimSpace(gloss.ReplaceAllString(s, ""))
	for _, w := range kept {
		if !strings.Contains(s, w) {
			s += " " + w
		}
	}
	for _, w := range registerWords {
		to := w.es
		if l == "ca" {
			to = w.ca
		}
		s = strings.ReplaceAll(s, w.en, to)
	}
	return s
}

// registerText lists a switch's register entries in the report's language.
func registerText(entries []string, l, sep string) string {
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = registerEntry(e, l)
	}
	return strings.Join(out, sep)
}

// keepTogether joins what must not be split over two lines of a PDF cell
// with non-breaking spaces (gofpdf breaks lines at ASCII spaces only): an
// amount and its euro sign, a time and its offset, a citation's line and its
// number. A date may still end a line before its time, which narrow columns
// need.
var keepTogether = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`(\d) (€)`), "$1\u00a0$2"},
	{regexp.MustCompile(`\b(línea|line|línia) (\d)`), "$1\u00a0$2"},
	{regexp.MustCompile(`(\d{2}:\d{2}(?::\d{2})?) (\([+-]\d{2}:\d{2}\)|[+-]\d{2}:\d{2}\b|UTC\b)`), "$1\u00a0$2"},
}

func nonBreaking(s string) string {
	if !strings.ContainsRune(s, ' ') {
		return s
	}
	for _, k := range keepTogether {
		s = k.re.ReplaceAllString(s, k.with)
	}
	return s
}

func oneLineText(t rules.Text) rules.Text { return rules.Text{ES: oneLine(t.ES), EN: oneLine(t.EN)} }

// neutralFinding is a copy of f with its free text neutralised, for the
// JSON (the PDF and the workbook neutralise each field as they print it).
func neutralFinding(f *audit.Finding) *audit.Finding {
	g := *f
	g.Rule, g.Casino, g.Table, g.Session, g.Game = oneLine(f.Rule), oneLine(f.Casino), oneLine(f.Table), oneLine(f.Session), oneLine(f.Game)
	g.Bet, g.Dealer, g.Instrument, g.Column = oneLine(f.Bet), oneLine(f.Dealer), oneLine(f.Instrument), oneLine(f.Column)
	g.Title, g.Detail, g.Expected, g.Recorded = oneLineText(f.Title), oneLineText(f.Detail), oneLineText(f.Expected), oneLineText(f.Recorded)
	g.ReferenceNote = oneLineText(f.ReferenceNote)
	g.Source.File, g.Source.Table = oneLine(f.Source.File), oneLine(f.Source.Table)
	if f.Assumptions != nil {
		g.Assumptions = make([]string, len(f.Assumptions))
		for i, a := range f.Assumptions {
			g.Assumptions[i] = oneLine(a)
		}
	}
	return &g
}

// neutralHead is a shallow copy of r whose log-derived text (log path,
// inputs, sessions, croupiers, notices, unusable-log sentences) is
// neutralised; the findings are left to neutralFinding, one at a time.
func neutralHead(r *audit.Result) *audit.Result {
	rc := *r
	rc.Log = oneLine(r.Log)
	rc.Inputs = neutralInputs(r.Inputs)
	rc.Sessions = make([]audit.SessionSummary, len(r.Sessions))
	for i, s := range r.Sessions {
		s.ID, s.Casino, s.Table, s.Game, s.Variant = oneLine(s.ID), oneLine(s.Casino), oneLine(s.Table), oneLine(s.Game), oneLine(s.Variant)
		s.Instrument, s.Reason = oneLine(s.Instrument), oneLine(s.Reason)
		rc.Sessions[i] = s
	}
	rc.Dealers = make([]audit.DealerCount, len(r.Dealers))
	for i, d := range r.Dealers {
		d.Casino, d.Dealer = oneLine(d.Casino), oneLine(d.Dealer)
		rc.Dealers[i] = d
	}
	if r.Notices != nil {
		rc.Notices = make([]string, len(r.Notices))
		for i, n := range r.Notices {
			rc.Notices[i] = oneLine(n)
		}
	}
	if r.Unusable != nil {
		rc.Unusable = make([]rules.Text, len(r.Unusable))
		for i, u := range r.Unusable {
			rc.Unusable[i] = oneLineText(u)
		}
	}
	return &rc
}

func neutralInputs(in []audit.Input) []audit.Input {
	out := make([]audit.Input, len(in))
	for i, x := range in {
		x.Path, x.SHA256, x.Dialect = oneLine(x.Path), oneLine(x.SHA256), oneLine(x.Dialect)
		out[i] = x
	}
	return out
}

// The reader's notices are English sentences of two known forms; a Spanish
// or Valencian report writes those in its language and any other as given.
var (
	noticeTableColumn = regexp.MustCompile(`^(.*): table (\S+): unknown column "(.*)" ignored$`)
	noticeColumn      = regexp.MustCompile(`^(.*): unknown column "(.*)" ignored$`)
)

func noticeText(n string, lb *labels) string {
	n = oneLine(n)
	if m := noticeTableColumn.FindStringSubmatch(n); m != nil {
		return fmt.Sprintf(lb.NoticeTableColumn, m[1], m[2], m[3])
	}
	if m := noticeColumn.FindStringSubmatch(n); m != nil {
		return fmt.Sprintf(lb.NoticeColumn, m[1], m[2])
	}
	return n
}

// sessionReasons are the reasons sessions were rejected in both languages:
// the engine keeps one language in SessionSummary.Reason, both in the
// session's DQ-SESSION finding.
func sessionReasons(r *audit.Result) map[[2]string]rules.Text { return r.SessionReasons() }

// sessionReason is why s was rejected, in the report's language.
func sessionReason(s *audit.SessionSummary, reasons map[[2]string]rules.Text, l string) string {
	if t, ok := reasons[[2]string{s.Casino, s.ID}]; ok && t.In(textLang(l)) != "" {
		return oneLine(t.In(textLang(l)))
	}
	return oneLine(s.Reason)
}

// roundsNote says why the summary's rounds audited (rounds played) differ
// from the rounds table's rows audited (void rounds are checked, not
// played); "" when they agree or the log has no rounds table.
func roundsNote(r *audit.Result, t audit.Totals, lb *labels, l string) []string {
	var out []string
	for _, c := range r.Counts {
		switch {
		case c.Table == "rounds" && c.Audited != int64(t.Rounds):
			out = append(out, fmt.Sprintf(lb.RoundsNote, fmtInt(int64(t.Rounds), l), fmtInt(c.Audited, l), fmtInt(c.Audited-int64(t.Rounds), l)))
		case c.Table == "bets" && c.Audited != int64(t.Bets):
			out = append(out, fmt.Sprintf(lb.BetsNote, fmtInt(int64(t.Bets), l), fmtInt(c.Audited, l)))
		}
	}
	return out
}
