package puntobanca_test

// Guards of the punto y banca parameters that read the numbers from the
// words of the seeds the rules cite, not from the tables (issue 23): decks,
// tie payout, commission, maxima, the tie cap and the crews.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/veedor/veedor/rules"
	pb "github.com/veedor/veedor/rules/puntobanca"
	"github.com/veedor/veedor/rules/seedtest"
)

var texts = []string{rules.ES1977, rules.ES1984, rules.CyL2008, rules.CV2003}

// cites returns every citation of the registered punto y banca rules under
// instrument whose quote contains all of words, deduplicated.
func cites(instrument string, words ...string) []rules.Citation {
	seen := map[rules.Citation]bool{}
	var out []rules.Citation
	for _, r := range rules.All() {
		if !r.ForGame(pb.Game) {
			continue
		}
		for _, b := range r.Basis {
			for _, c := range b.Cites {
				if c.Instrument != instrument || seen[c] {
					continue
				}
				ok := true
				for _, w := range words {
					ok = ok && strings.Contains(strings.ToLower(c.Quote), w)
				}
				if ok {
					seen[c] = true
					out = append(out, c)
				}
			}
		}
	}
	return out
}

func params(t *testing.T, in string) *pb.Params {
	t.Helper()
	p, ok := pb.For(in, rules.Defaults())
	if !ok {
		t.Fatalf("no punto y banca under %s", in)
	}
	return p
}

// The deck count of each text is the one its quote spells out («ocho
// barajas» is 8).
func TestDecksAsTheirQuotesSpellThem(t *testing.T) {
	for _, in := range texts {
		d := pb.Decks[in]
		ns := seedtest.Numbers(d.Cite.Quote)
		if len(ns) == 0 || ns[0] != d.N {
			t.Errorf("%s: %d decks, its quote «%s» says %v", in, d.N, d.Cite.Quote, ns)
		}
		if p := params(t, in); len(p.Decks) != 1 || p.Decks[0] != d.N {
			t.Errorf("%s: the parameters allow %v decks, the text %d", in, p.Decks, d.N)
		}
	}
}

// The tie bet pays what its quote says («a razón de ocho a uno» is 8:1),
// only where the text has one, and the deduction on banca is the quote's «5
// por 100».
func TestTieAndCommissionAsTheirQuotesSpellThem(t *testing.T) {
	for _, in := range texts {
		c, has := pb.TieBet[in]
		if p := params(t, in); p.TieBet != has {
			t.Errorf("%s: tie bet %v, the text has one: %v", in, p.TieBet, has)
		}
		if has {
			if n, d, ok := seedtest.Payout(c.Quote); !ok || n != 8 || d != 1 {
				t.Errorf("%s: the tie bet's quote «%s» reads %d:%d, the replay and odds pay 8:1", in, c.Quote, n, d)
			}
		}
		cs := cites(in, "deducción del")
		if len(cs) == 0 {
			t.Errorf("%s: no citation of the deduction", in)
		}
		for _, c := range cs {
			n, d, ok := seedtest.Payout(c.Quote)
			if !ok {
				t.Fatalf("%s: «%s» states no rate", in, c.Quote)
			}
			const stake = 20000 // 200.00: a whole number of cents at any rate
			got, accept := pb.Commission(stake, rules.Defaults())
			if want := stake * n / d; got != want || !accept(want) || accept(want+1) {
				t.Errorf("%s: the deduction on %d cents is %d, «%s» makes it %d", in, stake, got, c.Quote, want)
			}
		}
	}
}

// The maxima are the multiples the quotes spell out: «en 50 o 100 veces el
// mínimo», or in Castilla y León «entre 20 y 100 veces»; the Castilla y León
// tie cap is «el 10%».
func TestMaximaAsTheirQuotesSpellThem(t *testing.T) {
	for _, in := range texts {
		p := params(t, in)
		cs := cites(in, "máximo de las apuestas será fijado")
		if len(cs) == 0 {
			t.Fatalf("%s: no citation of the maximum", in)
		}
		for _, c := range cs {
			ns := seedtest.Numbers(c.Quote)
			if strings.Contains(c.Quote, "entre") {
				if len(ns) != 2 || p.MaxRatios != nil || p.MaxRatioLo != ns[0] || p.MaxRatioHi != ns[1] {
					t.Errorf("%s: maximum between %d and %d (ratios %v), «%s» says %v", in, p.MaxRatioLo, p.MaxRatioHi, p.MaxRatios, c.Quote, ns)
				}
				for _, k := range []int64{int64(ns[0]) - 1, int64(ns[1]) + 1} {
					if p.MaxAllowed(100, 100*k) {
						t.Errorf("%s: a maximum of %d times the minimum is allowed", in, k)
					}
				}
				for _, k := range []int64{int64(ns[0]), int64(ns[1])} {
					if !p.MaxAllowed(100, 100*k) {
						t.Errorf("%s: a maximum of %d times the minimum is refused", in, k)
					}
				}
				continue
			}
			if fmt.Sprint(p.MaxRatios) != fmt.Sprint(ns) {
				t.Errorf("%s: maxima %v times the minimum, «%s» says %v", in, p.MaxRatios, c.Quote, ns)
			}
			for _, k := range ns {
				if !p.MaxAllowed(100, 100*int64(k)) || p.MaxAllowed(100, 100*int64(k)+1) || p.MaxAllowed(100, 100*int64(k)-1) {
					t.Errorf("%s: %d times the minimum, and a cent either side, not judged as the text says", in, k)
				}
			}
		}
	}
	p := params(t, rules.CyL2008)
	cs := cites(rules.CyL2008, "empate", "superiores")
	if len(cs) != 1 {
		t.Fatalf("Castilla y León: %d citations of the tie cap", len(cs))
	}
	if n, ok := seedtest.Number(cs[0].Quote); !ok || n != p.TieCapPct {
		t.Errorf("Castilla y León: tie cap %d%%, «%s» says %d", p.TieCapPct, cs[0].Quote, n)
	}
}

