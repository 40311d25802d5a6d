//go:build !windows

package main

import "os"

// vtConsole: a Unix terminal handles the escape sequences as it is.
func vtConsole(*os.File) bool { return true }
