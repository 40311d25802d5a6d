package roulette

import "fmt"

// Returns is what one unit staked on a bet hands back (stake included) for
// each number 0..36 that may come out, under the payouts of p: the exact
// distribution the statistical audit (audit/stats) takes each bet's edge and
// variance from. A simple chance gets half back on zero (HalfOrPrison and
// HalfLost have that expectation; the prisión's extra spread is added by the
// caller). An announced bet's stake is split into its equal chips.
func Returns(p *Params, typ, selection string, opt LayoutOptions) (r [37]float64, err error) {
	if Announced(typ) {
		chips := float64(ChipCount(typ))
		for _, c := range AnnouncedBets[typ] {
			spec, ok := p.Bets[c.Type]
			if !ok {
				return r, fmt.Errorf("%s: chip on %s, which %s does not list", typ, c.Type, p.Instrument)
			}
			win := float64(c.Count) * float64(spec.Payout.Num+spec.Payout.Den) / float64(spec.Payout.Den) / chips
			for n := 0; n <= 36; n++ {
				if c.Numbers.Has(n) {
					r[n] += win
				}
			}
		}
		return r, nil
	}
	spec, ok := p.Bets[typ]
	if !ok {
		return r, fmt.Errorf("bet type %q is not in the list of %s", typ, p.Instrument)
	}
	c, err := Cover(typ, selection, opt)
	if err != nil {
		return r, err
	}
	win := float64(spec.Payout.Num+spec.Payout.Den) / float64(spec.Payout.Den)
	for n := 0; n <= 36; n++ {
		if c.Numbers.Has(n) {
			r[n] = win
		}
	}
	if Simple(typ) {
		r[0] = 0.5
	}
	return r, nil
}

// WheelOrder is the order of the pockets of the single-zero wheel, clockwise
// from zero. The law does not give it (the Catálogo describes the layout, not
// the cylinder); it is the standard European single-zero wheel of every
// manufacturer, the wheel both Spanish roulettes are played on. Only the
// Valencian announced bets (CV 2003 L281–L345) name sectors of it:
// vecinos del cero, tercio del cilindro, huérfanos.
var WheelOrder = [37]int{0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26}

// WheelPos is the position of each number on the wheel (the inverse of WheelOrder).
var WheelPos = func() (pos [37]int) {
	for i, n := range WheelOrder {
		pos[n] = i
	}
	return pos
}()
