package blackjack

import (
	"testing"
	"time"

	"github.com/veedor/veedor/audit/logs"
)

// Every pair of stints whose starts and ends lie on a grid of minutes (a
// start at the zero time, an end or none): at any time of the window
// around t, every stint is on duty as at t; t is in its window (a round is
// counted once, then its window holds for the next).
func TestDutyWindow(t *testing.T) {
	base := time.Date(2024, 3, 1, 21, 0, 0, 0, time.UTC)
	grid := []time.Time{{}}
	for m := 1; m <= 5; m++ {
		grid = append(grid, base.Add(time.Duration(m)*time.Minute))
	}
	var stints []logs.Staff
	for _, on := range grid {
		for _, off := range grid {
			stints = append(stints, logs.Staff{OnAt: on, OffAt: off})
		}
	}
	windows := 0
	for _, a := range stints {
		for _, b := range stints {
			staff := []logs.Staff{a, b}
			for _, at := range grid {
				from, until := dutyWindow(staff, at)
				if !inWindow(from, until, at) {
					t.Fatalf("%v at %v: window [%v, %v) leaves it out", staff, at, from, until)
				}
				for _, other := range grid {
					if !inWindow(from, until, other) {
						continue
					}
					windows++
					for i := range staff {
						if onDuty(&staff[i], other) != onDuty(&staff[i], at) {
							t.Fatalf("%v: stint %d on duty at %v %v, at %v %v, in the window [%v, %v)", staff, i,
								at, onDuty(&staff[i], at), other, onDuty(&staff[i], other), from, until)
						}
					}
				}
			}
		}
	}
	if windows < 1296*len(grid)*2 { // some windows hold more than their own time
		t.Errorf("%d times in windows: the windows are too narrow to save anything", windows)
	}
}
