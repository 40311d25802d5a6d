package circulo

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules"
	"github.com/veedor/veedor/rules/cards"
	pc "github.com/veedor/veedor/rules/circulo"
	"github.com/veedor/veedor/rules/circulo/hands"
)

// builtPot is a pot as the contributions build it.
type builtPot struct {
	amt   logs.Cents
	seats []int // still in the hand and able to win it
}

// buildPots splits the contributions into the main pot and the side pots:
// one level per all-in amount of a seat still in the hand (L633, L639).
func buildPots(h *hand, contrib map[int]logs.Cents) []builtPot {
	var levels []logs.Cents
	var top logs.Cents
	for s, c := range contrib {
		if h.folded[s] {
			continue
		}
		top = max(top, c)
		if h.allin[s] {
			levels = append(levels, c)
		}
	}
	levels = append(levels, top)
	slices.Sort(levels)
	levels = slices.Compact(levels)
	var out []builtPot
	var prev logs.Cents
	for i, lv := range levels {
		if lv <= prev {
			continue
		}
		var p builtPot
		for s, c := range contrib {
			hi := min(c, lv)
			if i == len(levels)-1 {
				hi = c // a folded seat's chips above the top level stay in the last pot
			}
			if hi > prev {
				p.amt += hi - prev
			}
			// A seat still in that is short without being all-in (PC-IGUALES
			// says so) can still win the last pot.
			if !h.folded[s] && (c >= lv || (i == len(levels)-1 && !h.allin[s] && c > prev)) {
				p.seats = append(p.seats, s)
			}
		}
		sort.Ints(p.seats)
		if p.amt > 0 {
			out = append(out, p)
		}
		prev = lv
	}
	return out
}

// contribReadings are the contributions the pots may rest on: the bet
// rows' first, then, where a row contradicts its actions
// (DQ-STAKE-ACTIONS), each mix of the two figures (up to three such seats;
// beyond, the actions' figures together).
func contribReadings(h *hand) []map[int]logs.Cents {
	out := []map[int]logs.Cents{h.contrib}
	seats := sortedSeats(h.byActs)
	if len(seats) == 0 {
		return out
	}
	first := 1
	if len(seats) > 3 {
		first = 1<<len(seats) - 1
	}
	for mask := first; mask < 1<<len(seats); mask++ {
		m := maps.Clone(h.contrib)
		for i, s := range seats {
			if mask&(1<<i) != 0 {
				m[s] = h.byActs[s]
			}
		}
		out = append(out, m)
	}
	return out
}

// misallocated reports, when the recorded pots are the built ones pot for
// pot by their seats, the money they put in the wrong place: (Σ|rec−exp| +
// |Σ(rec−exp)|) / 2, which is the net difference when one pot is off and
// the amount moved when the totals agree.
func misallocated(h *hand, built []builtPot) (logs.Cents, bool) {
	if len(built) != len(h.pots) {
		return 0, false
	}
	var abs, net logs.Cents
	for i, b := range built {
		p := h.pots[i]
		seats := slices.Clone(p.seats)
		sort.Ints(seats)
		if !slices.Equal(seats, b.seats) {
			return 0, false
		}
		abs += absC(p.amt - b.amt)
		net += p.amt - b.amt
	}
	return (abs + absC(net)) / 2, true
}

// matches reports whether the recorded pots are built, amounts and seats.
func matches(h *hand, built []builtPot) bool {
	if len(built) != len(h.pots) {
		return false
	}
	for i, b := range built {
		p := h.pots[i]
		seats := slices.Clone(p.seats)
		sort.Ints(seats)
		if p.amt != b.amt || !slices.Equal(seats, b.seats) {
			return false
		}
	}
	return true
}

func seatList(s []int) string {
	parts := make([]string, len(s))
	for i, n := range s {
		parts[i] = itoa(n)
	}
	return strings.Join(parts, ",")
}

// potText names a pot in each language: its amount in euros and the seats
// that can win it.
func potText(amt logs.Cents, seats []int) rules.Text {
	list := strings.ReplaceAll(seatList(seats), ",", ", ")
	return audit.Textf("%s (asientos %s)", "%s (seats %s)", amt, list)
}

// joinTexts joins texts language by language.
func joinTexts(ts []rules.Text, sep string) rules.Text {
	es := make([]string, len(ts))
	en := make([]string, len(ts))
	for i, t := range ts {
		es[i], en[i] = t.ES, t.EN
	}
	return rules.Text{ES: strings.Join(es, sep), EN: strings.Join(en, sep)}
}

