//go:build darwin || dragonfly || freebsd || illumos || linux || netbsd || openbsd

package main

import (
	"os"
	"runtime"
	"syscall"
	"time"
)

// selfUsage is this process's CPU time so far and peak resident memory,
// from getrusage; on Linux the peak is the kernel's high-water mark, which
// resetPeakRSS can start afresh.
func selfUsage() usage {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return usage{}
	}
	u := usage{cpu: time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), cpuOK: true, peakMB: maxrssMB(ru.Maxrss)}
	if mb := procStatusMB("/proc/self/status", "VmHWM:"); mb > 0 {
		u.peakMB = mb
	}
	return u
}

// childPeakMB is the peak resident memory of a child that has exited, from
// the rusage the kernel returns with its status.
func childPeakMB(ps *os.ProcessState) float64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return maxrssMB(ru.Maxrss)
	}
	return 0
}

// maxrssMB converts ru_maxrss to MB: macOS gives bytes, the other Unixes
// kilobytes.
func maxrssMB(maxrss int64) float64 {
	if runtime.GOOS == "darwin" {
		return float64(maxrss) / (1 << 20)
	}
	return float64(maxrss) / 1024
}
