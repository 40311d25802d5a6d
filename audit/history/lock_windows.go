//go:build windows

package history

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// The whole file's range, as Go's own cmd/go locks files on Windows.
const allBytes = ^uint32(0)

// tryLock takes an exclusive LockFileEx lock on f without waiting. Such a
// lock belongs to the handle, so a second Open in the same process is
// refused as another process would be.
func tryLock(f *os.File) (held bool, err error) {
	err = windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY,
		0, allBytes, allBytes, new(windows.Overlapped))
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return true, nil
	}
	return false, err
}

func unlock(f *os.File) error {
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, allBytes, allBytes, new(windows.Overlapped))
}
