//go:build windows

package main

import (
	"os"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// processMemoryCounters is PROCESS_MEMORY_COUNTERS (psapi.h).
type processMemoryCounters struct {
	cb                         uint32
	pageFaultCount             uint32
	peakWorkingSetSize         uintptr
	workingSetSize             uintptr
	quotaPeakPagedPoolUsage    uintptr
	quotaPagedPoolUsage        uintptr
	quotaPeakNonPagedPoolUsage uintptr
	quotaNonPagedPoolUsage     uintptr
	pagefileUsage              uintptr
	peakPagefileUsage          uintptr
}

// K32GetProcessMemoryInfo is kernel32's export of psapi's
// GetProcessMemoryInfo (Windows 7 and later); x/sys/windows lacks it.
var procGetProcessMemoryInfo = windows.NewLazySystemDLL("kernel32.dll").NewProc("K32GetProcessMemoryInfo")

// selfUsage is this process's CPU time so far (GetProcessTimes) and peak
// working set (GetProcessMemoryInfo), Windows' measure of resident memory.
func selfUsage() usage {
	var u usage
	var creation, exit, kernel, user windows.Filetime
	if windows.GetProcessTimes(windows.CurrentProcess(), &creation, &exit, &kernel, &user) == nil {
		u.cpu, u.cpuOK = filetimeDuration(kernel)+filetimeDuration(user), true
	}
	c := processMemoryCounters{cb: uint32(unsafe.Sizeof(processMemoryCounters{}))}
	if procGetProcessMemoryInfo.Find() == nil {
		if r, _, _ := procGetProcessMemoryInfo.Call(uintptr(windows.CurrentProcess()), uintptr(unsafe.Pointer(&c)), uintptr(c.cb)); r != 0 {
			u.peakMB = float64(c.peakWorkingSetSize) / (1 << 20)
		}
	}
	return u
}

// filetimeDuration reads a FILETIME holding a duration (100 ns units).
func filetimeDuration(ft windows.Filetime) time.Duration {
	return time.Duration(uint64(ft.HighDateTime)<<32|uint64(ft.LowDateTime)) * 100
}

// childPeakMB is 0: Windows returns no memory figure with a process's
// status, so the child's own report of its peak stands.
func childPeakMB(*os.ProcessState) float64 { return 0 }
