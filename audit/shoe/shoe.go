// Package shoe reads the life of card shoes from a session's events (the
// shoe events of docs/log-format/cards.md), for every card game's replay:
// decks, burnt cards, cuts, the cut card's reserve and the round it came out,
// cards found face up, shoes replaced. What the text requires of them is the
// game's rule; this package only says what the log shows.
package shoe

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/veedor/veedor/audit"
	"github.com/veedor/veedor/audit/logs"
	"github.com/veedor/veedor/rules/cards"
)

// Event kinds of the shoe, as written in the log.
const (
	KindNewShoe    = "new-shoe"
	KindShuffle    = "shuffle"
	KindCut        = "cut"
	KindCutCard    = "cut-card"
	KindBurn       = "burn"
	KindCutCardOut = "cut-card-out"
	KindFaceUp     = "card-face-up"
	KindReplaced   = "shoe-replaced"
)

// Shoe is one shoe as the events of its session record it.
type Shoe struct {
	FirstRound int    // the first round dealt from it (its new-shoe event's round_no)
	Decks      int    // decks=N of the new-shoe event
	ID         string // shoe=ID, "" when not recorded
	Event      *logs.Event

	Reserve      int // cut-card reserve=N; -1 when not recorded
	ReserveEvent *logs.Event

	Burn      []cards.Card // the burnt cards in order; nil when no burn event
	BurnEvent *logs.Event

	Cuts     []Cut
	Shuffled bool

	CutCardOut      int // the round in which the cut card came out; 0 when not recorded
	CutCardOutEvent *logs.Event

	FaceUp   []FaceUp
	Replaced []*logs.Event

	// Count is an empty counter for Decks decks: the replay adds the burnt,
	// face-up and dealt cards in order and reports when Add returns false.
	Count *cards.Shoe
}

// Cut is one cut of the shoe's cards.
type Cut struct {
	By, Seat string
	Event    *logs.Event
}

// FaceUp is a card found face up in the shoe (and eliminated).
type FaceUp struct {
	Card  cards.Card
	Round int // the round it was found in, or the next round dealt
	Event *logs.Event
}

// Read gathers the shoes of the session in ctx, ordered by their first
// round. A shoe event that cannot be read (a missing or bad detail, no
// new-shoe before it) is reported as DQ-EVENT and otherwise ignored.
func Read(ctx *audit.Context) []*Shoe {
	s := ctx.Session
	// Each shoe event with its round: a card found face up between rounds
	// belongs to the next round dealt. (A slice, not a map: this runs on
	// every session of every card game.)
	evs := make([]roundEvent, 0, len(s.Events)) // most events are the shoe's
	for i := range s.Events {
		switch e := &s.Events[i]; e.Kind {
		case KindNewShoe, KindShuffle, KindCut, KindCutCard, KindBurn, KindCutCardOut, KindFaceUp, KindReplaced:
			round := e.Round
			if e.Kind == KindFaceUp && round == 0 {
				round = nextRound(s, e)
			}
			evs = append(evs, roundEvent{e, round})
		}
	}
	bad := func(e *logs.Event, es, en string, args ...any) {
		ctx.Report(audit.Finding{Rule: audit.DQEvent, Round: e.Round, At: e.At, Source: e.Pos, Column: "detail",
			Recorded: audit.Plain(e.Kind + " " + e.Detail), Detail: audit.Textf(es, en, args...)})
	}
	slices.SortStableFunc(evs, func(a, b roundEvent) int { return cmp.Compare(a.round, b.round) })

	var shoes []*Shoe
	for _, re := range evs {
		e := re.e
		if e.Kind != KindNewShoe {
			continue
		}
		kv, err := readDetail(e.Detail)
		decks, derr := strconv.Atoi(kv.get("decks"))
		switch {
		case e.Round == 0:
			bad(e, "Evento new-shoe sin round_no: no se sabe qué jugadas se dieron con ese sabot.", "new-shoe event without round_no: which rounds were dealt from the shoe is unknown.")
			continue
		case err != nil:
			bad(e, "Detalle ilegible: %v.", "Unreadable detail: %v.", err)
			continue
		case derr != nil || decks < 1 || decks > 16:
			bad(e, "new-shoe sin decks=N válido (N barajas de 1 a 16).", "new-shoe without a valid decks=N (N decks, 1 to 16).")
			continue
		}
		shoes = append(shoes, &Shoe{FirstRound: e.Round, Decks: decks, ID: kv.get("shoe"), Event: e, Reserve: -1, Count: cards.NewShoe(decks)})
	}
	for _, re := range evs {
		e := re.e
		if e.Kind == KindNewShoe {
			continue
		}
		sh := For(shoes, re.round)
		if sh == nil {
			bad(e, "Evento %s sin un new-shoe anterior: no se sabe a qué sabot pertenece.", "%s event with no new-shoe before it: which shoe it belongs to is unknown.", e.Kind)
			continue
		}
		switch e.Kind {
		case KindShuffle:
			sh.Shuffled = true
			continue
		case KindReplaced:
			sh.Replaced = append(sh.Replaced, e)
			continue
		}
		// The other kinds are read from their detail (shuffle and
		// shoe-replaced need none: theirs is not read).
		kv, err := readDetail(e.Detail)
		if err != nil {
			bad(e, "Detalle ilegible: %v.", "Unreadable detail: %v.", err)
			continue
		}
		switch e.Kind {
		case KindCut:
			if kv.get("by") == "" {
				bad(e, "cut sin by= (quién cortó).", "cut without by= (who cut).")
				continue
			}
			sh.Cuts = append(sh.Cuts, Cut{By: kv.get("by"), Seat: kv.get("seat"), Event: e})
		case KindCutCard:
			n, err := strconv.Atoi(kv.get("reserve"))
			if err != nil || n < 0 {
				bad(e, "cut-card sin reserve=N válido (cartas tras la carta de corte).", "cut-card without a valid reserve=N (cards behind the cut card).")
				continue
			}
			sh.Reserve, sh.ReserveEvent = n, e
		case KindBurn:
			cs, err := ParseCards(kv.get("cards"))
			if err != nil {
				bad(e, "burn sin cards= legible: %v.", "burn without readable cards=: %v.", err)
				continue
			}
			if sh.BurnEvent == nil {
				sh.BurnEvent, sh.Burn = e, []cards.Card{}
			}
			sh.Burn = append(sh.Burn, cs...)
		case KindCutCardOut:
			if e.Round == 0 {
				bad(e, "cut-card-out sin round_no.", "cut-card-out without round_no.")
				continue
			}
			if sh.CutCardOutEvent == nil {
				sh.CutCardOut, sh.CutCardOutEvent = e.Round, e
			}
		case KindFaceUp:
			c, err := cards.Parse(kv.get("card"))
			if err != nil {
				bad(e, "card-face-up sin card= legible.", "card-face-up without a readable card=.")
				continue
			}
			sh.FaceUp = append(sh.FaceUp, FaceUp{Card: c, Round: re.round, Event: e})
		}
	}
	return shoes
}