// pbCrew reads a crew line: the number before the first mention of each
// post («un jefe de mesa, dos «croupiers» y un cambista»; «dos o tres
// «croupiers»» is at least two), less one croupier where the line lets the
// casino «eximir la presencia en mesa de uno de ellos».
func pbCrew(text string) pb.Crew {
	ws := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || strings.ContainsRune("áéíóúñü", r))
	})
	var c pb.Crew
	set := func(field *int, i int) {
		if *field != 0 || i == 0 {
			return
		}
		if i >= 3 && ws[i-2] == "o" {
			i -= 2 // «dos o tres»: the least
		}
		if n, ok := seedtest.Number(ws[i-1]); ok {
			*field = n
		} else if ws[i-1] == "único" {
			*field = 1
		}
	}
	for i, w := range ws {
		switch w {
		case "jefe":
			set(&c.Jefe, i)
		case "croupiers", "crupieres", "crupiers", "crupier":
			set(&c.Croupiers, i)
		case "cambista":
			set(&c.Cambista, i)
		}
	}
	if strings.Contains(strings.ToLower(text), "eximir la presencia en mesa de uno de ellos") {
		c.Croupiers--
	}
	return c
}

// The crews of the standard tables are those the cited lines list; the
// reduced tables' single croupier is the one the text reduces them to.
func TestCrewsAsTheirLinesListThem(t *testing.T) {
	// The standard table's lines: 1977 L273, 1984 L32, Castilla y León
	// L217 (up to its reduced tables), Valencia L1129 (the jefe) and L1133.
	standard := map[string]pb.Crew{}
	for _, in := range texts {
		var c pb.Crew
		for _, ct := range cites(in, "tendrá afecto") {
			if strings.Contains(ct.Quote, "único") {
				continue
			}
			line := seedtest.Line(t, ct.Seed, ct.Line)
			line, _, _ = strings.Cut(line, "En el caso de que el juego se desarrolle en las mesas reducidas")
			line, _, _ = strings.Cut(line, "En las modalidades de juego en mesa reducida")
			got := pbCrew(line)
			c.Jefe, c.Croupiers, c.Cambista = max(c.Jefe, got.Jefe), max(c.Croupiers, got.Croupiers), max(c.Cambista, got.Cambista)
		}
		standard[in] = c
		if got := params(t, in).Crews[pb.Standard]; got != c {
			t.Errorf("%s: standard crew %+v, the cited lines list %+v", in, got, c)
		}
	}
	want := map[string]pb.Crew{rules.ES1977: {Jefe: 1, Croupiers: 2, Cambista: 1}, rules.ES1984: {Jefe: 1, Croupiers: 2}, rules.CyL2008: {Jefe: 1, Croupiers: 2}, rules.CV2003: {Jefe: 1, Croupiers: 2}}
	if fmt.Sprint(standard) != fmt.Sprint(want) {
		t.Errorf("the crew reader reads %v, want %v", standard, want)
	}
	// Reduced tables: one croupier («podrá reducirse el número de crupieres
	// a uno», «un único crupier») and the jefe supervising them.
	for _, in := range []string{rules.CyL2008, rules.CV2003} {
		cs := append(cites(in, "reducirse el número de crupieres a uno"), cites(in, "un único crupier")...)
		if len(cs) != 1 {
			t.Fatalf("%s: %d citations of the reduced crew", in, len(cs))
		}
		for _, v := range []string{pb.Mini, pb.Midi} {
			if got := params(t, in).Crews[v]; got != (pb.Crew{Jefe: 1, Croupiers: 1}) {
				t.Errorf("%s %s: crew %+v, «%s» leaves one croupier", in, v, got, cs[0].Quote)
			}
		}
	}
	// 1979 stands in with the 1977 or 1984 crew, or what both require.
	for reading, w := range map[string]pb.Crew{"1977": standard[rules.ES1977], "1984": standard[rules.ES1984], "common": {Jefe: 1, Croupiers: 2}} {
		s := rules.Defaults()
		if err := s.Set(pb.Sw1979Text + "=" + reading); err != nil {
			t.Fatal(err)
		}
		p, _ := pb.For(rules.ES1979, s)
		if got := p.Crews[pb.Standard]; got != w {
			t.Errorf("es-1979 under %s=%s: crew %+v, want %+v", pb.Sw1979Text, reading, got, w)
		}
	}
}

func TestPbCrew(t *testing.T) {
	for text, want := range map[string]pb.Crew{
		"Cada mesa de juego tendrá afectos un jefe de mesa, dos «croupiers» y un cambista.":           {Jefe: 1, Croupiers: 2, Cambista: 1},
		"Cada mesa de juego tendrá afectos un jefe de mesa y dos o tres «croupiers».":                 {Jefe: 1, Croupiers: 2},
		"un jefe de mesa y tres crupieres, si bien podrá eximir la presencia en mesa de uno de ellos": {Jefe: 1, Croupiers: 2},
		"cada mesa tendrá afecto un único crupier":                                                    {Croupiers: 1},
	} {
		if got := pbCrew(text); got != want {
			t.Errorf("pbCrew(%q) = %+v, want %+v", text, got, want)
		}
	}
}
