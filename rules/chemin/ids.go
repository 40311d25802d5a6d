package chemin

// Rule IDs of chemin de fer. Each applies under the instruments whose text
// supports it (see Rules in rules.go for the basis per instrument).
const (
	// RuleDecks: the shoe is not six 52-card decks.
	RuleDecks = "CF-DECKS"
	// RuleShoeCount: a card appears more often than six decks hold it.
	RuleShoeCount = "CF-SHOE-COUNT"
	// RuleCutCard: the stop card leaves fewer than seven cards below it.
	RuleCutCard = "CF-CUT-CARD"
	// RuleAfterCut: a coup begun after the one in which the stop card came out.
	RuleAfterCut = "CF-AFTER-CUT"
	// RuleDealOrder: the first four cards not dealt one at a time,
	// alternately, starting with the punto.
	RuleDealOrder = "CF-DEAL-ORDER"
	// RuleNatural: a third card after a two-card eight or nine.
	RuleNatural = "CF-NATURAL"
	// RulePuntoDraw: the punto stood on 0–4 or drew on 6–7 (a punto who made
	// banco is free, per cf-banco-free).
	RulePuntoDraw = "CF-PUNTO-DRAW"
	// RuleBankerZero: the banker stood on a two-card zero («baccara»).
	RuleBankerZero = "CF-BANKER-ZERO"
	// RuleTableau: a banker who asked for the bank's table did not follow it.
	RuleTableau = "CF-TABLEAU"
	// RulePayout: a stake against the bank not settled as the coup requires
	// (won 1:1, lost collected, a tie void).
	RulePayout = "CF-PAYOUT"
	// RuleCommission: the cagnotte is not 5% of the banker's winnings in the
	// coup, or taken when the banker did not win.
	RuleCommission = "CF-COMMISSION"
	// RuleBankMax: the stakes against the bank exceed the bank announced.
	RuleBankMax = "CF-BANK-MAX"
	// RuleBancoMesa: a «banco con la mesa» below half the bank.
	RuleBancoMesa = "CF-BANCO-MESA"
	// RuleBankPass: the banker kept the bank after losing a coup.
	RuleBankPass = "CF-BANK-PASS"
	// RuleBankAmount: the player who takes the bank in the rotation puts up
	// less than the banker who gave it up (1977: or lost it).
	RuleBankAmount = "CF-BANK-AMOUNT"
	// RuleLateBet: a stake placed after «no van más apuestas».
	RuleLateBet = "CF-LATE-BET"
	// RuleStakeMin: a stake against the bank below the table minimum.
	RuleStakeMin = "CF-STAKE-MIN"
	// RuleTableMin: the table minimum below the authorised minimum.
	RuleTableMin = "CF-TABLE-MIN"
	// RuleCrew: the table without its inspector, croupier and cambista.
	RuleCrew = "CF-CREW"
)

// IDs are every rule ID, in the order of Rules.
var IDs = []string{RuleDecks, RuleShoeCount, RuleCutCard, RuleAfterCut, RuleDealOrder, RuleNatural, RulePuntoDraw, RuleBankerZero,
	RuleTableau, RulePayout, RuleCommission, RuleBankMax, RuleBancoMesa, RuleBankPass, RuleBankAmount, RuleLateBet, RuleStakeMin,
	RuleTableMin, RuleCrew}
