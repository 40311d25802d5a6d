package audit

import (
	"testing"

	"github.com/veedor/veedor/audit/logs"
)

type standIn struct{ name string }

func (s standIn) Games() []string                       { return []string{"juego-a", "juego-b"} }
func (standIn) Audit(*Context, *logs.Session)           {}
func (standIn) Finish(*CrossContext, []*StaffedSession) {}

func TestSwapPutsBackWhatWasThere(t *testing.T) {
	orig := standIn{"original"}
	games["juego-a"] = orig
	defer delete(games, "juego-a")

	restore := Swap(standIn{"stand-in"})
	if g := games["juego-a"].(standIn); g.name != "stand-in" {
		t.Fatalf("during the swap juego-a is %q", g.name)
	}
	if g := games["juego-b"].(standIn); g.name != "stand-in" {
		t.Fatalf("during the swap juego-b is %q", g.name)
	}
	restore()
	if g, ok := games["juego-a"].(standIn); !ok || g.name != "original" {
		t.Errorf("after the swap juego-a is %v", games["juego-a"])
	}
	if g, ok := games["juego-b"]; ok {
		t.Errorf("juego-b had no replay before the swap and has %v after", g)
	}
}
