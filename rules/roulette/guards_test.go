package roulette_test

// Guards of the parameter tables that do not read the tables' own numbers
// twice (issue 23): every payout, maximum and crew is read from the words of
// the seed its citation names and compared with the table. The fixtures'
// round trip cannot catch a wrong number here: its generator and its replay
// read the same table.

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	rr "github.com/veedor/veedor/rules/roulette"
	"github.com/veedor/veedor/rules/seedtest"
)

var instruments = []string{rules.ES1977, rules.ES1979, rules.CyL2008, rules.CV2003}

func each(t *testing.T, fn func(in, game string, p *rr.Params)) {
	t.Helper()
	n := 0
	for _, in := range instruments {
		for _, game := range []string{rr.French, rr.American} {
			p, ok := rr.For(in, game)
			if !ok {
				t.Fatalf("no parameters for %s %s", in, game)
			}
			fn(in, game, p)
			n++
		}
	}
	if n != 8 {
		t.Fatalf("%d parameter sets, want 8", n)
	}
}

func sortedTypes(p *rr.Params) []string {
	var out []string
	for typ := range p.Bets {
		out = append(out, typ)
	}
	sort.Strings(out)
	return out
}

// Every payout is the one its quote spells out («treinta y cinco veces» is
// 35:1, «la mitad de la postura» 1:2). The 1977 simple chances, whose text
// states none (even money rests on the preamble, digest AMB-04), and the
// announced bets, paid chip by chip, are the only exceptions, and they are
// listed.
func TestPayoutsAsTheirQuotesSpellThem(t *testing.T) {
	checked := 0
	each(t, func(in, game string, p *rr.Params) {
		for _, typ := range sortedTypes(p) {
			spec := p.Bets[typ]
			if rr.Announced(typ) {
				if spec.Payout != (rr.Ratio{}) {
					t.Errorf("%s %s %s: an announced bet has its own payout %s", in, game, typ, spec.Payout)
				}
				continue
			}
			num, den, ok := seedtest.Payout(spec.PayoutCite.Quote)
			if !ok {
				if rr.Simple(typ) && spec.PayoutCite.Instrument == rules.ES1977 && spec.Payout == (rr.Ratio{Num: 1, Den: 1}) {
					continue
				}
				t.Errorf("%s %s %s: the quote «%s» states no payout", in, game, typ, spec.PayoutCite.Quote)
				continue
			}
			if spec.Payout != (rr.Ratio{Num: num, Den: den}) {
				t.Errorf("%s %s %s pays %s, its quote «%s» says %d:%d", in, game, typ, spec.Payout, spec.PayoutCite.Quote, num, den)
			}
			checked++
		}
	})
	if checked < 80 {
		t.Errorf("only %d payouts checked", checked)
	}
}

// maxWords names, per bet type, the words its maximum's quote must contain:
// the right number on another bet type's line is still wrong.
var maxWords = map[string][]string{
	rr.Pleno: {"pleno", "número"}, rr.Caballo: {"caballo"}, rr.Transversal: {"transversal"}, rr.Cuadro: {"cuadro"},
	rr.Seisena: {"seisena"}, rr.Columna: {"columna"}, rr.Docena: {"columna"}, rr.DosColumnas: {"doble columna"},
	rr.DosDocenas: {"doble columna"},
}

// Every maximum, at every tier, is the multiple its quote spells out («por
// 10, 20 ó 30 veces» is 10, 20, 30; «mil veces» 1000) on the line of its own
// bet type.
func TestMaximaAsTheirQuotesSpellThem(t *testing.T) {
	checked := 0
	each(t, func(in, game string, p *rr.Params) {
		for _, typ := range sortedTypes(p) {
			spec := p.Bets[typ]
			if len(spec.Max) == 0 {
				continue
			}
			q := spec.MaxCite.Quote
			if got, want := fmt.Sprint(seedtest.Numbers(q)), fmt.Sprint(spec.Max); got != want {
				t.Errorf("%s %s %s: maxima %s, its quote «%s» says %s", in, game, typ, want, q, got)
			}
			if len(spec.Max) != p.Tiers {
				t.Errorf("%s %s %s: %d maxima for %d tiers", in, game, typ, len(spec.Max), p.Tiers)
			}
			words := maxWords[typ]
			if rr.Simple(typ) {
				words = []string{"máximo representa", "suertes sencillas"}
			}
			// The quote with the words just before it on its line: «Respecto
			// a las suertes sencillas, en 360 veces…».
			line := strings.Join(strings.Fields(seedtest.Line(t, spec.MaxCite.Seed, spec.MaxCite.Line)), " ")
			i := strings.Index(line, q)
			if i < 0 {
				t.Fatalf("%s %s %s: «%s» is not on its line", in, game, typ, q)
			}
			ctx := strings.ToLower(line[max(0, i-40) : i+len(q)])
			found := false
			for _, w := range words {
				found = found || strings.Contains(ctx, w)
			}
			if !found {
				t.Errorf("%s %s %s: the quote of its maximum «%s» is not about this bet (none of %q)", in, game, typ, q, words)
			}
			checked++
		}
	})
	if checked < 100 {
		t.Errorf("only %d maxima checked", checked)
	}
}

