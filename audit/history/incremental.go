package history

import (
	"cmp"
	"errors"
	"maps"
	"slices"
	"time"

	"github.com/veedor/veedor/audit/logs"
)

// Decision is what an incremental run does with one session.
type Decision int

const (
	// AuditNew: never audited (under this context) before.
	AuditNew Decision = iota
	// AuditChanged: audited before with other contents.
	AuditChanged
	// SkipUnchanged: audited before with the same contents.
	SkipUnchanged
	// SkipOutside: opened outside the period (--since DATE, --until DATE).
	SkipOutside
)

func (d Decision) String() string {
	return [...]string{"new", "changed", "unchanged", "outside-period"}[d]
}

// Selection says which sessions an incremental audit passes on.
type Selection struct {
	// Audited returns the fingerprint a session had when it was last
	// audited (ok false: never); nil audits every session (Store.LastAudit
	// gives one).
	Audited func(SessionKey) (fp string, ok bool, err error)
	// SinceDate ("2006-01-02"), when set, skips the sessions opened on an
	// earlier date, the date read as recorded (in the session's own offset).
	SinceDate string
	// Since, when not zero, skips the sessions opened before that instant.
	Since time.Time
	// UntilDate ("2006-01-02"), when set, skips the sessions opened on a
	// later date (as recorded); Until, when not zero, those opened at or
	// after that instant.
	UntilDate string
	Until     time.Time
	// Seen, when set, is told of each session and what is done with it. It
	// is called from the goroutine that reads the log.
	Seen func(s *logs.Session, d Decision)
}

// Skipped counts what an incremental run left out.
type Skipped struct {
	Unchanged     int   // sessions already audited with the same contents
	UnchangedRows int64 // their rows (and the rejected rows that name them)
	Outside       int   // sessions opened outside the period (--since DATE, --until DATE)
	OutsideRows   int64
	New, Changed  int // sessions passed on, by reason
}

// Incremental is a logs.Source that passes on only the sessions a Selection
// keeps, and remembers the fingerprint of each one passed on. Rows the
// reader rejects are passed on too, except those naming a session left out
// (they were reported when that session was audited). Read counts only what
// is passed on, so the audit's reconciliation (read = audited + rejected)
// still holds; Skipped says what was left out.
type Incremental struct {
	src     logs.Source
	sel     Selection
	fps     map[SessionKey]string
	skipIDs map[string]Decision // session IDs left out (unique within the log), and why
	held    map[string]int64
	skipped Skipped
	skipRow map[string]int64 // rows left out, by table
}

// NewIncremental wraps src.
func NewIncremental(src logs.Source, sel Selection) *Incremental {
	return &Incremental{src: src, sel: sel, fps: map[SessionKey]string{}, skipIDs: map[string]Decision{},
		held: map[string]int64{}, skipRow: map[string]int64{}}
}

// Each implements logs.Source. A session's rejects are held until the
// session itself is read (the reader passes them first), then passed on just
// before it, or counted as left out with it: the engine must see that a
// round was rejected before it replays the round's bets. Rejects naming no
// session handed on are passed on at the end.
func (in *Incremental) Each(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	return in.each(in.src.Each, fn, reject)
}

// EachOnePass implements logs.OnePass when the source it wraps does (else
// it is Each). A read that finds the log not grouped leaves what was
// passed on and left out as it was before it: every session of the read
// that follows is decided again.
func (in *Incremental) EachOnePass(fn func(*logs.Session) error, reject func(logs.Reject)) error {
	one, ok := in.src.(logs.OnePass)
	if !ok {
		return in.Each(fn, reject)
	}
	fps, skipIDs, held, skipped, skipRow := maps.Clone(in.fps), maps.Clone(in.skipIDs), maps.Clone(in.held), in.skipped, maps.Clone(in.skipRow)
	err := in.each(one.EachOnePass, fn, reject)
	if errors.Is(err, logs.ErrNotGrouped) {
		in.fps, in.skipIDs, in.held, in.skipped, in.skipRow = fps, skipIDs, held, skipped, skipRow
	}
	return err
}

// Recycle implements logs.Recycler: a session handed on goes back to the
// source it wraps when that source takes sessions back.
func (in *Incremental) Recycle(s *logs.Session) {
	if rc, ok := in.src.(logs.Recycler); ok {
		rc.Recycle(s)
	}
}

