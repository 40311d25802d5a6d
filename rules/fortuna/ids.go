package fortuna

// Rule IDs of the ruleta de la fortuna (Valencian text only).
const (
	// RuleBox: a stake on a box the layout does not have.
	RuleBox = "FOR-BOX"
	// RulePayout: a stake not settled as the box's payout requires.
	RulePayout = "FOR-PAYOUT"
	// RuleLateBet: a stake placed after «no va más».
	RuleLateBet = "FOR-LATE-BET"
	// RuleLimits: a stake below the table's minimum or above its maximum.
	RuleLimits = "FOR-LIMITS"
	// RuleSpin: the wheel spun by someone who is not the jefe de mesa.
	RuleSpin = "FOR-SPIN"
	// RuleCrew: a spin without a jefe de mesa and a crupier at the table.
	RuleCrew = "FOR-CREW"
)

// IDs are every rule ID, in the order of Rules.
var IDs = []string{RuleBox, RulePayout, RuleLateBet, RuleLimits, RuleSpin, RuleCrew}
