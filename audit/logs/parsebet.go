package logs

import "time"

// fastBets turns betFast on (off only in tests that compare it with the
// path it shortens).
var fastBets = true

// betFast is betInto for the common bets row, read in one pass without
// betInto's per-value calls, required-value and reason steps: a row cut in
// place (p.cut; a CSV row) whose identifiers are printable ASCII within
// their cap, required values present, round numbers plain digits, amounts
// of the common form (commonCents), its placing time of the time cache's
// hour. It sets every field of *v as betInto sets a zero Bet's and reports
// true, or reports false, having written nothing, for any other row, which
// betInto then reads as before (and may reject). FuzzBetFast holds the two
// to the same bets and rejects.
func (p *parser) betFast(v *Bet) bool {
	if !fastBets || !p.cut || p.rej != nil {
		return false
	}
	// The values cut here, not by p.val: the row is known cut in place.
	rec, b := p.rec, &p.bounds
	val := func(col int) string { return rec[b[2*col]:b[2*col+1]] }
	round, ok := plainInt(val(btRound))
	id, seat, player := val(btBet), val(btSeat), val(btPlayer)
	paidBy, hand, typ := val(btPaidBy), val(btHand), val(btType)
	if !ok || id == "" || !isSlug(typ) ||
		!plainIdent(id) || !plainIdent(seat) || !plainIdent(player) || !plainIdent(paidBy) || !plainIdent(hand) {
		return false
	}
	stake, ok1 := commonCents(val(btStake), p.decimal)
	returned, ok2 := commonCents(val(btReturned), p.decimal)
	paid, ok3 := commonCents(val(btPaid), p.decimal)
	if !ok1 || !ok2 || !ok3 || stake == 0 {
		return false
	}
	settled := 0
	if s := val(btSettled); s != "" {
		if settled, ok = plainInt(s); !ok || settled < round {
			return false
		}
	}
	var at time.Time
	if s := val(btPlacedAt); s != "" {
		if at, ok = p.times.get(s); !ok {
			return false // betInto parses it, and caches its hour
		}
	}
	var commission Cents
	c := val(btCommission)
	if c != "" {
		if commission, ok = commonCents(c, p.decimal); !ok {
			return false
		}
	}
	v.Pos = p.pos
	v.Round = round
	v.ID, v.Seat, v.Player = id, seat, player
	v.Type = typ
	v.Selection = val(btSelection)
	v.Stake, v.Returned, v.Paid = stake, returned, paid
	v.SettledRound = settled
	v.PlacedAt = at
	v.PaidBy, v.Hand = paidBy, hand
	v.Commission, v.CommissionRecorded = commission, c != ""
	return true
}

// plainIdent reports whether ident accepts v as it stands, without a
// closer look: its common form (empty is left to the required check).
func plainIdent(v string) bool { return len(v) <= maxIdent && printableASCII(v) }

// plainInt reads a value integer accepts, without a reason: 1 to 9
// base-10 digits, at least 1.
func plainInt(v string) (int, bool) {
	if len(v) == 0 || len(v) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(v); i++ {
		d := v[i] - '0'
		if d > 9 {
			return 0, false
		}
		n = n*10 + int(d)
	}
	return n, n >= 1
}
