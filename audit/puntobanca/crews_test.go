package puntobanca_test

// Every entry of every punto y banca crew table, under every text and table
// variant (issue 23): the crew as the table lists it is enough, and one
// fewer of any post is a finding.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/audit/casetest"
	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
)

func TestCrewEveryTableEntry(t *testing.T) {
	checked := 0
	for _, name := range []string{"clean-es77-standard", "clean-es84-standard", "clean-cyl-standard", "clean-cyl-mini", "clean-cyl-midi", "clean-cv-standard", "clean-cv-mini", "clean-cv-midi"} {
		c := casetest.Read(t, "testdata/cases/"+name+".txt")
		_, _, sh, srow := limits(t, c)
		var variant string
		for i, h := range sh {
			if h == "variant" {
				variant = srow[i]
			}
		}
		p, ok := pb.For(instrumentOf(name), rules.Defaults())
		if !ok {
			t.Fatalf("%s: no parameters", name)
		}
		crew, ok := p.Crews[variant]
		if !ok {
			t.Fatalf("%s: no crew for variant %q", name, variant)
		}
		staffLines := strings.Split(strings.TrimSpace(c.Sections["staff.csv"]), "\n")
		on := csvRow(staffLines[1])[3]
		// The case's own employees: J1 jefe, C1… croupiers (C1 deals), K1 cambista.
		type post struct{ id, role string }
		var posts []post
		for i := 0; i < crew.Jefe; i++ {
			posts = append(posts, post{fmt.Sprintf("J%d", i+1), "jefe-mesa"})
		}
		for i := 0; i < crew.Croupiers; i++ {
			posts = append(posts, post{fmt.Sprintf("C%d", i+1), "croupier"})
		}
		for i := 0; i < crew.Cambista; i++ {
			posts = append(posts, post{fmt.Sprintf("K%d", i+1), "cambista"})
		}
		audit := func(ps []post) []string {
			staff := staffLines[0] + "\n"
			for _, p := range ps {
				staff += fmt.Sprintf("S1,%s,%s,%s,\n", p.id, p.role, on)
			}
			e := c
			e.Sections = map[string]string{}
			for k, v := range c.Sections {
				e.Sections[k] = v
			}
			e.Sections["staff.csv"] = staff
			var got []string
			for _, f := range casetest.Audit(t, e).Findings {
				if f.Rule == pb.RuleCrew {
					got = append(got, casetest.Key(f))
				}
			}
			return got
		}
		if got := audit(posts); len(got) != 0 {
			t.Errorf("%s: the crew %+v as listed: %v", name, crew, got)
		}
		for i := range posts {
			// The last of each role goes (C1 deals and J1 burns in the cases).
			if i+1 < len(posts) && posts[i+1].role == posts[i].role {
				continue
			}
			short := append(append([]post{}, posts[:i]...), posts[i+1:]...)
			if got := audit(short); len(got) == 0 {
				t.Errorf("%s: one %s short of %+v: no finding", name, posts[i].role, crew)
			}
			checked++
		}
	}
	if checked < 17 {
		t.Errorf("only %d short crews checked", checked)
	}
}
