//go:build unix

package casetest

import (
	"syscall"
	"time"
)

// CPUTime is the process's user plus system CPU time, for the replay
// benchmarks' cpu-ns/op (wall time means little on a shared machine).
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
