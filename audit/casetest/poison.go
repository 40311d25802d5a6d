package casetest

import (
	"sync/atomic"

	"github.com/veedor/veedor/audit/logs"
)

// Poisoning is a log read as the source it wraps reads it (in one pass when
// it can) whose sessions, when handed back (logs.Recycler), have every
// round and bet overwritten with other values before they go back to the
// source's pool: whoever reads a row after handing its session back, or
// keeps a pointer into the rows, then reports something else. Back counts
// the sessions handed back.
type Poisoning struct {
	logs.OnePass
	Back atomic.Int64
}

func (p *Poisoning) Recycle(s *logs.Session) {
	p.Back.Add(1)
	for i := range s.Rounds {
		s.Rounds[i] = logs.Round{No: -7, Outcome: "poison", Status: "void", Dealer: "poison"}
	}
	for i := range s.Bets {
		s.Bets[i] = logs.Bet{Round: -7, ID: "poison", Type: "poison", Selection: "poison", Stake: 1 << 40, Paid: 1 << 41}
	}
	if rc, ok := p.OnePass.(logs.Recycler); ok {
		rc.Recycle(s)
	}
}
