// Package reports writes an audit.Result as a PDF report for the reader, an
// Excel workbook with every finding for the analyst, and JSON for machines.
// The writers never recompute a rule: they only lay out what the audit found.
// Output is deterministic byte for byte for the same Result, so a report's
// SHA-256 can be quoted and reproduced.
package reports

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	statistics "github.com/veedor/veedor/audit/stats"
	"github.com/veedor/veedor/rules"
)

// Options tune the human-readable reports.
type Options struct {
	Lang string // "es" (default) or "en"
	// MaxFindingsPerRule caps the findings the PDF lists per rule; the rest
	// are counted and left to the workbook. 0 means 200.
	MaxFindingsPerRule int
	// IDs are the findings' stable identities (audit/history.IDs), in the
	// Result's order. When set, the workbook, the JSON and the PDF show
	// each finding's, so a reviewer can copy it into a waiver.
	IDs []string
	// FindingIDs, when set and IDs is not, names the findings as they are
	// streamed instead (a fresh audit/history.Namer's ID per pass), so an
	// audit of millions of findings need not hold their IDs.
	FindingIDs func() func(*audit.Finding) string
	// Nightly, when set, adds what the findings store knows: a section of
	// the PDF and a sheet of the workbook on what is new since the previous
	// run, the waivers and the trend; each finding marked new or waived.
	Nightly *Nightly
	// Statistics, when set, adds the statistical audit (audit/stats): a
	// section of the PDF, sheets of the workbook, findings in the JSON.
	Statistics *statistics.Report
	// Signed, when set, names the signer in the cover's signature box
	// (sign.go); nil leaves the box blank, as every unsigned run has it.
	Signed *Signed
}

const defaultMaxFindings = 200

// hasIDs reports whether the reports show the findings' IDs.
func (o Options) hasIDs() bool { return o.IDs != nil || o.FindingIDs != nil }

// idSeq gives the findings' IDs during one pass over them in order.
type idSeq struct {
	ids  []string
	name func(*audit.Finding) string
}

func (o Options) idSeq() idSeq {
	if o.IDs == nil && o.FindingIDs != nil {
		return idSeq{name: o.FindingIDs()}
	}
	return idSeq{ids: o.IDs}
}

// next is the ID of finding i, f; it must see every finding, in order.
func (s idSeq) next(i int, f *audit.Finding) string {
	switch {
	case s.name != nil:
		return s.name(f)
	case i < len(s.ids):
		return s.ids[i]
	}
	return ""
}

func (o Options) maxPerRule() int {
	if o.MaxFindingsPerRule <= 0 {
		return defaultMaxFindings
	}
	return o.MaxFindingsPerRule
}

// orEmpty lets every writer accept a nil Result and still produce a valid,
// empty document.
func orEmpty(r *audit.Result) *audit.Result {
	if r == nil {
		return &audit.Result{}
	}
	return r
}

// stamp is the document date: the audit's own time, so that rewriting the same
// Result gives the same bytes. A zero time would make gofpdf fall back to the
// clock, so it becomes a fixed epoch instead.
func stamp(r *audit.Result) time.Time {
	if r.GeneratedAt.IsZero() {
		return time.Unix(0, 0).UTC()
	}
	return r.GeneratedAt
}