// each is Each reading the log with read (the source's Each or EachOnePass).
func (in *Incremental) each(read func(func(*logs.Session) error, func(logs.Reject)) error, fn func(*logs.Session) error, reject func(logs.Reject)) error {
	type numbered struct {
		n  int // the order it came in
		rj logs.Reject
	}
	held := map[string][]numbered{} // by session ID, until that session is read
	var orphans []numbered          // naming no session, or one never read
	passed := map[string]bool{}     // sessions handed on
	n := 0
	err := read(func(s *logs.Session) error {
		d, fp, err := in.decide(s)
		if err != nil {
			return err
		}
		if in.sel.Seen != nil {
			in.sel.Seen(s, d)
		}
		mine := held[s.ID]
		delete(held, s.ID)
		rows := int64(1 + len(s.Staff) + len(s.Rounds) + len(s.Bets) + len(s.Events))
		switch d {
		case SkipUnchanged, SkipOutside:
			in.skipIDs[s.ID] = d
			in.skipRow[logs.TSessions]++
			in.skipRow[logs.TStaff] += int64(len(s.Staff))
			in.skipRow[logs.TRounds] += int64(len(s.Rounds))
			in.skipRow[logs.TBets] += int64(len(s.Bets))
			in.skipRow[logs.TEvents] += int64(len(s.Events))
			if d == SkipUnchanged {
				in.skipped.Unchanged++
				in.skipped.UnchangedRows += rows
			} else {
				in.skipped.Outside++
				in.skipped.OutsideRows += rows
			}
			for _, h := range mine {
				in.leaveOut(h.rj, d)
			}
			return nil
		case AuditNew:
			in.skipped.New++
		case AuditChanged:
			in.skipped.Changed++
		}
		in.fps[SessionKey{s.Casino, s.ID}] = fp
		passed[s.ID] = true
		for _, h := range mine {
			reject(h.rj)
		}
		return fn(s)
	}, func(rj logs.Reject) {
		n++
		switch d, skipped := in.skipIDs[rj.Session]; {
		case rj.Session == "":
			orphans = append(orphans, numbered{n, rj})
		case skipped:
			in.leaveOut(rj, d) // after its session: not expected of a reader, but still left out
		case passed[rj.Session]:
			reject(rj)
		default:
			held[rj.Session] = append(held[rj.Session], numbered{n, rj})
		}
	})
	if err != nil {
		return err
	}
	// What names no session read goes on last, in the order it came.
	for _, hs := range held {
		orphans = append(orphans, hs...)
	}
	slices.SortFunc(orphans, func(a, b numbered) int { return cmp.Compare(a.n, b.n) })
	for _, h := range orphans {
		reject(h.rj)
	}
	return nil
}

// leaveOut counts a reject naming a session left out: it was reported when
// that session was audited.
func (in *Incremental) leaveOut(rj logs.Reject, d Decision) {
	in.held[rj.Pos.Table]++
	if d == SkipUnchanged {
		in.skipped.UnchangedRows++
	} else {
		in.skipped.OutsideRows++
	}
}

func (in *Incremental) decide(s *logs.Session) (Decision, string, error) {
	if in.sel.SinceDate != "" && s.OpenedAt.Format("2006-01-02") < in.sel.SinceDate {
		return SkipOutside, "", nil
	}
	if !in.sel.Since.IsZero() && s.OpenedAt.Before(in.sel.Since) {
		return SkipOutside, "", nil
	}
	if in.sel.UntilDate != "" && s.OpenedAt.Format("2006-01-02") > in.sel.UntilDate {
		return SkipOutside, "", nil
	}
	if !in.sel.Until.IsZero() && !s.OpenedAt.Before(in.sel.Until) {
		return SkipOutside, "", nil
	}
	fp := Fingerprint(s)
	if in.sel.Audited == nil {
		return AuditNew, fp, nil
	}
	last, ok, err := in.sel.Audited(SessionKey{s.Casino, s.ID})
	if err != nil {
		return 0, "", &StoreError{err}
	}
	switch {
	case !ok:
		return AuditNew, fp, nil
	case last == fp:
		return SkipUnchanged, fp, nil
	}
	return AuditChanged, fp, nil
}

// StoreError is an error of the findings store met while the log was read
// (the session look-up failed), as opposed to an error of the log.
type StoreError struct{ Err error }

func (e *StoreError) Error() string { return "findings store: " + e.Err.Error() }
func (e *StoreError) Unwrap() error { return e.Err }

// Read implements logs.Source: the rows of the sessions passed on and the
// rejected rows passed on.
func (in *Incremental) Read() logs.Counts {
	out := logs.Counts{}
	for t, n := range in.src.Read() {
		out[t] = n - in.skipRow[t] - in.held[t]
	}
	return out
}

// Notices implements logs.Source.
func (in *Incremental) Notices() []string { return in.src.Notices() }

// Inputs implements logs.Source: every file of the log, audited in part or
// not, since the run's identity rests on all of them.
func (in *Incremental) Inputs() []logs.InputFile { return in.src.Inputs() }

// Close implements logs.Source.
func (in *Incremental) Close() error { return in.src.Close() }

// Fingerprints returns the fingerprint of every session passed on.
func (in *Incremental) Fingerprints() map[SessionKey]string { return in.fps }

// Skipped says what was left out (valid after Each).
func (in *Incremental) Skipped() Skipped { return in.skipped }