var roleWords = map[string]string{
	"jefe": "jefe-mesa", "subjefe": "subjefe-mesa",
	"croupier": "croupier", "croupiers": "croupier", "crupier": "croupier", "crupieres": "croupier", "crupiers": "croupier",
	"extremo": "extremo-mesa", "extremos": "extremo-mesa",
}

var articles = map[string]bool{"el": true, "y": true, "la": true}

// crewOf reads the crew a seed line lists: the number before each role's
// first mention («un jefe de mesa, dos «croupiers» y un «extremo»»; a bare
// «y croupier» or «El crupier.» is one), less the exemptions the same line
// allows («podrá eximirse la presencia del subjefe de mesa y de uno de los
// dos extremos»; «puesto, este último, cuya presencia … podrá eximirse»).
func crewOf(text string) (rr.Crew, []string) {
	low := strings.ToLower(text)
	listed, exempt, _ := strings.Cut(low, "podrá eximirse")
	crew := rr.Crew{}
	var order []string
	ws := strings.FieldsFunc(listed, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || strings.ContainsRune("áéíóúñü", r))
	})
	for i, w := range ws {
		role, ok := roleWords[w]
		if !ok || crew[role] > 0 {
			continue
		}
		n := 0
		if i > 0 {
			if k, ok := seedtest.Number(ws[i-1]); ok {
				n = k
			} else if articles[ws[i-1]] {
				n = 1
			}
		} else {
			n = 1
		}
		if n > 0 {
			crew[role] = n
			order = append(order, role)
		}
	}
	if strings.Contains(exempt, "subjefe") {
		delete(crew, "subjefe-mesa")
	}
	if strings.Contains(exempt, "uno de los dos extremos") {
		crew["extremo-mesa"]--
	}
	if strings.Contains(listed, "este último") && len(order) > 0 {
		delete(crew, order[len(order)-1])
	}
	return crew, order
}

// Every crew table entry, for every instrument, game and layout, is the crew
// the lines cited by RUL-CREW list, after the exemptions those lines allow.
// A line that lists no role (Valencia's American roulette cites each
// employee's duties) is read with its heading, two lines above.
func TestCrewsAsTheirLinesListThem(t *testing.T) {
	var crewRule *rules.Rule
	for _, r := range rr.Rules {
		if r.ID == rr.CrewShort {
			crewRule = r
		}
	}
	if crewRule == nil {
		t.Fatal("no crew rule")
	}
	checked := 0
	each(t, func(in, game string, p *rr.Params) {
		read := map[string]rr.Crew{}
		for _, b := range crewRule.Basis {
			if b.Instrument != in || !contains(b.Games, game) {
				continue
			}
			for _, c := range b.Cites {
				text := seedtest.Line(t, c.Seed, c.Line)
				crew, _ := crewOf(text)
				if len(crew) == 0 {
					crew, _ = crewOf(seedtest.Line(t, c.Seed, c.Line-2))
				}
				variant := ""
				switch low := strings.ToLower(text); {
				case game == rr.American:
				case strings.Contains(low, "dos paños"):
					variant = rr.DosPanos
				case strings.Contains(low, "un solo paño"):
					variant = rr.UnPano
				default:
					t.Errorf("%s %s: cited line %d names no layout", in, game, c.Line)
					continue
				}
				if read[variant] == nil {
					read[variant] = rr.Crew{}
				}
				for role, n := range crew {
					read[variant][role] += n
				}
			}
		}
		if len(read) != len(p.Crews) {
			t.Errorf("%s %s: the cited lines list layouts %v, the table %v", in, game, keys(read), keys(p.Crews))
		}
		for variant, want := range read {
			got := p.Crews[variant]
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s %s %q: crew table %v, the cited lines list %v", in, game, variant, got, want)
			}
			checked++
		}
	})
	if checked != 12 {
		t.Errorf("%d crews checked, want 12 (two French layouts and one American per instrument)", checked)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// The reader of crews is itself checked on the lines it must not misread.
func TestCrewOf(t *testing.T) {
	for text, want := range map[string]string{
		"b) Para la denominada «a un solo paño»: un jefe de mesa, dos «croupiers» y un «extremo» de mesa.":                                                                                       "map[croupier:2 extremo-mesa:1 jefe-mesa:1]",
		"b) El personal afecto a cada ruleta comprende un jefe de mesa y croupier.":                                                                                                              "map[croupier:1 jefe-mesa:1]",
		"Un jefe de mesa, dos crupieres y un extremo de mesa, puesto, este último, cuya presencia en mesa podrá eximirse por la dirección":                                                       "map[croupier:2 jefe-mesa:1]",
		"Un jefe de mesa y un subjefe de mesa, y cuatro crupieres que, dos extremos de mesa. No obstante, podrá eximirse la presencia del subjefe de mesa y de uno de los dos extremos de mesa.": "map[croupier:4 extremo-mesa:1 jefe-mesa:1]",
		"El crupier.": "map[croupier:1]",
	} {
		if got, _ := crewOf(text); fmt.Sprint(got) != want {
			t.Errorf("crewOf(%q) = %v, want %s", text, got, want)
		}
	}
}
