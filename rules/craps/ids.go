package craps

// Rule IDs of dados o craps (see Rules for the basis per instrument).
const (
	RuleDice       = "DADOS-DICE"        // six dice per session, not the previous session's; dice in play among them
	RuleCrew       = "DADOS-CREW"        // jefe, two croupiers and the stickman at every throw
	RuleBetType    = "DADOS-BET-TYPE"    // a bet not in the list
	RuleResolution = "DADOS-RESOLUTION"  // decided at the wrong throw or the wrong way
	RulePayout     = "DADOS-PAYOUT"      // won, paid the wrong amount
	RuleContract   = "DADOS-CONTRACT"    // a contract bet withdrawn or reduced
	RuleOdds       = "DADOS-ODDS"        // odds without their flat bet with a point
	RuleTableMax   = "DADOS-TABLE-MAX"   // simple maximum outside 100–1,000 × minimum
	RuleStakeMin   = "DADOS-STAKE-MIN"   // stake below the table minimum
	RuleStakeMax   = "DADOS-STAKE-MAX"   // stake above its type's maximum
	RuleLateBet    = "DADOS-LATE-BET"    // bet after «ya no va más»
	RuleShooterBet = "DADOS-SHOOTER-BET" // shooter without Win or Don't Win at the come-out
	RuleDicePass   = "DADOS-DICE-PASS"   // dice not passed on seven-out, or passed at another time
	RuleDiceChange = "DADOS-DICE-CHANGE" // dice changed at the shooter's request with a point on
	RuleNullThrow  = "DADOS-NULL-THROW"  // a null throw decided a bet
	RuleBetTiming  = "DADOS-BET-TIMING"  // Win after the come-out, Come before the first throw
)
