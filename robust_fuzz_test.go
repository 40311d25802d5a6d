package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
)

// FuzzAuditCSV feeds arbitrary bytes as one table of an otherwise valid log
// and audits it, sequentially and on two workers: the audit never panics,
// reconciles every table (rows read = audited + rejected) and gives the
// same result whatever the number of workers. The seed corpus in
// testdata/fuzz/FuzzAuditCSV runs with go test.
func FuzzAuditCSV(f *testing.F) {
	for _, table := range []uint8{0, 1, 2, 3, 4} {
		name := logs.Tables[table]
		f.Add(table, []byte(cleanLog[name]))
	}
	f.Add(uint8(3), []byte(betsHeader+goodBet+bet("B2", "rojo", "", "5", "0", "0")+bet("B2", "pleno", "0-1", "5", "5", "85")))
	f.Add(uint8(2), []byte(roundsHeader+round1+"S1,1,2024-03-01T21:06:00+01:00,E2,0,cw,cw,,played,\nS1,3,x,,,,,,void,\"a\nb\"\n"))
	f.Add(uint8(0), []byte(cleanLog["sessions"]+"S1,C,T,ruleta-americana,,2024-03-01T21:00:00+01:00,2024-03-01T20:00:00+01:00,1,1,\nS2,C,T,x,,,,,,\n"))
	f.Fuzz(func(t *testing.T, table uint8, data []byte) {
		tables := map[string]string{}
		for k, v := range cleanLog {
			tables[k] = v
		}
		tables[logs.Tables[int(table)%len(logs.Tables)]] = string(data)
		dir := t.TempDir()
		for name, body := range tables {
			if err := os.WriteFile(filepath.Join(dir, name+".csv"), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		var results []*audit.Result
		for _, workers := range []int{1, 2} {
			src, err := logs.Open(dir)
			if err != nil {
				return // an unusable table (no header, a missing column): an error, not a panic
			}
			res, err := audit.Run(src, audit.Options{Region: "es", Assume: rules.Defaults(), Workers: workers})
			src.Close()
			if err != nil {
				t.Fatalf("audit: %v", err)
			}
			for _, c := range res.Counts {
				if c.Read != c.Audited+c.Rejected || c.Audited < 0 || c.Rejected < 0 {
					t.Fatalf("%s: read %d != audited %d + rejected %d", c.Table, c.Read, c.Audited, c.Rejected)
				}
			}
			results = append(results, res)
		}
		a, b := results[0], results[1]
		if len(a.Findings) != len(b.Findings) || len(a.Sessions) != len(b.Sessions) {
			t.Fatalf("1 worker: %d findings, 2 workers: %d", len(a.Findings), len(b.Findings))
		}
		for i := range a.Findings {
			x, y := a.Findings[i], b.Findings[i]
			if x.Rule != y.Rule || x.Session != y.Session || x.Round != y.Round || x.Bet != y.Bet || x.Source != y.Source || x.Detail != y.Detail {
				t.Fatalf("finding %d differs with the number of workers: %+v / %+v", i, x, y)
			}
		}
	})
}