// pots checks the recorded pots against the contributions, the rake against
// what the pots kept, each seat's payment against its shares, and each pot's
// award against the showdown.
func (x *session) pots(h *hand) {
	var built []builtPot // the rows' pots, or the first reading the recorded ones match
	potsOK := false
	for i, contrib := range contribReadings(h) {
		b := buildPots(h, contrib)
		if len(b) > 0 {
			b[0].amt += x.carry // cubierto: the antes of the blank hands before
		}
		if i == 0 || len(built) == 0 {
			built = b // the rows' pots; the actions' when the rows build none
		}
		if matches(h, b) {
			built, potsOK = b, true
			break
		}
	}
	r := h.r
	if !potsOK {
		var exp, rec []rules.Text
		var diff, recTotal, expTotal logs.Cents
		for _, b := range built {
			exp = append(exp, potText(b.amt, b.seats))
			expTotal += b.amt
		}
		for _, p := range h.pots {
			rec = append(rec, potText(p.amt, p.seats))
			recTotal += p.amt
		}
		diff = recTotal - expTotal
		if diff < 0 {
			diff = -diff
		}
		if moved, ok := misallocated(h, built); ok {
			// The same pots for the same seats, amounts apart: what is
			// missing or extra, plus what went to the wrong pot (a euro
			// moved from the main pot to a side pot is one euro at stake).
			diff = moved
		} else if diff == 0 && len(built) > 0 {
			diff = built[len(built)-1].amt
		}
		x.report(audit.Finding{Rule: pc.RulePots, Round: r.No, At: r.At, Source: r.Pos, Column: "events",
			Expected: joinTexts(exp, "; "), Recorded: joinTexts(rec, "; "), AtStake: diff,
			Detail: audit.Textf("Mano %d: los botes registrados no son los que forman las aportaciones (importe y asientos que pueden ganar cada uno).", "Hand %d: the recorded pots are not those the contributions build (amount and seats that can win each).", r.No)})
	}
	// The rake is what the pots kept.
	var kept logs.Cents
	got := map[int]logs.Cents{}
	for _, p := range h.pots {
		var paid logs.Cents
		for i, w := range p.winners {
			got[w] += p.shares[i]
			paid += p.shares[i]
		}
		kept += p.amt - paid
	}
	if len(h.pots) > 0 && h.rakeRec && kept != h.rake {
		x.report(audit.Finding{Rule: pc.RulePots, Round: r.No, At: h.rakeEv.At, Source: h.rakeEv.Pos, Column: "detail",
			Expected: audit.Textf("%s (retenido de los botes)", "%s (kept from the pots)", kept), Recorded: audit.Textf("%s", "%s", h.rake), AtStake: absC(kept - h.rake),
			Detail: audit.Textf("Mano %d: la comisión registrada no es lo que los botes retuvieron.", "Hand %d: the rake recorded is not what the pots kept.", r.No)})
	}
	if !h.rakeRec {
		h.rake = kept
	}
	if len(h.pots) > 0 {
		for _, s := range sortedSeats(h.bets) {
			b := h.bets[s]
			if b.Paid != got[s] {
				x.report(audit.Finding{Rule: pc.RulePots, Round: r.No, Bet: b.ID, At: r.At, Source: b.Pos, Column: "paid",
					Expected: audit.Textf("%s (su parte de los botes)", "%s (its share of the pots)", got[s]), Recorded: audit.Textf("%s", "%s", b.Paid), AtStake: absC(b.Paid - got[s]), Delta: b.Paid - got[s],
					Detail: audit.Textf("Mano %d: el asiento %d cobró %s; los botes le dieron %s.", "Hand %d: seat %d was paid %s; the pots gave it %s.", r.No, s, b.Paid, got[s])})
			}
		}
	}
	if !potsOK {
		return // the awards are judged on pots that are right
	}
	for i, p := range h.pots {
		x.award(h, p, built[i].seats)
	}
}

func absC(c logs.Cents) logs.Cents {
	if c < 0 {
		return -c
	}
	return c
}

func sortedSeats[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for s := range m {
		out = append(out, s)
	}
	sort.Ints(out)
	return out
}

