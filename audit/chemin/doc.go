// Package chemin replays chemin de fer sessions: the shoe, the coup (deal,
// naturals, the punto's rule, the banker's zero and, when he asked for it,
// the bank's table), the bank held by a player (the bank in play, its
// passing after a loss, the amount a new banker puts up), the stakes against
// it and their settlement, the cagnotte per coup, and the crew.
package chemin