// writeAtomic writes path through a temporary file in the same directory and
// renames it into place, so a crash never leaves half a report where the last
// good one was. The report gets the mode any new file of the user gets (the
// umask applies; see createTemp), and temporary files a killed run left
// beside it are cleared first.
func writeAtomic(path string, write func(tmp *os.File) error) (err error) {
	dir := filepath.Dir(path)
	cleanStale(path)
	tmp, err := createTemp(dir, "."+filepath.Base(path))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(tmp); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	// Best effort: make the rename itself durable.
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// writeBuffered adapts a streaming writer to writeAtomic.
func writeBuffered(path string, write func(w io.Writer) error) error {
	return writeAtomic(path, func(tmp *os.File) error {
		bw := bufio.NewWriterSize(tmp, 1<<16)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	})
}

// Time layouts used by every report.
const (
	layoutTime = "2006-01-02 15:04:05"
	layoutDate = "2006-01-02"
)

// fmtTime shows a time in its own offset, as recorded.
func fmtTime(t time.Time) string {
	if t.IsZero() {
		return "—"
	}
	return t.Format(layoutTime)
}

// fmtTimeOff adds the recorded offset, which matters around DST changes.
func fmtTimeOff(t time.Time) string {
	if t.IsZero() {
		return "—"
	}
	return t.Format(layoutTime + " (-07:00)")
}

func fmtDate(t time.Time) string {
	if t.IsZero() {
		return "—"
	}
	return t.Format(layoutDate)
}

func rfc3339(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(time.RFC3339)
}

func period(r *audit.Result) string {
	if r.PeriodFrom.IsZero() && r.PeriodTo.IsZero() {
		return "—"
	}
	return fmtDate(r.PeriodFrom) + " – " + fmtDate(r.PeriodTo)
}

// periodFull is the period with times and offsets, for the cover.
func periodFull(r *audit.Result) string {
	if r.PeriodFrom.IsZero() && r.PeriodTo.IsZero() {
		return "—"
	}
	return fmtTimeOff(r.PeriodFrom) + " – " + fmtTimeOff(r.PeriodTo)
}

// findingCitation is the finding's citation as an inspector cites it; the
// instrument alone is better than nothing when the citation is empty.
func findingCitation(f *audit.Finding, lb *labels) string {
	if s := citeText(f.Cite, lb); s != "" {
		return s
	}
	return instrumentName(f.Instrument)
}

func source(f *audit.Finding) string {
	s := f.Source.String()
	if s == "" && f.Source.Line > 0 {
		s = fmt.Sprintf("%s:%d", f.Source.Table, f.Source.Line)
	}
	return s
}

// casinos lists the casinos of the audit, sorted, for page headers.
func casinos(r *audit.Result) []string {
	seen := map[string]bool{}
	for _, s := range r.Sessions {
		if s.Casino != "" {
			seen[s.Casino] = true
		}
	}
	if len(seen) == 0 {
		// No session: the casinos of rejected rows, if any (an error
		// reading them shows when the findings are listed).
		r.EachFinding(func(_ int, f *audit.Finding) error {
			if f.Casino != "" {
				seen[f.Casino] = true
			}
			return nil
		})
	}
	out := make([]string, 0, len(seen))
	for c := range seen {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// severityOrder lists the known levels first, then any unknown ones sorted,
// so a map never decides the order.
func severityOrder(m map[rules.Severity]int) []rules.Severity {
	out := append([]rules.Severity(nil), rules.Severities...)
	var extra []string
	known := map[rules.Severity]bool{}
	for _, s := range rules.Severities {
		known[s] = true
	}
	for s := range m {
		if !known[s] {
			extra = append(extra, string(s))
		}
	}
	sort.Strings(extra)
	for _, s := range extra {
		out = append(out, rules.Severity(s))
	}
	return out
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// signedEuro shows a delta with its sign and what it means.
func signedEuro(c logs.Cents, lb *labels, l string) string {
	e := c.Euro(l)
	switch {
	case c > 0:
		return "+" + e + " (" + lb.OverpaidShort + ")"
	case c < 0:
		return e + " (" + lb.UnderpaidShort + ")"
	}
	return e
}

func reconciled(c audit.TableCount) bool { return c.Read == c.Audited+c.Rejected }

// fmtInt writes a count as the report language does: thousands grouped with
// "." (Spanish, Valencian) or "," (English) from five digits on.
func fmtInt(n int64, l string) string {
	s := strconv.FormatInt(n, 10)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	if len(s) > 4 {
		sep := "."
		if l == "en" {
			sep = ","
		}
		var b strings.Builder
		for i, c := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteString(sep)
			}
			b.WriteRune(c)
		}
		s = b.String()
	}
	if neg {
		s = "-" + s
	}
	return s
}

// fmtDec writes v with prec decimals and the language's decimal mark.
func fmtDec(v float64, prec int, l string) string {
	s := strconv.FormatFloat(v, 'f', prec, 64)
	if l != "en" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