// award judges who won pot p among seats (L635, L651, L655).
func (x *session) award(h *hand, p pot, seats []int) {
	r := h.r
	winners := slices.Clone(p.winners)
	sort.Ints(winners)
	var net logs.Cents
	for _, c := range p.shares {
		net += c
	}
	wrong := func(exp string) {
		x.report(audit.Finding{Rule: pc.RuleWinner, Round: r.No, At: p.e.At, Source: p.e.Pos, Column: "detail",
			Expected: audit.Plain(exp), Recorded: audit.Plain("ganadores=" + seatList(p.winners)), AtStake: net,
			Detail: audit.Textf("Mano %d: el bote %d (%s) fue a %s; correspondía a %s.", "Hand %d: pot %d (%s) went to %s; it was %s's.", r.No, p.n, p.amt, seatList(p.winners), exp)})
	}
	if len(seats) == 1 {
		if len(winners) != 1 || winners[0] != seats[0] {
			wrong(itoa(seats[0]))
		}
		return
	}
	sets, ok := x.bestSets(h, seats)
	if !ok {
		return
	}
	for _, set := range sets {
		if slices.Equal(set, winners) {
			if len(winners) > 1 {
				x.split(h, p, net)
			}
			return
		}
	}
	var alts []string
	for _, set := range sets {
		alts = append(alts, seatList(set))
	}
	wrong(strings.Join(alts, " o "))
}

// readings lists the evaluator readings the switches accept.
func (x *session) readings() []hands.Readings {
	pick := func(sw string, one, two string, relevant bool) []int {
		switch {
		case !relevant || x.is(sw, one):
			return []int{1}
		case x.is(sw, two):
			return []int{2}
		}
		return []int{1, 2}
	}
	var out []hands.Readings
	for _, f := range pick(pc.SwFiguras, "segunda-pareja", "carta-alta", x.v.Figuras) {
		for _, k := range pick(pc.SwKickers, "todas", "mayor", true) {
			for _, w := range pick(pc.SwWheel, "bajo", "alto", true) {
				for _, rest := range pick(pc.SwRestKickers, "siguen", "empate", true) {
					out = append(out, hands.Readings{FiguresTieBreak: f, HighCardTieBreak: k, LowAceStraight: w, Kickers: rest})
				}
			}
		}
	}
	return out
}

// bestSets is, for each reading accepted, the seats tied best among seats;
// false when a seat's cards are missing or unreadable. The readings only
// order hands of one class (the classes' order is the deck's), so the other
// readings are tried only among the seats of the best class.
func (x *session) bestSets(h *hand, seats []int) ([][]int, bool) {
	deck := hands.Deck(x.deckOf(h))
	var out [][]int
	constructions := []string{""}
	if x.v.ID == pc.Sintetico {
		switch {
		case !x.cyl() || x.is(pc.SwSintHand, "dos-mas-tres"):
			constructions = []string{"2+3"}
		case x.is(pc.SwSintHand, "cinco-de-siete"):
			constructions = []string{"5de7"}
		default:
			constructions = []string{"2+3", "5de7"}
		}
	}
	for _, s := range seats {
		if _, ok := h.shown[s]; !ok {
			x.note("muestra", h.r, "Botes disputados con un asiento que no mostró sus cartas (rounds.outcome): su adjudicación no se juzga.", "Contested pots with a seat that did not show its cards (rounds.outcome): their award is not judged.")
			return nil, false
		}
	}
	rds := x.readings()
	add := func(set []int) {
		if !slices.ContainsFunc(out, func(o []int) bool { return slices.Equal(o, set) }) {
			out = append(out, set)
		}
	}
	for ci, how := range constructions {
		value := func(ri, s int) (hands.Value, bool) {
			k := evalKey{s, ri, ci}
			if v, ok := h.evals[k]; ok {
				return v, true
			}
			v, err := x.eval(deck, rds[ri], h.shown[s], h.board, how)
			if err != nil {
				return 0, false // PC-CARTAS or PC-MAZO said why
			}
			if h.evals == nil {
				h.evals = map[evalKey]hands.Value{}
			}
			h.evals[k] = v
			return v, true
		}
		best := func(ri int, among []int) ([]int, bool) {
			var top hands.Value
			var set []int
			for _, s := range among {
				v, ok := value(ri, s)
				if !ok {
					return nil, false
				}
				switch {
				case v > top:
					top, set = v, []int{s}
				case v == top:
					set = append(set, s)
				}
			}
			return set, true
		}
		// The seats of the best class under the first reading.
		var topClass hands.Class
		var classSeats []int
		for _, s := range seats {
			v, ok := value(0, s)
			if !ok {
				return nil, false
			}
			switch c := hands.ClassOf(v); {
			case len(classSeats) == 0 || x.classAbove(deck, c, topClass):
				topClass, classSeats = c, []int{s}
			case c == topClass:
				classSeats = append(classSeats, s)
			}
		}
		if len(classSeats) == 1 {
			add(classSeats)
			continue
		}
		for ri := range rds {
			set, ok := best(ri, classSeats)
			if !ok {
				return nil, false
			}
			add(set)
		}
	}
	return out, true
}

// classAbove reports whether class a ranks above class b in the deck.
func (x *session) classAbove(d hands.Deck, a, b hands.Class) bool {
	rank := hands.Ranked(d)
	return slices.Index(rank, a) > slices.Index(rank, b)
}

