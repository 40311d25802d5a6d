package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/history"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/reports"
	"github.com/veedor/veedor/rules"
)

func auditSample(t *testing.T, region string, opt audit.Options) *audit.Result {
	t.Helper()
	src, err := logs.Open(filepath.Join("fixtures", "samples", region))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	opt.Region, opt.Assume, opt.Version = region, rules.Defaults(), "test"
	res, err := audit.Run(src, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// An audit whose findings are spilled to disk (a budget of a few findings,
// so hundreds of sorted runs are merged) streams exactly the findings, in
// exactly the order, of the same audit kept in memory: the order of the
// reports does not depend on the memory. The samples have findings of every
// phase: rows the reader rejected, sessions, checks across sessions.
func TestSpilledFindingsEqualInMemory(t *testing.T) {
	for _, region := range []string{"es", "cv"} {
		mem := auditSample(t, region, audit.Options{})
		if mem.Spilled() || mem.NumFindings() < 100 {
			t.Fatalf("%s: the in-memory audit spilled (%v) or has too few findings (%d)", region, mem.Spilled(), mem.NumFindings())
		}
		dir := t.TempDir()
		disk := auditSample(t, region, audit.Options{SpillDir: dir, FindingsInMemory: 4096})
		if !disk.Spilled() || disk.Findings != nil {
			t.Fatalf("%s: a 4 kB budget did not spill", region)
		}
		if disk.NumFindings() != len(mem.Findings) {
			t.Fatalf("%s: %d findings spilled, %d in memory", region, disk.NumFindings(), len(mem.Findings))
		}
		n := 0
		if err := disk.EachFinding(func(i int, f *audit.Finding) error {
			if i != n {
				t.Fatalf("index %d, want %d", i, n)
			}
			if !reflect.DeepEqual(*f, mem.Findings[i]) {
				t.Fatalf("%s: finding %d differs:\nspilled   %+v\nin memory %+v", region, i, *f, mem.Findings[i])
			}
			n++
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if n != len(mem.Findings) {
			t.Fatalf("%s: EachFinding gave %d findings, want %d", region, n, len(mem.Findings))
		}
		if !reflect.DeepEqual(disk.Totals(), mem.Totals()) {
			t.Errorf("%s: totals differ: %+v, %+v", region, disk.Totals(), mem.Totals())
		}
		if !reflect.DeepEqual(disk.SessionReasons(), mem.SessionReasons()) {
			t.Errorf("%s: session reasons differ: %v, %v", region, disk.SessionReasons(), mem.SessionReasons())
		}
		mem.Findings = nil
		disk.Findings = nil
		if !reflect.DeepEqual(disk.Sessions, mem.Sessions) || !reflect.DeepEqual(disk.Counts, mem.Counts) {
			t.Errorf("%s: sessions or counts differ", region)
		}
		if err := disk.Close(); err != nil {
			t.Fatal(err)
		}
		if left, _ := os.ReadDir(dir); len(left) != 0 {
			t.Errorf("%s: %d temporary files left after Close", region, len(left))
		}
		if err := disk.EachFinding(func(int, *audit.Finding) error { return nil }); err == nil {
			t.Errorf("%s: reading findings after Close gave no error", region)
		}
	}
}

// A spill folder that cannot be written is an error of the audit, not a
// panic nor findings silently lost.
func TestSpillFolderMissingIsAnError(t *testing.T) {
	src, err := logs.Open(filepath.Join("fixtures", "samples", "es"))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	_, err = audit.Run(src, audit.Options{Region: "es", Assume: rules.Defaults(), SpillDir: filepath.Join(t.TempDir(), "missing"), FindingsInMemory: 4096})
	if err == nil {
		t.Fatal("an audit spilling to a missing folder succeeded")
	}
}

// The reports of a spilled audit are byte for byte those of the same audit
// held in memory: PDF, workbook and JSON, with the findings' IDs named as
// they stream.
func TestSpilledReportsAreIdentical(t *testing.T) {
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	opt := reports.Options{Lang: "es", FindingIDs: func() func(*audit.Finding) string { return new(history.Namer).ID }}
	write := func(res *audit.Result, dir string) map[string][]byte {
		out := map[string][]byte{}
		for name, w := range map[string]func(string) error{
			"r.pdf":  func(p string) error { return reports.WritePDF(p, res, opt) },
			"r.xlsx": func(p string) error { return reports.WriteXLSX(p, res, opt) },
			"r.json": func(p string) error { return reports.WriteJSON(p, res, opt) },
		} {
			p := filepath.Join(dir, name)
			if err := w(p); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			out[name] = b
		}
		return out
	}
	mem := auditSample(t, "es", audit.Options{GeneratedAt: at})
	disk := auditSample(t, "es", audit.Options{GeneratedAt: at, SpillDir: t.TempDir(), FindingsInMemory: 4096})
	defer disk.Close()
	if !disk.Spilled() {
		t.Fatal("the audit did not spill")
	}
	a, b := write(mem, t.TempDir()), write(disk, t.TempDir())
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s differs between the spilled audit and the one in memory", name)
		}
	}
}

// The findings store records a spilled audit without listing its IDs:
// counts and IsNew by index, the same as for the audit held in memory.
func TestStoreRecordsSpilledAudit(t *testing.T) {
	mem := auditSample(t, "es", audit.Options{})
	disk := auditSample(t, "es", audit.Options{SpillDir: t.TempDir(), FindingsInMemory: 4096})
	defer disk.Close()
	n := disk.NumFindings()
	st, err := history.Open(filepath.Join(t.TempDir(), "store.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	first, err := st.Record(disk, history.RunRecord{Key: "k1"})
	if err != nil {
		t.Fatal(err)
	}
	if first.NewCount != n || first.KnownCount != 0 || first.Findings != n || len(first.New) != 0 || !first.IsNew(0) || !first.IsNew(n-1) || first.IsNew(n) {
		t.Fatalf("first run: new %d known %d of %d, listed %d", first.NewCount, first.KnownCount, n, len(first.New))
	}
	// The same findings held in memory, another run: all known, listed.
	mem.Log = disk.Log
	second, err := st.Record(mem, history.RunRecord{Key: "k2"})
	if err != nil {
		t.Fatal(err)
	}
	if second.KnownCount != n || second.NewCount != 0 || len(second.Known) != n || second.IsNew(0) {
		t.Fatalf("second run: new %d known %d of %d, listed %d", second.NewCount, second.KnownCount, n, len(second.Known))
	}
	// A repeat of it, spilled: recognised, and nothing new.
	again, err := st.Record(disk, history.RunRecord{Key: "k2"})
	if err != nil {
		t.Fatal(err)
	}
	if !again.Repeat || again.Run != second.Run || again.KnownCount != n || again.NewCount != 0 {
		t.Fatalf("repeat: %+v", again)
	}
	if err := st.Check(); err != nil {
		t.Fatal(err)
	}
}

// Findings spill to the system's temporary folder, except when that folder
// is inside the log's: then beside the reports, never beside the evidence.
func TestSpillNeverBesideTheEvidence(t *testing.T) {
	root := t.TempDir()
	log, out := filepath.Join(root, "log"), filepath.Join(root, "out")
	for _, d := range []string{filepath.Join(log, "tmp"), out} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	a := &auditRun{logPath: log, outs: []reportOut{{flag: "--pdf", path: filepath.Join(out, "r.pdf")}}}
	setTemp := func(dir string) { // os.TempDir's variables on Unix and Windows
		for _, v := range []string{"TMPDIR", "TMP", "TEMP"} {
			t.Setenv(v, dir)
		}
	}
	setTemp(filepath.Join(root, "elsewhere"))
	if got := a.spillDir(); got != os.TempDir() {
		t.Errorf("spill folder %s, want the temporary folder %s", got, os.TempDir())
	}
	setTemp(filepath.Join(log, "tmp"))
	if got := a.spillDir(); got != out {
		t.Errorf("with TMPDIR inside the log, spill folder %s, want the reports' %s", got, out)
	}
}
