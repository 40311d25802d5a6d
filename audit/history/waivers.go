package history

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// ParseWhen reads a waiver date: RFC 3339 (an instant), or a calendar date
// "2006-01-02" in loc, taken as the start of that day, or with endOfDay as
// the end of it (the start of the next), so "until 2024-03-31" waives
// through the 31st.
func ParseWhen(s string, endOfDay bool, loc *time.Location) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	d, err := time.ParseInLocation("2006-01-02", s, loc)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q: want a date (2006-01-02) or an RFC 3339 time (2006-01-02T15:04:05+01:00)", s)
	}
	if endOfDay {
		d = d.AddDate(0, 0, 1)
	}
	return d, nil
}

// WaiverEntry is one waiver as written in a waivers file.
type WaiverEntry struct {
	Finding string `json:"finding_id"`
	Reason  string `json:"reason"`
	Author  string `json:"author"`
	Until   string `json:"until"`          // date (through that day) or RFC 3339
	From    string `json:"from,omitempty"` // date or RFC 3339; default: when recorded
}

// ParseWaivers reads a waivers file: a JSON array of entries, or an object
// {"waivers": [...]}. Each entry has finding_id, reason, author, until and
// optionally from (default now). Unknown fields are refused, so a misspelt
// key is not silently ignored. Dates without a time are in loc. CRLF line
// ends and a leading byte-order mark are accepted.
func ParseWaivers(data []byte, now time.Time, loc *time.Location) ([]Waiver, error) {
	var entries []WaiverEntry
	// A byte-order mark, as older Windows editors write, is not JSON.
	trimmed := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\ufeff")))
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	dec.DisallowUnknownFields()
	if len(trimmed) > 0 && trimmed[0] == '{' {
		var doc struct {
			Waivers []WaiverEntry `json:"waivers"`
		}
		if err := dec.Decode(&doc); err != nil {
			return nil, fmt.Errorf("waivers file: %w", err)
		}
		entries = doc.Waivers
	} else if err := dec.Decode(&entries); err != nil {
		return nil, fmt.Errorf("waivers file: %w", err)
	}
	if len(entries) == 0 {
		return nil, fmt.Errorf("waivers file: no waivers")
	}
	out := make([]Waiver, 0, len(entries))
	for i, e := range entries {
		w := Waiver{Finding: e.Finding, Reason: e.Reason, Author: e.Author, Created: now}
		var err error
		if e.Until == "" {
			return nil, fmt.Errorf("waivers file, entry %d (%s): no until date", i+1, e.Finding)
		}
		if w.Expires, err = ParseWhen(e.Until, true, loc); err != nil {
			return nil, fmt.Errorf("waivers file, entry %d (%s): until %w", i+1, e.Finding, err)
		}
		if e.From != "" {
			if w.Created, err = ParseWhen(e.From, false, loc); err != nil {
				return nil, fmt.Errorf("waivers file, entry %d (%s): from %w", i+1, e.Finding, err)
			}
		}
		if err := w.valid(); err != nil {
			return nil, fmt.Errorf("waivers file, entry %d: %w", i+1, err)
		}
		out = append(out, w)
	}
	return out, nil
}