type evalKey struct{ seat, reading, construction int }

func (x *session) eval(d hands.Deck, rd hands.Readings, own, board []cards.Card, how string) (hands.Value, error) {
	switch x.v.ID {
	case pc.Omaha:
		return first(hands.Combine(d, rd, own, board, 2))
	case pc.Sintetico:
		if how == "5de7" {
			return first(hands.Best(d, rd, false, append(slices.Clone(own), board...)))
		}
		return first(hands.Combine(d, rd, own, board, 2))
	case pc.HoldEm:
		return first(hands.Best(d, rd, false, append(slices.Clone(own), board...)))
	}
	// Stud and cubierto: the seat's own cards (and a carta común, L811).
	return first(hands.Best(d, rd, x.v.Figuras, append(slices.Clone(own), board...)))
}

func first(v hands.Value, _ hands.Class, _ [5]cards.Card, err error) (hands.Value, error) {
	return v, err
}

// split judges a tied pot's shares: equal (the odd chips where
// pc-ficha-impar says) or in proportion to the stacks (pc-reparto).
func (x *session) split(h *hand, p pot, net logs.Cents) {
	st := x.structAt(h.r.No)
	chip := logs.Cents(1)
	if st != nil {
		chip = st.chip
	}
	equal := func() bool {
		lo, hi := p.shares[0], p.shares[0]
		for _, c := range p.shares {
			lo, hi = min(lo, c), max(hi, c)
		}
		if hi-lo > chip {
			return false
		}
		if !x.is(pc.SwOddChip, "tras-boton") || h.button == 0 {
			return true
		}
		// The larger shares go to the first winners after the button.
		idx := map[int]int{}
		for i, w := range p.winners {
			idx[w] = i
		}
		var prev logs.Cents = hi
		for s := after(h.order(), h.button, func(int) bool { return true }); ; {
			if i, ok := idx[s]; ok {
				if p.shares[i] > prev {
					return false
				}
				prev = p.shares[i]
				delete(idx, s)
			}
			if len(idx) == 0 {
				return true
			}
			s = after(h.order(), s, func(int) bool { return true })
			if s == 0 {
				return true
			}
		}
	}
	restos := func() bool {
		var sum logs.Cents
		for _, w := range p.winners {
			st, ok := h.stacks[w]
			if !ok {
				return false
			}
			sum += st
		}
		if sum == 0 {
			return false
		}
		for i, w := range p.winners {
			due := logs.Cents(int64(net) * int64(h.stacks[w]) / int64(sum))
			if absC(p.shares[i]-due) > chip {
				return false
			}
		}
		return true
	}
	ok := false
	switch {
	case x.is(pc.SwShare, "iguales"):
		ok = equal()
	case x.is(pc.SwShare, "restos"):
		ok = restos()
	default:
		ok = equal() || restos()
	}
	if ok {
		return
	}
	if !x.is(pc.SwShare, "iguales") {
		for _, w := range p.winners {
			if _, known := h.stacks[w]; !known {
				// The stacks reading cannot be computed without them.
				x.note("reparto-pila", h.r, "Botes empatados con un ganador sin evento pila: el reparto en proporción a las pilas no se puede comprobar y no se juzga.", "Tied pots with a winner without a pila event: the split in proportion to the stacks cannot be checked and is not judged.")
				return
			}
		}
	}
	var lo, hi logs.Cents = p.shares[0], p.shares[0]
	for _, c := range p.shares {
		lo, hi = min(lo, c), max(hi, c)
	}
	parts := make([]string, len(p.shares))
	for i, c := range p.shares {
		parts[i] = c.String()
	}
	x.report(audit.Finding{Rule: pc.RuleSplit, Round: h.r.No, At: p.e.At, Source: p.e.Pos, Column: "detail",
		Expected: audit.Textf("%s repartidos a partes iguales o en proporción a las pilas", "%s split equally or in proportion to the stacks", net),
		Recorded: audit.Plain("reparto=" + strings.Join(parts, ",")), AtStake: hi - lo,
		Detail: audit.Textf("Mano %d: el bote %d empatado entre %s se repartió %s.", "Hand %d: tied pot %d among %s was split %s.", h.r.No, p.n, seatList(p.winners), shareList(p.shares))})
}

// shareList writes a pot's shares as each language writes euros.
func shareList(shares []logs.Cents) rules.Text {
	var es, en []string
	for _, c := range shares {
		es, en = append(es, c.Euro("es")), append(en, c.Euro("en"))
	}
	return rules.Text{ES: strings.Join(es, ", "), EN: strings.Join(en, ", ")}
}
