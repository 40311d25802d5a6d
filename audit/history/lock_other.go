//go:build !(darwin || dragonfly || freebsd || illumos || linux || netbsd || openbsd || windows)

package history

import (
	"fmt"
	"os"
	"runtime"
)

// Elsewhere there is no lock call Veedor knows to be sound: the store is
// refused rather than shared unlocked.
func tryLock(*os.File) (bool, error) {
	return false, fmt.Errorf("locking files is not supported on %s", runtime.GOOS)
}

func unlock(*os.File) error { return nil }
