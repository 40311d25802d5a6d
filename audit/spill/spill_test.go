package spill

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
)

type kv struct{ key, payload string }

// sortAll adds recs to a sorter of the given budget and reads them back.
func sortAll(t *testing.T, dir string, budget int, recs []kv) (*Sorted, []string) {
	t.Helper()
	s := NewSorter(dir, budget)
	for _, r := range recs {
		if err := s.Add([]byte(r.key), []byte(r.payload)); err != nil {
			t.Fatal(err)
		}
	}
	sorted, err := s.Finish()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	if err := sorted.Each(func(p []byte) error { got = append(got, string(p)); return nil }); err != nil {
		t.Fatal(err)
	}
	return sorted, got
}

// The order on disk is the stable sort of the records by key, whatever the
// budget (so however many runs are merged), and reading twice gives it twice.
func TestSpilledOrderIsTheStableSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var recs []kv
	for i := range 20000 {
		// Few distinct keys: many ties, whose order must be kept.
		key := fmt.Sprintf("k%03d", rng.IntN(300))
		if rng.IntN(10) == 0 {
			key = key[:2] // a prefix of other keys sorts before them
		}
		recs = append(recs, kv{key, fmt.Sprintf("%s#%06d", key, i)})
	}
	want := slices.Clone(recs)
	slices.SortStableFunc(want, func(a, b kv) int { return bytes.Compare([]byte(a.key), []byte(b.key)) })
	var wantP []string
	for _, r := range want {
		wantP = append(wantP, r.payload)
	}
	for _, budget := range []int{1 << 30, 4096, 100} {
		dir := t.TempDir()
		sorted, got := sortAll(t, dir, budget, recs)
		if !slices.Equal(got, wantP) {
			t.Fatalf("budget %d: order differs from the stable sort", budget)
		}
		if spilled := budget < 1<<30; sorted.OnDisk() != spilled {
			t.Errorf("budget %d: on disk %v, want %v", budget, sorted.OnDisk(), spilled)
		}
		var again []string
		if err := sorted.Each(func(p []byte) error { again = append(again, string(p)); return nil }); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(again, wantP) {
			t.Fatalf("budget %d: second reading differs", budget)
		}
		if err := sorted.Close(); err != nil {
			t.Fatal(err)
		}
		if left, _ := os.ReadDir(dir); len(left) != 0 {
			t.Errorf("budget %d: %d temporary files left after Close", budget, len(left))
		}
	}
}

// An aborted sorter leaves nothing behind either.
func TestAbortRemovesRuns(t *testing.T) {
	dir := t.TempDir()
	s := NewSorter(dir, 64)
	for i := range 100 {
		if err := s.Add([]byte{byte(100 - i)}, bytes.Repeat([]byte{'x'}, 20)); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Spilled() {
		t.Fatal("a 64-byte budget should have spilled")
	}
	s.Abort()
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("%d temporary files left after Abort", len(left))
	}
}

// A read error stops Each with the error.
func TestEachStopsOnError(t *testing.T) {
	sorted, _ := sortAll(t, t.TempDir(), 50, []kv{{"b", "2"}, {"a", "1"}, {"c", "3"}, {"a", "4"}})
	defer sorted.Close()
	stop := fmt.Errorf("stop")
	n := 0
	err := sorted.Each(func([]byte) error { n++; return stop })
	if err != stop || n != 1 {
		t.Errorf("Each returned %v after %d records, want stop after 1", err, n)
	}
}

// BenchmarkSpill sorts 100,000 finding-sized records (60-byte key, 300-byte
// payload) through a 4 MiB budget: about ten runs written, merged and read
// back once.
func BenchmarkSpill(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	keys := make([][]byte, 100000)
	for i := range keys {
		keys[i] = fmt.Appendf(nil, "%060d", rng.Int64())
	}
	payload := bytes.Repeat([]byte{'p'}, 300)
	b.SetBytes(int64(len(keys) * (60 + 300)))
	for b.Loop() {
		s := NewSorter(b.TempDir(), 4<<20)
		for _, k := range keys {
			if err := s.Add(k, payload); err != nil {
				b.Fatal(err)
			}
		}
		sorted, err := s.Finish()
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		sorted.Each(func([]byte) error { n++; return nil })
		sorted.Close()
		if n != len(keys) {
			b.Fatalf("%d records back, want %d", n, len(keys))
		}
	}
}
