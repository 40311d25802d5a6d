//go:build windows

package main

import (
	"os"

	"golang.org/x/sys/windows"
)

// vtConsole turns on the console's handling of escape sequences (Windows
// 10 and later); on an older console the progress line is not drawn rather
// than drawn as garbage.
func vtConsole(f *os.File) bool {
	h := windows.Handle(f.Fd())
	var mode uint32
	if windows.GetConsoleMode(h, &mode) != nil {
		return false
	}
	return mode&windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING != 0 ||
		windows.SetConsoleMode(h, mode|windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING) == nil
}
