package reports

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	statistics "github.com/veedor/veedor/audit/stats"
	"github.com/veedor/veedor/rules"
)

// jsonTotals is audit.Totals with stable snake_case names.
type jsonTotals struct {
	Sessions   int                    `json:"sessions"`
	Rounds     int                    `json:"rounds"`
	Bets       int                    `json:"bets"`
	Handle     logs.Cents             `json:"handle_cents"`
	Findings   int                    `json:"findings"`
	Violations int                    `json:"violations"`
	DataIssues int                    `json:"data_issues"`
	BySeverity map[rules.Severity]int `json:"by_severity"`
	ByRule     map[string]int         `json:"by_rule"`
	AtStake    logs.Cents             `json:"at_stake_cents"`
	Overpaid   logs.Cents             `json:"overpaid_cents"`
	Underpaid  logs.Cents             `json:"underpaid_cents"`
	Net        logs.Cents             `json:"net_cents"` // overpaid - underpaid
}

// jsonHead is the report without its findings: the Result's fields, promoted
// from the embedded pointer, plus the totals. Its own Findings field shadows
// the Result's and stays empty, so the findings can be streamed one by one
// after it instead of marshalling a possibly huge slice in one piece.
type jsonHead struct {
	*audit.Result
	RuleSetSHA256 string          `json:"rule_set_sha256"`
	Totals        jsonTotals      `json:"totals"`
	Nightly       *jsonNightly    `json:"nightly,omitempty"`
	Findings      []audit.Finding `json:"findings,omitempty"`

	// Statistics is the statistical audit, its findings of kind "statistical".
	Statistics *statistics.Report `json:"statistics,omitempty"`
}

// WriteJSON writes the Result as indented JSON with a top-level "totals"
// and "rule_set_sha256" (see RuleSetSHA256). Given Options with IDs, each
// finding carries its "id"; with Nightly, "new" and its "waiver", and the
// document a "nightly" object (run, what was skipped, counts, trends).
func WriteJSON(path string, r *audit.Result, opts ...Options) error {
	r = orEmpty(r)
	var opt Options
	if len(opts) > 0 {
		opt = opts[0]
	}
	return writeBuffered(path, func(w io.Writer) error { return encodeJSON(w, r, opt) })
}

func encodeJSON(w io.Writer, r *audit.Result, opt Options) error {
	t := r.Totals()
	// Empty lists as [] rather than null, for consumers that iterate.
	rc := *neutralHead(r)
	if rc.Inputs == nil {
		rc.Inputs = []audit.Input{}
	}
	if rc.Instruments == nil {
		rc.Instruments = []*rules.Instrument{}
	}
	if rc.Assumptions == nil {
		rc.Assumptions = []audit.AssumptionInForce{}
	}
	if rc.Rules == nil {
		rc.Rules = []*rules.Rule{}
	}
	if rc.Sessions == nil {
		rc.Sessions = []audit.SessionSummary{}
	}
	if rc.Counts == nil {
		rc.Counts = []audit.TableCount{}
	}
	nightly, err := nightlyJSON(r, opt, true)
	if err != nil {
		return err
	}
	// The sessions and the statistical holds grow with the log (one of
	// each per session or table-day): marshalled in one piece with the
	// head, a casino-year's took a hundred megabytes at once. They are
	// marshalled empty and streamed into their place, one by one.
	var streamed []streamedArray
	sessions := rc.Sessions
	if len(sessions) > 0 {
		rc.Sessions = []audit.SessionSummary{}
		streamed = append(streamed, streamedArray{at: "\n  \"sessions\": []", n: len(sessions), elem: func(i int) any { return &sessions[i] }})
	}
	stat := opt.Statistics
	if stat != nil && len(stat.Holds) > 0 {
		holds := stat.Holds
		c := *stat
		c.Holds = []statistics.Hold{}
		stat = &c
		streamed = append(streamed, streamedArray{within: "\n  \"statistics\": {", at: "\n    \"holds\": []", n: len(holds), elem: func(i int) any { return &holds[i] }})
	}
	head := jsonHead{Result: &rc, RuleSetSHA256: RuleSetSHA256(r), Totals: jsonTotals{
		Sessions: t.Sessions, Rounds: t.Rounds, Bets: t.Bets, Handle: t.Handle,
		Findings: r.NumFindings(), Violations: t.Violations, DataIssues: t.DataIssues,
		BySeverity: t.BySeverity, ByRule: t.ByRule,
		AtStake: t.AtStake, Overpaid: t.Overpaid, Underpaid: t.Underpaid, Net: t.Overpaid - t.Underpaid,
	}, Nightly: nightly, Statistics: stat}
	b, err := marshal(head, "")
	if err != nil {
		return err
	}
	// b is "{\n  ...\n}"; reopen it to append the findings array.
	b = bytes.TrimRight(b, "\n")
	if len(b) < 2 || b[len(b)-1] != '}' {
		return errors.New("reports: unexpected JSON shape")
	}
	b = bytes.TrimRight(b[:len(b)-1], "\n ")
	if err := writeStreamed(w, b, streamed); err != nil {
		return err
	}
	if r.NumFindings() == 0 {
		_, err := io.WriteString(w, ",\n  \"findings\": []\n}\n")
		return err
	}
	if _, err := io.WriteString(w, ",\n  \"findings\": [\n    "); err != nil {
		return err
	}
	// Streamed one by one: the memory is one finding's.
	ids := opt.idSeq()
	err = r.EachFinding(func(i int, f *audit.Finding) error {
		if i > 0 {
			if _, err := io.WriteString(w, ",\n    "); err != nil {
				return err
			}
		}
		fb, err := marshal(findingJSON(f, i, ids.next(i, f), opt), "    ")
		if err != nil {
			return err
		}
		_, err = w.Write(bytes.TrimRight(fb, "\n"))
		return err
	})
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, "\n  ]\n}\n")
	return err
}

// streamedArray is an array of the JSON head written element by element:
// the head is marshalled with it empty, at is its key's line there (the
// first such line after within, when within is not ""), and elem(i) its
// elements.
type streamedArray struct {
	within, at string
	n          int
	elem       func(i int) any
}

// writeStreamed writes the head b with each streamed array's elements in
// place of its empty array, indented as marshalling it whole would have,
// so that the memory is one element's.
func writeStreamed(w io.Writer, b []byte, arrays []streamedArray) error {
	done := 0
	for _, a := range arrays {
		from := done
		if a.within != "" {
			i := bytes.Index(b[done:], []byte(a.within))
			if i < 0 {
				return errors.New("reports: unexpected JSON shape")
			}
			from += i
		}
		i := bytes.Index(b[from:], []byte(a.at))
		if i < 0 {
			return errors.New("reports: unexpected JSON shape")
		}
		open := from + i + len(a.at) - 1 // the "]" of "[]"
		indent := a.at[1:strings.IndexByte(a.at, '"')]
		if _, err := w.Write(b[done:open]); err != nil {
			return err
		}
		for k := 0; k < a.n; k++ {
			sep := ",\n  " + indent
			if k == 0 {
				sep = "\n  " + indent
			}
			if _, err := io.WriteString(w, sep); err != nil {
				return err
			}
			eb, err := marshal(a.elem(k), "  "+indent)
			if err != nil {
				return err
			}
			if _, err := w.Write(bytes.TrimRight(eb, "\n")); err != nil {
				return err
			}
		}
		if _, err := io.WriteString(w, "\n"+indent); err != nil {
			return err
		}
		done = open
	}
	_, err := w.Write(b[done:])
	return err
}

// marshal indents v without HTML escaping: log text stays readable.
func marshal(v any, prefix string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
