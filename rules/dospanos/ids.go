package dospanos

// Rule IDs of baccara a dos paños. Each applies under the instruments whose
// text supports it (see Rules in rules.go for the basis per instrument).
const (
	// RuleDecks: the shoe is not the decks the variant requires.
	RuleDecks = "BDP-DECKS"
	// RuleShoeCount: a card appears more often than the shoe holds it.
	RuleShoeCount = "BDP-SHOE-COUNT"
	// RuleCutCard: the stop card leaves fewer than ten cards below it.
	RuleCutCard = "BDP-CUT-CARD"
	// RuleAfterCut: a coup begun after the one in which the stop card came out.
	RuleAfterCut = "BDP-AFTER-CUT"
	// RuleDealOrder: the cards not dealt one at a time, first tableau,
	// second tableau, bank.
	RuleDealOrder = "BDP-DEAL-ORDER"
	// RuleNatural: a third card to a two-card eight or nine (not to a
	// tableau of the player who made banco).
	RuleNatural = "BDP-NATURAL"
	// RulePuntoDraw: a tableau's hand stood on 0–4 or drew on 6–7.
	RulePuntoDraw = "BDP-PUNTO-DRAW"
	// RuleBankerZero: the banker stood on a two-card zero, under the
	// reading (bdp-banker-zero=draw) that chemin de fer's rule applies.
	RuleBankerZero = "BDP-BANKER-ZERO"
	// RuleTableau: a banker who asked for the table did not follow it where
	// it says the same for both tableaux.
	RuleTableau = "BDP-TABLEAU"
	// RulePayout: a stake not settled as its tableau's (or tableaux') result
	// requires.
	RulePayout = "BDP-PAYOUT"
	// RuleCommission: the house's deduction is not the variant's rate of the
	// banker's winnings, or taken when he did not win.
	RuleCommission = "BDP-COMMISSION"
	// RuleBankMax: stakes played above the limited bank.
	RuleBankMax = "BDP-BANK-MAX"
	// RuleLateBet: a stake placed after «ya no va más».
	RuleLateBet = "BDP-LATE-BET"
	// RuleStakeMin: a stake below the table minimum.
	RuleStakeMin = "BDP-STAKE-MIN"
	// RuleStakeMax: a stake above the table maximum with a limited bank.
	RuleStakeMax = "BDP-STAKE-MAX"
	// RuleLibreMax: a free bank posting a stake maximum, under the reading
	// (bdp-libre-max=house) that the posted figure is the house's.
	RuleLibreMax = "BDP-LIBRE-MAX"
	// RuleCrew: the table without its inspector, croupier and cambista (and
	// auxiliar in Valencia).
	RuleCrew = "BDP-CREW"
)

// IDs are every rule ID, in the order of Rules.
var IDs = []string{RuleDecks, RuleShoeCount, RuleCutCard, RuleAfterCut, RuleDealOrder, RuleNatural, RulePuntoDraw,
	RuleBankerZero, RuleTableau, RulePayout, RuleCommission, RuleBankMax, RuleLateBet, RuleStakeMin, RuleStakeMax, RuleLibreMax, RuleCrew}
