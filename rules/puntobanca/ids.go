package puntobanca

// Rule IDs of punto y banca. Each applies under the instruments whose text
// supports it (see Rules in rules.go for the basis per instrument).
const (
	// RuleDecks: the shoe is not made of the decks the text requires (8 in
	// 1977, 6 in 1984, CyL 2008 and CV 2003).
	RuleDecks = "PB-DECKS"
	// RuleShoeCount: a card appears (burnt, dealt or found face up) more
	// often than the shoe holds it.
	RuleShoeCount = "PB-SHOE-COUNT"
	// RuleBurn: the cards burnt after the first card turned over are not as
	// many as its value, tens and figures counting ten.
	RuleBurn = "PB-BURN"
	// RuleCutCard: the cut card does not leave seven cards below it.
	RuleCutCard = "PB-CUT-CARD"
	// RuleAfterCut: a round begun after the round in which the cut card
	// came out.
	RuleAfterCut = "PB-AFTER-CUT"
	// RuleDealOrder: the first and third cards dealt did not go to punto and
	// the second and fourth to banca (checked from rounds.dealt, every table).
	RuleDealOrder = "PB-DEAL-ORDER"
	// RuleNatural: a third card was drawn when either hand had 8 or 9 on
	// its first two cards.
	RuleNatural = "PB-NATURAL"
	// RulePlayerDraw: punto did not draw on 0–5 or drew on 6–7.
	RulePlayerDraw = "PB-PLAYER-DRAW"
	// RuleTableau: banca drew or stood against the bank's tableau (the table
	// printed in the Valencian text; a reconstructed table elsewhere).
	RuleTableau = "PB-TABLEAU"
	// RulePayout: a bet not settled as its result requires (punto 1:1, banca
	// 1:1 less the deduction, ties void for punto and banca, empate 8:1).
	RulePayout = "PB-PAYOUT"
	// RuleCommission: the deduction on a winning banca bet is not 5% of it,
	// or a deduction was taken on any other bet.
	RuleCommission = "PB-COMMISSION"
	// RuleBetType: a bet other than punto, banca and (where the text has
	// one) empate.
	RuleBetType = "PB-BET-TYPE"
	// RuleTieBet: an empate bet where the text has no tie bet, or one over
	// its cap (10% of the table maximum in Castilla y León).
	RuleTieBet = "PB-TIE-BET"
	// RuleTableMin: the table minimum below the authorised minimum
	// (sessions.authorized_min).
	RuleTableMin = "PB-TABLE-MIN"
	// RuleTableMax: the table maximum is not one of the region's multiples
	// of the minimum (50 or 100 times; 20 to 100 times in Castilla y León).
	RuleTableMax = "PB-TABLE-MAX"
	// RuleStakeMin: a stake below the table minimum.
	RuleStakeMin = "PB-STAKE-MIN"
	// RuleStakeMax: a stake above the table maximum.
	RuleStakeMax = "PB-STAKE-MAX"
	// RuleStakeMultiple: a stake that is not a multiple of the table
	// minimum where the casino's management required multiples (1984,
	// Castilla y León, Valencia: «pudiendo determinar»; switch
	// pb-stake-multiples).
	RuleStakeMultiple = "PB-STAKE-MULTIPLE"
	// RuleSeats: a bet from a place the table does not have: a seat number
	// out of the table's range, or a standing player where the text admits
	// none (1977; reduced tables in Castilla y León).
	RuleSeats = "PB-SEATS"
	// RuleCrew: the table's crew is not the one the text requires (jefe de
	// mesa and croupiers, and in 1977 a cambista; one croupier on reduced
	// tables in Castilla y León and the Comunitat Valenciana).
	RuleCrew = "PB-CREW"
	// RuleJefeTables: a jefe de mesa supervising more reduced tables at once
	// than the text allows (3 of 9 seats, 4 of 7), checked across sessions.
	RuleJefeTables = "PB-JEFE-TABLES"
	// RuleShoePass: the shoe passed to another holder other than after a
	// round the banca lost (unless declined), or stayed after a banca loss.
	RuleShoePass = "PB-SHOE-PASS"
	// RuleLateBet: a bet placed after «no va más» (bets.placed_at after
	// rounds.no_more_bets_at); not under the 1977 text, which has no such
	// call in punto y banca.
	RuleLateBet = "PB-LATE-BET"
)
