// Package blackjack replays black-jack sessions hand by hand against the
// Catálogo in force and reports every breach (rules in rules/blackjack).
package blackjack
