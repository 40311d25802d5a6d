package bingo

// Rule IDs of bingo (see Rules for the basis per instrument).
const (
	RuleBalls    = "BINGO-BALLS"     // a ball out of 1–90, repeated, or more than 90 (BIN-01)
	RuleCard     = "BINGO-CARD"      // a card not 15 distinct numbers of 1–90 (BIN-02)
	RuleLine     = "BINGO-LINE"      // a línea paid that was not one when claimed (BIN-03)
	RuleBingo    = "BINGO-BINGO"     // a bingo paid that was not one when claimed (BIN-04)
	RulePrize    = "BINGO-PRIZE"     // prizes not as announced, or not shared in proportion (BIN-05)
	RuleCardGame = "BINGO-CARD-GAME" // a claim on a card not sold for that game (BIN-06)
	RuleSales    = "BINGO-SALES"     // sales not consecutive (BIN-07)
	RuleAnnounce = "BINGO-ANNOUNCE"  // series, count, price, cards sold or prizes not announced as sold (BIN-08)
	RuleLate     = "BINGO-LATE"      // a claim paid after the next number (BIN-09)
	RuleOrder    = "BINGO-ORDER"     // a claim paid after the jefe's order (BIN-10)
	RuleFlow     = "BINGO-FLOW"      // the game not ended at its bingo, or ended without one (BIN-11)
	RuleAnnul    = "BINGO-ANNUL"     // an annulled game without refund or with prizes kept (BIN-12)
	RuleLast     = "BINGO-LAST"      // the last game not announced (BIN-13)
	RuleAccounts = "BINGO-ACCOUNTS"  // cards issued ≠ sold + returned, takings ≠ sold × price (BIN-14)
	RuleMark     = "BINGO-MARK"      // marked or claimed before the number was announced (BIN-15)
	RuleRefused  = "BINGO-REFUSED"   // a valid claim refused
	RuleCall     = "BINGO-CALL"      // a number announced that was not drawn (L510, L517)
)

// RuleNoClaims: played games with cards sold whose claims (cante events)
// the log does not carry at all. Every played game ends in a bingo (L512),
// so the claims were lost, not absent: reported once per session, and the
// rules that need the claims are not applied to those games (nothing is
// accused on data the log lacks).
const RuleNoClaims = "DQ-GAMES-NO-CLAIMS"
