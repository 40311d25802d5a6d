// Package treinta replays treinta y cuarenta sessions: the shoe of six decks
// and its red card five from the end, the two rows dealt to 31–40 black row
// first, the four chances (rojo, negro, color, inverso) at 1:1, the void tie
// and the refait at 31 under the roulette zero's rule (half back or prison),
// the insurance against it, the stake limits and the crew.
package treinta
