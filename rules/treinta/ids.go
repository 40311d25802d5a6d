package treinta

// Rule IDs of treinta y cuarenta (bases per instrument in rules.go).
const (
	// RuleDecks: the shoe is not six decks.
	RuleDecks = "TYC-DECKS"
	// RuleShoeCount: a card comes out more often than six decks hold it.
	RuleShoeCount = "TYC-SHOE-COUNT"
	// RuleRedCard: the red card not in front of the last five cards, or
	// the coup in which it appeared not annulled, or a coup after it.
	RuleRedCard = "TYC-RED-CARD"
	// RuleDeal: a row dealt past 31 or stopped below it.
	RuleDeal = "TYC-DEAL"
	// RuleSettle: a chance not settled 1:1 by the rows, or a tie other than
	// 31 not voided.
	RuleSettle = "TYC-SETTLE"
	// RuleRefait: the refait at 31 not settled by the roulette zero's rule
	// (half back or prison), or a prisoner wrongly freed.
	RuleRefait = "TYC-REFAIT"
	// RuleInsurance: the insurance's fee not 1% of the stake, bought after
	// the coup, on a stake below the threshold, or an insured stake halved
	// or imprisoned at 31.
	RuleInsurance = "TYC-INSURANCE"
	// RuleStakeMin: a stake below the table minimum.
	RuleStakeMin = "TYC-STAKE-MIN"
	// RuleStakeMax: a stake above a thousand times the minimum.
	RuleStakeMax = "TYC-STAKE-MAX"
	// RuleMaxPosted: a posted maximum (sessions.max_bet or a limit-change
	// event's) above a thousand times the minimum.
	RuleMaxPosted = "TYC-MAX-POSTED"
	// RuleCrew: the table without a jefe and two croupiers.
	RuleCrew = "TYC-CREW"
)

// IDs are every rule ID, in the order of Rules.
var IDs = []string{RuleDecks, RuleShoeCount, RuleRedCard, RuleDeal, RuleSettle, RuleRefait, RuleInsurance, RuleStakeMin, RuleStakeMax, RuleMaxPosted, RuleCrew}
