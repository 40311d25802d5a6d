//go:build !unix

package casetest

import "time"

// CPUTime is not measured here: cpu-ns/op reads 0.
func CPUTime() time.Duration { return 0 }
