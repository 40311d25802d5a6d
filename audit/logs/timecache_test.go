package logs

import (
	"testing"
	"time"
)

// sameTimes fails when the parser's cached reading of a sequence of times
// differs from ParseTime on any: instant, zone name and offset, written
// form, or acceptance.
func sameTimes(t *testing.T, times []string) {
	t.Helper()
	p := newParser(TEvents)
	for _, s := range times {
		p.vals[evAt] = s
		p.reset(Pos{})
		got := p.time(evAt)
		want, err := ParseTime(s)
		if (err != nil) != (p.rej != nil) {
			t.Fatalf("%q: ParseTime error %v, parser reject %+v", s, err, p.rej)
		}
		gn, go_ := got.Zone()
		wn, wo := want.Zone()
		if !got.Equal(want) || gn != wn || go_ != wo || got.Format(time.RFC3339Nano) != want.Format(time.RFC3339Nano) ||
			(got.Location() == time.Local) != (want.Location() == time.Local) {
			t.Fatalf("%q: cached %v (%s %d), ParseTime %v (%s %d)", s, got, gn, go_, want, wn, wo)
		}
		// In the local zone or UTC (zones not made anew by each reading)
		// the very same value, as == and map keys see it.
		if loc := want.Location(); (loc == time.Local || loc == time.UTC) && got != want {
			t.Fatalf("%q: cached %#v, ParseTime %#v", s, got, want)
		}
	}
}

var timeRuns = []string{
	"2024-03-01T21:05:00+01:00", "2024-03-01T21:05:07+01:00", "2024-03-01T21:05:59+01:00", "2024-03-01T21:06:00+01:00",
	"2024-03-01T21:06:01+02:00", "2024-03-01T21:06:02+01:00", "2024-03-01T21:06:60+01:00", "2024-03-01T21:06:03Z",
	"2024-03-01T21:06:04.5+01:00", "2024-03-01T21:06:05+01:00", "2024-02-30T21:06:05+01:00", "2024-03-01T21:06:5x+01:00",
	// Madrid's change to summer time: 02:00 +01:00 is 03:00 +02:00.
	"2024-03-31T01:59:58+01:00", "2024-03-31T01:59:59+01:00", "2024-03-31T02:00:00+01:00", "2024-03-31T03:00:00+02:00",
	"2024-03-31T02:30:10+01:00", "2024-03-31T02:30:11+01:00", "2024-10-27T02:59:59+02:00", "2024-10-27T02:00:01+01:00",
	"1901-01-01T00:14:30+00:00", "1901-01-01T00:14:50+00:00", "1900-12-31T23:59:59-00:14",
	// The Canaries left their local mean time (-01:01:36) for -01:00 at
	// 01:01:36 UTC, within a minute: 00:01:20-01:00 is before, :40 after.
	"1922-03-01T00:01:20-01:00", "1922-03-01T00:01:40-01:00", "1922-03-01T00:01:30-01:00",
	// Within an hour (the cache keeps one), across Madrid's changes.
	"2024-03-01T21:05:00+01:00", "2024-03-01T21:59:59+01:00", "2024-03-01T21:00:00+01:00", "2024-03-01T22:00:00+01:00",
	"2024-03-31T01:00:00+01:00", "2024-03-31T01:59:59+01:00", "2024-03-31T03:00:00+02:00", "2024-03-31T03:30:00+02:00",
	"2024-10-27T02:30:00+02:00", "2024-10-27T02:59:59+02:00", "2024-10-27T02:10:00+01:00", "2024-10-27T02:50:00+01:00",
	// Lord Howe's summer time ends at 15:00 UTC, 01:30 in +10:30: within
	// the hour 01: of that offset, 01:10 is before (local +11:00), 01:40 after.
	"2024-04-07T01:10:00+10:30", "2024-04-07T01:40:00+10:30", "2024-04-07T01:20:00+10:30", "2024-04-07T01:29:59+10:30",
	"2024-04-07T01:30:00+10:30", "2024-04-07T01:00:00+10:30",
}

func TestTimeCacheSameAsParseTime(t *testing.T) {
	sameTimes(t, timeRuns)
	defer func(l *time.Location) { time.Local = l }(time.Local)
	for _, zone := range []string{"Europe/Madrid", "Atlantic/Canary", "Australia/Lord_Howe"} {
		loc, err := time.LoadLocation(zone)
		if err != nil {
			t.Log("no zone here:", err)
			continue
		}
		time.Local = loc // where offsets decide between the local zone and a fixed one
		sameTimes(t, timeRuns)
	}
}

// FuzzTimeCache holds the cached reading to ParseTime on any two times in
// a row, the second often of the first's minute.
func FuzzTimeCache(f *testing.F) {
	for i := 0; i+1 < len(timeRuns); i++ {
		f.Add(timeRuns[i], timeRuns[i+1][17:19])
	}
	f.Fuzz(func(t *testing.T, first, sec string) {
		second := sec
		if len(first) >= 19 {
			second = first[:17] + sec + first[min(19, len(first)):]
		}
		sameTimes(t, []string{first, second, first})
	})
}

// FuzzTimeCacheHour is FuzzTimeCache for two times of the same hour: the
// second is the first with other minutes and seconds.
func FuzzTimeCacheHour(f *testing.F) {
	for i := 0; i+1 < len(timeRuns); i++ {
		f.Add(timeRuns[i], timeRuns[i+1][14:19])
	}
	f.Fuzz(func(t *testing.T, first, minSec string) {
		second := minSec
		if len(first) >= 19 {
			second = first[:14] + minSec + first[19:]
		}
		sameTimes(t, []string{first, second, first})
	})
}