// roundEvent is a shoe event and the round it belongs to.
type roundEvent struct {
	e     *logs.Event
	round int
}

// detail is an event detail as Detail reads it, its pairs kept in place
// rather than in a map for the key or two a shoe event has.
type detail struct {
	kv  [4][2]string
	n   int
	all map[string]string // Detail's, when the detail has more pairs than kv holds
}

// readDetail reads an event detail as Detail does, with its errors
// (FuzzReadDetail holds the two together).
func readDetail(s string) (detail, error) {
	var d detail
	for f := range strings.FieldsSeq(s) {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" || d.n == len(d.kv) || d.has(k) {
			// An error, a repeated key or more pairs than kept: Detail
			// decides, and says what is wrong.
			all, err := Detail(s)
			return detail{all: all}, err
		}
		d.kv[d.n] = [2]string{k, v}
		d.n++
	}
	return d, nil
}

// has reports whether the detail has key k.
func (d *detail) has(k string) bool {
	for _, p := range d.kv[:d.n] {
		if p[0] == k {
			return true
		}
	}
	return false
}

// get is the value of key k, "" when the detail has none.
func (d *detail) get(k string) string {
	if d.all != nil {
		return d.all[k]
	}
	for _, p := range d.kv[:d.n] {
		if p[0] == k {
			return p[1]
		}
	}
	return ""
}

// nextRound is the first round at or after the event's time (the last round
// when none is).
func nextRound(s *logs.Session, e *logs.Event) int {
	best, last := 0, 0
	for i := range s.Rounds {
		r := &s.Rounds[i]
		if r.No > last {
			last = r.No
		}
		if !r.At.Before(e.At) && (best == 0 || r.No < best) {
			best = r.No
		}
	}
	if best == 0 {
		return last
	}
	return best
}

// For returns the shoe round was dealt from: the last one whose first round
// is not after it; nil when none is.
func For(shoes []*Shoe, round int) *Shoe {
	var out *Shoe
	for _, sh := range shoes {
		if sh.FirstRound <= round {
			out = sh
		}
	}
	return out
}

// Detail parses an event detail of key=value pairs separated by spaces.
func Detail(detail string) (map[string]string, error) {
	kv := map[string]string{}
	for _, f := range strings.Fields(detail) {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("%q is not key=value", f)
		}
		if _, dup := kv[k]; dup {
			return nil, fmt.Errorf("key %q given twice", k)
		}
		kv[k] = v
	}
	return kv, nil
}

// ParseCards reads a comma-separated list of cards, "5H,KD", into one
// allocation (every dealt order of every card round comes through here).
func ParseCards(list string) ([]cards.Card, error) {
	if list == "" {
		return nil, fmt.Errorf("no cards")
	}
	out := make([]cards.Card, 0, strings.Count(list, ",")+1)
	for more := true; more; {
		var p string
		p, list, more = strings.Cut(list, ",")
		c, err := cards.Parse(p)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
