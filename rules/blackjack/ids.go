package blackjack

// Rule IDs of black-jack. They are stable: reports, waivers and the fixture
// generator's manifests refer to them. rules.go gives each its title, text
// and legal basis per instrument; a rule without a basis under the session's
// instrument does not apply there.
const (
	// Shoe.
	RuleDecks     = "BJ-DECKS"      // the shoe is not of the decks the text requires (six of 52)
	RuleShoeCount = "BJ-SHOE-COUNT" // a card appears more often than the shoe holds
	RuleBurn      = "BJ-BURN"       // not exactly five cards burnt before the shoe's first round
	RuleCutCard   = "BJ-CUT-CARD"   // fewer than one deck (52 cards) left behind the cut card
	RuleAfterCut  = "BJ-AFTER-CUT"  // a round begun after the round in which the cut card came out
	RuleCut       = "BJ-CUT"        // the shoe's last cut not made by a player (Valencia: or, when every player declined, by the jefe de mesa)

	// Castilla y León: a shoe replaced after a jam not reshuffled as for the
	// table's first game (no new-shoe event at the replacement's first round).
	RuleShoeReplaced = "BJ-SHOE-REPLACED"

	// Deal and play.
	RuleDealOrder   = "BJ-DEAL-ORDER"  // dealing order (rounds.dealt): one card to each box from the croupier's left, one to him, a second to each box; no hole card
	RuleDealerDraw  = "BJ-DEALER-DRAW" // the croupier drew on 17 or more (soft 17 included) or stood below 17
	RuleHit21       = "BJ-HIT-21"      // a hand drew a card on 21 or more (Valencia), or after going over 21
	RuleDouble      = "BJ-DOUBLE"      // double on a total the text forbids, not exactly one card after it, or extra stake not equal to the initial stake
	RuleSplit       = "BJ-SPLIT"       // split of cards of unequal value, split stake not equal to the initial stake, re-split beyond the text's limit
	RuleSplitAces   = "BJ-SPLIT-ACES"  // more than one card to a hand formed by splitting aces
	RuleInsurance   = "BJ-INSURANCE"   // insurance without a croupier's ace, over half the stake, paid other than 2:1, or settled without the croupier's second card
	RuleEvenMoney   = "BJ-EVEN-MONEY"  // even money where the text has none, not on a black-jack against an ace, or not paid 1:1
	RuleRetiro      = "BJ-RETIRO"      // surrender where the text has none, against an ace, after the first third card, or refund not half
	RuleMenorMayor  = "BJ-MENOR-MAYOR" // menor/mayor de 13 where the text has none, or settled wrongly (ace counts one, 13 loses both)
	RuleProgressive = "BJ-PROGRESSIVE" // progressive stake above half the table minimum, or a progressive where the text has none
	RulePayout      = "BJ-PAYOUT"      // a hand settled other than 1:1, black-jack 3:2, tie returned, two-card 21 after a split 1:1, croupier black-jack per switch

	// Limits and table.
	RuleStakeMin   = "BJ-STAKE-MIN"    // an initial stake on a hand below the table minimum
	RuleStakeMax   = "BJ-STAKE-MAX"    // an initial stake on a hand above the table maximum (per hand)
	RuleTableMax   = "BJ-TABLE-MAX"    // the table maximum is not 50, 100 or 200 times the minimum
	RuleTableMin   = "BJ-TABLE-MIN"    // the table minimum below the authorised one (sessions.authorized_min), at opening or at a limit-change
	RuleLateBet    = "BJ-LATE-BET"     // a stake of the deal (base, side bet, progressive, bonus) placed after the deal began
	RuleBoxes      = "BJ-BOXES"        // a box beyond the table's count: 7, or 9 on a Valencian 9-plazas table
	RuleBetsPerBox = "BJ-BETS-PER-BOX" // more bettors on one box than the text allows (3 in Castilla y León, 4 in Valencia)
	RuleMinHands   = "BJ-MIN-HANDS"    // Castilla y León: a round played with fewer than two hands bet

	// A bet type that is no black-jack play of the text or the log contract.
	RuleBetType = "BJ-BET-TYPE" // a bet type the text does not provide (e.g. perfect pairs outside Valencia, where they are not an authorised bonus)

	// Crew.
	RuleCrew       = "BJ-CREW"        // a round with no croupier on duty, dealt by someone who is not a croupier on duty, or (cyl, cv) without a supervisor
	RuleJefeTables = "BJ-JEFE-TABLES" // an inspector or jefe de mesa supervising more tables at once than the text allows (cross-session)
)

// Switch IDs of black-jack (--assume ID=reading); rules.go documents each.
const (
	AssumeDealerBJ      = "bj-dealer-blackjack-extra" // doubles and splits when the croupier makes black-jack
	AssumeBJvsBJ        = "bj-blackjack-vs-blackjack" // a player's black-jack against the croupier's
	AssumeSplitValue    = "bj-split-equal"            // equal value or equal rank for a split
	AssumeResplitAces   = "bj-resplit-aces"           // re-splitting aces
	AssumeSoftDouble    = "bj-soft-double"            // national texts: doubling on A+8 / A+9
	AssumeInsuranceHalf = "bj-insurance-amount"       // 1977 text: insurance exactly half or at most half
	AssumeInsuranceWho  = "bj-cv-insurance-who"       // Valencia: insurance open to all or only to black-jack holders
	AssumeCVResplit     = "bj-cv-resplit"             // Valencia: "seis pares por cada mano inicial"
	AssumeMinHands      = "bj-cyl-min-hands"          // Castilla y León: two hands, or two players
	AssumeRetiroHands   = "bj-cyl-retiro-hands"       // Castilla y León: surrender on split or doubled hands
	AssumeUnlisted      = "bj-unlisted-plays"         // a play the text in force does not list
	AssumeInspector     = "bj-inspector-ratio"        // 1977: "un inspector por cada cuatro mesas" a cap or not
	AssumeDealerStop    = "bj-dealer-all-bust"        // the croupier stopping when every hand has busted
	AssumeMaxScope      = "bj-max-scope"              // the maximum per hand: the box's total or each bet
	AssumeCutEmployee   = "bj-cut-employee"           // national texts: the last cut made by an employee
)
