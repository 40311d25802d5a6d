package boule

// Rule IDs of the boule. Each applies under the instruments whose text
// supports it (see Rules in rules.go for the basis per instrument).
const (
	// RuleBetType: a bet the layout does not have (only a number 1–9 or a
	// simple chance).
	RuleBetType = "BOU-BET-TYPE"
	// RulePayout: a bet not settled as its number or chance requires (7:1, 1:1,
	// simple chances lost on 5).
	RulePayout = "BOU-PAYOUT"
	// RuleLateBet: a bet placed after «no va más» and played, not handed back.
	RuleLateBet = "BOU-LATE-BET"
	// RuleStakeMin: a stake below the table minimum.
	RuleStakeMin = "BOU-STAKE-MIN"
	// RuleTableMin: the table minimum below the authorised one, or (under
	// bou-double-minimum=only-double) other than once or twice it.
	RuleTableMin = "BOU-TABLE-MIN"
	// RuleMaxBand: the table maximum on a number outside 40–100 times the
	// authorised minimum.
	RuleMaxBand = "BOU-MAX-BAND"
	// RuleStakeMax: one player's stakes on a number or a simple chance above
	// the maximum (the table's on a number, 500 times the minimum on a chance).
	RuleStakeMax = "BOU-STAKE-MAX"
	// RuleCrew: a round without its jefe or without a croupier per layout.
	RuleCrew = "BOU-CREW"
	// RuleLauncher: one croupier launched every ball of a session while
	// another worked the table (under bou-launcher=session).
	RuleLauncher = "BOU-LAUNCHER"
	// RuleSpinner: a ball launched (dealer_id) by someone on duty at the
	// table who is not a croupier (the jefe, say).
	RuleSpinner = "BOU-SPINNER"
)

// IDs are every rule ID, in the order of Rules.
var IDs = []string{RuleBetType, RulePayout, RuleLateBet, RuleStakeMin, RuleTableMin, RuleMaxBand, RuleStakeMax, RuleCrew, RuleLauncher, RuleSpinner}
