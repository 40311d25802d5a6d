package logs

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// smallChunks makes the shared chunks small, so that a test database of a
// few MB goes round the slots many times.
func smallChunks(t *testing.T, size int64, slots int) {
	t.Helper()
	c, n := shareChunk, shareChunks
	shareChunk, shareChunks = size, slots
	t.Cleanup(func() { shareChunk, shareChunks = c, n })
}

// countReads counts the bytes the direct reader and the hash read from files.
func countReads(t *testing.T) *atomic.Int64 {
	t.Helper()
	var n atomic.Int64
	readHook = func(b int) { n.Add(int64(b)) }
	t.Cleanup(func() { readHook = nil })
	return &n
}

func fileSHA(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Readers walking a file in runs, with jumps forward and back, copy each
// page's bytes from the shared chunks or are told to read it alone, while
// the hash, held back by them or not, is the SHA-256 of the file whatever
// its size; released, it ends although a reader never finishes.
func TestSharedReadsPagesAndHash(t *testing.T) {
	const ps = 512
	smallChunks(t, 4*ps, 3)
	defer func(n int64) { shareTrail = n }(shareTrail)
	shareTrail = 2
	rng := rand.New(rand.NewPCG(1, 2))
	for _, size := range []int{0, 1, ps - 1, 4 * ps, 4*ps + 1, 12*ps - 1, 12 * ps, 200*ps + 77} {
		for _, finish := range []bool{true, false} {
			path := filepath.Join(t.TempDir(), "f")
			data := make([]byte, size)
			for i := range data {
				data[i] = byte(rng.Uint32())
			}
			os.WriteFile(path, data, 0o644)
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			s := newSharedReads()
			var in InputFile
			var herr error
			hashed := make(chan struct{})
			go func() {
				in, herr = hashSharing(path, s)
				close(hashed)
			}()
			readers := []*shareReader{s.reader(), s.reader(), s.reader()}
			s.placed()
			var wg sync.WaitGroup
			taken := atomic.Int64{}
			for i, r := range readers {
				seed := uint64(i) + uint64(size)
				wg.Go(func() {
					rng := rand.New(rand.NewPCG(seed, 7))
					pages := size / ps
					buf := make([]byte, ps)
					for no, last := 0, -1; no < pages; no++ {
						if rng.IntN(20) == 0 {
							no = rng.IntN(pages) // a jump, forward or back
						}
						if s.page(r, f, int64(no*ps), buf, no > last && no-last <= 2) {
							taken.Add(1)
							if string(buf) != string(data[no*ps:(no+1)*ps]) {
								t.Errorf("size %d: page %d is not the file's", size, no)
								return
							}
						}
						last = no
					}
					if finish {
						s.done(r)
					}
				})
			}
			wg.Wait()
			if !finish {
				s.release() // as Each does when it returns
			}
			select {
			case <-hashed:
			case <-time.After(10 * time.Second):
				t.Fatalf("size %d: the hash never ended", size)
			}
			f.Close()
			if herr != nil || in.SHA256 != fileSHA(t, path) || in.Bytes != int64(size) {
				t.Errorf("size %d: hash %+v, %v; want %s", size, in, herr, fileSHA(t, path))
			}
			if size > 20*ps && taken.Load() == 0 {
				t.Errorf("size %d: no page taken from the shared chunks", size)
			}
		}
	}
}

// readShared reads a log's sessions (as canonical JSON) and its evidence hash.
func readShared(t *testing.T, path string) ([]string, InputFile, error) {
	t.Helper()
	src, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	var got []string
	err = src.Each(func(s *Session) error {
		got = append(got, canon(t, s))
		return nil
	}, func(r Reject) { got = append(got, fmt.Sprintf("reject %+v", r)) })
	for tb, n := range src.Read() {
		got = append(got, fmt.Sprintf("%s %d", tb, n))
	}
	slices.Sort(got[len(got)-len(src.Read()):])
	return got, src.Inputs()[0], err
}

// On databases whose tables' pages interleave (as the writer writes them),
// run backwards through the file, lie after free pages, or spill onto
// overflow pages, reading with the chunks shared reads what the cursors
// and the hash reading each on their own read, the hash is the file's
// SHA-256, and where the pages interleave, the file is read about once
// (each large table's cursor read most of it, besides the hash).
func TestSharedReadSameAsSeparate(t *testing.T) {
	smallChunks(t, 64<<10, 16)
	tmp := t.TempDir()
	indexes := func(path string) {
		var idx []string
		for _, tb := range Tables {
			idx = append(idx, "CREATE INDEX "+tb+"_sid ON "+tb+" (session_id)")
		}
		execDB(t, path, idx...)
	}
	logs := map[string]func(path string){
		"interleaved": func(path string) { writeLog(t, path, manySessions(2500)) },
		"backwards": func(path string) {
			ss := manySessions(1500)
			slices.Reverse(ss)
			writeLog(t, path, ss)
		},
		"vacuumed": func(path string) {
			writeLog(t, path, manySessions(1500))
			execDB(t, path, "VACUUM")
		},
		"free pages": func(path string) {
			writeLog(t, path, manySessions(1500))
			execDB(t, path, "DELETE FROM bets WHERE rowid % 3 = 0", "DELETE FROM rounds WHERE session_id > 'S0700'")
			var n int
			db := openDB(t, path)
			db.QueryRow("PRAGMA freelist_count").Scan(&n)
			db.Close()
			if n < 50 {
				t.Fatalf("%d free pages", n)
			}
		},
		"overflow pages": func(path string) {
			writeLog(t, path, manySessions(300))
			execDB(t, path, "ALTER TABLE bets ADD COLUMN notes", "UPDATE bets SET notes = printf('%.*c', 9000 + rowid % 5000, 'n') WHERE rowid % 4 = 0")
		},
	}
	for name, make := range logs {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(tmp, strings.ReplaceAll(name, " ", "-")+".db")
			make(path)
			if name == "interleaved" || name == "backwards" {
				indexes(path) // after the rows: the indexes' pages at the end
			}
			// Batches of a few rows keep the tables' cursors close, as a
			// log of large sessions does (here a batch of staff rows would
			// be hundreds of sessions).
			defer func(n int) { batchRows = n }(batchRows)
			batchRows = 8
			want := fileSHA(t, path)
			fi, _ := os.Stat(path)
			read := countReads(t)
			shared, in, err := readShared(t, path)
			sharedBytes := read.Swap(0)
			if err != nil || in.SHA256 != want || in.Bytes != fi.Size() {
				t.Fatalf("shared: %+v, %v; want the SHA-256 %s", in, err, want)
			}
			defer func(v bool) { shareRead = v }(shareRead)
			shareRead = false
			separate, in, err := readShared(t, path)
			separateBytes := read.Load()
			if err != nil || in.SHA256 != want {
				t.Fatalf("separate: %+v, %v", in, err)
			}
			if !reflect.DeepEqual(shared, separate) {
				t.Fatalf("the shared read differs from the separate one (%d and %d sessions)", len(shared), len(separate))
			}
			t.Logf("%d bytes read sharing, %d not, of a file of %d", sharedBytes, separateBytes, fi.Size())
			if name == "interleaved" {
				if sharedBytes > fi.Size()*13/10 || separateBytes < 2*fi.Size() {
					t.Errorf("%d bytes read sharing, %d not, of a file of %d", sharedBytes, separateBytes, fi.Size())
				}
			}
		})
	}
}

// A database that changes while it is read is reported, and its hash is
// the SHA-256 of the file before or after the change, not of a mixture:
// the hash reads it in order, whoever read each chunk first.
func TestSharedReadFileChanged(t *testing.T) {
	smallChunks(t, 64<<10, 4)
	path := filepath.Join(t.TempDir(), "log.db")
	writeLog(t, path, manySessions(1500))
	before := fileSHA(t, path)
	src, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	n := 0
	err = src.Each(func(s *Session) error {
		if n++; n == 10 {
			f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.Write(make([]byte, 4096))
			f.Close()
		}
		return nil
	}, nil)
	if err == nil || !strings.Contains(err.Error(), "changed while being read") {
		t.Errorf("a database grown while read: %v", err)
	}
	if in := src.Inputs()[0]; in.SHA256 != before && in.SHA256 != fileSHA(t, path) {
		t.Errorf("hash %s: neither the file before (%s) nor after (%s)", in.SHA256, before, fileSHA(t, path))
	}
}
