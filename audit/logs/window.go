package logs

import (
	"slices"
	"sync/atomic"
)

// Pass 2 holds a session's rows from the first one it reads until the
// session is handed on. When the child files are in different orders (one
// sorted by time, the others grouped by session) that is most of the log.
// Then the targets are cut, in their order, into windows that each hold at
// most windowRows rows by the plan's estimate, and the child files are read
// once per window: a row of another window's session is skipped before it
// is parsed. Slower (one more read of the files per window), but bounded.
var (
	// windowRows: the most rows pass 2 may hold at once by the estimate,
	// about 128 MB of rows; a variable so that tests can set it low.
	windowRows int64 = 1 << 19
	// windowReads: windows read after the first (tests).
	windowReads atomic.Int64
)

// wants reports whether the window being read reads a row of valid session
// idx, or of none (idx < 0: read by the first window alone).
func (run *csvRun) wants(idx int) bool {
	if run.win == nil {
		return true
	}
	if idx < 0 {
		return run.window == 0
	}
	return run.win[idx] == run.window
}

// planWindows cuts the targets, in their order, into windows whose
// estimated peak of rows held is at most windowRows (a session larger than
// that has a window of its own); one window when the whole plan fits. It
// sets run.win when there is more than one.
//
// The estimate sweeps the targets: at step j each stream has reached the
// furthest last row of targets[:j+1]. A session's rows all count from the
// step its first row is reached in any stream until the step it is
// complete in every stream (in a window, at the latest its own step: the
// streams reach less far than when all the targets are read, so its rows
// are reached no earlier and it is complete no later than its own step).
func (run *csvRun) planWindows(targets []int) [][]int {
	nt := len(targets)
	if nt == 0 {
		return [][]int{targets}
	}
	// reach[k][j]: the furthest row stream k has reached at step j.
	reach := make([][]int64, len(childTables))
	for k := range childTables {
		reach[k] = make([]int64, nt)
		top := int64(-1)
		for j, t := range targets {
			top = max(top, run.last[k][t])
			reach[k][j] = top
		}
	}
	// stepOf: the first step at which stream k has reached row r.
	stepOf := func(k int, r int64) int {
		j, _ := slices.BinarySearch(reach[k], r)
		return j
	}
	start, done := make([]int, nt), make([]int, nt)
	rows := make([]int64, nt)
	diff := make([]int64, nt+1)
	for j, t := range targets {
		start[j] = nt
		for k := range childTables {
			if run.last[k][t] < 0 {
				continue
			}
			start[j] = min(start[j], stepOf(k, run.first[k][t]))
			done[j] = max(done[j], stepOf(k, run.last[k][t]))
			rows[j] += int64(run.rows[k][t])
		}
		diff[start[j]] += rows[j]
		diff[done[j]+1] -= rows[j]
	}
	var held, peak int64
	for _, d := range diff[:nt] {
		held += d
		peak = max(peak, held)
	}
	if peak <= windowRows {
		return [][]int{targets}
	}
	var windows [][]int
	tree := newMaxTree(nt)
	from := 0 // the current window's first step
	for j := range targets {
		tree.add(max(from, start[j]), j, rows[j])
		if j > from && tree.max(from, j) > windowRows {
			tree.add(max(from, start[j]), j, -rows[j])
			windows = append(windows, targets[from:j])
			from = j
			tree.add(j, j, rows[j])
		}
	}
	windows = append(windows, targets[from:])
	run.win = make([]int32, len(run.sess))
	for w, ts := range windows {
		for _, t := range ts {
			run.win[t] = int32(w)
		}
	}
	return windows
}

// maxTree is a segment tree over steps: add a number to a range of steps,
// and the most any step of a range holds.
type maxTree struct {
	n         int
	top, lazy []int64 // per node: the most of its range; what was added to all of it
}

func newMaxTree(n int) *maxTree {
	return &maxTree{n: n, top: make([]int64, 4*n), lazy: make([]int64, 4*n)}
}

// add adds v to steps lo..hi.
func (t *maxTree) add(lo, hi int, v int64) { t.update(1, 0, t.n-1, lo, hi, v) }

// max is the most steps lo..hi hold.
func (t *maxTree) max(lo, hi int) int64 { return t.query(1, 0, t.n-1, lo, hi) }

func (t *maxTree) update(node, l, r, lo, hi int, v int64) {
	if hi < l || r < lo {
		return
	}
	if lo <= l && r <= hi {
		t.top[node] += v
		t.lazy[node] += v
		return
	}
	m := (l + r) / 2
	t.update(2*node, l, m, lo, hi, v)
	t.update(2*node+1, m+1, r, lo, hi, v)
	t.top[node] = t.lazy[node] + max(t.top[2*node], t.top[2*node+1])
}

func (t *maxTree) query(node, l, r, lo, hi int) int64 {
	if hi < l || r < lo {
		return -1 << 62
	}
	if lo <= l && r <= hi {
		return t.top[node]
	}
	m := (l + r) / 2
	return t.lazy[node] + max(t.query(2*node, l, m, lo, hi), t.query(2*node+1, m+1, r, lo, hi))
}
