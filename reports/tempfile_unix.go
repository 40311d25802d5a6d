//go:build unix

package reports

import (
	"errors"
	"syscall"
)

// processAlive tells whether pid is a running process on this machine:
// signal 0 checks without sending anything (EPERM: it runs as another user).
func processAlive(pid int) (alive, known bool) {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM), true
}
